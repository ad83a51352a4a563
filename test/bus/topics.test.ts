/** `npm run topics` against a real broker: creates the declared topics, and re-running changes nothing. */
import { expect } from 'chai'
import { spawn } from 'node:child_process'
import { Kafka, logLevel } from 'kafkajs'
import { allTopics, topicName, topics } from '../../topology/topics.js'
import { createKafkaBus } from '../../services/shared/bus/kafka.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import type { Filing } from '../../schemas/avro/types.js'
import { testKafka, testLogger, uid } from '../support/env.js'
import { waitFor } from '../support/wait.js'

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
            configNames: ['cleanup.policy', 'retention.ms', 'max.message.bytes'],
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
            maxMessageBytes:
              t.maxMessageBytes === undefined
                ? null
                : entries.find((e) => e.configName === 'max.message.bytes')!.configValue,
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
          maxMessageBytes: t.maxMessageBytes === undefined ? null : String(t.maxMessageBytes),
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

  it('carries a filing record of 12 MB (over the broker default and the fetch size) through the filings topic', async function () {
    const kafka = await testKafka()
    const bus = createKafkaBus({
      brokers: kafka.brokers,
      clientId: `big-${uid()}`,
      serde: createAvroSerde(),
      logger: testLogger,
      topicPrefix: `t${uid()}.`,
    })
    try {
      await bus.ensureTopics([topics.filings, topics.deadLetters])
      const text = 'The sponsor expects an action date late in the year. '.repeat(230_000)
      const filing: Filing = {
        accession: '0000000002-26-000002',
        cik: '0000000002',
        ciks: ['0000000002'],
        company: 'Marrowind Biologics',
        form: '8-K',
        filed_date: '2026-04-01',
        accepted_at: null,
        source_url: 'https://www.sec.gov/Archives/edgar/data/2/000000000226000002/',
        documents: [{ name: 'big.htm', doc_type: '8-K', url: 'https://www.sec.gov/x', text }],
        discovery_lane: 'atom',
        query_matched: null,
        discovered_at: '2026-04-01T12:00:00.000+00:00',
        truncation: null,
      }
      expect(Buffer.byteLength(text)).to.be.above(12_000_000)
      await bus.publish(topics.filings, [{ key: filing.accession, value: filing }])
      let received: Filing | null = null
      const sub = await bus.subscribe(topics.filings, {
        groupId: `g-${uid()}`,
        handle: async (records) => {
          for (const r of records) received = r.value
        },
      })
      await waitFor(async () => received !== null, { what: 'the 12 MB filing', timeoutMs: 60_000 })
      await sub.stop()
      expect(received!.documents[0]!.text).to.equal(text)
    } finally {
      await bus.close()
    }
  })

  it('refuses to run without KAFKA_BROKERS, saying so', async function () {
    const result = await runTopics({ KAFKA_BROKERS: '' })
    expect(result.code).to.equal(1)
    expect(result.out).to.match(/KAFKA_BROKERS/)
  })
})
