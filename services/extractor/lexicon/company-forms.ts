/**
 * The legal forms that close a company's name, declared once as they are written ("Norvale, Inc.", "Kestrel AB (publ)",
 * "Ostrava S.p.A.", with or without periods), and the words that close the name of a group. company-names.ts reads them
 * in lower case with the closing words ("Therapeutics", "Holdings"); a rule that reads the written case names the forms
 * it reads. The stages that compare names word by word (catalysts, accuracy) fold all of them into the words a name is
 * compared without (services/catalysts/company-forms.ts).
 */
import { anyOf, pickerOf } from './compile.js'

/** The abbreviated legal forms every company rule of the extractor reads as the end of a name. */
export const LEGAL_FORMS = [
  'Inc',
  'Corp',
  'Ltd',
  'plc',
  'LLC',
  'L.P',
  'A/S',
  'AG',
  'A.G',
  'SA',
  'S.A',
  'NV',
  'N.V',
  'B.V',
  'AB',
  'GmbH',
  'G.m.b.H',
  'S.p.A',
  'publ',
] as const

export type LegalForm = (typeof LEGAL_FORMS)[number]

/** Exactly the named legal forms, in their written case, as one alternation. */
export function legalForms(...forms: readonly LegalForm[]): string {
  return anyOf(forms)
}

/**
 * The other legal forms: spelled out ("Norvale Corporation", "Kestrel Holdings Limited"), "Co" ("Halden & Co") and
 * abbreviations no company rule of the extractor reads ("Ostrava ASA", "Kestrel SE", "Tarvo KK"). A rule reads those it
 * names (otherLegalForms); a comparison of names drops them all.
 */
export const OTHER_LEGAL_FORMS = [
  'Incorporated',
  'Corporation',
  'Company',
  'Co',
  'Limited',
  'ASA',
  'SE',
  'KK',
] as const

export type OtherLegalForm = (typeof OTHER_LEGAL_FORMS)[number]

/** Exactly the named other legal forms, in lower case, as words. */
export function otherLegalForms(...forms: readonly OtherLegalForm[]): string[] {
  return forms.map((form) => form.toLowerCase())
}

/** The legal forms of American and common-law issuers, who write a numeric date month first, or either way ("Ltd"). */
const MONTH_FIRST_OR_EITHER_FORMS: readonly LegalForm[] = ['Inc', 'Corp', 'Ltd', 'LLC', 'L.P']

/**
 * The legal forms of the countries that write a numeric date day first (the United Kingdom, Ireland, continental Europe,
 * the Nordic countries): "Halvard Pharma plc", "Kestrel A/S", "Ostrava S.p.A.". An issuer so named may write
 * "12/03/2027" for 12 March, so its slashed dates of ambiguous order are not read the American way (document.ts).
 */
export const DAY_FIRST_LEGAL_FORMS: readonly (LegalForm | OtherLegalForm)[] = [
  ...LEGAL_FORMS.filter((form) => !MONTH_FIRST_OR_EITHER_FORMS.includes(form)),
  'ASA',
  'SE',
]

/**
 * Words that close a company's name by saying its industry, not which company it is: "Norvale Therapeutics", "Kestrel
 * Pharma", "Tarvo Biosciences". In lower case. The extractor reads them as the end of a name (company-names.ts); whose
 * word counts on a catalyst compares names without them (services/catalysts/authority.ts).
 */
export const INDUSTRY_WORDS: readonly string[] = [
  'therapeutics',
  'pharmaceutical',
  'pharmaceuticals',
  'pharma',
  'biosciences',
  'biotherapeutics',
  'biopharma',
  'biopharmaceuticals',
  'laboratories',
  // "Kestrel Labs (\"Kestrel\")": the short form of laboratories closes a company's name as the long one does.
  'labs',
  'sciences',
  'biotech',
]

/** Words that close the name of a company holding others: "Kestrel Holdings", "Norvale Group". In lower case. */
export const GROUP_WORDS: readonly string[] = ['holding', 'holdings', 'group']

