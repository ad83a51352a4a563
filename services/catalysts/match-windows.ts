/**
 * The windows of matching, in days, and the reads of a catalyst's cycle they are asked with: how near a date or an
 * announcement must be to be the same decision, how long a decided cycle takes late history, when a CRL'd cycle
 * re-opens. Shared by finding an assertion's catalyst (matching.ts, cycle-fit.ts) and by the duplicate rules
 * (duplicates.ts).
 */
import { daysBetween } from '../shared/clock.js'
import type { Facts } from './facts.js'
import type { MirroredState } from './mirror.js'

/** A pending date within this many days of a catalyst's current date may be the same decision. */
export const DATE_PROXIMITY_DAYS = 365
/** A repeated outcome filed within this many days of the recorded one restates it. */
export const OUTCOME_RESTATEMENT_DAYS = 180
/**
 * An outcome announced this many days around a catalyst's target date can be that decision's (the
 * FDA acts on or before the goal date, early approvals weeks ahead; a release may trail by days).
 */
export const OUTCOME_WINDOW_DAYS = 120
/** A CRL'd decision re-opens with a date of the same drug and use filed within this many days of the CRL. */
export const CRL_REOPEN_DAYS = 1095
/**
 * Linked by the filer group alone, an outcome and a date are one decision only this close when the
 * use is not stated on both sides: a company's approval of a drug we never tracked must not close
 * its other drug's decision due months later (the FDA acts on or just before the goal date).
 */
export const GROUP_OUTCOME_UNSTATED_USE_DAYS = 14
/** Older history (filed before a decided cycle's outcome) belongs to that cycle within this window. */
export const HISTORY_WINDOW_DAYS = 730

export const isOutcome = (kind: Facts['kind']) => kind === 'approval' || kind === 'crl'
export const openCycle = (fold: MirroredState) => fold.stage === 'set' || fold.stage === 'extended'
export const outcomeOnly = (fold: MirroredState) =>
  fold.pdufa_date === null && (fold.stage === 'resolved' || fold.stage === 'crl')

export function near(a: string | null, b: string | null, days: number): boolean {
  return a !== null && b !== null && Math.abs(daysBetween(a, b)) <= days
}
