/**
 * Matching a review cycle to the FDA decision that resolved it (pure), and how each FDA decision's
 * sponsor maps to a filer. Tiers, strongest first:
 *   - `application_number`: the cycle names the application the FDA acted on;
 *   - `sponsor_cik+drug`: the decision's sponsor is a filer known by CIK (a filer named this
 *     application) and the drug names agree;
 *   - `sponsor_name_exact+drug` / `sponsor_name_fuzzy+drug`: the sponsor name equals / resembles
 *     the disclosing company's, and the drug names agree.
 * FDA sponsor names are upper-case and abbreviated ("MERCK SHARP DOHME"), so names are compared
 * after folding case, punctuation and corporate suffixes.
 */
import type { FdaDecision } from '../../schemas/avro/types.js'
import { daysBetween } from '../shared/clock.js'
import type { Cycle } from './cycles.js'

export type MatchTier = 'application_number' | 'sponsor_cik+drug' | 'sponsor_name_exact+drug' | 'sponsor_name_fuzzy+drug'
export type SponsorMethod = 'cik' | 'name_exact' | 'name_fuzzy' | 'none'

const suffixes = new Set(['inc', 'incorporated', 'corp', 'corporation', 'co', 'company', 'ltd', 'limited', 'llc', 'plc', 'sa', 'ag', 'nv', 'bv', 'gmbh',
  'ab', 'as', 'asa', 'spa', 'se', 'kk', 'holdings', 'holding', 'group', 'the', 'and', 'of', 'us', 'usa', 'international', 'global'])

/** Lower-case words of a company name without punctuation and corporate suffixes. */
export function nameTokens(name: string | null | undefined): string[] {
  return (name ?? '').toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/).filter((w) => w && !suffixes.has(w))
}

export function sameNameExact(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = nameTokens(a).join(' ')
  return x !== '' && x === nameTokens(b).join(' ')
}

/**
 * Resemblance: every word of the shorter name starts a word of the longer one (abbreviations such
 * as "PHARMS" for "Pharmaceuticals"), or at least half of the words are shared, with the first
 * words equal.
 */
export function sameNameFuzzy(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = nameTokens(a)
  const y = nameTokens(b)
  if (!x.length || !y.length || x[0]!.slice(0, 4) !== y[0]!.slice(0, 4)) return false
  const [short, long] = x.length <= y.length ? [x, y] : [y, x]
  const prefixes = short.every((w) => long.some((l) => l.startsWith(w) || w.startsWith(l)))
  if (prefixes) return true
  const shared = short.filter((w) => long.includes(w)).length
  return shared / long.length >= 0.5
}

const drugStop = new Set(['and', 'for', 'the', 'injection', 'tablets', 'tablet', 'capsules', 'oral', 'solution', 'hydrochloride', 'sodium', 'sc', 'iv'])

/** Words of a drug designation (brand, INN, code), code numbers kept whole (`ONS-5010` -> `ons5010`). */
export function drugTokens(name: string | null | undefined): string[] {
  return (name ?? '').toLowerCase().replace(/([a-z]+)[\s-]+(\d+)/g, '$1$2').split(/[^a-z0-9]+/).filter((w) => w.length >= 4 && !drugStop.has(w))
}

const decisionDrugTokens = new WeakMap<object, Set<string>>()

export function sameDrug(cycleDrug: string | null, decision: Pick<FdaDecision, 'brand_name' | 'generic_name'>): boolean {
  let theirs = decisionDrugTokens.get(decision)
  if (!theirs) {
    theirs = new Set([...drugTokens(decision.brand_name), ...drugTokens(decision.generic_name)])
    decisionDrugTokens.set(decision, theirs)
  }
  const known = theirs
  return drugTokens(cycleDrug).some((w) => known.has(w))
}

/** How each sponsor name of the FDA record maps to a filer: CIK via a named application, else names. */
export interface SponsorIndex {
  /** Application numbers some filer with a CIK named. */
  applicationsWithCik: Set<string>
  /** Folded names of filers (issuers table and the corpus). */
  exactNames: Set<string>
  /** Filer names by the first four letters of their first word (the fuzzy test requires them equal). */
  byPrefix: Map<string, string[]>
  /** sponsor name -> method by name, memoised (the record repeats sponsors thousands of times). */
  memo: Map<string, SponsorMethod>
}

