/**
 * `npm run bench -- events_store`: /v1/events on a large history the way an API replica serves it
 * (no catalysts stage in the process: every paid read catches up to the committed head, which on
 * this chDB store, written by no one while the bench runs, is probed about once a second and reused
 * in between: services/api/read-model/commit-head.ts; a replica over a ClickHouse server probes it
 * per paid read). Seeds EVENTS_BENCH_SIZE invented events (default 1,000,000; ids dense, 1,000 records of
 * 250 issuers, each with the attestation uid the catalysts stage stores) into a fresh chDB
 * database, merges it (OPTIMIZE FINAL, as a long-lived store's parts are), then starts the replica
 * in its own process (events-replica-child.ts) and measures over real HTTP on loopback:
 *   - replica start-up (store open, snapshot, listen: answering; then the event index load of the
 *     whole history, timed apart as replica_index_loaded_ms, and the copies of every record's events
 *     it starts in the background, as replica_runs_copied_ms; pages are timed after both) and its
 *     resident memory (the index's bytes live in a file: the page cache holds them, not the process);
 *   - head pages (since = head - 0..1,000, limit 500), p50 / p99;
 *   - deep pages (since uniform below the newest 50,000 events);
 *   - deep ticker-filtered pages (one issuer, 1 event in 250);
 *   - a client draining the whole history from since=0, and one ticker's, page after page;
 *   - the reference, in the same run: the same body (one page of 500) sent by a plain node:http
 *     server in the replica's process, each request alternating with a timed page so both see the
 *     same load: what moving and parsing such a body costs whatever the app does (ratios below);
 *   - the collector's pauses in the replica while the pages were timed;
 *   - the store path, in a replica holding only the newest event (eventIndex.window 1): the path
 *     that serves every page while a whole-history index is loading (head, deep and ticker pages
 *     as above, fewer of them).
 * Goals (issue 31, rendered with the figures in the README): pages p99 < 20 ms, full drain < 30 s,
 * start < 5 s, resident memory < 1 GiB.
 *
 * Seeding a million events takes minutes; with DATA_DIR and EVENTS_BENCH_DATABASE set, a database
 * of that name already holding EVENTS_BENCH_SIZE events is reused (and kept) instead.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { loadConfig } from '../../services/shared/config.js'
import { createLogger } from '../../services/shared/logger.js'
import { createStore, type Store } from '../../services/shared/store/clickhouse.js'
import { applyMigrations } from '../../services/shared/store/migrations.js'
import type { EventRow } from '../../services/catalysts/tables.js'
import { withAttestationUids } from '../../services/attest/batch-hook.js'

const REFERENCE = '2026-07-01'
const day = (offset: number) =>
  new Date(Date.parse(`${REFERENCE}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)

export async function seed(store: Store, size: number): Promise<void> {
  const records = Array.from({ length: 1_000 }, (_, i) => {
    const cik = String(1_000_000 + (i % 250)).padStart(10, '0')
    return {
      catalyst_id: i + 1,
      drug_name: `Benchmab-${i + 1}`,
      company: `Bench Bio ${i % 250} Inc.`,
      ticker: `BB${i % 250}`,
      tickers: [`BB${i % 250}`],
      cik,
      exposed_ciks: [cik],
      indication: 'An invented indication for a benchmark row',
      application_number: `NDA ${200_000 + i}`,
      date: day(1 + (i % 364)),
      accession: `0001000000-26-${String(i).padStart(6, '0')}`,
    }
  })
  await store.insert(
    'catalysts',
    records.map((r) => ({
      catalyst_id: r.catalyst_id,
      version: 1,
      drug_name: r.drug_name,
      drug_key: r.drug_name.toLowerCase(),
      company: r.company,
      ticker: r.ticker,
      tickers: r.tickers,
      cik: r.cik,
      indication: r.indication,
      application_number: r.application_number,
      pdufa_date: r.date,
      stage: 'set',
      confidence: 'high',
      date_confidence: 'confirmed',
      authority: 'llm_high',
      source_quote: `The FDA set a goal date of ${r.date} for ${r.drug_name}.`,
      source_accession: r.accession,
      source_url: `https://www.sec.gov/Archives/edgar/data/1000000/${r.accession}-index.htm`,
      last_updated: '2026-07-01 10:00:00.000',
      live: 1,
      published: 1,
      merged_into: null,
      exposed_ciks: r.exposed_ciks,
      human_locked: 0,
    })),
  )
  const chunk = 50_000
  for (let start = 0; start < size; start += chunk) {
    const rows = Array.from({ length: Math.min(chunk, size - start) }, (_, k): EventRow => {
      const id = start + k + 1
      const r = records[id % 1_000]!
      return {
        event_id: id,
        version: 1,
        deleted: 0,
        catalyst_id: r.catalyst_id,
        origin_catalyst_id: r.catalyst_id,
        event_type: id % 7 ? 'new_date_assigned' : 'date_extension',
        drug_name: r.drug_name,
        company: r.company,
        ticker: r.ticker,
        tickers: r.tickers,
        cik: r.cik,
        exposed_ciks: r.exposed_ciks,
        indication: r.indication,
        application_number: r.application_number,
        prior_date: id % 7 ? null : day(-30),
        new_date: r.date,
        delta_days: id % 7 ? null : 30,
        merged_into: null,
        outcome: null,
        confidence: 'high',
        date_confidence: 'confirmed',
        authority: 'llm_high',
        source_quote: `The FDA set a goal date of ${r.date} for ${r.drug_name}.`,
        detected_at: '2026-07-01 10:00:00.000',
        filed_at: '2026-07-01',
        applied: 1,
        date_changed: 1,
        accession: r.accession,
        source_url: `https://www.sec.gov/Archives/edgar/data/1000000/${r.accession}-index.htm`,
      }
    })
    // With the attestation uid the catalysts stage computes when it writes an event.
    await store.insert('events', withAttestationUids(rows))
    process.stderr.write(`\r  seeded ${start + rows.length} events`)
  }
  process.stderr.write('\n')
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

interface EventsBody {
  data: Array<{ event_id: number }>
  meta: { next_since: number | null; has_more: boolean }
}

async function page(url: string, since: number, filter: string): Promise<EventsBody> {
  const res = await fetch(`${url}/v1/events?since=${since}&limit=500${filter}`)
  const body = (await res.json()) as EventsBody
  if (res.status !== 200) throw new Error(`events page since ${since}: ${res.status}`)
  return body
}

async function timePages(
  url: string,
  sinces: number[],
  filter = '',
): Promise<{ p50: number; p99: number }> {
  const times: number[] = []
  for (const since of sinces) {
    const t0 = performance.now()
    const body = await page(url, since, filter)
    times.push(performance.now() - t0)
    if (body.data.length === 0) throw new Error(`events page since ${since}: no events`)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p99: percentile(times, 99) }
}

/** A client draining from since=0 to the head, page after page as the spec documents: events and seconds. */
async function drain(url: string, filter = ''): Promise<{ events: number; seconds: number }> {
  const t0 = performance.now()
  let since = 0
  let events = 0
  let last = 0
  for (;;) {
    const body = await page(url, since, filter)
    for (const e of body.data) {
      if (e.event_id <= last) throw new Error(`drain went back: ${e.event_id} after ${last}`)
      last = e.event_id
    }
    events += body.data.length
    if (!body.meta.has_more) break
    since = body.meta.next_since!
  }
  return { events, seconds: (performance.now() - t0) / 1000 }
}

