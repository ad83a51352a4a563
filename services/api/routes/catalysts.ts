/**
 * GET /v1/catalysts/upcoming (paid). Served from the in-memory snapshot: the request filters by
 * window and ticker, and the serialized body is cached per (snapshot generation, request date,
 * within_days, limit, ticker) for at most `bodyTtlMs`, so a repeated query costs no serialization.
 * `age_days` depends only on the request date, which is part of the key.
 */
import type Koa from 'koa'
import { isoDate } from '../../shared/clock.js'
import { withAge } from '../derive.js'
import type { UpcomingQuery, UpcomingResponse } from '../schemas.js'
import { selectUpcoming } from '../snapshot.js'
import type { ApiRuntime } from '../types.js'
import { sendJson, validated } from './respond.js'

export function upcomingHandler(runtime: ApiRuntime, options: { bodyTtlMs?: number; maxBodies?: number } = {}): Koa.Middleware {
  const bodyTtlMs = options.bodyTtlMs ?? 60_000
  const maxBodies = options.maxBodies ?? 1_000
  const bodies = new Map<string, { body: string; at: number }>()
  let generation = -1
  return async (ctx) => {
    const query = validated<UpcomingQuery>(ctx)
    const today = isoDate(runtime.deps.clock.now())
    const ticker = query.ticker?.toUpperCase()
    const snapshot = await runtime.snapshot.current()
    if (snapshot.generation !== generation) {
      bodies.clear()
      generation = snapshot.generation
    }
    const key = `${today}|${query.within_days}|${query.limit}|${ticker ?? ''}`
    const now = performance.now()
    const hit = bodies.get(key)
    if (hit && now - hit.at < bodyTtlMs) return sendJson(ctx, hit.body, { cache: 'no-store' })
    const match = ticker ? { ticker, ciks: await runtime.lookupTicker(ticker) } : undefined
    const rows = selectUpcoming(snapshot.rows, today, query.within_days, match).slice(0, query.limit)
    const response: UpcomingResponse = {
      data: rows.map((row) => withAge(row.catalyst, today)),
      meta: { total: rows.length, limit: query.limit, next_since: null, has_more: null },
    }
    const body = JSON.stringify(response)
    if (bodies.size >= maxBodies) bodies.clear()
    bodies.set(key, { body, at: now })
    sendJson(ctx, body, { cache: 'no-store' })
  }
}