export function sponsorIndex(applicationsWithCik: Iterable<string>, filerNames: Iterable<string>): SponsorIndex {
  const index: SponsorIndex = { applicationsWithCik: new Set(applicationsWithCik), exactNames: new Set(), byPrefix: new Map(), memo: new Map() }
  for (const name of filerNames) {
    const tokens = nameTokens(name)
    if (!tokens.length) continue
    index.exactNames.add(tokens.join(' '))
    const key = tokens[0]!.slice(0, 4)
    index.byPrefix.set(key, [...(index.byPrefix.get(key) ?? []), name])
  }
  return index
}

export function sponsorMethod(decision: Pick<FdaDecision, 'application_number' | 'sponsor_name'>, index: SponsorIndex): SponsorMethod {
  if (index.applicationsWithCik.has(decision.application_number)) return 'cik'
  const sponsor = decision.sponsor_name ?? ''
  let method = index.memo.get(sponsor)
  if (!method) {
    const tokens = nameTokens(sponsor)
    if (tokens.length && index.exactNames.has(tokens.join(' '))) method = 'name_exact'
    else if (tokens.length && (index.byPrefix.get(tokens[0]!.slice(0, 4)) ?? []).some((n) => sameNameFuzzy(n, sponsor))) method = 'name_fuzzy'
    else method = 'none'
    index.memo.set(sponsor, method)
  }
  return method
}

/** The tier by which `decision` belongs to `cycle`, or null. */
export function matchTier(cycle: Cycle, decision: FdaDecision, index: SponsorIndex): MatchTier | null {
  if (cycle.applicationNumber && cycle.applicationNumber === decision.application_number) return 'application_number'
  if (cycle.applicationNumber) return null // the cycle names another application
  // A CRL record names no drug: it can only be matched through the application number.
  if (!sameDrug(cycle.drugName, decision)) return null
  if (cycle.cik && index.applicationsWithCik.has(decision.application_number)) return 'sponsor_cik+drug'
  if (sameNameExact(cycle.company, decision.sponsor_name)) return 'sponsor_name_exact+drug'
  if (sameNameFuzzy(cycle.company, decision.sponsor_name)) return 'sponsor_name_fuzzy+drug'
  return null
}

export interface CycleMatch { cycle: Cycle; decision: FdaDecision; tier: MatchTier; distance: number }

const tierRank: Record<MatchTier, number> = { application_number: 0, 'sponsor_cik+drug': 1, 'sponsor_name_exact+drug': 2, 'sponsor_name_fuzzy+drug': 3 }

/**
 * The decision each cycle resolved into: among decisions of a matching tier dated no earlier than a
 * week before the cycle's first disclosure, the strongest tier, then the nearest to the cycle's
 * latest published date. Each decision goes to one cycle (the nearest claim); the other claims are
 * returned as `duplicates`.
 */
export function matchCycles(cycles: readonly Cycle[], decisions: readonly FdaDecision[], index: SponsorIndex): { matches: CycleMatch[]; duplicates: Cycle[] } {
  const byApplication = new Map<string, FdaDecision[]>()
  for (const d of decisions) byApplication.set(d.application_number, [...(byApplication.get(d.application_number) ?? []), d])
  const claims: CycleMatch[] = []
  for (const cycle of cycles) {
    const last = cycle.dates.at(-1)?.date ?? cycle.disclosed?.filedAt
    const first = cycle.dates[0]?.filedAt ?? cycle.disclosed?.filedAt
    if (!last || !first) continue
    const pool = cycle.applicationNumber ? (byApplication.get(cycle.applicationNumber) ?? []) : decisions
    let best: CycleMatch | null = null
    for (const decision of pool) {
      // A decision a week before the first disclosure, or more than a year after the last date, is another cycle's.
      if (daysBetween(first, decision.action_date) < -7 || daysBetween(last, decision.action_date) > 366) continue
      if (cycle.disclosed && (cycle.disclosed.outcome === 'crl') !== (decision.outcome === 'crl')) continue
      const tier = matchTier(cycle, decision, index)
      if (!tier) continue
      const distance = Math.abs(daysBetween(last, decision.action_date))
      if (!best || tierRank[tier] < tierRank[best.tier] || (tier === best.tier && distance < best.distance)) best = { cycle, decision, tier, distance }
    }
    if (best) claims.push(best)
  }
  const taken = new Map<FdaDecision, CycleMatch>()
  const duplicates: Cycle[] = []
  for (const claim of [...claims].sort((a, b) => tierRank[a.tier] - tierRank[b.tier] || a.distance - b.distance || a.cycle.catalystId - b.cycle.catalystId)) {
    if (taken.has(claim.decision)) duplicates.push(claim.cycle)
    else taken.set(claim.decision, claim)
  }
  return { matches: [...taken.values()], duplicates }
}
