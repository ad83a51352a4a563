/**
 * The embedded bus: Kafka's model (partitioned append-only logs, consumer groups with committed
 * offsets) inside one process, reading the same topic declarations and the same Avro serde as the
 * Kafka bus, so every stage runs one code path. With a directory, each partition's log and each
 * group's offsets live on disk, so a restart resumes and a replay from offset zero works.
 *
 * Frame format of a partition log: [u32 total][i64 timestamp ms][i32 key len, -1 = null][key]
 * [i32 value len, -1 = null][value][u32 headers json len][headers json]. A torn last frame (crash
 * mid-append) is ignored on load and overwritten.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, truncateSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TopicDeclaration } from '../../../topology/topics.js'
import { topicName } from '../../../topology/topics.js'
import { CatalystFeedError } from '../errors.js'
import type { Logger } from '../logger.js'
import type { Serde } from '../serde/avro.js'
import { defaultRetry, processBatch, type FetchedRecord } from './batch.js'
import { topics as declaredTopics } from '../../../topology/topics.js'
import type { Bus, ProducedRecord, RawRecord, SubscribeOptions, Subscription } from './types.js'

interface StoredRecord { timestamp: number; key: Buffer | null; value: Buffer | null; headers: Record<string, string> }

interface Partition { records: StoredRecord[]; file: string | null }

export interface InProcessBusOptions {
  serde: Serde
  logger: Logger
  /** Where logs and offsets persist; memory only when absent. */
  dir?: string
  topicPrefix?: string
  now?: () => Date
}

/** FNV-1a of the key bytes: the same key always lands in the same partition. */
function partitionFor(key: Buffer | null, partitions: number, roundRobin: () => number): number {
  if (key === null) return roundRobin() % partitions
  let hash = 0x811c9dc5
  for (const byte of key) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0
  return hash % partitions
}

function encodeFrame(record: StoredRecord): Buffer {
  const headers = Buffer.from(JSON.stringify(record.headers))
  const keyLen = record.key?.length ?? -1
  const valueLen = record.value?.length ?? -1
  const body = Buffer.alloc(8 + 4 + Math.max(keyLen, 0) + 4 + Math.max(valueLen, 0) + 4 + headers.length)
  let at = body.writeBigInt64BE(BigInt(record.timestamp), 0)
  at = body.writeInt32BE(keyLen, at)
  if (record.key) at += record.key.copy(body, at)
  at = body.writeInt32BE(valueLen, at)
  if (record.value) at += record.value.copy(body, at)
  at = body.writeUInt32BE(headers.length, at)
  headers.copy(body, at)
  const frame = Buffer.alloc(4 + body.length)
  frame.writeUInt32BE(body.length, 0)
  body.copy(frame, 4)
  return frame
}

function readFrames(bytes: Buffer): { records: StoredRecord[]; validLength: number } {
  const records: StoredRecord[] = []
  let at = 0
  while (at + 4 <= bytes.length) {
    const length = bytes.readUInt32BE(at)
    if (at + 4 + length > bytes.length) break
    let p = at + 4
    const timestamp = Number(bytes.readBigInt64BE(p)); p += 8
    const keyLen = bytes.readInt32BE(p); p += 4
    const key = keyLen < 0 ? null : Buffer.from(bytes.subarray(p, p + keyLen)); p += Math.max(keyLen, 0)
    const valueLen = bytes.readInt32BE(p); p += 4
    const value = valueLen < 0 ? null : Buffer.from(bytes.subarray(p, p + valueLen)); p += Math.max(valueLen, 0)
    const headersLen = bytes.readUInt32BE(p); p += 4
    const headers = JSON.parse(bytes.subarray(p, p + headersLen).toString('utf8')) as Record<string, string>
    records.push({ timestamp, key, value, headers })
    at += 4 + length
  }
  return { records, validLength: at }
}

