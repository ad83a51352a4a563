/**
 * The in-memory event index behind /v1/events, the counterpart of the upcoming snapshot
 * (snapshot.ts): every served event (latest row version, `deleted = 0`, `applied = 1`: history is
 * not served, derive.ts `isServed`), sorted by event_id, each
 * kept as its served JSON minus the two request-time fields, plus what the ticker filter reads.
 * A page is a binary search and byte copies into one buffer; no query. Why: a page read from the
 * store cost one FINAL query (p50 ~19 ms, p99 40-70 ms on a busy 2-core machine), mostly the
 * store's per-query cost and decoding 500 rows of JSON.
 *
 * Request-time fields. `new_date_upcoming` and `days_to_date` depend on the request date, and sit
 * between `new_date` and `delta_days` in the served field order. Each event keeps the JSON that
 * `eventFromRow` + `JSON.stringify` produce (so the bytes are exactly the store path's) cut around
 * those two fields: head (up to `new_date`) and tail (from `,"delta_days":`). A page copies head,
 * the two fields computed from `new_date` as a day number, and tail: serving costs no per-event
 * serialisation.
 *
 * Layout (issue 31: every page of a million-event history under 20 ms, resident memory under
 * 1 GiB, start-up under 5 s): the JSON is in a file (event-bytes.ts; ~800 MB a million events,
 * held by the page cache, not the process); per event the index keeps typed-array columns sorted by
 * event_id (id, version, file offset, lengths, new_date day, catalyst_id, merged_into, retracted:
 * event-columns.ts) and per record the ids of its events and of the retraction markers into it
 * (posting lists), so a ticker-filtered page reads only the candidates of the records the ticker
 * exposes, at any depth. The load reads the rows in RowBinary, range by range of ids, and encodes
 * them straight from those bytes (event-json.ts): no JSON parsed, no row object.
 *
 * Change detection. Row versions in `events` are per row (1 for a new event, +1 for each rewrite),
 * not a global counter: "max(version) > last seen" would never see a new event (all are version 1).
 * The probe reads the highest insert block number among the active parts of `events`,
 * `catalysts` and `catalyst_batches` (system.parts): every INSERT commits a part with a higher block
 * number and a background merge keeps the highest number of its inputs, so the value changes
 * exactly when rows were inserted; and the committed batch horizon (services/shared/store/batched.ts),
 * which every read of the refresh is pinned to: rows of a batch without its commit marker are
 * never read, so a page never shows part of a batch. It runs at most every `probeIntervalMs`, in
 * the background (a request never waits for it), and after `invalidate()` before the next page (up
 * to `refreshWaitMs`): at most one probe interval plus one refresh behind a committed write. The
 * paid route does better: catchUp() first brings the index up to the committed head as of the
 * request's arrival (commit-head.ts), so a page reflects every batch committed before the request.
 *
 * Incremental refresh, when the probe moved (or after invalidate()):
 *   1. rewrites: (event_id, max(version)) of the rows with version > 1 among the ids already held
 *      (every re-parent, duplicate deletion and revival writes version >= 2); ids whose version is
 *      not the one held are re-read (the latest row per id, deleted or not);
 *   2. new events: the latest row of every event_id above the highest id held, in chunks;
 *   3. the exposure (tickers, cik, exposed_ciks) of every catalyst, for the ticker filter;
 * then everything is applied in one synchronous step: a request sees the old index or the new one.
 *
 * Ordering assumption (why a drain from here never skips): the catalysts stage is the single writer
 * and sequencer of event ids, and commits batches one after another with ascending ids
 * (services/shared/store/batched.ts, services/catalysts/README.md). The committed ids at any horizon
 * are therefore a prefix of the id sequence (plus rewrites of older
 * ids), and step 2, reading `event_id > highest held`, can see id N+1 only with N. Step 1 only
 * re-reads ids already held, so a rewrite of an event newer than the index cannot put it in ahead of
 * its predecessors; it arrives with step 2. A second writer, or ids inserted out of order, would
 * break this guarantee for the store-backed drain as well; the index adds no new assumption.
 * A revived event (unmerge) comes back under its old id: like the store path, a drain already past
 * that id does not see it again.
 *
 * Failures. Once loaded, a failing store leaves the last index serving (`stale` set; retried at
 * most once per probe interval): read routes never fail because a dependency is down. Before the
 * first load completes (or when it failed) `ready()` answers false and the route serves the page
 * with the per-request query (store-reads.ts readEventsPage), which answers 500 problem details
 * only when the store cannot be read at all.
 *
 * Window mode (`window`): only the newest events are held, the load reads only them, and
 * `pageIfHeld` declines pages below the oldest id held (the route reads those from the store by
 * primary key); the oldest half is dropped once twice the window is held. The API holds the whole
 * history by default (services/api/README.md).
 *
 * Memory and scale: per event ~40 B of columns (grown by half when full) and ~8 B of posting
 * lists in the process, the served JSON (~780 B for the benchmark's rows) in the file. A rewrite
 * (merge, unmerge) appends the event's new bytes and rebuilds the posting lists (one pass over the
 * columns); the file is compacted once its dead bytes outweigh the live ones. Figures:
 * `npm run bench -- events_store` (start-up, resident memory, pages and drains at a million).
 */
