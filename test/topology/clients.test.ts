/**
 * The producers and consumers a topic declares (topology/topics.ts) are the ones in the code: every
 * `bus.publish(topics.x, ...)` and `bus.subscribe(topics.x, ...)` under services/ is found, the
 * file is attributed to the service or operator command that runs it (a file this table does not
 * know fails the test: say who runs it), and the result must equal the declaration. The bus writes
 * dead letters on behalf of every consumer, so `deadLetters` is produced by every consumer of the
 * other topics.
 */
import { expect } from 'chai'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import {
  allTopics,
  operatorCommands,
  serviceNames,
  topics,
  type TopicClient,
} from '../../topology/topics.js'
import { serviceNames as runtimeServiceNames } from '../../services/runtime.js'

const root = join(import.meta.dirname, '..', '..')

/** Who runs each file that publishes to or subscribes to a topic. */
const runBy: Record<string, readonly TopicClient[]> = {
  'services/poller/pipeline.ts': ['poller', 'backfill-cli'],
  'services/extractor/service.ts': ['extractor'],
  'services/extractor/reextract.ts': ['reextract-cli'],
  'services/catalysts/service.ts': ['catalysts'],
  'services/catalysts/event-topics.ts': ['catalysts'],
  'services/catalysts/review-commands.ts': ['review-cli'],
  'services/fda/service.ts': ['fda'],
  'services/accuracy/service.ts': ['fda'],
}

type TopicKey = keyof typeof topics
const calls = [
  { pattern: /\.publish\(\s*topics\.(\w+)/g, role: 'producers' },
  { pattern: /\.subscribe\(\s*topics\.(\w+)/g, role: 'consumers' },
  // reextract.ts reads a topic whole through a helper that subscribes.
  { pattern: /readWhole\(\s*[\w.]+,\s*topics\.(\w+)/g, role: 'consumers' },
] as const

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

/** Producers and consumers per topic key, as the code has them. */
function inCode(): {
  found: Record<string, { producers: Set<TopicClient>; consumers: Set<TopicClient> }>
  unattributed: string[]
} {
  const found: Record<string, { producers: Set<TopicClient>; consumers: Set<TopicClient> }> = {}
  for (const key of Object.keys(topics)) found[key] = { producers: new Set(), consumers: new Set() }
  const unattributed: string[] = []
  for (const file of sources(join(root, 'services'))) {
    const path = relative(root, file).split('\\').join('/')
    const text = readFileSync(file, 'utf8')
    for (const { pattern, role } of calls) {
      for (const match of text.matchAll(pattern)) {
        const key = match[1]!
        const clients = runBy[path]
        if (!clients) {
          unattributed.push(`${path}: ${role} of topics.${key}`)
          continue
        }
        expect(found, `${path} names topics.${key}`).to.have.property(key)
        for (const client of clients) found[key]![role].add(client)
      }
    }
  }
  const consumers = new Set(Object.values(found).flatMap((f) => [...f.consumers]))
  found['deadLetters' satisfies TopicKey]!.producers = consumers
  return { found, unattributed }
}

describe('topology: producers and consumers', function () {
  const { found, unattributed } = inCode()

  it('knows who runs every file that publishes or subscribes', function () {
    expect(unattributed).to.deep.equal([])
  })

  for (const [key, topic] of Object.entries(topics)) {
    it(`declares who produces and consumes ${topic.name}`, function () {
      expect([...topic.producers].sort(), 'producers').to.deep.equal(
        [...found[key]!.producers].sort(),
      )
      expect([...topic.consumers].sort(), 'consumers').to.deep.equal(
        [...found[key]!.consumers].sort(),
      )
    })
  }

  it('names only services and operator commands that exist', function () {
    const known = new Set<string>([...serviceNames, ...operatorCommands])
    const named = allTopics.flatMap((t) => [...t.producers, ...t.consumers])
    expect(named.filter((n) => !known.has(n))).to.deep.equal([])
  })

  it('starts the services topology names', function () {
    expect(runtimeServiceNames).to.equal(serviceNames)
  })
})
