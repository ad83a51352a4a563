/**
 * What the poller's end-to-end tests set up around a fake SEC: a chDB store, the filings topic on
 * a fresh in-process bus with every record it carries collected, a fixed clock, the configuration
 * with every SEC host at the fake, and the pollers a test started, all stopped and closed at the end.
 */
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import type { Bus } from '../../services/shared/bus/types.js'
import { fixedClock } from '../../services/shared/clock.js'
import type { Config } from '../../services/shared/config.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import type { Filing } from '../../schemas/avro/types.js'
import { topics } from '../../topology/topics.js'
import type { Poller } from '../../services/poller/service.js'
import { testConfig, testLogger, testStore, uid } from './env.js'

export const TEST_USER_AGENT = 'Catalyst Feed Tests ops@catalyst-feed.example'

export interface PollerRig {
  store: Store
  bus: Bus
  /** Every filing published on the filings topic, in the order the subscription got them. */
  received: Filing[]
  clock: ReturnType<typeof fixedClock>
  /** The test configuration with the user agent and every SEC host at the fake, `env` over it. */
  config(env?: Record<string, string>): Config
  /** A poller the test started, stopped by `close`. */
  keep(poller: Poller): Poller
  /** Stops the pollers and the subscription, closes the bus, the fake SEC and the store. */
  close(): Promise<void>
}

export async function pollerRig(
  sec: { url: string; close(): Promise<void> },
  options: { storeName: string; topicPrefix: string; now: string },
): Promise<PollerRig> {
  const store = await testStore(options.storeName)
  const bus = createInProcessBus({
    serde: createAvroSerde(),
    logger: testLogger,
    topicPrefix: options.topicPrefix,
  })
  await bus.ensureTopics([topics.filings, topics.deadLetters])
  const received: Filing[] = []
  const subscription = await bus.subscribe(topics.filings, {
    groupId: `g-${uid()}`,
    handle: async (records) => {
      for (const r of records) received.push(r.value)
    },
  })
  const pollers: Poller[] = []
  return {
    store,
    bus,
    received,
    clock: fixedClock(options.now),
    config: (env = {}) =>
      testConfig({
        SEC_USER_AGENT: TEST_USER_AGENT,
        SEC_WWW_URL: sec.url,
        SEC_EFTS_URL: sec.url,
        SEC_DATA_URL: sec.url,
        ...env,
      }),
    keep(poller) {
      pollers.push(poller)
      return poller
    },
    async close() {
      await Promise.all(pollers.map((p) => p.stop()))
      await subscription.stop()
      await bus.close()
      await sec.close()
      await store.close()
    },
  }
}
