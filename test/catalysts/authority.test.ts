/**
 * Whose word counts (services/catalysts/authority.ts) through the pure core: what a stranger's
 * filing may not change, what the relations an established filer states let its partners change,
 * and the operator's `relate`. Invented companies and drugs throughout.
 */
import { expect } from 'chai'
import type { NamedCompany } from '../../schemas/avro/types.js'
import { companyWords, names } from '../../services/catalysts/authority.js'
import type { IssuerInfo } from '../../services/catalysts/types.js'
import { review } from './support/cases.js'
import { CoreHarness } from './support/harness.js'
import { inventedFilings } from './support/invented-filings.js'

const OWNER = '0000700001'
const STRANGER = '0000700002'
const PARTNER = '0000700003'
const issuers: Record<string, IssuerInfo> = {
  [OWNER]: { name: 'Corvana Bio, Inc.', tickers: ['KRVB'] },
  [STRANGER]: { name: 'Ulmstead Holdings, Inc.', tickers: ['ULMH'] },
  [PARTNER]: { name: 'Tresco Pharma Corp.', tickers: ['TRSC'] },
}

const filing = inventedFilings({
  issuers,
  drug: 'tavelimab',
  indication: 'generalized myasthenia gravis',
})

const partnerOf = (name: string): NamedCompany => ({ name, ticker: null, relation: 'partner' })

async function harness(): Promise<CoreHarness> {
  const h = new CoreHarness(async (cik) => issuers[cik] ?? null)
  await h.assertions(
    filing(OWNER, '2026-10-01', { kind: 'date_set', pdufa_date: '2027-03-03', role: 'sponsor' }),
  )
  return h
}

