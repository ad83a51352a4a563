/**
 * The smallest valid record of the reviews topic, for the tests of the bus itself (delivery, lag,
 * retention, crash and restart): what it says does not matter, only that each one is its own.
 */
import type { Review } from '../../schemas/avro/types.js'

/** An operator's `lock` of catalyst 1000 + n, with the review id `r-<n>`; `extra` over it. */
export function lockReview(n: number, extra: Partial<Review> = {}): Review {
  return {
    review_id: `r-${n}`,
    action: 'lock',
    catalyst_id: 1000 + n,
    other_catalyst_id: null,
    accession: null,
    assertion_index: null,
    new_date: null,
    actor: 'ops@example.com',
    reason: `test ${n}`,
    at: '2026-11-01T00:00:00.000Z',
    ...extra,
  }
}
