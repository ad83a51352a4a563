/**
 * `npm run accuracy:baseline -- [--data <dir>] [--out <file>]`: builds the committed fallback
 * (services/accuracy/baseline/fallback.json) with `scoreAccuracy`, from real company disclosures
 * (../shared/data/pdufa-*-cases.jsonl) and the FDA outcomes and action dates their sources state.
 * Only derived figures, dates, names and citation links go into the artifact, never the passages.
 *
 * The cases are turned into the change stream the live scorer reads: each decision group is one
 * catalyst, its date disclosures `new_date_assigned` / `date_extension` events (set before
 * extension), its outcome disclosure a `decision_outcome` event. A disclosure whose source states
 * no release date is taken as made on the group's earliest stated release date (else the day
 * before the action): every such disclosure announces a date ahead of the action it forecasts.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { FdaDecision } from '../../schemas/avro/types.js'
import type { KnownEventType } from '../../topology/event-types.js'
import { daysBetween } from '../shared/clock.js'
import { normaliseApplicationNumber } from '../fda/records.js'
import { fallbackPath, type Citation, type FallbackArtifact } from './baseline.js'
import type { PredictionEvent } from './cycles.js'
import { scoreAccuracy } from './core.js'

interface Case {
  case_id: string
  kind: string
  company: string | null
  ticker: string | null
  cik: string | null
  release_date: string | null
  filed_date?: string | null
  source_url: string | null
  drug_name: string | null
  application_number: string | null
  pdufa_date: string | null
  fda_action_date: string | null
  fda_outcome: string | null
  decision_group: string | null
}

export const BASELINE_ACTIONS: [string, string] = ['2023-01-01', '2025-12-31']
const files = ['pdufa-dev-cases.jsonl', 'pdufa-more-cases.jsonl']
const dateKinds = ['date_set', 'resubmission_date_set', 'date_extended']

const firstTicker = (t: string | null) => (t ?? '').split(';')[0]!.trim().split(/\s+/)[0] || null
const padCik = (cik: string | null) => (cik ? cik.replace(/\D/g, '').padStart(10, '0') : null)
const dayBefore = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

export function buildBaseline(dataDir: string): FallbackArtifact {
  const cases: Case[] = files.flatMap((f) =>
    readFileSync(join(dataDir, f), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as Case),
  )
  const groups = new Map<string, Case[]>()
  for (const c of cases)
    if (c.decision_group) groups.set(c.decision_group, [...(groups.get(c.decision_group) ?? []), c])
  const events: PredictionEvent[] = []
  const decisions: FdaDecision[] = []
  const citations: Citation[] = []
  let eventId = 0
  let catalystId = 0
  for (const [, list] of [...groups].sort((a, b) => a[0].localeCompare(b[0]))) {
    const action = list.find((c) => c.fda_action_date)?.fda_action_date
    const outcome = list.find((c) => c.fda_outcome)?.fda_outcome
    if (!action || !outcome || action < BASELINE_ACTIONS[0] || action > BASELINE_ACTIONS[1])
      continue
    const dated = list.filter((c) => dateKinds.includes(c.kind) && c.pdufa_date)
    if (!dated.length) continue
    catalystId++
    const lead = dated[0]!
    const application =
      list.map((c) => normaliseApplicationNumber(c.application_number)).find((n) => n) ?? null
    const drug = lead.drug_name
    const stated =
      list
        .map((c) => c.release_date)
        .filter((d): d is string => !!d && d <= action)
        .sort()[0] ?? dayBefore(action)
    const identity = {
      company: lead.company,
      ticker: firstTicker(lead.ticker),
      cik: padCik(lead.cik),
      drug_name: drug,
      application_number: application,
    }
    const ordered = [...dated].sort(
      (a, b) =>
        dateKinds.indexOf(a.kind) - dateKinds.indexOf(b.kind) ||
        (a.release_date ?? stated).localeCompare(b.release_date ?? stated),
    )
    for (const c of ordered) {
      events.push({
        event_id: ++eventId,
        catalyst_id: catalystId,
        event_type: (c.kind === 'date_extended'
          ? 'date_extension'
          : 'new_date_assigned') satisfies KnownEventType,
        ...identity,
        new_date: c.pdufa_date,
        outcome: null,
        authority: null,
        source_quote: null,
        filed_at: c.release_date ?? c.filed_date ?? stated,
        source_url: c.source_url,
      })
    }
    for (const c of list.filter((x) => x.kind === 'crl' || x.kind === 'approval')) {
      events.push({
        event_id: ++eventId,
        catalyst_id: catalystId,
        event_type: 'decision_outcome' satisfies KnownEventType,
        ...identity,
        new_date: null,
        outcome: c.kind === 'crl' ? 'crl' : 'approved',
        authority: null,
        source_quote: null,
        filed_at: c.release_date ?? action,
        source_url: c.source_url,
      })
    }
    // The FDA action as the sources state it, keyed to the disclosing company and drug.
    decisions.push({
      application_number: application ?? '',
      submission: null,
      sponsor_name: lead.company,
      brand_name: drug,
      generic_name: null,
      action_date: action,
      outcome: outcome === 'crl' ? 'crl' : 'approved',
      source: 'company_disclosure',
      imported_at: '1970-01-01T00:00:00.000Z',
      submission_class: null,
      review_priority: null,
      source_url: null,
      record_updated: null,
    })
    const outcomeSources = list
      .filter((c) => c.kind === 'crl' || c.kind === 'approval')
      .map((c) => c.source_url)
      .filter((u): u is string => !!u)
    citations.push({
      decision: `${drug ?? 'unnamed drug'} (${lead.company ?? 'unnamed company'})`,
      application_number: application,
      fda_action_date: action,
      fda_outcome: outcome,
      stated_by: outcomeSources.length
        ? outcomeSources
        : list.map((c) => c.source_url).filter((u): u is string => !!u),
    })
  }
  const filed = events.map((e) => e.filed_at).sort()
  const filingWindow: [string, string] = [filed[0]!, filed.at(-1)!]
  const method =
    `Frozen ${BASELINE_ACTIONS[0].slice(0, 4)}-${BASELINE_ACTIONS[1].slice(0, 4)} baseline, served only until a live report scores at least as many decisions. ` +
    `Built by the same scoring code as the live report (npm run accuracy:baseline) from ${citations.length} real FDA decisions whose company disclosures ` +
    'of the target date and whose FDA outcome and action date a public source states (company releases filed as 8-K/6-K exhibits or their reposts); ' +
    "each decision's sources are cited in the artifact. The FDA action date is the one the sources state, not the openFDA record (match_tier " +
    '`source_stated`). A disclosure whose source gives no release date is taken as made before the action. The sample is small and was not drawn at ' +
    'random: it shows the method, not a population rate. Recall cannot be computed from it (null).'
  const { report, rows } = scoreAccuracy({
    events,
    decisions,
    today: BASELINE_ACTIONS[1],
    generatedAt: null,
    baselineSource: 'committed_fallback',
    ledger: false,
    method,
    rowSource: 'baseline',
  })
  for (const row of rows) {
    row.receipt.match_tier = 'source_stated'
    if (row.receipt.application_number === '') row.receipt.application_number = null
  }
  report.windows.action = [BASELINE_ACTIONS[0], BASELINE_ACTIONS[1]]
  // Every decision of the fallback is a baseline decision.
  report.coverage.baseline_decisions_matched = report.date_accuracy.decisions_matched
  return {
    built_from: `${files.join(', ')} (decision groups with an FDA action in ${BASELINE_ACTIONS.join('..')})`,
    report,
    rows: rows.map((r) => ({
      receipt: r.receipt,
      attribution: r.attribution,
      published_errors: r.publishedErrors,
      hindsight_error: r.hindsightError,
    })),
    filing_window: filingWindow,
    citations,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(
      'usage: npm run accuracy:baseline -- [--data <dir with pdufa-*-cases.jsonl>] [--out <file>]\n',
    )
    process.exit(0)
  }
  const value = (flag: string): string | undefined => {
    const i = args.indexOf(flag)
    return i >= 0 ? args[i + 1] : undefined
  }
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!
    if (a === '--data' || a === '--out') i++
    else {
      process.stderr.write(
        `${a.startsWith('--') ? 'unknown option' : 'unexpected argument'} ${a}\n`,
      )
      process.exit(2)
    }
  }
  const dataDir = resolve(value('--data') ?? join(process.cwd(), '..', 'shared', 'data'))
  const out = resolve(value('--out') ?? fallbackPath)
  try {
    const artifact = buildBaseline(dataDir)
    writeFileSync(out, `${JSON.stringify(artifact, null, 2)}\n`)
    const d = artifact.report.date_accuracy
    process.stderr.write(
      `wrote ${out}: ${d.decisions_matched} decisions, median ${d.median_delta_days} days, within 30 days ${d.within_30_days} (${daysBetween(artifact.filing_window[0], artifact.filing_window[1])} days of filings)\n`,
    )
  } catch (error) {
    process.stderr.write(`cannot build the baseline: ${(error as Error).message}\n`)
    process.exit(1)
  }
}
