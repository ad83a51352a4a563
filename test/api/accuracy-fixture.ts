/** A full accuracy document (spec 2.5) built for the tests; fictional values. */
import type { AccuracyFull, Receipt } from '../../services/accuracy/report.js'
import { paidEndpoints } from '../../services/api/http/accuracy.js'

function receipt(i: number, fields: Partial<Receipt> = {}): Receipt {
  return {
    sponsor: `Sponsor ${i} Therapeutics`,
    ticker: `TK${i}`,
    drug_name: `Drug-${i}`,
    application_number: `NDA 9999${String(i).padStart(2, '0')}`,
    predicted_date: '2025-03-14',
    actual_date: '2025-03-12',
    error_days: -2,
    outcome: 'approved',
    had_prior_crl: false,
    source: 'live',
    match_tier: 'application_number',
    operator_approved: false,
    filing_url: `https://www.sec.gov/Archives/edgar/data/0/99999999992500000${i}/9999999999-25-00000${i}-index.htm`,
    ...fields,
  }
}

export function fullAccuracyDocument(): AccuracyFull {
  return {
    available: true,
    baseline_source: 'live',
    generated_at: '2026-08-01T06:00:00.000+00:00',
    headline: 'n=4 decisions; median error 0 days; 75% within 30 days',
    date_accuracy: {
      decisions_matched: 4,
      matched_approvals: 3,
      matched_crls: 1,
      median_delta_days: 0,
      within_7_days: 0.5,
      within_30_days: 0.75,
    },
    coverage: {
      predictions_total: 6,
      baseline_decisions_matched: 2,
      implausible_dropped: 1,
      unmatched: 1,
      matched_note: 'Matched on application number, then drug name.',
      addressable_caught: 4,
      decisions_addressable: 5,
      decisions_addressable_note: 'Sponsors matched by CIK or exact name.',
      recall_addressable: 0.8,
      decisions_total: 10,
      decisions_caught: 4,
      recall_floor: 0.4,
      sponsor_method_counts: { cik: 3, name_exact: 2, name_fuzzy: 4, none: 1 },
      recall_floor_note: 'Every FDA decision in the window counts.',
      crl_decisions: 2,
      rejections: {
        addressable: 2,
        caught: 1,
        recall: 0.5,
        note: 'Rejections with a verifiable decision date.',
      },
    },
    windows: { filing: ['2023-01-01', '2026-07-31'], action: ['2023-01-01', '2026-07-30'] },
    additional_rejections: {
      count: 1,
      note: 'Rejections disclosed by companies without an FDA date.',
      items: [
        {
          drug_name: 'Drug-R',
          company: 'Reject Bio',
          ticker: 'RJB',
          disclosed: '2025-11-03',
          source_quote: 'We received a CRL.',
          filing_url: null,
        },
      ],
    },
    recall_misses: {
      note: 'Decisions no filing disclosed.',
      items: [{ drug: 'Missed-1' }, { drug: 'Missed-2' }],
      by_reason: { unlisted: { items: [1, 2, 3] }, other: 2 },
    },
    unresolved_predictions: { note: 'Past dates without an FDA record yet.', items: [] },
    method: 'Each published date is compared with the FDA action date.',
    caveat: 'Small n.',
    verify: 'Every receipt links to its filing.',
    track_record_note: 'Every scored decision attributed to a sponsor.',
    track_record: [
      receipt(1),
      receipt(2, { outcome: 'crl', error_days: 0, actual_date: '2025-03-14' }),
      receipt(3, {
        error_days: 12,
        actual_date: '2025-03-26',
        had_prior_crl: true,
        operator_approved: true,
      }),
    ],
    unlisted_note: 'Scored decisions with no receipt row.',
    unlisted_withheld_forward: 2,
    unlisted_scored_decisions: [
      receipt(4, { sponsor: null, ticker: null, match_tier: null, filing_url: null }),
    ],
    paid_endpoints: paidEndpoints('http://localhost:8080'),
  }
}
