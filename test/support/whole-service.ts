/**
 * The whole embedded service (catalysts, extractor, api, poller, as `npm start` assembles them) started in-process
 * against a fake SEC: a chDB store, an in-process bus in a folder the caller owns, every topic created. The end-to-end
 * tests and the real-files run start it the same way.
 */
import { fixedClock } from '../../services/shared/clock.js'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { startService, type RunningService, type Runtime } from '../../services/runtime.js'
import { allTopics } from '../../topology/topics.js'
import { testConfig, testLogger, testStore, uid } from './env.js'

export interface WholeServiceOptions {
  /** The fake SEC: EDGAR's www, full-text search and data hosts all point at it. */
  secUrl: string
  /** The fixed clock's instant. */
  now: string
  /** The name the test store is made from (testStore). */
  store: string
  /** The in-process bus's folder (the caller removes it). */
  busDir: string
  /** Settings beyond the SEC hosts, an ephemeral local port and payments off. */
  config?: Record<string, string>
  /** Each service is pushed here as it starts, so the caller stops what started even when a later one fails. */
  running: RunningService[]
}

export async function startWholeService(
  options: WholeServiceOptions,
): Promise<{ runtime: Runtime; api: string }> {
  const runtime: Runtime = {
    config: testConfig({
      SEC_USER_AGENT: 'Catalyst Feed Tests ops@catalyst-feed.example',
      SEC_WWW_URL: options.secUrl,
      SEC_EFTS_URL: options.secUrl,
      SEC_DATA_URL: options.secUrl,
      ...options.config,
      PORT: '0',
      HOST: '127.0.0.1',
      PAYMENTS_ENABLED: 'false',
    }),
    logger: testLogger,
    clock: fixedClock(options.now),
    store: await testStore(options.store),
    bus: createInProcessBus({
      serde: createAvroSerde(),
      logger: testLogger,
      topicPrefix: `t${uid()}.`,
      dir: options.busDir,
    }),
  }
  await runtime.bus.ensureTopics(allTopics)
  for (const name of ['catalysts', 'extractor', 'api', 'poller'] as const)
    options.running.push(await startService(name, runtime))
  return { runtime, api: options.running.find((s) => s.name === 'api')!.url! }
}
