/**
 * Decision frames: the deadline of an agency decision stated with no target noun ("the FDA will now rule on the X
 * application by D", "a decision is due by D", "the FDA has until D to act"). The deadline of an FDA decision on an
 * application is its PDUFA date whatever it is called; sentence-targets.ts reads the dates its phrases did not claim.
 */
import { isNameLikeToken } from './name-tokens.js'
import { cueWithin, type CueLayer } from './cues.js'
import type { DateMention } from './dates.js'
import { matchesOf } from './regexp-matches.js'
import { asciiLowerCase } from './name-search.js'
import { mayMatchIn } from './pattern-cues.js'
import {
  GAP_DISQUALIFIER,
  REGULATORY_CONTEXT,
  RELATIVE_ASIDE,
  clauseStart,
} from './clause-shapes.js'
import { bindingOf, type TargetBinding } from './target-binding.js'
import { FILING_CONDITION_WORDS } from './lexicon/hedges.js'
import { closedWords } from './lexicon/function-words.js'
import { FOREIGN_AGENCIES, FOREIGN_MARKETS } from './lexicon/agencies.js'
import { anyOf } from './lexicon/compile.js'
import { JUDICIAL_BODIES } from './lexicon/english-non-names.js'
import { decisionNouns, renderingVerbs } from './lexicon/review.js'
import { applicationNouns } from './lexicon/applications.js'
import { filingVerbs } from './lexicon/applications.js'
import { notProductObjects } from './lexicon/approval-objects.js'
import { productNouns } from './lexicon/products.js'
import { keepingWords } from './lexicon/moves.js'
import { intentionForms } from './lexicon/hedges.js'
import { dateQualifiers } from './lexicon/qualifiers.js'
import { businessDeals, companyHoldings } from './lexicon/agents.js'
import { otherEvents } from './lexicon/events.js'
import { AGENCY_DEADLINE_SHAPES } from './agency-deadline-shapes.js'
import { tellsAcceptance, tellsApplicationReview } from './agency-review.js'
import {
  DECISION_FRAME,
  DECISION_FRAME_AT,
  DONE_ACCEPTANCE,
  IN_BEFORE_DAY,
  BARE_DECISION_BEFORE_DAY,
  AGENCY_RELATIVE_ASIDE_IN_GAP,
  RELATIVE_ASIDES_IN_GAP,
  PRIOR_DECISION_FRAME,
  OTHER_BODY_AFTER_DAY,
  CONTRASTED_DECISION_FRAME,
  CONTRAST_AFTER,
} from './decision-frame-patterns.js'
import { asidePriorDeadline, frontedPriorDeadline } from './prior-deadlines.js'

