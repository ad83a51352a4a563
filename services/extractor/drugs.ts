/**
 * Drug names as a filing names them, grouped into one entity per drug (brand, generic and code names
 * that the filing ties together), and resolution of "which drug is this sentence about".
 *
 * Names come only from grammatical slots that name a product (the object of an application, of an
 * approval or of a designation; a brand followed by its generic in parentheses; trademark symbols;
 * development codes; INN stems). Nothing is looked up in a list of known drugs: unseen drugs must work.
 */
import { continuesName, ENGLISH_NON_NAMES, isGeneTherapyHead, isInnName, isWeakStemName, looksLikeNonproprietaryName, mayBeStemWord } from './inn-stems.js'
import type { Sentence } from './sentences.js'

export { isInnName } from './inn-stems.js'

export interface DrugMention {
  entity: number
  /** The name exactly as written at this place in the text. */
  name: string
  /** Offsets in the full (folded) text. */
  start: number
  end: number
  sentence: number
  /** Named as a partner of another drug ("in combination with nivolumab"). */
  companion: boolean
  /** Named as the object of an application ("NDA for X", "BLA resubmission of X"): the drug a date of that application is about. */
  applicationObject: boolean
}

export interface DrugLexicon {
  /** Names per entity in first-seen order (surface forms). */
  entityNames: string[][]
  mentionsBySentence: DrugMention[][]
  /** The first mention when the text names exactly one drug. */
  onlyDrug: DrugMention | null
}

// Development codes: "ABC-123", "ABC123", "AB-C123", and one letter with three digits or more ("V920", "M7824").
const CODE_PATTERN = /^(?:[A-Z][A-Z0-9]{0,5}-\d{1,6}[A-Za-z]?|[A-Z]{2,6}\d{2,6}[A-Za-z]?|[A-Z]{2,6}-[A-Z]?\d{2,6}|[A-Z]\d{3,5}[A-Za-z]?)$/
const CODE_PREFIX_STOP = /^(?:COVID|SARS|IL|CD|PD|HIV|HBV|HCV|HPV|GLP|EX|FORM|ITEM|CYP|HLA|TNF|JAK|FGF|FGFR|VEGF|VEGFR|EGFR|HER|KRAS|BRCA|NCT|ICD|SEC|NASDAQ|NYSE|TASE|OTC|PDUFA|Q|H|FY|CIK|SID|GNW|P|T|MG|ISO|IGNYTE|GENESIS|STEP|PHASE|TYPE|CLASS|USD|EUR|GBP|CHF|DKK|SEK|NOK|HK|A|B|C|D|E|F|G|N?CT|LPS|ASCO|ESMO|AACR|ASH|EHA|ADA|AAN|FORM|SCHEDULE|RULE|ACT|SECTION|PART|ANNEX|STAGE|GRADE|DAY|WEEK|MONTH|YEAR|VERSION|TABLE|FIGURE|NOTE|ITEM)$/
const CODE_FULL_STOP = new Set(['8-K', '6-K', '10-K', '10-Q', '20-F', '40-F', 'S-1', 'S-3', 'S-8', 'F-1', 'F-3', 'EX-99', 'COVID-19', 'SARS-COV-2', 'HIV-1', 'IGNYTE-3'])

/** Capitalised words that are never a drug name (filing vocabulary, agencies, months). */
const CAPITAL_STOP = new Set([
  'the', 'a', 'an', 'fda', 'u.s', 'u.s.', 'us', 'usa', 'nda', 'bla', 'snda', 'sbla', 'anda', 'pdufa', 'crl', 'ema', 'chmp', 'eu', 'uk', 'company',
  'agency', 'priority', 'review', 'breakthrough', 'therapy', 'designation', 'fast', 'track', 'orphan', 'drug', 'phase', 'new', 'application',
  'biologics', 'license', 'food', 'administration', 'and', 'of', 'for', 'inc', 'inc.', 'corp', 'corporation', 'ltd', 'plc', 'ag', 'sa', 'nv',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'monday',
  'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'accelerated', 'approval', 'marketing', 'prescription', 'user', 'fee',
  'act', 'target', 'action', 'date', 'goal', 'supplemental', 'supplement', 'efficacy', 'treatment', 'patients', 'our', 'its', 'their', 'this',
  'that', 'these', 'we', 'it', 'in', 'on', 'to', 'as', 'with', 'by', 'at', 'from', 'complete', 'response', 'letter', 'class', 'resubmission',
  'nasdaq', 'nyse', 'reuters', 'globe', 'newswire', 'prnewswire', 'business', 'wire', 'announces', 'announced', 'today', 'investigational',
  'candidate', 'product', 'medicine', 'injection', 'tablets', 'capsules', 'oral', 'intravenous', 'subcutaneous', 'combination', 'both',
  'adults', 'children', 'pediatric', 'adult', 'statement', 'exhibit', 'release', 'press', 'forward-looking', 'statements', 'about', 'advisory',
  'committee', 'meeting', 'program', 'trial', 'study', 'data', 'results', 'clinical', 'regulatory', 'european', 'commission', 'japan', 'china',
  'canada', 'health', 'ministry', 'office', 'quick', 'facts', 'summary', 'update', 'news', 'relapsed', 'refractory', 'metastatic', 'advanced',
  'standard', 'full', 'traditional', 'label', 'expansion', 'indication', 'rolling', 'submission', 'acceptance', 'filing', 'received', 'receives',
  'grants', 'granted', 'approves', 'approved', 'accepts', 'accepted', 'extends', 'extension', 'sets', 'set', 'ceo', 'cfo', 'chief', 'officer',
  'president', 'chairman', 'dr', 'mr', 'ms', 'ph.d', 'm.d', 'q1', 'q2', 'q3', 'q4', 'if', 'under', 'once', 'daily', 'weekly', 'monthly',
  'status', 'marketed', 'patent', 'expiration', 'source', 'category', 'via', 'type', 'meeting', 'letter', 'disease', 'syndrome', 'cancer',
  'first', 'second', 'third', 'fourth', 'no', 'later', 'than', 'period', 'brief', 'reg', 'rttnews', 'benzinga', 'quick',
])

/** Words that end a captured name. */
const PHRASE_STOP = new Set([
  'for', 'as', 'in', 'to', 'that', 'which', 'who', 'with', 'was', 'were', 'is', 'are', 'has', 'have', 'had', 'will', 'would', 'and', 'or', 'by',
  'from', 'on', 'at', 'under', 'seeking', 'being', 'based', 'designed', 'intended', 'the', 'a', 'an', 'its', 'their', 'our', 'this', 'after',
  'before', 'since', 'following', 'including', 'plus', 'versus', 'vs', 'combined', 'regarding', 'when', 'if', 'while', 'than', 'into', 'through',
  'via', 'during', 'within', 'among', 'per', 'using', 'used', 'indicated', 'proposed', 'developed', 'submitted', 'accepted', 'granted',
  'approved', 'potentially', 'currently', 'previously', 'also', 'not', 'once-daily', 'once-weekly', 'monotherapy', 'treatment', 'therapy',
  'program', 'received', 'receives', 'may', 'can', 'could', 'should', 'did', 'does', 'do', 'be', 'been', 'it', 'they', 'he', 'she', 'we', 'i',
  'said', 'says', 'announced', 'announces', 'today', 'priority', 'review', 'designation', 'came', 'comes', 'would', 'now', 'under', 'of',
  'here', 'there', 'than', 'later', 'earlier', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'nda', 'bla', 'snda', 'sbla', 'ndas', 'blas', 'application', 'applications', 'supplement',
])

