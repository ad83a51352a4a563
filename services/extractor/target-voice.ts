/**
 * The voice in which a target phrase's clause states its date: current, prior (replaced) or a reference; restated as
 * standing; hedged, negated, lapsed, moved to or advanced; under a condition or a doubt.
 */
import { determiners, determinersOf } from './lexicon/determiners.js'
import {
  POSSIBLE_MISS_SOURCE,
  withoutDeniedMoves,
  cueWithin,
  type CueLayer,
  type HedgeSpan,
} from './cues.js'
import { MONTH_WORDS, type DateMention } from './dates.js'
import { clauseStart } from './clause-shapes.js'
import type { TargetRole } from './target-binding.js'
import { AGENCY_WILL_NOT_ACT, MODAL_NEGATION } from './lapsed-deadlines.js'
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
import type { Phrase } from './target-phrases.js'
import { AGENCY_ACCEPTED, FDA_ASSIGNS } from './agency-review.js'
import { ADVANCE, EXTENSION_VERB_ANY, REQUESTED } from './move-verbs.js'
import {
  DECISION_ON,
  EXTENSION_OF,
  FORWARD_REFERENCE,
  MEET_REFERENCE,
} from './presupposed-dates.js'

/** "set", "assigned", "scheduled", "established": the date given by the agency. */
const ASSIGNED = assignedParticiples()

const ASSIGNED_OR_GRANTED = assignedParticiples('grant')

const LENGTHENING_NOUN = new RegExp(String.raw`\b${LENGTHENING_NOUNS}\b`, 'i')

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

// "had previously set": the adverb of the pluperfect adds nothing to it (a move the text tells still replaces the date).
const PLUPERFECT_ASSIGNED = new RegExp(
  String.raw`\bhad\s+(?:(?:previously|already)\s+)?(?:been\s+)?${ASSIGNED}\b`,
  'i',
)

/**
 * "ninety days later than its previously announced target date of D", "three months later than the PDUFA date of D": the
 * date a move is measured against is the replaced one, however the clause names it ("previously announced" restates a
 * date only where nothing measures a move against it). Not "no later than", a deadline's idiom.
 */
const LATER_THAN_BEFORE = new RegExp(
  String.raw`(?<!\b(?:no|not)\s)\blater\s+than\s+(?:${determinersOf('definite', 'possessive')}\s+)?(?:[\w.'()-]+\s+){0,4}$`,
  'i',
)

/**
 * "the amendment came within 90 days of the June 15, 2026 PDUFA goal date, so the FDA extended the goal date": the window
 * of a major amendment is measured back from the date the move replaces (read as measured only where the sentence moves
 * a date; "submitted within three months of the D goal date" with no move leaves D as it stands).
 */
