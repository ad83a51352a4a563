/**
 * A filing as the extractor stage hands it to the catalysts stage: its text read by the extractor
 * itself (no LLM), wrapped in the record the assertions topic carries. For the core's tests that
 * file invented sentences in order and read what the catalysts made of them.
 */
import type { ExtractedAssertions } from '../../../schemas/avro/types.js'
import { EXTRACTOR_VERSION, extractText } from '../../../services/extractor/extract.js'
import { edgarIndexUrl } from './cases.js'

export interface ExtractedFilingOf {
  accession: string
  cik: string
  /** The filer's name, as the filing's header gives it (the extractor reads "we" as this company). */
  filer: string
  filed: string
}

/** The record of `text` extracted as the service extracts a filing, at noon on the day it was filed. */
export function extractedFiling(
  text: string,
  { accession, cik, filer, filed }: ExtractedFilingOf,
): ExtractedAssertions {
  return {
    accession,
    cik,
    company: filer,
    form: '8-K',
    filed_date: filed,
    source_url: edgarIndexUrl(cik, accession),
    extractor: EXTRACTOR_VERSION,
    extracted_at: `${filed}T12:00:00.000Z`,
    assertions: extractText(text, { referenceDate: filed, filer, llmCandidates: null }),
    named_companies: [],
  }
}

/** An accession numbered by the filing day (`0009990041-25-250304`): one filing per filer and day. */
export const accessionOnDay = (cik: string, filed: string) =>
  `${cik}-${filed.slice(2, 4)}-${filed.replace(/-/g, '').slice(2)}`
