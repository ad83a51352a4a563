/**
 * The annotated document the extractor reads: a plain record of layers, each written once by one component of the
 * pipeline (pipeline.ts, in order) and only read after: the text folded for parsing, its sentences, the boilerplate flags
 * and the reference date (readText, here); each sentence's date mentions and, when a reading may ask for them, the whole
 * text's written dates and numeric-date order (readDates, here); every date mention resolved (resolved-dates.ts); the
 * sentences' target bindings and told decisions (the proposals); the drug lexicon (drug mentions by sentence), the drug
 * of every fact the proposals hold (resolved-drugs.ts) and the application numbers, which the pipeline skips for a text
 * that proposes no reading; the text under the grounding fold, for the decision step when there is a candidate. The
 * readings (candidates.ts) and the decision (decide.ts) only read the layers.
 */
import type { ApplicationNumber } from './application-numbers.js'
import { boilerplateSentences } from './context.js'
import {
  explicitIso,
  findDateMentions,
  findDatelineDate,
  sentenceDateMentions,
  type DateMention,
} from './dates.js'
import type { DrugLexicon } from './drug-lexicon.js'
import type { ResolvedDrug } from './drug-resolution.js'
import type { OutcomeEvent } from './outcomes.js'
import { segmentSentences, type Sentence } from './sentences.js'
import type { TargetBinding } from './target-binding.js'
import { normaliseSurface, recaseLines } from './surface-forms.js'
import { foldForParsing, withoutInvisible } from './text-fold.js'
import { anyOf } from './lexicon/compile.js'
import { DAY_FIRST_LEGAL_FORMS } from './lexicon/company-forms.js'
import { decisionAdverbs } from './lexicon/outcome-idioms.js'
import { toldPastOrPresent } from './lexicon/telling.js'

export interface ResolvedDate {
  iso: string | null
  written: boolean
  /** The year is not written next to the day: taken from the same month and day written elsewhere, else inferred forward from the filing date. */
  yearInferred: boolean
  ambiguous: boolean
}

/** The layers of readText: the text and its sentences. */
export interface DocumentText {
  /** The text every layer reads: the text as written with its surface normalised (surface-forms.ts). */
  text: string
  /** The text as written (without its invisible characters): what a quote is cut from and grounded in. */
  source: string
  /** Per offset of `text`, the offset of `source` it was read from (null: the two are the same). */
  toSource: Int32Array | null
  folded: string
  sentences: Sentence[]
  sentenceTexts: string[]
  boilerplate: boolean[]
  reference: string | null
}

/** What resolveDate reads of the whole text for a year-less day or an ambiguous numeric date (readDates). */
export interface WholeTextDates {
  /** Every day-precision date written with its year in the text (ISO), for a year-less mention of the same day. */
  written: readonly string[]
  /** The order the text's unambiguous numeric dates are written in (null: both, or none). */
  numericOrder: 'month-first' | 'day-first' | null
  /** With no numeric order: the order a slashed date is read in (see numericOrderFor). */
  slashedOrder: 'month-first' | null
}

/** The layers of readDates. */
export interface DocumentDates {
  /** Per sentence, its date mentions (findDateMentions of the sentence, at most MAX_DATES_PER_SENTENCE). */
  sentenceDates: ReadonlyArray<readonly DateMention[]>
  /**
   * Read from the whole text's date mentions when some sentence holds a mention that resolveDate reads against them (a
   * day without its year, a numeric date of ambiguous order); null otherwise, as no reading asks for them then.
   */
  wholeText: WholeTextDates | null
}

/**
 * A date mention resolved (resolveDate) each way a reading asks for it. Only a day written without its year reads
 * differently by direction and starting time; any other mention gives the same resolution four times (one object).
 */
export interface DateReading {
  /** Forward from the time its sentence gives itself, else from the filing date: a target date lies ahead of its disclosure. */
  ahead: ResolvedDate
  /** Back from the same time: a target date its sentence tells as past. */
  behind: ResolvedDate
  /** Forward from the filing date, whatever time the sentence gives itself: a table's cell, an item of a list. */
  aheadOfFiling: ResolvedDate
  /** Back from the filing date: the date of a decision told. */
  behindOfFiling: ResolvedDate
}

