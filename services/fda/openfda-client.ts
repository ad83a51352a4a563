/**
 * The only socket user of the FDA importer: GET one openFDA page, retried with exponential backoff
 * and full jitter on 429 (honouring Retry-After), 5xx, timeouts, refused connections and broken
 * bodies. openFDA's 404 `NOT_FOUND` ("No matches found!", also sent for a skip past the end) is an
 * empty page, not an error; any other 4xx is final.
 */
import type { Logger } from '../shared/logger.js'
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

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(done, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        done()
      },
      { once: true },
    )
  })
}

export function createOpenFdaClient(options: OpenFdaClientOptions): OpenFdaClient {
  const fetchImpl = options.fetchImpl ?? fetch
  const maxAttempts = options.maxAttempts ?? 6
  const initialMs = options.backoffInitialMs ?? 1_000
  const maxMs = options.backoffMaxMs ?? 60_000
  const timeoutMs = options.timeoutMs ?? 30_000
  const random = options.random ?? Math.random
  const log = options.logger.child({ component: 'openfda-client' })

  type Attempt =
    | { ok: true; page: OpenFdaPage<unknown> | null }
    | { ok: false; retry: boolean; error: FdaRequestError; retryAfterMs?: number }

  async function attempt(url: string): Promise<Attempt> {
    if (options.signal?.aborted)
      return {
        ok: false,
        retry: false,
        error: new FdaRequestError('aborted', url, null, `request aborted: ${url}`),
      }
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
      return {
        ok: false,
        retry: true,
        error: new FdaRequestError(
          'unavailable',
          url,
          null,
          `openFDA unreachable: ${(error as Error).message}`,
          { cause: error },
        ),
      }
    }
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      json = undefined
    }
    const code = (json as { error?: { code?: string; message?: string } } | undefined)?.error
    if (res.status === 404 && code?.code === 'NOT_FOUND') return { ok: true, page: null }
    if (res.status === 429) {
      const seconds = Number(res.headers.get('retry-after'))
      return {
        ok: false,
        retry: true,
        retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined,
        error: new FdaRequestError(
          'throttled',
          url,
          429,
          `openFDA throttled the request (429): ${url}`,
        ),
      }
    }
    if (res.status >= 500)
      return {
        ok: false,
        retry: true,
        error: new FdaRequestError(
          'unavailable',
          url,
          res.status,
          `openFDA answered ${res.status}: ${url}`,
        ),
      }
    if (res.status >= 400) {
      return {
        ok: false,
        retry: false,
        error: new FdaRequestError(
          'bad_request',
          url,
          res.status,
          `openFDA refused the query (${res.status} ${code?.code ?? ''} ${code?.message ?? ''}): ${url}`.replace(
            /\s+/g,
            ' ',
          ),
        ),
      }
    }
    if (
      !json ||
      typeof json !== 'object' ||
      !Array.isArray((json as OpenFdaPage<unknown>).results)
    ) {
      return {
        ok: false,
        retry: true,
        error: new FdaRequestError(
          'bad_response',
          url,
          res.status,
          `openFDA answered ${res.status} without a results list: ${url}`,
        ),
      }
    }
    return { ok: true, page: json as OpenFdaPage<unknown> }
  }

  return {
    async get<Result>(path: string, params: Record<string, string | number>) {
      const url = pageUrl(options.baseUrl, path, params)
      let last: FdaRequestError | null = null
      for (let n = 0; n < maxAttempts; n++) {
        const result = await attempt(url)
        if (result.ok) return result.page as OpenFdaPage<Result> | null
        last = result.error
        if (!result.retry || n === maxAttempts - 1) break
        const backoff = result.retryAfterMs ?? random() * Math.min(maxMs, initialMs * 2 ** n)
        log.warn(
          {
            url,
            status: result.error.status,
            kind: result.error.kind,
            attempt: n + 1,
            backoffMs: Math.round(backoff),
          },
          'openFDA request failed; backing off',
        )
        await sleep(backoff, options.signal)
      }
      throw last!
    },
  }
}
