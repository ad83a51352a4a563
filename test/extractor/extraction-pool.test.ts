/**
 * Extraction in worker threads with a time budget per filing: a filing that never finishes is
 * given up at the budget, its worker replaced, and the filings behind it read; meanwhile the event
 * loop of the process (the API, the consume loops) keeps answering.
 */
import { expect } from 'chai'
import { mkdtempSync } from 'node:fs'
import { createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DeadLetter, ExtractedAssertions, Filing } from '../../schemas/avro/types.js'
import { topics } from '../../topology/topics.js'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { fixedClock } from '../../services/shared/clock.js'
import { createExtractionPool } from '../../services/extractor/extraction-pool.js'
import { createExtractorStage } from '../../services/extractor/service.js'
import { extractFiling } from '../../services/extractor/core.js'
import {
  SLOW_MARK,
  SLOW_READ_MS,
  STALL_MARK,
  THROW_MARK,
  slowExtractorModule,
} from '../support/slow-extractor.js'
import { testLogger, uid } from '../support/env.js'
import { waitFor } from '../support/wait.js'

const NOW = '2026-03-02T15:00:00.000Z'

function filing(n: number, exhibit: string): Filing {
  const accession = `0000000002-26-${String(n).padStart(6, '0')}`
  return {
    accession,
    cik: '0000000002',
    ciks: ['0000000002'],
    company: 'Marlowe Vantis Bio, Inc.',
    form: '8-K',
    filed_date: '2026-03-02',
    accepted_at: null,
    source_url: `https://www.sec.gov/Archives/edgar/data/2/${accession.replace(/-/g, '')}/${accession}-index.htm`,
    documents: [
      {
        name: 'ex99-1.htm',
        doc_type: 'EX-99.1',
        url: 'https://www.sec.gov/x/ex99-1.htm',
        text: exhibit,
      },
    ],
    discovery_lane: 'atom',
    query_matched: 'PDUFA',
    discovered_at: '2026-03-02T14:59:00.000Z',
    truncation: null,
  }
}

const ordinary = (n: number): Filing =>
  filing(
    n,
    `Marlowe Vantis Bio, Inc. announced that the FDA has assigned a PDUFA target action date of ${
      ['June 12, 2026', 'July 9, 2026', 'August 21, 2026'][n % 3]
    } for Qorvantel, its oral therapy for chronic cough.`,
  )
const stalling = (n: number): Filing => filing(n, `A stranger's exhibit: ${STALL_MARK}.`)
const throwing = (n: number): Filing => filing(n, `A stranger's exhibit: ${THROW_MARK}.`)
const slow = (n: number): Filing =>
  filing(n, `${ordinary(n).documents[0]!.text} A long exhibit: ${SLOW_MARK}.`)

