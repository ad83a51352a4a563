/**
 * A settlement whose receipt is late, resolved one way or the other within a bounded wait, so that a
 * client is charged if and only if it receives its response.
 *
 * Why: the facilitator sends `transferWithAuthorization` and waits for its receipt. When the receipt
 * was not seen in time (a slow block, an RPC error while polling) the gate used to answer "Settlement
 * failed" (not charged, says the spec) while the transaction was still in the mempool; it then landed
 * and the payer had paid for nothing, its retry rightly refused as already used.
 *
 * What happens instead (EVM, the in-process facilitator, which holds the sending key):
 *  1. the receipt is polled for `receiptWaitMs`; RPC errors count as "not seen yet";
 *  2. still unseen: the settlement is reported pending (audit), and the facilitator's transaction is
 *     replaced: a 0-value transfer to itself with the same nonce at a higher fee (a quarter more than
 *     the original's, at least the current estimate), re-sent with a further bump every 4 s while neither lands;
 *  3. for `cancelWaitMs` the chain is polled until one of these is a fact:
 *     - the original has a receipt: it landed (late). The library then checks its status and Transfer
 *       event as usual, and the response is delivered: charged, and served;
 *     - the account's mined nonce is past the original's and the original has no receipt: another
 *       transaction (our replacement) took the nonce, so the original can never be mined: cancelled;
 *     - the latest block's timestamp reached the authorisation's `validBefore`: the token refuses the
 *       transfer in every later block (FiatToken: "authorization is expired"), so no transfer can land:
 *       cancelled;
 *  4. none of these within the wait (the chain includes nothing at any fee, or cannot be asked):
 *     unresolved. The gate answers "Settlement failed" and keeps the audit row `pending`; the
 *     settlement watch (settlement-watcher.ts) goes on looking, through `trackLateSettlements`'
 *     resolver, from the state this wait left.
 *
 * The outcome travels to the gate on the settlement's watch (an AsyncLocalStorage scope the gate opens
 * around the settlement), because the library turns any throw of the receipt wait into
 * `settlement_pending`.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Hex } from 'viem'

export interface ReceiptTimings {
  /** How long the receipt is polled before the transaction is replaced. */
  receiptWaitMs: number
  /** How long after the replacement is sent the chain is watched for an answer. */
  cancelWaitMs: number
  /** Poll interval. */
  pollMs: number
}

/** Base makes a block every 2 s: 10 s is five blocks; the whole wait is bounded by 30 s. */
export const DEFAULT_RECEIPT_TIMINGS: ReceiptTimings = {
  receiptWaitMs: 10_000,
  cancelWaitMs: 20_000,
  pollMs: 250,
}

export type SettlementResolution =
  | { state: 'landed_late'; transaction: string }
  | { state: 'cancelled'; transaction: string; replacement: string; proof: 'nonce' | 'expiry' }
  | { state: 'unresolved'; transaction: string }

/** What the gate and the facilitator share about one settlement in progress. */
export interface SettlementWatch {
  /** The authorisation's end (unix seconds), when known: a transfer cannot land at or after it. */
  validBefore?: bigint
  /** Told once when the receipt is late and the settlement becomes pending. */
  onPending?: (transaction: string) => void
  resolution?: SettlementResolution
}

const watches = new AsyncLocalStorage<SettlementWatch>()

export function withSettlementWatch<T>(watch: SettlementWatch, call: () => Promise<T>): Promise<T> {
  return watches.run(watch, call)
}

export function currentSettlementWatch(): SettlementWatch | undefined {
  return watches.getStore()
}

/** Thrown to the library by the receipt wait when the original provably will not land, or when unknown. */
export class SettlementNotLanded extends Error {
  constructor(readonly resolution: SettlementResolution) {
    super(`settlement ${resolution.state}`)
    this.name = 'SettlementNotLanded'
  }
}

export interface SentTransaction {
  nonce: number
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  gasPrice?: bigint
}

