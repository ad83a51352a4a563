/**
 * Atomic batches of the catalysts stage (schemas/clickhouse/0320_catalysts_batches.sql).
 *
 * A batch of decisions is written as several INSERTs (one per table). Each row carries the batch's
 * number (`batch`), and a one-row INSERT into `catalyst_batches` (the commit marker) is written
 * last: a batch is committed exactly when its marker is stored. Every reader takes, per key, the
 * highest `version` among rows whose `batch` is at most the highest committed batch (the horizon),
 * so rows of a batch without its marker are never seen: not by the stage's loader, not by the API.
 * A batch is numbered horizon + 1; before a batch is written again (after a crash or a failed
 * write) the rows above the horizon are deleted, so the redone batch never inherits rows of the
 * attempt it replaces.
 *
 * Why `batch` is in the sorting key of every table whose rows are rewritten: ReplacingMergeTree
 * collapses rows of one sorting key to the highest version during background merges. Keyed by
 * catalyst_id alone, an uncommitted version 5 could replace the committed version 4 in a merge,
 * and a crash before the marker would then lose version 4 for good. With (key, batch) rows of
 * different batches are never collapsed, and the latest committed one is chosen at read time.
 * Consequence: `FINAL` alone no longer gives one row per key on these tables; read them through
 * `committedRows` (which replaces `t FINAL`).
 *
 * Rows outside any batch (`batch` = 0: written before this migration, or directly by tests and
 * benchmarks) count as committed.
 */
import type { Store } from '../shared/store/clickhouse.js'
import type { BatchMarkerRow } from './tables.js'

interface BatchTable {
  /** The row identity (the table's key before batches). */
  key: string
  /** The column ReplacingMergeTree keeps the highest of. */
  version: string
  /** FINAL on this table dropped rows whose latest version is a deletion. */
  deletable?: boolean
}

/** Every table a batch writes, with its key. */
export const batchTables: Readonly<Record<string, BatchTable>> = {
  catalyst_state: { key: 'catalyst_id', version: 'version' },
  catalyst_merges: { key: 'loser_catalyst_id', version: 'version' },
  review_queue: { key: 'accession, assertion_index', version: 'version' },
  assertion_filings: { key: 'accession', version: 'version' },
  catalysts: { key: 'catalyst_id', version: 'version' },
  events: { key: 'event_id', version: 'version', deletable: true },
  processed_inputs: { key: 'input_key', version: 'seq' },
}

/**
 * Batch ids under the fenced sequencer (fence.ts): a batch is position `seq` of the one chain of
 * batches, written by the instance holding `epoch`; its id, which every row of it carries, is
 * epoch * 2^32 + seq. Two instances that both try position n write rows with different ids, and
 * only the one whose marker won position n (the first INSERT with its deduplication token) is
 * committed. Ids grow with the chain (a newer epoch only writes above what it loaded), so the
 * highest marker is still the head. Markers from before the fence are epoch 0: id = seq.
 */
const epochSpan = 2 ** 32
export function batchId(epoch: number, seq: number): number {
  return epoch * epochSpan + seq
}
export function seqOf(batch: number): number {
  return batch % epochSpan
}
export function epochOf(batch: number): number {
  return Math.floor(batch / epochSpan)
}

/** The highest committed batch, as a scalar subquery (0 when none is). */
export const horizonSql = '(SELECT max(batch) FROM {db:Identifier}.catalyst_batches)'

/**
 * The committed batch ids up to `horizon`: per position the marker that won it (one per position
 * while the deduplication window holds; past it a late zombie marker has the lower epoch and loses).
 */
function committedIdsSql(horizon: string): string {
  return `(SELECT max(batch) FROM {db:Identifier}.catalyst_batches WHERE batch <= ${horizon} GROUP BY seq)`
}

/** A predicate on a batch table's `batch` column: the row belongs to a committed batch (or predates batches). */
export function committedBatchSql(horizon: string = horizonSql): string {
  return `(batch = 0 OR batch IN ${committedIdsSql(horizon)})`
}

export interface CommittedOptions {
  /** A predicate on the table's columns, applied before picking the latest row (use it to narrow by key). */
  where?: string
  /** SQL for the horizon: a query parameter such as `{horizon:UInt64}`, else `horizonSql`. */
  horizon?: string
  /** Keep rows whose latest committed version is a deletion (events only; FINAL dropped them). */
  withDeleted?: boolean
}

/**
 * A FROM source in place of `{db:Identifier}.<table> FINAL`: the latest committed row per key
 * (every column, `batch` included). `where` must only use the table's columns and is applied
 * before the latest row is picked, so it must not depend on the version (narrow by key, or by
 * columns a rewrite never changes).
 */
