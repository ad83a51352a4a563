/**
 * The entry point (`services/main.ts`, what `npm start` runs) in a child process of this test's Node, on the embedded
 * runtime: the settings that would point it at a broker, a ClickHouse server or a schema registry are removed from the
 * environment, so that a developer's shell cannot send the test elsewhere. Its stdout and stderr are kept together for
 * the assertions. (`npm-start.ts` runs the command itself, through npm, as a user does.)
 */
import { spawn, type ChildProcess } from 'node:child_process'

/** The settings of the distributed shape: never inherited from the shell by a test of the embedded one. */
const DISTRIBUTED_SETTINGS = ['KAFKA_BROKERS', 'CLICKHOUSE_URL', 'SCHEMA_REGISTRY_URL']

export interface MainProcessOptions {
  /** Settings the process gets (after the removals), on top of loopback and info logs. */
  env: Record<string, string>
  /** Settings of the shell the process must not inherit, beyond the distributed ones. */
  unset?: readonly string[]
  /** Modules loaded before the entry point, after tsx. */
  preload?: readonly string[]
}

export function startMain(options: MainProcessOptions): {
  child: ChildProcess
  output: () => string
} {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const key of [...DISTRIBUTED_SETTINGS, ...(options.unset ?? [])]) delete env[key]
  Object.assign(env, { HOST: '127.0.0.1', LOG_LEVEL: 'info', ...options.env })
  const preloads = (options.preload ?? []).flatMap((module) => ['--import', module])
  const child = spawn(process.execPath, ['--import', 'tsx', ...preloads, 'services/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d) => {
    output += d
  })
  child.stderr!.on('data', (d) => {
    output += d
  })
  return { child, output: () => output }
}

/** SIGTERM to the process; resolves with its exit code. */
export function stopMain(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code))
    child.kill('SIGTERM')
  })
}
