/**
 * The FDA importer: the openFDA formats parsed from the recorded fixtures, and whole runs against a
 * fake openFDA on loopback (paging with skip/limit, windows halved under the 25,000 skip cap,
 * 404 NOT_FOUND as no match, 429 and 5xx retried), publishing on the in-process bus into ClickHouse.
 */
import { readFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'chai'
import { createFdaImporter } from '../../services/fda/service.js'
import { createOpenFdaClient, pageUrl } from '../../services/fda/openfda-client.js'
import { runImport, windowsOf } from '../../services/fda/import.js'
import {
  decisionsFromCrl,
  decisionsFromDrugsFda,
  normaliseApplicationNumber,
} from '../../services/fda/records.js'
import { readFdaDecisions, readFdaState } from '../../services/fda/store.js'
import { createAccuracyStage } from '../../services/accuracy/service.js'
import { createInProcessBus } from '../../services/shared/bus/in-process.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { fixedClock } from '../../services/shared/clock.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { testLogger, testStore, uid } from '../support/env.js'
import { waitFor } from '../support/wait.js'
import { application, crlLetter, FakeOpenFda } from './fake-openfda.js'

const fixtures = new URL('../../../shared/fixtures/', import.meta.url)
const fixture = (name: string): any => JSON.parse(readFileSync(new URL(name, fixtures), 'utf8'))
const fastRetry = { backoffInitialMs: 1, backoffMaxMs: 5, maxAttempts: 4 }

describe('fda importer', function () {
  describe('openFDA formats (recorded fixtures)', function () {
    it('turns Drugs@FDA applications into decisions: originals and efficacy supplements, approvals and tentative approvals', function () {
      const decisions = decisionsFromDrugsFda(
        fixture('drugsfda-sample.json'),
        '2026-11-25T00:00:00.000Z',
      )
      expect(
        decisions.map((d) => [d.application_number, d.submission, d.action_date, d.outcome]),
      ).to.deep.equal([
        ['NDA 219876', 'ORIG-1', '2025-06-27', 'approved'],
        ['BLA 761203', 'ORIG-1', '2021-09-15', 'approved'],
        ['BLA 761203', 'SUPPL-7', '2025-02-14', 'approved'],
        ['NDA 218840', 'ORIG-1', '2025-03-12', 'tentative_approval'],
      ])
      const first = decisions[0]!
      expect(first).to.include({
        sponsor_name: 'HALCYON BIOTHERAP',
        brand_name: 'VELUSTRA',
        source: 'drugsfda',
        submission_class: 'TYPE 1',
        review_priority: 'PRIORITY',
        record_updated: '2025-07-08',
      })
      expect(first.source_url).to.equal(
        'https://www.accessdata.fda.gov/drugsatfda_docs/appletter/2025/219876Orig1s000ltr.pdf',
      )
      expect(decisions.find((d) => d.application_number === 'BLA 761203')!.brand_name).to.equal(
        'QUORVALTA',
      )
    })

    it('turns complete response letters into crl decisions (MM/DD/YYYY dates, spaced application numbers)', function () {
      const decisions = decisionsFromCrl(fixture('crl-sample.json'), '2026-11-25T00:00:00.000Z')
      expect(
        decisions.map((d) => [d.application_number, d.action_date, d.outcome, d.sponsor_name]),
      ).to.deep.equal([
        ['BLA 761455', '2025-02-10', 'crl', 'Cobalt Ridge Therapeutics Corp.'],
        ['NDA 214455', '2021-11-19', 'crl', 'Telvex Oncology, Inc.'],
      ])
      expect(decisions[0]!.source_url).to.equal(
        'https://download.open.fda.gov/crl/CRL_BLA761455_20250210.pdf',
      )
      expect(
        decisionsFromCrl(
          {
            results: [{ ...crlLetter('NDA 200001', '2025-01-02', 'X'), letter_type: 'RESCISSION' }],
          },
          'now',
        ),
      ).to.deep.equal([])
    })

    it('normalises application numbers and writes queries the way openFDA reads them', function () {
      expect(
        ['NDA209817', 'BLA 761440', 'nda-09817', 'ANDA206242', 'IND 12345'].map(
          normaliseApplicationNumber,
        ),
      ).to.deep.equal(['NDA 209817', 'BLA 761440', 'NDA 009817', 'ANDA 206242', null])
      expect(
        pageUrl('https://api.fda.gov/', '/drug/drugsfda.json', {
          search: 'submissions.submission_status_date:[20250101 TO 20250131]',
          limit: 1000,
          skip: 0,
        }),
      ).to.equal(
        'https://api.fda.gov/drug/drugsfda.json?search=submissions.submission_status_date:[20250101+TO+20250131]&limit=1000&skip=0',
      )
      expect(windowsOf('2025-01-01', '2025-03-05', 31)).to.deep.equal([
        ['2025-01-01', '2025-01-31'],
        ['2025-02-01', '2025-03-03'],
        ['2025-03-04', '2025-03-05'],
      ])
    })
  })

  describe('against a fake openFDA', function () {
    this.timeout(60_000)
    let fake: FakeOpenFda
    beforeEach(async () => {
      fake = await new FakeOpenFda().start()
    })
    afterEach(async () => {
      await fake.stop()
    })
    const client = () =>
      createOpenFdaClient({ baseUrl: fake.url, logger: testLogger, ...fastRetry })

    it('pages a window with skip/limit until the total, skipping generics and non-efficacy supplements', async function () {
      for (let i = 1; i <= 2_345; i++)
        fake.applications.push(application(i, { date: '2025-02-10' }))
      fake.applications.push(application(900_001, { date: '2025-02-11', type: 'ANDA' }))
      fake.applications.push(
        application(900_002, {
          date: '2019-05-01',
          supplements: [
            { number: 4, date: '2025-02-12', cls: 'EFFICACY' },
            { number: 5, date: '2025-02-13', cls: 'LABELING' },
          ],
        }),
      )
      fake.letters.push(crlLetter('BLA 761999', '2025-02-20', 'Invented Bio, Inc.'))
      const result = await runImport(
        client(),
        { from: '2025-01-01', to: '2025-03-31' },
        '2026-11-25T00:00:00.000Z',
      )
      const drugsfda = fake.requests.filter((r) => r.path === '/drug/drugsfda.json')
      expect(drugsfda.map((r) => r.skip)).to.deep.equal([0, 1000, 2000])
      expect(drugsfda.every((r) => r.limit === 1000)).to.equal(true)
      expect(result.decisions.filter((d) => d.source === 'drugsfda')).to.have.length(2_346)
      expect(result.decisions.find((d) => d.application_number === 'NDA 900002')).to.include({
        submission: 'SUPPL-4',
        action_date: '2025-02-12',
      })
      expect(result.decisions.some((d) => d.application_number.startsWith('ANDA'))).to.equal(false)
      expect(
        result.decisions.filter((d) => d.outcome === 'crl').map((d) => d.application_number),
      ).to.deep.equal(['BLA 761999'])
      expect(result.lastUpdated).to.deep.equal({ drugsfda: '2026-11-18', crl: '2026-11-18' })
    })

    it('halves a window whose total needs a skip above 25,000, and never sends one', async function () {
      for (let i = 1; i <= 26_500; i++)
        fake.applications.push(application(i, { date: i <= 13_000 ? '2024-01-05' : '2024-03-20' }))
      const result = await runImport(
        client(),
        { from: '2024-01-01', to: '2024-03-31', windowDays: 91 },
        '2026-11-25T00:00:00.000Z',
      )
      expect(fake.requests.every((r) => r.skip <= 25_000 && r.status !== 400)).to.equal(true)
      expect(result.decisions).to.have.length(26_500)
      expect(new Set(result.decisions.map((d) => d.application_number)).size).to.equal(26_500)
      expect(result.windows).to.be.greaterThan(1)
    })

    it('reads 404 NOT_FOUND as no match, and retries 429, 5xx and dropped connections with backoff', async function () {
      fake.applications.push(application(7, { date: '2025-05-05' }))
      fake.failures.set('/drug/drugsfda.json', [429, 503, 0])
      fake.failures.set('/transparency/crl.json', [500])
      const result = await runImport(
        client(),
        { from: '2025-01-01', to: '2025-06-30', windowDays: 91 },
        '2026-11-25T00:00:00.000Z',
      )
      expect(result.decisions.map((d) => d.application_number)).to.deep.equal(['NDA 000007'])
      expect(
        fake.requests.filter((r) => r.path === '/drug/drugsfda.json').map((r) => r.status),
      ).to.deep.equal([429, 503, 0, 404, 200])
      expect(
        fake.requests.filter((r) => r.path === '/transparency/crl.json').map((r) => r.status),
      ).to.deep.equal([500, 404])
    })

    describe('the stage, published on the bus and kept in ClickHouse', function () {
      let store: Store
      beforeEach(async () => {
        store = await testStore('fda_import')
      })
      afterEach(async () => {
        await store.close()
      })

      it('imports, stores once per decision across runs, and records an outage as freshness only', async function () {
        fake.applications.push(
          application(11, { date: '2026-10-01', sponsor: 'INVENTED THERAPS', brand: 'ZORVANTA' }),
        )
        fake.letters.push(crlLetter('NDA 000012', '2026-10-15', 'Other Invented Bio'))
        const clock = fixedClock('2026-11-20T06:00:00Z')
        const bus = createInProcessBus({
          serde: createAvroSerde(),
          logger: testLogger,
          topicPrefix: `t${uid()}.`,
          dir: mkdtempSync(join(tmpdir(), 'fda-bus-')),
        })
        const { allTopics } = await import('../../topology/topics.js')
        await bus.ensureTopics(allTopics)
        const accuracy = createAccuracyStage({
          store,
          bus,
          logger: testLogger,
          clock,
          debounceMs: 10,
        })
        await accuracy.start()
        const importer = createFdaImporter({
          store,
          bus,
          logger: testLogger,
          clock,
          baseUrl: fake.url,
          backfillFrom: '2026-09-01',
          client: fastRetry,
        })
        try {
          expect(await importer.runOnce()).to.not.equal(null)
          await waitFor(async () => (await readFdaDecisions(store)).length === 2, {
            what: 'FDA decisions stored',
          })
          const stored = await readFdaDecisions(store)
          expect(stored.map((d) => [d.application_number, d.action_date, d.outcome])).to.deep.equal(
            [
              ['NDA 000011', '2026-10-01', 'approved'],
              ['NDA 000012', '2026-10-15', 'crl'],
            ],
          )
          const state = await readFdaState(store)
          expect(state).to.include({ last_error: '', drugsfda_through: '2026-11-20' })
          const imported = state.last_imported

          // The second run re-reads from the watermark less the lag margin, and stores nothing twice.
          fake.requests.length = 0
          clock.advance(86_400_000)
          expect(await importer.runOnce()).to.not.equal(null)
          expect(fake.requests[0]!.search).to.equal(
            'submissions.submission_status_date:[20260921 TO 20261121]',
          )
          await new Promise((r) => setTimeout(r, 200))
          expect(await readFdaDecisions(store)).to.have.length(2)

          // An outage: the run fails after its retries, the error is recorded, the record stays.
          fake.down = 503
          clock.advance(86_400_000)
          expect(await importer.runOnce()).to.equal(null)
          const after = await readFdaState(store)
          // openFDA's host and a reason code, never the client's message (it quotes the URL).
          expect(after.last_error).to.match(/^openFDA 127\.0\.0\.1:\d+: http_503$/)
          expect(after.failing_since).to.equal(after.last_attempt)
          expect(after.last_imported).to.not.equal(imported)
          expect(after.last_imported! < after.last_attempt!).to.equal(true)
          expect(await readFdaDecisions(store)).to.have.length(2)
        } finally {
          await importer.stop()
          await accuracy.stop()
          await bus.close()
        }
      })

      it('on its own timer, retries a failed run sooner than the daily interval', async function () {
        fake.applications.push(application(21, { date: '2026-10-02' }))
        fake.down = 503
        const bus = createInProcessBus({
          serde: createAvroSerde(),
          logger: testLogger,
          topicPrefix: `t${uid()}.`,
          dir: mkdtempSync(join(tmpdir(), 'fda-bus-')),
        })
        const { allTopics } = await import('../../topology/topics.js')
        await bus.ensureTopics(allTopics)
        const accuracy = createAccuracyStage({
          store,
          bus,
          logger: testLogger,
          clock: fixedClock('2026-11-20T06:00:00Z'),
          debounceMs: 10,
        })
        await accuracy.start()
        const importer = createFdaImporter({
          store,
          bus,
          logger: testLogger,
          clock: fixedClock('2026-11-20T06:00:00Z'),
          baseUrl: fake.url,
          backfillFrom: '2026-09-01',
          client: { ...fastRetry, maxAttempts: 2 },
          intervalMs: 86_400_000,
          retryAfterFailureMs: 300,
        })
        try {
          importer.start()
          await waitFor(async () => (await readFdaState(store)).last_error?.includes('503'), {
            what: 'the failed run recorded',
          })
          fake.down = null
          await waitFor(async () => (await readFdaDecisions(store)).length === 1, {
            what: 'the retried run imported',
            timeoutMs: 10_000,
          })
          expect((await readFdaState(store)).last_error).to.equal('')
        } finally {
          await importer.stop()
          await accuracy.stop()
          await bus.close()
        }
      })
    })
  })
})
