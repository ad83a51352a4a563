import { closedWords } from './lexicon/function-words.js'
import { usAgencyNouns } from './lexicon/agencies.js'
import { decisionNouns } from './lexicon/review.js'
import { awaitingVerbs, decisionVerbs, renderingVerbs } from './lexicon/review.js'
import { intentionForms } from './lexicon/hedges.js'
import { dateQualifiers, scheduleWords, sequenceAdverbs } from './lexicon/qualifiers.js'
import { participlesOf } from './lexicon/assignment.js'
import { dateNouns } from './lexicon/date-nouns.js'
import { productNouns } from './lexicon/products.js'
import { studyNouns } from './lexicon/studies.js'
import { otherEvents } from './lexicon/events.js'
import { RESPOND_TO_APPLICATION } from './decision-frame-patterns.js'

/**
 * The words around a date the agency gave itself that name it as its decision's deadline (AGENCY_DEADLINE_SHAPES, as
 * data, in the order read): "the FDA has until D to act", "On D, the FDA will approve or reject X", "Then, on D, the FDA
 * decision is due on X". decision-frames.ts reads them over a sentence's dates no phrase or frame claimed.
 */

/** "the FDA has until D to act", "the agency now has until D to decide": the subject and its "until". */
const AGENCY_HAS_UNTIL = new RegExp(
  String.raw`\b${usAgencyNouns('fda', 'agency', 'regulator')}\b[^;:.]{0,40}?\bhas\s+until\s+$`,
  'i',
)
// " to act" in "the FDA has until March 3, 2026 to act on the Ostrelva NDA": the infinitive after the agency's "until D";
// " to review the X NDA" (under the act, the review's end is its decision).
const TO_DECIDE_AFTER = new RegExp(
  String.raw`^\s*,?\s+to\s+(?:${decisionVerbs('act', 'decide', 'rule')}|${RESPOND_TO_APPLICATION}|make\s+(?:a|its)\s+(?:final\s+)?decision|complete\s+(?:its|the)\s+review|review\s+(?:the|its)\b|issue\s+(?:a|its)\s+decision|take\s+action)\b`,
  'i',
)
/** "The FDA has a ", "the agency faces a ": the agency holding a deadline whose day premodifies it, right before the date. */
const AGENCY_HAS_DEADLINE_BEFORE = new RegExp(
  String.raw`\b(?:${usAgencyNouns('fda', 'agency')}|regulators?)\b[^;:.]{0,40}?\b(?:${closedWords('has', 'have', 'had')}|faces?|${closedWords('is', 'are')}\s+facing)\s+${closedWords('a', 'an')}\s+$`,
  'i',
)
/**
 * " deadline to decide on X", " deadline to act on the NDA": the agency's deadline of its decision on a product or an
 * application (a capitalised name, a product noun, the application's); not a petition, a request or an appeal.
 * Case-sensitive for the name's capital.
 */
const DEADLINE_TO_DECIDE_AFTER = new RegExp(
  String.raw`^\s+deadline\s+(?:to\s+(?:${decisionVerbs('act', 'decide', 'rule')})\s+on|for\s+(?:a\s+|its\s+)?(?:${decisionNouns('decision', 'action')})\s+on)\s+(?![^.;]{0,40}\b(?:[Pp]etitions?|[Rr]equests?|[Aa]ppeals?|[Ll]awsuits?)\b)(?:${closedWords('the', 'its', 'their', 'a', 'an')}\s+)?(?:${productNouns('drug', 'medicine', 'product', 'therapy', 'treatment', 'candidate')}\b|(?:s?NDA|s?BLA|application|marketing\s+application)\b|[A-Z0-9])`,
)

