/**
 * A ticker-filtered page of the store path (store-reads.ts readEventsPage, store-page.ts
 * readEventsPageBody): which events it serves, their ids in page order, read narrow, and then only
 * those events' rows whole (step 4). By the event's record (spec 4.4), not the exposure the
 * event row was written with: a co-filer that discloses later sees the record's earlier events too.
 * An event is served when its latest committed row is on a record the ticker exposes, or is a
 * `retracted` marker merged into one.
 *
 * Read only the ticker's events, at any depth (schemas/clickhouse/0350_events_pages.sql):
 *  1. the matching committed row versions in cursor order, at most `m` of each kind, and of each
 *     only what decides whether it is served (id, version, batch, deleted, applied): rows of the
 *     exposed records through the `by_record` projection (ordered by catalyst_id, event_id: only
 *     those records' rows from the cursor on are read), and retraction markers into them through
 *     the skip index on `merged_into`;
 *  2. the latest committed (version, batch, deleted) of those ids: of their rows above version 1
 *     (rewrites, rare), a narrow read by primary key, else the candidate itself;
 *  3. an id is served with the matching row that is its latest one (a later version may have moved
 *     the event to a record that does not match, or deleted it);
 *  4. the served events' rows whole, at the same horizon (readFilteredRows), read beside step 2.
 * When a read in step 1 returned `m` rows, only ids strictly before its last one (in cursor order)
 * are known complete; the page is complete once it holds `limit + 1` such events or neither read
 * was cut, else `m` doubles.
 *
 * Why narrow first: the matching rows of the exposed records are several times the page (all of
 * them above the cursor are read to be put in id order), and reading them whole cost most of a
 * filtered page; the page's own rows are then a few granules of the projection.
 */
import { typesWhere } from '../../../topology/event-types.js'
import type { Store } from '../../shared/store/clickhouse.js'
import { committedBatchSql, committedRows, horizonSql } from '../../shared/store/batched.js'
import { rowBinaryDecoder } from '../../shared/store/row-binary.js'
import { eventsTable, batchesTable, catalystsTable } from '../../catalysts/tables.js'
import { isServed } from './derive.js'
import type { TickerMatch } from './ticker-match.js'

/** A matching row version as step 1 reads it: what picks the latest, and whether it is served. */
type VersionRow = {
  event_id: number
  version: number
  batch: number
  deleted: number
  applied: number
}
const decodeVersions = rowBinaryDecoder<VersionRow>(
  { ...eventsTable.columns, ...eventsTable.bookkeeping },
  ['event_id', 'version', 'batch', 'deleted', 'applied'],
)
type LatestRow = { event_id: number; version: number; batch: number; deleted: number }
const decodeLatest = rowBinaryDecoder<LatestRow>(
  { ...eventsTable.columns, ...eventsTable.bookkeeping },
  ['event_id', 'version', 'batch', 'deleted'],
)

/** SQL predicate (on a table with tickers, cik, exposed_ciks) for a ticker filter. */
const exposureSql = `(has(tickers, {ticker:String}) OR hasAny(exposed_ciks, {ciks:Array(String)}) OR has({ciks:Array(String)}, ifNull(cik, '')))`

/** The event types whose marker merges a record away (`retracted`), as an SQL list. */
const retractingTypes = typesWhere((rule) => rule.liveness === 'retracts')
  .map((type) => `'${type}'`)
  .join(', ')

/** The records a ticker exposes at a committed horizon, as last read, and the store's write count then. */
interface ExposedRead {
  writes: number
  exposed: number[]
  horizon: number
}
const exposedReads = new WeakMap<Store, Map<string, ExposedRead>>()
const EXPOSED_HELD = 1_024

/**
 * The records the ticker exposes (few) and the committed horizon every later read of the page is
 * pinned to: the versions, the latest row of an id and the rows served must be read at one
 * horizon, or a batch committed between them could hide an event. Reused while the store counts no
 * write since it was read (Store.writes: an embedded store written only by this process), as the
 * committed head is (commit-head.ts): a page then reflects every batch committed before it arrived,
 * and skips one query over the catalysts.
 */
