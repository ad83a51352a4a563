/**
 * The phrases the product slots (product-slots.ts) share with the name patterns and the list readings (the agency's
 * capitals, the month in either case, the application noun, the indication that follows a product, a trademark symbol),
 * and the named slots other readers use on their own (an application's object, a letter's product, a date then its
 * name, a contrasting clause's subject, a class of medicine before a name). Apart from the table so a reader that needs
 * one phrase does not import every slot.
 */
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from './dates.js'
import { ARTICLES } from './lexicon/determiners.js'
import { WEEKDAY_NAMES, marketSessions } from './lexicon/calendar.js'
import { closedWords } from './lexicon/function-words.js'
import { foreignAgencies, usAgencyNouns } from './lexicon/agencies.js'
import { BIOLOGICS_LICENSE, filingVerbs } from './lexicon/applications.js'
import { decisionAdverbs } from './lexicon/outcome-idioms.js'
import { productNouns, intents } from './lexicon/products.js'
import { THERAPY_SETTING_WORDS } from './lexicon/descriptors.js'
import { hedgeWords } from './lexicon/hedges.js'
import { reviewKinds } from './lexicon/review.js'
import { REFUSAL_LETTER, SUPERSEDED_ACTION_LETTER } from './lexicon/letters.js'
import { inCapitals } from './lexicon/compile.js'
import { companyRoles } from './lexicon/company-forms.js'

/** "FDA" as the agency writes itself, for the rules that read case. */
export const FDA = inCapitals(usAgencyNouns('fda'))

// The mark may sit on the next line of a hard-wrapped text ("Lunexa\n®").
export const TRADEMARK =
  /([A-Z][\w-]*(?:[ ]+[A-Z0-9][A-Z0-9-]*){0,2}|[A-Z]{2,}(?:[ ]+[A-Z]{2,}){0,2})\s?(?:\u00AE|\u2122|\u2120|\([Rr]\)|\((?:TM|tm)\))/g

// "New Drug Application", "sBLA", "efficacy supplement", "resubmission": the application a slot is the object of.
export const APPLICATION_NOUN = String.raw`(?:(?:supplemental\s+)?(?:new\s+drug|${BIOLOGICS_LICENSE}|marketing)\s+applications?|s?NDAs?|s?BLAs?|efficacy\s+supplement|resubmission|applications?)`
// ", for the proposed treatment of", " in the prevention of", " as a treatment of": the indication that follows a product.
export const TREATMENT_OF = String.raw`\s*,?\s+(?:(?:for|in)\s+(?:the\s+)?|as\s+an?\s+)(?:(?:proposed|${hedgeWords('potential', 'possible')}|${THERAPY_SETTING_WORDS})\s+)*(?:${intents('treatment', 'prevention', 'management', 'reduction', 'diagnosis', 'detection', 'imaging')}|visuali[sz]ation)\s+of\b`
/** A written calendar date, as the slots need it (the date grammar proper is in dates.ts): "Tues., March 3, 2026", "3rd of March 2026", "2026-03-03", "03/03/2026", "03-Mar-2026". */
export const WRITTEN_DATE = String.raw`(?:(?:[A-Za-z]{3,9}\.?,?\s+)?[A-Za-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[A-Za-z]{3,9}\.?,?\s+\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}[./-]\d{1,2}[./-]\d{4}|\d{1,2}-[A-Za-z]{3,9}-\d{4})`
/** The same, each letter in either case, for a pattern that must stay case-sensitive elsewhere. */
export const MONTH_ANY_CASE = String.raw`(?:${[...MONTH_NAMES, ...MONTH_ABBREVIATIONS]
  .map((name) => [...name].map((c) => `[${c.toUpperCase()}${c}]`).join(''))
  .join('|')})\.?`
