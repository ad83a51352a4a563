/**
 * The only module of the poller that touches sockets: every request to www.sec.gov, efts.sec.gov
 * and data.sec.gov goes through one client, so one token bucket governs them all (SEC fair access:
 * at most 10 requests per second per user, whatever the host).
 *
 * - A declared User-Agent from configuration on every request; the client refuses to exist without one.
 * - One token bucket of depth 1: request starts are spaced at least 1000/SEC_MAX_RPS ms apart (plus a
 *   small safety margin), measured from the actual previous start, so a late timer never turns into a
 *   burst and no 1-second window ever holds more than SEC_MAX_RPS request starts. A request takes its
 *   in-flight slot (at most 8) before its token and starts right after the token, so tokens never pile
 *   up behind busy slots and slow answers freeing several slots at once cannot release a burst.
 * - Two queues, one rate: an `urgent` request (the Atom lane: the feed, a new filer's SIC lookup and
 *   a new filing's fetch) gets the next free slot and the next token ahead of every `background` one
 *   (backfill, form indexes, full-text search, other lookups, retries), so a scan in progress never delays a new filing by more than
 *   the requests already on the wire.
 * - Retries with exponential backoff and full jitter on the SEC throttle page (403 HTML "Request Rate
 *   Threshold Exceeded" / "Undeclared Automated Tool"), 429, 5xx, timeouts and broken connections
 *   (a truncated body included). A throttle also pauses the whole bucket, because the SEC keeps an IP
 *   blocked until its rate has stayed under the threshold for a while.
 * - A 403 `AccessDenied` (S3: the Archives answer for a missing file) or a 404 is final: it is
 *   returned as `not_found`, never retried here, and its error is not `retriable` (isRetriable).
 */
import { systemTimer, type Timer } from '../shared/clock.js'
import { CatalystFeedError } from '../shared/errors.js'
import { backoffLogFields, retryWithBackoff } from '../shared/retry.js'
import type { Config } from '../shared/config.js'
import type { Logger } from '../shared/logger.js'
import { createRateGate, createSemaphore, type SecPriority } from './sec-pacing.js'
import { decodeBody, readCapped } from './sec-body.js'

export type SecClientConfig = Pick<
  Config,
  'SEC_USER_AGENT' | 'SEC_MAX_RPS' | 'SEC_THROTTLE_PAUSE_SECONDS'
>

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export interface SecClientOptions {
  /** Give up on one attempt after this long (headers and body). Default 30 s. */
  timeoutMs?: number
  /** Attempts per request, the first included. Default 6. */
  maxAttempts?: number
  /** Backoff: full jitter over min(maxMs, initialMs * 2^attempt). Defaults 1 s and 60 s. */
  backoffInitialMs?: number
  backoffMaxMs?: number
  /** How long the whole bucket pauses after a throttle page. Default 10 minutes (the SEC's own lock). */
  throttlePauseMs?: number
  /** Most requests in flight at once (independent of the rate). Default 8. */
  maxInFlight?: number
  /** Injected for tests: random in [0, 1). */
  random?: () => number
  /** What the token bucket and the backoffs wait on (default the system's; tests use virtual time). */
  timer?: Timer
}

export type SecFailureKind = 'not_found' | 'throttled' | 'unavailable' | 'bad_response' | 'aborted'

/**
 * A request that did not produce a usable body. `code` is always UPSTREAM_FAILED; `retriable` is
 * false for `not_found` (a missing document stays missing, so a consume loop must not retry it) and
 * the code's default (true) for every other kind.
 */
export class SecRequestError extends CatalystFeedError {
  constructor(
    readonly kind: SecFailureKind,
    readonly url: string,
    readonly status: number | null,
    message: string,
    options?: { cause?: unknown },
  ) {
    super('UPSTREAM_FAILED', message, { ...options, retriable: kind !== 'not_found' })
    this.name = 'SecRequestError'
  }
}

export interface SecResponse {
  url: string
  status: number
  contentType: string
  body: Buffer
  /** The body was longer than the `maxBytes` asked for and was cut there (the rest never read). */
  cut?: boolean
}

