/**
 * Checks one output of test/e2e/real-files-run.ts against the shared files' expected answers (issue 30's whole-service
 * bars), reading the answers where they are (no passage is copied):
 * 1. outcomes: every served `decision_outcome` comes from a filing whose case announces that outcome (`approval` /
 *    `crl`), on the catalyst of that case's decision (no other decision's dates on it, or its own among them);
 * 2. extensions: every `date_extended` case whose passage states the replaced date (`prior_date_in_passage`), or whose
 *    replaced date the feed served before on that decision, has a served `date_extension` from its filing to its
 *    date, with that `prior_date` and its `delta_days`;
 * 3. splits: no decision group whose filings' events (history included) sit on more than one live catalyst.
 * An event counts for its case's decision when it is the case's answer (the date it asserts or replaces, the outcome
 * of an outcome case): another date in the same passage (another product's, another use's) is another decision's.
 * A catalyst holds the cycles of one application: an outcome after another decision's CRL is that application's next
 * cycle (spec section 3: a CRL'd catalyst is re-opened), not a wrong catalyst.
 *
 *   tsx test/e2e/check-real-run.ts <data dir> <run.json>
 *
 * Prints the figures and every failure by case id.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { daysBetween } from '../../services/shared/clock.js'
import type { RealRun as Run, RealRunEvent as RunEvent } from '../support/real-run.js'

interface Answer {
  case_id: string
  kind: string
  pdufa_date: string | null
  prior_date: string | null
  prior_date_in_passage?: boolean | null
  decision_group: string | null
  fda_outcome?: string | null
  filed_date?: string | null
  release_date: string | null
}

const FILES = ['pdufa-dev-cases', 'pdufa-more-cases', 'pdufa-cases-b']
const DATE_TYPES = new Set(['new_date_assigned', 'date_extension', 'corrected'])

export function checkRun(answers: readonly Answer[], run: Run) {
  const answerOf = new Map(answers.map((a) => [a.case_id, a]))
  const caseOf = (accession: string) => {
    const c = run.caseOf[accession]
    return c ? (answerOf.get(c.case_id) ?? null) : null
  }
  /** A case's decision: its group, or the case alone. */
  const decisionOf = (a: Answer) => a.decision_group ?? `case:${a.case_id}`
  const live = new Set(
    run.catalysts.filter((c) => Number(c.live) === 1).map((c) => Number(c.catalyst_id)),
  )
  const stored = run.storedEvents.map((e) => ({ ...e, catalyst_id: Number(e.catalyst_id) }))
  const served = run.events.map((e) => ({ ...e, catalyst_id: Number(e.catalyst_id) }))

  const filedOf = (a: Answer) => a.filed_date ?? a.release_date ?? ''
  /**
   * The decision an event tells of: its case's, when the event is the case's answer (a date the case asserts or
   * replaces, an outcome of an outcome case); null for another date the passage holds (another product's or use's).
   */
  const decisionOfEvent = (e: RunEvent): string | null => {
    const a = caseOf(e.accession)
    if (!a) return null
    if (DATE_TYPES.has(e.event_type))
      return e.new_date !== null && (e.new_date === a.pdufa_date || e.new_date === a.prior_date)
        ? decisionOf(a)
        : null
    return e.event_type === 'decision_outcome' ? decisionOf(a) : null
  }

  // 1. Outcomes.
  const outcomeFailures: string[] = []
  let outcomes = 0
  for (const e of served) {
    if (e.event_type !== 'decision_outcome') continue
    outcomes++
    const a = caseOf(e.accession)
    const id = `${a?.case_id ?? e.accession} ${e.outcome} on catalyst ${e.catalyst_id}`
    const announces =
      a !== null &&
      ((a.kind === 'approval' && e.outcome !== 'crl') || (a.kind === 'crl' && e.outcome === 'crl'))
    if (!announces) {
      // What the FDA did on that decision, where a case of it says: a recounted true outcome, or a false one.
      const fda = answers.find(
        (b) => a !== null && b.fda_outcome && decisionOf(b) === decisionOf(a),
      )?.fda_outcome
      outcomeFailures.push(
        `${id}: the case is ${a?.kind ?? 'unknown'} (the FDA's outcome of its decision: ${fda ?? 'not stated'})`,
      )
      continue
    }
    // The cycle it resolves: the latest date or outcome on the catalyst filed before it. Another decision's date
    // there is a wrong catalyst; another decision's CRL ended its cycle (the application's next cycle re-opens it).
    const own = decisionOf(a)
    const filed = filedOf(a)
    let last: { event: RunEvent; decision: string | null; filed: string } | null = null
    for (const x of stored) {
      const b = caseOf(x.accession)
      if (x.catalyst_id !== e.catalyst_id || x.event_id === e.event_id || !b) continue
      if (x.accession === e.accession || filedOf(b) > filed) continue
      const decision = decisionOfEvent(x)
      if (decision === null) continue
      if (
        !last ||
        filedOf(b) > last.filed ||
        (filedOf(b) === last.filed && x.event_id > last.event.event_id)
      )
        last = { event: x, decision, filed: filedOf(b) }
    }
    if (
      last &&
      last.decision !== own &&
      !(last.event.event_type === 'decision_outcome' && last.event.outcome === 'crl')
    )
      outcomeFailures.push(`${id}: resolves the cycle of ${last.decision}`)
    // Its own decision's dates, when the feed holds them, are on this catalyst.
    const ownElsewhere = stored.some(
      (x) =>
        x.catalyst_id !== e.catalyst_id &&
        live.has(x.catalyst_id) &&
        decisionOfEvent(x) === own &&
        DATE_TYPES.has(x.event_type),
    )
    const ownHere = stored.some(
      (x) =>
        x.catalyst_id === e.catalyst_id &&
        decisionOfEvent(x) === own &&
        DATE_TYPES.has(x.event_type),
    )
    if (ownElsewhere && !ownHere)
      outcomeFailures.push(`${id}: its decision's dates are on another catalyst`)
  }

  // 2. Extensions.
  const extensionFailures: string[] = []
  const extensions = { stated: 0, servedBefore: 0, typed: 0 }
  const accessionOf = new Map(Object.entries(run.caseOf).map(([acc, c]) => [c.case_id, acc]))
  for (const a of answers) {
    if (a.kind !== 'date_extended' || !a.pdufa_date || !a.prior_date) continue
    const accession = accessionOf.get(a.case_id)
    if (!accession) continue
    const filed = a.filed_date ?? a.release_date ?? ''
    const stated = a.prior_date_in_passage === true
    // The replaced date on the feed before: an applied date event of the same decision, filed earlier, to that date.
    const before =
      !stated &&
      stored.some((e) => {
        const b = caseOf(e.accession)
        return (
          b !== null &&
          b.case_id !== a.case_id &&
          decisionOf(b) === decisionOf(a) &&
          DATE_TYPES.has(e.event_type) &&
          e.new_date === a.prior_date &&
          Number(e.applied) === 1 &&
          (b.filed_date ?? b.release_date ?? '') <= filed
        )
      })
    if (!stated && !before) continue
    if (stated) extensions.stated++
    else extensions.servedBefore++
    const typed = served.some(
      (e) =>
        e.accession === accession &&
        e.event_type === 'date_extension' &&
        e.new_date === a.pdufa_date &&
        e.prior_date === a.prior_date &&
        e.delta_days === daysBetween(a.prior_date!, a.pdufa_date!),
    )
    if (typed) {
      extensions.typed++
      continue
    }
    const own = stored
      .filter((e) => e.accession === accession)
      .map(
        (e) =>
          `${e.event_type} ${e.prior_date ?? '-'}>${e.new_date ?? '-'}${Number(e.applied) ? '' : ' (history)'}`,
      )
    extensionFailures.push(
      `${a.case_id} (${stated ? 'stated' : 'served before'}) ${a.prior_date}>${a.pdufa_date}: ${own.join('; ') || 'no event'}`,
    )
  }

  // 3. Splits.
  const catalystsOf = new Map<string, Set<number>>()
  for (const e of stored) {
    const group = caseOf(e.accession)?.decision_group
    if (!group || decisionOfEvent(e) !== group || !live.has(e.catalyst_id)) continue
    catalystsOf.set(group, (catalystsOf.get(group) ?? new Set()).add(e.catalyst_id))
  }
  const splits = [...catalystsOf]
    .filter(([, ids]) => ids.size > 1)
    .map(([group, ids]) => `${group}: catalysts ${[...ids].sort((x, y) => x - y).join(', ')}`)

  return {
    events: served.length,
    byType: Object.fromEntries(
      [...new Set(served.map((e) => e.event_type))]
        .sort()
        .map((t) => [t, served.filter((e) => e.event_type === t).length]),
    ),
    outcomes: { served: outcomes, failures: outcomeFailures },
    extensions: { ...extensions, failures: extensionFailures },
    decisions: { groups: catalystsOf.size, splits },
  }
}

function main(): void {
  const [dataDir, runPath] = process.argv.slice(2)
  if (!dataDir || !runPath) throw new Error('usage: check-real-run.ts <data dir> <run.json>')
  const answers = FILES.flatMap((file) =>
    readFileSync(join(dataDir, `${file}.jsonl`), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as Answer),
  )
  const run = JSON.parse(readFileSync(runPath, 'utf8')) as Run
  process.stdout.write(`${JSON.stringify(checkRun(answers, run), null, 1)}\n`)
}

if (import.meta.url === `file://${process.argv[1]}`) main()
