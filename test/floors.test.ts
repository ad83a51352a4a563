/**
 * The floors of the house: a folder imports only from its own floor or the floors below it, so each
 * contract lives with its owner and a lower room never reaches up into a higher one. Lowest first:
 *
 *   0 schemas/                      the generated record types
 *   1 services/shared/              infrastructure (bus, store, config, logging); takes declarations as parameters
 *   2 topology/                     the app's declarations (topics, services, the AsyncAPI document)
 *   3 poller, extractor, fda, payments   the stages that read the outside world
 *   4 catalysts                     the sequencer of events
 *   5 attest, accuracy              what reads the events
 *   6 api                           what serves them
 *   7 cli, runtime, main            the entry points that wire everything
 *
 * Folder level, not only file cycles: `shared/bus` importing `topology/topics` is no cycle, yet it
 * is an upward arrow. The few upward imports still taken are listed below, each with its reason;
 * one no longer taken fails the test too, so the list only shrinks.
 */
import { expect } from 'chai'
import { importGraph } from './support/import-graph.js'

const FLOORS: readonly (readonly string[])[] = [
  ['schemas/'],
  ['services/shared/'],
  ['topology/'],
  ['services/poller/', 'services/extractor/', 'services/fda/', 'services/payments/'],
  ['services/catalysts/'],
  ['services/attest/', 'services/accuracy/'],
  ['services/api/'],
  [
    'services/cli/',
    'services/runtime.ts',
    'services/main.ts',
    'services/service.ts',
    'services/migrate.ts',
    'services/process-guards.ts',
  ],
]

interface AllowedUpward {
  from: string
  to: string
  reason: string
}

/** Upward imports still taken, each with why it is not moved yet. */
const ALLOWED_UPWARD: readonly AllowedUpward[] = []

/** The floor of a repository path, or undefined for a path no floor names. */
function floorOf(path: string, floors: readonly (readonly string[])[] = FLOORS) {
  const index = floors.findIndex((rooms) =>
    rooms.some((room) => (room.endsWith('/') ? path.startsWith(room) : path === room)),
  )
  return index < 0 ? undefined : index
}

/** `from -> to` for every import that runs to a higher floor. */
function upwardImports(
  graph: ReadonlyMap<string, readonly string[]>,
  floors: readonly (readonly string[])[] = FLOORS,
): string[] {
  const upward: string[] = []
  for (const [from, targets] of graph)
    for (const to of targets) {
      const a = floorOf(from, floors)
      const b = floorOf(to, floors)
      if (a !== undefined && b !== undefined && b > a) upward.push(`${from} -> ${to}`)
    }
  return [...new Set(upward)].sort()
}

describe('floors: no import runs from a lower folder to a higher one', () => {
  const graph = importGraph()
  const allowed = ALLOWED_UPWARD.map((a) => `${a.from} -> ${a.to}`).sort()

  it('gives every production module a floor', () => {
    expect(graph.size).to.be.greaterThan(100)
    expect([...graph.keys()].filter((file) => floorOf(file) === undefined)).to.deep.equal([])
  })

  it('has no upward import beyond the listed exceptions', () => {
    expect(upwardImports(graph).filter((arrow) => !allowed.includes(arrow))).to.deep.equal([])
  })

  it('lists only exceptions still taken, each with a reason', () => {
    expect(allowed.filter((arrow) => !upwardImports(graph).includes(arrow))).to.deep.equal([])
    for (const a of ALLOWED_UPWARD) expect(a.reason.length, a.from).to.be.greaterThan(20)
  })

  it('finds an upward arrow between folders that form no cycle (the detector itself)', () => {
    const floors = [['low/'], ['mid/a/', 'mid/b/'], ['top.ts']]
    const house = new Map([
      ['low/x.ts', ['low/y.ts', 'mid/a/p.ts']],
      ['mid/a/p.ts', ['low/x.ts', 'mid/b/q.ts']],
      ['mid/b/q.ts', ['low/y.ts']],
      ['top.ts', ['mid/a/p.ts', 'low/x.ts']],
    ])
    expect(upwardImports(house, floors)).to.deep.equal(['low/x.ts -> mid/a/p.ts'])
  })
})
