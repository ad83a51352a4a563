/**
 * Re-extraction: the current extractor over filings already stored on the filings topic, publishing on the assertions
 * topic only the filings whose assertions changed. The catalysts stage takes them as late information through its
 * normal path (a changed record is a new input: new catalysts, new dates, merges); served events are never renumbered
 * or rewritten.
 *
 * `planReextraction` is the pure core; `runReextraction` reads both topics from their beginning with consumer groups of
 * its own and stops once both have been quiet for `idleMs` (the bus has no high-watermark query).
 */
import { topics, type TopicDeclaration } from '../../topology/topics.js'
import type { Assertion, ExtractedAssertions, Filing } from '../../schemas/avro/types.js'
import type { Bus } from '../shared/bus/types.js'
import { extractFiling } from './core.js'

export interface ReextractWindow {
  /** Filing dates, YYYY-MM-DD, inclusive. */
  from: string
  to: string
}

export interface ReextractPlan {
  /** Filings of the window read. */
  inWindow: number
  /** Re-extracted records whose assertions differ from the last ones published for the accession. */
  changed: ExtractedAssertions[]
}

/** What a consumer sees of an assertion list: everything but when it was extracted (order included). */
function fingerprint(assertions: readonly Assertion[]): string {
  return JSON.stringify(assertions)
}

/**
 * The filings of the window whose current extraction differs from `published` (the last record per accession on the
 * assertions topic); a filing never extracted before counts as changed.
 */
export function planReextraction(
  filings: Iterable<Filing>,
  published: ReadonlyMap<string, ExtractedAssertions>,
  window: ReextractWindow,
  now: string,
): ReextractPlan {
  const changed: ExtractedAssertions[] = []
  let inWindow = 0
  // In filing order, so that the catalysts stage takes late information in the order it was disclosed.
  const ordered = [...filings].sort(
    (a, b) => a.filed_date.localeCompare(b.filed_date) || a.accession.localeCompare(b.accession),
  )
  for (const filing of ordered) {
    if (filing.filed_date < window.from || filing.filed_date > window.to) continue
    inWindow++
    const current = extractFiling(filing, { now })
    const previous = published.get(filing.accession)
    if (
      previous === undefined ||
      fingerprint(previous.assertions) !== fingerprint(current.assertions)
    )
      changed.push(current)
  }
  return { inWindow, changed }
}

export interface ReextractDeps {
  bus: Bus
  now: () => string
  /** Progress lines (stderr in the CLI). */
  progress: (line: string) => void
  /** How long both topics must stay quiet to count as read to the end. */
  idleMs?: number
}

/** Reads a topic whole into `onRecord`, resolving once no record has arrived for `idleMs`. */
async function readWhole<Key, Value>(
  bus: Bus,
  topic: TopicDeclaration<Key, Value>,
  groupId: string,
  idleMs: number,
  onRecord: (value: Value) => void,
): Promise<number> {
  let count = 0
  let last = Date.now()
  const subscription = await bus.subscribe(topic, {
    groupId,
    maxBatchRecords: 200,
    handle: async (records) => {
      for (const record of records) onRecord(record.value)
      count += records.length
      last = Date.now()
    },
  })
  while (Date.now() - last < idleMs)
    await new Promise((resolve) => setTimeout(resolve, Math.min(250, idleMs)))
  await subscription.stop()
  return count
}

export async function runReextraction(
  window: ReextractWindow,
  deps: ReextractDeps,
): Promise<{ read: number; inWindow: number; published: number }> {
  const idleMs = deps.idleMs ?? 5000
  const run = `reextract-${deps.now().replace(/[^0-9]/g, '')}`
  const published = new Map<string, ExtractedAssertions>()
  const read = await readWhole(deps.bus, topics.assertions, `${run}-assertions`, idleMs, (value) =>
    published.set(value.accession, value),
  )
  deps.progress(`read ${read} assertion records (${published.size} filings)`)
  const filings = new Map<string, Filing>()
  const filingRecords = await readWhole(
    deps.bus,
    topics.filings,
    `${run}-filings`,
    idleMs,
    (value) => {
      filings.set(value.accession, value)
      if (filings.size % 1000 === 0) deps.progress(`read ${filings.size} filings`)
    },
  )
  deps.progress(`read ${filingRecords} filing records (${filings.size} filings)`)
  const plan = planReextraction(filings.values(), published, window, deps.now())
  deps.progress(
    `${plan.inWindow} filings filed ${window.from}..${window.to}; ${plan.changed.length} changed`,
  )
  for (let i = 0; i < plan.changed.length; i += 100) {
    const batch = plan.changed.slice(i, i + 100)
    await deps.bus.publish(
      topics.assertions,
      batch.map((value) => ({ key: value.accession, value })),
    )
    deps.progress(`published ${Math.min(i + 100, plan.changed.length)}/${plan.changed.length}`)
  }
  return { read: filings.size, inWindow: plan.inWindow, published: plan.changed.length }
}
