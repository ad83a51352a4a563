/**
 * A fake SEC on 127.0.0.1 (node:http) serving, in the exact real formats (shared/reference/edgar-fda.md
 * and shared/fixtures/), an in-memory set of filings:
 *
 * - efts: `/LATEST/search-index?q="…"&forms=8-K,6-K&dateRange=custom&startdt&enddt&from` → the
 *   Elasticsearch JSON (one hit per matching document, relevance order, 100 per page, total capped
 *   with relation `gte`; `capAt` lowers the cap so tests can reach it);
 * - www: `/cgi-bin/browse-edgar?action=getcurrent&type=…&output=atom` (ISO-8859-1 Atom, prefix match
 *   on type, one entry per party, 503 past 5,000 entries), `/Archives/edgar/data/{cik}/{acc}/…`
 *   (`-index.htm`, `index.json`, documents), `/files/company_tickers*.json`, the form indexes
 *   (`/Archives/edgar/daily-index/YYYY/QTRn/form.YYYYMMDD.idx` on weekdays, header wrapped onto two
 *   lines, `YYYYMMDD` dates; `/Archives/edgar/full-index/YYYY/QTRn/form.idx`, `YYYY-MM-DD` dates), one
 *   row per filer, with rows of other forms around them;
 * - data: `/submissions/CIK##########.json` (the submissions record: SIC, name, recent filings as
 *   parallel arrays), 404 NoSuchKey XML for a CIK without one;
 * - errors as the SEC gives them: the 403 "Request Rate Threshold Exceeded" HTML page (also for a
 *   missing User-Agent), 403 S3 `AccessDenied` XML for a missing Archives path, 503s, slow and
 *   truncated answers, on demand.
 *
 * Every request is logged with its arrival time (performance.now, ms, or the `now` a test passes: the
 * poller tests pass the virtual time their SEC client waits on), so tests measure the rate at the
 * server.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  accessDenied,
  atomFeed,
  dailyFormIndex,
  eftsResponse,
  FILE_UNAVAILABLE,
  filingIndexHtml,
  submissionText,
  fullFormIndex,
  nodash,
  noSuchKey,
  submissionsRecord,
  THROTTLE_PAGE,
  tickerFiles,
  type FakeFiling,
} from './fake-sec-content.js'

export * from './fake-sec-content.js'

export type Fault = 'throttle' | 'status429' | 'status503' | 'slow' | 'truncate' | 'malformed'

export interface RequestLog {
  at: number
  path: string
  userAgent: string | undefined
  status: number
}

export interface FakeSec {
  url: string
  requests: RequestLog[]
  filings: FakeFiling[]
  addFiling(filing: FakeFiling): void
  /** The next `count` requests whose path matches `match` get `fault`. */
  failNext(count: number, fault: Fault, match?: RegExp): void
  /** While on, every request answers 503 (an SEC outage). */
  setOutage(on: boolean): void
  /** Answers throttle pages whenever more than `rps` requests arrived in the last second. */
  setThrottleAbove(rps: number | null): void
  /** Daily index files exist up to this date (null: every weekday); later ones answer AccessDenied (not built yet). */
  setDailyIndexThrough(date: string | null): void
  /** The quarterly full index's "Last Data Received" (null: the quarter's newest filing date): it lags the daily files. */
  setFullIndexThrough(date: string | null): void
  close(): Promise<void>
}

