/**
 * GET /v1/events (paid): served from the in-memory event index (event-index.ts) once it is loaded;
 * until then (or when it could never be loaded) one indexed query per page (readEventsPage), with
 * the same semantics and bytes.
 */
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
    if (await runtime.eventIndex.ready()) {
      sendJson(ctx, runtime.eventIndex.page({ since: query.since, limit: query.limit, match }, today), { cache: 'no-store' })
      return
    }
    const page = await readEventsPage(runtime.deps.store, { since: query.since, limit: query.limit, match }, today)
    const response: EventsResponse = {
      data: page.events,
      meta: { total: page.events.length, limit: query.limit, next_since: page.nextSince, has_more: page.hasMore },
    }
    sendJson(ctx, response, { cache: 'no-store' })
  }
}
