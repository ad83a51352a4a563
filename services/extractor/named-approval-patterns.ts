/**
 * The named approval patterns: each one shape of telling an FDA approval that the finder (approvals.ts) or the drug
 * lexicon (name-patterns.ts) asks by name, or that the table of approval-patterns.ts lists in its order: an agentless
 * passive whose subject is kept, an approval "in the U.S." or counted off, an approval presupposed by its noun or by
 * "with the FDA's approval", a release announcing its own approval, a list item's receipt, a bullet under a product's
 * heading, a results release's highlight, an approval owned by its day; and the pieces they share (the owner before a
 * covered product, the verbs that publish an approval, an agent other than the FDA after a day).
 */
import { determiners } from './lexicon/determiners.js'
import { companyRoles } from './lexicon/company-forms.js'
import { ordinals } from './lexicon/numbers.js'
import { closedWords } from './lexicon/function-words.js'
import { approvalKinds, productNouns, sellingVerbs } from './lexicon/products.js'
import { receiptVerbs } from './lexicon/products.js'
import { US_QUALIFIER, usAgencyNouns } from './lexicon/agencies.js'
import {
  APPROVAL_NOD_NOUNS,
  aheadQualifiers,
  highlightFrames,
  newsOfADecision,
  reportingPeriods,
} from './lexicon/outcome-idioms.js'
import { capitalised, inCapitals } from './lexicon/compile.js'
import { notProductObjects } from './lexicon/approval-objects.js'
import { toldGerund, toldPastOrPresent } from './lexicon/telling.js'
import { LOWER_NAME_BEFORE_FORM } from './dosage-forms.js'
import { applicationNouns } from './lexicon/applications.js'
import { WEEKDAY_NAMES, WEEKDAY_REACH_WORDS } from './lexicon/calendar.js'

/**
 * The owner before the product an approval covers: "its", "their", "the company's", "Kestrel's", "Kestrel Bio's (KSTB)"
 * (up to three capitalised words; the name after it must be a capitalised one: "covers the 10 mg dose" names none).
 */
export const COVERED_OWNER = String.raw`(?:(?:${determiners('its', 'their')}|the\s+(?:${companyRoles('company', 'drugmaker', 'firm', 'developer', 'partner')})['’]s|(?:[A-Z][\w&.-]*\s+){0,2}[A-Z][\w&.-]*(?:['’]s|(?<=s)['’])(?:\s*\(\s*[A-Z]{1,6}\s*\))?)\s+)?`
/** Not a name after a preposition or a conjunction ("the protocol for X was approved": X is no subject). */
const NOT_AFTER_PREPOSITION = String.raw`(?<!\b${closedWords('of', 'for', 'to', 'with', 'and', 'or', 'from', 'by', 'under', 'in')}\s{1,3}(?:the\s{1,3})?)`
/** "Ostrelva XR", "Zelvora ODT": a brand's formulation word in capitals may follow it; an application's or the agency's
 * abbreviation is no such word ("Kestrel NDA", "Zelvora FDA"). */
const APPLICATION_OR_AGENCY = String.raw`(?:s?NDA|s?BLA|${inCapitals(notProductObjects('ind', 'rems'))}|${inCapitals(usAgencyNouns('fda'))})\b`
/**
 * "Trosadine (velmastat) was approved on D": a passive approval dated by "on", no agency named, its subject a capitalised
 * name right before it ("Proposal 2 was approved on D" has a number there). The approval letter's own formula retold,
 * "X is approved effective D", dates it the same way. Its subject is kept: the reading stands
 * only when that name is the decision's drug and the text names the FDA (outcome-candidates.ts).
 */
export const AGENTLESS_APPROVAL = new RegExp(
  String.raw`\b(?=[A-Z][a-z])${NOT_AFTER_PREPOSITION}([A-Z][a-z][\w-]{1,40}(?:\s+(?!${APPLICATION_OR_AGENCY})[A-Z]{2,3}\b)?)(?:\s*[\u00AE\u2122])?(?:\s*\([^()#]{1,40}\))?\s+(?:(?:was|has\s+been)\s+approved(?=\s+on\s+#)|(?:is|was|has\s+been)\s+approved(?=\s+effective\s+(?:as\s+of\s+)?#))`,
  'g',
)
/**
 * "Zentrovel (velmastat), the first and only FDA-approved treatment for Y, which was approved on D": the agentless
 * passive in a relative clause after the product's appositive (a determiner opening it, no clause end, parenthesis or
 * second comma inside; the stops of "U.S." and an abbreviation in parentheses, "(IH)", read through). Its subject is kept as the agentless one's is: the reading stands only when that name is the
 * decision's drug and the text names the FDA; an agent after the day ("on D by the EMA") is another's (AGENT_AFTER_DAY).
 */
