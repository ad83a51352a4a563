/**
 * The catalysts stage: the shell around the pure core. It consumes the assertions and reviews
 * topics, puts their records into one total order (input-order.ts), decides each input with the
 * core, writes a batch's rows to ClickHouse, mirrors new events and merges onto their topics, and
 * only then answers the bus (at-least-once: the offsets are committed after the effects). A batch
 * runs as a list of named steps (batch-steps.ts: fence, recover, catch-up, issuers, decide, attest,
 * commit, freshness, mirror); this file feeds the steps and answers the bus from their result.
 *
 * - One pump applies inputs, so one sequencer assigns event ids; the state lives in memory (loaded
 *   from ClickHouse at start, sequencer seeded from the stored maxima) and changes only through
 *   committed decisions.
 * - A batch is atomic (batches.ts): its rows carry its number and a commit marker is written last.
 *   A retriable store failure undoes the batch's decisions in memory and answers `retry`; before
 *   the next write the rows the failed attempt left are deleted (or, when its marker did land, the
 *   state is reloaded from the store), so the bus hands the records again and they are decided
 *   against the committed state. A crash is the same case at the next start (loadState).
 * - A failure that will not pass by retrying (isRetriable: an unknown table, a statement
 *   ClickHouse rejects) halts the stage: its handlers throw that error, and the subscriptions,
 *   declared `onFatal: 'stop'`, stop at their first uncommitted record and log it. The stage is
 *   the sequencer, so dead-lettering an input would lose its events; the inputs wait for a fix
 *   and a restart instead.
 * - A redelivered input (same accession and content, same review id) is a duplicate: `drop`.
 * - An input the core rejects (invalid, or a review that no longer applies) is dead-lettered.
 * - Issuers (CIK -> name, tickers) come from the injected `lookupIssuer`, resolved before deciding;
 *   found issuers are cached for the stage's life, unknown ones asked again next time.
 */
import type { ExtractedAssertions, Review } from '../../schemas/avro/types.js'
import { topics } from '../../topology/topics.js'
import {
  deadLetter,
  drop,
  ok,
  retry,
  type Bus,
  type DeliveredRecord,
  type Outcome,
  type RetryPolicy,
  type Subscription,
} from '../shared/bus/types.js'
import { describeError, isRetriable } from '../shared/errors.js'
import type { Logger } from '../shared/logger.js'
import { localCommits } from '../shared/store/batched.js'
import type { Store } from '../shared/store/clickhouse.js'
import type { CatalystState, Decision } from './core.js'
import { InputMerger, type Ordered, type StreamName } from './input-order.js'
import {
  newSequencer,
  runBatch,
  startSequencer,
  type BatchContext,
  type InputRecord,
  type Sequencer,
} from './batch-steps.js'
import type { FencedError } from './fence.js'
import { batchesTable } from './tables.js'
import type { LookupIssuer } from './types.js'
import type { BatchAttestation } from './attestation.js'

export interface CatalystsStageOptions {
  /** Consumer groups are `${groupId}.assertions` and `${groupId}.reviews`. */
  groupId: string
  /** Most inputs decided and written as one batch. */
  maxBatchInputs: number
  /** See input-order.ts: how long one input log must be idle before the other overtakes it. */
  orderingWindowMs: number
  startupWindowMs: number
  /** Publish new events and merges onto their topics after the ClickHouse write. */
  mirrorToTopics: boolean
  retry: RetryPolicy
}

export const defaultStageOptions: CatalystsStageOptions = {
  groupId: 'catalysts',
  maxBatchInputs: 1000,
  orderingWindowMs: 1000,
  startupWindowMs: 3000,
  mirrorToTopics: true,
  retry: { initialMs: 200, maxMs: 30_000 },
}

export interface CatalystsStageDeps {
  store: Store
  bus: Bus
  logger: Logger
  lookupIssuer: LookupIssuer
  /**
   * Signs the batch's dated events and catalysts and gives each event its uid, inside the batch
   * (attestation.ts; the runtime wires services/attest), so none is served without its attestation.
   */
  attestation?: BatchAttestation
  options?: Partial<CatalystsStageOptions>
  /** Called once when a newer sequencer took over (fence.ts): this instance has stopped consuming; a process should exit. */
  onFenced?: (error: FencedError) => void
}

export interface CatalystsStage {
  start(): Promise<void>
  stop(): Promise<void>
}

/** An input's answer: its outcome, or the halt of the stage (the handler then throws `error`). */
type Answer = Outcome | { result: 'halted'; error: unknown }

