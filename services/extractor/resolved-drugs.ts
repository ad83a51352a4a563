/**
 * The drugs layer: which drug each fact the proposals hold is about, read once from the drug lexicon after it is built
 * (drug-resolution.ts), before any candidate is read: each target date a sentence binds, each decision it tells, and
 * each sentence itself, read from its start (the drug a sentence that tells a move or a resubmission, a table's row or a
 * letter's content is about). With them, the last resort a reading may fall back on (coined-names.ts), read only for the
 * sentences whose readings may: a goal date the lexicon gives no drug, a decision whose drug the lexicon takes from
 * another sentence, a "respectively" list around which the lexicon reads no name. Which of these a candidate takes (a
 * "respectively" pairing, the coined word) is the candidate's reading (candidates.ts).
 */
import {
  takenFromAnotherSentence,
  type CoinedNames,
  type DocumentDrugs,
  type LexiconText,
} from './document.js'
import { coinedNameNear, coinedNamesInOrder, coinedWordsOf } from './coined-names.js'
import { headingDrug, resolveDrug, soleApplicationObject } from './drug-resolution.js'
import { describesItsApplication } from './drug-resolution-shapes.js'
import { headedListItem, itemHeading } from './list-items.js'
import { unlessNamedUnread } from './ownership.js'
import { dateNouns, deadlineNouns } from './lexicon/date-nouns.js'
import type { ResolvedDrug } from './drug-resolution.js'
import { COMPANY_TOKENS } from './company-names.js'
import { escapeRegExp } from './name-search.js'
import { toldPastOrPresent } from './lexicon/telling.js'

/** "said", "announces", "reported": the verbs a company or a person is the subject of. */
const TOLD = toldPastOrPresent(['say', 'announce', 'report', 'state', 'note'])
import { DEFINITE_DETERMINERS } from './lexicon/determiners.js'
import { applicationNouns, BIOLOGICS_LICENSE } from './lexicon/applications.js'
import { productNouns } from './lexicon/products.js'

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
    // Nor does an item of a list of products (list-items.ts): only its own line's coined word.
    if (drugs.includes(null))
      // Nor a date of an application whose product the sentence describes and does not name ("The BLA for our gene therapy
      // for Aromatic L-amino acid deficiency has a PDUFA date of D": no capitalised word of it is that product's name).
      (coined[i] ??= {}).near =
        lexicon.blockNames.has(i) ||
        proposal.bindings.some((b) =>
          describesItsApplication(folded, sentence.start + b.date.start),
        )
          ? null
          : coinedNameNear(
              doc,
              i,
              headedListItem(folded, sentence.start)?.ofProducts === true ||
                itemHeading(folded, sentence.start)?.ofProducts === true
                ? 0
                : 2,
            )
    // A goal date whose drug the lexicon takes from another sentence (a roundup's row: "X Bio's Ostrelva cream is up for an
    // FDA decision on D1. Then, on D2, the FDA decision is due on Y's quelitumab"): the one coined word of its own
    // sentence may be its product (candidates.ts, takenFromAnotherSentence).
    // Only a brand-shaped word, in a sentence that does not refer back to an application or a product named before ("The
    // drug regulator is set to decide on the BLA by D": the BLA is the one the sentence before names).
    if (drugs.some(takenFromAnotherSentence(doc, i)))
      (coined[i] ??= {}).own = REFERS_BACK.test(text) ? null : ownBrandWord(doc, i)
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
      // "• Approved by the FDA on D" under "Zelvora:": the heading's product or none.
      event.headingOnly === true
        ? (headingDrug(folded, sentence.start + event.anchor.start, i) ?? null)
        : resolveDrug(
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

/**
 * "the BLA", "its NDA", "the application", "the drug", "this therapy": a sentence's definite reference to an application
 * or a product another sentence names.
 */
const REFERS_BACK = new RegExp(
  String.raw`\b(?:${DEFINITE_DETERMINERS}|this|that)\s+(?:(?:s?NDA|s?BLA)\b|(?:new\s+drug|${BIOLOGICS_LICENSE})\s+application|${applicationNouns('application', 'resubmission', 'supplement')}\b|${productNouns('drug', 'product', 'therapy', 'medicine', 'candidate')}\b)`,
  'i',
)
/**
 * The one capitalised coined word of a sentence that no slot read (coined-names.ts: brand-shaped, not its first word, not
 * a company's, an agent's, a place's or a person's): "Pellam Bio's Vendrixa gel is up for an FDA decision on D" names
 * Vendrixa. None when the sentence holds two.
 */
function ownBrandWord(doc: LexiconText, sentence: number): ResolvedDrug | null {
  const text = doc.sentenceTexts[sentence] ?? ''
  const start = doc.sentences[sentence]!.start
  const read = doc.lexicon.mentionsBySentence[sentence] ?? []
  const words = new Set(
    coinedWordsOf(doc, text)
      .filter(({ word }) => /^[A-Z]/.test(word))
      .filter(
        (w) =>
          !read.some((m) => m.start <= start + w.start && m.end >= start + w.start + w.word.length),
      )
      // "Pellam Bio's Vendrixa": the word before a company's token ("Bio", "Labs") is the company's.
      .filter(
        (w) =>
          !COMPANY_TOKENS.has(
            /^\s+([\w&]+)/.exec(text.slice(w.start + w.word.length))?.[1]?.toLowerCase() ?? '',
          ),
      )
      .map((w) => w.word)
      // "Kestrel said Monday", "Kestrel's ostravimab": a word the text uses as an agent or an owner elsewhere is a company.
      .filter(
        (word) =>
          !new RegExp(String.raw`\b${escapeRegExp(word)}(?:['’]s|\s+${TOLD})\b`).test(doc.folded),
      ),
  )
  if (words.size !== 1) return null
  const [name] = [...words] as [string]
  // An entity of its own, as coined-names.ts numbers one.
  return { entity: -2 - doc.folded.indexOf(name), name, aliases: [], sentence, via: 'same' }
}

/** Whether the lexicon reads a name in the sentence. */
function namesAny(doc: LexiconText, sentence: number): boolean {
  return (doc.lexicon.mentionsBySentence[sentence] ?? []).length > 0
}
