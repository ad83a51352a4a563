/** Invented filings of a chosen size for the bus tests and the embedded-memory bench (no real text). */
import type { Filing } from '../../schemas/avro/types.js'

const sentence =
  'The company expects the agency to act on its invented application for a made-up compound in the coming quarter. '

export function syntheticFiling(n: number, textBytes = 2_000, version = 1): Filing {
  const accession = `0009${String(n % 1_000_000).padStart(6, '0')}-26-${String(n).padStart(6, '0')}`
  const text = `Version ${version} of invented filing ${n}. `
    .concat(sentence.repeat(Math.ceil(textBytes / sentence.length)))
    .slice(0, textBytes)
  return {
    accession,
    cik: '0009000001',
    ciks: ['0009000001'],
    company: 'Invented Therapeutics Inc.',
    form: '8-K',
    filed_date: '2026-11-02',
    accepted_at: null,
    source_url: `https://www.sec.gov/Archives/edgar/data/9000001/${accession.replaceAll('-', '')}/`,
    documents: [
      {
        name: 'doc1.htm',
        doc_type: '8-K',
        url: `https://www.sec.gov/Archives/edgar/data/9000001/${accession.replaceAll('-', '')}/doc1.htm`,
        text,
      },
    ],
    discovery_lane: 'backfill',
    query_matched: null,
    discovered_at: '2026-11-02T12:00:00.000Z',
    truncation: null,
  }
}
