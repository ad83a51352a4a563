/**
 * The voice in which a target phrase's clause states its date: current, prior (replaced) or a reference; restated as
 * standing; hedged, negated, lapsed, moved to or advanced; under a condition or a doubt.
 */
import { withoutDeniedMoves, cueWithin, type CueLayer, type HedgeSpan } from './cues.js'
import type { DateMention } from './dates.js'
import { clauseStart } from './clause-shapes.js'
import type { TargetRole } from './target-binding.js'
import { AGENCY_WILL_NOT_ACT, MODAL_NEGATION } from './lapsed-deadlines.js'
import type { Phrase } from './target-phrases.js'
import { AGENCY_ACCEPTED, FDA_ASSIGNS } from './agency-review.js'
import { ADVANCE, EXTENSION_VERB_ANY, REQUESTED } from './move-verbs.js'
import {
  DECISION_ON,
  EXTENSION_OF,
  FORWARD_REFERENCE,
  MEET_REFERENCE,
} from './presupposed-dates.js'
import {
  LENGTHENING_NOUN,
  FUNDED_BEYOND,
  HINDERS_ACTION,
  BACKWARD_REFERENCE,
  TOPIC_REFERENCE,
  withoutFormerNames,
  PRIOR_BEFORE,
  AGENCY_HAD_ASSIGNED,
  AGENCY_HAD_COORDINATED,
  PLUPERFECT_ASSIGNED,
  PLUPERFECT_ASSIGNED_ALL,
  LATER_THAN_BEFORE,
  WITHIN_SPAN_OF_BEFORE,
  RESTATED_LEAD,
  BACKSHIFTED,
  RESTATED_OPENER,
  STILL_STANDS,
  MOVED_OBJECT_BEFORE,
  NEW_BEFORE,
  FRONTED_EARLIER,
  FRONTED_TO_SUBJECT,
  CONDITIONED_BY,
  AWAITS_FILING,
  DOUBTED,
  HEDGING_MODAL,
  WITH_NEW_DATE_LEAD,
  AGENCY_ACTION,
} from './target-voice-patterns.js'

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

/** How the clause around a target phrase states its date. `movedTo` is true when the date follows "to"/"from D0 to". */
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
    (AGENCY_HAD_ASSIGNED.test(lead) ||
      AGENCY_HAD_COORDINATED.test(sentence.slice(Math.max(0, phrase.start - 220), phrase.start))) &&
    // "Prior to the complete response letter, the FDA had set ...": the date before an event is that event's past.
    !/\b(?:prior\s+to|before)\b/i.test(sentence.slice(0, phrase.start)) &&
    !PRIOR_BEFORE.test(lead.replace(PLUPERFECT_ASSIGNED_ALL, ' ')) &&
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
