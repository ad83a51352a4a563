/**
 * Typed errors with a closed set of codes and a cause, so logs and the HTTP error mapper can branch
 * on `code` instead of on message text.
 */
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

export class CatalystFeedError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'CatalystFeedError'
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