/** A day by its month, with or without a year: "March 3, 2026", "14 November", "Nov. 14" (month in either case). */
const DATE_OF_A_LIST_ANY_CASE = String.raw`\b(?:${MONTH_ANY_CASE}\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_ANY_CASE}(?:,?\s+\d{4})?)\b`
/** "<name> for the treatment of" (see PRODUCT_SLOTS). */
export const TREATMENT_SLOT = new RegExp(
  String.raw`(?:\b${closedWords('for', 'of', 'with', 'and')}|['’]s?)\s+(?:the\s+)?(?=[a-z][a-z-]{5,}(?:\s*\([^()]{1,60}\))?${TREATMENT_OF})`,
  'g',
)
/** "New Drug Application (NDA) for X", "sBLA, for X", "NDA or BLA for X", "BLA resubmission of X": an application's object. */
// "the NDA for the drugmaker's apomorphine film": the owner told by a trade-press noun is passed over ("the company's"
// is read by the name patterns).
// The agency an application went to, between the application and its object: "an NDA to the FDA for X", "a New Drug
// Application ("NDA") to the United States Food and Drug Administration ("FDA") and a Marketing Authorization Application
// ("MAA") to the European Medicines Agency for X" (a periodic report's history of its filings).
const AGENCY_NAMED = String.raw`(?:${usAgencyNouns('fda', 'agency', 'regulator')}|Food\s+and\s+Drug\s+Administration|European\s+Medicines\s+Agency|${foreignAgencies('EMA', 'MHRA', 'PMDA', 'NMPA', 'TGA', 'Swissmedic', 'ANVISA', 'MFDS')})`
const RECIPIENT = String.raw`\s+(?:to|with)\s+(?:the\s+)?(?:(?:U\.S\.|United\s+States)\s+)?${AGENCY_NAMED}(?:\s*\([^)]{1,24}\))?`
const MARKETING_AUTHORISATION = String.raw`(?:an?\s+)?marketing\s+authori[sz]ation\s+applications?(?:\s*\([^)]{1,24}\))?`
const APPLICATION_RECIPIENTS = String.raw`(?:${RECIPIENT}(?:\s+and\s+(?:${MARKETING_AUTHORISATION}|an?\s+${APPLICATION_NOUN}(?:\s*\([^)]{1,24}\))?)${RECIPIENT})?)?`
// The applicant, between the application and its object (the trade press's "FDA approved an NDA from Kestrel Bio Inc.
// (NASDAQ:KSTL) for Zelvora"), or the one that filed it (a roundup's "the BLA submitted by Orrin Labs (NYSE: ORLB) for
// Ostrelva"): capitalised words, up to four, and their ticker in parentheses.
const APPLICANT = String.raw`(?:\s+(?:from|${filingVerbs('submitted', 'filed')}\s+by)\s+(?!the\b)[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3}(?:\s*\([^()]{1,40}\))?)?`
export const APPLICATION_SLOT = String.raw`\b${APPLICATION_NOUN}(?:\s*\([^)]{1,24}\))?${APPLICATION_RECIPIENTS}${APPLICANT}(?:\s*,?\s*or\s+s?(?:NDA|BLA)s?\s*,?)?(?:\s+(?:resubmission|[Rr]esponse))?\s+(?:for|of)\s+(?:the\s+${companyRoles('drugmaker', 'firm')}['’]s\s+)?`

/**
 * "its rheumatoid arthritis drug filgotinib", "its lead drug candidate X": the words of what the product treats or is,
 * up to three, and the head noun before the name (else the first of those words would be read as the name).
 */
const CONDITION_HEAD = String.raw`(?:(?:[a-z][\w-]*\s+){0,3}${productNouns('drug', 'therapy', 'treatment', 'candidate', 'medicine', 'pill')}\s+(?=[a-z]))?`
/**
 * "on Tuesday after the market close", "late Friday", "yesterday": when the letter came, told between its source and its
 * object ("received a CRL from the FDA on Tuesday after the market close for its drug X"); a weekday or a relative day
 * only, bounded.
 */
