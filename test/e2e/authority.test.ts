/**
 * Whose word counts, through the whole product as `npm start` assembles it (fake SEC serving real
 * EDGAR formats → poller → extractor → catalysts → ClickHouse → the API over real HTTP).
 *
 * The attack: company K discloses its own date; weeks later an unrelated company M, tied to K and
 * the drug by nothing, files that the FDA extended K's date and then that it issued a complete
 * response letter. A paying client must see K's record unchanged (date, stage, tickers, source, no
 * event of M's) and both of M's readings on the review queue.
 *
 * The legitimate counterparts move the served record as before: a royalty holder disclosing first
 * and the sponsor later; a licensor and its licensee each filing; a joint release furnished by both
 * companies; a partner's extension of a date the sponsor disclosed.
 *
 * A sponsor that never names its royalty holder, in both orders: the sponsor first (the holder's
 * extension waits for the operator), and the holder first (the sponsor's own release meets a record
 * the holder established: both sides queued, nothing served changes). Once the operator relates
 * the waiting filer (`npm run review -- relate`), both end the same way: one record, the extension's
 * date, both companies, the sponsor leading; nothing lost, nothing split.
 *
 * Throughout, a client replaying /v1/events by spec section 3 ends with exactly the served records.
 * Every company and drug is invented.
 */
import { expect } from 'chai'
import { runReviewCommand } from '../../services/catalysts/review-commands.js'
import { catalystsTable, eventsTable, queueTable } from '../../services/catalysts/tables.js'
import { committedRows } from '../../services/shared/store/batched.js'
import { type Runtime } from '../../services/runtime.js'
import { makeFiling, tickerFiles, type FakeFiling } from '../poller/fake-sec.js'
import { EndToEndRun, filingsCommitted, servedEvents } from '../support/whole-service.js'
import { waitFor } from '../support/wait.js'
import { expectReplayToServe, type StreamEvent } from './section3-replay.js'

let serial = 0
/** One 8-K of `company` filed on `filed`, its exhibit the release `text`. */
function filed(
  company: { cik: string; name: string; ticker: string },
  filedDate: string,
  text: string,
): FakeFiling {
  serial++
  const filing = makeFiling(400 + serial, {
    cik: company.cik,
    company: company.name,
    tickers: [company.ticker],
    filedDate,
    acceptedAt: `${filedDate}T12:00:00.000Z`,
    accession: `0001193125-26-${String(400_000 + serial).padStart(6, '0')}`,
  })
  filing.documents[1]!.body = `<html><body>${text
    .split('\n\n')
    .map((p) => `<p>${p}</p>`)
    .join('\n')}</body></html>`
  return filing
}

const K = { cik: '0001910001', name: 'Corvana Bio, Inc.', ticker: 'KRVB' }
const M = { cik: '0001910002', name: 'Ulmstead Holdings, Inc.', ticker: 'ULMH' }
const ROYALTY = { cik: '0001910003', name: 'Brightwater Royalty Corp.', ticker: 'BRWR' }
const SPONSOR_R = { cik: '0001910004', name: 'Feldane Therapeutics, Inc.', ticker: 'FLDN' }
const LICENSOR = { cik: '0001910005', name: 'Lorimer Pharma plc', ticker: 'LRMR' }
const LICENSEE = { cik: '0001910006', name: 'Quenby Bio, Inc.', ticker: 'QNBY' }
const JOINT_A = { cik: '0001910007', name: 'Ashdown Therapeutics, Inc.', ticker: 'ASHD' }
const JOINT_B = { cik: '0001910008', name: 'Verrin Pharma Corp.', ticker: 'VRRN' }
const SPONSOR_P = { cik: '0001910009', name: 'Halden Therapeutics, Inc.', ticker: 'HLDN' }
const PARTNER = { cik: '0001910010', name: 'Tresco Pharma Corp.', ticker: 'TRSC' }
// A sponsor that never names its royalty holder: the sponsor first (A), the holder first (B).
const SPONSOR_A = { cik: '0001910011', name: 'Maridane Therapeutics, Inc.', ticker: 'MRDN' }
const ROYALTY_A = { cik: '0001910012', name: 'Oakfield Royalty Corp.', ticker: 'OKRY' }
const ROYALTY_B = { cik: '0001910013', name: 'Pinecrest Royalty Partners, Inc.', ticker: 'PNCR' }
const SPONSOR_B = { cik: '0001910014', name: 'Seldon Bio, Inc.', ticker: 'SLDN' }
// A held reading related after the decision it was filed before: the decided cycle's extension.
const SPONSOR_C = { cik: '0001910015', name: 'Halvorsen Pharma, Inc.', ticker: 'HLVR' }
const ROYALTY_C = { cik: '0001910016', name: 'Kestwick Royalty Trust', ticker: 'KSTW' }

