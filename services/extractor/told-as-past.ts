/**
 * Whether a sentence tells its target date as past: a year-less one is then read back from the filing rather than
 * forward into next year (candidates.ts), and holds as past.
 */
import type { TargetBinding } from './target-binding.js'
import type { DateMention } from './dates.js'
import { moveParticiples } from './lexicon/moves.js'
import { approvingForms, lapseVerbs } from './lexicon/review.js'
import { participlesOf } from './lexicon/assignment.js'
import { closedWords } from './lexicon/function-words.js'
import { determiners } from './lexicon/determiners.js'
import { hedgeWordForms } from './lexicon/hedges.js'
import { receiptVerbs } from './lexicon/products.js'
import { agentDoings, irregularPastDoings } from './lexicon/agents.js'
import { tellingVerbsOf, toldPast } from './lexicon/telling.js'
import { daysBetween } from './calendar-days.js'
import {
  datesOf,
  readingOf,
  type DateReading,
  type DocumentDates,
  type DocumentResolvedDates,
  type DocumentText,
} from './document.js'

/**
 * The date is told as past ("Lorvanta's PDUFA date was Feb. 20; the FDA has not yet acted", "the goal date of March 31
 * lapsed"): a year-less one is read back from the filing, not forward into next year (it then holds as past). "was set
 * for Nov. 14" tells when the setting happened, not the date.
 */
export function toldAsPast(text: string, binding: TargetBinding): boolean {
  const between =
    binding.anchor.end <= binding.date.start
      ? text.slice(binding.anchor.end, binding.date.start)
      : ''
  return (
    // "said that its new target date was Aug. 14": reported speech shifts the tense, a new date still lies ahead.
    (PAST_COPULA.test(between) && !binding.newModifier) ||
    PAST_VERB.test(between) ||
    PAST_AFTER_DATE.test(text.slice(binding.date.end, binding.date.end + 60)) ||
    NOT_YET_ACTED.test(text) ||
    presupposedAsPast(text, binding)
  )
}
const PAST_COPULA = new RegExp(
  String.raw`\b(?:was|were|had\s+been)\b(?!\s+(?:${participlesOf('set', 'assign', 'schedule', 'establish', 'give')}|${moveParticiples(['move', 'extend', 'change', 'reset', 'revise', 'push'])}|confirmed)\b)`,
  'i',
)
/** "lapsed on March 31": the date's own past verb before it. */
const PAST_VERB = new RegExp(String.raw`\b${lapseVerbs('lapsed', 'passed', 'expired')}\b`, 'i')
// "... of July 14 was met with approval", "PDUFA date 7/14 (approved)": the date's own predicate, or its outcome in
// parentheses, tells that it came.
const PAST_AFTER_DATE = new RegExp(
  String.raw`^\s*,?\s*(?:(?:which\s+)?(?:has\s+|had\s+)?(?:${lapseVerbs('passed', 'lapsed', 'expired', 'missed')}|came\s+and\s+went)\b|(?:was|were)\s+(?:met|reached|${lapseVerbs('missed')})\b|\(\s*${approvingForms('approved')}\s*\))`,
  'i',
)
/**
 * The date's own predicate says it passed ("the target date for X passed on D", "X's PDUFA date lapsed on D", "the
 * goal date of D came and went"): a goal date told as gone is lapsed, not live (target-rules.ts). The verb ends the gap
 * (with at most its "on"), or opens what follows the date; "passed its pivotal trial" (a verb with an object) is no lapse.
 */
export function toldLapsed(text: string, binding: TargetBinding): boolean {
  const between =
    binding.anchor.end <= binding.date.start
      ? text.slice(Math.max(binding.anchor.end, binding.date.start - 60), binding.date.start)
      : ''
  return (
    LAPSE_BEFORE_DATE.test(between) ||
    LAPSE_AFTER_DATE.test(text.slice(binding.date.end, binding.date.end + 60))
  )
}
const LAPSE_VERB = String.raw`(?:${lapseVerbs('passed', 'lapsed', 'expired')}|came\s+and\s+went)`
const LAPSE_BEFORE_DATE = new RegExp(
  String.raw`\b(?:has\s+|had\s+)?${LAPSE_VERB}\s+(?:on\s+|as\s+of\s+)?$`,
  'i',
)
const LAPSE_AFTER_DATE = new RegExp(
  String.raw`^\s*(?:for\s+(?:[\w'’-]+\s+){1,3}?)?,?\s*(?:which\s+)?(?:has\s+|had\s+)?${LAPSE_VERB}(?!\s+(?:${determiners('the', 'its', 'their', 'a', 'an')})\b)`,
  'i',
)
const NOT_YET_ACTED =
  /\b(?:has|have)\s+not\s+(?:yet\s+)?(?:acted|taken\s+action|issued)|\b(?:has|have)\s+yet\s+to\s+(?:act|take\s+action|issue)/i

