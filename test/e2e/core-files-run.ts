/**
 * A measurement, not a test: a quick approximation of test/e2e/real-files-run.ts (seconds instead of minutes) for
 * finding causes before a whole-service run. The same cases, filers and CIKs (./real-cases.ts), each passage read by
 * the extraction stage's pure core (`extractFiling`, the filing's name as its filer) and decided by the catalysts
 * core (test/catalysts/support/harness.ts) in filing order; no poller, bus, store or API. It writes the file
 * real-files-run.ts writes, so test/e2e/compare-blind-service.ts and check-real-run.ts read it:
 *
 *   tsx test/e2e/core-files-run.ts <data dir> <out.json> [--lines join|br] [--debug <case id>,...]
 *
 * Differences from the whole service: filings are read strictly in filing order (EDGAR's feed pages and the
 * extraction pool interleave some), no ordinary filings are mixed in, served events are the applied ones (the API
 * serves those). On the real blind sets it served within a row or two of the whole service. `--debug` prints, for the
 * cases named, the assertions, the companies the filing names in relationship frames and what the core decided (never
 * a passage's text).
 */
import { writeFileSync } from 'node:fs'
import type { Filing } from '../../schemas/avro/types.js'
import { extractFiling } from '../../services/extractor/core.js'
import type { IssuerInfo } from '../../services/catalysts/types.js'
import type { RealRun } from '../support/real-run.js'
import { CoreHarness } from '../catalysts/support/harness.js'
import { casesInFilingOrder, cikResolver, filerName } from './real-cases.js'

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const flag = (name: string) => {
    const i = args.indexOf(name)
    return i >= 0 ? args[i + 1] : undefined
  }
  const [dataDir, out] = args.filter(
    (a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'),
  )
  const lines = flag('--lines') ?? 'join'
  if (!dataDir || !out || (lines !== 'join' && lines !== 'br'))
    throw new Error(
      'usage: core-files-run.ts <data dir> <out.json> [--lines join|br] [--debug ids]',
    )
  const debug = new Set((flag('--debug') ?? '').split(',').filter(Boolean))
  const { cases, dated } = casesInFilingOrder(dataDir)
  const cikOf = cikResolver(cases)
  const issuers = new Map<string, IssuerInfo>()
  dated.forEach((c, i) => {
    const ticker = /^[A-Z][A-Z.]{0,5}/.exec(c.ticker ?? '')?.[0] ?? `ZZ${i}`
    if (!issuers.has(cikOf(c))) issuers.set(cikOf(c), { name: filerName(c), tickers: [ticker] })
  })
  const h = new CoreHarness(async (cik) => issuers.get(cik) ?? null)
  const caseOf: RealRun['caseOf'] = {}
  let clock = Date.UTC(2026, 10, 28)
  for (const [i, c] of dated.entries()) {
    const filed = (c.filed_date ?? c.release_date)!
    const accession = `0001999999-${filed.slice(2, 4)}-${String(i + 1).padStart(6, '0')}`
    caseOf[accession] = { case_id: c.case_id, group: c.decision_group }
    const cik = cikOf(c)
    // As real-files-run.ts lays the passage out: paragraphs kept, single line breaks joined or kept.
    const text = (c.passage ?? c.quote)
      .split(/\n\s*\n/)
      .map((p) => p.trim().replace(/\s*\n\s*/g, lines === 'br' ? '\n' : ' '))
      .join('\n\n')
    clock += 1000
    const now = new Date(clock).toISOString()
    const filing: Filing = {
      accession,
      cik,
      ciks: [cik],
      company: filerName(c),
      form: '8-K',
      filed_date: filed,
      accepted_at: null,
      source_url: `https://www.sec.gov/Archives/edgar/data/${Number(cik)}/${accession}-index.htm`,
      documents: [
        {
          name: 'ex991.htm',
          doc_type: 'EX-99.1',
          url: `https://www.sec.gov/Archives/edgar/data/${Number(cik)}/ex991.htm`,
          text,
        },
      ],
      discovery_lane: 'atom',
      query_matched: null,
      discovered_at: now,
      truncation: null,
    }
    const record = extractFiling(filing, { now })
    const decision = await h.assertions(record)
    if (debug.has(c.case_id)) {
      const said = record.assertions.map(
        (a) =>
          `${a.publishable ? 'published' : `held (${a.reason})`} ${a.kind} ${a.prior_date ?? '-'}>${a.pdufa_date ?? '-'} drug ${a.drug_name ?? '-'} role ${a.role}`,
      )
      const named = record.named_companies.map((n) => `named ${n.name} (${n.relation})`)
      const did = [
        ...named,
        ...decision.events.map(
          (e) =>
            `event ${e.event_type} ${e.prior_date ?? '-'}>${e.new_date ?? '-'} ${e.outcome ?? ''} cat ${e.catalyst_id}${e.applied ? '' : ' history'}`,
        ),
        ...decision.queueRows.map((q) => `queue ${q.reason} cat ${q.catalyst_id ?? '-'}`),
      ]
      process.stdout.write(
        `${c.case_id} filed ${filed} by ${filerName(c)}\n${[...said, ...did].map((l) => `  ${l}\n`).join('')}`,
      )
    }
  }
  const stored = h.events()
  const run: RealRun = {
    caseOf,
    events: stored.filter((e) => e.applied === 1),
    storedEvents: stored,
    catalysts: [...h.catalystRows.values()].map((r) => ({
      catalyst_id: r.catalyst_id,
      drug_name: r.drug_name,
      live: r.live,
      pdufa_date: r.pdufa_date,
      stage: r.stage,
    })),
    queue: [...h.queue.values()].map((q) => ({
      accession: q.accession,
      assertion_index: q.assertion_index,
      reason: q.reason,
      status: q.status,
      catalyst_id: q.catalyst_id,
    })),
  }
  writeFileSync(out, JSON.stringify(run))
  process.stderr.write(`wrote ${out}: ${run.events.length} events\n`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`)
    process.exit(1)
  },
)
