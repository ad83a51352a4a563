/**
 * The annotated document the extractor reads: a plain record of layers, each written once by one component of the
 * pipeline (pipeline.ts, in order) and only read after: the text folded for parsing, its sentences, the boilerplate flags
 * and the reference date (readText, here); the sentences' target bindings and told decisions (the proposals); the drug
 * lexicon (drug mentions by sentence) and the application numbers, which the pipeline skips for a text that proposes no
 * reading. Found on first need, as a memo of a pure function of the text: each sentence's date mentions, the dates
 * written with their year, and the order the text writes numeric dates in. The readings (candidates.ts) and the
 * decision (decide.ts) only read the layers.
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
  /** The text under the grounding fold, computed once for all assertions, on the first (many texts, such as a cover page, assert nothing). */
  groundingFolded: string | null
  sentences: Sentence[]
  sentenceTexts: string[]
  boilerplate: boolean[]
  reference: string | null
  /** The date mentions of the whole text, found on first need (a year-less day or an ambiguous numeric date asks for them). */
  wholeTextDates: DateMention[] | null
  /** findDateMentions of each sentence, filled on first use (target and outcome readings share them; both only read them). */
  dateMentions: Array<readonly DateMention[] | undefined>
}

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

export interface Document extends DocumentText {
  /** Per sentence, its target proposal (undefined: the sentence's words bind no date). */
  targetProposals: Array<TargetProposal | undefined>
  outcomeProposals: OutcomeProposals
  /** Whether a table or a headed list may lay out a target date (table-candidates.ts). */
  laidOut: { table: boolean; headedList: boolean }
  lexicon: DrugLexicon
  applications: ApplicationNumber[]
}

/**
 * The most dates one sentence is read for. A sentence states a handful (the real passages at most five); a stranger's
 * "sentence" of thousands of dates would be read date by date, each reading looking over the whole sentence, which is
 * quadratic in it and gives a record of thousands of copies of it. Past this many, the rest of its dates are not read.
 */
export const MAX_DATES_PER_SENTENCE = 32

export function datesOf(doc: DocumentText, sentence: number): readonly DateMention[] {
  let dates = doc.dateMentions[sentence]
  if (dates === undefined) {
    dates = findDateMentions(doc.sentenceTexts[sentence] ?? '').slice(0, MAX_DATES_PER_SENTENCE)
    doc.dateMentions[sentence] = dates
  }
  return dates
}

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
    groundingFolded: null,
    sentences,
    sentenceTexts: sentences.map((s) => folded.slice(s.start, s.end)),
    boilerplate: boilerplateSentences(sentences),
    reference: referenceDate ?? findDatelineDate(folded),
    wholeTextDates: null,
    dateMentions: [],
  }
}

type WholeText = Pick<Document, 'folded' | 'wholeTextDates'>

function wholeTextDatesOf(doc: WholeText): DateMention[] {
  doc.wholeTextDates ??= findDateMentions(doc.folded)
  return doc.wholeTextDates
}

/** Every day-precision date written with its year in the text (ISO), for a year-less mention of the same day. */
function writtenDatesOf(doc: WholeText): string[] {
  return wholeTextDatesOf(doc)
    .map(explicitIso)
    .filter((iso): iso is string => iso !== null)
}

const NUMERIC_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}$/

/**
 * The order a text writes numeric dates in, from its unambiguous ones ("12/15/25" is month first, "15.12.2025" day
 * first); null when it writes both. With none to decide, see below.
 */
export function numericOrderOf(doc: WholeText): 'month-first' | 'day-first' | null {
  // Asked once per date read: kept per text (by its mentions), or a text of n numeric dates costs n².
  const dates = wholeTextDatesOf(doc)
  const known = numericOrderByDates.get(dates)
  if (known !== undefined) return known
  const order = readNumericOrder(dates)
  numericOrderByDates.set(dates, order)
  return order
}
const numericOrderByDates = new WeakMap<
  readonly DateMention[],
  'month-first' | 'day-first' | null
>()

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
 * The order a numeric date is read in: the text's own (numericOrderOf); with none to decide, a slashed date
 * ("02/05/2026") the American way, month first, as SEC filers write it, unless the text writes its dates day first in
 * words ("5 February 2026"); a dotted one ("05.02.2026") stays unread.
 */
export function numericOrderFor(
  doc: WholeText,
  mention: Pick<DateMention, 'text'>,
): 'month-first' | 'day-first' | null {
  const order = numericOrderOf(doc)
  if (order !== null || !mention.text.includes('/')) return order
  const dates = wholeTextDatesOf(doc)
  let slashedOrder = slashedOrderByDates.get(dates)
  if (slashedOrder === undefined) {
    // Unambiguous numeric dates both ways: the text decides nothing.
    slashedOrder = dates.some((m) => !m.ambiguousOrder && NUMERIC_DATE.test(m.text))
      ? null
      : dates.some((m) => DAY_FIRST_IN_WORDS.test(m.text))
        ? null
        : 'month-first'
    slashedOrderByDates.set(dates, slashedOrder)
  }
  return slashedOrder
}
const slashedOrderByDates = new WeakMap<readonly DateMention[], 'month-first' | null>()
const DAY_FIRST_IN_WORDS = /^\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[A-Za-z]/

export function resolveDate(
  doc: Pick<Document, 'reference' | 'folded' | 'wholeTextDates'>,
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
      writtenDatesOf(doc)
        .filter((iso) => iso.endsWith(suffix))
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
