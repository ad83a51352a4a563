/**
 * FDA approvals told in a sentence as news: the patterns that tell one (APPROVAL_PATTERNS) and what makes a match no
 * approval of a product by the FDA today (a hypothesis, a product already approved, another country's regulator, an
 * object that is no product).
 */
import { POSSESSIVES, determiners } from './lexicon/determiners.js'
import type { DateMention } from './dates.js'
import { matchesOf } from './regexp-matches.js'
import { closedWords } from './lexicon/function-words.js'
import { productNouns } from './lexicon/products.js'
import { approvalKinds } from './lexicon/products.js'
import { receiptVerbs } from './lexicon/products.js'
import {
  usAgencyNouns,
  foreignMarkets,
  foreignAgencies,
  foreignAgencyNames,
} from './lexicon/agencies.js'
import { applicationNouns } from './lexicon/review.js'
import { approvalNods, approvingIdioms } from './lexicon/outcome-idioms.js'
import { givingForms } from './lexicon/assignment.js'
import { companyRoles } from './lexicon/company-forms.js'
import {
  accessProgrammes,
  addedWords,
  clearedNonProducts,
  deviceHeads,
  earnedPrivileges,
  notProductObjects,
} from './lexicon/approval-objects.js'
import { ordinals } from './lexicon/numbers.js'
import { dateQualifiers, scheduleWords } from './lexicon/qualifiers.js'
import { capitalised } from './lexicon/compile.js'
import { toldPastOrPresent } from './lexicon/telling.js'
import { foreignTimeZones } from './lexicon/calendar.js'
import { studyNouns } from './lexicon/studies.js'
import { conditionWords, hedgeWords } from './lexicon/hedges.js'
import { conditionOpenBefore } from './approval-conditions.js'
import {
  assentIdioms,
  decisionAdverbs,
  expandingVerbs,
  proceedingVerbs,
} from './lexicon/outcome-idioms.js'
import { labelScopes } from './lexicon/descriptors.js'
import {
  AGENCY_ADJUNCT,
  FDA,
  MAX_EVENTS_PER_SENTENCE,
  type OutcomeEvent,
  decisionDateAfter,
  decisionDateBefore,
  foreignRegulator,
} from './outcome-event.js'
import { deviceDecided } from './name-ends.js'
import { LOWER_NAME_BEFORE_FORM } from './dosage-forms.js'
import { isNameLikeToken } from './name-tokens.js'

/** Not a name after a preposition or a conjunction ("the protocol for X was approved": X is no subject). */
const NOT_AFTER_PREPOSITION = String.raw`(?<!\b${closedWords('of', 'for', 'to', 'with', 'and', 'or', 'from', 'by', 'under', 'in')}\s{1,3}(?:the\s{1,3})?)`
/**
 * "Trosadine (velmastat) was approved on D": a passive approval dated by "on", no agency named, its subject a capitalised
 * name right before it ("Proposal 2 was approved on D" has a number there). Its subject is kept: the reading stands
 * only when that name is the decision's drug and the text names the FDA (outcome-candidates.ts).
 */
const AGENTLESS_APPROVAL = new RegExp(
  String.raw`\b(?=[A-Z][a-z])${NOT_AFTER_PREPOSITION}([A-Z][a-z][\w-]{1,40})(?:\s*[\u00AE\u2122])?(?:\s*\([^()#]{1,40}\))?\s+(?:was|has\s+been)\s+approved(?=\s+on\s+#)`,
  'g',
)
/**
 * "Zentrovel was approved in the U.S. on D", "has been approved in the United States": the market names its agency. Its
 * subject is a capitalised name right before it, kept as the agentless one's is ("The merger was approved in the United
 * States ... by the FTC" names no product there).
 */
const APPROVED_IN_THE_US = new RegExp(
  String.raw`\b(?=[A-Z][a-z])${NOT_AFTER_PREPOSITION}([A-Z][a-z][\w-]{1,40})(?:\s*[\u00AE\u2122])?(?:\s*\([^()#]{1,40}\))?\s+(?:was|has\s+been)\s+(?:${approvalKinds('full', 'accelerated', 'traditional')}\s+)?approved\s+in\s+the\s+(?:U\.S\.(?!\w)|US\b|United\s+States\b)`,
  'g',
)
/** "announced", "reports", "confirmed": the verbs that tell an approval as news when it is their object. */
const PUBLISHING_VERBS = toldPastOrPresent(['announce', 'report', 'confirm'])

/** "... was approved on D by the IRB / by shareholders / by the European Commission": an agent other than the FDA. */
const AGENT_AFTER_DAY = new RegExp(
  String.raw`^\s+on\s+#+,?\s+${closedWords('by', 'at', 'in')}\s+(?!(?:the\s+)?(?:u\.s\.\s+|us\s+)?(?:fda|food\s+and\s+drug\s+administration|united\s+states)\b)`,
  'i',
)

/**
 * "Kestrel Announces FDA Approval of ZOLTIVA (pemrastat) for ...", "Receives U.S. FDA Accelerated Approval for X": a
 * release announcing its own approval. Case-sensitive so that the product's capital is one; the words in either case or
 * in capitals; in running text, the product after its owner's possessive ("announced FDA approval of its Zoltiva").
 * "announced FDA approval of tovaline tablets": a lower-case name before its dosage form, when no English
 * word is (findApprovals: "approval of pediatric oral suspension labeling" names none).
 */
const ANNOUNCED_APPROVAL = new RegExp(
  String.raw`\b(?:[Aa]nnounce[sd]?|ANNOUNCES|[Rr]eceive[sd]?|RECEIVES)\s+(?:U\.S\.\s+)?(?:FDA|[Ff]ood\s+and\s+[Dd]rug\s+[Aa]dministration(?:\s*\(\s*FDA\s*\))?)\s+(?:(?:[Ff]ull|[Aa]ccelerated|[Tt]raditional|FULL|ACCELERATED)\s+)?(?:[Aa]pproval|APPROVAL)\s+(?:${closedWords('of', 'for')}|OF|FOR)\s+(?:${determiners('its', 'their', 'our')}\s+)?(?=[A-Z]|${LOWER_NAME_BEFORE_FORM})`,
  'g',
)

