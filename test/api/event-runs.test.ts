/**
 * Ticker pages from the record runs (services/api/read-model/record-runs.ts): once a ticker page
 * has read many of its events one by one, the index copies its records' events end to end in the
 * background; pages read from those copies send the same bytes as the store path, before the
 * copies exist, once they do, and after new events (no copy yet) and rewrites (a copy left dead,
 * an event moved to another record) until they are copied again.
 */
import { expect } from 'chai'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { EventIndex } from '../../services/api/read-model/event-index.js'
import type { TickerMatch } from '../../services/api/read-model/store-reads.js'
import { testLogger, testStore } from '../support/env.js'
import { catalystRow, eventRow, storePageBody } from './support.js'

const TODAY = '2026-08-01'

/** Three records with their own ticker and issuer; events spread over them in id order. */
const records = [1, 2, 3].map((id) => ({
  catalyst_id: id,
  ticker: `RR${id}`,
  tickers: [`RR${id}`],
  cik: `000000070${id}`,
  exposed_ciks: [`000000070${id}`],
}))

function event(id: number, record: number, fields: Record<string, unknown> = {}) {
  return eventRow(id, {
    ...records[record - 1],
    new_date: id % 4 ? `2026-0${1 + (id % 9)}-15` : null,
    source_quote: id % 5 ? `quote ${id}` : `“Quoted” – ${id} ✓`,
    ...fields,
  })
}

async function untilCopied(index: EventIndex): Promise<void> {
  for (let turns = 0; index.stats().runsPending; turns++) {
    if (turns > 10_000) throw new Error('record runs never finished')
    await new Promise((done) => setImmediate(done))
  }
}

describe('api event index: record runs for ticker pages', function () {
  this.timeout(120_000)
  let store: Store
  let index: EventIndex
  before(async () => {
    store = await testStore('api_evidx_runs')
    await store.insert(
      'catalysts',
      records.map((r) => catalystRow(r.catalyst_id, r)),
    )
    await store.insert('events', [
      ...Array.from({ length: 600 }, (_, i) => event(i + 1, 1 + (i % 3))),
      // A retraction marker on record 3 merged into record 1: a candidate of record 1's pages.
      event(601, 3, { event_type: 'retracted', merged_into: 1, new_date: null }),
    ])
    // A refresh after a write may take seconds on a loaded machine: the pages wait for it.
    index = new EventIndex(store, testLogger, { refreshWaitMs: 120_000, copyRunsAfterLoad: false })
    expect(await index.warm()).to.equal(true)
  })
  after(async () => {
    index?.close()
    await store?.close()
  })

  const matches: TickerMatch[] = records.map((r) => ({ ticker: r.ticker, ciks: [r.cik] }))
  async function samePages(): Promise<void> {
    for (const match of matches)
      for (const since of [undefined, 0, 1, 17, 300, 598, 700, 800])
        for (const limit of [1, 7, 500]) {
          const query = { since, limit, match }
          expect(index.page(query, TODAY).toString(), JSON.stringify(query)).to.equal(
            await storePageBody(store, query, TODAY),
          )
        }
  }

  it('sends the same bytes before the records are copied, once they are, and after writes', async () => {
    expect(index.stats().runsBytes).to.equal(0)
    await samePages() // read one by one; pages of 500 ask for their records
    await untilCopied(index)
    const copied = index.stats().runsBytes
    expect(copied, 'every event of the three records copied once').to.be.within(
      index.stats().jsonBytes * 0.95,
      index.stats().jsonBytes,
    )
    await samePages()

    // New events (no copy yet), an event moved to another record, one deleted, one rewritten.
    await store.insert('events', [
      ...Array.from({ length: 150 }, (_, i) => event(602 + i, 1 + (i % 3))),
      event(10, 2, { version: 2 }),
      event(11, 3, { version: 2, deleted: 1 }),
      event(12, 1, { version: 2, source_quote: 'rewritten' }),
    ])
    index.invalidate()
    await index.ready()
    await samePages()
    await untilCopied(index)
    expect(
      index.stats().runsBytes,
      'new and rewritten events copied after the first ones',
    ).to.be.above(copied)
    await samePages()
  })

  it('copies every record after a first load, before any page asks, and pages send the same bytes', async () => {
    // The store now holds the writes of the test above: a fresh index over it, copying by default.
    const copying = new EventIndex(store, testLogger, { refreshWaitMs: 120_000 })
    try {
      expect(await copying.settled(), 'loaded, and its background copies made').to.equal(true)
      expect(copying.stats().runsPending).to.equal(false)
      const { runsBytes, jsonBytes } = copying.stats()
      expect(runsBytes, 'every event copied once, no page having asked').to.equal(jsonBytes)
      for (const match of matches)
        for (const since of [undefined, 0, 17, 598, 700])
          for (const limit of [1, 7, 500]) {
            const query = { since, limit, match }
            expect(copying.page(query, TODAY).toString(), JSON.stringify(query)).to.equal(
              await storePageBody(store, query, TODAY),
            )
          }
      // A rewrite after the copies: its old copy is dead, the page reads its new bytes.
      await store.insert('events', [event(20, 1, { version: 3, source_quote: 'rewritten again' })])
      copying.invalidate()
      await copying.ready()
      for (const match of matches) {
        const query = { since: 0, limit: 500, match }
        expect(copying.page(query, TODAY).toString()).to.equal(
          await storePageBody(store, query, TODAY),
        )
      }
    } finally {
      copying.close()
    }
  })
})
