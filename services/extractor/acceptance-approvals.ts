/**
 * An approval of the application told where the text also tells that application taken in for review: the trade
 * press's headline or a translated release writes "approved" for the acceptance ("FDA Approves NDA for Zelvora and
 * Begins Official Review"; "US FDA approves NDA for Kestrel's drug Zelvora / Kestrel said the FDA has accepted the new
 * drug application (NDA) for Zelvora"). The approval is held (`weak_phrase`: a human can rescue it), so a goal date the
 * text gives is no background to a decision. Only an undated approval whose object is the application itself (an NDA,
 * a BLA, "the New Drug Application"), and only where the acceptance is told in the approval's own sentence or, naming
 * the same product, as standing in another ("has accepted", "has begun its review"): a release that tells the approval
 * and, separately, another application of the product accepted ("The FDA has also accepted the sBLA for X in Y") keeps it.
 */
import { type Candidate } from './candidate-record.js'
import { type Document } from './document.js'
import { acceptingForms, asideWords, beginningForms, reviewStages } from './lexicon/acceptance.js'
import { approvingForms } from './lexicon/review.js'
import { BIOLOGICS_LICENSE } from './lexicon/applications.js'
import { closedWords } from './lexicon/function-words.js'

/** "approves NDA", "has approved the New Drug Application (NDA)", "approved its BLA": the application as the object. */
const APPROVES_THE_APPLICATION = new RegExp(
  String.raw`\b${approvingForms('approves', 'approved')}\s+(?:${closedWords('the', 'its', 'their', 'a', 'an')}\s+)?(?:s?NDA|s?BLA|(?:new\s+drug|${BIOLOGICS_LICENSE})\s+application)\b`,
  'i',
)
/** "has accepted", "have now accepted": the acceptance told as standing. */
const ACCEPTANCE_STANDING = new RegExp(
  String.raw`\b${closedWords('has', 'have')}\s+(?:now\s+|already\s+)?${acceptingForms('accepted')}\b`,
  'i',
)
/** "begins official review", "has begun an official review", "started its substantive review": the review's start. */
const reviewBegunBy = (verbs: string) =>
  new RegExp(
    String.raw`\b${verbs}\s+(?:${closedWords('an', 'a', 'its', 'the', 'their')}\s+)?(?:${reviewStages('official', 'substantive', 'formal', 'full')}\s+)?review\b`,
    'i',
  )
const REVIEW_BEGUN = reviewBegunBy(
  beginningForms('begins', 'began', 'begun', 'starts', 'started', 'commences', 'commenced'),
)
/** Told as standing in another sentence: "begins", "has begun", "has started" (not "began its review in March"). */
const REVIEW_BEGUN_STANDING = reviewBegunBy(
  String.raw`(?:${beginningForms('begins', 'starts', 'commences')}|${closedWords('has', 'have')}\s+(?:now\s+)?${beginningForms('begun', 'started', 'commenced')})`,
)
/** "also", "separately", "additionally", "another": an acceptance told beside the news, of another application. */
const BESIDE_THE_NEWS = new RegExp(
  String.raw`\b${asideWords('also', 'separately', 'additionally', 'another', 'second')}\b`,
  'i',
)

export function holdApplicationApprovalsToldAsAcceptance(
  doc: Document,
  outcomes: readonly Candidate[],
): void {
  for (const o of outcomes) {
    if (o.kind !== 'approval' || o.held !== null || o.date !== null || o.drug === null) continue
    const own = doc.sentenceTexts[o.sentence] ?? ''
    if (!APPROVES_THE_APPLICATION.test(own)) continue
    const name = o.drug.name.toLowerCase()
    const toldAccepted = doc.sentenceTexts.some((text, i) => {
      if (doc.boilerplate[i]) return false
      if (i === o.sentence) return ACCEPTANCE_STANDING.test(text) || REVIEW_BEGUN.test(text)
      return (
        (ACCEPTANCE_STANDING.test(text) || REVIEW_BEGUN_STANDING.test(text)) &&
        text.toLowerCase().includes(name) &&
        !BESIDE_THE_NEWS.test(text)
      )
    })
    if (toldAccepted) o.held = 'weak_phrase'
  }
}
