/**
 * What /v1/accuracy serves: the newest valid live report (built from the whole corpus and scoring
 * at least as many decisions as the committed fallback), else the committed fallback, else null
 * (the unavailable shape). Held in memory for `ttlMs` (10 s); a store that fails keeps the last report
 * served, so an outage never becomes a request error.
 */
import type { AccuracyFull } from './report.js'
import type { Logger } from '../shared/logger.js'
import type { Store } from '../shared/store/clickhouse.js'
import { loadFallback, type FallbackArtifact } from './baseline.js'
import { readLatestValidReport } from './store.js'

export interface AccuracyReaderOptions {
  store: Store
  logger: Logger
  ttlMs?: number
  /** How long a request waits for the store before it is served the last report. Default 2000 ms. */
  waitMs?: number
  /** Default: the committed artifact. */
  fallback?: () => FallbackArtifact | null
}

export function createAccuracyReader(
  options: AccuracyReaderOptions,
): () => Promise<AccuracyFull | null> {
  const ttlMs = options.ttlMs ?? 10_000
  const fallback = options.fallback ?? (() => loadFallback())
  const log = options.logger.child({ component: 'accuracy-reader' })
  let last: { report: AccuracyFull | null; at: number } | null = null
  return async () => {
    if (last && performance.now() - last.at < ttlMs) return last.report
    const artifact = fallback()
    const minimum = artifact?.report.date_accuracy.decisions_matched ?? 0
    try {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('accuracy report read timed out')),
          options.waitMs ?? 2_000,
        )
      })
      const live = await Promise.race([
        readLatestValidReport(options.store, minimum),
        timeout,
      ]).finally(() => clearTimeout(timer))
      const report = live ?? artifact?.report ?? null
      last = { report, at: performance.now() }
      return report
    } catch (error) {
      log.warn({ err: error }, 'accuracy report not readable; serving the last one')
      return last?.report ?? artifact?.report ?? null
    }
  }
}
