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

async function main(argv: string[]): Promise<void> {
  const json = argv.includes('--json')
  const positional = argv.filter((a) => !a.startsWith('--'))
  if (argv.includes('--help') || positional.length > 1) {
    process.stdout.write('usage: revenue-cli [YYYY-MM-DD] [--json]   (UTC day, default today)\n')
    return
  }
  const day = positional[0] ?? isoDate(systemClock.now())
  const config = loadConfig(process.env)
  const logger = createLogger({ level: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL, name: 'revenue' })
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
