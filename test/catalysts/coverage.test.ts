/**
 * Coverage counts per CIK (spec 2.4) from the stage's tables and the poller's ledger, and the
 * fallback to the extractor's filings when the ledger table does not exist. Also the issuer lookup
 * the wiring passes to the stage.
 */
import { expect } from 'chai'
import { topics } from '../../topology/topics.js'
import type { Bus } from '../../services/shared/bus/types.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { createCatalystsStage } from '../../services/catalysts/service.js'
import { readCoverage } from '../../services/catalysts/coverage.js'
import { createIssuerLookup } from '../../services/catalysts/issuers.js'
import { busFlavours } from '../support/buses.js'
import { testLogger, testStore, uid } from '../support/env.js'
import { cikOf, devCase, recordOf } from './support/cases.js'
import { waitProcessed } from './support/tables.js'
import { catalystsTable } from '../../services/catalysts/tables.js'
import { committedRows } from '../../services/shared/store/batched.js'

describe('catalysts coverage', function () {
  this.timeout(120_000)
  let bus: Bus
  let store: Store
  const apellis = cikOf(devCase('apls_pegcetacoplan_set'))
  const records = [
    recordOf(devCase('apls_pegcetacoplan_set')),
    recordOf(devCase('apls_pegcetacoplan_month_only'), { filed: '2022-08-30' }),
    recordOf(devCase('apls_pegcetacoplan_ext'), { filed: '2022-11-18' }),
    // A joint release names both companies (the case keeps only its date sentence): Sanofi's word counts.
    recordOf(devCase('regn_sny_dupixent_copd_set'), {
      filed: '2024-02-23',
      named: [{ name: 'Sanofi', ticker: null, relation: 'joint_announcement' }],
    }),
    recordOf(devCase('sny_dupixent_copd_ext'), { filed: '2024-05-31' }),
  ]
  const sanofi = records[4]!.cik
  const regeneron = records[3]!.cik

  before(async function () {
    bus = await busFlavours[0]!.make(`cov${uid()}.`)
    await bus.ensureTopics([
      topics.assertions,
      topics.reviews,
      topics.events,
      topics.merges,
      topics.deadLetters,
    ])
    store = await testStore('coverage')
    // The issuers table is the poller's; a row for Apellis, as its refresh would write.
    await store.insert('issuers', [
      {
        cik: apellis,
        name: 'APELLIS PHARMACEUTICALS, INC.',
        tickers: ['APLS'],
        exchanges: ['Nasdaq'],
        updated_at: '2026-01-01T00:00:00.000Z',
      },
    ])
    const stage = createCatalystsStage({
      store,
      bus,
      logger: testLogger,
      lookupIssuer: createIssuerLookup(store),
      options: { groupId: `g-${uid()}`, orderingWindowMs: 100, startupWindowMs: 200 },
    })
    await stage.start()
    await bus.publish(
      topics.assertions,
      records.map((value) => ({ key: value.accession, value })),
    )
    await waitProcessed(store, records.length)
    await stage.stop()
    // The poller's ledger: what discovery matched (one Apellis filing the extractor never reported on).
    const ledger = [
      ...records.map((r) => ({
        accession: r.accession,
        cik: r.cik,
        ciks: [r.cik],
        filed_date: r.filed_date,
      })),
      {
        accession: `${apellis}-22-000001`,
        cik: apellis,
        ciks: [apellis],
        filed_date: '2022-03-01',
      },
    ]
    await store.insert(
      'poller_filings',
      ledger.map((f, i) => ({
        ...f,
        company: null,
        form: '8-K',
        accepted_at: null,
        source_url: 'https://www.sec.gov/x',
        lane: 'backfill',
        query_matched: 'PDUFA',
        matched: 1,
        status: 'published',
        attempts: 1,
        last_error: null,
        discovered_at: '2026-01-01T00:00:00.000Z',
        published_at: null,
        version: i + 1,
      })),
    )
  })
  after(async function () {
    await bus.close()
    await store.close()
  })

  it('counts filings seen from the poller ledger and actionable ones from the extractions', async function () {
    const coverage = await readCoverage(
      store,
      { cik: apellis.replace(/^0+/, '') },
      new Date('2022-12-01T00:00:00Z'),
    )
    expect(coverage).to.deep.include({
      cik: apellis,
      source: 'poller_filings',
      observable: true,
      pdufa_filings_seen: 4,
      actionable_filings_seen: 2,
      first_seen: '2022-03-01',
      last_seen: '2022-11-18',
      catalysts_tracked: 1,
      upcoming_on_feed: 1,
      window: { corpus_start: '2022-03-01', as_of: '2022-12-01' },
    })
    expect(coverage.company).to.equal('Apellis Pharmaceuticals, Inc.')
  })

  it('counts a co-filer exposed to a decision it did not lead, and nothing upcoming after the date passed', async function () {
    const later = await readCoverage(store, { cik: sanofi }, new Date('2024-10-01T00:00:00Z'))
    expect(later).to.deep.include({
      catalysts_tracked: 1,
      upcoming_on_feed: 0,
      actionable_filings_seen: 1,
      pdufa_filings_seen: 1,
    })
    const before = await readCoverage(store, { cik: regeneron }, new Date('2024-06-01T00:00:00Z'))
    expect(before).to.deep.include({ catalysts_tracked: 1, upcoming_on_feed: 1 })
    const unknown = await readCoverage(store, { cik: '320193' }, new Date('2024-06-01T00:00:00Z'))
    expect(unknown).to.deep.include({
      cik: '0000320193',
      observable: false,
      pdufa_filings_seen: 0,
      catalysts_tracked: 0,
      first_seen: null,
      company: null,
    })
  })

  it('falls back to the filings the extractor reported on when there is no poller ledger', async function () {
    const bare = await testStore('coverage_bare')
    try {
      await bare.command('DROP TABLE {db:Identifier}.poller_filings')
      await bare.insert(
        'assertion_filings',
        records.slice(0, 3).map((r, i) => ({
          accession: r.accession,
          version: i + 1,
          cik: r.cik,
          company: r.company,
          form: '8-K',
          filed_date: r.filed_date,
          actionable: r.assertions.length > 0 ? 1 : 0,
          assertions: r.assertions.length,
          published_assertions: r.assertions.length,
          extracted_at: r.extracted_at,
        })),
      )
      const coverage = await readCoverage(bare, { cik: apellis }, new Date('2023-01-01T00:00:00Z'))
      expect(coverage).to.deep.include({
        source: 'assertion_filings',
        pdufa_filings_seen: 3,
        actionable_filings_seen: 2,
        first_seen: '2022-07-19',
        last_seen: '2022-11-18',
      })
    } finally {
      await bare.close()
    }
  })

  it('reads tickers from the issuers table for the stage, null for an unknown CIK', async function () {
    const lookup = createIssuerLookup(store)
    expect(await lookup(apellis)).to.deep.equal({
      name: 'APELLIS PHARMACEUTICALS, INC.',
      tickers: ['APLS'],
    })
    expect(await lookup('0000000001')).to.equal(null)
    const [row] = await store.query<{ tickers: string[] }>(
      `SELECT tickers FROM ${committedRows(catalystsTable)} WHERE cik = {cik:String}`,
      { cik: apellis },
    )
    expect(row!.tickers).to.deep.equal(['APLS'])
  })
})
