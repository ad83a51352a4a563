import { closedWords, type ClosedWord } from './lexicon/function-words.js'
import { wireServices } from './lexicon/non-names.js'
import { units, populations } from './lexicon/products.js'
import { dateNouns, deadlineNouns, durationUnits } from './lexicon/date-nouns.js'
import { ordinals } from './lexicon/numbers.js'
import { anyOf } from './lexicon/compile.js'
import { isRegexSpace } from './text-fold.js'
import {
  MONTH_ABBREVIATIONS,
  MONTH_NAMES,
  RELATIVE_PERIODS,
  type RelativePeriod,
  relativePeriods,
  WEEKDAY_ABBREVIATIONS,
  WEEKDAY_NAMES,
} from './lexicon/calendar.js'
/**
 * Date grammar: every written form of a calendar date a press release uses, with its precision.
 *
 * Precision matters more than parsing: a PDUFA date may only come from a `day` mention whose year is
 * written in the text (`explicitYear`). Month-, quarter-, half- and year-only mentions are still found,
 * so that a target phrase bound to them ("PDUFA date in February 2023") is recognised as *not* exact
 * instead of reaching past them to some later exact date.
 */

export type DatePrecision = 'day' | 'month' | 'quarter' | 'half' | 'year' | 'weekday'

export interface DateMention {
  /** Offsets into the string that was scanned. */
  start: number
  end: number
  text: string
  precision: DatePrecision
  year: number | null
  month: number | null
  day: number | null
  /** The year is written in the mention itself (never inferred). */
  explicitYear: boolean
  /** Numeric day/month order cannot be told apart (06/05/2022: June 5 or 6 May). */
  ambiguousOrder: boolean
  /** A year-less day's year named relative to the text's own ("Nov. 14 of next year": +1; "this year": 0; "last year": -1). */
  relativeYear?: -1 | 0 | 1
}

// The calendar's words are the lexicon's; the files that read them through the date grammar import them from here.
export { MONTH_NAMES, MONTH_ABBREVIATIONS, WEEKDAY_NAMES }

const MONTHS: ReadonlyArray<readonly [string, number]> = [
  ...MONTH_NAMES.map((name, i) => [name, i + 1] as const),
  ...MONTH_ABBREVIATIONS.map(
    (short) => [short, MONTH_NAMES.findIndex((name) => name.startsWith(short)) + 1] as const,
  ),
]
const MONTH_NUMBER = new Map(MONTHS)
/** Every month name and abbreviation as regex alternatives (no group), full names first: "September|...|sept|sep". */
export const MONTH_WORDS = MONTHS.map(([word]) => word).join('|')

// "Sept." / "March": a month name or abbreviation (captured), not the start of a longer word.
const MONTH = `(${MONTH_WORDS})(?![a-z])\\.?`
// "stillMarch 14, 2027": a capitalised month word fused by the HTML to the lower-case word before it (a tag or an
// entity between them dropped). The case is read as written ("(?-i:)"), whatever the form's flag: "dismay" is no month.
const FUSED_MONTH_START = '(?<=(?-i:[a-z]))(?=(?-i:[A-Z]))'
// "Tuesday, " / "Thurs.": a weekday, its abbreviation, and the comma after it.
const WEEKDAY = `${anyOf([...WEEKDAY_NAMES, ...Object.keys(WEEKDAY_ABBREVIATIONS)])}\\.?,?`
// "5", "5th", "23rd" (captured): not the hour of "5:30" nor part of a longer number; a colon after it that no digit
// follows ends a label ("March 14: PDUFA date").
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?(?!\\d|:\\d)'
// "2026" (captured), 1900 to 2099, not the start of a longer number.
const YEAR = '((?:19|20)\\d{2})(?![\\d])'
// Whitespace inside a date may include a hard line break ("April\n30, 2024").
const S = '\\s+'
// A month-first date's start: a word boundary (a weekday may lead), or a month word fused to the word before it.
const MONTH_FIRST = `(?:\\b(?:${WEEKDAY}${S})?|${FUSED_MONTH_START})${MONTH}`

