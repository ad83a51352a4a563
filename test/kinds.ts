/**
 * `npm run test:unit` / `npm run test:integration`: mocha over one kind of test file, as
 * test/support/test-kinds.ts decides (a unit test's imports reach no Kafka, ClickHouse/chDB, HTTP
 * listener, child process or chain). `npm test` still runs every file.
 *
 *   tsx test/kinds.ts unit|integration [--list] [mocha options…]
 *
 * `--list` prints each file of the kind (and, for an integration test, the import chain to the edge
 * it reaches) instead of running them.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { classifyAll, repoRoot, type TestKind } from './support/test-kinds.js'

const USAGE = 'usage: tsx test/kinds.ts unit|integration [--list] [mocha options…]'

function main(argv: readonly string[]): void {
  const [kind, ...rest] = argv
  if (kind === '--help' || kind === '-h') {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  if (kind !== 'unit' && kind !== 'integration') {
    process.stderr.write(`${USAGE}\n`)
    process.exitCode = 2
    return
  }
  const chosen = classifyAll().filter((c) => c.kind === (kind satisfies TestKind))
  if (rest.includes('--list')) {
    for (const c of chosen)
      process.stdout.write(
        `${c.file}${c.path.length ? `  (${c.path.slice(1).join(' > ')})` : ''}\n`,
      )
    return
  }
  const mocha = createRequire(import.meta.url).resolve('mocha/bin/mocha.js')
  const child = spawn(process.execPath, [mocha, ...chosen.map((c) => c.file), ...rest], {
    cwd: repoRoot,
    stdio: 'inherit',
  })
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0)
  })
}

main(process.argv.slice(2))
