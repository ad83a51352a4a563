/**
 * The API replica of the events_store bench (events-store.ts), in its own process so its start-up
 * time and resident memory are its own, not the seeding's: opens the store the parent seeded
 * (DATA_DIR or CLICKHOUSE_URL, database BENCH_DATABASE), builds the app, listens on loopback once
 * the snapshot is loaded (as the API server does: the event index loads behind the answers), and
 * once the index holds every event prints one JSON line `{ port, start_ms (answering),
 * index_loaded_ms, rss_mb }`. Then on each line
 * `rss` on stdin it prints `{ rss_mb, peak_rss_mb }`; stdin closing ends it.
 */
import { createServer } from 'node:http'
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
  eventIndex: { dir: resolve(config.DATA_DIR, 'api') },
})
// As the API server does: answer once the snapshot is loaded, the event index loading behind.
await app.warm({ eventIndex: 'background' })
const server = createServer(app.callback())
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
const port = (server.address() as AddressInfo).port
const answeringMs = performance.now() - started
if (!(await app.eventIndexLoaded())) throw new Error('event index did not load')
process.stdout.write(
  `${JSON.stringify({ port, start_ms: answeringMs, index_loaded_ms: performance.now() - started, rss_mb: mb(process.memoryUsage().rss) })}\n`,
)
const lines = createInterface({ input: process.stdin })
lines.on('line', (line) => {
  if (line.trim() === 'rss')
    process.stdout.write(
      `${JSON.stringify({ rss_mb: mb(process.memoryUsage().rss), peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024) })}\n`,
    )
})
lines.on('close', () => {
  server.close()
  void store.close().then(() => process.exit(0))
})
