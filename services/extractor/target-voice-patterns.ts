/**
 * The clause shapes voiceOf (target-voice.ts) reads around a target phrase: what makes its date prior (a former name,
 * the pluperfect of assigning, a date moved from), restated or still standing, a reference (looked back at, a topic,
 * funding past it), new, fronted as the earlier one, conditioned, doubted or hedged, and the agency's action a negated
 * deadline denies. Apart from the function so each shape can be read beside its neighbours.
 */
import { determiners, determinersOf } from './lexicon/determiners.js'
import { POSSIBLE_MISS_SOURCE } from './cues.js'
import { MONTH_WORDS } from './dates.js'
import { LENGTHENING_NOUNS, MOVED_OBJECT_VERBS } from './lexicon/moves.js'
import { assignedParticiples, participlesOf } from './lexicon/assignment.js'
import { tellingVerbsOf, toldPast } from './lexicon/telling.js'
import { conditionWords, FILING_CONDITION_WORDS } from './lexicon/hedges.js'
import { modalsOf } from './lexicon/modals.js'
import { closedWords } from './lexicon/function-words.js'
import { decisionVerbs } from './lexicon/review.js'
import { decisionNouns, hinderingStems } from './lexicon/review.js'
import { topicNouns } from './lexicon/topics.js'
import { durationUnits } from './lexicon/date-nouns.js'
import { keepingWords } from './lexicon/moves.js'
import { dateQualifiers } from './lexicon/qualifiers.js'
import { earlierAdverbs } from './lexicon/qualifiers.js'
import { namingVerbs } from './lexicon/products.js'
import { fundingWords } from './lexicon/agents.js'
import { usAgencyNouns } from './lexicon/agencies.js'
import { WEEKDAY_NAMES } from './lexicon/calendar.js'
import { decisionAdverbs } from './lexicon/outcome-idioms.js'

/** "set", "assigned", "scheduled", "established": the date given by the agency. */
const ASSIGNED = assignedParticiples()

const ASSIGNED_OR_GRANTED = assignedParticiples('grant')

export const LENGTHENING_NOUN = new RegExp(String.raw`\b${LENGTHENING_NOUNS}\b`, 'i')

/** "sufficient cash to fund operations beyond the ": the company's funding reaching past a date, which stands. */
export const FUNDED_BEYOND = new RegExp(
  String.raw`\b${fundingWords('fund', 'funds', 'funded', 'cash', 'capital', 'runway', 'operations')}\b[^;:.]{0,60}?\bbeyond\s+(?:the\s+|its\s+|our\s+)?(?:[\w.'-]+\s+){0,2}$`,
  'i',
)

/** "that would prevent", "precluding", "to delay": a verb of hindering before the agency's action. */
export const HINDERS_ACTION = new RegExp(
  String.raw`\b${hinderingStems('prevent', 'preclud', 'imped', 'hinder', 'jeopardi', 'delay')}\w*`,
  'i',
)

/** ... or that look back at it: background, not an assertion of the current target. */
// A miss that may come ("could possibly miss the D goal date") is a doubt, not a look back: the date still stands.
export const BACKWARD_REFERENCE = new RegExp(
  String.raw`\b(?:${closedWords('beyond', 'past', 'despite', 'since')}|(?<!${POSSIBLE_MISS_SOURCE})miss(?:ed|es|ing)?|pass(?:ed|es)?)\s+(?:the\s+|its\s+|their\s+|our\s+|this\s+|that\s+|a\s+|an\s+)?(?:[\w.'-]+\s+){0,2}$`,
  'i',
)

