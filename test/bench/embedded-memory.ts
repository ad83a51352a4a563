/**
 * Embedded RSS while 100,000 filings flow through the in-process bus (on disk, as `npm start` runs
 * it). The flow runs in a child process so the figure is that process's own resident set, sampled
 * every tenth of the way once the consumer caught up. The pre-segment bus held every record in
 * memory: `filings_mb_on_disk` is what it would have held.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'

interface ChildReport {
  samples: Array<{ filings: number; rss_mb: number }>
  seconds: number
  consumed: number
  diskBytes: number
}

export async function runEmbeddedMemoryBench(filings = 100_000): Promise<Record<string, number>> {
  const report = await new Promise<ChildReport>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'embedded-memory-child.ts')],
      {
        env: { ...process.env, FILINGS: String(filings) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    let stdout = ''
    child.stdout.on('data', (d) => {
      stdout += d
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(stdout) as ChildReport)
        : reject(new Error(`embedded-memory child exited ${code}`)),
    )
  })
  if (report.consumed !== filings)
    throw new Error(`consumer saw ${report.consumed} of ${filings} filings`)
  const rss = report.samples.map((s) => s.rss_mb)
  const first = report.samples[0]!
  const last = report.samples.at(-1)!
  return {
    filings,
    [`rss_mb_after_${first.filings}`]: first.rss_mb,
    [`rss_mb_after_${Math.round(filings / 2)}`]:
      report.samples.find((s) => s.filings === Math.round(filings / 2))?.rss_mb ?? Number.NaN,
    [`rss_mb_after_${last.filings}`]: last.rss_mb,
    rss_mb_peak: Math.max(...rss),
    filings_mb_on_disk: Math.round(report.diskBytes / 1024 / 1024),
    filings_per_s: Math.round(filings / report.seconds),
  }
}
