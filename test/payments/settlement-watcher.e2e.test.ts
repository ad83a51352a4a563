/**
 * Settlements a request's wait left pending (issue 27): the RPC provider goes down right after the
 * settlement is sent, so the request's bounded wait can neither see a receipt nor replace the
 * transaction, and the client is told `402 Settlement failed` (`settlement_unconfirmed`), which the
 * spec says is not charged. The watch then settles the record's state once the chain can be asked:
 * the transaction is replaced and provably never lands (`cancelled`), or it had landed meanwhile
 * (`settled`, charged without a response: a refund owed). On a local Base (anvil + FiatToken USDC,
 * automine off), the in-process facilitator behind an RPC proxy that can cut every connection.
 */
import { expect } from 'chai'
import { createPublicClient, http, parseAbi, type Address, type Hex } from 'viem'
import { base } from 'viem/chains'
import type { PaymentPayload } from '@x402/core/types'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { systemClock } from '../../services/shared/clock.js'
import { createPaymentGate, type PaymentGate } from '../../services/payments/middleware.js'
import { createInProcessFacilitator } from '../../services/payments/facilitator.js'
import { evmSignerFromKey } from '../../services/payments/facilitator-signers.js'
import { dailyRevenue } from '../../services/payments/audit.js'
import { testConfig } from '../support/env.js'
import { waitFor } from '../support/wait.js'
import { anvilKeys, BASE_NETWORK, BASE_USDC, type LocalBase } from './support/evm-chain.js'
import {
  capturingLogger,
  evmClient,
  paidGet,
  signPayment,
  type TestApp,
} from './support/harness.js'
import { startPaidLocalBase, type PaidLocalBase } from './support/paid-local-base.js'
import { rpc, type RpcProxy } from './support/rpc-proxy.js'

const authorizationState = parseAbi([
  'function authorizationState(address authorizer, bytes32 nonce) view returns (bool)',
])

interface AuditLine {
  outcome: string
  reason: string
  transaction: string
  payment_id: string
  http_status: number
}