/** The layer of resolveDates. */
export interface DocumentResolvedDates {
  /** Per sentence, its date mentions resolved, in the order of `sentenceDates`. */
  resolvedDates: ReadonlyArray<readonly DateReading[]>
}

/** The text with its dates, resolved: what the proposals read. */
export interface DatedText extends DocumentText, DocumentDates, DocumentResolvedDates {}

/** A sentence whose words may bind a target date, with its dates and what the grammar binds (sentence-targets.ts). */
export interface TargetProposal {
  dates: readonly DateMention[]
  bindings: TargetBinding[]
}

/** The decisions the text tells (outcomes.ts). */
export interface OutcomeProposals {
  /** Per sentence, the decisions it tells (undefined: none read there). */
  events: Array<readonly OutcomeEvent[] | undefined>
  /**
   * The release is about another programme's application only (a generic's, a device's): its letters and approvals are
   * no PDUFA decisions. Null when not asked: the text tells no decision.
   */
  anotherProgramme: boolean | null
  /** With no decision told: the first sentence out of boilerplate that reports a letter's content only (-1: none). */
  letterContent: number
}

/** The layers up to the drug lexicon: what the drugs layer reads. */
export interface LexiconText extends DatedText {
  /** Per sentence, its target proposal (undefined: the sentence's words bind no date). */
  targetProposals: Array<TargetProposal | undefined>
  outcomeProposals: OutcomeProposals
  /** Whether a table or a headed list may lay out a target date (table-candidates.ts). */
  laidOut: { table: boolean; headedList: boolean; inlineList: boolean; datedHeadings: boolean }
  lexicon: DrugLexicon
}

/**
 * The last resort of one sentence (coined-names.ts): the coined words no slot read. Each is read only for a sentence
 * whose readings may fall back on it (resolved-drugs.ts says when); undefined: not read.
 */
export interface CoinedNames {
  /** The one coined word in the sentence and the two before it, for a goal date no slot named (null: none, or several). */
  near?: ResolvedDrug | null
  /** The one coined word in the sentence itself, for a decision it tells (null: none, or several). */
  own?: ResolvedDrug | null
  /** The sentence's coined words in the order it writes them, for a "respectively" list. */
  inOrder?: readonly ResolvedDrug[]
}

/** The drugs layer (resolved-drugs.ts): the drug each fact the proposals hold is about, by the lexicon. */
export interface DocumentDrugs {
  /** Per sentence, the drug it is about, read from its start (a sentence that tells a move, a table's row, a letter). */
  ofSentence: ReadonlyArray<ResolvedDrug | null>
  /** Per sentence with a target proposal, each binding's date's drug, in the proposal's order. */
  ofTargets: ReadonlyArray<ReadonlyArray<ResolvedDrug | null> | undefined>
  /** Per sentence that tells decisions, each decision's drug, in the order of its outcome proposals. */
  ofOutcomes: ReadonlyArray<ReadonlyArray<ResolvedDrug | null> | undefined>
  /** Per sentence, its coined names, where a reading may fall back on them. */
  coined: ReadonlyArray<CoinedNames | undefined>
}

export interface Document extends LexiconText {
  drugs: DocumentDrugs
  applications: ApplicationNumber[]
}

/** The record the decision step reads: the document and its text under the grounding fold (null: no candidate to gate). */
export interface GroundedDocument extends Document {
  groundingFolded: string | null
}

/**
 * The most dates one sentence is read for. A sentence states a handful (the real passages at most five); a stranger's
 * "sentence" of thousands of dates would be read date by date, each reading looking over the whole sentence, which is
 * quadratic in it and gives a record of thousands of copies of it. Past this many, the rest of its dates are not read.
 */
export const MAX_DATES_PER_SENTENCE = 32

/** The date mentions of a sentence (the dates layer). */
export function datesOf(doc: DocumentDates, sentence: number): readonly DateMention[] {
  return doc.sentenceDates[sentence] ?? NO_DATES
}
const NO_DATES: readonly DateMention[] = []