const jointRelease = `BOSTON, Oct. 6, 2026 -- Ashdown Therapeutics, Inc. (Nasdaq: ASHD) and Verrin Pharma Corp. (Nasdaq: VRRN) today announced that the U.S. Food and Drug Administration (FDA) has accepted the New Drug Application (NDA) for corvexitide for the treatment of short bowel syndrome. The FDA has assigned a Prescription Drug User Fee Act (PDUFA) target action date of May 20, 2027.`

/** Wave 1: the first disclosures. Wave 2: what each second company files later. */
const wave1 = [
  filed(
    K,
    '2026-10-01',
    `BOSTON, Oct. 1, 2026 -- Corvana Bio, Inc. (Nasdaq: KRVB) today announced that the U.S. Food and Drug Administration (FDA) has accepted its Biologics License Application (BLA) for tavelimab for the treatment of generalized myasthenia gravis. The FDA has assigned a Prescription Drug User Fee Act (PDUFA) target action date of March 3, 2027.`,
  ),
  filed(
    ROYALTY,
    '2026-10-02',
    `NEW YORK, Oct. 2, 2026 -- Brightwater Royalty Corp. (Nasdaq: BRWR), which holds a royalty on net sales of quilarsen, today announced that its partner Feldane Therapeutics was notified that the U.S. Food and Drug Administration (FDA) accepted the New Drug Application (NDA) for quilarsen for the treatment of hereditary angioedema. The FDA has assigned a Prescription Drug User Fee Act (PDUFA) target action date of June 12, 2027.`,
  ),
  filed(
    LICENSOR,
    '2026-10-05',
    `LONDON, Oct. 5, 2026 -- Lorimer Pharma plc (Nasdaq: LRMR) today announced that its licensee Quenby Bio was notified that the U.S. Food and Drug Administration (FDA) accepted the New Drug Application (NDA) for pelrisetron for the treatment of chemotherapy-induced nausea. The FDA has assigned a Prescription Drug User Fee Act (PDUFA) target action date of April 9, 2027.`,
  ),
  filed(JOINT_A, '2026-10-06', jointRelease),
  filed(JOINT_B, '2026-10-06', jointRelease),
  filed(
    SPONSOR_P,
    '2026-10-07',
    `DENVER, Oct. 7, 2026 -- Halden Therapeutics, Inc. (Nasdaq: HLDN), in collaboration with Tresco Pharma Corp., today announced that the U.S. Food and Drug Administration (FDA) has accepted its New Drug Application (NDA) for mivaglutide for the treatment of obesity. The FDA has assigned a Prescription Drug User Fee Act (PDUFA) target action date of February 10, 2027.`,
  ),
]
const sponsorFirst = filed(
  SPONSOR_A,
  '2026-10-08',
  `BOSTON, Oct. 8, 2026 -- Maridane Therapeutics, Inc. (Nasdaq: MRDN) today announced that the U.S. Food and Drug Administration (FDA) has accepted its New Drug Application (NDA) for dorvastim for the treatment of primary biliary cholangitis. The FDA has assigned a Prescription Drug User Fee Act (PDUFA) target action date of July 14, 2027.`,
)
const royaltyFirst = filed(
  ROYALTY_B,
  '2026-10-08',
  `NEW YORK, Oct. 8, 2026 -- Pinecrest Royalty Partners, Inc. (Nasdaq: PNCR), which holds a royalty on net sales of renopravir, today announced that the U.S. Food and Drug Administration (FDA) accepted the New Drug Application (NDA) for renopravir for the treatment of chronic hepatitis D. The FDA has assigned a Prescription Drug User Fee Act (PDUFA) target action date of July 21, 2027.`,
)
const decidedDate = filed(
  SPONSOR_C,
  '2026-10-08',
  `OSLO, Oct. 8, 2026 -- Halvorsen Pharma, Inc. (Nasdaq: HLVR) today announced that the U.S. Food and Drug Administration (FDA) has accepted its New Drug Application (NDA) for tessaparin for the treatment of heparin-induced thrombocytopenia. The FDA has assigned a Prescription Drug User Fee Act (PDUFA) target action date of October 19, 2026.`,
)
wave1.push(sponsorFirst, royaltyFirst, decidedDate)
const royaltyLater = filed(
  ROYALTY_A,
  '2026-10-17',
  `NEW YORK, Oct. 17, 2026 -- Oakfield Royalty Corp. (Nasdaq: OKRY), which holds a royalty on net sales of dorvastim, today announced that the U.S. Food and Drug Administration (FDA) has extended the PDUFA target action date for the New Drug Application (NDA) for dorvastim for the treatment of primary biliary cholangitis by three months to October 14, 2027 from July 14, 2027, following the submission of a major amendment.`,
)
const sponsorLater = filed(
  SPONSOR_B,
  '2026-10-17',
  `SAN DIEGO, Oct. 17, 2026 -- Seldon Bio, Inc. (Nasdaq: SLDN) today announced that the U.S. Food and Drug Administration (FDA) has extended the PDUFA target action date for its New Drug Application (NDA) for renopravir for the treatment of chronic hepatitis D by three months to October 21, 2027 from July 21, 2027, following the submission of a major amendment.`,
)
const decidedExtension = filed(
  ROYALTY_C,
  '2026-10-12',
  `DUBLIN, Oct. 12, 2026 -- Kestwick Royalty Trust (Nasdaq: KSTW), which holds a royalty on net sales of tessaparin, today announced that the U.S. Food and Drug Administration (FDA) has extended the PDUFA target action date for the New Drug Application (NDA) for tessaparin for the treatment of heparin-induced thrombocytopenia by three months to January 19, 2027 from October 19, 2026, following the submission of a major amendment.`,
)
const decidedApproval = filed(
  SPONSOR_C,
  '2026-10-19',
  `OSLO, Oct. 19, 2026 -- Halvorsen Pharma, Inc. (Nasdaq: HLVR) today announced that the U.S. Food and Drug Administration (FDA) has approved its New Drug Application (NDA) for tessaparin for the treatment of heparin-induced thrombocytopenia.`,
)
const attackExtension = filed(
  M,
  '2026-10-15',
  `RENO, Oct. 15, 2026 -- Ulmstead Holdings, Inc. (Nasdaq: ULMH) today announced that the U.S. Food and Drug Administration (FDA) has extended the PDUFA target action date for tavelimab to December 3, 2027.`,
)
const attackCrl = filed(
  M,
  '2026-10-20',
  `RENO, Oct. 20, 2026 -- Ulmstead Holdings, Inc. (Nasdaq: ULMH) today announced that the U.S. Food and Drug Administration (FDA) issued a Complete Response Letter for the Biologics License Application for tavelimab for the treatment of generalized myasthenia gravis.`,
)
const wave2 = [
  attackExtension,
  attackCrl,
  filed(
    SPONSOR_R,
    '2026-10-16',
    `BOSTON, Oct. 16, 2026 -- Feldane Therapeutics, Inc. (Nasdaq: FLDN) today announced that the U.S. Food and Drug Administration (FDA) has extended the PDUFA target action date for its New Drug Application (NDA) for quilarsen for the treatment of hereditary angioedema by three months to September 12, 2027 from June 12, 2027, following the submission of a major amendment.`,
  ),
  filed(
    LICENSEE,
    '2026-10-19',
    `SEATTLE, Oct. 19, 2026 -- Quenby Bio, Inc. (Nasdaq: QNBY) today announced that the U.S. Food and Drug Administration (FDA) has extended the PDUFA target action date for its New Drug Application (NDA) for pelrisetron for the treatment of chemotherapy-induced nausea by three months to July 9, 2027 from April 9, 2027.`,
  ),
  filed(
    PARTNER,
    '2026-10-21',
    `CHICAGO, Oct. 21, 2026 -- Tresco Pharma Corp. (Nasdaq: TRSC) today announced that its partner Halden Therapeutics was notified by the U.S. Food and Drug Administration (FDA) that the PDUFA target action date for the New Drug Application (NDA) for mivaglutide for the treatment of obesity has been extended by three months to May 10, 2027 from February 10, 2027, following the submission of a major amendment.`,
  ),
  royaltyLater,
  sponsorLater,
  decidedExtension,
  decidedApproval,
]

