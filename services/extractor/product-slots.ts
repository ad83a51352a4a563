/**
 * The slots that hold a product (PRODUCT_SLOTS, in the order the name patterns read them): the object of an application,
 * of an approval, of a designation, of the agency's review or decision; the product a target date, a letter or a
 * contrasting clause is about. Each slot reads the name after it in its mode (SlotMode). The phrases the slots share
 * with the name patterns and the list readings, and the named slots read apart: product-slot-phrases.ts. Which
 * sentences a slot cannot match in: name-slots.ts.
 */
import type { SlotMode } from './name-tokens.js'
import { ARTICLES, determinersOf } from './lexicon/determiners.js'
import { participlesOf } from './lexicon/assignment.js'
import { DATE_HEADS, DATE_KINDS, dateNouns, deadlineNouns } from './lexicon/date-nouns.js'
import { closedWords } from './lexicon/function-words.js'
import { usAgencyNouns } from './lexicon/agencies.js'
import {
  decisionNouns,
  applicationNouns,
  decisionVerbs,
  BIOLOGICS_LICENSE,
} from './lexicon/review.js'
import {
  assentIdioms,
  decisionAdverbs,
  expandingVerbs,
  refusingVerbs,
  approvalNods,
} from './lexicon/outcome-idioms.js'
import { givingForms } from './lexicon/assignment.js'
import {
  productNouns,
  approvalKinds,
  namingVerbs,
  nameKinds,
  sellingVerbs,
  dosageForms,
  receiptVerbs,
} from './lexicon/products.js'
import { otherEvents } from './lexicon/events.js'
import { labelScopes, productModifiers } from './lexicon/descriptors.js'
import { approvingForms } from './lexicon/review.js'
import { approvingIdioms } from './lexicon/outcome-idioms.js'
import { capitalised, inCapitals } from './lexicon/compile.js'
import { writtenExchanges } from './lexicon/non-names.js'
import { COVERED_OWNER } from './approval-patterns.js'
import { LOWER_NAME_BEFORE_FORM } from './dosage-forms.js'
import { notProductObjects } from './lexicon/approval-objects.js'
import { REFUSAL_LETTER, letterFindingVerbs } from './lexicon/review.js'
import { toldPastOrPresent } from './lexicon/telling.js'
import {
  APPLICATION_NOUN,
  WRITTEN_DATE,
  TREATMENT_SLOT,
  APPLICATION_SLOT,
  CRL_SLOT,
  DATE_BY_FOR,
  DATE_THEN_NAME,
  CONTRASTED_FOR,
  OBJECT_OF_REVIEW_OR_LAUNCH,
} from './product-slot-phrases.js'

/** "set", "assigned", "established": the date given to the product. */
const SET_ASSIGNED_ESTABLISHED = participlesOf('set', 'assign', 'establish')
/**
 * The country before the agency as the text writes it, read under the 'i' flag: "U.S.", "US" (no stops: a wire's and a
 * foreign issuer's way) or "United States" ("approval from the US FDA for X" as "from the U.S. FDA").
 */
const US_WRITTEN = String.raw`(?:u\.s\.|us|united\s+states)`

/** Nouns of a product's development or commerce, whose "for/of/on X" names the product (see PRODUCT_SLOTS). */
// Not "data", "results", "trials" or "rights": their object is as often a company ("the trials for Kestrel").
const TOPIC_NOUNS = [
  'meeting',
  'committee',
  // "Advisory Committee Vote for X", "the panel's vote on X": what an advisory committee voted on.
  'votes?',
  'designation',
  'labell?ing',
  'royalt(?:y|ies)(?:\\s+interests?)?',
]
const firstLetterEitherCase = (word: string) =>
  `[${word[0]!.toUpperCase()}${word[0]!}]${word.slice(1)}`
/**
 * An owner named with its listing before its possessive, as wire copy writes it: "Kestrel Bio Inc (NASDAQ: KSTL)'s", "Halvern
 * Therapeutics, Inc. (Nasdaq: HLVN)'s" (up to five words of the name, one ticker; the slot reads case-blind).
 */
