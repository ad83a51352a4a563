/**
 * Effects of one applied assertion on its catalyst: the event it causes (if any) and the
 * contribution it adds to the catalyst's identity.
 */
import {
  eventTypeRule,
  eventTypes,
  movesDate,
  typesWhere,
  type KnownEventType,
} from '../../topology/event-types.js'
import { daysBetween } from '../shared/clock.js'
import { counts } from './authority.js'
import {
  decidingOutcome,
  readBeforeOutcome,
  reEmitOutcome,
  supersedeOutcome,
  timelineBefore,
} from './decided-cycle.js'
import { addMonths, EXTENSION_MONTHS, isThreeMonthExtension, type Facts } from './facts.js'
import { indicationIsMaterialChange } from './indications.js'
import { DATE_PROXIMITY_DAYS } from './match-windows.js'
import { foldTimeline, type MirroredState } from './mirror.js'
import { serve } from './served.js'
import type { CatalystRecord, Contribution, EventRow } from './types.js'
import type { CatalystView } from './state.js'
import type { Work } from './work.js'
import type { EventDraft } from './event-draft.js'

export type { EventDraft }

/** The known types that set a date: a date one of them recorded is a restatement when read again. */
const dateSetters = new Set<string>(typesWhere((rule) => rule.setsDate))
/** The known types that set a date without the FDA moving it (assigned or repaired): an extension's prior. */
const dateSettersNotMoves = new Set<string>(typesWhere((rule) => rule.setsDate && !rule.fdaAction))

/** A disclosure that says the move is the three-month extension, when it does not name the old date. */
const THREE_MONTH_MOVE = /\b(?:three|3)(?:-|\s)months?\b|\bmajor amendment\b/i

/** The date an extension replaced: the current date, the disclosed one, or three months back when the text says so. */
function priorOfExtension(fold: MirroredState, facts: Facts): string | null {
  if (fold.pdufa_date && fold.stage !== 'resolved') return fold.pdufa_date
  if (facts.priorDate) return facts.priorDate
  return THREE_MONTH_MOVE.test(facts.quote) ? addMonths(facts.pdufaDate!, -EXTENSION_MONTHS) : null
}

/**
 * The date an extension read as history (filed before the filing behind the current state) replaced:
 * the disclosed one; else the date the timeline held when it was filed (the latest date set, not
 * moved, by a filing filed on or before it, earlier than its date and within a move's reach: the
 * date the feed served then); else three months back when the text says so.
 */
function priorOfLateExtension(record: CatalystRecord, facts: Facts): string | null {
  if (facts.priorDate) return facts.priorDate
  const date = facts.pdufaDate!
  let held: EventRow | null = null
  for (const e of record.timeline) {
    const d = e.new_date
    if (d === null || !dateSettersNotMoves.has(e.event_type) || e.filed_at > facts.filedDate)
      continue
    if (d >= date || daysBetween(d, date) > DATE_PROXIMITY_DAYS) continue
    if (held === null || e.filed_at > held.filed_at) held = e
  }
  if (held) return held.new_date
  return THREE_MONTH_MOVE.test(facts.quote) ? addMonths(date, -EXTENSION_MONTHS) : null
}

function dateDraft(
  type: EventDraft['type'],
  date: string,
  prior: string | null,
  applied: boolean,
): EventDraft {
  const priorDate = eventTypes[type].carriesPriorDate ? prior : null
  return {
    type,
    newDate: date,
    priorDate,
    delta: priorDate ? daysBetween(priorDate, date) : null,
    outcome: null,
    applied,
  }
}

/**
 * The event an assertion causes on a catalyst, or null when it changes nothing. Dates:
 * - a date already recorded on the timeline is a restatement: nothing;
 * - a date filed before the filing behind the current state (backfill order, a late release), or an
 *   older date than an extension that already moved the catalyst, is history: recorded with
 *   `applied` false, so the history is complete and the current date never moves backwards;
 * - otherwise the date moves: a `date_extension` when the disclosure says the FDA moved it (a
 *   `date_extended` assertion) or the timeline does (the three-month major-amendment move from a
 *   pending date), else a `new_date_assigned`. An extension with no prior date known, disclosed
 *   or implied, is the assignment of a date.
 * Outcomes: a repeat is nothing; older news (filed before the current state) is history, recorded
 * once with `applied` false; a CRL never replaces an approval (a release announcing an approval
 * often recounts the earlier CRL).
 */
