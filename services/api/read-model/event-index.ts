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
 * those two fields: head (up to `new_date`) and tail (from `,"delta_days":`), as UTF-8 in a slab
 * of Buffers. A page copies head, the two fields computed from `new_date` as a day number, and
 * tail: serving costs no per-event serialisation.
 *
 * Layout: off the JS heap, because the collector's work grows with what the heap holds: an object
 * and two strings per event (the first version) put ~600k objects on the heap for 100k events and
 * page latency showed it. The JSON lives in 8 MB Buffer chunks; per-event fields (id, version,
 * slab position, new_date day, catalyst_id, merged_into, retracted, exposure) in typed-array
 * columns sorted by event_id; tickers / cik / exposed_ciks as an index into a table of distinct
 * values (events of one record share them).
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
 * The paid route does better: catchUp() first brings the index up to the committed head as of the
 * request's arrival (commit-head.ts), so a page reflects every batch committed before the request.
 *
 * Incremental refresh, when the probe moved (or after invalidate()):
 *   1. rewrites: (event_id, max(version)) of the rows with version > 1 among the ids already held
 *      (every re-parent, duplicate deletion and revival writes version >= 2); ids whose version is
 *      not the one held are re-read (the latest row per id, deleted or not);
 *   2. new events: the latest row of every event_id above the highest id held, in chunks;
 *   3. the exposure (tickers, cik, exposed_ciks) of every catalyst a `retracted` marker names, for
 *      the ticker filter's retraction rule;
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
 * Window mode (`window`, what an API replica runs, services/api/README.md): only the newest
 * events are held (the head cache), the load reads only them, and `pageIfHeld` declines pages
 * below the oldest id held, which the route reads from the store by primary key. Without it:
 *
 * Memory and scale: `npm run bench -- api` reports events_index_bytes_per_event (heap plus
 * buffers, measured around a load): ~920 B for the benchmark's rows, of which 783 B is the served
 * JSON, ~60-85 B the columns (57 B per event, grown by half when full), the rest chunk slack. A full load decodes every row (~20 s per million events on the benchmark machine, in
 * 20,000-row chunks, each encoded and dropped before the next), and a ticker-filtered page scans
 * from the cursor until it has `limit` matches (the whole index for a rare ticker). Revisit past
 * ~2M events: ~2 GB resident, a start-up load of most of a minute, rare-ticker pages scanning
 * millions of entries. Then: per-ticker / per-CIK posting lists, a persisted snapshot to start
 * from, or pages from the store again with this as a cache of the recent tail.
 */
import { eventTypeRule } from '../../../topology/event-types.js'
import type { Logger } from '../../shared/logger.js'
import type { Store } from '../../shared/store/clickhouse.js'
import { committedBatchSql, committedRows, readHorizon } from '../../shared/store/batched.js'
import type { CommitHead } from './commit-head.js'
import { RefreshState } from './refresh-state.js'
import { selectList } from '../../shared/store/columns.js'
import {
  catalystsTable,
  eventsTable,
  type CatalystRow,
  type EventRow,
  batchesTable,
} from '../../catalysts/tables.js'
import { eventFromRow, isServed, servedEventNames } from './derive.js'
import type { TickerMatch } from './store-reads.js'

