/**
 * The backfill's command line and progress line, pure (no store, no bus, no network): its arguments,
 * and the line `npm run backfill` keeps on stderr. backfill.ts re-exports them.
 */
export const DATE = /^\d{4}-\d{2}-\d{2}$/

export interface BackfillProgress {
  from: string
  to: string
  /** Days of the range completed (including those done by an earlier run). */
  daysDone: number
  daysTotal: number
  /** Filings published by this run; `requests`: every SEC request of this run (indexes, lookups, searches, documents). */
  published: number
  seen: number
  requests: number
  /** 8-K/6-K filings listed in the form indexes read, and those of the universe among them. */
  listed: number
  universe: number
  elapsedMs: number
}

/** One line: `[#####-----]  52%  190/365 days  1234 filings  15.2 filings/s  ETA 3m10s`. Pure, for tests. */
export function renderProgress(p: BackfillProgress, width = 24): string {
  const fraction = p.daysTotal > 0 ? p.daysDone / p.daysTotal : 1
  const filled = Math.round(fraction * width)
  const seconds = p.elapsedMs / 1000
  const rate = seconds > 0 ? p.published / seconds : 0
  const dayRate = seconds > 0 ? p.daysDone / seconds : 0
  const eta =
    fraction >= 1 ? '0s' : dayRate > 0 ? duration((p.daysTotal - p.daysDone) / dayRate) : '?'
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.floor(fraction * 100)).padStart(3)}%  ${p.daysDone}/${p.daysTotal} days  ${p.universe}/${p.listed} 8-K/6-K in universe  ${p.published} published  ${rate.toFixed(1)} filings/s  ${p.requests} requests  ETA ${eta}`
}

function duration(seconds: number): string {
  const s = Math.round(seconds)
  if (s < 60) return `${s}s`
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`
}

export const BACKFILL_USAGE =
  'usage: npm run backfill -- --from YYYY-MM-DD --to YYYY-MM-DD [--window-days N]'

export function parseBackfillArgs(argv: readonly string[]): {
  from: string
  to: string
  windowDays?: number
} {
  const get = (name: string) => {
    const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`))
    if (i < 0) return undefined
    const a = argv[i]!
    return a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[i + 1]
  }
  for (let i = 0; i < argv.length; i++) {
    const name = /^--(from|to|window-days)(=|$)/.exec(argv[i]!)
    if (!name) throw new Error(`unknown argument ${argv[i]} (${BACKFILL_USAGE})`)
    if (name[2] === '') i++
  }
  const from = get('from')
  const to = get('to')
  if (!from || !to || !DATE.test(from) || !DATE.test(to)) throw new Error(BACKFILL_USAGE)
  const windowDays = get('window-days')
  if (windowDays !== undefined && !/^[1-9]\d*$/.test(windowDays))
    throw new Error(`--window-days takes a whole number of days (${BACKFILL_USAGE})`)
  return { from, to, ...(windowDays ? { windowDays: Number(windowDays) } : {}) }
}
