/**
 * ClickHouse's own error (code and type name) read back from what a failed statement throws, and
 * whether the same statement can succeed later. Both engines surface it: @clickhouse/client throws
 * a `ClickHouseError` with `code` (a decimal string) and `type`; chDB's native error is a message
 * `Code: 60. DB::Exception: ... (UNKNOWN_TABLE)` (its @clickhouse/client connection parses that
 * into a ClickHouseError and keeps the native error as `cause`, but a message is all a caller
 * sees where chDB is used directly).
 *
 * No import of `ClickHouseError` on purpose: chDB's connection brings its own copy of
 * @clickhouse/client-common, so `instanceof` fails for half the errors; the shape is what counts.
 */

export interface ClickHouseErrorInfo {
  code: number
  /** The name ClickHouse gives the code (`errorCodeToName(code)`), e.g. `UNKNOWN_TABLE`. */
  type: string
}

/**
 * The server cannot run the statement now, for reasons that pass: load (simultaneous queries,
 * memory, time), the network between it and its replicas or Keeper, a replica that went read-only.
 * Names as `errorCodeToName` gives them (a test checks them against chDB).
 */
export const retriableClickHouseCodes: ReadonlyMap<number, string> = new Map([
  [159, 'TIMEOUT_EXCEEDED'],
  [160, 'TOO_SLOW'],
  [198, 'DNS_ERROR'],
  [201, 'QUOTA_EXCEEDED'],
  [202, 'TOO_MANY_SIMULTANEOUS_QUERIES'],
  [203, 'NO_FREE_CONNECTION'],
  [209, 'SOCKET_TIMEOUT'],
  [210, 'NETWORK_ERROR'],
  [225, 'NO_ZOOKEEPER'],
  [236, 'ABORTED'],
  [241, 'MEMORY_LIMIT_EXCEEDED'],
  [242, 'TABLE_IS_READ_ONLY'],
  [252, 'TOO_MANY_PARTS'],
  [279, 'ALL_CONNECTION_TRIES_FAILED'],
  [285, 'TOO_FEW_LIVE_REPLICAS'],
  [286, 'UNSATISFIED_QUORUM_FOR_PREVIOUS_WRITE'],
  [319, 'UNKNOWN_STATUS_OF_INSERT'],
  [394, 'QUERY_WAS_CANCELLED'],
  [425, 'SYSTEM_ERROR'],
  [439, 'CANNOT_SCHEDULE_TASK'],
  [473, 'DEADLOCK_AVOIDED'],
  [733, 'TABLE_IS_BEING_RESTARTED'],
  [999, 'KEEPER_EXCEPTION'],
])

/**
 * The statement (or the data it carries, or the schema it expects, or the credentials) is wrong:
 * running it again gives the same error, so retrying only stalls the stream. Every
 * `CANNOT_PARSE_*` type counts too, whatever its code.
 */
export const nonRetriableClickHouseCodes: ReadonlyMap<number, string> = new Map([
  [1, 'UNSUPPORTED_METHOD'],
  [6, 'CANNOT_PARSE_TEXT'],
  [10, 'NOT_FOUND_COLUMN_IN_BLOCK'],
  [16, 'NO_SUCH_COLUMN_IN_TABLE'],
  [27, 'CANNOT_PARSE_INPUT_ASSERTION_FAILED'],
  [36, 'BAD_ARGUMENTS'],
  [42, 'NUMBER_OF_ARGUMENTS_DOESNT_MATCH'],
  [43, 'ILLEGAL_TYPE_OF_ARGUMENT'],
  [44, 'ILLEGAL_COLUMN'],
  [46, 'UNKNOWN_FUNCTION'],
  [47, 'UNKNOWN_IDENTIFIER'],
  [48, 'NOT_IMPLEMENTED'],
  [49, 'LOGICAL_ERROR'],
  [53, 'TYPE_MISMATCH'],
  [57, 'TABLE_ALREADY_EXISTS'],
  [60, 'UNKNOWN_TABLE'],
  [62, 'SYNTAX_ERROR'],
  [69, 'ARGUMENT_OUT_OF_BOUND'],
  [70, 'CANNOT_CONVERT_TYPE'],
  [73, 'UNKNOWN_FORMAT'],
  [81, 'UNKNOWN_DATABASE'],
  [115, 'UNKNOWN_SETTING'],
  [117, 'INCORRECT_DATA'],
  [164, 'READONLY'],
  [192, 'UNKNOWN_USER'],
  [194, 'REQUIRED_PASSWORD'],
  [386, 'NO_COMMON_TYPE'],
  [395, 'FUNCTION_THROW_IF_VALUE_IS_NON_ZERO'],
  [456, 'UNKNOWN_QUERY_PARAMETER'],
  [457, 'BAD_QUERY_PARAMETER'],
  [497, 'ACCESS_DENIED'],
  [516, 'AUTHENTICATION_FAILED'],
])

// The same pattern @clickhouse/client-common's parseError uses: the last `Exception:` wins (a
// cluster wraps a replica's error in its own), and the type needs three capitals in a row so
// `(2)` or `(official build)` is not taken for one.
const messagePattern =
  /(?:Code|Error): (?<code>\d+).*Exception: .+?\((?<type>(?=[A-Z0-9_]*[A-Z]{3})[A-Z0-9_]+)\)/s

/**
 * ClickHouse's code and type of a failure, or null when it is not one of ClickHouse's: from a
 * ClickHouseError's fields, else from a `Code: N. DB::Exception: ... (TYPE)` message, else from
 * its `cause`. Callers that also see Kafka errors must look at those first: a KafkaJSProtocolError
 * has a numeric `code` and an upper-case `type` too.
 */
export function clickHouseErrorOf(error: unknown, depth = 0): ClickHouseErrorInfo | null {
  if (typeof error !== 'object' || error === null || depth > 4) return null
  const { code, type, message, cause } = error as {
    code?: unknown
    type?: unknown
    message?: unknown
    cause?: unknown
  }
  if (
    typeof code === 'string' &&
    /^\d+$/.test(code) &&
    typeof type === 'string' &&
    /^[A-Z0-9_]+$/.test(type)
  )
    return { code: Number(code), type }
  if (typeof message === 'string') {
    const groups = messagePattern.exec(message.slice(0, 64 * 1024))?.groups
    if (groups) return { code: Number(groups.code), type: groups.type! }
  }
  return clickHouseErrorOf(cause, depth + 1)
}

/** true: may succeed later; false: the statement is wrong; null: a code neither list knows. */
export function clickHouseRetriable(info: ClickHouseErrorInfo): boolean | null {
  if (retriableClickHouseCodes.has(info.code)) return true
  if (nonRetriableClickHouseCodes.has(info.code) || info.type.startsWith('CANNOT_PARSE_'))
    return false
  return null
}
