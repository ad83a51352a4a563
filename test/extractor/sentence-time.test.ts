/**
 * A sentence that says when it happened ("On May 25, 2023, ...") reads its year-less dates from then, not from the
 * filing's date: a later filing that retells an announcement must not move its goal date into the filing's year.
 * Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import type { Assertion } from '../../schemas/avro/types.js'
import { findDateMentions, sentenceTimeOf } from '../../services/extractor/dates.js'
import { extractAssertionsFromText } from '../../services/extractor/regex-extractor.js'

const extract = (text: string, referenceDate: string | null): Assertion[] =>
  extractAssertionsFromText(text, { referenceDate })
const targets = (text: string, referenceDate: string | null) =>
  extract(text, referenceDate)
    .filter((a) => a.kind === 'date_set')
    .map((a) => ({ date: a.pdufa_date, publishable: a.publishable, reason: a.reason }))
const timeOf = (sentence: string) => sentenceTimeOf(sentence, findDateMentions(sentence))

describe('the time a sentence gives itself', () => {
  it('reads an opening "On <date>," "In <month year>," or "As of <date>,"', () => {
    expect(timeOf('On May 25, 2023, Kestrel announced a PDUFA date of November 25.')).to.equal(
      '2023-05-25',
    )
    expect(timeOf('In May 2023, the FDA accepted the NDA.')).to.equal('2023-05-01')
    expect(timeOf('As of March 3, 2024, the review was ongoing.')).to.equal('2024-03-03')
  })

  it('is none when the date does not open the sentence, has no year, or is not set off by a comma', () => {
    expect(timeOf('Kestrel announced on May 25, 2023 a PDUFA date of November 25.')).to.equal(null)
    expect(timeOf('On May 25, Kestrel announced a PDUFA date of November 25.')).to.equal(null)
    expect(timeOf('On May 25, 2023 the company announced a date.')).to.equal(null)
    expect(timeOf('In the first quarter of 2024, the FDA accepted the NDA.')).to.equal(null)
  })

  it('a year-less goal date in a retold announcement keeps the announcement year, and is past for a later filing', () => {
    const text =
      'On May 25, 2023, we announced that the FDA accepted our BLA for tavolimab and set a PDUFA target action date of November 25.'
    expect(targets(text, '2025-06-02')).to.deep.equal([
      { date: '2023-11-25', publishable: false, reason: 'implausible' },
    ])
  })

  it('the same sentence in a filing of its own time publishes that date', () => {
    const text =
      'On May 25, 2025, we announced that the FDA accepted our BLA for tavolimab and set a PDUFA target action date of November 25.'
    expect(targets(text, '2025-06-02')).to.deep.equal([
      { date: '2025-11-25', publishable: true, reason: null },
    ])
  })

  it('gives the year where the text has no other: a passage without a filing date', () => {
    const text =
      'In May 2023, the FDA accepted the BLA for tavolimab and set a PDUFA date of November 25 this year.'
    expect(targets(text, null).map((t) => t.date)).to.deep.equal(['2023-11-25'])
    expect(
      targets('The FDA set a PDUFA date of November 25 for tavolimab.', null).map((t) => t.date),
    ).to.deep.equal([null])
  })

  it('a relative year counts from the sentence time', () => {
    const text =
      'On May 25, 2023, Kestrel said the FDA set a PDUFA date of Feb. 25 of next year for tavolimab.'
    expect(targets(text, null).map((t) => t.date)).to.deep.equal(['2024-02-25'])
  })
})
