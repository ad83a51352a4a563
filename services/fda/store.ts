/**
 * The FDA record in ClickHouse (schemas/clickhouse/0600_fda.sql) and the importer's freshness keys
 * in `service_state` (service `fda`): `last_imported` (last run that completed), `last_attempt`,
 * `last_error` (openFDA's host and a reason code; empty after a success), `failing_since` (the
 * first failed attempt since the last success; empty after one), `drugsfda_through` (the watermark the next run starts
 * from, less a margin for openFDA's weekly lag).
 */
import type { FdaDecision } from '../../schemas/avro/types.js'
import type { Store } from '../shared/store/clickhouse.js'
import { col, selectList, table, type RowOf } from '../shared/store/columns.js'
import type { ServiceStateRow } from '../shared/store/tables.js'
import { decisionKey } from './records.js'

/**
 * `fda_decisions`: one FDA decision (application, source, submission, action date), the Avro
 * FdaDecision under its `decision_key` (a type test in test/shared/table-columns.test.ts keeps them
 * equal); a re-import of the same action replaces the row (newest `imported_at`).
 */
export const fdaDecisionsTable = table('fda_decisions', {
  decision_key: col('String'),
  application_number: col('String'),
  submission: col('Nullable(String)'),
  sponsor_name: col('Nullable(String)'),
  brand_name: col('Nullable(String)'),
  generic_name: col('Nullable(String)'),
  action_date: col('Date'),
  outcome: col('LowCardinality(String)'),
  source: col('LowCardinality(String)'),
  submission_class: col('Nullable(String)'),
  review_priority: col('Nullable(String)'),
  source_url: col('Nullable(String)'),
  record_updated: col('Nullable(String)'),
  imported_at: col("DateTime64(3, 'UTC')"),
})
/** A row of `fda_decisions`. */
export type FdaDecisionRow = RowOf<typeof fdaDecisionsTable.columns>

/** Every FDA table, for the DDL test. */
export const fdaTables = [fdaDecisionsTable] as const

/** The decision's columns (every one but the key); `imported_at` as ClickHouse's text, as stored. */
const decisionColumns = (
  Object.keys(fdaDecisionsTable.columns) as Array<keyof FdaDecisionRow>
).filter((name): name is Exclude<keyof FdaDecisionRow, 'decision_key'> => name !== 'decision_key')
const decisionSelect = selectList(fdaDecisionsTable, decisionColumns, { asText: ['imported_at'] })

export function fdaDecisionRow(d: FdaDecision): FdaDecisionRow {
  return {
    decision_key: decisionKey(d),
    application_number: d.application_number,
    submission: d.submission,
    sponsor_name: d.sponsor_name,
    brand_name: d.brand_name,
    generic_name: d.generic_name,
    action_date: d.action_date,
    outcome: d.outcome,
    source: d.source,
    submission_class: d.submission_class,
    review_priority: d.review_priority,
    source_url: d.source_url,
    record_updated: d.record_updated,
    imported_at: d.imported_at,
  }
}

export async function storeFdaDecisions(
  store: Store,
  decisions: readonly FdaDecision[],
): Promise<void> {
  if (decisions.length) await store.insert('fda_decisions', decisions.map(fdaDecisionRow))
}

export async function readFdaDecisions(store: Store): Promise<FdaDecision[]> {
  const rows = await store.query<Omit<FdaDecisionRow, 'decision_key'>>(
    `SELECT ${decisionSelect}
     FROM {db:Identifier}.fda_decisions FINAL ORDER BY action_date, decision_key`,
  )
  // In the Avro record's field order.
  return rows.map((r): FdaDecision => ({
    application_number: r.application_number,
    submission: r.submission,
    sponsor_name: r.sponsor_name,
    brand_name: r.brand_name,
    generic_name: r.generic_name,
    action_date: r.action_date,
    outcome: r.outcome,
    source: r.source,
    imported_at: r.imported_at,
    submission_class: r.submission_class,
    review_priority: r.review_priority,
    source_url: r.source_url,
    record_updated: r.record_updated,
  }))
}

export type FdaStateKey =
  'last_imported' | 'last_attempt' | 'last_error' | 'failing_since' | 'drugsfda_through'

export async function writeFdaState(
  store: Store,
  values: Partial<Record<FdaStateKey, string>>,
  at: Date,
): Promise<void> {
  const rows = Object.entries(values).map(([key, value]): ServiceStateRow => ({
    service: 'fda',
    key,
    value,
    updated_at: at.toISOString(),
  }))
  if (rows.length) await store.insert('service_state', rows)
}

export async function readFdaState(store: Store): Promise<Partial<Record<FdaStateKey, string>>> {
  const rows = await store.query<Pick<ServiceStateRow, 'key' | 'value'>>(
    `SELECT key, argMax(value, updated_at) AS value FROM {db:Identifier}.service_state WHERE service = 'fda' GROUP BY key`,
  )
  return Object.fromEntries(rows.map((r) => [r.key, r.value]))
}
