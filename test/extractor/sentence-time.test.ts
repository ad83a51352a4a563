/**
 * A sentence that says when it happened ("On May 25, 2023, ...") reads its year-less dates from then, not from the
 * filing's date. What the extractor then publishes is in the phrasing corpus (implausible.jsonl, set.jsonl); here, the
 * time a sentence gives itself. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { findDateMentions, sentenceTimeOf } from '../../services/extractor/dates.js'

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
})
