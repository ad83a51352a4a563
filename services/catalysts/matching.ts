/**
 * Matching: which catalyst an assertion is about (`findTarget`); the same rules tell when two live
 * catalysts are one FDA decision (`duplicateReason`, duplicates.ts). Pure reads of the records; the
 * rules, strongest first:
 *
 * 1. Application number. Two different numbers never match (a supplement `sNDA 1` is not `NDA 1`).
 *    A shared number is one decision, except two indications of one application with two goal
 *    dates: both indications known, different (content-word overlap < 0.5), no date in common.
 * 2. Drug identity: a shared drug key (brand, generic, code, the aliases an assertion carries),
 *    whichever filer says it (sponsor, partner, royalty holder), with a compatible indication
 *    (overlap >= 0.5, or unknown on a side) and a date the catalyst has seen or one within
 *    DATE_PROXIMITY_DAYS of its current date. Two brands that share only a substance are two products
 *    (one company's inhaled and patch forms of one molecule): no drug link (`otherBrand`).
 * 3. The filer's group (the filer and every filer that disclosed one of the same decisions), by a date (the one
 *    the catalyst holds, the one an extension moved from) or, where one side names no drug, by nearness: an outcome
 *    resolves the group's one open catalyst whose date is near the announcement (and, in backfill order, a date finds
 *    the group's one outcome tracked alone, announced near it); with two such candidates nothing is linked (a guess
 *    would close the wrong decision). Two named products are linked by nearness alone only where the outcome writes
 *    a brand first for a decision named by its code or nonproprietary name (identity.ts brandFirstWritten); two codes
 *    that differ never (a rename is told best by a filing that names both: rule 2). An assertion that names no drug
 *    at all stays with its filer.
 *
 *
 * Whether the cycle a link finds takes the assertion (a decided cycle's history window, a CRL'd cycle re-opening) is
 * cycle-fit.ts; the windows are match-windows.ts; when two catalysts are one decision is duplicates.ts.
 */
import { eventTypeRule } from '../../topology/event-types.js'
import { dateKinds, type Facts } from './facts.js'
import {
  brandFirstWritten,
  brandKey,
  brandsDiffer,
  codesDiffer,
  namedApart,
  namesHold,
} from './identity.js'
import { SAME_INDICATION } from './indications.js'
import { foldTimeline } from './mirror.js'
import {
  aliasKeysOf,
  applicationsOf,
  bestIndicationSimilarity,
  datesSeen,
  intersects,
} from './served.js'
import type { FilerIdentity } from './authority.js'
import type { CatalystRecord, Contribution } from './types.js'
import type { Work } from './work.js'
import { dateFits, groupFits, outcomeFits, resubmittedCycle } from './cycle-fit.js'
import { isOutcome, near, OUTCOME_WINDOW_DAYS } from './match-windows.js'

/** What links an assertion to a catalyst. */
type Link = 'application' | 'drug' | 'group'

interface Fit {
  record: CatalystRecord
  score: number
  link: Link
}

/**
 * The assertion names its drug by a brand that none of the catalyst's brands is, and only a substance they share links
 * them: another product of that substance (two brands of one substance, one company's inhaled and patch forms), never
 * this decision by drug identity (identity.ts, brandsDiffer).
 */
export function otherBrand(record: CatalystRecord, c: Contribution): boolean {
  if (brandKey(c.drugName) === null) return false
  const branded = record.contributions.filter((x) => brandKey(x.drugName) !== null)
  return branded.length > 0 && branded.every((x) => brandsDiffer(c, x))
}

/** The assertion states a date the catalyst has seen: a brand and its substance's other name on one decision. */
function statesSeenDate(record: CatalystRecord, facts: Facts): boolean {
  const seen = datesSeen(record)
  return (
    (facts.pdufaDate !== null && seen.has(facts.pdufaDate)) ||
    (facts.priorDate !== null && seen.has(facts.priorDate))
  )
}

/**
 * How well a catalyst fits an assertion; null when it cannot be the same decision. `groupLinked`:
 * the catalyst is one of the filer group's (rule 3), considered only when names and number do not
 * already link it.
 */
