/**
 * The accuracy document's three shapes (spec 2.5): the full document (produced by the accuracy
 * stage, read through an injected `readAccuracy()`), its `?summary=1` view (a pure function of the
 * full one), and the `available: false` shape served while no report exists.
 */
import type { AccuracyFull, AccuracySummary, AccuracyUnavailable, PaidEndpoint } from './schemas.js'

/** The paid routes with prices and sample links, as `paid_endpoints` lists them. */
export function paidEndpoints(baseUrl: string): PaidEndpoint[] {
  const base = baseUrl.replace(/\/+$/, '')
  return [
    {
      method: 'GET',
      path: '/v1/catalysts/upcoming',
      price_usd: '0.02',
      amount: '20000',
      sample: `${base}/v1/catalysts/upcoming/sample`,
    },
    {
      method: 'GET',
      path: '/v1/events',
      price_usd: '0.05',
      amount: '50000',
      sample: `${base}/v1/events/sample`,
    },
  ]
}

export function unavailableAccuracy(baseUrl: string): AccuracyUnavailable {
  return {
    available: false,
    note:
      'No accuracy report exists yet: no published date has been scored against the FDA record. ' +
      'The report appears here once the first scoring run completes.',
    paid_endpoints: paidEndpoints(baseUrl),
  }
}

export const summaryNote =
  'Summary view: scalars and objects as in the full document; every list named `items` is replaced ' +
  'by `items_rows` (its length), `track_record` by `track_record_rows` and `unlisted_scored_decisions` by ' +
  '`unlisted_scored_decisions_rows`. Fetch without `summary` for the rows.'

/** Replaces every list-valued key named `items`, at any depth, by `items_rows` (its length). */
export function elideItems(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(elideItems)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) {
    if (key === 'items' && Array.isArray(child)) out.items_rows = child.length
    else out[key] = elideItems(child)
  }
  return out
}

/**
 * The `?summary=1` view of a full document. Key order follows the full document, with `summary`
 * and `summary_note` after `available` and each `*_rows` count where its list stood.
 * `recall_misses` and `unresolved_predictions` are elided when present and stay omitted when absent.
 */
export function summariseAccuracy(full: AccuracyFull): AccuracySummary {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(full)) {
    if (key === 'track_record') out.track_record_rows = full.track_record.length
    else if (key === 'unlisted_scored_decisions')
      out.unlisted_scored_decisions_rows = full.unlisted_scored_decisions.length
    else out[key] = elideItems(value)
    if (key === 'available') {
      out.summary = true
      out.summary_note = summaryNote
    }
  }
  return out as AccuracySummary
}
