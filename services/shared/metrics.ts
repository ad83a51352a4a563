/**
 * Prometheus metrics (prom-client), one registry per process. Edges record with small calls
 * (`httpRequest`, `payment`); pure cores never see this object. What the shared state already
 * knows is read at scrape time instead of being counted in each stage: consumer lag from the bus,
 * lane and feed freshness and the sequencer's progress from ClickHouse (`service_state`,
 * `catalyst_batches`), so any process that serves /metrics reports them, whichever stage wrote
 * them. Those store-read gauges are the same in every process: aggregate them with max(), not sum().
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { Bus } from './bus/types.js'
import type { Logger } from './logger.js'
import type { Store } from './store/clickhouse.js'

export interface Metrics {
  readonly registry: Registry
  /** One finished HTTP request: the route's id (not its path, so the label stays bounded). */
  httpRequest(route: string, method: string, status: number, seconds: number): void
  /** One payment decision of the x402 gate. */
  payment(outcome: string, route: string, network: string): void
  /** The Prometheus text exposition. */
  exposition(): Promise<string>
  readonly contentType: string
}

export interface MetricsSources {
  bus?: Pick<Bus, 'consumerLag'>
  store?: Store
  logger: Logger
  /** Process metrics (CPU, RSS, event-loop lag, GC); off in tests that build many registries. */
  processMetrics?: boolean
  /** Store reads are shared by scrapes within this window. */
  storeReadEveryMs?: number
  now?: () => Date
}

/** What the store tells about freshness and progress; null fields are unknown (never written). */
interface StoreFacts {
  laneSuccess: Map<string, number>
  lastPolled: number | null
  lastUpdated: number | null
  fdaImported: number | null
  lastEventId: number | null
  eventsSequenced: number | null
  lastCommit: number | null
  /** The newest fencing epoch a sequencer instance claimed: it moves on each takeover. */
  sequencerEpoch: number | null
}

