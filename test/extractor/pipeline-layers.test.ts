/**
 * The pipeline's date layers (services/extractor/pipeline.ts, document.ts readDates): written once, before the
 * proposals, for every sentence; the whole text's dates only when a sentence holds a mention read against them, as the
 * pipeline declares. Sentences written for this test (invented names).
 */
import { expect } from 'chai'
import { readAssertions, readDocument } from '../../services/extractor/pipeline.js'
import { readDates, readText } from '../../services/extractor/document.js'

describe('pipeline layers: dates', () => {
  it('reads every sentence for its dates, whichever component will ask', () => {
    const doc = readDocument(
      'Tavrelo Bio reported results for the third quarter. ' +
        'The board met on Monday. ' +
        'No date is given here. ' +
        'The FDA assigned a PDUFA date of September 5, 2026 for Ostrelva.',
      '2026-02-10',
    )
    expect(doc.sentenceDates).to.have.length(doc.sentences.length)
    expect(doc.sentenceDates.map((dates) => dates.map((d) => d.text))).to.deep.equal([
      ['third quarter'],
      ['on Monday'],
      [],
      ['September 5, 2026'],
    ])
  })

  it('skips the whole text dates when every date is written with its year and an unambiguous order', () => {
    const doc = readDocument(
      'On January 6, 2026, Kestrel Therapeutics submitted its NDA. ' +
        'The FDA assigned a PDUFA date of September 5, 2026 for Ostrelva.',
      '2026-02-10',
    )
    expect(doc.wholeText).to.equal(null)
    expect(readAssertions(doc).map((a) => a.pdufa_date)).to.deep.equal(['2026-09-05'])
  })

  it('reads the whole text dates for a year-less day, and resolves the day by the same day written with its year', () => {
    const text = readText(
      'Kestrel Therapeutics will host a call on September 5, 2027. ' +
        'The FDA assigned a PDUFA goal date of September 5 for Ostrelva.',
      '2026-02-10',
    )
    const dates = readDates(text)
    expect(dates.wholeText?.written).to.include('2027-09-05')
    const doc = readDocument(text.text, '2026-02-10')
    const [assertion] = readAssertions(doc)
    expect(assertion?.pdufa_date).to.equal('2027-09-05')
    expect(assertion?.year_inferred).to.equal(true)
  })

  it('reads the numeric order of the whole text for a numeric date of ambiguous order', () => {
    const doc = readDocument(
      'The meeting was held on 15.01.2026. The FDA assigned a PDUFA date of 05.09.2026 for Ostrelva.',
      '2026-02-10',
    )
    expect(doc.wholeText?.numericOrder).to.equal('day-first')
    expect(readAssertions(doc).map((a) => a.pdufa_date)).to.deep.equal(['2026-09-05'])
  })
})