export const APPOSED_APPROVAL = new RegExp(
  String.raw`\b(?=[A-Z][a-z])${NOT_AFTER_PREPOSITION}([A-Z][a-z][\w-]{1,40})(?:\s*[®™])?(?:\s*\([^()#]{1,80}\))?,\s+(?:${determiners('the', 'a', 'an', 'its', 'their')})\s+(?:[^,.;:()#\n]|(?<=\bU)\.S\.|\([A-Za-z]{1,8}\)){1,140},\s+which\s+(?:was|has\s+been)\s+approved(?=\s+on\s+#)`,
  'g',
)
/**
 * "Zentrovel was approved in the U.S. on D", "has been approved in the United States": the market names its agency. Its
 * subject is a capitalised name right before it, kept as the agentless one's is ("The merger was approved in the United
 * States ... by the FTC" names no product there).
 */
export const APPROVED_IN_THE_US = new RegExp(
  String.raw`\b(?=[A-Z][a-z])${NOT_AFTER_PREPOSITION}([A-Z][a-z][\w-]{1,40})(?:\s*[\u00AE\u2122])?(?:\s*\([^()#]{1,40}\))?\s+(?:was|has\s+been)\s+(?:${approvalKinds('full', 'accelerated', 'traditional')}\s+)?approved\s+in\s+the\s+(?:U\.S\.(?!\w)|US\b|United\s+States\b)`,
  'g',
)
/**
 * "Zelvora became the third drug approved for plaque psoriasis", "X has become the first therapy approved by the FDA for
 * Y": an approval counted off among the others for its use, its subject a capitalised name right before it (kept as the
 * agentless one's is: it must be the decision's drug, and the text must name the FDA). A change of state ("became"), not
 * a standing rank ("is the only drug approved for Y" tells no news).
 */
export const COUNTED_APPROVAL = new RegExp(
  String.raw`\b(?=[A-Z][a-z])${NOT_AFTER_PREPOSITION}([A-Z][a-z][\w-]{1,40})(?:\s*[\u00AE\u2122])?(?:\s*\([^()#]{1,40}\))?\s+(?:has\s+)?${closedWords('became', 'becomes', 'become')}\s+(?:the\s+)?(?:${ordinals('first', 'second', 'third', 'fourth')}|latest)\s+(?:[\w-]+\s+){0,2}?${productNouns('drug', 'therapy', 'treatment', 'medicine', 'vaccine')}s?\s+(?:to\s+be\s+)?approved\s+(?:by\s+the\s+(?:U\.S\.\s+)?FDA\s+)?(?:for|to\s+treat)\b`,
  'g',
)
/**
 * "• Zelvora approved in U.S. for adults with gout", "— ZELVORA approved in U.S. for children —", "Zelvora Approved in
 * the U.S. for the Treatment of Gout": a highlight bullet or a headline drops the auxiliary of APPROVED_IN_THE_US. Only
 * where the name opens its line (its bullet stripped) or follows a letter bullet ("o") run into the line of a flattened
 * list, so that "drugs approved in the U.S. for X" in running text is no event; its subject kept as the agentless one's
 * is ("Drugs Approved in the U.S." names no product there).
 */
export const HEADLINE_APPROVED_IN_THE_US = new RegExp(
  String.raw`(?:^|(?<=\s)o\s+)[\u2022*\u2013\u2014-]?\s*([A-Z][\w-]{1,40})(?:\s*[\u00AE\u2122])?(?:\s*\([^()#]{1,40}\))?\s+[Aa]pproved\s+in\s+(?:[Tt]he\s+)?(?:U\.S\.(?!\w)|US\b|United\s+States\b)`,
  'gm',
)
/**
 * "makes X the first wholly owned medicine": what the approval makes its object is a product (never "the first company",
 * "the first drug developer"), and not one entering a trial ("the first oral drug to enter Phase 3": a trial's clearance).
 */