/** The facilitator account's view of the chain the resolver needs (viem in production). */
export interface SettlementChain<R> {
  /** The receipt, or null when the node has none (yet). Throws on RPC failure. */
  receipt(hash: Hex): Promise<R | null>
  /** The transaction as the node knows it (pending or mined), or null. */
  transaction(hash: Hex): Promise<SentTransaction | null>
  /** Nonce of the facilitator account's next transaction, counting mined ones only. */
  minedNonce(): Promise<number>
  latestBlockTimestamp(): Promise<bigint>
  estimateFees(): Promise<
    { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint }
  >
  /** Sends a 0-value transfer to the facilitator itself with this nonce and fees. */
  sendReplacement(nonce: number, fees: Omit<SentTransaction, 'nonce'>): Promise<Hex>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const bump = (fee: bigint, floor: bigint | undefined) => {
  const raised = (fee * 5n) / 4n + 1n
  return floor !== undefined && floor > raised ? floor : raised
}

/** The next fees for a replacement: above both the last sent and the current estimate. */
export function replacementFees(
  last: Omit<SentTransaction, 'nonce'>,
  estimate: Awaited<ReturnType<SettlementChain<unknown>['estimateFees']>> | null,
): Omit<SentTransaction, 'nonce'> {
  if (last.maxFeePerGas !== undefined && last.maxPriorityFeePerGas !== undefined) {
    const est = estimate && 'maxFeePerGas' in estimate ? estimate : undefined
    const maxPriorityFeePerGas = bump(last.maxPriorityFeePerGas, est?.maxPriorityFeePerGas)
    const maxFeePerGas = bump(last.maxFeePerGas, est?.maxFeePerGas)
    return {
      maxPriorityFeePerGas,
      maxFeePerGas: maxFeePerGas < maxPriorityFeePerGas ? maxPriorityFeePerGas : maxFeePerGas,
    }
  }
  const est = estimate && 'gasPrice' in estimate ? estimate.gasPrice : undefined
  return { gasPrice: bump(last.gasPrice ?? 0n, est) }
}

const attempt = async <T>(call: () => Promise<T>): Promise<T | null> => {
  try {
    return await call()
  } catch {
    return null
  }
}

/** A receipt lookup that tells "the node has none" (null) from "the node did not answer" (failed). */
const lookup = async <R>(chain: SettlementChain<R>, hash: Hex): Promise<R | null | 'failed'> => {
  try {
    return await chain.receipt(hash)
  } catch {
    return 'failed'
  }
}

/**
 * What the facilitator knows of a late settlement when the watcher asks (settlement-watcher.ts):
 * `landed` (a successful receipt: the payer was charged), `cancelled` (it can never land, or landed
 * reverted: nothing moved), `unknown` (no definite answer yet; a replacement was sent if it could
 * be), `in_request` (a client is still waiting on it), `answered` (its request's wait resolved it).
 */
export type LateSettlementOutcome = 'landed' | 'cancelled' | 'unknown' | 'in_request' | 'answered'

/** The facilitator's side of the watch over settlements left pending. */
export interface LateSettlementResolver {
  /** One look at `transaction`; `validBefore` bounds its authorisation's end (unix seconds). */
  resolve(transaction: Hex, validBefore: bigint): Promise<LateSettlementOutcome>
}

/** What one look at the chain says about a late settlement. */
export type LateSettlementProbe<R> =
  | { state: 'landed'; receipt: R }
  | { state: 'cancelled'; proof: 'nonce' | 'expiry' }
  | { state: 'unknown' }

/** What the resolver carries from one look at a late settlement to the next. */
export interface LateSettlementState {
  /** The facilitator's transaction holding the settlement's nonce, with the fees last offered. */
  sent: SentTransaction | null
  /** The last replacement sent, if any. */
  replacement: string
  lastSendAt: number
}

export const freshLateSettlementState = (): LateSettlementState => ({
  sent: null,
  replacement: '',
  lastSendAt: -Infinity,
})

/**
 * One look at a late settlement: replaces it (same nonce, a higher fee) when the last replacement is
 * older than `resendEveryMs`, then asks the chain whether it landed or provably never will (see the
 * file comment). `validBefore`: a bound on the authorisation's end (unix seconds), when known.
 */
export async function probeLateSettlement<R>(
  chain: SettlementChain<R>,
  hash: Hex,
  state: LateSettlementState,
  validBefore: bigint | undefined,
  resendEveryMs: number,
): Promise<LateSettlementProbe<R>> {
  state.sent ??= await attempt(() => chain.transaction(hash))
  if (state.sent && Date.now() - state.lastSendAt >= resendEveryMs) {
    state.lastSendAt = Date.now()
    const sent = state.sent
    const fees = replacementFees(sent, await attempt(() => chain.estimateFees()))
    const hashOfReplacement = await attempt(() => chain.sendReplacement(sent.nonce, fees))
    // A refused send ("nonce too low", "underpriced") is answered by the checks below.
    if (hashOfReplacement) {
      state.replacement = hashOfReplacement
      state.sent = { nonce: sent.nonce, ...fees }
    }
  }
  // Order matters: the nonce is read before the receipt, so a receipt missing after a consumed
  // nonce means another transaction took it.
  // Only a definite "no receipt" proves anything; a failed lookup proves nothing.
  const mined = state.sent ? await attempt(() => chain.minedNonce()) : null
  const receipt = await lookup(chain, hash)
  if (receipt !== null && receipt !== 'failed') return { state: 'landed', receipt }
  if (receipt === null && state.sent && mined !== null && mined > state.sent.nonce)
    return { state: 'cancelled', proof: 'nonce' }
  if (receipt === null && validBefore !== undefined) {
    const latest = await attempt(() => chain.latestBlockTimestamp())
    if (latest !== null && latest >= validBefore) {
      // Read once more after the expiry was seen: a receipt from just before it still stands.
      const last = await lookup(chain, hash)
      if (last !== null && last !== 'failed') return { state: 'landed', receipt: last }
      if (last === null) return { state: 'cancelled', proof: 'expiry' }
    }
  }
  return { state: 'unknown' }
}

/**
 * The original's receipt once it landed; throws SettlementNotLanded when it provably will not land or
 * the wait ended without an answer. See the file comment. `state` is left as the last look saw it,
 * so a later watch (settlement-watcher.ts) goes on from there.
 */
export async function awaitReceiptOrCancel<R>(
  chain: SettlementChain<R>,
  hash: Hex,
  timings: ReceiptTimings,
  watch: SettlementWatch | undefined,
  state: LateSettlementState = freshLateSettlementState(),
): Promise<R> {
  const firstDeadline = Date.now() + timings.receiptWaitMs
  for (;;) {
    const receipt = await attempt(() => chain.receipt(hash))
    if (receipt) return receipt
    if (Date.now() >= firstDeadline) break
    await sleep(timings.pollMs)
  }
  watch?.onPending?.(hash)
  const deadline = Date.now() + timings.cancelWaitMs
  for (;;) {
    // Re-sent (with a further bump) while nothing lands, every 16 polls (4 s by default): a few
    // bumps, not a fee spiral.
    const probe = await probeLateSettlement(
      chain,
      hash,
      state,
      watch?.validBefore,
      timings.pollMs * 16,
    )
    if (probe.state === 'landed') {
      if (watch) watch.resolution = { state: 'landed_late', transaction: hash }
      return probe.receipt
    }
    const resolution: SettlementResolution | null =
      probe.state === 'cancelled'
        ? {
            state: 'cancelled',
            transaction: hash,
            replacement: state.replacement,
            proof: probe.proof,
          }
        : Date.now() >= deadline
          ? { state: 'unresolved', transaction: hash }
          : null
    if (resolution) {
      if (watch) watch.resolution = resolution
      throw new SettlementNotLanded(resolution)
    }
    await sleep(timings.pollMs)
  }
}

/** How many settlements' receipt waits are remembered for the watcher. */
const LATE_SETTLEMENTS_REMEMBERED = 10_000

/**
 * The receipt wait of every settlement one facilitator account sends, remembered by hash (where its
 * wait stands, and the replacement state), so that a settlement the wait left unresolved can be
 * looked at again later (`resolver`, settlement-watcher.ts) from where the wait stopped. Bounded:
 * the oldest are forgotten first; a forgotten one is looked at afresh, as after a restart.
 */
export function trackLateSettlements<R extends { status: string }>(
  chain: SettlementChain<R>,
  timings: ReceiptTimings,
): {
  wait(hash: Hex, watch: SettlementWatch | undefined): Promise<R>
  resolver: LateSettlementResolver
} {
  type Entry = { phase: 'in_request' | 'answered' | 'unresolved'; state: LateSettlementState }
  const late = new Map<string, Entry>()
  const remember = (hash: string, entry: Entry) => {
    late.delete(hash)
    if (late.size >= LATE_SETTLEMENTS_REMEMBERED) late.delete(late.keys().next().value!)
    late.set(hash, entry)
  }
  return {
    async wait(hash, watch) {
      const state = freshLateSettlementState()
      remember(hash, { phase: 'in_request', state })
      try {
        const receipt = await awaitReceiptOrCancel(chain, hash, timings, watch, state)
        remember(hash, { phase: 'answered', state })
        return receipt
      } catch (error) {
        const unresolved =
          !(error instanceof SettlementNotLanded) || error.resolution.state === 'unresolved'
        remember(hash, { phase: unresolved ? 'unresolved' : 'answered', state })
        throw error
      }
    },
    resolver: {
      async resolve(transaction, validBefore) {
        const known = late.get(transaction)
        if (known?.phase === 'in_request' || known?.phase === 'answered') return known.phase
        const state = known?.state ?? freshLateSettlementState()
        const probe = await probeLateSettlement(
          chain,
          transaction,
          state,
          validBefore,
          timings.pollMs * 16,
        )
        if (probe.state === 'unknown') {
          remember(transaction, { phase: 'unresolved', state })
          return 'unknown'
        }
        remember(transaction, { phase: 'answered', state })
        // A reverted receipt took the nonce and moved nothing.
        return probe.state === 'landed' && probe.receipt.status === 'success'
          ? 'landed'
          : 'cancelled'
      },
    },
  }
}
