/**
 * The gate's decisions as pure functions, tested without sockets: which key makes a payment
 * single-use, what of a payment may be recorded (never its signature), which refusal reasons may be
 * shown to a client, what the settle-failure body is, and whether a handler's answer is charged.
 */
import { createHash } from 'node:crypto'
import type {
  PaymentPayload,
  PaymentRequired,
  PaymentRequirements,
  SettleResponse,
} from '@x402/core/types'
import { getBase64Encoder, getTransactionDecoder } from '@solana/kit'
import { getTokenPayerFromTransaction, transactionMessageHash } from '@x402/svm'
import type { PaidRoute } from './config.js'
import { eip3009Authorization } from './evm-local-check.js'

/** A payment authorisation's single-use identity. */
export interface PaymentKey {
  /** `${network}:${payer}:${nonce}` (EVM), `${network}:${messageHash}` (Solana), or a payload hash. */
  key: string
  /** sha256 of the key: safe to log and to correlate audit rows. */
  id: string
  network: string
  payer: string
  /** Unix seconds after which the authorisation can no longer verify (bounded to 30 days ahead). */
  expiresAt: number
}

const MAX_KEY_LIFETIME_SECONDS = 30 * 86_400
/** A Solana blockhash lives about 150 slots (~1-2 min); keep its key far longer than that. */
const SVM_KEY_LIFETIME_SECONDS = 3_600

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The key under which a payment is reserved. EVM "exact" (EIP-3009): the nonce is per authoriser, so
 * network + from + nonce. Solana "exact": the hash of the transaction message the payer signed (a
 * re-signed copy of the same message is the same payment). Anything else: a hash of the payload.
 * Returns null for a payload whose scheme data cannot be read (it cannot verify either).
 */
export function paymentKey(
  payload: { readonly accepted?: { readonly network?: string }; readonly payload?: unknown },
  nowSeconds: number,
): PaymentKey | null {
  const network = String(payload.accepted?.network ?? '')
  const inner = payload.payload
  const cap = (t: number) =>
    Math.min(Math.max(t, nowSeconds), nowSeconds + MAX_KEY_LIFETIME_SECONDS)
  const make = (key: string, payer: string, expiresAt: number): PaymentKey => ({
    key,
    id: sha256(key),
    network,
    payer,
    expiresAt: cap(expiresAt),
  })
  if (!isRecord(inner)) return null
  if (network.startsWith('eip155:')) {
    // Exactly what the facilitator settles: the EIP-3009 authorisation, and nothing else in the
    // payload (a `permit2Authorization` next to it would be what the library settles instead).
    const parsed = eip3009Authorization(inner)
    if ('refusal' in parsed) return null
    const auth = parsed.authorization
    const validBefore = Number(auth.validBefore)
    const from = auth.from.toLowerCase()
    return make(
      `${network}:${from}:${auth.nonce.toLowerCase()}`,
      from,
      Number.isFinite(validBefore) ? validBefore : nowSeconds + MAX_KEY_LIFETIME_SECONDS,
    )
  }
  if (network.startsWith('solana:')) {
    // Decoded here rather than with @x402/svm's decodeTransactionFromPayload, which prints a
    // malformed payload to the console.
    if (typeof inner.transaction !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(inner.transaction))
      return null
    try {
      const tx = getTransactionDecoder().decode(getBase64Encoder().encode(inner.transaction))
      let payer = ''
      try {
        payer = getTokenPayerFromTransaction(tx) ?? ''
      } catch {
        payer = ''
      }
      return make(
        `${network}:${transactionMessageHash(tx)}`,
        payer,
        nowSeconds + SVM_KEY_LIFETIME_SECONDS,
      )
    } catch {
      return null
    }
  }
  return make(
    `${network}:payload:${sha256(canonicalJson(inner))}`,
    '',
    nowSeconds + MAX_KEY_LIFETIME_SECONDS,
  )
}

/** What the audit trail may hold about a payment: the claim, never the signature. */
export interface PaymentFacts {
  network: string
  scheme: string
  payTo: string
  asset: string
  amount: string
}

