/**
 * Single-use payment authorisations. A payment is reserved before the handler runs and the
 * reservation is never released: a replay of the same authorisation is refused as already used,
 * whether the first use was charged or not (a client re-signs; each signature is a fresh nonce).
 *
 * Two layers:
 *  1. An in-process set, checked and filled synchronously (no await between the check and the add),
 *     so two concurrent requests carrying one payment in this process cannot both win.
 *  2. ClickHouse (`payment_nonces`), so a reservation survives restarts and is seen by every
 *     replica. ClickHouse has no insert-if-absent, so each reservation appends a row with a random
 *     reservation id and reads back the earliest row for the key (server-side reserved_at, then id);
 *     the reservation is won only when that row is ours.
 *
 * The multi-replica race window, honestly: two replicas that insert the same key concurrently agree
 * on the winner when each read-back sees both rows. If replica A's insert is committed and read back
 * before replica B's insert becomes visible, but B's row carries the earlier server timestamp (B's
 * insert started first and committed after A's read), both win. On one ClickHouse server that window
 * is the duration of one insert (milliseconds); on a replicated cluster without insert_quorum /
 * select_sequential_consistency it is the replication lag. The embedded chDB engine is per process, so
 * replicas must share a ClickHouse server (CLICKHOUSE_URL) for the cross-replica guarantee at all.
 * When both win, both handlers run, but the chain still settles the authorisation once: an EIP-3009
 * nonce is spent once (the second settle reverts, its data is withheld); a Solana transaction lands
 * once, and a shared facilitator's settlement cache refuses the concurrent duplicate. Two replicas
 * with separate in-process Solana facilitators could each report the one landed transaction as
 * settled, so the loser would serve its data without a second charge.
 */
import { randomUUID } from 'node:crypto'
import type { Clock } from '../shared/clock.js'
import type { Store } from '../shared/store/clickhouse.js'
import type { PaidRoute } from './config.js'
import type { PaymentKey } from './decisions.js'
import type { NonceReservationRow } from './tables.js'

export type ReserveResult = 'reserved' | 'already_used'

export interface NonceStore {
  /** True when the key was reserved before (here or by any replica). Throws when the store fails. */
  isUsed(key: PaymentKey): Promise<boolean>
  /** Reserves the key for one use. Throws when the store fails; the key then stays burned locally. */
  reserve(key: PaymentKey, route: PaidRoute): Promise<ReserveResult>
}

const PRUNE_ABOVE = 10_000

export function createNonceStore(deps: { store: Store; clock: Clock }): NonceStore {
  const { store, clock } = deps
  /** key -> unix seconds after which the authorisation is dead anyway. */
  const local = new Map<string, number>()

  let sincePrune = 0
  // Sweeps expired keys, at most once per PRUNE_ABOVE/10 reservations, and only past PRUNE_ABOVE keys.
  const prune = () => {
    if (local.size <= PRUNE_ABOVE || ++sincePrune < PRUNE_ABOVE / 10) return
    sincePrune = 0
    const now = clock.now().getTime() / 1000
    for (const [key, expiresAt] of local) if (expiresAt < now) local.delete(key)
  }

  return {
    async isUsed(key) {
      if (local.has(key.key)) return true
      const rows = await store.query<{ n: number }>(
        'SELECT count() AS n FROM {db:Identifier}.payment_nonces WHERE nonce_key = {key:String}',
        { key: key.key },
      )
      return (rows[0]?.n ?? 0) > 0
    },
    async reserve(key, route) {
      // Check-and-add with no await in between: the in-process lock.
      if (local.has(key.key)) return 'already_used'
      local.set(key.key, key.expiresAt)
      prune()
      const reservationId = randomUUID()
      await store.insert<NonceReservationRow>('payment_nonces', [
        {
          nonce_key: key.key,
          reservation_id: reservationId,
          network: key.network,
          route,
          expires_at: key.expiresAt,
        },
      ])
      const winner = await store.query<Pick<NonceReservationRow, 'reservation_id'>>(
        `SELECT reservation_id FROM {db:Identifier}.payment_nonces WHERE nonce_key = {key:String}
         ORDER BY reserved_at, reservation_id LIMIT 1`,
        { key: key.key },
      )
      return winner[0]?.reservation_id === reservationId ? 'reserved' : 'already_used'
    },
  }
}
