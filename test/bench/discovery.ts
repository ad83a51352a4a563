/**
 * Discovery benchmark on a simulated clock: a backfill of one year of EDGAR's daily form index
 * (`npm run backfill` minus the quarterly files, so every business day costs its own index request)
 * plus the full-text lane over the same weeks, at SEC_MAX_RPS = 10.
 *
 * The SEC is an in-memory transport speaking the real formats (the fake SEC's daily index, filing
 * index pages, submissions records and EFTS answers, phrase searches and filer searches by `ciks`,
 * test/poller/fake-sec.ts). The token bucket is
 * the bottleneck of a real run (one request every 1000 / (10 × 0.98) ms), so the transport advances
 * a simulated clock by that interval per request instead of sleeping; everything else (parsing,
 * SIC lookups, dedupe in chDB, publishing on the in-process bus) runs for real. The year is
 * synthetic, with volumes near EDGAR's (see `defaults`): 8-K/6-K rows per business day, distinct
 * filers, the share of them in the SIC universe, exhibits per filing, partner releases found only
 * by full-text search.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { fixedClock } from '../../services/shared/clock.js'
import { loadConfig } from '../../services/shared/config.js'
import { createLogger } from '../../services/shared/logger.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { createStore } from '../../services/shared/store/clickhouse.js'
import { applyMigrations } from '../../services/shared/store/migrations.js'
import type { FetchLike } from '../../services/poller/sec-client.js'
import { RATE_SAFETY } from '../../services/poller/sec-pacing.js'
import { runBackfill } from '../../services/poller/backfill.js'
import { topics } from '../../topology/topics.js'
import {
  dailyFormIndex,
  eftsResponse,
  filingIndexHtml,
  submissionText,
  submissionsRecord,
  type FakeFiling,
} from '../poller/fake-sec.js'

export const defaults = {
  year: 2025,
  /** 8-K and 6-K filings (with amendments) per business day: about 65,000 + 27,000 a year. */
  eightKPerDay: 260,
  sixKPerDay: 110,
  /** Distinct 8-K/6-K filers over a year, and those with SIC 2833-2836/8731. */
  filers: 10_500,
  universeFilers: 1_200,
  /** Universe filers file more 8-Ks than the average filer (financings, trial news): weight of one of their filings. */
  universeWeight: 1.4,
  /** Rows of other forms per day (Form 4, 10-Q, S-1, ...): the daily file is mostly these. */
  otherRowsPerDay: 3_000,
  /** Releases of filers outside the universe (partners, royalty holders) naming a PDUFA date, per week. */
  partnerReleasesPerWeek: 3,
  /** Last day of the backfill (default: the year's last day); a shorter run for a smoke test. */
  to: '',
}

/** A small deterministic PRNG (mulberry32), so every run benches the same year. */
function prng(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const COVER =
  '<html><body><p>UNITED STATES SECURITIES AND EXCHANGE COMMISSION</p><p>FORM 8-K</p><p>Item 8.01 Other Events.</p></body></html>'
const ORDINARY =
  '<html><body><p>The company reported results for the quarter and updated its outlook.</p></body></html>'
const SLIDES =
  '<html><body><p>Corporate presentation: pipeline, milestones, cash runway.</p></body></html>'
const DISCLOSURE =
  '<html><body><p>The FDA has accepted the application and set a PDUFA target action date of October 3, 2025.</p></body></html>'
const PARTNER =
  '<html><body><p>Our licensee announced a PDUFA target action date of November 14, 2025; we are entitled to royalties.</p></body></html>'

interface Year {
  byDay: Map<string, FakeFiling[]>
  firstByCik: Map<string, FakeFiling>
  byFolder: Map<string, FakeFiling>
  all: FakeFiling[]
  sicOf: Map<string, string>
  days: string[]
}

function businessDays(year: number): string[] {
  const days: string[] = []
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 86_400_000) {
    const d = new Date(t)
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10))
  }
  return days
}

