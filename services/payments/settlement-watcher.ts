/**
 * The watch over EVM settlements left pending: those whose request's bounded wait ended without an
 * answer from the chain (the client was told `402 Settlement failed`, `settlement_unconfirmed`), and
 * those a crash interrupted mid-wait (the client got no answer at all).
 *
 * Why: until the chain answers, such a transaction may still land, and the client was told it was
 * not charged (spec: a 402 is never charged; its retry is a new authorisation). The watch keeps
 * that answer true while it can, and records the truth when it cannot:
 *  - while the transaction may still land, each look replaces it (same nonce, a higher fee;
 *    late-receipt.ts), so a chain that comes back includes the replacement rather than the transfer;
 *  - it provably never lands (the nonce went to another transaction, the chain passed the
 *    authorisation's end, or it landed reverted): audit `cancelled`, reason `settlement_cancelled`.
 *    The client's answer was true;
 *  - it landed: audit `settled`, reason `charged_without_response`. The payer was charged and got no
 *    response (the chain included the transfer while we could not reach it): the one case the
 *    operator must settle by hand, a refund. `npm run revenue` counts these apart.
 *
 * What is pending comes from the audit trail (a payment with a `pending` row and no `settled` or
 * `cancelled` one), so the watch survives a restart. The authorisation's end is bounded from that
 * trail too: the gate refuses an authorisation ending later than the challenge's timeout plus clock
 * skew after its verification, which precedes the first `pending` row.
 *
 * Replicas sharing one ClickHouse and one facilitator key each watch the same rows; a payment whose
 * last `pending` row is younger than `quietMs` may still be in its own request's wait (on another
 * replica) and is left alone. Two replicas resolving one payment both record the same truth; the
 * revenue counts a payment once.
 */
import type { Clock } from '../shared/clock.js'
import type { Logger } from '../shared/logger.js'
import type { Store } from '../shared/store/clickhouse.js'
import { CHARGED_WITHOUT_RESPONSE, type AuditLog } from './audit.js'
import type { PaidRoute } from './config.js'
import { loggableError, type AuditOutcome } from './decisions.js'
import { VALIDITY_SKEW_SECONDS } from './evm-local-check.js'
import type { LateSettlementOutcome } from './late-receipt.js'

export interface SettlementWatchTimings {
  /** Between two looks at the pending settlements. */
  intervalMs: number
  /** A payment whose last pending row is younger than this may still be in its request's wait. */
  quietMs: number
}

/** Longer than a request's whole receipt wait (30 s) plus the audit's write delay. */
export const DEFAULT_SETTLEMENT_WATCH: SettlementWatchTimings = {
  intervalMs: 10_000,
  quietMs: 60_000,
}

/** How far back pending settlements are looked for: far beyond any authorisation's end. */
const LOOK_BACK_MS = 2 * 86_400_000
/** Pending settlements looked at per round. */
const PER_ROUND = 100

export interface PendingSettlement {
  payment_id: string
  route: PaidRoute
  network: string
  scheme: string
  payer: string
  pay_to: string
  asset: string
  amount: string
  transaction: string
  /** Unix seconds of the payment's first pending row. */
  first_pending: number
}

/** Payments with a pending EVM settlement and no settled or cancelled row, quiet since `quietBefore`. */
export async function pendingSettlements(
  store: Store,
  sinceMs: number,
  quietBeforeMs: number,
): Promise<PendingSettlement[]> {
  const rows = await store.query<PendingSettlement>(
    `SELECT payment_id, any(route) AS route, any(network) AS network, any(scheme) AS scheme,
            any(payer) AS payer, any(pay_to) AS pay_to, any(asset) AS asset,
            toString(any(amount)) AS amount, argMax(transaction, at) AS transaction,
            toUnixTimestamp(min(at)) AS first_pending
     FROM (
       SELECT * FROM {db:Identifier}.payment_audit
       WHERE outcome = 'pending' AND startsWith(network, 'eip155:') AND transaction != ''
         AND payment_id != '' AND at >= fromUnixTimestamp64Milli({since:Int64})
         AND payment_id NOT IN (
           SELECT payment_id FROM {db:Identifier}.payment_audit
           WHERE outcome IN ('settled', 'cancelled') AND payment_id != ''
             AND at >= fromUnixTimestamp64Milli({since:Int64}))
     )
     GROUP BY payment_id
     HAVING max(at) < fromUnixTimestamp64Milli({quietBefore:Int64})
     ORDER BY first_pending
     LIMIT ${PER_ROUND}`,
    { since: sinceMs, quietBefore: quietBeforeMs },
  )
  return rows.map((row) => ({ ...row, first_pending: Number(row.first_pending) }))
}

