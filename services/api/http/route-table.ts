/**
 * Every route the API answers, as data: path, paid or free, parameter schemas, documented
 * responses, and an optional retirement (Deprecation/Sunset headers, spec 9.3). app.ts binds the
 * handlers; openapi.ts documents the same table. Free routes answer GET and HEAD; paid routes GET
 * only (HEAD and other methods get 405 with `Allow`).
 */
import type { z } from 'zod'
import {
  AccuracyQuery,
  AccuracyResponse,
  AttestationResponse,
  AttestVerifyQuery,
  Banner,
  CoverageQuery,
  CoverageResponse,
  DocsAssetPath,
  EmptyQuery,
  EventsQuery,
  EventsResponse,
  FeedAccuracyResponse,
  FeedIdPath,
  Health,
  MetaResponse,
  UpcomingQuery,
  UpcomingResponse,
} from './schemas.js'
import type { RequestSchemas } from './validation.js'
import type { ValidationIssue } from './schemas.js'

export type RouteId =
  | 'banner'
  | 'health'
  | 'meta'
  | 'accuracy'
  | 'coverage'
  | 'events'
  | 'events_sample'
  | 'upcoming'
  | 'upcoming_sample'
  | 'attest_verify'
  | 'attest_accuracy'
  | 'docs'
  | 'docs_asset'
  | 'openapi'
  | 'changelog'

export interface Retirement {
  /** When the route was deprecated (sent as `Deprecation: @<unix seconds>`, RFC 9745). */
  deprecatedAt: Date
  /** When it stops answering (sent as `Sunset: <HTTP-date>`, RFC 8594); at least 30 days later. */
  sunsetAt: Date
  /** Where the migration is described (sent as `Link: <...>; rel="deprecation"`). */
  link?: string
}

export interface RouteSpec extends RequestSchemas {
  id: RouteId
  /** Koa path, e.g. /attest/accuracy/:feed_id */
  path: string
  /** OpenAPI path, e.g. /attest/accuracy/{feed_id} */
  openapiPath: string
  paid: boolean
  /** Documented in OpenAPI (the docs UI and the document itself are not). */
  documented: boolean
  summary: string
  description: string
  tags: string[]
  /** The 200 body: a zod schema (JSON) or a media type with a plain description. */
  ok: { schema: z.ZodType } | { mediaType: string; description: string }
  /** Also answers HTML to browsers (documented as text/html alternative). */
  html?: boolean
  /** Error statuses besides 422/500 this route can answer. */
  errors: number[]
  /** Sends an ETag and answers a matching If-None-Match with 304 (documented in OpenAPI). */
  conditional?: boolean
  price?: { usd: string; amount: string }
  retirement?: Retirement
}

const coverageCheck = (query: Record<string, unknown>): ValidationIssue[] =>
  query.ticker !== undefined && query.cik !== undefined
    ? [
        {
          type: 'value_error',
          loc: ['query'],
          msg: 'Value error, give exactly one of ticker and cik, not both',
          input: { ticker: query.ticker, cik: query.cik },
        },
      ]
    : []

