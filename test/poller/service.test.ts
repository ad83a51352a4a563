/**
 * The poller end to end against a fake SEC on 127.0.0.1 (test/poller/fake-sec.ts): discovery by each
 * lane, fetch, clean text, one Avro record per filing on the filings topic of the in-process bus,
 * state in the real ClickHouse engine (chDB, a database per test).
 */
import { expect } from 'chai'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { fixedClock, virtualTimer, type VirtualTimer } from '../../services/shared/clock.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { runBackfill, type BackfillProgress } from '../../services/poller/backfill.js'
import { readCikByTicker, readIssuer } from '../../services/poller/issuers.js'
import { createPoller, type Poller, type PollerDeps } from '../../services/poller/service.js'
import type { FetchLike } from '../../services/poller/sec-client.js'
import {
  readFilingCoverage,
  readFreshness,
  readState,
  stateKeys,
} from '../../services/poller/state.js'
import { testConfig, testLogger, testStore, uid } from '../support/env.js'
import { pollerRig, TEST_USER_AGENT, type PollerRig } from '../support/poller-rig.js'
import { waitFor } from '../support/wait.js'
import { makeFiling, startFakeSec, type FakeFiling, type FakeSec } from './fake-sec.js'

const NOW = '2025-03-04T15:00:00.000Z'

interface Harness extends PollerRig {
  sec: FakeSec
  /** The SEC client's token bucket and backoffs wait on this virtual time; the fake SEC logs it. */
  timer: VirtualTimer
  poller(overrides?: Partial<PollerDeps> & { env?: Record<string, string> }): Poller
}

async function harness(
  filings: FakeFiling[],
  options: { capAt?: number; env?: Record<string, string> } = {},
): Promise<Harness> {
  const timer = virtualTimer()
  const sec = await startFakeSec({
    filings,
    capAt: options.capAt,
    slowMs: 2_000,
    now: () => timer.now(),
  })
  // A request to the fake SEC takes no virtual time: the timer holds still until its body is read.
  const fetchOnVirtualTime: FetchLike = (url, init) =>
    timer.track(
      fetch(url, init).then(
        async (res) =>
          new Response(await res.arrayBuffer(), {
            status: res.status,
            statusText: res.statusText,
            headers: res.headers,
          }),
      ),
    )
  const rig = await pollerRig(sec, { storeName: 'poller', topicPrefix: `t${uid()}.`, now: NOW })
  return {
    ...rig,
    sec,
    timer,
    poller(overrides = {}) {
      return rig.keep(
        createPoller({
          config: rig.config({ ...options.env, ...overrides.env }),
          store: rig.store,
          bus: rig.bus,
          logger: testLogger,
          clock: rig.clock,
          fetch: fetchOnVirtualTime,
          ...overrides,
          secClient: {
            ...(overrides.secClient ?? {
              backoffInitialMs: 20,
              backoffMaxMs: 200,
              throttlePauseMs: 400,
              timeoutMs: 1_000,
              maxAttempts: 5,
            }),
            timer,
          },
        }),
      )
    },
  }
}

const countBy = <T>(xs: readonly T[], key: (x: T) => string) =>
  xs.reduce((m, x) => m.set(key(x), (m.get(key(x)) ?? 0) + 1), new Map<string, number>())

