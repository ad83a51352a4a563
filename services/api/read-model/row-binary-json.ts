/**
 * RowBinary values read one at a time and written as JSON into a sink, each exactly as
 * `JSON.stringify` writes it: the field-level half of the events transcoder (event-json.ts lays
 * out the row: the served field order, the keys, and what the index keeps of it). Why apart: what
 * a value is in RowBinary (little-endian integers, varint-prefixed strings, a null byte before a
 * Nullable, days since 1970 for a Date) and in JSON does not depend on which row holds it.
 *
 * A string is copied raw only when it is printable ASCII without `"` or `\`; any other string
 * (control characters, non-ASCII, bytes that are not UTF-8) goes through `JSON.stringify` of the
 * decoded string.
 */

export const DAY_MS = 86_400_000
export const TWO_32 = 4_294_967_296

/**
 * 1 for a byte a JSON string cannot hold as it is (JSON.stringify escapes it, or it is not ASCII
 * and must be decoded as UTF-8 first): controls, DEL and above, `"` and `\`.
 */
const ESCAPED = new Uint8Array(256)
for (let c = 0; c < 256; c++) ESCAPED[c] = c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c ? 1 : 0

export const key = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'))
/** A nullable field's key, and its key with `null` (one copy instead of two for a null). */
export const nullable = (name: string) => ({
  key: key(`,"${name}":`),
  null: key(`,"${name}":null`),
})
export type Nullable = ReturnType<typeof nullable>

/** A date field: its key with each date written so far (a few hundred distinct per read). */
export interface DateField {
  readonly name: string
  readonly null: Uint8Array
  readonly days: Map<number, Uint8Array>
}
export const dateField = (name: string): DateField => ({
  name,
  null: key(`,"${name}":null`),
  days: new Map(),
})

/**
 * Where the transcoder writes: the index's byte file (event-bytes.ts EventBytes) or a store page's
 * buffer (store-page.ts). Rows go from `pos` on between `beginRow()` and `endRow()`; `ensure(n)`
 * makes room for `n` more bytes of the current row.
 */
export interface JsonSink {
  buf: Buffer
  pos: number
  rowStart: number
  beginRow(): void
  ensure(n: number): void
  rowOffset(): number
  endRow(): number
  dropRow(): void
}

/** Reads RowBinary from `src` at `at` and writes JSON into `out`; one instance per read. */
export class RowBinaryJson {
  protected at = 0
  protected src: Buffer = Buffer.alloc(0)

  constructor(protected readonly out: JsonSink) {}

  protected put(bytes: Uint8Array): void {
    const out = this.out
    out.ensure(bytes.length)
    out.buf.set(bytes, out.pos)
    out.pos += bytes.length
  }

  /** An integer (|n| < 2^53) as JSON writes it, without a string in between. */
  protected num(n: number): void {
    const out = this.out
    out.ensure(24)
    const buf = out.buf
    let p = out.pos
    if (n < 0) {
      buf[p++] = 0x2d // '-'
      n = -n
    }
    let digits = 1
    for (let t = n; t >= 10; t = Math.floor(t / 10)) digits++
    p += digits
    for (let k = 1; k <= digits; k++) {
      const q = Math.floor(n / 10)
      buf[p - k] = 0x30 + (n - 10 * q)
      n = q
    }
    out.pos = p
  }

  protected u64(): number {
    const src = this.src
    const value = src.readUInt32LE(this.at) + src.readUInt32LE(this.at + 4) * TWO_32
    this.at += 8
    return value
  }

  protected varUint(): number {
    const src = this.src
    // Most lengths and counts are below 128: one byte, read without the loop (its float powers cost
    // about an eighth of the transcoder's CPU at a million events, test/bench/events-load-split.ts).
    const first = src[this.at]!
    if (first < 0x80) {
      this.at++
      return first
    }
    let value = 0
    let shift = 0
    for (;;) {
      const byte = src[this.at++]!
      value += (byte & 0x7f) * 2 ** shift
      if (byte < 0x80) return value
      shift += 7
    }
  }

  protected peekLength(): number {
    const at = this.at
    const n = this.varUint()
    this.at = at
    return n
  }

  protected isNull(): boolean {
    return this.src[this.at++] !== 0
  }

  protected isWord(at: number, word: string): boolean {
    const src = this.src
    if (src[at] !== word.length) return false
    for (let i = 0; i < word.length; i++) if (src[at + 1 + i] !== word.charCodeAt(i)) return false
    return true
  }

  /**
   * A String as a JSON string: copied between quotes when printable ASCII without `"` or `\`
   * (checked while copying: one pass, a byte loop, cheaper than a scan and a native copy for
   * strings of a few dozen bytes), else by reference over what was copied.
   */
  protected str(): void {
    const n = this.varUint()
    const src = this.src
    const from = this.at
    const to = from + n
    this.at = to
    const out = this.out
    out.ensure(n + 2)
    const buf = out.buf
    let p = out.pos
    buf[p++] = 0x22
    let escaped = 0
    for (let i = from; i < to; i++) {
      const c = src[i]!
      buf[p++] = c
      escaped |= ESCAPED[c]!
    }
    if (escaped === 0) {
      buf[p++] = 0x22
      out.pos = p
      return
    }
    const json = JSON.stringify(src.toString('utf8', from, to))
    out.ensure(3 * json.length)
    out.pos += out.buf.write(json, out.pos, 'utf8')
  }

  protected nstr(field: Nullable): void {
    if (this.isNull()) this.put(field.null)
    else {
      this.put(field.key)
      this.str()
    }
  }

  protected strArray(): void {
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

  /** A Date (days since 1970 as UInt16) as `,"name":"YYYY-MM-DD"`; the day number. */
  protected date(field: DateField): number {
    const day = this.src.readUInt16LE(this.at)
    this.at += 2
    let text = field.days.get(day)
    if (!text) {
      text = key(`,"${field.name}":"${new Date(day * DAY_MS).toISOString().slice(0, 10)}"`)
      field.days.set(day, text)
    }
    this.put(text)
    return day
  }

  protected ndate(field: DateField): number | null {
    if (this.isNull()) {
      this.put(field.null)
      return null
    }
    return this.date(field)
  }
}
