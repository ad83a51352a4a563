/**
 * The gate's verify hooks on the x402 resource server: before the facilitator verifies, the checks
 * that cost no chain call (evm-local-check.ts), a contract wallet's code read once through the
 * facilitator's cache, and a known authorisation refused; after a valid verify, the authorisation
 * reserved (nonces.ts) before the handler runs. Hooks answer, never throw.
 */
import type { x402ResourceServer } from '@x402/core/server'
import type { Logger } from '../shared/logger.js'
import { loggableError, paymentKey } from './decisions.js'
import type { PaymentFacilitator } from './facilitator.js'
import type { createNonceStore } from './nonces.js'
import { checkEvmPayment } from './evm-local-check.js'
import { stateOf } from './koa-adapter.js'

export interface VerifyHookDeps {
  facilitator: PaymentFacilitator
  nonces: ReturnType<typeof createNonceStore>
  log: Logger
  nowSeconds: () => number
}

export function registerVerifyHooks(
  resourceServer: x402ResourceServer,
  { facilitator, nonces, log, nowSeconds }: VerifyHookDeps,
): void {
  /**
   * A signature that is not the payer's own key's can only be a contract wallet's (ERC-1271): the
   * payer must have code, read once per payer through the facilitator's cache before the facilitator
   * asks the wallet. A payer without code is refused here, so its forged signature costs no more.
   * With a hosted facilitator (no chain access here) a 65-byte signature must recover to the payer;
   * one of another length goes on to that facilitator, which owns the check.
   */
  const walletRefusal = async (
    network: string,
    verdict: Extract<Awaited<ReturnType<typeof checkEvmPayment>>, { ok: true }>,
  ): Promise<string | null> => {
    if (verdict.signer === 'ecdsa') return null
    if (!facilitator.payerCode)
      return verdict.signer === 'contract' ? null : 'invalid_exact_evm_signature'
    const code = await facilitator.payerCode(network, verdict.authorization.from)
    if (code === 'contract') return null
    if (code === 'no_code') return 'invalid_exact_evm_signature'
    return code === 'busy' ? 'facilitator_busy' : 'facilitator_unavailable'
  }

  // Hooks must answer, never throw: the library swallows a throwing hook and would go on verifying.
  resourceServer.onBeforeVerify(async ({ paymentPayload, requirements, transportContext }) => {
    const state = stateOf(transportContext)
    if (!state) return { abort: true as const, reason: 'payment_context_missing' }
    // Checked here, before any chain or facilitator call: the offered method only, the price, the
    // recipient, the validity window and an ECDSA signature's signer (evm-local-check.ts).
    if (requirements.network.startsWith('eip155:')) {
      // Fails closed: a throw here would let the library go on verifying.
      const verdict = await checkEvmPayment(paymentPayload, requirements, nowSeconds()).catch(
        () => ({ ok: false as const, reason: 'invalid_payload' }),
      )
      const refusal = verdict.ok
        ? await walletRefusal(requirements.network, verdict).catch(() => 'facilitator_unavailable')
        : verdict.reason
      if (refusal) {
        const from = (paymentPayload.payload as { authorization?: { from?: unknown } } | undefined)
          ?.authorization?.from
        if (typeof from === 'string' && /^0x[0-9a-fA-F]{40}$/.test(from)) state.payer = from
        return { abort: true as const, reason: refusal }
      }
    }
    state.key = paymentKey(paymentPayload, nowSeconds())
    if (!state.key) return { abort: true as const, reason: 'invalid_payload' }
    state.payer = state.key.payer
    try {
      if (await nonces.isUsed(state.key))
        return { abort: true as const, reason: 'nonce_already_used' }
    } catch (error) {
      log.error({ err: loggableError(error) }, 'nonce store unavailable')
      return { abort: true as const, reason: 'nonce_store_unavailable' }
    }
    return undefined
  })
  resourceServer.onAfterVerify(async ({ result, transportContext }) => {
    const state = stateOf(transportContext)
    if (!result.isValid) return undefined
    if (!state?.key) return { abort: true as const, reason: 'payment_context_missing' }
    if (result.payer) state.payer = result.payer
    try {
      if ((await nonces.reserve(state.key, state.route)) === 'already_used')
        return { abort: true as const, reason: 'nonce_already_used' }
    } catch (error) {
      log.error({ err: loggableError(error) }, 'nonce store unavailable')
      return { abort: true as const, reason: 'nonce_store_unavailable' }
    }
    state.reserved = true
    return undefined
  })
}
