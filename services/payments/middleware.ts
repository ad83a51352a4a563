/**
 * x402 v2 payment gate for the two paid routes, as Koa middleware on @x402/core's
 * x402HTTPResourceServer with the exact EVM (Base USDC, EIP-3009) and Solana (USDC) schemes.
 *
 * The API mounts `gate(route)` after its 422 query validation and before the route handler, so a
 * malformed query is refused before any payment is looked at. Per request:
 *  - no payment header: 402 with the challenge in the JSON body and, base64, in PAYMENT-REQUIRED,
 *    Cache-Control no-store;
 *  - a payment header: the library matches it against this route's requirements (another route's
 *    price does not match), our before-verify hook refuses a known authorisation as
 *    `nonce_already_used`, the facilitator verifies, and our after-verify hook reserves the
 *    authorisation (in-process lock + ClickHouse, see nonces.ts) before the handler runs;
 *  - the handler runs; an answer >= 400 (or a throw) is never charged; below 400 the payment is
 *    settled before Koa sends anything, then PAYMENT-RESPONSE is added and the data goes out;
 *  - settlement fails: 402 `{error: 'Settlement failed', details}` without accepts; the handler's
 *    body and headers are withheld;
 *  - the challenge cannot be built (facilitator /supported down, misconfiguration): 402
 *    `{error: 'Payment required'}` without accepts.
 * Every payment seen (header present) is audited; logs carry reasons and payer addresses, never the
 * payment header or a signature.
 *
 * The verify hooks are verify-hooks.ts; the Koa adapter and the per-request state, koa-adapter.ts.
 */
import type Koa from 'koa'
import type { HTTPRequestContext } from '@x402/core/server'
import {
  PAYMENT_REQUIRED_CACHE_CONTROL,
  withPrivateCacheControl,
  x402HTTPResourceServer,
  x402ResourceServer,
} from '@x402/core/server'
import { decodePaymentRequiredHeader, encodePaymentRequiredHeader } from '@x402/core/http'
import type { Network, PaymentPayload } from '@x402/core/types'
import { ExactEvmScheme } from '@x402/evm/exact/server'
import { ExactSvmScheme } from '@x402/svm/exact/server'
import { bazaarResourceServerExtension } from '@x402/extensions/bazaar'
import type { Clock } from '../shared/clock.js'
import type { Logger } from '../shared/logger.js'
import type { Store } from '../shared/store/clickhouse.js'
import { createAuditLog } from './audit.js'
import {
  buildRoutesConfig,
  configProblems,
  MAX_TIMEOUT_SECONDS,
  paidRoutes,
  type PaidRoute,
  type PaymentsConfig,
} from './config.js'
import {
  challengeUnavailableBody,
  isChargeable,
  loggableError,
  paymentFacts,
  publicReason,
  refusalOutcome,
  sanitizeChallenge,
  settleFailureBody,
  settleFailureOutcome,
  type AuditOutcome,
} from './decisions.js'
import { createFacilitator, guardFacilitator, type PaymentFacilitator } from './facilitator.js'
import { createNonceStore } from './nonces.js'
import { withSettlementWatch, type SettlementWatch } from './late-receipt.js'
import { createSettlementWatcher, type SettlementWatchTimings } from './settlement-watcher.js'
import { decodeHeader, discardBody, KoaAdapter, type RequestState } from './koa-adapter.js'
import { registerVerifyHooks } from './verify-hooks.js'

export interface PaymentGateDeps {
  config: PaymentsConfig
  store: Store
  logger: Logger
  clock: Clock
  /** Overrides the facilitator the configuration names (tests, or a custom client). */
  facilitator?: PaymentFacilitator
  /** Told each decision as it is audited (metrics); must not throw. */
  onOutcome?: (outcome: AuditOutcome, route: PaidRoute, network: string) => void
  /** How often settlements left pending are looked at again (settlement-watcher.ts). */
  settlementWatch?: SettlementWatchTimings
}

export interface PaymentGate {
  gate(route: PaidRoute): Koa.Middleware
  /** Writes pending audit records. */
  flush(): Promise<void>
  close(): Promise<void>
}

/** After a failed initialisation (facilitator /supported unreachable), wait this long before asking again. */
const INIT_RETRY_MS = 5_000

