/**
 * Date grammar, its coarse forms: the written forms of a period that is no calendar day (a month of a year, a quarter, a
 * half or another part of a year, a year alone after its preposition, a weekday with no date), as a table in the shape of
 * date-forms.ts, which holds the forms of a day and the pieces every form is written with. Kept apart because these
 * forms never give a PDUFA date: they are read so that a target phrase bound to one is known as not exact. The scan
 * (dates.ts) runs the day forms first, then these.
 */
import { closedWords } from './lexicon/function-words.js'
import { ordinals } from './lexicon/numbers.js'
import { relativePeriods, WEEKDAY_NAMES } from './lexicon/calendar.js'
import { dateNouns } from './lexicon/date-nouns.js'
import {
  type DateForm,
  FUSED_MONTH_START,
  MONTH,
  MONTH_WORDS,
  S,
  YEAR,
  YEAR_PREPOSITIONS,
  monthOf,
} from './date-forms.js'

// "third" in "the third quarter of 2026", "3rd".
const QUARTER_WORDS = `(?:${ordinals('first', 'second', 'third', 'fourth')}|1st|2nd|3rd|4th)`
// "second" in "the second half of 2026", "2nd".
const HALF_WORDS = `(?:${ordinals('first', 'second')}|1st|2nd)`

export const PERIOD_FORMS: readonly DateForm[] = [
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
  // "Monday is the FDA's action date (PDUFA) for X": a weekday opening its sentence as the subject of "is" before a goal
  // noun, the present tense telling a date still to come (a goal date told as past, "Monday was the PDUFA date", and a
  // weekday of any other event are not read). A day, resolved forward from the filing date; with none, no day.
  {
    pattern: new RegExp(
      String.raw`(?<=^\s*|[.!?]\s+|\n\s*)(${WEEKDAY_NAMES.join('|')})(?=\s+is\s+(?:${closedWords('the', 'its', 'their')}\s+)?(?:(?:u\.s\.\s+)?(?:fda|agency)['’]s\s+)?(?:${dateNouns('pdufa', 'prescription', 'target', 'goal', 'action')})\b)|` +
        // The same copula the other way round, the weekday its complement closing the clause: "The PDUFA date for X is
        // Friday." (not "is Friday, June 13", a written day; not "was Friday").
        String.raw`(?<=\b(?:${dateNouns('pdufa', 'target', 'goal', 'action')})\s+(?:(?:${dateNouns('target', 'goal', 'action')})\s+){0,2}date\b[^.;:]{0,60}?\sis\s+)(${WEEKDAY_NAMES.join('|')})(?=\s*(?:[.;]|$))|` +
        // A week-ahead roundup's heading, the weekday alone on its line ("Sunday\nThe FDA is expected to rule on X"):
        // a day of the week still to come (dated-headings.ts reads it only over an item that tells a scheduled decision).
        String.raw`(?<=(?:^|\n)[ \t]*)(${WEEKDAY_NAMES.join('|')})(?=[ \t]*:?[ \t]*(?:\n|$))`,
      'gi',
    ),
    needs: 'weekday',
    build: (m) => ({
      precision: 'day',
      year: null,
      month: null,
      day: null,
      explicitYear: false,
      ambiguousOrder: false,
      weekdayAhead: WEEKDAY_NAMES.indexOf((m[1] ?? m[2] ?? m[3]!).toLowerCase()),
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
