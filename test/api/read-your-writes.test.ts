/**
 * Read-your-writes on the paid routes (issue 14): a /v1/events or /v1/catalysts/upcoming answer
 * reflects every batch the catalysts stage committed before the request arrived, with probes that
 * would otherwise wait an hour and no invalidate(): the per-request commit head does it. Rows of a
 * batch without its commit marker are never served. When the store cannot be probed, the routes
 * answer from memory and say how old it is (X-Data-As-Of), never silently.
 */
import { expect } from 'chai'
import { fixedClock } from '../../services/shared/clock.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { EventIndex } from '../../services/api/read-model/event-index.js'
import { CommitHead } from '../../services/api/read-model/commit-head.js'
import { writeBatch, type BatchRows } from '../../services/catalysts/persistence.js'
import { testLogger, testStore, uid } from '../support/env.js'
import { busFlavours } from '../support/buses.js'
import { topics } from '../../topology/topics.js'
import { createCatalystsStage } from '../../services/catalysts/service.js'
import { devCase, issuerLookup, recordOf } from '../catalysts/support/cases.js'
import { waitProcessed } from '../catalysts/support/tables.js'
import { call, catalystRow, eventRow, startApi } from './support.js'

const hour = 3_600_000
const slow = { eventIndex: { probeIntervalMs: hour }, snapshot: { probeIntervalMs: hour } }

/** One committed batch through the stage's own write path (rows tagged, commit marker last). */
async function commit(
  store: Store,
  batch: number,
  catalysts: Array<Record<string, unknown>>,
  events: Array<Record<string, unknown>>,
): Promise<void> {
  const rows = {
    events,
    catalysts,
    states: [],
    queue: [],
    merges: [],
    filings: [],
    processed: [],
  } as unknown as BatchRows
  await writeBatch(store, rows, {
    batch,
    seq: batch,
    epoch: 0,
    inputs: 1,
    newEventIds: events.map((e) => Number(e.event_id)),
  })
}

const ids = (body: any, key: string): number[] => body.data.map((r: any) => r[key])

