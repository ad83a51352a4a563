/**
 * Extractor throughput on realistic full-length synthetic filings (cover page, exhibits, boilerplate).
 * Measures the pure stage function only: no I/O inside the timed region. Runs under tsx, as the service does (`npm start`
 * and the extraction workers load the TypeScript sources through tsx), so the figure is the service's, not a bundle's.
 *
 * The service reads filings for as long as it runs, so its throughput is the warm one: V8 compiles a function or a
 * regular expression to its fastest form only after it has run many times, and a thread reading its first thousand
 * filings spends a good part of them on that (measured here: the first 1,000 filings after start read at about 0.7-0.9
 * of the rate of the next 1,000). The figure is therefore taken after a warm-up pass over WARM_UP_FILINGS other
 * filings (another seed: no text of the timed filings is seen before they are timed, so no cache keyed by a text can
 * serve them), on one thread and through the pool (whose workers are warmed the same way, each reading about as many
 * filings as the one thread did). The cold figure (the first filings a fresh thread reads) is reported beside it.
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
  /** Warm: after the warm-up pass, on one thread. */
  docsPerSec: number
  p99Ms: number
  /** Cold: the same filings read by a fresh thread right after start (20 filings of warm-up), for comparison. */
  coldDocsPerSec: number
  /** Filings processed (each with a cover page and two exhibits). */
  docs: number
  /** The reference in the same run: a naive scan (fold, phrase test, every "Month D, YYYY" date) over the same texts. */
  naiveScanDocsPerSec: number
  /** docsPerSec / naiveScanDocsPerSec: what the grammar costs over reading the text once. */
  vsNaiveScanRatio: number
  /**
   * The same filings through the service's extraction pool (worker threads at the default size, warmed as the one
   * thread was, every filing queued at once, the copy to and from the workers included): the extractor stage's
   * throughput as the service runs it.
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

/** Filings of the warm-up pass (another seed than the timed ones), on the one thread and per worker of the pool. */
export const WARM_UP_FILINGS = 1000

type BenchFiling = Parameters<typeof extractFiling>[0]
const OPTIONS = { now: '2026-01-01T00:00:00.000Z' }

/** Reads the filings one after another on this thread; each filing's duration in ms, and the elapsed ms. */
async function readInTurn(
  filings: readonly BenchFiling[],
): Promise<{ durations: number[]; elapsedMs: number }> {
  const durations: number[] = []
  const started = performance.now()
  for (const filing of filings) {
    const t0 = performance.now()
    extractFiling(filing, OPTIONS)
    durations.push(performance.now() - t0)
    // Let other work on the event loop breathe between filings, as the stage does between messages.
    if (durations.length % 250 === 0) await new Promise((resolve) => setImmediate(resolve))
  }
  return { durations, elapsedMs: performance.now() - started }
}

export async function runExtractorBench(
  options: { filings?: number; seed?: number } = {},
): Promise<ExtractorBenchResult> {
  const count = Math.max(1000, options.filings ?? 1000)
  const seed = options.seed ?? 7
  const corpus = buildSyntheticFilings(count, seed).map(({ filing }) => filing)
  const warmUp = buildSyntheticFilings(WARM_UP_FILINGS, seed + 1).map(({ filing }) => filing)
  // Cold: a fresh thread, 20 filings to load and compile the rules, then the warm-up pass timed.
  for (const filing of warmUp.slice(0, 20)) extractFiling(filing, OPTIONS)
  const cold = await readInTurn(warmUp)
  const warm = await readInTurn(corpus)
  const texts = corpus.map((filing) => filing.documents.map((d) => d.text))
  for (const t of texts.slice(0, 20)) naiveScan(t)
  let sink = 0
  const naiveStarted = performance.now()
  for (const t of texts) sink += naiveScan(t)
  const naiveMs = performance.now() - naiveStarted
  if (sink < 0) throw new Error('unreachable: keeps the scan from being optimised away')
  const durations = warm.durations.sort((a, b) => a - b)
  const p99Ms =
    durations[Math.min(durations.length - 1, Math.ceil(durations.length * 0.99) - 1)] ?? 0
  const docsPerSec = (corpus.length / warm.elapsedMs) * 1000
  const naiveScanDocsPerSec = (corpus.length / naiveMs) * 1000
  const poolDocsPerSec = await poolThroughput(corpus, warmUp)
  return {
    docsPerSec,
    p99Ms,
    coldDocsPerSec: (warmUp.length / cold.elapsedMs) * 1000,
    docs: corpus.length,
    naiveScanDocsPerSec,
    vsNaiveScanRatio: docsPerSec / naiveScanDocsPerSec,
    poolDocsPerSec,
    poolWorkers: DEFAULT_EXTRACTION_WORKERS,
    poolVsOneThreadRatio: poolDocsPerSec / docsPerSec,
  }
}

/**
 * Filings per second through the extraction pool, after warm-up passes over `warmUp` that start every worker and give
 * each about as many filings as the one thread was warmed with.
 */
async function poolThroughput(
  filings: readonly BenchFiling[],
  warmUp: readonly BenchFiling[],
): Promise<number> {
  const pool = createExtractionPool({ logger: pino({ level: 'silent' }) })
  const read = async (batch: readonly BenchFiling[]): Promise<void> => {
    const results = await Promise.all(batch.map((filing) => pool.extract(filing, OPTIONS)))
    const failed = results.filter((result) => !result.ok).length
    if (failed > 0) throw new Error(`extractor bench: ${failed} filings failed in the pool`)
  }
  try {
    for (let pass = 0; pass < DEFAULT_EXTRACTION_WORKERS; pass++) await read(warmUp)
    const started = performance.now()
    await read(filings)
    return (filings.length / (performance.now() - started)) * 1000
  } finally {
    await pool.close()
  }
}
