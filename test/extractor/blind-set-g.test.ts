/**
 * Phrasing classes from a blind set of invented quarterly releases, 6-K covers and 8-K notices written by someone who
 * had not read the extractor, each written again here as invented sentences: a parenthesis that holds a code and an
 * indication, an organ word before a disease noun, a verb opening a bullet, a voided date of one drug beside another's,
 * one disease in two populations, a milestone row that labels its own date, "the FDA's decision is expected on or
 * before", a defining aside before "of D", and a withdrawal the company may undo.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

describe('a bullet of a pipeline section names its product first', () => {
  for (const [text, drug] of [
    [
      '- Daxarelin (ZP-301, endometriosis-associated pain): the U.S. FDA PDUFA date is 17 June 2026.',
      'Daxarelin',
    ],
    ['- Bexoria (FRB-114, NDA in schizophrenia): PDUFA date of June 17, 2026.', 'Bexoria'],
    [
      '- Nolvessa (sabrelumab) BLA for thyroid eye disease accepted for review by the FDA with a PDUFA target action date of June 17, 2026.',
      'Nolvessa',
    ],
  ] as const)
    it(text, () => {
      expect(published(text, '2026-01-29')).to.deep.equal([['date_set', '2026-06-17', drug]])
    })
  it('a verb opening the bullet is no part of the name', () => {
    expect(
      published(
        '- Acquires Tamvera (tamlimab), a BLA-stage antibody with a PDUFA date of November 5, 2026',
        '2026-05-01',
      ).map((a) => a[2]),
    ).to.not.include('Acquires Tamvera')
  })
})

describe('what voids one date leaves the others', () => {
  it("a date that no longer applies lapses its own drug's only", () => {
    expect(
      extract(
        'The PDUFA date of September 9, 2025 for Cetravi no longer applies. Separately, the FDA accepted the Rulexa NDA with a PDUFA target action date of April 4, 2026.',
        '2025-08-12',
      ).map((a) => [a.pdufa_date, a.drug_name, a.publishable ? 'PUB' : a.reason]),
    ).to.deep.equal([
      ['2025-09-09', 'Cetravi', 'lapsed'],
      ['2026-04-04', 'Rulexa', 'PUB'],
    ])
  })
  it('an approval for adults leaves the pediatric supplement its date', () => {
    expect(
      published(
        'The FDA approved Zelnora for adults with lupus on March 2, 2026. The FDA also accepted the sNDA for Zelnora in pediatric lupus with a PDUFA date of September 10, 2026.',
        '2026-03-05',
      ),
    ).to.deep.equal([
      ['approval', '2026-03-02', 'Zelnora'],
      ['date_set', '2026-09-10', 'Zelnora'],
    ])
  })
  it('a withdrawal the company only may undo still withdraws the date', () => {
    expect(
      published(
        'On May 29, 2026, Pickering Pharmaceuticals notified the FDA of its decision to voluntarily withdraw its NDA for Somnetra in insomnia. The NDA had been under review with a PDUFA target action date of July 30, 2026. The Company may resubmit the NDA in the future.',
        '2026-06-01',
      ),
    ).to.deep.equal([])
  })
})

describe('dates in other layouts and longer wording', () => {
  it('a milestone row that labels its own date', () => {
    expect(
      published(
        'Upcoming milestones\nTolvexa (NDA, migraine) | PDUFA date | May 2, 2026\nTLX-4 | Phase 2 data | 2H 2026',
        '2026-01-15',
      ),
    ).to.deep.equal([['date_set', '2026-05-02', 'Tolvexa']])
  })
  it('"The FDA\'s decision is expected on or before D"', () => {
    expect(
      published(
        "Dunmore announced that the FDA has accepted and granted Priority Review to its BLA for Cortabrin. The FDA's decision is expected on or before June 6, 2026.",
        '2025-10-09',
      ),
    ).to.deep.equal([['date_set', '2026-06-06', 'Cortabrin']])
  })
  it('a defining aside between "goal date" and "of D"', () => {
    expect(
      published(
        'The NDA for Fennavir has been accepted for standard review and assigned a PDUFA goal date, the date by which the FDA aims to complete its review of the application, of April 17, 2026.',
        '2025-08-18',
      ),
    ).to.deep.equal([['date_set', '2026-04-17', 'Fennavir']])
  })
})
