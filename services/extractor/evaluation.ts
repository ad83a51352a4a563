/**
 * Scoring of the extractor against cases with known answers (pure).
 *
 * What a case asserts:
 * - a target date: `pdufa_date` is set on a case of a target kind (date_set, resubmission_date_set,
 *   date_extended), whether the quote writes the year or not: a filing that says "a goal date of June 27" has
 *   disclosed a date, and the extractor is expected to infer its year forward from the filing date. Such cases
 *   are counted apart as well (`yearless`), since they need a reference date to be read at all.
 * - a decision date (approval/crl cases): `fda_action_date` is set and the quote writes it as a full date.
 *   Reported separately from target-date recall.
 *
 * Precision is measured on (case, date) pairs that the extractor marks publishable: a published target
 * date is right only if it equals the case's `pdufa_date`, a published decision date only if it equals its
 * `fda_action_date`; anything published from a `no_date` case is wrong.
 *
 * Kind: the extractor's reading of a case is its outcome assertion when it has one (an outcome is the news
 * of a release), else its most specific date assertion, preferring the better graded; none is `no_date`.
 */
import { z } from 'zod'
import type { Assertion, AssertionKind } from '../../schemas/avro/types.js'
import { quoteStatesDate } from './grounding.js'
import { namesCaseProduct } from './evaluation-products.js'

export const CASE_KINDS = [
  'date_set',
  'resubmission_date_set',
  'date_extended',
  'crl',
  'approval',
  'no_date',
] as const
export type CaseKind = (typeof CASE_KINDS)[number]

const caseSchema = z.object({
  case_id: z.string(),
  kind: z.enum(CASE_KINDS),
  passage: z.string(),
  quote: z.string(),
  drug_name: z.string().nullable(),
  pdufa_date: z.string().nullable(),
  prior_date: z.string().nullable(),
  fda_action_date: z.string().nullable(),
  filed_date: z.string().nullable(),
  release_date: z.string().nullable(),
  /** The filer, as the filing's metadata names it (the service passes it to the extractor). */
  company: z.string().nullish(),
  /** `tune` (fit on it) or `score` (only run it); cases without a split are tune cases. */
  split: z.enum(['tune', 'score']).default('tune'),
  /** A real date of another product or indication in the same passage: right when attributed to it. */
  also_true: z
    .array(
      z.object({
        date: z.string(),
        drug_not: z.string().nullish(),
        indication_any: z.array(z.string()).nullish(),
      }),
    )
    .nullish(),
})
export type DevCase = z.infer<typeof caseSchema>

export function parseCases(jsonl: string): DevCase[] {
  return jsonl
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line.length > 0)
    .map(({ line, number }) => {
      const parsed = caseSchema.safeParse(JSON.parse(line))
      if (!parsed.success)
        throw new Error(
          `case line ${number}: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`,
        )
      return parsed.data
    })
}

/** The date the extractor is told the filing was made: the filing date when known, else the release date. */
export function referenceDateOf(devCase: DevCase): string | null {
  return devCase.filed_date ?? devCase.release_date
}

const TARGET_KINDS: ReadonlySet<AssertionKind> = new Set([
  'date_set',
  'resubmission_date_set',
  'date_extended',
])
const OUTCOME_KINDS: ReadonlySet<AssertionKind> = new Set(['approval', 'crl'])
const CONFIDENCE_RANK = { high: 2, medium: 1, low: 0 } as const
const SPECIFICITY: Readonly<Record<AssertionKind, number>> = {
  date_set: 0,
  resubmission_date_set: 1,
  date_extended: 2,
  crl: 3,
  approval: 3,
}

export interface PublishedDate {
  kind: AssertionKind
  date: string
  correct: boolean
  quote: string
}

export interface CaseScore {
  caseId: string
  expectedKind: CaseKind
  predictedKind: CaseKind
  /** Exact target date the case asserts, if any. */
  assertedTarget: string | null
  /** Exact decision date the case asserts, if any. */
  assertedDecision: string | null
  published: PublishedDate[]
  /** The asserted target date's year is not written in the case's quote. */
  yearless: boolean
  /**
   * Year-less, and the case carries neither a filing nor a release date: nothing in or around the text gives the year.
   * A filing always has its date, so such a case measures the passage's excerpting, not the extractor.
   */
  yearUnreadable: boolean
  /**
   * A recalled target date's product: true when the reading that publishes it names the case's product (by any of its
   * names), false when it names another, null when the date was not recalled or the case names no product.
   */
  targetProductRight: boolean | null
  /** Why the asserted target date was not published, from the extractor's own reasons ('not_found' when no candidate had it). */
  missReasons: string[]
  targetRecalled: boolean
  decisionRecalled: boolean
}

