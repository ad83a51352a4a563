/**
 * The deterministic extractor: every assertion one text makes about an FDA decision cycle.
 *
 * Pure: text in, assertions out, same output for the same input. Authority is always `regex`; grading
 * follows confidence.ts and every assertion passes the grounding gate (grounding.ts).
 */
import type { Assertion, AssertionKind } from '../../schemas/avro/types.js'
import { findApplicationNumbers, type ApplicationNumber } from './application-numbers.js'
import { gradeRegexExtraction, type ExtractionEvidence } from './confidence.js'
import {
  boilerplateSentences, citesExtension, filerRole, findIndicationSpan, isNotAPdufaMatter, reportsResubmission, targetDateLapsed,
} from './context.js'
import { daysBetween, explicitIso, findDateMentions, findDatelineDate, inferIso, type DateMention } from './dates.js'
import { buildDrugLexicon, type DrugLexicon } from './drug-lexicon.js'
import { drugKey } from './drug-names.js'
import { resolveDrug, type ResolvedDrug } from './drug-resolution.js'
import { applyGroundingGate } from './grounding.js'
import { findOutcomeEvents, mentionsCrlContent, mentionsEarlierCrl } from './outcomes.js'
import { segmentSentences, type Sentence } from './sentences.js'
import { findTargetDates, mayBindTargetDates, type TargetBinding } from './target-dates.js'
import { foldForGrounding, foldForParsing } from './text-fold.js'

export interface TextExtractionOptions {
  /** Filing date, YYYY-MM-DD: the reference for a year that is not written and for plausibility. */
  referenceDate?: string | null
}

interface ResolvedDate {
  iso: string | null
  written: boolean
  /** The year is not written next to the day: taken from the same month and day written elsewhere, else inferred forward from the filing date. */
  yearInferred: boolean
  ambiguous: boolean
}

/**
 * Why a candidate is held back (not published), machine-readable; null when nothing holds it back.
 * - weak_phrase: the date is bound to a weak target phrase, from afar, or as a reference ("following the PDUFA date of D")
 * - hedged: the date itself is hedged or asked for ("expected PDUFA date of D", "requested that the FDA extend ... to D")
 * - advanced: a move to an earlier date stated loosely ("moved up")
 * - superseded: a later date for the same drug in the same text replaces it
 * - superseded_by_outcome: the text announces the decision; the target date is background
 * - lapsed: the text says the date passed without action
 * - no_drug, year_unknown, implausible, ambiguous_date, indirect, ungrounded: see gradeReason
 */
export type HoldReason =
  | 'weak_phrase' | 'hedged' | 'advanced' | 'superseded' | 'superseded_by_outcome' | 'lapsed'
  | 'no_drug' | 'year_unknown' | 'implausible' | 'ambiguous_date' | 'indirect' | 'ungrounded'

interface Candidate {
  kind: AssertionKind
  drug: ResolvedDrug | null
  sentence: number
  quoteStart: number
  quoteEnd: number
  date: ResolvedDate | null
  prior: ResolvedDate | null
  /** What the grammar holds against the reading (null: assertive, strongly bound). */
  held: HoldReason | null
  /** The date mention's offsets in its sentence (target readings), so that two dates of one sentence keep their own indications. */
  dateSpan?: { start: number; end: number }
  plausible: boolean
  indirect: boolean
}

interface PriorMention {
  sentence: number
  date: ResolvedDate
  entity: number | null
}

const DATE_KINDS: ReadonlySet<AssertionKind> = new Set(['date_set', 'resubmission_date_set', 'date_extended'])
/** The more specific kind wins when two readings of one date meet. */
const KIND_SPECIFICITY: Readonly<Record<AssertionKind, number>> = { date_set: 0, resubmission_date_set: 1, date_extended: 2, crl: 3, approval: 3 }
const CONFIDENCE_RANK = { high: 2, medium: 1, low: 0 } as const
/** A target date more than 30 months after the filing is not a PDUFA date (reviews run 6 to 15 months). */
const MAX_TARGET_AHEAD_DAYS = 913
const MAX_DECISION_BEHIND_DAYS = 120

function writtenDatesOf(doc: Pick<Document, 'folded' | 'writtenDates'>): string[] {
  doc.writtenDates ??= findDateMentions(doc.folded).map(explicitIso).filter((iso): iso is string => iso !== null)
  return doc.writtenDates
}

const NUMERIC_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}$/

