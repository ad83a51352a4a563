/**
 * The matching rules on real disclosures (the `tune` cases of ../shared/data, read at test time,
 * never copied): every case's answer fields taken as a perfect extraction would give them, all
 * companies' filings through one core, in filing order, in reverse (a backfill read newest first)
 * and shuffled. What a client would check: no decision split over two live catalysts, every
 * approval or CRL of a tracked decision resolving it the right way, every extension whose prior
 * date is on the feed served as a `date_extension`, and the same inputs giving the same events.
 */
import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Assertion, ExtractedAssertions } from '../../schemas/avro/types.js'
import { accessionOf, casesFile, cikOf, edgarIndexUrl, type DevCase } from './support/cases.js'
import { CoreHarness } from './support/harness.js'
import { namedCompanies } from '../../services/extractor/named-companies.js'

type RealCase = DevCase & { split?: string }

const moreCasesFile = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../shared/data/pdufa-more-cases.jsonl',
)
const filedOf = (c: RealCase) => c.filed_date ?? c.release_date
const isOutcome = (c: RealCase) => c.kind === 'approval' || c.kind === 'crl'

function tuneCases(): RealCase[] {
  const lines = [casesFile, moreCasesFile].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.trim()),
  )
  return lines
    .map((l) => JSON.parse(l) as RealCase)
    .filter(
      (c) =>
        (c.split ?? 'tune') === 'tune' &&
        c.kind !== 'no_date' &&
        filedOf(c) !== null &&
        (isOutcome(c) || c.pdufa_date !== null),
    )
    .sort((a, b) =>
      filedOf(a)! < filedOf(b)!
        ? -1
        : filedOf(a)! > filedOf(b)!
          ? 1
          : a.case_id < b.case_id
            ? -1
            : 1,
    )
}

/** The record a perfect extraction of the case would give (no aliases, no role: what the case states). */
function recordOf(c: RealCase, order: number): ExtractedAssertions {
  const filed = filedOf(c)!
  const accession = accessionOf(c, filed)
  const assertion: Assertion = {
    kind: c.kind as Assertion['kind'],
    drug_name: c.drug_name,
    indication: c.indication,
    application_number: c.application_number,
    pdufa_date: isOutcome(c) ? null : c.pdufa_date,
    prior_date: c.prior_date,
    outcome: c.kind === 'approval' ? 'approved' : c.kind === 'crl' ? 'crl' : null,
    quote: c.quote,
    confidence: 'high',
    authority: 'llm_high',
    date_confidence: 'confirmed',
    publishable: true,
    role: 'unknown',
    drug_aliases: [],
    reason: null,
    year_inferred: false,
  }
  return {
    accession,
    cik: cikOf(c),
    company: c.company,
    form: c.form ?? '8-K',
    filed_date: filed,
    source_url: edgarIndexUrl(cikOf(c), accession),
    extractor: 'answer-fields',
    extracted_at: new Date(Date.UTC(2030, 0, 1) + order * 60_000).toISOString(),
    assertions: [assertion],
    // The relations the passage states, as the extractor reads them (who vouches for whom).
    named_companies: namedCompanies(c.passage ?? ''),
  }
}

async function feed(order: RealCase[]) {
  const h = new CoreHarness(async () => null)
  const caseOf = new Map<string, RealCase>()
  for (const [i, c] of order.entries()) {
    const record = recordOf(c, i)
    caseOf.set(record.accession, c)
    await h.assertions(record)
  }
  /** The live catalyst holding each filing's contribution. */
  const holder = new Map<string, number>()
  for (const record of h.state.catalysts.values())
    if (record.live) for (const c of record.contributions) holder.set(c.accession, record.id)
  return { h, caseOf, holder }
}

function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648
  return items
    .map((item) => [random(), item] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, item]) => item)
}

