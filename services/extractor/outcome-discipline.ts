/**
 * Outcome discipline: a decision publishes only when the text tells the FDA's decision on this application as done.
 * A release about a pending application often recalls an approval of the same product for another indication or
 * population ("The FDA accepted the sBLA for X in lupus nephritis ... The FDA approved X for systemic lupus in
 * adults."). Told without the framing of news in a release that frames something else as its news, beside a goal date
 * of the same drug that still lies ahead, such an approval is an earlier application's: it is held (`earlier_cycle`), resolves no catalyst and leaves the date standing.
 * Also an approval restated after its launch, in a text that tells no news, or in a relative clause on a product whose
 * approval the text dates months back (retold), and an undated approval of an application whose goal date is then
 * stated as standing. The letters that ended an earlier cycle (a letter recalled after a plan to resubmit, an approvable
 * letter) are earlier-cycle-letters.ts; the letters a filer only expects are held where they are read (outcomes.ts,
 * `hedged`).
 */
import { type Candidate, entityOf } from './candidate-record.js'
import { datesOf, type Document } from './document.js'
import { daysBetween } from './calendar-days.js'
import { intentionForms } from './lexicon/hedges.js'
import { DEFINITE_DETERMINERS } from './lexicon/determiners.js'
import { closedWords } from './lexicon/function-words.js'
import { toldPast, toldPastOrPresent, tellingVerbsOf } from './lexicon/telling.js'
import { earlierAdverbs, partsOfDay, sequenceAdverbs } from './lexicon/qualifiers.js'
import { approvingForms } from './lexicon/review.js'
import { BIOLOGICS_LICENSE } from './lexicon/applications.js'
import { receiptVerbs } from './lexicon/products.js'
import { labelScopes } from './lexicon/descriptors.js'

/** "today announced", "has approved", "approves": the sentence tells the approval as this release's news. */
const NEWS_FRAME = new RegExp(
  String.raw`\b(?:today|announc\w+|has\s+(?:now\s+)?(?:been\s+)?approved|have\s+(?:been\s+)?approved|${approvingForms('approves')}|is\s+now\s+approved|this\s+${partsOfDay('morning', 'afternoon', 'evening', 'week')}|${receiptVerbs('receives')}|received\s+(?:u\.s\.\s+)?(?:fda\s+)?(?:full\s+|accelerated\s+)?approval)\b`,
  'i',
)
/** A sentence a release tells its own news in. */
const RELEASE_NEWS = new RegExp(
  String.raw`\b(?:today|this\s+${partsOfDay('morning', 'afternoon', 'week')}|announc\w+)\b`,
  'i',
)
/** An application that adds to an approved product: a supplement, a new indication or population, a label expansion. */
const ADDS_TO_A_PRODUCT = new RegExp(
  String.raw`\b(?:s(?:NDA|BLA)s?|supplemental\s+(?:(?:new\s+drug|${BIOLOGICS_LICENSE})\s+applications?|nda|bla)|efficacy\s+supplement|new\s+indication|additional\s+indication|expand\w*\s+(?:the\s+|its\s+)?${labelScopes('label', 'indication', 'use')}|label\s+expansion)\b`,
  'i',
)

const TARGET_KINDS = new Set(['date_set', 'resubmission_date_set', 'date_extended'])

/**
 * The approval's sentence dates it by a year, a half, a quarter or a month and writes no day ("In 2024, the FDA approved
 * X's label update", "X was approved in October 2023"): a past approval recalled, never the decision on an application
 * whose goal date still lies ahead of the filing (that decision, when it comes, is told with its day or as news).
 */
function datedCoarsely(doc: Document, sentence: number): boolean {
  const dates = datesOf(doc, sentence)
  return (
    dates.length > 0 &&
    dates.every((d) => d.precision !== 'day' && d.precision !== 'weekday') &&
    dates.some((d) => d.year !== null)
  )
}

