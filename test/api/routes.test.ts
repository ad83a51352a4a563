/**
 * Every route over real HTTP against a real chDB database: responses validated against the OpenAPI
 * document the app serves, HEAD/GET/405 behaviour, 404s, byte-stable samples, /v1/meta keys,
 * retirement headers and the docs UI served from this server.
 */
import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { testStore } from '../support/env.js'
import { call, catalystRow, eventRow, OpenApiValidator, startApi, type Running } from './support.js'
import { ATTEST_TYPES, servedDateSchema } from '../../services/attest/schema.js'

const uid = `0x${'ab'.repeat(32)}`
// Route-level stubs in the served shapes (schemas.ts); real signing and lookups: test/attest.
const hex32 = (byte: string) => `0x${byte.repeat(32)}`
const attestation = {
  uid,
  kind: 'event',
  subject: 'event:1',
  schema: servedDateSchema.definition,
  attestation: {
    version: 2,
    uid,
    domain: {
      name: 'EAS Attestation',
      version: '1.3.0',
      chainId: '8453',
      verifyingContract: '0x4200000000000000000000000000000000000021',
    },
    primaryType: 'Attest',
    types: ATTEST_TYPES,
    message: {
      version: 2,
      schema: servedDateSchema.uid,
      recipient: `0x${'00'.repeat(20)}`,
      time: '1782900000',
      expirationTime: '0',
      revocable: false,
      refUID: hex32('00'),
      data: '0x',
      salt: hex32('cd'),
    },
    signature: { v: 27, r: hex32('11'), s: hex32('22') },
  },
  fields: { catalystId: 1, date: '2026-09-01' },
  signer: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  anchor: {
    status: 'pending',
    root: null,
    proof: null,
    chain_id: null,
    contract: null,
    tx_hash: null,
    block_number: null,
    timestamp: null,
  },
}
const feedAccuracy = {
  feed_id: 'upcoming',
  available: false,
  generated_at: null,
  figures: null,
  figures_source: null,
  report_hash: null,
  attestation_uid: null,
  attestation: null,
  signer: null,
  anchor: null,
}