describe('poller (fake SEC, in-process bus, chDB)', function () {
  this.timeout(120_000)
  let h: Harness | null = null
  afterEach(async function () {
    await h?.close()
    h = null
  })

  it('refuses to start without a declared User-Agent, with a clear message', async function () {
    const store = await testStore('poller_ua')
    const bus = createInProcessBus({ serde: createAvroSerde(), logger: testLogger })
    expect(() =>
      createPoller({
        config: testConfig(),
        store,
        bus,
        logger: testLogger,
        clock: fixedClock(NOW),
      }),
    )
      .to.throw(/SEC_USER_AGENT is not set.*contact e-mail/s)
      .with.property('code', 'CONFIG_INVALID')
    await store.close()
  })

  it('hourly full-text lane: discovery, fetch and one Avro record per filing on the topic, with clean text', async function () {
    const hlcn = makeFiling(1, { company: 'Halcyon Biotherapeutics, Inc.', tickers: ['HLCN'] })
    const nrdh = makeFiling(2, {
      form: '6-K',
      company: 'Nordhavn Pharma A/S',
      filedDate: '2025-03-04',
      acceptedAt: '2025-03-04T11:00:00.000Z',
    })
    const amended = makeFiling(3, {
      form: '8-K/A',
      otherParties: [{ cik: '0000000777', company: 'Royalty Partner Corp', role: 'Subject' }],
    })
    const quiet = makeFiling(4, { pdufa: null })
    quiet.documents = quiet.documents.slice(0, 2)
    const old = makeFiling(5, { filedDate: '2025-01-20' })
    h = await harness([hlcn, nrdh, amended, quiet, old])
    const run = await h.poller().runLaneOnce('fts_hourly')
    expect(run.ok, run.error ?? '').to.equal(true)
    expect(run.result.published).to.equal(3)
    await waitFor(async () => h!.received.length >= 3, { what: 'three filings on the topic' })
    const byAcc = new Map(h.received.map((f) => [f.accession, f]))
    expect([...byAcc.keys()].sort()).to.deep.equal(
      [hlcn.accession, nrdh.accession, amended.accession].sort(),
    )

    const record = byAcc.get(hlcn.accession)!
    expect(record).to.deep.include({
      cik: hlcn.cik,
      ciks: [hlcn.cik],
      company: 'Halcyon Biotherapeutics, Inc.',
      form: '8-K',
      filed_date: '2025-03-03',
      accepted_at: '2025-03-03T12:02:11.000+00:00',
      discovery_lane: 'fts_hourly',
      query_matched: 'PDUFA',
      discovered_at: '2025-03-04T15:00:00.000+00:00',
      source_url: `https://www.sec.gov/Archives/edgar/data/${Number(hlcn.cik)}/${hlcn.accession.replace(/-/g, '')}/${hlcn.accession}-index.htm`,
    })
    expect(record.documents.map((d) => [d.name, d.doc_type])).to.deep.equal([
      ['d1d8k.htm', '8-K'],
      ['d1dex991.htm', 'EX-99.1'],
    ])
    const press = record.documents[1]!.text
    expect(press).to.contain(
      'has assigned a Prescription Drug User Fee Act (\u201cPDUFA\u201d) target action date of September\u00A030, 2025 for the NDA for TB-1.',
    )
    expect(press).to.contain('Product\tPDUFA Date\nTB-1\tSeptember 30, 2025')
    expect(byAcc.get(amended.accession)!.form).to.equal('8-K/A')
    expect(byAcc.get(amended.accession)!.ciks).to.deep.equal([amended.cik, '0000000777'])
    expect(byAcc.get(nrdh.accession)!.form).to.equal('6-K')

    const coverage = await readFilingCoverage(h.store, String(Number(hlcn.cik)))
    expect(coverage).to.deep.include({
      cik: hlcn.cik,
      company: 'Halcyon Biotherapeutics, Inc.',
      pdufa_filings_seen: 1,
      first_seen: '2025-03-03',
      last_seen: '2025-03-03',
    })
    expect((await readFilingCoverage(h.store, '0000000777')).pdufa_filings_seen).to.equal(1)
    expect((await readFilingCoverage(h.store, quiet.cik)).pdufa_filings_seen).to.equal(0)
    const freshness = await readFreshness(h.store)
    expect(freshness.last_polled).to.equal('2025-03-04T15:00:00.000+00:00')
    expect(freshness.last_success_by_lane.fts_hourly).to.equal('2025-03-04T15:00:00.000+00:00')
    expect(freshness.last_success_by_lane.atom).to.equal(null)
    expect(freshness.corpus_start).to.equal('2025-03-03')
    expect(await readState(h.store, stateKeys.hourlyThrough)).to.equal('2025-03-04')
  })

  it('daily catch-up walks every page of the trailing window (results by relevance, 100 a page)', async function () {
    const filings = Array.from({ length: 70 }, (_, i) =>
      makeFiling(100 + i, { filedDate: `2025-02-${String(1 + (i % 20)).padStart(2, '0')}` }),
    )
    h = await harness(filings)
    const poller = h.poller({ rateLimit: false, concurrency: 8 })
    const hourly = await poller.runLaneOnce('fts_hourly')
    expect(hourly.result.published).to.equal(0)
    const catchup = await poller.runLaneOnce('fts_catchup')
    expect(catchup.ok, catchup.error ?? '').to.equal(true)
    expect(catchup.result.published).to.equal(70)
    const pdufaPages = h.sec.requests.filter(
      (r) => r.path.includes('q=%22PDUFA%22') && r.path.includes('startdt=2025-01-03'),
    )
    expect(
      pdufaPages.map((r) => new URL(r.path, h!.sec.url).searchParams.get('from') ?? '0'),
    ).to.deep.equal(['0', '100'])
    await waitFor(async () => h!.received.length >= 70, { what: '70 filings' })
    expect(new Set(h.received.map((f) => f.discovery_lane))).to.deep.equal(new Set(['fts_catchup']))
  })

  it('Atom lane: reads every new 8-K/6-K of the universe whatever its words, and a new filing reaches the topic on the next tick', async function () {
    const withDate = makeFiling(10, {
      acceptedAt: '2025-03-04T14:50:00.000Z',
      filedDate: '2025-03-04',
      notInEfts: true,
    })
    const sixK = makeFiling(11, {
      form: '6-K',
      acceptedAt: '2025-03-04T14:40:00.000Z',
      filedDate: '2025-03-04',
      notInEfts: true,
    })
    const noDate = makeFiling(12, {
      pdufa: null,
      acceptedAt: '2025-03-04T14:45:00.000Z',
      filedDate: '2025-03-04',
      notInEfts: true,
    })
    noDate.documents = noDate.documents.slice(0, 2)
    const other = makeFiling(13, {
      form: '8-K12B',
      acceptedAt: '2025-03-04T14:30:00.000Z',
      notInEfts: true,
    })
    h = await harness([withDate, sixK, noDate, other], { env: { ATOM_INTERVAL_SECONDS: '10' } })
    const poller = h.poller()
    const first = await poller.runLaneOnce('atom')
    expect(first.ok, first.error ?? '').to.equal(true)
    expect(first.result).to.deep.include({ published: 3, noMatch: 0 })
    expect(h.sec.requests.some((r) => r.path.includes(other.accession))).to.equal(false)
    await waitFor(async () => h!.received.length >= 3, { what: 'three Atom filings' })
    expect(
      h.received.map((f) => [f.accession, f.discovery_lane, f.query_matched]).sort(),
    ).to.deep.equal(
      [
        [withDate.accession, 'atom', 'PDUFA'],
        [sixK.accession, 'atom', 'PDUFA'],
        [noDate.accession, 'atom', null],
      ].sort(),
    )
    // Only the filings with a PDUFA phrase count for coverage.
    expect((await readFilingCoverage(h.store, noDate.cik)).pdufa_filings_seen).to.equal(0)
    expect((await readFilingCoverage(h.store, withDate.cik)).pdufa_filings_seen).to.equal(1)
    expect(await readState(h.store, stateKeys.atomWatermark('8-K'))).to.equal(
      '2025-03-04T14:50:00.000+00:00',
    )

    const again = await poller.runLaneOnce('atom')
    expect(again.result).to.deep.include({ published: 0, fetched: 0 })
    expect(h.sec.requests.filter((r) => r.path.includes(`${noDate.accession}.txt`))).to.have.length(
      1,
    )

    // Live: the service's timers pick up a filing disseminated after start.
    poller.start()
    const late = makeFiling(14, {
      acceptedAt: '2025-03-04T14:59:00.000Z',
      filedDate: '2025-03-04',
      notInEfts: true,
    })
    h.sec.addFiling(late)
    await waitFor(async () => h!.received.some((f) => f.accession === late.accession), {
      what: 'the late filing on the topic',
      timeoutMs: 60_000,
    })
    await poller.stop()
  })

  it('dedupes across lanes: a filing found by Atom, hourly and catch-up (and by several documents) is published once', async function () {
    const filings = [
      makeFiling(20, { acceptedAt: '2025-03-04T14:00:00.000Z', filedDate: '2025-03-04' }),
      makeFiling(21, { acceptedAt: '2025-03-04T13:00:00.000Z', filedDate: '2025-03-04' }),
    ]
    h = await harness(filings)
    const poller = h.poller()
    const runs = await Promise.all([
      poller.runLaneOnce('atom'),
      poller.runLaneOnce('fts_hourly'),
      poller.runLaneOnce('fts_catchup'),
    ])
    expect(runs.every((r) => r.ok)).to.equal(true)
    const again = await Promise.all([poller.runLaneOnce('fts_hourly'), poller.runLaneOnce('atom')])
    expect(again.map((r) => r.result.published)).to.deep.equal([0, 0])
    await waitFor(async () => h!.received.length >= 2, { what: 'two filings' })
    await new Promise((r) => setTimeout(r, 300))
    expect([...countBy(h.received, (f) => f.accession).values()]).to.deep.equal([1, 1])
    const lanes = await h.store.query<{ accession: string; lanes: string[] }>(
      'SELECT accession, arraySort(groupUniqArray(lane)) AS lanes FROM {db:Identifier}.poller_discoveries GROUP BY accession ORDER BY accession',
    )
    expect(lanes.map((r) => r.lanes)).to.deep.equal([
      ['atom', 'fts_catchup', 'fts_hourly'],
      ['atom', 'fts_catchup', 'fts_hourly'],
    ])
    for (const f of filings)
      expect(h.sec.requests.filter((r) => r.path.endsWith(`${f.accession}.txt`))).to.have.length(1)
  })

  it('never exceeds SEC_MAX_RPS in any one-second window at the server, with every lane running at once', async function () {
    const filings = Array.from({ length: 6 }, (_, i) =>
      makeFiling(30 + i, { acceptedAt: `2025-03-04T14:0${i}:00.000Z`, filedDate: '2025-03-04' }),
    )
    h = await harness(filings, { env: { SEC_MAX_RPS: '5' } })
    const poller = h.poller({ concurrency: 6 })
    await Promise.all([
      poller.runLaneOnce('atom'),
      poller.runLaneOnce('fts_hourly'),
      poller.runLaneOnce('issuers'),
      poller.runLaneOnce('fts_catchup'),
      poller.runLaneOnce('daily_index'),
    ])
    const times = h.sec.requests.map((r) => r.at).sort((a, b) => a - b)
    expect(times.length).to.be.greaterThan(20)
    let busiest = 0
    for (let i = 0; i < times.length; i++) {
      let j = i
      while (j < times.length && times[j]! < times[i]! + 1000) j++
      busiest = Math.max(busiest, j - i)
    }
    expect(busiest).to.be.at.most(5)
  })

  it('pauses every SEC request for SEC_THROTTLE_PAUSE_SECONDS after a throttle page', async function () {
    h = await harness([makeFiling(45)], { env: { SEC_THROTTLE_PAUSE_SECONDS: '1' } })
    h.sec.failNext(1, 'throttle', /search-index/)
    // No throttlePauseMs option: the pause comes from configuration alone.
    const poller = h.poller({
      secClient: { backoffInitialMs: 20, backoffMaxMs: 200, timeoutMs: 1_000, maxAttempts: 5 },
    })
    const run = await poller.runLaneOnce('fts_hourly')
    expect(run.ok, run.error ?? '').to.equal(true)
    const log = h.sec.requests
    const throttled = log.findIndex((r) => r.status === 403 && r.path.includes('search-index'))
    expect(throttled).to.be.at.least(0)
    const gap = log[throttled + 1]!.at - log[throttled]!.at
    expect(gap).to.be.at.least(990)
    expect(gap).to.be.below(10_000)
  })

  it('backs off after throttling, 503s, truncated and slow answers, and records AccessDenied without retrying it', async function () {
    const ok = makeFiling(40)
    const missing = makeFiling(41, { missing: true })
    h = await harness([ok, missing])
    h.sec.failNext(1, 'throttle', /search-index/)
    h.sec.failNext(1, 'status503', /search-index/)
    h.sec.failNext(1, 'truncate', /search-index/)
    // The filing's one request (its complete submission text file): slow once, then a 429.
    h.sec.failNext(1, 'slow', new RegExp(`${ok.accession}\\.txt$`))
    h.sec.failNext(1, 'status429', new RegExp(`${ok.accession}\\.txt$`))
    const poller = h.poller()
    const run = await poller.runLaneOnce('fts_hourly')
    expect(run.ok, run.error ?? '').to.equal(true)
    expect(run.result).to.deep.include({ published: 1, notFound: 1 })
    const log = h.sec.requests
    const throttled = log.findIndex((r) => r.status === 403 && r.path.includes('search-index'))
    expect(throttled).to.be.at.least(0)
    // After the throttle page the whole bucket pauses (400 ms here; 10 minutes by default).
    expect(log[throttled + 1]!.at - log[throttled]!.at).to.be.at.least(390)
    expect(poller.client.stats.retries).to.be.at.least(5)
    expect(poller.client.stats.throttled).to.equal(2) // the throttle page and the 429
    const missingSubmission = `${missing.accession}.txt`
    expect(log.filter((r) => r.path.endsWith(missingSubmission))).to.have.length(1)
    const second = await poller.runLaneOnce('fts_hourly')
    expect(second.result).to.deep.include({ published: 0, fetched: 0 })
    expect(log.filter((r) => r.path.endsWith(missingSubmission))).to.have.length(1)
    // A not-found filing still counts as a discovered PDUFA filing for coverage.
    expect((await readFilingCoverage(h.store, missing.cik)).pdufa_filings_seen).to.equal(1)
    await waitFor(async () => h!.received.length >= 1, { what: 'the filing' })
    expect(h.received.map((f) => f.accession)).to.deep.equal([ok.accession])
  })

  it('an SEC outage changes only freshness: lanes report it, nothing throws, the next run recovers and retries failed fetches', async function () {
    const filing = makeFiling(50, {
      acceptedAt: '2025-03-04T14:00:00.000Z',
      filedDate: '2025-03-04',
    })
    h = await harness([filing])
    const poller = h.poller({
      secClient: {
        backoffInitialMs: 5,
        backoffMaxMs: 20,
        throttlePauseMs: 50,
        timeoutMs: 500,
        maxAttempts: 2,
      },
    })
    await poller.runLaneOnce('issuers')
    const before = await readFreshness(h.store)
    h.clock.advance(60_000)
    h.sec.setOutage(true)
    const runs = await Promise.all(
      (['atom', 'fts_hourly', 'fts_catchup', 'issuers'] as const).map((lane) =>
        poller.runLaneOnce(lane),
      ),
    )
    expect(runs.map((r) => r.ok)).to.deep.equal([false, false, false, false])
    expect(runs[0]!.error).to.match(/^EDGAR 127\.0\.0\.1:\d+: http_503$/)
    const during = await readFreshness(h.store)
    // An outage is no completed scan: last_polled stays where the last one left it (none yet).
    expect(during.last_polled).to.equal(before.last_polled)
    expect(during.last_success_by_lane).to.deep.equal(before.last_success_by_lane)
    expect(during.last_error_by_lane.atom).to.match(/http_503/)
    expect(await readState(h.store, 'lane.atom.failing_since')).to.equal('2025-03-04T15:01:00.000Z')
    expect(h.received).to.have.length(0)
    // Timers running through the outage do not throw either.
    poller.start()
    await new Promise((r) => setTimeout(r, 300))
    await poller.stop()

    // The outage ends half-way: the search answers, the filing's submission file does not; the fetch is retried later.
    h.sec.setOutage(false)
    h.sec.failNext(4, 'status503', new RegExp(`${filing.accession}\\.txt$`))
    const poller2 = h.poller({
      secClient: {
        backoffInitialMs: 5,
        backoffMaxMs: 20,
        throttlePauseMs: 50,
        timeoutMs: 500,
        maxAttempts: 2,
      },
    })
    const partial = await poller2.runLaneOnce('fts_hourly')
    expect(partial.ok).to.equal(true)
    // Fetched once by the scan and once by the retry step (two attempts each), both failed.
    expect(partial.result.failed).to.equal(2)
    expect(partial.result.published).to.equal(0)
    const recovered = await poller2.runLaneOnce('atom')
    expect(recovered.ok, recovered.error ?? '').to.equal(true)
    expect(recovered.result.published, JSON.stringify(recovered.result)).to.equal(1)
    const after = await readFreshness(h.store)
    expect(after.last_error_by_lane.atom).to.equal(null)
    expect(after.last_success_by_lane.atom).to.equal('2025-03-04T15:01:00.000+00:00')
    expect(after.last_polled).to.equal('2025-03-04T15:01:00.000+00:00')
    expect(await readState(h.store, 'lane.atom.failing_since')).to.equal('')
  })

  it('resumes from stored state after a restart: Atom watermark, hourly window, published set', async function () {
    const a = makeFiling(60, { acceptedAt: '2025-03-04T14:00:00.000Z', filedDate: '2025-03-04' })
    h = await harness([a])
    const first = h.poller()
    expect((await first.runLaneOnce('atom')).result.published).to.equal(1)
    expect((await first.runLaneOnce('fts_hourly')).result.published).to.equal(0)
    await first.stop()

    // A new process: nothing in memory, the same store.
    h.clock.set('2025-03-06T10:00:00.000Z')
    const b = makeFiling(61, { acceptedAt: '2025-03-05T20:00:00.000Z', filedDate: '2025-03-05' })
    h.sec.addFiling(b)
    const before = h.sec.requests.length
    const second = h.poller()
    const atom = await second.runLaneOnce('atom')
    expect(atom.result).to.deep.include({ published: 1 })
    const hourly = await second.runLaneOnce('fts_hourly')
    expect(hourly.result.published).to.equal(0)
    const searched = h.sec.requests
      .slice(before)
      .filter((r) => r.path.includes('search-index'))
      .map((r) => new URL(r.path, h!.sec.url).searchParams.get('startdt'))
    // The previous hourly scan covered through 2025-03-04; the next one starts a day before that.
    expect(new Set(searched)).to.deep.equal(new Set(['2025-03-03']))
    expect(h.sec.requests.filter((r) => r.path.endsWith(`${a.accession}.txt`))).to.have.length(1)
    await waitFor(async () => h!.received.length >= 2, { what: 'two filings' })
    expect(h.received.map((f) => f.accession)).to.deep.equal([a.accession, b.accession])
  })

  it('refreshes issuers from the ticker files into ClickHouse', async function () {
    h = await harness([makeFiling(70, { tickers: ['TBSEVN', 'TBSEVW'] })])
    const run = await h.poller().runLaneOnce('issuers')
    expect(run.ok, run.error ?? '').to.equal(true)
    const issuer = await readIssuer(h.store, '1900070')
    expect(issuer).to.deep.equal({
      cik: '0001900070',
      name: 'Testbio 70 Therapeutics, Inc.',
      tickers: ['TBSEVN', 'TBSEVW'],
      exchanges: ['Nasdaq', 'Nasdaq'],
    })
    expect(await readCikByTicker(h.store, 'tbsevw')).to.equal('0001900070')
  })

  it('backfill splits windows at the full-text cap, publishes with lane backfill, reports progress and resumes', async function () {
    const filings = Array.from({ length: 30 }, (_, i) =>
      makeFiling(200 + i, { filedDate: `2024-06-${String(1 + (i % 10)).padStart(2, '0')}` }),
    )
    h = await harness(filings, { capAt: 25 })
    const config = testConfig({
      SEC_USER_AGENT: TEST_USER_AGENT,
      SEC_WWW_URL: h.sec.url,
      SEC_EFTS_URL: h.sec.url,
      SEC_DATA_URL: h.sec.url,
    })
    const progress: BackfillProgress[] = []
    const controller = new AbortController()
    const first = await runBackfill({
      config,
      store: h.store,
      bus: h.bus,
      logger: testLogger,
      from: '2024-06-01',
      to: '2024-06-10',
      windowDays: 5,
      rateLimit: false,
      concurrency: 8,
      signal: controller.signal,
      onProgress: (p) => {
        progress.push(p)
        if (p.daysDone >= 5) controller.abort()
      },
    })
    expect(first.completed).to.equal(false)
    expect(await readState(h.store, stateKeys.backfill('2024-06-01', '2024-06-10'))).to.equal(
      '2024-06-05',
    )
    const second = await runBackfill({
      config,
      store: h.store,
      bus: h.bus,
      logger: testLogger,
      from: '2024-06-01',
      to: '2024-06-10',
      windowDays: 5,
      rateLimit: false,
      concurrency: 8,
      onProgress: (p) => progress.push(p),
    })
    expect(second.completed).to.equal(true)
    expect(second.resumedFrom).to.equal('2024-06-06')
    expect(first.published + second.published).to.equal(30)
    // The 5-day windows hold 30 hits per phrase (two documents each), above the cap of 25: they were split.
    const windows = new Set(
      h.sec.requests
        .filter((r) => r.path.includes('q=%22PDUFA%22'))
        .map((r) => {
          const p = new URL(r.path, h!.sec.url).searchParams
          return `${p.get('startdt')}..${p.get('enddt')}`
        }),
    )
    expect(windows)
      .to.include('2024-06-01..2024-06-05')
      .and.include('2024-06-01..2024-06-03')
      .and.include('2024-06-04..2024-06-05')
    expect(progress.at(-1)).to.deep.include({ daysDone: 10, daysTotal: 10 })
    await waitFor(async () => h!.received.length >= 30, { what: '30 backfilled filings' })
    expect(new Set(h.received.map((f) => f.discovery_lane))).to.deep.equal(new Set(['backfill']))
    expect(new Set(h.received.map((f) => f.accession)).size).to.equal(30)
  })
})
