/**
 * Prints a day's settled x402 revenue from the payments audit trail.
 *
 *   tsx services/payments/revenue-cli.ts [YYYY-MM-DD] [--json]
 *
 * The day is a UTC calendar day and defaults to today. Reads the configured store (CLICKHOUSE_URL, or
 * the embedded chDB under DATA_DIR); the migrations must have been applied (`npm run migrate`).
 */
import { isoDate, systemClock } from '../shared/clock.js'
import { loadConfig } from '../shared/config.js'
import { createLogger } from '../shared/logger.js'
import { createStore } from '../shared/store/clickhouse.js'
import { dailyRevenue, formatRevenue } from './audit.js'

const USAGE = 'usage: npm run revenue -- [YYYY-MM-DD] [--json]   (UTC day, default today)'

async function main(argv: string[]): Promise<void> {
  if (argv.includes('--help')) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  const json = argv.includes('--json')
  const unknown = argv.filter((a) => a.startsWith('--') && a !== '--json')
  const positional = argv.filter((a) => !a.startsWith('--'))
  const refusal = unknown.length
    ? `unknown option ${unknown.join(', ')}`
    : positional.length > 1
      ? `one day at most, got ${positional.length} arguments`
      : positional[0] !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(positional[0])
        ? `the day must be YYYY-MM-DD, got ${JSON.stringify(positional[0])}`
        : null
  if (refusal) {
    process.stderr.write(`revenue: ${refusal}\n`)
    process.exitCode = 64
    return
  }
  const day = positional[0] ?? isoDate(systemClock.now())
  const config = loadConfig(process.env)
  const logger = createLogger({
    level: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL,
    name: 'revenue',
  })
  const store = createStore(config, logger)
  try {
    const revenue = await dailyRevenue(store, day)
    process.stdout.write(json ? `${JSON.stringify(revenue)}\n` : `${formatRevenue(revenue)}\n`)
  } finally {
    await store.close()
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
