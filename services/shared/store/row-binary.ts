/**
 * A decoder of ClickHouse's RowBinary output for a declared column list: the compact read format of
 * the hot paths (an events page from the store, services/api/read-model/event-rows.ts). Why not
 * JSONEachRow there: ClickHouse formats each value as JSON text and the client parses it back, per
 * row and field; RowBinary is the values' own bytes in column order, read here with a few buffer
 * reads per field. Rows come out as the same plain objects a JSONEachRow read gives with the
 * store's settings (64-bit integers as numbers, dates as YYYY-MM-DD, instants as ISO with Z), so
 * the code that maps a row does not know which format it came in.
 *
 * Types decoded: (U)Int8/16/32/64, String, LowCardinality(T), Nullable(T), Array(T), Date,
 * DateTime64(3, ...). Anything else is refused when the reader is built, not when a row is read.
 */
import type { Columns } from './columns.js'

type Read = (cursor: Cursor) => unknown

class Cursor {
  at = 0
  constructor(readonly buf: Buffer) {}

  /** ClickHouse's LEB128 length prefix of strings and arrays. */
  varUint(): number {
    let value = 0
    let shift = 0
    for (;;) {
      const byte = this.buf[this.at++]!
      value += (byte & 0x7f) * 2 ** shift
      if (byte < 0x80) return value
      shift += 7
    }
  }
}

const DAY_MS = 86_400_000

function reader(type: string): Read {
  const inner = (prefix: string) => type.slice(prefix.length, -1)
  if (type.startsWith('Nullable(')) {
    const value = reader(inner('Nullable('))
    return (c) => (c.buf[c.at++] ? null : value(c))
  }
  if (type.startsWith('LowCardinality(')) return reader(inner('LowCardinality('))
  if (type.startsWith('Array(')) {
    const item = reader(inner('Array('))
    return (c) => {
      const n = c.varUint()
      const out = new Array<unknown>(n)
      for (let i = 0; i < n; i++) out[i] = item(c)
      return out
    }
  }
  if (type.startsWith('DateTime64(3')) {
    return (c) => {
      const ms = Number(c.buf.readBigInt64LE(c.at))
      c.at += 8
      return new Date(ms).toISOString()
    }
  }
  switch (type) {
    case 'String':
      return (c) => {
        const n = c.varUint()
        const s = c.buf.toString('utf8', c.at, c.at + n)
        c.at += n
        return s
      }
    case 'UInt8':
      return (c) => c.buf[c.at++]
    case 'UInt16':
      return (c) => ((c.at += 2), c.buf.readUInt16LE(c.at - 2))
    case 'UInt32':
      return (c) => ((c.at += 4), c.buf.readUInt32LE(c.at - 4))
    case 'Int32':
      return (c) => ((c.at += 4), c.buf.readInt32LE(c.at - 4))
    case 'UInt64':
      return (c) => ((c.at += 8), Number(c.buf.readBigUInt64LE(c.at - 8)))
    case 'Int64':
      return (c) => ((c.at += 8), Number(c.buf.readBigInt64LE(c.at - 8)))
    case 'Date':
      return (c) => {
        const days = c.buf.readUInt16LE(c.at)
        c.at += 2
        return new Date(days * DAY_MS).toISOString().slice(0, 10)
      }
    default:
      throw new Error(`RowBinary: type ${type} is not decoded`)
  }
}

/** Decodes RowBinary rows of `names` (in that order, as the SELECT lists them) typed by `columns`. */
export function rowBinaryDecoder<Row>(
  columns: Columns,
  names: readonly string[],
): (buf: Buffer) => Row[] {
  const readers = names.map((name) => {
    const column = columns[name]
    if (!column) throw new Error(`RowBinary: no column ${name}`)
    return reader(column.type)
  })
  return (buf) => {
    const c = new Cursor(buf)
    const rows: Row[] = []
    while (c.at < buf.length) {
      const row: Record<string, unknown> = {}
      for (let i = 0; i < names.length; i++) row[names[i]!] = readers[i]!(c)
      rows.push(row as Row)
    }
    return rows
  }
}
