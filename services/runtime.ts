/**
 * What the entry points assemble: the store, the bus and the stages, each built from the validated
 * configuration and passed down explicitly (no hub object: a stage receives only what it uses).
 * Nothing here runs at import time; `main.ts` (everything in one process) and `service.ts` (one
 * stage per process) call these functions.
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Config } from './shared/config.js'
import type { Logger } from './shared/logger.js'
import { systemClock, type Clock } from './shared/clock.js'
import { createStore, type Store } from './shared/store/clickhouse.js'
import { applyMigrations } from './shared/store/migrations.js'
import { requireMigrated, shouldProvision } from './shared/provisioning.js'
import { createAvroSerde, createRegistrySerde } from './shared/serde/avro.js'
import { createInProcessBus } from './shared/bus/in-process.js'
import { createKafkaBus } from './shared/bus/kafka.js'
import { withKafkaLag } from './shared/bus/kafka-lag.js'
import type { Bus } from './shared/bus/types.js'
import type { Metrics } from './shared/metrics.js'
import { allTopics, type ServiceName } from '../topology/topics.js'
import { startApi } from './api/server.js'
import { createPoller } from './poller/service.js'
import { userAgentProblem } from './poller/user-agent.js'
import { createExtractorStage } from './extractor/service.js'
import { llmOptionsFrom } from './extractor/llm-config.js'
import { createCatalystsStage } from './catalysts/service.js'
import { createIssuerLookup } from './catalysts/issuers.js'
import { batchAttestation } from './attest/batch-hook.js'
import { createAttestService, sharedAttestor } from './attest/service.js'
import { createFdaImporter } from './fda/service.js'
import { createAccuracyStage } from './accuracy/service.js'

/** The services, declared with the topics they use (topology/topics.ts). */
export { serviceNames, type ServiceName } from '../topology/topics.js'

export interface Runtime {
  config: Config
  logger: Logger
  clock: Clock
  store: Store
  bus: Bus
  /** Set by the long-running entry points (main.ts); CLIs run without. */
  metrics?: Metrics
}

export interface RunningService {
  readonly name: ServiceName
  /** The API's bound URL. */
  readonly url?: string
  /** Stops taking work, drains what is in flight, commits. */
  stop(): Promise<void>
}

/** `provision`: the entry point's word on creating topics and running DDL (AUTO_PROVISION overrides it; see provisioning.ts). */
export async function openRuntime(
  config: Config,
  logger: Logger,
  options: { provision?: boolean } = {},
): Promise<Runtime> {
  const provision = shouldProvision(config, options.provision)
  const store = createStore(config, logger)
  if (provision) await applyMigrations(store, logger)
  else
    await requireMigrated(store).catch(async (error: unknown) => {
      await store.close()
      throw error
    })
  const serde = config.SCHEMA_REGISTRY_URL
    ? createRegistrySerde(config.SCHEMA_REGISTRY_URL)
    : createAvroSerde()
  let bus: Bus
  if (config.KAFKA_BROKERS) {
    bus = createKafkaBus({
      brokers: config.KAFKA_BROKERS,
      clientId: config.KAFKA_CLIENT_ID,
      serde,
      logger,
      topicPrefix: config.TOPIC_PREFIX,
      replicationFactor: config.KAFKA_REPLICATION_FACTOR,
    })
    // Consumer lag for /metrics, asked of the broker on scrape (read-only admin calls).
    bus = withKafkaLag(bus, {
      brokers: config.KAFKA_BROKERS,
      clientId: config.KAFKA_CLIENT_ID,
      topicPrefix: config.TOPIC_PREFIX,
      logger,
    })
  } else {
    const dir = resolve(config.BUS_DIR ?? resolve(config.DATA_DIR, 'bus'))
    mkdirSync(dir, { recursive: true })
    bus = createInProcessBus({ serde, logger, topicPrefix: config.TOPIC_PREFIX, dir })
  }
  // Without provisioning, topics are the init job's (`npm run topics`); the Kafka producer never auto-creates one.
  if (provision) await bus.ensureTopics(allTopics)
  return { config, logger, clock: systemClock, store, bus }
}

export async function closeRuntime(runtime: Runtime): Promise<void> {
  await runtime.bus.close()
  await runtime.store.close()
}

/**
 * Why a service cannot run with this configuration, or null. `npm start` skips such a service with
 * a warning (the embedded default runs with nothing set); `npm run service -- <name>` refuses.
 */
export function missingConfiguration(name: ServiceName, config: Config): string | null {
  if (name === 'poller' && !config.POLLER_ENABLED) return 'POLLER_ENABLED is false'
  if (name === 'poller') return userAgentProblem(config.SEC_USER_AGENT)
  return null
}

export async function startService(name: ServiceName, runtime: Runtime): Promise<RunningService> {
  const log = runtime.logger.child({ service: name })
  /** The process's one attestor (shared by the stages and the API of one store). */
  const processAttestor = () =>
    sharedAttestor({
      config: runtime.config,
      store: runtime.store,
      logger: log,
      clock: runtime.clock,
    })
  switch (name) {
    case 'poller': {
      const poller = createPoller({
        config: runtime.config,
        store: runtime.store,
        bus: runtime.bus,
        logger: log,
        clock: runtime.clock,
      })
      poller.start()
      return { name, stop: () => poller.stop() }
    }
    case 'extractor': {
      const stage = createExtractorStage({
        bus: runtime.bus,
        logger: log,
        clock: runtime.clock,
        llm: llmOptionsFrom({
          LLM_BASE_URL: runtime.config.LLM_BASE_URL,
          LLM_MODEL: runtime.config.LLM_MODEL,
          LLM_API_KEY: runtime.config.LLM_API_KEY,
        }),
        extraction: {
          workers: runtime.config.EXTRACTION_WORKERS,
          budgetMs: runtime.config.EXTRACTION_BUDGET_SECONDS * 1000,
          budgetMsPerMillionChars:
            runtime.config.EXTRACTION_BUDGET_SECONDS_PER_MILLION_CHARS * 1000,
        },
      })
      await stage.start()
      return { name, stop: () => stage.stop() }
    }
    case 'api': {
      const api = await startApi(runtime, log)
      return { name, url: api.url, stop: () => api.stop() }
    }
    case 'catalysts': {
      // Every batch signs its dated rows before they become visible (services/attest).
      const attestor = await processAttestor()
      const stage = createCatalystsStage({
        store: runtime.store,
        bus: runtime.bus,
        logger: log,
        lookupIssuer: createIssuerLookup(runtime.store),
        attestation: batchAttestation(attestor),
      })
      await stage.start()
      return { name, stop: () => stage.stop() }
    }
    case 'attest': {
      // Signs served rows that have no attestation yet, then anchors batches of uids on chain.
      const attestor = await processAttestor()
      const service = createAttestService({
        config: runtime.config,
        store: runtime.store,
        logger: log,
        clock: runtime.clock,
        attestor,
      })
      await service.start()
      return { name, stop: () => service.stop() }
    }
    case 'fda': {
      // The importer publishes the FDA record; the accuracy stage stores it and scores the corpus.
      const accuracy = createAccuracyStage({
        store: runtime.store,
        bus: runtime.bus,
        logger: log,
        clock: runtime.clock,
      })
      await accuracy.start()
      const importer = createFdaImporter({
        store: runtime.store,
        bus: runtime.bus,
        logger: log,
        clock: runtime.clock,
        baseUrl: runtime.config.FDA_API_URL,
      })
      importer.start()
      return {
        name,
        stop: async () => {
          await importer.stop()
          await accuracy.stop()
        },
      }
    }
  }
}
