/**
 * A handler that throws is judged by its error: a retriable one is retried with backoff, a
 * non-retriable one dead-letters the batch (a stateless stage) or stops the subscription at that
 * record without committing past it (a sequencer, onFatal 'stop'). The errors are the real store's
 * (chDB for a missing table, a refused socket for an outage); the bus is the real code path, the
 * in-process bus and the Kafka bus on a real broker.
 */
import { expect } from 'chai'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DeadLetter, Review } from '../../schemas/avro/types.js'
import { topicName, topics } from '../../topology/topics.js'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { createKafkaBus } from '../../services/shared/bus/kafka.js'
import type { Bus, DeliveredRecord, SubscribeOptions } from '../../services/shared/bus/types.js'
import { createLogger, type Logger } from '../../services/shared/logger.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { createStore, type Store } from '../../services/shared/store/clickhouse.js'
import { testConfig, testKafka, testLogger, testStore, uid } from '../support/env.js'
import { lockReview } from '../support/reviews.js'
import { waitFor } from '../support/wait.js'

interface LogLine {
  level: string
  msg: string
  [field: string]: unknown
}

const flavours: Array<{ name: string; make(prefix: string, logger: Logger): Promise<Bus> }> = [
  {
    name: 'in-process bus',
    async make(prefix, logger) {
      return createInProcessBus({
        serde: createAvroSerde(),
        logger,
        topicPrefix: prefix,
        dir: mkdtempSync(join(tmpdir(), 'bus-')),
      })
    },
  },
  {
    name: 'Kafka bus (real broker)',
    async make(prefix, logger) {
      const env = await testKafka()
      return createKafkaBus({
        brokers: env.brokers,
        clientId: `test-${uid()}`,
        serde: createAvroSerde(),
        logger,
        topicPrefix: prefix,
      })
    },
  },
]