const MADE_A_PRODUCT = String.raw`(?:\s*[\u00AE\u2122])?\s+(?:the|an?)\s+(?:[\w-]+\s+){0,4}?${productNouns('drug', 'therapy', 'treatment', 'medicine', 'vaccine')}s?\b(?![ -](?:${companyRoles('company', 'companies', 'developer', 'developers', 'drugmaker', 'firm', 'sponsor')}|maker|makers|manufacturers?)\b)(?![^.;\n]{0,80}\b(?:trials?|stud(?:y|ies)|[Pp]hase)\b)`
/**
 * An approval the sentence presupposes as made, told by its noun with the product named beside it (trade press): "The
 * approval makes X the first ...". A definite noun ("the", "this", the agency's, the product's own) in a clause that tells what the
 * decision does, in the present or past: never an approval still hoped for ("an approval would make X the first", "With
 * FDA approval, X could ..."). The match ends on the noun (a day after it dates it); its subject kept as the agentless
 * one's is (it must be the decision's drug, and the text must name the FDA).
 */
export const PRESUPPOSED_APPROVAL = new RegExp(
  String.raw`(?:\b(?:[Tt]he|[Tt]his|[Tt]hat)\s+(?:(?:U\.S\.|FDA|FDA['’]s|${approvalKinds('full', 'accelerated', 'traditional')})\s+){0,2}approval(?=\s+(?:makes|made)\s+([A-Z][a-z][\w-]{1,40})${MADE_A_PRODUCT}))`,
  'g',
)
/** The product the approval makes one, as the drug lexicon reads it (name-patterns.ts); "With the FDA's approval, X will"
 * names none there ("With the FDA's approval, Kestrel will begin a trial": a company may follow). */
export const PRESUPPOSED_APPROVAL_SUBJECT = new RegExp(
  String.raw`\b(?:[Tt]he|[Tt]his|[Tt]hat)\s+(?:(?:U\.S\.|FDA|FDA['’]s|${approvalKinds('full', 'accelerated', 'traditional')})\s+){0,2}approval\s+(?:makes|made)\s+([A-Z][a-z][\w-]{1,40})(?=${MADE_A_PRODUCT})`,
  'g',
)
/**
 * The agency's own approval, told by its noun after the agency's possessive inside a fronted or trailing "with" phrase:
 * "Baxalta rang up its second approval with the FDA's nod to Vonvendi", "With the FDA's approval of X, Kestrel will
 * launch in May", "With the agency's OK for X, ...". The definite, owned noun presupposes the decision as made (the
 * trade press's circumstance of what the sentence tells); "With FDA approval, X could ..." and "with an FDA nod" (no
 * owner) are hopes and stay unread, and an expectation or a pending noun is the guards' (NOT_AN_APPROVAL).
 */
export const AGENCYS_APPROVAL_NOUN = String.raw`\b[Ww]ith\s+the\s+(?:U\.S\.\s+)?(?:FDA|[Aa]gency|[Rr]egulator)['’]s\s+(?:(?:${approvalKinds('full', 'accelerated', 'traditional')})\s+)?(?:approval|${APPROVAL_NOD_NOUNS}|OK)`
export const WITH_THE_AGENCYS_APPROVAL = new RegExp(
  String.raw`${AGENCYS_APPROVAL_NOUN}\s+(?:${closedWords('of', 'for', 'to')})\s+(?:${determiners('its', 'their')}\s+)?(?=[A-Z])`,
  'g',
)
/**
 * What only a product does once approved, after "will" or "can": compete with a rival's product ("will compete with
 * GSK's Nucala"), be sold, marketed, prescribed or made available. A company "will begin a trial" or "will compete with
 * Pfizer" and is no such subject.
 */
const WHAT_AN_APPROVED_PRODUCT_DOES = String.raw`(?:${closedWords('will', 'can')})\s+(?:compete\s+(?:directly\s+)?(?:${closedWords('with')}|against)\s+(?:[A-Z][\w&.-]*\s+){0,2}[A-Z][\w&.-]*['’]s\s+[A-Z]|be\s+(?:${sellingVerbs('sold', 'marketed', 'prescribed')}|made\s+available|available)\b)`
/**
 * "With the FDA's approval, Fasenra will compete with GSK's Nucala": the noun with no object, the product the subject of
 * the clause after its comma, doing what only an approved product does (WHAT_AN_APPROVED_PRODUCT_DOES). Its subject is
 * kept as the agentless one's is (it must be the decision's drug, and the text must name the FDA).
 */
