/**
 * The free samples (spec 4.5): static, fictional, byte-stable responses of the paid shapes.
 *
 * Choices:
 *   - Derived fields (`age_days`, `new_date_upcoming`, `days_to_date`) are computed by the same
 *     functions the paid routes use, against the fixed reference date 2026-08-01.
 *   - Ids sit above the real id space: event ids 9_000_000_001..9_000_000_005, catalyst ids
 *     9_000_000_101.. and 9_000_000_201..; never feed them to `since`.
 *   - Application numbers are in the 9999xx range (NDA 999901 ...).
 *   - Filing URLs keep the real EDGAR filing-index shape (so a client's URL parser is exercised)
 *     but point at CIK 0, which the SEC never assigns, and at accessions whose filer prefix is
 *     9999999999 (not an assigned filer id): they resolve to nothing. An `.invalid` host would
 *     also resolve to nothing but would break the documented URL shape.
 *   - Companies are marked "(fictional)"; tickers are SAMPLE-A... (the hyphen keeps them off any
 *     real listing). CIKs are "0000000000".
 *   - The `corrected` row carries a synthetic accession `CORRECTION-{event_id}` and a null URL.
 *   - `attestation_uid` is the uid the same rows would get if served (a function of their content);
 *     nothing signs the fictional rows, so /attest/verify answers 404 for these uids.
 */
import type { KnownEventType } from '../../../topology/event-types.js'
import { catalystAttestationUid } from '../../attest/subjects.js'
import { eventFromRow, withAge, type ServedEventRow } from './derive.js'
import type { Catalyst, EventsResponse, UpcomingResponse } from '../http/schemas.js'

export const SAMPLE_REFERENCE_DATE = '2026-08-01'

function edgar(accession: string): string {
  return `https://www.sec.gov/Archives/edgar/data/0/${accession.replace(/-/g, '')}/${accession}-index.htm`
}

const upcomingRows: Array<Omit<Catalyst, 'age_days' | 'attestation_uid'>> = [
  {
    catalyst_id: 9_000_000_101,
    drug_name: 'Exemplafenib',
    company: 'Example Therapeutics, Inc. (fictional)',
    ticker: 'SAMPLE-A',
    tickers: ['SAMPLE-A', 'SAMPLE-D'],
    cik: '0000000000',
    indication: 'Adults with relapsed example-cell lymphoma (fictional)',
    application_number: 'NDA 999901',
    pdufa_date: '2026-09-18',
    stage: 'set',
    confidence: 'high',
    date_confidence: 'confirmed',
    authority: 'llm_high',
    source_quote:
      'The FDA has accepted the New Drug Application for Exemplafenib and assigned a Prescription Drug User Fee Act (PDUFA) target action date of September 18, 2026.',
    source_accession: '9999999999-26-000101',
    source_url: edgar('9999999999-26-000101'),
    last_updated: '2026-07-14T12:30:00.000+00:00',
  },
  {
    catalyst_id: 9_000_000_102,
    drug_name: 'Samplimab',
    company: 'Sample Biologics Corp. (fictional)',
    ticker: 'SAMPLE-B',
    tickers: ['SAMPLE-B'],
    cik: '0000000000',
    indication: 'Moderate-to-severe example dermatitis (fictional)',
    application_number: 'BLA 999902',
    pdufa_date: '2026-11-20',
    stage: 'extended',
    confidence: 'high',
    date_confidence: 'confirmed',
    authority: 'human_lock',
    source_quote:
      'Following the submission of a major amendment, the FDA extended the PDUFA goal date for Samplimab by three months to November 20, 2026.',
    source_accession: '9999999999-26-000102',
    source_url: edgar('9999999999-26-000102'),
    last_updated: '2026-06-02T09:15:00.000+00:00',
  },
  {
    catalyst_id: 9_000_000_103,
    drug_name: 'EXM-301',
    company: 'Example Partner Pharma (fictional)',
    ticker: null,
    tickers: [],
    cik: null,
    indication: null,
    application_number: null,
    pdufa_date: '2027-03-31',
    stage: 'set',
    confidence: null,
    date_confidence: 'estimated',
    authority: 'regex',
    source_quote: 'Our partner expects a PDUFA date for EXM-301 of March 31, 2027.',
    source_accession: null,
    source_url: null,
    last_updated: null,
  },
]

function event(
  partial: Partial<ServedEventRow> &
    Pick<ServedEventRow, 'event_id' | 'catalyst_id' | 'detected_at' | 'filed_at' | 'accession'> & {
      /** A type of the table (topology/event-types.ts), so a renamed type fails to compile here. */
      event_type: KnownEventType
    },
): ServedEventRow {
  return {
    drug_name: null,
    company: null,
    ticker: null,
    tickers: [],
    indication: null,
    application_number: null,
    prior_date: null,
    new_date: null,
    delta_days: null,
    merged_into: null,
    outcome: null,
    confidence: null,
    date_confidence: null,
    authority: null,
    source_quote: null,
    applied: 1,
    date_changed: 0,
    source_url: null,
    ...partial,
  }
}

