/**
 * The committed fallback is reproducible: the generator, run on ../shared/data, writes exactly the
 * committed artifact; it cites a source for every FDA date and holds no passage or quote of the data.
 */
import { readFileSync } from 'node:fs'
import { expect } from 'chai'
import { fallbackPath, loadFallback } from '../../services/accuracy/baseline.js'
import { buildBaseline } from '../../services/accuracy/build-baseline.js'
import { AccuracyFull } from '../../services/accuracy/report.js'

const dataDir = new URL('../../../shared/data/', import.meta.url).pathname

describe('accuracy: the committed fallback', function () {
  it('is what npm run accuracy:baseline builds from ../shared/data', function () {
    const built = JSON.parse(JSON.stringify(buildBaseline(dataDir)))
    expect(built).to.deep.equal(JSON.parse(readFileSync(fallbackPath, 'utf8')))
  })

  it('is a valid full document, frozen (no generated_at), its small n and provenance stated in method', function () {
    const artifact = loadFallback()!
    expect(AccuracyFull.safeParse(artifact.report).success).to.equal(true)
    expect(artifact.report).to.deep.include({
      baseline_source: 'committed_fallback',
      generated_at: null,
    })
    expect(artifact.report.windows.action).to.deep.equal(['2023-01-01', '2025-12-31'])
    expect(artifact.report.method)
      .to.match(/12 real FDA decisions/)
      .and.to.match(/small/)
    expect(artifact.report.coverage.baseline_decisions_matched).to.equal(
      artifact.report.date_accuracy.decisions_matched,
    )
  })

  it('cites a source for every FDA date and copies no passage or quote', function () {
    const artifact = loadFallback()!
    expect(artifact.citations).to.have.length(artifact.report.date_accuracy.decisions_matched)
    for (const c of artifact.citations) expect(c.stated_by.length, c.decision).to.be.greaterThan(0)
    const text = readFileSync(fallbackPath, 'utf8')
    const cases = ['pdufa-dev-cases.jsonl', 'pdufa-more-cases.jsonl'].flatMap((f) =>
      readFileSync(`${dataDir}${f}`, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l)),
    )
    for (const c of cases) {
      for (const sentence of String(c.quote ?? '')
        .split(/(?<=\.)\s+/)
        .filter((x: string) => x.length > 40))
        expect(text.includes(JSON.stringify(sentence).slice(1, -1)), c.case_id).to.equal(false)
    }
  })
})
