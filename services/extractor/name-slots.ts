/**
 * Where a drug name can stand in a text: the grammatical slots that hold a product (the object of an application, of an
 * approval or of a designation; the subject of a regulatory predicate; a trademark symbol; a headline's topic), the
 * patterns that read a name from the words around it, and the literals that tell which sentences each cannot match in.
 * What a name is: drug-names.ts; the drugs a text names, built from these: drug-lexicon.ts.
 */
import { isRegexSpace } from './text-fold.js'
import { legalForms } from './lexicon/company-forms.js'
import {
  ARTICLES,
  DEFINITE_DETERMINERS,
  POSSESSIVES,
  determiners,
  determinersOf,
} from './lexicon/determiners.js'
import { MONTH_ABBREVIATIONS, MONTH_NAMES, WEEKDAY_NAMES } from './dates.js'
import {
  type Capture,
  type SlotMode,
  COMPANY_AFTER_NAME,
  COMPANY_TOKENS,
  DOSAGE_FORM_WORDS,
  captureName,
  isNameLikeToken,
  stripMarks,
} from './drug-names.js'
import { givingForms, participlesOf } from './lexicon/assignment.js'
import { DATE_HEADS, DATE_KINDS, dateNouns } from './lexicon/date-nouns.js'
import { matchesOf } from './regexp-matches.js'
import { closedWords } from './lexicon/function-words.js'
import { usAgencyNouns } from './lexicon/agencies.js'
import { reviewSpanNouns, decisionNouns, applicationNouns } from './lexicon/review.js'
import { decisionVerbs } from './lexicon/review.js'
import { dateQualifiers, earlierAdverbs } from './lexicon/qualifiers.js'
import {
  productNouns,
  approvalKinds,
  namingVerbs,
  dosageForms,
  diseaseNouns,
} from './lexicon/products.js'
import { intents, receiptVerbs } from './lexicon/products.js'
import { otherEvents } from './lexicon/events.js'
import { productModifiers, THERAPY_SETTING_WORDS } from './lexicon/descriptors.js'
import { hedgeWords } from './lexicon/hedges.js'
import { approvingForms, reviewKinds } from './lexicon/review.js'
import { studyNouns } from './lexicon/studies.js'
import { TITLE_WORD_FORMS } from './lexicon/titles.js'
import { companyRoles, partneringParticiples } from './lexicon/company-forms.js'
import { stockExchanges } from './lexicon/non-names.js'
import { capitalised, inCapitals } from './lexicon/compile.js'

/** "FDA" as the agency writes itself, for the rules that read case. */
const FDA = inCapitals(usAgencyNouns('fda'))
/** The words a pattern about the review of a product cannot match without (its marker). */
const REVIEW_MARKER = `${dateNouns('review', 'pdufa', 'prescription', 'target', 'goal')}|approv`

/** "set", "assigned", "established": the date given to the product. */
const SET_ASSIGNED_ESTABLISHED = participlesOf('set', 'assign', 'establish')

// The mark may sit on the next line of a hard-wrapped text ("Lunexa\n®").
export const TRADEMARK =
  /([A-Z][\w-]*(?:[ ]+[A-Z0-9][A-Z0-9-]*){0,2}|[A-Z]{2,}(?:[ ]+[A-Z]{2,}){0,2})\s?(?:\u00AE|\u2122|\u2120|\([Rr]\)|\((?:TM|tm)\))/g

// "New Drug Application", "sBLA", "efficacy supplement", "resubmission": the application a slot is the object of.
const APPLICATION_NOUN = String.raw`(?:(?:supplemental\s+)?(?:new\s+drug|biologics?\s+license|marketing)\s+applications?|s?NDAs?|s?BLAs?|efficacy\s+supplement|resubmission|applications?)`
// ", for the proposed treatment of", " in the prevention of", " as a treatment of": the indication that follows a product.
const TREATMENT_OF = String.raw`\s*,?\s+(?:(?:for|in)\s+(?:the\s+)?|as\s+an?\s+)(?:(?:proposed|${hedgeWords('potential', 'possible')}|${THERAPY_SETTING_WORDS})\s+)*(?:${intents('treatment', 'prevention', 'management', 'reduction', 'diagnosis', 'detection', 'imaging')}|visuali[sz]ation)\s+of\b`
/** A written calendar date, as the slots need it (the date grammar proper is in dates.ts): "Tues., March 3, 2026", "3rd of March 2026", "2026-03-03", "03/03/2026", "03-Mar-2026". */
const WRITTEN_DATE = String.raw`(?:(?:[A-Za-z]{3,9}\.?,?\s+)?[A-Za-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[A-Za-z]{3,9}\.?,?\s+\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}[./-]\d{1,2}[./-]\d{4}|\d{1,2}-[A-Za-z]{3,9}-\d{4})`
/** The same, each letter in either case, for a pattern that must stay case-sensitive elsewhere. */
const MONTH_ANY_CASE = String.raw`(?:${[...MONTH_NAMES, ...MONTH_ABBREVIATIONS]
  .map((name) => [...name].map((c) => `[${c.toUpperCase()}${c}]`).join(''))
  .join('|')})\.?`
/** A day by its month, with or without a year: "March 3, 2026", "14 November", "Nov. 14" (month in either case). */
const DATE_OF_A_LIST_ANY_CASE = String.raw`\b(?:${MONTH_ANY_CASE}\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_ANY_CASE}(?:,?\s+\d{4})?)\b`
/** "<name> for the treatment of" (see PRODUCT_SLOTS). */
const TREATMENT_SLOT = new RegExp(
  String.raw`(?:\b${closedWords('for', 'of', 'with', 'and')}|['’]s?)\s+(?:the\s+)?(?=[a-z][a-z-]{5,}(?:\s*\([^()]{1,60}\))?${TREATMENT_OF})`,
  'g',
)
/** "New Drug Application (NDA) for X", "sBLA, for X", "NDA or BLA for X", "BLA resubmission of X": an application's object. */
export const APPLICATION_SLOT = String.raw`\b${APPLICATION_NOUN}(?:\s*\([^)]{1,24}\))?(?:\s*,?\s*or\s+s?(?:NDA|BLA)\s*,?)?(?:\s+(?:resubmission|[Rr]esponse))?\s+(?:for|of)\s+`
/** Nouns of a product's development or commerce, whose "for/of/on X" names the product (see PRODUCT_SLOTS). */
// Not "data", "results", "trials" or "rights": their object is as often a company ("the trials for Kestrel").
const TOPIC_NOUNS = [
  'meeting',
  'committee',
  'designation',
  'labell?ing',
  'royalt(?:y|ies)(?:\\s+interests?)?',
]
const firstLetterEitherCase = (word: string) =>
  `[${word[0]!.toUpperCase()}${word[0]!}]${word.slice(1)}`
