/**
 * The "done when", as a user sees it: a fresh `npm start` (embedded default) answers
 * /v1/accuracy with the committed fallback, and with the live report once the FDA importer has run
 * (here against a fake openFDA on loopback, held back until the first answer was checked).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'chai'
import { freePort } from '../../deploy/kafka/broker.js'
import { startMain } from '../support/main-process.js'
import { waitFor } from '../support/wait.js'
import { application, crlLetter, FakeOpenFda } from '../fda/fake-openfda.js'

describe('npm start: /v1/accuracy from the fallback to live', function () {
  this.timeout(120_000)

  it('serves committed_fallback on a fresh start and live once the importer has run', async function () {
    const fake = await new FakeOpenFda().start()
    fake.applications.push(
      application(410001, { date: '2024-06-03', sponsor: 'INVENTED THERAPS', brand: 'ZORVANTA' }),
    )
    fake.letters.push(crlLetter('BLA 761977', '2025-02-03', 'Invented Bio, Inc.'))
    let release!: () => void
    fake.gate = new Promise((resolve) => {
      release = resolve
    })
    const dataDir = mkdtempSync(join(tmpdir(), 'start-accuracy-'))
    const port = await freePort()
    const { child, output } = startMain({
      env: { DATA_DIR: dataDir, PORT: String(port), FDA_API_URL: fake.url },
      unset: ['SEC_USER_AGENT'],
    })
    const accuracy = async () =>
      (
        (await (await fetch(`http://127.0.0.1:${port}/v1/accuracy`)).json()) as {
          data: Record<string, any>
        }
      ).data
    try {
      await waitFor(
        async () =>
          (await fetch(`http://127.0.0.1:${port}/health`).catch(() => null))?.status === 200,
        { timeoutMs: 60_000, what: '/health' },
      )
      const first = await accuracy()
      expect(first).to.deep.include({
        available: true,
        baseline_source: 'committed_fallback',
        generated_at: null,
      })
      release()
      fake.gate = null
      const live = await waitFor(
        async () => {
          const d = await accuracy()
          return d.baseline_source === 'live' ? d : null
        },
        { timeoutMs: 60_000, intervalMs: 500, what: 'the live report' },
      )
      expect(live.generated_at).to.be.a('string')
      expect(live.date_accuracy.decisions_matched).to.equal(first.date_accuracy.decisions_matched)
      expect(live.coverage.decisions_total).to.equal(2)
      expect(
        fake.requests.some((r) => r.path === '/drug/drugsfda.json' && r.status === 200),
      ).to.equal(true)
      const exit = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      expect(await exit, output()).to.equal(0)
    } catch (error) {
      child.kill('SIGKILL')
      throw new Error(`${(error as Error).message}\n${output().slice(-3000)}`)
    } finally {
      release()
      await fake.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