const LETTER_TIME_ADJUNCT = String.raw`(?:,?\s+(?:(?:on|late)\s+(?:${WEEKDAY_NAMES.join('|')})|${decisionAdverbs('today', 'yesterday')})(?:\s+(?:after|before)\s+the\s+(?:market|bell)s?(?:\s+${marketSessions('close', 'closed', 'open', 'opened')})?)?,?)?`
/**
 * "a complete response letter (CRL) from the FDA for Zelvora", "a CRL for Daxilta's supplement", "handed a CRL to
 * Kestrel Bio for Zelvora", "a CRL from the US FDA related to Zelvora" (wire copy): the letter's product (the company it
 * was handed to, up to four words, passed over; a copy's doubled "from the the FDA" read as one, and a brief's "from FDA"
 * with no article: "receives complete response letter from fda for zelvora(TM) nda"). The letters it replaced
 * name their product the same way ("the response to the approvable letter for Zelvora").
 */
export const CRL_SLOT = new RegExp(
  String.raw`\b(?:${REFUSAL_LETTER}|${SUPERSEDED_ACTION_LETTER})\b(?:\s*\(CRL\)|,\s+or\s+CRL,)?(?:\s+from\s+(?:the\s+){0,2}(?:u\.?s\.?\s+)?(?:fda|food\s+and\s+drug\s+administration)(?:\s*\(\s*"?fda"?\s*\))?)?${LETTER_TIME_ADJUNCT}(?:\s+to\s+(?:the\s+company|[\w&.-]{1,40}(?:\s+[\w&.-]{1,40}){0,3}?))?\s+(?:${closedWords('for', 'on', 'regarding', 'concerning')}|relat(?:ed|ing)\s+to)\s+(?:the\s+|its\s+)?${CONDITION_HEAD}`,
  'gi',
)

/** "a decision is expected by October 2, 2026 for selatrocin" (a product slot). */
export const DATE_BY_FOR = new RegExp(
  String.raw`\bby\s+${WRITTEN_DATE}\s*,?\s+for\s+(?:the\s+)?`,
  'gi',
)
/** "approved on March 3, 2024 for X", "D (X)", "dates of D1 and D2 to X and Y" (a product slot; case-sensitive). */
export const DATE_THEN_NAME = new RegExp(
  String.raw`${DATE_OF_A_LIST_ANY_CASE}(?:\s*,?\s+[Ff]or\s+(?:the\s+)?|\s*\(\s*|\s+to\s+(?!${MONTH_ANY_CASE}))(?=[A-Z][a-z]|[A-Z]{1,5}-\d|[A-Z]{2,5}\d)`,
  'g',
)
/** "..., and for Zelvora it is ...", "whereas for Ostrelva the date is": the product a contrasting clause is about. */
const FOR_SUBJECT = String.raw`for\s+(?=[A-Z][\w-]*(?:\s+it)?\s+(?:is|will\s+be)\s)`
export const CONTRASTED_FOR = new RegExp(
  String.raw`\b${closedWords('and', 'while', 'whereas')}\s+${FOR_SUBJECT}`,
  'g',
)
export const FOR_SUBJECT_ALONE = new RegExp(FOR_SUBJECT)
/** "The FDA review of Ilvenza", "the commercial launch of Calvessa" (a product slot). */
export const OBJECT_OF_REVIEW_OR_LAUNCH = new RegExp(
  String.raw`(?:(?:\b(?:${FDA}|${FDA}['’]s|${usAgencyNouns('agency')}['’]s|${reviewKinds('regulatory')}|ongoing)\s+|\b[Tt]he\s+)review|\b(?:commercial\s+|potential\s+|planned\s+|U\.S\.\s+)?launch)\s+of\s+(?=[A-Z][a-z]|[A-Z]{1,5}-?\d)`,
  'g',
)
/**
 * A class of medicine between a slot and the name it holds: "a PDUFA date for SGLT-2 inhibitor Forvenza", "for its PD-1
 * antibody Zentavo". The class describes the name that follows it (drug-lexicon.ts reads the name past it); the target
 * or modality before the class ("SGLT-2") is no product. Case read: the name opens on a capital and holds a small letter.
 */
export const CLASS_BEFORE_NAME = new RegExp(
  String.raw`^(?:${ARTICLES}\s+|its\s+|their\s+|our\s+)?(?:[\w-]+\s+){1,2}?${productNouns('inhibitor', 'antagonist', 'agonist', 'antibody', 'ADC', 'conjugate', 'peptide', 'vaccine', 'biologic')}\s+(?=[A-Z][\w-]*[a-z])`,
)
