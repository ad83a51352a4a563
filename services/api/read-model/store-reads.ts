/**
 * The API's reads from ClickHouse, besides the upcoming snapshot (snapshot.ts): the ticker -> CIK
 * lookup, the events page, the default freshness and coverage readers. Every statement names its
 * tables as `{db:Identifier}.t` and passes values as query parameters.
 */
import { isoDate, isoUtc, type Clock } from '../../shared/clock.js'
import type { Logger } from '../../shared/logger.js'
import type { Store } from '../../shared/store/clickhouse.js'
import { committedBatchSql, committedRows } from '../../shared/store/batched.js'
import {
  eventFromRow,
  isServed,
  padCik,
  servedEventNames,
  toTimestamp,
  type ServedEventRow,
} from './derive.js'
import { eventsTable, batchesTable, catalystsTable } from '../../catalysts/tables.js'
import { rowBinaryDecoder } from '../../shared/store/row-binary.js'
import { readCoverage as readCatalystCoverage } from '../../catalysts/coverage.js'
import type { Coverage, Event } from '../http/schemas.js'
import { readFilteredPage } from './store-filtered.js'
import type { TickerMatch } from './ticker-match.js'

export type { TickerMatch }

// ---------------------------------------------------------------------------------------------
// Ticker -> CIK

/** CIKs (10 digits) of the issuer(s) listing a ticker; empty when unknown. Ticker is upper-case. */
export type TickerLookup = (ticker: string) => Promise<string[]>

/**
 * Default lookup: the poller's `issuers` table (schemas/clickhouse/0100_poller.sql), plus the lead CIK of
 * catalysts whose primary `ticker` is the one asked (covers issuers before the table is filled).
 * A missing `issuers` table counts as empty. Answers are cached for `ttlMs` (bounded entries), and a
 * failing store yields the last cached answer or none, never an error: a ticker filter then still
 * matches on `tickers[]`.
 */
export function createTickerLookup(
  store: Store,
  logger: Logger,
  options: { ttlMs?: number; maxEntries?: number } = {},
): TickerLookup {
  const ttlMs = options.ttlMs ?? 60_000
  const maxEntries = options.maxEntries ?? 10_000
  const cache = new Map<string, { ciks: string[]; at: number }>()
  const log = logger.child({ component: 'ticker-lookup' })
  return async (ticker) => {
    const hit = cache.get(ticker)
    if (hit && performance.now() - hit.at < ttlMs) return hit.ciks
    const ciks = new Set<string>()
    try {
      const rows = await store.query<{ cik: string }>(
        'SELECT cik FROM {db:Identifier}.issuers FINAL WHERE has(tickers, {ticker:String})',
        { ticker },
      )
      for (const r of rows) ciks.add(padCik(r.cik))
    } catch (error) {
      log.debug({ err: error }, 'issuers table not readable; ticker lookup uses catalysts only')
    }
    try {
      const rows = await store.query<{ cik: string }>(
        `SELECT DISTINCT cik FROM ${committedRows(catalystsTable)} WHERE ticker = {ticker:String} AND cik IS NOT NULL`,
        { ticker },
      )
      for (const r of rows) ciks.add(padCik(r.cik))
    } catch (error) {
      log.warn({ err: error }, 'ticker lookup failed')
      return hit?.ciks ?? []
    }
    const answer = [...ciks].sort()
    if (cache.size >= maxEntries) cache.clear()
    cache.set(ticker, { ciks: answer, at: performance.now() })
    return answer
  }
}

// ---------------------------------------------------------------------------------------------
// Events page

/**
 * What a page reads of a row: the served columns and the attestation uid the writer stored, in
 * RowBinary (row-binary.ts): no JSON formatted by ClickHouse and parsed back, no hash per row.
 */
const pageNames = [...servedEventNames, 'attestation_uid'] as const
type PageRow = ServedEventRow & { attestation_uid: string }
const pageColumns = pageNames.join(', ')
const decodePage = rowBinaryDecoder<PageRow>(
  { ...eventsTable.columns, ...eventsTable.bookkeeping },
  pageNames,
)

export interface EventsPage {
  events: Event[]
  nextSince: number | null
  hasMore: boolean
}

/**
 * One page of /v1/events as a single query over the primary key (event_id):
 *  - with `since`: event_id > since ascending, `limit + 1` rows read to know `has_more`;
 *    `next_since` is the last id served (or `since` itself on an empty page);
 *  - without: the newest `limit` events, newest first; `next_since` is the newest id served (the
 *    cursor to poll forward from) and `has_more` is false (nothing is newer than it).
 * A ticker filter is applied in the WHERE clause (before LIMIT) and keeps `retracted` markers of
 * records exposed to the ticker, or merged into a record that is.
 * History (`applied` false) is not served, as in the event index (derive.ts `isServed`): a
 * client replaying by spec section 3 would apply its date.
 * One thread and small blocks: the page reads in primary-key order and stops after `limit` rows, so
 * parallel readers and 64k-row blocks only add work (and tail latency on a small machine).
 */
