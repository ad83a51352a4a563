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
 *   6. laid out    laysOutTargets: whether a table column, a headed list, an inline list or a roundup's dated headings
 *                  may lay out a target date
 *   7. lexicon     buildDrugLexicon, when the text proposes a reading (4-6)
 *   8. drugs       resolveDrugs, under the same condition: each sentence's drug read from its start, each bound target
 *                  date's and told decision's drug (resolveDrug), and the coined name a sentence's reading may fall
 *                  back on, for those sentences only
 *   9. numbers     findApplicationNumbers, under the same condition
 *  10. candidates  targetCandidates, tableCandidates, headedListCandidates, datedHeadingCandidates,
 *                  inlineListCandidates (whose items the
 *                  sentence readings of the same dates give way to), attachEarlierPriors, outcomeCandidates: the
 *                  readings with their drugs, dates and what holds them back, looked up in layers 3 and 8
 *  11. grounding   foldForGrounding of the text, when there is a candidate
 *  12. decide      supersession, grading, the grounding gate, one assertion per fact
 *
 * COMPONENTS declares the same list as data (each component and the layers it writes); an observer is handed the record
 * after each component (test/extractor/pipeline-layers.test.ts freezes it there and checks the order).
 */
import type { Assertion } from '../../schemas/avro/types.js'
import { findApplicationNumbers } from './application-numbers.js'
import { proposeTargets, targetCandidates } from './candidates.js'
import { attachEarlierPriors } from './earlier-priors.js'
import { outcomeCandidates, proposeOutcomes, proposesReading } from './outcome-candidates.js'
import { decide } from './decide.js'
import { readDates, readText, type Document, type GroundedDocument } from './document.js'
import { resolveDates } from './resolved-dates.js'
import { buildDrugLexicon, type DrugLexicon } from './drug-lexicon.js'
import { NO_DRUGS, resolveDrugs } from './resolved-drugs.js'
import { datedHeadingCandidates } from './dated-headings.js'
import { laysOutTargets, labelledCellCandidates, tableCandidates } from './table-candidates.js'
import { headerRowCandidates } from './header-row-lists.js'
import { headedListCandidates, inlineListCandidates, withoutListedDates } from './target-lists.js'
import { foldForGrounding } from './text-fold.js'

/** The lexicon of a text the pipeline gives none (it proposes no reading, so nothing reads its drugs). */
const NO_LEXICON: DrugLexicon = {
  entityNames: [],
  mentionsBySentence: [],
  onlyDrug: null,
  shapeOnly: new Set(),
  currentNames: new Map(),
  featured: null,
  blockNames: new Map(),
  companies: [],
  filerNames: [],
}

/** The components in the order they run, with the layers of the document record each writes (the list above). */
export const COMPONENTS = [
  {
    name: 'text',
    writes: [
      'text',
      'source',
      'toSource',
      'folded',
      'sentences',
      'sentenceTexts',
      'boilerplate',
      'reference',
    ],
  },
  { name: 'dates', writes: ['sentenceDates', 'wholeText'] },
  { name: 'resolved dates', writes: ['resolvedDates'] },
  { name: 'targets', writes: ['targetProposals'] },
  { name: 'outcomes', writes: ['outcomeProposals'] },
  { name: 'laid out', writes: ['laidOut'] },
  { name: 'lexicon', writes: ['lexicon'] },
  { name: 'drugs', writes: ['drugs'] },
  { name: 'numbers', writes: ['applications'] },
  // The readings are the decision's input, not a layer of the record.
  { name: 'candidates', writes: [] },
  { name: 'grounding', writes: ['groundingFolded'] },
  { name: 'decide', writes: [] },
] as const satisfies ReadonlyArray<{ name: string; writes: ReadonlyArray<keyof GroundedDocument> }>

export type ComponentName = (typeof COMPONENTS)[number]['name']

/**
 * Handed the record as it stands after each component, in order (the record itself is returned): how a reader of the
 * pipeline (a test) sees each layer written once and nothing written after.
 */
export type ObserveComponent = <T extends object>(component: ComponentName, record: T) => T
const unobserved: ObserveComponent = (_, record) => record

/** Components 1-9: every layer of the document record, each written once. */
export function readDocument(
  raw: string,
  referenceDate: string | null | undefined,
  filer: string | null = null,
  observe: ObserveComponent = unobserved,
  /** The second reading, of the lines in capitals that tell a decision in normal case (regex-extractor.ts). */
  recase = false,
): Document {
  const read = observe('text', readText(raw, referenceDate, recase))
  const dated = observe('dates', { ...read, ...readDates(read) })
  const resolved = observe('resolved dates', { ...dated, ...resolveDates(dated) })
  const targeted = observe('targets', { ...resolved, targetProposals: proposeTargets(resolved) })
  const told = observe('outcomes', { ...targeted, outcomeProposals: proposeOutcomes(targeted) })
  const laid = observe('laid out', { ...told, laidOut: laysOutTargets(told) })
  const reads =
    laid.laidOut.table ||
    laid.laidOut.headedList ||
    laid.laidOut.inlineList ||
    laid.laidOut.datedHeadings ||
    proposesReading(laid)
  const withLexicon = observe('lexicon', {
    ...laid,
    lexicon: reads ? buildDrugLexicon(laid.folded, laid.sentences, filer) : NO_LEXICON,
  })
  const withDrugs = observe('drugs', {
    ...withLexicon,
    drugs: reads ? resolveDrugs(withLexicon) : NO_DRUGS,
  })
  return observe('numbers', {
    ...withDrugs,
    applications: reads ? findApplicationNumbers(laid.folded) : [],
  })
}

/** Components 10-12: the readings of the document, the grounding fold and the decision on them. */
export function readAssertions(doc: Document, observe: ObserveComponent = unobserved): Assertion[] {
  const { candidates: sentenceTargets, priors } = targetCandidates(doc)
  const listed = doc.laidOut.inlineList ? inlineListCandidates(doc) : []
  const labelled = doc.laidOut.table ? labelledCellCandidates(doc) : []
  const targets = [
    ...withoutListedDates(sentenceTargets, [...listed, ...labelled]),
    ...(doc.laidOut.table ? tableCandidates(doc) : []),
    ...(doc.laidOut.headedList ? headedListCandidates(doc) : []),
    ...(doc.laidOut.headedList ? headerRowCandidates(doc) : []),
    ...(doc.laidOut.datedHeadings ? datedHeadingCandidates(doc) : []),
    ...listed,
    ...labelled,
  ]
  attachEarlierPriors(doc, targets, priors)
  const outcomes = outcomeCandidates(doc)
  observe('candidates', doc)
  const candidates = targets.length + outcomes.length > 0
  const grounded = observe('grounding', {
    ...doc,
    groundingFolded: candidates ? foldForGrounding(doc.source) : null,
  })
  const assertions = decide(grounded, targets, outcomes)
  observe('decide', grounded)
  return assertions
}
