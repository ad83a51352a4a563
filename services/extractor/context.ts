/**
 * Document context around a fact: safe-harbor boilerplate, review-cycle cues (resubmission, extension, withdrawal), a
 * target date the FDA has let pass. Generic, biosimilar, device, animal-drug and foreign-agency matters are
 * other-programmes.ts's; the filer's relation to the drug is filer-role.ts; where the indication is stated,
 * indications.ts.
 */
import { ARTICLES, determiners } from './lexicon/determiners.js'
import { romanNumerals } from './lexicon/numbers.js'
import { studyNouns } from './lexicon/studies.js'
import { hedgeWords, intentionForms } from './lexicon/hedges.js'
import { assigningVerbs } from './lexicon/assignment.js'
import { messageNouns } from './lexicon/telling.js'
import { HEDGE, deniesBearingOnDate, withoutAgencyToldWould, withoutDeniedMoves } from './cues.js'
import { mayMatchAnyOf } from './pattern-cues.js'
import type { Sentence } from './sentences.js'
import { moveVerbSource } from './lexicon/moves.js'
import { participlesOf } from './lexicon/assignment.js'
import { dateQualifiers, earlierAdverbs } from './lexicon/qualifiers.js'
import { modalsOf } from './lexicon/modals.js'
import { DECISION_DATE_NOUNS, dateNouns } from './lexicon/date-nouns.js'
import { toldPast } from './lexicon/telling.js'
import { closedWords } from './lexicon/function-words.js'
import {
  lapseVerbs,
  decisionVerbs,
  reviewingVerbs,
  voidingVerbs,
  standingWords,
} from './lexicon/review.js'
import { REFUSAL_LETTER, SUPERSEDED_ACTION_LETTER } from './lexicon/letters.js'
import { decisionNouns } from './lexicon/review.js'
import { applicationNouns, BIOLOGICS_LICENSE, filingVerbs } from './lexicon/applications.js'
import { otherEvents } from './lexicon/events.js'
import { productNouns, receiptVerbs } from './lexicon/products.js'
import { conditionWords } from './lexicon/hedges.js'
import { usAgencyNouns } from './lexicon/agencies.js'
import { OTHER_AGENCY } from './other-programmes.js'

// "Cautionary Note Regarding Forward-Looking Statements" alone on its line: the safe-harbor heading.
const FLS_HEADING =
  /^\s*(?:forward[- ]looking\s+statements?|cautionary\s+(?:note|statement)s?(?:\s+regarding\s+forward[- ]looking\s+statements?)?|safe\s+harbor(?:\s+statement)?|special\s+note\s+regarding\s+forward[- ]looking\s+statements)\s*:?\s*$/i
/** The first letters of FLS_HEADING's headings ("forward-looking", "cautionary", "safe harbor", "special note"). */
const FLS_HEADING_OPENING = /^\s*[fcs]/i
// "This release contains forward-looking statements within the meaning of the Private Securities Litigation Reform Act of 1995."
const FLS_PARAGRAPH =
  /\bforward[- ]looking\s+statements?\b|\bprivate\s+securities\s+litigation\s+reform\s+act\b|\bsafe\s+harbor\b|\bcautionary\s+(?:note|statement)\b|\b(?:could|may)\s+cause\s+(?:our\s+)?actual\s+results\b|\brisks?\s+and\s+uncertainties\b/i
