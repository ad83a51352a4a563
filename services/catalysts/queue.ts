/**
 * The review queue's row for one assertion: what the stage holds back for an operator (an unrelated
 * filer, an owner conflict, an unmatched reading, ...). Written by the stage's core and by the held
 * readings' replay; decided on by reviews.ts.
 */
import type { Assertion, ExtractedAssertions } from '../../schemas/avro/types.js'
import type { QueueRow } from './types.js'
import type { Work } from './work.js'

export function queue(
  work: Work,
  r: ExtractedAssertions,
  index: number,
  a: Assertion,
  tickers: string[],
  reason: QueueRow['reason'],
  catalystId: number | null,
): void {
  const key = `${r.accession}#${index}`
  const previous = work.queueRow(key)
  work.queue.set(key, {
    accession: r.accession,
    assertion_index: index,
    version: (previous?.version ?? 0) + 1,
    status: 'pending',
    reason,
    catalyst_id: catalystId,
    cik: r.cik,
    company: r.company,
    tickers,
    form: r.form,
    filed_date: r.filed_date,
    source_url: r.source_url,
    extracted_at: work.at,
    kind: a.kind,
    drug_name: a.drug_name,
    drug_aliases: a.drug_aliases,
    indication: a.indication,
    application_number: a.application_number,
    pdufa_date: a.pdufa_date,
    prior_date: a.prior_date,
    outcome: a.outcome,
    quote: a.quote,
    confidence: a.confidence,
    authority: a.authority,
    date_confidence: a.date_confidence,
    role: a.role,
    reviewed_by: null,
    review_note: null,
    reviewed_at: null,
    extraction_reason: a.reason ?? null,
  })
}