interface GcPauses {
  count: number
  longest_ms: number
  total_ms: number
  full: number
  full_total_ms: number
}

/** Pages of `url`, each followed by the reference body from `bareUrl` (same load for both). */
async function timePaired(
  url: string,
  bareUrl: string,
  sinces: number[],
  filter = '',
): Promise<{ page: { p50: number; p99: number }; bare: { p50: number; p99: number } }> {
  const pages: number[] = []
  const bare: number[] = []
  for (const since of sinces) {
    let t0 = performance.now()
    const body = await page(url, since, filter)
    pages.push(performance.now() - t0)
    if (body.data.length === 0) throw new Error(`events page since ${since}: no events`)
    t0 = performance.now()
    const res = await fetch(bareUrl)
    const reference = (await res.json()) as EventsBody
    bare.push(performance.now() - t0)
    if (reference.data.length !== 500) throw new Error('reference page: not 500 events')
  }
  const stats = (times: number[]) => {
    times.sort((a, b) => a - b)
    return { p50: percentile(times, 50), p99: percentile(times, 99) }
  }
  return { page: stats(pages), bare: stats(bare) }
}

interface Replica {
  url: string
  /** The reference server: one page's bytes, sent as they are. */
  bareUrl: string
  startMs: number
  indexLoadedMs: number
  runsCopiedMs: number
  processStartMs: number
  rssMb: number
  /** Resident memory, and the collector's pauses since the last call. */
  memory(): Promise<{ rss_mb: number; peak_rss_mb: number; gc: GcPauses }>
  stop(): Promise<void>
}

