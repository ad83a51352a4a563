/**
 * GET /v1/catalysts/upcoming (paid). Served from the in-memory snapshot: the request filters by
 * window and ticker, and the serialized body is cached per (snapshot generation, request date,
 * within_days, limit, ticker) for at most `bodyTtlMs`, so a repeated query costs no serialization.
 * `age_days` depends only on the request date, which is part of the key. Bodies are kept as bytes,
 * and gzipped once (on first demand, level 9: paid once per cached body, ~4% smaller than the
 * default) for clients sending `Accept-Encoding: gzip` (Node's fetch and python-requests do).
 *
 * Conditional requests: every body carries a strong ETag, a digest of its bytes (so it survives
 * restarts and never names two different bodies), with a `-gzip` suffix on the gzip
 * representation (RFC 9110 8.8.3: each content coding is its own representation). A GET whose
 * If-None-Match lists the selected representation's tag (or `*`) gets 304 with no body: a polling
 * client that keeps the last body skips the transfer and the parse while the feed is unchanged.
 * It is still a served request (status < 400), paid like a 200. `Cache-Control: no-store` stays:
 * a shared cache must never replay a paid body; the validator is for the client's own copy.
 *
 * Read-your-writes: the snapshot first catches up to the committed head as of the request's
 * arrival (commit-head.ts). `X-Data-As-Of` names the instant the answer is known current as of;
 * when the head cannot be probed the held snapshot is served and the header says how old it is.
 */
import type Koa from 'koa'
import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { isoDate } from '../../shared/clock.js'
import { withAge } from '../read-model/derive.js'
import type { UpcomingQuery, UpcomingResponse } from '../http/schemas.js'
import { selectUpcoming } from '../read-model/snapshot.js'
import { dataAsOf, dataAsOfHeader } from '../read-model/commit-head.js'
import type { ApiRuntime } from '../types.js'
import { validated } from './respond.js'

interface CachedBody {
  json: Buffer
  gzip: Buffer | null
  /** Strong validator of `json`; the gzip representation's is `etag` with `-gzip` before the closing quote. */
  etag: string
  etagGzip: string
  at: number
}

function cachedBody(json: Buffer, at: number): CachedBody {
  const digest = createHash('sha256').update(json).digest('base64url').slice(0, 27)
  return { json, gzip: null, etag: `"${digest}"`, etagGzip: `"${digest}-gzip"`, at }
}

/** If-None-Match (weak comparison, RFC 9110 13.1.2) against the selected representation's tag. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  for (const raw of header.split(',')) {
    const tag = raw.trim()
    if (tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === etag) return true
  }
  return false
}

/**
 * Whether the client takes gzip over identity, memoised by the raw Accept-Encoding value: clients
 * send a handful of distinct values, and negotiating (parse, q-values, sort) each request showed in
 * profiles of this route.
 */
function gzipNegotiator(maxEntries = 64): (ctx: Koa.Context) => boolean {
  const answers = new Map<string, boolean>()
  return (ctx) => {
    const header = ctx.get('Accept-Encoding')
    let gzip = answers.get(header)
    if (gzip === undefined) {
      gzip = ctx.acceptsEncodings('gzip', 'identity') === 'gzip'
      if (answers.size >= maxEntries) answers.clear()
      answers.set(header, gzip)
    }
    return gzip
  }
}

/**
 * The request's UTC date, formatted once per day rather than per request (toISOString showed in
 * profiles of this route). Keyed by the injected clock's instant, so a test clock that jumps is
 * followed exactly.
 */
function dayFormatter(): (at: Date) => string {
  let start = Infinity
  let end = -Infinity
  let day = ''
  return (at) => {
    const ms = at.getTime()
    if (ms < start || ms >= end) {
      day = isoDate(at)
      start = Date.parse(`${day}T00:00:00Z`)
      end = start + 86_400_000
    }
    return day
  }
}

function send(ctx: Koa.Context, entry: CachedBody, gzip: boolean): void {
  // Koa's vary() parses and merges an existing header; nothing upstream sets one on this route
  // today, so the merge only runs when something does.
  if (ctx.response.get('Vary')) ctx.vary('Accept-Encoding')
  else ctx.set('Vary', 'Accept-Encoding')
  ctx.set('Cache-Control', 'no-store')
  const useGzip = gzip && entry.json.length > 1024
  const etag = useGzip ? entry.etagGzip : entry.etag
  ctx.set('ETag', etag)
  if (noneMatch(ctx.get('If-None-Match') || undefined, etag)) {
    ctx.status = 304
    return
  }
  ctx.status = 200
  ctx.type = 'application/json; charset=utf-8'
  if (useGzip) {
    entry.gzip ??= gzipSync(entry.json, { level: 9 })
    ctx.set('Content-Encoding', 'gzip')
    ctx.body = entry.gzip
  } else {
    ctx.body = entry.json
  }
}

export function upcomingHandler(
  runtime: ApiRuntime,
  options: { bodyTtlMs?: number; maxBodies?: number } = {},
): Koa.Middleware {
  const bodyTtlMs = options.bodyTtlMs ?? 60_000
  const maxBodies = options.maxBodies ?? 1_000
  const bodies = new Map<string, CachedBody>()
  const acceptsGzip = gzipNegotiator()
  const dayOf = dayFormatter()
  let generation = -1
  return async (ctx) => {
    const arrival = performance.now()
    const query = validated<UpcomingQuery>(ctx)
    const today = dayOf(runtime.deps.clock.now())
    const ticker = query.ticker?.toUpperCase()
    const { snapshot, asOf } = await runtime.snapshot.catchUpFor(arrival)
    if (asOf) ctx.set(dataAsOfHeader, dataAsOf(asOf))
    if (snapshot.generation !== generation) {
      bodies.clear()
      generation = snapshot.generation
    }
    const key = `${today}|${query.within_days}|${query.limit}|${ticker ?? ''}`
    const now = performance.now()
    const hit = bodies.get(key)
    if (hit && now - hit.at < bodyTtlMs) return send(ctx, hit, acceptsGzip(ctx))
    const match = ticker ? { ticker, ciks: await runtime.lookupTicker(ticker) } : undefined
    const rows = selectUpcoming(snapshot.rows, today, query.within_days, match).slice(
      0,
      query.limit,
    )
    const response: UpcomingResponse = {
      data: rows.map((row) => withAge(row.catalyst, today)),
      meta: { total: rows.length, limit: query.limit, next_since: null, has_more: null },
    }
    const entry = cachedBody(Buffer.from(JSON.stringify(response)), now)
    if (bodies.size >= maxBodies) bodies.clear()
    bodies.set(key, entry)
    send(ctx, entry, acceptsGzip(ctx))
  }
}
