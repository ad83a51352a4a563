import {
  ACT_ASIDE,
  DISEASE_APPOSITION,
  NAME_APPOSITION,
  PARTICIPIAL_ASIDE,
  PRODUCT_APPOSITION,
  PURPOSE_ASIDE,
} from './clause-shapes.js'
import { hedgeWordForms, hedgeWords } from './lexicon/hedges.js'
import { closedWords } from './lexicon/function-words.js'
import { tellingVerbsOf, toldPast } from './lexicon/telling.js'
import { usAgencyNouns } from './lexicon/agencies.js'
import { APPROVAL_NOD_NOUNS } from './lexicon/outcome-idioms.js'
import { arrivalVerbs, decisionNouns, reviewOutcomeNouns } from './lexicon/review.js'
import { BIOLOGICS_LICENSE } from './lexicon/applications.js'
import {
  awaitingVerbs,
  closingVerbs,
  decisionVerbs,
  renderingVerbs,
  reviewKinds,
  reviewSpanNouns,
  reviewingVerbs,
} from './lexicon/review.js'
import { intentionForms } from './lexicon/hedges.js'
import { earlierAdverbs, dateQualifiers, scheduleWords } from './lexicon/qualifiers.js'
import { participlesOf } from './lexicon/assignment.js'
import { receiptVerbs } from './lexicon/products.js'
import { keepingWords } from './lexicon/moves.js'
import { dateNouns } from './lexicon/date-nouns.js'
/**
 * The decision frames' patterns, as data: the frames that name the agency's decision and end at its date (DECISION_FRAME,
 * one alternative a shape), the frame that tells a deadline as replaced (PRIOR_DECISION_FRAME), and the body an awaited
 * decision's day may be another's (OTHER_BODY_AFTER_DAY); the words around a date the agency gave itself are
 * agency-deadline-shapes.ts's. decision-frames.ts reads them over a sentence and decides what each binds.
 */

/**
 * "respond to the application", "respond to AFT's application to register X", "respond to the NDA": the agency's answer
 * to an application is its decision (a complete response letter or an approval); only with an application as the
 * object ("respond to our meeting request", "respond to questions" decide nothing).
 */
export const RESPOND_TO_APPLICATION = String.raw`${decisionVerbs('respond')}\s+to\s+(?:[\w'’-]+\s+){0,3}?(?:s?nda|s?bla|(?:new\s+drug|${BIOLOGICS_LICENSE}|marketing)\s+application|application)\b`

/** "by D", "on or before D", "no later than D": a deadline. */
export const DEADLINE = String.raw`(?:by|on\s+or\s+before|no\s+later\s+than)`
/**
 * The day a decision is due, told loosely: "on D", "on or about D" (the agency's own notices say it), "around D" (a day
 * the writer rounds, not an estimate of one: the frame's verb tells the schedule), and "in D" before a full day, a
 * preposition writers carry over from a month ("expected in March 3, 2027"; a month or a quarter after it stays inexact
 * and is passed over, IN_BEFORE_DAY).
 */
const AT_DAY = String.raw`(?:on(?:\s+or\s+about)?|around|in)`
/** A frame that ends on "in": it binds a full day only. */
export const IN_BEFORE_DAY = /\bin\s+$/i
/** "on schedule for D", "on track for D": a schedule that stands. */
const ON_SCHEDULE = String.raw`on\s+(?:schedule|track)\s+(?:for|${DEADLINE}|on)\s+`
/**
 * "will now come by D", "should arrive on D", "is expected to come by D": a decision arriving by its deadline, the verb of
 * coming as its predicate (a decision noun as the subject; whose decision it is, the frame's own words or the sentence's
 * regulatory words or the sentence before tell, decision-frames.ts).
 */
const ARRIVES_BY = String.raw`(?:will|should|(?:is|are)\s+(?:now\s+)?${dateQualifiers('expected')}\s+to)\s+(?:now\s+)?${arrivalVerbs('come', 'arrive')}\s+(?:${DEADLINE}|${AT_DAY})\s+`

/**
 * "accepted the NDA for filing": an acceptance done, which a frame may hold before the agency's coordinated predicate
 * ("The FDA accepted X for filing and is expected to act by D"); the decision awaited is not one on filing.
 */
export const DONE_ACCEPTANCE = /\baccepted\b[^;:.]{0,160}?\bfor\s+(?:filing|review)\b/gi

/**
 * A decision of the agency with a deadline and no target noun: "the FDA will now rule on the X application by",
 * "the agency is scheduled to make its decision on X by", "a decision on X is due by", "FDA action is expected by".
 * The deadline of an FDA decision on an application is its PDUFA date whatever it is called.
 */
/**
 * "is scheduled to make its final decision March 6": the wire copy's day right after the decision noun, with no
 * preposition (read for a full day only, BARE_DECISION_BEFORE_DAY).
 */
const BARE_DAY_AFTER_DECISION = String.raw`(?<=\b${decisionNouns('decision', 'ruling', 'verdict')})`
/** A frame that ends on its decision noun: it binds a full day only. */
export const BARE_DECISION_BEFORE_DAY = new RegExp(
  String.raw`\b${decisionNouns('decision', 'ruling', 'verdict')}\s+$`,
  'i',
)
/**
 * ", which typically follows the recommendations of its advisory panels but is not obligated to do so,": the wire copy's
 * relative clause on the agency, closed before its verb ("The FDA, which ..., is expected to make its decision by D"), read
 * past as one step of the gap between the agency and its verb (its "not" is the aside's, cues.ts).
 * The same closed relative clause on the product, between the decision and its deadline ("is expected to rule on X,
 * which the panel backed 10-2, by D"), is read past too.
 */
