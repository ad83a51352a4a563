/**
 * Readings held for their filer's standing (services/catalysts/held.ts) through the pure core: a
 * royalty holder the sponsor never names, in both orders; held readings replayed once the sponsor's
 * release names the holder or an operator relates it; and a filer whose own text owns the
 * application meeting a record a stranger established (both sides queued, nothing served changes).
 * Invented companies and drugs throughout.
 */
import { expect } from 'chai'
import type { ExtractedAssertions } from '../../schemas/avro/types.js'
import type { IssuerInfo } from '../../services/catalysts/types.js'
import { review } from './support/cases.js'
import { CoreHarness } from './support/harness.js'
import { inventedFilings } from './support/invented-filings.js'

const SPONSOR = '0000710001'
const ROYALTY = '0000710002'
const STRANGER = '0000710003'
const issuers: Record<string, IssuerInfo> = {
  [SPONSOR]: { name: 'Maridane Therapeutics, Inc.', tickers: ['MRDN'] },
  [ROYALTY]: { name: 'Oakfield Royalty Corp.', tickers: ['OKRY'] },
  [STRANGER]: { name: 'Ulmstead Holdings, Inc.', tickers: ['ULMH'] },
}

const filing = inventedFilings({
  issuers,
  drug: 'dorvastim',
  indication: 'primary biliary cholangitis',
})

// The sponsor's date, in its own words ("our NDA"); it never names the royalty holder.
const sponsorDate = filing(SPONSOR, '2026-10-03', {
  kind: 'date_set',
  pdufa_date: '2027-07-14',
  role: 'sponsor',
})
// The royalty holder's news of the three-month extension, naming no company.
const royaltyExtension = filing(ROYALTY, '2026-10-08', {
  kind: 'date_extended',
  pdufa_date: '2027-10-14',
  prior_date: '2027-07-14',
  role: 'royalty_holder',
})

/** What a client sees of the record: the served row (the fields the two orders must agree on). */
function served(h: CoreHarness) {
  const live = [...h.catalystRows.values()].filter((r) => r.live === 1)
  expect(live, JSON.stringify(live)).to.have.length(1)
  const row = live[0]!
  return {
    pdufa_date: row.pdufa_date,
    stage: row.stage,
    company: row.company,
    tickers: row.tickers,
    exposed_ciks: row.exposed_ciks,
    source_accession: row.source_accession,
    published: row.published,
  }
}

const relate = (h: CoreHarness, held: ExtractedAssertions, at: string) =>
  h.review(review('relate', { accession: held.accession, assertion_index: 0, at }))