describe('api routes', function () {
  let store: Store
  let api: Running
  let validator: OpenApiValidator

  before(async function () {
    store = await testStore('api_routes')
    await store.insert('catalysts', [
      catalystRow(1, { ticker: 'ABCD', tickers: ['ABCD'], pdufa_date: '2026-08-20' }),
      catalystRow(2, { pdufa_date: '2026-10-01', cik: '0000000200', exposed_ciks: ['0000000200'] }),
    ])
    await store.insert('events', [
      eventRow(1, { catalyst_id: 1 }),
      eventRow(2, {
        catalyst_id: 2,
        event_type: 'date_extension',
        prior_date: '2026-09-01',
        new_date: '2026-10-01',
        delta_days: 30,
      }),
    ])
    api = await startApi(store, {
      lookupAttestation: async (u) => (u === uid ? attestation : null),
      lookupFeedAccuracy: async (id) => (id === 'upcoming' ? feedAccuracy : null),
    })
    const doc = await call(api.url, '/openapi.json')
    expect(doc.status).to.equal(200)
    validator = new OpenApiValidator(doc.json)
  })
  after(async () => {
    await api?.close()
    await store?.close()
  })

  const jsonRoutes = [
    '/',
    '/health',
    '/v1/meta',
    '/v1/accuracy',
    '/v1/accuracy?summary=1',
    '/v1/coverage?cik=100',
    '/v1/coverage?ticker=abcd',
    '/v1/events',
    '/v1/events?since=0',
    '/v1/events/sample',
    '/v1/catalysts/upcoming',
    '/v1/catalysts/upcoming?within_days=30&limit=1&ticker=abcd',
    '/v1/catalysts/upcoming/sample',
    `/attest/verify?uid=${uid}`,
    '/attest/accuracy/upcoming',
  ]

  it('answers every JSON route with a body matching the OpenAPI document', async () => {
    for (const path of jsonRoutes) {
      const r = await call(api.url, path)
      expect(r.status, path).to.equal(200)
      expect(r.headers.get('content-type'), path).to.match(/^application\/json/)
      validator.check(path.split('?')[0]!, 'GET', r.status, r.headers.get('content-type')!, r.json)
    }
  })

  it('validates error bodies against the document too (422, 400, 404)', async () => {
    for (const [path, status] of [
      ['/v1/events?limit=0', 422],
      ['/v1/coverage', 400],
      ['/v1/coverage?ticker=NOPE', 404],
      [`/attest/verify?uid=0x${'cd'.repeat(32)}`, 404],
      ['/attest/accuracy/none', 404],
    ] as const) {
      const r = await call(api.url, path)
      expect(r.status, path).to.equal(status)
      validator.check(path.split('?')[0]!, 'GET', r.status, r.headers.get('content-type')!, r.json)
    }
  })

  it('serves the banner as an object of strings and the envelope on enveloped routes', async () => {
    const banner = await call(api.url, '/')
    expect(Object.values(banner.json).every((v) => typeof v === 'string')).to.equal(true)
    const meta = await call(api.url, '/v1/meta')
    expect(meta.json.meta).to.deep.equal({
      total: null,
      limit: null,
      next_since: null,
      has_more: null,
    })
  })

  it('serves /v1/meta with every key of spec 2.6', async () => {
    const { json } = await call(api.url, '/v1/meta')
    const data = json.data
    // The spec's keys, plus `attestation` (signer and anchoring lag, services/attest) and `upstreams`.
    expect(Object.keys(data)).to.have.members([
      'service',
      'description',
      'endpoints',
      'contact',
      'feed',
      'limits',
      'freshness',
      'api',
      'disclaimer',
      'attestation',
      'upstreams',
    ])
    expect(data.api).to.deep.include({
      version: '0.8.0',
      commit: 'abc1234',
      changelog: 'http://localhost:8080/changelog',
    })
    expect(data.api.deprecation_policy).to.be.a('string')
    expect(data.contact.email).to.equal('data@catalyst-feed.example')
    expect(data.contact).to.have.keys('email', 'report_a_wrong_date', 'lost_a_paid_response')
    expect(data.limits).to.deep.include({ hard_limit: null, recommended_max_rps: 5 })
    expect(data.feed).to.deep.equal({
      upcoming_total: 2,
      next_7_days: 0,
      next_30_days: 1,
      last_updated: null,
      last_polled: null,
    })
    expect(data.endpoints.docs).to.equal('GET /docs')
  })

  it('reports freshness from readFreshness with +00:00 timestamps', async () => {
    const other = await startApi(store, {
      readFreshness: async () => ({
        last_updated: new Date('2026-07-31T23:00:00Z'),
        last_polled: new Date('2026-08-01T11:00:00.500Z'),
      }),
    })
    try {
      const { json } = await call(other.url, '/v1/meta')
      expect(json.data.feed.last_updated).to.equal('2026-07-31T23:00:00.000+00:00')
      expect(json.data.feed.last_polled).to.equal('2026-08-01T11:00:00.500+00:00')
    } finally {
      await other.close()
    }
  })

  it('reads freshness from service_state by default (poller/last_polled)', async () => {
    const s = await testStore('api_fresh')
    await s.insert('service_state', [
      {
        service: 'poller',
        key: 'last_polled',
        value: '2026-08-01T10:00:00.000Z',
        updated_at: '2026-08-01 10:00:00.000',
      },
      {
        service: 'catalysts',
        key: 'last_updated',
        value: '2026-07-30T08:00:00Z',
        updated_at: '2026-07-30 08:00:00.000',
      },
    ])
    const other = await startApi(s, { readFreshness: undefined })
    try {
      const { json } = await call(other.url, '/v1/meta')
      expect(json.data.feed.last_polled).to.equal('2026-08-01T10:00:00.000+00:00')
      expect(json.data.feed.last_updated).to.equal('2026-07-30T08:00:00.000+00:00')
      expect(json.data.upstreams.edgar).to.deep.equal({
        status: 'ok',
        failing_since: null,
        reason: null,
      })
      expect(json.data.freshness).to.not.match(/failing/)
      // Then EDGAR stops answering: two lanes fail, one cleared its streak earlier.
      await s.insert('service_state', [
        ...['atom', 'fts_hourly'].flatMap((lane, i) => [
          {
            service: 'poller',
            key: `lane.${lane}.failing_since`,
            value: `2026-08-01T1${1 + i}:00:00.000Z`,
            updated_at: '2026-08-01 12:00:00.000',
          },
          {
            service: 'poller',
            key: `lane.${lane}.last_error`,
            value: `EDGAR ${lane === 'atom' ? 'www' : 'efts'}.sec.gov: connection_refused`,
            updated_at: '2026-08-01 12:00:00.000',
          },
        ]),
        {
          service: 'poller',
          key: 'lane.daily_index.failing_since',
          value: '',
          updated_at: '2026-08-01 12:00:00.000',
        },
      ])
      const during = (await call(other.url, '/v1/meta')).json.data
      expect(during.feed.last_polled).to.equal('2026-08-01T10:00:00.000+00:00')
      expect(during.upstreams.edgar).to.deep.equal({
        status: 'failing',
        failing_since: '2026-08-01T11:00:00.000+00:00',
        reason: 'EDGAR www.sec.gov: connection_refused; EDGAR efts.sec.gov: connection_refused',
      })
      expect(during.freshness).to.include(
        'SEC EDGAR has been failing since 2026-08-01T11:00:00.000+00:00',
      )
    } finally {
      await other.close()
      await s.close()
    }
  })

  describe('methods', () => {
    const free = [
      '/',
      '/health',
      '/v1/meta',
      '/v1/accuracy',
      '/v1/coverage?cik=100',
      '/v1/events/sample',
      '/v1/catalysts/upcoming/sample',
      `/attest/verify?uid=${uid}`,
      '/attest/accuracy/upcoming',
      '/docs',
      '/openapi.json',
      '/changelog',
    ]

    it('free routes answer HEAD with the GET headers and no body', async () => {
      for (const path of free) {
        const get = await call(api.url, path)
        const head = await call(api.url, path, { method: 'HEAD' })
        expect(head.status, path).to.equal(200)
        expect(head.text, path).to.equal('')
        expect(head.headers.get('content-type'), path).to.equal(get.headers.get('content-type'))
      }
    })

    it('paid routes are GET only: HEAD is 405 with Allow: GET and problem details', async () => {
      for (const path of ['/v1/events', '/v1/catalysts/upcoming', '/v1/events?since=0']) {
        const head = await call(api.url, path, { method: 'HEAD' })
        expect(head.status, path).to.equal(405)
        expect(head.headers.get('allow')).to.equal('GET')
        expect(head.headers.get('content-type')).to.match(/^application\/problem\+json/)
        const post = await call(api.url, path, { method: 'POST' })
        expect(post.status).to.equal(405)
        expect(post.json).to.include({ status: 405, title: 'Method Not Allowed' })
        expect(post.json).to.have.keys('type', 'title', 'status', 'detail', 'instance')
      }
    })

    it('other methods on free routes are 405 with Allow: GET, HEAD', async () => {
      const r = await call(api.url, '/v1/meta', { method: 'DELETE' })
      expect(r.status).to.equal(405)
      expect(r.headers.get('allow')).to.equal('GET, HEAD')
    })

    it('unknown routes are 404 problem details, never the envelope', async () => {
      for (const path of ['/nope', '/v1', '/v1/catalysts', '/v2/meta', '/v1/events/sample/x']) {
        const r = await call(api.url, path)
        expect(r.status, path).to.equal(404)
        expect(r.headers.get('content-type')).to.match(/^application\/problem\+json/)
        expect(r.json).to.include({ status: 404, instance: path.split('?')[0] })
        expect(r.json).to.not.have.property('data')
      }
    })
  })

  describe('samples', () => {
    it('are byte-identical to the committed fixtures, across requests and app instances', async () => {
      const other = await startApi(store)
      try {
        for (const [path, fixture] of [
          ['/v1/catalysts/upcoming/sample', 'upcoming-sample.json'],
          ['/v1/events/sample', 'events-sample.json'],
        ] as const) {
          const expected = readFileSync(new URL(`./fixtures/${fixture}`, import.meta.url), 'utf8')
          const a = await call(api.url, path)
          const b = await call(api.url, path)
          const c = await call(other.url, path)
          expect(a.text).to.equal(expected)
          expect(b.text).to.equal(expected)
          expect(c.text).to.equal(expected)
        }
      } finally {
        await other.close()
      }
    })

    it('hold exactly the rows of spec 4.5', async () => {
      const upcoming = (await call(api.url, '/v1/catalysts/upcoming/sample')).json
      expect(upcoming.data).to.have.length(3)
      expect(upcoming.meta).to.deep.equal({
        total: 3,
        limit: 200,
        next_since: null,
        has_more: null,
      })
      expect(upcoming.data.map((r: any) => r.authority)).to.deep.equal([
        'llm_high',
        'human_lock',
        'regex',
      ])
      expect(upcoming.data[1].stage).to.equal('extended')
      expect(upcoming.data[2].ticker).to.equal(null)
      const events = (await call(api.url, '/v1/events/sample')).json
      expect(events.data.map((e: any) => e.event_type)).to.deep.equal([
        'new_date_assigned',
        'date_extension',
        'decision_outcome',
        'corrected',
        'retracted',
      ])
      expect(events.meta).to.deep.equal({
        total: 5,
        limit: 100,
        next_since: 9_000_000_005,
        has_more: false,
      })
      const [assigned, extension, outcome, corrected, retracted] = events.data
      expect(
        new Set([assigned.catalyst_id, extension.catalyst_id, outcome.catalyst_id]).size,
      ).to.equal(1)
      expect(extension.prior_date).to.be.a('string')
      expect(extension.delta_days).to.be.a('number')
      expect(outcome.outcome).to.equal('crl')
      expect(corrected.source_url).to.equal(null)
      expect(corrected.accession).to.match(/^CORRECTION-/)
      expect(retracted.merged_into).to.be.a('number')
      expect(retracted.source_quote).to.include(String(retracted.merged_into))
      for (const e of events.data) expect(e.event_id).to.be.greaterThan(9_000_000_000)
      for (const row of [...upcoming.data, ...events.data]) {
        if (row.application_number) expect(row.application_number).to.match(/ 9999\d\d$/)
        if (row.source_url)
          expect(row.source_url).to.match(
            /^https:\/\/www\.sec\.gov\/Archives\/edgar\/data\/0\/9999999999\d{8}\/9999999999-\d\d-\d{6}-index\.htm$/,
          )
      }
    })
  })

  describe('attestations', () => {
    it('normalises upper-case and prefix-less uids', async () => {
      for (const form of [
        uid,
        uid.toUpperCase().replace('0X', '0x'),
        uid.slice(2),
        uid.slice(2).toUpperCase(),
        `0X${uid.slice(2)}`,
      ]) {
        const r = await call(api.url, `/attest/verify?uid=${form}`)
        expect(r.status, form).to.equal(200)
        expect(r.json.data).to.deep.equal(attestation)
      }
    })

    it('rejects malformed uids with 422 and answers 404 for unknown well-formed ones', async () => {
      for (const bad of [
        '',
        '0x',
        '0x123',
        `0x${'g'.repeat(64)}`,
        `0x${'a'.repeat(65)}`,
        `0xx${'a'.repeat(64)}`,
      ]) {
        const r = await call(api.url, `/attest/verify?uid=${encodeURIComponent(bad)}`)
        expect(r.status, bad).to.equal(422)
        expect(r.json.detail[0].loc).to.deep.equal(['query', 'uid'])
      }
      const missing = await call(api.url, '/attest/verify')
      expect(missing.status).to.equal(422)
      expect(missing.json.detail[0]).to.include({ type: 'missing', msg: 'Field required' })
      const unknown = await call(api.url, `/attest/verify?uid=${'0'.repeat(64)}`)
      expect(unknown.status).to.equal(404)
      expect(unknown.headers.get('content-type')).to.match(/^application\/problem\+json/)
    })

    it('validates feed_id and answers 404 for a feed without ledger entries', async () => {
      const bad = await call(api.url, `/attest/accuracy/${'x'.repeat(67)}`)
      expect(bad.status).to.equal(422)
      expect(bad.json.detail[0].loc).to.deep.equal(['path', 'feed_id'])
      expect((await call(api.url, '/attest/accuracy/bad%20id')).status).to.equal(422)
      expect((await call(api.url, '/attest/accuracy/events')).status).to.equal(404)
    })

    it('with no attestation source wired (today) every lookup is 404', async () => {
      const bare = await startApi(store)
      try {
        expect((await call(bare.url, `/attest/verify?uid=${uid}`)).status).to.equal(404)
        expect((await call(bare.url, '/attest/accuracy/upcoming')).status).to.equal(404)
      } finally {
        await bare.close()
      }
    })
  })

  describe('retirement', () => {
    it('sends Deprecation, Sunset and Link on a retiring route (also on its errors) and marks it in OpenAPI', async () => {
      const retiring = await startApi(store, {
        retirements: {
          events_sample: {
            deprecatedAt: new Date('2026-07-01T00:00:00Z'),
            sunsetAt: new Date('2026-09-01T00:00:00Z'),
            link: 'http://localhost:8080/changelog',
          },
        },
      })
      try {
        const r = await call(retiring.url, '/v1/events/sample')
        expect(r.status).to.equal(200)
        expect(r.headers.get('deprecation')).to.equal(
          `@${Date.parse('2026-07-01T00:00:00Z') / 1000}`,
        )
        expect(r.headers.get('sunset')).to.equal('Tue, 01 Sep 2026 00:00:00 GMT')
        expect(r.headers.get('link')).to.equal(
          '<http://localhost:8080/changelog>; rel="deprecation"',
        )
        const other = await call(retiring.url, '/v1/catalysts/upcoming/sample')
        expect(other.headers.get('deprecation')).to.equal(null)
        const doc = (await call(retiring.url, '/openapi.json')).json
        expect(doc.paths['/v1/events/sample'].get.deprecated).to.equal(true)
        expect(doc.paths['/v1/catalysts/upcoming/sample'].get.deprecated).to.equal(undefined)
      } finally {
        await retiring.close()
      }
    })
  })

  describe('docs', () => {
    it('serves an OpenAPI 3.1 document built from the zod schemas', async () => {
      const doc = (await call(api.url, '/openapi.json')).json
      expect(doc.openapi).to.equal('3.1.0')
      expect(doc.info.version).to.equal('0.8.0')
      for (const path of [
        '/',
        '/health',
        '/v1/meta',
        '/v1/accuracy',
        '/v1/coverage',
        '/v1/events',
        '/v1/events/sample',
        '/v1/catalysts/upcoming',
        '/v1/catalysts/upcoming/sample',
        '/attest/verify',
        '/attest/accuracy/{feed_id}',
        '/docs',
      ]) {
        expect(doc.paths, path).to.have.property(path)
      }
      expect(doc.paths['/v1/events'].head).to.equal(undefined)
      expect(doc.paths['/v1/meta'].head).to.be.an('object')
      const limit = doc.paths['/v1/events'].get.parameters.find((p: any) => p.name === 'limit')
      expect(limit.schema).to.include({ type: 'integer', minimum: 1, maximum: 500, default: 100 })
      const ticker = doc.paths['/v1/catalysts/upcoming'].get.parameters.find(
        (p: any) => p.name === 'ticker',
      )
      expect(ticker.schema).to.include({ pattern: '^\\S+$', minLength: 1, maxLength: 12 })
      expect(doc.components.schemas.Catalyst.required).to.include.members(['catalyst_id', 'stage'])
    })

    it('serves Swagger UI and its assets from this server, no CDN', async () => {
      const page = await call(api.url, '/docs')
      expect(page.status).to.equal(200)
      expect(page.headers.get('content-type')).to.match(/^text\/html/)
      expect(page.text).to.not.match(/https?:\/\//)
      for (const asset of [
        'swagger-ui.css',
        'swagger-ui-bundle.js',
        'swagger-ui-standalone-preset.js',
        'init.js',
      ]) {
        const r = await call(api.url, `/docs/assets/${asset}`)
        expect(r.status, asset).to.equal(200)
        expect(r.text.length, asset).to.be.greaterThan(10)
      }
      expect((await call(api.url, '/docs/assets/index.html')).status).to.equal(404)
      expect((await call(api.url, '/docs/assets/..%2Fpackage.json')).status).to.be.oneOf([404, 422])
    })
  })
})
