/**
 * What the event index (event-index.ts) holds per event, off the object heap: typed-array columns
 * sorted by event_id (where each event's bytes are in the byte file, its record, date, retraction),
 * and per record the ids of its events (posting lists) for the ticker filter. A handful of objects
 * whatever the number of events, so the collector's work does not grow with the feed; ~40 B an
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
}

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
   * Up to `take` ids from each list of the `records`, after `since` ascending (or the newest,
   * descending, when `since` is undefined), merged and deduplicated in that order. `cut`: some list
   * had more than `take` left, so ids past the last returned may be missing.
   */
  candidates(
    records: Iterable<number>,
    since: number | undefined,
    take: number,
  ): { ids: number[]; cut: boolean; bound: number | null } {
    const picked: number[] = []
    let cut = false
    // The last id taken from a cut list: only ids before it (in page order) are complete.
    let bound: number | null = null
    for (const record of records)
      for (const list of [this.byRecord.get(record), this.byTarget.get(record)]) {
        if (!list) continue
        let from: number
        let to: number
        if (since !== undefined) {
          from = firstAbove(list, since)
          to = Math.min(list.length, from + take)
          if (to < list.length) {
            cut = true
            const last = list[to - 1]!
            if (bound === null || last < bound) bound = last
          }
        } else {
          to = list.length
          from = Math.max(0, to - take)
          if (from > 0) {
            cut = true
            const last = list[from]!
            if (bound === null || last > bound) bound = last
          }
        }
        for (let k = from; k < to; k++) picked.push(list[k]!)
      }
    picked.sort(since !== undefined ? (a, b) => a - b : (a, b) => b - a)
    const ids: number[] = []
    for (const id of picked) {
      if (ids.length && ids[ids.length - 1] === id) continue
      if (bound !== null && (since !== undefined ? id > bound : id < bound)) break
      ids.push(id)
    }
    return { ids, cut, bound }
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