export function createPaymentGate(deps: PaymentGateDeps): PaymentGate {
  const { config, store, clock } = deps
  const log = deps.logger.child({ component: 'payments' })
  const audit = createAuditLog({ store, logger: deps.logger })

  if (!config.PAYMENTS_ENABLED) {
    log.warn('PAYMENTS_ENABLED is false: the paid routes are served without payment')
    return {
      gate: () => async (_ctx, next) => {
        await next()
      },
      flush: () => audit.flush(),
      close: () => audit.close(),
    }
  }
  for (const problem of configProblems(config))
    log.warn({ problem }, 'payments configuration cannot offer every network')

  const facilitator = guardFacilitator(
    deps.facilitator ?? createFacilitator(config, deps.logger),
    deps.logger,
  )
  const nonces = createNonceStore({ store, clock })
  // An in-process facilitator sends its own settlements: the ones a request's wait left pending are
  // looked at again until the chain says whether they landed.
  const resolveLate = facilitator.resolveLateSettlement?.bind(facilitator)
  const watcher = resolveLate
    ? createSettlementWatcher({
        store,
        audit,
        clock,
        logger: deps.logger,
        resolve: resolveLate,
        maxTimeoutSeconds: MAX_TIMEOUT_SECONDS,
        ...(deps.settlementWatch ? { timings: deps.settlementWatch } : {}),
        ...(deps.onOutcome ? { onOutcome: deps.onOutcome } : {}),
      })
    : null
  watcher?.start()
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000)

  const resourceServer = new x402ResourceServer(facilitator)
  if (config.EVM_PAY_TO)
    resourceServer.register(config.EVM_NETWORK as Network, new ExactEvmScheme())
  if (config.SVM_PAY_TO)
    resourceServer.register(config.SVM_NETWORK as Network, new ExactSvmScheme())
  resourceServer.registerExtension(bazaarResourceServerExtension)

  registerVerifyHooks(resourceServer, { facilitator, nonces, log, nowSeconds })

  const http = new x402HTTPResourceServer(resourceServer, buildRoutesConfig(config))
  let init: Promise<void> | null = null
  let initFailedAt = -Infinity
  const ensureInit = (): Promise<void> => {
    if (init) return init
    if (clock.now().getTime() - initFailedAt < INIT_RETRY_MS)
      return Promise.reject(new Error('facilitator initialisation failed recently'))
    init = http.initialize().catch((error: unknown) => {
      init = null
      initFailedAt = clock.now().getTime()
      log.warn({ err: loggableError(error) }, 'payment facilitator could not be initialised')
      throw error
    })
    return init
  }

  const record = (
    state: RequestState,
    payload: PaymentPayload | null,
    outcome: AuditOutcome,
    details: {
      reason?: string
      transaction?: string
      httpStatus: number
      requirements?: Parameters<typeof paymentFacts>[1]
    },
  ) => {
    const facts = paymentFacts(payload, details.requirements)
    // EVM addresses arrive checksummed from the facilitator and lower-case from the payload: store one form.
    if (facts.network.startsWith('eip155:')) state.payer = state.payer.toLowerCase()
    audit.record({
      at: clock.now(),
      paymentId: state.key?.id ?? '',
      route: state.route,
      facts,
      payer: state.payer,
      transaction: details.transaction ?? '',
      outcome,
      reason: details.reason ?? '',
      httpStatus: details.httpStatus,
    })
    deps.onOutcome?.(outcome, state.route, facts.network)
    const line = {
      route: state.route,
      outcome,
      network: facts.network,
      payer: state.payer || undefined,
      amount: facts.amount,
      transaction: details.transaction || undefined,
      reason: details.reason || undefined,
      paymentId: state.key?.id,
    }
    if (outcome === 'failed') log.warn(line, 'payment failed')
    else log.info(line, `payment ${outcome}`)
  }

  const challengeUnavailable = (ctx: Koa.Context) => {
    ctx.status = 402
    ctx.set('Cache-Control', PAYMENT_REQUIRED_CACHE_CONTROL)
    ctx.body = { ...challengeUnavailableBody }
  }

  function gate(route: PaidRoute): Koa.Middleware {
    const spec = paidRoutes[route]
    return async (ctx, next) => {
      if (ctx.method !== 'GET') {
        // The paid routes are GET only; the API answers 405 before this, this is the gate failing closed.
        ctx.status = 405
        ctx.set('Allow', 'GET')
        ctx.body = { error: 'Method not allowed' }
        return
      }
      const header = ctx.get('payment-signature') || undefined
      const payload = header ? decodeHeader(header) : null
      const state: RequestState = { route, key: null, reserved: false, payer: '' }
      const adapter = new KoaAdapter(
        ctx,
        config.PUBLIC_BASE_URL.replace(/\/+$/, ''),
        state,
        Boolean(header && !payload),
      )
      // Matched on the route's canonical path, so the price is this route's wherever the API mounts it.
      const context: HTTPRequestContext = {
        adapter,
        path: spec.path,
        method: 'GET',
        ...(payload ? { paymentHeader: header } : {}),
      }

      let result: Awaited<ReturnType<typeof http.processHTTPRequest>>
      try {
        await ensureInit()
        result = await http.processHTTPRequest(context)
      } catch (error) {
        log.warn({ route, err: loggableError(error) }, 'payment challenge could not be built')
        if (header)
          record(state, payload, 'failed', { reason: 'challenge_unavailable', httpStatus: 402 })
        challengeUnavailable(ctx)
        return
      }

      if (result.type === 'no-payment-required') {
        // Cannot happen for a configured route; refuse rather than serve paid data for free.
        log.error({ route }, 'paid route not matched by the payment configuration')
        challengeUnavailable(ctx)
        return
      }

      if (result.type === 'payment-error') {
        const encoded = result.response.headers['PAYMENT-REQUIRED']
        if (!encoded) {
          challengeUnavailable(ctx)
          return
        }
        const decoded = decodePaymentRequiredHeader(encoded)
        const challenge = sanitizeChallenge(
          header && !payload ? { ...decoded, error: 'invalid_payment_header' } : decoded,
        )
        ctx.status = 402
        // Always the JSON challenge, also to browsers (the library would answer them a paywall page).
        for (const [name, value] of Object.entries(result.response.headers))
          if (name.toLowerCase() !== 'content-type') ctx.set(name, value)
        ctx.set('PAYMENT-REQUIRED', encodePaymentRequiredHeader(challenge))
        ctx.set('Cache-Control', PAYMENT_REQUIRED_CACHE_CONTROL)
        ctx.body = challenge
        if (header) {
          const reason = publicReason(challenge.error, 'payment_verification_failed')
          record(state, payload, refusalOutcome(reason), { reason, httpStatus: 402 })
        }
        return
      }

      // payment-verified: the authorisation is reserved (after-verify hook) and cannot be used again.
      const { paymentPayload, paymentRequirements, declaredExtensions, cancellationDispatcher } =
        result
      if (!state.reserved) {
        // Verified without passing our hooks (a library change?): never serve an unreserved payment.
        log.error({ route }, 'verified payment was not reserved; refusing it')
        record(state, paymentPayload, 'failed', {
          reason: 'nonce_store_unavailable',
          httpStatus: 402,
          requirements: paymentRequirements,
        })
        challengeUnavailable(ctx)
        return
      }
      record(state, paymentPayload, 'verified', {
        httpStatus: 0,
        requirements: paymentRequirements,
      })
      const headersBefore = new Set(Object.keys(ctx.response.headers))
      try {
        await next()
      } catch (error) {
        await cancellationDispatcher.cancel({ reason: 'handler_threw', error })
        record(state, paymentPayload, 'not_charged', {
          reason: 'handler_threw',
          httpStatus: 500,
          requirements: paymentRequirements,
        })
        throw error
      }
      if (!isChargeable(ctx.status)) {
        await cancellationDispatcher.cancel({
          reason: 'handler_failed',
          responseStatus: ctx.status,
        })
        record(state, paymentPayload, 'not_charged', {
          reason: `handler_status_${ctx.status}`,
          httpStatus: ctx.status,
          requirements: paymentRequirements,
        })
        return
      }

      let settled: Awaited<ReturnType<typeof http.processSettlement>> | null = null
      // The in-process facilitator tells a late receipt on this watch (late-receipt.ts).
      const watch: SettlementWatch = {
        onPending: (transaction) =>
          record(state, paymentPayload, 'pending', {
            reason: 'receipt_late',
            transaction,
            httpStatus: 0,
            requirements: paymentRequirements,
          }),
      }
      try {
        settled = await withSettlementWatch(watch, () =>
          http.processSettlement(paymentPayload, paymentRequirements, declaredExtensions, {
            request: context,
          }),
        )
      } catch (error) {
        log.warn({ route, err: loggableError(error) }, 'settlement threw')
      }
      if (!settled?.success) {
        discardBody(ctx.body)
        for (const name of Object.keys(ctx.response.headers))
          if (!headersBefore.has(name)) ctx.remove(name)
        const body = settleFailureBody(
          settled ?? {
            errorReason: 'settlement_failed',
            network: paymentRequirements.network,
            transaction: '',
          },
        )
        ctx.status = 402
        if (settled)
          for (const [name, value] of Object.entries(settled.headers)) ctx.set(name, value)
        ctx.set('Cache-Control', PAYMENT_REQUIRED_CACHE_CONTROL)
        ctx.body = body
        record(state, paymentPayload, settleFailureOutcome(body.details.reason), {
          reason: body.details.reason,
          transaction: body.details.transaction ?? '',
          httpStatus: 402,
          requirements: paymentRequirements,
        })
        return
      }
      if (settled.payer) state.payer = settled.payer
      for (const [name, value] of Object.entries(settled.headers)) ctx.set(name, value)
      ctx.set('Cache-Control', withPrivateCacheControl(ctx.response.get('Cache-Control') || null))
      record(state, paymentPayload, 'settled', {
        ...(watch.resolution?.state === 'landed_late' ? { reason: 'receipt_late' } : {}),
        transaction: settled.transaction,
        httpStatus: ctx.status,
        requirements: paymentRequirements,
      })
    }
  }

  return {
    gate,
    flush: () => audit.flush(),
    close: async () => {
      await watcher?.stop()
      await audit.close()
    },
  }
}