const WITHIN_SPAN_OF_BEFORE = new RegExp(
  String.raw`\bwithin\s+(?:[\w-]+\s+){1,2}${durationUnits('days', 'weeks', 'months')}\s+of\s+(?:${determinersOf('definite', 'possessive')}\s+)?(?:[\w.,'()-]+\s+){0,5}$`,
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
 * a date since replaced (the pluperfect is the report's, not the date's). The telling may carry its own time ("said
 * Monday that", "said late Friday") and name the agency in full ("the US Food and Drug Administration had set"); "had
 * originally set" is the replaced date's, however it is told.
 */
// A day read as a date mention ("said on Tuesday", "said on March 3") reaches here masked, as a run of "x".
const TELLING_TIME = String.raw`(?:(?:(?:on|late)\s+)?(?:${WEEKDAY_NAMES.join('|')}|${decisionAdverbs('today', 'yesterday')})|x{6,})`
const BACKSHIFTED = new RegExp(
  String.raw`\b(?:${toldPast([...tellingVerbsOf('publishes', 'affirms'), 'say', 'note', 'state'])}|informed\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:${TELLING_TIME}\s+)?(?:that\s+)?(?:the\s+)?(?:u\.?s\.?\s+)?(?:${usAgencyNouns('fda', 'agency')}|${usAgencyNouns('regulator')}s?|food\s+and\s+drug\s+administration|it)\s+had\s+(?:(?!${earlierAdverbs('previously', 'originally', 'initially', 'formerly')}\b)\w+\s+)?${ASSIGNED_OR_GRANTED}\s+(?:an?|the|its)\s+(?:[\w()-]+\s+){0,3}$`,
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

// "Originally set for " opening a sentence (or a clause after a semicolon): a fronted participle naming the date the
// phrase had before ("Originally set for D0, the PDUFA date for X is now D1").
const FRONTED_EARLIER = new RegExp(
  String.raw`(?:^|[;:\u2014]\s*)\W{0,3}${earlierAdverbs('originally', 'previously', 'initially', 'formerly')}\s+(?:${participlesOf('set', 'schedule', 'assign')})\s+${closedWords('for', 'as', 'on')}\s+$`,
  'i',
)

// ", the " between that participle's date and the phrase it modifies: nothing but the subject's first words.
const FRONTED_TO_SUBJECT = /^\s*,\s*(?:[\w'’.()-]+\s+){0,6}$/

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

/**
 * ", with a new PDUFA goal date of D" right after a comma: the new date of the move the clause before tells ("Kestrel
 * believes the review would be extended by three months, with a new PDUFA goal date of D"), hedged when that move's modal
 * is.
 */
const HEDGING_MODAL = new RegExp(
  String.raw`^${modalsOf('possibility', 'condition', 'obligation')}$`,
  'i',
)
const WITH_NEW_DATE_LEAD = new RegExp(
  String.raw`^\s*with\s+(?:${determiners('a', 'an', 'the', 'its')})\s+${dateQualifiers('new', 'revised', 'updated')}\s+$`,
  'i',
)

export function voiceOf(
  sentence: string,
  cues: CueLayer,
  phrase: Phrase,
  gapText: string,
  gapEnd: number,
  dateEnd: number,
  movedTo: boolean,
): Voice {
  const clause = clauseStart(sentence, phrase.start)
  // The clause whose hedges reach the date: the one before too, when the date is that clause's move's new one (above).
  const hedgedFrom =
    clause >= 2 &&
    sentence.slice(clause - 2, clause) === ', ' &&
    WITH_NEW_DATE_LEAD.test(sentence.slice(clause, phrase.start))
      ? clauseStart(sentence, clause - 2)
      : clause
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
  const measuredAgainst =
    !movedTo &&
    (LATER_THAN_BEFORE.test(lead) ||
      (WITHIN_SPAN_OF_BEFORE.test(lead) && EXTENSION_VERB_ANY.test(withoutDeniedMoves(sentence))))
  // A date "previously announced" or "had set" that the sentence says still stands is the current one, restated.
  const restated =
    !objectOfMove &&
    !measuredAgainst &&
    !EXTENSION_VERB_ANY.test(withoutDeniedMoves(sentence)) &&
    (RESTATED_LEAD.test(lead) ||
      RESTATED_OPENER.test(sentence) ||
      STILL_STANDS.test(sentence.slice(phrase.end)) ||
      BACKSHIFTED.test(sentence.slice(Math.max(0, phrase.start - 100), phrase.start)))
  const prior =
    !restated &&
    (movedObject ||
      measuredAgainst ||
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
          // The clause before, only by its modal ("would be extended, with a new date of D"): an expectation there may
          // be the agency's told one ("the FDA now expects to act earlier, with a revised goal date of D").
          (hedgedFrom < clause &&
            cueWithin(
              hedges(cues.hedges).filter((h) => HEDGING_MODAL.test(sentence.slice(h.start, h.end))),
              [hedgedFrom, clause],
            )) ||
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
  // "If the FDA does not approve X by the PDUFA date of D, ...": a denial inside a fronted condition is supposed, not told.
  const lapsed =
    forward !== null &&
    !MODAL_NEGATION.test(sentence.slice(clause, phrase.start)) &&
    !(cues.conditionEnd > phrase.start) &&
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
export function onlyAdjectiveHedge(
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
export function frontedEarlierDate(
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
