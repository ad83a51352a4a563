/**
 * A filing record fits its topic's size limit: a small filing is untouched, a large one has its
 * longest documents cut to a common length (each keeps its beginning) with the cut on the filing,
 * and the encoded record (the real Avro serde) is under the limit.
 */
import { expect } from 'chai'
import type { Filing } from '../../schemas/avro/types.js'
import { fitFiling, utf8Prefix } from '../../services/poller/fit-filing.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'

function filing(texts: string[]): Filing {
  return {
    accession: '0000000001-26-000001',
    cik: '0000000001',
    ciks: ['0000000001'],
    company: 'Quillon Therapeutics, Inc.',
    form: '8-K',
    filed_date: '2026-03-02',
    accepted_at: '2026-03-02T21:05:00.000+00:00',
    source_url: 'https://www.sec.gov/Archives/edgar/data/1/000000000126000001/',
    documents: texts.map((text, i) => ({
      name: `doc${i}.htm`,
      doc_type: i === 0 ? '8-K' : `EX-99.${i}`,
      url: `https://www.sec.gov/Archives/edgar/data/1/000000000126000001/doc${i}.htm`,
      text,
    })),
    discovery_lane: 'atom',
    query_matched: null,
    discovered_at: '2026-03-02T21:05:09.000+00:00',
    truncation: null,
  }
}

describe('a filing record fits its topic limit', function () {
  const serde = createAvroSerde()
  const encodedBytes = async (f: Filing) =>
    (await serde.encode('Filing', 'catalyst.filings.v1-value', f)).length

  it('leaves a filing under the limit untouched', function () {
    const small = filing(['The agency set a goal date of June 3, 2026.', 'Exhibit text.'])
    expect(fitFiling(small, 1024 * 1024)).to.equal(small)
  })

  it('cuts the longest documents to a common length, keeps short ones whole, and says so', async function () {
    const limit = 1024 * 1024
    const primary = 'Short cover page.'
    const first = 'A'.repeat(900_000)
    const second = 'The review period was extended. '.repeat(20_000) // 640,000 bytes
    const fitted = fitFiling(filing([primary, first, second]), limit)
    const [p, a, b] = fitted.documents.map((d) => d.text)
    expect(p).to.equal(primary)
    // Both long documents are cut to one length and keep their beginnings.
    expect(a!.length).to.equal(b!.length)
    expect(first.startsWith(a!)).to.equal(true)
    expect(second.startsWith(b!)).to.equal(true)
    expect(fitted.truncation).to.match(
      /^doc1\.htm cut at \d+ of 900000 bytes to fit the topic's 1048576-byte record limit; doc2\.htm cut at \d+ of 640000 bytes/,
    )
    const bytes = await encodedBytes(fitted)
    expect(bytes).to.be.at.most(limit)
    // Not cut more than the framing slack needs: the record uses most of the limit.
    expect(bytes).to.be.above(limit - 64 * 1024)
  })

  it('keeps an earlier cut note and never splits a multi-byte character', async function () {
    const limit = 256 * 1024
    const longText = '\u00e9t\u00e9 \u2014 '.repeat(60_000)
    const before = {
      ...filing([longText]),
      truncation: 'doc0.htm cut at 8388608 of 9000000 characters',
    }
    const fitted = fitFiling(before, limit)
    expect(fitted.truncation).to.match(
      /^doc0\.htm cut at 8388608 of 9000000 characters; doc0\.htm cut at \d+ of/,
    )
    expect(fitted.documents[0]!.text).to.not.include('\uFFFD')
    expect(longText.startsWith(fitted.documents[0]!.text)).to.equal(true)
    expect(await encodedBytes(fitted)).to.be.at.most(limit)
    expect(utf8Prefix('a\u00e9', 2)).to.equal('a')
  })
})
