/**
 * The deterministic reading of one text as a pipeline: the components in the order they run, each writing one layer of
 * the document record (document.ts) once; a later component only reads the layers before it. A layer that is costly and
 * that a text rarely needs is skipped by a condition declared here, on layers already written, never filled on first
 * read: a text whose proposals hold no reading (no target date bound, no decision told, no letter's content, no table
 * or list of target dates) gets no candidate whatever its drugs, so it is given no drug lexicon and no application
 * numbers (the decision step asserts nothing without a candidate).
 *
 *   1. text        readText: the text without invisible characters, folded, its sentences, boilerplate, reference date
 *   2. targets     proposeTargets: per sentence, the dates the grammar binds to a target phrase, move or decision frame
 *   3. outcomes    proposeOutcomes: per sentence, the decisions it tells; with none, a letter's content
 *   4. laid out    laysOutTargets: whether a table column or a headed list may lay out a target date
 *   5. lexicon     buildDrugLexicon, when the text proposes a reading (2-4)
 *   6. numbers     findApplicationNumbers, under the same condition
 *   7. candidates  targetCandidates, tableCandidates, headedListCandidates, attachEarlierPriors, outcomeCandidates: the
 *                  readings with their drugs, dates and what holds them back
 *   8. decide      supersession, grading, the grounding gate, one assertion per fact
 *
 * Each sentence's date mentions are found on first need by whichever component asks first (datesOf), as a memo of a pure
 * function of the sentence, so that a sentence no component reads is never read for dates.
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
import { readText, type Document } from './document.js'
import { buildDrugLexicon, type DrugLexicon } from './drug-lexicon.js'
import { headedListCandidates, laysOutTargets, tableCandidates } from './table-candidates.js'

/** The lexicon of a text the pipeline gives none (it proposes no reading, so nothing reads its drugs). */
const NO_LEXICON: DrugLexicon = {
  entityNames: [],
  mentionsBySentence: [],
  onlyDrug: null,
  featured: null,
  companies: [],
}

/** Components 1-6: every layer of the document record, each written once. */
export function readDocument(
  raw: string,
  referenceDate: string | null | undefined,
  filer: string | null = null,
): Document {
  const text = readText(raw, referenceDate)
  const targetProposals = proposeTargets(text)
  const outcomeProposals = proposeOutcomes(text)
  const laidOut = laysOutTargets(text)
  const reads =
    laidOut.table || laidOut.headedList || proposesReading({ targetProposals, outcomeProposals })
  return {
    ...text,
    targetProposals,
    outcomeProposals,
    laidOut,
    lexicon: reads ? buildDrugLexicon(text.folded, text.sentences, filer) : NO_LEXICON,
    applications: reads ? findApplicationNumbers(text.folded) : [],
  }
}

/** Components 7-8: the readings of the document and the decision on them. */
export function readAssertions(doc: Document): Assertion[] {
  const { candidates: sentenceTargets, priors } = targetCandidates(doc)
  const targets = [
    ...sentenceTargets,
    ...(doc.laidOut.table ? tableCandidates(doc) : []),
    ...(doc.laidOut.headedList ? headedListCandidates(doc) : []),
  ]
  attachEarlierPriors(doc, targets, priors)
  return decide(doc, targets, outcomeCandidates(doc))
}
