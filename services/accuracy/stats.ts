/** Figures over signed errors (pure): median, within-N-days fractions, the histogram and the curve the page draws. */

export function median(values: readonly number[]): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Fraction of errors with |error| <= days, rounded to 4 places; null without errors. */
export function within(values: readonly number[], days: number): number | null {
  if (!values.length) return null
  return round4(values.filter((v) => Math.abs(v) <= days).length / values.length)
}

export function ratio(numerator: number | null, denominator: number | null): number | null {
  if (numerator === null || denominator === null || denominator === 0) return null
  return round4(numerator / denominator)
}

export function round4(v: number): number {
  return Math.round(v * 10_000) / 10_000
}

/** Signed errors binned: [from, to) in days, the outer bins open-ended. */
export const histogramEdges = [
  -Infinity,
  -60,
  -30,
  -14,
  -7,
  -1,
  0,
  1,
  8,
  15,
  31,
  61,
  Infinity,
] as const

export function histogram(values: readonly number[]): Array<{ label: string; count: number }> {
  const bins: Array<{ label: string; count: number }> = []
  for (let i = 0; i < histogramEdges.length - 1; i++) {
    const from = histogramEdges[i]!
    const to = histogramEdges[i + 1]!
    const label =
      from === -Infinity
        ? `< ${to}`
        : to === Infinity
          ? `> ${from - 1}`
          : from === 0 && to === 1
            ? '0'
            : to - from === 1
              ? `${from}`
              : `${from}…${to - 1}`
    bins.push({ label, count: values.filter((v) => v >= from && v < to).length })
  }
  return bins
}

/** Fraction of decisions with |error| <= n, for n = 0..maxDays. */
export function withinCurve(values: readonly number[], maxDays: number): number[] {
  return Array.from({ length: maxDays + 1 }, (_, n) =>
    values.length ? values.filter((v) => Math.abs(v) <= n).length / values.length : 0,
  )
}
