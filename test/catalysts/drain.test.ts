/**
 * A cursor drain never skips an event, even while the stage is writing: a reader pages
 * `event_id > since ORDER BY event_id LIMIT n` (committed rows) as fast as it can while a backlog of
 * assertions flows through the stage in many small batches, and every event the table ends with
 * must be in what the reader saw, in ascending order.
 */
import { expect } from 'chai'
import { topics } from '../../topology/topics.js'
import { createCatalystsStage } from '../../services/catalysts/service.js'
import { syntheticAssertionRecords } from '../support/synthetic-assertions.js'
import { busFlavours } from '../support/buses.js'
import { testLogger, testStore, uid } from '../support/env.js'
import { waitProcessed } from './support/tables.js'
import { eventsTable } from '../../services/catalysts/tables.js'
import { committedRows } from '../../services/shared/store/batched.js'

describe('catalysts: cursor drain during writes', function () {
  this.timeout(180_000)

  it('never skips an event while events are being written', async function () {
    const store = await testStore('drain')
    const bus = await busFlavours[0]!.make(`drain${uid()}.`)
    await bus.ensureTopics([
      topics.assertions,
      topics.reviews,
      topics.events,
      topics.merges,
      topics.deadLetters,
    ])
    const records = syntheticAssertionRecords({ records: 3000, seed: 7 })
    // Small batches: many separate INSERTs for the reader to race against.
    const stage = createCatalystsStage({
      store,
      bus,
      logger: testLogger,
      lookupIssuer: async () => null,
      options: {
        groupId: `drain-${uid()}`,
        maxBatchInputs: 25,
        orderingWindowMs: 50,
        startupWindowMs: 100,
        mirrorToTopics: false,
      },
    })
    const seen: number[] = []
    let since = 0
    let writing = true
    let pagesDuringWrites = 0
    const drain = async () => {
      const rows = await store.query<{ event_id: number }>(
        `SELECT event_id FROM ${committedRows(eventsTable, { where: 'event_id > {since:UInt64}' })} ORDER BY event_id LIMIT {n:UInt32}`,
        { since, n: 37 },
      )
      for (const r of rows) seen.push(r.event_id)
      if (rows.length > 0) {
        since = rows[rows.length - 1]!.event_id
        if (writing) pagesDuringWrites++
      }
      return rows.length
    }
    const reader = (async () => {
      while (writing) await drain()
      while ((await drain()) > 0) {
        /* the tail after the last write */
      }
    })()
    try {
      await stage.start()
      for (let i = 0; i < records.length; i += 300) {
        await bus.publish(
          topics.assertions,
          records.slice(i, i + 300).map((value) => ({ key: value.accession, value })),
        )
      }
      await waitProcessed(store, records.length, 'the backlog', 120_000)
    } finally {
      writing = false
      await reader
      await stage.stop()
      await bus.close()
    }
    const final = (
      await store.query<{ event_id: number }>(
        `SELECT event_id FROM ${committedRows(eventsTable)} ORDER BY event_id`,
      )
    ).map((r) => r.event_id)
    expect(final.length).to.be.greaterThan(records.length / 2)
    expect(pagesDuringWrites).to.be.greaterThan(10)
    // Strictly ascending, no repeats: the cursor only moves forward.
    for (let i = 1; i < seen.length; i++) expect(seen[i]).to.be.greaterThan(seen[i - 1]!)
    const drained = new Set(seen)
    const missed = final.filter((id) => !drained.has(id))
    expect(missed, 'events the drain skipped').to.deep.equal([])
  })
})
