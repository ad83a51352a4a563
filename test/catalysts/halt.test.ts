/**
 * The catalysts stage is the sequencer: an input it cannot store for a reason retrying will not
 * cure (here ClickHouse's UNKNOWN_TABLE, from the real engine) must neither be retried for ever
 * nor dead-lettered (its events would be lost). The stage halts: its subscription stops at the
 * input with one error line, nothing is committed, and a restart after the fix decides it.
 */
import { expect } from 'chai'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { topicName, topics } from '../../topology/topics.js'
import type { Bus } from '../../services/shared/bus/types.js'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { createLogger, type Logger } from '../../services/shared/logger.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { createCatalystsStage } from '../../services/catalysts/service.js'
import { testLogger, testStore, uid } from '../support/env.js'
import { waitFor } from '../support/wait.js'
import { devCase, issuerLookup, recordOf } from './support/cases.js'
import { events, processedCount, waitProcessed } from './support/tables.js'
import { QUICK_STAGE } from './support/stage-options.js'

const options = QUICK_STAGE

const stopLine =
  'consumer stopped: the handler failed with a non-retriable error; nothing from this record on is committed'

describe('catalysts stage: a failure retrying will not cure', function () {
  this.timeout(120_000)
  let bus: Bus
  let store: Store
  let lines: Array<Record<string, unknown>>
  let logger: Logger
  const prefix = `halt${uid()}.`

  beforeEach(async function () {
    // The bus and the stage log here: the stop line is the bus's.
    lines = []
    logger = createLogger(
      { level: 'warn', name: 'test' },
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    )
    bus = createInProcessBus({
      serde: createAvroSerde(),
      logger,
      topicPrefix: prefix,
      dir: mkdtempSync(join(tmpdir(), 'bus-')),
    })
    await bus.ensureTopics([
      topics.assertions,
      topics.reviews,
      topics.events,
      topics.merges,
      topics.deadLetters,
    ])
    store = await testStore('halt')
  })
  afterEach(async function () {
    await bus.close()
    await store.close()
  })

  it('halts at the input without committing or dead-lettering it; a restart after the fix decides it', async function () {
    const groupId = `g-${uid()}`
    // While broken, every write goes to a table that does not exist: chDB answers UNKNOWN_TABLE.
    let broken = false
    let writes = 0
    const brokenStore = Object.assign(Object.create(store) as Store, {
      insert: async (
        table: string,
        rows: readonly object[],
        insertOptions?: { deduplicationToken?: string },
      ) => {
        if (!broken) return store.insert(table, rows, insertOptions)
        writes++
        return store.insert(`missing_${table}`, rows, insertOptions)
      },
    })
    const record = recordOf(devCase('gbt_voxelotor_set'))
    const halting = createCatalystsStage({
      store: brokenStore,
      bus,
      logger,
      lookupIssuer: issuerLookup(),
      options: { ...options, groupId },
    })
    await halting.start()
    try {
      broken = true
      await bus.publish(topics.assertions, [{ key: record.accession, value: record }])
      await waitFor(async () => lines.some((l) => l.msg === stopLine), {
        what: `the stop line; logged: ${JSON.stringify(lines.map((l) => [l.msg, l.err]))}`,
      })
      // Retried for ever, the stage would write again and again; halted, it does not.
      const writesAtStop = writes
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(writes).to.equal(writesAtStop)
    } finally {
      await halting.stop()
    }
    const stops = lines.filter((l) => l.msg === stopLine)
    expect(stops).to.have.length(1)
    expect(stops[0]).to.include({
      level: 'error',
      topic: topicName(topics.assertions, prefix),
      group: `${groupId}.assertions`,
      partition: 0,
      offset: '0',
    })
    expect(String(stops[0]!.reason)).to.match(/\(ClickHouse 60 UNKNOWN_TABLE\)/)
    expect(lines.filter((l) => l.msg === 'record dead-lettered')).to.deep.equal([])
    expect(await processedCount(store)).to.equal(0)
    expect(await events(store)).to.deep.equal([])

    // Fixed: the same group starts at the input the halt left uncommitted.
    broken = false
    const fixed = createCatalystsStage({
      store: brokenStore,
      bus,
      logger: testLogger,
      lookupIssuer: issuerLookup(),
      options: { ...options, groupId },
    })
    await fixed.start()
    try {
      await waitProcessed(store, 1)
    } finally {
      await fixed.stop()
    }
    expect((await events(store)).map((e) => [e.event_id, e.event_type])).to.deep.equal([
      [1, 'new_date_assigned'],
    ])
  })
})
