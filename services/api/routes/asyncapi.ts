/**
 * GET /asyncapi.json: the AsyncAPI 3.0 document of the topics (topology/asyncapi.ts), for data
 * engineers who tap the topics directly. Built once, on first request, for this deployment's
 * TOPIC_PREFIX, brokers and registry. Outside the route table: it documents topics, not this API.
 */
import type Koa from 'koa'

export function asyncApiRoute(document: () => Record<string, unknown>): Koa.Middleware {
  let body: string | null = null
  return async function serveAsyncApi(ctx, next) {
    if (ctx.path !== '/asyncapi.json' || (ctx.method !== 'GET' && ctx.method !== 'HEAD'))
      return next()
    ctx.state.routeId = 'asyncapi'
    body ??= JSON.stringify(document())
    ctx.type = 'application/json'
    ctx.set('Cache-Control', 'public, max-age=300')
    ctx.body = body
  }
}
