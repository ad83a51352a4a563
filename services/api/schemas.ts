/**
 * The one source of truth for the HTTP shapes: every response body, every query and path parameter.
 * Handlers build values of these types, the request validator parses with them, and the OpenAPI
 * document (openapi.ts) is generated from them, so the docs cannot drift from what is served.
 *
 * Response objects are closed (`additionalProperties: false` in the generated JSON Schema) except
 * where the spec leaves a layout open ("not shown"): those are `z.looseObject`.
 */
import { z } from 'zod'

export type ComponentMeta = { id: string; description?: string }
/** Named schemas that become `components.schemas` in the OpenAPI document. */
export const components = z.registry<ComponentMeta>()

function named<T extends z.ZodType>(id: string, schema: T, description?: string): T {
  components.add(schema, description ? { id, description } : { id })
  return schema
}

// ---------------------------------------------------------------------------------------------
// Scalars

/** ISO date YYYY-MM-DD. */
export const isoDate = z.iso.date()
/** ISO-8601 UTC timestamp with the explicit `+00:00` offset the spec serves. */
export const timestamp = z.string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?\+00:00$/)
  .meta({ description: 'ISO-8601 UTC timestamp with an explicit +00:00 offset', examples: ['2026-07-20T14:05:00.000+00:00'] })
const cik10 = z.string().regex(/^\d{10}$/).meta({ description: 'SEC CIK, zero-padded to 10 digits' })
const nullableString = z.string().nullable()
const nonNegativeInt = z.int().min(0)

export const stageEnum = z.enum(['set', 'extended', 'resolved', 'crl'])
export const confidenceEnum = z.enum(['high', 'medium', 'low'])
export const dateConfidenceEnum = z.enum(['confirmed', 'reported', 'estimated'])
export const authorityEnum = z.enum(['human_lock', 'llm_high', 'regex', 'llm_medium', 'llm_low'])

// ---------------------------------------------------------------------------------------------
// Envelope

export const EnvelopeMeta = named('EnvelopeMeta', z.object({
  total: z.int().nullable().describe('Number of rows in `data` on list routes; null on /v1/meta and single-object routes.'),
  limit: z.int().nullable().describe('The effective `limit` of a list route.'),
  next_since: z.int().nullable().describe('Cursor for the next /v1/events call.'),
  has_more: z.boolean().nullable().describe('Whether a cursored drain has more pages right now.'),
}), 'The `meta` member of every {data, meta} envelope (spec 2.1).')
export type EnvelopeMeta = z.infer<typeof EnvelopeMeta>

export const nullMeta: EnvelopeMeta = { total: null, limit: null, next_since: null, has_more: null }

function envelope<T extends z.ZodType>(id: string, data: T, description?: string) {
  return named(id, z.object({ data, meta: EnvelopeMeta }), description)
}

// ---------------------------------------------------------------------------------------------
// Catalyst (2.2) and Event (2.3)

export const Catalyst = named('Catalyst', z.object({
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
  age_days: z.int().min(0).nullable().describe('Whole UTC calendar days from the date of `last_updated` to the request date.'),
}), 'One FDA decision cycle (spec 2.2).')
export type Catalyst = z.infer<typeof Catalyst>

export const Event = named('Event', z.object({
  event_id: z.int().min(0),
  catalyst_id: z.int().min(0),
  event_type: z.string().describe('new_date_assigned, date_extension, decision_outcome, corrected, retracted, restored; clients must tolerate unknown types.'),
  drug_name: nullableString,
  company: nullableString,
  ticker: nullableString,
  tickers: z.array(z.string()),
  indication: nullableString,
  application_number: nullableString,
  prior_date: isoDate.nullable(),
  new_date: isoDate.nullable(),
  new_date_upcoming: z.boolean().describe('True when `new_date` is today or later (UTC) at request time; false when `new_date` is null.'),
  days_to_date: z.int().nullable().describe('Days from the request date to `new_date` (negative when past); null when `new_date` is null.'),
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
}), 'One change event (spec 2.3).')
export type Event = z.infer<typeof Event>

export const UpcomingResponse = envelope('UpcomingResponse', z.array(Catalyst))
export type UpcomingResponse = z.infer<typeof UpcomingResponse>
export const EventsResponse = envelope('EventsResponse', z.array(Event))
export type EventsResponse = z.infer<typeof EventsResponse>

// ---------------------------------------------------------------------------------------------
// Coverage (2.4)

