/**
 * Binds the API to HOST:PORT with the payment gate on the paid routes. Only entry points call this;
 * the app itself never listens. Stopping closes the listener (in-flight requests finish) and
 * flushes the payment audit trail.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Logger } from '../shared/logger.js'
import type { Config } from '../shared/config.js'
import type { Clock } from '../shared/clock.js'
import type { Metrics } from '../shared/metrics.js'
import type { Store } from '../shared/store/clickhouse.js'
import { createPaymentGate } from '../payments/middleware.js'
import { createApiApp, type ApiApp } from './app.js'
import { createApiAttestation } from '../attest/api.js'
import { sharedAttestor } from '../attest/service.js'
import { buildAsyncApi, loadAvroSchemas } from '../../topology/asyncapi.js'
import { API_VERSION } from './version.js'

export interface RunningApi {
  readonly app: ApiApp
  readonly server: Server
  /** http://host:port actually bound (PORT=0 picks a free port). */
  readonly url: string
  stop(): Promise<void>
}

/** What the API needs of the composition root (runtime.ts passes its Runtime): declared here so the arrow points one way. */
export interface ApiDeps {
  config: Config
  store: Store
  clock: Clock
  metrics?: Metrics
}

export async function startApi(runtime: ApiDeps, logger: Logger): Promise<RunningApi> {
  const { metrics } = runtime
  const payments = createPaymentGate({
    config: runtime.config,
    store: runtime.store,
    logger,
    clock: runtime.clock,
    onOutcome: metrics
      ? (outcome, route, network) => metrics.payment(outcome, route, network)
      : undefined,
  })
  const attestor = await sharedAttestor({
    config: runtime.config,
    store: runtime.store,
    logger,
    clock: runtime.clock,
  })
  const app = createApiApp({
    store: runtime.store,
    logger,
    clock: runtime.clock,
    config: runtime.config,
    attestation: createApiAttestation({ store: runtime.store, attestor, logger }),
    paidRouteGate: (route) => payments.gate(route),
    metrics,
    serveMetrics: runtime.config.METRICS_ON_API_PORT,
    asyncapi: () =>
      buildAsyncApi(loadAvroSchemas(), {
        version: API_VERSION,
        topicPrefix: runtime.config.TOPIC_PREFIX,
        brokers: runtime.config.KAFKA_BROKERS,
        registryUrl: runtime.config.SCHEMA_REGISTRY_URL,
      }),
  })
  // Load the upcoming snapshot and the event index before taking traffic, so the first requests are
  // served from memory; a store that is down only delays this (reads fall back to the store path).
  await app.warm()
  const server = createServer(app.callback())
  // Longer than common load-balancer idle timeouts, so the balancer closes idle sockets first.
  server.keepAliveTimeout = 65_000
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(runtime.config.PORT, runtime.config.HOST, done)
  })
  const { port } = server.address() as AddressInfo
  const host = runtime.config.HOST === '0.0.0.0' ? '127.0.0.1' : runtime.config.HOST
  logger.info({ port, host: runtime.config.HOST }, 'api listening')
  return {
    app,
    server,
    url: `http://${host}:${port}`,
    async stop() {
      await new Promise<void>((done) => {
        server.close(() => done())
        server.closeIdleConnections()
      })
      await payments.close()
    },
  }
}