async function exposedRecords(
  store: Store,
  match: TickerMatch,
): Promise<{ exposed: number[]; horizon: number }> {
  const key = `${match.ticker}\u0001${match.ciks.join(',')}`
  let held = exposedReads.get(store)
  const writes = store.writes?.() ?? null
  const hit = held?.get(key)
  if (hit && writes !== null && hit.writes === writes) return hit
  const rows = await store.query<{ catalyst_id: number; horizon: number }>(
    `SELECT catalyst_id, ${horizonSql(batchesTable)} AS horizon FROM ${committedRows(catalystsTable)} WHERE ${exposureSql}`,
    { ticker: match.ticker, ciks: match.ciks },
  )
  const exposed = rows.map((r) => Number(r.catalyst_id))
  // No exposed record: no horizon was read, nor needed.
  const horizon = Number(rows[0]?.horizon ?? 0)
  if (writes !== null) {
    if (!held) exposedReads.set(store, (held = new Map()))
    if (held.size >= EXPOSED_HELD) held.clear()
    held.set(key, { writes, exposed, horizon })
  }
  return { exposed, horizon }
}

/** Which events a filtered page serves, and how their rows are read back. */
interface Served {
  /** In page order (up to `limit + 1` after a cursor). */
  ids: number[]
  /** The ids served as events of an exposed record (the others are retraction markers into one). */
  onRecords: Set<number>
}

/** A ticker-filtered page: the ids it serves in page order, and the rows of the first of them. */
export interface FilteredPage {
  /** Ascending after `since` (`limit + 1` at most, to know `has_more`), else the newest `limit`, newest first. */
  ids: number[]
  /** The rows (`columns`, RowBinary, in id order within each buffer) of the first `rowsFor` ids. */
  rows: Buffer[]
  horizon: number
}

/**
 * A ticker-filtered page's ids and the rows of the first `rowsFor` of them, each at its latest
 * committed version at one horizon. The rows are read beside step 2, for the ids step 1 alone
 * would serve (an id's own matching rows give its latest unless a rewrite outranks them, rare);
 * only when step 2 finds one that changes the page are they read again: one query fewer in
 * sequence per page.
 */
