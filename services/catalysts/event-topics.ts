/**
 * The catalysts stage's outputs on the bus: each stored event on the events topic, and each
 * retracted / restored event as a merge / unmerge notice on the merges topic (so one catch-up path
 * covers both topics after a failure). Always after the ClickHouse write: the topics never carry an
 * event the tables do not hold. At least once: what a failed publish missed is published again
 * from the table (`catchUpMirror`), and consumers key by event id.
 */
import type { CatalystMerge } from '../../schemas/avro/types.js'
import { eventTypeRule } from '../../topology/event-types.js'
import { topics } from '../../topology/topics.js'
import type { Bus } from '../shared/bus/types.js'
import type { Store } from '../shared/store/clickhouse.js'
import type { CatalystState } from './core.js'
import { readEventsAfter, toCatalystEvent, writeMirrored } from './persistence.js'
import type { EventRow } from './types.js'

/** The part of the sequencer (batch-steps.ts) the mirror reads and advances. */
export interface MirrorPosition {
  state: CatalystState | null
  storedEventId: number
  mirroredEventId: number
}

/** Publishes stored events and their merge notices, then records how far the topics got. */
export async function publishEvents(
  edges: { store: Store; bus: Bus },
  position: MirrorPosition,
  events: EventRow[],
): Promise<void> {
  if (events.length === 0) return
  await edges.bus.publish(
    topics.events,
    events.map((e) => ({ key: e.catalyst_id, value: toCatalystEvent(e) })),
  )
  const notices: CatalystMerge[] = []
  for (const e of events) {
    const liveness = eventTypeRule(e.event_type).liveness
    if (liveness === null) continue
    const merge = position.state?.merges.get(e.catalyst_id)
    const survivor = liveness === 'retracts' ? e.merged_into : merge?.survivor_catalyst_id
    if (survivor === null || survivor === undefined) continue
    notices.push({
      loser_catalyst_id: e.catalyst_id,
      survivor_catalyst_id: survivor,
      action: liveness === 'retracts' ? 'merge' : 'unmerge',
      reason: liveness === 'retracts' ? (merge?.reason ?? 'operator') : 'operator',
      at: toCatalystEvent(e).detected_at,
    })
  }
  if (notices.length > 0)
    await edges.bus.publish(
      topics.merges,
      notices.map((n) => ({ key: n.loser_catalyst_id, value: n })),
    )
  position.mirroredEventId = events[events.length - 1]!.event_id
  await writeMirrored(edges.store, position.mirroredEventId)
}

/** Publishes stored events the topics have not seen yet: after a restart or a failed publish. */
export async function catchUpMirror(
  edges: { store: Store; bus: Bus },
  position: MirrorPosition,
): Promise<void> {
  while (position.mirroredEventId < position.storedEventId) {
    const events = await readEventsAfter(edges.store, position.mirroredEventId, 5000)
    if (events.length === 0) {
      position.mirroredEventId = position.storedEventId
      break
    }
    await publishEvents(edges, position, events)
  }
}
