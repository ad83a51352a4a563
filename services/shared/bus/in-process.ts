/**
 * The embedded bus: Kafka's model (partitioned append-only logs, consumer groups with committed
 * offsets) inside one process, reading the same topic declarations and the same Avro serde as the
 * Kafka bus, so every stage runs one code path. With a directory, each partition is a list of
 * segment files (partition-log.ts) read on demand, each group's offsets live on disk, so a restart
 * resumes, a replay from offset zero works, and memory stays bounded by the index, not the bytes.
 * Each topic's retention and compaction are honoured as its declaration says.
 *
 * A published batch lands whole or not at all: before appending, the bus writes a journal of each
 * touched segment's size, removed once every frame is written; a journal found at start (a crash
 * mid-batch) truncates those segments back, so no partial batch is ever read.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  truncateSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { topicName, type BusTopic } from './topic.js'
import { CatalystFeedError } from '../errors.js'
import type { Logger } from '../logger.js'
import type { Serde } from '../serde/avro.js'
import { processBatch, subscriptionContext, type FetchedRecord } from './batch.js'
import { encodeRecords } from './encode.js'
import { PartitionLog } from './partition-log.js'
import type { Bus, ConsumerLag, RawRecord, SubscribeOptions, Subscription } from './types.js'

export interface InProcessBusOptions {
  serde: Serde
  logger: Logger
  /** Where logs and offsets persist; memory only when absent. */
  dir?: string
  topicPrefix?: string
  now?: () => Date
  /** A segment closes at this size (default 16 MiB); compaction and retention work on closed segments. */
  segmentBytes?: number
  /** ...or when its first record is this old (default 1 day). */
  segmentMs?: number
  /** How often retention and compaction run besides on each roll (default 60 s). */
  cleanupIntervalMs?: number
  /** How long a compacted topic keeps a delete marker (default 1 day, Kafka's default). */
  tombstoneRetentionMs?: number
  /** Most bytes one fetch hands a consumer (always at least one record; default 4 MiB). */
  fetchMaxBytes?: number
}

/** FNV-1a of the key bytes: the same key always lands in the same partition. */
function partitionFor(key: Buffer | null, partitions: number, roundRobin: () => number): number {
  if (key === null) return roundRobin() % partitions
  let hash = 0x811c9dc5
  for (const byte of key) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0
  return hash % partitions
}

const JOURNAL = 'batch.journal'

/** Undoes a batch a crash left half-written: each segment back to its size before the batch. */
function rollBackTornBatch(dir: string, log: Logger): void {
  const journal = join(dir, JOURNAL)
  if (!existsSync(journal)) return
  let entries: Array<{ path: string; size: number }> = []
  try {
    entries = JSON.parse(readFileSync(journal, 'utf8')) as typeof entries
  } catch {
    // A torn journal means the crash came before any frame of the batch was appended.
  }
  for (const { path, size } of entries) {
    if (existsSync(path) && statSync(path).size > size) truncateSync(path, size)
  }
  log.warn({ segments: entries.length }, 'a batch torn by a crash was rolled back')
  rmSync(journal)
}

