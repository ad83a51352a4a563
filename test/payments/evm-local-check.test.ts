/**
 * The local check of an EVM payment (services/payments/evm-local-check.ts) as a unit: real EIP-712
 * signatures by a test key, no chain. Each refusal names the reason a client sees.
 */
import { expect } from 'chai'
import type { PaymentRequirements } from '@x402/core/types'
import { privateKeyToAccount } from 'viem/accounts'
import type { Hex } from 'viem'
import { checkEvmPayment } from '../../services/payments/evm-local-check.js'
import { eip3009TypedData } from './support/crafted.js'

const KEY: Hex = `0x${'42'.repeat(32)}`
const OTHER_KEY: Hex = `0x${'43'.repeat(32)}`
const payer = privateKeyToAccount(KEY)

const requirements: PaymentRequirements = {
  scheme: 'exact',
  network: 'eip155:8453',
  asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  payTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  amount: '20000',
  maxTimeoutSeconds: 120,
  extra: { name: 'USD Coin', version: '2' },
}

async function payment(
  options: {
    key?: Hex
    change?: (a: Record<string, string>) => Record<string, string>
    signedChange?: (a: Record<string, string>) => Record<string, string>
    extra?: Record<string, unknown>
    validBefore?: number
  } = {},
) {
  const now = Math.floor(Date.now() / 1000)
  const base = eip3009TypedData(requirements, payer.address, {
    nowSeconds: now,
    ...(options.validBefore !== undefined ? { validBefore: options.validBefore } : {}),
  })
  const signed = options.signedChange?.(base.authorization) ?? base.authorization
  const signature = await privateKeyToAccount(options.key ?? KEY).signTypedData({
    ...base.typedData,
    message: {
      ...base.typedData.message,
      to: signed.to as Hex,
      value: BigInt(signed.value!),
      validBefore: BigInt(signed.validBefore!),
    },
  })
  const authorization = options.change?.(signed) ?? signed
  return {
    now,
    payload: { accepted: requirements, payload: { authorization, signature, ...options.extra } },
  }
}

describe('payments: the local check of an EVM payment', () => {
  it('accepts the payer’s own EIP-712 signature for exactly the price, recipient and window', async () => {
    const { now, payload } = await payment()
    const verdict = await checkEvmPayment(payload, requirements, now)
    expect(verdict.ok && verdict.signer).to.equal('ecdsa')
  })

  it('tells a 65-byte signature that recovers elsewhere apart (only a wallet could vouch for it), and refuses one that recovers to no one', async () => {
    const other = await payment({ key: OTHER_KEY })
    const verdict = await checkEvmPayment(other.payload, requirements, other.now)
    expect(verdict.ok && verdict.signer).to.equal('unrecovered')
    const tampered = await payment({ change: (a) => ({ ...a, nonce: `0x${'ab'.repeat(32)}` }) })
    const tamperedVerdict = await checkEvmPayment(tampered.payload, requirements, tampered.now)
    expect(tamperedVerdict.ok && tamperedVerdict.signer).to.equal('unrecovered')
    // v = 0x05 is no recovery id: not an ECDSA signature, whoever the payer is.
    const noPoint = {
      ...other.payload,
      payload: { ...other.payload.payload, signature: `0x${'11'.repeat(64)}05` as Hex },
    }
    expect(await checkEvmPayment(noPoint, requirements, other.now)).to.deep.equal({
      ok: false,
      reason: 'invalid_exact_evm_signature',
    })
  })

  it('refuses a Permit2 authorisation, alone or next to an EIP-3009 one, as a method not offered', async () => {
    const { now, payload } = await payment({
      extra: { permit2Authorization: { from: payer.address, permitted: {} } },
    })
    expect(await checkEvmPayment(payload, requirements, now)).to.deep.equal({
      ok: false,
      reason: 'unsupported_payload_type',
    })
    expect(
      await checkEvmPayment(
        { accepted: requirements, payload: { permit2Authorization: {}, signature: '0x00' } },
        requirements,
        now,
      ),
    ).to.deep.equal({ ok: false, reason: 'unsupported_payload_type' })
  })

  it('refuses a wrong recipient, amount or asset, each signed by the payer', async () => {
    const cases: Array<[Parameters<typeof payment>[0], string]> = [
      [
        { signedChange: (a) => ({ ...a, to: payer.address }) },
        'invalid_exact_evm_recipient_mismatch',
      ],
      [
        { signedChange: (a) => ({ ...a, value: '19999' }) },
        'invalid_exact_evm_payload_authorization_value_mismatch',
      ],
    ]
    for (const [options, reason] of cases) {
      const { now, payload } = await payment(options)
      expect(await checkEvmPayment(payload, requirements, now)).to.deep.equal({
        ok: false,
        reason,
      })
    }
    const { now, payload } = await payment()
    expect(
      await checkEvmPayment(
        { ...payload, accepted: { ...requirements, asset: payer.address } },
        requirements,
        now,
      ),
    ).to.deep.equal({ ok: false, reason: 'invalid_exact_evm_asset_mismatch' })
  })

  it('refuses a window that has ended, has not begun, or runs longer than the challenge allows', async () => {
    const now = Math.floor(Date.now() / 1000)
    const expired = await payment({ validBefore: now + 3 })
    expect(await checkEvmPayment(expired.payload, requirements, now)).to.deep.equal({
      ok: false,
      reason: 'invalid_exact_evm_payload_authorization_valid_before',
    })
    const long = await payment({ validBefore: now + 3_600 })
    expect(await checkEvmPayment(long.payload, requirements, now)).to.deep.equal({
      ok: false,
      reason: 'invalid_exact_evm_payload_authorization_valid_before_too_late',
    })
    const early = await payment({ validBefore: now + 60 })
    expect(await checkEvmPayment(early.payload, requirements, now - 90)).to.deep.equal({
      ok: false,
      reason: 'invalid_exact_evm_payload_authorization_valid_after',
    })
  })

  it('passes a signature that is not 65 bytes on as a contract wallet’s, after the same checks', async () => {
    const { now, payload } = await payment()
    const wrapped = {
      ...payload,
      payload: { ...payload.payload, signature: `${payload.payload.signature}00` as Hex },
    }
    const verdict = await checkEvmPayment(wrapped, requirements, now)
    expect(verdict.ok && verdict.signer).to.equal('contract')
  })

  it('refuses malformed fields without reading further', async () => {
    const { now, payload } = await payment()
    for (const authorization of [
      { ...payload.payload.authorization, value: '-1' },
      { ...payload.payload.authorization, nonce: '0x01' },
      { ...payload.payload.authorization, from: 'alice' },
      { ...payload.payload.authorization, extra: '1' },
    ])
      expect(
        await checkEvmPayment(
          { ...payload, payload: { ...payload.payload, authorization } },
          requirements,
          now,
        ),
      ).to.deep.equal({ ok: false, reason: 'invalid_payload' })
    expect(
      await checkEvmPayment(
        { ...payload, payload: { ...payload.payload, signature: 'zz' } },
        requirements,
        now,
      ),
    ).to.deep.equal({ ok: false, reason: 'invalid_payload' })
  })
})
