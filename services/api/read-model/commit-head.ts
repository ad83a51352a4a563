/**
 * Read-your-writes for the paid routes: the head of the committed stream, probed per request.
 *
 * The catalysts stage commits batches one after another, each with a one-row marker in
 * `catalyst_batches` (services/catalysts/batches.ts); `max(batch)` is therefore a complete
 * statement of what is committed, and a one-value query. A paid read asks for the head as of its
 * arrival, and the event index / upcoming snapshot catch up to it before answering, so an answer
 * reflects every batch committed before the request arrived, whichever process wrote it (embedded
 * or distributed shape alike).
 *
 * In the embedded shape the catalysts stage shares this process and Store object, and tells the
 * head as it commits (services/shared/store/batched.ts LocalCommits): then no query is needed at all and a request costs
 * nothing extra. Otherwise (the distributed shape, or while the local stage has not loaded or is
 * recovering from a failed write) the store is asked.
 *
 * When this process is the store's only writer (chDB binds its data directory to one process), a
 * probe's answer stays exact until something is written: the store counts writes started and
 * ended (`Store.writes`), and a request that finds the count where it was before the last probe
 * was sent is answered with that probe's head, without a query. Sound: the probe's SELECT ran after
 * the count was read, so it saw every write ended before; an equal count means no write started
 * since and none in flight then has ended, so nothing committed before the request is missing.
 * The answer is reused for at most `reuseMs` (1 s, monotonic and wall clock alike): a store that
 * fails is still noticed within a second, and `X-Data-As-Of` still rests on a recent read. Half-way
 * through, a request that reused it sends the next probe in the background, so a steady stream of
 * reads does not wait for a query once a second.
 *
 * Cost of asking: one query per probe (~1-3 ms on chDB, mostly its per-query overhead), shared. A request
 * joins a probe sent after it arrived (its answer is at least as new as the request needs); one
 * that arrives while an older probe is out waits for the next probe, sent when that one returns and
 * shared by everything that arrived meanwhile. At most one probe is out at a time, so under load
 * a request waits at most two probe round trips and the store sees at most one probe at a time.
 *
 * When the store cannot be probed the answer is null: the route serves what it holds and says how
 * old it is (`X-Data-As-Of`, see `dataAsOfHeader`), never silently.
 */
import { isoUtc } from '../../shared/clock.js'
import type { Logger } from '../../shared/logger.js'
import type { Store } from '../../shared/store/clickhouse.js'
import { batchesTable } from '../../catalysts/tables.js'
import { localCommits, readHorizon, type LocalCommits } from '../../shared/store/batched.js'

/** The response header naming the instant the served data was known to be current. */
export const dataAsOfHeader = 'X-Data-As-Of'

export interface Head {
  /** The highest committed batch. */
  horizon: number
  /** When the probe was sent (wall clock): the answer is current as of this instant. */
  at: Date
}

export interface CommitHeadOptions {
  /** Monotonic milliseconds; injectable for tests. */
  now?: () => number
  /** Wall clock for `at` (the injected Clock in the API). */
  wall?: () => Date
  /** How long a request waits for a probe before it is served from memory as unprobed (default 1000 ms). */
  timeoutMs?: number
  /** How long a probe's head is reused while the store's write count has not moved (default 1000 ms). */
  reuseMs?: number
}

/** A probe's answer and the store's write count read before it was sent. */
interface Settled {
  horizon: number
  writes: number
  sentAt: number
  sentWall: number
}

interface Probe {
  sentAt: number
  result: Promise<Head | null>
  done: boolean
}

export class CommitHead {
  private latest: Probe | null = null
  /** The probe to send once `latest` returns, shared by the requests that arrived after it was sent. */
  private next: Promise<Head | null> | null = null
  private readonly now: () => number
  private readonly wall: () => Date
  private readonly log: Logger
  private failing = false
  private readonly local: LocalCommits
  private readonly timeoutMs: number
  private readonly reuseMs: number
  /** The last probe answered, when the store counts its writes. */
  private settled: Settled | null = null

