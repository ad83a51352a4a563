/**
 * One partition of the embedded bus: a list of segments (Kafka's layout), of which only the last,
 * the active one, takes appends. Record bytes stay on disk; memory holds an index of offsets and
 * file positions per segment (and, on compacted topics, each record's key), so a topic carrying
 * whole documents costs tens of bytes a record in memory, not the document.
 *
 * The topic declaration is honoured as Kafka would: `retentionMs` drops whole segments whose newest
 * record is older than it (the active one included, so a quiet topic still ages out), and
 * `cleanupPolicy: 'compact'` rewrites closed segments keeping the newest record of each key
 * (offsets keep their gaps; tombstones go once older than `tombstoneRetentionMs`). A consumer whose
 * position fell below the log start reads from the log start, like auto.offset.reset=earliest.
 *
 * Without a directory the same segments keep their frames in memory (tests, benches).
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
  appendFileSync,
  readFileSync,
} from 'node:fs'
import { join } from 'node:path'
import {
  decodeFrame,
  decodeFrameHead,
  encodeFrame,
  FRAME_HEAD_BYTES,
  readLegacyFrames,
  type StoredRecord,
} from './log-frames.js'

export interface PartitionLogOptions {
  /** The partition's own directory; memory only when null. */
  dir: string | null
  compact: boolean
  /** -1 keeps records forever. */
  retentionMs: number
  /** A segment closes once it holds this many bytes... */
  segmentBytes: number
  /** ...or once its first record is this old (so retention and compaction reach quiet topics). */
  segmentMs: number
  /** How long a compacted topic keeps a delete marker (Kafka's delete.retention.ms). */
  tombstoneRetentionMs: number
  /** A legacy whole-partition log to carry over into segments, then remove. */
  legacyFile?: string
  warn: (details: Record<string, unknown>, message: string) => void
}

interface Segment {
  baseOffset: number
  offsets: number[]
  /** Byte position of each frame in the segment. */
  positions: number[]
  size: number
  firstTimestamp: number
  maxTimestamp: number
  /** Compacted topics only: each record's key (latin1 of the bytes), null for a null key. */
  keys: Array<string | null> | null
  tombstones: boolean[] | null
  path: string | null
  /** Memory-only logs keep the frames themselves. */
  frames: Buffer[] | null
}

export type AppendRecord = Omit<StoredRecord, 'offset'>

const SCAN_WINDOW = 1 << 20
const segmentName = (baseOffset: number) => `${String(baseOffset).padStart(20, '0')}.seg`
const keyString = (key: Buffer | null) => (key === null ? null : key.toString('latin1'))

export class PartitionLog {
  private segments: Segment[] = []
  private next = 0
  /** Compacted topics: the newest offset of each key. */
  private readonly latest = new Map<string, number>()

  constructor(private readonly options: PartitionLogOptions) {
    if (options.dir) {
      mkdirSync(options.dir, { recursive: true })
      if (options.legacyFile && existsSync(options.legacyFile))
        this.carryOverLegacy(options.legacyFile, options.dir)
      const names = readdirSync(options.dir)
        .filter((n) => n.endsWith('.seg'))
        .sort()
      for (const [i, name] of names.entries())
        this.segments.push(this.loadSegment(join(options.dir, name), i === names.length - 1))
      const lastSegment = this.segments.at(-1)
      this.next = lastSegment ? (lastSegment.offsets.at(-1) ?? lastSegment.baseOffset - 1) + 1 : 0
      if (lastSegment && lastSegment.offsets.length === 0) this.next = lastSegment.baseOffset
    }
    if (this.segments.length === 0) this.segments.push(this.newSegment(this.next))
  }

  /** The offset the next appended record gets (Kafka's log end offset). */
  get endOffset(): number {
    return this.next
  }

  /** The first offset still held (Kafka's log start offset). */
  get startOffset(): number {
    for (const segment of this.segments) if (segment.offsets.length) return segment.offsets[0]!
    return this.next
  }

  get segmentCount(): number {
    return this.segments.length
  }

  /** The active segment's file and size, for the bus's batch journal (undo on a torn batch). */
  activeFile(): { path: string; size: number } | null {
    const active = this.segments.at(-1)!
    return active.path ? { path: active.path, size: active.size } : null
  }

  /** Closes the active segment if it is full or old; done before a batch, so a batch never spans a roll. */
  rollIfDue(now: number): boolean {
    const active = this.segments.at(-1)!
    const due =
      active.size >= this.options.segmentBytes ||
      (active.offsets.length > 0 && now - active.firstTimestamp >= this.options.segmentMs)
    if (due) this.segments.push(this.newSegment(this.next))
    return due
  }