export function fit(
  record: CatalystRecord,
  c: Contribution,
  facts: Facts,
  groupLinked = false,
  partnerLinked = false,
): Fit | null {
  const applications = applicationsOf(record)
  const appMatch = c.applicationNumber !== null && applications.has(c.applicationNumber)
  if (c.applicationNumber && applications.size > 0 && !appMatch) return null
  const aliasMatch =
    intersects(c.aliasKeys, aliasKeysOf(record)) &&
    (appMatch || !otherBrand(record, c) || statesSeenDate(record, facts))
  const anonymous = !c.applicationNumber && c.aliasKeys.length === 0
  const link: Link | null = appMatch
    ? 'application'
    : aliasMatch
      ? 'drug'
      : groupLinked
        ? 'group'
        : null
  if (link === null) return null
  const fold = foldTimeline(record.id, record.timeline)
  const seen = datesSeen(record)
  // Linked by the filer's group alone, only a goal date ties: the date an outcome was decided on is shared by every
  // product the FDA decided that day (a company's two approvals of one day are two products).
  const tying = link === 'group' ? goalDatesSeen(record) : seen
  const exactDate =
    (facts.pdufaDate !== null && tying.has(facts.pdufaDate)) ||
    (facts.priorDate !== null && tying.has(facts.priorDate))
  const similarity = bestIndicationSimilarity(record, fold, c.indication)
  const indicationConflict = similarity !== null && similarity < SAME_INDICATION
  const stage = fold.stage
  const pending = stage === null || stage === 'set' || stage === 'extended'
  // Filed before the filing behind the current state: history of this cycle, arriving late.
  const olderNews = fold.state_filed_at !== null && facts.filedDate <= fold.state_filed_at
  // The current date was disclosed as an extension's new date.
  const extendedTo =
    fold.pdufa_date !== null &&
    record.contributions.some(
      (x) => x.kind === 'date_extended' && x.dates.includes(fold.pdufa_date!),
    )
  const sameFilingOutcome =
    isOutcome(facts.kind) &&
    record.timeline.some(
      (x) => x.accession === facts.accession && eventTypeRule(x.event_type).resolves,
    )
  // The filing that tells this assertion already named this catalyst's drug under its own name: a named drug that
  // matched no name is another of the filing's drugs ("X has a PDUFA date of D1; Y's was extended to D2"), never this
  // one renamed. (An outcome the filing told of this catalyst under another name still is: sameFilingOutcome.)
  const sameFilingOtherDrug =
    link === 'group' &&
    !anonymous &&
    !isOutcome(facts.kind) &&
    record.timeline.some((x) => x.accession === facts.accession)
  if (sameFilingOtherDrug) return null
  // Linked by the filer's group alone by nearness in time (no date in common), both sides named by the same sort of
  // name, each its own: two of the company's products, not one renamed (identity.ts, namedApart). A company with many
  // products (a large-cap's results release) otherwise closes one product's decision with another's approval days
  // before its goal date, or files one's date under another's outcome. The very date the catalyst holds, with the same
  // use stated, still links a name an extraction slip got wrong.
  if (
    link === 'group' &&
    !partnerLinked &&
    !anonymous &&
    !exactDate &&
    namedApart(record.contributions, c)
  )
    return null
  // Two codes that differ are two of the company's programmes, whatever date or use they share (identity.ts,
  // codesDiffer).
  if (link === 'group' && !partnerLinked && !anonymous && codesDiffer(record.contributions, c))
    return null
  // The filing already set another goal date for this product here: one release that sets two dates without calling one
  // an extension tells two decisions (two uses, each with its date), whichever of its readings arrived first.
  if (!appMatch && setsAnotherDate(record, facts)) return null
  // A filer a catalyst's established filer names as its partner (vouched for), whose drug's name matched none there:
  // the same decision only when it states the very date the catalyst holds (a co-developer naming the product by its
  // brand where the other filer wrote its code), for a use not stated otherwise.
  if (link === 'group' && partnerLinked)
    return dateKinds.includes(facts.kind) && exactDate && !indicationConflict && pending
      ? { record, score: 300 + 30 + (similarity ?? 0.5) * 10, link }
      : null
  if (
    link === 'group' &&
    !groupFits(fold, facts, {
      exactDate,
      pending,
      indicationConflict,
      indicationKnown: similarity !== null,
      anonymous,
      // Both sides name their drug and no name ties them (a name of one holding the other's is one product's forms,
      // unless a brand with a word of its own): nearness in time tells nothing of a rename.
      bothNamed:
        !anonymous &&
        aliasKeysOf(record).size > 0 &&
        !(namesHold(record.contributions, c) && !otherBrand(record, c)),
      // ... except the brand an approval first writes for a product named till then by its code or nonproprietary name.
      brandFirstWritten:
        !anonymous && brandFirstWritten(record.contributions, c, isOutcome(facts.kind)),
      olderNews,
      extendedTo,
      sameFilingOutcome,
    })
  )
    return null
  const accepted = dateKinds.includes(facts.kind)
    ? dateFits(fold, facts, {
        appMatch,
        exactDate,
        indicationConflict,
        olderNews,
        seen,
        // The filer's own earlier cycle: a substance two products share ("treprostinil") links another company's.
        afterLetter:
          resubmittedCycle(record, fold) && record.contributions.some((x) => x.cik === c.cik),
      })
    : outcomeFits(fold, facts, { appMatch, exactDate, indicationConflict, olderNews })
  if (!accepted) return null
  // The weights rank the evidence lexicographically, strongest first, so a weaker kind never
  // outvotes a stronger one: the application number (1000) beats a date the catalyst has seen
  // (300), which beats a shared drug name (150), which beats a nameless outcome's filing having told one here
  // (100), which beats an outcome announced near the
  // catalyst's date (60: of two open cycles of one drug, the one being decided), which beats the
  // cycle being open (30; a CRL'd one 15: a resubmission may re-open it), which beats how alike the
  // indications read (0..10, 5 when unknown). Each weight exceeds the sum of all weaker ones.
  const announcedNear =
    isOutcome(facts.kind) && near(fold.pdufa_date, facts.filedDate, OUTCOME_WINDOW_DAYS)
  // A nameless outcome whose filing already told an outcome of its kind here retells it (a headline beside the body
  // that names the product): it outweighs another open decision of the filer announced near (100 > 60 + 30 + 10).
  const retold =
    anonymous &&
    record.timeline.some(
      (x) =>
        x.accession === facts.accession &&
        eventTypeRule(x.event_type).resolves &&
        (x.outcome === 'crl') === (facts.kind === 'crl'),
    )
  const score =
    (appMatch ? 1000 : 0) +
    (exactDate ? 300 : 0) +
    (aliasMatch ? 150 : 0) +
    (retold ? 100 : 0) +
    (announcedNear ? 60 : 0) +
    (pending ? 30 : stage === 'crl' ? 15 : 0) +
    (similarity ?? 0.5) * 10
  return { record, score, link }
}

