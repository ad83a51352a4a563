/**
 * One decision's filings (its goal date assigned, the FDA's extension of it, the FDA's outcome) in every arrival order
 * end as the filing-date order ends them: one catalyst with the extended date and the outcome, and a client replaying
 * the served stream by spec section 3 gets that record. An outcome read before the dates its filing followed (a
 * backfill, a slow lane) resolves the cycle those dates belong to: an earlier-filed date still becomes the decision's
 * date, and an extension still arrives as a `date_extension` with its replaced date. Invented companies, drugs and
 * sentences.
 */
import { expect } from 'chai'
import type { ExtractedAssertions, NamedCompany } from '../../schemas/avro/types.js'
import type { EventRow, IssuerInfo } from '../../services/catalysts/types.js'
import { replaySection3 } from '../e2e/section3-replay.js'
import { CoreHarness } from './support/harness.js'
import { inventedFilings, type OneAssertion } from './support/invented-filings.js'

const SPONSOR = '0000730001'
const issuers: Record<string, IssuerInfo> = {
  [SPONSOR]: { name: 'Halvern Biosciences, Inc.', tickers: ['HLVB'] },
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items]
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  )
}

const ASSIGNED = '2027-06-14'
const EXTENDED = '2027-09-14'

/** The decision's three filings in filing order: the date assigned, its extension, the outcome. */
function decisionFilings(extension: OneAssertion, outcome: OneAssertion): ExtractedAssertions[] {
  const filing = inventedFilings({ issuers, drug: 'Quorvia', indication: 'Ellard myopathy' })
  return [
    filing(SPONSOR, '2026-10-19', { kind: 'date_set', pdufa_date: ASSIGNED }),
    filing(SPONSOR, '2027-05-03', extension),
    filing(SPONSOR, '2027-09-10', outcome),
  ]
}

const STATED: OneAssertion = { kind: 'date_extended', prior_date: ASSIGNED, pdufa_date: EXTENDED }
const BARE: OneAssertion = { kind: 'date_extended', pdufa_date: EXTENDED }
const APPROVAL: OneAssertion = { kind: 'approval' }
const LETTER: OneAssertion = { kind: 'crl' }

/** An event as a client reads its type: type, replaced date, new date, change in days, outcome. */
const typed = (e: EventRow) =>
  `${e.event_type} ${e.prior_date ?? '-'}>${e.new_date ?? '-'} ${e.delta_days ?? '-'} ${e.outcome ?? '-'}`

/** Feeds the filings in `order`, each read a minute after the previous one (arrival order, not filing order). */
async function run(filings: ExtractedAssertions[], order: number[]) {
  const h = new CoreHarness(async (cik) => issuers[cik] ?? null)
  for (const [step, index] of order.entries())
    await h.assertions({
      ...filings[index]!,
      extracted_at: new Date(Date.UTC(2027, 10, 1, 12, step)).toISOString(),
    })
  const live = [...h.state.catalysts.values()].filter((c) => c.live)
  expect(live, `order ${order.join(', ')}: one live catalyst`).to.have.length(1)
  const id = live[0]!.id
  const events = h.events(id)
  const served = events.filter((e) => e.applied === 1)
  const row = h.row(id)
  return {
    row: { pdufa_date: row.pdufa_date, stage: row.stage },
    // What the API serves (applied rows), and every event recorded (history included), as typed.
    served: served.map(typed),
    recorded: [...new Set(events.map(typed))].sort(),
    client: replaySection3(served).get(id),
  }
}

const orders = permutations([0, 1, 2])
const readBefore = (order: number[], a: number, b: number) => order.indexOf(a) < order.indexOf(b)

for (const [name, outcome, stage] of [
  ['approval', APPROVAL, 'resolved'],
  ['complete response letter', LETTER, 'crl'],
] as const)
  describe(`catalysts: a goal date, its stated extension and the ${name} give the filing-date result in any arrival order`, function () {
    for (const order of orders)
      it(`read in order ${order.join(', ')}`, async function () {
        const filings = decisionFilings(STATED, outcome)
        const inFilingOrder = await run(filings, [0, 1, 2])
        expect(inFilingOrder.row).to.deep.equal({ pdufa_date: EXTENDED, stage })
        expect(inFilingOrder.served).to.deep.equal([
          `new_date_assigned ->${ASSIGNED} - -`,
          `date_extension ${ASSIGNED}>${EXTENDED} 92 -`,
          `decision_outcome ->- - ${outcome.kind === 'crl' ? 'crl' : 'approved'}`,
        ])
        const result = await run(filings, order)
        expect(result.row).to.deep.equal(inFilingOrder.row)
        expect(result.client).to.deep.equal({ ...inFilingOrder.row, live: true })
        expect(result.recorded).to.deep.equal(inFilingOrder.recorded)
        // The assigned date read after its extension would move the served date backwards: it stays history.
        expect(result.served).to.deep.equal(
          readBefore(order, 1, 0) ? inFilingOrder.served.slice(1) : inFilingOrder.served,
        )
      })
  })

