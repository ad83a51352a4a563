/**
 * The decisions on a target candidate as ordered tables: which kind of assertion its date makes, and what holds it back.
 * Each row is `{ kind | reason, when }`; the first row whose `when` holds wins, so the order of the rows is the order in
 * which the readings win (a negated date is never also `lapsed`; a weakly bound date is never also `hedged`). A row reads
 * only the facts it is given, so each can be tested alone. candidates.ts gathers the facts and reads the tables.
 */
import type { AssertionKind } from '../../schemas/avro/types.js'
import { citesExtension } from './context.js'
import { withoutDeniedMoves } from './cues.js'
import type { Document, ResolvedDate } from './document.js'
import type { ResolvedDrug } from './drug-resolution.js'
import {
  anotherCompanysDecision,
  isCompetitors,
  rivalToTheFilers,
  namedAsCompetition,
  ownedByAnother,
  toldAsCompeting,
  rivalReadBefore,
} from './ownership.js'
import type { TargetBinding } from './target-binding.js'
import { tellsAcceptance } from './agency-review.js'
import { toldLapsed } from './told-as-past.js'
import { newDateYetToBeSet, replacedAfterMove } from './moved-before.js'
import { toldPastOrPresent } from './lexicon/telling.js'
import { closedWords } from './lexicon/function-words.js'
import {
  conditionWords,
  estimatingSources,
  FILING_CONDITION_WORDS,
  hedgeWords,
  intentionForms,
} from './lexicon/hedges.js'
import { MOVING_VERBS, moveVerbSource } from './lexicon/moves.js'
import { modalsOf } from './lexicon/modals.js'
import { durationUnits } from './lexicon/date-nouns.js'
import {
  AGENCY_NOW_PLANS,
  AMENDMENT_SUBMITTED,
  CLASS_REVIEW_UNDERGONE,
  EXTENSION_TOLD_NEXT,
  MOVED_DATE_RECALLED,
  MOVED_QUALIFIER_BEFORE,
  RESUBMISSION_WORD,
  REVIEW_CONTINUES,
} from './kind-cues.js'

/**
 * Why a candidate is held back (not published), machine-readable; null when nothing holds it back.
 * - weak_phrase: the date is bound to a weak target phrase, from afar, or as a reference ("following the PDUFA date of D")
 * - hedged: the date itself is hedged or asked for ("expected PDUFA date of D", "requested that the FDA extend ... to D")
 * - advanced: a move to an earlier date stated loosely ("moved up")
 * - superseded: a later date for the same drug in the same text replaces it
 * - superseded_by_outcome: the text announces the decision; the target date is background
 * - lapsed: the text says the date passed without action
 * - earlier_cycle: a complete response letter the text's own resubmission of the drug answers
 * - negated: the sentence negates the date's verb ("has not set a PDUFA date of D")
 * - prior: the sentence calls the date an earlier one ("the original PDUFA date was D", "previously D")
 * - no_drug, year_unknown, implausible, ambiguous_date, indirect, ungrounded: see gradeReason
 */
export type HoldReason =
  | 'weak_phrase'
  | 'hedged'
  | 'advanced'
  | 'superseded'
  | 'superseded_by_outcome'
  | 'lapsed'
  | 'no_drug'
  | 'year_unknown'
  | 'implausible'
  | 'ambiguous_date'
  | 'indirect'
  | 'ungrounded'
  | 'competitor'
  | 'earlier_cycle'
  | 'negated'
  | 'prior'

/** What the kind of a target date is read from. */
export interface KindFacts {
  binding: TargetBinding
  /** The replaced date the sentence gives, resolved (null: none). */
  prior: ResolvedDate | null
  /** The sentence. */
  text: string
  /** The clause around the date (between semicolons, apart from a contrasting ", while ..."). */
  clause: string
  /** A move of the drug told in the sentences before, with no resubmission or letter told after it (read on demand). */
  movedSinceResubmission: () => boolean
  /** The text reports this drug's accepted resubmission (read on demand). */
  resubmitted: () => boolean
  /** The sentence right before tells a move of this drug's date and gives no date; this one is told now (on demand). */
  movedJustBefore: () => boolean
  /** The next sentence of the text ('' after the last). */
  nextText: string
}