const AGENCY_RELATIVE_ASIDE = String.raw`,\s+${closedWords('which', 'who')}\b[^,;:]{1,140},`
/** The same aside found in a frame's words between the agency and its verb (its negation is passed over). */
export const AGENCY_RELATIVE_ASIDE_IN_GAP = new RegExp(AGENCY_RELATIVE_ASIDE, 'i')
/** Every such aside in a frame's gap: what it tells of a panel, a vote or another agency is the aside's, not the gap's. */
export const RELATIVE_ASIDES_IN_GAP = new RegExp(AGENCY_RELATIVE_ASIDE, 'gi')
// "the FDA will make its decision on the Ostrelva NDA by D", "a decision on the BLA is expected by D".
export const DECISION_FRAME = new RegExp(
  `(?:${[
    // The verb is captured: what stands between the agency and its verb is the subject's clause ("the FDA informed
    // the company that it"), not the gap between the decision and its date.
    // "Regulators now expect to rule on X by D": the plural subject's verb. A clause of another subject coordinated after
    // the agency's ("The FDA accepted the NDA, and Marlow Bio is expected to ...") ends the agency's reach.
    // "The FDA has committed to reaching a decision by D": "committed to" takes the gerund of the verb of deciding too.
    // "the FDA is scheduled to announce its approval decision for X on or before D": the decision announced may be named by
    // its kind, approval, as "final" is.
    // The agency may be the pronoun of its own reported speech: "the FDA has notified Kestrel that it ... now expects to act
    // by D" (the FDA the subject of the telling; "Kestrel said that it" is the company).
    // "The FDA will advise the result of the review on D", "will communicate the outcome of its review by D" (r42): the
    // agency making the end of its review known, its day the decision's.
    String.raw`\b(?:${usAgencyNouns('fda', 'agency', 'administration')}|regulators?|(?<=\b${usAgencyNouns('fda', 'agency')}\s+(?:has\s+|had\s+)?${toldPast(tellingVerbsOf('informs'))}\s+(?:[^;:.,]{0,40}?\bthat|us|the\s+company)\s+)it)\b(?:${AGENCY_RELATIVE_ASIDE}|(?!,\s+${closedWords('and', 'but')}\s+[A-Z])[^;:]){0,60}?\b(?<verb>${closedWords('will', 'would', 'should')}|(?:has|is)\s+committed\s+to|(?:is|are)\s+(?:(?:now|still)\s+)?(?:${participlesOf('set', 'schedule')}|${dateQualifiers('expected')}|${scheduleWords('due', 'required', 'slated', 'poised')}|${hedgeWords('likely')}|to)(?:\s+to)?|must|has\s+to|plans\s+to|aims\s+to|(?:now\s+)?expects?\s+to|(?:now\s+)?${intentionForms('anticipates')}(?=\s+(?:acting|taking\s+action|completing)\b)|intends\s+to|(?:has|have)\s+(?:${participlesOf('set', 'establish')}\s+)?a\s+(?:pdufa\s+)?goal\s+of)\s+(?:now\s+)?(?:(?:${reviewingVerbs('review')}\s+and\s+)?${decisionVerbs('rule', 'decide', 'act')}|${RESPOND_TO_APPLICATION}|approve\s+or\s+(?:reject|deny)|make\s+${closedWords('a', 'an', 'its', 'their')}\s+(?:final\s+|approval\s+|${reviewKinds('regulatory')}\s+)?(?:${decisionNouns('decision', 'ruling', 'verdict')}|determination)|${closedWords('a', 'its')}\s+(?:final\s+)?${decisionNouns('decision', 'ruling', 'verdict')}|(?:complet(?:e|ing)|finish(?:ing)?|conclud(?:e|ing))\s+(?:its\s+|the\s+)?(?:(?:priority|standard)\s+)?review|acting|taking\s+action|reach(?:ing)?\s+(?:a|its)\s+(?:decision|verdict)|render(?:ing)?\s+(?:a|its)\s+(?:decision|verdict)|(?:hand\s+down|${renderingVerbs('deliver', 'announce', 'give')})\s+(?:a|its)\s+(?:final\s+|approval\s+)?${decisionNouns('decision', 'verdict', 'ruling')}|take\s+${closedWords('a', 'its', 'their')}\s+(?:final\s+)?decision|take\s+action|take\s+regulatory\s+action(?=\s+on\b)|issue\s+(?:a|its)\s+${decisionNouns('decision', 'verdict', 'ruling')}|issue\s+(?:an|its)\s+(?:first\s+)?action\s+letter|(?:have|${renderingVerbs('deliver', 'give')})\s+(?:an|its)\s+(?:final\s+)?${decisionNouns('answer')}|${renderingVerbs('advise', 'communicate', 'announce', 'give', 'deliver')}\s+(?:the|its)\s+${reviewOutcomeNouns('result', 'outcome')}\s+of\s+(?:the\s+|its\s+)?review)\b(?:(?:[^;:,]|${NAME_APPOSITION}|${PRODUCT_APPOSITION}|${DISEASE_APPOSITION}|${AGENCY_RELATIVE_ASIDE}){0,160}?\b(?:${DEADLINE}|${AT_DAY})|${BARE_DAY_AFTER_DECISION})\s+`,
    // "the agency said it might not be able to finish its review of X by D": a doubt about meeting the deadline presupposes
    // it (cues.ts blanks the doubt, so it neither negates nor hedges); only a refusal ("will not act by D") lapses it.
    String.raw`\b(?:${usAgencyNouns('fda', 'agency', 'administration')}|regulators?)\b[^;:]{0,60}?\b(?<verb>may|might|could\s+possibly)\s+(?:possibly\s+)?(?:not\s+(?:be\s+able\s+to\s+)?|be\s+unable\s+to\s+)${decisionVerbs('finish', 'complete', 'conclude')}\s+(?:its\s+|the\s+)?review\b[^;:,]{0,120}?\b${DEADLINE}\s+`,
    // "NDA accepted, expected FDA action by D" (a headline's order: the participle first).
    String.raw`\bexpected\s+(?:${usAgencyNouns('fda', 'agency')}|regulatory)\s+(?:action|decision|approval\s+decision)\s+(?:${DEADLINE}|${AT_DAY})\s+`,
    // "the FDA will need an additional three months to complete its review of X, and now expects to act by D": the
    // agency's second predicate, coordinated after a clause about its review (the subject stands too far back for the
    // frame above).
    String.raw`\b${usAgencyNouns('fda', 'agency', 'administration')}\b[^;:.]{0,120}?\breview\b[^;:.]{0,100}?,?\s+and\s+(?<verb>(?:now\s+)?(?:${intentionForms('expects', 'plans', 'intends', 'aims')})\s+to)\s+(?:${decisionVerbs('act', 'decide', 'rule')}|take\s+action|${decisionVerbs('complete')}\s+(?:its|the)\s+review)\b[^;:,]{0,100}?\b(?:${DEADLINE}|${AT_DAY})\s+`,
    // "The FDA accepted the company's sNDA for X and is expected to make a decision by D": the agency's second predicate,
    // coordinated right after its acceptance (or its grant of a review) of the application, whose object stands the
    // subject too far back for the first frame. The second predicate's subject is the agency's: its verb follows "and".
    String.raw`\b${usAgencyNouns('fda', 'agency', 'administration')}\b[^;:.]{0,40}?\b(?:accepted|granted)\b[^;:.]{0,160}?,?\s+and\s+(?<verb>(?:is|has\s+been)\s+(?:now\s+)?(?:${dateQualifiers('expected', 'scheduled')}|${participlesOf('set')}|${scheduleWords('due', 'slated')}|${hedgeWords('likely')})\s+to|will)\s+(?:${decisionVerbs('rule', 'decide', 'act')}|make\s+(?:a|its)\s+(?:final\s+)?${decisionNouns('decision', 'ruling', 'verdict')}|reach\s+(?:a|its)\s+(?:final\s+)?${decisionNouns('decision', 'verdict')}|${decisionVerbs('complete')}\s+(?:its|the)\s+review|take\s+action)\b[^;:,]{0,100}?\b(?:${DEADLINE}|${AT_DAY})\s+`,
    // "the FDA is scheduled to complete its review of the X BLA on D": the review's scheduled end is the decision's.
    String.raw`\b${usAgencyNouns('fda', 'agency', 'administration')}\b[^;:]{0,60}?\b(?:is|are)\s+(?:${participlesOf('schedule', 'set')}|slated|due)\s+to\s+${decisionVerbs('complete', 'finish', 'conclude')}\s+(?:its\s+|the\s+)?review\b[^;:,]{0,120}?\b(?:${DEADLINE}|${AT_DAY})\s+`,
    // "the FDA is targeting completion of its review by D" (r42's neighbour: "the agency is targeting completion of the review
    // in six months"): the agency's own aim for the end of its review, its day the decision's.
    String.raw`\b${usAgencyNouns('fda', 'agency', 'administration')}\b[^;:]{0,60}?\b(?:is|are)\s+(?:now\s+)?targeting\s+(?:the\s+)?completion\s+of\s+(?:its\s+|the\s+)?review\b[^;:,]{0,120}?\b(?:${DEADLINE}|${AT_DAY})\s+`,
    // "the FDA is scheduled to rule on the X NDA on D": a decision the agency is scheduled to take, on its day (the "on"
    // right before the date, not the "on" of its object).
    String.raw`\b(?:${usAgencyNouns('fda', 'agency', 'administration')}|regulators)\b[^;:]{0,60}?\b(?:is|are)\s+(?:now\s+)?(?:${participlesOf('schedule', 'set')}|slated|due)\s+to\s+(?:${decisionVerbs('rule', 'decide', 'act')}|make\s+(?:a|its)\s+(?:final\s+)?decision|take\s+action|issue\s+(?:a|its)\s+decision)\b[^;:,]{0,120}?\b(?:${DEADLINE}|${AT_DAY})\s+`,
    // "Kestrel expects the FDA to act on X on or before D", "FDA to decide on X by D" (a headline), "expects the FDA to take
    // action on the X NDA on or before D", "to issue an action letter on X by D" (the agency's letter on an application
    // before August 2008, approving or not): the agency's deadline.
    String.raw`(?:\bexpects?\s+(?:the\s+)?(?:u\.s\.\s+)?(?:fda|agency)|^\s*(?:[\w.-]+(?:\s+[\w.-]+){0,3}\s*:\s*)?(?:u\.s\.\s+)?fda)\s+to\s+(?:${decisionVerbs('decide', 'act', 'rule')}|${RESPOND_TO_APPLICATION}|make\s+(?:a|its)\s+(?:final\s+)?decision|take\s+(?:final\s+)?action|issue\s+(?:an|its)\s+(?:first\s+)?action\s+letter)\b[^;:,]{0,120}?\b${DEADLINE}\s+`,
    // "the FDA has 10 months to review it, or until D", "the agency has six months to act on the NDA, or until D": the span
    // the act gives the agency, told with its last day.
    String.raw`\b${usAgencyNouns('fda', 'agency', 'administration')}\s+(?:now\s+)?(?:has|had|will\s+have)\s+(?:\w+\s+){1,2}?(?:months?|days?)\s+to\s+(?:${reviewingVerbs('review')}|${decisionVerbs('act', 'decide', 'rule', 'complete')})\b[^;:.]{0,80}?,?\s+or\s+until\s+`,
    // "Kestrel expects the FDA will announce its approval decision for X by D": the same expectation in a finite clause,
    // the agency's decision announced or made by its deadline.
    String.raw`\bexpects?\s+(?:that\s+)?(?:the\s+)?(?:u\.s\.\s+)?(?:fda|agency)\s+will\s+(?:${decisionVerbs('decide', 'act', 'rule')}|${decisionVerbs('announce', 'make', 'issue')}\s+(?:a|its)\s+(?:final\s+|approval\s+)?decision)\b[^;:,]{0,120}?\b${DEADLINE}\s+`,
    // "Zentra is awaiting an FDA decision, due D": the decision's deadline in apposition.
    String.raw`\b(?:an?|the|its)\s+(?:fda|agency)(?:['’]s)?\s+(?:final\s+|approval\s+)?${decisionNouns('decision', 'ruling', 'verdict')}(?:\s+(?:on|for)\s+[^;:,()]{1,60}?)?\s*,\s+(?:which\s+is\s+)?(?:now\s+)?(?:due\s+(?:(?:${DEADLINE}|${AT_DAY})\s+)?|${dateQualifiers('expected', 'anticipated')}\s+(?:${DEADLINE}|${AT_DAY})\s+)`,
    // "awaits approval for X, which is expected from the FDA on or before D": the approval itself as what the agency is
    // expected to give by its deadline, the agency named as its source (an approval expected with no agency, or from
    // another regulator, is a forecast).
    // "its potential product approval for X, which ...": the approval's own adjective of potential is in the frame (the
    // approval awaited is potential by nature; the deadline is the agency's).
    String.raw`\b(?:(?:${hedgeWords('potential')}|possible)\s+)?(?:[\w-]+\s+)?${decisionNouns('approval')}\s+(?:for|of)\s+(?:[^;:,()]|\([^;:,()]{1,40}\)){1,60}?\s*,\s+which\s+is\s+(?:now\s+)?${dateQualifiers('expected', 'anticipated')}\s+from\s+(?:the\s+)?(?:u\.?s\.?\s+)?(?:${usAgencyNouns('fda', 'agency')}|food\s+and\s+drug\s+administration)(?:\s*\(\s*fda\s*\))?\s+(?:${DEADLINE}|${AT_DAY})\s+`,
    // "the review of the NDA is expected to be complete by D" (under the act's timelines): the review's end is the decision's.
    // "the review of X is targeted for completion on D", "the X NDA review is scheduled to be completed by D": the same, with
    // the review named by its application, or its completion as the purpose of a schedule; "is to be completed by D" (the
    // schedule told by "is to", as a Japanese or Korean release writes it).
    // "FDA review of the X NDA, as per the PDUFA (Prescription Drug User Fee Act), is expected to be completed by D": the
    // act named in an aside between the review and its predicate.
    // "The FDA review is expected to be completed by D" (a release about one application accepted, r42): the FDA's review
    // with no object, the agency named (a bare "the agency's review" may be another regulator's).
    String.raw`\b(?:(?:the\s+)?(?:fda(?:['’]s)?\s+)?review\s+of\s+(?:the\s+|its\s+)?(?:[^;:,]|${ACT_ASIDE}){0,80}?|\b(?:s?nda|s?bla|application)\s+review\s+|\bthe\s+(?:u\.?s\.?\s+)?fda(?:['’]s)?\s+review\s+)\b(?:is|was|${keepingWords('remains')})\s+(?:now\s+|still\s+)?(?:(?:(?:${dateQualifiers('expected', 'scheduled', 'anticipated')}|due|set)\s+)?to\s+(?:be\s+complete(?:d)?|${decisionVerbs('conclude', 'finish')}|end)\s+(?:${DEADLINE}|${AT_DAY})|(?:targeted|${dateQualifiers('scheduled', 'expected')}|${scheduleWords('slated')}|${participlesOf('set')}|on\s+(?:schedule|track))\s+for\s+completion\s+(?:${DEADLINE}|${AT_DAY}))\s+`,
    // "the FDA's review of X will now conclude on D", "the review of the X NDA will be completed by D", "the FDA's review will
    // be completed by D" (no object, the agency named); "the review for the
    // BLA of X will be completed by the FDA by D" (a translated release: "for" the application, the agency as the agent).
    String.raw`\b(?:(?:the\s+)?(?:fda['’]s\s+)?review\s+(?:of|for)\s+(?:the\s+|its\s+)?(?:[^;:,]|${ACT_ASIDE}){0,80}?|\b(?:s?nda|s?bla|application)\s+review\s+|\bthe\s+(?:u\.?s\.?\s+)?fda(?:['’]s)?\s+review\s+)\bwill\s+(?:now\s+)?(?:${decisionVerbs('conclude', 'finish')}|end|be\s+completed?(?:\s+by\s+(?:the\s+)?(?:u\.s\.\s+)?(?:${usAgencyNouns('fda', 'agency')}))?)\s+(?:${DEADLINE}|${AT_DAY})\s+`,
    // "the FDA now anticipates completing its review of the X NDA on D, a three-month extension": the agency's new date.
    String.raw`\b${usAgencyNouns('fda', 'agency', 'administration')}\b[^;:]{0,60}?\bnow\s+${intentionForms('anticipates', 'expects', 'plans')}\s+(?:completing|to\s+complete)\s+(?:its|the)\s+review\b[^;:,]{0,100}?\b(?:${DEADLINE}|${AT_DAY})\s+`,
    // "is scheduled for a PDUFA review on D", "PDUFA set for D" (the trade press): the act's name as the decision's.
    String.raw`\bpdufa\s+(?:${dateNouns('review', 'decision', 'action')})\s+(?:${DEADLINE}|${AT_DAY})\s+|(?<!\b(?:${closedWords('under', 'of', 'with')}|per)\s+(?:the\s+)?)\bpdufa\s+(?:date\s+)?(?:is\s+)?(?:set|scheduled)\s+for\s+`,
    // "FDA decision expected by D" (a headline drops the copula), "with an approval decision due on D", "an FDA verdict on X
    // is expected D", "a key regulatory judgment concerning X is scheduled for D" (judgment only as regulatory).
    String.raw`\b(?:(?:${usAgencyNouns('fda', 'agency')}|regulatory|final|${decisionNouns('approval')})\s+${decisionNouns('decision', 'ruling', 'verdict', 'action')}|regulatory\s+${decisionNouns('judgment')})\b(?:[^;:,]|${PARTICIPIAL_ASIDE}|${PRODUCT_APPOSITION}|${PURPOSE_ASIDE}|${AGENCY_RELATIVE_ASIDE}){0,140}?\b(?:(?:${closedWords('is', 'was', 'are')}\s+)?(?:now\s+)?(?:${scheduleWords('due', 'slated')}|${dateQualifiers('expected', 'anticipated', 'scheduled')}|targeted|${participlesOf('set')})\s+(?:(?:${DEADLINE}|${AT_DAY}|for)\s+)?|(?:(?:${closedWords('is', 'are')}|${keepingWords('remains')})\s+(?:still\s+)?)?${ON_SCHEDULE})`,
    // "the FDA's verdict on X is expected on or before D", "a decision on X is due March 14, 2026" (due needs no preposition),
    // "the FDA's decision on X, originally due on D0, will now come by D1" (the decision arriving by its deadline).
    String.raw`\b(?:${closedWords('a', 'the', 'its', 'their')}|(?:fda|agency|food\s+and\s+drug\s+administration)['’]s)\s+(?:key\s+)?(?:final\s+|regulatory\s+)?(?:${decisionNouns('decision', 'verdict', 'ruling', 'action')}|(?<=regulatory\s+)${decisionNouns('judgment')})\s+(?:${closedWords('from', 'of', 'by')}\s+(?:the\s+)?(?:u\.?s\.?\s+)?(?:fda|agency|regulators?|food\s+and\s+drug\s+administration)\s+)?${closedWords('on', 'for', 'regarding', 'concerning', 'about')}\s+(?:[^;:,]|,\s+which\s+[^;:,]{1,60},|,\s+[^;:,]{1,40},|${PRODUCT_APPOSITION}|${PURPOSE_ASIDE}){1,100}?\b(?:(?:(?:is|was)\s+(?:now\s+)?|is\s+still\s+|${keepingWords('remains')}\s+)(?:${ON_SCHEDULE}|due\s+(?:(?:${DEADLINE}|${AT_DAY})\s+)?|(?:${dateQualifiers('expected', 'anticipated', 'scheduled')}|slated|set)\s+(?:${DEADLINE}|${AT_DAY}|for)\s+|${dateQualifiers('expected', 'anticipated')}\s+)|${ARRIVES_BY})`,
    // "Kestrel expects a decision from the FDA on the Ostrelva NDA by D", "awaiting an FDA decision on X by D": a decision
    // awaited by a deadline (the expecting is the subject's; the deadline is presupposed). The deadline may follow as a
    // participle after a comma ("is awaiting the FDA's decision on X, scheduled for D", a roundup's row).
    // "..., setting the stage for an FDA decision on X by D", "paving the way for a decision on X by D": the press's idiom
    // for a step that leads to the awaited decision (its deadline presupposed the same way).
    // The product may stand in apposition to its description ("anticipating an FDA decision on its T-cell therapy,
    // Zel-cel, by D", a roundup's row): one word between commas, read past.
    String.raw`\b(?:${hedgeWordForms('expect', 'anticipate')}|await(?:s|ing)?|(?:sets?|setting)\s+the\s+stage\s+for|pav(?:es?|ed|ing)\s+the\s+way\s+for)\s+(?:to\s+(?:receive|have)\s+)?${closedWords('a', 'an', 'the', 'its')}\s+(?:(?:fda|agency)(?:['’]s)?\s+)?(?:final\s+|regulatory\s+|approval\s+)?(?:${decisionNouns('decision', 'ruling', 'verdict')}|(?<=(?:fda|agency)(?:['’]s)?\s+)${decisionNouns('action')})\s+(?:${closedWords('from', 'of', 'by')}\s+(?:the\s+)?(?:u\.?s\.?\s+)?(?:${usAgencyNouns('fda', 'agency', 'regulator')}|food\s+and\s+drug\s+administration)\s+)?${closedWords('on', 'for', 'regarding', 'concerning', 'about')}\s+(?:[^;:,]|${NAME_APPOSITION}){1,100}?(?:\b(?:${DEADLINE}|${AT_DAY})|,\s+(?:${dateQualifiers('expected', 'anticipated', 'scheduled')}|${scheduleWords('due', 'slated')})\s+(?:${DEADLINE}|${AT_DAY}|for))\s+`,
    // "The drug candidate will receive a decision on approval from the FDA by D", "X is expected to receive an FDA decision
    // by D": the decision the product receives, the agency named as its giver (a decision from another agency is not read).
    String.raw`\b(?:will|should|(?:is|are)\s+(?:now\s+)?(?:${dateQualifiers('expected', 'scheduled')}|${scheduleWords('due', 'slated')}|set)\s+to)\s+receive\s+(?:${closedWords('a', 'an', 'the', 'its')}\s+(?:(?:final|regulatory)\s+)?(?:${decisionNouns('approval')}\s+)?${decisionNouns('decision', 'ruling', 'verdict')}\s+(?:${closedWords('on', 'regarding', 'about')}\s+[^;:,]{1,60}?\s+)?from\s+(?:the\s+)?(?:u\.?s\.?\s+)?(?:${usAgencyNouns('fda', 'agency')}|food\s+and\s+drug\s+administration)|(?:an?|the|its)\s+${usAgencyNouns('fda')}(?:['’]s)?\s+(?:final\s+|approval\s+)?${decisionNouns('decision', 'ruling', 'verdict')}(?:\s+${closedWords('on', 'regarding', 'about')}\s+[^;:,]{1,60}?)?)\s+(?:${DEADLINE}|${AT_DAY})\s+`,
    // "Kestrel is expecting a decision on D for X", "awaits an FDA decision by D, to expand the use of X" (the trade press's
    // roundups): the awaited decision with its day right after the noun, its object after the day. Not "a decision on the
    // appeal" (the object before the day is the frame above's); whose decision it is, the sentence, or the sentence before
    // binding a goal date of its own (a roundup's rows), tells; another body after the day ("from the court") rules it out
    // (decision-frames.ts).
    // "Orvane Bio anticipates a decision from the FDA by D": the agency named as the decision's giver between the noun and its
    // day (a decision from another body is not read: only the FDA's names).
    String.raw`(?<awaitedDay>)\b(?:${hedgeWordForms('expect', 'anticipate')}|await(?:s|ing)?)\s+${closedWords('a', 'an', 'the', 'its')}\s+(?:(?:fda|agency)(?:['’]s)?\s+)?(?:final\s+|regulatory\s+|approval\s+)?${decisionNouns('decision', 'ruling', 'verdict')}\s+(?:from\s+(?:the\s+)?(?:u\.?s\.?\s+)?(?:${usAgencyNouns('fda', 'agency')}|food\s+and\s+drug\s+administration)\s+)?(?:${DEADLINE}|on)\s+`,
    // "Kestrel expects an answer from the FDA on X by D", "will receive a final response on approval of its NDA for X by D":
    // the agency's answer awaited or to be received, its object after "on" and its deadline (no "from" in the object: a
    // giver named there may be another's; an answer on a request, a question or a protocol is none, decision-frames.ts).
    // ", in the version given intravenously," between the product and the deadline: a closed aside of its form, read past.
    String.raw`(?<answer>)\b(?:(?:${hedgeWordForms('expect', 'anticipate')}|await(?:s|ing)?)\s+(?:to\s+${receiptVerbs('receive', 'get', 'have')}\s+)?|(?:will|should|(?:is|are)\s+(?:now\s+)?(?:${dateQualifiers('expected', 'scheduled')}|${scheduleWords('due', 'slated')}|set)\s+to)\s+${receiptVerbs('receive', 'get', 'have')}\s+)${closedWords('a', 'an', 'the', 'its')}\s+(?:(?:fda|agency)(?:['’]s)?\s+)?(?:final\s+|formal\s+)?${decisionNouns('answer', 'response')}\s+(?:from\s+(?:the\s+)?(?:u\.?s\.?\s+)?(?:${usAgencyNouns('fda', 'agency', 'regulator')}|food\s+and\s+drug\s+administration)\s+)?${closedWords('on', 'regarding', 'about', 'concerning')}\s+(?:(?!from\b)[^;:,]|,\s+in\s+[^;:,]{1,50},){1,100}?\b(?:${DEADLINE}|${AT_DAY})\s+`,
    // "the application was accepted; a decision is due D": a decision due, in a sentence about the application.
    // "The decision will now come by D", "a ruling is expected to arrive on D": the same decision arriving by its deadline.
    // "A decision / verdict from the regulator is expected on D" (the trade press), "is up for an FDA decision on D".
    // "Under PDUFA, the FDA's action is due by D": the agency's own action (owned by it, never a bare "the action").
    // "the decision, previously anticipated on D0, is now expected on D1": the replaced deadline in an aside (its date is
    // the prior, decision-frames.ts). "The decision is due to be announced on D": the decision made known on its day.
    String.raw`\b${closedWords('a', 'an', 'the')}\s+(?:final\s+|fda\s+|(?:fda|agency)['’]s\s+|regulatory\s+|approval\s+)?(?:${decisionNouns('decision', 'verdict', 'ruling')}|(?<=(?:fda|agency)['’]s\s+)${decisionNouns('action')})(?:,\s+${earlierAdverbs('originally', 'previously', 'initially')}\s+[^;:,]{1,60}?,)?\s+(?:${closedWords('from', 'by', 'of')}\s+(?:the\s+)?(?:u\.?s\.?\s+)?(?:fda|agency|regulators?|regulatory\s+(?:body|agency)|food\s+and\s+drug\s+administration)\s+)?(?:(?:is|was)\s+(?:now\s+)?(?:due|expected)\s+(?:to\s+be\s+${renderingVerbs('announced', 'made', 'issued', 'delivered', 'rendered')}\s+)?(?:(?:${DEADLINE}|${AT_DAY})\s+)?|${ARRIVES_BY})`,
    // "The Zelvora PDUFA decision is still D", "the BLA decision remains D": a standing decision restated as its date (the
    // copula equates the decision with its deadline; "still" or "remains" says it stands, so no past decision is read).
    // "Ostrelva's decision remains on schedule for D": owned by the product, and on a schedule that stands.
    String.raw`(?<standing>)(?:\b${closedWords('the', 'its')}\s+(?:[\w.-]+\s+){0,3}?|\b[\w.-]+['’]s\s+)(?:${decisionNouns('approval')}\s+|pdufa\s+|regulatory\s+)?${decisionNouns('decision', 'verdict', 'ruling')}\s+(?:is\s+still|${keepingWords('remains')}(?:\s+still)?)\s+(?:on\s+(?:schedule|track)\s+for\s+|(?:${participlesOf('set', 'schedule')}|slated)\s+for\s+|(?:${DEADLINE}|${AT_DAY})\s+)?`,
    // "X is up for a decision on D", "X is up for a potential approval on D", "... a potential FDA nod on D" (a roundup's row with no agency word): the
    // press's idiom for an approval's deadline, bound for the product its sentence names only (decision-frames.ts); not
    // "up for renewal", "up for a vote", nor a day with another body after it ("on D by the European Commission").
    String.raw`(?<upFor>)\b(?:is|are)\s+up\s+for\s+(?:an?\s+|the\s+)?(?:(?:potential|possible)\s+)?(?:fda\s+)?(?:(?:${decisionNouns('approval')}\s+)?${decisionNouns('decision', 'verdict')}|${decisionNouns('approval')}|${APPROVAL_NOD_NOUNS})\s+(?:${DEADLINE}|${AT_DAY})\s+`,
    // "US decision (PDUFA) D" (a results table's bullet): the decision labelled with the act, its day next, no colon needed.
    String.raw`\b(?:u\.s\.|us|${usAgencyNouns('fda')}|regulatory)\s+${decisionNouns('decision', 'action')}\s*\(\s*pdufa\s*\)\s*:?\s*`,
    // "US FDA decision on X: D", "FDA decision (PDUFA) for X: D": a label naming the agency's decision, its day after the
    // colon (a results table, a headline).
    String.raw`\b(?:(?:expected|anticipated)\s+)?(?:${usAgencyNouns('fda')}|regulatory|pdufa)\s+${decisionNouns('decision', 'action')}\b(?:\s*\(\s*pdufa\s*\))?(?:\s+(?:on|for)\s+[^;:,()]{1,60}?)?\s*:\s*`,
    // "The FDA accepted the BLA; action is expected on or before D", "Action on the application is due by D", "BLA
    // accepted; action expected by D" (a headline drops the copula): the agency's action as a bare noun opening its
    // clause (whose action it is, the sentence's regulatory words or the sentence before tell, as for a bare decision).
    // An article before it, and "further to" or "following" for "on", read the same ("An action further to the FDA review
    // of X is expected on or before D": the action the review leads to, the agency's by the review's owner).
    String.raw`(?<bareAction>)(?:^|(?<=[;:]))\s*(?:an\s+)?action\s+(?:(?:on|further\s+to|following)\s+(?:the|its)\s+[^;:,]{1,60}?\s+)?(?:(?:is|was)\s+)?(?:now\s+)?(?:due|${dateQualifiers('expected', 'anticipated', 'scheduled')}|slated)\s+(?:${DEADLINE}|${AT_DAY})\s+`,
    // "under FDA review, with action expected by D": the agency's action as the noun, with no article.
    String.raw`\bwith\s+(?:fda\s+|regulatory\s+)?action\s+(?:now\s+)?(?:due|${dateQualifiers('expected', 'anticipated', 'scheduled')}|slated)\s+(?:${DEADLINE}|${AT_DAY})\s+`,
    // "The FDA has scheduled its action on X for D": the agency scheduling its own decision.
    String.raw`\b${usAgencyNouns('fda', 'agency', 'administration')}\b[^;:]{0,40}?\b(?:has\s+|had\s+)?(?:${participlesOf('schedule', 'set')}|targeted)\s+(?:its|a)\s+(?:final\s+)?(?:${decisionNouns('action', 'decision', 'ruling')})\b[^;:,]{0,120}?\b(?:for|on|${DEADLINE})\s+`,
    // "the FDA's review clock for X ends on D", "runs through D": the end of the review's span is the decision's deadline.
    // Only the FDA's or the act's review, or one of an application only the FDA reviews (another agency's review period
    // of a merger is no PDUFA date).
    // "The X NDA resubmission's six-month review period ends on D", "a Class 2 resubmission ... carries a six-month review
    // clock ending D": the review of a resubmission or of an application the FDA alone reviews.
    String.raw`\b(?:(?:fda(?:['’]s)?|pdufa)\s+review\s+${reviewSpanNouns('clock', 'period', 'timeline')}\b[^;:,]{0,80}?|review\s+${reviewSpanNouns('clock', 'period', 'timeline')}\s+(?:for|of)\s+(?:the\s+|its\s+)?[^;:,]{0,40}?\b(?:s?nda|s?bla)\b[^;:,]{0,40}?|(?:s?nda|s?bla|resubmission|class\s+[12])\b[^;:]{0,80}?\breview\s+${reviewSpanNouns('clock', 'period', 'timeline')}\b[^;:,]{0,40}?)\b(?:${closingVerbs('ends', 'ending', 'closes')}|runs\s+(?:out|through))\s+(?:(?:on|${DEADLINE})\s+)?`,
    // "Under the PDUFA, the review is to be completed by D", "its review is expected to conclude on D": the bare review
    // ending, the agency and the application left to the sentence before (a release about one application accepted, r42).
    // Bound only where the FDA's acceptance of the application is told, as for the bare review clock (decision-frames.ts,
    // bareReview).
    String.raw`(?<bareReview>)\b${closedWords('the', 'its')}\s+(?:${reviewKinds('standard', 'priority')}\s+)?review\s+(?:(?:is|was|${keepingWords('remains')})\s+(?:now\s+|still\s+)?(?:(?:${dateQualifiers('expected', 'scheduled', 'anticipated')}|due|set)\s+)?to\s+(?:be\s+complete(?:d)?|${decisionVerbs('conclude', 'finish')}|end)|will\s+(?:now\s+)?(?:${decisionVerbs('conclude', 'finish')}|end|be\s+completed?))\s+(?:${DEADLINE}|${AT_DAY})\s+`,
    // "The review clock ends on D", "the review period closes on D": the bare span, the agency and the application left to
    // the sentence before (a release about one application under review). Bound only where the sentence or the one before
    // tells the FDA accepted or reviews the application (decision-frames.ts, bareClock): the 60-day filing review, another
    // agency's review clock or a merger's review period is none.
    String.raw`(?<bareClock>)\b${closedWords('the', 'its')}\s+(?:${reviewKinds('standard', 'priority')}\s+|[a-z0-9]{1,6}-month\s+){0,2}review\s+${reviewSpanNouns('clock', 'period', 'timeline')}\s+(?:${closingVerbs('ends', 'closes')}|runs\s+(?:out|through))\s+(?:(?:on|${DEADLINE})\s+)?`,
    // "X remains on track for an FDA decision on D", "on schedule for FDA action by D": the pending decision a schedule that
    // stands is kept for, and its day.
    String.raw`\bon\s+(?:schedule|track)\s+for\s+(?:${closedWords('a', 'an', 'the', 'its')}\s+)?(?:(?:fda|agency)(?:['’]s)?\s+)(?:final\s+|approval\s+)?${decisionNouns('decision', 'action', 'ruling')}\s+(?:${DEADLINE}|${AT_DAY})\s+`,
    // "We continue to anticipate FDA action on X on or before D": the agency's action awaited, with no article.
    String.raw`\b(?:${hedgeWordForms('expect', 'anticipate')}|await(?:s|ing)?)\s+(?:fda|agency)\s+${decisionNouns('action')}\s+(?:on|for)\s+[^;:,]{1,100}?\b(?:${DEADLINE}|${AT_DAY})\s+`,
    // "Zelvora faces an FDA decision on D", "awaits an FDA decision by D": the product's pending decision and its day.
    String.raw`\b${awaitingVerbs('faces', 'awaits', 'awaiting')}\s+(?:an?|the|its)\s+(?:fda|agency)(?:['’]s)?\s+(?:final\s+|approval\s+)?${decisionNouns('decision', 'ruling', 'verdict')}\s+(?:${DEADLINE}|${AT_DAY})\s+`,
    // "accepted the application, with a decision expected by D": the deadline an acceptance sets ("still expected": it
    // stands).
    String.raw`\bwith\s+${closedWords('a', 'an', 'the')}\s+(?:final\s+|regulatory\s+|fda\s+|approval\s+)?decision\s+(?:now\s+|still\s+)?(?:due|${dateQualifiers('expected', 'anticipated', 'scheduled')}|slated)\s+(?:${DEADLINE}|${AT_DAY})\s+`,
    // "Zelvora decision due D", "Zelvora FDA decision expected by D": a headline opening on the product that premodifies
    // the decision (one word, the copula dropped): it binds for the product its sentence names only, as a standing one.
    // A calendar's list item may open on it after a dash ("4) Kestrel + Halden – Zelvora NDA ruling expected D").
    String.raw`(?:^|\s[\u2013\u2014-]\s)\s*(?<named>[\w-]{3,30})\s+(?:(?:${usAgencyNouns('fda')}|s?nda|s?bla)\s+)?${decisionNouns('decision', 'verdict', 'ruling')}\s+(?:due|${dateQualifiers('expected')})\s+(?:(?:${DEADLINE}|${AT_DAY})\s+)?`,
    // Every frame ends where a date starts (masked as an "x" run): a frame that ends elsewhere binds nothing, and taken as
    // a match it would hide a frame that starts later and does end at the date ("The approval decision is still expected
    // by D": the standing frame from "The" ends before "expected"; "Expected FDA decision on X: D": the headline frame
    // ends at "on").
  ].join('|')})(?=xx)`,
  'gi',
)
/**
 * ", from the court", " by the arbitrator": the body an awaited decision comes from, named right after its day, when it is
 * not the FDA (whose decision an awaitedDay frame tells only by the sentences around it).
 */
export const OTHER_BODY_AFTER_DAY = new RegExp(
  String.raw`^\s*,?\s+${closedWords('from', 'by', 'of')}\s+(?!(?:the\s+)?(?:u\.?s\.?\s+)?(?:${usAgencyNouns('fda', 'agency', 'regulator')}|food\s+and\s+drug)\b)[a-z]`,
  'i',
)
/**
 * The same, sticky and with indices: where a frame's verb starts, asked only of a frame that ends at a date not yet
 * claimed (indices on every match of the scan cost more than the scan). At a frame's start it finds the same match.
 */
export const DECISION_FRAME_AT = new RegExp(DECISION_FRAME.source, 'iyd')

/**
 * "a decision had previously been expected by ", "the FDA's action was originally due on ", "the initial FDA decision
 * was scheduled for ": a deadline told as replaced (by the tense and an adverb, or by an adjective of the former date on
 * the decision itself, with a plain past).
 */
export const PRIOR_DECISION_FRAME = new RegExp(
  String.raw`\b(?:${closedWords('a', 'an', 'the', 'its')}|(?:fda|agency)['’]s)\s+(?:(?:final\s+|fda\s+|regulatory\s+|approval\s+)?${decisionNouns('decision', 'action', 'ruling', 'verdict')}\b[^;:,]{0,80}?\b(?:had\s+(?:previously\s+|originally\s+|initially\s+)?been|(?:was|were)\s+${earlierAdverbs('previously', 'originally', 'initially')})|${dateQualifiers('original', 'initial', 'previous', 'prior', 'earlier')}\s+(?:final\s+|fda\s+|regulatory\s+|approval\s+)?${decisionNouns('decision', 'action', 'ruling', 'verdict')}\b[^;:,]{0,80}?\b(?:was|were|had\s+been)|(?<=\b${earlierAdverbs('previously', 'originally', 'initially')}\s+${toldPast(tellingVerbsOf('quotes', 'states', 'publishes'))}\s+(?:that\s+)?(?:${closedWords('a', 'an', 'the', 'its')})\s+)(?:final\s+|fda\s+|regulatory\s+|approval\s+)?${decisionNouns('decision', 'action', 'ruling', 'verdict')}\b[^;:,]{0,80}?\b(?:was|were))\s+(?:${dateQualifiers('expected', 'anticipated', 'scheduled')}|due|slated|${participlesOf('set')})\s+(?:${DEADLINE}|on|for)\s+`,
  'gi',
)
/**
 * "A decision from the FDA was expected on D, but the regulator has notified the company that it is taking more time": a
 * plain past of the expected decision is a prior only when the sentence turns against it right after the date
 * (CONTRAST_AFTER); "the company said a decision was expected on D" alone is reported speech of a standing date.
 */
export const CONTRASTED_DECISION_FRAME = new RegExp(
  String.raw`\b(?:${closedWords('a', 'an', 'the', 'its')}|(?:fda|agency)['’]s)\s+(?:final\s+|fda\s+|regulatory\s+|approval\s+)?${decisionNouns('decision', 'action', 'ruling', 'verdict')}\b[^;:,]{0,80}?\b(?:was|were)\s+(?:${dateQualifiers('expected', 'anticipated', 'scheduled')}|due|slated)\s+(?:${DEADLINE}|on|for)\s+`,
  'gi',
)
/**
 * ", but" right after the date of a CONTRASTED_DECISION_FRAME, turning to the agency or its review ("but the regulator
 * has notified the company that it is taking more time"); "but the company has not yet built its sales force" leaves the
 * date standing.
 */
export const CONTRAST_AFTER = new RegExp(
  String.raw`^\s*,?\s*but\b[^.;]{0,120}?\b(?:${usAgencyNouns('fda', 'agency', 'regulator')}|review|delay\w*|extend\w*|extension|more\s+time|postpon\w*|push\w*\s+back)\b`,
  'i',
)
