/**
 * One import run over openFDA: Drugs@FDA by `submission_status_date` windows and the whole CRL
 * dataset. openFDA refuses `skip` above 25,000, so a window whose total would need a deeper skip
 * is halved until every page of it is reachable; `limit` is at most 1000.
 */
import type { FdaDecision } from '../../schemas/avro/types.js'
import type { OpenFdaClient } from './openfda-client.js'
import {
  decisionKey,
  decisionsFromCrl,
  decisionsFromDrugsFda,
  type CrlLetter,
  type DrugsFdaApplication,
} from './records.js'

export const DRUGSFDA_PATH = '/drug/drugsfda.json'
export const CRL_PATH = '/transparency/crl.json'
export const MAX_SKIP = 25_000
export const MAX_LIMIT = 1_000

export interface ImportPlan {
  /** Inclusive ISO dates of the Drugs@FDA submissions to read. */
  from: string
  to: string
  /** Page size (<= 1000). */
  limit?: number
  /** Days per first-level window before any halving. */
  windowDays?: number
}

export interface ImportResult {
  decisions: FdaDecision[]
  requests: number
  /** openFDA's `meta.last_updated` of the newest page read, per endpoint. */
  lastUpdated: { drugsfda: string | null; crl: string | null }
  windows: number
}

const DAY = 86_400_000
const compact = (iso: string) => iso.replaceAll('-', '')
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10)
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY)

/** Consecutive [from, to] windows of `days` days covering the plan. */
export function windowsOf(from: string, to: string, days: number): Array<[string, string]> {
  const out: Array<[string, string]> = []
  for (let start = from; start <= to; start = addDays(start, days)) {
    const end = addDays(start, days - 1)
    out.push([start, end < to ? end : to])
  }
  return out
}

export function drugsFdaSearch(from: string, to: string): string {
  return `submissions.submission_status_date:[${compact(from)} TO ${compact(to)}]`
}

export async function runImport(
  client: OpenFdaClient,
  plan: ImportPlan,
  importedAt: string,
): Promise<ImportResult> {
  const limit = Math.min(plan.limit ?? MAX_LIMIT, MAX_LIMIT)
  const byKey = new Map<string, FdaDecision>()
  const result: ImportResult = {
    decisions: [],
    requests: 0,
    lastUpdated: { drugsfda: null, crl: null },
    windows: 0,
  }
  const keep = (decisions: FdaDecision[]) => {
    for (const d of decisions) byKey.set(decisionKey(d), d)
  }
  const newer = (a: string | null, b: string | undefined) => (b && (!a || b > a) ? b : a)

  async function readWindow(from: string, to: string): Promise<void> {
    let skip = 0
    for (;;) {
      result.requests++
      const page = await client.get<DrugsFdaApplication>(DRUGSFDA_PATH, {
        search: drugsFdaSearch(from, to),
        limit,
        skip,
      })
      if (!page) return
      const total = page.meta?.results?.total ?? 0
      if (skip === 0 && total > MAX_SKIP + limit && from < to) {
        // Too deep to page: split the window, read both halves.
        const mid = addDays(from, Math.floor(daysBetween(from, to) / 2))
        await readWindow(from, mid)
        await readWindow(addDays(mid, 1), to)
        return
      }
      if (skip === 0) result.windows++
      result.lastUpdated.drugsfda = newer(result.lastUpdated.drugsfda, page.meta?.last_updated)
      keep(decisionsFromDrugsFda(page, importedAt, { from, to }))
      const got = page.results?.length ?? 0
      skip += got
      if (got === 0 || skip >= total || skip > MAX_SKIP) return
    }
  }

  for (const [from, to] of windowsOf(plan.from, plan.to, plan.windowDays ?? 92))
    await readWindow(from, to)

  // The CRL dataset is small (hundreds of letters): read it whole and filter here.
  for (let skip = 0; skip <= MAX_SKIP;) {
    result.requests++
    const page = await client.get<CrlLetter>(CRL_PATH, { limit, skip })
    if (!page) break
    result.lastUpdated.crl = newer(result.lastUpdated.crl, page.meta?.last_updated)
    keep(decisionsFromCrl(page, importedAt))
    const got = page.results?.length ?? 0
    skip += got
    if (got === 0 || skip >= (page.meta?.results?.total ?? 0)) break
  }

  result.decisions = [...byKey.values()].sort((a, b) =>
    a.action_date < b.action_date
      ? -1
      : a.action_date > b.action_date
        ? 1
        : decisionKey(a) < decisionKey(b)
          ? -1
          : 1,
  )
  return result
}
