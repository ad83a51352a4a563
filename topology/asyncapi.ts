/**
 * The AsyncAPI 3.0 document of the topics, generated from the one declaration (topics.ts) and the
 * Avro schemas (schemas/avro/*.avsc): one channel per topic (its address, partitions, cleanup and
 * retention as Kafka bindings), one message per value schema with the Avro schema itself as its
 * payload and the key schema in the Kafka message binding, and the operations this system performs
 * (which service sends to or receives from each topic). `npm run asyncapi` prints it; the API
 * serves it at /asyncapi.json. Building is pure: the caller hands the schemas in.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../services/shared/config.js'
import { publicUrl } from '../services/shared/redact.js'
import { allTopics, topicName, type TopicDeclaration } from './topics.js'

export const avroDir = join(import.meta.dirname, '..', 'schemas', 'avro')

export type AvroSchemas = ReadonlyMap<string, Record<string, unknown>>

/** Every `schemas/avro/<Name>.avsc`, by name. */
export function loadAvroSchemas(dir: string = avroDir): AvroSchemas {
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.avsc'))
      .sort()
      .map((f) => [
        f.slice(0, -'.avsc'.length),
        JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown>,
      ]),
  )
}

export interface AsyncApiOptions {
  /** The document's version: the product's. */
  version: string
  /** TOPIC_PREFIX of the deployment the document describes. */
  topicPrefix: string
  /** host:port of the brokers; a placeholder server when absent. */
  brokers?: readonly string[]
  /** The Confluent-API registry URL the records' schema ids refer to, as its readers reach it. */
  registryUrl?: string
  /** Values carry the Confluent framing (the deployment uses a registry), whether or not its URL is published. */
  confluentFraming?: boolean
  topics?: readonly TopicDeclaration[]
}

const AVRO_FORMAT = 'application/vnd.apache.avro+json;version=1.9.0'
const KAFKA_BINDING = '0.5.0'

/** Avro primitive key schemas as JSON Schema, for the Kafka message binding's `key`. */
function keyAsJsonSchema(avro: Record<string, unknown>): Record<string, unknown> {
  const type = avro.type
  const description = typeof avro.doc === 'string' ? avro.doc : undefined
  if (type === 'string') return { type: 'string', description }
  if (type === 'long' || type === 'int')
    return { type: 'integer', format: type === 'long' ? 'int64' : 'int32', description }
  throw new Error(`key schema of type ${String(type)} has no JSON Schema form here`)
}

/** Channel ids are the declaration's keys (filings, assertions, ...): stable whatever the prefix. */
const channelIds = (topics: readonly TopicDeclaration[]) =>
  new Map(
    topics.map((t) => [
      t,
      t.name
        .replace(/^catalyst\./, '')
        .replace(/\.v\d+$/, '')
        .replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase()),
    ]),
  )

/**
 * What a published document (GET /asyncapi.json, `npm run asyncapi`) may say about a deployment:
 * only what the operator chose to publish. The brokers' and the registry's addresses come from
 * PUBLIC_KAFKA_BROKERS and PUBLIC_SCHEMA_REGISTRY_URL (user info, query and fragment stripped),
 * never from KAFKA_BROKERS or SCHEMA_REGISTRY_URL, which are internal and may carry credentials.
 */
export function publicAsyncApiOptions(
  config: Pick<
    Config,
    'TOPIC_PREFIX' | 'PUBLIC_KAFKA_BROKERS' | 'PUBLIC_SCHEMA_REGISTRY_URL' | 'SCHEMA_REGISTRY_URL'
  >,
  version: string,
): AsyncApiOptions {
  return {
    version,
    topicPrefix: config.TOPIC_PREFIX,
    brokers: config.PUBLIC_KAFKA_BROKERS,
    registryUrl: config.PUBLIC_SCHEMA_REGISTRY_URL
      ? publicUrl(config.PUBLIC_SCHEMA_REGISTRY_URL)
      : undefined,
    confluentFraming: Boolean(config.SCHEMA_REGISTRY_URL || config.PUBLIC_SCHEMA_REGISTRY_URL),
  }
}

