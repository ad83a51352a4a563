/**
 * What makes an approval pattern's match no approval of a product by the FDA today: a hypothesis or an expectation, a
 * product already approved, another country's regulator (and what only looks like one: a company's nationality, a
 * dateline's country, a time zone), an object that is no product (a protocol, an IND, a device, a facility), a tentative
 * approval, an approval told as the occasion of something received. Read by findApprovals (approvals.ts) on each match.
 */
import { POSSESSIVES, determiners } from './lexicon/determiners.js'
import { closedWords } from './lexicon/function-words.js'
import { approvalKinds, productNouns } from './lexicon/products.js'
import { genericMarks, serviceRoles } from './lexicon/approval-objects.js'
import { isInnName } from './inn-stems.js'
import { receiptVerbs } from './lexicon/products.js'
import { foreignMarkets, foreignAgencies, foreignAgencyNames } from './lexicon/agencies.js'
import { applicationNouns } from './lexicon/applications.js'
import { approvingIdioms, standingVerbs } from './lexicon/outcome-idioms.js'
import { companyRoles } from './lexicon/company-forms.js'
import {
  accessProgrammes,
  addedWords,
  animalPatients,
  clearedNonProducts,
  deviceHeads,
  earnedPrivileges,
  notProductObjects,
} from './lexicon/approval-objects.js'
import { ordinals } from './lexicon/numbers.js'
import { capitalised } from './lexicon/compile.js'
import { foreignTimeZones } from './lexicon/calendar.js'
import { studyActs, studyNouns } from './lexicon/studies.js'
import { conditionWords, hedgeWords } from './lexicon/hedges.js'
import { proceedingVerbs } from './lexicon/outcome-idioms.js'
import { FDA, type OutcomeEvent } from './outcome-event.js'
import { DESIGNATION_PROGRAMME_FORMS } from './lexicon/titles.js'
import { durationUnit, durationUnits } from './lexicon/date-nouns.js'

// "if approved", "tentative approval", "emergency use authorization", "previously approved", "the EMA approved", "no drug has received FDA approval to
// treat this disease", "received approval from the Ministry of Health, Labour and Welfare" (an agency spelt out as its
// ministry, or by its full name, lexicon/agencies.ts FOREIGN_AGENCY_NAMES: "from the South Korean Ministry of Food and
// Drug Safety"): no approval of the FDA today.
export const NOT_AN_APPROVAL = new RegExp(
  String.raw`\b(?:approvable|tentative(?:ly)?|emergency\s+use|if\s+approved|upon\s+approval|potential(?:ly)?|seek(?:s|ing)?|pending|${closedWords('should', 'would', 'could', 'may', 'might')}|expect(?:s|ed)?|anticipat\w*|plan(?:s|ned)?|not\s+(?:yet\s+)?(?:been\s+)?approved|unable\s+to\s+approve|cannot\s+approve|declin\w+\s+to\s+approve|refus\w+\s+to\s+approve|previously\s+approved|currently\s+approved|already\s+approved|(?<!\b(?:the|an?)\s{1,3})first\s+approved|originally\s+approved|initially\s+approved|${foreignMarkets('european', 'china', 'chinese')}|${foreignAgencies('EMA', 'CHMP', 'MHRA', 'PMDA', 'NMPA', 'Swissmedic', 'TGA', 'MHLW', 'MFDS', 'ANVISA')}|health\s+canada|${foreignAgencyNames()}|from\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:health\s+ministry|ministry\s+of\s+(?:health|food)\b)|japan\w*|to\s+${receiptVerbs('gain', 'obtain', 'receive', 'secure')}|hope\w*|path\s+to|${closedWords('toward')}|no\s+(?:other\s+)?(?:drugs?|therap(?:y|ies)|treatments?|products?|medicines?)\s+${closedWords('has', 'have', 'had')}\b)\b`,
  'i',
)

/**
 * "Zelvora remains FDA approved for use in adults": a verb of standing status right before "FDA approved" makes it the
 * product's standing approval described, never the agency's verb (lexicon/outcome-idioms.ts STANDING_VERBS). Read on the
 * words just before the match.
 */
export const STANDING_STATUS_BEFORE = new RegExp(
  String.raw`\b${standingVerbs('remains', 'remain', 'remained', 'stays', 'stay', 'continues to be', 'continue to be')}\s+(?:(?:the\s+)?u\.s\.\s+)?$`,
  'i',
)