export interface SettlementWatcherDeps {
  store: Store
  audit: AuditLog
  clock: Clock
  logger: Logger
  /** The facilitator's look at one transaction (PaymentFacilitator.resolveLateSettlement). */
  resolve(
    network: string,
    transaction: `0x${string}`,
    validBefore: bigint,
  ): Promise<LateSettlementOutcome>
  /** The challenge's maxTimeoutSeconds: with clock skew, the longest an authorisation may run. */
  maxTimeoutSeconds: number
  timings?: SettlementWatchTimings
  /** Told each resolution as it is audited (metrics); must not throw. */
  onOutcome?: (outcome: AuditOutcome, route: PaidRoute, network: string) => void
}

export interface SettlementWatcher {
  /** One round: looks at every pending settlement once; returns how many it resolved. */
  runOnce(): Promise<number>
  start(): void
  /** Stops the rounds and waits for the one in progress. */
  stop(): Promise<void>
}

export function createSettlementWatcher(deps: SettlementWatcherDeps): SettlementWatcher {
  const timings = deps.timings ?? DEFAULT_SETTLEMENT_WATCH
  const log = deps.logger.child({ component: 'payments-watch' })
  let timer: NodeJS.Timeout | null = null
  let stopped = true
  let round: Promise<number> = Promise.resolve(0)

  const look = async (pending: PendingSettlement): Promise<boolean> => {
    const validBefore = BigInt(
      pending.first_pending + deps.maxTimeoutSeconds + VALIDITY_SKEW_SECONDS,
    )
    const outcome = await deps.resolve(
      pending.network,
      pending.transaction as `0x${string}`,
      validBefore,
    )
    if (outcome !== 'landed' && outcome !== 'cancelled') return false
    const audited: AuditOutcome = outcome === 'landed' ? 'settled' : 'cancelled'
    const reason = outcome === 'landed' ? CHARGED_WITHOUT_RESPONSE : 'settlement_cancelled'
    deps.audit.record({
      at: deps.clock.now(),
      paymentId: pending.payment_id,
      route: pending.route,
      facts: {
        network: pending.network,
        scheme: pending.scheme,
        payTo: pending.pay_to,
        asset: pending.asset,
        amount: pending.amount,
      },
      payer: pending.payer,
      transaction: pending.transaction,
      outcome: audited,
      reason,
      httpStatus: 0,
    })
    deps.onOutcome?.(audited, pending.route, pending.network)
    const line = {
      route: pending.route,
      network: pending.network,
      payer: pending.payer,
      amount: pending.amount,
      transaction: pending.transaction,
      paymentId: pending.payment_id,
      reason,
    }
    if (outcome === 'landed')
      log.warn(line, 'late settlement landed after its client was answered: refund owed')
    else log.info(line, 'late settlement cancelled: never charged')
    return true
  }

  const runOnce = async (): Promise<number> => {
    const now = deps.clock.now().getTime()
    const pending = await pendingSettlements(deps.store, now - LOOK_BACK_MS, now - timings.quietMs)
    let resolved = 0
    for (const settlement of pending) {
      try {
        if (await look(settlement)) resolved += 1
      } catch (error) {
        log.warn(
          { paymentId: settlement.payment_id, err: loggableError(error) },
          'pending settlement not looked at',
        )
      }
    }
    // Written before the next round reads the trail, so a resolution is never recorded twice here.
    if (resolved > 0) await deps.audit.flush()
    return resolved
  }

  const schedule = () => {
    if (stopped) return
    timer = setTimeout(() => {
      timer = null
      round = runOnce().catch((error: unknown) => {
        log.warn({ err: loggableError(error) }, 'pending settlements could not be read')
        return 0
      })
      void round.finally(schedule)
    }, timings.intervalMs)
    timer.unref()
  }

  return {
    runOnce: () => (round = round.then(runOnce, runOnce)),
    start() {
      if (!stopped) return
      stopped = false
      schedule()
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = null
      await round.catch(() => 0)
    },
  }
}
