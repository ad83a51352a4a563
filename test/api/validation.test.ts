/**
 * Section 7/8 input rules: every bound, wrong types, whitespace in ticker, coverage's one-of rule.
 * 422 bodies are FastAPI's `{detail: [{type, loc, msg, input}]}`; 400 is problem details. A paid
 * route's gate runs only after validation passed.
 */
import { expect } from 'chai'
import type Koa from 'koa'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { testStore } from '../support/env.js'
import { call, startApi, type Running } from './support.js'

describe('api request validation', function () {
  let store: Store
  let api: Running
  const gated: string[] = []

  before(async () => {
    store = await testStore('api_valid')
    const gate =
      (route: 'upcoming' | 'events'): Koa.Middleware =>
      async (ctx, next) => {
        gated.push(route)
        if (ctx.get('x-test-pay') !== 'yes') {
          ctx.status = 402
          ctx.body = { accepts: [{ amount: route === 'events' ? '50000' : '20000' }] }
          return
        }
        await next()
      }
    api = await startApi(store, { paidRouteGate: gate })
  })
  after(async () => {
    await api?.close()
    await store?.close()
  })

  async function expect422(path: string, loc: Array<string | number>, type: string): Promise<any> {
    const before = gated.length
    const r = await call(api.url, path)
    expect(r.status, path).to.equal(422)
    expect(r.headers.get('content-type'), path).to.match(/^application\/json/)
    expect(r.json, path).to.have.keys('detail')
    expect(r.json.detail, path).to.be.an('array').that.is.not.empty
    const issue = r.json.detail[0]
    expect(issue.loc, path).to.deep.equal(loc)
    expect(issue.type, path).to.equal(type)
    expect(issue.msg, path).to.be.a('string')
    expect(gated.length, `${path} must be rejected before the payment gate`).to.equal(before)
    return issue
  }

  const cases: Array<[string, Array<string | number>, string]> = [
    // /v1/events: since >= 0 integer, limit 1..500, ticker 1..12 no whitespace
    ['/v1/events?since=-1', ['query', 'since'], 'greater_than_equal'],
    ['/v1/events?since=abc', ['query', 'since'], 'int_parsing'],
    ['/v1/events?since=1.5', ['query', 'since'], 'int_parsing'],
    ['/v1/events?since=', ['query', 'since'], 'int_parsing'],
    ['/v1/events?since=1e3', ['query', 'since'], 'int_parsing'],
    ['/v1/events?since=99999999999999999999', ['query', 'since'], 'less_than_equal'],
    ['/v1/events?limit=0', ['query', 'limit'], 'greater_than_equal'],
    ['/v1/events?limit=501', ['query', 'limit'], 'less_than_equal'],
    ['/v1/events?limit=ten', ['query', 'limit'], 'int_parsing'],
    ['/v1/events?ticker=', ['query', 'ticker'], 'string_too_short'],
    ['/v1/events?ticker=ABCDEFGHIJKLM', ['query', 'ticker'], 'string_too_long'],
    ['/v1/events?ticker=AB%20CD', ['query', 'ticker'], 'string_pattern_mismatch'],
    ['/v1/events?ticker=%20ABC', ['query', 'ticker'], 'string_pattern_mismatch'],
    ['/v1/events?ticker=AB%09C', ['query', 'ticker'], 'string_pattern_mismatch'],
    // /v1/catalysts/upcoming: within_days 1..365, limit 1..500
    ['/v1/catalysts/upcoming?within_days=0', ['query', 'within_days'], 'greater_than_equal'],
    ['/v1/catalysts/upcoming?within_days=366', ['query', 'within_days'], 'less_than_equal'],
    ['/v1/catalysts/upcoming?within_days=x', ['query', 'within_days'], 'int_parsing'],
    ['/v1/catalysts/upcoming?limit=0', ['query', 'limit'], 'greater_than_equal'],
    ['/v1/catalysts/upcoming?limit=501', ['query', 'limit'], 'less_than_equal'],
    ['/v1/catalysts/upcoming?ticker=A%20B', ['query', 'ticker'], 'string_pattern_mismatch'],
    ['/v1/catalysts/upcoming?ticker=ABCDEFGHIJKLM', ['query', 'ticker'], 'string_too_long'],
    // /v1/coverage: ticker 1..12, cik 1..10 digits
    ['/v1/coverage?cik=12a', ['query', 'cik'], 'string_pattern_mismatch'],
    ['/v1/coverage?cik=-1', ['query', 'cik'], 'string_pattern_mismatch'],
    ['/v1/coverage?cik=12345678901', ['query', 'cik'], 'string_too_long'],
    ['/v1/coverage?cik=', ['query', 'cik'], 'string_too_short'],
    ['/v1/coverage?ticker=', ['query', 'ticker'], 'string_too_short'],
    ['/v1/coverage?ticker=ABCDEFGHIJKLM', ['query', 'ticker'], 'string_too_long'],
    // /v1/accuracy
    ['/v1/accuracy?summary=maybe', ['query', 'summary'], 'bool_parsing'],
    ['/v1/accuracy?summary=', ['query', 'summary'], 'bool_parsing'],
  ]

  for (const [path, loc, type] of cases) {
    it(`422 ${path}`, async () => {
      await expect422(path, loc, type)
    })
  }

  it('names the bound in ctx and msg the way FastAPI does', async () => {
    const issue = await expect422('/v1/events?limit=501', ['query', 'limit'], 'less_than_equal')
    expect(issue).to.deep.equal({
      type: 'less_than_equal',
      loc: ['query', 'limit'],
      msg: 'Input should be less than or equal to 500',
      input: '501',
      ctx: { le: 500 },
    })
    const pattern = await expect422(
      '/v1/events?ticker=A%20B',
      ['query', 'ticker'],
      'string_pattern_mismatch',
    )
    expect(pattern.msg).to.equal("String should match pattern '^\\S+$'")
  })

  it('reports every invalid parameter at once', async () => {
    const r = await call(api.url, '/v1/events?since=-1&limit=0&ticker=a%20b')
    expect(r.status).to.equal(422)
    expect(r.json.detail.map((d: any) => d.loc[1])).to.have.members(['since', 'limit', 'ticker'])
  })

  it('accepts the bounds themselves and ignores unknown parameters', async () => {
    for (const path of [
      '/v1/events?since=0&limit=1',
      '/v1/events?limit=500&ticker=ABCDEFGHIJKL',
      '/v1/catalysts/upcoming?within_days=1&limit=1',
      '/v1/catalysts/upcoming?within_days=365&limit=500&ticker=A',
      '/v1/events?foo=bar',
      '/v1/accuracy?summary=true',
      '/v1/accuracy?summary=0',
    ]) {
      const r = await call(api.url, path, { headers: { 'x-test-pay': 'yes' } })
      expect(r.status, path).to.equal(200)
    }
  })

  it('takes the last value of a repeated parameter', async () => {
    const r = await call(api.url, '/v1/events?limit=900&limit=2', {
      headers: { 'x-test-pay': 'yes' },
    })
    expect(r.status).to.equal(200)
    expect(r.json.meta.limit).to.equal(2)
  })

  it('runs the payment gate after validation and before the handler', async () => {
    const before = gated.length
    const unpaid = await call(api.url, '/v1/events?limit=5')
    expect(unpaid.status).to.equal(402)
    expect(unpaid.json.accepts[0].amount).to.equal('50000')
    expect(gated.slice(before)).to.deep.equal(['events'])
    const paid = await call(api.url, '/v1/catalysts/upcoming', { headers: { 'x-test-pay': 'yes' } })
    expect(paid.status).to.equal(200)
    expect(gated.at(-1)).to.equal('upcoming')
    // Free routes never see the gate.
    const n = gated.length
    await call(api.url, '/v1/events/sample')
    expect(gated.length).to.equal(n)
  })

  describe('/v1/coverage one-of rule', () => {
    it('a bare call is 400 problem details', async () => {
      const r = await call(api.url, '/v1/coverage')
      expect(r.status).to.equal(400)
      expect(r.headers.get('content-type')).to.match(/^application\/problem\+json/)
      expect(r.json).to.include({ status: 400, instance: '/v1/coverage' })
      expect(r.json).to.have.keys('type', 'title', 'status', 'detail', 'instance')
    })

    it('both ticker and cik is 422', async () => {
      const r = await call(api.url, '/v1/coverage?ticker=ABC&cik=320193')
      expect(r.status).to.equal(422)
      expect(r.json.detail[0].loc).to.deep.equal(['query'])
    })

    it('a cik with or without leading zeros resolves to the same padded cik', async () => {
      const a = await call(api.url, '/v1/coverage?cik=320193')
      const b = await call(api.url, '/v1/coverage?cik=0000320193')
      expect(a.status).to.equal(200)
      expect(a.json.data.cik).to.equal('0000320193')
      expect(b.json.data).to.deep.equal(a.json.data)
      expect(a.json.data).to.include({
        observable: false,
        pdufa_filings_seen: 0,
        upcoming_on_feed: 0,
        ticker: null,
      })
    })
  })
})
