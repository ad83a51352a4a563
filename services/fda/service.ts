/**
 * The FDA importer stage: reads openFDA at start and then daily (an hour after a failed run),
 * publishes every decision on the fda-decisions topic (keyed by application number), and records
 * its freshness in `service_state`. A run never throws out of the timer: an openFDA outage is
 * logged, stored as `last_error` and retried, and the last imported record stays in place.
 */
import { topics } from '../../topology/topics.js'
import type { Bus } from '../shared/bus/types.js'
import type { Clock } from '../shared/clock.js'
import type { Logger } from '../shared/logger.js'
import type { Store } from '../shared/store/clickhouse.js'
import { createOpenFdaClient, type OpenFdaClientOptions } from './openfda-client.js'
import { runImport, type ImportResult } from './import.js'
import { readFdaState, writeFdaState } from './store.js'
import { upstreamFailure } from '../shared/redact.js'

export interface FdaImporterDeps {
  store: Store
  bus: Bus
  logger: Logger
  clock: Clock
  baseUrl: string
  /** First date read when nothing was imported yet. */
  backfillFrom?: string
  /** Days re-read before the stored watermark: Drugs@FDA lags the FDA's action by days to weeks. */
  lagDays?: number
  intervalMs?: number
  /** After a failed run, the next one comes this soon instead of a day later. Default 1 h. */
  retryAfterFailureMs?: number
  client?: Partial<
    Pick<
      OpenFdaClientOptions,
      'fetchImpl' | 'maxAttempts' | 'backoffInitialMs' | 'backoffMaxMs' | 'timeoutMs'
    >
  >
  /** Told after each successful run (the accuracy stage re-scores). */
  onImported?: (result: ImportResult) => void
}

export interface FdaImporter {
  start(): void
  /** One run now; resolves with its result, or null when it failed (the error is stored). */
  runOnce(): Promise<ImportResult | null>
  stop(): Promise<void>
}

const DAY = 86_400_000
const HOUR = 3_600_000
const isoDay = (d: Date) => d.toISOString().slice(0, 10)

export function createFdaImporter(deps: FdaImporterDeps): FdaImporter {
  const log = deps.logger.child({ component: 'fda-importer' })
  const controller = new AbortController()
  const client = createOpenFdaClient({
    baseUrl: deps.baseUrl,
    logger: deps.logger,
    signal: controller.signal,
    ...deps.client,
  })
  let timer: NodeJS.Timeout | null = null
  let running: Promise<ImportResult | null> | null = null

  async function run(): Promise<ImportResult | null> {
    const started = deps.clock.now()
    const state = await readFdaState(deps.store).catch(() => ({}) as Record<string, string>)
    try {
      const through = state.drugsfda_through
      const from = through
        ? isoDay(new Date(Date.parse(`${through}T00:00:00Z`) - (deps.lagDays ?? 60) * DAY))
        : (deps.backfillFrom ?? '2013-01-01')
      const to = isoDay(started)
      const result = await runImport(client, { from, to }, started.toISOString())
      for (let i = 0; i < result.decisions.length; i += 500) {
        await deps.bus.publish(
          topics.fdaDecisions,
          result.decisions.slice(i, i + 500).map((d) => ({ key: d.application_number, value: d })),
        )
      }
      await writeFdaState(
        deps.store,
        {
          last_imported: deps.clock.now().toISOString(),
          last_attempt: started.toISOString(),
          last_error: '',
          failing_since: '',
          drugsfda_through: to,
        },
        deps.clock.now(),
      )
      log.info(
        {
          from,
          to,
          decisions: result.decisions.length,
          requests: result.requests,
          last_updated: result.lastUpdated,
        },
        'FDA record imported',
      )
      deps.onImported?.(result)
      return result
    } catch (error) {
      if (controller.signal.aborted) return null
      log.error({ err: error }, 'FDA import failed; the last imported record stays in use')
      await writeFdaState(
        deps.store,
        {
          last_attempt: started.toISOString(),
          last_error: upstreamFailure('openFDA', deps.baseUrl, error),
          // The first failed attempt since openFDA last answered: /v1/meta tells it.
          failing_since: state.failing_since || started.toISOString(),
        },
        deps.clock.now(),
      ).catch((e: unknown) => log.warn({ err: e }, 'could not record the failed FDA import'))
      return null
    }
  }

  const runOnce = (): Promise<ImportResult | null> => {
    running ??= run().finally(() => {
      running = null
    })
    return running
  }

  return {
    start() {
      if (timer || controller.signal.aborted) return
      // A run now, then daily; a failed run is retried sooner, so a short outage costs an hour, not a day.
      const tick = () => {
        void runOnce().then((result) => {
          if (controller.signal.aborted) return
          timer = setTimeout(
            tick,
            result ? (deps.intervalMs ?? DAY) : (deps.retryAfterFailureMs ?? HOUR),
          )
          timer.unref()
        })
      }
      timer = setTimeout(tick, 0)
      timer.unref()
    },
    runOnce,
    async stop() {
      if (timer) clearTimeout(timer)
      timer = null
      controller.abort()
      await running
    },
  }
}
