/** The browser view of /v1/accuracy: one self-contained page (inline CSS, no scripts, no CDN). */
import type { AccuracyFull, AccuracyUnavailable, Receipt } from '../../accuracy/report.js'
import { cumulativeSvg, histogramSvg } from './accuracy-charts.js'

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => escapes[c]!)
}

const pct = (v: number | null | undefined): string =>
  v === null || v === undefined ? '–' : `${(v * 100).toFixed(1)}%`
const num = (v: number | null | undefined): string =>
  v === null || v === undefined ? '–' : String(v)
const cell = (v: unknown): string =>
  v === null || v === undefined || v === '' ? '<span class="muted">–</span>' : escapeHtml(v)
const link = (url: string | null): string =>
  url
    ? `<a href="${escapeHtml(url)}" rel="noopener nofollow">filing</a>`
    : '<span class="muted">–</span>'

const style = `
  :root { color-scheme: light; --ink:#1d2733; --muted:#6b7785; --line:#dde3ea; --accent:#0b6bcb; --bg:#f6f8fb; --good:#17803d; --bad:#b42318; }
  * { box-sizing: border-box; }
  body { margin:0; font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif; color:var(--ink); background:var(--bg); }
  header { background:#0f2238; color:#fff; padding:24px 40px; }
  header h1 { margin:0 0 4px; font-size:24px; font-weight:650; }
  header p { margin:0; color:#b9c7d8; }
  main { padding:24px 40px 48px; max-width:1200px; }
  .headline { font-size:18px; margin:0 0 20px; }
  .cards { display:grid; grid-template-columns:repeat(auto-fit,minmax(170px,1fr)); gap:12px; margin-bottom:24px; }
  .card { background:#fff; border:1px solid var(--line); border-radius:10px; padding:14px 16px; }
  .card .label { color:var(--muted); font-size:12px; text-transform:uppercase; letter-spacing:.04em; }
  .card .value { font-size:26px; font-weight:650; margin-top:2px; }
  section { background:#fff; border:1px solid var(--line); border-radius:10px; padding:16px 20px; margin-bottom:20px; }
  section h2 { margin:0 0 10px; font-size:17px; }
  table { width:100%; border-collapse:collapse; font-size:13.5px; }
  th, td { text-align:left; padding:6px 8px; border-bottom:1px solid var(--line); vertical-align:top; }
  th { color:var(--muted); font-weight:600; background:#fafbfd; }
  td.date, td.num { white-space:nowrap; }
  td.num { text-align:right; font-variant-numeric:tabular-nums; }
  .early { color:var(--good); } .late { color:var(--bad); }
  .muted { color:var(--muted); }
  .note { color:var(--muted); font-size:13px; margin:6px 0 0; }
  .pill { display:inline-block; padding:1px 8px; border-radius:999px; background:#e8f0fb; color:var(--accent); font-size:12px; }
  footer { color:var(--muted); font-size:12.5px; padding:0 40px 32px; }
  .charts { display:grid; grid-template-columns:repeat(auto-fit,minmax(420px,1fr)); gap:20px; }
  .charts h3 { margin:0 0 6px; font-size:14px; font-weight:600; }
`

function receipts(rows: Receipt[]): string {
  if (!rows.length) return '<p class="muted">None.</p>'
  const body = rows
    .map((r) => {
      const cls =
        r.error_days === null ? '' : r.error_days < 0 ? 'early' : r.error_days > 0 ? 'late' : ''
      return (
        `<tr><td>${cell(r.sponsor)}</td><td>${cell(r.ticker)}</td><td>${cell(r.drug_name)}</td><td>${cell(r.application_number)}</td>` +
        `<td class="date">${cell(r.predicted_date)}</td><td class="date">${cell(r.actual_date)}</td><td class="num ${cls}">${num(r.error_days)}</td>` +
        `<td>${cell(r.outcome)}${r.had_prior_crl ? ' <span class="pill">prior CRL</span>' : ''}</td><td>${cell(r.match_tier)}</td>` +
        `<td>${r.operator_approved ? 'yes' : 'no'}</td><td>${link(r.filing_url)}</td></tr>`
      )
    })
    .join('')
  return (
    `<table><thead><tr><th>Sponsor</th><th>Ticker</th><th>Drug</th><th>Application</th><th>Predicted</th><th>FDA acted</th>` +
    `<th>Error (days)</th><th>Outcome</th><th>Match</th><th>Reviewed</th><th>Source</th></tr></thead><tbody>${body}</tbody></table>`
  )
}