// "About Ostrelva", "Investor Contacts:", "Item 9.01 Financial Statements and Exhibits": the heading that ends the safe-harbor section.
const SECTION_HEADING =
  /^\s*(?:about\s+[\w ().,&'-]{2,60}|contacts?|investor\s+(?:and\s+media\s+)?contacts?|media\s+contacts?|investors?|media|signatures?|###|item\s+\d+\.\d+\b.*|exhibit\s+\d+.*)\s*:?\s*$/i

/**
 * Sentences inside safe-harbor boilerplate. A paragraph that talks about forward-looking statements is
 * boilerplate; so is everything after a "Forward-Looking Statements" heading until the next section heading.
 */
export function boilerplateSentences(sentences: readonly Sentence[]): boolean[] {
  // Each sentence tested once: a paragraph's first sentence is asked twice (it opens a safe-harbor paragraph, and it is
  // a sentence of one).
  const fls = sentences.map((s) => FLS_PARAGRAPH.test(s.text))
  // Each paragraph's sentences, by their places in `sentences`.
  const paragraphs = new Map<number, number[]>()
  sentences.forEach((s, i) => {
    const members = paragraphs.get(s.paragraph)
    if (members === undefined) paragraphs.set(s.paragraph, [i])
    else members.push(i)
  })
  const boilerplateParagraphs = new Set<number>()
  let inSection = false
  for (const [paragraph, members] of [...paragraphs.entries()].sort((a, b) => a[0] - b[0])) {
    const first = members[0]!
    // A safe-harbor heading opens on FLS_HEADING_OPENING: the paragraph is joined into one line only when it may be one,
    // or when the section's end is looked for.
    const heading = FLS_HEADING_OPENING.test(sentences[first]!.text)
    const trimmed =
      heading || inSection
        ? members
            .map((i) => sentences[i]!.text)
            .join(' ')
            .trim()
        : ''
    if (heading && FLS_HEADING.test(trimmed)) {
      inSection = true
      boilerplateParagraphs.add(paragraph)
      continue
    }
    if (inSection && SECTION_HEADING.test(trimmed)) inSection = false
    // A safe-harbor paragraph announces itself in its first sentence; a release without paragraph breaks does not become
    // boilerplate because its last sentence is.
    if (inSection || fls[first]) boilerplateParagraphs.add(paragraph)
  }
  return sentences.map((s, i) => boilerplateParagraphs.has(s.paragraph) || fls[i]!)
}

/** The FDA let the target date pass without a new one: every earlier date in the text is stale. */
const LAPSED_TARGET = [
  new RegExp(
    String.raw`\b(?:does\s+not|doesn't|do\s+not|no\s+longer|did\s+not)\s+have\s+(?:a|an)\s+(?:\w+\s+){0,2}${DECISION_DATE_NOUNS}\b`,
    'i',
  ),
  new RegExp(
    String.raw`\bwill\s+not\s+(?:be\s+able\s+to\s+)?(?:${decisionVerbs('complete', 'meet', 'act', 'finish')}|take\s+action)\b`,
    'i',
  ),
  // "the FDA said it wouldn't meet the NDA deadline", "the agency won't complete its review on time" (no condition).
  new RegExp(
    String.raw`\b(?:fda|agency)\b(?![^.;]{0,160}\b(?:if|unless)\b)[^.;]{0,80}?\b(?:${closedWords('would', 'will')}|wo)\s*(?:not|n['’]t)\s+(?:be\s+able\s+to\s+)?(?:${decisionVerbs('complete', 'meet', 'act', 'finish')}|take\s+action)\b`,
    'i',
  ),
  new RegExp(
    String.raw`\b${lapseVerbs('missed', 'passed', 'lapsed')}\s+${determiners('the', 'its', 'their')}\s+${DECISION_DATE_NOUNS}\b`,
    'i',
  ),
  /\b(?:pdufa|target\s+action|goal)\s+date\b[^.;]{0,60}?\b(?:has|had)\s+(?:now\s+)?(?:passed|lapsed|come\s+and\s+gone)\b/i,
  // "The PDUFA date of June 30, 2025 passed without action", "... came and went without a decision".
  new RegExp(
    String.raw`\b(?:${dateNouns('pdufa', 'action', 'goal')}|target\s+action)\s+date\b[^.;]{0,80}?\b(?:${lapseVerbs('passed', 'lapsed', 'expired')}|came\s+and\s+went)\s+without\b`,
    'i',
  ),
  new RegExp(
    String.raw`\bno\s+(?:new\s+|set\s+|revised\s+|current\s+)?(?:${dateNouns('pdufa', 'action', 'goal')}|target\s+action)\s+date\b`,
    'i',
  ),
  new RegExp(
    String.raw`\bnot\s+(?:yet\s+)?received\s+${ARTICLES}\s+(?:\w+\s+)?(?:decision|action)\b`,
    'i',
  ),
  // "has not yet received correspondence from the FDA regarding its NDA", "has received no notification from the FDA".
  new RegExp(
    String.raw`\b(?:not\s+(?:yet\s+)?received\s+(?:any\s+)?|received\s+no\s+)(?:${messageNouns('correspondence', 'notification', 'communication', 'word', 'response')}|${decisionNouns('decision', 'action')})\s+from\s+the\s+(?:u\.?s\.?\s+)?(?:fda|agency|food\s+and\s+drug\s+administration)\b`,
    'i',
  ),
  // "the PDUFA date of D has been cancelled", "the goal date is no longer applicable": the date itself is void.
  new RegExp(
    String.raw`\b(?:${dateNouns('pdufa', 'action', 'goal')}|target\s+action)\s+date\b[^.;]{0,80}?\b(?:(?:has\s+been|had\s+been|${closedWords('was', 'is', 'were')})\s+(?:cancel+ed|${voidingVerbs('removed', 'vacated', 'rescinded', 'withdrawn', 'voided')})|no\s+longer\s+(?:${standingWords('applicable', 'valid', 'relevant', 'applies')}|in\s+effect))\b`,
    'i',
  ),
  // "the D PDUFA date will not be met", "the FDA will provide a new action date later": the agency has let the date go.
  new RegExp(
    String.raw`\b(?:${dateNouns('pdufa', 'action', 'goal')}|target\s+action)\s+date\b[^.;]{0,80}?\b${closedWords('will', 'would', 'can', 'could')}\s*(?:not|n['’]t)\s+be\s+met\b|\b(?:will|would|plans\s+to|intends\s+to)\s+(?:${assigningVerbs('set', 'assign', 'schedule', 'establish', 'grant', 'provide', 'give', 'supply', 'issue')}|communicate)\s+(?:us\s+|the\s+company\s+)?(?:with\s+)?a\s+new\s+(?:pdufa\s+|target\s+)?${DECISION_DATE_NOUNS}\s+date\b`,
    'i',
  ),
  // "a new user fee goal date has not been assigned": the earlier date is gone and none replaces it yet.
  new RegExp(
    String.raw`\bnew\s+(?:(?:${DECISION_DATE_NOUNS}|user\s+fee)\s+){1,3}date\s+(?:has|have)\s+not\s+(?:yet\s+)?been\s+${participlesOf('set', 'assign', 'establish', 'provide', 'give')}\b`,
    'i',
  ),
  // "A new target action date will be provided as soon as possible", "a new PDUFA date will be set by the Agency" (after
  // a resubmission the FDA has yet to accept): the same, in the passive.
  new RegExp(
    String.raw`^(?![^]{0,400}\b(?:if|unless|in\s+the\s+event)\b)[^]*?\ba\s+new\s+(?:pdufa\s+|target\s+)?${DECISION_DATE_NOUNS}\s+date\s+will\s+be\s+(?:${participlesOf('provide', 'assign', 'set', 'establish')}|supplied|issued|${toldPast(['communicate'])})\b`,
    'i',
  ),
  // "the FDA has cancelled the PDUFA date".
  new RegExp(
    String.raw`\b(?:cancel+ed|${voidingVerbs('cancels', 'removed', 'vacated', 'rescinded', 'voided')})\s+${determiners('the', 'its', 'their')}\s+(?:\w+\s+){0,2}${DECISION_DATE_NOUNS}\s+(?:\w+\s+)?date\b`,
    'i',
  ),
]

/**
 * The application withdrawn ("withdrew its NDA for X", "the BLA was withdrawn"): no decision will come by its date. Read
 * only in a text that reports no resubmission, where a withdrawal is the end of the cycle, not the start of the next.
 */
const WITHDRAWN_APPLICATION = [
  // "Kestrel withdrew its NDA for Ostrelva", "the withdrawal of the BLA"
  new RegExp(
    String.raw`\b(?:withdr[ae]w|withdrawn|withdrawing|withdrawal\s+of)\s+(?:the\s+|its\s+|their\s+|our\s+)?(?:\w+\s+){0,3}?(?:s?nda|s?bla|new\s+drug\s+application|${BIOLOGICS_LICENSE}\s+application|application|marketing\s+application)\b`,
    'i',
  ),
  // "the Ostrelva NDA has been withdrawn"
  /\b(?:s?nda|s?bla|application)\b[^.;]{0,60}?\b(?:has\s+been|was|is|had\s+been)\s+(?:voluntarily\s+)?withdrawn\b/i,
]
// "refiled its NDA", "the refiled marketing application", "Kestrel re-filed the BLA", "the refiling of its NDA": an application filed again (after
// a refuse-to-file letter it starts a first review: resubmitted-drugs.ts reads that apart).
const REFILED_APPLICATION = String.raw`\b(?:${filingVerbs('refiled', 'refiles')}|re-filed|re-files|re-?filing\s+of)\s+(?:(?:${ARTICLES}|${determiners('its', 'their', 'our')}|(?:[\w-]+\s+){0,2}[\w-]+['’]s)\s+)?(?:[\w-]+\s+){0,2}?(?:marketing\s+)?(?:s?nda|s?bla|new\s+drug\s+application|${BIOLOGICS_LICENSE}\s+application|application)\b`
const ANY_RESUBMISSION = new RegExp(
  String.raw`\bre-?submi(?:ssion|tted|ts|t)\b|${REFILED_APPLICATION}`,
  'i',
)

// "PDUFA" in "the PDUFA date for Ostrelva passed without action": a sentence about the review, the only kind LAPSED_TARGET is tried on.
const ABOUT_THE_REVIEW = new RegExp(
  String.raw`\b(?:${dateNouns('pdufa', 'target', 'goal', 'review', 'decision')}|action\s+date|correspondence|notification)\b`,
  'i',
)

/**
 * The sentences that report an application withdrawn, as a fact (no hedge: "could result in the withdrawal of our NDA" is
 * a risk) and before the FDA; none in a text that reports a resubmission.
 */
export function withdrawalSentences(sentences: readonly string[]): number[] {
  // Most texts hold no word of a withdrawal (pattern-cues.ts): their sentences are not scanned for one, nor for a
  // resubmission.
  if (!sentences.some((s) => mayMatchAnyOf(WITHDRAWN_APPLICATION, s))) return []
  // A resubmission the text reports (not one it only allows for: "the Company may resubmit the NDA in the future").
  if (sentences.some((s) => ANY_RESUBMISSION.test(s) && reportsResubmission(s))) return []
  return sentences.flatMap((s, i) =>
    WITHDRAWN_APPLICATION.some((p) => p.test(s)) &&
    !OTHER_AGENCY.test(s) &&
    // "on May 1, 2025": the month, not the modal.
    !HEDGE.test(s.replace(/\bMay(?=\s+\d)/g, ' '))
      ? [i]
      : [],
  )
}

/** The sentences that say the FDA let a target date pass or void it (see LAPSED_TARGET). */
export function lapsedTargetSentences(sentences: readonly string[]): number[] {
  // "Sept. 30, 2025": a month's abbreviation point does not end the phrase. Removing that point (between a letter and
  // spaces before a digit) changes no match of ABOUT_THE_REVIEW, so only a sentence about the review is rewritten.
  return sentences.flatMap((raw, i) => {
    if (!ABOUT_THE_REVIEW.test(raw)) return []
    const s = raw.replace(/\b([A-Za-z]{3,4})\.(?=\s+\d)/g, '$1')
    return mayMatchAnyOf(LAPSED_TARGET, s) && LAPSED_TARGET.some((p) => p.test(s)) ? [i] : []
  })
}

/**
 * An answer to a complete response letter: "response to the CRL", "response to issues raised in the Complete Response
 * Letter", "to address deficiencies identified by the FDA in a complete response letter", "a response to the FDA's
 * complete response letter" (the agency's letter by its possessive), "accepted the companies' answer (reply) to a complete
 * response letter"; not "in response to the CRL, the company met with the FDA" (an act answering the letter, not an
 * application).
 */
const ANSWERS_A_LETTER = String.raw`\b(?:(?<!\bin\s)${messageNouns('response', 'answer', 'reply')}\s+to|address(?:es|ed|ing)?)\s+(?:[\w'’-]+\s+){0,8}?(?:${ARTICLES}|${determiners('its', 'their')})\s+(?:[\w-]+(?:['’]s)?\s+)?(?:${REFUSAL_LETTER}|${SUPERSEDED_ACTION_LETTER})\b`
// "accepted for review Kestrel's submission in response to the FDA's March 2027 Complete Response letter": the submission
// made in response to the agency's letter is a resubmission, whatever words date or own the letter (up to five).
const SUBMISSION_ANSWERING_A_LETTER = String.raw`\b${applicationNouns('submission')}\s+in\s+${messageNouns('response')}\s+to\s+(?:[\w'’-]+\s+){0,5}?(?:${REFUSAL_LETTER}|${SUPERSEDED_ACTION_LETTER})\b`

// "the FDA has received a complete response in relation to its questions", "the agency received the company's complete
// response", "the FDA ... in a letter confirming it had received a complete response" (the agency's "it" only after its
// confirming): the agency receiving an applicant's complete response (not "received a complete response letter", the
// agency's own letter, nor "Kestrel received a complete response", the company receiving it).
const AGENCY_RECEIVED_RESPONSE = String.raw`\b${usAgencyNouns('fda', 'agency')}\s+(?:(?:[^.;]{0,80}?\b(?:confirm(?:s|ed|ing)?|acknowledg(?:es|ed|ing))\s+(?:that\s+)?it\s+)?(?:has\s+|had\s+)?)${receiptVerbs('received')}\s+(?:${ARTICLES}|${determiners('its', 'their')}|the\s+company['’]s|[A-Z][\w-]*['’]s)\s+(?:class\s+[12]\s+)?complete\s+response\b(?!\s+(?:letter|rates?|data|results?))`
// "the agency has accepted this as a complete response", "accepted the submission as a complete, class 2 response": the
// agency taking an applicant's submission as its answer to a letter (not "a complete response letter", the agency's own).
const ACCEPTED_AS_RESPONSE = String.raw`\baccept(?:s|ed|ing)?\s+(?:[\w'’-]+\s+){0,6}?as\s+(?:${ARTICLES}\s+)?(?:complete\s*,\s+class\s+[12]\s+response|(?:class\s+[12]\s+)?complete\s+response(?!\s+letter))\b`
// "resubmitted the NDA", "a Class 2 resubmission", "its complete response to the CRL", "the NDA response" (to a letter, also
// "the New Drug Application (NDA) response"); an application that answers a letter: "its response to issues raised in the
// complete response letter", "data to address deficiencies identified by the FDA in a complete response letter"; not a
// "Class II recall". The applicant's answer named by its own noun is one too: "accepted for review the complete response
// submission to the NDA", "the complete response package" (never the agency's "complete response letter").
const RESUBMISSION = new RegExp(
  String.raw`\bre-?submi(?:ssion|tted|ts)\b|${REFILED_APPLICATION}|\b(?:s?nda|s?bla)\)?\s+response\b|\bclass\s*(?:1|2|${determiners('one', 'two')}|${romanNumerals('i', 'ii')})\b(?!\s+(?:recall|${productNouns('drug')}|device))|\bcomplete\s+response\s+(?:${closedWords('to')}|${applicationNouns('submission', 'package', 'filing')})\b|${ANSWERS_A_LETTER}|${SUBMISSION_ANSWERING_A_LETTER}|${AGENCY_RECEIVED_RESPONSE}|${ACCEPTED_AS_RESPONSE}`,
  'i',
)
// "expects to" in "Orvane Bio expects to file a Class 2 resubmission": a lead that makes the resubmission a plan, not a report.
const HYPOTHETICAL = new RegExp(
  String.raw`\b(?:${intentionForms('plan', 'plans', 'planned', 'planning', 'intend', 'intends', 'intended', 'intending', 'expect', 'expects', 'expected', 'aim', 'aims')}\s+to|${closedWords('will', 'would', 'could', 'may')}|${conditionWords('if')}|anticipat\w+|strategy|alignment)\b`,
  'i',
)

/** The text reports an accepted resubmission (class 1/2), as opposed to planning one. */
export function reportsResubmission(sentence: string): boolean {
  if (!RESUBMISSION.test(sentence)) return false
  // "a new NDA rather than a resubmission", "not a resubmission".
  if (
    /\b(?:rather\s+than|not|instead\s+of)\s+(?:as\s+)?(?:an?\s+)?(?:[\w-]+\s+)?re-?submission\b/i.test(
      sentence,
    )
  )
    return false
  const hit = RESUBMISSION.exec(sentence)
  const lead = sentence.slice(Math.max(0, (hit?.index ?? 0) - 60), hit?.index ?? 0)
  return !HYPOTHETICAL.test(lead)
}

/** "extend", "extended": the move verb's own forms; `_ANY` also reads "extension", "extendable". */
/** "may", "could", "can", "would": a move that may happen, not one that has. */
const HYPOTHETICAL_MODAL = modalsOf('possibility', 'ability', 'condition')
const EXTEND = moveVerbSource(['extend'], { forms: 'inflected', particles: 'none' })
const EXTEND_ANY = moveVerbSource(['extend'], { forms: 'open', particles: 'none' })
const POSTPONE_ANY = moveVerbSource(['postpone'], { forms: 'open', particles: 'none' })
const DELAY = moveVerbSource(['delay'], { forms: 'inflected', particles: 'none' })
/**
 * "delayed by three months the PDUFA date for X": the amount fronted before the object (the wire's order), and the goal
 * date itself as what the agency delayed ("the FDA delayed the PDUFA date"): a date the agency puts off is moved.
 */
const DELAY_AMOUNT = String.raw`(?:by\s+(?:[\w-]+\s+){1,2}?(?:months?|weeks?|days?)\s+)?`
const GOAL_DATE_NOUN = String.raw`(?:${DECISION_DATE_NOUNS}\s+){1,3}(?:date|deadline)`
/**
 * "The FDA delayed a ruling on X by three months", "the agency on Thursday delayed its decision on X": the agency's
 * decision delayed, told as done (the wire's way of telling an extension; a court's ruling delayed, or "delayed its
 * decision to file", is no move of a goal date).
 */
const DELAYED_DECISION = String.raw`\b(?:${usAgencyNouns('fda', 'agency', 'regulator')}s?|Administration)\s+(?:[\w-]+\s+){0,3}?${DELAY}\s+${DELAY_AMOUNT}${determiners('a', 'its', 'the', 'their')}\s+(?:${decisionNouns('decision', 'ruling', 'verdict')}|${GOAL_DATE_NOUN})\b(?!\s+(?:${closedWords('to', 'about')}|${conditionWords('whether')})\b)`

// "extended the review", "a major amendment", "a three-month extension", "three months later than (first) planned" or "than
// the original PDUFA date", "needs more
// time (an additional three months) to review / assess"; not
// "extended-release" nor an "open-label extension".
// Not the market's "extended trading" / "extended-hours session" (shares moved after the close).
const EXTENSION_CUE = new RegExp(
  String.raw`${DELAYED_DECISION}|\b${EXTEND}\b(?![\s-]+(?:hours?[\s-]+)?(?:trading|session)\b)(?![^.]{0,20}\b(?:release|${studyNouns('study', 'studies')})\b)|\b(?<!label\s|line\s|open-label\s)extension\b(?!\s+(?:${studyNouns('study', 'studies', 'trial', 'trials', 'cohort', 'phase')}|${otherEvents('data')}))|\bmajor\s+amendment\b|\b(?:additional|more)\s+(?:time|(?:\w+|\d+)\s+(?:months?|weeks?))\s+to\s+(?:${decisionVerbs('complete', 'finish', 'conclude')}\s+(?:its|the)\s+)?${reviewingVerbs('review', 'assess', 'evaluate')}\b|\b${POSTPONE_ANY}\b(?!\s+(?:(?:the|an?|its)\s+)?${otherEvents('advisory', 'adcom', 'meeting', 'committee', 'hearing', 'panel')})|\bpush(?:ed|es|ing)\s+back\b(?!\s+(?:on|against)\b)|\b(?:three|3)[- ]month\s+(?:(?:${dateNouns('pdufa', 'goal', 'target', 'action', 'decision', 'review')}|date)\s+){0,4}(?:extension|delay)\b|\b(?:three|3)\s+months\s+later\s+than\s+(?:(?:${earlierAdverbs('first', 'initially', 'originally')}\s+)?(?:planned|${participlesOf('schedule')}|${dateQualifiers('expected', 'anticipated')})|originally|(?:the|its)\s+${dateQualifiers('original', 'previous', 'prior', 'initial')}\s+(?:[\w-]+\s+){0,2}?(?:date|deadline))\b`,
  'i',
)

export function citesExtension(sentence: string): boolean {
  return (
    // "The FDA informed the Company that the review would be extended ...": the agency's move told, no move that may come.
    EXTENSION_CUE.test(
      withoutDeniedMoves(withoutAgencyToldWould(sentence).replace(HYPOTHETICAL_EXTENSION, ' ')),
    ) &&
    // "The major amendment does not affect the PDUFA goal date": no move.
    !deniesBearingOnDate(sentence)
  )
}

// "may be extended if we submit a major amendment", "any extension of the review": a move that has not happened.
const HYPOTHETICAL_EXTENSION = new RegExp(
  String.raw`\b${HYPOTHETICAL_MODAL}\s+(?:also\s+)?(?:be\s+)?${EXTEND_ANY}(?:[^.;]{0,60}?\bmajor\s+amendment)?|\b${HYPOTHETICAL_MODAL}\s+(?:also\s+)?(?:result\s+in|lead\s+to|trigger|cause)\s+(?:an?\s+)?(?:[\w-]+\s+)?extension\b|\b(?:${hedgeWords('potential', 'possible')}|${determiners('any')})\s+(?:\w+\s+)?extension\b|\b${EXTEND_ANY}\s+(?:[\w,]+\s+){0,6}?if\b`,
  'gi',
)