function buildYear(o: typeof defaults): Year {
  const random = prng(20250101)
  const days = businessDays(o.year).filter((d) => !o.to || d <= o.to)
  const sicOf = new Map<string, string>()
  const filerCik = (i: number) => String(3_000_000 + i).padStart(10, '0')
  for (let i = 0; i < o.filers; i++)
    sicOf.set(
      filerCik(i),
      i < o.universeFilers
        ? ['2834', '2836', '2835', '8731', '2833'][i % 5]!
        : ['6794', '7372', '6022', '3841', '1311', '6770'][i % 6]!,
    )
  // Universe filers drawn with their weight.
  const pick = () => {
    const u = o.universeFilers * o.universeWeight
    const x = random() * (u + (o.filers - o.universeFilers))
    return x < u ? Math.floor(x / o.universeWeight) : o.universeFilers + Math.floor(x - u)
  }
  const byDay = new Map<string, FakeFiling[]>()
  const byFolder = new Map<string, FakeFiling>()
  const all: FakeFiling[] = []
  const firstByCik = new Map<string, FakeFiling>()
  let seq = 0
  days.forEach((day) => {
    const list: FakeFiling[] = []
    const add = (filer: number, form: string, body: string) => {
      seq++
      const cik = filerCik(filer)
      const accession = `0001${String(Math.floor(seq / 1e6)).padStart(6, '0')}-${String(o.year).slice(2)}-${String(seq % 1e6).padStart(6, '0')}`
      const documents = [
        { name: `f${seq}.htm`, type: form, body: COVER },
        { name: `f${seq}ex991.htm`, type: 'EX-99.1', body },
      ]
      if (seq % 3 === 0) documents.push({ name: `f${seq}ex992.htm`, type: 'EX-99.2', body: SLIDES })
      const f: FakeFiling = {
        accession,
        cik,
        company: `Filer ${filer} Inc.`,
        form,
        filedDate: day,
        acceptedAt: `${day}T14:00:00.000Z`,
        documents,
        sic: sicOf.get(cik),
        // Full-text search indexes every 8-K/6-K; the phrase queries find only the ones with a phrase.
        notInEfts: false,
        notInAtom: true,
      }
      list.push(f)
      if (!firstByCik.has(cik)) firstByCik.set(cik, f)
      byFolder.set(accession.replace(/-/g, ''), f)
      all.push(f)
    }
    for (let i = 0; i < o.eightKPerDay + o.sixKPerDay; i++) {
      const filer = pick()
      const form =
        i < o.eightKPerDay ? (random() < 0.06 ? '8-K/A' : '8-K') : random() < 0.04 ? '6-K/A' : '6-K'
      const disclosure = filer < o.universeFilers && random() < 0.03
      add(filer, form, disclosure ? DISCLOSURE : ORDINARY)
    }
    // Partner releases spread over the week's days.
    if (random() < o.partnerReleasesPerWeek / 5)
      add(o.universeFilers + Math.floor(random() * (o.filers - o.universeFilers)), '8-K', PARTNER)
    byDay.set(day, list)
  })
  return { byDay, firstByCik, byFolder, all, sicOf, days }
}

/** Other forms' rows, appended to each day's index so it has the real file's bulk. */
function otherRows(day: string, n: number): string {
  const lines: string[] = []
  for (let i = 0; i < n; i++) {
    const form = ['4', '4', '4', '10-Q', 'SC 13G/A', '424B2', 'S-1', '13F-HR'][i % 8]!
    const cik = 5_000_000 + i
    lines.push(
      `${form.padEnd(17)}${`Other Filer ${i}`.padEnd(60)}  ${String(cik).padEnd(12)}${day.replace(/-/g, '').padEnd(12)}edgar/data/${cik}/000${cik}-${day.slice(2, 4)}-${String(i).padStart(6, '0')}.txt`,
    )
  }
  return lines.join('\r\n')
}

