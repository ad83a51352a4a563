/**
 * `npm run accuracy -- --predictions <events.jsonl> --fda <dir-or-url>`: the accuracy report for any
 * corpus, offline, by the same `scoreAccuracy` the service runs. `--predictions` is a drain of
 * /v1/events (one event a line; `-` reads stdin). `--fda` is a directory of openFDA pages
 * (Drugs@FDA and CRL `{meta, results}` JSON, as saved from the API or the bulk downloads) or the
 * base URL of openFDA. `npm run accuracy -- --regenerate` scores the service's own store and
 * stores the report (on demand; with the embedded chDB, run it while the service is stopped).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { FdaDecision } from '../../schemas/avro/types.js'
import { summariseAccuracy } from './summary.js'
import { isoDate, isoUtc, systemClock } from '../shared/clock.js'
import { createLogger } from '../shared/logger.js'
import { createOpenFdaClient } from '../fda/openfda-client.js'
import { runImport } from '../fda/import.js'
import {
  decisionKey,
  decisionsFromCrl,
  decisionsFromDrugsFda,
  type OpenFdaPage,
} from '../fda/records.js'
import { baselineRowsOf, loadFallback } from './baseline.js'
import { PredictionEvent } from './cycles.js'
import { scoreAccuracy } from './core.js'

export const usage = `usage: npm run accuracy -- --predictions <events.jsonl|-> --fda <dir|url> [options]
       npm run accuracy -- --regenerate

Scores published dates against the FDA record and prints the accuracy document (spec 2.5) as JSON.

  --predictions <file>  a drain of /v1/events, one event per line ('-' reads stdin)
  --fda <dir|url>       a directory of openFDA JSON pages (drugsfda and crl), or an openFDA base URL
  --today <YYYY-MM-DD>  the day the report is computed for (default: today, UTC)
  --from <YYYY-MM-DD>   with a URL: first Drugs@FDA date read (default: 60 days before the first filing)
  --summary             print the ?summary=1 view
  --no-baseline         leave out the committed 2023-2025 baseline rows
  --regenerate          score the service's store (configured by the environment) and store the report
  -h, --help            this text
`

export interface CliOptions {
  predictions?: string
  fda?: string
  today?: string
  from?: string
  summary: boolean
  baseline: boolean
  regenerate: boolean
  help: boolean
}

export function parseArgs(argv: string[]): CliOptions {
  const o: CliOptions = { summary: false, baseline: true, regenerate: false, help: false }
  const date = (flag: string, v: string | undefined) => {
    if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
      throw new Error(`${flag} needs a date YYYY-MM-DD`)
    return v
  }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    const next = () => {
      const v = argv[++i]
      if (v === undefined || (v.startsWith('--') && v !== '-'))
        throw new Error(`${a} needs a value`)
      return v
    }
    if (a === '-h' || a === '--help') o.help = true
    else if (a === '--predictions') o.predictions = next()
    else if (a === '--fda') o.fda = next()
    else if (a === '--today') o.today = date(a, argv[++i])
    else if (a === '--from') o.from = date(a, argv[++i])
    else if (a === '--summary') o.summary = true
    else if (a === '--no-baseline') o.baseline = false
    else if (a === '--regenerate') o.regenerate = true
    else throw new Error(`unknown argument ${a}`)
  }
  if (!o.help && !o.regenerate && (!o.predictions || !o.fda))
    throw new Error('--predictions and --fda are both required')
  return o
}

/** Events from JSONL; a line that is not an event is an error naming the line. */
export function parsePredictions(text: string): PredictionEvent[] {
  const out: PredictionEvent[] = []
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return
    let json: unknown
    try {
      json = JSON.parse(line)
    } catch {
      throw new Error(`predictions line ${i + 1}: not JSON`)
    }
    const parsed = PredictionEvent.safeParse(json)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      throw new Error(
        `predictions line ${i + 1}: ${issue.path.join('.') || 'event'}: ${issue.message}`,
      )
    }
    out.push(parsed.data)
  })
  return out
}

/**
 * Decisions from every `*.json` openFDA page in a directory (Drugs@FDA or CRL, told apart by their
 * fields). Other JSON files are passed over and named in `skipped`; a directory with no page is an error.
 */
