/**
 * `tsx test/support/dump-extractions.ts [--data DIR] [corpus.jsonl ...] > out.jsonl`: every assertion the extractor gives for every
 * passage of the shared case files, for 300 synthetic filings and for the texts of the phrasing corpus, one JSON line
 * per input. Run it before and after a change meant to keep outputs as they are, and diff the two files: an empty diff
 * is the byte-identity a refactor of the rules promises. DIR holds the shared case files (default: ../shared/data
 * beside the repository).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseCases, referenceDateOf } from '../../services/extractor/evaluation.js'
import { extractText } from '../../services/extractor/extract.js'
import { extractFiling } from '../../services/extractor/core.js'
import { buildSyntheticFilings } from './synthetic-filings.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const args = process.argv.slice(2)
const dataFlag = args.indexOf('--data')
const sharedData =
  dataFlag === -1
    ? path.resolve(repoRoot, '..', 'shared', 'data')
    : path.resolve(args[dataFlag + 1]!)
if (dataFlag !== -1) args.splice(dataFlag, 2)
const SHARED_FILES = ['pdufa-dev-cases.jsonl', 'pdufa-more-cases.jsonl', 'pdufa-cases-b.jsonl']
const SYNTHETIC_FILINGS = 300

function write(line: unknown): void {
  process.stdout.write(`${JSON.stringify(line)}\n`)
}

for (const file of SHARED_FILES) {
  for (const devCase of parseCases(readFileSync(path.join(sharedData, file), 'utf8')))
    write({
      input: `${file}#${devCase.case_id}`,
      assertions: extractText(devCase.passage, {
        referenceDate: referenceDateOf(devCase),
        filer: devCase.company ?? null,
      }),
    })
}
for (const { filing } of buildSyntheticFilings(SYNTHETIC_FILINGS))
  write({
    input: `synthetic#${filing.accession}`,
    assertions: extractFiling(filing, { now: '2026-01-01T00:00:00.000Z' }).assertions,
  })

const corpusDir = path.join(repoRoot, 'test', 'extractor', 'corpus')
const corpusFiles =
  args.length > 0
    ? args
    : (() => {
        try {
          return readdirSync(corpusDir)
            .filter((f) => f.endsWith('.jsonl'))
            .map((f) => path.join(corpusDir, f))
        } catch {
          return []
        }
      })()
for (const file of corpusFiles) {
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .forEach((line, index) => {
      const { text, filed, filer } = JSON.parse(line) as {
        text: string
        filed: string | null
        filer?: string | null
      }
      write({
        input: `${path.basename(file)}:${index + 1}`,
        assertions: extractText(text, { referenceDate: filed, filer: filer ?? null }),
      })
    })
}
