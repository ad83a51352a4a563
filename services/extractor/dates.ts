import { wireServices } from './lexicon/non-names.js'
import { MONTH_ABBREVIATIONS, MONTH_NAMES, WEEKDAY_NAMES } from './lexicon/calendar.js'
import { REFUSAL_LETTER } from './lexicon/letters.js'
import { isRegexSpace } from './text-fold.js'
import { isoDate } from './calendar-days.js'
import {
  DAY_FORMS,
  FUSED_MONTH_START,
  MONTH_WORDS,
  YEAR_PREPOSITIONS,
  type DateForm,
  type DateMention,
} from './date-forms.js'
import { PERIOD_FORMS } from './period-forms.js'
/**
 * Date grammar, its scan: the date mentions of a text, read with the forms of date-forms.ts (a form that cannot match
 * the text is not run; overlapping mentions leave the longest), and the times a text gives itself through them: the
 * dateline's release date and a sentence's opening adverbial.
 */

export type { DateMention, DatePrecision } from './date-forms.js'

/** Every form of the grammar in the order the scan runs them: a day's forms, then a period's. */
const FORMS: readonly DateForm[] = [...DAY_FORMS, ...PERIOD_FORMS]

// The calendar's words are the lexicon's; the files that read them through the date grammar import them from here.
export { MONTH_NAMES, MONTH_ABBREVIATIONS, WEEKDAY_NAMES, MONTH_WORDS }

/** Where the quarter form can match: its word, or (with a digit) a quarter's code ("Q2", "2Q"). */
const QUARTER_CUE = /quarter/i
const QUARTER_CODE_CUE = /q[1-4]|[1-4]q/i
/** Where the half form can match without a year: its word (every other shape of it holds a year). */
const HALF_CUE = /half/i
/** Where the weekday form can match: every weekday's name ends in "day". */
const WEEKDAY_CUE = /day/i
/**
 * Where a day written as an ordinal word before "of" can match ("the sixteenth of April"): a letter pair that ends an
 * ordinal ("-st", "-nd", "-rd", "-th", and a few more: a cue only), then "of".
 */
const ORDINAL_OF_CUE = /[snrt][tdh]\s+of\s/i
/** Where a numeric date can match: a digit, a slash, dot or hyphen, a digit ("2026-06-05", "6/5/2026"). */
const NUMERIC_PARTS = /\d[/.-]\d/
/** Where the year-less slashed form can match: the PDUFA noun it follows. */
const PDUFA_WORD = /pdufa/i
/** Where YEAR can match: "19" or "20" and two more digits ("2026"). */
const YEAR_DIGITS = /(?:19|20)\d\d/
/**
 * Where MONTH can match: a month name or abbreviation as a whole word, as every form reads it (after \b, a space or a
 * hyphen, or fused as a capital to a lower-case word; no letter after it; compared without case, as the forms do). "market", "decision" and "innovative" hold no
 * month, so the forms that need one are not run over most sentences.
 */
const MONTH_WORD = new RegExp(`(?:\\b|${FUSED_MONTH_START})(?:${MONTH_WORDS})(?![a-z])`, 'i')

/**
 * The last character the half form reads before its year, in each of its shapes that ends on one: "H1"/"H2" and
 * "1H"/"2H", "mid"/"mid-", "early", "late", "end of", "beginning of", "middle of" (either case; whitespace between is
 * passed over). Its other shape holds "half" (HALF_CUE). A text where no year's digits follow one of them is not
 * searched with it.
 */
const BEFORE_HALF_YEAR = new Set([...'12hHdD-yYeEfF'])
const YEAR_DIGITS_ALL = new RegExp(YEAR_DIGITS.source, 'g')

/** Whether some year's digits in `text` (the first at `firstYear`) follow one of BEFORE_HALF_YEAR. */
function mayHoldHalfYear(text: string, firstYear: number): boolean {
  YEAR_DIGITS_ALL.lastIndex = firstYear
  for (let year = YEAR_DIGITS_ALL.exec(text); year !== null; year = YEAR_DIGITS_ALL.exec(text)) {
    let before = year.index - 1
    while (before >= 0 && isRegexSpace(text.charCodeAt(before))) before--
    if (before >= 0 && BEFORE_HALF_YEAR.has(text.charAt(before))) return true
    // Digits may hold overlapping years ("202026"): the next is looked for from the next character.
    YEAR_DIGITS_ALL.lastIndex = year.index + 1
  }
  return false
}

/**
 * The most characters other than whitespace a month form reads before its month word: "Wednesday., the 23rd of " (a
 * weekday and its stops, "the", a day and its suffix, "of"; "the twenty-seventh of", a day as an ordinal word, is 19; the
 * forms' words around the month are never a month word).
 * So no month form's match starts before the 21st such character back from the first month word of a text.
 */
