/**
 * The payments tables (schemas/clickhouse/0500_payments.sql), each declared once: its columns with
 * their ClickHouse types, from which the row types are derived (services/shared/store/columns.ts).
 * test/shared/table-columns.test.ts checks every declaration against the migrated DDL. Column order
 * is the DDL's.
 */
import { col, table, writtenAs, type RowOf } from '../shared/store/columns.js'
import type { PaidRoute } from './config.js'
import type { AuditOutcome } from './decisions.js'

/** `payment_nonces`: one reservation of a payment authorisation (nonces.ts). */
export const noncesTable = table(
  'payment_nonces',
  {
    nonce_key: col('String'),
    reservation_id: col('String'),
    network: col('LowCardinality(String)'),
    route: col('LowCardinality(String)').as<PaidRoute>(),
    /** Unix seconds after which the authorisation is dead anyway (TTL drops the row a week later). */
    expires_at: writtenAs<number>("DateTime('UTC')"),
  },
  // Filled by the ClickHouse server (DEFAULT now64(6)), so replicas share one ordering.
  { reserved_at: col("DateTime64(6, 'UTC')") },
)
export type NonceReservationRow = RowOf<typeof noncesTable.columns>

/** `payment_audit`: one payment the gate saw with a payment header (audit.ts). */
export const auditTable = table('payment_audit', {
  at: col("DateTime64(3, 'UTC')"),
  /** sha256 of the nonce key, to correlate the rows of one payment. */
  payment_id: col('String'),
  route: col('LowCardinality(String)').as<PaidRoute>(),
  network: col('LowCardinality(String)'),
  scheme: col('LowCardinality(String)'),
  payer: col('String'),
  pay_to: col('String'),
  asset: col('String'),
  /** Atomic units, written as their decimal text. */
  amount: writtenAs<string>('UInt64'),
  transaction: col('String'),
  outcome: col('LowCardinality(String)').as<AuditOutcome>(),
  reason: col('String'),
  http_status: col('UInt16'),
})
export type AuditRow = RowOf<typeof auditTable.columns>

/** Every table of the payments, for the DDL test. */
export const paymentsTables = [noncesTable, auditTable] as const
