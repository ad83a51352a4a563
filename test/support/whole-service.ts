/**
 * The whole embedded service (catalysts, extractor, api, poller, as `npm start` assembles them) started in-process
 * against a fake SEC: a chDB store, an in-process bus in a folder the caller owns, every topic created. The end-to-end
 * tests and the real-files run start it the same way: through an EndToEndRun, which also starts the fake SEC, owns the
 * bus folder and stops all of it; then they wait for the filings to be committed and read the change stream as a
 * client does.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { assertionFilingsTable } from '../../services/catalysts/tables.js'
import { fixedClock } from '../../services/shared/clock.js'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { committedRows } from '../../services/shared/store/batched.js'
import {
  startService,
  type RunningService,
  type Runtime,
  type ServiceName,
} from '../../services/runtime.js'
import { allTopics } from '../../topology/topics.js'
import { startFakeSec, type FakeSec, type FakeSecOptions } from '../poller/fake-sec.js'
import { testConfig, testLogger, testStore, uid } from './env.js'
import { waitFor } from './wait.js'

/** The services `npm start` runs, in the order it starts them. */
const WHOLE_SERVICE: readonly ServiceName[] = ['catalysts', 'extractor', 'api', 'poller']

export interface WholeServiceOptions {
  /** The fake SEC: EDGAR's www, full-text search and data hosts all point at it. */
  secUrl: string
  /** The fixed clock's instant. */
  now: string
  /** The name the test store is made from (testStore). */
  store: string
  /** The in-process bus's folder (the caller removes it). */
  busDir: string
  /** Settings beyond the SEC hosts, an ephemeral local port and payments off. */
  config?: Record<string, string>
  /** The services to start, in order (default: the whole service). */
  services?: readonly ServiceName[]
  /** Each service is pushed here as it starts, so the caller stops what started even when a later one fails. */
  running: RunningService[]
}

export async function startWholeService(
  options: WholeServiceOptions,
): Promise<{ runtime: Runtime; api: string }> {
  const runtime: Runtime = {
    config: testConfig({
      SEC_USER_AGENT: 'Catalyst Feed Tests ops@catalyst-feed.example',
      SEC_WWW_URL: options.secUrl,
      SEC_EFTS_URL: options.secUrl,
      SEC_DATA_URL: options.secUrl,
      ...options.config,
      PORT: '0',
      HOST: '127.0.0.1',
      PAYMENTS_ENABLED: 'false',
    }),
    logger: testLogger,
    clock: fixedClock(options.now),
    store: await testStore(options.store),
    bus: createInProcessBus({
      serde: createAvroSerde(),
      logger: testLogger,
      topicPrefix: `t${uid()}.`,
      dir: options.busDir,
    }),
  }
  await runtime.bus.ensureTopics(allTopics)
  for (const name of options.services ?? WHOLE_SERVICE)
    options.running.push(await startService(name, runtime))
  return { runtime, api: options.running.find((s) => s.name === 'api')!.url! }
}

export interface EndToEndOptions extends Omit<
  WholeServiceOptions,
  'secUrl' | 'busDir' | 'running'
> {
  /** What the fake SEC serves from the start (its filings, EDGAR's ticker files). */
  sec: FakeSecOptions
}

/**
 * One end-to-end run: a fake SEC, the service against it, a bus folder of its own. Made before the run starts, so that
 * stop() ends whatever started, a start that failed half-way included.
 */
export class EndToEndRun {
  private readonly running: RunningService[] = []
  private fakeSec: FakeSec | undefined
  private busDir: string | undefined

  async start(options: EndToEndOptions): Promise<{ sec: FakeSec; runtime: Runtime; api: string }> {
    const { sec: secOptions, ...service } = options
    const sec = await startFakeSec(secOptions)
    this.fakeSec = sec
    this.busDir = mkdtempSync(join(tmpdir(), `${options.store}-bus-`))
    const started = await startWholeService({
      ...service,
      secUrl: sec.url,
      busDir: this.busDir,
      running: this.running,
    })
    return { sec, ...started }
  }

  /** Starts one more service on the run's runtime (stopped with the others). */
  async startService(name: ServiceName, runtime: Runtime): Promise<RunningService> {
    const service = await startService(name, runtime)
    this.running.push(service)
    return service
  }

  /** Stops the services (last started first), the fake SEC, and removes the bus folder. */
  async stop(): Promise<void> {
    for (const service of this.running.reverse()) await service.stop()
    this.running.length = 0
    await this.fakeSec?.close()
    this.fakeSec = undefined
    if (this.busDir) rmSync(this.busDir, { recursive: true, force: true })
    this.busDir = undefined
  }
}

/**
 * Waits until the catalysts stage has committed every one of `filings` (one row per extracted filing, assertions or
 * not). On timeout the error names the filings not committed and what the poller holds of each, so that it says
 * which stage the data stopped at.
 */
export async function filingsCommitted(
  runtime: Runtime,
  filings: readonly { accession: string }[],
  options: { what: string; timeoutMs: number; intervalMs?: number },
): Promise<void> {
  const wanted = new Set(filings.map((filing) => filing.accession))
  let missing: string[] = []
  await waitFor(
    async () => {
      const rows = await runtime.store.query<{ accession: string }>(
        `SELECT accession FROM ${committedRows(assertionFilingsTable)}`,
      )
      const seen = new Set(rows.map((row) => row.accession))
      missing = [...wanted].filter((accession) => !seen.has(accession))
      return missing.length === 0
    },
    { intervalMs: 200, ...options },
  ).catch(async (error: Error) => {
    const polled = await runtime.store
      .query('SELECT accession, status, lane FROM {db:Identifier}.poller_filings FINAL')
      .catch((e: Error) => e.message)
    throw new Error(
      `${error.message}\nnot committed: ${missing.join(', ')}\npoller_filings: ${JSON.stringify(polled)}`,
    )
  })
}

/** Every event /v1/events serves, read as a client replays the stream: from since=0, `limit` a page. */
export async function servedEvents<Event>(api: string, limit: number): Promise<Event[]> {
  const events: Event[] = []
  for (let since = 0; ;) {
    const path = `/v1/events?since=${since}&limit=${limit}`
    const response = await fetch(`${api}${path}`)
    if (response.status !== 200)
      throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`)
    const page = (await response.json()) as {
      data: Event[]
      meta: { has_more: boolean; next_since: number }
    }
    events.push(...page.data)
    if (!page.meta.has_more) return events
    since = page.meta.next_since
  }
}
