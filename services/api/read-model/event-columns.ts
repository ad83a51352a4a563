/**
 * What the event index (event-index.ts) holds per event, off the object heap: typed-array columns
 * sorted by event_id (where each event's bytes are in the byte file, its record, date, retraction),
 * and per record the ids of its events (posting lists) for the ticker filter. A handful of objects
 * whatever the number of events, so the collector's work does not grow with the feed; ~48 B an
 * event in the columns plus ~8 B in the posting lists.
 */

/** One event as inserted into the columns. */
export interface EntryValues {
  id: number
  version: number
  /** File offset of the event's bytes (event-bytes.ts): head, then tail. */
  offset: number
  headBytes: number
  tailBytes: number
  newDay: number
  catalystId: number
  mergedInto: number
  retracted: number
  /** Offset of a copy of the event's bytes among its record's (record-runs.ts), NO_RUN when none. */
  run: number
}

/** `run` of an event without a copy in its record's runs. */
export const NO_RUN = -1

/** `newDay` of an event without `new_date`. */
export const NO_DAY = -0x80000000

export class Columns {
  length = 0
  id: Float64Array
  version: Float64Array
  offset: Float64Array
  headBytes: Uint32Array
  tailBytes: Uint32Array
  /** `new_date` in days since 1970-01-01, NO_DAY when null. */
  newDay: Int32Array
  catalystId: Float64Array
  /** -1 when null. */
  mergedInto: Float64Array
  retracted: Uint8Array
  /** NO_RUN when the event has no copy in the record runs. */
  run: Float64Array

  constructor(capacity = 1_024) {
    this.id = new Float64Array(capacity)
    this.version = new Float64Array(capacity)
    this.offset = new Float64Array(capacity)
    this.headBytes = new Uint32Array(capacity)
    this.tailBytes = new Uint32Array(capacity)
    this.newDay = new Int32Array(capacity)
    this.catalystId = new Float64Array(capacity)
    this.mergedInto = new Float64Array(capacity)
    this.retracted = new Uint8Array(capacity)
    this.run = new Float64Array(capacity).fill(NO_RUN)
  }

  private grow(): void {
    const capacity = Math.ceil(this.id.length * 1.5) + 16
    const widen = <T extends Float64Array | Uint32Array | Int32Array | Uint8Array>(
      a: T,
      make: (n: number) => T,
    ): T => {
      const b = make(capacity)
      b.set(a)
      return b
    }
    this.id = widen(this.id, (n) => new Float64Array(n))
    this.version = widen(this.version, (n) => new Float64Array(n))
    this.offset = widen(this.offset, (n) => new Float64Array(n))
    this.headBytes = widen(this.headBytes, (n) => new Uint32Array(n))
    this.tailBytes = widen(this.tailBytes, (n) => new Uint32Array(n))
    this.newDay = widen(this.newDay, (n) => new Int32Array(n))
    this.catalystId = widen(this.catalystId, (n) => new Float64Array(n))
    this.mergedInto = widen(this.mergedInto, (n) => new Float64Array(n))
    this.retracted = widen(this.retracted, (n) => new Uint8Array(n))
    this.run = widen(this.run, (n) => new Float64Array(n).fill(NO_RUN))
  }

  set(i: number, e: EntryValues): void {
    this.id[i] = e.id
    this.version[i] = e.version
    this.offset[i] = e.offset
    this.headBytes[i] = e.headBytes
    this.tailBytes[i] = e.tailBytes
    this.newDay[i] = e.newDay
    this.catalystId[i] = e.catalystId
    this.mergedInto[i] = e.mergedInto
    this.retracted[i] = e.retracted
    this.run[i] = e.run
  }

  push(e: EntryValues): void {
    if (this.length === this.id.length) this.grow()
    this.set(this.length++, e)
  }

  pushFrom(src: Columns, i: number): void {
    if (this.length === this.id.length) this.grow()
    const j = this.length++
    this.id[j] = src.id[i]!
    this.version[j] = src.version[i]!
    this.offset[j] = src.offset[i]!
    this.headBytes[j] = src.headBytes[i]!
    this.tailBytes[j] = src.tailBytes[i]!
    this.newDay[j] = src.newDay[i]!
    this.catalystId[j] = src.catalystId[i]!
    this.mergedInto[j] = src.mergedInto[i]!
    this.retracted[j] = src.retracted[i]!
    this.run[j] = src.run[i]!
  }

  /** Index of the first event with id > since. */
  upperBound(since: number): number {
    let lo = 0
    let hi = this.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (this.id[mid]! <= since) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  indexOf(id: number): number {
    const i = this.upperBound(id - 1)
    return i < this.length && this.id[i] === id ? i : -1
  }

  /**
   * indexOf searching from position `near` outward (galloping, then a binary search in the span
   * found). Why: a ticker page looks up ~500 ids close to each other; a binary search over the
   * whole column misses the cache at almost every step at a million events.
   */
  indexNear(id: number, near: number): number {
    const ids = this.id
    const n = this.length
    if (n === 0) return -1
    // Ids are distinct integers: an id d above (below) the one at `near` is at most d positions
    // further (before): with dense ids, the first probe.
    const from = Math.min(Math.max(near, 0), n - 1)
    const gap = id - ids[from]!
    const start = Math.min(n - 1, Math.max(0, from + gap))
    // The first position holding an id >= `id` lies in [lo, hi].
    let lo: number
    let hi: number
    let step = 1
    if (ids[start]! < id) {
      let below = start
      let probe = start + 1
      while (probe < n && ids[probe]! < id) {
        below = probe
        step *= 2
        probe = start + step
      }
      lo = below + 1
      hi = Math.min(probe, n)
    } else {
      let above = start
      let probe = start - 1
      while (probe >= 0 && ids[probe]! >= id) {
        above = probe
        step *= 2
        probe = start - step
      }
      lo = Math.max(probe + 1, 0)
      hi = above
    }
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (ids[mid]! < id) lo = mid + 1
      else hi = mid
    }
    return lo < n && ids[lo] === id ? lo : -1
  }
}

