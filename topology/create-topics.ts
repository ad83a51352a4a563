/**
 * `npm run topics`: creates the declared topics on the cluster in KAFKA_BROKERS, or brings existing
 * ones to the declaration (partitions grow, cleanup and retention reset). Safe to run again.
 */
import { answerNoArguments } from '../services/shared/no-arguments.js'
import { createKafkaBus } from '../services/shared/bus/kafka.js'
import { ConfigError, loadConfig } from '../services/shared/config.js'
import { createLogger } from '../services/shared/logger.js'
import { createAvroSerde } from '../services/shared/serde/avro.js'
import { allTopics, topicName } from './topics.js'

const USAGE =
  'usage: npm run topics   (creates or updates the declared topics on KAFKA_BROKERS, names prefixed with TOPIC_PREFIX, replication KAFKA_REPLICATION_FACTOR)'

async function main(argv: readonly string[]): Promise<void> {
  const answered = answerNoArguments('topics', USAGE, argv)
  if (answered !== null) {
    process.exitCode = answered
    return
  }
  const config = loadConfig(process.env)
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'topics' })
  if (!config.KAFKA_BROKERS) {
    throw new ConfigError([
      'KAFKA_BROKERS="": required by `npm run topics` (host:port,host:port); the embedded bus needs no topics created',
    ])
  }
  const bus = createKafkaBus({
    brokers: config.KAFKA_BROKERS,
    clientId: `${config.KAFKA_CLIENT_ID}-topics`,
    serde: createAvroSerde(),
    logger,
    topicPrefix: config.TOPIC_PREFIX,
    replicationFactor: config.KAFKA_REPLICATION_FACTOR,
  })
  try {
    await bus.ensureTopics(allTopics)
    for (const topic of allTopics) {
      process.stdout.write(
        `${topicName(topic, config.TOPIC_PREFIX)}\t${topic.partitions} partitions\t${topic.cleanupPolicy}\tretention ${topic.retentionMs < 0 ? 'forever' : `${topic.retentionMs} ms`}\n`,
      )
    }
  } finally {
    await bus.close()
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
