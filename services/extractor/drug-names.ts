/**
 * What a drug name is: the shapes of development codes and nonproprietary names with their salts, the tests of the words
 * that are never a drug (their lists are the lexicon's: capital-stops, name-bounds, common-words, english-non-names;
 * company names: company-names.ts), and how a product slot's words are read into a name. Where in a text a name can
 * stand is name-slots.ts, the lexicon of a text drug-lexicon.ts; how a known name is found again is name-search.ts.
 */
import {
  isGeneTherapyHead,
  isInnName,
  isWeakStemName,
  looksLikeNonproprietaryName,
  mayBeStemWord,
  continuesName,
  continuesShapedName,
} from './inn-stems.js'
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from './dates.js'
import { ENGLISH_NON_NAMES } from './lexicon/english-non-names.js'
import {
  COMPANY_AFTER_NAME,
  COMPANY_LEGAL_FORMS,
  COMPANY_SUFFIXES,
  COMPANY_TOKENS,
  companyNames,
} from './company-names.js'
import { CAPITAL_STOP } from './lexicon/capital-stops.js'
import { NON_DRUG_HEAD, PHRASE_STOP } from './lexicon/name-bounds.js'
import { COMMON_LOWERCASE } from './lexicon/common-words.js'
import { closedWords } from './lexicon/function-words.js'
import { intents, diseaseNouns, units, salts, notSaltHeads } from './lexicon/products.js'
import { releaseProfiles } from './lexicon/products.js'
import { decisionNouns } from './lexicon/review.js'
import { dateNouns } from './lexicon/date-nouns.js'
import { stockExchanges } from './lexicon/non-names.js'
import { CODE_PREFIX_WORDS, wireServices } from './lexicon/non-names.js'
import { bodyParts, hyphenatedQualifiers } from './lexicon/descriptors.js'
import { studyNouns } from './lexicon/studies.js'
import { applicationAcronyms } from './lexicon/review.js'
import { usAgencyNouns, foreignAgencies } from './lexicon/agencies.js'
import { inCapitals } from './lexicon/compile.js'

// The company names and the word lists live in modules of their own; the name slots read them from here.
export {
  CAPITAL_STOP,
  COMPANY_AFTER_NAME,
  COMPANY_LEGAL_FORMS,
  COMPANY_SUFFIXES,
  COMPANY_TOKENS,
  PHRASE_STOP,
  companyNames,
}

/**
 * How a slot reads the words after it: `capital` a capitalised word or a marked name, `lowercase` any long lower-case
 * word too, `shaped` only a word shaped like a nonproprietary name ("zelrafib"), `stem` a weak-stem name, `product`
 * a shaped name or one capitalised word (a brand: "the PDUFA date for Zelvora").
 */
export type SlotMode = 'capital' | 'lowercase' | 'shaped' | 'stem' | 'product'

// Development codes: "ABC-123", "ABC123", "AB-C123", one letter with three digits or more ("V920", "M7824"), and a
// platform's lower-case prefix before capitals ("mRNA-4412", "saRNA-210").
const CODE_PATTERN = new RegExp(
  String.raw`^(?:(?!${closedWords('on', 'of', 'to', 'in', 'at', 'by', 'as', 'or')}[A-Z])[a-z]{1,2}[A-Z]{2,4}-\d{3,6}|[A-Z][A-Z0-9]{0,5}-\d{1,6}[A-Za-z]?|[A-Z]{2,6}\d{2,6}[A-Za-z]?|[A-Z]{2,6}-[A-Z]?\d{2,6}|[A-Z]\d{3,5}[A-Za-z]?)$`,
)
// Prefixes that make a code-shaped word something else: "COVID-19", "IL-23", "FY2025", "Q3-2025", "ASCO2025".
const CODE_PREFIX_STOP = new RegExp(
  String.raw`^(?:${CODE_PREFIX_WORDS}|${inCapitals(stockExchanges('nasdaq', 'nyse', 'tase', 'otc'))}|${inCapitals(dateNouns('pdufa'))}|${inCapitals(units('mg'))})$`,
)
const CODE_FULL_STOP = new Set([
  '8-K',
  '6-K',
  '10-K',
  '10-Q',
  '20-F',
  '40-F',
  'S-1',
  'S-3',
  'S-8',
  'F-1',
  'F-3',
  'EX-99',
  'COVID-19',
  'SARS-COV-2',
  'HIV-1',
  'IGNYTE-3',
])

