/**
 * Whether a decision a sentence tells is history rather than this filing's news: dated more than four months back, in
 * an earlier calendar or fiscal year, told in the pluperfect, on an old day of its own lines, or a year or more back in
 * its clause (outcome-candidates.ts holds it back as retold). Split from outcome-candidates.ts along this seam, verbatim.
 */
import { daysBetween } from './calendar-days.js'
import type { DateMention } from './dates.js'
import { type OutcomeEvent } from './outcomes.js'
import { type Document, type ResolvedDate, datesOf, readingOf } from './document.js'
import { closedWords } from './lexicon/function-words.js'
import { matchesOf } from './regexp-matches.js'
import { earlierAdverbs, pastYears } from './lexicon/qualifiers.js'
import { messageNouns, tellingVerbsOf, toldPast, toldPastOrPresent } from './lexicon/telling.js'

/** A decision more than four months before the filing is not the news of it. */
const MAX_DECISION_BEHIND_DAYS = 120

export function decisionPlausible(date: ResolvedDate, reference: string | null): boolean {
  if (date.iso === null) return false
  if (reference === null) return true
  const behind = daysBetween(date.iso, reference)
  return behind >= -2 && behind <= MAX_DECISION_BEHIND_DAYS
}

/**
 * A decision with no day of its own dated only by a month or a year before the filing's year ("received a CRL for X in
 * 2022"), or by a part of such a year told after its words ("approved X for psoriasis in the fourth quarter of 2024"; one
 * before them may be another event's: "worked through a letter issued in late 2023 as the FDA has approved X"): history.
 * Another verb's day in the same clause ("approved X for psoriasis in 2024 and accepted the sBLA on January 5, 2027")
 * dates that verb, not the decision; the decision's own day ("approved X on January 5, 2027, adding to its 2024
 * approval") is read instead.
 */
export function datedInAnEarlierYear(
  dates: readonly DateMention[],
  reference: string | null,
  event: Pick<OutcomeEvent, 'anchor' | 'decisionDate'>,
): boolean {
  if (reference === null || event.decisionDate !== null) return false
  const year = Number(reference.slice(0, 4))
  return dates.some(
    (d) =>
      (d.precision === 'year' ||
        d.precision === 'month' ||
        ((d.precision === 'quarter' || d.precision === 'half') &&
          d.explicitYear &&
          d.start >= event.anchor.end)) &&
      d.year !== null &&
      d.year < year,
  )
}

/**
 * "approved X for psoriasis in fiscal 2024", "in fiscal year 2024": a fiscal year no date form reads, after the decision's
 * words in its clause, two years or more before the filing's: history, as a calendar year is (a fiscal year named by the
 * year it starts in, April to March, may end in the filing's year, so the year before is not counted; a decision with a
 * day of its own is read by its day).
 */
const FISCAL_YEAR = /\bin\s+fiscal\s+(?:year\s+)?((?:19|20)\d{2})\b/gi
export function toldInAnEarlierFiscalYear(
  text: string,
  event: Pick<OutcomeEvent, 'anchor' | 'decisionDate'>,
  reference: string | null,
): boolean {
  if (reference === null || event.decisionDate !== null) return false
  const { end } = clauseOf(text, event.anchor)
  const year = Number(reference.slice(0, 4))
  return matchesOf(FISCAL_YEAR, text.slice(event.anchor.end, end)).some(
    (m) => Number(m[1]) < year - 1,
  )
}

/**
 * "The FDA had approved X for psoriasis", "X had received a complete response letter": the pluperfect places a decision
 * before another past time, as the text's history, unless a verb of telling or the news told carries it as reported news
 * ("announced that the FDA had approved X", "said it had received a CRL", "responded to the news that the FDA had approved
 * X"). Read from the auxiliary right before the decision's words (or
 * inside them: "the FDA had approved") to the decision's end, of a decision with no day of its own (a day bound to it is
 * measured against the filing date as any other).
 */
const PLUPERFECT = String.raw`\b${closedWords('had')}\s+(?:${earlierAdverbs('previously', 'already', 'first', 'originally', 'initially')}\s+)?(?:${closedWords('been')}\s+)?`
const PLUPERFECT_BEFORE = new RegExp(String.raw`${PLUPERFECT}$`, 'i')
/** The auxiliary inside the decision's words, before its verb ("the FDA had approved"). */
const PLUPERFECT_INSIDE = new RegExp(String.raw`${PLUPERFECT}[a-z]+\b`, 'i')
const TELLING_BEFORE = new RegExp(
  String.raw`\b(?:${toldPastOrPresent(tellingVerbsOf('publishes', 'states', 'affirms', 'quotes', 'informs'))}|${messageNouns('news', 'announcement', 'report', 'reports', 'word')}\s+${closedWords('that')})\b`,
  'i',
)
export function toldInThePluperfect(text: string, anchor: { start: number; end: number }): boolean {
  const { start } = clauseOf(text, anchor)
  const pluperfect =
    PLUPERFECT_BEFORE.test(text.slice(Math.max(start, anchor.start - 40), anchor.start)) ||
    PLUPERFECT_INSIDE.test(text.slice(Math.max(anchor.start, anchor.end - 40), anchor.end))
  // The telling may be the decision's own words ("the FDA said on Monday it had approved X": AGENCY_TO_VERB).
  return pluperfect && !TELLING_BEFORE.test(text.slice(0, anchor.end))
}