describe('api read-your-writes on the paid routes', function () {
  this.timeout(60_000)

  it('serves a committed write on the very next read, and never rows of a batch without its marker', async () => {
    const store = await testStore('api_ryw')
    const clock = fixedClock('2026-08-01T12:00:00Z')
    const api = await startApi(store, { ...slow, clock })
    try {
      await commit(store, 1, [catalystRow(1)], [eventRow(1)])
      await api.app.warm()
      expect(ids((await call(api.url, '/v1/events?since=0')).json, 'event_id')).to.deep.equal([1])
      expect(
        ids((await call(api.url, '/v1/catalysts/upcoming')).json, 'catalyst_id'),
      ).to.deep.equal([1])

      // Without the per-request head, an index probing once an hour would still serve the old page.
      const hourly = new EventIndex(store, testLogger, { probeIntervalMs: hour })
      await hourly.warm()

      clock.advance(60_000)
      await commit(
        store,
        2,
        [catalystRow(2, { pdufa_date: '2026-08-20' })],
        [eventRow(2, { catalyst_id: 2 })],
      )
      expect(await hourly.ready()).to.equal(true)
      expect(
        ids(JSON.parse(hourly.page({ since: 0, limit: 10 }, '2026-08-01').toString()), 'event_id'),
        'the contrast: no head, no new event',
      ).to.deep.equal([1])

      const events = await call(api.url, '/v1/events?since=0')
      expect(ids(events.json, 'event_id')).to.deep.equal([1, 2])
      expect(events.headers.get('x-data-as-of')).to.equal('2026-08-01T12:01:00.000+00:00')
      const upcoming = await call(api.url, '/v1/catalysts/upcoming')
      expect(ids(upcoming.json, 'catalyst_id')).to.deep.equal([2, 1])
      expect(upcoming.headers.get('x-data-as-of')).to.equal('2026-08-01T12:01:00.000+00:00')

      // Documented where clients look.
      const doc = (await call(api.url, '/openapi.json')).json
      for (const path of ['/v1/events', '/v1/catalysts/upcoming'])
        expect(doc.paths[path].get.responses['200'].headers, path).to.have.property('X-Data-As-Of')

      // A batch interrupted before its marker: its rows are stored but no client sees them.
      await store.insert('catalysts', [
        { ...catalystRow(3, { pdufa_date: '2026-08-10' }), batch: 3 },
      ])
      await store.insert('events', [{ ...eventRow(3, { catalyst_id: 3 }), batch: 3 }])
      expect(ids((await call(api.url, '/v1/events?since=0')).json, 'event_id')).to.deep.equal([
        1, 2,
      ])
      expect(
        ids((await call(api.url, '/v1/catalysts/upcoming')).json, 'catalyst_id'),
      ).to.deep.equal([2, 1])
    } finally {
      await api.close()
      await store.close()
    }
  })

  it('in the embedded shape takes the head from the catalysts stage beside it: no store probe per request', async () => {
    const store = await testStore('api_ryw_local')
    let probes = 0
    // The one Store object the stage and the API share in `npm start`, counting head probes.
    const shared: Store = Object.assign(Object.create(store) as Store, {
      query: (sql: string, params?: Record<string, unknown>) => {
        if (sql.includes('catalyst_batches')) probes++
        return store.query(sql, params)
      },
    })
    const bus = await busFlavours[0]!.make(`ryw${uid()}.`)
    await bus.ensureTopics([
      topics.assertions,
      topics.reviews,
      topics.events,
      topics.merges,
      topics.deadLetters,
    ])
    const stage = createCatalystsStage({
      store: shared,
      bus,
      logger: testLogger,
      lookupIssuer: issuerLookup(),
      options: { groupId: `ryw-${uid()}`, orderingWindowMs: 50, startupWindowMs: 100 },
    })
    const api = await startApi(shared, slow)
    try {
      await stage.start()
      await api.app.warm()
      expect(ids((await call(api.url, '/v1/events?since=0')).json, 'event_id')).to.deep.equal([])
      const set = recordOf(devCase('apls_pegcetacoplan_set'))
      await bus.publish(topics.assertions, [{ key: set.accession, value: set }])
      await waitProcessed(store, 1)
      const page = await call(api.url, '/v1/events?since=0')
      expect(page.json.data.map((e: any) => [e.event_id, e.event_type, e.new_date])).to.deep.equal([
        [1, 'new_date_assigned', '2022-11-26'],
      ])
      expect(page.headers.get('x-data-as-of')).to.equal('2026-08-01T12:00:00.000+00:00')
      // Nothing committed since: the index is current, and the head costs no query.
      probes = 0
      for (let i = 0; i < 5; i++)
        expect((await call(api.url, '/v1/events?since=0')).text).to.equal(page.text)
      expect(probes, 'no head probe: the stage told the head').to.equal(0)
      // The stage stopped: nobody here knows the head any more, so each request asks the store.
      await stage.stop()
      await call(api.url, '/v1/events?since=0')
      expect(probes).to.equal(1)
    } finally {
      await api.close()
      await stage.stop()
      await bus.close()
      await store.close()
    }
  })

  it('shares head probes between requests, never answering a request with a probe sent before it arrived', async () => {
    let sent = 0
    let committed = 0
    const replies: Array<() => void> = []
    // A store whose probe answers the horizon committed when it was sent, once the test lets it return.
    const store = {
      query: async () => {
        sent++
        const horizon = committed
        await new Promise<void>((resolve) => replies.push(resolve))
        return [{ batch: horizon }]
      },
    } as unknown as Store
    const head = new CommitHead(store, testLogger)
    const first = head.since(head.arrival())
    const joined = head.since(-1) // arrived before the probe was sent: shares it
    committed = 1 // a batch commits while the first probe is out
    const later = [
      head.since(head.arrival()),
      head.since(head.arrival()),
      head.since(head.arrival()),
    ]
    expect(sent, 'one probe out at a time').to.equal(1)
    replies.shift()!()
    expect((await first)!.horizon).to.equal(0)
    expect(await joined).to.equal(await first)
    for (let i = 0; i < 10 && sent < 2; i++) await Promise.resolve()
    expect(sent, 'the requests that arrived meanwhile share the next probe').to.equal(2)
    replies.shift()!()
    for (const answer of await Promise.all(later)) expect(answer!.horizon).to.equal(1)
    expect(sent).to.equal(2)
  })

  it('answers from memory with X-Data-As-Of when the store cannot be probed', async () => {
    const store = await testStore('api_ryw_down')
    let down = false
    let hanging = false
    const failing: Store = Object.assign(Object.create(store) as Store, {
      query: (sql: string, params?: Record<string, unknown>) => {
        if (hanging) return new Promise(() => undefined) // a store that never answers
        return down ? Promise.reject(new Error('connect ECONNREFUSED')) : store.query(sql, params)
      },
    })
    const clock = fixedClock('2026-08-01T12:00:00Z')
    const api = await startApi(failing, { ...slow, clock })
    try {
      await commit(store, 1, [catalystRow(1)], [eventRow(1)])
      await api.app.warm()
      const fresh = await call(api.url, '/v1/events?since=0')
      const freshUpcoming = await call(api.url, '/v1/catalysts/upcoming')
      expect(fresh.headers.get('x-data-as-of')).to.equal('2026-08-01T12:00:00.000+00:00')

      clock.advance(45 * 60_000)
      down = true
      const events = await call(api.url, '/v1/events?since=0')
      expect(events.status).to.equal(200)
      expect(events.text).to.equal(fresh.text)
      expect(events.headers.get('x-data-as-of'), 'how old the answer is').to.equal(
        '2026-08-01T12:00:00.000+00:00',
      )
      const upcoming = await call(api.url, '/v1/catalysts/upcoming')
      expect(upcoming.status).to.equal(200)
      expect(upcoming.json.data).to.deep.equal(freshUpcoming.json.data)
      expect(upcoming.headers.get('x-data-as-of')).to.equal('2026-08-01T12:00:00.000+00:00')

      // A store that hangs holds no paid read up for long: memory, with its age, within about a second.
      down = false
      hanging = true
      for (const path of ['/v1/events?since=0', '/v1/catalysts/upcoming']) {
        const t0 = performance.now()
        const r = await call(api.url, path)
        expect(r.status).to.equal(200)
        expect(r.headers.get('x-data-as-of'), path).to.equal('2026-08-01T12:00:00.000+00:00')
        expect(performance.now() - t0, path).to.be.lessThan(4_000)
      }

      // Back: the next read is current again, and says so.
      hanging = false
      const back = await call(api.url, '/v1/events?since=0')
      expect(back.headers.get('x-data-as-of')).to.equal('2026-08-01T12:45:00.000+00:00')
    } finally {
      await api.close()
      await store.close()
    }
  })
})
