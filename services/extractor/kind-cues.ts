/**
 * The clause shapes the kind rules of a target date read (target-rules.ts `KIND_RULES`): the sponsor's answer to a request
 * for more, the agency's deadline told as changed, a resubmission's words, the application told as still in review or
 * undergoing a Class 1 or 2 review, the adjectives that say a date was moved, and the agency lengthening a date in the
 * next sentence. Moved verbatim from target-rules.ts, which keeps the rules.
 */
import { closedWords } from './lexicon/function-words.js'
import { conditionWords, intentionForms } from './lexicon/hedges.js'
import { dateQualifiers, supplementQualifiers } from './lexicon/qualifiers.js'
import { usAgencyNouns } from './lexicon/agencies.js'
import { decisionVerbs } from './lexicon/review.js'
import { determiners } from './lexicon/determiners.js'
import { romanNumerals } from './lexicon/numbers.js'
import { DECISION_DATE_NAMES } from './lexicon/date-nouns.js'
import { moveVerbSource, verbsOfSense } from './lexicon/moves.js'

/**
 * "following the submission of additional manufacturing information", "after submitting the requested data", "Kestrel
 * provided further analyses": the sponsor's answer, told as done, to the agency's request for more during the review
 * (never "plans the submission of additional data").
 */
export const AMENDMENT_SUBMITTED = new RegExp(
  String.raw`\b(?:(?:${closedWords('following', 'after')}|${conditionWords('upon')})\s+(?:the\s+|its\s+)?(?:submi(?:ssion|tting)|provi(?:sion|ding))|submitted|provided)\s+(?:of\s+)?(?:the\s+|its\s+)?${supplementQualifiers('additional', 'requested', 'further', 'supplemental')}\s+(?:[\w-]+\s+){0,2}?(?:information|data|analys[ie]s)\b`,
  'i',
)
/** "the FDA now plans to complete its review", "it now expects to act": the agency's deadline, told as changed. */
export const AGENCY_NOW_PLANS = new RegExp(
  String.raw`\b(?:${usAgencyNouns('fda', 'agency')}|it)\s+now\s+${intentionForms('plans', 'expects', 'intends', 'anticipates')}\s+to\s+(?:${decisionVerbs('complete', 'finish', 'conclude', 'act')}|take\s+action|make\s+(?:a|its)\s+decision)\b`,
  'i',
)
/** A resubmission, a class of one, or the letter it answers. */
export const RESUBMISSION_WORD = new RegExp(
  String.raw`\bre-?submi|\bcomplete\s+response\b|\bclass\s*(?:1|2|${determiners('one', 'two')}|${romanNumerals('i', 'ii')})\b`,
  'i',
)

/**
 * "The NDA remains under regulatory review", "the review is still ongoing": the application told as still in review, in
 * the present, as a new date is given (the review running on past the date it first had).
 */
export const REVIEW_CONTINUES = new RegExp(
  String.raw`\b(?:remains|is\s+still|continues\s+to\s+be)\s+under\s+(?:(?:regulatory|active|${usAgencyNouns('fda', 'agency')})\s+)?review\b|\breview\s+(?:(?:of|for)\s+[^.,;]{1,60}?\s+)?(?:remains|is\s+still)\s+(?:ongoing|under\s*way)\b`,
  'i',
)

/** "the revised ", "its extended " right before a target phrase. */
/**
 * "The revised action date is the result of ...", "This extended goal date reflects ...": the sentence after a new date
 * names it again by an adjective that says it was moved.
 */
export const MOVED_DATE_RECALLED = new RegExp(
  String.raw`^\W*(?:the|this)\s+${dateQualifiers('revised', 'extended')}\s+(?:(?:${DECISION_DATE_NAMES})\s+){0,3}date\b`,
  'i',
)

export const MOVED_QUALIFIER_BEFORE = new RegExp(
  String.raw`\b${dateQualifiers('revised', 'extended', 'amended', 'moved')}\s+(?:[\w()".'-]+\s+){0,2}$`,
  'i',
)

/** "will undergo a Class 2 review", "is undergoing a class II review": the application reviewed as a resubmission. */
export const CLASS_REVIEW_UNDERGONE = new RegExp(
  String.raw`\b(?:undergo(?:es|ing)?|underwent)\s+(?:an?|the)\s+class\s*(?:1|2|${determiners('one', 'two')}|${romanNumerals('i', 'ii')})\s+review\b`,
  'i',
)

/**
 * "The agency extended the date to allow for time to review ...", "The FDA has extended its review to consider ...": the
 * sentence after a new date opens with the agency lengthening the date or its review (a lengthening verb only: "moved"
 * may bring it forward).
 */
export const EXTENSION_TOLD_NEXT = new RegExp(
  String.raw`^\W*(?:the\s+)?${usAgencyNouns('fda', 'agency')}\s+(?:has\s+|had\s+)?${moveVerbSource(verbsOfSense('lengthens'), { forms: 'inflected', particles: 'none' })}\s+(?:the|its)\s+(?:[\w-]+\s+){0,3}?(?:date|review)\b`,
  'i',
)
