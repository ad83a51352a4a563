/** Free service routes: banner, health, metadata, changelog. */
import type Koa from 'koa'
import { isoDate, isoUtc } from '../../shared/clock.js'
import { HttpProblem } from '../http/errors.js'
import { selectUpcoming } from '../read-model/snapshot.js'
import type { ServiceMeta } from '../http/schemas.js'
import { nullMeta } from '../http/schemas.js'
import type { Freshness } from '../read-model/store-reads.js'
import { fdaFreshness } from '../read-model/fda-freshness.js'
import { upstreamHealth, upstreamWords } from '../read-model/upstream-health.js'
import type { AttestationStatus } from '../../attest/lookup.js'
import { withTimeout, type ApiRuntime } from '../types.js'
import { API_VERSION, SERVICE_ID } from '../version.js'
import { sendJson } from './respond.js'

export const DESCRIPTION =
  'FDA PDUFA target action dates (drug-approval decision dates) and their change history, ' +
  'extracted from SEC 8-K/6-K filings of US-listed issuers, each with the filing and the sentence that asserted it.'

export const FRESHNESS =
  'The feed is served from a local store. SEC EDGAR is scanned hourly, with a daily catch-up over a trailing 60-day ' +
  'window; feed.last_polled is when the last scan completed and feed.last_updated when the served data last changed. An outage ' +
  'of the SEC, the FDA data source, the message bus or the chain never turns into an error on the read routes: it shows only as ' +
  "older timestamps here. A record's high age_days means it is unchanged and still confirmed by the latest filing, not stale."

export const DISCLAIMER =
  'Informational only; not investment advice. Dates are what companies disclosed in SEC filings and may ' +
  'differ from FDA action; see /v1/accuracy for the track record.'

export const CHANGELOG = `# Changelog

## 0.8.0
- Current version. Routes: /, /health, /v1/meta, /v1/accuracy, /v1/coverage, /v1/events (paid), /v1/events/sample,
  /v1/catalysts/upcoming (paid), /v1/catalysts/upcoming/sample, /attest/verify, /attest/accuracy/{feed_id}, /docs.

## 0.4.2
- The source_url of one filing is the same on every surface.

## Policy
- Breaking changes are announced here. A retiring route sends Deprecation and Sunset headers at least 30 days before removal.
- No 429 exists; if one is introduced it will be 429 with Retry-After, announced here first.
`

export function bannerHandler(runtime: ApiRuntime): Koa.Middleware {
  const base = runtime.deps.config.PUBLIC_BASE_URL.replace(/\/+$/, '')
  const body = JSON.stringify({
    service: SERVICE_ID,
    version: API_VERSION,
    description: DESCRIPTION,
    docs: `${base}/docs`,
    meta: `${base}/v1/meta`,
    samples: `${base}/v1/catalysts/upcoming/sample, ${base}/v1/events/sample`,
    disclaimer: DISCLAIMER,
  })
  return async (ctx) => sendJson(ctx, body)
}

/**
 * Answers from the store probe's last result (read-model/store-probe.ts), with its age: the route
 * never waits on a busy store for more than the probe's short wait.
 */
export function healthHandler(runtime: ApiRuntime): Koa.Middleware {
  return async (ctx) => {
    const readiness = await runtime.storeProbe.readiness()
    if (!readiness.ready) {
      throw new HttpProblem(503, 'The database readiness probe failed.', {
        title: 'Service Unavailable',
        headers: { 'Retry-After': '5' },
        extensions: { database: 'unavailable', database_probe_age_ms: readiness.ageMs },
      })
    }
    ctx.set('Cache-Control', 'no-store')
    sendJson(ctx, { status: 'ok', database: 'ok', database_probe_age_ms: readiness.ageMs })
  }
}

/**
 * /v1/meta answers from what the server holds when the store is down: feed counts from the last
 * upcoming snapshot (null only if none was ever loaded) and freshness from the last successful
 * read (null if none). It never fails because of the store.
 */