for (const flavour of flavours) {
  describe(`a throwing handler, judged by its error: ${flavour.name}`, function () {
    let bus: Bus
    let store: Store
    let lines: LogLine[]
    let prefix: string

    beforeEach(async function () {
      lines = []
      const logger = createLogger(
        { level: 'warn', name: 'test' },
        { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
      )
      prefix = `t${uid()}.`
      bus = await flavour.make(prefix, logger)
      await bus.ensureTopics([topics.reviews, topics.deadLetters])
      store = await testStore('handler')
      await store.command(`CREATE TABLE {db:Identifier}.received (review_id String)
        ENGINE = ReplacingMergeTree ORDER BY review_id`)
      // One key: one partition, so the records keep their order r-1, r-2, r-3 (offsets 0, 1, 2).
      await bus.publish(
        topics.reviews,
        [1, 2, 3].map((n) => ({ key: 'one-partition', value: lockReview(n) })),
      )
    })
    afterEach(async function () {
      await bus.close()
      await store.close()
    })

    const received = async () =>
      (
        await store.query<{ review_id: string }>(
          'SELECT review_id FROM {db:Identifier}.received FINAL ORDER BY review_id',
        )
      ).map((r) => r.review_id)

    const storeAll = async (records: DeliveredRecord<string, Review>[]) => {
      await store.insert(
        'received',
        records.map((r) => ({ review_id: r.value.review_id })),
      )
    }

    /**
     * Records one at a time, each noted in `handled`; `before` may throw before it is stored.
     * One at a time, so a failing batch is exactly the record it failed on.
     */
    const oneByOne = (
      groupId: string,
      handled: string[],
      before: (records: DeliveredRecord<string, Review>[]) => Promise<void>,
      extra: Partial<SubscribeOptions<string, Review>> = {},
    ): SubscribeOptions<string, Review> => ({
      groupId,
      maxBatchRecords: 1,
      retry: { initialMs: 10, maxMs: 50 },
      ...extra,
      handle: async (records) => {
        handled.push(...records.map((r) => r.value.review_id))
        await before(records)
        await storeAll(records)
      },
    })
    const isR2 = (records: DeliveredRecord<string, Review>[]) =>
      records.some((r) => r.value.review_id === 'r-2')

    /** A write into a table that does not exist: ClickHouse's UNKNOWN_TABLE, not retriable. */
    const failForGood = async (records: DeliveredRecord<string, Review>[]) => {
      await store.insert(
        'no_such_table',
        records.map((r) => ({ review_id: r.value.review_id })),
      )
    }

    /**
     * The dead letters this test's group left, read up to a sentinel published now: the topic is
     * one partition, so everything dead-lettered before it is read before it.
     */
    async function deadLettersOf(groupId: string): Promise<DeadLetter[]> {
      const sentinel = `sentinel-${uid()}`
      await bus.publish(topics.deadLetters, [
        {
          key: sentinel,
          value: {
            source_topic: 'none',
            source_partition: 0,
            source_offset: '0',
            consumer_group: sentinel,
            key: null,
            value: null,
            error: 'sentinel',
            failed_at: new Date().toISOString(),
          },
        },
      ])
      const letters: DeadLetter[] = []
      let seen = false
      const sub = await bus.subscribe(topics.deadLetters, {
        groupId: `dlq-${uid()}`,
        handle: async (records) => {
          for (const r of records) {
            if (r.value.consumer_group === sentinel) seen = true
            else if (r.value.consumer_group === groupId) letters.push(r.value)
          }
        },
      })
      await waitFor(async () => seen, { what: 'the sentinel dead letter' })
      await sub.stop()
      return letters
    }

    it('dead-letters the batch with the error code as reason and moves on (a stateless stage)', async function () {
      const groupId = `g-${uid()}`
      const handled: string[] = []
      const sub = await bus.subscribe(
        topics.reviews,
        oneByOne(groupId, handled, async (records) => {
          if (isR2(records)) await failForGood(records)
        }),
      )
      await waitFor(async () => (await received()).length === 2, { what: 'r-1 and r-3 stored' })
      await sub.stop()
      expect(await received()).to.deep.equal(['r-1', 'r-3'])
      // Not retried: a second attempt would fail the same way.
      expect(handled).to.deep.equal(['r-1', 'r-2', 'r-3'])
      const letters = await deadLettersOf(groupId)
      expect(letters.map((l) => l.source_offset)).to.deep.equal(['1'])
      expect(letters[0]!.source_topic).to.equal(topicName(topics.reviews, prefix))
      expect(letters[0]!.error).to.match(/^STORE_QUERY_FAILED \(ClickHouse 60 UNKNOWN_TABLE\): /)
      const failed = lines.filter(
        (l) => l.msg === 'handler failed with a non-retriable error; dead-lettering its batch',
      )
      expect(failed).to.have.length(1)
      expect(failed[0]!.level).to.equal('error')
    })

    it('retries the batch of a retriable failure with backoff, then stores it once', async function () {
      const groupId = `g-${uid()}`
      // A ClickHouse server nobody answers for: a real ECONNREFUSED, STORE_UNAVAILABLE.
      const down = createStore(
        testConfig({ CLICKHOUSE_URL: 'http://127.0.0.1:1', CLICKHOUSE_DATABASE: 'default' }),
        testLogger,
      )
      let failuresLeft = 2
      const handled: string[] = []
      const sub = await bus.subscribe(
        topics.reviews,
        oneByOne(groupId, handled, async (records) => {
          if (isR2(records) && failuresLeft-- > 0)
            await down.insert(
              'received',
              records.map((r) => ({ review_id: r.value.review_id })),
            )
        }),
      )
      try {
        await waitFor(async () => (await received()).length === 3, { what: 'three stored' })
      } finally {
        await sub.stop()
        await down.close()
      }
      expect(handled).to.deep.equal(['r-1', 'r-2', 'r-2', 'r-2', 'r-3'])
      expect(await received()).to.deep.equal(['r-1', 'r-2', 'r-3'])
      expect(await deadLettersOf(groupId)).to.deep.equal([])
      const retries = lines.filter((l) => l.msg === 'retrying records')
      expect(retries.map((l) => l.reason)).to.have.length(2)
      expect(String(retries[0]!.reason)).to.match(/^STORE_UNAVAILABLE: store unavailable: /)
    })

    it('dead-letters the one record an unclassified error keeps failing on, after a bounded number of tries, and stores the rest', async function () {
      const groupId = `g-${uid()}`
      const handled: string[][] = []
      const sub = await bus.subscribe(topics.reviews, {
        groupId,
        retry: { initialMs: 10, maxMs: 50 },
        maxUnclassifiedAttempts: 3,
        handle: async (records) => {
          handled.push(records.map((r) => r.value.review_id))
          // A handler bug on one odd record: nothing classifies a TypeError, so it is retried first.
          if (isR2(records))
            throw new TypeError("Cannot read properties of undefined (reading 'at')")
          await storeAll(records)
        },
      })
      await waitFor(async () => (await received()).length === 2, { what: 'r-1 and r-3 stored' })
      await sub.stop()
      expect(await received()).to.deep.equal(['r-1', 'r-3'])
      // r-2 alone was tried exactly three times, then given up; it was never stored.
      expect(handled.filter((b) => b.length === 1 && b[0] === 'r-2')).to.have.length(3)
      const letters = await deadLettersOf(groupId)
      expect(letters.map((l) => l.source_offset)).to.deep.equal(['1'])
      expect(letters[0]!.error).to.match(/^failed 3 times: Cannot read properties of undefined/)
      expect(
        lines.filter(
          (l) =>
            l.msg ===
            'handler failed one record repeatedly with an unclassified error; dead-lettering it',
        ),
      ).to.have.length(1)
    })

    it('keeps retrying an unclassified failure on a sequencer (onFatal stop) until it passes', async function () {
      const groupId = `g-${uid()}`
      let failuresLeft = 4
      const handled: string[] = []
      const sub = await bus.subscribe(
        topics.reviews,
        oneByOne(
          groupId,
          handled,
          async (records) => {
            if (isR2(records) && failuresLeft-- > 0) throw new Error('something unforeseen')
          },
          { onFatal: 'stop', maxUnclassifiedAttempts: 2 },
        ),
      )
      await waitFor(async () => (await received()).length === 3, { what: 'three stored' })
      await sub.stop()
      expect(handled.filter((id) => id === 'r-2')).to.have.length(5)
      expect(await deadLettersOf(groupId)).to.deep.equal([])
    })

    it('stops a sequencer at the record, logs it once, and commits nothing past it', async function () {
      const groupId = `g-${uid()}`
      const handled: string[] = []
      const sub = await bus.subscribe(
        topics.reviews,
        oneByOne(
          groupId,
          handled,
          async (records) => {
            if (isR2(records)) await failForGood(records)
          },
          { onFatal: 'stop' },
        ),
      )
      const stopLine =
        'consumer stopped: the handler failed with a non-retriable error; nothing from this record on is committed'
      await waitFor(async () => lines.some((l) => l.msg === stopLine), { what: 'the stop line' })
      // Long enough for r-3 to be handled had the subscription gone on (it takes milliseconds).
      await new Promise((resolve) => setTimeout(resolve, 1500))
      if (bus.consumerLag) {
        // The stuck group stays visible to an operator as lag (r-2 and r-3) until it is stopped.
        const lag = (await bus.consumerLag()).filter((l) => l.group === groupId)
        expect(lag.map((l) => l.lag)).to.deep.equal([2])
      }
      await sub.stop()
      expect(handled).to.deep.equal(['r-1', 'r-2'])
      expect(await received()).to.deep.equal(['r-1'])
      const stops = lines.filter((l) => l.msg === stopLine)
      expect(stops).to.have.length(1)
      expect(stops[0]).to.include({
        level: 'error',
        topic: topicName(topics.reviews, prefix),
        group: groupId,
        partition: 0,
        offset: '1',
      })
      expect(String(stops[0]!.reason)).to.match(
        /^STORE_QUERY_FAILED \(ClickHouse 60 UNKNOWN_TABLE\)/,
      )
      expect(await deadLettersOf(groupId)).to.deep.equal([])
      // Fixed and restarted, the group resumes at the record it stopped on.
      const again: string[] = []
      const resumed = await bus.subscribe(
        topics.reviews,
        oneByOne(groupId, again, async () => undefined, { onFatal: 'stop' }),
      )
      await waitFor(async () => again.length >= 2, { what: 'r-2 and r-3 again' })
      await resumed.stop()
      expect(again).to.deep.equal(['r-2', 'r-3'])
      expect(await received()).to.deep.equal(['r-1', 'r-2', 'r-3'])
    })
  })
}
