/**
 * The last part of the outcome-object slots (APPROVAL_SLOTS in approval-slots.ts spreads them at its end, in this
 * order): the decision itself told by its verb or its receipt. The FDA's decision to approve X, its assent ("gave the
 * thumbs-up to X"), an approval extended or a label expanded, an approval granted, received, won or covering X, the
 * agency's nod, its approval of an owner's X, an approval from the agency, a marketing authorization or a designation
 * for X, X approved by the FDA (the passive, dated by its letter too), and X approved or rejected by the agency's verb
 * or the trade press's idiom. Apart from approval-slots.ts, which holds what was sought, advised or awaited and an
 * approval noun's object, because the one table passed ~400 lines.
 */
import type { SlotMode } from './name-tokens.js'
import { determiners, determinersOf } from './lexicon/determiners.js'
import { closedWords } from './lexicon/function-words.js'
import { usAgencyNouns } from './lexicon/agencies.js'
import { legalForms } from './lexicon/company-forms.js'
import { BIOLOGICS_LICENSE } from './lexicon/applications.js'
import {
  assentIdioms,
  decisionAdverbs,
  expandingVerbs,
  refusingVerbs,
  approvalNods,
  clearanceNouns,
  decidingBaseForms,
  perceptionVerbs,
} from './lexicon/outcome-idioms.js'
import { givingForms } from './lexicon/assignment.js'
import { productNouns, approvalKinds, dosageForms, receiptVerbs } from './lexicon/products.js'
import { otherEvents } from './lexicon/events.js'
import { labelScopes } from './lexicon/descriptors.js'
import { approvingIdioms } from './lexicon/outcome-idioms.js'
import { capitalised, inCapitals } from './lexicon/compile.js'
import { AGENCYS_APPROVAL_NOUN, COVERED_OWNER } from './named-approval-patterns.js'
import { notProductObjects } from './lexicon/approval-objects.js'
import { WRITTEN_DATE } from './product-slot-phrases.js'

/**
 * The country before the agency as the text writes it, read under the 'i' flag: "U.S.", "US" (no stops: a wire's and a
 * foreign issuer's way) or "United States" ("approval from the US FDA for X" as "from the U.S. FDA").
 */
const US_WRITTEN = String.raw`(?:u\.s\.|us|united\s+states)`

/**
 * ", which is licensed by Kestrel to Orbis," between a name and its verb: a non-restrictive relative clause on the name,
 * closed by its comma, or by a company's legal form whose stop ends it where the comma was left out ("... to Orbis Pharma
 * USA Inc. has been approved"). Bounded, and never across a clause end or a parenthesis.
 */
const RELATIVE_ASIDE = String.raw`(?:,\s+(?:which|who)\s+[^;:()]{3,100}?(?:,|\b${legalForms('Inc', 'Ltd', 'LLC', 'Corp')}\.))?`

/**
 * A capitalised name that is the whole object of "received approval for": up to three capitalised words, a mark, a
 * parenthesis and a dosage form, then the object ends (a stop, a preposition, "and", the end), so a capitalised word
 * before a common noun ("Medicare coverage", "Nasdaq listing") is no product.
 */
const RECEIVED_FOR_NAME = String.raw`[A-Z][\w-]*(?:\s*[\u00AE\u2122])?(?:\s+[A-Z][\w-]*){0,2}(?:\s*\([^()]{1,40}\))?(?:\s+${dosageForms('injection', 'tablet', 'capsule', 'cream', 'gel', 'ointment', 'solution', 'suspension', 'spray', 'film', 'patch')}s?)?(?:[,.;:]|\s+${closedWords('from', 'on', 'in', 'for', 'to', 'as', 'after', 'by', 'and', 'with')}\b|\s*$)`

/** An application's or a plan's abbreviation ("IND", "sNDA", "REMS"): a capitalised word that names no product. */
const NO_PRODUCT_ABBREVIATION = String.raw`(?:${inCapitals(notProductObjects('ind', 'rems'))}|s?NDA|s?BLA|A?NDA)\b`

/**
 * An owner coordinated with its partner before the possessive: "approved Kestrel and its partner Osprey Pharma's drug,
 * Zelvora," (s19 r38): the partner's name (capitals, one to three words) is the possessive's, the product after it.
 */
