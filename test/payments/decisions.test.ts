/** The gate's pure decisions and its ClickHouse pieces (nonces, audit, revenue), without any chain. */
import { expect } from 'chai'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fixedClock } from '../../services/shared/clock.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import {
  acceptOptions,
  buildRoutesConfig,
  configProblems,
  paidRoutes,
  routeKey,
} from '../../services/payments/config.js'
import {
  isChargeable,
  loggableError,
  paymentFacts,
  paymentKey,
  publicReason,
  refusalOutcome,
  sanitizeChallenge,
  settleFailureBody,
} from '../../services/payments/decisions.js'
import { createNonceStore } from '../../services/payments/nonces.js'
import {
  createAuditLog,
  dailyRevenue,
  formatRevenue,
  formatUsdc,
} from '../../services/payments/audit.js'
import { createPaymentGate } from '../../services/payments/middleware.js'
import { svmSecretKeyBytes } from '../../services/payments/facilitator-signers.js'
import { testConfig, testLogger, testStore } from '../support/env.js'
import Koa from 'koa'
import type { AddressInfo } from 'node:net'
import type { FacilitatorClient } from '../../services/payments/facilitator.js'
import { startTestApp } from './support/harness.js'

const EVM_PAY_TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SVM_PAY_TO = '6iywn6HCxzQzMADC2stWPNY7mA2qiNjvSMiMmTYNTrVz'

