/**
 * A measurement, not a test: the shared real passages served as EDGAR filings by the fake SEC
 * through the whole embedded service (poller, extractor, catalysts, chDB, the API), and what the
 * service ends up serving: every event on `/v1/events` and every catalyst row, with the case each
 * event's filing came from. Run on two versions of the code, the outputs compare decision by
 * decision (test/e2e/compare-real-runs.ts).
 *
 *   tsx test/e2e/real-files-run.ts <data dir> <out.json> [--order filing|reverse|shuffle:SEED] [--ordinary N] [--lines join|br]
 *
 * Each case is one filing of its company (the case's CIK, or one made from its name), filed on its
 * filing or release date, its passage the press-release exhibit; filings are accepted one second apart within the
 * day before the clock, and the Atom lane reads them in that order: in filing order by default, newest first
 * with `--order reverse` (a backfill's order), or in a seeded shuffle. `--ordinary N` mixes in N
 * ordinary filings (quarterly results, no regulatory news) of each case's company, filed the same
 * day, accepted around it. `--lines br` keeps a passage's single line breaks as `<br>` (else they are joined into
 * its paragraph). The fake SEC accepts the filings a feed page at a time, each once the poller read the one before, as
 * EDGAR's live feed shows them (test/support/edgar-acceptance.ts): a run of any size is read whole.
 */
import { writeFileSync } from 'node:fs'
import {
  assertionFilingsTable,
  catalystsTable,
  eventsTable,
  queueTable,
} from '../../services/catalysts/tables.js'
import { committedRows } from '../../services/shared/store/batched.js'
import { makeFiling, tickerFiles, type FakeFiling } from '../poller/fake-sec.js'
import { seededRandom } from '../support/seeded-random.js'
import { EndToEndRun, servedEvents } from '../support/whole-service.js'
import { waitFor } from '../support/wait.js'
import { acceptAsEdgar } from '../support/edgar-acceptance.js'
import type { RealRun } from '../support/real-run.js'
import { casesInFilingOrder, cikResolver, filerName } from './real-cases.js'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

