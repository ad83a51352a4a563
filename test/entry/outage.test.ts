/**
 * `npm start` as an operator runs it with every provider failing, on loopback stand-ins: EDGAR
 * (the fake SEC, then refusing connections), openFDA, the attestation RPC and the payments RPC
 * (answering 429 to everything, their URLs carrying API keys in path and user info), and a schema
 * registry URL with credentials published for readers. What a user checks:
 * - no secret token in any response of any free route, in any 402 challenge (body and header), or
 *   in any log line;
 * - during the EDGAR outage `feed.last_polled` stays at the last completed scan and /v1/meta
 *   names the outage (upstreams.edgar and the freshness sentence), while the read routes answer;
 * - links (banner, /v1/meta, the docs' server list, the challenge's resource) follow PORT.
 */
import { expect } from 'chai'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../deploy/kafka/broker.js'
import { startFakeSec, type FakeSec } from '../poller/fake-sec.js'
import { evmOption, unsignedEvmPayment, unusedTokenAddress } from '../payments/support/crafted.js'
import { npmStart, stopGroup } from '../support/npm-start.js'
import { waitFor } from '../support/wait.js'

const SECRETS = {
  attestRpc: 'tok-attest-rpc-7f3a91',
  attestUser: 'pw-attest-user-2c81',
  evmRpc: 'tok-evm-rpc-5d20e4',
  fda: 'tok-openfda-91be07',
  registry: 'pw-registry-reader-44d1',
  registryQuery: 'tok-registry-query-0a9c',
}
const ATTEST_KEY = `0x${'5a'.repeat(32)}`
const FACILITATOR_KEY = `0x${'6b'.repeat(32)}`
const PAY_TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A provider that answers every request 429, as a hosted RPC or openFDA over its quota does. */
async function startTooManyRequests(): Promise<{
  server: Server
  port: number
  hits: () => number
}> {
  let hits = 0
  const server = createServer((req, res) => {
    hits++
    req.resume()
    res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' })
    res.end('{"error":{"code":429,"message":"Too Many Requests"}}')
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  return {
    server,
    port: typeof address === 'object' && address ? address.port : 0,
    hits: () => hits,
  }
}

interface Meta {
  data: {
    feed: { last_polled: string | null }
    freshness: string
    api: { changelog: string }
    upstreams: Record<
      string,
      { status: string; failing_since: string | null; reason: string | null }
    >
  }
}

describe('npm start with every provider failing (loopback stand-ins)', function () {
  this.timeout(240_000)
  let sec: FakeSec | null = null
  let tooMany: Awaited<ReturnType<typeof startTooManyRequests>> | null = null
  let started: ReturnType<typeof npmStart> | null = null
  let dataDir = ''

  after(async () => {
    if (started) await stopGroup(started.child)
    await sec?.close()
    await new Promise((done) => tooMany?.server.close(done) ?? done(null))
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('leaks no key in any response or log line, shows the EDGAR outage in /v1/meta with last_polled kept, and links follow PORT', async function () {
    sec = await startFakeSec()
    tooMany = await startTooManyRequests()
    dataDir = mkdtempSync(join(tmpdir(), 'outage-'))
    const port = await freePort()
    const rpc = `127.0.0.1:${tooMany.port}`
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEC_USER_AGENT: 'Outage Drill ops@catalyst-drills.org',
      SEC_WWW_URL: sec.url,
      SEC_EFTS_URL: sec.url,
      SEC_DATA_URL: sec.url,
      ATOM_INTERVAL_SECONDS: '10',
      FDA_API_URL: `http://${rpc}/fda/${SECRETS.fda}`,
      ATTEST_RPC_URL: `http://reader:${SECRETS.attestUser}@${rpc}/v2/${SECRETS.attestRpc}`,
      ATTEST_ANCHOR_PRIVATE_KEY: ATTEST_KEY,
      EVM_RPC_URL: `http://${rpc}/v2/${SECRETS.evmRpc}`,
      EVM_PAY_TO: PAY_TO,
      EVM_FACILITATOR_PRIVATE_KEY: FACILITATOR_KEY,
      EVM_USDC_ADDRESS: unusedTokenAddress(),
      PUBLIC_SCHEMA_REGISTRY_URL: `https://reader:${SECRETS.registry}@schemas.feed.test/apis/ccompat/v7?token=${SECRETS.registryQuery}`,
    }
    for (const key of [
      'KAFKA_BROKERS',
      'CLICKHOUSE_URL',
      'SCHEMA_REGISTRY_URL',
      'FACILITATOR_URL',
      'PUBLIC_BASE_URL',
      'SVM_PAY_TO',
      'PAYMENTS_ENABLED',
      'POLLER_ENABLED',
    ])
      delete env[key]
    started = npmStart(env)
    const { output } = started
    const base = `http://127.0.0.1:${port}`
    const bodies: string[] = []
    const get = async (path: string, init?: RequestInit) => {
      const response = await fetch(`${base}${path}`, init)
      const body = await response.text()
      const headers = [...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n')
      const challenge = response.headers.get('payment-required')
      bodies.push(
        `${path}\n${headers}\n${body}${challenge ? Buffer.from(challenge, 'base64').toString() : ''}`,
      )
      return { status: response.status, body, challenge }
    }
    try {
      // A first scan completes against the fake SEC.
      const polled = await waitFor(
        async () => {
          const r = await fetch(`${base}/v1/meta`).catch(() => null)
          if (r?.status !== 200) return null
          const meta = (await r.json()) as Meta
          return meta.data.feed.last_polled
        },
        { timeoutMs: 120_000, what: 'a completed scan in /v1/meta' },
      )
      // Then EDGAR refuses connections.
      await sec.close()
      await new Promise((r) => setTimeout(r, 1_000))
      const before = ((await (await fetch(`${base}/v1/meta`)).json()) as Meta).data.feed.last_polled
      expect(before! >= polled).to.equal(true)
      const during = await waitFor(
        async () => {
          const meta = (await (await fetch(`${base}/v1/meta`)).json()) as Meta
          return meta.data.upstreams.edgar!.status === 'failing' ? meta : null
        },
        { timeoutMs: 150_000, intervalMs: 1_000, what: 'the EDGAR outage in /v1/meta' },
      )
      expect(during.data.feed.last_polled, 'last_polled during the outage').to.equal(before)
      expect(during.data.upstreams.edgar!.reason).to.match(
        /^EDGAR 127\.0\.0\.1:\d+: connection_refused/,
      )
      expect(during.data.upstreams.edgar!.failing_since).to.match(/\+00:00$/)
      expect(during.data.freshness).to.match(/SEC EDGAR has been failing since \S+ \(EDGAR /)

      // Every free route answers from the store during the outage.
      const free = [
        '/',
        '/health',
        '/v1/meta',
        '/v1/accuracy',
        '/v1/coverage?ticker=ABCD',
        '/v1/events/sample',
        '/v1/catalysts/upcoming/sample',
        `/attest/verify?uid=0x${'ab'.repeat(32)}`,
        '/attest/accuracy/feed',
        '/docs',
        '/openapi.json',
        '/changelog',
        '/asyncapi.json',
      ]
      for (const path of free) {
        const r = await get(path)
        expect(r.status, path).to.be.below(500)
      }
      // Paid routes: the 402 challenge, then a crafted payment the 429 RPC cannot check.
      for (const path of ['/v1/events?since=0', '/v1/catalysts/upcoming']) {
        const r = await get(path)
        expect(r.status, path).to.equal(402)
        expect(r.challenge, path).to.be.a('string')
      }
      const challenge = JSON.parse(
        Buffer.from((await get('/v1/events?since=0')).challenge!, 'base64').toString(),
      ) as Parameters<typeof evmOption>[0]
      const paid = await get('/v1/events?since=0', {
        headers: { 'PAYMENT-SIGNATURE': unsignedEvmPayment(evmOption(challenge)) },
      })
      expect(paid.status).to.equal(402)

      // Links follow the port (PUBLIC_BASE_URL unset).
      const own = `http://localhost:${port}`
      const banner = JSON.parse((await get('/')).body) as Record<string, string>
      expect(banner.docs).to.equal(`${own}/docs`)
      expect(banner.meta).to.equal(`${own}/v1/meta`)
      expect(during.data.api.changelog).to.equal(`${own}/changelog`)
      const openapi = JSON.parse((await get('/openapi.json')).body) as {
        servers: Array<{ url: string }>
      }
      expect(openapi.servers.map((s) => s.url)).to.include(own)
      expect((challenge as unknown as { resource: { url: string } }).resource.url).to.equal(
        `${own}/v1/events?since=0`,
      )
      expect(JSON.stringify(bodies)).to.not.include('localhost:8080')
      const asyncapi = (await get('/asyncapi.json')).body
      expect(asyncapi).to.include('https://schemas.feed.test/apis/ccompat/v7')

      // The providers were really called and failed (the logs must be about failures).
      expect(tooMany.hits(), 'requests to the 429 provider').to.be.above(0)
      await waitFor(async () => (/could not read the EAS version/.test(output()) ? true : null), {
        timeoutMs: 30_000,
        what: 'the attestation RPC failure in the log',
      })
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- output ---\n${output().slice(-6000)}`)
    }
    await stopGroup(started.child)
    const log = output()
    expect(log).to.match(/lane failed/)
    for (const [name, secret] of Object.entries(SECRETS)) {
      const leaks = bodies.filter((b) => b.includes(secret)).map((b) => b.split('\n')[0])
      expect(leaks, `${name} in a response`).to.deep.equal([])
      const lines = log.split('\n').filter((l) => l.includes(secret))
      expect(
        lines.map((l) => l.slice(0, 300)),
        `${name} in a log line`,
      ).to.deep.equal([])
    }
    for (const key of [ATTEST_KEY, FACILITATOR_KEY]) {
      expect(log).to.not.include(key.slice(2))
      expect(JSON.stringify(bodies)).to.not.include(key.slice(2))
    }
  })
})
