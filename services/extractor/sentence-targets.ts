/**
 * The target dates of one sentence, read in order: the target phrases and the dates they bind (phrase-bindings.ts), the
 * verbs of moving (move-verbs.ts), the decision frames with no target noun (decision-frames.ts); then what the sentence
 * says of them as a whole: deadlines the agency denies, a move by an amount with no new date, the replaced date stated
 * after the new one.
 */
import { AMOUNT, findCues, frontedConditionEnd, type CueLayer } from './cues.js'
import { type DateMention } from './dates.js'
import { bindDecisionFrames } from './decision-frames.js'
import type { SentenceTargets } from './target-binding.js'
import { deniedDeadlines, expectedToMove, reviewRunsPast } from './lapsed-deadlines.js'
import { ACTIVE_MOVE_VERBS, LENGTHENING_NOUNS } from './lexicon/moves.js'
import { participlesOf } from './lexicon/assignment.js'
import { DECISION_DATE_NAMES, DECISION_DATE_NOUNS, dateNouns } from './lexicon/date-nouns.js'
import { toldPast } from './lexicon/telling.js'
import { closedWords } from './lexicon/function-words.js'
import { decisionVerbs } from './lexicon/review.js'
import { decisionNouns } from './lexicon/review.js'
import { dateQualifiers, earlierAdverbs } from './lexicon/qualifiers.js'
import { foreignTimeZones } from './lexicon/calendar.js'
import type { TargetReading } from './target-reading.js'
import { findPhrases } from './target-phrases.js'
import { maskDates } from './clause-core.js'
import { bindPhrases } from './phrase-bindings.js'
import { ATTRIBUTIVE_LEAD } from './phrase-gaps.js'
import { bindMoveVerbs, EXTENSION_VERB_ANY } from './move-verbs.js'
import { bindMoveNouns } from './move-nouns.js'

// ", from the original goal date of " in "extended to D, from the original goal date of D0": the old date after the new one;
// "The new target action date is D1—pushed back from D0": the move's participle and "from", after a comma or a dash (a
// dash of any length is folded to "-").
const PRIOR_AFTER = new RegExp(
  String.raw`^\s*(?:,|-{1,2})?\s*\(?\s*(?:${closedWords('from', 'versus')}|${ACTIVE_MOVE_VERBS}\s+from|${earlierAdverbs('previously', 'formerly', 'originally')}|replacing|in\s+place\s+of|instead\s+of|rather\s+than|superseding|compared\s+(?:to|with)|vs\.?|up\s+from|(?:(?:\w+|\d+)[- ](?:months?|weeks?|days?)\s+)?later\s+than|(?:\w+|\d+)[- ](?:months?|weeks?|days?)\s+after|(?:an?\s+)?(?:(?:\w+|\d+)[- ](?:months?|weeks?|days?)\s+)?${LENGTHENING_NOUNS}\s+from)\s+(?:the\s+|its\s+|a\s+)?(?:previously\s+(?:${toldPast(['announce', 'disclose'])}|${participlesOf('schedule', 'set', 'assign')})\s+|original(?:ly)?\s+(?:scheduled\s+|assigned\s+|set\s+)?|previous\s+|prior\s+|initial\s+|earlier\s+)?(?:(?:${DECISION_DATE_NOUNS}|review)\s+)*(?:date\s+)?(?:of\s+)?$`,
  'i',
)

const AMOUNT_ONCE = new RegExp(AMOUNT, 'i')

/** " PDUFA target action date" right after a date: the date premodifies the phrase ("the October 28 PDUFA date"). */
const DATE_BEFORE_PHRASE = new RegExp(String.raw`^\s+${DECISION_DATE_NAMES}\b`, 'i')

/** A word every target phrase or decision frame holds: "date", "goal", "deadline", "pdufa", "decision"/"decide", "rule"/"ruling", "act"/"action", "review", "verdict", "respond" (to an application), "a response from / on" (the answer frame). */
// "hear back from the FDA on whether X ... approval" (decision-frame-patterns.ts, HEARS_BACK_AFTER_DAY); "X is up for
// a potential approval on D" (the upFor frame); "approval for X, which is expected from the FDA by D".
const PHRASE_WORD = new RegExp(
  String.raw`date|deadline|${dateNouns('goal', 'pdufa', 'decision', 'review')}|${decisionVerbs('decide', 'respond')}|rul(?:e|ing)|\bregulatory\s+${decisionNouns('judgment')}|\bact|approve\s+or\b|${decisionNouns('verdict', 'answer')}|\b${decisionNouns('response')}\s+(?:from|on)\b|\bhear\s+(?:back\s+)?from\b|\bup\s+for\b|\b${dateQualifiers('expected', 'anticipated')}\s+from\b`,
  'i',
)

