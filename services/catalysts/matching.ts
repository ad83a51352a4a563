/**
 * Matching: which catalyst an assertion is about (`findTarget`), and when two live catalysts are
 * one FDA decision (`duplicateReason`). Pure reads of the records; the rules, strongest first:
 *
 * 1. Application number. Two different numbers never match (a supplement `sNDA 1` is not `NDA 1`).
 *    A shared number is one decision, except two indications of one application with two goal
 *    dates: both indications known, different (content-word overlap < 0.5), no date in common.
 * 2. Drug identity: a shared drug key (brand, generic, code, the aliases an assertion carries),
 *    whichever filer says it (sponsor, partner, royalty holder), with a compatible indication
 *    (overlap >= 0.5, or unknown on a side) and a date the catalyst has seen or one within
 *    DATE_PROXIMITY_DAYS of its current date. Two brands that share only a substance are two products
 *    (one company's inhaled and patch forms of one molecule): no drug link (`otherBrand`).
 * 3. The filer's group (the filer and every filer that disclosed one of the same decisions): an
 *    outcome whose names and number match nothing resolves the group's one open catalyst whose
 *    date is near the announcement (and, in backfill order, a date finds the group's one outcome
 *    tracked alone, announced near it); with two such candidates nothing is linked (a guess would
 *    close the wrong decision). An assertion that names no drug at all stays with its filer.
 *
 * A decided cycle (`resolved`) takes no new date, only a restatement or older history (a filing
 * filed before the outcome, arriving late in a backfill). A `crl` cycle takes the next date of the
 * same drug and use: the same catalyst_id is re-opened.
 */
import { eventTypeRule } from '../../topology/event-types.js'
import { daysBetween } from '../shared/clock.js'
import { dateKinds, isThreeMonthExtension, type Facts } from './facts.js'
import { brandKey, brandsDiffer, indicationSimilarity, SAME_INDICATION } from './identity.js'
import { foldTimeline, type MirroredState } from './mirror.js'
import {
  aliasKeysOf,
  applicationsOf,
  bestIndicationSimilarity,
  datesSeen,
  intersects,
} from './served.js'
import { establishedCiks, filerOn, standingOn, type FilerIdentity } from './authority.js'
import type { CatalystRecord, Contribution } from './types.js'
import type { MergeTrigger, Work } from './work.js'

/** A pending date within this many days of a catalyst's current date may be the same decision. */
export const DATE_PROXIMITY_DAYS = 365
/** A repeated outcome filed within this many days of the recorded one restates it. */
export const OUTCOME_RESTATEMENT_DAYS = 180
/**
 * An outcome announced this many days around a catalyst's target date can be that decision's (the
 * FDA acts on or before the goal date, early approvals weeks ahead; a release may trail by days).
 */
export const OUTCOME_WINDOW_DAYS = 120
/** A CRL'd decision re-opens with a date of the same drug and use filed within this many days of the CRL. */
export const CRL_REOPEN_DAYS = 1095
/**
 * Linked by the filer group alone, an outcome and a date are one decision only this close when the
 * use is not stated on both sides: a company's approval of a drug we never tracked must not close
 * its other drug's decision due months later (the FDA acts on or just before the goal date).
 */
export const GROUP_OUTCOME_UNSTATED_USE_DAYS = 14
/** Older history (filed before a decided cycle's outcome) belongs to that cycle within this window. */
export const HISTORY_WINDOW_DAYS = 730

/** What links an assertion to a catalyst. */
type Link = 'application' | 'drug' | 'group'

interface Fit {
  record: CatalystRecord
  score: number
  link: Link
}

const isOutcome = (kind: Facts['kind']) => kind === 'approval' || kind === 'crl'
const openCycle = (fold: MirroredState) => fold.stage === 'set' || fold.stage === 'extended'
const outcomeOnly = (fold: MirroredState) =>
  fold.pdufa_date === null && (fold.stage === 'resolved' || fold.stage === 'crl')

function near(a: string | null, b: string | null, days: number): boolean {
  return a !== null && b !== null && Math.abs(daysBetween(a, b)) <= days
}

/**
 * The assertion names its drug by a brand that none of the catalyst's brands is, and only a substance they share links
 * them: another product of that substance (two brands of one substance, one company's inhaled and patch forms), never
 * this decision by drug identity (identity.ts, brandsDiffer).
 */
