/**
 * `npm start` run as a user runs it, in its own process group, so that a test stops npm and the
 * service it started, and nothing else; its stdout and stderr kept together for the assertions.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

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

/**
 * The live (not zombie) processes of a process group, read from /proc. npm exits on SIGTERM
 * before the service under it (tsx's node child) has finished its graceful shutdown, which still
 * writes to DATA_DIR; a test that removes DATA_DIR when npm exits races that writer (ENOTEMPTY).
 */
function liveMembers(pgid: number): number[] {
  const members: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // exited between the listing and the read
    }
    // pid (comm) state ppid pgrp ...: comm may hold spaces and parentheses, so split after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (fields[0] !== 'Z' && Number(fields[2]) === pgid) members.push(Number(entry))
  }
  return members
}

const GRACE_MS = 30_000

/**
 * SIGTERM to the whole group `npmStart` made; resolves once every process of the group has exited
 * (at once if all had). A group still alive after GRACE_MS is sent SIGKILL, as an operator would.
 */
export async function stopGroup(child: ChildProcess): Promise<void> {
  const pgid = child.pid!
  const signal = (name: NodeJS.Signals): void => {
    try {
      process.kill(-pgid, name)
    } catch {
      // ESRCH: the group is already gone
    }
  }
  const npmExited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((done) => child.once('exit', () => done()))
  signal('SIGTERM')
  await npmExited
  const deadline = Date.now() + GRACE_MS
  while (liveMembers(pgid).length > 0) {
    if (Date.now() > deadline) {
      signal('SIGKILL')
      await new Promise((done) => setTimeout(done, 200))
      break
    }
    await new Promise((done) => setTimeout(done, 100))
  }
}
