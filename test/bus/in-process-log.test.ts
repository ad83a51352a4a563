/**
 * The embedded bus honours each topic's declaration and keeps its logs on disk: retention by time
 * drops old segments, compaction keeps the newest record of each key (the filings topic), a
 * restart reads everything back from the segment files, a batch torn by a crash is rolled back,
 * and a BUS_DIR written by the pre-segment layout is carried over.
 */
import { expect } from 'chai'
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Review } from '../../schemas/avro/types.js'
import type { TopicDeclaration } from '../../topology/topics.js'
import { topics } from '../../topology/topics.js'
import {
  createInProcessBus,
  type InProcessBusOptions,
} from '../../services/shared/bus/in-process.js'
import type { Bus, DeliveredRecord } from '../../services/shared/bus/types.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { syntheticFiling } from '../bench/synthetic-filing.js'
import { testLogger, uid } from '../support/env.js'
import { lockReview } from '../support/reviews.js'
import { waitFor } from '../support/wait.js'

const hour = 3_600_000

/** A one-partition topic with Review records and a retention of one hour. */
const shortLived: TopicDeclaration<string, Review> = {
  ...topics.reviews,
  name: 'test.short-lived.v1',
  retentionMs: hour,
}

/** Everything a fresh group reads from the beginning, once the topic is drained. */
async function readAll<K, V>(
  bus: Bus,
  topic: TopicDeclaration<K, V>,
  expected: number,
): Promise<DeliveredRecord<K, V>[]> {
  const seen: DeliveredRecord<K, V>[] = []
  const sub = await bus.subscribe(topic, {
    groupId: `read-${uid()}`,
    handle: async (records) => {
      seen.push(...records)
    },
  })
  await waitFor(async () => seen.length >= expected, {
    what: `${expected} records`,
    timeoutMs: 10_000,
  })
  await new Promise((r) => setTimeout(r, 100)) // anything beyond the expected count would show now
  await sub.stop()
  return seen.sort((a, b) => a.partition - b.partition || Number(a.offset) - Number(b.offset))
}

