/**
 * A JSON-RPC proxy in front of a local chain: it forwards every call unchanged, remembers each
 * (method and params) so a test can count what a request cost the provider, lets a test act around
 * a call (mine a block before or after a transaction is forwarded), and can play an outage: while
 * `drop` is set, every request's connection is cut without an answer.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RpcCall {
  method: string
  params: unknown[]
}

export interface RpcProxy {
  url: string
  calls: RpcCall[]
  /** Runs before a call is forwarded. */
  before?: (call: RpcCall) => Promise<void>
  /** Runs after a call was answered, before the answer goes back. */
  after?: (call: RpcCall, answer: unknown) => Promise<void>
  /** While true, requests are recorded and their connections cut (the provider is down). */
  drop: boolean
  /** Calls since `mark` (an index into calls), optionally of one method. */
  since(mark: number, method?: string): RpcCall[]
  close(): Promise<void>
}

/** Sends one JSON-RPC call straight to `url`. */
export async function rpc<T = unknown>(
  url: string,
  method: string,
  params: unknown[] = [],
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

export async function startRpcProxy(upstream: string): Promise<RpcProxy> {
  const proxy: RpcProxy = {
    url: '',
    calls: [],
    drop: false,
    since: (mark, method) =>
      proxy.calls.slice(mark).filter((c) => method === undefined || c.method === method),
    close: async () => undefined,
  }
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      void (async () => {
        const text = Buffer.concat(chunks).toString('utf8')
        const parsed = JSON.parse(text) as
          { method: string; params?: unknown[] } | Array<{ method: string; params?: unknown[] }>
        const calls = (Array.isArray(parsed) ? parsed : [parsed]).map((c) => ({
          method: c.method,
          params: c.params ?? [],
        }))
        proxy.calls.push(...calls)
        if (proxy.drop) {
          req.socket.destroy()
          return
        }
        for (const call of calls) await proxy.before?.(call)
        const answer = await fetch(upstream, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: text,
        })
        const body = await answer.text()
        for (const call of calls) await proxy.after?.(call, JSON.parse(body))
        res.writeHead(answer.status, { 'content-type': 'application/json' })
        res.end(body)
      })().catch((error: unknown) => {
        res.writeHead(502, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: String(error) }))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return proxy
}
