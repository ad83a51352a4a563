/**
 * `events` rows in RowBinary straight to the JSON each event is served as (minus the two
 * request-time fields), written into the index's byte file (event-bytes.ts): the replica's start-up
 * encodes every event of the history, so this is its cost per event (issue 31: a million in
 * seconds). No row object, no `JSON.stringify` of one: each field is copied from the RowBinary bytes
 * with its JSON punctuation, and only what the index needs besides (ids, version, record, date) is
 * read as numbers.
 *
 * The bytes must be exactly those of the reference mapping, `JSON.stringify(eventFromRow(row))`
 * (derive.ts), which the store path sends: the field order is the served order below, and every
 * value is written the way `JSON.stringify` writes it. A string is copied raw only when it is
 * printable ASCII without `"` or `\`; any other string (control characters, non-ASCII, bytes that
 * are not UTF-8) goes through the reference (`JSON.stringify` of the decoded string). A row whose
 * stored `attestation_uid` is '' (written before the column existed) is handed back to the caller,
 * who serves it through the reference mapping (the uid is computed there). Tests compare both
 * paths byte for byte over awkward strings (test/api/events-store-path.test.ts); each index also
 * checks the first row it loads against the reference and refuses to load on a difference (a
 * served shape changed without this file).
 *
 * Columns read, in this order (`transcodedColumns`): version, batch, deleted, then the served
 * columns in served order, then attestation_uid.
 */
import { servedEventNames, toTimestamp } from './derive.js'
import type { EventBytes } from './event-bytes.js'
import { typesWhere } from '../../../topology/event-types.js'

/** The event types that retract their catalyst (the event-type table), matched on the row's bytes. */
const RETRACTING_TYPES = typesWhere((rule) => rule.liveness === 'retracts')

/** The SELECT list the transcoder reads. */
export const transcodedNames = [
  'version',
  'batch',
  'deleted',
  ...servedEventNames,
  'attestation_uid',
] as const

/** What the index keeps of a transcoded row besides its bytes. */
export interface TranscodedRow {
  id: number
  version: number
  deleted: boolean
  /** False for history: an event recorded without effect, stored but not served. */
  applied: boolean
  catalystId: number
  /** -1 when null. */
  mergedInto: number
  retracted: boolean
  /** `new_date` in days since 1970-01-01, or null. */
  newDay: number | null
  /** File offset of the row's bytes; head (up to `new_date`) then tail (from `,"delta_days":`). */
  offset: number
  headBytes: number
  tailBytes: number
  /** Where the row starts and ends in the RowBinary input (for the reference fallback). */
  start: number
  end: number
}

const DAY_MS = 86_400_000
const TWO_32 = 4_294_967_296

const key = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'))
const K = {
  open: key('{"event_id":'),
  catalyst: key(',"catalyst_id":'),
  type: key(',"event_type":'),
  drug: key(',"drug_name":'),
  company: key(',"company":'),
  ticker: key(',"ticker":'),
  tickers: key(',"tickers":'),
  indication: key(',"indication":'),
  application: key(',"application_number":'),
  prior: key(',"prior_date":'),
  newDate: key(',"new_date":'),
  delta: key(',"delta_days":'),
  merged: key(',"merged_into":'),
  outcome: key(',"outcome":'),
  confidence: key(',"confidence":'),
  dateConfidence: key(',"date_confidence":'),
  authority: key(',"authority":'),
  quote: key(',"source_quote":'),
  detected: key(',"detected_at":'),
  filed: key(',"filed_at":'),
  applied: key(',"applied":'),
  changed: key(',"date_changed":'),
  accession: key(',"accession":'),
  url: key(',"source_url":'),
  uid: key(',"attestation_uid":'),
  null: key('null'),
  true: key('true'),
  false: key('false'),
}

/**
 * A reader of RowBinary that writes JSON into an EventBytes buffer. One instance per read; holds
 * small caches (dates, the last instant) that events of one batch share.
 */
export class EventTranscoder {
  private at = 0
  private src: Buffer = Buffer.alloc(0)
  private readonly days = new Map<number, Uint8Array>()
  private lastMs = Number.NaN
  private lastInstant: Uint8Array = key('null')

  constructor(private readonly out: EventBytes) {}

