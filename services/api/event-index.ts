/**
 * The in-memory event index behind /v1/events, the counterpart of the upcoming snapshot
 * (snapshot.ts): every served event (latest row version, `deleted = 0`), sorted by event_id, each
 * kept as its served JSON minus the two request-time fields, plus what the ticker filter reads.
 * A page is a binary search, a slice and a string join; no query. Why: a page read from the store
 * cost one FINAL query (p50 ~19 ms, p99 40-70 ms on a busy 2-core machine), mostly the store's
 * per-query cost and decoding 500 rows of JSON.
 *
 * Request-time fields. `new_date_upcoming` and `days_to_date` depend on the request date, and sit
 * between `new_date` and `delta_days` in the served field order. Each entry keeps the JSON that
 * `eventFromRow` + `JSON.stringify` produce (so the bytes are exactly the store path's) cut around
 * those two fields: `head` (up to `new_date`) and `tail` (from `,"delta_days":`). A page splices
 * them back from `new_date` as a day number, so serving costs no per-event serialisation.
 *
 * Change detection. Row versions in `events` are per row (1 for a new event, +1 for each rewrite),
 * not a global counter: "max(version) > last seen" would never see a new event (all are version 1).
 * The probe reads the highest insert block number among the active parts of `events` and
 * `catalysts` (system.parts): every INSERT commits a part with a higher block number and a
 * background merge keeps the highest number of its inputs, so the value changes exactly when rows
 * were inserted. It runs at most every `probeIntervalMs`, in the background (a request never waits
 * for it), and after `invalidate()` before the next page (up to `refreshWaitMs`). A response is
 * thus at most one probe interval plus one refresh behind a committed write.
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
 * and sequencer of event ids, and writes each batch's new events as one INSERT in id order, after
 * the previous INSERT returned (schemas/clickhouse/0300_catalysts.sql, services/catalysts/README.md).
 * The ids visible at any instant are therefore a prefix of the id sequence (plus rewrites of older
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
 * Memory and scale: measured ~1.1 KB of heap per event for the benchmark's rows (npm run bench --
 * api reports events_index_heap_bytes_per_event), ~90% of it the served JSON. A full load decodes
 * every row (about 10 s per million events here, in 20,000-row chunks) and a ticker-filtered page
 * scans until it has `limit` matches. Revisit this design past ~1M events (over 1 GB of heap, a
 * slow start, rare-ticker pages scanning millions of entries): keep the JSON off-heap, index by
 * ticker and CIK, or go back to the store with a cache in front.
 */
import type { Logger } from '../shared/logger.js'
import type { Store } from '../shared/store/clickhouse.js'
import { eventColumns, eventFromRow, type EventRow } from './derive.js'
import type { TickerMatch } from './store-reads.js'

export interface EventIndexOptions {
  /** Minimum time between two version probes (default 1000 ms). */
  probeIntervalMs?: number
  /** How long a page waits for a refresh after invalidate() before serving the index it has. */
  refreshWaitMs?: number
  /** Rows per load query (default 20,000): bounds the memory and event-loop time of one decode. */
  chunkRows?: number
  /** Monotonic milliseconds; injectable for tests. */
  now?: () => number
}

interface IndexRow extends EventRow {
  version: number
  deleted: number
  cik: string | null
  exposed_ciks: string[]
}

interface Entry {
  readonly id: number
  readonly version: number
  /** Served JSON up to and including `new_date` (no closing brace). */
  readonly head: string
  /** Served JSON from `,"delta_days":` to the closing brace. */
  readonly tail: string
  /** `new_date` in whole days since 1970-01-01, or null. */
  readonly newDay: number | null
  readonly catalystId: number
  readonly mergedInto: number | null
  readonly retracted: boolean
  readonly tickers: readonly string[]
  readonly cik: string | null
  readonly exposedCiks: readonly string[]
}

interface Exposure { tickers: readonly string[]; cik: string | null; exposedCiks: readonly string[] }

export interface EventIndexStats {
  events: number
  /** Ids whose latest row is a deletion (kept so the rewrite check knows their version). */
  deleted: number
  /** Characters of pre-serialised JSON held. */
  jsonChars: number
  highestId: number
  generation: number
  stale: boolean
}

const ROW_COLUMNS = `${eventColumns}, version, deleted, cik, exposed_ciks`

