/**
 * A calendar table flattened one cell a line under a header row of one cell a line ("DATE / COMPANY NAME / DRUG NAME /
 * USE/THERAPEUTIC AREA"), each row's day its drug cell's goal date (header-row-lists.ts). Invented sentences only.
 */
import { expect } from 'chai'
import { extractText } from '../../services/extractor/extract.js'

function published(text: string, filed: string) {
  return extractText(text, { referenceDate: filed, filer: null })
    .filter((a) => a.publishable)
    .map((a) => [a.kind, a.pdufa_date, a.drug_name])
}

describe('a flattened calendar table under a header row of one cell a line', () => {
  it("reads each row's day as its drug cell's goal date", () => {
    const text = [
      'DATE',
      'COMPANY NAME',
      'DRUG NAME',
      'USE/THERAPEUTIC AREA',
      '03/14/2027',
      'Kestrel Bio',
      'Zelvora (tavrunosin)',
      'Moderate to severe plaque psoriasis',
      '03/18/2027',
      'Orrin Labs',
      'Ostrelva',
      'Chronic cough in adults',
    ].join('\n')
    expect(published(text, '2027-01-04')).to.deep.equal([
      ['date_set', '2027-03-14', 'Zelvora'],
      ['date_set', '2027-03-18', 'Ostrelva'],
    ])
  })

  it('reads a header of three cells with the drug column first', () => {
    const text = [
      'Product',
      'Sponsor',
      'PDUFA Date',
      'Halvexa',
      'Tamsen Therapeutics',
      'June 2, 2027',
      'Corvalim',
      'Pellam Bio',
      'June 9, 2027',
    ].join('\n')
    expect(published(text, '2027-02-01')).to.deep.equal([
      ['date_set', '2027-06-02', 'Halvexa'],
      ['date_set', '2027-06-09', 'Corvalim'],
    ])
  })

  it("reads nothing under a header whose date is another event's, or with no drug column", () => {
    for (const text of [
      ['MEETING DATE', 'COMPANY NAME', 'DRUG NAME', '03/14/2027', 'Kestrel Bio', 'Zelvora'],
      ['APPROVAL DATE', 'COMPANY', 'DRUG', '03/14/2027', 'Kestrel Bio', 'Zelvora'],
      ['DATE', 'COMPANY NAME', 'INDICATION', '03/14/2027', 'Kestrel Bio', 'Plaque psoriasis'],
    ])
      expect(published(text.join('\n'), '2027-01-04'), text[0]).to.deep.equal([])
  })

  it('reads no row whose date cell is a month alone', () => {
    const text = ['DATE', 'COMPANY NAME', 'DRUG NAME', 'March 2027', 'Kestrel Bio', 'Zelvora'].join(
      '\n',
    )
    expect(published(text, '2027-01-04')).to.deep.equal([])
  })
})
