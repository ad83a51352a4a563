/**
 * The poller's durable state in ClickHouse: poll cursors and freshness in `service_state`
 * (service = 'poller'), every discovered filing in `poller_filings`, sightings in
 * `poller_discoveries`. Also the small read functions the API calls (`readFreshness`,
 * `readFilingCoverage`): an SEC outage only ages these timestamps, it never makes them fail.
 */
import type { Store } from '../shared/store/clickhouse.js'
import { selectList } from '../shared/store/columns.js'
import type { ServiceStateRow } from '../shared/store/tables.js'
import { padCik } from './efts.js'
import {
  filingsTable,
  issuersTable,
  type DiscoveryRow,
  type FilingRow,
  type IssuerRow,
} from './tables.js'

export type { FilingRow } from './tables.js'

export const SERVICE = 'poller'

/** The scheduled lanes (the backfill CLI is a lane of its own, `backfill`). */
export const laneNames = ['fts_hourly', 'fts_catchup', 'atom', 'daily_index', 'issuers'] as const
export type LaneName = (typeof laneNames)[number]

/** The `status` vocabulary is declared with the table (tables.ts). */
export type { FilingStatus } from './tables.js'

let lastVersion = 0
/** Strictly increasing row versions within a process (ms × 1000 + a counter). */
export function nextVersion(now: Date): number {
  const candidate = now.getTime() * 1000
  lastVersion = Math.max(lastVersion + 1, candidate)
  return lastVersion
}

// ---- service_state ---------------------------------------------------------------------------

export async function readStates(store: Store, prefix = ''): Promise<Map<string, string>> {
  const rows = await store.query<Pick<ServiceStateRow, 'key' | 'value'>>(
    `SELECT key, argMax(value, updated_at) AS value FROM {db:Identifier}.service_state
     WHERE service = {service:String} AND startsWith(key, {prefix:String}) GROUP BY key`,
    { service: SERVICE, prefix },
  )
  return new Map(rows.map((r) => [r.key, r.value]))
}

export async function readState(store: Store, key: string): Promise<string | null> {
  const rows = await store.query<Pick<ServiceStateRow, 'value'>>(
    `SELECT argMax(value, updated_at) AS value FROM {db:Identifier}.service_state
     WHERE service = {service:String} AND key = {key:String} GROUP BY key`,
    { service: SERVICE, key },
  )
  return rows[0]?.value ?? null
}

let lastStateWrite = 0
/** Writes keys; `updated_at` strictly increases within a process, so the newest write wins even under a frozen clock. */
export async function writeStates(
  store: Store,
  entries: Record<string, string>,
  now: Date,
): Promise<void> {
  lastStateWrite = Math.max(now.getTime(), lastStateWrite + 1)
  const updatedAt = new Date(lastStateWrite).toISOString()
  const rows = Object.entries(entries).map(([key, value]): ServiceStateRow => ({
    service: SERVICE,
    key,
    value,
    updated_at: updatedAt,
  }))
  await store.insert('service_state', rows)
}

export const stateKeys = {
  lastPolled: 'last_polled',
  laneSuccess: (lane: string) => `lane.${lane}.last_success`,
  laneAttempt: (lane: string) => `lane.${lane}.last_attempt`,
  laneError: (lane: string) => `lane.${lane}.last_error`,
  /** The first failure of the lane's current run of EDGAR failures; empty while EDGAR answers. */
  laneFailingSince: (lane: string) => `lane.${lane}.failing_since`,
  /** The newest filing date the hourly scan covered. */
  hourlyThrough: 'fts_hourly.through',
  /** Newest acceptance time seen in the Atom feed, per form type. */
  atomWatermark: (type: string) => `atom.watermark.${type}`,
  /** The newest date whose daily form index was read completely. */
  dailyIndexThrough: 'daily_index.through',
  /** A backfill range's progress: the last date completed. */
  backfill: (from: string, to: string) => `backfill.${from}..${to}`,
} as const

// ---- poller_filings ----------------------------------------------------------------------------

const knownFilingColumns = [
  'accession',
  'status',
  'attempts',
  'matched',
  'lane',
  'discovered_at',
] as const
/** Where a filing stands: what the pipeline decides a new sighting by. */
export type KnownFiling = Pick<FilingRow, (typeof knownFilingColumns)[number]>

/** The current state of each listed accession that the poller has seen. */
export async function readKnownFilings(
  store: Store,
  accessions: readonly string[],
): Promise<Map<string, KnownFiling>> {
  if (accessions.length === 0) return new Map()
  const rows = await store.query<KnownFiling>(
    `SELECT ${selectList(filingsTable, knownFilingColumns)} FROM {db:Identifier}.poller_filings FINAL
     WHERE accession IN {accessions:Array(String)}`,
    { accessions: [...new Set(accessions)] },
  )
  return new Map(rows.map((r) => [r.accession, r]))
}