interface Waiting {
  record: InputRecord
  resolve: (answer: Answer) => void
}

/** Everything the stage changes while it runs, in one place. */
interface StageState {
  /** What the batch steps keep between batches (batch-steps.ts). */
  sequencer: Sequencer
  /** The inputs of both topics, waiting for their turn in the one total order (input-order.ts). */
  merger: InputMerger<Waiting>
  subscriptions: Subscription[]
  /** Set by stop() and by the fence: the pump ends, new inputs are answered `retry`. */
  stopping: boolean
  /** A newer sequencer took over (fence.ts); null while this instance may commit. */
  fenced: FencedError | null
  /** The non-retriable failure that halted the stage (see the header); null while running. */
  halted: { error: unknown } | null
  /** The loop that takes batches from the merger, and how to wake it when inputs arrive. */
  pump: Promise<void> | null
  wake: (() => void) | null
}

export function createCatalystsStage(deps: CatalystsStageDeps): CatalystsStage & {
  readonly state: () => CatalystState | null
  readonly fenced: () => FencedError | null
} {
  const options = { ...defaultStageOptions, ...deps.options }
  const log = deps.logger.child({ component: 'catalysts' })
  const newMerger = () =>
    new InputMerger<Waiting>({
      orderingWindowMs: options.orderingWindowMs,
      startupWindowMs: options.startupWindowMs,
    })
  const ctx: BatchContext = {
    store: deps.store,
    bus: deps.bus,
    log,
    lookupIssuer: deps.lookupIssuer,
    attestation: deps.attestation,
    mirrorToTopics: options.mirrorToTopics,
    local: localCommits(deps.store, batchesTable),
  }
  const stage: StageState = {
    sequencer: newSequencer(),
    merger: newMerger(),
    subscriptions: [],
    stopping: false,
    fenced: null,
    halted: null,
    pump: null,
    wake: null,
  }
  const poke = () => {
    const w = stage.wake
    stage.wake = null
    w?.()
  }

  const timeOf = (record: InputRecord): number =>
    Date.parse('extracted_at' in record.value ? record.value.extracted_at : record.value.at)

  const offer =
    (stream: StreamName) =>
    async (records: InputRecord[]): Promise<Outcome[]> => {
      // Thrown to the bus, which stops this subscription at its first uncommitted record.
      if (stage.halted) throw stage.halted.error
      const promises: Array<Promise<Answer>> = []
      const items: Array<Ordered<Waiting>> = records.map((record) => {
        let resolve!: (a: Answer) => void
        promises.push(
          new Promise<Answer>((r) => {
            resolve = r
          }),
        )
        return {
          stream,
          time: timeOf(record),
          position: BigInt(record.offset),
          item: { record, resolve },
        }
      })
      if (stage.stopping) return records.map(() => retry('stage stopping'))
      stage.merger.offer(items)
      poke()
      const answers = await Promise.all(promises)
      const halt = answers.find((a) => a.result === 'halted')
      if (halt) throw halt.error
      return answers as Outcome[]
    }

  /** Runs one batch through the steps (batch-steps.ts), then answers each of its inputs. */
  async function applyBatch(batch: Array<Ordered<Waiting>>): Promise<void> {
    const outcome = await runBatch(
      ctx,
      stage.sequencer,
      batch.map(({ item }) => item.record),
    )
    if (outcome.result === 'fenced') return fence(outcome.error, batch)
    if (outcome.result === 'failed') {
      const { error, stored, step } = outcome
      if (!isRetriable(error)) return halt(error, batch)
      log.warn({ err: error, inputs: batch.length, stored, step }, 'batch not completed; retrying')
      const failed = new Set<StreamName>(batch.map((b) => b.stream))
      for (const { item } of batch) item.resolve(retry(describeError(error)))
      for (const stream of failed)
        for (const { item } of stage.merger.awaitRedelivery(stream))
          item.resolve(retry('an earlier record is being retried'))
      return
    }
    answer(batch, outcome.decisions)
  }

  /** Each input's answer from its decision: a duplicate is dropped, a rejected one dead-lettered. */
  function answer(batch: Array<Ordered<Waiting>>, decisions: readonly Decision[]): void {
    batch.forEach(({ item }, i) => {
      const d = decisions[i]!
      if (d.result === 'duplicate') item.resolve(drop('already processed'))
      else if (d.result === 'rejected') item.resolve(deadLetter(d.note))
      else item.resolve(ok())
    })
    log.debug(
      { inputs: batch.length, events: decisions.reduce((n, d) => n + d.events.length, 0) },
      'batch applied',
    )
  }

  /**
   * A failure retrying will not cure: acknowledge nothing of the batch nor of what waits behind it,
   * and make the handlers throw it, so the bus stops each subscription at its first uncommitted
   * record with one error line naming it (onFatal 'stop'). The batch's decisions were undone (or,
   * when stored, are duplicates on redelivery), so a restart after the fix resumes exactly there.
   */
  function halt(error: unknown, batch: Array<Ordered<Waiting>>): void {
    stage.halted = { error }
    const answer: Answer = { result: 'halted', error }
    for (const { item } of batch) item.resolve(answer)
    for (const { item } of stage.merger.drain()) item.resolve(answer)
  }

  /** A newer sequencer took over: commit nothing more, acknowledge nothing, stop consuming. */
  function fence(error: FencedError, batch: Array<Ordered<Waiting>>): void {
    stage.fenced = error
    stage.stopping = true
    ctx.local.head = null
    log.error(
      { epoch: error.epoch, newest: error.newest, inputs: batch.length },
      'fenced: a newer catalysts sequencer took over; this instance commits nothing more and stops consuming',
    )
    for (const { item } of batch) item.resolve(retry('sequencer fenced'))
    for (const { item } of stage.merger.drain()) item.resolve(retry('sequencer fenced'))
    // Without acknowledging: the group's offsets stay where the committed batches left them.
    void Promise.all(stage.subscriptions.map((s) => s.stop())).catch((err: unknown) =>
      log.warn({ err }, 'stopping the fenced subscriptions failed'),
    )
    deps.onFenced?.(error)
  }

  async function runPump(): Promise<void> {
    while (!stage.stopping) {
      const batch = stage.merger.take(options.maxBatchInputs)
      if (batch.length === 0) {
        const deadline = stage.merger.nextDeadline()
        await new Promise<void>((resolve) => {
          const timer =
            deadline === null
              ? null
              : setTimeout(
                  () => {
                    stage.wake = null
                    resolve()
                  },
                  Math.max(1, deadline - performance.now()),
                )
          stage.wake = () => {
            if (timer) clearTimeout(timer)
            resolve()
          }
        })
        continue
      }
      await applyBatch(batch)
      for (const stream of new Set(batch.map((b) => b.stream))) stage.merger.settled(stream)
    }
  }

  return {
    state: () => stage.sequencer.state,
    fenced: () => stage.fenced,
    async start() {
      stage.stopping = false
      stage.fenced = null
      stage.halted = null
      await startSequencer(ctx, stage.sequencer)
      const { state, epoch, committedBatch } = stage.sequencer
      log.info(
        {
          epoch,
          catalysts: state!.catalysts.size,
          nextEventId: state!.seq.nextEventId,
          processed: state!.processed.size,
          committedBatch,
        },
        'catalysts state loaded',
      )
      stage.merger = newMerger()
      stage.pump = runPump().catch((error) => log.error({ err: error }, 'catalysts pump failed'))
      // A sequencer must not dead-letter an input it failed on (its events would be lost): stop.
      const common = {
        retry: options.retry,
        maxBatchRecords: options.maxBatchInputs,
        onFatal: 'stop' as const,
      }
      stage.subscriptions = [
        await deps.bus.subscribe(topics.assertions, {
          ...common,
          groupId: `${options.groupId}.assertions`,
          handle: offer('assertions') as (
            r: DeliveredRecord<string, ExtractedAssertions>[],
          ) => Promise<Outcome[]>,
        }),
        await deps.bus.subscribe(topics.reviews, {
          ...common,
          groupId: `${options.groupId}.reviews`,
          handle: offer('reviews') as (r: DeliveredRecord<string, Review>[]) => Promise<Outcome[]>,
        }),
      ]
      stage.merger.markStarted()
      poke()
    },
    async stop() {
      stage.stopping = true
      poke()
      await stage.pump
      ctx.local.head = null
      // Whatever could not be ordered yet is handed again after a restart.
      for (const { item } of stage.merger.drain()) item.resolve(retry('stage stopping'))
      await Promise.all(stage.subscriptions.map((s) => s.stop()))
      for (const { item } of stage.merger.drain()) item.resolve(retry('stage stopping'))
      stage.subscriptions = []
      stage.pump = null
    },
  }
}