const MAX_BEFORE_MONTH = 20
/** The same for the year form before its year's digits: its longest word ("during"; the words hold no digit). */
const MAX_BEFORE_YEAR = Math.max(...YEAR_PREPOSITIONS.map((word) => word.length))

/**
 * Where a form whose match holds a word first found at `word` starts reading `text`: `most` characters other than whitespace
 * back from it (whitespace runs are passed over whole).
 */
function readFrom(text: string, word: number, most: number): number {
  let before = 0
  let at = word - 1
  for (; at >= 0; at--) {
    if (isRegexSpace(text.charCodeAt(at))) continue
    if (before === most) break
    before++
  }
  return at + 1
}

/**
 * The date mentions of the sentences of the document read last (findDateMentions of each), keyed by the text itself, so
 * a look-up answers what a fresh read would: the grounding gate reads each quoted sentence again after the dates layer
 * read it (grounding.ts), and a quote folded for parsing is mostly that sentence's text. Kept for one document only (the
 * next document's sentences replace them), so no text of another filing is ever answered from it. Read-only to every
 * caller (no caller changes a mention).
 */
let documentMentions = new Map<string, readonly DateMention[]>()

/** findDateMentions of each of a document's sentences, remembered until the next document's are read (above). */
export function sentenceDateMentions(texts: readonly string[]): Array<readonly DateMention[]> {
  documentMentions = new Map()
  return texts.map((text) => {
    const known = documentMentions.get(text)
    if (known !== undefined) return known
    const mentions = findDateMentions(text)
    documentMentions.set(text, mentions)
    return mentions
  })
}

/** findDateMentions, answered from the document read last when `text` is one of its sentences. */
export function dateMentionsOf(text: string): readonly DateMention[] {
  return documentMentions.get(text) ?? findDateMentions(text)
}

/** All date mentions in `text`, left to right, without overlaps (the longest mention wins). */
export function findDateMentions(text: string): DateMention[] {
  // Each mention found and the index of its form (in step): the form breaks ties between mentions of one length.
  const found: DateMention[] = []
  const formOf: number[] = []
  // Many sentences hold no digit, or no month name, or no year, or no word of a quarter, a half or a weekday: a form that
  // cannot match is not run.
  const hasDigit = /\d/.test(text)
  const firstYear = hasDigit ? text.search(YEAR_DIGITS) : -1
  const hasYear = firstYear !== -1
  const firstMonth = hasDigit ? text.search(MONTH_WORD) : -1
  const hasMonth = firstMonth !== -1
  // The month forms need a month word, the year form a year's digits: they start reading a little before the first.
  const monthFrom = hasMonth ? readFrom(text, firstMonth, MAX_BEFORE_MONTH) : 0
  const yearFrom = hasYear ? readFrom(text, firstYear, MAX_BEFORE_YEAR) : 0
  // A plain loop (no closure per text): this runs once per sentence of every text.
  for (let formIndex = 0; formIndex < FORMS.length; formIndex++) {
    const form = FORMS[formIndex]!
    switch (form.needs) {
      case 'quarter':
        if (!QUARTER_CUE.test(text) && !(hasDigit && QUARTER_CODE_CUE.test(text))) continue
        break
      case 'half':
        if (!HALF_CUE.test(text) && !(hasYear && mayHoldHalfYear(text, firstYear))) continue
        break
      case 'weekday':
        if (!WEEKDAY_CUE.test(text)) continue
        break
      case 'ordinal-of':
        if (!ORDINAL_OF_CUE.test(text)) continue
        break
      case 'month-digit':
        if (!hasMonth) continue
        break
      case 'year':
        if (!hasYear) continue
        break
      case 'numeric-year':
        if (!hasYear || !NUMERIC_PARTS.test(text)) continue
        break
      case 'month-year':
        if (!hasMonth || !hasYear) continue
        break
      case 'slash-digit':
        if (!hasDigit || !text.includes('/')) continue
        break
      case 'pdufa-slash':
        if (!hasDigit || !text.includes('/') || !PDUFA_WORD.test(text)) continue
        break
      case 'pdufa-hyphen':
        if (!hasDigit || !text.includes('-') || !PDUFA_WORD.test(text)) continue
        break
    }
    form.pattern.lastIndex =
      form.needs === 'month-year' || form.needs === 'month-digit'
        ? monthFrom
        : form.needs === 'year'
          ? yearFrom
          : 0
    let match: RegExpExecArray | null
    while ((match = form.pattern.exec(text)) !== null) {
      const built = form.build(match)
      if (built !== null) {
        found.push({
          ...built,
          start: match.index,
          end: match.index + match[0].length,
          text: match[0],
        })
        formOf.push(formIndex)
      }
      if (match[0].length === 0) form.pattern.lastIndex++
    }
  }
  if (found.length <= 1) return found
  // Longest first, then the form listed first: "June 5, 2022" beats "June 5" and "5, 2022" (a stable sort of positions).
  const order = found.map((_, i) => i)
  order.sort((i, j) => {
    const a = found[i]!
    const b = found[j]!
    return b.end - b.start - (a.end - a.start) || formOf[i]! - formOf[j]!
  })
  const kept: DateMention[] = []
  // Taken characters, marked as spans are kept. Spans come longest first, so a kept span that overlaps a
  // candidate is at least as long and covers the candidate's first or last character: two look-ups per
  // candidate and one mark per kept character keep this linear in the text (a pairwise test was quadratic
  // on a paragraph of thousands of dates).
  const taken = new Uint8Array(text.length)
  for (const i of order) {
    const candidate = found[i]!
    if (candidate.end === candidate.start) {
      if (kept.some((k) => candidate.start < k.end && k.start < candidate.end)) continue
    } else {
      if (taken[candidate.start] === 1 || taken[candidate.end - 1] === 1) continue
      taken.fill(1, candidate.start, candidate.end)
    }
    kept.push(candidate)
  }
  return kept.sort((a, b) => a.start - b.start)
}

