/**
 * What one word of a drug name is, read alone: a development code's shape, a word a slot of a given mode takes as a
 * name (isNameLikeToken), the kind of a text's token for the stem-name scan (tokenKind), a nonproprietary name with its
 * salt; and a name's marks and identity key. How a slot's words are read into a name is drug-names.ts; the word lists
 * that are never a drug are the lexicon's.
 */
import {
  isGeneTherapyHead,
  isInnName,
  isWeakStemName,
  looksLikeNonproprietaryName,
  mayBeStemWord,
} from './inn-stems.js'
import { ENGLISH_NON_NAMES } from './lexicon/english-non-names.js'
import { CONDITION_NON_NAMES, CONDITION_NOUNS } from './lexicon/conditions.js'
import { CAPITAL_STOP } from './lexicon/capital-stops.js'
import { COMPANY_TOKENS } from './company-names.js'
import { COMMON_LOWERCASE } from './lexicon/common-words.js'
import { closedWords } from './lexicon/function-words.js'
import { units, salts, notSaltHeads } from './lexicon/products.js'
import { PRESENTATION_QUALIFIERS } from './lexicon/descriptors.js'
import { dateNouns } from './lexicon/date-nouns.js'
import { CODE_PREFIX_WORDS, stockExchanges } from './lexicon/non-names.js'
import { inCapitals } from './lexicon/compile.js'

const NEVER_NAMES: ReadonlySet<string> = new Set([
  ...CONDITION_NON_NAMES,
  ...PRESENTATION_QUALIFIERS,
])
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
export const CODE_PREFIX_STOP = new RegExp(
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

/** Two to four words of letters joined by slashes ("velvabactam/tazoclavir"): a combination's parts. */
export const SLASH_COMBINATION = /^[A-Za-z][a-z-]{3,30}(?:\/[A-Za-z][a-z-]{3,30}){1,3}$/

/** A capitalised word with one or two digits glued after it: "PDUFA2", "NDA1", "Act2" (a footnote's number). */
const FOOTNOTED_CAPITALS = /^[A-Z][A-Za-z]{2,}\d{1,2}$/

export function isNameLikeToken(token: string, mode: SlotMode): boolean {
  // A radiolabel before the name is the isotope's, not the name's: "131I-omburtamab", "177Lu-vipivotide".
  const bare = token
    .replace(/[\u00AE\u2122]/g, '')
    .replace(/[’']s$/, '')
    .replace(/^\d{1,3}[A-Z][a-z]?-(?=[A-Za-z]{4})/, '')
  const lower = bare.toLowerCase()
  // "ceftolozane/tazobactam", "imipenem/cilastatin/relebactam": a fixed combination written with slashes is one product,
  // named by every one of its parts when each is a name by itself.
  if (SLASH_COMBINATION.test(bare))
    return bare.split('/').every((part) => isNameLikeToken(part, mode))
  // "Halden Therapeutics has a PDUFA date of D": a company's closing word ("Therapeutics", "Pharma", "Bio") is no name.
  if (bare.length < 2 || CAPITAL_STOP.has(lower) || COMPANY_TOKENS.has(lower)) return false
  // "FDA review ongoing for CIDP sBLA": a condition or its acronym, in capitals where a code name may stand, is none;
  // nor is a presentation's qualifier ("Approval of Needle-Free Injector Product for Administration of X").
  if (NEVER_NAMES.has(lower)) return false
  // "The PDUFA2 goal date is D", "User Fee Act2": a word that never names a drug, with a footnote's number glued to it.
  if (FOOTNOTED_CAPITALS.test(bare) && CAPITAL_STOP.has(lower.replace(/\d+$/, ''))) return false
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
export const DISEASE_WORD =
  /(?:itis|osis|iasis|a?emia|oma|pathy|algia|plasia|trophy|atic|otic|ytic|lepsy|plexy|ia)$/

/** Endings only a disease has (narrower than DISEASE_WORD: no "-ia" or "-oma", which brands may end on). */
const CONDITION_ENDING = /(?:itis|osis|iasis|emia|pathy|algia|plasia|trophy|edema)$/
/** A word that names a condition: one of the disease class (lexicon `CONDITION_NOUNS`) or a disease's own ending. */
export function namesCondition(word: string): boolean {
  const lower = word.toLowerCase()
  return CONDITION_NOUNS.has(lower) || (lower.length >= 6 && CONDITION_ENDING.test(lower))
}

/**
 * Endings of English adjectives and abstract nouns that no nonproprietary name has: "accepted the NDA for substantive
 * review", "for expedited review", "for continuous ...", "for diabetic neuropathic pain", "for chronic ...", "for pulmonary ...". (The full list of English endings, in inn-stems.ts, also holds
 * endings that real names have, such as -ant and -ate; it applies where a name is read from its shape alone.)
 */
const ADJECTIVE_OR_ABSTRACT_NOUN =
  /(?:ive|ous|ful|less|ness|ment|tion|sion|ing|ity|ited|ic|al|ary|ory|ly|oid)$/

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

/** A word as the stem-name scan reads it; NEXT_WORD: the same, at a given place. */
export const WORD = /[A-Za-z][\w-]*[A-Za-z0-9]/g
export const NEXT_WORD = new RegExp(WORD.source, 'y')

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
  'lysine',
  'meglumine',
  'tromethamine',
)
/** The abbreviations of a hydrohalide salt as labels write them, in their own case: "zelvarine HCl", "tovapenem HBr". */
const SALT_ABBREVIATION = String.raw`(?:HCl|HBr)`
/** " hydrochloride" in "zelvarine hydrochloride": where a salt name may end, found before SALT_NAME is tried. */
export const SALT_MARKER = new RegExp(String.raw`\s(?:${SALT_WORD}|${SALT_ABBREVIATION})\b`, 'g')
/** "zelvarine hydrochloride", "obeticholic acid": a lower-case word of six letters or more (captured) and its salt word. */
export const SALT_NAME = new RegExp(
  String.raw`\b([a-z][a-z-]{5,})\s+(?:${SALT_WORD}|${SALT_ABBREVIATION})\b`,
  'g',
)
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