interface ServedCatalyst {
  catalyst_id: number
  drug_name: string | null
  pdufa_date: string
  stage: string
  tickers: string[]
  source_accession: string
}
interface ServedEvent extends StreamEvent {
  accession: string
  prior_date: string | null
  tickers: string[]
  applied: boolean
}
interface QueueEntry {
  accession: string
  assertion_index: number
  reason: string
  status: string
  catalyst_id: number | null
}
interface StoredCatalyst {
  catalyst_id: number
  pdufa_date: string | null
  stage: string
  live: number
}

describe('end to end: whose word counts', function () {
  const run = new EndToEndRun()
  let runtime: Runtime
  let upcoming: ServedCatalyst[] = []
  let events: ServedEvent[] = []
  let queue: QueueEntry[] = []
  /** Before the operator relates the waiting filers: what was served, and the queue. */
  let unrelated: { upcoming: ServedCatalyst[]; events: ServedEvent[]; stored: StoredCatalyst[] }
  let queueAfter: QueueEntry[] = []
  let stored: StoredCatalyst[] = []
  let relateOutputs: string[] = []
  let historyStored: Array<{ accession: string; new_date: string }> = []

  const q = <T>(sql: string) => runtime.store.query<T>(sql)
  const settled = (filings: FakeFiling[], what: string) =>
    filingsCommitted(runtime, filings, { timeoutMs: 60_000, what })

  before(async function () {
    this.timeout(180_000)
    const started = await run.start({
      // Every company is listed on EDGAR's ticker files from the start (the later filers too).
      sec: { filings: wave1, tickers: tickerFiles([...wave1, ...wave2]) },
      now: '2026-10-22T15:00:00.000Z',
      store: 'e2e_authority',
      config: { ATOM_INTERVAL_SECONDS: '10' },
    })
    runtime = started.runtime
    const { api, sec } = started
    await settled(wave1, 'the first disclosures extracted and committed')
    for (const filing of wave2) sec.addFiling(filing)
    await settled(wave2, 'the second companies’ filings extracted and committed')
    const readQueue = () =>
      q<QueueEntry>(
        `SELECT accession, assertion_index, reason, status, catalyst_id FROM ${committedRows(queueTable)} ORDER BY accession, assertion_index`,
      )
    const readStored = () =>
      q<StoredCatalyst>(
        `SELECT catalyst_id, toString(pdufa_date) AS pdufa_date, stage, live FROM ${committedRows(catalystsTable)}`,
      )
    /** The served records, once the API's indexes show `ready` (they refresh within about a second of a write). */
    const readServed = async (ready: () => boolean, what: string) => {
      await waitFor(
        async () => {
          upcoming = (
            (await (await fetch(`${api}/v1/catalysts/upcoming?limit=500`)).json()) as {
              data: ServedCatalyst[]
            }
          ).data
          events = await servedEvents<ServedEvent>(api, 50)
          return ready()
        },
        { timeoutMs: 20_000, what },
      ).catch((error: Error) => {
        throw new Error(
          `${error.message}\nupcoming: ${JSON.stringify(upcoming)}\nevents: ${JSON.stringify(events)}\nqueue: ${JSON.stringify(queue)}`,
        )
      })
    }
    queue = await readQueue()
    await readServed(
      () => upcoming.length >= 7 && events.some((e) => e.new_date === '2027-05-10'),
      'the served records',
    )
    unrelated = { upcoming, events, stored: await readStored() }

    // The operator relates the filer waiting in each order, with the review tool.
    for (const held of [royaltyLater, sponsorLater, decidedExtension]) {
      const result = await runReviewCommand(
        [
          'relate',
          held.accession,
          '0',
          '--actor',
          'ops@catalyst-feed.example',
          '--reason',
          'the royalty agreement is on file',
        ],
        { store: runtime.store, bus: runtime.bus, clock: runtime.clock },
      )
      relateOutputs.push(result.output)
      expect(result.code, result.output).to.equal(0)
    }
    await waitFor(
      async () => {
        queueAfter = await readQueue()
        const related = (accession: string) =>
          queueAfter.some((row) => row.accession === accession && row.status === 'related')
        return (
          related(royaltyLater.accession) &&
          related(sponsorLater.accession) &&
          related(decidedExtension.accession)
        )
      },
      { timeoutMs: 30_000, what: 'the relations applied' },
    ).catch((error: Error) => {
      throw new Error(
        `${error.message}\n${relateOutputs.join('\n')}\nqueue: ${JSON.stringify(queueAfter)}`,
      )
    })
    await readServed(
      () =>
        events.some((e) => e.new_date === '2027-10-14') &&
        events.some((e) => e.new_date === '2027-10-21'),
      'the related records served',
    )
    stored = await readStored()
    historyStored = await q<{ accession: string; new_date: string }>(
      `SELECT accession, toString(new_date) AS new_date FROM ${committedRows(eventsTable)} WHERE applied = 0`,
    )
  })

  after(async function () {
    await run.stop()
  })

  const servedFor = (drug: string, list: ServedCatalyst[] = upcoming) => {
    const found = list.filter((c) => c.drug_name?.toLowerCase().includes(drug))
    expect(found, `${drug} on /v1/catalysts/upcoming: ${JSON.stringify(list)}`).to.have.length(1)
    return found[0]!
  }

  it("serves the owner's record unchanged after a stranger's extension and CRL, and queues both readings", function () {
    const tavelimab = servedFor('tavelimab')
    expect(tavelimab).to.include({ pdufa_date: '2027-03-03', stage: 'set' })
    expect(tavelimab.tickers).to.deep.equal(['KRVB'])
    expect(tavelimab.source_accession).to.equal(wave1[0]!.accession)
    const strangers = new Set([attackExtension.accession, attackCrl.accession])
    expect(events.filter((e) => strangers.has(e.accession))).to.deep.equal([])
    expect(events.filter((e) => e.tickers.includes('ULMH'))).to.deep.equal([])
    expect(upcoming.filter((c) => c.tickers.includes('ULMH'))).to.deep.equal([])
    const held = queue.filter((row) => strangers.has(row.accession))
    expect(held.map((row) => row.accession).sort()).to.deep.equal([...strangers].sort())
    for (const row of held) {
      expect(row.status).to.equal('pending')
      expect(row.reason).to.equal('unrelated_filer')
      expect(Number(row.catalyst_id)).to.equal(tavelimab.catalyst_id)
    }
  })

  it('moves the record on the sponsor’s extension after its royalty holder disclosed first', function () {
    const quilarsen = servedFor('quilarsen')
    expect(quilarsen).to.include({ pdufa_date: '2027-09-12', stage: 'extended' })
    expect([...quilarsen.tickers].sort()).to.deep.equal(['BRWR', 'FLDN'])
  })

  it('moves the record on the licensee’s extension of a date its licensor disclosed', function () {
    const pelrisetron = servedFor('pelrisetron')
    expect(pelrisetron).to.include({ pdufa_date: '2027-07-09', stage: 'extended' })
    expect([...pelrisetron.tickers].sort()).to.deep.equal(['LRMR', 'QNBY'])
  })

  it('serves a joint release furnished by both companies as one record of both', function () {
    const corvexitide = servedFor('corvexitide')
    expect(corvexitide).to.include({ pdufa_date: '2027-05-20', stage: 'set' })
    expect([...corvexitide.tickers].sort()).to.deep.equal(['ASHD', 'VRRN'])
  })

  it("moves the record on a partner's extension of the sponsor's date", function () {
    const mivaglutide = servedFor('mivaglutide')
    expect(mivaglutide).to.include({ pdufa_date: '2027-05-10', stage: 'extended' })
    expect([...mivaglutide.tickers].sort()).to.deep.equal(['HLDN', 'TRSC'])
    expect(mivaglutide.source_accession).to.equal(wave2[4]!.accession)
  })

  it('queues nothing of the related companies', function () {
    const waiting = new Set(
      [royaltyLater, sponsorLater, royaltyFirst, decidedExtension].map((x) => x.accession),
    )
    const others = queue.filter(
      (row) =>
        !waiting.has(row.accession) &&
        (row.reason === 'unrelated_filer' || row.reason === 'unconfirmed_relation'),
    )
    expect(others.map((row) => row.accession).sort(), JSON.stringify(others)).to.deep.equal(
      [attackExtension.accession, attackCrl.accession].sort(),
    )
  })

  it("holds the unnamed royalty holder's extension when the sponsor filed first, serving the sponsor's date", function () {
    const dorvastim = servedFor('dorvastim', unrelated.upcoming)
    expect(dorvastim).to.include({ pdufa_date: '2027-07-14', stage: 'set' })
    expect(dorvastim.tickers).to.deep.equal(['MRDN'])
    const held = queue.filter((row) => row.accession === royaltyLater.accession)
    expect(held.map((row) => [row.status, Number(row.catalyst_id)])).to.deep.equal([
      ['pending', dorvastim.catalyst_id],
    ])
    expect(held[0]!.reason).to.be.oneOf(['unrelated_filer', 'unconfirmed_relation'])
  })

  it("queues both sides when the sponsor's own release meets the record its royalty holder established, serving the holder's date", function () {
    const renopravir = servedFor('renopravir', unrelated.upcoming)
    expect(renopravir).to.include({ pdufa_date: '2027-07-21', stage: 'set' })
    expect(renopravir.tickers).to.deep.equal(['PNCR'])
    const sides = queue.filter(
      (row) => row.accession === sponsorLater.accession || row.accession === royaltyFirst.accession,
    )
    expect(
      sides.map((row) => [row.accession, row.reason, row.status, Number(row.catalyst_id)]).sort(),
    ).to.deep.equal(
      [
        [royaltyFirst.accession, 'owner_conflict', 'pending', renopravir.catalyst_id],
        [sponsorLater.accession, 'owner_conflict', 'pending', renopravir.catalyst_id],
      ].sort(),
    )
  })

  it('ends both orders the same way once the operator relates the waiting filer: one record, the extension, both companies', function () {
    const shape = (drug: string) => {
      const all = upcoming.filter((c) => c.drug_name?.toLowerCase().includes(drug))
      expect(all, JSON.stringify(upcoming)).to.have.length(1)
      const c = all[0]! as ServedCatalyst & { company: string }
      return { stage: c.stage, company: c.company, tickers: c.tickers, id: c.catalyst_id }
    }
    const a = shape('dorvastim')
    const b = shape('renopravir')
    // The same record as before the relation (nothing split), now moved by the extension.
    expect(a.id).to.equal(servedFor('dorvastim', unrelated.upcoming).catalyst_id)
    expect(b.id).to.equal(servedFor('renopravir', unrelated.upcoming).catalyst_id)
    expect(servedFor('dorvastim')).to.include({
      pdufa_date: '2027-10-14',
      source_accession: royaltyLater.accession,
    })
    expect(servedFor('renopravir')).to.include({
      pdufa_date: '2027-10-21',
      source_accession: sponsorLater.accession,
    })
    expect({ ...a, id: 0 }).to.deep.equal({
      stage: 'extended',
      company: SPONSOR_A.name,
      tickers: ['MRDN', 'OKRY'],
      id: 0,
    })
    expect({ ...b, id: 0 }).to.deep.equal({
      stage: 'extended',
      company: SPONSOR_B.name,
      tickers: ['SLDN', 'PNCR'],
      id: 0,
    })
    // Every reading of both pairs is on its record: nothing waits any more.
    const pairs = new Set([royaltyLater, sponsorLater, royaltyFirst].map((x) => x.accession))
    expect(
      queueAfter.filter((row) => pairs.has(row.accession)).map((row) => row.status),
    ).to.deep.equal(['related', 'related', 'related'])
  })

  it('serves a held reading related after the decision it was filed before as the extension of that cycle, the outcome emitted again after it', function () {
    // Filed before the approval, the extension is the decided cycle's (as in filing order, had the
    // holder had standing then): served before the approval, whose first event is kept in the
    // store only (superseded, not served).
    expect(historyStored).to.deep.equal([{ accession: decidedApproval.accession, new_date: null }])
    const id = events.find((e) => e.accession === decidedDate.accession)?.catalyst_id
    expect(
      events
        .filter((e) => e.catalyst_id === id)
        .map((e) => [e.event_type, e.prior_date, e.new_date, e.accession]),
    ).to.deep.equal([
      ['new_date_assigned', null, '2026-10-19', decidedDate.accession],
      ['date_extension', '2026-10-19', '2027-01-19', decidedExtension.accession],
      ['decision_outcome', null, null, decidedApproval.accession],
    ])
    const tessaparin = stored.filter((c) => c.catalyst_id === id)
    expect(tessaparin.map((c) => [c.stage, c.pdufa_date])).to.deep.equal([
      ['resolved', '2027-01-19'],
    ])
  })

  it('ends a client replaying /v1/events by spec section 3 with exactly the served records, before and after the relations', function () {
    expectReplayToServe(unrelated.events, unrelated.stored, unrelated.upcoming)
    expectReplayToServe(events, stored, upcoming)
    expect(unrelated.events.every((e) => e.applied)).to.equal(true)
    expect(events.every((e) => e.applied)).to.equal(true)
  })
})
