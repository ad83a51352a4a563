/**
 * A decision dated only by its weekday, wire copy's and the trade press's way ("Amicus on Friday won approval of X",
 * "the agency rejected X late Thursday", "approved X on Monday"), and a decision told as "a day after" another event
 * the text dates by its weekday ("shares rose on Friday, a day after the company won approval of X").
 *
 * The convention: a weekday bound to a decision told in the past names the latest such weekday on or before the filing
 * date, the filing's own weekday being the filing's day (a same-day story dates the day's news by its weekday; a
 * weekday a week back is written "last Friday" or with its date), so never more than six days back. Only "on" or "late"
 * before the weekday: "by Friday" looks ahead, "this Friday" or "next Friday" is not told as past. Only a weekday in
 * the decision's own clause, right before its verb (the subject and an adjunct between) or after its object with no
 * comma and no other event between: the weekday of a meeting, a vote, shares that moved or an announcement is not the
 * decision's. With no filing date, nothing is read.
 *
 * "Yesterday" is read the same way, in the same places, as the day before the filing date ("the FDA yesterday approved
 * X", "approved X yesterday", "Yesterday, the agency rejected X"): a release's or a report's own day less one.
 */
import { DAY_PARTS, WEEKDAY_NAMES, WEEKDAY_REACH_WORDS } from './lexicon/calendar.js'
import { usAgencyNouns } from './lexicon/agencies.js'
import { MARKET_MOVES, OTHER_EVENTS } from './lexicon/events.js'
import { toldPast, toldPastOrPresent, tellingVerbsOf } from './lexicon/telling.js'
import { decisionAdverbs } from './lexicon/outcome-idioms.js'
import type { ResolvedDate } from './document.js'
import { plusDays, weekdayOf } from './calendar-days.js'

const WEEKDAY = `(${WEEKDAY_NAMES.join('|')})`
/**
 * "on Friday", "late Thursday", or a bare weekday with the part of the day it names ("approved X Friday afternoon":
 * the time of day makes it an adverb of time as "on" does; never after "last", "next" or "this") (group 1: the
 * weekday), or "yesterday" (group 2).
 */
const DAY = String.raw`(?:(?:(?:on|late)\s+|(?<!\b(?:${WEEKDAY_REACH_WORDS})\s+)(?=(?:${WEEKDAY_NAMES.join('|')})\s+(?:${DAY_PARTS})\b))${WEEKDAY}|(${decisionAdverbs('yesterday')}))`

/** A meeting's or a committee's words, and a market's moves (lexicon/events.ts): the weekday of another event. */
const ANOTHER_EVENT = [
  ...Object.entries(OTHER_EVENTS)
    .filter(([, sense]) => sense === 'committee' || sense === 'meeting')
    .map(([word]) => word),
  ...Object.keys(MARKET_MOVES),
  'vote',
  // "received a CRL for X and will meet the agency on Tuesday": a clause still to come, or a meeting, is not the decision.
  'will',
  'would',
  'shall',
  'plans?',
  'expects?',
  'intends?',
  'meets?',
  // "rose on Friday after the FDA approved X": the weekday of the clause the decision's "after" hangs on.
  'after',
  'following',
  'before',
  'ahead',
  'since',
  'when',
  'filings?',
  'shares?',
  'stocks?',
  'trading',
  // "said the FDA approved X in a statement on Friday": the telling's weekday.
  'statements?',
].join('|')

/** What a weekday's clause holds when it is not the decision's: a telling verb, a reported clause, another event. */
const NOT_THE_DECISION = new RegExp(
  String.raw`\b(?:${toldPastOrPresent(['announce', 'report', 'say', 'disclose'])}|${toldPastOrPresent(tellingVerbsOf('informs'))}|that|${ANOTHER_EVENT})\b`,
  'i',
)

/** "on Friday " / "late Thursday, " right before the subject and verb of the decision (≤ 60 characters between). */
const WEEKDAY_BEFORE = new RegExp(String.raw`\b${DAY}\b,?\s+([^\n,;:.#]{0,60})$`, 'i')
/** "... approved X for Y on Monday": after the decision's object, no comma and no other event between. */
const WEEKDAY_AFTER = new RegExp(
  String.raw`^([^\n,;:.#()]{0,100}?)\b${DAY}\b(?!\s*,?\s*(?:the\s+)?\d)`,
  'i',
)
/** "on Wednesday ..., a day after [the company won approval]": the weekday of another event, the decision the day before. */
const DAY_AFTER_A_WEEKDAY = new RegExp(
  String.raw`\bon\s+${WEEKDAY}\b[^\n.;#]{0,100}?,\s+(?:just\s+)?(?:a|one)\s+day\s+after\s+([^\n,;:.#]{0,60})$`,
  'i',
)

