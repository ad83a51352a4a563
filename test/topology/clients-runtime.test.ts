/**
 * The consumers a topic declares (topology/topics.ts) are the subscriptions the services make when
 * the runtime starts them (services/runtime.ts `startService`), on the in-process bus and chDB.
 * The poller is not started (it reaches for EDGAR and subscribes to nothing); the static check in
 * clients.test.ts covers what every file publishes and subscribes.
 */
import { expect } from 'chai'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { allTopics, serviceNames, type ServiceName } from '../../topology/topics.js'
import {
  closeRuntime,
  openRuntime,
  startService,
  type RunningService,
  type Runtime,
} from '../../services/runtime.js'
import type { Bus } from '../../services/shared/bus/types.js'
import { testConfig, testLogger, uid } from '../support/env.js'

/** A view of `bus` that notes the topic of every subscription. */
function recording(bus: Bus, subscribed: Set<string>): Bus {
  return Object.assign(Object.create(bus) as Bus, {
    subscribe: ((topic, options) => {
      subscribed.add(topic.name)
      return bus.subscribe(topic, options)
    }) satisfies Bus['subscribe'],
  })
}

const running = serviceNames.filter((name) => name !== 'poller')

describe('topology: the services subscribe to what they are declared to consume', function () {
  this.timeout(120_000)
  let runtime: Runtime
  const started: RunningService[] = []
  const subscribed = new Map<ServiceName, Set<string>>()
  const dataDir = mkdtempSync(join(tmpdir(), 'topology-clients-'))

  before(async function () {
    const config = testConfig({
      PAYMENTS_ENABLED: 'false',
      PORT: '0',
      HOST: '127.0.0.1',
      // Nothing answers: the importer fails its fetch and waits; nothing is published.
      FDA_API_URL: 'http://127.0.0.1:9',
      CLICKHOUSE_DATABASE: `t_topology_clients_${uid()}`,
      TOPIC_PREFIX: `tc${uid()}.`,
      BUS_DIR: join(dataDir, 'bus'),
    })
    // The store on the run's one chDB directory; the signer key file in a DATA_DIR of its own.
    runtime = await openRuntime(config, testLogger, { provision: true })
    runtime.config = { ...config, DATA_DIR: dataDir }
    const bus = runtime.bus
    for (const name of running) {
      const seen = new Set<string>()
      subscribed.set(name, seen)
      started.push(await startService(name, { ...runtime, bus: recording(bus, seen) }))
    }
  })

  after(async function () {
    for (const service of started.reverse()) await service.stop()
    if (runtime) await closeRuntime(runtime)
  })

  for (const name of running) {
    it(`${name} subscribes to exactly the topics that name it a consumer`, function () {
      const declared = allTopics.filter((t) => t.consumers.includes(name)).map((t) => t.name)
      expect([...subscribed.get(name)!].sort()).to.deep.equal(declared.sort())
    })
  }
})
