/**
 * Tables written in atomic batches, and the one way to read them: only rows of committed batches.
 *
 * A batch is written as several INSERTs (one per table). Each row carries the batch's number
 * (`batch`), and a one-row INSERT into the chain's marker table (the commit marker) is written last:
 * a batch is committed exactly when its marker is stored. Every reader takes, per key, the highest
 * version among rows whose `batch` is a committed marker's, up to the highest committed batch (the
 * horizon), so rows of a batch without its marker are never seen, by any reader.
 *
 * Why `batch` is in the sorting key of every batched table: ReplacingMergeTree collapses rows of one
 * sorting key to the highest version during background merges. Keyed by the row identity alone, an
 * uncommitted version 5 could replace the committed version 4 in a merge, and a crash before the
 * marker would then lose version 4 for good. With (key, batch) rows of different batches are never
 * collapsed, and the latest committed one is chosen at read time. Consequence: `FINAL` alone no
 * longer gives one row per key on these tables; read them through `committedRows` (which replaces
 * `t FINAL`).
 *
 * Rows outside any batch (`batch` = 0: written before batches existed, or directly by tests and
 * benchmarks) count as committed.
 *
 * The writer (which numbers batches and writes the markers) owns the declarations: which tables
 * form a chain, their keys, the marker table (services/catalysts/tables.ts, batches.ts). This file
 * takes them as parameters.
 */
import type { Store } from './clickhouse.js'
import { col, table, type Columns, type Table } from './columns.js'

/**
 * The chain a batched table's rows commit in: its marker table, one row per committed batch with
 * at least `batch` (the id every row of the batch carries) and `seq` (the batch's position in the
 * chain; two markers of one position: the higher id won it).
 */
export interface BatchChain {
  readonly name: string
}

/** How a batched table is read: its chain, and which row of a key is the latest. */
export interface BatchedRead {
  readonly chain: BatchChain
  /** The row identity (the table's key without `batch`), comma-separated columns. */
  readonly key: string
  /** The column ReplacingMergeTree keeps the highest of. */
  readonly version: string
  /** FINAL on this table dropped rows whose latest version is a deletion (`deleted` = 1). */
  readonly deletable?: boolean
}

/** A table whose rows are written in batches: read it only through `committedRows`. */
export interface BatchedTable<Cs extends Columns = Columns> extends Table<Cs> {
  readonly batched: BatchedRead
}

/**
 * Declares a batched table: `batch` (UInt64) is bookkeeping the writer adds at insert time, carried
 * by no row, ahead of the table's other bookkeeping columns.
 */
export function batchedTable<const Cs extends Columns>(
  name: string,
  columns: Cs,
  read: BatchedRead,
  bookkeeping: Columns = {},
): BatchedTable<Cs> {
  return { ...table(name, columns, { batch: col('UInt64'), ...bookkeeping }), batched: read }
}

/** The highest committed batch of `chain`, as a scalar subquery (0 when none is). */
export function horizonSql(chain: BatchChain): string {
  return `(SELECT max(batch) FROM {db:Identifier}.${chain.name})`
}

/**
 * The committed batch ids up to `horizon`: per position the marker that won it (one per position
 * while the deduplication window holds; past it a late zombie marker has the lower epoch and loses).
 */
function committedIdsSql(chain: BatchChain, horizon: string): string {
  return `(SELECT max(batch) FROM {db:Identifier}.${chain.name} WHERE batch <= ${horizon} GROUP BY seq)`
}

/**
 * A predicate on a batched table's `batch` column: the row belongs to a committed batch of `chain`
 * (or predates batches). `horizon`: SQL such as a query parameter `{horizon:UInt64}`, else the
 * chain's current horizon.
 */
export function committedBatchSql(chain: BatchChain, horizon: string = horizonSql(chain)): string {
  return `(batch = 0 OR batch IN ${committedIdsSql(chain, horizon)})`
}

export interface CommittedOptions {
  /** A predicate on the table's columns, applied before picking the latest row (use it to narrow by key). */
  where?: string
  /** SQL for the horizon: a query parameter such as `{horizon:UInt64}`, else `horizonSql`. */
  horizon?: string
  /** Keep rows whose latest committed version is a deletion (deletable tables only; FINAL dropped them). */
  withDeleted?: boolean
}

/**
 * A FROM source in place of `{db:Identifier}.<table> FINAL`: the latest committed row per key
 * (every column, `batch` included). `where` must only use the table's columns and is applied
 * before the latest row is picked, so it must not depend on the version (narrow by key, or by
 * columns a rewrite never changes).
 */
export function committedRows(source: BatchedTable, options: CommittedOptions = {}): string {
  const spec = source.batched
  const filters = [committedBatchSql(spec.chain, options.horizon ?? horizonSql(spec.chain))]
  if (options.where) filters.push(`(${options.where})`)
  const keyOrder = spec.key
    .split(',')
    .map((k) => k.trim())
    .join(', ')
  const latest = `SELECT * FROM {db:Identifier}.${source.name} WHERE ${filters.join(' AND ')}
    ORDER BY ${keyOrder}, ${spec.version} DESC, batch DESC LIMIT 1 BY ${keyOrder}`
  return spec.deletable && !options.withDeleted
    ? `(SELECT * FROM (${latest}) WHERE deleted = 0)`
    : `(${latest})`
}

/** The highest committed batch of `chain` (one aggregate, no subquery: paid reads ask it often). */
export async function readHorizon(store: Store, chain: BatchChain): Promise<number> {
  const [row] = await store.query<{ batch: number | string | null }>(
    `SELECT max(batch) AS batch FROM {db:Identifier}.${chain.name}`,
  )
  return Number(row?.batch ?? 0)
}

/**
 * The committed head of a chain as this process's own writer knows it, for readers sharing the
 * same Store object (the embedded shape: the API beside the writer). While the writer has set
 * `head`, every commit goes through it, so `head` is exact and a reader needs no store query for
 * it (services/api/read-model/commit-head.ts); null (the distributed shape, before the writer has
 * loaded, after a failed write until it recovered, after it stopped) sends readers to the store,
 * and so does a marker write in flight (`known()`): between the INSERT and its read-back the store
 * may already show the batch, so no request handled in that window is served the batch before it.
 */
export class LocalCommits {
  head: number | null = null
  /** Marker writes in flight: the store may show a batch the head does not know yet. */
  pending = 0

  /** The head when it is exact (set, and no marker write in flight), else null: ask the store. */
  known(): number | null {
    return this.pending > 0 ? null : this.head
  }

  committed(batch: number): void {
    if (this.head !== null) this.head = Math.max(this.head, batch)
  }
}

const localByStore = new WeakMap<Store, Map<string, LocalCommits>>()

/** The in-process commit signal of `chain` on a Store object (one per object and chain). */
export function localCommits(store: Store, chain: BatchChain): LocalCommits {
  let chains = localByStore.get(store)
  if (!chains) {
    chains = new Map()
    localByStore.set(store, chains)
  }
  let local = chains.get(chain.name)
  if (!local) {
    local = new LocalCommits()
    chains.set(chain.name, local)
  }
  return local
}