export interface FakeSecOptions {
  filings?: FakeFiling[]
  /** Cap of full-text totals (the real one is 10,000). */
  capAt?: number
  /** Delay of a `slow` answer before its headers (default 5 s). */
  slowMs?: number
  tickers?: { plain: unknown; exchange: unknown }
  /** The time each request is logged with (default performance.now; tests on virtual time pass theirs). */
  now?: () => number
}
export async function startFakeSec(options: FakeSecOptions = {}): Promise<FakeSec> {
  const filings: FakeFiling[] = [...(options.filings ?? [])]
  const byFolder = new Map<string, FakeFiling>()
  const index = (f: FakeFiling) => byFolder.set(nodash(f.accession), f)
  filings.forEach(index)
  const requests: RequestLog[] = []
  const faults: Array<{ count: number; fault: Fault; match: RegExp | null }> = []
  const sockets = new Set<import('node:net').Socket>()
  let outage = false
  let throttleAbove: number | null = null
  let dailyIndexThrough: string | null = null
  let fullIndexThrough: string | null = null
  const capAt = options.capAt ?? 10_000
  const now = options.now ?? (() => performance.now())
  let base = ''

  const send = (
    res: ServerResponse,
    status: number,
    type: string,
    body: string | Buffer,
    extra: Record<string, string> = {},
  ) => {
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-cache',
      ...extra,
    })
    res.end(body)
  }

  const handle = (req: IncomingMessage, res: ServerResponse, log: RequestLog) => {
    const url = new URL(req.url ?? '/', base)
    const path = url.pathname
    const ua = req.headers['user-agent']
    const reply = (status: number, type: string, body: string | Buffer) => {
      log.status = status
      send(res, status, type, body)
    }
    if (!ua || !/\S+@\S+/.test(ua)) return reply(403, 'text/html', THROTTLE_PAGE)
    if (outage)
      return reply(
        503,
        'text/html',
        '<html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>',
      )
    if (throttleAbove !== null) {
      const recent = requests.filter((r) => r.at > log.at - 1000).length
      if (recent > throttleAbove) return reply(403, 'text/html', THROTTLE_PAGE)
    }
    const fault = faults.find((f) => f.count > 0 && (!f.match || f.match.test(req.url ?? '')))
    if (fault) {
      fault.count--
      switch (fault.fault) {
        case 'throttle':
          return reply(403, 'text/html', THROTTLE_PAGE)
        case 'status429':
          return reply(429, 'text/html', '<html><body>Too Many Requests</body></html>')
        case 'status503':
          return reply(
            503,
            'text/html',
            '<html><head><title>503 Service Unavailable</title></head><body>Service Unavailable</body></html>',
          )
        case 'slow': {
          log.status = 200
          const timer = setTimeout(() => {
            if (!res.destroyed) send(res, 200, 'text/html', '<html><body>late</body></html>')
          }, options.slowMs ?? 5_000)
          res.on('close', () => clearTimeout(timer))
          return
        }
        case 'truncate': {
          log.status = 200
          res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100000' })
          res.write('{"took": 3, "hits": {"total": ')
          setTimeout(() => res.destroy(), 5)
          return
        }
        case 'malformed':
          return reply(200, 'application/json', '<html><body>not json')
      }
    }
    if (path === '/LATEST/search-index') {
      const { status, body } = eftsResponse(filings, url.searchParams, capAt)
      return reply(status, 'application/json', JSON.stringify(body))
    }
    if (path === '/cgi-bin/browse-edgar' && url.searchParams.get('action') === 'getcurrent') {
      const start = Number(url.searchParams.get('start') ?? 0)
      if (start >= 5000) return reply(503, 'text/html', FILE_UNAVAILABLE)
      const xml = atomFeed(
        filings,
        url.searchParams.get('type') ?? '',
        start,
        Number(url.searchParams.get('count') ?? 40),
        base,
        new Date(),
      )
      return reply(200, 'application/atom+xml', Buffer.from(xml, 'latin1'))
    }
    if (path === '/files/company_tickers.json' || path === '/files/company_tickers_exchange.json') {
      const files = options.tickers ?? tickerFiles(filings)
      return reply(
        200,
        'application/json',
        JSON.stringify(path.endsWith('exchange.json') ? files.exchange : files.plain),
      )
    }
    const daily =
      /^\/Archives\/edgar\/daily-index\/(\d{4})\/QTR([1-4])\/form\.(\d{4})(\d{2})(\d{2})\.idx$/.exec(
        path,
      )
    if (daily) {
      const date = `${daily[3]}-${daily[4]}-${daily[5]}`
      const weekday = ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())
      if (weekday && (!dailyIndexThrough || date <= dailyIndexThrough) && daily[1] === daily[3])
        return reply(200, 'text/plain', dailyFormIndex(filings, date))
      return reply(403, 'application/xml', accessDenied())
    }
    const full = /^\/Archives\/edgar\/full-index\/(\d{4})\/QTR([1-4])\/form\.idx$/.exec(path)
    if (full)
      return reply(
        200,
        'text/plain',
        fullFormIndex(filings, Number(full[1]), Number(full[2]), fullIndexThrough),
      )
    const submissions = /^\/submissions\/CIK(\d{10})\.json$/.exec(path)
    if (submissions) {
      const record = submissionsRecord(filings, submissions[1]!)
      return record
        ? reply(200, 'application/json', JSON.stringify(record))
        : reply(404, 'application/xml', noSuchKey(path.slice(1)))
    }
    const m = /^\/Archives\/edgar\/data\/(\d+)\/(\d{18})\/(.+)$/.exec(path)
    if (m) {
      const candidate = byFolder.get(m[2]!)
      const filing =
        candidate &&
        !candidate.missing &&
        [candidate.cik, ...(candidate.otherParties ?? []).map((p) => p.cik)].some(
          (c) => Number(c) === Number(m[1]),
        )
          ? candidate
          : undefined
      const file = decodeURIComponent(m[3]!)
      if (filing) {
        if (file === `${filing.accession}-index.htm` || file === `${filing.accession}-index.html`)
          return reply(200, 'text/html', filingIndexHtml(filing, base))
        if (file === `${filing.accession}.txt`)
          return reply(200, 'text/plain', submissionText(filing))
        if (file === 'index.json') {
          return reply(
            200,
            'application/json',
            JSON.stringify({
              directory: {
                item: [
                  {
                    'last-modified': `${filing.filedDate} 07:02:11`,
                    name: `${filing.accession}-index-headers.html`,
                    type: 'text.gif',
                    size: '',
                  },
                  {
                    'last-modified': `${filing.filedDate} 07:02:11`,
                    name: `${filing.accession}-index.html`,
                    type: 'text.gif',
                    size: '',
                  },
                  ...filing.documents.map((d) => ({
                    'last-modified': `${filing.filedDate} 07:02:11`,
                    name: d.name,
                    type: 'text.gif',
                    size: String(d.body.length),
                  })),
                ],
                name: `/Archives/edgar/data/${m[1]}/${m[2]}`,
                'parent-dir': `/Archives/edgar/data/${m[1]}`,
              },
            }),
          )
        }
        const doc = filing.documents.find((d) => d.name === file)
        if (doc) return reply(200, /\.txt$/.test(doc.name) ? 'text/plain' : 'text/html', doc.body)
      }
    }
    return reply(403, 'application/xml', accessDenied())
  }

  const server = createServer((req, res) => {
    const log: RequestLog = {
      at: now(),
      path: req.url ?? '',
      userAgent: req.headers['user-agent'],
      status: 0,
    }
    requests.push(log)
    try {
      handle(req, res, log)
    } catch (error) {
      log.status = 500
      send(res, 500, 'text/plain', String(error))
    }
  })
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  server.keepAliveTimeout = 30_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: base,
    requests,
    filings,
    addFiling(filing) {
      filings.push(filing)
      index(filing)
    },
    failNext(count, fault, match) {
      faults.push({ count, fault, match: match ?? null })
    },
    setOutage(on) {
      outage = on
    },
    setThrottleAbove(rps) {
      throttleAbove = rps
    },
    setDailyIndexThrough(date) {
      dailyIndexThrough = date
    },
    setFullIndexThrough(date) {
      fullIndexThrough = date
    },
    async close() {
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
