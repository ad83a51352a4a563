/**
 * The pacing of the SEC client (sec-client.ts): one token bucket of depth 1 whose request starts are
 * spaced from the actual previous start, and the in-flight slots, each with two queues (`urgent`
 * ahead of `background`), so priority orders who goes next and never changes the rate.
 */
import { systemTimer, type Timer } from '../shared/clock.js'

/** Requests-per-second after the safety margin: 2% under the configured ceiling. */
export const RATE_SAFETY = 0.98

/**
 * Which queue a request waits in. `urgent`: the fast lane's work (a new filing just seen in the Atom
 * feed, and the feed itself), so a filing's fetch never waits behind a backfill or a full-text scan;
 * `background`: everything else. Priority orders who gets the next slot and token, never the rate.
 */
export type SecPriority = 'urgent' | 'background'

/** Waiters of two priorities: urgent ones first, each queue in arrival order. */
function createPriorityQueue<T>() {
  const queues: Record<SecPriority, T[]> = { urgent: [], background: [] }
  return {
    push(priority: SecPriority, item: T): void {
      queues[priority].push(item)
    },
    shift(): T | undefined {
      return queues.urgent.shift() ?? queues.background.shift()
    },
    remove(priority: SecPriority, item: T): void {
      const at = queues[priority].indexOf(item)
      if (at >= 0) queues[priority].splice(at, 1)
    },
    get size(): number {
      return queues.urgent.length + queues.background.length
    },
  }
}

/**
 * A token bucket of depth 1 shared by every request of a client: `take()` resolves when a request may
 * start. One pump hands out tokens; the waiter is chosen only once a token is ready, so an urgent
 * request that arrives while background ones wait gets the next token. `pause(ms)` holds every
 * caller (throttle lock).
 */
export function createRateGate(rps: number | null, timer: Timer = systemTimer) {
  const intervalMs = rps === null ? 0 : 1000 / (rps * RATE_SAFETY)
  let nextAt = 0
  let pausedUntil = 0
  let pumping = false
  const waiting = createPriorityQueue<() => void>()
  const now = () => timer.now()

  async function pump(): Promise<void> {
    if (pumping) return
    pumping = true
    try {
      while (waiting.size > 0) {
        const t = now()
        const wait = Math.max(nextAt - t, pausedUntil - t)
        if (wait > 0) {
          await timer.sleep(Math.min(wait, 1000))
          continue
        }
        const next = waiting.shift()
        if (!next) break
        nextAt = t + intervalMs
        next()
      }
    } finally {
      pumping = false
    }
  }

  return {
    intervalMs,
    take(signal?: AbortSignal, priority: SecPriority = 'background'): Promise<void> {
      if (signal?.aborted) return Promise.resolve()
      return new Promise<void>((resolve) => {
        const onAbort = () => {
          waiting.remove(priority, grant)
          resolve()
        }
        const grant = () => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        }
        signal?.addEventListener('abort', onAbort, { once: true })
        waiting.push(priority, grant)
        void pump()
      })
    },
    pause(ms: number): void {
      pausedUntil = Math.max(pausedUntil, now() + ms)
    },
    pausedForMs(): number {
      return Math.max(0, pausedUntil - now())
    },
  }
}

/** At most `max` holders; a freed slot goes to the oldest urgent waiter, then the oldest background one. */
export function createSemaphore(max: number) {
  let active = 0
  const waiting = createPriorityQueue<() => void>()
  return {
    async acquire(priority: SecPriority = 'background'): Promise<void> {
      if (active < max) {
        active++
        return
      }
      await new Promise<void>((r) => waiting.push(priority, r))
    },
    release(): void {
      const next = waiting.shift()
      if (next) next()
      else active--
    },
  }
}
