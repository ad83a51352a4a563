/**
 * The feed's response shapes: Catalyst (spec 2.2), Event (2.3), Coverage (2.4) and the accuracy report (2.5, the
 * accuracy stage's shapes named here). Part of the HTTP contract; import it from schemas.ts.
 */
import { z } from 'zod'
import {
  Receipt,
  AccuracyDateStats,
  AccuracyCoverage,
  AccuracyWindows,
  AdditionalRejectionItem,
  AdditionalRejections,
  AdditionalRejectionsSummary,
  PaidEndpoint,
  AccuracyErrorSplit,
  AccuracyFeedFigures,
  AccuracyFull,
  AccuracySummary,
  AccuracyUnavailable,
} from '../../accuracy/report.js'
import { knownEventTypes } from '../../../topology/event-types.js'
import { isoDate, nonNegativeInt, nullableString, timestamp } from '../../shared/wire-scalars.js'
import {
  attestationUid,
  authorityEnum,
  cik10,
  confidenceEnum,
  dateConfidenceEnum,
  envelope,
  named,
  stageEnum,
} from './schema-registry.js'

// ---------------------------------------------------------------------------------------------
// Catalyst (2.2) and Event (2.3)

export const Catalyst = named(
  'Catalyst',
  z.object({
    catalyst_id: z.int().min(0),
    drug_name: nullableString,
    company: nullableString,
    ticker: nullableString,
    tickers: z.array(z.string()),
    cik: cik10.nullable(),
    indication: nullableString,
    application_number: nullableString,
    pdufa_date: isoDate.nullable(),
    stage: stageEnum,
    confidence: confidenceEnum.nullable(),
    date_confidence: dateConfidenceEnum.nullable(),
    authority: authorityEnum.nullable(),
    source_quote: nullableString,
    source_accession: nullableString,
    source_url: z.string().nullable(),
    last_updated: timestamp.nullable(),
    attestation_uid: attestationUid
      .nullable()
      .describe(
        "Uid of the signed attestation of this row's served state (its date, stage, drug, application number, source accession and quote hash); look it up at /attest/verify?uid=. Null only without a date.",
      ),
    age_days: z
      .int()
      .min(0)
      .nullable()
      .describe('Whole UTC calendar days from the date of `last_updated` to the request date.'),
  }),
  'One FDA decision cycle (spec 2.2).',
)
export type Catalyst = z.infer<typeof Catalyst>

export const Event = named(
  'Event',
  z.object({
    event_id: z.int().min(0),
    catalyst_id: z.int().min(0),
    event_type: z
      .string()
      .describe(`${knownEventTypes.join(', ')}; clients must tolerate unknown types.`),
    drug_name: nullableString,
    company: nullableString,
    ticker: nullableString,
    tickers: z.array(z.string()),
    indication: nullableString,
    application_number: nullableString,
    prior_date: isoDate.nullable(),
    new_date: isoDate.nullable(),
    new_date_upcoming: z
      .boolean()
      .describe(
        'True when `new_date` is today or later (UTC) at request time; false when `new_date` is null.',
      ),
    days_to_date: z
      .int()
      .nullable()
      .describe(
        'Days from the request date to `new_date` (negative when past); null when `new_date` is null.',
      ),
    delta_days: z.int().nullable(),
    merged_into: z.int().min(0).nullable(),
    outcome: nullableString,
    confidence: confidenceEnum.nullable(),
    date_confidence: dateConfidenceEnum.nullable(),
    authority: authorityEnum.nullable(),
    source_quote: nullableString,
    detected_at: timestamp,
    filed_at: isoDate,
    applied: z.boolean(),
    date_changed: z.boolean(),
    accession: z.string(),
    source_url: z.string().nullable(),
    attestation_uid: attestationUid
      .nullable()
      .describe(
        'Uid of the signed attestation of this event (its date, type, catalyst, drug, application number, accession and quote hash); look it up at /attest/verify?uid=. Null on events without a date (decision_outcome, retracted).',
      ),
  }),
  'One change event (spec 2.3).',
)
export type Event = z.infer<typeof Event>

export const UpcomingResponse = envelope('UpcomingResponse', z.array(Catalyst))
export type UpcomingResponse = z.infer<typeof UpcomingResponse>
export const EventsResponse = envelope('EventsResponse', z.array(Event))
export type EventsResponse = z.infer<typeof EventsResponse>

// ---------------------------------------------------------------------------------------------
// Coverage (2.4)

export const Coverage = named(
  'Coverage',
  z.object({
    ticker: nullableString,
    cik: cik10,
    company: nullableString,
    observable: z.boolean(),
    pdufa_filings_seen: nonNegativeInt,
    actionable_filings_seen: nonNegativeInt,
    first_seen: isoDate.nullable(),
    last_seen: isoDate.nullable(),
    catalysts_tracked: nonNegativeInt,
    upcoming_on_feed: nonNegativeInt,
    window: z.object({ corpus_start: isoDate.nullable(), as_of: isoDate }),
    note: z.string(),
  }),
  'Per-filer coverage counts (spec 2.4).',
)
export type Coverage = z.infer<typeof Coverage>
export const CoverageResponse = envelope('CoverageResponse', Coverage)

// ---------------------------------------------------------------------------------------------
// Accuracy (2.5): the report's shapes are the accuracy stage's (services/accuracy/report.ts),
// named here, in this order, as components of the OpenAPI document.

named('Receipt', Receipt, 'A scored decision (spec 2.5).')
named('AccuracyDateStats', AccuracyDateStats)
named('AccuracyCoverage', AccuracyCoverage)
named('AccuracyWindows', AccuracyWindows)
named('AdditionalRejectionItem', AdditionalRejectionItem)
named('AdditionalRejections', AdditionalRejections)
named('AdditionalRejectionsSummary', AdditionalRejectionsSummary)
named('PaidEndpoint', PaidEndpoint)
named(
  'AccuracyErrorSplit',
  AccuracyErrorSplit,
  'Beyond the spec: decisions where the FDA acted early on a date the feed had right, against those where the date was wrong or late.',
)
named('AccuracyFeedFigures', AccuracyFeedFigures)
named('AccuracyFull', AccuracyFull, 'The full accuracy document (available, no `summary` key).')
named(
  'AccuracySummary',
  AccuracySummary,
  'The `?summary=1` view: lists named `items` become `items_rows` counts at any depth; `track_record` and `unlisted_scored_decisions` become `*_rows` counts.',
)
named('AccuracyUnavailable', AccuracyUnavailable, 'No accuracy report exists yet.')

export const AccuracyResponse = envelope(
  'AccuracyResponse',
  z.union([AccuracyFull, AccuracySummary, AccuracyUnavailable]),
  'Branch on `data.available` first, then on `data.summary`.',
)
