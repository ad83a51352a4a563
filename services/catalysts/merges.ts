/**
 * Merges (spec 6.2): the younger of two catalysts found to be one decision is retracted into the
 * older, its events re-parented and duplicates (same filing, same type) deleted; an operator's
 * unmerge undoes exactly what the merge row recorded.
 */
import {
  eventTypeRule,
  movesDate,
  typesWhere,
  type KnownEventType,
} from '../../topology/event-types.js'
import { announceLateExtension, eventIdentity, identityOf } from './apply.js'
import { liftOutcomeAfterMergedDates, supersedeRetoldOutcome } from './decided-cycle.js'
import { establishedCiks, filerOn, mayJoin } from './authority.js'
import { duplicateReason, partnerDuplicate } from './duplicates.js'
import { applyEvent, emptyMirror } from './mirror.js'
import { aliasKeysOf, applicationsOf, datesSeen, serve } from './served.js'
import type { CatalystView } from './state.js'
import type { CatalystRecord, EventRow, MergeRow } from './types.js'
import type { MergeTrigger, Work } from './work.js'

export function merge(
  work: Work,
  survivorId: number,
  loserId: number,
  trigger: MergeTrigger,
): void {
  const survivor = work.get(survivorId)!
  const loser = work.get(loserId)!
  const frozen = serve(loser, null)
  const taken = new Set(survivor.timeline.map((e) => `${e.accession}\u0000${e.event_type}`))
  const moved: EventRow[] = []
  const kept: EventRow[] = []
  const deleted: number[] = []
  for (const event of loser.timeline) {
    if (eventTypeRule(event.event_type).liveness !== null) {
      // The loser's own markers stay with it: re-parented, they would retract the survivor in a mirror.
      kept.push(event)
    } else if (taken.has(`${event.accession}\u0000${event.event_type}`)) {
      const gone: EventRow = { ...event, version: event.version + 1, deleted: 1 }
      work.rewrite(gone)
      work.deletedAdd.set(event.event_id, gone)
      work.deletedRemove.delete(event.event_id)
      deleted.push(event.event_id)
    } else {
      const reparented: EventRow = { ...event, version: event.version + 1, catalyst_id: survivorId }
      work.rewrite(reparented)
      moved.push(reparented)
    }
  }
  const movedKeys = loser.contributions.map((c) => c.key)
  const survivorKeys = new Set(survivor.contributions.map((c) => c.key))
  const joined: CatalystRecord = {
    ...survivor,
    timeline: [...survivor.timeline, ...moved].sort((a, b) => a.event_id - b.event_id),
    contributions: [
      ...survivor.contributions,
      ...loser.contributions.filter((c) => !survivorKeys.has(c.key)),
    ],
  }
  // Dates of the decided cycle that the merge placed after its outcome: the outcome follows them again (told on both
  // sides, the earlier filing's telling is the one).
  const lifted = liftOutcomeAfterMergedDates(
    work,
    supersedeRetoldOutcome(work, joined, survivor, loser),
    eventIdentity(joined, work),
    trigger.detectedAt,
  )
  work.update(
    announceLateExtension(
      work,
      { ...lifted, timeline: reconcile(work, lifted.timeline) },
      trigger.detectedAt,
    ),
  )
  const retracted = lifecycleEvent(work, loserId, 'retracted', frozen, trigger, {
    new_date: null,
    merged_into: survivorId,
    confidence: null,
    date_confidence: null,
    authority: null,
    source_quote:
      trigger.reason === 'operator'
        ? `Merged into catalyst_id ${survivorId} by operator review: the same FDA decision.`
        : `Merged into catalyst_id ${survivorId}: the same FDA decision (matched on ${trigger.reason === 'application_number' ? 'application number' : 'drug identity and date'}).`,
  })
  work.events.push(retracted)
  work.frozen.set(loserId, frozen)
  work.update({ ...loser, live: false, mergedInto: survivorId, timeline: [...kept, retracted] })
  const previous = work.mergeRow(loserId)
  work.merges.set(loserId, {
    loser_catalyst_id: loserId,
    survivor_catalyst_id: survivorId,
    version: (previous?.version ?? 0) + 1,
    active: 1,
    reason: trigger.reason,
    moved_event_ids: moved.map((e) => e.event_id),
    deleted_event_ids: deleted,
    moved_contribution_keys: movedKeys.filter((k) => !survivorKeys.has(k)),
    trigger: trigger.accession,
    at: trigger.detectedAt,
  })
  work.notices.push({
    loser_catalyst_id: loserId,
    survivor_catalyst_id: survivorId,
    action: 'merge',
    reason: trigger.reason,
    at: isoOffset(trigger.detectedAt),
  })
}

