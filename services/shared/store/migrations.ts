/**
 * Ordered migrations from schemas/clickhouse/NNNN_name.sql, applied at start-up and recorded in
 * `schema_migrations` with a checksum, so applying twice changes nothing and an edited, already
 * applied migration is refused instead of silently diverging. Statements in a file are separated
 * by a line holding only `;`-terminated SQL; tables are written `{db:Identifier}.name`.
 *
 * Number ranges keep stages from colliding: 0001-0099 foundation, 0100 poller, 0200 extractor,
 * 0300 catalysts, 0400 api, 0500 payments, 0600 fda/accuracy, 0700 attestations.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CatalystFeedError } from '../errors.js'
import type { Logger } from '../logger.js'
import type { Store } from './clickhouse.js'

export const migrationsDir = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../schemas/clickhouse',
)

export interface Migration {
  version: number
  name: string
  checksum: string
  statements: string[]
}

export function readMigrations(dir: string = migrationsDir): Migration[] {
  const migrations = readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8')
      const statements = text
        .split(/;\s*$/m)
        .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
        .filter(Boolean)
      return {
        version: Number(file.slice(0, 4)),
        name: file.slice(5, -4),
        checksum: createHash('sha256').update(text).digest('hex'),
        statements,
      }
    })
  const seen = new Set<number>()
  for (const m of migrations) {
    if (seen.has(m.version))
      throw new CatalystFeedError('MIGRATION_FAILED', `two migrations share version ${m.version}`)
    seen.add(m.version)
  }
  return migrations
}

/** Applies what is not yet applied; returns the versions applied now. */
export async function applyMigrations(
  store: Store,
  logger: Logger,
  migrations: Migration[] = readMigrations(),
): Promise<number[]> {
  await store.command('CREATE DATABASE IF NOT EXISTS {db:Identifier}')
  await store.command(`CREATE TABLE IF NOT EXISTS {db:Identifier}.schema_migrations
    (version UInt32, name String, checksum String, applied_at DateTime64(3, 'UTC') DEFAULT now64(3))
    ENGINE = ReplacingMergeTree ORDER BY version`)
  const applied = new Map(
    (
      await store.query<{ version: number; checksum: string }>(
        'SELECT version, checksum FROM {db:Identifier}.schema_migrations FINAL',
      )
    ).map((r) => [r.version, r.checksum]),
  )
  const done: number[] = []
  for (const migration of migrations) {
    const previous = applied.get(migration.version)
    if (previous !== undefined) {
      if (previous !== migration.checksum) {
        throw new CatalystFeedError(
          'MIGRATION_FAILED',
          `migration ${String(migration.version).padStart(4, '0')}_${migration.name} was edited after it was applied (checksum differs); add a new migration instead`,
        )
      }
      continue
    }
    for (const statement of migration.statements) {
      try {
        await store.command(statement)
      } catch (error) {
        throw new CatalystFeedError(
          'MIGRATION_FAILED',
          `migration ${String(migration.version).padStart(4, '0')}_${migration.name} failed: ${(error as Error).message}`,
          { cause: error },
        )
      }
    }
    await store.insert('schema_migrations', [
      { version: migration.version, name: migration.name, checksum: migration.checksum },
    ])
    logger.info(
      { version: migration.version, migration: migration.name, database: store.database },
      'migration applied',
    )
    done.push(migration.version)
  }
  return done
}
