/**
 * GET /v1/events (paid): pages near the head (where drains poll) from the in-memory event index
 * (read-model/event-index.ts: the newest events, or the whole history when configured so) once it
 * is loaded; deeper pages, and every page until it is loaded (or when it could never be), by one
 * primary-key query per page (read-model/store-page.ts readEventsPageBody), with the same
 * semantics and bytes (an unfiltered page is written by the index's own encoder).
 *
 * Read-your-writes: the index first catches up to the committed head as of the request's arrival
 * (commit-head.ts), so a page reflects every batch committed before the request. `X-Data-As-Of`
 * names the instant the page is known current as of; when the head cannot be probed the index
 * answers from what it holds and the header says how old that is. The store path reads at request
 * time.
 *
 * A page from the index (or an unfiltered one from the store) is written into a buffer reused once
 * an earlier response was sent (http/body-buffers.ts): no new ~400 kB allocation per page, so
 * fewer full collections.
 */
import type Koa from 'koa'
import { isoDate } from '../../shared/clock.js'
import type { EventsQuery } from '../http/schemas.js'
import { readEventsPageBody } from '../read-model/store-page.js'
import { dataAsOf, dataAsOfHeader } from '../read-model/commit-head.js'
import type { ApiRuntime } from '../types.js'
import { sendJson, validated } from './respond.js'
import { BodyBuffers } from '../http/body-buffers.js'

export function eventsHandler(runtime: ApiRuntime): Koa.Middleware {
  const bodies = new BodyBuffers()
  return async (ctx) => {
    const arrival = performance.now()
    const query = validated<EventsQuery>(ctx)
    const today = isoDate(runtime.deps.clock.now())
    const ticker = query.ticker?.toUpperCase()
    const match = ticker ? { ticker, ciks: await runtime.lookupTicker(ticker) } : undefined
    if (await runtime.eventIndex.ready()) {
      const { asOf } = await runtime.eventIndex.catchUpFor(arrival)
      const body = runtime.eventIndex.pageIfHeld(
        { since: query.since, limit: query.limit, match },
        today,
        bodies.forResponse(ctx.res),
      )
      if (body) {
        if (asOf) ctx.set(dataAsOfHeader, dataAsOf(asOf))
        sendJson(ctx, body, { cache: 'no-store' })
        return
      }
      // Below the head cache's window: by primary key from the store, as current as the store.
    }
    const readAt = runtime.deps.clock.now()
    const body = await readEventsPageBody(
      runtime.deps.store,
      { since: query.since, limit: query.limit, match },
      today,
      bodies.forResponse(ctx.res),
    )
    ctx.set(dataAsOfHeader, dataAsOf(readAt))
    sendJson(ctx, body, { cache: 'no-store' })
  }
}
