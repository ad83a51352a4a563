/**
 * Hostile input, family by family (test/support/hostile-filings.ts): each text step timed at n and at 2n in the same
 * run; the figure is time(2n) / time(n), about 2 for a step linear in its input (the target is at most 2.3). Each size
 * is timed three times after a warm-up and the fastest run kept (the machine is shared; the fastest is the least
 * disturbed).
 */
import { performance } from 'node:perf_hooks'
import { hostileFamilies } from '../support/hostile-filings.js'
import { runHostileStep } from '../support/hostile-steps.js'

function fastest(run: () => unknown, times = 3): number {
  let best = Infinity
  for (let i = 0; i < times; i++) {
    const t0 = performance.now()
    run()
    best = Math.min(best, performance.now() - t0)
  }
  return best
}

export async function runHostileBench(
  options: { scale?: number } = {},
): Promise<Record<string, number>> {
  const scale = options.scale ?? Number(process.env.HOSTILE_BENCH_SCALE ?? 1)
  const out: Record<string, number> = {}
  let worst = 0
  for (const family of hostileFamilies) {
    const n = Math.max(1, Math.round(family.benchSize * scale))
    const small = family.build(n)
    const large = family.build(2 * n)
    runHostileStep(family.step, family.build(Math.max(1, n >> 4)))
    const atN = fastest(() => runHostileStep(family.step, small))
    const at2n = fastest(() => runHostileStep(family.step, large))
    const ratio = at2n / atN
    out[`${family.name}_ms_at_2n`] = at2n
    out[`${family.name}_ratio_2n_over_n`] = ratio
    worst = Math.max(worst, ratio)
    process.stderr.write(
      `  ${family.name} (${family.step}): ${small.length} chars ${atN.toFixed(0)} ms, ${large.length} chars ${at2n.toFixed(0)} ms, ratio ${ratio.toFixed(2)}\n`,
    )
    await new Promise((resolve) => setImmediate(resolve))
  }
  out.worst_ratio_2n_over_n = worst
  return out
}
