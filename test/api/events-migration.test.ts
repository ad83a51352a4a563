/**
 * Migration 0350 (schemas/clickhouse/0350_events_pages.sql) rebuilds `events` (copy into a new
 * table, swap by EXCHANGE) on a store that already holds events: every row written before it, in
 * several parts, with several versions, batches, a deletion and nulls, is still there afterwards
 * with the same values, its `attestation_uid` empty (computed on serving), and the API serves the
 * history the same from the store path and the event index.
 */
import { expect } from 'chai'
import { applyMigrations, readMigrations } from '../../services/shared/store/migrations.js'
import { EventIndex } from '../../services/api/read-model/event-index.js'
import { testLogger, testStore } from '../support/env.js'
import { catalystRow, eventRow, storePageBody } from './support.js'

const TODAY = '2026-08-01'
const REBUILD = 350

describe('migration 0350 on a store holding events written before it', function () {
  this.timeout(300_000)

  it('keeps every row and value, leaves the uid empty, and the history serves the same', async () => {
    const store = await testStore('evmig', { migrate: false })
    try {
      await applyMigrations(
        store,
        testLogger,
        readMigrations().filter((m) => m.version < REBUILD),
      )
      const [before] = await store.query<{ n: number }>(
        "SELECT count() AS n FROM system.columns WHERE database = {db:String} AND table = 'events' AND name = 'attestation_uid'",
      )
      expect(Number(before!.n), 'the old schema has no uid column').to.equal(0)
      // Three inserts (three parts): new events, rewrites in a committed batch, a deletion.
      await store.insert(
        'events',
        Array.from({ length: 300 }, (_, i) =>
          eventRow(i + 1, {
            catalyst_id: 1 + (i % 4),
            tickers: i % 2 ? ['OLDA'] : ['OLDA', 'OLDB'],
            new_date: i % 5 ? '2026-09-01' : null,
            delta_days: i % 7 ? null : -3,
            merged_into: i % 11 ? null : 2,
            event_type: i % 11 ? 'new_date_assigned' : 'retracted',
            source_quote: `an invented sentence ${i} with "quotes"`,
          }),
        ),
      )
      await store.insert('catalyst_batches', [
        {
          batch: 1,
          seq: 1,
          inputs: 1,
          events: 0,
          last_event_id: 0,
          committed_at: '2026-07-02 00:00:00.000',
        },
      ])
      await store.insert(
        'catalysts',
        [1, 2, 3, 4].map((c) => catalystRow(c, { tickers: c % 2 ? ['OLDB'] : ['OLDA'] })),
      )
      await store.insert(
        'events',
        Array.from({ length: 30 }, (_, i) =>
          eventRow(10 * (i + 1), { version: 2, batch: 1, catalyst_id: 3, source_quote: 'moved' }),
        ),
      )
      await store.insert('events', [eventRow(7, { version: 2, batch: 1, deleted: 1 })])
      const rowsSql =
        'SELECT * EXCEPT (attestation_uid) FROM {db:Identifier}.events ORDER BY event_id, version, batch'
      const rowsBefore = (
        await store.query<Record<string, unknown>>(rowsSql.replace(' EXCEPT (attestation_uid)', ''))
      ).map((r) => JSON.stringify(r))
      expect(rowsBefore).to.have.length(331)

      const applied = await applyMigrations(store, testLogger)
      expect(applied).to.include(REBUILD)

      const rowsAfter = (await store.query<Record<string, unknown>>(rowsSql)).map((r) =>
        JSON.stringify(r),
      )
      expect(rowsAfter).to.deep.equal(rowsBefore)
      const [uids] = await store.query<{ empty: number; n: number }>(
        "SELECT countIf(attestation_uid = '') AS empty, count() AS n FROM {db:Identifier}.events",
      )
      expect(Number(uids!.empty)).to.equal(331)
      const [table] = await store.query<{ create: string }>(
        "SELECT create_table_query AS create FROM system.tables WHERE database = {db:String} AND name = 'events'",
      )
      expect(table!.create).to.contain('PROJECTION by_record')
      expect(table!.create).to.contain('index_granularity = 256')
      const [left] = await store.query<{ n: number }>(
        "SELECT count() AS n FROM system.tables WHERE database = {db:String} AND name = 'events_paged'",
      )
      expect(Number(left!.n), 'the copy is swapped in, the old table dropped').to.equal(0)

      // Served alike by the store path and the event index (uids computed from the old rows).
      const index = new EventIndex(store, testLogger)
      expect(await index.warm()).to.equal(true)
      expect(index.stats()).to.include({ events: 299, deleted: 1, highestId: 300 })
      for (const query of [
        { since: 0, limit: 500 },
        { since: 5, limit: 3 },
        { limit: 20 },
        { since: 0, limit: 50, match: { ticker: 'OLDB', ciks: [] } },
      ]) {
        const body = await storePageBody(store, query, TODAY)
        expect(index.page(query, TODAY).toString(), JSON.stringify(query)).to.equal(body)
      }
      const second = JSON.parse(index.page({ since: 1, limit: 1 }, TODAY).toString()).data[0]
      expect(second.attestation_uid, 'computed on serving (a dated event)').to.match(
        /^0x[0-9a-f]{64}$/,
      )
      index.close()
    } finally {
      await store.close()
    }
  })
})
