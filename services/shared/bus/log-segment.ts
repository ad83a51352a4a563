/**
 * One segment of a partition log (Kafka's LogSegment): a file of frames, or the frames themselves
 * for a log without a directory, and the index memory holds of it (offsets, file positions,
 * timestamps and, on a compacted topic, each record's key). What is read, written and rebuilt for
 * one segment lives here; which segments there are, and what is kept, is the log's
 * (`partition-log.ts`).
 */
import {
  closeSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import {
  decodeFrame,
  decodeFrameHead,
  encodeFrame,
  FRAME_HEAD_BYTES,
  type StoredRecord,
} from './log-frames.js'

export interface Segment {
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

const SCAN_WINDOW = 1 << 20
export const segmentName = (baseOffset: number) => `${String(baseOffset).padStart(20, '0')}.seg`
export const keyString = (key: Buffer | null) => (key === null ? null : key.toString('latin1'))

function emptySegment(baseOffset: number, compact: boolean): Segment {
  return {
    baseOffset,
    offsets: [],
    positions: [],
    size: 0,
    firstTimestamp: 0,
    maxTimestamp: 0,
    keys: compact ? [] : null,
    tombstones: compact ? [] : null,
    path: null,
    frames: null,
  }
}

/** A new, empty segment starting at `baseOffset`: an empty file in `dir`, or frames in memory. */
export function createSegment(dir: string | null, baseOffset: number, compact: boolean): Segment {
  const path = dir ? join(dir, segmentName(baseOffset)) : null
  if (path) writeFileSync(path, Buffer.alloc(0))
  return { ...emptySegment(baseOffset, compact), path, frames: path ? null : [] }
}

/** Adds one frame at `position` to the segment's index (a frame appended, or one found by a scan). */
export function indexFrame(
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
    segment.keys.push(keyString(key))
    segment.tombstones!.push(tombstone)
  }
}

/**
 * Builds a segment's index by reading frame heads only (values are skipped, not read). A torn
 * frame at the end (a crash mid-write) is cut off the file and reported through `warn`.
 */
export function loadSegment(
  path: string,
  compact: boolean,
  isLast: boolean,
  warn: (details: Record<string, unknown>, message: string) => void,
): Segment {
  const baseOffset = Number(path.slice(-24, -4))
  const segment: Segment = { ...emptySegment(baseOffset, compact), path }
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
      indexFrame(
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
    warn(
      { segment: path, dropped: fileSize - position, last: isLast },
      'torn frame at the end of a segment ignored',
    )
    truncateSync(path, position)
  }
  return segment
}

/** The records of index positions [first, end) of the segment. */
export function readSegmentRange(segment: Segment, first: number, end: number): StoredRecord[] {
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

/** Rewrites the segment with only the records at index positions `keep` (its file replaced whole, by a rename). */
export function rewriteSegment(segment: Segment, keep: number[]): void {
  const all = readSegmentRange(segment, 0, segment.offsets.length)
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

/** Where the frame at index position `index` ends. */
export function frameEnd(segment: Segment, index: number): number {
  return index + 1 < segment.positions.length ? segment.positions[index + 1]! : segment.size
}

/** The index position of the first offset at or after `from` (offsets ascend, with gaps). */
export function firstIndexAtOrAfter(offsets: number[], from: number): number {
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
