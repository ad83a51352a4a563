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
import { eventsTable } from '../../services/catalysts/tables.js'
import { committedRows } from '../../services/shared/store/batched.js'
import { runBackfill } from '../../services/poller/backfill.js'
import { FakeOpenFda } from '../fda/fake-openfda.js'
import { testLogger } from '../support/env.js'
import { waitFor } from '../support/wait.js'
import { EndToEndRun, filingsCommitted, servedEvents } from '../support/whole-service.js'
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
    const run = new EndToEndRun()
    try {
      // No poller: the filings are read by the backfill, day by day.
      const { runtime, api } = await run.start({
        sec: { filings: [...f.filings] },
        now: '2026-01-15T06:00:00.000Z',
        store: 'e2e_order',
        config: {
          FDA_API_URL: fda.url,
          // The report's links name the public base URL; one configured URL for both runs, not the
          // free port each run's listener happens to bind.
          PUBLIC_BASE_URL: 'http://localhost:8080',
        },
        services: ['catalysts', 'extractor', 'api'],
      })
      const getJson = async (path: string) => {
        const response = await fetch(`${api}${path}`)
        expect(response.status, path).to.equal(200)
        return (await response.json()) as { data: any; meta: any }
      }

      for (const day of days) {
        await runBackfill({
          config: runtime.config,
          store: runtime.store,
          bus: runtime.bus,
          logger: testLogger,
          clock: runtime.clock,
          from: day,
          to: day,
        })
        // The day's filings are committed by the catalysts stage before the next day is read.
        await filingsCommitted(runtime, f.filed(day), {
          timeoutMs: 60_000,
          what: `the filings of ${day} committed`,
        })
      }

      await run.startService('fda', runtime)
      const report = await waitFor(
        async () => {
          const data = (await getJson('/v1/accuracy')).data
          return data.baseline_source === 'live' ? data : null
        },
        { timeoutMs: 90_000, intervalMs: 500, what: 'the live report' },
      )
      const events = await servedEvents<ServedEvent>(api, 500)
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
      await run.stop()
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
