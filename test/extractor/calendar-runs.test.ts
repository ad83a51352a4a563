/**
 * Calendar runs (calendar-blocks.ts): label lines "PDUFA Date: D" and products' names alternating with no blank line
 * between, as a calendar page or a slide's rows flatten. Each label takes its own row's name (the first line's kind
 * says on which side); a label never takes a name another label of the run has taken, nor the nearest earlier line's;
 * a run whose rows cannot be told (an odd count, two labels or two names in a row) holds its labels. Invented names only.
 */
import { expect } from 'chai'
import { publishedDatesAndDrugs } from './readings.js'

const published = (text: string) => publishedDatesAndDrugs(text, '2026-11-30')

const D1 = 'PDUFA Date: March 4, 2027'
const D2 = 'PDUFA Date: April 9, 2027'
const D3 = 'PDUFA Date: May 21, 2027'

describe('calendar runs: alternating label and name lines with no blank line between', () => {
  it('label line then name line: each label takes the name below it (stem names)', () => {
    expect(published(`${D1}\nZelmotinib\n${D2}\nOstravimab\n`)).to.deep.equal([
      ['2027-03-04', 'Zelmotinib'],
      ['2027-04-09', 'Ostravimab'],
    ])
  })

  it('name line then label line: each label takes the name above it', () => {
    expect(published(`Zelmotinib\n${D1}\nOstravimab\n${D2}\n`)).to.deep.equal([
      ['2027-03-04', 'Zelmotinib'],
      ['2027-04-09', 'Ostravimab'],
    ])
  })

  it('three products, coined brands and stem names, with a heading paragraph above', () => {
    const expected = [
      ['2027-03-04', 'Velkarin'],
      ['2027-04-09', 'Zelmotinib'],
      ['2027-05-21', 'Ostrelva'],
    ]
    expect(
      published(`Upcoming FDA decisions\n\n${D1}\nVelkarin\n${D2}\nZelmotinib\n${D3}\nOstrelva`),
    ).to.deep.equal(expected)
    expect(
      published(
        `Upcoming FDA decisions\n\nVelkarin (Halvex Pharma)\n${D1}\nZelmotinib (Morrow Bio)\n${D2}\nOstrelva\n${D3}`,
      ),
    ).to.deep.equal(expected)
  })

  it('trap: a run with a heading line on top is ambiguous (odd count): no label takes a neighbour’s name', () => {
    // "Heading / L1 / N1 / L2 / N2" read as name-then-label would give L2 the name N1: held instead.
    for (const text of [
      `Upcoming FDA decisions\n${D1}\nZelmotinib\n${D2}\nOstravimab`,
      `Zelmotinib\n${D1}\nOstravimab\n${D2}\nVelnapimab`,
      `${D1}\nZelmotinib\n${D2}`,
    ])
      expect(published(text), text).to.deep.equal([])
  })

  it('trap: two labels in a row, or two names in a row, hold every label of the run', () => {
    for (const text of [
      `${D1}\n${D2}\nZelmotinib\nOstravimab`,
      `Zelmotinib\nOstravimab\n${D1}\n${D2}`,
      `${D1}\nZelmotinib\nOstravimab\n${D2}`,
    ])
      expect(published(text), text).to.deep.equal([])
  })

  it('trap: two labels in a row after a release naming two products never both take the last one named', () => {
    expect(
      published(
        `Halvex Pharma announced that the FDA accepted the NDAs for Zelmotinib and Ostravimab.\n\n${D1}\n${D2}`,
      ),
    ).to.deep.equal([])
  })

  it('trap: a row whose name line names no product holds its label; the other rows keep their own names', () => {
    expect(published(`${D1}\nZelmotinib\n${D2}\nPending\n`)).to.deep.equal([
      ['2027-03-04', 'Zelmotinib'],
    ])
    expect(published(`${D1}\nPending\n${D2}\nOstravimab\n`)).to.deep.equal([
      ['2027-04-09', 'Ostravimab'],
    ])
  })

  it('a run of thousands of rows, or of labels alone, is read in one pass', () => {
    const rows = Array.from(
      { length: 4_000 },
      (_, i) =>
        `PDUFA Date: March ${(i % 28) + 1}, 2027\nVelkar${String.fromCharCode(97 + (i % 26))}in`,
    ).join('\n')
    const started = process.hrtime.bigint()
    expect(published(rows).length).to.be.above(0)
    expect(published(Array.from({ length: 4_000 }, () => D1).join('\n'))).to.deep.equal([])
    expect(Number(process.hrtime.bigint() - started) / 1e9).to.be.below(20)
  })

  it('a release naming one product before its PDUFA sentence keeps it', () => {
    expect(
      published(
        'Halvex Pharma announced that the FDA accepted its NDA for Zelmotinib for chronic cough.\nThe PDUFA target action date is March 4, 2027.',
      ),
    ).to.deep.equal([['2027-03-04', 'Zelmotinib']])
    expect(
      published(
        `Halvex Pharma announced that the FDA accepted the BLA for Ostravimab.\n\nKey dates\n${D1}`,
      ),
    ).to.deep.equal([['2027-03-04', 'Ostravimab']])
  })
})