describe('payments: route configuration', () => {
  it('prices upcoming at 20000 and events at 50000 atomic USDC, GET only, on both networks', () => {
    const config = testConfig({ EVM_PAY_TO, SVM_PAY_TO })
    expect(
      acceptOptions(config, 'upcoming').map((o) => [o.network, o.amount, o.asset]),
    ).to.deep.equal([
      ['eip155:8453', '20000', '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'],
      [
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        '20000',
        'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      ],
    ])
    expect(acceptOptions(config, 'events').map((o) => o.amount)).to.deep.equal(['50000', '50000'])
    expect(Object.keys(buildRoutesConfig(config))).to.deep.equal([
      'GET /v1/catalysts/upcoming',
      'GET /v1/events',
    ])
    expect(routeKey('events')).to.equal('GET /v1/events')
    expect(acceptOptions(config, 'upcoming')[0]!.extra).to.deep.equal({
      name: 'USD Coin',
      version: '2',
    })
  })

  it('takes networks, pay-to addresses and assets from configuration, offering only networks with a pay-to', () => {
    const config = testConfig({
      SVM_PAY_TO,
      SVM_NETWORK: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      SVM_USDC_MINT: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU',
    })
    expect(acceptOptions(config, 'upcoming')).to.deep.equal([
      {
        scheme: 'exact',
        network: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        payTo: SVM_PAY_TO,
        asset: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU',
        amount: '20000',
        extra: {},
      },
    ])
  })

  it('declares the query of each paid route for discovery', () => {
    const routes = buildRoutesConfig(testConfig({ EVM_PAY_TO })) as unknown as Record<
      string,
      { extensions: { bazaar: { info: { input: { queryParams: unknown } }; schema: unknown } } }
    >
    const bazaar = routes['GET /v1/events']!.extensions.bazaar
    expect(bazaar.info.input.queryParams).to.deep.equal(paidRoutes.events.exampleQuery)
    expect(JSON.stringify(bazaar.schema)).to.include('"since"')
  })

  it('names what stops the challenge from being built', () => {
    expect(configProblems(testConfig({}))).to.have.length(1)
    expect(configProblems(testConfig({ EVM_PAY_TO }))[0]).to.match(/EVM_RPC_URL/)
    expect(
      configProblems(testConfig({ EVM_PAY_TO, FACILITATOR_URL: 'https://facilitator.example' })),
    ).to.deep.equal([])
    expect(configProblems(testConfig({ PAYMENTS_ENABLED: 'false' }))).to.deep.equal([])
  })
})

describe('payments: pure decisions', () => {
  const now = 1_800_000_000

  it('keys an EVM payment by network, payer and EIP-3009 nonce, case-insensitively', () => {
    const from = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01'
    const nonce = `0x${'DE'.repeat(32)}`
    const authorization = {
      from,
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: '20000',
      validAfter: '0',
      validBefore: String(now + 120),
      nonce,
    }
    const payload = {
      accepted: { network: 'eip155:8453' },
      payload: { signature: `0x${'11'.repeat(65)}`, authorization },
    }
    const key = paymentKey(payload, now)!
    expect(key.key).to.equal(`eip155:8453:${from.toLowerCase()}:${nonce.toLowerCase()}`)
    expect(key.payer).to.equal(from.toLowerCase())
    expect(key.expiresAt).to.equal(now + 120)
    expect(key.id).to.match(/^[0-9a-f]{64}$/)
    // A different signature over the same authorisation is the same payment.
    expect(
      paymentKey(
        { ...payload, payload: { ...payload.payload, signature: `0x${'22'.repeat(65)}` } },
        now,
      )!.key,
    ).to.equal(key.key)
    // Absurd validity is bounded, so rows stay storable and expire.
    expect(
      paymentKey(
        {
          ...payload,
          payload: {
            ...payload.payload,
            authorization: { ...authorization, validBefore: '1'.padEnd(70, '0') },
          },
        },
        now,
      )!.expiresAt,
    ).to.equal(now + 30 * 86_400)
    // Anything next to the authorisation (a Permit2 authorisation is what the library would settle
    // instead) makes the payload unkeyable: it is never reserved, so never served.
    expect(
      paymentKey(
        { ...payload, payload: { ...payload.payload, permit2Authorization: { from } } },
        now,
      ),
    ).to.equal(null)
  })

  it('refuses to key a payload it cannot read, and hashes unknown schemes canonically', () => {
    expect(
      paymentKey({ accepted: { network: 'eip155:8453' }, payload: { authorization: {} } }, now),
    ).to.equal(null)
    expect(
      paymentKey(
        { accepted: { network: 'solana:x' }, payload: { transaction: 'not base64 !' } },
        now,
      ),
    ).to.equal(null)
    const a = paymentKey({ accepted: { network: 'other:1' }, payload: { b: 1, a: 2 } }, now)!
    const b = paymentKey({ accepted: { network: 'other:1' }, payload: { a: 2, b: 1 } }, now)!
    expect(a.key).to.equal(b.key)
  })

  it('shows clients reason codes, never exception text', () => {
    expect(publicReason('invalid_exact_evm_signature', 'x')).to.equal('invalid_exact_evm_signature')
    expect(publicReason('No matching payment requirements', 'x')).to.equal(
      'No matching payment requirements',
    )
    expect(
      publicReason(
        'fetch failed: connect ECONNREFUSED 10.1.2.3:8545',
        'payment_verification_failed',
      ),
    ).to.equal('payment_verification_failed')
    expect(publicReason(undefined, 'fallback')).to.equal('fallback')
    const challenge = sanitizeChallenge({
      x402Version: 2,
      error: 'Error: boom at https://rpc.example/key',
      resource: { url: 'u' },
      accepts: [],
    })
    expect(challenge.error).to.equal('payment_verification_failed')
  })

  it('charges only answers below 400', () => {
    expect(isChargeable(200)).to.equal(true)
    expect(isChargeable(399)).to.equal(true)
    expect(isChargeable(400)).to.equal(false)
    expect(isChargeable(404)).to.equal(false)
    expect(isChargeable(500)).to.equal(false)
  })

  it('builds the settlement-failure body without accepts or internals', () => {
    expect(
      settleFailureBody({
        errorReason: 'transaction_failed',
        network: 'eip155:8453',
        transaction: '0xabc',
      }),
    ).to.deep.equal({
      error: 'Settlement failed',
      details: { reason: 'transaction_failed', network: 'eip155:8453', transaction: '0xabc' },
    })
    expect(
      settleFailureBody({
        errorReason: 'Error: socket hang up',
        network: 'eip155:8453',
        transaction: '',
      }).details,
    ).to.deep.equal({ reason: 'settlement_failed', network: 'eip155:8453', transaction: null })
  })

  it('records the claim of a payment, never its payload', () => {
    const facts = paymentFacts({
      x402Version: 2,
      accepted: {
        scheme: 'exact',
        network: 'eip155:8453',
        payTo: '0x1',
        asset: '0x2',
        amount: '20000',
        maxTimeoutSeconds: 1,
        extra: {},
      },
      payload: { signature: '0xsecret' },
    })
    expect(facts).to.deep.equal({
      network: 'eip155:8453',
      scheme: 'exact',
      payTo: '0x1',
      asset: '0x2',
      amount: '20000',
    })
    expect(paymentFacts(null).amount).to.equal('0')
    expect(refusalOutcome('nonce_already_used')).to.equal('refused')
    expect(refusalOutcome('facilitator_unavailable')).to.equal('failed')
  })

  it('strips URLs and long hex from logged errors', () => {
    const text = loggableError(
      new Error(
        `request to https://base.rpc.example/v2/SECRETKEY failed with 0x${'ab'.repeat(80)}`,
      ),
    )
    expect(text).to.not.include('SECRETKEY')
    expect(text).to.include('[url]')
    expect(text).to.include('[hex]')
  })

  it('reads Solana secret keys as JSON bytes or base58', async () => {
    const bytes = Array.from({ length: 64 }, (_, i) => i)
    expect(Array.from(await svmSecretKeyBytes(JSON.stringify(bytes)))).to.deep.equal(bytes)
    let error: unknown
    try {
      await svmSecretKeyBytes('[1,2,3]')
    } catch (e) {
      error = e
    }
    expect(String(error)).to.match(/64 bytes/)
  })
})

describe('payments: nonce reservations, audit and revenue in ClickHouse', () => {
  let store: Store
  const clock = fixedClock('2026-11-22T10:00:00Z')
  const key = (n: string) => ({
    key: `eip155:8453:0xpayer:${n}`,
    id: n,
    network: 'eip155:8453',
    payer: '0xpayer',
    // Far ahead of the real clock: the table's TTL (expiry + a week) runs on the ClickHouse server's own time, not on the
    // fixed clock, and a key expired in real time may be dropped under the test's feet (2026-11-18 did, a week later).
    expiresAt: 4_102_444_800,
  })
  before(async () => {
    store = await testStore('pay_unit')
  })
  after(async () => {
    await store.close()
  })

  it('reserves a key once per process, and concurrent reservations in one process have one winner', async () => {
    const nonces = createNonceStore({ store, clock })
    const results = await Promise.all(
      Array.from({ length: 6 }, () => nonces.reserve(key('a'), 'upcoming')),
    )
    expect(results.filter((r) => r === 'reserved')).to.have.length(1)
    expect(await nonces.isUsed(key('a'))).to.equal(true)
    expect(await nonces.isUsed(key('never'))).to.equal(false)
  })

  it('shares reservations between replicas through ClickHouse', async () => {
    const replicaA = createNonceStore({ store, clock })
    const replicaB = createNonceStore({ store, clock })
    expect(await replicaA.reserve(key('b'), 'events')).to.equal('reserved')
    expect(await replicaB.isUsed(key('b'))).to.equal(true)
    expect(await replicaB.reserve(key('b'), 'events')).to.equal('already_used')
    // Interleaved inserts: both rows are visible to both read-backs, and both agree on one winner.
    const [x, y] = await Promise.all([
      createNonceStore({ store, clock }).reserve(key('c'), 'events'),
      createNonceStore({ store, clock }).reserve(key('c'), 'events'),
    ])
    expect([x, y].filter((r) => r === 'reserved')).to.have.length(1)
  })

  it('buffers audit records, writes them on flush, and sums settled revenue per UTC day, route and network', async () => {
    const audit = createAuditLog({ store, logger: testLogger })
    const facts = (network: string, amount: string) => ({
      network,
      scheme: 'exact',
      payTo: 'p',
      asset: 'a',
      amount,
    })
    const at = (iso: string) => new Date(iso)
    let payments = 0
    const base = {
      get paymentId() {
        return `payment-${(payments += 1)}`
      },
      payer: '0xpayer',
      transaction: '0xtx',
      reason: '',
      httpStatus: 200,
    }
    audit.record({
      ...base,
      at: at('2026-11-22T01:00:00Z'),
      route: 'upcoming',
      facts: facts('eip155:8453', '20000'),
      outcome: 'settled',
    })
    audit.record({
      ...base,
      at: at('2026-11-22T02:00:00Z'),
      route: 'upcoming',
      facts: facts('eip155:8453', '20000'),
      outcome: 'settled',
    })
    audit.record({
      ...base,
      at: at('2026-11-22T03:00:00Z'),
      route: 'events',
      facts: facts('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '50000'),
      outcome: 'settled',
    })
    audit.record({
      ...base,
      at: at('2026-11-22T04:00:00Z'),
      route: 'events',
      facts: facts('eip155:8453', '50000'),
      outcome: 'failed',
    })
    audit.record({
      ...base,
      at: at('2026-11-22T05:00:00Z'),
      route: 'events',
      facts: facts('eip155:8453', '50000'),
      outcome: 'verified',
    })
    audit.record({
      ...base,
      at: at('2026-11-23T00:00:01Z'),
      route: 'events',
      facts: facts('eip155:8453', '50000'),
      outcome: 'settled',
    })
    // Two late receipts: one replaced (cancelled), one the chain said nothing about in time.
    for (const [paymentId, outcome, time] of [
      ['late-1', 'pending', '06:00:00'],
      ['late-1', 'cancelled', '06:00:20'],
      ['late-2', 'pending', '07:00:00'],
      ['late-2', 'pending', '07:00:30'],
      // Landed after its client was answered, recorded by the watchers of two replicas: one payment.
      ['late-3', 'pending', '08:00:00'],
      ['late-3', 'settled', '08:01:00'],
      ['late-3', 'settled', '08:01:00'],
    ] as const)
      audit.record({
        ...base,
        paymentId,
        at: at(`2026-11-22T${time}Z`),
        route: 'upcoming',
        facts: facts('eip155:8453', '20000'),
        outcome,
        ...(outcome === 'settled' ? { reason: 'charged_without_response' } : {}),
      })
    await audit.close()
    const day = await dailyRevenue(store, '2026-11-22')
    expect([day.pending, day.cancelled, day.unresolved, day.chargedWithoutResponse]).to.deep.equal([
      3, 1, 1, 1,
    ])
    expect(formatRevenue(day)).to.include(
      '3 pending, of which 1 cancelled (not charged) and 1 unresolved',
    )
    expect(formatRevenue(day)).to.include('refund owed): 1')
    expect(day.totalPayments).to.equal(4)
    expect(day.totalAmount).to.equal('110000')
    expect(day.totalUsdc).to.equal('0.110000')
    expect(day.rows.map((r) => [r.route, r.network, r.payments, r.amount])).to.deep.equal([
      ['events', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 1, '50000'],
      ['upcoming', 'eip155:8453', 3, '60000'],
    ])
    expect((await dailyRevenue(store, '2026-11-23')).totalAmount).to.equal('50000')
    expect((await dailyRevenue(store, '2026-11-21')).rows).to.deep.equal([])
    expect(formatRevenue(day)).to.include('0.110000 USDC')
    expect(formatUsdc(1_234_567n)).to.equal('1.234567')
  })
})

describe('payments: gate without a chain', () => {
  let store: Store
  before(async () => {
    store = await testStore('pay_gate')
  })
  after(async () => {
    await store.close()
  })

  it('serves the paid routes unpaid when PAYMENTS_ENABLED is false', async () => {
    const gate = createPaymentGate({
      config: testConfig({ PAYMENTS_ENABLED: 'false' }),
      store,
      logger: testLogger,
      clock: fixedClock('2026-11-22T00:00:00Z'),
    })
    const app = await startTestApp(gate.gate)
    try {
      expect((await fetch(`${app.url}/v1/events`)).status).to.equal(200)
    } finally {
      await app.close()
      await gate.close()
    }
  })

  const EVM_PAY_TO_ = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  /** A facilitator that supports Base exact and whose /supported can be made to fail. */
  const fakeFacilitator = (state: {
    supportedCalls: number
    down: boolean
  }): FacilitatorClient => ({
    getSupported: async () => {
      state.supportedCalls += 1
      if (state.down) throw new Error('connect ECONNREFUSED https://facilitator.internal/supported')
      return {
        kinds: [{ x402Version: 2, scheme: 'exact', network: 'eip155:8453' }],
        extensions: [],
        signers: {},
      }
    },
    verify: async () => ({ isValid: false, invalidReason: 'invalid_exact_evm_signature' }),
    settle: async (_p, r) => ({
      success: false,
      errorReason: 'unexpected',
      transaction: '',
      network: r.network,
    }),
  })

  it('answers browsers the JSON challenge too, and refuses a payment header that does not decode', async () => {
    const facilitator = fakeFacilitator({ supportedCalls: 0, down: false })
    const gate = createPaymentGate({
      config: testConfig({ EVM_PAY_TO: EVM_PAY_TO_ }),
      store,
      logger: testLogger,
      clock: fixedClock('2026-11-22T00:00:00Z'),
      facilitator,
    })
    const app = await startTestApp(gate.gate)
    try {
      const browser = await fetch(`${app.url}/v1/events`, {
        headers: { accept: 'text/html,application/xhtml+xml', 'user-agent': 'Mozilla/5.0' },
      })
      expect(browser.status).to.equal(402)
      expect(browser.headers.get('content-type')).to.match(/^application\/json/)
      const body = (await browser.json()) as { accepts: Array<{ amount: string }> }
      expect(body.accepts.map((a) => a.amount)).to.deep.equal(['50000'])
      const garbled = await fetch(`${app.url}/v1/events`, {
        headers: { 'payment-signature': 'bm90IGpzb24=' },
      })
      expect(garbled.status).to.equal(402)
      expect(((await garbled.json()) as { error: string; accepts: unknown[] }).error).to.equal(
        'invalid_payment_header',
      )
      expect(app.handled).to.equal(0)
      await gate.flush()
      const rows = await store.query<{ outcome: string; reason: string }>(
        "SELECT outcome, reason FROM {db:Identifier}.payment_audit WHERE reason = 'invalid_payment_header'",
      )
      expect(rows).to.deep.equal([{ outcome: 'refused', reason: 'invalid_payment_header' }])
    } finally {
      await app.close()
      await gate.close()
    }
  })

  it('retries an unreachable facilitator after a back-off, then offers the challenge', async () => {
    const state = { supportedCalls: 0, down: true }
    const clock = fixedClock('2026-11-22T00:00:00Z')
    const gate = createPaymentGate({
      config: testConfig({ EVM_PAY_TO: EVM_PAY_TO_ }),
      store,
      logger: testLogger,
      clock,
      facilitator: fakeFacilitator(state),
    })
    const app = await startTestApp(gate.gate)
    try {
      const first = await fetch(`${app.url}/v1/events`)
      expect(first.status).to.equal(402)
      expect(await first.json()).to.deep.equal({ error: 'Payment required' })
      state.down = false
      const calls = state.supportedCalls
      expect(await (await fetch(`${app.url}/v1/events`)).json()).to.deep.equal({
        error: 'Payment required',
      })
      expect(state.supportedCalls).to.equal(calls)
      clock.advance(6_000)
      const recovered = await fetch(`${app.url}/v1/events`)
      expect(recovered.status).to.equal(402)
      expect(((await recovered.json()) as { accepts: unknown[] }).accepts).to.have.length(1)
    } finally {
      await app.close()
      await gate.close()
    }
  })

  it('answers other methods 405 without looking at payment (the paid routes are GET only)', async () => {
    const gate = createPaymentGate({
      config: testConfig({ EVM_PAY_TO: EVM_PAY_TO_ }),
      store,
      logger: testLogger,
      clock: fixedClock('2026-11-22T00:00:00Z'),
      facilitator: fakeFacilitator({ supportedCalls: 0, down: false }),
    })
    const app = new Koa()
    let served = 0
    app.use(gate.gate('events'))
    app.use((ctx) => {
      served += 1
      ctx.body = { data: [] }
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise<void>((resolve) => server.once('listening', resolve))
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/events`
      for (const method of ['HEAD', 'POST', 'PUT']) {
        const r = await fetch(url, { method })
        expect(r.status, method).to.equal(405)
        expect(r.headers.get('allow')).to.equal('GET')
      }
      expect(served).to.equal(0)
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await gate.close()
    }
  })

  it("answers 402 {error: 'Payment required'} without accepts when no network can be offered", async () => {
    const gate = createPaymentGate({
      config: testConfig({}),
      store,
      logger: testLogger,
      clock: fixedClock('2026-11-22T00:00:00Z'),
    })
    const app = await startTestApp(gate.gate)
    try {
      const r = await fetch(`${app.url}/v1/catalysts/upcoming`)
      expect(r.status).to.equal(402)
      expect(await r.json()).to.deep.equal({ error: 'Payment required' })
      expect(r.headers.get('cache-control')).to.equal('no-store')
      expect(app.handled).to.equal(0)
    } finally {
      await app.close()
      await gate.close()
    }
  })
})

describe('payments: revenue CLI', function () {
  this.timeout(60_000)
  it('prints a day of revenue from the configured store, and refuses a bad day', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'revenue-cli-'))
    const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', CLICKHOUSE_URL: '' }
    const run = (script: string, args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
        env,
        encoding: 'utf8',
        timeout: 40_000,
      })
    try {
      expect(run('services/migrate.ts', []).status).to.equal(0)
      const ok = run('services/payments/revenue-cli.ts', ['2026-11-22', '--json'])
      expect(ok.status, ok.stderr).to.equal(0)
      expect(JSON.parse(ok.stdout)).to.deep.equal({
        day: '2026-11-22',
        rows: [],
        totalPayments: 0,
        totalAmount: '0',
        totalUsdc: '0.000000',
        pending: 0,
        cancelled: 0,
        unresolved: 0,
        chargedWithoutResponse: 0,
      })
      const bad = run('services/payments/revenue-cli.ts', ['2026-13-45'])
      expect(bad.status).to.equal(1)
      expect(bad.stderr).to.include('YYYY-MM-DD')
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
