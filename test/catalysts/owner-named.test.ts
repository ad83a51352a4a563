/**
 * Rule 2b of "Whose word counts" (services/catalysts/authority.ts, owner-named.ts): a catalyst a stranger's roundup
 * created first ("the decision is due on Corvana Bio's tavelimab") lets the company that roundup gives the drug to
 * speak for it, and nobody else. Invented companies, drugs and sentences throughout.
 */
import { expect } from 'chai'
import { possessiveOwners } from '../../services/catalysts/owner-named.js'
import type { IssuerInfo } from '../../services/catalysts/types.js'
import { CoreHarness } from './support/harness.js'
import { inventedFilings } from './support/invented-filings.js'

const ROUNDUP = '0000710001'
const OWNER = '0000710002'
const OTHER = '0000710003'
const issuers: Record<string, IssuerInfo> = {
  [ROUNDUP]: { name: 'Ulmstead Holdings, Inc.', tickers: ['ULMH'] },
  [OWNER]: { name: 'Corvana Bio, Inc.', tickers: ['KRVB'] },
  [OTHER]: { name: 'Tresco Pharma Corp.', tickers: ['TRSC'] },
}

const filing = inventedFilings({ issuers, drug: 'tavelimab', indication: 'gastric cancer' })

/** The roundup's date for tavelimab, in its own words, then a CRL filed by `cik` (its own words too). */
async function afterRoundup(roundupQuote: string, cik: string, crlQuote?: string) {
  const h = new CoreHarness(async (c) => issuers[c] ?? null)
  await h.assertions(
    filing(ROUNDUP, '2026-12-01', {
      kind: 'date_set',
      pdufa_date: '2027-01-12',
      quote: roundupQuote,
    }),
  )
  const crl = filing(cik, '2027-01-14', {
    kind: 'crl',
    quote: crlQuote ?? 'The company received a complete response letter for tavelimab.',
  })
  const decision = await h.assertions(crl)
  return { h, decision }
}

describe('catalysts authority: the owner a roundup names', function () {
  it("lets the company an established roundup gives the drug to ('Corvana Bio's tavelimab') serve its CRL", async function () {
    for (const quote of [
      'Then, on January 12, 2027, the FDA decision is due on Corvana Bio’s tavelimab, a first-in-class antibody.',
      "The agency is expected to rule on Corvana's investigational tavelimab by January 12, 2027.",
      "A decision on Corvana Bio, Inc.'s Tavelimab is due January 12, 2027.",
      "The FDA accepted Corvana's Biologics License Application for tavelimab, with a goal date of January 12, 2027.",
    ]) {
      const { h, decision } = await afterRoundup(quote, OWNER)
      expect(
        decision.events.map((e) => [e.event_type, e.outcome]),
        quote,
      ).to.deep.equal([['decision_outcome', 'crl']])
      expect(h.row(1).stage, quote).to.equal('crl')
      expect(h.queue.size, quote).to.equal(0)
    }
  })

  it('holds a company the roundup names before another drug, or not in the possessive (trap)', async function () {
    for (const quote of [
      "Tresco Pharma's velorant and tavelimab both face FDA decisions by January 12, 2027.",
      'Tresco Pharma said the decision on tavelimab is due January 12, 2027.',
      "Tresco Pharma's chief executive expects the decision on tavelimab by January 12, 2027.",
      "Tresco Pharma's rival tavelimab faces an FDA decision by January 12, 2027.",
    ]) {
      const { h, decision } = await afterRoundup(quote, OTHER)
      expect(decision.events, quote).to.deep.equal([])
      expect(h.row(1).stage, quote).to.equal('set')
      expect(
        [...h.queue.values()].map((q) => q.reason),
        quote,
      ).to.deep.equal(['unrelated_filer'])
    }
  })

  it("holds a newcomer whose own filing gives itself the drug: its claim is nobody's confirmation (trap)", async function () {
    const { h, decision } = await afterRoundup(
      'The FDA decision on tavelimab is due on January 12, 2027.',
      OTHER,
      "Tresco Pharma's tavelimab received a complete response letter.",
    )
    expect(decision.events).to.deep.equal([])
    expect(h.row(1).stage).to.equal('set')
    expect([...h.queue.values()].map((q) => q.reason)).to.deep.equal(['unrelated_filer'])
  })

  it('reads the possessive only right before a mention of the drug, a few describing words between', function () {
    expect(
      possessiveOwners("the decision on Corvana Bio's lead tavelimab", 'tavelimab'),
    ).to.deep.equal(['Corvana Bio'])
    expect(possessiveOwners("Corvana's drug velorant and tavelimab", 'tavelimab')).to.deep.equal([])
    expect(possessiveOwners("the company's tavelimab", 'tavelimab')).to.deep.equal([])
    expect(possessiveOwners("Corvana's pretavelimab", 'tavelimab')).to.deep.equal([])
    expect(possessiveOwners("Corvana's tavelimabs", 'tavelimab')).to.deep.equal([])
    // The application it owns, before "for" the drug.
    expect(
      possessiveOwners(
        "The FDA accepted Halvors' Biologics License Application for tavelimab",
        'tavelimab',
      ),
    ).to.deep.equal(['Halvors'])
    expect(
      possessiveOwners("the agency accepted Corvana Bio's NDA for tavelimab", 'tavelimab'),
    ).to.deep.equal(['Corvana Bio'])
    // Not an application, or a quote mark closing a title: no owner (traps).
    expect(possessiveOwners("Corvana's partnership for tavelimab", 'tavelimab')).to.deep.equal([])
    expect(possessiveOwners("Corvana's NDA for velorant and tavelimab", 'tavelimab')).to.deep.equal(
      [],
    )
    expect(possessiveOwners('the ‘Corvana’ tavelimab', 'tavelimab')).to.deep.equal([])
  })
})
