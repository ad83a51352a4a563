/**
 * Which failures the consume loop may retry, from the errors the real parts throw: ClickHouse
 * errors produced by running bad statements on chDB through the store, a connection refused by a
 * real socket, and kafkajs's own error classes (the shapes kafkajs throws).
 */
import { expect } from 'chai'
import {
  Kafka,
  KafkaJSConnectionError,
  KafkaJSNonRetriableError,
  KafkaJSNumberOfRetriesExceeded,
  KafkaJSProtocolError,
  logLevel,
} from 'kafkajs'
import {
  CatalystFeedError,
  describeError,
  errorCodes,
  isRetriable,
  retriableByCode,
} from '../../services/shared/errors.js'
import {
  clickHouseErrorOf,
  clickHouseRetriable,
  nonRetriableClickHouseCodes,
  retriableClickHouseCodes,
} from '../../services/shared/store/clickhouse-errors.js'
import { createStore, type Store } from '../../services/shared/store/clickhouse.js'
import { testConfig, testLogger, testStore } from '../support/env.js'

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('expected a failure')
}

describe('error classification', function () {
  let store: Store
  before(async function () {
    store = await testStore('errors', { migrate: false })
    // The database exists, so a missing table is reported as that and not as a missing database.
    await store.command('CREATE DATABASE IF NOT EXISTS {db:Identifier}')
  })
  after(async function () {
    await store.close()
  })

  const statements: Array<{
    what: string
    sql: string
    code: number
    type: string
    storeCode: string
    retriable: boolean
  }> = [
    {
      what: 'a missing table',
      sql: 'SELECT * FROM {db:Identifier}.no_such_table',
      code: 60,
      type: 'UNKNOWN_TABLE',
      storeCode: 'STORE_QUERY_FAILED',
      retriable: false,
    },
    {
      what: 'a syntax error',
      sql: 'SELEC 1',
      code: 62,
      type: 'SYNTAX_ERROR',
      storeCode: 'STORE_QUERY_FAILED',
      retriable: false,
    },
    {
      what: 'an unknown column',
      sql: 'SELECT no_such_column',
      code: 47,
      type: 'UNKNOWN_IDENTIFIER',
      storeCode: 'STORE_QUERY_FAILED',
      retriable: false,
    },
    {
      what: 'a value that does not parse',
      sql: "SELECT CAST('abc' AS UInt8)",
      code: 6,
      type: 'CANNOT_PARSE_TEXT',
      storeCode: 'STORE_QUERY_FAILED',
      retriable: false,
    },
    {
      what: 'the memory limit',
      sql: 'SELECT groupArray(number) FROM numbers(10000000) SETTINGS max_memory_usage = 1000000',
      code: 241,
      type: 'MEMORY_LIMIT_EXCEEDED',
      storeCode: 'STORE_UNAVAILABLE',
      retriable: true,
    },
    {
      what: 'the time limit',
      sql: 'SELECT count() FROM numbers(10000000000) SETTINGS max_execution_time = 0.1',
      code: 159,
      type: 'TIMEOUT_EXCEEDED',
      storeCode: 'STORE_UNAVAILABLE',
      retriable: true,
    },
  ]

  for (const s of statements) {
    it(`keeps ClickHouse's ${s.type} from ${s.what} and calls it ${s.retriable ? '' : 'not '}retriable`, async function () {
      const error = await failure(() => store.query(s.sql))
      expect(error).to.be.instanceOf(CatalystFeedError)
      const typed = error as CatalystFeedError
      expect(typed.code).to.equal(s.storeCode)
      expect(typed.clickhouse).to.deep.equal({ code: s.code, type: s.type })
      expect(typed.retriable).to.equal(s.retriable)
      expect(isRetriable(typed)).to.equal(s.retriable)
      expect(describeError(typed)).to.match(
        new RegExp(`^${s.storeCode} \\(ClickHouse ${s.code} ${s.type}\\): `),
      )
    })
  }

  it("reads the code and type from chDB's own message, as chDB throws it", async function () {
    const error = await failure(() => store.query('SELECT * FROM {db:Identifier}.no_such_table'))
    // The store's cause is the client's ClickHouseError; its cause, chDB's native error.
    const native = ((error as Error).cause as Error).cause as Error
    expect(native.message).to.match(/^Code: 60\. DB::Exception: .*\(UNKNOWN_TABLE\)/s)
    expect(clickHouseErrorOf(new Error(native.message))).to.deep.equal({
      code: 60,
      type: 'UNKNOWN_TABLE',
    })
    expect(isRetriable(new Error(native.message))).to.equal(false)
    // Wrapped by someone else, the cause still tells.
    expect(isRetriable(new Error('batch failed', { cause: native }))).to.equal(false)
  })

  it('keeps a ClickHouse code neither list knows retriable, still typed as a failed query', async function () {
    const error = (await failure(() =>
      store.query('SELECT * FROM numbers(10) SETTINGS max_rows_to_read = 1'),
    )) as CatalystFeedError
    expect(error.clickhouse).to.deep.equal({ code: 158, type: 'TOO_MANY_ROWS' })
    expect(clickHouseRetriable(error.clickhouse!)).to.equal(null)
    expect(error.code).to.equal('STORE_QUERY_FAILED')
    expect(error.retriable).to.equal(true)
  })

  it('names every classified code as ClickHouse does', async function () {
    const codes = [...retriableClickHouseCodes, ...nonRetriableClickHouseCodes]
    const rows = await store.query<{ code: number; name: string }>(
      'SELECT arrayJoin({codes:Array(UInt32)}) AS code, errorCodeToName(code) AS name',
      { codes: codes.map(([code]) => code) },
    )
    expect(rows.map((r) => [r.code, r.name])).to.deep.equal(codes)
    const overlap = [...retriableClickHouseCodes.keys()].filter((c) =>
      nonRetriableClickHouseCodes.has(c),
    )
    expect(overlap).to.deep.equal([])
  })

  it('calls a store that refuses the connection unavailable and retriable', async function () {
    // A real socket to a port nobody listens on: the client fails with ECONNREFUSED.
    const down = createStore(
      testConfig({ CLICKHOUSE_URL: 'http://127.0.0.1:1', CLICKHOUSE_DATABASE: 'default' }),
      testLogger,
    )
    try {
      const error = (await failure(() => down.query('SELECT 1'))) as CatalystFeedError
      expect(error.code).to.equal('STORE_UNAVAILABLE')
      expect(error.retriable).to.equal(true)
      expect(error.clickhouse).to.equal(undefined)
      expect(isRetriable(error.cause)).to.equal(true)
    } finally {
      await down.close()
    }
  })

  it("takes kafkajs's own flag, and looks behind 'retries exceeded' at what failed", async function () {
    const refused = new KafkaJSConnectionError('Connection error: connect ECONNREFUSED', {
      broker: '127.0.0.1:1',
      code: 'ECONNREFUSED',
    })
    expect(isRetriable(refused)).to.equal(true)
    expect(isRetriable(new KafkaJSNonRetriableError('invalid configuration'))).to.equal(false)
    // Protocol errors carry a numeric code and an upper-case type: not to be read as ClickHouse's.
    const tooLarge = new KafkaJSProtocolError({
      message:
        'The request included a message larger than the max message size the server will accept',
      type: 'MESSAGE_TOO_LARGE',
      code: 10,
      retriable: false,
    } as unknown as string)
    expect(isRetriable(tooLarge)).to.equal(false)
    const exhausted = (cause: Error) =>
      new KafkaJSNumberOfRetriesExceeded(cause, { retryCount: 5, retryTime: 1000 } as never)
    expect(isRetriable(exhausted(refused))).to.equal(true)
    expect(isRetriable(exhausted(tooLarge))).to.equal(false)
  })

  it('calls a real kafkajs connection failure retriable', async function () {
    const kafka = new Kafka({
      clientId: 'errors-test',
      brokers: ['127.0.0.1:1'],
      logLevel: logLevel.NOTHING,
      retry: { retries: 0 },
      connectionTimeout: 1000,
    })
    const producer = kafka.producer()
    const error = await failure(() => producer.connect())
    expect((error as { name: string }).name).to.match(/^KafkaJS/)
    expect(isRetriable(error)).to.equal(true)
  })

  it('derives retriable from the code, and a constructor may say otherwise', function () {
    for (const code of errorCodes)
      expect(new CatalystFeedError(code, 'x').retriable, code).to.equal(retriableByCode[code])
    expect(retriableByCode.STORE_UNAVAILABLE).to.equal(true)
    expect(retriableByCode.STORE_QUERY_FAILED).to.equal(false)
    expect(retriableByCode.SERDE_ENCODE_FAILED).to.equal(false)
    expect(
      new CatalystFeedError('SERDE_ENCODE_FAILED', 'registry down', { retriable: true }).retriable,
    ).to.equal(true)
  })

  it('retries what nothing classifies, as the loop did before', function () {
    expect(isRetriable(new TypeError('x is undefined'))).to.equal(true)
    expect(isRetriable('a string')).to.equal(true)
    expect(isRetriable(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).to.equal(true)
  })
})
