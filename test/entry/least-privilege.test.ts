/**
 * Least privilege: one service per process (`npm run service`) creates no topic and runs no DDL;
 * on a store nobody migrated it refuses to start and names the command to run. After
 * `npm run migrate` (what the init job runs) it starts and applies nothing itself. `npm start`
 * and AUTO_PROVISION=true still provision.
 */
import { expect } from 'chai'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { closeRuntime, openRuntime } from '../../services/runtime.js'
import { loadConfig } from '../../services/shared/config.js'
import { createStore } from '../../services/shared/store/clickhouse.js'
import { readMigrations } from '../../services/shared/store/migrations.js'
import { testLogger } from '../support/env.js'

function cleanEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    POLLER_ENABLED: 'false',
    ...extra,
  }
  for (const key of ['KAFKA_BROKERS', 'CLICKHOUSE_URL', 'SCHEMA_REGISTRY_URL', 'AUTO_PROVISION'])
    if (!(key in extra)) delete env[key]
  return env
}

async function databases(dataDir: string): Promise<string[]> {
  const store = createStore(loadConfig({ DATA_DIR: dataDir }), testLogger, { database: 'system' })
  try {
    return (
      await store.query<{ name: string }>('SELECT name FROM system.databases ORDER BY name')
    ).map((r) => r.name)
  } finally {
    await store.close()
  }
}

// chDB holds one data directory per process, and these cases open data directories of their own: in a mocha process
// that already opened the shared test directory they cannot, so the file runs itself in a process of its own.
const OWN_PROCESS = 'LEAST_PRIVILEGE_OWN_PROCESS'

if (!process.env[OWN_PROCESS]) {
  describe('least privilege: who creates topics and runs DDL', function () {
    it('runs its cases in a process of its own (one chDB data directory per process)', function () {
      this.timeout(300_000)
      const run = spawnSync(
        process.execPath,
        ['node_modules/mocha/bin/mocha.js', 'test/entry/least-privilege.test.ts'],
        {
          env: { ...process.env, [OWN_PROCESS]: '1' },
          encoding: 'utf8',
          timeout: 280_000,
        },
      )
      expect(run.status, `${run.stdout}\n${run.stderr}`).to.equal(0)
      expect(run.stdout).to.match(/4 passing/)
    })
  })
} else
  describe('least privilege: who creates topics and runs DDL', function () {
    let dataDir: string
    beforeEach(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'privilege-'))
    })
    afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

    it('npm run service refuses a store nobody migrated, names npm run migrate, and creates nothing', async function () {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'services/service.ts', 'api'], {
        env: cleanEnv(dataDir),
        encoding: 'utf8',
        timeout: 60_000,
      })
      expect(run.status, run.stderr + run.stdout).to.equal(1)
      expect(run.stdout + run.stderr).to.match(
        /has no migrations applied[^\n]*run `npm run migrate`/,
      )
      expect(await databases(dataDir)).to.not.include('catalyst_feed')
      expect(
        existsSync(join(dataDir, 'bus', 'topics'))
          ? readdirSync(join(dataDir, 'bus', 'topics'))
          : [],
      ).to.deep.equal([])
    })

    it('after npm run migrate, a runtime that is not told to provision starts and applies nothing itself', async function () {
      const migrate = spawnSync(process.execPath, ['--import', 'tsx', 'services/migrate.ts'], {
        env: cleanEnv(dataDir),
        encoding: 'utf8',
        timeout: 60_000,
      })
      expect(migrate.status, migrate.stderr).to.equal(0)
      const config = loadConfig({ DATA_DIR: dataDir, AUTO_PROVISION: 'false' })
      const runtime = await openRuntime(config, testLogger)
      try {
        const rows = await runtime.store.query<{ n: number }>(
          'SELECT count() AS n FROM {db:Identifier}.schema_migrations',
        )
        expect(Number(rows[0]!.n)).to.equal(readMigrations().length)
        expect(
          existsSync(join(dataDir, 'bus', 'topics'))
            ? readdirSync(join(dataDir, 'bus', 'topics'))
            : [],
        ).to.deep.equal([])
      } finally {
        await closeRuntime(runtime)
      }
    })

    it('a store missing one migration is named precisely', async function () {
      const config = loadConfig({ DATA_DIR: dataDir })
      const all = readMigrations()
      const { applyMigrations } = await import('../../services/shared/store/migrations.js')
      const store = createStore(config, testLogger)
      await applyMigrations(store, testLogger, all.slice(0, -1))
      await store.close()
      const last = all.at(-1)!
      const error = await openRuntime({ ...config, AUTO_PROVISION: false }, testLogger).then(
        () => null,
        (e: Error) => e,
      )
      expect(error?.message).to.equal(
        `database catalyst_feed lacks migrations ${String(last.version).padStart(4, '0')}_${last.name}: run \`npm run migrate\` (the init job does), or set AUTO_PROVISION=true to let this process apply them`,
      )
    })

    it('the embedded default and AUTO_PROVISION=true provision: migrations applied, topics opened', async function () {
      const runtime = await openRuntime(
        loadConfig({ DATA_DIR: dataDir, AUTO_PROVISION: 'true' }),
        testLogger,
        { provision: false },
      )
      try {
        const rows = await runtime.store.query<{ n: number }>(
          'SELECT count() AS n FROM {db:Identifier}.schema_migrations',
        )
        expect(Number(rows[0]!.n)).to.equal(readMigrations().length)
        expect(readdirSync(join(dataDir, 'bus', 'topics'))).to.include('catalyst.filings.v1')
      } finally {
        await closeRuntime(runtime)
      }
    })
  })