export function holdEarlierApplicationApprovals(
  doc: Document,
  dated: readonly Candidate[],
  outcomes: readonly Candidate[],
): void {
  if (doc.reference === null) return
  const reference = doc.reference
  const pendingAhead = (o: Candidate) =>
    dated.some(
      (c) =>
        TARGET_KINDS.has(c.kind) &&
        c.held === null &&
        c.date?.iso != null &&
        c.date.iso > reference &&
        entityOf(c.drug) === entityOf(o.drug),
    )
  // A coarsely dated approval beside the same drug's goal date ahead: an earlier application's, wherever the text
  // frames its news (a quarterly report frames none).
  for (const o of outcomes)
    if (
      o.kind === 'approval' &&
      o.held === null &&
      o.date === null &&
      o.drug !== null &&
      datedCoarsely(doc, o.sentence) &&
      // Dated so, only the release's own news frame ("today announced") tells it as this release's decision:
      // "received FDA approval in 2024" recalls one.
      !RELEASE_NEWS.test(doc.sentenceTexts[o.sentence] ?? '') &&
      pendingAhead(o)
    )
      o.held = 'earlier_cycle'
  // Only an approval not held and not dated is read again below: a text without one is not scanned for a supplement.
  const undated = (o: Candidate) => o.kind === 'approval' && o.held === null && o.date === null
  if (!outcomes.some(undated) || !ADDS_TO_A_PRODUCT.test(doc.folded)) return
  // The release tells something else as its news ("today announced that the FDA accepted the sBLA"): only then is an
  // approval it does not frame so read as background; a text that frames nothing may be telling the approval itself.
  const newsSentences = doc.sentenceTexts
    .map((text, i) => (!doc.boilerplate[i] && RELEASE_NEWS.test(text) ? i : -1))
    .filter((i) => i >= 0)
  for (const o of outcomes) {
    if (!undated(o)) continue
    if (NEWS_FRAME.test(doc.sentenceTexts[o.sentence] ?? '')) continue
    if (!newsSentences.some((i) => i !== o.sentence)) continue
    if (pendingAhead(o)) o.held = 'earlier_cycle'
  }
}

/**
 * "X was approved by the FDA on D, ahead of its PDUFA date, and launched in February", "... and net sales since launch
 * reached $6.2 million", "... and is now available to patients": an approval told in the same sentence
 * as the product's later commercial life, told as done, is restated by a text written after it (a results release, a
 * conference notice), not the news of the decision, whatever its day. Not an approval the sentence frames as news ("today
 * announced", "has approved"), nor a launch to come ("will be launched", "expects to launch", "to be available").
 */
const LATER_LIFE_DONE = new RegExp(
  String.raw`\b(?:since\s+(?:its\s+)?(?:commercial\s+|U\.S\.\s+)?launch|net\s+(?:product\s+)?(?:sales|revenues?)|(?<!\b(?:${closedWords('will', 'to', 'be')}|${intentionForms('expect', 'expects', 'expected', 'plan', 'plans', 'planned', 'anticipate', 'anticipates', 'intend', 'intends')})\s+(?:be\s+)?)launched|(?:${closedWords('is', 'are', 'became')}|has\s+been)\s+(?:now\s+)?(?:commercially\s+)?available)\b`,
  'i',
)
/**
 * "X, which was approved by the FDA on November 14, 2019, is the first ...": an approval told in a relative clause set
 * off by commas, a property of the product the sentence goes on to describe.
 */
const APPROVAL_AS_ASIDE =
  /,\s+which\s+(?:was|were|has\s+been|had\s+been)\s+(?:\w+\s+)?approved\b[^,;]{0,120},/i
/**
 * "2018 was a transformational year for Kestrel with the approval of X": an annual letter's year in review, the approval
 * a deed of a year before the filing's, retold (not "2027 was a year of firsts with the approval of X" in a text of 2027).
 */
const YEAR_IN_REVIEW =
  /\b((?:19|20)\d{2})\s+(?:was|has\s+been|proved\s+(?:to\s+be\s+)?)\s*(?:an?\s+)?(?:[\w-]+\s+){0,3}?year\b/i
