/**
 * Prometheus metrics as an operator scrapes them: `npm start` with METRICS_PORT serves /metrics on
 * that port (not on the API's unless told), the text parses with a strict text-format parser, and
 * it carries request latency per route id, consumer lag per topic and partition, lane and feed
 * freshness and the sequencer's progress read from the store, and payment decisions.
 */
import { expect } from 'chai'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../deploy/kafka/broker.js'
import { topics } from '../../topology/topics.js'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { createMetrics } from '../../services/shared/metrics.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { testConfig, testLogger, testStore } from '../support/env.js'
import { lockReview } from '../support/reviews.js'
import { startMain, stopMain } from '../support/main-process.js'
import { waitFor } from '../support/wait.js'
import { parsePrometheusText, type Family } from './prometheus-text.js'
import { fixedClock } from '../../services/shared/clock.js'
import { createPaymentGate } from '../../services/payments/middleware.js'
import type { FacilitatorClient } from '../../services/payments/facilitator.js'
import { challengeOf, startTestApp } from '../payments/support/harness.js'
import { evmOption, unsignedEvmPayment } from '../payments/support/crafted.js'

function value(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const family = families.get(name) ?? families.get(name.replace(/_(bucket|count|sum)$/, ''))
  return family?.samples.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  )?.value
}

/** The embedded service without its poller, on `dataDir`, with `env` on top. */
function startEmbedded(dataDir: string, env: Record<string, string>) {
  return startMain({
    env: { DATA_DIR: dataDir, POLLER_ENABLED: 'false', ...env },
    unset: ['AUTO_PROVISION', 'METRICS_ON_API_PORT'],
  })
}

