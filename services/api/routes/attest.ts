/**
 * Attestation lookups (spec 4.6) over injected functions. The uid is normalised to 0x + 64
 * lower-case hex before lookup, so upper-case and prefix-less forms of a known uid resolve; a
 * malformed uid is 422 (validation), a well-formed uid without a match 404 problem details. With no
 * attestation source wired (today), every well-formed uid is 404 and every feed id 404.
 */
import type Koa from 'koa'
import { HttpProblem } from '../errors.js'
import { nullMeta, type AttestVerifyQuery, type FeedIdPath } from '../schemas.js'
import type { ApiRuntime } from '../types.js'
import { sendJson, validated, validatedParams } from './respond.js'

export function normaliseUid(uid: string): string {
  return `0x${uid.replace(/^0[xX]/, '').toLowerCase()}`
}

export function attestVerifyHandler(runtime: ApiRuntime): Koa.Middleware {
  const lookup = runtime.deps.lookupAttestation ?? (async () => null)
  return async (ctx) => {
    const uid = normaliseUid(validated<AttestVerifyQuery>(ctx).uid)
    const attestation = await lookup(uid)
    if (!attestation) throw new HttpProblem(404, `No attestation with uid ${uid}.`, { title: 'Attestation not found' })
    sendJson(ctx, { data: attestation, meta: nullMeta })
  }
}

export function attestAccuracyHandler(runtime: ApiRuntime): Koa.Middleware {
  const lookup = runtime.deps.lookupFeedAccuracy ?? (async () => null)
  return async (ctx) => {
    const feedId = validatedParams<FeedIdPath>(ctx).feed_id
    const stats = await lookup(feedId)
    if (!stats) throw new HttpProblem(404, `No ledger entries for feed ${JSON.stringify(feedId)}.`, { title: 'Feed not found' })
    sendJson(ctx, { data: stats, meta: nullMeta })
  }
}
