/** `npm run revenue`: --help exits 0; a bad argument exits non-zero with a one-line reason, before any store is opened. */
import { expect } from 'chai'
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const NEVER_OPENED = '/nonexistent/revenue-never-opened'
const cli = (...argv: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'services/payments/revenue-cli.ts', ...argv], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, DATA_DIR: NEVER_OPENED, CLICKHOUSE_URL: '' },
  })

describe('revenue CLI arguments', function () {
  this.timeout(120_000)

  it('prints usage for --help and exits 0', () => {
    const help = cli('--help')
    expect(help.status, help.stderr).to.equal(0)
    expect(help.stdout).to.match(/^usage: npm run revenue -- \[YYYY-MM-DD\] \[--json\]/)
  })

  for (const [what, argv, reason] of [
    ['an unknown option', ['--bogus'], 'revenue: unknown option --bogus'],
    [
      'a day that is not a date',
      ['constructor'],
      'revenue: the day must be YYYY-MM-DD, got "constructor"',
    ],
    ['two days', ['2026-01-01', '2026-01-02'], 'revenue: one day at most, got 2 arguments'],
  ] as const) {
    it(`refuses ${what} with one line and exit 64`, () => {
      const result = cli(...argv)
      expect(result.status).to.equal(64)
      expect(result.stderr.split('\n')[0]).to.equal(reason)
      expect(result.stdout).to.equal('')
      expect(existsSync(NEVER_OPENED)).to.equal(false)
    })
  }
})