import type { Logger } from '../../shared/logger.js'
import type { Store } from '../../shared/store/clickhouse.js'
import { committedBatchSql, committedRows, readHorizon } from '../../shared/store/batched.js'
import type { CommitHead } from './commit-head.js'
import { RefreshState } from './refresh-state.js'
import { selectList } from '../../shared/store/columns.js'
import { rowBinaryDecoder } from '../../shared/store/row-binary.js'
import {
  catalystsTable,
  eventsTable,
  type CatalystRow,
  type EventRow,
  batchesTable,
} from '../../catalysts/tables.js'
import { eventFromRow, isServed, servedEventNames } from './derive.js'
import type { TickerMatch } from './store-reads.js'
import { EventBytes } from './event-bytes.js'
import { Columns, NO_DAY, Postings, type EntryValues } from './event-columns.js'
import { EventTranscoder, transcodedNames, type TranscodedRow } from './event-json.js'

export interface EventIndexOptions {
  /** Minimum time between two version probes (default 1000 ms). */
  probeIntervalMs?: number
  /** How long a page waits for a refresh after invalidate() before serving the index it has. */
  refreshWaitMs?: number
  /** Ids per load query (default 50,000): bounds the memory and event-loop time of one decode. */
  chunkRows?: number
  /** The least dead space in the byte file worth a compaction (default 8 MB). */
  slabChunkBytes?: number
  /** Where the byte file is created (and unlinked at once; event-bytes.ts). Default: the OS temp directory. */
  dir?: string
  /** Monotonic milliseconds; injectable for tests. */
  now?: () => number
  /** Wall clock for the as-of time of what is held (X-Data-As-Of). */
  wall?: () => Date
  /** The committed head probed per paid request (read-your-writes); without it, catchUpFor only reports the age. */
  head?: CommitHead
  /**
   * Hold only the newest events (the head cache of a replica): about `window` of them, at most
   * twice that before the oldest half is dropped. Pages that reach below the oldest id held are
   * not served from here (`pageIfHeld` answers null; the route reads them from the store by primary
   * key). A load reads only the window, so a replica listens within seconds whatever the history.
   * Absent: the whole history (the embedded shape's choice when memory allows).
   */
  window?: number
}

/** What a catch-up to a committed head gave: the instant the index is known current as of, and whether it reached the head. */
export interface CatchUp {
  asOf: Date | null
  current: boolean
}

/** The served columns of an `events` row and what the index needs besides (rewrites, deletions, ticker filter). */
/** Row objects decoded from the transcoder's columns, for the reference encoding (fallback, check). */
const decodeTranscoded = rowBinaryDecoder<IndexRow>(
  { ...eventsTable.columns, ...eventsTable.bookkeeping },
  transcodedNames,
)
/** What the reference encoding reads of a row (the uid '' on rows written before it was stored). */
type IndexRow = Pick<EventRow, (typeof servedEventNames)[number]> & { attestation_uid: string }

/** What the ticker filter reads of a catalyst; shared between catalysts with the same exposure. */
interface Exposure {
  readonly tickers: readonly string[]
  readonly cik: string | null
  readonly exposedCiks: readonly string[]
}

export interface EventIndexStats {
  events: number
  /** Ids whose latest row is not served: a deletion or history (kept so the rewrite check knows their version). */
  deleted: number
  /** Bytes of served JSON held (UTF-8, in the byte file). */
  jsonBytes: number
  /** Bytes of the byte file (live and dead). */
  slabBytes: number
  /** Distinct exposures (tickers, cik, exposed_ciks) of the catalysts. */
  exposures: number
  highestId: number
  /** Ids at or below it are not held (0: the whole history). */
  floor: number
  generation: number
  stale: boolean
}

const TRANSCODED = transcodedNames.join(', ')

const PROBE_SQL = `SELECT table, toString(max(max_block_number)) AS block FROM system.parts
  WHERE database = {db:String} AND table IN ('events', 'catalysts', 'catalyst_batches') AND active GROUP BY table ORDER BY table`

