/**
 * `npm start` (the embedded default) reading hostile filings: the fake SEC on loopback puts one
 * 8-K per hostile family (test/support/hostile-filings.ts: repeated dates and phrases, whitespace
 * and no-break-space runs, deep nesting, a huge table, binary junk, long documents; each up to
 * 150 k units) of a universe filer in the Atom feed. What a user checks, from outside the process:
 * - `/health` answers every request while they are read, each within HEALTH_BOUND_MS (each request
 *   timed from a thread of the test's own, from start-up until the largest hostile filing has had
 *   its whole extraction budget and 10 s more; the API shares its process with the poller and the
 *   consume loops, so a step that blocks the event loop shows here);
 * - the process stays up;
 * - an ordinary release accepted right after them is served on /v1/events within SERVED_WITHIN_MS
 *   of its acceptance (nothing hostile holds the filings behind it for ever).
 */
import { expect } from 'chai'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../deploy/kafka/broker.js'
import { startFakeSec, type FakeFiling, type FakeSec } from '../poller/fake-sec.js'
import { npmStart, stopGroup } from '../support/npm-start.js'
import { hostileFamilies } from '../support/hostile-filings.js'
import { waitFor } from '../support/wait.js'
import { startHealthProber, type HealthTiming } from '../support/health-prober.js'
import {
  DEFAULT_EXTRACTION_BUDGET_MS,
  DEFAULT_EXTRACTION_BUDGET_MS_PER_MILLION_CHARS,
} from '../../services/extractor/extraction-pool.js'

/**
 * The issue's bars: every /health within 1 s (answered from the store probe's last result, never
 * held by a busy chDB session; only a step that holds the event loop can break it), and the
 * ordinary release served within 20 s of its acceptance (the extractor's partitions consumed
 * concurrently, each filing published as soon as it and those handed over before it are extracted
 * or 2 s have passed, small filings first in the pool's queue: a stranger's filing holds one
 * worker, not the filings behind it). The figures are printed
 * with each run. Measured on a loaded two-core machine (load average 10-21, other test suites
 * running): the ordinary release served 3.7-15.8 s after acceptance over fourteen runs; /health
 * p99 0.26-0.95 s, the slowest request 0.47-1.8 s, over 1 s in five of the last eight runs (one or two
 * requests of ~350: CPU starvation of the whole machine, or a main-thread step such as the API's
 * event index refresh; services/extractor/README.md, "Extraction in worker threads"). Before issue 28's whole-service work: 35 s, and /health up to 4 s.
 */
const HEALTH_BOUND_MS = 1_000
const SERVED_WITHIN_MS = 20_000
/**
 * Each family at the scale of the attacks seen (a 36 kB exhibit of 3,000 dates took 37 s; a 150 kB
 * run of spaces 10-40 s): large enough that a super-linear step takes tens of seconds.
 */
const MAX_FAMILY_SIZE = 150_000

/** The extraction budget of the largest of them at the defaults (an upper bound: HTML shrinks to its text). */
function longestBudgetMs(filings: FakeFiling[]): number {
  const chars = Math.max(...filings.map((f) => f.documents.reduce((n, d) => n + d.body.length, 0)))
  return (
    DEFAULT_EXTRACTION_BUDGET_MS + (DEFAULT_EXTRACTION_BUDGET_MS_PER_MILLION_CHARS * chars) / 1e6
  )
}

/** The hostile filer, and the issuer of the ordinary release (another universe filer). */
const HOSTILE = { cik: '0001977001', company: 'Quillmarsh Therapeutics, Inc.', ticker: 'QMSH' }
const ORDINARY = { cik: '0001977002', company: 'Fernbrook Biologics, Inc.', ticker: 'FNBK' }

function filing(
  who: typeof HOSTILE,
  n: number,
  acceptedAt: Date,
  exhibit: { name: string; body: string },
): FakeFiling {
  const date = acceptedAt.toISOString().slice(0, 10)
  return {
    accession: `0001977001-${date.slice(2, 4)}-${String(n).padStart(6, '0')}`,
    cik: who.cik,
    company: who.company,
    tickers: [who.ticker],
    form: '8-K',
    filedDate: date,
    acceptedAt: acceptedAt.toISOString(),
    sic: '2834',
    notInEfts: true,
    documents: [
      {
        name: `qm${n}8k.htm`,
        type: '8-K',
        description: '8-K',
        body: `<html><body><p>FORM 8-K</p><p>${who.company}</p><p>Item 8.01 Other Events. The Company furnishes Exhibit 99.1.</p></body></html>`,
      },
      { name: exhibit.name, type: 'EX-99.1', description: 'EXHIBIT 99.1', body: exhibit.body },
    ],
  }
}

