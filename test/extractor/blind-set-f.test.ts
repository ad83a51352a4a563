/**
 * Phrasing classes from a blind set of invented 8-K filings written by someone who had not read the extractor, each
 * written again here as invented sentences: "on" after a decision presupposes its date, the FDA's goal for completing its
 * review, an accented name in a quote attribution, a product decided on with its date in parentheses, a headline verb
 * before an attributive date, and a supplement's pending date beside a decision on the first indication.
 */
import { expect } from 'chai'
import { published } from './readings.js'

describe('a decision "on" its date presupposes the date', () => {
  for (const text of [
    'Quarton Bio expects an FDA decision for Bralvio on the April 10, 2026 PDUFA target action date.',
    'FDA decision for Bralvio is expected on its PDUFA date of April 10, 2026.',
  ])
    it(text, () => {
      expect(published(text, '2026-01-15')).to.deep.equal([['date_set', '2026-04-10', 'Bralvio']])
    })
  it('a meeting "on" its date is not a decision', () => {
    expect(
      published(
        'Quarton Bio expects to meet with the FDA on the April 10, 2026 PDUFA target action date.',
        '2026-01-15',
      ),
    ).to.deep.equal([])
  })
})

describe("the FDA's goal for completing its review", () => {
  it('is a target phrase', () => {
    expect(
      published(
        "The FDA accepted the BLA for Vexori. Under PDUFA, the FDA's goal for completing its review is November 20, 2026.",
        '2026-03-05',
      ),
    ).to.deep.equal([['date_set', '2026-11-20', 'Vexori']])
  })
})

describe('a quote attributed to a person whose name has accents', () => {
  for (const speaker of ['Inés Duarte', 'Chief Executive Officer Lucía Ferreyra'])
    it(speaker, () => {
      expect(
        published(
          `"We are ready for Tesmira ahead of our PDUFA date of January 8, 2027," said ${speaker}.`,
          '2026-11-10',
        ),
      ).to.deep.equal([['date_set', '2027-01-08', 'Tesmira']])
    })
})

describe('a product decided on, its date in parentheses', () => {
  it('"decision for X (PDUFA: D); a trial of Y" is X\'s date', () => {
    expect(
      published(
        'Milestones: decision for Arcturel (PDUFA: March 9, 2026); a Phase 3 trial of ARC-44 in 2026.',
        '2025-11-04',
      ),
    ).to.deep.equal([['date_set', '2026-03-09', 'Arcturel']])
  })
})

describe('a headline verb before an attributive date', () => {
  for (const verb of ['Receives', 'Secures', 'Announces'])
    it(`"Harlan Bio ${verb} July 9, 2026 PDUFA Goal Date for Pravella"`, () => {
      expect(
        published(`Harlan Bio ${verb} July 9, 2026 PDUFA Goal Date for Pravella`, '2025-11-03'),
      ).to.deep.equal([['date_set', '2026-07-09', 'Pravella']])
    })
})

describe("a supplement's pending date beside a decision on the first indication", () => {
  it('is not superseded by the decision', () => {
    expect(
      published(
        "The FDA approved Sylvrena for Crohn's disease. The FDA has set a PDUFA target action date of November 6, 2026 for the supplemental BLA in ulcerative colitis.",
        '2026-04-28',
      ),
    ).to.deep.equal([
      ['approval', null, 'Sylvrena'],
      ['date_set', '2026-11-06', 'Sylvrena'],
    ])
  })
  it("the supplement's own approval still supersedes its date", () => {
    expect(
      published(
        'The FDA approved the supplemental BLA for Sylvrena in ulcerative colitis. The sBLA had a PDUFA target action date of November 6, 2026.',
        '2026-10-28',
      ),
    ).to.deep.equal([['approval', null, 'Sylvrena']])
  })
})

describe("a table row's status tells its date's kind", () => {
  it('"Class 2 resubmission accepted" in the status column', () => {
    expect(
      published(
        'Product | Status | PDUFA date\nDalvira | Class 2 resubmission accepted | September 12, 2026\nOstrelva | NDA under review | October 3, 2026',
        '2026-08-06',
      ),
    ).to.deep.equal([
      ['resubmission_date_set', '2026-09-12', 'Dalvira'],
      ['date_set', '2026-10-03', 'Ostrelva'],
    ])
  })
})
