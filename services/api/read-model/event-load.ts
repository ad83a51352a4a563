/**
 * The event index's reads from the store (event-index.ts): the change probe, the first load of the
 * whole history (or of a window), the changes since the last refresh, and every catalyst's
 * exposure. Rows come in RowBinary and are encoded straight from those bytes into the table's byte
 * file (event-json.ts): no JSON parsed, no row object; a row without a stored uid goes through the
 * reference mapping (derive.ts), and the first row of each process is checked against it.
 *
 * Every read of a refresh is pinned to one committed horizon (services/shared/store/batched.ts):
 * rows of a batch without its commit marker, or of one committed after the refresh began, are not
 * read, so a page never shows part of a batch.
 *
 * Change detection. Row versions in `events` are per row (1 for a new event, +1 for each rewrite),
 * not a global counter: "max(version) > last seen" would never see a new event (all are version 1).
 * The probe reads the highest insert block number among the active parts of `events`,
 * `catalysts` and `catalyst_batches` (system.parts): every INSERT commits a part with a higher block
 * number and a background merge keeps the highest number of its inputs, so the value changes
 * exactly when rows were inserted; and the committed batch horizon, which every read is pinned to.
 *
 * Incremental refresh, when the probe moved:
 *   1. rewrites: (event_id, max(version)) of the rows with version > 1 among the ids already held
 *      (every re-parent, duplicate deletion and revival writes version >= 2); ids whose version is
 *      not the one held are re-read (the latest row per id, deleted or not);
 *   2. new events: the latest row of every event_id above the highest id held, in chunks;
 *   3. the exposure (tickers, cik, exposed_ciks) of every catalyst, for the ticker filter.
 */
import type { Store } from '../../shared/store/clickhouse.js'
import { committedBatchSql, committedRows, readHorizon } from '../../shared/store/batched.js'
import { selectList } from '../../shared/store/columns.js'
import { catalystsTable, type CatalystRow, batchesTable } from '../../catalysts/tables.js'
import { isServed } from './derive.js'
import type { EventBytes } from './event-bytes.js'
import { NO_DAY, NO_RUN, type EntryValues } from './event-columns.js'
import { EventTranscoder, transcodedNames, type TranscodedRow } from './event-json.js'
import { referenceParts } from './event-reference.js'
import {
  appendRow,
  emptyTable,
  type Batch,
  type Encoded,
  type Exposure,
  type Table,
} from './event-table.js'
import type { Logger } from '../../shared/logger.js'

/** A row kept past its callback (a refresh applies its rows together). */
const copyOf = (row: Encoded): Encoded => ({ values: { ...row.values }, deleted: row.deleted })

const TRANSCODED = transcodedNames.join(', ')

const PROBE_SQL = `SELECT table, toString(max(max_block_number)) AS block FROM system.parts
  WHERE database = {db:String} AND table IN ('events', 'catalysts', 'catalyst_batches') AND active GROUP BY table ORDER BY table`

// Latest row per id without FINAL: FINAL drops deleted rows, and the index must learn their version.
// One level (not committedRows): the read stays in key order (ClickHouse sorts only within an id)
// and stops after `n` ids.
const committedAtHorizon = committedBatchSql(batchesTable, '{horizon:UInt64}')

const AFTER_SQL = `SELECT ${TRANSCODED} FROM {db:Identifier}.events WHERE event_id > {after:UInt64} AND ${committedAtHorizon}
  ORDER BY event_id ASC, version DESC, batch DESC LIMIT 1 BY event_id LIMIT {n:UInt32}
  SETTINGS optimize_use_projections = 0 FORMAT RowBinary`

