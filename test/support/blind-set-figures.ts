/**
 * `tsx test/support/blind-set-figures.ts set.jsonl [--list]`: recall and precision of the extractor on a blind set, a
 * file in the phrasing corpus format written before the extractor was ever run on it (test/extractor/blind/). An
 * expected row counts as read when a published assertion has its kind and date; a published assertion counts as right
 * when some expected row of its passage has its kind and date. The drug a row names is compared apart (a right date on
 * the wrong product is reported, not counted as a miss, then counted as one in a second recall figure; a right date on
 * the same product named by another of its names (an alias the reading gives, or a name holding the row's whole, as
 * `npm run eval` compares them) is no miss), and so is the whole line as
 * the corpus test checks it.
 * A passage's kind is the set of kinds it publishes ("none" when it publishes nothing), compared with the set its line
 * expects, as `npm run eval` compares a case's kind. `--list` prints every passage whose published assertions differ
 * from its line.
 */
import { readFileSync } from 'node:fs'
import { checkCorpusCase, parseCorpus } from '../../services/extractor/corpus.js'
import { extractText } from '../../services/extractor/extract.js'
import { namesCaseProduct } from '../../services/extractor/evaluation-products.js'

const args = process.argv.slice(2)
const list = args.includes('--list')
const file = args.find((a) => !a.startsWith('--'))
if (file === undefined) {
  process.stderr.write('usage: tsx test/support/blind-set-figures.ts set.jsonl [--list]\n')
  process.exit(2)
}

let expected = 0
let read = 0
let published = 0
let right = 0
let wrongDrug = 0
let sameDrugOtherName = 0
let linesPassing = 0
let trapLines = 0
let trapsPublishing = 0
let kindsRight = 0
const kindMisses = new Map<string, number>()
const kindsOf = (kinds: readonly string[]): string =>
  kinds.length === 0 ? 'none' : [...new Set(kinds)].sort().join('+')
const cases = parseCorpus(readFileSync(file, 'utf8'), file)
for (const line of cases) {
  const found = extractText(line.text, { referenceDate: line.filed, filer: line.filer ?? null })
  const publishedRows = found.filter((a) => a.publishable)
  const same = (a: (typeof publishedRows)[number], row: (typeof line.expect)[number]): boolean =>
    a.kind === row.kind && a.pdufa_date === row.date
  expected += line.expect.length
  for (const row of line.expect) {
    const match = publishedRows.find((a) => same(a, row))
    if (match === undefined) continue
    read += 1
    if (match.drug_name === row.drug) continue
    // A row names its product one way; the reading may name it by another of the text's names for it (its brand, its
    // nonproprietary name, its code): that is the same product, counted apart from a date on another product.
    if (namesCaseProduct(row.drug, match) === true) sameDrugOtherName += 1
    else wrongDrug += 1
  }
  published += publishedRows.length
  right += publishedRows.filter((a) => line.expect.some((row) => same(a, row))).length
  if (line.expect.length === 0) {
    trapLines += 1
    if (publishedRows.length > 0) trapsPublishing += 1
  }
  const expectedKinds = kindsOf(line.expect.map((row) => row.kind))
  const publishedKinds = kindsOf(publishedRows.map((a) => a.kind))
  if (expectedKinds === publishedKinds) kindsRight += 1
  else {
    const miss = `${expectedKinds} read as ${publishedKinds}`
    kindMisses.set(miss, (kindMisses.get(miss) ?? 0) + 1)
  }
  const problems = checkCorpusCase(line, found)
  if (problems.length === 0) linesPassing += 1
  else if (list) process.stdout.write(`${line.where} ${line.from}\n  ${problems.join('\n  ')}\n`)
}

const percent = (n: number, d: number): string => `${d === 0 ? '-' : ((100 * n) / d).toFixed(1)}%`
process.stdout.write(
  [
    `passages ${cases.length} (${trapLines} that must publish nothing)`,
    `recall ${percent(read, expected)} (${read}/${expected}), of them on another product ${wrongDrug}, on the same product by another of its names ${sameDrugOtherName}`,
    `recall on the right product (any of its names) ${percent(read - wrongDrug, expected)} (${read - wrongDrug}/${expected})`,
    `precision ${percent(right, published)} (${right}/${published})`,
    `passages publishing where nothing must publish ${trapsPublishing}/${trapLines}`,
    `kind of passage right ${percent(kindsRight, cases.length)} (${kindsRight}/${cases.length})`,
    ...[...kindMisses].sort((a, b) => b[1] - a[1]).map(([miss, n]) => `  ${miss}: ${n}`),
    `lines passing the corpus check ${linesPassing}/${cases.length}`,
  ].join('\n') + '\n',
)
