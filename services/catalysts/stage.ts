/**
 * The catalysts stage: the shell around the pure core. It consumes the assertions and reviews
 * topics, puts their records into one total order (input-order.ts), decides each input with the
 * core, writes a batch's rows to ClickHouse, mirrors new events and merges onto their topics, and
 * only then answers the bus (at-least-once: the offsets are committed after the effects).
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
import type { CatalystMerge, ExtractedAssertions, Review } from '../../schemas/avro/types.js'
import { topics } from '../../topology/topics.js'
import { eventTypeRule } from '../../topology/event-types.js'
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
import { describeError, errorMessage, isRetriable } from '../shared/errors.js'
import type { Logger } from '../shared/logger.js'
import { localCommits, readHorizon } from '../shared/store/batched.js'
import type { Store } from '../shared/store/clickhouse.js'
import {
  commitDecision,
  decide,
  rejectInput,
  type CatalystState,
  type CoreInput,
  type Decision,
} from './core.js'
import { InputMerger, type Ordered, type StreamName } from './input-order.js'
import { batchId, removeUncommitted, seqOf } from './batches.js'
import { assertCurrent, claimEpoch, FencedError, takeOver } from './fence.js'
import {
  loadState,
  readEventsAfter,
  rowsOf,
  toCatalystEvent,
  writeBatch,
  writeLastUpdated,
  writeMirrored,
} from './persistence.js'
import { batchesTable } from './tables.js'
import type { EventRow, IssuerInfo, LookupIssuer } from './types.js'
import type { BatchAttestation } from './attestation.js'
import { eventLoopSlicer } from '../shared/event-loop.js'

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
  record: DeliveredRecord<string, ExtractedAssertions> | DeliveredRecord<string, Review>
  resolve: (answer: Answer) => void
}

export function createCatalystsStage(deps: CatalystsStageDeps): CatalystsStage & {
  readonly state: () => CatalystState | null
  readonly fenced: () => FencedError | null
} {
  const options = { ...defaultStageOptions, ...deps.options }
  const log = deps.logger.child({ component: 'catalysts' })
  const issuers = new Map<string, IssuerInfo>()
  let merger = new InputMerger<Waiting>({
    orderingWindowMs: options.orderingWindowMs,
    startupWindowMs: options.startupWindowMs,
  })
  let state: CatalystState | null = null
  let mirroredEventId = 0
  let storedEventId = 0
  /** The highest batch whose marker is stored; the next batch is this + 1. */
  let committedBatch = 0
  /** A write failed after it may have stored rows: clean up (or reload) before the next one. */
  let unclean = false
  /** This instance's fencing token (fence.ts), claimed at start; null once a newer one took over. */
  let epoch = 0
  let fenced: FencedError | null = null
  /** The non-retriable failure that halted the stage (see the header); null while running. */
  let halted: { error: unknown } | null = null
  let subscriptions: Subscription[] = []
  let stopping = false
  let pump: Promise<void> | null = null
  let wake: (() => void) | null = null
  const poke = () => {
    const w = wake
    wake = null
    w?.()
  }

  const timeOf = (record: Waiting['record']): number =>
    Date.parse('extracted_at' in record.value ? record.value.extracted_at : record.value.at)

  const offer =
    (stream: StreamName) =>
    async (records: Array<Waiting['record']>): Promise<Outcome[]> => {
      // Thrown to the bus, which stops this subscription at its first uncommitted record.
      if (halted) throw halted.error
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
      if (stopping) return records.map(() => retry('stage stopping'))
      merger.offer(items)
      poke()
      const answers = await Promise.all(promises)
      const halt = answers.find((a) => a.result === 'halted')
      if (halt) throw halt.error
      return answers as Outcome[]
    }

  async function resolveIssuers(batch: Array<Ordered<Waiting>>): Promise<void> {
    for (const { item } of batch) {
      if (!('assertions' in item.record.value)) continue
      const cik = item.record.value.cik
      if (issuers.has(cik)) continue
      const found = await deps.lookupIssuer(cik)
      if (found) issuers.set(cik, found)
    }
  }

  function inputOf(item: Waiting): CoreInput {
    const value = item.record.value
    if ('assertions' in value)
      return {
        kind: 'assertions',
        record: value,
        issuers: new Map([[value.cik, issuers.get(value.cik) ?? null]]),
      }
    return { kind: 'review', review: value }
  }

  /**
   * Mirrors stored events onto the events topic, and each retracted / restored event as a merge /
   * unmerge onto the merges topic (so one catch-up path covers both topics after a failure).
   */
  async function publishEvents(events: EventRow[]): Promise<void> {
    if (events.length === 0) return
    await deps.bus.publish(
      topics.events,
      events.map((e) => ({ key: e.catalyst_id, value: toCatalystEvent(e) })),
    )
    const notices: CatalystMerge[] = []
    for (const e of events) {
      const liveness = eventTypeRule(e.event_type).liveness
      if (liveness === null) continue
      const merge = state?.merges.get(e.catalyst_id)
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
      await deps.bus.publish(
        topics.merges,
        notices.map((n) => ({ key: n.loser_catalyst_id, value: n })),
      )
    mirroredEventId = events[events.length - 1]!.event_id
    await writeMirrored(deps.store, mirroredEventId)
  }

  /** Publishes stored events the topics have not seen yet: after a restart or a failed publish. */
  async function catchUpMirror(): Promise<void> {
    if (!options.mirrorToTopics) return
    while (mirroredEventId < storedEventId) {
      const events = await readEventsAfter(deps.store, mirroredEventId, 5000)
      if (events.length === 0) {
        mirroredEventId = storedEventId
        break
      }
      await publishEvents(events)
    }
  }

  /** Tells readers in this process the committed head (null: ask the store). */
  const local = localCommits(deps.store, batchesTable)

  /** Takes the chain over under this instance's epoch, then loads the state at its head. */
  async function takeOverAndLoad(): Promise<void> {
    const took = await takeOver(deps.store, epoch)
    if (took.lost > 0 || took.removed > 0)
      log.info(
        { epoch, lost: took.lost, removed: took.removed },
        'took the sequence over from an earlier instance',
      )
    await load()
  }

  async function load(): Promise<void> {
    const loaded = await loadState(deps.store)
    state = loaded.state
    mirroredEventId = loaded.mirroredEventId
    storedEventId = state.seq.nextEventId - 1
    committedBatch = loaded.committedBatch
    unclean = false
    local.head = committedBatch
  }

  /** After a failed write: delete what it left, or reload when its marker landed after all. */
  async function recover(): Promise<void> {
    await assertCurrent(deps.store, epoch)
    const horizon = await readHorizon(deps.store, batchesTable)
    if (horizon !== committedBatch) {
      log.warn(
        { horizon, committedBatch },
        'a batch reported as failed was committed; reloading the state',
      )
      await load()
      return
    }
    const removed = await removeUncommitted(deps.store, epoch)
    if (removed > 0) log.info({ removed, horizon }, 'removed the rows of an uncommitted batch')
    unclean = false
    local.head = committedBatch
  }

  async function applyBatch(batch: Array<Ordered<Waiting>>): Promise<void> {
    const decisions: Decision[] = []
    const undos: Array<() => void> = []
    let failure: unknown = null
    let stored = false
    try {
      // The fence check before anything of the batch reaches the store or the topics: once a newer
      // instance took over, this one commits nothing (its marker could win at most the position
      // the newer one's takeover raced for, which fence.ts rules out after this check).
      await assertCurrent(deps.store, epoch)
      if (unclean) await recover()
      const current = state!
      await catchUpMirror()
      await resolveIssuers(batch)
      // A stranger's filing may carry a hundred assertions: the event loop (the API's, in the
      // embedded process) is let go between inputs once a run of them has held it for a slice.
      const pause = eventLoopSlicer()
      for (const { item } of batch) {
        await pause()
        const input = inputOf(item)
        let decision: Decision
        try {
          decision = decide(current, input)
        } catch (error) {
          // A defect in the core must not stall the stream: the input is dead-lettered with the reason.
          log.error(
            { err: error, topic: item.record.topic, offset: item.record.offset },
            'core failed on an input',
          )
          decision = rejectInput(current, input, `core failure: ${errorMessage(error)}`)
        }
        undos.push(commitDecision(current, decision))
        decisions.push(decision)
      }
      const rows = rowsOf(decisions)
      if (deps.attestation) rows.attestations = await deps.attestation.sign(rows)
      const created = new Set(decisions.flatMap((d) => d.events.map((e) => e.event_id)))
      unclean = true
      const seq = seqOf(committedBatch) + 1
      const id = batchId(epoch, seq)
      if (
        !(await writeBatch(
          deps.store,
          rows,
          {
            batch: id,
            seq,
            epoch,
            inputs: batch.length,
            newEventIds: [...created],
          },
          deps.attestation,
        ))
      ) {
        // Another instance's marker holds the position: fenced when it is newer, else reload and redo.
        await assertCurrent(deps.store, epoch)
        throw new Error(`batch position ${seq} was committed by another sequencer`)
      }
      committedBatch = id
      unclean = false
      stored = true
      await writeLastUpdated(deps.store, rows).catch((error: unknown) =>
        log.warn({ err: error }, 'freshness not written; the next batch writes it'),
      )
      const fresh = rows.events.filter((e) => created.has(e.event_id))
      if (fresh.length > 0)
        storedEventId = Math.max(storedEventId, fresh[fresh.length - 1]!.event_id)
      // After the ClickHouse write: the topics never carry an event the tables do not hold.
      if (options.mirrorToTopics)
        await publishEvents(fresh.filter((e) => e.deleted === 0 && e.event_id > mirroredEventId))
    } catch (error) {
      failure = error
      if (error instanceof FencedError) {
        fence(error, batch)
        return
      }
      // Until the failed write is known committed or cleaned up (recover), readers in this process
      // ask the store: a marker INSERT that reported a failure may have landed.
      if (unclean) local.head = null
      // Stored but not mirrored keeps the decisions: the redelivered inputs are duplicates by then,
      // and the catch-up publishes what the topics missed.
      if (!stored) for (const undo of undos.reverse()) undo()
    }
    if (failure !== null) {
      if (!isRetriable(failure)) {
        halt(failure, batch)
        return
      }
      log.warn({ err: failure, inputs: batch.length, stored }, 'batch not completed; retrying')
      const failed = new Set<StreamName>(batch.map((b) => b.stream))
      for (const { item } of batch) item.resolve(retry(describeError(failure)))
      for (const stream of failed)
        for (const { item } of merger.awaitRedelivery(stream))
          item.resolve(retry('an earlier record is being retried'))
      return
    }
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
    halted = { error }
    const answer: Answer = { result: 'halted', error }
    for (const { item } of batch) item.resolve(answer)
    for (const { item } of merger.drain()) item.resolve(answer)
  }

  /** A newer sequencer took over: commit nothing more, acknowledge nothing, stop consuming. */
  function fence(error: FencedError, batch: Array<Ordered<Waiting>>): void {
    fenced = error
    stopping = true
    local.head = null
    log.error(
      { epoch: error.epoch, newest: error.newest, inputs: batch.length },
      'fenced: a newer catalysts sequencer took over; this instance commits nothing more and stops consuming',
    )
    for (const { item } of batch) item.resolve(retry('sequencer fenced'))
    for (const { item } of merger.drain()) item.resolve(retry('sequencer fenced'))
    // Without acknowledging: the group's offsets stay where the committed batches left them.
    void Promise.all(subscriptions.map((s) => s.stop())).catch((err: unknown) =>
      log.warn({ err }, 'stopping the fenced subscriptions failed'),
    )
    deps.onFenced?.(error)
  }

  async function runPump(): Promise<void> {
    while (!stopping) {
      const batch = merger.take(options.maxBatchInputs)
      if (batch.length === 0) {
        const deadline = merger.nextDeadline()
        await new Promise<void>((resolve) => {
          const timer =
            deadline === null
              ? null
              : setTimeout(
                  () => {
                    wake = null
                    resolve()
                  },
                  Math.max(1, deadline - performance.now()),
                )
          wake = () => {
            if (timer) clearTimeout(timer)
            resolve()
          }
        })
        continue
      }
      await applyBatch(batch)
      for (const stream of new Set(batch.map((b) => b.stream))) merger.settled(stream)
    }
  }

  return {
    state: () => state,
    fenced: () => fenced,
    async start() {
      stopping = false
      fenced = null
      halted = null
      epoch = await claimEpoch(deps.store)
      await takeOverAndLoad()
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
      merger = new InputMerger<Waiting>({
        orderingWindowMs: options.orderingWindowMs,
        startupWindowMs: options.startupWindowMs,
      })
      pump = runPump().catch((error) => log.error({ err: error }, 'catalysts pump failed'))
      // A sequencer must not dead-letter an input it failed on (its events would be lost): stop.
      const common = {
        retry: options.retry,
        maxBatchRecords: options.maxBatchInputs,
        onFatal: 'stop' as const,
      }
      subscriptions = [
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
      merger.markStarted()
      poke()
    },
    async stop() {
      stopping = true
      poke()
      await pump
      local.head = null
      // Whatever could not be ordered yet is handed again after a restart.
      for (const { item } of merger.drain()) item.resolve(retry('stage stopping'))
      await Promise.all(subscriptions.map((s) => s.stop()))
      for (const { item } of merger.drain()) item.resolve(retry('stage stopping'))
      subscriptions = []
      pump = null
    },
  }
}
