/**
 * Invented filings of one drug for the core's tests: each filing asserts one thing about it
 * (`kind` plus whatever the test overrides), by a filer of a given issuer table, with accessions
 * numbered in the order the test builds its filings. Every name comes from the calling test.
 */
import type { Assertion, ExtractedAssertions, NamedCompany } from '../../../schemas/avro/types.js'
import type { IssuerInfo } from '../../../services/catalysts/types.js'

export interface InventedDrug {
  /** The filers, by CIK: the record's company is the filer's name here. */
  issuers: Readonly<Record<string, IssuerInfo>>
  drug: string
  indication: string
}

export type OneAssertion = Partial<Assertion> & Pick<Assertion, 'kind'>

/** One thing a filing asserts: the product it is `about` (its name and its quote's), then whatever the test sets. */
export type AboutAssertion = OneAssertion & { about: string }

/**
 * A builder of filings by the filers of `issuers`, each asserting the things given, in order (numbering starts again
 * with each builder).
 */
export function inventedFilingsBy(
  issuers: Readonly<Record<string, IssuerInfo>>,
): (
  cik: string,
  filed: string,
  said: readonly AboutAssertion[],
  named?: NamedCompany[],
) => ExtractedAssertions {
  let serial = 0
  return (cik, filed, said, named = []) => {
    serial++
    const accession = `${cik}-${filed.slice(2, 4)}-${String(serial).padStart(6, '0')}`
    return {
      accession,
      cik,
      company: issuers[cik]!.name,
      form: '8-K',
      filed_date: filed,
      source_url: `https://www.sec.gov/Archives/edgar/data/${Number(cik)}/${accession}-index.htm`,
      extractor: 'test',
      extracted_at: `${filed}T12:00:00.000Z`,
      named_companies: named,
      assertions: said.map(({ about, ...a }): Assertion => ({
        drug_name: about,
        indication: null,
        application_number: null,
        pdufa_date: null,
        prior_date: null,
        outcome: a.kind === 'crl' ? 'crl' : a.kind === 'approval' ? 'approved' : null,
        quote: `An invented sentence about ${about} (${a.kind}, ${a.pdufa_date ?? 'no date'}).`,
        confidence: 'high',
        authority: 'regex',
        date_confidence: 'confirmed',
        publishable: true,
        role: 'unknown',
        drug_aliases: [],
        reason: null,
        year_inferred: false,
        ...a,
      })),
    }
  }
}

/** A builder of one-assertion filings about `drug` (numbering starts again with each builder). */
export function inventedFilings({
  issuers,
  drug,
  indication,
}: InventedDrug): (
  cik: string,
  filed: string,
  a: OneAssertion,
  named?: NamedCompany[],
) => ExtractedAssertions {
  const filing = inventedFilingsBy(issuers)
  return (cik, filed, a, named = []) =>
    filing(cik, filed, [{ about: drug, indication, ...a }], named)
}