/**
 * What the agency approves that is not a product's marketing application: a proprietary name, a study plan, a protocol,
 * or its amendment, an early or expanded access programme, cost recovery, the company's request; a manufacturing
 * supplement or site; and an approval told as a condition ("if the FDA approves", "unless the FDA approves").
 */
export const NOT_A_PRODUCT_APPROVAL = new RegExp(
  String.raw`\b(?:proprietary\s+name|trade\s*name|(?:pediatric\s+)?study\s+plan|${notProductObjects('protocol', 'amendment')}|manufacturing\s+(?:${applicationNouns('supplement')}|site|change)|${conditionWords('if', 'unless', 'whether')}\s+(?:and\s+when\s+)?(?:the\s+)?(?:u\.s\.\s+)?(?:fda|agency)\s+approves|contingent\s+value\s+right|${notProductObjects('cvr')}|${accessProgrammes('early', 'expanded', 'managed')}[\s-]+access|compassionate[\s-]+use|named[\s-]+patient|cost[\s-]+recovery|(?:company|sponsor)['’]s\s+request|(?:company['’]s|${POSSESSIVES})\s+other\s+(?:[\w-]+\s+)?products?)\b`,
  'i',
)
/**
 * "Because Y's exclusivity runs until June, the approval Kestrel received for X is a tentative approval": a sentence that calls its approval tentative tells none that lets the product be sold, whatever verb told
 * it first. Not where the sentence also tells a final approval ("received final approval for X, tentatively approved in
 * 2024": the final one is today's).
 */
export const TOLD_TENTATIVE = new RegExp(String.raw`\b${hedgeWords('tentative')}\s+approv\w*`, 'i')
export const FINAL_APPROVAL = /\bfinal\s+(?:fda\s+)?approval\b/i

/** "final approval", "final FDA approval": the approval that follows a tentative one. */
const FINAL_APPROVAL_ANY = new RegExp(
  String.raw`\b${approvalKinds('final')}\s+(?:(?:u\.s\.\s+)?fda\s+)?approval\b`,
  'i',
)
/** The marks of a generic (lexicon: `GENERIC_MARKS`). */
const GENERIC_MARKED = new RegExp(
  String.raw`\b(?:${genericMarks('usp', 'generic', 'generics', 'anda', 'abbreviated new drug application', 'bioequivalent', 'therapeutically equivalent', 'reference listed drug', 'rld', 'to manufacture and market', 'strength', 'strengths')})\b`,
  'i',
)
/** A word of a name outside parentheses (a brand's nonproprietary name in its parenthesis is passed over). */
const WORD_OUTSIDE_PARENTHESES = /\([^()]{0,80}\)|([A-Za-z][a-z-]{5,})/g
/**
 * A "final approval" told of a generic: in a generic maker's release the FDA's "final approval" is an ANDA's (after its
 * tentative one: "received final approval from the FDA for its phenytoin chewable tablets USP", "final approval ... to
 * manufacture and market its Dexamethasone Sodium Phosphate injection"). A final approval is read only in a sentence with
 * no generic's mark and no product named by its nonproprietary name outside parentheses ("won final FDA approval of
 * Zelvora (velmastat)" is the brand's).
 */
export function finalApprovalOfAGeneric(masked: string): boolean {
  if (!FINAL_APPROVAL_ANY.test(masked)) return false
  if (GENERIC_MARKED.test(masked)) return true
  for (const m of masked.matchAll(WORD_OUTSIDE_PARENTHESES))
    if (m[1] !== undefined && isInnName(m[1])) return true
  return false
}
/**
 * What "approved" takes as its object when it is no product: "approved our IND", "approved the transfer of the NDA", "approved our request for a Type A
 * meeting", "approved the REMS design", "approved our manufacturing facility", "approved two other GLP-1 agonists",
 * "approved our partner's sNDA", "approved a label change for our marketed product", "approved the first generic of X"
 * (another maker's copy). Read right after the verb only:
 * "approved Zelvora with a REMS" is Zelvora's approval.
 */
/**
 * "approved Halden Labs as a second supplier of ...", "approved Norvale Fill Services as the manufacturing site for X": a
 * party approved in a service role (lexicon/approval-objects.ts, `SERVICE_ROLES`), no product; its object opens on a name,
 * so it is read apart from `OBJECT_NOT_A_PRODUCT` (whose object opening on a name is the product's).
 */
