/**
 * The catalysts core: a pure function from (state, one input) to a decision, the rows and events
 * that input causes. No I/O and no clock: every timestamp comes from the input (the assertion
 * record's `extracted_at`, the review's `at`), ids come from the sequencer in the state, so the same
 * inputs in the same order give the same decisions, which is what makes a replay rebuild identical
 * tables.
 *
 * A catalyst's served row is derived, never edited in place:
 * - identity (lead filer, tickers, drug name, application number, drug key) from its contributions
 *   (what each applied assertion said about the drug and the filer);
 * - date state (pdufa_date, stage, indication, source quote/accession/URL, confidences) from the fold
 *   of its event timeline (mirror.ts), the same fold a client runs on the stream;
 * - an operator lock overrides the authority (human_lock, confirmed, high).
 * A write happens only when the derived row differs from the last written one, so `last_updated`
 * moves only when the record changes.
 *
 * Precedence: an assertion that is not auto-publishable (llm_medium, llm_low, failed grounding, no
 * quote) goes to the review queue and never touches a catalyst; a human-locked catalyst takes no
 * automated change (the assertion is queued with reason `locked`); an assertion from a filing older
 * than the filing behind the current state is history, not news, and emits nothing.
 */
import { createHash } from 'node:crypto'
import type { Assertion, AssertionKind, CatalystMerge, ExtractedAssertions, Review } from '../../schemas/avro/types.js'
import { AssertionKindValues } from '../../schemas/avro/types.js'
import { daysBetween } from '../shared/clock.js'
import { drugKeys, indicationIsMaterialChange, indicationSimilarity, normaliseApplicationNumber, SAME_INDICATION } from './identity.js'
import { foldTimeline, type MirroredState } from './mirror.js'
import {
  publishableAuthorities,
  type AssertionFilingRow, type CatalystRecord, type CatalystRow, type CatalystStateRow, type Contribution, type EventRow,
  type IssuerInfo, type MergeRow, type ProcessedRow, type QueueRow,
} from './types.js'

/** A pending date within this many days of a catalyst's current date may be the same decision. */
export const DATE_PROXIMITY_DAYS = 365
/** A repeated outcome filed within this many days of the recorded one restates it. */
export const OUTCOME_RESTATEMENT_DAYS = 180

export interface Sequencer {
  nextEventId: number
  nextCatalystId: number
  /** Count of inputs decided; versions rows that are not per-catalyst. */
  inputSeq: number
}

export type CatalystView = Omit<CatalystRow, 'version' | 'last_updated'>

/** The state the core reads. The shell owns it and applies decisions to it (commitDecision). */
export class CatalystState {
  readonly catalysts = new Map<number, CatalystRecord>()
  readonly byApplication = new Map<string, Set<number>>()
  readonly byAlias = new Map<string, Set<number>>()
  readonly byCik = new Map<string, Set<number>>()
  /** Latest review_queue row per `${accession}#${index}`. */
  readonly queue = new Map<string, QueueRow>()
  /** Latest catalyst_merges row per loser. */
  readonly merges = new Map<number, MergeRow>()
  /** Events a merge deleted as duplicates, kept so an unmerge can bring them back. */
  readonly deletedEvents = new Map<number, EventRow>()
  readonly processed = new Set<string>()
  /** Frozen served view of retracted catalysts (what they showed when merged away). */
  readonly frozen = new Map<number, CatalystView>()
  seq: Sequencer = { nextEventId: 1, nextCatalystId: 1, inputSeq: 0 }

  put(record: CatalystRecord): void {
    const previous = this.catalysts.get(record.id)
    if (previous) this.index(previous, false)
    this.catalysts.set(record.id, record)
    this.index(record, true)
  }

  remove(id: number): void {
    const previous = this.catalysts.get(id)
    if (previous) this.index(previous, false)
    this.catalysts.delete(id)
  }

