/**
 * A measurement, not a test: what the extractor alone publishes on each passage of blind-format sets (as
 * test/support/blind-set-figures.ts reads them) beside what the whole service serves for the passage's filing, after
 * test/e2e/blind-sets-to-data.ts wrote the sets as a data dir and test/e2e/real-files-run.ts ran the service on it:
 *
 *   tsx test/e2e/compare-blind-service.ts <data dir> <run.json> [--list]
 *
 * Per set: expected rows read by the extractor alone and served (a served event reads an expected row when it is of
 * its passage's filing and has its kind and date: `new_date_assigned`/`corrected` for a date set or resubmission,
 * `date_extension` for an extension, `decision_outcome` for an approval or CRL, the outcome's date not compared), and
 * the precision of each. Findings (`--list` prints them by case id, never a passage's text):
 * - unserved: a published row with no served event of its kind and date from its filing (a row restating a date
 *   another row of the same filing served is not one, nor a row the stage took as a restatement, neither served nor
 *   held, of a date or outcome another filing of the product put on its catalyst: `restated`);
 * - outcome: a served outcome its passage does not expect;
 * - untyped: an expected extension with its prior date, published so by the extractor, not served as a
 *   `date_extension` with that prior date and its delta (from its filing, or from another that told the move first);
 * - split: one passage's events of one drug's expected dates on more than one live catalyst (not two goal dates the
 *   passage sets for one drug, two uses' decisions, nor outcomes of a passage expecting two of that kind).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { extractText } from '../../services/extractor/extract.js'
import { daysBetween } from '../../services/shared/clock.js'
import type { RealRun, RealRunEvent } from '../support/real-run.js'
import type { BlindCaseExpect } from './blind-sets-to-data.js'

const DATE_TYPES = new Set(['new_date_assigned', 'date_extension', 'corrected'])

/** Whether a served event tells the row's kind and date. */
function tells(e: RealRunEvent, kind: string, date: string | null): boolean {
  if (kind === 'approval' || kind === 'crl')
    return e.event_type === 'decision_outcome' && (e.outcome === 'crl') === (kind === 'crl')
  if (kind === 'date_extended') return e.event_type === 'date_extension' && e.new_date === date
  return (
    (e.event_type === 'new_date_assigned' || e.event_type === 'corrected') && e.new_date === date
  )
}

interface Tally {
  expected: number
  readAlone: number
  /** Read by the extractor alone with an outcome's date not compared, as the served outcome's is not. */
  readAloneAnyOutcomeDate: number
  readServed: number
  publishedAlone: number
  rightAlone: number
  served: number
  rightServed: number
  /** Expected rows served with their date whatever the event's type (an extension whose prior date nobody knows is
   * served as the assignment of its date, apply.ts). */
  dateServed: number
}

const emptyTally = (): Tally => ({
  expected: 0,
  readAlone: 0,
  readAloneAnyOutcomeDate: 0,
  readServed: 0,
  publishedAlone: 0,
  rightAlone: 0,
  served: 0,
  rightServed: 0,
  dateServed: 0,
})