export interface EventIndexOptions {
  /** Minimum time between two version probes (default 1000 ms). */
  probeIntervalMs?: number
  /** How long a page waits for a refresh after invalidate() before serving the index it has. */
  refreshWaitMs?: number
  /** Rows per load query (default 20,000): bounds the memory and event-loop time of one decode. */
  chunkRows?: number
  /** Size of one JSON slab chunk and the least dead space worth a compaction (default 8 MB). */
  slabChunkBytes?: number
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
const indexNames = [...servedEventNames, 'version', 'deleted', 'cik', 'exposed_ciks'] as const
/** With the uid the writer stored ('' on older rows: eventFromRow computes it then). */
type IndexRow = Pick<EventRow, (typeof indexNames)[number]> & { attestation_uid: string }

/** What the ticker filter reads of a row (events and catalysts alike); shared between rows. */
interface Exposure {
  readonly tickers: readonly string[]
  readonly cik: string | null
  readonly exposedCiks: readonly string[]
}

export interface EventIndexStats {
  events: number
  /** Ids whose latest row is not served: a deletion or history (kept so the rewrite check knows their version). */
  deleted: number
  /** Bytes of pre-serialised JSON held (UTF-8, off the JS heap). */
  jsonBytes: number
  /** Bytes reserved for it (chunks, including free and dead space). */
  slabBytes: number
  /** Distinct exposures (tickers, cik, exposed_ciks) shared by the entries. */
  exposures: number
  highestId: number
  /** Ids at or below it are not held (0: the whole history). */
  floor: number
  generation: number
  stale: boolean
}

const ROW_COLUMNS = `${selectList(eventsTable, indexNames)}, attestation_uid`

const PROBE_SQL = `SELECT table, toString(max(max_block_number)) AS block FROM system.parts
  WHERE database = {db:String} AND table IN ('events', 'catalysts', 'catalyst_batches') AND active GROUP BY table ORDER BY table`

// Every read of a refresh is pinned to one committed horizon (services/shared/store/batched.ts): rows
// of a batch without its commit marker, or of one committed after the refresh began, are not read.
// Latest row per id without FINAL: FINAL drops deleted rows, and the index must learn their version.
// One level (not committedRows): the read stays in key order and stops after `n` ids.
// Rows of the batches committed at the horizon the refresh pinned (a zombie's rows below it are not).
const committedAtHorizon = committedBatchSql(batchesTable, '{horizon:UInt64}')

const AFTER_SQL = `SELECT ${ROW_COLUMNS} FROM {db:Identifier}.events WHERE event_id > {after:UInt64} AND ${committedAtHorizon}
  ORDER BY event_id ASC, version DESC, batch DESC LIMIT 1 BY event_id LIMIT {n:UInt32}`

// The newest committed event id (deleted or not), read in primary-key order: where a window starts.
const TOP_SQL = `SELECT event_id FROM {db:Identifier}.events WHERE ${committedAtHorizon} ORDER BY event_id DESC LIMIT 1`

// Aliased apart from the column: ClickHouse would otherwise read `version` in WHERE as the aggregate.
const REWRITES_SQL = `SELECT event_id, max(version) AS latest FROM {db:Identifier}.events
  WHERE version > 1 AND event_id > {floor:UInt64} AND event_id <= {upTo:UInt64} AND ${committedAtHorizon} GROUP BY event_id`

const BY_ID_SQL = `SELECT ${ROW_COLUMNS} FROM {db:Identifier}.events WHERE event_id IN {ids:Array(UInt64)} AND ${committedAtHorizon}
  ORDER BY event_id ASC, version DESC, batch DESC LIMIT 1 BY event_id`

// Every catalyst's current exposure: the ticker filter matches an event by its record (spec 4.4,
// "events whose record is filed by that ticker's issuer, or lists it"), and a record's exposure
// grows when a co-filer discloses later. Catalysts are few (one per FDA decision), so all are held.
const exposureNames = ['catalyst_id', 'tickers', 'cik', 'exposed_ciks'] as const
/** What the ticker filter reads of a `catalysts` row. */
type CatalystExposureRow = Pick<CatalystRow, (typeof exposureNames)[number]>
const EXPOSURE_SQL = `SELECT ${selectList(catalystsTable, exposureNames)} FROM ${committedRows(catalystsTable, { horizon: '{horizon:UInt64}' })}`

const DAY_MS = 86_400_000
const NO_DAY = -0x80000000
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

/**
 * Served JSON bytes, off the JS heap (the collector never scans them), in fixed-size chunks so no
 * single allocation grows with the feed. Append-only: a rewrite appends its new bytes and leaves
 * the old ones dead until the next compaction.
 */
class Slab {
  readonly chunks: Buffer[] = []
  private used = 0
  liveBytes = 0
  deadBytes = 0

  constructor(private readonly chunkBytes = 8 << 20) {}

