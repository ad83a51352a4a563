/**
 * Consumer lag on Kafka, for the metrics: a wrapper of the Kafka bus that remembers which group
 * consumes which topic in this process, and on request asks the broker (an admin client: group
 * and topic Describe rights only, no create or alter) for each group's committed offsets and each
 * partition's log end. Lag = end - committed (a group that never committed counts from the log start).
 */
import { Kafka, logLevel, type Admin } from 'kafkajs'
import { topicName, type BusTopic } from './topic.js'
import type { Logger } from '../logger.js'
import type { Bus, ConsumerLag, SubscribeOptions, Subscription } from './types.js'

export interface KafkaLagOptions {
  brokers: string[]
  clientId: string
  topicPrefix?: string
  logger: Logger
}

export function withKafkaLag(bus: Bus, options: KafkaLagOptions): Bus {
  const prefix = options.topicPrefix ?? ''
  const consumed = new Map<string, { group: string; topic: string }>()
  const log = options.logger.child({ component: 'bus', bus: 'kafka', purpose: 'lag' })
  let admin: Promise<Admin> | null = null
  const getAdmin = () => {
    admin ??= (async () => {
      const client = new Kafka({
        clientId: `${options.clientId}-lag`,
        brokers: options.brokers,
        logLevel: logLevel.NOTHING,
      }).admin()
      await client.connect()
      return client
    })().catch((error: unknown) => {
      admin = null
      throw error
    })
    return admin
  }
  // Everything else is the Kafka bus's own (its methods close over their state, not `this`).
  return {
    ...bus,
    async subscribe<K, V>(
      topic: BusTopic<K, V>,
      subscribeOptions: SubscribeOptions<K, V>,
    ): Promise<Subscription> {
      const subscription = await bus.subscribe(topic, subscribeOptions)
      const key = `${subscribeOptions.groupId}\u0000${topicName(topic, prefix)}`
      consumed.set(key, { group: subscribeOptions.groupId, topic: topicName(topic, prefix) })
      return {
        groupId: subscription.groupId,
        async stop() {
          await subscription.stop()
          consumed.delete(key)
        },
      }
    },
    async consumerLag(): Promise<ConsumerLag[]> {
      if (consumed.size === 0) return []
      const client = await getAdmin()
      const lags: ConsumerLag[] = []
      for (const { group, topic } of consumed.values()) {
        const [ends, committed] = await Promise.all([
          client.fetchTopicOffsets(topic),
          client.fetchOffsets({ groupId: group, topics: [topic] }),
        ])
        const byPartition = new Map(
          (committed[0]?.partitions ?? []).map((p) => [p.partition, Number(p.offset)]),
        )
        for (const end of ends) {
          const position = Math.max(byPartition.get(end.partition) ?? -1, Number(end.low))
          lags.push({
            group,
            topic,
            partition: end.partition,
            lag: Math.max(0, Number(end.high) - position),
          })
        }
      }
      return lags.sort((a, b) => a.topic.localeCompare(b.topic) || a.partition - b.partition)
    },
    async close() {
      await bus.close()
      const client = admin
      admin = null
      await client
        ?.then((c) => c.disconnect())
        .catch((error: unknown) =>
          log.debug({ err: error }, 'lag admin client did not disconnect cleanly'),
        )
    },
  }
}
