/**
 * /v1/catalysts/upcoming from the in-memory snapshot: serve predicate, window, ordering (pdufa_date
 * then catalyst_id), limit, ticker (tickers[] or issuer CIK, incl. co-filer exposure), age_days from
 * the injected clock, and freshness (invalidate() and the version probe).
 */
import { expect } from 'chai'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { fixedClock } from '../../services/shared/clock.js'
import { UpcomingSnapshot } from '../../services/api/read-model/snapshot.js'
import { testLogger, testStore } from '../support/env.js'
import { call, catalystRow, startApi, type Running } from './support.js'

describe('api /v1/catalysts/upcoming', function () {
  let store: Store
  let api: Running

  before(async () => {
    store = await testStore('api_upcoming')
    await store.insert('issuers', [
      {
        cik: '0000000777',
        name: 'Seven Bio',
        tickers: ['SVN'],
        exchanges: [],
        updated_at: '2026-07-01 00:00:00.000',
      },
    ])
    await store.insert('catalysts', [
      catalystRow(10, { pdufa_date: '2026-08-15', ticker: 'AAA', tickers: ['AAA', 'BBB'] }),
      catalystRow(5, { pdufa_date: '2026-08-15' }),
      catalystRow(7, { pdufa_date: '2026-08-01', last_updated: '2026-07-31 23:59:00.000' }), // today: included
      catalystRow(8, { pdufa_date: '2026-07-31' }), // past
      catalystRow(9, { pdufa_date: '2027-08-01' }), // today + 365: included at the widest window
      catalystRow(11, { pdufa_date: '2027-08-02' }), // beyond 365
      catalystRow(12, { pdufa_date: null }),
      catalystRow(13, { pdufa_date: '2026-09-01', published: 0 }),
      catalystRow(14, { pdufa_date: '2026-09-01', live: 0, merged_into: 10 }),
      catalystRow(15, { pdufa_date: '2026-09-01', stage: 'resolved' }),
      catalystRow(16, { pdufa_date: '2026-09-02', stage: 'crl' }), // re-opened after a CRL with a new date: served
      catalystRow(17, {
        pdufa_date: '2026-10-01',
        cik: '0000000777',
        exposed_ciks: ['0000000777'],
        tickers: [],
        last_updated: null,
      }),
      catalystRow(18, {
        pdufa_date: '2026-10-02',
        cik: '0000000300',
        exposed_ciks: ['0000000300', '0000000777'],
        ticker: 'LEAD',
        tickers: ['LEAD'],
      }),
      // A newer version replaces an older one (ReplacingMergeTree): 19 moves to 2026-12-01.
      catalystRow(19, { pdufa_date: '2026-08-20' }),
      catalystRow(19, { pdufa_date: '2026-12-01' }),
    ])
    api = await startApi(store)
  })
  after(async () => {
    await api?.close()
    await store?.close()
  })

  const ids = (json: any): number[] => json.data.map((c: any) => c.catalyst_id)

  it('serves live, published, dated, unresolved rows in the window, soonest first then by catalyst_id', async () => {
    const r = await call(api.url, '/v1/catalysts/upcoming')
    expect(r.status).to.equal(200)
    expect(ids(r.json)).to.deep.equal([7, 5, 10, 16, 17, 18, 19, 9])
    expect(r.json.meta).to.deep.equal({ total: 8, limit: 200, next_since: null, has_more: null })
    expect(r.headers.get('cache-control')).to.equal('no-store')
  })

  it('narrows by within_days and limit', async () => {
    expect(ids((await call(api.url, '/v1/catalysts/upcoming?within_days=14')).json)).to.deep.equal([
      7, 5, 10,
    ])
    expect(ids((await call(api.url, '/v1/catalysts/upcoming?within_days=13')).json)).to.deep.equal([
      7,
    ])
    const limited = (await call(api.url, '/v1/catalysts/upcoming?limit=2')).json
    expect(ids(limited)).to.deep.equal([7, 5])
    expect(limited.meta).to.include({ total: 2, limit: 2 })
  })

  it('filters by ticker: tickers[] (any position), the issuer CIK, co-filer exposure; unknown ticker is an empty 200', async () => {
    expect(ids((await call(api.url, '/v1/catalysts/upcoming?ticker=bbb')).json)).to.deep.equal([10])
    expect(ids((await call(api.url, '/v1/catalysts/upcoming?ticker=SVN')).json)).to.deep.equal([
      17, 18,
    ])
    expect(ids((await call(api.url, '/v1/catalysts/upcoming?ticker=LEAD')).json)).to.deep.equal([
      18,
    ])
    const none = await call(api.url, '/v1/catalysts/upcoming?ticker=NOPE')
    expect(none.status).to.equal(200)
    expect(none.json).to.deep.equal({
      data: [],
      meta: { total: 0, limit: 200, next_since: null, has_more: null },
    })
  })

  it('computes age_days from the request date and serves pdufa_date and timestamps in spec form', async () => {
    const r = (await call(api.url, '/v1/catalysts/upcoming?limit=1')).json.data[0]
    expect(r).to.include({
      catalyst_id: 7,
      pdufa_date: '2026-08-01',
      last_updated: '2026-07-31T23:59:00.000+00:00',
      age_days: 1,
    })
    const five = (await call(api.url, '/v1/catalysts/upcoming?within_days=14')).json.data[1]
    expect(five.age_days).to.equal(31)
    const noUpdate = (await call(api.url, '/v1/catalysts/upcoming?ticker=SVN')).json.data[0]
    expect(noUpdate).to.include({ last_updated: null, age_days: null })
    const clock = fixedClock('2026-08-10T00:00:00Z')
    const later = await startApi(store, { clock })
    try {
      const rows = (await call(later.url, '/v1/catalysts/upcoming')).json.data
      expect(rows.map((c: any) => c.catalyst_id)).to.deep.equal([5, 10, 16, 17, 18, 19, 9, 11])
      expect(rows[0].age_days).to.equal(40)
      clock.set('2026-08-16T00:00:00Z') // the cached body is keyed by the request date
      expect(ids((await call(later.url, '/v1/catalysts/upcoming')).json)).to.deep.equal([
        16, 17, 18, 19, 9, 11,
      ])
    } finally {
      await later.close()
    }
  })

  it('sees a write after invalidate() at once', async () => {
    const s = await testStore('api_upc_inv')
    await s.insert('catalysts', [catalystRow(1, { pdufa_date: '2026-09-01' })])
    const app = await startApi(s, { snapshot: { probeIntervalMs: 3_600_000 } })
    try {
      expect(ids((await call(app.url, '/v1/catalysts/upcoming')).json)).to.deep.equal([1])
      await s.insert('catalysts', [catalystRow(2, { pdufa_date: '2026-08-20' })])
      expect(
        ids((await call(app.url, '/v1/catalysts/upcoming')).json),
        'probe interval not reached: still the snapshot',
      ).to.deep.equal([1])
      app.app.invalidate()
      expect(ids((await call(app.url, '/v1/catalysts/upcoming')).json)).to.deep.equal([2, 1])
    } finally {
      await app.close()
      await s.close()
    }
  })

  it('sees a write without invalidate() once the version probe runs', async () => {
    const s = await testStore('api_upc_probe')
    await s.insert('catalysts', [catalystRow(1, { pdufa_date: '2026-09-01' })])
    let now = 0
    const snapshot = new UpcomingSnapshot(s, testLogger, { probeIntervalMs: 1000, now: () => now })
    const first = await snapshot.current()
    expect(first.rows.map((r) => r.catalyst.catalyst_id)).to.deep.equal([1])
    await s.insert('catalysts', [
      catalystRow(1, { pdufa_date: '2026-08-10', drug_name: 'Renamed' }),
    ])
    now = 500
    expect((await snapshot.current()).generation).to.equal(first.generation)
    now = 1500
    const second = await snapshot.current()
    expect(second.generation).to.equal(first.generation + 1)
    expect(second.rows[0]!.catalyst).to.include({ drug_name: 'Renamed', pdufa_date: '2026-08-10' })
    now = 3000 // probe unchanged: same snapshot, no reload
    expect((await snapshot.current()).generation).to.equal(second.generation)
    await s.close()
  })

  it('keeps serving the last snapshot when the store fails', async () => {
    const s = await testStore('api_upc_down')
    await s.insert('catalysts', [catalystRow(1, { pdufa_date: '2026-09-01' })])
    let now = 0
    const snapshot = new UpcomingSnapshot(s, testLogger, { probeIntervalMs: 10, now: () => now })
    await snapshot.current()
    await s.close()
    now = 100
    const after = await snapshot.current()
    expect(after.rows).to.have.length(1)
    expect(snapshot.stale).to.equal(true)
    const fresh = new UpcomingSnapshot(s, testLogger)
    let failed = false
    await fresh.current().catch(() => {
      failed = true
    })
    expect(failed, 'a snapshot that never loaded has nothing to serve').to.equal(true)
  })
})
