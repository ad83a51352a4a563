/**
 * Decision outcomes in one sentence: an FDA approval or a complete response letter (CRL), as an event the
 * filing reports now, with the decision date when the sentence binds one to the decision itself.
 *
 * Not outcomes: "approvable" letters, tentative approvals, hypotheses ("if approved", "may receive a CRL"),
 * approvals by other agencies, drugs that are already on the market ("currently approved"), definitions
 * ("a complete response letter is ..."), and CRLs of an earlier cycle ("response to the December 2023 CRL").
 * A date bound to the announcement ("announced on August 1, 2020 that the FDA has approved") is not the
 * decision date.
 */
import type { DateMention } from './dates.js'
import { findApprovals } from './approvals.js'
import { findCompleteResponseLetters } from './complete-response-letters.js'
import type { OutcomeEvent } from './outcome-event.js'

export type { OutcomeEvent } from './outcome-event.js'

/** The outcomes a sentence tells: its approvals, then its complete response letters. */
export function findOutcomeEvents(sentence: string, dates: readonly DateMention[]): OutcomeEvent[] {
  // Dates are blanked with '#' so that "May 9" never reads as the modal "may"; offsets are unchanged.
  const masked = dates.reduce(
    (text, d) => text.slice(0, d.start) + '#'.repeat(d.end - d.start) + text.slice(d.end),
    sentence,
  )
  const dayDates = dates.filter((d) => d.precision === 'day')

  return [
    ...findApprovals(masked, dates, dayDates),
    ...findCompleteResponseLetters(masked, dates, dayDates),
  ]
}