const PROBE_SQL = `SELECT table, toString(max(max_block_number)) AS block FROM system.parts
  WHERE database = {db:String} AND table IN ('events', 'catalysts') AND active GROUP BY table ORDER BY table`

// Latest row per id without FINAL: FINAL drops deleted rows, and the index must learn their version.
const AFTER_SQL = `SELECT ${ROW_COLUMNS} FROM {db:Identifier}.events WHERE event_id > {after:UInt64}
  ORDER BY event_id ASC, version DESC LIMIT 1 BY event_id LIMIT {n:UInt32}`

// Aliased apart from the column: ClickHouse would otherwise read `version` in WHERE as the aggregate.
const REWRITES_SQL = `SELECT event_id, max(version) AS latest FROM {db:Identifier}.events
  WHERE version > 1 AND event_id <= {upTo:UInt64} GROUP BY event_id`

const BY_ID_SQL = `SELECT ${ROW_COLUMNS} FROM {db:Identifier}.events WHERE event_id IN {ids:Array(UInt64)}
  ORDER BY event_id ASC, version DESC LIMIT 1 BY event_id`

const EXPOSURE_SQL = `SELECT catalyst_id, tickers, cik, exposed_ciks FROM {db:Identifier}.catalysts FINAL
  WHERE catalyst_id IN {ids:Array(UInt64)}`

const DAY_MS = 86_400_000
const UPCOMING_KEY = ',"new_date_upcoming":'
const DELTA_KEY = ',"delta_days":'
const NO_DATE = ',"new_date_upcoming":false,"days_to_date":null'

/** Whole days since 1970-01-01 of a YYYY-MM-DD date (UTC). */
function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS)
}

/** Index of the first entry with id > since. */
function upperBound(entries: readonly Entry[], since: number): number {
  let lo = 0
  let hi = entries.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (entries[mid]!.id <= since) lo = mid + 1
    else hi = mid
  }
  return lo
}

function indexOfId(entries: readonly Entry[], id: number): number {
  const i = upperBound(entries, id - 1)
  return i < entries.length && entries[i]!.id === id ? i : -1
}

/** The store path's exposure predicate (store-reads.ts exposureSql), on one row's fields. */
function exposes(tickers: readonly string[], cik: string | null, exposedCiks: readonly string[], ticker: string, ciks: ReadonlySet<string>): boolean {
  if (tickers.includes(ticker)) return true
  if (ciks.size === 0) return false
  if (ciks.has(cik ?? '')) return true
  for (const c of exposedCiks) if (ciks.has(c)) return true
  return false
}

/**
 * Shares identical ticker / CIK arrays and strings between entries: most events of a catalyst
 * carry the same ones, and a row decoded from JSON has its own copies.
 */
class Interner {
  private readonly arrays = new Map<string, readonly string[]>()
  private readonly strings = new Map<string, string>()
  array(values: readonly string[]): readonly string[] {
    const key = values.join('\u0000')
    let shared = this.arrays.get(key)
    if (!shared) {
      shared = Object.freeze(values.map((v) => this.string(v)))
      this.arrays.set(key, shared)
    }
    return shared
  }
  string(value: string): string {
    let shared = this.strings.get(value)
    if (shared === undefined) {
      shared = value
      this.strings.set(value, value)
    }
    return shared
  }
  get size(): number {
    return this.arrays.size + this.strings.size
  }
}

interface Batch {
  /** Latest rows of ids already held (rewrites). */
  rewritten: IndexRow[]
  /** Latest rows of ids above the highest held, ascending. */
  appended: IndexRow[]
  exposure: Map<number, Exposure>
}

export class EventIndex {
  private entries: Entry[] = []
  private loaded = false
  /** Version of the latest row of each deleted id, so step 1 does not re-read it every time. */
  private readonly deletedVersions = new Map<number, number>()
  /** Held `retracted` markers by event id: their catalysts are the ones whose exposure is loaded. */
  private readonly retractions = new Map<number, Entry>()
  private exposure = new Map<number, Exposure>()
  private interner = new Interner()
  private highestId = 0
  private jsonChars = 0
  private generation = 0
  private probeValue: string | null = null
  private lastProbeAt = -Infinity
  private dirty = 0
  private inflight: Promise<void> | null = null
  private readonly probeIntervalMs: number
  private readonly refreshWaitMs: number
  private readonly chunkRows: number
  private readonly now: () => number
  private readonly log: Logger
  /** True when the last refresh failed and an older index is being served. */
  stale = false