export function buildAsyncApi(
  schemas: AvroSchemas,
  options: AsyncApiOptions,
): Record<string, unknown> {
  const topics = options.topics ?? allTopics
  const ids = channelIds(topics)
  const schema = (name: string) => {
    const found = schemas.get(name)
    if (!found) throw new Error(`no Avro schema ${name} in schemas/avro`)
    return found
  }
  const registryBinding = options.registryUrl
    ? {
        schemaRegistryUrl: options.registryUrl,
        schemaRegistryVendor: 'confluent',
        bindingVersion: KAFKA_BINDING,
      }
    : undefined

  const channels: Record<string, unknown> = {}
  const messages: Record<string, unknown> = {}
  const operations: Record<string, unknown> = {}
  for (const topic of topics) {
    const id = ids.get(topic)!
    const address = topicName(topic, options.topicPrefix)
    const value = schema(topic.valueSchema)
    messages[topic.valueSchema] ??= {
      name: topic.valueSchema,
      title: topic.valueSchema,
      summary: typeof value.doc === 'string' ? value.doc : undefined,
      contentType: 'application/vnd.apache.avro+binary',
      payload: { schemaFormat: AVRO_FORMAT, schema: value },
    }
    channels[id] = {
      address,
      title: address,
      description: topic.description,
      messages: {
        [topic.valueSchema]: {
          ...(messages[topic.valueSchema] as Record<string, unknown>),
          bindings: {
            kafka: {
              key: keyAsJsonSchema(schema(topic.keySchema)),
              // With a registry, values carry the Confluent framing: magic byte 0, a 4-byte schema id, then Avro.
              ...(options.registryUrl || options.confluentFraming
                ? {
                    schemaIdLocation: 'payload',
                    schemaIdPayloadEncoding: 'confluent',
                    schemaLookupStrategy: 'TopicIdStrategy',
                  }
                : {}),
              bindingVersion: KAFKA_BINDING,
            },
          },
        },
      },
      bindings: {
        kafka: {
          topic: address,
          partitions: topic.partitions,
          topicConfiguration: {
            'cleanup.policy': [topic.cleanupPolicy],
            'retention.ms': topic.retentionMs,
          },
          bindingVersion: KAFKA_BINDING,
        },
      },
      'x-key-schema': {
        subject: `${address}-key`,
        schemaFormat: AVRO_FORMAT,
        schema: schema(topic.keySchema),
      },
      'x-value-subject': `${address}-value`,
    }
    const message = { $ref: `#/channels/${id}/messages/${topic.valueSchema}` }
    if (topic.producers.length) {
      operations[`send${id[0]!.toUpperCase()}${id.slice(1)}`] = {
        action: 'send',
        channel: { $ref: `#/channels/${id}` },
        messages: [message],
        summary: `Produced by ${topic.producers.join(', ')}.`,
      }
    }
    operations[`receive${id[0]!.toUpperCase()}${id.slice(1)}`] = {
      action: 'receive',
      channel: { $ref: `#/channels/${id}` },
      messages: [message],
      summary: topic.consumers.length
        ? `Consumed by ${topic.consumers.join(', ')}; any other consumer group may read it too.`
        : 'Not consumed inside this system: for data engineers tapping the topic.',
    }
  }

  const brokers = options.brokers?.length ? options.brokers : ['kafka:9092']
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Catalyst Feed topics',
      version: options.version,
      description:
        'The Kafka topics of Catalyst Feed: FDA PDUFA decision dates from SEC filings. Records are Avro; ' +
        'keys and values use the schemas below (with a schema registry, the Confluent wire format and the TopicNameStrategy subjects `<topic>-key` and `<topic>-value`). ' +
        'Generated from topology/topics.ts and schemas/avro by `npm run asyncapi`.',
    },
    defaultContentType: 'application/vnd.apache.avro+binary',
    servers: Object.fromEntries(
      brokers.map((host, i) => [
        brokers.length === 1 ? 'kafka' : `kafka${i + 1}`,
        {
          host,
          protocol: 'kafka',
          description: options.brokers?.length
            ? 'A broker of this deployment.'
            : 'Placeholder: ask the operator for the bootstrap address of the brokers (PUBLIC_KAFKA_BROKERS publishes it here).',
          ...(registryBinding ? { bindings: { kafka: registryBinding } } : {}),
        },
      ]),
    ),
    channels,
    operations,
    components: { messages },
  }
}
