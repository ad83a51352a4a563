/**
 * `npm run accuracy`: the offline CLI as a user runs it (a child process), on the invented
 * timeline saved as a /v1/events drain, against a directory of openFDA pages and against a fake
 * openFDA URL; it prints the same figures the scoring function computes.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'chai'
import { baselineRowsOf, loadFallback } from '../../services/accuracy/baseline.js'
import { parseArgs, parsePredictions } from '../../services/accuracy/cli.js'
import { scoreAccuracy } from '../../services/accuracy/core.js'
import { FakeOpenFda, serveDecisions } from '../fda/fake-openfda.js'
import { timelineDecisions, timelineEvents, TODAY } from './timeline.js'

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'services/accuracy/cli.ts', ...args],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString()
    })
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString()
    })
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

describe('npm run accuracy (offline CLI)', function () {
  this.timeout(60_000)
  const dir = mkdtempSync(join(tmpdir(), 'accuracy-cli-'))
  const predictions = join(dir, 'events.jsonl')
  const fdaDir = join(dir, 'fda')
  const fake = new FakeOpenFda()
  const expected = scoreAccuracy({
    events: timelineEvents(),
    decisions: timelineDecisions(),
    today: TODAY,
    generatedAt: null,
    baselineSource: 'live',
    ledger: true,
    baseline: baselineRowsOf(loadFallback()),
  }).report

  before(async () => {
    writeFileSync(
      predictions,
      timelineEvents()
        .map((e) =>
          JSON.stringify({ ...e, tickers: e.ticker ? [e.ticker] : [], new_date_upcoming: false }),
        )
        .join('\n'),
    )
    serveDecisions(fake, timelineDecisions())
    const { mkdirSync } = await import('node:fs')
    mkdirSync(fdaDir)
    writeFileSync(
      join(fdaDir, 'drugsfda-0001.json'),
      JSON.stringify({
        meta: {
          last_updated: '2026-01-13',
          results: { skip: 0, limit: 1000, total: fake.applications.length },
        },
        results: fake.applications,
      }),
    )
    writeFileSync(join(fdaDir, 'notes.json'), JSON.stringify({ saved: 'not an openFDA page' }))
    writeFileSync(
      join(fdaDir, 'crl-0001.json'),
      JSON.stringify({
        meta: {
          last_updated: '2026-01-13',
          results: { skip: 0, limit: 1000, total: fake.letters.length },
        },
        results: fake.letters,
      }),
    )
    await fake.start()
  })
  after(async () => {
    await fake.stop()
  })

  it('--help exits 0; a bad argument exits 2 with a one-line reason', async function () {
    const help = await runCli(['--help'])
    expect(help.code).to.equal(0)
    expect(help.stdout).to.include('--predictions')
    const bad = await runCli(['--predictions', predictions])
    expect(bad.code).to.equal(2)
    expect(bad.stderr.trim().split('\n')).to.have.length(1)
    expect(bad.stderr).to.include('--predictions and --fda are both required')
    expect(() => parseArgs(['--today', '2026-13-45', '--predictions', 'x', '--fda', 'y'])).to.throw(
      '--today needs a date',
    )
    expect(() => parsePredictions('{"event_id":1}\n')).to.throw(/^predictions line 1: catalyst_id/)
  })

  it('prints the report the scoring function computes, from a directory of openFDA pages', async function () {
    const r = await runCli(['--predictions', predictions, '--fda', fdaDir, '--today', TODAY])
    expect(r.code, r.stderr).to.equal(0)
    const printed = JSON.parse(r.stdout)
    expect(printed.date_accuracy).to.deep.equal(expected.date_accuracy)
    expect(printed.coverage).to.deep.equal(expected.coverage)
    expect(printed.track_record).to.deep.equal(expected.track_record)
    expect(printed.error_split).to.deep.equal(expected.error_split)
    expect(r.stderr).to.include('22 events read')
    expect(r.stderr).to.include('passed over: notes.json')
  })

  it('reads the FDA record from an openFDA URL, and prints the summary view', async function () {
    const r = await runCli([
      '--predictions',
      predictions,
      '--fda',
      fake.url,
      '--today',
      TODAY,
      '--from',
      '2020-01-01',
      '--summary',
    ])
    expect(r.code, r.stderr).to.equal(0)
    const printed = JSON.parse(r.stdout)
    expect(printed).to.deep.include({
      summary: true,
      track_record_rows: expected.track_record.length,
    })
    expect(printed.date_accuracy).to.deep.equal(expected.date_accuracy)
    expect(fake.requests.some((q) => q.path === '/transparency/crl.json')).to.equal(true)
  })
})
