/**
 * The deterministic reading of one text as a pipeline: the components in the order they run, each writing one layer of
 * the document record (document.ts) once; a later component only reads the layers before it. Resolution is a layer too:
 * every date mention and the drug of every fact are resolved once, right after the layers they are read from, so the
 * readings (8) and the decision (10) only look them up. A layer that is costly and that a text rarely needs is skipped
 * by a condition declared here, on layers already written, never filled on first read: a text whose proposals hold no
 * reading (no target date bound, no decision told, no letter's content, no table or list of target dates) gets no
 * candidate whatever its drugs, so it is given no drug lexicon, no drugs layer and no application numbers (the decision
 * step asserts nothing without a candidate); a text with no candidate gets no grounding fold (it gates only candidates'
 * quotes); the whole text's dates are read only when a sentence holds a mention resolved against them (readDates,
 * document.ts); the coined names are read only for the sentences whose readings may fall back on them
 * (resolved-drugs.ts).
 *
 *   1. text        readText: the text without invisible characters, folded, its sentences, boilerplate, reference date
 *   2. dates       readDates: each sentence's date mentions; the whole text's written dates and numeric order, when a
 *                  sentence holds a year-less day or an ambiguous numeric date
 *   3. resolved    resolveDates: each sentence's date mentions resolved (resolveDate: ISO, year inferred or written),
 *      dates       forward and back from the time the sentence gives itself, and from the filing date
 *   4. targets     proposeTargets: per sentence, the dates the grammar binds to a target phrase, move or decision frame
 *   5. outcomes    proposeOutcomes: per sentence, the decisions it tells; with none, a letter's content
 *   6. laid out    laysOutTargets: whether a table column or a headed list may lay out a target date
 *   7. lexicon     buildDrugLexicon, when the text proposes a reading (4-6)
 *   8. drugs       resolveDrugs, under the same condition: each sentence's drug read from its start, each bound target
 *                  date's and told decision's drug (resolveDrug), and the coined name a sentence's reading may fall
 *                  back on, for those sentences only
 *   9. numbers     findApplicationNumbers, under the same condition
 *  10. candidates  targetCandidates, tableCandidates, headedListCandidates, attachEarlierPriors, outcomeCandidates: the
 *                  readings with their drugs, dates and what holds them back, looked up in layers 3 and 8
 *  11. grounding   foldForGrounding of the text, when there is a candidate
 *  12. decide      supersession, grading, the grounding gate, one assertion per fact
 */
import type { Assertion } from '../../schemas/avro/types.js'
import { findApplicationNumbers } from './application-numbers.js'
import {
  attachEarlierPriors,
  outcomeCandidates,
  proposeOutcomes,
  proposeTargets,
  proposesReading,
  targetCandidates,
} from './candidates.js'
import { decide } from './decide.js'
import { readDates, readText, resolveDates, type Document } from './document.js'
import { buildDrugLexicon, type DrugLexicon } from './drug-lexicon.js'
import { NO_DRUGS, resolveDrugs } from './resolved-drugs.js'
import { headedListCandidates, laysOutTargets, tableCandidates } from './table-candidates.js'
import { foldForGrounding } from './text-fold.js'

/** The lexicon of a text the pipeline gives none (it proposes no reading, so nothing reads its drugs). */
const NO_LEXICON: DrugLexicon = {
  entityNames: [],
  mentionsBySentence: [],
  onlyDrug: null,
  featured: null,
  companies: [],
}

/** Components 1-9: every layer of the document record, each written once. */
export function readDocument(
  raw: string,
  referenceDate: string | null | undefined,
  filer: string | null = null,
): Document {
  const read = readText(raw, referenceDate)
  const dated = { ...read, ...readDates(read) }
  const text = { ...dated, ...resolveDates(dated) }
  const targetProposals = proposeTargets(text)
  const outcomeProposals = proposeOutcomes(text)
  const laidOut = laysOutTargets(text)
  const reads =
    laidOut.table || laidOut.headedList || proposesReading({ targetProposals, outcomeProposals })
  const withLexicon = {
    ...text,
    targetProposals,
    outcomeProposals,
    laidOut,
    lexicon: reads ? buildDrugLexicon(text.folded, text.sentences, filer) : NO_LEXICON,
  }
  return {
    ...withLexicon,
    drugs: reads ? resolveDrugs(withLexicon) : NO_DRUGS,
    applications: reads ? findApplicationNumbers(text.folded) : [],
  }
}

/** Components 10-12: the readings of the document, the grounding fold and the decision on them. */
export function readAssertions(doc: Document): Assertion[] {
  const { candidates: sentenceTargets, priors } = targetCandidates(doc)
  const targets = [
    ...sentenceTargets,
    ...(doc.laidOut.table ? tableCandidates(doc) : []),
    ...(doc.laidOut.headedList ? headedListCandidates(doc) : []),
  ]
  attachEarlierPriors(doc, targets, priors)
  const outcomes = outcomeCandidates(doc)
  const candidates = targets.length + outcomes.length > 0
  return decide(
    { ...doc, groundingFolded: candidates ? foldForGrounding(doc.text) : null },
    targets,
    outcomes,
  )
}