/** Readings held back because the text itself says the date no longer stands: they say nothing of the case's kind. */
const NOT_STANDING = new Set(['lapsed', 'superseded', 'superseded_by_outcome'])

export function predictedKind(all: readonly Assertion[]): CaseKind {
  const assertions = all.filter((a) => a.reason === null || !NOT_STANDING.has(a.reason))
  if (assertions.length === 0) return 'no_date'
  const ranked = [...assertions].sort(
    (a, b) =>
      CONFIDENCE_RANK[b.confidence] - CONFIDENCE_RANK[a.confidence] ||
      SPECIFICITY[b.kind] - SPECIFICITY[a.kind],
  )
  return ranked[0]!.kind
}

/** The extra date a case allows, when the assertion attributes it to the other product or indication. */
function alsoTrue(devCase: DevCase, a: Assertion): boolean {
  const names = [a.drug_name, ...a.drug_aliases]
    .filter((n): n is string => n !== null)
    .map((n) => n.toLowerCase())
  return (devCase.also_true ?? []).some((other) => {
    if (a.pdufa_date !== other.date) return false
    const not = other.drug_not?.toLowerCase()
    if (not && names.some((n) => n.includes(not) || not.includes(n))) return false
    return (
      !other.indication_any ||
      other.indication_any.some((i) => (a.indication ?? '').toLowerCase().includes(i.toLowerCase()))
    )
  })
}

export function scoreCase(devCase: DevCase, assertions: readonly Assertion[]): CaseScore {
  const isTargetCase =
    devCase.kind === 'date_set' ||
    devCase.kind === 'resubmission_date_set' ||
    devCase.kind === 'date_extended'
  const assertedTarget = isTargetCase && devCase.pdufa_date !== null ? devCase.pdufa_date : null
  const assertedDecision =
    (devCase.kind === 'approval' || devCase.kind === 'crl') &&
    devCase.fda_action_date !== null &&
    quoteStatesDate(devCase.quote, devCase.fda_action_date)
      ? devCase.fda_action_date
      : null
  const published: PublishedDate[] = assertions
    .filter((a) => a.publishable && a.pdufa_date !== null)
    .map((a) => {
      const date = a.pdufa_date!
      const correct =
        alsoTrue(devCase, a) ||
        (devCase.kind !== 'no_date' &&
          (TARGET_KINDS.has(a.kind)
            ? date === devCase.pdufa_date
            : OUTCOME_KINDS.has(a.kind) && date === devCase.fda_action_date))
      return { kind: a.kind, date, correct, quote: a.quote }
    })
  const yearless = assertedTarget !== null && !quoteStatesDate(devCase.quote, assertedTarget)
  return {
    caseId: devCase.case_id,
    expectedKind: devCase.kind,
    predictedKind: predictedKind(assertions),
    assertedTarget,
    assertedDecision,
    published,
    yearless,
    yearUnreadable: yearless && referenceDateOf(devCase) === null,
    missReasons:
      assertedTarget === null ||
      published.some((p) => TARGET_KINDS.has(p.kind) && p.date === assertedTarget)
        ? []
        : missReasonsOf(assertions, assertedTarget),
    targetProductRight: targetProductOf(devCase, assertions, assertedTarget),
    targetRecalled:
      assertedTarget !== null &&
      published.some((p) => TARGET_KINDS.has(p.kind) && p.date === assertedTarget),
    decisionRecalled:
      assertedDecision !== null &&
      published.some((p) => OUTCOME_KINDS.has(p.kind) && p.date === assertedDecision),
  }
}

function targetProductOf(
  devCase: DevCase,
  assertions: readonly Assertion[],
  date: string | null,
): boolean | null {
  const readings = assertions.filter(
    (a) => a.publishable && TARGET_KINDS.has(a.kind) && a.pdufa_date === date,
  )
  if (date === null || readings.length === 0) return null
  const verdicts = readings.map((a) => namesCaseProduct(devCase.drug_name, a))
  if (verdicts.includes(true)) return true
  return verdicts.includes(false) ? false : null
}

function missReasonsOf(assertions: readonly Assertion[], date: string): string[] {
  const held = assertions.filter(
    (a) => TARGET_KINDS.has(a.kind) && a.pdufa_date === date && !a.publishable,
  )
  return held.length === 0 ? ['not_found'] : [...new Set(held.map((a) => a.reason ?? 'unknown'))]
}

