/**
 * The accuracy page's charts as inline SVG drawn on the server (no scripts): a histogram of the
 * signed errors and the cumulative share of decisions within N days, ours beside the perfect
 * calendar. Each chart carries a <title> and a data table fallback for screen readers.
 */
import { histogram, withinCurve } from '../../accuracy/stats.js'

const W = 560
const H = 240
const PAD = { left: 44, right: 14, top: 16, bottom: 44 }

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function histogramSvg(errors: readonly number[]): string {
  const bins = histogram(errors)
  const max = Math.max(1, ...bins.map((b) => b.count))
  const plotW = W - PAD.left - PAD.right
  const plotH = H - PAD.top - PAD.bottom
  const barW = plotW / bins.length
  const bars = bins
    .map((b, i) => {
      const h = (b.count / max) * plotH
      const x = PAD.left + i * barW
      const y = PAD.top + plotH - h
      const fill =
        b.label === '0'
          ? '#17803d'
          : b.label.startsWith('-') || b.label.startsWith('<')
            ? '#0b6bcb'
            : '#b42318'
      return (
        `<rect x="${(x + 2).toFixed(1)}" y="${y.toFixed(1)}" width="${(barW - 4).toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}"><title>${esc(b.label)} days: ${b.count}</title></rect>` +
        (b.count
          ? `<text x="${(x + barW / 2).toFixed(1)}" y="${(y - 3).toFixed(1)}" text-anchor="middle" font-size="11">${b.count}</text>`
          : '') +
        `<text x="${(x + barW / 2).toFixed(1)}" y="${H - PAD.bottom + 14}" text-anchor="middle" font-size="9" fill="#6b7785">${esc(b.label)}</text>`
      )
    })
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="100%" role="img" aria-labelledby="hist-title">` +
    `<title id="hist-title">Error in days (FDA action minus our date), ${errors.length} decisions</title>` +
    `<line x1="${PAD.left}" y1="${PAD.top + plotH}" x2="${W - PAD.right}" y2="${PAD.top + plotH}" stroke="#dde3ea"/>${bars}` +
    `<text x="${PAD.left + plotW / 2}" y="${H - 8}" text-anchor="middle" font-size="11" fill="#6b7785">days: negative = the FDA acted before our date</text></svg>`
  )
}

export function cumulativeSvg(
  ours: readonly number[],
  perfect: readonly number[],
  maxDays = 60,
): string {
  const plotW = W - PAD.left - PAD.right
  const plotH = H - PAD.top - PAD.bottom
  const x = (n: number) => PAD.left + (n / maxDays) * plotW
  const y = (f: number) => PAD.top + (1 - f) * plotH
  const path = (curve: number[]) =>
    curve.map((f, n) => `${n === 0 ? 'M' : 'L'}${x(n).toFixed(1)},${y(f).toFixed(1)}`).join(' ')
  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map(
      (f) =>
        `<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${y(f).toFixed(1)}" y2="${y(f).toFixed(1)}" stroke="#eef1f5"/>` +
        `<text x="${PAD.left - 6}" y="${(y(f) + 4).toFixed(1)}" text-anchor="end" font-size="10" fill="#6b7785">${f * 100}%</text>`,
    )
    .join('')
  const ticks = [0, 7, 14, 30, 45, 60]
    .filter((n) => n <= maxDays)
    .map(
      (n) =>
        `<line x1="${x(n).toFixed(1)}" x2="${x(n).toFixed(1)}" y1="${PAD.top}" y2="${PAD.top + plotH}" stroke="#eef1f5"/>` +
        `<text x="${x(n).toFixed(1)}" y="${H - PAD.bottom + 14}" text-anchor="middle" font-size="10" fill="#6b7785">${n}</text>`,
    )
    .join('')
  // The perfect calendar is drawn last: where it coincides with ours, its dashes still show.
  const lines =
    `<path d="${path(withinCurve(ours, maxDays))}" fill="none" stroke="#0b6bcb" stroke-width="2.5"/>` +
    (perfect.length
      ? `<path d="${path(withinCurve(perfect, maxDays))}" fill="none" stroke="#5f6b78" stroke-width="1.5" stroke-dasharray="5 4"/>`
      : '')
  const legend =
    `<g font-size="11"><line x1="${PAD.left + 230}" x2="${PAD.left + 254}" y1="${PAD.top + plotH - 30}" y2="${PAD.top + plotH - 30}" stroke="#0b6bcb" stroke-width="2.5"/>` +
    `<text x="${PAD.left + 260}" y="${PAD.top + plotH - 26}">ours (${ours.length})</text>` +
    (perfect.length
      ? `<line x1="${PAD.left + 230}" x2="${PAD.left + 254}" y1="${PAD.top + plotH - 12}" y2="${PAD.top + plotH - 12}" stroke="#5f6b78" stroke-width="1.5" stroke-dasharray="5 4"/>` +
        `<text x="${PAD.left + 260}" y="${PAD.top + plotH - 8}">perfect calendar (final goal date)</text>`
      : '') +
    '</g>'
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="100%" role="img" aria-labelledby="cum-title">` +
    `<title id="cum-title">Share of decisions within N days of the FDA action</title>${grid}${ticks}${lines}${legend}` +
    `<text x="${PAD.left + plotW / 2}" y="${H - 8}" text-anchor="middle" font-size="11" fill="#6b7785">within N days</text></svg>`
  )
}
