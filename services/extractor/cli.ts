/**
 * `npm run extract`: JSON lines on stdin, one JSON line per input on stdout, errors on stderr.
 * Exit code 1 when any input line was bad (the others are still processed), 2 on a configuration error.
 * Optional LLM: LLM_BASE_URL, LLM_MODEL, LLM_API_KEY.
 */
import { createInterface } from 'node:readline'
import { answerNoArguments } from '../shared/no-arguments.js'
import { runExtractCommand } from './extract-command.js'
import { llmOptionsFrom } from './llm-config.js'

const USAGE =
  'usage: npm run extract < filings.jsonl   (one filing per JSON line in, one extraction per JSON line out; LLM_BASE_URL, LLM_MODEL, LLM_API_KEY: optional LLM)'

async function main(argv: readonly string[]): Promise<number> {
  const answered = answerNoArguments('extract', USAGE, argv, 'it reads stdin')
  if (answered !== null) return answered
  let llm
  try {
    llm = llmOptionsFrom(process.env)
  } catch (error) {
    process.stderr.write(`extract: ${error instanceof Error ? error.message : String(error)}\n`)
    return 2
  }
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity })
  const badLines = await runExtractCommand(
    lines,
    {
      write: (line) => process.stdout.write(`${line}\n`),
      error: (message) => process.stderr.write(`extract: ${message}\n`),
    },
    { llm },
  )
  if (badLines > 0)
    process.stderr.write(`extract: ${badLines} bad input line${badLines === 1 ? '' : 's'}\n`)
  return badLines > 0 ? 1 : 0
}

process.exitCode = await main(process.argv.slice(2))