/** "a complete response letter (CRL) from the FDA for Zelvora", "a CRL for Daxilta's supplement": the letter's product. */
const CRL_SLOT = new RegExp(
  String.raw`\b(?:complete\s+response\s+letter|CRL)\b(?:\s*\(CRL\))?(?:\s+from\s+the\s+(?:u\.s\.\s+)?(?:fda|food\s+and\s+drug\s+administration)(?:\s*\(\s*"?fda"?\s*\))?)?\s+${closedWords('for', 'on', 'regarding')}\s+(?:the\s+|its\s+)?`,
  'gi',
)
/** "a decision is expected by October 2, 2026 for selatrocin" (a product slot). */
const DATE_BY_FOR = new RegExp(String.raw`\bby\s+${WRITTEN_DATE}\s*,?\s+for\s+(?:the\s+)?`, 'gi')
/** "approved on March 3, 2024 for X", "D (X)", "dates of D1 and D2 to X and Y" (a product slot; case-sensitive). */
const DATE_THEN_NAME = new RegExp(
  String.raw`${DATE_OF_A_LIST_ANY_CASE}(?:\s*,?\s+[Ff]or\s+(?:the\s+)?|\s*\(\s*|\s+to\s+(?!${MONTH_ANY_CASE}))(?=[A-Z][a-z]|[A-Z]{1,5}-\d|[A-Z]{2,5}\d)`,
  'g',
)
/** "..., and for Zelvora it is ...", "whereas for Ostrelva the date is": the product a contrasting clause is about. */
const FOR_SUBJECT = String.raw`for\s+(?=[A-Z][\w-]*(?:\s+it)?\s+(?:is|will\s+be)\s)`
const CONTRASTED_FOR = new RegExp(
  String.raw`\b${closedWords('and', 'while', 'whereas')}\s+${FOR_SUBJECT}`,
  'g',
)
const FOR_SUBJECT_ALONE = new RegExp(FOR_SUBJECT)
/** "The FDA review of Ilvenza", "the commercial launch of Calvessa" (a product slot). */
const OBJECT_OF_REVIEW_OR_LAUNCH = new RegExp(
  String.raw`(?:(?:\b(?:${FDA}|${FDA}['’]s|${usAgencyNouns('agency')}['’]s|${reviewKinds('regulatory')}|ongoing)\s+|\b[Tt]he\s+)review|\b(?:commercial\s+|potential\s+|planned\s+|U\.S\.\s+)?launch)\s+of\s+(?=[A-Z][a-z]|[A-Z]{1,5}-?\d)`,
  'g',
)
/** Slots that hold a product. */
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
  // "requesting FDA approval of tamrilimab", "a bid for approval of Zelvora"
  [/\b(?:requests?|requesting|bid\s+for)\s+(?:fda\s+)?approval\s+(?:of|for)\s+/gi, 'lowercase'],
  // "the agency approval for Ostavia"
  [/\b(?:fda|agency)\s+approval\s+(?:of|for)\s+/gi, 'lowercase'],
  // "Priority Review for the NDA for zelrafib", "Fast Track designation to tamrilimab"
  [
    /\b(?:priority\s+review|breakthrough\s+therapy(?:\s+designation)?|fast\s+track(?:\s+designation)?)\s+(?:for|to)\s+(?:the\s+)?(?:(?:s?NDA|s?BLA|new\s+drug\s+application|biologics\s+license\s+application)\s+for\s+)?/gi,
    'lowercase',
  ],
  // "the Food and Drug Administration ("FDA") today approved Zelvora"
  [
    new RegExp(
      String.raw`\b${usAgencyNouns('fda', 'agency', 'administration')}(?:\s*\("?fda"?\))?\s+(?:on\s+\w+\s+|today\s+|has\s+|had\s+)?approved\s+`,
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
      String.raw`\b${productNouns('drug', 'compound', 'candidate', 'therapy', 'antibody', 'biologic')}\s+(?:(?:also\s+)?(?:${namingVerbs('called', 'named', 'dubbed')}|known\s+as|branded(?:\s+as)?)\s+)?(?=[a-z][a-z-]{4,}\b)`,
      'g',
    ),
    'capital',
  ],
  // "its psoriasis pill Zelvora", "the gene therapy Velmira": a brand after its lower-case head noun.
  [
    new RegExp(
      String.raw`\b(?:${productNouns('drug', 'pill', 'therapy', 'treatment', 'candidate', 'medicine', 'vaccine')}|injection)\s+(?:(?:also\s+)?(?:${namingVerbs('called', 'named', 'dubbed')}|known\s+as|branded(?:\s+as)?)\s+)?(?=[A-Z])`,
      'g',
    ),
    'product',
  ],
  // "approved Zelvora", "approval of Ostavia"; not the adjective of a class ("the first FDA-approved PROTAC", "the only
  // approved LYTAC").
  [
    new RegExp(
      String.raw`(?<![\w-]|\b(?:first|only|first-and-only)\s+)(?:${approvingForms('approved', 'approves', 'approve')}|approval\s+of)\s+(?=[A-Z])`,
      'g',
    ),
    'capital',
  ],
  // Appositions: "the drug, voxelotor (Oxbryta), ...", "The treatment, Yupelri here, is ...", "its candidate, called X,".
  [
    new RegExp(
      String.raw`\b${productNouns('drug', 'treatment', 'therapy', 'medicine', 'product', 'candidate', 'antibody')},\s+(?:(?:also\s+)?(?:${namingVerbs('called', 'named', 'dubbed')}|known\s+as|branded(?:\s+as)?)\s+)?(?=[A-Za-z])`,
      'g',
    ),
    'lowercase',
  ],
  // "the PDUFA (target action) date for zelrafib": a target date is a product's.
  [
    // "the Prescription Drug User Fee Act (PDUFA) date for Zelvora", "the target date for a decision on Zelvora".
    new RegExp(
      String.raw`\b(?:pdufa\)?|${dateNouns('target', 'goal', 'action', 'decision')})(?:\s*\(pdufa\))?\s+(?:${DATE_HEADS}\s+){0,2}dates?(?:\s*\(pdufa\))?(?:\s+under\s+(?:the\s+)?(?:pdufa|prescription\s+drug\s+user\s+fee\s+act))?(?:\s*,\s*or\s+(?:the\s+)?[\w\s]{1,30}?dates?\s*,)?(?:\s+${SET_ASSIGNED_ESTABLISHED}\s+by\s+the\s+(?:fda|agency))?(?:\s+for\s+${ARTICLES}\s+(?:final\s+)?decision\s+on|\s+for|\s+of)\s+`,
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
  // "a decision from the FDA on Zelvora", "the FDA is due to rule on Zelvora": the object of the agency's decision.
  [
    new RegExp(
      String.raw`\b(?:${decisionNouns('decision', 'ruling', 'verdict', 'action')}|${decisionVerbs('rule', 'decide', 'act')})\s+(?:${closedWords('from', 'of', 'by')}\s+(?:the\s+)?(?:u\.?s\.?\s+)?(?:fda|agency)\s+)?${closedWords('on', 'regarding', 'concerning', 'about')}\s+(?:the\s+)?(?:approval\s+of\s+)?`,
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
/** "granted tovorafenib Priority Review": the name sits between the verb and the designation. */
const GRANTED_NAME = new RegExp(
  String.raw`\b${givingForms('granted', 'grants', 'given', 'assigned', 'assigns', 'gave')}\s+([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)\s+(?:priority\s+review|breakthrough|fast\s+track|orphan|accelerated\s+approval|an?\s+(?:${dateNouns('pdufa', 'goal', 'action')}|prescription\s+drug\s+user\s+fee\s+act|target\s+action)\s+(?:\w+\s+){0,2}date)`,
  'gi',
)
/**
 * "Tovorafenib NDA", "Golodirsen New Drug Application", "the Tarvello application", "the Tarvello new drug application":
 * a capitalised name modifying the application noun, whatever the noun's case (not a possessive: "Kestrel's NDA" is as
 * often the company's).
 */
const NAME_BEFORE_APPLICATION =
  /([A-Z][\w-]*(?:\s+[A-Z0-9][\w-]*)?)(?:\u00AE|\u2122|\(R\))?(?:\s*\([a-z][\w-]{3,30}\))?\s+(?:s?NDA|s?BLA|[Nn]ew\s+[Dd]rug\s+[Aa]pplication|[Bb]iologics?\s+[Ll]icen[cs]e\s+[Aa]pplication|(?:[Mm]arketing\s+|[Ss]upplemental\s+)?[Aa]pplication)\b/g
/**
 * "acceptance of zelvora bla", "the ostrelva nda" in a text set in lower case: a word premodifying the application noun.
 * Lower case only by its shape (a word no English noun is), as a lower-case subject of review is.
 */
const SHAPED_NAME_BEFORE_APPLICATION = new RegExp(
  String.raw`\b${closedWords('of', 'for', 'the', 'its', 'our')}\s+([a-z][a-z-]{5,})\s+s?(?:nda|bla)\b`,
  'g',
)
// "March 3", "Nov. 14, 2026" premodifying the phrase: "has a March 3 PDUFA date", "'s November 14, 2026 PDUFA date".
const WRITTEN_DAY = String.raw`[A-Z][a-z]{2,8}\.?\s+\d{1,2}(?:,\s+\d{4})?`
// "remains under priority review", "has a PDUFA goal date": a predicate only a product under review takes; also with the
// date premodifying the phrase ("has a March 3 PDUFA date").
const REVIEW_PREDICATE = String.raw`(?:(?:remains?|is|was|continues\s+to\s+be)\s+under\s+(?:(?:${reviewKinds('priority', 'standard', 'regulatory')}|${FDA}|the\s+FDA['’]s)\s+)*review|(?:remains?|is|continues\s+to\s+be)\s+on\s+track\s+for\s+${closedWords('its', 'a', 'the')}\s+(?:[\w,]+\s+){0,4}(?:PDUFA|target\s+action|goal|approval\s+decision)\b|(?:was|has\s+been|had\s+been)\s+granted\s+(?:[Pp]riority|[Ss]tandard)\s+[Rr]eview|${closedWords('may', 'might', 'could', 'would', 'will')}\s+(?:not\s+)?be\s+approved\s+${closedWords('by', 'on', 'before')}\s+(?:its|the)\b|(?:${closedWords('has', 'had', 'have')}|continues\s+to\s+have)\s+(?:an?\s+|its\s+|their\s+)?(?:${WRITTEN_DAY}\s+)?(?:PDUFA|Prescription\s+Drug\s+User|target\s+action|goal|decision\s+date|user\s+fee\s+goal)\b)`
// "'s PDUFA target action date", "'s PDUFA is": the same, as a possessive; also with the date's own adjective ("'s new PDUFA
// date") and in a title-case headline ("'s Revised Goal Date").
const POSSESSED_DATE_QUALIFIER = dateQualifiers(
  'new',
  'revised',
  'updated',
  'extended',
  'amended',
  'current',
  'anticipated',
  'expected',
  'original',
  'initial',
  'previous',
  'prior',
)
const REVIEW_POSSESSIVE = String.raw`['’]s\s+(?:${WRITTEN_DAY}\s+)?(?:(?:${POSSESSED_DATE_QUALIFIER}|${capitalised(POSSESSED_DATE_QUALIFIER)})\s+)?(?:(?:PDUFA|Prescription\s+Drug\s+User\s+Fee\s+Act|[Tt]arget\s+[Aa]ction|[Gg]oal)\s+(?:\(PDUFA\)\s+)?(?:\w+\s+){0,2}[Dd]ate|PDUFA\s+${closedWords('is', 'was', 'of')}\b|(?:target\s+)?(?:decision|target)\s+date\b|user[- ]fee\s+goal\s+date)`
/**
 * A brand as the subject of a regulatory predicate: "Quorvia remains under priority review", "Belvanta has a PDUFA goal
 * date", "Belvanta's PDUFA date". The predicate, not the word, makes it a product.
 */
// Between the subject and its predicate, a relative pronoun or a partner aside: "Zelvora, which has a PDUFA date",
// "Zelvora, partnered with Kestrel, is under FDA review".
const SUBJECT_LINK = String.raw`(?:\s+(?:each\s+|both\s+)?|\s*,\s+which\s+|\s*,\s+(?:${approvingForms('approved')}|launched|${partneringParticiples('marketed')})\s+[^,;]{1,60},\s+(?:now\s+)?|\s*,\s+${partneringParticiples('partnered', 'licensed', 'sublicensed', 'developed', 'co-developed', 'marketed', 'commercialized', 'in-licensed', 'acquired')}\s+${closedWords('with', 'by', 'to', 'from', 'in')}\s+[^,;]{1,40},\s+)`
const SUBJECT_OF_REVIEW = new RegExp(
  String.raw`\b([A-Z][\w-]{2,}(?:[ ][A-Z]{2,5})?)(?:\u00AE|\u2122|\(R\))?${SUBJECT_LINK}${REVIEW_PREDICATE}|\b([A-Z][\w-]{2,})${REVIEW_POSSESSIVE}`,
  'g',
)
/**
 * An apposition whose head noun is a kind of medicine: "Ostavia, a once-weekly injection for osteoporosis", "Velcor, our
 * oral inhibitor of ...". The head noun, not the word, makes it a product.
 */
const PRODUCT_APPOSITION = new RegExp(
  String.raw`\b([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122|\(R\))?,\s+(?:${determinersOf('indefinite', 'possessive')}|the\s+company['’]s)\s+(?:[\w-]+\s+){0,5}?(?:${dosageForms('injection', 'injectable', 'infusion', 'implant', 'gel', 'cream', 'spray', 'solution', 'suspension')}|tablets?|capsules?|${productNouns('therapy', 'therapeutic', 'treatment', 'drug', 'medicine', 'candidate', 'formulation', 'inhibitor', 'antagonist', 'agonist', 'antibody', 'vaccine', 'biologic', 'product')})\b`,
  'g',
)

/** "About Velocet" as a heading of its own (up to three words, the line ends there). */
export const ABOUT_HEADING = /^\s*About\s+([A-Z][\w-]*(?:[ ]+[\w-]+){0,2}[\u00AE\u2122]?)\s*$/

/** The same predicates with a lower-case subject ("Madrigal said resmetirom remains under priority review"): a name only when shaped like one. */
const SHAPED_SUBJECT_OF_REVIEW = new RegExp(
  String.raw`\b([a-z][a-z-]{5,})(?:\s+${REVIEW_PREDICATE}|${REVIEW_POSSESSIVE})`,
  'g',
)
/** "the Zelvora PDUFA date", "its tamrilimab target action date", "the Zelvora review period", "Zelvora's decision date", "the Zelvora approval decision": a name premodifying (or owning) a target phrase, the review or the decision. */
// Also with no determiner where a headline or a list item starts, or after "update on": "; Zelvora PDUFA Date Is D",
// "• Zelvora PDUFA date – D" (a title-case "Date" too); and a bare "PDUFA" right before its date ("Zelvora PDUFA Nov. 14",
// "Zelvora PDUFA on Sept. 14 and Ostrelva PDUFA on Oct. 2"), and a list's later item after a comma ("Zelvora PDUFA (Mar 3),
// Ostrelva PDUFA (Apr 14)", "Zelvora PDUFA on Mar 3, Ostrelva PDUFA on Apr 14").
const NAME_BEFORE_TARGET = new RegExp(
  String.raw`(?:\b(?:[Tt]he|[Ii]ts|[Tt]heir|[Oo]ur)\s+|(?:^|[;:\u2022*]|,(?=\s+[A-Z][\w-]*(?:\u00AE|\u2122)?\s+PDUFA(?:\s*[(:]|\s+(?:on|of)\s))|\s[\u2013-](?=\s)|\b(?:[Uu]pdate\s+on|[Ff]or|and))\s*)([A-Za-z][\w-]{2,})(?:\u00AE|\u2122|\(R\))?(?:['’]s)?\s+(?:(?:PDUFA|[Pp]rescription\s+[Dd]rug\s+[Uu]ser\s+[Ff]ee\s+[Aa]ct|[Tt]arget\s+[Aa]ction|[Gg]oal)\s+(?:\w+\s+)?[Dd]ates?|target\s+(?:decision\s+)?date|${decisionNouns('decision', 'action')}\s+date|(?:PDUFA|${decisionNouns('approval')})\s+${decisionNouns('decision')}|review\s+${reviewSpanNouns('period', 'clock', 'timeline', 'cycle')}|PDUFA(?=\s*(?:[:\u2013\u2014(-]|\s(?:on|of)\s)?\s*(?:[A-Z][a-z]{2,8}\.?\s+\d|\d)))\b`,
  'g',
)
/**
 * "Zelvora, with a PDUFA date of D", "1. Zelvora — NDA under review; PDUFA target action date D", ": Zelvora – D1;
 * Ostrelva – D2" in a sentence of target dates: a product labelling its own item of a list.
 */
const NAME_WITH_TARGET = new RegExp(
  String.raw`\b([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122)?,\s+with\s+${determiners('a', 'an', 'its')}\s+(?:PDUFA|[Pp]rescription\s+[Dd]rug|target\s+action|goal)\b|(?:^\s*(?:\d{1,2}[.)]\s*)?|[:;]\s*)([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122)?\s*[\u2013\u2014:-]\s*(?:[^;]{0,60}?(?:;|\s[\u2013-]\s)\s*(?=PDUFA|[Pp]rescription|[Tt]arget\s+[Aa]ction|[Gg]oal)|(?=${MONTH_ANY_CASE}\s+\d|\d{1,2}\s+${MONTH_ANY_CASE}))`,
  'g',
)
/**
 * "Pelorin received a CRL in November 2024", "Zerpatix gained FDA approval in 2023": a brand opening its sentence as the
 * one a decision was given to. Not when the decision names its object ("Harlan received a CRL for zelvatinib": the
 * subject is the company).
 */
const SUBJECT_OF_DECISION = new RegExp(
  String.raw`(?:^|[.;:]\s+)([A-Z][a-z][\w-]*[a-z][\w-]*)(?:\u00AE|\u2122|\(R\))?(?:\s*\([^()]{1,40}\))?\s+${receiptVerbs('received', 'gained', 'won', 'obtained')}\s+(?:(?:${closedWords('a', 'an', 'the', 'its')}|FDA|U\.S\.|${approvalKinds('full', 'accelerated', 'marketing')})\s+)*(?:complete\s+response|CRL|approval)\b(?![^.;]{0,60}\b${closedWords('for', 'of', 'regarding')}\s)`,
  'g',
)
/** "Zelvora (PDUFA: November 14, 2025)", "KST-204 (target action date January 9, 2026)": a product with its date in parentheses. */
// Not after "for", "in" or "with": "under review for HFrEF (PDUFA D1)" names an indication; but "decision for Zelvora
// (PDUFA: D)" names the product decided on, unless the word ends as a disease does ("decision for Hypertension (PDUFA").
const NAME_BEFORE_PARENTHESISED_TARGET =
  /(?<!\b(?:(?<!\b(?:[Dd]ecision|[Aa]pproval|[Aa]ction|[Rr]uling|[Vv]erdict)\s)[Ff]or|[Ii]n|[Ww]ith)\s)(?<!\b[Ff]or\s(?=[A-Z][a-z]*(?:sion|tion|itis|osis|emia|oma|pathy|ia|ease|ome|ure|ism|epsy|plexy|algia|trophy)\b))\b(?![A-Z]{1,3}[a-z][A-Z]{1,3}\b)([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122)?\s*\(\s*(?:PDUFA|[Pp]rescription\s+[Dd]rug|[Tt]arget\s+[Aa]ction|[Gg]oal\s+[Dd]ate)\b/g
/** "With a PDUFA date of January 9, 2026, Ostrelva could be the first ...": the subject after a fronted target phrase. */
const SUBJECT_AFTER_FRONTED_TARGET = new RegExp(
  String.raw`^\s*With\s+${determiners('the', 'a', 'an', 'its')}\s+(?:[\w-]+\s+){0,2}(?:PDUFA|[Pp]rescription\s+[Dd]rug|target\s+action|goal)\b[^;]{0,80}?,\s+([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122)?\s+${closedWords('could', 'would', 'may', 'might', 'will')}\s+(?:be|become)\s+(?:the\s+)?(?:first|only|an?)\b`,
  'g',
)
/** "its Velcon QX drug candidate", "our Zelvora product candidate": a name premodifying the candidate noun. */
const NAME_BEFORE_CANDIDATE = new RegExp(
  String.raw`\b(?:${POSSESSIVES}|the\s+company['’]s)\s+([A-Z][\w-]*(?:\s+[A-Z0-9][\w-]*)?)(?:\u00AE|\u2122)?\s+(?:(?:investigational|lead)\s+)?(?:${productNouns('drug', 'product')}|development|clinical)\s+candidate\b`,
  'g',
)
/** "For Trelsify, the PDUFA date for the monotherapy indication is D": the product a sentence is fronted by. */
const FRONTED_TOPIC =
  /^\s*For\s+([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122)?\s*,(?=[^.;]{0,80}\b(?:PDUFA|[Pp]rescription\s+[Dd]rug|target\s+action|goal\s+date))/g
/**
 * "Zelvora, for which the FDA has set a PDUFA date", "a royalty on Vantrexa, for which Orvion announced a PDUFA date":
 * the antecedent of a relative clause that gives a target date.
 */
const ANTECEDENT_OF_TARGET =
  /\b([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122|\(R\))?,\s+for\s+which\b(?=[^.;]{0,80}\b(?:PDUFA|[Pp]rescription\s+[Dd]rug|target\s+action|goal\s+date))/g
/**
 * "Zelvora – PDUFA date March 3, 2026", "Zelvora (tamrilimab): PDUFA ...", "...; Ostrelva: PDUFA ...", "... - Zelvora: PDUFA
 * ...", "Zelvora: US regulatory decision anticipated D": a headline or list item labelled by its product, the label's
 * head a PDUFA noun or the agency's decision (named by the agency, or as a US regulatory one: a bare "regulatory
 * decision" may be any country's, and the word before its colon a region or a heading).
 */
const LABEL_BEFORE_TARGET =
  /(?:^|[;|:\u2022]|\s[\u2013-](?=\s))\s*([A-Z][\w-]{2,})(?:\u00AE|\u2122)?\s*(?:\([^()]{1,40}\))?\s*[\u2013\u2014:|-]\s*(?:PDUFA|[Pp]rescription\s+[Dd]rug\s+[Uu]ser|[Tt]arget\s+[Aa]ction|[Gg]oal\s+[Dd]ate|(?:(?:U\.?S\.?\s+)?FDA\s+(?:[Rr]egulatory\s+)?|U\.?S\.?\s+[Rr]egulatory\s+)(?:[Dd]ecision|[Aa]ction))/g
/** The patterns that read a name from the words around it (a designation, an application noun, a predicate, a label). */
/**
 * "Ostrelva was approved by the FDA in 2019": a brand as the subject of a passive approval. Mixed case only (an acronym
 * there is as often the disease: "FAP was ..."), and not the object of a preposition ("approved for FAP").
 */
const SUBJECT_OF_APPROVAL = new RegExp(
  String.raw`(?<!\b(?:${closedWords('for', 'of', 'in', 'with', 'to', 'and')}|treat|treating)\s+)\b([A-Z][a-z][\w-]*[a-z][\w-]*)(?:\u00AE|\u2122|\(R\))?\s+(?:is|was|has\s+been|had\s+been)\s+(?:${earlierAdverbs('first', 'previously', 'already', 'initially', 'recently')}\s+)?(?:FDA[- ])?approved\b`,
  'g',
)
/**
 * A plain-English product named by what it protects against: "the Marburg virus vaccine", "its Lassa fever vaccine", "an
 * RSV vaccine". The head noun makes it a product, the capitalised pathogen or disease before it makes it this one.
 */
export const PLAIN_PRODUCT = new RegExp(
  String.raw`\b((?:[A-Z][\w-]*[ ]){1,2}(?:(?:${diseaseNouns('virus', 'fever', 'disease', 'toxin')})[ ])?${productNouns('vaccine', 'antitoxin', 'antivenom')})\b`,
  'g',
)
export const PLAIN_PRODUCT_MARKER = new RegExp(productNouns('vaccine', 'antitoxin', 'antivenom'))
/** "V731, its investigational " / "Zelvora, the company's " right before a plain-English product name. */
export const APPOSED_BEFORE_PLAIN = new RegExp(
  String.raw`\b([A-Z][\w-]*\d[\w-]*|[A-Z][a-z][\w-]*)(?:\u00AE|\u2122)?,\s+(?:${POSSESSIVES}|the\s+company['’]s|an?|[A-Z][\w-]*['’]s)\s+(?:${productModifiers('investigational', 'experimental', 'novel', 'prophylactic', 'preventive', 'live', 'attenuated')}\s+)*$`,
)
export const NAME_PATTERNS = [
  GRANTED_NAME,
  NAME_BEFORE_APPLICATION,
  SHAPED_NAME_BEFORE_APPLICATION,
  SUBJECT_OF_REVIEW,
  PRODUCT_APPOSITION,
  SHAPED_SUBJECT_OF_REVIEW,
  NAME_BEFORE_TARGET,
  LABEL_BEFORE_TARGET,
  SUBJECT_OF_APPROVAL,
  SUBJECT_OF_DECISION,
  ANTECEDENT_OF_TARGET,
  FRONTED_TOPIC,
  SUBJECT_AFTER_FRONTED_TARGET,
  NAME_BEFORE_CANDIDATE,
  NAME_BEFORE_PARENTHESISED_TARGET,
  NAME_WITH_TARGET,
] as const
/** How each name pattern reads the words it captured. */
export const NAME_PATTERN_MODE = new Map<RegExp, SlotMode>([
  [GRANTED_NAME, 'lowercase'],
  // A sentence's subject can be any noun: only a word that no English noun is makes it a product.
  [SUBJECT_OF_REVIEW, 'product'],
  [SHAPED_SUBJECT_OF_REVIEW, 'shaped'],
  [SHAPED_NAME_BEFORE_APPLICATION, 'shaped'],
  [NAME_BEFORE_TARGET, 'product'],
  [LABEL_BEFORE_TARGET, 'product'],
])

/**
 * For a pattern that starts at every capital letter or every "for"/"of" (slow to run over a whole text), a plain literal
 * that each of its matches holds, lookahead included: a sentence without it cannot match, and the literal is quick to
 * look for. Literals have no assertions, so any occurrence inside a sentence is one in the whole text.
 */
export const MARKERS = new Map<RegExp, RegExp>([
  [CRL_SLOT, /complete\s+response|crl/gi],
  [TRADEMARK, /[\u00AE\u2122\u2120]|\([Rr]\)|\((?:TM|tm)\)/g],
  [NAME_BEFORE_APPLICATION, /NDA|BLA|[Aa]pplication/g],
  [SHAPED_NAME_BEFORE_APPLICATION, /nda|bla/g],
  [SUBJECT_OF_REVIEW, new RegExp(REVIEW_MARKER, 'gi')],
  [SHAPED_SUBJECT_OF_REVIEW, new RegExp(REVIEW_MARKER, 'gi')],
  [SUBJECT_OF_APPROVAL, /approved/g],
  [SUBJECT_OF_DECISION, new RegExp(receiptVerbs('received', 'gained', 'won', 'obtained'), 'g')],
  [NAME_BEFORE_TARGET, /PDUFA|[Pp]rescription|[Tt]arget|[Gg]oal|review|[Dd]ecision|[Aa]ction/g],
  [ANTECEDENT_OF_TARGET, /for which/g],
  [FRONTED_TOPIC, /For /g],
  [SUBJECT_AFTER_FRONTED_TARGET, /With /g],
  [NAME_BEFORE_CANDIDATE, /candidate/g],
  [NAME_BEFORE_PARENTHESISED_TARGET, /\(\s*(?:PDUFA|[Pp]rescription|[Tt]arget|[Gg]oal)/g],
  [NAME_WITH_TARGET, /[\u2013\u2014:-]|, with/g],
  [LABEL_BEFORE_TARGET, /PDUFA|[Pp]rescription|[Tt]arget|[Gg]oal|FDA|U\.?S\.?\s+[Rr]egulatory/g],
  [PRODUCT_APPOSITION, new RegExp(String.raw`, (?:an?|${DEFINITE_DETERMINERS})\s`, 'gi')],
  [TREATMENT_SLOT, new RegExp(intents('treatment', 'prevention', 'management', 'reduction'), 'g')],
])

/**
 * For a pattern tried at most words of a sentence (every capitalised word, every long lower-case word, every "the") that
 * matches in few sentences, a cheaper test every sentence it matches in passes: a literal each match holds, or the place
 * a match must stand. A sentence that fails it is passed over without running the pattern.
 */
export const SENTENCE_GATES = new Map<RegExp, (sentence: string) => boolean>([
  // Every match holds the predicate (or the possessive) whole, at the same place.
  [SUBJECT_OF_REVIEW, holdsReviewPredicate],
  [SHAPED_SUBJECT_OF_REVIEW, holdsReviewPredicate],
  // ", with a PDUFA ...", or a label after a colon or semicolon, or one opening the sentence.
  [NAME_WITH_TARGET, (text) => WITH_OR_LIST_MARK.test(text) || LEADING_LABEL.test(text)],
  [OBJECT_OF_REVIEW_OR_LAUNCH, (text) => REVIEW_OR_LAUNCH_OF.test(text)],
  // The subject after "for", which the pattern asks for only after each "and" before it.
  [CONTRASTED_FOR, (text) => FOR_SUBJECT_ALONE.test(text)],
  // A written date holds a digit (a day or a year); the month words that let these run are often "may".
  [DATE_BY_FOR, (text) => A_DIGIT.test(text)],
  [DATE_THEN_NAME, (text) => A_DIGIT.test(text)],
])
const REVIEW_PREDICATE_ALONE = new RegExp(String.raw`${REVIEW_PREDICATE}|${REVIEW_POSSESSIVE}`)
/** Whether the predicate of a subject of review stands in `text` (asked of the same sentence by two patterns in turn). */
let lastPredicateText: string | null = null
let lastPredicateHeld = false
function holdsReviewPredicate(text: string): boolean {
  if (text !== lastPredicateText) {
    lastPredicateText = text
    lastPredicateHeld = REVIEW_PREDICATE_ALONE.test(text)
  }
  return lastPredicateHeld
}
const WITH_OR_LIST_MARK = /,\s+with\s|[:;]/
const LEADING_LABEL =
  /^\s*(?:\d{1,2}[.)]\s*)?[A-Z][\w-]*[a-z0-9][\w-]*(?:\u00AE|\u2122)?\s*[\u2013\u2014:-]/
const REVIEW_OR_LAUNCH_OF = /(?:review|launch)\s+of\s/
const A_DIGIT = /\d/

/** A word as the stem-name scan reads it; NEXT_WORD: the same, at a given place. */
export const WORD = /[A-Za-z][\w-]*[A-Za-z0-9]/g
export const NEXT_WORD = new RegExp(WORD.source, 'y')

/** The dosage-form words right after a name (see DOSAGE_FORM_WORDS in drug-names.ts). */
export const DOSAGE_FORM_AFTER = new RegExp(
  String.raw`^(?:\s+(?:${[...DOSAGE_FORM_WORDS].sort((a, b) => b.length - a.length).join('|')})\b)+`,
  'i',
)
/** ", and " / " and " / ", " after a name: another item of the same list follows. */
// An item's parenthesised indication may stand before the link: "for Zelvora (plaque psoriasis) and Ostrelva (...)".
const CONJUNCTION_AFTER = /^(?:\s*\([^()]{1,60}\))?(?:\s*,\s*(?:and\s+)?|\s+and\s+)/
/** A capitalised name (or code) and a conjunction right before a name: "Zelvora and " in "Zelvora and Ostrelva have". */
const CONJUNCT_BEFORE =
  /(?:^|[\s(])([A-Z][\w-]*[a-z0-9][\w-]*|[A-Z]{2,}-?\d[\w-]*)(?:\u00AE|\u2122)?(?:\s*,\s*(?:and\s+)?|\s+and\s+)$/

/** "ORS-412, an oral IL-13 inhibitor": a determiner that opens an apposition. */
const DETERMINER_OPENS = new RegExp(
  String.raw`^(?:an?|${determiners('the', 'its', 'our', 'their', 'this')})\s`,
  'i',
)
/**
 * The other items of a coordinated list whose one item a slot or a predicate named: "the NDAs for Zelvora and Ostrelva",
 * "Zelvora and Ostrelva have PDUFA dates". Each item must itself read as a name where the slot stands (up to three more).
 */
export function conjunctsOf(text: string, capture: Capture, mode: SlotMode): Capture[] {
  const found: Capture[] = []
  let end = capture.end
  for (let k = 0; k < 3; k++) {
    const link = CONJUNCTION_AFTER.exec(text.slice(end))
    if (link === null) break
    // "ORS-412, an oral IL-13 inhibitor, ...": a determiner opens an apposition describing the name, not a list's next item.
    if (DETERMINER_OPENS.test(text.slice(end + link[0].length))) break
    const next = captureName(text, end + link[0].length, mode === 'lowercase' ? 'capital' : mode)
    if (next === null) break
    found.push(next)
    end = next.end
  }
  const before = CONJUNCT_BEFORE.exec(text.slice(Math.max(0, capture.start - 60), capture.start))
  if (before !== null && isNameLikeToken(before[1]!, 'capital')) {
    const start = capture.start - before[0].length + before[0].indexOf(before[1]!)
    found.push({ name: stripMarks(before[1]!), start, end: start + before[1]!.length })
  }
  return found
}

/**
 * The slot of a list of applications repeated after the first item's use: "the NDA for Zelvora for A, and the sNDA for
 * Ostrelva for B", "applications for Zelvora in adults with A and for Ostrelva in B". The item after "and" stands in
 * the same slot (the first item's words up to "and" are its use: no sentence stop between).
 */
const PARALLEL_SLOT = new RegExp(
  String.raw`^[^.;:!?]{0,240}?(?:,\s*|\s+)and\s+(?:(?<noun>(?:(?:${closedWords('the', 'its', 'their')}|an?)\s+)?${APPLICATION_NOUN}(?:\s*\([^)]{1,24}\))?)\s+)?for\s+`,
  'i',
)
/** After a bare "and for Y": Y's own use follows, as it followed the first item ("in adults", "for the treatment of"). */
const USE_FOLLOWS = new RegExp(String.raw`^(?:\s+in\s+[a-z]|\s*,|\s*\(|${TREATMENT_OF})`)

/** "for Zelvora in adults with A and Ostrelva in B": items each followed by its use, the slot word not repeated. */
const BARE_PARALLEL = new RegExp(
  String.raw`^(?:\s+in\s+[a-z]|${TREATMENT_OF})[^.;:!?]{0,240}?(?:,\s*|\s+)and\s+`,
  'i',
)

export function parallelSlotsOf(text: string, capture: Capture): Capture[] {
  const found: Capture[] = []
  let end = capture.end
  for (let k = 0; k < 3; k++) {
    const rest = text.slice(end)
    const link = PARALLEL_SLOT.exec(rest) ?? BARE_PARALLEL.exec(rest)
    if (link === null) break
    const next = captureName(text, end + link[0].length, 'capital')
    if (next === null) break
    if (link.groups?.noun === undefined && !USE_FOLLOWS.test(text.slice(next.end))) break
    found.push(next)
    end = next.end
  }
  return found
}

/**
 * A title-case headline ending on its product: "... Provides Regulatory Update on Tremvanta", "... Extension of NDA
 * Review for Praxenta", "... Mid-Cycle Communication for Velquara". Most of its longer words are capitalised.
 */
// After a regulatory noun only: "... Approval of X (generic) for Hypercholesterolemia" ends on the disease.
export const HEADLINE_TOPIC = new RegExp(
  String.raw`\b(?:[Uu]pdate|[Rr]eview|[Cc]ommunication|[Ee]xtension|[Dd]ate|[Ss]ubmission|[Aa]pplication|s?NDA|s?BLA|[Aa]cceptance|[Dd]esignation|[Ll]etter|[Dd]ecision|[Mm]eeting|[Rr]esubmission)\s+${closedWords('on', 'for', 'of')}\s+([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122)?\s*[.!]?\s*$`,
)
/**
 * Whether HEADLINE_TOPIC may match in `text`: its name is the text's last run of [\w-], after only spaces, one "." or
 * "!" and a trademark sign, and that run starts with a capital right after a space. Most sentences end on a lower-case
 * word, so this look at the end passes over them without running the pattern from every regulatory noun.
 */
export function mayEndOnTopic(text: string): boolean {
  let i = text.length - 1
  for (; i >= 0; i--) {
    const c = text.charCodeAt(i)
    // What may follow the name before the end: spaces, "." or "!", a trademark sign.
    if (!(c === 46 || c === 33 || c === 0xae || c === 0x2122 || isRegexSpace(c))) break
  }
  if (i < 0 || !isWordOrHyphenCode(text.charCodeAt(i))) return false
  while (i > 0 && isWordOrHyphenCode(text.charCodeAt(i - 1))) i--
  const first = text.charCodeAt(i)
  return first >= 65 && first <= 90 && i > 0 && isRegexSpace(text.charCodeAt(i - 1))
}
/** [\w-] by character code. */
function isWordOrHyphenCode(c: number): boolean {
  return (
    (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45
  )
}
/**
 * An all-caps headline naming its product before the regulatory noun: "... UPDATE ON ZELVORA PDUFA DATE OF ...",
 * "... ACCEPTANCE OF NDA FOR KST-204". Read in title case ("Zelvora"), a code as written.
 */
export const CAPS_HEADLINE_NAME = new RegExp(
  String.raw`\b${inCapitals(closedWords('on', 'for', 'of'))}\s+([A-Z][A-Z0-9-]{3,})(?:\u00AE|\u2122)?(?:\s+(?:${inCapitals(dateNouns('pdufa'))}|S?NDA|S?BLA|NEW\s+DRUG|BIOLOGICS|TARGET\s+ACTION|${inCapitals(dateNouns('goal'))}|${inCapitals(decisionNouns('approval'))}|${inCapitals(dateNouns('review'))})\b|\s*$)`,
  'g',
)
export function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '')
  return letters.length >= 20 && letters.replace(/[^a-z]/g, '').length <= letters.length * 0.05
}
export function titleCased(word: string): string {
  return /\d/.test(word) ? word : word[0]! + word.slice(1).toLowerCase()
}

export function isTitleCase(text: string): boolean {
  const words = text.match(/\b[A-Za-z][\w-]{3,}\b/g) ?? []
  return words.length >= 4 && words.filter((w) => /^[A-Z]/.test(w)).length >= words.length * 0.7
}

/** Capitalised words a sentence about a target date holds that are no product. */
const NOT_A_NAME_HERE = new RegExp(
  String.raw`^(?:${TITLE_WORD_FORMS}|${capitalised(studyNouns('phase'))}|${capitalised(companyRoles('company'))}|${capitalised(usAgencyNouns('agency'))}|${legalForms('Inc', 'Corp', 'Ltd')}|${capitalised(stockExchanges('nasdaq'))})$`,
)
/** "Jan", "September", "Monday": a date's words. */
const CALENDAR_WORDS: ReadonlySet<string> = new Set([
  ...MONTH_NAMES,
  ...MONTH_ABBREVIATIONS,
  ...WEEKDAY_NAMES,
])
/** A mixed-case word inside a sentence (not its first): after a lower-case word, a comma, a colon or "(". */
const INNER_CAPITALISED = /(?<=[a-z,;:]\s+|\(\s*)([A-Z][a-z]+[a-z0-9-]*)\b/g

/** "Harlan Biosciences, Inc.": a legal form after the next word makes the word a company's. */
const LEGAL_FORM_AFTER_NEXT_WORD = new RegExp(
  String.raw`^\s+[A-Z][a-z]*\s*,?\s+${legalForms('Inc', 'Corp', 'Ltd', 'LLC', 'AG', 'SA', 'NV', 'plc', 'GmbH')}\b`,
)

/**
 * Capitalised words of a sentence shaped like a brand that no pattern may have read: not its first word, not a word of
 * the filing's vocabulary, not a company's (a suffix after it, "Harlan Biosciences, Inc."), not a known company.
 */
export function brandShapedWords(text: string, companies: readonly string[] = []): Capture[] {
  const found: Capture[] = []
  for (const m of matchesOf(INNER_CAPITALISED, text)) {
    const word = m[1]!
    const after = text.slice((m.index ?? 0) + word.length)
    if (
      isNameLikeToken(word, 'product') &&
      !NOT_A_NAME_HERE.test(word) &&
      !CALENDAR_WORDS.has(word.toLowerCase()) &&
      !COMPANY_TOKENS.has(word.toLowerCase()) &&
      !companies.includes(word.toLowerCase()) &&
      !COMPANY_AFTER_NAME.test(after) &&
      !LEGAL_FORM_AFTER_NEXT_WORD.test(after)
    )
      found.push({ name: word, start: m.index ?? 0, end: (m.index ?? 0) + word.length })
  }
  return found
}