/** The API replica in a child process (events-replica-child.ts) over the seeded store. */
async function startReplica(env: NodeJS.ProcessEnv): Promise<Replica> {
  const t0 = performance.now()
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'events-replica-child.ts')],
    { env, stdio: ['pipe', 'pipe', 'inherit'] },
  )
  const lines = createInterface({ input: child.stdout! })
  const waiting: Array<(line: string) => void> = []
  lines.on('line', (line) => waiting.shift()?.(line))
  const next = () =>
    new Promise<string>((resolve, reject) => {
      waiting.push(resolve)
      child.once('exit', (code) => reject(new Error(`replica exited ${code}`)))
    })
  const ready = JSON.parse(await next()) as {
    port: number
    bare_port: number
    start_ms: number
    index_loaded_ms: number
    runs_copied_ms: number
    rss_mb: number
  }
  return {
    url: `http://127.0.0.1:${ready.port}`,
    bareUrl: `http://127.0.0.1:${ready.bare_port}`,
    startMs: ready.start_ms,
    indexLoadedMs: ready.index_loaded_ms,
    runsCopiedMs: ready.runs_copied_ms,
    processStartMs: performance.now() - t0,
    rssMb: ready.rss_mb,
    async memory() {
      const line = next()
      child.stdin!.write('rss\n')
      return JSON.parse(await line) as { rss_mb: number; peak_rss_mb: number; gc: GcPauses }
    },
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => done())
        child.stdin!.end()
      }),
  }
}