/** Options of one request; `maxBytes`: read at most this many bytes of a 2xx body, then stop reading. */
export interface SecGetOptions {
  signal?: AbortSignal
  accept?: string
  maxBytes?: number
  /** Queue of the request (default `background`): see SecPriority. */
  priority?: SecPriority
}

export interface SecRequestStats {
  requests: number
  retries: number
  throttled: number
  notFound: number
  failures: number
}

export interface SecClient {
  /** The body of a 2xx answer; SecRequestError otherwise (kind `not_found` for 404/AccessDenied, final). */
  get(url: string, options?: SecGetOptions): Promise<SecResponse>
  getText(
    url: string,
    options?: { signal?: AbortSignal; accept?: string; priority?: SecPriority },
  ): Promise<string>
  getJson<T>(url: string, options?: { signal?: AbortSignal; priority?: SecPriority }): Promise<T>
  readonly stats: SecRequestStats
  readonly userAgent: string
}

/** The throttle page of www.sec.gov and efts.sec.gov (HTML, status 403 and sometimes 429). */
export function isThrottlePage(status: number, contentType: string, body: string): boolean {
  if (status !== 403 && status !== 429) return false
  if (/AccessDenied|NoSuchKey/.test(body) && /xml/i.test(contentType + body.slice(0, 60)))
    return false
  return (
    /Request Rate Threshold Exceeded|Undeclared Automated Tool/i.test(body) ||
    /html/i.test(contentType)
  )
}

/** S3 "missing object" answers: 403 AccessDenied XML (Archives) or 404 NoSuchKey (data.sec.gov). */
export function isMissingObject(status: number, body: string): boolean {
  if (status === 404 || status === 410) return true
  return status === 403 && /<Code>\s*AccessDenied\s*<\/Code>/.test(body)
}

export function requireUserAgent(config: Pick<Config, 'SEC_USER_AGENT'>): string {
  const ua = config.SEC_USER_AGENT?.trim()
  if (!ua) {
    throw new CatalystFeedError(
      'CONFIG_INVALID',
      "SEC_USER_AGENT is not set: the SEC requires every automated client to declare itself. Set SEC_USER_AGENT to your name and contact e-mail, as in the README's start command (or set POLLER_ENABLED=false).",
    )
  }
  return ua
}

/**
 * @param rateLimit false turns the bucket off (benchmarks only); the service always limits.
 */
