/**
 * One behavioural suite, run on every bus: the in-process bus (embedded default) and the Kafka bus
 * on a real broker, with and without the schema registry's wire format. Records are real topic
 * records (Avro), effects land in the real ClickHouse engine.
 */
import { expect } from 'chai'
import type { Review } from '../../schemas/avro/types.js'
import { topics } from '../../topology/topics.js'
import type { Bus, DeliveredRecord, Outcome } from '../../services/shared/bus/types.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { busFlavours } from '../support/buses.js'
import { testStore, uid } from '../support/env.js'
import { lockReview } from '../support/reviews.js'
import { waitFor } from '../support/wait.js'

async function receivedTable(store: Store): Promise<void> {
  await store.command(`CREATE TABLE {db:Identifier}.received (review_id String, catalyst_id Int64, delivered_at DateTime64(3, 'UTC') DEFAULT now64(3))
    ENGINE = ReplacingMergeTree ORDER BY review_id`)
}

/** An idempotent handler: effects are keyed by review_id, so a redelivery changes nothing. */
function storeReviews(store: Store) {
  return async (records: DeliveredRecord<string, Review>[]) => {
    await store.insert(
      'received',
      records.map((r) => ({ review_id: r.value.review_id, catalyst_id: r.value.catalyst_id })),
    )
  }
}

async function receivedIds(store: Store): Promise<string[]> {
  return (
    await store.query<{ review_id: string }>(
      'SELECT review_id FROM {db:Identifier}.received FINAL ORDER BY review_id',
    )
  ).map((r) => r.review_id)
}

async function deadLetters(bus: Bus, groupId: string, count: number) {
  const letters: Array<{
    key: string
    error: string
    source_offset: string
    value: Buffer | null
  }> = []
  const sub = await bus.subscribe(topics.deadLetters, {
    groupId,
    handle: async (records) => {
      for (const r of records)
        letters.push({
          key: r.key,
          error: r.value.error,
          source_offset: r.value.source_offset,
          value: r.value.value,
        })
    },
  })
  await waitFor(async () => letters.length >= count, { what: `${count} dead letters` })
  await sub.stop()
  return letters
}

