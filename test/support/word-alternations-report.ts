/**
 * `tsx test/support/word-alternations-report.ts [dir]`: lists every regex alternation of three or more bare words in the
 * TypeScript files of a folder (default: services/extractor, without its lexicon), then the counts. test/extractor/lexicon-lint.test.ts
 * fails on any such list that is neither an allowed shape nor on its list still to move. The inventory of
 * word lists still written inline, for moving them into services/extractor/lexicon/.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { wordAlternations } from './word-alternations.js'

const dir = process.argv[2] ?? path.join('services', 'extractor')
const regexes = new Set<string>()
let groups = 0
let words = 0
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .sort()) {
  for (const found of wordAlternations(path.join(dir, file))) {
    regexes.add(`${file}:${found.line}`)
    groups++
    words += found.words.length
    process.stdout.write(`${file}:${found.line} ${found.words.join('|')}\n`)
  }
}
process.stdout.write(`${regexes.size} regexes, ${groups} alternations, ${words} words\n`)