export interface KindRule {
  kind: AssertionKind
  when: (facts: KindFacts) => boolean
}

/** A date with no date before it in a clause that tells the application undergoes a Class 1 or 2 review. */
function classReviewDate(
  binding: KindFacts['binding'],
  prior: KindFacts['prior'],
  clause: string,
): boolean {
  return !binding.advance && prior === null && CLASS_REVIEW_UNDERGONE.test(clause)
}

/**
 * The sentence itself moves the date; else a "new"/"updated" date after a move of this drug is the moved date; else a
 * reported resubmission of this drug makes it a new cycle's date; else a "revised" or "extended" date is a moved one;
 * else the date is set.
 */
export const KIND_RULES: readonly KindRule[] = [
  {
    kind: 'date_extended',
    // An extension cited in another clause of the sentence ("...; the date for Y remains D") moves only a "new" date.
    when: ({ binding, prior, clause, text }) =>
      (binding.extension && !classReviewDate(binding, prior, clause)) ||
      prior !== null ||
      (binding.mayBeMoved !== true &&
        (citesExtension(clause) || (binding.newModifier && citesExtension(text)))),
  },
  {
    kind: 'resubmission_date_set',
    // "The Zelvora NDA will undergo a Class 2 review with a decision deadline (pushed out to) D": the class of the review
    // the application undergoes makes it a resubmission, and its date, set or put later with no date before it, is that
    // cycle's goal date, not a move of the review under way (a move from a written date stays an extension).
    when: ({ binding, prior, clause }) => classReviewDate(binding, prior, clause),
  },
  {
    kind: 'date_extended',
    // "The FDA extended its review of the resubmitted NDA ... The new PDUFA date is D": the move is the news, when no
    // resubmission or letter is told after it (an earlier cycle's move is history).
    when: ({ binding, movedSinceResubmission }) => binding.newModifier && movedSinceResubmission(),
  },
  {
    kind: 'date_extended',
    // "The FDA has extended the goal date of the BLA for X. The PDUFA action date for X is set for D.": the move told the
    // sentence before with no date of its own; the current date stated next is the moved one.
    when: ({ binding, movedJustBefore }) =>
      binding.role === 'current' && !binding.advance && movedJustBefore(),
  },
  { kind: 'resubmission_date_set', when: ({ resubmitted }) => resubmitted() },
  {
    kind: 'date_extended',
    // "The FDA informed Kestrel that it now plans to complete its review of the NDA by D": the agency's own deadline told
    // as changed ("now", right before its intention) is the moved one, where the sentence tells no resubmission.
    when: ({ binding, clause }) =>
      !binding.advance && AGENCY_NOW_PLANS.test(clause) && !RESUBMISSION_WORD.test(clause),
  },
  {
    kind: 'date_extended',
    // "Following the submission of additional manufacturing information, the new target action date for X is D": a new
    // date the sentence ties to the sponsor's answer to the agency's request for more (an amendment) is the moved one,
    // where the sentence tells no resubmission (a reset after a letter, whose first date is "new" as well).
    when: ({ binding, text }) =>
      binding.newModifier &&
      !binding.advance &&
      AMENDMENT_SUBMITTED.test(text) &&
      !RESUBMISSION_WORD.test(text),
  },
  {
    kind: 'date_extended',
    // "The NDA remains under regulatory review, with the FDA having set a new action date of D": a new date the sentence
    // gives while the application is still in review is the moved one, where it tells no resubmission (a resubmitted
    // application "under review" takes a first date that is "new" as well).
    when: ({ binding, text }) =>
      binding.newModifier &&
      !binding.advance &&
      REVIEW_CONTINUES.test(text) &&
      !RESUBMISSION_WORD.test(text),
  },
  {
    kind: 'date_extended',
    // "The revised PDUFA target action date for X is D": an adjective that itself says the date was moved, where the text
    // tells no resubmission ("new" and "updated" do not: a first date after a resubmission takes them as well).
    when: ({ binding, text }) =>
      binding.newModifier &&
      !binding.advance &&
      // "has not extended the PDUFA goal date of D": the participle of a denied move is no adjective of the date.
      MOVED_QUALIFIER_BEFORE.test(
        withoutDeniedMoves(
          text.slice(
            Math.max(0, (binding.phraseStart ?? binding.anchor.start) - 40),
            binding.phraseStart ?? binding.anchor.start,
          ),
        ),
      ),
  },
  {
    kind: 'date_extended',
    // "the FDA has set a new PDUFA action date of D for its review of X. The revised action date is the result of ...": a
    // new date the next sentence calls revised or extended is a move told as a date set, where neither sentence tells a
    // resubmission (a reset after a letter is a new date too). So is a new date the next sentence opens with the agency
    // extending ("The agency extended the date to allow for time to review ...").
    when: ({ binding, text, nextText }) =>
      binding.newModifier &&
      !binding.advance &&
      (MOVED_DATE_RECALLED.test(nextText) || EXTENSION_TOLD_NEXT.test(nextText)) &&
      !RESUBMISSION_WORD.test(text) &&
      !RESUBMISSION_WORD.test(nextText),
  },
  { kind: 'date_set', when: () => true },
]

