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
import {
  createExtractionPool,
  type ExtractionPool,
  type ExtractionPoolOptions,
} from './extraction-pool.js'

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
  return {
    async start() {
      const extraction = createExtractionPool({ ...deps.extraction, logger: log })
      pool = extraction
      subscription = await deps.bus.subscribe(topics.filings, {
        groupId: deps.groupId ?? 'extractor',
        maxBatchRecords: 50,
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
          const results = await Promise.all(
            records.map((record) =>
              extraction.extract(record.value, {
                now,
                llmCandidatesByDocument: llmByAccession.get(record.value.accession),
              }),
            ),
          )
          const outcomes: Outcome[] = []
          for (const [index, result] of results.entries()) {
            if (result.ok) {
              extracted.push(result.extracted)
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
          // A failed publish throws: the batch is handed again, nothing is committed past it.
          await deps.bus.publish(
            topics.assertions,
            extracted.map((value) => ({ key: value.accession, value })),
          )
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
