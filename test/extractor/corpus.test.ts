/**
 * The phrasing corpus (test/extractor/corpus/*.jsonl): every invented case, grouped by the behaviour it exercises, read
 * as a user of the feed reads it. `npm run eval -- --corpus` runs the same lines and prints the same differences.
 */
import { expect } from 'chai'
import { readCorpusFiles } from '../../services/extractor/corpus-files.js'
import { checkCorpusCase } from '../../services/extractor/corpus.js'
import { extractText } from '../../services/extractor/extract.js'

describe('phrasing corpus', () => {
  for (const { file, cases } of readCorpusFiles()) {
    describe(file, () => {
      for (const line of cases) {
        it(`${line.where} ${line.text.slice(0, 90)}`, () => {
          const found = extractText(line.text, {
            referenceDate: line.filed,
            filer: line.filer ?? null,
          })
          expect(checkCorpusCase(line, found), `from ${line.from}`).to.deep.equal([])
        })
      }
    })
  }

  it('holds every behaviour group the corpus is filed by', () => {
    const files = readCorpusFiles().map((f) => f.file)
    for (const group of [
      'extension',
      'restated',
      'negated',
      'lapsed',
      'competitor',
      'table',
      'list',
      'outcome',
    ])
      expect(files).to.include(`${group}.jsonl`)
  })
})

describe('corpus line check', () => {
  const line = {
    text: 'The FDA set a PDUFA date of October 3, 2025 for Tarvello.',
    filed: '2025-06-02',
    expect: [{ kind: 'date_set', date: '2025-10-03', drug: 'Tarvello' }],
    from: 'invented for this test',
  }
  const found = extractText(line.text, { referenceDate: line.filed })

  it('passes when the published assertions are the expected ones', () => {
    expect(checkCorpusCase(line, found)).to.deep.equal([])
  })

  it('fails on a different date, a missing assertion or an extra one', () => {
    expect(
      checkCorpusCase({ ...line, expect: [{ ...line.expect[0]!, date: '2025-10-04' }] }, found),
    ).to.have.length(1)
    expect(checkCorpusCase({ ...line, expect: [] }, found)).to.have.length(1)
    expect(
      checkCorpusCase(
        {
          ...line,
          expect: [...line.expect, { kind: 'date_set', date: '2025-11-01', drug: 'Other' }],
        },
        found,
      ),
    ).to.have.length(1)
  })

  it('compares held assertions only when the line lists them', () => {
    expect(checkCorpusCase({ ...line, held: [] }, found)).to.deep.equal([])
    expect(
      checkCorpusCase(
        { ...line, held: [{ reason: 'prior', kind: 'date_set', date: '2025-10-03' }] },
        found,
      ),
    ).to.have.length(1)
  })

  it('compares a further field on every row once a row names it', () => {
    const graded = { ...line, expect: [{ ...line.expect[0]!, confidence: found[0]!.confidence }] }
    expect(checkCorpusCase(graded, found)).to.deep.equal([])
    expect(
      checkCorpusCase({ ...line, expect: [{ ...line.expect[0]!, confidence: 'nonsense' }] }, found),
    ).to.have.length(1)
  })
})
