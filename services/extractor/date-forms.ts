import { closedWords, type ClosedWord } from './lexicon/function-words.js'
import { units, populations } from './lexicon/products.js'
import { dateNouns, deadlineNouns, durationUnits } from './lexicon/date-nouns.js'
import { DAY_ORDINALS } from './lexicon/numbers.js'
import { anyOf } from './lexicon/compile.js'
import {
  MONTH_ABBREVIATIONS,
  MONTH_NAMES,
  RELATIVE_PERIODS,
  type RelativePeriod,
  relativePeriods,
  WEEKDAY_ABBREVIATIONS,
  WEEKDAY_NAMES,
} from './lexicon/calendar.js'
import { isCalendarDay } from './calendar-days.js'
/**
 * Date grammar, its forms of a day: every written form of a calendar date a press release uses (and the week named by
 * its first day), with its precision, as a table (`DAY_FORMS`, each form's pattern, what every match of it holds, and the
 * mention it builds), and the pieces every form is written with (a month, a day, a year). The coarse forms (a month, a
 * quarter, a half, a year, a weekday) are period-forms.ts. The scan that runs them over a text and keeps the longest
 * mention is dates.ts.
 *
 * Precision matters more than parsing: a PDUFA date may only come from a `day` mention whose year is
 * written in the text (`explicitYear`). Month-, quarter-, half- and year-only mentions are still found,
 * so that a target phrase bound to them ("PDUFA date in February 2023") is recognised as *not* exact
 * instead of reaching past them to some later exact date.
 */

export type DatePrecision = 'day' | 'week' | 'month' | 'quarter' | 'half' | 'year' | 'weekday'

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
  /**
   * A weekday named as the subject of a goal date's copula ("Monday is the FDA's action date"): the date is still to come,
   * the first such weekday on or after the filing date (resolved-dates.ts); its index in WEEKDAY_NAMES (Monday 0).
   */
  weekdayAhead?: number
}

// The calendar's words are the lexicon's; the files that read them through the date grammar import them from here.
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
export const MONTH = `(${MONTH_WORDS})(?![a-z])\\.?`
// "stillMarch 14, 2027": a capitalised month word fused by the HTML to the lower-case word before it (a tag or an
// entity between them dropped). The case is read as written ("(?-i:)"), whatever the form's flag: "dismay" is no month.
export const FUSED_MONTH_START = '(?<=(?-i:[a-z]))(?=(?-i:[A-Z]))'
// "Tuesday, " / "Thurs.": a weekday, its abbreviation, and the comma after it.
const WEEKDAY = `${anyOf([...WEEKDAY_NAMES, ...Object.keys(WEEKDAY_ABBREVIATIONS)])}\\.?,?`
// "5", "5th", "23rd" (captured): not the hour of "5:30" nor part of a longer number; a colon after it that no digit
// follows ends a label ("March 14: PDUFA date").
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?(?!\\d|:\\d)'
// "2026" (captured), 1900 to 2099, not the start of a longer number.
export const YEAR = '((?:19|20)\\d{2})(?![\\d])'
// "fourth", "twenty-first" (captured): a day written as an ordinal word, not the start of a longer word.
const DAY_WORD = `(${anyOf(Object.keys(DAY_ORDINALS)).replace(/-/g, '[\\s-]')})(?![\\w-])`
// Whitespace inside a date may include a hard line break ("April\n30, 2024").
export const S = '\\s+'
// A month-first date's start: a word boundary (a weekday may lead), or a month word fused to the word before it.
const MONTH_FIRST = `(?:\\b(?:${WEEKDAY}${S})?|${FUSED_MONTH_START})${MONTH}`

export interface DateForm {
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
    | 'pdufa-hyphen'
    | 'quarter'
    | 'half'
    | 'weekday'
    | 'ordinal-of'
  build(m: RegExpExecArray): Omit<DateMention, 'start' | 'end' | 'text'> | null
}

/** "Twenty first" → 21. */
function dayOfWord(token: string | undefined): number {
  return token === undefined ? 0 : (DAY_ORDINALS[token.toLowerCase().replace(/\s+/g, '-')] ?? 0)
}

export function monthOf(token: string | undefined): number | null {
  if (token === undefined) return null
  return MONTH_NUMBER.get(token.toLowerCase().replace(/\.$/, '')) ?? null
}

function dayMention(
  year: number | null,
  month: number | null,
  day: number,
  explicitYear: boolean,
  ambiguousOrder = false,
) {
  if (month === null || !isCalendarDay(year, month, day)) return null
  return { precision: 'day' as const, year, month, day, explicitYear, ambiguousOrder }
}

/** "of next year", ", this year", "last year" right after a year-less day. */
const RELATIVE_YEAR = String.raw`(?:,?\s+(?:of\s+)?(${relativePeriods('this', 'next', 'last')})\s+year\b)?`