/** "Following the July 14 PDUFA date, ", "After the PDUFA date of July 14, ": a time the rest of the sentence is told from. */
const FOLLOWING_BEFORE = new RegExp(
  String.raw`\b(?:${closedWords('after')}|following)\s+${determiners('the', 'its', 'their')}\s+[^,;:]{0,40}$`,
  'i',
)
/**
 * ", Nembrix Bio launched X", ", the FDA approved X", ", X has received": the clause after a fronted "following the D
 * PDUFA date" in a past tense (its subject at most four words). A plan ("plans to launch", "planned a launch"), an
 * expectation or a hope, in any tense, is not.
 */
const PAST_MAIN_CLAUSE = new RegExp(
  String.raw`^[^,;:]{0,40},\s+(?:[\w'’.-]+\s+){1,4}?(?:${closedWords('has', 'have')}\s+)?(?!${hedgeWordForms('expect', 'anticipate', 'plan', 'intend', 'hope', 'project', 'estimate')}\b)(?:[a-z]{3,}ed|${receiptVerbs('received', 'won', 'got')}|${agentDoings('took')}|${irregularPastDoings('began', 'made', 'brought', 'sold', 'saw', 'held', 'went', 'gave')})\b`,
  'i',
)

/**
 * "Following the July 14 PDUFA date, Nembrix Bio launched X": a date fronted as the time after which the sentence tells
 * a past event is itself past (a year-less one read forward would land in next year).
 */
function presupposedAsPast(text: string, binding: TargetBinding): boolean {
  const first = Math.min(binding.anchor.start, binding.date.start)
  const last = Math.max(binding.anchor.end, binding.date.end)
  return (
    FOLLOWING_BEFORE.test(text.slice(Math.max(0, first - 60), first)) &&
    PAST_MAIN_CLAUSE.test(text.slice(last, last + 120))
  )
}

/**
 * "FDA decision date: May 25 / Kestrel announced May 26 that the FDA asked for a brief delay": a year-less target date
 * that a past event the text tells falls on or shortly after (at most 14 days) is of that event's year, not read a year
 * ahead (a goal date lies at most about eleven months after any announcement of its review, not a year). The event is a day told by a verb of telling in the past right before it ("announced May 26", "said on May
 * 26"), itself on or before the filing. Only when reading the target ahead would put it past that event.
 */
export function beforeAToldEvent(
  doc: DocumentText & DocumentDates & DocumentResolvedDates,
  reading: DateReading,
  /** The target date's own mention: never its own event ("is due to be announced on D"). */
  own: DateMention,
): boolean {
  const ahead = reading.ahead.iso
  const behind = reading.behind.iso
  if (ahead === null || behind === null || ahead === behind || doc.reference === null) return false
  return toldEventsOf(doc).some(({ iso: event, mention }) => {
    if (mention === own || event >= ahead) return false
    const gap = daysBetween(behind, event)
    return gap >= 0 && gap <= 14
  })
}

/** The days of the text's events told in the past, on or before the filing: read once per text (a text of many dates). */
function toldEventsOf(
  doc: DocumentText & DocumentDates & DocumentResolvedDates,
): readonly ToldEvent[] {
  const known = TOLD_EVENTS.get(doc)
  if (known !== undefined) return known
  const events: ToldEvent[] = []
  for (let j = 0; j < doc.sentenceDates.length; j++) {
    const text = doc.sentenceTexts[j] ?? ''
    for (const mention of datesOf(doc, j)) {
      if (mention.precision !== 'day') continue
      if (!TOLD_ON.test(text.slice(Math.max(0, mention.start - 24), mention.start))) continue
      const event = readingOf(doc, j, mention).behindOfFiling.iso
      if (event !== null && doc.reference !== null && event <= doc.reference)
        events.push({ iso: event, mention })
    }
  }
  TOLD_EVENTS.set(doc, events)
  return events
}
interface ToldEvent {
  iso: string
  mention: DateMention
}
const TOLD_EVENTS = new WeakMap<object, readonly ToldEvent[]>()
/** "announced May 26", "said on June 9": a day right after a verb of telling in the past is the telling's. */
export const TOLD_ON = new RegExp(
  String.raw`\b(?<!\b(?:${closedWords('be', 'been', 'being')})\s+)${toldPast(tellingVerbsOf('publishes', 'states', 'quotes', 'informs'))}\s+(?:on\s+)?$`,
  'i',
)
