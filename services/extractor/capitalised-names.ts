/**
 * Names read by their capitals where no slot or pattern stands: a title-case headline ending on its product, an all-caps
 * headline naming it before the regulatory noun, and the capitalised words of a sentence shaped like a brand that no
 * pattern may have read (not a word of the filing's vocabulary, of a date or of a company).
 */
import { isRegexSpace } from './text-fold.js'
import { type Capture } from './captured-names.js'
import { isNameLikeToken } from './name-tokens.js'
import { COMPANY_AFTER_NAME, COMPANY_TOKENS } from './company-names.js'
import { MONTH_ABBREVIATIONS, MONTH_NAMES, WEEKDAY_NAMES } from './dates.js'
import { legalForms, companyRoles } from './lexicon/company-forms.js'
import { dateNouns } from './lexicon/date-nouns.js'
import { matchesOf } from './regexp-matches.js'
import { closedWords } from './lexicon/function-words.js'
import { agencyUnitNouns, usAgencyNouns } from './lexicon/agencies.js'
import { decisionNouns } from './lexicon/review.js'
import { studyNouns } from './lexicon/studies.js'
import { TITLE_WORD_FORMS } from './lexicon/titles.js'
import { stockExchanges } from './lexicon/non-names.js'
import { capitalised, inCapitals } from './lexicon/compile.js'

/**
 * A title-case headline ending on its product: "... Provides Regulatory Update on Tremvanta", "... Extension of NDA
 * Review for Praxenta", "... Mid-Cycle Communication for Velquara". Most of its longer words are capitalised.
 */
// After a regulatory noun only: "... Approval of X (generic) for Hypercholesterolemia" ends on the disease.
export const HEADLINE_TOPIC = new RegExp(
  String.raw`\b(?:[Uu]pdate|[Rr]eview|[Cc]ommunication|[Ee]xtension|[Dd]ate|[Ss]ubmission|[Aa]pplication|s?NDA|s?BLA|[Aa]cceptance|[Dd]esignation|[Ll]etter|[Dd]ecision|[Mm]eeting|[Rr]esubmission)\s+${closedWords('on', 'for', 'of')}\s+([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122)?\s*[.!]?\s*$`,
)
/**
 * Whether HEADLINE_TOPIC may match in `text`: its name is the text's last run of [\w-], after only spaces, one "." or
 * "!" and a trademark sign, and that run starts with a capital right after a space. Most sentences end on a lower-case
 * word, so this look at the end passes over them without running the pattern from every regulatory noun.
 */
export function mayEndOnTopic(text: string): boolean {
  let i = text.length - 1
  for (; i >= 0; i--) {
    const c = text.charCodeAt(i)
    // What may follow the name before the end: spaces, "." or "!", a trademark sign.
    if (!(c === 46 || c === 33 || c === 0xae || c === 0x2122 || isRegexSpace(c))) break
  }
  if (i < 0 || !isWordOrHyphenCode(text.charCodeAt(i))) return false
  while (i > 0 && isWordOrHyphenCode(text.charCodeAt(i - 1))) i--
  const first = text.charCodeAt(i)
  return first >= 65 && first <= 90 && i > 0 && isRegexSpace(text.charCodeAt(i - 1))
}
/** [\w-] by character code. */
function isWordOrHyphenCode(c: number): boolean {
  return (
    (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45
  )
}
/**
 * An all-caps headline naming its product before the regulatory noun: "... UPDATE ON ZELVORA PDUFA DATE OF ...",
 * "... ACCEPTANCE OF NDA FOR KST-204". Read in title case ("Zelvora"), a code as written.
 */
export const CAPS_HEADLINE_NAME = new RegExp(
  String.raw`\b${inCapitals(closedWords('on', 'for', 'of'))}\s+([A-Z][A-Z0-9-]{3,})(?:\u00AE|\u2122)?(?:\s+(?:${inCapitals(dateNouns('pdufa'))}|S?NDA|S?BLA|NEW\s+DRUG|BIOLOGICS|TARGET\s+ACTION|${inCapitals(dateNouns('goal'))}|${inCapitals(decisionNouns('approval'))}|${inCapitals(dateNouns('review'))})\b|\s*$)`,
  'g',
)
export function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '')
  return letters.length >= 20 && letters.replace(/[^a-z]/g, '').length <= letters.length * 0.05
}
export function titleCased(word: string): string {
  return /\d/.test(word) ? word : word[0]! + word.slice(1).toLowerCase()
}