/** "the FDA set ", "the agency has established ": the agency giving a date, right before it. */
const AGENCY_SET_BEFORE = new RegExp(
  String.raw`\b${usAgencyNouns('fda', 'agency', 'administration')}\b[^;:.]{0,40}?\b(?:has\s+|had\s+)?${participlesOf('set', 'assign', 'establish')}\s+$`,
  'i',
)
/** "the FDA set a goal of ", "the agency has established a review target of ": the agency naming its own aim, right before it. */
const AGENCY_SET_GOAL_BEFORE = new RegExp(
  String.raw`\b${usAgencyNouns('fda', 'agency', 'administration')}\b[^;:.]{0,40}?\b(?:has\s+|had\s+)?${participlesOf('set', 'assign', 'establish')}\s+${closedWords('a', 'an', 'its')}\s+(?:${dateNouns('review')}\s+)?${dateNouns('goal', 'target')}\s+of\s+$`,
  'i',
)

/**
 * " as the date to finish its review", " as the target date for completing its review", " as the date by which it will
 * act": the date the agency gave is named as its decision's deadline after it.
 */
const AS_DECISION_DEADLINE_AFTER = new RegExp(
  String.raw`^\s+as\s+(?:the|its)\s+(?:target\s+|goal\s+|action\s+)?date\s+(?:to|for|(?:by|on)\s+which\s+(?:it|the\s+agency)\s+(?:${closedWords('will', 'would')}|${intentionForms('expects', 'plans')}\s+to)|by\s+which\s+to)\s+(?:${RESPOND_TO_APPLICATION}|${decisionVerbs('finish', 'complete', 'completing', 'conclude', 'act', 'decide', 'rule')}(?:ing)?\b|make\s+(?:a|its)\s+(?:final\s+)?decision|(?:the\s+)?completion\s+of\s+(?:its|the)\s+review\b)`,
  'i',
)

/** "the FDA is targeting ", "the agency has now targeted ": the agency aiming its review at a date, right before it. */
const AGENCY_TARGETS_BEFORE = new RegExp(
  String.raw`\b${usAgencyNouns('fda', 'agency', 'administration')}\b[^;:.]{0,40}?\b(?:(?:is|has)\s+(?:now\s+)?)?target(?:s|ed|ing)\s+$`,
  'i',
)
/** "targeting " right before the date: the agency's verb of aiming, which the cue layer reads as a hedge elsewhere. */
const TARGETING_VERB = /\btarget(?:s|ed|ing)\s+$/i
/** " for completion of its review", " for completing the review", " for its decision": what the agency aims at the date. */
const FOR_REVIEW_END_AFTER = new RegExp(
  String.raw`^\s*,?\s+(?:for|as\s+the\s+date\s+(?:for|of))\s+(?:(?:the\s+)?(?:completion\s+of|${decisionVerbs('completing', 'finishing', 'concluding')})\s+(?:its|the)\s+review|${closedWords('a', 'its', 'the')}\s+(?:final\s+|approval\s+)?${decisionNouns('decision', 'action')}|(?:taking\s+)?action)\b`,
  'i',
)

/** "awaits a ", "ahead of the ", "faces a ", "On Track for ": what stands before a date premodifying a pending decision. */
const AWAITED_BEFORE = new RegExp(
  String.raw`\b(?:(?:${awaitingVerbs('faces', 'awaits', 'awaiting')}|ahead\s+of|in\s+advance\s+of)\s+${closedWords('a', 'an', 'the', 'its')}|on\s+(?:track|schedule)\s+for(?:\s+${closedWords('a', 'an', 'the', 'its')})?)\s+$`,
  'i',
)
/** " FDA decision", " regulatory deadline": the agency's decision a date premodifies, named as the agency's. */
const AGENCY_DECISION_AFTER_DATE = new RegExp(
  String.raw`^\s+(?:${usAgencyNouns('fda')}|regulatory)\s+(?:${decisionNouns('approval')}\s+)?(?:${decisionNouns('decision', 'verdict', 'ruling')}|deadline)\b`,
  'i',
)
/** "ahead of the agency's ", "awaits the FDA's ": the same, the agency owning the decision before its date. */
const AWAITED_AGENCYS_BEFORE = new RegExp(
  String.raw`\b(?:${awaitingVerbs('faces', 'awaits', 'awaiting')}|ahead\s+of|in\s+advance\s+of)\s+(?:the\s+)?(?:${usAgencyNouns('fda', 'agency')}|regulator)['’]s\s+$`,
  'i',
)
/** " decision", " verdict": the owned decision a date premodifies. */
const DECISION_AFTER_DATE = new RegExp(
  String.raw`^\s+(?:${decisionNouns('approval')}\s+)?(?:${decisionNouns('decision', 'verdict', 'ruling')}|deadline)\b`,
  'i',
)