const fictinib = {
  catalyst_id: 9_000_000_201,
  drug_name: 'Fictinib',
  company: 'Fiction Oncology, Inc. (fictional)',
  ticker: 'SAMPLE-C',
  tickers: ['SAMPLE-C'],
  indication: 'Example-positive solid tumours (fictional)',
  application_number: 'NDA 999903',
  confidence: 'high',
  date_confidence: 'confirmed',
}

const eventRows: ServedEventRow[] = [
  event({
    ...fictinib,
    event_id: 9_000_000_001,
    event_type: 'new_date_assigned',
    new_date: '2026-03-27',
    authority: 'llm_high',
    source_quote:
      'The FDA has accepted the New Drug Application for Fictinib and assigned a PDUFA target action date of March 27, 2026.',
    detected_at: '2025-08-04T13:05:12.000Z',
    filed_at: '2025-08-04',
    date_changed: 1,
    accession: '9999999999-25-000201',
    source_url: edgar('9999999999-25-000201'),
  }),
  event({
    ...fictinib,
    event_id: 9_000_000_002,
    event_type: 'date_extension',
    prior_date: '2026-03-27',
    new_date: '2026-06-26',
    delta_days: 91,
    authority: 'human_lock',
    source_quote:
      'The FDA has extended the PDUFA target action date for Fictinib by three months to June 26, 2026 to review a major amendment.',
    detected_at: '2026-02-10T21:40:03.000Z',
    filed_at: '2026-02-10',
    date_changed: 1,
    accession: '9999999999-26-000202',
    source_url: edgar('9999999999-26-000202'),
  }),
  event({
    ...fictinib,
    event_id: 9_000_000_003,
    event_type: 'decision_outcome',
    outcome: 'crl',
    authority: 'llm_high',
    source_quote:
      'On June 26, 2026, the Company received a Complete Response Letter from the FDA regarding its New Drug Application for Fictinib.',
    detected_at: '2026-06-29T11:02:47.000Z',
    filed_at: '2026-06-29',
    accession: '9999999999-26-000203',
    source_url: edgar('9999999999-26-000203'),
  }),
  event({
    event_id: 9_000_000_004,
    catalyst_id: 9_000_000_202,
    event_type: 'corrected',
    drug_name: 'Demonstrastat',
    company: 'Demo Cardio Ltd. (fictional)',
    ticker: 'SAMPLE-E',
    tickers: ['SAMPLE-E'],
    indication: 'Example heart failure (fictional)',
    application_number: 'NDA 999904',
    prior_date: '2026-10-04',
    new_date: '2026-10-14',
    delta_days: 10,
    confidence: 'high',
    date_confidence: 'confirmed',
    authority: 'human_lock',
    source_quote: 'The PDUFA target action date for Demonstrastat is October 14, 2026.',
    detected_at: '2026-07-20T08:00:00.000Z',
    filed_at: '2026-07-02',
    date_changed: 1,
    accession: 'CORRECTION-9000000004',
    source_url: null,
  }),
  event({
    event_id: 9_000_000_005,
    catalyst_id: 9_000_000_203,
    event_type: 'retracted',
    merged_into: 9_000_000_202,
    source_quote:
      'Merged into catalyst_id 9000000202: re-point to 9000000202 and stop relying on 9000000203.',
    detected_at: '2026-07-21T15:30:00.000Z',
    filed_at: '2026-07-21',
    accession: '9999999999-26-000205',
  }),
]

export function upcomingSample(): UpcomingResponse {
  const data = upcomingRows.map((row) =>
    withAge({ ...row, attestation_uid: catalystAttestationUid(row) }, SAMPLE_REFERENCE_DATE),
  )
  return { data, meta: { total: data.length, limit: 200, next_since: null, has_more: null } }
}

export function eventsSample(): EventsResponse {
  const data = eventRows.map((row) => eventFromRow(row, SAMPLE_REFERENCE_DATE))
  return {
    data,
    meta: {
      total: data.length,
      limit: 100,
      next_since: data[data.length - 1]!.event_id,
      has_more: false,
    },
  }
}

let upcomingBody: string | null = null
let eventsBody: string | null = null

/** The serialized samples, built once per process; the bytes never change. */
export function sampleBodies(): { upcoming: string; events: string } {
  upcomingBody ??= JSON.stringify(upcomingSample())
  eventsBody ??= JSON.stringify(eventsSample())
  return { upcoming: upcomingBody, events: eventsBody }
}
