/**
 * The `npm run backfill` command line: --help exits 0, and a missing or placeholder SEC User-Agent
 * or a bad range is refused with one line and a non-zero exit, before anything is opened.
 */
import { expect } from 'chai'
import { spawnSync } from 'node:child_process'

function backfill(args: string[], userAgent?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: '/nonexistent-backfill-cli-test' }
  delete env.SEC_USER_AGENT
  if (userAgent !== undefined) env.SEC_USER_AGENT = userAgent
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'services/poller/backfill.ts', ...args],
    { env, encoding: 'utf8', timeout: 60_000 },
  )
  return { status: run.status, stdout: run.stdout, stderr: run.stderr }
}

describe('npm run backfill (command line)', function () {
  this.timeout(120_000)

  it('prints its usage for --help and exits 0', function () {
    const run = backfill(['--help'])
    expect(run.status).to.equal(0)
    expect(run.stdout).to.match(/^usage: npm run backfill -- --from YYYY-MM-DD --to YYYY-MM-DD/)
  })

  it('refuses the README placeholder User-Agent, a missing one and a bad range with one line each', function () {
    const placeholder = backfill(
      ['--from', '2025-01-01', '--to', '2025-01-31'],
      'Your Name you@your-domain',
    )
    expect(placeholder.status).to.equal(2)
    expect(placeholder.stderr.trim().split('\n')).to.have.length(1)
    expect(placeholder.stderr).to.match(
      /SEC_USER_AGENT="Your Name you@your-domain" is a placeholder/,
    )
    const missing = backfill(['--from', '2025-01-01', '--to', '2025-01-31'])
    expect(missing.status).to.equal(2)
    expect(missing.stderr.trim()).to.match(/^SEC_USER_AGENT is not set/)
    const range = backfill(
      ['--from', '2025-1-1'],
      'Marrowfield Research ops@marrowfield-research.io',
    )
    expect(range.status).to.equal(2)
    expect(range.stderr.trim()).to.equal(
      'usage: npm run backfill -- --from YYYY-MM-DD --to YYYY-MM-DD [--window-days N]',
    )
  })
})