/** A /health endpoint on this process's event loop, probed every 100 ms; the slowest answer seen. */
async function healthProbe(): Promise<{
  slowestMs: () => number
  answered: () => number
  failed: () => number
  stop: () => Promise<void>
}> {
  const server: Server = createServer((_req, res) => res.end('ok'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  let slowest = 0
  let answered = 0
  let failed = 0
  let stopped = false
  // The probe in flight, so stop() closes the server only after it: a request cut by the close
  // would otherwise surface as an uncaught connection error after the test has ended.
  let inFlight: Promise<void> = Promise.resolve()
  const probe = (): void => {
    if (stopped) return
    const started = Date.now()
    inFlight = new Promise<void>((settle) => {
      const request = get({ host: '127.0.0.1', port, path: '/health', agent: false }, (res) => {
        res.resume()
        res.on('end', () => {
          slowest = Math.max(slowest, Date.now() - started)
          answered++
          settle()
          setTimeout(probe, 100)
        })
      })
      request.on('error', () => {
        failed++
        settle()
        setTimeout(probe, 100)
      })
    })
  }
  probe()
  return {
    slowestMs: () => slowest,
    answered: () => answered,
    failed: () => failed,
    stop: async () => {
      stopped = true
      await inFlight
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

describe('extraction pool: worker threads with a time budget per filing', function () {
  it('reads a filing off the event loop, with exactly the pure extraction', async function () {
    const pool = createExtractionPool({ logger: testLogger, workers: 1 })
    try {
      const result = await pool.extract(ordinary(1), { now: NOW })
      expect(result).to.deep.equal({
        ok: true,
        extracted: extractFiling(ordinary(1), { now: NOW }),
      })
      if (!result.ok) return
      expect(
        result.extracted.assertions.filter((a) => a.publishable).map((a) => a.pdufa_date),
      ).to.deep.equal(['2026-07-09'])
    } finally {
      await pool.close()
    }
  })

  it('gives up a filing over budget, replaces its worker, reads the filings behind it, and /health answers meanwhile', async function () {
    const pool = createExtractionPool({
      logger: testLogger,
      workers: 1,
      budgetMs: 2000,
      extractorModule: slowExtractorModule,
    })
    // Warm the worker first, so the budget below is the only wait.
    expect((await pool.extract(ordinary(0), { now: NOW })).ok).to.equal(true)
    const health = await healthProbe()
    try {
      const started = Date.now()
      const results = await Promise.all(
        [stalling(1), ordinary(2), throwing(3), stalling(4), ordinary(5)].map((f) =>
          pool.extract(f, { now: NOW }),
        ),
      )
      const elapsed = Date.now() - started
      expect(results.map((r) => (r.ok ? 'ok' : r.reason.split(':')[0]))).to.deep.equal([
        'extraction_over_budget',
        'ok',
        'extraction_failed',
        'extraction_over_budget',
        'ok',
      ])
      expect(results[1]).to.deep.equal({
        ok: true,
        extracted: extractFiling(ordinary(2), { now: NOW }),
      })
      expect(results[4]).to.deep.equal({
        ok: true,
        extracted: extractFiling(ordinary(5), { now: NOW }),
      })
      expect(results[2]).to.deep.equal({
        ok: false,
        reason: 'extraction_failed: unreadable on purpose',
      })
      // Two stalls of one worker each cost their budget, not for ever.
      expect(elapsed).to.be.below(60_000)
      // The whole time, the process answered: a stall on this thread would hold /health 2 s at least.
      expect(health.answered()).to.be.above(5)
      expect(health.failed()).to.equal(0)
      expect(health.slowestMs()).to.be.below(1000)
    } finally {
      await health.stop()
      await pool.close()
    }
  })

  it('a filing handed to a busy worker ahead of time has its whole budget from when the worker starts it', async function () {
    // One worker, three slow filings queued at once: each is handed to the worker while it reads the one before, and
    // each takes two thirds of its budget. Counted from when it was handed over, the second and third would be over
    // budget; counted from when the worker starts them, each is read.
    const budgetMs = Math.round(SLOW_READ_MS * 1.5)
    const pool = createExtractionPool({
      logger: testLogger,
      workers: 1,
      budgetMs,
      budgetMsPerMillionChars: 0,
      extractorModule: slowExtractorModule,
    })
    try {
      expect((await pool.extract(ordinary(0), { now: NOW })).ok).to.equal(true)
      const started = Date.now()
      const results = await Promise.all(
        [slow(1), slow(2), slow(3)].map((f) => pool.extract(f, { now: NOW })),
      )
      expect(results).to.deep.equal(
        [slow(1), slow(2), slow(3)].map((f) => ({
          ok: true,
          extracted: extractFiling(f, { now: NOW }),
        })),
      )
      // One worker read them one after another: together they took two budgets and more.
      expect(Date.now() - started).to.be.at.least(2 * budgetMs)
    } finally {
      await pool.close()
    }
  })

  it('serves a small filing queued behind a large one first: a turn is the queued time plus four budgets', async function () {
    const pool = createExtractionPool({
      logger: testLogger,
      workers: 1,
      budgetMs: 1500,
      // A large allowance per character, so the large filing's budget (and turn) is far out.
      budgetMsPerMillionChars: 100_000,
      extractorModule: slowExtractorModule,
    })
    try {
      expect((await pool.extract(ordinary(0), { now: NOW })).ok).to.equal(true)
      const large = filing(2, `${ordinary(2).documents[0]!.text} ${'It said so. '.repeat(4_000)}`)
      const finished: string[] = []
      const read = (f: Filing) =>
        pool.extract(f, { now: NOW }).then((result) => {
          finished.push(f.accession)
          return result
        })
      // The worker is held by a stall while the large filing, then the small one, are queued.
      const results = await Promise.all([read(stalling(1)), read(large), read(ordinary(3))])
      expect(results.map((r) => r.ok)).to.deep.equal([false, true, true])
      expect(finished).to.deep.equal([
        stalling(1).accession,
        ordinary(3).accession,
        large.accession,
      ])
    } finally {
      await pool.close()
    }
  })

  it('takes back a filing handed ahead to a busy worker when one with an earlier turn is queued', async function () {
    const pool = createExtractionPool({
      logger: testLogger,
      workers: 1,
      budgetMs: Math.round(SLOW_READ_MS * 1.5),
      budgetMsPerMillionChars: 100_000,
      extractorModule: slowExtractorModule,
    })
    try {
      expect((await pool.extract(ordinary(0), { now: NOW })).ok).to.equal(true)
      // Small enough to be handed ahead to the worker while it reads the slow filing, with a far turn.
      const large = filing(2, `${ordinary(2).documents[0]!.text} ${'It said so. '.repeat(4_000)}`)
      const finished: string[] = []
      const read = (f: Filing) =>
        pool.extract(f, { now: NOW }).then((result) => {
          finished.push(f.accession)
          return result
        })
      const results = await Promise.all([read(slow(1)), read(large), read(ordinary(3))])
      expect(results.map((r) => r.ok)).to.deep.equal([true, true, true])
      expect(finished).to.deep.equal([slow(1).accession, ordinary(3).accession, large.accession])
      expect(results[1]).to.deep.equal({ ok: true, extracted: extractFiling(large, { now: NOW }) })
    } finally {
      await pool.close()
    }
  })

  it('a worker that cannot start, or a closed pool, is an error for the caller to retry, never a verdict on the filing', async function () {
    const pool = createExtractionPool({
      logger: testLogger,
      workers: 1,
      extractorModule: new URL('./no-such-extractor.ts', slowExtractorModule),
    })
    let failure: unknown = null
    await pool.extract(ordinary(1), { now: NOW }).catch((error: unknown) => (failure = error))
    expect(String(failure)).to.match(/extraction worker did not start/)
    await pool.close()
    failure = null
    await pool.extract(ordinary(1), { now: NOW }).catch((error: unknown) => (failure = error))
    expect(String(failure)).to.match(/pool is closed/)
  })

  it('on the bus: a filing over budget is dead-lettered with its reason, the filings behind it published', async function () {
    const bus = createInProcessBus({
      serde: createAvroSerde(),
      logger: testLogger,
      topicPrefix: `t${uid()}.`,
      dir: mkdtempSync(join(tmpdir(), 'bus-')),
    })
    await bus.ensureTopics([topics.filings, topics.assertions, topics.deadLetters])
    const filings = [stalling(10), ordinary(11), ordinary(12)]
    await bus.publish(
      topics.filings,
      filings.map((value) => ({ key: value.accession, value })),
    )
    const stage = createExtractorStage({
      bus,
      logger: testLogger,
      clock: fixedClock(NOW),
      llm: null,
      extraction: {
        workers: 1,
        budgetMs: 2000,
        budgetMsPerMillionChars: 0,
        extractorModule: slowExtractorModule,
      },
    })
    const published = new Map<string, ExtractedAssertions>()
    const letters: DeadLetter[] = []
    const subscriptions = [
      await bus.subscribe(topics.assertions, {
        groupId: 'check',
        handle: async (rs) => {
          for (const r of rs) published.set(r.key, r.value)
        },
      }),
      await bus.subscribe(topics.deadLetters, {
        groupId: 'check',
        handle: async (rs) => {
          for (const r of rs) letters.push(r.value)
        },
      }),
    ]
    await stage.start()
    try {
      await waitFor(async () => published.size === 2 && letters.length === 1, {
        what: 'two filings published and one dead-lettered',
        timeoutMs: 60_000,
      })
      expect([...published.keys()].sort()).to.deep.equal([
        ordinary(11).accession,
        ordinary(12).accession,
      ])
      expect(JSON.parse(JSON.stringify(published.get(ordinary(12).accession)))).to.deep.equal(
        extractFiling(ordinary(12), { now: NOW }),
      )
      const [letter] = letters
      expect(letter!.error).to.match(/^extraction_over_budget: not finished within 2000 ms/)
      expect(letter!.source_offset).to.equal('0')
      expect(letter!.consumer_group).to.equal('extractor')
      // The dead letter keeps the filing itself, for an operator to read or re-drive.
      expect(letter!.value!.toString('latin1')).to.contain(STALL_MARK)
    } finally {
      await stage.stop()
      for (const s of subscriptions) await s.stop()
      await bus.close()
    }
  })

  it('on the bus: a stalled filing holds none of the others, on its partition or another, until its budget ends', async function () {
    const bus = createInProcessBus({
      serde: createAvroSerde(),
      logger: testLogger,
      topicPrefix: `t${uid()}.`,
      dir: mkdtempSync(join(tmpdir(), 'bus-')),
    })
    await bus.ensureTopics([topics.filings, topics.assertions, topics.deadLetters])
    const stalled = stalling(20)
    const others = [21, 22, 23, 24, 25, 26, 27, 28].map(ordinary)
    await bus.publish(
      topics.filings,
      [stalled, ...others].map((value) => ({ key: value.accession, value })),
    )
    // Where each filing landed: at least one shares the stalled filing's partition (its batch).
    const partitionOf = new Map<string, number>()
    const survey = await bus.subscribe(topics.filings, {
      groupId: 'survey',
      handle: async (rs) => {
        for (const r of rs) partitionOf.set(r.key, r.partition)
      },
    })
    await waitFor(async () => partitionOf.size === 9, { what: 'every filing surveyed' })
    await survey.stop()
    expect(
      others.some((f) => partitionOf.get(f.accession) === partitionOf.get(stalled.accession)),
    ).to.equal(true)
    const stage = createExtractorStage({
      bus,
      logger: testLogger,
      clock: fixedClock(NOW),
      llm: null,
      // A long budget: the stalled filing holds its worker (and, before issue 28, its partition's
      // batch and every partition after it) for all of it.
      extraction: {
        workers: 2,
        budgetMs: 40_000,
        budgetMsPerMillionChars: 0,
        extractorModule: slowExtractorModule,
      },
    })
    const published = new Set<string>()
    const letters: DeadLetter[] = []
    const subscriptions = [
      await bus.subscribe(topics.assertions, {
        groupId: 'check',
        handle: async (rs) => {
          for (const r of rs) published.add(r.key)
        },
      }),
      await bus.subscribe(topics.deadLetters, {
        groupId: 'check',
        handle: async (rs) => {
          for (const r of rs) letters.push(r.value)
        },
      }),
    ]
    await stage.start()
    try {
      // Well within the stalled filing's budget (the workers load in a few seconds).
      await waitFor(async () => published.size === others.length, {
        what: 'every ordinary filing published while the stalled one is out',
        timeoutMs: 25_000,
      })
      expect(letters, 'the stalled filing is still out').to.have.length(0)
      await waitFor(async () => letters.length === 1, {
        what: 'the stalled filing dead-lettered',
        timeoutMs: 60_000,
      })
      expect(letters[0]!.error).to.match(/^extraction_over_budget/)
    } finally {
      await stage.stop()
      for (const s of subscriptions) await s.stop()
      await bus.close()
    }
  })
})
