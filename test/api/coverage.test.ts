/**
 * /v1/coverage end to end over the real tables: ticker -> CIK through the poller's `issuers`
 * table, filings from `poller_filings` / `assertion_filings`, catalysts, and `upcoming_on_feed`
 * equal to what the paid route serves for the same ticker.
 */
import { expect } from 'chai'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { testStore } from '../support/env.js'
import { call, catalystRow, startApi, type Running } from './support.js'

function filing(
  accession: string,
  filed: string,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    accession,
    cik: '0000000777',
    ciks: ['0000000777'],
    company: 'Seven Bio Inc.',
    form: '8-K',
    filed_date: filed,
    accepted_at: null,
    source_url: `https://www.sec.gov/Archives/edgar/data/777/${accession.replace(/-/g, '')}/${accession}-index.htm`,
    lane: 'fts_hourly',
    query_matched: 'PDUFA',
    matched: 1,
    status: 'published',
    attempts: 1,
    last_error: null,
    discovered_at: `${filed} 12:00:00.000`,
    published_at: `${filed} 12:01:00.000`,
    version: 1,
    ...fields,
  }
}

describe('api /v1/coverage', function () {
  let store: Store
  let api: Running

  before(async () => {
    store = await testStore('api_coverage')
    await store.insert('issuers', [
      {
        cik: '0000000777',
        name: 'Seven Bio Inc.',
        tickers: ['SVN', 'SVNW'],
        exchanges: ['Nasdaq'],
        updated_at: '2026-07-01 00:00:00.000',
      },
    ])
    await store.insert('poller_filings', [
      filing('0000000777-26-000001', '2026-02-01'),
      filing('0000000777-26-000002', '2026-05-01'),
      filing('0000000777-26-000003', '2026-06-01', { matched: 0 }),
      filing('0000000888-26-000001', '2026-01-15', { cik: '0000000888', ciks: ['0000000888'] }),
    ])
    await store.insert('assertion_filings', [
      {
        accession: '0000000777-26-000002',
        version: 1,
        cik: '0000000777',
        company: 'Seven Bio Inc.',
        form: '8-K',
        filed_date: '2026-05-01',
        actionable: 1,
        assertions: 1,
        published_assertions: 1,
        extracted_at: '2026-05-01 12:05:00.000',
      },
    ])
    await store.insert('catalysts', [
      catalystRow(1, { cik: '0000000777', exposed_ciks: ['0000000777'], pdufa_date: '2026-09-01' }),
      catalystRow(2, {
        cik: '0000000300',
        exposed_ciks: ['0000000300', '0000000777'],
        pdufa_date: '2026-07-01',
      }), // past: tracked, not upcoming
      catalystRow(3, {
        cik: '0000000300',
        exposed_ciks: ['0000000300'],
        ticker: 'OTH',
        tickers: ['OTH', 'SVN'],
        pdufa_date: '2026-10-01',
      }),
    ])
    api = await startApi(store)
  })
  after(async () => {
    await api?.close()
    await store?.close()
  })

  it('counts a filer by ticker through the issuers table', async () => {
    const r = await call(api.url, '/v1/coverage?ticker=svn')
    expect(r.status).to.equal(200)
    expect(r.json.meta).to.deep.equal({
      total: null,
      limit: null,
      next_since: null,
      has_more: null,
    })
    const { note, ...data } = r.json.data
    expect(note).to.be.a('string').and.not.empty
    expect(data).to.deep.equal({
      ticker: 'SVN',
      cik: '0000000777',
      company: 'Seven Bio Inc.',
      observable: true,
      pdufa_filings_seen: 2,
      actionable_filings_seen: 1,
      first_seen: '2026-02-01',
      last_seen: '2026-05-01',
      catalysts_tracked: 2,
      upcoming_on_feed: 2,
      window: { corpus_start: '2026-01-15', as_of: '2026-08-01' },
    })
    const paid = await call(api.url, '/v1/catalysts/upcoming?ticker=SVN')
    expect(paid.json.data.length, "upcoming_on_feed is the paid route's count").to.equal(
      data.upcoming_on_feed,
    )
  })

  it('counts by CIK with or without zeros; ticker is then null', async () => {
    const r = await call(api.url, '/v1/coverage?cik=777')
    expect(r.json.data).to.include({
      ticker: null,
      cik: '0000000777',
      pdufa_filings_seen: 2,
      upcoming_on_feed: 1,
    })
  })

  it('trims and upper-cases the ticker; a ticker no issuer lists is 404 problem details', async () => {
    expect((await call(api.url, '/v1/coverage?ticker=%20svnw%20')).json.data).to.include({
      ticker: 'SVNW',
      cik: '0000000777',
    })
    const unknown = await call(api.url, '/v1/coverage?ticker=ZZZZ')
    expect(unknown.status).to.equal(404)
    expect(unknown.headers.get('content-type')).to.match(/^application\/problem\+json/)
  })
})
