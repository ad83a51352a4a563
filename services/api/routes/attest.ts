/**
 * Attestation routes (spec 4.6). The uid is normalised to 0x + 64 lower-case hex before lookup, so
 * upper-case and prefix-less forms of a known uid resolve; a malformed uid is 422 (validation), a
 * well-formed uid without a match 404 problem details. `/attest/accuracy/{feed_id}` answers the
 * signed accuracy figures of the `upcoming` or `events` feed from the report /v1/accuracy serves;
 * another well-formed id is 404. Bodies: AttestationVerification and FeedAccuracyAttestation
 * (schemas.ts). Both read only the store: they answer while the chain is down (anchor pending).
 */
import type Koa from 'koa'
import { normaliseUid as normalisedOrNull } from '../../attest/schema.js'
import type { AccuracyReportView } from '../../attest/accuracy.js'
import { createAccuracyReader } from '../../accuracy/reader.js'
import { HttpProblem } from '../http/errors.js'
import { nullMeta, type AttestVerifyQuery, type FeedIdPath } from '../http/schemas.js'
import type { ApiRuntime } from '../types.js'
import { sendJson, validated, validatedParams } from './respond.js'

/** Validation guarantees the shape (AttestVerifyQuery): 0x + 64 lower-case hex. */
export function normaliseUid(uid: string): string {
  return normalisedOrNull(uid) ?? `0x${uid.replace(/^0[xX]/, '').toLowerCase()}`
}

export function attestVerifyHandler(runtime: ApiRuntime): Koa.Middleware {
  const source = runtime.deps.attestation
  const lookup =
    runtime.deps.lookupAttestation ??
    (source ? (uid: string) => source.lookup(uid) : async () => null)
  return async (ctx) => {
    const uid = normaliseUid(validated<AttestVerifyQuery>(ctx).uid)
    const attestation = await lookup(uid)
    if (!attestation)
      throw new HttpProblem(404, `No attestation with uid ${uid}.`, {
        title: 'Attestation not found',
      })
    sendJson(ctx, { data: attestation, meta: nullMeta }, { cache: 'no-cache' })
  }
}

export function attestAccuracyHandler(runtime: ApiRuntime): Koa.Middleware {
  const source = runtime.deps.attestation
  // The same report /v1/accuracy serves (its route's default reader when none is injected).
  const readReport =
    runtime.deps.readAccuracy ??
    createAccuracyReader({ store: runtime.deps.store, logger: runtime.logger })
  const lookup =
    runtime.deps.lookupFeedAccuracy ??
    (source
      ? async (feedId: string) =>
          source.feedAccuracy(feedId, (await readReport()) as AccuracyReportView | null)
      : async () => null)
  return async (ctx) => {
    const feedId = validatedParams<FeedIdPath>(ctx).feed_id
    const stats = await lookup(feedId)
    if (!stats)
      throw new HttpProblem(
        404,
        `No feed ${JSON.stringify(feedId)}; the feeds are "upcoming" and "events".`,
        { title: 'Feed not found' },
      )
    sendJson(ctx, { data: stats, meta: nullMeta }, { cache: 'no-cache' })
  }
}
