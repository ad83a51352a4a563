/**
 * The AsyncAPI 3.0 document of the topics: valid against the official AsyncAPI 3.0.0 JSON Schema,
 * one channel per declared topic (address with the deployment's prefix, partitions, cleanup and
 * retention), each message carrying the topic's Avro value schema as written in schemas/avro, and
 * served at /asyncapi.json by the API. A consumer holding only the served document decodes a
 * record the bus wrote.
 */
import { expect } from 'chai'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import avro from 'avsc'
import { Ajv } from 'ajv'
import { allTopics, topics } from '../../topology/topics.js'
import { buildAsyncApi, loadAvroSchemas } from '../../topology/asyncapi.js'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { PartitionLog } from '../../services/shared/bus/partition-log.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { syntheticFiling } from '../bench/synthetic-filing.js'
import { startApi } from '../api/support.js'
import { testLogger, testStore } from '../support/env.js'

const require = createRequire(import.meta.url)

interface Doc {
  asyncapi: string
  channels: Record<
    string,
    {
      address: string
      messages: Record<
        string,
        {
          payload: { schemaFormat: string; schema: Record<string, unknown> }
          bindings: { kafka: { key: { type: string } } }
        }
      >
      bindings: { kafka: { partitions: number; topicConfiguration: Record<string, unknown> } }
    }
  >
  operations: Record<
    string,
    { action: string; channel: { $ref: string }; messages: Array<{ $ref: string }> }
  >
  servers: Record<string, { host: string; bindings?: { kafka: { schemaRegistryUrl: string } } }>
}

function resolve(doc: unknown, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], doc)
}

const avsc = (name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'schemas', 'avro', `${name}.avsc`), 'utf8'),
  ) as Record<string, unknown>

