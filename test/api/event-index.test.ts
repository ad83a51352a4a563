/**
 * The in-memory event index behind /v1/events (services/api/read-model/event-index.ts): the same bytes as the
 * store path for every query shape, and it follows writes (new events, re-parented and deleted
 * rows, a revived event) after invalidate() or a probe. A drain racing a writer never skips an id.
 * When the store goes down after a load it keeps serving; when it can never load, pages come
 * from the store per request.
 */
import { expect } from 'chai'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { EventIndex } from '../../services/api/read-model/event-index.js'
import { createTickerLookup, type TickerMatch } from '../../services/api/read-model/store-reads.js'
import { testLogger, testStore } from '../support/env.js'
import { call, catalystRow, eventRow, startApi, storePageBody } from './support.js'

const TODAY = '2026-08-01'

async function drainIds(url: string, query = '', limit = 100): Promise<number[]> {
  const ids: number[] = []
  let since = 0
  for (let pages = 0; pages < 1000; pages++) {
    const r = await call(url, `/v1/events?since=${since}&limit=${limit}${query}`)
    expect(r.status).to.equal(200)
    ids.push(...r.json.data.map((e: any) => e.event_id))
    since = r.json.meta.next_since
    if (!r.json.meta.has_more) return ids
  }
  throw new Error('drain did not end')
}

/**
 * Catalysts 1 (XYZ, lead; OTH a co-filer since 3 merged into it), 2 (filed by SVN's issuer), 3 (OTH,
 * merged into 1), 4 (OTH); events on them. The ticker filter matches an event by its record.
 */
async function seedTickers(store: Store): Promise<void> {
  await store.insert('issuers', [
    {
      cik: '0000000777',
      name: 'Seven Bio',
      tickers: ['SVN'],
      exchanges: ['Nasdaq'],
      updated_at: '2026-07-01 00:00:00.000',
    },
  ])
  await store.insert('catalysts', [
    catalystRow(1, {
      ticker: 'XYZ',
      tickers: ['XYZ', 'OTH'],
      cik: '0000000500',
      exposed_ciks: ['0000000500', '0000000900'],
    }),
    catalystRow(2, { tickers: [], cik: '0000000777', exposed_ciks: ['0000000777'] }),
    catalystRow(3, {
      ticker: 'OTH',
      tickers: ['OTH'],
      cik: '0000000900',
      exposed_ciks: ['0000000900'],
      live: 0,
      merged_into: 1,
    }),
    catalystRow(4, {
      ticker: 'OTH',
      tickers: ['OTH'],
      cik: '0000000900',
      exposed_ciks: ['0000000900'],
    }),
  ])
  const xyz = {
    catalyst_id: 1,
    ticker: 'XYZ',
    tickers: ['XYZ'],
    cik: '0000000500',
    exposed_ciks: ['0000000500'],
  }
  const oth = {
    catalyst_id: 3,
    ticker: 'OTH',
    tickers: ['OTH'],
    cik: '0000000900',
    exposed_ciks: ['0000000900'],
  }
  await store.insert('events', [
    ...Array.from({ length: 25 }, (_, i) =>
      eventRow(i + 1, {
        catalyst_id: 1000 + (i % 4),
        new_date: [null, '2026-07-15', '2026-08-01', '2027-02-28'][i % 4],
        source_quote: i % 5 ? `quote ${i}` : 'The “PDUFA” date\nis “set” – naïve \\ ✓ \u2028',
        detected_at: `2026-07-${String(1 + i).padStart(2, '0')} 10:00:00.123`,
        delta_days: i % 3 ? null : -(i * 7),
        prior_date: i % 3 ? null : '2026-06-30',
        outcome: i % 6 === 5 ? 'crl' : null,
      }),
    ),
    eventRow(101, xyz),
    eventRow(102, { catalyst_id: 2, tickers: [], cik: '0000000777', exposed_ciks: ['0000000777'] }),
    eventRow(103, { ...oth, catalyst_id: 4 }),
    eventRow(104, {
      catalyst_id: 3,
      event_type: 'retracted',
      merged_into: 1,
      tickers: [],
      ticker: null,
      cik: null,
      exposed_ciks: [],
      new_date: null,
      source_quote: 'Merged into 1',
    }),
    eventRow(105, { ...xyz, event_type: 'date_extension', ticker: 'xyz-old' }),
    eventRow(106, oth),
    eventRow(106, { ...xyz, version: 2, deleted: 1 }),
    eventRow(107, oth),
    eventRow(107, {
      ...xyz,
      version: 2,
      tickers: ['XYZ', 'OTH'],
      exposed_ciks: ['0000000500', '0000000900'],
    }),
    // Re-parented the way the catalysts stage writes it: only catalyst_id changes.
    eventRow(108, oth),
    eventRow(108, { ...oth, version: 2, catalyst_id: 1 }),
  ])
}

