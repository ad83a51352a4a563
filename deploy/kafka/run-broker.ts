/** `npm run kafka`: a local broker and schema registry from the Maven jars, until Ctrl-C. */
import { startKafkaBroker } from './broker.js'
import { startSchemaRegistry } from './registry.js'

const [broker, registry] = await Promise.all([startKafkaBroker(), startSchemaRegistry()])
process.stdout.write(
  `KAFKA_BROKERS=${broker.brokers}\nSCHEMA_REGISTRY_URL=${registry.url}\n(broker log: ${broker.logFile}; Ctrl-C stops both)\n`,
)
const stop = async () => {
  await Promise.all([broker.stop(), registry.stop()])
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
