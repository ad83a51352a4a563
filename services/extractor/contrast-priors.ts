/**
 * A move told by contrast, with no move verb: "the FDA had previously set a PDUFA date of D0 for X, but a decision is
 * now expected by D1". The date the clause before calls the earlier one ("previously / originally / initially set",
 * "had set") is the replaced date when the same sentence goes on, past a contrast ("but", "however", "; "), to "now"
 * and another date: D0 is said as a prior (never published as live), so that the "now" date, when read, is the moved
 * one (earlier-priors.ts). A date told that way with no later date in its sentence is left as it was read.
 */
import { type DateMention } from './date-forms.js'
import { closedWords } from './lexicon/function-words.js'
import { assignedParticiples } from './lexicon/assignment.js'
import { dateQualifiers, earlierAdverbs } from './lexicon/qualifiers.js'
import { decisionNouns, decisionVerbs } from './lexicon/review.js'
import { dateNouns, dateNounsOf, deadlineNouns } from './lexicon/date-nouns.js'

/**
 * The clause before the date tells it as the earlier one: "had previously set a PDUFA date of ", "originally assigned
 * a goal date of ", "had set a target action date of ", "was initially scheduled for ". Bounded to the clause (no
 * stop, semicolon or contrast word between the adverb and the date).
 */
const TOLD_EARLIER = new RegExp(
  String.raw`(?:\b${earlierAdverbs('previously', 'originally', 'initially')}\s+(?:been\s+)?${assignedParticiples()}|\bhad\s+(?:been\s+)?${assignedParticiples()})\b(?:(?!\b${closedWords('but')}\b)[^.;:]){0,80}$`,
  'i',
)

/** After the date, in the same sentence: a contrast ("but", "however", "; ") and what follows it up to the later date. */
const CONTRAST = new RegExp(
  String.raw`^[^.;:]{0,120}?(?:,?\s*\b(?:${closedWords('but')}|however)\b|;)([^.;:]{0,120})$`,
  'i',
)

/**
 * What follows the contrast tells the later date as the decision's deadline now: "now", and a decision noun or verb or
 * a deadline word ("the decision will now come by ", "the agency now expects to act by ", "the PDUFA date is now ").
 * "but the company now expects to launch by D1" names no decision: D0 stays as it was read.
 */
const NOW = new RegExp(String.raw`\b${dateQualifiers('now')}\b`, 'i')
const DECISION_WORD = new RegExp(
  String.raw`\b(?:${decisionNouns('decision', 'action', 'ruling', 'verdict', 'answer')}|${decisionVerbs('act', 'decide', 'rule')}|${dateNouns('pdufa')}|(?:${dateNounsOf('kind')})\s+${deadlineNouns('date')}|${deadlineNouns('deadline')})\b`,
  'i',
)

/**
 * The date at `date` is the replaced one of a move told by contrast: the clause before tells it as set earlier, and a
 * later date of the same sentence follows a contrast and "now".
 */
export function contrastedEarlierDate(
  text: string,
  date: { start: number; end: number },
  mentions: readonly DateMention[],
): boolean {
  const later = mentions.find((m) => m.start >= date.end && m.precision === 'day')
  if (later === undefined) return false
  if (!TOLD_EARLIER.test(text.slice(Math.max(0, date.start - 160), date.start))) return false
  const tail = CONTRAST.exec(text.slice(date.end, later.start))?.[1]
  return tail !== undefined && NOW.test(tail) && DECISION_WORD.test(tail)
}
