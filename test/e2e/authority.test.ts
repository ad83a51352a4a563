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
 * companies; a partner's extension of a date the sponsor disclosed. Every company and drug is
 * invented.
 */
import { expect } from 'chai'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { assertionFilingsTable, queueTable } from '../../services/catalysts/tables.js'
import { committedRows } from '../../services/shared/store/batched.js'
import { startService, type RunningService, type Runtime } from '../../services/runtime.js'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { fixedClock } from '../../services/shared/clock.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { allTopics } from '../../topology/topics.js'
import {
  makeFiling,
  startFakeSec,
  tickerFiles,
  type FakeFiling,
  type FakeSec,
} from '../poller/fake-sec.js'
import { testConfig, testLogger, testStore, uid } from '../support/env.js'
import { waitFor } from '../support/wait.js'

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
]

interface ServedCatalyst {
  catalyst_id: number
  drug_name: string | null
  pdufa_date: string
  stage: string
  tickers: string[]
  source_accession: string
}
interface ServedEvent {
  event_id: number
  catalyst_id: number
  event_type: string
  new_date: string | null
  accession: string
  tickers: string[]
}

describe('end to end: whose word counts', function () {
  let sec: FakeSec
  let running: RunningService[] = []
  let busDir: string
  let runtime: Runtime
  let upcoming: ServedCatalyst[] = []
  let events: ServedEvent[] = []
  let queue: Array<{
    accession: string
    reason: string
    status: string
    catalyst_id: number | null
  }> = []

  const q = <T>(sql: string) => runtime.store.query<T>(sql)
  async function settled(filings: FakeFiling[], what: string): Promise<void> {
    const wanted = new Set(filings.map((x) => x.accession))
    let missing: string[] = []
    await waitFor(
      async () => {
        const rows = await q<{ accession: string }>(
          `SELECT accession FROM ${committedRows(assertionFilingsTable)}`,
        )
        const seen = new Set(rows.map((r) => r.accession))
        missing = [...wanted].filter((a) => !seen.has(a))
        return missing.length === 0
      },
      { timeoutMs: 60_000, intervalMs: 200, what },
    ).catch((error: Error) => {
      throw new Error(`${error.message}\nnot committed: ${missing.join(', ')}`)
    })
  }

  before(async function () {
    this.timeout(180_000)
    // Every company is listed on EDGAR's ticker files from the start (the later filers too).
    sec = await startFakeSec({ filings: wave1, tickers: tickerFiles([...wave1, ...wave2]) })
    busDir = mkdtempSync(join(tmpdir(), 'e2e-authority-'))
    const config = testConfig({
      SEC_USER_AGENT: 'Catalyst Feed Tests ops@catalyst-feed.example',
      SEC_WWW_URL: sec.url,
      SEC_EFTS_URL: sec.url,
      SEC_DATA_URL: sec.url,
      ATOM_INTERVAL_SECONDS: '10',
      PORT: '0',
      HOST: '127.0.0.1',
      PAYMENTS_ENABLED: 'false',
    })
    runtime = {
      config,
      logger: testLogger,
      clock: fixedClock('2026-10-22T15:00:00.000Z'),
      store: await testStore('e2e_authority'),
      bus: createInProcessBus({
        serde: createAvroSerde(),
        logger: testLogger,
        topicPrefix: `t${uid()}.`,
        dir: busDir,
      }),
    }
    await runtime.bus.ensureTopics(allTopics)
    for (const name of ['catalysts', 'extractor', 'api', 'poller'] as const)
      running.push(await startService(name, runtime))
    const api = running.find((s) => s.name === 'api')!.url!
    await settled(wave1, 'the first disclosures extracted and committed')
    for (const filing of wave2) sec.addFiling(filing)
    await settled(wave2, 'the second companies’ filings extracted and committed')
    queue = await q(
      `SELECT accession, reason, status, catalyst_id FROM ${committedRows(queueTable)} ORDER BY accession, assertion_index`,
    )
    // The API's indexes refresh from the store within about a second of a write.
    await waitFor(
      async () => {
        upcoming = (
          (await (await fetch(`${api}/v1/catalysts/upcoming?limit=500`)).json()) as {
            data: ServedCatalyst[]
          }
        ).data
        events = (
          (await (await fetch(`${api}/v1/events?since=0&limit=500`)).json()) as {
            data: ServedEvent[]
          }
        ).data
        return upcoming.length >= 5 && events.some((e) => e.new_date === '2027-05-10')
      },
      { timeoutMs: 20_000, what: 'the served records' },
    ).catch((error: Error) => {
      throw new Error(
        `${error.message}\nupcoming: ${JSON.stringify(upcoming)}\nevents: ${JSON.stringify(events)}\nqueue: ${JSON.stringify(queue)}`,
      )
    })
  })

  after(async function () {
    for (const service of running.reverse()) await service.stop()
    running = []
    await sec?.close()
    if (busDir) rmSync(busDir, { recursive: true, force: true })
  })

  const servedFor = (drug: string) => {
    const found = upcoming.filter((c) => c.drug_name?.toLowerCase().includes(drug))
    expect(found, `${drug} on /v1/catalysts/upcoming: ${JSON.stringify(upcoming)}`).to.have.length(
      1,
    )
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
    expect(
      queue.filter(
        (row) => row.reason === 'unrelated_filer' || row.reason === 'unconfirmed_relation',
      ),
    ).to.have.length(2)
  })
})
