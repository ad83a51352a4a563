/**
 * What the target grammars of one sentence share while they bind its dates (sentence-targets.ts): each reading adds
 * bindings and claims dates, the later ones reading what the earlier bound.
 */
import type { CueLayer } from './cues.js'
import type { DateMention } from './dates.js'
import type { Phrase } from './target-phrases.js'
import type { TargetBinding } from './target-binding.js'

export interface TargetReading {
  /** The sentence with its dates blanked out (maskDates). */
  readonly sentence: string
  readonly dates: readonly DateMention[]
  readonly cues: CueLayer
  readonly phrases: readonly Phrase[]
  readonly bindings: TargetBinding[]
  /** Dates the sentence says were replaced: never asserted on their own. */
  readonly priorDates: Set<DateMention>
  /** Dates a phrase or a verb has bound (or read as replaced): no later reading binds them again. */
  readonly claimed: Set<DateMention>
  /** Dates bound with less than a day's precision. */
  inexactTargets: number
  /** Readings said as negated ("has not set a PDUFA date of D"). */
  negatedTargets: number
}
