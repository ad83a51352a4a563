/** The store on the real ClickHouse engine (chDB): migrations, parameters, typed failures. */
import { expect } from 'chai'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { applyMigrations, readMigrations } from '../../services/shared/store/migrations.js'
import { testLogger, testStore } from '../support/env.js'

describe('store (chDB)', function () {
  it('applies every migration once; applying twice changes nothing', async function () {
    const store = await testStore('migrate', { migrate: false })
    const first = await applyMigrations(store, testLogger)
    expect(first).to.deep.equal(readMigrations().map((m) => m.version))
    const tablesBefore = await store.query<{ name: string; create_table_query: string }>(
      'SELECT name, create_table_query FROM system.tables WHERE database = {db:String} ORDER BY name',
    )
    const second = await applyMigrations(store, testLogger)
    expect(second).to.deep.equal([])
    const tablesAfter = await store.query(
      'SELECT name, create_table_query FROM system.tables WHERE database = {db:String} ORDER BY name',
    )
    expect(tablesAfter).to.deep.equal(tablesBefore)
    const recorded = await store.query<{ n: number }>(
      'SELECT count() AS n FROM {db:Identifier}.schema_migrations',
    )
    expect(recorded[0]!.n).to.equal(first.length)
    await store.close()
  })

  it('refuses a migration edited after it was applied, naming it', async function () {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'))
    try {
      writeFileSync(
        join(dir, '0001_things.sql'),
        'CREATE TABLE IF NOT EXISTS {db:Identifier}.things (id UInt64) ENGINE = MergeTree ORDER BY id;',
      )
      const store = await testStore('edited', { migrate: false })
      await applyMigrations(store, testLogger, readMigrations(dir))
      writeFileSync(
        join(dir, '0001_things.sql'),
        'CREATE TABLE IF NOT EXISTS {db:Identifier}.things (id UInt32) ENGINE = MergeTree ORDER BY id;',
      )
      let error: unknown
      try {
        await applyMigrations(store, testLogger, readMigrations(dir))
      } catch (e) {
        error = e
      }
      expect((error as { code?: string }).code).to.equal('MIGRATION_FAILED')
      expect((error as Error).message).to.contain('0001_things')
      await store.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('carries values as query parameters, so SQL in a value stays a value', async function () {
    const store = await testStore('params')
    await store.command(
      'CREATE TABLE {db:Identifier}.notes (id UInt64, text String) ENGINE = MergeTree ORDER BY id',
    )
    const hostile = "x'); DROP TABLE notes; --"
    await store.insert('notes', [{ id: 1, text: hostile }])
    const rows = await store.query<{ id: number; text: string }>(
      'SELECT id, text FROM {db:Identifier}.notes WHERE text = {text:String}',
      { text: hostile },
    )
    expect(rows).to.deep.equal([{ id: 1, text: hostile }])
    await store.close()
  })

  it('returns 64-bit integers as numbers and reports a failing query with a typed error', async function () {
    const store = await testStore('types')
    const [row] = await store.query<{ big: number }>('SELECT toUInt64(9007199254740991) AS big')
    expect(row!.big).to.equal(9007199254740991)
    let error: unknown
    try {
      await store.query('SELECT * FROM {db:Identifier}.no_such_table')
    } catch (e) {
      error = e
    }
    expect((error as { code?: string }).code).to.equal('STORE_QUERY_FAILED')
    expect(await store.ping()).to.equal(true)
    await store.close()
  })
})