const TELLING = String.raw`${toldPastOrPresent(['announce', 'report', 'say', 'disclose', 'confirm'])}|${toldPastOrPresent(tellingVerbsOf('informs'))}`
/** A telling verb right before the weekday: "said on Friday", "announced late Thursday". */
const TOLD_ON = new RegExp(String.raw`\b(?:${TELLING})\s+$`, 'i')
/**
 * "U.S. health regulators said on Tuesday they declined to approve X": the agency telling its own decision tells it the
 * day it makes it, so its weekday is the decision's (a company's telling may come days after the letter).
 */
const AGENCY_TOLD_ON = new RegExp(
  String.raw`\b(?:(?:${usAgencyNouns('fda', 'agency', 'regulator')})s?|food\s+and\s+drug\s+administration)\s+(?:${TELLING})\s+$`,
  'i',
)
/**
 * A telling verb whose object is a clause of the agency's own, its decision verb in the past right after the agency ("said
 * the FDA approved X", "announced that the agency had rejected X"; s20 r51, wire copy's order).
 */
const TOLD_AGENCY_CLAUSE = new RegExp(
  String.raw`\b(?:${TELLING})\s+(?:that\s+)?(?:the\s+)?(?:U\.?S\.?\s+)?(?:(?:${usAgencyNouns('fda', 'agency', 'regulator')})s?|food\s+and\s+drug\s+administration)\s+(?:has\s+|had\s+)?[a-z]+ed\b[^\n,;:.]{0,120}$`,
  'i',
)
/**
 * "The FDA notified the company Thursday that it will not approve X" (crl-patterns.ts NOTICE_OF_REFUSAL): the agency's
 * notice of its own decision is given the day it decides, as its own telling is (AGENCY_TOLD_ON), so the weekday inside
 * the notice is the decision's (s21-decisions).
 */
const AGENCY_NOTICE = new RegExp(
  String.raw`^(?:the\s+)?(?:U\.S\.\s+)?(?:FDA|agency|regulators?|food\s+and\s+drug\s+administration)\s+(?:has\s+|had\s+)?${toldPast(tellingVerbsOf('informs'))}\b[^\n.;]*\bthat\s+(?:it|they)\s+(?:will|would)\s+not\s+approve\b`,
  'i',
)
/** A telling verb right after a weekday ("on Friday announced that it has cleared X"). */
const TELLING_NEXT = new RegExp(String.raw`^,?\s+(?:${TELLING})\b`, 'i')
/** A telling verb in the decision's clause before it ("Kestrel announced the FDA's approval of X"). */
const TELLING_IN_CLAUSE = new RegExp(String.raw`\b(?:${TELLING})\b[^\n,;:.]{0,120}$`, 'i')
/**
 * A weekday within the reading (the agency, its adjunct, its verb): after "on" or "late", or bare, wire style ("the FDA
 * Friday approved X" says what "on Friday" says; the reading holds nothing else a weekday could belong to).
 */
const WEEKDAY_WITHIN = new RegExp(
  String.raw`(?<!\b(?:${WEEKDAY_REACH_WORDS})\s+)\b(?:(?:(?:on|late)\s+)?${WEEKDAY}|(${decisionAdverbs('yesterday')}))\b(?!\s*,?\s*(?:the\s+)?\d)`,
  'i',
)
/** "Kestrel Friday won FDA approval of X": a bare weekday right before the decision's verb, its subject before it. */
const BARE_WEEKDAY_BEFORE = new RegExp(
  String.raw`(?:^|\s)(?!(?:${WEEKDAY_REACH_WORDS})\s)([A-Za-z][\w.'’-]*)\s+${WEEKDAY}\s+$`,
  'i',
)
/**
 * An abbreviation in apposition or in parentheses after the decision's noun or the agency ("a complete response letter,
 * or CRL, from the FDA on Tuesday", "a CRL (CRL) from the U.S. Food and Drug Administration (FDA) late Monday"): no other
 * event, so it is read through to the weekday after it, as are the stops of "U.S.".
 */
const ABBREVIATION_ASIDE = /\s*\([a-z]{0,2}[A-Z]{2,5}\)|,\s+or\s+[a-z]{0,2}[A-Z]{2,5},/g
const US_STOPS = /\bU\.S\./g