interface DateForm {
  pattern: RegExp
  /**
   * What every match holds (a month name and a digit, a year, or both; a year and digits joined by a slash, dot or
   * hyphen; the word "quarter" or a quarter's code, the word "half" or a year, a weekday's "day"): a text without it is
   * not searched.
   */
  needs:
    | 'month-digit'
    | 'year'
    | 'numeric-year'
    | 'month-year'
    | 'slash-digit'
    | 'pdufa-slash'
    | 'quarter'
    | 'half'
    | 'weekday'
  build(m: RegExpExecArray): Omit<DateMention, 'start' | 'end' | 'text'> | null
}

function monthOf(token: string | undefined): number | null {
  if (token === undefined) return null
  return MONTH_NUMBER.get(token.toLowerCase().replace(/\.$/, '')) ?? null
}

/** Days of each month in a common year. */
const MONTH_LENGTHS: readonly number[] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

function daysInMonth(year: number | null, month: number): number {
  const lengths = MONTH_LENGTHS
  if (month === 2 && year !== null && ((year % 4 === 0 && year % 100 !== 0) || year % 400 === 0))
    return 29
  // Without a year, Feb 29 is accepted: it exists in some year.
  if (month === 2 && year === null) return 29
  return lengths[month - 1] ?? 31
}

