/**
 * `npm run review -- <command>`: the operator tool (commands in review-commands.ts). Reads the
 * configuration like every entry point, opens the store and the bus it names, runs one command and
 * exits: 0 done, 2 refused (nothing published), 1 failed.
 *
 * Distributed mode (KAFKA_BROKERS, CLICKHOUSE_URL) works while the services run. In the embedded
 * mode the store (chDB) and the in-process bus belong to the `npm start` process: run the command
 * while it is stopped; the review is appended to the bus directory and applied at the next start.
 */
import { pathToFileURL } from 'node:url'
import { loadConfig, ConfigError } from '../shared/config.js'
import { createLogger } from '../shared/logger.js'
import { systemClock } from '../shared/clock.js'
import { openRuntime, closeRuntime } from '../runtime.js'
import { checkReviewArguments, runReviewCommand } from '../catalysts/review-commands.js'

export async function main(argv: readonly string[]): Promise<number> {
  // Usage and argument errors are answered before the store is opened (it may be held by `npm start`).
  const checked = checkReviewArguments(argv)
  if ('answer' in checked) {
    ;(checked.answer.code === 0 ? process.stdout : process.stderr).write(`${checked.answer.output}\n`)
    return checked.answer.code
  }
  let config
  try {
    config = loadConfig(process.env)
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`)
    return 2
  }
  const logger = createLogger({ level: process.env.LOG_LEVEL ?? 'warn', name: 'review-cli' })
  const runtime = await openRuntime(config, logger)
  try {
    const result = await runReviewCommand(argv, { store: runtime.store, bus: runtime.bus, clock: systemClock })
    ;(result.code === 0 ? process.stdout : process.stderr).write(`${result.output}\n`)
    return result.code
  } finally {
    await closeRuntime(runtime)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then((code) => { process.exitCode = code }, (error: unknown) => {
    process.stderr.write(`failed: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 1
  })
}
