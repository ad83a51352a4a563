/**
 * Backfill: walks a date range window by window (7 days by default), publishing through the same
 * pipeline as the live lanes, with lane `backfill`:
 *
 * 1. EDGAR's form index: the quarter's full index (`full-index/YYYY/QTRn/form.idx`, read once per
 *    quarter), or the daily index for days the quarterly file does not cover yet. Every 8-K/6-K of
 *    the issuer universe is read, whatever its words (filers never seen cost one submissions lookup).
 * 2. Full-text search over the same window for filers outside the universe, in windows small
 *    enough to stay under its 10,000-hit cap (a window at the cap is split in two until it fits).
 *
 * Progress is saved after each window in service_state, so a stopped run resumes at the next window.
 *
 *   npm run backfill -- --from 2024-01-01 --to 2024-12-31 [--window-days 7]
 *
 * `runBackfill(deps)` is the API (the benchmark and tests call it); the CLI at the bottom only wires
 * configuration, store and bus the way the service does. Progress (bar, filings/s, ETA) goes to stderr.
 */
import { pathToFileURL } from 'node:url'
import { join } from 'node:path'
import { daysBetween, systemClock, type Clock } from '../shared/clock.js'
import type { Config } from '../shared/config.js'
import { errorMessage } from '../shared/errors.js'
import { addIndexScan, backfillRowsOfDay, emptyIndexScan, processIndexRows } from './index-lane.js'
import type { IndexRow } from './form-index.js'
import { addDays, scanFullText, type LaneDeps } from './lanes.js'
import { addBatch, emptyBatch, type BatchResult } from './pipeline.js'
import { discoveryFrom, type DiscoveryConfig, type DiscoveryDeps } from './service.js'
import { requireUserAgent } from './sec-client.js'
import { readState, stateKeys, writeStates } from './state.js'
import { userAgentProblem } from './user-agent.js'
import {
  BACKFILL_USAGE,
  DATE,
  parseBackfillArgs,
  renderProgress,
  type BackfillProgress,
} from './backfill-progress.js'

export { parseBackfillArgs, renderProgress, type BackfillProgress } from './backfill-progress.js'

export type BackfillConfig = DiscoveryConfig

export interface BackfillDeps extends Omit<DiscoveryDeps, 'clock'> {
  /** Default the system clock. */
  clock?: Clock
  from: string
  to: string
  /** First-level window size before cap splitting (default 7 days). */
  windowDays?: number
  signal?: AbortSignal
  onProgress?: (progress: BackfillProgress) => void
}

export interface BackfillResult extends BatchResult {
  requests: number
  /** Index part: 8-K/6-K filings listed, and those outside the universe (left to full-text search). */
  listed: number
  outsideUniverse: number
  resumedFrom: string | null
  completed: boolean
  progress: BackfillProgress
}

export async function runBackfill(deps: BackfillDeps): Promise<BackfillResult> {
  if (!DATE.test(deps.from) || !DATE.test(deps.to) || deps.from > deps.to) {
    throw new Error(
      `backfill needs --from YYYY-MM-DD --to YYYY-MM-DD with from <= to (got ${deps.from} .. ${deps.to})`,
    )
  }
  requireUserAgent(deps.config)
  const clock = deps.clock ?? systemClock
  const log = deps.logger.child({ component: 'backfill', from: deps.from, to: deps.to })
  const discovery = discoveryFrom({ ...deps, clock })
  const { client } = discovery
  const laneDeps: LaneDeps = discovery.laneDeps(log, deps.signal)
  const requestsAtStart = client.stats.requests
  const key = stateKeys.backfill(deps.from, deps.to)
  const doneThrough = await readState(deps.store, key)
  const windowDays = Math.max(1, deps.windowDays ?? 7)
  const daysTotal = daysBetween(deps.from, deps.to) + 1
  let cursor = doneThrough ? addDays(doneThrough, 1) : deps.from
  const started = performance.now()
  const total: BackfillResult = {
    ...emptyBatch(),
    requests: 0,
    listed: 0,
    outsideUniverse: 0,
    resumedFrom: doneThrough ? cursor : null,
    completed: false,
    progress: {
      from: deps.from,
      to: deps.to,
      daysDone: daysBetween(deps.from, cursor),
      daysTotal,
      published: 0,
      seen: 0,
      requests: 0,
      elapsedMs: 0,
      listed: 0,
      universe: 0,
    },
  }
  // Counts of the window in progress, so progress moves inside a window too.
  let running = emptyIndexScan()
  const report = () => {
    total.requests = client.stats.requests - requestsAtStart
    total.progress = {
      ...total.progress,
      daysDone: Math.min(daysTotal, daysBetween(deps.from, cursor)),
      published: total.published + running.published,
      seen: total.seen + running.seen,
      requests: total.requests,
      elapsedMs: performance.now() - started,
      listed: total.listed + running.listed,
      universe: total.listed + running.listed - total.outsideUniverse - running.outsideUniverse,
    }
    deps.onProgress?.(total.progress)
  }
  const quarters = new Map<string, (Map<string, IndexRow[]> & { through: string | null }) | null>()
  const counter = { requests: 0 }
  if (doneThrough) log.info({ resumeAt: cursor }, 'resuming backfill')
  report()
  while (cursor <= deps.to) {
    if (deps.signal?.aborted) break
    const end =
      addDays(cursor, windowDays - 1) < deps.to ? addDays(cursor, windowDays - 1) : deps.to
    const rows: IndexRow[] = []
    for (let day = cursor; day <= end; day = addDays(day, 1))
      rows.push(...(await backfillRowsOfDay(laneDeps, day, quarters, counter)))
    running = emptyIndexScan()
    const indexed = await processIndexRows(laneDeps, rows, 'backfill', (soFar) => {
      running = soFar
      report()
    })
    running = emptyIndexScan()
    addIndexScan(total, indexed)
    if (deps.signal?.aborted) break
    const scan = await scanFullText(
      laneDeps,
      { startdt: cursor, enddt: end, lane: 'backfill' },
      () => {
        report()
      },
    )
    addBatch(total, scan)
    if (deps.signal?.aborted) break
    const now = clock.now()
    await writeStates(
      deps.store,
      { [key]: end, [stateKeys.laneSuccess('backfill')]: now.toISOString() },
      now,
    )
    cursor = addDays(end, 1)
    report()
  }
  total.completed = cursor > deps.to
  report()
  return total
}

