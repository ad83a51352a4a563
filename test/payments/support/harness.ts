/**
 * Test harness for the payment gate: a small Koa app shaped like the API (422 query validation, then
 * the gate, then a handler whose answer each test sets), a loopback HTTP facilitator wrapping any
 * FacilitatorClient (to exercise HTTPFacilitatorClient and facilitator outages), and real x402
 * clients for Base and Solana that sign what the server's challenge asks.
 */
import type { AddressInfo } from 'node:net'
import { createServer, type Server } from 'node:http'
import { Writable } from 'node:stream'
import Koa from 'koa'
import Router from '@koa/router'
import { x402Client, x402HTTPClient } from '@x402/core/client'
import { encodePaymentSignatureHeader } from '@x402/core/http'
import type { PaymentRequired, PaymentRequirements } from '@x402/core/types'
import { ExactEvmScheme as EvmClientScheme } from '@x402/evm/exact/client'
import { ExactSvmScheme as SvmClientScheme } from '@x402/svm/exact/client'
import type { KeyPairSigner } from '@solana/kit'
import { privateKeyToAccount } from 'viem/accounts'
import type { Hex } from 'viem'
import { createLogger, type Logger } from '../../../services/shared/logger.js'
import type { FacilitatorClient } from '../../../services/payments/facilitator.js'
import type { PaidRoute } from '../../../services/payments/config.js'
import { paidRoutes } from '../../../services/payments/config.js'
import type Application from 'koa'

export interface Behaviour {
  status: number
  body: unknown
  /** Runs inside the handler before it answers (e.g. drain the payer between verify and settle). */
  before?: () => Promise<void>
  headers?: Record<string, string>
}

export interface TestApp {
  url: string
  /** What the handler answers next; tests change it. */
  behaviour: Behaviour
  /** How many times the handler ran. */
  handled: number
  close(): Promise<void>
}

/** An API-shaped app: GET the two paid routes, limit validated (422) before the gate, as the API does. */
export async function startTestApp(
  gate: ((route: PaidRoute) => Application.Middleware) | null,
): Promise<TestApp> {
  const app = new Koa()
  const router = new Router()
  const state: TestApp = {
    url: '',
    behaviour: {
      status: 200,
      body: { data: [{ catalyst_id: 1, pdufa_date: '2026-12-01' }], meta: { total: 1 } },
    },
    handled: 0,
    close: async () => undefined,
  }
  const validate: Application.Middleware = async (ctx, next) => {
    const limit = ctx.query.limit
    if (
      limit !== undefined &&
      !(
        typeof limit === 'string' &&
        /^\d+$/.test(limit) &&
        Number(limit) >= 1 &&
        Number(limit) <= 500
      )
    ) {
      ctx.status = 422
      ctx.body = {
        detail: [
          {
            type: 'int_parsing',
            loc: ['query', 'limit'],
            msg: 'Input should be an integer from 1 to 500',
          },
        ],
      }
      return
    }
    await next()
  }
  const handler: Application.Middleware = async (ctx) => {
    state.handled += 1
    const b = state.behaviour
    if (b.before) await b.before()
    for (const [k, v] of Object.entries(b.headers ?? {})) ctx.set(k, v)
    ctx.status = b.status
    ctx.body = b.body
  }
  for (const route of ['upcoming', 'events'] as const) {
    const stack: Application.Middleware[] = [validate]
    if (gate) stack.push(gate(route))
    stack.push(handler)
    router.get(paidRoutes[route].path, ...(stack as Parameters<typeof router.get>[1][]))
  }
  app.use(router.routes())
  const server = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return state
}

export type FacilitatorMode = 'up' | 'down' | 'settle-500' | 'verify-garbage'