async function main(): Promise<void> {
  const [dataDir, out, ...flags] = process.argv.slice(2)
  if (!dataDir || !out)
    throw new Error(
      'usage: real-files-run.ts <data dir> <out.json> [--order filing|reverse|shuffle:SEED] [--ordinary N] [--lines join|br]',
    )
  const flag = (name: string) => {
    const i = flags.indexOf(name)
    return i >= 0 ? flags[i + 1] : undefined
  }
  const order = flag('--order') ?? 'filing'
  const ordinary = Number(flag('--ordinary') ?? 0)
  // A passage's single line breaks: joined into its paragraph (the default, as the runs before), or kept as `<br>`, as
  // a release's calendar rows and a headline over its dateline are laid out (what the extractor alone reads).
  const lines = flag('--lines') ?? 'join'
  if (lines !== 'join' && lines !== 'br') throw new Error(`bad --lines ${lines}`)
  const lineBreak = lines === 'br' ? '<br>' : ' '
  if (
    !/^(?:filing|reverse|shuffle:\d+)$/.test(order) ||
    !Number.isInteger(ordinary) ||
    ordinary < 0
  )
    throw new Error(`bad --order ${order} or --ordinary ${ordinary}`)
  const { cases, dated } = casesInFilingOrder(dataDir)
  const cikOf = cikResolver(cases)
  const caseOf: RealRun['caseOf'] = {}
  const filings: FakeFiling[] = []
  dated.forEach((c, i) => {
    const filedDate = (c.filed_date ?? c.release_date)!
    const accession = `0001999999-${filedDate.slice(2, 4)}-${String(i + 1).padStart(6, '0')}`
    caseOf[accession] = { case_id: c.case_id, group: c.decision_group }
    const ticker = /^[A-Z][A-Z.]{0,5}/.exec(c.ticker ?? '')?.[0] ?? `ZZ${i}`
    const filer = { cik: cikOf(c), company: filerName(c), tickers: [ticker], filedDate }
    const filing = makeFiling(i + 1, { ...filer, accession })
    filing.documents[1]!.body = `<html><body>${(c.passage ?? c.quote)
      .split(/\n\s*\n/)
      .map((p) => `<p>${escapeHtml(p.trim()).replace(/\s*\n\s*/g, lineBreak)}</p>`)
      .join('\n')}</body></html>`
    for (let k = 0; k < ordinary; k++)
      filings.push(
        makeFiling(dated.length * (k + 1) + i + 1, {
          ...filer,
          pdufa: null,
          accession: `0001888888-${filedDate.slice(2, 4)}-${String(dated.length * k + i + 1).padStart(6, '0')}`,
        }),
      )
    filings.push(filing)
  })
  // The order EDGAR accepted them in (one second apart): the order the poller reads them.
  const random = order.startsWith('shuffle:') ? seededRandom(Number(order.slice(8))) : null
  const accepted = random
    ? filings
        .map((f) => ({ f, key: random() }))
        .sort((a, b) => a.key - b.key)
        .map(({ f }) => f)
    : order === 'reverse'
      ? [...filings].reverse()
      : filings
  accepted.forEach((f, i) => {
    f.acceptedAt = new Date(Date.UTC(2026, 10, 28, 0, 0, i)).toISOString()
  })
  const run = new EndToEndRun()
  try {
    // EDGAR's ticker files list every filer from the start; the filings are accepted over the run.
    const { sec, runtime, api } = await run.start({
      sec: { filings: [], tickers: tickerFiles(filings) },
      now: '2026-11-29T12:00:00.000Z',
      store: 'real_run',
    })
    await acceptAsEdgar(sec, accepted, {
      onPage: (done, of) => process.stderr.write(`\rfeed page ${done}/${of} read`),
    })
    const wanted = new Set(Object.keys(caseOf))
    await waitFor(
      async () => {
        const rows = await runtime.store.query<{ accession: string }>(
          `SELECT accession FROM ${committedRows(assertionFilingsTable)}`,
        )
        const seen = new Set(rows.map((r) => r.accession))
        process.stderr.write(`\r${seen.size}/${wanted.size} filings decided`)
        return [...wanted].every((a) => seen.has(a))
      },
      { timeoutMs: 600_000, intervalMs: 2000, what: 'every filing decided' },
    )
    // The API's event index refreshes from the store: drain until it serves every committed event
    // it serves at all (history, `applied` false, is not served).
    const [{ n: committed }] = (await runtime.store.query<{ n: number | string }>(
      `SELECT count() AS n FROM ${committedRows(eventsTable)} WHERE deleted = 0 AND applied = 1`,
    )) as [{ n: number | string }]
    let events: unknown[] = []
    await waitFor(
      async () => {
        events = await servedEvents(api, 500)
        return events.length >= Number(committed)
      },
      { timeoutMs: 120_000, intervalMs: 2000, what: 'every committed event served' },
    )
    const catalysts = await runtime.store.query(
      `SELECT catalyst_id, drug_name, tickers, toString(pdufa_date) AS pdufa_date, stage, live, published FROM ${committedRows(catalystsTable)} ORDER BY catalyst_id`,
    )
    // Every event row the store holds, history (`applied` false) included: an extension or an
    // outcome recorded as history is not served, but it is what the stage decided.
    const storedEvents = await runtime.store.query(
      `SELECT event_id, catalyst_id, event_type, toString(new_date) AS new_date, toString(prior_date) AS prior_date, delta_days, outcome, applied, accession FROM ${committedRows(eventsTable)} WHERE deleted = 0 ORDER BY event_id`,
    )
    const queue = await runtime.store
      .query(
        `SELECT accession, assertion_index, reason, status, catalyst_id, drug_name FROM ${committedRows(queueTable)}`,
      )
      .catch(() => [])
    writeFileSync(out, JSON.stringify({ caseOf, events, storedEvents, catalysts, queue }, null, 1))
    process.stderr.write(`\nwrote ${out}: ${events.length} events\n`)
  } finally {
    await run.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`)
    process.exit(1)
  },
)