export const Coverage = named('Coverage', z.object({
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
}), 'Per-filer coverage counts (spec 2.4).')
export type Coverage = z.infer<typeof Coverage>
export const CoverageResponse = envelope('CoverageResponse', Coverage)

// ---------------------------------------------------------------------------------------------
// Accuracy (2.5)

export const Receipt = named('Receipt', z.object({
  sponsor: nullableString,
  ticker: nullableString,
  drug_name: nullableString,
  application_number: nullableString,
  predicted_date: isoDate.nullable(),
  actual_date: isoDate.nullable(),
  error_days: z.int().nullable(),
  outcome: z.string(),
  had_prior_crl: z.boolean(),
  source: z.string(),
  match_tier: nullableString,
  operator_approved: z.boolean(),
  filing_url: nullableString,
}), 'A scored decision (spec 2.5).')
export type Receipt = z.infer<typeof Receipt>

export const AccuracyDateStats = named('AccuracyDateStats', z.object({
  decisions_matched: nonNegativeInt,
  matched_approvals: nonNegativeInt,
  matched_crls: nonNegativeInt,
  median_delta_days: z.number().nullable(),
  within_7_days: z.number().min(0).max(1).nullable(),
  within_30_days: z.number().min(0).max(1).nullable(),
}))

const fraction = z.number().min(0).max(1)
const nullableInt = z.int().nullable()

export const AccuracyCoverage = named('AccuracyCoverage', z.object({
  predictions_total: nonNegativeInt,
  baseline_decisions_matched: nonNegativeInt,
  implausible_dropped: nonNegativeInt,
  unmatched: nonNegativeInt,
  matched_note: z.string(),
  addressable_caught: nullableInt.optional(),
  decisions_addressable: nullableInt.optional(),
  decisions_addressable_note: z.string(),
  recall_addressable: fraction.nullable().optional(),
  decisions_total: nullableInt.optional(),
  decisions_caught: nullableInt.optional(),
  recall_floor: fraction.nullable().optional(),
  sponsor_method_counts: z.object({
    cik: nullableInt, name_exact: nullableInt, name_fuzzy: nullableInt, none: nullableInt,
  }).nullable().optional(),
  recall_floor_note: z.string(),
  crl_decisions: nonNegativeInt,
  rejections: z.object({
    addressable: nullableInt, caught: nullableInt, recall: fraction.nullable(), note: z.string(),
  }),
}))

export const AccuracyWindows = named('AccuracyWindows', z.object({
  filing: z.tuple([isoDate, isoDate]),
  action: z.tuple([isoDate, isoDate]),
}))

export const AdditionalRejectionItem = named('AdditionalRejectionItem', z.object({
  drug_name: nullableString,
  company: nullableString,
  ticker: nullableString,
  disclosed: isoDate.nullable(),
  source_quote: nullableString,
  filing_url: nullableString,
}))

export const AdditionalRejections = named('AdditionalRejections', z.object({
  count: nonNegativeInt,
  note: z.string(),
  items: z.array(AdditionalRejectionItem),
}))

export const AdditionalRejectionsSummary = named('AdditionalRejectionsSummary', z.object({
  count: nonNegativeInt,
  note: z.string(),
  items_rows: nonNegativeInt,
}))

/** Entry of `paid_endpoints`; the spec leaves the layout open, this is the one the service writes. */
export const PaidEndpoint = named('PaidEndpoint', z.looseObject({
  method: z.literal('GET'),
  path: z.string(),
  price_usd: z.string(),
  amount: z.string().describe('Atomic USDC units (6 decimals).'),
  sample: z.string(),
}))
export type PaidEndpoint = z.infer<typeof PaidEndpoint>

/** Layout not shown in the spec: any object. */
const openObject = z.looseObject({})

export const AccuracyErrorSplit = named('AccuracyErrorSplit', z.object({
  note: z.string(),
  hindsight_calendar: z.object({ note: z.string(), items: z.array(z.int()).optional(), items_rows: nonNegativeInt.optional() }).optional()
    .describe('Per scored decision, the error of a perfect calendar (the final goal date on record): the curve the page draws beside ours.'),
  exact: nonNegativeInt,
  fda_acted_early: z.object({ count: nonNegativeInt, median_days: z.number().nullable() }),
  our_date_wrong_or_late: z.object({
    count: nonNegativeInt, later_corrected: nonNegativeInt, extension_missed_or_late: nonNegativeInt, other: nonNegativeInt, median_abs_days: z.number().nullable(),
  }),
}), 'Beyond the spec: decisions where the FDA acted early on a date the feed had right, against those where the date was wrong or late.')

