/**
 * A crash in the middle of a batch write changes nothing (issue 12): the stage is stopped dead
 * right after each insert of a batch in turn (its store refuses every later call, as a killed
 * process would make no more), the served stream is checked while it lies dead, then a fresh stage
 * instance recovers from the same chDB tables and the same topics. The final served event stream
 * (the /v1/events index) and every stage table must equal those of a run that was never
 * interrupted: same events, ids, dates, outcomes, accessions, drugs, tickers, catalysts, order.
 *
 * The same with real processes (support/kill-child.ts): the stage's process kills itself with
 * SIGKILL right after an insert of the batch, and a new process on the same chDB directory and
 * on-disk bus recovers; what it serves is compared with a process that was never killed.
 *
 * The inputs are the scenario's assertion records (support/scenario.ts): the first ones are
 * committed before the crash, the rest arrive together and are decided in the interrupted batch,
 * which rewrites rows of the committed ones (date moves on existing catalysts, and the automatic
 * merge of the Day One / XOMA duplicate: a retraction, re-parented and deleted events).
 */
import { expect } from 'chai'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { topics } from '../../topology/topics.js'
import type { ExtractedAssertions } from '../../schemas/avro/types.js'
import { EventIndex } from '../../services/api/read-model/event-index.js'
import { readEventsPage } from '../../services/api/read-model/store-reads.js'
import { batchTables } from '../../services/catalysts/batches.js'
import { createCatalystsStage } from '../../services/catalysts/service.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { busFlavours } from '../support/buses.js'
import { testLogger, testStore, uid } from '../support/env.js'
import { waitFor } from '../support/wait.js'
import { issuerLookup } from './support/cases.js'
import { scenarioSteps } from './support/scenario.js'
import { currentRows, processedCount, stageTables, waitProcessed } from './support/tables.js'
import { QUICK_CRASH_STAGE } from './support/stage-options.js'

const options = QUICK_CRASH_STAGE
const today = '2026-01-15'
/** The inserts of one batch: one per table, then the commit marker. */
const insertsPerBatch = Object.keys(batchTables).length + 1

/**
 * The store as a stage instance sees it, dying right after its `killAfter`-th insert into a batch
 * table once armed (or its `killAfterDeletes`-th clean-up delete): that statement is stored, then
 * it and every later call fail, like a process killed at that point (nothing it would have done
 * next reaches the store).
 */
function mortalStore(
  store: Store,
  killAfter: number,
  killAfterDeletes = 0,
): Store & { arm(): void; dead: boolean; killedAfter: string | null } {
  let armed = false
  let inserts = 0
  let deletes = 0
  const mortal = Object.create(store) as Store & {
    arm(): void
    dead: boolean
    killedAfter: string | null
  }
  mortal.dead = false
  mortal.killedAfter = null
  mortal.arm = () => {
    armed = true
  }
  const dead = () => new Error('killed')
  mortal.query = async (sql, params) => {
    if (mortal.dead) throw dead()
    return store.query(sql, params)
  }
  mortal.command = async (sql, params) => {
    if (mortal.dead) throw dead()
    await store.command(sql, params)
    if (armed && / DELETE /.test(sql) && ++deletes === killAfterDeletes) {
      mortal.dead = true
      mortal.killedAfter = sql.replace(/\s+/g, ' ').slice(0, 60)
      throw dead()
    }
  }
  mortal.insert = async (table, rows) => {
    if (mortal.dead) throw dead()
    await store.insert(table, rows)
    if (
      armed &&
      (table in batchTables || table === 'catalyst_batches') &&
      ++inserts === killAfter
    ) {
      mortal.dead = true
      mortal.killedAfter = table
      throw dead()
    }
  }
  mortal.close = async () => undefined
  return mortal
}

