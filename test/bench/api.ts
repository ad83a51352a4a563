/**
 * API benchmark, bounded in count and time, loopback only. Measures, in one run on one machine:
 *   - bare Koa answering a constant JSON (the reference of the goal), and bare Koa sending the same
 *     bytes as the upcoming body, identity and gzip (separates framework cost from byte cost);
 *   - GET /v1/catalysts/upcoming over 1,000 published catalysts (default query: 200 rows), as a
 *     typical client asks: `Accept-Encoding: gzip, deflate` (what Node's fetch and python-requests
 *     send by default); also without Accept-Encoding (curl's default: identity), and a polling
 *     client's conditional GET (`If-None-Match` with the tag it last got: 304, no body);
 *   - GET /v1/events?since=N&limit=500 pages over 100,000 events (a drain: N random per request),
 *     and the same with a ticker filter (one issuer's ~400 events: a page scans the whole index);
 *   - the event index: load time and memory per event (heap + buffers after GC, around one load).
 * Throughput with autocannon (devDependency) from a worker thread, so the client does not share the
 * server's event loop (it shares the machine's cores: on 2 cores a bigger body also costs the
 * client, hence the same-body references); the events page latency with a sequential keep-alive
 * fetch loop, since a drain is sequential. Goals: upcoming >= 50% of bare Koa's requests/s; events
 * page p99 < 20 ms. The API is warmed (app.warm(): snapshot and event index loaded) before timing,
 * as an entry point should do before it listens.
 *
 * Store: `options.store` when given, else a fresh database on the configured store (chDB in a
 * temporary DATA_DIR unless DATA_DIR or CLICKHOUSE_URL is set), dropped at the end.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import Koa from 'koa'
import { fixedClock } from '../../services/shared/clock.js'
import { loadConfig } from '../../services/shared/config.js'
import { createLogger, type Logger } from '../../services/shared/logger.js'
import { createStore, type Store } from '../../services/shared/store/clickhouse.js'
import { applyMigrations } from '../../services/shared/store/migrations.js'
import { createApiApp } from '../../services/api/app.js'
import { batchesTable } from '../../services/catalysts/tables.js'
import { localCommits, readHorizon } from '../../services/shared/store/batched.js'
import { EventIndex } from '../../services/api/read-model/event-index.js'

export interface ApiBenchOptions {
  store?: Store
  logger?: Logger
  /** Seconds per throughput round (default 2). */
  seconds?: number
  /**
   * Interleaved rounds per throughput target (default 5): requests/s is the median over rounds;
   * a ratio is the median of the per-round ratios (both targets measured seconds apart).
   */
  rounds?: number
  /** Connections for throughput runs (default 8). */
  connections?: number
  /** Sequential requests for the events page latency (default 400, bounded by 15 s). */
  eventPages?: number
  /** Sequential ticker-filtered events pages (default 100, bounded by 10 s). */
  tickerPages?: number
}

/** What a typical HTTP client library sends (Node's fetch / undici, python-requests). */
const CLIENT_ACCEPT_ENCODING = 'gzip, deflate'

/**
 * Heap plus ArrayBuffer memory in use after full collections (the gc function is exposed at run
 * time for the measure): the event index keeps its JSON and columns in buffers, off the heap.
 */
function memoryAfterGc(): number {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as () => void
  gc()
  gc()
  const usage = process.memoryUsage()
  return usage.heapUsed + usage.arrayBuffers
}

const REFERENCE = '2026-08-01'

async function listen(
  callback: Parameters<typeof createServer>[1],
): Promise<{ url: string; server: Server }> {
  const server = createServer(callback)
  server.keepAliveTimeout = 30_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
}

function day(offset: number): string {
  return new Date(Date.parse(`${REFERENCE}T00:00:00Z`) + offset * 86_400_000)
    .toISOString()
    .slice(0, 10)
}

