/** The bus implementations the behavioural suites run against, each on its own topic prefix. */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { createKafkaBus } from '../../services/shared/bus/kafka.js'
import type { Bus } from '../../services/shared/bus/types.js'
import { createAvroSerde, createRegistrySerde } from '../../services/shared/serde/avro.js'
import { testKafka, testLogger, uid } from './env.js'

export interface BusFlavour {
  name: string
  /** A new bus; the same `prefix` (and `dir`) reopens the same topics. */
  make(prefix: string, dir?: string): Promise<Bus>
  /** Needs a directory to survive a process restart. */
  persistent: boolean
}

export const busFlavours: BusFlavour[] = [
  {
    name: 'in-process bus',
    persistent: true,
    async make(prefix, dir) {
      return createInProcessBus({
        serde: createAvroSerde(),
        logger: testLogger,
        topicPrefix: prefix,
        dir: dir ?? mkdtempSync(join(tmpdir(), 'bus-')),
      })
    },
  },
  {
    name: 'Kafka bus (real broker, plain Avro)',
    persistent: true,
    async make(prefix) {
      const env = await testKafka()
      return createKafkaBus({
        brokers: env.brokers,
        clientId: `test-${uid()}`,
        serde: createAvroSerde(),
        logger: testLogger,
        topicPrefix: prefix,
      })
    },
  },
  {
    name: 'Kafka bus (real broker, schema registry wire format)',
    persistent: true,
    async make(prefix) {
      const env = await testKafka()
      if (!env.registryUrl) throw new Error('no schema registry in this environment')
      return createKafkaBus({
        brokers: env.brokers,
        clientId: `test-${uid()}`,
        serde: createRegistrySerde(env.registryUrl),
        logger: testLogger,
        topicPrefix: prefix,
      })
    },
  },
]