/** ... or that speak about it as a topic ("the timing of the PDUFA date", "statements regarding the PDUFA date"): not an assertion. */
export const TOPIC_REFERENCE = new RegExp(
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

export const withoutFormerNames = (text: string) =>
  text.replace(FORMER_NAME, (m) => ' '.repeat(m.length))

export const PRIOR_BEFORE = new RegExp(
  String.raw`\b(?:previous(?:ly)?|prior(?!\s+to)|original(?:ly)?|initial(?:ly)?|(?<!\bthe\s)former(?:ly)?|earlier|at\s+which\s+time|had\s+(?:been\s+)?(?:${ASSIGNED}|had|an?))\b`,
  'i',
)

/** "the FDA had assigned a": the pluperfect of assigning, the one cue of PRIOR_BEFORE that only the tense carries. */
/** The agency's assigning, active or passive: "the FDA had set", "had been assigned". */
export const AGENCY_HAD_ASSIGNED = new RegExp(
  String.raw`\b(?:${usAgencyNouns('fda', 'agency')}|it|they)\s+had\s+(?:\w+\s+)?${ASSIGNED}\b|\bhad\s+been\s+${ASSIGNED}\b`,
  'i',
)

/**
 * "The agency had already granted X priority review, and had set the PDUFA date for D": the agency's pluperfect of
 * assigning as the second predicate of its own pluperfect clause, the subject named before the first (2.78.0).
 */
export const AGENCY_HAD_COORDINATED = new RegExp(
  String.raw`\b(?:${usAgencyNouns('fda', 'agency')}|it|they)\s+had\s+(?:\w+\s+)?\w+\b[^.;:]{0,120}?,?\s+and\s+had\s+(?:(?:previously|already)\s+)?${ASSIGNED}\s+(?:[\w()-]+\s+){0,3}$`,
  'i',
)

// "had previously set": the adverb of the pluperfect adds nothing to it (a move the text tells still replaces the date).
export const PLUPERFECT_ASSIGNED = new RegExp(
  String.raw`\bhad\s+(?:(?:previously|already)\s+)?(?:been\s+)?${ASSIGNED}\b`,
  'i',
)
/**
 * Every pluperfect of assigning in a lead: "had already granted X a priority review, and had set the PDUFA date for D" is
 * one agency's two acts in the same tense, the second as much the tense's as the first (2.78.0).
 */
export const PLUPERFECT_ASSIGNED_ALL = new RegExp(PLUPERFECT_ASSIGNED.source, 'gi')

/**
 * "ninety days later than its previously announced target date of D", "three months later than the PDUFA date of D": the
 * date a move is measured against is the replaced one, however the clause names it ("previously announced" restates a
 * date only where nothing measures a move against it). Not "no later than", a deadline's idiom.
 */
export const LATER_THAN_BEFORE = new RegExp(
  String.raw`(?<!\b(?:no|not)\s)\blater\s+than\s+(?:${determinersOf('definite', 'possessive')}\s+)?(?:[\w.'()-]+\s+){0,4}$`,
  'i',
)

/**
 * "the amendment came within 90 days of the June 15, 2026 PDUFA goal date, so the FDA extended the goal date": the window
 * of a major amendment is measured back from the date the move replaces (read as measured only where the sentence moves
 * a date; "submitted within three months of the D goal date" with no move leaves D as it stands).
 */
export const WITHIN_SPAN_OF_BEFORE = new RegExp(
  String.raw`\bwithin\s+(?:[\w-]+\s+){1,2}${durationUnits('days', 'weeks', 'months')}\s+of\s+(?:${determinersOf('definite', 'possessive')}\s+)?(?:[\w.,'()-]+\s+){0,5}$`,
  'i',
)

/** "previously announced", "previously disclosed": the date is being restated, not replaced (unless the sentence moves it). */
// Not after "had": "the FDA had previously set a PDUFA date of D0" is the pluperfect of assigning (a date that stands
// unless a move the text tells replaced it), not a restatement.
export const RESTATED_LEAD = new RegExp(
  String.raw`(?<!\bhad\s+)\bpreviously\s+(?:${toldPast(tellingVerbsOf('publishes', 'states'))}|${ASSIGNED})\s*,?\s+(?:[\w()"'-]+\s+){0,6}$`,
  'i',
)

/**
 * Reported speech shifts the tense back: "Halden reported the FDA had set a PDUFA date of D" tells what the FDA did, not
 * a date since replaced (the pluperfect is the report's, not the date's). The telling may carry its own time ("said
 * Monday that", "said late Friday") and name the agency in full ("the US Food and Drug Administration had set"); "had
 * originally set" is the replaced date's, however it is told.
 */
// A day read as a date mention ("said on Tuesday", "said on March 3") reaches here masked, as a run of "x".
const TELLING_TIME = String.raw`(?:(?:(?:on|late)\s+)?(?:${WEEKDAY_NAMES.join('|')}|${decisionAdverbs('today', 'yesterday')})|x{6,})`
export const BACKSHIFTED = new RegExp(
  String.raw`\b(?:${toldPast([...tellingVerbsOf('publishes', 'affirms'), 'say', 'note', 'state'])}|informed\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:${TELLING_TIME}\s+)?(?:that\s+)?(?:the\s+)?(?:u\.?s\.?\s+)?(?:${usAgencyNouns('fda', 'agency')}|${usAgencyNouns('regulator')}s?|food\s+and\s+drug\s+administration|it)\s+had\s+(?:(?!${earlierAdverbs('previously', 'originally', 'initially', 'formerly')}\b)\w+\s+)?${ASSIGNED_OR_GRANTED}\s+(?:an?|the|its)\s+(?:[\w()-]+\s+){0,3}$`,
  'i',
)

/** "As previously announced, the FDA had assigned ...": a fronted restatement covers the whole sentence. */
export const RESTATED_OPENER = new RegExp(
  String.raw`^\s*(?:as\s+)?previously\s+${toldPast([...tellingVerbsOf('publishes'), 'communicate', 'state'])}\s*,`,
  'i',
)

/** The sentence says an earlier-stated date still stands: "remains", "is unchanged", "still stands", "continues to apply". */
export const STILL_STANDS = new RegExp(
  String.raw`\b(?:${keepingWords('remain', 'remains', 'remained')}|${closedWords('is', 'are', 'was')}\s+(?:${keepingWords('unchanged', 'maintained', 'unaffected')}|still\s+in\s+effect)|${keepingWords('unchanged')}|still\s+stands|${keepingWords('stands')}|continues?\s+to\s+(?:${closedWords('be')}|stand|apply)|in\s+effect|on\s+track|reaffirm\w*|reconfirm\w*)\b`,
  'i',
)

/** "has extended the April 27, 2012 goal date by three months": the phrase is the object of the move, its date the old one. */
export const MOVED_OBJECT_BEFORE = new RegExp(
  String.raw`\b${MOVED_OBJECT_VERBS}\s+${determinersOf('definite', 'indefinite', 'possessive', 'personal', 'demonstrative')}\s+(?:[\w.'()-]+\s+){0,6}$`,
  'i',
)

// "the new " or "the revised Ostrelva " before "PDUFA date of D": the date is the current one after a change.
export const NEW_BEFORE = new RegExp(
  String.raw`\b${dateQualifiers('new', 'updated', 'revised', 'extended', 'amended', 'now', 'current', 'moved')}\s+(?:[\w()".'-]+\s+){0,5}$`,
  'i',
)

// "Originally set for " opening a sentence (or a clause after a semicolon): a fronted participle naming the date the
// phrase had before ("Originally set for D0, the PDUFA date for X is now D1").
export const FRONTED_EARLIER = new RegExp(
  String.raw`(?:^|[;:\u2014]\s*)\W{0,3}${earlierAdverbs('originally', 'previously', 'initially', 'formerly')}\s+(?:${participlesOf('set', 'schedule', 'assign')})\s+${closedWords('for', 'as', 'on')}\s+$`,
  'i',
)

// ", the " between that participle's date and the phrase it modifies: nothing but the subject's first words.
export const FRONTED_TO_SUBJECT = /^\s*,\s*(?:[\w'’.()-]+\s+){0,6}$/

/** "if", "assuming", "provided that", "unless", "whether" before a phrase: its date is a projection. */
export const CONDITIONED_BY = new RegExp(
  String.raw`\b${conditionWords('if', 'assuming', 'provided that', 'unless', 'whether')}\b`,
  'i',
)

/** "If the NDA is accepted, Kestrel would expect a decision by the PDUFA date of D": a date that hangs on the filing. */
export const AWAITS_FILING = new RegExp(
  String.raw`\b${FILING_CONDITION_WORDS}\b[^.;]{0,80}?\b(?:accept\w*|fil(?:ed|ing)|submi\w*|standard\s+review|priority\s+review)\b`,
  'i',
)

/** "could", "might", "hopes", "believes" before a phrase: the writer doubts the date. */
export const DOUBTED = new RegExp(
  String.raw`\b(?:${modalsOf('possibility', 'ability', 'condition')}|hopes?|hoped|believes?)\b`,
  'i',
)

/**
 * ", with a new PDUFA goal date of D" right after a comma: the new date of the move the clause before tells ("Kestrel
 * believes the review would be extended by three months, with a new PDUFA goal date of D"), hedged when that move's modal
 * is.
 */
export const HEDGING_MODAL = new RegExp(
  String.raw`^${modalsOf('possibility', 'condition', 'obligation')}$`,
  'i',
)
export const WITH_NEW_DATE_LEAD = new RegExp(
  String.raw`^\s*with\s+(?:${determiners('a', 'an', 'the', 'its')})\s+${dateQualifiers('new', 'revised', 'updated')}\s+$`,
  'i',
)

/** The agency's action a negated deadline denies: "failed to act by", "will not complete its review by". */
export const AGENCY_ACTION = new RegExp(
  String.raw`\b(?:${decisionVerbs('act', 'acting', 'decide')}|${decisionNouns('action', 'decision')}|review|approv\w*|issu\w*\s+${determiners('a', 'an', 'its')}\s+${decisionNouns('decision', 'letter', 'action')})\b`,
  'i',
)
