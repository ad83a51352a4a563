import { expect } from 'chai'
import { extractFiling } from '../../services/extractor/core.js'
import { buildSyntheticFilings } from '../support/synthetic-filings.js'

describe('synthetic full-length filings', () => {
  const corpus = buildSyntheticFilings(300, 11)

  it('are deterministic for a seed and full length', () => {
    expect(buildSyntheticFilings(3, 11)).to.deep.equal(corpus.slice(0, 3))
    for (const { filing } of corpus.slice(0, 20)) {
      expect(filing.documents.map((d) => d.doc_type)).to.deep.equal(['8-K', 'EX-99.1', 'EX-10.1'])
      expect(filing.documents[1]!.text.length).to.be.greaterThan(3000)
    }
  })

  it('yield every planted date, published, and no date from boilerplate, distractors or other exhibits', () => {
    const missed: string[] = []
    const extra: string[] = []
    for (const { filing, facts } of corpus) {
      const record = extractFiling(filing, { now: 'T' })
      for (const fact of facts) {
        const found = record.assertions.find(
          (a) =>
            a.kind === fact.kind &&
            a.pdufa_date === fact.date &&
            (fact.date === null || a.publishable) &&
            a.prior_date === fact.prior &&
            [a.drug_name, ...a.drug_aliases].some((n) => n?.toLowerCase() === fact.drug),
        )
        if (found === undefined) missed.push(`${filing.accession} ${JSON.stringify(fact)}`)
      }
      for (const a of record.assertions.filter((a) => a.publishable && a.pdufa_date !== null)) {
        if (!facts.some((f) => f.date === a.pdufa_date))
          extra.push(`${filing.accession} ${a.kind} ${a.pdufa_date}: ${a.quote}`)
      }
    }
    expect(missed).to.deep.equal([])
    expect(extra).to.deep.equal([])
  })
})
