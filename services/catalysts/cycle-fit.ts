/**
 * Whether a catalyst's cycle takes an assertion that names it (matching.ts found the link; this reads the cycle's
 * state). A decided cycle (`resolved`) takes no new date, only a restatement or older history (a filing filed before
 * the outcome, arriving late in a backfill, within HISTORY_WINDOW_DAYS). A `crl` cycle takes the next date of the same
 * drug and use within CRL_REOPEN_DAYS of the letter: the same catalyst_id is re-opened. An open cycle takes a date near
 * its own. Rule 3 (`groupFits`): what a link by the filer's group alone must add.
 */
import { eventTypeRule } from '../../topology/event-types.js'
import { daysBetween } from '../shared/clock.js'
import { isThreeMonthExtension, type Facts } from './facts.js'
import type { MirroredState } from './mirror.js'
import type { CatalystRecord } from './types.js'
import {
  CRL_REOPEN_DAYS,
  DATE_PROXIMITY_DAYS,
  GROUP_OUTCOME_UNSTATED_USE_DAYS,
  HISTORY_WINDOW_DAYS,
  isOutcome,
  near,
  OUTCOME_RESTATEMENT_DAYS,
  OUTCOME_WINDOW_DAYS,
  openCycle,
  outcomeOnly,
} from './match-windows.js'

/** Rule 3: an assertion linked by its filer's group alone. */
export function groupFits(
  fold: MirroredState,
  facts: Facts,
  e: {
    exactDate: boolean
    pending: boolean
    indicationConflict: boolean
    indicationKnown: boolean
    anonymous: boolean
    bothNamed: boolean
    brandFirstWritten: boolean
    olderNews: boolean
    extendedTo: boolean
    sameFilingOutcome: boolean
  },
): boolean {
  if (e.indicationConflict) return false
  if (!isOutcome(facts.kind)) {
    // A nameless date stays with its filer's decision that has seen it.
    if (e.anonymous) return e.exactDate
    // A named one that matched no name (a misnamed or renamed drug) belongs to the group's decision
    // - with the same date and the same use, both stated;
    if (e.exactDate && e.indicationKnown) return true
    // - that this extension moved: the disclosed prior date, or the three-month move, from its date;
    const date = facts.pdufaDate!
    if (
      facts.kind === 'date_extended' &&
      e.pending &&
      fold.pdufa_date !== null &&
      fold.pdufa_date < date &&
      (facts.priorDate
        ? facts.priorDate === fold.pdufa_date
        : isThreeMonthExtension(fold.pdufa_date, date))
    )
      return true
    // - that an extension read first (backfill order) moved from this date by three months;
    if (
      e.olderNews &&
      e.extendedTo &&
      fold.pdufa_date !== null &&
      isThreeMonthExtension(date, fold.pdufa_date)
    )
      return true
    // - announced before it was (backfill order): an outcome tracked alone, announced near this date
    //   (120 days with the same stated use, 14 without), when the outcome named no drug, or only the brand an approval
    //   first writes for this one's code or nonproprietary name (identity.ts, brandFirstWritten): nearness alone never
    //   renames one named product as another.
    return (
      (!e.bothNamed || e.brandFirstWritten) &&
      outcomeOnly(fold) &&
      e.olderNews &&
      near(
        date,
        fold.state_filed_at,
        e.indicationKnown ? OUTCOME_WINDOW_DAYS : GROUP_OUTCOME_UNSTATED_USE_DAYS,
      )
    )
  }
  // The outcome states the very date the catalyst holds.
  if (e.exactDate) return true
  // The same filing already told an outcome of the group's catalyst: under a name that ties to this one, or under none,
  // it is a retelling; under another name it is the filing's other product (one filing's two letters, two products:
  // within one filing a rename would have named both).
  if (e.sameFilingOutcome) return !e.bothNamed
  // A named outcome that matched no name of a named catalyst is another product's (the company's other product, its
  // letter told the same day), never this decision renamed by nearness in time; except the brand an approval first
  // writes for a product named till then by its code or nonproprietary name (brandFirstWritten), which the group's one
  // open decision near its date takes. A filing that names both links by drug identity (duplicates.ts merges).
  if (e.bothNamed && !e.brandFirstWritten) return false
  if (!e.pending) return false
  // A nameless outcome stays with its filer's open decision; a named one of a catalyst no filing named must also be
  // announced near the decision's date: within 120 days when both sides state the same use, within 14 when the use
  // is not stated on both.
  if (e.anonymous) return true
  return (
    fold.pdufa_date !== null &&
    near(
      fold.pdufa_date,
      facts.filedDate,
      e.indicationKnown ? OUTCOME_WINDOW_DAYS : GROUP_OUTCOME_UNSTATED_USE_DAYS,
    )
  )
}

export interface Evidence {
  appMatch: boolean
  exactDate: boolean
  indicationConflict: boolean
  olderNews: boolean
}

/** History filed long before a catalyst's current state is another cycle's. */
function tooOld(fold: MirroredState, facts: Facts, e: Evidence): boolean {
  return (
    e.olderNews &&
    !e.appMatch &&
    !e.exactDate &&
    !near(fold.state_filed_at, facts.filedDate, HISTORY_WINDOW_DAYS)
  )
}

