/**
 * Modals that belong to an aside or to a headline, not to the date: a relative clause or a parenthesis that defines the
 * target ("..., which would be the earliest date at which approval could occur, is D", "(the date the FDA expects to
 * complete its review)"), and a headline's condition over the line that sets the date ("If approved, X would ...\nFDA
 * has set ..."). A condition in the date's own sentence still hedges it. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

describe('a modal in an aside that defines the target', () => {
  for (const text of [
    'The PDUFA date set by the FDA, which would be the earliest date at which approval could occur, is September 29, 2025 for Zelvora.',
    'The FDA notified Kestrel that its PDUFA target date (the date the FDA expects to complete its review of the Zelvora NDA) is September 29, 2025.',
  ])
    it(text, () => {
      expect(published(text)).to.deep.equal([['date_set', '2025-09-29', 'Zelvora']])
    })
})

describe("a headline's condition", () => {
  it('does not reach the line that sets the date', () => {
    expect(
      published(
        'If approved, velcaritide would become the first approved therapy for this disease\nFDA has set target PDUFA action date of September 29, 2025',
      ),
    ).to.deep.equal([['date_set', '2025-09-29', 'velcaritide']])
  })
  it('a condition in the same sentence still hedges', () => {
    const text =
      'If the NDA is accepted, the PDUFA date for velcaritide would be September 29, 2025.'
    expect(published(text)).to.deep.equal([])
    expect(extract(text)[0]?.reason).to.equal('hedged')
  })
})

describe("a fronted condition's clause", () => {
  it('ends at a semicolon', () => {
    expect(
      published(
        'If approved, Zelvora would be the first therapy for this disease; the PDUFA date is December 3, 2025.',
      ),
    ).to.deep.equal([['date_set', '2025-12-03', 'Zelvora']])
  })
})
