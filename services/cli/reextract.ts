/**
 * `npm run reextract -- --from YYYY-MM-DD --to YYYY-MM-DD`: runs the current extractor over the stored filings of the
 * window and publishes the assertions that changed (see reextract.ts). Exit 0 done, 2 bad arguments or configuration,
 * 1 failed. Progress on stderr, the summary on stdout.
 *
 * Distributed mode (KAFKA_BROKERS) works while the services run. In the embedded mode the bus directory belongs to the
 * `npm start` process: run it while the service is stopped; the catalysts stage applies the new records at the next start.
 */
import { runWhenMain, withOperatorRuntime } from './operator-runtime.js'
import { isIsoDate } from '../extractor/calendar-days.js'
import { runReextraction, type ReextractWindow } from '../extractor/reextract.js'

const USAGE = 'usage: npm run reextract -- --from YYYY-MM-DD --to YYYY-MM-DD'

export function parseReextractArgs(
  argv: readonly string[],
): { window: ReextractWindow } | { code: number; output: string } {
  if (argv.includes('--help') || argv.includes('-h'))
    return {
      code: 0,
      output: `${USAGE}\n  re-runs the current extractor over stored filings filed in the window and publishes the assertions that changed`,
    }
  const values: Record<string, string> = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg !== '--from' && arg !== '--to')
      return { code: 2, output: `reextract: unknown argument ${arg}\n${USAGE}` }
    const value = argv[++i]
    if (value === undefined || !isIsoDate(value))
      return {
        code: 2,
        output: `reextract: ${arg} takes a date YYYY-MM-DD (got ${value ?? 'nothing'})\n${USAGE}`,
      }
    values[arg.slice(2)] = value
  }
  if (!values.from || !values.to)
    return { code: 2, output: `reextract: --from and --to are both required\n${USAGE}` }
  if (values.from > values.to)
    return { code: 2, output: `reextract: --from ${values.from} is after --to ${values.to}` }
  return { window: { from: values.from, to: values.to } }
}

export async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseReextractArgs(argv)
  if ('code' in parsed) {
    // --help: the usage; a refusal: its one line (the usage is a --help away).
    if (parsed.code === 0) process.stdout.write(`${parsed.output}\n`)
    else process.stderr.write(`${parsed.output.split('\n')[0]}\n`)
    return parsed.code
  }
  return withOperatorRuntime('reextract', async (runtime) => {
    const result = await runReextraction(parsed.window, {
      bus: runtime.bus,
      now: () => runtime.clock.now().toISOString(),
      progress: (line) => process.stderr.write(`reextract: ${line}\n`),
    })
    process.stdout.write(
      `${result.inWindow} filings in the window of ${result.read} stored; ${result.published} re-extracted and published\n`,
    )
    return 0
  })
}

runWhenMain(import.meta.url, 'reextract: ', main)