const seconds = (value: string | null | undefined): number | null => {
  if (!value) return null
  const ms = Date.parse(/Z|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`)
  return Number.isFinite(ms) && ms > 0 ? ms / 1000 : null
}

async function readStoreFacts(store: Store): Promise<StoreFacts> {
  const [states, batches, epochs] = await Promise.all([
    store.query<{ service: string; key: string; value: string; at: string }>(
      `SELECT service, key, argMax(value, updated_at) AS value, toString(max(updated_at)) AS at FROM {db:Identifier}.service_state
       WHERE (service = 'poller' AND (key = 'last_polled' OR (startsWith(key, 'lane.') AND endsWith(key, '.last_success'))))
          OR (service = 'catalysts' AND key = 'last_updated') OR (service = 'fda' AND key = 'last_imported')
       GROUP BY service, key`,
    ),
    store
      .query<{ last_event_id: string; events: string; committed_at: string; n: string }>(
        `SELECT max(last_event_id) AS last_event_id, sum(events) AS events, toString(max(committed_at)) AS committed_at, count() AS n
       FROM {db:Identifier}.catalyst_batches FINAL`,
      )
      .catch(() => []),
    store
      .query<{ epoch: string; n: string }>(
        'SELECT max(epoch) AS epoch, count() AS n FROM {db:Identifier}.catalyst_sequencers',
      )
      .catch(() => []),
  ])
  const pick = (service: string, key: string) => {
    const row = states.find((r) => r.service === service && r.key === key)
    return row ? (seconds(row.value) ?? seconds(row.at)) : null
  }
  const laneSuccess = new Map<string, number>()
  for (const row of states) {
    const lane = /^lane\.(.+)\.last_success$/.exec(row.key)?.[1]
    const at = seconds(row.value) ?? seconds(row.at)
    if (row.service === 'poller' && lane && at !== null) laneSuccess.set(lane, at)
  }
  const batch = batches[0]
  const hasBatches = batch !== undefined && Number(batch.n) > 0
  return {
    laneSuccess,
    lastPolled: pick('poller', 'last_polled'),
    lastUpdated: pick('catalysts', 'last_updated'),
    fdaImported: pick('fda', 'last_imported'),
    lastEventId: hasBatches ? Number(batch.last_event_id) : null,
    eventsSequenced: hasBatches ? Number(batch.events) : null,
    lastCommit: hasBatches ? seconds(batch.committed_at) : null,
    sequencerEpoch: epochs[0] && Number(epochs[0].n) > 0 ? Number(epochs[0].epoch) : null,
  }
}

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry()
  const now = sources.now ?? (() => new Date())
  const log = sources.logger.child({ component: 'metrics' })
  if (sources.processMetrics !== false)
    collectDefaultMetrics({ register: registry, prefix: 'catalyst_' })

  const http = new Histogram({
    name: 'catalyst_http_request_duration_seconds',
    help: 'HTTP request latency by route id, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
    // Read routes answer in milliseconds; paid ones add a facilitator round trip.
    buckets: [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  })
  const payments = new Counter({
    name: 'catalyst_payments_total',
    help: 'x402 payment decisions by outcome (verified, settled, failed, refused, not_charged).',
    labelNames: ['outcome', 'route', 'network'] as const,
    registers: [registry],
  })

  // Scrape-time reads, shared by concurrent scrapes and kept for a short window.
  const readEvery = sources.storeReadEveryMs ?? 5_000
  let facts: { at: number; value: Promise<StoreFacts | null> } | null = null
  const storeFacts = (): Promise<StoreFacts | null> => {
    const store = sources.store
    if (!store) return Promise.resolve(null)
    if (facts && now().getTime() - facts.at < readEvery) return facts.value
    const value = readStoreFacts(store).then(
      (f) => {
        storeUp.set(1)
        return f
      },
      (error: unknown) => {
        log.warn({ err: error }, 'metrics: store read failed; store gauges left out of this scrape')
        storeUp.set(0)
        return null
      },
    )
    facts = { at: now().getTime(), value }
    return value
  }
  const storeUp = new Gauge({
    name: 'catalyst_metrics_store_read_ok',
    help: '1 when the last scrape-time store read succeeded.',
    registers: [registry],
    // Settles the read first, whichever gauge the registry collects first.
    async collect() {
      await storeFacts()
    },
  })
  // Every store-read gauge carries a label, so a value the store could not tell is absent, never a made-up 0.
  const fromStore = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: (f: StoreFacts) => Array<[Record<L, string>, number | null]>,
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset()
        const f = await storeFacts()
        for (const [labels, value] of f ? read(f) : [])
          if (value !== null) this.set(labels as never, value)
      },
    })
  fromStore(
    'catalyst_poller_lane_last_success_timestamp_seconds',
    'When each poller lane last completed a run (Unix seconds).',
    ['lane'],
    (f) => [...f.laneSuccess].map(([lane, at]) => [{ lane }, at]),
  )
  const feed = (f: StoreFacts): Array<[{ what: string }, number | null]> => [
    [{ what: 'last_polled' }, f.lastPolled],
    [{ what: 'last_updated' }, f.lastUpdated],
    [{ what: 'fda_last_imported' }, f.fdaImported],
  ]
  fromStore(
    'catalyst_feed_timestamp_seconds',
    'Feed freshness as /v1/meta tells it (Unix seconds): last_polled (SEC), last_updated (the feed changed), fda_last_imported.',
    ['what'],
    feed,
  )
  fromStore(
    'catalyst_feed_freshness_seconds',
    'Seconds since each catalyst_feed_timestamp_seconds.',
    ['what'],
    (f) =>
      feed(f).map(([labels, at]) => [labels, at === null ? null : now().getTime() / 1000 - at]),
  )
  const sequencer = { stage: 'catalysts' }
  fromStore(
    'catalyst_events_sequenced',
    'Events the sequencer emitted in committed batches (monotonic: rate() works).',
    ['stage'],
    (f) => [[sequencer, f.eventsSequenced]],
  )
  fromStore('catalyst_events_last_event_id', 'The highest committed event id.', ['stage'], (f) => [
    [sequencer, f.lastEventId],
  ])
  fromStore(
    'catalyst_sequencer_epoch',
    'The newest fencing epoch a sequencer instance claimed (a change is a takeover).',
    ['stage'],
    (f) => [[sequencer, f.sequencerEpoch]],
  )
  fromStore(
    'catalyst_sequencer_last_commit_timestamp_seconds',
    'When the sequencer last committed a batch (Unix seconds).',
    ['stage'],
    (f) => [[sequencer, f.lastCommit]],
  )

  new Gauge({
    name: 'catalyst_bus_consumer_lag',
    help: 'Records a consumer group of this process is behind the log end, per topic and partition.',
    labelNames: ['group', 'topic', 'partition'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      const lags =
        (await sources.bus?.consumerLag?.().catch((error: unknown) => {
          log.warn({ err: error }, 'metrics: consumer lag unavailable')
          return []
        })) ?? []
      for (const { group, topic, partition, lag } of lags)
        this.set({ group, topic, partition: String(partition) }, lag)
    },
  })

  return {
    registry,
    contentType: registry.contentType,
    httpRequest(route, method, status, duration) {
      http.observe({ route, method, status: String(status) }, duration)
    },
    payment(outcome, route, network) {
      payments.inc({ outcome, route, network: network || 'unknown' })
    },
    exposition: () => registry.metrics(),
  }
}
