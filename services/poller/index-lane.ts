/**
 * The form-index lanes: EDGAR's daily form index (the live `daily_index` lane, a safety net under
 * the Atom feed) and the quarterly full index (backfill). Every 8-K/6-K (and amendment) of the
 * issuer universe listed there goes to the filing pipeline, whatever its words; the rest is left to
 * the full-text lanes. One request per index file, plus one full-text search request per 25 filers
 * never seen (their SIC codes; a filer it does not answer for costs one submissions lookup).
 */
import type { DiscoveryLane } from '../../schemas/avro/types.js'
import { addDays, processUniverseFilings } from './lanes.js'
import type { LaneDeps } from './lanes.js'
import {
  dailyFormIndexUrl,
  fullFormIndexUrl,
  groupIndexRows,
  parseFormIndex,
  quarterOf,
  type FormIndex,
  type IndexRow,
} from './form-index.js'
import { addBatch, emptyBatch, type BatchResult } from './pipeline.js'
import { isDiscoveryForm } from './phrases.js'
import { SecRequestError } from './sec-client.js'

export interface IndexScanResult extends BatchResult {
  requests: number
  /** 8-K/6-K filings listed. */
  listed: number
  /** Of those, filings of filers outside the universe (not read by this lane). */
  outsideUniverse: number
}

export const emptyIndexScan = (): IndexScanResult => ({
  ...emptyBatch(),
  requests: 0,
  listed: 0,
  outsideUniverse: 0,
})

export function addIndexScan(into: IndexScanResult, more: IndexScanResult): IndexScanResult {
  addBatch(into, more)
  into.requests += more.requests
  into.listed += more.listed
  into.outsideUniverse += more.outsideUniverse
  return into
}

/** Filings handed to the pipeline at once (published and recorded together; the resume grain of a backfill day). */
const CHUNK = 25

export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 || day === 6
}

async function readIndex(deps: LaneDeps, url: string): Promise<FormIndex | null> {
  try {
    return parseFormIndex(await deps.client.getText(url, { signal: deps.signal }), isDiscoveryForm)
  } catch (error) {
    // No file: a weekend, a holiday, a day not built yet (403 AccessDenied on the Archives).
    if (error instanceof SecRequestError && error.kind === 'not_found') return null
    throw error
  }
}

/** One day's daily form index (8-K/6-K rows only); null when the SEC has no file for the day. */
export function readDailyIndex(deps: LaneDeps, date: string): Promise<FormIndex | null> {
  return readIndex(deps, dailyFormIndexUrl(deps.wwwUrl, date))
}

/** A quarter's full form index (8-K/6-K rows only); null when absent. */
export function readQuarterIndex(
  deps: LaneDeps,
  year: number,
  quarter: number,
): Promise<FormIndex | null> {
  return readIndex(deps, fullFormIndexUrl(deps.wwwUrl, year, quarter))
}

/**
 * Reads the universe filings among index rows: classifies their filers (looking up SICs never
 * seen), hands the members' filings to the pipeline in chunks, oldest first.
 */
export async function processIndexRows(
  deps: LaneDeps,
  rows: readonly IndexRow[],
  lane: DiscoveryLane,
  onChunk?: (result: IndexScanResult) => void | Promise<void>,
): Promise<IndexScanResult> {
  const total = emptyIndexScan()
  const filings = groupIndexRows(rows).sort(
    (a, b) => a.filedDate.localeCompare(b.filedDate) || a.accession.localeCompare(b.accession),
  )
  total.listed = filings.length
  if (filings.length === 0) return total
  // Every filer never seen is classified first, all together: full-text search answers 25 of them
  // a request, while chunk by chunk a chunk's two or three new filers would each cost one.
  // Sorted by date, the first and last filings bound the days searched.
  const startdt = filings[0]!.filedDate
  const enddt = filings[filings.length - 1]!.filedDate
  await deps.universe.classify(
    filings.flatMap((f) => f.ciks),
    deps.signal,
    undefined,
    startdt && enddt ? { startdt, enddt } : undefined,
  )
  const classify = (from: number) =>
    deps.universe.classify(
      filings.slice(from, from + CHUNK).flatMap((f) => f.ciks),
      deps.signal,
    )
  let next: ReturnType<typeof classify> | null = classify(0)
  for (let i = 0; i < filings.length; i += CHUNK) {
    if (deps.signal?.aborted) break
    const chunk = filings.slice(i, i + CHUNK)
    const members = await next!
    // Filers are known by now; a lookup the first pass could not make (an outage) is tried again here, beside this chunk's fetches.
    next = i + CHUNK < filings.length ? classify(i + CHUNK) : null
    next?.catch(() => undefined) // awaited on the next turn; never an unhandled rejection if this turn throws
    await processUniverseFilings(deps, total, chunk, members, lane)
    await onChunk?.(total)
  }
  return total
}

/**
 * The live lane: each daily index from the day after `through` to `today`. A missing file for one of
 * the last two days stops the walk (not built yet: the SEC builds it from about 22:00 ET); an older
 * missing file is a holiday. Weekends are not asked for. Returns the newest date read completely.
 */
export async function scanDailyIndexes(
  deps: LaneDeps,
  window: { from: string; today: string },
): Promise<IndexScanResult & { through: string | null }> {
  const total = { ...emptyIndexScan(), through: null as string | null }
  for (let date = window.from; date <= window.today; date = addDays(date, 1)) {
    if (deps.signal?.aborted) break
    if (isWeekend(date)) {
      total.through = date
      continue
    }
    total.requests++
    const index = await readDailyIndex(deps, date)
    if (!index) {
      if (addDays(date, 2) > window.today) break
      total.through = date
      continue
    }
    addIndexScan(total, await processIndexRows(deps, index.rows, 'daily_index'))
    if (deps.signal?.aborted) break
    total.through = date
  }
  return total
}

/**
 * Index rows of one day for a backfill: from the quarter's full index while it covers the day (it
 * is rebuilt weekly, so its "Last Data Received" can lag), else from the day's daily index. Each
 * quarter file is read once per run (`quarters` holds them).
 */
export async function backfillRowsOfDay(
  deps: LaneDeps,
  date: string,
  quarters: Map<string, (Map<string, IndexRow[]> & { through: string | null }) | null>,
  counter: { requests: number },
): Promise<IndexRow[]> {
  const key = `${date.slice(0, 4)}Q${quarterOf(date)}`
  if (!quarters.has(key)) {
    counter.requests++
    const index = await readQuarterIndex(deps, Number(date.slice(0, 4)), quarterOf(date))
    if (index) {
      const byDate = Object.assign(new Map<string, IndexRow[]>(), {
        through:
          index.lastDataReceived ??
          index.rows.reduce<string | null>(
            (m, r) => (!m || r.filedDate > m ? r.filedDate : m),
            null,
          ),
      })
      for (const row of index.rows) {
        const list = byDate.get(row.filedDate)
        if (list) list.push(row)
        else byDate.set(row.filedDate, [row])
      }
      quarters.set(key, byDate)
    } else quarters.set(key, null)
  }
  const quarter = quarters.get(key)
  if (quarter && quarter.through && date <= quarter.through) return quarter.get(date) ?? []
  if (isWeekend(date)) return []
  counter.requests++
  return (await readDailyIndex(deps, date))?.rows ?? []
}
