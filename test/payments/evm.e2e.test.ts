/**
 * End to end on a local Base: anvil (chain id 8453) with Circle's FiatToken at the Base USDC address,
 * the service's own in-process facilitator built from configuration (EVM_RPC_URL +
 * EVM_FACILITATOR_PRIVATE_KEY), and a real x402 client paying. Balances are read from the chain.
 */
import { expect } from 'chai'
import { Readable } from 'node:stream'
import { wrapFetchWithPayment } from '@x402/fetch'
import { decodePaymentResponseHeader } from '@x402/core/http'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { systemClock } from '../../services/shared/clock.js'
import { createPaymentGate, type PaymentGate } from '../../services/payments/middleware.js'
import { createInProcessFacilitator } from '../../services/payments/facilitator.js'
import { evmSignerFromKey } from '../../services/payments/facilitator-signers.js'
import { dailyRevenue } from '../../services/payments/audit.js'
import { testConfig, testLogger, testStore } from '../support/env.js'
import {
  startLocalBase,
  anvilKeys,
  BASE_NETWORK,
  BASE_USDC,
  type LocalBase,
} from './support/evm-chain.js'
import {
  capturingLogger,
  challengeOf,
  evmClient,
  failingSettle,
  paidGet,
  signPayment,
  startHttpFacilitator,
  startTestApp,
  type TestApp,
} from './support/harness.js'

