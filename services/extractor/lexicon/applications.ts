/**
 * The words of the application and of the sponsor's side of its review, declared once: what is reviewed ("the
 * application", "a resubmission", "the NDA", the biologic's "License Application" in its three spellings, the "REMS"
 * asked of it), and what the sponsor does with it (files it, seeks approval, makes a bid for it). Apart from review.ts,
 * which holds the agency's side: the review's span, its decision and the verbs of the date's end.
 */
import { anyOf, pickerOf } from './compile.js'

/** "the second attempt to win approval", "its third bid for approval": a sponsor's try at an approval. */
export const APPROVAL_PURSUITS = {
  attempt: 'noun',
  try: 'noun',
  bid: 'noun',
  shot: 'noun',
  win: 'verb',
  gain: 'verb',
  secure: 'verb',
  get: 'verb',
  obtain: 'verb',
  winning: 'gerund',
  gaining: 'gerund',
  securing: 'gerund',
} as const

export const approvalPursuits = pickerOf(APPROVAL_PURSUITS)

/**
 * How the press tells a sponsor asking the agency for its approval ("Kestrel seeks FDA approval for X", "hopes to receive
 * FDA approval for an expanded use of X", "applied for FDA approval"): the agency's review of an application, told from the
 * sponsor's side.
 */
export const SEEKING_VERBS = {
  seeks: 'ask',
  seek: 'ask',
  seeking: 'ask',
  sought: 'ask',
  'applied for': 'ask',
  'applies for': 'ask',
  'hopes to receive': 'hope',
  'hopes to win': 'hope',
  'hopes to gain': 'hope',
  'hoping to receive': 'hope',
  'hoping to win': 'hope',
  'hoping to gain': 'hope',
} as const

export const seekingVerbs = pickerOf(SEEKING_VERBS)

/** "the application", "a resubmission", "the supplement", "its submission", "the filing", "acceptance": what is reviewed. */
export const APPLICATION_NOUNS = {
  application: 'application',
  applications: 'application',
  resubmission: 'application',
  supplement: 'application',
  submission: 'step',
  filing: 'step',
  // "the complete response package": the applicant's answer to a letter, sent as one.
  package: 'step',
  receipt: 'step',
  acceptance: 'step',
} as const

/**
 * The middle word of the biologic's application as companies spell it: "Biologics License Application", the British
 * "Licence" (releases of issuers abroad) and the slip "Licensing" ("the X Biologics Licensing Application"). Every
 * rule that names the application in full reads all three, so that the slip's word is never taken for a product.
 */
export const LICENSE_SPELLINGS = {
  license: 'american',
  licence: 'british',
  licensing: 'slip',
} as const

/** "biologics license", "biologic licence", "biologics licensing": the application's name before "application". */
export const BIOLOGICS_LICENSE = String.raw`biologics?\s+${anyOf(Object.keys(LICENSE_SPELLINGS))}`

/** The same for a rule that reads case: "Biologics License", "biologics licence". */
export const BIOLOGICS_LICENSE_EITHER_CASE = String.raw`[Bb]iologics?\s+[Ll]${anyOf(Object.keys(LICENSE_SPELLINGS).map((word) => word.slice(1)))}`

/**
 * "REMS", "Risk Evaluation and Mitigation Strategy": the safety programme the agency asks of one product under review,
 * so a name premodifying it ("the Zelvora REMS") or after it ("a REMS for Zelvora") is that product's (name-patterns.ts).
 * Written as releases write it (the acronym in capitals, the long name title-cased or not).
 */
export const RISK_PROGRAMME = String.raw`(?:REMS|[Rr]isk\s+[Ee]valuation\s+and\s+[Mm]itigation\s+[Ss]trateg(?:y|ies)(?:\s*\(REMS\))?)`

/** "the NDA", "a BLA": the acronyms of a marketing application. */
export const APPLICATION_ACRONYMS = {
  nda: 'drug',
  bla: 'biologic',
} as const

export const applicationAcronyms = pickerOf(APPLICATION_ACRONYMS)

export const applicationNouns = pickerOf(APPLICATION_NOUNS)

/**
 * "plans to submit / file / resubmit", "Halden submitted": the verbs of filing an application, in the forms the rules read.
 * "refile" (also written "re-file") is "resubmit": an application filed again.
 */
export const FILING_VERBS = {
  submit: 'base',
  file: 'base',
  resubmit: 'base',
  refile: 'base',
  submits: 'present',
  files: 'present',
  resubmits: 'present',
  refiles: 'present',
  submitted: 'past',
  filed: 'past',
  resubmitted: 'past',
  refiled: 'past',
} as const

export const filingVerbs = pickerOf(FILING_VERBS)
