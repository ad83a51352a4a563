/**
 * Extraction off the event loop: a small pool of worker threads, each running the pure
 * `extractFiling`, with a time budget per filing. Filing text is written by strangers; however the
 * extractor's steps are bounded, a filing that still takes longer than the budget must not hold
 * the API, the consume loops or the filings behind it. A worker over budget is terminated (the only
 * way to stop synchronous code) and replaced, and the filing comes back as not extracted with a
 * reason, for the caller to record.
 *
 * The budget grows with the filing's extractable text: every step of the extractor is linear, so a
 * legitimate 5 MB release takes about a thousand times a 5 kB one, and a flat budget would either
 * cut it or let a small hostile filing hold a worker for as long. It is a base plus an allowance per
 * million characters, counted from the moment the filing is handed to a worker that has finished
 * loading, so a slow start (the worker compiles the extractor's modules) never counts against it.
 */
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { ExtractedAssertions, Filing } from '../../schemas/avro/types.js'
import type { Logger } from '../shared/logger.js'
import { isExtractableDocument, type StageOptions } from './core.js'

/**
 * Generous (README, "Extraction in worker threads"): a real passage of the shared data or a
 * synthetic bench filing takes under a second; the bench's 5 M-character release about 20 s on a
 * loaded two-core machine, against a budget of 55 s.
 */
export const DEFAULT_EXTRACTION_BUDGET_MS = 5_000
export const DEFAULT_EXTRACTION_BUDGET_MS_PER_MILLION_CHARS = 10_000
export const DEFAULT_EXTRACTION_WORKERS = 2

export interface ExtractionPoolOptions {
  logger: Logger
  workers?: number
  /** The budget of a filing: `budgetMs` plus `budgetMsPerMillionChars` per million characters it extracts from. */
  budgetMs?: number
  budgetMsPerMillionChars?: number
  /** The module whose `extractFiling` the workers run (default `core.ts`); tests inject a slow one. */
  extractorModule?: URL
}

export type ExtractionResult =
  | { ok: true; extracted: ExtractedAssertions }
  /** `reason`: `extraction_over_budget` or `extraction_failed`, then what happened. */
  | { ok: false; reason: string }

export interface ExtractionPool {
  extract(filing: Filing, options: StageOptions): Promise<ExtractionResult>
  /** Terminates every worker; a filing still waiting is rejected (not the filing's fault). */
  close(): Promise<void>
}

interface Job {
  id: number
  filing: Filing
  options: StageOptions
  resolve: (result: ExtractionResult) => void
  /** Not the filing's fault (the pool closed, no worker could start): the caller retries later. */
  reject: (error: Error) => void
}

interface Slot {
  worker: Worker
  ready: boolean
  job: Job | null
  timer: NodeJS.Timeout | null
  /** Set when the pool ends this worker, so its exit is not read as a crash. */
  retired: boolean
}

type WorkerReply =
  { ready: true } | { id: number; extracted: ExtractedAssertions } | { id: number; error: string }

/** tsx's loader ('tsx' resolves to it whatever the condition), as a URL for `--import`. */
function tsxLoader(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
}

/** Under tsx the worker entry is a .ts file, and the worker needs the loader registered too. */
function workerEntry(): { url: URL; execArgv: string[]; extractor: URL } {
  const ext = import.meta.url.endsWith('.ts') ? 'ts' : 'js'
  return {
    url: new URL(`./extraction-worker.${ext}`, import.meta.url),
    execArgv: ext === 'ts' ? ['--import', tsxLoader()] : [],
    extractor: new URL(`./core.${ext}`, import.meta.url),
  }
}

