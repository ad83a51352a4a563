/**
 * EDGAR's health as the poller records it, per lane: a lane run that reached EDGAR and finished
 * is a completed scan (it moves `last_polled`); a run that EDGAR failed (refused, timed out,
 * answered an error status) starts or continues the lane's `failing_since`, which `/v1/meta`
 * reads to say that EDGAR is failing and since when. A failure of the store, or a stop, says
 * nothing about EDGAR. Pure functions: the poller reads and writes the keys.
 */
import { errorMessage } from '../shared/errors.js'
import { reduceUrls, upstreamFailure } from '../shared/redact.js'
import { SecRequestError } from './sec-client.js'
import { stateKeys, type LaneName } from './state.js'

/** The SEC request failure behind a lane failure (the error or one of its causes), or null. */
export function edgarFailureOf(error: unknown): SecRequestError | null {
  let current = error
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current instanceof SecRequestError) return current.kind === 'aborted' ? null : current
    current = current.cause
  }
  return null
}

/**
 * What a lane's `last_error` holds: for an EDGAR failure its host and a reason code
 * (`EDGAR efts.sec.gov: connection_refused`), else the error's code (`store_unavailable`) or a
 * short message with any URL cut to its host.
 */
export function laneErrorText(error: unknown): string {
  const edgar = edgarFailureOf(error)
  if (edgar) return upstreamFailure('EDGAR', edgar.url, edgar)
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' && /^[A-Z_]+$/.test(code)) return code.toLowerCase()
  return `failed: ${reduceUrls(errorMessage(error)).slice(0, 200)}`
}

/**
 * The state keys a finished lane run writes about freshness and EDGAR's health:
 * - success: `last_polled` (a polling lane) and the lane's `failing_since` cleared;
 * - an EDGAR failure: the lane's `failing_since`, kept from the streak's first failure;
 * - any other failure (store, stop): nothing about EDGAR.
 */
export function healthEntries(
  lane: LaneName,
  outcome: { ok: true } | { ok: false; error: unknown },
  at: string,
  failingSince: string | null,
): Record<string, string> {
  if (outcome.ok) {
    const entries: Record<string, string> = { [stateKeys.laneFailingSince(lane)]: '' }
    if (lane !== 'issuers') entries[stateKeys.lastPolled] = at
    return entries
  }
  if (!edgarFailureOf(outcome.error)) return {}
  return { [stateKeys.laneFailingSince(lane)]: failingSince || at }
}
