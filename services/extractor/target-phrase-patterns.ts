/**
 * The patterns of the target phrases, as data: the act's name and its footnote mark, the strong and weak phrases, and
 * the clause shapes that tie a weak noun to the act, the agency's assigning or review, the application, a standing
 * restatement or a renewal, or give it to another matter (another user-fee programme, a foreign market, the company's
 * own date). The reader that walks them over a sentence (findPhrases) is target-phrases.ts.
 */
import { determiners } from './lexicon/determiners.js'
import { givingForms, participlesOf } from './lexicon/assignment.js'
import { DATE_HEADS, DATE_KINDS, dateNouns } from './lexicon/date-nouns.js'
import { intentionForms } from './lexicon/hedges.js'
import { closedWords } from './lexicon/function-words.js'
import { decisionVerbs } from './lexicon/review.js'
import { BIOLOGICS_LICENSE } from './lexicon/applications.js'
import { decisionNouns } from './lexicon/review.js'
import { applicationAcronyms, filingVerbs } from './lexicon/applications.js'
import { romanNumerals } from './lexicon/numbers.js'
import { dateQualifiers } from './lexicon/qualifiers.js'
import { otherEvents } from './lexicon/events.js'
import {
  usAgencyNouns,
  otherUserFeeProgrammes,
  FOREIGN_AGENCIES,
  FOREIGN_MARKETS,
} from './lexicon/agencies.js'
import { anyOf } from './lexicon/compile.js'

/**
 * A footnote's number or sign glued to the act's name, a space next: "The PDUFA2 goal date is D" (a release whose
 * footnote 2 spells the act out), "PDUFA* date", "the Prescription Drug User Fee Act2 (PDUFA) date". Never part of a
 * name: no product is called "PDUFA2".
 */
const FOOTNOTE_MARK = String.raw`(?:\d{1,2}|[*†‡])(?=[\s-])`
/**
 * The act's name in every order writers use: "PDUFA", "Prescription Drug User Fee Act (PDUFA)", "PDUFA (Prescription Drug
 * User Fee Act)", "Prescription Drug User Fee Act, or PDUFA,", "User-Fee", and a reauthorisation numeral ("PDUFA V").
 */
const ACT_WORDS = String.raw`(?:prescription\s+drug\s+user[\s-]+fee\s+act(?:ion)?(?:${FOOTNOTE_MARK})?|pdufa(?:\s+${romanNumerals('v', 'vi', 'vii', 'viii')}\b|${FOOTNOTE_MARK})?)`

// 'Prescription Drug User Fee Act ("PDUFA")', "PDUFA, or Prescription Drug User Fee Act,": the name and its alias in parentheses or after ", or".
const PDUFA_NAME = String.raw`${ACT_WORDS}(?:\s*\(\s*"?${ACT_WORDS}"?\s*\)|\s*,\s*or\s+"?${ACT_WORDS}"?\s*,)?`

// "target", "goal", "action": the nouns stacked before "date" ("PDUFA target action date").
const HEAD = DATE_HEADS

// "a PDUFA, or target action, date of D": the act's noun and its kind as an alias between commas before the head noun
// they share (the noun interrupted by its own gloss); only the kind nouns, so the aside names the same date.
const KIND_ALIAS = String.raw`(?:\s*,\s*or\s+(?:${DATE_KINDS}\s+){0,2}${DATE_KINDS}\s*,)?`