// Every read of a refresh is pinned to one committed horizon (services/shared/store/batched.ts): rows
// of a batch without its commit marker, or of one committed after the refresh began, are not read.
// Latest row per id without FINAL: FINAL drops deleted rows, and the index must learn their version.
// One level (not committedRows): the read stays in key order (ClickHouse sorts only within an id)
// and stops after `n` ids. RowBinary, read by the transcoder (event-json.ts): no JSON parsed.
const committedAtHorizon = committedBatchSql(batchesTable, '{horizon:UInt64}')

const AFTER_SQL = `SELECT ${TRANSCODED} FROM {db:Identifier}.events WHERE event_id > {after:UInt64} AND ${committedAtHorizon}
  ORDER BY event_id ASC, version DESC, batch DESC LIMIT 1 BY event_id LIMIT {n:UInt32}
  SETTINGS optimize_use_projections = 0 FORMAT RowBinary`

// The latest committed row of every id in a range (the first load), in key order.
const RANGE_SQL = `SELECT ${TRANSCODED} FROM {db:Identifier}.events
  WHERE event_id > {low:UInt64} AND event_id <= {high:UInt64} AND ${committedAtHorizon}
  ORDER BY event_id ASC, version DESC, batch DESC LIMIT 1 BY event_id
  SETTINGS optimize_use_projections = 0 FORMAT RowBinary`

// The newest committed event id (deleted or not), read in primary-key order: where a window starts.
const TOP_SQL = `SELECT event_id FROM {db:Identifier}.events WHERE ${committedAtHorizon} ORDER BY event_id DESC LIMIT 1`

// Aliased apart from the column: ClickHouse would otherwise read `version` in WHERE as the aggregate.
const REWRITES_SQL = `SELECT event_id, max(version) AS latest FROM {db:Identifier}.events
  WHERE version > 1 AND event_id > {floor:UInt64} AND event_id <= {upTo:UInt64} AND ${committedAtHorizon} GROUP BY event_id`

const BY_ID_SQL = `SELECT ${TRANSCODED} FROM {db:Identifier}.events WHERE event_id IN {ids:Array(UInt64)} AND ${committedAtHorizon}
  ORDER BY event_id ASC, version DESC, batch DESC LIMIT 1 BY event_id
  SETTINGS optimize_use_projections = 0 FORMAT RowBinary`

// Every catalyst's current exposure: the ticker filter matches an event by its record (spec 4.4,
// "events whose record is filed by that ticker's issuer, or lists it"), and a record's exposure
// grows when a co-filer discloses later. Catalysts are few (one per FDA decision), so all are held.
const exposureNames = ['catalyst_id', 'tickers', 'cik', 'exposed_ciks'] as const
/** What the ticker filter reads of a `catalysts` row. */
type CatalystExposureRow = Pick<CatalystRow, (typeof exposureNames)[number]>
const EXPOSURE_SQL = `SELECT ${selectList(catalystsTable, exposureNames)} FROM ${committedRows(catalystsTable, { horizon: '{horizon:UInt64}' })}`

const DAY_MS = 86_400_000
const UPCOMING_KEY = ',"new_date_upcoming":'
const DELTA_KEY = ',"delta_days":'
const NO_DATE = ',"new_date_upcoming":false,"days_to_date":null'
/** Longer than any spliced-in request-time pair. */
const MID_MAX = 64
const OPEN = Buffer.from('{"data":[')

/** Whole days since 1970-01-01 of a YYYY-MM-DD date (UTC). */
function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS)
}

/** The store path's exposure predicate (store-reads.ts exposureSql), on one row's fields. */
function exposes(x: Exposure, ticker: string, ciks: ReadonlySet<string>): boolean {
  if (x.tickers.includes(ticker)) return true
  if (ciks.size === 0) return false
  if (ciks.has(x.cik ?? '')) return true
  for (const c of x.exposedCiks) if (ciks.has(c)) return true
  return false
}

/** Everything a page reads; replaced whole by a full load, changed in place by increments. */
interface Table {
  columns: Columns
  bytes: EventBytes
  /** Per record, its events and the retraction markers into it (the ticker filter's candidates). */
  postings: Postings
  /** Version of the latest row of each id not served (deleted, history), so the rewrite check does not re-read it. */
  deletedVersions: Map<number, number>
  /** Exposure of every catalyst. */
  catalysts: Map<number, Exposure>
  highestId: number
  /** Ids at or below it are not held (window mode; 0: the whole history). */
  floor: number
}

