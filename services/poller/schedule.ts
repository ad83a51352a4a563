/** When a lane runs next: the poller's schedule rule, pure so it is tested without timers. */

/**
 * Fixed rate, start to start: how long after a run that started at `startedAtMs` and finished at
 * `finishedAtMs` the next one starts. The run's own length does not stretch the cadence (a 2 s
 * Atom run every 10 s starts every 10 s, not every 12 s). A run that took longer than its interval
 * is followed at once; the slots it overran are not made up (no burst of catch-up runs).
 */
export function nextRunDelay(startedAtMs: number, finishedAtMs: number, everyMs: number): number {
  return Math.max(0, startedAtMs + everyMs - finishedAtMs)
}