  constructor(
    private readonly store: Store,
    logger: Logger,
    options: CommitHeadOptions = {},
  ) {
    this.now = options.now ?? (() => performance.now())
    this.wall = options.wall ?? (() => new Date())
    this.log = logger.child({ component: 'commit-head' })
    this.local = localCommits(store, batchesTable)
    this.timeoutMs = options.timeoutMs ?? 1_000
    this.reuseMs = options.reuseMs ?? 1_000
  }

  /** Monotonic time to pass to `since` as a request's arrival. */
  arrival(): number {
    return this.now()
  }

  /**
   * The committed head as of an instant no earlier than `arrival` (from `arrival()`), or null when
   * the store cannot be probed, or does not answer within `timeoutMs` (a hanging store must not
   * hold a paid read up: it is served from memory with its age). Never rejects.
   */
  async since(arrival: number): Promise<Head | null> {
    const known = this.local.known()
    if (known !== null) return { horizon: known, at: this.wall() }
    const unchanged = this.unchanged()
    if (unchanged) {
      this.refreshAhead()
      return unchanged
    }
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.timeoutMs)
    })
    try {
      return await Promise.race([this.probeSince(arrival), late])
    } finally {
      clearTimeout(timer)
    }
  }

  private probeSince(arrival: number): Promise<Head | null> {
    const latest = this.latest
    if (latest && latest.sentAt >= arrival) return latest.result
    // A probe out longer than the timeout is given up on (a hung store): the next one goes now.
    if (latest && !latest.done && this.now() - latest.sentAt < this.timeoutMs) {
      if (!this.next) {
        const next: Promise<Head | null> = latest.result.then(() => {
          if (this.next === next) this.next = null
          return this.send().result
        })
        this.next = next
      }
      return this.next
    }
    this.next = null
    return this.send().result
  }

  /** The last probe's head, when nothing was written since it was sent and it is recent enough. */
  private unchanged(): Head | null {
    const s = this.settled
    if (!s || this.store.writes?.() !== s.writes) return null
    const wall = this.wall()
    if (this.now() - s.sentAt > this.reuseMs || wall.getTime() - s.sentWall > this.reuseMs)
      return null
    return { horizon: s.horizon, at: wall }
  }

  /**
   * Past half its reuse time, the last probe's head is replaced in the background (when no probe
   * is out), so the requests that would have found it expired find the next one instead of each
   * waiting for a query (one in every second's pages did: a page's tail). Answers are still only
   * a probe's, under the same conditions (`unchanged`).
   */
  private refreshAhead(): void {
    const s = this.settled
    if (!s || this.now() - s.sentAt < this.reuseMs / 2) return
    if (this.latest && !this.latest.done) return
    this.send()
  }

  private send(): Probe {
    const probe: Probe = { sentAt: this.now(), result: Promise.resolve(null), done: false }
    probe.result = this.probe().finally(() => {
      probe.done = true
    })
    this.latest = probe
    return probe
  }

  private async probe(): Promise<Head | null> {
    // Read before the query is sent: a write ending after this moves the count.
    const writes = this.store.writes?.() ?? null
    const sentAt = this.now()
    const at = this.wall()
    try {
      const horizon = await readHorizon(this.store, batchesTable)
      this.settled = writes === null ? null : { horizon, writes, sentAt, sentWall: at.getTime() }
      if (this.failing) this.log.info({ horizon }, 'commit head readable again')
      this.failing = false
      return { horizon, at }
    } catch (error) {
      // Logged once per outage: a paid read keeps being served from memory, with its age.
      if (!this.failing)
        this.log.warn(
          { err: error },
          'commit head cannot be probed; paid reads answer from memory with X-Data-As-Of',
        )
      this.failing = true
      return null
    }
  }
}

/** The header value: ISO-8601 UTC (+00:00), as the API serves timestamps. */
export function dataAsOf(at: Date): string {
  return isoUtc(at)
}
