/**
 * What is attested about a served row, as a pure function of the row: the catalysts stage signs the
 * rows it writes with it, and the API derives the `attestation_uid` it serves with it, so both name
 * the same attestation by construction.
 *
 * - An event with a `new_date` (new_date_assigned, date_extension, corrected, restored, an unknown
 *   type with a date) is attested as itself: subject `event:{event_id}`, time = `detected_at`.
 *   A merge that re-parents the event changes its catalyst id and so its uid (the re-parented row is
 *   signed in the batch that writes it). An event without a date has no attestation (uid null).
 * - A catalyst with a `pdufa_date` is attested as its current served state: subject
 *   `catalyst:{catalyst_id}`, event id 0, event type `catalyst_state`, time = `last_updated`.
 *
 * The `stage` of an event attestation is the stage the event sets (set, extended, crl, resolved);
 * "" for a type that leaves the stage as it was (corrected, restored, unknown types).
 */
import type { Hex } from 'viem'
import type { CatalystRow, EventRow } from '../catalysts/tables.js'
import { eventTypeRule } from '../../topology/event-types.js'
import {
  attestMessage,
  encodeServedDate,
  encodeServedDateBytes,
  offchainUid,
  quoteHash,
  servedDateSchema,
  uidOfData,
  type AttestMessage,
  type AttestSchema,
  type ServedDateFields,
} from './schema.js'

/** The `events` columns an attestation reads (services/catalysts/tables.ts). */
export const attestableEventNames = [
  'event_id',
  'catalyst_id',
  'event_type',
  'drug_name',
  'application_number',
  'new_date',
  'outcome',
  'source_quote',
  'accession',
  'detected_at',
] as const
/** The part of an event row an attestation reads (the catalysts stage's row and the API's both have it). */
export type AttestableEvent = Pick<EventRow, (typeof attestableEventNames)[number]>

/** The `catalysts` columns an attestation reads. */
export const attestableCatalystNames = [
  'catalyst_id',
  'drug_name',
  'application_number',
  'pdufa_date',
  'stage',
  'source_quote',
  'source_accession',
  'last_updated',
] as const
/** The part of a catalyst row an attestation reads (`stage` as text: a stored row may hold any). */
export type AttestableCatalyst = Omit<
  Pick<CatalystRow, (typeof attestableCatalystNames)[number]>,
  'stage'
> & { stage: string }

export interface AttestationSubject {
  kind: 'event' | 'catalyst' | 'accuracy'
  /** `event:{id}`, `catalyst:{id}` or `accuracy:{feed_id}`: also enters the salt. */
  subject: string
  schema: AttestSchema
  message: AttestMessage
  uid: Hex
  /** The attested field values, for showing beside the attestation. */
  fields: Record<string, string | number>
}

export function eventStage(eventType: string, outcome: string | null): string {
  const rule = eventTypeRule(eventType)
  if (rule.resolves) return outcome === 'crl' ? 'crl' : outcome ? 'resolved' : ''
  return rule.stage ?? ''
}

/** Seconds since the epoch of a stored instant (ISO with Z or an offset, or ClickHouse's "YYYY-MM-DD hh:mm:ss.sss" in UTC). */
export function epochSeconds(value: string | null): number {
  if (!value) return 0
  const text = /[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value.replace(' ', 'T')}Z`
  const ms = Date.parse(text)
  return Number.isNaN(ms) ? 0 : Math.floor(ms / 1000)
}

export function subjectOf(
  kind: AttestationSubject['kind'],
  subject: string,
  schema: AttestSchema,
  data: Hex,
  time: number,
  fields: Record<string, string | number>,
): AttestationSubject {
  const message = attestMessage(schema, subject, data, time)
  return { kind, subject, schema, message, uid: offchainUid(message), fields }
}

function servedDate(
  kind: 'event' | 'catalyst',
  subject: string,
  fields: ServedDateFields,
  time: number,
): AttestationSubject {
  return subjectOf(kind, subject, servedDateSchema, encodeServedDate(fields), time, { ...fields })
}

type ServedDateParts = { subject: string; fields: ServedDateFields; time: number }

function eventParts(e: AttestableEvent): ServedDateParts | null {
  if (e.new_date === null || e.new_date === '') return null
  return {
    subject: `event:${Number(e.event_id)}`,
    time: epochSeconds(e.detected_at),
    fields: {
      catalystId: Number(e.catalyst_id),
      eventId: Number(e.event_id),
      eventType: e.event_type,
      drugName: e.drug_name ?? '',
      applicationNumber: e.application_number ?? '',
      date: e.new_date,
      stage: eventStage(e.event_type, e.outcome),
      sourceAccession: e.accession,
      sourceQuoteHash: quoteHash(e.source_quote),
    },
  }
}

function catalystParts(c: AttestableCatalyst): ServedDateParts | null {
  if (c.pdufa_date === null || c.pdufa_date === '') return null
  return {
    subject: `catalyst:${Number(c.catalyst_id)}`,
    time: epochSeconds(c.last_updated),
    fields: {
      catalystId: Number(c.catalyst_id),
      eventId: 0,
      eventType: 'catalyst_state',
      drugName: c.drug_name ?? '',
      applicationNumber: c.application_number ?? '',
      date: c.pdufa_date,
      stage: c.stage,
      sourceAccession: c.source_accession ?? '',
      sourceQuoteHash: quoteHash(c.source_quote),
    },
  }
}

/** The attestation of a date-bearing event, or null for an event without a date. */
export function eventSubject(e: AttestableEvent): AttestationSubject | null {
  const p = eventParts(e)
  return p && servedDate('event', p.subject, p.fields, p.time)
}

/** The attestation of a catalyst's served state, or null while it has no date. */
export function catalystSubject(c: AttestableCatalyst): AttestationSubject | null {
  const p = catalystParts(c)
  return p && servedDate('catalyst', p.subject, p.fields, p.time)
}

const uidOf = (p: ServedDateParts | null): Hex | null =>
  p && uidOfData(servedDateSchema, p.subject, encodeServedDateBytes(p.fields), p.time)

/** The uid of eventSubject(e) without building the message: what the API serves as `attestation_uid`. */
export function eventAttestationUid(e: AttestableEvent): Hex | null {
  return uidOf(eventParts(e))
}

/** The uid of catalystSubject(c), likewise. */
export function catalystAttestationUid(c: AttestableCatalyst): Hex | null {
  return uidOf(catalystParts(c))
}
