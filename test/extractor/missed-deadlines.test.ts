/**
 * A goal date the agency says it will not meet has lapsed, however the text words the denial and wherever else the
 * text states the date: "will not be issuing an action letter by D", "will not be ready to take an action by D", "the
 * review will continue beyond the PDUFA date of D". A doubt ("may not") denies nothing. Sentences written for this
 * test, invented names.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

const FILED = '2026-05-01'

describe('the agency denies acting by the goal date', () => {
  for (const text of [
    'The FDA has communicated to Kestrel that it will not be issuing an action letter on the NDA for Zelvora by May 10, 2026, the scheduled PDUFA date.',
    'The notice stated that the Agency is still considering the regulatory issues related to the approvability of Zelvora, and will not be ready to take an action by May 10, 2026. In January, the FDA accepted the NDA for Zelvora and assigned a PDUFA goal date of May 10, 2026.',
    'Kestrel said the FDA has not yet completed its review of the BLA for Zelvora, and that the review will continue beyond the prescription drug user fee (PDUFA) action date of May 10, 2026.',
  ])
    it(`publishes no date: ${text}`, () => {
      expect(published(text, FILED)).to.deep.equal([])
      expect(extract(text, FILED).map((a) => a.reason)).to.include('lapsed')
    })
  it('a doubt about meeting the date leaves it standing', () => {
    expect(
      published(
        'The FDA may not be ready to take an action on the NDA for Zelvora by the PDUFA goal date of May 10, 2026.',
        FILED,
      ),
    ).to.deep.equal([['date_set', '2026-05-10', 'Zelvora']])
  })
  it('another date of the text is not touched', () => {
    expect(
      published(
        'The FDA will not be ready to take an action on Zelvora by May 10, 2026. The PDUFA goal date for Ostrelva is August 14, 2026.',
        FILED,
      ),
    ).to.deep.equal([['date_set', '2026-08-14', 'Ostrelva']])
  })
})
