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
import { LEGAL_FORM_WORDS } from '../catalysts/company-forms.js'
import { GROUP_WORDS } from '../extractor/lexicon/company-forms.js'
import type { Cycle } from './cycles.js'

export type MatchTier =
  'application_number' | 'sponsor_cik+drug' | 'sponsor_name_exact+drug' | 'sponsor_name_fuzzy+drug'
export type SponsorMethod = 'cik' | 'name_exact' | 'name_fuzzy' | 'none'

/** Words a name is compared without: what kind of company, not which one, and words sponsors' names add or drop. */
const suffixes = new Set([
  ...LEGAL_FORM_WORDS,
  ...GROUP_WORDS,
  'the',
  'and',
  'of',
  'us',
  'usa',
  'international',
  'global',
])

/** Lower-case words of a company name without punctuation and corporate suffixes. */
export function nameTokens(name: string | null | undefined): string[] {
  return (name ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !suffixes.has(w))
}

export function sameNameExact(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = nameTokens(a).join(' ')
  return x !== '' && x === nameTokens(b).join(' ')
}

/**
 * Resemblance: every word of the shorter name abbreviates (or is) a word of the longer one
 * ("PHARMS" for "Pharmaceuticals"), or at least half of the words are shared; the first words
 * always share their first four letters.
 */
export function sameNameFuzzy(a: string | null | undefined, b: string | null | undefined): boolean {
  return sameTokensFuzzy(nameTokens(a), nameTokens(b))
}

/**
 * `short` abbreviates `long` the way FDA sponsor names do: equal, or a word of letters whose
 * letters appear in order in the longer word with the same first letter ("PHARMS" for
 * Pharmaceuticals, "THERAP" for Therapeutics, "HLTHCARE" for Healthcare). Numbers must be equal.
 */
function abbreviates(short: string, long: string): boolean {
  if (short === long) return true
  if (
    short.length < 3 ||
    short.length >= long.length ||
    short[0] !== long[0] ||
    /\d/.test(short) ||
    /\d/.test(long)
  )
    return false
  let i = 0
  for (const ch of long) if (ch === short[i]) i++
  return i === short.length
}

function sameTokensFuzzy(x: readonly string[], y: readonly string[]): boolean {
  if (!x.length || !y.length || x[0]!.slice(0, 4) !== y[0]!.slice(0, 4)) return false
  const [short, long] = x.length <= y.length ? [x, y] : [y, x]
  const prefixes = short.every((w) => long.some((l) => abbreviates(w, l) || abbreviates(l, w)))
  if (prefixes) return true
  const shared = short.filter((w) => long.includes(w)).length
  return shared / long.length >= 0.5
}

const drugStop = new Set([
  'and',
  'for',
  'the',
  'injection',
  'tablets',
  'tablet',
  'capsules',
  'oral',
  'solution',
  'hydrochloride',
  'sodium',
  'sc',
  'iv',
])

/** Words of a drug designation (brand, INN, code), code numbers kept whole (`ONS-5010` -> `ons5010`). */
export function drugTokens(name: string | null | undefined): string[] {
  return (name ?? '')
    .toLowerCase()
    .replace(/([a-z]+)[\s-]+(\d+)/g, '$1$2')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 4 && !drugStop.has(w))
}

const decisionDrugTokens = new WeakMap<object, Set<string>>()

export function sameDrug(
  cycleDrug: string | null,
  decision: Pick<FdaDecision, 'brand_name' | 'generic_name'>,
): boolean {
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
  /** Folded filer names by the first four letters of their first word (the fuzzy test requires them equal). */
  byPrefix: Map<string, string[][]>
  /** sponsor name -> method by name, memoised (the record repeats sponsors thousands of times). */
  memo: Map<string, SponsorMethod>
}

export function sponsorIndex(
  applicationsWithCik: Iterable<string>,
  filerNames: Iterable<string>,
): SponsorIndex {
  const index: SponsorIndex = {
    applicationsWithCik: new Set(applicationsWithCik),
    exactNames: new Set(),
    byPrefix: new Map(),
    memo: new Map(),
  }
  for (const name of filerNames) {
    const tokens = nameTokens(name)
    if (!tokens.length) continue
    index.exactNames.add(tokens.join(' '))
    const key = tokens[0]!.slice(0, 4)
    const list = index.byPrefix.get(key)
    if (list) list.push(tokens)
    else index.byPrefix.set(key, [tokens])
  }
  return index
}

