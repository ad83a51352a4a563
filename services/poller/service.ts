/**
 * The poller service: schedules the discovery lanes, runs each through the one filing pipeline,
 * and keeps freshness and cursors in service_state so a restart resumes where it stopped.
 *
 * Lanes: `atom` every ATOM_INTERVAL_SECONDS (6 s by default, start to start: every new 8-K/6-K of
 * the issuer universe is on the topic seconds after dissemination), `daily_index` every POLL_INTERVAL_SECONDS
 * (the daily form index, the net under the feed), `fts_hourly` every POLL_INTERVAL_SECONDS over the
 * newest days and `fts_catchup` daily over the trailing CATCHUP_DAYS (full-text search: filers
 * outside the universe), `issuers` daily (ticker files). Every lane runs at a fixed rate: the next
 * run is due one interval after the previous one started (`nextRunDelay`), so a run's own length does
 * not stretch the cadence. Nothing runs at import or construction; timers start in `start()`. A lane never throws: an SEC outage (or a store hiccup)
 * is logged and shows only as an old `last_success` in `readFreshness`.
 */
import type { Bus } from '../shared/bus/types.js'
import { isoDate, systemTimer, type Clock, type Timer } from '../shared/clock.js'
import type { Config } from '../shared/config.js'
import { errorMessage } from '../shared/errors.js'
import type { Logger } from '../shared/logger.js'
import type { Store } from '../shared/store/clickhouse.js'
import { refreshIssuers } from './issuers.js'
import { scanDailyIndexes } from './index-lane.js'
import { addDays, scanAtom, scanFullText, type LaneDeps } from './lanes.js'
import {
  addBatch,
  createFilingPipeline,
  emptyBatch,
  MAX_FETCH_ATTEMPTS,
  type BatchResult,
  type FilingPipeline,
} from './pipeline.js'
import {
  createSecClient,
  requireUserAgent,
  type FetchLike,
  type SecClient,
  type SecClientOptions,
} from './sec-client.js'
import {
  readRetryable,
  readState,
  readStates,
  stateKeys,
  writeStates,
  type LaneName,
} from './state.js'
import { createUniverse, type Universe } from './universe.js'
import { nextRunDelay } from './schedule.js'
import { healthEntries, laneErrorText } from './upstream-health.js'

/** What a poller and a backfill both run on: the SEC client, the issuer universe, the pipeline. */
export type DiscoveryConfig = Pick<
  Config,
  | 'SEC_USER_AGENT'
  | 'SEC_MAX_RPS'
  | 'SEC_THROTTLE_PAUSE_SECONDS'
  | 'SEC_WWW_URL'
  | 'SEC_EFTS_URL'
  | 'SEC_DATA_URL'
  | 'UNIVERSE_SIC_CODES'
  | 'UNIVERSE_CIKS'
  | 'SIC_REFRESH_DAYS'
>

export type PollerConfig = DiscoveryConfig &
  Pick<Config, 'POLL_INTERVAL_SECONDS' | 'ATOM_INTERVAL_SECONDS' | 'CATCHUP_DAYS'>

/** What the SEC client, the universe and the pipeline are built from (poller and backfill). */
export interface DiscoveryDeps {
  config: DiscoveryConfig
  store: Store
  bus: Bus
  logger: Logger
  clock: Clock
  /** Injected transport (tests); the global fetch otherwise. */
  fetch?: FetchLike
  /** Retry, timeout and throttle tuning of the SEC client (tests shorten them). */
  secClient?: SecClientOptions
  /** An existing client (shares its token bucket); one is created otherwise. */
  client?: SecClient
  /** Filings fetched at once (default 4). */
  concurrency?: number
  /** Benchmarks only: false turns the SEC token bucket off. */
  rateLimit?: boolean
}

export interface PollerDeps extends Omit<DiscoveryDeps, 'config' | 'client'> {
  config: PollerConfig
  /** What the lane schedule measures and waits on (default the system's monotonic time). */
  scheduler?: Timer
}

export interface LaneRun {
  lane: LaneName
  ok: boolean
  startedAt: string
  finishedAt: string
  error: string | null
  result: BatchResult & { requests: number }
}

export interface Poller {
  start(): void
  stop(): Promise<void>
  /** Runs one lane now (or joins the run in progress); never rejects. */
  runLaneOnce(lane: LaneName): Promise<LaneRun>
  readonly client: SecClient
  readonly universe: Universe
}

const DAY_MS = 86_400_000
/** How far back the daily-index lane starts on a store that never ran it (older history: `npm run backfill`). */
export const DAILY_INDEX_FIRST_DAYS = 7