/**
 * "On May 6, 2009, the Company announced that the FDA had approved X", in a later year's report: a decision with no day
 * of its own, told by a telling verb dated more than four months before the filing, is as old as its telling (a
 * decision is never told before it is made). Only the day of a fronted "On D, <teller> <verb> that" reads so.
 */
const TELLING_AFTER_DAY = new RegExp(
  String.raw`^,?\s+(?:[\w’'.&-]+\s+){1,5}?(?:had\s+|has\s+)?${toldPast(tellingVerbsOf('publishes', 'states', 'affirms'))}\s+(?:that\s+)?`,
  'i',
)
/**
 * The lines of a sentence that tell its decision, in a text with no filer given: up to the end of the decision's line when
 * the sentence runs on to a line that opens with a capital ("FDA denied approval for Belmidex ... on May 9, 2026-\nKestrel
 * Bio Inc."): a calendar's next row, whose sponsor is no owner of this decision. A wrapped line that goes on in lower case
 * or opens a parenthesis ("\n(a product of Ironbridge Pharma)") is the decision's own.
 */
export function ownDecisionLines(doc: Document, text: string, anchorEnd: number): string {
  if (doc.lexicon.filerNames.length > 0) return text
  const newline = text.indexOf('\n', anchorEnd)
  return newline >= 0 && NEXT_ROW_LINE.test(text.slice(newline + 1)) ? text.slice(0, newline) : text
}
const NEXT_ROW_LINE = /^[ \t\u00a0]*[A-Z]/

export function toldOnAnOldDay(
  doc: Document,
  i: number,
  text: string,
  event: OutcomeEvent,
): boolean {
  if (event.decisionDate !== null || doc.reference === null) return false
  return datesOf(doc, i).some((d) => {
    if (d.precision !== 'day' || d.end > event.anchor.start) return false
    if (!/\bon\s+$/i.test(text.slice(Math.max(0, d.start - 4), d.start))) return false
    const between = text.slice(d.end, event.anchor.start)
    const told = TELLING_AFTER_DAY.exec(between)
    // The telling verb opens the decision's clause: nothing but its subject between "that" and the decision's words.
    if (told === null || between.length - told[0].length > 40) return false
    const iso = readingOf(doc, i, d).behindOfFiling.iso
    return iso !== null && daysBetween(iso, doc.reference!) > MAX_DECISION_BEHIND_DAYS
  })
}

/** Where a sentence's clauses part: a semicolon, or a comma before a coordinating conjunction. */
const CLAUSE_BOUNDARY = new RegExp(
  String.raw`;|,\s+${closedWords('and', 'but', 'while', 'whereas')}\s`,
  'gi',
)

/**
 * The dates of the clause that tells a decision: "In 2024 the FDA approved X for narcolepsy, and it is now reviewing an
 * sNDA with a PDUFA date of D" dates the approval by its year alone, whatever day the next clause gives.
 */
export function clauseDates(
  text: string,
  dates: readonly DateMention[],
  anchor: { start: number; end: number },
): DateMention[] {
  const { start, end } = clauseOf(text, anchor)
  return dates.filter((d) => d.start >= start && d.end <= end)
}

/** "The FDA rejected the company's vaccine last year": a decision its clause dates a year or more back is history. */
const PAST_YEAR = new RegExp(
  String.raw`\b${pastYears('last year', 'a year ago', 'years ago', 'the previous year', 'the prior year')}\b`,
  'i',
)
export function toldAYearBack(text: string, anchor: { start: number; end: number }): boolean {
  const { start, end } = clauseOf(text, anchor)
  return PAST_YEAR.test(text.slice(start, end))
}

/** The clause of a sentence that holds a decision's words (CLAUSE_BOUNDARY). */
export function clauseOf(
  text: string,
  anchor: { start: number; end: number },
): { start: number; end: number } {
  let start = 0
  let end = text.length
  for (const m of matchesOf(CLAUSE_BOUNDARY, text)) {
    const at = m.index ?? 0
    if (at + m[0].length <= anchor.start) start = at + m[0].length
    else if (at >= anchor.end) {
      end = at
      break
    }
  }
  return { start, end }
}