export function isTitleCase(text: string): boolean {
  const words = text.match(/\b[A-Za-z][\w-]{3,}\b/g) ?? []
  return words.length >= 4 && words.filter((w) => /^[A-Z]/.test(w)).length >= words.length * 0.7
}

/** Capitalised words a sentence about a target date holds that are no product. */
const NOT_A_NAME_HERE = new RegExp(
  String.raw`^(?:${TITLE_WORD_FORMS}|${capitalised(studyNouns('phase'))}|${capitalised(companyRoles('company'))}|${capitalised(usAgencyNouns('agency'))}|${legalForms('Inc', 'Corp', 'Ltd')}|${capitalised(stockExchanges('nasdaq'))})$`,
)
/** "Jan", "September", "Monday": a date's words. */
const CALENDAR_WORDS: ReadonlySet<string> = new Set([
  ...MONTH_NAMES,
  ...MONTH_ABBREVIATIONS,
  ...WEEKDAY_NAMES,
])
/** A mixed-case word inside a sentence (not its first): after a lower-case word, a comma, a colon or "(". */
const INNER_CAPITALISED = /(?<=[a-z,;:]\s+|\(\s*)([A-Z][a-z]+[a-z0-9-]*)\b/g

/** "Harlan Biosciences, Inc.": a legal form after the next word makes the word a company's. */
const LEGAL_FORM_AFTER_NEXT_WORD = new RegExp(
  String.raw`^\s+[A-Z][a-z]*\s*,?\s+${legalForms('Inc', 'Corp', 'Ltd', 'LLC', 'AG', 'SA', 'NV', 'plc', 'GmbH')}\b`,
)

/**
 * "the FDA Division of Dermatology and Dental Products", "the Office of Neuroscience", "the Division of Oncology 2": an
 * agency unit's name, whose capitalised words are no product's.
 */
const AGENCY_UNIT_NAME = new RegExp(
  String.raw`\b${agencyUnitNouns('Division', 'Office')}\s+(?:of|for)(?:\s*(?:,|&|and\b|[A-Z][\w-]*|\d{1,2}\b)){1,10}`,
  'g',
)

/** Where the text names an agency unit (AGENCY_UNIT_NAME), as [start, end) spans. */
function agencyUnitSpans(text: string): Array<readonly [number, number]> {
  if (!text.includes('Division') && !text.includes('Office')) return []
  return matchesOf(AGENCY_UNIT_NAME, text).map((m) => [m.index, m.index + m[0].length] as const)
}

/**
 * Capitalised words of a sentence shaped like a brand that no pattern may have read: not its first word, not a word of
 * the filing's vocabulary, not a company's (a suffix after it, "Harlan Biosciences, Inc."), not a known company.
 */
export function brandShapedWords(text: string, companies: readonly string[] = []): Capture[] {
  const found: Capture[] = []
  const units = agencyUnitSpans(text)
  for (const m of matchesOf(INNER_CAPITALISED, text)) {
    const word = m[1]!
    const after = text.slice((m.index ?? 0) + word.length)
    if (
      !units.some(([start, end]) => (m.index ?? 0) >= start && (m.index ?? 0) < end) &&
      isNameLikeToken(word, 'product') &&
      !NOT_A_NAME_HERE.test(word) &&
      !CALENDAR_WORDS.has(word.toLowerCase()) &&
      !COMPANY_TOKENS.has(word.toLowerCase()) &&
      !companies.includes(word.toLowerCase()) &&
      !COMPANY_AFTER_NAME.test(after) &&
      !LEGAL_FORM_AFTER_NEXT_WORD.test(after)
    )
      found.push({ name: word, start: m.index ?? 0, end: (m.index ?? 0) + word.length })
  }
  return found
}