describe('payments on a local Base (anvil + FiatToken USDC)', function () {
  this.timeout(60_000)
  let chain: LocalBase
  let store: Store
  let gate: PaymentGate
  let app: TestApp
  const captured = capturingLogger()
  const sentHeaders: string[] = []
  let config: ReturnType<typeof testConfig>

  const upcoming = () => `${app.url}/v1/catalysts/upcoming?within_days=30`
  const events = () => `${app.url}/v1/events?since=0`
  const payTo = () => chain.accounts.payTo
  const payer = () => chain.accounts.payer
  const sign = async (url: string, tamper?: Parameters<typeof signPayment>[3]) => {
    const header = await signPayment(url, evmClient(anvilKeys.payer), BASE_NETWORK, tamper)
    sentHeaders.push(header)
    return header
  }

  before(async () => {
    chain = await startLocalBase()
    await chain.mint(chain.accounts.payer, 1_000_000n)
    store = await testStore('pay_evm')
    config = testConfig({
      EVM_PAY_TO: chain.accounts.payTo,
      EVM_RPC_URL: chain.rpcUrl,
      EVM_FACILITATOR_PRIVATE_KEY: anvilKeys.facilitator,
      PUBLIC_BASE_URL: 'https://feed.example',
    })
    gate = createPaymentGate({ config, store, logger: captured.logger, clock: systemClock })
    app = await startTestApp(gate.gate)
  })
  after(async () => {
    await app?.close()
    await gate?.close()
    await chain?.stop()
  })
  beforeEach(() => {
    app.behaviour = { status: 200, body: { data: [{ catalyst_id: 7 }], meta: { total: 1 } } }
  })

  it('answers an unpaid request with 402: the challenge in the body and, base64, in PAYMENT-REQUIRED, no-store', async () => {
    const { status, body, header, response } = await challengeOf(upcoming())
    expect(status).to.equal(402)
    expect(response.headers.get('cache-control')).to.equal('no-store')
    expect(body).to.deep.equal(header)
    expect(body.x402Version).to.equal(2)
    expect(body.resource.url).to.equal('https://feed.example/v1/catalysts/upcoming?within_days=30')
    expect(body.accepts).to.deep.equal([
      {
        scheme: 'exact',
        network: 'eip155:8453',
        amount: '20000',
        asset: BASE_USDC,
        payTo: chain.accounts.payTo,
        maxTimeoutSeconds: 120,
        extra: { name: 'USD Coin', version: '2' },
      },
    ])
    const ev = await challengeOf(events())
    expect(ev.body.accepts[0]!.amount).to.equal('50000')
    const bazaar = body.extensions?.bazaar as {
      info: { input: { method: string; queryParams: Record<string, unknown> } }
      schema: { properties: { input: { properties: { method: { enum: string[] } } } } }
    }
    expect(bazaar.info.input.method).to.equal('GET')
    expect(bazaar.schema.properties.input.properties.method.enum).to.deep.equal(['GET'])
  })

  it('serves a paid request and moves exactly the price to the pay-to address, settled before the data', async () => {
    const [payToBefore, payerBefore] = await Promise.all([
      chain.balanceOf(payTo()),
      chain.balanceOf(payer()),
    ])
    const pay = wrapFetchWithPayment(fetch, evmClient(anvilKeys.payer))
    const response = await pay(upcoming())
    expect(response.status).to.equal(200)
    expect(await response.json()).to.deep.equal({ data: [{ catalyst_id: 7 }], meta: { total: 1 } })
    const settlement = decodePaymentResponseHeader(response.headers.get('payment-response')!)
    expect(settlement.success).to.equal(true)
    expect(settlement.network).to.equal('eip155:8453')
    expect(settlement.transaction).to.match(/^0x[0-9a-f]{64}$/)
    expect(response.headers.get('cache-control')).to.include('private')
    expect((await chain.balanceOf(payTo())) - payToBefore).to.equal(20_000n)
    expect(payerBefore - (await chain.balanceOf(payer()))).to.equal(20_000n)
  })

  it('charges the events route its own price', async () => {
    const before = await chain.balanceOf(payTo())
    const r = await paidGet(events(), await sign(events()))
    expect(r.status).to.equal(200)
    expect((await chain.balanceOf(payTo())) - before).to.equal(50_000n)
  })

  it('refuses a replayed payment as already used, without serving the data or moving money', async () => {
    const header = await sign(upcoming())
    const first = await paidGet(upcoming(), header)
    expect(first.status).to.equal(200)
    const before = await chain.balanceOf(payTo())
    const handled = app.handled
    const replay = await paidGet(upcoming(), header)
    expect(replay.status).to.equal(402)
    expect((replay.body as { error: string }).error).to.equal('nonce_already_used')
    expect(replay.body).to.not.have.property('data')
    expect(app.handled).to.equal(handled)
    expect(await chain.balanceOf(payTo())).to.equal(before)
  })

  it('never charges a handler answer of 500', async () => {
    app.behaviour = { status: 500, body: { type: 'about:blank', title: 'boom', status: 500 } }
    const before = await chain.balanceOf(payTo())
    const r = await paidGet(upcoming(), await sign(upcoming()))
    expect(r.status).to.equal(500)
    expect(r.headers.get('payment-response')).to.equal(null)
    expect(await chain.balanceOf(payTo())).to.equal(before)
  })

  it('answers 422 before any payment: the gate never runs and nothing is charged', async () => {
    const before = await chain.balanceOf(payTo())
    const handled = app.handled
    const r = await paidGet(`${app.url}/v1/catalysts/upcoming?limit=0`, await sign(upcoming()))
    expect(r.status).to.equal(422)
    expect(app.handled).to.equal(handled)
    expect(await chain.balanceOf(payTo())).to.equal(before)
  })

  it('withholds the data when settlement fails on chain (payer blacklisted after verify): 402 Settlement failed', async () => {
    app.behaviour = {
      status: 200,
      body: { data: ['secret'], meta: {} },
      headers: { 'x-total': '1' },
      before: () => chain.blacklist(payer()),
    }
    const before = await chain.balanceOf(payTo())
    try {
      const r = await paidGet(upcoming(), await sign(upcoming()))
      expect(r.status).to.equal(402)
      const body = r.body as {
        error: string
        details: { reason: string; network: string }
        accepts?: unknown
        data?: unknown
      }
      expect(body.error).to.equal('Settlement failed')
      expect(body.details.network).to.equal('eip155:8453')
      expect(body.details.reason).to.match(/^[a-z0-9_]+$/)
      expect(body).to.not.have.property('accepts')
      expect(JSON.stringify(r.body)).to.not.include('secret')
      expect(r.headers.get('x-total')).to.equal(null)
      expect(r.headers.get('cache-control')).to.equal('no-store')
    } finally {
      await chain.unBlacklist(payer())
    }
    expect(await chain.balanceOf(payTo())).to.equal(before)
  })

  it('settles concurrent replays of one payment once', async () => {
    const header = await sign(upcoming())
    const before = await chain.balanceOf(payTo())
    const results = await Promise.all(Array.from({ length: 5 }, () => paidGet(upcoming(), header)))
    const statuses = results.map((r) => r.status).sort()
    expect(statuses).to.deep.equal([200, 402, 402, 402, 402])
    for (const r of results.filter((x) => x.status === 402))
      expect((r.body as { error: string }).error).to.equal('nonce_already_used')
    expect((await chain.balanceOf(payTo())) - before).to.equal(20_000n)
  })

  it('refuses an expired authorisation', async () => {
    const before = await chain.balanceOf(payTo())
    const r = await paidGet(
      upcoming(),
      await sign(upcoming(), (req) => ({ ...req, maxTimeoutSeconds: -60 })),
    )
    expect(r.status).to.equal(402)
    expect((r.body as { error: string }).error).to.match(/valid_before/)
    expect((r.body as { accepts: unknown[] }).accepts).to.have.length(1)
    expect(await chain.balanceOf(payTo())).to.equal(before)
  })

  it('refuses an underpaid authorisation', async () => {
    const before = await chain.balanceOf(payTo())
    const r = await paidGet(
      upcoming(),
      await sign(upcoming(), (req) => ({ ...req, amount: '10000' })),
    )
    expect(r.status).to.equal(402)
    expect((r.body as { error: string }).error).to.match(/value/)
    expect(await chain.balanceOf(payTo())).to.equal(before)
  })

  it("refuses a payment signed for the other route's price", async () => {
    const before = await chain.balanceOf(payTo())
    const handled = app.handled
    const r = await paidGet(events(), await sign(upcoming()))
    expect(r.status).to.equal(402)
    expect((r.body as { error: string }).error).to.equal('No matching payment requirements')
    expect(app.handled).to.equal(handled)
    expect(await chain.balanceOf(payTo())).to.equal(before)
  })

  it('withholds the data when the facilitator refuses to settle', async () => {
    const forced = createPaymentGate({
      config,
      store,
      logger: testLogger,
      clock: systemClock,
      facilitator: failingSettle(
        createInProcessFacilitator({
          evm: {
            network: BASE_NETWORK,
            signer: await evmSignerFromKey(anvilKeys.facilitator, chain.rpcUrl, BASE_NETWORK),
          },
        }),
      ),
    })
    const other = await startTestApp(forced.gate)
    try {
      const before = await chain.balanceOf(payTo())
      const url = `${other.url}/v1/catalysts/upcoming`
      const r = await paidGet(url, await sign(url))
      expect(r.status).to.equal(402)
      expect(r.body).to.deep.equal({
        error: 'Settlement failed',
        details: { reason: 'forced_settlement_failure', network: 'eip155:8453', transaction: null },
      })
      expect(await chain.balanceOf(payTo())).to.equal(before)
    } finally {
      await other.close()
      await forced.close()
    }
  })

  it('settles a payment once when it is sent to two replicas sharing ClickHouse at the same time', async () => {
    const replica = createPaymentGate({ config, store, logger: testLogger, clock: systemClock })
    const other = await startTestApp(replica.gate)
    try {
      const header = await sign(upcoming())
      const before = await chain.balanceOf(payTo())
      const results = await Promise.all(
        [
          upcoming(),
          `${other.url}/v1/catalysts/upcoming?within_days=30`,
          upcoming(),
          `${other.url}/v1/catalysts/upcoming?within_days=30`,
        ].map((url) => paidGet(url, header)),
      )
      expect(results.filter((r) => r.status === 200)).to.have.length(1)
      // Losers are refused as already used; inside the documented race window a loser could instead
      // reach settlement and fail there (the nonce is spent on chain) - never a second charge.
      for (const r of results.filter((x) => x.status !== 200)) {
        expect(r.status).to.equal(402)
        expect(['nonce_already_used', 'Settlement failed']).to.include(
          (r.body as { error: string }).error,
        )
      }
      expect((await chain.balanceOf(payTo())) - before).to.equal(20_000n)
    } finally {
      await other.close()
      await replica.close()
    }
  })

  it('withholds a streamed body when settlement fails', async () => {
    app.behaviour = {
      status: 200,
      body: Readable.from(['{"data":["streamed secret"]}']),
      before: () => chain.blacklist(payer()),
    }
    try {
      const r = await paidGet(upcoming(), await sign(upcoming()))
      expect(r.status).to.equal(402)
      expect((r.body as { error: string }).error).to.equal('Settlement failed')
      expect(JSON.stringify(r.body)).to.not.include('streamed secret')
    } finally {
      await chain.unBlacklist(payer())
    }
  })

  it('keeps reservations across a restart: a new gate on the same store refuses a used payment', async () => {
    const header = await sign(upcoming())
    expect((await paidGet(upcoming(), header)).status).to.equal(200)
    const restarted = createPaymentGate({ config, store, logger: testLogger, clock: systemClock })
    const other = await startTestApp(restarted.gate)
    try {
      const before = await chain.balanceOf(payTo())
      const r = await paidGet(`${other.url}/v1/catalysts/upcoming?within_days=30`, header)
      expect(r.status).to.equal(402)
      expect((r.body as { error: string }).error).to.equal('nonce_already_used')
      expect(await chain.balanceOf(payTo())).to.equal(before)
    } finally {
      await other.close()
      await restarted.close()
    }
  })

  describe('through a hosted facilitator over HTTP (FACILITATOR_URL)', () => {
    let facilitator: Awaited<ReturnType<typeof startHttpFacilitator>>
    let httpGate: PaymentGate
    let httpApp: TestApp
    before(async () => {
      facilitator = await startHttpFacilitator(
        createInProcessFacilitator({
          evm: {
            network: BASE_NETWORK,
            signer: await evmSignerFromKey(anvilKeys.facilitator, chain.rpcUrl, BASE_NETWORK),
          },
        }),
      )
      httpGate = createPaymentGate({
        config: {
          ...config,
          FACILITATOR_URL: facilitator.url,
          EVM_RPC_URL: undefined,
          EVM_FACILITATOR_PRIVATE_KEY: undefined,
        },
        store,
        logger: captured.logger,
        clock: systemClock,
      })
      httpApp = await startTestApp(httpGate.gate)
    })
    after(async () => {
      await httpApp?.close()
      await httpGate?.close()
      await facilitator?.close()
    })
    beforeEach(() => {
      facilitator.mode = 'up'
    })

    it('verifies and settles through the HTTP facilitator', async () => {
      const before = await chain.balanceOf(payTo())
      const url = `${httpApp.url}/v1/catalysts/upcoming`
      const r = await paidGet(url, await sign(url))
      expect(r.status).to.equal(200)
      expect(facilitator.calls).to.include.members(['/supported', '/verify', '/settle'])
      expect((await chain.balanceOf(payTo())) - before).to.equal(20_000n)
    })

    it('answers 402 Settlement failed, never a 5xx or its internals, when the facilitator fails to settle', async () => {
      const url = `${httpApp.url}/v1/catalysts/upcoming`
      const header = await sign(url)
      facilitator.mode = 'settle-500'
      const before = await chain.balanceOf(payTo())
      const r = await paidGet(url, header)
      expect(r.status).to.equal(402)
      expect((r.body as { error: string }).error).to.equal('Settlement failed')
      expect(JSON.stringify(r.body)).to.not.match(/10\.0\.0\.7|stack|facilitator\.js/)
      expect(await chain.balanceOf(payTo())).to.equal(before)
    })

    it('answers 402 with a reason code, not the exception text, when verify returns garbage', async () => {
      const url = `${httpApp.url}/v1/catalysts/upcoming`
      const header = await sign(url)
      facilitator.mode = 'verify-garbage'
      const r = await paidGet(url, header)
      expect(r.status).to.equal(402)
      expect((r.body as { error: string }).error).to.equal('facilitator_unavailable')
      expect(JSON.stringify(r.body)).to.not.include('oops')
    })

    it("answers 402 {error: 'Payment required'} without accepts when the challenge cannot be built", async () => {
      facilitator.mode = 'down'
      const cold = createPaymentGate({
        config: { ...config, FACILITATOR_URL: facilitator.url },
        store,
        logger: testLogger,
        clock: systemClock,
      })
      const coldApp = await startTestApp(cold.gate)
      try {
        const r = await fetch(`${coldApp.url}/v1/events`)
        expect(r.status).to.equal(402)
        expect(await r.json()).to.deep.equal({ error: 'Payment required' })
        expect(r.headers.get('payment-required')).to.equal(null)
        expect(r.headers.get('cache-control')).to.equal('no-store')
      } finally {
        await coldApp.close()
        await cold.close()
      }
    })
  })

  it('audits every payment without its signature and reports the daily revenue', async () => {
    await gate.flush()
    const rows = await store.query<{
      outcome: string
      route: string
      network: string
      payer: string
      amount: number
      transaction: string
      reason: string
    }>(
      'SELECT outcome, route, network, payer, amount, transaction, reason FROM {db:Identifier}.payment_audit ORDER BY at',
    )
    const outcomes = new Set(rows.map((r) => r.outcome))
    for (const o of ['verified', 'settled', 'refused', 'not_charged', 'failed'])
      expect(outcomes, o).to.include(o)
    const settled = rows.filter((r) => r.outcome === 'settled')
    for (const r of settled) {
      expect(r.transaction).to.match(/^0x[0-9a-f]{64}$/)
      expect(r.payer).to.equal(chain.accounts.payer.toLowerCase())
      expect(r.network).to.equal('eip155:8453')
    }
    expect(rows.find((r) => r.reason === 'nonce_already_used')?.outcome).to.equal('refused')
    const everything = JSON.stringify(
      await store.query('SELECT * FROM {db:Identifier}.payment_audit'),
    )
    for (const header of sentHeaders) {
      expect(everything).to.not.include(header)
      const signature = (
        JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as {
          payload: { signature: string }
        }
      ).payload.signature
      expect(everything).to.not.include(signature.slice(2, 40))
    }
    const revenue = await dailyRevenue(store, new Date())
    const expected = settled.reduce((sum, r) => sum + BigInt(r.amount), 0n)
    expect(revenue.totalAmount).to.equal(expected.toString())
    expect(revenue.totalPayments).to.equal(settled.length)
    expect(revenue.rows.map((r) => r.route).sort()).to.deep.equal(['events', 'upcoming'])
  })

  it('never logs a payment header or signature', () => {
    const logs = captured.lines.join('\n')
    expect(logs).to.include('payment settled')
    for (const header of sentHeaders) {
      expect(logs).to.not.include(header.slice(0, 60))
      const signature = (
        JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as {
          payload: { signature: string }
        }
      ).payload.signature
      expect(logs).to.not.include(signature.slice(2, 40))
    }
  })
})
