/**
 * The request parameters (spec 4, 8): every query and path parameter a route accepts. Values arrive as strings;
 * validation.ts parses them by the base type of each schema (integer, boolean, string) before these schemas check
 * bounds. Part of the HTTP contract; import it from schemas.ts.
 */
import { z } from 'zod'

/** A text parameter of one to `maxLength` characters, of `shape` where one is given (checked in that order). */
function textParameter(maxLength: number, shape?: RegExp) {
  const text = z.string().min(1).max(maxLength)
  return shape ? text.regex(shape) : text
}

/** A whole-number parameter from `min` to `max`. */
function wholeNumberParameter(min: number, max: number) {
  return z.int().min(min).max(max)
}

/** How many items a page holds: 1 to 500, `fallback` when the parameter is absent. */
function pageLimit(fallback: number, description: string) {
  return wholeNumberParameter(1, 500).default(fallback).describe(description)
}

const pagedTicker = textParameter(12, /^\S+$/).describe(
  'Case-insensitive ticker; matches records filed by its issuer (CIK) or listing it in `tickers`.',
)

export const UpcomingQuery = z.object({
  within_days: wholeNumberParameter(1, 365)
    .default(365)
    .describe('Forward window in days from today (UTC).'),
  limit: pageLimit(200, 'Maximum catalysts.'),
  ticker: pagedTicker.optional(),
})
export type UpcomingQuery = z.infer<typeof UpcomingQuery>

export const EventsQuery = z.object({
  since: wholeNumberParameter(0, Number.MAX_SAFE_INTEGER)
    .optional()
    .describe(
      'Only events with event_id greater than this; the page is then ascending. Without it, the newest events come first.',
    ),
  limit: pageLimit(100, 'Maximum events (counted after the ticker filter).'),
  ticker: pagedTicker.optional(),
})
export type EventsQuery = z.infer<typeof EventsQuery>

export const AccuracyQuery = z.object({
  summary: z.boolean().default(false).describe('Scalars-and-counts view (JSON only).'),
})
export type AccuracyQuery = z.infer<typeof AccuracyQuery>

export const CoverageQuery = z.object({
  ticker: textParameter(12)
    .optional()
    .describe('Case-insensitive ticker. Exactly one of ticker and cik.'),
  cik: textParameter(10, /^\d+$/)
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
  feed_id: textParameter(66, /^[A-Za-z0-9_.:-]+$/).describe('Feed identifier.'),
})
export type FeedIdPath = z.infer<typeof FeedIdPath>

export const EmptyQuery = z.object({})

export const DocsAssetPath = z.object({
  file: textParameter(64, /^[A-Za-z0-9._-]+$/),
})
