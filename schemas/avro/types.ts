// Generated from schemas/avro/*.avsc by schemas/generate-types.ts. Do not edit; run `npm run schemas`.

/** One change to one catalyst, exactly as served on /v1/events (request-time fields excluded). Keyed by catalyst_id. */
export interface CatalystEvent {
  event_id: number
  catalyst_id: number
  /** new_date_assigned, date_extension, decision_outcome, corrected, retracted, restored; open vocabulary. */
  event_type: string
  drug_name: null | string
  company: null | string
  ticker: null | string
  tickers: Array<string>
  cik: null | string
  indication: null | string
  application_number: null | string
  prior_date: null | string
  new_date: null | string
  delta_days: null | number
  merged_into: null | number
  outcome: null | string
  confidence: null | string
  date_confidence: null | string
  authority: null | string
  source_quote: null | string
  detected_at: string
  filed_at: string
  applied: boolean
  date_changed: boolean
  accession: string
  source_url: null | string
}

export const MergeActionValues = ['merge', 'unmerge'] as const
export type MergeAction = (typeof MergeActionValues)[number]

/** Two catalyst ids found to be one FDA decision (or separated again). Keyed by the loser's catalyst_id. */
export interface CatalystMerge {
  loser_catalyst_id: number
  survivor_catalyst_id: number
  action: MergeAction
  /** application_number, drug_identity, or operator. */
  reason: string
  at: string
}

/** A record a consumer could not decode or chose to dead-letter, kept byte-for-byte with the reason. Keyed like the original. */
export interface DeadLetter {
  source_topic: string
  source_partition: number
  source_offset: string
  consumer_group: string
  key: null | Buffer
  value: null | Buffer
  error: string
  failed_at: string
}

export const AssertionKindValues = ['date_set', 'resubmission_date_set', 'date_extended', 'crl', 'approval'] as const
export type AssertionKind = (typeof AssertionKindValues)[number]

export const ConfidenceValues = ['high', 'medium', 'low'] as const
export type Confidence = (typeof ConfidenceValues)[number]

export const AuthorityValues = ['human_lock', 'llm_high', 'regex', 'llm_medium', 'llm_low'] as const
export type Authority = (typeof AuthorityValues)[number]

export const DateConfidenceValues = ['confirmed', 'reported', 'estimated'] as const
export type DateConfidence = (typeof DateConfidenceValues)[number]

export const FilerRoleValues = ['sponsor', 'licensor', 'partner', 'royalty_holder', 'unknown'] as const
export type FilerRole = (typeof FilerRoleValues)[number]

export interface Assertion {
  kind: AssertionKind
  /** As the filing names it. */
  drug_name: null | string
  indication: null | string
  /** Normalised: NDA 123456, BLA 761234, sNDA ..., sBLA ... */
  application_number: null | string
  /** Target action date (or decision date on outcomes), YYYY-MM-DD. */
  pdufa_date: null | string
  /** Previous target date on extensions. */
  prior_date: null | string
  /** approved or crl on outcome assertions. */
  outcome: null | string
  /** Verbatim sentence(s) of the filing asserting the fact. */
  quote: string
  confidence: Confidence
  authority: Authority
  date_confidence: DateConfidence
  /** Passed the grounding gate with an authority allowed to auto-publish. */
  publishable: boolean
  /** The filer's relation to the drug, a hint for entity resolution. */
  role: FilerRole
  /** Other names the filing gives the drug (brand, generic, code). */
  drug_aliases: Array<string>
  /** Why a candidate is not publishable, machine-readable (no_drug, hedged, prior, negated, lapsed, superseded, superseded_by_outcome, earlier_cycle, competitor, advanced, weak_phrase, year_unknown, implausible, ambiguous_date, ungrounded, indirect); null when publishable. */
  reason: null | string
  /** The date's year is not written next to it: inferred forward from the filing date (the first such month and day after it). */
  year_inferred: boolean
}

export const CompanyRelationValues = ['partner', 'licensee', 'licensor', 'collaborator', 'co_developer', 'royalty', 'joint_announcement'] as const
export type CompanyRelation = (typeof CompanyRelationValues)[number]

/** A company the filing names in a relationship frame with the filer or the drug: who the filer says it works with, and how. */
export interface NamedCompany {
  /** The company as the filing names it. */
  name: string
  /** The listing written after the name, when there is one. */
  ticker: null | string
  /** The frame that names it: partner, licensee, licensor, collaborator, co-developer, royalty payer or holder, or a release the two companies announce together ('X and Y today announced', 'jointly'). */
  relation: CompanyRelation
}

