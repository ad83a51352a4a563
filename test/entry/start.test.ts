/**
 * The README's start command on the embedded default: a fresh DATA_DIR, nothing else running.
 * /health answers 200 with the database probe ok on chDB; SIGTERM stops it cleanly; a restart on
 * the same DATA_DIR works (no chDB lock left behind). The command as printed in the README carries
 * `SEC_USER_AGENT="Your Name you@your-domain"` for the user to fill in: run unedited, the poller is
 * refused and one start-up line says what runs, what does not and why.
 */
import { expect } from 'chai'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../deploy/kafka/broker.js'
import { startMain, stopMain } from '../support/main-process.js'
import { waitFor } from '../support/wait.js'

describe('npm start (embedded default)', function () {
  it('answers /health with the database probe ok, stops on SIGTERM, and starts again on the same data', async function () {
    const dataDir = mkdtempSync(join(tmpdir(), 'start-'))
    try {
      for (const round of [1, 2]) {
        const port = await freePort()
        // Round 1: the README's command unedited; round 2: no User-Agent at all.
        const { child, output } = startMain({
          env: {
            DATA_DIR: dataDir,
            PORT: String(port),
            ...(round === 1 ? { SEC_USER_AGENT: 'Your Name you@your-domain' } : {}),
          },
          unset: ['SEC_USER_AGENT'],
        })
        try {
          const health = await waitFor(
            async () => {
              const response = await fetch(`http://127.0.0.1:${port}/health`).catch(() => null)
              return response?.status === 200
                ? (response.json() as Promise<{ database: string }>)
                : null
            },
            { timeoutMs: 60_000, what: `/health on round ${round}` },
          )
          expect(health.database).to.equal('ok')
          const banner = (await (await fetch(`http://127.0.0.1:${port}/`)).json()) as Record<
            string,
            unknown
          >
          expect(Object.values(banner).every((v) => typeof v === 'string')).to.equal(true)
          const line =
            output()
              .split('\n')
              .find((l) => l.includes('NOT running poller')) ?? ''
          expect(line, output()).to.match(/starting [a-z, ]*api/)
          expect(line).to.match(
            round === 1
              ? /SEC_USER_AGENT=\\"Your Name you@your-domain\\" is a placeholder/
              : /SEC_USER_AGENT is not set/,
          )
          expect(output()).to.not.match(/"msg":"service not started"/)
        } catch (error) {
          child.kill('SIGKILL')
          throw new Error(`${(error as Error).message}\n${output()}`)
        }
        expect(await stopMain(child), output()).to.equal(0)
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
