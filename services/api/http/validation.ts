/**
 * Request validation: query and path parameters are parsed against the zod schemas of schemas.ts
 * and every failure becomes a FastAPI-style 422 `{detail: [{type, loc, msg, input, ctx}]}`, with
 * pydantic v2's error types and messages so clients written against a FastAPI service keep working.
 *
 * Query values arrive as strings (the last one wins when a key repeats, as in FastAPI). They are
 * converted by the base type of each field's schema: integers must be an optional minus and
 * decimal digits (no blanks, exponents or decimals), booleans one of 1/0/true/false/yes/no/on/off/
 * t/f/y/n (any case). Unknown query keys are ignored.
 *
 * `validateRequest(route)` is exported so a payment middleware can be placed after it: a malformed
 * query is rejected 422 before any payment is asked for or settled.
 */
import type Koa from 'koa'
import type { z } from 'zod'
import { RequestValidationError } from './errors.js'
import type { ValidationIssue } from './schemas.js'

type Location = 'query' | 'path'
type BaseType = 'integer' | 'boolean' | 'string'

interface ZodInternals {
  _zod: { def: { type: string; innerType?: ZodInternals } }
}

function baseType(schema: z.ZodType): BaseType {
  let node = schema as unknown as ZodInternals
  for (;;) {
    const { type, innerType } = node._zod.def
    if (
      (type === 'optional' || type === 'default' || type === 'nullable' || type === 'prefault') &&
      innerType
    ) {
      node = innerType
      continue
    }
    if (type === 'number' || type === 'int') return 'integer'
    if (type === 'boolean') return 'boolean'
    return 'string'
  }
}

const INTEGER = /^-?\d+$/
const TRUE = new Set(['1', 'true', 'yes', 'on', 't', 'y'])
const FALSE = new Set(['0', 'false', 'no', 'off', 'f', 'n'])

function lastValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.length ? String(value[value.length - 1]) : undefined
  return value === undefined ? undefined : String(value)
}

/** Pydantic v2 wording for a zod issue. */
function toIssue(where: Location, issue: z.core.$ZodIssue, input: unknown): ValidationIssue {
  const loc = [where, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))]
  const make = (type: string, msg: string, ctx?: Record<string, unknown>): ValidationIssue =>
    ctx ? { type, loc, msg, input, ctx } : { type, loc, msg, input }
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') {
        const n = Number(issue.minimum)
        return make(
          'string_too_short',
          `String should have at least ${n} character${n === 1 ? '' : 's'}`,
          { min_length: n },
        )
      }
      return make(
        'greater_than_equal',
        `Input should be greater than or equal to ${issue.minimum}`,
        { ge: Number(issue.minimum) },
      )
    case 'too_big':
      if (issue.origin === 'string') {
        const n = Number(issue.maximum)
        return make(
          'string_too_long',
          `String should have at most ${n} character${n === 1 ? '' : 's'}`,
          { max_length: n },
        )
      }
      return make('less_than_equal', `Input should be less than or equal to ${issue.maximum}`, {
        le: Number(issue.maximum),
      })
    case 'invalid_format': {
      const pattern =
        'pattern' in issue && typeof issue.pattern === 'string'
          ? issue.pattern.replace(/^\/(.*)\/[a-z]*$/, '$1')
          : String(issue.format)
      return make('string_pattern_mismatch', `String should match pattern '${pattern}'`, {
        pattern,
      })
    }
    case 'invalid_type':
      if (issue.expected === 'int' || issue.expected === 'number')
        return make(
          'int_parsing',
          'Input should be a valid integer, unable to parse string as an integer',
        )
      if (issue.expected === 'boolean')
        return make('bool_parsing', 'Input should be a valid boolean, unable to interpret input')
      if (input === undefined) return { type: 'missing', loc, msg: 'Field required', input: null }
      return make('string_type', 'Input should be a valid string')
    case 'custom':
      return make(String(issue.params?.type ?? 'value_error'), issue.message)
    default:
      return make('value_error', issue.message)
  }
}

