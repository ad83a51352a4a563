/**
 * What a ticker filter matches, shared by the store path (store-reads.ts, store-filtered.ts) and the index pages
 * (event-page.ts); its own module so that the store path's two files do not import each other.
 */

/** Who a ticker filter matches: records listing the ticker, or filed by / exposing one of the CIKs. */
export interface TickerMatch {
  ticker: string
  ciks: string[]
}
