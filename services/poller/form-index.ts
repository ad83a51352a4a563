/**
 * EDGAR's form indexes: the daily file (`/Archives/edgar/daily-index/YYYY/QTRn/form.YYYYMMDD.idx`,
 * built nightly from about 22:00 ET; none on weekends and holidays, where the Archives answer 403
 * AccessDenied) and the quarterly file (`/Archives/edgar/full-index/YYYY/QTRn/form.idx`, rebuilt
 * weekly, so its "Last Data Received" can lag the quarter by days). URLs and the parse, no sockets.
 *
 * Both are fixed-width text: a few `Key: value` lines, a column header (wrapped onto two lines in
 * the daily files), a dashed rule, then one row per filer of each filing:
 *
 *   8-K              Halcyon Biotherapeutics, Inc.                  1987654     20250303    edgar/data/1987654/0001193125-25-045678.txt
 *
 * The date is `YYYYMMDD` in daily files and `YYYY-MM-DD` in quarterly ones. A filing with several
 * filers has one row per filer: `groupIndexRows` folds them by accession.
 */
import { isDiscoveryForm } from './phrases.js'

export function quarterOf(date: string): number {
  return Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1
}

export function dailyFormIndexUrl(base: string, date: string): string {
  return new URL(
    `/Archives/edgar/daily-index/${date.slice(0, 4)}/QTR${quarterOf(date)}/form.${date.replace(/-/g, '')}.idx`,
    base,
  ).toString()
}

export function fullFormIndexUrl(base: string, year: number, quarter: number): string {
  return new URL(`/Archives/edgar/full-index/${year}/QTR${quarter}/form.idx`, base).toString()
}

export interface IndexRow {
  form: string
  company: string
  /** 10-digit. */
  cik: string
  filedDate: string
  accession: string
}

export interface FormIndex {
  /** "Last Data Received" as YYYY-MM-DD, when the header has it. */
  lastDataReceived: string | null
  rows: IndexRow[]
}

export class FormIndexError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FormIndexError'
  }
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** `March 31, 2025`, `Mar 03, 2025`, `Jan  2, 2024` → YYYY-MM-DD. */
export function parseIndexDate(text: string): string | null {
  const m = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text.trim())
  const month = m ? MONTHS.indexOf(m[1]!.toLowerCase()) : -1
  if (!m || month < 0) return null
  return `${m[3]}-${String(month + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`
}

// Anchored on the right: CIK, date and file name never hold spaces; form types and names can.
const ROW =
  /^(.*?)\s+(\d{1,10})\s+(\d{8}|\d{4}-\d{2}-\d{2})\s+(edgar\/data\/\d+\/(\d{10}-\d{2}-\d{6})\.txt)\s*$/

/**
 * Parses a daily or quarterly form index; `keepForm` drops other forms' rows early (a quarterly file
 * holds some 300,000 rows). Throws FormIndexError when the text has no dashed rule (not an index).
 */
export function parseFormIndex(
  text: string,
  keepForm: (form: string) => boolean = () => true,
): FormIndex {
  const lines = text.split(/\r?\n/)
  const rule = lines.findIndex((l) => /^-{20,}\s*$/.test(l))
  if (rule < 0)
    throw new FormIndexError('not an EDGAR form index: no dashed rule under the column header')
  let lastDataReceived: string | null = null
  for (const line of lines.slice(0, rule)) {
    const m = /^Last Data Received:\s*(.+)$/.exec(line)
    if (m) lastDataReceived = parseIndexDate(m[1]!)
  }
  const rows: IndexRow[] = []
  for (const line of lines.slice(rule + 1)) {
    const m = ROW.exec(line)
    if (!m) continue
    const head = m[1]!.trim()
    // Columns are padded with two or more spaces; a form type fills its column at most.
    const split = /\s{2,}/.exec(head)
    const form = split ? head.slice(0, split.index) : head.split(/\s/)[0]!
    if (!keepForm(form.trim())) continue
    const company = split ? head.slice(split.index).trim() : head.slice(form.length).trim()
    const date =
      m[3]!.length === 8 ? `${m[3]!.slice(0, 4)}-${m[3]!.slice(4, 6)}-${m[3]!.slice(6)}` : m[3]!
    rows.push({
      form: form.trim(),
      company,
      cik: m[2]!.padStart(10, '0'),
      filedDate: date,
      accession: m[5]!,
    })
  }
  return { lastDataReceived, rows }
}

export interface IndexFiling {
  accession: string
  form: string
  /** Every filer row of the filing, in index order. */
  ciks: string[]
  company: string
  filedDate: string
}

/** The 8-K/6-K filings (and amendments) of the rows, one per accession. */
export function groupIndexRows(rows: readonly IndexRow[]): IndexFiling[] {
  const byAccession = new Map<string, IndexFiling>()
  for (const row of rows) {
    if (!isDiscoveryForm(row.form)) continue
    const seen = byAccession.get(row.accession)
    if (!seen)
      byAccession.set(row.accession, {
        accession: row.accession,
        form: row.form,
        ciks: [row.cik],
        company: row.company,
        filedDate: row.filedDate,
      })
    else if (!seen.ciks.includes(row.cik)) seen.ciks.push(row.cik)
  }
  return [...byAccession.values()]
}