export const routeTable: readonly RouteSpec[] = [
  {
    id: 'banner',
    path: '/',
    openapiPath: '/',
    paid: false,
    documented: true,
    tags: ['service'],
    summary: 'Service banner',
    description: 'An object whose values are strings: service name, version and where to start.',
    query: EmptyQuery,
    ok: { schema: Banner },
    errors: [],
  },
  {
    id: 'health',
    path: '/health',
    openapiPath: '/health',
    paid: false,
    documented: true,
    tags: ['service'],
    summary: 'Liveness and database readiness',
    description:
      '200 `{status: "ok", database: "ok", database_probe_age_ms}` when a trivial query answered within the last seconds; 503 problem details when the database probe fails or has not answered for 5 s. Answered from the last probe (at most a second old when asked once a second), never held by a busy database.',
    query: EmptyQuery,
    ok: { schema: Health },
    errors: [503],
  },
  {
    id: 'meta',
    path: '/v1/meta',
    openapiPath: '/v1/meta',
    paid: false,
    documented: true,
    tags: ['service'],
    summary: 'Service metadata',
    description:
      'Endpoints, contact, feed counts and freshness, limits, API version. Answers from what the server holds when the database is down ' +
      '(feed counts from the last snapshot, freshness from the last successful read): an outage shows as old timestamps, never as an error.',
    query: EmptyQuery,
    ok: { schema: MetaResponse },
    errors: [],
  },
  {
    id: 'accuracy',
    path: '/v1/accuracy',
    openapiPath: '/v1/accuracy',
    paid: false,
    documented: true,
    tags: ['accuracy'],
    html: true,
    summary: 'Accuracy track record',
    description:
      'One of three shapes: branch on `data.available`, then on `data.summary`. A browser (Accept includes text/html and a ' +
      'Mozilla-style User-Agent) gets a styled HTML page of the full document; the response varies on Accept and User-Agent. ' +
      '`summary` applies to JSON only.',
    query: AccuracyQuery,
    ok: { schema: AccuracyResponse },
    errors: [],
  },
  {
    id: 'coverage',
    path: '/v1/coverage',
    openapiPath: '/v1/coverage',
    paid: false,
    documented: true,
    tags: ['coverage'],
    summary: 'Per-filer coverage counts',
    description:
      'Exactly one of `ticker` and `cik`. Neither: 400 problem details; both: 422. A ticker no issuer lists: 404 problem details. ' +
      'A well-formed CIK the service never saw: 200 with zero counts and observable=false.',
    query: CoverageQuery,
    check: coverageCheck,
    ok: { schema: CoverageResponse },
    errors: [400, 404],
  },
  {
    id: 'events',
    path: '/v1/events',
    openapiPath: '/v1/events',
    paid: true,
    documented: true,
    tags: ['paid'],
    price: { usd: '0.05', amount: '50000' },
    summary: 'Catalyst change events ($0.05 per request)',
    description:
      'With `since`: events with event_id > since, ascending; follow `meta.next_since` while `meta.has_more`. `since=0` drains ' +
      'the whole history. Without `since`: the newest `limit` events, newest first; `meta.next_since` is the newest id on the page (the ' +
      'cursor to poll forward from) and `meta.has_more` is false. An empty cursored page repeats `since` as `next_since`. `ticker` is ' +
      'applied before `limit` and keeps `retracted` markers of records exposed to the ticker or merged into one that is; an unknown ticker ' +
      'gives an empty 200. `meta.total` is the number of events in `data`. Served from an in-memory index of the stream, refreshed ' +
      'within about a second of a write. Not HEAD.',
    query: EventsQuery,
    ok: { schema: EventsResponse },
    errors: [402],
  },
  {
    id: 'events_sample',
    path: '/v1/events/sample',
    openapiPath: '/v1/events/sample',
    paid: false,
    documented: true,
    tags: ['samples'],
    summary: 'Static fictional sample of /v1/events',
    description:
      'Five fictional rows, one per event type, computed against 2026-08-01; byte-stable. Ids sit above the real id space: never feed them to `since`.',
    query: EmptyQuery,
    ok: { schema: EventsResponse },
    errors: [],
  },
  {
    id: 'upcoming',
    path: '/v1/catalysts/upcoming',
    openapiPath: '/v1/catalysts/upcoming',
    paid: true,
    documented: true,
    tags: ['paid'],
    price: { usd: '0.02', amount: '20000' },
    summary: 'Upcoming catalysts ($0.02 per request)',
    description:
      'Live, published catalysts with a `pdufa_date` from today to today + `within_days` (UTC), excluding stage `resolved`. ' +
      'Ordered by `pdufa_date` ascending (soonest first), then `catalyst_id` ascending. `ticker` matches records filed by its issuer ' +
      '(CIK) or listing it in `tickers`; an unknown ticker gives an empty 200. `meta.total` is the number of rows in `data`. ' +
      '`age_days` is computed at request time. Served from an in-memory snapshot refreshed on writes. Not HEAD. ' +
      'Every 200 carries an `ETag`; send it back in `If-None-Match` to get 304 with no body while the answer is unchanged ' +
      '(a 304 is a served request, paid like a 200).',
    query: UpcomingQuery,
    ok: { schema: UpcomingResponse },
    errors: [402],
    conditional: true,
  },
  {
    id: 'upcoming_sample',
    path: '/v1/catalysts/upcoming/sample',
    openapiPath: '/v1/catalysts/upcoming/sample',
    paid: false,
    documented: true,
    tags: ['samples'],
    summary: 'Static fictional sample of /v1/catalysts/upcoming',
    description:
      'Three fictional rows (grounded extraction, human-reviewed extension, null-heavy row), `age_days` against 2026-08-01; byte-stable.',
    query: EmptyQuery,
    ok: { schema: UpcomingResponse },
    errors: [],
  },
  {
    id: 'attest_verify',
    path: '/attest/verify',
    openapiPath: '/attest/verify',
    paid: false,
    documented: true,
    tags: ['attestations'],
    summary: 'Signed attestation plus anchor proof for one uid',
    description:
      'Every served date (each date-bearing event and each upcoming row) carries `attestation_uid`: an Ethereum Attestation ' +
      'Service off-chain attestation (version 2) signed by the service key published in /v1/meta (`attestation.signer`). This returns ' +
      'the signed object exactly as the EAS SDK produces it (verify it with `Offchain.verifyOffchainAttestationSignature(signer, ' +
      'data.attestation)`), the decoded fields, and the anchor: the OpenZeppelin Merkle proof of the uid in its batch and the ' +
      'transaction that timestamped the batch root through the EAS contract (`getTimestamp(root)` returns `anchor.timestamp`); ' +
      '`pending` until then. `npm run verify-attestation` checks all of it without trusting this server. The uid is normalised ' +
      '(0x prefix, lower-case) before lookup, so upper-case and prefix-less forms resolve. Malformed: 422; well-formed with no ' +
      'match: 404 problem details.',
    query: AttestVerifyQuery,
    ok: { schema: AttestationResponse },
    errors: [404],
  },
  {
    id: 'attest_accuracy',
    path: '/attest/accuracy/:feed_id',
    openapiPath: '/attest/accuracy/{feed_id}',
    paid: false,
    documented: true,
    tags: ['attestations'],
    summary: 'Feed accuracy stats from the ledger, signed',
    description:
      'feed_id `upcoming` or `events`: the accuracy figures of that paid feed from the report /v1/accuracy serves ' +
      '(`feeds.{feed_id}` when the report has it, else `date_accuracy`), signed as an EAS off-chain attestation (schema ' +
      '`feed_accuracy` in /v1/meta) and anchored like served dates; `available` false (nothing signed) while no report exists. ' +
      'Malformed feed_id: 422; another feed id: 404 problem details.',
    query: EmptyQuery,
    params: FeedIdPath,
    ok: { schema: FeedAccuracyResponse },
    errors: [404],
  },
  {
    id: 'docs',
    path: '/docs',
    openapiPath: '/docs',
    paid: false,
    documented: true,
    tags: ['service'],
    summary: 'Interactive documentation',
    description: 'Swagger UI over /openapi.json, served from this server.',
    query: EmptyQuery,
    ok: { mediaType: 'text/html', description: 'The documentation page.' },
    errors: [],
  },
  {
    id: 'docs_asset',
    path: '/docs/assets/:file',
    openapiPath: '/docs/assets/{file}',
    paid: false,
    documented: false,
    tags: ['service'],
    summary: 'Documentation UI assets',
    description: 'Swagger UI files from the swagger-ui-dist package.',
    params: DocsAssetPath,
    ok: { mediaType: 'application/octet-stream', description: 'A static file.' },
    errors: [404],
  },
  {
    id: 'openapi',
    path: '/openapi.json',
    openapiPath: '/openapi.json',
    paid: false,
    documented: true,
    tags: ['service'],
    summary: 'This OpenAPI 3.1 document',
    description: 'Generated from the zod schemas the server validates and serves with.',
    query: EmptyQuery,
    ok: { mediaType: 'application/json', description: 'An OpenAPI 3.1 document.' },
    errors: [],
  },
  {
    id: 'changelog',
    path: '/changelog',
    openapiPath: '/changelog',
    paid: false,
    documented: true,
    tags: ['service'],
    summary: 'API changelog',
    description: 'Breaking changes, retirements and their dates (Markdown).',
    query: EmptyQuery,
    ok: { mediaType: 'text/markdown', description: 'The changelog.' },
    errors: [],
  },
]

export function routeById(id: RouteId): RouteSpec {
  const route = routeTable.find((r) => r.id === id)
  if (!route) throw new Error(`unknown route ${id}`)
  return route
}

export function allowedMethods(route: Pick<RouteSpec, 'paid'>): string[] {
  return route.paid ? ['GET'] : ['GET', 'HEAD']
}

/** Response headers announcing a retirement (spec 9.3). */
export function retirementHeaders(retirement: Retirement): Record<string, string> {
  const headers: Record<string, string> = {
    Deprecation: `@${Math.floor(retirement.deprecatedAt.getTime() / 1000)}`,
    Sunset: retirement.sunsetAt.toUTCString(),
  }
  if (retirement.link) headers.Link = `<${retirement.link}>; rel="deprecation"`
  return headers
}
