/** Re-extraction over stored filings on the embedded bus: only changed extractions in the window are published. */
import { expect } from 'chai'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ExtractedAssertions, Filing } from '../../schemas/avro/types.js'
import { topics } from '../../topology/topics.js'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { extractFiling } from '../../services/extractor/core.js'
import { planReextraction, runReextraction } from '../../services/extractor/reextract.js'
import { parseReextractArgs } from '../../services/cli/reextract.js'
import { testLogger, uid } from '../support/env.js'

function filing(n: number, filed: string, text: string): Filing {
  const accession = `0000000002-25-${String(n).padStart(6, '0')}`
  return {
    accession,
    cik: '0000000002',
    ciks: ['0000000002'],
    company: 'Harlan Biosciences Inc.',
    form: '8-K',
    filed_date: filed,
    accepted_at: null,
    source_url: `https://www.sec.gov/Archives/edgar/data/2/${accession.replace(/-/g, '')}/${accession}-index.htm`,
    documents: [
      { name: 'ex99-1.htm', doc_type: 'EX-99.1', url: 'https://www.sec.gov/x/ex99-1.htm', text },
    ],
    discovery_lane: 'daily_index',
    query_matched: null,
    discovered_at: `${filed}T12:00:00.000Z`,
    truncation: null,
  }
}

const SET =
  'Harlan Biosciences announced that the FDA set a PDUFA target action date of October 2, 2025 for zelvatinib.'
const FRAME =
  'Harlan Biosciences said the FDA will now rule on the zelvatinib application by Oct. 30, 2025.'
const NOISE = 'Harlan Biosciences reported revenue of $40 million for the second quarter.'
const NOW = '2025-07-01T00:00:00.000Z'

describe('reextract', () => {
  const unchanged = filing(1, '2025-06-02', SET)
  const stale = filing(2, '2025-06-03', FRAME)
  const never = filing(3, '2025-06-04', NOISE)
  const outside = filing(4, '2025-01-10', FRAME)
  // What an older extractor published: the same reading of the first filing, nothing for the second.
  const publishedBefore = new Map<string, ExtractedAssertions>([
    [unchanged.accession, extractFiling(unchanged, { now: '2025-06-02T13:00:00.000Z' })],
    [
      stale.accession,
      { ...extractFiling(stale, { now: '2025-06-03T13:00:00.000Z' }), assertions: [] },
    ],
    [
      outside.accession,
      { ...extractFiling(outside, { now: '2025-01-10T13:00:00.000Z' }), assertions: [] },
    ],
  ])

  it('plans only the filings of the window whose assertions changed, and those never extracted', () => {
    const plan = planReextraction(
      [unchanged, stale, never, outside],
      publishedBefore,
      { from: '2025-06-01', to: '2025-06-30' },
      NOW,
    )
    expect(plan.inWindow).to.equal(3)
    expect(plan.changed.map((c) => c.accession)).to.deep.equal([stale.accession, never.accession])
    const [reread] = plan.changed
    expect(
      reread!.assertions
        .filter((a) => a.publishable)
        .map((a) => [a.kind, a.pdufa_date, a.drug_name]),
    ).to.deep.equal([['date_set', '2025-10-30', 'zelvatinib']])
  })

  it('reads the stored topics and publishes the changed records on the assertions topic', async function () {
    this.timeout(30_000)
    const bus = createInProcessBus({
      serde: createAvroSerde(),
      logger: testLogger,
      topicPrefix: `t${uid()}.`,
      dir: mkdtempSync(join(tmpdir(), 'bus-')),
    })
    try {
      await bus.ensureTopics([topics.filings, topics.assertions, topics.deadLetters])
      await bus.publish(
        topics.filings,
        [unchanged, stale, never, outside].map((value) => ({ key: value.accession, value })),
      )
      await bus.publish(
        topics.assertions,
        [...publishedBefore.values()].map((value) => ({ key: value.accession, value })),
      )
      const progress: string[] = []
      const result = await runReextraction(
        { from: '2025-06-01', to: '2025-06-30' },
        { bus, now: () => NOW, progress: (l) => progress.push(l), idleMs: 400 },
      )
      expect(result).to.deep.equal({ read: 4, inWindow: 3, published: 2 })
      expect(progress.some((l) => /2 changed/.test(l))).to.equal(true)
      const all: ExtractedAssertions[] = []
      const sub = await bus.subscribe(topics.assertions, {
        groupId: 'check',
        handle: async (rs) => {
          for (const r of rs) all.push(r.value)
        },
      })
      await new Promise((resolve) => setTimeout(resolve, 500))
      await sub.stop()
      expect(all).to.have.length(5)
      expect(all.slice(3).map((r) => [r.accession, r.extracted_at])).to.deep.equal([
        [stale.accession, NOW],
        [never.accession, NOW],
      ])
    } finally {
      await bus.close()
    }
  })

  it('takes --from and --to, says why it refuses anything else, and answers --help', () => {
    expect(parseReextractArgs(['--from', '2025-01-01', '--to', '2025-03-31'])).to.deep.equal({
      window: { from: '2025-01-01', to: '2025-03-31' },
    })
    expect(parseReextractArgs(['--help'])).to.include({ code: 0 })
    expect(parseReextractArgs(['--from', '2025-13-01', '--to', '2025-03-31'])).to.include({
      code: 2,
    })
    expect(parseReextractArgs(['--from', '2025-04-01', '--to', '2025-03-31'])).to.include({
      code: 2,
    })
    expect(parseReextractArgs(['--since', '2025-01-01'])).to.include({ code: 2 })
    expect(parseReextractArgs(['--from', '2025-01-01'])).to.include({ code: 2 })
  })
})
