/**
 * What the bus needs to know of a topic, and the one topic the bus itself owns. The app's
 * declarations (topology/topics.ts) extend this shape with who produces and consumes each topic;
 * the bus takes them as parameters and never reads the app's list, so infrastructure sits below the
 * app's declarations.
 */
import type { DeadLetter } from '../../../schemas/avro/types.js'

export interface BusTopic<Key = unknown, Value = unknown> {
  /** Topic name without the deployment's TOPIC_PREFIX. */
  readonly name: string
  /** Avro schema names (schemas/avro/<name>.avsc) of key and value. */
  readonly keySchema: string
  readonly valueSchema: string
  readonly partitions: number
  readonly cleanupPolicy: 'delete' | 'compact'
  /** -1 keeps records forever (the replayable history). */
  readonly retentionMs: number
  /**
   * The largest record the topic takes (Kafka's topic-level `max.message.bytes`), when it must be
   * larger than the broker's default (1 MiB). Producers fit their records under it.
   */
  readonly maxMessageBytes?: number
  /** Phantom: carries the key and value types; never set at run time. */
  readonly __types?: { key: Key; value: Value }
}

export type KeyOf<T> = T extends BusTopic<infer K, unknown> ? K : never
export type ValueOf<T> = T extends BusTopic<unknown, infer V> ? V : never

/** The name a topic has on a cluster: TOPIC_PREFIX lets tests and tenants share one cluster. */
export function topicName(topic: Pick<BusTopic, 'name'>, prefix: string): string {
  return `${prefix}${topic.name}`
}

/**
 * Where the bus writes, on behalf of every consumer, the records it could not decode or process
 * (byte-for-byte with the error). topology/topics.ts declares it with its producers.
 */
export const deadLetterTopic: BusTopic<string, DeadLetter> = {
  name: 'catalyst.dead-letters.v1',
  keySchema: 'StringKey',
  valueSchema: 'DeadLetter',
  partitions: 1,
  cleanupPolicy: 'delete',
  retentionMs: 30 * 86_400_000,
  // A dead letter carries the failed record whole: room for the largest filing (16 MiB, see
  // topology/topics.ts FILING_MAX_MESSAGE_BYTES) and the error.
  maxMessageBytes: 17 * 1024 * 1024,
}