/** "the FDA review of X", "the agency's review": the agency's own review, named inside a bare action's frame. */
const AGENCY_REVIEW_IN_FRAME = /\b(?:fda|agency)(?:['’]s)?\s+review\b/i

/** "the NDA", "its application", "the sBLA": an application named in a sentence. */
const APPLICATION_NAMED = new RegExp(
  String.raw`\b(?:s?nda|s?bla|${applicationNouns('application', 'resubmission', 'supplement')})\b`,
  'i',
)

/**
 * Decisions the agency takes that are not the approval decision: "whether to accept the NDA for filing", "its filing
 * decision", "on the IND", "on the Special Protocol Assessment", "on the citizen petition", "on the formal dispute"; an
 * enforcement ("take action against the plant").
 */
const NOT_AN_APPROVAL_DECISION = new RegExp(
  String.raw`\b(?:whether\s+to\s+accept|for\s+filing|action\s+against|filing\s+(?:decision|review)|${notProductObjects('ind', 'spa', 'petition', 'dispute', 'protocol', 'amendment', 'rems')}|special\s+protocol\s+assessment|citizen\s+petition|clinical\s+hold|label(?:ing)?\s+(?:negotiations?|discussions?))\b`,
  'i',
)

/**
 * "a regulatory ruling", "the regulatory decision": a decision the frame itself calls regulatory; "a Class 2
 * resubmission ... review clock": a review the frame itself gives to a resubmission.
 */
const REGULATORY_DECISION = new RegExp(
  String.raw`\bregulatory\s+${decisionNouns('decision', 'ruling', 'verdict', 'judgment')}\b|\b(?:resubmission|class\s+[12])\b`,
  'i',
)

/**
 * "the board's decision", "the committee's approval decision", "the investors' ruling" at a frame's start: the decision of
 * a body of the company or of another panel, not the agency's ("The board's approval decision is expected by D"); nor
 * another country's or its agency's ("a Japanese regulatory decision is expected D", "the EMA decision is due by D"),
 * the market named after the noun too ("Regulatory decision in the EU expected D", a results table's row).
 */
/** A court or another judicial body named anywhere in the sentence ("the Court of Chancery", "the arbitrator"). */
const JUDICIAL_BODY = new RegExp(String.raw`\b${anyOf(JUDICIAL_BODIES)}\b`, 'i')
const OWNED_BY_ANOTHER_BODY = new RegExp(
  String.raw`\b(?:${companyHoldings('board', 'investors', 'management', 'shares')}|${otherEvents('committee', 'panel')}|${anyOf(Object.keys(FOREIGN_AGENCIES))}|${anyOf(Object.keys(FOREIGN_MARKETS))})(?:['’]s?)?\s+(?:(?:${decisionNouns('approval')}|final|regulatory)\s+)?${decisionNouns('decision', 'ruling', 'verdict', 'judgment')}\b|\b${decisionNouns('decision', 'ruling', 'verdict', 'judgment')}\s+${closedWords('in', 'for')}\s+(?:the\s+)?(?:${anyOf(Object.keys(FOREIGN_MARKETS))})\b`,
  'i',
)

/**
 * The object of an awaited answer (the answer frame) that is no application: a request, a waiver, an appeal, questions, a
 * study's design or a plan (an answer on a meeting, a protocol or an IND is already none: GAP_DISQUALIFIER,
 * NOT_AN_APPROVAL_DECISION).
 */
const ANSWER_ON_NO_APPLICATION = new RegExp(
  String.raw`\b${notProductObjects('request', 'waiver', 'appeal', 'question', 'questions', 'inquiry', 'inquiries', 'design', 'plan', 'proposal', 'pathway')}\b`,
  'i',
)

/** "the merger agreement", "the acquisition": a deal named in the sentence (a bare review clock there is the deal's). */
const DEAL_NAMED = new RegExp(
  String.raw`\b${businessDeals('agreement', 'acquisition', 'merger', 'deal', 'offering')}\b`,
  'i',
)

/** " on the merger", " regarding X": a decision's object named in its frame. */
const DECISION_OBJECT = new RegExp(
  String.raw`\b(?:${decisionNouns('decision', 'ruling', 'verdict', 'action')}|(?<=regulatory\s+)${decisionNouns('judgment')})\s+(?:${closedWords('on', 'for', 'regarding', 'concerning', 'about')})\b`,
  'i',
)

/**
 * " on the small molecule kinase inhibitor is", " on the drug is": a decision's object that is the product under review,
 * told by a description ending in a product's noun (lexicon/products.ts) and closing the object right before the frame's
 * copula or comma (s20 r61: "An NDA for X is under review ... A decision on the small molecule inhibitor is due D").
 * "a decision on the merger", "on the drug's label", "on the appeal" name no product.
 */
const DECISION_ON_DESCRIBED_PRODUCT = new RegExp(
  String.raw`\b${decisionNouns('decision', 'ruling', 'verdict')}\s+(?:${closedWords('on', 'for', 'regarding', 'concerning', 'about')})\s+(?:${closedWords('the', 'its', 'their')})\s+(?:[\w-]+\s+){0,5}?${productNouns('drug', 'medicine', 'pill', 'product', 'therapy', 'therapeutic', 'treatment', 'candidate', 'compound', 'agent', 'formulation', 'biologic', 'antibody', 'vaccine', 'antibiotic', 'antidepressant', 'antipsychotic', 'anticoagulant', 'antitoxin', 'antivenom', 'inhibitor', 'antagonist', 'agonist', 'ADC', 'conjugate', 'peptide')}\s*(?:,|(?:is|was|${keepingWords('remains')})\b)`,
  'i',
)

/** "up for a potential approval", "up for FDA approval" (the upFor frame): an approval awaited. */
const UP_FOR_APPROVAL =
  /\bup\s+for\s+(?:an?\s+)?(?:(?:potential|possible)\s+)?(?:fda\s+)?approval\b/gi

/** "is due to be announced", "is expected to be made": the decision itself made known (its frame), no other telling. */
const DECISION_MADE_KNOWN = new RegExp(
  String.raw`\b(?:due|expected)\s+to\s+be\s+${renderingVerbs('announced', 'made', 'issued', 'delivered', 'rendered')}\b`,
  'gi',
)

/** "plans to submit", "intends to file": the application is not filed yet. */
const PLANNED_FILING = new RegExp(
  String.raw`\b${intentionForms('plan', 'plans', 'planned', 'planning', 'intend', 'intends', 'intending', 'expect', 'expects', 'anticipate', 'anticipates', 'aim', 'aims')}\s+to\s+${filingVerbs('submit', 'file', 'resubmit')}\b`,
  'i',
)

/** "If the NDA is accepted, the FDA would decide by D": a decision that hangs on the filing being accepted. */
const AWAITS_FILING = new RegExp(
  String.raw`\b${FILING_CONDITION_WORDS}\b[^.;]{0,80}?\b(?:accept\w*|fil(?:ed|ing)|submi\w*|standard\s+review|priority\s+review)\b`,
  'i',
)
/** "expects that the ", "anticipates that ": the subject's expecting right before the agency's frame. */
/** "now" inside a frame ("the FDA now expects to act by", "is now due"): the decision's schedule as it stands after a change. */
const NOW_IN_FRAME = /\bnow\b/i
/** "a new ", "a revised " right before a date an agency deadline shape binds. */
const NEW_RIGHT_BEFORE = new RegExp(
  String.raw`\b${dateQualifiers('new', 'revised', 'updated')}\s+$`,
  'i',
)

const EXPECTS_THAT = /\b(?:expects?|anticipates?)\s+(?:that\s+)?(?:the\s+)?(?:u\.s\.\s+)?$/i

/**
 * The bindings of the decision frames of one (date-masked) sentence, for dates no target phrase claimed; `claimed`
 * gains every date a frame takes. `inexactTargets` counts frames whose deadline is a month, quarter or half.
 */
export function bindDecisionFrames(
  sentence: string,
  dates: readonly DateMention[],
  cues: CueLayer,
  claimed: Set<DateMention>,
  // The sentence right before tells the FDA's review of an application ("The FDA accepted the NDA for X. A decision is
  // expected June 2."): the regulatory context a frame's own sentence may leave out.
  reviewBefore = false,
  // The sentence right before binds a goal date (a roundup's rows, "X is up for an FDA decision on D1. Y Bio is expecting
  // a decision on D2 for Z."): the context an awaited decision's day (awaitedDay) may take.
  datedBefore = false,
  // The sentence right before tells the FDA accepted the application ("The FDA has accepted the NDA for X."): the context
  // a bare review clock (bareClock) takes.
  acceptedBefore = false,
  // The sentence right before tells an NDA or a BLA under review with no agency named ("An NDA for X from Kestrel Bio is
  // under review to treat ..."): the context of a decision on the product described only (DECISION_ON_DESCRIBED_PRODUCT);
  // a standing decision ("The final investment decision remains D") takes none from it.
  underReviewBefore = false,
): { bindings: TargetBinding[]; inexactTargets: number } {
  const bindings: TargetBinding[] = []
  let inexactTargets = 0
  // Every frame and every agency deadline binds a date no phrase claimed: with none left, none binds, and the sentence is
  // not scanned (most sentences read here have their dates claimed by a target phrase already).
  if (dates.every((date) => claimed.has(date))) return { bindings, inexactTargets }
  // A sentence without any of a frame pattern's words (pattern-cues.ts) is not scanned with it: most sentences read here
  // hold a target phrase's word only ("update", "Exchange Act", "Date of Report").
  const lowered = asciiLowerCase(sentence)
  // "A decision had previously been expected by D0": the deadline the text says the decision used to have. A prior,
  // never a target; a move the text tells beside it takes it as its replaced date (candidates.ts).
  // Read before the frames of the current deadline: "the initial FDA decision was scheduled for D0" has a frame's shape.
  const priorFrames = mayMatchIn(PRIOR_DECISION_FRAME, lowered)
    ? matchesOf(PRIOR_DECISION_FRAME, sentence)
    : []
  const contrastedFrames = mayMatchIn(CONTRASTED_DECISION_FRAME, lowered)
    ? matchesOf(CONTRASTED_DECISION_FRAME, sentence)
    : []
  for (const frame of [...priorFrames, ...contrastedFrames]) {
    const frameEnd = (frame.index ?? 0) + frame[0].length
    const date = dates.find((d) => d.start === frameEnd)
    // No regulatory word needed: a prior is never published, and only a move of the same drug in the sentences around it
    // takes it.
    if (date === undefined || claimed.has(date) || date.precision !== 'day') continue
    if (contrastedFrames.includes(frame) && !CONTRAST_AFTER.test(sentence.slice(date.end))) continue
    if (NOT_AN_APPROVAL_DECISION.test(frame[0].replace(RELATIVE_ASIDE, ' '))) continue
    claimed.add(date)
    bindings.push(bindingOf(date, { start: frame.index ?? 0, end: frameEnd }, { role: 'prior' }))
  }

  // Decision frames with no target noun: "the FDA will now rule on the application by D", "a decision is due by D".
  const frames = mayMatchIn(DECISION_FRAME, lowered) ? matchesOf(DECISION_FRAME, sentence) : []
  for (const frame of frames) {
    const frameEnd = (frame.index ?? 0) + frame[0].length
    const date = dates.find((d) => d.start === frameEnd)
    if (date === undefined || claimed.has(date)) continue
    if (
      date.precision !== 'day' &&
      (IN_BEFORE_DAY.test(frame[0]) || BARE_DECISION_BEFORE_DAY.test(frame[0]))
    )
      continue
    DECISION_FRAME_AT.lastIndex = frame.index ?? 0
    const gapStart =
      DECISION_FRAME_AT.exec(sentence)?.indices?.groups?.['verb']?.[0] ?? frame.index ?? 0
    if (
      // "complete its review and provide an action letter ... by D": the action letter is the decision, not another event.
      // "is up for a potential approval on D": the approval awaited, not one had on a day (the gap's "approval on").
      GAP_DISQUALIFIER.test(
        sentence
          .slice(gapStart, frameEnd)
          .replace(RELATIVE_ASIDES_IN_GAP, ' ')
          .replace(/\baction\s+letter\b/gi, ' ')
          .replace(UP_FOR_APPROVAL, ' ')
          .replace(DECISION_MADE_KNOWN, ' '),
      ) ||
      NOT_AN_APPROVAL_DECISION.test(
        sentence
          .slice(frame.index ?? 0, frameEnd)
          .replace(RELATIVE_ASIDE, ' ')
          .replace(DONE_ACCEPTANCE, ' '),
      ) ||
      OWNED_BY_ANOTHER_BODY.test(sentence.slice(Math.max(0, (frame.index ?? 0) - 30), frameEnd))
    )
      continue
    // "The review clock ends on D", "the review is to be completed by D": the FDA's only after its acceptance of the
    // application, told in this sentence or the one before (a submission alone leaves the 60-day filing review; another
    // agency's review names no FDA).
    // A deal's review period ("Under the merger agreement, the review period closes on D") is none, whatever came before.
    if (
      (frame.groups?.['bareClock'] !== undefined || frame.groups?.['bareReview'] !== undefined) &&
      (!(
        (acceptedBefore || tellsAcceptance(sentence)) &&
        (reviewBefore || tellsApplicationReview(sentence))
      ) ||
        DEAL_NAMED.test(sentence))
    )
      continue
    // A decision of the agency on an application: "a decision on the merger is expected by D" is no PDUFA date.
    // A standing decision restated in a release about something else may name no regulatory word ("The Zelvora decision is
    // still D"): it binds, for the product its sentence names only (needsProductInSentence).
    // "A regulatory ruling for X is scheduled for D": the frame's own adjective says whose decision it is.
    // After a sentence that tells the FDA's review, a bare decision ("A decision is expected June 2.") is its decision; one
    // on something the sentence names ("a decision on the merger") is not.
    // An awaited decision's day ("expecting a decision on D"): its "on" is the day's, not an object's; the body after the
    // day must not be another one's ("on D from the court").
    const awaitedDay = frame.groups?.['awaitedDay'] !== undefined
    const upFor = frame.groups?.['upFor'] !== undefined
    const answer = frame.groups?.['answer'] !== undefined
    if (
      (awaitedDay || upFor || answer) &&
      OTHER_BODY_AFTER_DAY.test(sentence.slice(date.end, date.end + 60))
    )
      continue
    // "expects a response from the FDA on its meeting request / on the questions / on the study design by D": the answer
    // to something that is no application decides nothing.
    if (answer && ANSWER_ON_NO_APPLICATION.test(frame[0])) continue
    const regulatory =
      REGULATORY_CONTEXT.test(sentence) ||
      REGULATORY_DECISION.test(frame[0]) ||
      (awaitedDay
        ? reviewBefore || datedBefore
        : (reviewBefore && !DECISION_OBJECT.test(frame[0])) ||
          ((reviewBefore || underReviewBefore) && DECISION_ON_DESCRIBED_PRODUCT.test(frame[0])))
    const named = frame.groups?.['named']
    if (!regulatory && frame.groups?.['standing'] === undefined && named === undefined && !upFor)
      continue
    // "The Delaware decision remains slated for D, when the Court of Chancery is expected to rule": a standing decision
    // with no regulatory word in a sentence that names a court is the court's.
    if (!regulatory && JUDICIAL_BODY.test(sentence)) continue
    // "Court decision due D": the word premodifying a headline's decision must be a product's name, not any noun.
    if (named !== undefined && !isNameLikeToken(named, 'product')) continue
    // A bare "action" is the agency's on an application only where one is named ("The FDA inspected the plant; action is
    // expected by D" is no decision date), or where the frame names the agency's review it follows ("An action further to
    // the FDA review of X is expected on or before D"; a court's or another agency's review is none).
    if (
      frame.groups?.['bareAction'] !== undefined &&
      !reviewBefore &&
      !APPLICATION_NAMED.test(sentence) &&
      !AGENCY_REVIEW_IN_FRAME.test(frame[0])
    )
      continue
    claimed.add(date)
    if (date.precision !== 'day') {
      inexactTargets++
      continue
    }
    const clause = clauseStart(sentence, frame.index ?? 0)
    // "The FDA, which follows its panels but is not obligated to, is expected to decide by D": the aside's negation is its
    // own, not the frame's.
    const aside = AGENCY_RELATIVE_ASIDE_IN_GAP.exec(sentence.slice(frame.index ?? 0, gapStart))
    const asideStart = (frame.index ?? 0) + (aside?.index ?? 0)
    if (
      aside === null
        ? cueWithin(cues.negations, [clause, frameEnd])
        : cueWithin(cues.negations, [clause, asideStart]) ||
          cueWithin(cues.negations, [asideStart + aside[0].length, frameEnd])
    )
      continue
    const priorDate =
      frontedPriorDeadline(sentence, dates, frame.index ?? 0, claimed) ??
      asidePriorDeadline(sentence, dates, frame.index ?? 0, date, claimed)
    if (priorDate !== null) claimed.add(priorDate)
    bindings.push(
      bindingOf(
        date,
        { start: frame.index ?? 0, end: frameEnd },
        {
          // "The agency now plans to take action by D", "the decision is now expected on D": the frame's "now" tells the
          // schedule as changed, as "new" does a target noun (an extension where the text tells a move: target-rules.ts).
          newModifier: NOW_IN_FRAME.test(frame[0]),
          // The frame's own "expected"/"scheduled" is the verb's: the deadline is presupposed. A hedge before the frame is
          // not, nor a condition fronted before it ("If the NDA is accepted, Kestrel expects a decision ... by D").
          // "likely to decide by D" is the writer's estimate unless the sentence tells the agency's acceptance or grant; a
          // condition on the filing anywhere before the frame ("if the NDA is accepted, the agency is expected to decide by
          // D") holds it.
          // "Kestrel expects that the FDA will complete its review ... by D": the expecting is the subject's, as in "expects a
          // decision by D"; the deadline is presupposed.
          modal:
            cueWithin(cues.hedges, [
              clause,
              (frame.index ?? 0) -
                (EXPECTS_THAT.exec(sentence.slice(clause, frame.index ?? 0))?.[0].length ?? 0),
            ]) ||
            (cues.conditionEnd >= 0 && cues.conditionEnd <= (frame.index ?? 0)) ||
            AWAITS_FILING.test(sentence.slice(0, frame.index ?? 0)) ||
            // "plans to submit the BLA, with expected FDA action by D": a deadline of an application not yet filed is the
            // company's projection.
            PLANNED_FILING.test(sentence.slice(0, frame.index ?? 0)) ||
            (/\blikely\b/i.test(frame[0]) &&
              !/\baccept(?:ed|s)\b|\bgrant\w*\s+(?:\w+\s+)?priority\s+review\b/i.test(sentence)),
          ...(regulatory ? {} : { needsProductInSentence: true }),
          priorDate,
        },
      ),
    )
  }

  // A date the agency gave itself, named as its decision's deadline by the words around it: bound as the current date,
  // unless negated in its clause; a hedge or an opening condition before it makes it modal.
  // The shapes are read in their table's order (decision-frame-patterns.ts): a date one shape claims, no later one reads.
  for (const shape of AGENCY_DEADLINE_SHAPES) {
    const { before, beforeChars, after, afterChars, inRegulatoryContext, ownHedgeVerb } = shape
    for (const date of dates) {
      if (claimed.has(date) || date.precision !== 'day') continue
      if (!before.test(sentence.slice(Math.max(0, date.start - beforeChars), date.start))) continue
      if (!after.test(sentence.slice(date.end, date.end + afterChars))) continue
      // "the FDA has until D to act on the citizen petition": a decision that is not the approval decision.
      if (NOT_AN_APPROVAL_DECISION.test(sentence.slice(date.end, date.end + afterChars + 40)))
        continue
      if (inRegulatoryContext && !reviewBefore && !REGULATORY_CONTEXT.test(sentence)) continue
      const clause = clauseStart(sentence, date.start)
      if (cueWithin(cues.negations, [clause, date.start])) continue
      claimed.add(date)
      bindings.push(
        bindingOf(
          date,
          { start: date.start, end: date.end },
          {
            // "set a new Nov. 21 deadline": the adjective of a date that replaced another, right before the day.
            newModifier: NEW_RIGHT_BEFORE.test(
              sentence.slice(Math.max(0, date.start - 12), date.start),
            ),
            modal:
              cueWithin(cues.hedges, [
                clause,
                date.start -
                  (ownHedgeVerb?.exec(sentence.slice(Math.max(0, date.start - 20), date.start))?.[0]
                    .length ?? 0),
              ]) ||
              (cues.conditionEnd >= 0 && cues.conditionEnd <= date.start),
          },
        ),
      )
    }
  }
  return { bindings, inexactTargets }
}