export const WITH_THE_AGENCYS_APPROVAL_THEN_SUBJECT = new RegExp(
  String.raw`${AGENCYS_APPROVAL_NOUN},\s+([A-Z][a-z][\w-]{1,40})(?:\s*[\u00AE\u2122])?\s+(?=${WHAT_AN_APPROVED_PRODUCT_DOES})`,
  'g',
)
/** The product of WITH_THE_AGENCYS_APPROVAL_THEN_SUBJECT, as the drug lexicon reads it (name-patterns.ts). */
export const WITH_THE_AGENCYS_APPROVAL_SUBJECT = new RegExp(
  String.raw`${AGENCYS_APPROVAL_NOUN},\s+([A-Z][a-z][\w-]{1,40})(?=(?:\s*[\u00AE\u2122])?\s+${WHAT_AN_APPROVED_PRODUCT_DOES})`,
  'g',
)
/** "announced", "reports", "confirmed": the verbs that tell an approval as news when it is their object. */
export const PUBLISHING_VERBS = toldPastOrPresent(['announce', 'report', 'confirm'])
/** Their "-ing" forms, after "a press release" or a subject's comma: "issued a press release announcing ...". */
export const PUBLISHING_GERUNDS = toldGerund(['announce', 'report', 'confirm'])

/** "... was approved on D by the IRB / by shareholders / by the European Commission": an agent other than the FDA. */
export const AGENT_AFTER_DAY = new RegExp(
  String.raw`^\s+on\s+#+,?\s+${closedWords('by', 'at', 'in')}\s+(?!(?:the\s+)?(?:u\.s\.\s+|us\s+)?(?:fda|food\s+and\s+drug\s+administration|united\s+states)\b)`,
  'i',
)

/**
 * The application an announced approval answers, named before its product: "announced the FDA's approval of the
 * Biologics License Application (BLA) for X", "received FDA approval of its supplemental application for X": a
 * determiner, up to four words and the application's noun, an acronym in parentheses, then "for".
 */
const APPLICATION_THEN_FOR = String.raw`(?:(?:${determiners('the', 'its', 'their', 'our')})\s+(?:[\w-]+\s+){0,4}?(?:${applicationNouns('application', 'supplement')}|Application)\s+(?:\([^()]{1,12}\)\s+)?for\s+)?`

/**
 * "Kestrel Announces FDA Approval of ZOLTIVA (pemrastat) for ...", "Receives U.S. FDA Accelerated Approval for X": a
 * release announcing its own approval. Case-sensitive so that the product's capital is one; the words in either case or
 * in capitals; in running text, the product after its owner's possessive ("announced FDA approval of its Zoltiva").
 * "announced FDA approval of tovaline tablets": a lower-case name before its dosage form, when no English
 * word is (findApprovals: "approval of pediatric oral suspension labeling" names none).
 */
/**
 * The owner's words for its product before the product's name, set off by a comma: "announces the FDA approval of its
 * breakthrough cancer pain medication, Velmora ...". Lower-case words only, at most six, so a name never hides in them.
 */
const OWNERS_DESCRIPTION = String.raw`(?:(?:[a-z][\w-]*\s+){0,5}[a-z][\w-]*,\s+)`

export const ANNOUNCED_APPROVAL = new RegExp(
  String.raw`\b(?:[Aa]nnounce[sd]?|ANNOUNCES|[Rr]eceive[sd]?|RECEIVES)\s+(?:the\s+)?(?:${US_QUALIFIER})?(?:FDA|[Ff]ood\s+and\s+[Dd]rug\s+[Aa]dministration)(?:['’]s)?(?:\s*\(\s*["“]?FDA["”]?\s*\))?(?:['’]s)?\s+(?:(?:[Ff]ull|[Aa]ccelerated|[Tt]raditional|FULL|ACCELERATED)\s+)?(?:[Aa]pproval|APPROVAL)\s+(?:${closedWords('of', 'for')}|OF|FOR)\s+${APPLICATION_THEN_FOR}(?:${determiners('its', 'their', 'our')}\s+${OWNERS_DESCRIPTION}?)?(?=[A-Z]|${LOWER_NAME_BEFORE_FORM})`,
  'g',
)

/**
 * "Ostrelva – FDA approval received May 12, 2026", "• Ostrelva: U.S. FDA approval granted on D": a list item's label and the
 * receipt of the agency's approval, the auxiliary dropped (dated, at the start of its line, after a dash or a colon:
 * "FDA approval received for X" in prose is read by its own pattern). Its day may follow the participle with no "on".
 */
