/**
 * Extractor throughput on realistic full-length synthetic filings (cover page, exhibits, boilerplate).
 * Measures the pure stage function only: no I/O inside the timed region. Runs under tsx, as the service does (`npm start`
 * and the extraction workers load the TypeScript sources through tsx), so the figure is the service's, not a bundle's.
 */
import { performance } from 'node:perf_hooks'
import { extractFiling } from '../../services/extractor/core.js'
import { buildSyntheticFilings } from '../support/synthetic-filings.js'
import { foldForParsing } from '../../services/extractor/text-fold.js'
import { matchPhrase } from '../../services/poller/phrases.js'
import { pino } from 'pino'
import {
  createExtractionPool,
  DEFAULT_EXTRACTION_WORKERS,
} from '../../services/extractor/extraction-pool.js'

export interface ExtractorBenchResult {
  docsPerSec: number
  p99Ms: number
  /** Filings processed (each with a cover page and two exhibits). */
  docs: number
  /** The reference in the same run: a naive scan (fold, phrase test, every "Month D, YYYY" date) over the same texts. */
  naiveScanDocsPerSec: number
  /** docsPerSec / naiveScanDocsPerSec: what the grammar costs over reading the text once. */
  vsNaiveScanRatio: number
  /**
   * The same filings through the service's extraction pool (worker threads at the default size, every filing queued at
   * once, the copy to and from the workers included): the extractor stage's throughput as the service runs it.
   */
  poolDocsPerSec: number
  poolWorkers: number
  /** poolDocsPerSec / docsPerSec: what the pool's workers deliver over one thread, in the same run (at most the workers). */
  poolVsOneThreadRatio: number
}

const naiveDate =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},\s+\d{4}\b/g

/** What a one-pass regex extractor does per filing; the floor any real extractor is measured against. */
function naiveScan(texts: readonly string[]): number {
  let found = 0
  for (const text of texts) {
    const folded = foldForParsing(text)
    if (matchPhrase(folded) === null) continue
    for (const _ of folded.matchAll(naiveDate)) found++
  }
  return found
}

export async function runExtractorBench(
  options: { filings?: number; seed?: number } = {},
): Promise<ExtractorBenchResult> {
  const count = Math.max(1000, options.filings ?? 1000)
  const corpus = buildSyntheticFilings(count, options.seed ?? 7)
  // Warm-up: regex compilation and JIT, outside the measurement.
  for (const { filing } of corpus.slice(0, 20))
    extractFiling(filing, { now: '2026-01-01T00:00:00.000Z' })
  const durations: number[] = []
  const started = performance.now()
  for (const { filing } of corpus) {
    const t0 = performance.now()
    extractFiling(filing, { now: '2026-01-01T00:00:00.000Z' })
    durations.push(performance.now() - t0)
    // Let other work on the event loop breathe between filings, as the stage does between messages.
    if (durations.length % 250 === 0) await new Promise((resolve) => setImmediate(resolve))
  }
  const elapsedMs = performance.now() - started
  const texts = corpus.map(({ filing }) => filing.documents.map((d) => d.text))
  for (const t of texts.slice(0, 20)) naiveScan(t)
  let sink = 0
  const naiveStarted = performance.now()
  for (const t of texts) sink += naiveScan(t)
  const naiveMs = performance.now() - naiveStarted
  if (sink < 0) throw new Error('unreachable: keeps the scan from being optimised away')
  durations.sort((a, b) => a - b)
  const p99Ms =
    durations[Math.min(durations.length - 1, Math.ceil(durations.length * 0.99) - 1)] ?? 0
  const docsPerSec = (corpus.length / elapsedMs) * 1000
  const naiveScanDocsPerSec = (corpus.length / naiveMs) * 1000
  const poolDocsPerSec = await poolThroughput(corpus.map(({ filing }) => filing))
  return {
    docsPerSec,
    p99Ms,
    docs: corpus.length,
    naiveScanDocsPerSec,
    vsNaiveScanRatio: docsPerSec / naiveScanDocsPerSec,
    poolDocsPerSec,
    poolWorkers: DEFAULT_EXTRACTION_WORKERS,
    poolVsOneThreadRatio: poolDocsPerSec / docsPerSec,
  }
}

/** Filings per second through the extraction pool, after a warm-up that starts every worker and compiles its rules. */
async function poolThroughput(
  filings: ReadonlyArray<Parameters<typeof extractFiling>[0]>,
): Promise<number> {
  const pool = createExtractionPool({ logger: pino({ level: 'silent' }) })
  const options = { now: '2026-01-01T00:00:00.000Z' }
  try {
    await Promise.all(filings.slice(0, 40).map((filing) => pool.extract(filing, options)))
    const started = performance.now()
    const results = await Promise.all(filings.map((filing) => pool.extract(filing, options)))
    const elapsedMs = performance.now() - started
    const failed = results.filter((result) => !result.ok).length
    if (failed > 0) throw new Error(`extractor bench: ${failed} filings failed in the pool`)
    return (filings.length / elapsedMs) * 1000
  } finally {
    await pool.close()
  }
}