/** The known types that set a date or an outcome (an unknown type's date is never reconciled, as before). */
const settersOfState = new Set<string>(typesWhere((rule) => rule.setsDate || rule.resolves))

/**
 * A merged timeline is in arrival order (event_id), not filing order: an event that was news on
 * the merged-away id can be older news on the survivor (a date filed before the survivor's
 * extension or outcome). Such an event gets a new version with `applied` false, the same rule as
 * for an input that arrives late (apply.ts), so the survivor's date never moves backwards and a
 * decided cycle is not re-opened by its own history. Operator events are never overridden.
 */
function reconcile(work: Work, timeline: EventRow[]): EventRow[] {
  const fold = emptyMirror<EventRow>(0)
  return timeline.map((event) => {
    let current = event
    if (
      event.applied === 1 &&
      event.authority !== 'human_lock' &&
      settersOfState.has(event.event_type)
    ) {
      const olderNews = fold.state_filed_at !== null && event.filed_at < fold.state_filed_at
      const reopensDecided = fold.stage === 'resolved' && event.new_date !== null
      const movesBack =
        fold.stage === 'extended' &&
        !movesDate(event.event_type) &&
        event.new_date !== null &&
        fold.pdufa_date !== null &&
        event.new_date < fold.pdufa_date
      if (olderNews || reopensDecided || movesBack) {
        current = { ...event, version: event.version + 1, applied: 0, date_changed: 0 }
        work.rewrite(current)
      }
    }
    applyEvent(fold, current)
    return current
  })
}

export function unmerge(work: Work, row: MergeRow, trigger: MergeTrigger): void {
  const loserId = row.loser_catalyst_id
  const survivor = work.get(row.survivor_catalyst_id)!
  const loser = work.get(loserId)!
  const movedIds = new Set(row.moved_event_ids)
  const back = survivor.timeline
    .filter((e) => movedIds.has(e.event_id))
    .map((e) => ({ ...e, version: e.version + 1, catalyst_id: loserId }))
  const revived: EventRow[] = []
  for (const id of row.deleted_event_ids) {
    const gone = work.deletedEvent(id)
    if (!gone) continue
    revived.push({ ...gone, version: gone.version + 1, deleted: 0, catalyst_id: loserId })
    work.deletedRemove.add(id)
    work.deletedAdd.delete(id)
  }
  for (const e of [...back, ...revived]) work.rewrite(e)
  const movedKeys = new Set(row.moved_contribution_keys)
  work.update({
    ...survivor,
    timeline: survivor.timeline.filter((e) => !movedIds.has(e.event_id)),
    contributions: survivor.contributions.filter((c) => !movedKeys.has(c.key)),
  })
  let revivedLoser: CatalystRecord = {
    ...loser,
    live: true,
    mergedInto: null,
    timeline: [...loser.timeline, ...back, ...revived].sort((a, b) => a.event_id - b.event_id),
  }
  work.frozen.set(loserId, null)
  const view = serve(revivedLoser, null)
  const restored = lifecycleEvent(work, loserId, 'restored', view, trigger, {
    new_date: view.pdufa_date,
    merged_into: null,
    confidence: view.confidence,
    date_confidence: view.date_confidence,
    authority: view.authority,
    source_quote: `Restored by operator review: no longer merged into catalyst_id ${row.survivor_catalyst_id}.`,
  })
  work.events.push(restored)
  revivedLoser = { ...revivedLoser, timeline: [...revivedLoser.timeline, restored] }
  work.update(revivedLoser)
  work.merges.set(loserId, {
    ...row,
    version: row.version + 1,
    active: 0,
    trigger: trigger.accession,
    at: trigger.detectedAt,
  })
  work.notices.push({
    loser_catalyst_id: loserId,
    survivor_catalyst_id: row.survivor_catalyst_id,
    action: 'unmerge',
    reason: 'operator',
    at: isoOffset(trigger.detectedAt),
  })
}

