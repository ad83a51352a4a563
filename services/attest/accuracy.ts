/**
 * Signed accuracy figures per paid feed (GET /attest/accuracy/{feed_id}), from the accuracy report
 * /v1/accuracy serves. Feed ids: `upcoming` and `events`. The figures are the report's
 * `feeds.{feed_id}` when it has them (upcoming scores the date in force when the FDA acted; events
 * every date published before it), else its overall `date_accuracy` (the same dates feed both
 * routes). Pure: report in, figures and attestation subject out.
 */
import type { Hex } from 'viem'
import { keccakBytes, toHex } from './hash.js'
import { encodeFeedAccuracy, feedAccuracySchema } from './schema.js'
import { epochSeconds, subjectOf, type AttestationSubject } from './subjects.js'

export const feedIds = ['upcoming', 'events'] as const
export type FeedId = (typeof feedIds)[number]

export function isFeedId(id: string): id is FeedId {
  return (feedIds as readonly string[]).includes(id)
}

export interface FeedFigures {
  decisions_matched: number
  matched_crls: number
  median_delta_days: number | null
  within_7_days: number | null
  within_30_days: number | null
}

/** The parts of the accuracy report read here (spec 2.5 plus the report's optional `feeds`). */
export interface AccuracyReportView {
  generated_at: string | null
  date_accuracy: FeedFigures & Record<string, unknown>
  feeds?: Partial<Record<FeedId, FeedFigures>>
}

export interface FeedAccuracy {
  feed_id: FeedId
  generated_at: string | null
  figures: FeedFigures
  figures_source: string
  report_hash: Hex
  subject: AttestationSubject
}

const text = (n: number | null) => (n === null ? '' : String(n))

export function feedAccuracy(feedId: FeedId, report: AccuracyReportView): FeedAccuracy {
  const fromFeeds = report.feeds?.[feedId]
  const source = fromFeeds ?? report.date_accuracy
  const figures: FeedFigures = {
    decisions_matched: source.decisions_matched,
    matched_crls: source.matched_crls,
    median_delta_days: source.median_delta_days,
    within_7_days: source.within_7_days,
    within_30_days: source.within_30_days,
  }
  const generatedAt = report.generated_at
  const reportHash = toHex(
    keccakBytes(
      Buffer.from(JSON.stringify({ feed_id: feedId, generated_at: generatedAt, figures }), 'utf8'),
    ),
  )
  const fields = {
    feedId,
    generatedAt: generatedAt ?? '',
    decisionsMatched: figures.decisions_matched,
    matchedCrls: figures.matched_crls,
    medianDeltaDays: text(figures.median_delta_days),
    within7Days: text(figures.within_7_days),
    within30Days: text(figures.within_30_days),
    reportHash,
  }
  return {
    feed_id: feedId,
    generated_at: generatedAt,
    figures,
    figures_source: fromFeeds ? `feeds.${feedId}` : 'date_accuracy',
    report_hash: reportHash,
    subject: subjectOf(
      'accuracy',
      `accuracy:${feedId}`,
      feedAccuracySchema,
      encodeFeedAccuracy(fields),
      epochSeconds(generatedAt),
      fields,
    ),
  }
}