/**
 * The roles a company plays in a filing, in their written forms: the filer ("the company", "the sponsor"), its partners
 * ("our licensor", "the collaborator") and the others ("other applicants", "several manufacturers"). In lower case; the
 * rules that read them ignore case.
 */
export const COMPANY_ROLES = {
  company: 'filer',
  companies: 'filer',
  sponsor: 'filer',
  sponsors: 'filer',
  applicants: 'filer',
  manufacturers: 'maker',
  /** "the drugmaker's X", "the firm's X" (trade press): the filer by a generic noun. */
  drugmaker: 'filer',
  drugmakers: 'filer',
  firm: 'filer',
  firms: 'filer',
  developer: 'filer',
  developers: 'filer',
  partner: 'partner',
  licensor: 'partner',
  licensee: 'partner',
  collaborator: 'partner',
} as const

export const companyRoles = pickerOf(COMPANY_ROLES)

/**
 * The nouns a filing calls a company it has no tie to ("Halvex, LLC, an entity not affiliated with the Company,",
 * "an unaffiliated third party"): with "not affiliated with" after them, or "unaffiliated" before, the company a decision
 * is told of is another sponsor (ownership.ts).
 */
export const UNRELATED_PARTY_NOUNS = {
  entity: 'party',
  entities: 'party',
  company: 'party',
  companies: 'party',
  party: 'party',
  parties: 'party',
  'third party': 'party',
  'third parties': 'party',
  'third-party': 'party',
  manufacturer: 'party',
  sponsor: 'party',
} as const
export const unrelatedPartyNouns = pickerOf(UNRELATED_PARTY_NOUNS)

/**
 * What one company did to another's product, as a participle: "Zelvora, partnered with Kestrel,", "in-licensed from",
 * "commercialized by", "acquired from".
 */
export const PARTNERING_PARTICIPLES = {
  partnered: 'partner',
  licensed: 'licence',
  sublicensed: 'licence',
  'in-licensed': 'licence',
  developed: 'develop',
  'co-developed': 'develop',
  marketed: 'market',
  commercialized: 'market',
  acquired: 'own',
} as const

export const partneringParticiples = pickerOf(PARTNERING_PARTICIPLES)

/** The forms of partnering a company states with another: "partnered with X", "its partnership with X", "partnering with". */
export const PARTNERING_FORMS = {
  partnered: 'participle',
  partnering: 'gerund',
  partnership: 'noun',
} as const

export const partneringForms = pickerOf(PARTNERING_FORMS)

/**
 * What only a company has, after its possessive ("Kestrel's chief executive", "Kestrel's shares"): its officers, its
 * stock and its holders, its board. A product has none (a product's possessive takes its label, its approval, its
 * data), so the owner of one of these is a company even when the text writes it with no legal form.
 */
export const CORPORATE_BELONGINGS: readonly string[] = [
  'ceo',
  'cfo',
  'chief executive',
  'chief executive officer',
  'chief financial officer',
  'chief medical officer',
  'chief scientific officer',
  'chairman',
  'chairwoman',
  'president',
  'founder',
  'co-founder',
  'board',
  'management',
  'spokesman',
  'spokeswoman',
  'spokesperson',
  'employees',
  'headquarters',
  'shares',
  'stock',
  'shareholders',
  'stockholders',
  'investors',
]
/**
 * What only a company has as its relation to another, after "and its" ("Kestrel and its partner Osprey Pharma", "Norvale
 * and its parent Halden"): both names around the relation are companies', whatever legal form they lack (s19 r38).
 */
export const CORPORATE_RELATIONS: readonly string[] = [
  'partner',
  'partners',
  'parent',
  'subsidiary',
  'affiliate',
  'licensee',
  'licensor',
  'collaborator',
  'co-developer',
]
/**
 * What only a company (or a person) does as a subject, right after its name: tells, plans, intends ("Kestrel said",
 * "Kestrel plans to launch"). A product never says or plans (it "reports" data in loose prose, so "reported" is none).
 */
export const CORPORATE_DEEDS: readonly string[] = [
  'said',
  'says',
  'announced',
  'announces',
  'disclosed',
  'discloses',
  'plans',
  'planned',
  'intends',
  'intended',
  'expects',
  'told',
]
