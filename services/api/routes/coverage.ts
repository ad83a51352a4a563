/**
 * GET /v1/coverage: exactly one of ticker and cik. Neither -> 400 problem details; both -> 422
 * (validation); a ticker no issuer lists -> 404 problem details (no CIK to report); a well-formed
 * CIK never seen -> 200 with zero counts. `upcoming_on_feed` uses the upcoming snapshot, so it is
 * the same membership the paid route serves (widest window, 365 days).
 */
import type Koa from 'koa'
import { isoDate } from '../../shared/clock.js'
import { padCik } from '../read-model/derive.js'
import { HttpProblem } from '../http/errors.js'
import { Coverage, nullMeta, type CoverageQuery } from '../http/schemas.js'
import { selectUpcoming } from '../read-model/snapshot.js'
import type { ApiRuntime } from '../types.js'
import { sendJson, validated } from './respond.js'

export function coverageHandler(runtime: ApiRuntime): Koa.Middleware {
  return async (ctx) => {
    const query = validated<CoverageQuery>(ctx)
    if (query.ticker === undefined && query.cik === undefined) {
      throw new HttpProblem(
        400,
        'Give exactly one of the query parameters ticker and cik, e.g. /v1/coverage?ticker=ABCD or /v1/coverage?cik=320193.',
        { title: 'Missing ticker or cik' },
      )
    }
    const today = isoDate(runtime.deps.clock.now())
    const ticker = query.ticker === undefined ? null : query.ticker.trim().toUpperCase()
    // A ticker listed by several CIKs (rare: a re-registered issuer) reports the first in CIK order
    // and counts upcoming rows of all of them, as the paid route's ticker filter does.
    let ciks: string[]
    if (ticker !== null) {
      ciks = ticker ? await runtime.lookupTicker(ticker) : []
      if (!ciks.length)
        throw new HttpProblem(
          404,
          `No SEC filer known to this service lists the ticker ${JSON.stringify(ticker)}.`,
          { title: 'Unknown ticker' },
        )
    } else {
      ciks = [padCik(query.cik!)]
    }
    const cik = ciks[0]!
    const snapshot = await runtime.snapshot.current()
    const upcomingOnFeed = selectUpcoming(snapshot.rows, today, 365, {
      ticker: ticker ?? '\u0000',
      ciks,
    }).length
    const coverage = Coverage.parse(
      await runtime.readCoverage({ cik, ticker, today, upcomingOnFeed }),
    )
    sendJson(ctx, { data: coverage, meta: nullMeta })
  }
}
