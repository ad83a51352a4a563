/**
 * The event index's reads in ClickHouse `Native` format (column by column) transcoded to the same
 * JSON bytes as event-json.ts writes from RowBinary: the load's read of a million events is its
 * largest cost besides the encoding, and the store writes Native about a quarter cheaper than
 * RowBinary (it copies whole columns instead of writing value after value; per million events, CPU,
 * test/bench/events-load-split.ts).
 *
 * An answer is a run of blocks, each: the column count and row count (varints), then each column:
 * its name, its type, its values. Fixed-width values lie side by side (row i at start + width * i);
 * a String column is its values one after the other (a varint length, the bytes); a Nullable
 * column is a byte per row (1: null) then the inner column with a default value in each null row;
 * an Array(String) is the end offset of each row's elements (UInt64) then all the elements. The
 * block is laid out once (where each column starts), then rows are written in order with a cursor
 * per string column, field by field as event-json.ts writes them (the same keys, the same value
 * writers, so the same bytes; test/api/event-native.test.ts compares them over awkward strings).
 * `event_type` is read cast to String (a LowCardinality column's Native form is a dictionary).
 *
 * A row the transcoder cannot write (no stored uid) and the index's first-row check go through the
 * reference mapping of the row's RowBinary, rebuilt from the columns (`rowBinary()`).
 */
import { eventsTable } from '../../catalysts/tables.js'
import {
  EventTranscoder,
  FLAGS,
  K,
  RETRACTING_TYPES,
  transcodedNames,
  type TranscodedRow,
} from './event-json.js'
import { TWO_32, type Nullable } from './row-binary-json.js'

const declared: Record<string, { type: string }> = {
  ...eventsTable.columns,
  ...eventsTable.bookkeeping,
}
/**
 * The columns read: `transcodedNames` with `source_quote` last. A block is laid out by walking every
 * String before the last column's; the last one is walked only by the rows, so the longest
 * strings (read least densely) are not read twice.
 */
const nativeNames = [
  ...transcodedNames.filter((n) => n !== 'source_quote'),
  'source_quote',
] as const
/** Each column's type as the store writes it in Native. */
const nativeTypes = nativeNames.map((name) => declared[name]!.type)
/** Where each of `transcodedNames` is among the columns read (the order of a RowBinary row). */
const nativeIndex = transcodedNames.map((name) => nativeNames.indexOf(name))

/** The SELECT list of a Native read. */
export const nativeSelect = nativeNames.join(', ')

const col = (name: (typeof transcodedNames)[number]) => nativeNames.indexOf(name)
const VERSION = col('version')
const BATCH = col('batch')
const DELETED = col('deleted')
const ID = col('event_id')
const CATALYST = col('catalyst_id')
const TYPE = col('event_type')
const DRUG = col('drug_name')
const COMPANY = col('company')
const TICKER = col('ticker')
const TICKERS = col('tickers')
const INDICATION = col('indication')
const APPLICATION = col('application_number')
const PRIOR = col('prior_date')
const NEW = col('new_date')
const DELTA = col('delta_days')
const MERGED = col('merged_into')
const OUTCOME = col('outcome')
const CONFIDENCE = col('confidence')
const DATE_CONFIDENCE = col('date_confidence')
const AUTHORITY = col('authority')
const QUOTE = col('source_quote')
const DETECTED = col('detected_at')
const FILED = col('filed_at')
const APPLIED = col('applied')
const CHANGED = col('date_changed')
const ACCESSION = col('accession')
const URL = col('source_url')
const UID = col('attestation_uid')

const WIDTH: Record<string, number> = {
  UInt8: 1,
  Date: 2,
  Int32: 4,
  UInt64: 8,
  "DateTime64(3, 'UTC')": 8,
}
const inner = (type: string) =>
  type.startsWith('Nullable(') ? type.slice('Nullable('.length, -1) : type

export class NativeEventTranscoder extends EventTranscoder {
  /** Per column of the current block: where its values start (after a Nullable's null map). */
  private readonly data = new Array<number>(transcodedNames.length).fill(0)
  /** Per Nullable column of the current block: where its null map starts. */
  private readonly nulls = new Array<number>(transcodedNames.length).fill(0)
  /** Per string column: where the current row's value starts (for `rowBinary()`). */
  private readonly starts = new Array<number>(transcodedNames.length).fill(0)
  /** The current row's index in its block, when recorded (else -1). */
  private i = -1
  /**
   * `event_type` (LowCardinality(String)) of the current block: its dictionary (each value with
   * its key as JSON, whether it retracts, its String bytes) and where the row indexes start.
   */
  private typeJson: Uint8Array[] = []
  private typeRetracts: boolean[] = []
  private typeValue: Buffer[] = []
  private typeIndexes = 0
  private typeWidth = 1