/** A row read and encoded, waiting to be applied (its bytes are already in the file, unreferenced). */
interface Encoded {
  values: EntryValues
  deleted: boolean
}

export class EventIndex {
  private table: Table | null = null
  /** Distinct exposures; catalysts point into it by position. */
  private exposures: Exposure[] = []
  private readonly exposureIds = new Map<string, number>()
  private generation = 0
  private probeValue: string | null = null
  /** Probe interval, single flight, invalidations, stale fallback, held horizon (shared with the snapshot). */
  private readonly freshness: RefreshState<void>
  /** The committed batch horizon the running refresh reads at, and when it probed. */
  private readingHorizon = 0
  private readingAt = new Date(0)
  private readonly head: CommitHead | undefined
  private readonly chunkRows: number
  private readonly compactBytes: number
  private readonly now: () => number
  private readonly log: Logger
  private readonly window: number | undefined
  private readonly dir: string | undefined
  /** Whether the transcoder was checked against the reference encoding in this process. */
  private checked = false

  constructor(
    private readonly store: Store,
    logger: Logger,
    options: EventIndexOptions = {},
  ) {
    this.freshness = new RefreshState(() => this.refresh(), options)
    this.chunkRows = options.chunkRows ?? 50_000
    this.compactBytes = options.slabChunkBytes ?? 8 << 20
    this.now = options.now ?? (() => performance.now())
    this.head = options.head
    this.window = options.window
    this.dir = options.dir
    this.log = logger.child({ component: 'event-index' })
  }

  /**
   * Read-your-writes (commit-head.ts): brings the index up to `head` (the committed horizon as of
   * a request's arrival) before a page is served, waiting up to `refreshWaitMs`. Without a head
   * (the store cannot be probed) or when the refresh does not reach it, the index serves what it
   * holds and `asOf` says since when it is known current. Call after ready() answered true.
   */
  /** catchUp to the committed head as of a request's arrival (CommitHead.arrival()). */
  async catchUpFor(arrival: number): Promise<CatchUp> {
    return this.catchUp(this.head ? await this.head.since(arrival) : null)
  }

  async catchUp(head: { horizon: number; at: Date } | null): Promise<CatchUp> {
    return this.freshness.catchUp(head, () => this.kick())
  }

  /** True when the last refresh failed and an older index is being served. */
  get stale(): boolean {
    return this.freshness.stale
  }

  /** A write happened in this process: the next page waits (bounded) for a refresh. */
  invalidate(): void {
    this.freshness.dirty++
  }

  /** Loads (or refreshes) now and waits for it; never rejects. True when the index can serve. */
  async warm(): Promise<boolean> {
    await this.kick()
    return this.table !== null
  }

  /**
   * Whether a page can be served from the index now. Starts the first load (in the background: the
   * caller serves from the store meanwhile), a due probe (in the background), or after
   * invalidate() a refresh it waits for up to `refreshWaitMs`.
   */
  async ready(): Promise<boolean> {
    const f = this.freshness
    const due = f.due()
    if (!this.table) {
      if (due || f.dirty > 0) void this.kick()
      return false
    }
    // After a failed refresh, invalidations wait for the next probe interval like everything else.
    if (f.dirty > 0 && (due || !f.stale)) {
      // A refresh already running may have started before the write: then one more.
      await f.bounded(() =>
        this.kick().then(() => (f.dirty > 0 && !f.stale ? this.kick() : undefined)),
      )
    } else if (due) {
      void this.kick()
    }
    return true
  }

  stats(): EventIndexStats {
    const t = this.table
    return {
      events: t?.columns.length ?? 0,
      deleted: t?.deletedVersions.size ?? 0,
      jsonBytes: t?.bytes.liveBytes ?? 0,
      slabBytes: t?.bytes.size ?? 0,
      exposures: this.exposures.length,
      highestId: t?.highestId ?? 0,
      floor: t?.floor ?? 0,
      generation: this.generation,
      stale: this.freshness.stale,
    }
  }

  /** Closes the byte file (the index cannot serve afterwards). */
  close(): void {
    this.table?.bytes.close()
    this.table = null
  }

  /**
   * One /v1/events page as the response body, with the store path's semantics and bytes
   * (store-reads.ts readEventsPage): ascending after `since` with `has_more`, else newest first;
   * a ticker filter before `limit`, keeping the retraction markers of records exposed to it or
   * merged into one that is. `today` (YYYY-MM-DD, UTC) gives the request-time fields. Call only
   * after ready() answered true.
   */
  page(query: { since?: number; limit: number; match?: TickerMatch }, today: string): Buffer {
    const body = this.pageIfHeld(query, today)
    if (!body)
      throw new Error(`event index window starts above the page (since ${query.since ?? 'none'})`)
    return body
  }

