/**
 * The eval's report as text (pure): figures, the confusion of kinds, and what was missed. The `score` split prints
 * counts only, never a case id.
 */
import { CASE_KINDS, ratio, type CaseKind, type EvaluationReport } from './evaluation.js'

const percent = (value: number) => `${(value * 100).toFixed(1)}%`

const countsBy = <T>(items: readonly T[], key: (item: T) => string) =>
  Object.entries(
    items.reduce<Record<string, number>>((counts, item) => {
      const k = key(item)
      counts[k] = (counts[k] ?? 0) + 1
      return counts
    }, {}),
  )
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')

/**
 * `perCase: false` (the `score` split) prints misses, wrong dates and kind errors only as counts by reason or kind:
 * the split is read as a figure, never passage by passage.
 */
export function formatReport(report: EvaluationReport, { perCase = true } = {}): string {
  const short: Record<CaseKind, string> = {
    date_set: 'set',
    resubmission_date_set: 'resub',
    date_extended: 'ext',
    crl: 'crl',
    approval: 'appr',
    no_date: 'none',
  }
  const width = 7
  const lines = [
    `cases: ${report.cases}`,
    `precision of published dates: ${percent(report.precision)} (${report.correctPairs}/${report.publishedPairs} (case, date) pairs)`,
    `recall of exact target dates: ${percent(report.targetRecall)} (${report.targetRecalled}/${report.targetAsserted} passages; year not written: ${report.yearlessRecalled}/${report.yearlessAsserted})`,
    `  where the year can be read (written, or a filing or release date given): ${percent(ratio(report.readableRecalled, report.readableAsserted))} (${report.readableRecalled}/${report.readableAsserted}; ${report.targetAsserted - report.readableAsserted} year-less passages come with no date at all)`,
    `recalled target dates on the case's product (by any of its names): ${percent(ratio(report.targetProductRight, report.targetProductChecked))} (${report.targetProductRight}/${report.targetProductChecked})`,
    `recall of exact decision dates: ${percent(report.decisionRecall)} (${report.decisionRecalled}/${report.decisionAsserted} passages)`,
    `dates published from no_date cases: ${report.publishedFromNoDate}`,
    `kind accuracy: ${percent(report.kindAccuracy)} (${report.kindCorrect}/${report.cases})`,
    '',
    'confusion (rows expected, columns predicted):',
    ['', ...CASE_KINDS.map((k) => short[k])].map((c) => c.padStart(width)).join(''),
    ...CASE_KINDS.map((expected) =>
      [
        short[expected],
        ...CASE_KINDS.map((predicted) => String(report.confusion[expected][predicted] || '.')),
      ]
        .map((c) => c.padStart(width))
        .join(''),
    ),
  ]
  if (!perCase) {
    if (report.wrong.length > 0)
      lines.push('', `wrong published dates by kind: ${countsBy(report.wrong, (w) => w.kind)}`)
    if (report.missedTargets.length > 0)
      lines.push(
        '',
        `missed target dates by reason: ${Object.entries(report.missReasons)
          .map(([r, n]) => `${r} ${n}`)
          .join(', ')}`,
      )
    if (report.missedDecisions.length > 0)
      lines.push('', `missed decision dates: ${report.missedDecisions.length}`)
    if (report.kindErrors.length > 0)
      lines.push(
        '',
        `kind errors (expected -> got): ${countsBy(report.kindErrors, (k) => `${k.expected}->${k.predicted}`)}`,
      )
    return lines.join('\n')
  }
  if (report.targetProductWrong.length > 0)
    lines.push(
      '',
      'recalled target dates on another product:',
      ...report.targetProductWrong.map((id) => `  ${id}`),
    )
  if (report.wrong.length > 0)
    lines.push(
      '',
      'wrong published dates:',
      ...report.wrong.map(
        (w) => `  ${w.caseId}: ${w.kind} ${w.date} <- ${JSON.stringify(w.quote.slice(0, 140))}`,
      ),
    )
  if (report.missedTargets.length > 0) {
    lines.push(
      '',
      `missed target dates by reason: ${Object.entries(report.missReasons)
        .map(([r, n]) => `${r} ${n}`)
        .join(', ')}`,
    )
    lines.push(
      ...report.missedTargets.map((m) => `  ${m.caseId}: ${m.date} (${m.reasons.join(', ')})`),
    )
  }
  if (report.missedDecisions.length > 0)
    lines.push(
      '',
      'missed decision dates:',
      ...report.missedDecisions.map((m) => `  ${m.caseId}: ${m.date}`),
    )
  if (report.kindErrors.length > 0)
    lines.push(
      '',
      'kind errors:',
      ...report.kindErrors.map((k) => `  ${k.caseId}: expected ${k.expected}, got ${k.predicted}`),
    )
  return lines.join('\n')
}
