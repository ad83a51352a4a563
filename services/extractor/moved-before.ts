/**
 * A move of a drug's date told the sentence before (or a few before, with no date between) with no date of its own: "The FDA has extended the goal date of the
 * BLA for X. The PDUFA action date for X is set for D." (KIND_RULES reads the date stated next as the moved one).
 */
import { tellsAcceptance } from './agency-review.js'
import { citesExtension } from './context.js'
import { type Document, datesOf } from './document.js'
import { conditionWords, intentionForms } from './lexicon/hedges.js'
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
 * A sentence shortly before `sentence`, in the same paragraph, names the drug and tells as done a move of its date with
 * no date of its own; `sentence` sets no date anew (an acceptance that assigns one is a new application's). The move is
 * the sentence right before, or one up to three sentences back when none between them writes a date (the trade press
 * tells the move, then why, then the new date: "The FDA is pushing back its review of X by three months. X was hoped
 * for by yesterday. The agency requested more analyses. The decision will now come by D1, when the FDA ...").
 */
export function movedJustBefore(doc: Document, sentence: number, entity: number): boolean {
  if (tellsAcceptance(doc.sentenceTexts[sentence] ?? '')) return false
  for (let i = sentence - 1; i >= Math.max(0, sentence - MOVE_REACH); i--) {
    if (doc.boilerplate[i]) return false
    if (PARAGRAPH_BREAK.test(doc.text.slice(doc.sentences[i]!.end, doc.sentences[i + 1]!.start)))
      return false
    const before = doc.sentenceTexts[i] ?? ''
    // "(a three month delay of the goal date was announced on D0 ...). X has a PDUFA date of D1": a day the move's sentence
    // gives only as its telling's ("announced on D0") is no date of the move's own.
    if (
      datesOf(doc, i).some((d) => !TOLD_ON.test(before.slice(Math.max(0, d.start - 24), d.start)))
    )
      return false
    if (
      citesExtension(before) &&
      !SUPPOSED_MOVE.test(before) &&
      (doc.lexicon.mentionsBySentence[i] ?? []).some((m) => m.entity === entity)
    )
      return true
    // Only the sentence right before may tell the move when it is a supposed one, or of another drug.
    if (citesExtension(before)) return false
  }
  return false
}

/** How many sentences back a move with no date may be told before the date it moved (movedJustBefore). */
const MOVE_REACH = 3
