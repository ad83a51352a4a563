/**
 * The live path end to end: published dates in the events table, the FDA record imported from a
 * fake openFDA over the in-process bus, the accuracy stage scoring into ClickHouse, and
 * /v1/accuracy over real HTTP switching from the committed fallback to the live report; then an
 * openFDA outage and a failing store, neither of which changes what /v1/accuracy serves.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'chai'
import { allTopics } from '../../topology/topics.js'
import { loadFallback } from '../../services/accuracy/baseline.js'
import { createAccuracyReader } from '../../services/accuracy/reader.js'
import { createAccuracyStage } from '../../services/accuracy/service.js'
import { createFdaImporter } from '../../services/fda/service.js'
import { readFdaState } from '../../services/fda/store.js'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { fixedClock } from '../../services/shared/clock.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { call, eventRow, startApi, type Running } from '../api/support.js'
import { createFreshnessReader } from '../../services/api/read-model/store-reads.js'
import { testLogger, testStore, uid } from '../support/env.js'
import { waitFor } from '../support/wait.js'
import { FakeOpenFda, serveDecisions } from '../fda/fake-openfda.js'
import { timelineDecisions, timelineEvents, TODAY } from './timeline.js'

describe('accuracy, live', function () {
  this.timeout(60_000)
  let store: Store
  let fake: FakeOpenFda
  let api: Running

  before(async () => {
    store = await testStore('accuracy_live')
    await store.insert(
      'events',
      timelineEvents().map((e) =>
        eventRow(e.event_id, {
          catalyst_id: e.catalyst_id,
          origin_catalyst_id: e.catalyst_id,
          event_type: e.event_type,
          drug_name: e.drug_name,
          company: e.company,
          ticker: e.ticker,
          tickers: e.ticker ? [e.ticker] : [],
          cik: e.cik,
          application_number: e.application_number,
          new_date: e.new_date,
          outcome: e.outcome,
          authority: e.authority,
          source_quote: e.source_quote,
          filed_at: e.filed_at,
          source_url: e.source_url,
          accession: `0000000000-25-${String(e.event_id).padStart(6, '0')}`,
        }),
      ),
    )
    fake = await new FakeOpenFda().start()
    serveDecisions(fake, timelineDecisions())
    // Served through the default reader, with no cache, so each request reads the store.
    api = await startApi(store, {
      readAccuracy: createAccuracyReader({ store, logger: testLogger, ttlMs: 0 }),
    })
  })
  after(async () => {
    await api?.close()
    await fake?.stop()
    await store?.close()
  })

  it('serves the fallback before the first import, the live report after it, and the last report through an outage', async function () {
    const fallback = loadFallback()!.report
    const first = await call(api.url, '/v1/accuracy')
    expect(first.json.data).to.deep.include({ baseline_source: 'committed_fallback' })

    const clock = fixedClock(`${TODAY}T06:00:00Z`)
    const bus = createInProcessBus({
      serde: createAvroSerde(),
      logger: testLogger,
      topicPrefix: `t${uid()}.`,
      dir: mkdtempSync(join(tmpdir(), 'accuracy-bus-')),
    })
    await bus.ensureTopics(allTopics)
    const stage = createAccuracyStage({ store, bus, logger: testLogger, clock, debounceMs: 10 })
    await stage.start()
    const importer = createFdaImporter({
      store,
      bus,
      logger: testLogger,
      clock,
      baseUrl: fake.url,
      backfillFrom: '2020-01-01',
      client: { backoffInitialMs: 1, backoffMaxMs: 5, maxAttempts: 3 },
    })
    try {
      expect(await importer.runOnce()).to.not.equal(null)
      const live = await waitFor(
        async () => {
          const r = await call(api.url, '/v1/accuracy')
          return r.json.data.baseline_source === 'live' ? r.json.data : null
        },
        { what: 'a live report', timeoutMs: 20_000 },
      )

      // The live scored rows of the timeline (8) plus the 12 baseline decisions none of them replaces.
      expect(live.generated_at).to.equal(`${TODAY}T06:00:00.000+00:00`)
      expect(live.date_accuracy.decisions_matched).to.equal(
        8 + fallback.date_accuracy.decisions_matched,
      )
      expect(live.date_accuracy.matched_crls).to.equal(1 + fallback.date_accuracy.matched_crls)
      expect(live.coverage).to.deep.include({
        baseline_decisions_matched: 12,
        decisions_total: 13,
        decisions_caught: 8,
        recall_floor: 0.6154,
        decisions_addressable: 11,
        addressable_caught: 7,
      })
      expect(live.coverage.sponsor_method_counts).to.deep.equal({
        cik: 7,
        name_exact: 4,
        name_fuzzy: 1,
        none: 1,
      })
      const aldb = live.track_record.find((r: any) => r.ticker === 'ALDB')
      expect(aldb).to.deep.include({
        application_number: 'NDA 300001',
        predicted_date: '2025-03-14',
        actual_date: '2025-03-12',
        error_days: -2,
        source: 'live',
        match_tier: 'application_number',
      })
      expect(live.track_record.filter((r: any) => r.source === 'baseline')).to.have.length(12)
      expect(live.recall_misses.items).to.have.length(4)
      expect(live.feeds.upcoming.decisions_matched).to.equal(20)

      // openFDA goes down: the import fails after its retries, the failure is freshness, the report stays.
      fake.down = 503
      clock.advance(86_400_000)
      expect(await importer.runOnce()).to.equal(null)
      expect((await readFdaState(store)).last_error).to.match(/503/)
      expect(await stage.regenerate('daily')).to.not.equal(null)
      const during = await call(api.url, '/v1/accuracy')
      expect(during.status).to.equal(200)
      expect(during.json.data.baseline_source).to.equal('live')
      expect(during.json.data.date_accuracy).to.deep.equal(live.date_accuracy)
      const summary = await call(api.url, '/v1/accuracy?summary=1')
      expect(summary.json.data).to.deep.include({
        summary: true,
        baseline_source: 'live',
        track_record_rows: live.track_record.length,
      })
    } finally {
      await importer.stop()
      await stage.stop()
      await bus.close()
    }
  })

  it('shows the openFDA outage as freshness in /v1/meta, while /v1/accuracy answers 200', async function () {
    const meta = await startApi(store, { readFreshness: createFreshnessReader(store) })
    try {
      const r = await call(meta.url, '/v1/meta')
      expect(r.status).to.equal(200)
      expect(r.json.data.freshness).to.match(
        /FDA record .* was last imported 2026-01-15T06:00:00\.000\+00:00\. The last attempt \(2026-01-16T06:00:00\.000\+00:00\) failed/,
      )
      expect((await call(meta.url, '/v1/accuracy')).status).to.equal(200)
    } finally {
      await meta.close()
    }
  })

  it('keeps serving the last report it read when the store stops answering', async function () {
    let failing = false
    const flaky = new Proxy(store, {
      get: (target, key) =>
        key === 'query' && failing
          ? async () => {
              throw new Error('store down')
            }
          : Reflect.get(target, key),
    })
    const read = createAccuracyReader({ store: flaky, logger: testLogger, ttlMs: 0 })
    const before = await read()
    expect(before?.baseline_source).to.equal('live')
    failing = true
    expect(await read()).to.deep.equal(before)
    // A store that hangs instead of failing: the request waits waitMs, then gets the last report.
    const hanging = new Proxy(store, {
      get: (target, key) =>
        key === 'query' ? () => new Promise(() => undefined) : Reflect.get(target, key),
    })
    const slow = createAccuracyReader({ store: hanging, logger: testLogger, ttlMs: 0, waitMs: 50 })
    expect(await slow()).to.deep.equal(loadFallback()!.report)
  })
})
