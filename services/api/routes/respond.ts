/** Small helpers every handler uses to answer JSON. */
import type Koa from 'koa'

/** Sends a JSON body (an object, or a string or UTF-8 bytes already serialized). */
export function sendJson(ctx: Koa.Context, body: unknown, options: { cache?: string } = {}): void {
  ctx.status = 200
  ctx.type = 'application/json; charset=utf-8'
  if (options.cache) ctx.set('Cache-Control', options.cache)
  ctx.body = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body)
}

export function validated<Q>(ctx: Koa.Context): Q {
  return (ctx.state as { query: Q }).query
}

export function validatedParams<P>(ctx: Koa.Context): P {
  return (ctx.state as { params: P }).params
}