  append(records: AppendRecord[]): void {
    const active = this.segments.at(-1)!
    const frames: Buffer[] = []
    for (const record of records) {
      const offset = this.next++
      const frame = encodeFrame({ ...record, offset })
      if (active.offsets.length === 0) active.firstTimestamp = record.timestamp
      active.offsets.push(offset)
      active.positions.push(active.size)
      active.size += frame.length
      active.maxTimestamp = Math.max(active.maxTimestamp, record.timestamp)
      if (active.keys) {
        const key = keyString(record.key)
        active.keys.push(key)
        active.tombstones!.push(record.value === null)
        if (key !== null) this.latest.set(key, offset)
      }
      if (active.frames) active.frames.push(frame)
      else frames.push(frame)
    }
    if (active.path && frames.length) appendFileSync(active.path, Buffer.concat(frames))
  }

  /** Records from the first offset ≥ `from`, at most `maxRecords`, at most about `maxBytes` (always one). */
  read(from: number, maxRecords: number, maxBytes: number): StoredRecord[] {
    const out: StoredRecord[] = []
    let bytes = 0
    for (const segment of this.segments) {
      if (out.length >= maxRecords || (bytes >= maxBytes && out.length)) break
      const last = segment.offsets.at(-1)
      if (last === undefined || last < from) continue
      const first = firstIndexAtOrAfter(segment.offsets, from)
      let end = first
      while (end < segment.offsets.length && out.length + (end - first) < maxRecords) {
        const length = frameEnd(segment, end) - segment.positions[end]!
        if (bytes + length > maxBytes && (out.length || end > first)) break
        bytes += length
        end++
      }
      out.push(...this.readRange(segment, first, end))
      if (end < segment.offsets.length) break
    }
    return out
  }

  /** Drops whole segments whose newest record is older than the retention. */
  enforceRetention(now: number): number {
    if (this.options.retentionMs < 0) return 0
    let dropped = 0
    while (this.segments.length) {
      const oldest = this.segments[0]!
      if (oldest.offsets.length === 0 || now - oldest.maxTimestamp <= this.options.retentionMs)
        break
      dropped += oldest.offsets.length
      this.removeSegment(oldest)
      this.segments.shift()
      if (this.segments.length === 0) this.segments.push(this.newSegment(this.next))
    }
    return dropped
  }

  /** Rewrites closed segments without the records a newer one of the same key supersedes. */
  compact(now: number): number {
    if (!this.options.compact) return 0
    let removed = 0
    const closed = this.segments.slice(0, -1)
    for (const segment of closed) {
      const keep: number[] = []
      for (let i = 0; i < segment.offsets.length; i++) {
        const key = segment.keys![i]!
        const superseded = key !== null && (this.latest.get(key) ?? -1) > segment.offsets[i]!
        const expiredTombstone =
          segment.tombstones![i]! && now - segment.maxTimestamp > this.options.tombstoneRetentionMs
        if (!superseded && !expiredTombstone) keep.push(i)
        else if (expiredTombstone && !superseded && key !== null) this.latest.delete(key)
      }
      if (keep.length === segment.offsets.length) continue
      removed += segment.offsets.length - keep.length
      this.rewrite(segment, keep)
    }
    this.segments = this.segments.filter(
      (s, i) => i === this.segments.length - 1 || s.offsets.length > 0,
    )
    return removed
  }

  private rewrite(segment: Segment, keep: number[]): void {
    const all = this.readRange(segment, 0, segment.offsets.length)
    const kept = keep.map((i) => all[i]!)
    const frames = kept.map(encodeFrame)
    if (segment.path) {
      if (frames.length === 0) rmSync(segment.path, { force: true })
      else {
        writeFileSync(`${segment.path}.cleaned`, Buffer.concat(frames))
        renameSync(`${segment.path}.cleaned`, segment.path)
      }
    }
    const keys = segment.keys!
    const tombstones = segment.tombstones!
    segment.keys = keep.map((i) => keys[i]!)
    segment.tombstones = keep.map((i) => tombstones[i]!)
    segment.offsets = kept.map((r) => r.offset)
    segment.positions = []
    segment.size = 0
    for (const frame of frames) {
      segment.positions.push(segment.size)
      segment.size += frame.length
    }
    if (segment.frames) segment.frames = frames
  }

  private readRange(segment: Segment, first: number, end: number): StoredRecord[] {
    if (end <= first) return []
    if (segment.frames) return segment.frames.slice(first, end).map((f) => decodeFrame(f))
    const start = segment.positions[first]!
    const buffer = Buffer.alloc(frameEnd(segment, end - 1) - start)
    const fd = openSync(segment.path!, 'r')
    try {
      readFully(fd, buffer, start)
    } finally {
      closeSync(fd)
    }
    return segment.positions
      .slice(first, end)
      .map((position) => decodeFrame(buffer, position - start))
  }

