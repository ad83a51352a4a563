/**
 * The Kafka bus (kafkajs). Producing is idempotent with acks from all in-sync replicas. Consuming
 * uses eachBatch with manual commits: the offset after a batch is committed only once
 * processBatch reports the batch's effects stored; stopping waits for the batch in flight, then
 * commits and leaves the group. With partitionsConcurrently, batches are handled apart from
 * kafkajs's fetch loop, one per partition (see handApart), so a batch held in the handler holds
 * only its own partition, also for records published while it is held.
 */
import {
  Kafka,
  Partitioners,
  logLevel,
  type Admin,
  type Consumer,
  type EachBatchPayload,
  type Producer,
  type LogEntry,
} from 'kafkajs'
import { topicName, type BusTopic } from './topic.js'
import type { Logger } from '../logger.js'
import type { Serde } from '../serde/avro.js'
import { processBatch, subscriptionContext, type FetchedRecord } from './batch.js'
import { encodeRecords } from './encode.js'
import type { Bus, ProducedRecord, RawRecord, SubscribeOptions, Subscription } from './types.js'

export interface KafkaBusOptions {
  brokers: string[]
  clientId: string
  serde: Serde
  logger: Logger
  topicPrefix?: string
  replicationFactor?: number
  now?: () => Date
}

function kafkajsLogger(logger: Logger) {
  return () =>
    ({ namespace, level, log: entry }: LogEntry) => {
      const { message, ...rest } = entry
      const fields = { component: 'kafkajs', namespace, ...rest }
      if (level === logLevel.ERROR) logger.error(fields, message)
      else if (level === logLevel.WARN) logger.warn(fields, message)
      else logger.debug(fields, message)
    }
}

function headersOf(raw: Record<string, unknown> | undefined): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [k, v] of Object.entries(raw ?? {}))
    if (v !== undefined) headers[k] = Buffer.isBuffer(v) ? v.toString('utf8') : String(v)
  return headers
}

