/**
 * `npm run eval [cases.jsonl]`: runs the extractor over cases with known answers and prints precision and
 * recall of published dates, kind accuracy and a confusion table. Defaults to the shared dev cases.
 * With LLM_BASE_URL and LLM_MODEL set, the LLM's proposals are merged in as in production.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatReport, parseCases, referenceDateOf, scoreCase, summarize } from './evaluation.js'
import { extractText } from './extract.js'
import { llmOptionsFrom } from './llm-config.js'
import { requestLlmCandidates, type LlmCandidate } from './llm-extractor.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const casesPath = process.argv[2] ?? path.resolve(repoRoot, '..', 'shared', 'data', 'pdufa-dev-cases.jsonl')

async function main(): Promise<number> {
  const cases = parseCases(await readFile(casesPath, 'utf8'))
  const llm = llmOptionsFrom(process.env)
  const scores = []
  for (const devCase of cases) {
    let llmCandidates: LlmCandidate[] | null = null
    if (llm !== null) {
      try {
        llmCandidates = await requestLlmCandidates(devCase.passage, llm, referenceDateOf(devCase))
      } catch (error) {
        process.stderr.write(`eval: ${devCase.case_id}: LLM failed, regex only (${error instanceof Error ? error.message : String(error)})\n`)
      }
    }
    scores.push(scoreCase(devCase, extractText(devCase.passage, { referenceDate: referenceDateOf(devCase), llmCandidates })))
  }
  process.stdout.write(`${path.relative(process.cwd(), casesPath)} (${llm === null ? 'regex only' : `regex + LLM ${llm.model}`})\n`)
  process.stdout.write(`${formatReport(summarize(scores))}\n`)
  return 0
}

process.exitCode = await main().catch((error: unknown) => {
  process.stderr.write(`eval: ${error instanceof Error ? error.message : String(error)}\n`)
  return 2
})
