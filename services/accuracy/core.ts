/**
 * The accuracy report (spec 2.5) as a pure function of the published dates, the FDA record and the
 * day it is computed. Every figure of /v1/accuracy and of `npm run accuracy` comes from here.
 *
 * A scored row is a review cycle matched to its FDA decision; its predicted date is the date the
 * feed had in force when the FDA acted (the last one a filing published on or before the action
 * date), and its error is actual minus predicted (negative: the FDA acted early).
 */
import type { FdaDecision } from '../../schemas/avro/types.js'
import type { AccuracyFull, Receipt } from './report.js'
import { daysBetween } from '../shared/clock.js'
import { eventTypeRule, movesDate } from '../../topology/event-types.js'
import { cyclesFromEvents, dateInForce, type Cycle, type PredictionEvent } from './cycles.js'
import { matchCycles, sponsorIndex, sponsorMethod, type SponsorMethod } from './match.js'
import { reportTexts } from './texts.js'
import { median, ratio, within } from './stats.js'

/** A scored row as the committed fallback keeps it (scored by this same function from the cited disclosures). */
export interface StoredRow {
  receipt: Receipt
  attribution: ScoredRow['attribution']
  published_errors: number[]
  hindsight_error: number
}

export interface BaselineRows {
  rows: StoredRow[]
  filingWindow: [string, string]
}

export interface ScoreInput {
  events: readonly PredictionEvent[]
  /** The FDA record: the universe of decisions when `ledger` is true, else only the decisions sources state. */
  decisions: readonly FdaDecision[]
  /** Filer names (issuers table) for sponsor matching, besides the companies in `events`. */
  filerNames?: readonly string[]
  today: string
  generatedAt: string | null
  baselineSource: 'live' | 'committed_fallback'
  /** True when `decisions` is the FDA's whole record for the window: recall figures and the ledgers are computed. */
  ledger: boolean
  /** Baseline rows merged into a live report (a live row for the same decision replaces its baseline row). */
  baseline?: BaselineRows | null
  /** Overrides of the provenance texts (the fallback states its sources). */
  method?: string
  caveat?: string
  /** `source` of live rows. */
  rowSource?: string
}

export type ImplausibleReason =
  'disclosed_after_action' | 'error_beyond_365_days' | 'duplicate_claim'

export interface ScoredRow {
  receipt: Receipt
  cycle: Cycle | null
  /** Why the error is what it is (beyond the spec): see texts.errorSplitNote. */
  attribution: 'exact' | 'fda_early' | 'ours_corrected' | 'ours_missed_extension' | 'ours_other'
  /** Every published date of the cycle in force before the action, for the events feed figures. */
  publishedErrors: number[]
  /** Action minus the cycle's final date (the best goal date known in hindsight): the perfect-calendar error. */
  hindsightError: number
}

export type ErrorSplit = NonNullable<AccuracyFull['error_split']>
export type FeedFigures = NonNullable<AccuracyFull['feeds']>['upcoming']

const isCrl = (outcome: string) => outcome === 'crl'
const consideredDecision = (d: FdaDecision) =>
  d.outcome === 'crl' || d.outcome === 'approved' || d.outcome === 'tentative_approval'

function attribute(
  cycle: Cycle,
  predicted: string,
  actual: string,
  error: number,
): ScoredRow['attribution'] {
  const finalDate = cycle.dates.at(-1)!.date
  const correctedLater = cycle.dates.some(
    (d) => eventTypeRule(d.eventType).repair && d.filedAt > actual,
  )
  if (correctedLater) return 'ours_corrected'
  if (error === 0) return 'exact'
  if (error < 0 && finalDate === predicted) return 'fda_early'
  if (error > 0 && cycle.dates.some((d) => movesDate(d.eventType) && d.filedAt > actual))
    return 'ours_missed_extension'
  return error > 0 ? 'ours_missed_extension' : 'ours_other'
}

function figures(errors: number[], crls: number): FeedFigures {
  return {
    decisions_matched: errors.length,
    matched_crls: crls,
    median_delta_days: median(errors),
    within_7_days: within(errors, 7),
    within_30_days: within(errors, 30),
  }
}

