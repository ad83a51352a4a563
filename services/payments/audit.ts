/**
 * The payments audit trail and the revenue an operator reads from it.
 *
 * Records are buffered and written in small batches (every 250 ms, or at 200 rows), so the audit
 * never adds ClickHouse latency to a paid request and refusal spam does not become one insert per
 * request. `flush()` writes what is pending (the gate's close() calls it). A failed write is logged
 * and the batch is kept for the next attempt (bounded), never failing a request. A crash loses at most
 * the pending batch; the chain remains the record of what settled.
 */
import type { Logger } from '../shared/logger.js'
import type { Store } from '../shared/store/clickhouse.js'
import { isoDate } from '../shared/clock.js'
import type { AuditRecord } from './decisions.js'
import { loggableError } from './decisions.js'
import type { AuditRow } from './tables.js'

/** The reason of a settled row whose client was not served (settlement-watcher.ts). */
export const CHARGED_WITHOUT_RESPONSE = 'charged_without_response'

const FLUSH_INTERVAL_MS = 250
const FLUSH_AT_ROWS = 200
const MAX_PENDING_ROWS = 50_000

export interface AuditLog {
  record(entry: AuditRecord): void
  flush(): Promise<void>
  close(): Promise<void>
}

export function toAuditRow(r: AuditRecord): AuditRow {
  return {
    at: r.at.toISOString(),
    payment_id: r.paymentId,
    route: r.route,
    network: r.facts.network,
    scheme: r.facts.scheme,
    payer: r.payer,
    pay_to: r.facts.payTo,
    asset: r.facts.asset,
    amount: r.facts.amount,
    transaction: r.transaction,
    outcome: r.outcome,
    reason: r.reason,
    http_status: r.httpStatus,
  }
}

export function createAuditLog(deps: { store: Store; logger: Logger }): AuditLog {
  const log = deps.logger.child({ component: 'payments-audit' })
  let pending: AuditRow[] = []
  let timer: NodeJS.Timeout | null = null
  let writing: Promise<void> = Promise.resolve()
  let closed = false

  const write = async (): Promise<void> => {
    if (timer) {
      clearTimeout(timer)
      timer = null
    }
    if (pending.length === 0) return
    const batch = pending
    pending = []
    try {
      await deps.store.insert('payment_audit', batch)
    } catch (error) {
      log.error(
        { err: loggableError(error), rows: batch.length },
        'audit write failed; rows kept for the next flush',
      )
      pending = batch.concat(pending).slice(-MAX_PENDING_ROWS)
      if (!closed) schedule()
    }
  }
  // Writes are serialised so batches land in order and flush() waits for the one in progress.
  const flush = (): Promise<void> => (writing = writing.then(write))
  const schedule = () => {
    if (timer) return
    timer = setTimeout(() => {
      void flush()
    }, FLUSH_INTERVAL_MS)
    timer.unref()
  }

  return {
    record(entry) {
      pending.push(toAuditRow(entry))
      if (pending.length > MAX_PENDING_ROWS) pending.splice(0, pending.length - MAX_PENDING_ROWS)
      if (pending.length >= FLUSH_AT_ROWS) void flush()
      else if (!closed) schedule()
    },
    flush,
    async close() {
      closed = true
      await flush()
      if (timer) {
        clearTimeout(timer)
        timer = null
      }
    },
  }
}

export interface RevenueRow {
  day: string
  route: string
  network: string
  asset: string
  payments: number
  /** Atomic units (USDC: 6 decimals), as a decimal string. */
  amount: string
  /** The same in whole USDC, e.g. "0.070000". */
  usdc: string
}

export interface DailyRevenue {
  day: string
  rows: RevenueRow[]
  totalPayments: number
  totalAmount: string
  totalUsdc: string
  /** Payments whose settlement receipt was late this day (each then settled, was cancelled, or not). */
  pending: number
  /** Late settlements replaced or expired: never charged, the client told "Settlement failed". */
  cancelled: number
  /** Late settlements with no settled or cancelled record yet (the watcher is still looking). */
  unresolved: number
  /**
   * Late settlements that landed after their client was answered without its response (counted in
   * the revenue above): each is owed a refund.
   */
  chargedWithoutResponse: number
}

/** Formats atomic USDC (6 decimals) as a decimal string. */
export function formatUsdc(atomic: bigint): string {
  const whole = atomic / 1_000_000n
  const fraction = (atomic % 1_000_000n).toString().padStart(6, '0')
  return `${whole}.${fraction}`
}