/**
 * The order a text writes numeric dates in, from its unambiguous ones ("12/15/25" is month first, "15.12.2025" day
 * first); null when it writes none, or both.
 */
function numericOrderOf(doc: Pick<Document, 'folded' | 'numericOrder'>): 'month-first' | 'day-first' | null {
  if (doc.numericOrder !== undefined) return doc.numericOrder
  const orders = new Set<string>()
  for (const m of findDateMentions(doc.folded)) {
    const numeric = NUMERIC_DATE.exec(m.text)
    if (numeric === null || m.ambiguousOrder) continue
    if (Number(numeric[1]) > 12) orders.add('day-first')
    else if (Number(numeric[2]) > 12) orders.add('month-first')
  }
  doc.numericOrder = orders.size === 1 ? ([...orders][0] as 'month-first' | 'day-first') : null
  return doc.numericOrder
}

function resolveDate(doc: Pick<Document, 'reference' | 'writtenDates' | 'folded' | 'numericOrder'>, mention: DateMention, direction: 'ahead' | 'behind'): ResolvedDate {
  const written = explicitIso(mention)
  if (written !== null && mention.ambiguousOrder) {
    // "10/02/25" is read by the order the text's other numeric dates leave no doubt about.
    const order = numericOrderOf(doc)
    if (order === 'month-first') return { iso: written, written: true, yearInferred: false, ambiguous: false }
    if (order === 'day-first') return { iso: `${written.slice(0, 4)}-${written.slice(8, 10)}-${written.slice(5, 7)}`, written: true, yearInferred: false, ambiguous: false }
  }
  if (written !== null) return { iso: written, written: true, yearInferred: false, ambiguous: mention.ambiguousOrder }
  if (mention.precision === 'day' && mention.month !== null && mention.day !== null) {
    // The same month and day written with its year elsewhere in the text is the same date ("June 27" after "June 27, 2024").
    const suffix = `-${String(mention.month).padStart(2, '0')}-${String(mention.day).padStart(2, '0')}`
    const years = new Set(writtenDatesOf(doc).filter((iso) => iso.endsWith(suffix)).map((iso) => iso.slice(0, 4)))
    if (years.size === 1) return { iso: `${[...years][0]!}${suffix}`, written: false, yearInferred: true, ambiguous: false }
    // Else forward from the filing date: the first such day on or after it (a target date lies ahead of its disclosure).
    if (years.size === 0 && doc.reference !== null) {
      const iso = inferIso(mention.month, mention.day, doc.reference, direction)
      if (iso !== null) return { iso, written: false, yearInferred: true, ambiguous: false }
    }
  }
  return { iso: null, written: false, yearInferred: false, ambiguous: false }
}

/** Verbs that can only lengthen a review: with one of them, a new date before the old one is a misreading. */
const LENGTHENING = /\b(?:extend\w*|delay\w*|postpon\w*|push\w*\s+(?:back|out))\b/i

function targetPlausible(date: ResolvedDate, prior: ResolvedDate | null, reference: string | null, sentence = ''): boolean {
  if (date.iso === null) return false
  if (prior?.iso != null && (prior.iso === date.iso || (prior.iso > date.iso && LENGTHENING.test(sentence)))) return false
  if (reference === null) return true
  const ahead = daysBetween(reference, date.iso)
  return ahead >= -1 && ahead <= MAX_TARGET_AHEAD_DAYS
}

function decisionPlausible(date: ResolvedDate, reference: string | null): boolean {
  if (date.iso === null) return false
  if (reference === null) return true
  const behind = daysBetween(date.iso, reference)
  return behind >= -2 && behind <= MAX_DECISION_BEHIND_DAYS
}

function entityOf(drug: ResolvedDrug | null): number {
  return drug?.entity ?? -1
}

interface Document {
  text: string
  folded: string
  /** The text under the grounding fold, computed once for all assertions, on the first (many texts, such as a cover page, assert nothing). */
  groundingFolded: string | null
  sentences: Sentence[]
  sentenceTexts: string[]
  boilerplate: boolean[]
  lexicon: DrugLexicon
  reference: string | null
  applications: ApplicationNumber[]
  /** Every day-precision date written with its year in the text (ISO), for a year-less mention of the same day; found on first need. */
  writtenDates: string[] | null
  /** numericOrderOf, on first need. */
  numericOrder?: 'month-first' | 'day-first' | null
  /** findDateMentions of each sentence, filled on first use (target and outcome readings share them; both only read them). */
  dateMentions: Array<readonly DateMention[] | undefined>
}