// A protein variant, not a product: "V600E", "G12C", "T790M" (an amino-acid letter, a position, an amino-acid letter).
const PROTEIN_VARIANT = /^[ACDEFGHIKLMNPQRSTVWY]\d{1,4}[ACDEFGHIKLMNPQRSTVWY]$/

/** "TREMOR-2", "ASCENT-1": a trial's name (a word of five letters or more and a single digit), not a product's code. */
const TRIAL_NAME = /^[A-Z]{5,}-\d$/

export function isCodeName(word: string): boolean {
  if (TRIAL_NAME.test(word)) return false
  const token = word.replace(/[\u00AE\u2122]/g, '')
  if (!CODE_PATTERN.test(token) || CODE_FULL_STOP.has(token.toUpperCase())) return false
  if (PROTEIN_VARIANT.test(token)) return false
  const prefix = /^[A-Z]+/.exec(token)?.[0] ?? ''
  return !CODE_PREFIX_STOP.test(prefix)
}

export function stripMarks(name: string): string {
  return name
    .replace(/\s*(?:\u00AE|\u2122|\u2120|\([Rr]\)|\((?:TM|tm)\))\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Identity key of a name: case, marks and a biologic's four-letter suffix (-cxix) do not make another drug. */
export function drugKey(name: string): string {
  return stripMarks(name)
    .toLowerCase()
    .replace(/-[a-z]{4}$/, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/**
 * Words a title-case headline capitalises where a product slot reads a brand: "the Revised PDUFA Date", "the Expected
 * Decision Date for Partner ...".
 */
const TITLE_CASE_WORDS = new Set([
  'original',
  'revised',
  'updated',
  'anticipated',
  'amended',
  'upcoming',
  'expected',
  'initial',
  'extended',
  'current',
  'scheduled',
  'assigned',
  'planned',
  'projected',
  'prior',
  'previous',
  'final',
  'first',
  'second',
  'sponsor',
  'partner',
  'potential',
  'proposed',
  'regulatory',
  'standard',
  'approval',
  'decision',
  'review',
  'its',
  'their',
  'our',
  'this',
  'that',
])

export function isNameLikeToken(token: string, mode: SlotMode): boolean {
  // A radiolabel before the name is the isotope's, not the name's: "131I-omburtamab", "177Lu-vipivotide".
  const bare = token
    .replace(/[\u00AE\u2122]/g, '')
    .replace(/[’']s$/, '')
    .replace(/^\d{1,3}[A-Z][a-z]?-(?=[A-Za-z]{4})/, '')
  const lower = bare.toLowerCase()
  if (bare.length < 2 || CAPITAL_STOP.has(lower)) return false
  if (isInnName(bare) || isCodeName(bare)) return true
  if (/[\u00AE\u2122]/.test(token)) return true
  if (mode === 'stem') return bare === lower && isWeakStemName(bare)
  if (mode === 'shaped')
    return (
      !COMMON_LOWERCASE.has(lower) && !DISEASE_WORD.test(lower) && looksLikeNonproprietaryName(bare)
    )
  if (mode === 'product')
    return (
      !COMMON_LOWERCASE.has(lower) &&
      !ENGLISH_NON_NAMES.has(lower) &&
      !TITLE_CASE_WORDS.has(lower) &&
      !SUBJECT_NOUNS.has(lower) &&
      !ABSTRACT_NOUN_ENDING.test(lower) &&
      (/^[A-Z][A-Za-z0-9\/-]+$/.test(bare) ||
        looksLikeNonproprietaryName(bare) ||
        // "the PDUFA date of D for relacorilant": a long lower-case word with no English or disease ending.
        (bare.length >= 9 &&
          !/(?:ia|axis|ism|ed|ers?|ing|ants|ents)$/.test(lower) &&
          isPlainLowercaseName(bare)))
    )
  if (/^[A-Z][A-Za-z0-9\/-]+$/.test(bare) && bare.length >= 3) return true
  return mode === 'lowercase' && isPlainLowercaseName(bare)
}

/**
 * A lower-case word a drug slot takes as a nonproprietary name although no stem is known ("bramolinate", "velanorant",
 * "velmotide-SC"): no English word by the lists, no adjective, abstract noun or disease ending, and no word that opens an
 * indication ("the NDA for resistant hypertension").
 */
function isPlainLowercaseName(bare: string): boolean {
  const lower = bare.toLowerCase()
  return (
    /^[a-z][a-z]{5,}(?:-[A-Z]{1,4})?$/.test(bare) &&
    !COMMON_LOWERCASE.has(lower) &&
    !ENGLISH_NON_NAMES.has(lower) &&
    !ADJECTIVE_OR_ABSTRACT_NOUN.test(lower) &&
    !DISEASE_WORD.test(lower) &&
    !INDICATION_OPENERS.has(lower)
  )
}

/** Words that open an indication after "for": "for resistant hypertension", "for adults with ...". */
const INDICATION_OPENERS: ReadonlySet<string> = new Set([
  'resistant',
  'refractory',
  'relapsed',
  'severe',
  'moderate',
  'mild',
  'chronic',
  'acute',
  'adult',
  'adults',
  'pediatric',
  'paediatric',
  'metastatic',
  'advanced',
  'recurrent',
  'persistent',
  'uncontrolled',
  'treatment',
  'patients',
  'people',
  'children',
  'adolescents',
  'infants',
  'previously',
  'newly',
  'locally',
  'symptomatic',
  'hereditary',
  'generalized',
  'episodic',
  'postoperative',
  'postpartum',
  'hospitalized',
  'elderly',
  'moderately',
  'severely',
  'certain',
  'several',
  'various',
])

/**
 * Endings of English abstract nouns and gerunds, capitalised where a sentence opens on them ("Everything remains on
 * track", "Enrollment is on track"): no brand ends so.
 */
const ABSTRACT_NOUN_ENDING = /(?:tion|sion|ment|ness|ity|ing|ship|ism|hood)$/
/** Nouns that open a sentence as the subject of a product's predicates ("Launch remains on track for ..."). */
const SUBJECT_NOUNS: ReadonlySet<string> = new Set([
  'launch',
  'everything',
  'nothing',
  'program',
  'programme',
  'study',
  'trial',
  'work',
  'plan',
  'timeline',
  'guidance',
  'business',
  'team',
  'supply',
  'inventory',
  'filing',
  'submission',
])

/**
 * Medical word endings of a disease or its adjective, never of a nonproprietary name in a lower-case slot: "the sBLA for
 * psoriatic arthritis", "FDA approval for plaque psoriasis" (-itis, -osis, -iasis, -emia, -oma, -pathy, -algia, -plasia,
 * -trophy, -atic/-otic/-ytic). A phrase of lower-case words that ends on one is an indication (captureName).
 */
const DISEASE_WORD =
  /(?:itis|osis|iasis|a?emia|oma|pathy|algia|plasia|trophy|atic|otic|ytic|lepsy|plexy|ia)$/

/**
 * Endings of English adjectives and abstract nouns that no nonproprietary name has: "accepted the NDA for substantive
 * review", "for expedited review", "for continuous ...", "for diabetic neuropathic pain", "for chronic ...", "for pulmonary ...". (The full list of English endings, in inn-stems.ts, also holds
 * endings that real names have, such as -ant and -ate; it applies where a name is read from its shape alone.)
 */
const ADJECTIVE_OR_ABSTRACT_NOUN =
  /(?:ive|ous|ful|less|ness|ment|tion|sion|ing|ity|ited|ic|al|ary|ory|ly)$/

/** Routes of administration that open a nonproprietary name as its sponsor writes it: "oral treprostinil". */
const ROUTE_WORDS: ReadonlySet<string> = new Set([
  'oral',
  'intravenous',
  'intravitreal',
  'subcutaneous',
  'intramuscular',
  'intranasal',
  'inhaled',
  'topical',
  'transdermal',
  'sublingual',
  'ophthalmic',
  'ocular',
  'otic',
  'nasal',
])

/** The head noun of a disease or condition, after the word that names it: "Smith-Magenis syndrome", "IgA nephropathy". */
export const DISEASE_NOUN_AFTER =
  // "thyroid eye disease", "sickle cell disease": an organ or tissue word between the name and the disease noun.
  new RegExp(
    String.raw`^\s+(?:${bodyParts('eye', 'cell', 'kidney', 'liver', 'lung', 'heart', 'bone', 'skin', 'bowel', 'muscle', 'nerve', 'blood', 'joint', 'brain')}\s+)?(?:${diseaseNouns('syndrome', 'disease', 'disorder', 'deficiency', 'nephropathy', 'neuropathy', 'dystrophy', 'atrophy', 'carcinoma', 'lymphoma', 'leukemia', 'melanoma', 'sarcoma', 'myeloma', 'cancer', 'infection', 'virus', 'hypertension')}|tumou?rs?)\b`,
    'i',
  )

/** Prefixes of a spaced or lower-case code shape that are no code: months, routes, times of a year. */
const CODE_LIKE_STOP: ReadonlySet<string> = new Set([
  ...[...MONTH_NAMES, ...MONTH_ABBREVIATIONS].map((m) => m.toUpperCase()),
  'SC',
  'IV',
  'IM',
  'PO',
  'ID',
  'IT',
  'MID',
  'LATE',
  'EARLY',
  'PRE',
  'POST',
  'END',
  'YEAR',
  'FY',
])
/** A development code in lower case: "vel-101", "ort-220b" (a slot's object only; the stem scan never reads it). */
const LOWERCASE_CODE = /^[a-z]{2,5}-\d{2,6}[a-z]?$/

/** A brand's formulation or device word in capitals: "Zelvora XR", "Ostrelva ODT", "Velcon QX" (not "NDA", "FDA"). */
export function continuesBrand(brand: string, word: string): boolean {
  const lower = word.toLowerCase()
  return (
    /^[A-Z]/.test(brand) &&
    /^[A-Z]{2,5}$/.test(word) &&
    !CAPITAL_STOP.has(lower) &&
    !PHRASE_STOP.has(lower) &&
    !COMPANY_TOKENS.has(lower) &&
    !REGULATORY_ACRONYMS.has(lower)
  )
}

/** "ALK-positive", "BRCA-mutated": a population, never part of a product's name. */
export const BIOMARKER_WORD = new RegExp(
  String.raw`-${hyphenatedQualifiers('positive', 'negative', 'mutant', 'mutated', 'deficient', 'expressing', 'amplified', 'refractory', 'resistant', 'naive', 'naïve', 'low', 'high', 'eligible', 'based', 'treated', 'induced', 'associated', 'containing', 'experienced', 'related', 'dependent', 'sparing', 'intolerant')}$`,
  'i',
)

/** Words of a dosage form after a name ("Oral Suspension", "for Injection", "Tablets"). */
export const DOSAGE_FORM_WORDS: ReadonlySet<string> = new Set([
  'suspension',
  'injection',
  'injectable',
  'tablet',
  'tablets',
  'capsule',
  'capsules',
  'solution',
  'cream',
  'ointment',
  'gel',
  'spray',
  'ophthalmic',
  'topical',
  'intravenous',
  'subcutaneous',
  'inhalation',
  'powder',
  'emulsion',
  'infusion',
])

/**
 * What follows a product's acronym and never a disease's: its dosage form (after a release profile: "LMTR
 * extended-release tablets"), or the indication it treats. A salt in parentheses is SALT_IN_PARENTHESES.
 */
const PRODUCT_AFTER_ACRONYM = new RegExp(
  String.raw`^\s+(?:${releaseProfiles('extended', 'delayed', 'modified', 'immediate', 'sustained', 'controlled')}[- ]release\s+)?(?:(?:${[...DOSAGE_FORM_WORDS].join('|')})\b|${closedWords('for', 'in', 'as')}\s+(?:the\s+|an?\s+)?(?:potential\s+)?${intents('treatment', 'therapy', 'prevention', 'management')}\b)`,
  'i',
)
/** "LMTR (sodium lorvate)": a salt or an ester named in parentheses, which only a product has (a disease's is its expansion). */
/** "DCCR (diazoxide choline) extended-release tablets": a nonproprietary name in parentheses, then the product's form. */
const NAME_IN_PARENTHESES_THEN_FORM = new RegExp(
  String.raw`^\s*\(\s*[a-z][a-z-]{3,}(?:\s+[a-z][a-z-]{3,})?\s*\)\s+(?:${releaseProfiles('extended', 'delayed', 'modified', 'immediate', 'sustained', 'controlled')}[- ]release\s+)?(?:${[...DOSAGE_FORM_WORDS].join('|')})\b`,
  'i',
)
const SALT_IN_PARENTHESES = new RegExp(
  String.raw`^\s*\(\s*${salts('sodium', 'potassium', 'calcium', 'magnesium', 'lithium', 'zinc', 'ferric', 'ferrous')}\s+[a-z][a-z-]{3,}\s*\)|^\s*\(\s*[a-z][a-z-]{3,}\s+${salts('hydrochloride', 'hcl', 'sodium', 'potassium', 'mesylate', 'maleate', 'tartrate', 'citrate', 'sulfate', 'succinate', 'fumarate', 'acetate', 'phosphate', 'besylate', 'bromide', 'chloride', 'hydrobromide', 'tosylate')}\s*\)`,
  'i',
)

/** A name that is a short acronym of capitals alone, with no form or indication after it (see captureName). */
function diseaseAcronymOnly(
  tokens: ReadonlyArray<{ word: string; start: number; end: number }>,
  text: string,
): boolean {
  return (
    tokens.length === 1 &&
    /^[A-Z]{2,5}$/.test(tokens[0]!.word) &&
    // "as the review goal date for QLTX": a target date is a product's, whatever its name looks like.
    !/\b(?:date|dates)\s+for\s+$/i.test(
      text.slice(Math.max(0, tokens[0]!.start - 30), tokens[0]!.start),
    ) &&
    !PRODUCT_AFTER_ACRONYM.test(text.slice(tokens[0]!.end)) &&
    !SALT_IN_PARENTHESES.test(text.slice(tokens[0]!.end)) &&
    !NAME_IN_PARENTHESES_THEN_FORM.test(text.slice(tokens[0]!.end))
  )
}

/** Capitalised acronyms of regulatory steps, never a formulation word: "the Ostrelva IND", "the Ostrelva SPA". */
const REGULATORY_ACRONYMS = new Set([
  'ind',
  'spa',
  'maa',
  'eua',
  'rems',
  'crl',
  'adcomm',
  'odd',
  'btd',
  'rmat',
])

export interface Capture {
  name: string
  start: number
  end: number
}

/**
 * After a possessive: a regulatory step of the possessor ("Ostrelva's approval", "Ostrelva's label"). Not an
 * application noun: "Pfizer's NDA" is as often the sponsor's as the product's.
 */
const REGULATORY_STEP_AFTER = new RegExp(
  String.raw`^\s+(?:${decisionNouns('approval')}|${dateNouns('review', 'pdufa')}|label|launch|(?:prior-approval\s+|efficacy\s+|labeling\s+)?supplement)\b`,
  'i',
)

/**
 * Reads a product name starting at `from`: up to five words, ending at punctuation or a function word; what a word may
 * be depends on the slot's mode (SlotMode).
 */
/** " mg", "%" right after a number: a strength, not a code's digits. */
const UNIT_AFTER = new RegExp(String.raw`^\s*(?:${units('mg', 'mcg', 'ml', 'g')}|%)`, 'i')

/** A word of a name as captureName reads it, at a given place (sticky; lastIndex set before each use). */
const NAME_TOKEN_AT = /\s*([A-Za-z0-9][\w'’\/+.-]*[\w\u00AE\u2122]|[A-Za-z0-9])([\u00AE\u2122])?/y
/** Determiners a slot's object may open with, passed over before the name. */
const LEADING_DETERMINERS: ReadonlySet<string> = new Set([
  'the',
  'its',
  'our',
  'their',
  'a',
  'an',
  'this',
  'his',
  'her',
])

export function captureName(text: string, from: number, mode: SlotMode): Capture | null {
  const tokenPattern = NAME_TOKEN_AT
  let position = from
  const tokens: Array<{ word: string; start: number; end: number }> = []
  let skippedOwner = false
  while (tokens.length < 5) {
    tokenPattern.lastIndex = position
    const m = tokenPattern.exec(text)
    if (m === null) break
    const word = (m[1] ?? '') + (m[2] ?? '')
    const start = m.index + m[0].length - word.length
    const lower = word.toLowerCase().replace(/[.]$/, '')
    if (tokens.length === 0 && LEADING_DETERMINERS.has(lower)) {
      position = m.index + m[0].length
      continue
    }
    if (tokens.length === 0 && NON_DRUG_HEAD.has(lower)) return null
    if (
      PHRASE_STOP.has(lower) ||
      // "Ostrelva Oral Suspension", "Zelvora Injection": the dosage form is the product's form, not its name (a route
      // such as "Oral" is kept: "Oral Ostrelvine" may be another product than the injected one).
      (tokens.length > 0 && DOSAGE_FORM_WORDS.has(lower)) ||
      (/^\d+(?:\.\d+)?$/.test(word) &&
        tokens.length > 0 &&
        UNIT_AFTER.test(text.slice(m.index + m[0].length)))
    )
      break
    // "for Norvale's Zelvora": the possessor is the owner, the name follows it; "regarding Ostrelva's approval": the
    // possessor of a regulatory step is the product.
    // "Zentrics' zelrafib": a possessor ending in s takes the apostrophe alone (the token stops before it).
    const bareApostrophe = /s$/.test(word) && /^[’'](?=\s)/.test(text.slice(m.index + m[0].length))
    if (/[’']s$/.test(word) || bareApostrophe) {
      const possessor = bareApostrophe ? word : word.slice(0, -2)
      const after = m.index + m[0].length + (bareApostrophe ? 1 : 0)
      if (
        tokens.length === 0 &&
        /^[A-Z]/.test(word) &&
        REGULATORY_STEP_AFTER.test(text.slice(after)) &&
        isNameLikeToken(possessor, mode)
      )
        return { name: possessor, start, end: start + possessor.length }
      if (tokens.length === 0 && !skippedOwner && /^[A-Z]/.test(word)) {
        skippedOwner = true
        position = after
        continue
      }
      return null
    }
    // A gerund opens a clause ("approval for treating ..."), not a name.
    if (tokens.length === 0 && /^[a-z]+ing$/.test(word)) return null
    // A period that ends the sentence is not part of the name.
    const clean = word.replace(/\.$/, '')
    tokens.push({ word: clean, start, end: start + clean.length })
    position = m.index + m[0].length
    if (/[\u00AE\u2122]/.test(word)) break
    if (clean.length !== word.length) break
  }
  if (tokens.length === 0) return null
  // "for PKD", "Priority Review for SCD": a short acronym of capitals alone is an indication's (a code has a digit; a
  // product known by such a name comes in by its parenthesis: "oxylanthanum carbonate (OLC)").
  // The acronym is the product's when its form or its indication follows: "the NDA for MDMA capsules", "the BLA for
  // DAXI in the treatment of ...".
  if (diseaseAcronymOnly(tokens, text)) return null
  // "(clobetasol foam, 0.05%)": a strength is no name.
  if (/^\d/.test(tokens[0]!.word) && !/[A-Za-z]/.test(tokens[0]!.word)) return null
  // "the sNDA for ALK-positive NSCLC": a biomarker-defined population is an indication, not a product.
  if (tokens.some((t) => t.word.includes('-') && BIOMARKER_WORD.test(t.word))) return null
  // "the PDUFA date for KB 101", "the NDA for vel-101": a development code written with a space or in lower case.
  const spacedCode =
    tokens.length > 1 &&
    /^[A-Z]{1,5}$/.test(tokens[0]!.word) &&
    /^\d{2,6}[A-Za-z]?$/.test(tokens[1]!.word)
  if (spacedCode || LOWERCASE_CODE.test(tokens[0]!.word)) {
    const last = tokens[spacedCode ? 1 : 0]!
    const name = text.slice(tokens[0]!.start, last.end)
    const prefix = name.split(/[\s-]/)[0]!.toUpperCase()
    // Not "JUNE 30" (a date in capitals), "SC 200" or "IV 300" (a route and a dose), "mid-2025" or "late-2025".
    if (!CODE_PREFIX_STOP.test(prefix) && !CODE_LIKE_STOP.has(prefix))
      return { name, start: tokens[0]!.start, end: last.end }
  }
  // "for plaque psoriasis", "for psoriatic arthritis": lower-case words ending on a disease are the indication.
  if (
    tokens.every((t) => /^[a-z]/.test(t.word)) &&
    DISEASE_WORD.test(tokens[tokens.length - 1]!.word) &&
    !tokens.some((t) => isInnName(t.word))
  )
    return null
  // A capitalised brand goes on only in capitals, digits or a name's own continuation: "The sBLA for Quenvora covers two
  // indications" names "Quenvora", not the clause after it.
  if ((mode === 'lowercase' || mode === 'capital') && /^[A-Z]/.test(tokens[0]!.word)) {
    const cut = tokens.findIndex(
      (t, i) =>
        i > 0 &&
        /^[a-z]/.test(t.word) &&
        !isInnName(t.word) &&
        !continuesName(tokens[i - 1]!.word, t.word),
    )
    if (cut > 0) tokens.length = cut
  }
  // A lower-case object is a name only as far as a name goes: "the NDA for zelrafib", never "the NDA for diabetic
  // neuropathic pain remains" (an indication, and the clause's verb after it).
  const lowercaseObject = mode === 'lowercase' && /^[a-z]/.test(tokens[0]!.word)
  if (mode === 'shaped' || mode === 'stem' || mode === 'product' || lowercaseObject) {
    // A looser slot holds a name only from its first word on, and only as far as the name goes: "zelrafib", "olipudase alfa".
    // "the NDA for oral treprostinil": a route before the name is part of what the product is called.
    // Two routes at most: "its topical ocular velcaritide".
    const routes = lowercaseObject
      ? tokens.slice(0, 2).findIndex((t) => !ROUTE_WORDS.has(t.word))
      : 0
    const routeCount = routes === -1 ? 2 : routes
    const route =
      routeCount > 0 &&
      tokens.length > routeCount &&
      isNameLikeToken(tokens[routeCount]!.word, mode)
    const routeTokens = route ? tokens.splice(0, routeCount) : []
    let kept = 0
    while (
      kept < tokens.length &&
      (kept === 0
        ? isNameLikeToken(tokens[0]!.word, mode)
        : mode === 'stem'
          ? continuesName(tokens[kept - 1]!.word, tokens[kept]!.word)
          : continuesShapedName(tokens[kept - 1]!.word, tokens[kept]!.word) ||
            (mode === 'product' && kept === 1 && continuesBrand(tokens[0]!.word, tokens[1]!.word)))
    )
      kept++
    if (kept === 0) return null
    tokens.length = kept
    if (route) tokens.unshift(...routeTokens)
  }
  if (!tokens.some((t) => isNameLikeToken(t.word, mode))) return null
  if (tokens.length > 3 && !tokens.slice(0, 2).some((t) => isNameLikeToken(t.word, mode)))
    return null
  if (tokens.some((t) => COMPANY_TOKENS.has(t.word.toLowerCase().replace(/\.$/, '')))) return null
  // "for Smith-Magenis syndrome", "IgA nephropathy": a name right before a disease noun is the disease's; "Resubmission
  // for Advanced Melanoma": a title-case phrase ending on one is the indication.
  if (DISEASE_NOUN_AFTER.test(text.slice(tokens[tokens.length - 1]!.end))) return null
  if (DISEASE_NOUN_AFTER.test(` ${tokens[tokens.length - 1]!.word}`)) return null
  // Again once the name is cut to its own words: "Kestrel's NASH drug" names the disease the drug treats.
  if (diseaseAcronymOnly(tokens, text)) return null
  const first = tokens[0]!
  const last = tokens[tokens.length - 1]!
  const name = stripMarks(text.slice(first.start, last.end))
  if (name.length < 2) return null
  return { name, start: first.start, end: last.end }
}

// Parenthesised items that are no alias: "(NDA 214567)", "(Nasdaq: NRVL)", "(the "Company")", "(PDUFA)".
export const TICKER_OR_TERM = new RegExp(
  String.raw`^(?:s?nda|s?bla|anda|no\.?)\s*\d|^${studyNouns('phase', 'stage', 'part', 'cohort', 'study', 'trial')}\b|^(?:${stockExchanges('nasdaq', 'nyse', 'otc', 'otcqb', 'otcqx', 'tase', 'six', 'lse', 'amex', 'asx', 'tsx', 'ticker')})\b|^["“]|^the\b|^(?:${usAgencyNouns('fda')}|${applicationAcronyms('nda', 'bla')}|crl|${dateNouns('pdufa')}|${foreignAgencies('EMA')}|${wireServices('reuters', 'rttnews', 'prnewswire', 'benzinga')}|globe newswire|business wire)$`,
  'i',
)

export const TOKEN_NONE = 0
export const TOKEN_NAMED = 1
const TOKEN_MAYBE = 2
/** tokenKind by token: the same words recur in every filing (boilerplate, company, drug). Bounded: cleared when full. */
const TOKEN_KINDS = new Map<string, number>()

/** /\d/.test(token), by character codes (tokenKind asks it of most words of a text). */
function holdsDigit(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i)
    if (c >= 48 && c <= 57) return true
  }
  return false
}

/** token.replace(/-[A-Z]$/, ''), by character codes: the token without a final hyphen and capital ("-B"). */
function withoutCapitalSuffix(token: string): string {
  const n = token.length
  if (n < 2 || token.charCodeAt(n - 2) !== 45) return token
  const c = token.charCodeAt(n - 1)
  return c >= 65 && c <= 90 ? token.slice(0, n - 2) : token
}

/** A stem name or code (NAMED); a weak-stem word or gene-therapy head, a name only with a second word (MAYBE); else NONE. */
export function tokenKind(token: string): number {
  // A code needs a digit; a stem name, weak stem or gene head six letters or more and one of their endings (the token is
  // ASCII, as WORD reads it): most words end here, unlooked-up.
  if (!holdsDigit(token) && (token.length < 6 || !mayBeStemWord(withoutCapitalSuffix(token))))
    return TOKEN_NONE
  let kind = TOKEN_KINDS.get(token)
  if (kind === undefined) {
    kind =
      isInnName(token) || isCodeName(token)
        ? TOKEN_NAMED
        : isWeakStemName(token) || isGeneTherapyHead(token)
          ? TOKEN_MAYBE
          : TOKEN_NONE
    if (TOKEN_KINDS.size >= 50_000) TOKEN_KINDS.clear()
    TOKEN_KINDS.set(token, kind)
  }
  return kind
}

/**
 * A nonproprietary name with its salt or acid word: "obeticholic acid", "oxylanthanum carbonate", "zelvarine hydrochloride".
 * The first word must be shaped like a nonproprietary name (or an acid's -ic adjective), so "amino acid" is not one.
 */
const SALT_WORD = salts(
  'acid',
  'carbonate',
  'hydrochloride',
  'hydrobromide',
  'sodium',
  'potassium',
  'calcium',
  'magnesium',
  'citrate',
  'sulfate',
  'mesylate',
  'besylate',
  'tosylate',
  'maleate',
  'tartrate',
  'fumarate',
  'succinate',
  'acetate',
  'phosphate',
  'bromide',
  'chloride',
  'dipropionate',
  'propionate',
  'furoate',
  'palmitate',
  'lactate',
  'gluconate',
  'disodium',
)
/** " hydrochloride" in "zelvarine hydrochloride": where a salt name may end, found before SALT_NAME is tried. */
export const SALT_MARKER = new RegExp(String.raw`\s${SALT_WORD}\b`, 'g')
/** "zelvarine hydrochloride", "obeticholic acid": a lower-case word of six letters or more (captured) and its salt word. */
export const SALT_NAME = new RegExp(String.raw`\b([a-z][a-z-]{5,})\s+${SALT_WORD}\b`, 'g')
/** First words of a salt or acid that are chemistry, not a drug: "sodium chloride", "hyaluronic acid", "omega-3 acid". */
const SALT_WORDS = new RegExp(
  String.raw`^(?:${salts('sodium', 'potassium', 'calcium', 'magnesium')}|${notSaltHeads('hydrochloric', 'sulfuric', 'nucleic', 'ribonucleic', 'deoxyribonucleic', 'hyaluronic', 'ascorbic', 'citric', 'lactic', 'acetic', 'phosphoric', 'carbonic', 'nitric', 'organic', 'inorganic', 'synthetic', 'essential')}|omega-\w+)$`,
)

export function isSaltHead(word: string): boolean {
  return !SALT_WORDS.test(word) && (/ic$/.test(word) || looksLikeNonproprietaryName(word))
}

export function isDrugLike(name: string): boolean {
  const words = name.split(/\s+/)
  return words.some((w) => isInnName(w) || isCodeName(w))
}
