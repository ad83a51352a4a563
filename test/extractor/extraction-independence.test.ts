/**
 * An extraction depends on its own text alone (s20-state): every corpus line read in file order and again in reverse
 * order gives the same assertions, and the calendar row "Ostrelva (Amended BLA)" (table.jsonl:44) reads the same after
 * other texts as alone. Found by the order of two test files: after the trade-press sentences of
 * press-owners-and-letter-days.test.ts, the row published "Amended". The state was V8's, not ours: a pattern holding a
 * `(?i:...)` modifier group (name-patterns.ts APPLICATION_QUALIFIERS, inside a negative lookahead) compiled after those
 * texts ignored the group's case flag. Such groups are written as classes of both cases now, and none is left.
 */
import { expect } from 'chai'
import { spawnSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { readCorpusFiles } from '../../services/extractor/corpus-files.js'
import { extractText } from '../../services/extractor/extract.js'

describe('an extraction depends on its own text alone', function () {
  this.timeout(120_000)
  const lines = readCorpusFiles().flatMap(({ cases }) => cases)
  const read = (line: (typeof lines)[number]) =>
    JSON.stringify(extractText(line.text, { referenceDate: line.filed, filer: line.filer ?? null }))
  const target = lines.find((l) => l.where === 'table.jsonl:44')!

  it('reads every corpus line alike in file order and in reverse order', () => {
    const forward = lines.map(read)
    const backward = [...lines].reverse().map(read).reverse()
    const differing = lines.filter((_, i) => forward[i] !== backward[i]).map((l) => l.where)
    expect(differing).to.deep.equal([])
  })

  it('reads table.jsonl:44 alone as after the other texts', () => {
    const alone = read(target)
    expect(alone).to.include('"drug_name":"Ostrelva"')
    for (const line of lines) read(line)
    expect(read(target)).to.equal(alone)
  })

  it('reads table.jsonl:44 in a fresh process after the trade-press sentences as alone', () => {
    // A fresh process: in this one the patterns were compiled long ago, by whichever text ran them first.
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'test/support/extraction-order.ts'],
      {
        encoding: 'utf8',
        timeout: 60_000,
      },
    )
    expect(run.status, run.stderr).to.equal(0)
    expect(run.stdout.trim()).to.equal(read(target))
  })

  it('writes no pattern with an inline case modifier group (?i:...)', () => {
    const dirs = ['services/extractor', 'services/extractor/lexicon']
    const holding = dirs.flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.ts'))
        .filter((f) =>
          /\(\?i:/.test(readFileSync(join(dir, f), 'utf8').replace(/\/\/.*|^\s*\*.*/gm, '')),
        )
        .map((f) => join(dir, f)),
    )
    expect(holding).to.deep.equal([])
  })
})
