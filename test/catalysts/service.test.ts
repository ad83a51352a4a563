/**
 * The stage shell on the in-process bus and the real ClickHouse engine: idempotent redelivery,
 * retry while the store is down (nothing lost, nothing doubled), a restart that resumes the
 * sequencer and the state, and the time order of the two input topics.
 */
import { expect } from 'chai'
import { topics } from '../../topology/topics.js'
import type { ExtractedAssertions } from '../../schemas/avro/types.js'
import type { Bus } from '../../services/shared/bus/types.js'
import { CatalystFeedError } from '../../services/shared/errors.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { createCatalystsStage } from '../../services/catalysts/service.js'
import { busFlavours } from '../support/buses.js'
import { testLogger, testStore, uid } from '../support/env.js'
import { waitFor } from '../support/wait.js'
import { devCase, issuerLookup, recordOf, review } from './support/cases.js'
import {
  catalysts,
  currentRows,
  events,
  processedCount,
  stageTables,
  waitProcessed,
} from './support/tables.js'
import { queueTable } from '../../services/catalysts/tables.js'
import { committedRows } from '../../services/shared/store/batched.js'
import { QUICK_STAGE } from './support/stage-options.js'

const options = QUICK_STAGE

/** The topics the stage reads and writes. */
const stageTopics = [
  topics.assertions,
  topics.reviews,
  topics.events,
  topics.merges,
  topics.deadLetters,
]

/** A store whose writes fail while `down` is set, as a ClickHouse outage would. */
function flakyStore(store: Store): Store & { down: boolean; failures: number } {
  const flaky = Object.create(store) as Store & { down: boolean; failures: number }
  flaky.down = false
  flaky.failures = 0
  flaky.insert = async (table, rows) => {
    if (flaky.down) {
      flaky.failures++
      throw new CatalystFeedError(
        'STORE_UNAVAILABLE',
        `store unavailable: connect ECONNREFUSED (insert into ${table})`,
      )
    }
    return store.insert(table, rows)
  }
  return flaky
}

/** The same records through a fresh stage on a fresh store and bus, with nothing failing: it writes `store`'s rows. */
async function expectSameRowsAsACleanRun(
  store: Store,
  records: readonly ExtractedAssertions[],
  lookupIssuer: ReturnType<typeof issuerLookup>,
): Promise<void> {
  const clean = await testStore('clean')
  const cleanBus = await busFlavours[0]!.make(`clean${uid()}.`)
  await cleanBus.ensureTopics(stageTopics)
  const cleanStage = createCatalystsStage({
    store: clean,
    bus: cleanBus,
    logger: testLogger,
    lookupIssuer,
    options: { ...options, groupId: `g-${uid()}` },
  })
  await cleanBus.publish(
    topics.assertions,
    records.map((value) => ({ key: value.accession, value })),
  )
  await cleanStage.start()
  try {
    await waitProcessed(clean, 3)
  } finally {
    await cleanStage.stop()
    await cleanBus.close()
  }
  for (const table of Object.keys(stageTables))
    expect(await currentRows(clean, table), table).to.deep.equal(await currentRows(store, table))
  await clean.close()
}

