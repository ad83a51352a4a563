/**
 * `npm start`: every stage in one process on the embedded default (in-process bus, chDB in
 * DATA_DIR), or against Kafka and a ClickHouse server when their URLs are set. Stops cleanly on
 * SIGINT/SIGTERM: HTTP first, then the stages drain and commit, then the bus and the store close.
 * An unhandled promise rejection is logged and does not end the process (process-guards.ts).
 */
import { ConfigError, describeConfig, loadConfig } from './shared/config.js'
import { createLogger } from './shared/logger.js'
import { installRejectionGuard } from './process-guards.js'
import { createMetrics } from './shared/metrics.js'
import { startMetricsServer, type RunningMetricsServer } from './shared/metrics-server.js'
import {
  closeRuntime,
  missingConfiguration,
  openRuntime,
  serviceNames,
  startService,
  type RunningService,
  type ServiceName,
} from './runtime.js'

/**
 * `required`: a service that cannot run with this configuration stops the process instead of being skipped.
 * `provision`: create topics and apply migrations at start (`npm start` does; one service per process leaves it to
 * the init job); AUTO_PROVISION overrides it.
 */
export async function runServices(
  names: readonly ServiceName[],
  options: { required: boolean; provision: boolean },
): Promise<void> {
  let config
  try {
    config = loadConfig(process.env)
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`)
    process.exit(error instanceof ConfigError ? 78 : 1)
  }
  const logger = createLogger({ level: config.LOG_LEVEL })
  // No request may stop the process: a rejection nobody awaited is logged, and serving goes on.
  installRejectionGuard(logger)
  const runnable: ServiceName[] = []
  const skipped: Array<{ service: ServiceName; reason: string }> = []
  for (const name of names) {
    const missing = missingConfiguration(name, config)
    if (!missing) runnable.push(name)
    else if (options.required) {
      process.stderr.write(`cannot start ${name}: ${missing}\n`)
      process.exit(78)
    } else skipped.push({ service: name, reason: missing })
  }
  // One line says what runs and what does not, and why (a newcomer's first look at the log).
  const summary = `starting ${runnable.join(', ') || 'nothing'}${skipped.map((s) => `; NOT running ${s.service}: ${s.reason}`).join('')}`
  logger[skipped.length ? 'warn' : 'info'](
    { services: runnable, skipped, config: describeConfig(config) },
    summary,
  )
  const running: RunningService[] = []
  let runtime
  let metricsServer: RunningMetricsServer | null = null
  try {
    runtime = await openRuntime(config, logger, { provision: options.provision })
    runtime.metrics = createMetrics({ bus: runtime.bus, store: runtime.store, logger })
    if (config.METRICS_PORT !== undefined)
      metricsServer = await startMetricsServer(
        runtime.metrics,
        { port: config.METRICS_PORT, host: config.HOST },
        logger,
      )
    for (const name of runnable) running.push(await startService(name, runtime))
  } catch (error) {
    logger.fatal({ err: error }, 'start-up failed')
    process.exit(1)
  }
  const opened = runtime
  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'stopping')
    // The API stops first so no request reads a half-closed store; stages then drain and commit.
    for (const service of [...running].reverse())
      await service
        .stop()
        .catch((error) => logger.error({ err: error, service: service.name }, 'stop failed'))
    await metricsServer?.stop()
    await closeRuntime(opened)
    logger.info('stopped')
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runServices(serviceNames, { required: false, provision: true })
}
