/**
 * The discovery lanes. Each turns an EDGAR listing into candidates for the filing pipeline:
 *
 * - Full-text search over a date window (hourly: the newest days; daily catch-up: the trailing
 *   CATCHUP_DAYS; backfill: any range). One query per discovery phrase, every page (results come by
 *   relevance), and a window whose total reaches the 10,000-hit cap is split in two until it fits.
 * - The latest-filings Atom feed for 8-K and 6-K, newest first, paged back to the last acceptance
 *   time seen; every new filing of the issuer universe is read, whatever its words (the fast lane;
 *   filers outside the universe are the full-text lanes' job).
 */
import { daysBetween } from '../shared/clock.js'
import type { Logger } from '../shared/logger.js'
import type { DiscoveryLane } from '../../schemas/avro/types.js'
import {
  ATOM_PAGE_SIZE,
  atomFeedUrl,
  groupAtomEntries,
  parseAtomFeed,
  type AtomFiling,
} from './atom.js'
import type { Candidate } from './candidate.js'
import {
  EFTS_MAX_WINDOW,
  EFTS_PAGE_SIZE,
  eftsSearchUrl,
  groupHits,
  parseEftsResponse,
} from './efts.js'
import { addBatch, emptyBatch, type BatchResult, type FilingPipeline } from './pipeline.js'
import { searchPhrases } from './phrases.js'
import { SecRequestError, type SecClient } from './sec-client.js'
import { filingMembership, type Membership, type Universe } from './universe.js'