const LISTED_OWNER = String.raw`(?:[A-Z][\w.&-]*,?\s+){1,5}\(\s*(?:${writtenExchanges('nasdaq', 'nyse', 'otc', 'amex', 'tsx')})\s*:\s*[A-Z]{1,6}(?:\.[A-Z]{1,2})?\s*\)['’]s\s+`

/**
 * A capitalised name that is the whole object of "received approval for": up to three capitalised words, a mark, a
 * parenthesis and a dosage form, then the object ends (a stop, a preposition, "and", the end), so a capitalised word
 * before a common noun ("Medicare coverage", "Nasdaq listing") is no product.
 */
const RECEIVED_FOR_NAME = String.raw`[A-Z][\w-]*(?:\s*[\u00AE\u2122])?(?:\s+[A-Z][\w-]*){0,2}(?:\s*\([^()]{1,40}\))?(?:\s+${dosageForms('injection', 'tablet', 'capsule', 'cream', 'gel', 'ointment', 'solution', 'suspension', 'spray', 'film', 'patch')}s?)?(?:[,.;:]|\s+${closedWords('from', 'on', 'in', 'for', 'to', 'as', 'after', 'by', 'and', 'with')}\b|\s*$)`

/** Slots that hold a product. */
/** "The spray, Zelvora, ...": a definite dosage form, then a capitalised name in apposition (see PRODUCT_SLOTS). */
export const FORM_APPOSITION = new RegExp(
  String.raw`\b[Tt]he\s+${dosageForms('spray', 'cream', 'gel', 'ointment', 'lotion', 'foam', 'tablet', 'capsule', 'injection', 'implant', 'patch', 'film')},\s+(?:(?:also\s+)?(?:${namingVerbs('called', 'named', 'dubbed')}|known\s+as|branded(?:\s+as)?)\s+)?(?=[A-Z][\w-]{1,30}(?:\s+[A-Z0-9][\w-]{0,30}){0,2}(?:\u00AE|\u2122)?\s*,)`,
  'g',
)
/**
 * Whether the definite form of a FORM_APPOSITION match at `at` of `folded` takes up a form the text named before ("its
 * nasal spray" ... "The spray, Zelvora,"): with none, "the tablet, Ostrevo," names another form's product, not the one
 * decided ("the FDA approved its nasal spray. The tablet, Ostrevo, is a rival's" published Ostrevo as the spray).
 */
export function formHasAntecedent(folded: string, at: number, match: string): boolean {
  const form = /^[Tt]he\s+([a-z]+)/.exec(match)?.[1]
  if (form === undefined) return false
  // The first place the text writes the form, found once per text and form (a text repeating the apposition thousands of
  // times costs one search per form, not one per match): an antecedent is one before the apposition.
  if (FIRST_FORM.text !== folded) FIRST_FORM = { text: folded, at: new Map() }
  let first = FIRST_FORM.at.get(form)
  if (first === undefined) {
    first = folded.search(new RegExp(String.raw`\b${form}s?\b`, 'i'))
    FIRST_FORM.at.set(form, first)
  }
  return first >= 0 && first < at
}
let FIRST_FORM: { text: string; at: Map<string, number> } = { text: '', at: new Map() }
/** An application's or a plan's abbreviation ("IND", "sNDA", "REMS"): a capitalised word that names no product. */
const NO_PRODUCT_ABBREVIATION = String.raw`(?:${inCapitals(notProductObjects('ind', 'rems'))}|s?NDA|s?BLA|A?NDA)\b`

