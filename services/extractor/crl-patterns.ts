/**
 * The patterns that tell a complete response letter as news (CRL_PATTERNS, in the order findCompleteResponseLetters
 * reads them, each strong or weak), the letter's own phrase (CRL_PHRASE), and the two patterns the finder treats apart
 * (the letter's reported formula, the agency's refusing verbs). Apart from complete-response-letters.ts so the table can
 * be read, and grown, without the finder's guards around it.
 */
import { closedWords } from './lexicon/function-words.js'
import { toldPast, toldPastOrPresent, tellingVerbsOf } from './lexicon/telling.js'
import { conditionWords } from './lexicon/hedges.js'
import { receiptVerbs } from './lexicon/products.js'
import { givingForms } from './lexicon/assignment.js'
import { letterFindingVerbs, REFUSAL_LETTER } from './lexicon/letters.js'
import { applicationNouns } from './lexicon/applications.js'
import { refusingVerbs } from './lexicon/outcome-idioms.js'
import { AGENCY_TO_VERB, FDA } from './outcome-event.js'
import { determiners } from './lexicon/determiners.js'
import { companyRoles } from './lexicon/company-forms.js'
import { writtenExchanges } from './lexicon/non-names.js'
import { messageNouns } from './lexicon/telling.js'
import { WEEKDAY_NAMES } from './lexicon/calendar.js'

/**
 * The agency's notice of its refusal: "The Food and Drug Administration notified the company Thursday that it will not
 * approve its drug X", "regulators told Kestrel that they would not approve X" (s21-decisions). Only a notice to a
 * recipient with the negated verb of approving, "will" or "would": "may not approve", "could reject" are a risk, and
 * "will not approve ... without a second trial" a condition (read apart in findCompleteResponseLetters as for the
 * formula). The match ends at "that", the refusal read ahead of it: the letter's guards read a "would" inside a match as
 * a hedge, and here it is the report's tense.
 */
const NOTICE_OF_REFUSAL = String.raw`\b(?:FDA|fda|Food\s+and\s+Drug\s+Administration|[Aa]gency|[Rr]egulators?)\s+(?:has\s+|had\s+)?${toldPast(tellingVerbsOf('informs'))}\s+(?:[\w.&'’-]+\s+){1,5}?(?:(?:(?:on|late)\s+)?(?:${WEEKDAY_NAMES.join('|')}|#+),?\s+)?that(?=\s+(?:it|they)\s+(?:will|would)\s+not\s+approve\b(?![^.;]{0,80}\b(?:${closedWords('without', 'until')}|${conditionWords('unless')})\b))`

/**
 * The letter's own formula, reported: "the application cannot be approved in its current form", "will not approve the
 * marketing application in its present form", "the FDA said it could not approve the application in this review
 * cycle" (the cycle's end told by its span). Under a condition anywhere before it ("If the deficiencies are not fixed,
 * the application cannot be approved ...") it is a warning, not a letter (read in findCompleteResponseLetters).
 * Reported speech moves "will not" back to "would not": "the biotech said the FDA would not approve the new drug
 * application for its drug X in its present form" (MarketWatch, r70; 2.X.0).
 */