/** What holds a target date back is read from. */
export interface HoldFacts {
  doc: Document
  /** The sentence's index and text. */
  sentence: number
  text: string
  binding: TargetBinding
  /** The kind KIND_RULES gave the date. */
  kind: AssertionKind
  drug: ResolvedDrug | null
}

export interface HoldRule {
  reason: HoldReason
  when: (facts: HoldFacts) => boolean
}

/** " is expected to be " between a "new" target phrase and its date. */
/**
 * A condition of moving right after the date: "if so extended", "if extended", "if the review is extended", "should it
 * extend", "in the event the FDA extends": the date is the move's if it happens, not a move told.
 */
const CONDITIONAL_MOVE_AFTER = new RegExp(
  String.raw`^[^.;]{0,40}?\b(?:${conditionWords('if', 'should')}|in\s+the\s+event(?:\s+that)?)\s+(?:so\s+|it\s+|they\s+|the\s+(?:[\w-]+\s+){1,3}?)?(?:${closedWords('is', 'be', 'are', 'was', 'were')}\s+)?${moveVerbSource(MOVING_VERBS, { forms: 'inflected', particles: 'optional' })}\b`,
  'i',
)
/**
 * A condition of something other than the move right after a date its clause tells as still to come: "will be extended
 * to D if the FDA deems the response a major amendment", "will move to D, provided the FDA accepts the amendment", "...,
 * subject to the FDA's acceptance of the amendment": the date hangs on an event the text does not tell as done. Not a
 * condition of the decision itself ("D, if approved, X would be the first": the approval's), nor a denied one ("by D,
 * unless the review is extended", "if it does not extend the review": the date stands unless moved), nor a date told as
 * done ("extended the goal date to D after ...": no future or modal before it in its clause).
 */
const CONDITION_AFTER_DATE = new RegExp(
  String.raw`^\s*,?\s*(?:only\s+)?(?:${conditionWords('if', 'should', 'assuming', 'provided', 'providing', 'in the event', 'subject to', 'contingent on', 'contingent upon')})\b(?!\s+(?:(?:it|they|[\w-]+)\s+(?:is|are)\s+)?approv)(?![^,;.]{0,60}(?:\bnot\b|n['’]t\b))`,
  'i',
)
/** "will", "would", "is expected to" in the clause before the date: what it says of the date is still to come. */
const STILL_TO_COME = new RegExp(
  String.raw`\b(?:${modalsOf('future', 'condition', 'possibility')}|${closedWords('is', 'are')}\s+(?:going|${intentionForms('expected')}|${hedgeWords('likely')})\s+to)\b`,
  'i',
)
/** "Once the FDA accepts the amendment, ...", "Upon acceptance of the amendment, ...": a time fronted, that may not come. */
const FRONTED_TIME = new RegExp(
  String.raw`^\s*(?:${conditionWords('once', 'upon')})\b[^;]{1,120}?,`,
  'i',
)
/**
 * ", if the NDA is accepted", ", assuming the application is filed" right after the date: a goal date exists only once
 * the agency files the application, so the date hangs on it whatever the tense before it ("The PDUFA date for X is D, if
 * the NDA is accepted" is the company's reckoning). Not a condition denied ("unless the NDA is not accepted").
 */
