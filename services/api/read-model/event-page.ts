/**
 * One /v1/events page from the event index's table (event-table.ts), with the store path's
 * semantics and bytes (store-reads.ts readEventsPage): a binary search and byte copies into one
 * buffer, no query, no per-event serialisation. Pure over the table: the index (event-index.ts)
 * decides when a table may serve.
 *
 * Request-time fields. `new_date_upcoming` and `days_to_date` depend on the request date, and sit
 * between `new_date` and `delta_days` in the served field order. Each event keeps the JSON that
 * `eventFromRow` + `JSON.stringify` produce (so the bytes are exactly the store path's) cut around
 * those two fields: head (up to `new_date`) and tail (from `,"delta_days":`). A page copies head,
 * the two fields computed from `new_date` as a day number, and tail.
 *
 * Ticker filter: only the candidates of the records the ticker exposes (their posting lists) are
 * read, at any depth, each checked against the columns.
 */
import type { TickerMatch } from './store-reads.js'
import { NO_DAY, NO_RUN, type Columns } from './event-columns.js'
import type { Exposure, Table } from './event-table.js'

/** A page's query, as the route validated it. */
export interface PageQuery {
  since?: number
  limit: number
  match?: TickerMatch
}

const DAY_MS = 86_400_000
/** Where the two request-time fields are cut out of an event's served JSON (event-index.ts). */
export const UPCOMING_KEY = ',"new_date_upcoming":'
export const DELTA_KEY = ',"delta_days":'
const NO_DATE = ',"new_date_upcoming":false,"days_to_date":null'
/** Longer than any spliced-in request-time pair. */
const MID_MAX = 64
const OPEN = Buffer.from('{"data":[')
/** A ticker page with more events than this without a copy in the record runs asks for them. */
const RUNS_ASKED_AT = 32

/** Gives the buffer a page is written into (at least `size` bytes); by default a new one. */
export type BodyAllocator = (size: number) => Buffer

/** Whole days since 1970-01-01 of a YYYY-MM-DD date (UTC). */
function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS)
}

/** The store path's exposure predicate (store-filtered.ts exposureSql), on one row's fields. */
function exposes(x: Exposure, ticker: string, ciks: ReadonlySet<string>): boolean {
  if (x.tickers.includes(ticker)) return true
  if (ciks.size === 0) return false
  if (ciks.has(x.cik ?? '')) return true
  for (const c of x.exposedCiks) if (ciks.has(c)) return true
  return false
}

/**
 * The page as the response body: ascending after `since` with `has_more`, else newest first; a
 * ticker filter before `limit`, keeping the retraction markers of records exposed to it or merged
 * into one that is. `today` (YYYY-MM-DD, UTC) gives the request-time fields. Null when the page
 * reaches below the oldest event held (window mode): a cursor older than the window, or a
 * newest-first page that runs out of held events. `alloc` gives the buffer the body is written
 * into (the route reuses the buffers of responses already sent); the body is a view of it.
 */
export function pageOf(
  table: Table,
  query: PageQuery,
  today: string,
  alloc: BodyAllocator = Buffer.allocUnsafe,
): Buffer | null {
  if (query.since !== undefined && query.since < table.floor) return null
  const c = table.columns
  // Positions in the columns, in page order, plus whether one more would have followed.
  let picked: number[]
  let hasMore = false
  if (query.match) {
    const found = filtered(table, query.match, query.since, query.limit)
    picked = found.picked
    hasMore = found.more
    // Many events read one by one: their records' runs are copied in the background for the next pages.
    let unrun = 0
    for (const i of picked) if (c.run[i] === NO_RUN) unrun++
    if (unrun > RUNS_ASKED_AT) table.runs.want(found.exposed, table)
    if (query.since === undefined && picked.length < query.limit && table.floor > 0) return null
  } else if (query.since !== undefined) {
    const from = c.upperBound(query.since)
    const to = Math.min(c.length, from + query.limit)
    picked = []
    for (let i = from; i < to; i++) picked.push(i)
    hasMore = to < c.length
  } else {
    picked = []
    for (let i = c.length - 1; i >= 0 && picked.length < query.limit; i--) picked.push(i)
    if (picked.length < query.limit && table.floor > 0) return null
  }
  // An unfiltered page lies end to end in the byte file: one read, whatever the runs hold.
  const runs = query.match ? table.runs.bytes : undefined
  return bodyOf(c, table.bytes, picked, query, hasMore, today, alloc, runs)
}

