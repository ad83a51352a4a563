/**
 * The Koa side of the x402 HTTP resource server: the adapter it reads a request through, and the
 * per-request state the verify hooks (verify-hooks.ts) share with the gate (middleware.ts).
 */
import type Koa from 'koa'
import { Readable } from 'node:stream'
import type { HTTPAdapter, HTTPTransportContext } from '@x402/core/server'
import { decodePaymentSignatureHeader } from '@x402/core/http'
import type { PaymentPayload } from '@x402/core/types'
import type { PaidRoute } from './config.js'
import type { PaymentKey } from './decisions.js'

/** Per-request state the verify hooks share with the middleware, carried on the adapter. */
export interface RequestState {
  route: PaidRoute
  key: PaymentKey | null
  reserved: boolean
  payer: string
}

export class KoaAdapter implements HTTPAdapter {
  constructor(
    private readonly ctx: Koa.Context,
    private readonly publicBaseUrl: string,
    readonly state: RequestState,
    private readonly hidePayment: boolean,
  ) {}
  getHeader(name: string): string | undefined {
    // A payment header that does not decode is not shown to the library (it would print it to the console).
    if (this.hidePayment && name.toLowerCase() === 'payment-signature') return undefined
    return this.ctx.get(name) || undefined
  }
  getMethod(): string {
    return this.ctx.method
  }
  getPath(): string {
    return this.ctx.path
  }
  /** The resource URL echoed in the challenge: the public address of this request. */
  getUrl(): string {
    return `${this.publicBaseUrl}${this.ctx.originalUrl}`
  }
  getAcceptHeader(): string {
    return this.ctx.get('accept')
  }
  getUserAgent(): string {
    return this.ctx.get('user-agent')
  }
  getQueryParams(): Record<string, string | string[]> {
    return this.ctx.query as Record<string, string | string[]>
  }
  getQueryParam(name: string): string | string[] | undefined {
    return this.ctx.query[name]
  }
}

export const stateOf = (transport: HTTPTransportContext | unknown): RequestState | null => {
  const adapter = (transport as HTTPTransportContext | undefined)?.request?.adapter
  return adapter instanceof KoaAdapter ? adapter.state : null
}

export function decodeHeader(header: string): PaymentPayload | null {
  try {
    return decodePaymentSignatureHeader(header)
  } catch {
    return null
  }
}

export function discardBody(body: unknown): void {
  if (body instanceof Readable) body.destroy()
}
