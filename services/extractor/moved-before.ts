/**
 * A move of a drug's date told the sentence before with no date of its own: "The FDA has extended the goal date of the
 * BLA for X. The PDUFA action date for X is set for D." (KIND_RULES reads the date stated next as the moved one).
 */
import { tellsAcceptance } from './agency-review.js'
import { citesExtension } from './context.js'
import { type Document, datesOf } from './document.js'
import { conditionWords, intentionForms } from './lexicon/hedges.js'
import { scheduleWords } from './lexicon/qualifiers.js'
import type { TargetBinding } from './target-binding.js'
import { modalsOf } from './lexicon/modals.js'
import { TOLD_ON } from './told-as-past.js'

/** "may extend ... if it deems", "expects to extend": a move the sentence supposes or intends, not one told as done. */
const SUPPOSED_MOVE = new RegExp(
  String.raw`\b(?:${conditionWords('if', 'unless', 'whether', 'should')}|${modalsOf('possibility', 'condition')}|${intentionForms('expects', 'plans', 'intends')}\s+to)\b`,
  'i',
)

/** A blank line: a new paragraph, whose date is not the move's (a "Separately, ..." paragraph). */
const PARAGRAPH_BREAK = /\n\s*\n/

/**
 * The sentence right before `sentence`, in the same paragraph, names the drug and tells as done a move of its date with
 * no date of its own; `sentence` sets no date anew (an acceptance that assigns one is a new application's).
 */
export function movedJustBefore(
  doc: Document,
  sentence: number,
  entity: number,
  // Asked for a replaced date (replacedAfterMove): a weekday alone ("shares fell Friday after the FDA extended its review
  // of X") dates the telling or the trading, no goal date of the move's own; and the next paragraph may still tell the
  // replaced date (a held date publishes nothing, where a moved one would publish the new date).
  forReplaced = false,
): boolean {
  const i = sentence - 1
  if (i < 0 || doc.boilerplate[i]) return false
  const before = doc.sentenceTexts[i] ?? ''
  // "(a three month delay of the goal date was announced on D0 ...). X has a PDUFA date of D1": a day the move's sentence
  // gives only as its telling's ("announced on D0") is no date of the move's own.
  if (
    datesOf(doc, i).some(
      (d) =>
        !(forReplaced && d.precision === 'weekday') &&
        !TOLD_ON.test(before.slice(Math.max(0, d.start - 24), d.start)),
    )
  )
    return false
  return (
    citesExtension(before) &&
    !SUPPOSED_MOVE.test(before) &&
    (forReplaced ||
      !PARAGRAPH_BREAK.test(
        doc.text.slice(doc.sentences[i]!.end, doc.sentences[sentence]!.start),
      )) &&
    !tellsAcceptance(doc.sentenceTexts[sentence] ?? '') &&
    (doc.lexicon.mentionsBySentence[i] ?? []).some((m) => m.entity === entity)
  )
}

/**
 * "... the FDA will take an additional three months to review the application for X. Shares had risen ahead of an FDA
 * decision that was expected on or before the PDUFA date of D." (s19 r38): after a move of the drug's date told the
 * sentence before with no date of its own, a date the next sentence gives as a past expectation ("was expected",
 * "had been due", "had expected a decision by") is the date the move replaced, never the new one nor a standing one.
 */
export function replacedAfterMove(
  doc: Document,
  sentence: number,
  text: string,
  binding: TargetBinding,
  entity: number,
): boolean {
  const clause = text.slice(0, binding.date.start).split(/[;:]/).pop()!.slice(-160)
  return PAST_EXPECTATION.test(clause) && movedJustBefore(doc, sentence, entity, true)
}
const PAST_EXPECTATION = new RegExp(
  String.raw`\b(?:(?:was|were|had\s+been)\s+(?:${intentionForms('expected', 'anticipated')}|${scheduleWords('due', 'slated')})|had\s+${intentionForms('expected', 'anticipated')})\b`,
  'i',
)