export async function writeFilings(store: Store, rows: readonly FilingRow[]): Promise<void> {
  // A filing whose date is not known yet is stored under the epoch (the column is not nullable).
  await store.insert<FilingRow>(
    'poller_filings',
    rows.map((r) => ({ ...r, filed_date: r.filed_date || '1970-01-01' })),
  )
}

/** Filings to try again: transient failures and rows left pending by a stop or a crash. */
export async function readRetryable(
  store: Store,
  maxAttempts: number,
  limit = 200,
): Promise<FilingRow[]> {
  return store.query<FilingRow>(
    `SELECT ${selectList(filingsTable)} FROM {db:Identifier}.poller_filings FINAL
     WHERE status IN ('failed', 'pending') AND attempts < {max:UInt32}
     ORDER BY discovered_at LIMIT {limit:UInt32}`,
    { max: maxAttempts, limit },
  )
}

export async function recordDiscoveries(
  store: Store,
  rows: readonly DiscoveryRow[],
): Promise<void> {
  await store.insert('poller_discoveries', rows)
}

// ---- reads for the API ---------------------------------------------------------------------------

export interface Freshness {
  /** When the last scan completed (a lane run that reached EDGAR and finished): `/v1/meta` feed.last_polled. */
  last_polled: string | null
  /** When each lane last completed a scan without an upstream failure. */
  last_success_by_lane: Record<LaneName, string | null>
  /** The last upstream failure per lane (message), null when the last run succeeded. */
  last_error_by_lane: Record<LaneName, string | null>
  /** Filing date of the oldest ingested (published) filing. */
  corpus_start: string | null
}

const toIso = (value: string | null | undefined): string | null => {
  if (!value) return null
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().replace('Z', '+00:00')
}

export async function readFreshness(store: Store): Promise<Freshness> {
  const states = await readStates(store)
  const success = {} as Record<LaneName, string | null>
  const errors = {} as Record<LaneName, string | null>
  for (const lane of laneNames) {
    success[lane] = toIso(states.get(stateKeys.laneSuccess(lane)))
    const error = states.get(stateKeys.laneError(lane))
    errors[lane] = error ? error : null
  }
  const start = await store.query<{ d: string | null }>(
    `SELECT toString(min(filed_date)) AS d, count() AS n FROM {db:Identifier}.poller_filings FINAL WHERE status = 'published' HAVING n > 0`,
  )
  return {
    last_polled: toIso(states.get(stateKeys.lastPolled)),
    last_success_by_lane: success,
    last_error_by_lane: errors,
    corpus_start: start[0]?.d ?? null,
  }
}

export interface FilingCoverage {
  cik: string
  /** Name on the newest matching filing, else the SEC company list's. */
  company: string | null
  /** Filings by this CIK (any filer position) whose text carried a PDUFA phrase (or whose full-text query was one), any outcome. */
  pdufa_filings_seen: number
  first_seen: string | null
  last_seen: string | null
  /** Their accessions, newest first: the catalysts engineer joins them to extracted assertions. */
  accessions: string[]
}

/** Coverage counts of one CIK (any zero padding), optionally within filing dates [from, to]. */
export async function readFilingCoverage(
  store: Store,
  cik: string,
  window: { from?: string; to?: string } = {},
): Promise<FilingCoverage> {
  const padded = padCik(cik)
  const rows = await store.query<{
    n: number
    first: string | null
    last: string | null
    company: string | null
    accessions: string[]
  }>(
    `SELECT count() AS n,
            if(n = 0, NULL, toString(min(filed_date))) AS first,
            if(n = 0, NULL, toString(max(filed_date))) AS last,
            argMax(company, filed_date) AS company,
            arrayMap(x -> x.2, arrayReverseSort(x -> x.1, groupArray((filed_date, accession)))) AS accessions
     FROM {db:Identifier}.poller_filings FINAL
     WHERE matched = 1 AND has(ciks, {cik:String})
       AND filed_date >= toDate({from:String}) AND filed_date <= toDate({to:String})`,
    { cik: padded, from: window.from ?? '1970-01-01', to: window.to ?? '2149-06-06' },
  )
  const row = rows[0]
  let company = row?.company ?? null
  if (!company) {
    const issuer = await store.query<Pick<IssuerRow, 'name'>>(
      `SELECT ${selectList(issuersTable, ['name'])} FROM {db:Identifier}.issuers FINAL WHERE cik = {cik:String} LIMIT 1`,
      { cik: padded },
    )
    company = issuer[0]?.name || null
  }
  return {
    cik: padded,
    company,
    pdufa_filings_seen: Number(row?.n ?? 0),
    first_seen: row && Number(row.n) > 0 ? row.first : null,
    last_seen: row && Number(row.n) > 0 ? row.last : null,
    accessions: row?.accessions ?? [],
  }
}