/** A facilitator over HTTP on loopback (the hosted-facilitator shape), wrapping `inner`. */
export async function startHttpFacilitator(
  inner: FacilitatorClient,
): Promise<{ url: string; mode: FacilitatorMode; calls: string[]; close(): Promise<void> }> {
  const state: { url: string; mode: FacilitatorMode; calls: string[]; close(): Promise<void> } = {
    url: '',
    mode: 'up',
    calls: [],
    close: async () => undefined,
  }
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      const path = (req.url ?? '').replace(/\?.*$/, '')
      state.calls.push(path)
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(typeof body === 'string' ? body : JSON.stringify(body))
      }
      if (state.mode === 'down') return send(503, { error: 'unavailable' })
      try {
        if (path === '/supported') return send(200, await inner.getSupported())
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          paymentPayload: never
          paymentRequirements: never
        }
        if (path === '/verify') {
          if (state.mode === 'verify-garbage') return send(200, '<html>oops</html>')
          return send(200, await inner.verify(body.paymentPayload, body.paymentRequirements))
        }
        if (path === '/settle') {
          if (state.mode === 'settle-500')
            return send(500, {
              error: 'internal error at 10.0.0.7:5432, stack: at settle (/srv/facilitator.js:42)',
            })
          return send(200, await inner.settle(body.paymentPayload, body.paymentRequirements))
        }
        return send(404, { error: 'not found' })
      } catch (error) {
        return send(500, { error: (error as Error).message })
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return state
}

/** A facilitator whose settle answers a failure without touching the chain (forced settlement failure). */
export function failingSettle(
  inner: FacilitatorClient,
  errorReason = 'forced_settlement_failure',
): FacilitatorClient {
  return {
    verify: (p, r) => inner.verify(p, r),
    settle: async (_p, r) => ({ success: false, errorReason, transaction: '', network: r.network }),
    getSupported: () => inner.getSupported(),
  }
}

export function evmClient(privateKey: Hex, network = 'eip155:8453'): x402Client {
  return new x402Client().register(
    network as `${string}:${string}`,
    new EvmClientScheme(privateKeyToAccount(privateKey)),
  )
}

export function svmClient(signer: KeyPairSigner, rpcUrl: string, network: string): x402Client {
  return new x402Client().register(
    network as `${string}:${string}`,
    new SvmClientScheme(signer, { rpcUrl }),
  )
}

/** Fetches the unpaid challenge of a URL. */
export async function challengeOf(
  url: string,
): Promise<{ status: number; body: PaymentRequired; header: PaymentRequired; response: Response }> {
  const response = await fetch(url)
  const body = (await response.json()) as PaymentRequired
  const header = new x402HTTPClient(new x402Client()).getPaymentRequiredResponse(
    (name) => response.headers.get(name) ?? undefined,
  )
  return { status: response.status, body, header, response }
}

/**
 * A PAYMENT-SIGNATURE header value for `url`, signed by `client` for the option on `network`.
 * `tamper` may change the requirements the client signs (amount, timeout); `accepted` in the payload
 * stays the server's original option, as a client trying to underpay or stretch validity would send.
 */
export async function signPayment(
  url: string,
  client: x402Client,
  network: string,
  tamper?: (r: PaymentRequirements) => PaymentRequirements,
): Promise<string> {
  const { header } = await challengeOf(url)
  const original = header.accepts.find((a) => a.network === network)
  if (!original) throw new Error(`the challenge offers no ${network}`)
  const signed = tamper ? tamper({ ...original, extra: { ...original.extra } }) : original
  const payload = await client.createPaymentPayload({ ...header, accepts: [signed] })
  return encodePaymentSignatureHeader({ ...payload, accepted: original })
}

/** Sends a request with a payment header. */
export async function paidGet(
  url: string,
  paymentHeader: string,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(url, { headers: { 'PAYMENT-SIGNATURE': paymentHeader } })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    /* not JSON */
  }
  return { status: response.status, body, headers: response.headers }
}

/** A logger whose every line is kept, to assert what logs never contain. */
export function capturingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'))
      done()
    },
  })
  return { logger: createLogger({ level: 'trace', name: 'payments-test' }, sink as never), lines }
}