// "PDUFA target action date", "Prescription Drug User Fee Act (PDUFA) goal date", "target action date (PDUFA)".
export const STRONG_PHRASE = new RegExp(
  // "the FDA's goal (or target) for completing its review is D": the goal date spelt out ("the goal for completing the
  // review of X moved to D": the review is the agency's whoever the sentence names).
  String.raw`(?:\b(?:fda|agency)['’]s|\bthe)\s+(?:goal|target)\s+for\s+(?:${decisionVerbs('completing', 'finishing', 'concluding')}|completion\s+of|the\s+completion\s+of)\s+(?:its|the)\s+review\b|` +
    // "the anticipated date for FDA to complete its review of X is D": the date named by the agency's completing its review
    // (the agency the infinitive's subject; "the date for us to respond" is none).
    String.raw`\bdate\s+for\s+(?:the\s+)?(?:u\.s\.\s+)?(?:fda|agency)\s+to\s+${decisionVerbs('complete', 'finish', 'conclude')}\s+(?:its|the)\s+review\b|` +
    // "Under PDUFA, the FDA's goal for action on the NDA is D", "the agency's target for taking action on X is D": the
    // agency's own goal for its action (owned by the agency: "our goal for action on ..." is the company's); "the FDA
    // extended its goal for action on X from D0 to D1": "its" of the agency right before, as the subject of one verb.
    String.raw`(?:\b(?:fda|agency)['’]s|(?<=\b(?:fda|agency)\s+(?:has\s+|had\s+)?[a-z]+\s+)its)\s+(?:pdufa\s+)?(?:goal|target)\s+(?:for|of)\s+(?:action|acting|taking\s+action)\s+on\b|` +
    // "the goal under PDUFA for the X NDA is D", "the goal under the Prescription Drug User Fee Act": the act's goals are
    // the agency's (a "deadline under PDUFA" may be the sponsor's own: "for our response").
    String.raw`(?<!\b(?:our|its)\s+)\bgoal\s+under\s+(?:the\s+)?${PDUFA_NAME}(?!\s+(?:${HEAD}\s+)*(?:dates?|goals?|deadlines?)\b)|` +
    String.raw`(?:\btarget\s+)?\b${PDUFA_NAME}${KIND_ALIAS}[\s-]+(?:${HEAD}[\s-]+){0,3}(?:dates?|goals?|deadlines?)\b|` +
    // "The Prescription Drug User Fee Date (“PDUFA”) for a decision by the FDA is D", "the user fee date": the act's name
    // with its last word replaced by the date noun itself, its acronym in parentheses or none (the other programmes'
    // user fees, "biosimilar user fee", are none: OTHER_USER_FEE).
    String.raw`\b(?:prescription\s+drug\s+)?user[\s-]+fee\s+dates?\b(?:\s*\(\s*["“]?pdufa["”]?\s*\))?|` +
    // "a Pharmacy Drug User Fee Act (PDUFA) date of D", "the Prescription Drug User Fees Act (PDUFA) goal date": the
    // acronym in parentheses names the act whatever the words before it spell (the act's name misspelt or varied).
    String.raw`\(\s*["“]?${ACT_WORDS}["”]?\s*\)[\s-]+(?:${HEAD}[\s-]+){0,3}(?:dates?|goals?|deadlines?)\b|` +
    // "The action (PDUFA) date is D", "the target action (PDUFA) date": the act's acronym in parentheses between the kind
    // and its head noun.
    String.raw`\b(?:${HEAD}\s+){0,2}${DATE_KINDS}\s*\(\s*${ACT_WORDS}\s*\)\s+dates?\b|` +
    // "the PDUFA data is Dec. 28": "date" mistyped as "data", read only when a date (masked as "x" runs) follows the verb.
    String.raw`\b${PDUFA_NAME}\s+data(?=\s+${closedWords('is', 'was', 'of')}\s+xx)|\b(?:${HEAD}\s+){0,2}(?:action|goal)\s+(?:due\s+)?dates?\b(?:\s*\(\s*pdufa\s*\))?`,
  'gi',
)

// "a target date for approval by D", "a target action date for a decision by D": the decision the date is for, then the
// deadline's "by" (the phrase ends at "by", so its date follows at once; "by" after a bare date noun is no connector:
// "extended the target date by three months"). Weak as any "target date": strong only beside the act or an FDA review.
const DATE_FOR_DECISION_BY = String.raw`\b${dateNouns('target')}\s+(?:${dateNouns('action')}\s+)?dates?\s+for\s+(?:(?:${decisionNouns('approval')})|${closedWords('a', 'an', 'the')}\s+${decisionNouns('decision')}|${dateNouns('action')})\s+by\b(?=\s+xx)`
// "the agency's review deadline" is a weak phrase too: strong only where the sentence ties it to the act or an FDA review.
// "The new date is D" after a move the text tells: a date called new or revised with no target noun is weak, and reads
// only as the moved date (candidates.ts publishes a weak "new" date only as an extension); "the original date was D0"
// only as the replaced one (a prior, never published). "the D date to review the application": a bare date noun right
// after a date (masked as an "x" run), with the review as its purpose, is weak the same way. "a target completion date
// of D for its review": the review's end as a weak noun, strong where the sentence ties it to an FDA review. "X's approval
// deadline is D" (a deadline for a decision is a date ahead by nature; "approval date" alone is as often a past one's):
// weak, strong beside the act ("According to the FDA's PDUFA, ...").
export const WEAK_PHRASE = new RegExp(
  String.raw`${DATE_FOR_DECISION_BY}|\b(?:fda\s+)?(?:${dateNouns('target', 'review', 'decision')})\s+(?:dates?|deadlines?)\b|\btarget\s+approval\s+dates?\b|\b${decisionNouns('approval')}\s+deadlines?\b|\b${dateNouns('target', 'goal')}\s+(?:review\s+)?completion\s+dates?\b|\b${usAgencyNouns('fda', 'agency', 'regulator')}['’]s\s+deadline\b|(?<=\b${dateQualifiers('new', 'revised', 'updated', 'original', 'previous', 'prior', 'initial')}\s+)date\b|(?<=x\s+)date(?=\s+${closedWords('to', 'for')}\s+(?:\w+\s+){0,2}review\b)`,
  'gi',
)

