/**
 * The bus: produce keyed records to a declared topic, consume a topic with a consumer group.
 * Two implementations behind this one interface: in-process (the embedded default) and Kafka.
 *
 * Delivery is at-least-once. A consumer's handler receives a batch and answers one outcome per
 * record (PostHog's result union, built with `ok()`, `drop()`, `deadLetter()`, `retry()`): `ok`,
 * `drop` (ignored on purpose), `dead-letter` (kept on the dead-letter topic with the reason) or
 * `retry` (a dependency is unavailable: the record and those after it are handed again after a
 * backoff). Offsets are committed only after the handler resolved, that is after its effects are
 * stored, so handlers must be idempotent. A record that does not decode never reaches the
 * handler: it goes to the dead-letter topic and the partition moves on.
 *
 * A handler that throws is judged by its error (`isRetriable`, shared/errors.ts): a retriable one
 * is a `retry` of the whole batch; a non-retriable one is settled as the subscription's `onFatal`
 * says (dead-letter the batch, or stop the subscription at its first record).
 */
import type { BusTopic } from './topic.js'

export interface ProducedRecord<Key, Value> {
  key: Key
  value: Value
  headers?: Record<string, string>
}

export interface DeliveredRecord<Key, Value> {
  topic: string
  partition: number
  /** Kafka offsets are 64-bit: kept as a decimal string. */
  offset: string
  key: Key
  value: Value
  /** Broker or log append time, ISO-8601. */
  timestamp: string
  headers: Record<string, string>
}

export type Outcome =
  | { result: 'ok' }
  | { result: 'drop'; reason: string }
  | { result: 'dead-letter'; reason: string }
  | { result: 'retry'; reason: string }

/** The record's effects are stored. */
export const ok = (): Outcome => ({ result: 'ok' })
/** Ignored on purpose (a duplicate, a record this stage has no use for): committed, not kept. */
export const drop = (reason: string): Outcome => ({ result: 'drop', reason })
/** Will never succeed as it is: kept on the dead-letter topic with the reason, then committed. */
export const deadLetter = (reason: string): Outcome => ({ result: 'dead-letter', reason })
/** A dependency failed for now: this record and those after it are handed again after a backoff. */
export const retry = (reason: string): Outcome => ({ result: 'retry', reason })

/** Resolves after the batch's effects are stored; `void` means every record is ok. */
export type BatchHandler<Key, Value> = (
  records: DeliveredRecord<Key, Value>[],
) => Promise<Outcome[] | void>

export interface RetryPolicy {
  initialMs: number
  maxMs: number
}

export interface SubscribeOptions<Key, Value> {
  groupId: string
  handle: BatchHandler<Key, Value>
  /** Most records handed to one call of `handle`. */
  maxBatchRecords?: number
  /**
   * How many partitions may each have a batch in the handler at once (default 1: one batch at a
   * time). Order and commits stay per partition. For a stage whose time per record varies by
   * orders of magnitude (the extractor: a stranger's filing may take its whole time budget), so a
   * slow record holds only its own partition, not the records of the others.
   */
  partitionsConcurrently?: number
  /** Backoff of `retry` outcomes and handler failures: exponential with equal jitter (see backoffMs). */
  retry?: RetryPolicy
  /** Kafka only: how long a silent member keeps its partitions (default 30 s, broker minimum 6 s). */
  sessionTimeoutMs?: number
  /**
   * What a handler that throws a non-retriable error does to its batch (default 'dead-letter').
   * 'dead-letter': each record of the batch goes to the dead-letter topic with the error's code and
   * message as reason, and the partition moves on: right for a stateless stage, whose input can be
   * re-driven later. 'stop': the subscription stops at the batch's first record, logs it (topic,
   * partition, offset) with the error, and commits nothing past it: for a sequencer (the catalysts
   * stage numbers events in input order, so a dead-lettered input would be a lost event). Retriable
   * errors are retried with `retry`'s backoff either way.
   */
  onFatal?: 'dead-letter' | 'stop'
  /**
   * With onFatal 'dead-letter': how many times in a row the handler may throw an unclassified error
   * (nothing says whether it passes: a TypeError on one odd record, say) before it is treated as
   * deterministic (default 8: 13 to 25 s of backoff at the default policy). Then the batch is handed
   * one record at a time, and a record that fails that often alone is dead-lettered with the error;
   * the others are stored. Known-transient failures (store or broker unreachable) are retried
   * without bound; with onFatal 'stop' every retriable failure is.
   */
  maxUnclassifiedAttempts?: number
}

export interface Subscription {
  readonly groupId: string
  /** Stops fetching, lets the batch in flight finish (or stop retrying), commits, then leaves. */
  stop(): Promise<void>
}

export interface RawRecord {
  key: Buffer | null
  value: Buffer | null
  headers?: Record<string, string>
}

/** How far a consumer group is behind the log end of one partition, in records. */
export interface ConsumerLag {
  group: string
  /** The topic's name on the bus (TOPIC_PREFIX included). */
  topic: string
  partition: number
  lag: number
}

export interface Bus {
  readonly kind: 'in-process' | 'kafka'
  /** Creates the declared topics that do not exist and brings existing ones to the declaration. */
  ensureTopics(topics: readonly BusTopic[]): Promise<void>
  publish<Key, Value>(
    topic: BusTopic<Key, Value>,
    records: ProducedRecord<Key, Value>[],
  ): Promise<void>
  /** Bytes as they are, bypassing the serde: for operator tools that re-drive dead letters, and tests. */
  publishRaw(topic: BusTopic, records: RawRecord[]): Promise<void>
  subscribe<Key, Value>(
    topic: BusTopic<Key, Value>,
    options: SubscribeOptions<Key, Value>,
  ): Promise<Subscription>
  /** Lag of the groups this process consumes with, where the bus can tell it (metrics). */
  consumerLag?(): Promise<ConsumerLag[]>
  /** Stops every subscription (drain, commit) and releases connections. */
  close(): Promise<void>
}