export interface EvaluationReport {
  cases: number
  publishedPairs: number
  correctPairs: number
  /** correctPairs / publishedPairs (1 when nothing is published). */
  precision: number
  targetAsserted: number
  targetRecalled: number
  targetRecall: number
  /** Recalled target dates whose reading names the case's product, of those whose case names one. */
  targetProductChecked: number
  targetProductRight: number
  targetProductWrong: string[]
  decisionAsserted: number
  decisionRecalled: number
  decisionRecall: number
  kindCorrect: number
  kindAccuracy: number
  /** confusion[expected][predicted] = count */
  confusion: Record<CaseKind, Record<CaseKind, number>>
  publishedFromNoDate: number
  wrong: Array<{ caseId: string } & PublishedDate>
  missedTargets: Array<{ caseId: string; date: string; reasons: string[] }>
  /** Target cases whose quote does not write the year, and how many of them were published. */
  yearlessAsserted: number
  yearlessRecalled: number
  /** Target cases whose year can be read (written, or a filing or release date known), and how many were published. */
  readableAsserted: number
  readableRecalled: number
  /** Misses by reason. */
  missReasons: Record<string, number>
  missedDecisions: Array<{ caseId: string; date: string }>
  kindErrors: Array<{ caseId: string; expected: CaseKind; predicted: CaseKind }>
}

export const ratio = (numerator: number, denominator: number) =>
  denominator === 0 ? 1 : numerator / denominator

export function summarize(scores: readonly CaseScore[]): EvaluationReport {
  const confusion = Object.fromEntries(
    CASE_KINDS.map((e) => [e, Object.fromEntries(CASE_KINDS.map((p) => [p, 0]))]),
  ) as Record<CaseKind, Record<CaseKind, number>>
  for (const s of scores) confusion[s.expectedKind][s.predictedKind]++
  const published = scores.flatMap((s) => s.published.map((p) => ({ caseId: s.caseId, ...p })))
  const correctPairs = published.filter((p) => p.correct).length
  const withTarget = scores.filter((s) => s.assertedTarget !== null)
  const withDecision = scores.filter((s) => s.assertedDecision !== null)
  const kindCorrect = scores.filter((s) => s.expectedKind === s.predictedKind).length
  return {
    cases: scores.length,
    publishedPairs: published.length,
    correctPairs,
    precision: ratio(correctPairs, published.length),
    targetAsserted: withTarget.length,
    targetRecalled: withTarget.filter((s) => s.targetRecalled).length,
    targetRecall: ratio(withTarget.filter((s) => s.targetRecalled).length, withTarget.length),
    targetProductChecked: withTarget.filter((s) => s.targetProductRight !== null).length,
    targetProductRight: withTarget.filter((s) => s.targetProductRight === true).length,
    targetProductWrong: withTarget
      .filter((s) => s.targetProductRight === false)
      .map((s) => s.caseId),
    decisionAsserted: withDecision.length,
    decisionRecalled: withDecision.filter((s) => s.decisionRecalled).length,
    decisionRecall: ratio(
      withDecision.filter((s) => s.decisionRecalled).length,
      withDecision.length,
    ),
    kindCorrect,
    kindAccuracy: ratio(kindCorrect, scores.length),
    confusion,
    publishedFromNoDate: scores
      .filter((s) => s.expectedKind === 'no_date')
      .reduce((n, s) => n + s.published.filter((p) => !p.correct).length, 0),
    wrong: published.filter((p) => !p.correct),
    missedTargets: withTarget
      .filter((s) => !s.targetRecalled)
      .map((s) => ({ caseId: s.caseId, date: s.assertedTarget!, reasons: s.missReasons })),
    yearlessAsserted: withTarget.filter((s) => s.yearless).length,
    yearlessRecalled: withTarget.filter((s) => s.yearless && s.targetRecalled).length,
    readableAsserted: withTarget.filter((s) => !s.yearUnreadable).length,
    readableRecalled: withTarget.filter((s) => !s.yearUnreadable && s.targetRecalled).length,
    missReasons: withTarget
      .filter((s) => !s.targetRecalled)
      .flatMap((s) => s.missReasons)
      .reduce<Record<string, number>>(
        (counts, r) => ({ ...counts, [r]: (counts[r] ?? 0) + 1 }),
        {},
      ),
    missedDecisions: withDecision
      .filter((s) => !s.decisionRecalled)
      .map((s) => ({ caseId: s.caseId, date: s.assertedDecision! })),
    kindErrors: scores
      .filter((s) => s.expectedKind !== s.predictedKind)
      .map((s) => ({ caseId: s.caseId, expected: s.expectedKind, predicted: s.predictedKind })),
  }
}