export function createInProcessBus(options: InProcessBusOptions): Bus {
  const { serde, logger, dir } = options
  const prefix = options.topicPrefix ?? ''
  const now = options.now ?? (() => new Date())
  const log = logger.child({ component: 'bus', bus: 'in-process' })
  const topicLogs = new Map<string, Partition[]>()
  const waiters = new Set<() => void>()
  const subscriptions = new Set<Subscription>()
  const activeGroups = new Set<string>()
  let roundRobin = 0

  const offsetsFile = (groupId: string, name: string) => join(dir!, 'offsets', `${groupId}__${name}.json`)

  const open = (topic: TopicDeclaration): Partition[] => {
    const name = topicName(topic, prefix)
    let partitions = topicLogs.get(name)
    if (partitions) return partitions
    partitions = []
    for (let p = 0; p < topic.partitions; p++) {
      let file: string | null = null
      let records: StoredRecord[] = []
      if (dir) {
        mkdirSync(join(dir, 'topics', name), { recursive: true })
        file = join(dir, 'topics', name, `${p}.log`)
        if (existsSync(file)) {
          const bytes = readFileSync(file)
          const read = readFrames(bytes)
          records = read.records
          if (read.validLength < bytes.length) {
            log.warn({ topic: name, partition: p, dropped: bytes.length - read.validLength }, 'torn frame at the end of a partition log ignored')
            truncateSync(file, read.validLength)
          }
        }
      }
      partitions.push({ records, file })
    }
    topicLogs.set(name, partitions)
    return partitions
  }

  const append = (topic: TopicDeclaration, raw: RawRecord[]): void => {
    const partitions = open(topic)
    for (const record of raw) {
      const stored: StoredRecord = { timestamp: now().getTime(), key: record.key, value: record.value, headers: record.headers ?? {} }
      const partition = partitions[partitionFor(record.key, partitions.length, () => roundRobin++)]!
      if (partition.file) appendFileSync(partition.file, encodeFrame(stored))
      partition.records.push(stored)
    }
    for (const wake of [...waiters]) wake()
  }

  const encodeAll = async <K, V>(topic: TopicDeclaration<K, V>, records: ProducedRecord<K, V>[]): Promise<RawRecord[]> => {
    const name = topicName(topic, prefix)
    return Promise.all(records.map(async (r) => ({
      key: await serde.encode(topic.keySchema, `${name}-key`, r.key),
      value: await serde.encode(topic.valueSchema, `${name}-value`, r.value),
      headers: r.headers ?? {},
    })))
  }

  const bus: Bus = {
    kind: 'in-process',
    async ensureTopics(topics) {
      for (const topic of topics) open(topic)
    },
    async publish(topic, records) {
      append(topic, await encodeAll(topic, records))
    },
    async publishRaw(topic, records) {
      append(topic, records)
    },
    async subscribe<K, V>(topic: TopicDeclaration<K, V>, subscribeOptions: SubscribeOptions<K, V>): Promise<Subscription> {
      const name = topicName(topic, prefix)
      const groupKey = `${subscribeOptions.groupId}\u0000${name}`
      if (activeGroups.has(groupKey)) {
        throw new CatalystFeedError('BUS_UNAVAILABLE', `group ${subscribeOptions.groupId} already consumes ${name} in this process (the in-process bus has one member per group)`)
      }
      activeGroups.add(groupKey)
      const partitions = open(topic)
      let committed: number[] = partitions.map(() => 0)
      if (dir) {
        mkdirSync(join(dir, 'offsets'), { recursive: true })
        const file = offsetsFile(subscribeOptions.groupId, name)
        if (existsSync(file)) committed = (JSON.parse(readFileSync(file, 'utf8')) as number[]).concat(committed).slice(0, partitions.length)
      }
      const commit = (partition: number, nextOffset: number) => {
        committed[partition] = nextOffset
        if (dir) {
          const file = offsetsFile(subscribeOptions.groupId, name)
          writeFileSync(`${file}.tmp`, JSON.stringify(committed))
          renameSync(`${file}.tmp`, file)
        }
      }
      const maxBatch = subscribeOptions.maxBatchRecords ?? 500
      let stopping = false
      const context = {
        topic, topicName: name, groupId: subscribeOptions.groupId, serde, handle: subscribeOptions.handle,
        retry: subscribeOptions.retry ?? defaultRetry, isStopping: () => stopping, logger: log, now,
        deadLetter: async (letter: Parameters<Parameters<typeof processBatch>[1]['deadLetter']>[0], key: string) => {
          await bus.publish(declaredTopics.deadLetters, [{ key, value: letter }])
        },
      }
      const stopWaiters = new Set<() => void>()
      const loop = (async () => {
        while (!stopping) {
          let progressed = false
          for (const [p, partition] of partitions.entries()) {
            if (stopping) break
            const from = committed[p]!
            if (from >= partition.records.length) continue
            const slice = partition.records.slice(from, from + maxBatch)
            const fetched: FetchedRecord[] = slice.map((r, i) => ({
              partition: p, offset: String(from + i), key: r.key, value: r.value, timestamp: new Date(r.timestamp).toISOString(), headers: r.headers,
            }))
            let done: number
            try {
              done = await processBatch(fetched, context)
            } catch (error) {
              // Decoding needs a dependency, or the dead-letter write failed: nothing is committed, try again.
              log.error({ err: error, topic: name, group: subscribeOptions.groupId, partition: p }, 'batch failed; retrying')
              await new Promise((resolve) => setTimeout(resolve, context.retry.initialMs))
              continue
            }
            if (done > 0) commit(p, from + done)
            progressed = true
          }
          if (!progressed && !stopping) {
            await new Promise<void>((resolve) => {
              const wake = () => { waiters.delete(wake); resolve() }
              waiters.add(wake)
              stopWaiters.add(wake)
            })
          }
        }
      })()
      loop.catch((error) => log.error({ err: error, topic: name, group: subscribeOptions.groupId }, 'consumer loop failed'))
      const subscription: Subscription = {
        groupId: subscribeOptions.groupId,
        async stop() {
          if (stopping) return loop.catch(() => undefined)
          stopping = true
          for (const wake of stopWaiters) wake()
          await loop.catch(() => undefined)
          subscriptions.delete(subscription)
          activeGroups.delete(groupKey)
        },
      }
      subscriptions.add(subscription)
      return subscription
    },
    async close() {
      await Promise.all([...subscriptions].map((s) => s.stop()))
    },
  }
  return bus
}
