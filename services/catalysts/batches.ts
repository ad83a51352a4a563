/**
 * Atomic batches of the catalysts stage (schemas/clickhouse/0320_catalysts_batches.sql).
 *
 * A batch of decisions is written as several INSERTs (one per table). Each row carries the batch's
 * number (`batch`), and a one-row INSERT into `catalyst_batches` (the commit marker) is written
 * last: a batch is committed exactly when its marker is stored. Every reader takes, per key, the
 * highest `version` among rows whose `batch` is at most the highest committed batch (the horizon),
 * so rows of a batch without its marker are never seen: not by the stage's loader, not by the API.
 * A batch is numbered horizon + 1; before a batch is written again (after a crash or a failed
 * write) the rows above the horizon are deleted, so the redone batch never inherits rows of the
 * attempt it replaces.
 *
 * Why `batch` is in the sorting key of every table whose rows are rewritten: ReplacingMergeTree
 * collapses rows of one sorting key to the highest version during background merges. Keyed by
 * catalyst_id alone, an uncommitted version 5 could replace the committed version 4 in a merge,
 * and a crash before the marker would then lose version 4 for good. With (key, batch) rows of
 * different batches are never collapsed, and the latest committed one is chosen at read time.
 * Consequence: `FINAL` alone no longer gives one row per key on these tables; read them through
 * `committedRows` (which replaces `t FINAL`).
 *
 * Rows outside any batch (`batch` = 0: written before this migration, or directly by tests and
 * benchmarks) count as committed.
 */
import type { Store } from '../shared/store/clickhouse.js'

interface BatchTable {
  /** The row identity (the table's key before batches). */
  key: string
  /** The column ReplacingMergeTree keeps the highest of. */
  version: string
  /** FINAL on this table dropped rows whose latest version is a deletion. */
  deletable?: boolean
}

/** Every table a batch writes, with its key. */
export const batchTables: Readonly<Record<string, BatchTable>> = {
  catalyst_state: { key: 'catalyst_id', version: 'version' },
  catalyst_merges: { key: 'loser_catalyst_id', version: 'version' },
  review_queue: { key: 'accession, assertion_index', version: 'version' },
  assertion_filings: { key: 'accession', version: 'version' },
  catalysts: { key: 'catalyst_id', version: 'version' },
  events: { key: 'event_id', version: 'version', deletable: true },
  processed_inputs: { key: 'input_key', version: 'seq' },
}

/** The highest committed batch, as a scalar subquery (0 when none is). */
export const horizonSql = '(SELECT max(batch) FROM {db:Identifier}.catalyst_batches)'

export interface CommittedOptions {
  /** A predicate on the table's columns, applied before picking the latest row (use it to narrow by key). */
  where?: string
  /** SQL for the horizon: a query parameter such as `{horizon:UInt64}`, else `horizonSql`. */
  horizon?: string
  /** Keep rows whose latest committed version is a deletion (events only; FINAL dropped them). */
  withDeleted?: boolean
}

/**
 * A FROM source in place of `{db:Identifier}.<table> FINAL`: the latest committed row per key
 * (every column, `batch` included). `where` must only use the table's columns and is applied
 * before the latest row is picked, so it must not depend on the version (narrow by key, or by
 * columns a rewrite never changes).
 */
export function committedRows(table: string, options: CommittedOptions = {}): string {
  const spec = batchTables[table]
  if (!spec) throw new Error(`${table} is not written in batches`)
  const filters = [`batch <= ${options.horizon ?? horizonSql}`]
  if (options.where) filters.push(`(${options.where})`)
  const keyOrder = spec.key.split(',').map((k) => k.trim()).join(', ')
  const latest = `SELECT * FROM {db:Identifier}.${table} WHERE ${filters.join(' AND ')}
    ORDER BY ${keyOrder}, ${spec.version} DESC, batch DESC LIMIT 1 BY ${keyOrder}`
  return spec.deletable && !options.withDeleted ? `(SELECT * FROM (${latest}) WHERE deleted = 0)` : `(${latest})`
}

/** The highest committed batch. */
export async function readHorizon(store: Store): Promise<number> {
  const [row] = await store.query<{ batch: number | string | null }>(`SELECT ${horizonSql} AS batch`)
  return Number(row?.batch ?? 0)
}

/**
 * Deletes the rows of batches that never committed (above `horizon`), synchronously: after it
 * returns, a batch numbered horizon + 1 starts from nothing. Returns the rows removed.
 */
export async function removeUncommitted(store: Store, horizon: number): Promise<number> {
  let removed = 0
  for (const table of Object.keys(batchTables)) {
    const [row] = await store.query<{ n: number }>(`SELECT count() AS n FROM {db:Identifier}.${table} WHERE batch > {h:UInt64}`, { h: horizon })
    const n = Number(row?.n ?? 0)
    if (n === 0) continue
    await store.command(`ALTER TABLE {db:Identifier}.${table} DELETE WHERE batch > {h:UInt64} SETTINGS mutations_sync = 2`, { h: horizon })
    removed += n
  }
  return removed
}

export interface BatchMarker {
  batch: number
  inputs: number
  /** New events the batch emitted, and the highest of their ids (0 without). */
  events: number
  last_event_id: number
  committed_at: string
}

/** Writes the commit marker: the batch is committed once this one-row INSERT returned. */
export async function writeMarker(store: Store, marker: BatchMarker): Promise<void> {
  await store.insert('catalyst_batches', [marker])
  localCommits(store).committed(marker.batch)
}

/**
 * The committed head as this process's own writer knows it, for readers sharing the same Store
 * object (the embedded shape: the API beside the catalysts stage). While the writer has set
 * `head`, every commit goes through it, so `head` is exact and a reader needs no store query for
 * it (services/api/commit-head.ts); null (the distributed shape, before the stage has loaded, after
 * a failed write until it recovered, after it stopped) sends readers to the store. Advanced in the
 * same turn the marker INSERT returns in, so no request handled afterwards can miss a commit.
 */
export class LocalCommits {
  head: number | null = null

  committed(batch: number): void {
    if (this.head !== null) this.head = Math.max(this.head, batch)
  }
}

const localByStore = new WeakMap<Store, LocalCommits>()

/** The in-process commit signal of a Store object (one per object). */
export function localCommits(store: Store): LocalCommits {
  let local = localByStore.get(store)
  if (!local) {
    local = new LocalCommits()
    localByStore.set(store, local)
  }
  return local
}
