/**
 * Text-level entry point: the deterministic reading of one text, merged with the LLM's proposals when
 * there are any. Pure: the proposals are fetched elsewhere (llm-extractor.ts) and passed in.
 */
import type { Assertion } from '../../schemas/avro/types.js'
import { filerRole } from './filer-role.js'
import { llmCandidatesToAssertions, type LlmCandidate } from './llm-extractor.js'
import { mergeAssertions } from './merge.js'
import { extractAssertionsFromText } from './regex-extractor.js'

/** Name and version of the extractor, stamped on every ExtractedAssertions record. */
export const EXTRACTOR_VERSION = 'catalyst-extractor/2.109.0'

export interface ExtractTextOptions {
  /** Filing date, YYYY-MM-DD. */
  referenceDate?: string | null
  /** The LLM's proposals for this text, when an LLM is configured. */
  llmCandidates?: readonly LlmCandidate[] | null
  /** The filer's name as EDGAR lists it ("KESTREL BIO, INC."): a company, never a drug, and the text's first company. */
  filer?: string | null
}

export function extractText(text: string, options: ExtractTextOptions = {}): Assertion[] {
  const regexAssertions = extractAssertionsFromText(text, {
    referenceDate: options.referenceDate ?? null,
    filer: options.filer ?? null,
  })
  if (options.llmCandidates == null) return regexAssertions
  const role = regexAssertions[0]?.role ?? filerRole(text)
  return mergeAssertions(
    regexAssertions,
    llmCandidatesToAssertions(text, options.llmCandidates, role),
  )
}
