/**
 * A date restated as standing (issue 13, class 3): "no change to", "not ... any change to", "unchanged at", "still",
 * and the FDA's action on a product by its date. The restatement publishes the date as set; a real move still extends
 * it, and a date denied stays unpublished. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

describe('restated dates that still stand', () => {
  const rows: Array<[string, string, string, string]> = [
    [
      '"no change to"',
      'There has been no change to the PDUFA date of November 14, 2025 for Zelvora.',
      '2025-11-14',
      'Zelvora',
    ],
    [
      '"has not communicated any change to"',
      'The FDA has not communicated any change to the January 9, 2026 PDUFA target action date for Ostrelva.',
      '2026-01-09',
      'Ostrelva',
    ],
    [
      '"unchanged at" after a verb of telling',
      'The FDA confirmed that the PDUFA target action date for KST-204 is unchanged at December 12, 2025.',
      '2025-12-12',
      'KST-204',
    ],
    [
      '"is still"',
      'The FDA accepted the NDA, and the PDUFA date for Zelvora is still November 14, 2025.',
      '2025-11-14',
      'Zelvora',
    ],
    [
      "the FDA's action on a product by its date",
      'Kestrel continues to expect FDA action on Zelvora by its PDUFA date of November 14, 2025.',
      '2025-11-14',
      'Zelvora',
    ],
  ]
  for (const [name, text, date, drug] of rows)
    it(name, () => {
      expect(published(text), JSON.stringify(extract(text))).to.deep.equal([
        ['date_set', date, drug],
      ])
    })

  it('a real move in the same sentence still extends the date', () => {
    expect(
      published(
        'The FDA extended the PDUFA date for Zelvora from November 14, 2025 to February 14, 2026; no other change to the review was made.',
      ),
    ).to.deep.equal([['date_extended', '2026-02-14', 'Zelvora']])
  })

  it('a date denied is not restated', () => {
    expect(published('Zelvora no longer has a PDUFA date of November 14, 2025.')).to.deep.equal([])
  })
})

describe('moves, appositions and doubt about the approval', () => {
  const readings = (text: string) =>
    extract(text)
      .filter((a) => a.publishable)
      .map((a) => [a.kind, a.pdufa_date, a.prior_date, a.drug_name])

  it('"previously D0, is now D1" moves the date', () => {
    expect(
      readings(
        'The PDUFA date for Zelvora, previously March 14, 2026, is now June 14, 2026 following a three-month extension.',
      ),
    ).to.deep.equal([['date_extended', '2026-06-14', '2026-03-14', 'Zelvora']])
  })

  it('"additional time to review" before a new date is an extension', () => {
    expect(
      readings(
        'Kestrel received notice that the FDA requires additional time to review the Zelvora NDA. The new PDUFA goal date is June 14, 2026.',
      ).map((r) => [r[0], r[1]]),
    ).to.deep.equal([['date_extended', '2026-06-14']])
  })

  it('a date in apposition followed by its purpose', () => {
    expect(
      readings(
        'The FDA accepted the BLA for NV-1182 for priority review, setting a PDUFA date, November 14, 2025, for a decision.',
      ),
    ).to.deep.equal([['date_set', '2025-11-14', null, 'NV-1182']])
  })

  it('doubt about the approval leaves the date it presupposes standing', () => {
    for (const text of [
      'There can be no assurance that the FDA will approve Zelvora by its PDUFA date of November 14, 2025, or at all.',
      'We cannot be certain that the FDA will approve Zelvora by its PDUFA date of November 14, 2025.',
    ])
      expect(readings(text), text).to.deep.equal([['date_set', '2025-11-14', null, 'Zelvora']])
  })

  it('the agency saying it will not complete its review by the date still lapses it', () => {
    expect(
      readings(
        'The FDA will not complete its review of Zelvora by the PDUFA date of November 14, 2025.',
      ),
    ).to.deep.equal([])
  })
})