  private newSegment(baseOffset: number): Segment {
    const path = this.options.dir ? join(this.options.dir, segmentName(baseOffset)) : null
    if (path) writeFileSync(path, Buffer.alloc(0))
    return { ...this.newSegmentShape(baseOffset), path, frames: path ? null : [] }
  }

  private removeSegment(segment: Segment): void {
    if (segment.path) rmSync(segment.path, { force: true })
    if (segment.keys)
      segment.keys.forEach((key, i) => {
        if (key !== null && this.latest.get(key) === segment.offsets[i]) this.latest.delete(key)
      })
  }

  /** Builds a segment's index by reading frame heads only (values are skipped, not read). */
  private loadSegment(path: string, isLast: boolean): Segment {
    const baseOffset = Number(path.slice(-24, -4))
    const segment: Segment = { ...this.newSegmentShape(baseOffset), path }
    const fileSize = statSync(path).size
    const fd = openSync(path, 'r')
    let window = Buffer.alloc(0)
    let windowStart = 0
    let position = 0
    try {
      while (position < fileSize) {
        let head =
          position - windowStart + FRAME_HEAD_BYTES <= window.length
            ? decodeFrameHead(window.subarray(position - windowStart))
            : null
        if (!head) {
          window = Buffer.alloc(Math.min(SCAN_WINDOW, fileSize - position))
          windowStart = position
          readFully(fd, window, position)
          head = decodeFrameHead(window)
          if (!head && window.length === SCAN_WINDOW) {
            // A key longer than the window: read exactly the head.
            const probe = Buffer.alloc(
              Math.min(fileSize - position, FRAME_HEAD_BYTES + window.readInt32BE(20) + 4),
            )
            readFully(fd, probe, position)
            head = decodeFrameHead(probe)
          }
        }
        if (!head || position + head.frameLength > fileSize) break
        this.indexFrame(
          segment,
          head.offset,
          position,
          head.frameLength,
          head.timestamp,
          head.key,
          head.tombstone,
        )
        position += head.frameLength
      }
    } finally {
      closeSync(fd)
    }
    if (position < fileSize) {
      this.options.warn(
        { segment: path, dropped: fileSize - position, last: isLast },
        'torn frame at the end of a segment ignored',
      )
      truncateSync(path, position)
    }
    return segment
  }

  private newSegmentShape(baseOffset: number): Segment {
    return {
      baseOffset,
      offsets: [],
      positions: [],
      size: 0,
      firstTimestamp: 0,
      maxTimestamp: 0,
      keys: this.options.compact ? [] : null,
      tombstones: this.options.compact ? [] : null,
      path: null,
      frames: null,
    }
  }

  private indexFrame(
    segment: Segment,
    offset: number,
    position: number,
    length: number,
    timestamp: number,
    key: Buffer | null,
    tombstone: boolean,
  ): void {
    if (segment.offsets.length === 0) segment.firstTimestamp = timestamp
    segment.offsets.push(offset)
    segment.positions.push(position)
    segment.size = position + length
    segment.maxTimestamp = Math.max(segment.maxTimestamp, timestamp)
    if (segment.keys) {
      const k = keyString(key)
      segment.keys.push(k)
      segment.tombstones!.push(tombstone)
      if (k !== null) this.latest.set(k, offset)
    }
  }

  /**
   * The pre-segment layout held a whole partition in `<p>.log`: rewrite it as the first segment
   * (whole, then renamed), then remove it. A crash in between redoes the same copy.
   */
  private carryOverLegacy(file: string, dir: string): void {
    const bytes = readFileSync(file)
    const { records, validLength } = readLegacyFrames(bytes)
    if (validLength < bytes.length)
      this.options.warn(
        { file, dropped: bytes.length - validLength },
        'torn frame at the end of a legacy partition log ignored',
      )
    const target = join(dir, segmentName(0))
    writeFileSync(`${target}.carry`, Buffer.concat(records.map(encodeFrame)))
    renameSync(`${target}.carry`, target)
    rmSync(file)
  }
}

function frameEnd(segment: Segment, index: number): number {
  return index + 1 < segment.positions.length ? segment.positions[index + 1]! : segment.size
}

function firstIndexAtOrAfter(offsets: number[], from: number): number {
  let lo = 0
  let hi = offsets.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (offsets[mid]! < from) lo = mid + 1
    else hi = mid
  }
  return lo
}

function readFully(fd: number, buffer: Buffer, position: number): void {
  let done = 0
  while (done < buffer.length) {
    const n = readSync(fd, buffer, done, buffer.length - done, position + done)
    if (n === 0)
      throw new Error(
        `segment shorter than its index: wanted ${buffer.length} bytes at ${position}`,
      )
    done += n
  }
}