function dayMention(
  year: number | null,
  month: number | null,
  day: number,
  explicitYear: boolean,
  ambiguousOrder = false,
) {
  if (month === null || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return null
  return { precision: 'day' as const, year, month, day, explicitYear, ambiguousOrder }
}

// "third" in "the third quarter of 2026", "3rd".
/** "of next year", ", this year", "last year" right after a year-less day. */
const RELATIVE_YEAR = String.raw`(?:,?\s+(?:of\s+)?(${relativePeriods('this', 'next', 'last')})\s+year\b)?`

function relativeTo<T extends object>(word: string | undefined, mention: T | null): T | null {
  if (mention === null || word === undefined) return mention
  return { ...mention, relativeYear: RELATIVE_PERIODS[word.toLowerCase() as RelativePeriod] }
}

const QUARTER_WORDS = `(?:${ordinals('first', 'second', 'third', 'fourth')}|1st|2nd|3rd|4th)`
// "second" in "the second half of 2026", "2nd".
const HALF_WORDS = `(?:${ordinals('first', 'second')}|1st|2nd)`

// "in 2019", "during 2020": the words before a year alone.
const YEAR_PREPOSITIONS: readonly ClosedWord[] = ['in', 'during', 'since', 'by', 'for', 'of']

const FORMS: readonly DateForm[] = [
  // Sunday, June 5, 2022 / June 5th, 2022 / June 5 2022 / Jun. 5, 2022
  {
    pattern: new RegExp(`${MONTH_FIRST}${S}${DAY}(?:\\s*,\\s*|${S})${YEAR}`, 'gi'),
    needs: 'month-year',
    build: (m) => dayMention(Number(m[3]), monthOf(m[1]), Number(m[2]), true),
  },
  // 5 June 2022 / the 1st of August 2020 / Sunday 5 June, 2022
  {
    pattern: new RegExp(
      `\\b(?:${WEEKDAY}${S})?(?:the${S})?${DAY}(?:${S}of)?${S}${MONTH},?${S}${YEAR}`,
      'gi',
    ),
    needs: 'month-year',
    build: (m) => dayMention(Number(m[3]), monthOf(m[2]), Number(m[1]), true),
  },
  // 05-Jun-2022 / 5-June-2022: the day-month-year of tables and some wires
  {
    pattern: new RegExp(`\\b${DAY}-${MONTH}-${YEAR}`, 'gi'),
    needs: 'month-year',
    build: (m) => dayMention(Number(m[3]), monthOf(m[2]), Number(m[1]), true),
  },
  // 2022-06-05
  {
    pattern: /\b((?:19|20)\d{2})-(\d{2})-(\d{2})\b/g,
    needs: 'numeric-year',
    build: (m) => dayMention(Number(m[1]), Number(m[2]), Number(m[3]), true),
  },
  // 06/05/2022, 6/5/2022, 05.06.2022, 06-05-2022. US order first; ambiguous when both parts could be a month.
  {
    pattern: /(?<![\d./-])(\d{1,2})([/.-])(\d{1,2})\2((?:19|20)\d{2})(?![\d]|[./-]\d)/g,
    needs: 'numeric-year',
    build: (m) => {
      const first = Number(m[1])
      const second = Number(m[3])
      const year = Number(m[4])
      if (first > 12 && second <= 12) return dayMention(year, second, first, true)
      if (second > 12 && first <= 12) return dayMention(year, first, second, true)
      return dayMention(year, first, second, true, first !== second)
    },
  },
  // 10/02/25: slashes and a two-digit year (tables, 10-Q notes); 20YY. Same order rules as above.
  {
    pattern: /(?<![\d./-])(\d{1,2})\/(\d{1,2})\/(\d{2})(?![\d]|[./-]\d)/g,
    needs: 'slash-digit',
    build: (m) => {
      const first = Number(m[1])
      const second = Number(m[2])
      const year = 2000 + Number(m[3])
      if (first > 12 && second <= 12) return dayMention(year, second, first, true)
      if (second > 12 && first <= 12) return dayMention(year, first, second, true)
      return dayMention(year, first, second, true, first !== second)
    },
  },
  // PDUFA 3/3, PDUFA date of 3/14, PDUFA: 03/03 (month first, no year): a bare slashed pair is a ratio, a score or a
  // fraction as often as a day, so it is a date only right after the PDUFA noun (and its date words) that names it.
  {
    pattern: new RegExp(
      String.raw`(?<=\bPDUFA(?:\s+(?:${dateNouns('target', 'goal', 'action')}|${deadlineNouns('date')})\b)*(?:\s+${closedWords('of', 'on', 'is')})?(?:\s*:\s*|\s+))(\d{1,2})\/(\d{1,2})(?![\d%]|[./-]\d)`,
      'gi',
    ),
    needs: 'pdufa-slash',
    build: (m) => {
      const first = Number(m[1])
      const second = Number(m[2])
      if (first > 12 && second <= 12) return dayMention(null, second, first, false)
      return dayMention(null, first, second, false)
    },
  },
  // June 5 / Aug. 27 / June 5th (no year); "Nov. 14 of next year", "March 2 this year" (a year relative to the text's)
  {
    pattern: new RegExp(
      `${MONTH_FIRST}${S}${DAY}(?!\\s*,?\\s*(?:19|20)\\d{2})(?!\\s*(?:%|${units('percent', 'mg')}|${populations('patients')}|${durationUnits('months', 'days', 'years', 'weeks')}))${RELATIVE_YEAR}`,
      'gi',
    ),
    needs: 'month-digit',
    build: (m) => {
      // "may 5" in running text is a verb far more often than a month.
      if (m[1] === 'may') return null
      return relativeTo(m[3], dayMention(null, monthOf(m[1]), Number(m[2]), false))
    },
  },
  // 5 June / 23rd April (no year)
  {
    pattern: new RegExp(
      `\\b(?:the${S})?${DAY}(?:${S}of)?${S}${MONTH}(?!\\s*,?\\s*(?:19|20)\\d{2})${RELATIVE_YEAR}`,
      'gi',
    ),
    needs: 'month-digit',
    build: (m) =>
      m[2] === 'may'
        ? null
        : relativeTo(m[3], dayMention(null, monthOf(m[2]), Number(m[1]), false)),
  },
  // February 2023 / Nov. 2022 (month precision)
  {
    pattern: new RegExp(`(?:\\b|${FUSED_MONTH_START})${MONTH},?${S}${YEAR}`, 'gi'),
    needs: 'month-year',
    build: (m) => ({
      precision: 'month',
      year: Number(m[2]),
      month: monthOf(m[1]),
      day: null,
      explicitYear: true,
      ambiguousOrder: false,
    }),
  },
  // second quarter of 2023 / Q2 2023 / 2Q23 / third quarter
  {
    pattern: new RegExp(
      `\\b(?:${QUARTER_WORDS}${S}(?:calendar${S}|fiscal${S})?quarter(?:${S}of)?(?:${S}(?:calendar${S}|fiscal${S})?${YEAR})?|(?:Q[1-4]|[1-4]Q)(?:\\s*'?((?:19|20)\\d{2}|\\d{2}))?)\\b`,
      'gi',
    ),
    needs: 'quarter',
    build: (m) => {
      const written = m[1] ?? m[2]
      const year =
        written === undefined
          ? null
          : written.length === 2
            ? 2000 + Number(written)
            : Number(written)
      return {
        precision: 'quarter',
        year,
        month: null,
        day: null,
        explicitYear: year !== null,
        ambiguousOrder: false,
      }
    },
  },
  // first half of 2023 / 1H 2023 / H2 2023 / mid-2023 / end of 2022 / early 2023
  {
    pattern: new RegExp(
      `\\b(?:${HALF_WORDS}${S}half(?:${S}of)?(?:${S}${YEAR})?|(?:H[12]|[12]H)\\s*${YEAR}|mid-?\\s*${YEAR}|(?:early|late|end${S}of|beginning${S}of|middle${S}of|the${S}end${S}of)${S}${YEAR})`,
      'gi',
    ),
    needs: 'half',
    build: (m) => {
      const year = m.slice(1).find((g) => g !== undefined)
      return {
        precision: 'half',
        year: year ? Number(year) : null,
        month: null,
        day: null,
        explicitYear: Boolean(year),
        ambiguousOrder: false,
      }
    },
  },
  // in 2019 (year only)
  {
    pattern: new RegExp(`\\b${closedWords(...YEAR_PREPOSITIONS)}${S}${YEAR}\\b`, 'gi'),
    needs: 'year',
    build: (m) => ({
      precision: 'year',
      year: Number(m[1]),
      month: null,
      day: null,
      explicitYear: true,
      ambiguousOrder: false,
    }),
  },
  // on Saturday: a weekday with no calendar date
  {
    pattern: new RegExp(
      String.raw`\b(?:${closedWords('on')}|${relativePeriods('this', 'next', 'last')})\s+(?:${WEEKDAY_NAMES.join('|')})\b(?!\s*,?\s*(?:the\s+)?\d|\s*,?\s*(?:${MONTH_WORDS})\b)`,
      'gi',
    ),
    needs: 'weekday',
    build: () => ({
      precision: 'weekday',
      year: null,
      month: null,
      day: null,
      explicitYear: false,
      ambiguousOrder: false,
    }),
  },
]

/** Where the quarter form can match: its word, or (with a digit) a quarter's code ("Q2", "2Q"). */
const QUARTER_CUE = /quarter/i
const QUARTER_CODE_CUE = /q[1-4]|[1-4]q/i
/** Where the half form can match without a year: its word (every other shape of it holds a year). */
const HALF_CUE = /half/i
/** Where the weekday form can match: every weekday's name ends in "day". */
const WEEKDAY_CUE = /day/i
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
 * weekday and its stops, "the", a day and its suffix, "of"; the forms' words around the month are never a month word).
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

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
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

/** The other reading of an ambiguous numeric date: 2025-10-02 <-> 2025-02-10. */
export function swapDayAndMonth(iso: string): string {
  return `${iso.slice(0, 4)}-${iso.slice(8, 10)}-${iso.slice(5, 7)}`
}

export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (m === null) return false
  return dayMention(Number(m[1]), Number(m[2]), Number(m[3]), true) !== null
}

export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round(
    (Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000,
  )
}

/**
 * The year of a month/day written without one, from a reference date (the filing date).
 * Target dates lie ahead of the filing (a little slack for same-week restatements); decisions lie behind it.
 * The result is never treated as written in the text: it is an estimate by construction.
 */
export function inferIso(
  month: number,
  day: number,
  referenceIso: string,
  direction: 'ahead' | 'behind',
): string | null {
  const referenceYear = Number(referenceIso.slice(0, 4))
  const candidates: string[] = []
  for (let year = referenceYear - 1; year <= referenceYear + 2; year++) {
    if (dayMention(year, month, day, true) !== null) candidates.push(isoDate(year, month, day))
  }
  if (direction === 'ahead')
    return candidates.find((iso) => daysBetween(referenceIso, iso) >= -14) ?? null
  return [...candidates].reverse().find((iso) => daysBetween(referenceIso, iso) <= 3) ?? null
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
const DECISION_TOLD = /\bapproved\b|\bcomplete\s+response\s+letter\b|\bCRL\b/i

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
