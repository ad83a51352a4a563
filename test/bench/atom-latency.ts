/**
 * Filing-to-event latency through the Atom lane: the whole embedded runtime as `npm start`
 * composes it (poller, extractor, catalysts, API over real HTTP, chDB, in-process bus) against the
 * fake SEC on loopback (test/poller/fake-sec.ts), every setting at its default: ATOM_INTERVAL_SECONDS
 * 6, SEC_MAX_RPS 10.
 *
 * Twenty invented issuers (SIC 2834) are known before the run (an ordinary 8-K each, read by the
 * first Atom run, so their SIC is cached as it would be in production). Then `filings` press
 * releases, each announcing a new PDUFA date, are accepted at random instants (seeded) over
 * `spreadSeconds`: a release enters the fake feed with its acceptance time = now. A client polls
 * `/v1/events` every 50 ms; a filing's latency is from its acceptance to the first answer carrying its
 * `new_date_assigned` event. Split: acceptance to the first request for its filing index page (the
 * wait for the next Atom run, measured at the fake SEC), to `published_at` on the filings topic
 * (plus fetching the index page, primary document and exhibit at 10/s; a run publishes its filings
 * together once all are fetched), and the topic to the served event (extractor, catalysts, commit,
 * API). `atom_run_period`: time between the starts of successive Atom runs (fixed rate, start to
 * start: ATOM_INTERVAL_SECONDS unless a run overran it).
 *
 * With acceptances uniform in time, the wait for the next run is uniform on [0, period], so
 * p50 ≈ period / 2 plus processing and p99 ≈ period plus processing.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { isoDate, systemClock } from '../../services/shared/clock.js'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { loadConfig } from '../../services/shared/config.js'
import { createLogger, type Logger } from '../../services/shared/logger.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { createStore, type Store } from '../../services/shared/store/clickhouse.js'
import { applyMigrations } from '../../services/shared/store/migrations.js'
import { allTopics } from '../../topology/topics.js'
import { startService, type RunningService, type Runtime } from '../../services/runtime.js'
import { startFakeSec, type FakeFiling } from '../poller/fake-sec.js'
import { seededRandom } from '../support/seeded-random.js'
import { MONTHS } from '../support/synthetic-filings.js'

export interface AtomLatencyBenchOptions {
  store?: Store
  logger?: Logger
  /** Releases measured (default 100). */
  filings?: number
  /** Window their acceptances are spread over (default 240 s: about five per Atom run). */
  spreadSeconds?: number
  /** ATOM_INTERVAL_SECONDS (default: the configuration's default, 6). */
  atomIntervalSeconds?: number
  /** PRNG seed of the acceptance instants. */
  seed?: number
}

const ISSUERS = 20
const SYLLABLES = ['val', 'tor', 'mi', 'sen', 'bra', 'lo', 'qui', 'dex', 'ran', 'fe', 'no', 'zu']