export async function readEventsPage(
  store: Store,
  query: { since?: number; limit: number; match?: TickerMatch },
  today: string,
): Promise<EventsPage> {
  const ascending = query.since !== undefined
  const rows = query.match
    ? await readFiltered(store, query as { since?: number; limit: number; match: TickerMatch })
    : await readByIdRange(store, query)
  const hasMore = ascending && rows.length > query.limit
  const page = hasMore ? rows.slice(0, query.limit) : rows
  const served = page.map((r) => eventFromRow(r, today))
  let nextSince: number | null
  if (ascending) nextSince = served.length ? served[served.length - 1]!.event_id : query.since!
  else nextSince = served.length ? served[0]!.event_id : null
  return { events: served, nextSince, hasMore }
}

/** The highest event id stored (any batch, deleted or not): where an id range has nothing above. */
async function topEventId(store: Store): Promise<number> {
  const [row] = await store.query<{ event_id: number }>(
    'SELECT event_id FROM {db:Identifier}.events ORDER BY event_id DESC LIMIT 1',
  )
  return Number(row?.event_id ?? 0)
}

/** A page row with whether its latest version is a deletion: the range read filters in here. */
type RangeRow = PageRow & { deleted: number }
const decodeRange = rowBinaryDecoder<RangeRow>(
  { ...eventsTable.columns, ...eventsTable.bookkeeping },
  [...pageNames, 'deleted'],
)
const committedNow = committedBatchSql(batchesTable)

/**
 * An unfiltered page by primary-key range: the latest committed row of each id in
 * (since, since + span] (newest first: (top - span, top]), widened (doubled) until it holds
 * `limit + 1` served events or reaches the top. Ids are given out densely (a deleted event keeps its
 * row), so a range a little wider than the page is almost always enough: the query reads a few
 * granules, whatever the history's size, where a bound-less read would pick the latest version of
 * every id above the cursor first. One level, no outer query: the latest row of each id in key
 * order, deleted and history rows dropped here (a nested `WHERE deleted = 0` over it cost about as
 * much as reading the page).
 */
async function readByIdRange(
  store: Store,
  query: { since?: number; limit: number },
): Promise<PageRow[]> {
  const ascending = query.since !== undefined
  const want = query.limit + (ascending ? 1 : 0)
  const top = ascending ? null : await topEventId(store)
  const order = ascending ? 'ASC' : 'DESC'
  for (let span = want + 16; ; span *= 2) {
    const low = ascending ? query.since! : Math.max(0, top! - span)
    const high = ascending ? query.since! + span : top!
    const latest = decodeRange(
      await store.queryBytes(
        `SELECT ${pageColumns}, deleted FROM {db:Identifier}.events
        WHERE event_id > {low:UInt64} AND event_id <= {high:UInt64} AND ${committedNow}
        ORDER BY event_id ${order}, version DESC, batch DESC LIMIT 1 BY event_id
        SETTINGS max_threads = 1, max_block_size = 1024, optimize_use_projections = 0 FORMAT RowBinary`,
        { low, high },
      ),
    )
    const rows: PageRow[] = []
    for (const row of latest) {
      if (!isServed(row)) continue
      rows.push(row)
      if (rows.length === want) return rows
    }
    if (!ascending && low === 0) return rows
    if (ascending && high >= (await topEventId(store))) return rows
  }
}

/**
 * A ticker-filtered page: the ids it serves (store-filtered.ts, read narrow) and their rows
 * whole at the same horizon, in page order.
 */
async function readFiltered(
  store: Store,
  query: { since?: number; limit: number; match: TickerMatch },
): Promise<PageRow[]> {
  const page = await readFilteredPage(store, query, pageColumns, query.limit + 1)
  const byId = new Map<number, PageRow>()
  for (const src of page.rows)
    for (const row of decodePage(src)) byId.set(Number(row.event_id), row)
  return page.ids.map((id) => {
    const row = byId.get(id)
    if (!row) throw new Error(`event ${id}: served at horizon ${page.horizon} but not read back`)
    return row
  })
}

// ---------------------------------------------------------------------------------------------
// Freshness (/v1/meta)

export interface Freshness {
  last_updated: Date | null
  last_polled: Date | null
  /** The FDA importer's last completed run, last attempt, its error ('' after a success) and the failing streak's start. */
  fda?: {
    last_imported: Date | null
    last_attempt: Date | null
    last_error: string | null
    failing_since?: Date | null
  }
  /** EDGAR failures of the poller's lanes whose last run failed on EDGAR: lane, since when, reason. */
  edgar_failing?: Array<{ lane: string; since: Date; reason: string }>
}
export type ReadFreshness = () => Promise<Freshness>

/**
 * Keys read from `service_state` (newest `updated_at` wins):
 *   - ('poller', 'last_polled'): value = ISO-8601 time of the last completed EDGAR scan;
 *   - ('poller', 'lane.<lane>.failing_since' / '.last_error'): a lane failing on EDGAR, since when, why;
 *   - ('catalysts', 'last_updated'): value = ISO-8601 time the served data last changed.
 * A key whose value does not parse falls back to the row's `updated_at`. Without the catalysts key,
 * `last_updated` is the newest `last_updated` of a published catalyst or `detected_at` of an event.
 */
