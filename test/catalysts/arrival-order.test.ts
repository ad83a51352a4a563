/**
 * The filings of one decision land on one catalyst whatever order they arrive in. Two co-developers disclose one
 * decision: the developer under its code name (its release names the other company as its partner), the partner under
 * the brand, and the developer again when the goal date is extended. Fed in every order through the pure core, each
 * order must end with one live catalyst serving the extended date. Invented companies, drugs and sentences.
 */
import { expect } from 'chai'
import type { NamedCompany } from '../../schemas/avro/types.js'
import type { IssuerInfo } from '../../services/catalysts/types.js'
import { CoreHarness } from './support/harness.js'
import { inventedFilings } from './support/invented-filings.js'

const DEVELOPER = '0000720001'
const PARTNER = '0000720002'
const issuers: Record<string, IssuerInfo> = {
  [DEVELOPER]: { name: 'Tessaly Biologics, Inc.', tickers: ['TSLB'] },
  [PARTNER]: { name: 'Granmoor Pharma Corp.', tickers: ['GRMR'] },
}
const partner: NamedCompany = { name: 'Granmoor Pharma', ticker: null, relation: 'co_developer' }

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items]
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  )
}

/** The decision's filings, in filing order. */
function decisionFilings() {
  const filing = inventedFilings({ issuers, drug: 'TB-417', indication: 'Corran valley fever' })
  return [
    filing(DEVELOPER, '2027-02-08', { kind: 'date_set', pdufa_date: '2027-08-21' }, [partner]),
    filing(PARTNER, '2027-04-12', {
      kind: 'date_set',
      drug_name: 'Velmora',
      indication: null,
      pdufa_date: '2027-08-21',
    }),
    filing(DEVELOPER, '2027-07-30', {
      kind: 'date_extended',
      prior_date: '2027-08-21',
      pdufa_date: '2027-11-21',
    }),
  ]
}

/** Feeds the filings in `order`, each read a minute after the previous one (arrival order, not filing order). */
async function run(order: number[]) {
  const filings = decisionFilings()
  const h = new CoreHarness(async (cik) => issuers[cik] ?? null)
  for (const [step, index] of order.entries())
    await h.assertions({
      ...filings[index]!,
      extracted_at: new Date(Date.UTC(2027, 5, 1, 12, step)).toISOString(),
    })
  const live = [...h.state.catalysts.values()].filter((c) => c.live)
  return {
    live: live.length,
    dates: live.map((c) => h.row(c.id).pdufa_date),
    tickers: live.map((c) => [...h.row(c.id).tickers].sort()),
  }
}

describe('catalysts: the filings of one decision land on one catalyst in any arrival order', function () {
  for (const order of permutations([0, 1, 2]))
    it(`filings arriving in order ${order.join(', ')}: one live catalyst serving the decision's date`, async function () {
      const result = await run(order)
      expect(result).to.deep.equal({
        live: 1,
        dates: ['2027-11-21'],
        tickers: [['GRMR', 'TSLB']],
      })
    })
})

describe('catalysts: a release that sets two goal dates for one product tells two decisions in any arrival order', function () {
  /** Two filings of one day: a joint release that gives both dates one use, and a report that gives each its own. */
  function twoDateFilings() {
    const filing = inventedFilings({ issuers, drug: 'brelafusp', indication: 'Hollis anemia' })
    const joint = filing(DEVELOPER, '2027-03-02', { kind: 'date_set', pdufa_date: '2027-09-04' })
    const second = filing(DEVELOPER, '2027-03-02', { kind: 'date_set', pdufa_date: '2028-01-04' })
    const report = filing(
      DEVELOPER,
      '2027-03-02',
      { kind: 'date_set', pdufa_date: '2027-09-04', indication: 'Dorrance syndrome' },
      [partner],
    )
    const reportSecond = filing(DEVELOPER, '2027-03-02', {
      kind: 'date_set',
      pdufa_date: '2028-01-04',
    })
    return [
      { ...joint, assertions: [...joint.assertions, ...second.assertions] },
      { ...report, assertions: [...report.assertions, ...reportSecond.assertions] },
    ]
  }

  for (const order of permutations([0, 1]))
    it(`filings arriving in order ${order.join(', ')}: one live catalyst per date`, async function () {
      const filings = twoDateFilings()
      const h = new CoreHarness(async (cik) => issuers[cik] ?? null)
      for (const [step, index] of order.entries())
        await h.assertions({
          ...filings[index]!,
          extracted_at: new Date(Date.UTC(2027, 5, 1, 12, step)).toISOString(),
        })
      const live = [...h.state.catalysts.values()].filter((c) => c.live)
      expect(live.map((c) => h.row(c.id).pdufa_date).sort()).to.deep.equal([
        '2027-09-04',
        '2028-01-04',
      ])
    })
})
