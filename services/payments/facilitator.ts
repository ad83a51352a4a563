/**
 * The facilitator that verifies and settles payments: a hosted one over HTTP when FACILITATOR_URL is
 * set, otherwise an in-process x402 facilitator holding its own gas keys (EVM_FACILITATOR_PRIVATE_KEY
 * pays Base gas, SVM_FACILITATOR_PRIVATE_KEY is the Solana fee payer) against EVM_RPC_URL / SVM_RPC_URL.
 *
 * The chain access given to @x402/evm is observed (chain-access.ts): an RPC failure never escapes as
 * an unhandled rejection and turns the verify or settle it happened in into `facilitator_unavailable`.
 *
 * `guardFacilitator` makes every failure an answer instead of an exception: a verify that throws
 * becomes `isValid: false, invalidReason: 'facilitator_unavailable'`, a settle that throws becomes
 * `success: false`, so the gate answers the spec's 402 bodies and never a 5xx with internals. Only
 * /supported may throw (the challenge then cannot be built: 402 `{error: 'Payment required'}`).
 *
 * The signers the in-process facilitator holds are built from its keys in facilitator-signers.ts.
 */
import type { FacilitatorClient } from '@x402/core/server'
import { HTTPFacilitatorClient } from '@x402/core/server'
import { x402Facilitator } from '@x402/core/facilitator'
import type {
  Network,
  PaymentPayload,
  PaymentRequirements,
  SettleResponse,
  SupportedResponse,
  VerifyResponse,
} from '@x402/core/types'
import { SettleError, VerifyError } from '@x402/core/types'
import { registerExactEvmScheme } from '@x402/evm/exact/facilitator'
import type { FacilitatorSvmSigner } from '@x402/svm'
import { registerExactSvmScheme } from '@x402/svm/exact/facilitator'
import type { Logger } from '../shared/logger.js'
import type { PaymentsConfig } from './config.js'
import {
  inChainScope,
  observedEvmChain,
  type NewPayerBudget,
  type PayerCode,
} from './chain-access.js'
import { loggableError } from './decisions.js'
import {
  evmSignerFromKey,
  svmSignerFromKey,
  type ResolvingEvmSigner,
} from './facilitator-signers.js'
import {
  currentSettlementWatch,
  withSettlementWatch,
  type LateSettlementOutcome,
} from './late-receipt.js'

export type { FacilitatorClient, PayerCode }

/**
 * A facilitator client, and what an in-process one can also do because it reads the chain itself.
 */
export interface PaymentFacilitator extends FacilitatorClient {
  /**
   * Whether an EVM payer has code, from the facilitator's cached chain access (one call per payer
   * per cache lifetime, new payers within a budget). Absent on a hosted facilitator.
   */
  payerCode?(network: string, address: `0x${string}`): Promise<PayerCode>
  /**
   * One look at a settlement left pending (settlement-watcher.ts): replaces it while it may still
   * land, and says whether it landed or provably never will. Absent on a hosted facilitator, which
   * owns its transactions.
   */
  resolveLateSettlement?(
    network: string,
    transaction: `0x${string}`,
    validBefore: bigint,
  ): Promise<LateSettlementOutcome>
}

export interface InProcessFacilitatorOptions {
  evm?: { network: Network; signer: ResolvingEvmSigner }
  svm?: { network: Network; signer: FacilitatorSvmSigner }
  /** Where failed chain calls are reported (method and a URL-free message). */
  logger?: Logger
  /** How many never-seen payers may cost a code lookup (chain-access.ts). */
  newPayerBudget?: NewPayerBudget
}

/** The reason a verify or settle answers when a chain call failed during it: the verdict lacks chain data. */
export const CHAIN_UNAVAILABLE = 'facilitator_unavailable'
/** A late settlement whose transaction was replaced (or expired): it will never land. */
export const SETTLEMENT_CANCELLED = 'settlement_cancelled'
/** A late settlement the chain answered nothing about within the bounded wait. */
export const SETTLEMENT_UNRESOLVED = 'settlement_unconfirmed'

/** `validBefore` of an EIP-3009 payload, when it has one. */
function eip3009ValidBefore(inner: unknown): bigint | undefined {
  const value = (inner as { authorization?: { validBefore?: unknown } } | undefined)?.authorization
    ?.validBefore
  return typeof value === 'string' && /^\d{1,78}$/.test(value) ? BigInt(value) : undefined
}

