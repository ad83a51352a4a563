/**
 * Moves and decision frames told without a PDUFA noun, standing dates restated in releases about something else, and
 * lists whose products stand in the sentence before "respectively". Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extract, publishedMoves } from './readings.js'

const FILED = '2025-03-10'
const moves = (text: string) => publishedMoves(text, FILED)

describe('moves without a PDUFA noun', () => {
  it('the review period lengthened by an amount, to D', () => {
    expect(
      moves(
        'The FDA lengthened the review period for Zelvorin by three months, to October 18, 2025.',
      ),
    ).to.deep.equal([['date_extended', '2025-10-18', null, 'Zelvorin']])
  })

  it('the review period as the subject of a passive move', () => {
    expect(
      moves(
        'The review period for the Zelvorin NDA was extended by three months, to October 18, 2025.',
      ),
    ).to.deep.equal([['date_extended', '2025-10-18', null, 'Zelvorin']])
  })

  it('shifting the expected approval date from D0 to D1, with and without the years', () => {
    expect(
      moves(
        'The FDA extended its review of the Zelvorin application, shifting the expected approval date from March 2 to June 2.',
      ),
    ).to.deep.equal([['date_extended', '2025-06-02', '2025-03-02', 'Zelvorin']])
    expect(
      moves(
        'Quorvant said the FDA is shifting the expected approval date for Zelvorin from March 2, 2026 to June 2, 2026.',
      ),
    ).to.deep.equal([['date_extended', '2026-06-02', '2026-03-02', 'Zelvorin']])
  })

  it('the agency pushing its decision to D1 from D0', () => {
    expect(
      moves('The agency pushed its decision on Zelvorin to October 18, 2025 from July 18, 2025.'),
    ).to.deep.equal([['date_extended', '2025-10-18', '2025-07-18', 'Zelvorin']])
  })

  it('the new target date "is expected to be" D after the text tells the move', () => {
    for (const text of [
      'Quorvant said the FDA extended the review of the Zelvorin NDA. The new PDUFA target date is expected to be October 18, 2025.',
      'The FDA has extended the Zelvorin review by three months; the new target action date is expected to be October 18, 2025.',
    ])
      expect(moves(text), text).to.deep.equal([['date_extended', '2025-10-18', null, 'Zelvorin']])
  })

  it('a company expecting a date with no move told stays hedged', () => {
    expect(
      moves('Quorvant expects the PDUFA date for Zelvorin to be October 18, 2025.'),
    ).to.deep.equal([])
  })
})

describe('a standing date restated', () => {
  for (const text of [
    'The advisory committee voted in favor of Zelvorin. The PDUFA target action date isstill July 18, 2025.',
    'Quorvant reported results of the Phase 3 study. The Zelvorin NDA remains on schedule for its July 18, 2025 PDUFA date.',
    'Following the financing, the PDUFA date for Zelvorin is still July 18, 2025.',
    'Zelvorin was approved by the European Commission. In the U.S., the PDUFA date for Zelvorin remains July 18, 2025.',
  ])
    it(text, () => {
      expect(moves(text)).to.deep.equal([['date_set', '2025-07-18', null, 'Zelvorin']])
    })
})

describe('"respectively" with the products in the sentence before', () => {
  it('dates that cannot be paired with the products named are held, not given to the last one', () => {
    const text =
      'The FDA accepted the NDAs for Zelvorin, Traxomab and Ostravel. Goal dates of October 2, 2025 and November 9, 2025, respectively, were assigned to the first two.'
    expect(moves(text)).to.deep.equal([])
    expect(extract(text, FILED).map((a) => a.reason)).to.deep.equal(['no_drug', 'no_drug'])
  })

  it('one product with two dates keeps both', () => {
    expect(
      moves(
        'The sNDAs for Zelvorin in chronic cough and in idiopathic pulmonary fibrosis have PDUFA goal dates of October 2, 2025 and November 9, 2025, respectively.',
      ),
    ).to.deep.equal([
      ['date_set', '2025-10-02', null, 'Zelvorin'],
      ['date_set', '2025-11-09', null, 'Zelvorin'],
    ])
  })

  it('pairs the n-th product with the n-th date', () => {
    expect(
      moves(
        'Quorvant has two applications under review: the NDA for Zelvorin for chronic refractory cough in adults with prior treatment failure, and the BLA for Traxomab for lupus nephritis. The FDA assigned goal dates of October 2, 2025 and November 9, 2025, respectively.',
      ),
    ).to.deep.equal([
      ['date_set', '2025-10-02', null, 'Zelvorin'],
      ['date_set', '2025-11-09', null, 'Traxomab'],
    ])
  })
})