async function seed(store: Store): Promise<void> {
  const catalysts = Array.from({ length: 1_000 }, (_, i) => ({
    catalyst_id: i + 1,
    version: 1,
    drug_name: `Benchmab-${i + 1}`,
    drug_key: `benchmab-${i + 1}`,
    company: `Bench Bio ${i % 250} Inc.`,
    ticker: `BB${i % 250}`,
    tickers: [`BB${i % 250}`],
    cik: String(1_000_000 + (i % 250)).padStart(10, '0'),
    indication: 'Example indication for a benchmark row',
    application_number: `NDA ${200_000 + i}`,
    pdufa_date: day(1 + (i % 364)),
    stage: i % 5 ? 'set' : 'extended',
    confidence: 'high',
    date_confidence: 'confirmed',
    authority: 'llm_high',
    source_quote: `The FDA assigned a PDUFA target action date of ${day(1 + (i % 364))} to the application for Benchmab-${i + 1}.`,
    source_accession: `0001000000-26-${String(i).padStart(6, '0')}`,
    source_url: `https://www.sec.gov/Archives/edgar/data/1000000/00010000002600${String(i).padStart(4, '0')}/0001000000-26-${String(i).padStart(6, '0')}-index.htm`,
    last_updated: '2026-07-01 10:00:00.000',
    live: 1,
    published: 1,
    merged_into: null,
    exposed_ciks: [String(1_000_000 + (i % 250)).padStart(10, '0')],
    human_locked: 0,
  }))
  await store.insert('catalysts', catalysts)
  const batch = 20_000
  for (let start = 0; start < 100_000; start += batch) {
    const rows = Array.from({ length: batch }, (_, k) => {
      const id = start + k + 1
      const c = catalysts[id % 1_000]!
      return {
        event_id: id * 3,
        version: 1,
        deleted: 0,
        catalyst_id: c.catalyst_id,
        origin_catalyst_id: c.catalyst_id,
        event_type: id % 7 ? 'new_date_assigned' : 'date_extension',
        drug_name: c.drug_name,
        company: c.company,
        ticker: c.ticker,
        tickers: c.tickers,
        cik: c.cik,
        exposed_ciks: c.exposed_ciks,
        indication: c.indication,
        application_number: c.application_number,
        prior_date: id % 7 ? null : day(-30),
        new_date: c.pdufa_date,
        delta_days: id % 7 ? null : 30,
        merged_into: null,
        outcome: null,
        confidence: 'high',
        date_confidence: 'confirmed',
        authority: 'llm_high',
        source_quote: c.source_quote,
        detected_at: '2026-07-01 10:00:00.000',
        filed_at: '2026-07-01',
        applied: 1,
        date_changed: 1,
        accession: c.source_accession,
        source_url: c.source_url,
      }
    })
    await store.insert('events', rows)
  }
}

interface Throughput {
  rps: number
  p50: number
  p99: number
  non2xx: number
}

async function hammer(
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
): Promise<Throughput> {
  const { default: autocannon } = await import('autocannon')
  const result = await autocannon({ url, connections, duration: seconds, workers: 1, headers })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  }
}

