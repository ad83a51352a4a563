import type { Assertion } from '../../schemas/avro/types.js'
import { extractAssertionsFromText } from '../../services/extractor/regex-extractor.js'

export const FILED = '2025-01-15'

export function extract(text: string, referenceDate: string | null = FILED): Assertion[] {
  return extractAssertionsFromText(text, { referenceDate })
}

/** What a reader of the feed would see: kind, date, prior and drug of each publishable assertion. */
export function published(
  text: string,
  referenceDate: string | null = FILED,
): Array<[string, string | null, string | null, string | null]> {
  return extract(text, referenceDate)
    .filter((a) => a.publishable)
    .map((a) => [a.kind, a.pdufa_date, a.prior_date, a.drug_name])
}