/**
 * The current cycle answers a complete response letter: opened by a resubmission's date, or a CRL of the drug is on
 * the timeline (read late, as history). Then the drug's earlier dates are its earlier cycle's.
 */
export function resubmittedCycle(record: CatalystRecord, fold: MirroredState): boolean {
  return (
    (fold.pdufa_date !== null &&
      record.contributions.some(
        (x) => x.kind === 'resubmission_date_set' && x.dates.includes(fold.pdufa_date!),
      )) ||
    record.timeline.some((x) => eventTypeRule(x.event_type).resolves && x.outcome === 'crl')
  )
}

export function dateFits(
  fold: MirroredState,
  facts: Facts,
  e: Evidence & { seen: Set<string>; afterLetter: boolean },
): boolean {
  const date = facts.pdufaDate!
  if (tooOld(fold, facts, e)) return false
  if (fold.stage === 'resolved') {
    // A decided cycle takes no new date (a later date for the same drug is a new decision, e.g. a
    // supplement), only a restatement, or a date filed before the outcome (history, backfill order).
    if (e.seen.has(date)) return true
    return (
      e.olderNews &&
      !e.indicationConflict &&
      (fold.pdufa_date === null || near(fold.pdufa_date, date, DATE_PROXIMITY_DAYS)) &&
      // An outcome tracked alone, announced more than DATE_PROXIMITY_DAYS after this goal date, is not its cycle's
      // (outcomeFits: the same two filings in filing order are two decisions).
      (fold.pdufa_date !== null ||
        fold.state_filed_at === null ||
        daysBetween(date, fold.state_filed_at) <= DATE_PROXIMITY_DAYS) &&
      (fold.state_filed_at === null ||
        near(fold.state_filed_at, facts.filedDate, HISTORY_WINDOW_DAYS))
    )
  }
  if (e.exactDate) return true
  // Two indications of one application with two goal dates are two decisions.
  if (e.indicationConflict) return false
  // A CRL'd cycle re-opens with the next date of the same drug and use, within a resubmission's time.
  if (fold.stage === 'crl')
    return e.appMatch || near(fold.state_filed_at, facts.filedDate, CRL_REOPEN_DAYS)
  return (
    e.appMatch ||
    fold.pdufa_date === null ||
    near(fold.pdufa_date, date, DATE_PROXIMITY_DAYS) ||
    // A backfill read the resubmission's cycle first: an earlier date of the same drug and use, filed before the filing
    // behind the current state (within the history window), is the cycle the letter ended, recorded as history on the
    // catalyst a CRL re-opens in filing order; never a live catalyst of its own with a date long gone. (Without a letter
    // in between, an earlier date a year away may be another decision: a supplement's.)
    (e.afterLetter &&
      e.olderNews &&
      fold.pdufa_date !== null &&
      date < fold.pdufa_date &&
      near(fold.state_filed_at, facts.filedDate, HISTORY_WINDOW_DAYS))
  )
}

export function outcomeFits(fold: MirroredState, facts: Facts, e: Evidence): boolean {
  if (tooOld(fold, facts, e)) return false
  if (fold.stage === 'resolved') {
    if (
      e.olderNews &&
      near(fold.state_filed_at, facts.filedDate, HISTORY_WINDOW_DAYS) &&
      (e.appMatch || e.exactDate || !e.indicationConflict)
    )
      return true
    // Only a restatement of the recorded outcome, filed soon after it, belongs to a resolved catalyst.
    const sameOutcome = (facts.kind === 'crl') === (fold.outcome === 'crl')
    const recent = near(fold.state_filed_at, facts.filedDate, OUTCOME_RESTATEMENT_DAYS)
    return sameOutcome && recent && (e.appMatch || e.exactDate || !e.indicationConflict)
  }
  // An open cycle is decided on or near its goal date (a missed one by weeks or months): an outcome decided more than
  // DATE_PROXIMITY_DAYS after it, linked by a name or the filer's group alone, is another decision of the product (a
  // supplement, a new use, a label change), the stale cycle's own outcome never filed. It is tracked as its own.
  if (
    openCycle(fold) &&
    !e.appMatch &&
    !e.exactDate &&
    fold.pdufa_date !== null &&
    daysBetween(fold.pdufa_date, facts.pdufaDate ?? facts.filedDate) > DATE_PROXIMITY_DAYS
  )
    return false
  // A CRL'd cycle is decided again only within a resubmission's time of its letter: an outcome years
  // later, linked by a name alone, is another application's (a new product of the substance).
  if (
    fold.stage === 'crl' &&
    !e.appMatch &&
    !e.exactDate &&
    !near(fold.state_filed_at, facts.filedDate, CRL_REOPEN_DAYS)
  )
    return false
  // One application's outcome with a different indication still fits (ranked below the matching
  // indication): the application number outweighs a wording the extractor may have cut short.
  return e.appMatch || e.exactDate || !e.indicationConflict
}