export function metaHandler(runtime: ApiRuntime): Koa.Middleware {
  const { config, clock } = runtime.deps
  const base = config.PUBLIC_BASE_URL.replace(/\/+$/, '')
  let lastFreshness: Freshness = { last_updated: null, last_polled: null }
  let lastAttestation: AttestationStatus | null = null
  const endpoints = {
    banner: 'GET /',
    health: 'GET /health',
    meta: 'GET /v1/meta',
    accuracy: 'GET /v1/accuracy',
    coverage: 'GET /v1/coverage?ticker={ticker} | ?cik={cik}',
    events: 'GET /v1/events (paid, $0.05 per request)',
    events_sample: 'GET /v1/events/sample',
    upcoming: 'GET /v1/catalysts/upcoming (paid, $0.02 per request)',
    upcoming_sample: 'GET /v1/catalysts/upcoming/sample',
    attest_verify: 'GET /attest/verify?uid={uid}',
    attest_accuracy: 'GET /attest/accuracy/{feed_id}',
    docs: 'GET /docs',
    openapi: 'GET /openapi.json',
    changelog: 'GET /changelog',
  }
  return async (ctx) => {
    const today = isoDate(clock.now())
    const source = runtime.deps.attestation
    const [snapshot, freshness, attestation] = await Promise.all([
      withTimeout(runtime.snapshot.current(), runtime.storeWaitMs, 'snapshot').catch(() =>
        runtime.snapshot.peek(),
      ),
      withTimeout(runtime.readFreshness(), runtime.storeWaitMs, 'freshness')
        .then((f) => {
          lastFreshness = f
          return f
        })
        .catch((error: unknown) => {
          runtime.logger.warn(
            { err: error },
            'freshness read failed; serving the last known values',
          )
          return lastFreshness
        }),
      // Signer and anchoring lag; a store or chain outage shows as the last known values, never an error.
      source
        ? withTimeout(source.status(clock.now()), runtime.storeWaitMs, 'attestation status')
            .then((a) => (lastAttestation = a))
            .catch((error: unknown) => {
              runtime.logger.warn(
                { err: error },
                'attestation status read failed; serving the last known values',
              )
              return lastAttestation
            })
        : null,
    ])
    const upstreams = upstreamHealth(freshness, attestation)
    const count = (days: number): number | null =>
      snapshot ? selectUpcoming(snapshot.rows, today, days).length : null
    const data: ServiceMeta = {
      service: SERVICE_ID,
      description: DESCRIPTION,
      endpoints,
      contact: {
        email: config.CONTACT_EMAIL,
        report_a_wrong_date: `Mail ${config.CONTACT_EMAIL} with the catalyst_id and the filing (accession or URL) that shows the right date. A repair is published as a corrected event on /v1/events.`,
        lost_a_paid_response: `Mail ${config.CONTACT_EMAIL} with the transaction hash of the payment, the route and the time of the request.`,
      },
      feed: {
        upcoming_total: count(365),
        next_7_days: count(7),
        next_30_days: count(30),
        last_updated: freshness.last_updated ? isoUtc(freshness.last_updated) : null,
        last_polled: freshness.last_polled ? isoUtc(freshness.last_polled) : null,
      },
      limits: {
        hard_limit: null,
        recommended_max_rps: 5,
        note:
          'No hard rate limit is enforced; keep to about 5 requests per second. Sustained excess load may be throttled in future; ' +
          'a 429 with Retry-After would be announced in the changelog first. Paid routes cost per request: a drain of N pages is N requests.',
      },
      freshness: FRESHNESS + fdaFreshness(freshness.fda) + upstreamWords(upstreams),
      api: {
        version: API_VERSION,
        commit: config.API_COMMIT,
        changelog: `${base}/changelog`,
        deprecation_policy:
          'Versioned routes live under /v1/. Breaking changes are announced in the changelog; a retiring route sends ' +
          'Deprecation and Sunset response headers at least 30 days before it is removed. Event ids are never renumbered or reused.',
      },
      disclaimer: DISCLAIMER,
      attestation,
      upstreams,
    }
    sendJson(ctx, { data, meta: nullMeta })
  }
}

export function changelogHandler(): Koa.Middleware {
  return async (ctx) => {
    ctx.type = 'text/markdown; charset=utf-8'
    ctx.body = CHANGELOG
  }
}
