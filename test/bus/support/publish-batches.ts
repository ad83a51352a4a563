/**
 * Child process of the torn-batch kill test: publishes batches of invented filings to the on-disk
 * in-process bus in BUS_DIR until killed, each record carrying its batch id and the batch size in
 * headers, and prints each batch id once published.
 */
import { randomBytes } from 'node:crypto'
import { pino } from 'pino'
import { topics } from '../../../topology/topics.js'
import { createInProcessBus } from '../../../services/shared/bus/in-process.js'
import { createAvroSerde } from '../../../services/shared/serde/avro.js'
import { syntheticFiling } from '../../bench/synthetic-filing.js'

const size = Number(process.env.BATCH_SIZE ?? 60)
const bus = createInProcessBus({
  serde: createAvroSerde(),
  logger: pino({ level: 'warn' }),
  dir: process.env.BUS_DIR!,
  segmentBytes: 256 * 1024,
})
await bus.ensureTopics([topics.filings])
const run = randomBytes(3).toString('hex')
for (let n = 0; ; n++) {
  const batch = `${run}-${n}`
  const filings = Array.from({ length: size }, (_, i) =>
    syntheticFiling(Number.parseInt(run, 16) * 1000 + n * size + i, 8_000),
  )
  await bus.publish(
    topics.filings,
    filings.map((value) => ({
      key: value.accession,
      value,
      headers: { batch, size: String(size) },
    })),
  )
  process.stdout.write(`${batch}\n`)
}
