/**
 * One batch of the catalysts stage, as a list of named steps run in order (service.ts is the shell
 * that feeds them and answers the bus):
 *
 *   fence -> recover -> catch-up -> issuers -> decide -> attest -> commit -> freshness -> mirror
 *
 * Everything the steps keep between batches is one record, `Sequencer`; what one batch carries from
 * step to step is another, `BatchRun`. A step that throws ends the batch: `runBatch` then undoes the
 * batch's decisions in memory (unless its commit marker was stored) and says which step failed; the
 * shell decides between retrying, halting and standing down (a `FencedError`).
 *
 * The store's side of each step is in its own file: the fence and the takeover in fence.ts, batch
 * ids and the clean-up of an uncommitted batch in batches.ts, the rows and their writes in
 * persistence.ts, the topics in event-topics.ts; this file is the order they run in.
 */
import type { ExtractedAssertions, Review } from '../../schemas/avro/types.js'
import type { Bus, DeliveredRecord } from '../shared/bus/types.js'
import { errorMessage } from '../shared/errors.js'
import type { Logger } from '../shared/logger.js'
import { readHorizon, type LocalCommits } from '../shared/store/batched.js'
import type { Store } from '../shared/store/clickhouse.js'
import type { BatchAttestation } from './attestation.js'
import { batchId, removeUncommitted, seqOf } from './batches.js'
import {
  commitDecision,
  decide,
  rejectInput,
  type CatalystState,
  type CoreInput,
  type Decision,
} from './core.js'
import { catchUpMirror, publishEvents } from './event-topics.js'
import { assertCurrent, claimEpoch, FencedError, takeOver } from './fence.js'
import { loadState, rowsOf, writeBatch, writeLastUpdated, type BatchRows } from './persistence.js'
import { batchesTable } from './tables.js'
import type { EventRow, IssuerInfo, LookupIssuer } from './types.js'

/** An input as the stage consumes it: an extraction or an operator's review. */
export type InputRecord =
  DeliveredRecord<string, ExtractedAssertions> | DeliveredRecord<string, Review>

/** What the steps are given: the stage's edges and settings, fixed for its life. */
export interface BatchContext {
  store: Store
  bus: Bus
  log: Logger
  lookupIssuer: LookupIssuer
  attestation: BatchAttestation | undefined
  mirrorToTopics: boolean
  /** Tells readers in this process the committed head (null: ask the store). */
  local: LocalCommits
}

/** The sequencer's state between batches: the one mutable record the steps read and write. */
export interface Sequencer {
  /** The core's state as of the last committed batch (null before start). */
  state: CatalystState | null
  /** This instance's fencing token (fence.ts), claimed at start. */
  epoch: number
  /** The highest batch whose marker is stored; the next batch is this + 1. */
  committedBatch: number
  /** A write failed after it may have stored rows: clean up (or reload) before the next one. */
  unclean: boolean
  /** The highest event id stored, and the highest published on the events topic. */
  storedEventId: number
  mirroredEventId: number
  /** Issuers found so far (CIK -> name, tickers), kept for the stage's life; unknown ones are asked again. */
  issuers: Map<string, IssuerInfo>
}

export function newSequencer(): Sequencer {
  return {
    state: null,
    epoch: 0,
    committedBatch: 0,
    unclean: false,
    storedEventId: 0,
    mirroredEventId: 0,
    issuers: new Map(),
  }
}

/** What one batch carries from step to step. */
interface BatchRun {
  readonly inputs: readonly InputRecord[]
  /** One per input, in input order. */
  decisions: Decision[]
  /** Undo each committed decision in memory, in reverse order, when the batch is not stored. */
  undos: Array<() => void>
  rows: BatchRows | null
  /** Ids of the events this batch creates (the rows also hold rewrites of older events). */
  created: Set<number>
  /** The commit marker is stored: the batch's decisions stand whatever fails after. */
  stored: boolean
}

type BatchStep = (ctx: BatchContext, sequencer: Sequencer, run: BatchRun) => Promise<void>