/**
 * An in-process x402 facilitator with the exact EVM and/or Solana schemes, as a FacilitatorClient.
 * The EVM signer is observed (chain-access.ts): no RPC failure escapes as an unhandled rejection,
 * and a verify during which a chain call failed answers invalid with `facilitator_unavailable`
 * (a settle that did not succeed, likewise), whatever the library concluded without the data.
 */
export function createInProcessFacilitator(
  options: InProcessFacilitatorOptions,
): PaymentFacilitator {
  const log = options.logger?.child({ component: 'payments-chain' })
  const facilitator = new x402Facilitator()
  let evmChain: ReturnType<typeof observedEvmChain> | undefined
  if (options.evm) {
    evmChain = observedEvmChain(
      options.evm.signer,
      (method, error) =>
        log?.warn(
          { network: options.evm!.network, method, err: loggableError(error) },
          'chain call failed',
        ),
      undefined,
      options.newPayerBudget,
    )
    registerExactEvmScheme(facilitator, { signer: evmChain.signer, networks: options.evm.network })
  }
  if (options.svm)
    registerExactSvmScheme(facilitator, {
      signer: options.svm.signer,
      networks: options.svm.network,
    })
  return {
    async verify(payload, requirements) {
      const outcome = await inChainScope(() => facilitator.verify(payload, requirements))
      if (outcome.chainFailures > 0) {
        const payer = 'result' in outcome ? outcome.result.payer : undefined
        return { isValid: false, invalidReason: CHAIN_UNAVAILABLE, ...(payer ? { payer } : {}) }
      }
      if ('error' in outcome) throw outcome.error
      return outcome.result
    },
    async settle(payload, requirements) {
      // The gate's watch when it opened one (it audits the pending state), else one of our own.
      const watch = currentSettlementWatch() ?? {}
      const validBefore = eip3009ValidBefore(payload.payload)
      if (validBefore !== undefined) watch.validBefore ??= validBefore
      const outcome = await withSettlementWatch(watch, () =>
        inChainScope(() => facilitator.settle(payload, requirements)),
      )
      if ('error' in outcome) throw outcome.error
      // The library answers `settlement_pending` to any throw of the receipt wait; say which it was.
      const resolution = watch.resolution
      if (!outcome.result.success && resolution && resolution.state !== 'landed_late')
        return {
          ...outcome.result,
          transaction: resolution.transaction,
          errorReason:
            resolution.state === 'cancelled' ? SETTLEMENT_CANCELLED : SETTLEMENT_UNRESOLVED,
        }
      // A settlement that went through stands, whatever else failed on the way.
      if (outcome.chainFailures > 0 && !outcome.result.success)
        return { ...outcome.result, errorReason: CHAIN_UNAVAILABLE }
      return outcome.result
    },
    // x402Facilitator.getSupported is synchronous; FacilitatorClient's is not.
    getSupported: async () => facilitator.getSupported() as SupportedResponse,
    async payerCode(network, address) {
      if (!evmChain || network !== options.evm?.network) return 'unavailable'
      return evmChain.payerCode(address)
    },
    async resolveLateSettlement(network, transaction, validBefore) {
      const resolver = options.evm?.signer.lateSettlements
      if (!resolver || network !== options.evm?.network) return 'unknown'
      return resolver.resolve(transaction, validBefore)
    },
  }
}

/**
 * The facilitator the configuration names. The in-process one is built on first use (key import is
 * asynchronous), so creating the gate does no work; a build failure is retried on the next call.
 */
