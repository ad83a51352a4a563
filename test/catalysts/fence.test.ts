/**
 * The fenced single sequencer (services/catalysts/fence.ts, issue 17): two catalysts stage
 * instances at once on one store, one of them paused in the middle of a batch write (its store
 * calls held at an insert, as a SIGSTOP between two statements would) and resumed after the other
 * took over. Whatever the interleaving, the committed tables and the served stream equal those of
 * one uninterrupted instance: event ids unique and ascending, nothing lost, nothing duplicated, and
 * the paused instance (the zombie) commits nothing after the takeover and says so in its log.
 *
 * Both instances consume every input (two consumer groups on one in-process bus: the worst case, a
 * second full pipeline), so the only thing keeping the stream single is the fence at the store.
 * chDB binds a data directory to one process, so the two instances share this process and its
 * chDB; the fence itself is the marker INSERT's deduplication and the epoch table, both in the store.
 */
import { expect } from 'chai'
import { Writable } from 'node:stream'
import { topics } from '../../topology/topics.js'
import type { ExtractedAssertions } from '../../schemas/avro/types.js'
import { EventIndex } from '../../services/api/read-model/event-index.js'
import { readEventsPage } from '../../services/api/read-model/store-reads.js'
import { batchesTable } from '../../services/catalysts/tables.js'
import { batchId, batchTables } from '../../services/catalysts/batches.js'
import { committedBatchSql } from '../../services/shared/store/batched.js'
import { createCatalystsStage } from '../../services/catalysts/service.js'
import { createLogger } from '../../services/shared/logger.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { busFlavours, type BusFlavour } from '../support/buses.js'
import { testLogger, testStore, uid } from '../support/env.js'
import { waitFor } from '../support/wait.js'
import { issuerLookup } from './support/cases.js'
import { scenarioSteps } from './support/scenario.js'
import { currentRows, processedCount, stageTables, waitProcessed } from './support/tables.js'
import { QUICK_CRASH_STAGE } from './support/stage-options.js'

const options = QUICK_CRASH_STAGE

const records = scenarioSteps().flatMap((s) => (s.kind === 'assertions' ? [s.record] : []))
const firstPart = records.slice(0, 12)
const crashPart = records.slice(12, -1)
const lastPart = records.slice(-1)

/**
 * The store as one instance sees it (its own object, so its in-process commit head is its own),
 * holding before the `at`-th insert of a batch (rows or marker) once armed, until released.
 */
function pausableStore(
  store: Store,
  matches: (table: string) => boolean = (t) => t in batchTables || t === 'catalyst_batches',
) {
  let armed = 0
  let seen = 0
  let release!: () => void
  const gate = new Promise<void>((r) => {
    release = r
  })
  let paused!: () => void
  const pausedAt = new Promise<void>((r) => {
    paused = r
  })
  const wrapped = Object.create(store) as Store
  wrapped.insert = async (table, rows, insertOptions) => {
    if (armed > 0 && matches(table) && ++seen === armed) {
      paused()
      await gate
    }
    return store.insert(table, rows, insertOptions)
  }
  wrapped.close = async () => undefined
  return {
    store: wrapped,
    arm: (at: number) => {
      armed = at
    },
    pausedAt,
    release,
  }
}

/** A logger whose lines a test can read. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = []
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n')) if (l) lines.push(JSON.parse(l))
      done()
    },
  })
  return { logger: createLogger({ level: 'info', name: 'fence-test' }, sink), lines }
}

async function tables(store: Store): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {}
  for (const table of Object.keys(stageTables)) out[table] = await currentRows(store, table)
  return out
}

/** Every stored row of a batch table that no marker names (a zombie's or a crashed write's). */
async function invisibleRows(store: Store): Promise<number> {
  let n = 0
  for (const table of Object.keys(batchTables)) {
    const [row] = await store.query<{ n: number }>(
      `SELECT count() AS n FROM {db:Identifier}.${table} WHERE NOT ${committedBatchSql(batchesTable)}`,
    )
    n += Number(row?.n ?? 0)
  }
  return n
}

async function setup(label: string, flavour: BusFlavour = busFlavours[0]!) {
  const store = await testStore(label)
  const bus = await flavour.make(`${label}${uid()}.`)
  await bus.ensureTopics([
    topics.assertions,
    topics.reviews,
    topics.events,
    topics.merges,
    topics.deadLetters,
  ])
  const publish = (list: ExtractedAssertions[]) =>
    bus.publish(
      topics.assertions,
      list.map((value) => ({ key: value.accession, value })),
    )
  return { store, bus, publish, lookupIssuer: issuerLookup() }
}