export const SERVICE_ROLE_OBJECT = new RegExp(
  String.raw`^\s*(?:[\w'’&.-]+\s+){1,5}?as\s+(?:${determiners('a', 'an', 'the', 'its', 'our', 'their')}\s+)?(?:[\w-]+\s+){0,2}?${serviceRoles('manufacturer', 'manufacturers', 'manufacturing site', 'manufacturing partner', 'supplier', 'suppliers', 'packager', 'distributor', 'vendor')}\b`,
  'i',
)
export const OBJECT_NOT_A_PRODUCT = new RegExp(
  String.raw`^\s*(?:${determiners('the', 'our', 'its', 'their', 'a', 'an', 'two', 'three', 'several')}\s+){0,2}(?:${companyRoles('company', 'sponsor', 'partner', 'licensee')}['’]s\s+|(?:collaboration\s+)?partner['’]s\s+)?(?:[\w'’-]+\s+){0,6}?(?:${notProductObjects('request', 'ind', 'rems', 'transfer')}|(?<![\w-])${notProductObjects('device', 'devices', 'generic', 'generics')}(?![\w-])|${studyNouns('trial', 'study')}|risk\s+evaluation|(?:manufacturing\s+)?facilit(?:y|ies)|fill[\s-]+finish|(?:contract\s+)?manufacturer['’]?s?|companion\s+diagnostics?|label(?:ing)?\s+change|other\s+(?:[\w-]+\s+){0,3}?${productNouns('drugs', 'products', 'therapies', 'treatments', 'agonists', 'inhibitors', 'antibodies')}|(?:[\w-]+\s+)?products?\s+(?:of|from)\s+another|(?:${addedWords('additional', 'alternate', 'alternative', 'new')}|${ordinals('second')})\s+(?:[\w-]+\s+){0,3}(?:suppliers?|manufacturers?|manufacturing\s+sites?|sources?))\b|^\s*(?:${POSSESSIVES}|the\s+company['’]s)\s+(?:(?:collaboration\s+)?partner['’]s\b|(?:${ordinals('first', 'second')}|${determiners('other')}|marketed)\s+products?\b)`,
  'i',
)
/**
 * What an approval received is for, when it is no product: "received approval from the FDA for its Investigational New
 * Drug (IND) application", "FDA approval of the Special Protocol Assessment", "approval to begin its Phase 1 trial",
 * "granted approval for X to begin a Phase 3 trial"; a designation or a status the FDA grants a product under
 * development ("received approval for Orphan Drug Designation for X", "approval of Fast Track status"), its words
 * right after the preposition (lexicon/titles.ts): no marketing approval.
 */
export const APPROVAL_FOR_NOT_A_PRODUCT = new RegExp(
  String.raw`^\s*(?:from\s+(?:the\s+)?${FDA}\s+)?(?:(?:for|of)\s+(?:[\w'’&.-]+\s+){1,5}?as\s+(?:${determiners('a', 'an', 'the', 'its', 'our', 'their')}\s+)?(?:[\w-]+\s+){0,2}?${serviceRoles('manufacturer', 'manufacturers', 'manufacturing site', 'manufacturing partner', 'supplier', 'suppliers', 'packager', 'distributor', 'vendor')}\b|(?:for|of)\s+(?:${determiners('the', 'our', 'its', 'their', 'a', 'an')}\s+)?${DESIGNATION_PROGRAMME_FORMS}\s+(?:drug\s+)?(?:designation|status)\b|(?:for|of)\s+(?:${determiners('the', 'our', 'its', 'their', 'a', 'an')}\s+)?(?:[\w'’-]+\s+){0,3}?\(?(?:${notProductObjects('ind', 'investigational new drug', 'spa', 'special protocol assessment', 'protocol')}|clinical\s+${studyNouns('trial', 'study')})|(?:(?:for|of)\s+(?:[\w'’-]+\s+){1,3}?)?to\s+${proceedingVerbs('begin', 'start', 'initiate', 'conduct', 'proceed')}\s+(?:with\s+)?(?:[\w'’-]+\s+){0,4}?${studyNouns('trial', 'study')})\b`,
  'i',
)
/**
 * "the FDA approved BB-12, a gene therapy, for further study in clinical trials", "approved X for testing in humans",
 * "for use in clinical trials": what the approval lets is a study of the product (an investigational application's
 * clearance told with the verb of approval), not its sale. Read in the object's clause after the match, through an
 * apposition's commas; "approved X for use in adults" and "approved X based on the Phase 3 study" are approvals.
 */
