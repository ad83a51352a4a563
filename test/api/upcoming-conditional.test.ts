/**
 * /v1/catalysts/upcoming conditional requests: a strong ETag per representation (identity, gzip),
 * 304 without a body for a matching If-None-Match, a new tag once the answer changes.
 */
import { expect } from 'chai'
import { request } from 'node:http'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { testStore } from '../support/env.js'
import { call, catalystRow, startApi, type Running } from './support.js'

/** A raw GET (fetch would decompress and hide Content-Encoding / Content-Length). */
function rawGet(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

describe('api /v1/catalysts/upcoming conditional requests', function () {
  let store: Store
  let api: Running
  before(async () => {
    store = await testStore('api_upc_etag')
    await store.insert(
      'catalysts',
      Array.from({ length: 12 }, (_, i) =>
        catalystRow(i + 1, { pdufa_date: `2026-09-${String(i + 1).padStart(2, '0')}` }),
      ),
    )
    api = await startApi(store, { snapshot: { probeIntervalMs: 3_600_000 } })
  })
  after(async () => {
    await api?.close()
    await store?.close()
  })

  it('tags each representation and answers a matching If-None-Match with 304 and no body', async () => {
    const plain = await rawGet(api.url, '/v1/catalysts/upcoming')
    const zipped = await rawGet(api.url, '/v1/catalysts/upcoming', {
      'accept-encoding': 'gzip, deflate',
    })
    expect(plain.status).to.equal(200)
    expect(zipped.headers['content-encoding']).to.equal('gzip')
    const tag = plain.headers.etag as string
    const gzipTag = zipped.headers.etag as string
    expect(tag).to.match(/^"[A-Za-z0-9_-]{27}"$/)
    expect(gzipTag).to.equal(tag.replace(/"$/, '-gzip"'))

    for (const [headers, etag] of [
      [{}, tag],
      [{ 'accept-encoding': 'gzip, deflate' }, gzipTag],
    ] as const) {
      for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const r = await rawGet(api.url, '/v1/catalysts/upcoming', {
          ...headers,
          'if-none-match': inm,
        })
        expect(r.status, inm).to.equal(304)
        expect(r.body.length).to.equal(0)
        expect(r.headers).to.include({ etag, 'cache-control': 'no-store', vary: 'Accept-Encoding' })
        expect(r.headers['content-type']).to.equal(undefined)
      }
    }
    // The other representation's tag, or another query's, does not match.
    expect(
      (await rawGet(api.url, '/v1/catalysts/upcoming', { 'if-none-match': gzipTag })).status,
    ).to.equal(200)
    const other = await rawGet(api.url, '/v1/catalysts/upcoming?limit=3', { 'if-none-match': tag })
    expect(other.status).to.equal(200)
    expect(other.headers.etag).to.not.equal(tag)
  })

  it('gives a changed answer a new tag, so the old one gets the new body', async () => {
    const first = await call(api.url, '/v1/catalysts/upcoming')
    const tag = first.headers.get('etag')!
    await store.insert('catalysts', [catalystRow(99, { pdufa_date: '2026-08-02' })])
    api.app.invalidate()
    const second = await call(api.url, '/v1/catalysts/upcoming', {
      headers: { 'if-none-match': tag },
    })
    expect(second.status).to.equal(200)
    expect(second.json.data[0].catalyst_id).to.equal(99)
    expect(second.headers.get('etag')).to.not.equal(tag)
    const again = await call(api.url, '/v1/catalysts/upcoming', {
      headers: { 'if-none-match': second.headers.get('etag')! },
    })
    expect(again.status).to.equal(304)
  })
})
