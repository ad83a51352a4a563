/**
 * `npm run eval [--split tune|score|all] [cases.jsonl ...]`: runs the extractor over cases with known answers and
 * prints, per split, precision and recall of published dates, kind accuracy, a confusion table and the reason of
 * every miss. Defaults to the three shared files (`../shared/data/pdufa-dev-cases.jsonl`, all `tune`,
 * `pdufa-more-cases.jsonl` and `pdufa-cases-b.jsonl`, split `tune` / `score`). Fit the grammar on `tune`; only read
 * the figure of `score`: its misses and wrong dates print as counts by reason and kind, never by case.
 * With LLM_BASE_URL and LLM_MODEL set, the LLM's proposals are merged in as in production.
 *
 * `npm run eval -- --corpus [corpus.jsonl ...]`: runs the phrasing corpus (every file of test/extractor/corpus unless
 * files are named) with the same check as its test, prints each line that no longer holds and a count per file, and
 * exits 1 if any line fails.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseCases, referenceDateOf, scoreCase, summarize, type DevCase } from './evaluation.js'
import { formatReport } from './evaluation-report.js'
import { checkCorpusCase } from './corpus.js'
import { readCorpusFiles } from './corpus-files.js'
import { extractText } from './extract.js'
import { llmOptionsFrom } from './llm-config.js'
import { requestLlmCandidates, type LlmCandidate } from './llm-extractor.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const SHARED_FILES = ['pdufa-dev-cases.jsonl', 'pdufa-more-cases.jsonl', 'pdufa-cases-b.jsonl']

/** `shared/data` beside the checkout, or beside a folder above it (a second working tree of the repository). */
function sharedDataDir(): string {
  let dir = repoRoot
  for (let depth = 0; depth < 3; depth++) {
    const candidate = path.resolve(dir, '..', 'shared', 'data')
    if (existsSync(candidate)) return candidate
    dir = path.dirname(dir)
  }
  return path.resolve(repoRoot, '..', 'shared', 'data')
}
const USAGE =
  'usage: npm run eval -- [--split tune|score|all] [cases.jsonl ...] | --corpus [corpus.jsonl ...]'

/** The phrasing corpus: each line through the regex extractor, as the corpus test reads it. */
function runCorpus(files: readonly string[]): number {
  let failed = 0
  for (const { file, cases } of files.length > 0 ? readCorpusFiles(files) : readCorpusFiles()) {
    let held = 0
    for (const line of cases) {
      const problems = checkCorpusCase(
        line,
        extractText(line.text, { referenceDate: line.filed, filer: line.filer ?? null }),
      )
      if (problems.length === 0) held++
      else process.stdout.write(`${line.where} (from ${line.from})\n  ${problems.join('\n  ')}\n`)
    }
    failed += cases.length - held
    process.stdout.write(`${file}: ${held}/${cases.length}\n`)
  }
  return failed === 0 ? 0 : 1
}

function parseArgs(
  argv: readonly string[],
): { split: 'tune' | 'score' | 'all'; files: string[] } | string {
  let split: 'tune' | 'score' | 'all' = 'all'
  const files: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--split') {
      const value = argv[++i]
      if (value !== 'tune' && value !== 'score' && value !== 'all')
        return `--split takes tune, score or all (got ${value ?? 'nothing'})`
      split = value
    } else if (arg.startsWith('-')) return `unknown option ${arg}`
    else files.push(arg)
  }
  return {
    split,
    files: files.length > 0 ? files : SHARED_FILES.map((f) => path.join(sharedDataDir(), f)),
  }
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`)
    return 0
  }
  if (argv[0] === '--corpus') return runCorpus(argv.slice(1))
  const args = parseArgs(argv)
  if (typeof args === 'string') {
    process.stderr.write(`eval: ${args}\n`)
    return 2
  }
  const cases: DevCase[] = []
  for (const file of args.files) cases.push(...parseCases(await readFile(file, 'utf8')))
  const llm = llmOptionsFrom(process.env)
  const splits = (args.split === 'all' ? (['tune', 'score'] as const) : [args.split]).filter((s) =>
    cases.some((c) => c.split === s),
  )
  for (const split of splits) {
    const scores = []
    for (const devCase of cases.filter((c) => c.split === split)) {
      let llmCandidates: LlmCandidate[] | null = null
      if (llm !== null) {
        try {
          llmCandidates = await requestLlmCandidates(devCase.passage, llm, referenceDateOf(devCase))
        } catch (error) {
          process.stderr.write(
            `eval: ${devCase.case_id}: LLM failed, regex only (${error instanceof Error ? error.message : String(error)})\n`,
          )
        }
      }
      scores.push(
        scoreCase(
          devCase,
          extractText(devCase.passage, {
            referenceDate: referenceDateOf(devCase),
            filer: devCase.company ?? null,
            llmCandidates,
          }),
        ),
      )
    }
    process.stdout.write(
      `== split ${split}: ${args.files.map((f) => path.relative(process.cwd(), f)).join(', ')} (${llm === null ? 'regex only' : `regex + LLM ${llm.model}`})\n`,
    )
    process.stdout.write(`${formatReport(summarize(scores), { perCase: split === 'tune' })}\n\n`)
  }
  return 0
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`eval: ${error instanceof Error ? error.message : String(error)}\n`)
  return 2
})
