/** Where the phrasing corpus lives and how it is read from disk (the edge of corpus.ts, for eval and the tests). */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseCorpus, type CorpusCase } from './corpus.js'

export const CORPUS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'test',
  'extractor',
  'corpus',
)

/** The corpus files given, or every `.jsonl` of the corpus folder, each with its parsed lines. */
export function readCorpusFiles(
  files: readonly string[] = readdirSync(CORPUS_DIR)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => path.join(CORPUS_DIR, f)),
): Array<{ file: string; cases: CorpusCase[] }> {
  return files.map((file) => ({
    file: path.basename(file),
    cases: parseCorpus(readFileSync(file, 'utf8'), path.basename(file)),
  }))
}
