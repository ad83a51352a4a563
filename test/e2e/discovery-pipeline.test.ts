/**
 * Discovery by issuer universe, through the whole embedded runtime (issue 14): a fake SEC on
 * loopback speaking the real EDGAR formats (Atom feed, daily and quarterly form indexes,
 * submissions records with SIC, full-text search, filing index pages) → poller → extractor →
 * catalysts → chDB → the API over real HTTP. Invented issuers (SIC 2834 and friends) file releases
 * and ordinary 8-Ks (earnings, an officer change, an offering, a trial update without a date).
 *
 * The runtime is driven once, in two waves (test/e2e/discovery-fixtures.ts), and every property is
 * then checked as a client would: `/v1/events` drained from since=0 and `/v1/catalysts/upcoming`.
 * Wave 2 also checks read-your-writes: the first API read after the store committed a new event
 * (polled in the store, not through the API) must show it.
 */
import { expect } from 'chai'
import { type Runtime } from '../../services/runtime.js'
import { runBackfill } from '../../services/poller/backfill.js'
import { catalystsTable, eventsTable } from '../../services/catalysts/tables.js'
import { committedRows } from '../../services/shared/store/batched.js'
import { type FakeFiling } from '../poller/fake-sec.js'
import { testLogger } from '../support/env.js'
import type { RealRunEvent } from '../support/real-run.js'
import { EndToEndRun, filingsCommitted, servedEvents } from '../support/whole-service.js'
import { waitFor } from '../support/wait.js'
import * as f from './discovery-fixtures.js'
import { expectReplayToServe } from './section3-replay.js'

/** A served event as this test reads it: the run file's row with the store's flag read as a boolean, and its links. */
interface ServedEvent extends Omit<RealRunEvent, 'applied'> {
  applied: boolean
  merged_into: number | null
  tickers: string[]
}
interface ServedCatalyst {
  catalyst_id: number
  pdufa_date: string
  stage: string
  tickers: string[]
  source_accession: string
  drug_name: string
}

const plainText = (filing: FakeFiling) =>
  filing.documents
    .map((d) => d.body.replace(/<[^>]+>/g, ' '))
    .join(' ')
    .replace(/\s+/g, ' ')
    .toLowerCase()