/**
 * "under PDUFA", "based on PDUFA guidelines", "pursuant to the Prescription Drug User Fee Act", "according to the FDA's
 * PDUFA": ties a weak phrase of the sentence to the act.
 */
export const TIED_TO_PDUFA = new RegExp(
  String.raw`\b(?:under|based\s+on|pursuant\s+to|per|in\s+accordance\s+with|according\s+to|set\s+by)\s+(?:the\s+)?(?:${usAgencyNouns('fda', 'agency')}['’]s\s+)?${ACT_WORDS}`,
  'i',
)

/** "NDA", "sBLA", "new drug application": an application the FDA alone reviews (never "application" alone). */
export const US_APPLICATION = new RegExp(
  String.raw`\b(?:s?${applicationAcronyms('nda', 'bla')}|new\s+drug\s+application|${BIOLOGICS_LICENSE}\s+application)\b`,
  'i',
)

/**
 * "The Zelvora NDA has a ", "the BLA for X, which ..., carries a ", "The NDA is under priority review with a ", "the NDA for X
 * was accepted with a ", "the Zelvora NDA will undergo a Class 2 review with a ": the application as the owner of the weak
 * noun after it.
 */
export const APPLICATION_HAS_BEFORE = new RegExp(
  String.raw`\b(?:s?${applicationAcronyms('nda', 'bla')}|new\s+drug\s+application|${BIOLOGICS_LICENSE}\s+application)\b(?:\s+for\s+[\w-]+(?:\s+[\w-]+)?)?(?:\s*,[^,;:.]{1,80},)?\s+(?:(?:is|was)\s+(?:now\s+)?(?:under\s+(?:priority\s+|standard\s+)?review|accepted(?:\s+for\s+(?:filing|review))?)\s+|(?:will\s+)?(?:undergo(?:es|ing)?|underwent)\s+(?:an?|the)\s+(?:[\w-]+\s+){0,2}review\s+)?(?:${closedWords('with', 'has', 'had')}|carries|carried)\s+(?:an?|the|its)\s+(?:[\w-]+\s+){0,2}$`,
  'i',
)

/** "in Japan", "the EMA": another country's review, whose application a weak noun may name too ("J-NDA"). */
export const ABROAD = new RegExp(
  String.raw`\b(?:${anyOf(Object.keys(FOREIGN_AGENCIES))}|${anyOf(Object.keys(FOREIGN_MARKETS))})\b`,
  'i',
)

/** "an internal ", "its internal PDUFA-style ": a company's own date qualifier right before a target phrase. */
export const OWN_DATE_BEFORE = new RegExp(
  String.raw`\b${dateQualifiers('internal')}\s+(?:[\w-]+\s+)?$`,
  'i',
)

/** " for resubmission", " to file the response": the date is the company's own filing step, not the agency's. */
export const FILING_PURPOSE = new RegExp(
  String.raw`^\s+(?:for|to)\s+(?:the\s+|its\s+|our\s+|a\s+)?(?:re)?(?:submi|fil(?:e|ing)\b)`,
  'i',
)

/** " for the completion of the inspection": the words after a noun's own date, up to the next clause break. */
export const PURPOSE_TAIL = /^[^,;.]*/