/** The issuer universe of a poller or a backfill, from configuration. */
export function universeFrom(deps: {
  client: SecClient
  store: Store
  clock: Clock
  logger: Logger
  config: Pick<
    Config,
    'SEC_DATA_URL' | 'SEC_EFTS_URL' | 'UNIVERSE_SIC_CODES' | 'UNIVERSE_CIKS' | 'SIC_REFRESH_DAYS'
  >
}): Universe {
  return createUniverse({
    client: deps.client,
    store: deps.store,
    clock: deps.clock,
    logger: deps.logger,
    dataUrl: deps.config.SEC_DATA_URL,
    eftsUrl: deps.config.SEC_EFTS_URL,
    sicCodes: deps.config.UNIVERSE_SIC_CODES,
    configuredCiks: deps.config.UNIVERSE_CIKS,
    refreshDays: deps.config.SIC_REFRESH_DAYS,
  })
}

export interface Discovery {
  client: SecClient
  universe: Universe
  pipeline: FilingPipeline
  /** What a lane scan needs, logging to `logger` and stopping on `signal`. */
  laneDeps(logger: Logger, signal: AbortSignal | undefined): LaneDeps
}

/**
 * The SEC client (or the one given, to share its token bucket), the issuer universe and the filing
 * pipeline, wired one way for the poller and the backfill.
 */
export function discoveryFrom(deps: DiscoveryDeps): Discovery {
  const client =
    deps.client ??
    createSecClient({
      config: deps.config,
      logger: deps.logger,
      fetch: deps.fetch,
      options: deps.secClient,
      rateLimit: deps.rateLimit,
    })
  const universe = universeFrom({
    client,
    store: deps.store,
    clock: deps.clock,
    logger: deps.logger,
    config: deps.config,
  })
  const pipeline = createFilingPipeline({
    client,
    store: deps.store,
    bus: deps.bus,
    logger: deps.logger,
    clock: deps.clock,
    wwwUrl: deps.config.SEC_WWW_URL,
    concurrency: deps.concurrency ?? 4,
    universe,
  })
  return {
    client,
    universe,
    pipeline,
    laneDeps: (logger, signal) => ({
      client,
      pipeline,
      universe,
      logger,
      eftsUrl: deps.config.SEC_EFTS_URL,
      wwwUrl: deps.config.SEC_WWW_URL,
      signal,
    }),
  }
}

