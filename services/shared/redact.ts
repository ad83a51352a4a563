/**
 * What may leave the process about a provider. Hosted RPC, facilitator, registry and data URLs
 * carry API keys in their path (`/v2/<key>`), query (`?api_key=`) or user info, and the clients
 * that call them (viem, ethers, fetch, the x402 SDK) put the full URL into their error messages.
 * So a log line or a stored error never holds a URL beyond its host, and a stored error is a
 * reason code (`http_429`, `connection_refused`, ...) with the provider's host, never a raw
 * client message.
 */

/** An absolute URL inside free text: scheme, `//`, then everything up to whitespace or a quote. */
const URL_IN_TEXT = /\b([a-z][a-z0-9+.-]*):\/\/([^\s"'<>`\\]+)/gi

/** Scheme, host and port of a URL (no user info, path, query or fragment); null when it does not parse. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value)
    if (!url.host) return null
    return `${url.protocol}//${url.host}`
  } catch {
    return null
  }
}

/** Host and port of a URL, for a reason text; `unknown host` when it does not parse. */
export function hostOf(value: string | undefined | null): string {
  if (!value) return 'unknown host'
  try {
    return new URL(value).host || 'unknown host'
  } catch {
    return 'unknown host'
  }
}

/**
 * The text with every absolute URL cut to its scheme and host. A URL whose host cannot be read
 * (user info with an unescaped character, say) is dropped whole: better no host than a key.
 */
export function reduceUrls(text: string): string {
  if (!text.includes('://')) return text
  return text.replace(URL_IN_TEXT, (match: string, scheme: string, rest: string) => {
    // user info ends at the last '@' before the first '/', '?' or '#'
    const authorityEnd = rest.search(/[/?#]/)
    const authority = authorityEnd === -1 ? rest : rest.slice(0, authorityEnd)
    const host = authority.slice(authority.lastIndexOf('@') + 1).replace(/[.,;:)\]}]+$/, '')
    const origin = originOf(`${scheme}://${host}`)
    const trailing = /[.,;:)\]}]+$/.exec(match)?.[0] ?? ''
    return origin ? `${origin}${trailing}` : `${scheme}://[redacted]${trailing}`
  })
}

/** A URL that a public document may show: no user info, no query string, no fragment. */
export function publicUrl(value: string): string {
  const url = new URL(value)
  url.username = ''
  url.password = ''
  url.search = ''
  url.hash = ''
  return url.toString()
}

/** Node and undici socket codes, as reasons. */
const socketReasons: Record<string, string> = {
  ECONNREFUSED: 'connection_refused',
  ECONNRESET: 'connection_reset',
  ECONNABORTED: 'connection_reset',
  EPIPE: 'connection_reset',
  UND_ERR_SOCKET: 'connection_reset',
  ETIMEDOUT: 'timeout',
  UND_ERR_CONNECT_TIMEOUT: 'timeout',
  UND_ERR_HEADERS_TIMEOUT: 'timeout',
  UND_ERR_BODY_TIMEOUT: 'timeout',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  ENOTFOUND: 'dns_failure',
  EAI_AGAIN: 'dns_failure',
  CERT_HAS_EXPIRED: 'tls_failure',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'tls_failure',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'tls_failure',
}

/**
 * A short reason code for a failed call to a provider, read from the error and its causes:
 * `http_<status>`, a socket reason (`connection_refused`, `timeout`, `dns_failure`, ...),
 * `rpc_error_<code>` for a JSON-RPC error, `aborted`, `bad_response`, else `failed`.
 * Never any text of the error itself.
 */
export function upstreamReason(error: unknown): string {
  let status: number | null = null
  let socket: string | null = null
  let named: string | null = null
  let rpcCode: number | null = null
  const texts: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth++) {
    const e = current as {
      status?: unknown
      statusCode?: unknown
      code?: unknown
      name?: unknown
      kind?: unknown
      message?: unknown
      cause?: unknown
      errors?: unknown
    }
    const s = typeof e.status === 'number' ? e.status : e.statusCode
    if (status === null && typeof s === 'number' && s >= 100 && s <= 599) status = s
    if (socket === null && typeof e.code === 'string') socket = socketReasons[e.code] ?? null
    if (named === null && e.name === 'TimeoutError') named = 'timeout'
    if (named === null && (e.name === 'AbortError' || e.kind === 'aborted')) named = 'aborted'
    // viem's RpcRequestError and ethers' JSON-RPC errors: a numeric JSON-RPC code.
    if (rpcCode === null && typeof e.code === 'number') rpcCode = e.code
    if (typeof e.message === 'string') texts.push(e.message)
    // AggregateError (undici tries every address of a host): the first inner error speaks for all.
    current =
      e.cause === undefined && Array.isArray(e.errors) && e.errors.length ? e.errors[0] : e.cause
  }
  if (status !== null) return `http_${status}`
  const text = texts.join('\n')
  const statusInText = /\b(?:status(?: code)?|HTTP(?:\/\d(?:\.\d)?)?)[\s:]+([1-5]\d\d)\b/i.exec(
    text,
  )
  if (statusInText) return `http_${statusInText[1]}`
  if (/too many requests/i.test(text)) return 'http_429'
  if (socket) return socket
  if (named) return named
  if (/timed? ?out/i.test(text)) return 'timeout'
  if (rpcCode !== null) return `rpc_error_${rpcCode}`
  if (error instanceof SyntaxError) return 'bad_response'
  return 'failed'
}

/**
 * The text stored (and served, where a route shows it) for a failed call: provider, host, reason.
 * E.g. `attestation RPC rpc.example:8545: http_429`. A failure of the service's own store or bus
 * (a CatalystFeedError code `STORE_*` / `BUS_*`) is named as such, not blamed on the provider.
 */
export function upstreamFailure(provider: string, url: string | undefined, error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' && /^(STORE|BUS)_[A-Z_]+$/.test(code)) return `${code.toLowerCase()}`
  return `${provider} ${hostOf(url)}: ${upstreamReason(error)}`
}
