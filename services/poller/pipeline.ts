/**
 * From a discovered filing to a record on the filings topic: dedupe on the accession against what
 * the poller already holds, fetch the filing index, the primary document and every EX-99.x
 * exhibit, clean the text, publish one `Filing` per accession, and record the outcome.
 *
 * Every lane feeds this one path, so dedupe across lanes is one rule: a filing already published
 * (or final: not found, no phrase) is never fetched or published again; a filing another lane is
 * fetching right now is left to it. Per-filing failures are recorded and retried later; they never
 * fail the lane. A record the bus refuses for good (too large for the broker, a value the schema
 * rejects) is recorded `refused` with the bus's reason and never tried again, so the run and its
 * lane's watermark move on; only a bus that is down fails the run.
 *
 * What is published: every filing of the issuer universe (`universe: true`, whatever its words:
 * reading it for a date is the extractor's job) and every full-text hit. `matched` (the coverage
 * count) is set only when the text carries a PDUFA phrase, and such a filing's CIKs join the
 * universe.
 */
import type { Bus } from '../shared/bus/types.js'
import type { Clock } from '../shared/clock.js'
import { describeError, isRetriable } from '../shared/errors.js'
import type { Logger } from '../shared/logger.js'
import type { Store } from '../shared/store/clickhouse.js'
import { topics } from '../../topology/topics.js'
import { filingIndexUrl, publicSecOrigin } from './archives.js'
import { mergeCandidates, type Candidate } from './candidate.js'
import { fetchDocuments, fetchPriority, type Fetched } from './fetch-documents.js'
import { isPdufaPhrase } from './phrases.js'
import type { SecClient } from './sec-client.js'
import {
  nextVersion,
  readKnownFilings,
  recordDiscoveries,
  writeFilings,
  type FilingRow,
  type FilingStatus,
} from './state.js'
import type { Universe } from './universe.js'

export interface BatchResult {
  seen: number
  fetched: number
  published: number
  skipped: number
  notFound: number
  failed: number
  noMatch: number
  /** Refused by the bus for good (recorded, never tried again). */
  refused: number
}

const batchKeys = [
  'seen',
  'fetched',
  'published',
  'skipped',
  'notFound',
  'failed',
  'noMatch',
  'refused',
] as const

export const emptyBatch = (): BatchResult => ({
  seen: 0,
  fetched: 0,
  published: 0,
  skipped: 0,
  notFound: 0,
  failed: 0,
  noMatch: 0,
  refused: 0,
})

export function addBatch(into: BatchResult, more: BatchResult): BatchResult {
  for (const key of batchKeys) into[key] += more[key]
  return into
}

/** Attempts before a transient failure is given up (kept as `failed`, visible in state). */
export const MAX_FETCH_ATTEMPTS = 5

const FINAL: ReadonlySet<FilingStatus> = new Set(['published', 'not_found', 'no_match', 'refused'])

export interface PipelineDeps {
  client: SecClient
  store: Store
  bus: Bus
  logger: Logger
  clock: Clock
  wwwUrl: string
  /** Filings fetched at once. */
  concurrency: number
  /** Where the CIKs of a filing with a PDUFA phrase are remembered (the issuer universe). */
  universe?: Pick<Universe, 'remember'>
}

export interface FilingPipeline {
  process(candidates: readonly Candidate[], signal?: AbortSignal): Promise<BatchResult>
  /** Retries rows left `failed` or `pending`. */
  retry(rows: readonly FilingRow[], signal?: AbortSignal): Promise<BatchResult>
}

