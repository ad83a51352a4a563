/**
 * The database readiness behind `/health`, read from memory. The route must answer within a
 * second whatever the store is doing: on the embedded engine every query of the process goes
 * through one session, one at a time, so a `SELECT 1` asked on the request path waits behind
 * whatever inserts and merges the stages have queued (seconds under load). So the route answers
 * from the last probe's result and says how old it is; a request that finds that result older than
 * `freshMs` sends a new probe (one at a time, shared) and waits for it at most `waitMs`, which a
 * store that answers at once meets (a closed or unreachable store shows on that very request), and
 * a busy one does not hold the answer for.
 *
 * A probe that has not answered within `timeoutMs` counts as failed; a success older than
 * `staleMs` counts for nothing (the store has not answered for that long). Probes are sent only
 * when `/health` is asked: no timer, nothing left running when the app is dropped.
 */
import type { Logger } from '../../shared/logger.js'

export interface StoreProbeOptions {
  /** The probe itself (the store's `ping`). */
  ping: () => Promise<boolean>
  logger: Logger
  /** A result this recent is answered as it is, without a new probe. Default 1000 ms. */
  freshMs?: number
  /** How long a request waits for the probe it sent before answering from the last result. Default 50 ms. */
  waitMs?: number
  /** A probe that has not answered in this long has failed. Default 2000 ms. */
  timeoutMs?: number
  /** A success older than this no longer says the store is ready. Default 5000 ms. */
  staleMs?: number
  /** Monotonic milliseconds (tests move it). */
  now?: () => number
}

export interface Readiness {
  ready: boolean
  /** Milliseconds since the result answered was obtained; null when no probe has answered yet. */
  ageMs: number | null
  /** Why it is not ready, for the log and the problem details. */
  reason: string | null
}

interface ProbeResult {
  ok: boolean
  at: number
  error: string | null
}

export class StoreProbe {
  private last: ProbeResult | null = null
  /** The probe out, until the store answers it. */
  private inFlight: Promise<void> | null = null
  /** Settles when that probe answers or times out. */
  private pending: Promise<void> | null = null
  private readonly freshMs: number
  private readonly waitMs: number
  private readonly timeoutMs: number
  private readonly staleMs: number
  private readonly now: () => number

  constructor(private readonly options: StoreProbeOptions) {
    this.freshMs = options.freshMs ?? 1_000
    this.waitMs = options.waitMs ?? 50
    this.timeoutMs = options.timeoutMs ?? 2_000
    this.staleMs = options.staleMs ?? 5_000
    this.now = options.now ?? (() => performance.now())
  }

  /** Never waits longer than `waitMs` for the store. */
  async readiness(): Promise<Readiness> {
    if (!this.last || this.now() - this.last.at >= this.freshMs) {
      await waitAtMost(this.probe(), this.waitMs)
    }
    const last = this.last
    if (!last)
      return { ready: false, ageMs: null, reason: 'the database probe has not answered yet' }
    const ageMs = Math.max(0, Math.round(this.now() - last.at))
    if (!last.ok) return { ready: false, ageMs, reason: last.error }
    if (ageMs > this.staleMs)
      return {
        ready: false,
        ageMs,
        reason: `the database has not answered a probe for ${ageMs} ms`,
      }
    return { ready: true, ageMs, reason: null }
  }

  /**
   * Sends a probe unless one is out; resolves when it settles or times out (never rejects). A probe
   * that timed out stays out until the store answers it (its answer is then recorded): probes never
   * pile up in the store's queue.
   */
  private probe(): Promise<void> {
    if (!this.inFlight) {
      const record = (result: ProbeResult): void => {
        if (!result.ok && this.last?.ok !== false)
          this.options.logger.warn({ reason: result.error }, 'database probe failed')
        this.last = result
      }
      let timer: NodeJS.Timeout | undefined
      let settled = false
      const timedOut = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          if (!settled)
            record({
              ok: false,
              at: this.now(),
              error: `the database probe did not answer within ${this.timeoutMs} ms`,
            })
          resolve()
        }, this.timeoutMs)
      })
      const answered = this.options
        .ping()
        .then(
          (ok): ProbeResult => ({
            ok,
            at: this.now(),
            error: ok ? null : 'the database probe failed',
          }),
          (error: unknown): ProbeResult => ({
            ok: false,
            at: this.now(),
            error: `the database probe failed: ${error instanceof Error ? error.message : String(error)}`,
          }),
        )
        .then((result) => {
          settled = true
          clearTimeout(timer)
          record(result)
          this.inFlight = null
        })
      this.pending = Promise.race([answered, timedOut])
      this.inFlight = answered
    }
    return this.pending!
  }
}

/** Resolves when `promise` settles or after `ms`, whichever is first. */
function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const elapsed = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))
  return Promise.race([promise, elapsed]).finally(() => clearTimeout(timer))
}
