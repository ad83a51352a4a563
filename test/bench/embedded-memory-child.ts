/**
 * The process the embedded-memory bench measures: an on-disk in-process bus through which
 * `FILINGS` invented filings flow (published in batches as the poller does, consumed by a group
 * that decodes every one as the extractor does). Prints one JSON line of RSS samples on stdout.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pino } from 'pino'
import { topics } from '../../topology/topics.js'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { syntheticFiling } from './synthetic-filing.js'

const total = Number(process.env.FILINGS ?? 100_000)
const textBytes = Number(process.env.FILING_TEXT_BYTES ?? 16_000)
const batch = 100
const sampleEvery = total / 10
const dir = mkdtempSync(join(tmpdir(), 'bench-bus-'))
const bus = createInProcessBus({ serde: createAvroSerde(), logger: pino({ level: 'warn' }), dir })
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
try {
  await bus.ensureTopics([topics.filings, topics.deadLetters])
  let consumed = 0
  let consumedTextBytes = 0
  const sub = await bus.subscribe(topics.filings, {
    groupId: 'bench-extractor',
    handle: async (records) => {
      consumed += records.length
      for (const r of records) consumedTextBytes += r.value.documents[0]!.text.length
    },
  })
  const samples: Array<{ filings: number; rss_mb: number }> = []
  const started = performance.now()
  for (let n = 0; n < total; n += batch) {
    const filings = Array.from({ length: Math.min(batch, total - n) }, (_, i) =>
      syntheticFiling(n + i, textBytes),
    )
    await bus.publish(
      topics.filings,
      filings.map((value) => ({ key: value.accession, value })),
    )
    if ((n + batch) % sampleEvery === 0) {
      while (consumed < n + batch) await new Promise((r) => setTimeout(r, 5))
      samples.push({ filings: n + batch, rss_mb: mb(process.memoryUsage().rss) })
      process.stderr.write(`  ${n + batch} filings, rss ${samples.at(-1)!.rss_mb} MiB\n`)
    }
  }
  const seconds = (performance.now() - started) / 1000
  await sub.stop()
  const diskBytes = readdirSync(join(dir, 'topics'), { recursive: true })
    .map((f) => join(dir, 'topics', String(f)))
    .filter((f) => f.endsWith('.seg'))
    .reduce((sum, f) => sum + statSync(f).size, 0)
  process.stdout.write(
    `${JSON.stringify({ samples, seconds, consumed, consumedTextBytes, diskBytes })}\n`,
  )
} finally {
  await bus.close()
  rmSync(dir, { recursive: true, force: true })
}