/**
 * False when findTargetDates(text, dates) has no binding whatever the dates, so that a caller need not find them: every
 * binding hangs on a target phrase or an extension verb, and blanking dates out (runs of two or more "x") never makes
 * one of their words (none has an "x" but "extend", whose "x" sits between two other letters) nor a word boundary.
 */
export function mayBindTargetDates(text: string): boolean {
  return PHRASE_WORD.test(text) || EXTENSION_VERB_ANY.test(text)
}

/** The most target phrases one sentence is read for (the real passages hold at most a few). */
export const MAX_PHRASES_PER_SENTENCE = 32

/** ", after extending its review by three months": a participial adjunct of the move right after a date. */
const MOVE_AS_REASON_AFTER = /^\s*,\s*(?:after|following)\s+[a-z]+ing\s+[^,;.]{0,60}$/i

/** findCues(sentence), read once, on the first question asked of it. */
function cuesWhenAsked(sentence: string): CueLayer {
  let read: CueLayer | undefined
  let conditionEnd: number | undefined
  // No arrow of its own per sentence (under tsx each costs a __name call): each getter reads the layer in place.
  return {
    get hedges() {
      return (read ??= findCues(sentence)).hedges
    },
    get negations() {
      return (read ??= findCues(sentence)).negations
    },
    get literalHedges() {
      return (read ??= findCues(sentence)).literalHedges
    },
    get literalNegations() {
      return (read ??= findCues(sentence)).literalNegations
    },
    // The fronted condition is one anchored test of its own (findCues reads it the same way): asked alone (a phrase's
    // voice asks it first), it reads no other cue.
    get conditionEnd() {
      return read !== undefined
        ? read.conditionEnd
        : (conditionEnd ??= frontedConditionEnd(sentence))
    },
  }
}

