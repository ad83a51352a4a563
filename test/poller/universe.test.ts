/**
 * Discovery by issuer universe against the fake SEC (test/poller/fake-sec.ts, real formats: Atom,
 * daily and quarterly form indexes, submissions JSON, filing indexes, full-text search): a release
 * worded with none of the old search phrases, from a filer whose SIC puts it in the universe, is
 * read and handed on by the Atom lane and by the daily form index; the same issuer's ordinary
 * filings are read too (extraction decides what they say); a filer outside the universe is found
 * only by full-text search, and then joins the universe. State in chDB, records on the in-process bus.
 */
import { expect } from 'chai'
import { runBackfill } from '../../services/poller/backfill.js'
import { createPoller, type Poller, type PollerDeps } from '../../services/poller/service.js'
import { readFilingCoverage, readState, stateKeys } from '../../services/poller/state.js'
import { testConfig, testLogger, uid } from '../support/env.js'
import { pollerRig, TEST_USER_AGENT, type PollerRig } from '../support/poller-rig.js'
import { waitFor } from '../support/wait.js'
import { makeFiling, startFakeSec, type FakeFiling, type FakeSec } from './fake-sec.js'

const NOW = '2025-03-05T15:00:00.000Z'

/** A press release in EDGAR markup with the given sentences and none of the old search phrases. */
function release(
  n: number,
  company: string,
  sentence: string,
  overrides: Partial<FakeFiling> = {},
): FakeFiling {
  const filing = makeFiling(n, { company, ...overrides })
  const body = `<html><body><p><b>${company} Provides Regulatory Update</b></p><p>BOSTON, March 4, 2025 &#8212; ${company} today announced that ${sentence}</p></body></html>`
  filing.documents = [
    filing.documents[0]!,
    { name: `d${n}dex991.htm`, type: 'EX-99.1', description: 'PRESS RELEASE', body },
    {
      name: `d${n}dex992.htm`,
      type: 'EX-99.2',
      description: 'INVESTOR PRESENTATION',
      body: `<html><body><p>${company} investor slides: pipeline overview.</p></body></html>`,
    },
    {
      name: `d${n}dex101.htm`,
      type: 'EX-10.1',
      description: 'AGREEMENT',
      body: '<html><body><p>Credit agreement.</p></body></html>',
    },
  ]
  return filing
}

function noise(
  n: number,
  company: string,
  cik: string,
  sentence: string,
  overrides: Partial<FakeFiling> = {},
): FakeFiling {
  const filing = makeFiling(n, { company, cik, pdufa: null, ...overrides })
  filing.documents = [
    filing.documents[0]!,
    {
      name: `d${n}dex991.htm`,
      type: 'EX-99.1',
      description: 'PRESS RELEASE',
      body: `<html><body><p>${sentence}</p></body></html>`,
    },
  ]
  return filing
}

interface Harness extends PollerRig {
  sec: FakeSec
  poller(o?: Partial<PollerDeps> & { env?: Record<string, string> }): Poller
}

async function harness(filings: FakeFiling[]): Promise<Harness> {
  const sec = await startFakeSec({ filings })
  const rig = await pollerRig(sec, { storeName: 'universe', topicPrefix: `u${uid()}.`, now: NOW })
  return {
    ...rig,
    sec,
    poller(overrides = {}) {
      const { env, ...deps } = overrides
      return rig.keep(
        createPoller({
          config: rig.config(env),
          store: rig.store,
          bus: rig.bus,
          logger: testLogger,
          clock: rig.clock,
          rateLimit: false,
          secClient: { backoffInitialMs: 10, backoffMaxMs: 50, timeoutMs: 2_000, maxAttempts: 3 },
          ...deps,
        }),
      )
    },
  }
}

const fetchedIndex = (sec: FakeSec, f: FakeFiling) =>
  sec.requests.filter((r) => r.path.endsWith(`${f.accession}.txt`)).length
const lookups = (sec: FakeSec, cik: string) =>
  sec.requests.filter((r) => r.path === `/submissions/CIK${cik}.json`).length