/**
 * "Ostrelva – FDA approval received May 12, 2026", "• Ostrelva: U.S. FDA approval granted on D": a list item's label and the
 * receipt of the agency's approval, the auxiliary dropped (dated, at the start of its line, after a dash or a colon:
 * "FDA approval received for X" in prose is read by its own pattern). Its day may follow the participle with no "on".
 */
const ITEM_RECEIPT = new RegExp(
  String.raw`^\s*(?:[\u2022*\u2013-]\s*)?[A-Z][\w-]*(?:\s*[\u00AE\u2122])?(?:\s*\([^()]{1,40}\))?(?:\s*:\s*|\s+[\u2013\u2014-]\s+|\s*\u2014\s*)(?:u\.s\.\s+)?(?:fda|food\s+and\s+drug\s+administration)\s+approval\s+(?:${receiptVerbs('received', 'granted', 'obtained')})(?=\s+(?:on\s+)?#)`,
  'gi',
)

/**
 * "• Approved by the FDA on May 12, 2026" alone in a bullet, under a product's heading ("Zelvora:" alone on its line):
 * the item drops its subject with its auxiliary; the product is the heading's only (resolved-drugs.ts, `headingOnly`),
 * never a product named in the lines above.
 */
const BULLET_UNDER_HEADING =
  /^\s*approved\s+by\s+(?:the\s+)?(?:u\.s\.\s+)?(?:fda|food\s+and\s+drug\s+administration)(?=\s+on\s+#)/gi

const APPROVAL_PATTERNS: ReadonlyArray<readonly [RegExp, 'strong' | 'weak']> = [
  // "Kestrel Announces FDA Approval of ZOLTIVA (pemrastat) for ...", "Receives U.S. FDA Accelerated Approval for X": a
  // release announcing its own approval; in running text, the product after its owner's possessive ("Kestrel announced FDA
  // approval of its Zoltiva for adults with gout").
  [ANNOUNCED_APPROVAL, 'strong'],
  // The FDA (on Monday) approved / has approved / approves X
  [new RegExp(String.raw`\b${FDA}\s+${AGENCY_ADJUNCT}(?:approved|approves)\b`, 'gi'), 'strong'],
  // Trade press: "the FDA greenlighted X", "the agency gave the nod to X", "regulators signed off on X", "FDA clears X",
  // "X got the nod from the FDA", "X received the green light from U.S. regulators" (what was greenlighted may be no
  // product: OBJECT_NOT_A_PRODUCT, a trial among them; what was cleared, CLEARED_NO_PRODUCT).
  [
    new RegExp(
      String.raw`\b${FDA}\s+${AGENCY_ADJUNCT}${approvingIdioms('greenlit', 'greenlighted', 'green-lighted', 'green-lit', 'green-lights', 'gave the nod to', 'gave the green light to', 'gives the green light to', 'gives green light to', 'gives the nod to', 'gives nod to', 'gave its nod to', 'gives its nod to', 'signed off on', 'signs off on', 'cleared', 'clears')}\b|\b${receiptVerbs('got', 'gets', 'received', 'receives', 'won')}\s+${approvalNods('the nod', 'the green light')}\s+from\s+(?:the\s+)?${FDA}`,
      'gi',
    ),
    'strong',
  ],
  // "The FDA wasn't due to act on X until D0, but gave its nod to the drug on D1": the agency the subject of a second,
  // coordinated predicate, its verb right after ", but" / ", and" (not the agency's committee or reviewers: "the FDA's
  // panel ..., and approved" names another subject).
  [
    new RegExp(
      String.raw`\b(?:u\.s\.\s+)?(?:fda|agency)\s+(?!['’])[^.;]{1,120}?,\s+(?:but|and)\s+(?:then\s+|instead\s+|${decisionAdverbs('finally')}\s+)?(?:${approvingIdioms('gave the nod to', 'gave its nod to', 'gave the green light to')}|approved)\b`,
      'gi',
    ),
    'strong',
  ],
  // "The FDA's decision to approve X will likely come as a shock": a decision to approve, told by its noun, is one made;
  // not "whether to approve", "to approve or reject", "awaiting / ahead of the FDA's decision to approve", and not one
  // still timed ("is due by D", "will come on D", "is expected": NOT_AN_APPROVAL reads the expectation and the modals).
  [
    new RegExp(
      String.raw`\b(?<!\b(?:await\w{0,3}|ahead\s{1,3}of|${closedWords('before', 'for', 'on')})\s{1,3}(?:the\s{1,3})?)(?:fda|agency)['’]s\s+decision\s+to\s+approve\b(?!\s+or\b)(?![^.;]{0,80}\b(?:(?:is|was)\s+(?:${scheduleWords('due', 'slated')}|${dateQualifiers('scheduled', 'expected')}|set)\b|will\s+(?:\w+\s+)?(?:come|arrive|be\s+\w+)\s+${closedWords('on', 'by', 'in', 'before', 'after')}\s))`,
      'gi',
    ),
    'strong',
  ],
  // Trade press: "the FDA has officially given the thumbs-up to X", "the agency gave the green light to X"; not "the
  // green light to begin a trial" or "to submit the BLA" (a step allowed, no product approved).
  [
    new RegExp(
      String.raw`\b${FDA}\s+${AGENCY_ADJUNCT}${givingForms('gave', 'given', 'gives')}\s+(?:${determiners('the', 'its', 'a')}\s+)?${assentIdioms('thumbs-up', 'thumbs up', 'green light', 'green-light')}\s+to\b(?!\s+(?:\w+\s+)?${proceedingVerbs('begin', 'start', 'initiate', 'launch', 'proceed', 'resume', 'move', 'advance', 'conduct', 'run', 'enroll', 'test', 'submit', 'file', 'resubmit', 'seek', 'pursue')}\b)`,
      'gi',
    ),
    'strong',
  ],
  // A supplement's approval told by its scope: "the FDA expanded the approval of X", "FDA extends approval of X to
  // children", "FDA Expands X Label", "X wins expanded indication" (not "seeks to expand its label": NOT_AN_APPROVAL; not "expanded access": no scope noun).
  [
    new RegExp(
      String.raw`\b${FDA}\s+${AGENCY_ADJUNCT}${expandingVerbs('extends', 'extended')}\s+(?:${determiners('the', 'its')}\s+)?approval\s+of\s+(?=[A-Z])|\b${FDA}\s+${AGENCY_ADJUNCT}${expandingVerbs('expands', 'expanded', 'broadens', 'broadened', 'widens', 'widened')}\s+(?:(?:${determiners('the', 'its')}\s+)?(?:${labelScopes('label', 'indication', 'use')}|approval)\s+(?:of|for)\s+(?=[A-Z])|(?=[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2}(?:['’]s)?\s+(?:${labelScopes('label', 'indication', 'use')}|approval)s?\b))|\b(?:${receiptVerbs('won', 'wins', 'received', 'receives', 'gets', 'got', 'secured', 'secures')})\s+(?:an?\s+)?(?:fda\s+)?${labelScopes('expanded')}\s+(?:${labelScopes('indication', 'label')}|approval)\b`,
      'gi',
    ),
    'strong',
  ],
  // The FDA granted / handed / gave (accelerated) approval; granted marketing authorization for X (not an emergency use
  // authorization: NOT_AN_APPROVAL)
  [
    new RegExp(
      String.raw`\b${FDA}\s+${AGENCY_ADJUNCT}${givingForms('granted', 'grants', 'handed', 'hands', 'gave', 'gives', 'awarded', 'issued')}\s+(?:[\w-]+\s+){0,4}?(?:${approvalKinds('full', 'accelerated', 'traditional', 'regular', 'marketing', 'conditional')}\s+)?(?:approval|authori[sz]ation(?=\s+${closedWords('for', 'to', 'of')}\s))\b`,
      'gi',
    ),
    'strong',
  ],
  // "• Ostrelva (tavolimab) approved by the FDA on April 17, 2025": a highlight bullet drops the auxiliary (dated, at the
  // start of its line, so that "drugs approved by the FDA for X" is no event); the item's label may end in a colon or a
  // dash ("- Ostrelva: approved by the FDA on D", "• Ostrelva — approved by the FDA on D").
  [
    /^\s*(?:[\u2022*\u2013-]\s*)?[A-Z][\w-]*(?:\s*[\u00AE\u2122])?(?:\s*\([^()]{1,40}\))?(?:\s*:\s*|\s+[\u2013\u2014-]\s+|\s*\u2014\s*|\s+)approved\s+by\s+(?:the\s+)?(?:u\.s\.\s+)?(?:fda|food\s+and\s+drug\s+administration)(?=\s+on\b)/gi,
    'strong',
  ],
  // "• Solvantra (zelotamab) approved by FDA for the treatment of X" (a results release's highlight bullet, undated; the
  // bullet's marker is stripped with its item): the label opening its sentence is a brand, marked as one or followed by
  // its other name in parentheses, and the indication follows the agency. Not "Drugs approved by the FDA for X include"
  // (no mark), "Sales of drugs approved by the FDA for X" (no name opens the sentence), "• Zelvora, approved by the FDA
  // for X, grew" (an apposition: the comma).
  [
    /^\s*(?:[\u2022*\u2013-]\s*)?[A-Z][\w-]*(?:\s*[\u00AE\u2122](?:\s*\([^()]{1,40}\))?|\s*\([^()]{1,40}\))\s+[Aa]pproved\s+by\s+(?:the\s+)?(?:U\.S\.\s+)?(?:FDA|Food\s+and\s+Drug\s+Administration)(?=\s+for\b)/g,
    'strong',
  ],
  // "Ostrelva – FDA approval received May 12, 2026": an item's label and the receipt of the approval (ITEM_RECEIPT).
  [ITEM_RECEIPT, 'strong'],
  [BULLET_UNDER_HEADING, 'strong'],
  // X was / has been approved (cleared) by the FDA
  [
    new RegExp(
      String.raw`\b(?:was|were|has\s+been|have\s+been|is\s+now)\s+(?:(?:granted\s+)?${approvalKinds('full', 'accelerated', 'traditional')}\s+)?(?:approved|${approvingIdioms('cleared')})\s+(?:\w+\s+){0,4}?by\s+(?:the\s+)?${FDA}`,
      'gi',
    ),
    'strong',
  ],
  // "Ostravax was granted approval on D", "X has been granted accelerated approval": the passive of the agency's grant, the
  // product its subject (the active "the FDA granted approval" is read above; "granted approval to begin a trial" is
  // none: APPROVAL_FOR_NOT_A_PRODUCT).
  [
    new RegExp(
      String.raw`\b(?:was|were|has\s+been|have\s+been)\s+${receiptVerbs('granted')}\s+(?:(?:u\.s\.|${usAgencyNouns('fda')}(?:['’]s)?|${approvalKinds('full', 'accelerated', 'traditional', 'regular', 'marketing')})\s+){0,3}approval\b`,
      'gi',
    ),
    'strong',
  ],
  // "X secured the FDA nod", "won the U.S. FDA's nod", "wins FDA OK for X": the nod named by the agency that gives it.
  [
    new RegExp(
      String.raw`\b${receiptVerbs('got', 'gets', 'received', 'receives', 'won', 'wins', 'secured', 'secures', 'earned')}\s+(?:the\s+)?(?:u\.s\.\s+)?${usAgencyNouns('fda')}(?:['’]s)?\s+${approvalNods('nod', 'ok', 'okay')}\b`,
      'gi',
    ),
    'strong',
  ],
  [APPROVED_IN_THE_US, 'strong'],
  // "Kestrel's supplemental BLA for X was approved on D", "the NDA for X has been approved": an application only the FDA
  // decides (an NDA or a BLA) as the subject of the passive, the agency unnamed.
  [
    /\b(?:(?:supplemental\s+)?(?:new\s+drug|biologics?\s+license)\s+application|s?NDA|s?BLA)(?:\s*\([^()]{1,12}\))?(?:\s+(?:for|of)\s+[^.;#]{1,60}?)?\s+(?:was|has\s+been)\s+approved\b/gi,
    'strong',
  ],
  // FDA approval of X was received / has been granted
  [
    new RegExp(
      // Not an application "for approval of X" that "has been received" by the agency: what was received is the
      // application ("Halden's resubmission for approval of Zorvex has been received by the FDA").
      String.raw`(?<!\b${closedWords('for')}\s+(?:(?:u\.s\.\s+)?fda\s+|u\.s\.\s+)?)\b(?:(?:u\.s\.\s+)?fda\s+|u\.s\.\s+)?approval\s+(?:of|for)\s+[^.;#]{1,80}?\s+(?:was|has\s+been)\s+${receiptVerbs('received', 'granted', 'obtained', 'secured')}\b`,
      'gi',
    ),
    'strong',
  ],
  // "The approval was granted on D" (the approval named in the sentence before)
  [
    new RegExp(
      String.raw`\b(?:${closedWords('the', 'this')}|fda)\s+approval\s+(?:was|has\s+been)\s+${receiptVerbs('received', 'granted', 'obtained', 'secured')}\b`,
      'gi',
    ),
    'strong',
  ],
  // received / won / obtained (in the trade press: bagged, nabbed, landed, got; a results release's highlight: achieved)
  // U.S. FDA approval, the owner's first ("got its first approval from the FDA for X"); the receipt of marketing approval; "won an on-time / a long-awaited FDA
  // approval" (an evaluative compound before the noun). An inflected verb only: the bare "obtain"/"receive" is a goal
  // ("Our strategy: Obtain approval of X", "to receive approval").
  [
    new RegExp(
      String.raw`\b(?:receiv(?:es|ed)|receipt\s+of|won|wins|obtain(?:s|ed)|secur(?:es|ed)|gain(?:s|ed)|${receiptVerbs('bagged', 'nabbed', 'landed', 'achieved', 'achieves', 'got', 'gets')})\s+(?:(?:u\.s\.|us|${usAgencyNouns('fda')}|regulatory|${approvalKinds('marketing', 'accelerated', 'full', 'traditional')}|${closedWords('the')}|an?|fda's|${determiners('its', 'their')}|${ordinals('first')}|[a-z]+-[a-z]+)\s+){0,4}approval\b`,
      'gi',
    ),
    'strong',
  ],
  // received marketing authorisation from the FDA (an authorisation from another agency is excluded below)
  [
    new RegExp(
      String.raw`\b(?:receiv(?:es|ed)|receipt\s+of|won|obtain(?:s|ed)|grant(?:s|ed)?)\s+(?:(?:u\.s\.|us|${approvalKinds('marketing', 'accelerated', 'full')}|the|an?)\s+){0,3}authori[sz]ation\s+(?:\w+\s+){0,3}?from\s+(?:the\s+)?${FDA}`,
      'gi',
    ),
    'strong',
  ],
  // "Marlow Therapeutics announced the FDA's approval of X late Thursday", "Kestrel Announces FDA Approval of X": the approval news a
  // verb of publishing or confirming tells, as the verb's object (an approval named in passing is the weak reading below)
  [
    new RegExp(
      String.raw`\b(?:${PUBLISHING_VERBS}|${capitalised(PUBLISHING_VERBS)})\s+(?:today\s+)?(?:[Tt]he\s+)?(?:U\.S\.\s+)?(?:FDA|fda|Food\s+and\s+Drug\s+Administration)(?:['’]s)?\s+[Aa]pproval\s+(?:of|for)\s+(?=[A-Z])`,
      'g',
    ),
    'strong',
  ],
  // "following the FDA approval of X" (a milestone or royalty release): the approval named, not narrated; read, not published
  [/\b(?:[Tt]he\s+)?(?:U\.S\.\s+)?(?:FDA|fda)(?:'s)?\s+approval\s+of\s+(?=[A-Z])/g, 'weak'],
  // "* Approved Sarepta Therapeutics' Exondys 51" (agency bulletins), "FDA Approval: 10/5/2018" (tables)
  [/^\s*approved\s+(?=[A-Z])/g, 'weak'],
  [/^\s*(?:fda\s+)?approval(?:\s+date)?\s*[:\t]?\s*(?=#)/gi, 'weak'],
  // Last: read only when no other pattern told the sentence's approval ("the NDA for X was approved on D" is one).
  [AGENTLESS_APPROVAL, 'strong'],
]

// "if approved", "tentative approval", "emergency use authorization", "previously approved", "the EMA approved", "no drug has received FDA approval to
// treat this disease", "received approval from the Ministry of Health, Labour and Welfare" (an agency spelt out as its
// ministry, or by its full name, lexicon/agencies.ts FOREIGN_AGENCY_NAMES: "from the South Korean Ministry of Food and
// Drug Safety"): no approval of the FDA today.
const NOT_AN_APPROVAL = new RegExp(
  String.raw`\b(?:approvable|tentative(?:ly)?|emergency\s+use|if\s+approved|upon\s+approval|potential(?:ly)?|seek(?:s|ing)?|pending|${closedWords('should', 'would', 'could', 'may', 'might')}|expect(?:s|ed)?|anticipat\w*|plan(?:s|ned)?|not\s+(?:yet\s+)?(?:been\s+)?approved|unable\s+to\s+approve|cannot\s+approve|declin\w+\s+to\s+approve|refus\w+\s+to\s+approve|previously\s+approved|currently\s+approved|already\s+approved|first\s+approved|originally\s+approved|initially\s+approved|${foreignMarkets('european', 'china', 'chinese')}|${foreignAgencies('EMA', 'CHMP', 'MHRA', 'PMDA', 'NMPA', 'Swissmedic', 'TGA', 'MHLW', 'MFDS', 'ANVISA')}|health\s+canada|${foreignAgencyNames()}|from\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:health\s+ministry|ministry\s+of\s+(?:health|food)\b)|japan\w*|to\s+${receiptVerbs('gain', 'obtain', 'receive', 'secure')}|hope\w*|path\s+to|${closedWords('toward')}|no\s+(?:other\s+)?(?:drugs?|therap(?:y|ies)|treatments?|products?|medicines?)\s+${closedWords('has', 'have', 'had')}\b)\b`,
  'i',
)

/**
 * What the agency approves that is not a product's marketing application: a proprietary name, a study plan, a protocol,
 * or its amendment, an early or expanded access programme, cost recovery, the company's request; a manufacturing
 * supplement or site; and an approval told as a condition ("if the FDA approves", "unless the FDA approves").
 */
const NOT_A_PRODUCT_APPROVAL = new RegExp(
  String.raw`\b(?:proprietary\s+name|trade\s*name|(?:pediatric\s+)?study\s+plan|${notProductObjects('protocol', 'amendment')}|manufacturing\s+(?:${applicationNouns('supplement')}|site|change)|${conditionWords('if', 'unless', 'whether')}\s+(?:and\s+when\s+)?(?:the\s+)?(?:u\.s\.\s+)?(?:fda|agency)\s+approves|contingent\s+value\s+right|${notProductObjects('cvr')}|${accessProgrammes('early', 'expanded', 'managed')}[\s-]+access|compassionate[\s-]+use|named[\s-]+patient|cost[\s-]+recovery|(?:company|sponsor)['’]s\s+request|(?:company['’]s|${POSSESSIVES})\s+other\s+(?:[\w-]+\s+)?products?)\b`,
  'i',
)
/**
 * "Because Y's exclusivity runs until June, the approval Kestrel received for X is a tentative approval": a sentence that calls its approval tentative tells none that lets the product be sold, whatever verb told
 * it first. Not where the sentence also tells a final approval ("received final approval for X, tentatively approved in
 * 2024": the final one is today's).
 */
const TOLD_TENTATIVE = new RegExp(String.raw`\b${hedgeWords('tentative')}\s+approv\w*`, 'i')
const FINAL_APPROVAL = /\bfinal\s+(?:fda\s+)?approval\b/i
/**
 * What "approved" takes as its object when it is no product: "approved our IND", "approved the transfer of the NDA", "approved our request for a Type A
 * meeting", "approved the REMS design", "approved our manufacturing facility", "approved two other GLP-1 agonists",
 * "approved our partner's sNDA", "approved a label change for our marketed product". Read right after the verb only:
 * "approved Zelvora with a REMS" is Zelvora's approval.
 */
const OBJECT_NOT_A_PRODUCT = new RegExp(
  String.raw`^\s*(?:${determiners('the', 'our', 'its', 'their', 'a', 'an', 'two', 'three', 'several')}\s+){0,2}(?:${companyRoles('company', 'sponsor', 'partner', 'licensee')}['’]s\s+|(?:collaboration\s+)?partner['’]s\s+)?(?:[\w'’-]+\s+){0,6}?(?:${notProductObjects('request', 'ind', 'rems', 'transfer')}|(?<![\w-])${notProductObjects('device', 'devices')}(?![\w-])|${studyNouns('trial', 'study')}|risk\s+evaluation|(?:manufacturing\s+)?facilit(?:y|ies)|fill[\s-]+finish|(?:contract\s+)?manufacturer['’]?s?|companion\s+diagnostics?|label(?:ing)?\s+change|other\s+(?:[\w-]+\s+){0,3}?${productNouns('drugs', 'products', 'therapies', 'treatments', 'agonists', 'inhibitors', 'antibodies')}|(?:[\w-]+\s+)?products?\s+(?:of|from)\s+another|(?:${addedWords('additional', 'alternate', 'alternative', 'new')}|${ordinals('second')})\s+(?:[\w-]+\s+){0,3}(?:suppliers?|manufacturers?|manufacturing\s+sites?|sources?))\b|^\s*(?:${POSSESSIVES}|the\s+company['’]s)\s+(?:(?:collaboration\s+)?partner['’]s\b|(?:${ordinals('first', 'second')}|${determiners('other')}|marketed)\s+products?\b)`,
  'i',
)
/**
 * What an approval received is for, when it is no product: "received approval from the FDA for its Investigational New
 * Drug (IND) application", "FDA approval of the Special Protocol Assessment", "approval to begin its Phase 1 trial".
 */
const APPROVAL_FOR_NOT_A_PRODUCT = new RegExp(
  String.raw`^\s*(?:from\s+(?:the\s+)?${FDA}\s+)?(?:(?:for|of)\s+(?:${determiners('the', 'our', 'its', 'their', 'a', 'an')}\s+)?(?:[\w'’-]+\s+){0,3}?\(?(?:${notProductObjects('ind', 'investigational new drug', 'spa', 'special protocol assessment', 'protocol')}|clinical\s+${studyNouns('trial', 'study')})|to\s+${proceedingVerbs('begin', 'start', 'initiate', 'conduct', 'proceed')}\s+(?:with\s+)?(?:[\w'’-]+\s+){0,4}?${studyNouns('trial', 'study')})\b`,
  'i',
)
/** "Quillon received the PRV when X was approved by the FDA", "the voucher, issued when the FDA approved X": its history. */
const PRIVILEGE_EARNED_WHEN = new RegExp(
  String.raw`\b${earnedPrivileges('voucher', 'vouchers', 'prv', 'prvs', 'exclusivity')}\b[^.;]{0,200}\bwhen\s+[^.;]{0,60}$`,
  'i',
)
/**
 * "Japan's Takeda won FDA approval", "Japan's Daiichi Sankyo said the FDA approved": a country's possessive before a
 * capitalised company is the company's nationality, not another regulator, when the match names the FDA itself.
 */
const COUNTRYS_COMPANY = new RegExp(
  String.raw`\b${capitalised(foreignMarkets('japan', 'china', 'korea', 'india', 'israel', 'switzerland', 'germany', 'france', 'canada', 'australia', 'brazil', 'taiwan', 'singapore'))}['’]s\s+(?=[A-Z])(?!${foreignAgencies('MHLW', 'PMDA', 'NMPA', 'MFDS', 'TGA', 'ANVISA', 'Swissmedic')}\b|(?:Ministry|Health)\b)`,
  'g',
)
/**
 * "Tokyo, Japan, May 27, 2026 - Kaneda announced today that the U.S. FDA approved X": the country of a dateline (a city,
 * then the country, then the day or the dash) is where the release was written, not another regulator, when the match
 * names the FDA itself (dates are blanked with '#').
 */
const DATELINE_COUNTRY = new RegExp(
  String.raw`(?<=[A-Za-z.]),\s+${capitalised(foreignMarkets('japan', 'korea', 'china', 'india', 'israel', 'taiwan', 'switzerland', 'germany', 'france', 'italy', 'spain', 'canada', 'australia', 'singapore', 'brazil', 'uk'))}\s*(?:,\s*(?=#|\d|[A-Z][a-z]{2,8}\.?\s+\d)|(?=\(|\s*[\u2013\u2014-]))`,
  'g',
)
/** "(Japan time)", "(JST)" after a day: the zone the day is told in, not another regulator (lexicon/calendar.ts). */
const TIME_ZONE_OF_A_DAY = new RegExp(
  String.raw`\b(?:${foreignTimeZones('japan', 'tokyo', 'korea', 'korean', 'seoul', 'beijing')})\s+(?:standard\s+)?time\b|\((?:${foreignTimeZones('jst', 'kst', 'cet', 'cest', 'aest', 'aedt')})\)`,
  'gi',
)
/** The match names the agency by its name, not a generic noun. */
const EXPLICIT_FDA = /\bfda\b|food\s+and\s+drug\s+administration/i
/**
 * "Tokyo, Japan (August 24, 2015) - Kaneda Pharma today announced that it has obtained approval for ...": a release
 * datelined in another country. An approval it tells without naming any agency in its sentence is its home regulator's
 * (the FDA's is told as such: "received approval from the U.S. FDA").
 */
const FOREIGN_DATELINE = new RegExp(
  String.raw`^\s*[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2},\s+${capitalised(foreignMarkets('japan', 'korea', 'china', 'india', 'israel', 'taiwan', 'switzerland', 'germany', 'france', 'italy', 'spain', 'canada', 'australia', 'singapore', 'brazil', 'uk'))}\s*(?:,|\(|[-–—])`,
)
/** Any agency of the U.S. named in a sentence: "FDA", "the Food and Drug Administration", "U.S. regulators". */
const ANY_US_AGENCY =
  /\bfda\b|food\s+and\s+drug\s+administration|\bu\.?s\.?\s+(?:regulators?|health\s+regulators?|agency)\b/i

/**
 * What "cleared" takes that is no product, right after the verb, whatever its case ("cleared Kestrel Bio's
 * investigational new drug application", "cleared the way for", "cleared the device"): a clearance, not an approval.
 */
const CLEARED_NO_PRODUCT = new RegExp(
  String.raw`^[^.;]{0,60}?(?<![\w-])${clearedNonProducts('way', 'path', 'road', 'ind', 'investigational new drug', '510(k)', 'de novo', 'device', 'devices', 'hold', 'trial', 'trials', 'study', 'protocol')}(?![\w-])`,
  'i',
)
/** The same before a passive "was cleared by the FDA" ("Kestrel's IND was cleared by the FDA"), within its clause. */
const CLEARED_NO_PRODUCT_BEFORE = new RegExp(
  String.raw`(?<![\w-])${clearedNonProducts('ind', 'investigational new drug', '510(k)', 'de novo', 'device', 'devices', 'hold', 'trial', 'trials', 'study', 'protocol')}(?![\w-])[^.;]{0,60}$`,
  'i',
)
const CLEARING = new RegExp(String.raw`\b${approvingIdioms('cleared', 'clears')}\b`, 'i')
/** Another country's regulator, named. */
const FOREIGN_AGENCY = new RegExp(
  String.raw`\b(?:japan\w*|${foreignAgencies('MHLW', 'PMDA', 'EMA', 'CHMP', 'MHRA', 'Swissmedic', 'TGA', 'ANVISA', 'NMPA', 'MFDS')}|health\s+ministry|ministry\s+of\s+health|${foreignAgencyNames()}|${foreignMarkets('china', 'chinese')}|korea\w*)\b`,
  'i',
)
/**
 * "Japan's health ministry approved X. The approval was granted to our partner.": an approval told again by its noun
 * after a sentence naming another country's regulator is that regulator's.
 */
export function approvalToldAgainAbroad(
  sentence: string,
  event: Pick<OutcomeEvent, 'anchor'>,
  previous: string,
): boolean {
  return (
    /^(?:the|this)\s+approval\b/i.test(sentence.slice(event.anchor.start, event.anchor.end)) &&
    FOREIGN_AGENCY.test(previous)
  )
}
// "received marketing approval in Israel", "approved by regulators in Argentina": another country's approval.
const FOREIGN_APPROVAL = new RegExp(
  String.raw`\b(?:approv\w*|authori[sz]\w*)\s+(?:\w+\s+){0,3}?in\s+(?:the\s+)?(?:${foreignMarkets('europe', 'eu', 'israel', 'argentina', 'brazil', 'mexico', 'taiwan', 'india', 'australia', 'canada', 'switzerland', 'uk', 'germany', 'france', 'italy', 'spain', 'russia', 'singapore', 'turkey', 'asia')}|european\s+union|(?:south\s+)?korea|united\s+kingdom|hong\s+kong|saudi\s+arabia|latin\s+america)\b|\bregulators?\s+in\s+(?!the\s+u\.?s\b|the\s+united\s+states|u\.?s\b)[a-z]`,
  'i',
)

/**
 * "GW Research received the voucher when EPIDIOLEX was approved by the FDA", "earned a milestone when the FDA approved X":
 * an approval told as the occasion of something else received, in a "when" clause after the receipt (whose object is no
 * approval): background to the receipt, not news of a decision. Read only of an approval with no day of its own.
 */
const OCCASION_OF_RECEIPT_BEFORE = new RegExp(
  String.raw`\b(?:${receiptVerbs('received', 'obtained', 'earned', 'granted')}|(?:was|were)\s+awarded|became\s+eligible\s+for)\s+(?:(?!approv)[^.;#\n]){1,80}?\bwhen\s+[^.;#\n]{0,80}$`,
  'i',
)

/** "approval of Zelvora in the United States, which occurred on ", "... that was granted on ": right before its date. */
const APPROVAL_THAT_OCCURRED = new RegExp(
  String.raw`\b[Aa]pproval\s+of\s+(?=[A-Z])[^.;#]{1,80}?,?\s+(?:which|that)\s+(?:occurred|took\s+place|was\s+${receiptVerbs('granted', 'received', 'obtained')})\s+on\s+$`,
)

/**
 * "approves VisuMax Femtosecond Laser to treat ...", "approved the Halvern Aortic Valve": the object, a name of up to
 * five capitalised words, ends on a device's head noun (DEVICE_HEADS). Right after the verb.
 */
const DEVICE_NAMED_OBJECT = new RegExp(
  String.raw`^\s*(?:${determiners('the', 'its', 'their', 'a', 'an')}\s+)?(?:[A-Z][\w'’-]*\s+){1,5}(?:${capitalised(deviceHeads('laser', 'lasers', 'stent', 'stents', 'valve', 'valves', 'occluder', 'implant', 'implants', 'catheter', 'catheters', 'pacemaker', 'defibrillator', 'neurostimulator', 'scanner'))}|${deviceHeads('laser', 'lasers', 'stent', 'stents', 'valve', 'valves', 'occluder', 'implant', 'implants', 'catheter', 'catheters', 'pacemaker', 'defibrillator', 'neurostimulator', 'scanner')})\b`,
)

/**
 * "September 23, 2016 - FDA approves X": a line that opens on its date, then a dash, then the agency as the subject of
 * its decision (the agency's own list of announcements). The date is the decision's. Not a release's dateline, whose
 * subject is the company ("June 21, 2019 - Kestrel Bio announced today that the FDA has approved X": the shared data
 * reads no decision date there, and the agency often acted the day before).
 */
function agencyLineDate(
  masked: string,
  dayDates: readonly DateMention[],
  start: number,
): DateMention | null {
  const date = [...dayDates].reverse().find((d) => d.end <= start)
  if (date === undefined) return null
  if (!/(?:^|\n)\s*$/.test(masked.slice(Math.max(0, date.start - 20), date.start))) return null
  return /^\s*[-\u2013\u2014:]\s*(?:the\s+)?$/.test(masked.slice(date.end, start)) ? date : null
}

/** The approvals a sentence tells (`masked`: its dates blanked with '#'; `dayDates`: its day mentions). */
export function findApprovals(
  masked: string,
  dates: readonly DateMention[],
  dayDates: readonly DateMention[],
): OutcomeEvent[] {
  const events: OutcomeEvent[] = []
  // Read once per sentence, when a match first asks (a sentence repeating a pattern would read it whole per match).
  let notProduct: boolean | undefined
  const notProductApproval = (): boolean => (notProduct ??= NOT_A_PRODUCT_APPROVAL.test(masked))
  let tentative: boolean | undefined
  const toldTentative = (): boolean =>
    (tentative ??= TOLD_TENTATIVE.test(masked) && !FINAL_APPROVAL.test(masked))
  for (const [pattern, strength] of APPROVAL_PATTERNS) {
    if (pattern === AGENTLESS_APPROVAL && events.length > 0) break
    const subjectKept = pattern === AGENTLESS_APPROVAL || pattern === APPROVED_IN_THE_US
    const agentNamedAfter = subjectKept ? AGENT_AFTER_DAY : null
    for (const m of matchesOf(pattern, masked)) {
      const start = m.index ?? 0
      const end = start + m[0].length
      // The words around the verb, not across a line that opens on a capital (a bullet or headline run into the next line:
      // "- X received a positive CHMP opinion in Europe\nThe FDA has approved X").
      // Only the 60 characters before the verb and the 40 after it are read: a line start or end farther off does not
      // move the clause, and reading the whole sentence per match is quadratic in a sentence repeating the pattern.
      const from = Math.max(0, start - 60)
      const lineStart = masked.slice(from, start).search(/\n(?=[A-Z])[^\n]*$/)
      const clauseStart = Math.max(from, lineStart < 0 ? 0 : from + lineStart + 1)
      const lineEnd = masked.slice(end, end + 41).search(/\n(?=[A-Z])/)
      const clauseEnd = Math.min(
        masked.length,
        end + 40,
        lineEnd < 0 ? masked.length : end + lineEnd,
      )
      const clause = masked.slice(clauseStart, clauseEnd)
      // "announced FDA approval of pediatric oral suspension labeling": a lower-case object before a dosage form is a
      // name only when no English word is.
      if (pattern === ANNOUNCED_APPROVAL) {
        const word = /^[a-z][a-z-]*/.exec(masked.slice(end, end + 32))?.[0]
        if (word !== undefined && !isNameLikeToken(word, 'lowercase')) continue
      }
      if (
        NOT_AN_APPROVAL.test(
          EXPLICIT_FDA.test(m[0])
            ? clause
                .replace(COUNTRYS_COMPANY, ' ')
                .replace(DATELINE_COUNTRY, ' ')
                .replace(TIME_ZONE_OF_A_DAY, ' ')
            : clause,
        ) ||
        notProductApproval() ||
        toldTentative() ||
        (OBJECT_NOT_A_PRODUCT.test(masked.slice(end, end + 160)) &&
          // "approved Zelvora with a REMS": an object that opens on a name is the product.
          !/^\s*(?:[A-Z][a-z][\w-]*|[A-Z]{1,5}-?\d[\w-]*)\b/.test(masked.slice(end, end + 30))) ||
        FOREIGN_APPROVAL.test(clause) ||
        DEVICE_NAMED_OBJECT.test(masked.slice(end, end + 120)) ||
        deviceDecided(masked.slice(Math.max(0, start - 40), start), masked.slice(end, end + 160)) ||
        APPROVAL_FOR_NOT_A_PRODUCT.test(masked.slice(end, end + 160)) ||
        PRIVILEGE_EARNED_WHEN.test(masked.slice(Math.max(0, start - 300), start)) ||
        conditionOpenBefore(masked, start, m[0]) ||
        foreignRegulator(masked, start) ||
        (FOREIGN_DATELINE.test(masked) && !ANY_US_AGENCY.test(masked)) ||
        (CLEARING.test(m[0]) &&
          (CLEARED_NO_PRODUCT.test(masked.slice(end, end + 80)) ||
            CLEARED_NO_PRODUCT_BEFORE.test(masked.slice(clauseStart, start)))) ||
        /\bfda-approved\b/i.test(masked.slice(start, end)) ||
        (agentNamedAfter !== null && agentNamedAfter.test(masked.slice(end, end + 120)))
      )
        continue
      // A month or year after the verb dates an earlier approval, not today's news: right after it ("approved in May
      // 2020"), or bound to it by "in" within its clause ("approved the NDA for X in December 2024").
      if (
        dates.some(
          (d) =>
            d.precision !== 'day' &&
            d.precision !== 'weekday' &&
            d.start >= end &&
            (d.start - end < 12 ||
              /^[^,;#]{0,80}\b(?:in|during)\s+$/i.test(masked.slice(end, d.start))),
        )
      )
        continue
      let decisionDate =
        decisionDateAfter(masked, dayDates, end) ??
        decisionDateBefore(masked, dayDates, start) ??
        // "- X – FDA approval received D": the item's day right after the participle.
        (pattern === ITEM_RECEIPT
          ? (dayDates.find((d) => d.start >= end && /^\s+$/.test(masked.slice(end, d.start))) ??
            null)
          : null)
      let dateStrength: 'strong' | 'weak' = 'strong'
      const attributive = dayDates.find(
        (d) =>
          /^\s*approval\b/i.test(masked.slice(d.end, d.end + 12)) &&
          /(?:'s|\b(?:its|the|an?))\s+$/i.test(masked.slice(Math.max(0, d.start - 8), d.start)),
      )
      if (decisionDate === null && attributive !== undefined) decisionDate = attributive
      if (
        decisionDate === null &&
        EXPLICIT_FDA.test(m[0].slice(0, 40)) &&
        /^(?:u\.?s\.?\s+)?(?:fda|food\s+and\s+drug\s+administration)\b/i.test(m[0])
      )
        decisionDate = agencyLineDate(masked, dayDates, start)
      if (
        decisionDate === null &&
        attributive === undefined &&
        OCCASION_OF_RECEIPT_BEFORE.test(masked.slice(Math.max(0, start - 160), start))
      )
        continue
      if (strength === 'weak' && decisionDate === null) {
        decisionDate = dayDates.find((d) => d.start >= end && d.start - end < 4) ?? null
        dateStrength = 'weak'
      }
      events.push({
        kind: 'approval',
        anchor: { start, end },
        strength,
        decisionDate,
        dateStrength,
        ...(subjectKept ? { agentlessSubject: m[1]! } : {}),
        ...(pattern === BULLET_UNDER_HEADING ? { headingOnly: true } : {}),
      })
      if (events.length >= MAX_EVENTS_PER_SENTENCE) break
    }
    if (events.length >= MAX_EVENTS_PER_SENTENCE) break
  }
  // "the regulatory approval of Zelvora in the United States which occurred on D": an approval named by its noun and told
  // as done by a relative clause that dates it (a milestone or royalty note).
  for (const d of dayDates) {
    const lead = masked.slice(Math.max(0, d.start - 140), d.start)
    const m = APPROVAL_THAT_OCCURRED.exec(lead)
    if (m === null || NOT_AN_APPROVAL.test(m[0]) || FOREIGN_APPROVAL.test(m[0])) continue
    const start = d.start - lead.length + m.index
    const end = start + 'approval'.length
    const told = events.findIndex((e) => e.anchor.start < end && start < e.anchor.end)
    const event: OutcomeEvent = {
      kind: 'approval',
      anchor: { start, end },
      strength: 'strong',
      decisionDate: d,
      dateStrength: 'strong',
    }
    if (told >= 0) events[told] = { ...event, anchor: events[told]!.anchor }
    else events.push(event)
  }
  // "The ... therapy's Feb. 17 approval of the priority NDA came ...": an approval named by its date.
  if (!events.some((e) => e.kind === 'approval')) {
    for (const d of dayDates) {
      if (
        /^\s*approval\s+of\b/i.test(masked.slice(d.end, d.end + 16)) &&
        /(?:'s|\b(?:its|the))\s+$/i.test(masked.slice(Math.max(0, d.start - 8), d.start)) &&
        !NOT_AN_APPROVAL.test(masked)
      ) {
        events.push({
          kind: 'approval',
          anchor: { start: d.start, end: d.end + 9 },
          strength: 'strong',
          decisionDate: d,
          dateStrength: 'strong',
        })
      }
    }
  }
  return events
}
