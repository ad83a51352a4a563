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
import type { EventDraft } from './event-draft.js'
import { dateKinds, type Facts } from './facts.js'
import { foldTimeline, type MirroredState } from './mirror.js'
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
 * An input filed before the outcome that decided its catalyst's cycle, read after it (a backfill, a slow lane), read as
 * it would have been before the outcome: a date that would have applied is the decided cycle's; the same outcome, filed
 * after the cycle's date, is the decision's announcement (the filing read first recounted it; with no date read yet,
 * two letters may be two cycles'). Returns the event it causes then, the fold it reads, and the outcome it precedes;
 * null when it is history still (or the outcome is an operator's, or its own filing's).
 */
export function readBeforeOutcome(
  record: CatalystRecord,
  facts: Facts,
  eventFor: (
    record: CatalystRecord,
    fold: MirroredState,
    isNew: boolean,
    facts: Facts,
  ) => EventDraft | null,
): { draft: EventDraft; fold: MirroredState<EventRow>; outcome: EventRow } | null {
  if (facts.human) return null
  const outcome = decidingOutcome(record)
  if (!outcome || facts.filedDate >= outcome.filed_at || outcome.accession === facts.accession)
    return null
  const before = timelineBefore(record, outcome)
  const fold = foldTimeline<EventRow>(record.id, before)
  const draft = eventFor({ ...record, timeline: before }, fold, before.length === 0, facts)
  const fits = dateKinds.includes(facts.kind)
    ? true
    : draft?.outcome === outcome.outcome && fold.source !== null
  return draft?.applied && fits ? { draft, fold, outcome } : null
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
 * earlier event is superseded, the new one copies the outcome's announcement (the same filing, quote and outcome) with
 * the catalyst's identity as it stands now. The announcement is the earliest filing of that outcome on the timeline
 * filed on or after `after` (the late date's filing): a later release that recounted the decision and was read first
 * gives way to the filing that announced it, recorded as history when it was read (the filing order's outcome).
 */
export function reEmitOutcome(
  work: Work,
  record: CatalystRecord,
  outcome: EventRow,
  after: string,
  identity: Partial<EventRow>,
  detectedAt: string,
): CatalystRecord {
  const announcement =
    record.timeline
      .filter(
        (e) =>
          eventTypeRule(e.event_type).resolves &&
          e.outcome === outcome.outcome &&
          e.authority !== 'human_lock' &&
          e.filed_at >= after &&
          e.filed_at <= outcome.filed_at,
      )
      .sort((a, b) =>
        a.filed_at < b.filed_at ? -1 : a.filed_at > b.filed_at ? 1 : a.event_id - b.event_id,
      )[0] ?? outcome
  const again: EventRow = {
    ...announcement,
    event_id: work.nextEventId(),
    version: 1,
    deleted: 0,
    catalyst_id: record.id,
    origin_catalyst_id: record.id,
    event_type: announcement.event_type as KnownEventType,
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
  const latestDate = stateAfter.reduce((d, e) => (e.filed_at > d ? e.filed_at : d), '')
  return reEmitOutcome(work, record, outcome, latestDate, identity, detectedAt)
}

/**
 * A merge joins two records each decided by the same outcome (one decision told under a name only a later filing tied
 * to the other's, and told again there): read on one record, the later filing's outcome would have been a restatement
 * (apply.ts), so its event is superseded and the earlier filing's announcement decides the cycle (then lifted after the
 * cycle's dates the merge brought, liftOutcomeAfterMergedDates). Returns the joined record, superseded or unchanged.
 */
export function supersedeRetoldOutcome(
  work: Work,
  joined: CatalystRecord,
  survivor: CatalystRecord,
  loser: CatalystRecord,
): CatalystRecord {
  const mine = decidingOutcome(survivor)
  const theirs = decidingOutcome(loser)
  if (mine === null || theirs === null || mine.outcome !== theirs.outcome) return joined
  const later = theirs.filed_at >= mine.filed_at ? theirs : mine
  const current = joined.timeline.find((e) => e.event_id === later.event_id)
  return current ? supersedeOutcome(work, joined, current) : joined
}
