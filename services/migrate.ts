/** `npm run migrate`: applies the ClickHouse migrations to the configured store, then exits. */
import { answerNoArguments } from './shared/no-arguments.js'
import { loadConfig } from './shared/config.js'
import { createLogger } from './shared/logger.js'
import { createStore } from './shared/store/clickhouse.js'
import { applyMigrations } from './shared/store/migrations.js'

const USAGE =
  'usage: npm run migrate   (applies the ClickHouse migrations to the store the environment configures: CLICKHOUSE_URL, or chDB in DATA_DIR)'

async function main(argv: readonly string[]): Promise<void> {
  const answered = answerNoArguments('migrate', USAGE, argv)
  if (answered !== null) {
    process.exitCode = answered
    return
  }
  const config = loadConfig(process.env)
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'migrate' })
  const store = createStore(config, logger)
  try {
    const applied = await applyMigrations(store, logger)
    logger.info(
      { applied, database: store.database, engine: store.engine },
      applied.length ? 'migrations applied' : 'store already up to date',
    )
  } finally {
    await store.close()
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