const FILING_CONDITION_AFTER_DATE = new RegExp(
  String.raw`^\s*,?\s*(?:only\s+)?(?:${FILING_CONDITION_WORDS}|${conditionWords('provided', 'providing')})\b(?![^,;.]{0,60}(?:\bnot\b|n['’]t\b))[^,;.]{0,60}?\b(?:accept(?:s|ed|ance)?|fil(?:ed|es|ing))\b`,
  'i',
)
/**
 * "..., according to analysts at Leerink", "According to consensus estimates, ...", "..., analysts said": the sentence
 * gives the date on the word of those who reckon it (an analyst's date is computed from the filing, not disclosed).
 */
const ATTRIBUTED_TO_ESTIMATES = new RegExp(
  String.raw`\baccording\s+to\s+(?:[\w-]+\s+){0,3}?${estimatingSources('analysts', 'analyst', 'estimates', 'consensus', 'forecasts')}\b|\b${estimatingSources('analysts', 'analyst')}\s+(?:${toldPastOrPresent(['say', 'note'])})\b`,
  'i',
)
function conditionedToCome(text: string, binding: TargetBinding): boolean {
  if (FILING_CONDITION_AFTER_DATE.test(text.slice(binding.date.end, binding.date.end + 100)))
    return true
  const clause = text.slice(0, binding.date.start).split(/;|\n/).pop()!.slice(-160)
  if (!STILL_TO_COME.test(clause)) return false
  if (CONDITION_AFTER_DATE.test(text.slice(binding.date.end, binding.date.end + 100))) return true
  const fronted = FRONTED_TIME.exec(text)
  return (
    fronted !== null &&
    fronted[0].length <= binding.date.start &&
    STILL_TO_COME.test(text.slice(fronted[0].length, binding.date.start))
  )
}
const NEW_DATE_EXPECTED_TO_BE =
  /^[^;:.]{0,80}?\b(?:is|was)\s+(?:now\s+)?(?:expected|anticipated)\s+to\s+be\s*$/i

/**
 * Bound from afar, as a reference or by a weak phrase: not the current date of a strong target phrase (a pluperfect
 * assignment still counts as current). "its new target date was D" after the text told the move: a weak noun names the
 * moved date. A standing restatement with no regulatory word is weak unless its own sentence names the product.
 */
function weaklyBound({ binding, kind, drug, sentence }: HoldFacts): boolean {
  return (
    (binding.role !== 'current' && binding.pluperfect !== true) ||
    (binding.strength !== 'strong' &&
      !(binding.newModifier && !binding.advance && kind === 'date_extended')) ||
    // "The Zelvora decision is still D" with no regulatory word in the sentence: a decision date only of the product the
    // sentence names ("the Kestrel decision", "the final investment decision" name none; a product named in another
    // sentence is that sentence's topic).
    (binding.needsProductInSentence === true && drug?.sentence !== sentence)
  )
}