export async function runDiscoveryBench(
  options: Partial<typeof defaults> = {},
): Promise<Record<string, number>> {
  const o = { ...defaults, ...options }
  const year = buildYear(o)
  const base = 'https://www.sec.gov'
  const intervalMs = 1000 / (10 * RATE_SAFETY)
  const clock = fixedClock(`${o.year}-01-01T00:00:00.000Z`)
  const counts: Record<string, number> = {
    index: 0,
    submissions: 0,
    submission_files: 0,
    filing_index: 0,
    documents: 0,
    search: 0,
    filer_search: 0,
  }
  const send = (status: number, type: string, body: string) =>
    new Response(body, { status, headers: { 'content-type': type } })
  const accessDenied =
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>'
  const transport: FetchLike = async (input) => {
    clock.advance(intervalMs) // the token bucket's spacing: the run's simulated time
    const url = new URL(input)
    const path = url.pathname
    // No quarterly files here: the benchmark measures a year of daily files (a real backfill reads four quarterly ones instead).
    if (path.startsWith('/Archives/edgar/full-index/')) {
      counts.index!++
      return send(403, 'application/xml', accessDenied)
    }
    const daily = /\/daily-index\/\d{4}\/QTR\d\/form\.(\d{4})(\d{2})(\d{2})\.idx$/.exec(path)
    if (daily) {
      counts.index!++
      const day = `${daily[1]}-${daily[2]}-${daily[3]}`
      const list = year.byDay.get(day)
      if (!list) return send(403, 'application/xml', accessDenied)
      return send(
        200,
        'text/plain',
        `${dailyFormIndex(list, day).trimEnd()}\r\n${otherRows(day, o.otherRowsPerDay)}\r\n`,
      )
    }
    const sub = /^\/submissions\/CIK(\d{10})\.json$/.exec(path)
    if (sub) {
      counts.submissions!++
      const first = year.firstByCik.get(sub[1]!)
      if (!first)
        return send(
          404,
          'application/xml',
          '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        )
      return send(200, 'application/json', JSON.stringify(submissionsRecord([first], sub[1]!)))
    }
    if (path === '/LATEST/search-index') {
      // A search by filers (no phrase) reads their SIC codes; the phrase searches find disclosures.
      if (url.searchParams.has('ciks')) counts.filer_search!++
      else counts.search!++
      const day = url.searchParams.get('startdt') ?? ''
      const end = url.searchParams.get('enddt') ?? ''
      const window = year.days
        .filter((d) => d >= day && d <= end)
        .flatMap((d) => year.byDay.get(d) ?? [])
      return send(
        200,
        'application/json',
        JSON.stringify(eftsResponse(window, url.searchParams, 10_000).body),
      )
    }
    const m = /^\/Archives\/edgar\/data\/\d+\/(\d{18})\/(.+)$/.exec(path)
    const filing = m ? year.byFolder.get(m[1]!) : undefined
    if (filing && m![2] === `${filing.accession}.txt`) {
      counts.submission_files!++
      return send(200, 'text/plain', submissionText(filing))
    }
    if (filing && m![2]!.endsWith('-index.htm')) {
      counts.filing_index!++
      return send(200, 'text/html', filingIndexHtml(filing, base))
    }
    const doc = filing?.documents.find((d) => d.name === m![2])
    if (doc) {
      counts.documents!++
      return send(200, 'text/html', doc.body)
    }
    return send(403, 'application/xml', accessDenied)
  }

  const logger = createLogger({ level: 'silent', name: 'bench' })
  const store = createStore(
    loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'discovery-bench-')) }),
    logger,
    { database: `bench_discovery_${randomBytes(4).toString('hex')}` },
  )
  await applyMigrations(store, logger)
  const bus = createInProcessBus({
    serde: createAvroSerde(),
    logger,
    topicPrefix: `bench${randomBytes(3).toString('hex')}.`,
  })
  await bus.ensureTopics([topics.filings])
  const config = loadConfig({
    SEC_USER_AGENT: 'Catalyst Feed Bench ops@catalyst-feed.example',
    SEC_WWW_URL: base,
    SEC_EFTS_URL: 'https://efts.sec.gov',
    SEC_DATA_URL: 'https://data.sec.gov',
  })
  const cpu = process.cpuUsage()
  const wall = performance.now()
  let shownDays = -1
  try {
    const result = await runBackfill({
      config,
      store,
      bus,
      logger,
      clock,
      fetch: transport,
      rateLimit: false,
      concurrency: 4,
      from: `${o.year}-01-01`,
      to: o.to || `${o.year}-12-31`,
      windowDays: 7,
      onProgress: (p) => {
        if (p.daysDone === shownDays) return
        shownDays = p.daysDone
        process.stderr.write(
          `  discovery bench: ${p.daysDone}/${p.daysTotal} days, ${p.published} published, ${p.requests} requests\n`,
        )
      },
    })
    const requests = Object.values(counts).reduce((a, b) => a + b, 0)
    const hours = (requests * intervalMs) / 3_600_000
    const universeFilings = year.all.filter((f) =>
      (year.sicOf.get(f.cik) ?? '').match(/^(2833|2834|2835|2836|8731)$/),
    ).length
    const used = process.cpuUsage(cpu)
    return {
      filings_listed_8k_6k: result.listed,
      filings_in_universe: universeFilings,
      filings_published: result.published,
      partner_releases_found_by_search: year.all.filter((f) => f.documents[1]!.body === PARTNER)
        .length,
      requests_total: requests,
      requests_index: counts.index!,
      requests_submissions: counts.submissions!,
      requests_submission_files: counts.submission_files!,
      requests_filing_index: counts.filing_index!,
      requests_documents: counts.documents!,
      requests_search: counts.search!,
      requests_filer_search: counts.filer_search!,
      requests_per_filing_kept: round(requests / Math.max(1, result.published)),
      fetch_requests_per_filing_kept: round(
        (counts.submission_files! + counts.filing_index! + counts.documents!) /
          Math.max(1, result.published),
      ),
      filings_per_hour: Math.round(result.published / hours),
      hours_per_backfill_year: round(hours),
      requests_per_business_day: Math.round(requests / year.days.length),
      cpu_seconds: round((used.user + used.system) / 1e6),
      wall_seconds: round((performance.now() - wall) / 1000),
    }
  } finally {
    await bus.close()
    await store.command('DROP DATABASE IF EXISTS {db:Identifier}').catch(() => undefined)
    await store.close()
  }
}

function round(x: number, digits = 2): number {
  const f = 10 ** digits
  return Math.round(x * f) / f
}
