/**
 * The table of patterns that tell an FDA approval as news (APPROVAL_PATTERNS, in the order findApprovals reads them, each
 * strong or weak). The named patterns it lists, and those the finder treats apart (an agentless passive whose subject is
 * kept, a release announcing its own approval, a list item's receipt, a bullet under a product's heading), are
 * named-approval-patterns.ts. Apart from approvals.ts so the table can be read, and grown, without the finder's guards
 * and date binding around it.
 */
import { STEMS } from './lexicon/stems.js'
import { reviewRoutes } from './lexicon/acceptance.js'
import { determiners } from './lexicon/determiners.js'
import { ordinals } from './lexicon/numbers.js'
import { closedWords } from './lexicon/function-words.js'
import { approvalKinds, productNouns } from './lexicon/products.js'
import { receiptVerbs } from './lexicon/products.js'
import { FDA_ASIDE, US_QUALIFIER, usAgencyNouns } from './lexicon/agencies.js'
import {
  aheadQualifiers,
  approvalNods,
  approvingIdioms,
  clearanceNouns,
  decidingBaseForms,
  newsOfADecision,
  perceptionVerbs,
} from './lexicon/outcome-idioms.js'
import { givingForms } from './lexicon/assignment.js'
import { dateQualifiers, scheduleWords } from './lexicon/qualifiers.js'
import { anyOf, capitalised } from './lexicon/compile.js'
import { DEVICE_ONLY_HEADS, deviceKindNouns } from './lexicon/approval-objects.js'
import { APPROVAL_MOVED_SHARES } from './market-reactions.js'
import {
  assentIdioms,
  decisionAdverbs,
  expandingVerbs,
  proceedingVerbs,
} from './lexicon/outcome-idioms.js'
import { labelScopes } from './lexicon/descriptors.js'
import { AGENCY_TO_VERB, FDA } from './outcome-event.js'
import { reviewGrants } from './lexicon/review.js'
import { DESIGNATION_PROGRAMME_FORMS } from './lexicon/titles.js'
import {
  COVERED_OWNER,
  AGENTLESS_APPROVAL,
  APPROVED_IN_THE_US,
  APPOSED_APPROVAL,
  COUNTED_APPROVAL,
  HEADLINE_APPROVED_IN_THE_US,
  PRESUPPOSED_APPROVAL,
  WITH_THE_AGENCYS_APPROVAL,
  WITH_THE_AGENCYS_APPROVAL_THEN_SUBJECT,
  PUBLISHING_VERBS,
  PUBLISHING_GERUNDS,
  ANNOUNCED_APPROVAL,
  ITEM_RECEIPT,
  BULLET_UNDER_HEADING,
  HIGHLIGHTED_APPROVAL,
  DAYS_APPROVAL,
} from './named-approval-patterns.js'

/** ", under priority review,", ", under accelerated approval,": the review an approval came under, set off by commas. */
const REVIEW_ASIDE = String.raw`(?:,\s+(?:${closedWords('under', 'through', 'following')})\s+(?:[\w-]+\s+){0,3}?(?:${reviewRoutes('review', 'approval', 'pathway', 'program', 'programme')}),)?`
/** A lower-case word ending in a nonproprietary stem ("tavrunosin", "leniolisib"): a generic as the approval's object. */
const STEM_SHAPED_WORD = String.raw`[a-z][a-z-]*(?:${[...STEMS].sort((a, b) => b.length - a.length).join('|')})\b`
/**
 * "FDA approval of X marks a significant milestone for Kestrel", "\"FDA approval of X is the most important milestone in
 * our history,\" said ...": the noun as the subject of a present or past copula (or "marks", "represents") whose
 * complement is an achievement, the approval's own worth told as done (a sponsor's quote in its approval release); "is"
 * only with the achievement placed in a history. Never after a modal ("would mark"), nor a milestone still ahead ("the
 * next milestone", "a key milestone expected in 2027", one hoped or planned for): the guards read the hedges around it.
 */