describe('poller: discovery by issuer universe (fake SEC, chDB)', function () {
  this.timeout(120_000)
  let h: Harness | null = null
  afterEach(async function () {
    await h?.close()
    h = null
  })

  const SPONSOR = '0001900101'
  const PARTNER = '0001900202'
  const DEVICE = '0001900303'
  const day = { filedDate: '2025-03-04' }

  function corpus() {
    // The sponsor (SIC 2834): a release with none of the old search phrases, two ordinary filings.
    const decision = release(
      101,
      'Brightwater Biologics, Inc.',
      'the FDA has extended the review period and will make a decision by August 14, 2025 on the application for BW-7.',
      { cik: SPONSOR, ...day, acceptedAt: '2025-03-04T13:00:00.000Z', notInEfts: true },
    )
    const earnings = noise(
      102,
      'Brightwater Biologics, Inc.',
      SPONSOR,
      'Brightwater reported fourth quarter revenue of $12 million.',
      { ...day, acceptedAt: '2025-03-04T13:10:00.000Z', notInEfts: true },
    )
    const officer = noise(
      103,
      'Brightwater Biologics, Inc.',
      SPONSOR,
      'The board appointed a new chief financial officer.',
      { ...day, form: '8-K/A', acceptedAt: '2025-03-04T13:20:00.000Z', notInEfts: true },
    )
    // A royalty holder outside the universe (SIC 6794): its release names the PDUFA date; its other filing is never read.
    const royalty = release(
      104,
      'Keelhaul Royalty Trust',
      'its partner received a PDUFA target action date of August 14, 2025 for BW-7.',
      { cik: PARTNER, sic: '6794', ...day, acceptedAt: '2025-03-04T13:30:00.000Z' },
    )
    const royaltyNoise = noise(
      105,
      'Keelhaul Royalty Trust',
      PARTNER,
      'The trust declared a quarterly distribution.',
      { sic: '6794', ...day, acceptedAt: '2025-03-04T12:40:00.000Z' },
    )
    // A device maker outside the universe (SIC 3841), no phrase anywhere.
    const device = noise(
      106,
      'Stillwater Devices Corp',
      DEVICE,
      'Stillwater announced a new manufacturing site.',
      { sic: '3841', ...day, acceptedAt: '2025-03-04T13:50:00.000Z' },
    )
    return { decision, earnings, officer, royalty, royaltyNoise, device }
  }

  it('reads every 8-K/6-K of a universe filer from the Atom feed whatever its words, learns SICs once, and leaves other filers to full-text search', async function () {
    const c = corpus()
    h = await harness(Object.values(c))
    const poller = h.poller()
    const atom = await poller.runLaneOnce('atom')
    expect(atom.ok, atom.error ?? '').to.equal(true)
    expect(atom.result.published).to.equal(3)
    await waitFor(async () => h!.received.length >= 3, { what: "the sponsor's three filings" })
    const byAcc = new Map(h.received.map((f) => [f.accession, f]))
    expect([...byAcc.keys()].sort()).to.deep.equal(
      [c.decision.accession, c.earnings.accession, c.officer.accession].sort(),
    )
    const record = byAcc.get(c.decision.accession)!
    expect(record).to.deep.include({
      cik: SPONSOR,
      form: '8-K',
      discovery_lane: 'atom',
      query_matched: null,
    })
    // The primary document and every EX-99.x exhibit, not the EX-10.1.
    expect(record.documents.map((d) => d.doc_type)).to.deep.equal(['8-K', 'EX-99.1', 'EX-99.2'])
    expect(record.documents[1]!.text).to.contain('will make a decision by August 14, 2025')
    // Outside the universe: never fetched by the Atom lane.
    for (const f of [c.royalty, c.royaltyNoise, c.device])
      expect(fetchedIndex(h.sec, f), f.company).to.equal(0)
    // One submissions lookup per filer, and none on the next runs.
    for (const cik of [SPONSOR, PARTNER, DEVICE]) expect(lookups(h.sec, cik), cik).to.equal(1)
    const profiles = await h.store.query<{ cik: string; sic: string }>(
      'SELECT cik, sic FROM {db:Identifier}.filer_profiles FINAL ORDER BY cik',
    )
    expect(profiles).to.deep.equal([
      { cik: SPONSOR, sic: '2834' },
      { cik: PARTNER, sic: '6794' },
      { cik: DEVICE, sic: '3841' },
    ])
    // Coverage counts filings with a PDUFA phrase only: the sponsor's three carry none.
    expect((await readFilingCoverage(h.store, SPONSOR)).pdufa_filings_seen).to.equal(0)

    // Full-text search finds the royalty holder's release; its ordinary filing stays unread.
    const fts = await poller.runLaneOnce('fts_hourly')
    expect(fts.ok, fts.error ?? '').to.equal(true)
    expect(fts.result.published).to.equal(1)
    await waitFor(async () => h!.received.some((f) => f.accession === c.royalty.accession), {
      what: "the royalty holder's release",
    })
    expect(h.received.find((f) => f.accession === c.royalty.accession)!.discovery_lane).to.equal(
      'fts_hourly',
    )
    expect(fetchedIndex(h.sec, c.royaltyNoise)).to.equal(0)
    expect(fetchedIndex(h.sec, c.device)).to.equal(0)
    expect((await readFilingCoverage(h.store, PARTNER)).pdufa_filings_seen).to.equal(1)

    // Having carried a PDUFA phrase, the royalty holder is in the universe: its next filing is read from the feed, whatever its words.
    const followUp = release(
      107,
      'Keelhaul Royalty Trust',
      "its partner's BW-7 is now available to patients.",
      {
        cik: PARTNER,
        sic: '6794',
        filedDate: '2025-03-05',
        acceptedAt: '2025-03-05T14:00:00.000Z',
        notInEfts: true,
      },
    )
    const deviceAgain = noise(
      108,
      'Stillwater Devices Corp',
      DEVICE,
      'Stillwater named a new director.',
      { sic: '3841', filedDate: '2025-03-05', acceptedAt: '2025-03-05T14:10:00.000Z' },
    )
    h.sec.addFiling(followUp)
    h.sec.addFiling(deviceAgain)
    const next = await poller.runLaneOnce('atom')
    expect(next.result.published).to.equal(1)
    expect(fetchedIndex(h.sec, followUp)).to.equal(1)
    expect(fetchedIndex(h.sec, deviceAgain)).to.equal(0)
    for (const cik of [SPONSOR, PARTNER, DEVICE]) expect(lookups(h.sec, cik), cik).to.equal(1)

    // A month later the sponsor's SIC is read again on its next sighting.
    h.clock.set('2025-04-07T15:00:00.000Z')
    h.sec.addFiling(
      noise(
        109,
        'Brightwater Biologics, Inc.',
        SPONSOR,
        'Brightwater will present at a conference.',
        { filedDate: '2025-04-07', acceptedAt: '2025-04-07T14:00:00.000Z', notInEfts: true },
      ),
    )
    expect((await poller.runLaneOnce('atom')).result.published).to.equal(1)
    expect(lookups(h.sec, SPONSOR)).to.equal(2)
  })

  it("also reads the filings of a catalyst's filers and of configured CIKs, whatever their SIC; a failed SIC lookup reads the filing anyway", async function () {
    const at = (n: number) => ({
      filedDate: '2025-03-04',
      acceptedAt: `2025-03-04T14:${String(n).padStart(2, '0')}:00.000Z`,
      notInEfts: true,
    })
    const lead = noise(
      120,
      'Cedarline Devices Corp',
      '0001900120',
      'Cedarline updated its guidance.',
      { sic: '3841', ...at(1) },
    )
    const exposed = noise(
      121,
      'Tollgate Royalty LLC',
      '0001900121',
      'Tollgate paid a distribution.',
      { sic: '6794', ...at(2) },
    )
    const configured = noise(
      122,
      'Quarry Software Inc.',
      '0001900122',
      'Quarry hired a new officer.',
      { sic: '7372', ...at(3) },
    )
    const outside = noise(
      123,
      'Millpond Bank Corp',
      '0001900123',
      'Millpond declared a dividend.',
      { sic: '6022', ...at(4) },
    )
    const unlucky = noise(124, 'Unseen Filer Corp', '0001900124', 'Unseen Filer moved offices.', {
      sic: '6022',
      ...at(5),
    })
    h = await harness([lead, exposed, configured, outside, unlucky])
    await h.store.insert('catalysts', [
      { catalyst_id: 9_000_000_001, cik: lead.cik, exposed_ciks: [lead.cik, exposed.cik] },
    ])
    h.sec.failNext(10, 'status503', new RegExp(`CIK${unlucky.cik}`))
    const run = await h
      .poller({ env: { UNIVERSE_CIKS: String(Number(configured.cik)) } })
      .runLaneOnce('atom')
    expect(run.ok, run.error ?? '').to.equal(true)
    for (const f of [lead, exposed, configured, unlucky])
      expect(fetchedIndex(h.sec, f), f.company).to.equal(1)
    expect(fetchedIndex(h.sec, outside)).to.equal(0)
    // Members by catalyst or configuration need no SIC; the lookup that failed cached nothing.
    for (const f of [lead, exposed, configured])
      expect(lookups(h.sec, f.cik), f.company).to.equal(0)
    const cached = await h.store.query<{ cik: string }>(
      'SELECT cik FROM {db:Identifier}.filer_profiles ORDER BY cik',
    )
    expect(cached.map((r) => r.cik)).to.deep.equal([outside.cik])
  })

  it('daily form index lane: reads the universe filings the feed never showed, stops at a day not built yet, and resumes', async function () {
    const c = corpus()
    for (const f of Object.values(c)) f.notInAtom = true
    const nextDay = noise(
      110,
      'Brightwater Biologics, Inc.',
      SPONSOR,
      'Brightwater closed an offering.',
      {
        filedDate: '2025-03-05',
        acceptedAt: '2025-03-05T14:00:00.000Z',
        notInAtom: true,
        notInEfts: true,
      },
    )
    h = await harness([...Object.values(c), nextDay])
    h.sec.setDailyIndexThrough('2025-03-04')
    const poller = h.poller()
    const run = await poller.runLaneOnce('daily_index')
    expect(run.ok, run.error ?? '').to.equal(true)
    expect(run.result.published).to.equal(3)
    await waitFor(async () => h!.received.length >= 3, { what: 'three filings from the index' })
    expect(new Set(h.received.map((f) => f.discovery_lane))).to.deep.equal(new Set(['daily_index']))
    expect(
      h.received
        .find((f) => f.accession === c.decision.accession)!
        .documents.map((d) => d.doc_type),
    ).to.deep.equal(['8-K', 'EX-99.1', 'EX-99.2'])
    for (const f of [c.royalty, c.royaltyNoise, c.device])
      expect(fetchedIndex(h.sec, f)).to.equal(0)
    // 2025-02-26 .. 2025-03-05, weekends skipped; 03-05 is not built yet, so the lane holds at 03-04.
    const asked = h.sec.requests
      .filter((r) => r.path.includes('/daily-index/'))
      .map((r) => /form\.(\d{8})\.idx/.exec(r.path)![1])
    expect(asked).to.deep.equal([
      '20250226',
      '20250227',
      '20250228',
      '20250303',
      '20250304',
      '20250305',
    ])
    expect(await readState(h.store, stateKeys.dailyIndexThrough)).to.equal('2025-03-04')

    h.sec.setDailyIndexThrough(null)
    const again = await poller.runLaneOnce('daily_index')
    expect(again.result.published).to.equal(1)
    expect(
      h.sec.requests
        .filter((r) => r.path.includes('/daily-index/'))
        .map((r) => /form\.(\d{8})\.idx/.exec(r.path)![1])
        .slice(asked.length),
    ).to.deep.equal(['20250305'])
    expect(await readState(h.store, stateKeys.dailyIndexThrough)).to.equal('2025-03-05')
  })

  it("form-index lanes learn their new filers' SICs from one full-text search request; a filer it does not answer for is looked up", async function () {
    const c = corpus()
    // The sponsor's decision is not indexed yet, but its earnings release is: one hit answers for it.
    c.earnings.notInEfts = false
    c.officer.notInEfts = false
    // A second universe filer (SIC 2836) whose only filing search has not indexed yet.
    const LAKESIDE = '0001900404'
    const lakeside = noise(
      107,
      'Lakeside Cell Therapies, Inc.',
      LAKESIDE,
      'Lakeside moved its offices.',
      {
        sic: '2836',
        ...day,
        acceptedAt: '2025-03-04T14:10:00.000Z',
        notInEfts: true,
      },
    )
    const all = [...Object.values(c), lakeside]
    for (const f of all) f.notInAtom = true
    h = await harness(all)
    h.sec.setDailyIndexThrough('2025-03-04')
    const run = await h.poller().runLaneOnce('daily_index')
    expect(run.ok, run.error ?? '').to.equal(true)
    // Read: the sponsor's three filings and Lakeside's; not the royalty holder's or the device maker's.
    expect(run.result.published).to.equal(4)
    for (const f of [c.decision, c.earnings, c.officer, lakeside])
      expect(fetchedIndex(h.sec, f), f.company).to.equal(1)
    for (const f of [c.royalty, c.royaltyNoise, c.device])
      expect(fetchedIndex(h.sec, f), f.company).to.equal(0)
    // One search for the day's four filers, by CIK and without a phrase; a lookup only for Lakeside.
    const searches = h.sec.requests
      .filter((r) => r.path.startsWith('/LATEST/search-index'))
      .map((r) => new URL(r.path, h!.sec.url).searchParams)
    expect(searches).to.have.length(1)
    expect(searches[0]!.has('q')).to.equal(false)
    expect(new Set(searches[0]!.get('ciks')!.split(','))).to.deep.equal(
      new Set([SPONSOR, PARTNER, DEVICE, LAKESIDE]),
    )
    expect([searches[0]!.get('startdt'), searches[0]!.get('enddt')]).to.deep.equal([
      '2025-03-04',
      '2025-03-04',
    ])
    for (const cik of [SPONSOR, PARTNER, DEVICE]) expect(lookups(h.sec, cik), cik).to.equal(0)
    expect(lookups(h.sec, LAKESIDE)).to.equal(1)
    const profiles = await h.store.query<{ cik: string; sic: string }>(
      'SELECT cik, sic FROM {db:Identifier}.filer_profiles ORDER BY cik',
    )
    expect(profiles).to.deep.equal([
      { cik: SPONSOR, sic: '2834' },
      { cik: PARTNER, sic: '6794' },
      { cik: DEVICE, sic: '3841' },
      { cik: LAKESIDE, sic: '2836' },
    ])
  })

  it('backfill reads the quarterly full index (daily files past its last day) plus full-text search, and resumes', async function () {
    const c = corpus()
    const early = noise(
      111,
      'Brightwater Biologics, Inc.',
      SPONSOR,
      'Brightwater held its annual meeting.',
      { filedDate: '2025-03-03', acceptedAt: '2025-03-03T14:00:00.000Z', notInEfts: true },
    )
    h = await harness([...Object.values(c), early])
    // The quarterly file was last rebuilt on 2025-03-03: 2025-03-04 comes from its daily file.
    h.sec.setFullIndexThrough('2025-03-03')
    const config = testConfig({
      SEC_USER_AGENT: TEST_USER_AGENT,
      SEC_WWW_URL: h.sec.url,
      SEC_EFTS_URL: h.sec.url,
      SEC_DATA_URL: h.sec.url,
    })
    const controller = new AbortController()
    const first = await runBackfill({
      config,
      store: h.store,
      bus: h.bus,
      logger: testLogger,
      from: '2025-03-03',
      to: '2025-03-04',
      windowDays: 1,
      rateLimit: false,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.daysDone >= 1) controller.abort()
      },
    })
    expect(first.completed).to.equal(false)
    expect(first.published).to.equal(1)
    const second = await runBackfill({
      config,
      store: h.store,
      bus: h.bus,
      logger: testLogger,
      from: '2025-03-03',
      to: '2025-03-04',
      windowDays: 1,
      rateLimit: false,
    })
    expect(second.completed).to.equal(true)
    expect(second.resumedFrom).to.equal('2025-03-04')
    // The sponsor's three filings of 03-04 from the index, the royalty holder's release from full-text search.
    expect(second.published).to.equal(4)
    await waitFor(async () => h!.received.length >= 5, { what: 'five backfilled filings' })
    expect(new Set(h.received.map((f) => f.accession))).to.deep.equal(
      new Set([early, c.decision, c.earnings, c.officer, c.royalty].map((f) => f.accession)),
    )
    const paths = h.sec.requests.map((r) => r.path)
    expect(paths.filter((p) => p.endsWith('/full-index/2025/QTR1/form.idx'))).to.have.length(2) // once per run
    expect(paths.filter((p) => p.includes('/daily-index/'))).to.deep.equal([
      '/Archives/edgar/daily-index/2025/QTR1/form.20250304.idx',
    ])
    expect(fetchedIndex(h.sec, c.royaltyNoise)).to.equal(0)
    expect(second.progress).to.deep.include({ daysDone: 2, daysTotal: 2 })
  })
})
