/**
 * A JVM child that never outlives us. Besides stopping it on request (SIGTERM, then SIGKILL after a
 * grace period), a tiny watchdog shell holds a pipe from this process: when this process dies in
 * any way (a failed test, Ctrl-C, SIGKILL), the pipe closes and the watchdog kills the JVM.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { openSync, closeSync } from 'node:fs'

export interface JavaProcess {
  readonly pid: number
  readonly exited: Promise<number | null>
  stop(graceMs?: number): Promise<void>
}

export function spawnJava(
  args: string[],
  options: { logFile: string; cwd?: string; env?: NodeJS.ProcessEnv },
): JavaProcess {
  const logFd = openSync(options.logFile, 'a')
  const child: ChildProcess = spawn('java', args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', logFd, logFd],
  })
  closeSync(logFd)
  const pid = child.pid
  if (pid === undefined) throw new Error('java could not be started (is a JDK 17+ on PATH?)')
  const watchdog = spawn(
    'bash',
    ['-c', `read -r _; kill -TERM ${pid} 2>/dev/null; sleep 10; kill -KILL ${pid} 2>/dev/null`],
    {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
    },
  )
  watchdog.unref()
  ;(watchdog.stdin as unknown as { unref?: () => void }).unref?.()
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  const killOnExit = () => {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      /* already gone */
    }
  }
  process.once('exit', killOnExit)
  child.unref()
  return {
    pid,
    exited,
    async stop(graceMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
        await exited
        clearTimeout(timer)
      }
      process.removeListener('exit', killOnExit)
      watchdog.kill('SIGKILL')
    },
  }
}