export function createPoller(deps: PollerDeps): Poller {
  requireUserAgent(deps.config)
  const log = deps.logger.child({ component: 'poller' })
  const discovery = discoveryFrom(deps)
  const { client, universe, pipeline } = discovery
  const abort = new AbortController()
  const running = new Map<LaneName, Promise<LaneRun>>()
  const scheduler = deps.scheduler ?? systemTimer
  let started = false
  let stopping = false

  const laneDeps = (): LaneDeps => discovery.laneDeps(log, abort.signal)
  const today = () => isoDate(deps.clock.now())

  async function retryFailed(): Promise<BatchResult> {
    const rows = await readRetryable(deps.store, MAX_FETCH_ATTEMPTS)
    return rows.length ? pipeline.retry(rows, abort.signal) : emptyBatch()
  }

  const bodies: Record<
    LaneName,
    () => Promise<{ result: BatchResult & { requests: number }; state: Record<string, string> }>
  > = {
    async atom() {
      const states = await readStates(deps.store, 'atom.watermark.')
      const types = ['8-K', '6-K']
      const watermarks = Object.fromEntries(
        types.map((t) => [t, states.get(stateKeys.atomWatermark(t)) ?? null]),
      )
      const scan = await scanAtom(laneDeps(), watermarks, types)
      addBatch(scan, await retryFailed())
      const state: Record<string, string> = {}
      for (const [type, mark] of Object.entries(scan.watermarks))
        if (mark) state[stateKeys.atomWatermark(type)] = mark
      return { result: scan, state }
    },
    async daily_index() {
      const todayDate = today()
      const through = await readState(deps.store, stateKeys.dailyIndexThrough)
      const scan = await scanDailyIndexes(laneDeps(), {
        from: through ? addDays(through, 1) : addDays(todayDate, -DAILY_INDEX_FIRST_DAYS),
        today: todayDate,
      })
      const { through: done, listed, outsideUniverse, ...result } = scan
      log.debug({ listed, outsideUniverse, through: done }, 'daily form indexes read')
      addBatch(result, await retryFailed())
      const state: Record<string, string> = done ? { [stateKeys.dailyIndexThrough]: done } : {}
      return { result, state }
    },
    async fts_hourly() {
      const enddt = today()
      const through = await readState(deps.store, stateKeys.hourlyThrough)
      const oldest = addDays(enddt, -deps.config.CATCHUP_DAYS)
      // One day of overlap with the previous scan: full-text indexing lags the feed.
      let startdt = addDays(through ?? addDays(enddt, -1), -1)
      if (startdt < oldest) startdt = oldest
      if (startdt > enddt) startdt = enddt
      const scan = await scanFullText(laneDeps(), { startdt, enddt, lane: 'fts_hourly' })
      addBatch(scan, await retryFailed())
      return { result: scan, state: { [stateKeys.hourlyThrough]: enddt } }
    },
    async fts_catchup() {
      const enddt = today()
      const scan = await scanFullText(laneDeps(), {
        startdt: addDays(enddt, -deps.config.CATCHUP_DAYS),
        enddt,
        lane: 'fts_catchup',
      })
      return { result: scan, state: {} }
    },
    async issuers() {
      const n = await refreshIssuers({
        client,
        store: deps.store,
        clock: deps.clock,
        wwwUrl: deps.config.SEC_WWW_URL,
        signal: abort.signal,
      })
      log.info({ issuers: n }, 'issuers refreshed')
      return { result: { ...emptyBatch(), requests: 2 }, state: {} }
    },
  }

  async function execute(lane: LaneName): Promise<LaneRun> {
    const startedAt = deps.clock.now()
    let result: BatchResult & { requests: number } = { ...emptyBatch(), requests: 0 }
    let error: string | null = null
    let failed: unknown = null
    let state: Record<string, string> = {}
    try {
      const done = await bodies[lane]()
      result = done.result
      state = done.state
      if (abort.signal.aborted) error = 'stopped before the lane finished'
    } catch (failure) {
      failed = failure
      error = laneErrorText(failure)
      log.warn({ lane, err: failure }, 'lane failed; freshness shows it, the next run retries')
    }
    const finishedAt = deps.clock.now()
    const at = finishedAt.toISOString()
    try {
      const entries: Record<string, string> = {
        [stateKeys.laneAttempt(lane)]: at,
        [stateKeys.laneError(lane)]: error ?? '',
      }
      // last_polled moves only for a completed scan; an EDGAR failure keeps its streak's start.
      const since = failed
        ? ((await readState(deps.store, stateKeys.laneFailingSince(lane))) ?? null)
        : null
      Object.assign(
        entries,
        healthEntries(lane, error ? { ok: false, error: failed } : { ok: true }, at, since),
      )
      if (!error) Object.assign(entries, state, { [stateKeys.laneSuccess(lane)]: at })
      await writeStates(deps.store, entries, finishedAt)
    } catch (failure) {
      error ??= errorMessage(failure)
      log.error({ lane, err: failure }, 'could not record the lane state')
    }
    const run: LaneRun = {
      lane,
      ok: error === null,
      startedAt: startedAt.toISOString(),
      finishedAt: at,
      error,
      result,
    }
    log.info({ lane, ok: run.ok, error, ...result }, 'lane run finished')
    return run
  }

  function runLaneOnce(lane: LaneName): Promise<LaneRun> {
    const inFlight = running.get(lane)
    if (inFlight) return inFlight
    const promise = execute(lane).finally(() => running.delete(lane))
    running.set(lane, promise)
    return promise
  }

  const intervals = (): Record<LaneName, number> => ({
    atom: deps.config.ATOM_INTERVAL_SECONDS * 1000,
    daily_index: deps.config.POLL_INTERVAL_SECONDS * 1000,
    fts_hourly: deps.config.POLL_INTERVAL_SECONDS * 1000,
    fts_catchup: DAY_MS,
    issuers: DAY_MS,
  })

  /** One lane's loop: wait, run, and wait out the rest of the interval counted from the run's start. */
  async function scheduleLoop(lane: LaneName, firstDelayMs: number): Promise<void> {
    let delayMs = firstDelayMs
    for (;;) {
      await scheduler.sleep(Math.max(0, delayMs), abort.signal)
      if (stopping) return
      const startedAt = scheduler.now()
      const run = await runLaneOnce(lane)
      const every = intervals()[lane]
      // A failed daily lane tries again at the hourly cadence rather than a day later.
      const next = run.ok ? every : Math.min(every, deps.config.POLL_INTERVAL_SECONDS * 1000)
      delayMs = nextRunDelay(startedAt, scheduler.now(), next)
    }
  }

  return {
    client,
    universe,
    start() {
      if (started) return
      started = true
      const c = deps.config
      log.info(
        {
          universeSic: c.UNIVERSE_SIC_CODES,
          universeCiks: c.UNIVERSE_CIKS.length,
          maxRps: c.SEC_MAX_RPS,
        },
        `poller lanes: atom every ${c.ATOM_INTERVAL_SECONDS} s (every 8-K/6-K of the issuer universe), daily_index and fts_hourly every ${c.POLL_INTERVAL_SECONDS} s, fts_catchup daily over ${c.CATCHUP_DAYS} days, issuers daily`,
      )
      void (async () => {
        // Resume: a lane whose last success is recent waits for the rest of its interval.
        let states = new Map<string, string>()
        try {
          states = await readStates(deps.store, 'lane.')
        } catch (error) {
          log.warn({ err: error }, 'could not read poller state; running every lane now')
        }
        const now = deps.clock.now().getTime()
        for (const [lane, every] of Object.entries(intervals()) as Array<[LaneName, number]>) {
          const last = states.get(stateKeys.laneSuccess(lane))
          const due = last ? Date.parse(last) + every - now : 0
          if (stopping) return
          void scheduleLoop(lane, lane === 'atom' ? 0 : Math.min(Math.max(due, 0), every))
        }
      })()
    },
    async stop() {
      stopping = true
      abort.abort()
      await Promise.all([...running.values()])
    },
    runLaneOnce,
  }
}