function page(title: string, content: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>${style}</style></head><body>` +
    `<header><h1>${escapeHtml(title)}</h1><p>Every published PDUFA date scored against the FDA record. Same URL as JSON for programs.</p></header>` +
    `<main>${content}</main><footer>Informational only; not investment advice. JSON: request with Accept: application/json; ` +
    `<code>?summary=1</code> gives a scalars-and-counts view.</footer></body></html>`
  )
}

/** The histogram and the within-N-days curve; the curves use the rows the document lists. */
function charts(doc: AccuracyFull): string {
  const errors = [...doc.track_record, ...doc.unlisted_scored_decisions]
    .map((r) => r.error_days)
    .filter((e): e is number => e !== null)
  if (!errors.length) return ''
  const perfect = doc.error_split?.hindsight_calendar?.items ?? []
  const split = doc.error_split
  const splitText = split
    ? `<p class="note">On the day: ${split.exact}. The FDA acted early on a date we had right: ${split.fda_acted_early.count}` +
      `${split.fda_acted_early.median_days === null ? '' : ` (median ${split.fda_acted_early.median_days} days)`}. Our date was wrong or late: ` +
      `${split.our_date_wrong_or_late.count} (${split.our_date_wrong_or_late.later_corrected} corrected later, ${split.our_date_wrong_or_late.extension_missed_or_late} ` +
      `an extension missed or late).</p>`
    : ''
  return (
    `<section><h2>Errors</h2><div class="charts"><figure style="margin:0"><h3>Error histogram (days)</h3>${histogramSvg(errors)}</figure>` +
    `<figure style="margin:0"><h3>Within N days of the FDA action</h3>${cumulativeSvg(errors, perfect)}</figure></div>${splitText}</section>`
  )
}

export function renderAccuracyHtml(doc: AccuracyFull | AccuracyUnavailable): string {
  const endpoints = doc.paid_endpoints
    .map(
      (p) =>
        `<li><code>${escapeHtml(p.method)} ${escapeHtml(p.path)}</code> – $${escapeHtml(p.price_usd)} per request; ` +
        `<a href="${escapeHtml(p.sample)}">free sample</a></li>`,
    )
    .join('')
  if (!doc.available) {
    return page(
      'Accuracy track record',
      `<section><h2>No report yet</h2><p>${escapeHtml(doc.note)}</p></section>` +
        `<section><h2>Paid endpoints</h2><ul>${endpoints}</ul></section>`,
    )
  }
  const d = doc.date_accuracy
  const c = doc.coverage
  const cards = [
    ['Decisions matched', num(d.decisions_matched)],
    ['Median error (days)', num(d.median_delta_days)],
    ['Within 7 days', pct(d.within_7_days)],
    ['Within 30 days', pct(d.within_30_days)],
    ['Recall (addressable)', pct(c.recall_addressable)],
    ['Recall floor', pct(c.recall_floor)],
  ]
    .map(
      ([label, value]) =>
        `<div class="card"><div class="label">${escapeHtml(label)}</div><div class="value">${escapeHtml(value)}</div></div>`,
    )
    .join('')
  const rejections = doc.additional_rejections.items.length
    ? `<table><thead><tr><th>Drug</th><th>Company</th><th>Ticker</th><th>Disclosed</th><th>Quote</th><th>Source</th></tr></thead><tbody>` +
      doc.additional_rejections.items
        .map(
          (r) =>
            `<tr><td>${cell(r.drug_name)}</td><td>${cell(r.company)}</td><td>${cell(r.ticker)}</td>` +
            `<td class="date">${cell(r.disclosed)}</td><td>${cell(r.source_quote)}</td><td>${link(r.filing_url)}</td></tr>`,
        )
        .join('') +
      '</tbody></table>'
    : '<p class="muted">None.</p>'
  const content =
    `<p class="headline">${escapeHtml(doc.headline)}</p>` +
    `<p class="note">Baseline: ${escapeHtml(doc.baseline_source)}; generated ${cell(doc.generated_at)}; filings ${escapeHtml(doc.windows.filing.join(' – '))}, ` +
    `FDA actions ${escapeHtml(doc.windows.action.join(' – '))}.</p><div class="cards" style="margin-top:16px">${cards}</div>` +
    charts(doc) +
    `<section><h2>Matched decisions</h2><p>${num(d.matched_approvals)} approvals, ${num(d.matched_crls)} complete response letters. ` +
    `${num(c.predictions_total)} predictions, ${num(c.unmatched)} unmatched, ${num(c.implausible_dropped)} dropped as implausible.</p>` +
    `<p class="note">${escapeHtml(c.matched_note)}</p><p class="note">${escapeHtml(c.recall_floor_note)}</p></section>` +
    `<section><h2>Track record</h2><p class="note">${escapeHtml(doc.track_record_note)}</p>${receipts(doc.track_record)}</section>` +
    `<section><h2>Scored decisions without a receipt row</h2><p class="note">${escapeHtml(doc.unlisted_note)} ` +
    `${num(doc.unlisted_withheld_forward)} withheld while the predicted date is in the future.</p>${receipts(doc.unlisted_scored_decisions)}</section>` +
    `<section><h2>Additional rejections (${num(doc.additional_rejections.count)})</h2><p class="note">${escapeHtml(doc.additional_rejections.note)}</p>${rejections}</section>` +
    `<section><h2>Method</h2><p>${escapeHtml(doc.method)}</p><p class="note">${escapeHtml(doc.caveat)}</p><p class="note">${escapeHtml(doc.verify)}</p></section>` +
    `<section><h2>Paid endpoints</h2><ul>${endpoints}</ul></section>`
  return page('Accuracy track record', content)
}
