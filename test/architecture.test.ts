/**
 * The dependency arrows of the production code point one way: no import cycle among the modules of services/,
 * topology/ and schemas/, and none of them imports test code (a bench or a fake in services/ would ship in the image).
 * Type-only imports count too: a cycle of types is still two modules that cannot be read apart.
 */
import { expect } from 'chai'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { repoRoot } from './support/test-kinds.js'

const PRODUCTION = ['services', 'topology', 'schemas']
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

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const top of PRODUCTION)
    for (const file of sourceFiles(join(repoRoot, top)))
      graph.set(relative(repoRoot, file).split(sep).join('/'), importsOf(file))
  return graph
}

/** Every cycle's members (strongly connected components of more than one module, or a module importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0
  const indexOf = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    indexOf.set(node, index)
    low.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue
      if (!indexOf.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!))
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || (graph.get(node) ?? []).includes(node))
        found.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node)
  return found
}

describe('architecture: the import graph of the production code', () => {
  const graph = importGraph()

  it('reads a real graph (the composition root imports the stages)', () => {
    expect(graph.get('services/runtime.ts')).to.include('services/catalysts/stage.ts')
    expect(graph.size).to.be.greaterThan(100)
  })

  it('has no cycle', () => {
    expect(cycles(graph)).to.deep.equal([])
  })

  it('has no arrow from production code to test code', () => {
    const intoTest = [...graph].flatMap(([file, targets]) =>
      targets.filter((t) => t.startsWith('test/')).map((t) => `${file} -> ${t}`),
    )
    expect(intoTest).to.deep.equal([])
  })

  it('finds a cycle when there is one (the detector itself)', () => {
    const looped = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ])
    expect(cycles(looped)).to.deep.equal([['a.ts', 'b.ts', 'c.ts']])
  })
})
