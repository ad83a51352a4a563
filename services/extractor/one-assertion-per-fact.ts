/**
 * One assertion per fact, the decision step's last (decide.ts): the same date of one drug read several times, or several
 * readings of one outcome, keep the best reading (the surer grade, a date, a replaced date, the standard move's quote,
 * the earliest quote) under the most specific kind; a year-less date adds nothing beside the same drug's written one
 * unless the two name different indications.
 */
import type { Assertion, AssertionKind } from '../../schemas/avro/types.js'
import { type Candidate, entityOf } from './candidate-record.js'
import { STANDARD_MOVE_PATTERN } from './earlier-priors.js'

const DATE_KINDS: ReadonlySet<AssertionKind> = new Set([
  'date_set',
  'resubmission_date_set',
  'date_extended',
])
/** The more specific kind wins when two readings of one date meet. */
export const KIND_SPECIFICITY: Readonly<Record<AssertionKind, number>> = {
  date_set: 0,
  resubmission_date_set: 1,
  date_extended: 2,
  crl: 3,
  approval: 3,
}
const CONFIDENCE_RANK = { high: 2, medium: 1, low: 0 } as const

function better(
  a: { assertion: Assertion; candidate: Candidate },
  b: { assertion: Assertion; candidate: Candidate },
): boolean {
  const rank = CONFIDENCE_RANK[a.assertion.confidence] - CONFIDENCE_RANK[b.assertion.confidence]
  if (rank !== 0) return rank > 0
  if ((a.assertion.pdufa_date !== null) !== (b.assertion.pdufa_date !== null))
    return a.assertion.pdufa_date !== null
  if ((a.assertion.prior_date !== null) !== (b.assertion.prior_date !== null))
    return a.assertion.prior_date !== null
  // Of two readings of one extension, the one whose quote says the move was the standard three months.
  const moveA =
    a.assertion.kind === 'date_extended' && STANDARD_MOVE_PATTERN.test(a.assertion.quote)
  const moveB =
    b.assertion.kind === 'date_extended' && STANDARD_MOVE_PATTERN.test(b.assertion.quote)
  if (moveA !== moveB) return moveA
  return a.candidate.quoteStart < b.candidate.quoteStart
}

/**
 * "a PDUFA date of Dec. 4; the PDUFA date for the second indication is April 4, 2026": two indications named apart
 * are two decisions, so the written date of one is no restatement of the year-less date of the other (nor of a
 * year-less date whose sentence names no indication: the written one is set apart by its own).
 */
function otherIndication(a: string | null, b: string | null): boolean {
  return b !== null && (a === null || a.toLowerCase() !== b.toLowerCase())
}

/** One assertion per fact: the same date of one drug read several times, or several readings of one outcome. */
export function dedupe(
  items: Array<{ assertion: Assertion; candidate: Candidate }>,
): Array<{ assertion: Assertion; candidate: Candidate }> {
  const groups = new Map<string, Array<{ assertion: Assertion; candidate: Candidate }>>()
  for (const item of items) {
    const { assertion, candidate } = item
    const entity = entityOf(candidate.drug)
    const key = DATE_KINDS.has(assertion.kind)
      ? `date|${entity}|${assertion.pdufa_date ?? `undated:${candidate.sentence}`}`
      : `${assertion.kind}|${entity}`
    // Appended in place: a copy per item is quadratic in a text stating one date many times.
    const group = groups.get(key)
    if (group === undefined) groups.set(key, [item])
    else group.push(item)
  }
  const kept: Array<{ assertion: Assertion; candidate: Candidate }> = []
  for (const group of groups.values()) {
    let best = group[0]!
    for (const item of group.slice(1)) if (better(item, best)) best = item
    const kind = group.reduce<AssertionKind>(
      (k, item) =>
        KIND_SPECIFICITY[item.assertion.kind] > KIND_SPECIFICITY[k] ? item.assertion.kind : k,
      best.assertion.kind,
    )
    kept.push({ ...best, assertion: { ...best.assertion, kind } })
  }
  // A date whose year had to be inferred adds nothing when the same drug's date is written elsewhere in the text.
  return kept.filter(({ assertion, candidate }) => {
    if (!DATE_KINDS.has(assertion.kind) || candidate.date?.written) return true
    return !kept.some(
      (other) =>
        other.candidate.date?.written &&
        DATE_KINDS.has(other.assertion.kind) &&
        entityOf(other.candidate.drug) === entityOf(candidate.drug) &&
        !otherIndication(assertion.indication, other.assertion.indication),
    )
  })
}