/** First words that mean the slot holds no drug ("application for the treatment of ..."). */
const NON_DRUG_HEAD = new Set([
  'treatment', 'use', 'patients', 'people', 'adults', 'children', 'review', 'approval', 'marketing', 'accelerated', 'priority', 'full',
  'traditional', 'regular', 'expanded', 'expansion', 'label', 'indication', 'investigational', 'potential', 'proposed', 'company', 'product',
  'candidate', 'drug', 'therapy', 'medicine', 'combination', 'both', 'all', 'each', 'relapsed', 'refractory', 'pediatric', 'adult', 'filing',
  'submission', 'supplement', 'efficacy', 'u.s', 'us', 'fda', 'european', 'eu', 'japan', 'china', 'canada', 'additional', 'further', 'new',
  'novel', 'first', 'second', 'third', 'our', 'its', 'their', 'this', 'that', 'which', 'such', 'any', 'certain', 'several', 'multiple',
  'prevention', 'management', 'reduction', 'improvement', 'healing', 'maintenance', 'conversion', 'completeness', 'rolling', 'standard',
  'up', 'more', 'less', 'than', 'one', 'two', 'three', 'six', 'twelve', 'an', 'a', 'the', 'once-daily', 'once-weekly', 'no', 'not',
  'later', 'earlier', 'which', 'what', 'whom', 'whose', 'application', 'applications', 'license', 'licence', 'candidates', 'products',
  'development', 'manufacturer', 'manufacturing', 'class', 'classes', 'reviews', 'approvals', 'regulatory', 'clinical', 'safety',
])

/** Common English words, so that a lower-case word in a product slot is taken as a name only when unusual. */
const COMMON_LOWERCASE = new Set([
  'treatment', 'patients', 'approval', 'review', 'relapsed', 'refractory', 'pediatric', 'disease', 'disorder', 'cancer', 'tumor', 'tumors',
  'therapy', 'therapies', 'product', 'products', 'candidate', 'candidates', 'medicine', 'medicines', 'indication', 'indications', 'expanded',
  'children', 'adults', 'adult', 'people', 'individuals', 'subjects', 'chronic', 'acute', 'severe', 'moderate', 'advanced', 'metastatic',
  'locally', 'recurrent', 'progressive', 'primary', 'secondary', 'symptoms', 'infection', 'infections', 'syndrome', 'deficiency', 'failure',
  'intravitreal', 'intravenous', 'subcutaneous', 'injection', 'injectable', 'tablets', 'capsules', 'solution', 'suspension', 'formulation',
  'extended', 'release', 'delayed', 'combination', 'monotherapy', 'application', 'applications', 'supplement', 'submission', 'company',
  'companies', 'potential', 'proposed', 'marketing', 'accelerated', 'conditional', 'standard', 'priority', 'several', 'additional',
  'approximately', 'management', 'prevention', 'reduction', 'maintenance', 'healing', 'improvement', 'completeness', 'rolling', 'another',
  'sickle', 'insomnia', 'amyloidosis', 'hereditary', 'glioma', 'melanoma', 'lymphoma', 'leukemia', 'myeloma', 'carcinoma', 'sarcoma',
  'hypertension', 'fibrosis', 'hepatitis', 'diabetes', 'obesity', 'asthma', 'psoriasis', 'arthritis', 'dermatitis', 'sclerosis',
  'dystrophy', 'atrophy', 'degeneration', 'depression', 'schizophrenia', 'anxiety', 'epilepsy', 'migraine', 'alzheimer', 'parkinson',
  'sedation', 'anesthesia', 'analgesia', 'transplantation', 'mobilization', 'nephropathy', 'neuropathy', 'polyneuropathy', 'myopathy',
])

// The mark may sit on the next line of a hard-wrapped text ("Lunexa\n®").
const TRADEMARK = /([A-Z][\w-]*(?:[ ]+[A-Z0-9][A-Z0-9-]*){0,2}|[A-Z]{2,}(?:[ ]+[A-Z]{2,}){0,2})\s?(?:\u00AE|\u2122|\u2120|\([Rr]\)|\((?:TM|tm)\))/g

const APPLICATION_NOUN = String.raw`(?:(?:supplemental\s+)?(?:new\s+drug|biologics?\s+license|marketing)\s+applications?|s?NDAs?|s?BLAs?|efficacy\s+supplement|resubmission|applications?)`
/**
 * How a slot reads the words it holds. Brands (capitalised, marked), codes and stem names count everywhere; besides them,
 * `capital` takes any capitalised word, `lowercase` also an unusual lower-case word (the object of an application:
 * "NDA for pegcetacoplan"), `shaped` a lower-case word only when shaped like a nonproprietary name (looser slots: "the
 * PDUFA date for zelrafib"), and `stem` only a weak-stem name ("review of olipudase").
 */
