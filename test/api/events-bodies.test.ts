/**
 * Event pages written into reused buffers (services/api/http/body-buffers.ts): many pages in
 * flight at once, on different cursors and tickers, each arrive whole and equal to the same page
 * asked for alone; a buffer is reused only once its response was sent, never while a response
 * that was cut off may still hold it.
 */
import { expect } from 'chai'
import { EventEmitter } from 'node:events'
import type { ServerResponse } from 'node:http'
import { BodyBuffers } from '../../services/api/http/body-buffers.js'
import { testStore } from '../support/env.js'
import { call, catalystRow, eventRow, startApi } from './support.js'

describe('api events: page bodies in reused buffers', function () {
  this.timeout(120_000)

  it('answers concurrent pages each whole and as when asked alone', async () => {
    const store = await testStore('api_bodies')
    await store.insert('catalysts', [
      catalystRow(1, { ticker: 'ALPH', tickers: ['ALPH'] }),
      catalystRow(2, { ticker: 'BETA', tickers: ['BETA'] }),
    ])
    await store.insert(
      'events',
      Array.from({ length: 600 }, (_, k) =>
        eventRow(k + 1, {
          catalyst_id: 1 + (k % 2),
          ticker: k % 2 ? 'BETA' : 'ALPH',
          tickers: [k % 2 ? 'BETA' : 'ALPH'],
          // Bodies of different sizes, so a reused buffer is longer than the page written into it.
          source_quote: `Quote ${k} ${'x'.repeat(k % 97)}`,
        }),
      ),
    )
    const api = await startApi(store)
    try {
      await api.app.warm()
      const paths = [
        ...Array.from({ length: 12 }, (_, k) => `/v1/events?since=${k * 47}&limit=${50 + k * 37}`),
        '/v1/events?limit=500',
        '/v1/events?since=0&limit=500&ticker=BETA',
        '/v1/events?since=300&limit=20&ticker=alph',
      ]
      const alone: string[] = []
      for (const path of paths) alone.push((await call(api.url, path)).text)
      for (const text of alone) expect(() => JSON.parse(text)).not.to.throw()
      for (let round = 0; round < 3; round++) {
        const together = await Promise.all(paths.map((path) => call(api.url, path)))
        together.forEach((r, k) => expect(r.text, paths[k]).to.equal(alone[k]))
      }
    } finally {
      await api.close()
      await store.close()
    }
  })

  it('reuses a buffer after its response finished, never after one closed unfinished', () => {
    const bodies = new BodyBuffers()
    const response = () => new EventEmitter() as unknown as ServerResponse
    const sent = response()
    const first = bodies.forResponse(sent)(100_000)
    expect(first.length).to.be.at.least(100_000)
    // Still being sent: the next response gets another buffer.
    const cut = response()
    const second = bodies.forResponse(cut)(100_000)
    expect(second).not.to.equal(first)
    sent.emit('finish')
    expect(bodies.forResponse(response())(90_000)).to.equal(first)
    cut.emit('close') // the client went away mid-body: its buffer may still be read
    expect(bodies.forResponse(response())(90_000)).not.to.equal(second)
  })
})
