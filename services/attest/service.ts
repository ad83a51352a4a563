/**
 * The attest stage and its composition from configuration:
 * - `openAttestor`: the signer (key, EIP-712 domain read from the chain when ATTEST_RPC_URL is set)
 *   that the catalysts stage signs its batches with; publishes the signer address and domain for
 *   /v1/meta.
 * - `createAttestService`: at start, signs what is served but has no stored attestation (rows
 *   written before attestations existed; a no-op afterwards), then runs the anchorer. Anchoring is
 *   on when ATTEST_RPC_URL and ATTEST_ANCHOR_PRIVATE_KEY are both set; otherwise batches and proofs
 *   are still built (status pending) and nothing is sent.
 */
import type { Hex } from 'viem'
import { committedRows } from '../shared/store/batched.js'
import type { Clock } from '../shared/clock.js'
import type { Config } from '../shared/config.js'
import type { Logger } from '../shared/logger.js'
import type { Store } from '../shared/store/clickhouse.js'
import { createAnchorer, type Anchorer } from './anchor.js'
import { createAttestor, subjectsOfRows, type Attestor } from './attestor.js'
import { createAnchorChain, resolveDomain, type AnchorChain } from './chain.js'
import { loadSignerAccount } from './key.js'
import { writeAttestState } from './lookup.js'
import { storedUids } from './store.js'
import {
  attestableCatalystNames,
  attestableEventNames,
  type AttestableCatalyst,
  type AttestableEvent,
} from './subjects.js'
import { selectList } from '../shared/store/columns.js'
import { catalystsTable, eventsTable } from '../catalysts/tables.js'

export type AttestConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'ATTEST_SIGNER_PRIVATE_KEY'
  | 'ATTEST_RPC_URL'
  | 'ATTEST_ANCHOR_PRIVATE_KEY'
  | 'ATTEST_EAS_ADDRESS'
  | 'ATTEST_CHAIN_ID'
  | 'ATTEST_EAS_VERSION'
  | 'ATTEST_ANCHOR_INTERVAL_SECONDS'
  | 'ATTEST_ANCHOR_BATCH_SIZE'
>

export async function openAttestor(deps: {
  config: AttestConfig
  store: Store
  logger: Logger
  clock: Clock
}): Promise<Attestor> {
  const log = deps.logger.child({ component: 'attest' })
  const account = loadSignerAccount(deps.config, log)
  const domain = await resolveDomain(deps.config, log)
  await writeAttestState(deps.store, { signer: account.address, domain }, deps.clock.now()).catch(
    (error: unknown) => log.warn({ err: error }, 'signer address not published yet'),
  )
  log.info({ signer: account.address, domain }, 'attestation signer ready')
  return createAttestor({ store: deps.store, account, domain, logger: deps.logger })
}

const shared = new WeakMap<Store, Promise<Attestor>>()

/** One attestor per store (so per runtime): the stages and the API of one process share it. */
export function sharedAttestor(deps: Parameters<typeof openAttestor>[0]): Promise<Attestor> {
  let attestor = shared.get(deps.store)
  if (!attestor) {
    attestor = openAttestor(deps)
    shared.set(deps.store, attestor)
    attestor.catch(() => shared.delete(deps.store))
  }
  return attestor
}

// Instants as ClickHouse's text ("YYYY-MM-DD hh:mm:ss.sss", UTC): epochSeconds reads both forms.
const eventColumns = selectList(eventsTable, attestableEventNames, { asText: ['detected_at'] })
const catalystColumns = selectList(catalystsTable, attestableCatalystNames, {
  asText: ['last_updated'],
})

/**
 * Signs every committed dated event and catalyst whose attestation is not stored (in chunks, by
 * id). Returns how many it signed.
 */
export async function backfillAttestations(
  store: Store,
  attestor: Pick<Attestor, 'attest'>,
  chunk = 2_000,
): Promise<number> {
  let signed = 0
  const pass = async <R extends { id: number }>(
    sql: string,
    toRows: (rows: R[]) => Parameters<typeof subjectsOfRows>[0],
  ) => {
    let after = -1
    for (;;) {
      const rows = await store.query<R>(sql, { after, n: chunk })
      if (rows.length === 0) break
      after = Number(rows[rows.length - 1]!.id)
      const subjects = subjectsOfRows(toRows(rows))
      const have = await storedUids(
        store,
        subjects.map((s) => s.uid),
      )
      const missing = subjects.filter((s) => !have.has(s.uid))
      if (missing.length > 0) signed += (await attestor.attest(missing)).length
    }
  }
  await pass<AttestableEvent & { id: number }>(
    `SELECT event_id AS id, ${eventColumns}
    FROM ${committedRows(eventsTable, { where: 'event_id > {after:Int64}' })} WHERE new_date IS NOT NULL ORDER BY event_id LIMIT {n:UInt32}`,
    (events) => ({ events, catalysts: [] }),
  )
  await pass<AttestableCatalyst & { id: number }>(
    `SELECT catalyst_id AS id, ${catalystColumns}
    FROM ${committedRows(catalystsTable, { where: 'catalyst_id > {after:Int64}' })} WHERE pdufa_date IS NOT NULL ORDER BY catalyst_id LIMIT {n:UInt32}`,
    (catalysts) => ({ events: [], catalysts }),
  )
  return signed
}

export function anchorChainFrom(config: AttestConfig, chainId: number): AnchorChain | null {
  if (!config.ATTEST_RPC_URL || !config.ATTEST_ANCHOR_PRIVATE_KEY) return null
  return createAnchorChain(
    config.ATTEST_RPC_URL,
    chainId,
    config.ATTEST_EAS_ADDRESS as Hex,
    config.ATTEST_ANCHOR_PRIVATE_KEY as Hex,
  )
}

export interface AttestService {
  readonly anchorer: Anchorer
  start(): Promise<void>
  stop(): Promise<void>
}

export function createAttestService(deps: {
  config: AttestConfig
  store: Store
  logger: Logger
  clock: Clock
  attestor: Attestor
  /** Overrides the chain built from the configuration (tests). */
  chain?: AnchorChain | null
}): AttestService {
  const log = deps.logger.child({ component: 'attest' })
  const chain =
    deps.chain !== undefined
      ? deps.chain
      : anchorChainFrom(deps.config, deps.attestor.domain.chainId)
  if (!chain)
    log.warn(
      'anchoring is off: set ATTEST_RPC_URL and a funded ATTEST_ANCHOR_PRIVATE_KEY to timestamp attestation roots on chain',
    )
  const anchorer = createAnchorer({
    store: deps.store,
    chain,
    clock: deps.clock,
    logger: deps.logger,
    options: {
      intervalMs: deps.config.ATTEST_ANCHOR_INTERVAL_SECONDS * 1000,
      batchSize: deps.config.ATTEST_ANCHOR_BATCH_SIZE,
    },
    onTick: (status) => writeAttestState(deps.store, { anchoring: status }, deps.clock.now()),
  })
  let backfill: Promise<void> | null = null
  return {
    anchorer,
    async start() {
      await writeAttestState(deps.store, { anchoring: anchorer.status() }, deps.clock.now()).catch(
        () => undefined,
      )
      // In the background: a large store takes a while, and anchoring waits for nothing.
      backfill = backfillAttestations(deps.store, deps.attestor)
        .then((signed) => {
          if (signed > 0) log.info({ signed }, 'signed served rows that had no attestation')
        })
        .catch((error: unknown) =>
          log.warn({ err: error }, 'attestation backfill failed; it runs again at the next start'),
        )
      anchorer.start()
    },
    async stop() {
      await anchorer.stop()
      await backfill
    },
  }
}