type SlotMode = 'capital' | 'lowercase' | 'shaped' | 'stem'
const TREATMENT_OF = String.raw`\s*,?\s+(?:for|in)\s+(?:the\s+)?(?:(?:proposed|potential|possible|chronic|acute|long-term|maintenance|first-line|adjunctive)\s+)*(?:treatment|prevention|management|reduction)\s+of\b`
/** A written calendar date, as the slots need it (the date grammar proper is in dates.ts). */
const WRITTEN_DATE = String.raw`(?:(?:[A-Za-z]{3,9}\.?,?\s+)?[A-Za-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[A-Za-z]{3,9}\.?,?\s+\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}[./-]\d{1,2}[./-]\d{4})`
/** "<name> for the treatment of" (see PRODUCT_SLOTS). */
const TREATMENT_SLOT = new RegExp(String.raw`(?:\b(?:for|of|with|and)|['’]s?)\s+(?:the\s+)?(?=[a-z][a-z-]{5,}(?:\s*\([^()]{1,60}\))?${TREATMENT_OF})`, 'g')
/** Slots that hold a product. */
const PRODUCT_SLOTS: ReadonlyArray<readonly [RegExp, SlotMode]> = [
  // ... New Drug Application (NDA) for X / sBLA, for X / NDA or NDA for X / BLA resubmission of X
  [new RegExp(String.raw`\b${APPLICATION_NOUN}(?:\s*\([^)]{1,24}\))?(?:\s*,?\s*or\s+s?(?:NDA|BLA)\s*,?)?(?:\s+resubmission)?\s+(?:for|of)\s+`, 'gi'), 'lowercase'],
  [/\bseeking\s+(?:(?:accelerated|full|traditional|marketing|u\.s\.|conditional)\s+)*approvals?\s+(?:of|for)\s+/gi, 'lowercase'],
  [/\b(?:requests?|requesting|bid\s+for)\s+(?:fda\s+)?approval\s+(?:of|for)\s+/gi, 'lowercase'],
  [/\b(?:fda|agency)\s+approval\s+(?:of|for)\s+/gi, 'lowercase'],
  [/\b(?:priority\s+review|breakthrough\s+therapy(?:\s+designation)?|fast\s+track(?:\s+designation)?)\s+(?:for|to)\s+(?:the\s+)?(?:(?:s?NDA|s?BLA|new\s+drug\s+application|biologics\s+license\s+application)\s+for\s+)?/gi, 'lowercase'],
  [/\b(?:fda|agency|administration)(?:\s*\("?fda"?\))?\s+(?:on\s+\w+\s+|today\s+|has\s+|had\s+)?approved\s+/gi, 'capital'],
  [/\b(?:drug|compound|candidate|therapy|antibody|biologic)\s+(?=[a-z][a-z-]{4,}\b)/g, 'capital'],
  [/\b(?:approved|approves|approval\s+of)\s+(?=[A-Z])/g, 'capital'],
  // Appositions: "the drug, voxelotor (Oxbryta), ...", "The treatment, Yupelri here, is ...".
  [/\b(?:drug|treatment|therapy|medicine|product|candidate|antibody),\s+(?=[A-Za-z])/g, 'lowercase'],
  // "the PDUFA (target action) date for zelrafib": a target date is a product's.
  [/\b(?:pdufa|target|goal|action)\s+(?:(?:target|goal|action|review|decision)\s+){0,2}dates?(?:\s+under\s+(?:the\s+)?(?:pdufa|prescription\s+drug\s+user\s+fee\s+act))?\s+(?:for|of)\s+/gi, 'shaped'],
  // "a PDUFA date of September 30, 2025 for zelrafib": the drug right after a target phrase's date.
  [new RegExp(String.raw`\b(?:pdufa|target|goal|action)\s+(?:(?:target|goal|action|review|decision)\s+){0,2}dates?\s+(?:of|is|was|on)\s+${WRITTEN_DATE}\s*,?\s+for\s+(?:the\s+)?`, 'gi'), 'shaped'],
  // "<name> for the treatment of": "of tapinarof for the treatment of", "for zelrafib (ZRF-1) for the proposed treatment of".
  [TREATMENT_SLOT, 'shaped'],
  // "review of olipudase", "approval of dornase": the object of a regulatory step.
  [/\b(?:review|approval|acceptance|resubmission|submission|extension|launch|filing)\s+(?:period\s+)?(?:of|for)\s+(?:the\s+)?/gi, 'stem'],
]
/** "granted tovorafenib Priority Review": the name sits between the verb and the designation. */
const GRANTED_NAME = /\b(?:granted|grants|given)\s+([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)\s+(?:priority\s+review|breakthrough|fast\s+track|orphan|accelerated\s+approval)/gi
/**
 * "Tovorafenib NDA", "Golodirsen New Drug Application", "the Tarvello application", "the Tarvello new drug application":
 * a capitalised name modifying the application noun, whatever the noun's case.
 */
const NAME_BEFORE_APPLICATION = /([A-Z][\w-]*(?:\s+[A-Z0-9][\w-]*)?)(?:\u00AE|\u2122|\(R\))?\s+(?:s?NDA|s?BLA|[Nn]ew\s+[Dd]rug\s+[Aa]pplication|[Bb]iologics?\s+[Ll]icen[cs]e\s+[Aa]pplication|(?:[Mm]arketing\s+|[Ss]upplemental\s+)?[Aa]pplication)\b/g
/**
 * A brand as the subject of a regulatory predicate: "Quorvia remains under priority review", "Belvanta has a PDUFA goal
 * date", "Belvanta's PDUFA date". The predicate, not the word, makes it a product.
 */
const SUBJECT_OF_REVIEW = /\b([A-Z][\w-]{2,})(?:\u00AE|\u2122|\(R\))?\s+(?:(?:remains?|is|was|continues\s+to\s+be)\s+under\s+(?:(?:priority|standard|FDA|regulatory|the\s+FDA['’]s)\s+)*review|(?:has|had)\s+(?:an?\s+|its\s+)?(?:PDUFA|Prescription\s+Drug\s+User|target\s+action|goal)\b)|\b([A-Z][\w-]{2,})['’]s\s+(?:PDUFA|Prescription\s+Drug\s+User\s+Fee\s+Act|target\s+action|goal)\s+(?:\w+\s+){0,2}date/g
/**
 * An apposition whose head noun is a kind of medicine: "Ostavia, a once-weekly injection for osteoporosis", "Velcor, our
 * oral inhibitor of ...". The head noun, not the word, makes it a product.
 */
const PRODUCT_APPOSITION = /\b([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122|\(R\))?,\s+(?:a|an|its|our|their|the\s+company['’]s)\s+(?:[\w-]+\s+){0,5}?(?:injection|injectable|tablets?|capsules?|therapy|therapeutic|treatment|drug|medicine|candidate|formulation|inhibitor|antagonist|agonist|antibody|vaccine|biologic|infusion|implant|gel|cream|spray|solution|suspension|product)\b/g

export function isCodeName(word: string): boolean {
  const token = word.replace(/[\u00AE\u2122]/g, '')
  if (!CODE_PATTERN.test(token) || CODE_FULL_STOP.has(token.toUpperCase())) return false
  const prefix = /^[A-Z]+/.exec(token)?.[0] ?? ''
  return !CODE_PREFIX_STOP.test(prefix)
}

function stripMarks(name: string): string {
  return name.replace(/\s*(?:\u00AE|\u2122|\u2120|\([Rr]\)|\((?:TM|tm)\))\s*/g, ' ').replace(/\s+/g, ' ').trim()
}

/** Identity key of a name: case, marks and a biologic's four-letter suffix (-cxix) do not make another drug. */
export function drugKey(name: string): string {
  return stripMarks(name).toLowerCase().replace(/-[a-z]{4}$/, '').replace(/[^a-z0-9]+/g, ' ').trim()
}

function isNameLikeToken(token: string, mode: SlotMode): boolean {
  const bare = token.replace(/[\u00AE\u2122]/g, '').replace(/[’']s$/, '')
  const lower = bare.toLowerCase()
  if (bare.length < 2 || CAPITAL_STOP.has(lower)) return false
  if (isInnName(bare) || isCodeName(bare)) return true
  if (/[\u00AE\u2122]/.test(token)) return true
  if (mode === 'stem') return bare === lower && isWeakStemName(bare)
  if (mode === 'shaped') return !COMMON_LOWERCASE.has(lower) && looksLikeNonproprietaryName(bare)
  if (/^[A-Z][A-Za-z0-9\/-]+$/.test(bare) && bare.length >= 3) return true
  return mode === 'lowercase' && /^[a-z][a-z-]{5,}$/.test(bare) && !COMMON_LOWERCASE.has(lower) && !ENGLISH_NON_NAMES.has(lower)
}

interface Capture { name: string; start: number; end: number }

/** Words that make a phrase a company, not a product. */
const COMPANY_TOKENS = new Set([
  'inc', 'corp', 'corporation', 'ltd', 'limited', 'plc', 'llc', 'a/s', 'ag', 'sa', 's.a', 'nv', 'n.v', 'ab', 'gmbh', 'co', 'therapeutics',
  'pharmaceutical', 'pharmaceuticals', 'pharma', 'biosciences', 'biotherapeutics', 'biopharma', 'biopharmaceuticals', 'holding', 'holdings',
  'group', 'laboratories', 'labs', 'sciences', 'biotech', 'biotechnology', 'genetics', 'medicines', 'partners', 'bio',
])
const COMPANY_AFTER_NAME = /^(?:\s*,)?\s+(?:inc|corp|corporation|ltd|limited|plc|llc|a\/s|ag|s\.a|n\.v|ab|gmbh|therapeutics|pharmaceuticals?|pharma|biosciences|biotherapeutics|biopharma(?:ceuticals)?|holdings?|group|laboratories|sciences|biotech)\b|^\s*\(\s*(?:nasdaq|nyse|omx|lse|tsx|asx|six|otc\w*|tase|euronext|amex)\b/i

/**
 * Reads a product name starting at `from`: up to five words, ending at punctuation or a function word.
 * A lower-case word counts as a name only where the slot itself says "product" (`lowercaseNames`).
 */
function captureName(text: string, from: number, mode: SlotMode): Capture | null {
  const tokenPattern = /\s*([A-Za-z0-9][\w'’\/+.-]*[\w\u00AE\u2122]|[A-Za-z0-9])([\u00AE\u2122])?/y
  let position = from
  const tokens: Array<{ word: string; start: number; end: number }> = []
  while (tokens.length < 5) {
    tokenPattern.lastIndex = position
    const m = tokenPattern.exec(text)
    if (m === null) break
    const word = (m[1] ?? '') + (m[2] ?? '')
    const start = m.index + m[0].length - word.length
    const lower = word.toLowerCase().replace(/[.]$/, '')
    if (tokens.length === 0 && ['the', 'its', 'our', 'their', 'a', 'an', 'this', 'his', 'her'].includes(lower)) { position = m.index + m[0].length; continue }
    if (tokens.length === 0 && NON_DRUG_HEAD.has(lower)) return null
    if (PHRASE_STOP.has(lower) || /^\d+(?:\.\d+)?$/.test(word) && tokens.length > 0 && /^\s*(?:mg|mcg|ml|g|%)/i.test(text.slice(m.index + m[0].length))) break
    if (/[’']s$/.test(word)) return null
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
  if (mode === 'shaped' || mode === 'stem') {
    // A looser slot holds a name only from its first word on, and only as far as the name goes: "zelrafib", "olipudase alfa".
    let kept = 0
    while (kept < tokens.length && (kept === 0 ? isNameLikeToken(tokens[0]!.word, mode) : continuesName(tokens[kept - 1]!.word, tokens[kept]!.word))) kept++
    if (kept === 0) return null
    tokens.length = kept
  }
  if (!tokens.some((t) => isNameLikeToken(t.word, mode))) return null
  if (tokens.length > 3 && !tokens.slice(0, 2).some((t) => isNameLikeToken(t.word, mode))) return null
  if (tokens.some((t) => COMPANY_TOKENS.has(t.word.toLowerCase().replace(/\.$/, '')))) return null
  const first = tokens[0]!
  const last = tokens[tokens.length - 1]!
  const name = stripMarks(text.slice(first.start, last.end))
  if (name.length < 2) return null
  return { name, start: first.start, end: last.end }
}

const TICKER_OR_TERM = /^(?:s?nda|s?bla|anda|no\.?)\s*\d|^(?:nasdaq|nyse|otc|otcqb|otcqx|tase|six|lse|amex|asx|tsx|ticker)\b|^["“]|^the\b|^(?:fda|nda|bla|crl|pdufa|ema|reuters|rttnews|globe newswire|prnewswire|business wire|benzinga)$/i

/** Aliases written in parentheses right after a name: "ELEVIDYS (delandistrogene moxeparvovec-rokl)". */
function parentheticalAliases(text: string, afterName: number): string[] {
  const m = /^[ \t]*\(([^()\n]{1,80})\)/.exec(text.slice(afterName, afterName + 90))
  if (m === null) return []
  return (m[1] ?? '')
    .split(/\s*(?:,\s*(?:or\s+)?|;\s*|\s+or\s+|\/(?=\s))\s*/)
    .map((item) => stripMarks(item.replace(/^(?:also known as|formerly|or|aka)\s+/i, '')))
    .filter((item) => item.length >= 2 && item.split(/\s+/).length <= 4 && !TICKER_OR_TERM.test(item) && !/^\d+$/.test(item))
}

/** The name written just before "(" when the parentheses hold a drug: "Exondys 51 (eteplirsen)", "Anktiva™ (N-803)". */
function nameBeforeParenthesis(text: string, parenthesis: number): Capture | null {
  const before = text.slice(Math.max(0, parenthesis - 80), parenthesis)
  const m = /((?:[A-Z][\w-]*|[A-Z0-9][A-Z0-9-]*\d)(?:[ ]+(?:[A-Z][\w-]*|\d{1,3}))?(?:[ ]*[\u00AE\u2122])?)\s*$/.exec(before)
  if (m === null) return null
  const raw = m[1] ?? ''
  const words = stripMarks(raw).split(' ')
  if (words.every((w) => CAPITAL_STOP.has(w.toLowerCase()) || /^\d+$/.test(w))) return null
  if (CAPITAL_STOP.has((words[0] ?? '').toLowerCase())) return null
  const start = parenthesis - before.length + (m.index ?? 0)
  return { name: stripMarks(raw), start, end: start + raw.trimEnd().length }
}

class NameGroups {
  private readonly parent = new Map<string, string>()
  readonly surface = new Map<string, string>()
  readonly order: string[] = []

  add(name: string): string {
    const key = drugKey(name)
    if (key.length < 2) return key
    if (!this.parent.has(key)) {
      this.parent.set(key, key)
      this.surface.set(key, name)
      this.order.push(key)
    }
    return key
  }

  find(key: string): string {
    let root = key
    while (this.parent.get(root) !== root && this.parent.has(root)) root = this.parent.get(root)!
    return root
  }

  union(a: string, b: string): void {
    if (!this.parent.has(a) || !this.parent.has(b)) return
    const rootA = this.find(a)
    const rootB = this.find(b)
    if (rootA === rootB) return
    // The name seen first stays the representative.
    if (this.order.indexOf(rootA) <= this.order.indexOf(rootB)) this.parent.set(rootB, rootA)
    else this.parent.set(rootA, rootB)
  }
}

const TOKEN_NONE = 0
const TOKEN_NAMED = 1
const TOKEN_MAYBE = 2
/** tokenKind by token: the same words recur in every filing (boilerplate, company, drug). Bounded: cleared when full. */
const TOKEN_KINDS = new Map<string, number>()

/** A stem name or code (NAMED); a weak-stem word or gene-therapy head, a name only with a second word (MAYBE); else NONE. */
function tokenKind(token: string): number {
  // A code needs a digit; a stem name, weak stem or gene head six letters or more and one of their endings (the token is
  // ASCII, as WORD reads it): most words end here, unlooked-up.
  if (!/\d/.test(token) && (token.length < 6 || !mayBeStemWord(token))) return TOKEN_NONE
  let kind = TOKEN_KINDS.get(token)
  if (kind === undefined) {
    kind = isInnName(token) || isCodeName(token) ? TOKEN_NAMED : isWeakStemName(token) || isGeneTherapyHead(token) ? TOKEN_MAYBE : TOKEN_NONE
    if (TOKEN_KINDS.size >= 50_000) TOKEN_KINDS.clear()
    TOKEN_KINDS.set(token, kind)
  }
  return kind
}

/**
 * A nonproprietary name with its salt or acid word: "obeticholic acid", "oxylanthanum carbonate", "zelvarine hydrochloride".
 * The first word must be shaped like a nonproprietary name (or an acid's -ic adjective), so "amino acid" is not one.
 */
const SALT_WORD = String.raw`(?:acid|carbonate|hydrochloride|hydrobromide|sodium|potassium|calcium|magnesium|citrate|sulfate|mesylate|besylate|tosylate|maleate|tartrate|fumarate|succinate|acetate|phosphate|bromide|chloride|dipropionate|propionate|furoate|palmitate|lactate|gluconate|disodium)`
const SALT_MARKER = new RegExp(String.raw`\s${SALT_WORD}\b`, 'g')
const SALT_NAME = /\b([a-z][a-z-]{5,})\s+(?:acid|carbonate|hydrochloride|hydrobromide|sodium|potassium|calcium|magnesium|citrate|sulfate|mesylate|besylate|tosylate|maleate|tartrate|fumarate|succinate|acetate|phosphate|bromide|chloride|dipropionate|propionate|furoate|palmitate|lactate|gluconate|disodium)\b/g
const SALT_WORDS = /^(?:sodium|potassium|calcium|magnesium|hydrochloric|sulfuric|nucleic|ribonucleic|deoxyribonucleic|hyaluronic|ascorbic|citric|lactic|acetic|phosphoric|carbonic|nitric|organic|inorganic|synthetic|essential|omega-\w+)$/

function isSaltHead(word: string): boolean {
  return !SALT_WORDS.test(word) && (/ic$/.test(word) || looksLikeNonproprietaryName(word))
}

/** The patterns that read a name right before a designation or an application noun. */
const NAME_PATTERNS = [GRANTED_NAME, NAME_BEFORE_APPLICATION, SUBJECT_OF_REVIEW, PRODUCT_APPOSITION] as const

/**
 * Where a global pattern next matches in the whole text, so that the sentences it cannot match in are passed over.
 * For the patterns of buildDrugLexicon (no lookbehind, negative lookahead, \B or ^/$): a match found in a sentence run
 * alone is also a match at the same place in the whole text, provided \b reads the sentence's edges alike in both
 * (edgesReadAlike); so no whole-text match starting inside the sentence means no match in the sentence either. Given
 * a marker literal (MARKERS) instead of the pattern, the same holds without the edge condition.
 * Uses the pattern's lastIndex: callers reset it before their own scan.
 */
class NextMatch {
  /** The leftmost match at or after `from` starts at `at` (Infinity: none). */
  private from = -1
  private at = -1

  constructor(private readonly pattern: RegExp, private readonly text: string) {}

  startsIn(start: number, end: number): boolean {
    if (this.from === -1 || start < this.from || start > this.at) {
      this.pattern.lastIndex = start
      const m = this.pattern.exec(this.text)
      this.from = start
      this.at = m === null ? Number.POSITIVE_INFINITY : m.index
    }
    return this.at < end
  }
}

/**
 * For a pattern that starts at every capital letter or every "for"/"of" (slow to run over a whole text), a plain literal
 * that each of its matches holds, lookahead included: a sentence without it cannot match, and the literal is quick to
 * look for. Literals have no assertions, so any occurrence inside a sentence is one in the whole text.
 */
const MARKERS = new Map<RegExp, RegExp>([
  [TRADEMARK, /[\u00AE\u2122\u2120]|\([Rr]\)|\((?:TM|tm)\)/g],
  [NAME_BEFORE_APPLICATION, /NDA|BLA|[Aa]pplication/g],
  [SUBJECT_OF_REVIEW, /review|PDUFA|Prescription|target|goal/g],
  [PRODUCT_APPOSITION, /, (?:an?|its|our|their|the)\s/gi],
  [TREATMENT_SLOT, /treatment|prevention|management|reduction/g],
])

function isWordCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95
}

/**
 * \b reads [start, end) alone as it does inside `text`: no word character just before it, and after its end either none
 * or its last character not a word character (sentences from segmentSentences always qualify).
 */
function edgesReadAlike(text: string, start: number, end: number): boolean {
  if (start > 0 && isWordCode(text.charCodeAt(start - 1))) return false
  return end >= text.length || !isWordCode(text.charCodeAt(end - 1)) || !isWordCode(text.charCodeAt(end))
}

/** A word as the stem-name scan reads it; NEXT_WORD: the same, at a given place. */
const WORD = /[A-Za-z][\w-]*[A-Za-z0-9]/g
const NEXT_WORD = new RegExp(WORD.source, 'y')

function shiftCapture(capture: Capture, offset: number): Capture {
  return { name: capture.name, start: capture.start + offset, end: capture.end + offset }
}

function isDrugLike(name: string): boolean {
  const words = name.split(/\s+/)
  return words.some((w) => isInnName(w) || isCodeName(w))
}

/** Collects every name the text gives a drug, then indexes each occurrence by sentence. */
/** Names the text uses for a company ("Genmab A/S", "Sanofi (NASDAQ: SNY)"): never a drug, wherever they occur. */
function companyNames(folded: string): Set<string> {
  // The reading of /([A-Z][\w-]+)(?=COMPANY_SUFFIX_AT)/gi, without its quadratic retries inside every word: what follows a
  // name starts with a space, a comma or a parenthesis, so only a whole run of word characters can be a name, taken from
  // its first letter that has a word character after it.
  // Runs are not walked one by one (most words of a filing are followed by no suffix): every place the suffix can match
  // ends in one of its keywords after a space or "(", so the keywords are found first (COMPANY_KEYWORD, a superset) and
  // the run is the one right before the spaces, comma and parenthesis ahead of the keyword; COMPANY_SUFFIX_AT decides.
  const names = new Set<string>()
  COMPANY_KEYWORD.lastIndex = 0
  for (let k = COMPANY_KEYWORD.exec(folded); k !== null; k = COMPANY_KEYWORD.exec(folded)) {
    let end = k.index + 1
    while (end > 0 && SUFFIX_LEAD.test(folded[end - 1]!)) end--
    if (end === 0 || !WORD_CHAR.test(folded[end - 1]!)) continue
    COMPANY_SUFFIX_AT.lastIndex = end
    if (!COMPANY_SUFFIX_AT.test(folded)) continue
    let start = end - 1
    while (start > 0 && WORD_CHAR.test(folded[start - 1]!)) start--
    const word = folded.slice(start, end)
    let first = 0
    while (first < word.length - 1 && !/[A-Za-z]/.test(word[first]!)) first++
    if (first >= word.length - 1) continue
    names.add(word.slice(first).toLowerCase())
  }
  return names
}
/** What COMPANY_SUFFIX_AT allows between a name and its keyword. */
const SUFFIX_LEAD = /[\s,(]/
/** The words COMPANY_SUFFIX_AT accepts after a name, and the exchanges it accepts in "(Nasdaq: ...)". */
const COMPANY_SUFFIX_WORDS = String.raw`inc|corp|corporation|ltd|limited|plc|llc|a\/s|ag|s\.a|sa|n\.v|nv|ab|gmbh|therapeutics|pharmaceuticals?|pharma|biosciences|biotherapeutics|biopharma(?:ceuticals)?|holdings?|group|laboratories|sciences|biotech`
const EXCHANGE_WORDS = String.raw`nasdaq|nyse|omx|lse|tsx|asx|six|otc\w*|tase|euronext|amex`
/** Every keyword of COMPANY_SUFFIX_AT, after the space or "(" that must precede it there. */
const COMPANY_KEYWORD = new RegExp(String.raw`[\s(](?:(?:${COMPANY_SUFFIX_WORDS})\b|(?:${EXCHANGE_WORDS})\b)`, 'gi')
const COMPANY_SUFFIX_AT = new RegExp(String.raw`(?:\s*,)?\s+(?:${COMPANY_SUFFIX_WORDS})\b|\s*\(\s*(?:${EXCHANGE_WORDS})\b`, 'iy')

export function buildDrugLexicon(folded: string, sentences: readonly Sentence[]): DrugLexicon {
  const groups = new NameGroups()
  const companies = companyNames(folded)
  const addWithAliases = (capture: Capture) => {
    if (COMPANY_AFTER_NAME.test(folded.slice(capture.end, capture.end + 40))) return
    if (capture.name.split(' ').some((w) => companies.has(w.toLowerCase()))) return
    const key = groups.add(capture.name)
    for (const alias of parentheticalAliases(folded, capture.end)) {
      if (alias.toLowerCase() === capture.name.toLowerCase()) continue
      groups.union(key, groups.add(alias))
    }
  }

  // Most slots match in few sentences of a text: where each next matches in the whole text tells which sentences to pass over.
  const slotsNext = PRODUCT_SLOTS.map(([slot]) => new NextMatch(MARKERS.get(slot) ?? slot, folded))
  const namesNext = NAME_PATTERNS.map((pattern) => new NextMatch(MARKERS.get(pattern) ?? pattern, folded))
  const trademarkNext = new NextMatch(MARKERS.get(TRADEMARK)!, folded)
  const saltNext = new NextMatch(SALT_MARKER, folded)
  for (const sentence of sentences) {
    const text = folded.slice(sentence.start, sentence.end)
    // Sentence offsets to text offsets (a module function: an arrow made here per sentence costs a closure, and under tsx a __name call, each time).
    const offset = sentence.start
    const skippable = edgesReadAlike(folded, sentence.start, sentence.end)
    for (let k = 0; k < PRODUCT_SLOTS.length; k++) {
      const [slot, mode] = PRODUCT_SLOTS[k]!
      if (skippable && !slotsNext[k]!.startsIn(sentence.start, sentence.end)) continue
      slot.lastIndex = 0
      let m: RegExpExecArray | null
      while ((m = slot.exec(text)) !== null) {
        const capture = captureName(text, m.index + m[0].length, mode)
        if (capture !== null) addWithAliases(shiftCapture(capture, offset))
        if (m[0].length === 0) slot.lastIndex++
      }
    }
    for (let k = 0; k < NAME_PATTERNS.length; k++) {
      const pattern = NAME_PATTERNS[k]!
      if (skippable && !namesNext[k]!.startsIn(sentence.start, sentence.end)) continue
      pattern.lastIndex = 0
      let m: RegExpExecArray | null
      while ((m = pattern.exec(text)) !== null) {
        const raw = m[1] ?? m[2] ?? ''
        const words = raw.split(/\s+/)
        // Keep the name-like tail: "Day One's Tovorafenib" is not a name, "Tovorafenib" is.
        const tail: string[] = []
        for (let i = words.length - 1; i >= 0; i--) {
          const word = words[i] ?? ''
          if (!isNameLikeToken(word, pattern === GRANTED_NAME ? 'lowercase' : 'capital')) break
          tail.unshift(word)
        }
        if (tail.length === 0) continue
        const name = tail.join(' ')
        const start = m.index + m[0].indexOf(name)
        addWithAliases(shiftCapture({ name: stripMarks(name), start, end: start + name.length }, offset))
      }
    }
    if (!skippable || trademarkNext.startsIn(sentence.start, sentence.end)) {
      TRADEMARK.lastIndex = 0
      let tm: RegExpExecArray | null
      while ((tm = TRADEMARK.exec(text)) !== null) {
        const words = stripMarks(tm[1] ?? '').split(' ')
        while (words.length > 0 && (CAPITAL_STOP.has(words[0]!.toLowerCase()) || PHRASE_STOP.has(words[0]!.toLowerCase()))) words.shift()
        if (words.length === 0) continue
        const name = words.join(' ')
        const start = tm.index + tm[0].indexOf(name)
        addWithAliases(shiftCapture({ name, start, end: tm.index + tm[0].length }, offset))
      }
    }
    // Stem names and codes anywhere; a name of two words read whole ("obecabtagene autoleucel", "olipudase alfa").
    // The words of /[A-Za-z][\w-]*[A-Za-z0-9]/g one at a time (no array of every word's match): a word that can start a name
    // looks at the words after it with the same pattern, sticky, where only spaces separate them.
    WORD.lastIndex = 0
    for (let w = WORD.exec(text); w !== null; w = WORD.exec(text)) {
      const token = w[0]
      const kind = tokenKind(token)
      const named = kind === TOKEN_NAMED
      if (kind === TOKEN_NONE) continue
      const start = w.index
      let current = token
      let end = start + token.length
      let extended = false
      for (;;) {
        let gap = end
        while (text.charCodeAt(gap) === 32) gap++
        if (gap === end) break
        NEXT_WORD.lastIndex = gap
        const next = NEXT_WORD.exec(text)
        if (next === null || !continuesName(current, next[0])) break
        current = next[0]
        end = gap + current.length
        extended = true
      }
      // An enzyme word or a gene-therapy head alone is not a name: "kinase", "oncogene".
      if (!named && !extended) continue
      addWithAliases(shiftCapture({ name: text.slice(start, end), start, end }, offset))
      WORD.lastIndex = end
    }
    if (saltNext.startsIn(sentence.start, sentence.end)) {
      SALT_NAME.lastIndex = 0
      for (let s = SALT_NAME.exec(text); s !== null; s = SALT_NAME.exec(text)) {
        if (isSaltHead(s[1]!)) addWithAliases(shiftCapture({ name: s[0], start: s.index, end: s.index + s[0].length }, offset))
      }
    }
    // "(tovorafenib)" after a brand or code names the brand too.
    if (text.includes('(')) for (const paren of text.matchAll(/\(([^()]{2,60})\)/g)) {
      const inner = (paren[1] ?? '').split(/\s*,\s*/)[0] ?? ''
      if (!isDrugLike(inner) && !groups.surface.has(drugKey(inner))) continue
      const outer = nameBeforeParenthesis(text, paren.index ?? 0)
      if (outer === null || outer.name.toLowerCase() === inner.toLowerCase()) continue
      const outerKey = groups.add(outer.name)
      groups.union(outerKey, groups.add(stripMarks(inner)))
    }
  }

  // "ZENTRIVA (zentrivamab), also known as ZNT-101": the other name of the same drug.
  // Cheap prefilter: without one of the alias phrases in the text, no name's alias pattern can match.
  // Compiling a pattern per name is the costly part: compile it only for a name that can end right before an alias phrase.
  const aliasEnds = ALIAS_PHRASE.test(folded) ? aliasNameEnds(folded) : null
  // The text with only A-Z lowered (offsets unchanged), where a one-word ASCII name is found with indexOf.
  const asciiLower = asciiLowerCase(folded)
  if (aliasEnds !== null) for (const key of [...groups.order]) {
    const name = groups.surface.get(key) ?? key
    if (!mayEndAt(folded, name, aliasEnds)) continue
    for (const other of aliasesAfter(folded, asciiLower, name)) {
      if (CAPITAL_STOP.has(other.toLowerCase()) || PHRASE_STOP.has(other.toLowerCase())) continue
      groups.union(key, groups.add(other))
    }
  }

  // A name inside a longer one is the same drug: "tisotumab" in "tisotumab vedotin", "pegcetacoplan" in "intravitreal pegcetacoplan".
  // Each key padded once, not once per pair it is compared in.
  const padded = groups.order.map((key) => ` ${key} `)
  for (let i = 0; i < groups.order.length; i++) {
    const shorter = groups.order[i]!
    for (let j = 0; j < groups.order.length; j++) {
      const longer = groups.order[j]!
      if (shorter !== longer && longer.length > shorter.length && padded[j]!.includes(padded[i]!)) groups.union(shorter, longer)
    }
  }

  const entityOfRoot = new Map<string, number>()
  const entityNames: string[][] = []
  for (const key of groups.order) {
    const root = groups.find(key)
    let entity = entityOfRoot.get(root)
    if (entity === undefined) {
      entity = entityNames.length
      entityOfRoot.set(root, entity)
      entityNames.push([])
    }
    entityNames[entity]!.push(groups.surface.get(key) ?? key)
  }

  const mentionsBySentence = indexMentions(folded, asciiLower, sentences, groups, entityOfRoot)
  const all = mentionsBySentence.flat()
  const onlyDrug = all.length > 0 && all.every((m) => m.entity === all[0]!.entity) ? all[0]! : null
  return { entityNames, mentionsBySentence, onlyDrug }
}

/** The alias phrases of the "also known as" pattern below, alone: a superset of its matches. */
const ALIAS_PHRASE = /also\s+known\s+as|formerly|previously\s+(?:known\s+as|called)|a\.?k\.?a\.?/i

const ALIAS_PHRASE_ALL = /also\s+known\s+as|formerly|previously\s+(?:known\s+as|called)|a\.?k\.?a\.?/gi

/**
 * Every offset where a name followed by an alias phrase could end: walking back from each place an alias phrase starts
 * over what the pattern allows between them (spaces, a comma, a mark, a parenthesis). A superset of the pattern's ends.
 */
function aliasNameEnds(folded: string): Set<number> {
  const ends = new Set<number>()
  // Every offset where a phrase starts, overlapping ones included: the next search starts one past the last start.
  ALIAS_PHRASE_ALL.lastIndex = 0
  for (let m = ALIAS_PHRASE_ALL.exec(folded); m !== null; ALIAS_PHRASE_ALL.lastIndex = m.index + 1, m = ALIAS_PHRASE_ALL.exec(folded)) {
    const q = m.index
    let e = q
    ends.add(e)
    while (e > 0) {
      const ch = folded[e - 1]!
      if (ch === ',' || ch === '\u00AE' || ch === '\u2122' || /\s/.test(ch)) e--
      else if (ch === ')') {
        let k = e - 2
        while (k >= 0 && folded[k] !== '(' && folded[k] !== ')') k--
        if (k < 0 || folded[k] !== '(') break
        e = k
      } else break
      ends.add(e)
    }
  }
  return ends
}

/** Whether the name's last word (ASCII, compared without case as the pattern does) ends at one of `ends`; true when unsure. */
function mayEndAt(folded: string, name: string, ends: ReadonlySet<number>): boolean {
  const last = name.split(/\s+/).pop() ?? ''
  if (last.length === 0 || /[^\x00-\x7f]/.test(last)) return true
  const lower = last.toLowerCase()
  for (const e of ends) if (e >= last.length && folded.slice(e - last.length, e).toLowerCase() === lower) return true
  return false
}

/** What may stand between a name and its alias phrase, the phrase, and the other name (captured). */
const ALIAS_TAIL = String.raw`(?:\s*[\u00AE\u2122])?(?:\s*\([^()]{1,60}\))?\s*,?\s*(?:also\s+known\s+as|formerly(?:\s+known\s+as)?|previously\s+(?:known\s+as|called)|a\.?k\.?a\.?)\s+([A-Za-z][\w-]*[A-Za-z0-9])`
const ALIAS_TAIL_AT = new RegExp(ALIAS_TAIL, 'iy')

/**
 * The other names of `name` ("X, also known as Y" → Y), in text order: the matches of `(?<![\w-])X` + ALIAS_TAIL over the
 * text, as matchAll finds them. The name part matches at one length only (literal words joined by \s+), so the name is
 * found by a short pattern and the tail, the same for every name, is tried right after it: one compiled tail instead
 * of a long pattern compiled per name. A one-word ASCII name needs no pattern at all: it is found with indexOf in
 * `asciiLower` (asciiLowerCase of the text), with nextNameStart, as in occurrences().
 */
function aliasesAfter(folded: string, asciiLower: string, name: string): string[] {
  const words = name.split(/\s+/)
  const escaped = words.map(escapeRegExp).join('\\s+')
  const found: string[] = []
  if (words.some((w) => w.length === 0)) {
    for (const m of folded.matchAll(cachedPattern(`(?<![\\w-])${escaped}${ALIAS_TAIL}`))) found.push(m[1] ?? '')
    return found
  }
  // One ASCII word: found with indexOf (see nextNameStart); otherwise the cached pattern itself, not a copy: lastIndex is
  // set before every exec and put back to 0 after the loop.
  const oneAsciiWord = words.length === 1 && !/[^\x00-\x7f]/.test(name)
  const needle = oneAsciiWord ? asciiLowerCase(name) : ''
  const head = oneAsciiWord ? null : cachedPattern(`(?<![\\w-])${escaped}`)
  let from = 0
  while (from <= folded.length) {
    let start: number
    let end: number
    if (head === null) {
      start = nextNameStart(folded, asciiLower, needle, from)
      if (start === -1) break
      end = start + needle.length
    } else {
      head.lastIndex = from
      const m = head.exec(folded)
      if (m === null) break
      start = m.index
      end = m.index + m[0].length
    }
    ALIAS_TAIL_AT.lastIndex = end
    const tail = ALIAS_TAIL_AT.exec(folded)
    if (tail === null) {
      from = start + 1
      continue
    }
    found.push(tail[1] ?? '')
    from = ALIAS_TAIL_AT.lastIndex
  }
  if (head !== null) head.lastIndex = 0
  return found
}

/**
 * Per-name patterns (flags `gi`), compiled once per name: compiling a regular expression costs far more than running it
 * over a press release, and a filing names its drugs in the body and again in each exhibit. Used through matchAll, which
 * runs a copy starting at the pattern's lastIndex, or through exec by a caller that sets lastIndex first and puts it back
 * to 0 when done, so a cached pattern's lastIndex is 0 whenever matchAll sees it. Bounded: cleared when full.
 */
const PATTERN_CACHE = new Map<string, RegExp>()
const PATTERN_CACHE_MAX = 2000

function cachedPattern(source: string): RegExp {
  let pattern = PATTERN_CACHE.get(source)
  if (pattern === undefined) {
    if (PATTERN_CACHE.size >= PATTERN_CACHE_MAX) PATTERN_CACHE.clear()
    pattern = new RegExp(source, 'gi')
    PATTERN_CACHE.set(source, pattern)
  }
  return pattern
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const APPLICATION_OBJECT_LEAD = new RegExp(String.raw`\b${APPLICATION_NOUN}(?:\s*\([^)]{1,24}\))?(?:\s*,?\s*or\s+s?(?:NDA|BLA)\s*,?)?(?:\s+resubmission)?\s+(?:for|of)\s+(?:the\s+|its\s+|our\s+)?$|\bseeking\s+(?:(?:accelerated|full|traditional|marketing|u\.s\.)\s+)*approvals?\s+(?:of|for)\s+$`, 'i')

function indexMentions(folded: string, asciiLower: string, sentences: readonly Sentence[], groups: NameGroups, entityOfRoot: Map<string, number>): DrugMention[][] {
  const mentionsBySentence: DrugMention[][] = sentences.map(() => [])
  const taken: Array<[number, number]> = []
  const names = [...groups.order].map((key) => groups.surface.get(key) ?? key).filter((n) => n.length >= 3)
  names.sort((a, b) => b.length - a.length)
  for (const name of names) {
    const entity = entityOfRoot.get(groups.find(drugKey(name)))
    if (entity === undefined) continue
    for (const m of occurrences(folded, asciiLower, name)) {
      const start = m.index
      const end = start + m[0].length
      if (taken.some(([s, e]) => start < e && s < end)) continue
      const sentence = sentenceAt(sentences, start)
      if (sentence === -1) continue
      taken.push([start, end])
      const lead = folded.slice(Math.max(0, start - 60), start)
      const applicationObject = APPLICATION_OBJECT_LEAD.test(lead)
      mentionsBySentence[sentence]!.push({ entity, name: m[0], start, end, sentence, companion: false, applicationObject })
    }
  }
  for (const [index, mentions] of mentionsBySentence.entries()) {
    mentions.sort((a, b) => a.start - b.start)
    const sentence = sentences[index]!
    // A companion is named right after the drug it goes with: "RP1 (...) in combination with nivolumab", "X and Y".
    for (const mention of mentions) {
      const previous = [...mentions].reverse().find((other) => other.end <= mention.start && other.entity !== mention.entity)
      if (previous === undefined || previous.end < sentence.start) continue
      const between = folded.slice(previous.end, mention.start)
      if (between.length <= 60 && /^\)?\s*(?:\([^)]*\))?\s*,?\s*(?:in\s+combination\s+with|combined\s+with|plus|along\s+with|together\s+with|added\s+to|on\s+top\s+of|with|and|\+)\s*$/i.test(between)) {
        mention.companion = true
      }
    }
  }
  return mentionsBySentence
}

const NAME_END_AT = /(?:-[a-z]{4})?(?![\w-])/iy
const WORD_CHAR = /[\w-]/

/**
 * The matches of /(?<![\w-])NAME(?:-[a-z]{4})?(?![\w-])/gi (NAME: the name's words joined by \s+), as matchAll finds them.
 * A one-word ASCII name is found with indexOf in the text with only A-Z lowered (what `i` does for an ASCII literal,
 * offsets unchanged) and the rest of the pattern tried right after it; other names go through the pattern itself.
 */
/** The text with only A-Z lowered, offsets unchanged: what the `i` flag does for an ASCII literal, so indexOf finds one in it. */
function asciiLowerCase(text: string): string {
  return text.replace(/[A-Z]+/g, (upper) => upper.toLowerCase())
}

/**
 * Where the ASCII name `needle` (lowered) next starts at or after `from` with no word character or hyphen before it, as
 * `(?<![\w-])name` with the `i` flag would find it; -1 when nowhere. `asciiLower`: asciiLowerCase(folded).
 */
function nextNameStart(folded: string, asciiLower: string, needle: string, from: number): number {
  let p = asciiLower.indexOf(needle, from)
  while (p > 0 && WORD_CHAR.test(folded[p - 1]!)) p = asciiLower.indexOf(needle, p + 1)
  return p
}

function occurrences(folded: string, asciiLower: string, name: string): Array<{ index: number; 0: string }> {
  const found: Array<{ index: number; 0: string }> = []
  if (name.length === 0 || /\s|[^\x00-\x7f]/.test(name)) {
    const words = name.split(/\s+/).map(escapeRegExp).join('\\s+')
    for (const m of folded.matchAll(cachedPattern(`(?<![\\w-])${words}(?:-[a-z]{4})?(?![\\w-])`))) found.push({ index: m.index ?? 0, 0: m[0] })
    return found
  }
  const needle = asciiLowerCase(name)
  let from = 0
  for (let p = nextNameStart(folded, asciiLower, needle, from); p !== -1; p = nextNameStart(folded, asciiLower, needle, from)) {
    NAME_END_AT.lastIndex = p + needle.length
    if (!NAME_END_AT.test(folded)) {
      from = p + 1
      continue
    }
    found.push({ index: p, 0: folded.slice(p, NAME_END_AT.lastIndex) })
    from = NAME_END_AT.lastIndex
  }
  return found
}

function sentenceAt(sentences: readonly Sentence[], offset: number): number {
  let low = 0
  let high = sentences.length - 1
  while (low <= high) {
    const mid = (low + high) >> 1
    const s = sentences[mid]!
    if (offset < s.start) high = mid - 1
    else if (offset >= s.end) low = mid + 1
    else return mid
  }
  return -1
}

/** Of "BRAND (generic)" or "BRAND, also known as CODE", the head name BRAND. */
function headName(mentions: readonly DrugMention[], chosen: DrugMention, folded: string): DrugMention {
  let head = chosen
  for (let i = mentions.indexOf(chosen) - 1; i >= 0; i--) {
    const outer = mentions[i]!
    const between = folded.slice(outer.end, head.start)
    if (outer.entity !== head.entity || !/^\s*[\u00AE\u2122]?\s*(?:\(\s*|\([^()]*\)\s*,?\s*(?:also\s+known\s+as|formerly)\s+|\)?\s*,\s*(?:also\s+known\s+as|formerly)\s+)$/i.test(between)) break
    head = outer
  }
  return head
}

export interface ResolvedDrug {
  entity: number
  name: string
  aliases: string[]
  /** Sentence the name was taken from. */
  sentence: number
  /** Where the name was found relative to the fact. */
  via: 'same' | 'previous' | 'next' | 'only'
  /** Found after the fact as the object of an application ("... The NDA seeks approval of X"): what the fact is about. */
  nextIsApplicationObject?: boolean
}

/**
 * The drug a fact in `sentenceIndex` is about: a name in the same sentence (a name right after the date first:
 * "... of June 5, 2024 for X"; then the last one named before the fact; then the first after it), else the
 * nearest earlier sentence (up to three back), else the next two sentences, else the only drug of the text.
 * `phraseEnd` (full-text offset) is where the target phrase the date is bound to ends: a name right after it ("the PDUFA
 * date for X") is the phrase's own drug.
 */
export function resolveDrug(
  lexicon: DrugLexicon, sentenceIndex: number, anchor: { start: number; end: number }, folded: string, phraseEnd: number | null = null,
): ResolvedDrug | null {
  const toResolved = (mention: DrugMention, via: ResolvedDrug['via'] = 'same'): ResolvedDrug => ({
    entity: mention.entity,
    name: mention.name,
    aliases: (lexicon.entityNames[mention.entity] ?? []).filter((n) => n.toLowerCase() !== mention.name.toLowerCase()),
    sentence: mention.sentence,
    via: lexicon.entityNames.length === 1 ? 'only' : via,
  })
  const primary = (mentions: readonly DrugMention[]) => {
    const main = mentions.filter((m) => !m.companion)
    return main.length > 0 ? main : [...mentions]
  }
  const same = primary(lexicon.mentionsBySentence[sentenceIndex] ?? [])
  if (same.length > 0) {
    const directlyAfter = same.find((m) => m.start >= anchor.end && /^\s*,?\s*(?:for|of)\s+(?:the\s+)?$/i.test(folded.slice(anchor.end, m.start)))
    if (directlyAfter !== undefined) return toResolved(directlyAfter)
    // "the PDUFA date for X, a successor to Y, is D": the phrase's own object.
    const phraseObject = phraseEnd === null ? undefined : same.find((m) => m.start >= phraseEnd && /^\s*(?:for|of)\s+(?:the\s+)?$/i.test(folded.slice(phraseEnd, m.start)))
    if (phraseObject !== undefined) return toResolved(headName(same, phraseObject, folded))
    // The name written last before the fact ("X's PDUFA date is D1, and Y's is D2"), else the first after it;
    // of "BRAND (generic)" or "BRAND, also known as CODE", the head name.
    // A date of an application goes with the application's own drug when the sentence names one.
    const objects = same.filter((m) => m.applicationObject)
    const pool = objects.length > 0 ? objects : same
    const before = pool.filter((m) => m.end <= anchor.start)
    const chosen = before.length > 0 ? before[before.length - 1]! : pool.find((m) => m.start >= anchor.end) ?? pool[0]!
    return toResolved(headName(same, chosen, folded))
  }
  // The nearest earlier sentence that names one (a release names its product in the headline or the first paragraph and
  // then speaks of "the NDA"; eight sentences reach past a short paragraph of background).
  for (let back = 1; back <= 8; back++) {
    const mentions = primary(lexicon.mentionsBySentence[sentenceIndex - back] ?? [])
    if (mentions.length > 0) return toResolved(headName(mentions, mentions[mentions.length - 1]!, folded), 'previous')
  }
  // The text's one application object ("the NDA for X", "seeking approval of X"): what any date of the text is about when
  // the text names no other product as the object of an application.
  const objects = lexicon.mentionsBySentence.flat().filter((m) => m.applicationObject && !m.companion)
  if (objects.length > 0 && objects.every((m) => m.entity === objects[0]!.entity)) {
    const object = objects[0]!
    return { ...toResolved(object, object.sentence > sentenceIndex ? 'next' : 'previous'), nextIsApplicationObject: true }
  }
  for (let ahead = 1; ahead <= 2; ahead++) {
    const mentions = primary(lexicon.mentionsBySentence[sentenceIndex + ahead] ?? [])
    if (mentions.length > 0) {
      const object = mentions.find((m) => m.applicationObject)
      return object !== undefined ? { ...toResolved(object, 'next'), nextIsApplicationObject: true } : toResolved(mentions[0]!, 'next')
    }
  }
  return lexicon.onlyDrug === null ? null : toResolved(lexicon.onlyDrug, 'only')
}