function relativeTo<T extends object>(word: string | undefined, mention: T | null): T | null {
  if (mention === null || word === undefined) return mention
  return { ...mention, relativeYear: RELATIVE_PERIODS[word.toLowerCase() as RelativePeriod] }
}

// "in 2019", "during 2020": the words before a year alone.
export const YEAR_PREPOSITIONS: readonly ClosedWord[] = ['in', 'during', 'since', 'by', 'for', 'of']

export const DAY_FORMS: readonly DateForm[] = [
  // Sunday, June 5, 2022 / June 5th, 2022 / June 5 2022 / Jun. 5, 2022
  {
    pattern: new RegExp(`${MONTH_FIRST}${S}${DAY}(?:\\s*,\\s*|${S})${YEAR}`, 'gi'),
    needs: 'month-year',
    build: (m) => dayMention(Number(m[3]), monthOf(m[1]), Number(m[2]), true),
  },
  // March 28 and 29, 2017: two days of one month coordinated, the year written once after the second; the first day
  // takes that year (listed before the year-less form, which reads the same span).
  {
    pattern: new RegExp(
      `${MONTH_FIRST}${S}${DAY}(?=\\s+(?:and|&)\\s+\\d{1,2}(?:st|nd|rd|th)?(?:\\s*,\\s*|${S})${YEAR})`,
      'gi',
    ),
    needs: 'month-year',
    build: (m) => dayMention(Number(m[3]), monthOf(m[1]), Number(m[2]), true),
  },
  // "due by March 28 and 29 respectively", "March 28 and 29, 2017": the second of two coordinated days of one month, its
  // month written only before the first (a later day than the first; not a count: "March 28 and 29 patients").
  {
    pattern: new RegExp(
      `(?<=(?:\\b|${FUSED_MONTH_START})${MONTH}${S}(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:and|&)\\s+)${DAY}(?:(?:\\s*,\\s*|${S})${YEAR})?(?!\\s*(?:%|${units('percent', 'mg')}|${populations('patients')}|${durationUnits('months', 'days', 'years', 'weeks')}))`,
      'gi',
    ),
    needs: 'month-digit',
    build: (m) =>
      Number(m[3]) <= Number(m[2])
        ? null
        : dayMention(
            m[4] === undefined ? null : Number(m[4]),
            monthOf(m[1]),
            Number(m[3]),
            m[4] !== undefined,
          ),
  },
  // Dec.23, 2020 / Sept.15 2027: a month's abbreviation, its period and the day with no space between, as wire
  // calendars print a day. Only an abbreviation (a full name takes no period), the period written, the year written:
  // "No.23, 2020", "Fig.3, 2027" and "vs.4" are no months, and a year-less "Dec.23" is not read.
  {
    pattern: new RegExp(
      `\\b(${MONTH_ABBREVIATIONS.join('|')})\\.${DAY}(?:\\s*,\\s*|${S})${YEAR}`,
      'gi',
    ),
    needs: 'month-year',
    build: (m) => dayMention(Number(m[3]), monthOf(m[1]), Number(m[2]), true),
  },
  // "was approved on Feb.24, to reduce ...": the same glued day with no year, read only after "on" (the day of an act, as
  // a monthly recap of the wire dates each decision); "Table Dec.23" or a bare "Dec.23" stays unread.
  {
    pattern: new RegExp(
      `(?<=\\bon\\s{1,2})(${MONTH_ABBREVIATIONS.join('|')})\\.${DAY}(?![.,]?\\d)(?!\\s*,?\\s*(?:19|20)\\d{2})`,
      'gi',
    ),
    needs: 'month-digit',
    build: (m) => dayMention(null, monthOf(m[1]), Number(m[2]), false),
  },
  // June 5, '22 / Jun. 5 '22: a two-digit year after an apostrophe (a headline's or a slide's year); 20YY.
  {
    pattern: new RegExp(`${MONTH_FIRST}${S}${DAY}(?:\\s*,\\s*|${S})['’](\\d{2})(?![\\d'’])`, 'gi'),
    needs: 'month-digit',
    build: (m) => dayMention(2000 + Number(m[3]), monthOf(m[1]), Number(m[2]), true),
  },
  // the week of March 1, 2027 / week of March 1: a week named by its first day is no day (the decision may fall on any
  // day of it); read as a week so that a target phrase bound to it is recognised as not exact.
  {
    pattern: new RegExp(
      `\\b(?:the${S})?week${S}of${S}${MONTH}${S}${DAY}(?:(?:\\s*,\\s*|${S})${YEAR})?`,
      'gi',
    ),
    needs: 'month-digit',
    build: (m) => {
      const day = dayMention(
        m[3] === undefined ? null : Number(m[3]),
        monthOf(m[1]),
        Number(m[2]),
        m[3] !== undefined,
      )
      return day === null ? null : { ...day, precision: 'week' as const, day: null }
    },
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
  // the fourth of March 2027 / the twenty-first of June, 2027: a day as an ordinal word, "of" after it (without it the
  // word is an order: "the second March 2027 meeting")
  {
    pattern: new RegExp(`\\b(?:the${S})?${DAY_WORD}${S}of${S}${MONTH},?${S}${YEAR}`, 'gi'),
    needs: 'month-year',
    build: (m) => dayMention(Number(m[3]), monthOf(m[2]), dayOfWord(m[1]), true),
  },
  // March fourth, 2027 / March the fourth, 2027: a month, then the day as an ordinal word, then the year
  {
    pattern: new RegExp(`${MONTH_FIRST}${S}(?:the${S})?${DAY_WORD},?${S}${YEAR}`, 'gi'),
    needs: 'month-year',
    // "may second" in running text is a verb and an ordinal.
    build: (m) =>
      m[1] === 'may' ? null : dayMention(Number(m[3]), monthOf(m[1]), dayOfWord(m[2]), true),
  },
  // 05-Jun-2022 / 5-June-2022: the day-month-year of tables and some wires
  {
    pattern: new RegExp(`\\b${DAY}-${MONTH}-${YEAR}`, 'gi'),
    needs: 'month-year',
    build: (m) => dayMention(Number(m[3]), monthOf(m[2]), Number(m[1]), true),
  },
  // 05-Jun-22: the same with a two-digit year, as spreadsheet tables print a day; 20YY.
  {
    pattern: new RegExp(`\\b${DAY}-${MONTH}-(\\d{2})(?![\\d/.-])`, 'gi'),
    needs: 'month-digit',
    build: (m) => dayMention(2000 + Number(m[3]), monthOf(m[2]), Number(m[1]), true),
  },
  // 2022-06-05
  {
    pattern: /\b((?:19|20)\d{2})-(\d{2})-(\d{2})\b/g,
    needs: 'numeric-year',
    build: (m) => dayMention(Number(m[1]), Number(m[2]), Number(m[3]), true),
  },
  // 2022/06/05, 2022.6.5: year first with a slash or a dot, as East Asian issuers write a day; with the year first the
  // order is always year, month, day.
  {
    pattern: /(?<![\d./-])((?:19|20)\d{2})([/.])(\d{1,2})\2(\d{1,2})(?![\d]|[./-]\d)/g,
    needs: 'numeric-year',
    build: (m) => dayMention(Number(m[1]), Number(m[3]), Number(m[4]), true),
  },
  // 06/05/2022, 6/5/2022, 05.06.2022, 06-05-2022. US order first; ambiguous when both parts could be a month. A weekday may
  // lead, as with a month's name ("On Monday 3/2/2027, the FDA approved X": the day is the approval's).
  {
    pattern: new RegExp(
      String.raw`(?:\b${WEEKDAY}${S})?(?<![\d./-])(\d{1,2})([/.-])(\d{1,2})\2((?:19|20)\d{2})(?![\d]|[./-]\d)`,
      'gi',
    ),
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
  // PDUFA Date of 7-8-27, PDUFA date: 8-28-27 (a weekly calendar's shorthand): hyphens and a two-digit year, month first
  // as the slashed pair after the PDUFA noun; 20YY. Only there: a hyphenated run of numbers elsewhere is a code, a score
  // or a range as often as a day.
  {
    pattern: new RegExp(
      String.raw`(?<=\bPDUFA(?:\s+(?:${dateNouns('target', 'goal', 'action')}|${deadlineNouns('date')})\b)*(?:\s+${closedWords('of', 'on', 'is')})?(?:\s*:\s*|\s+))(\d{1,2})-(\d{1,2})-(\d{2})(?![\d%]|[./-]\d)`,
      'gi',
    ),
    needs: 'pdufa-hyphen',
    build: (m) => {
      const first = Number(m[1])
      const second = Number(m[2])
      const year = 2000 + Number(m[3])
      if (first > 12 && second <= 12) return dayMention(year, second, first, true)
      return dayMention(year, first, second, true)
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
  // the sixteenth of April (no year): a day as an ordinal word, "of", a month; "the" before it (without it "a third of
  // March sales" is a share), the year as any year-less day's
  {
    pattern: new RegExp(
      `\\bthe${S}${DAY_WORD}${S}of${S}${MONTH}(?!\\s*,?\\s*(?:19|20)\\d{2})${RELATIVE_YEAR}`,
      'gi',
    ),
    needs: 'ordinal-of',
    build: (m) =>
      m[2] === 'may'
        ? null
        : relativeTo(m[3], dayMention(null, monthOf(m[2]), dayOfWord(m[1]), false)),
  },
]