/** The first layers: the text without invisible characters, folded for parsing, its sentences, boilerplate and reference. */
export function readText(
  raw: string,
  referenceDate: string | null | undefined,
  /** Read the lines in capitals that tell a decision in normal case (surface-forms.ts `recaseLines`): the second reading. */
  recase = false,
): DocumentText {
  // A soft hyphen or a zero-width space inside a word ("Zel\u00ADvora") is invisible to a reader and would cut the word
  // for every pattern: the document is the text without them (the grounding fold ignores them too).
  const source = withoutInvisible(raw)
  // Entities, a dotted or fused acronym, a key word's spelling slip: read as the clean text (surface-forms.ts).
  const surface = normaliseSurface(source)
  // A line in capitals is cut into sentences as written (a headline in capitals is its own line, never the start of the
  // next one) and, in the second reading, read after in normal case: the recasing keeps every offset (surface-forms.ts).
  const text = recase ? recaseLines(surface.text) : surface.text
  const toSource = surface.toSource
  const writtenFolded = foldForParsing(surface.text)
  const folded = text === surface.text ? writtenFolded : foldForParsing(text)
  const sentences = segmentSentences(surface.text, writtenFolded)
  return {
    text,
    source,
    toSource,
    folded,
    sentences,
    sentenceTexts: sentences.map((s) => folded.slice(s.start, s.end)),
    boilerplate: boilerplateSentences(sentences),
    reference: referenceDate ?? findDatelineDate(folded),
  }
}

/**
 * The dates layers: every sentence read for its date mentions (a sentence no reading asks about costs a few gated
 * pattern tests: findDateMentions runs no form whose words the sentence lacks); the whole text's, which cost a read of
 * the whole text, only when some sentence holds a mention resolveDate reads against them.
 */
export function readDates(doc: DocumentText): DocumentDates {
  // Remembered for this document (sentenceDateMentions): the grounding gate asks the same of each quoted sentence.
  const sentenceDates = sentenceDateMentions(doc.sentenceTexts).map((dates) =>
    dates.slice(0, MAX_DATES_PER_SENTENCE),
  )
  const asksWholeText = sentenceDates.some((dates) => dates.some(readsWholeText))
  return {
    sentenceDates,
    wholeText: asksWholeText
      ? readWholeTextDates(
          findDateMentions(doc.folded),
          DAY_FIRST_ISSUER.test(issuerHead(doc.text)),
        )
      : null,
  }
}

/** The resolution of one of a sentence's date mentions (the resolved dates layer). */
export function readingOf(
  doc: DocumentDates & DocumentResolvedDates,
  sentence: number,
  mention: DateMention,
): DateReading {
  const reading = doc.resolvedDates[sentence]?.[datesOf(doc, sentence).indexOf(mention)]
  if (reading === undefined)
    throw new Error("a date resolution asked of a mention outside its sentence's dates layer")
  return reading
}

/** Whether resolveDate reads `mention` against the whole text's dates (the tests it makes, in its order). */
function readsWholeText(mention: DateMention): boolean {
  const written = explicitIso(mention)
  if (written !== null) return mention.ambiguousOrder
  return (
    mention.precision === 'day' &&
    mention.month !== null &&
    mention.day !== null &&
    mention.relativeYear === undefined
  )
}

/**
 * The issuer a release names at its head ("Halvard Pharma plc (LSE: HLV) announces ...", "Kestrel A/S today announced")
 * with a legal form of a country that writes dates day first: its slashed date of ambiguous order is held, not read the
 * American way. Only the words before the release's first verb of telling are read: a partner so named after it
 * ("announced that the NDA for X, licensed from Ostrava AG, ...") is not the writer.
 */
const ISSUER_SPAN = 400
const FIRST_TELLING = new RegExp(
  String.raw`\b(?:${decisionAdverbs('today')}|${toldPastOrPresent(['announce', 'report', 'say'])})\b`,
  'i',
)
function issuerHead(text: string): string {
  const head = text.slice(0, ISSUER_SPAN)
  const telling = FIRST_TELLING.exec(head)
  return telling === null ? head : head.slice(0, telling.index)
}
const DAY_FIRST_ISSUER = new RegExp(
  String.raw`\b[A-Za-z][\w&-]+,?\s+\(?${anyOf(DAY_FIRST_LEGAL_FORMS)}(?![\w/])`,
)

