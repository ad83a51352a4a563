/**
 * End to end on a local Solana: LiteSVM with the USDC mint at the real mainnet mint address behind a
 * loopback JSON-RPC endpoint, the service's own in-process facilitator built from configuration
 * (SVM_RPC_URL + SVM_FACILITATOR_PRIVATE_KEY, the production `toFacilitatorSvmSigner`), and the real
 * x402 Solana client paying. Base is configured too (anvil), so the challenge lists both networks.
 */
import { expect } from 'chai'
import { wrapFetchWithPayment } from '@x402/fetch'
import { decodePaymentResponseHeader } from '@x402/core/http'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { systemClock } from '../../services/shared/clock.js'
import { createPaymentGate, type PaymentGate } from '../../services/payments/middleware.js'
import { dailyRevenue } from '../../services/payments/audit.js'
import { testConfig, testStore } from '../support/env.js'
import { startLocalBase, anvilKeys, BASE_USDC, type LocalBase } from './support/evm-chain.js'
import {
  startLocalSolana,
  SOLANA_MAINNET,
  USDC_MINT,
  type LocalSolana,
} from './support/svm-chain.js'
import {
  capturingLogger,
  challengeOf,
  paidGet,
  signPayment,
  startTestApp,
  svmClient,
  type TestApp,
} from './support/harness.js'

