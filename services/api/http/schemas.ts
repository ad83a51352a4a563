/**
 * The one source of truth for the HTTP shapes: every response body, every query and path parameter.
 * Handlers build values of these types, the request validator parses with them, and the OpenAPI
 * document (openapi.ts) is generated from them, so the docs cannot drift from what is served.
 *
 * Response objects are closed (`additionalProperties: false` in the generated JSON Schema) except
 * where the spec leaves a layout open ("not shown"): those are `z.looseObject`.
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
  AccuracyDocument,
} from '../../accuracy/report.js'
import { knownEventTypes } from '../../../topology/event-types.js'
import { isoDate, nonNegativeInt, nullableString, timestamp } from '../../shared/wire-scalars.js'

export type ComponentMeta = { id: string; description?: string }
/** Named schemas that become `components.schemas` in the OpenAPI document. */
export const components = z.registry<ComponentMeta>()

function named<T extends z.ZodType>(id: string, schema: T, description?: string): T {
  components.add(schema, description ? { id, description } : { id })
  return schema
}

// ---------------------------------------------------------------------------------------------
// Scalars

/** ISO date YYYY-MM-DD, and the ISO-8601 UTC timestamp with the `+00:00` offset the spec serves. */
export { isoDate, timestamp }
const cik10 = z
  .string()
  .regex(/^\d{10}$/)
  .meta({ description: 'SEC CIK, zero-padded to 10 digits' })
/** An EAS attestation uid as served: 0x + 64 lower-case hex digits. */
const attestationUid = z
  .string()
  .regex(/^0x[0-9a-f]{64}$/)
  .meta({
    description: 'EAS off-chain attestation uid (0x + 64 lower-case hex)',
    examples: ['0x5f0c3d6a9e1b2c4d7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6'],
  })

export const stageEnum = z.enum(['set', 'extended', 'resolved', 'crl'])
export const confidenceEnum = z.enum(['high', 'medium', 'low'])
export const dateConfidenceEnum = z.enum(['confirmed', 'reported', 'estimated'])
export const authorityEnum = z.enum(['human_lock', 'llm_high', 'regex', 'llm_medium', 'llm_low'])

// ---------------------------------------------------------------------------------------------
// Envelope

export const EnvelopeMeta = named(
  'EnvelopeMeta',
  z.object({
    total: z
      .int()
      .nullable()
      .describe(
        'Number of rows in `data` on list routes; null on /v1/meta and single-object routes.',
      ),
    limit: z.int().nullable().describe('The effective `limit` of a list route.'),
    next_since: z.int().nullable().describe('Cursor for the next /v1/events call.'),
    has_more: z.boolean().nullable().describe('Whether a cursored drain has more pages right now.'),
  }),
  'The `meta` member of every {data, meta} envelope (spec 2.1).',
)
export type EnvelopeMeta = z.infer<typeof EnvelopeMeta>

export const nullMeta: EnvelopeMeta = { total: null, limit: null, next_since: null, has_more: null }

function envelope<T extends z.ZodType>(id: string, data: T, description?: string) {
  return named(id, z.object({ data, meta: EnvelopeMeta }), description)
}

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

// ---------------------------------------------------------------------------------------------
// Attestations (4.6): body fields not shown in the spec; these are the service's (services/attest).

