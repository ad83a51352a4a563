/**
 * A day within a coarse period: whether "March 4, 2027" lies in "the first quarter of 2027", "1H 2027" or "February
 * 2027", so that a period and the day it names in parentheses read as one date. The mentions are the date grammar's
 * (date-forms.ts).
 */
import { ORDINALS, ordinals } from './lexicon/numbers.js'
import type { DateMention } from './date-forms.js'

/** "first", "3rd", "Q1", "2H": the quarter (or half) a period mention's text names, 1-based; null when it names none. */
const PERIOD_INDEX = new RegExp(
  String.raw`\b(${ordinals('first', 'second', 'third', 'fourth')})\b|\b(\d{1,2})(?:st|nd|rd|th)\b|\b[QH]([1-4])|\b([1-4])[QH]`,
  'i',
)

function periodIndex(text: string, count: 2 | 4): number | null {
  const m = PERIOD_INDEX.exec(text)
  if (m === null) return null
  const index =
    m[1] !== undefined
      ? ORDINALS[m[1].toLowerCase() as keyof typeof ORDINALS]
      : Number(m[2] ?? m[3] ?? m[4])
  return index >= 1 && index <= count ? index : null
}

/**
 * The day lies within the period mention: its year (when the period writes one) and its month, quarter, half or year.
 * "a goal date in the first quarter of 2027 (March 4, 2027)": the coarse period and the day it names; a day outside it
 * ("Q1 2027 (May 4, 2027)") is a contradiction, not a reading.
 */
export function dayWithinPeriod(period: DateMention, day: DateMention): boolean {
  if (day.precision !== 'day' || day.year === null || day.month === null) return false
  if (period.year === null || period.year !== day.year) return false
  switch (period.precision) {
    case 'month':
      return period.month === day.month
    case 'quarter': {
      const quarter = periodIndex(period.text, 4)
      return quarter !== null && Math.ceil(day.month / 3) === quarter
    }
    case 'half': {
      // "mid-2027", "early 2027", "end of 2027" name no half to test.
      const half = /\bhalf\b|\b[12]H\b|\bH[12]\b/i.test(period.text)
        ? periodIndex(period.text, 2)
        : null
      return half !== null && Math.ceil(day.month / 6) === half
    }
    case 'year':
      return true
    default:
      return false
  }
}