export function paymentFacts(
  payload: PaymentPayload | null,
  requirements?: PaymentRequirements,
): PaymentFacts {
  const source = requirements ?? payload?.accepted
  return {
    network: String(source?.network ?? ''),
    scheme: String(source?.scheme ?? ''),
    payTo: String(source?.payTo ?? ''),
    asset: String(source?.asset ?? ''),
    amount: /^\d{1,19}$/.test(String(source?.amount ?? '')) ? String(source?.amount) : '0',
  }
}

/** Reasons produced by us rather than by the payer: recorded as `failed`, not `refused`. */
export const serviceFailureReasons = new Set([
  'facilitator_unavailable',
  // The budget of code lookups for new payers is spent (chain-access.ts): a wallet may try again.
  'facilitator_busy',
  'nonce_store_unavailable',
  'challenge_unavailable',
])

const reasonPhrases = new Set(['Payment required', 'No matching payment requirements'])

/**
 * A refusal or failure reason safe to show a client and to log: the library's snake_case reason
 * codes and its two fixed phrases pass; free text (exception messages that may carry RPC URLs or
 * stack detail) becomes a generic code.
 */
export function publicReason(reason: string | undefined, fallback: string): string {
  if (!reason) return fallback
  if (reasonPhrases.has(reason)) return reason
  return /^[a-z][a-z0-9_]{0,79}$/.test(reason) ? reason : fallback
}

/** The challenge with a client-safe `error`. */
export function sanitizeChallenge(paymentRequired: PaymentRequired): PaymentRequired {
  if (paymentRequired.error === undefined) return paymentRequired
  return {
    ...paymentRequired,
    error: publicReason(paymentRequired.error, 'payment_verification_failed'),
  }
}

/** A handler's answer is charged only below 400. */
export function isChargeable(status: number): boolean {
  return status < 400
}

export interface SettleFailureBody {
  error: 'Settlement failed'
  details: { reason: string; network: string | null; transaction: string | null }
}

/** The 402 body when a verified payment did not settle: no `accepts`, no internals. */
export function settleFailureBody(
  failure: Pick<SettleResponse, 'errorReason' | 'network' | 'transaction'>,
): SettleFailureBody {
  return {
    error: 'Settlement failed',
    details: {
      reason: publicReason(failure.errorReason, 'settlement_failed'),
      network: failure.network ? String(failure.network) : null,
      transaction: failure.transaction ? failure.transaction : null,
    },
  }
}

/** The 402 body when no challenge can be built (facilitator or configuration unavailable). */
export const challengeUnavailableBody = { error: 'Payment required' } as const

/**
 * `pending`: the settlement was sent and its receipt is late (the client is still waiting);
 * `cancelled`: a late settlement's transaction was replaced or expired, so it can never land, and the
 * client was answered "Settlement failed".
 */
export type AuditOutcome =
  'verified' | 'settled' | 'pending' | 'cancelled' | 'refused' | 'not_charged' | 'failed'

/**
 * Outcome of a settlement that did not succeed: `cancelled` when it provably never lands, `pending`
 * when the chain did not say within the wait (the transaction may still land), otherwise `failed`.
 */
export function settleFailureOutcome(reason: string): AuditOutcome {
  if (reason === 'settlement_cancelled') return 'cancelled'
  if (reason === 'settlement_unconfirmed' || reason === 'settlement_pending') return 'pending'
  return 'failed'
}

export interface AuditRecord {
  at: Date
  paymentId: string
  route: PaidRoute
  facts: PaymentFacts
  payer: string
  transaction: string
  outcome: AuditOutcome
  reason: string
  httpStatus: number
}

/** Outcome of a payment the gate refused before the handler, from the reason code. */
export function refusalOutcome(reason: string): AuditOutcome {
  return serviceFailureReasons.has(reason) ? 'failed' : 'refused'
}

/** Removes URLs (which may carry RPC API keys) and bounds the length of an error text for a log line. */
export function loggableError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return text
    .replace(/\b(?:https?|wss?):\/\/\S+/g, '[url]')
    .replace(/0x[0-9a-fA-F]{100,}/g, '[hex]')
    .slice(0, 300)
}
