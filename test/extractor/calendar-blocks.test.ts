/**
 * Calendar layouts (calendar-blocks.ts): "PDUFA Date: D" on a line of its own with the product's name alone on the line
 * below or above, the block alone between blank lines. Invented names only.
 */
import { expect } from 'chai'
import { publishedDatesAndDrugs } from './readings.js'

const published = (text: string) => publishedDatesAndDrugs(text, '2026-11-30')

describe('calendar blocks: a PDUFA date label line and its product alone on the next or previous line', () => {
  it('reads the name on the line below the label, with its maker in parentheses', () => {
    expect(
      published('Upcoming FDA decisions\n\nPDUFA Date: March 4, 2027\nVelkarin (Halvex Pharma)\n'),
    ).to.deep.equal([['2027-03-04', 'Velkarin']])
  })

  it('reads the name on the line above the label', () => {
    expect(published('Velkarin\nPDUFA Date: March 4, 2027')).to.deep.equal([
      ['2027-03-04', 'Velkarin'],
    ])
  })

  it('pairs each block with its own name when blocks stand apart, below or above', () => {
    const expected = [
      ['2027-03-04', 'Velkarin'],
      ['2027-04-09', 'Ostrelva'],
    ]
    expect(
      published('PDUFA Date: March 4, 2027\nVelkarin\n\nPDUFA Date: April 9, 2027\nOstrelva\n'),
    ).to.deep.equal(expected)
    expect(
      published('Velkarin\nPDUFA Date: March 4, 2027\n\nOstrelva\nPDUFA Date: April 9, 2027\n'),
    ).to.deep.equal(expected)
  })

  it('two products\u2019 labels and names with no blank line between: each label its own row (calendar-runs.test.ts)', () => {
    expect(
      published('PDUFA Date: March 4, 2027\nVelkarin\nPDUFA Date: April 9, 2027\nOstrelva\n'),
    ).to.deep.equal([
      ['2027-03-04', 'Velkarin'],
      ['2027-04-09', 'Ostrelva'],
    ])
  })

  it('trap: the same rows under a heading line with no blank line between publish nothing', () => {
    expect(
      published(
        'Upcoming\nPDUFA Date: March 4, 2027\nVelkarin\nPDUFA Date: April 9, 2027\nOstrelva\n',
      ),
    ).to.deep.equal([])
  })

  it('trap: a block whose name line names no product never takes the name of the block above', () => {
    expect(
      published(
        'PDUFA Date: March 4, 2027\nVelkarin (Halvex Pharma)\n\nPDUFA Date: April 9, 2027\nPending\n',
      ),
    ).to.deep.equal([['2027-03-04', 'Velkarin']])
  })

  it('trap: a heading on the line above the label is no name; the release’s own product keeps the date', () => {
    for (const heading of ['Overview', 'Highlights', 'Key dates', 'NDA accepted'])
      expect(
        published(
          `Halvex Pharma announced that the FDA accepted the NDA for Velkarin.\n\n${heading}\nPDUFA Date: March 4, 2027`,
        ),
        heading,
      ).to.deep.equal([['2027-03-04', 'Velkarin']])
  })

  it('trap: an advisory committee date label is no block', () => {
    expect(published('Advisory Committee Date: March 4, 2027\nVelkarin\n')).to.deep.equal([])
  })

  it('trap: a heading word above the label, or a third line in the block, names no product', () => {
    expect(published('Upcoming\nPDUFA Date: March 4, 2027\n')).to.deep.equal([])
    expect(
      published(
        'PDUFA Date: March 4, 2027\nVelkarin\nTopline data expected in the first quarter\n',
      ),
    ).to.deep.equal([])
  })

  it('a text of thousands of blocks is read through (one pass over its lines)', () => {
    const text = Array.from(
      { length: 2_000 },
      (_, i) =>
        `PDUFA Date: March ${(i % 28) + 1}, 2027\nVelkar${String.fromCharCode(97 + (i % 26))}in`,
    ).join('\n\n')
    expect(published(text).length).to.be.above(0)
  })
})