function readWholeTextDates(dates: readonly DateMention[], dayFirstIssuer = false): WholeTextDates {
  return {
    written: dates.map(explicitIso).filter((iso): iso is string => iso !== null),
    numericOrder: readNumericOrder(dates),
    // Unambiguous numeric dates both ways: the text decides nothing.
    slashedOrder: dates.some((m) => !m.ambiguousOrder && NUMERIC_DATE.test(m.text))
      ? null
      : dayFirstIssuer || dates.some((m) => DAY_FIRST_IN_WORDS.test(m.text))
        ? null
        : 'month-first',
  }
}

const NUMERIC_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}$/

/**
 * The order a text writes numeric dates in, from its unambiguous ones ("12/15/25" is month first, "15.12.2025" day
 * first); null when it writes both. With none to decide, see numericOrderFor.
 */
function readNumericOrder(dates: readonly DateMention[]): 'month-first' | 'day-first' | null {
  const orders = new Set<string>()
  for (const m of dates) {
    const numeric = NUMERIC_DATE.exec(m.text)
    if (numeric === null || m.ambiguousOrder) continue
    if (Number(numeric[1]) > 12) orders.add('day-first')
    else if (Number(numeric[2]) > 12) orders.add('month-first')
  }
  return orders.size === 1 ? ([...orders][0] as 'month-first' | 'day-first') : null
}

const DAY_FIRST_IN_WORDS = /^\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[A-Za-z]/

/** The drug a context sentence is about (-1: none named, so it may apply to any). */
export function contextEntity(doc: Pick<Document, 'drugs'>, sentence: number): number {
  return drugOfSentence(doc, sentence)?.entity ?? -1
}

/** The drug a sentence is about, read from its start (the drugs layer). */
export function drugOfSentence(
  doc: Pick<Document, 'drugs'>,
  sentence: number,
): ResolvedDrug | null {
  const drug = doc.drugs.ofSentence[sentence]
  if (drug === undefined) throw new Error("a sentence's drug asked of a text given no drugs layer")
  return drug
}

/** The drug of the `binding`-th target date of a sentence's proposal (the drugs layer). */
export function drugOfTarget(
  doc: Pick<Document, 'drugs'>,
  sentence: number,
  binding: number,
): ResolvedDrug | null {
  const drug = doc.drugs.ofTargets[sentence]?.[binding]
  if (drug === undefined) throw new Error("a target date's drug asked outside the drugs layer")
  return drug
}

/** The drug of the `event`-th decision a sentence tells (the drugs layer). */
export function drugOfOutcome(
  doc: Pick<Document, 'drugs'>,
  sentence: number,
  event: number,
): ResolvedDrug | null {
  const drug = doc.drugs.ofOutcomes[sentence]?.[event]
  if (drug === undefined) throw new Error("a decision's drug asked outside the drugs layer")
  return drug
}

/** One of a sentence's coined names (the drugs layer), which its condition must have read. */
export function coinedOf<K extends keyof CoinedNames>(
  doc: Pick<Document, 'drugs'>,
  sentence: number,
  which: K,
): Exclude<CoinedNames[K], undefined> {
  const value = doc.drugs.coined[sentence]?.[which]
  if (value === undefined)
    throw new Error(
      `coined names (${which}) asked of a sentence the drugs layer did not read them for`,
    )
  return value as Exclude<CoinedNames[K], undefined>
}

/**
 * A drug the lexicon reads in a sentence before or after the fact's own; the text's only drug too when its own sentence
 * binds a goal date of its own (a roundup's other row).
 */
export function takenFromAnotherSentence(
  doc: Pick<LexiconText, 'targetProposals'>,
  sentence: number,
): (drug: ResolvedDrug | null) => boolean {
  return (drug) =>
    drug !== null &&
    drug.sentence !== sentence &&
    (drug.via === 'previous' ||
      drug.via === 'next' ||
      (drug.via === 'only' && (doc.targetProposals[drug.sentence]?.bindings.length ?? 0) > 0))
}
