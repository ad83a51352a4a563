/**
 * `npm run bench [-- name ...]`: runs each stage's benchmark, prints the numbers, and writes them
 * into the README between the bench markers, with the machine and the date. Every benchmark
 * measures against a reference taken in the same run (bare Koa, the unthrottled path, ...), so the
 * ratios mean something on any machine; none of this is asserted in a test.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { printed, withBenchSection, type BenchGoal, type BenchResults } from './readme-section.js'

type Bench = () => Promise<Record<string, number>>

const benches: Record<string, { what: string; run: Bench; goals?: BenchGoal[] }> = {
  poller: {
    what: 'backfill through a fake SEC on loopback: limit off (parsing-bound) and 10/s limit on',
    run: async () => (await import('./poller.js')).runPollerBench(),
  },
  discovery: {
    what: 'a year of the daily form index (synthetic, EDGAR-like volumes) plus the full-text lane, at SEC_MAX_RPS 10 on a simulated clock',
    run: async () => (await import('./discovery.js')).runDiscoveryBench(),
  },
  atom_latency: {
    what: 'filing-to-event latency through the Atom lane: the whole embedded runtime against the fake SEC, defaults (ATOM_INTERVAL_SECONDS 6, SEC_MAX_RPS 10), 100 releases of 20 known SIC-2834 issuers accepted at random over 240 s, a client polling /v1/events every 50 ms (percentiles nearest-rank, seconds from acceptance)',
    run: async () => (await import('./atom-latency.js')).runAtomLatencyBench(),
  },
  extractor: {
    what: "≥1,000 realistic full-length filings (cover page, exhibits, forward-looking boilerplate), timed warm: after a warm-up pass over 1,000 filings of another seed, on one thread and through the two-worker pool; cold: that warm-up pass, a fresh thread's first 1,000 filings",
    run: async () => ({ ...(await (await import('./extractor.js')).runExtractorBench()) }),
    goals: [
      {
        metric: 'poolDocsPerSec',
        atLeast: 500,
        text: 'extraction ≥ 500 documents/s (issues 28, 29): the stage through its worker pool, warm',
      },
    ],
  },
  hostile: {
    what: 'hostile filing text through each text step (HTML cleanup, plain-text cleanup, extractor), family by family: CPU time at 2n over CPU time at n, the median of 5-15 passes each timing fresh inputs at n and 2n back to back (linear: about 2; target at most 2.3)',
    run: async () => (await import('./hostile.js')).runHostileBench(),
  },
  catalysts: {
    what: 'a 50,000-assertion backfill through the catalysts stage into chDB (in-process bus), beside the pure core alone; memory per 10,000 live catalysts',
    run: async () => (await import('./catalysts.js')).runCatalystsBench(),
  },
  api: {
    what: '/v1/catalysts/upcoming over 1,000 catalysts and an events page (limit 500) over 100,000 events, beside bare Koa',
    run: async () => (await import('./api.js')).runApiBench(),
  },
  events_store: {
    what: "an API replica over a large history (EVENTS_BENCH_SIZE, default 1,000,000 invented events in chDB, 1,000 records of 250 issuers), in its own process, real HTTP, limit 500: its start-up (store open, upcoming snapshot, listen: answering, the event index loading behind the answers) and the event index load of the whole history timed apart, then the background copy of every record's events (replica_runs_copied_ms), resident memory; pages timed once the index is loaded and the copies made: head pages (since within 1,000 of the head); deep pages (since uniform below the newest 50,000); deep ticker-filtered pages (one issuer, 1 event in 250); a client draining the whole history from since=0, and one ticker's, page after page; every paid page first catches up to the committed head (read-your-writes); the reference in the same run: the same 500-event body from a plain node:http server in the replica's process, alternating with every timed page (each kind's p99 as a ratio to the reference's timed beside it); the collector's pauses while the pages were timed; and the store path (the path of every page while the index loads) in a replica whose index holds only the newest event: head, deep and ticker pages",
    run: async () => (await import('./events-store.js')).runEventsStoreBench(),
    goals: [
      { metric: 'head_page_p99_ms', below: 20, text: 'head page p99 < 20 ms' },
      { metric: 'deep_page_p99_ms', below: 20, text: 'deep page p99 < 20 ms' },
      { metric: 'deep_ticker_page_p99_ms', below: 20, text: 'deep ticker page p99 < 20 ms' },
      { metric: 'full_drain_s', below: 30, text: 'full drain of 1,000,000 events < 30 s' },
      { metric: 'replica_start_ms', below: 5000, text: 'replica start < 5 s' },
      {
        metric: 'replica_index_loaded_ms',
        below: 5000,
        text: 'event index loaded < 5 s (every page from the index, none from the store path)',
      },
      { metric: 'replica_peak_rss_mb', below: 1024, text: 'replica resident memory < 1 GiB' },
    ],
  },
  'embedded-memory': {
    what: '100,000 invented filings (16 kB of text each) published to and consumed from the on-disk in-process bus: resident set of that process',
    run: async () => (await import('./embedded-memory.js')).runEmbeddedMemoryBench(),
  },
  payments: {
    what: 'x402 on local chains: latency a paid request adds over the same free request (verify + settle); on Base, the ratio of a paid request to the chain’s own cost of one settlement (transferWithAuthorization sent and its receipt read, no gate), the two alternating so both see the same load; and the 402 challenge path',
    run: async () => (await import('./payments.js')).runPaymentsBench(),
  },
}

const root = join(import.meta.dirname, '..', '..')
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  process.stdout.write(
    `usage: npm run bench [-- name ...]\n  runs each named benchmark (all when none is named) and rewrites its README section\n  benches: ${Object.keys(benches).join(', ')}\n`,
  )
  process.exit(0)
}
const wanted = process.argv.slice(2).filter((a) => a !== '--')
const selected = wanted.length ? wanted : Object.keys(benches)
const unknown = selected.filter((name) => !benches[name])
if (unknown.length) {
  process.stderr.write(
    `unknown bench ${unknown.join(', ')}; known: ${Object.keys(benches).join(', ')}\n`,
  )
  process.exit(64)
}

const results: Record<string, Record<string, number>> = {}
for (const name of selected) {
  process.stderr.write(`bench ${name}: ${benches[name]!.what}\n`)
  results[name] = await benches[name]!.run()
  for (const [metric, value] of Object.entries(results[name]!))
    process.stdout.write(`${name}\t${metric}\t${printed(value)}\n`)
}

// Keep the README's numbers current for the benches that ran; others keep their last figures. The
// record of what was printed (last-run.json) is the source; the README section is rendered from it
// (readme-section.ts, checked by test/shared/readme-bench.test.ts).
const resultsPath = join(import.meta.dirname, 'last-run.json')
const recorded: BenchResults = existsSync(resultsPath)
  ? (JSON.parse(readFileSync(resultsPath, 'utf8')) as BenchResults)
  : {}
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`
for (const [name, metrics] of Object.entries(results)) {
  recorded[name] = {
    what: benches[name]!.what,
    measured: new Date().toISOString().slice(0, 10),
    machine,
    metrics: Object.fromEntries(Object.entries(metrics).map(([m, v]) => [m, printed(v)])),
    ...(benches[name]!.goals ? { goals: benches[name]!.goals } : {}),
  }
}
writeFileSync(resultsPath, `${JSON.stringify(recorded, null, 2)}\n`)
const readmePath = join(root, 'README.md')
writeFileSync(readmePath, withBenchSection(readFileSync(readmePath, 'utf8'), recorded))
process.stderr.write('test/bench/last-run.json and the README.md benchmark section updated\n')