// An approval the letter dates within two months of the filing is still news ("2025 was a year of firsts, capped by the
// FDA approval of X on December 20, 2025", filed in January).
const RECENT_DAYS = 60
function yearInReviewBefore(text: string, reference: string | null, date: string | null): boolean {
  const year = YEAR_IN_REVIEW.exec(text)?.[1]
  if (year === undefined || reference === null || Number(year) >= Number(reference.slice(0, 4)))
    return false
  return date === null || daysBetween(date, reference) > RECENT_DAYS
}
/** "approved ... on D", "approval of X", "approves": the approval's own words up to the end of its sentence. */
export function holdApprovalsToldWithTheirLaunch(
  doc: Document,
  outcomes: readonly Candidate[],
): void {
  for (const o of outcomes) {
    if (o.kind !== 'approval' || o.held !== null || !o.plausible || o.indirect) continue
    const text = doc.sentenceTexts[o.sentence] ?? ''
    if (NEWS_FRAME.test(text)) continue
    if (LATER_LIFE_DONE.test(text) || yearInReviewBefore(text, doc.reference, o.date?.iso ?? null))
      o.plausible = false
    // A launch release: "Kestrel today announced Zelvora is now available in the U.S. ... Zelvora, which was approved by
    // the FDA on D, is the first ...": the launch told as done in the sentence before, the approval an aside of the
    // product's description, retold (the launch sentence's own news frame is the launch's).
    else if (
      APPROVAL_AS_ASIDE.test(text) &&
      LATER_LIFE_DONE.test(doc.sentenceTexts[o.sentence - 1] ?? '')
    )
      o.plausible = false
  }
}

/**
 * An encyclopedic text: "X won FDA approval on the strength of two trials in 9,000 people. ... Regulators approved it
 * for migraine in 2019", read years later. A text that tells no news anywhere (no "today", "recently",
 * "finally", no verb of telling, no decision in the present or present perfect), that tells another decision as history
 * (dated years back, held), and whose every written year lies before
 * the filing's year by two or more is history; its undated approvals are restated, not this filing's outcome. A release or a wire story
 * tells its news ("announced", "said", "has approved"), and a periodic report that dates its decision by its day is read
 * by the day.
 */
const TEXT_NEWS = new RegExp(
  String.raw`\b(?:today|just|${earlierAdverbs('recently')}|${sequenceAdverbs('finally')}|this\s+${partsOfDay('morning', 'afternoon', 'evening', 'week')}|${toldPastOrPresent(tellingVerbsOf('publishes', 'affirms', 'quotes', 'informs'))}|${toldPast(tellingVerbsOf('states'))}|(?:has|have)\s+(?:now\s+)?(?:been\s+)?(?:${receiptVerbs('received', 'granted')}|${approvingForms('approved')}|issued)|${approvingForms('approves')}|${receiptVerbs('receives')})\b`,
  'i',
)
/** "approved it for migraine in 2019", "was approved in the U.S. for adults in May 2018". */
const APPROVED_IN_A_YEAR = new RegExp(
  String.raw`\b${approvingForms('approved')}\b[^.;]{0,160}?\b(?:in|during)\s+(?:[A-Z][a-z]+\s+)?((?:19|20)\d{2})\b`,
  'g',
)
export function holdApprovalsOfAHistory(doc: Document, outcomes: readonly Candidate[]): void {
  if (doc.reference === null) return
  const undated = outcomes.filter(
    (o) => o.kind === 'approval' && o.held === null && o.plausible && o.date === null,
  )
  if (undated.length === 0) return
  const year = Number(doc.reference.slice(0, 4))
  // Another decision of the text told as history ("approved it for migraine in 2019", two or more years back): the text
  // is a list of past decisions.
  const toldAsHistory = doc.sentenceTexts.some((t, i) =>
    [...t.matchAll(APPROVED_IN_A_YEAR)].some((m) => !doc.boilerplate[i] && Number(m[1]) < year - 1),
  )
  if (!toldAsHistory) return
  const years = doc.sentences.flatMap((_, i) =>
    datesOf(doc, i)
      .map((d) => d.year)
      .filter((y): y is number => y !== null),
  )
  if (years.length === 0 || years.some((y) => y >= year - 1)) return
  if (doc.sentenceTexts.some((t, i) => !doc.boilerplate[i] && TEXT_NEWS.test(t))) return
  for (const o of undated) o.plausible = false
}

/**
 * "... its commercial launch of ZELVORA (tovaline injection), a non-opioid analgesic that was approved by the FDA for
 * postsurgical pain. Since FDA approval of ZELVORA in October 2011, Kestrel has ...": an approval told in a relative clause
 * on the product (its standing, not the sentence's deed), of a product whose approval the text dates elsewhere by a month
 * two or more months before the filing's, is that past approval retold: not this filing's news, whatever the sentence's
 * own news ("today provided updated timing"). An approval in a main clause, or one the text dates by no past month, is
 * read as before.
 */
