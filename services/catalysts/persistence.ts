/**
 * The stage's ClickHouse side: load the core's state at start, write the rows of a batch of
 * decisions as one atomic batch (batches.ts: rows tagged with the batch number, the commit marker
 * last; readers see a batch whole or not at all).
 *
 * Visibility order of events: batches commit one after another, each after the previous one's
 * marker returned, and event ids ascend with them. A reader paging `event_id > since` among
 * committed rows therefore never sees a gap that fills later, which is what lets a cursor drain
 * never skip an event.
 */
import type { CatalystEvent } from '../../schemas/avro/types.js'
import { committedBatchSql, committedRows, readHorizon } from '../shared/store/batched.js'
import type { Store } from '../shared/store/clickhouse.js'
import type { BatchAttestation, SignedRows } from './attestation.js'
import { writeMarker } from './batches.js'
import { CatalystState, type Decision } from './core.js'
import type {
  AssertionFilingRow,
  CatalystRecord,
  CatalystRow,
  CatalystStateRow,
  Contribution,
  EventRow,
  MergeRow,
  ProcessedRow,
  QueueRow,
} from './types.js'
import { selectList } from '../shared/store/columns.js'
import type { ServiceStateRow } from '../shared/store/tables.js'
import {
  batchesTable,
  catalystSelect,
  catalystStateTable,
  catalystsTable,
  eventSelect,
  eventsTable,
  mergesTable,
  queueSelect,
  queueTable,
  type StageStateRow,
} from './tables.js'

/** Column lists of the stage's tables as read back (for the drain, the replay comparison and the mirror catch-up). */
export { eventSelect, catalystSelect, queueSelect } from './tables.js'

/**
 * The stage's state as of the last committed batch. Rows of a batch that never committed (a crash
 * between its inserts, a fenced zombie's) are not read (and fence.ts `takeOver` deletes them before
 * the load), so the inputs of that batch are decided again against the state before it, and the ids
 * it had taken are given out again.
 */
export async function loadState(
  store: Store,
): Promise<{ state: CatalystState; mirroredEventId: number; committedBatch: number }> {
  const state = new CatalystState()
  const committedBatch = await readHorizon(store, batchesTable)
  const committed = committedBatchSql(batchesTable, '{horizon:UInt64}')
  const horizon = { horizon: '{horizon:UInt64}' }
  const at = { horizon: committedBatch }
  const [rows, stateRows, events, merges, queue, processed, counters, maxima] = await Promise.all([
    store.query<CatalystRow>(
      `SELECT ${catalystSelect} FROM ${committedRows(catalystsTable, horizon)}`,
      at,
    ),
    store.query<CatalystStateRow>(
      `SELECT ${selectList(catalystStateTable)} FROM ${committedRows(catalystStateTable, horizon)}`,
      at,
    ),
    store.query<EventRow>(
      `SELECT ${eventSelect} FROM ${committedRows(eventsTable, horizon)} ORDER BY event_id`,
      at,
    ),
    store.query<MergeRow>(
      `SELECT ${selectList(mergesTable)} FROM ${committedRows(mergesTable, horizon)}`,
      at,
    ),
    store.query<QueueRow>(`SELECT ${queueSelect} FROM ${committedRows(queueTable, horizon)}`, at),
    store.query<{ input_key: string }>(
      `SELECT input_key FROM {db:Identifier}.processed_inputs WHERE ${committed}`,
      at,
    ),
    store.query<{ key: string; value: number }>(
      'SELECT key, value FROM {db:Identifier}.catalyst_stage_state FINAL',
    ),
    store.query<{ event_id: number; catalyst_id: number; seq: number }>(
      `SELECT
      (SELECT max(event_id) FROM {db:Identifier}.events WHERE ${committed}) AS event_id,
      (SELECT max(catalyst_id) FROM {db:Identifier}.catalysts WHERE ${committed}) AS catalyst_id,
      (SELECT max(seq) FROM {db:Identifier}.processed_inputs WHERE ${committed}) AS seq`,
      at,
    ),
  ])
  const contributions = new Map(
    stateRows.map((r) => [
      r.catalyst_id,
      { version: r.version, list: JSON.parse(r.contributions) as Contribution[] },
    ]),
  )
  const timelines = new Map<number, EventRow[]>()
  for (const e of events) {
    const list = timelines.get(e.catalyst_id) ?? []
    list.push(e)
    timelines.set(e.catalyst_id, list)
  }
  for (const row of rows) {
    const saved = contributions.get(row.catalyst_id)
    const record: CatalystRecord = {
      id: row.catalyst_id,
      live: row.live === 1,
      mergedInto: row.merged_into,
      locked: row.human_locked === 1,
      contributions: saved?.list ?? [],
      timeline: timelines.get(row.catalyst_id) ?? [],
      row,
      stateVersion: saved?.version ?? 0,
    }
    state.put(record)
    if (!record.live) {
      const { version: _v, last_updated: _l, ...view } = row
      state.frozen.set(record.id, view)
    }
  }
  for (const m of merges) state.merges.set(m.loser_catalyst_id, m)
  for (const q of queue) state.putQueueRow(q)
  for (const p of processed) state.processed.add(p.input_key)
  // Events a merge deleted are dropped by FINAL; an unmerge needs their content, read without it.
  const deletedIds = merges.filter((m) => m.active === 1).flatMap((m) => m.deleted_event_ids)
  if (deletedIds.length > 0) {
    const deleted = await store.query<EventRow>(
      `SELECT ${eventSelect}
      FROM ${committedRows(eventsTable, { ...horizon, where: 'event_id IN {ids:Array(UInt64)}', withDeleted: true })}`,
      { ...at, ids: deletedIds },
    )
    for (const e of deleted) if (e.deleted === 1) state.deletedEvents.set(e.event_id, e)
  }
  const max = maxima[0]
  // Seeded from what is stored (deleted rows included): ids are never reused.
  state.seq = {
    nextEventId: (max?.event_id ?? 0) + 1,
    nextCatalystId: (max?.catalyst_id ?? 0) + 1,
    inputSeq: max?.seq ?? 0,
  }
  const mirrored = counters.find((c) => c.key === 'mirrored_event_id')?.value ?? 0
  return { state, mirroredEventId: mirrored, committedBatch }
}

