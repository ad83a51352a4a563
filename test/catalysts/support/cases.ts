/**
 * ExtractedAssertions records built from the real cases in ../shared/data/pdufa-dev-cases.jsonl,
 * read at test time (never copied into the repository). Fields the source could not give (CIK,
 * accession, filing date for some) are filled deterministically and said so in each test; quotes,
 * drugs, indications and dates are the cases' own.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type {
  Assertion,
  AssertionKind,
  ExtractedAssertions,
  FilerRole,
  NamedCompany,
  Review,
} from '../../../schemas/avro/types.js'
import type { IssuerInfo, LookupIssuer } from '../../../services/catalysts/types.js'

export interface DevCase {
  case_id: string
  kind: AssertionKind | 'no_date'
  company: string | null
  ticker: string | null
  cik: string | null
  form: string | null
  accession: string | null
  release_date: string | null
  filed_date: string | null
  drug_name: string | null
  indication: string | null
  application_number: string | null
  pdufa_date: string | null
  prior_date: string | null
  quote: string
  passage?: string | null
  fda_outcome: string | null
  decision_group: string | null
  cross_company: string | null
}

export const casesFile = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/data/pdufa-dev-cases.jsonl',
)

let loaded: Map<string, DevCase> | null = null

export function devCases(): Map<string, DevCase> {
  loaded ??= new Map(
    readFileSync(casesFile, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => {
        const c = JSON.parse(l) as DevCase
        return [c.case_id, c]
      }),
  )
  return loaded
}

export function devCase(id: string): DevCase {
  const c = devCases().get(id)
  if (!c) throw new Error(`no case ${id} in ${casesFile}`)
  return c
}

function digits(text: string, n: number): string {
  return BigInt(`0x${createHash('sha256').update(text).digest('hex').slice(0, 15)}`)
    .toString()
    .padStart(n, '0')
    .slice(-n)
}

/** The first ticker the case names (e.g. "REGN; SNY" -> REGN). */
export function primaryTicker(c: DevCase): string | null {
  return (
    c.ticker
      ?.split(/[;,]/)[0]
      ?.replace(/\(.*\)/, '')
      .trim() || null
  )
}

/** The case's CIK, or a stable stand-in derived from its ticker (marked by the 0009 prefix). */
export function cikOf(c: DevCase): string {
  return c.cik ?? `0009${digits(primaryTicker(c) ?? c.company ?? c.case_id, 6)}`
}

export function accessionOf(c: DevCase, year: string): string {
  return c.accession ?? `${cikOf(c)}-${year.slice(2, 4)}-${digits(c.case_id, 6)}`
}

export function edgarIndexUrl(cik: string, accession: string): string {
  return `https://www.sec.gov/Archives/edgar/data/${Number(cik)}/${accession.replace(/-/g, '')}/${accession}-index.htm`
}

export interface RecordOptions {
  /** Filing date when the case has none (release_date is used otherwise). */
  filed?: string
  extractedAt?: string
  role?: FilerRole
  aliases?: string[]
  authority?: Assertion['authority']
  confidence?: Assertion['confidence']
  publishable?: boolean
  /** Overrides of the assertion fields (e.g. a dropped alias to force a late duplicate). */
  assertion?: Partial<Assertion>
  cik?: string
  accession?: string
  /** The companies the filing names in relationship frames (the extractor's named_companies). */
  named?: NamedCompany[]
}

export function assertionOf(c: DevCase, options: RecordOptions = {}): Assertion {
  if (c.kind === 'no_date') throw new Error(`${c.case_id} asserts no date`)
  const authority = options.authority ?? 'llm_high'
  return {
    kind: c.kind,
    drug_name: c.drug_name,
    indication: c.indication,
    application_number: c.application_number,
    pdufa_date: c.pdufa_date,
    prior_date: c.prior_date,
    outcome: c.kind === 'crl' ? 'crl' : c.kind === 'approval' ? 'approved' : null,
    quote: c.quote,
    confidence:
      options.confidence ??
      (authority === 'llm_medium' ? 'medium' : authority === 'llm_low' ? 'low' : 'high'),
    authority,
    date_confidence:
      authority === 'llm_medium' ? 'reported' : authority === 'llm_low' ? 'estimated' : 'confirmed',
    publishable: options.publishable ?? (authority === 'llm_high' || authority === 'regex'),
    role: options.role ?? 'sponsor',
    drug_aliases: options.aliases ?? [],
    reason: null,
    year_inferred: false,
    ...options.assertion,
  }
}

/** One filing's record from one case (no_date cases give a record with no assertions). */
export function recordOf(c: DevCase, options: RecordOptions = {}): ExtractedAssertions {
  const filed = c.filed_date ?? options.filed ?? c.release_date
  if (!filed) throw new Error(`${c.case_id} has no filing date: pass options.filed`)
  const cik = options.cik ?? cikOf(c)
  const accession = options.accession ?? accessionOf(c, filed)
  return {
    accession,
    cik,
    company: c.company,
    form: c.form ?? '8-K',
    filed_date: filed,
    source_url: edgarIndexUrl(cik, accession),
    extractor: 'test-cases/1',
    extracted_at: options.extractedAt ?? `${filed}T21:30:00.000Z`,
    assertions: c.kind === 'no_date' ? [] : [assertionOf(c, options)],
    named_companies: options.named ?? [],
  }
}

/** Issuers of the cases' CIKs as an injected lookup: name and every ticker the case lists. */
export function issuerLookup(
  extra: Record<string, IssuerInfo> = {},
): LookupIssuer & { calls: string[] } {
  const table = new Map<string, IssuerInfo>()
  for (const c of devCases().values()) {
    const tickers = (c.ticker ?? '')
      .split(/[;,]/)
      .map((t) => t.trim())
      .filter((t) => t && !t.includes('(') && !t.includes(' '))
    if (tickers.length === 0) continue
    table.set(cikOf(c), { name: c.company, tickers: [tickers[0]!] })
  }
  for (const [cik, info] of Object.entries(extra)) table.set(cik, info)
  const calls: string[] = []
  return Object.assign(
    async (cik: string) => {
      calls.push(cik)
      return table.get(cik) ?? null
    },
    { calls },
  )
}

let reviewCounter = 0
export function review(action: Review['action'], fields: Partial<Review> & { at: string }): Review {
  reviewCounter++
  return {
    review_id:
      fields.review_id ?? `00000000-0000-4000-8000-${String(reviewCounter).padStart(12, '0')}`,
    action,
    catalyst_id: null,
    other_catalyst_id: null,
    accession: null,
    assertion_index: null,
    new_date: null,
    actor: 'ops@catalyst-feed.example',
    reason: `test ${action}`,
    ...fields,
  }
}