for (const flavour of busFlavours) {
  describe(`bus behaviour: ${flavour.name}`, function () {
    let bus: Bus
    let store: Store
    let prefix: string

    beforeEach(async function () {
      prefix = `t${uid()}.`
      bus = await flavour.make(prefix)
      await bus.ensureTopics([topics.reviews, topics.filings, topics.deadLetters])
      store = await testStore('bus')
      await receivedTable(store)
    })
    afterEach(async function () {
      await bus.close()
      await store.close()
    })

    it('delivers Avro records to a consumer group and stores each one exactly once', async function () {
      const sent = Array.from({ length: 50 }, (_, i) => lockReview(i))
      await bus.publish(
        topics.reviews,
        sent.map((value) => ({ key: value.review_id, value })),
      )
      const sub = await bus.subscribe(topics.reviews, {
        groupId: `g-${uid()}`,
        handle: storeReviews(store),
        maxBatchRecords: 7,
      })
      await waitFor(async () => (await receivedIds(store)).length === 50, {
        what: '50 stored reviews',
      })
      await sub.stop()
      expect(await receivedIds(store)).to.deep.equal(sent.map((r) => r.review_id).sort())
      const rows = await store.query<{ n: number }>(
        'SELECT count() AS n FROM {db:Identifier}.received',
      )
      expect(rows[0]!.n).to.equal(50)
    })

    it('keeps per-key order across partitions', async function () {
      const seen = new Map<string, number[]>()
      const keys = ['0000000001-26-000001', '0000000002-26-000002', '0000000003-26-000003']
      const filing = (key: string, n: number) => ({
        accession: key,
        cik: '0000000001',
        ciks: ['0000000001'],
        company: null,
        form: '8-K',
        filed_date: '2026-11-01',
        accepted_at: null,
        source_url: 'https://www.sec.gov/x',
        documents: [],
        discovery_lane: 'atom' as const,
        query_matched: String(n),
        discovered_at: '2026-11-01T00:00:00Z',
        truncation: null,
      })
      const records = []
      for (let n = 0; n < 20; n++)
        for (const key of keys) records.push({ key, value: filing(key, n) })
      await bus.publish(topics.filings, records)
      const sub = await bus.subscribe(topics.filings, {
        groupId: `g-${uid()}`,
        handle: async (batch) => {
          for (const r of batch)
            seen.set(r.key, [...(seen.get(r.key) ?? []), Number(r.value.query_matched)])
        },
      })
      await waitFor(async () => [...seen.values()].reduce((n, v) => n + v.length, 0) === 60, {
        what: '60 filings',
      })
      await sub.stop()
      for (const key of keys)
        expect(seen.get(key)).to.deep.equal(Array.from({ length: 20 }, (_, i) => i))
    })

    it('with partitionsConcurrently, a batch held on one partition does not hold the others', async function () {
      // Accessions spread over the partitions (which partition each lands on is read below).
      const keys = Array.from(
        { length: 12 },
        (_, i) => `0000000009-26-${String(i).padStart(6, '0')}`,
      )
      const filing = (key: string, n: number) => ({
        accession: key,
        cik: '0000000009',
        ciks: ['0000000009'],
        company: null,
        form: '8-K',
        filed_date: '2026-11-01',
        accepted_at: null,
        source_url: 'https://www.sec.gov/x',
        documents: [],
        discovery_lane: 'atom' as const,
        query_matched: String(n),
        discovered_at: '2026-11-01T00:00:00Z',
        truncation: null,
      })
      const held = keys[0]!
      let release!: () => void
      const released = new Promise<void>((resolve) => (release = resolve))
      const seen = new Map<string, number[]>()
      await bus.publish(
        topics.filings,
        keys.flatMap((key) => [0, 1].map((n) => ({ key, value: filing(key, n) }))),
      )
      // Where each key landed, read by a group of its own.
      const partitionOf = new Map<string, number>()
      const survey = await bus.subscribe(topics.filings, {
        groupId: `g-${uid()}`,
        handle: async (batch) => {
          for (const r of batch) partitionOf.set(r.key, r.partition)
        },
      })
      await waitFor(async () => partitionOf.size === keys.length, { what: 'every key surveyed' })
      await survey.stop()
      const free = keys.filter((key) => partitionOf.get(key) !== partitionOf.get(held))
      expect(free.length, 'keys on partitions other than the held one').to.be.above(3)
      const sub = await bus.subscribe(topics.filings, {
        groupId: `g-${uid()}`,
        partitionsConcurrently: topics.filings.partitions,
        maxBatchRecords: 1,
        handle: async (batch) => {
          for (const r of batch) {
            // The held key's first record stalls its partition's batch until released.
            if (r.key === held && r.value.query_matched === '0') await released
            seen.set(r.key, [...(seen.get(r.key) ?? []), Number(r.value.query_matched)])
          }
        },
      })
      try {
        // Every record of the other partitions arrives while the held one stalls.
        await waitFor(async () => free.every((key) => seen.get(key)?.length === 2) || null, {
          timeoutMs: 60_000,
          what: 'the records of the partitions not held',
        })
        // And so do records published to them while it stalls (a stalled filing must not hold
        // the filings that arrive behind it on other partitions).
        await bus.publish(
          topics.filings,
          free.map((key) => ({ key, value: filing(key, 2) })),
        )
        await waitFor(async () => free.every((key) => seen.get(key)?.length === 3) || null, {
          timeoutMs: 60_000,
          what: 'the records published to the partitions not held while one stalls',
        })
        expect(seen.has(held), 'the held record is not done').to.equal(false)
      } finally {
        release()
      }
      // Stopped once every record was handled: the held partition's records behind the held one
      // are handled after the release, not when the held key is done.
      const expected = (key: string) => (free.includes(key) ? [0, 1, 2] : [0, 1])
      await waitFor(
        async () => keys.every((key) => seen.get(key)?.length === expected(key).length) || null,
        { what: 'every record, those of the held partition too' },
      )
      await sub.stop()
      for (const key of keys) expect(seen.get(key), key).to.deep.equal(expected(key))
    })

    it('resumes a group from its committed offset after a stop', async function () {
      const groupId = `g-${uid()}`
      await bus.publish(
        topics.reviews,
        [0, 1, 2, 3, 4].map((n) => ({ key: `r-${n}`, value: lockReview(n) })),
      )
      const firstRun: string[] = []
      let sub = await bus.subscribe(topics.reviews, {
        groupId,
        handle: async (rs) => {
          firstRun.push(...rs.map((r) => r.value.review_id))
        },
      })
      await waitFor(async () => firstRun.length === 5, { what: 'first five' })
      await sub.stop()
      await bus.publish(
        topics.reviews,
        [5, 6, 7].map((n) => ({ key: `r-${n}`, value: lockReview(n) })),
      )
      const secondRun: string[] = []
      sub = await bus.subscribe(topics.reviews, {
        groupId,
        handle: async (rs) => {
          secondRun.push(...rs.map((r) => r.value.review_id))
        },
      })
      await waitFor(async () => secondRun.length >= 3, { what: 'three new records' })
      await sub.stop()
      expect(secondRun).to.deep.equal(['r-5', 'r-6', 'r-7'])
    })

    it('sends a record that does not decode to the dead-letter topic and processes the next one', async function () {
      await bus.publish(topics.reviews, [{ key: 'r-1', value: lockReview(1) }])
      await bus.publishRaw(topics.reviews, [
        { key: null, value: Buffer.from([0xff, 0x00, 0x13, 0x37]) },
      ])
      await bus.publish(topics.reviews, [{ key: 'r-2', value: lockReview(2) }])
      const sub = await bus.subscribe(topics.reviews, {
        groupId: `g-${uid()}`,
        handle: storeReviews(store),
      })
      await waitFor(async () => (await receivedIds(store)).length === 2, {
        what: 'both good records',
      })
      await sub.stop()
      expect(await receivedIds(store)).to.deep.equal(['r-1', 'r-2'])
      const [letter] = await deadLetters(bus, `dlq-${uid()}`, 1)
      expect(letter!.error).to.match(/cannot decode/)
      expect(letter!.source_offset).to.equal('1')
      expect(letter!.value).to.deep.equal(Buffer.from([0xff, 0x00, 0x13, 0x37]))
    })

    it('retries a record whose dependency is down, then stores it once, without losing its successors', async function () {
      await bus.publish(
        topics.reviews,
        [1, 2, 3].map((n) => ({ key: `r-${n}`, value: lockReview(n) })),
      )
      let failuresLeft = 2
      const handled: string[] = []
      const sub = await bus.subscribe(topics.reviews, {
        groupId: `g-${uid()}`,
        retry: { initialMs: 10, maxMs: 50 },
        handle: async (records) => {
          const outcomes: Outcome[] = []
          for (const r of records) {
            handled.push(r.value.review_id)
            if (r.value.review_id === 'r-2' && failuresLeft > 0) {
              failuresLeft--
              outcomes.push({ result: 'retry', reason: 'store unavailable' })
            } else {
              await store.insert('received', [
                { review_id: r.value.review_id, catalyst_id: r.value.catalyst_id },
              ])
              outcomes.push({ result: 'ok' })
            }
          }
          return outcomes
        },
      })
      await waitFor(async () => (await receivedIds(store)).length === 3, { what: 'three stored' })
      await sub.stop()
      expect(handled.filter((id) => id === 'r-2')).to.have.length(3)
      expect(await receivedIds(store)).to.deep.equal(['r-1', 'r-2', 'r-3'])
    })

    it('dead-letters what the handler rejects, drops what it ignores, and moves on', async function () {
      await bus.publish(
        topics.reviews,
        [1, 2, 3].map((n) => ({ key: `r-${n}`, value: lockReview(n) })),
      )
      const sub = await bus.subscribe(topics.reviews, {
        groupId: `g-${uid()}`,
        handle: async (records) => {
          await store.insert(
            'received',
            records
              .filter((r) => r.value.review_id === 'r-3')
              .map((r) => ({ review_id: r.value.review_id, catalyst_id: r.value.catalyst_id })),
          )
          return records.map((r): Outcome =>
            r.value.review_id === 'r-1'
              ? { result: 'dead-letter', reason: 'unknown catalyst' }
              : r.value.review_id === 'r-2'
                ? { result: 'drop', reason: 'duplicate' }
                : { result: 'ok' },
          )
        },
      })
      await waitFor(async () => (await receivedIds(store)).length === 1, { what: 'r-3 stored' })
      await sub.stop()
      const letters = await deadLetters(bus, `dlq-${uid()}`, 1)
      expect(letters.map((l) => l.error)).to.deep.equal(['unknown catalyst'])
    })

    // With partitionsConcurrently the Kafka bus handles a batch apart from its fetch loop: stop()
    // must still wait for it and commit it before leaving the group.
    for (const partitionsConcurrently of [undefined, 3])
      it(`on stop, lets the batch in flight finish and commits it${partitionsConcurrently ? ' (partitionsConcurrently)' : ''}`, async function () {
        const groupId = `g-${uid()}`
        await bus.publish(
          topics.reviews,
          [1, 2].map((n) => ({ key: `r-${n}`, value: lockReview(n) })),
        )
        let entered!: () => void
        const inFlight = new Promise<void>((resolve) => {
          entered = resolve
        })
        let release!: () => void
        const gate = new Promise<void>((resolve) => {
          release = resolve
        })
        const handled: string[] = []
        let sub = await bus.subscribe(topics.reviews, {
          groupId,
          ...(partitionsConcurrently ? { partitionsConcurrently } : {}),
          handle: async (records) => {
            entered()
            await gate
            handled.push(...records.map((r) => r.value.review_id))
            await storeReviews(store)(records)
          },
        })
        await inFlight
        const stopped = sub.stop()
        release()
        await stopped
        expect(await receivedIds(store)).to.deep.equal(['r-1', 'r-2'])
        // Reopen the group: nothing is redelivered because the drained batch was committed.
        const again: string[] = []
        await bus.publish(topics.reviews, [{ key: 'r-3', value: lockReview(3) }])
        sub = await bus.subscribe(topics.reviews, {
          groupId,
          handle: async (rs) => {
            again.push(...rs.map((r) => r.value.review_id))
          },
        })
        await waitFor(async () => again.includes('r-3'), { what: 'r-3' })
        await sub.stop()
        expect(again).to.deep.equal(['r-3'])
      })

    it('refuses to publish a value its topic schema does not describe', async function () {
      const bad = { ...lockReview(1), action: 'delete-everything' } as unknown as Review
      let error: unknown
      try {
        await bus.publish(topics.reviews, [{ key: 'r-1', value: bad }])
      } catch (e) {
        error = e
      }
      expect((error as { code?: string }).code).to.equal('SERDE_ENCODE_FAILED')
      expect((error as Error).message).to.match(/action/)
    })
  })
}
