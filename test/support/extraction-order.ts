/**
 * For extraction-independence.test.ts, in a fresh process (no pattern of the extractor yet run): the trade-press
 * sentences of press-owners-and-letter-days.test.ts read first (its `it` bodies run in turn), then the corpus line
 * table.jsonl:44. Prints that line's assertions as JSON. Run with `tsx test/support/extraction-order.ts`.
 */
import { readCorpusFiles } from '../../services/extractor/corpus-files.js'
import { extractText } from '../../services/extractor/extract.js'

const bodies: Array<() => unknown> = []
const scope = globalThis as unknown as Record<string, unknown>
scope['describe'] = (_name: string, body: () => void) => body()
scope['it'] = (_name: string, body: () => unknown) => bodies.push(body)
await import('../extractor/press-owners-and-letter-days.test.js')
for (const body of bodies)
  try {
    body()
  } catch {
    // Only the extractions are wanted here, not the test's verdicts.
  }
const line = readCorpusFiles()
  .flatMap(({ cases }) => cases)
  .find((c) => c.where === 'table.jsonl:44')!
console.log(
  JSON.stringify(extractText(line.text, { referenceDate: line.filed, filer: line.filer ?? null })),
)