/** What a client reads: every event of /v1/events from the start (the index path), request-time fields dropped. */
async function servedStream(store: Store): Promise<unknown[]> {
  const index = new EventIndex(store, testLogger)
  expect(await index.warm()).to.equal(true)
  const page = JSON.parse(index.page({ since: 0, limit: 1000 }, today).toString('utf8')) as {
    data: Array<Record<string, unknown>>
  }
  // The store path (used before the index loads) must serve the same events.
  const direct = await readEventsPage(store, { since: 0, limit: 1000 }, today)
  expect(direct.events.map((e) => e.event_id)).to.deep.equal(page.data.map((e) => e.event_id))
  return page.data.map(({ detected_at: _d, ...rest }) => rest)
}

async function tables(store: Store): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {}
  for (const table of Object.keys(stageTables)) out[table] = await currentRows(store, table)
  return out
}

interface Run {
  beforeCrash: unknown[]
  final: unknown[]
  tables: Record<string, unknown[]>
  killedAfter: string | null
}

const records = scenarioSteps().flatMap((s) => (s.kind === 'assertions' ? [s.record] : []))
const firstPart = records.slice(0, 12)
const crashPart = records.slice(12)

/**
 * One run: the first part committed, the rest in one batch, killed after insert `killAfter` (0:
 * never); with `killRecoveryAfterDeletes`, the instance that recovers is killed too, after that many
 * of its clean-up deletes, and a third one finishes.
 */
async function run(killAfter: number, killRecoveryAfterDeletes = 0): Promise<Run> {
  const store = await testStore('kill')
  const bus = await busFlavours[0]!.make(`kill${uid()}.`)
  const groupId = `kill-${uid()}`
  const lookupIssuer = issuerLookup()
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
  try {
    const mortal = mortalStore(store, killAfter)
    const first = createCatalystsStage({
      store: mortal,
      bus,
      logger: testLogger,
      lookupIssuer,
      options: { ...options, groupId },
    })
    await first.start()
    let beforeCrash: unknown[]
    try {
      await publish(firstPart)
      await waitProcessed(store, firstPart.length, 'the first part')
      beforeCrash = await servedStream(store)
      if (killAfter > 0) mortal.arm()
      await publish(crashPart)
      if (killAfter > 0) {
        await waitFor(async () => mortal.dead, {
          what: `the kill after insert ${killAfter}`,
          timeoutMs: 60_000,
        })
        // Lying dead: clients see exactly the committed batches, nothing of the interrupted one.
        const whileDead = await servedStream(store)
        if (mortal.killedAfter === 'catalyst_batches')
          expect(whileDead.length).to.be.greaterThan(beforeCrash.length)
        else
          expect(
            whileDead,
            `served while dead (killed after the ${mortal.killedAfter} insert)`,
          ).to.deep.equal(beforeCrash)
      } else {
        await waitProcessed(store, records.length, 'the uninterrupted run')
      }
    } finally {
      await first.stop()
    }
    if (killRecoveryAfterDeletes > 0) {
      const dying = mortalStore(store, 0, killRecoveryAfterDeletes)
      dying.arm()
      const second = createCatalystsStage({
        store: dying,
        bus,
        logger: testLogger,
        lookupIssuer,
        options: { ...options, groupId },
      })
      let failed = false
      await second.start().catch(() => {
        failed = true
      })
      await second.stop()
      expect(failed && dying.dead, 'the recovering instance was killed while cleaning up').to.equal(
        true,
      )
    }
    if (killAfter > 0) {
      // A fresh instance from the same tables and topics (same consumer groups) finishes the work.
      const second = createCatalystsStage({
        store,
        bus,
        logger: testLogger,
        lookupIssuer,
        options: { ...options, groupId },
      })
      await second.start()
      try {
        await waitProcessed(store, records.length, 'recovery')
        // Every input handed again was either redone or dropped as already processed.
        await new Promise((resolve) => setTimeout(resolve, 300))
      } finally {
        await second.stop()
      }
    }
    expect(await processedCount(store)).to.equal(records.length)
    return {
      beforeCrash,
      final: await servedStream(store),
      tables: await tables(store),
      killedAfter: mortal.killedAfter,
    }
  } finally {
    await bus.close()
    await store.close()
  }
}

