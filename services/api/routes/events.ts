/** GET /v1/events (paid): one indexed query per page (see readEventsPage). */
import type Koa from 'koa'
import { isoDate } from '../../shared/clock.js'
import type { EventsQuery, EventsResponse } from '../schemas.js'
import { readEventsPage } from '../store-reads.js'
import type { ApiRuntime } from '../types.js'
import { sendJson, validated } from './respond.js'

export function eventsHandler(runtime: ApiRuntime): Koa.Middleware {
  return async (ctx) => {
    const query = validated<EventsQuery>(ctx)
    const today = isoDate(runtime.deps.clock.now())
    const ticker = query.ticker?.toUpperCase()
    const match = ticker ? { ticker, ciks: await runtime.lookupTicker(ticker) } : undefined
    const page = await readEventsPage(runtime.deps.store, { since: query.since, limit: query.limit, match }, today)
    const response: EventsResponse = {
      data: page.events,
      meta: { total: page.events.length, limit: query.limit, next_since: page.nextSince, has_more: page.hasMore },
    }
    sendJson(ctx, response, { cache: 'no-store' })
  }
}
