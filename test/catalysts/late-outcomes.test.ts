/**
 * An outcome announced long after an open cycle's goal date is another decision of the product: a supplement, a new
 * use, a label change. The FDA acts on or near the goal date (a missed one by weeks or months, as the four-month
 * miss below), so a cycle whose date passed more than a year before the outcome, with no filing
 * of its outcome, does not take it unless the application number or the very date ties them: the outcome is tracked
 * as a decision of its own, and the stale cycle keeps its date and stage. A stranger's late outcome of a name another
 * company's cycle holds then opens the stranger's own record, as a reading that matches no catalyst does: it still
 * changes nothing of the other company's record. Invented companies, drugs and sentences.
 */
import { expect } from 'chai'
import type { IssuerInfo } from '../../services/catalysts/types.js'
import { CoreHarness } from './support/harness.js'
import { inventedFilings } from './support/invented-filings.js'

const SPONSOR = '0000740001'
const STRANGER = '0000740002'
const issuers: Record<string, IssuerInfo> = {
  [SPONSOR]: { name: 'Marrowby Therapeutics, Inc.', tickers: ['MRWB'] },
  [STRANGER]: { name: 'Quillon Pharma Holdings Ltd.', tickers: ['QLPH'] },
}
const lookup = async (cik: string) => issuers[cik] ?? null

const GOAL = '2027-03-15'

/** The sponsor's goal date for `drug`, filed months before it; no filing ever tells that cycle's outcome. */
async function openCycle(drug: string) {
  const filing = inventedFilings({ issuers, drug, indication: 'Pellham syndrome' })
  const h = new CoreHarness(lookup)
  await h.assertions(filing(SPONSOR, '2026-09-01', { kind: 'date_set', pdufa_date: GOAL }))
  return { h, filing }
}

describe('catalysts: an outcome filed more than a year after an open cycle’s goal date is another decision', function () {
  it("the sponsor's approval two years on (a new use) leaves the stale cycle set and is served as its own decision", async function () {
    const { h, filing } = await openCycle('Delmitra')
    const before = h.row(1)
    const decision = await h.assertions(filing(SPONSOR, '2029-05-10', { kind: 'approval' }))
    expect(h.row(1)).to.include({ pdufa_date: GOAL, stage: 'set' })
    expect(h.row(1).version).to.equal(before.version)
    const outcomes = decision.events.filter((e) => e.event_type === 'decision_outcome')
    expect(outcomes).to.have.length(1)
    expect(outcomes[0]!.catalyst_id).to.not.equal(1)
    expect(outcomes[0]!).to.include({ outcome: 'approved', applied: 1 })
  })

  it('a complete response letter three years on does not close the stale cycle either', async function () {
    const { h, filing } = await openCycle('Delmitra')
    const decision = await h.assertions(filing(SPONSOR, '2030-02-02', { kind: 'crl' }))
    expect(h.row(1)).to.include({ pdufa_date: GOAL, stage: 'set' })
    expect(
      decision.events.map((e) => [e.event_type, e.outcome, e.catalyst_id === 1]),
    ).to.deep.equal([['decision_outcome', 'crl', false]])
  })

  it("a stranger's late approval of the name opens the stranger's own record and leaves the sponsor's untouched", async function () {
    const { h, filing } = await openCycle('velzarine')
    const before = h.row(1)
    const decision = await h.assertions(filing(STRANGER, '2029-01-20', { kind: 'approval' }))
    expect(h.row(1)).to.deep.equal(before)
    expect(h.state.catalysts.get(1)!.contributions.map((c) => c.cik)).to.deep.equal([SPONSOR])
    expect(decision.events.map((e) => [e.event_type, e.catalyst_id === 1])).to.deep.equal([
      ['decision_outcome', false],
    ])
    expect(h.row(decision.events[0]!.catalyst_id).exposed_ciks).to.deep.equal([STRANGER])
  })

  it('read in either order (a backfill reads the approval first), the goal date and an approval 13 months after it are two decisions', async function () {
    const shapes: string[][] = []
    for (const reverse of [false, true]) {
      const filing = inventedFilings({ issuers, drug: 'Delmitra', indication: 'Pellham syndrome' })
      const h = new CoreHarness(lookup)
      const dated = filing(SPONSOR, '2026-12-01', { kind: 'date_set', pdufa_date: GOAL })
      const approved = filing(SPONSOR, '2028-04-20', { kind: 'approval' })
      for (const [i, record] of (reverse ? [approved, dated] : [dated, approved]).entries())
        await h.assertions({
          ...record,
          extracted_at: new Date(Date.UTC(2028, 5, 1, 12, i)).toISOString(),
        })
      shapes.push(
        [...h.catalystRows.values()]
          .filter((r) => r.live === 1)
          .map((r) => `${r.stage} ${r.pdufa_date ?? '-'}`)
          .sort(),
      )
    }
    expect(shapes[0]).to.deep.equal(['resolved -', `set ${GOAL}`])
    expect(shapes[1]).to.deep.equal(shapes[0])
  })

  // Traps: what still closes the cycle.
  it('an approval four months after a missed goal date still decides that cycle', async function () {
    const { h, filing } = await openCycle('Delmitra')
    const decision = await h.assertions(filing(SPONSOR, '2027-07-12', { kind: 'approval' }))
    expect(decision.events.map((e) => [e.event_type, e.catalyst_id])).to.deep.equal([
      ['decision_outcome', 1],
    ])
    expect(h.row(1)).to.include({ stage: 'resolved' })
  })

  it('a late outcome that states the very goal date, or the application number the cycle holds, still decides it', async function () {
    const dated = await openCycle('Delmitra')
    await dated.h.assertions(
      dated.filing(SPONSOR, '2029-05-10', { kind: 'approval', pdufa_date: GOAL }),
    )
    expect(dated.h.row(1)).to.include({ stage: 'resolved' })

    const numbered = inventedFilings({
      issuers,
      drug: 'Delmitra',
      indication: 'Pellham syndrome',
    })
    const h = new CoreHarness(lookup)
    await h.assertions(
      numbered(SPONSOR, '2026-09-01', {
        kind: 'date_set',
        pdufa_date: GOAL,
        application_number: 'NDA 219921',
      }),
    )
    await h.assertions(
      numbered(SPONSOR, '2029-05-10', { kind: 'approval', application_number: 'NDA 219921' }),
    )
    expect(h.row(1)).to.include({ stage: 'resolved' })
  })

  it('a sponsor with no standing on the stale cycle is still refused there within the year (authority unchanged)', async function () {
    const { h, filing } = await openCycle('velzarine')
    const before = h.row(1)
    const decision = await h.assertions(filing(STRANGER, '2027-04-20', { kind: 'approval' }))
    expect(decision.events).to.deep.equal([])
    expect(h.row(1)).to.deep.equal(before)
    expect([...h.queue.values()].map((q) => [q.reason, q.catalyst_id])).to.deep.equal([
      ['unrelated_filer', 1],
    ])
  })
})
