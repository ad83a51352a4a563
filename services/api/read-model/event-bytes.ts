/**
 * The served bytes of every event the index holds (event-index.ts), in an append-only file rather
 * than in memory: at a million events they are ~800 MB, more than a replica's whole memory budget
 * (issue 31: resident memory < 1 GiB beside the in-process store). The index keeps per event only
 * where its bytes start and how long they are (typed-array columns, ~20 B an event); the operating
 * system's page cache keeps the hot part of the file in memory without counting against the
 * process, and drops it under pressure instead of failing.
 *
 * The file is created in `dir` under a unique name and unlinked at once: nothing is left behind by
 * a crash, and two replicas sharing a directory never see each other's. It is closed by `close()`
 * (or when the object is collected).
 *
 * Writing: rows are encoded straight into `buf` (the encoder, event-json.ts, calls `ensure` before
 * each field) between `beginRow()` and `endRow()`; whole rows are flushed to the file when the
 * buffer fills and by `flush()`, which the index calls before any page can read what was written.
 * Reading: `read()` copies byte ranges with positioned reads (pread); ranges that touch in the file
 * (an unfiltered page of events written in id order) are read in one call.
 *
 * Append-only: a rewritten event appends new bytes and leaves its old ones dead until the index
 * compacts (copies the live bytes to a new file).
 *
 * Background writes (`background()` ... `settle()`): a first load writes ~800 MB while encoding on
 * the main thread, its bottleneck; there a full buffer is handed to a write on the thread pool and
 * encoding goes on in another buffer (a few in flight, then a write waits as before). Nothing may
 * read the file meanwhile: a load's table is not served before `settle()` resolved.
 */
import { closeSync, mkdirSync, openSync, readSync, unlinkSync, write, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'

const BUFFER_BYTES = 4 << 20
/** Background writes in flight at most (each holds a buffer). */
const WRITES_IN_FLIGHT = 4
/** Flush before a row when less than this is free: most rows then fit without growing the buffer. */
const ROW_ROOM = 256 << 10

const closer = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd)
  } catch {
    // already closed
  }
})

export class EventBytes {
  /** The write buffer: `pos` bytes of it are written, not yet flushed. */
  buf: Buffer = Buffer.allocUnsafeSlow(BUFFER_BYTES)
  pos = 0
  private fd: number
  /** Bytes already in the file (where `buf[0]` will land). */
  private flushed = 0
  /** Where the current row starts in `buf`. */
  rowStart = 0
  liveBytes = 0
  deadBytes = 0
  /** Background writes: in flight, buffers free again, the first failure, who waits for the last. */
  private backgroundOn = false
  private writing = 0
  private readonly spare: Buffer[] = []
  private writeError: Error | null = null
  private idle: (() => void) | null = null

  constructor(readonly dir: string = tmpdir()) {
    mkdirSync(dir, { recursive: true })
    const path = join(dir, `events-${process.pid}-${randomBytes(6).toString('hex')}.bytes`)
    this.fd = openSync(path, 'wx+', 0o600)
    try {
      unlinkSync(path)
    } catch {
      // A file system that keeps no open unlinked files: the file stays until the directory is cleaned.
    }
    closer.register(this, this.fd, this)
  }

  /** Bytes the file holds, live or dead (and the unflushed tail). */
  get size(): number {
    return this.flushed + this.pos
  }

  /** Starts a row: its bytes go from `pos` on, contiguously. */
  beginRow(): void {
    if (this.buf.length - this.pos < ROW_ROOM) this.flush()
    this.rowStart = this.pos
  }

  /** Room for `n` more bytes of the current row (the buffer grows when a row outgrows it). */
  ensure(n: number): void {
    if (this.pos + n <= this.buf.length) return
    const next = Buffer.allocUnsafeSlow(Math.max(2 * this.buf.length, this.pos + n))
    this.buf.copy(next, 0, 0, this.pos)
    this.buf = next
  }

  /** The file offset of the current row. */
  rowOffset(): number {
    return this.flushed + this.rowStart
  }