describe('settlements left pending by an RPC outage (local Base, real x402 client)', function () {
  this.timeout(120_000)
  let chain: LocalBase
  let proxy: RpcProxy
  let store: Store
  let gate: PaymentGate
  let app: TestApp
  const captured = capturingLogger()
  // Short waits so the tests are quick; production: DEFAULT_RECEIPT_TIMINGS, DEFAULT_SETTLEMENT_WATCH.
  const timings = { receiptWaitMs: 800, cancelWaitMs: 1_500, pollMs: 100 }

  const upcoming = () => `${app.url}/v1/catalysts/upcoming?within_days=30`
  const anvil = <T = unknown>(method: string, params: unknown[] = []) =>
    rpc<T>(chain.rpcUrl, method, params)
  const sign = (url: string) => signPayment(url, evmClient(anvilKeys.payer), BASE_NETWORK)
  const authorizationOf = (header: string) =>
    (JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as PaymentPayload).payload
      .authorization as { from: Address; nonce: Hex }
  const rowsOf = async (transaction: string) => {
    await gate.flush()
    return store.query<AuditLine>(
      `SELECT outcome, reason, transaction, payment_id, http_status
       FROM {db:Identifier}.payment_audit WHERE transaction = {tx:String} ORDER BY at`,
      { tx: transaction },
    )
  }
  const balances = () =>
    Promise.all([chain.balanceOf(chain.accounts.payTo), chain.balanceOf(chain.accounts.payer)])

  /** A paid request whose settlement is sent, after which the provider is down for the request's whole wait. */
  const payThroughOutage = async () => {
    await anvil('evm_setAutomine', [false])
    proxy.after = async (call) => {
      if (call.method === 'eth_sendRawTransaction') proxy.drop = true
    }
    const url = upcoming()
    const header = await sign(url)
    const handled = app.handled
    const r = await paidGet(url, header)
    proxy.after = undefined
    expect(app.handled).to.equal(handled + 1)
    expect(r.status).to.equal(402)
    expect(r.body).to.not.have.property('data')
    expect(r.headers.get('payment-response')).to.not.equal(null)
    const body = r.body as { error: string; details: { reason: string; transaction: string } }
    expect(body.error).to.equal('Settlement failed')
    expect(body.details.reason).to.equal('settlement_unconfirmed')
    expect(body.details.transaction).to.match(/^0x[0-9a-f]{64}$/)
    return { url, header, transaction: body.details.transaction }
  }

  let rig: PaidLocalBase
  before(async () => {
    rig = await startPaidLocalBase({
      store: 'pay_watch',
      facilitatorKey: anvilKeys.watchFacilitator,
      payerFunds: 1_000_000n,
      timings,
      logger: captured.logger,
      settlementWatch: { intervalMs: 200, quietMs: 0 },
    })
    ;({ chain, proxy, store, gate, app } = rig)
  })
  after(async () => {
    await rig?.close()
  })
  afterEach(async () => {
    await rig.reset()
  })
  beforeEach(() => {
    app.behaviour = { status: 200, body: { data: [{ catalyst_id: 9 }], meta: { total: 1 } } }
  })

  it('cancels a settlement left pending once the provider answers again: nothing ever moves, and a retry with a new authorisation is served', async () => {
    const [payToBefore, payerBefore] = await balances()
    const { url, header, transaction } = await payThroughOutage()
    expect((await rowsOf(transaction)).map((r) => [r.outcome, r.reason])).to.deep.equal([
      ['pending', 'receipt_late'],
      ['pending', 'settlement_unconfirmed'],
    ])
    // While the provider is down the watch looks and proves nothing: the payment stays pending.
    const looksBefore = proxy.calls.length
    await waitFor(async () => proxy.calls.length > looksBefore + 3, { what: 'the watch to look' })
    expect((await rowsOf(transaction)).map((r) => r.outcome)).to.deep.equal(['pending', 'pending'])
    expect((await dailyRevenue(store, new Date())).unresolved).to.equal(1)

    // The provider is back: the watch replaces the transaction, and the block takes the replacement.
    proxy.after = async (call) => {
      if (call.method === 'eth_sendRawTransaction') await anvil('evm_mine')
    }
    proxy.drop = false
    const rows = await waitFor(
      async () => {
        const found = await rowsOf(transaction)
        return found.length > 2 ? found : null
      },
      { what: 'the watch to resolve the settlement' },
    )
    expect(rows.map((r) => [r.outcome, r.reason])).to.deep.equal([
      ['pending', 'receipt_late'],
      ['pending', 'settlement_unconfirmed'],
      ['cancelled', 'settlement_cancelled'],
    ])
    proxy.after = undefined
    // The client was told the truth: nothing moved, and the authorisation was never used on chain.
    for (let i = 0; i < 2; i += 1) await anvil('evm_mine')
    expect(await balances()).to.deep.equal([payToBefore, payerBefore])
    const { from, nonce } = authorizationOf(header)
    const reader = createPublicClient({ chain: base, transport: http(chain.rpcUrl) })
    expect(
      await reader.readContract({
        address: BASE_USDC,
        abi: authorizationState,
        functionName: 'authorizationState',
        args: [from, nonce],
      }),
    ).to.equal(false)
    // The same payment again is refused as used (spec 5.6); a new authorisation buys the response.
    await anvil('evm_setAutomine', [true])
    const replay = await paidGet(url, header)
    expect(replay.status).to.equal(402)
    expect((replay.body as { error: string }).error).to.equal('nonce_already_used')
    const retry = await paidGet(url, await sign(url))
    expect(retry.status, JSON.stringify(retry.body)).to.equal(200)
    expect(await balances()).to.deep.equal([payToBefore + 20_000n, payerBefore - 20_000n])
    const revenue = await dailyRevenue(store, new Date())
    expect([revenue.cancelled, revenue.unresolved, revenue.chargedWithoutResponse]).to.deep.equal([
      1, 0, 0,
    ])
  })

  it('records a settlement that landed while the provider was down as settled, charged without a response', async () => {
    const [payToBefore, payerBefore] = await balances()
    const { transaction } = await payThroughOutage()
    // The chain goes on without us: the next block includes the transfer.
    await anvil('evm_mine')
    expect(await balances()).to.deep.equal([payToBefore + 20_000n, payerBefore - 20_000n])
    const before = await dailyRevenue(store, new Date())
    proxy.drop = false
    const rows = await waitFor(
      async () => {
        const found = await rowsOf(transaction)
        return found.length > 2 ? found : null
      },
      { what: 'the watch to resolve the settlement' },
    )
    expect(rows.map((r) => [r.outcome, r.reason])).to.deep.equal([
      ['pending', 'receipt_late'],
      ['pending', 'settlement_unconfirmed'],
      ['settled', 'charged_without_response'],
    ])
    // Charged once, recorded once, and counted apart for the operator.
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect((await rowsOf(transaction)).length).to.equal(3)
    const after = await dailyRevenue(store, new Date())
    expect(after.totalPayments - before.totalPayments).to.equal(1)
    expect(BigInt(after.totalAmount) - BigInt(before.totalAmount)).to.equal(20_000n)
    expect([after.unresolved, after.chargedWithoutResponse]).to.deep.equal([0, 1])
    expect(captured.lines.join('\n')).to.include('refund owed')
  })

  it('takes up a pending settlement after a restart, from the audit trail alone', async () => {
    const [payToBefore, payerBefore] = await balances()
    const { transaction } = await payThroughOutage()
    // The process stops while the settlement is pending; a new one starts on the same store.
    await gate.close()
    const restarted = createPaymentGate({
      config: testConfig({
        EVM_PAY_TO: chain.accounts.payTo,
        EVM_RPC_URL: proxy.url,
        EVM_FACILITATOR_PRIVATE_KEY: anvilKeys.watchFacilitator,
        PUBLIC_BASE_URL: 'https://feed.example',
      }),
      store,
      logger: captured.logger,
      clock: systemClock,
      facilitator: createInProcessFacilitator({
        evm: {
          network: BASE_NETWORK,
          signer: await evmSignerFromKey(
            anvilKeys.watchFacilitator,
            proxy.url,
            BASE_NETWORK,
            timings,
          ),
        },
        logger: captured.logger,
      }),
      settlementWatch: { intervalMs: 200, quietMs: 0 },
    })
    try {
      proxy.after = async (call) => {
        if (call.method === 'eth_sendRawTransaction') await anvil('evm_mine')
      }
      proxy.drop = false
      const rows = await waitFor(
        async () => {
          const found = await rowsOf(transaction)
          return found.length > 2 ? found : null
        },
        { what: 'the restarted watch to resolve the settlement' },
      )
      expect(rows.map((r) => [r.outcome, r.reason]).at(-1)).to.deep.equal([
        'cancelled',
        'settlement_cancelled',
      ])
      expect(await balances()).to.deep.equal([payToBefore, payerBefore])
    } finally {
      await restarted.close()
    }
  })

  it('never logs a payment signature', () => {
    expect(captured.lines.join('\n')).to.not.match(/"signature"/)
  })
})