const STILL_AHEAD = aheadQualifiers(
  'next',
  'upcoming',
  'potential',
  'anticipated',
  'expected',
  'future',
)
const ACHIEVEMENT = String.raw`(?:milestone|achievement)`
export const APPROVAL_AS_ACHIEVEMENT = new RegExp(
  String.raw`(?:^|(?<=["\u201c]\s{0,2})|\b[Tt]he\s+|\b[Tt]his\s+)(?:${US_QUALIFIER})?(?:FDA|Food\s+and\s+Drug\s+Administration)(?:['\u2019]s)?\s+approval\s+of\s+(?=[A-Z][\w-]{1,40}(?:\s*[\u00AE\u2122])?(?:\s*\([^()]{1,40}\))?\s+(?:${closedWords('is', 'was')}\s+${closedWords('a', 'an', 'the')}\s+(?![\w-]*\s*${STILL_AHEAD}\b)(?:[\w-]+\s+){0,3}${ACHIEVEMENT}\s+in\s+(?:${closedWords('our', 'its', 'their')}|[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3}['\u2019]s?)\s+(?:[\w-]+\s+){0,2}history\b|${newsOfADecision('marks', 'marked', 'represents', 'represented')}\s+${closedWords('a', 'an', 'the')}\s+(?!(?:[\w-]+\s+){0,3}?${STILL_AHEAD}\b)(?:[\w-]+\s+){0,3}${ACHIEVEMENT}\b)(?![^.;\n]{0,60}\b(?:expect\w*|anticipat\w*|hop(?:e|es|ing)|plan\w*|${closedWords('will', 'would', 'could', 'may')}|${STILL_AHEAD})\b))`,
  'g',
)

