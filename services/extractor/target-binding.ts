/** What the date grammars (phrase-bindings.ts, move-verbs.ts, decision-frames.ts) say about a date of one sentence. */
import type { DateMention } from './dates.js'

export type TargetRole = 'current' | 'prior' | 'reference'

export interface TargetBinding {
  date: DateMention
  /** The target phrase (or extension verb) the date is bound to; sentence offsets. */
  anchor: { start: number; end: number }
  strength: 'strong' | 'weak'
  role: TargetRole
  /** The sentence itself moves the date ("extended the PDUFA goal date ... to D"). */
  extension: boolean
  /** "new", "updated", "revised" or "now" qualifies the phrase. */
  newModifier: boolean
  /** Hedged: expected, anticipated, potential, would, if ... */
  modal: boolean
  /** Hedged only by an adjective on the target noun ("an anticipated PDUFA date"): no hedge after the agency's acceptance. */
  hedgedByAdjective?: boolean
  /** A move to an earlier date ("moved up", "brought forward"). */
  advance: boolean
  /** The FDA says it will not act by the date ("will not take action ... by the D goal date"): the date has lapsed. */
  lapsed: boolean
  /** The sentence negates the date's verb ("has not set a PDUFA date of D"): held as `negated`, never published. */
  negated?: boolean
  /**
   * A prior date only by the pluperfect ("the FDA had assigned a PDUFA goal date of D"): it still stands unless the text
   * gives the drug another date (candidates.ts).
   */
  pluperfect?: boolean
  /**
   * The date is the object of a move that may come ("may request an extension of the D PDUFA date"): it stands, and the
   * move named beside it does not make it an extension's date.
   */
  mayBeMoved?: boolean
  /**
   * Bound by a standing restatement whose sentence holds no regulatory word ("The Zelvora decision is still D",
   * "Ostrelva's date remains on schedule for D"): only the product the sentence names itself makes it a decision date
   * (target-rules.ts holds it otherwise: "the final investment decision remains D" names none).
   */
  needsProductInSentence?: boolean
  /** The previous date stated in the same sentence ("from D0", "previous ... was D0"). */
  priorDate: DateMention | null
  /**
   * Of a date a list gives the phrase again ("The revised PDUFA dates for X and Y are D1 and D2"): where the phrase itself
   * starts (its anchor is the list's link), so what qualifies the phrase qualifies every date of the list.
   */
  phraseStart?: number
}

/**
 * A binding with the defaults every grammar starts from (strong, the current date, no move, no hedge, no prior): the
 * grammars name only what their reading sets.
 */
export function bindingOf(
  date: DateMention,
  anchor: { start: number; end: number },
  set: Partial<Omit<TargetBinding, 'date' | 'anchor'>> = {},
): TargetBinding {
  return {
    date,
    anchor,
    strength: 'strong',
    role: 'current',
    extension: false,
    newModifier: false,
    modal: false,
    advance: false,
    lapsed: false,
    priorDate: null,
    ...set,
  }
}

export interface SentenceTargets {
  bindings: TargetBinding[]
  /** A target phrase bound to a month, quarter or half only ("PDUFA date in February 2023"). */
  inexactTargets: number
  negatedTargets: number
}