export const ITEM_RECEIPT = new RegExp(
  String.raw`^\s*(?:[\u2022*\u2013-]\s*)?[A-Z][\w-]*(?:\s*[\u00AE\u2122])?(?:\s*\([^()]{1,40}\))?(?:\s*:\s*|\s+[\u2013\u2014-]\s+|\s*\u2014\s*)(?:u\.s\.\s+)?(?:fda|food\s+and\s+drug\s+administration)\s+approval\s+(?:${receiptVerbs('received', 'granted', 'obtained')})(?=\s+(?:on\s+)?#)`,
  'gi',
)

/**
 * "• Approved by the FDA on May 12, 2026" alone in a bullet, under a product's heading ("Zelvora:" alone on its line):
 * the item drops its subject with its auxiliary; the product is the heading's only (resolved-drugs.ts, `headingOnly`),
 * never a product named in the lines above.
 */
export const BULLET_UNDER_HEADING =
  /^\s*approved\s+by\s+(?:the\s+)?(?:u\.s\.\s+)?(?:fda|food\s+and\s+drug\s+administration)(?=\s+on\s+#)/gi

/**
 * "The quarter was highlighted by the FDA approval of X", "A significant highlight was the FDA approval of X",
 * "highlighted by strong sales, regulatory approval for X in advanced bladder cancer in the U.S., ...": a results
 * release's frame for the period's news (HIGHLIGHT_FRAMES) makes the approval its noun names a decision told as done,
 * where the noun alone is only named (the weak reading below). The approval is the U.S. one: the agency or the market
 * before the noun, or "in the U.S." after its product. Not a frame still to come ("will be highlighted by", "upcoming
 * highlights include"), and not the anticipated or potential approval (NOT_AN_APPROVAL).
 */
export const HIGHLIGHTED_APPROVAL = new RegExp(
  String.raw`(?<!\b${closedWords('will', 'would', 'could', 'may', 'might', 'to')}\s+(?:also\s+)?be\s+)(?<!\b${aheadQualifiers('upcoming', 'future', 'coming', 'next', 'expected', 'anticipated', 'planned', 'potential')}\s+(?:[\w-]+\s+)?)\b(?:${highlightFrames('highlighted', 'marked', 'punctuated')}\s+by|${highlightFrames('highlight', 'highlights')}\s+(?:of\s+the\s+${reportingPeriods('quarter', 'year', 'half', 'period')}\s+)?(?:${closedWords('was', 'were')}|includ(?:e|es|ed)))\s+(?:[^.;#]{0,120}?,\s+(?:and\s+)?)?(?:(?:the\s+)?(?:u\.s\.\s+|us\s+)?(?:fda(?:['’]s)?\s+|u\.s\.\s+|us\s+)(?:regulatory\s+)?(?:${approvalKinds('full', 'accelerated', 'traditional', 'marketing')}\s+)?approvals?\s+(?:of|for)\s+(?=[A-Z])|(?:the\s+)?(?:regulatory\s+)?(?:${approvalKinds('full', 'accelerated', 'traditional', 'marketing')}\s+)?approvals?\s+(?:of|for)\s+(?=[A-Z])(?=[^.;#]{0,80}?\bin\s+the\s+(?:U\.S\.|United\s+States)))`,
  'gi',
)

/**
 * "Monday's approval of X brings the year's total to 52", "Yesterday's approval comes three months before the goal
 * date": the approval noun owned by the day it was given (a weekday or "yesterday", dated by weekday-decisions.ts), its
 * object named after it or its news told by a present or past verb. Not a day the approval is awaited by ("ahead of
 * Friday's approval decision": no object, no verb), nor a day of the week a reach word moves ("last Monday's").
 */
export const DAYS_APPROVAL = new RegExp(
  String.raw`(?<!\b(?:await\w{0,3}|ahead\s+of|${closedWords('before', 'until', 'by')}|${WEEKDAY_REACH_WORDS})\s+)\b(?:${capitalised(`(?:${WEEKDAY_NAMES.join('|')})`)}|${WEEKDAY_NAMES.join('|')}|[Yy]esterday)['’]s\s+(?:(?:U\.S\.\s+)?FDA\s+)?approval\s+(?:of\s+(?:${determiners('its', 'their')}\s+)?(?=[A-Z])|(?=${newsOfADecision('comes', 'came', 'marks', 'marked', 'follows', 'followed')}\b))`,
  'g',
)
