/**
 * A small invented timeline for the scoring tests: fourteen catalysts (fifteen review cycles) and
 * fourteen FDA decisions, each built to exercise one rule. The figures the tests expect are
 * computed by hand in score.test.ts from the comments here. Company and drug names are invented.
 */
import type { FdaDecision } from '../../schemas/avro/types.js'
import type { PredictionEvent } from '../../services/accuracy/cycles.js'

let nextId = 1
function event(
  catalyst: number,
  type: string,
  filed: string,
  fields: Partial<PredictionEvent>,
): PredictionEvent {
  return {
    event_id: nextId++,
    catalyst_id: catalyst,
    event_type: type,
    drug_name: null,
    company: null,
    ticker: null,
    cik: null,
    application_number: null,
    new_date: null,
    outcome: null,
    authority: 'regex',
    source_quote: null,
    filed_at: filed,
    source_url: `https://www.sec.gov/Archives/edgar/data/${catalyst}/000000000025${String(nextId).padStart(6, '0')}/index.htm`,
    ...fields,
  }
}

export function decision(
  application: string,
  date: string,
  outcome: string,
  sponsor: string,
  brand: string | null = null,
  generic: string | null = null,
): FdaDecision {
  return {
    application_number: application,
    submission: outcome === 'crl' ? null : 'ORIG-1',
    sponsor_name: sponsor,
    brand_name: brand,
    generic_name: generic,
    action_date: date,
    outcome,
    source: outcome === 'crl' ? 'crl_database' : 'drugsfda',
    imported_at: '2026-01-15T06:00:00.000Z',
    submission_class: null,
    review_priority: null,
    source_url: null,
    record_updated: '2026-01-13',
  }
}

export const TODAY = '2026-01-15'

export function timelineEvents(): PredictionEvent[] {
  nextId = 1
  const c = (
    id: number,
    company: string,
    ticker: string | null,
    cik: string | null,
    drug: string,
    application: string | null,
  ) =>
    ({
      company,
      ticker,
      cik,
      drug_name: drug,
      application_number: application,
    }) as Partial<PredictionEvent>
  const c1 = c(1, 'Aldenfor Bio, Inc.', 'ALDB', '0000000101', 'Veltrazine', 'NDA 300001')
  const c2 = c(2, 'Brightwell Therapeutics, Inc.', 'BRTX', null, 'Orvexa', null)
  const c3 = c(3, 'Cinderpeak Pharma Inc.', 'CDPK', '0000000103', 'Mirolumab', 'BLA 761900')
  const c4 = c(4, 'Dunmore Bio, Inc.', 'DNMB', null, 'Tessaprin', 'NDA 300004')
  const c5 = c(5, 'Eastvale Pharmaceuticals', 'EVL', '0000000105', 'Quindora', 'NDA 300005')
  const c6 = c(6, 'Farrow Therapeutics', 'FRW', '0000000106', 'Ulvanex', 'NDA 300006')
  const c7 = c(7, 'Glenrock Bio', 'GLR', '0000000107', 'Pemtavir', null)
  const c8 = c(8, 'Hollis Labs', null, null, 'Rasolide', 'NDA 300008')
  const c9 = c(9, 'Ironleaf Medicines', 'IRL', '0000000109', 'Sobrenta', 'NDA 300009')
  const c10 = c(10, 'Juniper Rx', 'JNP', '0000000110', 'Calvorin', 'NDA 300010')
  const c11 = c(11, 'Kestrel Bio', 'KST', '0000000111', 'Dravotide', 'NDA 300011')
  const c12 = c(12, 'Hollis Laboratories', null, null, 'Rasolide', 'NDA 300008')
  const c13 = c(13, 'Larkspur Bio', 'LRK', '0000000113', 'Nelvaprost', 'NDA 300013')
  const c14 = c(14, 'Marlow Cell Therapies', 'MRLW', '0000000114', 'Tovacel', 'BLA 125999')
  return [
    // 1: application number; FDA two days early on the date we had (fda_early, -2).
    event(1, 'new_date_assigned', '2024-05-10', { ...c1, new_date: '2025-03-14' }),
    event(1, 'decision_outcome', '2025-03-12', { ...c1, outcome: 'approved' }),
    // 2: no application number: fuzzy sponsor + brand; the extension was published before the action (fda_early, -3).
    event(2, 'new_date_assigned', '2024-08-01', { ...c2, new_date: '2025-06-01' }),
    event(2, 'date_extension', '2025-05-20', { ...c2, new_date: '2025-09-01' }),
    // 3: a CRL on the day (0), then a resubmission cycle approved five days early (-5, prior CRL).
    event(3, 'new_date_assigned', '2024-10-01', { ...c3, new_date: '2025-04-30' }),
    event(3, 'decision_outcome', '2025-05-01', { ...c3, outcome: 'crl' }),
    event(3, 'new_date_assigned', '2025-07-01', { ...c3, new_date: '2025-12-15' }),
    // 4: an extension we never published: the FDA acted 28 days after our date (ours, +28).
    event(4, 'new_date_assigned', '2025-01-10', { ...c4, new_date: '2025-07-15' }),
    // 5: our date was wrong; an operator corrected it after the action (ours, +10, operator_approved).
    event(5, 'new_date_assigned', '2025-02-01', { ...c5, new_date: '2025-10-10' }),
    event(5, 'corrected', '2025-11-01', {
      ...c5,
      new_date: '2025-10-20',
      authority: 'human_lock',
      source_url: null,
    }),
    // 6: past date, no FDA action on record: unresolved.
    event(6, 'new_date_assigned', '2025-05-01', { ...c6, new_date: '2025-11-30' }),
    // 7: a rejection the company disclosed that the CRL database does not show: additional rejection.
    event(7, 'new_date_assigned', '2025-03-01', { ...c7, new_date: '2025-09-09' }),
    event(7, 'decision_outcome', '2025-09-10', {
      ...c7,
      outcome: 'crl',
      source_quote: 'Glenrock received a complete response letter for Pemtavir.',
    }),
    // 8: on the day, but no ticker: an unlisted scored decision.
    event(8, 'new_date_assigned', '2024-12-01', { ...c8, new_date: '2025-05-05' }),
    // 9: the FDA acted 55 days early and our date is still ahead: withheld forward.
    event(9, 'new_date_assigned', '2025-06-01', { ...c9, new_date: '2026-03-01' }),
    // 10: first published two days after the FDA acted: dropped (disclosed_after_action).
    event(10, 'new_date_assigned', '2025-01-30', { ...c10, new_date: '2025-02-01' }),
    // 11: the date in force was 508 days off (the extension came after the action): dropped (error_beyond_365_days).
    event(11, 'new_date_assigned', '2022-06-01', { ...c11, new_date: '2023-01-10' }),
    event(11, 'date_extension', '2024-06-15', { ...c11, new_date: '2024-05-20' }),
    // 12: a second, farther claim on catalyst 8's decision: dropped (duplicate_claim).
    event(12, 'new_date_assigned', '2024-12-15', { ...c12, new_date: '2025-05-09' }),
    // 13: a future date, no action yet: pending.
    event(13, 'new_date_assigned', '2025-12-01', { ...c13, new_date: '2026-06-01' }),
    // 14: an approval the company disclosed that Drugs@FDA does not list (a CBER biologic): unresolved.
    event(14, 'new_date_assigned', '2025-01-02', { ...c14, new_date: '2025-06-20' }),
    event(14, 'decision_outcome', '2025-06-20', { ...c14, outcome: 'approved' }),
  ]
}

