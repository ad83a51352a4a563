/**
 * The FDA record in ClickHouse (schemas/clickhouse/0600_fda.sql) and the importer's freshness keys
 * in `service_state` (service `fda`): `last_imported` (last run that completed), `last_attempt`,
 * `last_error` (empty after a success), `drugsfda_through` (the watermark the next run starts
 * from, less a margin for openFDA's weekly lag).
 */
import type { FdaDecision } from '../../schemas/avro/types.js'
import type { Store } from '../shared/store/clickhouse.js'
import { decisionKey } from './records.js'

export function fdaDecisionRow(d: FdaDecision): Record<string, unknown> {
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
  const rows = await store.query<Record<string, unknown>>(
    `SELECT application_number, submission, sponsor_name, brand_name, generic_name, toString(action_date) AS action_date, outcome, source,
            submission_class, review_priority, source_url, record_updated, toString(imported_at) AS imported_at
     FROM {db:Identifier}.fda_decisions FINAL ORDER BY action_date, decision_key`,
  )
  return rows.map((r) => ({
    application_number: String(r.application_number),
    submission: (r.submission as string | null) ?? null,
    sponsor_name: (r.sponsor_name as string | null) ?? null,
    brand_name: (r.brand_name as string | null) ?? null,
    generic_name: (r.generic_name as string | null) ?? null,
    action_date: String(r.action_date),
    outcome: String(r.outcome),
    source: String(r.source),
    imported_at: String(r.imported_at),
    submission_class: (r.submission_class as string | null) ?? null,
    review_priority: (r.review_priority as string | null) ?? null,
    source_url: (r.source_url as string | null) ?? null,
    record_updated: (r.record_updated as string | null) ?? null,
  }))
}

export type FdaStateKey = 'last_imported' | 'last_attempt' | 'last_error' | 'drugsfda_through'

export async function writeFdaState(
  store: Store,
  values: Partial<Record<FdaStateKey, string>>,
  at: Date,
): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({
    service: 'fda',
    key,
    value,
    updated_at: at.toISOString(),
  }))
  if (rows.length) await store.insert('service_state', rows)
}

export async function readFdaState(store: Store): Promise<Partial<Record<FdaStateKey, string>>> {
  const rows = await store.query<{ key: string; value: string }>(
    `SELECT key, argMax(value, updated_at) AS value FROM {db:Identifier}.service_state WHERE service = 'fda' GROUP BY key`,
  )
  return Object.fromEntries(rows.map((r) => [r.key, r.value]))
}