/**
 * Parses raw string parameters against an object schema. Returns the typed value or throws a
 * RequestValidationError with one issue per offending parameter (the first failing rule).
 */
export function parseParams<S extends z.ZodObject>(
  schema: S,
  raw: Record<string, unknown>,
  where: Location,
): z.output<S> {
  const issues: ValidationIssue[] = []
  const converted: Record<string, unknown> = {}
  const rawValues: Record<string, string | undefined> = {}
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const value = lastValue(raw[key])
    rawValues[key] = value
    if (value === undefined) continue
    const type = baseType(field)
    if (type === 'integer') {
      if (!INTEGER.test(value)) {
        issues.push({
          type: 'int_parsing',
          loc: [where, key],
          msg: 'Input should be a valid integer, unable to parse string as an integer',
          input: value,
        })
        continue
      }
      converted[key] = Number(value)
    } else if (type === 'boolean') {
      const folded = value.toLowerCase()
      if (!TRUE.has(folded) && !FALSE.has(folded)) {
        issues.push({
          type: 'bool_parsing',
          loc: [where, key],
          msg: 'Input should be a valid boolean, unable to interpret input',
          input: value,
        })
        continue
      }
      converted[key] = TRUE.has(folded)
    } else {
      converted[key] = value
    }
  }
  const parsed = schema.safeParse(converted)
  if (issues.length === 0 && parsed.success) return parsed.data
  if (!parsed.success) {
    const seen = new Set(issues.map((i) => i.loc.join('.')))
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '')
      const id = [where, ...issue.path.map(String)].join('.')
      if (seen.has(id) || seen.has(`${where}.${key}`)) continue
      seen.add(id)
      issues.push(toIssue(where, issue, key ? rawValues[key] : undefined))
    }
  }
  throw new RequestValidationError(issues)
}

export interface RequestSchemas {
  query?: z.ZodObject
  /** Path parameters. */
  params?: z.ZodObject
  /** Cross-field rules on the parsed query, e.g. "not both of ticker and cik". */
  check?: (query: Record<string, unknown>) => ValidationIssue[]
}

/** State the validator leaves for the handler. */
export interface ValidatedState {
  query: Record<string, unknown>
  params: Record<string, unknown>
}

/**
 * Middleware validating a route's query and path parameters; the parsed values land in
 * `ctx.state.query` and `ctx.state.params`. Put it before any payment middleware.
 */
export function validateRequest(schemas: RequestSchemas): Koa.Middleware {
  // Parsed values of recent valid requests, by raw query string and path: a repeated request (the
  // common case for a feed) skips parsing. Bounded; cleared when full.
  const valid = new Map<
    string,
    { query: Record<string, unknown>; params: Record<string, unknown> }
  >()
  return async function validate(ctx, next) {
    const key = `${ctx.path}?${ctx.querystring}`
    const hit = valid.get(key)
    if (hit) {
      const state = ctx.state as ValidatedState
      state.query = hit.query
      state.params = hit.params
      return next()
    }
    const issues: ValidationIssue[] = []
    let query: Record<string, unknown> = {}
    let params: Record<string, unknown> = {}
    try {
      if (schemas.params)
        params = parseParams(
          schemas.params,
          (ctx as unknown as { params?: Record<string, unknown> }).params ?? {},
          'path',
        )
    } catch (error) {
      if (!(error instanceof RequestValidationError)) throw error
      issues.push(...error.issues)
    }
    try {
      if (schemas.query) query = parseParams(schemas.query, ctx.query, 'query')
    } catch (error) {
      if (!(error instanceof RequestValidationError)) throw error
      issues.push(...error.issues)
    }
    if (issues.length === 0 && schemas.check) issues.push(...schemas.check(query))
    if (issues.length) throw new RequestValidationError(issues)
    if (valid.size >= 1_000) valid.clear()
    valid.set(key, { query, params })
    const state = ctx.state as ValidatedState
    state.query = query
    state.params = params
    await next()
  }
}