function datesOf(doc: Document, sentence: number): readonly DateMention[] {
  let dates = doc.dateMentions[sentence]
  if (dates === undefined) {
    dates = findDateMentions(doc.sentenceTexts[sentence] ?? '')
    doc.dateMentions[sentence] = dates
  }
  return dates
}

function readDocument(text: string, referenceDate: string | null | undefined): Document {
  const folded = foldForParsing(text)
  const sentences = segmentSentences(text, folded)
  return {
    text,
    folded,
    groundingFolded: null,
    sentences,
    sentenceTexts: sentences.map((s) => folded.slice(s.start, s.end)),
    boilerplate: boilerplateSentences(sentences),
    lexicon: buildDrugLexicon(folded, sentences),
    reference: referenceDate ?? findDatelineDate(folded),
    applications: findApplicationNumbers(folded),
    writtenDates: null,
    dateMentions: [],
  }
}

/** The drug a context sentence is about (-1: none named, so it may apply to any). */
function contextEntity(doc: Document, sentence: number): number {
  const at = doc.sentences[sentence]!
  return resolveDrug(doc.lexicon, sentence, { start: at.start, end: at.start }, doc.folded)?.entity ?? -1
}

const appliesTo = (entities: ReadonlySet<number>, entity: number) => entities.has(entity) || entities.has(-1) || (entity === -1 && entities.size > 0)

/** An extension is cited in one of the three sentences before, about the same drug. */
function extensionNearby(doc: Document, sentence: number, entity: number): boolean {
  for (let i = Math.max(0, sentence - 3); i < sentence; i++) {
    if (doc.boilerplate[i] || !citesExtension(doc.sentenceTexts[i] ?? '')) continue
    if (appliesTo(new Set([contextEntity(doc, i)]), entity)) return true
  }
  return false
}

/** Drugs whose accepted resubmission the text reports (-1 when a report names no drug). */
function resubmittedEntities(doc: Document): Set<number> {
  const entities = new Set<number>()
  doc.sentenceTexts.forEach((text, i) => {
    if (!doc.boilerplate[i] && reportsResubmission(text)) entities.add(contextEntity(doc, i))
  })
  return entities
}

/** "X and Y have PDUFA dates of D1 and D2, respectively": the n-th drug goes with the n-th date. */
function respectiveDrugs(doc: Document, sentence: number, bindings: readonly TargetBinding[]): Map<TargetBinding, ResolvedDrug> | null {
  const text = doc.sentenceTexts[sentence] ?? ''
  if (!/\brespectively\b/i.test(text) || bindings.length < 2) return null
  // Every name counts here, companions included: "the NDAs for X and Y ... respectively".
  const mentions = doc.lexicon.mentionsBySentence[sentence] ?? []
  const ordered: typeof mentions = []
  for (const m of mentions) if (!ordered.some((o) => o.entity === m.entity)) ordered.push(m)
  if (ordered.length !== bindings.length) return null
  const pairs = new Map<TargetBinding, ResolvedDrug>()
  const sortedBindings = [...bindings].sort((a, b) => a.date.start - b.date.start)
  sortedBindings.forEach((binding, i) => {
    const m = ordered[i]!
    pairs.set(binding, { entity: m.entity, name: m.name, sentence, via: 'same', aliases: (doc.lexicon.entityNames[m.entity] ?? []).filter((n) => n.toLowerCase() !== m.name.toLowerCase()) })
  })
  return pairs
}

/** The part of a sentence between semicolons that holds `offset`. */
function clauseAround(text: string, offset: number): string {
  const start = text.lastIndexOf(';', offset) + 1
  const end = text.indexOf(';', offset)
  return text.slice(start, end === -1 ? text.length : end)
}

