/**
 * The one source of truth for the HTTP shapes: every response body, every query and path parameter.
 * Handlers build values of these types, the request validator parses with them, and the OpenAPI
 * document (openapi.ts) is generated from them, so the docs cannot drift from what is served.
 *
 * Response objects are closed (`additionalProperties: false` in the generated JSON Schema) except
 * where the spec leaves a layout open ("not shown"): those are `z.looseObject`.
 *
 * The shapes are declared by section, each in its own module, and re-exported here so that every
 * importer reads one module: the sections are evaluated in the order of the exports below, which is
 * the order of `components.schemas` in the OpenAPI document (registry and envelope, the feed's
 * shapes, attestations, then service metadata and errors declared here; request parameters are not
 * components).
 */
import { z } from 'zod'
import { nonNegativeInt, timestamp } from '../../shared/wire-scalars.js'

export {
  type ComponentMeta,
  components,
  isoDate,
  timestamp,
  stageEnum,
  confidenceEnum,
  dateConfidenceEnum,
  authorityEnum,
  EnvelopeMeta,
  nullMeta,
} from './schema-registry.js'
export {
  Catalyst,
  Event,
  UpcomingResponse,
  EventsResponse,
  Coverage,
  CoverageResponse,
  AccuracyResponse,
} from './feed-schemas.js'
export {
  SignedOffchainAttestation,
  AttestationAnchor,
  AttestationVerification,
  AttestationResponse,
  FeedAccuracyFiguresSigned,
  FeedAccuracyAttestation,
  FeedAccuracyResponse,
  AttestationStatusSchema,
} from './attestation-schemas.js'
export {
  UpcomingQuery,
  EventsQuery,
  AccuracyQuery,
  CoverageQuery,
  AttestVerifyQuery,
  FeedIdPath,
  EmptyQuery,
  DocsAssetPath,
} from './request-schemas.js'
// Imported after the sections above, so that they are named first (the order of evaluation is the order of the
// module requests in this file).
import { named, envelope } from './schema-registry.js'
import { AttestationStatusSchema } from './attestation-schemas.js'

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
