/**
 * The state the core reads and the decisions it hands back: the in-memory catalysts with their
 * lookup indexes, the sequencer, and commitDecision, which applies a decision and returns its undo
 * (a failed store write puts the state back exactly).
 */
import type { CatalystMerge, ExtractedAssertions, Review } from '../../schemas/avro/types.js'
import { counts, HELD_FOR_STANDING, namedKeys } from './authority.js'
import type {
  AssertionFilingRow,
  CatalystRecord,
  CatalystRow,
  CatalystStateRow,
  EventRow,
  IssuerInfo,
  MergeRow,
  ProcessedRow,
  QueueRow,
} from './types.js'

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
  /** Records whose applied filings name a company in a relationship frame, by `namedKeys` (who may be vouched for). */
  readonly byNamed = new Map<string, Set<number>>()
  /** Latest review_queue row per `${accession}#${index}`. */
  readonly queue = new Map<string, QueueRow>()
  /** Pending readings held for their filer's standing, by the catalyst they were held on (held.ts). */
  readonly heldOn = new Map<number, Set<string>>()
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

  /** Sets the latest review_queue row of its reading; returns the undo. */
  putQueueRow(row: QueueRow): () => void {
    const key = `${row.accession}#${row.assertion_index}`
    const previous = this.queue.get(key)
    this.indexHeld(key, previous, false)
    this.queue.set(key, row)
    this.indexHeld(key, row, true)
    return () => {
      this.indexHeld(key, row, false)
      if (previous === undefined) this.queue.delete(key)
      else this.queue.set(key, previous)
      this.indexHeld(key, previous, true)
    }
  }

  private indexHeld(key: string, row: QueueRow | undefined, add: boolean): void {
    if (!row || row.status !== 'pending' || row.catalyst_id === null) return
    if (!HELD_FOR_STANDING.has(row.reason)) return
    const id = Number(row.catalyst_id)
    let keys = this.heldOn.get(id)
    if (add) {
      if (!keys) this.heldOn.set(id, (keys = new Set()))
      keys.add(key)
    } else if (keys) {
      keys.delete(key)
      if (keys.size === 0) this.heldOn.delete(id)
    }
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
      // A filing kept only as history joins no filer group (authority.ts: it gives no standing).
      if (counts(c)) touch(this.byCik, c.cik)
      // Every naming filing, history included (standingOn decides whether its filer is established).
      for (const ref of c.named ?? []) for (const k of namedKeys(ref)) touch(this.byNamed, k)
    }
  }
}

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

/** Applies a decision to the state; returns the undo that puts the state back (a failed store write). */
export function commitDecision(state: CatalystState, decision: Decision): () => void {
  if (decision.result === 'duplicate') return () => undefined
  const undo: Array<() => void> = []
  const seq = state.seq
  undo.push(() => {
    state.seq = seq
  })
  state.seq = decision.seq
  if (decision.processed) {
    const key = decision.processed.input_key
    const had = state.processed.has(key)
    state.processed.add(key)
    undo.push(() => {
      if (!had) state.processed.delete(key)
    })
  }
  for (const record of decision.catalysts) {
    const previous = state.catalysts.get(record.id)
    state.put(record)
    undo.push(() => (previous ? state.put(previous) : state.remove(record.id)))
  }
  /** Sets (or with null deletes) one entry, and records how to put back what was there. */
  const change = <K, V>(map: Map<K, V>, key: K, value: V | null) => {
    const previous = map.get(key)
    if (value === null) map.delete(key)
    else map.set(key, value)
    undo.push(() => (previous !== undefined ? map.set(key, previous) : map.delete(key)))
  }
  for (const row of decision.queueRows) undo.push(state.putQueueRow(row))
  for (const row of decision.mergeRows) change(state.merges, row.loser_catalyst_id, row)
  for (const { id, view } of decision.frozen) change(state.frozen, id, view)
  for (const event of decision.deletedEvents.add) change(state.deletedEvents, event.event_id, event)
  for (const id of decision.deletedEvents.remove) change(state.deletedEvents, id, null)
  return () => {
    for (const step of undo.reverse()) step()
  }
}
