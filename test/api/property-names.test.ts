/**
 * Names every plain JavaScript object answers to (`constructor`, `__proto__`, `toString`, ...) are
 * ordinary unknown names wherever a request can put them (issue 12): a documentation asset of that
 * name is the same 404 problem response as any unknown file, and as a path segment, a ticker, a
 * feed id or a query key they change nothing.
 */
import { expect } from 'chai'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { testStore } from '../support/env.js'
import { call, catalystRow, eventRow, startApi, type Running } from './support.js'

const NAMES = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
]

describe('object property names in requests', function () {
  let store: Store
  let api: Running

  before(async () => {
    store = await testStore('propnames')
    await store.insert('catalysts', [
      catalystRow(1, { ticker: 'ABCD', tickers: ['ABCD'], pdufa_date: '2026-08-20' }),
    ])
    await store.insert('events', [eventRow(1, { catalyst_id: 1 })])
    api = await startApi(store)
  })
  after(async () => {
    await api?.close()
    await store?.close()
  })

  it('answers a documentation asset named like a property with the 404 of any unknown file', async () => {
    const unknown = await call(api.url, '/docs/assets/no-such-file.js')
    expect(unknown.status).to.equal(404)
    const shape = (r: typeof unknown, name: string) => ({
      status: r.status,
      type: r.headers.get('content-type'),
      cache: r.headers.get('cache-control'),
      body: {
        ...r.json,
        detail: r.json.detail.replace(JSON.stringify(name), '<name>'),
        instance: r.json.instance.replace(name, '<name>'),
      },
    })
    const expected = shape(unknown, 'no-such-file.js')
    expect(expected.type).to.equal('application/problem+json')
    expect(expected.body.detail).to.equal('No documentation asset <name>.')
    for (const name of NAMES) {
      for (const file of [name, `${name}.js`]) {
        const r = await call(api.url, `/docs/assets/${file}`)
        expect(shape(r, file), file).to.deep.equal(expected)
      }
    }
    // The real assets are still served.
    const css = await call(api.url, '/docs/assets/swagger-ui.css')
    expect(css.status).to.equal(200)
    expect(css.headers.get('content-type')).to.equal('text/css; charset=utf-8')
  })

  it('treats property names as unknown paths, tickers, feed ids and query keys', async () => {
    for (const name of NAMES) {
      const route = await call(api.url, `/${name}`)
      expect(route.status, name).to.equal(404)
      expect(route.headers.get('content-type')).to.equal('application/problem+json')
      const feed = await call(api.url, `/attest/accuracy/${name}`)
      expect([feed.status, feed.headers.get('content-type')], name).to.deep.equal([
        404,
        'application/problem+json',
      ])
      const coverage = await call(api.url, `/v1/coverage?ticker=${name.slice(0, 12)}`)
      expect(coverage.status, name).to.equal(404)
      const upcoming = await call(api.url, `/v1/catalysts/upcoming?${name}=1&ticker=abcd`)
      expect(upcoming.status, name).to.equal(200)
      expect(upcoming.json.data.map((r: { catalyst_id: number }) => r.catalyst_id)).to.deep.equal([
        1,
      ])
      for (const route of ['/v1/events?since=0&', '/v1/catalysts/upcoming?']) {
        const byTicker = await call(api.url, `${route}ticker=${name.slice(0, 12)}`)
        expect([byTicker.status, byTicker.json.data], `${route} ${name}`).to.deep.equal([200, []])
      }
      const events = await call(api.url, `/v1/events?since=0&${name}[x]=1&${name}=2`)
      expect(events.status, name).to.equal(200)
      expect(events.json.data.map((e: { event_id: number }) => e.event_id)).to.deep.equal([1])
    }
  })
})
