/**
 * s19-old (set r46, older releases and press, 2006-2014): the agency that "cleared the marketing of X" approved X, and a
 * committee's vote tally after a name ("Zelvora 7-0 in favor") is no part of the name; "a new PDUFA date will be set by
 * the Agency" lets a date told before go. Invented sentences.
 */
import { expect } from 'chai'
import { extractText } from '../../services/extractor/extract.js'

const published = (text: string, referenceDate: string) =>
  extractText(text, { referenceDate, filer: null })
    .filter((a) => a.publishable)
    .map((a) => ({ kind: a.kind, date: a.pdufa_date, drug: a.drug_name }))

describe('s19-old: cleared the marketing of X; a vote tally after a name', () => {
  it('reads "the FDA cleared the marketing of X" as an approval of X', () => {
    expect(
      published(
        'Kestrel Bio said the Food and Drug Administration cleared the marketing of Zelvora.',
        '2012-03-07',
      ),
    ).to.deep.equal([{ kind: 'approval', date: null, drug: 'Zelvora' }])
  })
  it('reads "clears the sale of X" in a headline as an approval of X', () => {
    expect(
      published('FDA Clears the Sale of Ostrelva for Adults With Gout', '2011-05-04'),
    ).to.deep.equal([{ kind: 'approval', date: null, drug: 'Ostrelva' }])
  })
  it('publishes no approval for the cleared marketing of a device', () => {
    expect(
      published(
        'Osprey Medical said the FDA cleared the marketing of its Velmora infusion pump.',
        '2011-05-04',
      ),
    ).to.deep.equal([])
  })
  it('publishes no approval for "cleared the way for the marketing of X"', () => {
    expect(
      published(
        'The acceptance cleared the way for the marketing of Zelvora next year.',
        '2011-05-04',
      ),
    ).to.deep.equal([])
  })
  it('ends a name before a vote tally ("Zelvora 7-0 in favor")', () => {
    expect(
      published(
        'The committee recommended the approval of Zelvora 7-0 in favor. FDA action date: September 12th 2009.',
        '2009-08-16',
      ),
    ).to.deep.equal([{ kind: 'date_set', date: '2009-09-12', drug: 'Zelvora' }])
  })
  it('ends a name before a tally written with "-to-"', () => {
    expect(
      published(
        'The panel voted to recommend Ostrelva 9-to-2. The PDUFA date for Ostrelva is March 3, 2010.',
        '2009-11-16',
      ),
    ).to.deep.equal([{ kind: 'date_set', date: '2010-03-03', drug: 'Ostrelva' }])
  })
  it('keeps a code whose digits follow letters ("KB-118")', () => {
    expect(
      published('The FDA has set a PDUFA date of May 1, 2010 for KB-118.', '2009-11-16'),
    ).to.deep.equal([{ kind: 'date_set', date: '2010-05-01', drug: 'KB-118' }])
  })
})

describe('s19-old: a new PDUFA date that will be set lets the told one go', () => {
  it('publishes no date when "a new PDUFA date will be set by the Agency"', () => {
    expect(
      published(
        'The FDA will not start its review until it receives a response. A new PDUFA date will be set by the Agency. The resubmission had been assigned a PDUFA date of January 3, 2014.',
        '2013-07-29',
      ),
    ).to.deep.equal([])
  })
  it('keeps the date when a new one would be set only if the review is extended', () => {
    expect(
      published(
        'The FDA assigned a PDUFA date of January 3, 2014 for Zelvora. If the FDA extends the review, a new PDUFA date will be set by the Agency.',
        '2013-07-29',
      ),
    ).to.deep.equal([{ kind: 'date_set', date: '2014-01-03', drug: 'Zelvora' }])
  })
})
