/**
 * The extraction stage's pure core: one Filing in, its ExtractedAssertions out.
 * No bus, no store, no clock: the caller passes the extraction time and any LLM proposals it fetched.
 */
import type {
  Assertion,
  ExtractedAssertions,
  Filing,
  NamedCompany,
} from '../../schemas/avro/types.js'
import { EXTRACTOR_VERSION, extractText } from './extract.js'
import type { LlmCandidate } from './llm-extractor.js'
import { namedCompanies } from './named-companies.js'
import { assertionDrugKeys } from './regex-extractor.js'

export interface StageOptions {
  /** Extraction time, ISO-8601 UTC: injected so that the same filing always gives the same record. */
  now: string
  /** LLM proposals per document name (see requestLlmCandidatesForFiling); absent means regex only. */
  llmCandidatesByDocument?: ReadonlyMap<string, readonly LlmCandidate[]>
}

/** The primary document of the form and its press-release exhibits; contracts and other exhibits assert nothing here. */
export function isExtractableDocument(docType: string): boolean {
  return /^(?:8-K|6-K)(?:\/A)?$/i.test(docType.trim()) || /^EX-99(?:\.\d+)?/i.test(docType.trim())
}

const CONFIDENCE_RANK = { high: 2, medium: 1, low: 0 } as const

function sameAssertion(a: Assertion, b: Assertion): boolean {
  if (
    a.kind !== b.kind ||
    a.pdufa_date !== b.pdufa_date ||
    a.prior_date !== b.prior_date ||
    a.outcome !== b.outcome
  )
    return false
  const keysA = assertionDrugKeys(a)
  const keysB = assertionDrugKeys(b)
  if (keysA.size === 0 || keysB.size === 0) return keysA.size === keysB.size
  for (const key of keysA) if (keysB.has(key)) return true
  return false
}

export function extractFiling(filing: Filing, options: StageOptions): ExtractedAssertions {
  const assertions: Assertion[] = []
  const named: NamedCompany[] = []
  for (const document of filing.documents) {
    if (!isExtractableDocument(document.doc_type)) continue
    // The 8-K body and its exhibit often name the same partner: each company and relation once.
    for (const company of namedCompanies(document.text))
      if (!named.some((n) => n.name === company.name && n.relation === company.relation))
        named.push(company)
    const found = extractText(document.text, {
      referenceDate: filing.filed_date,
      filer: filing.company,
      llmCandidates: options.llmCandidatesByDocument?.get(document.name) ?? null,
    })
    for (const assertion of found) {
      // The 8-K body often repeats its exhibit: one assertion, the better-graded reading (the first on a tie).
      const same = assertions.findIndex((a) => sameAssertion(a, assertion))
      if (same === -1) assertions.push(assertion)
      else if (
        CONFIDENCE_RANK[assertion.confidence] > CONFIDENCE_RANK[assertions[same]!.confidence]
      )
        assertions[same] = assertion
    }
  }
  return {
    accession: filing.accession,
    cik: filing.cik,
    company: filing.company,
    form: filing.form,
    filed_date: filing.filed_date,
    source_url: filing.source_url,
    extractor: EXTRACTOR_VERSION,
    extracted_at: options.now,
    assertions,
    named_companies: named,
  }
}