  override each(
    src: Buffer,
    onRow: (row: TranscodedRow, fallback: boolean) => 'keep' | 'drop',
  ): void {
    this.src = src
    let at = 0
    while (at < src.length) {
      const rows = this.layOut(src, at)
      at = this.rows(src, rows, onRow)
    }
  }

  /**
   * Whether every row can be rebuilt by `rowBinary()` (else only fallback rows: where each row's
   * strings start is kept only for those). On until the caller has checked the rows it wanted.
   */
  record = true

  /** The current row in RowBinary of `transcodedNames`, rebuilt from its columns. */
  override rowBinary(): Buffer {
    const src = this.src
    const i = this.i
    if (i < 0) throw new Error('rowBinary(): the row was not recorded (record is off)')
    const parts: Buffer[] = []
    for (const c of nativeIndex) {
      const type = nativeTypes[c]!
      if (type !== inner(type)) {
        const isNull = src[this.nulls[c]! + i]!
        parts.push(Buffer.of(isNull))
        if (isNull) continue
      }
      const width = WIDTH[inner(type)]
      if (width !== undefined) {
        const from = this.data[c]! + width * i
        parts.push(src.subarray(from, from + width))
      } else if (c === TYPE) {
        const value = this.typeValue[this.typeAt(i)]!
        parts.push(Buffer.from(varUint(value.length)), value)
      } else if (type === 'Array(String)') {
        const count = this.count(i)
        parts.push(Buffer.from(varUint(count)))
        parts.push(src.subarray(this.starts[c]!, this.skip(this.starts[c]!, count)))
      } else parts.push(src.subarray(this.starts[c]!, this.skip(this.starts[c]!, 1)))
    }
    return Buffer.concat(parts)
  }

  /**
   * Reads a block's header and finds where each column's values start (the last column's end is
   * where the rows end); its row count.
   */
  private layOut(src: Buffer, from: number): number {
    this.at = from
    const columns = this.varUint()
    const rows = this.varUint()
    if (columns !== nativeNames.length)
      throw new Error(`Native block of ${columns} columns, not ${nativeNames.length}`)
    for (let c = 0; c < columns; c++) {
      const name = this.text()
      const type = this.text()
      if (name !== nativeNames[c] || type !== nativeTypes[c])
        throw new Error(
          `Native column ${c} is ${name} ${type}, not ${nativeNames[c]} ${nativeTypes[c]}`,
        )
      let at = this.at
      if (type !== inner(type)) {
        this.nulls[c] = at
        at += rows
      }
      this.data[c] = at
      if (c === QUOTE) break // the last column (nativeNames)
      const width = WIDTH[inner(type)]
      if (width !== undefined) at += width * rows
      else if (type === 'Array(String)') {
        const total = rows ? this.u64At(at + 8 * (rows - 1)) : 0
        at = this.skip(at + 8 * rows, total)
      } else if (c === TYPE && type === 'LowCardinality(String)') at = this.dictionary(at, rows)
      else if (type === 'String' || type === 'Nullable(String)') at = this.skip(at, rows)
      else throw new Error(`Native column ${name}: type ${type} not read`)
      this.at = at
    }
    return rows
  }