export const APPROVED_FOR_STUDY = new RegExp(
  String.raw`^[^.;#]{0,100}?\bfor\s+(?:(?:${addedWords('further', 'additional', 'continued')}|clinical)\s+)?(?:${studyActs('study', 'testing', 'evaluation', 'investigation')}\s+in\s+(?:(?:human|clinical)\s+)?(?:${studyNouns('trial', 'trials', 'study', 'studies')}|humans|volunteers)|use\s+in\s+(?:clinical\s+)?(?:${studyNouns('trial', 'trials', 'study', 'studies')}))\b`,
  'i',
)
/** "Quillon received the PRV when X was approved by the FDA", "the voucher, issued when the FDA approved X": its history. */
export const PRIVILEGE_EARNED_WHEN = new RegExp(
  String.raw`\b${earnedPrivileges('voucher', 'vouchers', 'prv', 'prvs', 'exclusivity')}\b[^.;]{0,200}\bwhen\s+[^.;]{0,60}$`,
  'i',
)
/**
 * "Japan's Takeda won FDA approval", "Japan's Daiichi Sankyo said the FDA approved": a country's possessive before a
 * capitalised company is the company's nationality, not another regulator, when the match names the FDA itself.
 */
export const COUNTRYS_COMPANY = new RegExp(
  String.raw`\b${capitalised(foreignMarkets('japan', 'china', 'korea', 'india', 'israel', 'switzerland', 'germany', 'france', 'canada', 'australia', 'brazil', 'taiwan', 'singapore'))}['’]s\s+(?=[A-Z])(?!${foreignAgencies('MHLW', 'PMDA', 'NMPA', 'MFDS', 'TGA', 'ANVISA', 'Swissmedic')}\b|(?:Ministry|Health)\b)`,
  'g',
)
/**
 * "An antibiotic from Japanese drugmaker Kaneda has been approved by the US FDA", "the Chinese biotech company's X won
 * FDA approval": a nationality before a company's noun is the company's, not the market its approval is in, when the
 * match names the FDA itself (a word between: "Japanese pharmaceutical company").
 */
export const NATIONALITY_OF_A_COMPANY = new RegExp(
  String.raw`\b(?:(?:South\s+)?${capitalised(foreignMarkets('japanese', 'chinese', 'korean', 'european'))})\s+(?:[a-z-]+\s+)?(?:${companyRoles('drugmaker', 'company', 'firm', 'developer', 'partner', 'licensor', 'licensee', 'collaborator')}|biotech|pharma)\b`,
  'g',
)
/**
 * "Tokyo, Japan, May 27, 2026 - Kaneda announced today that the U.S. FDA approved X": the country of a dateline (a city,
 * then the country, then the day or the dash) is where the release was written, not another regulator, when the match
 * names the FDA itself (dates are blanked with '#').
 */
export const DATELINE_COUNTRY = new RegExp(
  String.raw`(?<=[A-Za-z.]),\s+${capitalised(foreignMarkets('japan', 'korea', 'china', 'india', 'israel', 'taiwan', 'switzerland', 'germany', 'france', 'italy', 'spain', 'canada', 'australia', 'singapore', 'brazil', 'uk'))}\s*(?:,\s*(?=#|\d|[A-Z][a-z]{2,8}\.?\s+\d)|(?=\(|\s*[\u2013\u2014-]))`,
  'g',
)
/** "(Japan time)", "(JST)" after a day: the zone the day is told in, not another regulator (lexicon/calendar.ts). */
export const TIME_ZONE_OF_A_DAY = new RegExp(
  String.raw`\b(?:${foreignTimeZones('japan', 'tokyo', 'korea', 'korean', 'seoul', 'beijing')})\s+(?:standard\s+)?time\b|\((?:${foreignTimeZones('jst', 'kst', 'cet', 'cest', 'aest', 'aedt')})\)`,
  'gi',
)
/** The match names the agency by its name, not a generic noun. */
export const EXPLICIT_FDA = /\bfda\b|food\s+and\s+drug\s+administration/i
/**
 * "Tokyo, Japan (August 24, 2015) - Kaneda Pharma today announced that it has obtained approval for ...": a release
 * datelined in another country. An approval it tells without naming any agency in its sentence is its home regulator's
 * (the FDA's is told as such: "received approval from the U.S. FDA").
 */
