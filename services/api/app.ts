/**
 * The HTTP API as a Koa app. `createApiApp(deps)` wires the route table (route-table.ts) to its
 * handlers; it never listens (entry points do: `http.createServer(app.callback())`).
 *
 * Middleware order, outermost first:
 *   1. errorMiddleware: the one place mapping errors to HTTP (errors.ts), plus the request log;
 *   2. the router (every route registered for every method); per route: the method guard (free
 *      routes answer GET and HEAD, paid routes GET only, anything else 405 problem details with
 *      `Allow`), retirement headers (Deprecation/Sunset), request validation (422), for paid routes
 *      the injected `paidRouteGate` (payment, after validation), then the handler.
 */
import Koa from 'koa'
import { Router } from '@koa/router'
import { HttpProblem, errorMiddleware } from './http/errors.js'
import { buildOpenApi } from './http/openapi.js'
import { allowedMethods, retirementHeaders, routeTable, type RouteId } from './http/route-table.js'
import { EventIndex } from './read-model/event-index.js'
import { UpcomingSnapshot } from './read-model/snapshot.js'
import { CommitHead } from './read-model/commit-head.js'
import { StoreProbe } from './read-model/store-probe.js'
import {
  createCoverageReader,
  createFreshnessReader,
  createTickerLookup,
} from './read-model/store-reads.js'
import type { ApiDeps, ApiRuntime } from './types.js'
import { validateRequest } from './http/validation.js'
import { accuracyHandler } from './routes/accuracy.js'
import { attestAccuracyHandler, attestVerifyHandler } from './routes/attest.js'
import { upcomingHandler } from './routes/catalysts.js'
import { coverageHandler } from './routes/coverage.js'
import { docsAssetHandler, docsHandler, openapiHandler } from './routes/docs.js'
import { eventsHandler } from './routes/events.js'
import { eventsSampleHandler, upcomingSampleHandler } from './routes/samples.js'
import { bannerHandler, changelogHandler, healthHandler, metaHandler } from './routes/service.js'
import { httpMetrics, metricsRoute } from './routes/metrics.js'
import { asyncApiRoute } from './routes/asyncapi.js'
import { buildAsyncApi, loadAvroSchemas } from '../../topology/asyncapi.js'
import { API_VERSION } from './version.js'

export type { ApiDeps } from './types.js'

const ANY_METHOD = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT']

export type ApiApp = Koa & {
  /**
   * Marks the upcoming snapshot and the event index stale: the next read refreshes them (call
   * after a write in this process).
   * No production caller today (the version probe and catchUp to the committed head keep reads
   * fresh); kept for tests that must not wait a probe interval, and for an in-process writer.
   */
  invalidate(): void
  /**
   * Loads the upcoming snapshot and the event index now (entry points may await it before
   * listening; otherwise the first requests load them, /v1/events serving from the store
   * meanwhile). Never rejects: a failure is logged and the routes fall back as documented.
   * `eventIndex: 'background'` waits for the snapshot only and lets the index load behind the
   * answers (a replica over a long history answers at once, deep pages from the store path until
   * the index holds them); `eventIndexLoaded()` then tells when it does.
   */
  warm(options?: { eventIndex?: 'wait' | 'background' }): Promise<void>
  /** Resolves once the event index can serve (false: it could not load; pages stay on the store). */
  eventIndexLoaded(): Promise<boolean>
  /**
   * Resolves once the event index can serve and has made the copies its first load starts in the
   * background (every record's events side by side, for ticker pages); false: it could not load.
   */
  eventIndexSettled(): Promise<boolean>
  /** The OpenAPI 3.1 document this app serves at /openapi.json. */
  openapi(): Record<string, unknown>
}

