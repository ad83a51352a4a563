/**
 * What a sentence tells of the FDA's review of an application: that the agency reviews one, that it accepted it, and the
 * agency as the subject of assigning its date. A weak target noun in such a sentence names the goal date
 * (target-phrases.ts); the voice and the rules read the acceptance and the assigning too.
 */
import { givingForms } from './lexicon/assignment.js'
import { dateNouns } from './lexicon/date-nouns.js'
import { tellingVerbsOf, toldPastOrPresent } from './lexicon/telling.js'
import { approvalKinds, receiptVerbs } from './lexicon/products.js'
import { conditionWords } from './lexicon/hedges.js'
import { keepingWords } from './lexicon/moves.js'
import { reviewKinds } from './lexicon/review.js'
import { BIOLOGICS_LICENSE, seekingVerbs } from './lexicon/applications.js'
import { foreignAgencies, foreignAgencyNames, usAgencyNouns } from './lexicon/agencies.js'

/**
 * "The FDA accepted the BLA and set a target date of D", "an FDA decision date of D": a target or decision date in a
 * sentence about the FDA's review of an application is the application's goal date. (Sentences naming another agency
 * never get here: isNotAPdufaMatter.)
 */
const FDA_APPLICATION_REVIEW = new RegExp(
  String.raw`\b(?:fda|food\s+and\s+drug\s+administration)\b[^.;]{0,160}\b(?:s?nda|s?bla|new\s+drug\s+application|${BIOLOGICS_LICENSE}\s+application|application|resubmission|${dateNouns('review', 'decision')})\b|\b(?:s?nda|s?bla|new\s+drug\s+application|${BIOLOGICS_LICENSE}\s+application)\b[^.;]{0,160}\b(?:fda|food\s+and\s+drug\s+administration)\b|\b(?:${usAgencyNouns('fda', 'agency', 'regulator')}|food\s+and\s+drug\s+administration)(?:['’]s)?\s+(?:(?:${dateNouns('target', 'decision', 'review')})\s+)?(?:dates?|deadlines?)\b`,
  'i',
)

/**
 * "Kestrel seeks FDA approval for X", "Halden hopes to receive FDA approval for an expanded use of X", "is seeking approval
 * from the FDA": the sponsor's side of the agency's review, as the trade press tells it. Only the FDA's (or the U.S.)
 * approval: "seeks approval in Europe", "seeks EU approval" name another agency's review.
 */
const FDA_APPROVAL_SOUGHT = new RegExp(
  String.raw`\b${seekingVerbs('seeks', 'seek', 'seeking', 'sought', 'applied for', 'applies for', 'hopes to receive', 'hopes to win', 'hopes to gain', 'hoping to receive', 'hoping to win', 'hoping to gain')}\s+(?:(?:the|an)\s+)?(?:(?:u\.s\.|us)\s+)?(?:fda|food\s+and\s+drug\s+administration)(?:['’]s)?\s+(?:${approvalKinds('accelerated', 'full', 'marketing')}\s+)?approval\b|\b${seekingVerbs('seeks', 'seek', 'seeking', 'sought')}\s+(?:${approvalKinds('accelerated', 'full', 'marketing')}\s+)?approval\s+(?:for\s+[^.;]{1,80}?\s+)?from\s+the\s+(?:u\.s\.\s+)?(?:fda|food\s+and\s+drug\s+administration)\b`,
  'i',
)

/** The sentence tells a sponsor seeking the FDA's approval: the context a bare decision in the next sentence takes. */
export function tellsApprovalSought(sentence: string): boolean {
  return FDA_APPROVAL_SOUGHT.test(sentence)
}

/** The FDA as the subject of assigning the date: "the FDA accepted the NDA and set an ...", "the FDA has assigned an ...". */
export const FDA_ASSIGNS = new RegExp(
  String.raw`\b(?:fda|agency)\b[^;]{0,80}?\b${givingForms('set', 'sets', 'assigned', 'assigns', 'established', 'establishes', 'granted', 'grants', 'provided', 'gave', 'scheduled')}\s+(?:an?|the|its)\s+(?:[\w()"'-]+\s+){0,2}$`,
  'i',
)

/**
 * "An NDA for X from Kestrel Bio is under review to treat ...": the trade press's application under review with no agency
 * named, the application's own noun (an NDA or a BLA is the FDA's alone; "an MAA", "its application" are not read) as
 * the subject of "is under review" (s20 r61; a company's "Inc." with its ticker after it, "from Kestrel Bio Inc. (NASDAQ:KSTR)",
 * read through). The context a decision in the next sentence takes (candidates.ts).
 */
const FDA_APPLICATION_UNDER_REVIEW = new RegExp(
  String.raw`\b(?:s?nda|s?bla|new\s+drug\s+application|${BIOLOGICS_LICENSE}\s+application)\b(?:[^.;]|\.(?=\s*[(a-z,])){0,160}?\b(?:is|are|${keepingWords('remains')})\s+(?:now\s+|still\s+)?under\s+(?:${reviewKinds('priority', 'standard')}\s+)?review\b`,
  'i',
)

