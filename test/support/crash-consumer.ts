/**
 * A consumer in its own process, for the crash test. It stores each batch of reviews into chDB
 * (idempotently, keyed by review_id) and logs every delivery; with CRASH_AFTER_BATCHES=n it kills
 * itself with SIGKILL right after the n-th batch's effects are stored and before the commit: the
 * worst moment for at-least-once. Without it, it runs until EXPECT records are stored and prints
 * the counts as JSON.
 */
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { createKafkaBus } from '../../services/shared/bus/kafka.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { createLogger } from '../../services/shared/logger.js'
import { createStore } from '../../services/shared/store/clickhouse.js'
import { loadConfig } from '../../services/shared/config.js'
import { topics } from '../../topology/topics.js'

const env = process.env
const config = loadConfig(env)
const logger = createLogger({ level: 'silent' })
const store = createStore(config, logger, { database: 'crash' })
await store.command('CREATE DATABASE IF NOT EXISTS {db:Identifier}')
await store.command(
  `CREATE TABLE IF NOT EXISTS {db:Identifier}.received (review_id String) ENGINE = ReplacingMergeTree ORDER BY review_id`,
)
await store.command(
  `CREATE TABLE IF NOT EXISTS {db:Identifier}.deliveries (review_id String, run String) ENGINE = MergeTree ORDER BY review_id`,
)
const serde = createAvroSerde()
const bus = config.KAFKA_BROKERS
  ? createKafkaBus({
      brokers: config.KAFKA_BROKERS,
      clientId: 'crash-test',
      serde,
      logger,
      topicPrefix: config.TOPIC_PREFIX,
    })
  : createInProcessBus({ serde, logger, topicPrefix: config.TOPIC_PREFIX, dir: config.BUS_DIR! })
const crashAfter = Number(env.CRASH_AFTER_BATCHES ?? 0)
const expected = Number(env.EXPECT)
let batches = 0
let finished!: () => void
const done = new Promise<void>((resolve) => {
  finished = resolve
})
const countStored = async () =>
  (await store.query<{ n: number }>('SELECT count() AS n FROM {db:Identifier}.received FINAL'))[0]!
    .n
const sub = await bus.subscribe(topics.reviews, {
  groupId: env.GROUP!,
  maxBatchRecords: 10,
  sessionTimeoutMs: 6_000,
  handle: async (records) => {
    await store.insert(
      'deliveries',
      records.map((r) => ({ review_id: r.value.review_id, run: env.RUN ?? '' })),
    )
    await store.insert(
      'received',
      records.map((r) => ({ review_id: r.value.review_id })),
    )
    batches++
    if (crashAfter && batches === crashAfter) process.kill(process.pid, 'SIGKILL')
    if (!crashAfter && (await countStored()) >= expected) finished()
  },
})
await done
await sub.stop()
await bus.close()
const [row] = await store.query<{ stored: number; distinct_ids: number; deliveries: number }>(
  `SELECT (SELECT count() FROM {db:Identifier}.received FINAL) AS stored,
          (SELECT uniqExact(review_id) FROM {db:Identifier}.received) AS distinct_ids,
          (SELECT count() FROM {db:Identifier}.deliveries) AS deliveries`,
)
await store.close()
process.stdout.write(`${JSON.stringify(row)}\n`)
