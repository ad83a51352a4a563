/**
 * The Solana side of a late settlement (see late-receipt.ts for the EVM side and the why).
 *
 * A Solana transaction names a recent blockhash and can only be included while that blockhash is
 * valid (about 150 blocks, 60 to 90 s). So a settlement whose confirmation is late needs no
 * replacement: it is watched until either
 *  - its status is confirmed: it landed (late); an on-chain error is thrown as the library's
 *    TransactionOnchainFailureError (nothing moved);
 *  - the node answers that the blockhash is no longer valid, and then still knows no status for the
 *    signature (history searched): the transaction can never be included: cancelled (by expiry);
 *  - the wait ends first (the blockhash outlives it, or the node does not answer): unresolved.
 * Only definite answers decide; a failed RPC call decides nothing.
 */
import { TransactionOnchainFailureError } from '@x402/svm'
import {
  SettlementNotLanded,
  type SettlementResolution,
  type SettlementWatch,
} from './late-receipt.js'

export interface SolanaTimings {
  /** How long the status is polled before the settlement is reported pending. */
  receiptWaitMs: number
  /** The whole wait, from the send: past a blockhash's lifetime, so expiry is normally seen. */
  expiryWaitMs: number
  pollMs: number
}

/** A blockhash lives ~150 blocks (60-90 s at 400-600 ms a block); 120 s sees it expire. */
export const DEFAULT_SOLANA_TIMINGS: SolanaTimings = {
  receiptWaitMs: 10_000,
  expiryWaitMs: 120_000,
  pollMs: 500,
}

export interface SolanaStatus {
  confirmed: boolean
  err: unknown
}

/** The node's answers the watch needs (@solana/kit's RPC in production). Each throws on RPC failure. */
export interface SolanaSettlementChain {
  /** The signature's status with history searched, or null when the node knows none. */
  status(signature: string): Promise<SolanaStatus | null>
  isBlockhashValid(blockhash: string): Promise<boolean>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const definite = async <T>(call: () => Promise<T>): Promise<T | 'failed'> => {
  try {
    return await call()
  } catch {
    return 'failed'
  }
}

/** Resolves once the transaction is confirmed; throws when it failed on chain, provably never lands, or the wait ended. */
export async function awaitSolanaConfirmation(
  chain: SolanaSettlementChain,
  signature: string,
  blockhash: string | undefined,
  timings: SolanaTimings,
  watch: SettlementWatch | undefined,
): Promise<void> {
  const started = Date.now()
  let pendingTold = false
  const finish = (resolution: SettlementResolution): never => {
    if (watch) watch.resolution = resolution
    throw new SettlementNotLanded(resolution)
  }
  for (;;) {
    const status = await definite(() => chain.status(signature))
    if (status !== 'failed' && status?.confirmed) {
      if (pendingTold && watch) watch.resolution = { state: 'landed_late', transaction: signature }
      if (status.err !== null && status.err !== undefined)
        throw new TransactionOnchainFailureError(
          `Transaction failed onchain: ${JSON.stringify(status.err, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`,
        )
      return
    }
    const elapsed = Date.now() - started
    if (!pendingTold && elapsed >= timings.receiptWaitMs) {
      pendingTold = true
      watch?.onPending?.(signature)
    }
    if (pendingTold && status === null && blockhash) {
      const valid = await definite(() => chain.isBlockhashValid(blockhash))
      if (valid === false) {
        // Read once more after the expiry was seen: a confirmation from just before it still stands.
        const last = await definite(() => chain.status(signature))
        if (last !== 'failed' && last?.confirmed) continue
        if (last === null)
          return finish({
            state: 'cancelled',
            transaction: signature,
            replacement: '',
            proof: 'expiry',
          })
      }
    }
    if (elapsed >= timings.expiryWaitMs)
      return finish({ state: 'unresolved', transaction: signature })
    await sleep(timings.pollMs)
  }
}