export const PRODUCT_SLOTS: ReadonlyArray<readonly [RegExp, SlotMode]> = [
  [new RegExp(APPLICATION_SLOT, 'gi'), 'lowercase'],
  // "seeking accelerated approval of zelrafib"
  [
    new RegExp(
      String.raw`\bseek(?:s|ing)?\s+(?:(?:${approvalKinds('accelerated', 'full', 'traditional', 'marketing', 'conditional')}|u\.s\.)\s+)*approvals?\s+(?:of|for)\s+`,
      'gi',
    ),
    'lowercase',
  ],
  // "FDA approves expanded indications for Ilvara", "approved a new indication for Zelvora": the product whose scope an
  // approval widens, after the scope noun
  [
    new RegExp(
      String.raw`\b(?:approv(?:ed|es)|grant(?:ed|s))\s+(?:an?\s+|the\s+)?(?:${labelScopes('expanded', 'supplemental')}|new|additional)\s+${labelScopes('indication', 'indications', 'use', 'uses')}\s+(?:for|of)\s+(?=[A-Z])`,
      'g',
    ),
    'capital',
  ],
  // "approved the twice-daily inhaler, to be sold as Pelvoria Breeze, for ...", "which will be marketed under the brand
  // name Zelvora": the brand the product of today's news will be sold under, named by the sales clause rather than as the
  // verb's object. Only with its future auxiliary: "the first approval, in 2006, of an extract marketed as Veltrene" is
  // an earlier product's name, told as history, and would give today's approval another product. The participle alone
  // in apposition to the bare product noun is the same future's ("The therapy, sold under the brand name Zelvora, will
  // launch in May", after "regulators approved Kestrel's enzyme therapy"): the noun takes up the product just decided.
  [
    new RegExp(
      String.raw`\b(?:(?:to|will)\s+be\s+|(?:[Tt]he|[Ii]ts)\s+${productNouns('drug', 'medicine', 'product', 'therapy', 'treatment', 'vaccine', 'biologic', 'antibody')}\s*,\s+)${sellingVerbs('sold', 'marketed', 'branded')}\s+(?:as|under\s+the\s+${nameKinds('brand', 'trade')}\s+names?)\s+(?=[A-Z])`,
      'g',
    ),
    'capital',
  ],
  // "Under the brand name Zelvora, the drug's approval came early": a sentence opened by the brand its product noun is
  // sold under, the noun right after the comma taking up the product the sentence before decided (wire copy that names
  // the approved drug only after telling the approval). Only with that noun after the comma: "Under the brand name
  // Veltrene, Kestrel sold an earlier extract" names another matter.
  [
    new RegExp(
      String.raw`(?:^|[.!?]\s+)[Uu]nder\s+the\s+${nameKinds('brand', 'trade')}\s+name\s+(?=[A-Z][\w-]{1,30}(?:\s+[A-Z][\w-]{1,30})?\s*,\s+(?:the|its)\s+${productNouns('drug', 'medicine', 'product', 'therapy', 'treatment', 'vaccine', 'biologic', 'antibody')}\b)`,
      'g',
    ),
    'capital',
  ],
  // "turned down its bid to receive approval to treat patients with ACS with Zelvora": the product a bid for a use names
  // last, after the condition ("with" before a capital, the last of its clause: the condition's own "with" comes first).
  [
    new RegExp(
      String.raw`\b(?:bid|${applicationNouns('application')})\s+to\s+${receiptVerbs('receive', 'win', 'gain', 'obtain')}\s+(?:(?:fda|u\.s\.)\s+)?approval\s+to\s+treat\s+[^.;,]{1,80}\s+with\s+(?=[A-Z])`,
      'gi',
    ),
    'capital',
  ],
  // "The second letter from the FDA says that tovaline (Zelquin) was not effective enough": what the agency's letter finds
  // of is the product it refuses (the letter told the sentence before as a rejection of an application unnamed). Only a
  // name with its other name in parentheses (a nonproprietary name and its brand, either way round): "said that Kestrel
  // must run another trial" names the company.
  [
    new RegExp(
      String.raw`\b(?:${REFUSAL_LETTER}|letter)\s+from\s+(?:the\s+)?(?:u\.s\.\s+)?${usAgencyNouns('fda', 'agency')}\s+(?:${toldPastOrPresent(['say'])}|${letterFindingVerbs('stated', 'indicated', 'concluded', 'found', 'determined')})\s+that\s+(?=[a-z][a-z-]{3,30}\s*\([A-Z]|[A-Z][\w-]{2,30}\s*\([a-z])`,
      'gi',
    ),
    'lowercase',
  ],
  // "requesting FDA approval of tamrilimab", "a bid for approval of Zelvora"
  [/\b(?:requests?|requesting|bid\s+for)\s+(?:fda\s+)?approval\s+(?:of|for)\s+/gi, 'lowercase'],
  // "the agency approval for Ostavia", "received Food and Drug Administration approval for Ostavia" (the agency's full
  // name as the noun's modifier)
  [/\b(?:fda|agency|drug\s+administration)\s+approval\s+(?:of|for)\s+/gi, 'lowercase'],
  // "Achieved U.S. Approval of Corvenza in ...", "received U.S. approval for Ostavia": the market named for its agency; a
  // capitalised name only ("U.S. approval for the treatment of" names the indication).
  [/\bu\.s\.\s+approval\s+(?:of|for)\s+/gi, 'capital'],
  // "highlighted by ..., regulatory approval for Corvenza in adults in the U.S.": the approval's regulatory modifier, a
  // capitalised name only ("regulatory approval for the treatment of" names the indication).
  [/\bregulatory\s+approval\s+(?:of|for)\s+/gi, 'capital'],
  // "gave final approval for its Ostavia once-daily tablet": the approval's object after a possessive, a name only (not
  // "approval for its indication"; "approval for the treatment of" is the indication's: TREATMENT_SLOT)
  [
    new RegExp(
      String.raw`\b(?:${approvalKinds('final', 'full', 'accelerated', 'traditional', 'marketing')}\s+)?approval\s+for\s+(?:its|their)\s+(?=[A-Z])`,
      'g',
    ),
    'capital',
  ],
  // "granted final approval to expand the label for Ostavia XR", "approval to broaden the indication of X", "turned down
  // its bid to expand the use of X": the product whose scope the approval (or the bid refused) expands
  [
    new RegExp(
      String.raw`\b(?:approval|bid)\s+to\s+${expandingVerbs('expand', 'broaden', 'widen')}\s+(?:the|its)\s+(?:${labelScopes('label', 'labeling', 'indication', 'use')})\s+(?:for|of)\s+(?=[A-Z])`,
      'gi',
    ),
    'capital',
  ],
  // "approved Kestrel's supplemental Biologics License Application for an expanded indication for its Ostavia", "...
  // (sBLA) that supports expanded use of Ostavia": the application's object past the scope it asks for (a relative
  // clause's verb in its third person between them)
  [
    new RegExp(
      String.raw`\b${APPLICATION_NOUN}(?:\s*\([^)]{1,24}\))?\s+(?:for\s+an?|${closedWords('that', 'which')}\s+[a-z]{3,12}s(?:\s+an?|\s+the)?)\s+(?:${labelScopes('expanded', 'supplemental')}|new|additional)\s+(?:${labelScopes('indication', 'label', 'use')})\s+(?:for|of)\s+(?:its\s+|the\s+)?(?=[A-Z])`,
      'gi',
    ),
    'capital',
  ],
  // "set to hear back from the FDA on whether selvorant ... is good enough for approval": what the agency's answer is on
  // (decision-frame-patterns.ts, HEARS_BACK_AFTER_DAY).
  [
    new RegExp(
      String.raw`\bhear\s+(?:back\s+)?from\s+(?:the\s+)?(?:fda|agency)\s+(?:${closedWords('on', 'about', 'regarding')}\s+)?whether\s+`,
      'gi',
    ),
    'lowercase',
  ],
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
  // agency granted, a capitalised name right after "for" (not "granted approval for the treatment of": the indication's)
  [
    new RegExp(
      String.raw`\b${givingForms('granted', 'grants')}\s+(?:${approvalKinds('full', 'accelerated', 'traditional', 'marketing')}\s+)?approval\s+for\s+(?=[A-Z])`,
      'g',
    ),
    'capital',
  ],
  // "Kestrel received final approval for Zenova from the FDA", "won accelerated approval for Zenova": the object of the
  // approval the subject received, a capitalised name right after "for" (the agency named after it, or elsewhere in the
  // sentence: the approval's finder asks; "received approval for the treatment of" is the indication's), ending the
  // object (RECEIVED_FOR_NAME: "approval for Medicare coverage of X" names no product)
  [
    new RegExp(
      String.raw`\b${receiptVerbs('received', 'receives', 'won', 'wins', 'obtained', 'secured', 'gained', 'earned')}\s+(?:${approvalKinds('final', 'full', 'accelerated', 'traditional', 'marketing')}\s+)?approval\s+for\s+(?=${RECEIVED_FOR_NAME})`,
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
  // subject of the agency's passive approval, opening its sentence or its clause after a leading date or a comma (a
  // filing's notes often write a brand in capitals); up to three more capitalised words (a dosage form) and a mark may
  // stand between the name and the verb. Also the agentless passive dated by its letter ("the letter states that
  // Zelvora XR is approved effective D", "Zelvora was approved on D"). Not a determiner's noun phrase ("The Kestrel IND was approved"), no application's
  // abbreviation among the words, not the FDA's committee or panel as the agent.
  [
    new RegExp(
      String.raw`(?:^|[.;:]\s+|,\s+|\bthat\s+)(?!${capitalised(determinersOf('definite', 'indefinite', 'possessive', 'demonstrative'))}\s)(?=(?!${NO_PRODUCT_ABBREVIATION})[A-Z][\w-]*(?:\s+(?!${NO_PRODUCT_ABBREVIATION})[A-Z][\w-]*){0,3}?(?:\s*[\u00AE\u2122])?\s+(?:(?:was|has\s+been)\s+approved\s+by\s+(?:the\s+)?(?:U\.S\.\s+)?(?:FDA|Food\s+and\s+Drug\s+Administration)\b(?!\s+(?:${otherEvents('advisory', 'committee', 'panel')})\b)|(?:is|was|has\s+been)\s+approved\s+(?:on|effective(?:\s+as\s+of)?)\s+${WRITTEN_DATE}))`,
      'g',
    ),
    'capital',
  ],
  // "the Food and Drug Administration ("FDA") today approved Zelvora"
  [
    new RegExp(
      String.raw`\b${usAgencyNouns('fda', 'agency', 'administration')}(?:\s*\("?fda"?\))?\s+(?:on\s+\w+\s+|today\s+|has\s+|had\s+)?approved\s+`,
      'gi',
    ),
    'capital',
  ],
  // "the FDA rejected Lindale Pharma's Vestoril", "Regulators turned down X", a headline's "FDA Rejects X": the object of
  // the agency's refusal is the product its letter is about; so is the object of its trade-press approval ("the agency
  // greenlighted X", "gave the nod to X", "signed off on X", "FDA clears X") (the refusal of a request or a meeting names no product:
  // captureName reads no lower-case noun in this mode).
  [
    new RegExp(
      String.raw`\b(?:${usAgencyNouns('fda', 'agency')}|regulators|drug\s+administration\s*\(\s*(?:u\.s\.\s+)?fda\s*\))\s+(?:has\s+|have\s+|on\s+\w+\s+)?(?:${decisionAdverbs('recently', 'officially', 'also')}\s+)?(?:${refusingVerbs('rejected', 'rejects', 'turned down', 'turns down', 'knocked back', 'knocks back', 'shot down', 'shoots down', 'rebuffed', 'rebuffs')}|${approvingIdioms('greenlit', 'greenlighted', 'green-lighted', 'green-lit', 'green-lights', 'gave the nod to', 'gave the green light to', 'gives the green light to', 'gives green light to', 'gives the nod to', 'gives nod to', 'gave its nod to', 'gives its nod to', 'signed off on', 'signs off on', 'cleared', 'clears', "ok'd", 'ok’d', 'okayed', 'oks')}|${refusingVerbs('denied approval', 'denies approval')}\s+${closedWords('for', 'to', 'of')}|${givingForms('gave', 'given', 'gives')}\s+(?:the\s+)?${assentIdioms('thumbs-up', 'thumbs up', 'green light', 'green-light')}\s+to)\s+`,
      'gi',
    ),
    'capital',
  ],
  // "the investigational antibody tamrilimab"
  // "its lead drug candidate ostrelmirom", "its lead product candidate velmoclomol": the compound noun of a product names
  // one, whatever its stem.
  [
    new RegExp(
      String.raw`\b(?:${productNouns('drug', 'product')}|${productModifiers('lead', 'development', 'clinical')})\s+candidate\s+(?=[a-z][a-z-]{5,}\b)`,
      'g',
    ),
    'lowercase',
  ],
  // "a drug called tamrilimab": a verb of naming between the noun and its name.
  [
    new RegExp(
      String.raw`\b${productNouns('drug', 'compound', 'candidate', 'therapy', 'antibody', 'biologic')}\s+(?:(?:(?:is|was)\s+)?(?:also\s+)?(?:${namingVerbs('called', 'named', 'dubbed')}|known\s+as|branded(?:\s+as)?)\s+)?(?!(?:${namingVerbs('called', 'named', 'dubbed')}|known|branded)\b)(?=[a-z][a-z-]{4,}\b)`,
      'g',
    ),
    'capital',
  ],
  // "the treatment called velaprim", "an antibiotic named tarvocin" (wire copy of foreign issuers' releases): a
  // lower-case name after the other product nouns, only with the verb of naming between them ("treatment options",
  // "the medicine cabinet": no name).
  [
    new RegExp(
      String.raw`\b${productNouns('treatment', 'medicine', 'pill', 'vaccine', 'agent', 'antibiotic')}\s+(?:(?:is|was)\s+)?(?:also\s+)?(?:${namingVerbs('called', 'named', 'dubbed')}|known\s+as)\s+(?=[a-z][a-z-]{4,}\b)`,
      'g',
    ),
    'lowercase',
  ],
  // "its psoriasis pill Zelvora", "the gene therapy Velmira", "its nasal spray antidepressant Zelvora" (a therapeutic
  // class as the head): a brand after its lower-case head noun; the description's own acronym may stand between them
  // ("its antiepileptic drug (AED) Velmira").
  [
    new RegExp(
      String.raw`\b(?:${productNouns('drug', 'pill', 'therapy', 'treatment', 'candidate', 'medicine', 'vaccine', 'antidepressant', 'antipsychotic', 'anticoagulant')}|injection)\s+(?:\([A-Z]{2,6}\)\s+)?(?:(?:(?:is|was)\s+)?(?:also\s+)?(?:${namingVerbs('called', 'named', 'dubbed')}|known\s+as|branded(?:\s+as)?)\s+)?(?=[A-Z])`,
      'g',
    ),
    'product',
  ],
  // "approved Zelvora", "approval of Ostavia", "marketing authorisation for X" (another regulator's approval names the
  // product all the same), a title-case headline's "FDA Approves Halvern's Zelvora"; not the adjective of a class ("the first FDA-approved PROTAC", "the only
  // approved LYTAC").
  [
    new RegExp(
      String.raw`(?<![\w-]|\b(?:first|only|first-and-only)\s+)(?:${approvingForms('approved', 'approves', 'approve')}|(?<=\bFDA\s)${capitalised(approvingForms('approves'))}|approval\s+of|marketing\s+authori[sz]ation\s+(?:of|for))\s+(?=[A-Z])`,
      'g',
    ),
    'capital',
  ],
  // "approved tovaline tablets", "FDA approval of tovaline oral suspension": a lower-case name right before its dosage
  // form (dosage-forms.ts) is the product approved, whatever its stem; the form's words end the name. Read as a plain
  // lower-case name only (no English word: "approved generic tablets" names none).
  [
    new RegExp(
      String.raw`(?<![\w-]|\b(?:first|only|first-and-only)\s+)(?:${approvingForms('approved', 'approves', 'approve')}|approval\s+of)\s+(?=${LOWER_NAME_BEFORE_FORM})`,
      'g',
    ),
    'lowercase',
  ],
  // "Kestrel said tovaline tablets have a PDUFA date of D": a lower-case name before its dosage form as the subject of its
  // clause (a copula or "have" right after the form), opening the sentence or a reported clause.
  [
    new RegExp(
      String.raw`(?:^|[.;:]\s+|\b(?:said|that)\s+)(?=${LOWER_NAME_BEFORE_FORM}\s+${closedWords('has', 'have', 'had', 'is', 'are', 'was', 'were')}\b)`,
      'g',
    ),
    'lowercase',
  ],
  // "the once-weekly formulation of the peptide, which the Company calls Xyvora", "that Kestrel markets as X", ", referred
  // to as X": a name a naming verb gives after a long description, whoever names it (the company, "it", "we").
  [
    new RegExp(
      String.raw`\b(?:which|that)\s+(?:the\s+[Cc]ompany|it|we|[A-Z][\w-]{1,30})\s+(?:(?:has|have)\s+)?(?:${namingVerbs('calls', 'names', 'named', 'dubbed', 'refers to as')}|${sellingVerbs('markets', 'sells')}\s+as|${sellingVerbs('branded')})\s+(?=[A-Z])|,\s+${namingVerbs('referred to as', 'dubbed')}\s+(?=[A-Z])`,
      'g',
    ),
    'capital',
  ],
  // Appositions: "the drug, voxelotor (Oxbryta), ...", "The treatment, Yupelri here, is ...", "its candidate, called X,",
  // the wire's "approved the once-daily pill, mirabegron, for adults".
  [
    new RegExp(
      String.raw`\b${productNouns('drug', 'treatment', 'therapy', 'medicine', 'product', 'candidate', 'antibody', 'pill', 'vaccine')},\s+(?:(?:also\s+)?(?:${namingVerbs('called', 'named', 'dubbed')}|known\s+as|branded(?:\s+as)?)\s+)?(?=[A-Za-z])`,
      'g',
    ),
    'lowercase',
  ],
  // The same apposition on a dosage form, taking up "its nasal spray" the agency approved: "the spray, Zelvora, will be
  // available", "The cream, called Ostavia, ..." (a capitalised name closed by its comma only: "the tablet, once daily"
  // and "the spray, Kestrel said, ..." name none). Read only with its antecedent (`formHasAntecedent`).
  [FORM_APPOSITION, 'capital'],
  // "the PDUFA (target action) date for zelrafib": a target date is a product's.
  [
    // "the Prescription Drug User Fee Act (PDUFA) date for Zelvora", "the target date for a decision on Zelvora", "the
    // FDA's decision deadline for zelrafib".
    new RegExp(
      String.raw`\b(?:pdufa\)?|${dateNouns('target', 'goal', 'action', 'decision')})(?:\s*\(pdufa\))?\s+(?:${DATE_HEADS}\s+){0,2}(?:dates?|${deadlineNouns('deadline')}s?)(?:\s*\(pdufa\))?(?:\s+under\s+(?:the\s+)?(?:pdufa|prescription\s+drug\s+user\s+fee\s+act))?(?:\s*,\s*or\s+(?:the\s+)?[\w\s]{1,30}?dates?\s*,)?(?:\s+${SET_ASSIGNED_ESTABLISHED}\s+by\s+the\s+(?:fda|agency))?(?:\s+for\s+${ARTICLES}\s+(?:final\s+)?decision\s+on|\s+for|\s+of)\s+`,
      'gi',
    ),
    'product',
  ],
  // "a PDUFA date of September 30, 2025 for zelrafib", "... of D has been set for Zelvora": the drug right after a target
  // phrase's date.
  [
    new RegExp(
      String.raw`\b(?:pdufa\)?|${DATE_KINDS})\s+(?:${DATE_HEADS}\s+){0,2}dates?(?:\s+under\s+(?:the\s+)?(?:pdufa|prescription\s+drug\s+user\s+fee\s+act))?\s+${closedWords('of', 'is', 'was', 'on')}\s+${WRITTEN_DATE}\s*,?\s+(?:(?:has\s+been|had\s+been|was|is)\s+${SET_ASSIGNED_ESTABLISHED}\s+)?for\s+(?:the\s+)?`,
      'gi',
    ),
    'product',
  ],
  // "the PDUFA date for Zelvora is D1, and for Ostrelva it is D2": the next item of a list of target dates.
  [CONTRASTED_FOR, 'product'],
  // "the advisory committee meeting for Zelvora", "Breakthrough Therapy designation for X", "royalties on net sales of
  // Ostrelva": the product a regulatory or royalty noun is about. A mixed-case name or a code only (not "for COPD"); not a partner's
  // or an equity interest's object, which is as often a company.
  [
    new RegExp(
      String.raw`\b(?:${TOPIC_NOUNS.map(firstLetterEitherCase).join('|')})\s+(?:[Ff]or|[Oo]f|[Oo]n|[Ii]n|[Tt]o)\s+(?:(?:net\s+)?sales\s+of\s+)?(?=[A-Z][a-z]|[A-Z]{1,5}-?\d)`,
      'g',
    ),
    'product',
  ],
  [CRL_SLOT, 'product'],
  // "- Kestrel develops Zelquari" (a headline bullet), "Halden Bio Develops KB-101": the object of a company developing
  // it. A capitalised subject right before the verb (a company's name; "patients who develop ..." is no company); one
  // product only ("Kestrel develops X and Y for ...", a company's portfolio, names none of them as the release's).
  [
    /\b[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3}\s+[Dd]evelops\s+(?=(?:[A-Z][a-z]|[A-Z]{1,5}-?\d)[\w-]*(?![\w-])(?:\s+[A-Z0-9]{1,3}\b)?(?!(?:\s*,\s*|\s+and\s+)[A-Z]))/g,
    'product',
  ],
  // "the FDA has agreed to review Zelvora": the object of the agency's verb.
  [/\b(?:agreed\s+to|will|to)\s+review\s+(?=[A-Z])/g, 'product'],
  // "to complete its review of Ostrelva": the object of the agency's review.
  [
    new RegExp(
      String.raw`\b${decisionVerbs('complete', 'completing', 'conclude', 'finish')}\s+(?:its|the)\s+review\s+of\s+(?:the\s+)?`,
      'gi',
    ),
    'product',
  ],
  // "a November 14, 2025 PDUFA for Zelvora": the bare act's name as the date.
  [/\bpdufa\s+for\s+(?:the\s+)?/gi, 'product'],
  // "a decision from the FDA on Zelvora", "the FDA is due to rule on Zelvora", "the verdict on Kestrel Bio Inc (NASDAQ:
  // KSTL)'s Zelvora" (wire copy: the owner's listing before its possessive, passed over): the object of the agency's decision ("the
  // FDA decision on the expanded use of Zelvora": the product whose use a supplement widens); its deadline may stand
  // before the agency ("awaiting a decision by D, from the FDA on Zelvora").
  [
    new RegExp(
      String.raw`\b(?:${decisionNouns('decision', 'ruling', 'verdict', 'action')}|${decisionVerbs('rule', 'decide', 'act')})\s+(?:${closedWords('by', 'on')}\s+${WRITTEN_DATE}\s*,?\s+)?(?:${closedWords('from', 'of', 'by')}\s+(?:the\s+)?(?:u\.?s\.?\s+)?(?:fda|agency)\s+)?${closedWords('on', 'regarding', 'concerning', 'about')}\s+(?:the\s+)?(?:${LISTED_OWNER})?(?:approval\s+of\s+|(?:expanded\s+)?use\s+of\s+)?`,
      'gi',
    ),
    'product',
  ],
  // "a decision is expected by October 2, 2026 for selatrocin", "PDUFA dates of March 3, 2026 for Zelvora and April 9,
  // 2026 for Ostrelva", "a goal date of 14 November for Ostrelva": the drug right after a date is the date's.
  [DATE_BY_FOR, 'product'],
  // Any other date ("on D for", "D (X)", "dates of D1 and D2 to X and Y"): a mixed-case name or a code only ("approved on March 3, 2024 for plaque
  // psoriasis", "D for first-line NSCLC" name no drug).
  // (Case-sensitive, so that the lookahead's capital is one: the month names are written in either case.)
  [DATE_THEN_NAME, 'product'],
  // "<name> for the treatment of": "of tapinarof for the treatment of", "for zelrafib (ZRF-1) for the proposed treatment of".
  [TREATMENT_SLOT, 'shaped'],
  // "review of olipudase", "approval of dornase": the object of a regulatory step.
  [
    new RegExp(
      String.raw`\b(?:review|${decisionNouns('approval')}|${applicationNouns('acceptance', 'resubmission', 'submission', 'filing')}|extension|${otherEvents('launch')})\s+(?:period\s+)?(?:of|for)\s+(?:the\s+)?`,
      'gi',
    ),
    'stem',
  ],
  // "The FDA review of Ilvenza", "the commercial launch of Calvessa": a brand as the object of the agency's review or of
  // the product's launch.
  [OBJECT_OF_REVIEW_OR_LAUNCH, 'product'],
]