/** " for the Zelvora NDA", " for its BLA": the application the weak noun before it is for. */
export const FOR_APPLICATION_AFTER = new RegExp(
  String.raw`^\s+for\s+(?:the\s+|its\s+|our\s+)?(?:[\w-]+\s+){0,3}?(?:s?${applicationAcronyms('nda', 'bla')}|new\s+drug\s+application|${BIOLOGICS_LICENSE}\s+application)\b`,
  'i',
)

/**
 * "plans to submit", "the submission of", "to file", "the filing of": a sentence about filing an application, not its
 * review ("accepted for filing" is the review's start).
 */
export const FILING_TOPIC = new RegExp(
  String.raw`\b(?:${filingVerbs('submit', 'submitted', 'file', 'files')}|submission|submitting|(?<!\bfor\s+)filing)\b`,
  'i',
)

/** "the new ", "its revised " right before a weak target noun. */
export const RENEWED_BEFORE = new RegExp(
  String.raw`\b${closedWords('the', 'its', 'a')}\s+${dateQualifiers('new', 'revised', 'updated', 'extended')}\s+$`,
  'i',
)

/**
 * " is expected to be ", " is now ", " of ": a weak target noun's own predicate, its date next; " for the Zelvora NDA is
 * expected to be ": after the product or application the noun is for (one name, not another event: "the new target
 * date for the data readout").
 */
export const RENEWED_PREDICATE = new RegExp(
  String.raw`^\s*(?:(?:for\s+(?:the\s+)?(?!(?:${otherEvents('advisory', 'committee', 'meeting', 'readout', 'data', 'results', 'launch', 'conference', 'call', 'inspection', 'patent')})\b)[\w-]+(?:\s+(?:s?NDA|s?BLA|application))?\s+)?(?:is|was|will\s+be)\s+(?:now\s+)?(?:(?:expected|anticipated)\s+to\s+be\s+)?|of\s+|:\s*)x`,
  'i',
)

/** "on schedule for ", "on track for ", "set for ", "scheduled for ": a standing date's schedule. */
const STANDING_SCHEDULE = String.raw`(?:on\s+(?:schedule|track)|${participlesOf('set', 'schedule')}|slated)\s+for\s+`

// "remains D", "is still D", "is unchanged at D" right after a decision date: the date restated as standing, which a release
// says only of the agency's pending decision (its own predicate, right after the noun or its one product, the date next).
export const STANDING_PREDICATE = new RegExp(
  String.raw`^\s*(?:for\s+(?:the\s+)?[\w-]+(?:\s+s?(?:NDA|BLA))?\s+)?(?:remains|${closedWords('is', 'was')}\s+(?:still|unchanged\s+at))\s+(?:${STANDING_SCHEDULE}|${closedWords('on', 'at')}\s+)?x`,
  'i',
)

/**
 * "Ostrelva's date remains on schedule for D", "Zelvora's date is still D": a bare date owned by a name and restated as
 * standing, which a release says only of its product's pending decision (the owner a capitalised name, read as written;
 * with no regulatory word in the sentence, only the product the sentence names makes it one: needsProductInSentence).
 */
