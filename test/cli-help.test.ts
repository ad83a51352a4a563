/**
 * Every command-line tool of package.json answers `--help` with its usage and exit 0, and a bad
 * argument with one line on stderr and a non-zero exit, before it opens a store, a bus or the
 * network. Each runs as the child process `npm run <name>` starts (node with tsx), all at once.
 */
import { expect } from 'chai'
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const scripts = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
).scripts

const CLIS = [
  'extract',
  'eval',
  'review',
  'reextract',
  'backfill',
  'bench',
  'revenue',
  'verify-attestation',
  'accuracy',
  'accuracy:baseline',
  'migrate',
  'topics',
  'asyncapi',
] as const

/** The file `npm run <name>` hands to tsx. */
function entry(name: string): string {
  const match = /^tsx (\S+\.ts)$/.exec(scripts[name] ?? '')
  if (!match)
    throw new Error(`package.json script ${name} is not "tsx <file>.ts": ${scripts[name]}`)
  return match[1]!
}

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

function run(file: string, argv: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...argv], {
      cwd: root,
      // Nothing may be opened: a store here would be created, and is checked for below.
      env: {
        ...process.env,
        DATA_DIR: '/nonexistent/cli-help-never-opened',
        CLICKHOUSE_URL: '',
        KAFKA_BROKERS: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

describe('command-line tools: --help and bad arguments', function () {
  this.timeout(120_000)
  const help = new Map<string, Run>()
  const bad = new Map<string, Run>()

  before(async function () {
    await Promise.all(
      CLIS.flatMap((name) => [
        run(entry(name), ['--help']).then((r) => help.set(name, r)),
        run(entry(name), ['--no-such-option']).then((r) => bad.set(name, r)),
      ]),
    )
  })

  for (const name of CLIS) {
    it(`npm run ${name} -- --help: exit 0 and a usage line`, function () {
      const r = help.get(name)!
      expect(r.code, r.stderr).to.equal(0)
      expect(r.stdout).to.match(new RegExp(`^usage: npm run ${name}\\b`, 'm'))
    })

    it(`npm run ${name} -- --no-such-option: non-zero exit and one line`, function () {
      const r = bad.get(name)!
      expect(r.code, r.stdout).to.be.a('number').and.not.equal(0)
      const lines = r.stderr.trimEnd().split('\n')
      expect(lines, r.stderr).to.have.length(1)
      expect(lines[0]).to.not.equal('')
    })
  }
})
