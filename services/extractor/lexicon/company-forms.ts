/**
 * The legal forms that close a company's name, declared once as they are written ("Norvale, Inc.", "Kestrel AB (publ)",
 * "Ostrava S.p.A.", with or without periods). company-names.ts reads them in lower case with the closing words
 * ("Therapeutics", "Holdings"); a rule that reads the written case names the forms it reads.
 */
import { anyOf, pickerOf } from './compile.js'

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
  partner: 'partner',
  licensor: 'partner',
  licensee: 'partner',
  collaborator: 'partner',
} as const

export const companyRoles = pickerOf(COMPANY_ROLES)

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
