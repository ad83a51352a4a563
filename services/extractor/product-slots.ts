/**
 * The slots that hold a product (PRODUCT_SLOTS, in the order the name patterns read them): the object of an application,
 * of an approval, of a designation, of the agency's review or decision; the product a target date, a letter or a
 * contrasting clause is about (the slots of an outcome's object, what was approved, granted or refused, are
 * approval-slots.ts, spread in after the application's). Each slot reads the name after it in its mode (SlotMode). The
 * phrases the slots share with the name patterns and the list readings, and the named slots read apart:
 * product-slot-phrases.ts. Which sentences a slot cannot match in: name-slots.ts.
 */
import type { SlotMode } from './name-tokens.js'
import { ARTICLES } from './lexicon/determiners.js'
import { participlesOf } from './lexicon/assignment.js'
import { DATE_HEADS, DATE_KINDS, dateNouns, deadlineNouns } from './lexicon/date-nouns.js'
import { closedWords } from './lexicon/function-words.js'
import { decisionNouns, decisionVerbs } from './lexicon/review.js'
import { applicationNouns } from './lexicon/applications.js'
import {
  productNouns,
  namingVerbs,
  sellingVerbs,
  dosageForms,
  coveringVerbs,
  THERAPEUTIC_CLASS_WORDS,
} from './lexicon/products.js'
import { otherEvents } from './lexicon/events.js'
import { productModifiers } from './lexicon/descriptors.js'
import { approvingForms } from './lexicon/review.js'
import { capitalised } from './lexicon/compile.js'
import { writtenExchanges } from './lexicon/non-names.js'
import { LOWER_NAME_BEFORE_FORM } from './dosage-forms.js'
import {
  WRITTEN_DATE,
  TREATMENT_SLOT,
  APPLICATION_NOUN,
  APPLICATION_SLOT,
  CRL_SLOT,
  DATE_BY_FOR,
  DATE_THEN_NAME,
  CONTRASTED_FOR,
  OBJECT_OF_REVIEW_OR_LAUNCH,
} from './product-slot-phrases.js'
import { APPROVAL_SLOTS } from './approval-slots.js'

/** The therapeutic classes as one alternation ("antidepressant", "analgesic"). */
const CLASS_WORDS = [...THERAPEUTIC_CLASS_WORDS].join('|')

/** "set", "assigned", "established": the date given to the product. */
const SET_ASSIGNED_ESTABLISHED = participlesOf('set', 'assign', 'establish')

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

export const PRODUCT_SLOTS: ReadonlyArray<readonly [RegExp, SlotMode]> = [
  [new RegExp(APPLICATION_SLOT, 'gi'), 'lowercase'],
  // "the application covers Zelvora for adults with ...", "The sBLA concerns ZL-044": the product of an application
  // told by a verb of its scope (a capitalised name or a code only: "the application covers two indications" names none).
  [
    new RegExp(
      String.raw`\b${APPLICATION_NOUN}(?:\s*\([^)]{1,24}\))?\s+${coveringVerbs('covers', 'covered', 'concerns')}\s+(?:the\s+use\s+of\s+)?`,
      'gi',
    ),
    'product',
  ],
  ...APPROVAL_SLOTS,
  // A calendar entry's label "Drug: Zelvora is intended for ...", "Product: Ostrelva (brivotide)": the entry's product,
  // read where the entry's date line names none (the label capitalised and closed by a colon; a capitalised name only).
  [/\b(?:Drug|Product|Drug [Nn]ame|Product [Cc]andidate)\s*:\s+/g, 'capital'],
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
  // "Known chemically as velaprim, the drug ...", "chemically known as velaprim", "generically known as velaprim": the
  // nonproprietary name a press report gives the product it has described (s21-subject).
  [
    /\b(?:[Kk]nown\s+(?:chemically|generically)|(?:chemically|generically)\s+known)\s+as\s+(?=[a-z][a-z-]{4,}\b)/g,
    'lowercase',
  ],
  // "The drug, which California-based Kestrel Bio Inc. is calling Zelvora": the name a company of several words gives it
  // now, in the progressive (s21-subject).
  [
    new RegExp(
      String.raw`\b(?:which|that)\s+(?:[A-Z][\w.&-]*\s+){1,5}(?:is|are)\s+(?:now\s+)?${namingVerbs('calling', 'naming')}\s+(?=[A-Z])`,
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
  // "regarding a monthly intravenous maintenance dose of Zelvora", "a once-weekly dose of Ostavia": the product a dose is
  // of, a capitalised name after a determiner and up to three lower-case modifiers.
  [
    new RegExp(
      String.raw`\b(?:${ARTICLES}|its|their)\s+(?:[a-z][\w-]*\s+){0,3}?dos(?:e|es|ing)\s+of\s+(?=[A-Z])`,
      'g',
    ),
    'capital',
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
  // phrase's date; a calendar's "PDUFA Date of 8-28-26 for X" writes the date by numbers with a two-digit year (s19 names).
  [
    new RegExp(
      String.raw`\b(?:pdufa\)?|${DATE_KINDS})\s+(?:${DATE_HEADS}\s+){0,2}dates?(?:\s+under\s+(?:the\s+)?(?:pdufa|prescription\s+drug\s+user\s+fee\s+act))?\s+${closedWords('of', 'is', 'was', 'on')}\s+(?:${WRITTEN_DATE}|\d{1,2}-\d{1,2}-\d{2}(?![\d-]))\s*,?\s+(?:(?:has\s+been|had\s+been|was|is)\s+${SET_ASSIGNED_ESTABLISHED}\s+)?for\s+(?:the\s+)?`,
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
      String.raw`\b(?:${decisionNouns('decision', 'ruling', 'verdict', 'action')}|(?<=regulatory\s+)${decisionNouns('judgment')}|${decisionVerbs('rule', 'decide', 'act')})\s+(?:${closedWords('by', 'on')}\s+${WRITTEN_DATE}\s*,?\s+)?(?:${closedWords('from', 'of', 'by')}\s+(?:the\s+)?(?:u\.?s\.?\s+)?(?:fda|agency)\s+)?${closedWords('on', 'regarding', 'concerning', 'about')}\s+(?:the\s+)?(?:${LISTED_OWNER})?(?:approval\s+of\s+|(?:expanded\s+)?use\s+of\s+)?`,
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
  // "accepted its response regarding its novel formulation of the antidepressant tavrunosin as complete": the product a
  // sponsor's response to a letter is about, named after its formulation or its therapeutic class (either one told, so
  // the lower-case word after them is the product's name).
  [
    new RegExp(
      String.raw`\b(?:response|resubmission)\s+(?:regarding|concerning|relating\s+to)\s+(?:${closedWords('its', 'the', 'their', 'our', 'a')}\s+)?(?:${productModifiers('novel', 'new')}\s+)?(?:formulation\s+of\s+(?:${closedWords('the', 'its', 'their', 'our')}\s+)?(?:(?:${CLASS_WORDS})\s+)?|(?:${CLASS_WORDS})\s+)`,
      'gi',
    ),
    'lowercase',
  ],
  // "The FDA review of Ilvenza", "the commercial launch of Calvessa": a brand as the object of the agency's review or of
  // the product's launch.
  [OBJECT_OF_REVIEW_OR_LAUNCH, 'product'],
]