  /** The chunk the next `size` bytes go in (a new one when the current cannot hold them); they start at `used`. */
  private reserve(size: number): Buffer {
    const current = this.chunks[this.chunks.length - 1]
    if (current && this.used + size <= current.length) return current
    const chunk = Buffer.allocUnsafeSlow(Math.max(this.chunkBytes, size))
    this.chunks.push(chunk)
    this.used = 0
    return chunk
  }

  /** Writes head then tail contiguously; returns [chunk, offset, headBytes, tailBytes]. */
  put(head: string, tail: string): [number, number, number, number] {
    const headBytes = Buffer.byteLength(head)
    const tailBytes = Buffer.byteLength(tail)
    const size = headBytes + tailBytes
    const chunk = this.reserve(size)
    const offset = this.used
    chunk.write(head, offset, headBytes, 'utf8')
    chunk.write(tail, offset + headBytes, tailBytes, 'utf8')
    this.used += size
    this.liveBytes += size
    return [this.chunks.length - 1, offset, headBytes, tailBytes]
  }

  /** Copies bytes already held (compaction). */
  copy(from: Buffer, start: number, size: number): [number, number] {
    const chunk = this.reserve(size)
    const offset = this.used
    from.copy(chunk, offset, start, start + size)
    this.used += size
    this.liveBytes += size
    return [this.chunks.length - 1, offset]
  }

  release(size: number): void {
    this.liveBytes -= size
    this.deadBytes += size
  }

  get reserved(): number {
    let total = 0
    for (const c of this.chunks) total += c.length
    return total
  }
}

/** One event as inserted into the columns. */
interface EntryValues {
  id: number
  version: number
  chunk: number
  offset: number
  headBytes: number
  tailBytes: number
  newDay: number
  catalystId: number
  mergedInto: number
  retracted: number
  exposure: number
}

/**
 * The events in event_id order, one typed array per field: a handful of objects whatever the
 * number of events, so the collector's work does not grow with the feed.
 */
class Columns {
  length = 0
  id: Float64Array
  version: Float64Array
  chunk: Uint32Array
  offset: Uint32Array
  headBytes: Uint32Array
  tailBytes: Uint32Array
  /** `new_date` in days since 1970-01-01, NO_DAY when null. */
  newDay: Int32Array
  catalystId: Float64Array
  /** -1 when null. */
  mergedInto: Float64Array
  retracted: Uint8Array
  /** Index into the index's shared exposures. */
  exposure: Uint32Array

  constructor(capacity = 1_024) {
    this.id = new Float64Array(capacity)
    this.version = new Float64Array(capacity)
    this.chunk = new Uint32Array(capacity)
    this.offset = new Uint32Array(capacity)
    this.headBytes = new Uint32Array(capacity)
    this.tailBytes = new Uint32Array(capacity)
    this.newDay = new Int32Array(capacity)
    this.catalystId = new Float64Array(capacity)
    this.mergedInto = new Float64Array(capacity)
    this.retracted = new Uint8Array(capacity)
    this.exposure = new Uint32Array(capacity)
  }

  private grow(): void {
    const capacity = Math.ceil(this.id.length * 1.5) + 16
    const widen = <T extends Float64Array | Uint32Array | Int32Array | Uint8Array>(
      a: T,
      make: (n: number) => T,
    ): T => {
      const b = make(capacity)
      b.set(a)
      return b
    }
    this.id = widen(this.id, (n) => new Float64Array(n))
    this.version = widen(this.version, (n) => new Float64Array(n))
    this.chunk = widen(this.chunk, (n) => new Uint32Array(n))
    this.offset = widen(this.offset, (n) => new Uint32Array(n))
    this.headBytes = widen(this.headBytes, (n) => new Uint32Array(n))
    this.tailBytes = widen(this.tailBytes, (n) => new Uint32Array(n))
    this.newDay = widen(this.newDay, (n) => new Int32Array(n))
    this.catalystId = widen(this.catalystId, (n) => new Float64Array(n))
    this.mergedInto = widen(this.mergedInto, (n) => new Float64Array(n))
    this.retracted = widen(this.retracted, (n) => new Uint8Array(n))
    this.exposure = widen(this.exposure, (n) => new Uint32Array(n))
  }