function targetCandidates(doc: Document): { candidates: Candidate[]; priors: PriorMention[] } {
  const resubmitted = resubmittedEntities(doc)
  const candidates: Candidate[] = []
  const priors: PriorMention[] = []
  doc.sentences.forEach((sentence, i) => {
    const text = doc.sentenceTexts[i] ?? ''
    // A sentence without a target phrase or an extension verb binds no date: its dates are not looked for here.
    if (doc.boilerplate[i] || !mayBindTargetDates(text) || isNotAPdufaMatter(text)) return
    const dates = datesOf(doc, i)
    if (dates.length === 0) return
    const { bindings } = findTargetDates(text, dates)
    const current = bindings.filter((b) => b.role !== 'prior')
    const respective = respectiveDrugs(doc, i, current)
    for (const binding of bindings) {
      const date = resolveDate(doc, binding.date, 'ahead')
      const anchor = { start: sentence.start + binding.date.start, end: sentence.start + binding.date.end }
      const drug = respective?.get(binding) ?? resolveDrug(doc.lexicon, i, anchor, doc.folded, sentence.start + binding.anchor.end)
      if (binding.role === 'prior') {
        priors.push({ sentence: i, date, entity: drug?.entity ?? null })
        continue
      }
      const prior = binding.priorDate === null ? null : resolveDate(doc, binding.priorDate, 'ahead')
      const entity = entityOf(drug)
      // The sentence itself moves the date; else a reported resubmission of this drug makes it a new cycle's date;
      // else a "new"/"updated" date right after an extension of this drug is the extended date.
      // An extension cited in another clause of the sentence ("...; the date for Y remains D") moves only a "new" date.
      const clause = clauseAround(text, binding.date.start)
      const kind: AssertionKind = binding.extension || prior !== null || citesExtension(clause) || (binding.newModifier && citesExtension(text))
        ? 'date_extended'
        : appliesTo(resubmitted, entity)
          ? 'resubmission_date_set'
          : binding.newModifier && extensionNearby(doc, i, entity) ? 'date_extended' : 'date_set'
      candidates.push({
        kind,
        drug,
        sentence: i,
        quoteStart: sentence.start,
        quoteEnd: sentence.end,
        date,
        prior,
        dateSpan: { start: binding.date.start, end: binding.date.end },
        held: binding.lapsed ? 'lapsed' : binding.role !== 'current' || binding.strength !== 'strong' ? (binding.advance ? 'advanced' : 'weak_phrase') : binding.modal ? 'hedged' : null,
        plausible: targetPlausible(date, prior, doc.reference, text),
        indirect: false,
      })
    }
  })
  return { candidates, priors }
}

/** Cells of a flattened table row: "a | b | c" or tab-separated; null when the line is not a row. */
function cellsOf(text: string): string[] | null {
  const separator = text.includes('|') ? '|' : text.includes('\t') ? '\t' : null
  if (separator === null) return null
  const cells = text.split(separator).map((c) => c.trim())
  while (cells.length > 0 && cells[0] === '') cells.shift()
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop()
  return cells.length >= 2 ? cells : null
}

/** A column header that names the target action date: "PDUFA Date", "PDUFA Target Action Date", "Goal Date (1)". */
const TARGET_HEADER = /^(?:(?:pdufa|prescription\s+drug\s+user\s+fee\s+act)\s+(?:(?:target|goal|action)\s+){0,2}date|(?:target\s+)?action\s+date|(?:pdufa\s+)?goal\s+date)s?(?:\s*\(\w{1,3}\))?$/i

/**
 * Dates in the "PDUFA date" column of a flattened table: each row's cell under the header is that row's target date, the
 * row its quote. A header sentence is followed by rows with as many cells.
 */
function tableCandidates(doc: Document): Candidate[] {
  const candidates: Candidate[] = []
  doc.sentences.forEach((_, i) => {
    const header = cellsOf(doc.sentenceTexts[i] ?? '')
    const column = header?.findIndex((cell) => TARGET_HEADER.test(cell)) ?? -1
    if (header === null || column < 0) return
    for (let row = i + 1; row < doc.sentences.length; row++) {
      const rowText = doc.sentenceTexts[row] ?? ''
      const cells = cellsOf(rowText)
      if (cells === null || cells.length !== header.length) break
      const cellStart = rowText.indexOf(cells[column]!)
      const mention = datesOf(doc, row).find((d) => d.precision === 'day' && d.start >= cellStart && d.end <= cellStart + cells[column]!.length)
      if (mention === undefined) continue
      const sentence = doc.sentences[row]!
      const date = resolveDate(doc, mention, 'ahead')
      const drug = resolveDrug(doc.lexicon, row, { start: sentence.start, end: sentence.start }, doc.folded)
      candidates.push({
        kind: 'date_set', drug, sentence: row, quoteStart: sentence.start, quoteEnd: sentence.end, date, prior: null,
        dateSpan: { start: mention.start, end: mention.end },
        // A drug only from another row is no drug of this one.
        held: drug !== null && drug.sentence !== row && drug.via !== 'only' ? 'no_drug' : null,
        plausible: targetPlausible(date, null, doc.reference), indirect: false,
      })
    }
  })
  return candidates
}

