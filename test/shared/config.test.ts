import { expect } from 'chai'
import { Writable } from 'node:stream'
import { ConfigError, describeConfig, loadConfig } from '../../services/shared/config.js'
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
})