describe('npm start reading hostile filings (fake SEC on loopback)', function () {
  this.timeout(360_000)
  let sec: FakeSec | null = null
  let started: ReturnType<typeof npmStart> | null = null
  let dataDir = ''

  after(async () => {
    if (started) await stopGroup(started.child)
    await sec?.close()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers every /health while it reads them, stays up, and serves an ordinary release accepted right after them', async function () {
    const first = new Date(Date.now() - 60_000)
    const hostile = hostileFamilies.map((family, i) => {
      const text = family.build(Math.min(family.benchSize, MAX_FAMILY_SIZE))
      // HTML families as an .htm exhibit (the HTML cleanup), the others as a plain-text exhibit.
      const name = family.step === 'html' ? `qm${i}ex991.htm` : `qm${i}ex991.txt`
      return filing(HOSTILE, 100 + i, new Date(first.getTime() + i * 1000), { name, body: text })
    })
    // The ordinary issuer's earlier 8-K: a filer the service has seen, as most are.
    const known = filing(ORDINARY, 99, new Date(first.getTime() - 1000), {
      name: 'fb99ex991.htm',
      body: `<html><body><p>${ORDINARY.company} appointed a director.</p></body></html>`,
    })
    sec = await startFakeSec({ filings: [known, ...hostile] })
    dataDir = mkdtempSync(join(tmpdir(), 'hostile-run-'))
    const port = await freePort()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEC_USER_AGENT: 'Hostile Drill ops@catalyst-drills.org',
      SEC_WWW_URL: sec.url,
      SEC_EFTS_URL: sec.url,
      SEC_DATA_URL: sec.url,
      PAYMENTS_ENABLED: 'false',
    }
    for (const key of [
      'KAFKA_BROKERS',
      'CLICKHOUSE_URL',
      'SCHEMA_REGISTRY_URL',
      'POLLER_ENABLED',
      'ATOM_INTERVAL_SECONDS',
      'FDA_API_URL',
      'ATTEST_RPC_URL',
      'EVM_RPC_URL',
    ])
      delete env[key]
    started = npmStart(env)
    const { child, output } = started
    const base = `http://127.0.0.1:${port}`
    await waitFor(
      async () => (await fetch(`${base}/health`).catch(() => null))?.status === 200 || null,
      { timeoutMs: 120_000, what: '/health after start-up' },
    )

    // From here on, every /health request is timed, one after another, from a thread of its own.
    const prober = startHealthProber(`${base}/health`)
    let timings: HealthTiming[] = []

    try {
      // Every hostile filing is fetched (one request each: its complete submission text file).
      const fetched = (f: FakeFiling) =>
        sec!.requests.some((r) => r.path.endsWith(`/${f.accession}.txt`))
      await waitFor(async () => hostile.every(fetched) || null, {
        timeoutMs: 120_000,
        intervalMs: 200,
        what: 'every hostile filing fetched',
      })
      // /health is timed until the slowest of them has had its whole extraction budget and more.
      const readUntil = Date.now() + longestBudgetMs(hostile) + 10_000

      // Right after them, an ordinary release with a new PDUFA date.
      const acceptedAt = new Date()
      const pdufa = `March 18, ${acceptedAt.getUTCFullYear() + 1}`
      const ordinary = filing(ORDINARY, 900, acceptedAt, {
        name: 'fb900ex991.htm',
        body: `<html><body><p>${ORDINARY.company} (Nasdaq: ${ORDINARY.ticker}) today announced that the U.S. Food and Drug Administration has accepted its New Drug Application for quillomab for the treatment of an invented disease. The FDA assigned a Prescription Drug User Fee Act (PDUFA) target action date of ${pdufa}.</p></body></html>`,
      })
      sec.addFiling(ordinary)
      const servedAt = await waitFor(
        async () => {
          const r = await fetch(`${base}/v1/events?since=0&limit=500`).catch(() => null)
          if (r?.status !== 200) return null
          const page = (await r.json()) as { data: Array<{ accession: string }> }
          return page.data.some((e) => e.accession === ordinary.accession) ? Date.now() : null
        },
        {
          timeoutMs: SERVED_WITHIN_MS + 30_000,
          intervalMs: 200,
          what: 'the ordinary release on /v1/events',
        },
      ).catch((error: Error) => {
        throw new Error(`${error.message}\n${output().slice(-4000)}`)
      })
      console.log(`ordinary release served ${servedAt - acceptedAt.getTime()} ms after acceptance`)
      expect(servedAt - acceptedAt.getTime(), 'acceptance to served event (ms)').to.be.below(
        SERVED_WITHIN_MS,
      )
      while (Date.now() < readUntil && child.exitCode === null)
        await new Promise((r) => setTimeout(r, 200))
    } finally {
      timings = await prober.stop()
      const sorted = timings.map((t) => t.ms).sort((a, b) => a - b)
      const slow = timings.filter((t) => t.ms >= HEALTH_BOUND_MS)
      console.log(
        `/health: ${timings.length} requests, p50 ${sorted[sorted.length >> 1]?.toFixed(0)} ms, p99 ${sorted[Math.floor(sorted.length * 0.99)]?.toFixed(0)} ms, max ${sorted[sorted.length - 1]?.toFixed(0)} ms, statuses ${[...new Set(timings.map((t) => t.status))].join(',')}${slow.length ? `; over ${HEALTH_BOUND_MS} ms at ${slow.map((t) => `${new Date(t.at).toISOString().slice(11, 23)} (${t.ms.toFixed(0)} ms)`).join(', ')}` : ''}`,
      )
    }

    expect(child.exitCode, output()).to.equal(null)
    expect(child.signalCode).to.equal(null)
    expect(timings.length).to.be.above(20)
    const slowest = timings.reduce((m, t) => (t.ms > m.ms ? t : m))
    // 200, or 503 when the store's probe has not answered for 5 s: answered either way.
    expect(
      timings.every((t) => t.status === 200 || t.status === 503),
      'every /health answered',
    ).to.equal(true)
    expect(slowest.ms, `slowest of ${timings.length} /health requests (ms)`).to.be.below(
      HEALTH_BOUND_MS,
    )
  })
})
