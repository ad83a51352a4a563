/**
 * `/metrics` on its own port (METRICS_PORT), apart from the public API: scraping needs no payment,
 * no route table and no exposure on the API's ingress. Anything else on this port is a 404.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Logger } from './logger.js'
import type { Metrics } from './metrics.js'

export interface RunningMetricsServer {
  readonly url: string
  stop(): Promise<void>
}

export async function startMetricsServer(
  metrics: Metrics,
  options: { port: number; host: string },
  logger: Logger,
): Promise<RunningMetricsServer> {
  const log = logger.child({ component: 'metrics' })
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('only GET /metrics here\n')
      return
    }
    metrics.exposition().then(
      (body) => {
        response
          .writeHead(200, { 'content-type': metrics.contentType })
          .end(request.method === 'HEAD' ? undefined : body)
      },
      (error: unknown) => {
        log.error({ err: error }, 'metrics exposition failed')
        response
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end('metrics unavailable\n')
      },
    )
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port, options.host, done)
  })
  const { port } = server.address() as AddressInfo
  const host = options.host === '0.0.0.0' ? '127.0.0.1' : options.host
  log.info({ port }, 'metrics listening')
  return {
    url: `http://${host}:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeIdleConnections()
      }),
  }
}