describe('api event index', function () {
  describe('the same bytes as the store path', () => {
    let store: Store
    let index: EventIndex
    before(async () => {
      store = await testStore('api_evidx_parity')
      await seedTickers(store)
      // Rewrites in later parts, some older than a row already stored: the load reads in key order
      // (the rows of an id adjacent, in no order) and must keep the latest of each id.
      await store.insert('events', [
        eventRow(3, { version: 3, source_quote: 'rewritten twice' }),
        eventRow(6, { version: 3, source_quote: 'revived' }),
      ])
      await store.insert('events', [
        eventRow(3, { version: 2, source_quote: 'rewritten once' }),
        eventRow(4, { version: 2, source_quote: 'rewritten' }),
        eventRow(6, { version: 2, deleted: 1 }),
      ])
      index = new EventIndex(store, testLogger, { chunkRows: 7 }) // several load chunks
      expect(await index.warm()).to.equal(true)
    })
    after(async () => {
      await store?.close()
    })

    it('for every cursor, limit, ticker and request date', async () => {
      const lookup = createTickerLookup(store, testLogger)
      const matches: Array<TickerMatch | undefined> = [undefined]
      for (const ticker of ['XYZ', 'OTH', 'SVN', 'NOPE'])
        matches.push({ ticker, ciks: await lookup(ticker) })
      let compared = 0
      // Request dates move only the two request-time fields: every date unfiltered, every ticker on one date.
      for (const today of [TODAY, '2026-07-15', '2027-03-01']) {
        for (const match of today === TODAY ? matches : [undefined]) {
          for (const since of [undefined, 0, 3, 24, 25, 101, 104, 107, 108, 5000]) {
            for (const limit of [1, 2, 3, 500]) {
              const query = { since, limit, match }
              expect(
                index.page(query, today).toString(),
                JSON.stringify({ today, query }),
              ).to.equal(await storePageBody(store, query, today))
              compared++
            }
          }
        }
      }
      expect(compared).to.equal((5 + 2) * 10 * 4)
      expect(index.stats()).to.include({ events: 32, deleted: 1, highestId: 108, stale: false })
    })
  })

  describe('following writes', () => {
    let store: Store
    before(async () => {
      store = await testStore('api_evidx_writes')
      await seedTickers(store)
    })
    after(async () => {
      await store?.close()
    })

    it('shows new events, a re-parented event under the survivor, drops a deleted duplicate and brings back a revived one', async () => {
      const api = await startApi(store, { eventIndex: { probeIntervalMs: 3_600_000 } })
      try {
        await api.app.warm()
        const before = await drainIds(api.url, '', 10)
        expect(before.slice(-6)).to.deep.equal([102, 103, 104, 105, 107, 108])
        // 108 was re-parented to record 1 with only catalyst_id changed: it is record 1's, so XYZ's.
        expect(await drainIds(api.url, '&ticker=XYZ', 2)).to.deep.equal([101, 104, 105, 107, 108])

        // A merge of 4 (OTH) into 1 (XYZ), written the way the fixtures model the survivor's identity:
        // 103 re-parented to 1, 24 (a duplicate) deleted, a retraction marker 109; and a new event 110.
        await store.insert('events', [
          eventRow(24, { version: 2, deleted: 1, catalyst_id: 1003 }),
          eventRow(103, {
            version: 2,
            catalyst_id: 1,
            ticker: 'XYZ',
            tickers: ['XYZ', 'OTH'],
            cik: '0000000500',
            exposed_ciks: ['0000000500', '0000000900'],
          }),
          eventRow(109, {
            catalyst_id: 4,
            event_type: 'retracted',
            merged_into: 1,
            tickers: [],
            ticker: null,
            cik: null,
            exposed_ciks: [],
            new_date: null,
            source_quote: 'Merged into 1',
          }),
          eventRow(110, {
            catalyst_id: 1,
            ticker: 'XYZ',
            tickers: ['XYZ'],
            cik: '0000000500',
            exposed_ciks: ['0000000500'],
            new_date: '2026-10-01',
          }),
        ])
        expect(
          (await drainIds(api.url, '', 10)).slice(-3),
          'probe interval not reached, no invalidate(): the index as loaded',
        ).to.deep.equal([105, 107, 108])

        api.app.invalidate()
        const after = await drainIds(api.url, '', 10)
        expect(after).to.not.include(24)
        expect(after.slice(-7)).to.deep.equal([103, 104, 105, 107, 108, 109, 110])
        const moved = (await call(api.url, '/v1/events?since=102&limit=1')).json.data[0]
        expect(moved).to.include({ event_id: 103, catalyst_id: 1, ticker: 'XYZ' })
        expect(await drainIds(api.url, '&ticker=XYZ', 2)).to.deep.equal([
          101, 103, 104, 105, 107, 108, 109, 110,
        ])
        expect(
          (await call(api.url, '/v1/events?limit=2&ticker=xyz')).json.data.map(
            (e: any) => e.event_id,
          ),
        ).to.deep.equal([110, 109])
        // OTH is exposed to record 1 (a co-filer), 3 and 4: their whole timelines and retractions.
        expect(await drainIds(api.url, '&ticker=OTH')).to.deep.equal([
          101, 103, 104, 105, 107, 108, 109, 110,
        ])

        // An unmerge revives the deleted duplicate under its old id: back in place.
        await store.insert('events', [
          eventRow(24, { version: 3, deleted: 0, catalyst_id: 1003, source_quote: 'revived' }),
        ])
        api.app.invalidate()
        const revived = await drainIds(api.url, '', 7)
        expect(revived.slice(20, 26)).to.deep.equal([21, 22, 23, 24, 25, 101])
        expect((await call(api.url, '/v1/events?since=23&limit=1')).json.data[0]).to.include({
          event_id: 24,
          source_quote: 'revived',
        })
        expect(revived).to.deep.equal([...revived].sort((a, b) => a - b))
      } finally {
        await api.close()
      }
    })

    it('refreshes without invalidate() once the probe interval passed, and not before', async () => {
      let now = 0
      const index = new EventIndex(store, testLogger, { probeIntervalMs: 1_000, now: () => now })
      expect(await index.ready(), 'nothing loaded yet: the caller reads the store').to.equal(false)
      await index.warm()
      const highest = index.stats().highestId
      await store.insert('events', [eventRow(highest + 1, { new_date: '2026-12-01' })])
      now = 500
      expect(await index.ready(), 'no probe due: served as loaded').to.equal(true)
      expect(index.stats().highestId).to.equal(highest)
      now = 1_500
      expect(
        await index.ready(),
        'a due probe runs in the background; the page is not held up',
      ).to.equal(true)
      await index.warm()
      expect(index.stats().highestId).to.equal(highest + 1)
      expect(
        JSON.parse(index.page({ since: highest, limit: 5 }, TODAY).toString()).data,
      ).to.have.length(1)
    })

    it("matches the store path after the catalysts stage's own re-parenting (catalyst_id changes, identity stays)", async () => {
      const index = new EventIndex(store, testLogger)
      await index.warm()
      const lookup = createTickerLookup(store, testLogger)
      for (const ticker of ['XYZ', 'OTH']) {
        const match = { ticker, ciks: await lookup(ticker) }
        for (const since of [0, 100, 107])
          expect(index.page({ since, limit: 500, match }, TODAY).toString()).to.equal(
            await storePageBody(store, { since, limit: 500, match }, TODAY),
          )
      }
      expect(JSON.parse(index.page({ since: 107, limit: 1 }, TODAY).toString()).data[0]).to.include(
        { event_id: 108, catalyst_id: 1 },
      )
    })
  })

  it('keeps the same bytes across column growth, many slab chunks and a compaction after rewrites', async () => {
    const store = await testStore('api_evidx_slab')
    try {
      const n = 2_500
      const rows = (version: number) =>
        Array.from({ length: n }, (_, i) =>
          eventRow(i + 1, {
            version,
            catalyst_id: version === 1 ? 1 : 2,
            tickers: [`T${i % 3}`],
            source_quote: `v${version} “${'q'.repeat(i % 50)}”`,
            new_date: i % 4 ? '2026-09-01' : null,
          }),
        )
      await store.insert('events', rows(1))
      // A refresh after a write may take seconds on a loaded machine: the pages wait for it.
      const index = new EventIndex(store, testLogger, {
        slabChunkBytes: 4_096,
        chunkRows: 1_000,
        refreshWaitMs: 120_000,
      })
      await index.warm()
      const check = async (): Promise<void> => {
        for (const query of [
          { since: 0, limit: 500 },
          { since: 1_234, limit: 3 },
          { limit: 500 },
          { since: 0, limit: 500, match: { ticker: 'T1', ciks: [] } },
        ]) {
          expect(index.page(query, TODAY).toString(), JSON.stringify(query)).to.equal(
            await storePageBody(store, query, TODAY),
          )
        }
      }
      await check()
      expect(index.stats()).to.include({ events: n })
      // Two rounds of rewrites of every event: dead bytes pass the live ones, the slab is compacted.
      for (const version of [2, 3]) {
        await store.insert('events', rows(version))
        index.invalidate()
        await index.ready()
        await check()
      }
      const stats = index.stats()
      expect(stats.events).to.equal(n)
      expect(
        stats.slabBytes,
        'compacted: about the live bytes, not three rounds of them',
      ).to.be.lessThan(1.2 * stats.jsonBytes + 4_096)
      expect(JSON.parse(index.page({ since: 0, limit: 1 }, TODAY).toString()).data[0]).to.include({
        catalyst_id: 2,
        source_quote: 'v3 “”',
      })
    } finally {
      await store.close()
    }
  })

  it('never skips an id while draining during writes (one writer, batches in id order)', async () => {
    const store = await testStore('api_evidx_race')
    try {
      const index = new EventIndex(store, testLogger, { probeIntervalMs: 0, chunkRows: 16 })
      await index.warm()
      let written = 0
      let writing = true
      const writer = (async () => {
        try {
          for (let batch = 0; batch < 60; batch++) {
            const size = 1 + (batch % 7)
            const rows = Array.from({ length: size }, (_, k) =>
              eventRow(written + k + 1, { catalyst_id: 1 + (batch % 5) }),
            )
            // Rewrites ride in the same INSERT, as the stage writes them: re-parent an older event.
            if (written > 3)
              rows.unshift(eventRow(written - 2, { version: 2 + batch, catalyst_id: 99 }))
            await store.insert('events', rows)
            written += size
            if (batch % 9 === 0) index.invalidate()
          }
        } finally {
          writing = false
        }
      })()
      const seen: number[] = []
      let since = 0
      let idleRounds = 0
      // Keep draining until the writer is done and one more refreshed page came back empty.
      while (writing || idleRounds < 2) {
        if (!writing) index.invalidate()
        expect(await index.ready()).to.equal(true)
        const page = JSON.parse(index.page({ since, limit: 5 }, TODAY).toString()) as {
          data: Array<{ event_id: number }>
          meta: { next_since: number; has_more: boolean }
        }
        seen.push(...page.data.map((e) => e.event_id))
        since = page.meta.next_since
        if (!writing && page.data.length === 0) idleRounds++
        await new Promise((resolve) => setImmediate(resolve))
      }
      await writer
      expect(written).to.be.greaterThan(200)
      expect(seen).to.deep.equal(Array.from({ length: written }, (_, i) => i + 1))
      expect(
        index.stats().generation,
        'the index refreshed while the writer ran',
      ).to.be.greaterThan(2)
    } finally {
      await store.close()
    }
  })

  describe('when the store fails', () => {
    it('keeps serving the loaded index', async () => {
      const store = await testStore('api_evidx_down')
      await store.insert('events', [eventRow(1), eventRow(2, { new_date: null })])
      const api = await startApi(store, { eventIndex: { probeIntervalMs: 0 } })
      try {
        await api.app.warm()
        const before = await call(api.url, '/v1/events?since=0')
        await store.close()
        api.app.invalidate()
        for (const path of ['/v1/events?since=0', '/v1/events?since=0']) {
          const r = await call(api.url, path)
          expect(r.status).to.equal(200)
          expect(r.text).to.equal(before.text)
        }
        expect(
          (await call(api.url, '/v1/events?limit=1')).json.data.map((e: any) => e.event_id),
        ).to.deep.equal([2])
      } finally {
        await api.close()
      }
    })

    it('reads pages from the store per request while the index cannot load', async () => {
      const store = await testStore('api_evidx_noload')
      await store.insert('events', [eventRow(1), eventRow(2)])
      // A store where the probe (system.parts) is refused, as a restricted server user might be.
      const refusing: Store = Object.assign(Object.create(store) as Store, {
        query: (sql: string, params?: Record<string, unknown>) =>
          sql.includes('system.parts')
            ? Promise.reject(new Error('ACCESS_DENIED'))
            : store.query(sql, params),
      })
      const api = await startApi(refusing, { eventIndex: { probeIntervalMs: 0 } })
      try {
        await api.app.warm()
        expect(await drainIds(api.url, '', 1)).to.deep.equal([1, 2])
        await store.insert('events', [eventRow(3)])
        expect(await drainIds(api.url, '', 1), 'the store path is always current').to.deep.equal([
          1, 2, 3,
        ])
      } finally {
        await api.close()
        await store.close()
      }
    })
  })
})