/** Claims an epoch, takes the chain over under it, then loads the state at its head. */
export async function startSequencer(ctx: BatchContext, sequencer: Sequencer): Promise<void> {
  sequencer.epoch = await claimEpoch(ctx.store)
  const took = await takeOver(ctx.store, sequencer.epoch)
  if (took.lost > 0 || took.removed > 0)
    ctx.log.info(
      { epoch: sequencer.epoch, lost: took.lost, removed: took.removed },
      'took the sequence over from an earlier instance',
    )
  await load(ctx, sequencer)
}

async function load(ctx: BatchContext, sequencer: Sequencer): Promise<void> {
  const loaded = await loadState(ctx.store)
  sequencer.state = loaded.state
  sequencer.mirroredEventId = loaded.mirroredEventId
  sequencer.storedEventId = loaded.state.seq.nextEventId - 1
  sequencer.committedBatch = loaded.committedBatch
  sequencer.unclean = false
  ctx.local.head = sequencer.committedBatch
}

/**
 * fence: before anything of the batch reaches the store or the topics. Once a newer instance took
 * over, this one commits nothing (its marker could win at most the position the newer one's
 * takeover raced for, which fence.ts rules out after this check).
 */
const checkFence: BatchStep = (ctx, sequencer) => assertCurrent(ctx.store, sequencer.epoch)

/** recover: after a failed write, delete what it left, or reload when its marker landed after all. */
const recover: BatchStep = async (ctx, sequencer) => {
  if (!sequencer.unclean) return
  await assertCurrent(ctx.store, sequencer.epoch)
  const horizon = await readHorizon(ctx.store, batchesTable)
  if (horizon !== sequencer.committedBatch) {
    ctx.log.warn(
      { horizon, committedBatch: sequencer.committedBatch },
      'a batch reported as failed was committed; reloading the state',
    )
    await load(ctx, sequencer)
    return
  }
  const removed = await removeUncommitted(ctx.store, sequencer.epoch)
  if (removed > 0) ctx.log.info({ removed, horizon }, 'removed the rows of an uncommitted batch')
  sequencer.unclean = false
  ctx.local.head = sequencer.committedBatch
}

/** catch-up: publish the stored events the topics have not seen (after a restart or a failed publish). */
const catchUp: BatchStep = async (ctx, sequencer) => {
  if (ctx.mirrorToTopics) await catchUpMirror(ctx, sequencer)
}

/** issuers: resolve each new filer before deciding; found ones are cached, unknown ones asked again. */
const resolveIssuers: BatchStep = async (ctx, sequencer, run) => {
  for (const record of run.inputs) {
    if (!('assertions' in record.value)) continue
    const cik = record.value.cik
    if (sequencer.issuers.has(cik)) continue
    const found = await ctx.lookupIssuer(cik)
    if (found) sequencer.issuers.set(cik, found)
  }
}

function inputOf(record: InputRecord, issuers: ReadonlyMap<string, IssuerInfo>): CoreInput {
  const value = record.value
  if ('assertions' in value)
    return {
      kind: 'assertions',
      record: value,
      issuers: new Map([[value.cik, issuers.get(value.cik) ?? null]]),
    }
  return { kind: 'review', review: value }
}

/** decide: each input against the state the previous ones left (the pure core), then the rows. */
const decideInputs: BatchStep = (ctx, sequencer, run) => {
  const current = sequencer.state!
  for (const record of run.inputs) {
    const input = inputOf(record, sequencer.issuers)
    let decision: Decision
    try {
      decision = decide(current, input)
    } catch (error) {
      // A defect in the core must not stall the stream: the input is dead-lettered with the reason.
      ctx.log.error(
        { err: error, topic: record.topic, offset: record.offset },
        'core failed on an input',
      )
      decision = rejectInput(current, input, `core failure: ${errorMessage(error)}`)
    }
    run.undos.push(commitDecision(current, decision))
    run.decisions.push(decision)
  }
  run.rows = rowsOf(run.decisions)
  run.created = new Set(run.decisions.flatMap((d) => d.events.map((e) => e.event_id)))
  return Promise.resolve()
}