export interface LaneDeps {
  client: SecClient
  pipeline: FilingPipeline
  logger: Logger
  eftsUrl: string
  wwwUrl: string
  universe: Universe
  signal?: AbortSignal
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

export interface FtsWindowResult extends BatchResult {
  requests: number
  /** Windows that still reached the cap at one day (walked to 10,000 hits only). */
  cappedDays: string[]
}

/**
 * Scans [startdt, enddt] for every discovery phrase, every page, splitting windows at the cap.
 * `onWindowDone` is called after each leaf window of each phrase (progress and resume points).
 */
export async function scanFullText(
  deps: LaneDeps,
  window: {
    startdt: string
    enddt: string
    lane: DiscoveryLane
    forms?: readonly string[]
    phrases?: readonly string[]
  },
  onPage?: (info: {
    phrase: string
    startdt: string
    enddt: string
    result: BatchResult
  }) => void | Promise<void>,
): Promise<FtsWindowResult> {
  const total: FtsWindowResult = { ...emptyBatch(), requests: 0, cappedDays: [] }
  // A filing hit by several phrases is handled once per scan (a failed fetch waits for the retry step).
  const handled = new Set<string>()
  const forms = window.forms ?? ['8-K', '6-K']
  for (const phrase of window.phrases ?? searchPhrases) {
    await scanPhrase(
      deps,
      phrase,
      forms,
      window.startdt,
      window.enddt,
      window.lane,
      total,
      handled,
      onPage,
    )
  }
  return total
}

async function scanPhrase(
  deps: LaneDeps,
  phrase: string,
  forms: readonly string[],
  startdt: string,
  enddt: string,
  lane: DiscoveryLane,
  total: FtsWindowResult,
  handled: Set<string>,
  onPage?: Parameters<typeof scanFullText>[2],
): Promise<void> {
  let from = 0
  const fetchPage = (offset: number) => {
    total.requests++
    const url = eftsSearchUrl(deps.eftsUrl, { phrase, forms, startdt, enddt, from: offset })
    const promise = deps.client
      .getJson<unknown>(url, { signal: deps.signal })
      .then(parseEftsResponse)
    promise.catch(() => undefined) // awaited below; never an unhandled rejection while a page is processed
    return promise
  }
  let next = fetchPage(0)
  for (;;) {
    if (deps.signal?.aborted) return
    const page = await next
    if (from === 0 && (page.relation === 'gte' || page.total >= EFTS_MAX_WINDOW)) {
      const days = daysBetween(startdt, enddt)
      if (days >= 1) {
        const mid = addDays(startdt, Math.floor(days / 2))
        deps.logger.info(
          { phrase, startdt, enddt, total: page.total },
          'full-text search window at the cap; splitting',
        )
        await scanPhrase(deps, phrase, forms, startdt, mid, lane, total, handled, onPage)
        await scanPhrase(deps, phrase, forms, addDays(mid, 1), enddt, lane, total, handled, onPage)
        return
      }
      deps.logger.warn(
        { phrase, day: startdt },
        'one day holds 10,000+ full-text hits; reading the first 10,000 only',
      )
      total.cappedDays.push(startdt)
    }
    // The next page loads while this one's filings are fetched (the token bucket still paces both).
    const more =
      page.hits.length > 0 &&
      from + EFTS_PAGE_SIZE < page.total &&
      from + 2 * EFTS_PAGE_SIZE <= EFTS_MAX_WINDOW
    if (more) next = fetchPage(from + EFTS_PAGE_SIZE)
    const candidates = groupHits(page.hits, phrase)
      .filter((c) => !handled.has(c.accession))
      .map((c) => ({ ...c, lane }))
    for (const c of candidates) handled.add(c.accession)
    const result = await deps.pipeline.process(candidates, deps.signal)
    addBatch(total, result)
    await onPage?.({ phrase, startdt, enddt, result })
    from += EFTS_PAGE_SIZE
    if (!more) return
  }
}

export interface AtomScanResult extends BatchResult {
  requests: number
  /** New filings of filers outside the universe, left to the full-text lanes. */
  outsideUniverse: number
  /** Newest acceptance time seen per feed type (the next run's watermark). */
  watermarks: Record<string, string | null>
}

/** Atom pages to walk back at most per run (the feed ends near 5,000 entries). */
export const ATOM_MAX_PAGES = 10
export const ATOM_OVERLAP_MS = 10 * 60_000

/**
 * One pass over the Atom feed of each type. With a watermark, pages back until entries are older
 * than it; without one (first run), reads the newest page only (the full-text lanes cover history).
 */
export async function scanAtom(
  deps: LaneDeps,
  watermarks: Record<string, string | null>,
  types: readonly string[] = ['8-K', '6-K'],
): Promise<AtomScanResult> {
  const total: AtomScanResult = {
    ...emptyBatch(),
    requests: 0,
    outsideUniverse: 0,
    watermarks: { ...watermarks },
  }
  for (const type of types) {
    const watermark = watermarks[type] ?? null
    // Ten minutes of overlap: a filing can show up in the feed a little after a later-accepted one.
    const watermarkMs = watermark ? Date.parse(watermark) - ATOM_OVERLAP_MS : null
    const fresh: AtomFiling[] = []
    let newest = watermark
    for (let pageNo = 0; pageNo < ATOM_MAX_PAGES; pageNo++) {
      if (deps.signal?.aborted) break
      let xml: string
      try {
        total.requests++
        // The feed is the fast lane's own request: it waits in the urgent queue, as its filings do.
        xml = await deps.client.getText(atomFeedUrl(deps.wwwUrl, type, pageNo * ATOM_PAGE_SIZE), {
          signal: deps.signal,
          priority: 'urgent',
        })
      } catch (error) {
        // Past the end of the feed EDGAR answers 503 "File Unavailable": the end, when not the first page.
        if (pageNo > 0 && error instanceof SecRequestError && error.status === 503) break
        throw error
      }
      const entries = parseAtomFeed(xml)
      let reachedWatermark = watermarkMs === null
      for (const filing of groupAtomEntries(entries)) {
        const at = filing.acceptedAt ? Date.parse(filing.acceptedAt) : null
        if (at !== null && watermarkMs !== null && at < watermarkMs) {
          reachedWatermark = true
          continue
        }
        if (!fresh.some((f) => f.accession === filing.accession)) fresh.push(filing)
        if (filing.acceptedAt && (!newest || Date.parse(filing.acceptedAt) > Date.parse(newest)))
          newest = filing.acceptedAt
      }
      for (const e of entries)
        if (e.acceptedAt && watermarkMs !== null && Date.parse(e.acceptedAt) < watermarkMs)
          reachedWatermark = true
      if (reachedWatermark || entries.length < ATOM_PAGE_SIZE) break
    }
    // Oldest first, so a crash part-way leaves the newest for the next run.
    const members = await deps.universe.classify(
      fresh.flatMap((f) => f.ciks),
      deps.signal,
      'urgent',
    )
    await processUniverseFilings(deps, total, fresh.reverse(), members, 'atom')
    total.watermarks[type] = newest
  }
  return total
}

/**
 * Hands the filings of the issuer universe among `filings` (in their order) to the pipeline as
 * candidates of `lane`, read whatever their words; the others are counted in `outsideUniverse`
 * (full-text search covers them). The Atom and form-index lanes share it.
 */
export async function processUniverseFilings(
  deps: Pick<LaneDeps, 'pipeline' | 'signal'>,
  total: BatchResult & { outsideUniverse: number },
  filings: ReadonlyArray<{
    accession: string
    ciks: string[]
    company: string
    form: string
    filedDate: string | null
    acceptedAt?: string | null
  }>,
  members: ReadonlyMap<string, Membership>,
  lane: DiscoveryLane,
): Promise<void> {
  const candidates: Candidate[] = filings
    .filter((f) => filingMembership(f.ciks, members).member)
    .map((f) => ({
      accession: f.accession,
      ciks: f.ciks,
      company: f.company || null,
      form: f.form,
      filedDate: f.filedDate,
      acceptedAt: f.acceptedAt ?? null,
      phrase: null,
      lane,
      universe: true,
    }))
  total.outsideUniverse += filings.length - candidates.length
  addBatch(total, await deps.pipeline.process(candidates, deps.signal))
}
