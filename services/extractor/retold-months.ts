/**
 * A decision retold, dated by a month alone: read by outcome-candidates.ts as no news of the filing (held implausible).
 */
import type { DateMention } from './dates.js'
import type { OutcomeEvent } from './outcomes.js'
import { matchesOf } from './regexp-matches.js'
import { MONTH_NAMES } from './lexicon/calendar.js'
import { closedWords } from './lexicon/function-words.js'
import { partsOfDay } from './lexicon/qualifiers.js'
import { receiptVerbs } from './lexicon/products.js'
import { approvingForms } from './lexicon/review.js'

/**
 * "the FDA turned Zelvora down for asthma in March", "In June the agency declined to approve it", "in March 2027": a decision
 * with no day of its own that its clause dates by a month of the filing's year (or a bare month, the last such month up
 * to the filing) two or more months before the filing's month is history, retold, not the news of it: a decision is told
 * within days of it, so a text filed the next month may still be its news ("In October, the FDA approved X", filed
 * November 3), one filed later retells it, whoever it says told it ("Kestrel said it received a CRL in March", filed
 * in May). Not in a sentence that frames it as this text's news ("today", "this week", "has received", "approves"); a
 * day of its own is read by the day (decisionPlausible).
 */
const BARE_MONTH = new RegExp(
  String.raw`\b(?:[Ii]n|[Dd]uring)\s+(?:(?:early|late)[\s-]+|mid-?\s*)?((?:${MONTH_NAMES.map((m) => m[0]!.toUpperCase() + m.slice(1)).join('|')}))\b(?!\.?\s*\d)`,
  'g',
)
const MONTHS_BACK_HISTORY = 2
/** A relative clause or another verb's participle between a decision's words and a month: the month is that verb's. */
const ANOTHER_VERB_BETWEEN = new RegExp(
  String.raw`\b(?:${closedWords('which', 'who', 'whose', 'that', 'after', 'before', 'since', 'following', 'when', 'while')}|where|[a-z]{3,}ed)\b`,
  'i',
)
const DECISION_NEWS = new RegExp(
  String.raw`\b(?:today|this\s+${partsOfDay('morning', 'afternoon', 'evening', 'week')}|(?:has|have)\s+(?:now\s+)?(?:been\s+)?(?:${receiptVerbs('received')}|${approvingForms('approved')}|issued)|${receiptVerbs('receives')}|${approvingForms('approves')})\b`,
  'i',
)
export function toldMonthsBack(
  text: string,
  /** The decision's clause (outcome-candidates.ts, clauseOf) and the date mentions inside it. */
  { start, end }: { start: number; end: number },
  clauseDates: readonly DateMention[],
  reference: string | null,
  event: Pick<OutcomeEvent, 'anchor' | 'decisionDate'>,
): boolean {
  if (reference === null || event.decisionDate !== null || DECISION_NEWS.test(text)) return false
  const year = Number(reference.slice(0, 4))
  const month = Number(reference.slice(5, 7))
  const clause = text.slice(start, end)
  // The month dates the decision's own verb: no other verb or relative clause between them ("approved X, which the
  // company submitted in March" dates the submission).
  const ownMonth = (at: number, to: number) =>
    !ANOTHER_VERB_BETWEEN.test(
      at >= event.anchor.end
        ? text.slice(event.anchor.end, at)
        : text.slice(to, event.anchor.start),
    )
  const bare = matchesOf(BARE_MONTH, clause)
    .filter((m) => ownMonth(start + (m.index ?? 0), start + (m.index ?? 0) + m[0].length))
    .map((m) => (month - (MONTH_NAMES.indexOf(m[1]!.toLowerCase()) + 1) + 12) % 12)
  const written = clauseDates
    .filter((d) => d.precision === 'month' && d.year === year && d.month !== null)
    .filter((d) => ownMonth(d.start, d.end))
    .map((d) => month - d.month!)
  return [...bare, ...written].some((back) => back >= MONTHS_BACK_HISTORY)
}