function outcomeCandidates(doc: Document): Candidate[] {
  const candidates: Candidate[] = []
  doc.sentences.forEach((sentence, i) => {
    const text = doc.sentenceTexts[i] ?? ''
    if (doc.boilerplate[i] || isNotAPdufaMatter(text)) return
    if (!/approv|authori[sz]ation|complete\s+response|\bcrl\b|reject|declin/i.test(text)) return
    const dates = datesOf(doc, i)
    for (const event of findOutcomeEvents(text, dates)) {
      const anchor = { start: sentence.start + event.anchor.start, end: sentence.start + event.anchor.end }
      const date = event.decisionDate === null ? null : resolveDate(doc, event.decisionDate, 'behind')
      candidates.push({
        kind: event.kind,
        drug: resolveDrug(doc.lexicon, i, anchor, doc.folded),
        sentence: i,
        quoteStart: sentence.start,
        quoteEnd: sentence.end,
        date,
        prior: null,
        held: event.strength === 'strong' && (date === null || event.dateStrength === 'strong') ? null : 'weak_phrase',
        plausible: date === null || decisionPlausible(date, doc.reference),
        indirect: false,
      })
    }
  })
  if (candidates.length > 0) return candidates
  // Only the letter's content is reported ("In the letter, the FDA ..."): a CRL, known indirectly.
  const live = doc.sentenceTexts.map((text, i) => ({ text, i })).filter(({ i }) => !doc.boilerplate[i])
  if (live.some(({ text, i }) => mentionsEarlierCrl(text, () => datesOf(doc, i)))) return candidates
  const content = live.find(({ text }) => mentionsCrlContent(text))
  if (content === undefined) return candidates
  const sentence = doc.sentences[content.i]!
  candidates.push({
    kind: 'crl',
    drug: resolveDrug(doc.lexicon, content.i, { start: sentence.start, end: sentence.start }, doc.folded),
    sentence: content.i,
    quoteStart: sentence.start,
    quoteEnd: sentence.end,
    date: null,
    prior: null,
    held: 'indirect',
    plausible: true,
    indirect: true,
  })
  return candidates
}

/** Extensions whose previous date sits in an earlier sentence ("originally had ... July 6, 2018. ... changed the action date to ..."). */
function attachEarlierPriors(doc: Document, candidates: Candidate[], priors: readonly PriorMention[]): void {
  // A date set for the same drug just before the extension ("The FDA set a PDUFA date of D0. ... extended the PDUFA date to D1").
  const earlierTargets: PriorMention[] = candidates
    .filter((c) => c.kind !== 'date_extended' && c.drug !== null && c.date?.written && c.date.iso !== null)
    .map((c) => ({ sentence: c.sentence, date: c.date!, entity: c.drug!.entity }))
  for (const candidate of candidates) {
    if (candidate.kind !== 'date_extended' || candidate.prior !== null || candidate.date?.iso == null) continue
    const sameDrugTarget = earlierTargets.filter((p) => candidate.drug !== null && p.entity === candidate.drug.entity)
    const earlier = [...priors, ...sameDrugTarget]
      .filter((p) => p.sentence < candidate.sentence && p.sentence >= candidate.sentence - 2 && p.date.iso !== null && p.date.iso < candidate.date!.iso!)
      .filter((p) => p.entity === null || candidate.drug === null || p.entity === candidate.drug.entity)
      .sort((a, b) => b.sentence - a.sentence)[0]
    if (earlier === undefined) continue
    candidate.prior = earlier.date
    candidate.quoteStart = doc.sentences[earlier.sentence]!.start
    candidate.plausible = targetPlausible(candidate.date!, candidate.prior, doc.reference)
  }
}

function applicationNumberFor(doc: Document, candidate: Candidate): string | null {
  const usable = doc.applications.filter((a) => a.type !== 'ANDA')
  const within = (start: number, end: number) => usable.find((a) => a.start >= start && a.end <= end)
  const inQuote = within(candidate.quoteStart, candidate.quoteEnd)
  if (inQuote !== undefined) return inQuote.normalized
  if (candidate.drug !== null) {
    const named = doc.sentences[candidate.drug.sentence]
    const inDrugSentence = named === undefined ? undefined : within(named.start, named.end)
    if (inDrugSentence !== undefined) return inDrugSentence.normalized
  }
  const distinct = new Set(usable.map((a) => a.normalized))
  return distinct.size === 1 && doc.lexicon.entityNames.length <= 1 ? [...distinct][0]! : null
}