const PARTNER_COORDINATED = String.raw`(?:\s+and\s+${determiners('its', 'their')}\s+(?:[a-z-]+\s+)?partners?\s+(?:[A-Z][\w&.-]*\s+){0,2}[A-Z][\w&.-]*)?`
export const DECIDED_PRODUCT_SLOTS: ReadonlyArray<readonly [RegExp, SlotMode]> = [
  // "the FDA's decision to approve selvorant": the object of the agency's decision named by its noun (approval-patterns.ts).
  [/\b(?:fda|agency)['’]s\s+decision\s+to\s+approve\s+/gi, 'lowercase'],
  // "has officially given the thumbs-up to selinexor": the object of an idiom of assent, a nonproprietary name too (the
  // idiom before a verb, "the green light to begin", is no approval: approval-patterns.ts)
  [
    new RegExp(
      String.raw`\b${givingForms('gave', 'given', 'gives')}\s+(?:the\s+)?${assentIdioms('thumbs-up', 'thumbs up', 'green light', 'green-light')}\s+to\s+`,
      'gi',
    ),
    'lowercase',
  ],
  // "FDA extends approval of Zentrova to children": the product an approval is extended to a wider use of.
  [
    new RegExp(
      String.raw`\b${usAgencyNouns('fda', 'agency')}\s+(?:${decisionAdverbs('recently', 'officially', 'also')}\s+)?${expandingVerbs('extends', 'extended')}\s+(?:the\s+|its\s+)?approval\s+of\s+`,
      'gi',
    ),
    'capital',
  ],
  // "FDA Expands Zentrova Label", "the FDA broadened Kestrel's Ostrevan indication": the product whose scope an approval
  // expands (the scope noun ends the name: name-bounds)
  [
    new RegExp(
      String.raw`\b${usAgencyNouns('fda', 'agency')}\s+(?:${decisionAdverbs('recently', 'officially', 'also')}\s+)?${expandingVerbs('expands', 'expanded', 'broadens', 'broadened', 'widens', 'widened')}\s+(?:(?:the|its)\s+(?:${labelScopes('label', 'indication')}|approval)\s+(?:of|for)\s+)?`,
      'gi',
    ),
    'capital',
  ],
  // "the FDA granted accelerated approval for Zenova for first-line treatment of ...": the object of the approval the
  // agency granted, a capitalised name right after "for" (not "granted approval for the treatment of": the indication's);
  // "has granted Accelerated Approval of ZELVORA to treat ...": an 8-K's kind of approval capitalised as a defined term,
  // its object after "of" as after "for"
  [
    new RegExp(
      String.raw`\b${givingForms('granted', 'grants')}\s+(?:(?:${approvalKinds('full', 'accelerated', 'traditional', 'marketing')}|${capitalised(approvalKinds('full', 'accelerated', 'traditional', 'marketing'))})\s+)?(?:approval|Approval)\s+(?:for|of)\s+(?=[A-Z])`,
      'g',
    ),
    'capital',
  ],
  // "Kestrel received final approval for Zenova from the FDA", "won accelerated approval for Zenova" (the trade press's
  // "has won clearance for Zenova" after a headline's "FDA approves new antibiotic ...", s20 r61): the object of the
  // approval the subject received, a capitalised name right after "for" (the agency named after it, or elsewhere in the
  // sentence: the approval's finder asks; "received approval for the treatment of" is the indication's), ending the
  // object (RECEIVED_FOR_NAME: "approval for Medicare coverage of X" names no product)
  [
    new RegExp(
      String.raw`\b${receiptVerbs('received', 'receives', 'won', 'wins', 'obtained', 'secured', 'gained', 'earned')}\s+(?:${approvalKinds('final', 'full', 'accelerated', 'traditional', 'marketing')}\s+)?(?:approval|${clearanceNouns('clearance')})\s+for\s+(?=${RECEIVED_FOR_NAME})`,
      'g',
    ),
    'capital',
  ],
  // "The FDA approval covers the company's Zenova for adults": what the approval covers (approval-patterns.ts)
  [
    new RegExp(String.raw`\bapproval\s+(?:covers|applies\s+to)\s+(?=${COVERED_OWNER}[A-Z])`, 'g'),
    'capital',
  ],
  // "granted accelerated approval to Merrow Pharma's Kelvasta": the object of an approval granted to it
  [
    new RegExp(
      String.raw`\b(?:${approvalKinds('full', 'accelerated', 'traditional', 'marketing')}\s+)?approval\s+to\s+(?=[A-Z])`,
      'g',
    ),
    'capital',
  ],
  // "wins FDA OK for Ostavia", "won the FDA nod for Ostavia": the product the agency's nod is for (trade press)
  [
    new RegExp(
      String.raw`\b${receiptVerbs('got', 'gets', 'received', 'receives', 'won', 'wins', 'secured', 'secures', 'earned')}\s+(?:the\s+)?(?:${US_WRITTEN}\s+)?${usAgencyNouns('fda')}(?:['’]s)?\s+${approvalNods('nod', 'ok', 'okay')}\s+for\s+`,
      'gi',
    ),
    'capital',
  ],
  // "with the FDA's nod to Ostavia", "With the agency's approval of Ostavia, ...": the product of the agency's own
  // approval noun in a "with" phrase (named-approval-patterns.ts, WITH_THE_AGENCYS_APPROVAL)
  [
    new RegExp(
      String.raw`${AGENCYS_APPROVAL_NOUN}\s+(?:${closedWords('of', 'for', 'to')})\s+(?:${determiners('its', 'their')}\s+)?(?=[A-Z])`,
      'g',
    ),
    'capital',
  ],
  // "FDA grants Kestrel's Ostavia full approval", "the FDA granted Kestrel Bio's Ostavia accelerated approval": the
  // product the agency grants its approval, after its owner's possessive (capitalised, so "granted the company's request"
  // names none)
  [
    new RegExp(
      String.raw`\b(?:FDA|[Aa]gency)\s+(?:on\s+[A-Z][a-z]+\s+)?(?:[Gg]rants|[Gg]ranted|GRANTS)\s+(?:[A-Z][\w&.-]*\s+){0,2}[A-Z][\w&.-]*['’]s\s+(?=[A-Z][\w-]*(?:\s*\([^()]{1,40}\))?\s+(?:(?:${approvalKinds('full', 'accelerated', 'traditional', 'regular', 'marketing', 'conditional')})\s+)?[Aa]pproval\b)`,
      'g',
    ),
    'capital',
  ],
  // "the U.S. FDA approved Kestrel plc’s Zorvane for use in ...", "FDA approves Kestrel's rare disease drug tovaline":
  // the object of the agency's approval after its owner's possessive (the owner's legal form in lower case too), a
  // description ending in a product noun may stand between them. A capitalised name (or a known stem's) right after
  // the possessive; a lower-case name shaped as a nonproprietary one only after the description's product noun
  // ("Kestrel's request" names none); a title-case headline's "Approves Kestrel's ALS Drug" names none.
  [
    new RegExp(
      String.raw`\b(?:FDA|[Aa]gency|[Rr]egulators?)\s+(?:on\s+[A-Z][a-z]+\s+|today\s+|has\s+|had\s+)?(?:[Aa]pprove[sd]|APPROVES)\s+(?:[A-Z][\w&.-]*\s+){0,2}(?:[A-Z][\w&.-]*|${legalForms('plc', 'Inc', 'AG', 'SA')}\.?)${PARTNER_COORDINATED}['’]s\s+(?!(?:[A-Z][\w-]*\s+){1,2}${capitalised(productNouns('drug', 'therapy', 'treatment', 'medicine', 'antibiotic', 'vaccine'))}\b)(?:(?:[\w-]+\s+){0,4}?${productNouns('drug', 'therapy', 'treatment', 'medicine', 'antibiotic', 'vaccine')}(?:\s+|\s*,\s+))?`,
      'g',
    ),
    'capital',
  ],
  [
    new RegExp(
      String.raw`\b(?:FDA|[Aa]gency|[Rr]egulators?)\s+(?:on\s+[A-Z][a-z]+\s+|today\s+|has\s+|had\s+)?(?:[Aa]pprove[sd]|APPROVES)\s+(?:[A-Z][\w&.-]*\s+){0,2}(?:[A-Z][\w&.-]*|${legalForms('plc', 'Inc', 'AG', 'SA')}\.?)['’]s\s+(?:[\w-]+\s+){0,4}?${productNouns('drug', 'therapy', 'treatment', 'medicine', 'antibiotic', 'vaccine')}\s+`,
      'g',
    ),
    'shaped',
  ],
  // "received approval from the Food and Drug Administration for Ostavia": the approval's object after its agency
  [
    new RegExp(
      String.raw`\bapproval\s+from\s+(?:the\s+)?(?:${US_WRITTEN}\s+)?(?:food\s+and\s+drug\s+)?${usAgencyNouns('fda', 'agency', 'administration')}(?:\s*\(\s*"?fda"?\s*\))?\s+(?:for|of)\s+`,
      'gi',
    ),
    'lowercase',
  ],
  // "granted marketing authorization for Trelvane": the object of an authorization
  [/\bmarketing\s+authori[sz]ation\s+(?:of|for)\s+/gi, 'lowercase'],
  // "Priority Review for the NDA for zelrafib", "Fast Track designation to tamrilimab", "priority review designation for
  // velquagon" (the designation noun after any of the three)
  [
    new RegExp(
      String.raw`\b(?:priority\s+review(?:\s+designation)?|breakthrough\s+therapy(?:\s+designation)?|fast\s+track(?:\s+designation)?)\s+(?:for|to)\s+(?:the\s+)?(?:(?:s?NDA|s?BLA|new\s+drug\s+application|${BIOLOGICS_LICENSE}\s+application)\s+for\s+)?`,
      'gi',
    ),
    'lowercase',
  ],
  // "On October 15, 2025, ZELVORA Nasal Spray was approved by the FDA", "Zelvora® has been approved by the FDA": the
  // (also after a possessive, "Kestrel's Zelvora was approved by the FDA", and across a relative clause set off after the
  // name, RELATIVE_ASIDE: "Kestrel's Zelvora, which is licensed to Orbis Pharma USA Inc. has been approved by the FDA")
  // subject of the agency's passive approval, opening its sentence or its clause after a leading date or a comma (a
  // filing's notes often write a brand in capitals); up to three more capitalised words (a dosage form) and a mark may
  // stand between the name and the verb. Also the agentless passive dated by its letter ("the letter states that
  // Zelvora XR is approved effective D", "Zelvora was approved on D"). Not a determiner's noun phrase ("The Kestrel IND was approved"), no application's
  // abbreviation among the words, not the FDA's committee or panel as the agent.
  [
    new RegExp(
      String.raw`(?:^|[.;:]\s+|,\s+|\bthat\s+|['\u2019]s\s+)(?!${capitalised(determinersOf('definite', 'indefinite', 'possessive', 'demonstrative'))}\s)(?=(?!${NO_PRODUCT_ABBREVIATION})[A-Z][\w-]*(?:\s+(?!${NO_PRODUCT_ABBREVIATION})[A-Z][\w-]*){0,3}?(?:\s*[\u00AE\u2122])?${RELATIVE_ASIDE}\s+(?:(?:was|has\s+been)\s+approved\s+by\s+(?:the\s+)?(?:U\.S\.\s+|United\s+States\s+)?(?:FDA|Food\s+and\s+Drug\s+Administration)\b(?!\s+(?:${otherEvents('advisory', 'committee', 'panel')})\b)|(?:is|was|has\s+been)\s+approved\s+(?:on|effective(?:\s+as\s+of)?)\s+${WRITTEN_DATE}))`,
      'g',
    ),
    'capital',
  ],
  // "the Food and Drug Administration ("FDA") today approved Zelvora"
  [
    new RegExp(
      String.raw`\b${usAgencyNouns('fda', 'agency', 'administration')}(?:\s*\("?fda"?\))?\s+(?:on\s+\w+\s+|today\s+|has\s+|had\s+)?(?:${decisionAdverbs('now', 'only')}\s+)?approved\s+`,
      'gi',
    ),
    'capital',
  ],
  // "the FDA rejected Lindale Pharma's Vestoril", "Regulators turned down X", a headline's "FDA Rejects X": the object of
  // the agency's refusal is the product its letter is about; so is the object of its trade-press approval ("the agency
  // greenlighted X", "gave the nod to X", "signed off on X", "FDA clears X", "allowed the use of X") (the refusal of a request or a meeting names no product:
  // captureName reads no lower-case noun in this mode).
  [
    new RegExp(
      String.raw`\b(?:${usAgencyNouns('fda', 'agency')}|regulators|drug\s+administration(?:\s*\(\s*(?:u\.s\.\s+)?fda\s*\))?)\s+(?:has\s+|have\s+|on\s+\w+\s+)?(?:${decisionAdverbs('recently', 'officially', 'also', 'finally', 'again', 'now', 'only')}\s+)?(?:${refusingVerbs('rejected', 'rejects', 'turned down', 'turns down', 'knocked back', 'knocks back', 'shot down', 'shoots down', 'rebuffed', 'rebuffs', 'decided against approving', 'decided not to approve')}|${approvingIdioms('greenlit', 'greenlighted', 'green-lighted', 'green-lit', 'green-lights', 'gave the nod to', 'gave the green light to', 'gives the green light to', 'gives green light to', 'gives the nod to', 'gives nod to', 'gave its nod to', 'gives its nod to', 'allowed the use of', 'allows the use of', 'signed off on', 'signs off on', 'cleared', 'clears', 'cleared the marketing of', 'clears the marketing of', 'cleared the sale of', 'clears the sale of', "ok'd", 'ok’d', 'okayed', 'oks')}|(?<=\b${perceptionVerbs('saw', 'watched')}\s+(?:the\s+)?(?:u\.s\.\s+)?(?:${usAgencyNouns('fda', 'agency')}|regulators)\s+)${decidingBaseForms('approve', 'green-light', 'greenlight')}|${refusingVerbs('denied approval', 'denies approval')}\s+${closedWords('for', 'to', 'of')}|${givingForms('gave', 'given', 'gives')}\s+(?:the\s+)?${assentIdioms('thumbs-up', 'thumbs up', 'green light', 'green-light')}\s+to)\s+`,
      'gi',
    ),
    'capital',
  ],
]
