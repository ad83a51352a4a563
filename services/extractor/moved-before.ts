/**
 * A move of a drug's date told the sentence before (or a few before, with no date between) with no date of its own: "The FDA has extended the goal date of the
 * BLA for X. The PDUFA action date for X is set for D." (KIND_RULES reads the date stated next as the moved one).
 */
import { tellsAcceptance } from './agency-review.js'
import { citesExtension } from './context.js'
import { type DatedText, type Document, datesOf, drugOfSentence } from './document.js'
import { dateNouns } from './lexicon/date-nouns.js'
import { participlesOf } from './lexicon/assignment.js'
import { conditionWords, intentionForms } from './lexicon/hedges.js'
import { scheduleWords } from './lexicon/qualifiers.js'
import type { TargetBinding } from './target-binding.js'
import { modalsOf } from './lexicon/modals.js'
import { TOLD_ON } from './told-as-past.js'
import { asciiLowerCase } from './name-search.js'

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
export function movedJustBefore(
  doc: Document,
  sentence: number,
  entity: number,
  // Asked for a replaced date (replacedAfterMove): only the sentence right before may tell the move; a weekday alone
  // ("shares fell Friday after the FDA extended its review of X") dates the telling or the trading, no goal date of the
  // move's own; and the next paragraph may still tell the replaced date (a held date publishes nothing, where a moved
  // one would publish the new date).
  forReplaced = false,
): boolean {
  if (tellsAcceptance(doc.sentenceTexts[sentence] ?? '')) return false
  const reach = forReplaced ? 1 : MOVE_REACH
  for (let i = sentence - 1; i >= Math.max(0, sentence - reach); i--) {
    if (doc.boilerplate[i]) return false
    if (
      !forReplaced &&
      PARAGRAPH_BREAK.test(doc.text.slice(doc.sentences[i]!.end, doc.sentences[i + 1]!.start))
    )
      return false
    const before = doc.sentenceTexts[i] ?? ''
    if (writesDateBetween(doc, i, before, forReplaced)) return false
    if (
      citesExtension(before) &&
      !SUPPOSED_MOVE.test(before) &&
      ((doc.lexicon.mentionsBySentence[i] ?? []).some((m) => m.entity === entity) ||
        namesCoined(doc, before, entity))
    )
      return true
    // Only the sentence right before may tell the move when it is a supposed one, or of another drug.
    if (citesExtension(before)) return false
  }
  return false
}

/**
 * A drug the lexicon did not admit, read by its coined name (entity -2 - its first offset in the folded text: "the FDA has
 * extended its review of Zelvora by three months"), named in the move's sentence `before` too: its first word there.
 */
function namesCoined(doc: Document, before: string, entity: number): boolean {
  if (entity > -2) return false
  const head = /^[\p{L}\p{N}][\p{L}\p{N}-]*/u.exec(doc.folded.slice(-2 - entity))?.[0]
  return (
    head !== undefined &&
    head.length >= 3 &&
    asciiLowerCase(before)
      .split(/[^\p{L}\p{N}-]+/u)
      .includes(asciiLowerCase(head))
  )
}

/** How many sentences back a move with no date may be told before the date it moved (movedJustBefore). */
const MOVE_REACH = 3

/**
 * Sentence `i`, read back from a date towards a move with no date of its own, writes a date that stops the reach: any
 * date in the move's own sentence (but a day it gives only as its telling's: "(a three month delay of the goal date was
 * announced on D0 ...). X has a PDUFA date of D1"); in a sentence between that tells no move, only a day ("went public in
 * February", "in anticipation of a July decision": a month, quarter or year alone is the story's, no goal date the move
 * set, s19 r46).
 */
function writesDateBetween(
  doc: DatedText,
  i: number,
  before: string,
  forReplaced: boolean,
): boolean {
  const tellsMove = citesExtension(before)
  return datesOf(doc, i).some(
    (d) =>
      !(forReplaced && d.precision === 'weekday') &&
      (tellsMove || forReplaced || d.precision === 'day') &&
      !TOLD_ON.test(before.slice(Math.max(0, d.start - 24), d.start)),
  )
}

/**
 * The agency's move of a decision told as done (no move supposed) in one of the few sentences before `sentence`, in the
 * same paragraph, with no date of its own and none between but a coarse period (the reach of movedJustBefore, whatever
 * drug it names): the context a bare awaited decision's day takes ("The FDA has delayed its decision on X. [why] Kestrel
 * is now expecting a ruling by D": the ruling awaited is the agency's, decision-frames.ts `awaitedDay`).
 */
export function agencyMoveShortlyBefore(doc: DatedText, sentence: number): boolean {
  for (let i = sentence - 1; i >= Math.max(0, sentence - MOVE_REACH); i--) {
    if (doc.boilerplate[i]) return false
    if (PARAGRAPH_BREAK.test(doc.text.slice(doc.sentences[i]!.end, doc.sentences[i + 1]!.start)))
      return false
    const before = doc.sentenceTexts[i] ?? ''
    if (writesDateBetween(doc, i, before, false)) return false
    if (citesExtension(before)) return !SUPPOSED_MOVE.test(before)
  }
  return false
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

/**
 * "The FDA will not begin the six month review unless it receives the response ... a new PDUFA date will be set by the
 * Agency" (s19 r38): a text that tells the drug's new goal date as still to be set has no standing goal date for it; a
 * date it retells as assigned earlier ("was assigned a new PDUFA date of D") is gone with the cycle it belonged to. The
 * telling sentence names the drug or no other; not a new date supposed ("if the review is extended, a new PDUFA date
 * will be set": the date stands until then).
 */
export function newDateYetToBeSet(doc: Document, sentence: number, entity: number): boolean {
  return tellingsOfDateToBeSet(doc).some(
    (j) => j !== sentence && [undefined, entity].includes(drugOfSentence(doc, j)?.entity),
  )
}
/**
 * The sentences of a document that tell a new goal date as still to be set, found once per document: the rule asks for
 * every candidate date, and scanning the whole text each time made a long filing's reading quadratic in its length.
 */
const dateToBeSetTellings = new WeakMap<Document, readonly number[]>()
function tellingsOfDateToBeSet(doc: Document): readonly number[] {
  let found = dateToBeSetTellings.get(doc)
  if (found === undefined) {
    found = NEW_DATE_TO_BE_SET.test(doc.text)
      ? doc.sentenceTexts.flatMap((t, j) =>
          !doc.boilerplate[j] && NEW_DATE_TO_BE_SET.test(t) && !SUPPOSED_MOVE.test(t) ? [j] : [],
        )
      : []
    dateToBeSetTellings.set(doc, found)
  }
  return found
}
const NEW_DATE_TO_BE_SET = new RegExp(
  String.raw`\bnew\s+(?:(?:${dateNouns('pdufa', 'target', 'goal', 'action')}|\(pdufa\))\s+){1,3}date\s+will\s+be\s+${participlesOf('set', 'assign', 'establish')}\b`,
  'i',
)
