/**
 * Per-CIK coverage counts (spec 2.4) for /v1/coverage: what this service has seen of one filer.
 *
 * - pdufa_filings_seen, first_seen, last_seen: the poller's ledger `poller_filings`
 *   (schemas/clickhouse/0100_poller.sql), rows naming the CIK as filer or co-filer whose text carried
 *   a PDUFA phrase (matched = 1) or from which the extractor drew an assertion: the poller reads every
 *   8-K/6-K of its issuer universe, and an ordinary one (earnings, officers) is not a PDUFA filing.
 *   When that table does not exist (the extractor fed from elsewhere), the filings the extractor
 *   reported on (`assertion_filings`, one row per ExtractedAssertions record) stand in; `source`
 *   says which was used.
 * - actionable_filings_seen: of those, the filings from which a PDUFA date was extracted
 *   (`assertion_filings.actionable`: a date_set, resubmission_date_set or date_extended assertion).
 * - catalysts_tracked: live catalysts (any stage) led by the CIK or exposing it (exposed_ciks).
 * - upcoming_on_feed: the rows /v1/catalysts/upcoming would return for the CIK at `asOf` in its
 *   widest window: live, published, a pdufa_date from asOf to asOf + 365 days, stage not resolved.
 * Everything is counted up to `asOf` (filing dates <= asOf), so a past date gives the past view.
 */
import { isoDate } from '../shared/clock.js'
import type { Store } from '../shared/store/clickhouse.js'
import { assertionFilingsTable, catalystsTable } from './tables.js'
import { committedRows } from '../shared/store/batched.js'

export interface CatalystCoverage {
  cik: string
  company: string | null
  observable: boolean
  pdufa_filings_seen: number
  actionable_filings_seen: number
  first_seen: string | null
  last_seen: string | null
  catalysts_tracked: number
  upcoming_on_feed: number
  window: { corpus_start: string | null; as_of: string }
  note: string
  /** Where the filings-seen counts came from. */
  source: 'poller_filings' | 'assertion_filings'
}

/** The widest window of the upcoming route, in days. */
export const UPCOMING_WINDOW_DAYS = 365

/** SQL predicate of a row the upcoming route serves (params: from, to as YYYY-MM-DD). */
export const upcomingPredicateSql = `live = 1 AND published = 1 AND pdufa_date IS NOT NULL AND stage != 'resolved'
  AND pdufa_date >= toDate({from:String}) AND pdufa_date <= toDate({to:String})`

export const coverageNote =
  'Counts cover the SEC filings this service ingested between window.corpus_start and window.as_of. ' +
  "pdufa_filings_seen counts this filer's filings (as filer or co-filer) that carried a PDUFA phrase or gave an assertion, whatever came of them; " +
  'actionable_filings_seen those from which a PDUFA date was extracted. observable=false says no ingested filing of this filer ' +
  'disclosed a date: it is a statement about SEC filings, not about whether an FDA decision is pending. catalysts_tracked counts ' +
  'live records at any stage; upcoming_on_feed the rows /v1/catalysts/upcoming would return for this filer now (widest window); ' +
  '0 with observable=true means no current disclosed date is held.'

export function padCik(cik: string): string {
  const digits = cik.replace(/^0+/, '')
  if (!/^\d{0,10}$/.test(digits)) throw new RangeError(`cik ${cik} is not 1 to 10 digits`)
  return digits.padStart(10, '0')
}

async function tableExists(store: Store, table: string): Promise<boolean> {
  const rows = await store.query<{ n: number }>(
    'SELECT count() AS n FROM system.tables WHERE database = {database:String} AND name = {table:String}',
    { database: store.database, table },
  )
  return Number(rows[0]?.n ?? 0) > 0
}

