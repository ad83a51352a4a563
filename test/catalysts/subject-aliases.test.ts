/**
 * The filings of one decision land on one catalyst when they write the product by different names the documents link:
 * a release that names its product by the substance ("the new drug application for delnaprine, which it intends to
 * market as Orvanza") after a release that named the brand, and a name read with its route in front ("sublingual X")
 * after a release that named the substance alone. Each text extracted as the service extracts a filing, through one
 * core, beside the filer's other pending product (so the drug's names, not the filer alone, choose the catalyst). Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extractedFiling } from './support/extracted-filing.js'
import { CoreHarness } from './support/harness.js'

const CIK = '0009990001'
const FILER = 'Halvexa Therapeutics, Inc.'

async function fileAll(texts: [filed: string, text: string][]): Promise<CoreHarness> {
  const h = new CoreHarness(async () => null)
  for (const [i, [filed, text]] of texts.entries())
    await h.assertions(
      extractedFiling(text, {
        accession: `0009990001-25-00000${i + 1}`,
        cik: CIK,
        filer: FILER,
        filed,
      }),
    )
  return h
}

function liveCatalysts(h: CoreHarness) {
  return [...h.state.catalysts.values()].filter((c) => c.live)
}

describe('one decision whose filings name the product differently lands on one catalyst', () => {
  it("a brand first, then a release in lower case naming the substance and the brand it will be marketed as: the restated date joins its catalyst, not the other product's nor a new one", async () => {
    const h = await fileAll([
      [
        '2025-01-10',
        'Halvexa Therapeutics, Inc. announced that the FDA accepted its Biologics License Application for Tolvarin for plaque psoriasis, with a PDUFA date of September 12, 2025.',
      ],
      [
        '2025-02-03',
        'Halvexa Therapeutics, Inc. announced that the FDA accepted its New Drug Application for Orvanza for chronic migraine and set a PDUFA target action date of August 1, 2025.',
      ],
      [
        '2025-07-01',
        'halvexa therapeutics said the fda accepted its new drug application for delnaprine, which will be marketed as Orvanza, for chronic migraine. the pdufa date is august 1, 2025.',
      ],
    ])
    expect(liveCatalysts(h)).to.have.length(2)
    const orvanza = liveCatalysts(h).find((c) =>
      c.contributions.some((k) => k.accession.endsWith('02')),
    )
    expect(orvanza?.contributions.map((k) => k.accession)).to.deep.equal([
      '0009990001-25-000002',
      '0009990001-25-000003',
    ])
  })

  it('the substance first, then with its route in front ("sublingual X")', async () => {
    const h = await fileAll([
      [
        '2025-01-10',
        'Halvexa Therapeutics, Inc. announced that the FDA accepted its Biologics License Application for Tolvarin for plaque psoriasis, with a PDUFA date of September 12, 2025.',
      ],
      [
        '2025-02-03',
        'Halvexa Therapeutics, Inc. announced that the FDA accepted its New Drug Application for delnaprine for chronic migraine and set a PDUFA target action date of August 1, 2025.',
      ],
      [
        '2025-07-01',
        'halvexa therapeutics said the fda extended its review of the new drug application for sublingual delnaprine. the new pdufa date is december 5, 2025.',
      ],
    ])
    expect(liveCatalysts(h)).to.have.length(2)
    expect(h.events().find((e) => e.new_date === '2025-12-05')?.event_type).to.equal(
      'date_extension',
    )
  })

  it("the same filer's other product keeps its own catalyst (names that no text links stay apart)", async () => {
    const h = await fileAll([
      [
        '2025-02-03',
        'Halvexa Therapeutics, Inc. announced that the FDA accepted its New Drug Application for Orvanza for chronic migraine and set a PDUFA target action date of August 1, 2025.',
      ],
      [
        '2025-07-01',
        'halvexa therapeutics said the fda accepted its new drug application for delnaprine for plaque psoriasis. the pdufa date is november 1, 2025.',
      ],
    ])
    expect(liveCatalysts(h)).to.have.length(2)
  })
})
