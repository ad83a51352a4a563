/**
 * Hostile input, family by family (test/support/hostile-filings.ts): each text step timed at n and at 2n in the same
 * run; the figure is time(2n) / time(n), about 2 for a step linear in its input (the target is at most 2.3).
 *
 * Timed so that the figure measures the step, not the machine: after a warm-up at n (the first reads compile the step's
 * code and grow the heap), at least MIN_PASSES passes and more until CPU_PER_FAMILY_MS is spent (up to MAX_PASSES: the
 * CPU clock advances by the scheduler's ticks, coarse beside a step of a few milliseconds), each building fresh inputs (no text the step has read before) and timing n and
 * 2n back to back, in alternate order from pass to pass (a drift of the machine or of the heap between them falls on
 * both sides); the time is the process's CPU time (every thread of it: the step and the collector's helpers), not wall
 * time, which on a shared machine counts other processes' turns on the cores; the figure is the median over the passes
 * of each pass's own ratio. A real super-linearity shows in every pass, so the median keeps it; one pass disturbed does
 * not move it. The wall-time ratio (median the same way) is printed beside it.
 */
import { performance } from 'node:perf_hooks'
import { hostileFamilies } from '../support/hostile-filings.js'
import { runHostileStep } from '../support/hostile-steps.js'

const MIN_PASSES = 5
const MAX_PASSES = 15
const CPU_PER_FAMILY_MS = 1_500

interface Timing {
  cpuMs: number
  wallMs: number
}

function timed(run: () => unknown): Timing {
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  run()
  const wallMs = performance.now() - t0
  const cpu = process.cpuUsage(cpu0)
  return { cpuMs: (cpu.user + cpu.system) / 1000, wallMs }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export async function runHostileBench(
  options: { scale?: number } = {},
): Promise<Record<string, number>> {
  const scale = options.scale ?? Number(process.env.HOSTILE_BENCH_SCALE ?? 1)
  const out: Record<string, number> = {}
  let worst = 0
  for (const family of hostileFamilies) {
    const n = Math.max(1, Math.round(family.benchSize * scale))
    runHostileStep(family.step, family.build(Math.max(1, n >> 4)))
    runHostileStep(family.step, family.build(n))
    const atN: Timing[] = []
    const at2n: Timing[] = []
    let spentMs = 0
    for (
      let pass = 0;
      pass < MAX_PASSES && (pass < MIN_PASSES || spentMs < CPU_PER_FAMILY_MS);
      pass++
    ) {
      const small = family.build(n)
      const large = family.build(2 * n)
      const readSmall = () => atN.push(timed(() => runHostileStep(family.step, small)))
      const readLarge = () => at2n.push(timed(() => runHostileStep(family.step, large)))
      if (pass % 2 === 0) {
        readSmall()
        readLarge()
      } else {
        readLarge()
        readSmall()
      }
      spentMs += atN[pass]!.cpuMs + at2n[pass]!.cpuMs
      await new Promise((resolve) => setImmediate(resolve))
    }
    const ratio = median(at2n.map((t, pass) => t.cpuMs / atN[pass]!.cpuMs))
    const wallRatio = median(at2n.map((t, pass) => t.wallMs / atN[pass]!.wallMs))
    const at2nMs = median(at2n.map((t) => t.cpuMs))
    out[`${family.name}_ms_at_2n`] = at2nMs
    out[`${family.name}_ratio_2n_over_n`] = ratio
    worst = Math.max(worst, ratio)
    process.stderr.write(
      `  ${family.name} (${family.step}): ${family.build(n).length} chars ${median(atN.map((t) => t.cpuMs)).toFixed(0)} ms, ${family.build(2 * n).length} chars ${at2nMs.toFixed(0)} ms (CPU, median of ${at2n.length} passes), ratio ${ratio.toFixed(2)} (per pass: ${at2n.map((t, pass) => (t.cpuMs / atN[pass]!.cpuMs).toFixed(2)).join(' ')}; wall ${wallRatio.toFixed(2)})\n`,
    )
  }
  out.worst_ratio_2n_over_n = worst
  return out
}
