/**
 * Synthetic assertion records for the benchmark and the load-shaped tests: many filers, each with
 * drugs that go through real-shaped lives (date set, sometimes extended, then approved or a CRL and
 * a resubmission), some disclosed by a second company too. Deterministic for a seed; times ascend
 * in the order returned, as the extractor would stamp them.
 */
import type { Assertion, ExtractedAssertions } from '../../schemas/avro/types.js'
import { seededRandom } from './seeded-random.js'

const DAY = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export interface SyntheticOptions {
  /** Records to produce (each one filing with one assertion). */
  records: number
  seed?: number
  /** Start of the filing calendar. */
  from?: string
}

/** `records` assertion records; drug n is "SYN-<n>" (also named "synovimab-<n>"), filer CIKs from 0008000000. */
export function syntheticAssertionRecords(options: SyntheticOptions): ExtractedAssertions[] {
  const random = seededRandom(options.seed ?? 42)
  const start = Date.parse(`${options.from ?? '2015-01-01'}T00:00:00Z`)
  const out: ExtractedAssertions[] = []
  let drug = 0
  let clock = start
  while (out.length < options.records) {
    drug++
    const cik = String(8_000_000 + (drug % 2_000)).padStart(10, '0')
    const partner = random() < 0.2 ? String(8_500_000 + (drug % 500)).padStart(10, '0') : null
    const indication = `synthetic condition ${drug % 97} of the ${['liver', 'lung', 'kidney', 'skin', 'eye'][drug % 5]}`
    let date = clock + (180 + Math.floor(random() * 200)) * DAY
    const steps: Array<{
      kind: Assertion['kind']
      pdufa: string | null
      prior: string | null
      outcome: string | null
      quote: string
    }> = [
      {
        kind: 'date_set',
        pdufa: iso(date),
        prior: null,
        outcome: null,
        quote: `The FDA assigned a PDUFA target action date of ${iso(date)} for SYN-${drug}.`,
      },
    ]
    if (random() < 0.3) {
      const prior = date
      date += 90 * DAY
      steps.push({
        kind: 'date_extended',
        pdufa: iso(date),
        prior: iso(prior),
        outcome: null,
        quote: `The FDA extended the PDUFA date for SYN-${drug} to ${iso(date)}.`,
      })
    }
    if (random() < 0.2) {
      steps.push({
        kind: 'crl',
        pdufa: null,
        prior: null,
        outcome: 'crl',
        quote: `The FDA issued a complete response letter for SYN-${drug}.`,
      })
      date += 300 * DAY
      steps.push({
        kind: 'resubmission_date_set',
        pdufa: iso(date),
        prior: null,
        outcome: null,
        quote: `Following resubmission, the FDA set a PDUFA date of ${iso(date)} for SYN-${drug}.`,
      })
    }
    if (random() < 0.6)
      steps.push({
        kind: 'approval',
        pdufa: null,
        prior: null,
        outcome: 'approved',
        quote: `The FDA approved SYN-${drug}.`,
      })
    let filed = clock
    for (const [i, step] of steps.entries()) {
      filed += (i === 0 ? 0 : 30 + Math.floor(random() * 60)) * DAY
      const filers = i === 0 && partner ? [cik, partner] : [cik]
      for (const filer of filers) {
        if (out.length >= options.records) break
        const n = out.length
        const accession = `${filer}-${iso(filed).slice(2, 4)}-${String(n % 1_000_000).padStart(6, '0')}`
        out.push({
          accession,
          cik: filer,
          company: `Synthetic Bio ${Number(filer)} Inc.`,
          form: '8-K',
          filed_date: iso(filed),
          source_url: `https://www.sec.gov/Archives/edgar/data/${Number(filer)}/${accession.replace(/-/g, '')}/${accession}-index.htm`,
          extractor: 'synthetic/1',
          extracted_at: new Date(start + n * 1000).toISOString(),
          named_companies: [],
          assertions: [
            {
              kind: step.kind,
              drug_name: `SYN-${drug} (synovimab-${drug})`,
              indication,
              application_number: random() < 0.3 ? `NDA ${String(200_000 + drug)}` : null,
              pdufa_date: step.pdufa,
              prior_date: step.prior,
              outcome: step.outcome,
              quote: step.quote,
              confidence: 'high',
              authority: 'llm_high',
              date_confidence: 'confirmed',
              publishable: true,
              role: filer === cik ? 'sponsor' : 'partner',
              drug_aliases: [],
              reason: null,
              year_inferred: false,
            },
          ],
        })
      }
    }
    clock += Math.floor(random() * 3) * DAY
  }
  return out
}
