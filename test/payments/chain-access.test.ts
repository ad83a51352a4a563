/**
 * The observed chain access (services/payments/chain-access.ts) as a unit: eth_getCode never
 * rejects, the other calls still do, and each verify or settle counts only its own chain failures,
 * also when calls interleave. Plus what the process guard may log of a rejection.
 */
import { expect } from 'chai'
import type { FacilitatorEvmSigner } from '@x402/evm'
import {
  inChainScope,
  observedEvmChain,
  observedEvmSigner,
} from '../../services/payments/chain-access.js'
import { describeRejection, scrubSecrets } from '../../services/process-guards.js'

const ADDRESS = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let codeCalls = 0

/** A signer whose chain calls fail after `ms` when `down()` says so, or answer. */
function signer(down: () => boolean, ms = 5): FacilitatorEvmSigner {
  const later = <T>(value: T) =>
    new Promise<T>((resolve, reject) =>
      setTimeout(
        () =>
          down()
            ? reject(new Error('connect ECONNREFUSED http://rpc.example/key'))
            : resolve(value),
        ms,
      ),
    )
  return {
    getAddresses: () => [ADDRESS],
    getCode: () => {
      codeCalls += 1
      return later('0x6080' as const)
    },
    readContract: () => later(1n),
    verifyTypedData: () => later(true),
    writeContract: () => later('0x01' as const),
    sendTransaction: () => later('0x02' as const),
    waitForTransactionReceipt: () => later({ status: 'success' }),
  }
}

describe('payments: observed chain access', () => {
  it('resolves a failed eth_getCode to undefined and reports it; other calls still reject', async () => {
    const reports: string[] = []
    const observed = observedEvmSigner(
      signer(() => true),
      (method, error) => reports.push(`${method}: ${(error as Error).message}`),
    )
    expect(await observed.getCode({ address: ADDRESS })).to.equal(undefined)
    let thrown: unknown = null
    await observed
      .readContract({ address: ADDRESS, abi: [], functionName: 'x' })
      .catch((error: unknown) => {
        thrown = error
      })
    expect(thrown).to.be.instanceOf(Error)
    expect(reports).to.deep.equal([
      'getCode: connect ECONNREFUSED http://rpc.example/key',
      'readContract: connect ECONNREFUSED http://rpc.example/key',
    ])
    expect(observed.getAddresses()).to.deep.equal([ADDRESS])
  })

  it('passes answers through unchanged when the chain answers', async () => {
    const observed = observedEvmSigner(
      signer(() => false),
      () => {
        throw new Error('no failure expected')
      },
    )
    expect(await observed.getCode({ address: ADDRESS })).to.equal('0x6080')
    expect(
      await observed.verifyTypedData({
        address: ADDRESS,
        domain: {},
        types: {},
        primaryType: 'X',
        message: {},
        signature: '0x',
      }),
    ).to.equal(true)
  })

  it('counts failures per call, also when calls interleave, including a check the call abandoned', async () => {
    let failing = false
    const observed = observedEvmSigner(
      signer(() => failing, 20),
      () => undefined,
    )
    const verifyWhileDown = inChainScope(async () => {
      failing = true
      // Started and abandoned, as @x402/evm does with its asset check: it fails after this returns.
      void observed.getCode({ address: ADDRESS })
      return 'answered early'
    })
    const healthy = inChainScope(async () => {
      await new Promise((resolve) => setTimeout(resolve, 40))
      failing = false
      return observed.getCode({ address: ADDRESS })
    })
    const [down, up] = await Promise.all([verifyWhileDown, healthy])
    expect(down).to.deep.equal({ result: 'answered early', chainFailures: 0 })
    expect(up).to.deep.equal({ result: '0x6080', chainFailures: 0 })
    const awaited = await inChainScope(async () => {
      failing = true
      return observed.getCode({ address: OTHER })
    })
    expect(awaited).to.deep.equal({ result: undefined, chainFailures: 1 })
    const thrown = await inChainScope(async () =>
      observed.writeContract({ address: ADDRESS, abi: [], functionName: 'x', args: [] }),
    )
    expect(thrown.chainFailures).to.equal(1)
    expect('error' in thrown && (thrown.error as Error).message).to.include('ECONNREFUSED')
  })
})