export function createKafkaBus(options: KafkaBusOptions): Bus {
  const { serde, logger } = options
  const prefix = options.topicPrefix ?? ''
  const now = options.now ?? (() => new Date())
  const log = logger.child({ component: 'bus', bus: 'kafka' })
  const kafka = new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
    logLevel: logLevel.WARN,
    logCreator: kafkajsLogger(log),
    retry: { initialRetryTime: 300, retries: 8 },
  })
  let producer: Promise<Producer> | null = null
  const getProducer = () => {
    producer ??= (async () => {
      const p = kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        allowAutoTopicCreation: false,
        createPartitioner: Partitioners.DefaultPartitioner,
      })
      await p.connect()
      return p
    })()
    producer.catch(() => {
      producer = null
    })
    return producer
  }
  const subscriptions = new Set<Subscription>()

  const sendRaw = async (topic: BusTopic, records: RawRecord[]) => {
    if (records.length === 0) return
    await (
      await getProducer()
    ).send({
      topic: topicName(topic, prefix),
      acks: -1,
      messages: records.map((r) => ({ key: r.key, value: r.value, headers: r.headers ?? {} })),
    })
  }

  const bus: Bus = {
    kind: 'kafka',
    async ensureTopics(topics) {
      const admin: Admin = kafka.admin()
      await admin.connect()
      try {
        const existing = new Set(await admin.listTopics())
        const configEntries = (t: BusTopic) => [
          { name: 'cleanup.policy', value: t.cleanupPolicy },
          { name: 'retention.ms', value: String(t.retentionMs) },
          ...(t.maxMessageBytes === undefined
            ? []
            : [{ name: 'max.message.bytes', value: String(t.maxMessageBytes) }]),
        ]
        const missing = topics.filter((t) => !existing.has(topicName(t, prefix)))
        if (missing.length) {
          const names = missing.map((t) => topicName(t, prefix))
          try {
            await admin.createTopics({
              waitForLeaders: true,
              topics: missing.map((t) => ({
                topic: topicName(t, prefix),
                numPartitions: t.partitions,
                replicationFactor: options.replicationFactor ?? 1,
                configEntries: configEntries(t),
              })),
            })
          } catch (error) {
            // kafkajs waits for the new topics' leaders by metadata requests and retries only
            // LEADER_NOT_AVAILABLE; a busy broker may first answer that it does not host the
            // partition yet. The topics are created by then: wait for their leaders ourselves.
            if ((error as { type?: string }).type !== 'UNKNOWN_TOPIC_OR_PARTITION') throw error
            await waitForLeaders(admin, names)
          }
        }
        const present = topics.filter((t) => existing.has(topicName(t, prefix)))
        if (present.length) {
          const metadata = await admin.fetchTopicMetadata({
            topics: present.map((t) => topicName(t, prefix)),
          })
          const grow = present.filter(
            (t) =>
              (metadata.topics.find((m) => m.name === topicName(t, prefix))?.partitions.length ??
                0) < t.partitions,
          )
          if (grow.length)
            await admin.createPartitions({
              topicPartitions: grow.map((t) => ({
                topic: topicName(t, prefix),
                count: t.partitions,
              })),
            })
          // AlterConfigs replaces the listed keys only; re-applying the same values changes nothing.
          await admin.alterConfigs({
            validateOnly: false,
            resources: present.map((t) => ({
              type: 2 /* TOPIC */,
              name: topicName(t, prefix),
              configEntries: configEntries(t),
            })),
          })
        }
        log.info(
          {
            created: missing.map((t) => topicName(t, prefix)),
            updated: present.map((t) => topicName(t, prefix)),
          },
          'topics ensured',
        )
      } finally {
        await admin.disconnect()
      }
    },
    async publish<K, V>(topic: BusTopic<K, V>, records: ProducedRecord<K, V>[]) {
      await sendRaw(topic, await encodeRecords(serde, topic, topicName(topic, prefix), records))
    },
    async publishRaw(topic, records) {
      await sendRaw(topic, records)
    },
    async subscribe<K, V>(
      topic: BusTopic<K, V>,
      subscribeOptions: SubscribeOptions<K, V>,
    ): Promise<Subscription> {
      const name = topicName(topic, prefix)
      const consumer: Consumer = kafka.consumer({
        groupId: subscribeOptions.groupId,
        sessionTimeout: subscribeOptions.sessionTimeoutMs ?? 30_000,
        heartbeatInterval: 3_000,
        maxBytesPerPartition: 8 * 1024 * 1024,
        allowAutoTopicCreation: false,
        // Short long-polls: the fast lane wants latency, and stop() waits for a fetch in flight.
        maxWaitTimeInMs: 250,
      })
      let stopping = false
      await consumer.connect()
      // A new group starts at the beginning: the topics are the history, and replays rely on it.
      await consumer.subscribe({ topic: name, fromBeginning: true })
      const maxBatch = subscribeOptions.maxBatchRecords ?? 500
      const concurrently = Math.max(1, subscribeOptions.partitionsConcurrently ?? 1)
      // Batches handled apart from kafkajs's fetch loop (partitionsConcurrently > 1, below).
      let drainInHand = async () => {}
      const leave = async () => {
        // Batches handled apart commit before the consumer stops (its commits are no-ops after).
        await drainInHand()
        // consumer.stop waits for the batch in flight; its commit happens inside eachBatch.
        await consumer.stop()
        await consumer.disconnect()
        subscriptions.delete(subscription)
      }
      let left: Promise<void> | null = null
      const halt = () => {
        left ??= leave()
        return left.catch((error: unknown) =>
          log.warn(
            { err: error, topic: name, group: subscribeOptions.groupId },
            'leaving the group failed',
          ),
        )
      }
      const subscription: Subscription = {
        groupId: subscribeOptions.groupId,
        async stop() {
          stopping = true
          await halt()
        },
      }
      /**
       * One batch's records, in chunks of maxBatch: each chunk's offset is resolved and committed
       * once processBatch reports its effects stored.
       */
      const consume = async ({
        batch,
        heartbeat,
        isRunning,
        isStale,
        resolveOffset,
        commitOffsetsIfNecessary,
      }: EachBatchPayload): Promise<void> => {
        for (let start = 0; start < batch.messages.length; start += maxBatch) {
          if (stopping || !isRunning() || isStale()) return
          const chunk = batch.messages.slice(start, start + maxBatch)
          const fetched: FetchedRecord[] = chunk.map((m) => ({
            partition: batch.partition,
            offset: m.offset,
            key: m.key ?? null,
            value: m.value ?? null,
            timestamp: new Date(Number(m.timestamp)).toISOString(),
            headers: headersOf(m.headers as Record<string, unknown> | undefined),
          }))
          const { done, stop } = await processBatch(
            fetched,
            subscriptionContext(bus, topic, name, subscribeOptions, {
              serde,
              logger: log,
              now,
              isStopping: () => stopping || !isRunning(),
              heartbeat,
            }),
          )
          if (done > 0) {
            // resolveOffset moves kafkajs's fetch position; the commit makes it durable for the group.
            resolveOffset(chunk[done - 1]!.offset)
            const next = (BigInt(chunk[done - 1]!.offset) + 1n).toString()
            // The batch-scoped commit also works while stopping (consumer.commitOffsets is a
            // silent no-op once stop() began), which is what lets shutdown drain then commit.
            await commitOffsetsIfNecessary({
              topics: [{ topic: name, partitions: [{ partition: batch.partition, offset: next }] }],
            })
          }
          if (done < chunk.length) {
            // Stopping mid-retry (or halted): make the next fetch (this member or the next owner) start at the unfinished record.
            seekTo(batch.partition, chunk[done]!.offset)
            if (stop) {
              // Not awaited: consumer.stop() waits for this batch, which returns now. processBatch
              // logged the record and the error; the group's offset stays on that record.
              stopping = true
              void halt()
            }
            return
          }
        }
      }
      const seekTo = (partition: number, offset: string) =>
        consumer.seek({ topic: name, partition, offset })
      /**
       * Several partitions at once: kafkajs fetches again only once every batch of its last fetch
       * was handled, so a batch held in the handler would hold every partition's next records
       * (records published while a filing takes its whole time budget waited for it). Each batch
       * is therefore handled apart from the fetch loop: its partition is paused (no fetch of it
       * while its batch is in hand), eachBatch returns, the next fetches bring the other
       * partitions' records, and the partition is resumed once its batch ended. Order and commits
       * stay per partition; stop() drains these batches and then leaves the group.
       */
      const inHand = new Map<number, Promise<void>>()
      const handApart = async (payload: EachBatchPayload): Promise<void> => {
        const { partition, messages } = payload.batch
        // After a rebalance the group may hand this member a partition whose batch is still in
        // hand (redelivered from its last commit): it waits, so a partition has one batch at a time.
        await inHand.get(partition)
        if (messages.length === 0 || stopping || !payload.isRunning() || payload.isStale()) return
        const resume = payload.pause()
        // The first record not yet resolved: where the partition is read again after a failure.
        let unresolved = messages[0]!.offset
        const resolveOffset = (offset: string) => {
          payload.resolveOffset(offset)
          unresolved = (BigInt(offset) + 1n).toString()
        }
        const handled = consume({ ...payload, resolveOffset })
          .catch(async (error: unknown) => {
            // As kafkajs does when eachBatch throws: the unfinished records are fetched again
            // (at least once), after a pause so a failure that repeats does not spin.
            log.warn(
              { err: error, topic: name, group: subscribeOptions.groupId, partition },
              'handling a batch failed; its unfinished records are read again',
            )
            seekTo(partition, unresolved)
            if (!stopping) await new Promise((resolve) => setTimeout(resolve, 1_000))
          })
          .finally(() => {
            inHand.delete(partition)
            resume()
          })
        inHand.set(partition, handled)
      }
      drainInHand = async () => {
        while (inHand.size) await Promise.all([...inHand.values()])
      }
      await consumer.run({
        autoCommit: false,
        eachBatchAutoResolve: false,
        partitionsConsumedConcurrently: concurrently,
        eachBatch: concurrently > 1 ? handApart : consume,
      })
      subscriptions.add(subscription)
      return subscription
    },
    async close() {
      await Promise.all([...subscriptions].map((s) => s.stop()))
      if (producer) await (await producer).disconnect().catch(() => undefined)
      producer = null
    },
  }
  return bus
}

/** Polls the topics' metadata until every partition has a leader, for at most `withinMs`. */
async function waitForLeaders(admin: Admin, names: string[], withinMs = 30_000): Promise<void> {
  const deadline = Date.now() + withinMs
  for (;;) {
    try {
      const { topics } = await admin.fetchTopicMetadata({ topics: names })
      if (
        topics.length === names.length &&
        topics.every((t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0))
      )
        return
    } catch (error) {
      if ((error as { type?: string }).type !== 'UNKNOWN_TOPIC_OR_PARTITION') throw error
      if (Date.now() >= deadline) throw error
    }
    if (Date.now() >= deadline)
      throw new Error(`no leader within ${withinMs} ms for ${names.join(', ')}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
