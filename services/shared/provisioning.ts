/**
 * Least privilege: a service creates topics and runs DDL only when told to (`AUTO_PROVISION`, or
 * `npm start`, which provisions its own embedded store and bus). Otherwise the init job
 * (`npm run topics && npm run migrate`) has done it, and a service only checks, with reads, that
 * the store is at the schema its code expects, and says what to run when it is not.
 */
import type { Config } from './config.js'
import { CatalystFeedError } from './errors.js'
import type { Store } from './store/clickhouse.js'
import { readMigrations, type Migration } from './store/migrations.js'

/** Whether this process may create topics and apply migrations: the setting, else the entry point's word, else only the embedded default. */
export function shouldProvision(
  config: Pick<Config, 'AUTO_PROVISION' | 'CLICKHOUSE_URL' | 'KAFKA_BROKERS'>,
  entryPoint?: boolean,
): boolean {
  return config.AUTO_PROVISION ?? entryPoint ?? (!config.CLICKHOUSE_URL && !config.KAFKA_BROKERS)
}

const fix =
  'run `npm run migrate` (the init job does), or set AUTO_PROVISION=true to let this process apply them'

/** Read-only: throws STORE_NOT_MIGRATED naming what is missing when the store lags the code's migrations. */
export async function requireMigrated(
  store: Store,
  migrations: Migration[] = readMigrations(),
): Promise<void> {
  let applied: Map<number, string>
  try {
    applied = new Map(
      (
        await store.query<{ version: number; checksum: string }>(
          'SELECT version, checksum FROM {db:Identifier}.schema_migrations FINAL',
        )
      ).map((r) => [Number(r.version), r.checksum]),
    )
  } catch (error) {
    throw new CatalystFeedError(
      'MIGRATION_FAILED',
      `database ${store.database} has no migrations applied (${(error as Error).message.split('\n')[0]}): ${fix}`,
      { cause: error },
    )
  }
  const name = (m: Migration) => `${String(m.version).padStart(4, '0')}_${m.name}`
  const missing = migrations.filter((m) => !applied.has(m.version)).map(name)
  if (missing.length)
    throw new CatalystFeedError(
      'MIGRATION_FAILED',
      `database ${store.database} lacks migrations ${missing.join(', ')}: ${fix}`,
    )
  const edited = migrations.filter((m) => applied.get(m.version) !== m.checksum).map(name)
  if (edited.length)
    throw new CatalystFeedError(
      'MIGRATION_FAILED',
      `migrations ${edited.join(', ')} differ from what database ${store.database} recorded; add a new migration instead`,
    )
}
