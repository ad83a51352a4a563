/**
 * A fake openFDA on loopback, speaking the real wire format (../shared/reference/edgar-fda.md §5):
 * `{meta, results}` pages with `meta.results.{skip,limit,total}`, `skip` capped at 25,000 and
 * `limit` at 1000 (400 BAD_REQUEST beyond), 404 `NOT_FOUND` for no match (also a skip past the end),
 * Drugs@FDA searched by `submissions.submission_status_date:[A TO B]` (matching applications), the
 * CRL dataset paged whole. Failures can be queued per path (429, 5xx, a dropped connection).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FdaDecision } from '../../schemas/avro/types.js'
import type { CrlLetter, DrugsFdaApplication } from '../../services/fda/records.js'

export interface FakeRequest {
  path: string
  search: string | null
  skip: number
  limit: number
  status: number
}

const meta = (lastUpdated: string, skip: number, limit: number, total: number) => ({
  disclaimer:
    'Do not rely on openFDA to make decisions regarding medical care. While we make every effort to ensure that data is accurate, you should assume all results are unvalidated. We may limit or otherwise restrict your access to the API in line with our Terms of Service.',
  terms: 'https://open.fda.gov/terms/',
  license: 'https://open.fda.gov/license/',
  last_updated: lastUpdated,
  results: { skip, limit, total },
})

const notFound = { error: { code: 'NOT_FOUND', message: 'No matches found!' } }

export class FakeOpenFda {
  applications: DrugsFdaApplication[] = []
  letters: CrlLetter[] = []
  lastUpdated = '2026-11-18'
  readonly requests: FakeRequest[] = []
  /** Statuses to answer next on a path, in order (0 = drop the connection). */
  readonly failures = new Map<string, number[]>()
  /** Answer every request with this status while set (an outage). */
  down: number | null = null
  /** While set, every request waits for it before being answered (an openFDA that is slow to answer). */
  gate: Promise<void> | null = null
  private server: Server | null = null
  url = ''

  async start(): Promise<this> {
    this.server = createServer(async (req, res) => {
      if (this.gate) await this.gate
      const url = new URL(req.url ?? '/', 'http://fake')
      const skip = Number(url.searchParams.get('skip') ?? 0)
      const limit = Number(url.searchParams.get('limit') ?? 1)
      const search = url.searchParams.get('search')
      const send = (status: number, body: unknown) => {
        this.requests.push({ path: url.pathname, search, skip, limit, status })
        res.writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          ...(status === 429 ? { 'retry-after': '0' } : {}),
        })
        res.end(typeof body === 'string' ? body : JSON.stringify(body))
      }
      const queued = this.failures.get(url.pathname)?.shift() ?? this.down
      if (queued === 0) {
        this.requests.push({ path: url.pathname, search, skip, limit, status: 0 })
        req.socket.destroy()
        return
      }
      if (queued === 429)
        return send(429, {
          error: {
            code: 'OVER_RATE_LIMIT',
            message:
              'You have exceeded your rate limit. Try again later or contact us at https://api.data.gov:443/contact/ for assistance',
          },
        })
      if (queued) return send(queued, '<html><body><h1>503 Service Unavailable</h1></body></html>')
      if (skip > 25_000)
        return send(400, {
          error: { code: 'BAD_REQUEST', message: 'Skip value must 25000 or less.' },
        })
      if (limit > 1000)
        return send(400, {
          error: {
            code: 'BAD_REQUEST',
            message:
              'Limit cannot exceed 1000 results for search requests. Use the skip or search_after param to get additional results.',
          },
        })
      let results: unknown[]
      if (url.pathname === '/drug/drugsfda.json') {
        const range = /^submissions\.submission_status_date:\[(\d{8}) TO (\d{8})\]$/.exec(
          search ?? '',
        )
        if (!range) return send(400, { error: { code: 'BAD_REQUEST', message: 'Invalid search' } })
        results = this.applications.filter((a) =>
          (a.submissions ?? []).some(
            (s) => s.submission_status_date! >= range[1]! && s.submission_status_date! <= range[2]!,
          ),
        )
      } else if (url.pathname === '/transparency/crl.json') {
        results = this.letters
      } else {
        return send(404, notFound)
      }
      const page = results.slice(skip, skip + limit)
      if (!page.length) return send(404, notFound)
      send(200, { meta: meta(this.lastUpdated, skip, limit, results.length), results: page })
    })
    await new Promise<void>((done) => this.server!.listen(0, '127.0.0.1', done))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async stop(): Promise<void> {
    await new Promise<void>((done) => {
      this.server?.close(() => done())
      this.server?.closeAllConnections()
    })
  }
}

/** An invented application with one original approval (and optional supplements). */
export function application(
  n: number,
  fields: {
    date: string
    sponsor?: string
    brand?: string
    generic?: string
    type?: 'NDA' | 'BLA' | 'ANDA'
    status?: 'AP' | 'TA'
    supplements?: Array<{ number: number; date: string; cls: string }>
  },
): DrugsFdaApplication {
  return {
    application_number: `${fields.type ?? 'NDA'}${String(n).padStart(6, '0')}`,
    sponsor_name: fields.sponsor ?? `SPONSOR ${n} PHARMS`,
    submissions: [
      ...(fields.supplements ?? []).map((s) => ({
        submission_type: 'SUPPL',
        submission_number: String(s.number),
        submission_status: 'AP',
        submission_status_date: s.date.replaceAll('-', ''),
        submission_class_code: s.cls,
      })),
      {
        submission_type: 'ORIG',
        submission_number: '1',
        submission_status: fields.status ?? 'AP',
        submission_status_date: fields.date.replaceAll('-', ''),
        review_priority: 'STANDARD',
        submission_class_code: 'TYPE 1',
        application_docs: [
          {
            id: String(n),
            type: 'Letter',
            url: `https://www.accessdata.fda.gov/drugsatfda_docs/appletter/fake/${n}Orig1s000ltr.pdf`,
            date: fields.date.replaceAll('-', ''),
          },
        ],
      },
    ],
    products: [
      {
        brand_name: fields.brand ?? `BRAND${n}`,
        active_ingredients: [{ name: fields.generic ?? `GENERIC${n}` }],
      },
    ],
  }
}

export function crlLetter(
  number: string,
  date: string,
  company: string,
  type = 'COMPLETE RESPONSE',
): CrlLetter {
  const [m, d, y] = [date.slice(5, 7), date.slice(8, 10), date.slice(0, 4)]
  return {
    letter_date: `${m}/${d}/${y}`,
    file_name: `CRL_${number.replace(' ', '')}_${date.replaceAll('-', '')}.pdf`,
    letter_type: type,
    company_name: company,
    application_number: [number],
    approval_status: 'Unapproved',
  }
}

/** The FDA's record of `decisions` as openFDA serves it: a CRL as a letter, an approval as an application. */
export function serveDecisions(fake: FakeOpenFda, decisions: readonly FdaDecision[]): void {
  for (const d of decisions) {
    const [type, digits] = d.application_number.split(' ') as ['NDA' | 'BLA', string]
    if (d.outcome === 'crl')
      fake.letters.push(crlLetter(d.application_number, d.action_date, d.sponsor_name!))
    else
      fake.applications.push(
        application(Number(digits), {
          type,
          date: d.action_date,
          sponsor: d.sponsor_name!,
          brand: d.brand_name ?? undefined,
          generic: d.generic_name ?? undefined,
        }),
      )
  }
}
