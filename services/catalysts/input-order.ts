/**
 * One total order over the stage's two inputs, the same live and on a replay.
 *
 * The assertions and reviews topics each have one partition, so each is ordered; what a replay
 * could change is how they interleave, and with it event ids and the effect of a review (a lock
 * before or after an extraction). The order is therefore defined by the records themselves: a merge
 * of the two logs by record time (assertion `extracted_at`, review `at`; on a tie the assertion
 * first; within a topic, offset order). Both producers stamp their own clock when they publish, so
 * this is also the order in which the records were made.
 *
 * The merger applies the head of one log only when it knows the other log holds nothing earlier:
 * either the other log's head is later, or the other log has been idle (nothing buffered, nothing
 * awaiting redelivery) for `orderingWindowMs` since its last record was settled, or, before it
 * delivered anything at all, for `startupWindowMs` since both subscriptions started. A replay reads
 * both logs from offset zero, so heads are nearly always present and the merge is exact; live, a
 * record waits at most a window when the other log just went quiet. The assumption, stated in the
 * README: a record becomes visible on its topic within the ordering window of the time it carries.
 */
export type StreamName = 'assertions' | 'reviews'

export interface Ordered<T> {
  stream: StreamName
  /** Record time in ms since the epoch (NaN sorts first, so an unparsable time is settled early and rejected). */
  time: number
  /** Position within the stream (offset) for ties. */
  position: bigint
  item: T
}

export interface InputMergerOptions {
  orderingWindowMs: number
  startupWindowMs: number
  now?: () => number
}

interface StreamState<T> {
  buffer: Array<Ordered<T>>
  delivered: boolean
  /** Time (ms) at which the stream's buffer last became empty, or when the merger started. */
  idleSince: number
  /** A retry was answered: the bus will hand the records again; nothing after them may overtake. */
  awaitingRedelivery: boolean
}

export class InputMerger<T> {
  private readonly streams: Record<StreamName, StreamState<T>>
  private readonly now: () => number
  private startedAt: number

  constructor(private readonly options: InputMergerOptions) {
    this.now = options.now ?? (() => performance.now())
    this.startedAt = this.now()
    const fresh = (): StreamState<T> => ({
      buffer: [],
      delivered: false,
      idleSince: this.startedAt,
      awaitingRedelivery: false,
    })
    this.streams = { assertions: fresh(), reviews: fresh() }
  }

  /** Restarts the startup window (call once both subscriptions are established). */
  markStarted(): void {
    this.startedAt = this.now()
    for (const s of Object.values(this.streams)) if (!s.delivered) s.idleSince = this.startedAt
  }

  offer(items: Array<Ordered<T>>): void {
    for (const item of items) {
      const stream = this.streams[item.stream]
      stream.buffer.push(item)
      stream.delivered = true
      stream.awaitingRedelivery = false
    }
  }

  buffered(stream: StreamName): number {
    return this.streams[stream].buffer.length
  }

  /** The other stream may hold nothing earlier than what is buffered here. */
  private quiet(name: StreamName, at: number): boolean {
    const s = this.streams[name]
    if (s.buffer.length > 0 || s.awaitingRedelivery) return false
    return (
      at - s.idleSince >=
      (s.delivered
        ? this.options.orderingWindowMs
        : Math.max(this.options.startupWindowMs, this.options.orderingWindowMs))
    )
  }

  /** When (ms, merger clock) a blocked head may become takeable, or null when nothing waits on time. */
  nextDeadline(): number | null {
    const a = this.streams.assertions
    const r = this.streams.reviews
    if (a.buffer.length > 0 === r.buffer.length > 0) return null
    const other = a.buffer.length > 0 ? r : a
    if (other.awaitingRedelivery) return null
    return (
      other.idleSince +
      (other.delivered
        ? this.options.orderingWindowMs
        : Math.max(this.options.startupWindowMs, this.options.orderingWindowMs))
    )
  }

  /** Takes up to `max` items in merge order, as far as the order is certain now. */
  take(max: number): Array<Ordered<T>> {
    const at = this.now()
    const a = this.streams.assertions.buffer
    const r = this.streams.reviews.buffer
    let ia = 0
    let ir = 0
    const out: Array<Ordered<T>> = []
    while (out.length < max) {
      const ha = a[ia]
      const hr = r[ir]
      if (ha && hr) {
        if (before(ha, hr)) {
          out.push(ha)
          ia++
        } else {
          out.push(hr)
          ir++
        }
      } else if (ha) {
        if (ir < r.length || !this.quiet('reviews', at)) break
        out.push(ha)
        ia++
      } else if (hr) {
        if (ia < a.length || !this.quiet('assertions', at)) break
        out.push(hr)
        ir++
      } else {
        break
      }
    }
    a.splice(0, ia)
    r.splice(0, ir)
    return out
  }

  /** The taken items of a stream are settled; when its buffer is empty it starts counting idle time. */
  settled(stream: StreamName): void {
    const s = this.streams[stream]
    if (s.buffer.length === 0) s.idleSince = this.now()
  }

  /** Records from here on will be handed again by the bus: drop them and hold the other stream back. */
  awaitRedelivery(stream: StreamName): Array<Ordered<T>> {
    const s = this.streams[stream]
    const dropped = s.buffer.splice(0)
    s.awaitingRedelivery = true
    return dropped
  }

  /** Everything buffered (stopping): the caller answers retry for them. */
  drain(): Array<Ordered<T>> {
    return [...this.streams.assertions.buffer.splice(0), ...this.streams.reviews.buffer.splice(0)]
  }
}

function before<T>(a: Ordered<T>, b: Ordered<T>): boolean {
  const ta = Number.isNaN(a.time) ? -Infinity : a.time
  const tb = Number.isNaN(b.time) ? -Infinity : b.time
  if (ta !== tb) return ta < tb
  if (a.stream !== b.stream) return a.stream === 'assertions'
  return a.position < b.position
}
