/**
 * The OpenAPI 3.1 document, generated from the zod schemas (schemas.ts) and the route table with
 * zod v4's own `z.toJSONSchema` (JSON Schema 2020-12, the dialect of OpenAPI 3.1), so no second
 * description of the shapes exists. Named schemas become `components.schemas`; parameters are the
 * query and path schemas in their input form (defaults and bounds as the validator applies them).
 */
import { z } from 'zod'
import { API_VERSION } from '../version.js'
import {
  allowedMethods,
  routeTable,
  type RouteId,
  type RouteSpec,
  type Retirement,
} from './route-table.js'
import { components, PaymentRequired, ProblemDetails, ValidationErrorBody } from './schemas.js'

type JsonSchema = Record<string, unknown>

function stripDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _s, $id: _i, ...rest } = schema
  return rest
}

const ref = (id: string): JsonSchema => ({ $ref: `#/components/schemas/${id}` })

function schemaRef(schema: z.ZodType): JsonSchema {
  const meta = components.get(schema)
  if (!meta) throw new Error('a response schema must be a named component (schemas.ts)')
  return ref(meta.id)
}

function parameters(route: RouteSpec): JsonSchema[] {
  const out: JsonSchema[] = []
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue
    const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' }) as {
      properties?: Record<string, JsonSchema>
      required?: string[]
    }
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const { description, ...rest } = property
      out.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        ...(description ? { description } : {}),
        schema: rest,
      })
    }
  }
  return out
}

const problem = (description: string): JsonSchema => ({
  description,
  content: { 'application/problem+json': { schema: ref('ProblemDetails') } },
})

function responses(route: RouteSpec): JsonSchema {
  const out: Record<string, JsonSchema> = {}
  if ('schema' in route.ok) {
    const content: JsonSchema = { 'application/json': { schema: schemaRef(route.ok.schema) } }
    if (route.html) content['text/html'] = { schema: { type: 'string' } }
    out['200'] = { description: 'OK', content }
  } else {
    out['200'] = {
      description: route.ok.description,
      content: { [route.ok.mediaType]: { schema: { type: 'string' } } },
    }
  }
  if (route.conditional)
    out['304'] = {
      description:
        'Not Modified: `If-None-Match` lists the current `ETag` of this representation. No body.',
    }
  if (route.paid) {
    // Read-your-writes (services/api/read-model/commit-head.ts): the answer reflects every write committed before the request.
    const asOf = {
      'X-Data-As-Of': {
        description:
          'The instant (ISO-8601 UTC) this answer is known current as of: it reflects every write committed before then. ' +
          'When the store cannot be reached the route answers from memory and this names how old the answer is.',
        schema: { type: 'string', format: 'date-time' },
      },
    }
    for (const status of ['200', '304'])
      if (out[status]) out[status] = { ...out[status], headers: asOf }
  }
  for (const status of route.errors) {
    if (status === 400) out['400'] = problem('Client error, e.g. neither ticker nor cik.')
    else if (status === 402)
      out['402'] = {
        description:
          'x402 payment challenge (with `accepts`, header PAYMENT-REQUIRED) or a payment failure (no `accepts`). Never charged.',
        content: { 'application/json': { schema: ref('PaymentRequired') } },
      }
    else if (status === 404) out['404'] = problem('Not found.')
    else if (status === 503) out['503'] = problem('The database probe failed.')
  }
  if (Object.keys(route.query?.shape ?? {}).length || route.params)
    out['422'] = {
      description: 'Invalid query or path parameters (FastAPI format).',
      content: { 'application/json': { schema: ref('ValidationError') } },
    }
  out['500'] = problem('The service is failing; retry with backoff.')
  return out
}

export interface OpenApiOptions {
  baseUrl: string
  contactEmail: string
  retirements?: Partial<Record<RouteId, Retirement>>
}

/** Builds the document (call once per app; the result is static). */
export function buildOpenApi(options: OpenApiOptions): JsonSchema {
  // Make sure the error shapes are registered components even if no route names them.
  void PaymentRequired
  void ProblemDetails
  void ValidationErrorBody
  const generated = z.toJSONSchema(components, {
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonSchema> }
  const schemas: Record<string, JsonSchema> = {}
  for (const [id, schema] of Object.entries(generated.schemas)) schemas[id] = stripDialect(schema)

  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const route of routeTable) {
    if (!route.documented) continue
    const retirement = options.retirements?.[route.id] ?? route.retirement
    const operation: JsonSchema = {
      operationId: route.id,
      summary: route.summary,
      description:
        route.description +
        (route.paid
          ? ' Paid per request by x402 (USDC on Base or Solana); a response with status >= 400 is never charged; malformed queries get 422 before any payment.'
          : ''),
      tags: route.tags,
      parameters: parameters(route),
      responses: responses(route),
    }
    if (route.price)
      operation['x-price'] = {
        usd: route.price.usd,
        amount: route.price.amount,
        asset: 'USDC',
        decimals: 6,
      }
    if (retirement) {
      operation.deprecated = true
      operation['x-sunset'] = retirement.sunsetAt.toISOString().replace('Z', '+00:00')
    }
    const item: Record<string, JsonSchema> = { get: operation }
    if (allowedMethods(route).includes('HEAD'))
      item.head = {
        ...operation,
        operationId: `${route.id}_head`,
        responses: { '200': { description: 'Headers of the GET response, no body.' } },
      }
    paths[route.openapiPath] = item
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Drug Approval Catalyst Feed',
      version: API_VERSION,
      description: [
        'FDA PDUFA target action dates and their change history, extracted from SEC 8-K/6-K filings. Informational only; not investment advice.',
        '',
        'Successful JSON responses use the envelope `{data, meta}`. Failures never do: 422 is `{detail: [{type, loc, msg}]}` (FastAPI format); 400, 404, 405, 500 and 503 are RFC 7807 problem details (`application/problem+json`).',
        'Free routes answer GET and HEAD; the two paid routes answer GET only (405 with `Allow: GET` otherwise). Dates are `YYYY-MM-DD`, timestamps ISO-8601 UTC with `+00:00`.',
        'A route being retired sends `Deprecation` and `Sunset` headers at least 30 days before removal; see /changelog.',
      ].join('\n'),
      contact: {
        name: 'Catalyst feed data desk',
        email: options.contactEmail,
        url: `${options.baseUrl.replace(/\/+$/, '')}/v1/meta`,
      },
    },
    servers: [{ url: options.baseUrl.replace(/\/+$/, '') }],
    tags: [
      { name: 'paid', description: 'Paid per request with x402.' },
      { name: 'samples' },
      { name: 'accuracy' },
      { name: 'coverage' },
      { name: 'attestations' },
      { name: 'service' },
    ],
    paths,
    components: { schemas },
  }
}