export function createApiApp(deps: ApiDeps): ApiApp {
  const logger = deps.logger.child({ component: 'api' })
  // Read-your-writes on the paid routes: one committed-head probe per request, shared (commit-head.ts).
  const wall = () => deps.clock.now()
  const head = new CommitHead(deps.store, logger, { wall })
  const snapshot = new UpcomingSnapshot(deps.store, logger, { ...deps.snapshot, wall, head })
  // Every served event, its bytes in a file (read-model/event-bytes.ts): any page at any depth is
  // served without a query. `window` holds only the newest events (deeper pages from the store).
  const window = deps.eventIndex?.window ?? 'full'
  const eventIndex = new EventIndex(deps.store, logger, {
    ...deps.eventIndex,
    window: window === 'full' ? undefined : window,
    wall,
    head,
  })
  const storeWaitMs = deps.storeWaitMs ?? 2_000
  const runtime: ApiRuntime = {
    deps,
    logger,
    snapshot,
    eventIndex,
    lookupTicker: deps.lookupTicker ?? createTickerLookup(deps.store, logger),
    readFreshness: deps.readFreshness ?? createFreshnessReader(deps.store),
    readCoverage: deps.readCoverage ?? createCoverageReader(deps.store),
    storeWaitMs,
    storeProbe: new StoreProbe({
      ...deps.storeProbe,
      ping: () => deps.store.ping(),
      logger,
      timeoutMs: storeWaitMs,
    }),
  }

  let openapi: Record<string, unknown> | null = null
  let openapiBody: string | null = null
  const document = (): Record<string, unknown> => {
    openapi ??= buildOpenApi({
      baseUrl: deps.config.PUBLIC_BASE_URL,
      contactEmail: deps.config.CONTACT_EMAIL,
      retirements: deps.retirements,
    })
    return openapi
  }

  const handlers: Record<RouteId, Koa.Middleware> = {
    banner: bannerHandler(runtime),
    health: healthHandler(runtime),
    meta: metaHandler(runtime),
    accuracy: accuracyHandler(runtime),
    coverage: coverageHandler(runtime),
    events: eventsHandler(runtime),
    events_sample: eventsSampleHandler(),
    upcoming: upcomingHandler(runtime),
    upcoming_sample: upcomingSampleHandler(),
    attest_verify: attestVerifyHandler(runtime),
    attest_accuracy: attestAccuracyHandler(runtime),
    docs: docsHandler(),
    docs_asset: docsAssetHandler(),
    openapi: openapiHandler(() => (openapiBody ??= JSON.stringify(document()))),
    changelog: changelogHandler(),
  }

  const router = new Router()
  for (const route of routeTable) {
    const allowed = allowedMethods(route)
    const allow = allowed.join(', ')
    // Registered for every method so that one match serves both dispatch and the 405 answer.
    const stack: Koa.Middleware[] = [
      async function methodGuard(ctx, next) {
        if (!allowed.includes(ctx.method)) {
          throw new HttpProblem(
            405,
            `${ctx.method} is not allowed on ${ctx.path}; allowed: ${allow}.`,
            { headers: { Allow: allow } },
          )
        }
        await next()
      },
    ]
    const retirement = deps.retirements?.[route.id] ?? route.retirement
    if (retirement) {
      const headers = retirementHeaders(retirement)
      stack.push(async (ctx, next) => {
        ctx.set(headers)
        await next()
      })
    }
    stack.push(validateRequest(route))
    if (route.paid && deps.paidRouteGate)
      stack.push(deps.paidRouteGate(route.id as 'upcoming' | 'events'))
    stack.push(handlers[route.id])
    router.register(route.path, ANY_METHOD, stack as Parameters<typeof router.register>[2], {
      name: route.id,
    })
  }

  const app = new Koa()
  // Outermost, so the status it records is the one errorMiddleware settled on.
  if (deps.metrics) app.use(httpMetrics(deps.metrics))
  app.use(errorMiddleware(logger))
  if (deps.metrics && deps.serveMetrics) app.use(metricsRoute(deps.metrics))
  app.use(
    asyncApiRoute(
      deps.asyncapi ??
        (() => buildAsyncApi(loadAvroSchemas(), { version: API_VERSION, topicPrefix: '' })),
    ),
  )
  app.use(router.routes())

  return Object.assign(app, {
    invalidate: () => {
      snapshot.invalidate()
      eventIndex.invalidate()
    },
    warm: async (options: { eventIndex?: 'wait' | 'background' } = {}) => {
      const index = eventIndex.warm()
      await Promise.all([
        snapshot
          .current()
          .catch((error: unknown) =>
            logger.warn({ err: error }, 'upcoming snapshot not loaded at warm-up'),
          ),
        options.eventIndex === 'background' ? undefined : index,
      ])
    },
    eventIndexLoaded: () => eventIndex.warm(),
    eventIndexSettled: () => eventIndex.settled(),
    openapi: document,
  })
}
