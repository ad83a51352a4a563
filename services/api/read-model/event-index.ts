/**
 * The in-memory event index behind /v1/events, the counterpart of the upcoming snapshot
 * (snapshot.ts): every served event (latest row version, `deleted = 0`, `applied = 1`: history is
 * not served, derive.ts `isServed`), sorted by event_id, each kept as its served JSON minus the two
 * request-time fields, plus what the ticker filter reads. A page is a binary search and byte copies
 * into one buffer (event-page.ts); no query. Why: a page read from the store cost one FINAL query
 * (p50 ~19 ms, p99 40-70 ms on a busy 2-core machine), mostly the store's per-query cost and
 * decoding 500 rows of JSON.
 *
 * This file is the index's life: when it loads and refreshes, what a page waits for, and
 * read-your-writes. The parts:
 *   - event-table.ts: what is held (columns, byte file, posting lists, exposures) and how a refresh
 *     is applied in place;
 *   - event-load.ts: the store reads (change probe, first load, changes since the last refresh);
 *   - event-page.ts: a page from what is held;
 *   - event-columns.ts, event-bytes.ts, event-json.ts: the columns, the byte file, the encoder;
 *   - record-runs.ts: copies of the bytes grouped by record, made in the background after a first
 *     load and for events added later as ticker pages ask for them.
 *
 * Layout (issue 31: every page of a million-event history under 20 ms, resident memory under
 * 1 GiB, start-up under 5 s): the JSON is in a file (event-bytes.ts; ~800 MB a million events,
 * held by the page cache, not the process); per event the index keeps typed-array columns sorted by
 * event_id (event-columns.ts) and per record the ids of its events and of the retraction markers
 * into it (posting lists), so a ticker-filtered page reads only the candidates of the records the
 * ticker exposes, at any depth.
 *
 * Freshness. The change probe (event-load.ts) runs at most every `probeIntervalMs`, in the
 * background (a request never waits for it), and after `invalidate()` before the next page (up to
 * `refreshWaitMs`): at most one probe interval plus one refresh behind a committed write. The paid
 * route does better: catchUp() first brings the index up to the committed head as of the request's
 * arrival (commit-head.ts), so a page reflects every batch committed before the request. A refresh
 * is applied in one synchronous step: a request sees the old index or the new one.
 *
 * Ordering assumption (why a drain from here never skips): the catalysts stage is the single writer
 * and sequencer of event ids, and commits batches one after another with ascending ids
 * (services/shared/store/batched.ts, services/catalysts/README.md). The committed ids at any horizon
 * are therefore a prefix of the id sequence (plus rewrites of older ids), and a refresh reading
 * `event_id > highest held` can see id N+1 only with N. Rewrites only re-read ids already held, so
 * a rewrite of an event newer than the index cannot put it in ahead of its predecessors; it arrives
 * with the new ids. A second writer, or ids inserted out of order, would break this guarantee for
 * the store-backed drain as well; the index adds no new assumption. A revived event (unmerge) comes
 * back under its old id: like the store path, a drain already past that id does not see it again.
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
 * history by default (services/api/README.md). Figures: `npm run bench -- events_store` (start-up,
 * resident memory, pages and drains at a million).
 */
import type { Logger } from '../../shared/logger.js'
import type { Store } from '../../shared/store/clickhouse.js'
import type { CommitHead } from './commit-head.js'
import { RefreshState } from './refresh-state.js'
import { EventLoader } from './event-load.js'
import { pageOf, type BodyAllocator, type PageQuery } from './event-page.js'
import { applyBatch, type Table, type TableUpkeep } from './event-table.js'

/** Longest time a refresh answers "unchanged" from the store's write count without asking it. */
const UNCHANGED_MAX_MS = 10_000

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
  /**
   * Copy every record's events into the record runs in the background once a first load ends
   * (record-runs.ts copyAll), so that no ticker's first page reads its events one by one. Default
   * true; false leaves the copies to the pages that ask for them.
   */
  copyRunsAfterLoad?: boolean
}

/** What a catch-up to a committed head gave: the instant the index is known current as of, and whether it reached the head. */
export interface CatchUp {
  asOf: Date | null
  current: boolean
}

export interface EventIndexStats {
  events: number
  /** Ids whose latest row is not served: a deletion or history (kept so the rewrite check knows their version). */
  deleted: number
  /** Bytes of served JSON held (UTF-8, in the byte file). */
  jsonBytes: number
  /** Bytes of the byte file (live and dead). */
  slabBytes: number
  /** Bytes of the record runs' file (copies for ticker pages, record-runs.ts), and whether copies are being made. */
  runsBytes: number
  runsPending: boolean
  /** Distinct exposures (tickers, cik, exposed_ciks) of the catalysts. */
  exposures: number
  highestId: number
  /** Ids at or below it are not held (0: the whole history). */
  floor: number
  generation: number
  stale: boolean
}

