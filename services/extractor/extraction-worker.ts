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
const { extractorModule } = workerData as { extractorModule: string }
const extractor = (await import(extractorModule)) as Extractor
port.on('message', (job: { id: number; filing: Filing; options: StageOptions }) => {
  try {
    port.postMessage({ id: job.id, extracted: extractor.extractFiling(job.filing, job.options) })
  } catch (error) {
    port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) })
  }
})
port.postMessage({ ready: true })
