/**
 * A weekly roundup's dated headings: a line that holds a day alone ("Monday, April 30", "Friday, May 4"), then the item
 * under it, which tells an FDA decision as scheduled and writes no day of its own ("Kestrel Bio is scheduled to hear
 * from the FDA its verdict on the sNDA for Zelvora", "The verdict on Halvern's Ostrevan is scheduled to be announced").
 * The heading's day is the item's target date, the item names its product. An item about an advisory committee or any
 * other event, an item that dates itself, and a heading of more than a day (a month, a week's range) make none.
 */
import { type Candidate, targetPlausible } from './candidate-record.js'
import { citesExtension, reportsResubmission } from './context.js'
import { MONTH_WORDS } from './date-forms.js'
import { type Document, datesOf, drugOfSentence, readingOf } from './document.js'
import { WEEKDAY_NAMES } from './lexicon/calendar.js'
import { otherEvents } from './lexicon/events.js'
import { usAgencyNouns } from './lexicon/agencies.js'
import { dateQualifiers, scheduleWords } from './lexicon/qualifiers.js'
import { decisionNouns, decisionVerbs } from './lexicon/review.js'

/** A line that is a day alone, a weekday before it or not: "Monday, April 30", "May 4, 2018", "Thursday, Sept. 3". */
const DAY_LINE = String.raw`[ \t]*(?:(?:${WEEKDAY_NAMES.join('|')}),?[ \t]+)?(?:${MONTH_WORDS})\.?[ \t]+\d{1,2}(?:st|nd|rd|th)?(?:,[ \t]*\d{4})?[ \t]*`
// A week-ahead roundup's heading may be the weekday alone ("Sunday", "Friday:"): the first such day on or after the
// filing's (resolved-dates.ts), never a day told as past.
const WEEKDAY_LINE = String.raw`[ \t]*(?:${WEEKDAY_NAMES.join('|')})[ \t]*:?[ \t]*`
const DAY_LINE_IN_TEXT = new RegExp(String.raw`^(?:${DAY_LINE}|${WEEKDAY_LINE})$`, 'im')
const DAY_LINE_SENTENCE = new RegExp(String.raw`^(?:${DAY_LINE}|${WEEKDAY_LINE})$`, 'i')

/**
 * The item's decision as scheduled: the decision's noun, then (within its clause) "is scheduled / due / expected / set /
 * slated"; "is scheduled to hear from the FDA"; the agency "is scheduled / due / set to decide / rule / act".
 */
const SCHEDULED = String.raw`(?:${dateQualifiers('scheduled', 'expected')}|${scheduleWords('due', 'slated')}|set)`
const SCHEDULED_DECISION = new RegExp(
  String.raw`\b${decisionNouns('decision', 'ruling', 'verdict')}\b[^.;\n]{0,120}?\b(?:is|are)\s+${SCHEDULED}\b|\b${dateQualifiers('scheduled')}\s+to\s+hear\s+(?:back\s+)?from\s+(?:the\s+)?${usAgencyNouns('fda', 'agency', 'regulator')}\b|\b${usAgencyNouns('fda', 'agency', 'regulator')}\s+(?:is\s+)?${SCHEDULED}\s+to\s+${decisionVerbs('decide', 'rule', 'act')}\b|` +
    // "Kestrel awaits FDA verdict on its sNDA", "The regulatory body will rule on X", "The FDA is likely to rule on X".
    String.raw`\bawait(?:s|ing)?\s+(?:an?\s+|the\s+)?${usAgencyNouns('fda', 'agency', 'regulator')}(?:['’]s)?\s+${decisionNouns('decision', 'ruling', 'verdict')}\s+on\b|\b(?:regulatory\s+body|${usAgencyNouns('fda', 'agency', 'regulator')})\s+(?:will|is\s+likely\s+to)\s+${decisionVerbs('decide', 'rule')}\s+on\b`,
  'i',
)
/** A weekday the item names: its own day ("... on Friday"), the heading's only if the heading names the same weekday. */
const ITEM_WEEKDAY = new RegExp(String.raw`\b(?:${WEEKDAY_NAMES.join('|')})\b`, 'i')

/** An item about another event: an advisory committee, a meeting, a readout. */
const OTHER_EVENT = new RegExp(
  String.raw`\b${otherEvents('advisory', 'committee', 'adcomm', 'adcom', 'panel', 'meeting', 'readout', 'topline')}\b`,
  'i',
)

/** Whether the text may hold a dated heading over a scheduled decision (a cheap test before any sentence is read). */
export function laysOutDatedHeadings(folded: string): boolean {
  return DAY_LINE_IN_TEXT.test(folded) && SCHEDULED_DECISION.test(folded)
}

/** The target dates of dated headings: each heading's day, given to the scheduled decision its item tells. */
export function datedHeadingCandidates(doc: Document): Candidate[] {
  const candidates: Candidate[] = []
  for (let i = 0; i + 1 < doc.sentences.length; i++) {
    const heading = doc.sentenceTexts[i] ?? ''
    if (doc.boilerplate[i] || !DAY_LINE_SENTENCE.test(heading)) continue
    const mention = datesOf(doc, i).find((d) => d.precision === 'day')
    const item = doc.sentenceTexts[i + 1] ?? ''
    // The item opens on a line of its own (no more of the heading's line after the day).
    const between = doc.text.slice(doc.sentences[i]!.end, doc.sentences[i + 1]!.start)
    if (mention === undefined || !between.includes('\n')) continue
    if (!SCHEDULED_DECISION.test(item) || OTHER_EVENT.test(item)) continue
    if (datesOf(doc, i + 1).some((d) => d.precision === 'day')) continue
    // A weekday alone heads an item whose next sentence writes a day ("Wednesday / The FDA is set to rule on X. The PDUFA
    // date is Aug. 28."): the written day is the item's, the weekday no more than the roundup's day of mention.
    const further = doc.sentenceTexts[i + 2] ?? ''
    if (
      mention?.weekdayAhead !== undefined &&
      !DAY_LINE_SENTENCE.test(further) &&
      datesOf(doc, i + 2).some((d) => d.precision === 'day')
    )
      continue
    // "Monday, June 8 / The FDA is scheduled to decide on X on Friday": the item dates itself by another weekday of the
    // week; the heading's day is not the decision's (a weekday alone is no written date: left unread).
    const weekday = ITEM_WEEKDAY.exec(item)?.[0].toLowerCase()
    if (weekday !== undefined && !heading.toLowerCase().includes(weekday)) continue
    const date = readingOf(doc, i, mention).aheadOfFiling
    const drug = drugOfSentence(doc, i + 1)
    const itemDrug = drug !== null && drug.sentence === i + 1 ? drug : null
    candidates.push({
      kind: citesExtension(item)
        ? 'date_extended'
        : reportsResubmission(item)
          ? 'resubmission_date_set'
          : 'date_set',
      drug: itemDrug,
      sentence: i,
      quoteStart: doc.sentences[i]!.start,
      quoteEnd: doc.sentences[i + 1]!.end,
      date,
      prior: null,
      dateSpan: { start: mention.start, end: mention.end },
      held: itemDrug === null ? 'no_drug' : null,
      plausible: targetPlausible(date, null, doc.reference),
      indirect: false,
    })
  }
  return candidates
}