describe('catalysts: a goal date, an extension that does not state the date it replaced, and the approval, in any arrival order', function () {
  for (const order of orders)
    it(`read in order ${order.join(', ')}`, async function () {
      const filings = decisionFilings(BARE, APPROVAL)
      const inFilingOrder = await run(filings, [0, 1, 2])
      const result = await run(filings, order)
      expect(result.row).to.deep.equal({ pdufa_date: EXTENDED, stage: 'resolved' })
      expect(result.client).to.deep.equal({ ...result.row, live: true })
      // Read before the date it replaced, the extension is served as its date's assignment first (an event is never
      // retyped); the move follows once the replaced date is read.
      const first = readBefore(order, 1, 0) ? [`new_date_assigned ->${EXTENDED} - -`] : []
      expect(result.served).to.deep.equal([
        ...first,
        ...(first.length ? inFilingOrder.served.slice(1) : inFilingOrder.served),
      ])
    })
})

describe("catalysts: a decision's outcome and a later release recounting it, with the goal date, in any arrival order", function () {
  /** The date, the approval's announcement, and a release four months later that recounts the approval. */
  function recountFilings(): ExtractedAssertions[] {
    const filing = inventedFilings({ issuers, drug: 'Quorvia', indication: 'Ellard myopathy' })
    return [
      filing(SPONSOR, '2026-10-19', { kind: 'date_set', pdufa_date: ASSIGNED }),
      filing(SPONSOR, '2027-06-11', APPROVAL),
      filing(SPONSOR, '2027-10-08', APPROVAL),
    ]
  }

  for (const order of orders)
    it(`read in order ${order.join(', ')}`, async function () {
      const filings = recountFilings()
      const h = new CoreHarness(async (cik) => issuers[cik] ?? null)
      for (const [step, index] of order.entries())
        await h.assertions({
          ...filings[index]!,
          extracted_at: new Date(Date.UTC(2027, 10, 1, 12, step)).toISOString(),
        })
      const live = [...h.state.catalysts.values()].filter((c) => c.live)
      expect(live).to.have.length(1)
      const served = h.events(live[0]!.id).filter((e) => e.applied === 1)
      expect(h.row(live[0]!.id)).to.include({ pdufa_date: ASSIGNED, stage: 'resolved' })
      expect(served.map(typed)).to.deep.equal([
        `new_date_assigned ->${ASSIGNED} - -`,
        'decision_outcome ->- - approved',
      ])
      // The outcome is served from the filing that announced it, as in filing order, whichever was read first.
      expect(served[1]!.accession).to.equal(filings[1]!.accession)
    })
})

describe("catalysts: a partner's approval under the brand, the developer's dates under the code name, merged, in any arrival order", function () {
  const DEVELOPER = '0000730002'
  const PARTNER = '0000730003'
  const pair: Record<string, IssuerInfo> = {
    [DEVELOPER]: { name: 'Ostrande Therapeutics, Inc.', tickers: ['OSTR'] },
    [PARTNER]: { name: 'Pellwyn Pharma Corp.', tickers: ['PLWN'] },
  }
  /**
   * The partner announces the approval of the brand, naming the developer; the developer's goal date names the code and
   * the partner; its extension names both: read before the approval's catalyst took the code, the dates make their own
   * catalyst, and the extension proves the two one decision (a merge).
   */
  function mergedFilings(): ExtractedAssertions[] {
    const filing = inventedFilings({ issuers: pair, drug: 'OT-512', indication: 'Ellard myopathy' })
    const names = (name: string): NamedCompany => ({ name, ticker: null, relation: 'co_developer' })
    return [
      filing(DEVELOPER, '2026-10-19', { kind: 'date_set', pdufa_date: ASSIGNED }, [
        names('Pellwyn Pharma'),
      ]),
      filing(
        DEVELOPER,
        '2027-05-03',
        { ...STATED, drug_name: 'Quorvia', drug_aliases: ['OT-512'] },
        [names('Pellwyn Pharma')],
      ),
      filing(PARTNER, '2027-09-10', { kind: 'approval', drug_name: 'Quorvia' }, [
        names('Ostrande Therapeutics'),
      ]),
    ]
  }

  for (const order of orders)
    it(`read in order ${order.join(', ')}`, async function () {
      const filings = mergedFilings()
      const h = new CoreHarness(async (cik) => pair[cik] ?? null)
      for (const [step, index] of order.entries())
        await h.assertions({
          ...filings[index]!,
          extracted_at: new Date(Date.UTC(2027, 10, 1, 12, step)).toISOString(),
        })
      const live = [...h.state.catalysts.values()].filter((c) => c.live)
      expect(live).to.have.length(1)
      const id = live[0]!.id
      const served = h.events(id).filter((e) => e.applied === 1)
      expect(h.row(id)).to.include({ pdufa_date: EXTENDED, stage: 'resolved' })
      expect(replaySection3(served).get(id)).to.deep.equal({
        pdufa_date: EXTENDED,
        stage: 'resolved',
        live: true,
      })
      const inFilingOrder = [
        `new_date_assigned ->${ASSIGNED} - -`,
        `date_extension ${ASSIGNED}>${EXTENDED} 92 -`,
        'decision_outcome ->- - approved',
      ]
      expect(served.map(typed)).to.deep.equal(
        readBefore(order, 1, 0) ? inFilingOrder.slice(1) : inFilingOrder,
      )
    })
})
