/**
 * /v1/meta's `upstreams` and the freshness sentence from what the stages stored: which upstream is
 * failing, since when and why, in structure and in words.
 */
import { expect } from 'chai'
import type { AttestationStatus } from '../../services/attest/lookup.js'
import { upstreamHealth, upstreamWords } from '../../services/api/read-model/upstream-health.js'

const anchoring = (over: Partial<AttestationStatus['anchoring']>): AttestationStatus =>
  ({
    anchoring: {
      enabled: true,
      last_attempt_at: null,
      last_error: null,
      failing_since: null,
      ...over,
    },
  }) as unknown as AttestationStatus

describe('upstream health (/v1/meta upstreams)', function () {
  it('all quiet: ok where a run succeeded, unknown where none ran, not_configured without anchoring', function () {
    const u = upstreamHealth(
      {
        last_updated: null,
        last_polled: new Date('2026-08-01T10:00:00Z'),
        fda: { last_imported: null, last_attempt: null, last_error: null },
      },
      anchoring({ enabled: false }),
    )
    expect(u.edgar.status).to.equal('ok')
    expect(u.openfda.status).to.equal('unknown')
    expect(u.chain_rpc.status).to.equal('not_configured')
    expect(upstreamWords(u)).to.equal('')
  })

  it('names each failing upstream, the oldest failure of its lanes, and the reason with the host only', function () {
    const u = upstreamHealth(
      {
        last_updated: null,
        last_polled: new Date('2026-08-01T10:00:00Z'),
        edgar_failing: [
          {
            lane: 'fts_hourly',
            since: new Date('2026-08-01T11:30:00Z'),
            reason: 'EDGAR efts.sec.gov: timeout',
          },
          {
            lane: 'atom',
            since: new Date('2026-08-01T11:00:00Z'),
            reason: 'EDGAR www.sec.gov: connection_refused',
          },
        ],
        fda: {
          last_imported: new Date('2026-07-31T06:00:00Z'),
          last_attempt: new Date('2026-08-01T06:00:00Z'),
          last_error: 'openFDA api.fda.gov: http_429',
          failing_since: new Date('2026-08-01T06:00:00Z'),
        },
      },
      anchoring({
        last_attempt_at: '2026-08-01T12:00:00.000Z',
        // A status stored by an older version, quoting the keyed URL: cut on the way out.
        last_error: 'HTTP request failed. URL: https://rpc.example/v2/old-key',
        failing_since: '2026-08-01T11:55:00.000Z',
      }),
    )
    expect(u.edgar).to.deep.equal({
      status: 'failing',
      failing_since: '2026-08-01T11:00:00.000+00:00',
      reason: 'EDGAR www.sec.gov: connection_refused; EDGAR efts.sec.gov: timeout',
    })
    expect(u.openfda).to.deep.equal({
      status: 'failing',
      failing_since: '2026-08-01T06:00:00.000+00:00',
      reason: 'openFDA api.fda.gov: http_429',
    })
    expect(u.chain_rpc.status).to.equal('failing')
    expect(u.chain_rpc.reason).to.equal('HTTP request failed. URL: https://rpc.example')
    const words = upstreamWords(u)
    expect(words).to.include('SEC EDGAR has been failing since 2026-08-01T11:00:00.000+00:00')
    expect(words).to.include('feed.last_polled stays at the last completed scan')
    expect(words).to.include('openFDA has been failing since 2026-08-01T06:00:00.000+00:00')
    expect(words).to.include(
      'The chain RPC (attestation anchoring) has been failing since 2026-08-01T11:55:00.000+00:00',
    )
    expect(words).to.include('read routes keep answering from the store')
    expect(words).to.not.include('old-key')
  })
})
