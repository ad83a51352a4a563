/**
 * One filing tells one decision twice: a headline names the product by its route and form ("Self-Injectable
 * Formulation of Zelvora" read as the drug "Self-Injectable Formulation") and the body by its brand. Words of a route
 * or a form name no product (identity.ts FORM_WORDS), so the headline's reading is a nameless retelling of the
 * filing's named outcome: one catalyst, one approval, served under the brand; and a nameless reading never closes the
 * filer's other product's open decision when the same filing names the product it is about.
 * Every company, drug and sentence here is invented.
 */
import { expect } from 'chai'
import type { Assertion, ExtractedAssertions } from '../../schemas/avro/types.js'
import type { IssuerInfo } from '../../services/catalysts/types.js'
import { drugKeys } from '../../services/catalysts/identity.js'
import { CoreHarness } from './support/harness.js'
import { inventedFilingsBy } from './support/invented-filings.js'

const FILER = '0000910077'
const issuers: Record<string, IssuerInfo> = {
  [FILER]: { name: 'Corvane Therapeutics plc', tickers: ['CRVN'] },
}
const lookup = async (cik: string) => issuers[cik] ?? null

interface Said {
  kind: Assertion['kind']
  drug: string
  date?: string
}

const filedBy = inventedFilingsBy(issuers)
function filing(filed: string, said: Said[]): ExtractedAssertions {
  return filedBy(
    FILER,
    filed,
    said.map((s) => ({ about: s.drug, kind: s.kind, pdufa_date: s.date ?? null })),
  )
}

async function run(records: ExtractedAssertions[]): Promise<CoreHarness> {
  const h = new CoreHarness(lookup)
  for (const record of records) await h.assertions(record)
  return h
}

const live = (h: CoreHarness) => [...h.catalystRows.values()].filter((r) => r.live === 1)
const outcomes = (h: CoreHarness) =>
  h.events().filter((e) => e.event_type === 'decision_outcome' && e.applied === 1)

describe('catalysts: a headline naming the product by its route and form', function () {
  for (const form of [
    'Self-Injectable Formulation',
    'Self-Administered Injection',
    'New Formulation',
  ])
    it(`reads "${form}" as naming no drug`, function () {
      expect(drugKeys(form)).to.deep.equal([])
    })

  it('keeps a brand or a code with a route word beside it (trap)', function () {
    expect(drugKeys('Zelvora Self-Injectable')).to.deep.equal(['zelvora'])
    expect(drugKeys('CRV-118 subcutaneous formulation')).to.deep.equal(['crv118'])
  })

  it('serves one approval on one catalyst, named by the brand, when the headline tells it first', async function () {
    const release = filing('2025-07-21', [
      { kind: 'approval', drug: 'Self-Injectable Formulation' },
      { kind: 'approval', drug: 'Zelvora' },
    ])
    const h = await run([release])
    expect(live(h)).to.have.length(1)
    expect(outcomes(h)).to.have.length(1)
    expect(live(h)[0]!.drug_name).to.equal('Zelvora')
  })

  it("never closes the filer's other open decision with the headline's nameless approval (trap)", async function () {
    const other = filing('2025-03-02', [{ kind: 'date_set', drug: 'Ostrelva', date: '2025-08-30' }])
    const release = filing('2025-07-21', [
      { kind: 'approval', drug: 'Self-Injectable Formulation' },
      { kind: 'approval', drug: 'Zelvora' },
    ])
    const h = await run([other, release])
    expect(h.byKey('ostrelva').stage).to.equal('set')
    expect(h.byKey('ostrelva').pdufa_date).to.equal('2025-08-30')
    expect(h.byKey('zelvora').stage).to.equal('resolved')
    expect(outcomes(h)).to.have.length(1)
  })
})
