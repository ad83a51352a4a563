/**
 * The working set of one decision: an overlay over the state, never mutating it. Everything a
 * decision changes is recorded here and turned into rows by `finish` (core.ts).
 */
import type { CatalystMerge } from '../../schemas/avro/types.js'
import { counts, filerKeys, namedKeys, standingOn, type FilerIdentity } from './authority.js'
import type { CatalystState, CatalystView, Sequencer } from './state.js'
import type { AssertionFilingRow, CatalystRecord, EventRow, MergeRow, QueueRow } from './types.js'

export interface MergeTrigger {
  reason: 'application_number' | 'drug_identity' | 'operator'
  accession: string
  filedAt: string
  detectedAt: string
}

export class Work {
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

  constructor(
    readonly state: CatalystState,
    readonly at: string,
  ) {
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
    for (let hops = 0; record && !record.live && record.mergedInto !== null && hops < 100; hops++)
      record = this.get(record.mergedInto)
    return record?.live ? record : undefined
  }

  /** Live catalysts that share an application number, a drug key or a filer (one of `ciks`). */
  candidates(
    applications: Iterable<string>,
    aliases: Iterable<string>,
    ciks: Iterable<string> = [],
  ): CatalystRecord[] {
    const ids = new Set<number>()
    const appSet = new Set(applications)
    const aliasSet = new Set(aliases)
    const cikSet = new Set(ciks)
    for (const a of appSet) for (const id of this.state.byApplication.get(a) ?? []) ids.add(id)
    for (const k of aliasSet) for (const id of this.state.byAlias.get(k) ?? []) ids.add(id)
    for (const cik of cikSet) for (const id of this.state.byCik.get(cik) ?? []) ids.add(id)
    for (const record of this.touched.values()) {
      if (
        record.contributions.some(
          (c) =>
            (c.applicationNumber && appSet.has(c.applicationNumber)) ||
            c.aliasKeys.some((k) => aliasSet.has(k)) ||
            (cikSet.has(c.cik) && counts(c)),
        )
      )
        ids.add(record.id)
    }
    return [...ids]
      .sort((a, b) => a - b)
      .map((id) => this.get(id)!)
      .filter((r) => r && r.live)
  }

  /**
   * Live catalysts on which `filer` is vouched for: an established filer's filing there names it in a relationship
   * frame (partner, co-developer, licensee, ...), found through the index of named companies.
   */
  vouchedFor(filer: FilerIdentity): CatalystRecord[] {
    const keys = new Set(filerKeys(filer))
    const ids = new Set<number>()
    for (const k of keys) for (const id of this.state.byNamed.get(k) ?? []) ids.add(id)
    for (const record of this.touched.values())
      if (
        record.contributions.some((c) =>
          (c.named ?? []).some((ref) => namedKeys(ref).some((k) => keys.has(k))),
        )
      )
        ids.add(record.id)
    return [...ids]
      .sort((a, b) => a - b)
      .map((id) => this.get(id)!)
      .filter((r) => r && r.live && standingOn(r, filer, null) === 'vouched')
  }

  /** Every live catalyst (the state's and this decision's own), in id order: for rules no index answers. */
  liveRecords(): CatalystRecord[] {
    const ids = new Set([...this.state.catalysts.keys(), ...this.touched.keys()])
    return [...ids]
      .sort((a, b) => a - b)
      .map((id) => this.get(id)!)
      .filter((r) => r.live)
  }

  /**
   * A filer's group: the filer and every filer that disclosed one of the same decisions (sponsor,
   * partner, royalty holder), read from the live catalysts the filer contributed to.
   */
  groupOf(cik: string): string[] {
    const group = new Set([cik])
    for (const record of this.candidates([], [], [cik]))
      for (const c of record.contributions) if (counts(c)) group.add(c.cik)
    return [...group].sort()
  }

  nextEventId(): number {
    return this.seq.nextEventId++
  }

  newCatalyst(): CatalystRecord {
    const record: CatalystRecord = {
      id: this.seq.nextCatalystId++,
      live: true,
      mergedInto: null,
      locked: false,
      contributions: [],
      timeline: [],
      row: null,
      stateVersion: 0,
    }
    this.touched.set(record.id, record)
    return record
  }

  rewrite(event: EventRow): void {
    this.rewrites.set(event.event_id, event)
  }
}
