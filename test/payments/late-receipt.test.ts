/**
 * The late-settlement watches as units, against scripted chain answers: what proves a settlement
 * will never land (and what does not: a failed RPC call), on EVM and Solana. The local-chain runs are
 * in one-response.e2e.test.ts.
 */
import { expect } from 'chai'
import {
  awaitReceiptOrCancel,
  replacementFees,
  SettlementNotLanded,
  type SettlementChain,
  type SettlementWatch,
} from '../../services/payments/late-receipt.js'
import {
  awaitSolanaConfirmation,
  type SolanaSettlementChain,
} from '../../services/payments/late-receipt-svm.js'

const HASH = `0x${'ab'.repeat(32)}` as const
const fast = { receiptWaitMs: 30, cancelWaitMs: 300, pollMs: 5 }

/** An EVM chain whose answers a test scripts; records the replacements sent. */
function evmChain(script: {
  receipt: () => 'none' | 'landed' | 'rpc-error'
  minedNonce: () => number | 'rpc-error'
  latest?: () => bigint
}) {
  const sent: Array<{ nonce: number; maxFeePerGas?: bigint }> = []
  const chain: SettlementChain<{ status: string }> = {
    receipt: async () => {
      const r = script.receipt()
      if (r === 'rpc-error') throw new Error('fetch failed')
      return r === 'landed' ? { status: 'success' } : null
    },
    transaction: async () => ({ nonce: 7, maxFeePerGas: 100n, maxPriorityFeePerGas: 10n }),
    minedNonce: async () => {
      const n = script.minedNonce()
      if (n === 'rpc-error') throw new Error('fetch failed')
      return n
    },
    latestBlockTimestamp: async () => script.latest?.() ?? 0n,
    estimateFees: async () => ({ maxFeePerGas: 90n, maxPriorityFeePerGas: 5n }),
    sendReplacement: async (nonce, fees) => {
      sent.push({ nonce, ...fees })
      return `0x${'cd'.repeat(32)}`
    },
  }
  return { chain, sent }
}

const notLanded = async (run: Promise<unknown>) => {
  try {
    await run
  } catch (error) {
    expect(error).to.be.instanceOf(SettlementNotLanded)
    return (error as SettlementNotLanded).resolution
  }
  throw new Error('expected the settlement not to land')
}

describe('payments: a late settlement receipt', () => {
  it('returns a receipt seen in time without replacing anything or reporting pending', async () => {
    const { chain, sent } = evmChain({ receipt: () => 'landed', minedNonce: () => 7 })
    const pending: string[] = []
    const watch: SettlementWatch = { onPending: (tx) => pending.push(tx) }
    expect(await awaitReceiptOrCancel(chain, HASH, fast, watch)).to.deep.equal({
      status: 'success',
    })
    expect(sent).to.deep.equal([])
    expect(pending).to.deep.equal([])
    expect(watch.resolution).to.equal(undefined)
  })

  it('replaces a late transaction with the same nonce at a higher fee, and calls it cancelled once the nonce is taken', async () => {
    let mined = 7
    const { chain, sent } = evmChain({ receipt: () => 'none', minedNonce: () => mined })
    const watch: SettlementWatch = { onPending: () => undefined }
    const run = awaitReceiptOrCancel(chain, HASH, fast, watch)
    setTimeout(() => (mined = 8), 80)
    const resolution = await notLanded(run)
    expect(resolution).to.include({ state: 'cancelled', proof: 'nonce', transaction: HASH })
    expect(sent[0]).to.deep.equal({ nonce: 7, maxFeePerGas: 126n, maxPriorityFeePerGas: 13n })
    expect(watch.resolution?.state).to.equal('cancelled')
  })

  it('delivers when the original lands during the replacement', async () => {
    let landed = false
    // The original takes the nonce after the wait began: its receipt is there with the nonce.
    const { chain, sent } = evmChain({
      receipt: () => (landed ? 'landed' : 'none'),
      minedNonce: () => (landed ? 8 : 7),
    })
    const watch: SettlementWatch = {}
    setTimeout(() => (landed = true), 60)
    expect(await awaitReceiptOrCancel(chain, HASH, fast, watch)).to.deep.equal({
      status: 'success',
    })
    expect(watch.resolution?.state).to.equal('landed_late')
    expect(sent).to.have.length.at.least(1)
  })

  it('never calls a settlement cancelled on a failed receipt lookup: unresolved when the chain says nothing definite', async () => {
    const { chain } = evmChain({ receipt: () => 'rpc-error', minedNonce: () => 8 })
    const resolution = await notLanded(awaitReceiptOrCancel(chain, HASH, fast, {}))
    expect(resolution.state).to.equal('unresolved')
  })

  it('calls a settlement cancelled once the chain passed its validBefore without it', async () => {
    const { chain } = evmChain({
      receipt: () => 'none',
      minedNonce: () => 'rpc-error',
      latest: () => 1_000n,
    })
    const resolution = await notLanded(
      awaitReceiptOrCancel(chain, HASH, fast, { validBefore: 1_000n }),
    )
    expect(resolution).to.include({ state: 'cancelled', proof: 'expiry' })
  })

  it('bumps fees above both the last sent and the current estimate', () => {
    expect(
      replacementFees(
        { maxFeePerGas: 100n, maxPriorityFeePerGas: 10n },
        { maxFeePerGas: 500n, maxPriorityFeePerGas: 2n },
      ),
    ).to.deep.equal({ maxFeePerGas: 500n, maxPriorityFeePerGas: 13n })
    expect(replacementFees({ gasPrice: 8n }, null)).to.deep.equal({ gasPrice: 11n })
  })
})

