/**
 * The only socket user of the FDA importer: GET one openFDA page, retried with exponential backoff
 * and full jitter on 429 (honouring Retry-After), 5xx, timeouts, refused connections and broken
 * bodies. openFDA's 404 `NOT_FOUND` ("No matches found!", also sent for a skip past the end) is an
 * empty page, not an error; any other 4xx is final.
 */
import { systemTimer } from '../shared/clock.js'
import type { Logger } from '../shared/logger.js'
import { backoffLogFields, retryWithBackoff } from '../shared/retry.js'
import type { OpenFdaPage } from './records.js'

export type FdaErrorKind = 'unavailable' | 'throttled' | 'bad_request' | 'bad_response' | 'aborted'

export class FdaRequestError extends Error {
  constructor(
    readonly kind: FdaErrorKind,
    readonly url: string,
    readonly status: number | null,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'FdaRequestError'
  }
}

export interface OpenFdaClientOptions {
  baseUrl: string
  logger: Logger
  fetchImpl?: typeof fetch
  maxAttempts?: number
  backoffInitialMs?: number
  backoffMaxMs?: number
  timeoutMs?: number
  random?: () => number
  signal?: AbortSignal
}

export interface OpenFdaClient {
  /** A page, or `null` when openFDA answers 404 NOT_FOUND (no match). Throws FdaRequestError when retries are spent. */
  get<Result>(
    path: string,
    params: Record<string, string | number>,
  ): Promise<OpenFdaPage<Result> | null>
}

/**
 * openFDA's query syntax in a URL: spaces as `+` (a literal `%2B` breaks the query), and the
 * Lucene punctuation (`:`, `[`, `]`, `"`) left readable.
 */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value)
    .replace(/%20/g, '+')
    .replace(/%3A/gi, ':')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']')
}

export function pageUrl(
  baseUrl: string,
  path: string,
  params: Record<string, string | number>,
): string {
  const query = Object.entries(params)
    .map(([k, v]) => `${k}=${encodeQueryValue(String(v))}`)
    .join('&')
  return `${baseUrl.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`
}

export function createOpenFdaClient(options: OpenFdaClientOptions): OpenFdaClient {
  const fetchImpl = options.fetchImpl ?? fetch
  const maxAttempts = options.maxAttempts ?? 6
  const initialMs = options.backoffInitialMs ?? 1_000
  const maxMs = options.backoffMaxMs ?? 60_000
  const timeoutMs = options.timeoutMs ?? 30_000
  const random = options.random ?? Math.random
  const log = options.logger.child({ component: 'openfda-client' })

  type Failure = { ok: false; retry: boolean; error: FdaRequestError; delayMs?: number }
  type Attempt = { ok: true; value: OpenFdaPage<unknown> | null } | Failure

  async function attempt(url: string): Promise<Attempt> {
    const fail = (
      retry: boolean,
      kind: FdaErrorKind,
      status: number | null,
      message: string,
      cause?: unknown,
    ): Failure => ({
      ok: false,
      retry,
      error: new FdaRequestError(kind, url, status, message, cause ? { cause } : undefined),
    })
    if (options.signal?.aborted) return fail(false, 'aborted', null, `request aborted: ${url}`)
    let res: Response
    let body: string
    try {
      const signals = [AbortSignal.timeout(timeoutMs), ...(options.signal ? [options.signal] : [])]
      res = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.any(signals),
      })
      body = await res.text()
    } catch (error) {
      return fail(
        true,
        'unavailable',
        null,
        `openFDA unreachable: ${(error as Error).message}`,
        error,
      )
    }
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      json = undefined
    }
    const code = (json as { error?: { code?: string; message?: string } } | undefined)?.error
    if (res.status === 404 && code?.code === 'NOT_FOUND') return { ok: true, value: null }
    if (res.status === 429) {
      const seconds = Number(res.headers.get('retry-after'))
      return {
        ...fail(true, 'throttled', 429, `openFDA throttled the request (429): ${url}`),
        delayMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined,
      }
    }
    if (res.status >= 500)
      return fail(true, 'unavailable', res.status, `openFDA answered ${res.status}: ${url}`)
    if (res.status >= 400) {
      return fail(
        false,
        'bad_request',
        res.status,
        `openFDA refused the query (${res.status} ${code?.code ?? ''} ${code?.message ?? ''}): ${url}`.replace(
          /\s+/g,
          ' ',
        ),
      )
    }
    if (
      !json ||
      typeof json !== 'object' ||
      !Array.isArray((json as OpenFdaPage<unknown>).results)
    ) {
      return fail(
        true,
        'bad_response',
        res.status,
        `openFDA answered ${res.status} without a results list: ${url}`,
      )
    }
    return { ok: true, value: json as OpenFdaPage<unknown> }
  }

  return {
    async get<Result>(path: string, params: Record<string, string | number>) {
      const url = pageUrl(options.baseUrl, path, params)
      const result = await retryWithBackoff(
        { maxAttempts, initialMs, maxMs, random },
        () => attempt(url),
        {
          beforeWait: (failure, n, backoff) =>
            log.warn(
              backoffLogFields(url, failure, n, backoff),
              'openFDA request failed; backing off',
            ),
          wait: (ms) => systemTimer.sleep(ms, options.signal),
        },
      )
      if (result.ok) return result.value as OpenFdaPage<Result> | null
      throw result.error
    },
  }
}