// Every committed row of the ids in a range (the first load), in key order: the table's sorting
// key is (event_id, batch), so the parts are merged in order as they are read (no sort) and the
// rows of one id arrive adjacent, in no order among themselves; the loader keeps the latest of each
// (encodeRows, `adjacent`). Sorting by version in the store instead (LIMIT 1 BY) cost the load a
// sort of every row for the rare id with more than one row.
const RANGE_SQL = `SELECT ${TRANSCODED} FROM {db:Identifier}.events
  WHERE event_id > {low:UInt64} AND event_id <= {high:UInt64} AND ${committedAtHorizon}
  ORDER BY event_id ASC
  SETTINGS optimize_use_projections = 0, optimize_read_in_order = 1, max_threads = 1 FORMAT RowBinary`

// The newest committed event id (deleted or not), read in primary-key order: where a window starts.
const TOP_SQL = `SELECT event_id FROM {db:Identifier}.events WHERE ${committedAtHorizon} ORDER BY event_id DESC LIMIT 1`

// Aliased apart from the column: ClickHouse would otherwise read `version` in WHERE as the aggregate.
const REWRITES_SQL = `SELECT event_id, max(version) AS latest FROM {db:Identifier}.events
  WHERE version > 1 AND event_id > {floor:UInt64} AND event_id <= {upTo:UInt64} AND ${committedAtHorizon} GROUP BY event_id`

const BY_ID_SQL = `SELECT ${TRANSCODED} FROM {db:Identifier}.events WHERE event_id IN {ids:Array(UInt64)} AND ${committedAtHorizon}
  ORDER BY event_id ASC, version DESC, batch DESC LIMIT 1 BY event_id
  SETTINGS optimize_use_projections = 0 FORMAT RowBinary`

// Every catalyst's current exposure: the ticker filter matches an event by its record (spec 4.4,
// "events whose record is filed by that ticker's issuer, or lists it"), and a record's exposure
// grows when a co-filer discloses later. Catalysts are few (one per FDA decision), so all are held.
const exposureNames = ['catalyst_id', 'tickers', 'cik', 'exposed_ciks'] as const
/** What the ticker filter reads of a `catalysts` row. */
type CatalystExposureRow = Pick<CatalystRow, (typeof exposureNames)[number]>
const EXPOSURE_SQL = `SELECT ${selectList(catalystsTable, exposureNames)} FROM ${committedRows(catalystsTable, { horizon: '{horizon:UInt64}' })}`

export interface EventLoadOptions {
  /** Ids per load query: bounds the memory and event-loop time of one decode. */
  chunkRows: number
  /** Hold only about this many of the newest events (window mode). */
  window: number | undefined
  /** Where byte files are created. */
  dir: string | undefined
}

/** The probe's answer: a value that changes exactly when rows were inserted, and the committed horizon. */
export interface Probe {
  value: string
  horizon: number
}

export class EventLoader {
  /** Distinct exposures; catalysts point into it by position. */
  readonly exposures: Exposure[] = []
  private readonly exposureIds = new Map<string, number>()
  /** Whether the transcoder was checked against the reference encoding in this process. */
  private checked = false

  constructor(
    private readonly store: Store,
    private readonly log: Logger,
    private readonly options: EventLoadOptions,
  ) {}

  async probe(): Promise<Probe> {
    const [parts, horizon] = await Promise.all([
      this.store.query<{ table: string; block: string }>(PROBE_SQL),
      readHorizon(this.store, batchesTable),
    ])
    return { value: `${parts.map((r) => `${r.table}:${r.block}`).join(',')};${horizon}`, horizon }
  }

