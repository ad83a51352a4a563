/**
 * What the operator CLIs share: the configuration read like every entry point (a bad value exits 2 with its message),
 * a quiet logger, the runtime opened for the one command and closed after it, and the exit-code convention when the
 * file is run directly (0 done, 2 refused, 1 failed).
 */
import { pathToFileURL } from 'node:url'
import { loadConfig, ConfigError } from '../shared/config.js'
import { createLogger } from '../shared/logger.js'
import { openRuntime, closeRuntime, type Runtime } from '../runtime.js'

/** Runs `command` on a runtime built from the environment; resolves to the exit code. */
export async function withOperatorRuntime(
  name: string,
  command: (runtime: Runtime) => Promise<number>,
): Promise<number> {
  let config
  try {
    config = loadConfig(process.env)
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`)
    return 2
  }
  const logger = createLogger({ level: process.env.LOG_LEVEL ?? 'warn', name })
  const runtime = await openRuntime(config, logger)
  try {
    return await command(runtime)
  } finally {
    await closeRuntime(runtime)
  }
}

/** Calls `main` with the arguments when the module at `moduleUrl` is the file node was asked to run; `prefix` leads a failure line. */
export function runWhenMain(
  moduleUrl: string,
  prefix: string,
  main: (argv: readonly string[]) => Promise<number>,
): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      process.stderr.write(
        `${prefix}failed: ${error instanceof Error ? error.message : String(error)}\n`,
      )
      process.exitCode = 1
    },
  )
}
