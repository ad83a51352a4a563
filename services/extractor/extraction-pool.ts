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
 * million characters, counted from the moment a worker that has finished loading starts it (it is
 * handed the filing idle, or finishes the filing before it: see PREFETCH_MAX_CHARS), so a slow
 * start (the worker compiles the extractor's modules) never counts against it.
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
/**
 * The queue's order: a filing's turn is when it was queued plus this many budgets, lowest first.
 * A small filing (the 5 s base budget) goes ahead of a stranger's 150 k-character one (6.5 s)
 * queued up to 6 s before it, and ahead of a 1.5 M-character one (20 s) queued up to a minute
 * before it; a large filing waits at most this many budgets' worth of smaller ones queued after it
 * (no starvation). First in, first out among filings of one size.
 */
export const QUEUE_BUDGET_WEIGHT = 4
/**
 * A worker is handed its next filing while it still reads the one before, when that next filing
 * holds at most this many characters of extractable text: it waits in the worker's port and the
 * worker starts it the moment it is done, instead of idling until this thread has heard back and
 * sent the next one (two thread wake-ups per filing: on a loaded two-core machine about as long as
 * an ordinary filing's reading, which held two workers to about one thread's throughput). Handed
 * ahead is not committed: until the worker takes it (a compare-and-swap on memory the two threads
 * share), a filing queued later with an earlier turn takes its place and it goes back to the queue,
 * so the queue's order by turn holds as if it had never left. A larger filing waits for an idle
 * worker, as all did before.
 */
export const PREFETCH_MAX_CHARS = 100_000

/** The claim word shared with a worker holds the id of the filing handed ahead it may take, or this. */
const CLAIM_NONE = -1

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
  /** Characters of its extractable text, which its budget and whether it may be handed early are read from. */
  chars: number
  budgetMs: number
  /** Its turn: when it was queued plus QUEUE_BUDGET_WEIGHT budgets; the queue is served lowest first. */
  turn: number
  options: StageOptions
  resolve: (result: ExtractionResult) => void
  /** Not the filing's fault (the pool closed, no worker could start): the caller retries later. */
  reject: (error: Error) => void
}

interface Slot {
  worker: Worker
  ready: boolean
  /**
   * The filings handed to the worker, in the order it reads them: the first is being read (its
   * budget running), the one after it, if any, waits in the worker's port (PREFETCH_MAX_CHARS).
   */
  jobs: Job[]
  /**
   * Shared with the worker: the id of the filing handed ahead, which the worker swaps for a mark of
   * its own when it starts it; this thread swaps it for CLAIM_NONE to take the filing back.
   * Whichever swap comes first decides.
   */
  claim: Int32Array
  /** The budget of the first of `jobs`. */
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
  const charsOf = (filing: Filing): number => {
    let chars = 0
    for (const document of filing.documents)
      if (isExtractableDocument(document.doc_type)) chars += document.text.length
    return chars
  }
  const budgetOf = (chars: number): number =>
    Math.round(baseMs + (perMillionChars * chars) / 1_000_000)
  const entry = workerEntry()
  const extractorModule = (options.extractorModule ?? entry.extractor).href
  const log = options.logger.child({ component: 'extraction-pool' })
  const queue: Job[] = []
  const slots: Slot[] = []
  let nextId = 0
  let closed = false

  /** Into the queue at its turn (a filing handed back from a worker keeps the turn it had). */
  const enqueue = (job: Job): void => {
    let at = queue.length
    while (at > 0 && queue[at - 1]!.turn > job.turn) at--
    queue.splice(at, 0, job)
  }

  /** The budget of the filing the worker reads now (the first it was handed), from now. */
  const startBudget = (slot: Slot): void => {
    const job = slot.jobs[0]
    if (!job) return
    const budgetMs = job.budgetMs
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
  }

  /** Settles the filing being read; the budget of the one waiting behind it starts now. */
  const settle = (slot: Slot, result: ExtractionResult): void => {
    if (slot.timer) clearTimeout(slot.timer)
    slot.timer = null
    const job = slot.jobs.shift()
    job?.resolve(result)
    startBudget(slot)
  }

  /** Ends a worker; a filing waiting in its port was not its fault and goes back to the queue. */
  const replace = (slot: Slot): void => {
    slot.retired = true
    if (slot.timer) clearTimeout(slot.timer)
    slot.timer = null
    for (const job of slot.jobs.splice(0)) enqueue(job)
    void slot.worker.terminate()
    const index = slots.indexOf(slot)
    if (index !== -1) slots.splice(index, 1)
    if (!closed) slots.push(spawn())
  }

