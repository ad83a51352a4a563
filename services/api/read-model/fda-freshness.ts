/**
 * The FDA record's part of /v1/meta `freshness`: when the importer last completed a run and, while
 * openFDA is failing, since when. An outage is told here and nowhere else: /v1/accuracy keeps
 * serving the last report.
 */
import { isoUtc } from '../../shared/clock.js'
import type { Freshness } from './store-reads.js'

export function fdaFreshness(fda: Freshness['fda']): string {
  if (!fda)
    return ' The FDA record (openFDA Drugs@FDA and CRLs, read daily for /v1/accuracy) has not been imported yet.'
  const imported = fda.last_imported ? isoUtc(fda.last_imported) : 'never'
  const failing =
    fda.last_error && fda.last_attempt
      ? ` The last attempt (${isoUtc(fda.last_attempt)}) failed; /v1/accuracy serves the last report until openFDA answers.`
      : ''
  return ` The FDA record (openFDA Drugs@FDA and CRLs, read daily for /v1/accuracy) was last imported ${imported}.${failing}`
}