  /**
   * The page, or null when it reaches below the oldest event held (window mode): a cursor older
   * than the window, or a newest-first page (ticker-filtered) that runs out of held events.
   */
  pageIfHeld(
    query: { since?: number; limit: number; match?: TickerMatch },
    today: string,
  ): Buffer | null {
    const table = this.table
    if (!table) throw new Error('event index not loaded')
    if (query.since !== undefined && query.since < table.floor) return null
    const c = table.columns
    // Positions in the columns, in page order, plus whether one more would have followed.
    let picked: number[]
    let hasMore = false
    if (query.match) {
      const found = this.filtered(table, query.match, query.since, query.limit)
      picked = found.picked
      hasMore = found.more
      if (query.since === undefined && picked.length < query.limit && table.floor > 0) return null
    } else if (query.since !== undefined) {
      const from = c.upperBound(query.since)
      const to = Math.min(c.length, from + query.limit)
      picked = []
      for (let i = from; i < to; i++) picked.push(i)
      hasMore = to < c.length
    } else {
      picked = []
      for (let i = c.length - 1; i >= 0 && picked.length < query.limit; i--) picked.push(i)
      if (picked.length < query.limit && table.floor > 0) return null
    }
    let nextSince: number | null
    if (query.since !== undefined)
      nextSince = picked.length ? c.id[picked[picked.length - 1]!]! : query.since
    else nextSince = picked.length ? c.id[picked[0]!]! : null
    const close = `],"meta":{"total":${picked.length},"limit":${query.limit},"next_since":${nextSince},"has_more":${hasMore}}}`
    return this.assemble(table, picked, close, dayNumber(today))
  }

  /**
   * The page's bytes in one buffer: each event's head, the two request-time fields, its tail. The
   * events' bytes are read from the file with one positioned read per run of events that lie
   * end to end in it (an unfiltered page is usually one run).
   */
  private assemble(table: Table, picked: number[], close: string, todayDay: number): Buffer {
    const c = table.columns
    let bound = OPEN.length + close.length
    let stored = 0
    for (const i of picked) {
      const size = c.headBytes[i]! + c.tailBytes[i]!
      stored += size
      bound += size + MID_MAX + 1
    }
    const out = Buffer.allocUnsafe(bound)
    const raw = Buffer.allocUnsafe(stored)
    // Read the runs into `raw`, in page order.
    for (let k = 0, at = 0; k < picked.length;) {
      const start = c.offset[picked[k]!]!
      let end = start + c.headBytes[picked[k]!]! + c.tailBytes[picked[k]!]!
      let j = k + 1
      while (j < picked.length && c.offset[picked[j]!] === end) {
        end += c.headBytes[picked[j]!]! + c.tailBytes[picked[j]!]!
        j++
      }
      table.bytes.read(start, end - start, raw, at)
      at += end - start
      k = j
    }
    let pos = OPEN.copy(out, 0)
    for (let k = 0, at = 0; k < picked.length; k++) {
      const i = picked[k]!
      if (k) out[pos++] = 0x2c // ','
      const split = at + c.headBytes[i]!
      pos += raw.copy(out, pos, at, split)
      const day = c.newDay[i]!
      pos += out.write(
        day === NO_DAY
          ? NO_DATE
          : `,"new_date_upcoming":${day >= todayDay},"days_to_date":${day - todayDay}`,
        pos,
        'latin1',
      )
      at = split + c.tailBytes[i]!
      pos += raw.copy(out, pos, split, at)
    }
    pos += out.write(close, pos, 'latin1')
    return out.subarray(0, pos)
  }

  /**
   * A ticker-filtered page: the event's record is exposed, or it is a retraction into an exposed
   * record. Reads only the candidates of the exposed records (their posting lists), checking each
   * against the columns; takes more of them only when a list was cut before the page filled.
   */
  private filtered(
    table: Table,
    match: TickerMatch,
    since: number | undefined,
    limit: number,
  ): { picked: number[]; more: boolean } {
    const ciks = new Set(match.ciks)
    const exposed = new Set<number>()
    for (const [id, x] of table.catalysts) if (exposes(x, match.ticker, ciks)) exposed.add(id)
    const c = table.columns
    const want = since !== undefined ? limit + 1 : limit
    for (let take = want + 16; ; take *= 2) {
      const { ids, cut } = table.postings.candidates(exposed, since, take)
      const picked: number[] = []
      for (const id of ids) {
        if (id <= table.floor) continue
        const i = c.indexOf(id)
        if (i < 0) continue
        const into = c.mergedInto[i]!
        if (
          exposed.has(c.catalystId[i]!) ||
          (c.retracted[i] === 1 && into >= 0 && exposed.has(into))
        )
          picked.push(i)
        if (picked.length === want) break
      }
      if (picked.length === want || !cut) {
        const more = since !== undefined && picked.length > limit
        return { picked: more ? picked.slice(0, limit) : picked, more }
      }
    }
  }