  const hand = (slot: Slot, job: Job): void => {
    slot.jobs.push(job)
    const ahead = slot.jobs.length > 1
    if (ahead) Atomics.store(slot.claim, 0, job.id)
    slot.worker.postMessage({ id: job.id, filing: job.filing, options: job.options, ahead })
    if (!ahead) startBudget(slot)
  }

  /** Takes back the filing handed ahead to a busy worker, unless the worker has started it. */
  const takeBack = (slot: Slot): boolean => {
    const ahead = slot.jobs[1]
    if (ahead === undefined) return false
    if (Atomics.compareExchange(slot.claim, 0, ahead.id, CLAIM_NONE) !== ahead.id) return false
    slot.jobs.pop()
    enqueue(ahead)
    return true
  }

  // Every idle worker is handed a filing before any busy one is handed its next. A filing handed
  // ahead to a busy worker still competes by its turn: an idle worker takes it back from there when
  // its turn comes before the queue's first (it would wait there for however long the busy one's
  // filing takes, up to its budget), and a filing queued with an earlier turn takes its place.
  const dispatch = (): void => {
    for (const slot of slots) {
      if (!slot.ready || slot.jobs.length > 0) continue
      let earliest: Slot | null = null
      for (const busy of slots)
        if (
          busy.jobs.length === 2 &&
          (earliest === null || busy.jobs[1]!.turn < earliest.jobs[1]!.turn)
        )
          earliest = busy
      if (earliest !== null && (queue.length === 0 || earliest.jobs[1]!.turn < queue[0]!.turn))
        takeBack(earliest)
      if (queue.length === 0) return
      hand(slot, queue.shift()!)
    }
    for (const slot of slots) {
      if (queue.length === 0) return
      const next = queue[0]!
      if (!slot.ready) continue
      if (slot.jobs.length === 2 && slot.jobs[1]!.turn > next.turn) takeBack(slot)
      // The filing read now may be one handed ahead that the worker has not claimed yet (it is
      // next in its port): its claim is not overwritten, and the worker is handed no other.
      if (
        next.chars <= PREFETCH_MAX_CHARS &&
        slot.jobs.length === 1 &&
        Atomics.load(slot.claim, 0) !== slot.jobs[0]!.id
      )
        hand(slot, queue.shift()!)
    }
  }

  function spawn(): Slot {
    const claim = new Int32Array(new SharedArrayBuffer(4))
    claim[0] = CLAIM_NONE
    const worker = new Worker(entry.url, {
      execArgv: entry.execArgv,
      workerData: { extractorModule, claim },
    })
    const slot: Slot = { worker, ready: false, jobs: [], claim, timer: null, retired: false }
    worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) slot.ready = true
      else if (slot.jobs[0]?.id === reply.id)
        settle(
          slot,
          'error' in reply
            ? { ok: false, reason: `extraction_failed: ${reply.error}` }
            : { ok: true, extracted: reply.extracted },
        )
      dispatch()
    })
    // A crash (an error thrown outside a job, memory exhausted) fails the filing being read, if
    // any; one waiting behind it goes back to the queue.
    const lost = (why: string): void => {
      if (slot.retired) return
      const accession = slot.jobs[0]?.filing.accession
      log.error({ accession, why }, 'extraction worker exited')
      const started = slot.ready
      if (slot.jobs.length > 0)
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

  // Started now, not on the first filing: loading the extractor's modules takes seconds on a busy
  // machine, which the first filing would otherwise wait for.
  while (slots.length < size) slots.push(spawn())

  return {
    extract(filing, stageOptions) {
      if (closed) return Promise.reject(new Error('the extraction pool is closed'))
      while (slots.length < size) slots.push(spawn())
      return new Promise((resolve, reject) => {
        const chars = charsOf(filing)
        const budgetMs = budgetOf(chars)
        enqueue({
          id: nextId++,
          filing,
          chars,
          budgetMs,
          turn: performance.now() + QUEUE_BUDGET_WEIGHT * budgetMs,
          options: stageOptions,
          resolve,
          reject,
        })
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
        slot.timer = null
        for (const job of slot.jobs.splice(0)) job.reject(pool)
      }
      await Promise.all(ending.map((slot) => slot.worker.terminate()))
    },
  }
}
