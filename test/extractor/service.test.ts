/** The extraction stage on the embedded bus: a filing on the filings topic becomes grounded assertions. */
import { expect } from 'chai'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ExtractedAssertions, Filing } from '../../schemas/avro/types.js'
import { topics } from '../../topology/topics.js'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { fixedClock } from '../../services/shared/clock.js'
import { createExtractorStage } from '../../services/extractor/service.js'
import { extractFiling } from '../../services/extractor/core.js'
import { testLogger, uid } from '../support/env.js'
import { waitFor } from '../support/wait.js'

interface Case {
  case_id: string
  kind: string
  passage: string
  pdufa_date: string | null
  quote: string
}
const cases = readFileSync(
  join(import.meta.dirname, '..', '..', '..', 'shared', 'data', 'pdufa-dev-cases.jsonl'),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Case)

function filingOf(c: Case, n: number): Filing {
  const accession = `0000000001-26-${String(n).padStart(6, '0')}`
  return {
    accession,
    cik: '0000000001',
    ciks: ['0000000001'],
    company: 'Test Bio Inc.',
    form: '8-K',
    filed_date: '2026-01-15',
    accepted_at: null,
    source_url: `https://www.sec.gov/Archives/edgar/data/1/${accession.replace(/-/g, '')}/${accession}-index.htm`,
    documents: [
      {
        name: 'form8-k.htm',
        doc_type: '8-K',
        url: 'https://www.sec.gov/x/form8-k.htm',
        text: 'Item 8.01 Other Events. See the press release attached as Exhibit 99.1.',
      },
      {
        name: 'ex99-1.htm',
        doc_type: 'EX-99.1',
        url: 'https://www.sec.gov/x/ex99-1.htm',
        text: c.passage,
      },
    ],
    discovery_lane: 'atom',
    query_matched: 'PDUFA',
    discovered_at: '2026-01-15T12:00:00.000Z',
    truncation: null,
  }
}

describe('extractor stage on the bus', function () {
  it('turns each filing into one assertions record keyed by accession, publishing only grounded dates', async function () {
    const bus = createInProcessBus({
      serde: createAvroSerde(),
      logger: testLogger,
      topicPrefix: `t${uid()}.`,
      dir: mkdtempSync(join(tmpdir(), 'bus-')),
    })
    await bus.ensureTopics([topics.filings, topics.assertions, topics.deadLetters])
    const dated = cases.filter((c) => c.kind === 'date_set' && c.pdufa_date).slice(0, 5)
    expect(dated).to.have.length(5)
    const negative = cases.filter((c) => c.kind === 'no_date').slice(0, 3)
    const chosen = [...dated, ...negative]
    await bus.publish(
      topics.filings,
      chosen.map((c, i) => ({ key: filingOf(c, i).accession, value: filingOf(c, i) })),
    )
    const stage = createExtractorStage({
      bus,
      logger: testLogger,
      clock: fixedClock('2026-01-15T12:01:00Z'),
      llm: null,
    })
    await stage.start()
    const out = new Map<string, ExtractedAssertions>()
    const sub = await bus.subscribe(topics.assertions, {
      groupId: 'check',
      handle: async (rs) => {
        for (const r of rs) out.set(r.key, r.value)
      },
    })
    await waitFor(async () => out.size === chosen.length, {
      what: 'one assertions record per filing',
    })
    await sub.stop()
    await stage.stop()
    await bus.close()
    chosen.forEach((c, i) => {
      const record = out.get(filingOf(c, i).accession)!
      expect(record.source_url).to.equal(filingOf(c, i).source_url)
      expect(record.extracted_at).to.equal('2026-01-15T12:01:00.000Z')
      // The stage adds nothing of its own: what travels is exactly the pure extraction of the filing.
      expect(JSON.parse(JSON.stringify(record))).to.deep.equal(
        extractFiling(filingOf(c, i), { now: '2026-01-15T12:01:00.000Z' }),
      )
      const published = record.assertions.filter((a) => a.publishable)
      if (c.kind === 'no_date') expect(published, c.case_id).to.deep.equal([])
      for (const a of published) expect(c.passage, c.case_id).to.contain(a.quote)
    })
  })
})
