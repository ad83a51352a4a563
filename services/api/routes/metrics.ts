/**
 * Metrics at the HTTP edge: a middleware timing every request by its route id (the router's name
 * for the matched route, so a label never holds a raw path), and, only when METRICS_ON_API_PORT
 * is true, `/metrics` on the API's own port (the embedded default's convenience; the separate
 * METRICS_PORT is the normal place).
 */
import type Koa from 'koa'
import type { Metrics } from '../../shared/metrics.js'

export function httpMetrics(metrics: Metrics): Koa.Middleware {
  return async function timeRequest(ctx, next) {
    const started = process.hrtime.bigint()
    try {
      await next()
    } finally {
      // Routes outside the route table (/metrics, /asyncapi.json) name themselves in ctx.state.routeId.
      const route =
        (ctx as { _matchedRouteName?: string })._matchedRouteName ??
        (ctx.state as { routeId?: string }).routeId ??
        'unmatched'
      metrics.httpRequest(
        route,
        ctx.method,
        ctx.status,
        Number(process.hrtime.bigint() - started) / 1e9,
      )
    }
  }
}

export function metricsRoute(metrics: Metrics): Koa.Middleware {
  return async function serveMetrics(ctx, next) {
    if (ctx.path !== '/metrics' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next()
    ctx.state.routeId = 'metrics'
    ctx.type = metrics.contentType
    ctx.body = await metrics.exposition()
  }
}