export const AccuracyFeedFigures = named('AccuracyFeedFigures', z.object({
  decisions_matched: nonNegativeInt,
  matched_crls: nonNegativeInt,
  median_delta_days: z.number().nullable(),
  within_7_days: fraction.nullable(),
  within_30_days: fraction.nullable(),
}))

const accuracyCommon = {
  available: z.literal(true),
  baseline_source: z.enum(['live', 'committed_fallback']),
  generated_at: timestamp.nullable(),
  headline: z.string(),
  date_accuracy: AccuracyDateStats,
  coverage: AccuracyCoverage,
  windows: AccuracyWindows,
  recall_misses: openObject.nullable().optional(),
  unresolved_predictions: openObject.nullable().optional(),
  method: z.string(),
  caveat: z.string(),
  verify: z.string(),
  track_record_note: z.string(),
  unlisted_note: z.string(),
  unlisted_withheld_forward: nonNegativeInt,
  paid_endpoints: z.array(PaidEndpoint),
  error_split: AccuracyErrorSplit.optional(),
  feeds: z.object({ upcoming: AccuracyFeedFigures, events: AccuracyFeedFigures }).optional()
    .describe('Beyond the spec: the figures per paid feed. upcoming scores the date in force when the FDA acted; events scores every date published before it.'),
}

export const AccuracyFull = named('AccuracyFull', z.object({
  ...accuracyCommon,
  additional_rejections: AdditionalRejections,
  track_record: z.array(Receipt),
  unlisted_scored_decisions: z.array(Receipt),
}), 'The full accuracy document (available, no `summary` key).')
export type AccuracyFull = z.infer<typeof AccuracyFull>

export const AccuracySummary = named('AccuracySummary', z.object({
  ...accuracyCommon,
  summary: z.literal(true),
  summary_note: z.string(),
  additional_rejections: AdditionalRejectionsSummary,
  track_record_rows: nonNegativeInt,
  unlisted_scored_decisions_rows: nonNegativeInt,
}), 'The `?summary=1` view: lists named `items` become `items_rows` counts at any depth; `track_record` and `unlisted_scored_decisions` become `*_rows` counts.')
export type AccuracySummary = z.infer<typeof AccuracySummary>

export const AccuracyUnavailable = named('AccuracyUnavailable', z.object({
  available: z.literal(false),
  note: z.string(),
  paid_endpoints: z.array(PaidEndpoint),
}), 'No accuracy report exists yet.')
export type AccuracyUnavailable = z.infer<typeof AccuracyUnavailable>

export const AccuracyDocument = z.union([AccuracyFull, AccuracyUnavailable])
export type AccuracyDocument = z.infer<typeof AccuracyDocument>

export const AccuracyResponse = envelope('AccuracyResponse', z.union([AccuracyFull, AccuracySummary, AccuracyUnavailable]),
  'Branch on `data.available` first, then on `data.summary`.')

// ---------------------------------------------------------------------------------------------
// Service metadata (2.6), banner, health

export const ServiceMeta = named('ServiceMeta', z.object({
  service: z.string(),
  description: z.string(),
  endpoints: z.record(z.string(), z.string()),
  contact: z.object({ email: z.string(), report_a_wrong_date: z.string(), lost_a_paid_response: z.string() }),
  feed: z.object({
    upcoming_total: nonNegativeInt.nullable().describe('Null only when the store has not answered since the server started.'),
    next_7_days: nonNegativeInt.nullable(),
    next_30_days: nonNegativeInt.nullable(),
    last_updated: timestamp.nullable().describe('When the served data last changed; null when never.'),
    last_polled: timestamp.nullable().describe('When SEC EDGAR was last scanned; null when never.'),
  }),
  limits: z.object({ hard_limit: z.null(), recommended_max_rps: z.int(), note: z.string() }),
  freshness: z.string(),
  api: z.object({ version: z.string(), commit: z.string(), changelog: z.string(), deprecation_policy: z.string() }),
  disclaimer: z.string(),
}), 'Service metadata (spec 2.6).')
export type ServiceMeta = z.infer<typeof ServiceMeta>
export const MetaResponse = envelope('MetaResponse', ServiceMeta)

