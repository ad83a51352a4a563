import { expect } from 'chai'
import { Writable } from 'node:stream'
import {
  boundPublicBaseUrl,
  ConfigError,
  describeConfig,
  loadConfig,
} from '../../services/shared/config.js'
import {
  publicUrl,
  reduceUrls,
  upstreamFailure,
  upstreamReason,
} from '../../services/shared/redact.js'
import { createLogger } from '../../services/shared/logger.js'

describe('configuration', function () {
  it('works with nothing set: the embedded defaults', function () {
    const config = loadConfig({})
    expect(config.PORT).to.equal(8080)
    expect(config.DATA_DIR).to.equal('./data')
    expect(config.KAFKA_BROKERS).to.equal(undefined)
    expect(config.CLICKHOUSE_URL).to.equal(undefined)
    expect(config.SEC_MAX_RPS).to.equal(10)
  })

  const bad: Array<[Record<string, string>, RegExp]> = [
    [{ PORT: 'eighty' }, /PORT="eighty": .*integer/],
    [{ PORT: '70000' }, /PORT="70000"/],
    [{ SEC_MAX_RPS: '11' }, /SEC_MAX_RPS="11"/],
    [{ SEC_THROTTLE_PAUSE_SECONDS: 'soon' }, /SEC_THROTTLE_PAUSE_SECONDS="soon"/],
    [{ KAFKA_BROKERS: 'localhost' }, /KAFKA_BROKERS="localhost": .*host:port/],
    [{ CLICKHOUSE_URL: 'not a url' }, /CLICKHOUSE_URL/],
    [{ CLICKHOUSE_DATABASE: 'drop table' }, /CLICKHOUSE_DATABASE="drop table": .*identifier/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL="loud"/],
    [{ SEC_USER_AGENT: 'anonymous' }, /SEC_USER_AGENT="anonymous": .*e-mail/],
    [{ PAYMENTS_ENABLED: 'maybe' }, /PAYMENTS_ENABLED="maybe"/],
  ]
  for (const [env, message] of bad) {
    it(`names the variable and what was expected: ${Object.keys(env)[0]}`, function () {
      let error: unknown
      try {
        loadConfig(env)
      } catch (e) {
        error = e
      }
      expect(error).to.be.instanceOf(ConfigError)
      expect((error as Error).message).to.match(message)
    })
  }

  it('shows a URL setting only to its host: an RPC or registry key in the path, query or user info never reaches the log', function () {
    const config = loadConfig({
      EVM_RPC_URL: 'https://base-mainnet.example.net/v2/rpc-key-123',
      SVM_RPC_URL: 'https://user:pass@sol.example.net/?api-key=k-456',
      SCHEMA_REGISTRY_URL: 'http://registry.internal:8081',
    })
    const described = describeConfig(config)
    expect(JSON.stringify(described)).not.to.match(/rpc-key-123|k-456|pass/)
    expect(described).to.include({
      EVM_RPC_URL: 'https://base-mainnet.example.net/[redacted]',
      SVM_RPC_URL: 'https://sol.example.net/[redacted]',
      SCHEMA_REGISTRY_URL: 'http://registry.internal:8081',
    })
  })

  it('reports every bad variable at once', function () {
    let error: unknown
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })
    } catch (e) {
      error = e
    }
    expect((error as ConfigError).problems).to.have.length(2)
  })

  it('never shows a secret in the described configuration or in a log line', function () {
    const config = loadConfig({ CLICKHOUSE_PASSWORD: 'hunter2', LLM_API_KEY: 'sk-secret' })
    const described = JSON.stringify(describeConfig(config))
    expect(described).not.to.contain('hunter2')
    expect(described).not.to.contain('sk-secret')
    let logged = ''
    const sink = new Writable({
      write(chunk, _enc, done) {
        logged += chunk
        done()
      },
    })
    const logger = createLogger({ level: 'info' }, sink)
    logger.info(
      { headers: { 'payment-signature': 'sig-abc', authorization: 'Bearer tok' }, password: 'pw' },
      'request',
    )
    expect(logged).to.contain('request')
    expect(logged).not.to.contain('sig-abc')
    expect(logged).not.to.contain('Bearer tok')
    expect(logged).not.to.contain('"pw"')
  })

  it('PUBLIC_BASE_URL follows the port when unset, and a default naming port 0 takes the bound one', function () {
    expect(loadConfig({}).PUBLIC_BASE_URL).to.equal('http://localhost:8080')
    expect(loadConfig({ PORT: '18080' }).PUBLIC_BASE_URL).to.equal('http://localhost:18080')
    expect(
      loadConfig({ PORT: '18080', PUBLIC_BASE_URL: 'https://feed.example' }).PUBLIC_BASE_URL,
    ).to.equal('https://feed.example')
    expect(boundPublicBaseUrl(loadConfig({ PORT: '0' }).PUBLIC_BASE_URL, 43210)).to.equal(
      'http://localhost:43210',
    )
    expect(boundPublicBaseUrl('https://feed.example', 43210)).to.equal('https://feed.example')
  })

  it('a log line shows any URL only as scheme and host: fields, bindings, messages, errors and their causes', function () {
    let logged = ''
    const sink = new Writable({
      write(chunk, _enc, done) {
        logged += chunk
        done()
      },
    })
    const logger = createLogger({ level: 'info' }, sink).child({
      rpc: 'https://user:binding-pass@rpc.example:8545/v2/binding-key',
    })
    const cause = Object.assign(
      new Error('connect ECONNREFUSED to https://fda.example/x.json?api_key=cause-key'),
      {
        code: 'ECONNREFUSED',
      },
    )
    const error = Object.assign(
      new Error('HTTP request failed.\n\nStatus: 429\nURL: https://base.example/v2/message-key', {
        cause,
      }),
      { url: 'https://base.example/v2/field-key' },
    )
    logger.warn(
      { err: error, other: error, target: 'https://registry.example/subjects?token=field-token' },
      'calling https://facilitator.example/verify?key=msg-key failed',
    )
    for (const secret of [
      'binding-pass',
      'binding-key',
      'cause-key',
      'message-key',
      'field-key',
      'field-token',
      'msg-key',
    ])
      expect(logged, secret).to.not.include(secret)
    const line = JSON.parse(logged) as Record<string, unknown>
    expect(line.rpc).to.equal('https://rpc.example:8545')
    expect(line.msg).to.equal('calling https://facilitator.example failed')
    expect(JSON.stringify(line.err)).to.include('URL: https://base.example')
    expect(JSON.stringify(line.err)).to.include('https://fda.example')
  })

  it('a stored failure is the provider, its host and a reason code, never the client message', function () {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }),
    })
    expect(upstreamFailure('openFDA', 'https://api.fda.gov/?api_key=k1', refused)).to.equal(
      'openFDA api.fda.gov: connection_refused',
    )
    const viemLike = Object.assign(
      new Error('HTTP request failed. URL: https://rpc.example/v2/k2'),
      {
        status: 429,
      },
    )
    expect(upstreamFailure('attestation RPC', 'https://u:p@rpc.example/v2/k2', viemLike)).to.equal(
      'attestation RPC rpc.example: http_429',
    )
    expect(upstreamReason(new Error('Status: 503\nURL: https://x.example/k'))).to.equal('http_503')
    expect(upstreamReason(Object.assign(new Error('t'), { name: 'TimeoutError' }))).to.equal(
      'timeout',
    )
    expect(upstreamReason(new Error('something odd at https://x.example/k3'))).to.equal('failed')
    expect(
      upstreamFailure(
        'openFDA',
        'https://api.fda.gov',
        Object.assign(new Error('x'), { code: 'STORE_UNAVAILABLE' }),
      ),
    ).to.equal('store_unavailable')
    expect(reduceUrls('at (https://a.example:99/p?q=1), then')).to.equal(
      'at (https://a.example:99), then',
    )
    expect(publicUrl('https://u:p@r.example/apis/ccompat/v7?t=1#f')).to.equal(
      'https://r.example/apis/ccompat/v7',
    )
  })
})
