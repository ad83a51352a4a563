/**
 * Anchoring: batches of signed uids become OpenZeppelin StandardMerkleTrees (leaf encoding
 * `bytes32`, sorted leaves: `StandardMerkleTree.verify(root, ['bytes32'], [uid], proof)` checks a
 * proof, and OZ's MerkleProof verifies it on chain), and their roots are timestamped through the EAS
 * contract (`multiTimestamp`, one transaction for every root waiting). Then `getTimestamp(root)` on
 * the chain equals the anchoring block's timestamp.
 *
 * One tick, every ATTEST_ANCHOR_INTERVAL_SECONDS:
 *   1. proofs of pending batches not yet confirmed in this process are (re)written, so a crash
 *      between writing a batch and its proofs loses nothing;
 *   2. uids in no batch yet become batches of at most ATTEST_ANCHOR_BATCH_SIZE (batch row first,
 *      then its proofs);
 *   3. each pending batch is checked on chain: a transaction recorded earlier that was mined, or a
 *      root already timestamped (a send whose receipt was lost), marks it anchored; the rest are
 *      sent in one multiTimestamp transaction, recorded with its hash before waiting for it.
 * A chain failure leaves the batches pending and the tick is retried with backoff (5 s doubling up
 * to the interval); signing and serving never wait for it. Steps 1-2 run even without a chain, so
 * a client sees the uid's root and proof (status pending) before the root is on chain.
 */
import { StandardMerkleTree } from '@openzeppelin/merkle-tree'
import type { Hex } from 'viem'
import type { Clock } from '../shared/clock.js'
import { upstreamFailure } from '../shared/redact.js'
import type { Logger } from '../shared/logger.js'
import type { Store } from '../shared/store/clickhouse.js'
import type { AnchorChain, AnchorReceipt } from './chain.js'
import {
  pendingAnchors,
  unbatchedUids,
  writeAnchor,
  writeProofs,
  type AnchorRow,
  type ProofRow,
} from './store.js'

export const LEAF_ENCODING = ['bytes32'] as const

export function merkleBatch(uids: readonly string[]): { root: Hex; proofs: ProofRow[] } {
  const tree = StandardMerkleTree.of(
    uids.map((uid) => [uid]),
    [...LEAF_ENCODING],
  )
  const root = tree.root as Hex
  return {
    root,
    proofs: uids.map((uid, i) => ({ uid, root, leaf_index: i, proof: tree.getProof(i) })),
  }
}

export function verifyProof(root: string, uid: string, proof: readonly string[]): boolean {
  try {
    return StandardMerkleTree.verify(root, [...LEAF_ENCODING], [uid], [...proof])
  } catch {
    return false
  }
}

export interface AnchorerOptions {
  intervalMs: number
  batchSize: number
  /** Roots per transaction. */
  maxRootsPerTx?: number
  /** First retry delay after a failure (doubles up to intervalMs). */
  retryMs?: number
}

export interface AnchorerStatus {
  enabled: boolean
  chain_id: number | null
  contract: string | null
  last_attempt_at: string | null
  last_success_at: string | null
  last_error: string | null
  /** The first failed pass since the last success (null while passes succeed). */
  failing_since?: string | null
}

export interface Anchorer {
  /** One pass (exported for tests and for the stage's loop). Throws on a store or chain failure. */
  tick(): Promise<{ batched: number; anchored: number }>
  start(): void
  stop(): Promise<void>
  status(): AnchorerStatus
}