/** Where a page's events' bytes are read from: the index's byte file, or a store read's buffer. */
export interface ByteSource {
  /** Copies `size` bytes at `offset` into `out` at `at`. */
  read(offset: number, size: number, out: Buffer, at: number): void
}

/**
 * The body of a page of the events at `picked` (positions in `c`, in page order) whose bytes are
 * in `bytes`: the index's pages, and the store path's (store-page.ts), so both send the same bytes.
 */
export function bodyOf(
  c: Columns,
  bytes: ByteSource,
  picked: number[],
  query: Pick<PageQuery, 'since' | 'limit'>,
  hasMore: boolean,
  today: string,
  alloc: BodyAllocator = Buffer.allocUnsafe,
  runs?: ByteSource,
): Buffer {
  let nextSince: number | null
  if (query.since !== undefined)
    nextSince = picked.length ? c.id[picked[picked.length - 1]!]! : query.since
  else nextSince = picked.length ? c.id[picked[0]!]! : null
  const close = `],"meta":{"total":${picked.length},"limit":${query.limit},"next_since":${nextSince},"has_more":${hasMore}}}`
  const todayDay = dayNumber(today)
  if (runs && picked.some((i) => c.run[i] !== NO_RUN))
    return gather(c, bytes, runs, picked, close, todayDay, alloc)
  return assemble(c, bytes, picked, close, todayDay, alloc)
}

/**
 * The page's bytes in one buffer: each event's head, the two request-time fields, its tail. The
 * events' bytes are read from the file with one positioned read per run of events that lie end to
 * end in it (an unfiltered page is usually one run), into the end of the output buffer itself, and
 * moved forward into place: one buffer per page (the body), no allocation per event. Why: the
 * bodies are large (~400 kB at 500 events) and live outside the heap, and every few dozen
 * megabytes of such allocations the collector runs a full pass (the pauses in the page tail).
 *
 * Forward moves never overwrite bytes not yet moved: the stored bytes start `close.length +
 * n * (MID_MAX + 1)` after the opening, and each event adds at most `MID_MAX + 1` bytes (its
 * request-time fields and a comma), so the write position stays at least that far behind the read
 * position until the last event (Buffer.copy moves overlapping ranges correctly).
 */
function assemble(
  c: Columns,
  bytes: ByteSource,
  picked: number[],
  close: string,
  todayDay: number,
  alloc: BodyAllocator,
): Buffer {
  let stored = 0
  for (const i of picked) stored += c.headBytes[i]! + c.tailBytes[i]!
  const n = picked.length
  const bound = OPEN.length + close.length + n * (MID_MAX + 1) + stored
  const out = alloc(bound)
  const base = bound - stored
  // Read the runs into the end of `out`, in page order.
  for (let k = 0, at = base; k < n;) {
    const start = c.offset[picked[k]!]!
    let end = start + c.headBytes[picked[k]!]! + c.tailBytes[picked[k]!]!
    let j = k + 1
    while (j < n && c.offset[picked[j]!] === end) {
      end += c.headBytes[picked[j]!]! + c.tailBytes[picked[j]!]!
      j++
    }
    bytes.read(start, end - start, out, at)
    at += end - start
    k = j
  }
  const fields = requestFields(todayDay)
  let pos = OPEN.copy(out, 0)
  for (let k = 0, at = base; k < n; k++) {
    const i = picked[k]!
    if (k) out[pos++] = 0x2c // ','
    const split = at + c.headBytes[i]!
    pos += out.copy(out, pos, at, split)
    const day = c.newDay[i]!
    pos += (day === NO_DAY ? NO_DATE_BYTES : fields(day)).copy(out, pos)
    at = split + c.tailBytes[i]!
    pos += out.copy(out, pos, split, at)
  }
  pos += out.write(close, pos, 'latin1')
  return out.subarray(0, pos)
}

