/**
 * The candidate record every candidate reading builds (sentence targets: candidates.ts; a table's columns, laid-out rows,
 * dated headings, headed and inline lists, outcomes) and what they all ask of one: whether a target date is plausible
 * against the filing date and the date it replaces, the entity of its drug, and a replaced year-less day placed before
 * the new date. Apart from candidates.ts so that every reading declares its candidates through one record.
 */
import type { AssertionKind } from '../../schemas/avro/types.js'
import { daysBetween } from './calendar-days.js'
import type { ResolvedDrug } from './drug-resolution.js'
import { type ResolvedDate } from './document.js'
import { LENGTHENING_VERBS } from './lexicon/moves.js'
import { type HoldReason } from './target-rules.js'

export interface Candidate {
  kind: AssertionKind
  drug: ResolvedDrug | null
  sentence: number
  quoteStart: number
  quoteEnd: number
  date: ResolvedDate | null
  prior: ResolvedDate | null
  /** What the grammar holds against the reading (null: assertive, strongly bound). */
  held: HoldReason | null
  /** The date mention's offsets in its sentence (target readings), so that two dates of one sentence keep their own indications. */
  dateSpan?: { start: number; end: number }
  plausible: boolean
  indirect: boolean
  /** Read from a pluperfect ("the FDA had assigned D"): superseded when the text gives the drug another date. */
  pluperfect?: boolean
}

export interface PriorMention {
  sentence: number
  date: ResolvedDate
  entity: number | null
}

/** A target date more than 30 months after the filing is not a PDUFA date (reviews run 6 to 15 months). */
const MAX_TARGET_AHEAD_DAYS = 913

/** Verbs that can only lengthen a review: with one of them, a new date before the old one is a misreading. */
const LENGTHENING = new RegExp(String.raw`\b${LENGTHENING_VERBS}\b`, 'i')

export function targetPlausible(
  date: ResolvedDate,
  prior: ResolvedDate | null,
  reference: string | null,
  sentence = '',
): boolean {
  if (date.iso === null) return false
  if (
    prior?.iso != null &&
    (prior.iso === date.iso || (prior.iso > date.iso && LENGTHENING.test(sentence)))
  )
    return false
  if (reference === null) return true
  const ahead = daysBetween(reference, date.iso)
  return ahead >= -1 && ahead <= MAX_TARGET_AHEAD_DAYS
}

export function entityOf(drug: ResolvedDrug | null): number {
  return drug?.entity ?? -1
}

/**
 * "extended ... to April 25, 2025 from January 25": the replaced day without its year lies before the new date, within a
 * year of it (the last such day before it), whatever the filing date would give.
 */
export function priorBefore(prior: ResolvedDate, newIso: string | null): ResolvedDate {
  if (!prior.yearInferred || prior.iso === null || newIso === null) return prior
  const year = Number(newIso.slice(0, 4)) - (prior.iso.slice(5) < newIso.slice(5) ? 0 : 1)
  return { ...prior, iso: `${year}${prior.iso.slice(4)}` }
}
