/**
 * The part of consuming that does not depend on the transport: decode a fetched batch, hand the
 * decodable records to the handler, dead-letter what must be, retry what asks for it, settle a
 * handler's failure by its error (retriable or not, see SubscribeOptions.onFatal), and report how
 * far the batch's effects are done so the transport commits exactly that far.
 */
import type { DeadLetter } from '../../../schemas/avro/types.js'
import { deadLetterTopic, type BusTopic } from './topic.js'
import { classifiedRetriable, describeError, errorMessage } from '../errors.js'
import type { Logger } from '../logger.js'
import type { Serde } from '../serde/avro.js'
import {
  deadLetter,
  ok,
  retry,
  type BatchHandler,
  type Bus,
  type DeliveredRecord,
  type Outcome,
  type RetryPolicy,
  type SubscribeOptions,
} from './types.js'

export interface FetchedRecord {
  partition: number
  offset: string
  key: Buffer | null
  value: Buffer | null
  timestamp: string
  headers: Record<string, string>
}

export interface BatchContext<Key, Value> {
  topic: BusTopic<Key, Value>
  topicName: string
  groupId: string
  serde: Serde
  handle: BatchHandler<Key, Value>
  deadLetter: (letter: DeadLetter, key: string) => Promise<void>
  retry: RetryPolicy
  onFatal: NonNullable<SubscribeOptions<Key, Value>['onFatal']>
  maxUnclassifiedAttempts: number
  isStopping: () => boolean
  /** Keeps group membership alive during long retries (Kafka heartbeats). */
  heartbeat?: () => Promise<void>
  logger: Logger
  now: () => Date
}

export const defaultRetry: RetryPolicy = { initialMs: 200, maxMs: 30_000 }

/** Tries of an unclassified handler failure before a stateless stage treats it as deterministic. */
export const DEFAULT_MAX_UNCLASSIFIED_ATTEMPTS = 8

/**
 * The context of a subscription's batches, built the same way by both transports. A stage is
 * stateless unless it says otherwise, so a non-retriable failure dead-letters by default.
 */
export function subscriptionContext<Key, Value>(
  bus: Pick<Bus, 'publish'>,
  topic: BusTopic<Key, Value>,
  topicName: string,
  options: SubscribeOptions<Key, Value>,
  env: Pick<BatchContext<Key, Value>, 'serde' | 'logger' | 'now' | 'isStopping' | 'heartbeat'>,
): BatchContext<Key, Value> {
  return {
    ...env,
    topic,
    topicName,
    groupId: options.groupId,
    handle: options.handle,
    retry: options.retry ?? defaultRetry,
    onFatal: options.onFatal ?? 'dead-letter',
    maxUnclassifiedAttempts: Math.max(
      1,
      options.maxUnclassifiedAttempts ?? DEFAULT_MAX_UNCLASSIFIED_ATTEMPTS,
    ),
    deadLetter: async (letter, key) => {
      await bus.publish(deadLetterTopic, [{ key, value: letter }])
    },
  }
}

/** How far a batch got. `stop`: the subscription must stop (onFatal 'stop'), committing `done` only. */
export interface BatchProgress {
  done: number
  stop: boolean
}

/**
 * Exponential backoff with equal jitter (AWS architecture blog): half the ceiling fixed, half random. The jitter spreads
 * the retries of many consumers; the fixed half keeps a retry from following its failure at once.
 */
export function backoffMs(
  attempt: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxMs, policy.initialMs * 2 ** attempt)
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

function sleep(ms: number, isStopping: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now()
    const tick = () =>
      isStopping() || Date.now() - started >= ms ? resolve() : setTimeout(tick, Math.min(50, ms))
    tick()
  })
}

/**
 * Processes `fetched` (one partition, ascending offsets). Returns how many leading records are done
 * (effects stored, dropped or dead-lettered): the transport commits the offset after the last of
 * them. Fewer than all only when stopping while a retry was pending, or when a non-retriable
 * failure stops the subscription (`stop`).
 */