/**
 * The page's bytes when some events have a copy in the record runs (record-runs.ts): a ticker
 * page, whose events lie end to end per record there, not in page order. Each event's bytes are
 * read from its copy, or from the byte file when it has none; events that touch are read in one
 * call, into a scratch buffer, and copied into the body in page order (head, request-time fields,
 * tail).
 */
function gather(
  c: Columns,
  bytes: ByteSource,
  runs: ByteSource,
  picked: number[],
  close: string,
  todayDay: number,
  alloc: BodyAllocator,
): Buffer {
  const n = picked.length
  if (gathered.from.length < n)
    gathered = { from: new Float64Array(2 * n), rangeOf: new Int32Array(2 * n) }
  // Where each event's bytes start: in the runs shifted up by RUNS_KEY, else in the byte file.
  const { from, rangeOf } = gathered
  let stored = 0
  for (let k = 0; k < n; k++) {
    const i = picked[k]!
    const run = c.run[i]!
    from[k] = run === NO_RUN ? c.offset[i]! : RUNS_KEY + run
    stored += c.headBytes[i]! + c.tailBytes[i]!
  }
  // Ranges of events that touch, found in id order (a record's copies follow each other in id
  // order): each event extends one of the ranges opened last, or opens one. No sort.
  const rangeStart: number[] = []
  const rangeEnd: number[] = []
  const ascending = n < 2 || c.id[picked[0]!]! < c.id[picked[n - 1]!]!
  for (let step = 0; step < n; step++) {
    const k = ascending ? step : n - 1 - step
    const f = from[k]!
    const size = c.headBytes[picked[k]!]! + c.tailBytes[picked[k]!]!
    let r = rangeEnd.length - 1
    const oldest = Math.max(0, rangeEnd.length - OPEN_RANGES)
    while (r >= oldest && rangeEnd[r] !== f) r--
    if (r < oldest) {
      r = rangeEnd.length
      rangeStart.push(f)
      rangeEnd.push(f)
    }
    rangeEnd[r] = f + size
    rangeOf[k] = r
  }
  if (scratch.length < stored)
    scratch = Buffer.allocUnsafeSlow(Math.max(stored, 2 * scratch.length))
  const rangeAt: number[] = []
  for (let r = 0, pos = 0; r < rangeStart.length; r++) {
    const start = rangeStart[r]!
    const size = rangeEnd[r]! - start
    if (start >= RUNS_KEY) runs.read(start - RUNS_KEY, size, scratch, pos)
    else bytes.read(start, size, scratch, pos)
    rangeAt.push(pos)
    pos += size
  }
  const out = alloc(OPEN.length + close.length + n * (MID_MAX + 1) + stored)
  const fields = requestFields(todayDay)
  let pos = OPEN.copy(out, 0)
  for (let k = 0; k < n; k++) {
    const i = picked[k]!
    if (k) out[pos++] = 0x2c // ','
    const head = rangeAt[rangeOf[k]!]! + from[k]! - rangeStart[rangeOf[k]!]!
    const split = head + c.headBytes[i]!
    pos += scratch.copy(out, pos, head, split)
    const day = c.newDay[i]!
    pos += (day === NO_DAY ? NO_DATE_BYTES : fields(day)).copy(out, pos)
    pos += scratch.copy(out, pos, split, split + c.tailBytes[i]!)
  }
  pos += out.write(close, pos, 'latin1')
  return out.subarray(0, pos)
}