/** The sentence tells an NDA or a BLA under review, no agency named (FDA_APPLICATION_UNDER_REVIEW). */
export function tellsApplicationUnderReview(sentence: string): boolean {
  return FDA_APPLICATION_UNDER_REVIEW.test(sentence)
}

/** The sentence tells the FDA's review of an application ("The FDA accepted the BLA for X for review"). */
export function tellsApplicationReview(sentence: string): boolean {
  return FDA_APPLICATION_REVIEW.test(sentence)
}

/** "The FDA accepted the NDA for X and granted Priority Review.": the sentence tells the agency's acceptance. */
export function tellsAcceptance(sentence: string): boolean {
  return AGENCY_ACCEPTED.test(sentence)
}

/**
 * The agency accepted the application in this sentence: "the FDA has accepted for review the BLA", "accepted for filing", "the FDA granted Priority Review", "continues to be under active review by the FDA" (it reviews what it accepted).
 * A headline tells it by the noun: "X Announces FDA Acceptance of NDA for Y", "X Receives FDA Acceptance of BLA",
 * "Y NDA Accepted by FDA" (told or received, never awaited: "expects FDA acceptance of the NDA" is no acceptance).
 */
export const AGENCY_ACCEPTED = new RegExp(
  String.raw`\b(?:${toldPastOrPresent(tellingVerbsOf('publishes'))}|${receiptVerbs('received', 'receives')})\s+(?:(?:the\s+)?u\.s\.\s+)?(?:fda|food\s+and\s+drug\s+administration)(?:['’]s)?\s+acceptance\b|\baccepted\s+by\s+(?:u\.s\.\s+)?(?:fda|food\s+and\s+drug\s+administration)\b|\b(?:is|remains|continues\s+to\s+be)\s+under\s+(?:active\s+|priority\s+|standard\s+)?review\s+by\s+the\s+(?:u\.s\.\s+)?(?:fda|agency|food\s+and\s+drug\s+administration)\b|\b(?:fda|agency|food\s+and\s+drug\s+administration)\b[^.;]{0,80}?\b(?:accept(?:ed|s)|(?<!\b(?:not|${conditionWords('if', 'whether', 'once', 'unless')})\s+(?:\w+\s+){0,3})grant(?:ed|s)\s+(?:the\s+application\s+)?(?:a\s+)?priority\s+review)\b|\baccepted\s+(?:for\s+(?:filing|review)|by\s+the\s+(?:u\.s\.\s+)?(?:fda|agency))\b`,
  'i',
)

/**
 * "grants X a priority review, setting a decision date of D", "the standard review sets a target date of D": the pace of
 * review the agency gave the application sets its clock, so a weak date noun that pace sets is the goal date. Told as the
 * designation's own effect only: "which would set" (a modal between) and "a priority review voucher" are not.
 */
export const REVIEW_PACE_SETS = new RegExp(
  String.raw`\b${reviewKinds('priority', 'standard')}\s+review(?:\s+designation)?\s*,?\s+(?:(?:which|that)\s+)?${givingForms('setting', 'sets', 'set', 'establishing', 'establishes', 'established')}\s+(?:an?|the|its)\s+(?:[\w()"'-]+\s+){0,2}$`,
  'i',
)

/**
 * "The EMA validated the MAA for X. The agency is scheduled to complete its review by D": a bare "the agency" (or "the
 * regulator") in a sentence that names neither the FDA nor the act, right after a sentence naming another country's
 * agency and not the FDA, is that agency: its dates are no PDUFA matter (an acceptance release's trap, r42). A sentence
 * before naming both agencies leaves "the agency" to the readings.
 */
const BARE_AGENCY = new RegExp(
  String.raw`\b(?:the|this)\s+${usAgencyNouns('agency', 'regulator')}(?:['’]s)?\b`,
  'i',
)
const FOREIGN_AGENCY_NAMED = new RegExp(
  String.raw`\b(?:${foreignAgencies('EMA', 'CHMP', 'PMDA', 'MHLW', 'MHRA', 'NMPA', 'TGA', 'Swissmedic', 'ANVISA', 'MFDS')}|${foreignAgencyNames()})\b`,
)
const COUNTRY_FDA_NAMED = new RegExp(String.raw`\b${foreignAgencyNames('countryFda')}\b`, 'g')
const FDA_OR_ACT_NAMED =
  /\b(?:FDA|PDUFA|Food\s+(?:and|&)\s+Drug\s+Administration|Prescription\s+Drug\s+User\s+Fee)\b/i

/** Whether the sentence's bare "the agency" is the other country's agency the sentence before names (above). */
export function agencyOfAnotherCountry(sentence: string, before: string | null): boolean {
  if (before === null || !BARE_AGENCY.test(sentence)) return false
  if (FDA_OR_ACT_NAMED.test(sentence.replace(COUNTRY_FDA_NAMED, ' '))) return false
  return (
    FOREIGN_AGENCY_NAMED.test(before) &&
    !FDA_OR_ACT_NAMED.test(before.replace(COUNTRY_FDA_NAMED, ' '))
  )
}