export function createFreshnessReader(store: Store): ReadFreshness {
  return async () => {
    const rows = await store.query<{
      service: string
      key: string
      value: string
      last_at: string
    }>(
      `SELECT service, key, argMax(value, updated_at) AS value, max(updated_at) AS last_at
       FROM {db:Identifier}.service_state
       WHERE (service = 'poller' AND (key = 'last_polled'
               OR (startsWith(key, 'lane.') AND (endsWith(key, '.failing_since') OR endsWith(key, '.last_error')))))
          OR (service = 'catalysts' AND key = 'last_updated')
          OR (service = 'fda' AND key IN ('last_imported', 'last_attempt', 'last_error', 'failing_since'))
       GROUP BY service, key`,
    )
    const pick = (service: string, key?: string): Date | null => {
      const row = rows.find((r) => r.service === service && (!key || r.key === key))
      if (!row) return null
      const parsed = toTimestamp(row.value) ?? toTimestamp(row.last_at)
      return parsed ? new Date(parsed.replace('+00:00', 'Z')) : null
    }
    // The value only: an empty value (cleared on success) means none, not the row's write time.
    const valueTime = (service: string, key: string): Date | null => {
      const value = rows.find((r) => r.service === service && r.key === key)?.value
      const parsed = value ? toTimestamp(value) : null
      return parsed ? new Date(parsed.replace('+00:00', 'Z')) : null
    }
    // A lane is failing on EDGAR while its failing_since is set (the poller clears it on success).
    const edgarFailing: NonNullable<Freshness['edgar_failing']> = []
    for (const row of rows) {
      const lane = /^lane\.(.+)\.failing_since$/.exec(row.key)?.[1]
      const since = lane && row.service === 'poller' ? valueTime('poller', row.key) : null
      if (!lane || !since) continue
      const reason = rows.find((r) => r.service === 'poller' && r.key === `lane.${lane}.last_error`)
      edgarFailing.push({
        lane,
        since,
        reason: reason?.value || 'failed',
      })
    }
    let lastUpdated = pick('catalysts')
    if (!lastUpdated) {
      const [row] = await store.query<{ at: string | null }>(
        `SELECT greatest(
           (SELECT max(last_updated) FROM {db:Identifier}.catalysts WHERE published = 1 AND ${committedBatchSql(batchesTable)}),
           (SELECT max(detected_at) FROM {db:Identifier}.events WHERE ${committedBatchSql(batchesTable)})) AS at`,
      )
      const at = toTimestamp(row?.at)
      lastUpdated = at && !at.startsWith('1970-01-01') ? new Date(at.replace('+00:00', 'Z')) : null
    }
    const fdaError = rows.find((r) => r.service === 'fda' && r.key === 'last_error')
    const fda = rows.some((r) => r.service === 'fda')
      ? {
          last_imported: pick('fda', 'last_imported'),
          last_attempt: pick('fda', 'last_attempt'),
          last_error: fdaError ? fdaError.value : null,
          failing_since: valueTime('fda', 'failing_since'),
        }
      : undefined
    return {
      last_updated: lastUpdated,
      last_polled: pick('poller', 'last_polled'),
      ...(fda ? { fda } : {}),
      ...(edgarFailing.length ? { edgar_failing: edgarFailing } : {}),
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Coverage (/v1/coverage)

export interface CoverageRequest {
  cik: string
  ticker: string | null
  today: string
  upcomingOnFeed: number
}
export type ReadCoverage = (request: CoverageRequest) => Promise<Coverage>

/**
 * Default coverage: the catalysts stage's `readCoverage` (services/catalysts/coverage.ts: the
 * poller's filings ledger, the extractor's assertion_filings, the catalysts table). Its `source`
 * is internal and dropped; `upcoming_on_feed` is replaced by the count from the upcoming snapshot,
 * the very membership the paid route serves (including a queried ticker listed in `tickers[]`).
 */
export function createCoverageReader(store: Store): ReadCoverage {
  return async ({ cik, ticker, today, upcomingOnFeed }) => {
    const { source: _source, ...counts } = await readCatalystCoverage(
      store,
      { cik },
      new Date(`${today}T00:00:00Z`),
    )
    return {
      ticker,
      cik: counts.cik,
      company: counts.company,
      observable: counts.observable,
      pdufa_filings_seen: counts.pdufa_filings_seen,
      actionable_filings_seen: counts.actionable_filings_seen,
      first_seen: counts.first_seen,
      last_seen: counts.last_seen,
      catalysts_tracked: counts.catalysts_tracked,
      upcoming_on_feed: upcomingOnFeed,
      window: counts.window,
      note: counts.note,
    }
  }
}

export function todayOf(clock: Clock): string {
  return isoDate(clock.now())
}

export { isoUtc }
