/**
 * The process-level guard the long-running entry points install (`runServices` in main.ts; never at
 * import time): a promise rejected with nobody listening is logged and the process keeps serving.
 *
 * Node ends the process on an unhandled rejection by default. A library may start work it does not
 * always await (@x402/evm's asset-contract check did: one crafted request while the RPC was down
 * stopped the API, the poller and every stage), so one request must not be able to do that. The
 * known paths are closed where they start (payments/chain-access.ts); this is the backstop.
 *
 * The log line carries where the rejection came from (its error type, message and stack frames),
 * scrubbed of what could be a secret: URLs (RPC URLs hold API keys), long hex (keys, signatures,
 * signed transactions) and long base64/base58 runs (payment headers, Solana keys).
 */
import type { Logger } from './shared/logger.js'

export interface RejectionReport {
  type: string
  message: string
  /** Stack frames ("at ..." lines), without the message line. */
  stack?: string[]
}

const MAX_MESSAGE = 500
const MAX_FRAMES = 15

/** Removes URLs, long hex and long base64/base58 runs from a text. */
export function scrubSecrets(text: string): string {
  return text
    .replace(/\b(?:https?|wss?):\/\/\S+/gi, '[url]')
    .replace(/\b0x[0-9a-fA-F]{64,}/g, '[hex]')
    .replace(/[A-Za-z0-9+/=_-]{80,}/g, '[redacted]')
}

/** What of a rejection reason may be logged. */
export function describeRejection(reason: unknown): RejectionReport {
  if (reason instanceof Error) {
    const frames = (reason.stack ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('at '))
    return {
      type: reason.name || 'Error',
      message: scrubSecrets(reason.message).slice(0, MAX_MESSAGE),
      ...(frames.length ? { stack: frames.slice(0, MAX_FRAMES).map(scrubSecrets) } : {}),
    }
  }
  return {
    type: reason === null ? 'null' : typeof reason,
    message: scrubSecrets(String(reason)).slice(0, MAX_MESSAGE),
  }
}

/**
 * Installs the unhandled-rejection handler on `target` (the process unless told). Returns a
 * function that removes it.
 */
export function installRejectionGuard(
  logger: Logger,
  target: NodeJS.EventEmitter = process,
): () => void {
  const log = logger.child({ component: 'process' })
  const onRejection = (reason: unknown) => {
    try {
      log.error(
        { origin: 'unhandledRejection', rejection: describeRejection(reason) },
        'unhandled promise rejection; the process keeps serving',
      )
    } catch {
      // Logging must not throw from here: that would be an uncaught exception.
    }
  }
  target.on('unhandledRejection', onRejection)
  return () => {
    target.removeListener('unhandledRejection', onRejection)
  }
}
