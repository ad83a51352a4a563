/**
 * Buffers for large response bodies, reused once the response that carried one is sent. An events
 * page of 500 is ~400 kB, allocated outside the heap; a new one per request makes the collector run
 * a full pass every few dozen megabytes of them, pauses that land in the page tail. A buffer goes
 * back to the pool only on the response's `finish` (its last bytes handed to the operating
 * system: nothing reads it any more); a response closed before that (the client went away) keeps
 * its buffer out of the pool, and the collector takes it.
 */
import type { ServerResponse } from 'node:http'

/** Smallest buffer made: pages of any size share buffers. */
const MIN_BYTES = 64 << 10

export class BodyBuffers {
  private readonly free: Buffer[] = []

  /**
   * @param keep buffers held while idle (about the paid requests answered at once).
   * @param maxBytes a buffer larger than this is never kept (a rare huge page).
   */
  constructor(
    private readonly keep = 8,
    private readonly maxBytes = 4 << 20,
  ) {}

  /**
   * An allocator for the body of `res`: the buffer it gives (at least `size` bytes) is the
   * response's until it is sent. Call it at most once per response.
   */
  forResponse(res: ServerResponse): (size: number) => Buffer {
    return (size) => {
      const at = this.free.findIndex((b) => b.length >= size)
      const buffer =
        at >= 0
          ? this.free.splice(at, 1)[0]!
          : Buffer.allocUnsafeSlow(Math.max(MIN_BYTES, 2 ** Math.ceil(Math.log2(size))))
      res.once('finish', () => {
        if (this.free.length < this.keep && buffer.length <= this.maxBytes) this.free.push(buffer)
      })
      return buffer
    }
  }
}
