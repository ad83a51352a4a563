/**
 * A decision frame's replaced deadline told beside it: a fronted participle before the frame ("Originally scheduled for
 * D0, the FDA's decision on X is now expected by D1", frontedPriorDeadline) or an aside inside it ("The FDA's decision
 * on X, originally due D0, is now expected D1", asidePriorDeadline): D0 is the frame's prior. Apart from
 * decision-frames.ts, which binds the frames, because these two read only the earlier date a frame replaces.
 */
import type { DateMention } from './dates.js'
import { closedWords } from './lexicon/function-words.js'
import { earlierAdverbs, dateQualifiers } from './lexicon/qualifiers.js'
import { participlesOf } from './lexicon/assignment.js'
import { DEADLINE } from './decision-frame-patterns.js'

/**
 * "Originally scheduled for D0, the FDA's decision on X is now expected by D1": a fronted participle that calls D0 the
 * decision's earlier deadline, ending at the comma before the frame. D0 is the frame's replaced date.
 */
const FRONTED_PRIOR_DEADLINE = new RegExp(
  String.raw`(?:^|[;:]\s*)${earlierAdverbs('originally', 'previously', 'initially')}\s+(?:${dateQualifiers('expected', 'anticipated', 'scheduled')}|due|slated|${participlesOf('set')})\s+(?:${DEADLINE}|on|for)\s+$`,
  'i',
)

/** The comma that ends a fronted participle, and the article or agency noun before the frame's own words. */
const FRONTED_PRIOR_GAP = new RegExp(
  String.raw`^\s*,\s*(?:${closedWords('the', 'a', 'an')}\s+)?$`,
  'i',
)

/** The date a fronted participle before a frame calls its replaced deadline, when one does. */
export function frontedPriorDeadline(
  sentence: string,
  dates: readonly DateMention[],
  frameStart: number,
  claimed: Set<DateMention>,
): DateMention | null {
  const prior = dates.find(
    (d) =>
      d.end <= frameStart &&
      d.precision === 'day' &&
      !claimed.has(d) &&
      FRONTED_PRIOR_GAP.test(sentence.slice(d.end, frameStart)),
  )
  if (prior === undefined) return null
  return FRONTED_PRIOR_DEADLINE.test(sentence.slice(0, prior.start)) ? prior : null
}

/** ", originally due ", ", previously expected by ": an aside inside a frame that calls the date after it the replaced one. */
const ASIDE_PRIOR_DEADLINE = new RegExp(
  String.raw`,\s+${earlierAdverbs('originally', 'previously', 'initially')}\s+(?:${dateQualifiers('expected', 'anticipated', 'scheduled')}|due|slated|${participlesOf('set')})\s+(?:(?:${DEADLINE}|on|for)\s+)?$`,
  'i',
)

/** "The FDA's decision on X, originally due D0, is now expected D1": the date of the aside inside the frame is its prior. */
export function asidePriorDeadline(
  sentence: string,
  dates: readonly DateMention[],
  frameStart: number,
  current: DateMention,
  claimed: Set<DateMention>,
): DateMention | null {
  return (
    dates.find(
      (d) =>
        d.start > frameStart &&
        d.end <= current.start &&
        d.precision === 'day' &&
        !claimed.has(d) &&
        ASIDE_PRIOR_DEADLINE.test(sentence.slice(Math.max(frameStart, d.start - 60), d.start)),
    ) ?? null
  )
}