export function findTargetDates(
  text: string,
  dates: readonly DateMention[],
  reviewBefore = false,
  // The sentence right before binds a goal date (decision-frames.ts, datedBefore).
  datedBefore = false,
  // The sentence right before tells the FDA accepted the application (decision-frames.ts, acceptedBefore).
  acceptedBefore = false,
  // The sentence right before tells an NDA or a BLA under review, no agency named (decision-frames.ts, underReviewBefore).
  underReviewBefore = false,
): SentenceTargets {
  const sentence = maskDates(text, dates)
  // Read only when a phrase, a move or a frame asks: most sentences read here (their words only may bind) bind nothing.
  const cues = cuesWhenAsked(sentence)
  // Bounded like a sentence's dates (MAX_DATES_PER_SENTENCE): each phrase looks across the sentence, so a stranger's
  // sentence of thousands of target phrases would be quadratic; real ones hold a handful.
  const phrases = findPhrases(sentence, reviewBefore).slice(0, MAX_PHRASES_PER_SENTENCE)
  const reading: TargetReading = {
    sentence,
    dates,
    cues,
    phrases,
    bindings: [],
    priorDates: new Set<DateMention>(),
    claimed: new Set<DateMention>(),
    inexactTargets: 0,
    negatedTargets: 0,
  }
  bindPhrases(reading)
  bindMoveVerbs(reading)
  bindMoveNouns(reading)
  const { bindings, priorDates, claimed } = reading
  let { inexactTargets } = reading
  const { negatedTargets } = reading

  // Decision frames with no target noun, for the dates no phrase claimed.
  const framed = bindDecisionFrames(
    sentence,
    dates,
    cues,
    claimed,
    reviewBefore,
    datedBefore,
    acceptedBefore,
    underReviewBefore,
  )
  bindings.push(...framed.bindings)
  inexactTargets += framed.inexactTargets

  // "The FDA will not be ready to take an action by D, the PDUFA goal date", "the review will continue beyond the
  // PDUFA date of D": the agency denies acting by the date, so it has lapsed whichever way it was bound (a doubt, "may
  // not", denies nothing).
  const denied = deniedDeadlines(sentence, dates)
  for (const binding of bindings) {
    if (binding.role === 'prior' || binding.lapsed) continue
    // "will not meet the D0 PDUFA date and has set a new goal date of D1": the refusal is the old date's.
    if (
      binding.newModifier &&
      denied.some((d) => d.start < binding.date.start && d !== binding.date)
    )
      continue
    if (
      denied.includes(binding.date) ||
      reviewRunsPast(sentence, binding.date) ||
      expectedToMove(sentence, binding.date)
    )
      binding.lapsed = true
  }
  // "The FDA will not meet the D0 PDUFA date and has set a new goal date of D1": a new date after a date the agency
  // will not meet is where the review moved, from D0.
  for (const binding of bindings) {
    if (!binding.newModifier || binding.lapsed || binding.priorDate !== null) continue
    const refused = bindings.find(
      (b) => b.lapsed && b.role === 'current' && b.date.end <= binding.date.start,
    )
    if (refused === undefined) continue
    binding.priorDate = refused.date
    binding.extension = true
    priorDates.add(refused.date)
  }

  // "The FDA has extended by three months the October 28 PDUFA date", "the goal date of D has been extended by three
  // months": a move by an amount with no date after it names only the date it moves, never the new one.
  const amount = AMOUNT_ONCE.exec(sentence)
  if (amount !== null && EXTENSION_VERB_ANY.test(sentence)) {
    const amountEnd = amount.index + amount[0].length
    // "... by three months the October 28 PDUFA date": a date premodifying the phrase after the amount is the moved one.
    const premodifies = (d: DateMention) =>
      DATE_BEFORE_PHRASE.test(sentence.slice(d.end, d.end + 30))
    if (!dates.some((d) => d.start >= amountEnd && !premodifies(d)))
      for (const binding of bindings)
        if (
          (binding.date.end <= amountEnd || premodifies(binding.date)) &&
          // "... decide on X by D, after extending its review by three months": the move told as the reason of the date
          // before it, in a participial adjunct, made that date; it is the new one.
          !MOVE_AS_REASON_AFTER.test(sentence.slice(binding.date.end, amountEnd))
        )
          binding.role = 'prior'
  }

  // The previous date stated after the new one: "... to 27 April 2021, from 27 January 2021", "(previous ... was 5 April 2020)".
  for (const binding of bindings) {
    if (binding.role !== 'current' || binding.priorDate !== null) continue
    const following = firstDateFrom(dates, binding.date.end)
    if (
      following !== undefined &&
      following.precision === 'day' &&
      PRIOR_AFTER.test(sentence.slice(binding.date.end, following.start))
    ) {
      binding.priorDate = following
      binding.extension = true
      priorDates.add(following)
      // "moved up to D1 from D0": with both dates written, a move to an earlier date is as clear as any other.
      if (binding.advance && binding.role === 'current') binding.strength = 'strong'
      continue
    }
    // "The March 3, 2026 PDUFA date for X has been extended ... to D1": a date no phrase claimed, premodifying the very
    // phrase the move's new date is bound to, is the date it replaced.
    const premodifier = binding.extension
      ? dates.find(
          (d) =>
            d.precision === 'day' &&
            d.end <= binding.anchor.start &&
            /^\s+$/.test(sentence.slice(d.end, binding.anchor.start)) &&
            !claimed.has(d) &&
            !bindings.some((b) => b.date === d) &&
            ATTRIBUTIVE_LEAD.test(sentence.slice(Math.max(0, d.start - 12), d.start)),
        )
      : undefined
    if (premodifier !== undefined) {
      binding.priorDate = premodifier
      priorDates.add(premodifier)
      continue
    }
    const priorBinding = bindings.find((b) => b.role === 'prior' && b !== binding)
    if (priorBinding !== undefined && (binding.extension || binding.newModifier)) {
      binding.priorDate = priorBinding.date
      binding.extension = true
      priorDates.add(priorBinding.date)
    }
  }
  // "a PDUFA date of May 26, 2027 (U.S. time), May 27, 2027 (Japan time)": the same day told again in the time zone of
  // the sponsor's home is no second date.
  const restated = new Set(
    bindings.filter((b) => inAnotherTimeZone(sentence, b.date, dates)).map((b) => b.date),
  )
  // A date the sentence says was replaced is not asserted on its own.
  return {
    bindings: bindings.filter((b) => !priorDates.has(b.date) && !restated.has(b.date)),
    inexactTargets,
    negatedTargets,
  }
}

/** " (Japan time)", " (JST)", ", Korea Standard Time" right after a date: the day in a time zone east of the US. */
const FOREIGN_ZONE_AFTER = new RegExp(
  String.raw`^\s*(?:\((?:[^()]{0,24}?\s)?|,?\s+)(?:${foreignTimeZones('japan', 'tokyo', 'jst', 'korea', 'korean', 'seoul', 'kst', 'beijing', 'cet', 'cest', 'aest', 'aedt')})(?:\s+(?:standard\s+)?time)?\b`,
  'i',
)
const DAY_MS = 86_400_000

/** A day that another day of the sentence, written before it, names in the US: within a day of it. */
function inAnotherTimeZone(
  sentence: string,
  date: DateMention,
  dates: readonly DateMention[],
): boolean {
  if (date.precision !== 'day' || !FOREIGN_ZONE_AFTER.test(sentence.slice(date.end, date.end + 40)))
    return false
  const at = (d: DateMention) =>
    Date.UTC(d.year ?? date.year ?? 2000, (d.month ?? 1) - 1, d.day ?? 1)
  return dates.some(
    (d) =>
      d !== date &&
      d.precision === 'day' &&
      d.end <= date.start &&
      date.start - d.end <= 80 &&
      Math.abs(at(d) - at(date)) <= DAY_MS,
  )
}

/** The first of `dates` starting at or after `after` (a module function: an arrow made per call costs a __name under tsx). */
function firstDateFrom(dates: readonly DateMention[], after: number): DateMention | undefined {
  return dates.find((d) => d.start >= after)
}