describe('payments on a local Solana (LiteSVM + USDC mint at the mainnet address)', function () {
  this.timeout(60_000)
  let sol: LocalSolana
  let base: LocalBase
  let store: Store
  let gate: PaymentGate
  let app: TestApp
  const captured = capturingLogger()
  const sentHeaders: string[] = []

  const upcoming = () => `${app.url}/v1/catalysts/upcoming`
  const events = () => `${app.url}/v1/events?limit=10`
  const earned = () => sol.usdcBalance(sol.payTo.address)
  const client = () => svmClient(sol.payer.signer, sol.rpcUrl, SOLANA_MAINNET)
  const sign = async (url: string, tamper?: Parameters<typeof signPayment>[3]) => {
    const header = await signPayment(url, client(), SOLANA_MAINNET, tamper)
    sentHeaders.push(header)
    return header
  }

  before(async () => {
    ;[sol, base] = await Promise.all([startLocalSolana(), startLocalBase()])
    store = await testStore('pay_svm')
    const config = testConfig({
      SVM_PAY_TO: sol.payTo.address,
      SVM_RPC_URL: sol.rpcUrl,
      SVM_FACILITATOR_PRIVATE_KEY: sol.feePayer.base58,
      EVM_PAY_TO: base.accounts.payTo,
      EVM_RPC_URL: base.rpcUrl,
      EVM_FACILITATOR_PRIVATE_KEY: anvilKeys.facilitator,
    })
    gate = createPaymentGate({ config, store, logger: captured.logger, clock: systemClock })
    app = await startTestApp(gate.gate)
  })
  after(async () => {
    await app?.close()
    await gate?.close()
    await sol?.stop()
    await base?.stop()
  })
  beforeEach(() => {
    app.behaviour = { status: 200, body: { data: [{ event_id: 3 }], meta: { next_since: 3 } } }
  })

  it('offers Base and Solana in one challenge, the Solana option with the facilitator fee payer', async () => {
    const { status, body, header } = await challengeOf(upcoming())
    expect(status).to.equal(402)
    expect(body).to.deep.equal(header)
    expect(body.accepts.map((a) => a.network)).to.deep.equal(['eip155:8453', SOLANA_MAINNET])
    expect(body.accepts[0]!.asset).to.equal(BASE_USDC)
    expect(body.accepts[1]).to.deep.equal({
      scheme: 'exact',
      network: SOLANA_MAINNET,
      amount: '20000',
      asset: USDC_MINT,
      payTo: sol.payTo.address,
      maxTimeoutSeconds: 120,
      extra: { feePayer: sol.feePayer.address },
    })
    expect((await challengeOf(events())).body.accepts.map((a) => a.amount)).to.deep.equal([
      '50000',
      '50000',
    ])
  })

  it('serves a paid request and moves exactly the price to the pay-to token account', async () => {
    const before = earned()
    const payerBefore = sol.usdcBalance(sol.payer.address)
    const response = await wrapFetchWithPayment(fetch, client())(upcoming())
    expect(response.status).to.equal(200)
    expect(await response.json()).to.deep.equal({
      data: [{ event_id: 3 }],
      meta: { next_since: 3 },
    })
    const settlement = decodePaymentResponseHeader(response.headers.get('payment-response')!)
    expect(settlement.success).to.equal(true)
    expect(settlement.network).to.equal(SOLANA_MAINNET)
    expect(settlement.transaction).to.match(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(earned() - before).to.equal(20_000n)
    expect(payerBefore - sol.usdcBalance(sol.payer.address)).to.equal(20_000n)
    expect(sol.calls).to.include.members([
      'simulateTransaction',
      'sendTransaction',
      'getSignatureStatuses',
    ])
  })

  it('charges the events route its own price', async () => {
    const before = earned()
    const r = await paidGet(events(), await sign(events()))
    expect(r.status).to.equal(200)
    expect(earned() - before).to.equal(50_000n)
  })

  it('refuses a replayed payment as already used, without serving the data or moving money', async () => {
    const header = await sign(upcoming())
    expect((await paidGet(upcoming(), header)).status).to.equal(200)
    const before = earned()
    const handled = app.handled
    const replay = await paidGet(upcoming(), header)
    expect(replay.status).to.equal(402)
    expect((replay.body as { error: string }).error).to.equal('nonce_already_used')
    expect(app.handled).to.equal(handled)
    expect(earned()).to.equal(before)
  })

  it('never charges a handler answer of 500', async () => {
    app.behaviour = { status: 500, body: { title: 'boom' } }
    const before = earned()
    const r = await paidGet(upcoming(), await sign(upcoming()))
    expect(r.status).to.equal(500)
    expect(r.headers.get('payment-response')).to.equal(null)
    expect(earned()).to.equal(before)
  })

  it('answers 422 before any payment and charges nothing', async () => {
    const before = earned()
    const handled = app.handled
    const r = await paidGet(`${app.url}/v1/events?limit=501`, await sign(events()))
    expect(r.status).to.equal(422)
    expect(app.handled).to.equal(handled)
    expect(earned()).to.equal(before)
  })

  it('withholds the data when settlement fails on chain (payer drained after verify)', async () => {
    const payerFunds = sol.usdcBalance(sol.payer.address)
    app.behaviour = {
      status: 200,
      body: { data: ['secret'], meta: {} },
      before: () => sol.setUsdc(sol.payer.address, 0n),
    }
    const before = earned()
    try {
      const r = await paidGet(upcoming(), await sign(upcoming()))
      expect(r.status).to.equal(402)
      const body = r.body as { error: string; details: { reason: string; network: string } }
      expect(body.error).to.equal('Settlement failed')
      expect(body.details.network).to.equal(SOLANA_MAINNET)
      expect(body).to.not.have.property('accepts')
      expect(JSON.stringify(body)).to.not.include('secret')
    } finally {
      await sol.setUsdc(sol.payer.address, payerFunds)
    }
    expect(earned()).to.equal(before)
  })

  it('settles concurrent replays of one payment once', async () => {
    const header = await sign(upcoming())
    const before = earned()
    const results = await Promise.all(Array.from({ length: 5 }, () => paidGet(upcoming(), header)))
    expect(results.map((r) => r.status).sort()).to.deep.equal([200, 402, 402, 402, 402])
    expect(earned() - before).to.equal(20_000n)
  })

  it('refuses an expired authorisation (blockhash expired before it was sent)', async () => {
    const header = await sign(upcoming())
    sol.expireBlockhash()
    const before = earned()
    const r = await paidGet(upcoming(), header)
    expect(r.status).to.equal(402)
    // The facilitator's simulation finds no such blockhash: the transaction can never land.
    expect((r.body as { error: string }).error).to.equal(
      'invalid_exact_svm_transaction_simulation_failed',
    )
    expect((r.body as { accepts: unknown[] }).accepts).to.have.length(2)
    expect(earned()).to.equal(before)
  })

  it('refuses an underpaid authorisation', async () => {
    const before = earned()
    const r = await paidGet(
      upcoming(),
      await sign(upcoming(), (req) => ({ ...req, amount: '10000' })),
    )
    expect(r.status).to.equal(402)
    expect((r.body as { error: string }).error).to.match(/amount/)
    expect(earned()).to.equal(before)
  })

  it("refuses a payment signed for the other route's price", async () => {
    const before = earned()
    const r = await paidGet(events(), await sign(upcoming()))
    expect(r.status).to.equal(402)
    expect((r.body as { error: string }).error).to.equal('No matching payment requirements')
    expect(earned()).to.equal(before)
  })

  it('audits Solana payments with payer and transaction, never the signed transaction', async () => {
    await gate.flush()
    const rows = await store.query<{
      outcome: string
      payer: string
      transaction: string
      network: string
    }>('SELECT outcome, payer, transaction, network FROM {db:Identifier}.payment_audit')
    const settled = rows.filter((r) => r.outcome === 'settled')
    expect(settled.length).to.be.greaterThan(3)
    for (const r of settled) {
      expect(r.network).to.equal(SOLANA_MAINNET)
      expect(r.payer).to.equal(sol.payer.address)
      expect(r.transaction).to.match(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    }
    const everything =
      JSON.stringify(rows) +
      JSON.stringify(await store.query('SELECT * FROM {db:Identifier}.payment_audit'))
    const logs = captured.lines.join('\n')
    for (const header of sentHeaders) {
      const tx = (
        JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as {
          payload: { transaction: string }
        }
      ).payload.transaction
      expect(everything).to.not.include(tx.slice(0, 40))
      expect(logs).to.not.include(tx.slice(0, 40))
      expect(logs).to.not.include(header.slice(0, 60))
    }
    const revenue = await dailyRevenue(store, new Date())
    expect(revenue.rows.every((r) => r.network === SOLANA_MAINNET)).to.equal(true)
    expect(revenue.totalPayments).to.equal(settled.length)
  })
})