  /**
   * The first load into a new table: ranges of `chunkRows` ids in key order up to the newest
   * committed id (ids are given out densely, so a range holds about that many rows). The encoding
   * on this thread is the load's bottleneck, so the store always has the next two ranges asked
   * for (each on one thread: the other core is the store's) and an encoded range never waits for
   * its read.
   */
  async loadAll(horizon: number): Promise<Table> {
    const { chunkRows, window } = this.options
    const [top] = await this.store.query<{ event_id: number }>(TOP_SQL, { horizon })
    const topId = Number(top?.event_id ?? 0)
    const floor = window !== undefined ? Math.max(0, topId - window) : 0
    // Ids are dense but for gaps; the bound keeps a history with wide gaps from sizing the columns
    // by its ids (past it they grow as needed).
    const table = emptyTable(this.options.dir, floor, Math.min(topId - floor, 1 << 21) + 1_024)
    table.bytes.background()
    try {
      const catalysts = this.readCatalysts(horizon)
      const reads: Array<Promise<Buffer>> = []
      let asked = floor
      const ask = () => {
        if (asked >= topId) return
        const read = this.store.queryBytes(RANGE_SQL, {
          low: asked,
          high: asked + chunkRows,
          horizon,
        })
        read.catch(() => undefined) // a failure is thrown where the read is awaited
        reads.push(read)
        asked += chunkRows
      }
      ask()
      ask()
      while (reads.length) {
        const src = await reads.shift()!
        ask()
        this.encodeRows(table.bytes, src, (row) => appendRow(table, row, this.log), true)
      }
      // Ids committed after the top was read (or above a gap) come with the next refresh.
      await table.bytes.settle()
      table.catalysts = await catalysts
      return table
    } catch (error) {
      // Writes in flight end before the file is closed (its descriptor could be reused meanwhile).
      await table.bytes.settle().catch(() => undefined)
      table.bytes.close()
      table.runs.close()
      throw error
    }
  }

  /** What changed since `table` was read: rewrites of held ids, new ids, the exposures. */
  async readChanges(table: Table, horizon: number): Promise<Batch> {
    const { chunkRows } = this.options
    const upTo = table.highestId
    const versions = await this.store.query<{ event_id: number; latest: number }>(REWRITES_SQL, {
      upTo,
      floor: table.floor,
      horizon,
    })
    const changed: number[] = []
    for (const { event_id: raw, latest } of versions) {
      const id = Number(raw)
      const at = table.columns.indexOf(id)
      const held =
        table.deletedVersions.get(id) ?? (at >= 0 ? table.columns.version[at] : undefined)
      if (held !== Number(latest)) changed.push(id)
    }
    const rewritten: Encoded[] = []
    const appended: Encoded[] = []
    try {
      for (let i = 0; i < changed.length; i += chunkRows) {
        const src = await this.store.queryBytes(BY_ID_SQL, {
          ids: changed.slice(i, i + chunkRows),
          horizon,
        })
        this.encodeRows(table.bytes, src, (row) => rewritten.push(copyOf(row)))
      }
      for (let after = upTo; ;) {
        const src = await this.store.queryBytes(AFTER_SQL, { after, n: chunkRows, horizon })
        const before = appended.length
        this.encodeRows(table.bytes, src, (row) => appended.push(copyOf(row)))
        if (appended.length - before < chunkRows) break
        after = appended[appended.length - 1]!.values.id
      }
      return { rewritten, appended, catalysts: await this.readCatalysts(horizon) }
    } catch (error) {
      // Bytes written for rows never applied: dead.
      for (const r of [...rewritten, ...appended])
        if (!r.deleted) table.bytes.release(r.values.headBytes + r.values.tailBytes)
      throw error
    }
  }

  private async readCatalysts(horizon: number): Promise<Map<number, Exposure>> {
    const catalysts = new Map<number, Exposure>()
    const rows = await this.store.query<CatalystExposureRow>(EXPOSURE_SQL, { horizon })
    for (const r of rows)
      catalysts.set(
        Number(r.catalyst_id),
        this.exposures[this.exposureOf(r.tickers, r.cik, r.exposed_ciks)]!,
      )
    return catalysts
  }

