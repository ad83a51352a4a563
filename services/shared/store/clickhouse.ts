/**
 * The store: ClickHouse through @clickhouse/client, either the in-process engine (chDB, the embedded
 * default, data in DATA_DIR) or a ClickHouse server over HTTP when CLICKHOUSE_URL is set. Same SQL
 * on both. Every statement names its tables as `{db:Identifier}.table` because chDB ignores the
 * client's default database; the store supplies `db`. Values always travel as query parameters.
 *
 * chDB binds one data directory per process: open one path per process and isolate tests by
 * database name, not by a second directory.
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  createClient,
  ClickHouseLogLevel,
  type ClickHouseClient,
  type Logger as ClientLogger,
  type LogParams,
  type ErrorLogParams,
  type WarnLogParams,
} from '@clickhouse/client'
import { createChdbConnection } from 'chdb/connection'
import type { Config } from '../config.js'
import { CatalystFeedError, networkErrorCodes } from '../errors.js'
import { clickHouseErrorOf, clickHouseRetriable } from './clickhouse-errors.js'
import type { Logger } from '../logger.js'

export type QueryParams = Record<string, unknown>

export interface Store {
  readonly database: string
  readonly engine: 'chdb' | 'server'
  /** Rows of a SELECT, as JSON objects; 64-bit integers arrive as numbers on both engines. */
  query<Row>(sql: string, params?: QueryParams): Promise<Row[]>
  /**
   * The raw answer of a SELECT that names its own output format (`... FORMAT RowBinary`): for
   * hot reads that decode a compact format themselves (services/api/read-model/event-rows.ts).
   */
  queryBytes(sql: string, params?: QueryParams): Promise<Buffer>
  /** A statement without a result (DDL, ALTER, INSERT ... SELECT). */
  command(sql: string, params?: QueryParams): Promise<void>
  /**
   * Appends rows to `{database}.{table}`. `deduplicationToken`: a second INSERT with the same token
   * into a table with a deduplication window is dropped (the first one wins; used as a
   * compare-and-set by the catalysts sequencer fence).
   */
  insert<Row extends object>(
    table: string,
    rows: readonly Row[],
    options?: { deduplicationToken?: string },
  ): Promise<void>
  /** A cheap readiness probe: true when a trivial query answers. */
  ping(): Promise<boolean>
  /**
   * A count that moves whenever a write (insert or command) to the store starts or ends, when this
   * process is the store's only writer; null when another process may write (a ClickHouse server).
   * Equal at two instants: nothing was written between them, nor was a write in flight at the
   * first that ended since. Lets a reader reuse what it read instead of asking again
   * (services/api/read-model/commit-head.ts).
   */
  writes?(): number | null
  close(): Promise<void>
}

/**
 * Writes to chDB stores of this process, started plus ended. chDB binds its data directory to one
 * process, so every write to such a store goes through this module; counted for all of them at
 * once (two Store objects may share a directory, and a writer and a reader need not share one).
 */
let chdbWrites = 0

/** Counts a write's start and its end (even a failed one: it may have stored part of its rows). */
async function counted<T>(write: () => Promise<T>): Promise<T> {
  chdbWrites++
  try {
    return await write()
  } finally {
    chdbWrites++
  }
}

export type StoreConfig = Pick<
  Config,
  'CLICKHOUSE_URL' | 'CLICKHOUSE_USER' | 'CLICKHOUSE_PASSWORD' | 'CLICKHOUSE_DATABASE' | 'DATA_DIR'
>

const settings = {
  // A server quotes 64-bit integers as strings in JSON; chDB does not. Unquote in this one place.
  output_format_json_quote_64bit_integers: 0,
  date_time_output_format: 'iso',
  date_time_input_format: 'best_effort',
} as const

/** The client's own log lines (socket errors, retries) go through our pino logger, not to stderr. */
function clientLogging(logger: Logger): {
  LoggerClass: new () => ClientLogger
  level: ClickHouseLogLevel
} {
  const log = logger.child({ component: 'clickhouse-client' })
  const fields = (p: LogParams & { err?: Error }) => ({
    module: p.module,
    ...(p.args ?? {}),
    ...(p.err ? { err: p.err } : {}),
  })
  class PinoClientLogger implements ClientLogger {
    trace(p: LogParams) {
      log.trace(fields(p), p.message)
    }
    debug(p: LogParams) {
      log.debug(fields(p), p.message)
    }
    info(p: LogParams) {
      log.info(fields(p), p.message)
    }
    warn(p: WarnLogParams) {
      log.warn(fields(p), p.message)
    }
    error(p: ErrorLogParams) {
      log.error(fields(p), p.message)
    }
  }
  return { LoggerClass: PinoClientLogger, level: ClickHouseLogLevel.WARN }
}

