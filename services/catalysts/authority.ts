/**
 * Whose word counts: may filer F change catalyst C? Anyone can file an 8-K, so a filing that names
 * another company's drug or application is not enough. F may change C (its date, stage, outcome,
 * tickers, source, a merge) when one of these holds (README, "Whose word counts"):
 * 1. established: F already has an applied contribution on C (whoever created C owns it);
 * 2. vouched for: a filing of an established filer of C names F (its name as EDGAR lists it, the name
 *    the filing was made under, or a ticker) in a relationship frame (the extractor's
 *    `named_companies`: partner, licensee, licensor, collaborator, co-developer, royalty, a joint
 *    announcement);
 * 2b. owner-named: an established filer's own grounding quote gives one of C's drugs to F in the
 *    possessive ("the decision is due on F's Xyz"; owner-named.ts): its word says the product is F's;
 * 3. co-filed: F filed the same release (the same grounding quote) as an established filer of C
 *    within CO_FILED_DAYS of it;
 * 4. operator-accepted: an operator's `relate` review applied F's reading (the contribution is
 *    marked accepted; F is established from then on).
 * Pure reads of one record; the core asks before it applies facts and before a duplicate merge.
 */
import type { FilerRole } from '../../schemas/avro/types.js'
import { daysBetween } from '../shared/clock.js'
import { LEGAL_FORM_WORDS } from './company-forms.js'
import { GROUP_WORDS, INDUSTRY_WORDS } from '../extractor/lexicon/company-forms.js'
import type { CatalystRecord, Contribution, NamedRef, QueueReason } from './types.js'
import { possessiveOwners } from './owner-named.js'

export type { NamedRef } from './types.js'

/** Two companies furnishing one joint release file it within a few days of each other. */
export const CO_FILED_DAYS = 5

/** A filer as the authority rule recognises it: its CIK, the names it files under, its tickers. */
export interface FilerIdentity {
  cik: string
  names: string[]
  tickers: string[]
}

/** Why F's word counts on C. */
export type Standing = 'established' | 'vouched' | 'owner_named' | 'co_filed'

/** What F's filing claims, for the co-filed test: the grounding quote and the filing date. */
export interface Claim {
  quote: string
  filedDate: string
}

/** A contribution that gives its filer standing: applied (not history), or accepted by an operator. */
export function counts(c: Contribution): boolean {
  return c.accepted === true || c.history !== true
}

/** The CIKs with an applied (or operator-accepted) contribution on the record. */
export function establishedCiks(record: CatalystRecord): Set<string> {
  return new Set(record.contributions.filter(counts).map((c) => c.cik))
}

/**
 * Words that say what a company is, not which one: legal forms and the generic closing words of a
 * biotech's name. "Northbay Therapeutics, Inc." and "NORTHBAY THERAPEUTICS INC" and "Northbay" are one.
 */
const GENERIC_WORDS = new Set([
  ...LEGAL_FORM_WORDS,
  ...GROUP_WORDS,
  ...INDUSTRY_WORDS,
  'the',
  'bioscience',
  'biotechnology',
  'bio',
  'labs',
  'medicines',
])

/** The distinctive words of a company's name, in order ("Northbay Therapeutics, Inc." -> ["northbay"]). */
export function companyWords(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0 && !GENERIC_WORDS.has(w))
}

/** One name is the other, or a shortening of it ("Northbay" and "Northbay Holdings Bio"): its words lead the other's. */
function sameCompany(a: string, b: string): boolean {
  const x = companyWords(a)
  const y = companyWords(b)
  if (x.length === 0 || y.length === 0) return false
  const [short, long] = x.length <= y.length ? [x, y] : [y, x]
  return short.every((w, i) => long[i] === w)
}

/** True when `ref` names `filer`: by a ticker, or by one of the names it files under. */
export function names(ref: NamedRef, filer: FilerIdentity): boolean {
  if (ref.ticker && filer.tickers.some((t) => t.toUpperCase() === ref.ticker!.toUpperCase()))
    return true
  // A bare ticker written as the name ("its partner NBAY").
  if (/^[A-Z.]{2,6}$/.test(ref.name) && filer.tickers.includes(ref.name)) return true
  return filer.names.some((n) => sameCompany(ref.name, n))
}

/**
 * The keys a relationship reference is indexed by (its name's first distinctive word, its ticker), and the keys a filer
 * is looked up by: every filer a reference `names` shares one of them, so an index by these keys finds the records
 * that may vouch for a filer without reading every record (`names` then decides).
 */
export function namedKeys(ref: NamedRef): string[] {
  const first = companyWords(ref.name)[0]
  const keys = first ? [`w:${first}`] : []
  if (ref.ticker) keys.push(`t:${ref.ticker.toUpperCase()}`)
  if (/^[A-Z.]{2,6}$/.test(ref.name)) keys.push(`t:${ref.name}`)
  return keys
}

export function filerKeys(filer: FilerIdentity): string[] {
  const keys = new Set<string>()
  for (const n of filer.names) {
    const first = companyWords(n)[0]
    if (first) keys.add(`w:${first}`)
  }
  for (const t of filer.tickers) keys.add(`t:${t.toUpperCase()}`)
  return [...keys]
}

/** The identity of an established filer as its contributions on a record show it. */
export function filerOn(record: CatalystRecord, cik: string): FilerIdentity {
  const own = record.contributions.filter((c) => c.cik === cik)
  return {
    cik,
    names: [...new Set(own.flatMap((c) => (c.company ? [c.company] : [])))],
    tickers: [...new Set(own.flatMap((c) => c.tickers))],
  }
}

