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
 * Without a directory the same segments keep their frames in memory (tests, benches). One
 * segment's file and index (how it is scanned, read and rewritten) are `log-segment.ts`'s.
 */
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { encodeFrame, readLegacyFrames, type StoredRecord } from './log-frames.js'
import {
  createSegment,
  firstIndexAtOrAfter,
  frameEnd,
  indexFrame,
  keyString,
  loadSegment,
  readSegmentRange,
  rewriteSegment,
  segmentName,
  type Segment,
} from './log-segment.js'

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

export type AppendRecord = Omit<StoredRecord, 'offset'>

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
      for (const [i, name] of names.entries()) {
        const segment = loadSegment(
          join(options.dir, name),
          options.compact,
          i === names.length - 1,
          options.warn,
        )
        this.segments.push(segment)
        this.rememberKeys(segment)
      }
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
      indexFrame(
        active,
        offset,
        active.size,
        frame.length,
        record.timestamp,
        record.key,
        record.value === null,
      )
      if (active.keys && record.key !== null) this.latest.set(keyString(record.key)!, offset)
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
      out.push(...readSegmentRange(segment, first, end))
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
      rewriteSegment(segment, keep)
    }
    this.segments = this.segments.filter(
      (s, i) => i === this.segments.length - 1 || s.offsets.length > 0,
    )
    return removed
  }

  private newSegment(baseOffset: number): Segment {
    return createSegment(this.options.dir, baseOffset, this.options.compact)
  }

  /** Compacted topics: a loaded segment's keys, newest offset last, into the key map. */
  private rememberKeys(segment: Segment): void {
    segment.keys?.forEach((key, i) => {
      if (key !== null) this.latest.set(key, segment.offsets[i]!)
    })
  }

  private removeSegment(segment: Segment): void {
    if (segment.path) rmSync(segment.path, { force: true })
    if (segment.keys)
      segment.keys.forEach((key, i) => {
        if (key !== null && this.latest.get(key) === segment.offsets[i]) this.latest.delete(key)
      })
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
