/**
 * The shapes the catalysts stage keeps: rows of its ClickHouse tables (column for column) and the
 * in-memory record of one catalyst from which its served row is derived.
 */
import type {
  Assertion,
  AssertionKind,
  Authority,
  CatalystEvent,
  Confidence,
  DateConfidence,
  FilerRole,
} from '../../schemas/avro/types.js'

export const stages = ['set', 'extended', 'resolved', 'crl'] as const
export type Stage = (typeof stages)[number]

/** The event types this version emits; the stream's vocabulary is open (spec 6.2). */
export const knownEventTypes = [
  'new_date_assigned',
  'date_extension',
  'decision_outcome',
  'corrected',
  'retracted',
  'restored',
] as const
export type KnownEventType = (typeof knownEventTypes)[number]

/** Authorities allowed on the published feed, highest rank first. */
export const publishableAuthorities: readonly Authority[] = ['human_lock', 'llm_high', 'regex']

/**
 * A row of `events` (schemas/clickhouse/0300_catalysts.sql): the event as served and published
 * (the Avro CatalystEvent is the one source of its fields), with booleans stored as 0/1 and the
 * row's own bookkeeping. Dates YYYY-MM-DD, instants ISO with Z.
 */
export type EventRow = Omit<CatalystEvent, 'applied' | 'date_changed'> & {
  version: number
  deleted: 0 | 1
  /** The catalyst the event was first emitted on; differs from catalyst_id after a merge re-parented it. */
  origin_catalyst_id: number
  exposed_ciks: string[]
  applied: 0 | 1
  date_changed: 0 | 1
}

/** A row of `catalysts`: the served state of one catalyst. */
export interface CatalystRow {
  catalyst_id: number
  version: number
  drug_name: string | null
  drug_key: string
  company: string | null
  ticker: string | null
  tickers: string[]
  cik: string | null
  indication: string | null
  application_number: string | null
  pdufa_date: string | null
  stage: Stage
  confidence: string | null
  date_confidence: string | null
  authority: string | null
  source_quote: string | null
  source_accession: string | null
  source_url: string | null
  last_updated: string | null
  live: 0 | 1
  published: 0 | 1
  merged_into: number | null
  exposed_ciks: string[]
  human_locked: 0 | 1
}

/** What one assertion told us about a catalyst's identity: kept so a merge can be undone and identity re-derived. */
export interface Contribution {
  /** `${accession}#${assertion_index}`. */
  key: string
  accession: string
  cik: string
  company: string | null
  /** The filer's tickers as the issuer lookup knew them when the assertion was applied. */
  tickers: string[]
  role: FilerRole
  filedDate: string
  kind: AssertionKind
  drugName: string | null
  aliasKeys: string[]
  applicationNumber: string | null
  indication: string | null
  /** pdufa_date and prior_date the assertion stated. */
  dates: string[]
}

export interface CatalystRecord {
  id: number
  live: boolean
  mergedInto: number | null
  locked: boolean
  contributions: Contribution[]
  /** Non-deleted events currently parented here, ascending event_id. */
  timeline: EventRow[]
  /** The last row written (version, last_updated included); null before the first write. */
  row: CatalystRow | null
  /** Version of the last `catalyst_state` row written. */
  stateVersion: number
}

export type QueueStatus = 'pending' | 'approved' | 'rejected'
/** needs_review: authority or grounding does not allow auto-publishing; locked: the target catalyst is human-locked. */
export type QueueReason = 'needs_review' | 'locked'

/**
 * A row of `review_queue`: one extraction waiting for (or decided by) an operator. The extraction's
 * fields are the Avro Assertion's; the rest says where it came from and where it stands.
 */
export type QueueRow = Pick<
  Assertion,
  | 'kind'
  | 'drug_name'
  | 'drug_aliases'
  | 'indication'
  | 'application_number'
  | 'pdufa_date'
  | 'prior_date'
  | 'outcome'
  | 'quote'
  | 'confidence'
  | 'authority'
  | 'date_confidence'
  | 'role'
> & {
  accession: string
  assertion_index: number
  version: number
  status: QueueStatus
  reason: QueueReason
  /** Why the extractor held the assertion back (the Avro Assertion.reason): what the operator should check. */
  extraction_reason: string | null
  catalyst_id: number | null
  cik: string
  company: string | null
  tickers: string[]
  form: string
  filed_date: string
  source_url: string
  extracted_at: string
  reviewed_by: string | null
  review_note: string | null
  reviewed_at: string | null
}

/** A row of `catalyst_merges`: one merge, kept so it can be undone. */
export interface MergeRow {
  loser_catalyst_id: number
  survivor_catalyst_id: number
  version: number
  active: 0 | 1
  reason: string
  moved_event_ids: number[]
  deleted_event_ids: number[]
  moved_contribution_keys: string[]
  trigger: string
  at: string
}

/** A row of `assertion_filings`: one filing the extractor read, for coverage counts. */
export interface AssertionFilingRow {
  accession: string
  version: number
  cik: string
  company: string | null
  form: string
  filed_date: string
  actionable: 0 | 1
  assertions: number
  published_assertions: number
  extracted_at: string
}

/** A row of `processed_inputs`: an input already applied (idempotency under redelivery). */
export interface ProcessedRow {
  input_key: string
  seq: number
  kind: 'assertions' | 'review'
  result: 'applied' | 'rejected'
  note: string
  at: string
}

export interface CatalystStateRow {
  catalyst_id: number
  version: number
  contributions: string
}

export interface IssuerInfo {
  name: string | null
  tickers: string[]
}

/** Reads the issuer of a CIK (the `issuers` table once the poller creates it); null when unknown. */
export type LookupIssuer = (cik: string) => Promise<IssuerInfo | null>
