/**
 * The foundation tables every stage shares (schemas/clickhouse/00xx_*.sql), declared once like the
 * stages' own tables (columns.ts).
 */
import { col, table, type RowOf } from './columns.js'

/** `service_state`: small durable state of a stage, one row per (service, key); the newest write wins. */
export const serviceStateTable = table('service_state', {
  service: col('LowCardinality(String)'),
  key: col('String'),
  value: col('String'),
  updated_at: col("DateTime64(3, 'UTC')"),
})
export type ServiceStateRow = RowOf<typeof serviceStateTable.columns>

export const sharedTables = [serviceStateTable] as const
