/** `npm run topics` against a real broker: creates the declared topics, and re-running changes nothing. */
import { expect } from 'chai'
import { spawn } from 'node:child_process'
import { Kafka, logLevel } from 'kafkajs'
import { allTopics, topicName, topics } from '../../topology/topics.js'
import { createKafkaBus } from '../../services/shared/bus/kafka.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { testKafka, testLogger, uid } from '../support/env.js'

function runTopics(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'topology/create-topics.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (d) => {
      out += d
    })
    child.stderr.on('data', (d) => {
      out += d
    })
    child.on('exit', (code) => resolve({ code, out }))
  })
}

describe('npm run topics (real broker)', function () {
  it('creates every declared topic with its partitions and policies, and is idempotent', async function () {
    const kafka = await testKafka()
    const prefix = `t${uid()}.`
    const env = {
      KAFKA_BROKERS: kafka.brokers.join(','),
      TOPIC_PREFIX: prefix,
      LOG_LEVEL: 'silent',
    }
    const first = await runTopics(env)
    expect(first.code, first.out).to.equal(0)
    const admin = new Kafka({
      clientId: 'topics-test',
      brokers: kafka.brokers,
      logLevel: logLevel.NOTHING,
    }).admin()
    await admin.connect()
    try {
      const describe = async () => {
        const metadata = await admin.fetchTopicMetadata({
          topics: allTopics.map((t) => topicName(t, prefix)),
        })
        const configs = await admin.describeConfigs({
          includeSynonyms: false,
          resources: allTopics.map((t) => ({
            type: 2,
            name: topicName(t, prefix),
            configNames: ['cleanup.policy', 'retention.ms'],
          })),
        })
        return allTopics.map((t) => {
          const name = topicName(t, prefix)
          const entries = configs.resources.find((r) => r.resourceName === name)!.configEntries
          return {
            name,
            partitions: metadata.topics.find((m) => m.name === name)!.partitions.length,
            cleanup: entries.find((e) => e.configName === 'cleanup.policy')!.configValue,
            retention: entries.find((e) => e.configName === 'retention.ms')!.configValue,
          }
        })
      }
      const created = await describe()
      expect(created).to.deep.equal(
        allTopics.map((t) => ({
          name: topicName(t, prefix),
          partitions: t.partitions,
          cleanup: t.cleanupPolicy,
          retention: String(t.retentionMs),
        })),
      )
      const second = await runTopics(env)
      expect(second.code, second.out).to.equal(0)
      expect(await describe()).to.deep.equal(created)
      // Drift is repaired: a topic whose retention was changed by hand is brought back to the declaration.
      await admin.alterConfigs({
        validateOnly: false,
        resources: [
          {
            type: 2,
            name: topicName(topics.deadLetters, prefix),
            configEntries: [{ name: 'retention.ms', value: '1000' }],
          },
        ],
      })
      const bus = createKafkaBus({
        brokers: kafka.brokers,
        clientId: 'topics-test',
        serde: createAvroSerde(),
        logger: testLogger,
        topicPrefix: prefix,
      })
      await bus.ensureTopics(allTopics)
      await bus.close()
      expect(await describe()).to.deep.equal(created)
    } finally {
      await admin.disconnect()
    }
  })

  it('refuses to run without KAFKA_BROKERS, saying so', async function () {
    const result = await runTopics({ KAFKA_BROKERS: '' })
    expect(result.code).to.equal(1)
    expect(result.out).to.match(/KAFKA_BROKERS/)
  })
})
