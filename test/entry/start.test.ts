/**
 * The README's start command on the embedded default: a fresh DATA_DIR, nothing else running.
 * /health answers 200 with the database probe ok on chDB; SIGTERM stops it cleanly; a restart on
 * the same DATA_DIR works (no chDB lock left behind).
 */
import { expect } from 'chai'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../deploy/kafka/broker.js'
import { waitFor } from '../support/wait.js'

function start(dataDir: string, port: number): { child: ChildProcess; output: () => string } {
  let output = ''
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' }
  for (const key of ['KAFKA_BROKERS', 'CLICKHOUSE_URL', 'SCHEMA_REGISTRY_URL', 'SEC_USER_AGENT']) delete env[key]
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout!.on('data', (d) => { output += d })
  child.stderr!.on('data', (d) => { output += d })
  return { child, output: () => output }
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code))
    child.kill('SIGTERM')
  })
}

describe('npm start (embedded default)', function () {
  it('answers /health with the database probe ok, stops on SIGTERM, and starts again on the same data', async function () {
    const dataDir = mkdtempSync(join(tmpdir(), 'start-'))
    try {
      for (const round of [1, 2]) {
        const port = await freePort()
        const { child, output } = start(dataDir, port)
        try {
          const health = await waitFor(async () => {
            const response = await fetch(`http://127.0.0.1:${port}/health`).catch(() => null)
            return response?.status === 200 ? response.json() as Promise<{ database: string }> : null
          }, { timeoutMs: 60_000, what: `/health on round ${round}` })
          expect(health.database).to.equal('ok')
          const banner = await (await fetch(`http://127.0.0.1:${port}/`)).json() as Record<string, unknown>
          expect(Object.values(banner).every((v) => typeof v === 'string')).to.equal(true)
        } catch (error) {
          child.kill('SIGKILL')
          throw new Error(`${(error as Error).message}\n${output()}`)
        }
        expect(await stop(child), output()).to.equal(0)
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