/** Keeps, per key, the row with the highest version (a batch may rewrite a row several times). */
function latest<R>(
  rows: readonly R[],
  key: (r: R) => string | number,
  version: (r: R) => number,
): R[] {
  const byKey = new Map<string | number, R>()
  for (const row of rows) {
    const k = key(row)
    const previous = byKey.get(k)
    if (!previous || version(row) >= version(previous)) byKey.set(k, row)
  }
  return [...byKey.values()]
}

export interface BatchRows {
  events: EventRow[]
  catalysts: CatalystRow[]
  states: CatalystStateRow[]
  queue: QueueRow[]
  merges: MergeRow[]
  filings: AssertionFilingRow[]
  processed: ProcessedRow[]
  /** Signed attestations of the batch's dated events and catalysts (attestation.ts), written before the marker. */
  attestations?: SignedRows
}

export function rowsOf(decisions: readonly Decision[]): BatchRows {
  const all = <R>(pick: (d: Decision) => R[]) => decisions.flatMap(pick)
  return {
    events: latest(
      all((d) => [...d.events, ...d.eventRewrites]),
      (e) => e.event_id,
      (e) => e.version,
    ).sort((a, b) => a.event_id - b.event_id),
    catalysts: latest(
      all((d) => d.catalystRows),
      (r) => r.catalyst_id,
      (r) => r.version,
    ),
    states: latest(
      all((d) => d.stateRows),
      (r) => r.catalyst_id,
      (r) => r.version,
    ),
    queue: latest(
      all((d) => d.queueRows),
      (r) => `${r.accession}#${r.assertion_index}`,
      (r) => r.version,
    ),
    merges: latest(
      all((d) => d.mergeRows),
      (r) => r.loser_catalyst_id,
      (r) => r.version,
    ),
    filings: latest(
      all((d) => d.filingRows),
      (r) => r.accession,
      (r) => r.version,
    ),
    processed: all((d) => (d.processed ? [d.processed] : [])),
  }
}

/**
 * Writes one batch as id `commit.batch` (batchId(epoch, seq), seq = the head's position + 1,
 * nothing of it stored yet): every row tagged with the id, the commit marker last (batches.ts). A
 * failure before the marker leaves rows no reader sees; they are deleted before the batch is
 * written again. Returns false when the marker lost its position to another instance's (fence.ts):
 * nothing of this batch is visible. Rows derived per event (e.g. attestations) belong in BatchRows
 * and here, before the marker.
 */
