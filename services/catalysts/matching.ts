/**
 * Matching: which catalyst an assertion is about, and when two catalysts are one decision.
 */
import { daysBetween } from '../shared/clock.js'
import { dateKinds, type Facts } from './facts.js'
import { indicationSimilarity, SAME_INDICATION } from './identity.js'
import { foldTimeline } from './mirror.js'
import { aliasKeysOf, applicationsOf, bestIndicationSimilarity, datesSeen, intersects } from './served.js'
import type { CatalystRecord, Contribution } from './types.js'
import type { MergeTrigger, Work } from './work.js'

/** A pending date within this many days of a catalyst's current date may be the same decision. */
export const DATE_PROXIMITY_DAYS = 365
/** A repeated outcome filed within this many days of the recorded one restates it. */
export const OUTCOME_RESTATEMENT_DAYS = 180

/** How well a catalyst fits an assertion; null when it cannot be the same decision. */
export function fit(record: CatalystRecord, c: Contribution, facts: Facts): number | null {
  const applications = applicationsOf(record)
  const appMatch = c.applicationNumber !== null && applications.has(c.applicationNumber)
  if (c.applicationNumber && applications.size > 0 && !appMatch) return null
  const aliasMatch = intersects(c.aliasKeys, aliasKeysOf(record))
  const anonymous = !c.applicationNumber && c.aliasKeys.length === 0
  const sameFiler = anonymous && record.contributions.some((x) => x.cik === c.cik)
  if (!appMatch && !aliasMatch && !sameFiler) return null
  const fold = foldTimeline(record.id, record.timeline)
  const seen = datesSeen(record)
  const exactDate = (facts.pdufaDate !== null && seen.has(facts.pdufaDate)) || (facts.priorDate !== null && seen.has(facts.priorDate))
  const similarity = bestIndicationSimilarity(record, fold, c.indication)
  const indicationOk = similarity === null || similarity >= SAME_INDICATION
  const stage = fold.stage
  const pending = stage === null || stage === 'set' || stage === 'extended'
  if (sameFiler && !appMatch && !aliasMatch && !exactDate && !(pending && !dateKinds.includes(facts.kind) && indicationOk)) return null
  if (dateKinds.includes(facts.kind)) {
    if (stage === 'resolved') {
      // A decided cycle takes no new date: a later date for the same drug is a new decision.
      if (facts.pdufaDate === null || !seen.has(facts.pdufaDate)) return null
    } else if (stage === 'crl') {
      if (!appMatch && !exactDate && !indicationOk) return null
    } else if (!appMatch && !exactDate) {
      if (!indicationOk) return null
      if (fold.pdufa_date && facts.pdufaDate && Math.abs(daysBetween(fold.pdufa_date, facts.pdufaDate)) > DATE_PROXIMITY_DAYS) return null
    }
  } else if (stage === 'resolved') {
    // Only a restatement of the recorded outcome, filed soon after it, belongs to a resolved catalyst.
    const sameOutcome = (facts.kind === 'crl') === (fold.outcome === 'crl')
    const recent = fold.state_filed_at !== null && Math.abs(daysBetween(fold.state_filed_at, facts.filedDate)) <= OUTCOME_RESTATEMENT_DAYS
    if (!sameOutcome || !recent || !(appMatch || exactDate || indicationOk)) return null
  } else if (!appMatch && !exactDate && !indicationOk) {
    return null
  }
  // The weights rank the evidence lexicographically, strongest first, so a weaker kind never
  // outvotes a stronger one: the application number (1000) beats a date the catalyst has seen
  // (100), which beats the cycle being open (30; a CRL'd one 20: a resubmission may re-open it),
  // which beats how alike the indications read (0..10, 5 when unknown), which beats a shared drug
  // key (5, a tie-break between catalysts of one drug).
  return (appMatch ? 1000 : 0) + (exactDate ? 100 : 0) + (pending ? 30 : stage === 'crl' ? 20 : 0) + (similarity ?? 0.5) * 10 + (aliasMatch ? 5 : 0)
}

export function findTarget(work: Work, c: Contribution, facts: Facts): CatalystRecord | null {
  let best: { record: CatalystRecord; score: number } | null = null
  for (const record of work.candidates(c.applicationNumber ? [c.applicationNumber] : [], c.aliasKeys, c.aliasKeys.length === 0 && !c.applicationNumber ? c.cik : null)) {
    const score = fit(record, c, facts)
    if (score !== null && (!best || score > best.score)) best = { record, score }
  }
  return best?.record ?? null
}

/** Why two live catalysts are one decision, or null. */
export function duplicateReason(a: CatalystRecord, b: CatalystRecord): MergeTrigger['reason'] | null {
  const appsA = applicationsOf(a)
  const appsB = applicationsOf(b)
  const appMatch = intersects(appsA, appsB)
  if (appsA.size > 0 && appsB.size > 0 && !appMatch) return null
  const shared = intersects(datesSeen(a), datesSeen(b))
  const foldA = foldTimeline(a.id, a.timeline)
  const foldB = foldTimeline(b.id, b.timeline)
  if (appMatch) return (foldA.stage === 'resolved') !== (foldB.stage === 'resolved') && !shared ? null : 'application_number'
  if (!shared || !intersects(aliasKeysOf(a), aliasKeysOf(b))) return null
  const indicationsA = [foldA.indication, ...a.contributions.map((c) => c.indication)]
  const indicationsB = [foldB.indication, ...b.contributions.map((c) => c.indication)]
  let known = false
  for (const x of indicationsA) for (const y of indicationsB) {
    const similarity = indicationSimilarity(x, y)
    if (similarity === null) continue
    known = true
    if (similarity >= SAME_INDICATION) return 'drug_identity'
  }
  return known ? null : 'drug_identity'
}