/** The CLI: configuration from the environment, store and bus as the service builds them. */
async function main(): Promise<void> {
  const [
    { loadConfig },
    { createLogger },
    { createStore },
    { applyMigrations },
    { createAvroSerde, createRegistrySerde },
    { createInProcessBus },
    { createKafkaBus },
    { allTopics },
  ] = await Promise.all([
    import('../shared/config.js'),
    import('../shared/logger.js'),
    import('../shared/store/clickhouse.js'),
    import('../shared/store/migrations.js'),
    import('../shared/serde/avro.js'),
    import('../shared/bus/in-process.js'),
    import('../shared/bus/kafka.js'),
    import('../../topology/topics.js'),
  ])
  if (process.argv.slice(2).some((a) => a === '--help' || a === '-h')) {
    process.stdout.write(
      `${BACKFILL_USAGE}\n\nReads EDGAR's form indexes over the range (every 8-K/6-K of the issuer universe) and full-text\nsearch (other filers), publishing on the filings topic; resumes where a stopped run left off.\nNeeds SEC_USER_AGENT (your name and e-mail); progress on stderr.\n`,
    )
    return
  }
  let args: ReturnType<typeof parseBackfillArgs>
  let config: Config
  try {
    args = parseBackfillArgs(process.argv.slice(2))
    config = loadConfig(process.env)
    const problem = userAgentProblem(config.SEC_USER_AGENT)
    if (problem) throw new Error(problem)
  } catch (error) {
    process.stderr.write(`${errorMessage(error)}\n`)
    process.exitCode = 2
    return
  }
  const logger = createLogger(
    { level: config.LOG_LEVEL, name: 'backfill' },
    process.stderr as never,
  )
  const store = createStore(config, logger)
  await applyMigrations(store, logger)
  const serde = config.SCHEMA_REGISTRY_URL
    ? createRegistrySerde(config.SCHEMA_REGISTRY_URL)
    : createAvroSerde()
  const bus = config.KAFKA_BROKERS
    ? createKafkaBus({
        brokers: config.KAFKA_BROKERS,
        clientId: `${config.KAFKA_CLIENT_ID}-backfill`,
        serde,
        logger,
        topicPrefix: config.TOPIC_PREFIX,
        replicationFactor: config.KAFKA_REPLICATION_FACTOR,
      })
    : createInProcessBus({
        serde,
        logger,
        dir: config.BUS_DIR ?? join(config.DATA_DIR, 'bus'),
        topicPrefix: config.TOPIC_PREFIX,
      })
  await bus.ensureTopics(allTopics)
  const controller = new AbortController()
  process.once('SIGINT', () => {
    process.stderr.write('\nstopping after the current window…\n')
    controller.abort()
  })
  const tty = process.stderr.isTTY === true
  let lastLine = 0
  try {
    const result = await runBackfill({
      config,
      store,
      bus,
      logger,
      from: args.from,
      to: args.to,
      windowDays: args.windowDays,
      signal: controller.signal,
      onProgress: (p) => {
        const now = Date.now()
        if (tty) process.stderr.write(`\r${renderProgress(p)}`)
        else if (now - lastLine > 5000 || p.daysDone === p.daysTotal) {
          process.stderr.write(`${renderProgress(p)}\n`)
          lastLine = now
        }
      },
    })
    process.stderr.write(
      `${tty ? '\n' : ''}backfill ${result.completed ? 'complete' : 'stopped (run again to resume)'}: ${result.published} published, ${result.skipped} already known, ${result.failed} failed, ${result.notFound} not found\n`,
    )
  } finally {
    await bus.close()
    await store.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    process.stderr.write(`backfill failed: ${errorMessage(error)}\n`)
    process.exitCode = 1
  })
}
