/**
 * The `?summary=1` view of the accuracy report (spec 2.5): a pure function of the full document,
 * served by the API and printed by `npm run accuracy -- --summary`.
 */
import type { AccuracyFull, AccuracySummary } from './report.js'

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