/** The words before and after a date the agency gave itself that name it as its decision's deadline, in the order read. */
export interface AgencyDeadlineShape {
  before: RegExp
  /** How far before the date `before` is read. */
  beforeChars: number
  after: RegExp
  /** How far after the date `after` is read. */
  afterChars: number
  /** The sentence (or the one before it) must tell the FDA's review of an application. */
  inRegulatoryContext: boolean
  /**
   * The verb right before the date that the cue layer reads as a hedge of its own ("targeting"): the agency's aim here,
   * so only the words before it hedge the date.
   */
  ownHedgeVerb: RegExp | null
}

/**
 * "On ", "By ", "Then, on " opening the sentence right before its date: the day fronted before the agency's decision (a
 * roundup's sentence adverb may lead). A roundup item's run-in label may stand before it on the same line, closed by a
 * colon ("FDA Decision on Kestrel's Injection KB-204: On Jul 28, the FDA is expected to ...", r70; 2.X.0).
 */
const FRONTED_DAY_BEFORE = new RegExp(
  String.raw`(?:^|:)\s*(?:(?:${sequenceAdverbs('then', 'next', 'later', 'finally', 'also', 'meanwhile')}|${closedWords('and')}),?\s+)?(?:on|by)\s+$`,
  'i',
)
/**
 * ", the FDA will approve or reject X", " the agency is set to decide on X": the agency's decision after a fronted day
 * ("On November 3 the FDA will approve or reject X", "On D, the U.S. FDA is expected to make its decision on X": the
 * country before the agency's name, as the trade press writes it); a modal of possibility ("may approve or reject") is
 * not read. The decision may be given, delivered, announced or handed down as well as made ("On Jul 28, the FDA is
 * expected to give its decision on X", a roundup's row, r70), and the schedule may be "slated" or "poised" (2.X.0).
 */
const AGENCY_DECIDES_AFTER_DAY = new RegExp(
  String.raw`^\s*,?\s+(?:the\s+)?(?:u\.?s\.?\s+)?${usAgencyNouns('fda', 'agency')}\s+(?:will|is\s+(?:${participlesOf('set', 'schedule')}|${dateQualifiers('expected')}|${scheduleWords('due', 'slated', 'poised')})\s+to)\s+(?:approve\s+or\s+(?:reject|deny)|${decisionVerbs('decide', 'rule')}\s+on|(?:make|hand\s+down|${renderingVerbs('give', 'deliver', 'announce', 'render')})\s+(?:a|its)\s+(?:final\s+|approval\s+)?${decisionNouns('decision', 'verdict', 'ruling')}\s+on)\b`,
  'i',
)
/** "on ", "by ", "on or before ": a day's preposition right before it, anywhere in the clause. */
const DAY_PREPOSITION_BEFORE = /\b(?:on|by|on\s+or\s+before)\s+$/i
/**
 * ", when the FDA is scheduled to announce its approval decision for X", ", when the agency will rule on X": a relative
 * clause of time after a day ("The next catalyst will come on or before D, when the FDA is scheduled to ..."), the agency
 * deciding on its day; a modal of possibility ("when the FDA may decide") is not read.
 */
const WHEN_AGENCY_DECIDES_AFTER_DAY = new RegExp(
  String.raw`^\s*,\s+when\s+(?:the\s+)?(?:u\.?s\.?\s+)?${usAgencyNouns('fda', 'agency')}\s+(?:will|is\s+(?:${participlesOf('set', 'schedule')}|${dateQualifiers('expected')}|due)\s+to)\s+(?:approve\s+or\s+(?:reject|deny)|${decisionVerbs('decide', 'rule', 'act')}\s+on|(?:make|issue|${renderingVerbs('announce')})\s+(?:a|its)\s+(?:final\s+|approval\s+)?decision\s+${closedWords('on', 'for', 'regarding')})\b`,
  'i',
)
/**
 * ", the FDA decision is due on X", ", an FDA verdict is expected for X": the agency's decision due after a fronted day
 * ("Then, on D, the FDA decision is due on X"), its object after it. The decision must be the agency's by its own words
 * (FDA, the agency's, regulatory); "a decision is due on the merger" is none.
 */