/** What /v1/events serves from the start, on the index path and the store path: the committed events' ids. */
async function expectServed(store: Store, t: Record<string, unknown[]>): Promise<void> {
  const committed = (t.events as Array<{ event_id: number }>).map((e) => e.event_id)
  const index = new EventIndex(store, testLogger)
  expect(await index.warm()).to.equal(true)
  const page = JSON.parse(index.page({ since: 0, limit: 1000 }, '2026-01-15').toString('utf8')) as {
    data: Array<{ event_id: number }>
  }
  expect(
    page.data.map((e) => e.event_id),
    'index path',
  ).to.deep.equal(committed)
  const direct = await readEventsPage(store, { since: 0, limit: 1000 }, '2026-01-15')
  expect(
    direct.events.map((e) => e.event_id),
    'store path',
  ).to.deep.equal(committed)
}

function expectSingleStream(t: Record<string, unknown[]>): void {
  const ids = (t.events as Array<{ event_id: number }>).map((e) => e.event_id)
  expect(new Set(ids).size, 'event ids unique').to.equal(ids.length)
  expect(ids, 'event ids ascending').to.deep.equal([...ids].sort((a, b) => a - b))
}

describe('catalysts sequencer fenced: two instances at once, one paused mid-batch', function () {
  this.timeout(600_000)
  let reference: Record<string, unknown[]>

  before(async function () {
    const { store, bus, publish, lookupIssuer } = await setup('fence_ref')
    const stage = createCatalystsStage({
      store,
      bus,
      logger: testLogger,
      lookupIssuer,
      options: { ...options, groupId: `ref-${uid()}` },
    })
    await stage.start()
    try {
      await publish(firstPart)
      await waitProcessed(store, firstPart.length)
      await publish(crashPart)
      await waitProcessed(store, firstPart.length + crashPart.length)
      await publish(lastPart)
      await waitProcessed(store, records.length)
    } finally {
      await stage.stop()
    }
    reference = await tables(store)
    expectSingleStream(reference)
    await bus.close()
    await store.close()
  })

  const zombieLoses = async (flavour: BusFlavour): Promise<void> => {
    const { store, bus, publish, lookupIssuer } = await setup('fence_lose', flavour)
    const zombieLog = capturingLogger()
    const paused = pausableStore(store)
    const zombie = createCatalystsStage({
      store: paused.store,
      bus,
      logger: zombieLog.logger,
      lookupIssuer,
      options: { ...options, groupId: `a-${uid()}` },
    })
    const successor = createCatalystsStage({
      store: Object.create(store) as Store,
      bus,
      logger: testLogger,
      lookupIssuer,
      options: { ...options, groupId: `b-${uid()}` },
    })
    try {
      await zombie.start()
      await publish(firstPart)
      await waitProcessed(store, firstPart.length)
      // Paused after the catalyst_state and catalyst_merges inserts of the next batch.
      paused.arm(3)
      await publish([...crashPart, ...lastPart])
      await paused.pausedAt
      await successor.start()
      await waitProcessed(store, records.length, 'the successor, with the zombie paused')
      const whileZombiePaused = await tables(store)
      paused.release()
      await waitFor(async () => zombie.fenced() !== null, {
        what: 'the zombie fenced',
        timeoutMs: 30_000,
      })
      // The zombie's batch rows landed after the takeover: stored, and invisible.
      expect(
        await invisibleRows(store),
        'the zombie wrote its rows after resuming',
      ).to.be.greaterThan(0)
      const after = await tables(store)
      expect(after).to.deep.equal(whileZombiePaused)
      for (const table of Object.keys(stageTables))
        expect(after[table], table).to.deep.equal(reference[table])
      expectSingleStream(after)
      await expectServed(store, after)
      expect(await processedCount(store)).to.equal(records.length)
      const fencedLines = zombieLog.lines.filter((l) => String(l.msg).startsWith('fenced'))
      expect(fencedLines, 'the zombie logs that it was fenced').to.have.length(1)
      expect(fencedLines[0]).to.include({ epoch: 1, newest: 2 })
    } finally {
      paused.release()
      await zombie.stop()
      await successor.stop()
    }
    // The next instance cleans what the zombie left (no marker will ever name it).
    const third = createCatalystsStage({
      store: Object.create(store) as Store,
      bus,
      logger: testLogger,
      lookupIssuer,
      options: { ...options, groupId: `c-${uid()}` },
    })
    await third.start()
    await third.stop()
    expect(await invisibleRows(store)).to.equal(0)
    expect(await tables(store)).to.deep.equal(reference)
    await bus.close()
    await store.close()
  }

  it('the paused instance resumes after the takeover: its marker loses the position, its commit is refused and logged, nothing of it is visible', async () => {
    await zombieLoses(busFlavours[0]!)
  })

  // The bus does not take part in the fence; on the real broker the same holds (each instance in its own group).
  it('the same on a real Kafka broker', async () => {
    await zombieLoses(busFlavours[1]!)
  })

  it('serves no row that no marker names, even below the head (index path and store path)', async () => {
    const { store, bus, publish, lookupIssuer } = await setup('fence_orphan')
    const stage = createCatalystsStage({
      store,
      bus,
      logger: testLogger,
      lookupIssuer,
      options: { ...options, groupId: `a-${uid()}` },
    })
    await stage.start()
    try {
      await publish(firstPart)
      await waitProcessed(store, firstPart.length)
    } finally {
      await stage.stop()
    }
    // A zombie's row: a new id and a rewrite of a committed one, tagged with a batch id below the head that no marker names.
    const [row] = await store.query<Record<string, unknown>>(
      'SELECT * FROM {db:Identifier}.events ORDER BY event_id LIMIT 1',
    )
    const orphan = batchId(1, 0)
    await store.insert('events', [
      { ...row, event_id: 100_000, batch: orphan },
      { ...row, version: 99, event_type: 'corrected', batch: orphan },
    ])
    const t = await tables(store)
    expect((t.events as Array<{ event_id: number }>).map((e) => e.event_id)).to.not.include(100_000)
    expect((t.events as Array<{ event_type: string }>)[0]!.event_type).to.not.equal('corrected')
    await expectServed(store, t)
    await bus.close()
    await store.close()
  })

  it('the paused instance resumes during the takeover and wins its in-flight position: the successor builds on it, the zombie is fenced at its next batch', async () => {
    const { store, bus, publish, lookupIssuer } = await setup('fence_win')
    const zombieLog = capturingLogger()
    const paused = pausableStore(store)
    // The successor held at its takeover marker, until the zombie's marker has landed.
    const successorStore = pausableStore(store, (t) => t === 'catalyst_batches')
    const zombie = createCatalystsStage({
      store: paused.store,
      bus,
      logger: zombieLog.logger,
      lookupIssuer,
      options: { ...options, groupId: `a-${uid()}` },
    })
    const successorLog = capturingLogger()
    const successor = createCatalystsStage({
      store: successorStore.store,
      bus,
      logger: successorLog.logger,
      lookupIssuer,
      options: { ...options, groupId: `b-${uid()}` },
    })
    try {
      await zombie.start()
      await publish(firstPart)
      await waitProcessed(store, firstPart.length)
      // Paused right before the marker of the crash part's batch (its 7 row inserts done).
      paused.arm(Object.keys(batchTables).length + 1)
      await publish(crashPart)
      await paused.pausedAt
      successorStore.arm(1)
      const starting = successor.start()
      await successorStore.pausedAt
      paused.release()
      await waitProcessed(
        store,
        firstPart.length + crashPart.length,
        "the zombie's in-flight batch committed",
      )
      successorStore.release()
      await starting
      expect(
        successorLog.lines.some(
          (l) => l.msg === 'took the sequence over from an earlier instance' && l.lost === 1,
        ),
        'the takeover lost one position',
      ).to.equal(true)
      await publish(lastPart)
      await waitProcessed(store, records.length, 'the successor')
      await waitFor(async () => zombie.fenced() !== null, {
        what: 'the zombie fenced at its next batch',
        timeoutMs: 30_000,
      })
      const after = await tables(store)
      for (const table of Object.keys(stageTables))
        expect(after[table], table).to.deep.equal(reference[table])
      expectSingleStream(after)
      expect(zombieLog.lines.filter((l) => String(l.msg).startsWith('fenced'))).to.have.length(1)
    } finally {
      paused.release()
      successorStore.release()
      await zombie.stop()
      await successor.stop()
      await bus.close()
      await store.close()
    }
  })
})
