/**
 * Every topic the product uses, declared once. The topic creator (`npm run topics`), the Kafka bus,
 * the in-process bus, the deploy manifests' checks and the README read this declaration. Record
 * types come from the generated Avro types, so a stage cannot publish a value its topic's schema
 * does not describe.
 */
import type {
  CatalystEvent,
  CatalystMerge,
  DeadLetter,
  ExtractedAssertions,
  FdaDecision,
  Filing,
  Review,
} from '../schemas/avro/types.js'
import { deadLetterTopic, type BusTopic } from '../services/shared/bus/topic.js'

export { topicName, type KeyOf, type ValueOf } from '../services/shared/bus/topic.js'

/**
 * The services, declared once: what `npm run service -- <name>` runs in its own process and
 * `npm start` runs together (services/runtime.ts starts each by this name).
 */
export const serviceNames = ['poller', 'extractor', 'catalysts', 'fda', 'attest', 'api'] as const
export type ServiceName = (typeof serviceNames)[number]

/** The operator commands that publish to or read topics outside the services (`npm run review`, `reextract`, `backfill`). */
export const operatorCommands = ['review-cli', 'reextract-cli', 'backfill-cli'] as const
export type OperatorCommand = (typeof operatorCommands)[number]

/** What produces to or consumes a topic (test/topology/clients.test.ts checks the lists against the code). */
export type TopicClient = ServiceName | OperatorCommand

/** A topic of the app: what the bus needs (BusTopic) plus who produces and consumes it. */
export interface TopicDeclaration<Key = unknown, Value = unknown> extends BusTopic<Key, Value> {
  readonly description: string
  readonly producers: readonly TopicClient[]
  /** Consumer groups of this system that read the topic (any other group may read it too). */
  readonly consumers: readonly TopicClient[]
}

function declare<Key, Value>(
  topic: Omit<TopicDeclaration<Key, Value>, '__types'>,
): TopicDeclaration<Key, Value> {
  return topic
}

const forever = -1
const MiB = 1024 * 1024

/**
 * A filing's largest record: a long legitimate release (3-5 MB of text, exhibits included) fits
 * whole; the poller cuts a larger one's longest documents to fit and says so on the filing
 * (`truncation`), so no filing is ever refused by the broker.
 */
export const FILING_MAX_MESSAGE_BYTES = 16 * MiB

export const topics = {
  filings: declare<string, Filing>({
    name: 'catalyst.filings.v1',
    description:
      'Raw 8-K/6-K filings that match the PDUFA discovery phrases, with clean document text. Keyed by accession.',
    keySchema: 'StringKey',
    valueSchema: 'Filing',
    // Compacted: one record per accession is the whole truth, and replays stay bounded.
    partitions: 6,
    cleanupPolicy: 'compact',
    retentionMs: forever,
    maxMessageBytes: FILING_MAX_MESSAGE_BYTES,
    // The backfill runs the poller's pipeline over a range; a re-extraction reads every filing.
    producers: ['poller', 'backfill-cli'],
    consumers: ['extractor', 'reextract-cli'],
  }),
  assertions: declare<string, ExtractedAssertions>({
    name: 'catalyst.assertions.v1',
    description:
      'Grounded facts extracted from one filing about FDA decision cycles. Keyed by accession.',
    keySchema: 'StringKey',
    valueSchema: 'ExtractedAssertions',
    // One partition: the catalysts stage is the single sequencer of event ids and reads in order.
    // Kept whole (not compacted): a replay must see every extraction the live run saw.
    partitions: 1,
    cleanupPolicy: 'delete',
    retentionMs: forever,
    // A re-extraction reads what was published and publishes the assertions that changed.
    producers: ['extractor', 'reextract-cli'],
    consumers: ['catalysts', 'reextract-cli'],
  }),
  reviews: declare<string, Review>({
    name: 'catalyst.reviews.v1',
    description:
      'Operator actions (approve, reject, correct, lock, merge, ...) with who and why. Keyed by review id.',
    keySchema: 'StringKey',
    valueSchema: 'Review',
    partitions: 1,
    cleanupPolicy: 'delete',
    retentionMs: forever,
    producers: ['review-cli'],
    consumers: ['catalysts'],
  }),
  events: declare<number, CatalystEvent>({
    name: 'catalyst.events.v1',
    description:
      'The change stream served on /v1/events, for data engineers tapping it directly. Keyed by catalyst_id.',
    keySchema: 'LongKey',
    valueSchema: 'CatalystEvent',
    partitions: 6,
    cleanupPolicy: 'delete',
    retentionMs: forever,
    producers: ['catalysts'],
    consumers: [],
  }),
  merges: declare<number, CatalystMerge>({
    name: 'catalyst.merges.v1',
    description:
      'Catalyst ids found to be one FDA decision, or separated again. Keyed by the merged-away id.',
    keySchema: 'LongKey',
    valueSchema: 'CatalystMerge',
    partitions: 1,
    cleanupPolicy: 'delete',
    retentionMs: forever,
    producers: ['catalysts'],
    consumers: [],
  }),
  fdaDecisions: declare<string, FdaDecision>({
    name: 'catalyst.fda-decisions.v1',
    description:
      "FDA actions from the FDA's own record, for scoring published dates. Keyed by application number.",
    keySchema: 'StringKey',
    valueSchema: 'FdaDecision',
    partitions: 1,
    cleanupPolicy: 'delete',
    retentionMs: forever,
    // Produced by the fda service's importer, consumed by its accuracy stage (stores and scores it).
    producers: ['fda'],
    consumers: ['fda'],
  }),
  deadLetters: declare<string, DeadLetter>({
    name: deadLetterTopic.name,
    description:
      'Records a consumer could not decode or process, byte-for-byte with the error. Keyed by source topic:partition:offset.',
    // The bus owns its dead-letter topic: its name, schemas, partitions and 30 days' retention.
    keySchema: deadLetterTopic.keySchema,
    valueSchema: deadLetterTopic.valueSchema,
    partitions: deadLetterTopic.partitions,
    cleanupPolicy: deadLetterTopic.cleanupPolicy,
    retentionMs: deadLetterTopic.retentionMs,
    maxMessageBytes: deadLetterTopic.maxMessageBytes,
    // Written by the bus on behalf of every consumer of the other topics.
    producers: ['extractor', 'catalysts', 'fda', 'reextract-cli'],
    consumers: [],
  }),
} as const

export const allTopics: readonly TopicDeclaration[] = Object.values(topics)
