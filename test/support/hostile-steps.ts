/** Runs one hostile family's text through the step it aims at (shared by the tests and the bench). */
import type { ExtractedAssertions, Filing } from '../../schemas/avro/types.js'
import { extractFiling } from '../../services/extractor/core.js'
import { htmlToText, plainText } from '../../services/poller/html-text.js'
import type { HostileStep } from './hostile-filings.js'

export function hostileFiling(text: string): Filing {
  return {
    accession: '0009999999-26-000001',
    cik: '0009999999',
    ciks: ['0009999999'],
    company: 'VANTOREL BIOSCIENCES, INC.',
    form: '8-K',
    filed_date: '2026-11-02',
    accepted_at: null,
    source_url:
      'https://www.sec.gov/Archives/edgar/data/9999999/000999999926000001/0009999999-26-000001-index.htm',
    documents: [{ name: 'ex99-1.htm', doc_type: 'EX-99.1', url: 'https://www.sec.gov/x', text }],
    discovery_lane: 'atom',
    query_matched: null,
    discovered_at: '2026-11-02T12:00:00.000+00:00',
    truncation: null,
  }
}

/** The step's output: cleaned text for html / plain, the extraction record for extract. */
export function runHostileStep(step: HostileStep, input: string): string | ExtractedAssertions {
  switch (step) {
    case 'html':
      return htmlToText(input)
    case 'plain':
      return plainText(input)
    case 'extract':
      return extractFiling(hostileFiling(input), { now: '2026-11-02T12:00:00.000Z' })
  }
}