export const OWNED_STANDING_DATE = /(?<=[A-Za-z0-9-]['’]s\s+)date(?=\s+(?:remains|is\s+still)\b)/gi

export const NAME_OWNER_BEFORE = /(?:^|[^\w-])[A-Z][\w-]*['’]s\s+$/

export const OWNED_STANDING_PREDICATE = new RegExp(
  String.raw`^\s+(?:remains|is\s+still)\s+(?:${STANDING_SCHEDULE}|${closedWords('on', 'at')}\s+)?x`,
  'i',
)

/** "the ", "its ", "Zelvora's " right before that decision date: no other noun modifies it ("the investment decision date"). */
export const STANDING_DETERMINER = new RegExp(
  String.raw`(?:\b${closedWords('the', 'its')}|['’]s)\s+$`,
  'i',
)

/**
 * "Approval decision date: D": a calendar's cell labelled as the decision on approval, at its line's start, is the
 * regulator's decision on the row's application, as strong as "PDUFA date" (another agency's is never a PDUFA matter,
 * isNotAPdufaMatter). Only as a label: in running text ("Kestrel's approval decision date for the merger") the
 * approval may be anyone's.
 */
export const APPROVAL_DECISION_LABEL = new RegExp(
  String.raw`(?:^|\n)[ \t]*${decisionNouns('approval')}\s+$`,
  'i',
)
export const LABEL_COLON = /^[ \t]*:/

/** The decision noun of a weak phrase ("decision date"). */
export const DECISION_DATE_NOUN = new RegExp(String.raw`\b${dateNouns('decision')}\b`, 'i')

// "PDUFA" on its own where no longer phrase covers it: "Ostrelva's PDUFA is D", "PDUFA: D"; the act's whole name with its
// alias is one bare noun too ("The new Prescription Drug User Fee Act (PDUFA) is D": the alias inside the parentheses
// alone would leave ") is" between the noun and its date).
export const BARE_PDUFA = new RegExp(String.raw`\b${PDUFA_NAME}(?![\w*†‡])`, 'gi')

/** Other user-fee programmes (generics, biosimilars, devices, animal drugs) are not PDUFA. */
export const OTHER_USER_FEE = new RegExp(
  String.raw`(?:${otherUserFeeProgrammes('gdufa', 'bsufa', 'mdufa', 'adufa', 'agdufa')}|biosimilar\s+user\s+fee)\W*$`,
  'i',
)

/** "its target date to decide on X", "a target date for its decision": the noun's purpose is the agency's decision. */
export const DECISION_PURPOSE = new RegExp(
  String.raw`^\s+(?:to\s+(?:${decisionVerbs('decide', 'act', 'rule')}|complete\s+(?:its|the)\s+review)|for\s+${determiners('the', 'a', 'an', 'its')}\s+(?:final\s+|fda\s+|approval\s+)?decision|for\s+(?:the\s+)?(?:(?:fda|agency)['’]s|fda)\s+${decisionNouns('action', 'decision')}\s+on)\b`,
  'i',
)

/**
 * " for completing its review", " for the completion of the review", " to finish its review": the noun's purpose is the end
 * of a review, which is the agency's decision only in a sentence that speaks of the agency or an application (a company
 * sets target dates for reviewing its own data).
 */
export const REVIEW_COMPLETION_PURPOSE = new RegExp(
  String.raw`^\s+(?:for\s+(?:the\s+)?(?:${decisionVerbs('completing', 'finishing', 'concluding')}|completion\s+of)|to\s+${decisionVerbs('finish', 'conclude')})\s+(?:its|the|(?:the\s+)?(?:fda|agency)['’]s)\s+review\b`,
  'i',
)

/** " of D", " of D has been set": a weak noun's own date (masked as an "x" run) before the noun's purpose. */
export const OWN_DATE_AFTER = new RegExp(
  String.raw`^\s+of\s+x{2,}(?:[\s,.]+x+)*(?:\s+(?:has\s+been|was|is)\s+${participlesOf('set', 'establish', 'assign')})?(?=\s)`,
  'i',
)

/**
 * "the agency intends to complete its review of X by its ", "the FDA will finish the review by the ": the end of the
 * agency's own review (the agency the subject of the verb: "the FDA asked Kestrel to complete its review" is not), bounded
 * by the weak noun after it, makes the noun its deadline.
 */
export const AGENCY_COMPLETES_REVIEW_BY = new RegExp(
  String.raw`\b(?:fda|agency)(?:\s+(?:${closedWords('is', 'has', 'was', 'will', 'would', 'to', 'be')}|${dateQualifiers('now', 'still')}|able|committed|${intentionForms('plans', 'intends', 'expects', 'aims')}))*\s+${decisionVerbs('complete', 'finish', 'conclude')}\s+(?:its|the)\s+review\b[^;:.]{0,80}?\b(?:by|on\s+or\s+before)\s+(?:the|its)\s+(?:x{2,}(?:[\s,.]+x+)*\s+)?$`,
  'i',
)

/**
 * "the agency set D as its ", "the FDA has established D as the ": the agency gives the date as the object of assigning,
 * and the target noun after "as" names what it is (the date masked as an "x" run).
 */
export const AGENCY_SETS_DATE_AS = new RegExp(
  String.raw`\b(?:fda|agency)\b[^;]{0,80}?\b${givingForms('set', 'sets', 'assigned', 'assigns', 'established', 'establishes')}\s+x{2,}(?:[\s,.]+x+)*\s+as\s+(?:the|its)\s+$`,
  'i',
)
