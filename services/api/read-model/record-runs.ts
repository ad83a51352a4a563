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
 *
 * After a first load, every record is copied in the background (`copyAll`), so no ticker's first
 * page pays the reads one by one (the deep ticker page p99): one pass over the byte file
 * in id order, a slice at a time (`PASS_READ_BYTES` read in one call, the events of one slice
 * staged per record), each record's staged events written out as one block once they fill
 * `STAGE_BYTES` (and at the end). A record's copies then lie in blocks of ~20 events (at the
 * bench's ~800 B an event), so a ticker page reads one range per block, not one per event. The
 * staging holds at most `STAGED_MAX_BYTES` (flushed whole past it): memory stays bounded whatever
 * the number of records. An event's `run` is set only when its block is written, and only if it
 * still has the bytes it was staged from (a refresh may rewrite or move it between two slices).
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
/**
 * Bytes of the byte file one slice of the whole-file pass reads: about 300 events at ~800 B, so a
 * page waits at most about one slice.
 */
const PASS_READ_BYTES = 256 << 10
/** A record's staged events are written out as one block once they hold this many bytes. */
const STAGE_BYTES = 16 << 10
/** Past this many staged bytes (all records), every record's stage is written out. */
const STAGED_MAX_BYTES = 16 << 20

/** One record's events read by the whole-file pass and not yet written to the runs' file. */
interface Stage {
  buf: Buffer
  size: number
  /** Per staged event: its id and the byte-file offset it was copied from. */
  ids: number[]
  from: number[]
  sizes: number[]
}

export class RecordRuns {
  bytes: EventBytes
  /** Records waiting to be copied, in the order asked, with the last id of each one's list copied so far. */
  private readonly queue = new Map<number, number>()
  private scheduled: NodeJS.Immediate | null = null
  private closed = false
  /** The whole-file pass (copyAll): the next id to read, null when none runs. */
  private passFrom: number | null = null
  private passTimer: NodeJS.Immediate | null = null
  private readonly stages = new Map<number, Stage>()
  /**
   * Stage buffers written out, for the next stages: at most STAGED_MAX_BYTES of them exist. Why:
   * a new 16 kB buffer per block was ~800 MB of short-lived memory outside the heap at a million
   * events, and the collector answered it with full collections while pages were served.
   */
  private readonly freeStages: Buffer[] = []
  /** Who waits for the whole-file pass to end (passEnded). */
  private readonly passWaiters: Array<() => void> = []
  private staged = 0
  private readBuf = Buffer.allocUnsafeSlow(0)

  constructor(private readonly dir: string | undefined) {
    this.bytes = new EventBytes(dir)
  }

  /** Copies the events of `records` not copied yet, in the background; `table` is read at each slice. */
  want(records: Iterable<number>, table: RunSource): void {
    if (this.closed) return
    for (const r of records) if (!this.queue.has(r)) this.queue.set(r, 0)
    if (this.queue.size && !this.scheduled) this.scheduled = setImmediate(() => this.step(table))
  }

  /**
   * Copies every event held, in the background (after a first load): see the file's comment. A
   * record asked for meanwhile (`want`) is copied by its own slices too; an event is copied once.
   */
  copyAll(table: RunSource): void {
    if (this.closed || this.passFrom !== null) return
    this.passFrom = 0
    this.passTimer = setImmediate(() => this.passStep(table))
  }

  /** Whether copies are still to be made (tests wait for it). */
  get pending(): boolean {
    return this.queue.size > 0 || this.passFrom !== null
  }

  /** Resolves when the whole-file pass (copyAll) has ended or the runs are closed; at once when none runs. */
  passEnded(): Promise<void> {
    if (this.passFrom === null) return Promise.resolve()
    return new Promise((resolve) => this.passWaiters.push(resolve))
  }

  /** Copies every pending record now (tests; the index's own use is `want`). */
  settle(table: RunSource): void {
    while (this.queue.size && !this.closed) this.slice(table)
    while (this.passFrom !== null && !this.closed) this.passSlice(table)
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
    if (this.passTimer) clearImmediate(this.passTimer)
    this.scheduled = null
    this.passTimer = null
    this.passFrom = null
    this.stages.clear()
    this.freeStages.length = 0
    this.bytes.close()
    for (const ended of this.passWaiters.splice(0)) ended()
  }

