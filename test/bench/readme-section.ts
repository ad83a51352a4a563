/**
 * The README's benchmark figures, generated: `npm run bench` records what it printed in
 * `test/bench/last-run.json` (per bench: what it measures, when, on what, each metric as the printed
 * text, and the goals it is held to) and writes the README section between the bench markers from
 * that file with `renderBenchSection`. test/shared/readme-bench.test.ts checks that the README
 * section is exactly the rendering of the file, so a figure in it is what a bench printed, never a
 * copy edited by hand. Pure functions: no bench runs here.
 */

/** A goal a bench is held to: `metric` below (or at least) `value`. */
export interface BenchGoal {
  metric: string
  below?: number
  atLeast?: number
  /** What the goal is, as the README states it. */
  text: string
}

export interface BenchRecord {
  /** What the bench measures (one sentence, no final period). */
  what: string
  /** YYYY-MM-DD of the run. */
  measured: string
  machine: string
  /** Metric name to the value exactly as the bench printed it. */
  metrics: Record<string, string>
  goals?: BenchGoal[]
}

export type BenchResults = Record<string, BenchRecord>

export const sectionStart = '<!-- bench:start -->'
export const sectionEnd = '<!-- bench:end -->'

/** A value as `npm run bench` prints it: integers as they are, others to three decimals. */
export function printed(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(3)
}

function goalRows(record: BenchRecord): string[] {
  return (record.goals ?? []).map((goal) => {
    const text = record.metrics[goal.metric]
    const value = text === undefined ? Number.NaN : Number(text)
    const met = Number.isNaN(value)
      ? 'not measured'
      : goal.below !== undefined
        ? value < goal.below
          ? 'met'
          : 'not met'
        : value >= goal.atLeast!
          ? 'met'
          : 'not met'
    return `| ${goal.text} | ${goal.metric} = ${text ?? '-'} | ${met} |`
  })
}

/** One bench's subsection. */
export function renderBench(name: string, record: BenchRecord): string {
  const parts = [
    `#### ${name}`,
    '',
    `${record.what}. Measured ${record.measured} on ${record.machine}.`,
    '',
  ]
  const goals = goalRows(record)
  if (goals.length) parts.push('| goal | measured | |', '| --- | --- | --- |', ...goals, '')
  parts.push(
    '| metric | value |',
    '| --- | --- |',
    ...Object.entries(record.metrics).map(([metric, value]) => `| ${metric} | ${value} |`),
  )
  return parts.join('\n')
}

/** The text between the markers: every bench of the file, in its order. */
export function renderBenchSection(results: BenchResults): string {
  return Object.entries(results)
    .map(([name, record]) => renderBench(name, record))
    .join('\n\n')
}

/** The README with its section replaced by the rendering of `results`. */
export function withBenchSection(readme: string, results: BenchResults): string {
  const body = renderBenchSection(results)
  if (!readme.includes(sectionStart))
    return `${readme.trimEnd()}\n\n${sectionStart}\n${body}\n${sectionEnd}\n`
  return `${readme.slice(0, readme.indexOf(sectionStart) + sectionStart.length)}\n${body}\n${readme.slice(readme.indexOf(sectionEnd))}`
}

/** The section of a README as it stands (between the markers, without the newlines around it). */
export function benchSectionOf(readme: string): string | null {
  const start = readme.indexOf(sectionStart)
  const end = readme.indexOf(sectionEnd)
  if (start < 0 || end < start) return null
  return readme
    .slice(start + sectionStart.length, end)
    .replace(/^\n/, '')
    .replace(/\n$/, '')
}
