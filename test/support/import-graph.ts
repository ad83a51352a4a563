/**
 * The import graph of the production code, read from the source files (no module is loaded): each
 * module of services/, topology/ and schemas/ with the repository paths of the modules it imports
 * by a relative specifier. Type-only imports count: a type is a contract like any other.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { repoRoot } from './test-kinds.js'

export const PRODUCTION = ['services', 'topology', 'schemas']
const SPECIFIER = /\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g

function sourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path))
    else if (name.endsWith('.ts')) out.push(path)
  }
  return out
}

/** Relative imports of a module, resolved to repository paths (`.js` specifiers name `.ts` sources). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const targets: string[] = []
  for (const m of source.matchAll(SPECIFIER)) {
    const target = resolve(dirname(file), m[1]!.replace(/\.js$/, '.ts'))
    if (existsSync(target)) targets.push(relative(repoRoot, target).split(sep).join('/'))
  }
  return targets
}

export function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const top of PRODUCTION)
    for (const file of sourceFiles(join(repoRoot, top)))
      graph.set(relative(repoRoot, file).split(sep).join('/'), importsOf(file))
  return graph
}