export function createInProcessBus(options: InProcessBusOptions): Bus {
  const { serde, logger, dir } = options
  const prefix = options.topicPrefix ?? ''
  const now = options.now ?? (() => new Date())
  const log = logger.child({ component: 'bus', bus: 'in-process' })
  const topicLogs = new Map<string, PartitionLog[]>()
  const waiters = new Set<() => void>()
  const subscriptions = new Set<Subscription>()
  const activeGroups = new Set<string>()
  /** Each subscribed group's committed positions, for the lag it reports (a halted one included). */
  const positions = new Map<string, { group: string; topic: string; committed: number[] }>()
  const fetchMaxBytes = options.fetchMaxBytes ?? 4 * 1024 * 1024
  let roundRobin = 0
  if (dir) {
    mkdirSync(dir, { recursive: true })
    rollBackTornBatch(dir, log)
  }

  const offsetsFile = (groupId: string, name: string) =>
    join(dir!, 'offsets', `${groupId}__${name}.json`)

  const cleanUp = (name: string, partitions: PartitionLog[]) => {
    const at = now().getTime()
    for (const [p, partition] of partitions.entries()) {
      // A quiet partition's old active segment closes here, so compaction reaches it without new records.
      partition.rollIfDue(at)
      const expired = partition.enforceRetention(at)
      const compacted = partition.compact(at)
      if (expired || compacted)
        log.debug({ topic: name, partition: p, expired, compacted }, 'log cleaned')
    }
  }

  const open = (topic: BusTopic): PartitionLog[] => {
    const name = topicName(topic, prefix)
    let partitions = topicLogs.get(name)
    if (partitions) return partitions
    partitions = []
    for (let p = 0; p < topic.partitions; p++) {
      partitions.push(
        new PartitionLog({
          dir: dir ? join(dir, 'topics', name, String(p)) : null,
          legacyFile: dir ? join(dir, 'topics', name, `${p}.log`) : undefined,
          compact: topic.cleanupPolicy === 'compact',
          retentionMs: topic.retentionMs,
          segmentBytes: options.segmentBytes ?? 16 * 1024 * 1024,
          segmentMs: options.segmentMs ?? 86_400_000,
          tombstoneRetentionMs: options.tombstoneRetentionMs ?? 86_400_000,
          warn: (details, message) => log.warn({ topic: name, partition: p, ...details }, message),
        }),
      )
    }
    topicLogs.set(name, partitions)
    cleanUp(name, partitions)
    return partitions
  }

  const cleanupTimer = setInterval(() => {
    for (const [name, partitions] of topicLogs) cleanUp(name, partitions)
  }, options.cleanupIntervalMs ?? 60_000)
  cleanupTimer.unref()

  const append = (topic: BusTopic, raw: RawRecord[]): void => {
    if (raw.length === 0) return
    const name = topicName(topic, prefix)
    const partitions = open(topic)
    const timestamp = now().getTime()
    const byPartition = new Map<number, RawRecord[]>()
    for (const record of raw) {
      const p = partitionFor(record.key, partitions.length, () => roundRobin++)
      const list = byPartition.get(p)
      if (list) list.push(record)
      else byPartition.set(p, [record])
    }
    let rolled = false
    for (const p of byPartition.keys()) rolled = partitions[p]!.rollIfDue(timestamp) || rolled
    const journal = dir && raw.length > 1 ? join(dir, JOURNAL) : null
    if (journal)
      writeFileSync(
        journal,
        JSON.stringify([...byPartition.keys()].map((p) => partitions[p]!.activeFile())),
      )
    for (const [p, records] of byPartition) {
      partitions[p]!.append(
        records.map((r) => ({ timestamp, key: r.key, value: r.value, headers: r.headers ?? {} })),
      )
    }
    if (journal) rmSync(journal)
    if (rolled) cleanUp(name, partitions)
    else for (const partition of partitions) partition.enforceRetention(timestamp)
    for (const wake of [...waiters]) wake()
  }

  const bus: Bus = {
    kind: 'in-process',
    async ensureTopics(topics) {
      for (const topic of topics) open(topic)
    },
    async publish(topic, records) {
      append(topic, await encodeRecords(serde, topic, topicName(topic, prefix), records))
    },
    async publishRaw(topic, records) {
      append(topic, records)
    },
    async subscribe<K, V>(
      topic: BusTopic<K, V>,
      subscribeOptions: SubscribeOptions<K, V>,
    ): Promise<Subscription> {
      const name = topicName(topic, prefix)
      const groupKey = `${subscribeOptions.groupId}\u0000${name}`
      if (activeGroups.has(groupKey)) {
        throw new CatalystFeedError(
          'BUS_UNAVAILABLE',
          `group ${subscribeOptions.groupId} already consumes ${name} in this process (the in-process bus has one member per group)`,
        )
      }
      activeGroups.add(groupKey)
      const partitions = open(topic)
      let committed: number[] = partitions.map(() => 0)
      if (dir) {
        mkdirSync(join(dir, 'offsets'), { recursive: true })
        const file = offsetsFile(subscribeOptions.groupId, name)
        if (existsSync(file))
          committed = (JSON.parse(readFileSync(file, 'utf8')) as number[])
            .concat(committed)
            .slice(0, partitions.length)
      }
      const position = { group: subscribeOptions.groupId, topic: name, committed }
      positions.set(groupKey, position)
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
      /** Set when a non-retriable failure stopped the subscription (onFatal 'stop'). */
      let halted = false
      const context = subscriptionContext(bus, topic, name, subscribeOptions, {
        serde,
        logger: log,
        now,
        isStopping: () => stopping,
      })
      const stopWaiters = new Set<() => void>()
      /** Idempotent; leaves alone what a later subscription of the same group holds. */
      const release = () => {
        subscriptions.delete(subscription)
        if (!halted) activeGroups.delete(groupKey)
        if (positions.get(groupKey) === position) positions.delete(groupKey)
      }
      /** One consume loop over `owned` partitions: one batch of theirs in the handler at a time. */
      const consume = async (owned: readonly number[]): Promise<void> => {
        while (!stopping) {
          let progressed = false
          for (const p of owned) {
            if (stopping) break
            const partition = partitions[p]!
            const from = committed[p]!
            if (from >= partition.endOffset) continue
            const slice = partition.read(from, maxBatch, fetchMaxBytes)
            if (slice.length === 0) continue
            const fetched: FetchedRecord[] = slice.map((r) => ({
              partition: p,
              offset: String(r.offset),
              key: r.key,
              value: r.value,
              timestamp: new Date(r.timestamp).toISOString(),
              headers: r.headers,
            }))
            let done: number
            try {
              const progress = await processBatch(fetched, context)
              done = progress.done
              if (progress.stop) halted = true
            } catch (error) {
              // Decoding needs a dependency, or the dead-letter write failed: nothing is committed, try again.
              log.error(
                { err: error, topic: name, group: subscribeOptions.groupId, partition: p },
                'batch failed; retrying',
              )
              await new Promise((resolve) => setTimeout(resolve, context.retry.initialMs))
              continue
            }
            if (done > 0) commit(p, slice[done - 1]!.offset + 1)
            progressed = true
            if (halted) {
              // processBatch logged the record and the error; the group's offset stays on that record.
              stopping = true
              for (const wake of stopWaiters) wake()
              break
            }
          }
          if (!progressed && !stopping) {
            await new Promise<void>((resolve) => {
              const wake = () => {
                waiters.delete(wake)
                stopWaiters.delete(wake)
                resolve()
              }
              waiters.add(wake)
              stopWaiters.add(wake)
            })
          }
        }
      }
      // With partitionsConcurrently n, partition p is consumed by loop p mod n.
      const lanes = Math.max(
        1,
        Math.min(subscribeOptions.partitionsConcurrently ?? 1, partitions.length),
      )
      const loop = Promise.all(
        Array.from({ length: lanes }, (_, lane) =>
          consume(partitions.map((_, p) => p).filter((p) => p % lanes === lane)),
        ),
      ).then(() => {
        // A halted subscription frees the group, so it can be subscribed again once the cause is
        // fixed; its lag stays reported until stop(), as the stuck group it is.
        if (halted) activeGroups.delete(groupKey)
      })
      loop.catch((error) =>
        log.error(
          { err: error, topic: name, group: subscribeOptions.groupId },
          'consumer loop failed',
        ),
      )
      const subscription: Subscription = {
        groupId: subscribeOptions.groupId,
        // Safe to call again, and after a halt (which ended the loop but released nothing else).
        async stop() {
          stopping = true
          for (const wake of stopWaiters) wake()
          await loop.catch(() => undefined)
          release()
        },
      }
      subscriptions.add(subscription)
      return subscription
    },
    async consumerLag(): Promise<ConsumerLag[]> {
      const lags: ConsumerLag[] = []
      for (const { group, topic, committed } of positions.values()) {
        const partitions = topicLogs.get(topic) ?? []
        for (const [p, partition] of partitions.entries()) {
          // Records below the log start are gone: they no longer count as lag.
          const position = Math.max(committed[p] ?? 0, partition.startOffset)
          lags.push({
            group,
            topic,
            partition: p,
            lag: Math.max(0, partition.endOffset - position),
          })
        }
      }
      return lags
    },
    async close() {
      clearInterval(cleanupTimer)
      await Promise.all([...subscriptions].map((s) => s.stop()))
    },
  }
  return bus
}