/**
 * A failed statement as a typed error that keeps ClickHouse's code and type: STORE_UNAVAILABLE when
 * the same statement may succeed later (network, load, read-only replica), STORE_QUERY_FAILED when
 * ClickHouse rejected the statement itself. A failure neither list classifies (an unlisted
 * ClickHouse code, a client error without a code) is STORE_QUERY_FAILED but stays retriable: it
 * was retried before, and the log names its code so the lists can learn it.
 */
export function storeError(error: unknown, sql: string): CatalystFeedError {
  const statement = sql.replace(/\s+/g, ' ').slice(0, 120)
  const message = (error as Error | null)?.message ?? String(error)
  const code = (error as { code?: unknown } | null)?.code
  const network = typeof code === 'string' && networkErrorCodes.has(code)
  const clickhouse = network ? undefined : (clickHouseErrorOf(error) ?? undefined)
  const retriable = network ? true : clickhouse ? clickHouseRetriable(clickhouse) : null
  if (retriable === true)
    return new CatalystFeedError(
      'STORE_UNAVAILABLE',
      `store unavailable: ${message} [${statement}]`,
      {
        cause: error,
        clickhouse,
      },
    )
  return new CatalystFeedError('STORE_QUERY_FAILED', `query failed: ${message} [${statement}]`, {
    cause: error,
    clickhouse,
    retriable: retriable ?? true,
  })
}

export function createStore(
  config: StoreConfig,
  logger: Logger,
  options: { database?: string } = {},
): Store {
  const database = options.database ?? config.CLICKHOUSE_DATABASE
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(database))
    throw new CatalystFeedError(
      'CONFIG_INVALID',
      `database name ${JSON.stringify(database)} is not a ClickHouse identifier`,
    )
  let client: ClickHouseClient
  let engine: Store['engine']
  if (config.CLICKHOUSE_URL) {
    engine = 'server'
    client = createClient({
      url: config.CLICKHOUSE_URL,
      username: config.CLICKHOUSE_USER,
      password: config.CLICKHOUSE_PASSWORD,
      clickhouse_settings: settings,
      request_timeout: 30_000,
      log: clientLogging(logger),
    })
  } else {
    engine = 'chdb'
    const path = resolve(config.DATA_DIR, 'clickhouse')
    mkdirSync(path, { recursive: true })
    client = createClient({
      connection: createChdbConnection({ path }),
      clickhouse_settings: settings,
      log: clientLogging(logger),
    } as Parameters<typeof createClient>[0])
  }
  const log = logger.child({ component: 'store', engine, database })
  const fail = (sql: string, error: unknown): never => {
    throw storeError(error, sql)
  }
  const write = engine === 'chdb' ? counted : <T>(w: () => Promise<T>) => w()
  return {
    database,
    engine,
    async query<Row>(sql: string, params: QueryParams = {}): Promise<Row[]> {
      try {
        const result = await client.query({
          query: sql,
          query_params: { db: database, ...params },
          format: 'JSONEachRow',
        })
        return await result.json<Row>()
      } catch (error) {
        return fail(sql, error)
      }
    },
    async queryBytes(sql: string, params: QueryParams = {}): Promise<Buffer> {
      try {
        const result = await client.exec({ query: sql, query_params: { db: database, ...params } })
        const chunks: Buffer[] = []
        for await (const chunk of result.stream) chunks.push(chunk as Buffer)
        return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)
      } catch (error) {
        return fail(sql, error)
      }
    },
    async command(sql: string, params: QueryParams = {}): Promise<void> {
      try {
        await write(() => client.command({ query: sql, query_params: { db: database, ...params } }))
      } catch (error) {
        fail(sql, error)
      }
    },
    async insert<Row extends object>(
      table: string,
      rows: readonly Row[],
      options: { deduplicationToken?: string } = {},
    ): Promise<void> {
      if (rows.length === 0) return
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(table))
        throw new CatalystFeedError(
          'STORE_QUERY_FAILED',
          `table name ${JSON.stringify(table)} is not an identifier`,
        )
      try {
        // Always set (empty: none): chDB applies per-request settings as SET on its one session, so
        // a token left by an earlier insert would otherwise deduplicate this one.
        const clickhouse_settings = { insert_deduplication_token: options.deduplicationToken ?? '' }
        await write(() =>
          client.insert({
            table: `${database}.${table}`,
            values: rows as Row[],
            format: 'JSONEachRow',
            clickhouse_settings,
          }),
        )
      } catch (error) {
        fail(`INSERT INTO ${table}`, error)
      }
    },
    async ping(): Promise<boolean> {
      try {
        const rows = await this.query<{ ok: number }>('SELECT 1 AS ok')
        return rows[0]?.ok === 1
      } catch (error) {
        log.warn({ err: error }, 'store ping failed')
        return false
      }
    },
    writes: () => (engine === 'chdb' ? chdbWrites : null),
    async close(): Promise<void> {
      await client.close()
    },
  }
}
