/**
 * Which test files are unit tests, by one rule a reader can check: a unit test is a
 * `test/**\/*.test.ts` file whose imports, followed through every module of this repository they
 * reach, never reach an edge: Kafka, ClickHouse/chDB, an HTTP listener or socket, a child process, a
 * chain (anvil, litesvm) or a container. Every other test file is an integration test.
 *
 * `npm run test:unit` runs the first kind, `npm run test:integration` the second, `npm test` both.
 * Type-only imports (`import type`, or every name marked `type`) are not followed: they vanish at
 * run time. test/test-kinds.test.ts holds the rule to account.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

export const repoRoot = resolve(import.meta.dirname, '..', '..')

/** Module specifiers that make a test an integration test, with what each one means. */
export const EDGES: Readonly<Record<string, string>> = {
  kafkajs: 'Kafka client',
  chdb: 'ClickHouse engine in-process',
  '@clickhouse/client': 'ClickHouse server client',
  'node:child_process': 'child processes',
  child_process: 'child processes',
  'node:http': 'HTTP listener',
  http: 'HTTP listener',
  'node:https': 'HTTP listener',
  https: 'HTTP listener',
  'node:net': 'sockets',
  net: 'sockets',
  '@foundry-rs/anvil': 'EVM chain (anvil)',
  litesvm: 'Solana chain (litesvm)',
  testcontainers: 'containers',
}

export type TestKind = 'unit' | 'integration'

export interface Classified {
  file: string
  kind: TestKind
  /** For an integration test: the chain of modules from the test file to the first edge it reaches. */
  path: string[]
}

/** Every test file under test/, relative to the repository, sorted. */
export function testFiles(dir = join(repoRoot, 'test')): string[] {
  const out: string[] = []
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name)
      if (statSync(p).isDirectory()) walk(p)
      else if (name.endsWith('.test.ts')) out.push(relative(repoRoot, p).split(sep).join('/'))
    }
  }
  walk(dir)
  return out.sort()
}

const IMPORT =
  /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"]([^'"]+)['"]|(?:^|[;\n])\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

/** The run-time module specifiers of a source text (type-only imports left out). */
export function runtimeImports(source: string): string[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  const out: string[] = []
  for (const m of text.matchAll(IMPORT)) {
    if (m[4] !== undefined) {
      if (m[2] !== undefined) continue
      const clause = m[3] ?? ''
      const named = /^\{([\s\S]*)\}$/.exec(clause.trim())
      if (named) {
        const names = named[1]!
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
        if (names.length > 0 && names.every((n) => n.startsWith('type '))) continue
      }
      out.push(m[4])
    } else out.push((m[5] ?? m[6])!)
  }
  return out
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [
    base.replace(/\.js$/, '.ts'),
    base,
    `${base}.ts`,
    join(base, 'index.ts'),
  ]) {
    if (candidate.endsWith('.ts') && existsSync(candidate) && statSync(candidate).isFile())
      return candidate
  }
  return null
}

/** Classify one test file (path relative to the repository or absolute). */
export function classify(
  file: string,
  edges: Readonly<Record<string, string>> = EDGES,
): Classified {
  const start = resolve(repoRoot, file)
  const seen = new Map<string, string[]>([[start, [relative(repoRoot, start)]]])
  const queue = [start]
  while (queue.length > 0) {
    const current = queue.shift()!
    const trail = seen.get(current)!
    for (const specifier of runtimeImports(readFileSync(current, 'utf8'))) {
      if (specifier in edges)
        return { file, kind: 'integration', path: [...trail, specifier].map(slash) }
      if (!specifier.startsWith('.')) continue
      const next = resolveLocal(current, specifier)
      if (next === null || seen.has(next)) continue
      seen.set(next, [...trail, relative(repoRoot, next)])
      queue.push(next)
    }
  }
  return { file, kind: 'unit', path: [] }
}

const slash = (p: string) => p.split(sep).join('/')

export function classifyAll(files = testFiles()): Classified[] {
  return files.map((f) => classify(f))
}