/**
 * Settled revenue of one UTC day (YYYY-MM-DD), per route and network, and the day's late
 * settlements: how many went pending, were cancelled, or are still unresolved.
 */
export async function dailyRevenue(store: Store, day: string | Date): Promise<DailyRevenue> {
  const date = typeof day === 'string' ? day : isoDate(day)
  const parsed = new Date(`${date}T00:00:00Z`)
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
    Number.isNaN(parsed.getTime()) ||
    isoDate(parsed) !== date
  )
    throw new RangeError(`day must be YYYY-MM-DD, got ${JSON.stringify(date)}`)
  // `amount`: the day's sum, as decimal text like the column's writes.
  // A payment counts once: two replicas' watchers may both record one late settlement.
  // `amount`: the day's sum, as decimal text like the column's writes.
  const rows = await store.query<
    Pick<AuditRow, 'route' | 'network' | 'asset' | 'amount'> & { payments: number }
  >(
    `SELECT route, network, asset, count() AS payments, toString(sum(amount)) AS amount
     FROM (
       SELECT any(route) AS route, any(network) AS network, any(asset) AS asset,
              any(amount) AS amount
       FROM {db:Identifier}.payment_audit
       WHERE outcome = 'settled' AND toDate(at) = {day:Date}
       GROUP BY if(payment_id = '', toString(generateUUIDv4()), payment_id)
     )
     GROUP BY route, network, asset
     ORDER BY route, network, asset`,
    { day: date },
  )
  // A payment is one payment_id; its late settlement is resolved by a later row (maybe next day).
  const [late] = await store.query<{
    pending: number
    cancelled: number
    unresolved: number
    charged_without_response: number
  }>(
    `SELECT uniqExactIf(payment_id, outcome = 'pending') AS pending,
            uniqExactIf(payment_id, outcome = 'cancelled') AS cancelled,
            uniqExactIf(payment_id, outcome = 'pending' AND payment_id NOT IN (
              SELECT payment_id FROM {db:Identifier}.payment_audit
              WHERE outcome IN ('settled', 'cancelled') AND payment_id != '')) AS unresolved,
            uniqExactIf(payment_id, outcome = 'settled'
              AND reason = {unserved:String}) AS charged_without_response
     FROM {db:Identifier}.payment_audit
     WHERE toDate(at) = {day:Date}`,
    { day: date, unserved: CHARGED_WITHOUT_RESPONSE },
  )
  let totalPayments = 0
  let total = 0n
  const out = rows.map((r) => {
    totalPayments += Number(r.payments)
    total += BigInt(r.amount)
    return {
      day: date,
      route: r.route,
      network: r.network,
      asset: r.asset,
      payments: Number(r.payments),
      amount: r.amount,
      usdc: formatUsdc(BigInt(r.amount)),
    }
  })
  return {
    day: date,
    rows: out,
    totalPayments,
    totalAmount: total.toString(),
    totalUsdc: formatUsdc(total),
    pending: Number(late?.pending ?? 0),
    cancelled: Number(late?.cancelled ?? 0),
    unresolved: Number(late?.unresolved ?? 0),
    chargedWithoutResponse: Number(late?.charged_without_response ?? 0),
  }
}

/** A plain-text table of a day's revenue, for the CLI. */
export function formatRevenue(revenue: DailyRevenue): string {
  const lines = [`Settled revenue for ${revenue.day} (UTC)`]
  if (revenue.rows.length === 0) lines.push('  no settled payments')
  for (const r of revenue.rows)
    lines.push(
      `  ${r.route.padEnd(9)} ${r.network.padEnd(40)} ${String(r.payments).padStart(6)} payments  ${r.usdc.padStart(14)} USDC`,
    )
  lines.push(
    `  total     ${''.padEnd(40)} ${String(revenue.totalPayments).padStart(6)} payments  ${revenue.totalUsdc.padStart(14)} USDC`,
  )
  lines.push(
    `  late settlement receipts: ${revenue.pending} pending, of which ${revenue.cancelled} cancelled (not charged) and ${revenue.unresolved} unresolved`,
  )
  if (revenue.chargedWithoutResponse > 0)
    lines.push(
      `  charged without a response (landed after the client was answered; refund owed): ${revenue.chargedWithoutResponse}`,
    )
  return lines.join('\n')
}