export function createFacilitator(config: PaymentsConfig, logger?: Logger): PaymentFacilitator {
  if (config.FACILITATOR_URL)
    return new HTTPFacilitatorClient({ url: config.FACILITATOR_URL, timeoutMs: 30_000 })
  let built: Promise<PaymentFacilitator> | null = null
  const get = (): Promise<PaymentFacilitator> =>
    (built ??= (async () => {
      const options: InProcessFacilitatorOptions = { ...(logger ? { logger } : {}) }
      if (config.EVM_RPC_URL && config.EVM_FACILITATOR_PRIVATE_KEY) {
        const network = config.EVM_NETWORK as Network
        options.evm = {
          network,
          signer: await evmSignerFromKey(
            config.EVM_FACILITATOR_PRIVATE_KEY as `0x${string}`,
            config.EVM_RPC_URL,
            network,
          ),
        }
      }
      if (config.SVM_RPC_URL && config.SVM_FACILITATOR_PRIVATE_KEY) {
        options.svm = {
          network: config.SVM_NETWORK as Network,
          signer: await svmSignerFromKey(config.SVM_FACILITATOR_PRIVATE_KEY, config.SVM_RPC_URL),
        }
      }
      if (!options.evm && !options.svm)
        throw new Error(
          'no facilitator: set FACILITATOR_URL, or the RPC URL and facilitator key of at least one network',
        )
      return createInProcessFacilitator(options)
    })().catch((error: unknown) => {
      built = null
      throw error
    }))
  return {
    verify: async (p, r) => (await get()).verify(p, r),
    settle: async (p, r) => (await get()).settle(p, r),
    getSupported: async () => (await get()).getSupported(),
    payerCode: async (network, address) => {
      const facilitator = await get()
      return facilitator.payerCode ? facilitator.payerCode(network, address) : 'unavailable'
    },
    resolveLateSettlement: async (network, transaction, validBefore) => {
      const facilitator = await get()
      return facilitator.resolveLateSettlement
        ? facilitator.resolveLateSettlement(network, transaction, validBefore)
        : 'unknown'
    },
  }
}

/** Failures of verify/settle as answers, logged without internals. */
export function guardFacilitator(inner: PaymentFacilitator, logger: Logger): PaymentFacilitator {
  const log = logger.child({ component: 'payments-facilitator' })
  const payerCode = inner.payerCode?.bind(inner)
  const resolveLate = inner.resolveLateSettlement?.bind(inner)
  return {
    ...(resolveLate
      ? {
          async resolveLateSettlement(
            network: string,
            transaction: `0x${string}`,
            validBefore: bigint,
          ): Promise<LateSettlementOutcome> {
            try {
              return await resolveLate(network, transaction, validBefore)
            } catch (error) {
              log.warn({ network, err: loggableError(error) }, 'late settlement check failed')
              return 'unknown'
            }
          },
        }
      : {}),
    ...(payerCode
      ? {
          async payerCode(network: string, address: `0x${string}`): Promise<PayerCode> {
            try {
              return await payerCode(network, address)
            } catch (error) {
              log.warn({ network, err: loggableError(error) }, 'payer code check failed')
              return 'unavailable'
            }
          },
        }
      : {}),
    async verify(
      payload: PaymentPayload,
      requirements: PaymentRequirements,
    ): Promise<VerifyResponse> {
      try {
        return await inner.verify(payload, requirements)
      } catch (error) {
        if (error instanceof VerifyError && error.invalidReason)
          return {
            isValid: false,
            invalidReason: error.invalidReason,
            ...(error.payer ? { payer: error.payer } : {}),
          }
        log.warn(
          { network: requirements.network, err: loggableError(error) },
          'facilitator verify failed',
        )
        return { isValid: false, invalidReason: 'facilitator_unavailable' }
      }
    },
    async settle(
      payload: PaymentPayload,
      requirements: PaymentRequirements,
    ): Promise<SettleResponse> {
      try {
        return await inner.settle(payload, requirements)
      } catch (error) {
        if (error instanceof SettleError && error.errorReason) {
          return {
            success: false,
            errorReason: error.errorReason,
            transaction: error.transaction ?? '',
            network: requirements.network,
            ...(error.payer ? { payer: error.payer } : {}),
          }
        }
        log.warn(
          { network: requirements.network, err: loggableError(error) },
          'facilitator settle failed',
        )
        return {
          success: false,
          errorReason: 'facilitator_unavailable',
          transaction: '',
          network: requirements.network,
        }
      }
    },
    async getSupported(): Promise<SupportedResponse> {
      try {
        return await inner.getSupported()
      } catch (error) {
        // Rethrown without its text: the library prints this error to the console.
        log.warn({ err: loggableError(error) }, 'facilitator /supported failed')
        throw new Error('facilitator /supported unavailable')
      }
    },
  }
}