/** The order in which hold reasons win; a candidate no row holds is not held back by the grammar. */
export const HOLD_RULES: readonly HoldRule[] = [
  { reason: 'negated', when: ({ binding }) => binding.negated === true },
  // A date the sentence calls earlier ("the original PDUFA date was D"); a pluperfect one still stands. And "The FDA will
  // take three more months to review X. A decision had been expected by D.": the date the move told before replaced.
  {
    reason: 'prior',
    when: ({ doc, sentence, text, binding, drug }) =>
      (binding.role === 'prior' && binding.pluperfect !== true) ||
      (binding.role === 'current' &&
        !binding.newModifier &&
        drug !== null &&
        replacedAfterMove(doc, sentence, text, binding, drug.entity)),
  },
  // "the PDUFA date passed on D", "the goal date of D came and went": the date's own predicate says it is gone.
  {
    reason: 'lapsed',
    when: ({ doc, sentence, binding, text, drug }) =>
      binding.lapsed ||
      toldLapsed(text, binding) ||
      // "... a new PDUFA date will be set by the Agency": no date of the drug stands until then (moved-before.ts).
      (drug !== null && newDateYetToBeSet(doc, sentence, drug.entity)),
  },
  { reason: 'advanced', when: (facts) => weaklyBound(facts) && facts.binding.advance },
  { reason: 'weak_phrase', when: weaklyBound },
  {
    reason: 'hedged',
    when: ({ doc, sentence, text, binding, kind }) =>
      // "with a new PDUFA date of D if so extended", "D, should it extend the review": the move is only supposed.
      CONDITIONAL_MOVE_AFTER.test(text.slice(binding.date.end, binding.date.end + 100)) ||
      // "will be extended to D if the FDA deems the response a major amendment": the date hangs on an event to come.
      conditionedToCome(text, binding) ||
      ATTRIBUTED_TO_ESTIMATES.test(text) ||
      (binding.modal &&
        // "The FDA accepted the NDA for X. The Company has an anticipated PDUFA date of D.": the adjective is the writer's
        // habit after the acceptance the sentence before tells.
        !(
          binding.hedgedByAdjective &&
          doc.sentenceTexts.some(
            (t, j) => j < sentence && !doc.boilerplate[j] && tellsAcceptance(t),
          )
        ) &&
        // "The FDA extended the review ... the new target action date is expected to be D": after the move the text
        // tells, the new date is the agency's; "expected to be" only restates it. Standing alone, "the new target date is
        // expected to be D" says as much: only a reset date is new.
        !(
          binding.newModifier &&
          NEW_DATE_EXPECTED_TO_BE.test(text.slice(binding.anchor.end, binding.date.start))
        )),
  },
  {
    reason: 'competitor',
    when: ({ doc, sentence, text, drug, binding }) =>
      isCompetitors(beforeALaterComparison(text, binding)) ||
      rivalToTheFilers(doc, text) ||
      ownedByAnother(doc, text, drug) ||
      namedAsCompetition(text, drug) ||
      toldAsCompeting(doc, sentence, drug) ||
      rivalReadBefore(doc, sentence, drug) ||
      // "For example, Greystone Therapeutics has submitted an NDA for its product GRT-77, for which the FDA has
      // assigned a PDUFA date of D": another company's own application.
      (/\b(?:its|their)\b/i.test(text) && anotherCompanysDecision(doc, text)),
  },
]

/** The kind of the first row that holds. */
export function kindOf(facts: KindFacts): AssertionKind {
  return KIND_RULES.find((rule) => rule.when(facts))!.kind
}

/** The reason of the first row that holds, or null. */
export function holdReasonOf(facts: HoldFacts): HoldReason | null {
  return HOLD_RULES.find((rule) => rule.when(facts))?.reason ?? null
}

/**
 * "The FDA will issue a decision on X by D, roughly two weeks after a verdict is expected on a rival treatment": a clause
 * right after the date that sets it against another product's event ("after", "before", "ahead of", a span between)
 * tells the rival's event; the rival's words there do not make the date another sponsor's. Only that trailing clause is
 * set aside ("A rival drug, Y, has a PDUFA date of D, two weeks after ours" stays a competitor's).
 */
const LATER_COMPARISON = new RegExp(
  String.raw`^,\s+(?:(?:[\w-]+\s+){0,3}?${durationUnits('days', 'weeks', 'months')}\s+)?(?:${closedWords('after', 'before')}|ahead\s+of)\b`,
  'i',
)
function beforeALaterComparison(text: string, binding: TargetBinding): string {
  return LATER_COMPARISON.test(text.slice(binding.date.end))
    ? text.slice(0, binding.date.end)
    : text
}
