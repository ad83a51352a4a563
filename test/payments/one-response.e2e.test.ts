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
  hashTypedData,
  http,
  parseAbi,
  recoverTypedDataAddress,
  type Address,
  type Hex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { base } from 'viem/chains'
import type { Store } from '../../services/shared/store/clickhouse.js'
import type { PaymentGate } from '../../services/payments/middleware.js'
import { dailyRevenue } from '../../services/payments/audit.js'
import { anvilKeys, BASE_NETWORK, BASE_USDC, type LocalBase } from './support/evm-chain.js'
import {
  capturingLogger,
  challengeOf,
  evmClient,
  paidGet,
  signPayment,
  type TestApp,
} from './support/harness.js'
import {
  eip3009TypedData,
  evmOption,
  randomlySignedEvmPayment,
  signedEvmPayment,
} from './support/crafted.js'
import { startPaidLocalBase, type PaidLocalBase } from './support/paid-local-base.js'
import { rpc, type RpcProxy } from './support/rpc-proxy.js'
import {
  compileWallet,
  replaySafeHash,
  walletAbi,
  walletSignature,
  type WalletContract,
} from './support/smart-wallet.js'

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
  // A small budget of code reads for never-seen payers, so a flood of them exhausts it here.
  const newPayerBudget = { burst: 5, perMinute: 6 }

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

  let rig: PaidLocalBase
  before(async () => {
    rig = await startPaidLocalBase({
      store: 'pay_once',
      facilitatorKey: anvilKeys.ownFacilitator,
      payerFunds: 1_000_000n,
      timings,
      logger: captured.logger,
      newPayerBudget,
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

  it('refuses forged signatures of a payer known to hold no code without a single call to the RPC', async () => {
    const url = upcoming()
    // The payer pays once: its code (none) is read while that payment is verified, and cached.
    const paid = await paidGet(url, await sign(url))
    expect(paid.status, JSON.stringify(paid.body)).to.equal(200)
    const accepted = evmOption((await challengeOf(url)).body)
    const mark = proxy.calls.length
    for (let i = 0; i < 20; i += 1) {
      // Another key's signature, or random bytes, for an authorisation from the payer.
      const header =
        i % 2 === 0
          ? randomlySignedEvmPayment(accepted, chain.accounts.payer)
          : await signedEvmPayment(accepted, anvilKeys.payer2).then((h) => {
              const forged = decode(h)
              forged.payload.authorization!.from = chain.accounts.payer
              return encodePaymentSignatureHeader(forged)
            })
      const r = await paidGet(url, header)
      expect(r.status).to.equal(402)
      expect((r.body as { error: string }).error).to.equal('invalid_exact_evm_signature')
    }
    expect(proxy.since(mark)).to.deep.equal([])
  })

  it('reads a never-seen payer’s code once, then refuses its forged signatures at no cost', async () => {
    const url = upcoming()
    const accepted = evmOption((await challengeOf(url)).body)
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    const mark = proxy.calls.length
    for (let i = 0; i < 10; i += 1) {
      const r = await paidGet(url, randomlySignedEvmPayment(accepted, stranger))
      expect(r.status).to.equal(402)
      expect((r.body as { error: string }).error).to.equal('invalid_exact_evm_signature')
    }
    expect(
      proxy.since(mark).map((c) => [c.method, String(c.params[0]).toLowerCase()]),
    ).to.deep.equal([['eth_getCode', stranger.toLowerCase()]])
  })

  const deployWallet = async (contract: WalletContract, owner: Address): Promise<Address> => {
    const deployer = createWalletClient({
      account: privateKeyToAccount(anvilKeys.deployer),
      chain: base,
      transport: http(chain.rpcUrl),
    })
    const receipt = await reader().waitForTransactionReceipt({
      hash: await deployer.deployContract({
        abi: walletAbi,
        bytecode: compileWallet(contract),
        args: [owner],
      }),
    })
    const wallet = receipt.contractAddress!
    await chain.mint(wallet, 100_000n)
    return wallet
  }

  /** Two payments by a wallet: both served, both transferred, the wallet's code read once. */
  const payTwiceFrom = async (
    wallet: Address,
    signFor: (typedData: ReturnType<typeof eip3009TypedData>['typedData']) => Promise<Hex>,
  ) => {
    const url = upcoming()
    const accepted = evmOption((await challengeOf(url)).body)
    const payToBefore = await chain.balanceOf(chain.accounts.payTo)
    const mark = proxy.calls.length
    for (let i = 0; i < 2; i += 1) {
      const { authorization, typedData } = eip3009TypedData(accepted, wallet)
      const r = await paidGet(
        url,
        encodePaymentSignatureHeader({
          x402Version: 2,
          accepted,
          payload: { authorization, signature: await signFor(typedData) },
        }),
      )
      expect(r.status, JSON.stringify(r.body)).to.equal(200)
      expect(r.body).to.deep.equal({ data: [{ catalyst_id: 9 }], meta: { total: 1 } })
      expect(decodePaymentResponseHeader(r.headers.get('payment-response')!).success).to.equal(true)
    }
    expect(await chain.balanceOf(wallet)).to.equal(60_000n)
    expect((await chain.balanceOf(chain.accounts.payTo)) - payToBefore).to.equal(40_000n)
    const walletCodeReads = proxy
      .since(mark, 'eth_getCode')
      .filter((c) => String(c.params[0]).toLowerCase() === wallet.toLowerCase())
    expect(walletCodeReads).to.have.length(1)
    return accepted
  }

  it('settles a smart-wallet (ERC-1271) payer with a 66-byte signature, reading its code once for two payments', async () => {
    const owner = privateKeyToAccount(anvilKeys.payer2)
    const wallet = await deployWallet('OwnerSignedWallet', owner.address)
    const accepted = await payTwiceFrom(wallet, async (typedData) =>
      walletSignature(await owner.signTypedData(typedData)),
    )
    // The owner's own ECDSA signature is not this wallet's: the wallet says no, nothing is sent.
    const { authorization, typedData } = eip3009TypedData(accepted, wallet)
    const mark = proxy.calls.length
    const plain = await paidGet(
      upcoming(),
      encodePaymentSignatureHeader({
        x402Version: 2,
        accepted,
        payload: { authorization, signature: await owner.signTypedData(typedData) },
      }),
    )
    expect((plain.body as { error: string }).error).to.equal('invalid_exact_evm_signature')
    expect(proxy.since(mark, 'eth_getCode')).to.deep.equal([])
    expect(proxy.since(mark, 'eth_sendRawTransaction')).to.deep.equal([])
    expect(await chain.balanceOf(wallet)).to.equal(60_000n)
  })

  it('settles a smart-wallet payer whose ERC-1271 signature is 65 bytes (its owner signs the wallet’s own hash)', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const wallet = await deployWallet('ReplaySafeWallet', owner.address)
    const signFor = (typedData: ReturnType<typeof eip3009TypedData>['typedData']) =>
      owner.sign({ hash: replaySafeHash(wallet, hashTypedData(typedData)) })
    // The signature has an ECDSA signature's length and recovers to neither the wallet nor its owner.
    const probe = eip3009TypedData(evmOption((await challengeOf(upcoming())).body), wallet)
    const signature = await signFor(probe.typedData)
    expect(signature).to.have.length(132)
    const recovered = await recoverTypedDataAddress({ ...probe.typedData, signature })
    expect([wallet, owner.address]).to.not.include(recovered)
    await payTwiceFrom(wallet, signFor)
  })

  it('bounds what forged payments from fresh addresses cost: code reads within the new-payer budget, nothing else', async () => {
    const url = upcoming()
    const accepted = evmOption((await challengeOf(url)).body)
    const mark = proxy.calls.length
    const reasons = new Map<string, number>()
    for (let i = 0; i < 40; i += 1) {
      const r = await paidGet(url, randomlySignedEvmPayment(accepted))
      expect(r.status).to.equal(402)
      const reason = (r.body as { error: string }).error
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
    }
    const calls = proxy.since(mark)
    expect(new Set(calls.map((c) => c.method))).to.deep.equal(new Set(['eth_getCode']))
    expect(calls.length).to.be.at.most(newPayerBudget.burst)
    expect([...reasons.keys()].sort()).to.deep.equal([
      'facilitator_busy',
      'invalid_exact_evm_signature',
    ])
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
