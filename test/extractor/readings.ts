/**
 * What a reader of the feed gets from a text, for the phrasing-class tests: every assertion, and the probes the tests
 * compare: the published ones as [kind, date, drug], the published moves with their replaced date, the held ones with
 * their reason, and the published dates and drugs of the whole extraction (extract.ts, as the stage runs it). The
 * filing is dated 2025-06-02 unless a test says otherwise.
 */
import type { Assertion } from '../../schemas/avro/types.js'
import { extractAssertionsFromText } from '../../services/extractor/regex-extractor.js'
import { extractText } from '../../services/extractor/extract.js'

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

/** The published assertions as [kind, date, replaced date, drug]: what a move reads as. */
export function publishedMoves(text: string, referenceDate: string | null = FILED) {
  return extract(text, referenceDate)
    .filter((a) => a.publishable)
    .map((a) => [a.kind, a.pdufa_date, a.prior_date, a.drug_name])
}

/** The held assertions as [kind, date, reason]. */
export function heldAs(text: string, filed: string) {
  return extract(text, filed)
    .filter((a) => !a.publishable)
    .map((a) => [a.kind, a.pdufa_date, a.reason])
}

/** The published assertions of the whole extraction (extractText) as [date, drug]. */
export function publishedDatesAndDrugs(text: string, referenceDate: string) {
  return extractText(text, { referenceDate })
    .filter((a) => a.publishable)
    .map((a) => [a.pdufa_date, a.drug_name])
}