export function timelineDecisions(): FdaDecision[] {
  return [
    decision('NDA 300001', '2025-03-12', 'approved', 'ALDENFOR BIO INC', 'VELTRAZINE'), // D1 cik
    decision('NDA 300002', '2025-08-29', 'approved', 'BRIGHTWELL THERAP', 'ORVEXA', 'zolantide'), // D2 name_fuzzy
    decision('BLA 761900', '2025-04-30', 'crl', 'Cinderpeak Pharma Inc.'), // D3 cik, crl
    decision('BLA 761900', '2025-12-10', 'approved', 'CINDERPEAK PHARMA', 'MIROLUMAB'), // D4 cik
    decision('NDA 300004', '2025-08-12', 'approved', 'DUNMORE BIO', 'TESSAPRIN'), // D5 name_exact
    decision('NDA 300005', '2025-10-20', 'approved', 'EASTVALE PHARMS', 'QUINDORA'), // D6 cik
    decision('NDA 300008', '2025-05-05', 'approved', 'HOLLIS LABS', 'RASOLIDE'), // D7 name_exact
    decision('NDA 300009', '2026-01-05', 'approved', 'IRONLEAF MEDS', 'SOBRENTA'), // D8 cik
    decision('NDA 300010', '2025-01-28', 'approved', 'JUNIPER RX', 'CALVORIN'), // D9 cik, not caught
    decision('NDA 300011', '2024-06-01', 'approved', 'KESTREL BIO', 'DRAVOTIDE'), // D10 cik, not caught
    decision('NDA 300101', '2025-04-04', 'approved', 'ALDENFOR BIO', 'OTHERDRUG'), // D11 name_exact, missed
    decision('NDA 300102', '2025-06-06', 'approved', 'ZEPHYR UNRELATED CO', 'ZEPHRA'), // D12 none
    decision('NDA 300103', '2025-07-07', 'crl', 'Brightwell Therapeutics, Inc.'), // D13 name_exact, crl, missed
    decision('NDA 300104', '2020-01-01', 'approved', 'OLD SPONSOR', 'OLDDRUG'), // D14 outside the window
  ]
}
