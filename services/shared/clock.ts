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
