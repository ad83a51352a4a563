/**
 * Atomic batches of the catalysts stage (schemas/clickhouse/0320_catalysts_batches.sql): the writer's
 * side. How a batched table is read (only committed batches, the horizon) is the store's rule
 * (services/shared/store/batched.ts); this file numbers the stage's batches, writes their commit
 * marker into `catalyst_batches`, and clears what never committed.
 *
 * A batch is numbered horizon + 1; before a batch is written again (after a crash or a failed
 * write) the rows above the horizon are deleted, so the redone batch never inherits rows of the
 * attempt it replaces.
 */
import type { Store } from '../shared/store/clickhouse.js'
import { committedBatchSql, localCommits, type BatchedTable } from '../shared/store/batched.js'
import {
  assertionFilingsTable,
  batchesTable,
  catalystStateTable,
  catalystsTable,
  eventsTable,
  mergesTable,
  processedTable,
  queueTable,
  type BatchMarkerRow,
} from './tables.js'

/** Every table a batch writes, by name. */
export const batchTables: Readonly<Record<string, BatchedTable>> = {
  catalyst_state: catalystStateTable,
  catalyst_merges: mergesTable,
  review_queue: queueTable,
  assertion_filings: assertionFilingsTable,
  catalysts: catalystsTable,
  events: eventsTable,
  processed_inputs: processedTable,
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
      WHERE batch > 0 AND batch < {below:UInt64} AND NOT ${committedBatchSql(batchesTable)} GROUP BY batch`,
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
  const local = localCommits(store, batchesTable)
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