/** The goal dates a catalyst has seen: set or replaced by a date assertion or an event, not an outcome's own date. */
function goalDatesSeen(record: CatalystRecord): Set<string> {
  const dates = new Set<string>()
  for (const c of record.contributions)
    if (dateKinds.includes(c.kind)) for (const d of c.dates) dates.add(d)
  for (const e of record.timeline) {
    if (e.new_date) dates.add(e.new_date)
    if (e.prior_date) dates.add(e.prior_date)
  }
  return dates
}

/** A date_set of a filing whose other date_set (another date) is on `record`. */
function setsAnotherDate(record: CatalystRecord, facts: Facts): boolean {
  const date = facts.pdufaDate
  return (
    facts.kind === 'date_set' &&
    date !== null &&
    record.contributions.some(
      (x) => x.accession === facts.accession && x.kind === 'date_set' && !x.dates.includes(date),
    )
  )
}

/** The live catalyst an assertion is about, or null (a new decision). */
export function findTarget(
  work: Work,
  c: Contribution,
  facts: Facts,
  eligible: (record: CatalystRecord) => boolean = () => true,
  filer: FilerIdentity | null = null,
): CatalystRecord | null {
  const anonymous = !c.applicationNumber && c.aliasKeys.length === 0
  const best = (fits: Fit[]) =>
    fits.reduce<Fit | null>((top, f) => (!top || f.score > top.score ? f : top), null)?.record ??
    null
  // Names and number first; the filer group only when they link nothing (and it is read only then).
  if (!anonymous) {
    const named: Fit[] = []
    for (const record of work.candidates(
      c.applicationNumber ? [c.applicationNumber] : [],
      c.aliasKeys,
    )) {
      const candidate = eligible(record) ? fit(record, c, facts) : null
      if (candidate) named.push(candidate)
    }
    if (named.length > 0) return best(named)
  }
  const group = new Set(anonymous ? [c.cik] : work.groupOf(c.cik))
  const linked: Fit[] = []
  for (const record of work.candidates([], [], group)) {
    const candidate = eligible(record) ? fit(record, c, facts, true) : null
    if (candidate) linked.push(candidate)
  }
  // Rule 4: the catalysts whose established filers name this filer as their partner, by the date they hold.
  if (!anonymous && filer !== null)
    for (const record of work.vouchedFor(filer)) {
      if (linked.some((f) => f.record.id === record.id)) continue
      const candidate = eligible(record) ? fit(record, c, facts, true, true) : null
      if (candidate) linked.push(candidate)
    }
  // A named assertion that matched no name links to a group catalyst only when one fits: never a guess.
  return anonymous || linked.length === 1 ? best(linked) : null
}