describe('Prometheus metrics', function () {
  this.timeout(120_000)

  it("npm start with METRICS_PORT: /metrics parses, times each route by id, reports the stages' consumer lag; not on the API port", async function () {
    const dataDir = mkdtempSync(join(tmpdir(), 'metrics-'))
    const [apiPort, metricsPort] = [await freePort(), await freePort()]
    const { child, output } = startEmbedded(dataDir, {
      PORT: String(apiPort),
      METRICS_PORT: String(metricsPort),
    })
    try {
      const api = `http://127.0.0.1:${apiPort}`
      await waitFor(async () => (await fetch(`${api}/health`).catch(() => null))?.status === 200, {
        timeoutMs: 60_000,
        what: '/health',
      })
      await fetch(`${api}/health`)
      expect((await fetch(`${api}/no-such-route`)).status).to.equal(404)
      expect((await fetch(`${api}/metrics`)).status).to.equal(404) // not on the API port unless told
      const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
      expect(response.status).to.equal(200)
      expect(response.headers.get('content-type')).to.match(/^text\/plain; version=0\.0\.4/)
      const text = await response.text()
      const families = parsePrometheusText(text)
      const latency = families.get('catalyst_http_request_duration_seconds')!
      expect(latency.type).to.equal('histogram')
      expect(
        value(families, 'catalyst_http_request_duration_seconds_count', {
          route: 'health',
          method: 'GET',
          status: '200',
        }),
      ).to.be.at.least(2)
      expect(
        value(families, 'catalyst_http_request_duration_seconds_count', {
          route: 'unmatched',
          status: '404',
        }),
      ).to.equal(2)
      // Every raw path stays out of the labels: only route ids.
      expect(latency.samples.map((s) => s.labels.route)).to.not.include('/no-such-route')
      const lag = families.get('catalyst_bus_consumer_lag')!
      expect(lag.type).to.equal('gauge')
      expect(lag.samples.map((s) => s.labels.topic)).to.include.members([
        'catalyst.filings.v1',
        'catalyst.assertions.v1',
        'catalyst.reviews.v1',
      ])
      expect(
        lag.samples
          .filter((s) => s.labels.topic === 'catalyst.filings.v1')
          .map((s) => s.labels.partition)
          .sort(),
      ).to.deep.equal(['0', '1', '2', '3', '4', '5'])
      expect(value(families, 'catalyst_metrics_store_read_ok')).to.equal(1)
      expect(value(families, 'catalyst_process_resident_memory_bytes')).to.be.greaterThan(0)
      expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).to.equal(404)
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${output().slice(-4000)}`)
    } finally {
      await stopMain(child)
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('METRICS_ON_API_PORT=true serves /metrics on the API port as well', async function () {
    const dataDir = mkdtempSync(join(tmpdir(), 'metrics-'))
    const apiPort = await freePort()
    const { child, output } = startEmbedded(dataDir, {
      PORT: String(apiPort),
      METRICS_ON_API_PORT: 'true',
    })
    try {
      const api = `http://127.0.0.1:${apiPort}`
      await waitFor(async () => (await fetch(`${api}/health`).catch(() => null))?.status === 200, {
        timeoutMs: 60_000,
        what: '/health',
      })
      const response = await fetch(`${api}/metrics`)
      expect(response.status, output()).to.equal(200)
      await fetch(`${api}/metrics`)
      const families = parsePrometheusText(await (await fetch(`${api}/metrics`)).text())
      expect(
        value(families, 'catalyst_http_request_duration_seconds_count', { route: 'health' }),
      ).to.be.at.least(1)
      expect(
        value(families, 'catalyst_http_request_duration_seconds_count', {
          route: 'metrics',
          status: '200',
        }),
      ).to.be.at.least(2)
    } finally {
      await stopMain(child)
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it("reads lane and feed freshness and the sequencer's progress from the store, lag from the bus, and counts payments", async function () {
    const store = await testStore('metrics')
    const bus = createInProcessBus({
      serde: createAvroSerde(),
      logger: testLogger,
      dir: mkdtempSync(join(tmpdir(), 'metrics-bus-')),
    })
    const now = new Date('2026-11-20T12:00:00.000Z')
    try {
      await store.insert('service_state', [
        {
          service: 'poller',
          key: 'lane.atom.last_success',
          value: '2026-11-20T11:59:48.000Z',
          updated_at: '2026-11-20T11:59:48.000Z',
        },
        {
          service: 'poller',
          key: 'lane.fts_hourly.last_success',
          value: '2026-11-20T11:00:00.000Z',
          updated_at: '2026-11-20T11:00:00.000Z',
        },
        {
          service: 'poller',
          key: 'last_polled',
          value: '2026-11-20T11:59:48.000Z',
          updated_at: '2026-11-20T11:59:48.000Z',
        },
        {
          service: 'catalysts',
          key: 'last_updated',
          value: '2026-11-20T11:30:00.000Z',
          updated_at: '2026-11-20T11:30:00.000Z',
        },
      ])
      await store.insert('catalyst_batches', [
        {
          batch: 1,
          inputs: 3,
          events: 4,
          last_event_id: 4,
          committed_at: '2026-11-20T11:29:00.000',
        },
        {
          batch: 2,
          inputs: 1,
          events: 2,
          last_event_id: 6,
          committed_at: '2026-11-20T11:30:00.000',
        },
      ])
      await store.insert('catalyst_sequencers', [
        { epoch: 1, writer: 'host-a', claimed_at: '2026-11-20T10:00:00.000' },
        { epoch: 2, writer: 'host-b', claimed_at: '2026-11-20T11:00:00.000' },
      ])

      await bus.publish(
        topics.reviews,
        [1, 2, 3].map((n) => ({ key: `k${n}`, value: lockReview(n) })),
      )
      let release: () => void = () => undefined
      const gate = new Promise<void>((resolve) => {
        release = resolve
      })
      const sub = await bus.subscribe(topics.reviews, {
        groupId: 'catalysts',
        maxBatchRecords: 1,
        handle: () => gate,
      })
      const metrics = createMetrics({
        bus,
        store,
        logger: testLogger,
        processMetrics: false,
        now: () => now,
      })
      metrics.payment('settled', 'events', 'eip155:8453')
      metrics.payment('settled', 'events', 'eip155:8453')
      metrics.payment('failed', 'upcoming', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
      const families = parsePrometheusText(await metrics.exposition())
      const at = (iso: string) => Date.parse(iso) / 1000
      expect(
        value(families, 'catalyst_poller_lane_last_success_timestamp_seconds', { lane: 'atom' }),
      ).to.equal(at('2026-11-20T11:59:48.000Z'))
      expect(
        value(families, 'catalyst_poller_lane_last_success_timestamp_seconds', {
          lane: 'fts_hourly',
        }),
      ).to.equal(at('2026-11-20T11:00:00.000Z'))
      expect(value(families, 'catalyst_feed_timestamp_seconds', { what: 'last_polled' })).to.equal(
        at('2026-11-20T11:59:48.000Z'),
      )
      expect(
        value(families, 'catalyst_feed_freshness_seconds', { what: 'fda_last_imported' }),
      ).to.equal(undefined) // never imported: absent, not 0
      expect(value(families, 'catalyst_feed_freshness_seconds', { what: 'last_updated' })).to.equal(
        1800,
      )
      expect(value(families, 'catalyst_events_sequenced', { stage: 'catalysts' })).to.equal(6)
      expect(value(families, 'catalyst_events_last_event_id', { stage: 'catalysts' })).to.equal(6)
      expect(value(families, 'catalyst_sequencer_epoch', { stage: 'catalysts' })).to.equal(2)
      expect(
        value(families, 'catalyst_sequencer_last_commit_timestamp_seconds', { stage: 'catalysts' }),
      ).to.equal(at('2026-11-20T11:30:00.000Z'))
      expect(
        value(families, 'catalyst_bus_consumer_lag', {
          group: 'catalysts',
          topic: 'catalyst.reviews.v1',
          partition: '0',
        }),
      ).to.equal(3)
      expect(value(families, 'catalyst_metrics_store_read_ok')).to.equal(1)
      expect(families.get('catalyst_payments_total')!.type).to.equal('counter')
      expect(
        value(families, 'catalyst_payments_total', {
          outcome: 'settled',
          route: 'events',
          network: 'eip155:8453',
        }),
      ).to.equal(2)
      expect(
        value(families, 'catalyst_payments_total', { outcome: 'failed', route: 'upcoming' }),
      ).to.equal(1)
      release()
      await sub.stop()
    } finally {
      await bus.close()
      await store.close()
    }
  })

  it('a store that is down leaves its gauges out and says so, and the rest is still served', async function () {
    const store = await testStore('metrics_down')
    await store.close()
    const metrics = createMetrics({ store, logger: testLogger, processMetrics: false })
    metrics.httpRequest('health', 'GET', 200, 0.003)
    const families = parsePrometheusText(await metrics.exposition())
    expect(value(families, 'catalyst_metrics_store_read_ok')).to.equal(0)
    expect(families.get('catalyst_feed_freshness_seconds')!.samples).to.deep.equal([])
    expect(
      value(families, 'catalyst_http_request_duration_seconds_bucket', {
        route: 'health',
        le: '0.005',
      }),
    ).to.equal(1)
  })

  it('the Grafana dashboard in deploy/ only queries metrics the services expose', async function () {
    const dashboard = readFileSync(
      join(import.meta.dirname, '..', '..', 'deploy', 'grafana', 'catalyst-feed.json'),
      'utf8',
    )
    const queried = new Set(
      [...dashboard.matchAll(/\b(catalyst_[a-z_]+)/g)].map((m) =>
        m[1]!.replace(/_(bucket|count|sum)$/, ''),
      ),
    )
    const store = await testStore('metrics_dash')
    try {
      const families = parsePrometheusText(
        await createMetrics({
          store,
          logger: testLogger,
          bus: { consumerLag: async () => [] },
        }).exposition(),
      )
      expect([...queried].filter((name) => !families.has(name))).to.deep.equal([])
      expect(queried.size).to.be.at.least(9)
    } finally {
      await store.close()
    }
  })

  it("counts the payment gate's decisions as it audits them: the counter equals the audit table", async function () {
    const store = await testStore('metrics_pay')
    const metrics = createMetrics({ store, logger: testLogger, processMetrics: false })
    // The facilitator is a remote service here: it answers as one whose verification rejects the signature.
    const facilitator: FacilitatorClient = {
      getSupported: async () => ({
        kinds: [{ x402Version: 2, scheme: 'exact', network: 'eip155:8453' }],
        extensions: [],
        signers: {},
      }),
      verify: async () => ({ isValid: false, invalidReason: 'invalid_exact_evm_signature' }),
      settle: async (_p, r) => ({
        success: false,
        errorReason: 'unexpected',
        transaction: '',
        network: r.network,
      }),
    }
    const gate = createPaymentGate({
      config: testConfig({ EVM_PAY_TO: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }),
      store,
      logger: testLogger,
      clock: fixedClock('2026-11-22T00:00:00Z'),
      facilitator,
      onOutcome: (outcome, route, network) => metrics.payment(outcome, route, network),
    })
    const app = await startTestApp(gate.gate)
    try {
      expect(
        (await fetch(`${app.url}/v1/events`, { headers: { 'payment-signature': 'bm90IGpzb24=' } }))
          .status,
      ).to.equal(402)
      const challenge = await challengeOf(`${app.url}/v1/catalysts/upcoming`)
      const unsigned = await fetch(`${app.url}/v1/catalysts/upcoming`, {
        headers: { 'payment-signature': unsignedEvmPayment(evmOption(challenge.body)) },
      })
      expect(unsigned.status).to.equal(402)
      await gate.flush()
      const audited = await store.query<{ outcome: string; route: string; n: string }>(
        'SELECT outcome, route, count() AS n FROM {db:Identifier}.payment_audit GROUP BY outcome, route ORDER BY route, outcome',
      )
      expect(audited.length).to.be.at.least(2)
      const families = parsePrometheusText(await metrics.exposition())
      const counted = families
        .get('catalyst_payments_total')!
        .samples.map((s) => ({ outcome: s.labels.outcome!, route: s.labels.route!, n: s.value }))
        .sort((a, b) => a.route.localeCompare(b.route) || a.outcome.localeCompare(b.outcome))
      expect(counted).to.deep.equal(
        audited.map((r) => ({ outcome: r.outcome, route: r.route, n: Number(r.n) })),
      )
    } finally {
      await app.close()
      await gate.close()
      await store.close()
    }
  })
})
