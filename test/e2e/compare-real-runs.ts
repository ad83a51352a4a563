/**
 * Compares two outputs of test/e2e/real-files-run.ts (before and after a change): decisions split
 * over two live catalysts (a decision group whose filings' events sit on more than one live id),
 * the dates, extensions and outcomes served (applied events, by filing) that one run has and
 * the other lacks, and the decision groups whose end state (date and stage) differs.
 *
 *   tsx test/e2e/compare-real-runs.ts <before.json> <after.json>
 */
import { readFileSync } from 'node:fs'
import type { RealRun as Run } from '../support/real-run.js'

const load = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Run

function splits(run: Run): Set<string> {
  const live = new Set(
    run.catalysts.filter((c) => Number(c.live) === 1).map((c) => Number(c.catalyst_id)),
  )
  const ids = new Map<string, Set<number>>()
  for (const e of run.events) {
    const group = run.caseOf[e.accession]?.group
    if (!group || !live.has(Number(e.catalyst_id))) continue
    ids.set(group, (ids.get(group) ?? new Set()).add(Number(e.catalyst_id)))
  }
  return new Set([...ids].filter(([, set]) => set.size > 1).map(([group]) => group))
}

/**
 * Each decision group's end state: the date and stage of the live catalysts its filings' events (history included) sit
 * on. Two runs of one version in different arrival orders (real-files-run.ts --order) should end alike.
 */
function endStates(run: Run): Map<string, string> {
  const rows = new Map(run.catalysts.map((c) => [Number(c.catalyst_id), c]))
  const states = new Map<string, Set<string>>()
  for (const e of run.storedEvents) {
    const group = run.caseOf[e.accession]?.group
    const row = rows.get(Number(e.catalyst_id))
    if (!group || !row || Number(row.live) !== 1) continue
    states.set(group, (states.get(group) ?? new Set()).add(`${row.pdufa_date ?? '-'} ${row.stage}`))
  }
  return new Map([...states].map(([group, set]) => [group, [...set].sort().join(' | ')]))
}

/** Served facts: an applied date or outcome event, by the case whose filing it came from. */
function served(run: Run): Map<string, string> {
  const facts = new Map<string, string>()
  for (const e of run.events) {
    if (!e.applied) continue
    if (!['new_date_assigned', 'date_extension', 'decision_outcome'].includes(e.event_type))
      continue
    const c = run.caseOf[e.accession]
    const key = `${c?.case_id ?? e.accession} ${e.event_type} ${e.new_date ?? e.outcome}`
    facts.set(key, c?.group ?? '')
  }
  return facts
}

const [beforePath, afterPath] = process.argv.slice(2)
if (!beforePath || !afterPath) throw new Error('usage: compare-real-runs.ts <before> <after>')
const before = load(beforePath)
const after = load(afterPath)
const splitBefore = splits(before)
const splitAfter = splits(after)
const servedBefore = served(before)
const servedAfter = served(after)
const statesBefore = endStates(before)
const statesAfter = endStates(after)
const endStatesDiffer = [...new Set([...statesBefore.keys(), ...statesAfter.keys()])]
  .sort()
  .filter((g) => statesBefore.get(g) !== statesAfter.get(g))
  .map((g) => `${g}: ${statesBefore.get(g) ?? 'none'} / ${statesAfter.get(g) ?? 'none'}`)
const lost = [...servedBefore.keys()].filter((k) => !servedAfter.has(k))
const gained = [...servedAfter.keys()].filter((k) => !servedBefore.has(k))
const held = after.queue.filter(
  (q) =>
    q.reason === 'unrelated_filer' ||
    q.reason === 'unconfirmed_relation' ||
    q.reason === 'owner_conflict',
)
const report = {
  filings: Object.keys(before.caseOf).length,
  events: { before: before.events.length, after: after.events.length },
  servedFacts: { before: servedBefore.size, after: servedAfter.size },
  splitBefore: [...splitBefore],
  splitAfter: [...splitAfter],
  newSplits: [...splitAfter].filter((g) => !splitBefore.has(g)),
  endStatesDiffer,
  lost,
  gained,
  heldForStanding: held.map(
    (q) => `${after.caseOf[q.accession]?.case_id ?? q.accession} ${q.reason}`,
  ),
}
process.stdout.write(`${JSON.stringify(report, null, 1)}\n`)