/**
 * In a sentence with several dates ("a PDUFA date of D1 for X for the treatment of A and a PDUFA date of D2 for X for the
 * treatment of B"), the indication written between this date and the next, else between the previous date and this one.
 */
function ownIndication(doc: Document, candidate: Candidate): string | null {
  const span = candidate.dateSpan
  if (span === undefined) return null
  const days = datesOf(doc, candidate.sentence).filter((d) => d.precision === 'day')
  if (days.length < 2) return null
  const sentence = doc.sentences[candidate.sentence]!
  const text = doc.sentenceTexts[candidate.sentence] ?? ''
  const next = days.find((d) => d.start >= span.end)?.start ?? text.length
  const previous = [...days].reverse().find((d) => d.end <= span.start)?.end ?? 0
  for (const [from, to] of [[span.end, next], [previous, span.start]] as const) {
    const found = findIndicationSpan(text.slice(from, to))
    if (found !== null) return doc.text.slice(sentence.start + from + found.start, sentence.start + from + found.end).replace(/\s+/g, ' ')
  }
  return null
}

function indicationFor(doc: Document, candidate: Candidate): string | null {
  const own = ownIndication(doc, candidate)
  if (own !== null) return own
  const sentencesToTry = [candidate.sentence, candidate.drug?.sentence]
  if (candidate.drug !== null) {
    doc.lexicon.mentionsBySentence.forEach((mentions, i) => {
      if (mentions.some((m) => m.entity === candidate.drug!.entity)) sentencesToTry.push(i)
    })
  }
  for (const index of sentencesToTry) {
    if (index === undefined || doc.boilerplate[index]) continue
    const sentence = doc.sentences[index]
    if (sentence === undefined) continue
    const span = findIndicationSpan(doc.folded.slice(sentence.start, sentence.end))
    if (span !== null) return doc.text.slice(sentence.start + span.start, sentence.start + span.end).replace(/\s+/g, ' ')
  }
  return null
}

function toAssertion(doc: Document, candidate: Candidate, role: Assertion['role']): Assertion {
  const evidence: ExtractionEvidence = {
    hasDate: candidate.date !== null,
    dateWritten: (candidate.date?.written || candidate.date?.yearInferred) ?? false,
    yearInferred: candidate.date?.yearInferred ?? false,
    dateAmbiguous: candidate.date?.ambiguous ?? false,
    held: candidate.held,
    // A name found only in a later sentence is a guess unless it is the text's only drug.
    drugResolved: candidate.drug !== null && (candidate.drug.via !== 'next' || candidate.drug.nextIsApplicationObject === true),
    plausible: candidate.plausible,
    indirect: candidate.indirect,
  }
  const grade = gradeRegexExtraction(evidence)
  const assertion: Assertion = {
    kind: candidate.kind,
    drug_name: candidate.drug?.name ?? null,
    indication: indicationFor(doc, candidate),
    application_number: applicationNumberFor(doc, candidate),
    pdufa_date: candidate.date?.iso ?? null,
    prior_date: candidate.prior?.iso ?? null,
    outcome: candidate.kind === 'approval' ? 'approved' : candidate.kind === 'crl' ? 'crl' : null,
    quote: doc.text.slice(candidate.quoteStart, candidate.quoteEnd),
    confidence: grade.confidence,
    authority: 'regex',
    date_confidence: grade.date_confidence,
    publishable: grade.publishable,
    role,
    drug_aliases: candidate.drug?.aliases ?? [],
    reason: grade.reason,
    year_inferred: candidate.date?.yearInferred ?? false,
  }
  doc.groundingFolded ??= foldForGrounding(doc.text)
  return applyGroundingGate(doc.text, assertion, doc.groundingFolded, doc.numericOrder !== undefined && doc.numericOrder !== null)
}

