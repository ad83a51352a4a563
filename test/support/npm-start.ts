/**
 * `npm start` run as a user runs it, in its own process group, so that a test stops npm and the
 * service it started, and nothing else; its stdout and stderr kept together for the assertions.
 */
import { spawn, type ChildProcess } from 'node:child_process'

export function npmStart(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  let output = ''
  const child = spawn('npm', ['start', '--silent'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  return { child, output: () => output }
}

/** SIGTERM to the whole group `npmStart` made; resolves once npm has exited (at once if it had). */
export function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done()
    child.once('exit', () => done())
    process.kill(-child.pid!, 'SIGTERM')
  })
}