export const FOREIGN_DATELINE = new RegExp(
  String.raw`^\s*[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2},\s+${capitalised(foreignMarkets('japan', 'korea', 'china', 'india', 'israel', 'taiwan', 'switzerland', 'germany', 'france', 'italy', 'spain', 'canada', 'australia', 'singapore', 'brazil', 'uk'))}\s*(?:,|\(|[-–—])`,
)
/** Any agency of the U.S. named in a sentence: "FDA", "the Food and Drug Administration", "U.S. regulators". */
export const ANY_US_AGENCY =
  /\bfda\b|food\s+and\s+drug\s+administration|\bu\.?s\.?\s+(?:regulators?|health\s+regulators?|agency)\b/i

/**
 * What "cleared" takes that is no product, right after the verb, whatever its case ("cleared Kestrel Bio's
 * investigational new drug application", "cleared the way for", "cleared the device"): a clearance, not an approval.
 */
export const CLEARED_NO_PRODUCT = new RegExp(
  String.raw`^[^.;]{0,60}?(?<![\w-])${clearedNonProducts('way', 'path', 'road', 'ind', 'investigational new drug', '510(k)', 'de novo', 'device', 'devices', 'hold', 'trial', 'trials', 'study', 'protocol', 'clinical development', 'clinical testing', 'human testing', 'first-in-human')}(?![\w-])`,
  'i',
)
/** The same before a passive "was cleared by the FDA" ("Kestrel's IND was cleared by the FDA"), within its clause. */
export const CLEARED_NO_PRODUCT_BEFORE = new RegExp(
  String.raw`(?<![\w-])${clearedNonProducts('ind', 'investigational new drug', '510(k)', 'de novo', 'device', 'devices', 'hold', 'trial', 'trials', 'study', 'protocol')}(?![\w-])[^.;]{0,60}$`,
  'i',
)
export const CLEARING = new RegExp(String.raw`\b${approvingIdioms('cleared', 'clears')}\b`, 'i')
/** Another country's regulator, named. */
const FOREIGN_AGENCY = new RegExp(
  String.raw`\b(?:japan\w*|${foreignAgencies('MHLW', 'PMDA', 'EMA', 'CHMP', 'MHRA', 'Swissmedic', 'TGA', 'ANVISA', 'NMPA', 'MFDS')}|health\s+ministry|ministry\s+of\s+health|${foreignAgencyNames()}|${foreignMarkets('china', 'chinese')}|korea\w*)\b`,
  'i',
)
/**
 * "Japan's health ministry approved X. The approval was granted to our partner.", "... the European Commission approved
 * X. As a result of the marketing approval received on D, ...": an approval told again by its noun (no agency of its own)
 * after a sentence naming another country's regulator is that regulator's.
 */
export function approvalToldAgainAbroad(
  sentence: string,
  event: Pick<OutcomeEvent, 'anchor'>,
  previous: string,
): boolean {
  return (
    /^(?:the|this)\s+(?:marketing\s+)?approval\b/i.test(
      sentence.slice(event.anchor.start, event.anchor.end),
    ) && FOREIGN_AGENCY.test(previous)
  )
}
// "received marketing approval in Israel", "approved by regulators in Argentina": another country's approval.
export const FOREIGN_APPROVAL = new RegExp(
  String.raw`\b(?:approv\w*|authori[sz]\w*)\s+(?:\w+\s+){0,3}?in\s+(?:the\s+)?(?:${foreignMarkets('europe', 'eu', 'israel', 'argentina', 'brazil', 'mexico', 'taiwan', 'india', 'australia', 'canada', 'switzerland', 'uk', 'germany', 'france', 'italy', 'spain', 'russia', 'singapore', 'turkey', 'asia')}|european\s+union|(?:south\s+)?korea|united\s+kingdom|hong\s+kong|saudi\s+arabia|latin\s+america)\b|\bregulators?\s+in\s+(?!the\s+u\.?s\b|the\s+united\s+states|u\.?s\b)[a-z]`,
  'i',
)

/**
 * "GW Research received the voucher when EPIDIOLEX was approved by the FDA", "earned a milestone when the FDA approved X":
 * an approval told as the occasion of something else received, in a "when" clause after the receipt (whose object is no
 * approval): background to the receipt, not news of a decision. Read only of an approval with no day of its own.
 */
