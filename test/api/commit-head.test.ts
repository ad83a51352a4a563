/**
 * The committed head a paid read catches up to (services/api/read-model/commit-head.ts): on a
 * store this process alone writes (chDB), a probe's head is reused while nothing was written, so
 * a paid read costs no query; any write, through any Store object of the process, sends the next
 * read to the store again, and so does a second passing; past half of it, a read sends the next
 * probe in the background. A store another process may write (a
 * ClickHouse server) is asked on every read.
 */
import { expect } from 'chai'
import { createStore, type Store } from '../../services/shared/store/clickhouse.js'
import { CommitHead } from '../../services/api/read-model/commit-head.js'
import { testConfig, testLogger, testStore } from '../support/env.js'

/** `store` with its commit-head probes counted. */
function counting(store: Store, writes?: () => number | null): Store & { probes: number } {
  const wrapped = Object.assign(Object.create(store) as Store & { probes: number }, {
    probes: 0,
    query: (sql: string, params?: Record<string, unknown>) => {
      if (sql.includes('catalyst_batches')) wrapped.probes++
      return store.query(sql, params)
    },
  })
  if (writes) wrapped.writes = writes
  return wrapped
}

const marker = (batch: number) => ({
  batch,
  seq: batch,
  epoch: 0,
  inputs: 1,
  events: 0,
  last_event_id: 0,
  committed_at: '2026-08-01 12:00:00.000',
})

describe('api commit head', function () {
  this.timeout(60_000)

  it('on a store only this process writes, asks it again only after a write or once a second passed', async () => {
    const store = await testStore('api_head_reuse')
    if (store.engine !== 'chdb') return await store.close() // a server may be written by another process
    // A second Store object on the same database: the writer need not share the reader's.
    const writer = createStore(testConfig(), testLogger, { database: store.database })
    let clock = 0
    try {
      const reader = counting(store)
      const head = new CommitHead(reader, testLogger, { now: () => clock })
      await store.insert('catalyst_batches', [marker(1)])
      expect((await head.since(head.arrival()))!.horizon).to.equal(1)
      expect(reader.probes).to.equal(1)
      for (let i = 0; i < 4; i++) {
        clock += 100
        expect((await head.since(head.arrival()))!.horizon).to.equal(1)
      }
      expect(reader.probes, 'nothing written: the head is reused').to.equal(1)

      // Past half a second, a read is still answered from the reused head, and the next probe goes
      // out behind it: the reads after it find a fresh head instead of waiting for a query.
      clock += 200
      expect((await head.since(head.arrival()))!.horizon).to.equal(1)
      await new Promise((done) => setTimeout(done, 50))
      expect(reader.probes, 'probed ahead, in the background').to.equal(2)
      clock += 400
      expect((await head.since(head.arrival()))!.horizon).to.equal(1)
      expect(reader.probes, 'the probe sent ahead is reused').to.equal(2)

      // A batch committed through another Store object of the process: the very next read sees it.
      await writer.insert('catalyst_batches', [marker(2)])
      expect((await head.since(head.arrival()))!.horizon).to.equal(2)
      expect(reader.probes).to.equal(3)

      clock += 1_001
      expect((await head.since(head.arrival()))!.horizon).to.equal(2)
      expect(reader.probes, 'reused for a second at most').to.equal(4)
    } finally {
      await writer.close()
      await store.close()
    }
  })

  it('asks the store on every read when another process may write it', async () => {
    const store = await testStore('api_head_server')
    try {
      const reader = counting(store, () => null)
      const head = new CommitHead(reader, testLogger)
      await store.insert('catalyst_batches', [marker(7)])
      for (let i = 0; i < 3; i++) expect((await head.since(head.arrival()))!.horizon).to.equal(7)
      expect(reader.probes).to.equal(3)
    } finally {
      await store.close()
    }
  })
})
