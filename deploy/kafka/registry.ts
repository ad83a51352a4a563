/**
 * A real Confluent-API-compatible schema registry for tests and local runs: Apicurio Registry
 * 2.6 (Apache-2.0, from Maven Central, in-memory storage) with its /apis/ccompat/v7 API.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cacheDir, freePort } from './broker.js'
import { spawnJava } from './java-process.js'

export const apicurioVersion = '2.6.13.Final'

export interface RunningRegistry {
  /** Base URL for @kafkajs/confluent-schema-registry. */
  readonly url: string
  stop(): Promise<void>
}

export async function startSchemaRegistry(
  options: { readyTimeoutMs?: number } = {},
): Promise<RunningRegistry> {
  const jar = join(
    cacheDir,
    'apicurio',
    'app',
    `apicurio-registry-app-${apicurioVersion}-runner.jar`,
  )
  if (!existsSync(jar))
    throw new Error(`Apicurio Registry not found at ${jar}: run \`bash deploy/kafka/fetch.sh\``)
  const runDir = mkdtempSync(join(tmpdir(), 'registry-run-'))
  const port = await freePort()
  const logFile = join(runDir, 'registry.log')
  const jvm = spawnJava(
    [
      '-Xmx384m',
      '-XX:TieredStopAtLevel=1',
      `-Dquarkus.http.port=${port}`,
      '-Dquarkus.http.host=127.0.0.1',
      '-jar',
      jar,
    ],
    { logFile, cwd: runDir },
  )
  const url = `http://127.0.0.1:${port}/apis/ccompat/v7`
  const stop = async () => {
    await jvm.stop()
    rmSync(runDir, { recursive: true, force: true })
  }
  let exited = false
  void jvm.exited.then(() => {
    exited = true
  })
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000)
  for (;;) {
    if (exited) {
      const tail = readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n')
      await stop()
      throw new Error(`schema registry exited before it was ready:\n${tail}`)
    }
    try {
      const response = await fetch(`${url}/subjects`)
      if (response.ok) return { url, stop }
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(
        `schema registry not ready after ${options.readyTimeoutMs ?? 90_000} ms; see ${logFile}`,
      )
    }
    await new Promise((r) => setTimeout(r, 500))
  }
}
