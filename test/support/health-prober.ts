/**
 * Times `/health` from a thread of its own: one request after another (100 ms apart), each timed
 * from send to the end of its body. On its own thread so that what the test's main thread does
 * meanwhile (a fake SEC building multi-megabyte answers) never counts against the service.
 */
import { Worker } from 'node:worker_threads'

export interface HealthTiming {
  /** Wall clock when the request was sent (ms since the epoch). */
  at: number
  ms: number
  /** 0 when no answer came (connection refused, 10 s timeout). */
  status: number
}

// Plain JavaScript, so the thread needs no TypeScript loader.
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads')
let probing = true
parentPort.on('message', () => (probing = false))
;(async () => {
  const timings = []
  while (probing) {
    const at = Date.now()
    const t0 = performance.now()
    const status = await fetch(workerData.url, { signal: AbortSignal.timeout(10000) })
      .then(async (r) => (await r.arrayBuffer(), r.status))
      .catch(() => 0)
    timings.push({ at, ms: performance.now() - t0, status })
    await new Promise((r) => setTimeout(r, 100))
  }
  parentPort.postMessage(timings)
})()
`

export function startHealthProber(url: string): { stop(): Promise<HealthTiming[]> } {
  const worker = new Worker(PROBER, { eval: true, workerData: { url } })
  const timings = new Promise<HealthTiming[]>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  return {
    async stop() {
      worker.postMessage('stop')
      const result = await timings
      await worker.terminate()
      return result
    },
  }
}