  private passStep(table: RunSource): void {
    this.passTimer = null
    if (this.closed || this.passFrom === null) return
    this.passSlice(table)
    if (this.passFrom !== null) this.passTimer = setImmediate(() => this.passStep(table))
  }

  /**
   * One slice of the whole-file pass: the events from id `passFrom` on whose bytes lie end to end
   * in the byte file, up to PASS_READ_BYTES, read in one call and staged by record. By id, not
   * position: a refresh between two slices may rebuild the columns.
   */
  private passSlice(table: RunSource): void {
    const c = table.columns
    const first = c.upperBound(this.passFrom! - 1)
    if (first >= c.length) {
      for (const record of [...this.stages.keys()]) this.writeStage(table, record)
      this.bytes.flush()
      this.passFrom = null
      this.freeStages.length = 0
      this.readBuf = Buffer.allocUnsafeSlow(0)
      for (const ended of this.passWaiters.splice(0)) ended()
      return
    }
    let last = first
    let end = c.offset[first]! + c.headBytes[first]! + c.tailBytes[first]!
    while (last + 1 < c.length && c.offset[last + 1] === end) {
      const size = c.headBytes[last + 1]! + c.tailBytes[last + 1]!
      if (end + size - c.offset[first]! > PASS_READ_BYTES) break
      end += size
      last++
    }
    const start = c.offset[first]!
    if (this.readBuf.length < end - start)
      this.readBuf = Buffer.allocUnsafeSlow(Math.max(PASS_READ_BYTES, end - start))
    table.bytes.read(start, end - start, this.readBuf, 0)
    for (let i = first; i <= last; i++) {
      if (c.run[i] !== NO_RUN) continue
      const record = c.catalystId[i]!
      const size = c.headBytes[i]! + c.tailBytes[i]!
      let stage = this.stages.get(record)
      if (stage && stage.size + size > stage.buf.length) {
        this.writeStage(table, record)
        stage = undefined
      }
      if (!stage) {
        const buf =
          size <= STAGE_BYTES && this.freeStages.length
            ? this.freeStages.pop()!
            : Buffer.allocUnsafeSlow(Math.max(STAGE_BYTES, size))
        stage = { buf, size: 0, ids: [], from: [], sizes: [] }
        this.stages.set(record, stage)
      }
      const at = c.offset[i]! - start
      this.readBuf.copy(stage.buf, stage.size, at, at + size)
      stage.size += size
      stage.ids.push(c.id[i]!)
      stage.from.push(c.offset[i]!)
      stage.sizes.push(size)
      this.staged += size
      if (stage.size >= STAGE_BYTES) this.writeStage(table, record)
    }
    if (this.staged > STAGED_MAX_BYTES)
      for (const record of [...this.stages.keys()]) this.writeStage(table, record)
    this.bytes.flush()
    this.passFrom = c.id[last]! + 1
  }

  /**
   * Writes a record's staged events as one block of the runs' file and notes each copy in the
   * columns, unless the event has moved, changed or been copied since it was staged (its block
   * bytes are then dead).
   */
  private writeStage(table: RunSource, record: number): void {
    const stage = this.stages.get(record)
    if (!stage || stage.size === 0) return
    const c = table.columns
    const block = this.bytes.copyIn(stage.buf, stage.size)
    let near = 0
    for (let k = 0, at = block; k < stage.ids.length; at += stage.sizes[k]!, k++) {
      const i = c.indexNear(stage.ids[k]!, near)
      if (i >= 0) near = i
      const unchanged =
        i >= 0 && c.offset[i] === stage.from[k] && c.run[i] === NO_RUN && c.catalystId[i] === record
      if (unchanged) c.run[i] = at
      else this.bytes.release(stage.sizes[k]!)
    }
    this.staged -= stage.size
    this.stages.delete(record)
    if (stage.buf.length === STAGE_BYTES) this.freeStages.push(stage.buf)
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