/** After `id` changed: merge every other live catalyst that is now visibly the same decision into the older id. */
export function resolveDuplicates(
  work: Work,
  id: number,
  trigger: Omit<MergeTrigger, 'reason'>,
): void {
  let currentId = id
  for (let rounds = 0; rounds < 50; rounds++) {
    const record = work.get(currentId)
    if (!record || !record.live) return
    const others = work
      .candidates(applicationsOf(record), aliasKeysOf(record))
      .filter((o) => o.id !== record.id)
    let found: { other: CatalystRecord; reason: MergeTrigger['reason'] } | null = null
    for (const other of others) {
      const reason = duplicateReason(record, other)
      if (reason && !mayJoin(record, other)) {
        // One decision by its names, but one side's filers are strangers to the other: never folded.
        work.notes.push(
          `possible duplicate of catalyst ${other.id} left unmerged: its filers and these are unrelated`,
        )
        continue
      }
      if (reason) {
        found = { other, reason }
        break
      }
    }
    if (!found) {
      const partner = partnerDuplicateOf(work, record)
      if (partner) found = { other: partner, reason: 'drug_identity' }
    }
    if (!found) return
    if (record.locked || found.other.locked) {
      // A lock is never overridden automatically: an operator merges by hand (npm run review -- merge).
      work.notes.push(
        `possible duplicate of catalyst ${found.other.id} left unmerged: a human lock holds one of them`,
      )
      return
    }
    const survivor = Math.min(record.id, found.other.id)
    merge(work, survivor, Math.max(record.id, found.other.id), { ...trigger, reason: found.reason })
    currentId = survivor
  }
}

/**
 * The one live catalyst that is `record`'s decision by a partner's word (partnerDuplicate, either way round: record's
 * filers name the other's, or the other's name record's), or null. With two such candidates nothing is merged: a guess
 * would fold the wrong decision.
 */
function partnerDuplicateOf(work: Work, record: CatalystRecord): CatalystRecord | null {
  const found = new Map<number, CatalystRecord>()
  for (const cik of establishedCiks(record))
    for (const other of work.vouchedFor(filerOn(record, cik)))
      if (partnerDuplicate(other, record)) found.set(other.id, other)
  const names = record.contributions.some((c) => (c.named ?? []).length > 0)
  if (names) {
    const dates = datesSeen(record)
    for (const other of work.liveRecords())
      if (
        !found.has(other.id) &&
        [...datesSeen(other)].some((d) => dates.has(d)) &&
        partnerDuplicate(record, other)
      )
        found.set(other.id, other)
  }
  return found.size === 1 ? [...found.values()][0]! : null
}

/**
 * A `retracted` or `restored` event on `catalystId`: the catalyst's identity as `view` serves it,
 * filed and detected as the trigger was; applied, no date change, no outcome.
 */
function lifecycleEvent(
  work: Work,
  catalystId: number,
  eventType: KnownEventType,
  view: CatalystView,
  trigger: MergeTrigger,
  fields: Pick<
    EventRow,
    'new_date' | 'merged_into' | 'confidence' | 'date_confidence' | 'authority' | 'source_quote'
  >,
): EventRow {
  return {
    event_id: work.nextEventId(),
    version: 1,
    deleted: 0,
    catalyst_id: catalystId,
    origin_catalyst_id: catalystId,
    event_type: eventType,
    ...identityOf(view),
    indication: view.indication,
    prior_date: null,
    delta_days: null,
    outcome: null,
    ...fields,
    detected_at: trigger.detectedAt,
    filed_at: trigger.filedAt,
    applied: 1,
    date_changed: 0,
    accession: trigger.accession,
    source_url: null,
  }
}

function isoOffset(instant: string): string {
  return instant.replace(/Z$/, '+00:00')
}

// ---------------------------------------------------------------------------------------------
