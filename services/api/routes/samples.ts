/** The free samples: the same bytes on every request of every process. */
import type Koa from 'koa'
import { sampleBodies } from '../read-model/samples.js'
import { sendJson } from './respond.js'

export function upcomingSampleHandler(): Koa.Middleware {
  return async (ctx) => sendJson(ctx, sampleBodies().upcoming, { cache: 'public, max-age=86400' })
}

export function eventsSampleHandler(): Koa.Middleware {
  return async (ctx) => sendJson(ctx, sampleBodies().events, { cache: 'public, max-age=86400' })
}
