/**
 * The fenced single sequencer (schemas/clickhouse/0340_catalysts_sequencer_fence.sql): exactly one
 * stage instance commits batches at any moment, enforced by the store, not by a replica count.
 *
 * - **Epoch (fencing token).** At start an instance claims the next epoch in `catalyst_sequencers`
 *   with an INSERT whose deduplication token names the number, then reads back which writer holds
 *   it (two instances claiming one number: the first INSERT wins, the other claims the next). The
 *   newest epoch is the only writer allowed; a new instance always takes over (no lease to wait
 *   out: with `Recreate` there is normally one, and an old one that is still alive is fenced).
 * - **Every commit is a compare-and-set at the ClickHouse write.** A batch's rows carry the id
 *   epoch * 2^32 + position and its marker is inserted with the position's deduplication token
 *   (batches.ts `writeMarker`): the first marker of a position wins, a later one is dropped and
 *   its writer sees it lost. Readers only see rows whose id a marker names.
 * - **Takeover.** After claiming, the instance commits an empty marker at the position after the
 *   head it read, retrying one position higher while an older instance's in-flight batch wins. Once
 *   its marker holds a position, no older instance can commit again: its next position is taken and
 *   every later batch of its checks the newest epoch first (`assertCurrent`, below) and refuses. It
 *   then deletes the rows no marker will ever name and loads the state at the head.
 * - **A zombie** (paused mid-batch, resumed after the takeover): either its marker loses the
 *   position (dropped: nothing of its batch is visible), or the check before its next batch refuses;
 *   it logs that it was fenced and stops consuming without acknowledging its inputs.
 *
 * Store requirement: an INSERT is visible to every later query once it returned, and
 * deduplication by token is atomic (true of one ClickHouse server and of chDB; on a replicated
 * cluster use ReplicatedMergeTree, whose deduplication goes through Keeper, with insert_quorum).
 */
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { Store } from '../shared/store/clickhouse.js'
import { batchesTable } from './tables.js'
import { batchId, markerAt, removeUncommitted, seqOf, writeMarker } from './batches.js'
import { readHorizon } from '../shared/store/batched.js'
import type { SequencerRow } from './tables.js'

/** A newer sequencer took over: this instance must not commit anything again. */
export class FencedError extends Error {
  constructor(
    readonly epoch: number,
    readonly newest: number,
  ) {
    super(`sequencer epoch ${epoch} is fenced: epoch ${newest} took over`)
    this.name = 'FencedError'
  }
}

export async function newestEpoch(store: Store): Promise<number> {
  const [row] = await store.query<{ epoch: number | null }>(
    'SELECT max(epoch) AS epoch FROM {db:Identifier}.catalyst_sequencers',
  )
  return Number(row?.epoch ?? 0)
}

/** Claims the next epoch; returns it (every earlier epoch is fenced from now on). */
export async function claimEpoch(
  store: Store,
  writer = `${hostname()}:${process.pid}:${randomUUID()}`,
): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const epoch = (await newestEpoch(store)) + 1
    const claim: SequencerRow = { epoch, writer, claimed_at: new Date().toISOString() }
    await store.insert('catalyst_sequencers', [claim], {
      deduplicationToken: `catalysts-epoch-${epoch}`,
    })
    const [holder] = await store.query<{ writer: string }>(
      'SELECT writer FROM {db:Identifier}.catalyst_sequencers WHERE epoch = {epoch:UInt64} LIMIT 1',
      { epoch },
    )
    if (holder?.writer === writer) return epoch
  }
  throw new Error('could not claim a sequencer epoch in 100 attempts')
}

/** Throws FencedError when a newer epoch than `epoch` was claimed. */
export async function assertCurrent(store: Store, epoch: number): Promise<void> {
  const newest = await newestEpoch(store)
  if (newest > epoch) throw new FencedError(epoch, newest)
}

/**
 * Makes `epoch` the writer of the chain: commits an empty marker at the position after the head
 * (retried higher while an older instance's in-flight batch takes it), then deletes the rows of
 * batches that never committed. Returns the head (the takeover marker's id) and the rows removed.
 */
export async function takeOver(
  store: Store,
  epoch: number,
): Promise<{ head: number; lost: number; removed: number }> {
  let lost = 0
  for (;;) {
    await assertCurrent(store, epoch)
    const head = await readHorizon(store, batchesTable)
    const seq = seqOf(head) + 1
    const batch = batchId(epoch, seq)
    if (
      await writeMarker(store, {
        batch,
        seq,
        epoch,
        inputs: 0,
        events: 0,
        last_event_id: 0,
        committed_at: new Date().toISOString(),
      })
    ) {
      return { head: batch, lost, removed: await removeUncommitted(store, epoch) }
    }
    lost++
    if ((await markerAt(store, seq)) === null)
      throw new Error(`position ${seq} has no marker after a lost takeover`)
  }
}
