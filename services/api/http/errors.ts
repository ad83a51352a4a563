/**
 * The one place that maps errors to HTTP (spec section 7). Handlers and middleware throw typed
 * errors; `errorMiddleware` turns them into:
 *   - 422 `{detail: [{type, loc, msg, input?, ctx?}]}` (FastAPI validation format) for invalid
 *     query or path parameters;
 *   - RFC 7807 problem details (`application/problem+json`, type/title/status/detail/instance)
 *     for every other failure: 400, 404, 405, 500, 503.
 * Failures never use the `{data, meta}` envelope, and a 5xx body never carries the error's own
 * message: internals go to the log only.
 */
import type Koa from 'koa'
import { STATUS_CODES } from 'node:http'
import type { Logger } from '../../shared/logger.js'
import type { ProblemDetails, ValidationIssue } from './schemas.js'

/** A failure with an HTTP status, rendered as problem details. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly options: {
      title?: string
      type?: string
      headers?: Record<string, string>
      extensions?: Record<string, unknown>
    } = {},
  ) {
    super(detail)
    this.name = 'HttpProblem'
  }
}

/** Invalid query or path parameters: 422 in the FastAPI format. */
export class RequestValidationError extends Error {
  readonly status = 422
  constructor(readonly issues: ValidationIssue[]) {
    super(`invalid request: ${issues.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; ')}`)
    this.name = 'RequestValidationError'
  }
}

const keptOnError = new Set(['vary', 'deprecation', 'sunset', 'link'])

export const PROBLEM_CONTENT_TYPE = 'application/problem+json'

export function problemBody(
  status: number,
  detail: string,
  instance: string,
  options: HttpProblem['options'] = {},
): ProblemDetails {
  return {
    type: options.type ?? 'about:blank',
    title: options.title ?? STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    instance,
    ...options.extensions,
  }
}

function sendProblem(
  ctx: Koa.Context,
  status: number,
  detail: string,
  options: HttpProblem['options'] = {},
): void {
  ctx.status = status
  for (const [name, value] of Object.entries(options.headers ?? {})) ctx.set(name, value)
  ctx.set('Cache-Control', 'no-store')
  ctx.type = PROBLEM_CONTENT_TYPE
  ctx.body = JSON.stringify(problemBody(status, detail, ctx.path, options))
}

/**
 * Outermost middleware: logs one line per request (method, path, status, duration; never headers,
 * so payment signatures cannot leak) and maps every thrown error to its HTTP form.
 */
export function errorMiddleware(logger: Logger): Koa.Middleware {
  return async function errorMapper(ctx, next) {
    const started = performance.now()
    try {
      await next()
      if (ctx.status === 404 && ctx.body == null) {
        throw new HttpProblem(
          404,
          `No route matches ${ctx.path}. See /docs for the routes this service answers.`,
        )
      }
    } catch (error) {
      if (ctx.headerSent || !ctx.writable) {
        logger.error({ err: error, path: ctx.path }, 'error after the response started')
        return
      }
      // Headers set by the failed handler (content type, caching) must not leak into the error;
      // Vary and a route's retirement headers still describe the resource.
      for (const name of Object.keys(ctx.response.headers))
        if (!keptOnError.has(name.toLowerCase())) ctx.remove(name)
      if (error instanceof RequestValidationError) {
        ctx.status = 422
        ctx.set('Cache-Control', 'no-store')
        ctx.type = 'application/json'
        ctx.body = JSON.stringify({ detail: error.issues })
      } else if (error instanceof HttpProblem) {
        if (error.status >= 500)
          logger.error({ err: error, path: ctx.path, status: error.status }, 'request failed')
        sendProblem(ctx, error.status, error.detail, error.options)
      } else {
        logger.error({ err: error, path: ctx.path }, 'unhandled error')
        sendProblem(
          ctx,
          500,
          'The service failed to answer this request. Retry with backoff; if it persists, tell the contact address in /v1/meta.',
        )
      }
    } finally {
      logger.debug(
        {
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      )
    }
  }
}
