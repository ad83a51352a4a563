/**
 * The store path's page as the response body: the path of every page while the event index loads
 * (and below a `window`). An unfiltered page is the same one primary-key range query as
 * store-reads.ts readByIdRange (the latest committed row of each id in a range a little wider than
 * the page, widened when deleted or history rows leave it short), read in the index's columns and
 * written by the index's own encoder and page writer (event-json.ts, event-page.ts bodyOf): no
 * row object, no mapping or JSON.stringify per event, and the very bytes the index sends. A row
 * without a stored uid goes through the reference encoding (event-reference.ts), as in the index.
 *
 * A ticker-filtered page first reads which events it serves, narrow (store-filtered.ts: the
 * candidates' versions, then the latest of each), then those events' rows by primary key, written
 * the same way.
 */
import type { Store } from '../../shared/store/clickhouse.js'
import { committedBatchSql } from '../../shared/store/batched.js'
import { batchesTable } from '../../catalysts/tables.js'
import { isServed } from './derive.js'
import { Columns, NO_DAY, NO_RUN } from './event-columns.js'
import { EventTranscoder, transcodedNames, type JsonSink } from './event-json.js'
import { bodyOf, type BodyAllocator, type ByteSource, type PageQuery } from './event-page.js'
import { referenceParts } from './event-reference.js'
import { readFilteredPage } from './store-filtered.js'
import type { TickerMatch } from './store-reads.js'

const rangeSql = (order: 'ASC' | 'DESC') =>
  `SELECT ${transcodedNames.join(', ')} FROM {db:Identifier}.events
  WHERE event_id > {low:UInt64} AND event_id <= {high:UInt64} AND ${committedBatchSql(batchesTable)}
  ORDER BY event_id ${order}, version DESC, batch DESC LIMIT 1 BY event_id
  SETTINGS max_threads = 1, max_block_size = 1024, optimize_use_projections = 0 FORMAT RowBinary`
const RANGE_SQL = { ASC: rangeSql('ASC'), DESC: rangeSql('DESC') }
const TOP_SQL = 'SELECT event_id FROM {db:Identifier}.events ORDER BY event_id DESC LIMIT 1'

/** A store page's encoded events, in memory (the page is written from it at once). */
export class PageSink implements JsonSink, ByteSource {
  buf = Buffer.allocUnsafe(256 << 10)
  pos = 0
  rowStart = 0

  beginRow(): void {
    this.rowStart = this.pos
  }

  ensure(n: number): void {
    if (this.pos + n <= this.buf.length) return
    const next = Buffer.allocUnsafe(Math.max(2 * this.buf.length, this.pos + n))
    this.buf.copy(next, 0, 0, this.pos)
    this.buf = next
  }

  rowOffset(): number {
    return this.rowStart
  }

  endRow(): number {
    return this.rowStart
  }

  dropRow(): void {
    this.pos = this.rowStart
  }

  /** A row given as two strings (the reference encoding): [offset, headBytes, tailBytes]. */
  putStrings(head: string, tail: string): [number, number, number] {
    this.beginRow()
    const headBytes = Buffer.byteLength(head)
    const tailBytes = Buffer.byteLength(tail)
    this.ensure(headBytes + tailBytes)
    this.pos += this.buf.write(head, this.pos, 'utf8')
    this.pos += this.buf.write(tail, this.pos, 'utf8')
    return [this.endRow(), headBytes, tailBytes]
  }

  read(offset: number, size: number, out: Buffer, at: number): void {
    this.buf.copy(out, at, offset, offset + size)
  }
}

async function topEventId(store: Store): Promise<number> {
  const [row] = await store.query<{ event_id: number }>(TOP_SQL)
  return Number(row?.event_id ?? 0)
}

/**
 * The served rows of `srcs` (RowBinary of `transcodedNames`), at most `want`, encoded into a
 * page's sink and columns in the order read.
 */
function encodePage(srcs: readonly Buffer[], want: number): { rows: Columns; sink: PageSink } {
  const sink = new PageSink()
  const rows = new Columns(want + 1)
  for (const src of srcs)
    new EventTranscoder(sink).each(src, (row, fallback) => {
      if (!isServed(row) || rows.length === want) return 'drop'
      let { offset, headBytes, tailBytes } = row
      if (fallback)
        [offset, headBytes, tailBytes] = sink.putStrings(...referenceParts(src, row.start, row.end))
      rows.push({
        id: row.id,
        version: row.version,
        offset,
        headBytes,
        tailBytes,
        newDay: row.newDay ?? NO_DAY,
        catalystId: row.catalystId,
        mergedInto: row.mergedInto,
        retracted: row.retracted ? 1 : 0,
        run: NO_RUN,
      })
      return 'keep'
    })
  return { rows, sink }
}

const TRANSCODED = transcodedNames.join(', ')

/**
 * A ticker-filtered page: the ids it serves (store-filtered.ts, read narrow), then their rows at
 * the same horizon, written like an unfiltered page.
 */
async function filteredPageBody(
  store: Store,
  query: PageQuery & { match: TickerMatch },
  today: string,
  alloc?: BodyAllocator,
): Promise<Buffer> {
  const ascending = query.since !== undefined
  const found = await readFilteredPage(store, query, TRANSCODED, query.limit)
  const hasMore = ascending && found.ids.length > query.limit
  const page = hasMore ? found.ids.slice(0, query.limit) : found.ids
  const { rows, sink } = encodePage(found.rows, page.length)
  const at = new Map<number, number>()
  for (let i = 0; i < rows.length; i++) at.set(rows.id[i]!, i)
  // In page order: ascending after a cursor, else newest first.
  const picked = page.map((id) => {
    const i = at.get(id)
    if (i === undefined)
      throw new Error(`event ${id}: served at horizon ${found.horizon} but not read back`)
    return i
  })
  return bodyOf(rows, sink, picked, query, hasMore, today, alloc)
}

/**
 * One /v1/events page read from the store, as the response body: the semantics and bytes of
 * readEventsPage + JSON.stringify (store-reads.ts), which the index's pages also have. `alloc`
 * gives the buffer the page is written into.
 */
export async function readEventsPageBody(
  store: Store,
  query: PageQuery,
  today: string,
  alloc?: BodyAllocator,
): Promise<Buffer> {
  if (query.match) return filteredPageBody(store, { ...query, match: query.match }, today, alloc)
  const ascending = query.since !== undefined
  const want = query.limit + (ascending ? 1 : 0)
  const top = ascending ? null : await topEventId(store)
  for (let span = want + 16; ; span *= 2) {
    const low = ascending ? query.since! : Math.max(0, top! - span)
    const high = ascending ? query.since! + span : top!
    const src = await store.queryBytes(RANGE_SQL[ascending ? 'ASC' : 'DESC'], { low, high })
    const { rows, sink } = encodePage([src], want)
    const done =
      rows.length === want ||
      (!ascending && low === 0) ||
      (ascending && high >= (await topEventId(store)))
    if (!done) continue
    const hasMore = ascending && rows.length > query.limit
    const picked = Array.from({ length: Math.min(rows.length, query.limit) }, (_, i) => i)
    return bodyOf(rows, sink, picked, query, hasMore, today, alloc)
  }
}