  private exposureOf(
    tickers: readonly string[],
    cik: string | null,
    exposedCiks: readonly string[],
  ): number {
    const key = `${tickers.join('\u0001')}\u0002${cik ?? '\u0003'}\u0002${exposedCiks.join('\u0001')}`
    let id = this.exposureIds.get(key)
    if (id === undefined) {
      id = this.exposures.length
      this.exposures.push(
        Object.freeze({
          tickers: Object.freeze([...tickers]),
          cik,
          exposedCiks: Object.freeze([...exposedCiks]),
        }),
      )
      this.exposureIds.set(key, id)
    }
    return id
  }

  /**
   * Reads RowBinary rows and encodes them into `bytes` (event-json.ts; a row without a stored uid
   * by reference), handing each to `onRow` in id order; the first kept row of the process is also
   * encoded by reference and compared. The object handed over is the same for every row (no
   * allocation per row on a load of a million): `onRow` applies it at once or keeps a copy.
   *
   * `adjacent`: `src` may hold several rows of an id, next to each other in any order (a read in
   * key order); only the latest, by (version, batch) as the store's readers pick it, is handed
   * over. A row is held until the next id shows, so a later row of its id can still replace it
   * (the replaced row's bytes are released as dead).
   */
  private encodeRows(
    bytes: EventBytes,
    src: Buffer,
    onRow: (row: Encoded) => void,
    adjacent = false,
  ): void {
    const transcoder = new EventTranscoder(bytes)
    const blank = (): EntryValues => ({
      id: 0,
      version: 0,
      offset: 0,
      headBytes: 0,
      tailBytes: 0,
      newDay: NO_DAY,
      catalystId: 0,
      mergedInto: -1,
      retracted: 0,
      run: NO_RUN,
    })
    // Two slots swapped by reference: the row being read, and (adjacent) the one held.
    let encoded: Encoded = { values: blank(), deleted: false }
    let held: Encoded = { values: blank(), deleted: false }
    let holding = false
    let heldBatch = 0
    const hand = (row: Encoded): void => {
      if (!adjacent) return onRow(row)
      holding = true
      ;[held, encoded] = [row, held]
    }
    transcoder.each(src, (row, fallback) => {
      if (adjacent && holding) {
        if (held.values.id === row.id) {
          const newer =
            row.version > held.values.version ||
            (row.version === held.values.version && row.batch > heldBatch)
          if (!newer) return 'drop'
          if (!held.deleted) bytes.release(held.values.headBytes + held.values.tailBytes)
          holding = false
        } else {
          onRow(held)
          holding = false
        }
      }
      heldBatch = row.batch
      const values = encoded.values
      values.id = row.id
      values.version = row.version
      values.offset = row.offset
      values.headBytes = row.headBytes
      values.tailBytes = row.tailBytes
      values.newDay = row.newDay ?? NO_DAY
      values.catalystId = row.catalystId
      values.mergedInto = row.mergedInto
      values.retracted = row.retracted ? 1 : 0
      encoded.deleted = !isServed(row)
      if (encoded.deleted) {
        hand(encoded)
        return 'drop'
      }
      if (fallback) {
        const [head, tail] = referenceParts(src, row.start, row.end)
        ;[values.offset, values.headBytes, values.tailBytes] = bytes.putStrings(head, tail)
        hand(encoded)
        return 'keep'
      }
      if (!this.checked) this.check(bytes, src, row)
      hand(encoded)
      return 'keep'
    })
    // A range holds every row of its ids: the last one held is the latest of its id.
    if (holding) onRow(held)
  }

  /** The transcoder's bytes of a row against the reference's; a difference stops the load. */
  private check(bytes: EventBytes, src: Buffer, row: TranscodedRow): void {
    const [head, tail] = referenceParts(src, row.start, row.end)
    const got = bytes.buf.subarray(bytes.rowStart, bytes.pos)
    if (!got.equals(Buffer.from(head + tail)) || row.headBytes !== Buffer.byteLength(head))
      throw new Error(
        `event ${row.id}: the transcoded bytes differ from the served mapping (event-json.ts is out of step with derive.ts)`,
      )
    this.checked = true
  }
}