export const APPROVAL_PATTERNS: ReadonlyArray<readonly [RegExp, 'strong' | 'weak']> = [
  // "Kestrel Announces FDA Approval of ZOLTIVA (pemrastat) for ...", "Receives U.S. FDA Accelerated Approval for X": a
  // release announcing its own approval; in running text, the product after its owner's possessive ("Kestrel announced FDA
  // approval of its Zoltiva for adults with gout").
  [ANNOUNCED_APPROVAL, 'strong'],
  // The FDA (on Monday) approved / has approved / approves X
  [new RegExp(String.raw`\b${FDA}${AGENCY_TO_VERB}(?:approved|approves)\b`, 'gi'), 'strong'],
  // Trade press: "the FDA greenlighted X", "the agency gave the nod to X", "regulators signed off on X", "FDA clears X",
  // "X got the nod from the FDA", "X received the green light from U.S. regulators" (what was greenlighted may be no
  // product: OBJECT_NOT_A_PRODUCT, a trial among them; what was cleared, CLEARED_NO_PRODUCT).
  [
    new RegExp(
      String.raw`\b${FDA}${AGENCY_TO_VERB}${approvingIdioms('greenlit', 'greenlighted', 'green-lighted', 'green-lit', 'green-lights', 'gave the nod to', 'gave the green light to', 'gives the green light to', 'gives green light to', 'gives the nod to', 'gives nod to', 'gave its nod to', 'gives its nod to', 'allowed the use of', 'allows the use of', 'signed off on', 'signs off on', 'cleared', 'clears', 'cleared the marketing of', 'clears the marketing of', 'cleared the sale of', 'clears the sale of', "ok'd", 'ok’d', 'okayed', 'oks')}\b|\b${receiptVerbs('got', 'gets', 'received', 'receives', 'won')}\s+${approvalNods('the nod', 'the green light')}\s+from\s+(?:the\s+)?${FDA}`,
      'gi',
    ),
    'strong',
  ],
  // "which saw the FDA green-light Kanuvo as the first approved therapy": a past verb of perception before the agency and
  // the bare verb of its decision (PERCEPTION_VERBS); the object a capitalised name or an owned one.
  [
    new RegExp(
      String.raw`\b${perceptionVerbs('saw', 'watched')}\s+(?:the\s+)?${FDA}\s+${decidingBaseForms('approve', 'green-light', 'greenlight')}\s+(?=[A-Z]|${determiners('its', 'their')}\s)`,
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
      String.raw`\b${FDA}${AGENCY_TO_VERB}${givingForms('gave', 'given', 'gives')}\s+(?:${determiners('the', 'its', 'a')}\s+)?${assentIdioms('thumbs-up', 'thumbs up', 'green light', 'green-light')}\s+to\b(?!\s+(?:\w+\s+)?${proceedingVerbs('begin', 'start', 'initiate', 'launch', 'proceed', 'resume', 'move', 'advance', 'conduct', 'run', 'enroll', 'test', 'submit', 'file', 'resubmit', 'seek', 'pursue')}\b)`,
      'gi',
    ),
    'strong',
  ],
  // A supplement's approval told by its scope: "the FDA expanded the approval of X", "FDA extends approval of X to
  // children", "FDA Expands X Label", "X wins expanded indication" (not "seeks to expand its label": NOT_AN_APPROVAL; not "expanded access": no scope noun).
  [
    new RegExp(
      String.raw`\b${FDA}${AGENCY_TO_VERB}${expandingVerbs('extends', 'extended')}\s+(?:${determiners('the', 'its')}\s+)?approval\s+of\s+(?=[A-Z])|\b${FDA}${AGENCY_TO_VERB}${expandingVerbs('expands', 'expanded', 'broadens', 'broadened', 'widens', 'widened')}\s+(?:(?:${determiners('the', 'its')}\s+)?(?:${labelScopes('label', 'indication', 'use')}|approval)\s+(?:of|for)\s+(?=[A-Z])|(?=[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2}(?:['’]s)?\s+(?:${labelScopes('label', 'indication', 'use')}|approval)s?\b))|\b(?:${receiptVerbs('won', 'wins', 'received', 'receives', 'gets', 'got', 'secured', 'secures')})\s+(?:an?\s+)?(?:fda\s+)?${labelScopes('expanded')}\s+(?:${labelScopes('indication', 'label')}|approval)\b`,
      'gi',
    ),
    'strong',
  ],
  // The FDA granted / handed / gave (accelerated) approval; granted marketing authorization for X (not an emergency use
  // authorization: NOT_AN_APPROVAL; not "granted priority review for traditional approval of X": a review, a designation
  // or a status granted is for the approval sought, lexicon/review.ts REVIEW_GRANTS)
  [
    new RegExp(
      // "FDA grants Eisai's Leqembi full approval": the indirect object a product after its owner's possessive.
      String.raw`\b${FDA}${AGENCY_TO_VERB}${givingForms('granted', 'grants', 'handed', 'hands', 'gave', 'gives', 'awarded', 'issued')}\s+(?:(?:(?!${reviewGrants('review', 'designation', 'status')}\b)[\w-]+\s+){0,4}?|(?:[A-Z][\w&.-]*\s+){0,2}[A-Z][\w&.-]*['’]s\s+[A-Z][\w-]*(?:\s*\([^()]{1,40}\))?\s+)(?:${approvalKinds('full', 'accelerated', 'traditional', 'regular', 'marketing', 'conditional')}\s+)?(?:approval|authori[sz]ation(?=\s+${closedWords('for', 'to', 'of')}\s))\b`,
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
  // for X, grew" (an apposition: the comma). A results release's headline bullet writes it the same way, its owner's
  // possessive before the brand and the mark in letters ("- Kestrel's ZELVORA(TM) (tavrunosin) Approved by FDA as First
  // and Only Therapy for X -"): the use may follow "as" as well as "for" (not a designation: "approved by FDA as an
  // Orphan Drug" is one, lexicon/titles.ts).
  [
    new RegExp(
      String.raw`^\s*(?:[\u2022*\u2013-]\s*)?(?:[A-Z][\w&.-]*['\u2019]s\s+)?[A-Z][\w-]*(?:\s*(?:[\u00AE\u2122]|\((?:TM|R)\))(?:\s*\([^()]{1,40}\))?|\s*\([^()]{1,40}\))\s+[Aa]pproved\s+by\s+(?:the\s+)?(?:U\.S\.\s+)?(?:FDA|Food\s+and\s+Drug\s+Administration)(?=\s+(?:for\b|as\s+(?!(?:an?\s+)?${DESIGNATION_PROGRAMME_FORMS}\b)))`,
      'g',
    ),
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
  [APPOSED_APPROVAL, 'strong'],
  [COUNTED_APPROVAL, 'strong'],
  [PRESUPPOSED_APPROVAL, 'strong'],
  [HEADLINE_APPROVED_IN_THE_US, 'strong'],
  // "Kestrel's supplemental BLA for X was approved on D", "the NDA for X has been approved": an application only the FDA
  // decides (an NDA or a BLA) as the subject of the passive, the agency unnamed.
  [
    /\b(?:(?:supplemental\s+)?(?:new\s+drug|biologics?\s+license)\s+application|s?NDA|s?BLA)(?:\s*\([^()]{1,12}\))?(?:\s+(?:for|of)\s+[^.;#]{1,60}?)?\s+(?:was|has\s+been)\s+approved\b/gi,
    'strong',
  ],
  // "• U.S. FDA approval of X (y) received on D", "- FDA Approval of X for Y Received in January -": a highlight bullet or
  // headline drops the auxiliary; at the start of its line, the agency's approval named, then its receipt (not "received
  // by the FDA": an application's receipt; not "expected", no receipt).
  [
    new RegExp(
      String.raw`^\s*(?:[\u2022*\u2013-]\s*)?(?:U\.S\.\s+)?(?:FDA|Food\s+and\s+Drug\s+Administration)\s+[Aa]pproval\s+(?:of|for)\s+(?=[A-Z])[^.;#]{1,80}?\s+(?:${receiptVerbs('received', 'obtained', 'secured')}|${capitalised(receiptVerbs('received', 'obtained', 'secured'))})\b(?!\s+(?:by|from)\b)`,
      'g',
    ),
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
  // "The FDA approval covers the company's X for adults with Y", "this FDA approval applies to X": the agency's approval
  // told by what it covers, in the present (the one the text announces; undated unless its own clause dates it). Not
  // another agency's ("The EMA approval covers X"), nor one to come ("would cover": no present verb; "If granted, the FDA
  // approval covers X": a condition open before it).
  [
    new RegExp(
      String.raw`(?<!\b(?:[Ii]f|[Oo]nce|[Ww]hen|[Uu]nless|[Uu]ntil)\s[^.;]{0,40})\b(?:[Tt]he|[Tt]his)\s+(?:U\.S\.\s+)?(?:FDA|[Ff]ood\s+and\s+[Dd]rug\s+[Aa]dministration)(?:['’]s)?\s+(?:(?:[Ff]ull|[Aa]ccelerated|[Tt]raditional|[Ff]inal)\s+)?[Aa]pproval\s+(?:covers|applies\s+to)\s+${COVERED_OWNER}(?=[A-Z])`,
      'g',
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
  // "As a result of the marketing approval received on D, ...", "following the FDA approval granted on D": the approval
  // named again by its noun and dated by the participle of its receipt right before "on" and the day (the approval named
  // before; not "the approval received from the EMA": the participle must meet "on" directly).
  [
    new RegExp(
      String.raw`\b${closedWords('the', 'this')}\s+(?:(?:u\.s\.|${usAgencyNouns('fda')}|${approvalKinds('marketing')})\s+){1,2}approval\s+${receiptVerbs('received', 'granted', 'obtained')}(?=\s+on\s+#)`,
      'gi',
    ),
    'strong',
  ],
  // received / won / obtained / earned (in the trade press: bagged, nabbed, landed, got; a results release's highlight: achieved)
  // U.S. FDA approval, the owner's first ("got its first approval from the FDA for X"); the receipt of marketing approval, of
  // final approval (after a tentative one, or the trade press's word for the approval itself: "won final FDA approval of X";
  // a tentative one stays none, approval-guards.ts); "won an on-time / a long-awaited FDA
  // approval" (an evaluative compound before the noun). An inflected verb only: the bare "obtain"/"receive" is a goal
  // ("Our strategy: Obtain approval of X", "to receive approval").
  [
    new RegExp(
      String.raw`\b(?:receiv(?:es|ed)|receipt\s+of|won|wins|obtain(?:s|ed)|secur(?:es|ed)|gain(?:s|ed)|${receiptVerbs('bagged', 'nabbed', 'landed', 'achieved', 'achieves', 'got', 'gets', 'picked up', 'picks up', 'earned', 'earns')})\s+(?:(?:u\.s\.|us|${usAgencyNouns('fda')}|food\s+(?:and|&)\s+drug\s+administration(?:['’]s)?|${FDA_ASIDE}|regulatory|${approvalKinds('marketing', 'accelerated', 'full', 'traditional', 'final', 'early')}|${closedWords('the')}|an?|fda's|${determiners('its', 'their', 'another')}|${ordinals('first')}|[a-z]+-[a-z]+)\s+){0,4}approval\b`,
      'gi',
    ),
    'strong',
  ],
  // The trade press's "clearance" of a drug: "has received U.S. FDA clearance for its new pill X", "secured FDA clearance
  // for X, the first therapy targeted to ...": the agency's clearance had, its object marked a drug by a drug's noun within
  // the next words, none a device's word before it nor the noun joined to another ("its X system, a drug-delivery device")
  // (a device's 510(k) or de novo clearance is another programme's, context.ts; "clearance for its IND",
  // "for a Phase 3 trial" are no product's: OBJECT_NOT_A_PRODUCT, APPROVAL_FOR_NOT_A_PRODUCT; "clearance to begin" has no
  // "for").
  [
    new RegExp(
      String.raw`\b(?:receiv(?:es|ed)|won|wins|obtain(?:s|ed)|secur(?:es|ed)|gain(?:s|ed)|${receiptVerbs('earned', 'earns', 'got', 'gets', 'landed')})\s+(?:the\s+)?(?:u\.s\.\s+|us\s+)?(?:${usAgencyNouns('fda')}|food\s+(?:and|&)\s+drug\s+administration)(?:['’]s)?(?:\s*${FDA_ASIDE})?\s+${clearanceNouns('clearance')}\s+for\s+(?=(?:(?!\b(?:${deviceKindNouns('device', 'devices', 'system', 'systems')}|${anyOf(DEVICE_ONLY_HEADS)})\b)[^.;#]){0,60}?(?<![\w-])${productNouns('drug', 'medicine', 'pill', 'therapy', 'treatment', 'antibiotic', 'vaccine', 'biologic')}(?![\w-]))`,
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
  // verb of publishing or confirming tells, as the verb's object (an approval named in passing is the weak reading below);
  // "today announced the U.S. approval of X": the country's name alone stands for its agency there. The review it came
  // under may stand between noun and object ("announced the FDA approval, under priority review, of tavrunosin"), and
  // the object may be a nonproprietary name in lower case, known by its stem (s20 r55).
  [
    new RegExp(
      String.raw`\b(?:${PUBLISHING_VERBS}|${capitalised(PUBLISHING_VERBS)})\s+(?:today\s+)?(?:[Tt]he\s+)?(?:(?:${US_QUALIFIER})?(?:FDA|fda|Food\s+and\s+Drug\s+Administration)(?:['’]s)?\s+|${US_QUALIFIER})[Aa]pproval${REVIEW_ASIDE}\s+(?:of|for)\s+(?=[A-Z]|${STEM_SHAPED_WORD})`,
      'g',
    ),
    'strong',
  ],
  // "issued a press release announcing the approval by the U.S. Food and Drug Administration of X": the same news with
  // the agency after its noun as the agent ("by the FDA"), the product after "of"; a publishing verb's "-ing" form after
  // "a press release" as well. Not "pending / subject to the approval by the FDA of X" (no publishing verb before it).
  [
    new RegExp(
      String.raw`\b(?:${PUBLISHING_VERBS}|${capitalised(PUBLISHING_VERBS)}|${PUBLISHING_GERUNDS}|${capitalised(PUBLISHING_GERUNDS)})\s+(?:today\s+)?(?:[Tt]he\s+)?(?:(?:[Ff]ull|[Ff]inal|[Aa]ccelerated|[Mm]arketing)\s+)?[Aa]pproval\s+by\s+(?:the\s+)?(?:${US_QUALIFIER})?(?:FDA|Food\s+and\s+Drug\s+Administration)(?:\s*\(\s*(?:the\s+)?["\u201c\u201d']?(?:U\.S\.\s+)?FDA["\u201c\u201d']?\s*\)|,\s+or\s+(?:the\s+)?FDA,)?\s+of\s+(?=[A-Z])`,
      'g',
    ),
    'strong',
  ],
  [HIGHLIGHTED_APPROVAL, 'strong'],
  [DAYS_APPROVAL, 'strong'],
  [WITH_THE_AGENCYS_APPROVAL, 'strong'],
  [WITH_THE_AGENCYS_APPROVAL_THEN_SUBJECT, 'strong'],
  // "support the recent FDA approval of X in infants", "following the recent FDA approval of X": the noun told as done by
  // its adjective (a quarterly letter's highlight), read as the approval; not "the FDA approval of X" alone (below), nor
  // "a recent FDA approval of a rival" (no product named after it).
  [
    new RegExp(
      String.raw`\b(?:[Tt]he|[Tt]his|[Ii]ts|[Oo]ur)\s+recent\s+(?:${US_QUALIFIER})?(?:FDA|Food\s+and\s+Drug\s+Administration)(?:['’]s)?\s+approval\s+of\s+(?=[A-Z])`,
      'g',
    ),
    'strong',
  ],
  [APPROVAL_AS_ACHIEVEMENT, 'strong'],
  // "shares rose ... in response to the FDA's approval of its drug X": the noun as the cause of the day's move
  // (market-reactions.ts), before the weak reading of the noun alone.
  [APPROVAL_MOVED_SHARES, 'strong'],
  // "following the FDA approval of X" (a milestone or royalty release): the approval named, not narrated; read, not published
  [
    new RegExp(
      String.raw`\b(?:[Tt]he\s+)?(?:${US_QUALIFIER})?(?:FDA|fda)(?:'s)?\s+approval\s+of\s+(?=[A-Z])`,
      'g',
    ),
    'weak',
  ],
  // "* Approved Sarepta Therapeutics' Exondys 51" (agency bulletins), "FDA Approval: 10/5/2018" (tables)
  [/^\s*approved\s+(?=[A-Z])/g, 'weak'],
  [/^\s*(?:fda\s+)?approval(?:\s+date)?\s*[:\t]?\s*(?=#)/gi, 'weak'],
  // Last: read only when no other pattern told the sentence's approval ("the NDA for X was approved on D" is one).
  [AGENTLESS_APPROVAL, 'strong'],
]
