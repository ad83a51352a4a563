/**
 * EDGAR full-text search (efts.sec.gov/LATEST/search-index): request URLs and the parse of its
 * Elasticsearch JSON. Pure functions, no sockets.
 *
 * A hit is a document, not a filing: one 8-K can hit for its cover page and for EX-99.1, so
 * `groupHits` folds hits by accession (`adsh`). Pages hold 100 hits; results come by relevance, so a
 * scan walks every page. Above 10,000 matches the total reads `{value: 10000, relation: "gte"}` and
 * `from + size > 10000` is refused: the caller narrows the date window instead.
 */
import { isDiscoveryForm } from './phrases.js'

export const EFTS_PAGE_SIZE = 100
export const EFTS_MAX_WINDOW = 10_000

/**
 * One search: by a phrase (the full-text lanes), by filers (the filer search: no phrase, EFTS
 * needs none when other filters are set), or both; always over forms and a custom date range.
 */
export interface EftsQuery {
  /** The phrase, sent quoted (exact phrase match). */
  phrase?: string
  /** The filers whose documents alone are searched (the `ciks` filter, a list). */
  ciks?: readonly string[]
  forms: readonly string[]
  startdt: string
  enddt: string
  from?: number
}

/** The one builder of a search-index URL, for every query the poller sends. */
export function eftsSearchUrl(base: string, query: EftsQuery): string {
  const url = new URL('/LATEST/search-index', base)
  if (query.phrase !== undefined) url.searchParams.set('q', `"${query.phrase}"`)
  if (query.ciks !== undefined)
    url.searchParams.set('ciks', query.ciks.map((c) => padCik(c)).join(','))
  url.searchParams.set('dateRange', 'custom')
  url.searchParams.set('startdt', query.startdt)
  url.searchParams.set('enddt', query.enddt)
  url.searchParams.set('forms', query.forms.join(','))
  if (query.from) url.searchParams.set('from', String(query.from))
  return url.toString()
}

export interface EftsHit {
  accession: string
  /** The document's file name inside the filing folder (after the first ':' of `_id`). */
  fileName: string
  ciks: string[]
  displayNames: string[]
  /** SIC codes of the filers as the filing's header gave them; parallel to `ciks` only when as long. */
  sics: string[]
  form: string
  rootForms: string[]
  fileDate: string
  fileType: string | null
  fileDescription: string | null
  sequence: number | null
}

export interface EftsPage {
  total: number
  /** `gte` when the total is capped at 10,000: narrow the window. */
  relation: 'eq' | 'gte'
  hits: EftsHit[]
}

export class EftsFormatError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'EftsFormatError'
  }
}

const str = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null
const strs = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(str).filter((s): s is string => s !== null) : []

export function padCik(cik: string | number): string {
  const digits = String(cik).replace(/^CIK/i, '').trim()
  if (!/^\d{1,10}$/.test(digits)) throw new EftsFormatError(`not a CIK: ${JSON.stringify(cik)}`)
  return digits.padStart(10, '0')
}

/** Parses one EFTS answer. Throws EftsFormatError on an error body or an unknown shape. */
export function parseEftsResponse(json: unknown): EftsPage {
  const root = json as {
    hits?: { total?: { value?: unknown; relation?: unknown } | number; hits?: unknown }
    error?: unknown
  }
  if (root && typeof root === 'object' && 'error' in root && root.error) {
    const reason = root.error as { root_cause?: Array<{ reason?: string }>; reason?: string }
    throw new EftsFormatError(
      `EFTS error: ${reason.root_cause?.[0]?.reason ?? reason.reason ?? JSON.stringify(root.error).slice(0, 200)}`,
    )
  }
  if (!root || typeof root !== 'object' || !root.hits || typeof root.hits !== 'object')
    throw new EftsFormatError('EFTS answer without hits')
  const totalRaw = root.hits.total
  const total = typeof totalRaw === 'number' ? totalRaw : Number(totalRaw?.value ?? 0)
  const relation = typeof totalRaw === 'object' && totalRaw?.relation === 'gte' ? 'gte' : 'eq'
  if (!Array.isArray(root.hits.hits)) throw new EftsFormatError('EFTS hits.hits is not an array')
  const hits: EftsHit[] = []
  for (const raw of root.hits.hits as Array<{ _id?: unknown; _source?: Record<string, unknown> }>) {
    const source = raw._source ?? {}
    const id = str(raw._id) ?? ''
    const colon = id.indexOf(':')
    const accession = str(source.adsh) ?? (colon > 0 ? id.slice(0, colon) : id)
    if (!/^\d{10}-\d{2}-\d{6}$/.test(accession)) continue
    const seq = source.sequence
    hits.push({
      accession,
      fileName: colon > 0 ? id.slice(colon + 1) : '',
      ciks: strs(source.ciks).map((c) => padCik(c)),
      displayNames: strs(source.display_names),
      sics: strs(source.sics),
      form: str(source.form) ?? '',
      rootForms: strs(source.root_forms),
      fileDate: str(source.file_date) ?? '',
      fileType: str(source.file_type),
      fileDescription: str(source.file_description),
      sequence: seq === null || seq === undefined || seq === '' ? null : Number(seq),
    })
  }
  return { total, relation, hits }
}

/** `NAME  (TICKER[, TICKER2])  (CIK ##########)` → parts; tolerant of single spaces. */
export function parseDisplayName(display: string): {
  name: string
  tickers: string[]
  cik: string | null
} {
  let rest = display.trim()
  let cik: string | null = null
  const cikMatch = /\s*\(CIK\s+(\d{1,10})\)\s*$/.exec(rest)
  if (cikMatch) {
    cik = cikMatch[1]!.padStart(10, '0')
    rest = rest.slice(0, cikMatch.index)
  }
  let tickers: string[] = []
  const tickerMatch = /\s+\(([A-Z0-9.\-]+(?:,\s*[A-Z0-9.\-]+)*)\)\s*$/.exec(rest)
  if (tickerMatch) {
    tickers = tickerMatch[1]!
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)
    rest = rest.slice(0, tickerMatch.index)
  }
  return { name: rest.trim(), tickers, cik }
}

/** A filing found by full-text search: the hits of one accession folded together. */
export interface FtsCandidate {
  accession: string
  ciks: string[]
  company: string | null
  form: string
  filedDate: string
  /** Documents that hit, with their EFTS document type. */
  documents: Array<{ name: string; type: string | null }>
  phrase: string
}

/** Folds document hits into filings (dedupe on accession), keeping only 8-K/6-K and amendments. */
export function groupHits(hits: readonly EftsHit[], phrase: string): FtsCandidate[] {
  const byAccession = new Map<string, FtsCandidate>()
  for (const hit of hits) {
    if (!isDiscoveryForm(hit.form)) continue
    let candidate = byAccession.get(hit.accession)
    if (!candidate) {
      const first = hit.displayNames[0] ? parseDisplayName(hit.displayNames[0]) : null
      candidate = {
        accession: hit.accession,
        ciks: [...hit.ciks],
        company: first?.name || null,
        form: hit.form,
        filedDate: hit.fileDate,
        documents: [],
        phrase,
      }
      byAccession.set(hit.accession, candidate)
    }
    for (const cik of hit.ciks) if (!candidate.ciks.includes(cik)) candidate.ciks.push(cik)
    if (hit.fileName && !candidate.documents.some((d) => d.name === hit.fileName))
      candidate.documents.push({ name: hit.fileName, type: hit.fileType })
  }
  return [...byAccession.values()]
}