function issuer(i: number): { cik: string; company: string; ticker: string } {
  const name = `${SYLLABLES[i % 12]![0]!.toUpperCase()}${SYLLABLES[i % 12]!.slice(1)}${SYLLABLES[(i * 5 + 3) % 12]}`
  return {
    cik: String(1_930_000 + i).padStart(10, '0'),
    company: `${name} Therapeutics ${i}, Inc.`,
    ticker: `LT${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
  }
}

/** An invented generic name per release, distinct across the run. */
function drugName(n: number): string {
  return `${SYLLABLES[n % 12]}${SYLLABLES[Math.floor(n / 12) % 12]}${['stat', 'parin', 'lukast', 'tinib'][Math.floor(n / 144) % 4]}`
}

function benchFiling(
  n: number,
  who: { cik: string; company: string; ticker: string },
  acceptedAt: Date,
  paragraphs: string[],
): FakeFiling {
  const date = isoDate(acceptedAt)
  return {
    accession: `0001234567-${date.slice(2, 4)}-${String(n).padStart(6, '0')}`,
    cik: who.cik,
    company: who.company,
    tickers: [who.ticker],
    form: '8-K',
    filedDate: date,
    acceptedAt: acceptedAt.toISOString(),
    sic: '2834',
    documents: [
      {
        name: `lt${n}8k.htm`,
        type: '8-K',
        description: '8-K',
        body: `<html><body><p>FORM 8-K</p><p>${who.company}</p><p>Item 8.01 Other Events. The Company issued the press release furnished as Exhibit 99.1.</p></body></html>`,
      },
      {
        name: `lt${n}ex991.htm`,
        type: 'EX-99.1',
        description: 'PRESS RELEASE',
        body: `<html><body>${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}</body></html>`,
      },
    ],
  }
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

export async function runAtomLatencyBench(
  options: AtomLatencyBenchOptions = {},
): Promise<Record<string, number>> {
  const logger = options.logger ?? createLogger({ level: 'silent', name: 'bench' })
  const n = options.filings ?? 100
  const spreadMs = (options.spreadSeconds ?? 240) * 1000
  const random = seededRandom(options.seed ?? 14)
  const seeds = Array.from({ length: ISSUERS }, (_, i) =>
    benchFiling(i, issuer(i), new Date(Date.now() - 3_600_000 + i * 1000), [
      `${issuer(i).company} (Nasdaq: ${issuer(i).ticker}) today announced the appointment of a new director to its board.`,
    ]),
  )
  const sec = await startFakeSec({ filings: seeds })
  const ownStore = !options.store && !process.env.CLICKHOUSE_URL && !process.env.DATA_DIR
  const dataDir = ownStore ? mkdtempSync(join(tmpdir(), 'atom-latency-bench-')) : null
  const busDir = mkdtempSync(join(tmpdir(), 'atom-latency-bus-'))
  const config = loadConfig({
    ...(dataDir ? { DATA_DIR: dataDir } : { DATA_DIR: process.env.DATA_DIR ?? tmpdir() }),
    ...(process.env.CLICKHOUSE_URL ? { CLICKHOUSE_URL: process.env.CLICKHOUSE_URL } : {}),
    SEC_USER_AGENT: 'Catalyst Feed Bench ops@catalyst-feed.example',
    SEC_WWW_URL: sec.url,
    SEC_EFTS_URL: sec.url,
    SEC_DATA_URL: sec.url,
    PORT: '0',
    HOST: '127.0.0.1',
    PAYMENTS_ENABLED: 'false',
    ...(options.atomIntervalSeconds
      ? { ATOM_INTERVAL_SECONDS: String(options.atomIntervalSeconds) }
      : {}),
  })
  const store =
    options.store ??
    createStore(config, logger, { database: `bench_atom_${randomBytes(4).toString('hex')}` })
  const runtime: Runtime = {
    config,
    logger,
    clock: systemClock,
    store,
    bus: createInProcessBus({
      serde: createAvroSerde(),
      logger,
      topicPrefix: `bench${randomBytes(3).toString('hex')}.`,
      dir: busDir,
    }),
  }
  const running: RunningService[] = []
  let polling = true
  try {
    await applyMigrations(store, logger)
    await runtime.bus.ensureTopics(allTopics)
    for (const name of ['catalysts', 'extractor', 'api', 'poller'] as const)
      running.push(await startService(name, runtime))
    const api = running.find((s) => s.name === 'api')!.url!
    // The first Atom run reads the seed filings (SIC looked up once per issuer), as a running service has.
    const deadline = Date.now() + 120_000
    for (;;) {
      const [row] = await store.query<{ n: number | string }>(
        `SELECT count() AS n FROM {db:Identifier}.poller_filings FINAL WHERE status = 'published'`,
      )
      if (Number(row?.n ?? 0) >= ISSUERS) break
      if (Date.now() > deadline) throw new Error('the seed filings were not read within 120 s')
      await new Promise((r) => setTimeout(r, 200))
    }

    // Steady state: the clock starts when the first Atom run after that one begins (the first run also
    // paid for start-up: SIC lookups, the daily index and full-text lanes sharing the token bucket).
    const atomRunStart = (r: { path: string }) =>
      /action=getcurrent/.test(r.path) && /type=8-K/.test(r.path) && !/start=[1-9]/.test(r.path)
    const runsBefore = sec.requests.filter(atomRunStart).length
    while (sec.requests.filter(atomRunStart).length <= runsBefore) {
      if (Date.now() > deadline) throw new Error('no second Atom run within 120 s')
      await new Promise((r) => setTimeout(r, 50))
    }

    // The client: drains /v1/events every 50 ms and notes when each release's event is first served.
    const accepted = new Map<string, number>()
    const served = new Map<string, number>()
    let since = 0
    const client = (async () => {
      while (polling) {
        const page = (await (await fetch(`${api}/v1/events?since=${since}&limit=500`)).json()) as {
          data: Array<{ event_id: number; accession: string; event_type: string }>
          meta: { next_since: number | null }
        }
        const at = Date.now()
        for (const e of page.data)
          if (
            e.event_type === 'new_date_assigned' &&
            accepted.has(e.accession) &&
            !served.has(e.accession)
          )
            served.set(e.accession, at)
        if (page.data.length) since = page.data[page.data.length - 1]!.event_id
        await new Promise((r) => setTimeout(r, 50))
      }
    })()

    const offsets = Array.from({ length: n }, () => Math.floor(random() * spreadMs)).sort(
      (a, b) => a - b,
    )
    const start = Date.now()
    const requestsBefore = sec.requests.length
    for (let k = 0; k < n; k++) {
      const wait = start + offsets[k]! - Date.now()
      if (wait > 0) await new Promise((r) => setTimeout(r, wait))
      const who = issuer(k % ISSUERS)
      const now = new Date()
      // Dates 3 days apart per release: never a three-month move of another release's date.
      const pdufa = new Date(Date.UTC(now.getUTCFullYear() + 1, 0, 5) + k * 3 * 86_400_000)
      const filing = benchFiling(1000 + k, who, now, [
        `${who.company} (Nasdaq: ${who.ticker}) today announced that the U.S. Food and Drug Administration has accepted its New Drug Application for ${drugName(k)} for the treatment of an invented disease number ${k}. The FDA assigned a Prescription Drug User Fee Act (PDUFA) target action date of ${MONTHS[pdufa.getUTCMonth()]} ${pdufa.getUTCDate()}, ${pdufa.getUTCFullYear()}.`,
        `About ${who.company}. The company develops medicines that exist only in this benchmark.`,
      ])
      accepted.set(filing.accession, now.getTime())
      sec.addFiling(filing)
    }
    const drainDeadline = Date.now() + 90_000
    while (served.size < n && Date.now() < drainDeadline)
      await new Promise((r) => setTimeout(r, 100))
    polling = false
    await client
    const seconds = (Date.now() - start) / 1000
    const requests = sec.requests.length - requestsBefore

    const rows = await store.query<{ accession: string; published: string }>(
      `SELECT accession, toString(toUnixTimestamp64Milli(published_at)) AS published FROM {db:Identifier}.poller_filings FINAL WHERE published_at IS NOT NULL`,
    )
    const publishedAt = new Map(rows.map((r) => [r.accession, Number(r.published)]))
    // The fake SEC logs arrivals on performance.now(): the first request for a filing (its complete
    // submission text file, or an index page before one request per filing) is when an Atom run reached it.
    const wallOfPerf = Date.now() - performance.now()
    const fetchStart = new Map<string, number>()
    for (const r of sec.requests) {
      const m = /\/(\d{10}-\d{2}-\d{6})(?:-index\.html?|\.txt)$/.exec(r.path)
      if (m && !fetchStart.has(m[1]!)) fetchStart.set(m[1]!, r.at + wallOfPerf)
    }
    const runStarts = sec.requests
      .slice(requestsBefore)
      .filter(atomRunStart)
      .map((r) => r.at)
    const periods = runStarts
      .slice(1)
      .map((at, i) => (at - runStarts[i]!) / 1000)
      .sort((a, b) => a - b)
    const total: number[] = []
    const toFetch: number[] = []
    const toTopic: number[] = []
    const toEvent: number[] = []
    for (const [accession, at] of accepted) {
      const seen = served.get(accession)
      if (seen === undefined) continue
      total.push((seen - at) / 1000)
      const fetchedAt = fetchStart.get(accession)
      const pub = publishedAt.get(accession)
      if (fetchedAt === undefined || pub === undefined) continue
      toFetch.push((fetchedAt - at) / 1000)
      toTopic.push((pub - at) / 1000)
      toEvent.push((seen - pub) / 1000)
    }
    if (total.length === 0 || toTopic.length === 0)
      throw new Error(`no release was served within 90 s of the last acceptance (${n} accepted)`)
    for (const list of [total, toFetch, toTopic, toEvent]) list.sort((a, b) => a - b)
    const round = (x: number) => Math.round(x * 100) / 100
    return {
      atom_interval_s: config.ATOM_INTERVAL_SECONDS,
      filings: n,
      served: total.length,
      missed: n - total.length,
      filing_to_event_p50_s: round(percentile(total, 50)),
      filing_to_event_p90_s: round(percentile(total, 90)),
      filing_to_event_p99_s: round(percentile(total, 99)),
      filing_to_event_max_s: round(total[total.length - 1]!),
      atom_run_period_p50_s: round(percentile(periods, 50)),
      atom_run_period_max_s: round(periods[periods.length - 1] ?? 0),
      filing_to_fetch_start_p50_s: round(percentile(toFetch, 50)),
      filing_to_fetch_start_p99_s: round(percentile(toFetch, 99)),
      filing_to_topic_p50_s: round(percentile(toTopic, 50)),
      filing_to_topic_p99_s: round(percentile(toTopic, 99)),
      topic_to_event_p50_s: round(percentile(toEvent, 50)),
      topic_to_event_p99_s: round(percentile(toEvent, 99)),
      sec_requests_per_s: round(requests / seconds),
    }
  } finally {
    polling = false
    for (const service of running.reverse()) await service.stop().catch(() => undefined)
    await runtime.bus.close().catch(() => undefined)
    await sec.close()
    if (!options.store) {
      await store.command('DROP DATABASE IF EXISTS {db:Identifier}').catch(() => undefined)
      await store.close()
    }
    rmSync(busDir, { recursive: true, force: true })
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
}
