/**
 * The accuracy stage: keeps the FDA record in ClickHouse from the fda-decisions topic, and scores
 * the whole corpus into a stored report at start, daily, after each batch of FDA decisions, and
 * on demand (`regenerate()`). The scoring itself is the pure `scoreAccuracy`; this file only reads,
 * writes and schedules. A failed run leaves the last stored report in service.
 */
import { topics } from '../../topology/topics.js'
import type { Bus, Subscription } from '../shared/bus/types.js'
import { isoDate, isoUtc, type Clock } from '../shared/clock.js'
import type { Logger } from '../shared/logger.js'
import type { Store } from '../shared/store/clickhouse.js'
import type { AccuracyFull } from './report.js'
import { readFdaDecisions, readFdaState, storeFdaDecisions } from '../fda/store.js'
import { baselineRowsOf, loadFallback, type FallbackArtifact } from './baseline.js'
import { scoreAccuracy } from './core.js'
import { readFilerNames, readPredictionEvents, saveReport } from './store.js'

export interface AccuracyStageDeps {
  store: Store
  bus: Bus
  logger: Logger
  clock: Clock
  intervalMs?: number
  /** Wait after a batch of FDA decisions before re-scoring (batches of one import come together). */
  debounceMs?: number
  fallback?: () => FallbackArtifact | null
}

export interface AccuracyStage {
  start(): Promise<void>
  /** Scores now and stores the report; null when there is no FDA record yet or the run failed. */
  regenerate(trigger: string): Promise<AccuracyFull | null>
  stop(): Promise<void>
}

/** Scores the corpus held in the store (no side effects); null while no FDA record was imported. */
export async function scoreFromStore(
  store: Store,
  clock: Clock,
  fallback: FallbackArtifact | null,
): Promise<AccuracyFull | null> {
  const [events, decisions, filerNames, state] = await Promise.all([
    readPredictionEvents(store),
    readFdaDecisions(store),
    readFilerNames(store),
    readFdaState(store),
  ])
  if (!decisions.length || !state.last_imported) return null
  const now = clock.now()
  return scoreAccuracy({
    events,
    decisions,
    filerNames,
    today: isoDate(now),
    generatedAt: isoUtc(now),
    baselineSource: 'live',
    ledger: true,
    baseline: baselineRowsOf(fallback),
  }).report
}

export function createAccuracyStage(deps: AccuracyStageDeps): AccuracyStage {
  const log = deps.logger.child({ component: 'accuracy' })
  const fallback = deps.fallback ?? (() => loadFallback())
  let subscription: Subscription | null = null
  let timer: NodeJS.Timeout | null = null
  let debounce: NodeJS.Timeout | null = null
  let chain: Promise<unknown> = Promise.resolve()
  let stopped = false

  async function run(trigger: string): Promise<AccuracyFull | null> {
    if (stopped) return null
    try {
      const report = await scoreFromStore(deps.store, deps.clock, fallback())
      if (!report) {
        log.info({ trigger }, 'no FDA record imported yet; the committed fallback stays in service')
        return null
      }
      await saveReport(deps.store, report, trigger, true)
      log.info(
        {
          trigger,
          decisions: report.date_accuracy.decisions_matched,
          median: report.date_accuracy.median_delta_days,
        },
        'accuracy report stored',
      )
      return report
    } catch (error) {
      log.error(
        { err: error, trigger },
        'accuracy scoring failed; the last report stays in service',
      )
      return null
    }
  }

  // One run at a time, in request order.
  const regenerate = (trigger: string): Promise<AccuracyFull | null> => {
    const next = chain.then(() => run(trigger))
    chain = next.catch(() => undefined)
    return next
  }

  return {
    async start() {
      subscription = await deps.bus.subscribe(topics.fdaDecisions, {
        groupId: 'accuracy-fda-record',
        maxBatchRecords: 1000,
        handle: async (records) => {
          await storeFdaDecisions(
            deps.store,
            records.map((r) => r.value),
          )
          if (debounce) clearTimeout(debounce)
          debounce = setTimeout(() => void regenerate('import'), deps.debounceMs ?? 2_000)
          debounce.unref()
        },
      })
      void regenerate('start')
      timer = setInterval(() => void regenerate('daily'), deps.intervalMs ?? 86_400_000)
      timer.unref()
    },
    regenerate,
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      if (debounce) clearTimeout(debounce)
      await subscription?.stop()
      await chain
    },
  }
}