export async function writeBatch(
  store: Store,
  rows: BatchRows,
  commit: {
    batch: number
    seq: number
    epoch: number
    inputs: number
    newEventIds: readonly number[]
  },
  attestation?: Pick<BatchAttestation, 'eventUid'>,
): Promise<boolean> {
  const tag = <R extends object>(list: readonly R[]) =>
    list.map((r) => ({ ...r, batch: commit.batch }))
  await store.insert('catalyst_state', tag(rows.states))
  await store.insert('catalyst_merges', tag(rows.merges))
  await store.insert('review_queue', tag(rows.queue))
  await store.insert('assertion_filings', tag(rows.filings))
  await store.insert('catalysts', tag(rows.catalysts))
  // Keyed by uid, not tagged: a uid names its content, so a redone batch writes the same rows again.
  if (rows.attestations) await store.insert(rows.attestations.table, rows.attestations.rows)
  await store.insert('events', withAttestationUids(tag(rows.events), attestation))
  await store.insert('processed_inputs', tag(rows.processed))
  return writeMarker(store, {
    batch: commit.batch,
    seq: commit.seq,
    epoch: commit.epoch,
    inputs: commit.inputs,
    events: commit.newEventIds.length,
    last_event_id: commit.newEventIds.reduce((m, id) => Math.max(m, id), 0),
    committed_at: new Date().toISOString(),
  })
}

/**
 * Event rows as stored: each with the `attestation_uid` the API serves for it, computed once here
 * by the attestation hook (the hash of the attested fields) instead of on every read; '' for an
 * event without a date (its uid is null), or written without the hook (the API then computes it).
 * schemas/clickhouse/0350_events_pages.sql.
 */
function withAttestationUids<R extends EventRow>(
  rows: readonly R[],
  attestation: Pick<BatchAttestation, 'eventUid'> | undefined,
): Array<R & { attestation_uid: string }> {
  return rows.map((r) => ({ ...r, attestation_uid: attestation?.eventUid(r) ?? '' }))
}

/** Freshness for /v1/meta: when the served data last changed, in record time (replays write the same). After the marker. */
export async function writeLastUpdated(store: Store, rows: BatchRows): Promise<void> {
  const changed = rows.catalysts
    .map((r) => r.last_updated)
    .filter((t): t is string => t !== null)
    .sort()
  const last = changed[changed.length - 1]
  if (last) {
    const row: ServiceStateRow = {
      service: 'catalysts',
      key: 'last_updated',
      value: last.replace(/Z$/, '+00:00'),
      updated_at: last,
    }
    await store.insert('service_state', [row])
  }
}

export async function writeMirrored(store: Store, eventId: number): Promise<void> {
  const row: StageStateRow = { key: 'mirrored_event_id', value: eventId, version: eventId }
  await store.insert('catalyst_stage_state', [row])
}

export async function readEventsAfter(
  store: Store,
  afterId: number,
  limit: number,
): Promise<EventRow[]> {
  return store.query<EventRow>(
    `SELECT ${eventSelect} FROM ${committedRows(eventsTable, { where: 'event_id > {after:UInt64}' })}
    ORDER BY event_id LIMIT {n:UInt32}`,
    { after: afterId, n: limit },
  )
}

/** An event row as the Avro record of the events topic (timestamps with +00:00, as served). */
export function toCatalystEvent(e: EventRow): CatalystEvent {
  return {
    event_id: e.event_id,
    catalyst_id: e.catalyst_id,
    event_type: e.event_type,
    drug_name: e.drug_name,
    company: e.company,
    ticker: e.ticker,
    tickers: e.tickers,
    cik: e.cik,
    indication: e.indication,
    application_number: e.application_number,
    prior_date: e.prior_date,
    new_date: e.new_date,
    delta_days: e.delta_days,
    merged_into: e.merged_into,
    outcome: e.outcome,
    confidence: e.confidence,
    date_confidence: e.date_confidence,
    authority: e.authority,
    source_quote: e.source_quote,
    detected_at: new Date(e.detected_at).toISOString().replace('Z', '+00:00'),
    filed_at: e.filed_at,
    applied: e.applied === 1,
    date_changed: e.date_changed === 1,
    accession: e.accession,
    source_url: e.source_url,
  }
}