export function createFilingPipeline(deps: PipelineDeps): FilingPipeline {
  const log = deps.logger.child({ component: 'poller-pipeline' })
  const fetchDeps = { client: deps.client, clock: deps.clock, log, wwwUrl: deps.wwwUrl }
  /** Accessions being fetched right now, by any lane. */
  const claimed = new Set<string>()

  /**
   * Publishes the fetched filings together; when the bus refuses the batch for good (a record too
   * large for the broker, a value the schema rejects), each is published alone and the one it still
   * refuses becomes `refused` with the bus's reason, so the run, and its lane's watermark, moves on.
   * A retriable failure (the broker is down) is thrown: the run fails and is tried again.
   */
  async function publishFilings(
    published: Array<{ candidate: Candidate; fetched: Fetched }>,
  ): Promise<void> {
    const recordOf = (o: { fetched: Fetched }) => {
      const filing = (o.fetched as Extract<Fetched, { status: 'published' }>).filing
      return { key: filing.accession, value: filing }
    }
    try {
      await deps.bus.publish(topics.filings, published.map(recordOf))
      return
    } catch (error) {
      if (isRetriable(error)) throw error
      log.warn(
        { err: error, filings: published.length },
        'the bus refused a batch of filings; publishing them one by one',
      )
    }
    for (const o of published) {
      try {
        await deps.bus.publish(topics.filings, [recordOf(o)])
      } catch (error) {
        if (isRetriable(error)) throw error
        const reason = `refused by the bus: ${describeError(error)}`
        log.error(
          { accession: o.candidate.accession, err: error },
          'the bus refused a filing for good; recorded as refused, never tried again',
        )
        o.fetched = {
          status: 'refused',
          error: reason,
          company: recordOf(o).value.company,
          form: recordOf(o).value.form,
          filedDate: recordOf(o).value.filed_date,
          acceptedAt: recordOf(o).value.accepted_at,
        }
      }
    }
  }

  async function run(
    candidates: readonly Candidate[],
    previous: Map<string, { attempts: number; discovered_at?: string }>,
    signal: AbortSignal | undefined,
    retrying: boolean,
  ): Promise<BatchResult> {
    const result = emptyBatch()
    const queue = [...candidates]
    const outcomes: Array<{ candidate: Candidate; fetched: Fetched }> = []
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        if (signal?.aborted) return
        outcomes.push({
          candidate: next,
          fetched: await fetchDocuments(fetchDeps, next, signal, fetchPriority(next, retrying)),
        })
      }
    }
    try {
      await Promise.all(
        Array.from({ length: Math.max(1, Math.min(deps.concurrency, candidates.length)) }, worker),
      )
      const now = deps.clock.now()
      const published = outcomes.filter(
        (o): o is { candidate: Candidate; fetched: Extract<Fetched, { status: 'published' }> } =>
          o.fetched.status === 'published',
      )
      if (published.length > 0) await publishFilings(published)
      const rows: FilingRow[] = outcomes.map(({ candidate, fetched }) => {
        const before = previous.get(candidate.accession)
        const filing = fetched.status === 'published' ? fetched.filing : null
        const phrase = fetched.status === 'published' ? fetched.phrase : candidate.phrase
        const filedDate =
          filing?.filed_date ??
          (fetched.status !== 'published' ? fetched.filedDate : null) ??
          candidate.filedDate ??
          ''
        return {
          accession: candidate.accession,
          cik: filing?.cik ?? candidate.ciks[0]!,
          ciks: filing?.ciks ?? candidate.ciks,
          company:
            filing?.company ??
            (fetched.status !== 'published' ? (fetched.company ?? null) : null) ??
            candidate.company,
          form:
            filing?.form ??
            (fetched.status !== 'published' ? fetched.form : undefined) ??
            candidate.form,
          filed_date: filedDate,
          accepted_at:
            filing?.accepted_at ??
            (fetched.status !== 'published' ? (fetched.acceptedAt ?? null) : null) ??
            candidate.acceptedAt ??
            null,
          source_url:
            filing?.source_url ??
            filingIndexUrl(publicSecOrigin, candidate.ciks[0]!, candidate.accession),
          lane: candidate.lane,
          query_matched: phrase,
          universe: candidate.universe ? 1 : 0,
          // A full-text hit that could not be read still counts when its query was a PDUFA phrase.
          matched: (
            fetched.status === 'published'
              ? fetched.matched
              : phrase !== null && isPdufaPhrase(phrase)
          )
            ? 1
            : 0,
          status: fetched.status,
          attempts: (before?.attempts ?? 0) + 1,
          last_error: fetched.status === 'published' ? null : fetched.error,
          discovered_at: before?.discovered_at ?? now.toISOString(),
          published_at: fetched.status === 'published' ? now.toISOString() : null,
          version: nextVersion(now),
        }
      })
      await writeFilings(deps.store, rows)
      for (const o of published)
        if (o.fetched.status === 'published' && o.fetched.matched)
          await deps.universe?.remember(o.fetched.filing.ciks, o.fetched.filing.accession)
      for (const { fetched } of outcomes) {
        result.fetched++
        if (fetched.status === 'published') result.published++
        else if (fetched.status === 'not_found') result.notFound++
        else if (fetched.status === 'no_match') result.noMatch++
        else if (fetched.status === 'refused') result.refused++
        else result.failed++
      }
      return result
    } finally {
      for (const c of candidates) claimed.delete(c.accession)
    }
  }

  return {
    async process(input, signal) {
      const candidates = mergeCandidates(input)
      if (candidates.length === 0) return emptyBatch()
      const now = deps.clock.now().toISOString()
      await recordDiscoveries(
        deps.store,
        candidates.map((c) => ({
          accession: c.accession,
          lane: c.lane,
          phrase: c.phrase,
          seen_at: now,
        })),
      )
      const known = await readKnownFilings(
        deps.store,
        candidates.map((c) => c.accession),
      )
      const todo: Candidate[] = []
      let skipped = 0
      for (const c of candidates) {
        const k = known.get(c.accession)
        // Final states never change again; a full-text hit on a filing the Atom filter rejected is the
        // exception: the search found a phrase the Atom filter's documents did not show, so read it again.
        const final =
          k &&
          FINAL.has(k.status) &&
          !(k.status === 'no_match' && (c.phrase !== null || c.universe))
        if (
          final ||
          claimed.has(c.accession) ||
          (k && k.attempts >= MAX_FETCH_ATTEMPTS && k.status === 'failed')
        ) {
          skipped++
          continue
        }
        claimed.add(c.accession)
        todo.push(c)
      }
      const previous = new Map(
        [...known].map(([acc, k]) => [
          acc,
          { attempts: k.status === 'no_match' ? 0 : k.attempts, discovered_at: k.discovered_at },
        ]),
      )
      const result = await run(todo, previous, signal, false)
      result.seen = candidates.length
      result.skipped = skipped
      return result
    },
    async retry(rows, signal) {
      const todo: Candidate[] = []
      for (const r of rows) {
        if (claimed.has(r.accession)) continue
        claimed.add(r.accession)
        todo.push({
          accession: r.accession,
          ciks: r.ciks,
          company: r.company,
          form: r.form,
          filedDate: r.filed_date,
          acceptedAt: r.accepted_at,
          phrase: r.query_matched,
          lane: r.lane,
          universe: r.universe === 1,
        })
      }
      const result = await run(
        todo,
        new Map(
          rows.map((r) => [r.accession, { attempts: r.attempts, discovered_at: r.discovered_at }]),
        ),
        signal,
        true,
      )
      result.seen = rows.length
      return result
    },
  }
}