describe('catalysts matching on real disclosures (tune cases, answer fields as extractions)', function () {
  const cases = tuneCases()
  const orders: Array<[string, RealCase[]]> = [
    ['filing order', cases],
    ['reverse filing order', [...cases].reverse()],
    ['shuffled (1)', shuffled(cases, 1)],
    ['shuffled (2)', shuffled(cases, 2)],
    ['shuffled (3)', shuffled(cases, 3)],
  ]

  it('has enough cases to mean something', function () {
    expect(cases.length).to.be.greaterThan(40)
    expect(cases.filter((c) => c.kind === 'date_extended').length).to.be.greaterThan(5)
  })

  for (const [name, order] of orders) {
    it(`${name}: one live catalyst per decision, outcomes resolved the right way, extensions typed`, async function () {
      const { h, caseOf, holder } = await feed(order)
      const groups = new Map<string, Set<number>>()
      for (const [accession, c] of caseOf) {
        if (!c.decision_group || !holder.has(accession)) continue
        const ids = groups.get(c.decision_group) ?? new Set<number>()
        groups.set(c.decision_group, ids.add(holder.get(accession)!))
      }
      const split = [...groups].filter(([, ids]) => ids.size > 1).map(([group]) => group)
      expect(split, 'decisions split over two live catalysts').to.deep.equal([])

      const wrong: string[] = []
      // A reading whose filer has no standing on the decision (no established filer of it named
      // the filer: a royalty holder or licensee read after a sponsor that never names it) waits for
      // an operator instead: held, never served wrongly.
      const held = new Set(
        [...h.state.queue.values()]
          .filter((q) => q.reason === 'unrelated_filer' || q.reason === 'unconfirmed_relation')
          .map((q) => q.accession),
      )
      const heldCases: string[] = []
      let outcomes = 0
      let extensions = 0
      for (const [accession, c] of caseOf) {
        const groupDated = [...caseOf.values()].some(
          (o) =>
            o.decision_group !== null && o.decision_group === c.decision_group && !isOutcome(o),
        )
        if (isOutcome(c) && groupDated) {
          outcomes++
          const event = h
            .events()
            .find((e) => e.accession === accession && e.event_type === 'decision_outcome')
          const holdsGroupDate =
            event !== undefined &&
            h.state.catalysts
              .get(event.catalyst_id)!
              .contributions.some(
                (k) =>
                  k.dates.length > 0 &&
                  caseOf.get(k.accession)?.decision_group === c.decision_group,
              )
          const datesHeld = [...caseOf].every(
            ([other, o]) =>
              o.decision_group !== c.decision_group || isOutcome(o) || held.has(other),
          )
          if ((!event && held.has(accession)) || (event && !holdsGroupDate && datesHeld))
            heldCases.push(c.case_id)
          else if (
            !event ||
            event.outcome !== (c.kind === 'crl' ? 'crl' : 'approved') ||
            !holdsGroupDate
          )
            wrong.push(`${c.case_id}: ${event?.outcome ?? 'no outcome event'}`)
        }
        const priorOnFeed =
          c.kind === 'date_extended' &&
          c.prior_date !== null &&
          [...caseOf].some(
            ([other, o]) =>
              other !== accession &&
              o.decision_group === c.decision_group &&
              o.pdufa_date === c.prior_date,
          )
        if (priorOnFeed) {
          extensions++
          if (held.has(accession)) heldCases.push(c.case_id)
          else if (
            !h.events().some((e) => e.accession === accession && e.event_type === 'date_extension')
          )
            wrong.push(`${c.case_id}: extension not typed`)
        }
      }
      expect(outcomes).to.be.greaterThan(3)
      expect(extensions).to.be.greaterThan(0)
      expect(wrong).to.deep.equal([])
      // Held for want of a relation the data never states, in these orders (README, "Whose word counts").
      expect(heldCases.length, heldCases.join(', ')).to.be.at.most(2)
    })
  }

  it('decides the same inputs in the same order identically (a replay rebuilds the same events)', async function () {
    const order = shuffled(cases, 7)
    const once = async () => JSON.stringify((await feed(order)).h.events())
    expect(await once()).to.equal(await once())
  })
})