export const OCCASION_OF_RECEIPT_BEFORE = new RegExp(
  String.raw`\b(?:${receiptVerbs('received', 'obtained', 'earned', 'granted')}|(?:was|were)\s+awarded|became\s+eligible\s+for)\s+(?:(?!approv)[^.;#\n]){1,80}?\bwhen\s+[^.;#\n]{0,80}$`,
  'i',
)

/**
 * "approves VisuMax Femtosecond Laser to treat ...", "approved the Halvern Aortic Valve": the object, a name of up to
 * five capitalised words, ends on a device's head noun (DEVICE_HEADS). Right after the verb.
 */
export const DEVICE_NAMED_OBJECT = new RegExp(
  String.raw`^\s*(?:${determiners('the', 'its', 'their', 'a', 'an')}\s+)?(?:[A-Z][\w'’-]*\s+){1,5}(?:${capitalised(deviceHeads('laser', 'lasers', 'stent', 'stents', 'valve', 'valves', 'occluder', 'implant', 'implants', 'catheter', 'catheters', 'pacemaker', 'defibrillator', 'neurostimulator', 'scanner'))}|${deviceHeads('laser', 'lasers', 'stent', 'stents', 'valve', 'valves', 'occluder', 'implant', 'implants', 'catheter', 'catheters', 'pacemaker', 'defibrillator', 'neurostimulator', 'scanner')})\b`,
)

/**
 * "Three weeks after the FDA approved X, the EMA followed", "in the two years since the agency approved X": an approval
 * told as the point a span of weeks, months or years is measured from is the background of the clause it opens, never the
 * text's news (days are not read: "two days after the FDA approved X, shares rose" is still this week's news). Read in the
 * 40 characters right before the agency.
 */
export const AFTER_A_SPAN_BEFORE = new RegExp(
  String.raw`\b(?:(?:[\w-]+\s+)?${durationUnits('weeks', 'months', 'years')}|a\s+${durationUnit('week', 'month', 'year')})\s+(?:${closedWords('after', 'since')})\s+(?:the\s+)?$`,
  'i',
)

/**
 * "the FDA allowed the use of X in a Phase 3 clinical trial", "... of X in its study of Y": the use the agency allows is a
 * trial's (an investigational leave), no marketing approval. Read right after an "allowed the use of" reading only.
 */
export const USE_ALLOWED_IN_A_STUDY = new RegExp(
  String.raw`^[^.;#]{0,60}?\bin\s+(?:(?:${determiners('a', 'an', 'the', 'its', 'their')})\s+)?(?:[\w-]+\s+){0,3}?(?:${studyNouns('trial', 'trials', 'study', 'studies')})\b`,
  'i',
)
/** The agency's leave for a product's use ("allowed the use of"), the reading USE_ALLOWED_IN_A_STUDY is read after. */
export const USE_ALLOWED = new RegExp(String.raw`\ballow(?:ed|s)\s+the\s+use\s+of\s*$`, 'i')

/**
 * An animal drug's approval: the animals it treats named after the verb in its clause ("approved Zelvora, an oral liquid
 * to stimulate appetite in dogs", "secured approval for X, a chewable tablet to control pain in cats"; not the animals of
 * a study, "based on studies in dogs"), or a veterinary mark anywhere in the clause ("a canine medication", "Kestrel Animal
 * Health", "the Center for Veterinary Medicine"). Read on the clause of the match, from the last semicolon before it to
 * the next after it.
 */
export const ANIMAL_PATIENT_AFTER = new RegExp(
  String.raw`^[^;]{0,200}?(?<!\b(?:${studyNouns('study', 'studies', 'trial', 'trials')}|models?|testing)\s+)\b(?:in|for)\s+(?:[\w'’-]+\s+){0,2}?${animalPatients('dogs', 'puppies', 'cats', 'kittens', 'horses', 'cattle', 'cows', 'pigs', 'swine', 'poultry', 'chickens', 'sheep', 'pets', 'companion animals', 'livestock')}\b`,
  'i',
)
export const VETERINARY_MARK = new RegExp(
  String.raw`\b${animalPatients('canine', 'feline', 'equine', 'veterinary', 'animal health', 'new animal drug')}\b`,
  'i',
)
