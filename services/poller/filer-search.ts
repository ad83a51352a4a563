/**
 * Many filers' SIC codes from one full-text search request, instead of one submissions request
 * each. The form-index lanes see thousands of 8-K/6-K filers a year, nine in ten outside the
 * universe; asking data.sec.gov about each cost more requests than the filings read. EFTS filters a
 * query on `ciks` (an Elasticsearch `terms` filter, so a list) and needs no phrase when other
 * filters are set; every hit carries `ciks` and `sics` from the filing's header, one SIC per filer.
 * So one query for the 8-K/6-K of up to 25 filers (`FILERS_PER_QUERY`) over the days they were listed
 * answers all of them at once (`eftsSearchUrl` with `ciks` and no phrase).
 *
 * Only a hit whose `sics` is exactly as long as its `ciks` is read (EDGAR leaves a filer without a
 * SIC out of the array, so a shorter one cannot be matched to its filers); a filer no hit answers
 * for is left to its own submissions lookup. The SIC is the one the filing's header gave, as the
 * submission text's header would: the universe rule reads the same code either way. Pure functions.
 */
import { parseDisplayName, type EftsHit } from './efts.js'

/** CIKs per query: a form-index chunk's filers (25 filings) in one URL of about 300 characters; their hits (2-5 per filing) fill one or two pages. */
export const FILERS_PER_QUERY = 25
/** Pages read per query before the rest is left to single lookups (a filer with many filings in the window). */
export const MAX_PAGES_PER_QUERY = 4

export interface FilerSic {
  sic: string
  name: string
  /** The filing date of the hit it was read from (the newest wins). */
  fileDate: string
}

/**
 * The SIC of each filer of `wanted` that a hit names unambiguously (as many `sics` as `ciks`), from
 * its newest filing among the hits. Filers of other CIKs in a hit (co-registrants) are kept too.
 */
export function filerSicsOfHits(hits: readonly EftsHit[]): Map<string, FilerSic> {
  const out = new Map<string, FilerSic>()
  for (const hit of hits) {
    if (hit.sics.length !== hit.ciks.length) continue
    hit.ciks.forEach((cik, i) => {
      const sic = hit.sics[i]!.trim()
      if (!/^\d{4}$/.test(sic)) return
      const seen = out.get(cik)
      if (seen && seen.fileDate >= hit.fileDate) return
      const display = hit.displayNames.length === hit.ciks.length ? hit.displayNames[i] : undefined
      out.set(cik, {
        sic,
        name: display ? parseDisplayName(display).name : (seen?.name ?? ''),
        fileDate: hit.fileDate,
      })
    })
  }
  return out
}
