/**
 * Binds the API to HOST:PORT with the payment gate on the paid routes. Only entry points call this;
 * the app itself never listens. Stopping closes the listener (in-flight requests finish) and
 * flushes the payment audit trail.
 */
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Logger } from '../shared/logger.js'
import { boundPublicBaseUrl, type Config } from '../shared/config.js'
import type { Clock } from '../shared/clock.js'
import type { Metrics } from '../shared/metrics.js'
import type { Store } from '../shared/store/clickhouse.js'
import { createPaymentGate } from '../payments/middleware.js'
import { resolve } from 'node:path'
import { createApiApp, type ApiApp } from './app.js'
import { createApiAttestation } from '../attest/api.js'
import { sharedAttestor } from '../attest/service.js'
import { buildAsyncApi, loadAvroSchemas, publicAsyncApiOptions } from '../../topology/asyncapi.js'
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
  // Bound first, so links can name the port PORT=0 picked; requests that arrive while the app
  // warms wait for it (they are answered from memory once it is ready).
  let ready!: (handler: RequestListener) => void
  const handler = new Promise<RequestListener>((done) => (ready = done))
  const server = createServer((req, res) => void handler.then((handle) => handle(req, res)))
  // Longer than common load-balancer idle timeouts, so the balancer closes idle sockets first.
  server.keepAliveTimeout = 65_000
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(runtime.config.PORT, runtime.config.HOST, done)
  })
  const { port } = server.address() as AddressInfo
  try {
    return await serve(port)
  } catch (error) {
    server.close()
    throw error
  }

  async function serve(port: number): Promise<RunningApi> {
    const config: Config = {
      ...runtime.config,
      PUBLIC_BASE_URL: boundPublicBaseUrl(runtime.config.PUBLIC_BASE_URL, port),
    }
    const payments = createPaymentGate({
      config,
      store: runtime.store,
      logger,
      clock: runtime.clock,
      onOutcome: metrics
        ? (outcome, route, network) => metrics.payment(outcome, route, network)
        : undefined,
    })
    const attestor = await sharedAttestor({
      config,
      store: runtime.store,
      logger,
      clock: runtime.clock,
    })
    const app = createApiApp({
      store: runtime.store,
      logger,
      clock: runtime.clock,
      config,
      attestation: createApiAttestation({ store: runtime.store, attestor, logger }),
      paidRouteGate: (route) => payments.gate(route),
      metrics,
      serveMetrics: config.METRICS_ON_API_PORT,
      // The event index's byte file beside the store's data, not in a temp directory that may be memory.
      eventIndex: { dir: resolve(runtime.config.DATA_DIR, 'api') },
      asyncapi: () => buildAsyncApi(loadAvroSchemas(), publicAsyncApiOptions(config, API_VERSION)),
    })
    // Load the upcoming snapshot before answering; the event index loads behind the answers (over a
    // long history that takes seconds of CPU), /v1/events reading the same bytes from the store
    // path until it holds them. A store that is down only delays this.
    await app.warm({ eventIndex: 'background' })
    void app.eventIndexLoaded().then((loaded) => logger.info({ loaded }, 'event index load ended'))
    ready(app.callback())
    const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST
    logger.info({ port, host: config.HOST, publicBaseUrl: config.PUBLIC_BASE_URL }, 'api listening')
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
}
