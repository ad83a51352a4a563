/**
 * The shapes the catalysts stage keeps: the in-memory record of one catalyst from which its served
 * row is derived, and the vocabularies its rows use. The rows themselves (column for column) are
 * declared with their tables in tables.ts and re-exported here.
 */
import type {
  AssertionKind,
  Authority,
  CompanyRelation,
  FilerRole,
} from '../../schemas/avro/types.js'
import type { CatalystRow, EventRow } from './tables.js'

/** The rows of the stage's tables are declared with the tables, in tables.ts. */
export type {
  AssertionFilingRow,
  CatalystRow,
  CatalystStateRow,
  EventRow,
  MergeRow,
  ProcessedRow,
  QueueRow,
} from './tables.js'

/** The vocabularies of the rows' columns are declared with the tables too. */
export { stages, type QueueReason, type QueueStatus, type Stage } from './tables.js'

/** Authorities allowed on the published feed, highest rank first. */
export const publishableAuthorities: readonly Authority[] = ['human_lock', 'llm_high', 'regex']

/** A company a filing names in a relationship frame (the extractor's NamedCompany). */
export interface NamedRef {
  name: string
  ticker: string | null
  relation: CompanyRelation
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
  /** Companies the filing names in relationship frames: the filer vouches for them (authority.ts). */
  named?: NamedRef[]
  /** Recorded only as history (its event has `applied` false): gives its filer no standing, ticker or exposure. */
  history?: boolean
  /** An operator accepted the filer's relation to the catalyst (`relate`): it counts as applied. */
  accepted?: boolean
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

export interface IssuerInfo {
  name: string | null
  tickers: string[]
}

/** Reads the issuer of a CIK (the `issuers` table once the poller creates it); null when unknown. */
export type LookupIssuer = (cik: string) => Promise<IssuerInfo | null>
