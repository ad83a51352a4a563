/**
 * `npm run reextract -- --from YYYY-MM-DD --to YYYY-MM-DD`: runs the current extractor over the stored filings of the
 * window and publishes the assertions that changed (see reextract.ts). Exit 0 done, 2 bad arguments or configuration,
 * 1 failed. Progress on stderr, the summary on stdout.
 *
 * Distributed mode (KAFKA_BROKERS) works while the services run. In the embedded mode the bus directory belongs to the
 * `npm start` process: run it while the service is stopped; the catalysts stage applies the new records at the next start.
 */
import { pathToFileURL } from 'node:url'
import { loadConfig, ConfigError } from '../shared/config.js'
import { createLogger } from '../shared/logger.js'
import { openRuntime, closeRuntime } from '../runtime.js'
import { isIsoDate } from '../extractor/dates.js'
import { runReextraction, type ReextractWindow } from '../extractor/reextract.js'

const USAGE = 'usage: npm run reextract -- --from YYYY-MM-DD --to YYYY-MM-DD'

export function parseReextractArgs(argv: readonly string[]): { window: ReextractWindow } | { code: number; output: string } {
  if (argv.includes('--help') || argv.includes('-h')) return { code: 0, output: `${USAGE}\n  re-runs the current extractor over stored filings filed in the window and publishes the assertions that changed` }
  const values: Record<string, string> = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg !== '--from' && arg !== '--to') return { code: 2, output: `reextract: unknown argument ${arg}\n${USAGE}` }
    const value = argv[++i]
    if (value === undefined || !isIsoDate(value)) return { code: 2, output: `reextract: ${arg} takes a date YYYY-MM-DD (got ${value ?? 'nothing'})\n${USAGE}` }
    values[arg.slice(2)] = value
  }
  if (!values.from || !values.to) return { code: 2, output: `reextract: --from and --to are both required\n${USAGE}` }
  if (values.from > values.to) return { code: 2, output: `reextract: --from ${values.from} is after --to ${values.to}` }
  return { window: { from: values.from, to: values.to } }
}

export async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseReextractArgs(argv)
  if ('code' in parsed) {
    ;(parsed.code === 0 ? process.stdout : process.stderr).write(`${parsed.output}\n`)
    return parsed.code
  }
  let config
  try {
    config = loadConfig(process.env)
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`)
    return 2
  }
  const logger = createLogger({ level: process.env.LOG_LEVEL ?? 'warn', name: 'reextract' })
  const runtime = await openRuntime(config, logger)
  try {
    const result = await runReextraction(parsed.window, {
      bus: runtime.bus,
      now: () => runtime.clock.now().toISOString(),
      progress: (line) => process.stderr.write(`reextract: ${line}\n`),
    })
    process.stdout.write(`${result.inWindow} filings in the window of ${result.read} stored; ${result.published} re-extracted and published\n`)
    return 0
  } finally {
    await closeRuntime(runtime)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then((code) => { process.exitCode = code }, (error: unknown) => {
    process.stderr.write(`reextract: failed: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 1
  })
}