function otherBrand(record: CatalystRecord, c: Contribution): boolean {
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
  const exactDate =
    (facts.pdufaDate !== null && seen.has(facts.pdufaDate)) ||
    (facts.priorDate !== null && seen.has(facts.priorDate))
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
  // (300), which beats a shared drug name (150), which beats an outcome announced near the
  // catalyst's date (60: of two open cycles of one drug, the one being decided), which beats the
  // cycle being open (30; a CRL'd one 15: a resubmission may re-open it), which beats how alike the
  // indications read (0..10, 5 when unknown). Each weight exceeds the sum of all weaker ones.
  const announcedNear =
    isOutcome(facts.kind) && near(fold.pdufa_date, facts.filedDate, OUTCOME_WINDOW_DAYS)
  const score =
    (appMatch ? 1000 : 0) +
    (exactDate ? 300 : 0) +
    (aliasMatch ? 150 : 0) +
    (announcedNear ? 60 : 0) +
    (pending ? 30 : stage === 'crl' ? 15 : 0) +
    (similarity ?? 0.5) * 10
  return { record, score, link }
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

/** One filing set a goal date on each of the two, and not the same one: two decisions (see setsAnotherDate). */
function setApart(a: CatalystRecord, b: CatalystRecord): boolean {
  return a.contributions.some(
    (x) =>
      x.kind === 'date_set' &&
      b.contributions.some(
        (y) =>
          y.accession === x.accession &&
          y.kind === 'date_set' &&
          !y.dates.some((d) => x.dates.includes(d)),
      ),
  )
}

/** Rule 3: an assertion linked by its filer's group alone. */
function groupFits(
  fold: MirroredState,
  facts: Facts,
  e: {
    exactDate: boolean
    pending: boolean
    indicationConflict: boolean
    indicationKnown: boolean
    anonymous: boolean
    olderNews: boolean
    extendedTo: boolean
    sameFilingOutcome: boolean
  },
): boolean {
  if (e.indicationConflict) return false
  if (!isOutcome(facts.kind)) {
    // A nameless date stays with its filer's decision that has seen it.
    if (e.anonymous) return e.exactDate
    // A named one that matched no name (a misnamed or renamed drug) belongs to the group's decision
    // - with the same date and the same use, both stated;
    if (e.exactDate && e.indicationKnown) return true
    // - that this extension moved: the disclosed prior date, or the three-month move, from its date;
    const date = facts.pdufaDate!
    if (
      facts.kind === 'date_extended' &&
      e.pending &&
      fold.pdufa_date !== null &&
      fold.pdufa_date < date &&
      (facts.priorDate
        ? facts.priorDate === fold.pdufa_date
        : isThreeMonthExtension(fold.pdufa_date, date))
    )
      return true
    // - that an extension read first (backfill order) moved from this date by three months;
    if (
      e.olderNews &&
      e.extendedTo &&
      fold.pdufa_date !== null &&
      isThreeMonthExtension(date, fold.pdufa_date)
    )
      return true
    // - announced before it was (backfill order): an outcome tracked alone, announced near this date
    //   (120 days with the same stated use, 14 without).
    return (
      outcomeOnly(fold) &&
      e.olderNews &&
      near(
        date,
        fold.state_filed_at,
        e.indicationKnown ? OUTCOME_WINDOW_DAYS : GROUP_OUTCOME_UNSTATED_USE_DAYS,
      )
    )
  }
  // The same filing already told this outcome of the group's catalyst (under another name).
  if (e.exactDate || e.sameFilingOutcome) return true
  if (!e.pending) return false
  // A nameless outcome stays with its filer's open decision; a named one that matched no name must
  // also be announced near the decision's date: within 120 days when both sides state the same
  // use, within 14 when the use is not stated on both.
  if (e.anonymous) return true
  return (
    fold.pdufa_date !== null &&
    near(
      fold.pdufa_date,
      facts.filedDate,
      e.indicationKnown ? OUTCOME_WINDOW_DAYS : GROUP_OUTCOME_UNSTATED_USE_DAYS,
    )
  )
}

interface Evidence {
  appMatch: boolean
  exactDate: boolean
  indicationConflict: boolean
  olderNews: boolean
}

/** History filed long before a catalyst's current state is another cycle's. */
function tooOld(fold: MirroredState, facts: Facts, e: Evidence): boolean {
  return (
    e.olderNews &&
    !e.appMatch &&
    !e.exactDate &&
    !near(fold.state_filed_at, facts.filedDate, HISTORY_WINDOW_DAYS)
  )
}

/**
 * The current cycle answers a complete response letter: opened by a resubmission's date, or a CRL of the drug is on
 * the timeline (read late, as history). Then the drug's earlier dates are its earlier cycle's.
 */
function resubmittedCycle(record: CatalystRecord, fold: MirroredState): boolean {
  return (
    (fold.pdufa_date !== null &&
      record.contributions.some(
        (x) => x.kind === 'resubmission_date_set' && x.dates.includes(fold.pdufa_date!),
      )) ||
    record.timeline.some((x) => eventTypeRule(x.event_type).resolves && x.outcome === 'crl')
  )
}

function dateFits(
  fold: MirroredState,
  facts: Facts,
  e: Evidence & { seen: Set<string>; afterLetter: boolean },
): boolean {
  const date = facts.pdufaDate!
  if (tooOld(fold, facts, e)) return false
  if (fold.stage === 'resolved') {
    // A decided cycle takes no new date (a later date for the same drug is a new decision, e.g. a
    // supplement), only a restatement, or a date filed before the outcome (history, backfill order).
    if (e.seen.has(date)) return true
    return (
      e.olderNews &&
      !e.indicationConflict &&
      (fold.pdufa_date === null || near(fold.pdufa_date, date, DATE_PROXIMITY_DAYS)) &&
      (fold.state_filed_at === null ||
        near(fold.state_filed_at, facts.filedDate, HISTORY_WINDOW_DAYS))
    )
  }
  if (e.exactDate) return true
  // Two indications of one application with two goal dates are two decisions.
  if (e.indicationConflict) return false
  // A CRL'd cycle re-opens with the next date of the same drug and use, within a resubmission's time.
  if (fold.stage === 'crl')
    return e.appMatch || near(fold.state_filed_at, facts.filedDate, CRL_REOPEN_DAYS)
  return (
    e.appMatch ||
    fold.pdufa_date === null ||
    near(fold.pdufa_date, date, DATE_PROXIMITY_DAYS) ||
    // A backfill read the resubmission's cycle first: an earlier date of the same drug and use, filed before the filing
    // behind the current state (within the history window), is the cycle the letter ended, recorded as history on the
    // catalyst a CRL re-opens in filing order; never a live catalyst of its own with a date long gone. (Without a letter
    // in between, an earlier date a year away may be another decision: a supplement's.)
    (e.afterLetter &&
      e.olderNews &&
      fold.pdufa_date !== null &&
      date < fold.pdufa_date &&
      near(fold.state_filed_at, facts.filedDate, HISTORY_WINDOW_DAYS))
  )
}

function outcomeFits(fold: MirroredState, facts: Facts, e: Evidence): boolean {
  if (tooOld(fold, facts, e)) return false
  if (fold.stage === 'resolved') {
    if (
      e.olderNews &&
      near(fold.state_filed_at, facts.filedDate, HISTORY_WINDOW_DAYS) &&
      (e.appMatch || e.exactDate || !e.indicationConflict)
    )
      return true
    // Only a restatement of the recorded outcome, filed soon after it, belongs to a resolved catalyst.
    const sameOutcome = (facts.kind === 'crl') === (fold.outcome === 'crl')
    const recent = near(fold.state_filed_at, facts.filedDate, OUTCOME_RESTATEMENT_DAYS)
    return sameOutcome && recent && (e.appMatch || e.exactDate || !e.indicationConflict)
  }
  // A CRL'd cycle is decided again only within a resubmission's time of its letter: an outcome years
  // later, linked by a name alone, is another application's (a new product of the substance).
  if (
    fold.stage === 'crl' &&
    !e.appMatch &&
    !e.exactDate &&
    !near(fold.state_filed_at, facts.filedDate, CRL_REOPEN_DAYS)
  )
    return false
  // One application's outcome with a different indication still fits (ranked below the matching
  // indication): the application number outweighs a wording the extractor may have cut short.
  return e.appMatch || e.exactDate || !e.indicationConflict
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

/** The indications a record has been given: the served one and every contribution's. */
function indicationsOf(record: CatalystRecord, fold: MirroredState): Array<string | null> {
  return [fold.indication, ...record.contributions.map((c) => c.indication)]
}

/** True when both records name their use and no pair of names is the same use. */
function indicationsConflict(
  a: CatalystRecord,
  foldA: MirroredState,
  b: CatalystRecord,
  foldB: MirroredState,
): boolean {
  let known = false
  for (const x of indicationsOf(a, foldA))
    for (const y of indicationsOf(b, foldB)) {
      const similarity = indicationSimilarity(x, y)
      if (similarity === null) continue
      known = true
      if (similarity >= SAME_INDICATION) return false
    }
  return known
}

/** Why two live catalysts are one decision, or null. */
export function duplicateReason(
  a: CatalystRecord,
  b: CatalystRecord,
): MergeTrigger['reason'] | null {
  const appsA = applicationsOf(a)
  const appsB = applicationsOf(b)
  const appMatch = intersects(appsA, appsB)
  if (appsA.size > 0 && appsB.size > 0 && !appMatch) return null
  const shared = intersects(datesSeen(a), datesSeen(b))
  const foldA = foldTimeline(a.id, a.timeline)
  const foldB = foldTimeline(b.id, b.timeline)
  const conflict = indicationsConflict(a, foldA, b, foldB)
  if (appMatch) {
    // Two indications of one application with two goal dates, or a decided cycle and a later one.
    if (!shared && (conflict || (foldA.stage === 'resolved') !== (foldB.stage === 'resolved')))
      return null
    return 'application_number'
  }
  if (!intersects(aliasKeysOf(a), aliasKeysOf(b)) || conflict || setApart(a, b)) return null
  // Two brands of one substance are two products.
  if (
    a.contributions.some((c) => otherBrand(b, c)) &&
    b.contributions.some((c) => otherBrand(a, c))
  )
    return null
  if (shared) return 'drug_identity'
  // One decision disclosed across a restated date: two open cycles of one drug and use, dates close.
  if (
    openCycle(foldA) &&
    openCycle(foldB) &&
    near(foldA.pdufa_date, foldB.pdufa_date, DATE_PROXIMITY_DAYS)
  )
    return 'drug_identity'
  // An outcome tracked before its decision was (backfill order) and that decision's open cycle.
  const outcomeNear = (outcome: MirroredState, open: MirroredState) =>
    outcomeOnly(outcome) &&
    openCycle(open) &&
    near(open.pdufa_date, outcome.state_filed_at, OUTCOME_WINDOW_DAYS)
  if (outcomeNear(foldA, foldB) || outcomeNear(foldB, foldA)) return 'drug_identity'
  return null
}

/**
 * Rule 4 as a merge: `vouching`'s established filers name every established filer of `vouched` as their partner (in a
 * relationship frame), no application numbers differ, and both are open cycles, one holding a date the other has seen
 * (the same date, or the date an extension there replaced), for a use not stated otherwise. Had `vouched`'s filings arrived after `vouching`'s, findTarget
 * would have put them on `vouching` (a co-developer naming the product by its brand where the other wrote its code); so
 * the two are one decision whichever filing arrived first.
 */
export function partnerDuplicate(vouching: CatalystRecord, vouched: CatalystRecord): boolean {
  if (vouching.id === vouched.id || !vouching.live || !vouched.live) return false
  const appsA = applicationsOf(vouching)
  const appsB = applicationsOf(vouched)
  if (appsA.size > 0 && appsB.size > 0 && !intersects(appsA, appsB)) return false
  const foldA = foldTimeline(vouching.id, vouching.timeline)
  const foldB = foldTimeline(vouched.id, vouched.timeline)
  if (!openCycle(foldA) || !openCycle(foldB)) return false
  // One holds as its date a date the other has seen (set there, or replaced by an extension there).
  const holdsSeen = (x: MirroredState, other: CatalystRecord) =>
    x.pdufa_date !== null && datesSeen(other).has(x.pdufa_date)
  if (!holdsSeen(foldA, vouched) && !holdsSeen(foldB, vouching)) return false
  if (indicationsConflict(vouching, foldA, vouched, foldB) || setApart(vouching, vouched))
    return false
  const strangers = [...establishedCiks(vouched)].filter(
    (cik) => standingOn(vouching, filerOn(vouched, cik), null) !== 'vouched',
  )
  return establishedCiks(vouched).size > 0 && strangers.length === 0
}
