/**
 * The entry point of an extraction worker thread (see extraction-pool.ts): loads the extractor
 * module it is given, says it is ready, then answers each filing with its extraction or the error
 * it threw. Being an entry point, it runs on load, like the command-line entry points.
 */
import { parentPort, workerData } from 'node:worker_threads'
import type { ExtractedAssertions, Filing } from '../../schemas/avro/types.js'
import type { StageOptions } from './core.js'

interface Extractor {
  extractFiling(filing: Filing, options: StageOptions): ExtractedAssertions
}

const port = parentPort
if (!port) throw new Error('extraction-worker.ts runs as a worker thread only')
const { extractorModule, claim } = workerData as { extractorModule: string; claim: Int32Array }
const extractor = (await import(extractorModule)) as Extractor
// A filing handed ahead (while the one before it was read) is read only if the pool has not taken
// it back meanwhile: this thread claims it by the same compare-and-swap the pool takes it back by.
const CLAIM_TAKEN = -2
port.on('message', (job: { id: number; filing: Filing; options: StageOptions; ahead: boolean }) => {
  if (job.ahead && Atomics.compareExchange(claim, 0, job.id, CLAIM_TAKEN) !== job.id) return
  try {
    port.postMessage({ id: job.id, extracted: extractor.extractFiling(job.filing, job.options) })
  } catch (error) {
    port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) })
  }
})
port.postMessage({ ready: true })
