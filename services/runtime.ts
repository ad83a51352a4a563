/**
 * What the entry points assemble: the store, the bus and the stages, each built from the validated
 * configuration and passed down explicitly (no hub object: a stage receives only what it uses).
 * Nothing here runs at import time; `main.ts` (everything in one process) and `service.ts` (one
 * stage per process) call these functions.
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Server } from 'node:http'
import type { Config } from './shared/config.js'
import type { Logger } from './shared/logger.js'
import { systemClock, type Clock } from './shared/clock.js'
import { createStore, type Store } from './shared/store/clickhouse.js'
import { applyMigrations } from './shared/store/migrations.js'
import { createAvroSerde, createRegistrySerde } from './shared/serde/avro.js'
import { createInProcessBus } from './shared/bus/in-process.js'
import { createKafkaBus } from './shared/bus/kafka.js'
import type { Bus } from './shared/bus/types.js'
import { allTopics } from '../topology/topics.js'
import { startApi } from './api/server.js'

export const serviceNames = ['poller', 'extractor', 'catalysts', 'api'] as const
export type ServiceName = (typeof serviceNames)[number]

export interface Runtime {
  config: Config
  logger: Logger
  clock: Clock
  store: Store
  bus: Bus
}

export interface RunningService {
  readonly name: ServiceName
  /** Stops taking work, drains what is in flight, commits. */
  stop(): Promise<void>
}

export async function openRuntime(config: Config, logger: Logger): Promise<Runtime> {
  const store = createStore(config, logger)
  await applyMigrations(store, logger)
  const serde = config.SCHEMA_REGISTRY_URL ? createRegistrySerde(config.SCHEMA_REGISTRY_URL) : createAvroSerde()
  let bus: Bus
  if (config.KAFKA_BROKERS) {
    bus = createKafkaBus({ brokers: config.KAFKA_BROKERS, clientId: config.KAFKA_CLIENT_ID, serde, logger, topicPrefix: config.TOPIC_PREFIX, replicationFactor: config.KAFKA_REPLICATION_FACTOR })
  } else {
    const dir = resolve(config.BUS_DIR ?? resolve(config.DATA_DIR, 'bus'))
    mkdirSync(dir, { recursive: true })
    bus = createInProcessBus({ serde, logger, topicPrefix: config.TOPIC_PREFIX, dir })
  }
  await bus.ensureTopics(allTopics)
  return { config, logger, clock: systemClock, store, bus }
}

export async function closeRuntime(runtime: Runtime): Promise<void> {
  await runtime.bus.close()
  await runtime.store.close()
}

export async function startService(name: ServiceName, runtime: Runtime): Promise<RunningService> {
  const log = runtime.logger.child({ service: name })
  switch (name) {
    case 'api': {
      const server: Server = await startApi(runtime, log)
      return { name, stop: () => new Promise<void>((done) => server.close(() => done())) }
    }
    default:
      throw new Error(`service ${name} is not wired yet`)
  }
}
