/**
 * The dependency arrows of the production code point one way: no import cycle among the modules of services/,
 * topology/ and schemas/, and none of them imports test code (a bench or a fake in services/ would ship in the image).
 * Type-only imports count too: a cycle of types is still two modules that cannot be read apart.
 */
import { expect } from 'chai'
import { importGraph } from './support/import-graph.js'

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
    expect(graph.get('services/runtime.ts')).to.include('services/catalysts/service.ts')
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