export function sponsorMethod(
  decision: Pick<FdaDecision, 'application_number' | 'sponsor_name'>,
  index: SponsorIndex,
): SponsorMethod {
  if (index.applicationsWithCik.has(decision.application_number)) return 'cik'
  const sponsor = decision.sponsor_name ?? ''
  let method = index.memo.get(sponsor)
  if (!method) {
    const tokens = nameTokens(sponsor)
    if (tokens.length && index.exactNames.has(tokens.join(' '))) method = 'name_exact'
    else if (
      tokens.length &&
      (index.byPrefix.get(tokens[0]!.slice(0, 4)) ?? []).some((n) => sameTokensFuzzy(n, tokens))
    )
      method = 'name_fuzzy'
    else method = 'none'
    index.memo.set(sponsor, method)
  }
  return method
}

/** The tier by which `decision` belongs to `cycle`, or null. */
export function matchTier(
  cycle: Cycle,
  decision: FdaDecision,
  index: SponsorIndex,
): MatchTier | null {
  if (cycle.applicationNumber && cycle.applicationNumber === decision.application_number)
    return 'application_number'
  if (cycle.applicationNumber) return null // the cycle names another application
  // A CRL record names no drug: it can only be matched through the application number.
  if (!sameDrug(cycle.drugName, decision)) return null
  if (cycle.cik && index.applicationsWithCik.has(decision.application_number))
    return 'sponsor_cik+drug'
  if (sameNameExact(cycle.company, decision.sponsor_name)) return 'sponsor_name_exact+drug'
  if (sameNameFuzzy(cycle.company, decision.sponsor_name)) return 'sponsor_name_fuzzy+drug'
  return null
}

export interface CycleMatch {
  cycle: Cycle
  decision: FdaDecision
  tier: MatchTier
  distance: number
}

const tierRank: Record<MatchTier, number> = {
  application_number: 0,
  'sponsor_cik+drug': 1,
  'sponsor_name_exact+drug': 2,
  'sponsor_name_fuzzy+drug': 3,
}

/**
 * The decision each cycle resolved into: among decisions of a matching tier dated no earlier than a
 * week before the cycle's first disclosure, the strongest tier, then the nearest to the cycle's
 * latest published date. Each decision goes to one cycle (the nearest claim); the other claims are
 * returned as `duplicates`.
 */
export function matchCycles(
  cycles: readonly Cycle[],
  decisions: readonly FdaDecision[],
  index: SponsorIndex,
): { matches: CycleMatch[]; duplicates: Cycle[] } {
  // Candidates come from two indexes, so a cycle looks at a handful of decisions, not the record:
  // by application number, and (for cycles naming none) by the words of the drug's names.
  const byApplication = new Map<string, FdaDecision[]>()
  const byDrugWord = new Map<string, FdaDecision[]>()
  const add = (map: Map<string, FdaDecision[]>, key: string, d: FdaDecision) => {
    const l = map.get(key)
    if (l) l.push(d)
    else map.set(key, [d])
  }
  const needDrugIndex = cycles.some((c) => !c.applicationNumber)
  for (const d of decisions) {
    add(byApplication, d.application_number, d)
    if (needDrugIndex)
      for (const w of new Set([...drugTokens(d.brand_name), ...drugTokens(d.generic_name)]))
        add(byDrugWord, w, d)
  }
  const claims: CycleMatch[] = []
  for (const cycle of cycles) {
    const last = cycle.dates.at(-1)?.date ?? cycle.disclosed?.filedAt
    const first = cycle.dates[0]?.filedAt ?? cycle.disclosed?.filedAt
    if (!last || !first) continue
    const pool = cycle.applicationNumber
      ? (byApplication.get(cycle.applicationNumber) ?? [])
      : [...new Set(drugTokens(cycle.drugName).flatMap((w) => byDrugWord.get(w) ?? []))]
    let best: CycleMatch | null = null
    for (const decision of pool) {
      // A decision a week before the first disclosure, or more than a year after the last date, is another cycle's.
      if (
        daysBetween(first, decision.action_date) < -7 ||
        daysBetween(last, decision.action_date) > 366
      )
        continue
      if (cycle.disclosed && (cycle.disclosed.outcome === 'crl') !== (decision.outcome === 'crl'))
        continue
      const tier = matchTier(cycle, decision, index)
      if (!tier) continue
      const distance = Math.abs(daysBetween(last, decision.action_date))
      if (
        !best ||
        tierRank[tier] < tierRank[best.tier] ||
        (tier === best.tier && distance < best.distance)
      )
        best = { cycle, decision, tier, distance }
    }
    if (best) claims.push(best)
  }
  const taken = new Map<FdaDecision, CycleMatch>()
  const duplicates: Cycle[] = []
  for (const claim of [...claims].sort(
    (a, b) =>
      tierRank[a.tier] - tierRank[b.tier] ||
      a.distance - b.distance ||
      a.cycle.catalystId - b.cycle.catalystId,
  )) {
    if (taken.has(claim.decision)) duplicates.push(claim.cycle)
    else taken.set(claim.decision, claim)
  }
  return { matches: [...taken.values()], duplicates }
}
