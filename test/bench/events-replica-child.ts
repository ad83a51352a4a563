/**
 * The API replica of the events_store bench (events-store.ts), in its own process so its start-up
 * time and resident memory are its own, not the seeding's: opens the store the parent seeded
 * (DATA_DIR or CLICKHOUSE_URL, database BENCH_DATABASE), builds the app, listens on loopback once
 * the snapshot is loaded (as the API server does: the event index loads behind the answers), and
 * once the index holds every event and has copied every record's events (the background pass its
 * first load starts) prints one JSON line `{ port, bare_port, start_ms (answering), index_loaded_ms,
 * runs_copied_ms, rss_mb }`. Then on each line `rss` on stdin it prints `{ rss_mb, peak_rss_mb,
 * gc }` (the collector's pauses since the previous line: count, longest, total, and those of full
 * collections); stdin closing ends it.
 *
 * BENCH_EVENT_WINDOW=n holds only the newest n events in the index (services/api/types.ts
 * `eventIndex.window`): every page below them is read by the store path, the path that also serves
 * every page while a whole-history index is loading.
 *
 * The reference (`bare_port`): a plain node:http server in this process answering every request
 * with one page's bytes, read once from the app: the cost of moving such a body over loopback and
 * parsing it in the client, which every page pays whatever the app does.
 */
import { createServer } from 'node:http'
import { PerformanceObserver, constants } from 'node:perf_hooks'
import { resolve } from 'node:path'
import type { AddressInfo } from 'node:net'
import { createInterface } from 'node:readline'
import { createApiApp } from '../../services/api/app.js'
import { fixedClock } from '../../services/shared/clock.js'
import { loadConfig } from '../../services/shared/config.js'
import { createLogger } from '../../services/shared/logger.js'
import { createStore } from '../../services/shared/store/clickhouse.js'

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
const started = performance.now()
const logger = createLogger({ level: 'silent' })
const config = loadConfig(process.env)
const store = createStore(config, logger, {
  database: process.env.BENCH_DATABASE!,
})
const app = createApiApp({
  store,
  logger,
  clock: fixedClock(process.env.BENCH_NOW!),
  config: {
    API_COMMIT: 'bench',
    CONTACT_EMAIL: 'bench@catalyst-feed.example',
    PUBLIC_BASE_URL: 'http://localhost:8080',
  },
  readFreshness: async () => ({ last_updated: null, last_polled: null }),
  // As the API server places it (services/api/server.ts).
  eventIndex: {
    dir: resolve(config.DATA_DIR, 'api'),
    ...(process.env.BENCH_EVENT_WINDOW ? { window: Number(process.env.BENCH_EVENT_WINDOW) } : {}),
  },
})
// As the API server does: answer once the snapshot is loaded, the event index loading behind.
await app.warm({ eventIndex: 'background' })
const server = createServer(app.callback())
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
const port = (server.address() as AddressInfo).port
const answeringMs = performance.now() - started
if (!(await app.eventIndexLoaded())) throw new Error('event index did not load')
const indexLoadedMs = performance.now() - started
// Pages are timed at steady state: after the copies the first load starts in the background (every
// record's events side by side, for ticker pages), which share the event loop with the pages.
if (!(await app.eventIndexSettled())) throw new Error('event index did not settle')
const runsCopiedMs = performance.now() - started
const page = Buffer.from(
  await (await fetch(`http://127.0.0.1:${port}/v1/events?since=1&limit=500`)).arrayBuffer(),
)
const bare = createServer((_, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
  res.end(page)
})
await new Promise<void>((done) => bare.listen(0, '127.0.0.1', done))
const barePort = (bare.address() as AddressInfo).port

let gc = { count: 0, longest_ms: 0, total_ms: 0, full: 0, full_total_ms: 0 }
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count++
    gc.total_ms += entry.duration
    gc.longest_ms = Math.max(gc.longest_ms, entry.duration)
    if (
      (entry as unknown as { detail?: { kind?: number } }).detail?.kind ===
      constants.NODE_PERFORMANCE_GC_MAJOR
    ) {
      gc.full++
      gc.full_total_ms += entry.duration
    }
  }
}).observe({ entryTypes: ['gc'] })
process.stdout.write(
  `${JSON.stringify({ port, bare_port: barePort, start_ms: answeringMs, index_loaded_ms: indexLoadedMs, runs_copied_ms: runsCopiedMs, rss_mb: mb(process.memoryUsage().rss) })}\n`,
)
const lines = createInterface({ input: process.stdin })
lines.on('line', (line) => {
  if (line.trim() === 'rss') {
    process.stdout.write(
      `${JSON.stringify({ rss_mb: mb(process.memoryUsage().rss), peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024), gc })}\n`,
    )
    gc = { count: 0, longest_ms: 0, total_ms: 0, full: 0, full_total_ms: 0 }
  }
})
lines.on('close', () => {
  server.close()
  bare.close()
  void store.close().then(() => process.exit(0))
})
