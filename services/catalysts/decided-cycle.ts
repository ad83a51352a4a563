/**
 * A decided cycle's dates read after its outcome. A backfill or a slow lane can read the FDA's outcome before the
 * filings that set and moved the date it decided. Decided by the filings' dates, the outcome resolves the cycle whose
 * dates were filed before it: a date filed before the outcome (and after the date the catalyst already holds) still
 * becomes the decided cycle's date, typed as it would have been in filing order (an extension with the date it
 * replaced). The stream stays one a client can replay by spec section 3: the outcome's event gets a new version with
 * `applied` false and is emitted again after the late date, so the replayed record ends decided, with that date, and
 * the served stream holds the filing order's events. Likewise an outcome announced by an earlier filing than the one
 * that decided the catalyst (a later release recounted the decision and was read first), filed after the cycle's date,
 * is the announcement filing order serves: it is applied and the recount's event superseded.
 */
import { eventTypeRule, type KnownEventType } from '../../topology/event-types.js'
import { foldTimeline } from './mirror.js'
import type { CatalystRecord, EventRow } from './types.js'
import type { Work } from './work.js'

/**
 * The outcome behind a catalyst's current state: the latest applied event that set a date or an outcome, when it is
 * an outcome no operator made. Null when a date (or an operator's word) is the current state.
 */
export function decidingOutcome(record: CatalystRecord): EventRow | null {
  const last = stateEvents(record).at(-1)
  if (last === undefined || !eventTypeRule(last.event_type).resolves) return null
  return last.authority === 'human_lock' ? null : last
}

/** The applied events that set a date or an outcome, in event_id order (the order a client applies them in). */
function stateEvents(record: CatalystRecord): EventRow[] {
  return record.timeline
    .filter((e) => {
      const rule = eventTypeRule(e.event_type)
      return (
        e.applied === 1 &&
        ((rule.setsDate && e.new_date !== null) || (rule.resolves && e.outcome !== null))
      )
    })
    .sort((a, b) => a.event_id - b.event_id)
}

/** The timeline as it was before `outcome` decided the cycle: every other event. */
export function timelineBefore(record: CatalystRecord, outcome: EventRow): EventRow[] {
  return record.timeline.filter((e) => e.event_id !== outcome.event_id)
}

/**
 * Takes `outcome` off the served stream: a new version with `applied` false (kept for the track record). Its decision
 * is told by another event: the same outcome emitted again after a late date, or an earlier filing's announcement of it.
 */
export function supersedeOutcome(
  work: Work,
  record: CatalystRecord,
  outcome: EventRow,
): CatalystRecord {
  const superseded: EventRow = {
    ...outcome,
    version: outcome.version + 1,
    applied: 0,
    date_changed: 0,
  }
  work.rewrite(superseded)
  return {
    ...record,
    timeline: record.timeline.map((e) => (e.event_id === outcome.event_id ? superseded : e)),
  }
}

/**
 * Emits `outcome` again after the events a late date appended, so that it stays the last word on the cycle: the
 * earlier event is superseded, the new one copies it (the same filing, quote and outcome) with the catalyst's identity
 * as it stands now.
 */
export function reEmitOutcome(
  work: Work,
  record: CatalystRecord,
  outcome: EventRow,
  identity: Partial<EventRow>,
  detectedAt: string,
): CatalystRecord {
  const again: EventRow = {
    ...outcome,
    event_id: work.nextEventId(),
    version: 1,
    deleted: 0,
    catalyst_id: record.id,
    origin_catalyst_id: record.id,
    event_type: outcome.event_type as KnownEventType,
    ...identity,
    detected_at: detectedAt,
    applied: 1,
    date_changed: 0,
  }
  work.events.push(again)
  const superseded = supersedeOutcome(work, record, outcome)
  return { ...superseded, timeline: [...superseded.timeline, again] }
}

/**
 * A merge brings dates filed before the outcome that decided the survivor (the loser held the cycle's dates, the
 * survivor only its outcome, or the other way round): in the merged timeline (event_id order) they follow the outcome
 * and would be read as history of a decided cycle. When every date after the outcome was filed before it, and one of
 * them is news to the cycle's state before the outcome, the outcome is emitted again after them (`reEmitOutcome`), so
 * the merged record holds the cycle's dates as filing order does. Returns the record, lifted or unchanged.
 */
export function liftOutcomeAfterMergedDates(
  work: Work,
  record: CatalystRecord,
  identity: Partial<EventRow>,
  detectedAt: string,
): CatalystRecord {
  const states = stateEvents(record)
  const outcome = states.findLast((e) => eventTypeRule(e.event_type).resolves) ?? null
  if (outcome === null || outcome.authority === 'human_lock') return record
  const stateAfter = states.filter((e) => e.event_id > outcome.event_id)
  const before = foldTimeline(
    record.id,
    record.timeline.filter((e) => e.event_id < outcome.event_id),
  )
  const news = stateAfter.some(
    (e) =>
      e.new_date !== null &&
      (before.state_filed_at === null || e.filed_at >= before.state_filed_at),
  )
  if (!news || stateAfter.some((e) => e.filed_at >= outcome.filed_at)) return record
  return reEmitOutcome(work, record, outcome, identity, detectedAt)
}