  /**
   * Transcodes every row of `src`; `onRow` decides each row's fate before the next is read:
   * 'keep' (its bytes stay), 'drop' (overwritten by the next row). A row answered with `fallback`
   * true (its stored uid is empty) has no bytes written; the caller encodes it by reference.
   */
  each(src: Buffer, onRow: (row: TranscodedRow, fallback: boolean) => 'keep' | 'drop'): void {
    this.src = src
    this.at = 0
    const out = this.out
    while (this.at < src.length) {
      const start = this.at
      const version = this.u64()
      this.u64() // batch: the query already picked the latest committed row
      const deleted = src[this.at++] !== 0
      out.beginRow()
      this.put(K.open)
      const id = this.u64()
      this.num(id)
      this.put(K.catalyst)
      const catalystId = this.u64()
      this.num(catalystId)
      this.put(K.type)
      const typeStart = this.at
      this.str()
      const retracted = RETRACTING_TYPES.some((type) => this.isWord(typeStart, type))
      this.put(K.drug)
      this.nstr()
      this.put(K.company)
      this.nstr()
      this.put(K.ticker)
      this.nstr()
      this.put(K.tickers)
      this.strArray()
      this.put(K.indication)
      this.nstr()
      this.put(K.application)
      this.nstr()
      this.put(K.prior)
      this.ndate()
      this.put(K.newDate)
      const newDay = this.ndate()
      const headBytes = out.pos - out.rowStart
      this.put(K.delta)
      if (this.isNull()) this.put(K.null)
      else {
        this.num(src.readInt32LE(this.at))
        this.at += 4
      }
      this.put(K.merged)
      let mergedInto = -1
      if (this.isNull()) this.put(K.null)
      else this.num((mergedInto = this.u64()))
      this.put(K.outcome)
      this.nstr()
      this.put(K.confidence)
      this.nstr()
      this.put(K.dateConfidence)
      this.nstr()
      this.put(K.authority)
      this.nstr()
      this.put(K.quote)
      this.nstr()
      this.put(K.detected)
      this.instant()
      this.put(K.filed)
      this.date()
      this.put(K.applied)
      const applied = src[this.at++] !== 0
      this.put(applied ? K.true : K.false)
      this.put(K.changed)
      this.put(src[this.at++] ? K.true : K.false)
      this.put(K.accession)
      this.str()
      this.put(K.url)
      this.nstr()
      this.put(K.uid)
      const uidBytes = this.peekLength()
      this.str()
      out.ensure(1)
      out.buf[out.pos++] = 0x7d // '}'
      const fallback = uidBytes === 0
      const row: TranscodedRow = {
        id,
        version,
        deleted,
        applied,
        catalystId,
        mergedInto,
        retracted,
        newDay,
        offset: 0,
        headBytes,
        tailBytes: out.pos - out.rowStart - headBytes,
        start,
        end: this.at,
      }
      if (fallback) {
        out.dropRow()
        onRow(row, true)
        continue
      }
      row.offset = out.rowOffset()
      if (onRow(row, false) === 'keep') out.endRow()
      else out.dropRow()
    }
  }

  private put(bytes: Uint8Array): void {
    const out = this.out
    out.ensure(bytes.length)
    out.buf.set(bytes, out.pos)
    out.pos += bytes.length
  }

  private num(n: number): void {
    const out = this.out
    out.ensure(24)
    out.pos += out.buf.write(String(n), out.pos, 'latin1')
  }

  private u64(): number {
    const src = this.src
    const value = src.readUInt32LE(this.at) + src.readUInt32LE(this.at + 4) * TWO_32
    this.at += 8
    return value
  }

  private varUint(): number {
    const src = this.src
    let value = 0
    let shift = 0
    for (;;) {
      const byte = src[this.at++]!
      value += (byte & 0x7f) * 2 ** shift
      if (byte < 0x80) return value
      shift += 7
    }
  }

  private peekLength(): number {
    const at = this.at
    const n = this.varUint()
    this.at = at
    return n
  }

  private isNull(): boolean {
    return this.src[this.at++] !== 0
  }

  private isWord(at: number, word: string): boolean {
    const src = this.src
    if (src[at] !== word.length) return false
    for (let i = 0; i < word.length; i++) if (src[at + 1 + i] !== word.charCodeAt(i)) return false
    return true
  }

  /** A String as a JSON string: raw when printable ASCII without `"` or `\`, else by reference. */
  private str(): void {
    const n = this.varUint()
    const src = this.src
    const from = this.at
    const to = from + n
    this.at = to
    const out = this.out
    let plain = true
    for (let i = from; i < to; i++) {
      const c = src[i]!
      if (c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c) {
        plain = false
        break
      }
    }
    if (plain) {
      out.ensure(n + 2)
      const buf = out.buf
      buf[out.pos++] = 0x22
      src.copy(buf, out.pos, from, to)
      out.pos += n
      buf[out.pos++] = 0x22
      return
    }
    const json = JSON.stringify(src.toString('utf8', from, to))
    out.ensure(3 * json.length)
    out.pos += out.buf.write(json, out.pos, 'utf8')
  }

  private nstr(): void {
    if (this.isNull()) this.put(K.null)
    else this.str()
  }

  private strArray(): void {
    const n = this.varUint()
    const out = this.out
    out.ensure(1)
    out.buf[out.pos++] = 0x5b // '['
    for (let i = 0; i < n; i++) {
      if (i) {
        out.ensure(1)
        out.buf[out.pos++] = 0x2c
      }
      this.str()
    }
    out.ensure(1)
    out.buf[out.pos++] = 0x5d // ']'
  }

  /** A Date (days since 1970 as UInt16) as "YYYY-MM-DD"; the day number. */
  private date(): number {
    const day = this.src.readUInt16LE(this.at)
    this.at += 2
    let text = this.days.get(day)
    if (!text) {
      text = key(`"${new Date(day * DAY_MS).toISOString().slice(0, 10)}"`)
      this.days.set(day, text)
    }
    this.put(text)
    return day
  }

  private ndate(): number | null {
    if (this.isNull()) {
      this.put(K.null)
      return null
    }
    return this.date()
  }

  /** A DateTime64(3) as served (derive.ts toTimestamp of the ISO instant the decoder gives). */
  private instant(): void {
    const src = this.src
    const ms = src.readUInt32LE(this.at) + src.readInt32LE(this.at + 4) * TWO_32
    this.at += 8
    if (ms !== this.lastMs) {
      const iso = new Date(ms).toISOString()
      this.lastInstant = Buffer.from(JSON.stringify(toTimestamp(iso) ?? iso), 'latin1')
      this.lastMs = ms
    }
    this.put(this.lastInstant)
  }
}