/** attest: sign what the batch is about to make visible, stored inside the batch (attestation.ts). */
const attest: BatchStep = async (ctx, _sequencer, run) => {
  if (ctx.attestation) run.rows!.attestations = await ctx.attestation.sign(run.rows!)
}

/** commit: the batch's rows tagged with its id, then its marker, a compare-and-set on its position. */
const commit: BatchStep = async (ctx, sequencer, run) => {
  const rows = run.rows!
  sequencer.unclean = true
  const seq = seqOf(sequencer.committedBatch) + 1
  const id = batchId(sequencer.epoch, seq)
  const won = await writeBatch(
    ctx.store,
    rows,
    {
      batch: id,
      seq,
      epoch: sequencer.epoch,
      inputs: run.inputs.length,
      newEventIds: [...run.created],
    },
    ctx.attestation,
  )
  if (!won) {
    // Another instance's marker holds the position: fenced when it is newer, else reload and redo.
    await assertCurrent(ctx.store, sequencer.epoch)
    throw new Error(`batch position ${seq} was committed by another sequencer`)
  }
  sequencer.committedBatch = id
  sequencer.unclean = false
  run.stored = true
}

/** freshness: when each catalyst last changed; best effort, the next batch writes it again. */
const freshness: BatchStep = async (ctx, _sequencer, run) => {
  await writeLastUpdated(ctx.store, run.rows!).catch((error: unknown) =>
    ctx.log.warn({ err: error }, 'freshness not written; the next batch writes it'),
  )
}

/** mirror: the batch's new events onto the topics, after the ClickHouse write, never before. */
const mirror: BatchStep = async (ctx, sequencer, run) => {
  const fresh: EventRow[] = run.rows!.events.filter((e) => run.created.has(e.event_id))
  if (fresh.length > 0)
    sequencer.storedEventId = Math.max(sequencer.storedEventId, fresh[fresh.length - 1]!.event_id)
  // The topics never carry an event the tables do not hold.
  if (ctx.mirrorToTopics)
    await publishEvents(
      ctx,
      sequencer,
      fresh.filter((e) => e.deleted === 0 && e.event_id > sequencer.mirroredEventId),
    )
}

/** The steps of a batch, in the order they run. */
export const batchSteps: ReadonlyArray<readonly [name: string, step: BatchStep]> = [
  ['fence', checkFence],
  ['recover', recover],
  ['catch-up', catchUp],
  ['issuers', resolveIssuers],
  ['decide', decideInputs],
  ['attest', attest],
  ['commit', commit],
  ['freshness', freshness],
  ['mirror', mirror],
]

export type BatchResult =
  /** Every step ran: one decision per input, in input order. */
  | { result: 'applied'; decisions: readonly Decision[] }
  /** A newer sequencer took over: nothing more may be committed (the decisions are not undone). */
  | { result: 'fenced'; error: FencedError }
  /** A step failed; unless the batch was stored, its decisions were undone in memory. */
  | { result: 'failed'; step: string; error: unknown; stored: boolean }

/** Runs the steps over one batch of inputs, in order; the first that throws ends the batch. */
export async function runBatch(
  ctx: BatchContext,
  sequencer: Sequencer,
  inputs: readonly InputRecord[],
): Promise<BatchResult> {
  const run: BatchRun = {
    inputs,
    decisions: [],
    undos: [],
    rows: null,
    created: new Set(),
    stored: false,
  }
  let current = batchSteps[0]![0]
  try {
    for (const [name, step] of batchSteps) {
      current = name
      await step(ctx, sequencer, run)
    }
  } catch (error) {
    if (error instanceof FencedError) return { result: 'fenced', error }
    // Until the failed write is known committed or cleaned up (recover), readers in this process
    // ask the store: a marker INSERT that reported a failure may have landed.
    if (sequencer.unclean) ctx.local.head = null
    // Stored but not mirrored keeps the decisions: the redelivered inputs are duplicates by then,
    // and the catch-up publishes what the topics missed.
    if (!run.stored) for (const undo of run.undos.reverse()) undo()
    return { result: 'failed', step: current, error, stored: run.stored }
  }
  return { result: 'applied', decisions: run.decisions }
}
