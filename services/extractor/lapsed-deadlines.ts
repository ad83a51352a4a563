/**
 * Goal dates the agency says it will not meet: "the FDA will not be ready to take an action by D", "will not be issuing an
 * action letter by D, the scheduled PDUFA date", "the review will continue beyond the PDUFA date of D". A doubt ("may
 * not") or a condition ("If the FDA does not act by D") denies nothing. The target grammar marks such dates lapsed
 * (sentence-targets.ts); the readings lapse the same date wherever else the text states it (candidates.ts).
 */
import type { DateMention } from './dates.js'
import { modalsOf } from './lexicon/modals.js'
import { closedWords } from './lexicon/function-words.js'
import { usAgencyNouns } from './lexicon/agencies.js'
import { bearingVerbs, decisionVerbs, hinderingStems, overrunVerbs } from './lexicon/review.js'
import { hedgeWordForms } from './lexicon/hedges.js'
import { dateQualifiers } from './lexicon/qualifiers.js'

/**
 * The same refusal told by the company as a forecast of what it will receive: "Kestrel is unlikely to receive an action
 * letter for its NDA by the goal date of D", "we do not expect to receive a decision by D". Only the agency's action (an
 * action letter, a decision, action): "is unlikely to receive approval by D" forecasts the outcome, not the date's lapse,
 * and "we are unlikely to launch before D" is the company's own plan.
 */
const NO_ACTION_FORECAST = String.raw`\b(?:${closedWords('is', 'are', 'was', 'were')}\s+unlikely|${closedWords('does', 'do', 'did')}\s+not\s+${hedgeWordForms('expect')})\s+to\s+receive\s+(?:${closedWords('an', 'a', 'its', 'the', 'any')}\s+)?(?:(?:fda\s+|regulatory\s+|final\s+)?action\s+letter|(?:regulatory\s+|final\s+)?decision|action)\b`
/**
 * The FDA (or the agency) saying it will not act, decide or complete its review: with a date it presupposes, that date
 * has lapsed. "will not be able to complete its review", "would not be in a position to complete their work" (the
 * agency's staff as "they"), "would be unable to complete its work", "will not be ready to take an action", "will not be issuing an
 * action letter", "does not expect to complete its review", "is unlikely to meet".
 */
export const AGENCY_WILL_NOT_ACT = new RegExp(
  String.raw`${NO_ACTION_FORECAST}|\b${usAgencyNouns('fda', 'agency', 'regulator')}\b[^;]{0,140}?\b${closedWords('will', 'would', 'does', 'did', 'could', 'can', 'is')}\s*(?:(?:not|n['’]t)(?:\s+${hedgeWordForms('expect')}\s+to)?|(?:be\s+)?unable\s+to|unlikely\s+to)\s+(?:be\s+(?:able|ready|in\s+a\s+position)\s+to\s+|be\s+(?=issuing))?(?:take\s+(?:an?\s+)?action|${decisionVerbs('act', 'decide', 'meet')}|complete\s+${closedWords('its', 'the', 'their')}\s+(?:review|work)|make\s+(?:a|its)\s+decision|issu(?:e|ing)\s+(?:an?\s+)?(?:action\s+letter|decision))\b`,
  'i',
)
/**
 * A cheap test a sentence passes before AGENCY_WILL_NOT_ACT can match it: a negation ("not", "n't", "cannot",
 * "unable", "unlikely"; "does not expect to receive").
 */