describe('AsyncAPI document of the topics', function () {
  const doc = buildAsyncApi(loadAvroSchemas(), {
    version: '0.8.0',
    topicPrefix: 'tenant1.',
    brokers: ['broker-a:9092', 'broker-b:9092'],
    registryUrl: 'http://registry:8080/apis/ccompat/v7',
  })

  it('is valid against the official AsyncAPI 3.0.0 JSON Schema', function () {
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false })
    const schema = require('@asyncapi/specs/schemas/3.0.0-without-$id.json') as Record<
      string,
      unknown
    >
    const validate = ajv.compile(schema)
    const valid = validate(JSON.parse(JSON.stringify(doc)))
    expect(valid, JSON.stringify(validate.errors?.slice(0, 5), null, 1)).to.equal(true)
    // The validator does reject a broken document (the test could fail).
    expect(
      validate({ ...JSON.parse(JSON.stringify(doc)), channels: { filings: { address: 42 } } }),
    ).to.equal(false)
  })

  it('has one channel per declared topic, with its address, partitions, policy and Avro payload', function () {
    const d = JSON.parse(JSON.stringify(doc)) as Doc
    expect(d.asyncapi).to.equal('3.0.0')
    expect(
      Object.values(d.channels)
        .map((c) => c.address)
        .sort(),
    ).to.deep.equal(allTopics.map((t) => `tenant1.${t.name}`).sort())
    for (const topic of allTopics) {
      const channel = Object.values(d.channels).find((c) => c.address === `tenant1.${topic.name}`)!
      expect(channel.bindings.kafka.partitions, topic.name).to.equal(topic.partitions)
      expect(channel.bindings.kafka.topicConfiguration).to.deep.equal({
        'cleanup.policy': [topic.cleanupPolicy],
        'retention.ms': topic.retentionMs,
      })
      const message = channel.messages[topic.valueSchema]!
      expect(message.payload.schemaFormat).to.match(
        /^application\/vnd\.apache\.avro\+json;version=1\.9\.0$/,
      )
      expect(message.payload.schema).to.deep.equal(avsc(topic.valueSchema))
      expect(message.bindings.kafka.key.type).to.equal(
        topic.keySchema === 'LongKey' ? 'integer' : 'string',
      )
    }
    expect(d.channels.filings!.bindings.kafka.topicConfiguration['cleanup.policy']).to.deep.equal([
      'compact',
    ])
    expect(Object.values(d.servers).map((s) => s.host)).to.deep.equal([
      'broker-a:9092',
      'broker-b:9092',
    ])
    expect(Object.values(d.servers)[0]!.bindings!.kafka.schemaRegistryUrl).to.equal(
      'http://registry:8080/apis/ccompat/v7',
    )
  })

  it("names every operation's channel and messages by references that resolve", function () {
    const d = JSON.parse(JSON.stringify(doc)) as Doc
    expect(Object.keys(d.operations)).to.include.members([
      'sendFilings',
      'receiveFilings',
      'sendEvents',
      'receiveEvents',
      'sendDeadLetters',
    ])
    for (const [id, operation] of Object.entries(d.operations)) {
      expect(resolve(d, operation.channel.$ref), id).to.be.an('object')
      for (const message of operation.messages)
        expect(resolve(d, message.$ref), `${id} ${message.$ref}`).to.have.property('payload')
    }
    expect(d.operations.sendEvents!.action).to.equal('send')
    expect(d.operations.receiveEvents!.action).to.equal('receive')
  })

  it('is served at /asyncapi.json, and its Avro payload decodes what the bus wrote', async function () {
    const store = await testStore('asyncapi')
    const api = await startApi(store)
    const dir = mkdtempSync(join(tmpdir(), 'asyncapi-bus-'))
    const bus = createInProcessBus({ serde: createAvroSerde(), logger: testLogger, dir })
    try {
      const response = await fetch(`${api.url}/asyncapi.json`)
      expect(response.status).to.equal(200)
      expect(response.headers.get('content-type')).to.match(/^application\/json/)
      const served = (await response.json()) as Doc
      expect(Object.keys(served.channels)).to.have.length(allTopics.length)
      expect((await fetch(`${api.url}/asyncapi.json`, { method: 'POST' })).status).to.not.equal(200)

      // An outside consumer: only the served document's schema and plain avsc, no code of ours.
      const filing = syntheticFiling(7, 500)
      await bus.publish(topics.filings, [{ key: filing.accession, value: filing }])
      await bus.close()
      // The bytes as the bus stored them (its segment files), read without the bus's serde.
      const raw = [0, 1, 2, 3, 4, 5]
        .flatMap((p) =>
          new PartitionLog({
            dir: join(dir, 'topics', 'catalyst.filings.v1', String(p)),
            compact: true,
            retentionMs: -1,
            segmentBytes: 1 << 24,
            segmentMs: 86_400_000,
            tombstoneRetentionMs: 86_400_000,
            warn: () => undefined,
          }).read(0, 10, 1 << 20),
        )
        .map((r) => r.value!)
      expect(raw).to.have.length(1)
      const type = avro.Type.forSchema(
        served.channels.filings!.messages.Filing!.payload.schema as avro.Schema,
      )
      expect(JSON.parse(JSON.stringify(type.fromBuffer(raw[0]!)))).to.deep.equal(filing)
    } finally {
      await bus.close()
      await api.close()
      await store.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('npm run asyncapi prints the document for the configured deployment; --help exits 0; a bad argument exits non-zero', function () {
    const env = {
      ...process.env,
      TOPIC_PREFIX: 'acme.',
      KAFKA_BROKERS: 'internal-broker-7.cluster.local:29092',
      SCHEMA_REGISTRY_URL: 'https://ops:registry-pass-1@registry.internal:8081/apis/ccompat/v7',
      PUBLIC_KAFKA_BROKERS: 'k1:9092',
      PUBLIC_SCHEMA_REGISTRY_URL:
        'https://reader:reader-pass-2@schemas.acme.example/apis/ccompat/v7?token=registry-token-3',
    }
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'topology/asyncapi-cli.ts'], {
      env,
      encoding: 'utf8',
    })
    expect(run.status, run.stderr).to.equal(0)
    const printed = JSON.parse(run.stdout) as Doc
    expect(printed.channels.events!.address).to.equal('acme.catalyst.events.v1')
    // Only what the operator publishes, with its credentials stripped; nothing internal.
    expect(Object.values(printed.servers)[0]!.host).to.equal('k1:9092')
    expect(Object.values(printed.servers)[0]!.bindings!.kafka.schemaRegistryUrl).to.equal(
      'https://schemas.acme.example/apis/ccompat/v7',
    )
    for (const secret of [
      'internal-broker-7',
      '29092',
      'registry.internal',
      'registry-pass-1',
      'reader-pass-2',
      'registry-token-3',
      'ops:',
    ])
      expect(run.stdout, secret).to.not.include(secret)
    expect(
      spawnSync(process.execPath, ['--import', 'tsx', 'topology/asyncapi-cli.ts', '--help'], {
        encoding: 'utf8',
      }).status,
    ).to.equal(0)
    const bad = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'topology/asyncapi-cli.ts', '--nope'],
      { encoding: 'utf8' },
    )
    expect(bad.status).to.not.equal(0)
    expect(bad.stderr.split('\n')[0]).to.equal('asyncapi: unknown argument --nope')
  })
})