  /** Writes the block's rows, as EventTranscoder.each writes a RowBinary row; where the block ends. */
  private rows(
    src: Buffer,
    rows: number,
    onRow: (row: TranscodedRow, fallback: boolean) => 'keep' | 'drop',
  ): number {
    const out = this.out
    const d = this.data
    const nulls = this.nulls
    const starts = this.starts
    // Where each fixed-width column (and null map) starts: locals, read once a block.
    const version = d[VERSION]!
    const batch = d[BATCH]!
    const deleted = d[DELETED]!
    const ids = d[ID]!
    const catalysts = d[CATALYST]!
    const offsets = d[TICKERS]!
    const prior = d[PRIOR]!
    const priorNull = nulls[PRIOR]!
    const next = d[NEW]!
    const nextNull = nulls[NEW]!
    const delta = d[DELTA]!
    const deltaNull = nulls[DELTA]!
    const merged = d[MERGED]!
    const mergedNull = nulls[MERGED]!
    const detected = d[DETECTED]!
    const filed = d[FILED]!
    const applied = d[APPLIED]!
    const changed = d[CHANGED]!
    // A cursor per string column: where the current row's value starts.
    const typeJson = this.typeJson
    const typeRetracts = this.typeRetracts
    let drug = d[DRUG]!
    let company = d[COMPANY]!
    let ticker = d[TICKER]!
    let tickers = offsets + 8 * rows
    let indication = d[INDICATION]!
    let application = d[APPLICATION]!
    let outcome = d[OUTCOME]!
    let confidence = d[CONFIDENCE]!
    let dateConfidence = d[DATE_CONFIDENCE]!
    let authority = d[AUTHORITY]!
    let quote = d[QUOTE]!
    let accession = d[ACCESSION]!
    let url = d[URL]!
    let uid = d[UID]!
    let end = 0 // the previous row's end offset of tickers
    for (let i = 0; i < rows; i++) {
      // A row the caller may rebuild (rowBinary()): a fallback, or while `record` is on.
      const fallback = src[uid] === 0 // a varint's first byte is 0 only for the length 0
      if (fallback || this.record) {
        this.i = i
        starts[DRUG] = drug
        starts[COMPANY] = company
        starts[TICKER] = ticker
        starts[TICKERS] = tickers
        starts[INDICATION] = indication
        starts[APPLICATION] = application
        starts[OUTCOME] = outcome
        starts[CONFIDENCE] = confidence
        starts[DATE_CONFIDENCE] = dateConfidence
        starts[AUTHORITY] = authority
        starts[QUOTE] = quote
        starts[ACCESSION] = accession
        starts[URL] = url
        starts[UID] = uid
      } else this.i = -1
      const id = src.readUInt32LE(ids + 8 * i) + src.readUInt32LE(ids + 8 * i + 4) * TWO_32
      const catalystId =
        src.readUInt32LE(catalysts + 8 * i) + src.readUInt32LE(catalysts + 8 * i + 4) * TWO_32
      out.beginRow()
      this.put(K.open)
      this.num(id)
      this.put(K.catalyst)
      this.num(catalystId)
      const type = this.typeAt(i)
      this.put(typeJson[type]!)
      const retracted = typeRetracts[type]!
      drug = this.nstrAt(K.drug, DRUG, drug, i)
      company = this.nstrAt(K.company, COMPANY, company, i)
      ticker = this.nstrAt(K.ticker, TICKER, ticker, i)
      this.put(K.tickers)
      const start = end
      end = src.readUInt32LE(offsets + 8 * i) + src.readUInt32LE(offsets + 8 * i + 4) * TWO_32
      out.ensure(1)
      out.buf[out.pos++] = 0x5b // '['
      for (let j = start; j < end; j++) {
        if (j > start) {
          out.ensure(1)
          out.buf[out.pos++] = 0x2c
        }
        tickers = this.strAt(tickers)
      }
      out.ensure(1)
      out.buf[out.pos++] = 0x5d // ']'
      indication = this.nstrAt(K.indication, INDICATION, indication, i)
      application = this.nstrAt(K.application, APPLICATION, application, i)
      if (src[priorNull + i]) this.put(this.prior.null)
      else this.day(this.prior, src.readUInt16LE(prior + 2 * i))
      let newDay: number | null = null
      if (src[nextNull + i]) this.put(this.newDate.null)
      else this.day(this.newDate, (newDay = src.readUInt16LE(next + 2 * i)))
      const headBytes = out.pos - out.rowStart
      if (src[deltaNull + i]) this.put(K.delta.null)
      else {
        this.put(K.delta.key)
        this.num(src.readInt32LE(delta + 4 * i))
      }
      let mergedInto = -1
      if (src[mergedNull + i]) this.put(K.merged.null)
      else {
        this.put(K.merged.key)
        mergedInto =
          src.readUInt32LE(merged + 8 * i) + src.readUInt32LE(merged + 8 * i + 4) * TWO_32
        this.num(mergedInto)
      }
      outcome = this.nstrAt(K.outcome, OUTCOME, outcome, i)
      confidence = this.nstrAt(K.confidence, CONFIDENCE, confidence, i)
      dateConfidence = this.nstrAt(K.dateConfidence, DATE_CONFIDENCE, dateConfidence, i)
      authority = this.nstrAt(K.authority, AUTHORITY, authority, i)
      quote = this.nstrAt(K.quote, QUOTE, quote, i)
      this.instant(
        src.readUInt32LE(detected + 8 * i) + src.readInt32LE(detected + 8 * i + 4) * TWO_32,
      )
      this.day(this.filed, src.readUInt16LE(filed + 2 * i))
      const isApplied = src[applied + i] !== 0
      this.put(FLAGS[(isApplied ? 2 : 0) + (src[changed + i] ? 1 : 0)]!)
      this.put(K.accession)
      accession = this.strAt(accession)
      url = this.nstrAt(K.url, URL, url, i)
      this.put(K.uid)
      uid = this.strAt(uid)
      out.ensure(1)
      out.buf[out.pos++] = 0x7d // '}'
      const row = this.row
      row.id = id
      row.version =
        src.readUInt32LE(version + 8 * i) + src.readUInt32LE(version + 8 * i + 4) * TWO_32
      row.batch = src.readUInt32LE(batch + 8 * i) + src.readUInt32LE(batch + 8 * i + 4) * TWO_32
      row.deleted = src[deleted + i] !== 0
      row.applied = isApplied
      row.catalystId = catalystId
      row.mergedInto = mergedInto
      row.retracted = retracted
      row.newDay = newDay
      row.offset = 0
      row.headBytes = headBytes
      row.tailBytes = out.pos - out.rowStart - headBytes
      row.start = row.end = 0
      if (fallback) {
        out.dropRow()
        onRow(row, true)
        continue
      }
      row.offset = out.rowOffset()
      if (onRow(row, false) === 'keep') out.endRow()
      else out.dropRow()
    }
    return quote
  }