export function createExtractionPool(options: ExtractionPoolOptions): ExtractionPool {
  const size = Math.max(1, options.workers ?? DEFAULT_EXTRACTION_WORKERS)
  const baseMs = options.budgetMs ?? DEFAULT_EXTRACTION_BUDGET_MS
  const perMillionChars =
    options.budgetMsPerMillionChars ?? DEFAULT_EXTRACTION_BUDGET_MS_PER_MILLION_CHARS
  const budgetOf = (filing: Filing): number => {
    let chars = 0
    for (const document of filing.documents)
      if (isExtractableDocument(document.doc_type)) chars += document.text.length
    return Math.round(baseMs + (perMillionChars * chars) / 1_000_000)
  }
  const entry = workerEntry()
  const extractorModule = (options.extractorModule ?? entry.extractor).href
  const log = options.logger.child({ component: 'extraction-pool' })
  const queue: Job[] = []
  const slots: Slot[] = []
  let nextId = 0
  let closed = false

  const settle = (slot: Slot, result: ExtractionResult): void => {
    const job = slot.job
    if (slot.timer) clearTimeout(slot.timer)
    slot.timer = null
    slot.job = null
    job?.resolve(result)
  }

  const replace = (slot: Slot): void => {
    slot.retired = true
    void slot.worker.terminate()
    const index = slots.indexOf(slot)
    if (index !== -1) slots.splice(index, 1)
    if (!closed) slots.push(spawn())
  }

  const dispatch = (): void => {
    for (const slot of slots) {
      if (queue.length === 0) return
      if (!slot.ready || slot.job) continue
      const job = queue.shift()!
      const budgetMs = budgetOf(job.filing)
      slot.job = job
      slot.timer = setTimeout(() => {
        log.warn(
          { accession: job.filing.accession, budgetMs },
          'extraction over budget; worker terminated and replaced',
        )
        settle(slot, {
          ok: false,
          reason: `extraction_over_budget: not finished within ${budgetMs} ms; the worker was terminated`,
        })
        replace(slot)
        dispatch()
      }, budgetMs)
      slot.worker.postMessage({ id: job.id, filing: job.filing, options: job.options })
    }
  }

  function spawn(): Slot {
    const worker = new Worker(entry.url, {
      execArgv: entry.execArgv,
      workerData: { extractorModule },
    })
    const slot: Slot = { worker, ready: false, job: null, timer: null, retired: false }
    worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) slot.ready = true
      else if (slot.job?.id === reply.id)
        settle(
          slot,
          'error' in reply
            ? { ok: false, reason: `extraction_failed: ${reply.error}` }
            : { ok: true, extracted: reply.extracted },
        )
      dispatch()
    })
    // A crash (an error thrown outside a job, memory exhausted) fails the filing in hand, if any.
    const lost = (why: string): void => {
      if (slot.retired) return
      const accession = slot.job?.filing.accession
      log.error({ accession, why }, 'extraction worker exited')
      const started = slot.ready
      settle(slot, { ok: false, reason: `extraction_failed: the worker exited (${why})` })
      // A worker that never finished loading is no filing's fault: drop it, and when none is left
      // fail what waits as an error (the batch is retried later, a fresh worker started then).
      if (!started) {
        slot.retired = true
        slots.splice(slots.indexOf(slot), 1)
        if (slots.length === 0)
          for (const job of queue.splice(0))
            job.reject(new Error(`extraction worker did not start: ${why}`))
        return
      }
      replace(slot)
      dispatch()
    }
    worker.on('error', (error) => lost(error.message))
    worker.on('exit', (code) => lost(`exit code ${code}`))
    return slot
  }

  return {
    extract(filing, stageOptions) {
      if (closed) return Promise.reject(new Error('the extraction pool is closed'))
      while (slots.length < size) slots.push(spawn())
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, filing, options: stageOptions, resolve, reject })
        dispatch()
      })
    },
    async close() {
      closed = true
      const pool = new Error('the extraction pool is closed')
      for (const job of queue.splice(0)) job.reject(pool)
      const ending = slots.splice(0)
      for (const slot of ending) {
        slot.retired = true
        if (slot.timer) clearTimeout(slot.timer)
        slot.job?.reject(pool)
        slot.job = null
      }
      await Promise.all(ending.map((slot) => slot.worker.terminate()))
    },
  }
}
