import { expect } from 'chai'
import type { Filing } from '../../schemas/avro/types.js'
import { EXTRACTOR_VERSION } from '../../services/extractor/extract.js'
import { extractFiling, isExtractableDocument } from '../../services/extractor/core.js'

const release = [
  'Zentra Therapeutics Announces FDA Acceptance of BLA for Zentrivamab',
  'BOSTON, Jan. 15, 2025 (GLOBE NEWSWIRE) -- Zentra Therapeutics, Inc. (Nasdaq: ZNTR) today announced that the U.S. Food and Drug Administration (FDA) has accepted its Biologics License Application (BLA) for ZENTRIVA® (zentrivamab) for the treatment of moderate-to-severe plaque psoriasis. The FDA has assigned a Prescription Drug User Fee Act (PDUFA) target action date of October 12, 2025.',
  'Forward-Looking Statements',
  'This press release contains forward-looking statements, including statements about the PDUFA target action date of October 12, 2025 and the potential approval of zentrivamab by December 1, 2025.',
].join('\n\n')

function filing(documents: Filing['documents']): Filing {
  return {
    accession: '0001234567-25-000001',
    cik: '0001234567',
    ciks: ['0001234567'],
    company: 'Zentra Therapeutics, Inc.',
    form: '8-K',
    filed_date: '2025-01-15',
    accepted_at: '2025-01-15T12:00:00+00:00',
    source_url:
      'https://www.sec.gov/Archives/edgar/data/1234567/000123456725000001/0001234567-25-000001-index.htm',
    documents,
    discovery_lane: 'fts_hourly',
    query_matched: 'PDUFA',
    discovered_at: '2025-01-15T13:00:00+00:00',
    truncation: null,
  }
}

const docs: Filing['documents'] = [
  {
    name: 'form8-k.htm',
    doc_type: '8-K',
    url: 'u1',
    text: 'Item 8.01 Other Events.\n\nOn January 15, 2025, the Company issued a press release, filed as Exhibit 99.1.',
  },
  { name: 'ex99-1.htm', doc_type: 'EX-99.1', url: 'u2', text: release },
  {
    name: 'ex99-2.htm',
    doc_type: 'EX-99.2',
    url: 'u3',
    text: `Investor presentation\n\n${release}`,
  },
  {
    name: 'ex10-1.htm',
    doc_type: 'EX-10.1',
    url: 'u4',
    text: 'The FDA set a PDUFA target action date of November 30, 2025 for the licensed product zentrivamab.',
  },
]

describe('extraction stage', () => {
  it('fills the record from the filing and stamps extractor and injected time', () => {
    const record = extractFiling(filing(docs), { now: '2025-01-15T14:00:00.000Z' })
    expect(record).to.include({
      accession: '0001234567-25-000001',
      cik: '0001234567',
      company: 'Zentra Therapeutics, Inc.',
      form: '8-K',
      filed_date: '2025-01-15',
      source_url:
        'https://www.sec.gov/Archives/edgar/data/1234567/000123456725000001/0001234567-25-000001-index.htm',
      extractor: EXTRACTOR_VERSION,
      extracted_at: '2025-01-15T14:00:00.000Z',
    })
  })

  it('reads the primary document and EX-99 exhibits only, and keeps one copy of a fact repeated across them', () => {
    const record = extractFiling(filing(docs), { now: '2025-01-15T14:00:00.000Z' })
    expect(
      record.assertions.map((a) => [a.kind, a.pdufa_date, a.drug_name, a.publishable]),
    ).to.deep.equal([['date_set', '2025-10-12', 'ZENTRIVA', true]])
    expect(record.assertions[0]!.drug_aliases.map((n) => n.toLowerCase())).to.include('zentrivamab')
    expect(isExtractableDocument('EX-10.1')).to.equal(false)
    expect(isExtractableDocument('6-K/A')).to.equal(true)
    expect(isExtractableDocument('EX-99')).to.equal(true)
  })

  it('is deterministic for the same filing and time', () => {
    expect(extractFiling(filing(docs), { now: 'T' })).to.deep.equal(
      extractFiling(filing(docs), { now: 'T' }),
    )
  })

  it('merges LLM proposals given per document', () => {
    const quote =
      'The FDA has assigned a Prescription Drug User Fee Act (PDUFA) target action date of October 12, 2025.'
    const record = extractFiling(filing(docs.slice(0, 2)), {
      now: 'T',
      llmCandidatesByDocument: new Map([
        [
          'ex99-1.htm',
          [
            {
              kind: 'date_set',
              drug_name: 'ZENTRIVA',
              drug_aliases: [],
              indication: null,
              application_number: 'BLA 761234',
              pdufa_date: '2025-10-12',
              prior_date: null,
              outcome: null,
              quote,
              confidence: 'high',
            },
          ],
        ],
      ]),
    })
    expect(record.assertions).to.have.length(1)
    expect(record.assertions[0]).to.include({
      authority: 'llm_high',
      application_number: 'BLA 761234',
      publishable: true,
    })
  })

  it('gives an empty list for a filing that asserts nothing', () => {
    expect(extractFiling(filing(docs.slice(0, 1)), { now: 'T' }).assertions).to.deep.equal([])
  })
})
