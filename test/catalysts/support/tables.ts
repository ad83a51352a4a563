/** Reading the stage's tables in tests: current rows (FINAL) in key order, and waiting for progress. */
import type { Store } from '../../../services/shared/store/clickhouse.js'
import { catalystSelect, eventSelect, queueSelect } from '../../../services/catalysts/persistence.js'
import type { CatalystRow, EventRow, QueueRow } from '../../../services/catalysts/types.js'
import { waitFor } from '../../support/wait.js'

/** Every table the stage writes, with the key it is ordered by. */
export const stageTables: Record<string, { select: string; order: string }> = {
  catalysts: { select: catalystSelect, order: 'catalyst_id' },
  events: { select: eventSelect, order: 'event_id' },
  catalyst_state: { select: 'catalyst_id, version, contributions', order: 'catalyst_id' },
  catalyst_merges: { select: '*', order: 'loser_catalyst_id' },
  review_queue: { select: queueSelect, order: 'accession, assertion_index' },
  assertion_filings: { select: '*', order: 'accession' },
  processed_inputs: { select: '*', order: 'input_key' },
}

export async function currentRows(store: Store, table: string): Promise<Array<Record<string, unknown>>> {
  const spec = stageTables[table]!
  return store.query<Record<string, unknown>>(`SELECT ${spec.select} FROM {db:Identifier}.${table} FINAL ORDER BY ${spec.order}`)
}

export async function catalysts(store: Store): Promise<CatalystRow[]> {
  return store.query<CatalystRow>(`SELECT ${catalystSelect} FROM {db:Identifier}.catalysts FINAL ORDER BY catalyst_id`)
}

export async function events(store: Store): Promise<EventRow[]> {
  return store.query<EventRow>(`SELECT ${eventSelect} FROM {db:Identifier}.events FINAL WHERE deleted = 0 ORDER BY event_id`)
}

export async function queueRows(store: Store): Promise<QueueRow[]> {
  return store.query<QueueRow>(`SELECT ${queueSelect} FROM {db:Identifier}.review_queue FINAL ORDER BY accession, assertion_index`)
}

export async function processedCount(store: Store): Promise<number> {
  const [row] = await store.query<{ n: number }>('SELECT count() AS n FROM {db:Identifier}.processed_inputs FINAL')
  return Number(row?.n ?? 0)
}

export async function waitProcessed(store: Store, n: number, what = `${n} processed inputs`, timeoutMs = 60_000): Promise<void> {
  await waitFor(async () => (await processedCount(store)) >= n, { what, timeoutMs, intervalMs: 25 })
}
