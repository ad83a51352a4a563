/**
 * What the test run shares, started lazily and at most once: a real Kafka broker and schema
 * registry (only when a test asks), one chDB data directory (chDB binds one per process), and a
 * quiet logger. The root hook in test/hooks.ts stops whatever was started.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { startKafkaBroker, type RunningBroker } from '../../deploy/kafka/broker.js'
import { startSchemaRegistry, type RunningRegistry } from '../../deploy/kafka/registry.js'
import { loadConfig, type Config } from '../../services/shared/config.js'
import { createLogger, type Logger } from '../../services/shared/logger.js'
import { createStore, type Store } from '../../services/shared/store/clickhouse.js'
import { applyMigrations } from '../../services/shared/store/migrations.js'

export const testLogger: Logger = createLogger({
  level: process.env.TEST_LOG_LEVEL ?? 'silent',
  name: 'test',
})

/** A short unique suffix for names of databases, topics and groups, so tests never share state. */
export function uid(): string {
  return randomBytes(4).toString('hex')
}

let dataDir: string | null = null
const openStores = new Set<Store>()

export function testDataDir(): string {
  dataDir ??= mkdtempSync(join(tmpdir(), 'catalyst-test-'))
  return dataDir
}

/** The configuration a test would get from an empty environment, with a private DATA_DIR. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ DATA_DIR: testDataDir(), ...overrides })
}

/** A store on a fresh database of the shared chDB (or CLICKHOUSE_URL), migrations applied. */
export async function testStore(
  label: string,
  options: { migrate?: boolean } = {},
): Promise<Store> {
  const store = createStore(
    testConfig({ CLICKHOUSE_URL: process.env.CLICKHOUSE_URL ?? '' }),
    testLogger,
    { database: `t_${label}_${uid()}` },
  )
  openStores.add(store)
  if (options.migrate !== false) await applyMigrations(store, testLogger)
  const close = store.close.bind(store)
  return Object.assign(store, {
    close: async () => {
      openStores.delete(store)
      await close()
    },
  })
}

export interface KafkaEnvironment {
  brokers: string[]
  registryUrl: string | null
  how: 'external' | 'maven-jars' | 'testcontainers'
}

let kafka: Promise<KafkaEnvironment> | null = null
const stops: Array<() => Promise<void>> = []

function dockerAnswers(): boolean {
  return spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 5_000 }).status === 0
}

async function startWithTestcontainers(): Promise<KafkaEnvironment> {
  const { GenericContainer, Wait } = await import('testcontainers')
  const container = await new GenericContainer('apache/kafka:4.1.1')
    .withExposedPorts(9092)
    .withEnvironment({
      KAFKA_NODE_ID: '1',
      KAFKA_PROCESS_ROLES: 'broker,controller',
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
    })
    .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
    .start()
  stops.push(async () => {
    await container.stop()
  })
  return {
    brokers: [`${container.getHost()}:${container.getMappedPort(9092)}`],
    registryUrl: null,
    how: 'testcontainers',
  }
}

/**
 * The Kafka the tests use: KAFKA_BROKERS (+ SCHEMA_REGISTRY_URL) when set; else a broker and an
 * Apicurio registry from the Maven jars; testcontainers only where a Docker engine answers and the
 * jars are absent.
 */
export function testKafka(): Promise<KafkaEnvironment> {
  kafka ??= (async () => {
    if (process.env.KAFKA_BROKERS) {
      return {
        brokers: process.env.KAFKA_BROKERS.split(','),
        registryUrl: process.env.SCHEMA_REGISTRY_URL ?? null,
        how: 'external' as const,
      }
    }
    try {
      const [broker, registry]: [RunningBroker, RunningRegistry] = await Promise.all([
        startKafkaBroker(),
        startSchemaRegistry(),
      ])
      stops.push(broker.stop, registry.stop)
      return { brokers: [broker.brokers], registryUrl: registry.url, how: 'maven-jars' as const }
    } catch (error) {
      if (dockerAnswers()) return startWithTestcontainers()
      throw error
    }
  })()
  return kafka
}

/** Called once by the root hook after every test. */
export async function releaseTestEnvironment(): Promise<void> {
  await Promise.all([...openStores].map((s) => s.close().catch(() => undefined)))
  await Promise.all(stops.splice(0).map((stop) => stop().catch(() => undefined)))
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  dataDir = null
  kafka = null
}