/** Above every byte-file offset: marks a record-runs offset in gather(). */
const RUNS_KEY = 2 ** 52
/** Ranges gather() tries to extend: about the records a ticker exposes; beyond them, events read alone. */
const OPEN_RANGES = 16
/** gather()'s read buffer and per-event arrays, reused (pages are written synchronously, one at a time). */
let scratch = Buffer.allocUnsafeSlow(0)
let gathered = { from: new Float64Array(0), rangeOf: new Int32Array(0) }

const NO_DATE_BYTES = Buffer.from(NO_DATE, 'latin1')
/** The request-time fields by days to the date, for the current request date (a few hundred distinct). */
let fieldsOf: { todayDay: number; byDays: Map<number, Buffer> } = {
  todayDay: NaN,
  byDays: new Map(),
}
const FIELDS_HELD = 8_192

/** The request-time fields of an event dated `day`, as bytes, for a request on `todayDay`. */
function requestFields(todayDay: number): (day: number) => Buffer {
  if (fieldsOf.todayDay !== todayDay || fieldsOf.byDays.size > FIELDS_HELD)
    fieldsOf = { todayDay, byDays: new Map() }
  const { byDays } = fieldsOf
  return (day) => {
    const days = day - todayDay
    let bytes = byDays.get(days)
    if (!bytes) {
      bytes = Buffer.from(`,"new_date_upcoming":${days >= 0},"days_to_date":${days}`, 'latin1')
      byDays.set(days, bytes)
    }
    return bytes
  }
}

/**
 * A ticker-filtered page: the event's record is exposed, or it is a retraction into an exposed
 * record. Reads the candidates of the exposed records (their posting lists) merged in page order,
 * checking each against the columns, until the page is full.
 */
function filtered(
  table: Table,
  match: TickerMatch,
  since: number | undefined,
  limit: number,
): { picked: number[]; more: boolean; exposed: Set<number> } {
  const exposed = exposedRecords(table.catalysts, match)
  const c = table.columns
  const want = since !== undefined ? limit + 1 : limit
  const candidates = table.postings.merged(exposed, since)
  const picked: number[] = []
  // Where the last candidate was (or would be): the next one is near it.
  let near = since !== undefined ? c.upperBound(since) : c.length - 1
  // Newest first, ids at or below the floor are not held, nor is anything after them.
  for (
    let id = candidates.next();
    id > table.floor && picked.length < want;
    id = candidates.next()
  ) {
    const i = c.indexNear(id, near)
    if (i < 0) continue
    near = i
    const into = c.mergedInto[i]!
    if (exposed.has(c.catalystId[i]!) || (c.retracted[i] === 1 && into >= 0 && exposed.has(into)))
      picked.push(i)
  }
  const more = since !== undefined && picked.length > limit
  return { picked: more ? picked.slice(0, limit) : picked, more, exposed }
}

/**
 * The records a match exposes, per catalysts map: a refresh replaces the map (never changes it in
 * place), so an entry lives as long as the exposures it was computed from. Why: checking every
 * catalyst's exposure cost a page as much as merging its candidates.
 */
const exposedByMap = new WeakMap<ReadonlyMap<number, Exposure>, Map<string, Set<number>>>()
const EXPOSED_HELD = 4_096

function exposedRecords(catalysts: ReadonlyMap<number, Exposure>, match: TickerMatch): Set<number> {
  let byMatch = exposedByMap.get(catalysts)
  if (!byMatch || byMatch.size >= EXPOSED_HELD) {
    byMatch = new Map()
    exposedByMap.set(catalysts, byMatch)
  }
  const key = `${match.ticker}\u0000${match.ciks.join('\u0001')}`
  let exposed = byMatch.get(key)
  if (!exposed) {
    const ciks = new Set(match.ciks)
    exposed = new Set()
    for (const [id, x] of catalysts) if (exposes(x, match.ticker, ciks)) exposed.add(id)
    byMatch.set(key, exposed)
  }
  return exposed
}
