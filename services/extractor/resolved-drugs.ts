/**
 * The drugs layer: which drug each fact the proposals hold is about, read once from the drug lexicon after it is built
 * (drug-resolution.ts), before any candidate is read: each target date a sentence binds, each decision it tells, and
 * each sentence itself, read from its start (the drug a sentence that tells a move or a resubmission, a table's row or a
 * letter's content is about). With them, the last resort a reading may fall back on (coined-names.ts), read only for the
 * sentences whose readings may: a goal date the lexicon gives no drug, a decision whose drug the lexicon takes from
 * another sentence, a "respectively" list around which the lexicon reads no name. Which of these a candidate takes (a
 * "respectively" pairing, the coined word) is the candidate's reading (candidates.ts).
 */
import type { CoinedNames, DocumentDrugs, LexiconText } from './document.js'
import { coinedNameNear, coinedNamesInOrder } from './coined-names.js'
import { resolveDrug, soleApplicationObject } from './drug-resolution.js'
import { unlessNamedUnread } from './ownership.js'
import { dateNouns, deadlineNouns } from './lexicon/date-nouns.js'

/** "The two PDUFA dates are D1 and D2": dates in the plural, which may pair with the products named before. */
const PLURAL_DATES = new RegExp(
  String.raw`\b(?:${deadlineNouns('date', 'deadline')}|${dateNouns('goal')})s\b`,
  'i',
)

/** The drugs layer of a text the pipeline gives no lexicon (no reading asks for a drug). */
export const NO_DRUGS: DocumentDrugs = { ofSentence: [], ofTargets: [], ofOutcomes: [], coined: [] }

export function resolveDrugs(doc: LexiconText): DocumentDrugs {
  const { lexicon, folded, sentences, sentenceTexts } = doc
  const soleObject = soleApplicationObject(lexicon)
  const ofSentence = sentences.map((sentence, i) =>
    resolveDrug(
      lexicon,
      i,
      { start: sentence.start, end: sentence.start },
      folded,
      null,
      soleObject,
    ),
  )
  const ofTargets: Array<Array<ReturnType<typeof resolveDrug>> | undefined> = []
  const ofOutcomes: Array<Array<ReturnType<typeof resolveDrug>> | undefined> = []
  const coined: CoinedNames[] = []
  doc.targetProposals.forEach((proposal, i) => {
    if (proposal === undefined) return
    const sentence = sentences[i]!
    const text = sentenceTexts[i] ?? ''
    const drugs = proposal.bindings.map((binding) =>
      unlessNamedUnread(
        resolveDrug(
          lexicon,
          i,
          { start: sentence.start + binding.date.start, end: sentence.start + binding.date.end },
          folded,
          sentence.start + binding.anchor.end,
          soleObject,
          true,
        ),
        i,
        text,
      ),
    )
    ofTargets[i] = drugs
    // A goal date the lexicon gives no drug falls back on the one coined word near it; a calendar block's label does not
    // (its name is its own line's, never a word of the block above).
    if (drugs.includes(null))
      (coined[i] ??= {}).near = lexicon.blockNames.has(i) ? null : coinedNameNear(doc, i)
    // "D1 and D2, respectively" with no name the lexicon read in the sentence or the one before: the coined names in order
    // (also for plural dates, which candidates.ts pairs only when they refer back: "The two PDUFA dates are D1 and D2").
    if (
      proposal.bindings.length >= 2 &&
      (/\brespectively\b/i.test(text) || PLURAL_DATES.test(text)) &&
      !namesAny(doc, i) &&
      !(i > 0 && namesAny(doc, i - 1))
    )
      for (const at of i > 0 ? [i, i - 1] : [i])
        (coined[at] ??= {}).inOrder = coinedNamesInOrder(doc, at)
  })
  doc.outcomeProposals.events.forEach((events, i) => {
    if (events === undefined) return
    const sentence = sentences[i]!
    const drugs = events.map((event) =>
      resolveDrug(
        lexicon,
        i,
        { start: sentence.start + event.anchor.start, end: sentence.start + event.anchor.end },
        folded,
        null,
        soleObject,
      ),
    )
    ofOutcomes[i] = drugs
    // A decision whose drug the lexicon takes from another sentence: the coined word of its own sentence may be its object.
    if (drugs.some((drug) => drug !== null && drug.sentence !== i))
      (coined[i] ??= {}).own = coinedNameNear(doc, i, 0)
  })
  return { ofSentence, ofTargets, ofOutcomes, coined }
}

/** Whether the lexicon reads a name in the sentence. */
function namesAny(doc: LexiconText, sentence: number): boolean {
  return (doc.lexicon.mentionsBySentence[sentence] ?? []).length > 0
}
