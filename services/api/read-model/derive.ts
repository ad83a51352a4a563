/**
 * Request-time derived fields and the mapping from stored rows to served shapes. Pure functions:
 * the request date comes from the injected Clock (or the samples' fixed reference date).
 *
 * - `age_days`: whole UTC calendar days from the date of `last_updated` to the request date
 *   (never negative); null without `last_updated`.
 * - `days_to_date`: days from the request date to `new_date`, negative when past; null without it.
 * - `new_date_upcoming`: `new_date` is today or later (a decision due today has not been missed).
 */
import { daysBetween, isoUtc } from '../../shared/clock.js'
import type { Catalyst, Event } from '../http/schemas.js'
import { selectList } from '../../shared/store/columns.js'
import {
  catalystsTable,
  eventsTable,
  type CatalystRow,
  type EventRow,
} from '../../catalysts/tables.js'
import { catalystAttestationUid, eventAttestationUid } from '../../attest/subjects.js'

export function ageDays(lastUpdated: string | null, today: string): number | null {
  if (!lastUpdated) return null
  return Math.max(0, daysBetween(lastUpdated.slice(0, 10), today))
}

export function daysToDate(date: string | null, today: string): number | null {
  return date ? daysBetween(today, date) : null
}

export function isUpcoming(date: string | null, today: string): boolean {
  return date !== null && date >= today
}

/** A ClickHouse DateTime64 as served: ISO-8601 UTC with +00:00. */
export function toTimestamp(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null
  const at = new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value.replace(' ', 'T')}Z`)
  return Number.isNaN(at.getTime()) ? null : isoUtc(at)
}

/** Zero-pads a CIK to 10 digits, as the spec serves and compares them. */
export function padCik(cik: string): string {
  return cik
    .trim()
    .replace(/^0+(?=\d)/, '')
    .padStart(10, '0')
}

/** The columns of a `catalysts` row the API serves (services/catalysts/tables.ts). */
const servedCatalystNames = [
  'catalyst_id',
  'drug_name',
  'company',
  'ticker',
  'tickers',
  'cik',
  'indication',
  'application_number',
  'pdufa_date',
  'stage',
  'confidence',
  'date_confidence',
  'authority',
  'source_quote',
  'source_accession',
  'source_url',
  'last_updated',
  'exposed_ciks',
] as const
/** The served projection of a `catalysts` row: what the snapshot reads. */
export type ServedCatalystRow = Pick<CatalystRow, (typeof servedCatalystNames)[number]>
export const catalystColumns = selectList(catalystsTable, servedCatalystNames)

/** A served catalyst without its request-time field. */
export function catalystFromRow(row: ServedCatalystRow): Omit<Catalyst, 'age_days'> {
  return {
    catalyst_id: Number(row.catalyst_id),
    drug_name: row.drug_name,
    company: row.company,
    ticker: row.ticker,
    tickers: row.tickers,
    cik: row.cik ? padCik(row.cik) : null,
    indication: row.indication,
    application_number: row.application_number,
    pdufa_date: row.pdufa_date,
    stage: row.stage as Catalyst['stage'],
    confidence: row.confidence as Catalyst['confidence'],
    date_confidence: row.date_confidence as Catalyst['date_confidence'],
    authority: row.authority as Catalyst['authority'],
    source_quote: row.source_quote,
    source_accession: row.source_accession,
    source_url: row.source_url,
    last_updated: toTimestamp(row.last_updated),
    attestation_uid: catalystAttestationUid(row),
  }
}

/** Adds `age_days` in the spec's field order. */
export function withAge(catalyst: Omit<Catalyst, 'age_days'>, today: string): Catalyst {
  return { ...catalyst, age_days: ageDays(catalyst.last_updated, today) }
}

/** The columns of an `events` row the API serves: the Avro CatalystEvent's fields but `cik`. */
export const servedEventNames = [
  'event_id',
  'catalyst_id',
  'event_type',
  'drug_name',
  'company',
  'ticker',
  'tickers',
  'indication',
  'application_number',
  'prior_date',
  'new_date',
  'delta_days',
  'merged_into',
  'outcome',
  'confidence',
  'date_confidence',
  'authority',
  'source_quote',
  'detected_at',
  'filed_at',
  'applied',
  'date_changed',
  'accession',
  'source_url',
] as const
/** The served projection of an `events` row, as `eventColumns` selects it. */
export type ServedEventRow = Pick<EventRow, (typeof servedEventNames)[number]>
export const eventColumns = selectList(eventsTable, servedEventNames)

/**
 * The served `attestation_uid`: the one the catalysts stage stored with the row (computed when it
 * wrote it, services/attest/batch-hook.ts), else, on a row written before
 * the column existed or read without it, computed from the row now. Both are the same function
 * of the row's attested fields.
 */
function attestationUidOf(
  row: ServedEventRow & { attestation_uid?: string },
): Event['attestation_uid'] {
  const stored = row.attestation_uid
  if (stored) return stored as Event['attestation_uid']
  return eventAttestationUid(row)
}

/** A served event; `row.attestation_uid`, when read with it, spares the hash (see attestationUidOf). */
export function eventFromRow(
  row: ServedEventRow & { attestation_uid?: string },
  today: string,
): Event {
  const newDate = row.new_date
  return {
    event_id: Number(row.event_id),
    catalyst_id: Number(row.catalyst_id),
    event_type: row.event_type,
    drug_name: row.drug_name,
    company: row.company,
    ticker: row.ticker,
    tickers: row.tickers,
    indication: row.indication,
    application_number: row.application_number,
    prior_date: row.prior_date,
    new_date: newDate,
    new_date_upcoming: isUpcoming(newDate, today),
    days_to_date: daysToDate(newDate, today),
    delta_days: row.delta_days === null ? null : Number(row.delta_days),
    merged_into: row.merged_into === null ? null : Number(row.merged_into),
    outcome: row.outcome,
    confidence: row.confidence as Event['confidence'],
    date_confidence: row.date_confidence as Event['date_confidence'],
    authority: row.authority as Event['authority'],
    source_quote: row.source_quote,
    detected_at: toTimestamp(row.detected_at) ?? row.detected_at,
    filed_at: row.filed_at,
    applied: Boolean(Number(row.applied)),
    date_changed: Boolean(Number(row.date_changed)),
    accession: row.accession,
    source_url: row.source_url,
    attestation_uid: attestationUidOf(row),
  }
}

/**
 * Whether the latest row of an event is served on /v1/events: not deleted, and not history. An
 * event recorded with `applied` false (an older date read after the state moved on, a date after
 * the cycle was decided, older news a merge found on the survivor) changed nothing served, and a
 * client replaying by spec section 3 applies every date it is given: served, it would move the
 * client's date backwards. Both the event index and the store path (store-reads.ts) read it here.
 */
export function isServed(row: { deleted: number | boolean; applied: number | boolean }): boolean {
  return !Number(row.deleted) && Number(row.applied) !== 0
}
