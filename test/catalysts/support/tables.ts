/**
 * Reading the stage's tables in tests: current committed rows (the latest version per key of
 * committed batches, services/shared/store/batched.ts) in key order, and waiting for progress. The
 * batch number is left out: it depends on how inputs were grouped, not on what they said.
 */
import type { Store } from '../../../services/shared/store/clickhouse.js'
import { committedRows } from '../../../services/shared/store/batched.js'
import { batchTables } from '../../../services/catalysts/batches.js'
import { selectList } from '../../../services/shared/store/columns.js'
import {
  assertionFilingsTable,
  catalystSelect,
  catalystStateTable,
  eventSelect,
  mergesTable,
  processedTable,
  queueSelect,
  type CatalystRow,
  type EventRow,
  type QueueRow,
  catalystsTable,
  eventsTable,
  queueTable,
} from '../../../services/catalysts/tables.js'
import { waitFor } from '../../support/wait.js'

/** Every table the stage writes, with the key it is ordered by. */
export const stageTables: Record<string, { select: string; order: string }> = {
  catalysts: { select: catalystSelect, order: 'catalyst_id' },
  events: { select: eventSelect, order: 'event_id' },
  catalyst_state: { select: selectList(catalystStateTable), order: 'catalyst_id' },
  catalyst_merges: { select: selectList(mergesTable), order: 'loser_catalyst_id' },
  review_queue: { select: queueSelect, order: 'accession, assertion_index' },
  assertion_filings: { select: selectList(assertionFilingsTable), order: 'accession' },
  processed_inputs: { select: selectList(processedTable), order: 'input_key' },
}

export async function currentRows(
  store: Store,
  table: string,
): Promise<Array<Record<string, unknown>>> {
  const spec = stageTables[table]!
  return store.query<Record<string, unknown>>(
    `SELECT ${spec.select} FROM ${committedRows(batchTables[table]!)} ORDER BY ${spec.order}`,
  )
}

export async function catalysts(store: Store): Promise<CatalystRow[]> {
  return store.query<CatalystRow>(
    `SELECT ${catalystSelect} FROM ${committedRows(catalystsTable)} ORDER BY catalyst_id`,
  )
}

export async function events(store: Store): Promise<EventRow[]> {
  return store.query<EventRow>(
    `SELECT ${eventSelect} FROM ${committedRows(eventsTable)} ORDER BY event_id`,
  )
}

export async function queueRows(store: Store): Promise<QueueRow[]> {
  return store.query<QueueRow>(
    `SELECT ${queueSelect} FROM ${committedRows(queueTable)} ORDER BY accession, assertion_index`,
  )
}

export async function processedCount(store: Store): Promise<number> {
  const [row] = await store.query<{ n: number }>(
    `SELECT count() AS n FROM ${committedRows(processedTable)}`,
  )
  return Number(row?.n ?? 0)
}

export async function waitProcessed(
  store: Store,
  n: number,
  what = `${n} processed inputs`,
  timeoutMs = 60_000,
): Promise<void> {
  await waitFor(async () => (await processedCount(store)) >= n, { what, timeoutMs, intervalMs: 25 })
}