  set(i: number, e: EntryValues): void {
    this.id[i] = e.id
    this.version[i] = e.version
    this.chunk[i] = e.chunk
    this.offset[i] = e.offset
    this.headBytes[i] = e.headBytes
    this.tailBytes[i] = e.tailBytes
    this.newDay[i] = e.newDay
    this.catalystId[i] = e.catalystId
    this.mergedInto[i] = e.mergedInto
    this.retracted[i] = e.retracted
    this.exposure[i] = e.exposure
  }

  push(e: EntryValues): void {
    if (this.length === this.id.length) this.grow()
    this.set(this.length++, e)
  }

  pushFrom(src: Columns, i: number): void {
    if (this.length === this.id.length) this.grow()
    const j = this.length++
    this.id[j] = src.id[i]!
    this.version[j] = src.version[i]!
    this.chunk[j] = src.chunk[i]!
    this.offset[j] = src.offset[i]!
    this.headBytes[j] = src.headBytes[i]!
    this.tailBytes[j] = src.tailBytes[i]!
    this.newDay[j] = src.newDay[i]!
    this.catalystId[j] = src.catalystId[i]!
    this.mergedInto[j] = src.mergedInto[i]!
    this.retracted[j] = src.retracted[i]!
    this.exposure[j] = src.exposure[i]!
  }

  /** Index of the first event with id > since. */
  upperBound(since: number): number {
    let lo = 0
    let hi = this.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (this.id[mid]! <= since) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  indexOf(id: number): number {
    const i = this.upperBound(id - 1)
    return i < this.length && this.id[i] === id ? i : -1
  }
}

/** Everything a page reads; replaced whole by a full load, changed in place by increments. */
interface Table {
  columns: Columns
  slab: Slab
  /** Version of the latest row of each id not served (deleted, history), so the rewrite check does not re-read it. */
  deletedVersions: Map<number, number>
  /** Held `retracted` markers: event id -> the catalysts they name (whose exposure is loaded). */
  retractions: Map<number, readonly [number, number]>
  /** Exposure of the catalysts named by retractions. */
  catalysts: Map<number, Exposure>
  highestId: number
  /** Ids at or below it are not held (window mode; 0: the whole history). */
  floor: number
}

export class EventIndex {
  private table: Table | null = null
  /** Distinct exposures; entries and catalysts point into it by position. */
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
  private readonly slabChunkBytes: number
  private readonly now: () => number
  private readonly log: Logger
  private readonly window: number | undefined

  constructor(
    private readonly store: Store,
    logger: Logger,
    options: EventIndexOptions = {},
  ) {
    this.freshness = new RefreshState(() => this.refresh(), options)
    this.chunkRows = options.chunkRows ?? 20_000
    this.slabChunkBytes = options.slabChunkBytes ?? 8 << 20
    this.now = options.now ?? (() => performance.now())
    this.head = options.head
    this.window = options.window
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
      jsonBytes: t?.slab.liveBytes ?? 0,
      slabBytes: t?.slab.reserved ?? 0,
      exposures: this.exposures.length,
      highestId: t?.highestId ?? 0,
      floor: t?.floor ?? 0,
      generation: this.generation,
      stale: this.freshness.stale,
    }
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
    const test = query.match ? this.matcher(table, query.match) : null
    const picked: number[] = []
    let hasMore = false
    let nextSince: number | null
    if (query.since !== undefined) {
      for (let i = c.upperBound(query.since); i < c.length; i++) {
        if (test && !test(i)) continue
        if (picked.length === query.limit) {
          hasMore = true
          break
        }
        picked.push(i)
      }
      nextSince = picked.length ? c.id[picked[picked.length - 1]!]! : query.since
    } else {
      for (let i = c.length - 1; i >= 0 && picked.length < query.limit; i--)
        if (!test || test(i)) picked.push(i)
      if (picked.length < query.limit && table.floor > 0) return null
      nextSince = picked.length ? c.id[picked[0]!]! : null
    }
    const close = `],"meta":{"total":${picked.length},"limit":${query.limit},"next_since":${nextSince},"has_more":${hasMore}}}`
    let bound = OPEN.length + close.length
    for (const i of picked) bound += c.headBytes[i]! + c.tailBytes[i]! + MID_MAX + 1
    // One buffer, filled by copies from the slab: no per-page strings for the collector.
    const out = Buffer.allocUnsafe(bound)
    let pos = OPEN.copy(out, 0)
    const todayDay = dayNumber(today)
    const chunks = table.slab.chunks
    for (let k = 0; k < picked.length; k++) {
      const i = picked[k]!
      if (k) out[pos++] = 0x2c // ','
      const src = chunks[c.chunk[i]!]!
      const start = c.offset[i]!
      const split = start + c.headBytes[i]!
      pos += src.copy(out, pos, start, split)
      const day = c.newDay[i]!
      pos += out.write(
        day === NO_DAY
          ? NO_DATE
          : `,"new_date_upcoming":${day >= todayDay},"days_to_date":${day - todayDay}`,
        pos,
        'latin1',
      )
      pos += src.copy(out, pos, split, split + c.tailBytes[i]!)
    }
    pos += out.write(close, pos, 'latin1')
    return out.subarray(0, pos)
  }

