/**
 * The patterns that read a drug name from the words around it, where no slot precedes it: a designation given to it, an
 * application noun it premodifies, a regulatory predicate it is the subject of, a target phrase it premodifies or
 * labels, a decision it received, an apposition whose head is a kind of medicine, a heading about it, a plain-English
 * product named by what it protects against. The order the drug lexicon runs them in, and how each reads what it
 * captured, are name-pattern-table.ts.
 */
import { FDA, MONTH_ANY_CASE } from './product-slot-phrases.js'
import { POSSESSIVES, determiners, determinersOf } from './lexicon/determiners.js'
import { givingForms } from './lexicon/assignment.js'
import { dateNouns } from './lexicon/date-nouns.js'
import { closedWords } from './lexicon/function-words.js'
import { reviewSpanNouns, decisionNouns } from './lexicon/review.js'
import { BIOLOGICS_LICENSE_EITHER_CASE, RISK_PROGRAMME } from './lexicon/applications.js'
import { applicationStates, dateQualifiers, earlierAdverbs } from './lexicon/qualifiers.js'
import {
  productNouns,
  approvalKinds,
  dosageForms,
  receiptVerbs,
  intents,
  populations,
} from './lexicon/products.js'
import { diseaseNouns, NAMED_CONDITIONS } from './lexicon/conditions.js'
import { MIXED_CASE_ABBREVIATION, productModifiers } from './lexicon/descriptors.js'
import { approvingForms, reviewKinds } from './lexicon/review.js'
import {
  approvalNods,
  approvingIdioms,
  headlineDecisions,
  refusingVerbs,
} from './lexicon/outcome-idioms.js'
import { companyRoles, partneringParticiples } from './lexicon/company-forms.js'
import { companyHoldings } from './lexicon/agents.js'
import { anyOf, capitalised, titleCased } from './lexicon/compile.js'
import { DESIGNATION_PROGRAMME_FORMS } from './lexicon/titles.js'
import { MOVE_VERBS, moveParticiples } from './lexicon/moves.js'
import { toldPastOrPresent } from './lexicon/telling.js'
import { ordinals } from './lexicon/numbers.js'
import {
  CAPITALISED_CONDITION_EPONYMS,
  CONDITION_BEFORE_PRODUCT_NOUN,
} from './condition-products.js'

/**
 * "granted tovorafenib Priority Review": the name sits between the verb and the designation, which may take its article
 * ("gave Velbrano a priority review"); the article is never the name's second word.
 */
export const GRANTED_NAME = new RegExp(
  String.raw`\b${givingForms('granted', 'grants', 'given', 'assigned', 'assigns', 'gave')}\s+([A-Za-z][\w-]*(?:\s+(?!an?\s)[A-Za-z][\w-]*)?)\s+(?:(?:an?\s+)?(?:priority\s+review|breakthrough|fast\s+track|orphan|accelerated\s+approval)|an?\s+(?:${dateNouns('pdufa', 'goal', 'action')}|prescription\s+drug\s+user\s+fee\s+act|target\s+action)\s+(?:\w+\s+){0,2}date)`,
  'gi',
)
/** "Zelvora (Resubmitted NDA)": the application's state before its noun, no product's name (lexicon/qualifiers.ts). */
// Each letter as a class of both cases, not a `(?i:...)` modifier group: V8 (Node 24) ran this pattern's modifier group
// inside its negative lookahead differently once the pattern had run on other texts (its compiled code), so "Ostrelva
// (Amended BLA)" read "Amended" as a product only after other extractions (test/extractor/extraction-independence.test.ts).
const APPLICATION_QUALIFIERS = eitherCase(
  applicationStates('resubmitted', 'amended', 'revised', 'pending'),
)
/** A pattern's source with each ASCII letter written as a class of its two cases ("amended" -> "[Aa][Mm]..."). */
function eitherCase(source: string): string {
  return source.replace(/[a-z]/g, (c) => `[${c.toUpperCase()}${c}]`)
}
/**
 * "Tovorafenib NDA", "Golodirsen New Drug Application", "the Tarvello application", "the Tarvello new drug application":
 * a capitalised name modifying the application noun, whatever the noun's case (not a possessive: "Kestrel's NDA" is as
 * often the company's), a headline's capitals included ("Zorvex SNDA"), a supplement's and the plural ("Veltora supplemental
 * new drug applications (sNDAs) are under review"). The nonproprietary name in parentheses may be a combination: "the Norvane (tramadol + niacin)
 * NDA", "Pelvara (ezetimibe/rosuvastatin) NDA".
 */
export const NAME_BEFORE_APPLICATION = new RegExp(
  String.raw`(?!${APPLICATION_QUALIFIERS}\s)([A-Z][\w-]*(?:\s+[A-Z0-9][\w-]*)?)(?:\u00AE|\u2122|\(R\))?(?:\s*\([a-z][\w-]{3,30}(?:\s*(?:\+|\/|&|and)\s*[a-z][\w-]{3,30}){0,2}\))?\s+(?:[sS]?NDAs?|[sS]?BLAs?|(?:[Ss]upplemental\s+)?(?:[Nn]ew\s+[Dd]rug|${BIOLOGICS_LICENSE_EITHER_CASE})\s+[Aa]pplications?|(?:[Mm]arketing\s+|[Ss]upplemental\s+)?[Aa]pplications?)\b`,
  'g',
)
/**
 * "submitted the Qorvane Risk Evaluation and Mitigation Strategy (REMS)", "the Zelvora REMS", "a REMS for Zelvora": the
 * product whose safety programme it is (lexicon/review.ts RISK_PROGRAMME). The name is read as a product only when no
 * English noun is ("the Proposed REMS", "the Opioid Analgesic REMS" name none), and not when it modifies a product noun
 * ("a REMS for Transmucosal products": a class-wide programme).
 */