export function errorSplit(rows: readonly ScoredRow[]): ErrorSplit {
  const pick = (...kinds: ScoredRow['attribution'][]) =>
    rows.filter((r) => kinds.includes(r.attribution)).map((r) => r.receipt.error_days!)
  const early = pick('fda_early')
  const ours = pick('ours_corrected', 'ours_missed_extension', 'ours_other')
  return {
    note: reportTexts.errorSplitNote,
    hindsight_calendar: {
      note: reportTexts.hindsightNote,
      items: rows.map((r) => r.hindsightError),
    },
    exact: pick('exact').length,
    fda_acted_early: { count: early.length, median_days: median(early) },
    our_date_wrong_or_late: {
      count: ours.length,
      later_corrected: pick('ours_corrected').length,
      extension_missed_or_late: pick('ours_missed_extension').length,
      other: pick('ours_other').length,
      median_abs_days: median(ours.map(Math.abs)),
    },
  }
}

/** Scores the corpus: the rows, the dropped and unresolved cycles, and the full document. */
export function scoreAccuracy(input: ScoreInput): { report: AccuracyFull; rows: ScoredRow[] } {
  const cycles = cyclesFromEvents(input.events).filter((c) => c.dates.length > 0)
  const index = sponsorIndex(
    cycles.filter((c) => c.cik && c.applicationNumber).map((c) => c.applicationNumber!),
    new Set([
      ...(input.filerNames ?? []),
      ...cycles.map((c) => c.company).filter((n): n is string => !!n),
    ]),
  )
  const { matches, duplicates } = matchCycles(cycles, input.decisions, index)
  const dropped: Record<ImplausibleReason, number> = {
    disclosed_after_action: 0,
    error_beyond_365_days: 0,
    duplicate_claim: duplicates.length,
  }
  const rows: ScoredRow[] = []
  const matchedCycles = new Set<Cycle>(duplicates)
  for (const m of matches) {
    matchedCycles.add(m.cycle)
    const inForce = dateInForce(m.cycle, m.decision.action_date)
    if (!inForce) {
      dropped.disclosed_after_action++
      continue
    }
    const error = daysBetween(inForce.date, m.decision.action_date)
    if (Math.abs(error) > 365) {
      dropped.error_beyond_365_days++
      continue
    }
    const publishedErrors = m.cycle.dates
      .filter((d) => d.filedAt <= m.decision.action_date)
      .map((d) => daysBetween(d.date, m.decision.action_date))
    rows.push({
      cycle: m.cycle,
      attribution: attribute(m.cycle, inForce.date, m.decision.action_date, error),
      publishedErrors,
      hindsightError: daysBetween(m.cycle.dates.at(-1)!.date, m.decision.action_date),
      receipt: {
        sponsor: m.cycle.company ?? m.decision.sponsor_name,
        ticker: m.cycle.ticker,
        drug_name: m.cycle.drugName ?? m.decision.brand_name,
        application_number: m.decision.application_number,
        predicted_date: inForce.date,
        actual_date: m.decision.action_date,
        error_days: error,
        outcome: m.decision.outcome,
        had_prior_crl: m.cycle.hadPriorCrl,
        source: input.rowSource ?? 'live',
        match_tier: m.tier,
        operator_approved: m.cycle.operator,
        filing_url: inForce.sourceUrl,
      },
    })
  }

  // A live row for the same decision (application and action date) replaces its baseline row.
  const liveKeys = new Set(
    rows.map((r) => `${r.receipt.application_number}|${r.receipt.actual_date}`),
  )
  const liveTickerDates = new Set(rows.map((r) => `${r.receipt.ticker}|${r.receipt.actual_date}`))
  const baselineRows: ScoredRow[] = (input.baseline?.rows ?? [])
    .filter(
      ({ receipt: r }) =>
        !liveKeys.has(`${r.application_number}|${r.actual_date}`) &&
        !liveTickerDates.has(`${r.ticker}|${r.actual_date}`),
    )
    .map((row) => ({
      receipt: row.receipt,
      cycle: null,
      attribution: row.attribution,
      publishedErrors: row.published_errors,
      hindsightError: row.hindsight_error,
    }))
  const allRows = [...baselineRows, ...rows].sort((a, b) =>
    a.receipt.actual_date! < b.receipt.actual_date!
      ? -1
      : a.receipt.actual_date! > b.receipt.actual_date!
        ? 1
        : 0,
  )

  const errors = allRows.map((r) => r.receipt.error_days!)
  const crlRows = allRows.filter((r) => isCrl(r.receipt.outcome)).length

  // Cycles without a decision: past dates are unresolved predictions, and so is an approval the
  // company disclosed that the record does not show (a CBER biologic, or Drugs@FDA's lag); a
  // rejection the company disclosed that the record does not show is an additional rejection.
  const unmatched = cycles.filter((c) => !matchedCycles.has(c))
  const additional = unmatched.filter((c) => c.disclosed?.outcome === 'crl')
  const unresolved = unmatched.filter((c) =>
    c.disclosed ? c.disclosed.outcome !== 'crl' : c.dates.at(-1)!.date < input.today,
  )
  const pending = unmatched.filter(
    (c) => !c.disclosed && c.dates.at(-1)!.date >= input.today,
  ).length

  // The FDA's universe over the action window, and how its sponsors map to filers.
  const filedDates = cycles.flatMap((c) => c.dates.map((d) => d.filedAt))
  const filingStart =
    [input.baseline?.filingWindow[0], ...filedDates].filter((d): d is string => !!d).sort()[0] ??
    input.today
  const filingEnd =
    [input.baseline?.filingWindow[1], ...filedDates]
      .filter((d): d is string => !!d)
      .sort()
      .at(-1) ?? input.today
  const actions = allRows.map((r) => r.receipt.actual_date!).sort()
  // With the FDA ledger, the universe is every decision from the first filing to today, and the
  // window's end is the newest decision on record (it advances as decisions are imported).
  const universe = input.ledger
    ? input.decisions.filter(
        (d) =>
          consideredDecision(d) && d.action_date >= filingStart && d.action_date <= input.today,
      )
    : []
  const actionWindow: [string, string] = input.ledger
    ? [
        filingStart,
        universe
          .map((d) => d.action_date)
          .sort()
          .at(-1) ?? input.today,
      ]
    : [actions[0] ?? filingStart, actions.at(-1) ?? filingEnd]
  const caughtDecisions = new Set(
    rows.map((r) => `${r.receipt.application_number}|${r.receipt.actual_date}`),
  )
  const methodOf = new Map<FdaDecision, SponsorMethod>(
    universe.map((d) => [d, sponsorMethod(d, index)]),
  )
  const addressable = universe.filter(
    (d) => methodOf.get(d) === 'cik' || methodOf.get(d) === 'name_exact',
  )
  const isCaught = (d: FdaDecision) =>
    caughtDecisions.has(`${d.application_number}|${d.action_date}`)
  const count = (list: FdaDecision[]) => (input.ledger ? list.length : null)
  const caughtIn = (list: FdaDecision[]) => (input.ledger ? list.filter(isCaught).length : null)
  const methodCounts = input.ledger
    ? {
        cik: 0,
        name_exact: 0,
        name_fuzzy: 0,
        none: 0,
        ...Object.fromEntries(
          (['cik', 'name_exact', 'name_fuzzy', 'none'] as const).map((m) => [
            m,
            universe.filter((d) => methodOf.get(d) === m).length,
          ]),
        ),
      }
    : null
  const crlUniverse = universe.filter((d) => isCrl(d.outcome))
  const crlAddressable = addressable.filter((d) => isCrl(d.outcome))

  const scoredOnly = allRows.filter((r) => r.receipt.predicted_date! <= input.today)
  const withheldForward = allRows.length - scoredOnly.length
  const med = median(errors)
  const w30 = within(errors, 30)
  const implausible =
    dropped.disclosed_after_action + dropped.error_beyond_365_days + dropped.duplicate_claim
  const texts = reportTexts

  const report: AccuracyFull = {
    available: true,
    baseline_source: input.baselineSource,
    generated_at: input.generatedAt,
    headline:
      `n=${errors.length} decisions scored; median error ${med === null ? 'n/a' : `${med} days`}; ` +
      `${w30 === null ? 'n/a' : `${Math.round(w30 * 1000) / 10}%`} within 30 days of the FDA action`,
    date_accuracy: {
      decisions_matched: allRows.length,
      matched_approvals: allRows.length - crlRows,
      matched_crls: crlRows,
      median_delta_days: med,
      within_7_days: within(errors, 7),
      within_30_days: w30,
    },
    coverage: {
      predictions_total: cycles.length + baselineRows.length,
      baseline_decisions_matched: baselineRows.length,
      implausible_dropped: implausible,
      unmatched: unresolved.length,
      matched_note: texts.matchedNote(dropped, pending, additional.length),
      addressable_caught: caughtIn(addressable),
      decisions_addressable: count(addressable),
      decisions_addressable_note: texts.addressableNote,
      recall_addressable: input.ledger ? ratio(caughtIn(addressable), addressable.length) : null,
      decisions_total: count(universe),
      decisions_caught: caughtIn(universe),
      recall_floor: input.ledger ? ratio(caughtIn(universe), universe.length) : null,
      sponsor_method_counts: methodCounts,
      recall_floor_note: texts.recallFloorNote(input.ledger),
      crl_decisions: input.ledger
        ? crlUniverse.length
        : input.decisions.filter((d) => isCrl(d.outcome)).length,
      rejections: {
        addressable: count(crlAddressable),
        caught: caughtIn(crlAddressable),
        recall: input.ledger ? ratio(caughtIn(crlAddressable), crlAddressable.length) : null,
        note: texts.rejectionsNote,
      },
    },
    windows: { filing: [filingStart, filingEnd], action: actionWindow },
    additional_rejections: {
      count: additional.length,
      note: texts.additionalRejectionsNote,
      items: additional.map((c) => ({
        drug_name: c.drugName,
        company: c.company,
        ticker: c.ticker,
        disclosed: c.disclosed!.filedAt,
        source_quote: c.disclosed!.quote,
        filing_url: c.disclosed!.sourceUrl,
      })),
    },
    ...(input.ledger
      ? {
          recall_misses: {
            note: texts.recallMissesNote,
            items: addressable
              .filter((d) => !isCaught(d))
              .map((d) => ({
                application_number: d.application_number,
                sponsor: d.sponsor_name,
                drug_name: d.brand_name ?? d.generic_name,
                action_date: d.action_date,
                outcome: d.outcome,
                sponsor_method: methodOf.get(d)!,
                fda_source_url: d.source_url,
              })),
          },
          unresolved_predictions: {
            note: texts.unresolvedNote,
            items: unresolved.map((c) => ({
              catalyst_id: c.catalystId,
              company: c.company,
              ticker: c.ticker,
              drug_name: c.drugName,
              application_number: c.applicationNumber,
              predicted_date: c.dates.at(-1)!.date,
              days_past: daysBetween(c.dates.at(-1)!.date, input.today),
              filing_url: c.dates.at(-1)!.sourceUrl,
              company_disclosed_outcome: c.disclosed?.outcome ?? null,
              company_disclosed_on: c.disclosed?.filedAt ?? null,
            })),
          },
        }
      : {}),
    method: input.method ?? texts.method,
    caveat: input.caveat ?? texts.caveat,
    verify: texts.verify,
    track_record_note: texts.trackRecordNote,
    track_record: scoredOnly.filter((r) => r.receipt.ticker).map((r) => r.receipt),
    unlisted_note: texts.unlistedNote,
    unlisted_withheld_forward: withheldForward,
    unlisted_scored_decisions: scoredOnly.filter((r) => !r.receipt.ticker).map((r) => r.receipt),
    paid_endpoints: [],
    error_split: errorSplit(allRows),
    feeds: {
      upcoming: figures(errors, crlRows),
      events: figures(
        allRows.flatMap((r) => r.publishedErrors),
        allRows
          .filter((r) => isCrl(r.receipt.outcome))
          .reduce((n, r) => n + r.publishedErrors.length, 0),
      ),
    },
  }
  return { report, rows: allRows }
}
