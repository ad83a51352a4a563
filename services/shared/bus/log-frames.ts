/**
 * The byte format of the embedded bus's partition logs, and nothing else.
 *
 * A segment frame: [u32 body length][i64 offset][i64 timestamp ms][i32 key len, -1 = null][key]
 * [i32 value len, -1 = null][value][u32 headers json len][headers json]. The offset is written in
 * the frame because compaction leaves gaps (Kafka's semantics: offsets never move).
 *
 * The legacy whole-partition `<p>.log` files (before segments) had the same frame without the
 * offset; `readLegacyFrames` reads them once so an existing BUS_DIR is carried over.
 */

export interface StoredRecord {
  offset: number
  timestamp: number
  key: Buffer | null
  value: Buffer | null
  headers: Record<string, string>
}

/** What the in-memory index needs of a frame without reading its value. */
export interface FrameHead {
  offset: number
  timestamp: number
  key: Buffer | null
  /** Whole frame length on disk, length prefix included. */
  frameLength: number
  tombstone: boolean
}

/** Bytes before the key: length prefix, offset, timestamp, key length. */
export const FRAME_HEAD_BYTES = 4 + 8 + 8 + 4

export function encodeFrame(record: StoredRecord): Buffer {
  const headers = Buffer.from(JSON.stringify(record.headers))
  const keyLen = record.key?.length ?? -1
  const valueLen = record.value?.length ?? -1
  const bodyLength =
    8 + 8 + 4 + Math.max(keyLen, 0) + 4 + Math.max(valueLen, 0) + 4 + headers.length
  const frame = Buffer.alloc(4 + bodyLength)
  let at = frame.writeUInt32BE(bodyLength, 0)
  at = frame.writeBigInt64BE(BigInt(record.offset), at)
  at = frame.writeBigInt64BE(BigInt(record.timestamp), at)
  at = frame.writeInt32BE(keyLen, at)
  if (record.key) at += record.key.copy(frame, at)
  at = frame.writeInt32BE(valueLen, at)
  if (record.value) at += record.value.copy(frame, at)
  at = frame.writeUInt32BE(headers.length, at)
  headers.copy(frame, at)
  return frame
}

/** Decodes one whole frame starting at `at`. */
export function decodeFrame(bytes: Buffer, at = 0): StoredRecord {
  const offset = Number(bytes.readBigInt64BE(at + 4))
  return { offset, ...decodeTimestampedBody(bytes, at + 12) }
}

/** From the timestamp on, what both frame formats hold alike: timestamp, key, value, headers. */
function decodeTimestampedBody(bytes: Buffer, at: number): Omit<StoredRecord, 'offset'> {
  let p = at
  const timestamp = Number(bytes.readBigInt64BE(p))
  p += 8
  const keyLen = bytes.readInt32BE(p)
  p += 4
  const key = keyLen < 0 ? null : Buffer.from(bytes.subarray(p, p + keyLen))
  p += Math.max(keyLen, 0)
  const valueLen = bytes.readInt32BE(p)
  p += 4
  const value = valueLen < 0 ? null : Buffer.from(bytes.subarray(p, p + valueLen))
  p += Math.max(valueLen, 0)
  const headersLen = bytes.readUInt32BE(p)
  p += 4
  const headers = JSON.parse(bytes.subarray(p, p + headersLen).toString('utf8')) as Record<
    string,
    string
  >
  return { timestamp, key, value, headers }
}

/**
 * Reads a frame's head from a buffer that starts at the frame and holds at least its first
 * `FRAME_HEAD_BYTES + key + 4` bytes; null when the buffer is too short for that.
 */
export function decodeFrameHead(bytes: Buffer): FrameHead | null {
  if (bytes.length < FRAME_HEAD_BYTES) return null
  const bodyLength = bytes.readUInt32BE(0)
  const offset = Number(bytes.readBigInt64BE(4))
  const timestamp = Number(bytes.readBigInt64BE(12))
  const keyLen = bytes.readInt32BE(20)
  const keyEnd = FRAME_HEAD_BYTES + Math.max(keyLen, 0)
  if (bytes.length < keyEnd + 4) return null
  const key = keyLen < 0 ? null : Buffer.from(bytes.subarray(FRAME_HEAD_BYTES, keyEnd))
  const valueLen = bytes.readInt32BE(keyEnd)
  return { offset, timestamp, key, frameLength: 4 + bodyLength, tombstone: valueLen < 0 }
}

/** The legacy `<p>.log` format: offsets are implicit (0, 1, 2, ...). Stops at a torn last frame. */
export function readLegacyFrames(bytes: Buffer): { records: StoredRecord[]; validLength: number } {
  const records: StoredRecord[] = []
  let at = 0
  while (at + 4 <= bytes.length) {
    const length = bytes.readUInt32BE(at)
    if (at + 4 + length > bytes.length) break
    records.push({ offset: records.length, ...decodeTimestampedBody(bytes, at + 4) })
    at += 4 + length
  }
  return { records, validLength: at }
}