  constructor(private readonly store: Store, logger: Logger, options: EventIndexOptions = {}) {
    this.probeIntervalMs = options.probeIntervalMs ?? 1_000
    this.refreshWaitMs = options.refreshWaitMs ?? 2_000
    this.chunkRows = options.chunkRows ?? 20_000
    this.now = options.now ?? (() => performance.now())
    this.log = logger.child({ component: 'event-index' })
  }

  /** A write happened in this process: the next page waits (bounded) for a refresh. */
  invalidate(): void {
    this.dirty++
  }

  /** Loads (or refreshes) now and waits for it; never rejects. True when the index can serve. */
  async warm(): Promise<boolean> {
    await this.kick()
    return this.loaded
  }

  /**
   * Whether a page can be served from the index now. Starts the first load (in the background: the
   * caller serves from the store meanwhile), a due probe (in the background), or after
   * invalidate() a refresh it waits for up to `refreshWaitMs`.
   */
  async ready(): Promise<boolean> {
    const due = this.now() - this.lastProbeAt >= this.probeIntervalMs
    if (!this.loaded) {
      if (due || this.dirty > 0) void this.kick()
      return false
    }
    // After a failed refresh, invalidations wait for the next probe interval like everything else.
    if (this.dirty > 0 && (due || !this.stale)) {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<void>((resolve) => { timer = setTimeout(resolve, this.refreshWaitMs) })
      // A refresh already running may have started before the write: then one more.
      const refreshed = this.kick().then(() => (this.dirty > 0 && !this.stale ? this.kick() : undefined))
      try {
        await Promise.race([refreshed, timeout])
      } finally {
        clearTimeout(timer)
      }
    } else if (due) {
      void this.kick()
    }
    return true
  }

  stats(): EventIndexStats {
    return {
      events: this.entries.length, deleted: this.deletedVersions.size, jsonChars: this.jsonChars,
      highestId: this.highestId, generation: this.generation, stale: this.stale,
    }
  }

  /**
   * One /v1/events page as the response body, with the store path's semantics and bytes
   * (store-reads.ts readEventsPage): ascending after `since` with `has_more`, else newest first;
   * a ticker filter before `limit`, keeping the retraction markers of records exposed to it or
   * merged into one that is. `today` (YYYY-MM-DD, UTC) gives the request-time fields.
   */
  page(query: { since?: number; limit: number; match?: TickerMatch }, today: string): string {
    const entries = this.entries
    const test = query.match ? this.matcher(query.match) : null
    const picked: Entry[] = []
    let hasMore = false
    let nextSince: number | null
    if (query.since !== undefined) {
      let i = upperBound(entries, query.since)
      for (; i < entries.length; i++) {
        const entry = entries[i]!
        if (test && !test(entry)) continue
        if (picked.length === query.limit) {
          hasMore = true
          break
        }
        picked.push(entry)
      }
      nextSince = picked.length ? picked[picked.length - 1]!.id : query.since
    } else {
      for (let i = entries.length - 1; i >= 0 && picked.length < query.limit; i--) {
        const entry = entries[i]!
        if (!test || test(entry)) picked.push(entry)
      }
      nextSince = picked.length ? picked[0]!.id : null
    }
    const todayDay = dayNumber(today)
    const parts: string[] = new Array(picked.length * 3)
    let p = 0
    for (let k = 0; k < picked.length; k++) {
      const entry = picked[k]!
      parts[p++] = k === 0 ? entry.head : `,${entry.head}`
      parts[p++] = entry.newDay === null ? NO_DATE : `,"new_date_upcoming":${entry.newDay >= todayDay},"days_to_date":${entry.newDay - todayDay}`
      parts[p++] = entry.tail
    }
    return `{"data":[${parts.join('')}],"meta":{"total":${picked.length},"limit":${query.limit},"next_since":${nextSince},"has_more":${hasMore}}}`
  }