/** A raw GET: status, headers and the body bytes as sent (no decompression). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

export async function runApiBench(options: ApiBenchOptions = {}): Promise<Record<string, number>> {
  const seconds = options.seconds ?? 2
  const rounds = options.rounds ?? 5
  const connections = options.connections ?? 8
  const eventPages = options.eventPages ?? 400
  const logger = options.logger ?? createLogger({ level: 'silent' })
  let dataDir: string | null = null
  let store = options.store
  const owned = !store
  if (!store) {
    if (!process.env.DATA_DIR && !process.env.CLICKHOUSE_URL)
      dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'))
    const config = loadConfig({ ...process.env, ...(dataDir ? { DATA_DIR: dataDir } : {}) })
    store = createStore(config, logger, { database: `bench_api_${randomBytes(4).toString('hex')}` })
  }
  const servers: Server[] = []
  try {
    await applyMigrations(store, logger)
    await seed(store)

    const bare = new Koa()
    const constant = JSON.stringify({
      data: { ok: true, service: 'bench' },
      meta: { total: null, limit: null, next_since: null, has_more: null },
    })
    bare.use(async (ctx) => {
      ctx.type = 'application/json; charset=utf-8'
      ctx.body = constant
    })
    const bareServer = await listen(bare.callback())
    servers.push(bareServer.server)

    // As `npm start` runs it: the catalysts stage beside the API tells the committed head
    // (shared/store/batched.ts LocalCommits), so a paid read costs no head query. Without a writer in
    // the process (the distributed shape, on a ClickHouse server) each read asks the store once,
    // shared between concurrent requests (commit-head.ts).
    localCommits(store, batchesTable).head = await readHorizon(store, batchesTable)
    const app = createApiApp({
      store,
      logger,
      clock: fixedClock(`${REFERENCE}T12:00:00Z`),
      config: {
        API_COMMIT: 'bench',
        CONTACT_EMAIL: 'bench@catalyst-feed.example',
        PUBLIC_BASE_URL: 'http://localhost:8080',
      },
      readFreshness: async () => ({ last_updated: null, last_polled: null }),
    })
    const api = await listen(app.callback())
    servers.push(api.server)

    // The event index alone, for its load time and memory per event (then dropped).
    let indexLoadMs: number
    let indexBytesPerEvent: number
    let indexJsonBytesPerEvent: number
    {
      const before = memoryAfterGc()
      const index = new EventIndex(store, logger)
      const t0 = performance.now()
      if (!(await index.warm())) throw new Error('the event index did not load')
      indexLoadMs = performance.now() - t0
      const after = memoryAfterGc()
      const stats = index.stats() // after the collection: the index must still be live when measured
      indexBytesPerEvent = (after - before) / stats.events
      indexJsonBytesPerEvent = stats.jsonBytes / stats.events
      if (stats.events !== 100_000) throw new Error(`event index holds ${stats.events} events`)
    }

    // Warm up: snapshot and event index (as an entry point would before listening), body cache.
    await app.warm()
    for (const path of ['/v1/catalysts/upcoming', '/v1/events?since=0&limit=500']) {
      const response = await fetch(`${api.url}${path}`)
      if (response.status !== 200) throw new Error(`warm-up ${path} answered ${response.status}`)
      await response.arrayBuffer()
    }
    const upcomingRows = (
      (await (await fetch(`${api.url}/v1/catalysts/upcoming`)).json()) as { data: unknown[] }
    ).data.length

    // The same bytes as the upcoming body from bare Koa (identity and gzip): separates framework
    // cost from byte cost. Raw bodies: fetch would ask for gzip and decompress.
    const identity = await rawGet(`${api.url}/v1/catalysts/upcoming`, {})
    const gzipped = await rawGet(`${api.url}/v1/catalysts/upcoming`, {
      'accept-encoding': CLIENT_ACCEPT_ENCODING,
    })
    if (gzipped.headers['content-encoding'] !== 'gzip')
      throw new Error('upcoming did not answer gzip to a gzip client')
    const upcomingBody = identity.body
    const bareSame = new Koa()
    bareSame.use(async (ctx) => {
      ctx.type = 'application/json; charset=utf-8'
      ctx.body = upcomingBody
    })
    const bareSameServer = await listen(bareSame.callback())
    servers.push(bareSameServer.server)
    const bareSameGzip = new Koa()
    bareSameGzip.use(async (ctx) => {
      ctx.type = 'application/json; charset=utf-8'
      ctx.set('Content-Encoding', 'gzip')
      ctx.body = gzipped.body
    })
    const bareSameGzipServer = await listen(bareSameGzip.callback())
    servers.push(bareSameGzipServer.server)
    const gzipTag = String(gzipped.headers.etag)
    const notModified = await rawGet(`${api.url}/v1/catalysts/upcoming`, {
      'accept-encoding': CLIENT_ACCEPT_ENCODING,
      'if-none-match': gzipTag,
    })
    if (notModified.status !== 304)
      throw new Error(`conditional upcoming answered ${notModified.status}`)

    // Interleaved rounds, median per target: other load on the machine drifts over a run, and
    // alternating short rounds exposes every target to the same drift.
    const targets = {
      bare: [`${bareServer.url}/`, {}],
      bareSame: [`${bareSameServer.url}/`, {}],
      bareSameGzip: [`${bareSameGzipServer.url}/`, { 'accept-encoding': CLIENT_ACCEPT_ENCODING }],
      upcoming: [`${api.url}/v1/catalysts/upcoming`, { 'accept-encoding': CLIENT_ACCEPT_ENCODING }],
      upcomingIdentity: [`${api.url}/v1/catalysts/upcoming`, {}],
      upcoming304: [
        `${api.url}/v1/catalysts/upcoming`,
        { 'accept-encoding': CLIENT_ACCEPT_ENCODING, 'if-none-match': gzipTag },
      ],
    } as const
    const runs: Record<keyof typeof targets, Throughput[]> = {
      bare: [],
      bareSame: [],
      bareSameGzip: [],
      upcoming: [],
      upcomingIdentity: [],
      upcoming304: [],
    }
    for (let round = 0; round < rounds; round++) {
      for (const [name, [url, headers]] of Object.entries(targets) as Array<
        [keyof typeof targets, readonly [string, Record<string, string>]]
      >) {
        runs[name].push(await hammer(url, seconds, connections, headers))
      }
    }
    const median = (list: Throughput[]): Throughput => {
      const sorted = [...list].sort((a, b) => a.rps - b.rps)
      return sorted[Math.floor(sorted.length / 2)]!
    }
    const bareRun = median(runs.bare)
    const bareSameRun = median(runs.bareSame)
    const bareSameGzipRun = median(runs.bareSameGzip)
    const upcomingRun = median(runs.upcoming)
    const upcomingIdentityRun = median(runs.upcomingIdentity)
    const upcoming304Run = median(runs.upcoming304)
    // Per round, then the median: on a shared machine the load drifts within a run, and two
    // targets of one round saw nearly the same drift (medians of each alone do not pair them).
    const ratio = (a: keyof typeof targets, b: keyof typeof targets): number => {
      const per = runs[a].map((run, i) => run.rps / runs[b][i]!.rps).sort((x, y) => x - y)
      return Math.round(per[Math.floor(per.length / 2)]! * 1000) / 1000
    }

    // Events drain pages: sequential, keep-alive, random cursor over the id space.
    const latencies: number[] = []
    const deadline = performance.now() + 15_000
    let seedValue = 42
    const next = (): number => {
      seedValue = (seedValue * 1_103_515_245 + 12_345) % 2 ** 31
      return seedValue
    }
    const started = performance.now()
    for (let i = 0; i < eventPages && performance.now() < deadline; i++) {
      const since = (next() % 99_500) * 3
      const t0 = performance.now()
      const response = await fetch(`${api.url}/v1/events?since=${since}&limit=500`)
      const body = Buffer.from(await response.arrayBuffer())
      latencies.push(performance.now() - t0)
      // Checked after timing: parsing the page is the client's cost, not the server's.
      if (response.status !== 200 || !body.subarray(0, 20).toString().startsWith('{"data":[{'))
        throw new Error(`events page answered ${response.status}`)
      if (i === 0 && (JSON.parse(body.toString()) as { data: unknown[] }).data.length !== 500)
        throw new Error('events page is not full')
    }
    const elapsed = (performance.now() - started) / 1000
    latencies.sort((a, b) => a - b)

    // Ticker-filtered drain pages: BB7's ~400 events are spread over the whole id space, so every
    // page scans the index from the cursor to its end.
    const tickerLatencies: number[] = []
    const tickerDeadline = performance.now() + 10_000
    for (let i = 0; i < (options.tickerPages ?? 100) && performance.now() < tickerDeadline; i++) {
      const since = (next() % 99_500) * 3
      const t0 = performance.now()
      const response = await fetch(`${api.url}/v1/events?since=${since}&limit=500&ticker=BB7`)
      await response.arrayBuffer()
      tickerLatencies.push(performance.now() - t0)
      if (response.status !== 200)
        throw new Error(`filtered events page answered ${response.status}`)
    }
    tickerLatencies.sort((a, b) => a - b)
    const ms = (value: number): number => Math.round(value * 100) / 100

    return {
      bare_koa_rps: Math.round(bareRun.rps),
      bare_koa_p50_ms: bareRun.p50,
      bare_koa_p99_ms: bareRun.p99,
      bare_koa_same_body_rps: Math.round(bareSameRun.rps),
      bare_koa_same_gzip_body_rps: Math.round(bareSameGzipRun.rps),
      upcoming_rows_per_response: upcomingRows,
      upcoming_body_bytes: upcomingBody.length,
      upcoming_gzip_body_bytes: gzipped.body.length,
      upcoming_rps: Math.round(upcomingRun.rps),
      upcoming_p50_ms: upcomingRun.p50,
      upcoming_p99_ms: upcomingRun.p99,
      upcoming_vs_bare_ratio: ratio('upcoming', 'bare'),
      upcoming_vs_bare_same_gzip_body_ratio: ratio('upcoming', 'bareSameGzip'),
      upcoming_non_2xx: upcomingRun.non2xx,
      upcoming_identity_rps: Math.round(upcomingIdentityRun.rps),
      upcoming_identity_p99_ms: upcomingIdentityRun.p99,
      upcoming_identity_vs_bare_ratio: ratio('upcomingIdentity', 'bare'),
      upcoming_identity_vs_bare_same_body_ratio: ratio('upcomingIdentity', 'bareSame'),
      upcoming_304_rps: Math.round(upcoming304Run.rps),
      upcoming_304_p99_ms: upcoming304Run.p99,
      upcoming_304_vs_bare_ratio: ratio('upcoming304', 'bare'),
      events_index_load_ms: Math.round(indexLoadMs),
      events_index_bytes_per_event: Math.round(indexBytesPerEvent),
      events_index_json_bytes_per_event: Math.round(indexJsonBytesPerEvent),
      events_page_requests: latencies.length,
      events_page_rps: Math.round(latencies.length / elapsed),
      events_page_p50_ms: ms(percentile(latencies, 50)),
      events_page_p99_ms: ms(percentile(latencies, 99)),
      events_ticker_page_p50_ms: ms(percentile(tickerLatencies, 50)),
      events_ticker_page_p99_ms: ms(percentile(tickerLatencies, 99)),
    }
  } finally {
    for (const server of servers) await close(server)
    if (owned) {
      await store.command('DROP DATABASE IF EXISTS {db:Identifier}').catch(() => undefined)
      await store.close()
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