  /**
   * A LowCardinality(String) column at `at` (as NativeWriter writes one: the serialization version
   * (1), the index width with flags (keys of this block only, no shared dictionary), the block's
   * dictionary as a String column, the row count, an index into it per row); where it ends.
   */
  private dictionary(at: number, rows: number): number {
    const src = this.src
    const flags = this.u64At(at + 8)
    if (this.u64At(at) !== 1 || (flags & 0x300) !== 0x200)
      throw new Error(
        `Native LowCardinality column: serialization ${this.u64At(at)}, flags ${flags}`,
      )
    this.typeWidth = 2 ** (flags & 0xff)
    const keys = this.u64At(at + 16)
    at += 24
    this.typeJson = []
    this.typeRetracts = []
    this.typeValue = []
    for (let k = 0; k < keys; k++) {
      const end = this.skip(at, 1)
      const value = src.subarray(end - this.peekAt(at), end)
      const text = value.toString('utf8')
      this.typeValue.push(value)
      // As str() writes it: printable ASCII copied, anything else by JSON.stringify of the decoded text.
      this.typeJson.push(Buffer.concat([K.type, Buffer.from(JSON.stringify(text), 'utf8')]))
      this.typeRetracts.push(
        RETRACTING_TYPES.some((word) => value.equals(Buffer.from(word, 'latin1'))),
      )
      at = end
    }
    if (this.u64At(at) !== rows) throw new Error('Native LowCardinality column: row count')
    this.typeIndexes = at + 8
    return this.typeIndexes + this.typeWidth * rows
  }

  /** Row `i`'s index into the block's `event_type` dictionary. */
  private typeAt(i: number): number {
    const at = this.typeIndexes + this.typeWidth * i
    switch (this.typeWidth) {
      case 1:
        return this.src[at]!
      case 2:
        return this.src.readUInt16LE(at)
      case 4:
        return this.src.readUInt32LE(at)
      default:
        return this.u64At(at)
    }
  }

  /** The length of the String at `at`. */
  private peekAt(at: number): number {
    const was = this.at
    this.at = at
    const n = this.varUint()
    this.at = was
    return n
  }

  /** A Nullable(String) value at `at` of column `c` (the current row) with its key; where the next starts. */
  private nstrAt(field: Nullable, c: number, at: number, i: number): number {
    if (this.src[this.nulls[c]! + i]) {
      this.put(field.null)
      // A null's inner value is the empty string: one length byte, 0.
      return this.src[at] === 0 ? at + 1 : this.skip(at, 1)
    }
    this.put(field.key)
    return this.strAt(at)
  }

  /** How many tickers row `i` of the block holds. */
  private count(i: number): number {
    const offsets = this.data[TICKERS]!
    return this.u64At(offsets + 8 * i) - (i ? this.u64At(offsets + 8 * (i - 1)) : 0)
  }

  /** Past `n` Strings from `at`. */
  private skip(at: number, n: number): number {
    const src = this.src
    for (let k = 0; k < n; k++) {
      // Most strings are shorter than 128 bytes: a one-byte length.
      const first = src[at]!
      if (first < 0x80) {
        at += 1 + first
        continue
      }
      let len = 0
      for (let shift = 0; ; shift += 7) {
        const byte = src[at++]!
        len += (byte & 0x7f) * 2 ** shift
        if (byte < 0x80) break
      }
      at += len
    }
    return at
  }

  private u64At(at: number): number {
    return this.src.readUInt32LE(at) + this.src.readUInt32LE(at + 4) * TWO_32
  }

  /** A String of the block header (a column's name or type) at `at`. */
  private text(): string {
    const n = this.varUint()
    this.at += n
    return this.src.toString('latin1', this.at - n, this.at)
  }
}

/** `n` as a LEB128 varint (RowBinary's lengths and counts). */
function varUint(n: number): number[] {
  const bytes: number[] = []
  for (; n >= 0x80; n = Math.floor(n / 128)) bytes.push((n % 128) | 0x80)
  bytes.push(n)
  return bytes
}
