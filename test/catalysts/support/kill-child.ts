/**
 * The catalysts stage in its own process, for the SIGKILL test (kill.test.ts). chDB in DATA_DIR and
 * the in-process bus in BUS_DIR, both on disk, as `npm start` keeps them.
 *
 * MODE=run: publishes the first part of the scenario's assertion records, waits until they are
 * processed, then publishes the rest (decided as one batch). With KILL_AFTER_INSERT=k the process
 * kills itself with SIGKILL right after the k-th insert of that batch returned. Without it, it
 * waits for every record and prints what is served (as MODE=recover does).
 * MODE=recover: starts the stage on the same directories and consumer group, waits for every
 * record, and prints the served event stream and the stage's tables as one JSON line.
 */
import type { ExtractedAssertions } from '../../../schemas/avro/types.js'
import { topics } from '../../../topology/topics.js'
import { EventIndex } from '../../../services/api/read-model/event-index.js'
import { batchTables } from '../../../services/catalysts/batches.js'
import { createCatalystsStage } from '../../../services/catalysts/service.js'
import { createInProcessBus } from '../../../services/shared/bus/in-process.js'
import { loadConfig } from '../../../services/shared/config.js'
import { createLogger } from '../../../services/shared/logger.js'
import { createAvroSerde } from '../../../services/shared/serde/avro.js'
import { createStore, type Store } from '../../../services/shared/store/clickhouse.js'
import { applyMigrations } from '../../../services/shared/store/migrations.js'
import { waitFor } from '../../support/wait.js'
import { issuerLookup } from './cases.js'
import { scenarioSteps } from './scenario.js'
import { QUICK_CRASH_STAGE } from './stage-options.js'
import { currentRows, processedCount, stageTables } from './tables.js'

const env = process.env
const logger = createLogger({ level: 'silent' })
const store = createStore(loadConfig({ DATA_DIR: env.DATA_DIR! }), logger, { database: 'killed' })
await applyMigrations(store, logger)
const bus = createInProcessBus({
  serde: createAvroSerde(),
  logger,
  topicPrefix: env.TOPIC_PREFIX!,
  dir: env.BUS_DIR!,
})
await bus.ensureTopics([
  topics.assertions,
  topics.reviews,
  topics.events,
  topics.merges,
  topics.deadLetters,
])

const records = scenarioSteps().flatMap((s) => (s.kind === 'assertions' ? [s.record] : []))
const firstPart = Number(env.FIRST_PART)
const killAfter = Number(env.KILL_AFTER_INSERT ?? 0)

let armed = false
let inserts = 0
const mortal: Store = Object.assign(Object.create(store) as Store, {
  insert: async (table: string, rows: readonly object[]) => {
    await store.insert(table, rows)
    if (armed && (table in batchTables || table === 'catalyst_batches') && ++inserts === killAfter)
      process.kill(process.pid, 'SIGKILL')
  },
})

const stage = createCatalystsStage({
  store: mortal,
  bus,
  logger,
  lookupIssuer: issuerLookup(),
  options: { ...QUICK_CRASH_STAGE, groupId: env.GROUP! },
})
await stage.start()
const publish = (list: ExtractedAssertions[]) =>
  bus.publish(
    topics.assertions,
    list.map((value) => ({ key: value.accession, value })),
  )
const processed = (n: number) =>
  waitFor(async () => (await processedCount(store)) >= n, {
    what: `${n} processed`,
    timeoutMs: 60_000,
    intervalMs: 25,
  })
if (env.MODE === 'run') {
  await publish(records.slice(0, firstPart))
  await processed(firstPart)
  armed = killAfter > 0
  await publish(records.slice(firstPart))
}
await processed(records.length)
await new Promise((resolve) => setTimeout(resolve, 300))
await stage.stop()
await bus.close()

const index = new EventIndex(store, logger)
if (!(await index.warm())) throw new Error('event index did not load')
const page = JSON.parse(index.page({ since: 0, limit: 1000 }, '2026-01-15').toString('utf8')) as {
  data: Array<Record<string, unknown>>
}
const tables: Record<string, unknown[]> = {}
for (const table of Object.keys(stageTables)) tables[table] = await currentRows(store, table)
await store.close()
process.stdout.write(
  `${JSON.stringify({ stream: page.data.map(({ detected_at: _d, ...rest }) => rest), tables })}\n`,
)
process.exit(0)
