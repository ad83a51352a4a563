/** Helpers for the API tests: a real HTTP server on loopback, row builders, an OpenAPI validator. */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { fixedClock } from '../../services/shared/clock.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { createApiApp, type ApiApp, type ApiDeps } from '../../services/api/app.js'
import { readEventsPage, type TickerMatch } from '../../services/api/read-model/store-reads.js'
import { testLogger } from '../support/env.js'

export interface Running {
  url: string
  app: ApiApp
  close(): Promise<void>
}

export async function listen(app: ApiApp): Promise<Running> {
  const server: Server = createServer(app.callback())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export const apiConfig = {
  API_COMMIT: 'abc1234',
  CONTACT_EMAIL: 'data@catalyst-feed.example',
  PUBLIC_BASE_URL: 'http://localhost:8080',
}

/** An app over `store` with a fixed clock (2026-08-01 unless told) and empty freshness. */
export async function startApi(store: Store, overrides: Partial<ApiDeps> = {}): Promise<Running> {
  const app = createApiApp({
    store,
    logger: testLogger,
    clock: fixedClock('2026-08-01T12:00:00Z'),
    config: apiConfig,
    readFreshness: async () => ({ last_updated: null, last_polled: null }),
    ...overrides,
  })
  return listen(app)
}

let versionCounter = 1

export function catalystRow(
  id: number,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    catalyst_id: id,
    version: versionCounter++,
    drug_name: `Drug ${id}`,
    drug_key: `drug-${id}`,
    company: `Company ${id}`,
    ticker: null,
    tickers: [],
    cik: '0000000100',
    indication: null,
    application_number: null,
    pdufa_date: '2026-09-01',
    stage: 'set',
    confidence: 'high',
    date_confidence: 'confirmed',
    authority: 'llm_high',
    source_quote: `PDUFA date for Drug ${id}.`,
    source_accession: '0000000100-26-000001',
    source_url:
      'https://www.sec.gov/Archives/edgar/data/100/000000010026000001/0000000100-26-000001-index.htm',
    last_updated: '2026-07-01 10:00:00.000',
    live: 1,
    published: 1,
    merged_into: null,
    exposed_ciks: ['0000000100'],
    human_locked: 0,
    ...fields,
  }
}

export function eventRow(
  id: number,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    event_id: id,
    version: 1,
    deleted: 0,
    catalyst_id: 1,
    origin_catalyst_id: 1,
    event_type: 'new_date_assigned',
    drug_name: 'Drug',
    company: 'Company',
    ticker: null,
    tickers: [],
    cik: '0000000100',
    exposed_ciks: ['0000000100'],
    indication: null,
    application_number: null,
    prior_date: null,
    new_date: '2026-09-01',
    delta_days: null,
    merged_into: null,
    outcome: null,
    confidence: 'high',
    date_confidence: 'confirmed',
    authority: 'llm_high',
    source_quote: 'quote',
    detected_at: '2026-07-01 10:00:00.000',
    filed_at: '2026-07-01',
    applied: 1,
    date_changed: 1,
    accession: '0000000100-26-000001',
    source_url: null,
    ...fields,
  }
}

/** The store path's body for an events query, exactly as the route serialises it. */
export async function storePageBody(
  store: Store,
  query: { since?: number; limit: number; match?: TickerMatch },
  today: string,
): Promise<string> {
  const page = await readEventsPage(store, query, today)
  return JSON.stringify({
    data: page.events,
    meta: {
      total: page.events.length,
      limit: query.limit,
      next_since: page.nextSince,
      has_more: page.hasMore,
    },
  })
}

type AjvFormats = (ajv: Ajv2020) => Ajv2020
const addFormats = ((addFormatsModule as unknown as { default?: AjvFormats }).default ??
  addFormatsModule) as unknown as AjvFormats

/**
 * Validates responses against the OpenAPI document the app serves: the schema of
 * paths[template][method].responses[status].content[mediaType] with the document's components.
 */
export class OpenApiValidator {
  private readonly ajv: Ajv2020
  private readonly cache = new Map<string, ValidateFunction>()
  constructor(private readonly document: Record<string, any>) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats(this.ajv)
    this.ajv.addSchema({ ...document, $id: 'openapi.json' })
  }

  private template(path: string): string {
    for (const template of Object.keys(this.document.paths)) {
      const re = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`)
      if (re.test(path)) return template
    }
    throw new Error(`no OpenAPI path for ${path}`)
  }

  /** Throws with the ajv errors when `body` does not match. */
  check(path: string, method: string, status: number, contentType: string, body: unknown): void {
    const template = this.template(path)
    const operation = this.document.paths[template][method.toLowerCase()]
    if (!operation) throw new Error(`no ${method} operation for ${template}`)
    const response = operation.responses[String(status)]
    if (!response) throw new Error(`status ${status} not documented for ${method} ${template}`)
    const mediaType = contentType.split(';')[0]!.trim()
    if (!response.content?.[mediaType])
      throw new Error(`${mediaType} not documented for ${status} ${method} ${template}`)
    const pointer = [
      'paths',
      template,
      method.toLowerCase(),
      'responses',
      String(status),
      'content',
      mediaType,
      'schema',
    ]
      .map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1'))
      .join('/')
    let validate = this.cache.get(pointer)
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi.json#/${pointer}` })
      this.cache.set(pointer, validate)
    }
    if (!validate(body))
      throw new Error(
        `${method} ${path} ${status} does not match the OpenAPI document: ${this.ajv.errorsText(validate.errors, { separator: '\n' })}`,
      )
  }
}

/** GET (or another method) a path; returns status, headers, raw text and parsed JSON when JSON. */
export async function call(
  base: string,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; text: string; json: any }> {
  const response = await fetch(`${base}${path}`, init)
  const text = await response.text()
  const type = response.headers.get('content-type') ?? ''
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: type.includes('json') && text ? JSON.parse(text) : undefined,
  }
}
