/** Time as an injected dependency, so stages and routes are deterministic under test. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export function fixedClock(
  at: Date | string,
): Clock & { set(at: Date | string): void; advance(ms: number): void } {
  let current = new Date(at)
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next)
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms)
    },
  }
}

/**
 * Monotonic time and waiting, as an injected dependency: rate limits and backoffs wait on it, so a
 * test can run them on virtual time. `now()` is in milliseconds on an arbitrary origin.
 */
export interface Timer {
  now(): number
  /** Resolves after `ms`, or as soon as `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
}

export const systemTimer: Timer = {
  now: () => performance.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal?.aborted) return resolve()
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        signal?.removeEventListener('abort', done)
        resolve()
      }
      signal?.addEventListener('abort', done, { once: true })
    }),
}

export interface VirtualTimer extends Timer {
  /** Moves virtual time forward by `ms`, waking every sleeper whose time has come. */
  advance(ms: number): void
  /**
   * Holds virtual time still until `work` settles: real work (a request to a fake server) then takes
   * no virtual time, as if it were instantaneous, and no sleeper overtakes it.
   */
  track<T>(work: Promise<T>): Promise<T>
}

/**
 * Virtual time for tests: nothing waits on a real timer. Whenever every sleeper is waiting and no
 * tracked work is in flight (checked over a few event-loop turns, so what a settled promise sets off
 * runs first), time jumps to the earliest sleeper's deadline and wakes it.
 */
export function virtualTimer(startMs = 0): VirtualTimer {
  let current = startMs
  let holds = 0
  let scheduled = false
  const sleepers = new Set<{ at: number; wake: () => void }>()
  const IDLE_TURNS = 3
  const wakeDue = () => {
    for (const s of [...sleepers]) if (s.at <= current) s.wake()
  }
  const schedule = () => {
    if (scheduled || sleepers.size === 0 || holds > 0) return
    scheduled = true
    let turns = 0
    const turn = () => {
      if (holds > 0 || sleepers.size === 0) {
        scheduled = false
        return
      }
      if (++turns < IDLE_TURNS) return void setImmediate(turn)
      scheduled = false
      current = Math.max(current, Math.min(...[...sleepers].map((s) => s.at)))
      wakeDue()
      schedule()
    }
    setImmediate(turn)
  }
  return {
    now: () => current,
    sleep(ms, signal) {
      return new Promise<void>((resolve) => {
        if (signal?.aborted) return resolve()
        const sleeper = {
          at: current + Math.max(0, ms),
          wake: () => {
            sleepers.delete(sleeper)
            signal?.removeEventListener('abort', sleeper.wake)
            resolve()
          },
        }
        sleepers.add(sleeper)
        signal?.addEventListener('abort', sleeper.wake, { once: true })
        schedule()
      })
    },
    advance(ms) {
      current += ms
      wakeDue()
    },
    async track<T>(work: Promise<T>): Promise<T> {
      holds++
      try {
        return await work
      } finally {
        holds--
        schedule()
      }
    },
  }
}

/** ISO-8601 UTC with an explicit +00:00 offset, as the spec serves timestamps. */
export function isoUtc(at: Date): string {
  return at.toISOString().replace('Z', '+00:00')
}

/** The UTC calendar date YYYY-MM-DD of an instant. */
export function isoDate(at: Date): string {
  return at.toISOString().slice(0, 10)
}

/** Whole days from date a to date b (YYYY-MM-DD), negative when b is earlier. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)
}