describe('catalysts authority: whose word counts', function () {
  it("changes nothing served on a stranger's extension and CRL of another company's drug, and queues both", async function () {
    const h = await harness()
    const before = h.row(1)
    const extension = filing(STRANGER, '2026-10-15', {
      kind: 'date_extended',
      pdufa_date: '2027-12-03',
    })
    const crl = filing(STRANGER, '2026-10-20', { kind: 'crl' })
    for (const record of [extension, crl]) {
      const decision = await h.assertions(record)
      expect(decision.events).to.deep.equal([])
      expect(decision.catalystRows).to.deep.equal([])
    }
    expect(h.row(1)).to.deep.equal(before)
    expect(h.row(1)).to.include({ pdufa_date: '2027-03-03', stage: 'set', ticker: 'KRVB' })
    expect(h.row(1).exposed_ciks).to.deep.equal([OWNER])
    expect(h.state.catalysts.get(1)!.contributions.map((c) => c.cik)).to.deep.equal([OWNER])
    expect(
      [...h.queue.values()].map((q) => [q.accession, q.reason, q.status, q.catalyst_id]),
    ).to.deep.equal([
      [extension.accession, 'unrelated_filer', 'pending', 1],
      [crl.accession, 'unrelated_filer', 'pending', 1],
    ])
    // The stranger is in no filer group: its next nameless reading finds nothing of the owner's.
    expect(h.state.byCik.get(STRANGER)).to.equal(undefined)
  })

  it('queues a claimed tie the owner never confirmed as unconfirmed_relation', async function () {
    const h = await harness()
    await h.assertions(
      filing(STRANGER, '2026-10-15', { kind: 'date_extended', pdufa_date: '2027-12-03' }, [
        partnerOf('Corvana Bio'),
      ]),
    )
    await h.assertions(
      filing(STRANGER, '2026-10-16', {
        kind: 'date_extended',
        pdufa_date: '2027-12-04',
        role: 'royalty_holder',
      }),
    )
    expect([...h.queue.values()].map((q) => q.reason)).to.deep.equal([
      'unconfirmed_relation',
      'unconfirmed_relation',
    ])
    expect(h.row(1).pdufa_date).to.equal('2027-03-03')
  })

  it("lets a partner the owner named move the date, and join the record's tickers", async function () {
    const h = new CoreHarness(async (cik) => issuers[cik] ?? null)
    await h.assertions(
      filing(OWNER, '2026-10-01', { kind: 'date_set', pdufa_date: '2027-03-03' }, [
        { name: 'Tresco Pharma', ticker: null, relation: 'collaborator' },
      ]),
    )
    await h.assertions(
      filing(PARTNER, '2026-10-21', {
        kind: 'date_extended',
        pdufa_date: '2027-06-03',
        prior_date: '2027-03-03',
      }),
    )
    expect(h.row(1)).to.include({ pdufa_date: '2027-06-03', stage: 'extended' })
    expect(h.row(1).tickers).to.deep.equal(['KRVB', 'TRSC'])
    expect(h.queue.size).to.equal(0)
  })

  it('lets a company that filed the same release within days change the record (a joint release)', async function () {
    const h = await harness()
    const quote = h.events(1)[0]!.source_quote!
    await h.assertions(
      filing(PARTNER, '2026-10-02', { kind: 'date_set', pdufa_date: '2027-03-03', quote }),
    )
    expect(h.row(1).tickers).to.deep.equal(['KRVB', 'TRSC'])
    // The same words filed weeks later are no joint release.
    await h.assertions(
      filing(STRANGER, '2026-11-20', { kind: 'date_set', pdufa_date: '2027-03-03', quote }),
    )
    expect(h.row(1).tickers).to.deep.equal(['KRVB', 'TRSC'])
    expect([...h.queue.values()].map((q) => q.reason)).to.deep.equal(['unrelated_filer'])
  })

  it('relates a queued filer by operator review without locking: its reading applies as extracted, and its next filing too', async function () {
    const h = await harness()
    const held = filing(PARTNER, '2026-10-15', {
      kind: 'date_extended',
      pdufa_date: '2027-06-03',
      prior_date: '2027-03-03',
    })
    await h.assertions(held)
    expect(h.row(1).pdufa_date).to.equal('2027-03-03')
    const refused = h.review(
      review('approve', {
        accession: held.accession,
        assertion_index: 0,
        at: '2026-10-16T09:00:00.000Z',
      }),
    )
    expect(refused.result).to.equal('applied') // approve still works (and locks); relate is tried on a fresh harness
    const h2 = await harness()
    await h2.assertions(held)
    const related = h2.review(
      review('relate', {
        accession: held.accession,
        assertion_index: 0,
        at: '2026-10-16T09:00:00.000Z',
      }),
    )
    expect(related.result, related.note).to.equal('applied')
    expect(h2.row(1)).to.include({
      pdufa_date: '2027-06-03',
      stage: 'extended',
      human_locked: 0,
      authority: 'regex',
    })
    expect(h2.row(1).tickers).to.deep.equal(['KRVB', 'TRSC'])
    expect(h2.queue.get(`${held.accession}#0`)!.status).to.equal('related')
    // The related filer is established: its next filing applies without review.
    await h2.assertions(filing(PARTNER, '2026-11-01', { kind: 'approval' }))
    expect(h2.row(1).stage).to.equal('resolved')
    // relate refuses a reading held for another reason.
    const low = filing(OWNER, '2026-11-02', {
      kind: 'date_set',
      pdufa_date: '2027-09-09',
      confidence: 'low',
      authority: 'llm_low',
      publishable: false,
    })
    await h2.assertions(low)
    const wrong = h2.review(
      review('relate', {
        accession: low.accession,
        assertion_index: 0,
        at: '2026-11-03T09:00:00.000Z',
      }),
    )
    expect(wrong.result).to.equal('rejected')
    expect(wrong.note).to.match(/held for needs_review/)
  })

  it('adds no ticker or exposure for a filing kept only as history', async function () {
    const h = new CoreHarness(async (cik) => issuers[cik] ?? null)
    await h.assertions(
      filing(OWNER, '2026-10-01', { kind: 'date_set', pdufa_date: '2027-03-03' }, [
        partnerOf('Tresco Pharma'),
      ]),
    )
    await h.assertions(
      filing(OWNER, '2026-10-20', {
        kind: 'date_extended',
        pdufa_date: '2027-06-03',
        prior_date: '2027-03-03',
      }),
    )
    // The partner's older filing of another date, read late: history (applied false), no exposure.
    await h.assertions(
      filing(PARTNER, '2026-09-01', { kind: 'date_set', pdufa_date: '2027-02-27' }),
    )
    const history = h.events(1).filter((e) => e.applied === 0)
    expect(history.map((e) => e.new_date)).to.deep.equal(['2027-02-27'])
    expect(h.row(1).tickers).to.deep.equal(['KRVB'])
    expect(h.row(1).exposed_ciks).to.deep.equal([OWNER])
    expect(h.state.byCik.get(PARTNER)).to.equal(undefined)
  })

  it("never merges a stranger's differently named catalyst into the owner's", async function () {
    const h = await harness()
    // The stranger names the drug by a code the owner never used, with the owner's date: its own catalyst.
    await h.assertions(
      filing(STRANGER, '2026-10-15', {
        kind: 'date_set',
        pdufa_date: '2027-03-03',
        drug_name: 'CRV-114',
      }),
    )
    expect(h.state.catalysts.size).to.equal(2)
    // The owner's next filing ties both names: the sweep sees one decision, but does not merge.
    const bridge = await h.assertions(
      filing(OWNER, '2026-10-20', {
        kind: 'date_set',
        pdufa_date: '2027-03-03',
        drug_aliases: ['CRV-114'],
      }),
    )
    expect(bridge.note).to.match(/possible duplicate of catalyst 2 left unmerged/)
    expect(bridge.mergeRows).to.deep.equal([])
    expect(h.row(1)).to.include({ live: 1, ticker: 'KRVB' })
    expect(h.row(2)).to.include({ live: 1, ticker: 'ULMH' })
  })

  it("puts a reading that also fits a competitor's record on the filer's own record", async function () {
    const h = await harness()
    // The stranger's own product, later named with a generic name the owner's drug also carries.
    await h.assertions(
      filing(STRANGER, '2026-10-02', {
        kind: 'date_set',
        pdufa_date: '2027-03-20',
        drug_name: 'ULM-77',
        indication: null,
      }),
    )
    await h.assertions(
      filing(STRANGER, '2027-03-19', {
        kind: 'approval',
        drug_name: 'ULM-77',
        drug_aliases: ['tavelimab'],
        indication: null,
      }),
    )
    expect(h.row(1)).to.include({ pdufa_date: '2027-03-03', stage: 'set', ticker: 'KRVB' })
    expect(h.row(2)).to.include({ stage: 'resolved', ticker: 'ULMH' })
    expect(h.queue.size).to.equal(0)
  })

  it("drops every legal form accuracy's sponsor matching drops (one shared list)", function () {
    expect(companyWords('Fjordvik Therapeutics ASA')).to.deep.equal(['fjordvik'])
    expect(companyWords('Kurobane Pharma KK')).to.deep.equal(['kurobane'])
    expect(companyWords('Stellmark Biotech SE')).to.deep.equal(['stellmark'])
    expect(companyWords('Stellmark Seeds SE')).to.deep.equal(['stellmark', 'seeds'])
  })

  it('recognises a company by the distinctive words of its name or by its ticker', function () {
    expect(companyWords('Northbay Therapeutics, Inc.')).to.deep.equal(['northbay'])
    const filer = {
      cik: OWNER,
      names: ['CORVANA BIO INC', 'Corvana Biosciences Holdings'],
      tickers: ['KRVB'],
    }
    expect(names({ name: 'Corvana Bio', ticker: null, relation: 'partner' }, filer)).to.equal(true)
    expect(names({ name: 'Corvana', ticker: null, relation: 'partner' }, filer)).to.equal(true)
    expect(names({ name: 'Ardent Labs', ticker: 'KRVB', relation: 'partner' }, filer)).to.equal(
      true,
    )
    expect(names({ name: 'Corvanex Bio', ticker: null, relation: 'partner' }, filer)).to.equal(
      false,
    )
    expect(names({ name: 'Therapeutics Inc', ticker: null, relation: 'partner' }, filer)).to.equal(
      false,
    )
  })
})