  /** The ticker filter: the row's own exposure, or a retraction of / into an exposed catalyst. */
  private matcher(match: TickerMatch): (entry: Entry) => boolean {
    const ciks = new Set(match.ciks)
    const exposed = new Set<number>()
    for (const [id, x] of this.exposure) if (exposes(x.tickers, x.cik, x.exposedCiks, match.ticker, ciks)) exposed.add(id)
    return (e) => exposes(e.tickers, e.cik, e.exposedCiks, match.ticker, ciks)
      || (e.retracted && (exposed.has(e.catalystId) || (e.mergedInto !== null && exposed.has(e.mergedInto))))
  }

  /** Single-flight refresh; resolves when it ends, whatever the outcome (failures are logged). */
  private kick(): Promise<void> {
    this.inflight ??= this.refresh().catch(() => undefined).finally(() => { this.inflight = null })
    return this.inflight
  }

  private async refresh(): Promise<void> {
    const dirtyAtStart = this.dirty
    const started = this.now()
    try {
      // Probed before reading: a write landing during the reads moves the probe again, so the
      // next refresh picks it up.
      const probe = (await this.store.query<{ table: string; block: string }>(PROBE_SQL)).map((r) => `${r.table}:${r.block}`).join(',')
      this.lastProbeAt = this.now()
      if (this.loaded && dirtyAtStart === 0 && probe === this.probeValue) {
        this.stale = false
        return
      }
      const full = !this.loaded
      const batch = full ? await this.readAll() : await this.readChanges()
      this.apply(batch, full)
      this.probeValue = probe
      this.dirty -= dirtyAtStart
      this.stale = false
      this.log.debug({
        full, rewritten: batch.rewritten.length, appended: batch.appended.length, events: this.entries.length,
        generation: this.generation, ms: Math.round(this.now() - started),
      }, 'event index refreshed')
    } catch (error) {
      this.lastProbeAt = this.now()
      this.stale = this.loaded
      this.log.warn({ err: error, loaded: this.loaded }, this.loaded ? 'event index refresh failed; serving the previous index' : 'event index load failed; pages are read from the store')
      throw error
    }
  }

  private async readAfter(after: number): Promise<IndexRow[]> {
    const rows: IndexRow[] = []
    for (;;) {
      const chunk = await this.store.query<IndexRow>(AFTER_SQL, { after, n: this.chunkRows })
      for (const row of chunk) rows.push(row)
      if (chunk.length < this.chunkRows) return rows
      after = Number(chunk[chunk.length - 1]!.event_id)
    }
  }

  private async readAll(): Promise<Batch> {
    const appended = await this.readAfter(0)
    return { rewritten: [], appended, exposure: await this.readExposure(appended) }
  }

  private async readChanges(): Promise<Batch> {
    const upTo = this.highestId
    const versions = await this.store.query<{ event_id: number; latest: number }>(REWRITES_SQL, { upTo })
    const changed: number[] = []
    for (const { event_id: id, latest } of versions) {
      const held = this.deletedVersions.get(Number(id)) ?? this.entries[indexOfId(this.entries, Number(id))]?.version
      if (held !== Number(latest)) changed.push(Number(id))
    }
    const rewritten: IndexRow[] = []
    for (let i = 0; i < changed.length; i += this.chunkRows) {
      for (const row of await this.store.query<IndexRow>(BY_ID_SQL, { ids: changed.slice(i, i + this.chunkRows) })) rewritten.push(row)
    }
    const appended = await this.readAfter(upTo)
    return { rewritten, appended, exposure: await this.readExposure([...rewritten, ...appended]) }
  }

  /** Exposure of every catalyst named by a held retraction marker or one in `incoming`. */
  private async readExposure(incoming: readonly IndexRow[]): Promise<Map<number, Exposure>> {
    const ids = new Set<number>()
    for (const e of this.retractions.values()) {
      ids.add(e.catalystId)
      if (e.mergedInto !== null) ids.add(e.mergedInto)
    }
    for (const row of incoming) {
      if (row.event_type !== 'retracted' || Number(row.deleted)) continue
      ids.add(Number(row.catalyst_id))
      if (row.merged_into !== null) ids.add(Number(row.merged_into))
    }
    const exposure = new Map<number, Exposure>()
    const list = [...ids]
    for (let i = 0; i < list.length; i += this.chunkRows) {
      const rows = await this.store.query<{ catalyst_id: number; tickers: string[]; cik: string | null; exposed_ciks: string[] }>(
        EXPOSURE_SQL, { ids: list.slice(i, i + this.chunkRows) })
      for (const r of rows) {
        exposure.set(Number(r.catalyst_id), {
          tickers: this.interner.array(r.tickers), cik: r.cik === null ? null : this.interner.string(r.cik), exposedCiks: this.interner.array(r.exposed_ciks),
        })
      }
    }
    return exposure
  }

