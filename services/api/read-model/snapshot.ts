/**
 * The in-memory snapshot behind /v1/catalysts/upcoming (and the feed counts of /v1/meta and
 * `upcoming_on_feed` of /v1/coverage): every live, published catalyst with a `pdufa_date` that is
 * not `resolved`, sorted soonest first, then by catalyst_id. A request filters it by window and
 * ticker in memory and serves a cached body, so the hot path costs no query.
 *
 * Freshness:
 *   - `invalidate()` (called by a writer in the same process) makes the next read reload;
 *   - otherwise a cheap version probe (row count, max and sum of `version` of catalysts) runs at
 *     most every `probeIntervalMs`; a changed probe reloads. A response is thus never older than
 *     one probe interval after a write committed.
 *   - the paid route calls catchUp() with the committed head as of the request's arrival
 *     (commit-head.ts): a snapshot behind it reloads first, so an answer reflects every batch
 *     committed before the request.
 *   - Loads and probes are single-flight. When the store fails, the last snapshot keeps serving
 *     (logged, `stale` set); only a server that never loaded one answers the error.
 *
 * Serve predicate (documented in the OpenAPI text): live = 1, published = 1, pdufa_date not null,
 * stage != 'resolved' (a decision already taken is not upcoming; a `crl` row re-opened with a new
 * date stays), and today <= pdufa_date <= today + within_days (UTC dates from the injected Clock).
 */
import type { Logger } from '../../shared/logger.js'
import type { Store } from '../../shared/store/clickhouse.js'
import { batchesTable, catalystsTable } from '../../catalysts/tables.js'
import { committedRows, horizonSql } from '../../shared/store/batched.js'
import type { CommitHead } from './commit-head.js'
import { RefreshState } from './refresh-state.js'
import { catalystColumns, catalystFromRow, padCik, type ServedCatalystRow } from './derive.js'
import type { Catalyst } from '../http/schemas.js'
import type { TickerMatch } from './store-reads.js'

export interface SnapshotRow {
  catalyst: Omit<Catalyst, 'age_days'>
  pdufaDate: string
  /** Lead CIK and every exposed CIK, 10 digits. */
  ciks: ReadonlySet<string>
  tickers: ReadonlySet<string>
}

export interface Snapshot {
  readonly generation: number
  readonly loadedAt: number
  readonly rows: readonly SnapshotRow[]
}

export interface UpcomingSnapshotOptions {
  probeIntervalMs?: number
  /** How long a request waits for a refresh before serving the previous snapshot. */
  refreshWaitMs?: number
  /** Monotonic milliseconds; injectable for tests. */
  now?: () => number
  /** Wall clock for the as-of time of what is held (X-Data-As-Of). */
  wall?: () => Date
  /** The committed head probed per paid request (read-your-writes); without it, catchUpFor only reports the age. */
  head?: CommitHead
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

export function matchesTicker(row: SnapshotRow, match: TickerMatch): boolean {
  if (row.tickers.has(match.ticker)) return true
  for (const cik of match.ciks) if (row.ciks.has(cik)) return true
  return false
}

/** Rows the upcoming route serves for a window, in the documented order. */
export function selectUpcoming(
  rows: readonly SnapshotRow[],
  today: string,
  withinDays: number,
  match?: TickerMatch,
): SnapshotRow[] {
  const end = addDays(today, withinDays)
  const out: SnapshotRow[] = []
  for (const row of rows) {
    if (row.pdufaDate < today) continue
    if (row.pdufaDate > end) break
    if (match && !matchesTicker(row, match)) continue
    out.push(row)
  }
  return out
}

export function compareRows(a: SnapshotRow, b: SnapshotRow): number {
  if (a.pdufaDate !== b.pdufaDate) return a.pdufaDate < b.pdufaDate ? -1 : 1
  return a.catalyst.catalyst_id - b.catalyst.catalyst_id
}

// The committed batch horizon (services/shared/store/batched.ts) is part of the probe: a batch's rows
// are written before its commit marker, so the rows alone would not show the commit.
const PROBE_SQL = `SELECT concat(toString(count()), ':', toString(max(version)), ':', toString(sum(version))) AS probe,
  ${horizonSql(batchesTable)} AS horizon FROM {db:Identifier}.catalysts`

// Rows of batches above the probed horizon (uncommitted, or committed since) are not read.
const LOAD_SQL = `SELECT ${catalystColumns} FROM ${committedRows(catalystsTable, { horizon: '{horizon:UInt64}' })}
  WHERE live = 1 AND published = 1 AND pdufa_date IS NOT NULL AND stage != 'resolved'`

export class UpcomingSnapshot {
  private snapshot: Snapshot | null = null
  private probeValue: string | null = null
  /** Probe interval, single flight, invalidations, stale fallback, held horizon (shared with the event index). */
  private readonly freshness: RefreshState<Snapshot>
  private readonly log: Logger
  private readonly head: CommitHead | undefined

