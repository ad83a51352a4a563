/**
 * Effects of one applied assertion on its catalyst: the event it causes (if any) and the
 * contribution it adds to the catalyst's identity.
 */
import { daysBetween } from '../shared/clock.js'
import type { Facts } from './facts.js'
import { indicationIsMaterialChange } from './identity.js'
import { foldTimeline, type MirroredState } from './mirror.js'
import { serve } from './served.js'
import type { CatalystRecord, Contribution, EventRow } from './types.js'
import type { Work } from './work.js'

export interface EventDraft { type: 'new_date_assigned' | 'date_extension' | 'decision_outcome'; newDate: string | null; priorDate: string | null; delta: number | null; outcome: string | null }

/** The event an assertion causes on a catalyst in state `fold`, or null when it changes nothing. */
export function eventFor(fold: MirroredState, isNew: boolean, facts: Facts): EventDraft | null {
  const stale = !facts.human && !isNew && fold.state_filed_at !== null && facts.filedDate < fold.state_filed_at
  if (stale) return null
  switch (facts.kind) {
    case 'date_set':
    case 'resubmission_date_set': {
      const date = facts.pdufaDate!
      if (!isNew && fold.pdufa_date === date) return null
      return { type: 'new_date_assigned', newDate: date, priorDate: null, delta: null, outcome: null }
    }
    case 'date_extended': {
      const date = facts.pdufaDate!
      if (!isNew && fold.pdufa_date === date) return null
      const prior = fold.pdufa_date ?? facts.priorDate
      // Without a known prior date it cannot be told as a move: it is the assignment of a date.
      if (!prior || prior === date) return { type: 'new_date_assigned', newDate: date, priorDate: null, delta: null, outcome: null }
      return { type: 'date_extension', newDate: date, priorDate: prior, delta: daysBetween(prior, date), outcome: null }
    }
    case 'crl':
      if (!isNew && fold.stage === 'crl') return null
      return { type: 'decision_outcome', newDate: null, priorDate: null, delta: null, outcome: 'crl' }
    case 'approval':
      if (!isNew && fold.stage === 'resolved') return null
      return { type: 'decision_outcome', newDate: null, priorDate: null, delta: null, outcome: facts.outcome && facts.outcome !== 'crl' ? facts.outcome : 'approved' }
  }
}

export function withContribution(record: CatalystRecord, c: Contribution): CatalystRecord {
  const same = record.contributions.filter((x) => x.cik === c.cik)
  const informative = same.length === 0
    || c.aliasKeys.some((k) => !same.some((x) => x.aliasKeys.includes(k)))
    || (c.applicationNumber !== null && !same.some((x) => x.applicationNumber === c.applicationNumber))
    || c.dates.some((d) => !same.some((x) => x.dates.includes(d)))
    || (c.role === 'sponsor' && !same.some((x) => x.role === 'sponsor'))
    || (c.tickers.length > 0 && !same.some((x) => x.tickers.join() === c.tickers.join()))
    || (c.indication !== null && !same.some((x) => x.indication !== null))
  if (!informative || record.contributions.some((x) => x.key === c.key)) return record
  return { ...record, contributions: [...record.contributions, c] }
}

export function eventIdentity(record: CatalystRecord, work: Work) {
  const view = serve(record, work.frozenView(record.id))
  return {
    drug_name: view.drug_name, company: view.company, ticker: view.ticker, tickers: view.tickers, cik: view.cik,
    exposed_ciks: view.exposed_ciks, application_number: view.application_number,
  }
}

/** Applies one assertion's facts to a catalyst (a new one when target is null); returns the catalyst. */
export function applyFacts(work: Work, target: CatalystRecord | null, c: Contribution, facts: Facts): CatalystRecord {
  let record = target ?? work.newCatalyst()
  const fold = foldTimeline(record.id, record.timeline)
  const isNew = record.timeline.length === 0
  record = withContribution(record, c)
  const draft = eventFor(fold, isNew, facts)
  if (draft) {
    const dateChanged = draft.newDate !== null && draft.newDate !== fold.pdufa_date
    let indication = fold.indication
    if (indication === null) indication = facts.indication
    else if (dateChanged && indicationIsMaterialChange(indication, facts.indication)) indication = facts.indication
    const id = work.nextEventId()
    const event: EventRow = {
      event_id: id, version: 1, deleted: 0, catalyst_id: record.id, origin_catalyst_id: record.id, event_type: draft.type,
      ...eventIdentity(record, work),
      indication,
      prior_date: draft.priorDate, new_date: draft.newDate, delta_days: draft.delta, merged_into: null, outcome: draft.outcome,
      confidence: facts.confidence, date_confidence: facts.dateConfidence, authority: facts.authority, source_quote: facts.quote,
      detected_at: facts.detectedAt, filed_at: facts.filedDate, applied: 1, date_changed: dateChanged ? 1 : 0,
      accession: facts.accession, source_url: facts.sourceUrl,
    }
    record = { ...record, timeline: [...record.timeline, event] }
    work.events.push(event)
  }
  work.update(record)
  return record
}