const DECISION_DUE_AFTER_DAY = new RegExp(
  String.raw`^\s*,?\s+${closedWords('a', 'an', 'the')}\s+(?:(?:u\.?s\.?\s+)?${usAgencyNouns('fda', 'agency')}(?:['’]s)?|regulatory)\s+(?:final\s+|approval\s+)?${decisionNouns('decision', 'verdict', 'ruling')}\s+(?:is|was)\s+(?:${scheduleWords('due', 'slated')}|${dateQualifiers('expected', 'scheduled')})\s+${closedWords('on', 'for', 'regarding')}\s+`,
  'i',
)
/**
 * ", Kestrel is set to hear back from the FDA on whether X is good enough for approval": the sponsor told the agency's
 * answer on its approval after a fronted day ("On March 16, ..."). Only "whether" with an approval word after it in the
 * clause, and none of a trial, a meeting, an acceptance or a need in it: hearing back on "whether its NDA was accepted",
 * "whether a new trial is needed before approval" decides nothing.
 * The subject may carry its ticker in parentheses ("Kestrel Bio (NASDAQ:KSTB)").
 */
const HEARS_BACK_AFTER_DAY = new RegExp(
  String.raw`^\s*,?\s+(?:[^;:.()]|\([^()]{1,30}\)){1,70}?\b(?:is|are)\s+(?:${participlesOf('set', 'schedule')}|${dateQualifiers('expected')}|${scheduleWords('due', 'slated')})\s+to\s+hear\s+(?:back\s+)?from\s+(?:the\s+)?(?:u\.s\.\s+)?(?:${usAgencyNouns('fda', 'agency')}|regulators)\s+(?:${closedWords('on', 'about', 'regarding')}\s+)?whether\b(?![^;:.]{0,120}?\b(?:${studyNouns('trial', 'trials', 'study', 'studies')}|${otherEvents('meeting')}|accept\w*|needed)\b)[^;:.]{0,120}?\bapprov`,
  'i',
)
/**
 * "the FDA ... set a new ", "the agency has established a ": the agency setting a deadline whose day premodifies it,
 * right before the date (DEADLINE_FOR_REVIEW_AFTER names it).
 */
const AGENCY_SET_DEADLINE_BEFORE = new RegExp(
  String.raw`\b${usAgencyNouns('fda', 'agency', 'administration')}\b[^;:.]{0,120}?\b(?:has\s+|had\s+)?${participlesOf('set', 'assign', 'establish')}\s+${closedWords('a', 'an', 'the', 'its')}\s+(?:${dateQualifiers('new', 'revised', 'updated')}\s+)?$`,
  'i',
)
/**
 * " deadline for reviewing the drug", " deadline for its review of the Corvanta NDA", " deadline for a decision on X": the
 * deadline of the review of a product or an application (a capitalised name, a product noun, the application's); "a
 * deadline for reviewing the merger" is another matter. Case-sensitive for the name's capital.
 */
