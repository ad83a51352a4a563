/**
 * One assertion read as the core uses it: validated, its idempotency key, the facts an event is
 * made of, and the contribution it makes to a catalyst's identity.
 */
import { createHash } from 'node:crypto'
import type { Assertion, AssertionKind, ExtractedAssertions } from '../../schemas/avro/types.js'
import { AssertionKindValues } from '../../schemas/avro/types.js'
import { daysBetween } from '../shared/clock.js'
import { drugKeys, normaliseApplicationNumber } from './identity.js'
import type { CoreInput } from './state.js'
import { publishableAuthorities, type Contribution } from './types.js'

/** The idempotency key of an input: accession + content hash (extraction time excluded), or the review id. */
export function inputKey(input: CoreInput): string {
  if (input.kind === 'review') return `review:${input.review.review_id}`
  const r = input.record
  const content = JSON.stringify([
    r.accession,
    r.cik,
    r.company,
    r.form,
    r.filed_date,
    r.source_url,
    r.assertions,
    // Only when present, so the keys of records from before the field existed stay as they were.
    ...(r.named_companies?.length ? [r.named_companies] : []),
  ])
  return `assertions:${r.accession}:${createHash('sha256').update(content).digest('hex').slice(0, 24)}`
}

export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const parsed = new Date(`${value}T00:00:00Z`)
  return (
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === value &&
    value >= '1980-01-01' &&
    value <= '2149-12-31'
  )
}

/** An instant as the tables keep it (ISO, milliseconds, Z); null when it does not parse. */
export function canonicalInstant(value: string): string | null {
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/** Spec 2.2: only `high` confidence auto-publishes, with an authority allowed on the feed and a grounding quote. */
/**
 * Held-back readings a human can rescue by reading the quote: the drug, the hedge, a loose binding, the numeric order,
 * the indirect CRL, an LLM below high (no reason), a competitor's date (the filer may be its partner after all). The others (lapsed, superseded, implausible, no year, ungrounded) say
 * the text itself rules the date out: they travel on the assertions topic, but the review queue does not list them.
 */
const RESCUABLE_REASONS: ReadonlySet<string> = new Set([
  'no_drug',
  'hedged',
  'weak_phrase',
  'ambiguous_date',
  'advanced',
  'indirect',
  'low_authority',
  'competitor',
])

export function isRescuable(a: Pick<Assertion, 'reason'>): boolean {
  return a.reason === null || a.reason === undefined || RESCUABLE_REASONS.has(a.reason)
}

export function isAutoPublishable(
  a: Pick<Assertion, 'publishable' | 'authority' | 'confidence' | 'quote'>,
): boolean {
  return (
    a.publishable &&
    a.confidence === 'high' &&
    publishableAuthorities.includes(a.authority) &&
    a.quote.trim().length > 0
  )
}

export const dateKinds: readonly AssertionKind[] = [
  'date_set',
  'resubmission_date_set',
  'date_extended',
]

export interface Facts {
  kind: AssertionKind
  pdufaDate: string | null
  priorDate: string | null
  outcome: string | null
  quote: string
  confidence: string
  authority: string
  dateConfidence: string
  accession: string
  sourceUrl: string | null
  filedDate: string
  detectedAt: string
  indication: string | null
  /** An operator approved it: precedence and staleness rules do not hold it back. */
  human: boolean
}

/**
 * The facts of assertion `a` of a filing, detected at `detectedAt`. `human`: an operator approved it,
 * which makes it high confidence, authority human_lock and a confirmed date.
 */
export function factsFrom(
  a: Assertion,
  filing: Pick<ExtractedAssertions, 'accession' | 'source_url' | 'filed_date'>,
  detectedAt: string,
  human: boolean,
): Facts {
  return {
    kind: a.kind,
    pdufaDate: a.pdufa_date,
    priorDate: a.prior_date,
    outcome: a.outcome,
    quote: a.quote,
    confidence: human ? 'high' : a.confidence,
    authority: human ? 'human_lock' : a.authority,
    dateConfidence: human ? 'confirmed' : a.date_confidence,
    accession: filing.accession,
    sourceUrl: filing.source_url,
    filedDate: filing.filed_date,
    detectedAt,
    indication: a.indication,
    human,
  }
}

export function contributionFrom(
  key: string,
  record: Pick<ExtractedAssertions, 'accession' | 'cik' | 'company' | 'filed_date'>,
  a: Assertion,
  tickers: string[],
): Contribution {
  const dates = [a.pdufa_date, a.prior_date].filter((d): d is string => isIsoDate(d))
  return {
    key,
    accession: record.accession,
    cik: record.cik,
    company: record.company,
    tickers,
    role: a.role,
    filedDate: record.filed_date,
    kind: a.kind,
    drugName: a.drug_name,
    aliasKeys: drugKeys(a.drug_name, a.drug_aliases),
    applicationNumber: normaliseApplicationNumber(a.application_number),
    indication: a.indication,
    dates,
  }
}

export function validateAssertion(a: Assertion): string | null {
  if (!AssertionKindValues.includes(a.kind)) return `unknown kind ${String(a.kind)}`
  if (a.pdufa_date !== null && !isIsoDate(a.pdufa_date))
    return `pdufa_date ${a.pdufa_date} is not a date`
  if (a.prior_date !== null && !isIsoDate(a.prior_date))
    return `prior_date ${a.prior_date} is not a date`
  if (dateKinds.includes(a.kind) && a.pdufa_date === null) return `${a.kind} without pdufa_date`
  return null
}

/** A goal extension for a major amendment is three months (PDUFA); a few days' slack for month ends. */
export const EXTENSION_MONTHS = 3
const EXTENSION_SLACK_DAYS = 3
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(y, m - 1 + months, 1))
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate()
  target.setUTCDate(Math.min(d, lastDay))
  return target.toISOString().slice(0, 10)
}

/** True when `next` is `current` moved by the three-month extension (the timeline says the FDA moved it). */
export function isThreeMonthExtension(current: string, next: string): boolean {
  return Math.abs(daysBetween(addMonths(current, EXTENSION_MONTHS), next)) <= EXTENSION_SLACK_DAYS
}
