/**
 * Candidates the extractor found and held back, read again (s17-weak): a weak date noun that the pace of review sets ("grants
 * X a priority review, setting a decision date of D") is the goal date; an expectation timed by its own period after
 * another noun ("with two NDA submissions anticipated in the second half of 2025") hedges that noun's event, not the date
 * the sentence goes on to state; a calendar entry's label line takes the name alone on the line below it when the sponsor's
 * and the product's lines follow ("PDUFA Date: D / Zelvora / Kestrel Bio / A first-in-class ..."), bullets or none. Each
 * reading beside its traps, which stay held.
 * Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { findCues } from '../../services/extractor/cues.js'
import { extract, heldAs, published } from './readings.js'

describe('held readings promoted by a general reading', () => {
  describe('a weak date noun set by the pace of review is the goal date', () => {
    for (const text of [
      'This acceptance grants Zelvora a priority review, setting a decision date on or before April 26, 2025.',
      'The standard review sets a target date of April 26, 2025 for Zelvora.',
      'Kestrel received a priority review designation, which sets a decision date of April 26, 2025 for Zelvora.',
    ])
      it(text, () =>
        expect(published(text, '2024-10-25')).to.deep.equal([
          ['date_set', '2025-04-26', 'Zelvora'],
        ]),
      )
    for (const [text, reason] of [
      // A modal between the review and its setting: the date is only supposed.
      [
        'Kestrel will ask for a priority review, which would set a decision date of April 26, 2025 for Zelvora.',
        'weak_phrase',
      ],
      // A voucher is no pace of review.
      [
        'Kestrel used a priority review voucher, setting a target date of April 26, 2025 for Zelvora.',
        'weak_phrase',
      ],
      // A fronted condition still hedges it.
      [
        'If the FDA grants a priority review, setting a decision date of April 26, 2025, Zelvora could launch that year.',
        'hedged',
      ],
      // A real reference stays held.
      [
        'Kestrel plans to launch Zelvora following the decision date of April 26, 2025 set by its priority review.',
        'weak_phrase',
      ],
    ] as const)
      it(`trap: ${text}`, () => {
        expect(published(text, '2024-10-25')).to.deep.equal([])
        expect(heldAs(text, '2024-10-25')).to.deep.include(['date_set', '2025-04-26', reason])
      })
  })

  describe("an expectation timed by its own period hedges another noun's event, not the date", () => {
    it('marks the participle after another noun as an aside, and not one after a decision or date noun', () => {
      const s =
        'With NDA submissions anticipated in the second half of 2025 and approval expected in 2026, the anticipated PDUFA date is D.'
      const [submissions, approval, date] = findCues(s).hedges
      expect(submissions).to.include({ inAside: true })
      expect(approval).to.include({ inAside: false })
      expect(date).to.include({ inAside: false, beforeTarget: true })
    })
    for (const text of [
      'Kestrel is advancing two late-stage assets with two NDA submissions anticipated in second half of 2025\nPDUFA goal date of March 3, 2026 set by FDA for zelvotinib to treat skin cancer',
      'With topline data expected by year-end, Halden has a PDUFA date of March 3, 2026 for zelvotinib.',
      'Halden, with its launch planned for 2026 and a readout expected in the fourth quarter of 2025, has a PDUFA date of March 3, 2026 for zelvotinib.',
    ])
      it(text, () =>
        expect(published(text, '2025-11-10')).to.deep.equal([
          ['date_set', '2026-03-03', 'zelvotinib'],
        ]),
      )
    for (const text of [
      // The date's own hedges stay: a verb, an adjective on the target noun, a participle with no period.
      'Halden expects a PDUFA date of March 3, 2026 for zelvotinib, with an NDA submission anticipated in the first half of 2025.',
      'With an NDA submission anticipated in the first half of 2025, Halden expects the PDUFA date for zelvotinib to be March 3, 2026.',
      'With data expected in 2025, the anticipated PDUFA date for zelvotinib is March 3, 2026.',
      'Halden said the PDUFA date for zelvotinib is expected to be March 3, 2026.',
    ])
      it(`trap: ${text}`, () => {
        expect(published(text, '2025-11-10')).to.deep.equal([])
        expect(heldAs(text, '2025-11-10')).to.deep.include(['date_set', '2026-03-03', 'hedged'])
      })
  })

  describe("a calendar entry's label takes the name on the line below, with the sponsor's lines after it", () => {
    for (const [text, drug] of [
      [
        'PDUFA Date: September 26, 2026\nZelvora\nKestrel Bio\nA first-in-class agonist for schizophrenia in adults.',
        'Zelvora',
      ],
      [
        'Upcoming FDA Decisions for September 2026\n  • PDUFA Date: September 26, 2026\n    • Tarvello (KV-2029)\n    • Kestrel\n    • An investigational injection for acromegaly.',
        'Tarvello',
      ],
      [
        '- PDUFA Date: September 26, 2026\n- Ostrelva\n- Halden Pharma\n- A once-weekly therapy for adults.',
        'Ostrelva',
      ],
    ] as const)
      it(text, () =>
        expect(published(text, '2026-09-01')).to.deep.equal([['date_set', '2026-09-26', drug]]),
      )
    for (const text of [
      // No name alone on the line below: no product.
      'PDUFA Date: September 26, 2026\nBackground\nKestrel Bio develops medicines for adults.',
      // A name on either side of the label: the entry's rows cannot be told.
      'Kestrel\nPDUFA Date: September 26, 2026\nZelvora\nA once-weekly therapy for adults.',
    ])
      it(`trap: ${text}`, () =>
        expect(extract(text, '2026-09-01').filter((a) => a.drug_name === 'Zelvora')).to.deep.equal(
          [],
        ))
  })
})