export const LETTER_FORMULA =
  /\b(?:cannot|can\s+not|can['’]t|could\s+not|couldn['’]t|will\s+not|won['’]t|would\s+not|wouldn['’]t)\s+(?:be\s+)?approved?\b[^.;#]{0,80}?\b(?:in\s+(?:its|their)\s+(?:present|current)\s+form|(?:during|in)\s+(?:this|the\s+current)\s+review\s+cycle)\b/gi

/**
 * What the agency denies when its denial is a letter: an application under PDUFA, its owner before it ("denied the
 * company's new drug application (NDA)", "denies Kestrel's BLA for X"); a petition, a request or a claim denied is none.
 */
const APPLICATION_DENIED = String.raw`(?:${determiners('the', 'its', 'their', 'a')}\s+)?(?:(?:${companyRoles('company', 'drugmaker', 'firm')})['’]s\s+|(?:[A-Z][\w&.-]*\s+){0,2}[A-Z][\w&.-]*['’]s\s+)?(?:supplemental\s+)?(?:new\s+drug\s+${applicationNouns('application')}|biologics?\s+licen[cs]e\s+${applicationNouns('application')}|s?NDA\b|s?BLA\b)`

/**
 * The refusing verbs of the agency as a subject, the pattern REFUSED_NOT_AN_APPLICATION is asked after; "did not approve
 * X until 2019" tells when an approval came, and "did not approve X within / by the PDUFA date", "... on time" a goal date
 * the agency missed: no refusal.
 */
export const AGENCY_REFUSES = new RegExp(
  String.raw`\b${FDA}${AGENCY_TO_VERB}(?:${refusingVerbs('rejected', 'rejects', 'turned down', 'turns down', 'shot down', 'shoots down', 'rebuffed', 'rebuffs', 'denied approval', 'denies approval', 'declined to approve', 'refused to approve', 'knocked back', 'knocks back', 'decided against approving', 'decided not to approve')}|${refusingVerbs('did not approve')}(?![^.;]{0,120}\b(?:${closedWords('until', 'within', 'before')}|by\s+${determiners('the', 'its', 'their')}|(?:in|on)\s+time)\b)|${refusingVerbs('denied', 'denies')}(?=\s+${APPLICATION_DENIED}))\b`,
  'gi',
)

// "a complete response letter", "the CRL" (the lexicon's REFUSAL_LETTER_NOUNS; the letters of before August 2008 are
// none).
export const CRL_PHRASE = REFUSAL_LETTER
/**
 * The letter named before the formula in its sentence ("had received a complete response letter, which stated that the NDA
 * could not be approved in its present form"): the formula is that letter's content, which the letter's own reading
 * tells (or holds as told before), never a second letter.
 */
export const LETTER_NAMED_BEFORE = new RegExp(String.raw`\b${CRL_PHRASE}`, 'i')
/**
 * A company's listing in parentheses after its name ("sent Kestrel Bio Ltd. (NASDAQ: KSTB) and Norvane Inc. (NYSE: NRV) a
 * complete response letter"): part of the word before it, so the recipients between a giving verb and its letter are
 * counted by their names, as wire copy writes them.
 */
const LISTING_AFTER_NAME = String.raw`\s+\(\s*(?:${writtenExchanges('nasdaq', 'nyse', 'otc', 'otcqb', 'otcqx', 'amex', 'tsx', 'asx', 'lse', 'six', 'tase', 'euronext', 'omx')})\s*:\s*[A-Z]{1,6}(?:\.[A-Z]{1,2})?\s*\)`
/**
 * "The complete response letter (CRL) issued on the Sept. 18 PDUFA date for X requested ...", "In the latest CRL for X,
 * received after market close on D, ...", "Kestrel said the CRL for X, received on D, cited ...": the letter told by a
 * reduced relative with its day and no agency named (the day masked as the sentence's patterns read it), the letter
 * opening its sentence or the clause a telling verb reports. Not a letter named inside another phrase ("addressing the
 * issues in the CRL issued on D", "following the CRL received on D"), nor in a sentence that tells a resubmission: there
 * the letter is history.
 */
const LETTER_ISSUED_ON_DAY = String.raw`(?:^\s*|[.;:]\s+|\b${toldPastOrPresent(['say', 'announce', 'report'])}\s+(?:that\s+)?)(?![^.;]*\bre-?submi)(?:in\s+)?(?:${determiners('the', 'a', 'its', 'their')}\s+)?(?:[\w-]+\s+)?${CRL_PHRASE}\b(?:\s*\(\s*"?crl"?\s*\))?(?:\s+${closedWords('for', 'regarding')}(?:\s+[\w®™-]+){1,4}?)?,?\s+(?:issued|${receiptVerbs('received')})(?=(?:\s+(?:after|before)\s+(?:the\s+)?market\s+close)?\s+on\s+(?:${determiners('the', 'its', 'their')}\s+)?#)`
export const CRL_PATTERNS: ReadonlyArray<readonly [RegExp, 'strong' | 'weak']> = [
  // "Norvale received a complete response letter (CRL) from the FDA", "the FDA issued a CRL", a headline's "Norvale Gets
  // FDA Complete Response Letter", "FDA hands Norvale a CRL", "Norvale disclosed a CRL for X"; the day between the verb
  // and the letter, with the indefinite article right after it ("the FDA issued on April 25, 2010 a complete response
  // letter"; the sentence is read with its dates masked as "#" runs). A company that "issued a press release to announce
  // its receipt of a CRL" issued the release, not the letter: the verb whose object is the telling's document is no
  // letter's verb, and the receipt after it is read instead (its day, fronted before the release, is the telling's, s20
  // r53).
  [
    new RegExp(
      String.raw`\b(?:receiv(?:e|es|ed|ing)|receipt\s+of|issu(?:e|es|ed|ing)(?!\s+(?:an?|the|its)\s+(?:press\s+)?${messageNouns('release', 'statement', 'announcement')}\b)|sent|deliver(?:s|ed)?|hand(?:s|ed)|disclos(?:es|ed)(?=\s+(?:an?|the|its)\s)|${receiptVerbs('gets', 'got', 'hit with', 'slapped with')})\s+(?:on\s+#{2,40}\s+(?=an?\s)|(?:[\w"'().,-]+(?:${LISTING_AFTER_NAME})?\s+){0,8}?)(?:a\s+|an\s+|the\s+|second\s+)*${CRL_PHRASE}`,
      'gi',
    ),
    'strong',
  ],
  // The press's "X drew a complete response letter", "..., drawing a CRL with their BLA": the indefinite letter right
  // after the verb ("drawing on the complete response letter", "drew up a reply to the CRL": no letter drawn; "risks
  // drawing a CRL": a letter feared).
  [
    new RegExp(
      String.raw`(?<!\brisk(?:s|ed|ing)?\s+)\b${receiptVerbs('drew', 'drawn', 'draws', 'drawing')}\s+(?:a|an)\s+(?:second\s+)?${CRL_PHRASE}`,
      'gi',
    ),
    'strong',
  ],
  // "A complete response letter (CRL) for the Zelvora NDA was issued"
  [
    new RegExp(
      String.raw`\b${CRL_PHRASE}\b(?:\s*\(\s*"?crl"?\s*\))?\s+(?:\w+\s+){0,6}?(?:was|were|has\s+been|had\s+been)\s+(?:issued|${receiptVerbs('received')}|sent)`,
      'gi',
    ),
    'strong',
  ],
  // The passive: "X was knocked back by the FDA", "the application for X was rejected by the agency"
  [
    new RegExp(
      String.raw`\b(?:was|were|has\s+been|have\s+been)\s+${refusingVerbs('rejected', 'turned down', 'knocked back')}\s+(?:\w+\s+){0,3}?by\s+(?:the\s+)?${FDA}`,
      'gi',
    ),
    'strong',
  ],
  // "the FDA has declined to approve the BLA for tamrilimab", a headline's "FDA Rejects Norvale's Zelvora"; the trade
  // press's "the FDA on Thursday rejected X in a CRL", "has shot down X", "FDA denies approval for X", "regulators
  // knocked back X"
  [AGENCY_REFUSES, 'strong'],
  // The letter as the subject of the refusal: "the FDA's complete response letter turned down X's BLA"
  [
    new RegExp(
      String.raw`\b${CRL_PHRASE}\b(?:\s*\(\s*"?crl"?\s*\))?\s+(?:has\s+)?${refusingVerbs('rejected', 'rejects', 'turned down', 'turns down', 'shot down', 'shoots down', 'rebuffed', 'rebuffs')}\b`,
      'gi',
    ),
    'strong',
  ],
  // A letter told by a reduced relative ("a complete response letter issued yesterday by the FDA for X") or as the means
  // of a decision ("the FDA notified the company of its decision regarding X via a complete response letter")
  [
    new RegExp(
      String.raw`\b${CRL_PHRASE}\b(?:\s*\(\s*"?crl"?\s*\))?\s+issued\s+(?:\w+\s+){0,2}?by\s+(?:the\s+)?${FDA}|\b(?:via|through)\s+(?:a|an)\s+(?:fda\s+)?${CRL_PHRASE}\b|${LETTER_ISSUED_ON_DAY}`,
      'gi',
    ),
    'strong',
  ],
  // The agency's findings placed in its letter, told now: "Kestrel said that in the FDA's complete response letter the
  // agency determined that the data do not support approval", "In its CRL, the FDA requested a new study". Only at the
  // head of a sentence or of a reported clause ("the issues raised in the CRL": a letter named again, no news), and
  // only the agency's own finding verbs in the present perfect or past ("had requested": history).
  [
    new RegExp(
      String.raw`(?:^\s*|\b(?:that|said)\s+)in\s+(?:the\s+(?:u\.?s\.?\s+)?${FDA}['’]s\s+|its\s+|the\s+)${CRL_PHRASE}\b(?:\s*\(\s*"?crl"?\s*\))?(?:\s+${closedWords('for', 'on', 'regarding')}(?:\s+[\w®™-]+){1,4}?)?\s*,?\s+(?:the\s+)?(?:${FDA}|regulators?)\s+(?:has\s+)?(?:${letterFindingVerbs('determined', 'stated', 'indicated', 'requested', 'concluded', 'found')})\b`,
      'gi',
    ),
    'strong',
  ],
  [new RegExp(NOTICE_OF_REFUSAL, 'g'), 'strong'],
  // The letter's own formula, reported: "the application cannot be approved in its current form", "the letter indicates
  // that it will not approve the marketing application in its present form"
  [LETTER_FORMULA, 'strong'],
  // "the agency, citing manufacturing, declined to approve Zelvora"
  [/\bdeclin(?:ed|es|ing)\s+to\s+approve\b/gi, 'strong'],
  // "the FDA has provided a complete response to its BLA": the letter without its noun (never the clinical "complete response rate")
  [
    new RegExp(
      String.raw`\b${FDA}\s+(?:has\s+|had\s+)?${givingForms('provided', 'issued', 'sent', 'delivered')}\s+(?:a\s+|its\s+)?complete\s+response\s+${closedWords('to', 'regarding', 'for', 'on')}\b`,
      'gi',
    ),
    'strong',
  ],
  // "Kestrel received a complete response from the FDA regarding its NDA"
  [
    new RegExp(
      String.raw`\breceiv(?:e|es|ed|ing)\s+(?:a\s+)?complete\s+response\s+from\s+(?:the\s+)?${FDA}`,
      'gi',
    ),
    'strong',
  ], // Whatever came "from the FDA rejecting its New Drug Application for X" (a letter whatever its noun: "received a
  // letter from the FDA rejecting its NDA", s19 r38): the agency's refusal as a participle, only of an application under
  // PDUFA (APPLICATION_DENIED: "from the FDA rejecting its request for a meeting" is none)
  [
    new RegExp(
      String.raw`\bfrom\s+(?:the\s+)?${FDA}\s+${refusingVerbs('rejecting', 'denying', 'turning down', 'declining to approve', 'refusing to approve')}\s+${APPLICATION_DENIED}`,
      'gi',
    ),
    'strong',
  ],
]
