/**
 * /v1/events over rows inserted into the real chDB: cursor drains (since / next_since / has_more),
 * newest-first without since, ticker filtering before limit via tickers[] and the issuer's CIK
 * (issuers table), retraction markers, re-parented (re-versioned) and deleted rows.
 */
import { eventAttestationUid } from '../../services/attest/subjects.js'
import { expect } from 'chai'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { fixedClock } from '../../services/shared/clock.js'
import { testStore } from '../support/env.js'
import { call, catalystRow, eventRow, startApi, type Running } from './support.js'

describe('api /v1/events', function () {
  let store: Store
  let api: Running

  before(async () => {
    store = await testStore('api_events')
    // 30 plain events with gaps in the id space (ids 10, 20, ... 300).
    await store.insert(
      'events',
      Array.from({ length: 30 }, (_, i) =>
        eventRow((i + 1) * 10, {
          catalyst_id: 1000 + (i % 3),
          new_date: i % 2 ? '2026-07-15' : '2026-09-01',
          detected_at: `2026-07-${String(1 + (i % 28)).padStart(2, '0')} 10:00:00.000`,
        }),
      ),
    )
    // Ticker fixtures on ids above 1000.
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
      // 3 merged into 1, so OTH is a co-filer of 1, as the catalysts stage writes a merge.
      catalystRow(1, {
        ticker: 'XYZ',
        tickers: ['XYZ', 'OTH'],
        cik: '0000000500',
        exposed_ciks: ['0000000500', '0000000900'],
      }),
      catalystRow(2, { tickers: [], cik: '0000000777', exposed_ciks: ['0000000777'] }), // filed by SVN's issuer, ticker unmapped on the row
      catalystRow(3, {
        ticker: 'OTH',
        tickers: ['OTH'],
        cik: '0000000900',
        exposed_ciks: ['0000000900'],
        live: 0,
        merged_into: 1,
      }), // merged into 1
      catalystRow(4, {
        ticker: 'OTH',
        tickers: ['OTH'],
        cik: '0000000900',
        exposed_ciks: ['0000000900'],
      }),
    ])
    await store.insert('events', [
      eventRow(1001, {
        catalyst_id: 1,
        tickers: ['XYZ'],
        ticker: 'XYZ',
        cik: '0000000500',
        exposed_ciks: ['0000000500'],
      }),
      eventRow(1002, {
        catalyst_id: 2,
        tickers: [],
        cik: '0000000777',
        exposed_ciks: ['0000000777'],
      }),
      eventRow(1003, {
        catalyst_id: 4,
        tickers: ['OTH'],
        ticker: 'OTH',
        cik: '0000000900',
        exposed_ciks: ['0000000900'],
      }),
      // Retraction of 3 (exposed to OTH only) merged into 1 (exposed to XYZ): null-heavy row.
      eventRow(1004, {
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
      eventRow(1005, {
        catalyst_id: 1,
        tickers: ['XYZ'],
        ticker: 'xyz-old',
        cik: '0000000500',
        exposed_ciks: ['0000000500'],
        event_type: 'date_extension',
      }),
      // A duplicate loser row, deleted by the merge (newer version, deleted = 1).
      eventRow(1006, {
        catalyst_id: 3,
        tickers: ['OTH'],
        cik: '0000000900',
        exposed_ciks: ['0000000900'],
      }),
      eventRow(1006, {
        version: 2,
        deleted: 1,
        catalyst_id: 1,
        tickers: ['XYZ'],
        cik: '0000000500',
        exposed_ciks: ['0000000500'],
      }),
      // An OTH event re-parented to 1 by a newer version.
      eventRow(1007, {
        catalyst_id: 3,
        tickers: ['OTH'],
        cik: '0000000900',
        exposed_ciks: ['0000000900'],
      }),
      eventRow(1007, {
        version: 2,
        catalyst_id: 1,
        tickers: ['XYZ', 'OTH'],
        cik: '0000000500',
        exposed_ciks: ['0000000500', '0000000900'],
      }),
    ])
    api = await startApi(store)
  })
  after(async () => {
    await api?.close()
    await store?.close()
  })

  async function drain(query: string, limit: number): Promise<{ ids: number[]; pages: number }> {
    const ids: number[] = []
    let since = 0
    let pages = 0
    for (;;) {
      const r = await call(api.url, `/v1/events?since=${since}&limit=${limit}${query}`)
      expect(r.status).to.equal(200)
      pages++
      ids.push(...r.json.data.map((e: any) => e.event_id))
      expect(r.json.meta.limit).to.equal(limit)
      expect(r.json.meta.total).to.equal(r.json.data.length)
      if (r.json.data.length) expect(r.json.meta.next_since).to.equal(r.json.data.at(-1).event_id)
      else expect(r.json.meta.next_since).to.equal(since)
      since = r.json.meta.next_since
      if (!r.json.meta.has_more) break
      expect(pages).to.be.lessThan(100)
    }
    return { ids, pages }
  }

  it('drains ascending with next_since and has_more, without gaps or repeats', async () => {
    const { ids, pages } = await drain('', 7)
    const expected = [
      ...Array.from({ length: 30 }, (_, i) => (i + 1) * 10),
      1001,
      1002,
      1003,
      1004,
      1005,
      1007,
    ]
    expect(ids).to.deep.equal(expected)
    expect(pages).to.equal(Math.ceil(expected.length / 7))
  })

  it('reports has_more false exactly on the last page', async () => {
    const last = await call(api.url, '/v1/events?since=1003&limit=3')
    expect(last.json.data.map((e: any) => e.event_id)).to.deep.equal([1004, 1005, 1007])
    expect(last.json.meta).to.deep.equal({ total: 3, limit: 3, next_since: 1007, has_more: false })
    const notLast = await call(api.url, '/v1/events?since=1003&limit=2')
    expect(notLast.json.meta).to.deep.equal({
      total: 2,
      limit: 2,
      next_since: 1005,
      has_more: true,
    })
    const empty = await call(api.url, '/v1/events?since=5000')
    expect(empty.json).to.deep.equal({
      data: [],
      meta: { total: 0, limit: 100, next_since: 5000, has_more: false },
    })
  })

  it('serves the newest first without since, next_since = newest id', async () => {
    const r = await call(api.url, '/v1/events?limit=3')
    expect(r.json.data.map((e: any) => e.event_id)).to.deep.equal([1007, 1005, 1004])
    expect(r.json.meta).to.deep.equal({ total: 3, limit: 3, next_since: 1007, has_more: false })
  })

  it('serves the current version of a re-parented event and drops deleted duplicates', async () => {
    const r = await call(api.url, '/v1/events?since=1005')
    expect(r.json.data).to.have.length(1)
    expect(r.json.data[0]).to.include({ event_id: 1007, catalyst_id: 1 })
  })

  it('computes new_date_upcoming and days_to_date from the injected clock', async () => {
    const r = await call(api.url, '/v1/events?since=0&limit=2')
    const [a, b] = r.json.data
    expect(a).to.include({ new_date: '2026-09-01', new_date_upcoming: true, days_to_date: 31 })
    expect(b).to.include({ new_date: '2026-07-15', new_date_upcoming: false, days_to_date: -17 })
    const later = await startApi(store, { clock: fixedClock('2026-09-01T23:59:00Z') })
    try {
      const r2 = await call(later.url, '/v1/events?since=0&limit=1')
      expect(r2.json.data[0]).to.include({ new_date_upcoming: true, days_to_date: 0 })
    } finally {
      await later.close()
    }
  })

  it('maps stored columns to the served shape', async () => {
    const r = await call(api.url, '/v1/events?since=1004&limit=1')
    expect(r.json.data[0]).to.deep.equal({
      event_id: 1005,
      catalyst_id: 1,
      event_type: 'date_extension',
      drug_name: 'Drug',
      company: 'Company',
      ticker: 'xyz-old',
      tickers: ['XYZ'],
      indication: null,
      application_number: null,
      prior_date: null,
      new_date: '2026-09-01',
      new_date_upcoming: true,
      days_to_date: 31,
      delta_days: null,
      merged_into: null,
      outcome: null,
      confidence: 'high',
      date_confidence: 'confirmed',
      authority: 'llm_high',
      source_quote: 'quote',
      detected_at: '2026-07-01T10:00:00.000+00:00',
      filed_at: '2026-07-01',
      applied: true,
      date_changed: true,
      accession: '0000000100-26-000001',
      source_url: null,
      attestation_uid: eventAttestationUid({
        event_id: 1005,
        catalyst_id: 1,
        event_type: 'date_extension',
        drug_name: 'Drug',
        application_number: null,
        new_date: '2026-09-01',
        outcome: null,
        source_quote: 'quote',
        accession: '0000000100-26-000001',
        detected_at: '2026-07-01T10:00:00.000+00:00',
      }),
    })
    expect(r.json.data[0].attestation_uid).to.match(/^0x[0-9a-f]{64}$/)
  })

  describe('ticker filter', () => {
    it('matches tickers[] case-insensitively, before limit, and keeps retractions merged into an exposed record', async () => {
      const { ids } = await drain('&ticker=xyz', 1)
      expect(ids).to.deep.equal([1001, 1004, 1005, 1007])
    })

    it("matches a record filed by the ticker's issuer (issuers table CIK) that lacks the ticker", async () => {
      const r = await call(api.url, '/v1/events?since=0&ticker=SVN')
      expect(r.json.data.map((e: any) => e.event_id)).to.deep.equal([1002])
    })

    it('keeps the retraction of a record exposed to the ticker itself', async () => {
      const r = await call(api.url, '/v1/events?since=0&ticker=OTH')
      // Events whose record OTH is exposed to: record 1 (co-filer after the merge: 1001, 1005, 1007),
      // record 4 (1003), and the retraction of record 3 (1004).
      expect(r.json.data.map((e: any) => e.event_id)).to.deep.equal([1001, 1003, 1004, 1005, 1007])
    })

    it('counts limit after the filter and pages the filtered stream', async () => {
      const r = await call(api.url, '/v1/events?since=0&ticker=XYZ&limit=2')
      expect(r.json.data.map((e: any) => e.event_id)).to.deep.equal([1001, 1004])
      expect(r.json.meta).to.include({ has_more: true, next_since: 1004 })
      const newest = await call(api.url, '/v1/events?ticker=XYZ&limit=2')
      expect(newest.json.data.map((e: any) => e.event_id)).to.deep.equal([1007, 1005])
    })

    it('answers an unknown ticker with an empty 200', async () => {
      for (const path of ['/v1/events?ticker=NOPE', '/v1/events?since=0&ticker=NOPE']) {
        const r = await call(api.url, path)
        expect(r.status).to.equal(200)
        expect(r.json.data).to.deep.equal([])
        expect(r.json.meta.has_more).to.equal(false)
      }
    })
  })
})
