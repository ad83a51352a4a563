/**
 * `events` rows in RowBinary straight to the JSON each event is served as (minus the two
 * request-time fields), written into the index's byte file (event-bytes.ts): the replica's start-up
 * encodes every event of the history, so this is its cost per event (issue 31: a million in
 * seconds). No row object, no `JSON.stringify` of one: each field is copied from the RowBinary bytes
 * with its JSON punctuation, and only what the index needs besides (ids, version, record, date) is
 * read as numbers. This file lays out the row (the served field order, the keys, what the index
 * keeps); how each value is read and written is row-binary-json.ts.
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
import { typesWhere } from '../../../topology/event-types.js'
import {
  RowBinaryJson,
  TWO_32,
  dateField,
  key,
  nullable,
  type JsonSink,
} from './row-binary-json.js'

export type { JsonSink } from './row-binary-json.js'

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

/**
 * What the index keeps of a transcoded row besides its bytes. One object per transcoder, rewritten
 * for every row (no allocation per row at a million rows): a caller copies what it keeps.
 */
export interface TranscodedRow {
  id: number
  version: number
  /** The row's batch: a read in key order picks the latest row of an id by (version, batch). */
  batch: number
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

const K = {
  open: key('{"event_id":'),
  catalyst: key(',"catalyst_id":'),
  type: key(',"event_type":'),
  drug: nullable('drug_name'),
  company: nullable('company'),
  ticker: nullable('ticker'),
  tickers: key(',"tickers":'),
  indication: nullable('indication'),
  application: nullable('application_number'),
  delta: nullable('delta_days'),
  merged: nullable('merged_into'),
  outcome: nullable('outcome'),
  confidence: nullable('confidence'),
  dateConfidence: nullable('date_confidence'),
  authority: nullable('authority'),
  quote: nullable('source_quote'),
  accession: key(',"accession":'),
  url: nullable('source_url'),
  uid: key(',"attestation_uid":'),
}
/** `applied` and `date_changed` with their keys, by applied * 2 + date_changed. */
const FLAGS = [false, true].flatMap((applied) =>
  [false, true].map((changed) => key(`,"applied":${applied},"date_changed":${changed}`)),
)

/**
 * A reader of RowBinary that writes JSON into a sink (the index's byte file, a store page). One instance per read; holds
 * small caches (dates, the last instant) that events of one batch share.
 */
export class EventTranscoder extends RowBinaryJson {
  private readonly prior = dateField('prior_date')
  private readonly newDate = dateField('new_date')
  private readonly filed = dateField('filed_at')
  private lastMs = Number.NaN
  /** The last `detected_at` written, with its key (events of one batch share it). */
  private lastInstant: Uint8Array = key(',"detected_at":null')
  private readonly row: TranscodedRow = {
    id: 0,
    version: 0,
    batch: 0,
    deleted: false,
    applied: false,
    catalystId: 0,
    mergedInto: -1,
    retracted: false,
    newDay: null,
    offset: 0,
    headBytes: 0,
    tailBytes: 0,
    start: 0,
    end: 0,
  }

  constructor(out: JsonSink) {
    super(out)
  }

  /**
   * Transcodes every row of `src`; `onRow` decides each row's fate before the next is read:
   * 'keep' (its bytes stay), 'drop' (overwritten by the next row). A row answered with `fallback`
   * true (its stored uid is empty) has no bytes written; the caller encodes it by reference. The
   * row object is the same for every row (copy what is kept).
   */
  each(src: Buffer, onRow: (row: TranscodedRow, fallback: boolean) => 'keep' | 'drop'): void {
    this.src = src
    this.at = 0
    const out = this.out
    while (this.at < src.length) {
      const start = this.at
      const version = this.u64()
      const batch = this.u64()
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
      let retracted = false
      for (const type of RETRACTING_TYPES) if (this.isWord(typeStart, type)) retracted = true
      this.nstr(K.drug)
      this.nstr(K.company)
      this.nstr(K.ticker)
      this.put(K.tickers)
      this.strArray()
      this.nstr(K.indication)
      this.nstr(K.application)
      this.ndate(this.prior)
      const newDay = this.ndate(this.newDate)
      const headBytes = out.pos - out.rowStart
      if (this.isNull()) this.put(K.delta.null)
      else {
        this.put(K.delta.key)
        this.num(src.readInt32LE(this.at))
        this.at += 4
      }
      let mergedInto = -1
      if (this.isNull()) this.put(K.merged.null)
      else {
        this.put(K.merged.key)
        this.num((mergedInto = this.u64()))
      }
      this.nstr(K.outcome)
      this.nstr(K.confidence)
      this.nstr(K.dateConfidence)
      this.nstr(K.authority)
      this.nstr(K.quote)
      this.instant()
      this.date(this.filed)
      const applied = src[this.at++] !== 0
      this.put(FLAGS[(applied ? 2 : 0) + (src[this.at++] ? 1 : 0)]!)
      this.put(K.accession)
      this.str()
      this.nstr(K.url)
      this.put(K.uid)
      const uidBytes = this.peekLength()
      this.str()
      out.ensure(1)
      out.buf[out.pos++] = 0x7d // '}'
      const fallback = uidBytes === 0
      const row = this.row
      row.id = id
      row.version = version
      row.batch = batch
      row.deleted = deleted
      row.applied = applied
      row.catalystId = catalystId
      row.mergedInto = mergedInto
      row.retracted = retracted
      row.newDay = newDay
      row.offset = 0
      row.headBytes = headBytes
      row.tailBytes = out.pos - out.rowStart - headBytes
      row.start = start
      row.end = this.at
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

  /** A DateTime64(3) as served (derive.ts toTimestamp of the ISO instant the decoder gives). */
  private instant(): void {
    const src = this.src
    const ms = src.readUInt32LE(this.at) + src.readInt32LE(this.at + 4) * TWO_32
    this.at += 8
    if (ms !== this.lastMs) {
      const iso = new Date(ms).toISOString()
      this.lastInstant = key(`,"detected_at":${JSON.stringify(toTimestamp(iso) ?? iso)}`)
      this.lastMs = ms
    }
    this.put(this.lastInstant)
  }
}