export class EventIndex {
  private table: Table | null = null
  private generation = 0
  private probeValue: string | null = null
  /** Probe interval, single flight, invalidations, stale fallback, held horizon (shared with the snapshot). */
  private readonly freshness: RefreshState<void>
  /** The committed batch horizon the running refresh reads at, and when it probed. */
  private readingHorizon = 0
  private readingAt = new Date(0)
  private readonly head: CommitHead | undefined
  private readonly now: () => number
  private readonly log: Logger
  private readonly loader: EventLoader
  private readonly upkeep: TableUpkeep
  /** The store's write count read before the last probe whose reads were applied (null: not counted). */
  private probedWrites: number | null = null
  /** When the store was last probed (monotonic). */
  private queriedAt = -Infinity
  private readonly copyRunsAfterLoad: boolean

  constructor(
    private readonly store: Store,
    logger: Logger,
    options: EventIndexOptions = {},
  ) {
    this.freshness = new RefreshState(() => this.refresh(), options)
    this.now = options.now ?? (() => performance.now())
    this.head = options.head
    this.copyRunsAfterLoad = options.copyRunsAfterLoad ?? true
    this.log = logger.child({ component: 'event-index' })
    this.loader = new EventLoader(store, this.log, {
      chunkRows: options.chunkRows ?? 50_000,
      window: options.window,
      dir: options.dir,
    })
    this.upkeep = {
      log: this.log,
      window: options.window,
      compactBytes: options.slabChunkBytes ?? 8 << 20,
      dir: options.dir,
    }
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
   * Resolves once the first load has ended and the copies it starts in the background (every
   * record's events, for ticker pages: record-runs.ts) are made; false when the index did not load.
   */
  async settled(): Promise<boolean> {
    if (!(await this.warm())) return false
    await this.table?.runs.passEnded()
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
      runsBytes: t?.runs.bytes.size ?? 0,
      runsPending: t?.runs.pending ?? false,
      exposures: this.loader.exposures.length,
      highestId: t?.highestId ?? 0,
      floor: t?.floor ?? 0,
      generation: this.generation,
      stale: this.freshness.stale,
    }
  }

  /** Closes the byte files (the index cannot serve afterwards). */
  close(): void {
    this.table?.bytes.close()
    this.table?.runs.close()
    this.table = null
  }

  /**
   * One /v1/events page as the response body, with the store path's semantics and bytes
   * (store-reads.ts readEventsPage): ascending after `since` with `has_more`, else newest first;
   * a ticker filter before `limit`, keeping the retraction markers of records exposed to it or
   * merged into one that is. `today` (YYYY-MM-DD, UTC) gives the request-time fields. Call only
   * after ready() answered true.
   */
  page(query: PageQuery, today: string): Buffer {
    const body = this.pageIfHeld(query, today)
    if (!body)
      throw new Error(`event index window starts above the page (since ${query.since ?? 'none'})`)
    return body
  }

  /**
   * The page, or null when it reaches below the oldest event held (window mode): a cursor older
   * than the window, or a newest-first page (ticker-filtered) that runs out of held events.
   */
  pageIfHeld(query: PageQuery, today: string, alloc?: BodyAllocator): Buffer | null {
    const table = this.table
    if (!table) throw new Error('event index not loaded')
    return pageOf(table, query, today, alloc)
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
      // On a store only this process writes (chDB: Store.writes counts its writes), a count that
      // has not moved since it was read before the last probe means nothing was inserted since:
      // that probe's value stands, no query (commit-head.ts reuses its head on the same ground).
      // The store is still asked every UNCHANGED_MAX_MS, so a failing one is noticed.
      const writes = this.store.writes?.() ?? null
      if (
        this.table &&
        dirtyAtStart === 0 &&
        writes !== null &&
        writes === this.probedWrites &&
        started - this.queriedAt < UNCHANGED_MAX_MS
      ) {
        this.readingAt = f.wall()
        f.probed()
        f.succeeded(0, this.readingHorizon, this.readingAt)
        return
      }
      // Probed before reading: a write landing during the reads moves the probe again, so the
      // next refresh picks it up.
      const probe = await this.loader.probe()
      this.queriedAt = started
      this.readingHorizon = probe.horizon
      this.readingAt = f.wall()
      f.probed()
      if (this.table && dirtyAtStart === 0 && probe.value === this.probeValue) {
        f.succeeded(0, this.readingHorizon, this.readingAt)
        this.probedWrites = writes
        return
      }
      let changed: { rewritten: number; appended: number }
      if (!this.table) {
        const table = await this.loader.loadAll(this.readingHorizon)
        this.table = table // one assignment: pages see no index, then the whole one
        if (this.copyRunsAfterLoad) table.runs.copyAll(table)
        changed = { rewritten: 0, appended: table.columns.length }
        this.log.info(
          {
            events: table.columns.length,
            deleted: table.deletedVersions.size,
            json_bytes: table.bytes.liveBytes,
            exposures: this.loader.exposures.length,
            ms: Math.round(this.now() - started),
          },
          'event index loaded',
        )
      } else {
        const batch = await this.loader.readChanges(this.table, this.readingHorizon)
        applyBatch(this.table, batch, this.upkeep)
        changed = { rewritten: batch.rewritten.length, appended: batch.appended.length }
      }
      this.generation++
      this.probeValue = probe.value
      this.probedWrites = writes
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
}