  /** Ends the current row (its bytes stay); its file offset. */
  endRow(): number {
    this.liveBytes += this.pos - this.rowStart
    return this.flushed + this.rowStart
  }

  /** Abandons the current row (its bytes are overwritten by the next). */
  dropRow(): void {
    this.pos = this.rowStart
  }

  /** A row given as two strings (the fallback encoder): [offset, headBytes, tailBytes]. */
  putStrings(head: string, tail: string): [number, number, number] {
    const headBytes = Buffer.byteLength(head)
    const tailBytes = Buffer.byteLength(tail)
    this.beginRow()
    this.ensure(headBytes + tailBytes)
    this.pos += this.buf.write(head, this.pos, 'utf8')
    this.pos += this.buf.write(tail, this.pos, 'utf8')
    return [this.endRow(), headBytes, tailBytes]
  }

  /** Copies `size` bytes at `offset` of another file (compaction); the new offset. */
  copyFrom(from: EventBytes, offset: number, size: number): number {
    this.beginRow()
    this.ensure(size)
    from.read(offset, size, this.buf, this.pos)
    this.pos += size
    return this.endRow()
  }

  /** Appends the first `size` bytes of `src` as one row (a block of record runs); its file offset. */
  copyIn(src: Buffer, size: number): number {
    this.beginRow()
    this.ensure(size)
    src.copy(this.buf, this.pos, 0, size)
    this.pos += size
    return this.endRow()
  }

  /** Flushes write on the thread pool from here on, until `settle()`; the file must not be read meanwhile. */
  background(): void {
    this.backgroundOn = true
  }

  /** Flushes and waits for every background write; throws the first that failed. Flushes are synchronous again. */
  async settle(): Promise<void> {
    this.flush()
    this.backgroundOn = false
    if (this.writing > 0) await new Promise<void>((done) => (this.idle = done))
    this.spare.length = 0
    if (this.writeError) throw this.writeError
  }

  /** Writes the buffered rows to the file (on the thread pool in background mode). */
  flush(): void {
    if (this.backgroundOn && this.pos > 0 && this.writing < WRITES_IN_FLIGHT) {
      this.writeBehind(this.buf, this.pos, this.flushed)
      this.flushed += this.pos
      this.pos = 0
      this.rowStart = 0
      this.buf = this.spare.pop() ?? Buffer.allocUnsafeSlow(BUFFER_BYTES)
      return
    }
    let at = 0
    while (at < this.pos) at += writeSync(this.fd, this.buf, at, this.pos - at, this.flushed + at)
    this.flushed += this.pos
    this.pos = 0
    this.rowStart = 0
  }

  private writeBehind(buf: Buffer, size: number, position: number): void {
    this.writing++
    const fd = this.fd
    const from = (done: number) =>
      write(fd, buf, done, size - done, position + done, (error, n) => {
        if (!error && done + n < size) return from(done + n)
        if (error) this.writeError ??= error
        else this.spare.push(buf)
        if (--this.writing === 0 && this.idle) {
          this.idle()
          this.idle = null
        }
      })
    from(0)
  }

  /** Copies `size` bytes at file offset `offset` into `out` at `at` (flushed or still buffered). */
  read(offset: number, size: number, out: Buffer, at: number): void {
    let done = 0
    // A range can reach into the unflushed buffer (compaction reads the file it is not writing).
    const inFile = Math.max(0, Math.min(size, this.flushed - offset))
    while (done < inFile) {
      const n = readSync(this.fd, out, at + done, inFile - done, offset + done)
      if (n === 0) throw new Error(`event bytes: file ends before ${offset + done}`)
      done += n
    }
    if (done < size) {
      const from = offset + done - this.flushed
      this.buf.copy(out, at + done, from, from + size - done)
    }
  }

  release(size: number): void {
    this.liveBytes -= size
    this.deadBytes += size
  }

  close(): void {
    closer.unregister(this)
    try {
      closeSync(this.fd)
    } catch {
      // already closed
    }
    this.fd = -1
  }
}
