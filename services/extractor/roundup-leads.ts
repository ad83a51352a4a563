/**
 * A roundup's dated lead: "On D, the agency granted two approvals." followed by sentences that each name one of them,
 * undated ("X received accelerated approval to treat Y"). The lead dates the decisions it counts, as a weekday before the
 * decision's verb dates a wire's ("On Friday, the FDA approved two new drugs."). Only the sentences right after the lead,
 * no more of them than it counts, and only a decision told with no time of its own.
 */
import { type Document, type ResolvedDate, datesOf, readingOf } from './document.js'
import { weekdayDecisionDate } from './weekday-decisions.js'
import { determinersOf } from './lexicon/determiners.js'
import { usAgencyNouns } from './lexicon/agencies.js'
import { productNouns, receiptVerbs } from './lexicon/products.js'
import { decisionStems } from './lexicon/review.js'
import { MONTH_NAMES, WEEKDAY_NAMES } from './lexicon/calendar.js'
import { dateNouns } from './lexicon/date-nouns.js'
import { closedWords } from './lexicon/function-words.js'
import { earlierAdverbs, pastYears } from './lexicon/qualifiers.js'

/**
 * "On July 2, the agency granted two accelerated approvals.", "On Friday the FDA approved three new drugs": the lead's
 * time fronted after "On", the agency, a verb of granting, a count and a plural noun of decisions or products, the
 * sentence ending soon after. The count is a number word or a digit.
 */
const LEAD = new RegExp(
  String.raw`^\s*on\s+(?<when>[^,.;]{3,24}?),?\s+(?:the\s+)?(?:u\.s\.\s+)?(?:${usAgencyNouns('fda', 'agency')}|regulators)\s+(?<verb>${receiptVerbs('granted')}|${decisionStems('approv')}ed|${decisionStems('cleared')})\s+(?<count>${determinersOf('number')}|[1-9])\s+(?:[a-z-]+\s+){0,2}?(?:${decisionStems('approv')}als|${productNouns('drugs', 'products', 'therapies', 'treatments')})\b[^.;]{0,80}[.!]?\s*$`,
  'i',
)
const COUNTS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3 }

/**
 * A decision told with a time of its own: "previously", "in 2024", "In February", "on Tuesday", "last year", "last week",
 * "earlier this month" (a written date is asked apart: `ownDateMention`).
 */
const OWN_TIME = new RegExp(
  String.raw`\b(?:${earlierAdverbs('previously', 'originally', 'initially', 'formerly', 'already', 'recently')}|${pastYears('last year', 'a year ago', 'years ago')}|(?:last|earlier\s+this|this)\s+(?:week|month)|yesterday)\b|\b(?:${closedWords('in', 'on')})\s+(?:(?:19|20)\d\d|${MONTH_NAMES.join('|')}|${WEEKDAY_NAMES.join('|')})\b`,
  'i',
)
/** A date that is the product's goal date, not its decision's: "ahead of its July 10 PDUFA date", "its PDUFA date of D". */
const GOAL_NOUN_AFTER = new RegExp(
  String.raw`^\s+(?:${dateNouns('pdufa', 'target', 'goal', 'action')})\b`,
  'i',
)
const GOAL_NOUN_BEFORE = new RegExp(
  String.raw`\b(?:${dateNouns('pdufa', 'goal', 'action')})\s+date\s+(?:${closedWords('of', 'is', 'was')})\s*$`,
  'i',
)

/** Whether sentence `i` writes a date other than a goal date: "In February, X received approval" has its own time. */
function ownDateMention(doc: Document, i: number, text: string): boolean {
  return datesOf(doc, i).some(
    (m) =>
      !GOAL_NOUN_AFTER.test(text.slice(m.end, m.end + 20)) &&
      !GOAL_NOUN_BEFORE.test(text.slice(Math.max(0, m.start - 30), m.start)),
  )
}

export interface RoundupLead {
  date: ResolvedDate
  /** The lead's sentence, which the decision's quote starts at. */
  sentence: number
}

/** The lead of sentence `i`'s undated approval, if a roundup's dated lead counts it: its day and its sentence. */
export function roundupLeadOf(doc: Document, i: number): RoundupLead | null {
  const text = doc.sentenceTexts[i] ?? ''
  if (OWN_TIME.test(text) || ownDateMention(doc, i, text)) return null
  // The lead is at most as many sentences back as it counts, and every sentence between tells one decision of its own.
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    const lead = leadDate(doc, j)
    if (lead !== null) return i - j <= lead.count ? { date: lead.date, sentence: j } : null
    if (doc.boilerplate[j]) return null
  }
  return null
}

function leadDate(doc: Document, j: number): { date: ResolvedDate; count: number } | null {
  const text = doc.sentenceTexts[j] ?? ''
  const lead = LEAD.exec(text)
  const when = lead?.groups?.['when']
  const verb = lead?.groups?.['verb']
  if (lead === null || when === undefined || verb === undefined) return null
  const count = COUNTS[lead.groups!['count']!.toLowerCase()] ?? Number(lead.groups!['count'])
  if (!(count >= 2)) return null
  const whenStart = lead[0].indexOf(when)
  // A written day: the mention that is the lead's "when" whole.
  const day = datesOf(doc, j).find(
    (m) => m.precision === 'day' && m.start >= whenStart && m.end <= whenStart + when.length,
  )
  if (day !== undefined) {
    const date = readingOf(doc, j, day).behindOfFiling
    return date.iso === null ? null : { date, count }
  }
  // A weekday: read as a decision's weekday before its verb ("On Friday, the FDA approved ...").
  const verbStart = lead[0].indexOf(verb, whenStart + when.length)
  const date = weekdayDecisionDate(
    text,
    { start: verbStart, end: verbStart + verb.length },
    doc.reference,
  )
  return date === null ? null : { date, count }
}