/** ISO date of a day mention whose year is written; null otherwise. */
export function explicitIso(mention: DateMention): string | null {
  if (
    mention.precision !== 'day' ||
    !mention.explicitYear ||
    mention.year === null ||
    mention.month === null ||
    mention.day === null
  )
    return null
  return isoDate(mention.year, mention.month, mention.day)
}

/**
 * The time a sentence gives itself by its opening adverbial: "On May 25, 2023, Kestrel announced ...", "In May 2023, the
 * FDA accepted ...", "As of March 3, 2024, ...": the date written with its year and followed by a comma. A month is read
 * from its first day. Also the day of a decision the sentence tells ("Approved on March 28, 2025, two days ahead of its
 * March 30 PDUFA date"). Null otherwise.
 */
export function sentenceTimeOf(sentence: string, dates: readonly DateMention[]): string | null {
  const first = dates[0]
  if (first === undefined || !first.explicitYear || first.month === null || first.year === null)
    return null
  // "Approved by the FDA on March 28, 2025, two days ahead of its March 30 PDUFA date": a decision told with its day
  // dates the year-less goal date beside it.
  const decisionDay = dates.filter(
    (d) => d.explicitYear && d.precision === 'day' && !d.ambiguousOrder,
  )
  if (
    decisionDay.length === 1 &&
    DECISION_TOLD.test(sentence) &&
    decisionDay[0]!.year !== null &&
    decisionDay[0]!.month !== null &&
    decisionDay[0]!.day !== null
  )
    return isoDate(decisionDay[0]!.year, decisionDay[0]!.month, decisionDay[0]!.day)
  if (!/^\s*(?:on|in|as\s+of)\s+$/i.test(sentence.slice(0, first.start))) return null
  if (!/^\s*,/.test(sentence.slice(first.end))) return null
  if (first.precision === 'day' && first.day !== null)
    return first.ambiguousOrder ? null : isoDate(first.year, first.month, first.day)
  return first.precision === 'month' ? isoDate(first.year, first.month, 1) : null
}

/** A decision told in the sentence: "approved", "complete response letter". */
const DECISION_TOLD = new RegExp(String.raw`\bapproved\b|\b${REFUSAL_LETTER}\b`, 'i')

// What follows a dateline's date: "August 19, 2026 (GLOBE NEWSWIRE) --", "/PRNewswire/", " -- ".
const WIRE_MARKER = new RegExp(
  String.raw`^\s*(?:\/?\s*\(?\s*(?:globe\s*newswire|prnewswire[\w-]*|business\s*wire|${wireServices('accesswire', 'marketwired', 'reuters', 'rttnews')})\s*\)?\s*\/?|--|-\s|\u2013|\u2014)`,
  'i',
)

/**
 * The release date in a press-release dateline ("CAMBRIDGE, Mass., August 19, 2019 (GLOBE NEWSWIRE) --").
 * Used only as a reference for year inference and plausibility when no filing date is known.
 */
export function findDatelineDate(text: string): string | null {
  const head = text.slice(0, 1500)
  for (const mention of findDateMentions(head)) {
    const iso = explicitIso(mention)
    if (iso === null || mention.ambiguousOrder) continue
    if (WIRE_MARKER.test(head.slice(mention.end, mention.end + 40))) return iso
  }
  return null
}