/** Index of the first element of a sorted list above `since`. */
function firstAbove(list: readonly number[], since: number): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (list[mid]! <= since) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * Per record, the ids of the events that may match a ticker filter through it: events on the record
 * (`byRecord`) and `retracted` markers merged into it (`byTarget`). Ascending; appends keep them so
 * (new ids arrive in order); a rewrite (merge, unmerge) rebuilds them from the columns. A list may
 * hold an id that no longer matches through it (or no longer exists) only until that rebuild, and
 * `candidates` callers check every id against the columns anyway.
 */
export class Postings {
  readonly byRecord = new Map<number, number[]>()
  readonly byTarget = new Map<number, number[]>()

  add(e: Pick<EntryValues, 'id' | 'catalystId' | 'mergedInto' | 'retracted'>): void {
    push(this.byRecord, e.catalystId, e.id)
    if (e.retracted && e.mergedInto >= 0) push(this.byTarget, e.mergedInto, e.id)
  }

  static of(c: Columns): Postings {
    const p = new Postings()
    for (let i = 0; i < c.length; i++)
      p.add({
        id: c.id[i]!,
        catalystId: c.catalystId[i]!,
        mergedInto: c.mergedInto[i]!,
        retracted: c.retracted[i]!,
      })
    return p
  }

  /**
   * The ids on the lists of `records` (their events, the retraction markers into them) in page
   * order, merged and deduplicated: ascending after `since`, or newest first when `since` is
   * undefined. Lazy: a page reads only as far as it fills, whatever the lists' lengths.
   */
  merged(records: Iterable<number>, since: number | undefined): CandidateMerge {
    const lists: number[][] = []
    for (const record of records)
      for (const list of [this.byRecord.get(record), this.byTarget.get(record)])
        if (list?.length) lists.push(list)
    return new CandidateMerge(lists, since)
  }
}

/**
 * A k-way merge of sorted id lists, deduplicated, ascending after `since` or descending from the
 * end: a heap of the lists by their next id. Why not concatenate and sort: a page takes ~500 of a
 * ticker's candidates, and sorting a slice of every list (with the retries when one was cut short)
 * cost about as much as the page's reads.
 */
export class CandidateMerge {
  /** Each list's next position (moving up when ascending, down when descending). */
  private readonly at: number[] = []
  /** Indices of the lists not exhausted, as a heap on their next ids. */
  private readonly heap: number[] = []
  private last = -1
  private readonly ascending: boolean

  constructor(
    private readonly lists: readonly (readonly number[])[],
    since: number | undefined,
  ) {
    const up = since !== undefined
    for (let k = 0; k < lists.length; k++) {
      const list = lists[k]!
      const from = up ? firstAbove(list, since) : list.length - 1
      this.at.push(from)
      if (from >= 0 && from < list.length) this.heap.push(k)
    }
    this.ascending = up
    for (let i = (this.heap.length >> 1) - 1; i >= 0; i--) this.down(i)
  }

  /** The next id in page order, or -1 when every list is exhausted. */
  next(): number {
    const heap = this.heap
    while (heap.length) {
      const k = heap[0]!
      const list = this.lists[k]!
      const id = list[this.at[k]!]!
      const at = (this.at[k] = this.at[k]! + (this.ascending ? 1 : -1))
      if (at < 0 || at >= list.length) {
        const tail = heap.pop()!
        if (heap.length) heap[0] = tail
      }
      if (heap.length) this.down(0)
      if (id !== this.last) return (this.last = id)
    }
    return -1
  }

  private head(k: number): number {
    return this.lists[k]![this.at[k]!]!
  }

  /** Whether list a's next id comes before list b's in page order. */
  private before(a: number, b: number): boolean {
    return this.ascending ? this.head(a) < this.head(b) : this.head(a) > this.head(b)
  }

  private down(i: number): void {
    const heap = this.heap
    for (;;) {
      const l = 2 * i + 1
      if (l >= heap.length) return
      const r = l + 1
      const first = r < heap.length && this.before(heap[r]!, heap[l]!) ? r : l
      if (!this.before(heap[first]!, heap[i]!)) return
      ;[heap[i], heap[first]] = [heap[first]!, heap[i]!]
      i = first
    }
  }
}

function push(map: Map<number, number[]>, key: number, id: number): void {
  const list = map.get(key)
  if (!list) map.set(key, [id])
  else if (list[list.length - 1]! < id) list.push(id)
  else if (list[list.length - 1]! !== id) {
    // Out of order (only when the lists are rebuilt from columns, which are sorted): keep sorted.
    list.splice(firstAbove(list, id), 0, id)
  }
}
