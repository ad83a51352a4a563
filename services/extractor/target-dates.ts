/**
 * The target-action-date grammar of one sentence: which date a PDUFA/goal/action-date phrase is bound to,
 * whether the sentence moves that date (extension) and from which date, and in what voice the date is stated.
 *
 * A date is bound to a target phrase only through a connector the grammar knows ("PDUFA date of D",
 * "goal date is D", "established D as the PDUFA date", "PDUFA date: D", "extended the goal date ... to D,
 * from D0", "moved from D0 to D", "the PDUFA date of D0 will be extended ... to D"), never by mere
 * proximity: an advisory-committee date, a submission date or a release date sitting next to the phrase
 * is not its date. A date that the sentence says was replaced is a prior date, never a target.
 */
import { DEFINITE_DETERMINERS, determiners, determinersOf } from './lexicon/determiners.js'
import {
  AMOUNT,
  POSSIBLE_MISS_SOURCE,
  withoutDeniedMoves,
  cueWithin,
  findCues,
  frontedConditionEnd,
  type CueLayer,
  type HedgeSpan,
} from './cues.js'
import { MONTH_WORDS, type DateMention } from './dates.js'
import {
  GAP_DISQUALIFIER,
  PARTICIPIAL_ASIDE_ALL,
  REGULATORY_CONTEXT,
  RELATIVE_ASIDE,
  clauseStart,
} from './clause-shapes.js'
import { bindDecisionFrames } from './decision-frames.js'
import type { SentenceTargets, TargetBinding, TargetRole } from './target-binding.js'

export type { SentenceTargets, TargetBinding, TargetRole } from './target-binding.js'
import {
  AGENCY_WILL_NOT_ACT,
  MODAL_NEGATION,
  deniedDeadlines,
  reviewRunsPast,
} from './lapsed-deadlines.js'
import {
  ACTIVE_MOVE_VERBS,
  LENGTHENING_NOUNS,
  MOVE_IN_GAP_VERBS,
  MOVED_OBJECT_VERBS,
  moveParticiples,
  MOVING_VERBS,
} from './lexicon/moves.js'
import { assignedParticiples, givingForms, participlesOf } from './lexicon/assignment.js'
import {
  DATE_HEADS,
  DATE_KINDS,
  DECISION_DATE_NAMES,
  DECISION_DATE_NOUNS,
  dateNouns,
} from './lexicon/date-nouns.js'
import { tellingVerbsOf, toldPast } from './lexicon/telling.js'
import { conditionWords, FILING_CONDITION_WORDS, intentionForms } from './lexicon/hedges.js'
import { modalsOf } from './lexicon/modals.js'
import { matchesOf } from './regexp-matches.js'
import { closedWords } from './lexicon/function-words.js'
import { reviewSpanNouns, decisionVerbs } from './lexicon/review.js'
import {
  decisionNouns,
  reviewKinds,
  applicationAcronyms,
  filingVerbs,
  hinderingStems,
} from './lexicon/review.js'
import { topicNouns } from './lexicon/topics.js'
import { advancingParticles, advancingStems, keepingWords } from './lexicon/moves.js'
import { hedgeWords } from './lexicon/hedges.js'
import { THERAPY_SETTING_WORDS } from './lexicon/descriptors.js'
import { romanNumerals } from './lexicon/numbers.js'
import { dateQualifiers } from './lexicon/qualifiers.js'
import { earlierAdverbs, partsOfPeriod } from './lexicon/qualifiers.js'
import { intents, namingVerbs, receiptVerbs } from './lexicon/products.js'
import { populations } from './lexicon/products.js'
import { otherEvents } from './lexicon/events.js'
import { fundingWords } from './lexicon/agents.js'
import {
  usAgencyNouns,
  otherUserFeeProgrammes,
  FOREIGN_AGENCIES,
  FOREIGN_MARKETS,
} from './lexicon/agencies.js'
import { anyOf } from './lexicon/compile.js'

/** "set", "assigned", "scheduled", "established": the date given by the agency. */
const ASSIGNED = assignedParticiples()
const ASSIGNED_OR_GRANTED = assignedParticiples('grant')
const SET_ASSIGNED_ESTABLISHED = participlesOf('set', 'assign', 'establish')

/**
 * The act's name in every order writers use: "PDUFA", "Prescription Drug User Fee Act (PDUFA)", "PDUFA (Prescription Drug
 * User Fee Act)", "Prescription Drug User Fee Act, or PDUFA,", "User-Fee", and a reauthorisation numeral ("PDUFA V").
 */
const ACT_WORDS = String.raw`(?:prescription\s+drug\s+user[\s-]+fee\s+act(?:ion)?|pdufa(?:\s+${romanNumerals('v', 'vi', 'vii', 'viii')}\b)?)`
// 'Prescription Drug User Fee Act ("PDUFA")', "PDUFA, or Prescription Drug User Fee Act,": the name and its alias in parentheses or after ", or".
const PDUFA_NAME = String.raw`${ACT_WORDS}(?:\s*\(\s*"?${ACT_WORDS}"?\s*\)|\s*,\s*or\s+"?${ACT_WORDS}"?\s*,)?`
// "target", "goal", "action": the nouns stacked before "date" ("PDUFA target action date").
const HEAD = DATE_HEADS
// "PDUFA target action date", "Prescription Drug User Fee Act (PDUFA) goal date", "target action date (PDUFA)".
const STRONG_PHRASE = new RegExp(
  // "the FDA's goal (or target) for completing its review is D": the goal date spelt out.
  String.raw`\b(?:fda|agency)['’]s\s+(?:goal|target)\s+for\s+(?:completing|completion\s+of|the\s+completion\s+of)\s+(?:its|the)\s+review\b|` +
    String.raw`(?:\btarget\s+)?\b${PDUFA_NAME}[\s-]+(?:${HEAD}[\s-]+){0,3}(?:dates?|goals?|deadlines?)\b|` +
    // "the PDUFA data is Dec. 28": "date" mistyped as "data", read only when a date (masked as "x" runs) follows the verb.
    String.raw`\b${PDUFA_NAME}\s+data(?=\s+${closedWords('is', 'was', 'of')}\s+xx)|\b(?:${HEAD}\s+){0,2}(?:action|goal)\s+(?:due\s+)?dates?\b(?:\s*\(\s*pdufa\s*\))?`,
  'gi',
)
// "the agency's review deadline" is a weak phrase too: strong only where the sentence ties it to the act or an FDA review.
// "The new date is D" after a move the text tells: a date called new or revised with no target noun is weak, and reads
// only as the moved date (candidates.ts publishes a weak "new" date only as an extension); "the original date was D0"
// only as the replaced one (a prior, never published). "the D date to review the application": a bare date noun right
// after a date (masked as an "x" run), with the review as its purpose, is weak the same way. "a target completion date
// of D for its review": the review's end as a weak noun, strong where the sentence ties it to an FDA review.
const WEAK_PHRASE = new RegExp(
  String.raw`\b(?:fda\s+)?(?:${dateNouns('target', 'review', 'decision')})\s+(?:dates?|deadlines?)\b|\btarget\s+approval\s+dates?\b|\b${dateNouns('target', 'goal')}\s+(?:review\s+)?completion\s+dates?\b|\b${usAgencyNouns('fda', 'agency', 'regulator')}['’]s\s+deadline\b|(?<=\b${dateQualifiers('new', 'revised', 'updated', 'original', 'previous', 'prior', 'initial')}\s+)date\b|(?<=x\s+)date(?=\s+${closedWords('to', 'for')}\s+(?:\w+\s+){0,2}review\b)`,
  'gi',
)
/** "under PDUFA", "based on PDUFA guidelines", "pursuant to the Prescription Drug User Fee Act": ties a weak phrase of the sentence to the act. */
const TIED_TO_PDUFA = new RegExp(
  String.raw`\b(?:under|based\s+on|pursuant\s+to|per|in\s+accordance\s+with|according\s+to|set\s+by)\s+(?:the\s+)?${ACT_WORDS}`,
  'i',
)
/**
 * "The FDA accepted the BLA and set a target date of D", "an FDA decision date of D": a target or decision date in a
 * sentence about the FDA's review of an application is the application's goal date. (Sentences naming another agency
 * never get here: isNotAPdufaMatter.)
 */
const FDA_APPLICATION_REVIEW = new RegExp(
  String.raw`\b(?:fda|food\s+and\s+drug\s+administration)\b[^.;]{0,160}\b(?:s?nda|s?bla|new\s+drug\s+application|biologics?\s+license\s+application|application|resubmission|${dateNouns('review', 'decision')})\b|\b(?:s?nda|s?bla|new\s+drug\s+application|biologics?\s+license\s+application)\b[^.;]{0,160}\b(?:fda|food\s+and\s+drug\s+administration)\b|\b(?:${usAgencyNouns('fda', 'agency', 'regulator')}|food\s+and\s+drug\s+administration)(?:['’]s)?\s+(?:(?:${dateNouns('target', 'decision', 'review')})\s+)?(?:dates?|deadlines?)\b`,
  'i',
)
/** "NDA", "sBLA", "new drug application": an application the FDA alone reviews (never "application" alone). */
const US_APPLICATION = new RegExp(
  String.raw`\b(?:s?${applicationAcronyms('nda', 'bla')}|new\s+drug\s+application|biologics?\s+license\s+application)\b`,
  'i',
)
/**
 * "The Zelvora NDA has a ", "the BLA for X, which ..., carries a ", "The NDA is under priority review with a ", "the NDA for X
 * was accepted with a ": the application as the owner of the weak noun after it.
 */
const APPLICATION_HAS_BEFORE = new RegExp(
  String.raw`\b(?:s?${applicationAcronyms('nda', 'bla')}|new\s+drug\s+application|biologics?\s+license\s+application)\b(?:\s+for\s+[\w-]+(?:\s+[\w-]+)?)?(?:\s*,[^,;:.]{1,80},)?\s+(?:(?:is|was)\s+(?:now\s+)?(?:under\s+(?:priority\s+|standard\s+)?review|accepted(?:\s+for\s+(?:filing|review))?)\s+)?(?:${closedWords('with', 'has', 'had')}|carries|carried)\s+(?:an?|the|its)\s+(?:[\w-]+\s+){0,2}$`,
  'i',
)
/** "in Japan", "the EMA": another country's review, whose application a weak noun may name too ("J-NDA"). */
const ABROAD = new RegExp(
  String.raw`\b(?:${anyOf(Object.keys(FOREIGN_AGENCIES))}|${anyOf(Object.keys(FOREIGN_MARKETS))})\b`,
  'i',
)
/** " for resubmission", " to file the response": the date is the company's own filing step, not the agency's. */
const FILING_PURPOSE = new RegExp(
  String.raw`^\s+(?:for|to)\s+(?:the\s+|its\s+|our\s+|a\s+)?(?:re)?(?:submi|fil(?:e|ing)\b)`,
  'i',
)
/** " for the completion of the inspection": the words after a noun's own date, up to the next clause break. */
const PURPOSE_TAIL = /^[^,;.]*/
/** " for the Zelvora NDA", " for its BLA": the application the weak noun before it is for. */
const FOR_APPLICATION_AFTER = new RegExp(
  String.raw`^\s+for\s+(?:the\s+|its\s+|our\s+)?(?:[\w-]+\s+){0,3}?(?:s?${applicationAcronyms('nda', 'bla')}|new\s+drug\s+application|biologics?\s+license\s+application)\b`,
  'i',
)
/**
 * "plans to submit", "the submission of", "to file", "the filing of": a sentence about filing an application, not its
 * review ("accepted for filing" is the review's start).
 */
const FILING_TOPIC = new RegExp(
  String.raw`\b(?:${filingVerbs('submit', 'submitted', 'file', 'files')}|submission|submitting|(?<!\bfor\s+)filing)\b`,
  'i',
)
/** "the new ", "its revised " right before a weak target noun. */
const RENEWED_BEFORE = new RegExp(
  String.raw`\b${closedWords('the', 'its', 'a')}\s+${dateQualifiers('new', 'revised', 'updated', 'extended')}\s+$`,
  'i',
)
/**
 * " is expected to be ", " is now ", " of ": a weak target noun's own predicate, its date next; " for the Zelvora NDA is
 * expected to be ": after the product or application the noun is for (one name, not another event: "the new target
 * date for the data readout").
 */
const RENEWED_PREDICATE = new RegExp(
  String.raw`^\s*(?:(?:for\s+(?:the\s+)?(?!(?:${otherEvents('advisory', 'committee', 'meeting', 'readout', 'data', 'results', 'launch', 'conference', 'call', 'inspection', 'patent')})\b)[\w-]+(?:\s+(?:s?NDA|s?BLA|application))?\s+)?(?:is|was|will\s+be)\s+(?:now\s+)?(?:(?:expected|anticipated)\s+to\s+be\s+)?|of\s+|:\s*)x`,
  'i',
)
/** "on schedule for ", "on track for ", "set for ", "scheduled for ": a standing date's schedule. */
const STANDING_SCHEDULE = String.raw`(?:on\s+(?:schedule|track)|${participlesOf('set', 'schedule')}|slated)\s+for\s+`
// "remains D", "is still D", "is unchanged at D" right after a decision date: the date restated as standing, which a release
// says only of the agency's pending decision (its own predicate, right after the noun or its one product, the date next).
const STANDING_PREDICATE = new RegExp(
  String.raw`^\s*(?:for\s+(?:the\s+)?[\w-]+(?:\s+s?(?:NDA|BLA))?\s+)?(?:remains|${closedWords('is', 'was')}\s+(?:still|unchanged\s+at))\s+(?:${STANDING_SCHEDULE}|${closedWords('on', 'at')}\s+)?x`,
  'i',
)
/**
 * "Ostrelva's date remains on schedule for D", "Zelvora's date is still D": a bare date owned by a name and restated as
 * standing, which a release says only of its product's pending decision (the owner a capitalised name, read as written;
 * with no regulatory word in the sentence, only the product the sentence names makes it one: needsProductInSentence).
 */
