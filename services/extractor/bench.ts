/**
 * Extractor throughput on realistic full-length synthetic filings (cover page, exhibits, boilerplate).
 * Measures the pure stage function only: no I/O inside the timed region.
 */
import { performance } from 'node:perf_hooks'
import { extractFiling } from './stage.js'
import { buildSyntheticFilings } from './synthetic-filings.js'

export interface ExtractorBenchResult {
  docsPerSec: number
  p99Ms: number
  /** Filings processed (each with a cover page and two exhibits). */
  docs: number
}

export async function runExtractorBench(options: { filings?: number; seed?: number } = {}): Promise<ExtractorBenchResult> {
  const count = Math.max(1000, options.filings ?? 1000)
  const corpus = buildSyntheticFilings(count, options.seed ?? 7)
  // Warm-up: regex compilation and JIT, outside the measurement.
  for (const { filing } of corpus.slice(0, 20)) extractFiling(filing, { now: '2026-01-01T00:00:00.000Z' })
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
  durations.sort((a, b) => a - b)
  const p99Ms = durations[Math.min(durations.length - 1, Math.ceil(durations.length * 0.99) - 1)] ?? 0
  return { docsPerSec: (corpus.length / elapsedMs) * 1000, p99Ms, docs: corpus.length }
}