export async function readCoverage(
  store: Store,
  query: { cik: string },
  asOf: Date,
): Promise<CatalystCoverage> {
  const cik = padCik(query.cik)
  const day = isoDate(asOf)
  const horizon = isoDate(new Date(asOf.getTime() + UPCOMING_WINDOW_DAYS * 86_400_000))
  const fromPoller = await tableExists(store, 'poller_filings')
  const params = { cik, asof: day, from: day, to: horizon }
  type Seen = { n: number; first: string | null; last: string | null; company: string | null }
  const pdufaFiling = `(matched = 1 OR accession IN (SELECT accession FROM ${committedRows(assertionFilingsTable)} WHERE assertions > 0))`
  const seenSql = fromPoller
    ? `SELECT count() AS n, if(n = 0, NULL, toString(min(filed_date))) AS first, if(n = 0, NULL, toString(max(filed_date))) AS last,
         argMax(company, filed_date) AS company
       FROM {db:Identifier}.poller_filings FINAL WHERE ${pdufaFiling} AND (cik = {cik:String} OR has(ciks, {cik:String})) AND filed_date <= toDate({asof:String})`
    : `SELECT count() AS n, if(n = 0, NULL, toString(min(filed_date))) AS first, if(n = 0, NULL, toString(max(filed_date))) AS last,
         argMax(company, filed_date) AS company
       FROM ${committedRows(assertionFilingsTable)} WHERE cik = {cik:String} AND filed_date <= toDate({asof:String})`
  const actionableSql = fromPoller
    ? `SELECT count() AS n FROM ${committedRows(assertionFilingsTable)} WHERE actionable = 1 AND filed_date <= toDate({asof:String})
       AND accession IN (SELECT accession FROM {db:Identifier}.poller_filings FINAL WHERE ${pdufaFiling} AND (cik = {cik:String} OR has(ciks, {cik:String})))`
    : `SELECT count() AS n FROM ${committedRows(assertionFilingsTable)} WHERE actionable = 1 AND cik = {cik:String} AND filed_date <= toDate({asof:String})`
  const corpusSql = fromPoller
    ? `SELECT if(count() = 0, NULL, toString(min(filed_date))) AS start FROM {db:Identifier}.poller_filings FINAL WHERE ${pdufaFiling} AND filed_date <= toDate({asof:String})`
    : `SELECT if(count() = 0, NULL, toString(min(filed_date))) AS start FROM ${committedRows(assertionFilingsTable)} WHERE filed_date <= toDate({asof:String})`
  const exposure = `(cik = {cik:String} OR has(exposed_ciks, {cik:String}))`
  const [[seen], [actionable], [corpus], [catalysts]] = await Promise.all([
    store.query<Seen>(seenSql, params),
    store.query<{ n: number }>(actionableSql, params),
    store.query<{ start: string | null }>(corpusSql, params),
    store.query<{ tracked: number; upcoming: number; company: string | null }>(
      `SELECT countIf(live = 1) AS tracked, countIf(${upcomingPredicateSql}) AS upcoming, anyIf(company, cik = {cik:String} AND company IS NOT NULL) AS company
       FROM ${committedRows(catalystsTable)} WHERE ${exposure}`,
      params,
    ),
  ])
  const filingsSeen = Number(seen?.n ?? 0)
  const actionableSeen = Number(actionable?.n ?? 0)
  return {
    cik,
    company: seen?.company || catalysts?.company || null,
    observable: actionableSeen > 0,
    pdufa_filings_seen: filingsSeen,
    actionable_filings_seen: actionableSeen,
    first_seen: filingsSeen > 0 ? (seen?.first ?? null) : null,
    last_seen: filingsSeen > 0 ? (seen?.last ?? null) : null,
    catalysts_tracked: Number(catalysts?.tracked ?? 0),
    upcoming_on_feed: Number(catalysts?.upcoming ?? 0),
    window: { corpus_start: corpus?.start ?? null, as_of: day },
    note: coverageNote,
    source: fromPoller ? 'poller_filings' : 'assertion_filings',
  }
}
