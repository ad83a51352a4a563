/**
 * The extraction stage on the bus: filings in, one assertions record per filing out (also when it
 * asserts nothing, so the catalysts stage can count the filing as seen but not actionable).
 * The optional LLM is an enhancement, not a dependency: when it fails, the filing is extracted
 * regex-only rather than blocking the partition; the failure is logged with the accession.
 */
import { topics } from '../../topology/topics.js'
import type { Bus, Subscription } from '../shared/bus/types.js'
import type { Clock } from '../shared/clock.js'
import type { Logger } from '../shared/logger.js'
import type { ExtractedAssertions } from '../../schemas/avro/types.js'
import {
  requestLlmCandidatesForFiling,
  type LlmClientOptions,
  type LlmCandidate,
} from './llm-extractor.js'
import { extractFiling, isExtractableDocument } from './stage.js'

export interface ExtractorStageDeps {
  bus: Bus
  logger: Logger
  clock: Clock
  /** OpenAI-compatible endpoint, or null for the deterministic extractor only. */
  llm: LlmClientOptions | null
  groupId?: string
}

export interface ExtractorStage {
  start(): Promise<void>
  stop(): Promise<void>
}

export function createExtractorStage(deps: ExtractorStageDeps): ExtractorStage {
  const log = deps.logger.child({ stage: 'extractor' })
  let subscription: Subscription | null = null
  return {
    async start() {
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
          // Stamped once, right before publishing, after any slow LLM calls: the catalysts stage
          // merges its two inputs by record time and relies on a record reaching its topic promptly.
          const now = deps.clock.now().toISOString()
          for (const record of records) {
            extracted.push(
              extractFiling(record.value, {
                now,
                llmCandidatesByDocument: llmByAccession.get(record.value.accession),
              }),
            )
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
        },
      })
    },
    async stop() {
      await subscription?.stop()
      subscription = null
    },
  }
}
