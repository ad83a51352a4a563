/**
 * Structured logging with pino. One logger is created by an entry point and passed down; modules
 * take a `Logger` parameter and make children with their own bindings. Paths that could hold a
 * secret or a payment signature are redacted at the logger, so a careless field never leaks; and
 * every URL in a line (message, fields, errors and their causes, child bindings) is cut to its
 * scheme and host, because provider URLs carry API keys and client errors quote them whole.
 */
import { pino, type Logger, type DestinationStream } from 'pino'
import { reduceUrls } from './redact.js'

export type { Logger }

export const redactedPaths = [
  'password',
  '*.password',
  'apiKey',
  '*.apiKey',
  'privateKey',
  '*.privateKey',
  'secret',
  '*.secret',
  'authorization',
  '*.authorization',
  'headers.authorization',
  'headers.cookie',
  'headers["payment-signature"]',
  'headers["x-payment"]',
  'signature',
  '*.signature',
  'payload.signature',
  'paymentPayload',
  '*.paymentPayload',
]

export function createLogger(
  options: { level: string; name?: string },
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      name: options.name ?? 'catalyst-feed',
      level: options.level,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // The finished line, whatever put the URL there (a field, a child's binding, an error's cause).
      hooks: { streamWrite: reduceUrls },
    },
    destination,
  )
}
