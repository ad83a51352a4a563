/**
 * What a reader of the feed gets from a text, for the phrasing-class tests: every assertion, and the published ones as
 * [kind, date, drug]. The filing is dated 2025-06-02 unless a test says otherwise.
 */
import type { Assertion } from '../../schemas/avro/types.js'
import { extractAssertionsFromText } from '../../services/extractor/regex-extractor.js'

export const FILED = '2025-06-02'

export function extract(text: string, referenceDate: string | null = FILED): Assertion[] {
  return extractAssertionsFromText(text, { referenceDate })
}

/** The published assertions as [kind, date, drug]. */
export function published(text: string, referenceDate: string | null = FILED) {
  return extract(text, referenceDate)
    .filter((a) => a.publishable)
    .map((a) => [a.kind, a.pdufa_date, a.drug_name])
}
