/**
 * One decision disclosed by two co-developers under two names (a code and a brand no filing writes side by side): the
 * filing of the company a catalyst's established filer names as its partner lands on that catalyst when it states the
 * very date the catalyst holds. Through the pure core; invented companies, drugs and sentences.
 */
import { expect } from 'chai'
import type { Assertion, ExtractedAssertions, NamedCompany } from '../../schemas/avro/types.js'
import type { IssuerInfo } from '../../services/catalysts/types.js'
import { CoreHarness } from './support/harness.js'

const DEVELOPER = '0000710001'
const PARTNER = '0000710002'
const STRANGER = '0000710003'
const issuers: Record<string, IssuerInfo> = {
  [DEVELOPER]: { name: 'Halvern Genetics Corp.', tickers: ['HLVG'] },
  [PARTNER]: { name: 'Ostrander & Co., Inc.', tickers: ['OSTR'] },
  [STRANGER]: { name: 'Pellucid Vaccines, Inc.', tickers: ['PLVX'] },
}

let serial = 0
function filing(
  cik: string,
  filed: string,
  a: Partial<Assertion> & Pick<Assertion, 'kind' | 'drug_name'>,
  named: NamedCompany[] = [],
): ExtractedAssertions {
  serial++
  const accession = `${cik}-${filed.slice(2, 4)}-${String(serial).padStart(6, '0')}`
  return {
    accession,
    cik,
    company: issuers[cik]!.name,
    form: '8-K',
    filed_date: filed,
    source_url: `https://www.sec.gov/Archives/edgar/data/${Number(cik)}/${accession}-index.htm`,
    extractor: 'test',
    extracted_at: `${filed}T12:00:00.000Z`,
    named_companies: named,
    assertions: [
      {
        indication: null,
        application_number: null,
        pdufa_date: null,
        prior_date: null,
        outcome: null,
        quote: `An invented sentence about ${a.drug_name} (${a.kind}, ${a.pdufa_date ?? 'no date'}).`,
        confidence: 'high',
        authority: 'regex',
        date_confidence: 'confirmed',
        publishable: true,
        role: 'unknown',
        drug_aliases: [],
        reason: null,
        year_inferred: false,
        ...a,
      },
    ],
  }
}

const partner: NamedCompany = { name: 'Ostrander', ticker: null, relation: 'partner' }
const live = (h: CoreHarness) => [...h.state.catalysts.values()].filter((c) => c.live)

async function codeNameFirst(): Promise<CoreHarness> {
  const h = new CoreHarness(async (cik) => issuers[cik] ?? null)
  await h.assertions(
    filing(
      DEVELOPER,
      '2026-03-02',
      {
        kind: 'date_set',
        drug_name: 'HV-221',
        pdufa_date: '2026-09-14',
        indication: 'prevention of Marlow fever',
      },
      [partner],
    ),
  )
  return h
}

describe('catalysts: one decision named differently by two co-developers', function () {
  it("the partner's filing under the brand, with the catalyst's date, joins the code name's catalyst", async function () {
    const h = await codeNameFirst()
    await h.assertions(
      filing(PARTNER, '2026-05-20', {
        kind: 'date_set',
        drug_name: 'Quellora',
        pdufa_date: '2026-09-14',
      }),
    )
    expect(live(h)).to.have.length(1)
    expect(h.row(live(h)[0]!.id).tickers).to.deep.equal(['HLVG', 'OSTR'])
  })

  it('with another date the partner filing is another decision (its own catalyst)', async function () {
    const h = await codeNameFirst()
    await h.assertions(
      filing(PARTNER, '2026-05-20', {
        kind: 'date_set',
        drug_name: 'Quellora',
        pdufa_date: '2026-11-30',
      }),
    )
    expect(live(h)).to.have.length(2)
  })

  it('a company the filing does not name as a partner, with the same date, opens its own catalyst', async function () {
    const h = await codeNameFirst()
    await h.assertions(
      filing(STRANGER, '2026-05-20', {
        kind: 'date_set',
        drug_name: 'Quellora',
        pdufa_date: '2026-09-14',
      }),
    )
    expect(live(h)).to.have.length(2)
  })

  it('the same date for another stated use is another decision', async function () {
    const h = await codeNameFirst()
    await h.assertions(
      filing(PARTNER, '2026-05-20', {
        kind: 'date_set',
        drug_name: 'Quellora',
        pdufa_date: '2026-09-14',
        indication: 'chronic plaque psoriasis in adults',
      }),
    )
    expect(live(h)).to.have.length(2)
  })
})
