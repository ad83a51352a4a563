/**
 * Avro encoding of topic keys and values with avsc, from schemas/avro/*.avsc. Two wire formats:
 * plain Avro binary (the embedded bus, and Kafka without a registry) and, when SCHEMA_REGISTRY_URL
 * is set, the Confluent wire format (magic byte, schema id, Avro) through
 * @kafkajs/confluent-schema-registry, so data engineers can read topics with stock tooling.
 * Decoding checks the whole buffer: a truncated or foreign record is an error, never a half value.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import avro from 'avsc'
import { SchemaRegistry, SchemaType } from '@kafkajs/confluent-schema-registry'
import { CatalystFeedError, isRetriable } from '../errors.js'

export const avroDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../schemas/avro')

export type SchemaName = string

/** Every .avsc schema by file name (without extension), parsed. */
export function loadAvroSchemas(
  dir: string = avroDir,
): Map<SchemaName, { json: unknown; type: avro.Type }> {
  const schemas = new Map<SchemaName, { json: unknown; type: avro.Type }>()
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.avsc'))) {
    const json: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'))
    schemas.set(file.slice(0, -5), { json, type: avro.Type.forSchema(json as avro.Schema) })
  }
  return schemas
}

export interface Serde {
  readonly format: 'avro' | 'confluent-avro'
  /** `subject` is the registry subject (topic-key / topic-value). */
  encode(schema: SchemaName, subject: string, value: unknown): Promise<Buffer>
  decode(schema: SchemaName, bytes: Buffer): Promise<unknown>
}

function typeOf(schemas: ReturnType<typeof loadAvroSchemas>, name: SchemaName): avro.Type {
  const entry = schemas.get(name)
  if (!entry)
    throw new CatalystFeedError(
      'SERDE_ENCODE_FAILED',
      `no Avro schema named ${name} in schemas/avro`,
    )
  return entry.type
}

function validate(type: avro.Type, name: SchemaName, value: unknown): void {
  const problems: string[] = []
  type.isValid(value, {
    errorHook: (path, bad) =>
      problems.push(`${path.join('.') || '(root)'}=${JSON.stringify(bad)?.slice(0, 60)}`),
  })
  if (problems.length)
    throw new CatalystFeedError(
      'SERDE_ENCODE_FAILED',
      `value does not match Avro schema ${name}: ${problems.join(', ')}`,
    )
}

export function createAvroSerde(schemas = loadAvroSchemas()): Serde {
  return {
    format: 'avro',
    async encode(name, _subject, value) {
      const type = typeOf(schemas, name)
      validate(type, name, value)
      return type.toBuffer(value)
    },
    async decode(name, bytes) {
      try {
        return typeOf(schemas, name).fromBuffer(bytes)
      } catch (error) {
        throw new CatalystFeedError(
          'SERDE_DECODE_FAILED',
          `cannot decode ${bytes.length} bytes as ${name}: ${(error as Error).message}`,
          { cause: error },
        )
      }
    },
  }
}

async function registerPrimitive(
  registryUrl: string,
  subject: string,
  primitive: string,
): Promise<number> {
  const response = await fetch(
    `${registryUrl.replace(/\/$/, '')}/subjects/${encodeURIComponent(subject)}/versions`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/vnd.schemaregistry.v1+json' },
      body: JSON.stringify({ schema: JSON.stringify(primitive) }),
    },
  )
  if (!response.ok)
    throw new Error(
      `registry answered ${response.status} registering ${subject}: ${await response.text()}`,
    )
  return ((await response.json()) as { id: number }).id
}

export function createRegistrySerde(registryUrl: string, schemas = loadAvroSchemas()): Serde {
  const registry = new SchemaRegistry({ host: registryUrl })
  const ids = new Map<string, Promise<number>>()
  const idFor = (name: SchemaName, subject: string): Promise<number> => {
    const cacheKey = `${subject}\u0000${name}`
    let id = ids.get(cacheKey)
    if (!id) {
      const json = schemas.get(name)?.json
      if (!json)
        throw new CatalystFeedError(
          'SERDE_ENCODE_FAILED',
          `no Avro schema named ${name} in schemas/avro`,
        )
      // The client's register() insists on named schemas; primitive key schemas ("string", "long")
      // are legal Avro for the Confluent API, so those are registered over its REST API directly.
      id =
        typeof json === 'object' && json !== null && (json as { type?: unknown }).type === 'record'
          ? registry
              .register({ type: SchemaType.AVRO, schema: JSON.stringify(json) }, { subject })
              .then((r) => r.id)
          : registerPrimitive(registryUrl, subject, (json as { type: string }).type)
      id.catch(() => ids.delete(cacheKey))
      ids.set(cacheKey, id)
    }
    return id
  }
  return {
    format: 'confluent-avro',
    async encode(name, subject, value) {
      validate(typeOf(schemas, name), name, value)
      try {
        return await registry.encode(await idFor(name, subject), value)
      } catch (error) {
        throw new CatalystFeedError(
          'SERDE_ENCODE_FAILED',
          `cannot encode ${name} for ${subject}: ${(error as Error).message}`,
          // The value matched its schema (validated above): a registry that does not answer may later.
          { cause: error, retriable: isRetriable(error) },
        )
      }
    },
    async decode(name, bytes) {
      if (bytes.length < 5 || bytes[0] !== 0) {
        throw new CatalystFeedError(
          'SERDE_DECODE_FAILED',
          `cannot decode ${bytes.length} bytes as ${name}: not in the Confluent wire format (magic byte)`,
        )
      }
      try {
        return await registry.decode(bytes)
      } catch (error) {
        // An unreachable registry is a dependency failure (retry the batch), not a poison record.
        const status = (error as { status?: number }).status
        if (status === undefined || status >= 500) {
          const message = (error as Error).message
          if (!/schema|decode|invalid|truncated|buffer/i.test(message) || status !== undefined) {
            throw new CatalystFeedError(
              'BUS_UNAVAILABLE',
              `schema registry unavailable while decoding ${name}: ${message}`,
              { cause: error },
            )
          }
        }
        throw new CatalystFeedError(
          'SERDE_DECODE_FAILED',
          `cannot decode ${bytes.length} bytes as ${name}: ${(error as Error).message}`,
          { cause: error },
        )
      }
    },
  }
}