export function createSecClient(deps: {
  config: SecClientConfig
  logger: Logger
  fetch?: FetchLike
  options?: SecClientOptions
  rateLimit?: boolean
}): SecClient {
  const userAgent = requireUserAgent(deps.config)
  const o = deps.options ?? {}
  const timeoutMs = o.timeoutMs ?? 30_000
  const maxAttempts = o.maxAttempts ?? 6
  const initialMs = o.backoffInitialMs ?? 1_000
  const maxMs = o.backoffMaxMs ?? 60_000
  const throttlePauseMs = o.throttlePauseMs ?? deps.config.SEC_THROTTLE_PAUSE_SECONDS * 1000
  const random = o.random ?? Math.random
  const doFetch: FetchLike = deps.fetch ?? ((input, init) => fetch(input, init))
  const timer = o.timer ?? systemTimer
  const gate = createRateGate(deps.rateLimit === false ? null : deps.config.SEC_MAX_RPS, timer)
  const inFlight = createSemaphore(o.maxInFlight ?? 8)
  const log = deps.logger.child({ component: 'sec-client' })
  const stats: SecRequestStats = { requests: 0, retries: 0, throttled: 0, notFound: 0, failures: 0 }

  type Attempt =
    | { ok: true; value: SecResponse }
    | { ok: false; retry: boolean; error: SecRequestError; throttle?: boolean }

  async function attempt(
    url: string,
    accept: string | undefined,
    signal: AbortSignal | undefined,
    maxBytes?: number,
    priority?: SecPriority,
  ): Promise<Attempt> {
    // The slot first, then the token, and the request starts as soon as it holds both: a token is
    // never held while waiting for a slot, so tokens taken while every slot was busy (slow answers)
    // cannot be spent together when several slots free up at once.
    await inFlight.acquire(priority)
    try {
      await gate.take(signal, priority)
      if (signal?.aborted)
        return {
          ok: false,
          retry: false,
          error: new SecRequestError('aborted', url, null, `request aborted: ${url}`),
        }
      return await send(url, accept, signal, maxBytes)
    } finally {
      inFlight.release()
    }
  }

  /** One request on the wire; the caller holds an in-flight slot and a fresh rate token. */
  async function send(
    url: string,
    accept: string | undefined,
    signal: AbortSignal | undefined,
    maxBytes?: number,
  ): Promise<Attempt> {
    stats.requests++
    const timeout = AbortSignal.timeout(timeoutMs)
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
    try {
      const res = await doFetch(url, {
        headers: {
          'User-Agent': userAgent,
          'Accept-Encoding': 'gzip, deflate',
          ...(accept ? { Accept: accept } : {}),
        },
        signal: combined,
        redirect: 'follow',
      })
      const contentType = res.headers.get('content-type') ?? ''
      if (res.status >= 200 && res.status < 300 && maxBytes !== undefined) {
        const { body, cut } = await readCapped(res, maxBytes)
        return { ok: true, value: { url, status: res.status, contentType, body, cut } }
      }
      const body = Buffer.from(await res.arrayBuffer())
      if (res.status >= 200 && res.status < 300)
        return { ok: true, value: { url, status: res.status, contentType, body } }
      const head = body.subarray(0, 4096).toString('latin1')
      if (isMissingObject(res.status, head)) {
        stats.notFound++
        return {
          ok: false,
          retry: false,
          error: new SecRequestError(
            'not_found',
            url,
            res.status,
            `not found (${res.status}): ${url}`,
          ),
        }
      }
      if (isThrottlePage(res.status, contentType, head)) {
        stats.throttled++
        return {
          ok: false,
          retry: true,
          throttle: true,
          error: new SecRequestError(
            'throttled',
            url,
            res.status,
            `SEC throttled the request (${res.status}): ${url}`,
          ),
        }
      }
      if (res.status === 429 || res.status >= 500 || res.status === 408) {
        return {
          ok: false,
          retry: true,
          error: new SecRequestError(
            'unavailable',
            url,
            res.status,
            `SEC answered ${res.status}: ${url}`,
          ),
        }
      }
      return {
        ok: false,
        retry: false,
        error: new SecRequestError(
          'bad_response',
          url,
          res.status,
          `SEC answered ${res.status}: ${url}`,
        ),
      }
    } catch (error) {
      if (signal?.aborted)
        return {
          ok: false,
          retry: false,
          error: new SecRequestError('aborted', url, null, `request aborted: ${url}`, {
            cause: error,
          }),
        }
      const what = timeout.aborted
        ? `timed out after ${timeoutMs} ms`
        : `connection failed (${(error as Error).message})`
      return {
        ok: false,
        retry: true,
        error: new SecRequestError('unavailable', url, null, `${what}: ${url}`, { cause: error }),
      }
    }
  }

  async function get(url: string, options: SecGetOptions = {}): Promise<SecResponse> {
    const result = await retryWithBackoff(
      { maxAttempts, initialMs, maxMs, random },
      () => attempt(url, options.accept, options.signal, options.maxBytes, options.priority),
      {
        beforeWait(failure, n, backoff) {
          stats.retries++
          if (failure.throttle) gate.pause(throttlePauseMs)
          log.warn(
            {
              ...backoffLogFields(url, failure, n, backoff),
              pausedMs: Math.round(gate.pausedForMs()),
            },
            'SEC request failed; backing off',
          )
        },
        async wait(ms) {
          await timer.sleep(ms, options.signal)
          if (options.signal?.aborted)
            throw new SecRequestError('aborted', url, null, `request aborted: ${url}`)
        },
      },
    )
    if (result.ok) return result.value
    stats.failures++
    throw result.error
  }

  return {
    userAgent,
    stats,
    get,
    async getText(url, options) {
      const res = await get(url, options)
      return decodeBody(res.body, res.contentType)
    },
    async getJson<T>(
      url: string,
      options: { signal?: AbortSignal; priority?: SecPriority } = {},
    ): Promise<T> {
      const res = await get(url, { ...options, accept: 'application/json' })
      try {
        return JSON.parse(res.body.toString('utf8')) as T
      } catch (error) {
        throw new SecRequestError('bad_response', url, res.status, `not JSON: ${url}`, {
          cause: error,
        })
      }
    },
  }
}
