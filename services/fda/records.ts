/**
 * openFDA pages -> FdaDecision records (pure). Formats: ../shared/reference/edgar-fda.md §5.
 *
 * Drugs@FDA lists approvals only (`submission_status` AP or TA); complete response letters come
 * from the separate CRL endpoint. A Drugs@FDA search matches applications, not submissions, so
 * every submission is re-filtered here on type, status and date.
 */
import type { FdaDecision } from '../../schemas/avro/types.js'

/** The `{meta, results}` envelope both endpoints answer with. */
export interface OpenFdaPage<Result> {
  meta?: { last_updated?: string; results?: { skip?: number; limit?: number; total?: number } }
  results?: Result[]
}

export interface DrugsFdaSubmission {
  submission_type?: string
  submission_number?: string
  submission_status?: string
  submission_status_date?: string
  review_priority?: string
  submission_class_code?: string
  application_docs?: Array<{
    id?: string
    type?: string
    url?: string
    date?: string
    title?: string
  }>
}

export interface DrugsFdaApplication {
  application_number?: string
  sponsor_name?: string
  submissions?: DrugsFdaSubmission[]
  products?: Array<{ brand_name?: string; active_ingredients?: Array<{ name?: string }> }>
  openfda?: { brand_name?: string[]; generic_name?: string[] }
}

export interface CrlLetter {
  letter_date?: string
  file_name?: string
  letter_type?: string
  company_name?: string
  application_number?: string[]
  approval_status?: string
}

/** `NDA209817`, `nda 209817`, `BLA-761440` -> `NDA 209817`; null when it is not one. */
export function normaliseApplicationNumber(raw: string | null | undefined): string | null {
  const m = /^\s*(NDA|ANDA|BLA)[\s\-#]*0*(\d{5,6})\s*$/i.exec(raw ?? '')
  if (!m) return null
  return `${m[1]!.toUpperCase()} ${m[2]!.padStart(6, '0')}`
}

/** `20250627` -> `2025-06-27`; null when malformed. */
export function compactDate(raw: string | undefined): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(raw ?? '')
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null
}

/** `03/16/2026` -> `2026-03-16`; null when malformed. */
export function usDate(raw: string | undefined): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw ?? '')
  return m ? `${m[3]}-${m[1]}-${m[2]}` : null
}

/**
 * The submissions that are decisions a PDUFA date can point at: original applications and
 * efficacy supplements (new indications). Labeling, manufacturing and bioequivalence supplements
 * carry no disclosed goal date and would swamp the record.
 */
function isDecisionSubmission(s: DrugsFdaSubmission): boolean {
  if (s.submission_status !== 'AP' && s.submission_status !== 'TA') return false
  if (s.submission_type === 'ORIG') return true
  return (
    s.submission_type === 'SUPPL' && (s.submission_class_code ?? '').toUpperCase() === 'EFFICACY'
  )
}

function letterUrl(s: DrugsFdaSubmission): string | null {
  return s.application_docs?.find((d) => d.type === 'Letter' && d.url)?.url ?? null
}

/**
 * One FdaDecision per qualifying submission dated within [from, to] (inclusive ISO dates; either
 * may be null for open). ANDA (generics) never carry a PDUFA date and are skipped.
 */
export function decisionsFromDrugsFda(
  page: OpenFdaPage<DrugsFdaApplication>,
  importedAt: string,
  range: { from: string | null; to: string | null } = { from: null, to: null },
): FdaDecision[] {
  const out: FdaDecision[] = []
  for (const app of page.results ?? []) {
    const number = normaliseApplicationNumber(app.application_number)
    if (!number || number.startsWith('ANDA')) continue
    const brand =
      app.openfda?.brand_name?.[0] ?? app.products?.find((p) => p.brand_name)?.brand_name ?? null
    const generic =
      app.openfda?.generic_name?.[0] ??
      app.products
        ?.flatMap((p) => p.active_ingredients ?? [])
        .map((a) => a.name)
        .find((n): n is string => !!n) ??
      null
    const submissions = [...(app.submissions ?? [])].sort(
      (a, b) => Number(a.submission_number ?? 0) - Number(b.submission_number ?? 0),
    )
    for (const s of submissions) {
      if (!isDecisionSubmission(s)) continue
      const date = compactDate(s.submission_status_date)
      if (!date || (range.from && date < range.from) || (range.to && date > range.to)) continue
      out.push({
        application_number: number,
        submission: `${s.submission_type}-${s.submission_number ?? '?'}`,
        sponsor_name: app.sponsor_name ?? null,
        brand_name: brand,
        generic_name: generic,
        action_date: date,
        outcome: s.submission_status === 'TA' ? 'tentative_approval' : 'approved',
        source: 'drugsfda',
        imported_at: importedAt,
        submission_class: s.submission_class_code ?? null,
        review_priority: s.review_priority ?? null,
        source_url: letterUrl(s),
        record_updated: page.meta?.last_updated ?? null,
      })
    }
  }
  return out
}

/**
 * One FdaDecision (outcome `crl`) per application a complete response letter names. Other letter
 * types in the dataset (rescissions, refuse-to-file, ...) are not decisions on a goal date.
 */
export function decisionsFromCrl(page: OpenFdaPage<CrlLetter>, importedAt: string): FdaDecision[] {
  const out: FdaDecision[] = []
  for (const letter of page.results ?? []) {
    if ((letter.letter_type ?? '').toUpperCase() !== 'COMPLETE RESPONSE') continue
    const date = usDate(letter.letter_date)
    if (!date) continue
    const numbers = new Set(
      (letter.application_number ?? [])
        .map(normaliseApplicationNumber)
        .filter((n): n is string => !!n),
    )
    for (const number of numbers) {
      out.push({
        application_number: number,
        submission: null,
        sponsor_name: letter.company_name ?? null,
        brand_name: null,
        generic_name: null,
        action_date: date,
        outcome: 'crl',
        source: 'crl_database',
        imported_at: importedAt,
        submission_class: null,
        review_priority: null,
        source_url: letter.file_name
          ? `https://download.open.fda.gov/crl/${letter.file_name}`
          : null,
        record_updated: page.meta?.last_updated ?? null,
      })
    }
  }
  return out
}

/** The identity of one decision: a replay or re-import of the same action is the same row. */
export function decisionKey(
  d: Pick<FdaDecision, 'application_number' | 'source' | 'submission' | 'action_date'>,
): string {
  return `${d.application_number}|${d.source}|${d.submission ?? ''}|${d.action_date}`
}
