/**
 * What the API adds to the accuracy document (spec 2.5): the paid routes it lists and the
 * `available: false` document served while no report exists. The full document is the accuracy
 * stage's (read through an injected `readAccuracy()`), and so is its `?summary=1` view
 * (services/accuracy/summary.ts, re-exported here for the route).
 */
import type { AccuracyUnavailable, PaidEndpoint } from '../../accuracy/report.js'

export { elideItems, summariseAccuracy, summaryNote } from '../../accuracy/summary.js'

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
