/**
 * Poller benchmark: backfill through the fake SEC (test/poller/fake-sec.ts) on 127.0.0.1.
 *
 * - Throughput with the rate limit off: filings/s and CPU ms per filing. The fake server runs in
 *   the same process and thread, so both figures include serving the requests: one core does all of
 *   it (goal: >= 200 filings/s).
 * - Politeness with SEC_MAX_RPS = 10: requests/s measured at the server over the run (expected
 *   within 5% of 10; the token bucket aims 2% under the ceiling).
 *
 * `npm run bench` (wired elsewhere) calls `runPollerBench()`. It opens its own chDB database unless
 * given a store: chDB binds one data directory per process, so a runner that already has a store
 * passes it in.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { loadConfig } from '../../services/shared/config.js'
import { createLogger, type Logger } from '../../services/shared/logger.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { createStore, type Store } from '../../services/shared/store/clickhouse.js'
import { applyMigrations } from '../../services/shared/store/migrations.js'
import { topics } from '../../topology/topics.js'
import { runBackfill } from '../../services/poller/backfill.js'
import * as fake from '../poller/fake-sec.js'

/** The service's configuration against the fake SEC: every other setting (SEC_MAX_RPS 10, the throttle pause) at its default. */
function benchConfig(secUrl: string) {
  return loadConfig({
    SEC_USER_AGENT: 'Catalyst Feed Bench ops@catalyst-feed.example',
    SEC_WWW_URL: secUrl,
    SEC_EFTS_URL: secUrl,
    SEC_DATA_URL: secUrl,
  })
}

export interface PollerBenchOptions {
  store?: Store
  logger?: Logger
  /** Filings in the throughput run (default 1500). */
  filings?: number
  /** Filings in the rate-limited run (default 30: about 100 requests, 10 s). */
  limitedFilings?: number
}

export async function runPollerBench(
  options: PollerBenchOptions = {},
): Promise<Record<string, number>> {
  const logger = options.logger ?? createLogger({ level: 'silent', name: 'bench' })
  const database = `bench_poller_${randomBytes(4).toString('hex')}`
  const ownStore = !options.store
  const baseConfig = loadConfig({
    DATA_DIR: ownStore ? mkdtempSync(join(tmpdir(), 'poller-bench-')) : tmpdir(),
  })
  const store = options.store ?? createStore(baseConfig, logger, { database })
  if (ownStore) await applyMigrations(store, logger)
  const results: Record<string, number> = {}
  try {
    // ---- throughput, rate limit off -------------------------------------------------------------
    {
      const n = options.filings ?? 1500
      const filings = Array.from({ length: n }, (_, i) =>
        fake.makeFiling(i, {
          accession: `0009${String(i).padStart(6, '0')}-25-${String(i).padStart(6, '0')}`,
          cik: String(2_000_000 + i).padStart(10, '0'),
          filedDate: `2025-05-${String(1 + (i % 20)).padStart(2, '0')}`,
        }),
      )
      const sec = await fake.startFakeSec({ filings })
      const bus = createInProcessBus({
        serde: createAvroSerde(),
        logger,
        topicPrefix: `bench${randomBytes(3).toString('hex')}.`,
      })
      await bus.ensureTopics([topics.filings])
      const config = benchConfig(sec.url)
      const cpu = process.cpuUsage()
      const t0 = performance.now()
      const result = await runBackfill({
        config,
        store,
        bus,
        logger,
        from: '2025-05-01',
        to: '2025-05-20',
        windowDays: 20,
        rateLimit: false,
        concurrency: 32,
      })
      const seconds = (performance.now() - t0) / 1000
      const used = process.cpuUsage(cpu)
      await bus.close()
      await sec.close()
      results.backfill_filings = result.published
      results.backfill_filings_per_s = round(result.published / seconds)
      results.backfill_cpu_ms_per_filing = round(
        (used.user + used.system) / 1000 / Math.max(1, result.published),
        3,
      )
      results.backfill_requests_per_s_unlimited = round(sec.requests.length / seconds)
    }
    // ---- politeness: SEC_MAX_RPS = 10 -----------------------------------------------------------
    {
      const n = options.limitedFilings ?? 30
      const filings = Array.from({ length: n }, (_, i) =>
        fake.makeFiling(5000 + i, { filedDate: '2025-06-02' }),
      )
      const sec = await fake.startFakeSec({ filings })
      const bus = createInProcessBus({
        serde: createAvroSerde(),
        logger,
        topicPrefix: `bench${randomBytes(3).toString('hex')}.`,
      })
      await bus.ensureTopics([topics.filings])
      const config = benchConfig(sec.url)
      await runBackfill({
        config,
        store,
        bus,
        logger,
        from: '2025-06-01',
        to: '2025-06-03',
        concurrency: 8,
      })
      await bus.close()
      await sec.close()
      const times = sec.requests.map((r) => r.at).sort((a, b) => a - b)
      const span = (times[times.length - 1]! - times[0]!) / 1000
      let busiest = 0
      for (let i = 0, j = 0; i < times.length; i++) {
        while (j < times.length && times[j]! < times[i]! + 1000) j++
        busiest = Math.max(busiest, j - i)
      }
      results.limited_requests = times.length
      results.limited_requests_per_s = round((times.length - 1) / span)
      results.limited_rate_error_pct = round((Math.abs((times.length - 1) / span - 10) / 10) * 100)
      results.limited_busiest_1s_window = busiest
    }
  } finally {
    if (ownStore) {
      await store.command('DROP DATABASE IF EXISTS {db:Identifier}').catch(() => undefined)
      await store.close()
    }
  }
  return results
}

function round(x: number, digits = 2): number {
  const f = 10 ** digits
  return Math.round(x * f) / f
}
