/**
 * /v1/accuracy: the three shapes, the `?summary=1` elision as a pure function, the HTML page for
 * browsers (Vary: Accept, User-Agent), and a headless Chromium screenshot of that page.
 */
import { expect } from 'chai'
import { spawn } from 'node:child_process'
import { copyFileSync } from 'node:fs'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { elideItems, summariseAccuracy } from '../../services/api/http/accuracy.js'
import {
  AccuracyFull,
  AccuracySummary,
  AccuracyUnavailable,
} from '../../services/accuracy/report.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { testStore } from '../support/env.js'
import { fullAccuracyDocument } from './accuracy-fixture.js'
import { loadFallback } from '../../services/accuracy/baseline.js'
import { call, OpenApiValidator, startApi, type Running } from './support.js'

/** Runs a program to completion (or kills it after `ms`), collecting stderr. */
function run(
  command: string,
  args: string[],
  ms: number,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), ms)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr })
    })
  })
}

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

describe('api /v1/accuracy', function () {
  describe('summary elision (pure)', () => {
    const full = fullAccuracyDocument()
    const summary = summariseAccuracy(full) as any

    it('the constructed document is a valid full shape', () => {
      expect(AccuracyFull.safeParse(full).success).to.equal(true)
    })

    it('adds summary and summary_note and matches the summary schema', () => {
      expect(summary.summary).to.equal(true)
      expect(summary.summary_note).to.be.a('string')
      const parsed = AccuracySummary.safeParse(summary)
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).to.equal(true)
    })

    it('replaces track_record and unlisted_scored_decisions by row counts, keeping their notes', () => {
      expect(summary).to.not.have.property('track_record')
      expect(summary).to.not.have.property('unlisted_scored_decisions')
      expect(summary.track_record_rows).to.equal(3)
      expect(summary.unlisted_scored_decisions_rows).to.equal(1)
      expect(summary.track_record_note).to.equal(full.track_record_note)
      expect(summary.unlisted_note).to.equal(full.unlisted_note)
      expect(summary.unlisted_withheld_forward).to.equal(2)
    })

    it('replaces every list named items, at any depth, by items_rows', () => {
      expect(summary.additional_rejections).to.deep.equal({
        count: 1,
        note: full.additional_rejections.note,
        items_rows: 1,
      })
      expect(summary.recall_misses).to.deep.equal({
        note: 'Decisions no filing disclosed.',
        items_rows: 2,
        by_reason: { unlisted: { items_rows: 3 }, other: 2 },
      })
      expect(summary.unresolved_predictions).to.deep.equal({
        note: 'Past dates without an FDA record yet.',
        items_rows: 0,
      })
      expect(JSON.stringify(summary)).to.not.include('"items":')
    })

    it('keeps every scalar and object of the full shape as is', () => {
      for (const key of [
        'available',
        'baseline_source',
        'generated_at',
        'headline',
        'date_accuracy',
        'coverage',
        'windows',
        'method',
        'caveat',
        'verify',
        'paid_endpoints',
      ] as const) {
        expect(summary[key], key).to.deep.equal(full[key])
      }
      expect(Object.keys(summary).slice(0, 3)).to.deep.equal([
        'available',
        'summary',
        'summary_note',
      ])
    })

    it('omits recall_misses and unresolved_predictions when the baseline predates them', () => {
      const { recall_misses: _a, unresolved_predictions: _b, ...older } = full
      const s = summariseAccuracy(older as typeof full) as any
      expect(s).to.not.have.property('recall_misses')
      expect(s).to.not.have.property('unresolved_predictions')
    })

    it('is pure: the full document is not changed and the result is roughly a tenth on a large document', () => {
      const big = fullAccuracyDocument()
      big.track_record = Array.from({ length: 300 }, () => big.track_record[0]!)
      const before = JSON.stringify(big)
      const s = summariseAccuracy(big)
      expect(JSON.stringify(big)).to.equal(before)
      expect(JSON.stringify(s).length).to.be.lessThan(before.length / 10)
      expect(elideItems({ items: 'not a list' })).to.deep.equal({ items: 'not a list' })
    })
  })

  describe('route', () => {
    let store: Store
    let full: Running
    let empty: Running
    let validator: OpenApiValidator

    before(async () => {
      store = await testStore('api_accuracy')
      full = await startApi(store, { readAccuracy: async () => fullAccuracyDocument() })
      empty = await startApi(store, { readAccuracy: async () => null })
      validator = new OpenApiValidator((await call(full.url, '/openapi.json')).json)
    })
    after(async () => {
      await full?.close()
      await empty?.close()
      await store?.close()
    })

    it('serves the unchanged full document without summary', async () => {
      const r = await call(full.url, '/v1/accuracy')
      expect(r.json.data).to.deep.equal(fullAccuracyDocument())
      expect(r.json.meta).to.deep.equal({
        total: null,
        limit: null,
        next_since: null,
        has_more: null,
      })
      validator.check('/v1/accuracy', 'GET', 200, r.headers.get('content-type')!, r.json)
    })

    it('serves the summary shape with ?summary=1 (and true/yes)', async () => {
      for (const flag of ['1', 'true', 'yes']) {
        const r = await call(full.url, `/v1/accuracy?summary=${flag}`)
        expect(r.json.data).to.deep.equal(summariseAccuracy(fullAccuracyDocument()))
        validator.check('/v1/accuracy', 'GET', 200, r.headers.get('content-type')!, r.json)
      }
      expect((await call(full.url, '/v1/accuracy?summary=0')).json.data).to.deep.equal(
        fullAccuracyDocument(),
      )
    })

    it('serves the committed fallback on a fresh store by default (baseline_source committed_fallback)', async () => {
      const fresh = await startApi(store)
      try {
        const r = await call(fresh.url, '/v1/accuracy')
        expect(r.status).to.equal(200)
        expect(r.json.data).to.deep.include({
          available: true,
          baseline_source: 'committed_fallback',
          generated_at: null,
        })
        expect(r.json.data.date_accuracy).to.deep.equal(loadFallback()!.report.date_accuracy)
        expect(
          r.json.data.track_record.every(
            (row: any) => row.source === 'baseline' && row.match_tier === 'source_stated',
          ),
        ).to.equal(true)
        expect(r.json.data.paid_endpoints.map((p: any) => p.path)).to.deep.equal([
          '/v1/catalysts/upcoming',
          '/v1/events',
        ])
        validator.check('/v1/accuracy', 'GET', 200, r.headers.get('content-type')!, r.json)
        const s = await call(fresh.url, '/v1/accuracy?summary=1')
        expect(s.json.data).to.deep.include({
          summary: true,
          track_record_rows: r.json.data.track_record.length,
        })
        validator.check('/v1/accuracy', 'GET', 200, s.headers.get('content-type')!, s.json)
      } finally {
        await fresh.close()
      }
    })

    it('draws the histogram and the within-N-days curve as inline SVG, without scripts', async () => {
      const fresh = await startApi(store)
      try {
        const html = (
          await call(fresh.url, '/v1/accuracy', {
            headers: { accept: BROWSER_ACCEPT, 'user-agent': BROWSER_UA },
          })
        ).text
        expect(html.match(/<svg /g)).to.have.length(2)
        expect(html).to.include('Error histogram').and.to.include('perfect calendar')
        expect(html).to.not.match(/<script/i)
      } finally {
        await fresh.close()
      }
    })

    it('serves available:false while no report exists, without a summary key even with ?summary=1', async () => {
      for (const path of ['/v1/accuracy', '/v1/accuracy?summary=1']) {
        const r = await call(empty.url, path)
        expect(r.status).to.equal(200)
        expect(Object.keys(r.json.data)).to.deep.equal(['available', 'note', 'paid_endpoints'])
        expect(r.json.data.available).to.equal(false)
        expect(AccuracyUnavailable.safeParse(r.json.data).success).to.equal(true)
        expect(r.json.data.paid_endpoints.map((p: any) => [p.path, p.amount])).to.deep.equal([
          ['/v1/catalysts/upcoming', '20000'],
          ['/v1/events', '50000'],
        ])
        validator.check('/v1/accuracy', 'GET', 200, r.headers.get('content-type')!, r.json)
      }
    })

    it('answers 500 problem details (no internals) when the report does not match its schema', async () => {
      const broken = await startApi(store, {
        readAccuracy: async () => ({ available: true, headline: 3 }),
      })
      try {
        const r = await call(broken.url, '/v1/accuracy')
        expect(r.status).to.equal(500)
        expect(r.headers.get('content-type')).to.match(/^application\/problem\+json/)
        expect(r.text).to.not.include('schema')
        expect(r.json).to.include({
          status: 500,
          title: 'Internal Server Error',
          instance: '/v1/accuracy',
        })
      } finally {
        await broken.close()
      }
    })

    it('sends HTML to a browser and JSON otherwise, always with Vary: Accept, User-Agent', async () => {
      const html = await call(full.url, '/v1/accuracy?summary=1', {
        headers: { accept: BROWSER_ACCEPT, 'user-agent': BROWSER_UA },
      })
      expect(html.status).to.equal(200)
      expect(html.headers.get('content-type')).to.match(/^text\/html/)
      expect(html.headers.get('vary')).to.equal('Accept, User-Agent')
      expect(html.text).to.include('<!doctype html>')
      expect(html.text).to.include('Drug-3')
      for (const headers of [
        { accept: BROWSER_ACCEPT, 'user-agent': 'curl/8.5.0' },
        { accept: 'application/json', 'user-agent': BROWSER_UA },
        {},
      ] as Array<Record<string, string>>) {
        const r = await call(full.url, '/v1/accuracy', { headers })
        expect(r.headers.get('content-type')).to.match(/^application\/json/)
        expect(r.headers.get('vary')).to.equal('Accept, User-Agent')
      }
      const none = await call(empty.url, '/v1/accuracy', {
        headers: { accept: BROWSER_ACCEPT, 'user-agent': BROWSER_UA },
      })
      expect(none.text).to.include('No report yet')
    })

    it('escapes report text in the HTML page', async () => {
      const doc = fullAccuracyDocument()
      doc.headline = '<script>alert(1)</script>'
      const app = await startApi(store, { readAccuracy: async () => doc })
      try {
        const r = await call(app.url, '/v1/accuracy', {
          headers: { accept: BROWSER_ACCEPT, 'user-agent': BROWSER_UA },
        })
        expect(r.text).to.not.include('<script>alert(1)')
        expect(r.text).to.include('&lt;script&gt;')
      } finally {
        await app.close()
      }
    })

    it('renders in headless Chromium (screenshot)', async function () {
      const chromium = '/usr/bin/chromium'
      if (!existsSync(chromium)) {
        console.warn(
          "    skipped: /usr/bin/chromium is absent; install Debian's chromium (apt-get install -y chromium) to run this test",
        )
        this.skip()
      }
      this.timeout(90_000)
      const dir = mkdtempSync(join(tmpdir(), 'api-chromium-'))
      const file = join(dir, 'accuracy.png')
      try {
        // Asynchronous: the server answering Chromium runs in this process.
        const result = await run(
          chromium,
          [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            `--user-data-dir=${join(dir, 'profile')}`,
            `--screenshot=${file}`,
            '--window-size=1200,900',
            `${full.url}/v1/accuracy`,
          ],
          60_000,
        )
        expect(
          existsSync(file),
          `chromium wrote no screenshot: ${result.stderr.slice(-500)}`,
        ).to.equal(true)
        const size = statSync(file).size
        expect(size).to.be.greaterThan(20_000)
        if (process.env.API_SCREENSHOT_DIR)
          copyFileSync(file, join(process.env.API_SCREENSHOT_DIR, 'accuracy.png'))
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })
  })
})
