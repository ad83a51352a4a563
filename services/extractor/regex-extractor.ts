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
import { hasDecisionLineInCapitals } from './surface-forms.js'

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
  const read = readAssertions(readDocument(text, options.referenceDate, options.filer))
  if (!hasDecisionLineInCapitals(text)) return read
  // A line in capitals ("FDA APPROVES KESTREL'S ZELVORA") is read a second time in normal case, as a headline in title
  // case is (surface-forms.ts `recaseLines`): the second reading only adds a fact the first has no assertion of, so
  // whatever the text as written reads stays as it was.
  const recased = readAssertions(
    readDocument(text, options.referenceDate, options.filer, undefined, true),
  )
  const published = recased.filter((a) => a.publishable)
  if (published.length === 0) return read
  // A fact the first reading held back that the second publishes is the second's; a fact the first has no assertion of
  // is added, unless the first published a fact of its kind (the headline's decision is the body's, however named).
  const taken = new Set<Assertion>()
  const merged = read.map((b) => {
    const a = b.publishable ? undefined : published.find((x) => !taken.has(x) && sameFact(x, b))
    if (a === undefined) return b
    taken.add(a)
    return a
  })
  const added = published.filter(
    (a) =>
      !taken.has(a) && !read.some((b) => sameFact(a, b) || (b.publishable && b.kind === a.kind)),
  )
  return [...merged, ...added]
}

/** The same kind and date: one fact, whichever drug each reading named. */
function sameFact(a: Assertion, b: Assertion): boolean {
  return (
    a.kind === b.kind && a.pdufa_date === b.pdufa_date && (a.pdufa_date !== null || sameDrug(a, b))
  )
}

function sameDrug(a: Assertion, b: Assertion): boolean {
  const keys = assertionDrugKeys(b)
  return [...assertionDrugKeys(a)].some((k) => keys.has(k))
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
