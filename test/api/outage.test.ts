/**
 * A store outage: /health turns 503 problem details, while /v1/meta keeps answering 200 from what
 * the server holds (feed counts from the last upcoming snapshot, freshness from the last successful
 * read) and /v1/catalysts/upcoming keeps serving its last snapshot. Samples and docs never touch
 * the store. Routes that need the store per request (/v1/events) answer 500 problem details with no
 * internals. Two outages: a closed store, and a CLICKHOUSE_URL where nothing listens.
 */
import { expect } from 'chai'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { createStore, type Store } from '../../services/shared/store/clickhouse.js'
import { testConfig, testLogger, testStore } from '../support/env.js'
import { call, catalystRow, startApi } from './support.js'
import { waitFor } from '../support/wait.js'

async function deadUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}

describe('api under a store outage', function () {
  it('closed store: /health 503, /v1/meta and upcoming answer from memory, events 500 without internals', async () => {
    const store: Store = await testStore('api_outage')
    await store.insert('catalysts', [
      catalystRow(1, { pdufa_date: '2026-08-05' }),
      catalystRow(2, { pdufa_date: '2026-10-05' }),
    ])
    let freshnessCalls = 0
    const api = await startApi(store, {
      snapshot: { probeIntervalMs: 0 },
      readFreshness: async () => {
        freshnessCalls++
        if (freshnessCalls > 1) throw new Error('store down')
        return {
          last_updated: new Date('2026-07-31T00:00:00Z'),
          last_polled: new Date('2026-08-01T09:00:00Z'),
        }
      },
    })
    try {
      const ready = (await call(api.url, '/health')).json
      expect(ready).to.include({ status: 'ok', database: 'ok' })
      expect(ready.database_probe_age_ms).to.be.a('number').and.be.below(1_000)
      const before = (await call(api.url, '/v1/meta')).json.data.feed
      expect((await call(api.url, '/v1/catalysts/upcoming')).json.data).to.have.length(2)

      await store.close()

      // /health answers from a probe at most a second old, so the outage shows within about that.
      const health = await waitFor(
        async () => {
          const answer = await call(api.url, '/health')
          return answer.status === 200 ? null : answer
        },
        { timeoutMs: 5_000, intervalMs: 100, what: '/health after the store closed' },
      )
      expect(health.status).to.equal(503)
      expect(health.headers.get('content-type')).to.match(/^application\/problem\+json/)
      expect(health.json).to.include({ status: 503, database: 'unavailable' })
      const headHealth = await call(api.url, '/health', { method: 'HEAD' })
      expect(headHealth.status).to.equal(503)

      const meta = await call(api.url, '/v1/meta')
      expect(meta.status).to.equal(200)
      expect(meta.json.data.feed).to.deep.equal(before)
      expect(meta.json.data.feed).to.include({
        upcoming_total: 2,
        next_7_days: 1,
        last_polled: '2026-08-01T09:00:00.000+00:00',
      })

      const upcoming = await call(api.url, '/v1/catalysts/upcoming')
      expect(upcoming.status).to.equal(200)
      expect(upcoming.json.data.map((c: any) => c.catalyst_id)).to.deep.equal([1, 2])

      const events = await call(api.url, '/v1/events?since=0')
      expect(events.status).to.equal(500)
      expect(events.headers.get('content-type')).to.match(/^application\/problem\+json/)
      expect(events.json).to.have.keys('type', 'title', 'status', 'detail', 'instance')
      expect(events.text).to.not.match(/query failed|clickhouse|chdb|SELECT|stack/i)

      expect((await call(api.url, '/v1/events/sample')).status).to.equal(200)
      expect((await call(api.url, '/openapi.json')).status).to.equal(200)
    } finally {
      await api.close()
    }
  })

  it('dead CLICKHOUSE_URL from the start: /health 503, /v1/meta 200 with null counts and timestamps', async () => {
    const store = createStore(testConfig({ CLICKHOUSE_URL: await deadUrl() }), testLogger, {
      database: 'nowhere',
    })
    const api = await startApi(store, { readFreshness: undefined, storeWaitMs: 1_000 })
    try {
      expect((await call(api.url, '/health')).status).to.equal(503)
      const meta = await call(api.url, '/v1/meta')
      expect(meta.status).to.equal(200)
      expect(meta.json.data.feed).to.deep.equal({
        upcoming_total: null,
        next_7_days: null,
        next_30_days: null,
        last_updated: null,
        last_polled: null,
      })
      expect(meta.json.data.api.version).to.equal('0.8.0')
      const upcoming = await call(api.url, '/v1/catalysts/upcoming')
      expect(upcoming.status).to.equal(500)
      expect(upcoming.headers.get('content-type')).to.match(/^application\/problem\+json/)
      expect((await call(api.url, '/v1/catalysts/upcoming/sample')).status).to.equal(200)
    } finally {
      await api.close()
      await store.close()
    }
  })
})
