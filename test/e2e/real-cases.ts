/**
 * The cases of a data dir in the shared files' schema as test/e2e/real-files-run.ts files them (and
 * test/e2e/core-files-run.ts, its quick approximation): each case one filing of its company, in filing order.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface RealCase {
  case_id: string
  company: string | null
  ticker: string | null
  cik: string | null
  release_date: string | null
  filed_date?: string | null
  passage: string | null
  quote: string
  decision_group: string | null
}

/**
 * The filer of a case: the first company its `company` names ("Biogen Inc. and Eisai Co., Ltd.
 * (joint)" and "Biogen Inc. (with licensor ...)" are Biogen's filings), as EDGAR lists one filer.
 */
export const filerName = (c: RealCase) =>
  (c.company ?? `Company of ${c.case_id}`).split(/\s+(?:and|&)\s+|\s*\/\s*|\s*\(/)[0]!.trim()

/** A company's name without punctuation, legal form or "(joint)" notes: one company, one CIK. */
export const companyKey = (name: string | null) =>
  (name ?? '')
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(
      /\b(?:inc|corp|corporation|co|ltd|plc|llc|sa|ag|nv|n\.v|a\/s|se|limited|incorporated)\b\.?/g,
      ' ',
    )
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** The case's CIK; else the CIK another case of the same company gives; else one made from the name. */
export function cikResolver(cases: readonly RealCase[]): (c: RealCase) => string {
  const known = new Map<string, string>()
  for (const c of cases)
    if (c.cik && /^\d+$/.test(c.cik)) known.set(companyKey(filerName(c)), c.cik.padStart(10, '0'))
  return (c) => {
    if (c.cik && /^\d+$/.test(c.cik)) return c.cik.padStart(10, '0')
    const key = companyKey(filerName(c))
    const found = known.get(key)
    if (found) return found
    const hash = createHash('sha256')
      .update(key || c.case_id)
      .digest()
    return String(1_800_000_000 + (hash.readUInt32BE(0) % 99_999_999)).padStart(10, '0')
  }
}

/** Every case of the data dir's three files with a filing date and a text, in filing order (then by case id). */
export function casesInFilingOrder(dataDir: string): { cases: RealCase[]; dated: RealCase[] } {
  const cases: RealCase[] = ['pdufa-dev-cases', 'pdufa-more-cases', 'pdufa-cases-b'].flatMap(
    (file) =>
      readFileSync(join(dataDir, `${file}.jsonl`), 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as RealCase),
  )
  const dated = cases
    .filter((c) => (c.filed_date ?? c.release_date) && (c.passage ?? c.quote))
    .sort((a, b) =>
      (a.filed_date ?? a.release_date)! < (b.filed_date ?? b.release_date)!
        ? -1
        : (a.filed_date ?? a.release_date)! > (b.filed_date ?? b.release_date)!
          ? 1
          : a.case_id < b.case_id
            ? -1
            : 1,
    )
  return { cases, dated }
}
