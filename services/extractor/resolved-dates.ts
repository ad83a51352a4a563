/**
 * The resolved dates layer (pipeline component 3): every date mention of every sentence resolved once, right after the
 * dates layer and before any reading asks: its ISO date, whether its year is written or inferred, whether its numeric
 * order is ambiguous, each way a reading may ask for it (DateReading, document.ts). The readings look their dates up
 * (readingOf, document.ts) and never resolve one.
 */
import { inferIso, plusDays, swapDayAndMonth, weekdayOf } from './calendar-days.js'
import { WEEKDAY_NAMES } from './lexicon/calendar.js'
import { explicitIso, sentenceTimeOf, type DateMention } from './dates.js'
import type {
  DateReading,
  Document,
  DocumentDates,
  DocumentResolvedDates,
  DocumentText,
  ResolvedDate,
  WholeTextDates,
} from './document.js'

/**
 * The resolved dates layer: every date mention of every sentence resolved, before any reading asks (a sentence's readings
 * then look their dates up). A date written with its year and an unambiguous order costs one look; a year-less day four
 * inferences. The whole text's dates it reads are the dates layer's.
 */
export function resolveDates(doc: DocumentText & DocumentDates): DocumentResolvedDates {
  return {
    resolvedDates: doc.sentenceDates.map((dates, i) =>
      dates.length === 0 ? NO_READINGS : readingsOf(doc, dates, doc.sentenceTexts[i] ?? ''),
    ),
  }
}
const NO_READINGS: readonly DateReading[] = []

function readingsOf(
  doc: Pick<DocumentText & DocumentDates, 'reference' | 'wholeText'>,
  dates: readonly DateMention[],
  text: string,
): DateReading[] {
  // The time the sentence gives itself is asked only when it holds a day whose year is read from elsewhere.
  const time = dates.some(yearLessDay) ? sentenceTimeOf(text, dates) : null
  const readings: DateReading[] = []
  for (const mention of dates) {
    const ahead = resolveDate(doc, mention, 'ahead', time)
    // Only a year-less day is read by direction and time; the rest resolves the same every way.
    if (!yearLessDay(mention))
      readings.push({ ahead, behind: ahead, aheadOfFiling: ahead, behindOfFiling: ahead })
    else {
      const behind = resolveDate(doc, mention, 'behind', time)
      readings.push(
        time === null
          ? { ahead, behind, aheadOfFiling: ahead, behindOfFiling: behind }
          : {
              ahead,
              behind,
              aheadOfFiling: resolveDate(doc, mention, 'ahead'),
              behindOfFiling: resolveDate(doc, mention, 'behind'),
            },
      )
    }
  }
  return readings
}

/** A day of a month whose year resolveDate reads from elsewhere (the text, the sentence's time, the filing date). */
function yearLessDay(mention: DateMention): boolean {
  return (
    explicitIso(mention) === null &&
    mention.precision === 'day' &&
    mention.month !== null &&
    mention.day !== null
  )
}

/** The whole text's dates of a document whose sentences ask for them (readDates wrote them). */
function wholeTextOf(doc: Pick<DocumentDates, 'wholeText'>): WholeTextDates {
  if (doc.wholeText === null)
    throw new Error(
      'whole-text dates asked of a text whose sentences hold no mention that reads them',
    )
  return doc.wholeText
}

/**
 * The order a numeric date is read in: the text's own (readNumericOrder); with none to decide, a slashed date
 * ("02/05/2026") the American way, month first, as SEC filers write it, unless the text writes its dates day first in
 * words ("5 February 2026"); a dotted one ("05.02.2026") stays unread.
 */
function numericOrderFor(
  doc: Pick<DocumentDates, 'wholeText'>,
  mention: Pick<DateMention, 'text'>,
): 'month-first' | 'day-first' | null {
  const { numericOrder, slashedOrder } = wholeTextOf(doc)
  if (numericOrder !== null || !mention.text.includes('/')) return numericOrder
  return slashedOrder
}
function resolveDate(
  doc: Pick<Document, 'reference' | 'wholeText'>,
  mention: DateMention,
  direction: 'ahead' | 'behind',
  /** When the sentence says when it happened ("On May 25, 2023, ..."), the year-less dates in it are read from then. */
  sentenceTime: string | null = null,
): ResolvedDate {
  // "Monday is the PDUFA date": the first such weekday on or after the filing date (a date still to come; at most six
  // days ahead).
  if (mention.weekdayAhead !== undefined) {
    const today = doc.reference === null ? null : weekdayOf(doc.reference)
    if (doc.reference === null || today === null || mention.weekdayAhead < 0)
      return { iso: null, written: false, yearInferred: false, ambiguous: false }
    const ahead = (mention.weekdayAhead - WEEKDAY_NAMES.indexOf(today) + 7) % 7
    return {
      iso: plusDays(doc.reference, ahead),
      written: false,
      yearInferred: true,
      ambiguous: false,
    }
  }
  const written = explicitIso(mention)
  if (written !== null && mention.ambiguousOrder) {
    // "10/02/25" is read by the order the text's other numeric dates leave no doubt about.
    const order = numericOrderFor(doc, mention)
    if (order === 'month-first')
      return { iso: written, written: true, yearInferred: false, ambiguous: false }
    if (order === 'day-first')
      return { iso: swapDayAndMonth(written), written: true, yearInferred: false, ambiguous: false }
  }
  if (written !== null)
    return { iso: written, written: true, yearInferred: false, ambiguous: mention.ambiguousOrder }
  if (mention.precision === 'day' && mention.month !== null && mention.day !== null) {
    // "Nov. 14 of next year": the year the text names, counted from the filing's.
    if (mention.relativeYear !== undefined) {
      const now = sentenceTime ?? doc.reference
      if (now === null) return { iso: null, written: false, yearInferred: false, ambiguous: false }
      const year = Number(now.slice(0, 4)) + mention.relativeYear
      const iso = `${year}-${String(mention.month).padStart(2, '0')}-${String(mention.day).padStart(2, '0')}`
      return { iso, written: false, yearInferred: true, ambiguous: false }
    }
    // The same month and day written with its year elsewhere in the text is the same date ("June 27" after "June 27, 2024").
    const suffix = `-${String(mention.month).padStart(2, '0')}-${String(mention.day).padStart(2, '0')}`
    const years = new Set(
      wholeTextOf(doc)
        .written.filter((iso) => iso.endsWith(suffix))
        .map((iso) => iso.slice(0, 4)),
    )
    if (years.size === 1)
      return {
        iso: `${[...years][0]!}${suffix}`,
        written: false,
        yearInferred: true,
        ambiguous: false,
      }
    // Else forward from the time the sentence gives itself, or from the filing date: the first such day on or after it (a
    // target date lies ahead of its disclosure). A later filing that retells an announcement ("On May 25, 2023, we
    // announced a PDUFA date of November 25") is read from the announcement, not from its own date.
    const from = sentenceTime ?? doc.reference
    if (years.size === 0 && from !== null) {
      const iso = inferIso(mention.month, mention.day, from, direction)
      if (iso !== null) return { iso, written: false, yearInferred: true, ambiguous: false }
    }
  }
  return { iso: null, written: false, yearInferred: false, ambiguous: false }
}