export function mayDenyDeadline(sentence: string): boolean {
  return /not\b|n['’]t\b|\bunable\b|\bunlikely\b/i.test(sentence)
}
/** "by D", "by the PDUFA date of D", "by D, the scheduled PDUFA date": the deadline a denied action was due by. */
// The goal noun may be spelled out with its abbreviation ("by the Prescription Drug User Fee Act (PDUFA) goal date of ").
const DUE_BY_BEFORE =
  /\b(?:by|until|on\s+or\s+before)\s+(?:the\s+|its\s+)?(?:[\w-]+\s+|\([\w-]+\)\s+){0,9}$/i
/**
 * The dates of a sentence the agency says it will not act by, bound to a target phrase or not: "the Agency ... will not
 * be ready to take an action by December 23, 2021" (a doubt, "may not", denies nothing).
 */
export function deniedDeadlines(sentence: string, dates: readonly DateMention[]): DateMention[] {
  if (!AGENCY_WILL_NOT_ACT.test(sentence)) return []
  return dates.filter(
    (date) =>
      DUE_BY_BEFORE.test(sentence.slice(Math.max(0, date.start - 80), date.start)) &&
      AGENCY_WILL_NOT_ACT.test(sentence.slice(0, date.start)) &&
      !MODAL_NEGATION.test(sentence.slice(0, date.start)) &&
      // "If the FDA does not take action by D, ...": a condition denies nothing.
      !/\b(?:if|unless|in\s+the\s+event)\b/i.test(sentence.slice(0, date.start)) &&
      // "will not meet the D0 PDUFA date and has set a new goal date of D1": the new date replaces the denied one.
      !(
        NEW_DATE_BEFORE.test(sentence.slice(Math.max(0, date.start - 50), date.start)) &&
        dates.some((d) => d.end <= date.start)
      ),
  )
}
/** "a new goal date of ", "the revised PDUFA date is ": the date that replaced another. */
const NEW_DATE_BEFORE = new RegExp(
  String.raw`\b${dateQualifiers('new', 'revised', 'updated')}\s+(?:[\w-]+\s+){0,3}?(?:date|deadline)\s+(?:of\s+|is\s+|will\s+be\s+)?$`,
  'i',
)
/** "the review will continue beyond the PDUFA action date of D": the agency says it will not decide by the date. */
// The review's noun may carry its application ("the FDA's pending review of the New Drug Application (NDA) for X (y)
// will likely extend beyond its originally anticipated D action date").
const REVIEW_PAST_BEFORE = new RegExp(
  String.raw`\b(?:review|${usAgencyNouns('fda', 'agency')})\b[^.;]{0,120}?\b(?:continu\w*|extend\w*|${overrunVerbs('go', 'goes', 'run', 'runs')})\s+(?:beyond|past)\s+(?:the\s+|its\s+)?(?:[\w()-]+\s+){0,8}$`,
  'i',
)
/** "may not", "might not", "could not": a doubt, not the agency's denial. */
export const MODAL_NEGATION = new RegExp(String.raw`\b${modalsOf('possibility')}\s+not\b`, 'i')

/**
 * "Its determination is anticipated to impact the previously announced target action date for X of D", "is expected to
 * delay the PDUFA date": the text expects the date not to hold, and names no other ("is not expected to impact the
 * PDUFA date" keeps it; "could affect" only doubts it).
 */
const EXPECTED_TO_MOVE_BEFORE = new RegExp(
  String.raw`\b(?<!\bnot\s+(?:be\s+)?)${hedgeWordForms('expect', 'anticipate', 'likely')}\s+to\s+(?:${bearingVerbs('impact', 'affect', 'change', 'alter')}|${hinderingStems('delay', 'jeopardi')}\w*)\s+(?:the\s+|its\s+)?(?:[\w()'’-]+\s+){0,8}$`,
  'i',
)

/** The text expects the date not to hold: "... is anticipated to impact the target action date of D". */
export function expectedToMove(sentence: string, date: DateMention): boolean {
  return EXPECTED_TO_MOVE_BEFORE.test(sentence.slice(Math.max(0, date.start - 160), date.start))
}

/** The review runs past the date: "the review will continue beyond the PDUFA action date of D". */
export function reviewRunsPast(sentence: string, date: DateMention): boolean {
  return REVIEW_PAST_BEFORE.test(sentence.slice(Math.max(0, date.start - 160), date.start))
}