export const Banner = named('Banner', z.record(z.string(), z.string()), 'Service banner: an object whose values are strings.')
export const Health = named('Health', z.object({ status: z.literal('ok'), database: z.literal('ok') }))

// ---------------------------------------------------------------------------------------------
// Attestations (4.6): body fields not shown in the spec; the attestation service owns them.

export const AttestationResponse = envelope('AttestationResponse', openObject.describe('Signed attestation plus anchor proof.'))
export const FeedAccuracyResponse = envelope('FeedAccuracyResponse', openObject.describe('Feed accuracy stats from the ledger.'))

// ---------------------------------------------------------------------------------------------
// Errors (7)

export const ProblemDetails = named('ProblemDetails', z.looseObject({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  detail: z.string(),
  instance: z.string(),
}), 'RFC 7807 problem details (application/problem+json).')
export type ProblemDetails = z.infer<typeof ProblemDetails>

export const ValidationIssue = named('ValidationIssue', z.object({
  type: z.string().describe('Pydantic-style error type, e.g. int_parsing, less_than_equal, string_pattern_mismatch, missing.'),
  loc: z.array(z.union([z.string(), z.int()])),
  msg: z.string(),
  input: z.unknown().optional(),
  ctx: z.record(z.string(), z.unknown()).optional(),
}))
export type ValidationIssue = z.infer<typeof ValidationIssue>
export const ValidationErrorBody = named('ValidationError', z.object({ detail: z.array(ValidationIssue) }),
  'FastAPI-style validation failure (422).')

export const PaymentRequired = named('PaymentRequired', z.looseObject({
  accepts: z.array(z.looseObject({ amount: z.string() })).optional(),
  error: z.string().optional(),
}), 'x402 challenge (with `accepts`) or a payment failure without `accepts`; branch on `accepts`.')

// ---------------------------------------------------------------------------------------------
// Request parameters (4, 8). Values arrive as strings; validation.ts parses them by the base type
// of each schema (integer, boolean, string) before these schemas check bounds.

const pagedTicker = z.string().min(1).max(12).regex(/^\S+$/)
  .describe('Case-insensitive ticker; matches records filed by its issuer (CIK) or listing it in `tickers`.')

export const UpcomingQuery = z.object({
  within_days: z.int().min(1).max(365).default(365).describe('Forward window in days from today (UTC).'),
  limit: z.int().min(1).max(500).default(200).describe('Maximum catalysts.'),
  ticker: pagedTicker.optional(),
})
export type UpcomingQuery = z.infer<typeof UpcomingQuery>

export const EventsQuery = z.object({
  since: z.int().min(0).max(Number.MAX_SAFE_INTEGER).optional()
    .describe('Only events with event_id greater than this; the page is then ascending. Without it, the newest events come first.'),
  limit: z.int().min(1).max(500).default(100).describe('Maximum events (counted after the ticker filter).'),
  ticker: pagedTicker.optional(),
})
export type EventsQuery = z.infer<typeof EventsQuery>

export const AccuracyQuery = z.object({
  summary: z.boolean().default(false).describe('Scalars-and-counts view (JSON only).'),
})
export type AccuracyQuery = z.infer<typeof AccuracyQuery>

export const CoverageQuery = z.object({
  ticker: z.string().min(1).max(12).optional().describe('Case-insensitive ticker. Exactly one of ticker and cik.'),
  cik: z.string().min(1).max(10).regex(/^\d+$/).optional().describe('SEC CIK, digits only, with or without leading zeros. Exactly one of ticker and cik.'),
})
export type CoverageQuery = z.infer<typeof CoverageQuery>

export const AttestVerifyQuery = z.object({
  uid: z.string().regex(/^(0[xX])?[0-9a-fA-F]{64}$/).describe('Attestation uid: 0x + 64 hex digits; upper-case and prefix-less forms are accepted.'),
})
export type AttestVerifyQuery = z.infer<typeof AttestVerifyQuery>

export const FeedIdPath = z.object({
  feed_id: z.string().min(1).max(66).regex(/^[A-Za-z0-9_.:-]+$/).describe('Feed identifier.'),
})
export type FeedIdPath = z.infer<typeof FeedIdPath>

export const EmptyQuery = z.object({})

export const DocsAssetPath = z.object({ file: z.string().min(1).max(64).regex(/^[A-Za-z0-9._-]+$/) })