const DEADLINE_FOR_REVIEW_AFTER = new RegExp(
  String.raw`^\s+deadline\s+for\s+(?:reviewing|(?:the\s+|its\s+|a\s+)?(?:review|${decisionNouns('decision', 'action')})\s+(?:of|on)|deciding\s+on|acting\s+on)\s+(?:${closedWords('the', 'its', 'their', 'a', 'an')}\s+)?(?:${productNouns('drug', 'medicine', 'product', 'therapy', 'treatment', 'candidate')}\b|(?:s?NDA|s?BLA|application|marketing\s+application)\b|[A-Z0-9])`,
)
export const AGENCY_DEADLINE_SHAPES: readonly AgencyDeadlineShape[] = [
  // "The FDA has a D deadline to decide on X", "the agency faces a D deadline to act on the NDA".
  {
    before: AGENCY_HAS_DEADLINE_BEFORE,
    beforeChars: 80,
    after: DEADLINE_TO_DECIDE_AFTER,
    afterChars: 60,
    inRegulatoryContext: false,
    ownHedgeVerb: null,
  },
  // "The FDA has until D to act on the application": the agency's deadline, stated around the date.
  {
    before: AGENCY_HAS_UNTIL,
    beforeChars: 80,
    after: TO_DECIDE_AFTER,
    afterChars: 60,
    inRegulatoryContext: true,
    ownHedgeVerb: null,
  },
  // "The FDA set D as the date to finish its review of X": the date the agency gave, named as its decision's deadline.
  {
    before: AGENCY_SET_BEFORE,
    beforeChars: 80,
    after: AS_DECISION_DEADLINE_AFTER,
    afterChars: 90,
    inRegulatoryContext: false,
    ownHedgeVerb: null,
  },
  // "Under PDUFA, the FDA set a goal of D to complete its review of X": the agency's own aim, named by the infinitive of
  // its review's end.
  {
    before: AGENCY_SET_GOAL_BEFORE,
    beforeChars: 100,
    after: TO_DECIDE_AFTER,
    afterChars: 60,
    inRegulatoryContext: false,
    ownHedgeVerb: null,
  },
  // "The FDA is targeting D for completion of its review of X": the agency's aim for its own review is its deadline.
  {
    before: AGENCY_TARGETS_BEFORE,
    beforeChars: 80,
    after: FOR_REVIEW_END_AFTER,
    afterChars: 60,
    inRegulatoryContext: false,
    ownHedgeVerb: TARGETING_VERB,
  },
  // "X awaits a D FDA decision", "ahead of the agency's D verdict on X", "faces a D regulatory deadline": the pending
  // decision's day premodifying it.
  {
    before: AWAITED_BEFORE,
    beforeChars: 60,
    after: AGENCY_DECISION_AFTER_DATE,
    afterChars: 40,
    inRegulatoryContext: true,
    ownHedgeVerb: null,
  },
  // "On November 3 the FDA will approve or reject X": the day fronted before the agency's decision.
  {
    before: FRONTED_DAY_BEFORE,
    beforeChars: 12,
    after: AGENCY_DECIDES_AFTER_DAY,
    afterChars: 80,
    inRegulatoryContext: true,
    ownHedgeVerb: null,
  },
  // "will now come on or before July 29, when the FDA is scheduled to announce its approval decision for X": the day
  // before a relative clause of time in which the agency decides.
  {
    before: DAY_PREPOSITION_BEFORE,
    beforeChars: 16,
    after: WHEN_AGENCY_DECIDES_AFTER_DAY,
    afterChars: 120,
    inRegulatoryContext: true,
    ownHedgeVerb: null,
  },
  // "Then, on January 12, 2027, the FDA decision is due on X" (a roundup's row): the day fronted before the decision due.
  {
    before: FRONTED_DAY_BEFORE,
    beforeChars: 20,
    after: DECISION_DUE_AFTER_DAY,
    afterChars: 60,
    inRegulatoryContext: false,
    ownHedgeVerb: null,
  },
  // "On March 16, Kestrel is set to hear back from the FDA on whether X ... is good enough for approval".
  {
    before: FRONTED_DAY_BEFORE,
    beforeChars: 12,
    after: HEARS_BACK_AFTER_DAY,
    afterChars: 240,
    inRegulatoryContext: true,
    ownHedgeVerb: null,
  },
  // "The FDA ... set a new Nov. 21 deadline for reviewing the drug": the day the agency set, premodifying the deadline of
  // its review.
  {
    before: AGENCY_SET_DEADLINE_BEFORE,
    beforeChars: 160,
    after: DEADLINE_FOR_REVIEW_AFTER,
    afterChars: 50,
    inRegulatoryContext: true,
    ownHedgeVerb: null,
  },
  {
    before: AWAITED_AGENCYS_BEFORE,
    beforeChars: 60,
    after: DECISION_AFTER_DATE,
    afterChars: 40,
    inRegulatoryContext: true,
    ownHedgeVerb: null,
  },
]