/** Everything one filing asserts about FDA decision cycles. Keyed by accession; a re-extraction of the same filing replaces the previous record (idempotent downstream). */
export interface ExtractedAssertions {
  accession: string
  /** Filer CIK, zero-padded to 10 digits. */
  cik: string
  company: null | string
  form: string
  /** YYYY-MM-DD. */
  filed_date: string
  /** EDGAR filing-index URL of the filing. */
  source_url: string
  /** Extractor name and version that produced these assertions. */
  extractor: string
  /** ISO-8601 UTC. */
  extracted_at: string
  assertions: Array<Assertion>
  /** Companies the filing names and how (partner, licensee, ...): the catalysts stage reads them as the filer vouching for those companies on the catalysts the filing discloses. Empty when none (and on records written before the field existed). */
  named_companies: Array<NamedCompany>
}

/** One FDA action on one application from the FDA's own record (Drugs@FDA submissions, CRL database). Keyed by application_number. */
export interface FdaDecision {
  /** NDA 123456 / BLA 761234. */
  application_number: string
  /** Submission type and number, e.g. ORIG-1, SUPPL-12. */
  submission: null | string
  sponsor_name: null | string
  brand_name: null | string
  generic_name: null | string
  /** YYYY-MM-DD. */
  action_date: string
  /** approved, crl, tentative_approval; open vocabulary. */
  outcome: string
  /** drugsfda, crl_database. */
  source: string
  imported_at: string
  /** Drugs@FDA submission_class_code (TYPE 1, EFFICACY, ...); null on CRLs. */
  submission_class: null | string
  /** PRIORITY or STANDARD when Drugs@FDA states it. */
  review_priority: null | string
  /** The FDA's own document: the action letter on Drugs@FDA, the CRL PDF on the CRL database. */
  source_url: null | string
  /** openFDA meta.last_updated of the page the record came from (YYYY-MM-DD). */
  record_updated: null | string
}

export interface FilingDocument {
  /** File name inside the filing folder. */
  name: string
  /** EDGAR document type: 8-K, 6-K, EX-99.1, ... */
  doc_type: string
  url: string
  /** Clean text: paragraphs separated by blank lines, table cells by tabs, entities decoded, original characters kept. */
  text: string
}

export const DiscoveryLaneValues = ['fts_hourly', 'fts_catchup', 'atom', 'backfill', 'daily_index'] as const
export type DiscoveryLane = (typeof DiscoveryLaneValues)[number]

/** One SEC 8-K/6-K filing (or amendment) that may disclose a PDUFA date, with the clean text of its primary document and EX-99 exhibits. Keyed by accession; re-discovery produces an identical record. */
export interface Filing {
  /** SEC accession number, dashed form 0001234567-26-000123. */
  accession: string
  /** Filer CIK, zero-padded to 10 digits (the first filer when several). */
  cik: string
  /** Every CIK on the filing, zero-padded. */
  ciks: Array<string>
  company: null | string
  /** 8-K, 8-K/A, 6-K or 6-K/A. */
  form: string
  /** Filing date, YYYY-MM-DD. */
  filed_date: string
  /** EDGAR acceptance time, ISO-8601 UTC with +00:00. */
  accepted_at: null | string
  /** EDGAR filing-index URL. */
  source_url: string
  documents: Array<FilingDocument>
  discovery_lane: DiscoveryLane
  /** The discovery phrase that matched, when known. */
  query_matched: null | string
  /** When the poller first saw the filing, ISO-8601 UTC. */
  discovered_at: string
  /** Null when every kept document is whole; otherwise what the fetch caps cut (which documents, at how many bytes), so a reader knows the text ends early. */
  truncation: null | string
}

export type LongKey = number

export const ReviewActionValues = ['approve', 'reject', 'correct', 'lock', 'unlock', 'merge', 'unmerge', 'relate'] as const
export type ReviewAction = (typeof ReviewActionValues)[number]

/** One operator action (relate: the queued extraction's filer is related to the catalyst; its reading applies as extracted, the record stays unlocked). Keyed by the catalyst id (or accession for approve/reject of an extraction). Replayed like any other input. */
export interface Review {
  /** Unique id of the action (UUID); replays of the same record are idempotent. */
  review_id: string
  action: ReviewAction
  catalyst_id: null | number
  /** merge: the id merged away (loser); unmerge: the id to restore. */
  other_catalyst_id: null | number
  /** approve/reject/relate: the filing whose extraction is reviewed. */
  accession: null | string
  assertion_index: null | number
  /** correct: the repaired date, YYYY-MM-DD. */
  new_date: null | string
  /** Who did it. */
  actor: string
  /** Why. */
  reason: string
  /** ISO-8601 UTC. */
  at: string
}

export type StringKey = string
