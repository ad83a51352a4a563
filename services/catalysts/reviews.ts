/**
 * Operator reviews (catalyst.reviews.v1): approve / reject a queued extraction, correct a date,
 * lock / unlock, merge / unmerge. Also `queue`, which puts an extraction on the review queue.
 */
import type { Assertion, Review } from '../../schemas/avro/types.js'
import type { KnownEventType } from '../../topology/event-types.js'
import { daysBetween } from '../shared/clock.js'
import { applyFacts, eventIdentity } from './apply.js'
import { HELD_FOR_STANDING } from './authority.js'
import { contributionFrom, factsFrom, isIsoDate, validateAssertion } from './facts.js'
import { applyHeld, assertionOf, replayHeld, settle, settleConflicts } from './held.js'
import { findTarget } from './matching.js'
import { merge, unmerge } from './merges.js'
import { foldTimeline } from './mirror.js'
import type { CatalystRecord, EventRow, QueueRow } from './types.js'
import type { Work } from './work.js'

export function decideReview(work: Work, review: Review): string | null {
  if (!review.actor.trim()) return 'review without actor'
  if (!review.reason.trim()) return 'review without reason'
  const reviewDate = work.at.slice(0, 10)
  const live = (id: number | null, role: string): CatalystRecord | string => {
    if (id === null) return `${review.action} needs ${role}`
    const record = work.get(id)
    if (!record) return `catalyst ${id} does not exist`
    if (!record.live) return `catalyst ${id} is retracted (merged into ${record.mergedInto})`
    return record
  }
  switch (review.action) {
    case 'relate':
      return relate(work, review, live)
    case 'approve':
    case 'reject': {
      if (review.accession === null || review.assertion_index === null)
        return `${review.action} needs accession and assertion_index`
      const key = `${review.accession}#${review.assertion_index}`
      const entry = work.queueRow(key)
      if (!entry || entry.status !== 'pending')
        return `no pending extraction ${key} in the review queue`
      const decided = (status: QueueRow['status'], catalystId: number | null): QueueRow => ({
        ...entry,
        version: entry.version + 1,
        status,
        catalyst_id: catalystId,
        reviewed_by: review.actor,
        review_note: review.reason,
        reviewed_at: work.at,
      })
      if (review.action === 'reject') {
        work.queue.set(key, decided('rejected', entry.catalyst_id))
        return null
      }
      // The extraction as queued, vouched for by the operator.
      const a: Assertion = {
        ...assertionOf(entry),
        confidence: 'high',
        authority: 'human_lock',
        date_confidence: 'confirmed',
      }
      const problem = validateAssertion(a)
      if (problem) return `the queued extraction cannot be applied: ${problem}`
      const c = contributionFrom(
        key,
        {
          accession: entry.accession,
          cik: entry.cik,
          company: entry.company,
          filed_date: entry.filed_date,
        },
        a,
        entry.tickers,
      )
      const facts = factsFrom(a, entry, work.at, true)
      let target: CatalystRecord | null = null
      if (review.catalyst_id !== null) {
        const chosen = live(review.catalyst_id, 'catalyst_id')
        if (typeof chosen === 'string') return chosen
        target = chosen
      } else {
        target =
          (entry.reason === 'locked' && entry.catalyst_id !== null
            ? work.liveSurvivor(entry.catalyst_id)
            : undefined) ?? findTarget(work, c, facts)
      }
      const record = applyFacts(work, target, c, facts)
      work.update({ ...work.get(record.id)!, locked: true })
      work.queue.set(key, decided('approved', record.id))
      return null
    }
    case 'correct': {
      const record = live(review.catalyst_id, 'catalyst_id')
      if (typeof record === 'string') return record
      if (!isIsoDate(review.new_date))
        return `correct needs new_date as YYYY-MM-DD (got ${review.new_date})`
      const fold = foldTimeline(record.id, record.timeline)
      if (fold.pdufa_date === review.new_date)
        return `catalyst ${record.id} already has ${review.new_date}`
      const prior = fold.pdufa_date
      const event: EventRow = {
        event_id: work.nextEventId(),
        version: 1,
        deleted: 0,
        catalyst_id: record.id,
        origin_catalyst_id: record.id,
        event_type: 'corrected' satisfies KnownEventType,
        ...eventIdentity(record, work),
        indication: fold.indication,
        prior_date: prior,
        new_date: review.new_date,
        delta_days: prior ? daysBetween(prior, review.new_date) : null,
        merged_into: null,
        outcome: null,
        confidence: 'high',
        date_confidence: 'confirmed',
        authority: 'human_lock',
        source_quote: `Vendor correction: the target action date is ${review.new_date}${prior ? ` (was ${prior})` : ''}.`,
        detected_at: work.at,
        filed_at: reviewDate,
        applied: 1,
        date_changed: 1,
        accession: `CORRECTION-${review.review_id}`,
        source_url: null,
      }
      work.events.push(event)
      // A repaired date is a human's: later automated extractions queue for review instead of overwriting it.
      work.update({ ...record, locked: true, timeline: [...record.timeline, event] })
      return null
    }
    case 'lock':
    case 'unlock': {
      const record = live(review.catalyst_id, 'catalyst_id')
      if (typeof record === 'string') return record
      const lock = review.action === 'lock'
      if (record.locked === lock)
        return `catalyst ${record.id} is already ${lock ? 'locked' : 'unlocked'}`
      work.update({ ...record, locked: lock })
      return null
    }
    case 'merge': {
      const survivor = live(review.catalyst_id, 'catalyst_id (the survivor)')
      if (typeof survivor === 'string') return survivor
      const loser = live(review.other_catalyst_id, 'other_catalyst_id (merged away)')
      if (typeof loser === 'string') return loser
      if (survivor.id === loser.id) return 'cannot merge a catalyst into itself'
      merge(work, survivor.id, loser.id, {
        reason: 'operator',
        accession: `REVIEW-${review.review_id}`,
        filedAt: reviewDate,
        detectedAt: work.at,
      })
      return null
    }
    case 'unmerge': {
      if (review.other_catalyst_id === null)
        return 'unmerge needs other_catalyst_id (the id to restore)'
      const row = work.mergeRow(review.other_catalyst_id)
      const loser = work.get(review.other_catalyst_id)
      if (!loser) return `catalyst ${review.other_catalyst_id} does not exist`
      if (!row || row.active !== 1 || loser.live)
        return `catalyst ${review.other_catalyst_id} is not merged away`
      if (review.catalyst_id !== null && review.catalyst_id !== row.survivor_catalyst_id)
        return `catalyst ${review.other_catalyst_id} was merged into ${row.survivor_catalyst_id}, not ${review.catalyst_id}`
      const survivor = work.get(row.survivor_catalyst_id)
      if (!survivor?.live)
        return `survivor ${row.survivor_catalyst_id} is itself retracted: unmerge it first`
      unmerge(work, row, {
        reason: 'operator',
        accession: `REVIEW-${review.review_id}`,
        filedAt: reviewDate,
        detectedAt: work.at,
      })
      return null
    }
  }
}