describe('catalysts stage', function () {
  this.timeout(120_000)
  let bus: Bus
  let store: Store

  beforeEach(async function () {
    bus = await busFlavours[0]!.make(`stage${uid()}.`)
    await bus.ensureTopics(stageTopics)
    store = await testStore('stage')
  })
  afterEach(async function () {
    await bus.close()
    await store.close()
  })

  it('does not create new events when the same assertion record is delivered again', async function () {
    const stage = createCatalystsStage({
      store,
      bus,
      logger: testLogger,
      lookupIssuer: issuerLookup(),
      options: { ...options, groupId: `g-${uid()}` },
    })
    await stage.start()
    try {
      const record = recordOf(devCase('gbt_voxelotor_set'))
      await bus.publish(topics.assertions, [{ key: record.accession, value: record }])
      await waitProcessed(store, 1)
      // The same filing again: redelivered as is, and re-extracted later with the same content.
      await bus.publish(topics.assertions, [
        { key: record.accession, value: record },
        {
          key: record.accession,
          value: { ...record, extracted_at: '2019-09-10T00:00:00.000Z', extractor: 'v2' },
        },
      ])
      const marker = recordOf(devCase('gbt_oxbryta_approval_early'), { filed: '2019-11-25' })
      await bus.publish(topics.assertions, [{ key: marker.accession, value: marker }])
      await waitProcessed(store, 2)
    } finally {
      await stage.stop()
    }
    expect((await events(store)).map((e) => e.event_type)).to.deep.equal([
      'new_date_assigned',
      'decision_outcome',
    ])
    expect(await processedCount(store)).to.equal(2)
  })

  it('retries while the store is down, then stores each input once with the same ids', async function () {
    const flaky = flakyStore(store)
    const lookupIssuer = issuerLookup()
    const stage = createCatalystsStage({
      store: flaky,
      bus,
      logger: testLogger,
      lookupIssuer,
      options: { ...options, groupId: `g-${uid()}` },
    })
    await stage.start()
    const records = [
      recordOf(devCase('apls_pegcetacoplan_set')),
      recordOf(devCase('apls_pegcetacoplan_ext'), { filed: '2022-11-18' }),
      recordOf(devCase('apls_syfovre_approval'), { filed: '2023-02-17' }),
    ]
    try {
      await bus.publish(topics.assertions, [{ key: records[0]!.accession, value: records[0]! }])
      await waitProcessed(store, 1)
      flaky.down = true
      await bus.publish(
        topics.assertions,
        records.slice(1).map((value) => ({ key: value.accession, value })),
      )
      await waitFor(async () => flaky.failures >= 3, { what: 'a few failed writes' })
      flaky.down = false
      await waitProcessed(store, 3)
    } finally {
      await stage.stop()
    }
    const all = await events(store)
    expect(all.map((e) => [e.event_id, e.event_type])).to.deep.equal([
      [1, 'new_date_assigned'],
      [2, 'date_extension'],
      [3, 'decision_outcome'],
    ])
    const [row] = await catalysts(store)
    expect(row).to.include({ stage: 'resolved', pdufa_date: '2023-02-26', version: 3 })
    // The outage left no trace: a run without it writes the same rows.
    await expectSameRowsAsACleanRun(store, records, lookupIssuer)
  })

  it('reloads its state when a commit reported as failed did land, and ends as a run without the failure', async function () {
    let lie = 1
    // The marker of the first batch with inputs (not the takeover's empty one) is stored, then the
    // insert reports a failure (a timeout after the server wrote it).
    const lying = Object.assign(Object.create(store) as Store, {
      insert: async (
        table: string,
        rows: readonly object[],
        insertOptions?: { deduplicationToken?: string },
      ) => {
        await store.insert(table, rows, insertOptions)
        if (table === 'catalyst_batches' && (rows[0] as { inputs: number }).inputs > 0 && lie-- > 0)
          throw new CatalystFeedError(
            'STORE_UNAVAILABLE',
            'store unavailable: socket hang up (insert into catalyst_batches)',
          )
      },
    })
    const lookupIssuer = issuerLookup()
    const records = [
      recordOf(devCase('apls_pegcetacoplan_set')),
      recordOf(devCase('apls_pegcetacoplan_ext'), { filed: '2022-11-18' }),
      recordOf(devCase('apls_syfovre_approval'), { filed: '2023-02-17' }),
    ]
    const stage = createCatalystsStage({
      store: lying,
      bus,
      logger: testLogger,
      lookupIssuer,
      options: { ...options, groupId: `g-${uid()}` },
    })
    await stage.start()
    try {
      await bus.publish(topics.assertions, [{ key: records[0]!.accession, value: records[0]! }])
      await waitProcessed(store, 1)
      await bus.publish(
        topics.assertions,
        records.slice(1).map((value) => ({ key: value.accession, value })),
      )
      await waitProcessed(store, 3)
      await new Promise((resolve) => setTimeout(resolve, 300))
    } finally {
      await stage.stop()
    }
    expect(lie).to.be.lessThan(0)
    expect((await events(store)).map((e) => [e.event_id, e.event_type])).to.deep.equal([
      [1, 'new_date_assigned'],
      [2, 'date_extension'],
      [3, 'decision_outcome'],
    ])
    await expectSameRowsAsACleanRun(store, records, lookupIssuer)
  })

  it('resumes after a restart: state and sequencer come from the store', async function () {
    const groupId = `g-${uid()}`
    const first = createCatalystsStage({
      store,
      bus,
      logger: testLogger,
      lookupIssuer: issuerLookup(),
      options: { ...options, groupId },
    })
    await first.start()
    const set = recordOf(devCase('calt_nefecon_set_interim'), { filed: '2021-05-10' })
    await bus.publish(topics.assertions, [{ key: set.accession, value: set }])
    await waitProcessed(store, 1)
    await first.stop()
    const extension = recordOf(devCase('calt_nefecon_ext'))
    await bus.publish(topics.assertions, [{ key: extension.accession, value: extension }])
    const second = createCatalystsStage({
      store,
      bus,
      logger: testLogger,
      lookupIssuer: issuerLookup(),
      options: { ...options, groupId },
    })
    await second.start()
    try {
      await waitProcessed(store, 2)
    } finally {
      await second.stop()
    }
    const all = await events(store)
    expect(all.map((e) => [e.event_id, e.catalyst_id, e.event_type])).to.deep.equal([
      [1, 1, 'new_date_assigned'],
      [2, 1, 'date_extension'],
    ])
    expect(
      (await catalysts(store)).map((r) => [r.catalyst_id, r.pdufa_date, r.version]),
    ).to.deep.equal([[1, '2021-12-15', 2]])
  })

  it('orders the two input topics by record time, whichever arrives first', async function () {
    const set = recordOf(devCase('calt_nefecon_set_interim'), { filed: '2021-05-10' })
    const extension = recordOf(devCase('calt_nefecon_ext'))
    // Published first, stamped between the two filings: the lock applies after the set, before the extension.
    await bus.publish(topics.reviews, [
      {
        key: '1',
        value: review('lock', {
          review_id: 'r-order-lock',
          catalyst_id: 1,
          at: '2021-06-01T00:00:00.000Z',
        }),
      },
    ])
    await bus.publish(topics.assertions, [
      { key: set.accession, value: set },
      { key: extension.accession, value: extension },
    ])
    const stage = createCatalystsStage({
      store,
      bus,
      logger: testLogger,
      lookupIssuer: issuerLookup(),
      options: { ...options, groupId: `g-${uid()}` },
    })
    await stage.start()
    try {
      await waitProcessed(store, 3)
    } finally {
      await stage.stop()
    }
    const [row] = await catalysts(store)
    expect(row).to.include({ human_locked: 1, pdufa_date: '2021-09-15' })
    const [queued] = await store.query<{ reason: string; status: string }>(
      `SELECT reason, status FROM ${committedRows(queueTable)}`,
    )
    expect(queued).to.deep.equal({ reason: 'locked', status: 'pending' })
  })
})
