import {
  ACT_ASIDE,
  NAME_APPOSITION,
  PARTICIPIAL_ASIDE,
  PRODUCT_APPOSITION,
} from './clause-shapes.js'
import { hedgeWordForms, hedgeWords } from './lexicon/hedges.js'
import { closedWords } from './lexicon/function-words.js'
import { tellingVerbsOf, toldPast } from './lexicon/telling.js'
import { usAgencyNouns } from './lexicon/agencies.js'
import { BIOLOGICS_LICENSE, decisionNouns } from './lexicon/review.js'
import {
  awaitingVerbs,
  closingVerbs,
  decisionVerbs,
  renderingVerbs,
  reviewSpanNouns,
} from './lexicon/review.js'
import { intentionForms } from './lexicon/hedges.js'
import { earlierAdverbs, dateQualifiers, scheduleWords } from './lexicon/qualifiers.js'
import { participlesOf } from './lexicon/assignment.js'
import { keepingWords } from './lexicon/moves.js'
import { dateNouns } from './lexicon/date-nouns.js'
import { productNouns } from './lexicon/products.js'
import { studyNouns } from './lexicon/studies.js'
import { otherEvents } from './lexicon/events.js'
/**
 * The decision frames' patterns, as data: the frames that name the agency's decision and end at its date (DECISION_FRAME,
 * one alternative a shape), the frame that tells a deadline as replaced (PRIOR_DECISION_FRAME), and the words around a
 * date the agency gave itself that name it as its decision's deadline (AGENCY_DEADLINE_SHAPES). decision-frames.ts reads
 * them over a sentence and decides what each binds.
 */

/**
 * "respond to the application", "respond to AFT's application to register X", "respond to the NDA": the agency's answer
 * to an application is its decision (a complete response letter or an approval); only with an application as the
 * object ("respond to our meeting request", "respond to questions" decide nothing).
 */
const RESPOND_TO_APPLICATION = String.raw`${decisionVerbs('respond')}\s+to\s+(?:[\w'’-]+\s+){0,3}?(?:s?nda|s?bla|(?:new\s+drug|${BIOLOGICS_LICENSE}|marketing)\s+application|application)\b`

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
 * A decision of the agency with a deadline and no target noun: "the FDA will now rule on the X application by",
 * "the agency is scheduled to make its decision on X by", "a decision on X is due by", "FDA action is expected by".
 * The deadline of an FDA decision on an application is its PDUFA date whatever it is called.
 */
