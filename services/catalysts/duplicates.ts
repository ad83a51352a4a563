/**
 * When two live catalysts are one FDA decision (`duplicateReason`), and rule 4 as a merge (`partnerDuplicate`): the
 * rules of matching.ts read between two records instead of an assertion and a record. Pure reads of the records.
 */
import { indicationSimilarity, SAME_INDICATION } from './indications.js'
import { foldTimeline, type MirroredState } from './mirror.js'
import { aliasKeysOf, applicationsOf, datesSeen, intersects } from './served.js'
import { establishedCiks, filerOn, standingOn } from './authority.js'
import type { CatalystRecord } from './types.js'
import type { MergeTrigger } from './work.js'
import { otherBrand } from './matching.js'
import {
  DATE_PROXIMITY_DAYS,
  near,
  OUTCOME_WINDOW_DAYS,
  openCycle,
  outcomeOnly,
} from './match-windows.js'

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
  // An outcome tracked before its decision was (backfill order, or under a name only a later filing tied to it) and
  // that decision's cycle: open, or decided by the same outcome (the later filing that names both told it again there).
  const outcomeNear = (outcome: MirroredState, other: MirroredState) =>
    outcomeOnly(outcome) &&
    (openCycle(other) || (other.stage === outcome.stage && other.outcome === outcome.outcome)) &&
    near(other.pdufa_date, outcome.state_filed_at, OUTCOME_WINDOW_DAYS)
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
