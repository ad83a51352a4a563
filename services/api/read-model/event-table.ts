/**
 * What the event index (event-index.ts) holds, and how it changes in place: the columns and byte
 * file of every served event (event-columns.ts, event-bytes.ts), the posting lists of the ticker
 * filter, the versions of ids not served, and every catalyst's exposure. Rows read from the store
 * (event-load.ts) arrive as `Encoded` values whose bytes are already in the file; `applyBatch` makes
 * a refresh visible in one synchronous step (no await): a page sees all of it or none.
 *
 * Ordering assumption: new ids arrive in ascending order (one sequencer writes them, and commits
 * batches one after another: event-index.ts), so they are appended; rewrites of held ids (merge,
 * unmerge) are replaced in place, and the rare insertion or removal costs one O(n) pass.
 *
 * Memory: per event ~48 B of columns (grown by half when full) and ~8 B of posting lists in the
 * process, the served JSON in the file. A rewrite appends the event's new bytes and rebuilds the
 * posting lists (one pass over the columns); the file is compacted once its dead bytes outweigh the
 * live ones.
 */
import type { Logger } from '../../shared/logger.js'
import { EventBytes } from './event-bytes.js'
import { Columns, NO_RUN, Postings, type EntryValues } from './event-columns.js'
import { RecordRuns } from './record-runs.js'

/** What the ticker filter reads of a catalyst; shared between catalysts with the same exposure. */
export interface Exposure {
  readonly tickers: readonly string[]
  readonly cik: string | null
  readonly exposedCiks: readonly string[]
}

/** Everything a page reads; replaced whole by a full load, changed in place by increments. */
export interface Table {
  columns: Columns
  bytes: EventBytes
  /** Copies of the bytes of the records ticker pages asked for, grouped by record (record-runs.ts). */
  runs: RecordRuns
  /** Per record, its events and the retraction markers into it (the ticker filter's candidates). */
  postings: Postings
  /** Version of the latest row of each id not served (deleted, history), so the rewrite check does not re-read it. */
  deletedVersions: Map<number, number>
  /** Exposure of every catalyst: replaced whole by a refresh, never changed in place (a page caches what it derives from it). */
  catalysts: ReadonlyMap<number, Exposure>
  highestId: number
  /** Ids at or below it are not held (window mode; 0: the whole history). */
  floor: number
}

/** A row read and encoded, waiting to be applied (its bytes are already in the file, unreferenced). */
export interface Encoded {
  values: EntryValues
  deleted: boolean
}

/** What a refresh read, applied in one step. */
export interface Batch {
  /** Latest rows of ids already held (rewrites). */
  rewritten: Encoded[]
  /** Latest rows of ids above the highest held, ascending. */
  appended: Encoded[]
  catalysts: ReadonlyMap<number, Exposure>
}

/** How a table is kept: its window, when to compact, where new byte files go. */
export interface TableUpkeep {
  log: Logger
  /** Hold about this many of the newest events (window mode); undefined: the whole history. */
  window: number | undefined
  /** The least dead space in the byte file worth a compaction. */
  compactBytes: number
  dir: string | undefined
}

/**
 * An empty table whose ids start above `floor`, with room for `capacity` events (a first load
 * knows about how many: the columns then never grow, and never hold two copies at once).
 */
export function emptyTable(dir: string | undefined, floor: number, capacity = 1_024): Table {
  return {
    columns: new Columns(capacity),
    bytes: new EventBytes(dir),
    runs: new RecordRuns(dir),
    postings: new Postings(),
    deletedVersions: new Map(),
    catalysts: new Map(),
    highestId: floor,
    floor,
  }
}

/** A row above the highest id held: appended (new events arrive in id order). */
export function appendRow(table: Table, row: Encoded, log: Logger): void {
  const { values } = row
  const id = values.id
  if (id <= table.highestId) {
    // Cannot happen with one sequencer writing in id order (event-index.ts); skipped, logged.
    log.warn(
      { event_id: id, highest: table.highestId },
      'event id below the highest held arrived as new',
    )
    if (!row.deleted) table.bytes.release(values.headBytes + values.tailBytes)
    return
  }
  table.highestId = id
  if (row.deleted) {
    table.deletedVersions.set(id, values.version)
    return
  }
  table.columns.push(values)
  table.postings.add(values)
}