function main(): void {
  const args = process.argv.slice(2)
  const list = args.includes('--list')
  const [dataDir, runPath] = args.filter((a) => !a.startsWith('--'))
  if (!dataDir || !runPath)
    throw new Error('usage: compare-blind-service.ts <data dir> <run.json> [--list]')
  const cases = readFileSync(join(dataDir, 'blind-expect.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as BlindCaseExpect)
  const run = JSON.parse(readFileSync(runPath, 'utf8')) as RealRun
  const accessionOf = new Map(Object.entries(run.caseOf).map(([acc, c]) => [c.case_id, acc]))
  const live = new Set(
    run.catalysts.filter((c) => Number(c.live) === 1).map((c) => Number(c.catalyst_id)),
  )
  const catalystDrug = new Map(
    run.catalysts.map((c) => [
      Number(c.catalyst_id),
      (c as { drug_name?: string | null }).drug_name ?? null,
    ]),
  )
  const tallies = new Map<string, Tally>()
  const findings: string[] = []
  const counts = { unserved: 0, heldSameProduct: 0, restated: 0, outcome: 0, untyped: 0, split: 0 }
  for (const c of cases) {
    const t = tallies.get(c.set) ?? tallies.set(c.set, emptyTally()).get(c.set)!
    const accession = accessionOf.get(c.case_id)
    const served = run.events.filter((e) => e.accession === accession)
    const stored = run.storedEvents.filter((e) => e.accession === accession)
    const published = extractText(
      // The passage: the data dir keeps it; blind-expect keeps the rest.
      passageOf(dataDir, c.case_id),
      { referenceDate: c.filed, filer: c.filer },
    ).filter((a) => a.publishable)
    t.expected += c.expect.length
    for (const row of c.expect) {
      if (published.some((a) => a.kind === row.kind && a.pdufa_date === row.date)) t.readAlone++
      if (
        published.some(
          (a) =>
            a.kind === row.kind &&
            (a.pdufa_date === row.date || row.kind === 'approval' || row.kind === 'crl'),
        )
      )
        t.readAloneAnyOutcomeDate++
      if (served.some((e) => tells(e, row.kind, row.date))) t.readServed++
      if (
        served.some((e) =>
          row.kind === 'approval' || row.kind === 'crl'
            ? tells(e, row.kind, row.date)
            : DATE_TYPES.has(e.event_type) && e.new_date === row.date,
        )
      )
        t.dateServed++
    }
    t.publishedAlone += published.length
    t.rightAlone += published.filter((a) =>
      c.expect.some((row) => row.kind === a.kind && row.date === a.pdufa_date),
    ).length
    t.served += served.length
    // A served date is right when its passage expects that date (of any date kind: its type is counted in recall).
    t.rightServed += served.filter((e) =>
      c.expect.some((row) =>
        e.event_type === 'decision_outcome' || row.kind === 'approval' || row.kind === 'crl'
          ? tells(e, row.kind, row.date)
          : DATE_TYPES.has(e.event_type) && e.new_date === row.date,
      ),
    ).length
    const describe = (e: RealRunEvent) =>
      `${e.event_type}${e.outcome ? `(${e.outcome})` : ''} ${e.prior_date ?? '-'}>${e.new_date ?? '-'} cat ${e.catalyst_id}${Number(e.applied) ? '' : ' history'}`
    for (const a of published) {
      if (served.some((e) => tells(e, a.kind, a.pdufa_date))) continue
      // A restatement of a date another row of the filing served.
      if (
        a.pdufa_date !== null &&
        served.some((e) => DATE_TYPES.has(e.event_type) && e.new_date === a.pdufa_date)
      )
        continue
      const right = c.expect.some((row) => row.kind === a.kind && row.date === a.pdufa_date)
      // Another passage of the same product (the sets hold some passages twice, and several reports of one
      // decision), filed by another invented company: its catalyst holds the date (this row restates it, no
      // event), or its filer established the catalyst this filer has no standing on (held for review).
      const drug = (a.drug_name ?? '').toLowerCase()
      const sameDrug = cases.filter(
        (o) =>
          o.case_id !== c.case_id &&
          drug !== '' &&
          o.expect.some((row) => (row.drug ?? '').toLowerCase() === drug),
      )
      const otherAccessions = new Set(sameDrug.map((o) => accessionOf.get(o.case_id)))
      const held = run.queue
        .filter((q) => q.accession === accession)
        .map((q) => `${q.reason}${q.catalyst_id ? ` on cat ${q.catalyst_id}` : ''}`)
      // Or, neither served nor held (the stage took it as a restatement), a catalyst of the product already holds it,
      // told by another filing: the date on a timeline, or the outcome of its kind. The product: the expected drug of
      // the other passages as above, else a catalyst whose drug name shares a word with the published one or another
      // filing of the same company (the run's filer) told it (spellings differ across passages: "Xyz" and "XYZ-101").
      const wordsOf = (name: string | null) =>
        new Set(
          (name ?? '')
            .toLowerCase()
            .split(/[^a-z0-9]+/)
            .filter((w) => w.length >= 4),
        )
      const drugWords = wordsOf(a.drug_name)
      const sameProduct = (catalystId: number, otherAccession: string) =>
        otherAccessions.has(otherAccession) ||
        [...wordsOf(catalystDrug.get(catalystId) ?? null)].some((w) => drugWords.has(w)) ||
        (companyOf(dataDir, c.case_id) !== null &&
          companyOf(dataDir, run.caseOf[otherAccession]?.case_id ?? '') ===
            companyOf(dataDir, c.case_id))
      const outcome = a.kind === 'approval' || a.kind === 'crl'
      const restated =
        (a.pdufa_date !== null &&
          run.storedEvents.some(
            (e) =>
              otherAccessions.has(e.accession) &&
              Number(e.applied) === 1 &&
              DATE_TYPES.has(e.event_type) &&
              e.new_date === a.pdufa_date,
          )) ||
        // (Of this row: another row of the filing may be stored as history, an older extension it recounts.)
        (held.length === 0 &&
          !stored.some((e) => tells(e, a.kind, a.pdufa_date)) &&
          run.storedEvents.some(
            (e) =>
              e.accession !== accession &&
              (outcome
                ? e.event_type === 'decision_outcome' &&
                  (e.outcome === 'crl') === (a.kind === 'crl')
                : a.pdufa_date !== null && e.new_date === a.pdufa_date) &&
              sameProduct(Number(e.catalyst_id), e.accession),
          ))
      const cause = restated
        ? 'restated (another passage of the product served it)'
        : held.length > 0 && sameDrug.length > 0
          ? `held, another passage's filer has the product (${sameDrug.map((o) => o.case_id).join(' ')})`
          : held.length > 0
            ? 'held'
            : 'no event'
      if (restated) {
        counts.restated++
        continue
      }
      counts.unserved++
      if (held.length > 0 && sameDrug.length > 0) counts.heldSameProduct++
      findings.push(
        `${c.case_id} unserved ${a.kind} ${a.prior_date ?? '-'}>${a.pdufa_date ?? '-'} (${right ? 'expected' : 'not expected'}): ${cause}; queue: ${held.join(', ') || 'none'}; stored: ${stored.map(describe).join('; ') || 'none'}`,
      )
    }
    for (const e of served) {
      if (e.event_type !== 'decision_outcome') continue
      if (c.expect.some((row) => tells(e, row.kind, row.date))) continue
      counts.outcome++
      findings.push(`${c.case_id} outcome ${describe(e)} not expected`)
    }
    for (const row of c.expect) {
      if (row.kind !== 'date_extended' || !row.prior || !row.date) continue
      if (
        !published.some(
          (a) => a.kind === row.kind && a.pdufa_date === row.date && a.prior_date === row.prior,
        )
      )
        continue
      // Served so from this filing, or from another that told the same move first (this one restates it: no event).
      const typed = [...served, ...run.events].some(
        (e) =>
          e.event_type === 'date_extension' &&
          e.new_date === row.date &&
          e.prior_date === row.prior &&
          e.delta_days === daysBetween(row.prior!, row.date!),
      )
      if (typed) continue
      counts.untyped++
      findings.push(
        `${c.case_id} untyped ${row.prior}>${row.date}: ${stored.map(describe).join('; ') || 'none'}`,
      )
    }
    const byDrug = new Map<string, Set<number>>()
    const ofKind = (kind: string) => c.expect.filter((row) => row.kind === kind)
    for (const row of c.expect) {
      if (!row.drug) continue
      // An outcome event names no drug here (its date is not compared): with two expected outcomes of a kind (a
      // roundup's two approvals) it cannot be told whose it is. Two goal dates one passage sets for one drug are two
      // uses' decisions (two catalysts by design, services/catalysts/README.md), not a split.
      if ((row.kind === 'approval' || row.kind === 'crl') && ofKind(row.kind).length > 1) continue
      if (
        row.kind === 'date_set' &&
        ofKind('date_set').filter((o) => o.drug === row.drug && o.date !== row.date).length > 0
      )
        continue
      for (const e of stored)
        if (live.has(Number(e.catalyst_id)) && tells(e, row.kind, row.date))
          byDrug.set(row.drug, (byDrug.get(row.drug) ?? new Set()).add(Number(e.catalyst_id)))
    }
    for (const [, ids] of byDrug)
      if (ids.size > 1) {
        counts.split++
        findings.push(`${c.case_id} split: one drug on catalysts ${[...ids].join(', ')}`)
      }
  }
  const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`)
  const total = emptyTally()
  for (const [set, t] of [...tallies].sort()) {
    for (const k of Object.keys(total) as (keyof Tally)[]) total[k] += t[k]
    process.stdout.write(
      `${set.padEnd(8)} alone: recall ${pct(t.readAlone, t.expected)} (${t.readAlone}/${t.expected}; ${t.readAloneAnyOutcomeDate} with any outcome date) precision ${pct(t.rightAlone, t.publishedAlone)} (${t.rightAlone}/${t.publishedAlone})  served: recall ${pct(t.readServed, t.expected)} (${t.readServed}/${t.expected}) precision ${pct(t.rightServed, t.served)} (${t.rightServed}/${t.served}), dates served ${t.dateServed}\n`,
    )
  }
  process.stdout.write(
    `${'all'.padEnd(8)} alone: recall ${pct(total.readAlone, total.expected)} (${total.readAlone}/${total.expected}; ${total.readAloneAnyOutcomeDate} with any outcome date) precision ${pct(total.rightAlone, total.publishedAlone)} (${total.rightAlone}/${total.publishedAlone})  served: recall ${pct(total.readServed, total.expected)} (${total.readServed}/${total.expected}) precision ${pct(total.rightServed, total.served)} (${total.rightServed}/${total.served}), dates served ${total.dateServed}\n`,
  )
  process.stdout.write(`findings: ${JSON.stringify(counts)}\n`)
  if (list) for (const f of findings) process.stdout.write(`${f}\n`)
}

let companies: Map<string, string | null> | null = null
/** The company a case was filed under in the data dir (null: a company of its own). */
function companyOf(dataDir: string, caseId: string): string | null {
  companies ??= new Map(
    readFileSync(join(dataDir, 'pdufa-dev-cases.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { case_id: string; company: string | null })
      .map((c) => [c.case_id, c.company]),
  )
  return companies.get(caseId) ?? null
}

let passages: Map<string, string> | null = null
function passageOf(dataDir: string, caseId: string): string {
  passages ??= new Map(
    readFileSync(join(dataDir, 'pdufa-dev-cases.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { case_id: string; passage: string })
      .map((c) => [c.case_id, c.passage]),
  )
  return passages.get(caseId) ?? ''
}

main()
