/**
 * The target phrases of one sentence: "PDUFA date", "target action date", a bare "PDUFA", and the weak nouns ("target
 * date", "decision date") read as strongly as those when the sentence ties them to the act, the agency's assigning or
 * review, the application, a standing restatement or a renewal. Where a phrase is, and how strongly it names a PDUFA
 * date; which date it binds is phrase-bindings.ts's. The patterns it walks, as data: target-phrase-patterns.ts.
 */
import { GAP_DISQUALIFIER, REGULATORY_CONTEXT, clauseStart } from './clause-shapes.js'
import { toldPast } from './lexicon/telling.js'
import { matchesOf } from './regexp-matches.js'
import { mayMatchIn } from './pattern-cues.js'
import { asciiLowerCase } from './name-search.js'
import { FDA_ASSIGNS, REVIEW_PACE_SETS, tellsApplicationReview } from './agency-review.js'
import {
  STRONG_PHRASE,
  WEAK_PHRASE,
  TIED_TO_PDUFA,
  US_APPLICATION,
  APPLICATION_HAS_BEFORE,
  ABROAD,
  OWN_DATE_BEFORE,
  FILING_PURPOSE,
  PURPOSE_TAIL,
  FOR_APPLICATION_AFTER,
  FILING_TOPIC,
  RENEWED_BEFORE,
  RENEWED_PREDICATE,
  STANDING_PREDICATE,
  OWNED_STANDING_DATE,
  NAME_OWNER_BEFORE,
  OWNED_STANDING_PREDICATE,
  STANDING_DETERMINER,
  APPROVAL_DECISION_LABEL,
  LABEL_COLON,
  DECISION_DATE_NOUN,
  BARE_PDUFA,
  OTHER_USER_FEE,
  DECISION_PURPOSE,
  REVIEW_COMPLETION_PURPOSE,
  OWN_DATE_AFTER,
  AGENCY_COMPLETES_REVIEW_BY,
  AGENCY_SETS_DATE_AS,
} from './target-phrase-patterns.js'

export interface Phrase {
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

export function findPhrases(sentence: string, reviewBefore: boolean): Phrase[] {
  const phrases: Phrase[] = []
  // "target date" or "decision date" in a sentence that ties it to the act reads as strongly as "PDUFA date"; so does
  // one whose sentence before tells the FDA's review of the application ("The FDA accepted the BLA for X. X has a target
  // date of D.").
  // Both are asked of a weak phrase only (most sentences hold none): read on the first ask.
  // Read in place where asked (an arrow made per sentence costs a __name call under tsx).
  let tiedRead: boolean | undefined
  // "The Zelvora NDA has a target date of D", "the decision date for the X NDA": a weak noun the application only the FDA
  // reviews owns, unless the sentence is about filing it ("plans to submit the NDA with a target date of D").
  let applicationRead: boolean | undefined
  // The phrases of the earlier patterns, by start. They never overlap one another, so their ends rise with their starts:
  // a span overlaps one of them exactly when it overlaps the last that starts before the span ends (a binary search, not
  // a test against each: a sentence repeating a phrase thousands of times would make that quadratic). One pattern's own
  // matches never overlap one another.
  let earlier: Phrase[] = []
  // A pattern the sentence holds none of the words of (pattern-cues.ts) matches nowhere in it: not run.
  const lowered = asciiLowerCase(sentence)
  for (const [pattern, kind] of [
    [STRONG_PHRASE, 'strong'],
    [WEAK_PHRASE, 'weak'],
    [BARE_PDUFA, 'bare'],
  ] as const) {
    if (!mayMatchIn(pattern, lowered)) continue
    if (phrases.length > earlier.length) earlier = [...phrases].sort((a, b) => a.start - b.start)
    for (const m of matchesOf(pattern, sentence)) {
      const start = m.index ?? 0
      const end = start + m[0].length
      if (overlapsEarlier(earlier, start, end)) continue
      if (OTHER_USER_FEE.test(sentence.slice(Math.max(0, start - 24), start))) continue
      // "an internal goal date of D", "our internal target action date": the company's own schedule.
      if (OWN_DATE_BEFORE.test(sentence.slice(Math.max(0, start - 30), start))) continue
      // "The FDA set a target date of D": the agency assigning it makes a weak noun its goal date.
      // "The agency set D as its target date": the agency assigning the date, named after it by the noun.
      // "The target date for completing the review of the X NDA is D": the review's end, in a sentence about the agency or
      // an application, is the agency's decision.
      // "a target date of D to complete its review": the purpose may follow the noun's own date.
      // "grants X a priority review, setting a decision date of D": the pace of review sets it (REVIEW_PACE_SETS).
      const purposeFrom =
        kind === 'weak'
          ? end + (OWN_DATE_AFTER.exec(sentence.slice(end, end + 80))?.[0].length ?? 0)
          : end
      const assigned =
        kind === 'weak' &&
        (FDA_ASSIGNS.test(sentence.slice(Math.max(0, start - 120), start)) ||
          REVIEW_PACE_SETS.test(sentence.slice(Math.max(0, start - 80), start)) ||
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
      const approvalDecision =
        kind === 'weak' &&
        DECISION_DATE_NOUN.test(sentence.slice(start, end)) &&
        APPROVAL_DECISION_LABEL.test(sentence.slice(Math.max(0, start - 16), start)) &&
        LABEL_COLON.test(sentence.slice(end, end + 4))
      const standing =
        kind === 'weak' &&
        DECISION_DATE_NOUN.test(sentence.slice(start, end)) &&
        STANDING_DETERMINER.test(sentence.slice(Math.max(0, start - 12), start)) &&
        STANDING_PREDICATE.test(sentence.slice(end, end + 60))
      // Not when the words after the noun's own date give it to another event ("a target date of D for the completion of
      // the manufacturing inspection").
      const ownedByApplication =
        kind === 'weak' &&
        (applicationRead ??=
          US_APPLICATION.test(sentence) &&
          !FILING_TOPIC.test(sentence) &&
          !ABROAD.test(sentence)) &&
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
          kind === 'weak' &&
          ((tiedRead ??=
            reviewBefore || TIED_TO_PDUFA.test(sentence) || tellsApplicationReview(sentence)) ||
            assigned ||
            renewed ||
            standing ||
            ownedByApplication ||
            approvalDecision)
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
    if (overlapsEarlier(earlier, start, end)) continue
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

/**
 * Whether [start, end) overlaps one of `earlier` (phrases by start, never overlapping one another): a binary search for
 * the last that starts before `end` (findPhrases). A module function: an arrow made per call costs a __name under tsx.
 */
function overlapsEarlier(earlier: readonly Phrase[], start: number, end: number): boolean {
  let low = 0
  let high = earlier.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (earlier[mid]!.start < end) low = mid + 1
    else high = mid
  }
  return low > 0 && earlier[low - 1]!.end > start
}