export function eventFor(
  record: CatalystRecord,
  fold: MirroredState,
  isNew: boolean,
  facts: Facts,
): EventDraft | null {
  const olderNews =
    !facts.human && !isNew && fold.state_filed_at !== null && facts.filedDate < fold.state_filed_at
  switch (facts.kind) {
    case 'date_set':
    case 'resubmission_date_set':
    case 'date_extended': {
      const date = facts.pdufaDate!
      if (
        !isNew &&
        record.timeline.some((e) => e.new_date === date && dateSetters.has(e.event_type))
      )
        return null
      const extension = facts.kind === 'date_extended'
      // A decided cycle's date never moves again; an extended one (served as extended, or disclosed
      // as an extension's new date) never moves back to an older date.
      const extendedTo =
        fold.pdufa_date !== null &&
        (fold.stage === 'extended' ||
          record.contributions.some(
            (c) => c.kind === 'date_extended' && c.dates.includes(fold.pdufa_date!),
          ))
      const superseded =
        !facts.human &&
        !isNew &&
        (fold.stage === 'resolved' || (!extension && extendedTo && date < fold.pdufa_date!))
      if (olderNews || superseded) {
        const prior = extension ? priorOfLateExtension(record, facts) : null
        return dateDraft(
          prior && prior !== date ? 'date_extension' : 'new_date_assigned',
          date,
          prior,
          false,
        )
      }
      if (extension) {
        const prior = priorOfExtension(fold, facts)
        return dateDraft(
          prior && prior !== date ? 'date_extension' : 'new_date_assigned',
          date,
          prior,
          true,
        )
      }
      const pending = fold.stage === 'set' || fold.stage === 'extended'
      if (
        facts.kind === 'date_set' &&
        pending &&
        fold.pdufa_date &&
        isThreeMonthExtension(fold.pdufa_date, date)
      ) {
        return dateDraft('date_extension', date, fold.pdufa_date, true)
      }
      return dateDraft('new_date_assigned', date, null, true)
    }
    case 'crl':
    case 'approval': {
      const outcome =
        facts.kind === 'crl'
          ? 'crl'
          : facts.outcome && facts.outcome !== 'crl'
            ? facts.outcome
            : 'approved'
      const draft: EventDraft = {
        type: 'decision_outcome',
        newDate: null,
        priorDate: null,
        delta: null,
        outcome,
        applied: true,
      }
      if (olderNews) {
        // An earlier filing's outcome read late: history, once per filing (an earlier cycle's, or the
        // announcement of the decision a later release recounted: decided-cycle.ts serves it then).
        return record.timeline.some(
          (e) =>
            eventTypeRule(e.event_type).resolves &&
            e.outcome === outcome &&
            e.accession === facts.accession,
        )
          ? null
          : { ...draft, applied: false }
      }
      if (!isNew && (fold.stage === 'resolved' || (outcome === 'crl' && fold.stage === 'crl')))
        return null
      return draft
    }
  }
}

export function withContribution(record: CatalystRecord, c: Contribution): CatalystRecord {
  const same = record.contributions.filter((x) => x.cik === c.cik)
  const informative =
    same.length === 0 ||
    // The first applied (or accepted) contribution gives the filer its standing; a new relation vouches.
    (counts(c) && !same.some(counts)) ||
    (c.named ?? []).some(
      (n) => !same.some((x) => (x.named ?? []).some((y) => y.name === n.name)),
    ) ||
    c.aliasKeys.some((k) => !same.some((x) => x.aliasKeys.includes(k))) ||
    (c.applicationNumber !== null &&
      !same.some((x) => x.applicationNumber === c.applicationNumber)) ||
    c.dates.some((d) => !same.some((x) => x.dates.includes(d))) ||
    (c.role === 'sponsor' && !same.some((x) => x.role === 'sponsor')) ||
    (c.tickers.length > 0 && !same.some((x) => x.tickers.join() === c.tickers.join())) ||
    (c.indication !== null && !same.some((x) => x.indication !== null))
  if (!informative || record.contributions.some((x) => x.key === c.key)) return record
  return { ...record, contributions: [...record.contributions, c] }
}

/** The identity fields an event copies from the catalyst as `view` serves it. */
export function identityOf(view: CatalystView) {
  return {
    drug_name: view.drug_name,
    company: view.company,
    ticker: view.ticker,
    tickers: view.tickers,
    cik: view.cik,
    exposed_ciks: view.exposed_ciks,
    application_number: view.application_number,
  }
}

export function eventIdentity(record: CatalystRecord, work: Work) {
  return identityOf(serve(record, work.frozenView(record.id)))
}

