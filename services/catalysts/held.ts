/**
 * Readings held for their filer's standing (authority.ts) and what becomes of them:
 * - `replayHeld`: once a filer has standing on a catalyst (an established filer's filing names it in
 *   a relationship frame, an operator related one of its readings), every reading of it held on
 *   that catalyst applies, oldest filing first, as if it had arrived then. The order the filings
 *   arrived in does not decide what the record ends up holding: a partner's extension read before
 *   the sponsor vouched for it is not lost, and no second record is opened for it.
 * - `queueOwnerConflict`: a filer whose own text owns the application ("our NDA") meets a catalyst
 *   filers it has no standing with established. Either side may be the impostor, so both go to the
 *   queue: the owner's reading is held, and the reading behind the served state is queued for an
 *   operator to confirm. What is served does not change (a filing claiming "our NDA" does not take
 *   a record off the feed).
 * Pure: everything goes through the decision's Work.
 */
import type { Assertion, ExtractedAssertions } from '../../schemas/avro/types.js'
import { eventTypeRule } from '../../topology/event-types.js'
import { applyFacts } from './apply.js'
import { HELD_FOR_STANDING, standingOn, type Standing } from './authority.js'
import { contributionFrom, factsFrom } from './facts.js'
import { foldTimeline } from './mirror.js'
import { queue } from './queue.js'
import type { CatalystRecord, QueueRow } from './types.js'
import type { Work } from './work.js'

/** The assertion a queue row holds, as extracted. */
export function assertionOf(entry: QueueRow): Assertion {
  return {
    kind: entry.kind,
    drug_name: entry.drug_name,
    indication: entry.indication,
    application_number: entry.application_number,
    pdufa_date: entry.pdufa_date,
    prior_date: entry.prior_date,
    outcome: entry.outcome,
    quote: entry.quote,
    confidence: entry.confidence,
    authority: entry.authority,
    date_confidence: entry.date_confidence,
    publishable: true,
    role: entry.role,
    drug_aliases: entry.drug_aliases,
    reason: null,
    year_inferred: false,
  }
}

/**
 * Applies a held reading to `target` as extracted (its own authority and confidence). `accepted`:
 * an operator related its filer, which establishes the filer on the record even when the reading
 * itself is only history.
 */
export function applyHeld(
  work: Work,
  entry: QueueRow,
  target: CatalystRecord,
  accepted: boolean,
): CatalystRecord {
  const a = assertionOf(entry)
  const c = contributionFrom(
    `${entry.accession}#${entry.assertion_index}`,
    {
      accession: entry.accession,
      cik: entry.cik,
      company: entry.company,
      filed_date: entry.filed_date,
    },
    a,
    entry.tickers,
  )
  if (accepted) c.accepted = true
  return applyFacts(work, target, c, factsFrom(a, entry, work.at, false))
}

/** Pending held readings on `record` (or on a catalyst merged into it), oldest filing first. */
function heldReadings(work: Work, record: CatalystRecord): QueueRow[] {
  const keys = new Set<string>()
  for (const [id, held] of work.state.heldOn)
    if (id === record.id || work.liveSurvivor(id)?.id === record.id)
      for (const key of held) keys.add(key)
  for (const [key, row] of work.queue) if (row.catalyst_id !== null) keys.add(key)
  const onRecord = new Set(record.contributions.map((c) => c.key))
  const rows: QueueRow[] = []
  for (const key of keys) {
    const row = work.queueRow(key)
    if (!row || row.status !== 'pending' || !HELD_FOR_STANDING.has(row.reason)) continue
    if (row.catalyst_id === null || onRecord.has(key)) continue // the applied side of a conflict
    const on = Number(row.catalyst_id)
    if (on !== record.id && work.liveSurvivor(on)?.id !== record.id) continue
    rows.push(row)
  }
  return rows.sort(
    (x, y) =>
      cmp(x.filed_date, y.filed_date) ||
      cmp(x.accession, y.accession) ||
      x.assertion_index - y.assertion_index,
  )
}

