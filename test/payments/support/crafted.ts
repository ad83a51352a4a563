/**
 * The hostile payment of issue 12: a well-formed EIP-3009 authorisation for exactly what the
 * server's challenge asks (amount, pay-to, validity window), with a zero signature. Verification
 * fails on the signature, which is where @x402/evm 2.27.0 abandons its asset-contract check.
 */
import { randomBytes } from 'node:crypto'
import { encodePaymentSignatureHeader } from '@x402/core/http'
import type { PaymentRequired, PaymentRequirements } from '@x402/core/types'

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
        validBefore: String(now + 600),
        nonce,
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