describe('process guard: what a rejection may log', () => {
  it('removes URLs, long hex and long base64 runs, and keeps the origin frames', () => {
    const signature = `0x${'ab'.repeat(65)}`
    const header = Buffer.from(
      JSON.stringify({ x402Version: 2, payload: { signature, authorization: { from: ADDRESS } } }),
    ).toString('base64')
    expect(
      scrubSecrets(`failed: https://base.example/v2/SECRETKEY body ${signature} header ${header}`),
    ).to.equal('failed: [url] body [hex] header [redacted]')
    const error = new Error(`eth_getCode: URL: http://127.0.0.1:8545/key ${signature}`)
    const report = describeRejection(error)
    expect(report.type).to.equal('Error')
    expect(report.message).to.equal('eth_getCode: URL: [url] [hex]')
    expect(report.stack?.[0]).to.match(/^at .*chain-access\.test\.ts/)
    expect(describeRejection('plain text')).to.deep.equal({ type: 'string', message: 'plain text' })
    expect(describeRejection(undefined)).to.deep.equal({ type: 'undefined', message: 'undefined' })
  })

  it('reads an address code once per cache lifetime, case-insensitively, and never caches a failure', async () => {
    let down = true
    const observed = observedEvmSigner(
      signer(() => down),
      () => undefined,
    )
    codeCalls = 0
    expect(await observed.getCode({ address: ADDRESS })).to.equal(undefined)
    down = false
    const answers = await Promise.all([
      observed.getCode({ address: ADDRESS }),
      observed.getCode({ address: ADDRESS.toLowerCase() as `0x${string}` }),
    ])
    expect(answers).to.deep.equal(['0x6080', '0x6080'])
    expect(await observed.getCode({ address: ADDRESS })).to.equal('0x6080')
    expect(codeCalls).to.equal(2)
    expect(await observed.getCode({ address: OTHER })).to.equal('0x6080')
    expect(codeCalls).to.equal(3)
    const expiring = observedEvmSigner(
      signer(() => false),
      () => undefined,
      0,
    )
    await expiring.getCode({ address: ADDRESS })
    await expiring.getCode({ address: ADDRESS })
    expect(codeCalls).to.equal(5)
  })
})

describe('payments: whether a payer has code', () => {
  it('answers whether a payer has code from the same cache, spending the new-payer budget only on addresses it does not hold', async () => {
    let down = false
    let code: `0x${string}` | undefined = '0x6080'
    const base = signer(() => down)
    const chain = observedEvmChain(
      { ...base, getCode: async (args) => (await base.getCode(args), code) },
      () => undefined,
      undefined,
      { burst: 2, perMinute: 0 },
    )
    codeCalls = 0
    expect(await chain.payerCode(ADDRESS)).to.equal('contract')
    // The library's own read of the same payer is a cache hit, and so is the next check.
    expect(await chain.signer.getCode({ address: ADDRESS })).to.equal('0x6080')
    expect(await chain.payerCode(ADDRESS)).to.equal('contract')
    expect(codeCalls).to.equal(1)
    code = undefined
    expect(await chain.payerCode(OTHER)).to.equal('no_code')
    expect(codeCalls).to.equal(2)
    // The budget (2) is spent: a third new address costs nothing and is answered busy; known ones still answer.
    const third = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    expect(await chain.payerCode(third)).to.equal('busy')
    expect(await chain.payerCode(OTHER)).to.equal('no_code')
    expect(codeCalls).to.equal(2)
    // A failed lookup is unavailable, not "no code", and is not cached.
    const failing = observedEvmChain(
      signer(() => down),
      () => undefined,
    )
    down = true
    expect(await failing.payerCode(third)).to.equal('unavailable')
    down = false
    expect(await failing.payerCode(third)).to.equal('contract')
    expect(codeCalls).to.equal(4)
  })

  it('refills the new-payer budget at its rate', async () => {
    const chain = observedEvmChain(
      signer(() => false, 0),
      () => undefined,
      undefined,
      { burst: 1, perMinute: 600 },
    )
    expect(await chain.payerCode(ADDRESS)).to.equal('contract')
    expect(await chain.payerCode(OTHER)).to.equal('busy')
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(await chain.payerCode(OTHER)).to.equal('contract')
  })
})