/**
 * `relate`: the operator accepts that the filer of a queued extraction (held for its filer's
 * standing) is related to the catalyst. The reading applies as it was extracted (its authority and
 * confidence, not human_lock), its contribution is marked accepted so the filer is established on
 * the catalyst from then on, and the record stays unlocked: later filings of either company move it
 * as any related filer's would.
 */
function relate(
  work: Work,
  review: Review,
  live: (id: number | null, role: string) => CatalystRecord | string,
): string | null {
  if (review.accession === null || review.assertion_index === null)
    return 'relate needs accession and assertion_index'
  const key = `${review.accession}#${review.assertion_index}`
  const entry = work.queueRow(key)
  if (!entry || entry.status !== 'pending')
    return `no pending extraction ${key} in the review queue`
  if (!HELD_FOR_STANDING.has(entry.reason))
    return `${key} is held for ${entry.reason}, not for its filer's standing: approve or reject it`
  const chosen = live(review.catalyst_id ?? entry.catalyst_id, 'catalyst_id')
  if (typeof chosen === 'string') return chosen
  const target = work.liveSurvivor(chosen.id) ?? chosen
  if (target.locked) return `catalyst ${target.id} is locked: approve the extraction instead`
  if (target.contributions.some((c) => c.key === key))
    return `${key} is already applied on catalyst ${target.id} (the established side of an owner conflict): relate the other filer's reading, or approve (locks) or reject this one`
  const problem = validateAssertion(assertionOf(entry))
  if (problem) return `the queued extraction cannot be applied: ${problem}`
  const record = applyHeld(work, entry, target, true)
  settle(work, entry, record.id, review.actor, review.reason)
  settleConflicts(work, record.id, 'operator')
  // The filer is established on the record now: its other readings held there apply too.
  replayHeld(work, record.id)
  return null
}
