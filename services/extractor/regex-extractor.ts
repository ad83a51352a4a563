/**
 * The deterministic extractor: every assertion one text makes about an FDA decision cycle.
 *
 * Pure: text in, assertions out, same output for the same input. Authority is always `regex`; grading
 * follows confidence.ts and every assertion passes the grounding gate (grounding.ts).
 *
 * A pipeline over one annotated document (pipeline.ts lists its components in order): document.ts holds the layers
 * (sentences, boilerplate, proposals, drug mentions, application numbers, dates), candidates.ts proposes readings from them
 * (sentence-targets.ts and outcomes.ts hold the grammar of triggers, hedges and negation), decide.ts grades, gates and keeps
 * one assertion per fact.
 */
import type { Assertion } from '../../schemas/avro/types.js'
import { drugKey } from './name-tokens.js'
import { readAssertions, readDocument } from './pipeline.js'

export interface TextExtractionOptions {
  /** Filing date, YYYY-MM-DD: the reference for a year that is not written and for plausibility. */
  referenceDate?: string | null
  /** The filer's name from the filing's metadata (see ExtractTextOptions). */
  filer?: string | null
}

export function extractAssertionsFromText(
  text: string,
  options: TextExtractionOptions = {},
): Assertion[] {
  return readAssertions(readDocument(text, options.referenceDate, options.filer))
}

/** Identity of an assertion's drug across documents and extractors: its name and aliases, folded. */
export function assertionDrugKeys(
  assertion: Pick<Assertion, 'drug_name' | 'drug_aliases'>,
): Set<string> {
  const names = [assertion.drug_name, ...assertion.drug_aliases].filter(
    (n): n is string => n !== null,
  )
  return new Set(names.map(drugKey).filter((k) => k.length > 0))
}
