/**
 * Hostile and hand-made EVM payments: the payment of issue 12 (a well-formed EIP-3009 authorisation
 * for exactly what the challenge asks, with a zero signature: refused locally since issue 27, before
 * any chain call), the same authorisation signed by a real key (it reaches the chain), and payloads
 * with random signatures.
 */
import { randomBytes } from 'node:crypto'
import { encodePaymentSignatureHeader } from '@x402/core/http'
import type { PaymentRequired, PaymentRequirements } from '@x402/core/types'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** An address no key in the tests controls. */
export const STRANGER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

export function unsignedEvmPayment(
  accepted: PaymentRequirements,
  options: { nonceByte?: number; nowSeconds?: number } = {},
): string {
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000)
  const nonce = `0x${(options.nonceByte ?? 0x11).toString(16).padStart(2, '0').repeat(32)}`
  return encodePaymentSignatureHeader({
    x402Version: 2,
    accepted,
    payload: {
      signature: `0x${'00'.repeat(65)}`,
      authorization: {
        from: STRANGER,
        to: accepted.payTo,
        value: accepted.amount,
        validAfter: String(now - 60),
        validBefore: String(now + 100),
        nonce,
      },
    },
  })
}

/** The EIP-3009 authorisation of `accepted` for `from`, and its EIP-712 typed data. */
export function eip3009TypedData(
  accepted: PaymentRequirements,
  from: Address,
  options: { nonce?: Hex; nowSeconds?: number; validBefore?: number } = {},
) {
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000)
  const authorization = {
    from,
    to: accepted.payTo as Address,
    value: accepted.amount,
    validAfter: String(now - 60),
    validBefore: String(options.validBefore ?? now + accepted.maxTimeoutSeconds),
    nonce: options.nonce ?? (`0x${randomBytes(32).toString('hex')}` as Hex),
  }
  const typedData = {
    domain: {
      name: String(accepted.extra?.name),
      version: String(accepted.extra?.version),
      chainId: Number(accepted.network.split(':')[1]),
      verifyingContract: accepted.asset as Address,
    },
    types: {
      TransferWithAuthorization: [
        { name: 'from', type: 'address' },
        { name: 'to', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'validAfter', type: 'uint256' },
        { name: 'validBefore', type: 'uint256' },
        { name: 'nonce', type: 'bytes32' },
      ],
    },
    primaryType: 'TransferWithAuthorization',
    message: {
      ...authorization,
      value: BigInt(authorization.value),
      validAfter: BigInt(authorization.validAfter),
      validBefore: BigInt(authorization.validBefore),
    },
  } as const
  return { authorization, typedData }
}

/** A PAYMENT-SIGNATURE header: `accepted` paid by `privateKey`'s EIP-3009 signature, `extra` added to the payload. */
export async function signedEvmPayment(
  accepted: PaymentRequirements,
  privateKey: Hex,
  options: { nonce?: Hex; extra?: Record<string, unknown> } = {},
): Promise<string> {
  const account = privateKeyToAccount(privateKey)
  const { authorization, typedData } = eip3009TypedData(accepted, account.address, options)
  const signature = await account.signTypedData(typedData)
  return encodePaymentSignatureHeader({
    x402Version: 2,
    accepted,
    payload: { authorization, signature, ...options.extra },
  })
}

/**
 * A well-formed authorisation with a random 65-byte signature (random r and s, a valid recovery id,
 * so it usually recovers to some address), from a fresh address unless `from` is given.
 */
export function randomlySignedEvmPayment(accepted: PaymentRequirements, from?: Address): string {
  const now = Math.floor(Date.now() / 1000)
  const v = randomBytes(1)[0]! % 2 === 0 ? '1b' : '1c'
  return encodePaymentSignatureHeader({
    x402Version: 2,
    accepted,
    payload: {
      signature: `0x${randomBytes(64).toString('hex')}${v}`,
      authorization: {
        from: from ?? `0x${randomBytes(20).toString('hex')}`,
        to: accepted.payTo,
        value: accepted.amount,
        validAfter: String(now - 60),
        validBefore: String(now + 100),
        nonce: `0x${randomBytes(32).toString('hex')}`,
      },
    },
  })
}

/** The EVM option of a challenge body. */
export function evmOption(challenge: PaymentRequired): PaymentRequirements {
  const option = challenge.accepts.find((a) => a.network.startsWith('eip155:'))
  if (!option) throw new Error('the challenge offers no EVM network')
  return option
}

/** A token address no other test configured (the library caches asset checks per process). */
export function unusedTokenAddress(): string {
  return `0x${randomBytes(20).toString('hex')}`
}
