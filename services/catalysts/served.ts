/**
 * What a catalyst shows, derived from what it holds: identity from its contributions, date state
 * from the fold of its timeline (mirror.ts), an operator lock over the authority. Plus the small
 * readers of a record the matching rules share (dates seen, application numbers, drug keys).
 */
import { counts } from './authority.js'
import { indicationSimilarity } from './indications.js'
import { foldTimeline, type MirroredState } from './mirror.js'
import type { CatalystView } from './state.js'
import {
  publishableAuthorities,
  type CatalystRecord,
  type CatalystRow,
  type Contribution,
} from './types.js'

interface Filer {
  cik: string
  company: string | null
  tickers: string[]
  sponsor: boolean
  firstFiled: string
}

/** Filers in lead order: a sponsor first, then the earliest filer. */
function filersOf(contributions: readonly Contribution[]): Filer[] {
  const filers = new Map<string, Filer>()
  for (const c of contributions) {
    let filer = filers.get(c.cik)
    if (!filer)
      filers.set(
        c.cik,
        (filer = {
          cik: c.cik,
          company: null,
          tickers: [],
          sponsor: false,
          firstFiled: c.filedDate,
        }),
      )
    if (c.filedDate < filer.firstFiled) filer.firstFiled = c.filedDate
    if (c.company) filer.company = c.company
    if (c.tickers.length > 0) filer.tickers = c.tickers
    if (c.role === 'sponsor') filer.sponsor = true
  }
  return [...filers.values()].sort(
    (a, b) =>
      Number(b.sponsor) - Number(a.sponsor) || cmp(a.firstFiled, b.firstFiled) || cmp(a.cik, b.cik),
  )
}

/**
 * Identity of a catalyst from its contributions. What a filer may claim (tickers, exposure) comes
 * from the filings that count (authority.ts): a filing kept only as history adds no ticker or
 * exposed CIK. What names the decision (its sponsor, drug name, application number, drug key) comes
 * from every filing on the record, history included: every one passed the authority rule, and
 * whether a filing became history depends only on the order the stage read it in, so a backfill that
 * read the sponsor's date after its outcome still names the same sponsor and application.
 */
export function identityOf(all: readonly Contribution[]) {
  const counted = all.filter(counts)
  const claiming = filersOf(counted.length > 0 ? counted : all)
  const coTickers = claiming
    .slice(1)
    .flatMap((f) => f.tickers)
    .sort()
  const tickers = [...new Set([...(claiming[0]?.tickers ?? []), ...coTickers])]
  const lead = filersOf(all)[0] ?? null
  const byFiling = [...all].sort((a, b) => cmp(a.filedDate, b.filedDate) || cmp(a.key, b.key))
  // A name that names the product (it has an identity key) before one made of route and form words only (a headline's
  // "Self-Injectable Formulation" told beside the brand).
  const named =
    byFiling.find((c) => c.cik === lead?.cik && c.drugName && c.aliasKeys.length > 0) ??
    byFiling.find((c) => c.drugName && c.aliasKeys.length > 0) ??
    byFiling.find((c) => c.cik === lead?.cik && c.drugName) ??
    byFiling.find((c) => c.drugName)
  const application =
    byFiling.find((c) => c.cik === lead?.cik && c.applicationNumber) ??
    byFiling.find((c) => c.applicationNumber)
  return {
    drug_name: named?.drugName ?? null,
    drug_key: [...new Set(all.flatMap((c) => c.aliasKeys))].sort().join('|'),
    company: lead?.company ?? null,
    ticker: claiming[0]?.tickers[0] ?? null,
    tickers,
    cik: lead?.cik ?? null,
    application_number: application?.applicationNumber ?? null,
    exposed_ciks: claiming.map((f) => f.cik).sort(),
  }
}

/** The served view of a catalyst (a row without version and last_updated). */
export function serve(
  record: CatalystRecord,
  frozen: CatalystView | undefined | null,
): CatalystView {
  if (!record.live && frozen)
    return { ...frozen, live: 0, published: 0, merged_into: record.mergedInto }
  const identity = identityOf(record.contributions)
  const fold = foldTimeline(record.id, record.timeline)
  const source = fold.source
  const authority = record.locked ? 'human_lock' : (source?.authority ?? null)
  return {
    catalyst_id: record.id,
    ...identity,
    indication: fold.indication,
    pdufa_date: fold.pdufa_date,
    stage: fold.stage ?? 'set',
    confidence: record.locked ? 'high' : (source?.confidence ?? null),
    date_confidence: record.locked ? 'confirmed' : (source?.date_confidence ?? null),
    authority,
    source_quote: source?.source_quote ?? null,
    source_accession: source?.accession ?? null,
    source_url: source?.source_url ?? null,
    live: record.live ? 1 : 0,
    published:
      record.live &&
      authority !== null &&
      (publishableAuthorities as readonly string[]).includes(authority)
        ? 1
        : 0,
    merged_into: record.mergedInto,
    human_locked: record.locked ? 1 : 0,
  }
}

export function sameView(a: CatalystView, b: CatalystView): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

export function stripRow(row: CatalystRow): CatalystView {
  const { version: _version, last_updated: _lastUpdated, ...view } = row
  return view
}

export function datesSeen(record: CatalystRecord): Set<string> {
  const dates = new Set<string>()
  for (const c of record.contributions) for (const d of c.dates) dates.add(d)
  for (const e of record.timeline) {
    if (e.new_date) dates.add(e.new_date)
    if (e.prior_date) dates.add(e.prior_date)
  }
  return dates
}

export function applicationsOf(record: CatalystRecord): Set<string> {
  return new Set(
    record.contributions.flatMap((c) => (c.applicationNumber ? [c.applicationNumber] : [])),
  )
}

export function aliasKeysOf(record: CatalystRecord): Set<string> {
  return new Set(record.contributions.flatMap((c) => c.aliasKeys))
}

export function bestIndicationSimilarity(
  record: CatalystRecord,
  fold: MirroredState,
  indication: string | null,
): number | null {
  let best: number | null = null
  for (const candidate of [fold.indication, ...record.contributions.map((c) => c.indication)]) {
    const similarity = indicationSimilarity(candidate, indication)
    if (similarity !== null && (best === null || similarity > best)) best = similarity
  }
  return best
}

export function intersects<T>(a: Iterable<T>, b: Set<T>): boolean {
  for (const x of a) if (b.has(x)) return true
  return false
}

export function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
