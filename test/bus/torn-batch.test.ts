/**
 * A published batch lands whole or not at all on the in-process bus: a publisher writing batches
 * that span the six partitions of the filings topic is killed (SIGKILL) inside a batch's writes,
 * five times; each time the bus reopens, every batch it holds is complete (the torn one rolled
 * back), and every batch the publisher reported as published is there.
 */
import { expect } from 'chai'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { topics } from '../../topology/topics.js'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { testLogger, uid } from '../support/env.js'
import { waitFor } from '../support/wait.js'

/**
 * Runs the publisher until it reported `publishedBeforeKill` batches, then freezes it (SIGSTOP) at
 * random moments until one finds it inside a batch's writes (the bus's batch journal exists), and
 * kills it there (SIGKILL). `midBatch` says whether it was caught inside one.
 */
function publishUntilKilled(
  dir: string,
  publishedBeforeKill: number,
): Promise<{ reported: string[]; midBatch: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'support', 'publish-batches.ts')],
      { env: { ...process.env, BUS_DIR: dir }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let out = ''
    let err = ''
    let hunting = false
    let midBatch = false
    const hunt = async () => {
      for (let attempt = 0; attempt < 3000; attempt++) {
        child.kill('SIGSTOP')
        await new Promise((r) => setTimeout(r, 1))
        if (existsSync(join(dir, 'batch.journal'))) {
          midBatch = true
          break
        }
        child.kill('SIGCONT')
        await new Promise((r) => setTimeout(r, Math.random() * 4))
      }
      child.kill('SIGKILL')
    }
    child.stdout.on('data', (d) => {
      out += d
      if (!hunting && out.split('\n').filter(Boolean).length >= publishedBeforeKill) {
        hunting = true
        void hunt()
      }
    })
    child.stderr.on('data', (d) => {
      err += d
    })
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL'
        ? resolve({ reported: out.split('\n').filter(Boolean), midBatch })
        : reject(new Error(`publisher exited without being killed: ${err}`)),
    )
  })
}

describe('in-process bus: a batch torn by SIGKILL is never half visible', function () {
  this.timeout(180_000)

  it('after each of five kills inside a batch, every batch is whole, and every reported batch is there', async function () {
    const dir = mkdtempSync(join(tmpdir(), 'torn-'))
    try {
      const reported: string[] = []
      let caughtMidBatch = 0
      for (const round of [1, 2, 3, 4, 5]) {
        const killed = await publishUntilKilled(dir, 3 + round)
        reported.push(...killed.reported)
        if (killed.midBatch) caughtMidBatch++
        const bus = createInProcessBus({
          serde: createAvroSerde(),
          logger: testLogger,
          dir,
          segmentBytes: 256 * 1024,
        })
        const counts = new Map<string, { seen: number; size: number }>()
        let total = 0
        const sub = await bus.subscribe(topics.filings, {
          groupId: `check-${uid()}`,
          handle: async (records) => {
            for (const r of records) {
              const entry = counts.get(r.headers.batch!) ?? {
                seen: 0,
                size: Number(r.headers.size),
              }
              entry.seen += 1
              counts.set(r.headers.batch!, entry)
            }
            total += records.length
          },
        })
        let last = -1
        await waitFor(
          async () => {
            const settled = total === last
            last = total
            return settled && total > 0
          },
          { intervalMs: 300, what: 'the whole log read' },
        )
        await sub.stop()
        await bus.close()
        const torn = [...counts].filter(([, c]) => c.seen !== c.size)
        expect(torn, `round ${round}`).to.deep.equal([])
        expect(
          reported.filter((b) => !counts.has(b)),
          `round ${round}: reported but missing`,
        ).to.deep.equal([])
      }
      // The kills did land inside batches' writes, where a torn batch could happen.
      expect(caughtMidBatch).to.be.at.least(3)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
