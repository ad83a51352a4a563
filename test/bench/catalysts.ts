/**
 * Catalysts benchmark (`npm run bench`, wired in test/bench/run.ts, calls `runCatalystsBench()`):
 *
 * - backfill: 50,000 assertion records (synthetic real-shaped lives, services/catalysts/synthetic.ts)
 *   already on the assertions topic of the in-process bus, through the stage into ClickHouse on
 *   chDB: assertions/s from start() until every input is stored.
 * - reference, same run: the same records through the pure core alone (decide + commit in memory,
 *   no bus, no store); `stage_vs_core` is the share of the core's rate the full stage keeps.
 * - memory: heap held by the core's state per 10,000 live catalysts (heap after a forced GC with
 *   the state alive, minus before, scaled).
 *
 * It opens its own chDB database under a temporary DATA_DIR unless given a store (chDB binds one
 * data directory per process: a runner that already has a store passes it in), and drops it at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { topics } from '../../topology/topics.js'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { loadConfig } from '../../services/shared/config.js'
import { createLogger, type Logger } from '../../services/shared/logger.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { createStore, type Store } from '../../services/shared/store/clickhouse.js'
import { eventsTable } from '../../services/catalysts/tables.js'
import { committedRows } from '../../services/shared/store/batched.js'
import { applyMigrations } from '../../services/shared/store/migrations.js'
import { CatalystState, commitDecision, decide } from '../../services/catalysts/core.js'
import { createCatalystsStage } from '../../services/catalysts/service.js'
import { syntheticAssertionRecords } from '../support/synthetic-assertions.js'

export interface CatalystsBenchOptions {
  store?: Store
  logger?: Logger
  /** Records in the backfill (default 50,000). */
  records?: number
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits

/** A callable gc, exposing it for this process when node was not started with --expose-gc. */
function collector(): () => void {
  const existing = (globalThis as { gc?: () => void }).gc
  if (existing) return existing
  setFlagsFromString('--expose_gc')
  return runInNewContext('gc') as () => void
}

export async function runCatalystsBench(
  options: CatalystsBenchOptions = {},
): Promise<Record<string, number>> {
  const logger = options.logger ?? createLogger({ level: 'silent', name: 'bench' })
  const n = options.records ?? 50_000
  const records = syntheticAssertionRecords({ records: n, seed: 2026 })
  const noIssuers = new Map()
  const results: Record<string, number> = { backfill_assertions: n }

  // ---- reference: the pure core, and the memory its state holds --------------------------------
  const gc = collector()
  gc()
  const heapBefore = process.memoryUsage().heapUsed
  let state: CatalystState | null = new CatalystState()
  const t0 = performance.now()
  for (const record of records)
    commitDecision(state, decide(state, { kind: 'assertions', record, issuers: noIssuers }))
  const coreSeconds = (performance.now() - t0) / 1000
  gc()
  const heapAfter = process.memoryUsage().heapUsed
  const live = [...state.catalysts.values()].filter((c) => c.live).length
  results.core_assertions_per_s = round(n / coreSeconds, 0)
  results.live_catalysts = live
  results.events = state.seq.nextEventId - 1
  results.heap_mb_per_10k_live_catalysts = round(
    ((heapAfter - heapBefore) / 1024 / 1024) * (10_000 / Math.max(1, live)),
    2,
  )
  state = null

  // ---- the stage: in-process bus -> core -> chDB ------------------------------------------------
  let dataDir: string | null = null
  let store = options.store
  const owned = !store
  if (!store) {
    if (!process.env.DATA_DIR && !process.env.CLICKHOUSE_URL)
      dataDir = mkdtempSync(join(tmpdir(), 'catalysts-bench-'))
    const config = loadConfig({ ...process.env, ...(dataDir ? { DATA_DIR: dataDir } : {}) })
    store = createStore(config, logger, {
      database: `bench_catalysts_${randomBytes(4).toString('hex')}`,
    })
  }
  const bus = createInProcessBus({
    serde: createAvroSerde(),
    logger,
    topicPrefix: `bench${randomBytes(3).toString('hex')}.`,
  })
  try {
    await applyMigrations(store, logger)
    await bus.ensureTopics([
      topics.assertions,
      topics.reviews,
      topics.events,
      topics.merges,
      topics.deadLetters,
    ])
    for (let i = 0; i < records.length; i += 5000) {
      await bus.publish(
        topics.assertions,
        records.slice(i, i + 5000).map((value) => ({ key: value.accession, value })),
      )
    }
    const stage = createCatalystsStage({
      store,
      bus,
      logger,
      lookupIssuer: async () => null,
      // No reviews in a backfill: nothing to wait for on the reviews topic.
      options: { groupId: 'bench', orderingWindowMs: 0, startupWindowMs: 0, maxBatchInputs: 2000 },
    })
    const t1 = performance.now()
    await stage.start()
    while ((stage.state()?.seq.inputSeq ?? 0) < n) await new Promise((r) => setTimeout(r, 20))
    const stageSeconds = (performance.now() - t1) / 1000
    await stage.stop()
    const [stored] = await store.query<{ n: number }>(
      `SELECT count() AS n FROM ${committedRows(eventsTable)}`,
    )
    results.backfill_assertions_per_s = round(n / stageSeconds, 0)
    results.backfill_seconds = round(stageSeconds, 2)
    results.events_stored = Number(stored?.n ?? 0)
    results.stage_vs_core = round(n / stageSeconds / results.core_assertions_per_s!, 3)
  } finally {
    await bus.close()
    if (owned) {
      await store.command('DROP DATABASE IF EXISTS {db:Identifier}').catch(() => undefined)
      await store.close()
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    }
  }
  return results
}