export function decisionsFromDirectory(
  dir: string,
  importedAt: string,
  skipped: string[] = [],
): FdaDecision[] {
  const byKey = new Map<string, FdaDecision>()
  let pages = 0
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    let page: OpenFdaPage<Record<string, unknown>>
    try {
      page = JSON.parse(readFileSync(join(dir, name), 'utf8')) as OpenFdaPage<
        Record<string, unknown>
      >
    } catch {
      skipped.push(name)
      continue
    }
    if (!page || !Array.isArray(page.results)) {
      skipped.push(name)
      continue
    }
    pages++
    const crl = page.results.some((r) => 'letter_date' in r)
    const decisions = crl
      ? decisionsFromCrl(page as OpenFdaPage<never>, importedAt)
      : decisionsFromDrugsFda(page as OpenFdaPage<never>, importedAt)
    for (const d of decisions) byKey.set(decisionKey(d), d)
  }
  if (!pages) throw new Error(`${dir}: no openFDA page (a JSON file with a results list) in it`)
  return [...byKey.values()]
}

async function main(argv: string[]): Promise<number> {
  let options: CliOptions
  try {
    options = parseArgs(argv)
  } catch (error) {
    process.stderr.write(`${(error as Error).message} (see --help)\n`)
    return 2
  }
  if (options.help) {
    process.stdout.write(usage)
    return 0
  }
  const logger = createLogger({ level: process.env.LOG_LEVEL ?? 'warn', name: 'accuracy-cli' })
  if (options.regenerate) return regenerate(logger)
  const now = new Date()
  try {
    const text =
      options.predictions === '-'
        ? readFileSync(0, 'utf8')
        : readFileSync(options.predictions!, 'utf8')
    const events = parsePredictions(text)
    process.stderr.write(`${events.length} events read\n`)
    let decisions: FdaDecision[]
    if (/^https?:\/\//.test(options.fda!)) {
      const first = events.map((e) => e.filed_at).sort()[0] ?? isoDate(now)
      const from =
        options.from ?? isoDate(new Date(Date.parse(`${first}T00:00:00Z`) - 60 * 86_400_000))
      const client = createOpenFdaClient({ baseUrl: options.fda!, logger })
      process.stderr.write(`reading openFDA at ${options.fda} from ${from}\n`)
      const result = await runImport(
        client,
        { from, to: options.today ?? isoDate(now) },
        now.toISOString(),
      )
      decisions = result.decisions
      process.stderr.write(
        `${decisions.length} FDA decisions in ${result.requests} requests (openFDA updated ${result.lastUpdated.drugsfda ?? '?'})\n`,
      )
    } else {
      if (!statSync(options.fda!, { throwIfNoEntry: false })?.isDirectory())
        throw new Error(`--fda ${options.fda}: not a directory or URL`)
      const skipped: string[] = []
      decisions = decisionsFromDirectory(options.fda!, now.toISOString(), skipped)
      process.stderr.write(
        `${decisions.length} FDA decisions read from ${options.fda}${skipped.length ? ` (not openFDA pages, passed over: ${skipped.join(', ')})` : ''}\n`,
      )
    }
    const { report } = scoreAccuracy({
      events,
      decisions,
      today: options.today ?? isoDate(now),
      generatedAt: isoUtc(now),
      baselineSource: 'live',
      ledger: true,
      baseline: options.baseline ? baselineRowsOf(loadFallback()) : null,
    })
    process.stdout.write(
      `${JSON.stringify(options.summary ? summariseAccuracy(report) : report, null, 2)}\n`,
    )
    return 0
  } catch (error) {
    process.stderr.write(`accuracy: ${(error as Error).message}\n`)
    return 1
  }
}

async function regenerate(logger: ReturnType<typeof createLogger>): Promise<number> {
  const { loadConfig } = await import('../shared/config.js')
  const { createStore } = await import('../shared/store/clickhouse.js')
  const { applyMigrations } = await import('../shared/store/migrations.js')
  const { scoreFromStore } = await import('./service.js')
  const { saveReport } = await import('./store.js')
  const store = createStore(loadConfig(process.env), logger)
  try {
    await applyMigrations(store, logger)
    const report = await scoreFromStore(store, systemClock, loadFallback())
    if (!report) {
      process.stderr.write(
        'no FDA record imported yet: nothing to score (the committed fallback stays in service)\n',
      )
      return 1
    }
    await saveReport(store, report, 'on_demand', true)
    process.stderr.write(`stored: ${report.headline}\n`)
    return 0
  } catch (error) {
    process.stderr.write(`accuracy: ${(error as Error).message}\n`)
    return 1
  } finally {
    await store.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await main(process.argv.slice(2)))
}