/**
 * Applies the held readings on catalyst `id` whose filers now have standing there; repeated while
 * one applied (a reading applied may be the release another was co-filed with). Returns how many.
 */
export function replayHeld(work: Work, id: number): number {
  let replayed = 0
  for (let changed = true; changed;) {
    changed = false
    const record = work.liveSurvivor(id)
    if (!record || record.locked) return replayed
    for (const entry of heldReadings(work, record)) {
      const filer = {
        cik: entry.cik,
        names: entry.company ? [entry.company] : [],
        tickers: entry.tickers,
      }
      const standing = standingOn(record, filer, {
        quote: entry.quote ?? '',
        filedDate: entry.filed_date,
      })
      if (standing === null) continue
      const applied = applyHeld(work, entry, record, false)
      settle(work, entry, applied.id, null, `replayed: its filer is ${standing} on the catalyst`)
      settleConflicts(work, applied.id, standing)
      replayed++
      changed = true
      break // the record changed: read it again
    }
  }
  return replayed
}

/** Marks a queued reading applied (`related`) on catalyst `id`. */
export function settle(
  work: Work,
  entry: QueueRow,
  id: number,
  actor: string | null,
  note: string,
): void {
  work.queue.set(`${entry.accession}#${entry.assertion_index}`, {
    ...entry,
    version: entry.version + 1,
    status: 'related',
    catalyst_id: id,
    reviewed_by: actor,
    review_note: note,
    reviewed_at: work.at,
  })
}

/**
 * Once the owner's side of a conflict on `id` applied, the relation is settled: the applied side's
 * rows queued for confirmation are closed as related too.
 */
export function settleConflicts(work: Work, id: number, why: Standing | 'operator'): void {
  const record = work.get(id)
  if (!record) return
  for (const c of record.contributions) {
    const row = work.queueRow(c.key)
    if (row?.status === 'pending' && row.reason === 'owner_conflict')
      settle(work, row, id, null, `settled: the owner's reading applied (${why})`)
  }
}

/**
 * Queues the reading behind `record`'s served state (its current source, or its latest applied
 * outcome) for confirmation, as the other side of an owner conflict. Rebuilt from the contribution
 * and the event it caused; the filing's form is not kept on the record (blank).
 */
export function queueOwnerConflict(work: Work, record: CatalystRecord): void {
  const fold = foldTimeline(record.id, record.timeline)
  const source =
    fold.source ??
    [...record.timeline]
      .reverse()
      .find((e) => eventTypeRule(e.event_type).resolves && Number(e.applied) === 1) ??
    null
  if (!source) return
  const c = record.contributions.find((x) => x.accession === source.accession && !x.history)
  if (!c) return
  const index = Number(c.key.slice(c.key.lastIndexOf('#') + 1))
  const existing = work.queueRow(c.key)
  if (existing?.status === 'pending' && existing.reason === 'owner_conflict') return
  const filing: ExtractedAssertions = {
    accession: c.accession,
    cik: c.cik,
    company: c.company,
    form: '',
    filed_date: c.filedDate,
    source_url: source.source_url ?? '',
    extractor: 'catalysts',
    extracted_at: source.detected_at,
    assertions: [],
    named_companies: [],
  }
  const a: Assertion = {
    kind: c.kind,
    drug_name: c.drugName,
    indication: c.indication,
    application_number: c.applicationNumber,
    pdufa_date: source.new_date,
    prior_date: source.prior_date,
    outcome: source.outcome,
    quote: source.source_quote ?? '',
    confidence: (source.confidence ?? 'high') as Assertion['confidence'],
    authority: (source.authority ?? 'regex') as Assertion['authority'],
    date_confidence: (source.date_confidence ?? 'confirmed') as Assertion['date_confidence'],
    publishable: true,
    role: c.role,
    drug_aliases: [],
    reason: null,
    year_inferred: false,
  }
  queue(work, filing, index, a, c.tickers, 'owner_conflict', record.id)
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
