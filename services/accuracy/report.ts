/**
 * The accuracy report (spec 2.5), owned by the accuracy stage that builds it: the full document the
 * scorer writes and the store keeps, its `?summary=1` view, and the `available: false` shape served
 * while no report exists. The HTTP schema (services/api/http/schemas.ts) names these shapes in the
 * OpenAPI document and serves them; the accuracy stage reads nothing of the API.
 */
import { z } from 'zod'
import { isoDate, nonNegativeInt, nullableString, timestamp } from '../shared/wire-scalars.js'

export const Receipt = z.object({
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
})
export type Receipt = z.infer<typeof Receipt>

export const AccuracyDateStats = z.object({
  decisions_matched: nonNegativeInt,
  matched_approvals: nonNegativeInt,
  matched_crls: nonNegativeInt,
  median_delta_days: z.number().nullable(),
  within_7_days: z.number().min(0).max(1).nullable(),
  within_30_days: z.number().min(0).max(1).nullable(),
})

const fraction = z.number().min(0).max(1)
const nullableInt = z.int().nullable()

export const AccuracyCoverage = z.object({
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
  sponsor_method_counts: z
    .object({
      cik: nullableInt,
      name_exact: nullableInt,
      name_fuzzy: nullableInt,
      none: nullableInt,
    })
    .nullable()
    .optional(),
  recall_floor_note: z.string(),
  crl_decisions: nonNegativeInt,
  rejections: z.object({
    addressable: nullableInt,
    caught: nullableInt,
    recall: fraction.nullable(),
    note: z.string(),
  }),
})

export const AccuracyWindows = z.object({
  filing: z.tuple([isoDate, isoDate]),
  action: z.tuple([isoDate, isoDate]),
})

export const AdditionalRejectionItem = z.object({
  drug_name: nullableString,
  company: nullableString,
  ticker: nullableString,
  disclosed: isoDate.nullable(),
  source_quote: nullableString,
  filing_url: nullableString,
})

export const AdditionalRejections = z.object({
  count: nonNegativeInt,
  note: z.string(),
  items: z.array(AdditionalRejectionItem),
})

export const AdditionalRejectionsSummary = z.object({
  count: nonNegativeInt,
  note: z.string(),
  items_rows: nonNegativeInt,
})

/** Entry of `paid_endpoints`; the spec leaves the layout open, this is the one the service writes. */
export const PaidEndpoint = z.looseObject({
  method: z.literal('GET'),
  path: z.string(),
  price_usd: z.string(),
  amount: z.string().describe('Atomic USDC units (6 decimals).'),
  sample: z.string(),
})
export type PaidEndpoint = z.infer<typeof PaidEndpoint>

/** Layout not shown in the spec: any object. */
const openObject = z.looseObject({})

export const AccuracyErrorSplit = z.object({
  note: z.string(),
  hindsight_calendar: z
    .object({
      note: z.string(),
      items: z.array(z.int()).optional(),
      items_rows: nonNegativeInt.optional(),
    })
    .optional()
    .describe(
      'Per scored decision, the error of a perfect calendar (the final goal date on record): the curve the page draws beside ours.',
    ),
  exact: nonNegativeInt,
  fda_acted_early: z.object({ count: nonNegativeInt, median_days: z.number().nullable() }),
  our_date_wrong_or_late: z.object({
    count: nonNegativeInt,
    later_corrected: nonNegativeInt,
    extension_missed_or_late: nonNegativeInt,
    other: nonNegativeInt,
    median_abs_days: z.number().nullable(),
  }),
})

export const AccuracyFeedFigures = z.object({
  decisions_matched: nonNegativeInt,
  matched_crls: nonNegativeInt,
  median_delta_days: z.number().nullable(),
  within_7_days: fraction.nullable(),
  within_30_days: fraction.nullable(),
})

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
  feeds: z
    .object({ upcoming: AccuracyFeedFigures, events: AccuracyFeedFigures })
    .optional()
    .describe(
      'Beyond the spec: the figures per paid feed. upcoming scores the date in force when the FDA acted; events scores every date published before it.',
    ),
}

export const AccuracyFull = z.object({
  ...accuracyCommon,
  additional_rejections: AdditionalRejections,
  track_record: z.array(Receipt),
  unlisted_scored_decisions: z.array(Receipt),
})
export type AccuracyFull = z.infer<typeof AccuracyFull>

export const AccuracySummary = z.object({
  ...accuracyCommon,
  summary: z.literal(true),
  summary_note: z.string(),
  additional_rejections: AdditionalRejectionsSummary,
  track_record_rows: nonNegativeInt,
  unlisted_scored_decisions_rows: nonNegativeInt,
})
export type AccuracySummary = z.infer<typeof AccuracySummary>

export const AccuracyUnavailable = z.object({
  available: z.literal(false),
  note: z.string(),
  paid_endpoints: z.array(PaidEndpoint),
})
export type AccuracyUnavailable = z.infer<typeof AccuracyUnavailable>

export const AccuracyDocument = z.union([AccuracyFull, AccuracyUnavailable])
export type AccuracyDocument = z.infer<typeof AccuracyDocument>
