/**
 * The extraction stage on the bus: filings in, one assertions record per filing out (also when it
 * asserts nothing, so the catalysts stage can count the filing as seen but not actionable).
 * The optional LLM is an enhancement, not a dependency: when it fails, the filing is extracted
 * regex-only rather than blocking the partition; the failure is logged with the accession.
 * Extraction runs in worker threads with a time budget per filing (extraction-pool.ts): a filing
 * that is not extracted (over budget, or the extractor threw) is dead-lettered with the reason, and
 * the filings of its batch are published all the same.
 */
import { topics } from '../../topology/topics.js'
import { deadLetter, ok, type Bus, type Outcome, type Subscription } from '../shared/bus/types.js'
import type { Clock } from '../shared/clock.js'
import type { Logger } from '../shared/logger.js'
import type { ExtractedAssertions } from '../../schemas/avro/types.js'
import {
  requestLlmCandidatesForFiling,
  type LlmClientOptions,
  type LlmCandidate,
} from './llm-extractor.js'
import { isExtractableDocument } from './core.js'
import { createPublishOrder } from './publish-order.js'
import {
  createExtractionPool,
  type ExtractionPool,
  type ExtractionPoolOptions,
} from './extraction-pool.js'

/**
 * How long a finished filing waits for filings handed to the stage before it to be published first
 * (publish-order.ts): longer than a real filing takes on a loaded machine (under a second), far
 * shorter than a budget.
 */
export const PUBLISH_HOLD_MS = 2_000

export interface ExtractorStageDeps {
  bus: Bus
  logger: Logger
  clock: Clock
  /** OpenAI-compatible endpoint, or null for the deterministic extractor only. */
  llm: LlmClientOptions | null
  groupId?: string
  /** Worker count, budget per filing in ms, and (tests) the extractor module the workers run. */
  extraction?: Omit<ExtractionPoolOptions, 'logger'>
}

export interface ExtractorStage {
  start(): Promise<void>
  stop(): Promise<void>
}

export function createExtractorStage(deps: ExtractorStageDeps): ExtractorStage {
  const log = deps.logger.child({ stage: 'extractor' })
  let subscription: Subscription | null = null
  let pool: ExtractionPool | null = null
  const order = createPublishOrder(PUBLISH_HOLD_MS)
  // One publisher for every partition's batches: records go out in the order they were enqueued,
  // those enqueued while a publish is out together in the next one.
  const waiting: Array<{ value: ExtractedAssertions; settle: (error: unknown) => void }> = []
  let publishing: Promise<void> = Promise.resolve()
  const publishWaiting = async (): Promise<void> => {
    const batch = waiting.splice(0)
    if (batch.length === 0) return
    let failure: unknown = null
    try {
      await deps.bus.publish(
        topics.assertions,
        batch.map(({ value }) => ({ key: value.accession, value })),
      )
    } catch (error) {
      failure = error
    }
    for (const { settle } of batch) settle(failure)
  }
  const publishInOrder = (value: ExtractedAssertions): Promise<void> =>
    new Promise((resolve, reject) => {
      waiting.push({ value, settle: (error) => (error ? reject(error) : resolve()) })
      publishing = publishing.then(publishWaiting)
    })
  return {
    async start() {
      const extraction = createExtractionPool({ ...deps.extraction, logger: log })
      pool = extraction
      subscription = await deps.bus.subscribe(topics.filings, {
        groupId: deps.groupId ?? 'extractor',
        maxBatchRecords: 50,
        // A slow filing holds its own partition only (the pool's workers serve all of them).
        partitionsConcurrently: topics.filings.partitions,
        handle: async (records) => {
          const extracted: ExtractedAssertions[] = []
          const llmByAccession = new Map<string, Map<string, LlmCandidate[]> | undefined>()
          for (const record of records) {
            let llmCandidates: Map<string, LlmCandidate[]> | undefined
            if (deps.llm) {
              try {
                llmCandidates = await requestLlmCandidatesForFiling(
                  record.value,
                  deps.llm,
                  isExtractableDocument,
                )
              } catch (error) {
                log.warn(
                  { accession: record.value.accession, err: error },
                  'LLM extraction failed; regex only for this filing',
                )
              }
            }
            llmByAccession.set(record.value.accession, llmCandidates)
          }
          // Stamped once, after any slow LLM calls and before the workers read the batch (within
          // the budget of a filing): the catalysts stage merges its two inputs by record time and
          // relies on a record reaching its topic promptly.
          const now = deps.clock.now().toISOString()
          // Each filing's record is published as soon as it is extracted and every filing handed
          // to the stage before it is published (or PUBLISH_HOLD_MS has passed since it finished):
          // not held for the slowest filing of its batch or of another partition. The batch is
          // still committed once all are done; a failed publish fails the batch, which is handed
          // again (records already published are published again: at-least-once).
          const tickets = records.map(() => order.take())
          const results = await Promise.all(
            records.map(async (record, index) => {
              const ticket = tickets[index]!
              try {
                const result = await extraction.extract(record.value, {
                  now,
                  llmCandidatesByDocument: llmByAccession.get(record.value.accession),
                })
                await order.turn(ticket)
                const published = result.ok ? publishInOrder(result.extracted) : null
                // Settled once enqueued: the publisher keeps the queue's order.
                order.settle(ticket)
                await published
                if (result.ok) extracted.push(result.extracted)
                return result
              } finally {
                order.settle(ticket)
              }
            }),
          )
          const outcomes: Outcome[] = []
          for (const [index, result] of results.entries()) {
            if (result.ok) {
              outcomes.push(ok())
              continue
            }
            // Not retried: a filing over budget is over budget the next time too. The dead letter
            // keeps the filing and the reason, for an operator to read or re-drive.
            log.warn(
              { accession: records[index]!.value.accession, reason: result.reason },
              'filing not extracted; dead-lettered',
            )
            outcomes.push(deadLetter(result.reason))
          }
          log.debug(
            {
              filings: records.length,
              assertions: extracted.reduce((n, e) => n + e.assertions.length, 0),
            },
            'filings extracted',
          )
          return outcomes
        },
      })
    },
    async stop() {
      await subscription?.stop()
      subscription = null
      await pool?.close()
      pool = null
    },
  }
}
