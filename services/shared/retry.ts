/**
 * The retry loop of the HTTP clients (SEC, openFDA), written once: attempts until one succeeds, one
 * fails for good, or the attempts are spent, waiting between two attempts the failure's own delay
 * (a Retry-After) or else exponential backoff with full jitter: uniform over
 * [0, min(maxMs, initialMs * 2^attempt)).
 */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number
  initialMs: number
  maxMs: number
  /** Random in [0, 1). */
  random: () => number
}

export type AttemptOutcome<T, F extends AttemptFailure> = { ok: true; value: T } | F

export interface AttemptFailure {
  ok: false
  /** False: final, no other attempt. */
  retry: boolean
  /** Wait this long before the next attempt instead of the backoff. */
  delayMs?: number
}

/**
 * Runs `attempt(n)` for n = 0, 1, …; resolves to the first success's value or to the last failure.
 * `beforeWait` sees each failure that will be retried (log it, count it), `wait` does the waiting.
 */
export async function retryWithBackoff<T, F extends AttemptFailure>(
  policy: RetryPolicy,
  attempt: (n: number) => Promise<AttemptOutcome<T, F>>,
  hooks: {
    beforeWait?: (failure: F, n: number, backoffMs: number) => void
    wait: (ms: number) => Promise<void>
  },
): Promise<{ ok: true; value: T } | F> {
  for (let n = 0; ; n++) {
    const result = await attempt(n)
    if (result.ok || !result.retry || n >= policy.maxAttempts - 1) return result
    const backoff =
      result.delayMs ?? policy.random() * Math.min(policy.maxMs, policy.initialMs * 2 ** n)
    hooks.beforeWait?.(result, n, backoff)
    await hooks.wait(backoff)
  }
}

/** The fields of the "request failed; backing off" log line of a client, the same for every client. */
export function backoffLogFields(
  url: string,
  failure: { error: { status: number | null; kind: string } },
  n: number,
  backoffMs: number,
): { url: string; status: number | null; kind: string; attempt: number; backoffMs: number } {
  return {
    url,
    status: failure.error.status,
    kind: failure.error.kind,
    attempt: n + 1,
    backoffMs: Math.round(backoffMs),
  }
}