describe('payments: a late Solana confirmation', () => {
  const timings = { receiptWaitMs: 20, expiryWaitMs: 300, pollMs: 5 }
  const solana = (script: {
    status: () => 'none' | 'confirmed' | 'failed-onchain' | 'rpc-error'
    valid: () => boolean | 'rpc-error'
  }): SolanaSettlementChain => ({
    status: async () => {
      const s = script.status()
      if (s === 'rpc-error') throw new Error('fetch failed')
      if (s === 'none') return null
      return { confirmed: true, err: s === 'failed-onchain' ? { InstructionError: [0, 1] } : null }
    },
    isBlockhashValid: async () => {
      const v = script.valid()
      if (v === 'rpc-error') throw new Error('fetch failed')
      return v
    },
  })

  it('calls a late transaction cancelled once its blockhash expired without it', async () => {
    let valid = true
    const pending: string[] = []
    const watch: SettlementWatch = { onPending: (s) => pending.push(s) }
    setTimeout(() => (valid = false), 60)
    const resolution = await notLanded(
      awaitSolanaConfirmation(
        solana({ status: () => 'none', valid: () => valid }),
        'sig',
        'hash',
        timings,
        watch,
      ),
    )
    expect(resolution).to.include({ state: 'cancelled', proof: 'expiry' })
    expect(pending).to.deep.equal(['sig'])
  })

  it('delivers a confirmation that comes late, and reports an on-chain failure as one', async () => {
    let status: 'none' | 'confirmed' = 'none'
    const watch: SettlementWatch = {}
    setTimeout(() => (status = 'confirmed'), 50)
    await awaitSolanaConfirmation(
      solana({ status: () => status, valid: () => true }),
      'sig',
      'hash',
      timings,
      watch,
    )
    expect(watch.resolution?.state).to.equal('landed_late')
    let thrown: unknown = null
    await awaitSolanaConfirmation(
      solana({ status: () => 'failed-onchain', valid: () => true }),
      'sig',
      'hash',
      timings,
      {},
    ).catch((error: unknown) => (thrown = error))
    expect((thrown as Error).name).to.not.equal('SettlementNotLanded')
    expect(String(thrown)).to.include('failed onchain')
  })

  it('never calls it cancelled while the node does not answer', async () => {
    const resolution = await notLanded(
      awaitSolanaConfirmation(
        solana({ status: () => 'rpc-error', valid: () => false }),
        'sig',
        'hash',
        timings,
        {},
      ),
    )
    expect(resolution.state).to.equal('unresolved')
  })
})