  /** Single-flight refresh; resolves when it ends, whatever the outcome (failures are logged). */
  private kick(): Promise<void> {
    return this.freshness.run().catch(() => undefined)
  }

  private async refresh(): Promise<void> {
    const f = this.freshness
    const dirtyAtStart = f.dirty
    const started = this.now()
    const loaded = this.table !== null
    try {
      // Probed before reading: a write landing during the reads moves the probe again, so the
      // next refresh picks it up.
      const [parts, horizon] = await Promise.all([
        this.store.query<{ table: string; block: string }>(PROBE_SQL),
        readHorizon(this.store, batchesTable),
      ])
      const probe = `${parts.map((r) => `${r.table}:${r.block}`).join(',')};${horizon}`
      this.readingHorizon = horizon
      this.readingAt = f.wall()
      f.probed()
      if (this.table && dirtyAtStart === 0 && probe === this.probeValue) {
        f.succeeded(0, this.readingHorizon, this.readingAt)
        return
      }
      let changed: { rewritten: number; appended: number }
      if (!this.table) {
        const table = await this.loadAll()
        this.table = table // one assignment: pages see no index, then the whole one
        changed = { rewritten: 0, appended: table.columns.length }
        this.log.info(
          {
            events: table.columns.length,
            deleted: table.deletedVersions.size,
            json_bytes: table.bytes.liveBytes,
            exposures: this.exposures.length,
            ms: Math.round(this.now() - started),
          },
          'event index loaded',
        )
      } else {
        const batch = await this.readChanges(this.table)
        this.apply(this.table, batch)
        changed = { rewritten: batch.rewritten.length, appended: batch.appended.length }
      }
      this.generation++
      this.probeValue = probe
      f.succeeded(dirtyAtStart, this.readingHorizon, this.readingAt)
      this.log.debug(
        {
          ...changed,
          events: this.table.columns.length,
          generation: this.generation,
          ms: Math.round(this.now() - started),
        },
        'event index refreshed',
      )
    } catch (error) {
      f.failed(loaded)
      this.log.warn(
        { err: error },
        loaded
          ? 'event index refresh failed; serving the previous index'
          : 'event index load failed; pages are read from the store',
      )
      throw error
    }
  }

  private exposureOf(
    tickers: readonly string[],
    cik: string | null,
    exposedCiks: readonly string[],
  ): number {
    const key = `${tickers.join('\u0001')}\u0002${cik ?? '\u0003'}\u0002${exposedCiks.join('\u0001')}`
    let id = this.exposureIds.get(key)
    if (id === undefined) {
      id = this.exposures.length
      this.exposures.push(
        Object.freeze({
          tickers: Object.freeze([...tickers]),
          cik,
          exposedCiks: Object.freeze([...exposedCiks]),
        }),
      )
      this.exposureIds.set(key, id)
    }
    return id
  }

  /**
   * The reference encoding (derive.ts eventFromRow, JSON.stringify) of one row, cut around the two
   * request-time fields: what the store path sends, and what the transcoder must produce.
   */
  private static reference(row: IndexRow): [string, string] {
    // The date given here only fills the two fields that are cut out.
    const json = JSON.stringify(eventFromRow(row, '1970-01-01'))
    const cut = json.indexOf(UPCOMING_KEY)
    const resume = cut < 0 ? -1 : json.indexOf(DELTA_KEY, cut)
    if (resume < 0)
      throw new Error(
        'served event shape changed: new_date_upcoming and days_to_date no longer sit between new_date and delta_days',
      )
    return [json.slice(0, cut), json.slice(resume)]
  }

