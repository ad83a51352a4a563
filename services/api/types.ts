/**
 * What the API is built from. Everything that touches the outside (store, time, freshness, the
 * accuracy report, attestations, payments) is injected, so tests and the entry point decide.
 */
import type { Metrics } from '../shared/metrics.js'
import type Koa from 'koa'
import type { Clock } from '../shared/clock.js'
import type { Config } from '../shared/config.js'
import type { Logger } from '../shared/logger.js'
import type { Store } from '../shared/store/clickhouse.js'
import type { ApiAttestation } from '../attest/api.js'
import type { RouteId, Retirement } from './http/route-table.js'
import type { EventIndex } from './read-model/event-index.js'
import type { UpcomingSnapshot } from './read-model/snapshot.js'
import type { StoreProbe, StoreProbeOptions } from './read-model/store-probe.js'
import type { ReadCoverage, ReadFreshness, TickerLookup } from './read-model/store-reads.js'

export type ApiConfig = Pick<Config, 'API_COMMIT' | 'CONTACT_EMAIL' | 'PUBLIC_BASE_URL'>

export interface ApiDeps {
  store: Store
  logger: Logger
  clock: Clock
  config: ApiConfig
  /** Feed freshness for /v1/meta; default reads `service_state` (see createFreshnessReader). */
  readFreshness?: ReadFreshness
  /**
   * The accuracy document (full shape, spec 2.5) or null while no report exists. It is checked
   * against the AccuracyFull schema before serving. Default: the newest valid stored report, else
   * the committed fallback (services/accuracy/reader.ts).
   */
  readAccuracy?: () => Promise<unknown | null>
  /** Coverage counts for one CIK; default computes them from the catalysts and events tables. */
  readCoverage?: ReadCoverage
  /** Ticker (upper-case) -> issuer CIKs (10 digits); default reads the `issuers` table. */
  lookupTicker?: TickerLookup
  /**
   * Attestations (services/attest/api.ts): /attest/verify lookups, signed feed accuracy figures and
   * the signer and anchoring lag of /v1/meta. Default: none exist (every uid 404, every feed 404).
   */
  attestation?: ApiAttestation
  /** Overrides attestation.lookup: the body `data` for a normalised uid (0x + 64 lower-case hex), or null. */
  lookupAttestation?: (uid: string) => Promise<Record<string, unknown> | null>
  /** Overrides attestation.feedAccuracy: the body `data` for a feed id, or null when unknown. */
  lookupFeedAccuracy?: (feedId: string) => Promise<Record<string, unknown> | null>
  /**
   * Payment middleware for a paid route, run after request validation (422 first) and before the
   * handler. Default: paid routes are served ungated.
   */
  paidRouteGate?: (route: 'upcoming' | 'events') => Koa.Middleware
  /** Prometheus metrics: request latency per route; `/metrics` here too when METRICS_ON_API_PORT. */
  metrics?: Metrics
  /** Serve `metrics` at /metrics on this app too (METRICS_ON_API_PORT; normally METRICS_PORT serves it apart). */
  serveMetrics?: boolean
  /** The AsyncAPI document served at /asyncapi.json; default: the topics without prefix, brokers or registry. */
  asyncapi?: () => Record<string, unknown>
  /** Routes being retired: they send Deprecation/Sunset headers and are marked in OpenAPI. */
  retirements?: Partial<Record<RouteId, Retirement>>
  /** Upcoming snapshot tuning. */
  snapshot?: { probeIntervalMs?: number; refreshWaitMs?: number }
  /**
   * Event index tuning (read-model/event-index.ts); the same defaults as the snapshot. `window`:
   * hold only this many of the newest events, deeper pages being read from the store (default
   * 'full': the whole history). `dir`: where its byte file lives (default: the OS temp directory).
   */
  eventIndex?: {
    probeIntervalMs?: number
    refreshWaitMs?: number
    window?: number | 'full'
    dir?: string
  }
  /** How long /v1/meta waits for the store before answering without it, and how long /health's probe may take. Default 2000 ms. */
  storeWaitMs?: number
  /** /health's store probe tuning (read-model/store-probe.ts); its timeout is `storeWaitMs`. */
  storeProbe?: Pick<StoreProbeOptions, 'freshMs' | 'waitMs' | 'staleMs' | 'now'>
}

/** Shared state the route handlers use. */
export interface ApiRuntime {
  deps: ApiDeps
  logger: Logger
  snapshot: UpcomingSnapshot
  eventIndex: EventIndex
  lookupTicker: TickerLookup
  readFreshness: ReadFreshness
  readCoverage: ReadCoverage
  storeWaitMs: number
  /** The database readiness /health answers from. */
  storeProbe: StoreProbe
}

/** Resolves with the promise's value, or rejects after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