export const NAME_BEFORE_RISK_PROGRAMME = new RegExp(
  String.raw`\b${closedWords('the', 'its', 'their', 'a', 'an')}\s+([A-Z][\w-]{1,40})(?:\u00AE|\u2122)?\s+${RISK_PROGRAMME}`,
  'g',
)
export const RISK_PROGRAMME_FOR_NAME = new RegExp(
  String.raw`\b${RISK_PROGRAMME}\s+(?:for|of)\s+([A-Z][\w-]{1,40})\b(?!\s+${productNouns('drug', 'drugs', 'product', 'products', 'medicine', 'therapies', 'treatments')}\b)`,
  'g',
)
/**
 * "Pyrenta's NDA", "a CRL for Trenmara's Biologics License Application", "accepted Kalvessa's BLA": a brand owning the
 * application. The owner may as well be a company ("Lowther's NDA"): a name the text gives a company is never a drug
 * (drug-lexicon.ts), and an application that names its own object ("Mervale's BLA for Ondrasta") is the owner's, not the
 * product's. Mixed case only (an acronym there is as often the company's ticker); the word bounded, so that a long run
 * of letters is not retried.
 */
export const NAME_OWNING_APPLICATION =
  /\b([A-Z][a-z][\w-]{1,40})['’]s\s+(?:(?:[Ss]upplemental|[Pp]ending|[Rr]esubmitted)\s+)?(?:s?NDA|s?BLA|[Nn]ew\s+[Dd]rug\s+[Aa]pplication|[Bb]iologics?\s+[Ll]icen[cs]e\s+[Aa]pplication)\b(?!\s*(?:\([^()]{1,12}\)\s*)?(?:for|of)\s)/g
/**
 * "acceptance of zelvora bla", "the ostrelva nda" in a text set in lower case: a word premodifying the application noun.
 * Lower case only by its shape (a word no English noun is), as a lower-case subject of review is.
 */
export const SHAPED_NAME_BEFORE_APPLICATION = new RegExp(
  String.raw`\b${closedWords('of', 'for', 'the', 'its', 'our')}\s+([a-z][a-z-]{5,})\s+s?(?:nda|bla)\b`,
  'g',
)
/**
 * "the review period for the zaltoprant NDA": a lower-case word premodifying the application noun written in capitals, in
 * a text of any case (a nonproprietary name is written in lower case everywhere). A name when no English noun is.
 */
export const LOWER_NAME_BEFORE_APPLICATION = new RegExp(
  String.raw`\b${closedWords('of', 'for', 'the', 'its', 'our')}\s+([a-z][a-z-]{5,})\s+s?(?:NDA|BLA)\b`,
  'g',
)
// "March 3", "Nov. 14, 2026" premodifying the phrase: "has a March 3 PDUFA date", "'s November 14, 2026 PDUFA date".
const WRITTEN_DAY = String.raw`[A-Z][a-z]{2,8}\.?\s+\d{1,2}(?:,\s+\d{4})?`
// A designation granted "for its lead program", "for our product candidate": the subject is the company that holds it.
const NOT_FOR_ITS_PRODUCT = String.raw`(?!\s+for\s+${closedWords('its', 'their', 'our')}\s+(?:[\w-]+\s+){0,2}(?:${productNouns('drug', 'product', 'therapy', 'treatment', 'candidate', 'candidates', 'compound')}|${companyHoldings('program', 'programs', 'programme', 'pipeline')})\b)`
// "remains under priority review", "has a PDUFA goal date": a predicate only a product under review takes; also with the
// date premodifying the phrase ("has a March 3 PDUFA date"), and a designation the FDA gives only a product in development
// ("was granted Fast Track status", "was designated as a QIDP", lexicon/titles.ts DESIGNATION_PROGRAMMES); accepted for
// review with the date the acceptance set ("ZELVORA has been accepted for Priority Review by the FDA with an action date
// of D": the date in the same predicate, so that an all-caps brand, which the lexicon admits by no shape, is read as
// one; not "was accepted for review" alone, nor "accepted for presentation"). Not "has an action date" with no agency:
// "Congress has an action date of D for the bill" (corpus no-target.jsonl).
/** "has a U.S. PDUFA date": the country of the goal date's agency before its noun, as a release abroad writes it (2.78.0). */
const US_BEFORE_DATE_NOUN = String.raw`(?:U\.S\.|US|United\s+States)`
// "Zelvora has fast track status", "holds Orphan Drug designation", "has received Breakthrough Therapy designation" (s19
// r46: a product named only by the sentence after "our NDA"): a designation the product holds or received, as one granted
// to it above; not one held "for" a name or the subject's own product after it ("Kestrel has Fast Track status for
// Zelvora": the subject is the sponsor).
const HOLDS_DESIGNATION = String.raw`(?:${closedWords('has', 'had')}|holds|held|(?:has\s+|had\s+)?received)\s+(?:an?\s+)?(?:FDA\s+)?${DESIGNATION_PROGRAMME_FORMS}\s+(?:[Dd]esignation|status)\b(?!\s+(?:from\s+the\s+(?:U\.S\.\s+)?FDA\s+)?for\s+(?:[A-Z]|${closedWords('its', 'their', 'our', 'his', 'her')}\b))`

export const REVIEW_PREDICATE = String.raw`(?:(?:remains?|is|was|continues(?:\s+to\s+be)?)\s+under\s+(?:(?:${reviewKinds('priority', 'standard', 'regulatory')}|${FDA}|the\s+FDA['’]s)\s+)*review|(?:remains?|is|continues\s+to\s+be)\s+on\s+track\s+for\s+${closedWords('its', 'a', 'the')}\s+(?:[\w,]+\s+){0,4}(?:PDUFA|target\s+action|goal|approval\s+decision)\b|(?:was|has\s+been|had\s+been)\s+granted\s+(?:[Pp]riority|[Ss]tandard)\s+[Rr]eview|(?:was|has\s+been|had\s+been)\s+granted\s+(?:an?\s+)?${DESIGNATION_PROGRAMME_FORMS}\s+(?:[Dd]esignation|status)\b${NOT_FOR_ITS_PRODUCT}|(?:was|has\s+been|had\s+been)\s+designated\s+(?:as\s+)?(?:an?\s+)?${DESIGNATION_PROGRAMME_FORMS}\b|${HOLDS_DESIGNATION}|${closedWords('may', 'might', 'could', 'would', 'will')}\s+(?:not\s+)?be\s+approved\s+${closedWords('by', 'on', 'before')}\s+(?:its|the)\b|(?:was|has\s+been|had\s+been)\s+accepted\s+(?:by\s+the\s+(?:U\.S\.\s+)?FDA\s+)?for\s+(?:[Pp]riority\s+|[Ss]tandard\s+)?[Rr]eview\s+(?:by\s+the\s+(?:U\.S\.\s+)?FDA\s+)?with\s+(?:an?\s+)?(?:PDUFA\s+|target\s+)?(?:action|goal)\s+date\b|(?:${closedWords('has', 'had', 'have')}|continues\s+to\s+have)\s+(?:an?\s+|its\s+|their\s+)?(?:${WRITTEN_DAY}\s+)?(?:${US_BEFORE_DATE_NOUN}\s+)?(?:FDA\s+action\s+date|PDUFA|Prescription\s+Drug\s+User|target\s+action|goal|decision\s+date|user\s+fee\s+goal)\b)`
// "'s PDUFA target action date", "'s PDUFA is": the same, as a possessive; also with the date's own adjective ("'s new PDUFA
// date") and in a title-case headline ("'s Revised Goal Date"); the possessive of a name ending in s may drop its s
// ("Rolontis' approval deadline").
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
export const REVIEW_POSSESSIVE = String.raw`(?:['’]s|(?<=s)['’])\s+(?:${WRITTEN_DAY}\s+)?(?:(?:${POSSESSED_DATE_QUALIFIER}|${capitalised(POSSESSED_DATE_QUALIFIER)})\s+)?(?:(?:PDUFA|Prescription\s+Drug\s+User\s+Fee\s+Act|[Tt]arget\s+[Aa]ction|[Gg]oal)\s+(?:\(PDUFA\)\s+)?(?:\w+\s+){0,2}[Dd]ate|PDUFA\s+${closedWords('is', 'was', 'of')}\b|(?:FDA\s+|U\.S\.\s+|[Rr]egulatory\s+)?(?:target\s+)?(?:decision|target)\s+date\b|user[- ]fee\s+goal\s+date|${decisionNouns('approval')}\s+deadline\b)`
/**
 * A brand as the subject of a regulatory predicate: "Quorvia remains under priority review", "Belvanta has a PDUFA goal
 * date", "Belvanta's PDUFA date". The predicate, not the word, makes it a product.
 */
// Between the subject and its predicate, a relative pronoun or a partner aside: "Zelvora, which has a PDUFA date",
// "Zelvora, partnered with Kestrel, is under FDA review"; or the indication it is for, a few words with no comma
// ("Zelvora for non-squamous NSCLC is under FDA review", "Zelvora for congenital adrenal hyperplasia (CAH) has a PDUFA
// date").
const SUBJECT_LINK = String.raw`(?:\s+for\s+(?:(?:[\w’'-]+|\([^()]{1,20}\))\s+){1,8}?|\s+(?:each\s+|both\s+)?|\s*,\s+which\s+|\s*,\s+(?:${approvingForms('approved')}|launched|${partneringParticiples('marketed')})\s+[^,;]{1,60},\s+(?:now\s+)?|\s*,\s+${partneringParticiples('partnered', 'licensed', 'sublicensed', 'developed', 'co-developed', 'marketed', 'commercialized', 'in-licensed', 'acquired')}\s+${closedWords('with', 'by', 'to', 'from', 'in')}\s+[^,;]{1,40},\s+)`
export const SUBJECT_OF_REVIEW = new RegExp(
  String.raw`\b([A-Z][\w-]{2,}(?:[ ](?:[A-Z]{2,5}|${MIXED_CASE_ABBREVIATION}))?)(?:\u00AE|\u2122|\(R\))?${SUBJECT_LINK}${REVIEW_PREDICATE}|\b([A-Z][\w-]{2,})${REVIEW_POSSESSIVE}`,
  'g',
)
/**
 * "ZELVORA is the first FDA approved therapy shown to ...", "Zelvora is the first and only approved treatment for X" (s20
 * r51: a wire story's approval names only "the company's gene therapy", its brand in the quote after): the subject of a
 * first approved product, in the present, is a product, when an approval is told before it (the brand naming the
 * product the approval described; "Ostrelva is the first approved therapy. The FDA approved Kestrel's gene therapy" names
 * another). The agency's adjective or "approved" before a product noun, so not "the first company" nor "the first
 * patient"; not a product owned by a name before it ("Norvane's Ostrelva is the first approved ...": another company's),
 * nor one told as history ("was the first approved treatment in 2024").
 */
export const SUBJECT_OF_FIRST_APPROVAL = new RegExp(
  String.raw`(?<!['’]s\s)(?<!s['’]\s)\b([A-Z][\w-]{2,})(?:\u00AE|\u2122|\(R\))?\s+(?:is|becomes)\s+the\s+first\s+(?:and\s+only\s+)?(?:(?:U\.S\.\s+)?FDA[-\s]approved|approved)\s+(?:[\w-]+\s+){0,2}?(?:${productNouns('drug', 'therapy', 'treatment', 'medicine', 'product', 'vaccine')})\b`,
  'g',
)
/** The approval SUBJECT_OF_FIRST_APPROVAL's brand names: an approving verb told in the text before it (within 400 characters). */
export const APPROVAL_TOLD = new RegExp(
  String.raw`\b${approvingForms('approved', 'approves')}\b`,
  'i',
)
/** A company noun right after a product noun makes that noun a modifier ("a drug developer", "a vaccine company"). */
const NOT_BEFORE_COMPANY_NOUN = String.raw`(?![ -](?:${companyRoles('company', 'companies', 'developer', 'developers', 'drugmaker', 'firm', 'manufacturers', 'sponsor')}|maker|makers|manufacturer|specialist)\b)`
/**
 * An apposition whose head noun is a kind of medicine: "Ostavia, a once-weekly injection for osteoporosis", "Velcor, our
 * oral inhibitor of ...". The head noun, not the word, makes it a product: "Kestrel, a drug developer," or "a vaccine
 * company" is headed by a company noun after the product noun, and names a company.
 */
export const PRODUCT_APPOSITION = new RegExp(
  String.raw`\b([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122|\(R\))?,\s+(?:${determinersOf('indefinite', 'possessive')}|the\s+company['’]s)\s+(?:[\w-]+\s+){0,5}?(?:${dosageForms('injection', 'injectable', 'infusion', 'implant', 'gel', 'cream', 'spray', 'solution', 'suspension')}|tablets?|capsules?|${productNouns('therapy', 'therapeutic', 'treatment', 'drug', 'medicine', 'candidate', 'formulation', 'inhibitor', 'antagonist', 'agonist', 'antibody', 'vaccine', 'biologic', 'product')})\b${NOT_BEFORE_COMPANY_NOUN}`,
  'g',
)

/** "About Velocet" as a heading of its own (up to three words, the line ends there). */
export const ABOUT_HEADING = /^\s*About\s+([A-Z][\w-]*(?:[ ]+[\w-]+){0,2}[\u00AE\u2122]?)\s*$/

/** The same predicates with a lower-case subject ("Madrigal said resmetirom remains under priority review"): a name only when shaped like one. */
export const SHAPED_SUBJECT_OF_REVIEW = new RegExp(
  String.raw`\b([a-z][a-z-]{5,})(?:\s+${REVIEW_PREDICATE}|${REVIEW_POSSESSIVE})`,
  'g',
)
/** "US ", "U.S. " before a results table's decision or approval noun: the market the decision is the FDA's in. */
const US_MARKET_WORD = String.raw`(?:U\.S\.|US)`
const US_MARKET = String.raw`(?:${US_MARKET_WORD}\s+)?`
/** "back", "out": the particles of pushing a date later (lexicon/moves.ts). */
const PUSH_PARTICLES = anyOf(MOVE_VERBS.push.particles.words)
const SET_OR_MOVED = `(?:set|${moveParticiples(['push', 'move', 'delay', 'extend', 'postpone'])})`
/**
 * " set for ", " pushed to ", " Moved Back To ": a headline's participle of setting or moving between a bare "PDUFA" and
 * its date ("Zelvora PDUFA set for May 5, 2027", "Zelvora PDUFA Pushed to Aug. 12, 2027").
 */
const HEADLINE_SET_OR_MOVED = String.raw`(?:${SET_OR_MOVED}|${capitalised(SET_OR_MOVED)})(?:\s+(?:${PUSH_PARTICLES}|${capitalised(PUSH_PARTICLES)}))?\s+(?:${closedWords('to', 'for', 'until')}|${capitalised(closedWords('to', 'for', 'until'))})\s`
/** "the Zelvora PDUFA date", "its tamrilimab target action date", "the Zelvora review period", "Zelvora's decision date", "the Zelvora approval decision": a name premodifying (or owning) a target phrase, the review or the decision. */
// Also with no determiner where a headline or a list item starts, or after "update on": "; Zelvora PDUFA Date Is D",
// "• Zelvora PDUFA date – D" (a title-case "Date" too); and a bare "PDUFA" right before its date ("Zelvora PDUFA Nov. 14",
// "Zelvora PDUFA on Sept. 14 and Ostrelva PDUFA on Oct. 2"), and a list's later item after a comma ("Zelvora PDUFA (Mar 3),
// Ostrelva PDUFA (Apr 14)", "Zelvora PDUFA on Mar 3, Ostrelva PDUFA on Apr 14"); a results table's "Zelvora US PDUFA
// date D", "Zelvora US regulatory decision expected D", "Zelvora US approval anticipated by the PDUFA date of D" (the US, or
// no market, only).
export const NAME_BEFORE_TARGET = new RegExp(
  String.raw`(?:\b(?:[Tt]he|[Ii]ts|[Tt]heir|[Oo]ur)\s+|(?:^|[;:\u2022*]|,(?=\s+[A-Z][\w-]*(?:\u00AE|\u2122)?\s+PDUFA(?:\s*[(:]|\s+(?:on|of)\s))|\s[\u2013-](?=\s)|\b(?:[Uu]pdate\s+on|[Ff]or|and))\s*)([A-Za-z][\w-]{2,})(?:\u00AE|\u2122|\(R\))?(?:['’]s)?\s+${US_MARKET}(?:(?:PDUFA|[Pp]rescription\s+[Dd]rug\s+[Uu]ser\s+[Ff]ee\s+[Aa]ct|[Tt]arget\s+[Aa]ction|[Gg]oal)\s+(?:\w+\s+){0,2}[Dd]ates?|target\s+(?:decision\s+)?date|${decisionNouns('decision', 'action')}\s+date|(?:PDUFA|${decisionNouns('approval')})\s+${decisionNouns('decision')}|review\s+${reviewSpanNouns('period', 'clock', 'timeline', 'cycle')}|(?:[Rr]egulatory\s+)?${decisionNouns('decision')}(?=\s+(?:${dateQualifiers('expected', 'anticipated')}|due)\b)|${decisionNouns('approval')}(?:\s+in\s+the\s+(?:U\.S\.|US|United\s+States))?(?=\s+${dateQualifiers('expected', 'anticipated')}\s+(?:by|on)\s)|PDUFA(?=\s*(?:[:\u2013\u2014(-]|\s(?:on|of)\s|\s+${HEADLINE_SET_OR_MOVED})?\s*(?:[A-Z][a-z]{2,8}\.?\s+\d|\d)))\b`,
  'g',
)
/**
 * "Zelvora, with a PDUFA date of D", "1. Zelvora — NDA under review; PDUFA target action date D", ": Zelvora – D1;
 * Ostrelva – D2" in a sentence of target dates: a product labelling its own item of a list; "- Zelvora (psoriasis): Japan
 * approval received on D0; US decision (PDUFA) D" (a results release's bullet: the indication in parentheses, the US
 * decision after the semicolon, or right after the label: LABELLED_DECISION).
 */
/**
 * "X is Kestrel's late-stage drug, with a November 2 PDUFA date": the copula between the name and ", with", its
 * complement a product's description (up to four words, then a product noun: never "X is a clinical-stage company").
 */
const PRODUCT_COPULA = String.raw`(?:\s+is\s+(?:[\w'’-]+\s+){0,4}?${productNouns('candidate', 'drug', 'therapy', 'treatment', 'product', 'medicine', 'compound')})?`
// "US regulatory decision", "FDA decision", "regulatory decision in the US": the decision an item of a pipeline list names
// after its label ("Zelvora: U.S. sNDA accepted (December 2026); FDA decision anticipated on D", "Zelvora – regulatory
// decision in the US expected D (PDUFA)").
const LABELLED_DECISION = String.raw`(?:${US_MARKET_WORD}\s+(?:[Rr]egulatory\s+)?[Dd]ecision|FDA\s+(?:[Rr]egulatory\s+|[Aa]pproval\s+)?[Dd]ecision|[Rr]egulatory\s+[Dd]ecision\s+in\s+the\s+${US_MARKET_WORD})\b`
export const NAME_WITH_TARGET = new RegExp(
  String.raw`\b([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122)?${PRODUCT_COPULA},\s+with\s+${determiners('a', 'an', 'its')}\s+(?:${WRITTEN_DAY}\s+)?(?:PDUFA|[Pp]rescription\s+[Dd]rug|target\s+action|goal)\b|(?:^\s*(?:\d{1,2}[.)]\s*)?|[:;]\s*)([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122)?(?:\s*\([^()]{1,40}\))?\s*[\u2013\u2014:-]\s*(?:[^;]{0,60}?(?:;|\s[\u2013-]\s)\s*(?=PDUFA|[Pp]rescription|[Tt]arget\s+[Aa]ction|[Gg]oal|${LABELLED_DECISION})|(?=${MONTH_ANY_CASE}\s+\d|\d{1,2}\s+${MONTH_ANY_CASE}|${LABELLED_DECISION}))`,
  'g',
)
/**
 * "Pelorin received a CRL in November 2024", "Zerpatix gained FDA approval in 2023": a brand opening its sentence as the
 * one a decision was given to. Not when the decision names its object ("Harlan received a CRL for zelvatinib": the
 * subject is the company; so is "... relating to its drug X"); the indication it was approved for is no object ("X received FDA approval on D for the
 * treatment of ..."). The brand may follow its owner's possessive ("Halvern Bio's X received", "The company's X
 * received", "Its X received"): the name itself must still be a brand (a capital, then lower case), so "Halvern's ALS
 * drug won approval" names none. The object may come up to 100 characters on, past the letter's abbreviation and when it
 * came ("received a complete response letter, or CRL, from the FDA on Tuesday after the market close for its drug X").
 */
/** Where a subject opens its clause: the sentence's start, after a stop, or after a verb of saying ("said that X was"). */
const CLAUSE_OPENING = String.raw`(?:^|[.;:]\s+|\b${toldPastOrPresent(['say', 'announce'])}\s+(?:that\s+)?)`
const OWNER_BEFORE_SUBJECT = String.raw`(?:(?:[A-Z][\w&.-]*\s+){0,3}[A-Z][\w&.-]*(?:['’]s|(?<=s)['’])\s+|[Tt]he\s+company['’]s\s+|Its\s+)?`
// "for adults with", "for use in", "for Crohn's disease", "for Wilson disease", "for Gout": an indication after the
// decision, no object (not a condition premodifying a capitalised word: "for Psoriasis Treatment Zelvora").
const INDICATION_AFTER_FOR = String.raw`(?:the\s+)?${intents('treatment', 'prevention', 'management')}\s+of\b|${populations('adults', 'adult', 'adolescents', 'children', 'patients', 'people', 'pediatric')}\b|use\s+in\b|[A-Z][\w-]{0,30}(?:['’]s)?\s+${diseaseNouns('disease', 'syndrome', 'disorder', 'deficiency', 'infection', 'cancer', 'lymphoma', 'leukemia')}\b|(?:[A-Z][\w-]{0,30}\s+)?${titleCased(NAMED_CONDITIONS)}\b(?![ \t]+[A-Z])`
/**
 * A time fronted before the subject ("On March 21, 2024, X received FDA approval", "In March, X won the FDA nod"): a
 * roundup dates each decision first. A preposition of time, up to 24 characters and a written year, then a comma.
 */
const FRONTED_TIME = String.raw`(?:${capitalised(closedWords('on', 'in'))}\s+[^,;\n]{1,24}(?:,\s*\d{4})?,\s+)?`
/**
 * The verb of receipt: active ("X received", "X has won") or the passive of a grant ("X was granted approval", "X has
 * been granted accelerated approval"; never the active "X granted": the granter is no product).
 */
const RECEIVED = String.raw`(?:(?:has|have)\s+)?${receiptVerbs('received', 'gained', 'won', 'obtained', 'got', 'secured', 'bagged', 'nabbed', 'landed', 'picked up', 'picks up')}|(?:was|were|has\s+been|have\s+been)\s+${receiptVerbs('granted')}`
/**
 * The dosage form a subject may name after itself: "X injection secured the FDA nod", "X cream won approval"; or the
 * condition it treats and a product noun, "Kestrel's X leukemia treatment won approval" (CONDITION_BEFORE_PRODUCT_NOUN;
 * never a cancer's eponym, "Hodgkin lymphoma treatment").
 */
const SUBJECT_FORM = String.raw`(?:${dosageForms('oral', 'topical', 'nasal', 'intravenous', 'subcutaneous')}\s+)?${dosageForms('injection', 'tablet', 'capsule', 'cream', 'gel', 'ointment', 'solution', 'suspension', 'spray', 'film', 'patch')}s?`
/**
 * The words between the decision and its object ("approval from the U.S. FDA for Zelvora"): within the clause, the stops
 * of "U.S." read through (else the subject, the company, was taken for the product).
 */
const OBJECT_GAP = String.raw`(?:[^.;]|(?<=\bU)\.(?=S\.)|(?<=\bU\.S)\.){0,100}`
/**
 * An apposition between the subject and its verb that describes a product ("X, the first therapy for Y, a rare joint
 * tumor, received FDA approval", "X, Kestrel's oral treatment for gout, won"): its head a product noun or a dosage form,
 * only modifiers before it (not "the developer of the drug": a company's apposition, read through "of"), the
 * indication's own apposition after it allowed. A company's apposition (", a biotech based in Boston,") is none.
 */
const SUBJECT_APPOSITION = String.raw`(?:,\s+(?:${closedWords('a', 'an', 'the', 'its', 'their', 'our')}|[A-Z][\w&.-]*['’]s)\s+(?:(?!(?:${closedWords('of', 'for', 'with', 'by', 'from', 'and', 'behind')}|${companyRoles('company', 'sponsor', 'drugmaker', 'firm', 'developer', 'manufacturers')}|maker|biotech)\s)[\w-]+\s+){0,3}?(?:${productNouns('drug', 'medicine', 'therapy', 'treatment', 'candidate', 'antibody', 'vaccine', 'biologic')}|${dosageForms('injection', 'tablet', 'capsule', 'spray', 'solution', 'infusion')})\b${NOT_BEFORE_COMPANY_NOUN}[^,;:]{0,80}(?:,\s+${closedWords('a', 'an', 'the')}\s+(?:[\w-]+\s+){0,3}?${diseaseNouns('disease', 'disorder', 'syndrome', 'cancer', 'infection', 'deficiency', 'tumor', 'tumour')}\b[^,;:]{0,40})?,)?`
export const SUBJECT_OF_DECISION = new RegExp(
  String.raw`${CLAUSE_OPENING}${FRONTED_TIME}${OWNER_BEFORE_SUBJECT}(?!(?:${CAPITALISED_CONDITION_EPONYMS})\b)([A-Z][a-z][\w-]*[a-z][\w-]*)(?:\u00AE|\u2122|\(R\))?(?:\s*\([^()]{1,40}\))?(?:\s+${SUBJECT_FORM}|\s+${CONDITION_BEFORE_PRODUCT_NOUN})?${SUBJECT_APPOSITION}\s+(?:${RECEIVED})\s+(?:(?:${closedWords('a', 'an', 'the', 'its', 'another')}|FDA(?:['’]s)?|U\.S\.|${approvalKinds('full', 'accelerated', 'marketing')})\s+)*(?:complete\s+response|CRL|approval|${approvalNods('the nod', 'the green light')}|(?<=FDA(?:['’]s)?\s+)${approvalNods('nod')})\b(?!${OBJECT_GAP}\b(?<!(?:${intents('treatment', 'prevention', 'management')}|${productNouns('therapy', 'drug', 'medicine')})\s+)(?:${closedWords('for', 'of', 'regarding', 'concerning')}|relat(?:ed|ing)\s+to)\s(?!${INDICATION_AFTER_FOR}))`,
  'g',
)
/**
 * A title-case headline opening on its product as the one that won or got a decision: "Ivelta Wins FDA Nod",
 * "Quarnford's Ismelda Gets FDA Decision Date", "Velcor Receives Complete Response Letter"; or premodifying the decision
 * due ("Velquara decision due D", decision-frame-patterns.ts). Not with an object of its
 * own ("Kestrel Wins FDA Approval for Zelvora": the subject is the company); a subject the text writes as a company
 * ("Kestrel Gets FDA Decision Date ... Kestrel Bio said") is none (drug-lexicon.ts).
 */
export const SUBJECT_OF_HEADLINE = new RegExp(
  String.raw`^\s*${OWNER_BEFORE_SUBJECT}([A-Z][a-z][\w-]{0,30}[a-z])(?:\u00AE|\u2122)?(?:\s*\([^()]{1,40}\))?\s+(?:${titleCased(receiptVerbs('wins', 'gets', 'receives', 'secures', 'earns', 'lands', 'bags'))}\s+(?:U\.S\.\s+)?(?:FDA\s+)?(?:${titleCased(headlineDecisions('nod', 'green light', 'approval', 'complete response letter', 'decision date', 'target action date', 'goal date'))}|PDUFA(?:\s+[A-Z][a-z]+){0,2}\s+Date)\b(?![^.;\n]{0,60}\b(?:[Ff]or|[Oo]f)\s(?!${INDICATION_AFTER_FOR}))|(?:FDA\s+)?${decisionNouns('decision')}\s+(?:due|${dateQualifiers('expected')})\s)`,
  'g',
)
/**
 * "Kirkham Pharma's Zenvalor was cleared by the FDA", "Graventa was knocked back by the FDA": a brand opening its
 * sentence (after its owner's possessive) as the subject of the agency's passive approval or refusal. Mixed case only.
 */
export const SUBJECT_OF_PASSIVE_DECISION = new RegExp(
  String.raw`${CLAUSE_OPENING}${OWNER_BEFORE_SUBJECT}([A-Z][a-z][\w-]{0,30}[a-z])(?:\u00AE|\u2122|\(R\))?(?:\s*\([^()]{1,40}\))?\s+(?:was|has\s+been)\s+(?:${approvingIdioms('cleared')}|${refusingVerbs('rejected', 'turned down', 'knocked back')})\s+(?:\w+\s+){0,3}?by\s+(?:the\s+)?(?:U\.S\.\s+)?(?:FDA|[Ff]ood\s+and\s+[Dd]rug|agency|[Rr]egulators)\b`,
  'g',
)
/** "Zelvora (PDUFA: November 14, 2025)", "KST-204 (target action date January 9, 2026)": a product with its date in parentheses. */
// Not after "for", "in" or "with": "under review for HFrEF (PDUFA D1)" names an indication; but "decision for Zelvora
// (PDUFA: D)" names the product decided on, unless the word ends as a disease does ("decision for Hypertension (PDUFA").
export const NAME_BEFORE_PARENTHESISED_TARGET =
  /(?<!\b(?:(?<!\b(?:[Dd]ecision|[Aa]pproval|[Aa]ction|[Rr]uling|[Vv]erdict)\s)[Ff]or|[Ii]n|[Ww]ith)\s)(?<!\b[Ff]or\s(?=[A-Z][a-z]*(?:sion|tion|itis|osis|emia|oma|pathy|ia|ease|ome|ure|ism|epsy|plexy|algia|trophy)\b))\b(?![A-Z]{1,3}[a-z][A-Z]{1,3}\b)([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122)?\s*\(\s*(?:PDUFA|[Pp]rescription\s+[Dd]rug|[Tt]arget\s+[Aa]ction|[Gg]oal\s+[Dd]ate)\b/g
/** "With a PDUFA date of January 9, 2026, Ostrelva could be the first ...": the subject after a fronted target phrase. */
export const SUBJECT_AFTER_FRONTED_TARGET = new RegExp(
  String.raw`^\s*With\s+${determiners('the', 'a', 'an', 'its')}\s+(?:[\w-]+\s+){0,2}(?:PDUFA|[Pp]rescription\s+[Dd]rug|target\s+action|goal)\b[^;]{0,80}?,\s+([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122)?\s+${closedWords('could', 'would', 'may', 'might', 'will')}\s+(?:be|become)\s+(?:the\s+)?(?:first|only|an?)\b`,
  'g',
)
/** "its Velcon QX drug candidate", "our Zelvora product candidate": a name premodifying the candidate noun. */
export const NAME_BEFORE_CANDIDATE = new RegExp(
  String.raw`\b(?:${POSSESSIVES}|the\s+company['’]s)\s+([A-Z][\w-]*(?:\s+[A-Z0-9][\w-]*)?)(?:\u00AE|\u2122)?\s+(?:(?:investigational|lead)\s+)?(?:${productNouns('drug', 'product')}|development|clinical)\s+candidate\b`,
  'g',
)
/** "For Trelsify, the PDUFA date for the monotherapy indication is D": the product a sentence is fronted by. */
export const FRONTED_TOPIC =
  /^\s*For\s+([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122)?\s*,(?=[^.;]{0,80}\b(?:PDUFA|[Pp]rescription\s+[Dd]rug|target\s+action|goal\s+date))/g
/**
 * "Zelvora, for which the FDA has set a PDUFA date", "a royalty on Vantrexa, for which Orvion announced a PDUFA date":
 * the antecedent of a relative clause that gives a target date.
 */
export const ANTECEDENT_OF_TARGET =
  /\b([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122|\(R\))?,\s+for\s+which\b(?=[^.;]{0,80}\b(?:PDUFA|[Pp]rescription\s+[Dd]rug|target\s+action|goal\s+date))/g
/**
 * The same antecedent in lower case ("launch activities for rovamectin, for which the FDA has set a PDUFA date"): a name
 * only when shaped like one.
 */
export const SHAPED_ANTECEDENT_OF_TARGET = new RegExp(
  String.raw`\b([a-z][a-z-]{5,}),\s+for\s+which\b${ANTECEDENT_OF_TARGET.source.slice(ANTECEDENT_OF_TARGET.source.indexOf('(?=['))}`,
  'g',
)
/**
 * "Zelvora – PDUFA date March 3, 2026", "Zelvora (tamrilimab): PDUFA ...", "...; Ostrelva: PDUFA ...", "... - Zelvora: PDUFA
 * ...", "Zelvora: US regulatory decision anticipated D": a headline or list item labelled by its product, the label's
 * head a PDUFA noun or the agency's decision (named by the agency, or as a US regulatory one: a bare "regulatory
 * decision" may be any country's, and the word before its colon a region or a heading).
 */
export const LABEL_BEFORE_TARGET =
  /(?:^|[;|:\u2022]|\s[\u2013-](?=\s))\s*([A-Z][\w-]{2,})(?:\u00AE|\u2122)?\s*(?:\([^()]{1,40}\))?\s*[\u2013\u2014:|-]\s*(?:PDUFA|[Pp]rescription\s+[Dd]rug\s+[Uu]ser|[Tt]arget\s+[Aa]ction|[Gg]oal\s+[Dd]ate|(?:(?:U\.?S\.?\s+)?FDA\s+(?:[Rr]egulatory\s+)?|U\.?S\.?\s+[Rr]egulatory\s+)(?:[Dd]ecision|[Aa]ction))/g
/**
 * "Drug/indication: Ostrelva for chronic hand eczema", "Drug: Zelvora", "Product candidate: KST-204": a calendar's cell
 * labelled as the product, at the start of its line; the label's own words, case-sensitive, then the name.
 */
export const LABELLED_PRODUCT_CELL =
  /(?:^|\n)[ \t]*(?:Drug|Product(?:[ \t]+candidate)?)(?:[ \t]*\/[ \t]*[Ii]ndication)?[ \t]*:[ \t]*([A-Z][\w-]{2,30})/g
/** The patterns that read a name from the words around it (a designation, an application noun, a predicate, a label). */
/**
 * "Ostrelva was approved by the FDA in 2019": a brand as the subject of a passive approval. Mixed case only (an acronym
 * there is as often the disease: "FAP was ..."), and not the object of a preposition ("approved for FAP"). Two brands
 * coordinated ("Zelvora and Ostrelva were approved by regulators"): the first read here, the second as its conjunct.
 * An approval counted off: "Zelvora became the third drug approved for Y" (named-approval-patterns.ts, COUNTED_APPROVAL).
 */
export const SUBJECT_OF_APPROVAL = new RegExp(
  String.raw`(?<!\b(?:${closedWords('for', 'of', 'in', 'with', 'to', 'and')}|treat|treating)\s+)\b([A-Z][a-z][\w-]*[a-z][\w-]*)(?:\u00AE|\u2122|\(R\))?\s+(?:is|was|has\s+been|had\s+been|and\s+[A-Z][a-z][\w-]*[a-z][\w-]*(?:\u00AE|\u2122)?\s+(?:were|have\s+been)|(?:has\s+)?${closedWords('became', 'becomes', 'become')}\s+(?:the\s+)?(?:${ordinals('first', 'second', 'third', 'fourth')}|latest)\s+(?:[\w-]+\s+){0,2}?${productNouns('drug', 'therapy', 'treatment', 'medicine', 'vaccine')}s?(?:\s+to\s+be)?)\s+(?:${earlierAdverbs('first', 'previously', 'already', 'initially', 'recently')}\s+)?(?:FDA[- ])?approved\b`,
  'g',
)
/**
 * "- Ostrelva: approved by the FDA on D", "• Ostrelva — approved by the FDA on D": a list item whose label is the product
 * and whose entry is its approval (the auxiliary dropped); a highlight's or a headline's "• OSTRELVA approved in U.S. for
 * adults", "Ostrelva Approved in the U.S." (its line opened by the name, or by a letter bullet run into the line). At the start of its line, the agency named, and read as a
 * product only (no English noun: "Drugs: approved by the FDA" names none). "Ostrelva – FDA approval received D": the
 * entry the receipt of the agency's approval, after a dash or a colon only.
 */
export const ITEM_OF_APPROVAL =
  /(?:^|\n|(?<=[ \t])o[ \t]+)[ \t]*(?:[\u2022*\u2013\u2014-][ \t]*)?([A-Z][a-z][\w-]{0,30}[a-z]|[A-Z]{4,}(?:-?\d[\w-]*)?)(?:\u00AE|\u2122)?(?:[ \t]*\([^()\n]{1,40}\))?(?:[ \t]+[Aa]pproved[ \t]+in[ \t]+(?:[Tt]he[ \t]+)?(?:U\.S\.(?!\w)|US\b|United[ \t]+States\b)|(?:[ \t]*:[ \t]*|[ \t]+[\u2013\u2014-][ \t]+|[ \t]*\u2014[ \t]*|[ \t]+)approved[ \t]+by[ \t]+(?:the[ \t]+)?(?:U\.S\.[ \t]+)?(?:FDA|Food[ \t]+and[ \t]+Drug[ \t]+Administration)\b|(?:[ \t]*:[ \t]*|[ \t]+[\u2013\u2014-][ \t]+|[ \t]*\u2014[ \t]*)(?:U\.S\.[ \t]+)?FDA[ \t]+[Aa]pproval[ \t]+(?:received|granted|obtained)\b)/g
/**
 * "hepatitis B vaccine", "influenza A vaccine": a pathogen's or a disease's lower-case word before its type letter (one
 * capital alone) is the first word of the plain name; the letter alone names nothing (s20-names: "B vaccine").
 */
const PATHOGEN_BEFORE_TYPE_LETTER = String.raw`[a-z][a-z-]{3,30}[ ](?=[A-Z][ ])`
/**
 * A plain-English product named by what it protects against: "the Marburg virus vaccine", "its Lassa fever vaccine", "an
 * RSV vaccine". The head noun makes it a product, the capitalised pathogen or disease before it makes it this one.
 */
export const PLAIN_PRODUCT = new RegExp(
  String.raw`\b((?:${PATHOGEN_BEFORE_TYPE_LETTER})?(?:[A-Z][\w-]*[ ]){1,2}(?:(?:${diseaseNouns('virus', 'fever', 'disease', 'toxin')})[ ])?${productNouns('vaccine', 'antitoxin', 'antivenom')})\b`,
  'g',
)
export const PLAIN_PRODUCT_MARKER = new RegExp(productNouns('vaccine', 'antitoxin', 'antivenom'))
/** "V731, its investigational " / "Zelvora, the company's " right before a plain-English product name. */
export const APPOSED_BEFORE_PLAIN = new RegExp(
  String.raw`\b([A-Z][\w-]*\d[\w-]*|[A-Z][a-z][\w-]*)(?:\u00AE|\u2122)?,\s+(?:${POSSESSIVES}|the\s+company['’]s|an?|[A-Z][\w-]*['’]s)\s+(?:${productModifiers('investigational', 'experimental', 'novel', 'prophylactic', 'preventive', 'live', 'attenuated')}\s+)*$`,
)
