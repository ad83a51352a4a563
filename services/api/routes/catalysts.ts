/**
 * GET /v1/catalysts/upcoming (paid). Served from the in-memory snapshot: the request filters by
 * window and ticker, and the serialized body is cached per (snapshot generation, request date,
 * within_days, limit, ticker) for at most `bodyTtlMs`, so a repeated query costs no serialization.
 * `age_days` depends only on the request date, which is part of the key. Bodies are kept as bytes,
 * and gzipped once (on first demand) for clients sending `Accept-Encoding: gzip`.
 */

interface CachedBody { json: Buffer; gzip: Buffer | null; at: number }

function send(ctx: Koa.Context, entry: CachedBody): void {
  ctx.vary('Accept-Encoding')
  ctx.set('Cache-Control', 'no-store')
  ctx.status = 200
  ctx.type = 'application/json; charset=utf-8'
  if (entry.json.length > 1024 && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    entry.gzip ??= gzipSync(entry.json, { level: 6 })
    ctx.set('Content-Encoding', 'gzip')
    ctx.body = entry.gzip
  } else {
    ctx.body = entry.json
  }
}
import type Koa from 'koa'
import { gzipSync } from 'node:zlib'
import { isoDate } from '../../shared/clock.js'
import { withAge } from '../derive.js'
import type { UpcomingQuery, UpcomingResponse } from '../schemas.js'
import { selectUpcoming } from '../snapshot.js'
import type { ApiRuntime } from '../types.js'
import { validated } from './respond.js'

export function upcomingHandler(runtime: ApiRuntime, options: { bodyTtlMs?: number; maxBodies?: number } = {}): Koa.Middleware {
  const bodyTtlMs = options.bodyTtlMs ?? 60_000
  const maxBodies = options.maxBodies ?? 1_000
  const bodies = new Map<string, CachedBody>()
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
    if (hit && now - hit.at < bodyTtlMs) return send(ctx, hit)
    const match = ticker ? { ticker, ciks: await runtime.lookupTicker(ticker) } : undefined
    const rows = selectUpcoming(snapshot.rows, today, query.within_days, match).slice(0, query.limit)
    const response: UpcomingResponse = {
      data: rows.map((row) => withAge(row.catalyst, today)),
      meta: { total: rows.length, limit: query.limit, next_since: null, has_more: null },
    }
    const entry: CachedBody = { json: Buffer.from(JSON.stringify(response)), gzip: null, at: now }
    if (bodies.size >= maxBodies) bodies.clear()
    bodies.set(key, entry)
    send(ctx, entry)
  }
}
