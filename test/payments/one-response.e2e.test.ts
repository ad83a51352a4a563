/**
 * One payment buys one response, and a client is charged exactly when it gets its response (issue
 * 27), on a local Base (anvil + FiatToken USDC at the Base address) with the real x402 client. The
 * in-process facilitator reaches the chain through an RPC proxy that counts every call, and the
 * tests mine blocks themselves (automine off) to make a settlement's receipt late.
 */
import { expect } from 'chai'
import { decodePaymentResponseHeader, encodePaymentSignatureHeader } from '@x402/core/http'
import type { PaymentPayload } from '@x402/core/types'
import {
  createPublicClient,
  createWalletClient,
  http,
  parseAbi,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { base } from 'viem/chains'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { systemClock } from '../../services/shared/clock.js'
import { createPaymentGate, type PaymentGate } from '../../services/payments/middleware.js'
import {
  createInProcessFacilitator,
  evmSignerFromKey,
} from '../../services/payments/facilitator.js'
import { dailyRevenue } from '../../services/payments/audit.js'
import { testConfig, testStore } from '../support/env.js'
import {
  anvilKeys,
  BASE_NETWORK,
  BASE_USDC,
  startLocalBase,
  type LocalBase,
} from './support/evm-chain.js'
import {
  capturingLogger,
  challengeOf,
  evmClient,
  paidGet,
  signPayment,
  startTestApp,
  type TestApp,
} from './support/harness.js'
import {
  eip3009TypedData,
  evmOption,
  randomlySignedEvmPayment,
  signedEvmPayment,
} from './support/crafted.js'
import { rpc, startRpcProxy, type RpcProxy } from './support/rpc-proxy.js'
import { compileWallet, walletAbi, walletSignature } from './support/smart-wallet.js'

const decode = (header: string) =>
  JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as PaymentPayload & {
    payload: Record<string, unknown> & { authorization?: { from: Address; nonce: Hex } }
  }

const authorizationState = parseAbi([
  'function authorizationState(address authorizer, bytes32 nonce) view returns (bool)',
])

describe('one payment, one response (local Base, real x402 client)', function () {
  this.timeout(120_000)
  let chain: LocalBase
  let proxy: RpcProxy
  let store: Store
  let gate: PaymentGate
  let app: TestApp
  const captured = capturingLogger()
  // Short waits so the tests are quick; production waits are DEFAULT_RECEIPT_TIMINGS.
  const timings = { receiptWaitMs: 1_500, cancelWaitMs: 15_000, pollMs: 100 }

  const upcoming = () => `${app.url}/v1/catalysts/upcoming?within_days=30`
  const anvil = <T = unknown>(method: string, params: unknown[] = []) =>
    rpc<T>(chain.rpcUrl, method, params)
  const reader = () => createPublicClient({ chain: base, transport: http(chain.rpcUrl) })
  const sign = (url: string) => signPayment(url, evmClient(anvilKeys.payer), BASE_NETWORK)
  const auditRows = async () => {
    await gate.flush()
    return store.query<{
      outcome: string
      reason: string
      transaction: string
      payment_id: string
    }>(
      'SELECT outcome, reason, transaction, payment_id FROM {db:Identifier}.payment_audit ORDER BY at',
    )
  }

  before(async () => {
    chain = await startLocalBase()
    await chain.mint(chain.accounts.payer, 1_000_000n)
    proxy = await startRpcProxy(chain.rpcUrl)
    store = await testStore('pay_once')
    const config = testConfig({
      EVM_PAY_TO: chain.accounts.payTo,
      EVM_RPC_URL: proxy.url,
      EVM_FACILITATOR_PRIVATE_KEY: anvilKeys.ownFacilitator,
      PUBLIC_BASE_URL: 'https://feed.example',
    })
    const facilitator = createInProcessFacilitator({
      evm: {
        network: BASE_NETWORK,
        signer: await evmSignerFromKey(anvilKeys.ownFacilitator, proxy.url, BASE_NETWORK, timings),
      },
      logger: captured.logger,
    })
    gate = createPaymentGate({
      config,
      store,
      logger: captured.logger,
      clock: systemClock,
      facilitator,
    })
    app = await startTestApp(gate.gate)
  })
  after(async () => {
    await app?.close()
    await gate?.close()
    await proxy?.close()
    await chain?.stop()
  })
  afterEach(async () => {
    proxy.before = undefined
    proxy.after = undefined
    await anvil('evm_setAutomine', [true])
  })
  beforeEach(() => {
    app.behaviour = { status: 200, body: { data: [{ catalyst_id: 9 }], meta: { total: 1 } } }
  })

  it('refuses a Permit2 payload, alone or next to a decoy EIP-3009 authorisation, before any chain call', async () => {
    const url = upcoming()
    // A real Permit2 payload: the x402 client asked for Permit2 signs a permit2Authorization.
    const permit2 = decode(
      await signPayment(url, evmClient(anvilKeys.payer), BASE_NETWORK, (r) => ({
        ...r,
        extra: { ...r.extra, assetTransferMethod: 'permit2' },
      })),
    )
    expect(permit2.payload).to.have.property('permit2Authorization')
    const accepted = evmOption((await challengeOf(url)).body)
    const withDecoy = async () => {
      const decoy = decode(await signedEvmPayment(accepted, anvilKeys.payer))
      return encodePaymentSignatureHeader({
        ...permit2,
        payload: { ...permit2.payload, authorization: decoy.payload.authorization },
      })
    }
    const [payToBefore, payerBefore] = await Promise.all([
      chain.balanceOf(chain.accounts.payTo),
      chain.balanceOf(chain.accounts.payer),
    ])
    const handled = app.handled
    const mark = proxy.calls.length
    // The same Permit2 signature three times: alone, then with two fresh decoys.
    for (const header of [
      encodePaymentSignatureHeader(permit2),
      await withDecoy(),
      await withDecoy(),
    ]) {
      const r = await paidGet(url, header)
      expect(r.status).to.equal(402)
      expect((r.body as { error: string }).error).to.equal('unsupported_payload_type')
      expect(r.body).to.not.have.property('data')
      expect(r.headers.get('payment-response')).to.equal(null)
    }
    expect(app.handled).to.equal(handled)
    expect(proxy.since(mark)).to.deep.equal([])
    expect(await chain.balanceOf(chain.accounts.payTo)).to.equal(payToBefore)
    expect(await chain.balanceOf(chain.accounts.payer)).to.equal(payerBefore)
  })

  it('refuses 20 payloads with random signatures without a single call to the RPC', async () => {
    const url = upcoming()
    const accepted = evmOption((await challengeOf(url)).body)
    const mark = proxy.calls.length
    for (let i = 0; i < 20; i += 1) {
      const r = await paidGet(url, randomlySignedEvmPayment(accepted))
      expect(r.status).to.equal(402)
      expect((r.body as { error: string }).error).to.equal('invalid_exact_evm_signature')
    }
    expect(proxy.since(mark)).to.deep.equal([])
  })

  it('settles a smart-wallet (ERC-1271) payer, reading its code once for two payments', async () => {
    const owner = privateKeyToAccount(anvilKeys.payer2)
    const deployer = createWalletClient({
      account: privateKeyToAccount(anvilKeys.deployer),
      chain: base,
      transport: http(chain.rpcUrl),
    })
    const receipt = await reader().waitForTransactionReceipt({
      hash: await deployer.deployContract({
        abi: walletAbi,
        bytecode: compileWallet(),
        args: [owner.address],
      }),
    })
    const wallet = receipt.contractAddress!
    await chain.mint(wallet, 100_000n)
    const url = upcoming()
    const accepted = evmOption((await challengeOf(url)).body)
    const pay = async () => {
      const { authorization, typedData } = eip3009TypedData(accepted, wallet)
      const signature = walletSignature(await owner.signTypedData(typedData))
      return paidGet(
        url,
        encodePaymentSignatureHeader({
          x402Version: 2,
          accepted,
          payload: { authorization, signature },
        }),
      )
    }
    const payToBefore = await chain.balanceOf(chain.accounts.payTo)
    const mark = proxy.calls.length
    for (let i = 0; i < 2; i += 1) {
      const r = await pay()
      expect(r.status, JSON.stringify(r.body)).to.equal(200)
      expect(decodePaymentResponseHeader(r.headers.get('payment-response')!).success).to.equal(true)
    }
    expect(await chain.balanceOf(wallet)).to.equal(60_000n)
    expect((await chain.balanceOf(chain.accounts.payTo)) - payToBefore).to.equal(40_000n)
    const walletCodeReads = proxy
      .since(mark, 'eth_getCode')
      .filter((c) => String(c.params[0]).toLowerCase() === wallet.toLowerCase())
    expect(walletCodeReads).to.have.length(1)
    // The owner's own ECDSA signature is not the wallet's: refused before any call.
    const { authorization, typedData } = eip3009TypedData(accepted, wallet)
    const plain = await paidGet(
      url,
      encodePaymentSignatureHeader({
        x402Version: 2,
        accepted,
        payload: { authorization, signature: await owner.signTypedData(typedData) },
      }),
    )
    expect((plain.body as { error: string }).error).to.equal('invalid_exact_evm_signature')
  })

  it('delivers the response, charged once, when the late settlement lands while it is being replaced', async () => {
    await anvil('evm_setAutomine', [false])
    let sends = 0
    // The replacement reaches the node only after a block took the original: the race a late
    // receipt can end in.
    proxy.before = async (call) => {
      if (call.method === 'eth_sendRawTransaction' && ++sends === 2) await anvil('evm_mine')
    }
    const [payToBefore, payerBefore] = await Promise.all([
      chain.balanceOf(chain.accounts.payTo),
      chain.balanceOf(chain.accounts.payer),
    ])
    const url = upcoming()
    const r = await paidGet(url, await sign(url))
    expect(sends, 'a replacement was attempted').to.be.at.least(2)
    expect(r.status, JSON.stringify(r.body)).to.equal(200)
    expect(r.body).to.deep.equal({ data: [{ catalyst_id: 9 }], meta: { total: 1 } })
    const settlement = decodePaymentResponseHeader(r.headers.get('payment-response')!)
    expect(settlement.success).to.equal(true)
    await anvil('evm_mine')
    expect((await chain.balanceOf(chain.accounts.payTo)) - payToBefore).to.equal(20_000n)
    expect(payerBefore - (await chain.balanceOf(chain.accounts.payer))).to.equal(20_000n)
    const rows = (await auditRows()).filter((row) => row.transaction === settlement.transaction)
    expect(rows.map((row) => [row.outcome, row.reason])).to.deep.equal([
      ['pending', 'receipt_late'],
      ['settled', 'receipt_late'],
    ])
  })

  it('answers "Settlement failed" only once the late settlement was replaced, and no transfer ever lands', async () => {
    await anvil('evm_setAutomine', [false])
    let sends = 0
    let original: Hex | null = null
    proxy.before = async (call) => {
      if (call.method === 'eth_sendRawTransaction' && ++sends === 1)
        original = call.params[0] as Hex
    }
    // The replacement is mined as soon as the node has it (the original is then out of its pool).
    proxy.after = async (call) => {
      if (call.method === 'eth_sendRawTransaction' && sends === 2) await anvil('evm_mine')
    }
    const [payToBefore, payerBefore] = await Promise.all([
      chain.balanceOf(chain.accounts.payTo),
      chain.balanceOf(chain.accounts.payer),
    ])
    const url = upcoming()
    const header = await sign(url)
    const handled = app.handled
    const r = await paidGet(url, header)
    expect(app.handled).to.equal(handled + 1)
    expect(r.status).to.equal(402)
    const body = r.body as { error: string; details: { reason: string; transaction: string } }
    expect(body.error).to.equal('Settlement failed')
    expect(body.details.reason).to.equal('settlement_cancelled')
    expect(body.details.transaction).to.match(/^0x[0-9a-f]{64}$/)
    expect(JSON.stringify(r.body)).to.not.include('catalyst_id')
    // Whatever happens next, the original cannot land: its nonce is taken, its broadcast refused.
    for (let i = 0; i < 3; i += 1) await anvil('evm_mine')
    expect(original).to.not.equal(null)
    let rebroadcast: unknown = null
    await anvil('eth_sendRawTransaction', [original]).catch((error: unknown) => {
      rebroadcast = error
    })
    expect(String(rebroadcast)).to.match(/nonce/i)
    await anvil('evm_mine')
    const { authorization } = decode(header).payload
    expect(
      await reader().readContract({
        address: BASE_USDC,
        abi: authorizationState,
        functionName: 'authorizationState',
        args: [authorization!.from, authorization!.nonce],
      }),
    ).to.equal(false)
    expect(await chain.balanceOf(chain.accounts.payTo)).to.equal(payToBefore)
    expect(await chain.balanceOf(chain.accounts.payer)).to.equal(payerBefore)
    const rows = (await auditRows()).filter((row) => row.transaction === body.details.transaction)
    expect(rows.map((row) => [row.outcome, row.reason])).to.deep.equal([
      ['pending', 'receipt_late'],
      ['cancelled', 'settlement_cancelled'],
    ])
  })

  it('reports settled, pending and cancelled settlements in the daily revenue', async () => {
    const rows = await auditRows()
    const revenue = await dailyRevenue(store, new Date())
    const settled = rows.filter((row) => row.outcome === 'settled').length
    expect(revenue.totalPayments).to.equal(settled)
    expect(revenue.totalAmount).to.equal(String(settled * 20_000))
    const pending = new Set(
      rows.filter((row) => row.outcome === 'pending').map((r) => r.payment_id),
    )
    expect(pending.size).to.equal(2)
    expect(revenue.pending).to.equal(2)
    expect(revenue.cancelled).to.equal(1)
    expect(revenue.unresolved).to.equal(0)
  })

  it('never logs a payment signature', () => {
    const logs = captured.lines.join('\n')
    expect(logs).to.include('payment cancelled')
    expect(logs).to.not.match(/"signature"/)
  })
})