  /** The ticker filter: the event's record is exposed, or it is a retraction into an exposed record. */
  private matcher(table: Table, match: TickerMatch): (i: number) => boolean {
    const ciks = new Set(match.ciks)
    const exposed = new Set<number>()
    for (const [id, x] of table.catalysts) if (exposes(x, match.ticker, ciks)) exposed.add(id)
    const c = table.columns
    return (i) => {
      if (exposed.has(c.catalystId[i]!)) return true
      const into = c.mergedInto[i]!
      return c.retracted[i] === 1 && into >= 0 && exposed.has(into)
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
            json_bytes: table.slab.liveBytes,
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
        { err: error, loaded },
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

  /** Serialises a row into the slab; the values to put in the columns. */
  private encode(slab: Slab, row: IndexRow): EntryValues {
    // Serialised by the store path's own mapping, so both paths send the same bytes; the date
    // given here only fills the two fields that are cut out.
    const json = JSON.stringify(eventFromRow(row, '1970-01-01'))
    const cut = json.indexOf(UPCOMING_KEY)
    const resume = cut < 0 ? -1 : json.indexOf(DELTA_KEY, cut)
    if (resume < 0)
      throw new Error(
        'served event shape changed: new_date_upcoming and days_to_date no longer sit between new_date and delta_days',
      )
    const [chunk, offset, headBytes, tailBytes] = slab.put(json.slice(0, cut), json.slice(resume))
    return {
      id: Number(row.event_id),
      version: Number(row.version),
      chunk,
      offset,
      headBytes,
      tailBytes,
      newDay: row.new_date === null ? NO_DAY : dayNumber(row.new_date),
      catalystId: Number(row.catalyst_id),
      mergedInto: row.merged_into === null ? -1 : Number(row.merged_into),
      retracted: eventTypeRule(row.event_type).liveness === 'retracts' ? 1 : 0,
      exposure: this.exposureOf(row.tickers, row.cik, row.exposed_ciks),
    }
  }

  private async readChunk(after: number): Promise<IndexRow[]> {
    return this.store.query<IndexRow>(AFTER_SQL, {
      after,
      n: this.chunkRows,
      horizon: this.readingHorizon,
    })
  }

  /** The first load, chunk by chunk into a new table (rows are dropped as soon as encoded). */
  private async loadAll(): Promise<Table> {
    let floor = 0
    if (this.window !== undefined) {
      const [top] = await this.store.query<{ event_id: number }>(TOP_SQL, {
        horizon: this.readingHorizon,
      })
      floor = Math.max(0, Number(top?.event_id ?? 0) - this.window)
    }
    const table: Table = {
      columns: new Columns(),
      slab: new Slab(this.slabChunkBytes),
      deletedVersions: new Map(),
      retractions: new Map(),
      catalysts: new Map(),
      highestId: floor,
      floor,
    }
    for (let after = floor; ;) {
      const rows = await this.readChunk(after)
      for (const row of rows) this.append(table, row)
      if (rows.length < this.chunkRows) break
      after = table.highestId
    }
    table.catalysts = await this.readCatalysts()
    return table
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
    const rewritten: IndexRow[] = []
    for (let i = 0; i < changed.length; i += this.chunkRows) {
      for (const row of await this.store.query<IndexRow>(BY_ID_SQL, {
        ids: changed.slice(i, i + this.chunkRows),
        horizon: this.readingHorizon,
      }))
        rewritten.push(row)
    }
    const appended: IndexRow[] = []
    for (let after = upTo; ;) {
      const rows = await this.readChunk(after)
      for (const row of rows) appended.push(row)
      if (rows.length < this.chunkRows) break
      after = Number(rows[rows.length - 1]!.event_id)
    }
    return { rewritten, appended, catalysts: await this.readCatalysts() }
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
  private append(table: Table, row: IndexRow): void {
    const id = Number(row.event_id)
    if (id <= table.highestId) {
      // Cannot happen with one sequencer writing in id order (see the header); skipped, logged.
      this.log.warn(
        { event_id: id, highest: table.highestId },
        'event id below the highest held arrived as new',
      )
      return
    }
    table.highestId = id
    if (!isServed(row)) {
      table.deletedVersions.set(id, Number(row.version))
      return
    }
    const values = this.encode(table.slab, row)
    table.columns.push(values)
    if (values.retracted) table.retractions.set(id, [values.catalystId, values.mergedInto])
  }

  /** Applies a batch in one synchronous step (no await): pages see all of it or none. */
  private apply(table: Table, batch: Batch): void {
    const c = table.columns
    const removed = new Set<number>()
    const inserted: EntryValues[] = []
    // Rewrites of held ids (re-parented, deleted, made history by a merge, revived): replaced in
    // place, removed or inserted.
    for (const row of batch.rewritten) {
      const id = Number(row.event_id)
      const at = c.indexOf(id)
      if (at >= 0) {
        table.slab.release(c.headBytes[at]! + c.tailBytes[at]!)
        table.retractions.delete(id)
      }
      if (!isServed(row)) {
        table.deletedVersions.set(id, Number(row.version))
        if (at >= 0) removed.add(at)
        continue
      }
      table.deletedVersions.delete(id)
      const values = this.encode(table.slab, row)
      if (values.retracted) table.retractions.set(id, [values.catalystId, values.mergedInto])
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
    for (const row of batch.appended) this.append(table, row)
    table.catalysts = batch.catalysts
    if (this.window !== undefined && table.columns.length > 2 * this.window) {
      this.trim(table, this.window)
      return
    }
    // Rewrites leave dead bytes behind; once they outweigh the live ones, copy the live ones out.
    if (table.slab.deadBytes > Math.max(table.slab.liveBytes, this.slabChunkBytes))
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
    for (const id of table.retractions.keys()) if (id <= floor) table.retractions.delete(id)
    this.compact(table)
  }

  private compact(table: Table): void {
    const slab = new Slab(this.slabChunkBytes)
    const c = table.columns
    const old = table.slab.chunks
    for (let i = 0; i < c.length; i++) {
      const [chunk, offset] = slab.copy(
        old[c.chunk[i]!]!,
        c.offset[i]!,
        c.headBytes[i]! + c.tailBytes[i]!,
      )
      c.chunk[i] = chunk
      c.offset[i] = offset
    }
    this.log.info(
      { live_bytes: slab.liveBytes, freed_bytes: table.slab.deadBytes },
      'event index compacted',
    )
    table.slab = slab
  }
}

interface Batch {
  /** Latest rows of ids already held (rewrites). */
  rewritten: IndexRow[]
  /** Latest rows of ids above the highest held, ascending. */
  appended: IndexRow[]
  catalysts: Map<number, Exposure>
}
