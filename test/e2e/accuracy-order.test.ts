/**
 * The track record does not depend on the order filings arrived in, through the whole embedded
 * runtime: a fake SEC speaking the real EDGAR formats -> backfill -> extractor -> catalysts ->
 * chDB, then the FDA importer against a fake openFDA -> accuracy -> /v1/accuracy over real HTTP.
 *
 * The same filings are read twice, each time into a fresh store: once day by day in the order they
 * were filed, once in a backfill's order (the outcomes first, the partner's approval before the
 * sponsor's date, the extension before the date it replaced), so the catalysts stage reads the
 * dates after the outcomes that decided them. Both runs must print the same report, with a receipt for every
 * decision the filings dated before the FDA acted and none on a decoy (order-fixtures.ts).
 */
import { expect } from 'chai'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { assertionFilingsTable, eventsTable } from '../../services/catalysts/tables.js'
import { committedRows } from '../../services/shared/store/batched.js'
import { runBackfill } from '../../services/poller/backfill.js'
import { startService, type RunningService, type Runtime } from '../../services/runtime.js'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { fixedClock } from '../../services/shared/clock.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { allTopics } from '../../topology/topics.js'
import { FakeOpenFda } from '../fda/fake-openfda.js'
import { startFakeSec, type FakeSec } from '../poller/fake-sec.js'
import { testConfig, testLogger, testStore, uid } from '../support/env.js'
import { waitFor } from '../support/wait.js'
import * as f from './order-fixtures.js'

interface ServedEvent {
  event_id: number
  event_type: string
  new_date: string | null
  prior_date: string | null
  outcome: string | null
  applied: boolean
  filed_at: string
}

interface Run {
  report: Record<string, any>
  events: ServedEvent[]
  /** Dates recorded as history (`applied` false): in the store, not on /v1/events. */
  historyDates: string[]
  /** Outcome events superseded (`applied` false): emitted again after a date filed before them, read after them. */
  supersededOutcomes: string[]
}

