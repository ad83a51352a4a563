/** The complete submission text file read into its header facts and documents (the fake serves EDGAR's wire format). */
import { expect } from 'chai'
import { selectDocuments } from '../../services/poller/archives.js'
import {
  parseSubmissionText,
  submissionIndex,
  submissionTextUrl,
} from '../../services/poller/submission-text.js'
import { makeFiling, submissionText } from './fake-sec-content.js'

describe('complete submission text file', () => {
  const filing = makeFiling(7, {
    otherParties: [{ cik: '0001900999', company: 'Partner Pharma AG', role: 'Filer' }],
  })
  filing.documents.push({ name: 'logo.jpg', type: 'GRAPHIC', body: '\u00ff\u00d8\u00ff binary' })
  const parsed = parseSubmissionText(submissionText(filing))

  it('reads the header: form, filing date, acceptance time in UTC and every party', () => {
    expect(parsed).to.deep.include({
      accession: filing.accession,
      form: '8-K',
      filedDate: '2025-03-03',
      acceptedAt: '2025-03-03T12:02:11.000+00:00',
    })
    expect(parsed.parties).to.deep.equal([
      { name: filing.company, cik: filing.cik, role: 'Filer' },
      { name: 'Partner Pharma AG', cik: '0001900999', role: 'Filer' },
    ])
  })

  it('splits the documents with their bodies exactly as filed', () => {
    expect(parsed.documents.map((d) => [d.sequence, d.type, d.filename])).to.deep.equal([
      [1, '8-K', 'd7d8k.htm'],
      [2, 'EX-99.1', 'd7dex991.htm'],
      [3, 'EX-10.1', 'd7dex101.htm'],
      [4, 'GRAPHIC', 'logo.jpg'],
    ])
    expect(parsed.documents[1]!.body).to.equal(filing.documents[1]!.body)
    expect(parsed.documents[3]!.body).to.match(/^begin 644 logo\.jpg\n/)
  })

  it('keeps the primary document and the press exhibits, as the index page did', () => {
    expect(selectDocuments(submissionIndex(parsed)).map((d) => d.name)).to.deep.equal([
      'd7d8k.htm',
      'd7dex991.htm',
    ])
  })

  it('a file cut mid-document still gives the documents before the cut and the start of the last', () => {
    const whole = submissionText(filing)
    const cut = whole.slice(0, whole.indexOf('Shares rose'))
    const partial = parseSubmissionText(cut)
    expect(partial.documents.map((d) => d.filename)).to.deep.equal(['d7d8k.htm', 'd7dex991.htm'])
    expect(partial.documents[1]!.body).to.include('target action date')
  })

  it('builds the URL beside the index page', () => {
    expect(submissionTextUrl('https://www.sec.gov', '0001045810', '0001045810-26-000024')).to.equal(
      'https://www.sec.gov/Archives/edgar/data/1045810/000104581026000024/0001045810-26-000024.txt',
    )
  })
})