function better(a: { assertion: Assertion; candidate: Candidate }, b: { assertion: Assertion; candidate: Candidate }): boolean {
  const rank = CONFIDENCE_RANK[a.assertion.confidence] - CONFIDENCE_RANK[b.assertion.confidence]
  if (rank !== 0) return rank > 0
  if ((a.assertion.pdufa_date !== null) !== (b.assertion.pdufa_date !== null)) return a.assertion.pdufa_date !== null
  if ((a.assertion.prior_date !== null) !== (b.assertion.prior_date !== null)) return a.assertion.prior_date !== null
  return a.candidate.quoteStart < b.candidate.quoteStart
}

/** One assertion per fact: the same date of one drug read several times, or several readings of one outcome. */
function dedupe(items: Array<{ assertion: Assertion; candidate: Candidate }>): Array<{ assertion: Assertion; candidate: Candidate }> {
  const groups = new Map<string, Array<{ assertion: Assertion; candidate: Candidate }>>()
  for (const item of items) {
    const { assertion, candidate } = item
    const entity = entityOf(candidate.drug)
    const key = DATE_KINDS.has(assertion.kind)
      ? `date|${entity}|${assertion.pdufa_date ?? `undated:${candidate.sentence}`}`
      : `${assertion.kind}|${entity}`
    groups.set(key, [...(groups.get(key) ?? []), item])
  }
  const kept: Array<{ assertion: Assertion; candidate: Candidate }> = []
  for (const group of groups.values()) {
    let best = group[0]!
    for (const item of group.slice(1)) if (better(item, best)) best = item
    const kind = group.reduce<AssertionKind>((k, item) => (KIND_SPECIFICITY[item.assertion.kind] > KIND_SPECIFICITY[k] ? item.assertion.kind : k), best.assertion.kind)
    kept.push({ ...best, assertion: { ...best.assertion, kind } })
  }
  // A date whose year had to be inferred adds nothing when the same drug's date is written elsewhere in the text.
  return kept.filter(({ assertion, candidate }) => {
    if (!DATE_KINDS.has(assertion.kind) || candidate.date?.written) return true
    return !kept.some((other) => other.candidate.date?.written && DATE_KINDS.has(other.assertion.kind) && entityOf(other.candidate.drug) === entityOf(candidate.drug))
  })
}

export function extractAssertionsFromText(text: string, options: TextExtractionOptions = {}): Assertion[] {
  const doc = readDocument(text, options.referenceDate)
  const live = doc.sentenceTexts.filter((_, i) => !doc.boilerplate[i])
  const { candidates: sentenceTargets, priors } = targetCandidates(doc)
  const targets = [...sentenceTargets, ...(/[|\t]/.test(doc.folded) ? tableCandidates(doc) : [])]
  attachEarlierPriors(doc, targets, priors)
  const outcomes = outcomeCandidates(doc)

  const dated = targets
  // The FDA let the date pass and set none: earlier dates in the text are history, not a target.
  if (targetDateLapsed(live)) for (const c of dated) if (c.kind !== 'date_extended') c.held = 'lapsed'
  const decided = new Set(outcomes.filter((o) => !o.indirect && o.held === null).map((o) => entityOf(o.drug)))
  const extendedTo = new Map<number, string>()
  for (const c of dated) if (c.kind === 'date_extended' && c.held === null && c.date?.iso) extendedTo.set(entityOf(c.drug), c.date.iso)
  for (const candidate of dated) {
    const entity = entityOf(candidate.drug)
    if (candidate.kind === 'date_extended') continue
    // In a decision release the target date is background; after an extension in the same text, the old date is superseded.
    if (decided.has(entity) || decided.has(-1)) candidate.held ??= 'superseded_by_outcome'
    const newDate = extendedTo.get(entity)
    if (newDate !== undefined && candidate.date?.iso !== newDate) candidate.held ??= 'superseded'
  }

  const role = filerRole(live.join(' '))
  const items = [...dated, ...outcomes].map((candidate) => ({ candidate, assertion: toAssertion(doc, candidate, role) }))
  return dedupe(items)
    .sort((a, b) => a.candidate.quoteStart - b.candidate.quoteStart || KIND_SPECIFICITY[a.assertion.kind] - KIND_SPECIFICITY[b.assertion.kind])
    .map(({ assertion }) => assertion)
}

/** Identity of an assertion's drug across documents and extractors: its name and aliases, folded. */
export function assertionDrugKeys(assertion: Pick<Assertion, 'drug_name' | 'drug_aliases'>): Set<string> {
  const names = [assertion.drug_name, ...assertion.drug_aliases].filter((n): n is string => n !== null)
  return new Set(names.map(drugKey).filter((k) => k.length > 0))
}