  private index(record: CatalystRecord, add: boolean): void {
    const touch = (map: Map<string, Set<number>>, key: string) => {
      let ids = map.get(key)
      if (add) {
        if (!ids) map.set(key, (ids = new Set()))
        ids.add(record.id)
      } else if (ids) {
        ids.delete(record.id)
        if (ids.size === 0) map.delete(key)
      }
    }
    for (const c of record.contributions) {
      if (c.applicationNumber) touch(this.byApplication, c.applicationNumber)
      for (const k of c.aliasKeys) touch(this.byAlias, k)
      touch(this.byCik, c.cik)
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Inputs and decisions

export interface AssertionsInput {
  kind: 'assertions'
  record: ExtractedAssertions
  /** Issuers of the CIKs the record names, resolved by the shell before deciding. */
  issuers: ReadonlyMap<string, IssuerInfo | null>
}

export interface ReviewInput {
  kind: 'review'
  review: Review
}

export type CoreInput = AssertionsInput | ReviewInput

export interface Decision {
  inputKey: string
  /** applied: effects below; duplicate: seen before, nothing to do; rejected: invalid, dead-letter it. */
  result: 'applied' | 'duplicate' | 'rejected'
  note: string
  /** New events, ascending event_id. */
  events: EventRow[]
  /** New versions of existing events (re-parented, deleted or restored by a merge or unmerge). */
  eventRewrites: EventRow[]
  /** Touched catalysts in their final form. */
  catalysts: CatalystRecord[]
  catalystRows: CatalystRow[]
  stateRows: CatalystStateRow[]
  queueRows: QueueRow[]
  mergeRows: MergeRow[]
  mergeNotices: CatalystMerge[]
  filingRows: AssertionFilingRow[]
  frozen: Array<{ id: number; view: CatalystView | null }>
  deletedEvents: { add: EventRow[]; remove: number[] }
  processed: ProcessedRow | null
  seq: Sequencer
}

/** The idempotency key of an input: accession + content hash (extraction time excluded), or the review id. */
export function inputKey(input: CoreInput): string {
  if (input.kind === 'review') return `review:${input.review.review_id}`
  const r = input.record
  const content = JSON.stringify([r.accession, r.cik, r.company, r.form, r.filed_date, r.source_url, r.assertions])
  return `assertions:${r.accession}:${createHash('sha256').update(content).digest('hex').slice(0, 24)}`
}

export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value && value >= '1980-01-01' && value <= '2149-12-31'
}

/** An instant as the tables keep it (ISO, milliseconds, Z); null when it does not parse. */
export function canonicalInstant(value: string): string | null {
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/** Spec 2.2: only `high` confidence auto-publishes, with an authority allowed on the feed and a grounding quote. */
export function isAutoPublishable(a: Pick<Assertion, 'publishable' | 'authority' | 'confidence' | 'quote'>): boolean {
  return a.publishable && a.confidence === 'high' && publishableAuthorities.includes(a.authority) && a.quote.trim().length > 0
}

const dateKinds: readonly AssertionKind[] = ['date_set', 'resubmission_date_set', 'date_extended']

// ---------------------------------------------------------------------------------------------
// Derivations

interface Filer { cik: string; company: string | null; tickers: string[]; sponsor: boolean; firstFiled: string }

/** Identity of a catalyst from its contributions: lead filer (a sponsor first, then the earliest filer), tickers, names. */
export function identityOf(contributions: readonly Contribution[]) {
  const filers = new Map<string, Filer>()
  for (const c of contributions) {
    let filer = filers.get(c.cik)
    if (!filer) filers.set(c.cik, (filer = { cik: c.cik, company: null, tickers: [], sponsor: false, firstFiled: c.filedDate }))
    if (c.filedDate < filer.firstFiled) filer.firstFiled = c.filedDate
    if (c.company) filer.company = c.company
    if (c.tickers.length > 0) filer.tickers = c.tickers
    if (c.role === 'sponsor') filer.sponsor = true
  }
  const ordered = [...filers.values()].sort((a, b) => Number(b.sponsor) - Number(a.sponsor) || cmp(a.firstFiled, b.firstFiled) || cmp(a.cik, b.cik))
  const lead = ordered[0] ?? null
  const coTickers = ordered.slice(1).flatMap((f) => f.tickers).sort()
  const tickers = [...new Set([...(lead?.tickers ?? []), ...coTickers])]
  const byFiling = [...contributions].sort((a, b) => cmp(a.filedDate, b.filedDate) || cmp(a.key, b.key))
  const named = byFiling.find((c) => c.cik === lead?.cik && c.drugName) ?? byFiling.find((c) => c.drugName)
  const application = byFiling.find((c) => c.cik === lead?.cik && c.applicationNumber) ?? byFiling.find((c) => c.applicationNumber)
  return {
    drug_name: named?.drugName ?? null,
    drug_key: [...new Set(contributions.flatMap((c) => c.aliasKeys))].sort().join('|'),
    company: lead?.company ?? null,
    ticker: lead?.tickers[0] ?? null,
    tickers,
    cik: lead?.cik ?? null,
    application_number: application?.applicationNumber ?? null,
    exposed_ciks: [...filers.keys()].sort(),
  }
}

/** The served view of a catalyst (a row without version and last_updated). */
export function serve(record: CatalystRecord, frozen: CatalystView | undefined | null): CatalystView {
  if (!record.live && frozen) return { ...frozen, live: 0, published: 0, merged_into: record.mergedInto }
  const identity = identityOf(record.contributions)
  const fold = foldTimeline(record.id, record.timeline)
  const source = fold.source
  const authority = record.locked ? 'human_lock' : source?.authority ?? null
  return {
    catalyst_id: record.id,
    ...identity,
    indication: fold.indication,
    pdufa_date: fold.pdufa_date,
    stage: fold.stage ?? 'set',
    confidence: record.locked ? 'high' : source?.confidence ?? null,
    date_confidence: record.locked ? 'confirmed' : source?.date_confidence ?? null,
    authority,
    source_quote: source?.source_quote ?? null,
    source_accession: source?.accession ?? null,
    source_url: source?.source_url ?? null,
    live: record.live ? 1 : 0,
    published: record.live && authority !== null && (publishableAuthorities as readonly string[]).includes(authority) ? 1 : 0,
    merged_into: record.mergedInto,
    human_locked: record.locked ? 1 : 0,
  }
}

function sameView(a: CatalystView, b: CatalystView): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

function stripRow(row: CatalystRow): CatalystView {
  const { version: _version, last_updated: _lastUpdated, ...view } = row
  return view
}

function datesSeen(record: CatalystRecord): Set<string> {
  const dates = new Set<string>()
  for (const c of record.contributions) for (const d of c.dates) dates.add(d)
  for (const e of record.timeline) {
    if (e.new_date) dates.add(e.new_date)
    if (e.prior_date) dates.add(e.prior_date)
  }
  return dates
}

function applicationsOf(record: CatalystRecord): Set<string> {
  return new Set(record.contributions.flatMap((c) => (c.applicationNumber ? [c.applicationNumber] : [])))
}

function aliasKeysOf(record: CatalystRecord): Set<string> {
  return new Set(record.contributions.flatMap((c) => c.aliasKeys))
}

function bestIndicationSimilarity(record: CatalystRecord, fold: MirroredState, indication: string | null): number | null {
  let best: number | null = null
  for (const candidate of [fold.indication, ...record.contributions.map((c) => c.indication)]) {
    const similarity = indicationSimilarity(candidate, indication)
    if (similarity !== null && (best === null || similarity > best)) best = similarity
  }
  return best
}

function intersects<T>(a: Iterable<T>, b: Set<T>): boolean {
  for (const x of a) if (b.has(x)) return true
  return false
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

// ---------------------------------------------------------------------------------------------
// The working set of one decision: an overlay over the state, never mutating it.

interface Facts {
  kind: AssertionKind
  pdufaDate: string | null
  priorDate: string | null
  outcome: string | null
  quote: string
  confidence: string
  authority: string
  dateConfidence: string
  accession: string
  sourceUrl: string | null
  filedDate: string
  detectedAt: string
  indication: string | null
  /** An operator approved it: precedence and staleness rules do not hold it back. */
  human: boolean
}

interface MergeTrigger {
  reason: 'application_number' | 'drug_identity' | 'operator'
  accession: string
  filedAt: string
  detectedAt: string
}

class Work {
  readonly touched = new Map<number, CatalystRecord>()
  readonly queue = new Map<string, QueueRow>()
  readonly merges = new Map<number, MergeRow>()
  readonly frozen = new Map<number, CatalystView | null>()
  readonly deletedAdd = new Map<number, EventRow>()
  readonly deletedRemove = new Set<number>()
  readonly events: EventRow[] = []
  readonly rewrites = new Map<number, EventRow>()
  readonly notices: CatalystMerge[] = []
  readonly filings: AssertionFilingRow[] = []
  readonly notes: string[] = []
  readonly seq: Sequencer

  constructor(readonly state: CatalystState, readonly at: string) {
    this.seq = { ...state.seq }
  }

  get(id: number): CatalystRecord | undefined {
    return this.touched.get(id) ?? this.state.catalysts.get(id)
  }

  update(record: CatalystRecord): void {
    this.touched.set(record.id, record)
  }

  frozenView(id: number): CatalystView | null | undefined {
    return this.frozen.has(id) ? this.frozen.get(id) : this.state.frozen.get(id)
  }

  queueRow(key: string): QueueRow | undefined {
    return this.queue.get(key) ?? this.state.queue.get(key)
  }

  mergeRow(loser: number): MergeRow | undefined {
    return this.merges.get(loser) ?? this.state.merges.get(loser)
  }

  deletedEvent(id: number): EventRow | undefined {
    if (this.deletedRemove.has(id)) return undefined
    return this.deletedAdd.get(id) ?? this.state.deletedEvents.get(id)
  }

  /** Follows merged_into to the live survivor. */
  liveSurvivor(id: number): CatalystRecord | undefined {
    let record = this.get(id)
    for (let hops = 0; record && !record.live && record.mergedInto !== null && hops < 100; hops++) record = this.get(record.mergedInto)
    return record?.live ? record : undefined
  }

  /** Live catalysts that share an application number, a drug key or (when nothing else is known) the filer. */
  candidates(applications: Iterable<string>, aliases: Iterable<string>, cik: string | null): CatalystRecord[] {
    const ids = new Set<number>()
    const appSet = new Set(applications)
    const aliasSet = new Set(aliases)
    for (const a of appSet) for (const id of this.state.byApplication.get(a) ?? []) ids.add(id)
    for (const k of aliasSet) for (const id of this.state.byAlias.get(k) ?? []) ids.add(id)
    if (cik) for (const id of this.state.byCik.get(cik) ?? []) ids.add(id)
    for (const record of this.touched.values()) {
      if (record.contributions.some((c) => (c.applicationNumber && appSet.has(c.applicationNumber)) || c.aliasKeys.some((k) => aliasSet.has(k)) || c.cik === cik)) ids.add(record.id)
    }
    return [...ids].sort((a, b) => a - b).map((id) => this.get(id)!).filter((r) => r && r.live)
  }

  nextEventId(): number {
    return this.seq.nextEventId++
  }

  newCatalyst(): CatalystRecord {
    const record: CatalystRecord = { id: this.seq.nextCatalystId++, live: true, mergedInto: null, locked: false, contributions: [], timeline: [], row: null, stateVersion: 0 }
    this.touched.set(record.id, record)
    return record
  }

  rewrite(event: EventRow): void {
    this.rewrites.set(event.event_id, event)
  }
}

// ---------------------------------------------------------------------------------------------
// Matching: which catalyst an assertion is about

function contributionFrom(key: string, record: Pick<ExtractedAssertions, 'accession' | 'cik' | 'company' | 'filed_date'>, a: Assertion, tickers: string[]): Contribution {
  const dates = [a.pdufa_date, a.prior_date].filter((d): d is string => isIsoDate(d))
  return {
    key,
    accession: record.accession,
    cik: record.cik,
    company: record.company,
    tickers,
    role: a.role,
    filedDate: record.filed_date,
    kind: a.kind,
    drugName: a.drug_name,
    aliasKeys: drugKeys(a.drug_name, a.drug_aliases),
    applicationNumber: normaliseApplicationNumber(a.application_number),
    indication: a.indication,
    dates,
  }
}

/** How well a catalyst fits an assertion; null when it cannot be the same decision. */
function fit(record: CatalystRecord, c: Contribution, facts: Facts): number | null {
  const applications = applicationsOf(record)
  const appMatch = c.applicationNumber !== null && applications.has(c.applicationNumber)
  if (c.applicationNumber && applications.size > 0 && !appMatch) return null
  const aliasMatch = intersects(c.aliasKeys, aliasKeysOf(record))
  const anonymous = !c.applicationNumber && c.aliasKeys.length === 0
  const sameFiler = anonymous && record.contributions.some((x) => x.cik === c.cik)
  if (!appMatch && !aliasMatch && !sameFiler) return null
  const fold = foldTimeline(record.id, record.timeline)
  const seen = datesSeen(record)
  const exactDate = (facts.pdufaDate !== null && seen.has(facts.pdufaDate)) || (facts.priorDate !== null && seen.has(facts.priorDate))
  const similarity = bestIndicationSimilarity(record, fold, c.indication)
  const indicationOk = similarity === null || similarity >= SAME_INDICATION
  const stage = fold.stage
  const pending = stage === null || stage === 'set' || stage === 'extended'
  if (sameFiler && !appMatch && !aliasMatch && !exactDate && !(pending && !dateKinds.includes(facts.kind) && indicationOk)) return null
  if (dateKinds.includes(facts.kind)) {
    if (stage === 'resolved') {
      // A decided cycle takes no new date: a later date for the same drug is a new decision.
      if (facts.pdufaDate === null || !seen.has(facts.pdufaDate)) return null
    } else if (stage === 'crl') {
      if (!appMatch && !exactDate && !indicationOk) return null
    } else if (!appMatch && !exactDate) {
      if (!indicationOk) return null
      if (fold.pdufa_date && facts.pdufaDate && Math.abs(daysBetween(fold.pdufa_date, facts.pdufaDate)) > DATE_PROXIMITY_DAYS) return null
    }
  } else if (stage === 'resolved') {
    // Only a restatement of the recorded outcome, filed soon after it, belongs to a resolved catalyst.
    const sameOutcome = (facts.kind === 'crl') === (fold.outcome === 'crl')
    const recent = fold.state_filed_at !== null && Math.abs(daysBetween(fold.state_filed_at, facts.filedDate)) <= OUTCOME_RESTATEMENT_DAYS
    if (!sameOutcome || !recent || !(appMatch || exactDate || indicationOk)) return null
  } else if (!appMatch && !exactDate && !indicationOk) {
    return null
  }
  return (appMatch ? 1000 : 0) + (exactDate ? 100 : 0) + (pending ? 30 : stage === 'crl' ? 20 : 0) + (similarity ?? 0.5) * 10 + (aliasMatch ? 5 : 0)
}

function findTarget(work: Work, c: Contribution, facts: Facts): CatalystRecord | null {
  let best: { record: CatalystRecord; score: number } | null = null
  for (const record of work.candidates(c.applicationNumber ? [c.applicationNumber] : [], c.aliasKeys, c.aliasKeys.length === 0 && !c.applicationNumber ? c.cik : null)) {
    const score = fit(record, c, facts)
    if (score !== null && (!best || score > best.score)) best = { record, score }
  }
  return best?.record ?? null
}

/** Why two live catalysts are one decision, or null. */
function duplicateReason(a: CatalystRecord, b: CatalystRecord): MergeTrigger['reason'] | null {
  const appsA = applicationsOf(a)
  const appsB = applicationsOf(b)
  const appMatch = intersects(appsA, appsB)
  if (appsA.size > 0 && appsB.size > 0 && !appMatch) return null
  const shared = intersects(datesSeen(a), datesSeen(b))
  const foldA = foldTimeline(a.id, a.timeline)
  const foldB = foldTimeline(b.id, b.timeline)
  if (appMatch) return (foldA.stage === 'resolved') !== (foldB.stage === 'resolved') && !shared ? null : 'application_number'
  if (!shared || !intersects(aliasKeysOf(a), aliasKeysOf(b))) return null
  const indicationsA = [foldA.indication, ...a.contributions.map((c) => c.indication)]
  const indicationsB = [foldB.indication, ...b.contributions.map((c) => c.indication)]
  let known = false
  for (const x of indicationsA) for (const y of indicationsB) {
    const similarity = indicationSimilarity(x, y)
    if (similarity === null) continue
    known = true
    if (similarity >= SAME_INDICATION) return 'drug_identity'
  }
  return known ? null : 'drug_identity'
}

// ---------------------------------------------------------------------------------------------
// Effects

interface EventDraft { type: 'new_date_assigned' | 'date_extension' | 'decision_outcome'; newDate: string | null; priorDate: string | null; delta: number | null; outcome: string | null }

/** The event an assertion causes on a catalyst in state `fold`, or null when it changes nothing. */
function eventFor(fold: MirroredState, isNew: boolean, facts: Facts): EventDraft | null {
  const stale = !facts.human && !isNew && fold.state_filed_at !== null && facts.filedDate < fold.state_filed_at
  if (stale) return null
  switch (facts.kind) {
    case 'date_set':
    case 'resubmission_date_set': {
      const date = facts.pdufaDate!
      if (!isNew && fold.pdufa_date === date) return null
      return { type: 'new_date_assigned', newDate: date, priorDate: null, delta: null, outcome: null }
    }
    case 'date_extended': {
      const date = facts.pdufaDate!
      if (!isNew && fold.pdufa_date === date) return null
      const prior = fold.pdufa_date ?? facts.priorDate
      // Without a known prior date it cannot be told as a move: it is the assignment of a date.
      if (!prior || prior === date) return { type: 'new_date_assigned', newDate: date, priorDate: null, delta: null, outcome: null }
      return { type: 'date_extension', newDate: date, priorDate: prior, delta: daysBetween(prior, date), outcome: null }
    }
    case 'crl':
      if (!isNew && fold.stage === 'crl') return null
      return { type: 'decision_outcome', newDate: null, priorDate: null, delta: null, outcome: 'crl' }
    case 'approval':
      if (!isNew && fold.stage === 'resolved') return null
      return { type: 'decision_outcome', newDate: null, priorDate: null, delta: null, outcome: facts.outcome && facts.outcome !== 'crl' ? facts.outcome : 'approved' }
  }
}

function withContribution(record: CatalystRecord, c: Contribution): CatalystRecord {
  const same = record.contributions.filter((x) => x.cik === c.cik)
  const informative = same.length === 0
    || c.aliasKeys.some((k) => !same.some((x) => x.aliasKeys.includes(k)))
    || (c.applicationNumber !== null && !same.some((x) => x.applicationNumber === c.applicationNumber))
    || c.dates.some((d) => !same.some((x) => x.dates.includes(d)))
    || (c.role === 'sponsor' && !same.some((x) => x.role === 'sponsor'))
    || (c.tickers.length > 0 && !same.some((x) => x.tickers.join() === c.tickers.join()))
    || (c.indication !== null && !same.some((x) => x.indication !== null))
  if (!informative || record.contributions.some((x) => x.key === c.key)) return record
  return { ...record, contributions: [...record.contributions, c] }
}

function eventIdentity(record: CatalystRecord, work: Work) {
  const view = serve(record, work.frozenView(record.id))
  return {
    drug_name: view.drug_name, company: view.company, ticker: view.ticker, tickers: view.tickers, cik: view.cik,
    exposed_ciks: view.exposed_ciks, application_number: view.application_number,
  }
}

/** Applies one assertion's facts to a catalyst (a new one when target is null); returns the catalyst. */
function applyFacts(work: Work, target: CatalystRecord | null, c: Contribution, facts: Facts): CatalystRecord {
  let record = target ?? work.newCatalyst()
  const fold = foldTimeline(record.id, record.timeline)
  const isNew = record.timeline.length === 0
  record = withContribution(record, c)
  const draft = eventFor(fold, isNew, facts)
  if (draft) {
    const dateChanged = draft.newDate !== null && draft.newDate !== fold.pdufa_date
    let indication = fold.indication
    if (indication === null) indication = facts.indication
    else if (dateChanged && indicationIsMaterialChange(indication, facts.indication)) indication = facts.indication
    const id = work.nextEventId()
    const event: EventRow = {
      event_id: id, version: 1, deleted: 0, catalyst_id: record.id, origin_catalyst_id: record.id, event_type: draft.type,
      ...eventIdentity(record, work),
      indication,
      prior_date: draft.priorDate, new_date: draft.newDate, delta_days: draft.delta, merged_into: null, outcome: draft.outcome,
      confidence: facts.confidence, date_confidence: facts.dateConfidence, authority: facts.authority, source_quote: facts.quote,
      detected_at: facts.detectedAt, filed_at: facts.filedDate, applied: 1, date_changed: dateChanged ? 1 : 0,
      accession: facts.accession, source_url: facts.sourceUrl,
    }
    record = { ...record, timeline: [...record.timeline, event] }
    work.events.push(event)
  }
  work.update(record)
  return record
}

function merge(work: Work, survivorId: number, loserId: number, trigger: MergeTrigger): void {
  const survivor = work.get(survivorId)!
  const loser = work.get(loserId)!
  const frozen = serve(loser, null)
  const taken = new Set(survivor.timeline.map((e) => `${e.accession}\u0000${e.event_type}`))
  const moved: EventRow[] = []
  const kept: EventRow[] = []
  const deleted: number[] = []
  for (const event of loser.timeline) {
    if (event.event_type === 'retracted' || event.event_type === 'restored') {
      // The loser's own markers stay with it: re-parented, they would retract the survivor in a mirror.
      kept.push(event)
    } else if (taken.has(`${event.accession}\u0000${event.event_type}`)) {
      const gone: EventRow = { ...event, version: event.version + 1, deleted: 1 }
      work.rewrite(gone)
      work.deletedAdd.set(event.event_id, gone)
      work.deletedRemove.delete(event.event_id)
      deleted.push(event.event_id)
    } else {
      const reparented: EventRow = { ...event, version: event.version + 1, catalyst_id: survivorId }
      work.rewrite(reparented)
      moved.push(reparented)
    }
  }
  const movedKeys = loser.contributions.map((c) => c.key)
  const survivorKeys = new Set(survivor.contributions.map((c) => c.key))
  work.update({
    ...survivor,
    timeline: [...survivor.timeline, ...moved].sort((a, b) => a.event_id - b.event_id),
    contributions: [...survivor.contributions, ...loser.contributions.filter((c) => !survivorKeys.has(c.key))],
  })
  const retracted: EventRow = {
    event_id: work.nextEventId(), version: 1, deleted: 0, catalyst_id: loserId, origin_catalyst_id: loserId, event_type: 'retracted',
    drug_name: frozen.drug_name, company: frozen.company, ticker: frozen.ticker, tickers: frozen.tickers, cik: frozen.cik, exposed_ciks: frozen.exposed_ciks,
    indication: frozen.indication, application_number: frozen.application_number, prior_date: null, new_date: null, delta_days: null,
    merged_into: survivorId, outcome: null, confidence: null, date_confidence: null, authority: null,
    source_quote: trigger.reason === 'operator'
      ? `Merged into catalyst_id ${survivorId} by operator review: the same FDA decision.`
      : `Merged into catalyst_id ${survivorId}: the same FDA decision (matched on ${trigger.reason === 'application_number' ? 'application number' : 'drug identity and date'}).`,
    detected_at: trigger.detectedAt, filed_at: trigger.filedAt, applied: 1, date_changed: 0, accession: trigger.accession, source_url: null,
  }
  work.events.push(retracted)
  work.frozen.set(loserId, frozen)
  work.update({ ...loser, live: false, mergedInto: survivorId, timeline: [...kept, retracted] })
  const previous = work.mergeRow(loserId)
  work.merges.set(loserId, {
    loser_catalyst_id: loserId, survivor_catalyst_id: survivorId, version: (previous?.version ?? 0) + 1, active: 1, reason: trigger.reason,
    moved_event_ids: moved.map((e) => e.event_id), deleted_event_ids: deleted, moved_contribution_keys: movedKeys.filter((k) => !survivorKeys.has(k)),
    trigger: trigger.accession, at: trigger.detectedAt,
  })
  work.notices.push({ loser_catalyst_id: loserId, survivor_catalyst_id: survivorId, action: 'merge', reason: trigger.reason, at: isoOffset(trigger.detectedAt) })
}

function unmerge(work: Work, row: MergeRow, trigger: MergeTrigger): void {
  const loserId = row.loser_catalyst_id
  const survivor = work.get(row.survivor_catalyst_id)!
  const loser = work.get(loserId)!
  const movedIds = new Set(row.moved_event_ids)
  const back = survivor.timeline.filter((e) => movedIds.has(e.event_id)).map((e) => ({ ...e, version: e.version + 1, catalyst_id: loserId }))
  const revived: EventRow[] = []
  for (const id of row.deleted_event_ids) {
    const gone = work.deletedEvent(id)
    if (!gone) continue
    revived.push({ ...gone, version: gone.version + 1, deleted: 0, catalyst_id: loserId })
    work.deletedRemove.add(id)
    work.deletedAdd.delete(id)
  }
  for (const e of [...back, ...revived]) work.rewrite(e)
  const movedKeys = new Set(row.moved_contribution_keys)
  work.update({
    ...survivor,
    timeline: survivor.timeline.filter((e) => !movedIds.has(e.event_id)),
    contributions: survivor.contributions.filter((c) => !movedKeys.has(c.key)),
  })
  let revivedLoser: CatalystRecord = { ...loser, live: true, mergedInto: null, timeline: [...loser.timeline, ...back, ...revived].sort((a, b) => a.event_id - b.event_id) }
  work.frozen.set(loserId, null)
  const view = serve(revivedLoser, null)
  const restored: EventRow = {
    event_id: work.nextEventId(), version: 1, deleted: 0, catalyst_id: loserId, origin_catalyst_id: loserId, event_type: 'restored',
    drug_name: view.drug_name, company: view.company, ticker: view.ticker, tickers: view.tickers, cik: view.cik, exposed_ciks: view.exposed_ciks,
    indication: view.indication, application_number: view.application_number, prior_date: null, new_date: view.pdufa_date, delta_days: null,
    merged_into: null, outcome: null, confidence: view.confidence, date_confidence: view.date_confidence, authority: view.authority,
    source_quote: `Restored by operator review: no longer merged into catalyst_id ${row.survivor_catalyst_id}.`,
    detected_at: trigger.detectedAt, filed_at: trigger.filedAt, applied: 1, date_changed: 0, accession: trigger.accession, source_url: null,
  }
  work.events.push(restored)
  revivedLoser = { ...revivedLoser, timeline: [...revivedLoser.timeline, restored] }
  work.update(revivedLoser)
  work.merges.set(loserId, { ...row, version: row.version + 1, active: 0, trigger: trigger.accession, at: trigger.detectedAt })
  work.notices.push({ loser_catalyst_id: loserId, survivor_catalyst_id: row.survivor_catalyst_id, action: 'unmerge', reason: 'operator', at: isoOffset(trigger.detectedAt) })
}

/** After `id` changed: merge every other live catalyst that is now visibly the same decision into the older id. */
function resolveDuplicates(work: Work, id: number, trigger: Omit<MergeTrigger, 'reason'>): void {
  let currentId = id
  for (let rounds = 0; rounds < 50; rounds++) {
    const record = work.get(currentId)
    if (!record || !record.live) return
    const others = work.candidates(applicationsOf(record), aliasKeysOf(record), null).filter((o) => o.id !== record.id)
    let found: { other: CatalystRecord; reason: MergeTrigger['reason'] } | null = null
    for (const other of others) {
      const reason = duplicateReason(record, other)
      if (reason) { found = { other, reason }; break }
    }
    if (!found) return
    if (record.locked || found.other.locked) {
      // A lock is never overridden automatically: an operator merges by hand (npm run review -- merge).
      work.notes.push(`possible duplicate of catalyst ${found.other.id} left unmerged: a human lock holds one of them`)
      return
    }
    const survivor = Math.min(record.id, found.other.id)
    merge(work, survivor, Math.max(record.id, found.other.id), { ...trigger, reason: found.reason })
    currentId = survivor
  }
}

function isoOffset(instant: string): string {
  return instant.replace(/Z$/, '+00:00')
}

// ---------------------------------------------------------------------------------------------
// decide

function emptyDecision(key: string, result: Decision['result'], note: string, seq: Sequencer): Decision {
  return {
    inputKey: key, result, note, events: [], eventRewrites: [], catalysts: [], catalystRows: [], stateRows: [], queueRows: [], mergeRows: [],
    mergeNotices: [], filingRows: [], frozen: [], deletedEvents: { add: [], remove: [] }, processed: null, seq,
  }
}

function validateAssertion(a: Assertion): string | null {
  if (!AssertionKindValues.includes(a.kind)) return `unknown kind ${String(a.kind)}`
  if (a.pdufa_date !== null && !isIsoDate(a.pdufa_date)) return `pdufa_date ${a.pdufa_date} is not a date`
  if (a.prior_date !== null && !isIsoDate(a.prior_date)) return `prior_date ${a.prior_date} is not a date`
  if (dateKinds.includes(a.kind) && a.pdufa_date === null) return `${a.kind} without pdufa_date`
  return null
}

/** Decides one input against the state. Pure: the state is not modified (see commitDecision). */
export function decide(state: CatalystState, input: CoreInput): Decision {
  const key = inputKey(input)
  if (state.processed.has(key)) return emptyDecision(key, 'duplicate', 'already processed', state.seq)
  const at = canonicalInstant(input.kind === 'review' ? input.review.at : input.record.extracted_at)
  if (at === null) return finishRejected(state, key, input, `timestamp ${input.kind === 'review' ? input.review.at : input.record.extracted_at} does not parse`)
  const work = new Work(state, at)
  const problem = input.kind === 'review' ? decideReview(work, input.review) : decideAssertions(work, input)
  if (problem !== null) return finishRejected(state, key, input, problem, at)
  return finish(work, key, input.kind === 'review' ? 'review' : 'assertions', 'applied', work.notes.join('; '))
}

/** The decision for an input the core could not handle (a defect): dead-lettered, remembered as processed. */
export function rejectInput(state: CatalystState, input: CoreInput, note: string): Decision {
  const at = canonicalInstant(input.kind === 'review' ? input.review.at : input.record.extracted_at) ?? undefined
  return finishRejected(state, inputKey(input), input, note, at)
}

function finishRejected(state: CatalystState, key: string, input: CoreInput, note: string, at?: string): Decision {
  // A rejected input is remembered too, so a redelivery is a duplicate rather than a second dead letter.
  const work = new Work(state, at ?? '1970-01-01T00:00:00.000Z')
  return finish(work, key, input.kind === 'review' ? 'review' : 'assertions', 'rejected', note)
}

function decideAssertions(work: Work, input: AssertionsInput): string | null {
  const r = input.record
  if (!r.accession.trim()) return 'record without accession'
  if (!/^\d{10}$/.test(r.cik)) return `cik ${r.cik} is not 10 digits`
  if (!isIsoDate(r.filed_date)) return `filed_date ${r.filed_date} is not a date`
  const issuer = input.issuers.get(r.cik) ?? null
  const tickers = issuer?.tickers ?? []
  const company = r.company ?? issuer?.name ?? null
  const filing = { ...r, company }
  let actionable = false
  let published = 0
  r.assertions.forEach((a, index) => {
    const problem = validateAssertion(a)
    if (problem) { work.notes.push(`assertion ${index}: ${problem}`); return }
    if (dateKinds.includes(a.kind)) actionable = true
    const c = contributionFrom(`${r.accession}#${index}`, filing, a, tickers)
    const facts: Facts = {
      kind: a.kind, pdufaDate: a.pdufa_date, priorDate: a.prior_date, outcome: a.outcome, quote: a.quote, confidence: a.confidence,
      authority: a.authority, dateConfidence: a.date_confidence, accession: r.accession, sourceUrl: r.source_url, filedDate: r.filed_date,
      detectedAt: work.at, indication: a.indication, human: false,
    }
    if (!isAutoPublishable(a)) {
      queue(work, filing, index, a, tickers, 'needs_review', findTarget(work, c, facts)?.id ?? null)
      return
    }
    const target = findTarget(work, c, facts)
    if (target?.locked) {
      queue(work, filing, index, a, tickers, 'locked', target.id)
      return
    }
    published++
    const record = applyFacts(work, target, c, facts)
    resolveDuplicates(work, record.id, { accession: r.accession, filedAt: r.filed_date, detectedAt: work.at })
  })
  const previous = work.state.seq.inputSeq
  work.filings.push({
    accession: r.accession, version: previous + 1, cik: r.cik, company, form: r.form, filed_date: r.filed_date, actionable: actionable ? 1 : 0,
    assertions: r.assertions.length, published_assertions: published, extracted_at: work.at,
  })
  return null
}

function queue(work: Work, r: ExtractedAssertions, index: number, a: Assertion, tickers: string[], reason: QueueRow['reason'], catalystId: number | null): void {
  const key = `${r.accession}#${index}`
  const previous = work.queueRow(key)
  work.queue.set(key, {
    accession: r.accession, assertion_index: index, version: (previous?.version ?? 0) + 1, status: 'pending', reason, catalyst_id: catalystId,
    cik: r.cik, company: r.company, tickers, form: r.form, filed_date: r.filed_date, source_url: r.source_url, extracted_at: work.at, kind: a.kind,
    drug_name: a.drug_name, drug_aliases: a.drug_aliases, indication: a.indication, application_number: a.application_number,
    pdufa_date: a.pdufa_date, prior_date: a.prior_date, outcome: a.outcome, quote: a.quote, confidence: a.confidence, authority: a.authority,
    date_confidence: a.date_confidence, role: a.role, reviewed_by: null, review_note: null, reviewed_at: null,
  })
}

function decideReview(work: Work, review: Review): string | null {
  if (!review.actor.trim()) return 'review without actor'
  if (!review.reason.trim()) return 'review without reason'
  const reviewDate = work.at.slice(0, 10)
  const live = (id: number | null, role: string): CatalystRecord | string => {
    if (id === null) return `${review.action} needs ${role}`
    const record = work.get(id)
    if (!record) return `catalyst ${id} does not exist`
    if (!record.live) return `catalyst ${id} is retracted (merged into ${record.mergedInto})`
    return record
  }
  switch (review.action) {
    case 'approve':
    case 'reject': {
      if (review.accession === null || review.assertion_index === null) return `${review.action} needs accession and assertion_index`
      const key = `${review.accession}#${review.assertion_index}`
      const entry = work.queueRow(key)
      if (!entry || entry.status !== 'pending') return `no pending extraction ${key} in the review queue`
      const decided = (status: QueueRow['status'], catalystId: number | null): QueueRow => ({
        ...entry, version: entry.version + 1, status, catalyst_id: catalystId, reviewed_by: review.actor, review_note: review.reason, reviewed_at: work.at,
      })
      if (review.action === 'reject') {
        work.queue.set(key, decided('rejected', entry.catalyst_id))
        return null
      }
      const a: Assertion = {
        kind: entry.kind, drug_name: entry.drug_name, indication: entry.indication, application_number: entry.application_number,
        pdufa_date: entry.pdufa_date, prior_date: entry.prior_date, outcome: entry.outcome, quote: entry.quote, confidence: 'high',
        authority: 'human_lock', date_confidence: 'confirmed', publishable: true, role: entry.role, drug_aliases: entry.drug_aliases,
      }
      const problem = validateAssertion(a)
      if (problem) return `the queued extraction cannot be applied: ${problem}`
      const c = contributionFrom(key, { accession: entry.accession, cik: entry.cik, company: entry.company, filed_date: entry.filed_date }, a, entry.tickers)
      const facts: Facts = {
        kind: a.kind, pdufaDate: a.pdufa_date, priorDate: a.prior_date, outcome: a.outcome, quote: a.quote, confidence: 'high', authority: 'human_lock',
        dateConfidence: 'confirmed', accession: entry.accession, sourceUrl: entry.source_url, filedDate: entry.filed_date, detectedAt: work.at,
        indication: a.indication, human: true,
      }
      let target: CatalystRecord | null = null
      if (review.catalyst_id !== null) {
        const chosen = live(review.catalyst_id, 'catalyst_id')
        if (typeof chosen === 'string') return chosen
        target = chosen
      } else {
        target = (entry.reason === 'locked' && entry.catalyst_id !== null ? work.liveSurvivor(entry.catalyst_id) : undefined) ?? findTarget(work, c, facts)
      }
      const record = applyFacts(work, target, c, facts)
      work.update({ ...work.get(record.id)!, locked: true })
      work.queue.set(key, decided('approved', record.id))
      return null
    }
    case 'correct': {
      const record = live(review.catalyst_id, 'catalyst_id')
      if (typeof record === 'string') return record
      if (!isIsoDate(review.new_date)) return `correct needs new_date as YYYY-MM-DD (got ${review.new_date})`
      const fold = foldTimeline(record.id, record.timeline)
      if (fold.pdufa_date === review.new_date) return `catalyst ${record.id} already has ${review.new_date}`
      const prior = fold.pdufa_date
      const event: EventRow = {
        event_id: work.nextEventId(), version: 1, deleted: 0, catalyst_id: record.id, origin_catalyst_id: record.id, event_type: 'corrected',
        ...eventIdentity(record, work), indication: fold.indication,
        prior_date: prior, new_date: review.new_date, delta_days: prior ? daysBetween(prior, review.new_date) : null, merged_into: null, outcome: null,
        confidence: 'high', date_confidence: 'confirmed', authority: 'human_lock',
        source_quote: `Vendor correction: the target action date is ${review.new_date}${prior ? ` (was ${prior})` : ''}.`,
        detected_at: work.at, filed_at: reviewDate, applied: 1, date_changed: 1, accession: `CORRECTION-${review.review_id}`, source_url: null,
      }
      work.events.push(event)
      // A repaired date is a human's: later automated extractions queue for review instead of overwriting it.
      work.update({ ...record, locked: true, timeline: [...record.timeline, event] })
      return null
    }
    case 'lock':
    case 'unlock': {
      const record = live(review.catalyst_id, 'catalyst_id')
      if (typeof record === 'string') return record
      const lock = review.action === 'lock'
      if (record.locked === lock) return `catalyst ${record.id} is already ${lock ? 'locked' : 'unlocked'}`
      work.update({ ...record, locked: lock })
      return null
    }
    case 'merge': {
      const survivor = live(review.catalyst_id, 'catalyst_id (the survivor)')
      if (typeof survivor === 'string') return survivor
      const loser = live(review.other_catalyst_id, 'other_catalyst_id (merged away)')
      if (typeof loser === 'string') return loser
      if (survivor.id === loser.id) return 'cannot merge a catalyst into itself'
      merge(work, survivor.id, loser.id, { reason: 'operator', accession: `REVIEW-${review.review_id}`, filedAt: reviewDate, detectedAt: work.at })
      return null
    }
    case 'unmerge': {
      if (review.other_catalyst_id === null) return 'unmerge needs other_catalyst_id (the id to restore)'
      const row = work.mergeRow(review.other_catalyst_id)
      const loser = work.get(review.other_catalyst_id)
      if (!loser) return `catalyst ${review.other_catalyst_id} does not exist`
      if (!row || row.active !== 1 || loser.live) return `catalyst ${review.other_catalyst_id} is not merged away`
      if (review.catalyst_id !== null && review.catalyst_id !== row.survivor_catalyst_id) return `catalyst ${review.other_catalyst_id} was merged into ${row.survivor_catalyst_id}, not ${review.catalyst_id}`
      const survivor = work.get(row.survivor_catalyst_id)
      if (!survivor?.live) return `survivor ${row.survivor_catalyst_id} is itself retracted: unmerge it first`
      unmerge(work, row, { reason: 'operator', accession: `REVIEW-${review.review_id}`, filedAt: reviewDate, detectedAt: work.at })
      return null
    }
  }
}

function finish(work: Work, key: string, kind: ProcessedRow['kind'], result: 'applied' | 'rejected', note: string): Decision {
  const seq: Sequencer = { ...work.seq, inputSeq: work.seq.inputSeq + 1 }
  const decision = emptyDecision(key, result, note, seq)
  decision.processed = { input_key: key, seq: seq.inputSeq, kind, result, note: note.slice(0, 2000), at: work.at }
  if (result === 'rejected') return decision
  for (const [id, touched] of [...work.touched.entries()].sort((a, b) => a[0] - b[0])) {
    const base = work.state.catalysts.get(id)
    let record = touched
    const frozen = work.frozenView(id)
    const view = serve(record, frozen)
    if (!record.row || !sameView(stripRow(record.row), view)) {
      const row: CatalystRow = { ...view, version: (record.row?.version ?? 0) + 1, last_updated: work.at }
      record = { ...record, row }
      decision.catalystRows.push(row)
    }
    if (!base || base.contributions !== record.contributions) {
      record = { ...record, stateVersion: record.stateVersion + 1 }
      decision.stateRows.push({ catalyst_id: id, version: record.stateVersion, contributions: JSON.stringify(record.contributions) })
    }
    decision.catalysts.push(record)
  }
  // An event created and then re-parented (or deleted) within one input is written once, in its final form.
  const created = new Set(work.events.map((e) => e.event_id))
  decision.events = work.events.map((e) => work.rewrites.get(e.event_id) ?? e)
  decision.eventRewrites = [...work.rewrites.values()].filter((e) => !created.has(e.event_id)).sort((a, b) => a.event_id - b.event_id)
  decision.queueRows = [...work.queue.values()]
  decision.mergeRows = [...work.merges.values()]
  decision.mergeNotices = work.notices
  decision.filingRows = work.filings
  decision.frozen = [...work.frozen.entries()].map(([id, view]) => ({ id, view }))
  decision.deletedEvents = { add: [...work.deletedAdd.values()], remove: [...work.deletedRemove] }
  return decision
}

/** Applies a decision to the state; returns the undo that puts the state back (a failed store write). */
export function commitDecision(state: CatalystState, decision: Decision): () => void {
  if (decision.result === 'duplicate') return () => undefined
  const undo: Array<() => void> = []
  const seq = state.seq
  undo.push(() => { state.seq = seq })
  state.seq = decision.seq
  if (decision.processed) {
    const key = decision.processed.input_key
    const had = state.processed.has(key)
    state.processed.add(key)
    undo.push(() => { if (!had) state.processed.delete(key) })
  }
  for (const record of decision.catalysts) {
    const previous = state.catalysts.get(record.id)
    state.put(record)
    undo.push(() => (previous ? state.put(previous) : state.remove(record.id)))
  }
  for (const row of decision.queueRows) {
    const key = `${row.accession}#${row.assertion_index}`
    const previous = state.queue.get(key)
    state.queue.set(key, row)
    undo.push(() => (previous ? state.queue.set(key, previous) : state.queue.delete(key)))
  }
  for (const row of decision.mergeRows) {
    const previous = state.merges.get(row.loser_catalyst_id)
    state.merges.set(row.loser_catalyst_id, row)
    undo.push(() => (previous ? state.merges.set(row.loser_catalyst_id, previous) : state.merges.delete(row.loser_catalyst_id)))
  }
  for (const { id, view } of decision.frozen) {
    const previous = state.frozen.get(id)
    if (view) state.frozen.set(id, view)
    else state.frozen.delete(id)
    undo.push(() => (previous ? state.frozen.set(id, previous) : state.frozen.delete(id)))
  }
  for (const event of decision.deletedEvents.add) {
    const previous = state.deletedEvents.get(event.event_id)
    state.deletedEvents.set(event.event_id, event)
    undo.push(() => (previous ? state.deletedEvents.set(event.event_id, previous) : state.deletedEvents.delete(event.event_id)))
  }
  for (const id of decision.deletedEvents.remove) {
    const previous = state.deletedEvents.get(id)
    state.deletedEvents.delete(id)
    undo.push(() => { if (previous) state.deletedEvents.set(id, previous) })
  }
  return () => { for (const step of undo.reverse()) step() }
}