describe('in-process bus: retention, compaction and logs on disk', function () {
  let dir: string
  let clock: number
  const buses: Bus[] = []
  const open = (extra: Partial<InProcessBusOptions> = {}, prefix = 'p.') => {
    const bus = createInProcessBus({
      serde: createAvroSerde(),
      logger: testLogger,
      dir,
      topicPrefix: prefix,
      now: () => new Date(clock),
      ...extra,
    })
    buses.push(bus)
    return bus
  }

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bus-log-'))
    clock = Date.parse('2026-11-01T00:00:00Z')
  })
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((b) => b.close()))
    rmSync(dir, { recursive: true, force: true })
  })

  it('drops the segments retention allows and keeps the rest, offsets unchanged', async function () {
    const bus = open({ segmentBytes: 1 }) // every batch in its own segment
    await bus.ensureTopics([shortLived, topics.deadLetters])
    await bus.publish(
      shortLived,
      [0, 1, 2].map((n) => ({ key: `k${n}`, value: lockReview(n) })),
    )
    clock += 30 * 60_000
    await bus.publish(
      shortLived,
      [3, 4].map((n) => ({ key: `k${n}`, value: lockReview(n) })),
    )
    clock += 45 * 60_000 // the first batch is now 75 minutes old, the second 45
    await bus.publish(shortLived, [{ key: 'k5', value: lockReview(5) }])
    const left = await readAll(bus, shortLived, 3)
    expect(left.map((r) => r.value.review_id)).to.deep.equal(['r-3', 'r-4', 'r-5'])
    expect(left.map((r) => r.offset)).to.deep.equal(['3', '4', '5'])
    expect(readdirSync(join(dir, 'topics', 'p.test.short-lived.v1', '0'))).to.have.length(2)

    // A quiet topic ages out too: with no new record, the cleaner still drops what expired.
    clock += 2 * hour
    await bus.close()
    const quiet = open({ segmentBytes: 1 })
    expect(await readAll(quiet, shortLived, 0)).to.deep.equal([])
    await quiet.publish(shortLived, [{ key: 'k6', value: lockReview(6) }])
    expect(
      (await readAll(quiet, shortLived, 1)).map((r) => [r.offset, r.value.review_id]),
    ).to.deep.equal([['6', 'r-6']])
  })

  it('keeps every record of a topic declared to keep them forever', async function () {
    const bus = open({ segmentBytes: 1 })
    await bus.ensureTopics([topics.reviews])
    await bus.publish(topics.reviews, [{ key: 'a', value: lockReview(1) }])
    clock += 3650 * 24 * hour
    await bus.publish(topics.reviews, [{ key: 'b', value: lockReview(2) }])
    expect((await readAll(bus, topics.reviews, 2)).map((r) => r.value.review_id)).to.deep.equal([
      'r-1',
      'r-2',
    ])
  })

  it('compacts the filings topic by key: the newest document of each accession stays, offsets keep their gaps', async function () {
    const bus = open({ segmentBytes: 1 })
    await bus.ensureTopics([topics.filings])
    const first = [1, 2, 3].map((n) => syntheticFiling(n, 5_000, 1))
    await bus.publish(
      topics.filings,
      first.map((value) => ({ key: value.accession, value })),
    )
    await bus.publish(
      topics.filings,
      [syntheticFiling(1, 5_000, 2), syntheticFiling(2, 5_000, 2)].map((value) => ({
        key: value.accession,
        value,
      })),
    )
    await bus.publish(
      topics.filings,
      [syntheticFiling(4, 5_000, 1)].map((value) => ({ key: value.accession, value })),
    ) // rolls, so the second batch's segment is closed
    const records = await readAll(bus, topics.filings, 4)
    // Kafka's compaction never renumbers: the survivors keep the offsets they were given.
    const offsetOf = (accession: string) => records.find((r) => r.key === accession)?.offset
    expect(Number(offsetOf(first[0]!.accession))).to.be.greaterThan(0)
    expect(Number(offsetOf(first[1]!.accession))).to.be.greaterThan(0)
    const byAccession = new Map(records.map((r) => [r.key, r.value.documents[0]!.text.slice(0, 9)]))
    expect(records).to.have.length(4)
    expect(Object.fromEntries(byAccession)).to.deep.equal({
      [first[0]!.accession]: 'Version 2',
      [first[1]!.accession]: 'Version 2',
      [first[2]!.accession]: 'Version 1',
      [syntheticFiling(4).accession]: 'Version 1',
    })
    const bytesOnDisk = () =>
      readdirSync(join(dir, 'topics', 'p.catalyst.filings.v1'), { recursive: true })
        .map((f) => join(dir, 'topics', 'p.catalyst.filings.v1', String(f)))
        .filter((f) => f.endsWith('.seg'))
        .reduce((sum, f) => sum + statSync(f).size, 0)
    expect(bytesOnDisk()).to.be.lessThan(5 * 5_000 + 5_000) // 6 documents published, the 2 superseded ones are gone

    // A delete marker removes the key once it is older than the tombstone retention.
    await bus.publishRaw(topics.filings, [
      { key: await createAvroSerde().encode('StringKey', 'x', first[2]!.accession), value: null },
    ])
    clock += 2 * 86_400_000
    await bus.publish(
      topics.filings,
      [syntheticFiling(5, 100, 1)].map((value) => ({ key: value.accession, value })),
    )
    await bus.publish(
      topics.filings,
      [syntheticFiling(6, 100, 1)].map((value) => ({ key: value.accession, value })),
    )
    const after = await readAll(bus, topics.filings, 5)
    expect(after.map((r) => r.key).sort()).to.deep.equal(
      [
        first[0]!.accession,
        first[1]!.accession,
        syntheticFiling(4).accession,
        syntheticFiling(5).accession,
        syntheticFiling(6).accession,
      ].sort(),
    )
  })

  it('reads everything back from disk after a restart, and a group resumes where it committed', async function () {
    const filings = Array.from({ length: 40 }, (_, i) => syntheticFiling(i, 3_000))
    const before = open({ segmentBytes: 20_000 })
    await before.ensureTopics([topics.filings])
    await before.publish(
      topics.filings,
      filings.slice(0, 25).map((value) => ({ key: value.accession, value })),
    )
    let delivered = 0
    const sub = await before.subscribe(topics.filings, {
      groupId: 'resume',
      handle: async (records) => {
        delivered += records.length
      },
    })
    await waitFor(async () => delivered === 25, { what: '25 filings delivered' })
    await sub.stop()
    const firstRead = await readAll(before, topics.filings, 25)
    await before.close()

    const after = open({ segmentBytes: 20_000 })
    await after.publish(
      topics.filings,
      filings.slice(25).map((value) => ({ key: value.accession, value })),
    )
    const reread = await readAll(after, topics.filings, 40)
    expect(
      reread
        .filter((r) => firstRead.some((f) => f.partition === r.partition && f.offset === r.offset))
        .map((r) => JSON.stringify([r.partition, r.offset, r.key, r.value, r.timestamp])),
    ).to.deep.equal(
      firstRead.map((r) => JSON.stringify([r.partition, r.offset, r.key, r.value, r.timestamp])),
    )
    expect(
      JSON.parse(
        JSON.stringify(
          reread.map((r) => r.value).sort((a, b) => a.accession.localeCompare(b.accession)),
        ),
      ),
    ).to.deep.equal(filings)
    const resumed: string[] = []
    const again = await after.subscribe(topics.filings, {
      groupId: 'resume',
      handle: async (records) => {
        resumed.push(...records.map((r) => r.key))
      },
    })
    await waitFor(async () => resumed.length >= 15, { what: 'the 15 new filings' })
    await new Promise((r) => setTimeout(r, 100))
    await again.stop()
    expect(resumed.sort()).to.deep.equal(
      filings
        .slice(25)
        .map((f) => f.accession)
        .sort(),
    )
    expect(await after.consumerLag!()).to.deep.equal([])
  })

  it("reports each live group's lag per partition", async function () {
    const bus = open()
    await bus.ensureTopics([topics.reviews])
    await bus.publish(
      topics.reviews,
      [1, 2, 3].map((n) => ({ key: `k${n}`, value: lockReview(n) })),
    )
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const sub = await bus.subscribe(topics.reviews, {
      groupId: 'slow',
      maxBatchRecords: 1,
      handle: async () => {
        await gate
      },
    })
    expect(await bus.consumerLag!()).to.deep.equal([
      { group: 'slow', topic: 'p.catalyst.reviews.v1', partition: 0, lag: 3 },
    ])
    release()
    await waitFor(async () => (await bus.consumerLag!())[0]!.lag === 0, { what: 'lag 0' })
    await sub.stop()
  })

  it('rolls back a batch a crash left half-written, and keeps the batches before it', async function () {
    const bus = open()
    await bus.ensureTopics([topics.reviews])
    await bus.publish(
      topics.reviews,
      [1, 2].map((n) => ({ key: `k${n}`, value: lockReview(n) })),
    )
    await bus.close()
    const segment = join(
      dir,
      'topics',
      'p.catalyst.reviews.v1',
      '0',
      `${'0'.padStart(20, '0')}.seg`,
    )
    const sizeBefore = statSync(segment).size
    // The state a crash leaves after the frames of a batch were written, before its journal was removed.
    const writer = open()
    await writer.publish(
      topics.reviews,
      [3, 4].map((n) => ({ key: `k${n}`, value: lockReview(n) })),
    )
    await writer.close()
    writeFileSync(join(dir, 'batch.journal'), JSON.stringify([{ path: segment, size: sizeBefore }]))
    const reopened = open()
    expect(
      (await readAll(reopened, topics.reviews, 2)).map((r) => r.value.review_id),
    ).to.deep.equal(['r-1', 'r-2'])
    await reopened.publish(topics.reviews, [{ key: 'k5', value: lockReview(5) }])
    expect(
      (await readAll(reopened, topics.reviews, 3)).map((r) => [r.offset, r.value.review_id]),
    ).to.deep.equal([
      ['0', 'r-1'],
      ['1', 'r-2'],
      ['2', 'r-5'],
    ])
  })

  it('carries a BUS_DIR written in the pre-segment layout over, a torn last frame ignored', async function () {
    const serde = createAvroSerde()
    const legacyDir = join(dir, 'topics', 'p.catalyst.reviews.v1')
    mkdirSync(legacyDir, { recursive: true })
    const legacy = join(legacyDir, '0.log')
    for (const n of [1, 2])
      appendFileSync(
        legacy,
        legacyFrame(
          await serde.encode('StringKey', 'k', `k${n}`),
          await serde.encode('Review', 'v', lockReview(n)),
        ),
      )
    appendFileSync(legacy, legacyFrame(Buffer.from('k9'), Buffer.from('torn')).subarray(0, 10))
    const bus = open()
    expect(
      (await readAll(bus, topics.reviews, 2)).map((r) => [r.offset, r.value.review_id]),
    ).to.deep.equal([
      ['0', 'r-1'],
      ['1', 'r-2'],
    ])
    await bus.publish(topics.reviews, [{ key: 'k3', value: lockReview(3) }])
    expect((await readAll(bus, topics.reviews, 3)).map((r) => r.offset)).to.deep.equal([
      '0',
      '1',
      '2',
    ])
    expect(readdirSync(legacyDir)).to.deep.equal(['0'])
  })
})

/** The frame the bus wrote before segments: no offset in it. */
function legacyFrame(key: Buffer, value: Buffer): Buffer {
  const headers = Buffer.from('{}')
  const body = Buffer.alloc(8 + 4 + key.length + 4 + value.length + 4 + headers.length)
  let at = body.writeBigInt64BE(BigInt(Date.parse('2026-10-01T00:00:00Z')), 0)
  at = body.writeInt32BE(key.length, at)
  at += key.copy(body, at)
  at = body.writeInt32BE(value.length, at)
  at += value.copy(body, at)
  at = body.writeUInt32BE(headers.length, at)
  headers.copy(body, at)
  const length = Buffer.alloc(4)
  length.writeUInt32BE(body.length)
  return Buffer.concat([length, body])
}
