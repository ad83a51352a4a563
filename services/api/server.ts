/** Binds the API to PORT. Only entry points call this; the app itself never listens. */
import { createServer, type Server } from 'node:http'
import type { Logger } from '../shared/logger.js'
import type { Runtime } from '../runtime.js'
import Koa from 'koa'

export async function startApi(runtime: Pick<Runtime, 'config' | 'store' | 'clock'>, logger: Logger): Promise<Server> {
  const app = new Koa()
  app.use(async (ctx) => {
    if (ctx.path === '/health') {
      const database = await runtime.store.ping()
      ctx.status = database ? 200 : 503
      ctx.body = { status: database ? 'ok' : 'degraded', database: database ? 'ok' : 'unavailable' }
    } else if (ctx.path === '/') {
      ctx.body = { service: 'catalyst-feed', version: '0.8.0', docs: '/docs' }
    } else {
      ctx.status = 404
    }
  })
  const server = createServer(app.callback())
  await new Promise<void>((done) => server.listen(runtime.config.PORT, runtime.config.HOST, done))
  logger.info({ port: (server.address() as { port: number }).port, host: runtime.config.HOST }, 'api listening')
  return server
}