const OWNED_STANDING_DATE = /(?<=[A-Za-z0-9-]['’]s\s+)date(?=\s+(?:remains|is\s+still)\b)/gi
const NAME_OWNER_BEFORE = /(?:^|[^\w-])[A-Z][\w-]*['’]s\s+$/
const OWNED_STANDING_PREDICATE = new RegExp(
  String.raw`^\s+(?:remains|is\s+still)\s+(?:${STANDING_SCHEDULE}|${closedWords('on', 'at')}\s+)?x`,
  'i',
)
/** "the ", "its ", "Zelvora's " right before that decision date: no other noun modifies it ("the investment decision date"). */
const STANDING_DETERMINER = new RegExp(
  String.raw`(?:\b${closedWords('the', 'its')}|['’]s)\s+$`,
  'i',
)
/** The decision noun of a weak phrase ("decision date"). */
const DECISION_DATE_NOUN = new RegExp(String.raw`\b${dateNouns('decision')}\b`, 'i')
// "PDUFA" on its own where no longer phrase covers it: "Ostrelva's PDUFA is D", "PDUFA: D".
const BARE_PDUFA = /\bpdufa\b/gi
/** A determiner or possessor right before a bare "PDUFA": "a PDUFA", "Zelvora's PDUFA", "its PDUFA". */
const BARE_HEAD_BEFORE = new RegExp(
  String.raw`(?:\b${determiners('the', 'a', 'its', 'our', 'their')}|[\w-]+['’]s)\s+$`,
  'i',
)
/**
 * "Upcoming milestones: Zelvora PDUFA on Sept. 14", "Zelvora PDUFA on Sept. 14 and Ostrelva PDUFA on Oct. 2": a
 * product's name right before the bare act's name, opening a list item, makes "PDUFA" the head noun of its date.
 */
const BARE_NAME_HEAD = /(?:^|[:;,\u2022\u2013-]\s*|\band\s+)[A-Z][a-z][\w-]*[\u00AE\u2122]?\s+$/
/** Other user-fee programmes (generics, biosimilars, devices, animal drugs) are not PDUFA. */
const OTHER_USER_FEE = new RegExp(
  String.raw`(?:${otherUserFeeProgrammes('gdufa', 'bsufa', 'mdufa', 'adufa', 'agdufa')}|biosimilar\s+user\s+fee)\W*$`,
  'i',
)

const LENGTHENING_NOUN = new RegExp(String.raw`\b${LENGTHENING_NOUNS}\b`, 'i')
/** "moved", "extended", "reset": a gap that ends in a move verb's participle ends in a connector. */
const MOVED_PARTICIPLES = moveParticiples(MOVING_VERBS)
// " for the Ostrelva NDA is " in "the PDUFA date for the Ostrelva NDA is D": a strong phrase's gap ends in a connector.
const CONNECTOR_END = new RegExp(
  String.raw`(?:\b(?:${closedWords('of', 'is', 'was', 'are', 'to', 'as', 'on', 'for', 'at', 'than', 'be', 'until', 'about', 'around')}|remains?|${closedWords('is', 'was', 'remains')}still|${dateQualifiers('still', 'now', 'currently')}|${participlesOf('set', 'schedule')}|${MOVED_PARTICIPLES}|confirmed\s+as|approximately)|[:=(-])\s*$`,
  'i',
)
// ": Zelvora – " in "PDUFA target action dates: Zelvora – D1; Ostrelva – D2": the first item's label (case-sensitive).
const LIST_ITEM_GAP = /^\s*:\s*[A-Z][\w-]*(?:\s+[A-Z0-9][\w-]*)?\s*[\u2013\u2014:-]\s*$/
// ": " in "PDUFA Date: March 3, 2026": a label, nothing but marks between the phrase and its date.
const LABEL_GAP = /^[\s:=-]*$/
// " of " in "a target date of D", "has a PDUFA of D": the one-word gap a weak or bare phrase binds across.
const SHORT_CONNECTOR = new RegExp(
  String.raw`^[\s=(-]*(?:${closedWords('of', 'is', 'was', 'on', 'at')}\s*)?$`,
  'i',
)
/** " will be on ", " is on ", " remains on ": the target phrase's own copula before "on" and its date. */
const COPULA_ON = new RegExp(
  String.raw`\b(?:${closedWords('is', 'was', 'be')}|remains)\s+(?:${closedWords('on', 'at')})\s*$`,
  'i',
)
/**
 * ", as previously announced,", ", as disclosed on D0,", "(submitted in May 2026)", "(accepted on D0)": an aside that says
 * when the text told, filed or had something accepted, closed by its comma or parenthesis.
 */
const TOLD_ASIDE = new RegExp(
  String.raw`,\s+as\s+(?:previously\s+|first\s+)?${toldPast([...tellingVerbsOf('publishes'), 'communicate', 'state'])}\b[^,;:()]{0,60},|\(\s*(?:${filingVerbs('submitted', 'filed', 'resubmitted')}|accepted|${toldPast([...tellingVerbsOf('publishes')])})\b[^()]{0,60}\)`,
  'gi',
)
/** Verbs of telling: "announced the PDUFA date on D" dates the telling, not the target. */
const TELLING_BEFORE =
  /\b(?:announc\w*|disclos\w*|report\w*|inform\w*|notif\w*|communicat\w*|learn\w*|receiv\w*|discuss\w*|provid\w*|publish\w*|confirm\w*|told|advis\w*)\b/i

// "extended" in "the FDA extended the PDUFA goal date for Ostrelva to D"; also "pushed back", "moved out", "postponed".
const EXTENSION_VERB = new RegExp(String.raw`\b${ACTIVE_MOVE_VERBS}\b(?![- ]release)`, 'gi')
/** "the FDA extended its review of X, moving": the agency as the subject of a move before the phrase. */
const AGENCY_THEN_MOVE = new RegExp(
  String.raw`\b(?:${usAgencyNouns('fda', 'agency')})\s+(?:has\s+|had\s+)?${ACTIVE_MOVE_VERBS}\b(?![- ]release)`,
  'i',
)
// " has been extended to " in "the PDUFA date for Ostrelva has been extended to D": the gap itself says the date moved.
// A release profile is a formulation, not a move ("the review of extended-release ostrelvine is D"), here and in EXTENSION_VERB.
const EXTENSION_IN_GAP = new RegExp(String.raw`\b${MOVE_IN_GAP_VERBS}\b(?![- ]release)`, 'i')
// "review" in "will extend its review of the Ostrelva NDA by three months to D": what an active verb of moving moves.
const EXTENSION_OBJECT = new RegExp(
  String.raw`\b(?:pdufa|review(?:\s+(?:${reviewSpanNouns('period', 'clock', 'timeline', 'cycle')}|goal))?|${DATE_KINDS}\s+dates?|${dateQualifiers('expected', 'anticipated', 'target')}\s+approval\s+dates?|decision|user\s+fee)\b`,
  'i',
)
// " for Ostrelva will be " in "the PDUFA date of D0 for Ostrelva will be extended ... to D": a bound date's phrase as passive subject.
// Not across a clause of its own: "D1, while the PDUFA date for Y has been extended to D2" moves Y's date, not D1.
const PASSIVE_AUXILIARY = new RegExp(
  String.raw`^(?![^;:.]*\b${closedWords('while', 'whereas', 'but')}\b)[^;:.]{0,45}?\b${closedWords('has', 'have', 'had', 'was', 'were', 'is', 'are', 'will', 'would', 'shall')}\s+(?:also\s+|now\s+|officially\s+)?${closedWords('been', 'be', 'being')}\s+$`,
  'i',
)
/** The target phrase as the subject of a passive move, however long its complement: "the PDUFA date for the NDA for X for the treatment of Y has been extended". */
const PASSIVE_SUBJECT_GAP = new RegExp(
  String.raw`^[^;:.,]{0,160}?\b${closedWords('has', 'have', 'had', 'was', 'were', 'is', 'are', 'will', 'shall')}\s+(?:also\s+|now\s+|officially\s+)?(?:been|be)\s+$`,
  'i',
)
// " by three months to " in "... will be extended by three months to D": from the verb to the new date.
const TO_NEW_DATE = new RegExp(
  String.raw`^\s*(?:,\s*)?(?:by\s+the\s+(?:u\.s\.\s+)?(?:fda|agency)\s+)?(?:by\s+(?:up\s+to\s+|approximately\s+|about\s+|an\s+additional\s+|a\s+further\s+)?(?:\w+|\d+)(?:[- ]\w+)?\s+(?:months?|weeks?|days?)\s*,?\s+)?${closedWords('to', 'until', 'through')}\s+$`,
  'i',
)
/** "the review period for the X NDA was ", "the FDA's review will be ": the review as the subject of a passive move. */
const PASSIVE_REVIEW_SUBJECT = new RegExp(
  String.raw`\breview(?:\s+${reviewSpanNouns('period', 'clock', 'timeline', 'cycle')})?\b[^;:.]{0,100}?\b(?:${closedWords('has', 'have', 'had')}\s+(?:also\s+|now\s+)?been|${closedWords('was', 'were', 'is', 'are')}(?:\s+(?:also|now))?|will\s+(?:also\s+|now\s+)?be)\s+$`,
  'i',
)
/**
 * "the decision on the X NDA was ", "the FDA's decision on X has been ": the decision as the subject of a passive move,
 * read only when the subject names the agency or an application ("the decision on the partnership was delayed" is not).
 */
const PASSIVE_DECISION_SUBJECT = new RegExp(
  String.raw`\b(?:${closedWords('the', 'its', 'an', 'a')}|(?:fda|agency)['’]s)\s+(?:(?:${usAgencyNouns('fda')}|final|${decisionNouns('approval')}|regulatory)\s+)?${decisionNouns('decision')}\s+on\b[^;:.]{0,100}?\b(?:${closedWords('has', 'have', 'had')}\s+(?:also\s+|now\s+)?been|${closedWords('was', 'were', 'is', 'are')}(?:\s+(?:also|now))?|will\s+(?:also\s+|now\s+)?be)\s+$`,
  'i',
)
/** "shifting the expected approval date from D0 to D1": the target named by the approval it expects. */
const EXPECTED_APPROVAL_DATE = new RegExp(
  String.raw`\b${dateQualifiers('expected', 'anticipated', 'target')}\s+approval\s+dates?\b`,
  'gi',
)
/** A move to an earlier date ("moved up", "brought forward"): not an extension, and too rare to publish unread. */
const ADVANCE = new RegExp(
  String.raw`\b${advancingStems('mov', 'push', 'pull', 'bring', 'brought', 'advanc')}\w*\s+(?:[\w.'()-]+\s+){0,6}?${advancingParticles('up', 'forward', 'ahead')}\b|\baccelerat\w*(?!\s+approval)\b|\bto\s+an\s+earlier\s+date\b`,
  'i',
)

/**
 * Prepositions that presuppose the date (it exists and lies ahead): the date is asserted, whatever the verb. So do a
 * meeting of the date, a decision "on" it and the noun of its move (MEET_REFERENCE, DECISION_ON, EXTENSION_OF).
 */
const FORWARD_REFERENCE = new RegExp(
  String.raw`\b(?:${closedWords('by', 'before', 'until', 'around', 'near', 'following', 'after')}|ahead\s+of|prior\s+to|in\s+advance\s+of|approaching|on\s+or\s+before|in\s+anticipation\s+of|in\s+preparation\s+for|shortly\s+after)\s+(?:the\s+|its\s+|their\s+|our\s+|this\s+|that\s+|a\s+|an\s+)?((?:[\w.'-]+\s+){0,2})$`,
  'i',
)
/** "sufficient cash to fund operations beyond the ": the company's funding reaching past a date, which stands. */
const FUNDED_BEYOND = new RegExp(
  String.raw`\b${fundingWords('fund', 'funds', 'funded', 'cash', 'capital', 'runway', 'operations')}\b[^;:.]{0,60}?\bbeyond\s+(?:the\s+|its\s+|our\s+)?(?:[\w.'-]+\s+){0,2}$`,
  'i',
)
/** "that would prevent", "precluding", "to delay": a verb of hindering before the agency's action. */
const HINDERS_ACTION = new RegExp(
  String.raw`\b${hinderingStems('prevent', 'preclud', 'imped', 'hinder', 'jeopardi', 'delay')}\w*`,
  'i',
)
/** "expects an FDA decision for X on the D PDUFA date", "a decision is expected on its PDUFA date of D": "on" after a decision presupposes the date. */
const DECISION_ON = new RegExp(
  String.raw`\b${decisionNouns('decision', 'action', 'approval', 'ruling', 'verdict')}\b[^,;.]{0,60}?\bon\s+(?:the\s+|its\s+|their\s+)((?:[\w.'-]+\s+){0,2})$`,
  'i',
)
/** "an extension of the D PDUFA date": the noun of a move, whose object is the date it presupposes. */
const EXTENSION_OF = /\bextension\s+of\s+(?:the\s+|its\s+|their\s+|our\s+)?((?:[\w.'-]+\s+){0,2})$/i
/** "meet", "meeting": a verb whose object is the date it presupposes (FORWARD_REFERENCE's shape). */
const MEET_REFERENCE =
  /\b(?:meet|meeting)\s+(?:the\s+|its\s+|their\s+|our\s+|this\s+|that\s+|a\s+|an\s+)?((?:[\w.'-]+\s+){0,2})$/i
/** ... or that look back at it: background, not an assertion of the current target. */
// A miss that may come ("could possibly miss the D goal date") is a doubt, not a look back: the date still stands.
const BACKWARD_REFERENCE = new RegExp(
  String.raw`\b(?:${closedWords('beyond', 'past', 'despite', 'since')}|(?<!${POSSIBLE_MISS_SOURCE})miss(?:ed|es|ing)?|pass(?:ed|es)?)\s+(?:the\s+|its\s+|their\s+|our\s+|this\s+|that\s+|a\s+|an\s+)?(?:[\w.'-]+\s+){0,2}$`,
  'i',
)
/** ... or that speak about it as a topic ("the timing of the PDUFA date", "statements regarding the PDUFA date"): not an assertion. */
const TOPIC_REFERENCE = new RegExp(
  String.raw`\b${topicNouns('timing', 'timeline', 'outcome', 'likelihood', 'expectation', 'expectations', 'statement', 'statements', 'uncertainty', 'uncertainties', 'risk', 'risks', 'assumption', 'assumptions')}\s+(?:${closedWords('of', 'regarding', 'about', 'concerning', 'around', 'for')}|relating\s+to|related\s+to|associated\s+with|as\s+to)\s+(?:the\s+|its\s+|any\s+|a\s+|an\s+|our\s+|their\s+)?(?:[\w.'-]+\s+){0,2}$`,
  'i',
)
// "original" in "the original PDUFA date of D0", "had been set" before the phrase: its date is the one replaced.
/**
 * "X (formerly KST-12)", "X, previously known as KST-12,": a former name of the product, not a former date. Blanked
 * before PRIOR_BEFORE reads the lead; a month or a number after "formerly" is a date ("previously January 5") and stays.
 */
const FORMER_NAME = new RegExp(
  String.raw`\b(?:formerly|previously)\s+(?:(?:known\s+as|${namingVerbs('called', 'named', 'designated')})\s+)?(?!(?:${MONTH_WORDS})\b|x+\b|(?:set|${dateQualifiers('scheduled', 'expected', 'anticipated', 'assigned')})\b)["“]?[A-Za-z][\w-]*(?:[\s-]+\d[\w-]*)?["”]?(?=\s*[),;])`,
  'gi',
)
const withoutFormerNames = (text: string) => text.replace(FORMER_NAME, (m) => ' '.repeat(m.length))
const PRIOR_BEFORE = new RegExp(
  String.raw`\b(?:previous(?:ly)?|prior(?!\s+to)|original(?:ly)?|initial(?:ly)?|(?<!\bthe\s)former(?:ly)?|earlier|at\s+which\s+time|had\s+(?:been\s+)?(?:${ASSIGNED}|had|an?))\b`,
  'i',
)
/** "the FDA had assigned a": the pluperfect of assigning, the one cue of PRIOR_BEFORE that only the tense carries. */
/** The agency's assigning, active or passive: "the FDA had set", "had been assigned". */
const AGENCY_HAD_ASSIGNED = new RegExp(
  String.raw`\b(?:${usAgencyNouns('fda', 'agency')}|it|they)\s+had\s+(?:\w+\s+)?${ASSIGNED}\b|\bhad\s+been\s+${ASSIGNED}\b`,
  'i',
)
/** ", which is the new " between a date and its phrase: "established D as the PDUFA action date". */
const DATE_THEN_PHRASE_COPULA = new RegExp(
  String.raw`^\s*,?\s*(?:which\s+)?(?:${closedWords('as', 'is', 'was')}|will\s+be|has\s+been\s+${SET_ASSIGNED_ESTABLISHED}\s+as)\s+${determinersOf('definite', 'indefinite', 'possessive')}\s+(?:(?:${dateQualifiers('new', 'updated', 'revised', 'extended', 'current', 'anticipated', 'expected', 'original', 'initial', 'previous', 'prior')}|fda'?s?|agency'?s?)\s+)*["“']?$`,
  'i',
)
// "had previously set": the adverb of the pluperfect adds nothing to it (a move the text tells still replaces the date).
const PLUPERFECT_ASSIGNED = new RegExp(
  String.raw`\bhad\s+(?:(?:previously|already)\s+)?(?:been\s+)?${ASSIGNED}\b`,
  'i',
)
/** "previously announced", "previously disclosed": the date is being restated, not replaced (unless the sentence moves it). */
// Not after "had": "the FDA had previously set a PDUFA date of D0" is the pluperfect of assigning (a date that stands
// unless a move the text tells replaced it), not a restatement.
const RESTATED_LEAD = new RegExp(
  String.raw`(?<!\bhad\s+)\bpreviously\s+(?:${toldPast(tellingVerbsOf('publishes', 'states'))}|${ASSIGNED})\s*,?\s+(?:[\w()"'-]+\s+){0,6}$`,
  'i',
)
/**
 * Reported speech shifts the tense back: "Halden reported the FDA had set a PDUFA date of D" tells what the FDA did, not
 * a date since replaced (the pluperfect is the report's, not the date's).
 */
const BACKSHIFTED = new RegExp(
  String.raw`\b(?:${toldPast([...tellingVerbsOf('publishes', 'affirms'), 'say', 'note', 'state'])}|informed\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:that\s+)?(?:the\s+)?(?:u\.s\.\s+)?(?:${usAgencyNouns('fda', 'agency')}|it)\s+had\s+(?:\w+\s+)?${ASSIGNED_OR_GRANTED}\s+(?:an?|the|its)\s+(?:[\w()-]+\s+){0,3}$`,
  'i',
)
/** "As previously announced, the FDA had assigned ...": a fronted restatement covers the whole sentence. */
const RESTATED_OPENER = new RegExp(
  String.raw`^\s*(?:as\s+)?previously\s+${toldPast([...tellingVerbsOf('publishes'), 'communicate', 'state'])}\s*,`,
  'i',
)
/** The sentence says an earlier-stated date still stands: "remains", "is unchanged", "still stands", "continues to apply". */
const STILL_STANDS = new RegExp(
  String.raw`\b(?:${keepingWords('remain', 'remains', 'remained')}|${closedWords('is', 'are', 'was')}\s+(?:${keepingWords('unchanged', 'maintained', 'unaffected')}|still\s+in\s+effect)|${keepingWords('unchanged')}|still\s+stands|${keepingWords('stands')}|continues?\s+to\s+(?:${closedWords('be')}|stand|apply)|in\s+effect|on\s+track|reaffirm\w*|reconfirm\w*)\b`,
  'i',
)
/** ", the " between a date and a target phrase in apposition: "by June 5, 2025, the PDUFA target action date". */
const APPOSITION_GAP = new RegExp(
  String.raw`^\s*,\s*(?:or\s+)?${DEFINITE_DETERMINERS}\s+(?:(?:${dateQualifiers('new', 'updated', 'revised', 'current', 'assigned', 'scheduled')}|so-called|fda'?s?)\s+)*$`,
  'i',
)
/** What may follow a phrase in apposition: the sentence's end, or the close of the apposition before another clause. */
const APPOSITION_END = new RegExp(
  String.raw`^\s*(?:[.;)]|$|,\s+${closedWords('and', 'but', 'while', 'which', 'when')}\b)`,
  'i',
)
/** " for the advisory committee meeting" right after a date: the event the date is for, which is not the decision. */
const OTHER_EVENT_AFTER = new RegExp(
  String.raw`^\s*,?\s*for\s+(?:an?|${DEFINITE_DETERMINERS})\s+(?:[\w-]+\s+){0,2}${otherEvents('advisory', 'committee', 'meeting', 'adcomm', 'hearing', 'conference', 'presentation', 'readout', 'launch', 'inspection', 'webcast', 'call')}\b`,
  'i',
)
/** "its target date to decide on X", "a target date for its decision": the noun's purpose is the agency's decision. */
const DECISION_PURPOSE = new RegExp(
  String.raw`^\s+(?:to\s+(?:${decisionVerbs('decide', 'act', 'rule')}|complete\s+(?:its|the)\s+review)|for\s+${determiners('the', 'a', 'an', 'its')}\s+(?:final\s+|fda\s+|approval\s+)?decision|for\s+(?:the\s+)?(?:(?:fda|agency)['’]s|fda)\s+${decisionNouns('action', 'decision')}\s+on)\b`,
  'i',
)
/**
 * " for completing its review", " for the completion of the review", " to finish its review": the noun's purpose is the end
 * of a review, which is the agency's decision only in a sentence that speaks of the agency or an application (a company
 * sets target dates for reviewing its own data).
 */
const REVIEW_COMPLETION_PURPOSE = new RegExp(
  String.raw`^\s+(?:for\s+(?:the\s+)?(?:${decisionVerbs('completing', 'finishing', 'concluding')}|completion\s+of)|to\s+${decisionVerbs('finish', 'conclude')})\s+(?:its|the|(?:the\s+)?(?:fda|agency)['’]s)\s+review\b`,
  'i',
)
/** " of D", " of D has been set": a weak noun's own date (masked as an "x" run) before the noun's purpose. */
const OWN_DATE_AFTER = new RegExp(
  String.raw`^\s+of\s+x{2,}(?:[\s,.]+x+)*(?:\s+(?:has\s+been|was|is)\s+${participlesOf('set', 'establish', 'assign')})?(?=\s)`,
  'i',
)
/**
 * "the agency intends to complete its review of X by its ", "the FDA will finish the review by the ": the end of the
 * agency's own review (the agency the subject of the verb: "the FDA asked Kestrel to complete its review" is not), bounded
 * by the weak noun after it, makes the noun its deadline.
 */
const AGENCY_COMPLETES_REVIEW_BY = new RegExp(
  String.raw`\b(?:fda|agency)(?:\s+(?:${closedWords('is', 'has', 'was', 'will', 'would', 'to', 'be')}|${dateQualifiers('now', 'still')}|able|committed|${intentionForms('plans', 'intends', 'expects', 'aims')}))*\s+${decisionVerbs('complete', 'finish', 'conclude')}\s+(?:its|the)\s+review\b[^;:.]{0,80}?\b(?:by|on\s+or\s+before)\s+(?:the|its)\s+(?:x{2,}(?:[\s,.]+x+)*\s+)?$`,
  'i',
)
/**
 * "the agency set D as its ", "the FDA has established D as the ": the agency gives the date as the object of assigning,
 * and the target noun after "as" names what it is (the date masked as an "x" run).
 */
const AGENCY_SETS_DATE_AS = new RegExp(
  String.raw`\b(?:fda|agency)\b[^;]{0,80}?\b${givingForms('set', 'sets', 'assigned', 'assigns', 'established', 'establishes')}\s+x{2,}(?:[\s,.]+x+)*\s+as\s+(?:the|its)\s+$`,
  'i',
)
/** The FDA as the subject of assigning the date: "the FDA accepted the NDA and set an ...", "the FDA has assigned an ...". */
const FDA_ASSIGNS = new RegExp(
  String.raw`\b(?:fda|agency)\b[^;]{0,80}?\b${givingForms('set', 'sets', 'assigned', 'assigns', 'established', 'establishes', 'granted', 'grants', 'provided', 'gave', 'scheduled')}\s+(?:an?|the|its)\s+(?:[\w()"'-]+\s+){0,2}$`,
  'i',
)

/** The sentence tells the FDA's review of an application ("The FDA accepted the BLA for X for review"). */
export function tellsApplicationReview(sentence: string): boolean {
  return FDA_APPLICATION_REVIEW.test(sentence)
}

/** "The FDA accepted the NDA for X and granted Priority Review.": the sentence tells the agency's acceptance. */
export function tellsAcceptance(sentence: string): boolean {
  return AGENCY_ACCEPTED.test(sentence)
}
/** The agency accepted the application in this sentence: "the FDA has accepted for review the BLA", "accepted for filing", "the FDA granted Priority Review", "continues to be under active review by the FDA" (it reviews what it accepted). */
const AGENCY_ACCEPTED = new RegExp(
  String.raw`\b(?:is|remains|continues\s+to\s+be)\s+under\s+(?:active\s+|priority\s+|standard\s+)?review\s+by\s+the\s+(?:u\.s\.\s+)?(?:fda|agency|food\s+and\s+drug\s+administration)\b|\b(?:fda|agency|food\s+and\s+drug\s+administration)\b[^.;]{0,80}?\b(?:accept(?:ed|s)|(?<!\b(?:not|${conditionWords('if', 'whether', 'once', 'unless')})\s+(?:\w+\s+){0,3})grant(?:ed|s)\s+(?:the\s+application\s+)?(?:a\s+)?priority\s+review)\b|\baccepted\s+(?:for\s+(?:filing|review)|by\s+the\s+(?:u\.s\.\s+)?(?:fda|agency))\b`,
  'i',
)

/** "has extended the April 27, 2012 goal date by three months": the phrase is the object of the move, its date the old one. */
const MOVED_OBJECT_BEFORE = new RegExp(
  String.raw`\b${MOVED_OBJECT_VERBS}\s+${determinersOf('definite', 'indefinite', 'possessive', 'personal', 'demonstrative')}\s+(?:[\w.'()-]+\s+){0,6}$`,
  'i',
)
// "the new " or "the revised Ostrelva " before "PDUFA date of D": the date is the current one after a change.
const NEW_BEFORE = new RegExp(
  String.raw`\b${dateQualifiers('new', 'updated', 'revised', 'extended', 'amended', 'now', 'current', 'moved')}\s+(?:[\w()".'-]+\s+){0,5}$`,
  'i',
)
/** A move asked for, not made: "requested that the FDA extend the PDUFA date ...", "proposed to move the date". */
const REQUESTED =
  /\b(?:request\w*|ask(?:s|ed|ing)?|propos\w*|urg(?:e|es|ed|ing)|petition\w*|seek(?:s|ing)?|sought|wants?|wish\w*)\b[^.;]{0,40}$/i

// ", from the original goal date of " in "extended to D, from the original goal date of D0": the old date after the new one.
const PRIOR_AFTER = new RegExp(
  String.raw`^\s*,?\s*\(?\s*(?:${closedWords('from', 'versus')}|${earlierAdverbs('previously', 'formerly', 'originally')}|replacing|in\s+place\s+of|instead\s+of|rather\s+than|superseding|compared\s+(?:to|with)|vs\.?|up\s+from|(?:(?:\w+|\d+)[- ](?:months?|weeks?|days?)\s+)?later\s+than|(?:\w+|\d+)[- ](?:months?|weeks?|days?)\s+after|(?:an?\s+)?(?:(?:\w+|\d+)[- ](?:months?|weeks?|days?)\s+)?${LENGTHENING_NOUNS}\s+from)\s+(?:the\s+|its\s+|a\s+)?(?:previously\s+(?:${toldPast(['announce', 'disclose'])}|${participlesOf('schedule', 'set', 'assign')})\s+|original(?:ly)?\s+(?:scheduled\s+|assigned\s+|set\s+)?|previous\s+|prior\s+|initial\s+|earlier\s+)?(?:(?:${DECISION_DATE_NOUNS}|review)\s+)*(?:date\s+)?(?:of\s+)?$`,
  'i',
)
// " for Ostrelva from " in "extended the PDUFA date for Ostrelva from D0 to D": the gap before the replaced date; "from
// the end of " before a coarse one ("from the end of the first quarter to D").
const FROM_END = new RegExp(
  String.raw`\bfrom\s+(?:the\s+|its\s+)?(?:${partsOfPeriod('beginning', 'start', 'middle', 'end', 'close')}\s+of\s+(?:the\s+)?)?(?:previously\s+(?:announced|${participlesOf('schedule', 'set', 'assign')})\s+|original(?:ly)?\s+(?:scheduled\s+|assigned\s+)?|previous\s+|prior\s+|initial\s+)?(?:${DECISION_DATE_NOUNS}\s+)*(?:date\s+)?(?:of\s+)?$`,
  'i',
)
// ", previously " in "the PDUFA date for X, previously D0, is now D1": the replaced date in an aside.
const FORMERLY_END = new RegExp(
  String.raw`,\s*(?:(?:which\s+(?:had\s+been|was)\s+)?${earlierAdverbs('previously', 'originally', 'formerly', 'initially')}\s+(?:set\s+for\s+|scheduled\s+for\s+)?|which\s+(?:had\s+been|was)\s+)$`,
  'i',
)
// ", is now " after the aside's date: the phrase's own predicate gives the current date.
const NOW_AFTER_FORMERLY = new RegExp(
  String.raw`^\s*\)?\s*,\s*(?:is|has\s+been\s+(?:${moveParticiples(['extend', 'move', 'change', 'reset', 'revise'])})\s+to|was\s+(?:${moveParticiples(['extend', 'move', 'change', 'reset', 'revise'])})\s+to)\s+(?:now\s+)?$`,
  'i',
)
// "Originally set for " opening a sentence (or a clause after a semicolon): a fronted participle naming the date the
// phrase had before ("Originally set for D0, the PDUFA date for X is now D1").
const FRONTED_EARLIER = new RegExp(
  String.raw`(?:^|[;:\u2014]\s*)\W{0,3}${earlierAdverbs('originally', 'previously', 'initially', 'formerly')}\s+(?:${participlesOf('set', 'schedule', 'assign')})\s+${closedWords('for', 'as', 'on')}\s+$`,
  'i',
)
// ", the " between that participle's date and the phrase it modifies: nothing but the subject's first words.
const FRONTED_TO_SUBJECT = /^\s*,\s*(?:[\w'’.()-]+\s+){0,6}$/
// "is now", "is now expected by": the phrase's predicate restating the date that replaced it.
const NOW_PREDICATE = new RegExp(String.raw`\b${closedWords('is', 'are')}\s+now\b`, 'i')
// ", " or " for X, " between a phrase and the date in apposition to it: only the phrase's product between them.
const APPOSITION_OPENING = new RegExp(
  String.raw`^\s*(?:${closedWords('for', 'of')}\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,3}\s*)?,\s*$`,
  'i',
)
// "falls three months after the original date", "is three months later than the initial goal": the predicate measures the
// date past the one it replaced.
const LATER_THAN_EARLIER = new RegExp(
  String.raw`^\s*,[^,;.]{0,30}?\b(?:\w+|\d+)[- ](?:months?|weeks?|days?)\s+(?:after|later\s+than|beyond)\s+(?:the|its)\s+${dateQualifiers('original', 'previous', 'prior', 'initial')}\b`,
  'i',
)
// ", falls three months after" after "the new goal date for X, D,": the closing comma of the apposition, then the subject's
// own predicate (a verb in the present or past), so the date between the commas is the phrase's.
const APPOSITION_THEN_PREDICATE = new RegExp(
  String.raw`^\s*,\s+(?:${closedWords('is', 'was', 'are', 'were', 'has', 'had', 'will', 'would')}|[a-z]+(?:s|ed))\s+(?!${closedWords('and', 'or')}\b)`,
)
// " to a new PDUFA date of " in "moved from D0 to a new PDUFA date of D": between the old date and the new.
const THEN_TO = /^\s*,?\s*(?:to|until)\s+(?:a\s+new\s+(?:\w+\s+){0,3}date\s+of\s+)?$/i
/** "..., and for X is D2" / "and X's is D2" / "and D2" / "D1 for X and D2 for Y": the same phrase again, for another drug or application. */
// Also with the first date's indication in parentheses ("D1 (atopic dermatitis) and D2 (prurigo)"), an indication
// as the second item ("..., and in thyroid cancer it is D2"), and a comma after an item's parenthesis ("D1 (X), D2 (Y)").
const CONTINUATION = new RegExp(
  String.raw`^\s*(?:,\s*|\([^()]{1,60}\)\s*,\s*|for\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s*,\s*|(?:(?:for|in)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,7}\s*)?(?:\([^()]{1,60}\)\s*)?,?\s*${closedWords('and', 'while', 'whereas')}\s+(?:(?:(?:the\s+(?:one\s+|date\s+)?)?(?:for|in)\s+[^,;()]{1,60}?|[\w-]+['’]s)\s+(?:it\s+)?(?:${closedWords('is', 'of', 'on')}|will\s+be)\s+|(?:on\s+)?)|;\s*[A-Z][\w-]*(?:\s+[A-Z0-9][\w-]*)?\s*[\u2013\u2014:-]\s*)$`,
)

interface Phrase {
  start: number
  end: number
  kind: 'strong' | 'weak' | 'bare'
  /** Read as a target only of the product its sentence names (TargetBinding.needsProductInSentence). */
  needsProductInSentence?: boolean
}

/** "communicated", "informed", "notified", "announced": the telling that delivers a date. */
const TOLD_BY = new RegExp(
  String.raw`\b${toldPast(['announce', 'notify', 'inform', 'communicate'])}\b`,
  'gi',
)
/**
 * A review's end as a weak noun's purpose names the agency's decision in a sentence about the agency or an application,
 * when the noun's own clause gives it to no other event ("the agency's inspection of the plant has a target date ...").
 */
function purposeOfReview(sentence: string, phraseStart: number): boolean {
  return (
    REGULATORY_CONTEXT.test(sentence) &&
    // A verb of telling in the clause ("the agency communicated a target date", "has informed the Company that the target
    // date ...") delivers the date; it is no other event.
    !GAP_DISQUALIFIER.test(
      sentence.slice(clauseStart(sentence, phraseStart), phraseStart).replace(TOLD_BY, ' '),
    )
  )
}

function findPhrases(sentence: string, reviewBefore: boolean): Phrase[] {
  const phrases: Phrase[] = []
  // "target date" or "decision date" in a sentence that ties it to the act reads as strongly as "PDUFA date"; so does
  // one whose sentence before tells the FDA's review of the application ("The FDA accepted the BLA for X. X has a target
  // date of D.").
  // Both are asked of a weak phrase only (most sentences hold none): read on the first ask.
  let tiedRead: boolean | undefined
  const tied = () =>
    (tiedRead ??=
      reviewBefore || TIED_TO_PDUFA.test(sentence) || FDA_APPLICATION_REVIEW.test(sentence))
  // "The Zelvora NDA has a target date of D", "the decision date for the X NDA": a weak noun the application only the FDA
  // reviews owns, unless the sentence is about filing it ("plans to submit the NDA with a target date of D").
  let applicationRead: boolean | undefined
  const applicationSentence = () =>
    (applicationRead ??=
      US_APPLICATION.test(sentence) && !FILING_TOPIC.test(sentence) && !ABROAD.test(sentence))
  // The phrases of the earlier patterns, by start. They never overlap one another, so their ends rise with their starts:
  // a span overlaps one of them exactly when it overlaps the last that starts before the span ends (a binary search, not
  // a test against each: a sentence repeating a phrase thousands of times would make that quadratic). One pattern's own
  // matches never overlap one another.
  let earlier: Phrase[] = []
  const overlaps = (start: number, end: number) => {
    let low = 0
    let high = earlier.length
    while (low < high) {
      const mid = (low + high) >> 1
      if (earlier[mid]!.start < end) low = mid + 1
      else high = mid
    }
    return low > 0 && earlier[low - 1]!.end > start
  }
  for (const [pattern, kind] of [
    [STRONG_PHRASE, 'strong'],
    [WEAK_PHRASE, 'weak'],
    [BARE_PDUFA, 'bare'],
  ] as const) {
    if (phrases.length > earlier.length) earlier = [...phrases].sort((a, b) => a.start - b.start)
    for (const m of matchesOf(pattern, sentence)) {
      const start = m.index ?? 0
      const end = start + m[0].length
      if (overlaps(start, end)) continue
      if (OTHER_USER_FEE.test(sentence.slice(Math.max(0, start - 24), start))) continue
      // "The FDA set a target date of D": the agency assigning it makes a weak noun its goal date.
      // "The agency set D as its target date": the agency assigning the date, named after it by the noun.
      // "The target date for completing the review of the X NDA is D": the review's end, in a sentence about the agency or
      // an application, is the agency's decision.
      // "a target date of D to complete its review": the purpose may follow the noun's own date.
      const purposeFrom =
        kind === 'weak'
          ? end + (OWN_DATE_AFTER.exec(sentence.slice(end, end + 80))?.[0].length ?? 0)
          : end
      const assigned =
        kind === 'weak' &&
        (FDA_ASSIGNS.test(sentence.slice(Math.max(0, start - 120), start)) ||
          (DECISION_PURPOSE.test(sentence.slice(purposeFrom, purposeFrom + 40)) &&
            (purposeFrom === end || purposeOfReview(sentence, start))) ||
          AGENCY_SETS_DATE_AS.test(sentence.slice(Math.max(0, start - 120), start)) ||
          AGENCY_COMPLETES_REVIEW_BY.test(sentence.slice(Math.max(0, start - 200), start)) ||
          (REVIEW_COMPLETION_PURPOSE.test(sentence.slice(purposeFrom, purposeFrom + 40)) &&
            purposeOfReview(sentence, start)))
      // "The new target date is expected to be D": a target said to be new was reset by the agency reviewing it, whatever
      // the sentence names; only with its predicate right after it ("the new target date for the submission" is not).
      const renewed =
        kind === 'weak' &&
        RENEWED_BEFORE.test(sentence.slice(Math.max(0, start - 30), start)) &&
        RENEWED_PREDICATE.test(sentence.slice(end, end + 80))
      const standing =
        kind === 'weak' &&
        DECISION_DATE_NOUN.test(sentence.slice(start, end)) &&
        STANDING_DETERMINER.test(sentence.slice(Math.max(0, start - 12), start)) &&
        STANDING_PREDICATE.test(sentence.slice(end, end + 60))
      // Not when the words after the noun's own date give it to another event ("a target date of D for the completion of
      // the manufacturing inspection").
      const ownedByApplication =
        kind === 'weak' &&
        applicationSentence() &&
        (APPLICATION_HAS_BEFORE.test(sentence.slice(Math.max(0, start - 160), start)) ||
          FOR_APPLICATION_AFTER.test(sentence.slice(end, end + 60))) &&
        !GAP_DISQUALIFIER.test(
          PURPOSE_TAIL.exec(sentence.slice(purposeFrom, purposeFrom + 120))?.[0] ?? '',
        ) &&
        !FILING_PURPOSE.test(sentence.slice(purposeFrom, purposeFrom + 40))
      phrases.push({
        start,
        end,
        kind:
          kind === 'weak' && (tied() || assigned || renewed || standing || ownedByApplication)
            ? 'strong'
            : kind,
      })
    }
  }
  // "Ostrelva's date remains on schedule for D": a bare date owned by a name, restated as standing.
  if (phrases.length > earlier.length) earlier = [...phrases].sort((a, b) => a.start - b.start)
  for (const m of matchesOf(OWNED_STANDING_DATE, sentence)) {
    const start = m.index ?? 0
    const end = start + m[0].length
    if (overlaps(start, end)) continue
    if (!NAME_OWNER_BEFORE.test(sentence.slice(Math.max(0, start - 60), start))) continue
    if (!OWNED_STANDING_PREDICATE.test(sentence.slice(end, end + 60))) continue
    phrases.push({
      start,
      end,
      kind: 'strong',
      ...(REGULATORY_CONTEXT.test(sentence) ? {} : { needsProductInSentence: true }),
    })
  }
  phrases.sort((a, b) => a.start - b.start)
  // "the target action date, or PDUFA date, for X is D": a name and its alias between commas are one phrase.
  for (let i = 0; i + 1 < phrases.length; i++) {
    const [first, second] = [phrases[i]!, phrases[i + 1]!]
    if (!/^\s*,\s*or\s+(?:the\s+)?$/i.test(sentence.slice(first.end, second.start))) continue
    const closing = /^\s*,/.exec(sentence.slice(second.end))
    if (closing === null) continue
    const strong = first.kind === 'strong' || second.kind === 'strong'
    phrases.splice(i, 2, {
      start: first.start,
      end: second.end + closing[0].length,
      kind: strong ? 'strong' : first.kind,
    })
  }
  return phrases
}

/** Commas outside parentheses: a long gap with a comma has changed topic. */
function hasBareComma(text: string): boolean {
  return /,(?![^(]*\))/.test(text)
}

const AMOUNT_PATTERN = new RegExp(AMOUNT, 'gi')
const AMOUNT_WITH_COMMA = new RegExp(`${AMOUNT}\\s*,`, 'gi')
/** ", its investigational therapy for X,": an apposition (a noun phrase, no verb) inside the gap. */
const APPOSITION = new RegExp(
  String.raw`,\s+(?:${DEFINITE_DETERMINERS}|an?)\s+(?![^,;]*\b(?:${toldPast(['say', 'announce'])}|says|${closedWords('is', 'was', 'were', 'are', 'has', 'have', 'had', 'will', 'would', 'which', 'that', 'who')})\b)[^,;]{1,60},`,
  'gi',
)

/** ", LM-007,": the product's development code in apposition to its name. */
const CODE_APPOSITION = /,\s+[A-Z]{1,6}-?\d[\w-]*\s*,/g

/** ", has been" after a phrase's complement: the comma before the phrase's own predicate. */
const COMMA_BEFORE_PREDICATE = new RegExp(
  String.raw`,(?=\s+${closedWords('has', 'have', 'had', 'was', 'were', 'is', 'are', 'will')}\b[^,]*$)`,
)
/** A bare comma that is not one of an aside ("by three months, to D", "for X, its therapy for Y, to D"). */
function hasTopicComma(text: string): boolean {
  return hasBareComma(
    text
      .replace(AMOUNT_WITH_COMMA, ' ')
      .replace(APPOSITION, ' ')
      .replace(CODE_APPOSITION, ' ')
      .replace(RESTRICTIVE_TAIL, ' ')
      .replace(NAME_LIST, ' ')
      // "the PDUFA date for X (Y), has been modified to D": a comma before the phrase's own predicate.
      .replace(COMMA_BEFORE_PREDICATE, ' '),
  )
}
/** "OBX-1, OBX-2 and OBX-3": the commas of a list of names are no change of topic. */
const NAME_LIST = /\b[A-Z][\w-]*(?:,\s+[A-Z][\w-]*)+,?\s+and\s+[A-Z][\w-]*/g

/** ", which is D", ", set for D", ", currently scheduled for D": the comma opens the phrase's own predicate, not a new topic. */
const RESTRICTIVE_TAIL = new RegExp(
  String.raw`,\s+(?:which\s+(?:${closedWords('is', 'was', 'remains')}|will\s+be|continues\s+to\s+be|is\s+still|has\s+been\s+set\s+(?:for|as))(?:\s+now)?|(?:now\s+|currently\s+)?(?:set|scheduled)\s+(?:for|as)|currently)\s*$`,
  'i',
)

/**
 * An aside closed by a comma right before the phrase's predicate: "the PDUFA date for X, as previously disclosed, is D",
 * ", set by the FDA upon acceptance, is D", ", according to the company, is D", "a PDUFA goal date, the date by which the FDA
 * aims to act, of D". Subject, aside, verb: whatever the aside
 * holds, the verb after it is the phrase's.
 */
const CLOSED_ASIDE = new RegExp(
  String.raw`,\s+(?!${closedWords('and', 'or', 'but', 'while', 'whereas')}\b)[^,;]{1,90},(?=\s*(?:${closedWords('is', 'was', 'remains', 'of')}|will\s+be|has\s+been\s+(?:set|scheduled)\s+(?:for|as))\s*$)`,
  'gi',
)

/**
 * "the PDUFA goal date for X, an oral, once-daily, selective inhibitor in development for ..., is D": a description of the
 * product in apposition (an indefinite article opens it; its own adjectives may be listed with commas), closed right
 * before the phrase's predicate.
 */
const DESCRIPTIVE_APPOSITIVE = new RegExp(
  String.raw`,\s+${closedWords('a', 'an')}\s+[^;:()]{1,200}?,(?=\s*(?:${closedWords('is', 'was', 'remains')}|will\s+be|has\s+been\s+(?:set|scheduled)\s+(?:for|as))\s*$)`,
  'i',
)
/** A phrase-to-date gap short enough once its embedded material is removed (18 words, 110 characters). */
function coreFits(gap: string): boolean {
  const core = clauseCore(gap)
  return core.length <= 110 && core.trim().split(/\s+/).filter(Boolean).length <= 18
}

/** What an object embeds, removed: "(NDA)", ", an oral inhibitor,", ", who failed prior therapy,", "for the treatment of adults with X". */
const EMBEDDED = [
  /\([^()]*\)/g,
  new RegExp(String.raw`,\s+${closedWords('who', 'which', 'that', 'whose')}\b[^,;]*,`, 'gi'),
  new RegExp(
    String.raw`\s+${closedWords('for', 'in', 'as')}\s+(?:the\s+|an?\s+)?(?:(?:proposed|${hedgeWords('potential', 'possible')}|${THERAPY_SETTING_WORDS})\s+)*${intents('treatment', 'therapy', 'prevention', 'management')}\s+(?:of|for)\s+[^,;\n]*?(?=,|\s+${closedWords('by', 'to', 'until', 'through')}\s+(?:\w+\s+){0,3}$|\s+from\s+x+(?:\s+x+){0,3}\s+to\s+$|$)`,
    'gi',
  ),
  new RegExp(
    String.raw`\s+(?:in|for)\s+(?:${populations('adult', 'pediatric', 'paediatric', 'elderly')}\s+)?(?:adults?|${populations('adolescents', 'children', 'patients', 'people')})\s+(?:${closedWords('with', 'who')}|aged)\s+[^,;\n]*?(?=,|\s+${closedWords('by', 'to', 'until', 'through')}\s+$|$)`,
    'gi',
  ),
  // "to treat classic galactosemia": the indication as an infinitive.
  new RegExp(
    String.raw`\s+to\s+treat\s+[^,;\n]*?(?=,|\s+${closedWords('by', 'to', 'until', 'through')}\s+(?:\w+\s+){0,3}$|$)`,
    'gi',
  ),
  // "the Prescription Drug User Fee Act target date for the Biologics License Application": names spelt out weigh no more
  // than their acronyms.
  /\b(?:prescription\s+drug\s+user\s+fee\s+act|(?:supplemental\s+)?(?:new\s+drug|biologics?\s+license)\s+application)\b/gi,
  // "the New Drug Application or NDA": the acronym given as an alias.
  /\s+or\s+["“]?(?:s?NDA|s?BLA|FDA)["”]?(?=[\s,])/g,
]

/** ", to " at the end of a move's clause: the comma that closes embedded material before "to D". */
const COMMA_BEFORE_TO = new RegExp(
  String.raw`\s*,+\s*(${closedWords('to', 'until', 'through')}\s+)$`,
  'i',
)

/** The clause of a move with its embedded material removed, so that its reach is measured on its own words. */
function clauseCore(span: string): string {
  let core = span.replace(DESCRIPTIVE_APPOSITIVE, ' ').replace(CLOSED_ASIDE, ' ')
  for (const pattern of EMBEDDED) core = core.replace(pattern, ' ')
  // The comma that closes embedded material right before "to D" is not a change of topic.
  return (
    core
      .replace(APPOSITION, ' ')
      .replace(PARTICIPIAL_ASIDE_ALL, ' ')
      // Two commas left touching framed what was removed: "X tablets, for the treatment of ..., is D".
      .replace(/,\s*,/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(COMMA_BEFORE_TO, ' $1')
  )
}

/** The sentence with every date blanked out, so that "May 31" never reads as the modal "may". */
function maskDates(sentence: string, dates: readonly DateMention[]): string {
  let masked = sentence
  for (const d of dates)
    masked = masked.slice(0, d.start) + 'x'.repeat(d.end - d.start) + masked.slice(d.end)
  return masked
}

interface Voice {
  role: TargetRole
  modal: boolean
  hedgedByAdjective: boolean
  negated: boolean
  lapsed: boolean
  newModifier: boolean
  /** The phrase is the object of a verb of moving and its date follows "to": "moved the PDUFA date for X ... to D". */
  movedTo: boolean
  /** ... to an earlier date: "moved up the PDUFA date to D". */
  advance: boolean
  /** Prior only by the pluperfect ("the FDA had assigned a PDUFA date of D"): see TargetBinding.pluperfect. */
  pluperfect: boolean
}

/** "if", "assuming", "provided that", "unless", "whether" before a phrase: its date is a projection. */
const CONDITIONED_BY = new RegExp(
  String.raw`\b${conditionWords('if', 'assuming', 'provided that', 'unless', 'whether')}\b`,
  'i',
)
/** "If the NDA is accepted, Kestrel would expect a decision by the PDUFA date of D": a date that hangs on the filing. */
const AWAITS_FILING = new RegExp(
  String.raw`\b${FILING_CONDITION_WORDS}\b[^.;]{0,80}?\b(?:accept\w*|fil(?:ed|ing)|submi\w*|standard\s+review|priority\s+review)\b`,
  'i',
)

/** How the clause around a target phrase states its date. `movedTo` is true when the date follows "to"/"from D0 to". */
/** "could", "might", "hopes", "believes" before a phrase: the writer doubts the date. */
const DOUBTED = new RegExp(
  String.raw`\b(?:${modalsOf('possibility', 'ability', 'condition')}|hopes?|hoped|believes?)\b`,
  'i',
)

function voiceOf(
  sentence: string,
  cues: CueLayer,
  phrase: Phrase,
  gapText: string,
  gapEnd: number,
  dateEnd: number,
  movedTo: boolean,
): Voice {
  const clause = clauseStart(sentence, phrase.start)
  const lead = sentence.slice(Math.max(clause, phrase.start - 60), phrase.start)
  // The clause before the phrase and the gap after it (the phrase itself holds no cue).
  const gap = [phrase.end, gapEnd] as const
  const lookBack = sentence.slice(Math.max(clause, phrase.start - 40), phrase.start)
  // "intend to complete their review in time to meet the PDUFA date of D": meeting a date presupposes it as a preposition
  // does. A meeting doubted ("may not meet the goal date of D") is a negated reading (negatives.test.ts); one the agency
  // denies ("the FDA will not meet a PDUFA date of D") presupposes the date it lets lapse.
  // "may result in an extension of the D PDUFA date" presupposes D; "an extension of the PDUFA date to D2" moves to a date
  // that may never be.
  // None of them under a condition ("If the NDA is accepted, Kestrel expects a decision on the PDUFA date of D") or a
  // doubt before a meeting or a decision ("Kestrel believes the FDA could meet a PDUFA date of D"): the date is a projection.
  const before = sentence.slice(0, phrase.start)
  const conditioned =
    (cues.conditionEnd >= 0 && cues.conditionEnd <= phrase.start) || CONDITIONED_BY.test(before)
  const doubted = DOUBTED.test(sentence.slice(clause, phrase.start).replace(/\bMay(?=\s+\d)/g, ' '))
  // "If the NDA is accepted, Kestrel would expect a decision by the PDUFA date of D": a date that hangs on the filing
  // being accepted is no date yet, whatever preposition presupposes it ("If approved by its PDUFA date of D, X would be
  // the first ..." presupposes a date the agency gave).
  const awaitsFiling = conditioned && AWAITS_FILING.test(before)
  const presupposing = conditioned
    ? null
    : ((doubted
        ? null
        : (MEET_REFERENCE.exec(lookBack) ??
          DECISION_ON.exec(sentence.slice(Math.max(clause, phrase.start - 120), phrase.start)))) ??
      (movedTo ? null : EXTENSION_OF.exec(lookBack)))
  const forward =
    (awaitsFiling ? null : FORWARD_REFERENCE.exec(lookBack)) ??
    (presupposing !== null &&
    (!cueWithin(cues.negations, [clause, phrase.start]) || AGENCY_WILL_NOT_ACT.test(before))
      ? presupposing
      : null)
  const backward =
    // Wide enough for the modal before a miss ("could possibly miss the September 15, 2026 ").
    (BACKWARD_REFERENCE.test(sentence.slice(Math.max(clause, phrase.start - 80), phrase.start)) &&
      // "cash to fund operations beyond the PDUFA date of D": the company's money reaching past a standing date (not
      // with a verb of moving in reach: "the cash runway extends beyond the D PDUFA date" stays a reference).
      !(
        FUNDED_BEYOND.test(sentence.slice(Math.max(clause, phrase.start - 80), phrase.start)) &&
        !EXTENSION_VERB_ANY.test(sentence.slice(Math.max(clause, phrase.start - 80), phrase.start))
      )) ||
    TOPIC_REFERENCE.test(sentence.slice(Math.max(clause, phrase.start - 60), phrase.start))
  // "did not extend the PDUFA date for X, which remains D": a move denied moves nothing.
  const objectOfMove = MOVED_OBJECT_BEFORE.test(
    withoutDeniedMoves(sentence.slice(clause, phrase.start)),
  )
  const movedObject = !movedTo && objectOfMove
  // A date "previously announced" or "had set" that the sentence says still stands is the current one, restated.
  const restated =
    !objectOfMove &&
    !EXTENSION_VERB_ANY.test(withoutDeniedMoves(sentence)) &&
    (RESTATED_LEAD.test(lead) ||
      RESTATED_OPENER.test(sentence) ||
      STILL_STANDS.test(sentence.slice(phrase.end)) ||
      BACKSHIFTED.test(sentence.slice(Math.max(0, phrase.start - 100), phrase.start)))
  const prior =
    !restated &&
    (movedObject ||
      // "the initial PDUFA goal date has been extended from D0 to D1": the adjective is the replaced date's, D1 the new one.
      (PRIOR_BEFORE.test(withoutFormerNames(lead)) && !movedTo) ||
      (/^\s*(?:was|had\s+been)\b/i.test(gapText) &&
        PRIOR_BEFORE.test(withoutFormerNames(sentence.slice(clause, phrase.start)))))
  // "In a letter dated D0, the FDA had assigned a PDUFA goal date of D": the tense alone says the date may have been
  // replaced; no word of the sentence says it was (no "previously", "original", no move).
  const pluperfect =
    prior &&
    !movedObject &&
    !objectOfMove &&
    PLUPERFECT_ASSIGNED.test(lead) &&
    // The agency's assigning, active or passive: "Kestrel had set an internal target of a PDUFA date of D" is the company's.
    AGENCY_HAD_ASSIGNED.test(lead) &&
    // "Prior to the complete response letter, the FDA had set ...": the date before an event is that event's past.
    !/\b(?:prior\s+to|before)\b/i.test(sentence.slice(0, phrase.start)) &&
    !PRIOR_BEFORE.test(lead.replace(PLUPERFECT_ASSIGNED, ' ')) &&
    !EXTENSION_VERB_ANY.test(withoutDeniedMoves(sentence))
  const newModifier =
    NEW_BEFORE.test(sentence.slice(Math.max(clause, phrase.start - 50), phrase.start)) ||
    /\bnow\b/i.test(gapText)
  // Under a forward reference ("expected to act by the PDUFA date of D") the hedge belongs to the action, not to D:
  // only words between the preposition and the phrase ("by its anticipated PDUFA date") hedge the date.
  // "targeting an action date of D" names the target, it does not hedge it.
  // "accepted the BLA, with an anticipated PDUFA target action date of D": an adjective on the target noun of a date the
  // agency gave (it accepted, assigned or set it in this sentence) is the writer's habit, not a hedge; before the agency
  // has accepted anything ("submitted the NDA, with an expected PDUFA date of D") it is the company's projection.
  const assigned =
    FDA_ASSIGNS.test(sentence.slice(Math.max(0, phrase.start - 140), phrase.start)) ||
    AGENCY_ACCEPTED.test(sentence)
  // An adjective inside a noun-phrase aside describes the product, it does not hedge the date (cues.ts: inAside).
  const modalWhen = (agencyGaveIt: boolean) => {
    const hedges = (spans: readonly HedgeSpan[]) =>
      spans.filter((h) => !h.namesTarget && !(agencyGaveIt && h.beforeTarget) && !h.inAside)
    return forward !== null
      ? // Read as written: the words between the preposition and the phrase, then the gap.
        cueWithin(cues.literalHedges, [phrase.start - (forward[1] ?? '').length, phrase.start]) ||
          cueWithin(hedges(cues.literalHedges), gap)
      : cueWithin(hedges(cues.hedges), [clause, dateEnd]) ||
          (cues.conditionEnd >= 0 &&
            cues.conditionEnd <= phrase.start &&
            // "If approved, X would be the first ...\nFDA has set target PDUFA action date of D": a headline's condition;
            // "If approved, X would be the first therapy; the PDUFA date is D": the condition's clause ends at the semicolon.
            !/\n(?=[A-Z])|;/.test(sentence.slice(cues.conditionEnd, phrase.start)))
  }
  // "Kestrel is seeking an extension of the PDUFA date to D": a move asked for, by its noun, has not been made.
  const requestedMove =
    REQUESTED.test(sentence.slice(clause, phrase.start)) &&
    LENGTHENING_NOUN.test(sentence.slice(clause, phrase.start))
  const modal = modalWhen(assigned) || requestedMove
  const hedgedByAdjective = modal && !requestedMove && !modalWhen(true)
  // A negation or hedge of the main verb does not touch a date its preposition presupposes ("not expected to be resolved
  // before the D target date"), unless the FDA says it will not act by it: then the date has lapsed.
  const negatedVerb = cueWithin(cues.negations, [clause, phrase.start], gap)
  // "will not complete its review by the D goal date", "failed to act by": a deadline denied is a lapsed date; "not ...
  // before the D goal date" denies something earlier and leaves the date standing.
  // A modal before the negation ("may not complete its review by D") doubts the deadline, it does not deny it.
  const lapsed =
    forward !== null &&
    !MODAL_NEGATION.test(sentence.slice(clause, phrase.start)) &&
    ((negatedVerb &&
      /^(?:by|until|on\s+or\s+before)\b/i.test(forward[0]) &&
      // "has not identified any issues that would prevent action by D": the negation denies what stands in the way.
      !HINDERS_ACTION.test(sentence.slice(clause, phrase.start)) &&
      // What is denied is the agency's action ("will not complete its review by"), not the company's expectation of
      // something else ("does not expect any resolution to occur by the D target date": the date still stands).
      AGENCY_ACTION.test(sentence.slice(clause, phrase.start))) ||
      AGENCY_WILL_NOT_ACT.test(sentence.slice(0, phrase.start)))
  return {
    role: prior ? 'prior' : backward ? 'reference' : 'current',
    modal,
    hedgedByAdjective,
    // "does not alter the PDUFA date for X, which remains D": the date's own predicate says it stands.
    negated:
      negatedVerb &&
      forward === null &&
      !STILL_STANDS.test(withoutDeniedMoves(sentence.slice(phrase.end, gapEnd + 1))),
    lapsed,
    newModifier,
    movedTo: movedTo && objectOfMove,
    advance: ADVANCE.test(sentence.slice(clause, phrase.start) + gapText),
    pluperfect,
  }
}

/** Every hedge up to `end` is the adjective right before the phrase ("the expected decision date"), none elsewhere. */
function onlyAdjectiveHedge(
  sentence: string,
  cues: CueLayer,
  phraseStart: number,
  end: number,
): boolean {
  const hedges = cues.hedges.filter((h) => h.end <= end)
  return (
    hedges.length > 0 &&
    hedges.every((h) => h.end <= phraseStart && /^\s*$/.test(sentence.slice(h.end, phraseStart)))
  )
}

/** The date a fronted participle gives the subject before its phrase ("Originally set for D0, the PDUFA date ..."), or null. */
function frontedEarlierDate(
  sentence: string,
  dates: readonly DateMention[],
  phraseStart: number,
): DateMention | null {
  const before = dates.filter((d) => d.end <= phraseStart)
  const [only] = before
  if (before.length !== 1 || only === undefined || only.precision !== 'day') return null
  return FRONTED_EARLIER.test(sentence.slice(Math.max(0, only.start - 40), only.start)) &&
    FRONTED_TO_SUBJECT.test(sentence.slice(only.end, phraseStart))
    ? only
    : null
}

/** The agency's action a negated deadline denies: "failed to act by", "will not complete its review by". */
const AGENCY_ACTION = new RegExp(
  String.raw`\b(?:${decisionVerbs('act', 'acting', 'decide')}|${decisionNouns('action', 'decision')}|review|approv\w*|issu\w*\s+${determiners('a', 'an', 'its')}\s+${decisionNouns('decision', 'letter', 'action')})\b`,
  'i',
)

/** The review itself as the subject of a move: "the review of the X BLA has been extended", "the FDA's decision was delayed". */
const REVIEW_SUBJECT = new RegExp(
  String.raw`\b(?:${determiners('the', 'its', 'their')}|fda['’]s|agency['’]s)\s+(?:${reviewKinds('fda', 'standard', 'priority', 'regulatory')}\s+)?(?:review(?:\s+${reviewSpanNouns('period', 'clock', 'timeline', 'cycle')})?|decision)\b`,
  'gi',
)
// " for Ostrelva, originally " in "the PDUFA date for Ostrelva, originally D0, has been extended": an apposition naming the old date.
const ORIGINALLY = new RegExp(
  String.raw`^[^;:.]{0,100}?,\s*${earlierAdverbs('originally', 'previously', 'initially', 'formerly')}\s+(?:(?:set|scheduled)\s+(?:for|as)\s+)?$`,
  'i',
)
// ", has been " in the same sentence: the passive verb right after that apposition's date.
const THEN_PASSIVE = new RegExp(
  String.raw`^\s*,\s*${closedWords('has', 'have', 'had', 'was', 'were', 'is', 'are', 'will', 'shall')}\s+(?:also\s+|now\s+)?(?:been|be)\s+$`,
  'i',
)

/**
 * The subject of a passive move right before `verbStart`: a strong target phrase or the review itself, with nothing but its
 * complement between it and the verb ("the PDUFA target action date for the NDA for X for the treatment of Y has been
 * extended"), or an apposition naming the replaced date ("the PDUFA date for X, originally D0, has been extended"), which is
 * returned as `prior`. Null when the verb has no such subject.
 */
function passiveSubject(
  sentence: string,
  cues: CueLayer,
  phrases: readonly Phrase[],
  dates: readonly DateMention[],
  verbStart: number,
): { prior: DateMention | null } | null {
  const subjects = [
    ...phrases.filter((p) => p.kind === 'strong').map((p) => p.end),
    ...[...matchesOf(REVIEW_SUBJECT, sentence)].map((m) => (m.index ?? 0) + m[0].length),
  ]
    .filter((end) => end <= verbStart)
    .sort((a, b) => b - a)
  const subjectEnd = subjects[0]
  // The nearest phrase of any kind must be the subject: a weak phrase in between ("decision date") is another topic.
  if (
    subjectEnd === undefined ||
    phrases.some((p) => p.kind !== 'bare' && p.end > subjectEnd && p.end <= verbStart)
  )
    return null
  const gap = sentence.slice(subjectEnd, verbStart)
  if (
    GAP_DISQUALIFIER.test(gap) ||
    cueWithin(cues.literalHedges, [subjectEnd, verbStart]) ||
    cueWithin(cues.literalNegations, [subjectEnd, verbStart])
  )
    return null
  const inGap = dates.filter((d) => d.start >= subjectEnd && d.end <= verbStart)
  if (inGap.length === 0) return PASSIVE_SUBJECT_GAP.test(gap) ? { prior: null } : null
  const [only] = inGap
  if (inGap.length !== 1 || only === undefined || only.precision !== 'day') return null
  const before = sentence.slice(subjectEnd, only.start)
  const after = sentence.slice(only.end, verbStart)
  return ORIGINALLY.test(before) && THEN_PASSIVE.test(after) ? { prior: only } : null
}

/** EXTENSION_VERB without the global flag, for a plain test. */
const EXTENSION_VERB_ANY = new RegExp(EXTENSION_VERB.source, 'i')
const AMOUNT_ONCE = new RegExp(AMOUNT, 'i')
/** " PDUFA target action date" right after a date: the date premodifies the phrase ("the October 28 PDUFA date"). */
const DATE_BEFORE_PHRASE = new RegExp(String.raw`^\s+${DECISION_DATE_NAMES}\b`, 'i')
/** A word every target phrase or decision frame holds: "date", "goal", "deadline", "pdufa", "decision"/"decide", "rule"/"ruling", "act"/"action", "review", "verdict". */
const PHRASE_WORD = new RegExp(
  String.raw`date|deadline|${dateNouns('goal', 'pdufa', 'decision', 'review')}|${decisionVerbs('decide')}|rul(?:e|ing)|\bact|${decisionNouns('verdict')}`,
  'i',
)

/**
 * False when findTargetDates(text, dates) has no binding whatever the dates, so that a caller need not find them: every
 * binding hangs on a target phrase or an extension verb, and blanking dates out (runs of two or more "x") never makes
 * one of their words (none has an "x" but "extend", whose "x" sits between two other letters) nor a word boundary.
 */
export function mayBindTargetDates(text: string): boolean {
  return PHRASE_WORD.test(text) || EXTENSION_VERB_ANY.test(text)
}

/** The most target phrases one sentence is read for (the real passages hold at most a few). */
export const MAX_PHRASES_PER_SENTENCE = 32

/**
 * "its June 5, 2025 PDUFA date", "receives June 5, 2025 PDUFA goal date", "On Track for June 2 PDUFA Date" (a headline's
 * standing date, no article): what stands before a date premodifying a phrase.
 */
const ATTRIBUTIVE_LEAD = new RegExp(
  String.raw`\b${determiners('the', 'a', 'an', 'its', 'our', 'their', 'his', 'her', 'this')}\s+$|'s\s+$|\b(?:${givingForms('sets', 'assigns', 'gives', 'establishes')}|with|${receiptVerbs('receives', 'secures', 'obtains', 'gets')}|announces|on\s+(?:track|schedule)\s+for)\s+$`,
  'i',
)
/** ": ", " – " between a date and the phrase after it: the date labels a list item. */
const DATE_LABEL_GAP = /^\s*[:\u2013\u2014-]\s*$/
/** Nothing but a bullet before the date: it opens its item. */
const ITEM_START = /^\s*(?:[-*\u2022\u00b7\u2013\u2014]\s*)?$/
/** "an extension of " right before a date: the date is the object of the move. */
const LENGTHENING_OF = new RegExp(
  String.raw`\b${LENGTHENING_NOUNS}\s+of\s+(?:${determiners('the', 'its', 'their', 'our')}\s+)?$`,
  'i',
)
/** "may", "could", "possible", "if" before it: a move that may come. */
const MAY_COME = new RegExp(
  String.raw`\b(?:${modalsOf('possibility', 'ability', 'condition')}|possible|potential|${conditionWords('if')})\b`,
  'i',
)
/** From a date to the passive move of the phrase it belongs to: " PDUFA date for X was ", " has been ", " will be ". */
const MOVED_SUBJECT_GAP = new RegExp(
  String.raw`^(?![^;:.]*\b${closedWords('while', 'whereas', 'but', 'and')}\b)[^;:.]{0,45}?\b(?:${closedWords('has', 'have', 'had')}\s+(?:also\s+|now\s+)?been|${closedWords('was', 'were', 'is', 'are')}(?:\s+(?:also|now))?|${closedWords('will', 'would', 'shall')}\s+(?:also\s+|now\s+)?be)\s+$`,
  'i',
)
/** The gap from a move's verb to the date it moves to, within its clause ("by three months to ", " until "). */
const MOVE_DESTINATION_GAP = new RegExp(
  String.raw`^[^;.]{0,120}?\b${closedWords('to', 'until', 'through')}\s+$`,
  'i',
)
/** "to", "until", "through" closing a gap: the date after it is where the move goes. */
const TO_END = new RegExp(String.raw`\b${closedWords('to', 'until', 'through')}\s*$`, 'i')
const TO_END_SPACED = new RegExp(String.raw`\b${closedWords('to', 'until', 'through')}\s+$`, 'i')

/** findCues(sentence), read once, on the first question asked of it. */
function cuesWhenAsked(sentence: string): CueLayer {
  let read: CueLayer | undefined
  let conditionEnd: number | undefined
  const layer = () => (read ??= findCues(sentence))
  return {
    get hedges() {
      return layer().hedges
    },
    get negations() {
      return layer().negations
    },
    get literalHedges() {
      return layer().literalHedges
    },
    get literalNegations() {
      return layer().literalNegations
    },
    // The fronted condition is one anchored test of its own (findCues reads it the same way): asked alone (a phrase's
    // voice asks it first), it reads no other cue.
    get conditionEnd() {
      return read !== undefined
        ? read.conditionEnd
        : (conditionEnd ??= frontedConditionEnd(sentence))
    },
  }
}

export function findTargetDates(
  text: string,
  dates: readonly DateMention[],
  reviewBefore = false,
): SentenceTargets {
  const sentence = maskDates(text, dates)
  // Read only when a phrase, a move or a frame asks: most sentences read here (their words only may bind) bind nothing.
  const cues = cuesWhenAsked(sentence)
  // Bounded like a sentence's dates (MAX_DATES_PER_SENTENCE): each phrase looks across the sentence, so a stranger's
  // sentence of thousands of target phrases would be quadratic; real ones hold a handful.
  const phrases = findPhrases(sentence, reviewBefore).slice(0, MAX_PHRASES_PER_SENTENCE)
  const bindings: TargetBinding[] = []
  const priorDates = new Set<DateMention>()
  let inexactTargets = 0
  let negatedTargets = 0
  const claimed = new Set<DateMention>()
  const nextDate = (after: number) => dates.find((d) => d.start >= after)
  // ", which had been D0," is no aside but the replaced date (FORMERLY_END reads it; dates are masked as "x" runs).
  const relativeAsides = [...matchesOf(RELATIVE_ASIDE, sentence)]
    .filter(
      (m) => !/^,\s*which\s+(?:had\s+been|was)\s+(?:(?:previously|originally)\s+)?xx/i.test(m[0]),
    )
    .map((m) => ({
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    }))

  // ", as announced on D0,", "(submitted in May 2026)": an aside that tells when the text told or filed something; a date
  // inside it is the telling's, and the phrase's own date comes after it.
  // Every such aside holds a parenthesis or the word "as": most sentences are not scanned for one.
  const toldAsides = (
    sentence.includes('(') || /as/i.test(sentence) ? [...matchesOf(TOLD_ASIDE, sentence)] : []
  ).map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }))

  for (const [index, phrase] of phrases.entries()) {
    // A bare "PDUFA" inside the gap ("target action date under PDUFA is D") does not end the phrase's reach.
    const nextPhraseStart =
      phrases.slice(index + 1).find((p) => p.kind !== 'bare')?.start ?? Number.POSITIVE_INFINITY
    let date: DateMention | null = null
    let prior: DateMention | null = null
    // The phrase names only the date a move replaced ("Extends X PDUFA Date From D0", "Extension of D0 PDUFA Date").
    let replacedOnly = false
    let mayBeMoved = false
    let laterThanEarlier = false
    let strength: 'strong' | 'weak' = phrase.kind === 'strong' ? 'strong' : 'weak'
    let gapText = ''

    // Phrase, then date; a date inside a relative clause in between is the clause's ("the PDUFA date for X, which was
    // granted Breakthrough Therapy designation in 2016, is D"), unless the phrase stands in the same clause ("X, which
    // has a PDUFA date of D, is ...").
    const inAside = (start: number, end: number, r: { start: number; end: number }) =>
      start >= r.start && end <= r.end
    const after = dates.find(
      (d) =>
        d.start >= phrase.end &&
        !relativeAsides.some(
          (r) => inAside(d.start, d.end, r) && !inAside(phrase.start, phrase.end, r),
        ) &&
        !toldAsides.some((r) => r.start >= phrase.end && inAside(d.start, d.end, r)),
    )
    // "on or about D, the PDUFA date, and ... on D2": the phrase in apposition names the date before it, not a later one.
    const before = [...dates].reverse().find((d) => d.end <= phrase.start && !claimed.has(d))
    const appositive =
      before !== undefined &&
      APPOSITION_GAP.test(sentence.slice(before.end, phrase.start)) &&
      APPOSITION_END.test(sentence.slice(phrase.end, phrase.end + 12))
    if (
      !appositive &&
      after !== undefined &&
      after.start < nextPhraseStart &&
      !claimed.has(after)
    ) {
      const gap = sentence.slice(phrase.end, after.start)
      const words = gap.trim().split(/\s+/).filter(Boolean).length
      if (
        phrase.kind === 'strong' &&
        FROM_END.test(gap) &&
        words <= 18 &&
        !GAP_DISQUALIFIER.test(gap)
      ) {
        // "... PDUFA date from D0 to D1": D0 is the replaced date, D1 the target.
        const then = nextDate(after.end)
        if (then !== undefined && THEN_TO.test(sentence.slice(after.end, then.start))) {
          prior = after
          date = then
          gapText = gap + sentence.slice(after.end, then.start)
        } else if (EXTENSION_VERB_ANY.test(sentence.slice(0, phrase.start))) {
          // "FDA Extends X PDUFA Date From D0" (a headline; the new date in the body), "extended the PDUFA date from D0 in
          // order to review ..., with a new action date of D1": D0 is only the replaced date.
          date = after
          gapText = gap
          replacedOnly = true
        }
      } else if (
        phrase.kind === 'strong' &&
        FORMERLY_END.test(gap) &&
        words <= 12 &&
        !GAP_DISQUALIFIER.test(gap)
      ) {
        // "the PDUFA date for X, previously D0, is now D1": D0 in an aside, D1 the predicate's.
        const then = nextDate(after.end)
        if (then !== undefined && NOW_AFTER_FORMERLY.test(sentence.slice(after.end, then.start))) {
          prior = after
          date = then
          gapText = gap + sentence.slice(after.end, then.start)
        } else if (then === undefined && EXTENSION_VERB_ANY.test(sentence.slice(after.end))) {
          // "the PDUFA goal date for X, previously D0, has been extended." (the new date in the next sentence): D0 is
          // only the replaced date.
          date = after
          gapText = gap
          replacedOnly = true
        }
      } else if (
        phrase.kind === 'strong' &&
        /^\s*,\s*$/.test(gap) &&
        /^\s*(?:[.;)]|,\s+for\s|$)/.test(sentence.slice(after.end, after.end + 8))
      ) {
        // The date in apposition, ending the sentence or followed by its purpose: "has set a PDUFA date, November 14,
        // 2025.", "setting a PDUFA date, November 14, 2025, for a decision"
        date = after
        gapText = gap
      } else if (
        phrase.kind === 'strong' &&
        APPOSITION_OPENING.test(gap) &&
        APPOSITION_THEN_PREDICATE.test(sentence.slice(after.end, after.end + 40))
      ) {
        // The date in apposition to the subject, the subject's predicate after it: "the new goal date for X, D, falls
        // three months after the original date" (a predicate measuring it past the earlier date tells a move).
        date = after
        gapText = gap
        laterThanEarlier = LATER_THAN_EARLIER.test(sentence.slice(after.end, after.end + 80))
      } else if (phrase.kind === 'strong' && LIST_ITEM_GAP.test(gap)) {
        // A list of products with their dates: "PDUFA target action dates: Zelvora – D1; Ostrelva – D2".
        date = after
        gapText = gap
      } else if (phrase.kind === 'strong' && LABEL_GAP.test(gap)) {
        // A label: "PDUFA date June 5, 2025", "PDUFA Date: June 5, 2025".
        date = after
        gapText = gap
      } else if (phrase.kind === 'bare' && /^\s*[:\u2013(-]?\s*$/.test(gap)) {
        // A label: "PDUFA: October 2, 2025", "PDUFA October 2, 2025", "PDUFA - October 2, 2025".
        date = after
        gapText = gap
        strength = 'strong'
      } else if (
        /\b(?:on|at)\s*$/i.test(gap) &&
        !/\bunchanged\s+at\s*$/i.test(gap) &&
        // "communicated that the PDUFA date ... will be on D": "on" after the phrase's own copula is the date's.
        !COPULA_ON.test(gap) &&
        TELLING_BEFORE.test(sentence.slice(clauseStart(sentence, phrase.start), phrase.start))
      ) {
        // No binding: the date after "on" belongs to the verb of telling.
      } else if (
        phrase.kind === 'strong'
          ? coreFits(gap.replace(TOLD_ASIDE, ' ')) &&
            CONNECTOR_END.test(gap.replace(TOLD_ASIDE, ' ')) &&
            !GAP_DISQUALIFIER.test(
              gap
                .replace(TOLD_ASIDE, ' ')
                .replace(PARTICIPIAL_ASIDE_ALL, ' ')
                .replace(CLOSED_ASIDE, ' ')
                .replace(RELATIVE_ASIDE, ' '),
            ) &&
            !/\bfrom\s*$/i.test(gap)
          : SHORT_CONNECTOR.test(gap)
      ) {
        date = after
        gapText = gap
        // "PDUFA" as the head noun of its own phrase ("Zelvora's PDUFA is D", "has a PDUFA of D") is the date.
        if (
          phrase.kind === 'bare' &&
          (BARE_HEAD_BEFORE.test(sentence.slice(0, phrase.start)) ||
            BARE_NAME_HEAD.test(sentence.slice(Math.max(0, phrase.start - 60), phrase.start)))
        )
          strength = 'strong'
        // The phrase's complement (its drug, parentheses, the indication) is measured without what it embeds.
        if (
          phrase.kind === 'strong' &&
          (clauseCore(gap.replace(TOLD_ASIDE, ' ')).length > 100 ||
            hasTopicComma(clauseCore(gap.replace(TOLD_ASIDE, ' '))))
        )
          strength = 'weak'
      }
    }
    // Date, then phrase: "established December 15, 2012 as the PDUFA action date", "its Feb. 26 PDUFA".
    if (date === null) {
      const previous = [...dates].reverse().find((d) => d.end <= phrase.start && !claimed.has(d))
      if (previous !== undefined) {
        const gap = sentence.slice(previous.end, phrase.start)
        const copula = DATE_THEN_PHRASE_COPULA
        // "its June 5, 2025 PDUFA date"; in a headline, with no article after a verb of setting or "with": "FDA sets June 5,
        // 2025 PDUFA date", "NDA accepted with June 5, 2025 PDUFA date", "Kestrel Receives June 5, 2025 PDUFA Goal Date".
        const attributive =
          /^\s*$/.test(gap) &&
          ATTRIBUTIVE_LEAD.test(sentence.slice(Math.max(0, previous.start - 24), previous.start))
        // "... by June 5, 2025, the PDUFA target action date" / "June 5, 2025 (PDUFA date)".
        const apposition =
          APPOSITION_GAP.test(gap) &&
          APPOSITION_END.test(sentence.slice(phrase.end, phrase.end + 12))
        // "Announces Three-Month Extension of D0 PDUFA Date" (a headline, no article): the date the move replaced. Not
        // under a modal ("may result in an extension of the D PDUFA date" presupposes D standing).
        const movedObject =
          /^\s*$/.test(gap) &&
          LENGTHENING_OF.test(sentence.slice(Math.max(0, previous.start - 40), previous.start))
        const extendedObject =
          movedObject &&
          !MAY_COME.test(sentence.slice(0, previous.start).replace(/\bMay(?=\s+\d)/g, ' '))
        if (extendedObject) replacedOnly = true
        else if (movedObject) mayBeMoved = true
        // "- March 14: PDUFA date for Zelvora" (a milestone list): the date as the item's label, the phrase its entry.
        const labelledItem =
          phrase.kind === 'strong' &&
          DATE_LABEL_GAP.test(gap) &&
          ITEM_START.test(sentence.slice(0, previous.start))
        const parenthetical =
          /^\s*\(\s*(?:the\s+)?$/i.test(gap) &&
          /^\s*\)/.test(sentence.slice(phrase.end, phrase.end + 3))
        // "velocitide on September 19, 2025 (PDUFA)": the bare act's name in parentheses labels the date before it.
        const labelledByAct = parenthetical && phrase.kind === 'bare'
        if (
          copula.test(gap) ||
          attributive ||
          extendedObject ||
          labelledByAct ||
          labelledItem ||
          ((apposition || parenthetical) && phrase.kind === 'strong')
        ) {
          date = previous
          if (labelledByAct) strength = 'strong'
          // "its Feb. 26 PDUFA" ends the noun phrase there ("a Feb. 26 PDUFA for X." reads as the date); "its Feb. 26
          // PDUFA meeting" goes on to another noun.
          if (attributive && phrase.kind === 'bare')
            strength = /^\s*(?:[.;,)]|for\b|$)/i.test(sentence.slice(phrase.end, phrase.end + 6))
              ? 'strong'
              : 'weak'
        }
      }
    }
    if (date === null) continue
    // "a target date of D for the advisory committee meeting": the purpose after the date gives it to another event.
    if (OTHER_EVENT_AFTER.test(sentence.slice(date.end, date.end + 80))) continue
    if (prior === null && date.start >= phrase.end && NOW_PREDICATE.test(gapText)) {
      const fronted = frontedEarlierDate(sentence, dates, phrase.start)
      if (fronted !== null && !claimed.has(fronted)) prior = fronted
    }
    claimed.add(date)
    if (prior !== null) {
      claimed.add(prior)
      priorDates.add(prior)
    }
    if (date.precision !== 'day') {
      inexactTargets++
      continue
    }

    const voice = voiceOf(
      sentence,
      cues,
      phrase,
      gapText,
      gapText === '' ? phrase.end : date.start,
      date.end,
      prior !== null || TO_END.test(gapText),
    )
    if (voice.negated) negatedTargets++
    // "The FDA extended its review of X, moving the expected decision date from D0 to D1": with both dates written and the
    // agency moving them, an adjective on the target noun describes the decision, it does not hedge the move.
    const agencyMovedDescribedDate =
      voice.modal &&
      prior !== null &&
      AGENCY_THEN_MOVE.test(sentence.slice(0, phrase.start)) &&
      onlyAdjectiveHedge(sentence, cues, phrase.start, date.end)
    const binding: TargetBinding = {
      date,
      anchor: { start: phrase.start, end: phrase.end },
      // A move to an earlier date reads strongly only with both dates written ("from D0 to D1").
      strength: voice.role === 'reference' || (voice.advance && prior === null) ? 'weak' : strength,
      role: replacedOnly ? 'prior' : voice.role,
      extension:
        prior !== null ||
        laterThanEarlier ||
        EXTENSION_IN_GAP.test(withoutDeniedMoves(gapText)) ||
        voice.movedTo,
      newModifier: voice.newModifier,
      modal: voice.modal && !agencyMovedDescribedDate,
      hedgedByAdjective: voice.hedgedByAdjective,
      advance: voice.advance,
      lapsed: voice.lapsed,
      pluperfect: voice.pluperfect,
      priorDate: prior,
      ...(mayBeMoved ? { mayBeMoved: true } : {}),
      ...(voice.negated ? { negated: true } : {}),
      ...(phrase.needsProductInSentence === true ? { needsProductInSentence: true } : {}),
    }
    bindings.push(binding)
    // A negated reading ("has not set a PDUFA date of D") is said as such; its phrase binds nothing more.
    if (voice.negated) continue

    // The same phrase again for the next date: "... is June 5, 2025 and for Y is July 10, 2025", "of D1 and D2, respectively".
    let last = date
    for (
      let next = nextDate(last.end);
      next !== undefined && next.start < nextPhraseStart;
      next = nextDate(last.end)
    ) {
      if (
        claimed.has(next) ||
        next.precision !== 'day' ||
        !CONTINUATION.test(sentence.slice(last.end, next.start))
      )
        break
      claimed.add(next)
      // The phrase is the first date's; what the elliptic clause names goes with the next one.
      bindings.push({
        ...binding,
        date: next,
        priorDate: null,
        anchor: { start: last.end, end: last.end },
      })
      last = next
    }
  }

  // Extension verbs.
  for (const verb of matchesOf(EXTENSION_VERB, sentence)) {
    const verbStart = verb.index ?? 0
    const verbEnd = verbStart + verb[0].length
    const clause = clauseStart(sentence, verbStart)
    if (cueWithin(cues.negations, [clause, verbStart])) continue
    // "The PDUFA date of D0 has been extended; ...", "the D0 PDUFA date for X was extended after ...": the date of the
    // passive move's subject, when the move names no new date in its own clause, is only the date it replaced.
    const movedSubject = bindings.find(
      (b) =>
        b.role === 'current' &&
        !b.extension &&
        b.priorDate === null &&
        b.date.end <= verbStart &&
        MOVED_SUBJECT_GAP.test(sentence.slice(b.date.end, verbStart)),
    )
    const destination = nextDate(verbEnd)
    if (
      movedSubject !== undefined &&
      (destination === undefined ||
        !MOVE_DESTINATION_GAP.test(sentence.slice(verbEnd, destination.start)))
    )
      movedSubject.role = 'prior'
    let date = nextDate(verbEnd)
    // The verb's reach is its clause: what the object embeds (parentheses, appositions, relative clauses, the indication)
    // does not count against it.
    if (date === undefined || clauseCore(sentence.slice(verbEnd, date.start)).length > 140) continue
    let prior: DateMention | null = null
    let span = sentence.slice(verbEnd, date.start)
    // Active, object after the verb: "will extend its review of the NDA for X by three months to D".
    let objectAfter = EXTENSION_OBJECT.test(span)
    if (FROM_END.test(span) && objectAfter) {
      // "... extended the PDUFA date for X from D0 to D1".
      const then = nextDate(date.end)
      if (then === undefined || !THEN_TO.test(sentence.slice(date.end, then.start))) continue
      prior = date
      date = then
      span = sentence.slice(verbEnd, date.start)
    }
    // "... extended the target action date for X, previously scheduled for D0, to D1": the replaced date in an aside.
    if (prior === null && objectAfter && FORMERLY_END.test(span)) {
      const then = nextDate(date.end)
      if (
        then !== undefined &&
        /^\s*,\s*(?:to|until)\s+$/i.test(sentence.slice(date.end, then.start))
      ) {
        prior = date
        date = then
        // The aside is read as the replaced date, not as a topic comma that weakens the verb's reach.
        span = `${span.replace(FORMERLY_END, ' ')}to `
      }
    }
    // Passive, object before the verb: "the PDUFA date of D0 for X will be extended by three months to D1".
    const subject =
      prior === null
        ? bindings.find(
            (b) =>
              b.role === 'current' &&
              b.date.end <= verbStart &&
              PASSIVE_AUXILIARY.test(sentence.slice(b.date.end, verbStart)),
          )
        : undefined
    if (subject !== undefined && TO_NEW_DATE.test(sentence.slice(verbEnd, date.start))) {
      prior = subject.date
      objectAfter = true
      bindings.splice(bindings.indexOf(subject), 1)
    }
    // Passive, the phrase itself the subject: "the PDUFA target action date for the NDA for X for the treatment of Y has been
    // extended by three months to D1" (no date, nothing but the phrase's complement between it and the verb).
    const passive =
      !objectAfter && prior === null
        ? passiveSubject(sentence, cues, phrases, dates, verbStart)
        : null
    if (passive !== null && (TO_NEW_DATE.test(span) || FROM_END.test(span))) {
      objectAfter = true
      prior = passive.prior
      if (prior === null && FROM_END.test(span)) {
        const then = nextDate(date.end)
        if (then === undefined || !THEN_TO.test(sentence.slice(date.end, then.start))) continue
        prior = date
        date = then
        span = sentence.slice(verbEnd, date.start)
      }
    }
    // "The PDUFA date was initially set for D0. ... the FDA extended it to D1": the agency moving "it", the date the text
    // spoke of.
    if (
      !objectAfter &&
      prior === null &&
      /^\s+it\s+(?:by\s+[^;:.]{1,40}?\s+)?(?:to|until)\s+$/i.test(span) &&
      /\b(?:fda|agency)\b[^;:.]{0,30}$/i.test(sentence.slice(clause, verbStart))
    )
      objectAfter = true
    // Passive, the review itself the subject: "the review period for the X NDA was extended by three months, to D".
    if (
      !objectAfter &&
      prior === null &&
      (PASSIVE_REVIEW_SUBJECT.test(sentence.slice(clause, verbStart)) ||
        (PASSIVE_DECISION_SUBJECT.test(sentence.slice(clause, verbStart)) &&
          REGULATORY_CONTEXT.test(sentence.slice(clause, verbStart)))) &&
      TO_NEW_DATE.test(span)
    )
      objectAfter = true
    // The disqualifying words are looked for in the clause's own words: "who have received prior therapy" in the
    // indication, "(Tokyo:4599; Osaka:4599)" after the sponsor, are the object's, not another event's. "the expected
    // approval date" is the moved target itself, not an approval's date.
    if (
      !objectAfter ||
      !TO_END_SPACED.test(span) ||
      GAP_DISQUALIFIER.test(clauseCore(span).replace(EXPECTED_APPROVAL_DATE, ' '))
    )
      continue
    if (prior !== null) {
      claimed.add(prior)
      priorDates.add(prior)
    }
    const advance = ADVANCE.test(sentence.slice(verbStart, date.start))
    const requested = REQUESTED.test(sentence.slice(clause, verbStart))
    const core = clauseCore(span)
    const verbStrength =
      core.length <= 120 && !hasTopicComma(core) && (!advance || prior !== null) ? 'strong' : 'weak'
    const existing = bindings.find((b) => b.date === date)
    if (existing !== undefined) {
      existing.extension = true
      // The verb's own reading decides the strength of a date its phrase reached only from afar.
      if (requested) existing.modal = true
      if (advance) {
        existing.advance = true
        if (prior === null && existing.priorDate === null) existing.strength = 'weak'
      } else if (verbStrength === 'strong' && existing.role === 'current')
        existing.strength = 'strong'
      existing.priorDate = existing.priorDate ?? prior
      continue
    }
    if (date.precision !== 'day') {
      inexactTargets++
      continue
    }
    bindings.push({
      date,
      anchor: { start: verbStart, end: verbEnd },
      strength: verbStrength,
      role: 'current',
      extension: true,
      newModifier: false,
      // "... the BLA for X as a potential treatment for Y to D": an adjective in a noun-phrase aside describes the product.
      // "shifting the expected approval date from D0 to D1": an adjective on the moved target is no hedge of the move.
      modal:
        requested ||
        cueWithin(
          cues.hedges.filter((h) => !h.inAside && !(h.beforeTarget && h.start > verbStart)),
          [clause, date.end],
        ),
      advance,
      lapsed: false,
      priorDate: prior,
    })
  }

  // Decision frames with no target noun, for the dates no phrase claimed.
  const framed = bindDecisionFrames(sentence, dates, cues, claimed, reviewBefore)
  bindings.push(...framed.bindings)
  inexactTargets += framed.inexactTargets

  // "The FDA will not be ready to take an action by D, the PDUFA goal date", "the review will continue beyond the
  // PDUFA date of D": the agency denies acting by the date, so it has lapsed whichever way it was bound (a doubt, "may
  // not", denies nothing).
  const denied = deniedDeadlines(sentence, dates)
  for (const binding of bindings) {
    if (binding.role === 'prior' || binding.lapsed) continue
    // "will not meet the D0 PDUFA date and has set a new goal date of D1": the refusal is the old date's.
    if (
      binding.newModifier &&
      denied.some((d) => d.start < binding.date.start && d !== binding.date)
    )
      continue
    if (denied.includes(binding.date) || reviewRunsPast(sentence, binding.date))
      binding.lapsed = true
  }
  // "The FDA will not meet the D0 PDUFA date and has set a new goal date of D1": a new date after a date the agency
  // will not meet is where the review moved, from D0.
  for (const binding of bindings) {
    if (!binding.newModifier || binding.lapsed || binding.priorDate !== null) continue
    const refused = bindings.find(
      (b) => b.lapsed && b.role === 'current' && b.date.end <= binding.date.start,
    )
    if (refused === undefined) continue
    binding.priorDate = refused.date
    binding.extension = true
    priorDates.add(refused.date)
  }

  // "The FDA has extended by three months the October 28 PDUFA date", "the goal date of D has been extended by three
  // months": a move by an amount with no date after it names only the date it moves, never the new one.
  const amount = AMOUNT_ONCE.exec(sentence)
  if (amount !== null && EXTENSION_VERB_ANY.test(sentence)) {
    const amountEnd = amount.index + amount[0].length
    // "... by three months the October 28 PDUFA date": a date premodifying the phrase after the amount is the moved one.
    const premodifies = (d: DateMention) =>
      DATE_BEFORE_PHRASE.test(sentence.slice(d.end, d.end + 30))
    if (!dates.some((d) => d.start >= amountEnd && !premodifies(d)))
      for (const binding of bindings)
        if (binding.date.end <= amountEnd || premodifies(binding.date)) binding.role = 'prior'
  }

  // The previous date stated after the new one: "... to 27 April 2021, from 27 January 2021", "(previous ... was 5 April 2020)".
  for (const binding of bindings) {
    if (binding.role !== 'current' || binding.priorDate !== null) continue
    const following = nextDate(binding.date.end)
    if (
      following !== undefined &&
      following.precision === 'day' &&
      PRIOR_AFTER.test(sentence.slice(binding.date.end, following.start))
    ) {
      binding.priorDate = following
      binding.extension = true
      priorDates.add(following)
      // "moved up to D1 from D0": with both dates written, a move to an earlier date is as clear as any other.
      if (binding.advance && binding.role === 'current') binding.strength = 'strong'
      continue
    }
    // "The March 3, 2026 PDUFA date for X has been extended ... to D1": a date no phrase claimed, premodifying the very
    // phrase the move's new date is bound to, is the date it replaced.
    const premodifier = binding.extension
      ? dates.find(
          (d) =>
            d.precision === 'day' &&
            d.end <= binding.anchor.start &&
            /^\s+$/.test(sentence.slice(d.end, binding.anchor.start)) &&
            !claimed.has(d) &&
            !bindings.some((b) => b.date === d) &&
            ATTRIBUTIVE_LEAD.test(sentence.slice(Math.max(0, d.start - 12), d.start)),
        )
      : undefined
    if (premodifier !== undefined) {
      binding.priorDate = premodifier
      priorDates.add(premodifier)
      continue
    }
    const priorBinding = bindings.find((b) => b.role === 'prior' && b !== binding)
    if (priorBinding !== undefined && (binding.extension || binding.newModifier)) {
      binding.priorDate = priorBinding.date
      binding.extension = true
      priorDates.add(priorBinding.date)
    }
  }
  // A date the sentence says was replaced is not asserted on its own.
  return {
    bindings: bindings.filter((b) => !priorDates.has(b.date)),
    inexactTargets,
    negatedTargets,
  }
}
