/**
 * Copies of the events' bytes grouped by record, for ticker-filtered pages (event-page.ts). The
 * byte file (event-bytes.ts) holds the events in id order: an unfiltered page of 500 is one read,
 * but a ticker's events are scattered over it (1 in 250 in the bench), so a ticker page cost one
 * positioned read per event, ~500 system calls, most of the page's time. Here the events of a
 * record lie end to end in id order (in a second file, held by the page cache like the first), so
 * a ticker page reads one range per record it exposes.
 *
 * Built lazily and in the background: a ticker page that had to read many of its events one by one
 * asks for its exposed records (`want`); they are copied a slice at a time (`SLICE_EVENTS`
 * events, one event-loop turn each, so a page waits at most one slice), each event's copy noted in
 * the columns' `run` column. Only records asked for are copied: the file's size follows the
 * tickers clients filter on, not the history. Events appended later are read one by one until a
 * page asks again (their copies then follow the earlier ones: one more range). A rewrite gives the
 * event new bytes with no copy (`run` is NO_RUN again) and leaves its copy dead; once dead copies
 * outweigh live ones the file is dropped and rebuilt as pages ask (event-table.ts).
 *
 * Retraction markers are candidates of the record they were merged into, not of their own: they
 * keep being read one by one (they are rare).
 */
import { EventBytes } from './event-bytes.js'
import { NO_RUN, type Columns, type Postings } from './event-columns.js'

/**
 * What the copies are made from: the index's table (event-table.ts) as this module reads it. Declared here, not imported,
 * because the table holds the runs: an import back would be a cycle.
 */
export interface RunSource {
  readonly columns: Columns
  readonly bytes: EventBytes
  readonly postings: Postings
}

/** Events copied per event-loop turn: a page waits at most about one slice (~0.5 ms). */
const SLICE_EVENTS = 256

export class RecordRuns {
  bytes: EventBytes
  /** Records waiting to be copied, in the order asked, with the last id of each one's list copied so far. */
  private readonly queue = new Map<number, number>()
  private scheduled: NodeJS.Immediate | null = null
  private closed = false

  constructor(private readonly dir: string | undefined) {
    this.bytes = new EventBytes(dir)
  }

  /** Copies the events of `records` not copied yet, in the background; `table` is read at each slice. */
  want(records: Iterable<number>, table: RunSource): void {
    if (this.closed) return
    for (const r of records) if (!this.queue.has(r)) this.queue.set(r, 0)
    if (this.queue.size && !this.scheduled) this.scheduled = setImmediate(() => this.step(table))
  }

  /** Whether copies are still to be made (tests wait for it). */
  get pending(): boolean {
    return this.queue.size > 0
  }

  /** Copies every pending record now (tests; the index's own use is `want`). */
  settle(table: RunSource): void {
    while (this.queue.size && !this.closed) this.slice(table)
  }

  /** Drops every copy (the file is replaced; `run` columns must be reset by the caller). */
  reset(): void {
    this.bytes.close()
    this.bytes = new EventBytes(this.dir)
  }

  close(): void {
    this.closed = true
    this.queue.clear()
    if (this.scheduled) clearImmediate(this.scheduled)
    this.scheduled = null
    this.bytes.close()
  }

  private step(table: RunSource): void {
    this.scheduled = null
    if (this.closed) return
    this.slice(table)
    if (this.queue.size) this.scheduled = setImmediate(() => this.step(table))
  }

  /**
   * Copies up to SLICE_EVENTS events of the first record queued, in id order from where its last
   * slice stopped: each event still on the record with no copy (the lists may hold ids that moved
   * or went since; the columns say).
   */
  private slice(table: RunSource): void {
    const [record, after] = this.queue.entries().next().value as [number, number]
    const list = table.postings.byRecord.get(record) ?? []
    const c = table.columns
    // By id, not position: a refresh between two slices may rebuild the lists.
    const from = firstAbove(list, after)
    const to = Math.min(list.length, from + SLICE_EVENTS)
    let near = 0
    for (let k = from; k < to; k++) {
      const i = c.indexNear(list[k]!, near)
      if (i < 0) continue
      near = i
      if (c.catalystId[i] !== record || c.run[i] !== NO_RUN) continue
      c.run[i] = this.bytes.copyFrom(table.bytes, c.offset[i]!, c.headBytes[i]! + c.tailBytes[i]!)
    }
    this.bytes.flush()
    if (to >= list.length) this.queue.delete(record)
    else this.queue.set(record, list[to - 1]!)
  }
}

/** Index of the first element of an ascending list above `after`. */
function firstAbove(list: readonly number[], after: number): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (list[mid]! <= after) lo = mid + 1
    else hi = mid
  }
  return lo
}
