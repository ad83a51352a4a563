/**
 * What the accuracy stage reads and writes in ClickHouse: the published dates (the `events` table,
 * as /v1/events serves them), filer names (`issuers`), and the reports (0610_accuracy.sql).
 */
import type { AccuracyFull } from './report.js'
import type { Store } from '../shared/store/clickhouse.js'
import { col, flag, selectList, table, type RowOf } from '../shared/store/columns.js'
import { committedRows } from '../shared/store/batched.js'
import { eventsTable, type EventRow } from '../catalysts/tables.js'
import type { IssuerRow } from '../poller/tables.js'
import { PredictionEvent } from './cycles.js'

/** `accuracy_reports`: one scoring run; older rows stay as the history of the track record. */
export const accuracyReportsTable = table('accuracy_reports', {
  generated_at: col("DateTime64(3, 'UTC')"),
  /** daily, import, on_demand. */
  run_trigger: col('LowCardinality(String)'),
  /** 1 when every prediction and FDA decision was read. */
  whole_corpus: flag(),
  decisions_matched: col('UInt32'),
  /** The full accuracy document as JSON (paid_endpoints empty). */
  report: col('String'),
})
export type AccuracyReportRow = RowOf<typeof accuracyReportsTable.columns>

/** Every accuracy table, for the DDL test. */
export const accuracyTables = [accuracyReportsTable] as const

/** The columns of `events` a prediction is read from. */
const predictionColumns = [
  'event_id',
  'catalyst_id',
  'event_type',
  'drug_name',
  'company',
  'ticker',
  'cik',
  'application_number',
  'new_date',
  'outcome',
  'authority',
  'source_quote',
  'filed_at',
  'source_url',
  'applied',
] as const
type PredictionEventRow = Pick<EventRow, (typeof predictionColumns)[number]>

export async function readPredictionEvents(store: Store): Promise<PredictionEvent[]> {
  const rows = await store.query<PredictionEventRow>(
    `SELECT ${selectList(eventsTable, predictionColumns)}
     FROM ${committedRows(eventsTable)} ORDER BY event_id`,
  )
  return rows.map((r) =>
    PredictionEvent.parse({
      ...r,
      event_id: Number(r.event_id),
      catalyst_id: Number(r.catalyst_id),
    }),
  )
}

/** Filer names for sponsor matching; an absent `issuers` table (poller never ran) is no names. */
export async function readFilerNames(store: Store): Promise<string[]> {
  try {
    const rows = await store.query<Pick<IssuerRow, 'name'>>(
      `SELECT DISTINCT name FROM {db:Identifier}.issuers FINAL WHERE name != ''`,
    )
    return rows.map((r) => r.name)
  } catch {
    return []
  }
}

export interface StoredReport {
  report: AccuracyFull
  generatedAt: string
  wholeCorpus: boolean
}

export async function saveReport(
  store: Store,
  report: AccuracyFull,
  trigger: string,
  wholeCorpus: boolean,
): Promise<void> {
  await store.insert<AccuracyReportRow>('accuracy_reports', [
    {
      generated_at: report.generated_at ?? new Date().toISOString(),
      run_trigger: trigger,
      whole_corpus: wholeCorpus ? 1 : 0,
      decisions_matched: report.date_accuracy.decisions_matched,
      report: JSON.stringify({ ...report, paid_endpoints: [] }),
    },
  ])
}

/** The newest report built from the whole corpus and scoring at least `minDecisions`, or null. */
export async function readLatestValidReport(
  store: Store,
  minDecisions: number,
): Promise<AccuracyFull | null> {
  const rows = await store.query<Pick<AccuracyReportRow, 'report'>>(
    `SELECT report FROM {db:Identifier}.accuracy_reports WHERE whole_corpus = 1 AND decisions_matched >= {min:UInt32}
     ORDER BY generated_at DESC LIMIT 1`,
    { min: minDecisions },
  )
  return rows[0] ? (JSON.parse(rows[0].report) as AccuracyFull) : null
}