/** The day a match names: its weekday's latest on or before `reference`, or "yesterday" (group 2) the day before it. */
function dayNamed(reference: string, m: RegExpExecArray): ResolvedDate | null {
  if (m[2] !== undefined) {
    const iso = plusDays(reference, -1)
    return iso === null ? null : { iso, written: true, yearInferred: false, ambiguous: false }
  }
  return weekdayBefore(reference, m[1]!, 0)
}

/** The latest `weekday` on or before `reference` (ISO), less `back` days. */
function weekdayBefore(reference: string, weekday: string, back: number): ResolvedDate | null {
  const filedOn = weekdayOf(reference)
  if (filedOn === null) return null
  const offset =
    (WEEKDAY_NAMES.indexOf(filedOn) - WEEKDAY_NAMES.indexOf(weekday.toLowerCase()) + 7) % 7
  const iso = plusDays(reference, -(offset + back))
  return iso === null ? null : { iso, written: true, yearInferred: false, ambiguous: false }
}

/**
 * The day a weekday gives the decision told at `anchor` of `text` (its verb phrase), or null. `text` is the sentence,
 * unmasked.
 */
export function weekdayDecisionDate(
  text: string,
  anchor: { start: number; end: number },
  reference: string | null,
): ResolvedDate | null {
  if (reference === null) return null
  // "The FDA on Thursday rejected X", "received a CRL from the FDA late Tuesday for X": the weekday within the reading.
  const before = text.slice(Math.max(0, anchor.start - 200), anchor.start)
  const reading = text.slice(anchor.start, anchor.end)
  const within = WEEKDAY_WITHIN.exec(reading)
  if (within !== null && AGENCY_NOTICE.test(text.slice(anchor.start)))
    return dayNamed(reference, within)
  if (within !== null)
    // "the FDA on Friday announced that it has cleared X": a weekday right before a telling verb is the telling's, the
    // agency's own too (outcome-event.ts AGENCY_TELLS_IT), as one right after it is ("said on Monday it had approved X").
    return TELLING_IN_CLAUSE.test(before + reading.slice(0, within.index)) ||
      TELLING_NEXT.test(reading.slice(within.index + within[0].length))
      ? null
      : dayNamed(reference, within)
  const dayAfter = DAY_AFTER_A_WEEKDAY.exec(before)
  if (dayAfter !== null && !NOT_THE_DECISION.test(dayAfter[2]!))
    return weekdayBefore(reference, dayAfter[1]!, 1)
  const window = before.slice(-90)
  const lead = WEEKDAY_BEFORE.exec(window)
  if (lead !== null)
    // "said on Friday the FDA approved X": the telling's weekday, not the decision's (an outcome announced carries no
    // decision date unless the text dates the decision itself).
    return NOT_THE_DECISION.test(lead[3]!) ||
      (TOLD_ON.test(window.slice(0, lead.index)) &&
        !AGENCY_TOLD_ON.test(window.slice(0, lead.index)))
      ? null
      : dayNamed(reference, lead)
  // "Kestrel Friday won approval of X": the word before the bare weekday is its subject's, never a telling's ("said
  // Friday the FDA approved X") or another event's.
  const bare = BARE_WEEKDAY_BEFORE.exec(window)
  if (bare !== null)
    return NOT_THE_DECISION.test(bare[1]!) ||
      TOLD_ON.test(`${bare[1]!} `) ||
      TELLING_IN_CLAUSE.test(window.slice(0, bare.index))
      ? null
      : weekdayBefore(reference, bare[2]!, 0)
  // "announced the FDA's approval of X late Thursday", "disclosed a CRL for X in a filing on Tuesday": the decision as the
  // object of a telling verb takes the telling's weekday; not a decision told in a clause of its own, the agency its
  // subject ("Kestrel said the FDA approved X on Friday": the weekday after the object is the approval's).
  if (TELLING_IN_CLAUSE.test(before + reading) && !TOLD_AGENCY_CLAUSE.test(before + reading))
    return null
  const after = WEEKDAY_AFTER.exec(
    text
      .slice(anchor.end, anchor.end + 140)
      .replace(ABBREVIATION_ASIDE, '')
      .replace(US_STOPS, 'US'),
  )
  if (after !== null && !NOT_THE_DECISION.test(after[1]!))
    return dayNamed(reference, { ...after, 1: after[2], 2: after[3] } as unknown as RegExpExecArray)
  return null
}
