/**
 * The annotated document the extractor reads: a plain record of layers, each written once by one component of the
 * pipeline (pipeline.ts, in order) and only read after: the text folded for parsing, its sentences, the boilerplate flags
 * and the reference date (readText, here); each sentence's date mentions and, when a reading may ask for them, the whole
 * text's written dates and numeric-date order (readDates, here); the sentences' target bindings and told decisions (the
 * proposals); the drug lexicon (drug mentions by sentence) and the application numbers, which the pipeline skips for a
 * text that proposes no reading; the text under the grounding fold, for the decision step when there is a candidate.
 * The readings (candidates.ts) and the decision (decide.ts) only read the layers.
 */
import type { ApplicationNumber } from './application-numbers.js'
import { boilerplateSentences } from './context.js'
import {
  explicitIso,
  findDateMentions,
  findDatelineDate,
  inferIso,
  swapDayAndMonth,
  type DateMention,
} from './dates.js'
import type { DrugLexicon } from './drug-lexicon.js'
import { resolveDrug } from './drug-resolution.js'
import type { OutcomeEvent } from './outcomes.js'
import { segmentSentences, type Sentence } from './sentences.js'
import type { TargetBinding } from './target-binding.js'
import { foldForParsing, withoutInvisible } from './text-fold.js'

export interface ResolvedDate {
  iso: string | null
  written: boolean
  /** The year is not written next to the day: taken from the same month and day written elsewhere, else inferred forward from the filing date. */
  yearInferred: boolean
  ambiguous: boolean
}

/** The layers of readText: the text and its sentences. */
export interface DocumentText {
  text: string
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

/** The text with its dates: what the proposals read. */
export interface DatedText extends DocumentText, DocumentDates {}

/** A sentence whose words may bind a target date, with its dates and what the grammar binds (target-dates.ts). */
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

export interface Document extends DatedText {
  /** Per sentence, its target proposal (undefined: the sentence's words bind no date). */
  targetProposals: Array<TargetProposal | undefined>
  outcomeProposals: OutcomeProposals
  /** Whether a table or a headed list may lay out a target date (table-candidates.ts). */
  laidOut: { table: boolean; headedList: boolean }
  lexicon: DrugLexicon
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
export function readText(raw: string, referenceDate: string | null | undefined): DocumentText {
  // A soft hyphen or a zero-width space inside a word ("Zel\u00ADvora") is invisible to a reader and would cut the word
  // for every pattern: the document is the text without them (the grounding fold ignores them too).
  const text = withoutInvisible(raw)
  const folded = foldForParsing(text)
  const sentences = segmentSentences(text, folded)
  return {
    text,
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
  const sentenceDates = doc.sentenceTexts.map((text) =>
    findDateMentions(text).slice(0, MAX_DATES_PER_SENTENCE),
  )
  const asksWholeText = sentenceDates.some((dates) => dates.some(readsWholeText))
  return {
    sentenceDates,
    wholeText: asksWholeText ? readWholeTextDates(findDateMentions(doc.folded)) : null,
  }
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

function readWholeTextDates(dates: readonly DateMention[]): WholeTextDates {
  return {
    written: dates.map(explicitIso).filter((iso): iso is string => iso !== null),
    numericOrder: readNumericOrder(dates),
    // Unambiguous numeric dates both ways: the text decides nothing.
    slashedOrder: dates.some((m) => !m.ambiguousOrder && NUMERIC_DATE.test(m.text))
      ? null
      : dates.some((m) => DAY_FIRST_IN_WORDS.test(m.text))
        ? null
        : 'month-first',
  }
}

/** The whole text's dates of a document whose sentences ask for them (readDates wrote them). */
function wholeTextOf(doc: Pick<DocumentDates, 'wholeText'>): WholeTextDates {
  if (doc.wholeText === null)
    throw new Error(
      'whole-text dates asked of a text whose sentences hold no mention that reads them',
    )
  return doc.wholeText
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

/**
 * The order a numeric date is read in: the text's own (readNumericOrder); with none to decide, a slashed date
 * ("02/05/2026") the American way, month first, as SEC filers write it, unless the text writes its dates day first in
 * words ("5 February 2026"); a dotted one ("05.02.2026") stays unread.
 */
function numericOrderFor(
  doc: Pick<DocumentDates, 'wholeText'>,
  mention: Pick<DateMention, 'text'>,
): 'month-first' | 'day-first' | null {
  const { numericOrder, slashedOrder } = wholeTextOf(doc)
  if (numericOrder !== null || !mention.text.includes('/')) return numericOrder
  return slashedOrder
}
const DAY_FIRST_IN_WORDS = /^\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[A-Za-z]/

export function resolveDate(
  doc: Pick<Document, 'reference' | 'wholeText'>,
  mention: DateMention,
  direction: 'ahead' | 'behind',
  /** When the sentence says when it happened ("On May 25, 2023, ..."), the year-less dates in it are read from then. */
  sentenceTime: string | null = null,
): ResolvedDate {
  const written = explicitIso(mention)
  if (written !== null && mention.ambiguousOrder) {
    // "10/02/25" is read by the order the text's other numeric dates leave no doubt about.
    const order = numericOrderFor(doc, mention)
    if (order === 'month-first')
      return { iso: written, written: true, yearInferred: false, ambiguous: false }
    if (order === 'day-first')
      return { iso: swapDayAndMonth(written), written: true, yearInferred: false, ambiguous: false }
  }
  if (written !== null)
    return { iso: written, written: true, yearInferred: false, ambiguous: mention.ambiguousOrder }
  if (mention.precision === 'day' && mention.month !== null && mention.day !== null) {
    // "Nov. 14 of next year": the year the text names, counted from the filing's.
    if (mention.relativeYear !== undefined) {
      const now = sentenceTime ?? doc.reference
      if (now === null) return { iso: null, written: false, yearInferred: false, ambiguous: false }
      const year = Number(now.slice(0, 4)) + mention.relativeYear
      const iso = `${year}-${String(mention.month).padStart(2, '0')}-${String(mention.day).padStart(2, '0')}`
      return { iso, written: false, yearInferred: true, ambiguous: false }
    }
    // The same month and day written with its year elsewhere in the text is the same date ("June 27" after "June 27, 2024").
    const suffix = `-${String(mention.month).padStart(2, '0')}-${String(mention.day).padStart(2, '0')}`
    const years = new Set(
      wholeTextOf(doc)
        .written.filter((iso) => iso.endsWith(suffix))
        .map((iso) => iso.slice(0, 4)),
    )
    if (years.size === 1)
      return {
        iso: `${[...years][0]!}${suffix}`,
        written: false,
        yearInferred: true,
        ambiguous: false,
      }
    // Else forward from the time the sentence gives itself, or from the filing date: the first such day on or after it (a
    // target date lies ahead of its disclosure). A later filing that retells an announcement ("On May 25, 2023, we
    // announced a PDUFA date of November 25") is read from the announcement, not from its own date.
    const from = sentenceTime ?? doc.reference
    if (years.size === 0 && from !== null) {
      const iso = inferIso(mention.month, mention.day, from, direction)
      if (iso !== null) return { iso, written: false, yearInferred: true, ambiguous: false }
    }
  }
  return { iso: null, written: false, yearInferred: false, ambiguous: false }
}

/** The drug a context sentence is about (-1: none named, so it may apply to any). */
export function contextEntity(doc: Document, sentence: number): number {
  const at = doc.sentences[sentence]!
  return (
    resolveDrug(doc.lexicon, sentence, { start: at.start, end: at.start }, doc.folded)?.entity ?? -1
  )
}