describe('end to end: the track record after a backfill equals the one read in filing order (issue 33)', function () {
  this.timeout(300_000)
  let fda: FakeOpenFda

  before(async () => {
    fda = await new FakeOpenFda().start()
    f.serveFdaRecord(fda)
  })
  after(async () => {
    await fda?.stop()
  })

  /** Reads the filings, one filing day at a time in `days` order, then imports the FDA record and returns what /v1/accuracy and /v1/events serve. */
  async function readFilings(days: string[]): Promise<Run> {
    const sec: FakeSec = await startFakeSec({ filings: [...f.filings] })
    const busDir = mkdtempSync(join(tmpdir(), 'e2e-order-bus-'))
    const running: RunningService[] = []
    try {
      const config = testConfig({
        SEC_USER_AGENT: 'Catalyst Feed Tests ops@catalyst-feed.example',
        SEC_WWW_URL: sec.url,
        SEC_EFTS_URL: sec.url,
        SEC_DATA_URL: sec.url,
        FDA_API_URL: fda.url,
        PORT: '0',
        HOST: '127.0.0.1',
        // The report's links name the public base URL; one configured URL for both runs, not the
        // free port each run's listener happens to bind.
        PUBLIC_BASE_URL: 'http://localhost:8080',
        PAYMENTS_ENABLED: 'false',
      })
      const runtime: Runtime = {
        config,
        logger: testLogger,
        clock: fixedClock('2026-01-15T06:00:00.000Z'),
        store: await testStore('e2e_order'),
        bus: createInProcessBus({
          serde: createAvroSerde(),
          logger: testLogger,
          topicPrefix: `t${uid()}.`,
          dir: busDir,
        }),
      }
      await runtime.bus.ensureTopics(allTopics)
      for (const name of ['catalysts', 'extractor', 'api'] as const)
        running.push(await startService(name, runtime))
      const api = running.find((s) => s.name === 'api')!.url!
      const getJson = async (path: string) => {
        const response = await fetch(`${api}${path}`)
        expect(response.status, path).to.equal(200)
        return (await response.json()) as { data: any; meta: any }
      }

      for (const day of days) {
        await runBackfill({
          config,
          store: runtime.store,
          bus: runtime.bus,
          logger: testLogger,
          clock: runtime.clock,
          from: day,
          to: day,
        })
        // The day's filings are committed by the catalysts stage before the next day is read.
        const wanted = f.filed(day).map((x) => x.accession)
        await waitFor(
          async () => {
            const rows = await runtime.store.query<{ accession: string }>(
              `SELECT accession FROM ${committedRows(assertionFilingsTable)}`,
            )
            const seen = new Set(rows.map((r) => r.accession))
            return wanted.every((a) => seen.has(a))
          },
          { timeoutMs: 60_000, intervalMs: 200, what: `the filings of ${day} committed` },
        )
      }

      running.push(await startService('fda', runtime))
      const report = await waitFor(
        async () => {
          const data = (await getJson('/v1/accuracy')).data
          return data.baseline_source === 'live' ? data : null
        },
        { timeoutMs: 90_000, intervalMs: 500, what: 'the live report' },
      )
      const events: ServedEvent[] = []
      for (let since = 0; ;) {
        const page = await getJson(`/v1/events?since=${since}&limit=500`)
        events.push(...page.data)
        if (!page.meta.has_more) break
        since = page.meta.next_since
      }
      const history = await runtime.store.query<{ new_date: string }>(
        `SELECT toString(new_date) AS new_date FROM ${committedRows(eventsTable)} WHERE applied = 0 AND new_date IS NOT NULL`,
      )
      const superseded = await runtime.store.query<{ outcome: string }>(
        `SELECT outcome FROM ${committedRows(eventsTable)} WHERE applied = 0 AND outcome IS NOT NULL`,
      )
      return {
        report,
        events,
        historyDates: history.map((r) => r.new_date).sort(),
        supersededOutcomes: superseded.map((r) => r.outcome).sort(),
      }
    } finally {
      for (const service of running.reverse()) await service.stop()
      await sec.close()
      rmSync(busDir, { recursive: true, force: true })
    }
  }

  it('prints the same report, with a receipt for every decision dated before the FDA acted and none on a decoy', async function () {
    const inOrder = await readFilings(f.filingDays)
    const afterBackfill = await readFilings(f.scrambledDays)

    // The premise: read in the backfill's order, the outcomes came before the dates filed before
    // them. Those dates still became the decided cycles' dates (each outcome superseded and emitted
    // again after them), and the date read after the extension that replaced it is history (in the
    // store: history is not served on /v1/events, where a client would apply its date).
    expect(inOrder.historyDates).to.deep.equal([])
    expect(inOrder.supersededOutcomes).to.deep.equal([])
    expect(afterBackfill.historyDates).to.include.members(['2025-07-15'])
    expect(afterBackfill.supersededOutcomes).to.include.members(['approved', 'crl'])
    for (const run of [inOrder, afterBackfill])
      expect(run.events.filter((e) => !e.applied)).to.deep.equal([])
    // What /v1/events serves, as typed: the same in both orders, but for the assigned date read
    // after its extension (served, it would move the date backwards).
    const typed = (run: Run) =>
      run.events
        .filter((e) => e.new_date !== null || e.outcome !== null)
        .map(
          (e) => `${e.filed_at} ${e.event_type} ${e.prior_date ?? '-'}>${e.new_date ?? e.outcome}`,
        )
        .sort()
    expect(typed(afterBackfill)).to.deep.equal(
      typed(inOrder).filter((e) => e !== '2025-01-06 new_date_assigned ->2025-07-15'),
    )

    // The receipts: scored rows with a ticker (track_record) and without one (these invented
    // issuers are on no exchange list, so theirs are unlisted_scored_decisions).
    const receipts = (run: Run): any[] => [
      ...run.report.track_record,
      ...run.report.unlisted_scored_decisions,
    ]
    const live = (run: Run) =>
      receipts(run)
        .filter((r: any) => r.source === 'live')
        .map((r: any) => ({
          application_number: r.application_number,
          actual_date: r.actual_date,
          predicted_date: r.predicted_date,
        }))
        .sort((a: any, b: any) => a.application_number.localeCompare(b.application_number))
    expect(live(inOrder)).to.deep.equal(f.dated)
    expect(live(afterBackfill)).to.deep.equal(f.dated)
    for (const run of [inOrder, afterBackfill]) {
      const printed = JSON.stringify(receipts(run))
      for (const decoy of f.decoys) expect(printed).to.not.include(decoy)
    }

    expect(afterBackfill.report).to.deep.equal(inOrder.report)
  })
})
