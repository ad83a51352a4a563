/**
 * The event index's change probe (services/api/read-model/event-index.ts) on a store only this
 * process writes (chDB): a refresh with nothing written since the last probe asks the store
 * nothing; any write sends the next refresh to the store, which then shows it; and the store is
 * asked again after ten seconds whatever the count says (a failing store is still noticed).
 */
import { expect } from 'chai'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { EventIndex } from '../../services/api/read-model/event-index.js'
import { testLogger, testStore } from '../support/env.js'
import { eventRow } from './support.js'

describe('api event index: change probe', function () {
  this.timeout(60_000)

  it('asks a store only this process writes only after a write, or ten seconds on', async () => {
    const store = await testStore('api_evidx_probe')
    try {
      if (store.engine !== 'chdb') return // a server may be written by another process
      await store.insert('events', [eventRow(1), eventRow(2)])
      let probes = 0
      const counted = Object.assign(Object.create(store) as Store, {
        query: (sql: string, params?: Record<string, unknown>) => {
          if (sql.includes('system.parts')) probes++
          return store.query(sql, params)
        },
      })
      let now = 0
      const index = new EventIndex(counted, testLogger, { probeIntervalMs: 1_000, now: () => now })
      await index.warm()
      expect(probes).to.equal(1)
      now = 1_500
      await index.warm()
      expect(probes, 'nothing written: no query').to.equal(1)

      await store.insert('events', [eventRow(3)])
      now = 3_000
      await index.warm()
      expect(probes).to.equal(2)
      expect(index.stats().highestId).to.equal(3)
      now = 4_500
      await index.warm()
      expect(probes).to.equal(2)

      now = 13_500
      await index.warm()
      expect(probes, 'asked again ten seconds after the last query').to.equal(3)
      index.close()
    } finally {
      await store.close()
    }
  })
})