export function committedRows(table: string, options: CommittedOptions = {}): string {
  const spec = batchTables[table]
  if (!spec) throw new Error(`${table} is not written in batches`)
  const filters = [committedBatchSql(options.horizon ?? horizonSql)]
  if (options.where) filters.push(`(${options.where})`)
  const keyOrder = spec.key
    .split(',')
    .map((k) => k.trim())
    .join(', ')
  const latest = `SELECT * FROM {db:Identifier}.${table} WHERE ${filters.join(' AND ')}
    ORDER BY ${keyOrder}, ${spec.version} DESC, batch DESC LIMIT 1 BY ${keyOrder}`
  return spec.deletable && !options.withDeleted
    ? `(SELECT * FROM (${latest}) WHERE deleted = 0)`
    : `(${latest})`
}

/** The highest committed batch. */
export async function readHorizon(store: Store): Promise<number> {
  const [row] = await store.query<{ batch: number | string | null }>(
    `SELECT ${horizonSql} AS batch`,
  )
  return Number(row?.batch ?? 0)
}

/**
 * Deletes the rows of batches that never committed and never will, synchronously, and returns the
 * rows removed: rows whose batch id is no committed marker's, written by `epoch` or an older one.
 * Call it only while holding `epoch` after the takeover marker (fence.ts): from then on no older
 * instance can commit any position (the next one is taken, and every later write of theirs checks
 * the fence first), and this instance's own failed attempt is redone under a fresh check. Rows of a
 * newer epoch are never touched: when this instance is the zombie, they are the live writer's.
 */
export async function removeUncommitted(store: Store, epoch: number): Promise<number> {
  let removed = 0
  const below = batchId(epoch + 1, 0)
  for (const table of Object.keys(batchTables)) {
    const rows = await store.query<{ batch: number; n: number }>(
      `SELECT batch, count() AS n FROM {db:Identifier}.${table}
      WHERE batch > 0 AND batch < {below:UInt64} AND NOT ${committedBatchSql()} GROUP BY batch`,
      { below },
    )
    if (rows.length === 0) continue
    await store.command(
      `ALTER TABLE {db:Identifier}.${table} DELETE WHERE batch IN {ids:Array(UInt64)} SETTINGS mutations_sync = 2`,
      { ids: rows.map((r) => r.batch) },
    )
    removed += rows.reduce((n, r) => n + Number(r.n), 0)
  }
  return removed
}

/** The commit marker: a row of `catalyst_batches` (tables.ts). */
export type BatchMarker = BatchMarkerRow

/** The id of the marker that holds position `seq` (null: none yet). */
export async function markerAt(store: Store, seq: number): Promise<number | null> {
  const [row] = await store.query<{ batch: number | null; n: number }>(
    'SELECT max(batch) AS batch, count() AS n FROM {db:Identifier}.catalyst_batches WHERE seq = {seq:UInt64}',
    { seq },
  )
  return row && Number(row.n) > 0 ? Number(row.batch) : null
}

/**
 * Writes the commit marker as a compare-and-set on its position: the INSERT carries the
 * deduplication token of `seq`, so when another instance's marker already holds the position this
 * one is dropped. Returns true when the position is this marker's (the batch is committed), false
 * when another marker won it (the rows just written stay invisible: no marker names their id).
 */
export async function writeMarker(store: Store, marker: BatchMarker): Promise<boolean> {
  const local = localCommits(store)
  // From the INSERT on, store readers may already see the batch: until the read-back settles it, the local head is not
  // exact, so readers ask the store (LocalCommits.known).
  local.pending++
  try {
    await store.insert('catalyst_batches', [marker], {
      deduplicationToken: `catalysts-seq-${marker.seq}`,
    })
    const holder = await markerAt(store, marker.seq)
    if (holder !== marker.batch) return false
    local.committed(marker.batch)
    return true
  } finally {
    local.pending--
  }
}

/**
 * The committed head as this process's own writer knows it, for readers sharing the same Store
 * object (the embedded shape: the API beside the catalysts stage). While the writer has set
 * `head`, every commit goes through it, so `head` is exact and a reader needs no store query for
 * it (services/api/read-model/commit-head.ts); null (the distributed shape, before the stage has loaded, after
 * a failed write until it recovered, after it stopped) sends readers to the store, and so does a
 * marker write in flight (`known()`): between the INSERT and its read-back the store may already
 * show the batch, so no request handled in that window is served the batch before it.
 */
export class LocalCommits {
  head: number | null = null
  /** Marker writes in flight: the store may show a batch the head does not know yet. */
  pending = 0

  /** The head when it is exact (set, and no marker write in flight), else null: ask the store. */
  known(): number | null {
    return this.pending > 0 ? null : this.head
  }

  committed(batch: number): void {
    if (this.head !== null) this.head = Math.max(this.head, batch)
  }
}

const localByStore = new WeakMap<Store, LocalCommits>()

/** The in-process commit signal of a Store object (one per object). */
export function localCommits(store: Store): LocalCommits {
  let local = localByStore.get(store)
  if (!local) {
    local = new LocalCommits()
    localByStore.set(store, local)
  }
  return local
}