export async function readFilteredPage(
  store: Store,
  query: { since?: number; limit: number; match: TickerMatch },
  columns: string,
  rowsFor: number,
): Promise<FilteredPage> {
  const ascending = query.since !== undefined
  const want = query.limit + (ascending ? 1 : 0)
  const order = ascending ? 'ASC' : 'DESC'
  const { exposed, horizon } = await exposedRecords(store, query.match)
  if (exposed.length === 0) return { ids: [], rows: [], horizon }
  const committed = committedBatchSql(batchesTable, '{horizon:UInt64}')
  const cursor = ascending ? 'event_id > {since:UInt64} AND ' : ''
  const versions = (where: string) =>
    `SELECT event_id, version, batch, deleted, applied FROM {db:Identifier}.events
    WHERE ${cursor}${where} AND ${committed}
    ORDER BY event_id ${order}, version DESC LIMIT {m:UInt32} SETTINGS max_threads = 1 FORMAT RowBinary`
  const before = (a: number, b: number) => (ascending ? a < b : a > b)
  for (let m = 2 * want + 16; ; m *= 2) {
    const params: Record<string, unknown> = { m, exposed, horizon }
    if (ascending) params.since = query.since
    const [recordVersions, markerVersions] = await Promise.all([
      store.queryBytes(versions('catalyst_id IN {exposed:Array(UInt64)}'), params),
      store.queryBytes(
        versions(`merged_into IN {exposed:Array(UInt64)} AND event_type IN (${retractingTypes})`),
        params,
      ),
    ])
    const reads = [decodeVersions(recordVersions), decodeVersions(markerVersions)]
    // Which read a row came from: the served row's says how its whole row is read back.
    const recordRows = new Set<VersionRow>(reads[0])
    // Ids before `bound` (cursor order) have every matching version in hand.
    let bound: number | null = null
    for (const rows of reads) {
      if (rows.length < m) continue
      const last = Number(rows[rows.length - 1]!.event_id)
      if (bound === null || before(last, bound)) bound = last
    }
    const candidates = new Map<number, VersionRow[]>()
    for (const rows of reads)
      for (const r of rows) {
        const id = Number(r.event_id)
        if (bound !== null && !before(id, bound)) continue
        const list = candidates.get(id)
        if (list) list.push(r)
        else candidates.set(id, [r])
      }
    // The latest committed row of each candidate: a new event is written as version 1 and every
    // rewrite (re-parent, merge, deletion, revival) as a higher version (event-load.ts counts on
    // the same), so only rows above version 1 can outrank a candidate. Reading just those skips
    // the id's version-1 rows: the read stays narrow however many candidates there are.
    const latest = new Map<number, LatestRow>()
    const outranks = (a: LatestRow, b: LatestRow | undefined) =>
      !b || a.version > b.version || (a.version === b.version && a.batch > b.batch)
    for (const [id, rows] of candidates)
      for (const r of rows) if (outranks(r, latest.get(id))) latest.set(id, r)
    const servedNow = (): Served => {
      const ids: number[] = []
      const onRecords = new Set<number>()
      const order = [...candidates.keys()].sort((a, b) => (ascending ? a - b : b - a))
      for (const id of order) {
        const top = latest.get(id)
        if (!top || Number(top.deleted)) continue
        const row = candidates
          .get(id)!
          .find((r) => r.version === top.version && r.batch === top.batch)
        if (!row || !isServed({ deleted: top.deleted, applied: row.applied })) continue
        ids.push(id)
        if (recordRows.has(row)) onRecords.add(id)
        if (ids.length === want) break
      }
      return { ids, onRecords }
    }
    const guess = servedNow()
    const rowsOf = (served: Served) =>
      readFilteredRows(store, served, served.ids.slice(0, rowsFor), exposed, horizon, columns)
    const [rewrites, guessedRows] = await Promise.all([
      candidates.size
        ? store.queryBytes(
            `SELECT event_id, version, batch, deleted FROM {db:Identifier}.events
            WHERE event_id IN {ids:Array(UInt64)} AND version > 1 AND ${committed}
            ORDER BY event_id, version DESC, batch DESC LIMIT 1 BY event_id
            SETTINGS max_threads = 1, optimize_use_projections = 0 FORMAT RowBinary`,
            { ids: [...candidates.keys()], horizon },
          )
        : Buffer.alloc(0),
      rowsOf(guess),
    ])
    let rewritten = false
    for (const r of decodeLatest(rewrites)) {
      const id = Number(r.event_id)
      if (!outranks(r, latest.get(id))) continue
      latest.set(id, r)
      rewritten = true
    }
    const served = rewritten ? servedNow() : guess
    if (served.ids.length >= want || bound === null)
      return {
        ids: served.ids,
        rows: served === guess ? guessedRows : await rowsOf(served),
        horizon,
      }
  }
}

/**
 * The rows of a filtered page's events (each id's latest committed row at the horizon, as
 * readFilteredPage found it), with `columns` in RowBinary, in id order within each buffer. An
 * event of an exposed record is read through the `by_record` projection: the page's events are
 * scattered over the history (one in 250 of a busy issuer's), where a read by primary key
 * decompressed a granule of every column per event, and are a few runs of it there; a retraction
 * marker (rare) by primary key.
 */
async function readFilteredRows(
  store: Store,
  served: Served,
  ids: readonly number[],
  exposed: readonly number[],
  horizon: number,
  columns: string,
): Promise<Buffer[]> {
  const committed = committedBatchSql(batchesTable, '{horizon:UInt64}')
  const latest = `ORDER BY event_id ASC, version DESC, batch DESC LIMIT 1 BY event_id
    SETTINGS max_threads = 1 FORMAT RowBinary`
  const onRecords = ids.filter((id) => served.onRecords.has(id))
  const markers = ids.filter((id) => !served.onRecords.has(id))
  /** The latest committed rows of `some` ids, selected by `where` (its own clause over `exposed` and `ids`). */
  const rowsWhere = (where: string, some: number[]): Promise<Buffer> =>
    some.length
      ? store.queryBytes(
          `SELECT ${columns} FROM {db:Identifier}.events WHERE ${where} AND ${committed} ${latest}`,
          { exposed, horizon, ids: some },
        )
      : Promise.resolve(Buffer.alloc(0))
  return Promise.all([
    rowsWhere(
      'catalyst_id IN {exposed:Array(UInt64)} AND event_id IN {ids:Array(UInt64)}',
      onRecords,
    ),
    rowsWhere(
      'event_id IN {ids:Array(UInt64)} AND merged_into IN {exposed:Array(UInt64)}',
      markers,
    ),
  ])
}