// "the FDA will make its decision on the Ostrelva NDA by D", "a decision on the BLA is expected by D".
export const DECISION_FRAME = new RegExp(
  `(?:${[
    // The verb is captured: what stands between the agency and its verb is the subject's clause ("the FDA informed
    // the company that it"), not the gap between the decision and its date.
    // "Regulators now expect to rule on X by D": the plural subject's verb.
    // The agency may be the pronoun of its own reported speech: "the FDA has notified Kestrel that it ... now expects to act
    // by D" (the FDA the subject of the telling; "Kestrel said that it" is the company).
    String.raw`\b(?:${usAgencyNouns('fda', 'agency', 'administration')}|regulators?|(?<=\b${usAgencyNouns('fda', 'agency')}\s+(?:has\s+|had\s+)?${toldPast(tellingVerbsOf('informs'))}\s+(?:[^;:.,]{0,40}?\bthat|us|the\s+company)\s+)it)\b[^;:]{0,60}?\b(?<verb>${closedWords('will', 'would', 'should')}|(?:has|is)\s+committed\s+to|(?:is|are)\s+(?:(?:now|still)\s+)?(?:${participlesOf('set', 'schedule')}|${dateQualifiers('expected')}|${scheduleWords('due', 'required', 'slated', 'poised')}|${hedgeWords('likely')}|to)(?:\s+to)?|must|has\s+to|plans\s+to|aims\s+to|(?:now\s+)?expects?\s+to|(?:now\s+)?${intentionForms('anticipates')}(?=\s+(?:acting|taking\s+action|completing)\b)|intends\s+to|(?:has|have)\s+(?:${participlesOf('set', 'establish')}\s+)?a\s+(?:pdufa\s+)?goal\s+of)\s+(?:now\s+)?(?:${decisionVerbs('rule', 'decide', 'act')}|${RESPOND_TO_APPLICATION}|approve\s+or\s+(?:reject|deny)|make\s+${closedWords('a', 'an', 'its', 'their')}\s+(?:final\s+|approval\s+)?(?:${decisionNouns('decision', 'ruling', 'verdict')}|determination)|${closedWords('a', 'its')}\s+(?:final\s+)?${decisionNouns('decision', 'ruling', 'verdict')}|(?:complet(?:e|ing)|finish(?:ing)?|conclud(?:e|ing))\s+(?:its\s+|the\s+)?(?:(?:priority|standard)\s+)?review|acting|taking\s+action|reach\s+(?:a|its)\s+(?:decision|verdict)|render\s+(?:a|its)\s+(?:decision|verdict)|(?:hand\s+down|${renderingVerbs('deliver', 'announce', 'give')})\s+(?:a|its)\s+(?:final\s+)?${decisionNouns('decision', 'verdict', 'ruling')}|take\s+${closedWords('a', 'its', 'their')}\s+(?:final\s+)?decision|take\s+action|take\s+regulatory\s+action(?=\s+on\b)|issue\s+(?:a|its)\s+${decisionNouns('decision', 'verdict', 'ruling')})\b(?:[^;:,]|${NAME_APPOSITION}|${PRODUCT_APPOSITION}){0,160}?\b(?:${DEADLINE}|${AT_DAY})\s+`,
    // "the agency said it might not be able to finish its review of X by D": a doubt about meeting the deadline presupposes
    // it (cues.ts blanks the doubt, so it neither negates nor hedges); only a refusal ("will not act by D") lapses it.
    String.raw`\b(?:${usAgencyNouns('fda', 'agency', 'administration')}|regulators?)\b[^;:]{0,60}?\b(?<verb>may|might|could\s+possibly)\s+(?:possibly\s+)?(?:not\s+(?:be\s+able\s+to\s+)?|be\s+unable\s+to\s+)${decisionVerbs('finish', 'complete', 'conclude')}\s+(?:its\s+|the\s+)?review\b[^;:,]{0,120}?\b${DEADLINE}\s+`,
    // "NDA accepted, expected FDA action by D" (a headline's order: the participle first).
    String.raw`\bexpected\s+(?:${usAgencyNouns('fda', 'agency')}|regulatory)\s+(?:action|decision|approval\s+decision)\s+(?:${DEADLINE}|${AT_DAY})\s+`,
    // "the FDA will need an additional three months to complete its review of X, and now expects to act by D": the
    // agency's second predicate, coordinated after a clause about its review (the subject stands too far back for the
    // frame above).
    String.raw`\b${usAgencyNouns('fda', 'agency', 'administration')}\b[^;:.]{0,120}?\breview\b[^;:.]{0,100}?,?\s+and\s+(?<verb>(?:now\s+)?(?:${intentionForms('expects', 'plans', 'intends', 'aims')})\s+to)\s+(?:${decisionVerbs('act', 'decide', 'rule')}|take\s+action|${decisionVerbs('complete')}\s+(?:its|the)\s+review)\b[^;:,]{0,100}?\b(?:${DEADLINE}|${AT_DAY})\s+`,
    // "the FDA is scheduled to complete its review of the X BLA on D": the review's scheduled end is the decision's.
    String.raw`\b${usAgencyNouns('fda', 'agency', 'administration')}\b[^;:]{0,60}?\b(?:is|are)\s+(?:${participlesOf('schedule', 'set')}|slated|due)\s+to\s+${decisionVerbs('complete', 'finish', 'conclude')}\s+(?:its\s+|the\s+)?review\b[^;:,]{0,120}?\b(?:${DEADLINE}|${AT_DAY})\s+`,
    // "the FDA is scheduled to rule on the X NDA on D": a decision the agency is scheduled to take, on its day (the "on"
    // right before the date, not the "on" of its object).
    String.raw`\b(?:${usAgencyNouns('fda', 'agency', 'administration')}|regulators)\b[^;:]{0,60}?\b(?:is|are)\s+(?:now\s+)?(?:${participlesOf('schedule', 'set')}|slated|due)\s+to\s+(?:${decisionVerbs('rule', 'decide', 'act')}|make\s+(?:a|its)\s+(?:final\s+)?decision|take\s+action|issue\s+(?:a|its)\s+decision)\b[^;:,]{0,120}?\b(?:${DEADLINE}|${AT_DAY})\s+`,
    // "Kestrel expects the FDA to act on X on or before D", "FDA to decide on X by D" (a headline): the agency's deadline.
    String.raw`(?:\bexpects?\s+(?:the\s+)?(?:u\.s\.\s+)?(?:fda|agency)|^\s*(?:[\w.-]+(?:\s+[\w.-]+){0,3}\s*:\s*)?(?:u\.s\.\s+)?fda)\s+to\s+(?:${decisionVerbs('decide', 'act', 'rule')}|${RESPOND_TO_APPLICATION}|make\s+(?:a|its)\s+(?:final\s+)?decision)\b[^;:,]{0,120}?\b${DEADLINE}\s+`,
    // "Zentra is awaiting an FDA decision, due D": the decision's deadline in apposition.
    String.raw`\b(?:an?|the|its)\s+(?:fda|agency)(?:['’]s)?\s+(?:final\s+|approval\s+)?${decisionNouns('decision', 'ruling', 'verdict')}(?:\s+(?:on|for)\s+[^;:,()]{1,60}?)?\s*,\s+(?:which\s+is\s+)?(?:now\s+)?(?:due\s+(?:(?:${DEADLINE}|${AT_DAY})\s+)?|${dateQualifiers('expected', 'anticipated')}\s+(?:${DEADLINE}|${AT_DAY})\s+)`,
    // "the review of the NDA is expected to be complete by D" (under the act's timelines): the review's end is the decision's.
    // "the review of X is targeted for completion on D", "the X NDA review is scheduled to be completed by D": the same, with
    // the review named by its application, or its completion as the purpose of a schedule.
    // "FDA review of the X NDA, as per the PDUFA (Prescription Drug User Fee Act), is expected to be completed by D": the
    // act named in an aside between the review and its predicate.
    String.raw`\b(?:(?:the\s+)?(?:fda(?:['’]s)?\s+)?review\s+of\s+(?:the\s+|its\s+)?(?:[^;:,]|${ACT_ASIDE}){0,80}?|\b(?:s?nda|s?bla|application)\s+review\s+)\b(?:is|was|${keepingWords('remains')})\s+(?:now\s+|still\s+)?(?:(?:${dateQualifiers('expected', 'scheduled', 'anticipated')}|due|set)\s+to\s+(?:be\s+complete(?:d)?|${decisionVerbs('conclude', 'finish')}|end)\s+${DEADLINE}|(?:targeted|${dateQualifiers('scheduled', 'expected')}|${scheduleWords('slated')}|${participlesOf('set')}|on\s+(?:schedule|track))\s+for\s+completion\s+(?:${DEADLINE}|${AT_DAY}))\s+`,
    // "the FDA's review of X will now conclude on D", "the review of the X NDA will be completed by D".
    String.raw`\b(?:(?:the\s+)?(?:fda['’]s\s+)?review\s+of\s+(?:the\s+|its\s+)?(?:[^;:,]|${ACT_ASIDE}){0,80}?|\b(?:s?nda|s?bla|application)\s+review\s+)\bwill\s+(?:now\s+)?(?:${decisionVerbs('conclude', 'finish')}|end|be\s+completed?)\s+(?:${DEADLINE}|${AT_DAY})\s+`,
    // "the FDA now anticipates completing its review of the X NDA on D, a three-month extension": the agency's new date.
    String.raw`\b${usAgencyNouns('fda', 'agency', 'administration')}\b[^;:]{0,60}?\bnow\s+${intentionForms('anticipates', 'expects', 'plans')}\s+(?:completing|to\s+complete)\s+(?:its|the)\s+review\b[^;:,]{0,100}?\b(?:${DEADLINE}|${AT_DAY})\s+`,
    // "is scheduled for a PDUFA review on D", "PDUFA set for D" (the trade press): the act's name as the decision's.
    String.raw`\bpdufa\s+(?:${dateNouns('review', 'decision', 'action')})\s+(?:${DEADLINE}|${AT_DAY})\s+|(?<!\b(?:${closedWords('under', 'of', 'with')}|per)\s+(?:the\s+)?)\bpdufa\s+(?:date\s+)?(?:is\s+)?(?:set|scheduled)\s+for\s+`,
    // "FDA decision expected by D" (a headline drops the copula), "with an approval decision due on D", "an FDA verdict on X
    // is expected D".
    String.raw`\b(?:${usAgencyNouns('fda', 'agency')}|regulatory|final|${decisionNouns('approval')})\s+${decisionNouns('decision', 'ruling', 'verdict', 'action')}\b(?:[^;:,]|${PARTICIPIAL_ASIDE}|${PRODUCT_APPOSITION}){0,140}?\b(?:(?:${closedWords('is', 'was', 'are')}\s+)?(?:now\s+)?(?:${scheduleWords('due', 'slated')}|${dateQualifiers('expected', 'anticipated', 'scheduled')}|targeted|${participlesOf('set')})\s+(?:(?:${DEADLINE}|${AT_DAY}|for)\s+)?|(?:(?:${closedWords('is', 'are')}|${keepingWords('remains')})\s+(?:still\s+)?)?${ON_SCHEDULE})`,
    // "the FDA's verdict on X is expected on or before D", "a decision on X is due March 14, 2026" (due needs no preposition),
    // "the FDA's decision on X, originally due on D0, will now come by D1" (the decision arriving by its deadline).
    String.raw`\b(?:${closedWords('a', 'the', 'its', 'their')}|(?:fda|agency|food\s+and\s+drug\s+administration)['’]s)\s+(?:final\s+|regulatory\s+)?${decisionNouns('decision', 'verdict', 'ruling', 'action')}\s+(?:${closedWords('from', 'of', 'by')}\s+(?:the\s+)?(?:u\.?s\.?\s+)?(?:fda|agency|regulators?|food\s+and\s+drug\s+administration)\s+)?${closedWords('on', 'for', 'regarding', 'concerning', 'about')}\s+(?:[^;:,]|,\s+which\s+[^;:,]{1,60},|,\s+[^;:,]{1,40},|${PRODUCT_APPOSITION}){1,100}?\b(?:(?:(?:is|was)\s+(?:now\s+)?|is\s+still\s+|${keepingWords('remains')}\s+)(?:${ON_SCHEDULE}|due\s+(?:(?:${DEADLINE}|${AT_DAY})\s+)?|(?:${dateQualifiers('expected', 'anticipated', 'scheduled')}|slated|set)\s+(?:${DEADLINE}|${AT_DAY}|for)\s+|${dateQualifiers('expected', 'anticipated')}\s+)|will\s+(?:now\s+)?(?:come|arrive)\s+(?:${DEADLINE}|${AT_DAY})\s+)`,
    // "Kestrel expects a decision from the FDA on the Ostrelva NDA by D", "awaiting an FDA decision on X by D": a decision
    // awaited by a deadline (the expecting is the subject's; the deadline is presupposed).
    String.raw`\b(?:${hedgeWordForms('expect', 'anticipate')}|await(?:s|ing)?)\s+(?:to\s+(?:receive|have)\s+)?${closedWords('a', 'an', 'the', 'its')}\s+(?:(?:fda|agency)(?:['’]s)?\s+)?(?:final\s+|regulatory\s+|approval\s+)?(?:${decisionNouns('decision', 'ruling', 'verdict')}|(?<=(?:fda|agency)(?:['’]s)?\s+)${decisionNouns('action')})\s+(?:${closedWords('from', 'of', 'by')}\s+(?:the\s+)?(?:u\.?s\.?\s+)?(?:${usAgencyNouns('fda', 'agency', 'regulator')}|food\s+and\s+drug\s+administration)\s+)?${closedWords('on', 'for', 'regarding', 'concerning', 'about')}\s+[^;:,]{1,100}?\b(?:${DEADLINE}|${AT_DAY})\s+`,
    // "The drug candidate will receive a decision on approval from the FDA by D", "X is expected to receive an FDA decision
    // by D": the decision the product receives, the agency named as its giver (a decision from another agency is not read).
    String.raw`\b(?:will|should|(?:is|are)\s+(?:now\s+)?(?:${dateQualifiers('expected', 'scheduled')}|${scheduleWords('due', 'slated')}|set)\s+to)\s+receive\s+(?:${closedWords('a', 'an', 'the', 'its')}\s+(?:(?:final|regulatory)\s+)?(?:${decisionNouns('approval')}\s+)?${decisionNouns('decision', 'ruling', 'verdict')}\s+(?:${closedWords('on', 'regarding', 'about')}\s+[^;:,]{1,60}?\s+)?from\s+(?:the\s+)?(?:u\.?s\.?\s+)?(?:${usAgencyNouns('fda', 'agency')}|food\s+and\s+drug\s+administration)|(?:an?|the|its)\s+${usAgencyNouns('fda')}(?:['’]s)?\s+(?:final\s+|approval\s+)?${decisionNouns('decision', 'ruling', 'verdict')}(?:\s+${closedWords('on', 'regarding', 'about')}\s+[^;:,]{1,60}?)?)\s+(?:${DEADLINE}|${AT_DAY})\s+`,
    // "the application was accepted; a decision is due D": a decision due, in a sentence about the application.
    // "A decision / verdict from the regulator is expected on D" (the trade press), "is up for an FDA decision on D".
    // "the decision, previously anticipated on D0, is now expected on D1": the replaced deadline in an aside (its date is
    // the prior, decision-frames.ts).
    String.raw`\b${closedWords('a', 'an', 'the')}\s+(?:final\s+|fda\s+|(?:fda|agency)['’]s\s+|regulatory\s+|approval\s+)?${decisionNouns('decision', 'verdict', 'ruling')}(?:,\s+${earlierAdverbs('originally', 'previously', 'initially')}\s+[^;:,]{1,60}?,)?\s+(?:${closedWords('from', 'by', 'of')}\s+(?:the\s+)?(?:u\.?s\.?\s+)?(?:fda|agency|regulators?|regulatory\s+(?:body|agency)|food\s+and\s+drug\s+administration)\s+)?(?:is|was)\s+(?:now\s+)?(?:due|expected)\s+(?:(?:${DEADLINE}|${AT_DAY})\s+)?`,
    // "The Zelvora PDUFA decision is still D", "the BLA decision remains D": a standing decision restated as its date (the
    // copula equates the decision with its deadline; "still" or "remains" says it stands, so no past decision is read).
    // "Ostrelva's decision remains on schedule for D": owned by the product, and on a schedule that stands.
    String.raw`(?<standing>)(?:\b${closedWords('the', 'its')}\s+(?:[\w.-]+\s+){0,3}?|\b[\w.-]+['’]s\s+)(?:${decisionNouns('approval')}\s+|pdufa\s+|regulatory\s+)?${decisionNouns('decision', 'verdict', 'ruling')}\s+(?:is\s+still|${keepingWords('remains')}(?:\s+still)?)\s+(?:on\s+(?:schedule|track)\s+for\s+|(?:${participlesOf('set', 'schedule')}|slated)\s+for\s+|(?:${DEADLINE}|${AT_DAY})\s+)?`,
    String.raw`\b(?:is|are)\s+up\s+for\s+(?:an?\s+)?(?:fda\s+)?(?:decision|approval\s+decision|verdict)\s+(?:${DEADLINE}|${AT_DAY})\s+`,
    // "US decision (PDUFA) D" (a results table's bullet): the decision labelled with the act, its day next, no colon needed.
    String.raw`\b(?:u\.s\.|us|${usAgencyNouns('fda')}|regulatory)\s+${decisionNouns('decision', 'action')}\s*\(\s*pdufa\s*\)\s*:?\s*`,
    // "US FDA decision on X: D", "FDA decision (PDUFA) for X: D": a label naming the agency's decision, its day after the
    // colon (a results table, a headline).
    String.raw`\b(?:(?:expected|anticipated)\s+)?(?:${usAgencyNouns('fda')}|regulatory|pdufa)\s+${decisionNouns('decision', 'action')}\b(?:\s*\(\s*pdufa\s*\))?(?:\s+(?:on|for)\s+[^;:,()]{1,60}?)?\s*:\s*`,
    // "The FDA accepted the BLA; action is expected on or before D", "Action on the application is due by D", "BLA
    // accepted; action expected by D" (a headline drops the copula): the agency's action as a bare noun opening its
    // clause (whose action it is, the sentence's regulatory words or the sentence before tell, as for a bare decision).
    String.raw`(?<bareAction>)(?:^|(?<=[;:]))\s*action\s+(?:on\s+(?:the|its)\s+[^;:,]{1,60}?\s+)?(?:(?:is|was)\s+)?(?:now\s+)?(?:due|${dateQualifiers('expected', 'anticipated', 'scheduled')}|slated)\s+(?:${DEADLINE}|${AT_DAY})\s+`,
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
    String.raw`^\s*(?<named>[\w-]{3,30})\s+(?:${usAgencyNouns('fda')}\s+)?${decisionNouns('decision', 'verdict', 'ruling')}\s+(?:due|${dateQualifiers('expected')})\s+(?:(?:${DEADLINE}|${AT_DAY})\s+)?`,
    // Every frame ends where a date starts (masked as an "x" run): a frame that ends elsewhere binds nothing, and taken as
    // a match it would hide a frame that starts later and does end at the date ("The approval decision is still expected
    // by D": the standing frame from "The" ends before "expected"; "Expected FDA decision on X: D": the headline frame
    // ends at "on").
  ].join('|')})(?=xx)`,
  'gi',
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
  String.raw`\b(?:${closedWords('a', 'an', 'the', 'its')}|(?:fda|agency)['’]s)\s+(?:(?:final\s+|fda\s+|regulatory\s+|approval\s+)?${decisionNouns('decision', 'action', 'ruling', 'verdict')}\b[^;:,]{0,80}?\b(?:had\s+(?:previously\s+|originally\s+|initially\s+)?been|(?:was|were)\s+${earlierAdverbs('previously', 'originally', 'initially')})|${dateQualifiers('original', 'initial', 'previous', 'prior', 'earlier')}\s+(?:final\s+|fda\s+|regulatory\s+|approval\s+)?${decisionNouns('decision', 'action', 'ruling', 'verdict')}\b[^;:,]{0,80}?\b(?:was|were|had\s+been))\s+(?:${dateQualifiers('expected', 'anticipated', 'scheduled')}|due|slated|${participlesOf('set')})\s+(?:${DEADLINE}|on|for)\s+`,
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

/** "On ", "By " opening the sentence right before its date: the day fronted before the agency's decision. */
const FRONTED_DAY_BEFORE = /^\s*(?:on|by)\s+$/i
/**
 * ", the FDA will approve or reject X", " the agency is set to decide on X": the agency's decision after a fronted day
 * ("On November 3 the FDA will approve or reject X"); a modal of possibility ("may approve or reject") is not read.
 */
const AGENCY_DECIDES_AFTER_DAY = new RegExp(
  String.raw`^\s*,?\s+(?:the\s+)?${usAgencyNouns('fda', 'agency')}\s+(?:will|is\s+(?:${participlesOf('set', 'schedule')}|${dateQualifiers('expected')}|due)\s+to)\s+(?:approve\s+or\s+(?:reject|deny)|${decisionVerbs('decide', 'rule')}\s+on|make\s+(?:a|its)\s+(?:final\s+)?decision\s+on)\b`,
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