const normalisedQuote = (quote: string | null) => (quote ?? '').replace(/\s+/g, ' ').trim()

/** F filed the same release as an established filer: the same quote, within CO_FILED_DAYS. */
function coFiled(record: CatalystRecord, established: Set<string>, claim: Claim): boolean {
  const quote = normalisedQuote(claim.quote)
  if (quote.length === 0) return false
  const byAccession = new Map(record.contributions.map((c) => [c.accession, c.cik]))
  return record.timeline.some((e) => {
    const cik = byAccession.get(e.accession)
    return (
      cik !== undefined &&
      established.has(cik) &&
      normalisedQuote(e.source_quote) === quote &&
      Math.abs(daysBetween(e.filed_at, claim.filedDate)) <= CO_FILED_DAYS
    )
  })
}

/** Rule 2b: an established filer of `record` other than `filer` gives one of the record's drugs to `filer` in its own
 * grounding quote (owner-named.ts). */
function namedOwner(
  record: CatalystRecord,
  filer: FilerIdentity,
  established: Set<string>,
): boolean {
  const drugs = [...new Set(record.contributions.flatMap((c) => (c.drugName ? [c.drugName] : [])))]
  const byAccession = new Map(
    record.contributions.filter(counts).map((c) => [c.accession, c.cik] as const),
  )
  return record.timeline.some((e) => {
    const cik = byAccession.get(e.accession)
    if (cik === undefined || cik === filer.cik || !established.has(cik) || !e.source_quote)
      return false
    return drugs.some((drug) =>
      possessiveOwners(e.source_quote!, drug).some((name) =>
        names({ name, ticker: null, relation: 'partner' }, filer),
      ),
    )
  })
}

/** Why `filer` may change `record`, or null when its word does not count there. */
export function standingOn(
  record: CatalystRecord,
  filer: FilerIdentity,
  claim: Claim | null,
): Standing | null {
  const established = establishedCiks(record)
  // A record no applied filing established yet (never served) has no owner to protect.
  if (established.size === 0 || established.has(filer.cik)) return 'established'
  // An established filer's word whichever of its filings says it: a release kept as history (filed before the
  // current state, read late) still names its partner.
  const vouched = record.contributions.some(
    (c) =>
      established.has(c.cik) &&
      c.cik !== filer.cik &&
      (c.named ?? []).some((ref) => names(ref, filer)),
  )
  if (vouched) return 'vouched'
  // An established filer's own quote gives the drug to F ("Northbay Bio's tavelimab"): owner-named.ts.
  if (namedOwner(record, filer, established)) return 'owner_named'
  if (claim && coFiled(record, established, claim)) return 'co_filed'
  return null
}

/** Queue reasons of a reading held for its filer's standing: `relate` applies it, and it is replayed once its filer has standing. */
export const HELD_FOR_STANDING: ReadonlySet<QueueReason> = new Set([
  'unrelated_filer',
  'unconfirmed_relation',
  'owner_conflict',
])

/** The filer's own text owns the application ("our NDA", "its BLA"): the extractor's `sponsor` role. */
export function ownsApplication(role: FilerRole): boolean {
  return role === 'sponsor'
}

/** Roles that claim a tie to the drug's sponsor: the filer says it is a partner, licensor or royalty holder. */
const TIE_ROLES: ReadonlySet<FilerRole> = new Set(['partner', 'licensor', 'royalty_holder'])

/**
 * Why a refused reading goes to the review queue: `unconfirmed_relation` when the filer claims a tie
 * (its filing names an established filer of the record in a relationship frame, or its own text
 * calls it a partner, licensor or royalty holder) that no established filer confirms; otherwise
 * `unrelated_filer`.
 */
export function refusal(
  record: CatalystRecord,
  role: FilerRole,
  named: readonly NamedRef[],
): Extract<QueueReason, 'unrelated_filer' | 'unconfirmed_relation'> {
  if (TIE_ROLES.has(role)) return 'unconfirmed_relation'
  for (const cik of establishedCiks(record)) {
    const owner = filerOn(record, cik)
    if (named.some((ref) => names(ref, owner))) return 'unconfirmed_relation'
  }
  return 'unrelated_filer'
}

/** Some established filer of `from` may change `to`: vouched on it, co-filed with it, or one of its own. */
function anyStanding(from: CatalystRecord, to: CatalystRecord): boolean {
  for (const cik of establishedCiks(from)) {
    const filer = filerOn(from, cik)
    if (standingOn(to, filer, null) !== null) return true
    const own = new Set(from.contributions.filter((c) => c.cik === cik).map((c) => c.accession))
    const claims = from.timeline
      .filter((e) => e.source_quote && own.has(e.accession))
      .map((e) => ({ quote: e.source_quote!, filedDate: e.filed_at }))
    if (claims.some((claim) => standingOn(to, filer, claim) !== null)) return true
  }
  return false
}

/**
 * Two catalysts found to be one decision may be merged only when each side's word counts on the
 * other: a merged record carries both sides' filings, so neither side's filer may be a stranger to
 * the other's (a stranger's differently spelled catalyst is never folded into the owner's, nor the
 * owner's into a stranger's that happens to be older).
 */
export function mayJoin(a: CatalystRecord, b: CatalystRecord): boolean {
  return anyStanding(a, b) && anyStanding(b, a)
}