describe('catalysts: readings held for their filer’s standing', function () {
  it('ends with the same record whichever of the sponsor and its unnamed royalty holder files first, once related', async function () {
    // Sponsor first: the royalty holder's extension waits for the operator.
    const a = new CoreHarness(async (cik) => issuers[cik] ?? null)
    await a.assertions(sponsorDate)
    await a.assertions(royaltyExtension)
    expect(a.queue.get(`${royaltyExtension.accession}#0`)).to.include({
      reason: 'unconfirmed_relation',
      status: 'pending',
    })
    expect(served(a).pdufa_date).to.equal('2027-07-14')
    expect(relate(a, royaltyExtension, '2026-10-09T09:00:00.000Z').result).to.equal('applied')

    // Royalty holder first: the sponsor's own release meets a record a stranger to it established.
    const b = new CoreHarness(async (cik) => issuers[cik] ?? null)
    await b.assertions(royaltyExtension)
    const before = served(b)
    await b.assertions(sponsorDate)
    expect(served(b), 'nothing served changes while the conflict waits').to.deep.equal(before)
    expect(
      [...b.queue.values()].map((q) => [q.accession, q.reason, q.status]).sort(),
      'both sides on the queue',
    ).to.deep.equal(
      [
        [royaltyExtension.accession, 'owner_conflict', 'pending'],
        [sponsorDate.accession, 'owner_conflict', 'pending'],
      ].sort(),
    )
    // relate refuses the side that is already applied.
    const wrong = relate(b, royaltyExtension, '2026-10-09T08:00:00.000Z')
    expect(wrong.result).to.equal('rejected')
    expect(wrong.note).to.match(/already applied/)
    expect(relate(b, sponsorDate, '2026-10-09T09:00:00.000Z').result).to.equal('applied')
    expect([...b.queue.values()].map((q) => q.status)).to.deep.equal(['related', 'related'])

    // One record, the same served state: the extension's date, both companies, the sponsor leading.
    expect(served(b)).to.deep.equal(served(a))
    expect(served(a)).to.include({
      pdufa_date: '2027-10-14',
      stage: 'extended',
      company: 'Maridane Therapeutics, Inc.',
      source_accession: royaltyExtension.accession,
    })
    expect(served(a).tickers).to.deep.equal(['MRDN', 'OKRY'])
  })

  it("replays a held reading when the sponsor's later release names the holder", async function () {
    const h = new CoreHarness(async (cik) => issuers[cik] ?? null)
    await h.assertions(sponsorDate)
    await h.assertions(royaltyExtension)
    expect(served(h).pdufa_date).to.equal('2027-07-14')
    // The sponsor's next release restates its date and names the royalty holder.
    await h.assertions(
      filing(
        SPONSOR,
        '2026-10-12',
        { kind: 'date_set', pdufa_date: '2027-07-14', role: 'sponsor' },
        [{ name: 'Oakfield Royalty', ticker: null, relation: 'royalty' }],
      ),
    )
    expect(served(h)).to.include({
      pdufa_date: '2027-10-14',
      stage: 'extended',
      source_accession: royaltyExtension.accession,
    })
    expect(served(h).tickers).to.deep.equal(['MRDN', 'OKRY'])
    const row = h.queue.get(`${royaltyExtension.accession}#0`)!
    expect(row).to.include({ status: 'related', reviewed_by: null })
    expect(row.review_note).to.match(/vouched/)
  })

  it('replays a held reading when its filer gains standing by co-filing a joint release', async function () {
    const h = new CoreHarness(async (cik) => issuers[cik] ?? null)
    await h.assertions(sponsorDate)
    const early = filing(ROYALTY, '2026-10-04', {
      kind: 'date_extended',
      pdufa_date: '2027-10-14',
      prior_date: '2027-07-14',
    })
    await h.assertions(early)
    expect(h.queue.get(`${early.accession}#0`)).to.include({ status: 'pending' })
    // The sponsor's release, furnished by the royalty holder too two days later.
    const quote = h.events()[0]!.source_quote!
    await h.assertions(
      filing(ROYALTY, '2026-10-05', { kind: 'date_set', pdufa_date: '2027-07-14', quote }),
    )
    expect(h.queue.get(`${early.accession}#0`)).to.include({ status: 'related' })
    expect(served(h)).to.include({ pdufa_date: '2027-10-14', source_accession: early.accession })
  })

  it("queues both sides when a filer claiming the application meets a stranger's record, and serves the stranger's word unchanged", async function () {
    const h = new CoreHarness(async (cik) => issuers[cik] ?? null)
    const strangerDate = filing(STRANGER, '2026-10-01', {
      kind: 'date_set',
      pdufa_date: '2027-01-20',
    })
    await h.assertions(strangerDate)
    const before = served(h)
    const ownerDate = filing(SPONSOR, '2026-10-04', {
      kind: 'date_set',
      pdufa_date: '2027-07-14',
      role: 'sponsor',
      application_number: 'NDA 219876',
    })
    await h.assertions(ownerDate)
    expect(served(h)).to.deep.equal(before)
    expect(h.events().map((e) => e.accession)).to.deep.equal([strangerDate.accession])
    const rows = [...h.queue.values()].sort((x, y) => x.cik.localeCompare(y.cik))
    expect(rows.map((q) => [q.cik, q.reason, q.status, q.catalyst_id])).to.deep.equal([
      [SPONSOR, 'owner_conflict', 'pending', 1],
      [STRANGER, 'owner_conflict', 'pending', 1],
    ])
    // The stranger's side carries what it asserted, for the operator to weigh.
    expect(rows[1]).to.include({
      pdufa_date: '2027-01-20',
      kind: 'date_set',
      quote: h.events()[0]!.source_quote,
    })
    // A filer whose text owns nothing stays an unrelated filer.
    const plain = filing(ROYALTY, '2026-10-05', { kind: 'date_set', pdufa_date: '2027-07-15' })
    await h.assertions(plain)
    expect(h.queue.get(`${plain.accession}#0`)!.reason).to.equal('unrelated_filer')
  })
})
