/**
 * Scoring (pure): the invented timeline of timeline.ts scored, every figure of spec 2.5 checked
 * against values computed by hand from the comments there; an operator correction re-scores with
 * operator_approved; the summary keeps every scalar and drops every list.
 */
import { expect } from 'chai'
import { scoreAccuracy } from '../../services/accuracy/core.js'
import { cyclesFromEvents } from '../../services/accuracy/cycles.js'
import { sameNameExact, sameNameFuzzy, drugTokens } from '../../services/accuracy/match.js'
import { summariseAccuracy } from '../../services/api/http/accuracy.js'
import { AccuracyFull, AccuracySummary } from '../../services/accuracy/report.js'
import { decision, timelineDecisions, timelineEvents, TODAY } from './timeline.js'

const score = (events = timelineEvents(), decisions = timelineDecisions()) =>
  scoreAccuracy({
    events,
    decisions,
    today: TODAY,
    generatedAt: '2026-01-15T06:00:00+00:00',
    baselineSource: 'live',
    ledger: true,
  })

describe('accuracy scoring', function () {
  it('splits a catalyst into review cycles at a CRL, carrying had_prior_crl', function () {
    const cycles = cyclesFromEvents(timelineEvents()).filter((c) => c.catalystId === 3)
    expect(
      cycles.map((c) => [
        c.index,
        c.dates.map((d) => d.date),
        c.disclosed?.outcome ?? null,
        c.hadPriorCrl,
      ]),
    ).to.deep.equal([
      [0, ['2025-04-30'], 'crl', false],
      [1, ['2025-12-15'], null, true],
    ])
  })

  it("drops every legal form the catalysts' name comparison drops (one shared list)", function () {
    expect(sameNameExact('Vastrand Bio AB (publ)', 'VASTRAND BIO')).to.equal(true)
    expect(sameNameExact('Harlowe Royalty Partners LP', 'HARLOWE ROYALTY PARTNERS')).to.equal(true)
    expect(sameNameExact('Harlowe Royalty Partners LP', 'HARLOWE ROYALTY')).to.equal(false)
  })

  it('compares sponsor and drug names the way the FDA writes them', function () {
    expect(sameNameExact('Dunmore Bio, Inc.', 'DUNMORE BIO')).to.equal(true)
    expect(sameNameExact('Brightwell Therapeutics, Inc.', 'BRIGHTWELL THERAP')).to.equal(false)
    expect(sameNameFuzzy('Brightwell Therapeutics, Inc.', 'BRIGHTWELL THERAP')).to.equal(true)
    expect(sameNameFuzzy('Brightwell Therapeutics, Inc.', 'BRIGHTON LABS')).to.equal(false)
    expect(sameNameFuzzy('Quillfeather Pharmaceuticals Ltd', 'QUILLFEATHER PHARMS')).to.equal(true)
    expect(sameNameFuzzy('Ostrander Healthcare Inc.', 'OSTRANDER HLTHCARE')).to.equal(true)
    expect(sameNameFuzzy('Sponsor 1 Pharmaceuticals', 'SPONSOR 12 PHARMS')).to.equal(false)
    expect(drugTokens('ONS-5010 (bevacizumab-vikg)')).to.deep.equal([
      'ons5010',
      'bevacizumab',
      'vikg',
    ])
  })

  describe('the timeline, figures computed by hand', function () {
    const { report, rows } = score()

    it('is a valid full document', function () {
      const parsed = AccuracyFull.safeParse(report)
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).to.equal(true)
    })

    it('date accuracy: errors -2, -3, 0, -5, +28, +10, 0, -55 -> median -1, 5/8 within 7 days, 7/8 within 30', function () {
      expect(
        rows.map((r) => [r.receipt.application_number, r.receipt.error_days]).sort(),
      ).to.deep.equal([
        ['BLA 761900', -5],
        ['BLA 761900', 0],
        ['NDA 300001', -2],
        ['NDA 300002', -3],
        ['NDA 300004', 28],
        ['NDA 300005', 10],
        ['NDA 300008', 0],
        ['NDA 300009', -55],
      ])
      expect(report.date_accuracy).to.deep.equal({
        decisions_matched: 8,
        matched_approvals: 7,
        matched_crls: 1,
        median_delta_days: -1,
        within_7_days: 0.625,
        within_30_days: 0.875,
      })
      expect(report.headline).to.equal(
        'n=8 decisions scored; median error -1 days; 87.5% within 30 days of the FDA action',
      )
    })

    it('coverage: 15 cycles, 3 dropped for three reasons, 2 unresolved; recall 7/11 addressable and 8/13 floor', function () {
      const c = report.coverage
      expect(c).to.deep.include({
        predictions_total: 15,
        baseline_decisions_matched: 0,
        implausible_dropped: 3,
        unmatched: 2,
        addressable_caught: 7,
        decisions_addressable: 11,
        recall_addressable: 0.6364,
        decisions_total: 13,
        decisions_caught: 8,
        recall_floor: 0.6154,
        sponsor_method_counts: { cik: 7, name_exact: 4, name_fuzzy: 1, none: 1 },
        crl_decisions: 2,
      })
      expect(c.rejections).to.deep.include({ addressable: 2, caught: 1, recall: 0.5 })
      expect(c.matched_note).to.include(
        '1 whose first date was published after the FDA acted, 1 more than 365 days off (another cycle), 1 claiming',
      )
      expect(c.matched_note).to.include('1 cycles with a future date are pending')
    })

    it('match tier per row: application number, else fuzzy sponsor name with the drug', function () {
      const tiers = Object.fromEntries(
        rows.map((r) => [
          `${r.receipt.application_number}|${r.receipt.actual_date}`,
          r.receipt.match_tier,
        ]),
      )
      expect(tiers['NDA 300002|2025-08-29']).to.equal('sponsor_name_fuzzy+drug')
      expect(Object.values(tiers).filter((t) => t === 'application_number')).to.have.length(7)
    })

    it('ledgers: receipts with ticker, unlisted rows, withheld forward, additional rejections, misses, unresolved', function () {
      expect(report.track_record.map((r) => r.ticker)).to.deep.equal([
        'ALDB',
        'CDPK',
        'DNMB',
        'BRTX',
        'EVL',
        'CDPK',
      ])
      expect(
        report.track_record.find((r) => r.ticker === 'CDPK' && r.outcome === 'approved'),
      ).to.include({
        had_prior_crl: true,
        predicted_date: '2025-12-15',
        actual_date: '2025-12-10',
        error_days: -5,
      })
      expect(report.unlisted_scored_decisions.map((r) => [r.sponsor, r.error_days])).to.deep.equal([
        ['Hollis Labs', 0],
      ])
      expect(report.unlisted_withheld_forward).to.equal(1)
      expect(report.additional_rejections).to.deep.include({ count: 1 })
      expect(report.additional_rejections.items[0]).to.deep.include({
        company: 'Glenrock Bio',
        ticker: 'GLR',
        disclosed: '2025-09-10',
        drug_name: 'Pemtavir',
      })
      expect(
        (report.recall_misses!.items as any[]).map((m) => m.application_number).sort(),
      ).to.deep.equal(['NDA 300010', 'NDA 300011', 'NDA 300101', 'NDA 300103'])
      expect(
        (report.unresolved_predictions!.items as any[]).map((u) => [
          u.ticker,
          u.predicted_date,
          u.days_past,
          u.company_disclosed_outcome,
        ]),
      ).to.deep.equal([
        ['FRW', '2025-11-30', 46, null],
        ['MRLW', '2025-06-20', 209, 'approved'],
      ])
      expect(report.windows).to.deep.equal({
        filing: ['2022-06-01', '2025-12-01'],
        action: ['2022-06-01', '2026-01-05'],
      })
    })

    it('splits the error: FDA early on our right date (4, median -4) against our wrong or late date (2: one corrected, one missed extension)', function () {
      expect(report.error_split).to.deep.include({
        exact: 2,
        fda_acted_early: { count: 4, median_days: -4 },
      })
      expect(report.error_split!.our_date_wrong_or_late).to.deep.equal({
        count: 2,
        later_corrected: 1,
        extension_missed_or_late: 1,
        other: 0,
        median_abs_days: 19,
      })
    })

    it('figures per feed: upcoming scores the date in force, events every date published before the action', function () {
      expect(report.feeds!.upcoming).to.deep.equal({
        decisions_matched: 8,
        matched_crls: 1,
        median_delta_days: -1,
        within_7_days: 0.625,
        within_30_days: 0.875,
      })
      // Events add catalyst 2's first date (2025-06-01, 89 days before the action): [-55,-5,-3,-2,0,0,10,28,89].
      expect(report.feeds!.events).to.deep.equal({
        decisions_matched: 9,
        matched_crls: 1,
        median_delta_days: 0,
        within_7_days: 0.5556,
        within_30_days: 0.7778,
      })
    })

    it('operator_approved only on the row a human adjudicated', function () {
      expect(
        report.track_record.filter((r) => r.operator_approved).map((r) => r.ticker),
      ).to.deep.equal(['EVL'])
    })
  })

  it('a correction re-scores the row with operator_approved', function () {
    const events = timelineEvents()
    const c4 = events.find((e) => e.catalyst_id === 4)!
    events.push({
      ...c4,
      event_id: 999,
      event_type: 'corrected',
      filed_at: '2025-08-01',
      new_date: '2025-08-12',
      authority: 'human_lock',
      source_url: null,
    })
    const before = score().report
    const after = score(events).report
    const row = (doc: typeof before) => doc.track_record.find((r) => r.ticker === 'DNMB')!
    expect(row(before)).to.include({
      predicted_date: '2025-07-15',
      error_days: 28,
      operator_approved: false,
    })
    expect(row(after)).to.include({
      predicted_date: '2025-08-12',
      error_days: 0,
      operator_approved: true,
      filing_url: null,
    })
    expect(after.date_accuracy).to.deep.include({
      median_delta_days: -1,
      within_7_days: 0.75,
      within_30_days: 0.875,
    })
    expect(after.error_split!.exact).to.equal(3)
  })

  it('the summary keeps every scalar and drops every list', function () {
    const { report } = score()
    const summary = summariseAccuracy(report) as Record<string, any>
    expect(AccuracySummary.safeParse(summary).success).to.equal(true)
    const scalars = (value: unknown, path: string, out: Map<string, unknown>, lists: string[]) => {
      if (Array.isArray(value)) {
        lists.push(path)
        return
      }
      if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) scalars(v, `${path}.${k}`, out, lists)
        return
      }
      out.set(path, value)
    }
    const full = new Map<string, unknown>()
    const fullLists: string[] = []
    const summ = new Map<string, unknown>()
    const summLists: string[] = []
    scalars(report, '', full, fullLists)
    scalars(summary, '', summ, summLists)
    for (const [path, value] of full) expect(summ.get(path), path).to.deep.equal(value)
    // The only lists left are the fixed-size windows and the paid endpoint pointers.
    expect(summLists.sort()).to.deep.equal([
      '.paid_endpoints',
      '.windows.action',
      '.windows.filing',
    ])
    expect(summary).to.include({ track_record_rows: 6, unlisted_scored_decisions_rows: 1 })
    expect(summary.recall_misses.items_rows).to.equal(4)
    expect(summary.unresolved_predictions.items_rows).to.equal(2)
    expect(summary.additional_rejections).to.deep.include({ count: 1, items_rows: 1 })
  })

  it('without the FDA ledger, recall figures are null and the ledgers are omitted, never served empty', function () {
    const { report } = scoreAccuracy({
      events: timelineEvents(),
      decisions: [decision('NDA 300001', '2025-03-12', 'approved', 'ALDENFOR BIO INC')],
      today: TODAY,
      generatedAt: null,
      baselineSource: 'committed_fallback',
      ledger: false,
    })
    expect(report).to.not.have.property('recall_misses')
    expect(report).to.not.have.property('unresolved_predictions')
    expect(report.coverage).to.deep.include({
      recall_floor: null,
      recall_addressable: null,
      sponsor_method_counts: null,
      decisions_total: null,
    })
    expect(report.date_accuracy.decisions_matched).to.equal(1)
  })
})