describe('catalysts stage killed in the middle of a batch write', function () {
  this.timeout(600_000)
  let reference: Run

  before(async function () {
    reference = await run(0)
    // The interrupted batch matters: it adds events and rewrites committed rows.
    expect(reference.final.length).to.be.greaterThan(reference.beforeCrash.length + 5)
  })

  for (let k = 1; k <= insertsPerBatch; k++) {
    it(`serves the uninterrupted run's event stream after a kill right after insert ${k} of ${insertsPerBatch}`, async function () {
      const killed = await run(k)
      expect(killed.killedAfter, 'the kill point was reached').to.not.equal(null)
      expect(killed.beforeCrash).to.deep.equal(reference.beforeCrash)
      expect(
        killed.final,
        `event stream after a kill after the ${killed.killedAfter} insert`,
      ).to.deep.equal(reference.final)
      for (const table of Object.keys(stageTables))
        expect(killed.tables[table], table).to.deep.equal(reference.tables[table])
    })
  }

  it('serves the same stream when the instance recovering from a kill is killed too, in the middle of its clean-up', async function () {
    const killed = await run(6, 2)
    expect(killed.final).to.deep.equal(reference.final)
    for (const table of Object.keys(stageTables))
      expect(killed.tables[table], table).to.deep.equal(reference.tables[table])
  })
})

/** kill-child.ts in its own process; resolves with how it ended and what it printed. */
function child(
  env: Record<string, string>,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/catalysts/support/kill-child.ts'],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let stdout = ''
    let stderr = ''
    proc.stdout.on('data', (d) => {
      stdout += d
    })
    proc.stderr.on('data', (d) => {
      stderr += d
    })
    const timer = setTimeout(() => proc.kill('SIGKILL'), 120_000)
    proc.on('exit', (code, signal) => {
      clearTimeout(timer)
      resolve({ code, signal, stdout, stderr })
    })
  })
}

describe('catalysts process killed with SIGKILL in the middle of a batch write', function () {
  this.timeout(600_000)
  const work = mkdtempSync(join(tmpdir(), 'kill-'))
  const dirs = (name: string) => ({
    DATA_DIR: join(work, name, 'data'),
    BUS_DIR: join(work, name, 'bus'),
    TOPIC_PREFIX: 'k.',
    GROUP: 'catalysts',
    FIRST_PART: String(firstPart.length),
  })
  let reference: { stream: unknown[]; tables: Record<string, unknown[]> }

  before(async function () {
    const clean = await child({ ...dirs('clean'), MODE: 'run' })
    expect(clean.code, clean.stderr).to.equal(0)
    reference = JSON.parse(clean.stdout)
    expect(reference.stream.length).to.be.greaterThan(firstPart.length)
  })
  after(() => rmSync(work, { recursive: true, force: true }))

  // After the catalysts rows, after the events (before processed_inputs), and right before the marker.
  for (const k of [5, 6, 7]) {
    it(`a new process serves the uninterrupted stream after a SIGKILL right after insert ${k} of ${insertsPerBatch}`, async function () {
      const killed = await child({ ...dirs(`k${k}`), MODE: 'run', KILL_AFTER_INSERT: String(k) })
      expect(killed.signal, killed.stderr).to.equal('SIGKILL')
      const recovered = await child({ ...dirs(`k${k}`), MODE: 'recover' })
      expect(recovered.code, recovered.stderr).to.equal(0)
      const served = JSON.parse(recovered.stdout) as typeof reference
      expect(served.stream).to.deep.equal(reference.stream)
      for (const table of Object.keys(stageTables))
        expect(served.tables[table], table).to.deep.equal(reference.tables[table])
    })
  }
})
