/**
 * Filings accepted by the fake SEC over time, as EDGAR accepts them, so that the poller's Atom lane reads a run of any
 * size. EDGAR's latest-filings feed is newest first, 100 entries a page (one per party of a filing); the poller reads
 * the newest page only on its first pass (no watermark yet), then on each pass pages back to ten minutes before the
 * newest filing it saw (services/poller/lanes.ts, scanAtom). Filings that were all in the feed before the first pass
 * (a data set served at once) are read only as far as that: the newest page, then ten minutes of acceptance before it.
 * Accepting them a feed page at a time, in their acceptance order, each page once the poller has read the one before,
 * is what the live feed does, and every filing is read whatever the run's size.
 */
import { ATOM_PAGE_SIZE } from '../../services/poller/atom.js'
import type { FakeFiling, FakeSec } from '../poller/fake-sec.js'
import { waitFor } from './wait.js'

/** The feed entries a filing makes: one per party (the filer, then any other party). */
const entriesOf = (f: FakeFiling) => 1 + (f.otherParties?.length ?? 0)

/** `filings` in pages of at most one feed page of entries, in acceptance order (oldest first). */
export function feedPages(filings: readonly FakeFiling[]): FakeFiling[][] {
  const sorted = [...filings].sort((a, b) => a.acceptedAt.localeCompare(b.acceptedAt))
  const pages: FakeFiling[][] = []
  let entries = 0
  for (const f of sorted) {
    if (pages.length === 0 || entries + entriesOf(f) > ATOM_PAGE_SIZE) {
      pages.push([])
      entries = 0
    }
    pages.at(-1)!.push(f)
    entries += entriesOf(f)
  }
  return pages
}

/** How many of the fake SEC's logged requests, from `from` on, opened an Atom pass (the newest page of a feed). */
function passesSince(sec: FakeSec, from: number): number {
  let passes = 0
  for (const r of sec.requests.slice(from)) {
    if (!r.path.startsWith('/cgi-bin/browse-edgar?')) continue
    const params = new URL(r.path, 'http://sec.invalid').searchParams
    if (params.get('action') === 'getcurrent' && Number(params.get('start') ?? 0) === 0) passes++
  }
  return passes
}

/**
 * Accepts `filings` on `sec` a feed page at a time (acceptance order), then waits until the poller has read the page:
 * `readPass` when given (a test that runs the Atom lane itself), else until the running poller finished a pass that
 * read it: a pass that began after the page was accepted, told by the start of the next one (passes run one after
 * another). The feeds of every type the poller reads (8-K, 6-K) open a pass each, so two passes' worth of first-page
 * requests per type is waited for. `onPage` reports progress.
 */
export async function acceptAsEdgar(
  sec: FakeSec,
  filings: readonly FakeFiling[],
  options: {
    readPass?: () => Promise<void>
    feedTypes?: number
    timeoutMs?: number
    onPage?: (done: number, of: number) => void
  } = {},
): Promise<void> {
  const types = options.feedTypes ?? 2
  const pages = feedPages(filings)
  for (const [i, page] of pages.entries()) {
    const mark = sec.requests.length
    for (const f of page) sec.addFiling(f)
    if (options.readPass) await options.readPass()
    else
      await waitFor(async () => passesSince(sec, mark) >= 2 * types, {
        timeoutMs: options.timeoutMs ?? 300_000,
        intervalMs: 500,
        what: `the Atom pass after feed page ${i + 1} of ${pages.length}`,
      })
    options.onPage?.(i + 1, pages.length)
  }
}
