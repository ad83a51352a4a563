// A consumer outside this code base: reads one Catalyst Feed topic from the beginning through the
// schema registry and prints each record as a JSON line. It needs only kafkajs and
// @kafkajs/confluent-schema-registry (no code of this repository), and the topic's name from the
// AsyncAPI document (/asyncapi.json): the registry gives each record's schema by the id it carries.
//
//   BROKERS=kafka:9092 REGISTRY=http://registry:8080/apis/ccompat/v7 TOPIC=catalyst.events.v1 node tap-topic.mjs
//
// GROUP names your consumer group (default: a new one each run, so it reads from the beginning);
// MAX stops after that many records (default: run until Ctrl-C).
import { Kafka, logLevel } from 'kafkajs'
import { SchemaRegistry } from '@kafkajs/confluent-schema-registry'

const { BROKERS, REGISTRY, TOPIC } = process.env
if (!BROKERS || !REGISTRY || !TOPIC) {
  process.stderr.write('tap-topic: set BROKERS, REGISTRY and TOPIC\n')
  process.exit(64)
}
const max = Number(process.env.MAX ?? Infinity)
const registry = new SchemaRegistry({ host: REGISTRY })
const kafka = new Kafka({
  clientId: 'tap-topic',
  brokers: BROKERS.split(','),
  logLevel: logLevel.WARN,
})
const consumer = kafka.consumer({ groupId: process.env.GROUP ?? `tap-${Date.now()}` })
let seen = 0
await consumer.connect()
await consumer.subscribe({ topic: TOPIC, fromBeginning: true })
const stop = async () => {
  await consumer.disconnect()
  process.exit(0)
}
process.on('SIGINT', stop)
await consumer.run({
  eachMessage: async ({ partition, message }) => {
    const key = message.key ? await registry.decode(message.key) : null
    const value = message.value ? await registry.decode(message.value) : null
    process.stdout.write(
      `${JSON.stringify({ partition, offset: message.offset, key: typeof key === 'bigint' ? String(key) : key, value })}\n`,
    )
    if (++seen >= max) setImmediate(stop)
  },
})
