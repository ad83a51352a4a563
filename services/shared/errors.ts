/**
 * Typed errors with a closed set of codes and a cause, so logs, the HTTP error mapper and the
 * consume loop branch on `code` and `retriable` instead of on message text.
 *
 * `retriable` answers one question, as kafkajs's errors do: can the same operation on the same
 * input succeed later? The consume loop retries a retriable failure with backoff and settles a
 * non-retriable one (dead letter, or a stopped sequencer) instead of stalling the partition on it.
 */
import {
  clickHouseErrorOf,
  clickHouseRetriable,
  type ClickHouseErrorInfo,
} from './store/clickhouse-errors.js'

export const errorCodes = [
  'CONFIG_INVALID',
  'STORE_UNAVAILABLE',
  'STORE_QUERY_FAILED',
  'MIGRATION_FAILED',
  'BUS_UNAVAILABLE',
  'SERDE_DECODE_FAILED',
  'SERDE_ENCODE_FAILED',
  'TOPIC_UNKNOWN',
  'UPSTREAM_FAILED',
] as const
export type ErrorCode = (typeof errorCodes)[number]

/** Whether an error of this code may go away by itself; a constructor may say otherwise (see there). */
export const retriableByCode: Readonly<Record<ErrorCode, boolean>> = {
  CONFIG_INVALID: false,
  // The store does not answer (network) or cannot take the statement now (load, read-only replica).
  STORE_UNAVAILABLE: true,
  // ClickHouse rejected the statement itself: unknown table, syntax, a value it cannot parse.
  STORE_QUERY_FAILED: false,
  MIGRATION_FAILED: false,
  BUS_UNAVAILABLE: true,
  // Bytes that do not decode now never will; a value that does not match its schema never will.
  SERDE_DECODE_FAILED: false,
  SERDE_ENCODE_FAILED: false,
  TOPIC_UNKNOWN: false,
  UPSTREAM_FAILED: true,
}

export class CatalystFeedError extends Error {
  readonly retriable: boolean
  /** ClickHouse's own code and type name when the store failed on a ClickHouse error. */
  readonly clickhouse?: ClickHouseErrorInfo

  /**
   * `retriable` defaults to the code's; pass it only when the failure knows better (a store error
   * whose ClickHouse code neither list classifies stays retriable, see store/clickhouse.ts).
   */
  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown; retriable?: boolean; clickhouse?: ClickHouseErrorInfo },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'CatalystFeedError'
    this.retriable = options?.retriable ?? retriableByCode[code]
    if (options?.clickhouse) this.clickhouse = options.clickhouse
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** Socket-level failures of Node: the peer is down, restarting or unreachable for now. */
export const networkErrorCodes: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
])

/**
 * Whether retrying the same operation may succeed, for any thrown value:
 * - an error that says so itself (`retriable: boolean`: CatalystFeedError, every kafkajs error),
 *   except kafkajs's "retries exceeded", which only says kafkajs stopped trying: its cause decides;
 * - a Node network error (ECONNREFUSED, ECONNRESET, ETIMEDOUT, ...): yes;
 * - a ClickHouse error, by its code (store/clickhouse-errors.ts);
 * - otherwise the `cause`, and when nothing tells: yes. An unknown failure was retried before this
 *   classification existed, and a retry loses nothing where a dead letter or a stop would.
 */
export function isRetriable(error: unknown): boolean {
  return verdict(error, 0) ?? true
}

/**
 * Whether anything classifies the failure: true (known to pass: an outage, a load limit), false
 * (known to repeat), null (nothing tells; `isRetriable` retries it). A consume loop bounds its
 * retries of an unclassified failure, which may be a handler's bug on one record.
 */
export function classifiedRetriable(error: unknown): boolean | null {
  return verdict(error, 0)
}

function verdict(error: unknown, depth: number): boolean | null {
  if (typeof error !== 'object' || error === null || depth > 4) return null
  const { retriable, code, name, cause } = error as {
    retriable?: unknown
    code?: unknown
    name?: unknown
    cause?: unknown
  }
  if (name === 'KafkaJSNumberOfRetriesExceeded') return verdict(cause, depth + 1) ?? true
  if (typeof retriable === 'boolean') return retriable
  if (typeof code === 'string' && networkErrorCodes.has(code)) return true
  const clickhouse = clickHouseErrorOf(error)
  if (clickhouse) return clickHouseRetriable(clickhouse)
  return verdict(cause, depth + 1)
}

/** What a dead letter or a log line says about a failure: the code (and ClickHouse's) first. */
export function describeError(error: unknown): string {
  if (error instanceof CatalystFeedError) {
    const ch = error.clickhouse
      ? ` (ClickHouse ${error.clickhouse.code} ${error.clickhouse.type})`
      : ''
    return `${error.code}${ch}: ${error.message}`
  }
  const code = (error as { code?: unknown } | null)?.code
  const prefix = typeof code === 'string' || typeof code === 'number' ? `${String(code)}: ` : ''
  return `${prefix}${errorMessage(error)}`
}
