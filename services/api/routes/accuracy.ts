/**
 * GET /v1/accuracy: the accuracy document (full, summary or unavailable) as JSON, or a styled HTML
 * page for browsers (Accept includes text/html AND a Mozilla-style User-Agent). Every answer
 * varies on Accept and User-Agent. `summary` applies to JSON only.
 *
 * The document comes from the injected `readAccuracy()`, by default the accuracy stage's newest
 * valid stored report, else the committed fallback (services/accuracy/reader.ts). It is checked
 * against the AccuracyFull schema, so a malformed report is a logged 500, never a served contract
 * breach. While no report exists (`null`), the `available: false` shape is served.
 */
import type Koa from 'koa'
import { paidEndpoints, summariseAccuracy, unavailableAccuracy } from '../http/accuracy.js'
import { nullMeta, type AccuracyQuery } from '../http/schemas.js'
import { AccuracyFull, type AccuracyUnavailable } from '../../accuracy/report.js'
import type { ApiRuntime } from '../types.js'
import { createAccuracyReader } from '../../accuracy/reader.js'
import { renderAccuracyHtml } from './accuracy-html.js'
import { sendJson, validated } from './respond.js'

export function wantsHtml(ctx: Koa.Context): boolean {
  const accept = ctx.get('Accept')
  const agent = ctx.get('User-Agent')
  return accept.toLowerCase().includes('text/html') && /\bMozilla\/\d/.test(agent)
}

export function accuracyHandler(runtime: ApiRuntime): Koa.Middleware {
  const base = runtime.deps.config.PUBLIC_BASE_URL
  const read =
    runtime.deps.readAccuracy ??
    createAccuracyReader({ store: runtime.deps.store, logger: runtime.logger })
  return async (ctx) => {
    ctx.vary('Accept')
    ctx.vary('User-Agent')
    const query = validated<AccuracyQuery>(ctx)
    const raw = await read()
    let document: AccuracyFull | AccuracyUnavailable
    if (raw === null || raw === undefined) {
      document = unavailableAccuracy(base)
    } else {
      const parsed = AccuracyFull.safeParse(raw)
      if (!parsed.success) {
        runtime.logger.error(
          { issues: parsed.error.issues.slice(0, 5) },
          'accuracy report does not match the AccuracyFull schema',
        )
        throw new Error('accuracy report does not match its schema')
      }
      document = parsed.data
      if (document.paid_endpoints.length === 0)
        document = { ...document, paid_endpoints: paidEndpoints(base) }
    }
    if (wantsHtml(ctx)) {
      ctx.status = 200
      ctx.type = 'text/html; charset=utf-8'
      ctx.body = renderAccuracyHtml(document)
      return
    }
    const data = document.available && query.summary ? summariseAccuracy(document) : document
    sendJson(ctx, { data, meta: nullMeta })
  }
}