describe('end to end: discovery by issuer universe, outcomes, moves and identity (issue 14)', function () {
  const run = new EndToEndRun()
  let runtime: Runtime
  let api: string
  let events: ServedEvent[] = []
  let upcoming: ServedCatalyst[] = []
  /** Read-your-writes, observed in wave 2: the event the store committed, and the first reads after it. */
  let ryw: {
    committed: { event_id: number; catalyst_id: number; new_date: string | null; applied: number }
    page: ServedEvent[]
    upcoming: ServedCatalyst[]
  } | null = null
  let rywError: string | null = null

  const q = <T>(sql: string) => runtime.store.query<T>(sql)
  const getJson = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${api}${path}`)
    if (response.status !== 200)
      throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`)
    return response.json() as Promise<T>
  }
  const drain = () => servedEvents<ServedEvent>(api, 500)
  const settled = (filings: FakeFiling[], what: string) =>
    filingsCommitted(runtime, filings, { timeoutMs: 40_000, what })
  const about = (ticker: string) => {
    const ids = new Set(
      upcoming.filter((c) => c.tickers.includes(ticker)).map((c) => c.catalyst_id),
    )
    for (const e of events) if (e.tickers.includes(ticker)) ids.add(e.catalyst_id)
    return events.filter((e) => ids.has(e.catalyst_id))
  }
  const laneOf = async (filing: FakeFiling) =>
    (
      await q<{ lane: string }>(
        `SELECT lane FROM {db:Identifier}.poller_filings FINAL WHERE accession = '${filing.accession}'`,
      )
    )[0]?.lane
  const show = (list: ServedEvent[]) =>
    JSON.stringify(
      list.map((e) => [
        e.event_id,
        e.catalyst_id,
        e.event_type,
        e.prior_date,
        e.new_date,
        e.outcome,
        e.applied,
        e.accession,
        e.tickers,
      ]),
    )

  before(async function () {
    this.timeout(90_000)
    // Defaults everywhere but the endpoints and the fastest Atom cadence the configuration allows (10 s).
    const { sec, ...started } = await run.start({
      sec: { filings: [...f.wave1] },
      now: '2026-06-01T15:00:00.000Z',
      store: 'e2e_discovery',
      config: { ATOM_INTERVAL_SECONDS: '10' },
    })
    runtime = started.runtime
    api = started.api

    // Wave 1: the Atom lane's first run (universe filers), the full-text lanes (the royalty holder).
    await settled(f.wave1, 'wave 1 extracted and committed')
    await drain() // a client that read before wave 2 (the index is loaded and current)
    const [{ head }] = (await q<{ head: number | string }>(
      `SELECT max(event_id) AS head FROM ${committedRows(eventsTable)}`,
    )) as [{ head: number | string }]

    // Wave 2: newer filings for the Atom lane's next run; the older date only a backfill finds.
    for (const filing of [...f.wave2Atom, ...f.wave2Backfill]) sec.addFiling(filing)
    const watch = (async () => {
      // Poll the store, never the API, so the API's first read after the commit is the one checked.
      const committed = await waitFor(
        async () => {
          const rows = await q<{
            event_id: number
            catalyst_id: number
            new_date: string | null
            applied: number
          }>(
            `SELECT event_id, catalyst_id, toString(new_date) AS new_date, applied FROM ${committedRows(eventsTable)} WHERE event_id > ${Number(head)} AND applied = 1 ORDER BY event_id LIMIT 1`,
          )
          return rows[0] ?? null
        },
        { timeoutMs: 40_000, intervalMs: 5, what: 'a committed wave-2 event' },
      )
      const page = (
        await getJson<{ data: ServedEvent[] }>(`/v1/events?since=${Number(head)}&limit=500`)
      ).data
      const served = (await getJson<{ data: ServedCatalyst[] }>('/v1/catalysts/upcoming?limit=500'))
        .data
      ryw = {
        committed: {
          ...committed,
          event_id: Number(committed.event_id),
          catalyst_id: Number(committed.catalyst_id),
        },
        page,
        upcoming: served,
      }
    })().catch((error: Error) => {
      rywError = error.message
    })
    await runBackfill({
      config: runtime.config,
      store: runtime.store,
      bus: runtime.bus,
      logger: testLogger,
      clock: runtime.clock,
      from: '2026-02-10',
      to: '2026-02-10',
    })
    await settled([...f.wave2Atom, ...f.wave2Backfill], 'wave 2 extracted and committed')
    await watch

    events = await drain()
    upcoming = (await getJson<{ data: ServedCatalyst[] }>('/v1/catalysts/upcoming?limit=500')).data
  })

  after(async function () {
    await run.stop()
  })

  it('finds and serves a release that uses none of the old discovery phrases', function () {
    const text = plainText(f.zelvixRelease)
    for (const phrase of f.oldDiscoveryPhrases) expect(text, phrase).to.not.contain(phrase)
    const served = upcoming.filter((c) => c.tickers.includes('PLCD'))
    expect(
      served.map((c) => [c.pdufa_date, c.source_accession]),
      JSON.stringify(upcoming),
    ).to.deep.equal([['2026-10-02', f.zelvixRelease.accession]])
    const dated = about('PLCD').filter((e) => e.new_date)
    expect(
      dated.map((e) => [e.event_type, e.new_date, e.accession]),
      show(about('PLCD')),
    ).to.deep.equal([['new_date_assigned', '2026-10-02', f.zelvixRelease.accession]])
  })

  it("serves each item of an HTML list of PDUFA dates, filed under the issuer's former EDGAR name", function () {
    // EDGAR calls the filer Northvale Holdings; the release speaks only of Orrin Therapeutics and its own products.
    const served = upcoming.filter((c) => c.tickers.includes('ORRN'))
    expect(
      served
        .map((c) => [c.drug_name, c.pdufa_date, c.source_accession])
        .sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
      JSON.stringify(upcoming),
    ).to.deep.equal([
      ['Brevanta', '2026-09-21', f.orrinPipeline.accession],
      ['Calmora', '2026-11-03', f.orrinPipeline.accession],
    ])
  })

  it('reads the ordinary filings of the universe and publishes nothing from them', async function () {
    const noise = new Set(f.noiseFilings.map((x) => x.accession))
    const read = await q<{ accession: string; status: string }>(
      'SELECT accession, status FROM {db:Identifier}.poller_filings FINAL',
    )
    // Not a vacuous pass: every one was fetched and handed to the extractor (by the Atom lane or, for
    // the offering's "if approved by the FDA", possibly first by full-text search: lanes race at start).
    expect(
      read
        .filter((r) => noise.has(r.accession))
        .map((r) => [r.accession, r.status])
        .sort(),
    ).to.deep.equal([...noise].sort().map((a) => [a, 'published']))
    expect(
      events.filter((e) => noise.has(e.accession)),
      show(events),
    ).to.deep.equal([])
    expect(upcoming.filter((c) => noise.has(c.source_accession))).to.deep.equal([])
  })

  it('resolves the sponsor’s catalyst as approved when its partner announces the approval', function () {
    const sponsor = events.find(
      (e) => e.accession === f.meridaleDate.accession && e.event_type === 'new_date_assigned',
    )
    expect(sponsor, show(events)).to.not.equal(undefined)
    const timeline = events.filter((e) => e.catalyst_id === sponsor!.catalyst_id)
    const outcomes = timeline.filter((e) => e.event_type === 'decision_outcome')
    expect(
      outcomes.map((e) => [e.outcome, e.accession, e.applied]),
      show(about('MRDL')),
    ).to.deep.equal([['approved', f.talbrookApproval.accession, true]])
    expect(
      events.filter((e) => e.outcome === 'crl'),
      show(events),
    ).to.deep.equal([])
    expect(upcoming.filter((c) => c.tickers.includes('MRDL'))).to.deep.equal([])
  })

  it('types an extension as date_extension with its prior date, in filing order (date, then the move)', function () {
    const timeline = about('HRWG')
    const moves = timeline
      .filter((e) => e.new_date)
      .map((e) => [e.event_type, e.prior_date, e.new_date, e.delta_days, e.accession])
    expect(moves, show(timeline)).to.deep.equal([
      ['new_date_assigned', null, '2026-07-15', null, f.harrowgateDate.accession],
      ['date_extension', '2026-07-15', '2026-10-15', 92, f.harrowgateExtension.accession],
    ])
    expect(
      upcoming.filter((c) => c.tickers.includes('HRWG')).map((c) => [c.pdufa_date, c.stage]),
    ).to.deep.equal([['2026-10-15', 'extended']])
  })

  it('types an extension as date_extension with its prior date, in backfill order (the move, then the date it replaced)', async function () {
    expect(
      await laneOf(f.corvaneDate),
      'the replaced date came from the backfill, after the extension',
    ).to.equal('backfill')
    const timeline = about('CRVN')
    const extensions = timeline.filter((e) => e.event_type === 'date_extension')
    expect(
      extensions.map((e) => [e.prior_date, e.new_date, e.delta_days, e.accession]),
      show(timeline),
    ).to.deep.equal([['2026-08-20', '2026-11-20', 92, f.corvaneExtension.accession]])
    // The older date is history: recorded, never applied, and not on the stream (a client replaying
    // by spec section 3 would apply it); the current date never moves back.
    expect(
      timeline.filter((e) => e.new_date === '2026-08-20'),
      show(timeline),
    ).to.deep.equal([])
    const stored = await q<{ applied: number }>(
      `SELECT applied FROM ${committedRows(eventsTable)} WHERE catalyst_id = ${timeline[0]!.catalyst_id} AND new_date = '2026-08-20'`,
    )
    expect(stored.map((r) => Number(r.applied))).to.deep.equal([0])
    expect(new Set(timeline.map((e) => e.catalyst_id)).size, show(timeline)).to.equal(1)
    expect(
      upcoming.filter((c) => c.tickers.includes('CRVN')).map((c) => [c.pdufa_date, c.stage]),
    ).to.deep.equal([['2026-11-20', 'extended']])
  })

  for (const [label, first, second, date] of [
    [
      'the sponsor first (brand and generic), its partner later (code and generic)',
      'QLLN',
      'FRNC',
      '2026-09-08',
    ],
    [
      'the royalty holder first (found by full-text search, with the application number), the sponsor later (without)',
      'KSTR',
      'SBWD',
      '2026-12-04',
    ],
  ] as const) {
    it(`ends two companies’ disclosures of one decision on one live catalyst: ${label}`, async function () {
      if (first === 'KSTR')
        expect(await laneOf(f.kestrelDate), 'a filer outside the SIC universe').to.match(/^fts_/)
      const live = upcoming.filter((c) => c.tickers.includes(first) || c.tickers.includes(second))
      expect(
        live.map((c) => [c.pdufa_date, [...c.tickers].sort()]),
        `${JSON.stringify(live)}\n${show([...about(first), ...about(second)])}`,
      ).to.deep.equal([[date, [first, second].sort()]])
      // Any second id the stream ever showed for this decision was retracted into the one served.
      const ids = new Set([...about(first), ...about(second)].map((e) => e.catalyst_id))
      for (const id of ids) {
        if (id === live[0]!.catalyst_id) continue
        const retracted = events.filter((e) => e.catalyst_id === id && e.event_type === 'retracted')
        expect(
          retracted.map((e) => e.merged_into),
          show(events.filter((e) => e.catalyst_id === id)),
        ).to.deep.equal([live[0]!.catalyst_id])
      }
    })
  }

  it('ends a client replaying the stream by spec section 3 with exactly the served catalysts', async function () {
    const stored = await q<{
      catalyst_id: number
      pdufa_date: string | null
      stage: string
      live: number
    }>(
      `SELECT catalyst_id, toString(pdufa_date) AS pdufa_date, stage, live FROM ${committedRows(catalystsTable)}`,
    )
    expectReplayToServe(events, stored, upcoming)
    expect(events.every((e) => e.applied)).to.equal(true)
  })

  it('shows an event on the first read after the store committed it (no wait for an index refresh)', function () {
    expect(rywError).to.equal(null)
    const { committed, page, upcoming: served } = ryw!
    expect(
      page.map((e) => e.event_id),
      JSON.stringify(committed),
    ).to.include(committed.event_id)
    // The catalyst list read right after knows the catalyst of every upcoming date just committed.
    const dated = page.filter(
      (e) => e.new_date && e.applied && e.new_date >= '2026-06-01' && e.event_type !== 'retracted',
    )
    const servedIds = new Set(served.map((c) => c.catalyst_id))
    const merged = new Set(
      page.filter((e) => e.event_type === 'retracted').map((e) => e.catalyst_id),
    )
    for (const e of dated)
      if (!merged.has(e.catalyst_id))
        expect(servedIds.has(e.catalyst_id), JSON.stringify({ e, served })).to.equal(true)
  })
})
