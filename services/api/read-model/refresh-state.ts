/**
 * The freshness machinery the upcoming snapshot (snapshot.ts) and the event index (event-index.ts)
 * share, instead of two copies of it:
 *   - single flight: one refresh (probe, then a load when the probe moved) at a time; callers
 *     arriving meanwhile wait for the same one;
 *   - the probe interval: a background refresh is due at most every `probeIntervalMs`, and after a
 *     failure the store is asked again no sooner (`stale` is set while an older view serves);
 *   - invalidations (`dirty`): a write in this process makes the next read refresh first;
 *   - read-your-writes (`catchUp`): the committed horizon the view holds, and the latest instant it
 *     is known current as of (X-Data-As-Of); a view behind the committed head as of a request's
 *     arrival refreshes first, waiting at most `refreshWaitMs`, else serves what it holds.
 * What a refresh reads and how a view is built stays with each view.
 */

export interface RefreshOptions {
  /** Minimum time between two probes (default 1000 ms). */
  probeIntervalMs?: number
  /** How long a read waits for a refresh before serving the view it has (default 2000 ms). */
  refreshWaitMs?: number
  /** Monotonic milliseconds; injectable for tests. */
  now?: () => number
  /** Wall clock for the as-of time of what is held. */
  wall?: () => Date
}

export interface CaughtUp {
  asOf: Date | null
  current: boolean
}

export class RefreshState<T> {
  /** Invalidations not yet covered by a completed refresh. */
  dirty = 0
  lastProbeAt = -Infinity
  /** True when the last refresh failed and an older view is being served. */
  stale = false
  readonly probeIntervalMs: number
  readonly refreshWaitMs: number
  readonly now: () => number
  readonly wall: () => Date
  private inflight: Promise<T> | null = null
  /** The committed horizon the view holds, and the latest instant it is known current as of. */
  private heldHorizon = -1
  private currentAt: Date | null = null

  constructor(
    private readonly refresh: () => Promise<T>,
    options: RefreshOptions = {},
  ) {
    this.probeIntervalMs = options.probeIntervalMs ?? 1_000
    this.refreshWaitMs = options.refreshWaitMs ?? 2_000
    this.now = options.now ?? (() => performance.now())
    this.wall = options.wall ?? (() => new Date())
  }

  /** The running refresh, or a new one (single flight). Rejects with its failure. */
  run(): Promise<T> {
    this.inflight ??= this.refresh().finally(() => {
      this.inflight = null
    })
    return this.inflight
  }

  /** A probe is due (the interval passed since the last one, successful or not). */
  due(): boolean {
    return this.now() - this.lastProbeAt >= this.probeIntervalMs
  }

  /** Call when a probe ran (before its reads, so a write landing meanwhile moves the next probe). */
  probed(): void {
    this.lastProbeAt = this.now()
  }

  /** A refresh succeeded: covers the invalidations counted when it started. */
  succeeded(dirtyAtStart: number, horizon: number, at: Date): void {
    this.dirty -= dirtyAtStart
    this.stale = false
    this.held(horizon, at)
  }

  /** A refresh failed: retried after the probe interval; `stale` when an older view serves. */
  failed(hasView: boolean): void {
    this.lastProbeAt = this.now()
    this.stale = hasView
  }

  /** The view holds everything committed up to `horizon`, as of `at`. */
  held(horizon: number, at: Date): void {
    this.heldHorizon = horizon
    if (!this.currentAt || at > this.currentAt) this.currentAt = at
  }

  /** Waits for `work` at most `refreshWaitMs` (its failure counts as done); `late()` tells it when time is up. */
  async bounded(work: (late: () => boolean) => Promise<unknown>): Promise<void> {
    let late = false
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        late = true
        resolve()
      }, this.refreshWaitMs)
    })
    try {
      await Promise.race([work(() => late).catch(() => undefined), timeout])
    } finally {
      clearTimeout(timer)
    }
  }

  /**
   * Read-your-writes: when the view is behind `head` (the committed horizon as of a request's
   * arrival), runs `refreshOnce` (a refresh already running may have probed an older horizon: then
   * one more) for at most `refreshWaitMs`. Without a head (the store cannot be probed) or when the
   * refresh does not reach it, `asOf` says since when what is held is known current.
   */
  async catchUp(
    head: { horizon: number; at: Date } | null,
    refreshOnce: () => Promise<unknown>,
  ): Promise<CaughtUp> {
    if (head && this.heldHorizon < head.horizon) {
      await this.bounded(async (late) => {
        for (let i = 0; i < 2 && !late() && this.heldHorizon < head.horizon; i++)
          await refreshOnce()
      })
    }
    if (head && this.heldHorizon >= head.horizon) {
      if (!this.currentAt || head.at > this.currentAt) this.currentAt = head.at
      return { asOf: head.at, current: true }
    }
    return { asOf: this.currentAt, current: false }
  }
}