  private toEntry(row: IndexRow): Entry {
    // Serialised by the store path's own mapping, so both paths send the same bytes; the date
    // given here only fills the two fields that are cut out.
    const json = JSON.stringify(eventFromRow(row, '1970-01-01'))
    const cut = json.indexOf(UPCOMING_KEY)
    const resume = cut < 0 ? -1 : json.indexOf(DELTA_KEY, cut)
    if (resume < 0) throw new Error('served event shape changed: new_date_upcoming and days_to_date no longer sit between new_date and delta_days')
    return {
      id: Number(row.event_id),
      version: Number(row.version),
      head: json.slice(0, cut),
      tail: json.slice(resume),
      newDay: row.new_date === null ? null : dayNumber(row.new_date),
      catalystId: Number(row.catalyst_id),
      mergedInto: row.merged_into === null ? null : Number(row.merged_into),
      retracted: row.event_type === 'retracted',
      tickers: this.interner.array(row.tickers),
      cik: row.cik === null ? null : this.interner.string(row.cik),
      exposedCiks: this.interner.array(row.exposed_ciks),
    }
  }

  /** Applies a batch in one synchronous step (no await): requests see all of it or none. */
  private apply(batch: Batch, full: boolean): void {
    if (full) {
      this.entries = []
      this.deletedVersions.clear()
      this.retractions.clear()
      this.jsonChars = 0
      this.highestId = 0
    }
    const entries = this.entries
    const removed = new Set<number>()
    const inserted: Entry[] = []
    const forget = (entry: Entry): void => {
      this.retractions.delete(entry.id)
      this.jsonChars -= entry.head.length + entry.tail.length
    }
    const remember = (entry: Entry): void => {
      if (entry.retracted) this.retractions.set(entry.id, entry)
      this.jsonChars += entry.head.length + entry.tail.length
    }
    // Rewrites of held ids (re-parented, deleted, revived): replaced in place, removed or inserted.
    for (const row of batch.rewritten) {
      const id = Number(row.event_id)
      const at = indexOfId(entries, id)
      if (at >= 0) forget(entries[at]!)
      if (Number(row.deleted)) {
        this.deletedVersions.set(id, Number(row.version))
        if (at >= 0) removed.add(at)
        continue
      }
      this.deletedVersions.delete(id)
      const entry = this.toEntry(row)
      remember(entry)
      if (at >= 0) entries[at] = entry
      else inserted.push(entry)
    }
    let next = entries
    if (removed.size || inserted.length) {
      // Rare (merges, unmerges): one O(n) pass keeps the array sorted.
      const kept = removed.size ? entries.filter((_, i) => !removed.has(i)) : entries
      if (inserted.length) {
        inserted.sort((a, b) => a.id - b.id)
        next = []
        let k = 0
        for (const entry of kept) {
          while (k < inserted.length && inserted[k]!.id < entry.id) next.push(inserted[k++]!)
          next.push(entry)
        }
        while (k < inserted.length) next.push(inserted[k++]!)
      } else {
        next = kept
      }
    }
    // New events, ascending and all above the highest id held: appended.
    for (const row of batch.appended) {
      const id = Number(row.event_id)
      if (id <= this.highestId) {
        // Cannot happen with one sequencer writing in id order (see the header); kept correct anyway.
        this.log.warn({ event_id: id, highest: this.highestId }, 'event id below the highest held arrived as new')
        continue
      }
      this.highestId = id
      if (Number(row.deleted)) {
        this.deletedVersions.set(id, Number(row.version))
        continue
      }
      const entry = this.toEntry(row)
      remember(entry)
      next.push(entry)
    }
    this.entries = next
    this.exposure = batch.exposure
    this.loaded = true
    this.generation++
    if (full) this.log.info({ events: next.length, deleted: this.deletedVersions.size, shared_values: this.interner.size }, 'event index loaded')
  }
}