/** Applies a batch in one synchronous step (no await): pages see all of it or none. */
export function applyBatch(table: Table, batch: Batch, upkeep: TableUpkeep): void {
  const c = table.columns
  const removed = new Set<number>()
  const inserted: EntryValues[] = []
  // Rewrites of held ids (re-parented, deleted, made history by a merge, revived): replaced in
  // place, removed or inserted.
  for (const { values, deleted } of batch.rewritten) {
    const id = values.id
    const at = c.indexOf(id)
    if (at >= 0) {
      const size = c.headBytes[at]! + c.tailBytes[at]!
      table.bytes.release(size)
      // The new bytes have no copy in the record runs (values.run is NO_RUN): the old copy is dead.
      if (c.run[at] !== NO_RUN) table.runs.bytes.release(size)
    }
    if (deleted) {
      table.deletedVersions.set(id, values.version)
      if (at >= 0) removed.add(at)
      continue
    }
    table.deletedVersions.delete(id)
    if (at >= 0) c.set(at, values)
    else inserted.push(values)
  }
  if (removed.size || inserted.length) {
    // Rare (merges, unmerges): one O(n) pass keeps the columns sorted.
    inserted.sort((a, b) => a.id - b.id)
    const next = new Columns(c.length - removed.size + inserted.length + 1_024)
    let k = 0
    for (let i = 0; i < c.length; i++) {
      while (k < inserted.length && inserted[k]!.id < c.id[i]!) next.push(inserted[k++]!)
      if (!removed.has(i)) next.pushFrom(c, i)
    }
    while (k < inserted.length) next.push(inserted[k++]!)
    table.columns = next
  }
  // A rewrite may move an event to another record or make it a marker: the lists are rebuilt.
  if (batch.rewritten.length) table.postings = Postings.of(table.columns)
  for (const row of batch.appended) appendRow(table, row, upkeep.log)
  table.bytes.flush()
  table.catalysts = batch.catalysts
  if (upkeep.window !== undefined && table.columns.length > 2 * upkeep.window) {
    trim(table, upkeep.window, upkeep)
    return
  }
  // Rewrites leave dead bytes behind; once they outweigh the live ones, copy the live ones out.
  if (table.bytes.deadBytes > Math.max(table.bytes.liveBytes, upkeep.compactBytes))
    compact(table, upkeep)
  // The record runs are copies made as ticker pages ask: dropped instead, and made again on demand.
  const runs = table.runs.bytes
  if (runs.deadBytes > Math.max(runs.liveBytes, upkeep.compactBytes)) {
    table.runs.reset()
    table.columns.run.fill(NO_RUN)
  }
}

/** Window mode: keeps the newest `keep` entries (the floor rises to the id below them) and their bytes only. */
function trim(table: Table, keep: number, upkeep: TableUpkeep): void {
  const c = table.columns
  const from = c.length - keep
  const floor = c.id[from - 1]!
  for (let i = 0; i < from; i++)
    if (c.run[i] !== NO_RUN) table.runs.bytes.release(c.headBytes[i]! + c.tailBytes[i]!)
  const next = new Columns(keep + 1_024)
  for (let i = from; i < c.length; i++) next.pushFrom(c, i)
  table.columns = next
  table.floor = floor
  for (const id of table.deletedVersions.keys()) if (id <= floor) table.deletedVersions.delete(id)
  table.postings = Postings.of(next)
  compact(table, upkeep)
}

function compact(table: Table, upkeep: TableUpkeep): void {
  const bytes = new EventBytes(upkeep.dir)
  const c = table.columns
  const old = table.bytes
  for (let i = 0; i < c.length; i++)
    c.offset[i] = bytes.copyFrom(old, c.offset[i]!, c.headBytes[i]! + c.tailBytes[i]!)
  bytes.flush()
  upkeep.log.info(
    { live_bytes: bytes.liveBytes, freed_bytes: old.deadBytes },
    'event index compacted',
  )
  table.bytes = bytes
  old.close()
}