  /**
   * Reads RowBinary rows and encodes them into `bytes` (event-json.ts; a row without a stored uid
   * by reference); the first kept row of the process is also encoded by reference and compared.
   */
  private encodeRows(bytes: EventBytes, src: Buffer, into: Encoded[]): void {
    const transcoder = new EventTranscoder(bytes)
    transcoder.each(src, (row, fallback) => {
      const values: EntryValues = {
        id: row.id,
        version: row.version,
        offset: row.offset,
        headBytes: row.headBytes,
        tailBytes: row.tailBytes,
        newDay: row.newDay ?? NO_DAY,
        catalystId: row.catalystId,
        mergedInto: row.mergedInto,
        retracted: row.retracted ? 1 : 0,
      }
      if (!isServed(row)) {
        into.push({ values, deleted: true })
        return 'drop'
      }
      if (fallback) {
        const [decoded] = decodeTranscoded(src.subarray(row.start, row.end))
        const [head, tail] = EventIndex.reference(decoded!)
        ;[values.offset, values.headBytes, values.tailBytes] = bytes.putStrings(head, tail)
        into.push({ values, deleted: false })
        return 'keep'
      }
      if (!this.checked) this.check(bytes, src, row)
      into.push({ values, deleted: false })
      return 'keep'
    })
  }

  /** The transcoder's bytes of a row against the reference's; a difference stops the load. */
  private check(bytes: EventBytes, src: Buffer, row: TranscodedRow): void {
    const [decoded] = decodeTranscoded(src.subarray(row.start, row.end))
    const [head, tail] = EventIndex.reference(decoded!)
    const got = bytes.buf.subarray(bytes.rowStart, bytes.pos)
    if (!got.equals(Buffer.from(head + tail)) || row.headBytes !== Buffer.byteLength(head))
      throw new Error(
        `event ${row.id}: the transcoded bytes differ from the served mapping (event-json.ts is out of step with derive.ts)`,
      )
    this.checked = true
  }

  private async readChunk(bytes: EventBytes, after: number, into: Encoded[]): Promise<number> {
    const src = await this.store.queryBytes(AFTER_SQL, {
      after,
      n: this.chunkRows,
      horizon: this.readingHorizon,
    })
    const before = into.length
    this.encodeRows(bytes, src, into)
    return into.length - before
  }

  /**
   * The first load into a new table: ranges of `chunkRows` ids in key order up to the newest
   * committed id (ids are given out densely, so a range holds about that many rows), each range
   * asked for before the previous one is encoded (the store works on its own threads meanwhile).
   */
  private async loadAll(): Promise<Table> {
    const [top] = await this.store.query<{ event_id: number }>(TOP_SQL, {
      horizon: this.readingHorizon,
    })
    const topId = Number(top?.event_id ?? 0)
    const floor = this.window !== undefined ? Math.max(0, topId - this.window) : 0
    const table: Table = {
      columns: new Columns(),
      bytes: new EventBytes(this.dir),
      postings: new Postings(),
      deletedVersions: new Map(),
      catalysts: new Map(),
      highestId: floor,
      floor,
    }
    try {
      const catalysts = this.readCatalysts()
      const range = (low: number) =>
        this.store.queryBytes(RANGE_SQL, {
          low,
          high: low + this.chunkRows,
          horizon: this.readingHorizon,
        })
      let next = floor < topId ? range(floor) : null
      for (let low = floor; next; low += this.chunkRows) {
        const src = await next
        next = low + this.chunkRows < topId ? range(low + this.chunkRows) : null
        const rows: Encoded[] = []
        this.encodeRows(table.bytes, src, rows)
        for (const row of rows) this.append(table, row)
      }
      // Ids committed after the top was read (or above a gap) come with the next refresh.
      table.bytes.flush()
      table.catalysts = await catalysts
      return table
    } catch (error) {
      table.bytes.close()
      throw error
    }
  }

  private async readChanges(table: Table): Promise<Batch> {
    const upTo = table.highestId
    const versions = await this.store.query<{ event_id: number; latest: number }>(REWRITES_SQL, {
      upTo,
      floor: table.floor,
      horizon: this.readingHorizon,
    })
    const changed: number[] = []
    for (const { event_id: raw, latest } of versions) {
      const id = Number(raw)
      const at = table.columns.indexOf(id)
      const held =
        table.deletedVersions.get(id) ?? (at >= 0 ? table.columns.version[at] : undefined)
      if (held !== Number(latest)) changed.push(id)
    }
    const rewritten: Encoded[] = []
    const appended: Encoded[] = []
    try {
      for (let i = 0; i < changed.length; i += this.chunkRows) {
        const src = await this.store.queryBytes(BY_ID_SQL, {
          ids: changed.slice(i, i + this.chunkRows),
          horizon: this.readingHorizon,
        })
        this.encodeRows(table.bytes, src, rewritten)
      }
      for (let after = upTo; ;) {
        const n = await this.readChunk(table.bytes, after, appended)
        if (n < this.chunkRows) break
        after = appended[appended.length - 1]!.values.id
      }
      return { rewritten, appended, catalysts: await this.readCatalysts() }
    } catch (error) {
      // Bytes written for rows never applied: dead.
      for (const r of [...rewritten, ...appended])
        if (!r.deleted) table.bytes.release(r.values.headBytes + r.values.tailBytes)
      throw error
    }
  }