  constructor(
    private readonly store: Store,
    logger: Logger,
    options: UpcomingSnapshotOptions = {},
  ) {
    this.freshness = new RefreshState(() => this.refresh(), options)
    this.head = options.head
    this.log = logger.child({ component: 'upcoming-snapshot' })
  }

  /**
   * Read-your-writes (commit-head.ts): a snapshot that holds every batch committed up to `head`
   * (the committed horizon as of a request's arrival), reloading first when it is behind (waiting
   * up to `refreshWaitMs`, as current() does). Without a head (the store cannot be probed) or when
   * the reload does not reach it, the snapshot held is served and `asOf` says since when it is
   * known current.
   */
  /** catchUp to the committed head as of a request's arrival (CommitHead.arrival()). */
  async catchUpFor(
    arrival: number,
  ): Promise<{ snapshot: Snapshot; asOf: Date | null; current: boolean }> {
    return this.catchUp(this.head ? await this.head.since(arrival) : null)
  }

  async catchUp(
    head: { horizon: number; at: Date } | null,
  ): Promise<{ snapshot: Snapshot; asOf: Date | null; current: boolean }> {
    const held = await this.current()
    const caught = await this.freshness.catchUp(head, () => {
      this.freshness.dirty++
      return this.current()
    })
    return { snapshot: this.snapshot ?? held, ...caught }
  }

  /** True when the last refresh failed and an older snapshot is being served. */
  get stale(): boolean {
    return this.freshness.stale
  }

  /** Marks the snapshot stale: the next read reloads it. */
  invalidate(): void {
    this.freshness.dirty++
  }

  /** The last loaded snapshot without touching the store. */
  peek(): Snapshot | null {
    return this.snapshot
  }

  /**
   * A snapshot fresh per the rules above. With an older snapshot in hand, a failing store or a
   * refresh slower than `refreshWaitMs` serves the older one (the refresh goes on in the
   * background); after a failure the store is retried at most once per probe interval.
   */
  async current(): Promise<Snapshot> {
    const f = this.freshness
    const snapshot = this.snapshot
    if (snapshot && !f.due() && (f.dirty === 0 || f.stale)) return snapshot
    const refreshed = f.run()
    if (!snapshot) return refreshed
    let timer: NodeJS.Timeout | undefined
    const fallback = new Promise<Snapshot>((resolve) => {
      timer = setTimeout(() => resolve(snapshot), f.refreshWaitMs)
    })
    try {
      return await Promise.race([refreshed, fallback])
    } catch {
      return this.snapshot ?? snapshot
    } finally {
      clearTimeout(timer)
    }
  }

  private async refresh(): Promise<Snapshot> {
    const f = this.freshness
    const dirtyAtStart = f.dirty
    const probedAt = f.wall()
    try {
      const [row] = await this.store.query<{ probe: string; horizon: number | string | null }>(
        PROBE_SQL,
      )
      const horizon = Number(row?.horizon ?? 0)
      const probe = `${row?.probe ?? ''}:${horizon}`
      f.probed()
      if (this.snapshot && dirtyAtStart === 0 && probe === this.probeValue) {
        f.succeeded(0, horizon, probedAt)
        return this.snapshot
      }
      const rows = await this.store.query<ServedCatalystRow>(LOAD_SQL, { horizon })
      const loaded: SnapshotRow[] = rows.map((r) => {
        const catalyst = catalystFromRow(r)
        const ciks = new Set(r.exposed_ciks.map(padCik))
        if (catalyst.cik) ciks.add(catalyst.cik)
        return {
          catalyst,
          pdufaDate: r.pdufa_date!,
          ciks,
          tickers: new Set(r.tickers.map((t) => t.toUpperCase())),
        }
      })
      loaded.sort(compareRows)
      this.snapshot = {
        generation: (this.snapshot?.generation ?? 0) + 1,
        loadedAt: Date.now(),
        rows: loaded,
      }
      this.probeValue = probe
      // Invalidations that arrived during the load keep the snapshot dirty.
      f.succeeded(dirtyAtStart, horizon, probedAt)
      this.log.debug(
        { rows: loaded.length, generation: this.snapshot.generation },
        'upcoming snapshot loaded',
      )
      return this.snapshot
    } catch (error) {
      f.failed(true)
      this.log.warn({ err: error }, 'upcoming snapshot refresh failed; serving the previous one')
      throw error
    }
  }
}
