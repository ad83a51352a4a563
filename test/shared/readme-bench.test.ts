/**
 * The README's benchmark figures are what the last `npm run bench` printed: its section between
 * the bench markers is exactly the rendering of test/bench/last-run.json (the record run.ts writes
 * of every printed metric), so no figure there is a copy edited by hand; and the goal verdicts the
 * rendering shows follow from the printed values.
 */
import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  benchSectionOf,
  renderBench,
  renderBenchSection,
  withBenchSection,
  type BenchResults,
} from '../bench/readme-section.js'

const root = join(import.meta.dirname, '..', '..')

describe('README benchmark section', function () {
  it('is the rendering of the last bench run, byte for byte', function () {
    const readme = readFileSync(join(root, 'README.md'), 'utf8')
    const results = JSON.parse(
      readFileSync(join(root, 'test', 'bench', 'last-run.json'), 'utf8'),
    ) as BenchResults
    expect(benchSectionOf(readme)).to.equal(renderBenchSection(results))
  })

  it('renders goals as met or not from the printed value, and replaces only the section', function () {
    const record = {
      what: 'an invented bench',
      measured: '2026-01-02',
      machine: '1 × cpu, Node v24',
      metrics: { page_p99_ms: '25.125', start_ms: '900' },
      goals: [
        { metric: 'page_p99_ms', below: 20, text: 'page p99 < 20 ms' },
        { metric: 'start_ms', below: 5000, text: 'start < 5 s' },
        { metric: 'absent_ms', below: 1, text: 'never measured' },
      ],
    }
    const text = renderBench('invented', record)
    expect(text).to.include('| page p99 < 20 ms | page_p99_ms = 25.125 | not met |')
    expect(text).to.include('| start < 5 s | start_ms = 900 | met |')
    expect(text).to.include('| never measured | absent_ms = - | not measured |')
    expect(text).to.include('| page_p99_ms | 25.125 |')
    const readme = 'intro\n<!-- bench:start -->\nold\n<!-- bench:end -->\noutro\n'
    const updated = withBenchSection(readme, { invented: record })
    expect(updated.startsWith('intro\n<!-- bench:start -->\n#### invented')).to.equal(true)
    expect(updated.endsWith('\n<!-- bench:end -->\noutro\n')).to.equal(true)
    expect(benchSectionOf(updated)).to.equal(text)
  })
})