  private async readCatalysts(): Promise<Map<number, Exposure>> {
    const catalysts = new Map<number, Exposure>()
    const rows = await this.store.query<CatalystExposureRow>(EXPOSURE_SQL, {
      horizon: this.readingHorizon,
    })
    for (const r of rows)
      catalysts.set(
        Number(r.catalyst_id),
        this.exposures[this.exposureOf(r.tickers, r.cik, r.exposed_ciks)]!,
      )
    return catalysts
  }

  /** A row above the highest id held: appended (new events arrive in id order). */
  private append(table: Table, row: Encoded): void {
    const { values } = row
    const id = values.id
    if (id <= table.highestId) {
      // Cannot happen with one sequencer writing in id order (see the header); skipped, logged.
      this.log.warn(
        { event_id: id, highest: table.highestId },
        'event id below the highest held arrived as new',
      )
      if (!row.deleted) table.bytes.release(values.headBytes + values.tailBytes)
      return
    }
    table.highestId = id
    if (row.deleted) {
      table.deletedVersions.set(id, values.version)
      return
    }
    table.columns.push(values)
    table.postings.add(values)
  }

  /** Applies a batch in one synchronous step (no await): pages see all of it or none. */
  private apply(table: Table, batch: Batch): void {
    const c = table.columns
    const removed = new Set<number>()
    const inserted: EntryValues[] = []
    // Rewrites of held ids (re-parented, deleted, made history by a merge, revived): replaced in
    // place, removed or inserted.
    for (const { values, deleted } of batch.rewritten) {
      const id = values.id
      const at = c.indexOf(id)
      if (at >= 0) table.bytes.release(c.headBytes[at]! + c.tailBytes[at]!)
      if (deleted) {
        table.deletedVersions.set(id, values.version)
        if (at >= 0) removed.add(at)
        continue
      }
      table.deletedVersions.delete(id)
      if (at >= 0) c.set(at, values)
      else inserted.push(values)
    }
    if (removed.size || inserted.length) {
      // Rare (merges, unmerges): one O(n) pass keeps the columns sorted.
      inserted.sort((a, b) => a.id - b.id)
      const next = new Columns(c.length - removed.size + inserted.length + 1_024)
      let k = 0
      for (let i = 0; i < c.length; i++) {
        while (k < inserted.length && inserted[k]!.id < c.id[i]!) next.push(inserted[k++]!)
        if (!removed.has(i)) next.pushFrom(c, i)
      }
      while (k < inserted.length) next.push(inserted[k++]!)
      table.columns = next
    }
    // A rewrite may move an event to another record or make it a marker: the lists are rebuilt.
    if (batch.rewritten.length) table.postings = Postings.of(table.columns)
    for (const row of batch.appended) this.append(table, row)
    table.bytes.flush()
    table.catalysts = batch.catalysts
    if (this.window !== undefined && table.columns.length > 2 * this.window) {
      this.trim(table, this.window)
      return
    }
    // Rewrites leave dead bytes behind; once they outweigh the live ones, copy the live ones out.
    if (table.bytes.deadBytes > Math.max(table.bytes.liveBytes, this.compactBytes))
      this.compact(table)
  }

  /** Window mode: keeps the newest `keep` entries (the floor rises to the id below them) and their bytes only. */
  private trim(table: Table, keep: number): void {
    const c = table.columns
    const from = c.length - keep
    const floor = c.id[from - 1]!
    const next = new Columns(keep + 1_024)
    for (let i = from; i < c.length; i++) next.pushFrom(c, i)
    table.columns = next
    table.floor = floor
    for (const id of table.deletedVersions.keys()) if (id <= floor) table.deletedVersions.delete(id)
    table.postings = Postings.of(next)
    this.compact(table)
  }

  private compact(table: Table): void {
    const bytes = new EventBytes(this.dir)
    const c = table.columns
    const old = table.bytes
    for (let i = 0; i < c.length; i++)
      c.offset[i] = bytes.copyFrom(old, c.offset[i]!, c.headBytes[i]! + c.tailBytes[i]!)
    bytes.flush()
    this.log.info(
      { live_bytes: bytes.liveBytes, freed_bytes: old.deadBytes },
      'event index compacted',
    )
    table.bytes = bytes
    old.close()
  }
}

interface Batch {
  /** Latest rows of ids already held (rewrites). */
  rewritten: Encoded[]
  /** Latest rows of ids above the highest held, ascending. */
  appended: Encoded[]
  catalysts: Map<number, Exposure>
}