export async function runEventsStoreBench(): Promise<Record<string, number>> {
  const size = Number(process.env.EVENTS_BENCH_SIZE ?? 1_000_000)
  const logger = createLogger({ level: 'silent' })
  const dataDir =
    process.env.DATA_DIR || process.env.CLICKHOUSE_URL
      ? null
      : mkdtempSync(join(tmpdir(), 'events-bench-'))
  const env = { ...process.env, ...(dataDir ? { DATA_DIR: dataDir } : {}) }
  const config = loadConfig(env)
  const kept = process.env.DATA_DIR ? process.env.EVENTS_BENCH_DATABASE : undefined
  const database = kept ?? `bench_events_${randomBytes(4).toString('hex')}`
  let store: Store | null = createStore(config, logger, { database })
  let replica: Replica | null = null
  try {
    await applyMigrations(store, logger)
    const t0 = performance.now()
    const [held] = await store.query<{ n: number }>(
      'SELECT count() AS n FROM {db:Identifier}.events',
    )
    const reuse = kept !== undefined && Number(held?.n) === size
    if (!reuse) await seed(store, size)
    const seedSeconds = reuse ? 0 : (performance.now() - t0) / 1000
    // A long-lived store has merged its parts; right after a bulk insert background merges compete
    // with the pages for the two cores. Measured merged unless EVENTS_BENCH_MERGE=0.
    if (process.env.EVENTS_BENCH_MERGE !== '0' && !reuse)
      await store.command('OPTIMIZE TABLE {db:Identifier}.events FINAL')
    // chDB binds a data directory to one process: the replica opens it once this one let go.
    if (!config.CLICKHOUSE_URL) {
      await store.close()
      store = null
    }

    const replicaEnv = { ...env, BENCH_DATABASE: database, BENCH_NOW: `${REFERENCE}T12:00:00Z` }
    const random = (n: number) => Math.floor(Math.random() * n)
    const heads = (n: number) => Array.from({ length: n }, () => size - 1 - random(1_000))
    // Deep: anywhere below the newest 50,000 events (where a head cache would end).
    const deepRange = Math.max(1, size - 50_000 - 500)
    const deeps = (n: number) => Array.from({ length: n }, () => random(deepRange))
    // One issuer's events (1 in 250), from cursors anywhere below the head cache.
    const tickers = (n: number) =>
      Array.from({ length: n }, () => random(Math.max(1, deepRange - 250 * 600)))

    // The store path: a replica whose index holds only the newest event.
    replica = await startReplica({ ...replicaEnv, BENCH_EVENT_WINDOW: '1' })
    await timePages(replica.url, heads(10)) // warm-up
    const storeHead = await timePaired(replica.url, replica.bareUrl, heads(200))
    const storeDeep = await timePaired(replica.url, replica.bareUrl, deeps(200))
    const storeFiltered = await timePaired(
      replica.url,
      replica.bareUrl,
      tickers(100),
      '&ticker=BB7',
    )
    await replica.stop()
    replica = null

    replica = await startReplica(replicaEnv)
    const url = replica.url
    await timePaired(url, replica.bareUrl, heads(20)) // warm-up
    await replica.memory() // the collector's pauses are counted from here
    const paired = await timePaired(url, replica.bareUrl, heads(1_000))
    const head = paired.page
    const deepPaired = await timePaired(url, replica.bareUrl, deeps(400))
    const deep = deepPaired.page
    const filteredPaired = await timePaired(url, replica.bareUrl, tickers(200), '&ticker=BB7')
    const filtered = filteredPaired.page
    const { gc } = await replica.memory()
    const full = await drain(url)
    if (full.events !== size) throw new Error(`full drain read ${full.events} of ${size} events`)
    const ticker = await drain(url, '&ticker=BB7')
    const memory = await replica.memory()
    return {
      events: size,
      seed_s: seedSeconds,
      replica_start_ms: replica.startMs,
      replica_index_loaded_ms: replica.indexLoadedMs,
      replica_runs_copied_ms: replica.runsCopiedMs,
      replica_process_start_ms: replica.processStartMs,
      replica_rss_mb_at_start: replica.rssMb,
      replica_rss_mb_after_drains: memory.rss_mb,
      replica_peak_rss_mb: memory.peak_rss_mb,
      reference_page_p50_ms: paired.bare.p50,
      reference_page_p99_ms: paired.bare.p99,
      head_page_p50_ms: head.p50,
      head_page_p99_ms: head.p99,
      deep_page_p50_ms: deep.p50,
      deep_page_p99_ms: deep.p99,
      deep_ticker_page_p50_ms: filtered.p50,
      deep_ticker_page_p99_ms: filtered.p99,
      deep_vs_head_p99_ratio: deep.p99 / head.p99,
      head_vs_reference_p99_ratio: head.p99 / paired.bare.p99,
      // Each against the reference timed alternately with it.
      deep_vs_reference_p99_ratio: deep.p99 / deepPaired.bare.p99,
      deep_ticker_vs_reference_p99_ratio: filtered.p99 / filteredPaired.bare.p99,
      // While the 1,600 pages above (and as many reference bodies) were timed.
      replica_gc_pauses: gc.count,
      replica_gc_longest_pause_ms: gc.longest_ms,
      replica_gc_pause_total_ms: gc.total_ms,
      replica_gc_full_collections: gc.full,
      store_path_head_page_p50_ms: storeHead.page.p50,
      store_path_head_page_p99_ms: storeHead.page.p99,
      store_path_deep_page_p50_ms: storeDeep.page.p50,
      store_path_deep_page_p99_ms: storeDeep.page.p99,
      store_path_deep_ticker_page_p50_ms: storeFiltered.page.p50,
      store_path_deep_ticker_page_p99_ms: storeFiltered.page.p99,
      store_path_head_vs_reference_p99_ratio: storeHead.page.p99 / storeHead.bare.p99,
      store_path_deep_vs_reference_p99_ratio: storeDeep.page.p99 / storeDeep.bare.p99,
      store_path_deep_ticker_vs_reference_p99_ratio:
        storeFiltered.page.p99 / storeFiltered.bare.p99,
      full_drain_events: full.events,
      full_drain_s: full.seconds,
      full_drain_events_per_s: Math.round(full.events / full.seconds),
      ticker_drain_events: ticker.events,
      ticker_drain_s: ticker.seconds,
      // The machine is shared: the one-minute load average when the drains ended says how loaded
      // it was (2 cores: above 2, every figure here waited for a core).
      load_average_1m: loadavg()[0]!,
    }
  } finally {
    if (replica) await replica.stop()
    if (store) {
      if (!kept)
        await store.command('DROP DATABASE IF EXISTS {db:Identifier}').catch(() => undefined)
      await store.close()
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runEventsStoreBench()
  for (const [k, v] of Object.entries(result))
    process.stdout.write(`${k}\t${Number.isInteger(v) ? v : v.toFixed(2)}\n`)
}