export function createAnchorer(deps: {
  store: Store
  /** null: anchoring off (batches and proofs are still made, nothing is sent). */
  chain: AnchorChain | null
  clock: Clock
  logger: Logger
  options: AnchorerOptions
  /** Called after each tick (success or failure), e.g. to publish the status. */
  onTick?: (status: AnchorerStatus) => Promise<void>
}): Anchorer {
  const log = deps.logger.child({ component: 'anchorer' })
  const { store, chain, clock } = deps
  const maxRoots = deps.options.maxRootsPerTx ?? 50
  const proofsWritten = new Set<string>()
  const state: AnchorerStatus = {
    enabled: chain !== null,
    chain_id: chain?.chainId ?? null,
    contract: chain?.contract ?? null,
    last_attempt_at: null,
    last_success_at: null,
    last_error: null,
  }
  const now = () => clock.now().toISOString()

  // A batch made while anchoring was off names no chain yet: it takes the one that anchors it.
  const onChain = (anchor: AnchorRow): AnchorRow =>
    chain ? { ...anchor, chain_id: chain.chainId, contract: chain.contract } : anchor
  const markAnchored = async (
    anchor: AnchorRow,
    receipt: AnchorReceipt | null,
    timestamp: number,
  ) => {
    await writeAnchor(store, {
      ...onChain(anchor),
      status: 'anchored',
      tx_hash: receipt?.txHash ?? anchor.tx_hash,
      block_number: receipt?.blockNumber ?? null,
      block_timestamp: receipt?.timestamp ?? timestamp,
      last_error: null,
      updated_at: now(),
    })
  }

  async function batchNew(): Promise<number> {
    let batched = 0
    for (;;) {
      const uids = await unbatchedUids(store, deps.options.batchSize)
      if (uids.length === 0) break
      const { root, proofs } = merkleBatch(uids)
      const at = now()
      await writeAnchor(store, {
        root,
        uids,
        status: 'pending',
        chain_id: chain?.chainId ?? 0,
        contract: chain?.contract ?? '',
        tx_hash: null,
        block_number: null,
        block_timestamp: null,
        attempts: 0,
        last_error: null,
        created_at: at,
        updated_at: at,
      })
      await writeProofs(store, proofs)
      proofsWritten.add(root)
      batched += uids.length
      if (uids.length < deps.options.batchSize) break
    }
    return batched
  }

  async function tick(): Promise<{ batched: number; anchored: number }> {
    state.last_attempt_at = now()
    try {
      let pending = await pendingAnchors(store)
      for (const anchor of pending) {
        if (proofsWritten.has(anchor.root)) continue
        await writeProofs(store, merkleBatch(anchor.uids).proofs)
        proofsWritten.add(anchor.root)
      }
      const batched = await batchNew()
      let anchored = 0
      if (chain) {
        pending = await pendingAnchors(store)
        const toSend: AnchorRow[] = []
        for (const anchor of pending) {
          const mined = anchor.tx_hash ? await chain.receipt(anchor.tx_hash as Hex) : null
          const onChain = mined ? mined.timestamp : await chain.getTimestamp(anchor.root as Hex)
          if (onChain !== 0) {
            await markAnchored(
              anchor,
              mined ?? (await chain.findTimestamped(anchor.root as Hex).catch(() => null)),
              onChain,
            )
            anchored += anchor.uids.length
          } else toSend.push(anchor)
        }
        for (let i = 0; i < toSend.length; i += maxRoots) {
          const group = toSend.slice(i, i + maxRoots)
          const txHash = await chain.sendMultiTimestamp(group.map((a) => a.root as Hex))
          for (const anchor of group)
            await writeAnchor(store, {
              ...onChain(anchor),
              tx_hash: txHash,
              attempts: anchor.attempts + 1,
              updated_at: now(),
            })
          const receipt = await chain.waitReceipt(txHash)
          for (const anchor of group)
            await markAnchored(
              { ...anchor, attempts: anchor.attempts + 1 },
              receipt,
              receipt.timestamp,
            )
          anchored += group.reduce((n, a) => n + a.uids.length, 0)
          log.info(
            { roots: group.length, txHash, block: receipt.blockNumber },
            'attestation roots anchored',
          )
        }
      }
      state.last_success_at = now()
      state.last_error = null
      state.failing_since = null
      return { batched, anchored }
    } catch (error) {
      state.failing_since ??= now()
      // A reason code and the RPC's host, never the client's message: it quotes the keyed URL.
      state.last_error = upstreamFailure(
        'attestation RPC',
        chain?.host ? `http://${chain.host}` : undefined,
        error,
      )
      throw error
    }
  }

  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> | null = null
  let stopped = true
  let failures = 0
  const schedule = (ms: number) => {
    if (!stopped)
      timer = setTimeout(() => {
        running = loop()
      }, ms)
  }
  async function loop(): Promise<void> {
    try {
      await tick()
      failures = 0
    } catch (error) {
      failures++
      log.warn({ err: error, failures }, 'anchoring failed; retrying')
    }
    await deps
      .onTick?.({ ...state })
      .catch((error: unknown) => log.warn({ err: error }, 'anchoring status not written'))
    const retry = Math.min(
      deps.options.intervalMs,
      (deps.options.retryMs ?? 5_000) * 2 ** Math.max(0, failures - 1),
    )
    schedule(failures > 0 ? retry : deps.options.intervalMs)
  }

  return {
    tick,
    status: () => ({ ...state }),
    start() {
      if (!stopped) return
      stopped = false
      schedule(0)
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = null
      await running
    },
  }
}