export async function processBatch<Key, Value>(
  fetched: FetchedRecord[],
  ctx: BatchContext<Key, Value>,
): Promise<BatchProgress> {
  const log = ctx.logger
  const letter = async (record: FetchedRecord, error: string): Promise<void> => {
    await ctx.deadLetter(
      {
        source_topic: ctx.topicName,
        source_partition: record.partition,
        source_offset: record.offset,
        consumer_group: ctx.groupId,
        key: record.key,
        value: record.value,
        error,
        failed_at: ctx.now().toISOString(),
      },
      `${ctx.topicName}:${record.partition}:${record.offset}`,
    )
    log.warn(
      { topic: ctx.topicName, partition: record.partition, offset: record.offset, error },
      'record dead-lettered',
    )
  }

  // Decode everything first; a poison record is settled here and never reaches the handler.
  const decoded: Array<{ index: number; record: DeliveredRecord<Key, Value> }> = []
  for (const [index, record] of fetched.entries()) {
    try {
      if (record.value === null) throw new Error('record has no value (tombstone)')
      const key = (
        record.key === null ? null : await ctx.serde.decode(ctx.topic.keySchema, record.key)
      ) as Key
      const value = (await ctx.serde.decode(ctx.topic.valueSchema, record.value)) as Value
      decoded.push({
        index,
        record: {
          topic: ctx.topicName,
          partition: record.partition,
          offset: record.offset,
          key,
          value,
          timestamp: record.timestamp,
          headers: record.headers,
        },
      })
    } catch (error) {
      if ((error as { code?: string }).code !== 'SERDE_DECODE_FAILED') throw error
      await letter(record, errorMessage(error))
    }
  }

  let pending = decoded
  // One record at a time once an unclassified failure repeated on a batch: finds the record it is.
  let singly = false
  let unclassifiedTries = 0
  let attempt = 0
  while (pending.length > 0) {
    const batch = singly ? pending.slice(0, 1) : pending
    let outcomes: Outcome[]
    try {
      const answered = await ctx.handle(batch.map((d) => d.record))
      outcomes = answered ?? batch.map(() => ok())
      if (outcomes.length !== batch.length)
        throw new Error(`handler answered ${outcomes.length} outcomes for ${batch.length} records`)
    } catch (error) {
      // Nothing of the batch is assumed stored. A failure that may pass is retried; one that will
      // not would stall the partition for ever, so it is settled as the subscription says.
      const reason = describeError(error)
      const verdict = classifiedRetriable(error)
      if (verdict === true || (verdict === null && ctx.onFatal === 'stop'))
        outcomes = batch.map(() => retry(reason))
      else if (verdict === null) {
        // Unclassified: retried, but not for ever on a stateless stage (it may be a bug on one record).
        unclassifiedTries++
        if (unclassifiedTries < ctx.maxUnclassifiedAttempts)
          outcomes = batch.map(() => retry(reason))
        else if (batch.length > 1) {
          log.warn(
            { topic: ctx.topicName, group: ctx.groupId, records: batch.length, reason },
            'handler failed a batch repeatedly with an unclassified error; handing it one record at a time',
          )
          singly = true
          unclassifiedTries = 0
          continue
        } else {
          const record = batch[0]!.record
          log.error(
            {
              err: error,
              topic: ctx.topicName,
              group: ctx.groupId,
              partition: record.partition,
              offset: record.offset,
              tries: unclassifiedTries,
            },
            'handler failed one record repeatedly with an unclassified error; dead-lettering it',
          )
          outcomes = [deadLetter(`failed ${unclassifiedTries} times: ${reason}`)]
        }
      } else if (ctx.onFatal === 'stop') {
        const first = batch[0]!.record
        log.error(
          {
            err: error,
            topic: ctx.topicName,
            group: ctx.groupId,
            partition: first.partition,
            offset: first.offset,
            reason,
          },
          'consumer stopped: the handler failed with a non-retriable error; nothing from this record on is committed',
        )
        return { done: batch[0]!.index, stop: true }
      } else {
        log.error(
          { err: error, topic: ctx.topicName, group: ctx.groupId, records: batch.length },
          'handler failed with a non-retriable error; dead-lettering its batch',
        )
        outcomes = batch.map(() => deadLetter(reason))
      }
    }
    const firstRetry = outcomes.findIndex((o) => o.result === 'retry')
    const settledCount = firstRetry === -1 ? batch.length : firstRetry
    for (let i = 0; i < settledCount; i++) {
      const outcome = outcomes[i]!
      if (outcome.result === 'dead-letter') await letter(fetched[batch[i]!.index]!, outcome.reason)
      else if (outcome.result === 'drop')
        log.debug(
          { topic: ctx.topicName, offset: batch[i]!.record.offset, reason: outcome.reason },
          'record dropped',
        )
    }
    if (settledCount > 0) {
      unclassifiedTries = 0
      attempt = 0
    }
    // Records after the first retry are handed again too: per-partition order is kept, and
    // handlers are idempotent, so repeating their effects is harmless.
    pending = pending.slice(settledCount)
    if (firstRetry === -1) continue
    const reason = (outcomes[firstRetry] as { reason: string }).reason
    if (ctx.isStopping()) return { done: pending[0]!.index, stop: false }
    const wait = backoffMs(attempt, ctx.retry)
    attempt++
    log.warn(
      {
        topic: ctx.topicName,
        group: ctx.groupId,
        offset: pending[0]!.record.offset,
        attempt,
        waitMs: wait,
        reason,
      },
      'retrying records',
    )
    await sleep(wait, ctx.isStopping)
    await ctx.heartbeat?.()
    if (ctx.isStopping()) return { done: pending[0]!.index, stop: false }
  }
  return { done: fetched.length, stop: false }
}