const hex = (bytes: number) => z.string().regex(new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`))
const uint64Text = z.string().regex(/^\d+$/).describe('A 64-bit integer as a decimal string.')

export const SignedOffchainAttestation = named(
  'SignedOffchainAttestation',
  z.object({
    version: z.literal(2),
    uid: hex(32),
    domain: z.object({
      name: z.literal('EAS Attestation'),
      version: z.string(),
      chainId: uint64Text,
      verifyingContract: hex(20),
    }),
    primaryType: z.literal('Attest'),
    types: z.object({ Attest: z.array(z.object({ name: z.string(), type: z.string() })) }),
    message: z.object({
      version: z.literal(2),
      schema: hex(32),
      recipient: hex(20),
      time: uint64Text,
      expirationTime: uint64Text,
      revocable: z.boolean(),
      refUID: hex(32),
      data: z.string().regex(/^0x([0-9a-fA-F]{2})*$/),
      salt: hex(32),
    }),
    signature: z.object({ v: z.int(), r: hex(32), s: hex(32) }),
  }),
  'An Ethereum Attestation Service off-chain attestation, version 2, exactly as the EAS SDK signs it ' +
    '(Offchain.signOffchainAttestation), 64-bit integers as decimal strings: `Offchain.verifyOffchainAttestationSignature(signer, attestation)` verifies it unchanged.',
)

export const AttestationAnchor = named(
  'AttestationAnchor',
  z.object({
    status: z.enum(['anchored', 'pending']),
    root: hex(32)
      .nullable()
      .describe('Merkle root of the batch holding the uid; null until batched.'),
    proof: z
      .array(hex(32))
      .nullable()
      .describe(
        'OpenZeppelin StandardMerkleTree proof, leaf encoding ["bytes32"]: StandardMerkleTree.verify(root, ["bytes32"], [uid], proof).',
      ),
    chain_id: z.int().nullable(),
    contract: hex(20)
      .nullable()
      .describe('The EAS contract the root was timestamped through (timestamp / multiTimestamp).'),
    tx_hash: hex(32).nullable(),
    block_number: z.int().nullable(),
    timestamp: z
      .int()
      .nullable()
      .describe(
        "Unix seconds: the anchoring block's timestamp, which getTimestamp(root) on the EAS contract returns.",
      ),
  }),
  "Where the attestation's uid is anchored on chain; `pending` until its batch root is timestamped.",
)

export const AttestationVerification = named(
  'AttestationVerification',
  z.object({
    uid: hex(32),
    kind: z.enum(['event', 'catalyst', 'accuracy']),
    subject: z.string().describe('event:{event_id}, catalyst:{catalyst_id} or accuracy:{feed_id}.'),
    schema: z.string().describe('The EAS schema string that `attestation.message.data` encodes.'),
    attestation: SignedOffchainAttestation,
    fields: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .describe('The attested values, decoded from the data.'),
    signer: hex(20).describe(
      "The service's signer (also in /v1/meta and the README): compare with the address you pinned.",
    ),
    anchor: AttestationAnchor,
  }),
  'A signed attestation plus its anchor proof.',
)
export type AttestationVerification = z.infer<typeof AttestationVerification>

export const AttestationResponse = envelope('AttestationResponse', AttestationVerification)

export const FeedAccuracyFiguresSigned = named(
  'FeedAccuracyFiguresSigned',
  z.object({
    decisions_matched: nonNegativeInt,
    matched_crls: nonNegativeInt,
    median_delta_days: z.number().nullable(),
    within_7_days: z.number().min(0).max(1).nullable(),
    within_30_days: z.number().min(0).max(1).nullable(),
  }),
)

export const FeedAccuracyAttestation = named(
  'FeedAccuracyAttestation',
  z.object({
    feed_id: z.enum(['upcoming', 'events']),
    available: z
      .boolean()
      .describe('False while no accuracy report exists (then nothing is signed).'),
    generated_at: timestamp.nullable(),
    figures: FeedAccuracyFiguresSigned.nullable(),
    figures_source: z
      .string()
      .nullable()
      .describe('Where in the accuracy report (/v1/accuracy) the figures come from.'),
    report_hash: hex(32)
      .nullable()
      .describe(
        'keccak256 of the canonical JSON of {feed_id, generated_at, figures}: the attested `reportHash`.',
      ),
    attestation_uid: hex(32).nullable(),
    attestation: SignedOffchainAttestation.nullable(),
    signer: hex(20).nullable(),
    anchor: AttestationAnchor.nullable(),
  }),
  'The accuracy figures of one paid feed, signed as an EAS off-chain attestation (schema in /v1/meta `attestation.schemas.feed_accuracy`).',
)
export const FeedAccuracyResponse = envelope('FeedAccuracyResponse', FeedAccuracyAttestation)

export const AttestationStatusSchema = named(
  'AttestationStatus',
  z.object({
    signer: hex(20)
      .nullable()
      .describe(
        'The address that signs every attestation: pin it once. Null before the signer first started.',
      ),
    domain: z
      .object({
        name: z.string(),
        version: z.string(),
        chain_id: z.int(),
        verifying_contract: hex(20),
      })
      .nullable(),
    schemas: z.object({
      served_date: z.object({ uid: hex(32), definition: z.string() }),
      feed_accuracy: z.object({ uid: hex(32), definition: z.string() }),
    }),
    anchoring: z.object({
      enabled: z.boolean(),
      chain_id: z.int().nullable(),
      contract: hex(20).nullable(),
      unanchored: nonNegativeInt.describe(
        'Signed attestations whose batch root is not yet timestamped on chain.',
      ),
      oldest_unanchored_signed_at: timestamp.nullable(),
      lag_seconds: nonNegativeInt.describe(
        'Seconds since the oldest unanchored attestation was signed; 0 when none waits.',
      ),
      last_anchored_at: timestamp.nullable(),
      last_attempt_at: z.string().nullable(),
      last_error: z
        .string()
        .nullable()
        .describe(
          "The last pass's failure: the RPC's host and a reason code; null after a success.",
        ),
      failing_since: z
        .string()
        .nullable()
        .describe('The first failed pass since the last success; null while anchoring succeeds.'),
    }),
  }),
  'Beyond the spec: the attestation signer and the anchoring lag.',
)

// ---------------------------------------------------------------------------------------------
// Service metadata (2.6), banner, health

const UpstreamHealthSchema = z.object({
  status: z
    .enum(['ok', 'failing', 'unknown', 'not_configured'])
    .describe(
      'unknown: not reached yet since it was set up; not_configured: not used by this deployment.',
    ),
  failing_since: timestamp
    .nullable()
    .describe('The first failure of the current outage; null unless failing.'),
  reason: z
    .string()
    .nullable()
    .describe(
      "The provider's host and a reason code (e.g. `EDGAR efts.sec.gov: connection_refused`); null unless failing.",
    ),
})

export const ServiceMeta = named(
  'ServiceMeta',
  z.object({
    service: z.string(),
    description: z.string(),
    endpoints: z.record(z.string(), z.string()),
    contact: z.object({
      email: z.string(),
      report_a_wrong_date: z.string(),
      lost_a_paid_response: z.string(),
    }),
    feed: z.object({
      upcoming_total: nonNegativeInt
        .nullable()
        .describe('Null only when the store has not answered since the server started.'),
      next_7_days: nonNegativeInt.nullable(),
      next_30_days: nonNegativeInt.nullable(),
      last_updated: timestamp
        .nullable()
        .describe('When the served data last changed; null when never.'),
      last_polled: timestamp
        .nullable()
        .describe('When SEC EDGAR was last scanned; null when never.'),
    }),
    limits: z.object({ hard_limit: z.null(), recommended_max_rps: z.int(), note: z.string() }),
    freshness: z.string(),
    api: z.object({
      version: z.string(),
      commit: z.string(),
      changelog: z.string(),
      deprecation_policy: z.string(),
    }),
    disclaimer: z.string(),
    attestation: AttestationStatusSchema.nullable().describe(
      'Null only when the store has not answered since the server started.',
    ),
    upstreams: z
      .object({
        edgar: UpstreamHealthSchema,
        openfda: UpstreamHealthSchema,
        chain_rpc: UpstreamHealthSchema,
      })
      .describe(
        'Beyond the spec: which upstream is failing and since when (freshness says the same in words). ' +
          'An outage never fails a read route; it shows here.',
      ),
  }),
  'Service metadata (spec 2.6).',
)
export type ServiceMeta = z.infer<typeof ServiceMeta>
export const MetaResponse = envelope('MetaResponse', ServiceMeta)

export const Banner = named(
  'Banner',
  z.record(z.string(), z.string()),
  'Service banner: an object whose values are strings.',
)
export const Health = named(
  'Health',
  z.object({
    status: z.literal('ok'),
    database: z.literal('ok'),
    database_probe_age_ms: z
      .int()
      .min(0)
      .describe(
        'Milliseconds since the database answered the readiness probe this answer reports (probes are shared, at most one a second).',
      ),
  }),
)

// ---------------------------------------------------------------------------------------------
// Errors (7)

export const ProblemDetails = named(
  'ProblemDetails',
  z.looseObject({
    type: z.string(),
    title: z.string(),
    status: z.int(),
    detail: z.string(),
    instance: z.string(),
  }),
  'RFC 7807 problem details (application/problem+json).',
)
export type ProblemDetails = z.infer<typeof ProblemDetails>

export const ValidationIssue = named(
  'ValidationIssue',
  z.object({
    type: z
      .string()
      .describe(
        'Pydantic-style error type, e.g. int_parsing, less_than_equal, string_pattern_mismatch, missing.',
      ),
    loc: z.array(z.union([z.string(), z.int()])),
    msg: z.string(),
    input: z.unknown().optional(),
    ctx: z.record(z.string(), z.unknown()).optional(),
  }),
)
export type ValidationIssue = z.infer<typeof ValidationIssue>
export const ValidationErrorBody = named(
  'ValidationError',
  z.object({ detail: z.array(ValidationIssue) }),
  'FastAPI-style validation failure (422).',
)

export const PaymentRequired = named(
  'PaymentRequired',
  z.looseObject({
    accepts: z.array(z.looseObject({ amount: z.string() })).optional(),
    error: z.string().optional(),
  }),
  'x402 challenge (with `accepts`) or a payment failure without `accepts`; branch on `accepts`.',
)

// ---------------------------------------------------------------------------------------------
// Request parameters (4, 8). Values arrive as strings; validation.ts parses them by the base type
// of each schema (integer, boolean, string) before these schemas check bounds.

const pagedTicker = z
  .string()
  .min(1)
  .max(12)
  .regex(/^\S+$/)
  .describe(
    'Case-insensitive ticker; matches records filed by its issuer (CIK) or listing it in `tickers`.',
  )

export const UpcomingQuery = z.object({
  within_days: z
    .int()
    .min(1)
    .max(365)
    .default(365)
    .describe('Forward window in days from today (UTC).'),
  limit: z.int().min(1).max(500).default(200).describe('Maximum catalysts.'),
  ticker: pagedTicker.optional(),
})
export type UpcomingQuery = z.infer<typeof UpcomingQuery>

export const EventsQuery = z.object({
  since: z
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .describe(
      'Only events with event_id greater than this; the page is then ascending. Without it, the newest events come first.',
    ),
  limit: z
    .int()
    .min(1)
    .max(500)
    .default(100)
    .describe('Maximum events (counted after the ticker filter).'),
  ticker: pagedTicker.optional(),
})
export type EventsQuery = z.infer<typeof EventsQuery>

export const AccuracyQuery = z.object({
  summary: z.boolean().default(false).describe('Scalars-and-counts view (JSON only).'),
})
export type AccuracyQuery = z.infer<typeof AccuracyQuery>

export const CoverageQuery = z.object({
  ticker: z
    .string()
    .min(1)
    .max(12)
    .optional()
    .describe('Case-insensitive ticker. Exactly one of ticker and cik.'),
  cik: z
    .string()
    .min(1)
    .max(10)
    .regex(/^\d+$/)
    .optional()
    .describe(
      'SEC CIK, digits only, with or without leading zeros. Exactly one of ticker and cik.',
    ),
})
export type CoverageQuery = z.infer<typeof CoverageQuery>

export const AttestVerifyQuery = z.object({
  uid: z
    .string()
    .regex(/^(0[xX])?[0-9a-fA-F]{64}$/)
    .describe(
      'Attestation uid: 0x + 64 hex digits; upper-case and prefix-less forms are accepted.',
    ),
})
export type AttestVerifyQuery = z.infer<typeof AttestVerifyQuery>

export const FeedIdPath = z.object({
  feed_id: z
    .string()
    .min(1)
    .max(66)
    .regex(/^[A-Za-z0-9_.:-]+$/)
    .describe('Feed identifier.'),
})
export type FeedIdPath = z.infer<typeof FeedIdPath>

export const EmptyQuery = z.object({})

export const DocsAssetPath = z.object({
  file: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9._-]+$/),
})
