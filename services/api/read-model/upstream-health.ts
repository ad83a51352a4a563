/**
 * Which upstream is failing, and since when, for /v1/meta: SEC EDGAR (the poller's lanes),
 * openFDA (the FDA importer) and the chain RPC (attestation anchoring). The spec promises that an
 * outage shows only in /v1/meta; this is the structured `upstreams` object and the sentence
 * appended to `freshness`. Reasons are the stored reason codes with the provider's host, never a
 * client message or a URL beyond its host.
 */
import { isoUtc } from '../../shared/clock.js'
import { reduceUrls } from '../../shared/redact.js'
import type { AttestationStatus } from '../../attest/lookup.js'
import type { Freshness } from './store-reads.js'

export type UpstreamState = 'ok' | 'failing' | 'unknown' | 'not_configured'

export interface UpstreamHealth {
  status: UpstreamState
  /** The first failure of the current outage; null unless failing. */
  failing_since: string | null
  /** The provider's host and a reason code (`EDGAR efts.sec.gov: connection_refused`); null unless failing. */
  reason: string | null
}

export interface Upstreams {
  edgar: UpstreamHealth
  openfda: UpstreamHealth
  chain_rpc: UpstreamHealth
}

const healthy = (known: boolean): UpstreamHealth => ({
  status: known ? 'ok' : 'unknown',
  failing_since: null,
  reason: null,
})
const failing = (since: Date | string | null, reason: string): UpstreamHealth => ({
  status: 'failing',
  failing_since: since ? isoUtc(typeof since === 'string' ? new Date(since) : since) : null,
  reason: reduceUrls(reason).slice(0, 300),
})

export function upstreamHealth(
  freshness: Freshness,
  attestation: AttestationStatus | null,
): Upstreams {
  // Oldest failure first: the reason that has lasted longest leads.
  const lanes = [...(freshness.edgar_failing ?? [])].sort(
    (a, b) => a.since.getTime() - b.since.getTime() || a.lane.localeCompare(b.lane),
  )
  const edgar = lanes.length
    ? failing(
        new Date(Math.min(...lanes.map((l) => l.since.getTime()))),
        [...new Set(lanes.map((l) => l.reason))].join('; '),
      )
    : healthy(freshness.last_polled !== null)
  const fda = freshness.fda
  const openfda =
    fda?.last_error && fda.last_attempt
      ? failing(fda.failing_since ?? fda.last_attempt, fda.last_error)
      : healthy(Boolean(fda?.last_imported))
  const anchoring = attestation?.anchoring
  const chain_rpc: UpstreamHealth = !anchoring
    ? healthy(false)
    : !anchoring.enabled
      ? { status: 'not_configured', failing_since: null, reason: null }
      : anchoring.last_error
        ? failing(anchoring.failing_since ?? anchoring.last_attempt_at, anchoring.last_error)
        : healthy(anchoring.last_attempt_at !== null)
  return { edgar, openfda, chain_rpc }
}

const NAMES: Record<keyof Upstreams, string> = {
  edgar: 'SEC EDGAR',
  openfda: 'openFDA',
  chain_rpc: 'The chain RPC (attestation anchoring)',
}
const CONSEQUENCE: Record<keyof Upstreams, string> = {
  edgar: 'feed.last_polled stays at the last completed scan',
  openfda: '/v1/accuracy serves the last report',
  chain_rpc: 'new attestations wait to be anchored',
}

/** The failing upstreams in words, for `freshness`; empty when none is failing. */
export function upstreamWords(upstreams: Upstreams): string {
  const parts = (Object.keys(NAMES) as Array<keyof Upstreams>)
    .filter((k) => upstreams[k].status === 'failing')
    .map((k) => {
      const u = upstreams[k]
      const since = u.failing_since ? ` since ${u.failing_since}` : ''
      return ` ${NAMES[k]} has been failing${since} (${u.reason}); ${CONSEQUENCE[k]}.`
    })
  return parts.length
    ? `${parts.join('')} The read routes keep answering from the store (see upstreams).`
    : ''
}