/** Applies one assertion's facts to a catalyst (a new one when target is null); returns the catalyst. */
export function applyFacts(
  work: Work,
  target: CatalystRecord | null,
  c: Contribution,
  facts: Facts,
): CatalystRecord {
  let record = target ?? work.newCatalyst()
  let fold = foldTimeline(record.id, record.timeline)
  const isNew = record.timeline.length === 0
  const withIt = withContribution(record, c)
  let draft = eventFor(withIt, fold, isNew, facts)
  // Filed before the outcome that decided the cycle, read after it: read as before the outcome (decided-cycle.ts).
  let decided: EventRow | null = null
  const beforeOutcome = draft?.applied ? null : readBeforeOutcome(withIt, facts, eventFor)
  if (beforeOutcome) ({ draft, fold, outcome: decided } = beforeOutcome)
  // Kept only as history (its event has `applied` false): the contribution is kept for matching but
  // gives its filer no standing, ticker or exposure. A restatement (no event) agrees with the record
  // and joins its filer as before.
  const history = !isNew && draft !== null && !draft.applied
  record = history && !c.accepted ? withContribution(record, { ...c, history: true }) : withIt
  if (draft) {
    const dateChanged = draft.applied && draft.newDate !== null && draft.newDate !== fold.pdufa_date
    let indication = fold.indication
    if (indication === null) indication = facts.indication
    else if (dateChanged && indicationIsMaterialChange(indication, facts.indication))
      indication = facts.indication
    const id = work.nextEventId()
    const event: EventRow = {
      event_id: id,
      version: 1,
      deleted: 0,
      catalyst_id: record.id,
      origin_catalyst_id: record.id,
      event_type: draft.type,
      ...eventIdentity(record, work),
      indication,
      prior_date: draft.priorDate,
      new_date: draft.newDate,
      delta_days: draft.delta,
      merged_into: null,
      outcome: draft.outcome,
      confidence: facts.confidence,
      date_confidence: facts.dateConfidence,
      authority: facts.authority,
      source_quote: facts.quote,
      detected_at: facts.detectedAt,
      filed_at: facts.filedDate,
      applied: draft.applied ? 1 : 0,
      date_changed: dateChanged ? 1 : 0,
      accession: facts.accession,
      source_url: facts.sourceUrl,
    }
    record = { ...record, timeline: [...record.timeline, event] }
    work.events.push(event)
    if (decided)
      record =
        draft.newDate !== null
          ? reEmitOutcome(
              work,
              record,
              decided,
              facts.filedDate,
              eventIdentity(record, work),
              facts.detectedAt,
            )
          : supersedeOutcome(work, record, decided)
    if (!draft.applied) record = announceLateExtension(work, record, facts.detectedAt)
  }
  work.update(record)
  return record
}

/**
 * An extension read before the date it replaced (backfill order, a late release, a merge) and
 * disclosed without that date was served as the assignment of its date. Once the replaced date is
 * on the timeline (recorded as history, or brought by a merge), the move is known: a
 * `date_extension` (prior = the latest older date) follows, carrying the extension filing's quote
 * and accession, `date_changed` false (the current date was already the new one); on a decided
 * cycle, before its outcome, which is emitted again after it. Returns the record with it, or
 * unchanged.
 */
export function announceLateExtension(
  work: Work,
  record: CatalystRecord,
  detectedAt: string,
): CatalystRecord {
  // On a decided cycle, the move belongs before its outcome, which is emitted again after it (decided-cycle.ts).
  const outcome = decidingOutcome(record)
  const timeline = outcome ? timelineBefore(record, outcome) : record.timeline
  const fold = foldTimeline(record.id, timeline)
  const current = fold.source
  if (
    !current ||
    eventTypeRule(current.event_type).stage !== 'set' ||
    current.new_date === null ||
    fold.stage !== 'set'
  )
    return record
  const date = current.new_date
  const disclosedAsExtension = record.contributions.some(
    (c) =>
      c.accession === current.accession && c.kind === 'date_extended' && c.dates.includes(date),
  )
  if (
    !disclosedAsExtension ||
    record.timeline.some((e) => movesDate(e.event_type) && e.new_date === date)
  )
    return record
  let older: string | null = null
  for (const e of timeline) {
    const d = e.new_date
    if (d === null || e === current || !dateSettersNotMoves.has(e.event_type)) continue
    if (d < date && daysBetween(d, date) <= DATE_PROXIMITY_DAYS && (older === null || d > older))
      older = d
  }
  if (older === null) return record
  const late: EventRow = {
    ...current,
    event_id: work.nextEventId(),
    version: 1,
    deleted: 0,
    catalyst_id: record.id,
    origin_catalyst_id: record.id,
    event_type: 'date_extension' satisfies KnownEventType,
    ...eventIdentity(record, work),
    indication: fold.indication,
    prior_date: older,
    new_date: date,
    delta_days: daysBetween(older, date),
    detected_at: detectedAt,
    applied: 1,
    date_changed: 0,
  }
  work.events.push(late)
  const withLate = { ...record, timeline: [...record.timeline, late] }
  return outcome
    ? reEmitOutcome(
        work,
        withLate,
        outcome,
        current.filed_at,
        eventIdentity(withLate, work),
        detectedAt,
      )
    : withLate
}
