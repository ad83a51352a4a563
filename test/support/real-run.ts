/**
 * The file test/e2e/real-files-run.ts writes (one run of the whole service over the shared files' passages) as
 * test/e2e/check-real-run.ts and test/e2e/compare-real-runs.ts read it: declared once, so the writer and both readers
 * agree on it. Rows come from the store as JSON, so ClickHouse's UInt8 flags may read as numbers.
 */

/** The case a filing of the run was made from, by accession. */
export interface RealRunCase {
  case_id: string
  group: string | null
}

export interface RealRunEvent {
  event_id: number
  catalyst_id: number
  event_type: string
  new_date: string | null
  prior_date: string | null
  delta_days: number | null
  outcome: string | null
  applied: boolean | number
  accession: string
}

export interface RealRun {
  caseOf: Record<string, RealRunCase>
  /** The events served on /v1/events. */
  events: RealRunEvent[]
  /** Every stored event, history (`applied` false) included. */
  storedEvents: RealRunEvent[]
  catalysts: Array<{
    catalyst_id: number | string
    live: number | string
    pdufa_date: string | null
    stage: string
  }>
  queue: Array<{
    accession: string
    assertion_index?: number
    reason: string
    status: string
    /** The catalyst a held reading fits best (runs before s14 did not record it). */
    catalyst_id?: number | string | null
    drug_name?: string | null
  }>
}