const APPROVED_IN_RELATIVE_CLAUSE = new RegExp(
  String.raw`\b${closedWords('that', 'which')}\s+(?:was|were|has\s+been|had\s+been)\s+(?:${earlierAdverbs('previously', 'already')}\s+)?${approvingForms('approved')}\b`,
  'i',
)
const APPROVAL_WORD = /\bapprov\w*/gi
/** "approval of X in ", "X was approved by the FDA in ": an approval dated by the month that follows. */
const APPROVAL_BEFORE_MONTH = /\bapprov\w*\b[^.;]{0,80}\bin\s+$/i
const MONTHS_BACK_RETOLD = 2

export function holdApprovalsRetoldInARelativeClause(
  doc: Document,
  outcomes: readonly Candidate[],
): void {
  if (doc.reference === null) return
  const filedMonth = Number(doc.reference.slice(0, 4)) * 12 + Number(doc.reference.slice(5, 7))
  for (const o of outcomes) {
    if (
      o.kind !== 'approval' ||
      o.held !== null ||
      !o.plausible ||
      o.date !== null ||
      o.drug === null
    )
      continue
    const text = doc.sentenceTexts[o.sentence] ?? ''
    // The sentence's one approval word is the relative clause's.
    if (!APPROVED_IN_RELATIVE_CLAUSE.test(text) || (text.match(APPROVAL_WORD) ?? []).length !== 1)
      continue
    const names = [o.drug.name, ...o.drug.aliases].map((n) => n.toLowerCase())
    const datedBack = doc.sentenceTexts.some(
      (t, i) =>
        i !== o.sentence &&
        !doc.boilerplate[i] &&
        names.some((n) => t.toLowerCase().includes(n)) &&
        datesOf(doc, i).some(
          (d) =>
            d.precision === 'month' &&
            d.year !== null &&
            d.month !== null &&
            filedMonth - (d.year * 12 + d.month) >= MONTHS_BACK_RETOLD &&
            APPROVAL_BEFORE_MONTH.test(t.slice(Math.max(0, d.start - 100), d.start)),
        ),
    )
    if (datedBack) o.plausible = false
  }
}

/**
 * "The FDA has approved the New Drug Application (NDA) for X ... The PDUFA target action date for this drug is D" (D to
 * come): an undated approval of the application and a goal date of the same drug stated after it as standing, still
 * ahead of the filing, cannot both hold; the trade press writes "approved" for the filing's acceptance, so the approval
 * is held (`weak_phrase`: a human can rescue it) and the date is no background to a decision. Only an approval whose
 * object is the application itself, only a date of no supplement (another application of the drug), and not when the
 * date's sentence sets the decision against it ("ahead of", "before", "early"): an approval may come before its date.
 */
const APPROVED_THE_APPLICATION = new RegExp(
  String.raw`\b${approvingForms('approved')}\s+${DEFINITE_DETERMINERS}\s+(?:s?NDA|s?BLA|(?:new\s+drug|${BIOLOGICS_LICENSE})\s+application)\b`,
  'i',
)
/** "... is ", "... remains set for " right before the date: the date told as standing now. */
const STANDING_DATE = /\b(?:is|remains)\s+(?:set\s+(?:for|as)\s+)?$/i
/** "ahead of", "before", "prior to", "early": the decision set against its date. */
const DATE_SET_AGAINST = new RegExp(
  String.raw`\b(?:ahead\s+of|prior\s+to|${closedWords('before')}|earl(?:y|ier))\b`,
  'i',
)
export function holdApprovalsBeforeAStandingDate(
  doc: Document,
  dated: readonly Candidate[],
  outcomes: readonly Candidate[],
): void {
  if (doc.reference === null) return
  for (const o of outcomes) {
    if (o.kind !== 'approval' || o.held !== null || o.date !== null || o.drug === null) continue
    if (!APPROVED_THE_APPLICATION.test(doc.sentenceTexts[o.sentence] ?? '')) continue
    const entity = entityOf(o.drug)
    const standing = dated.some((c) => {
      if (c.sentence <= o.sentence || c.drug === null || entityOf(c.drug) !== entity) return false
      if (c.kind !== 'date_set' || c.date?.iso == null || c.date.iso <= doc.reference!) return false
      const text = doc.sentenceTexts[c.sentence] ?? ''
      if (c.dateSpan === undefined) return false
      const before = text.slice(Math.max(0, c.dateSpan.start - 24), c.dateSpan.start)
      return (
        STANDING_DATE.test(before) && !DATE_SET_AGAINST.test(text) && !ADDS_TO_A_PRODUCT.test(text)
      )
    })
    if (standing) o.held = 'weak_phrase'
  }
}
