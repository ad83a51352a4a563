/**
 * A backfill that reads a drug's later cycle first: the first cycle's date (its letter, its goal date), filed before the
 * filing behind the current state, is that drug's history on its one catalyst, never a second live catalyst with a date
 * long gone. Each text extracted as the service extracts a filing, through one core, in the order a backfill may read
 * them (newest first). Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { accessionOnDay, extractedFiling } from './support/extracted-filing.js'
import { CoreHarness } from './support/harness.js'

const CIK = '0009990002'
const FILER = 'Corvalix Dermatology, Inc.'

async function fileInOrder(
  texts: [filed: string, text: string, cik?: string, filer?: string][],
): Promise<CoreHarness> {
  const h = new CoreHarness(async () => null)
  for (const [filed, text, cik = CIK, filer = FILER] of texts)
    await h.assertions(
      extractedFiling(text, { accession: accessionOnDay(cik, filed), cik, filer, filed }),
    )
  return h
}

const liveCatalysts = (h: CoreHarness) => [...h.state.catalysts.values()].filter((c) => c.live)

const RESUBMISSION: [string, string] = [
  '2021-12-15',
  'Corvalix Dermatology, Inc. announced that the FDA acknowledged its resubmitted New Drug Application for KX-310 for the treatment of warts was complete and assigned a PDUFA goal date of May 24, 2022.',
]
const LETTER: [string, string] = [
  '2020-07-14',
  'Corvalix Dermatology Receives Complete Response Letter from the FDA for its New Drug Application for KX-310 for the Treatment of Warts. Corvalix Dermatology, Inc. announced that it received a Complete Response Letter from the FDA for its NDA for KX-310.',
]
const FIRST_DATE: [string, string] = [
  '2020-06-29',
  'Corvalix Dermatology, Inc. announced that it received a letter from the FDA as part of its ongoing review of the NDA for KX-310 for the treatment of warts. In a letter dated November 26, 2019, the FDA had assigned a PDUFA goal date of July 13, 2020 for completion of its review of the NDA.',
]

describe("a drug's earlier cycle read after its later one", () => {
  it("newest first: the first goal date and its letter are history on the one catalyst, whose date stays the resubmission's", async () => {
    const h = await fileInOrder([RESUBMISSION, LETTER, FIRST_DATE])
    const live = liveCatalysts(h)
    expect(live).to.have.length(1)
    // Every filing's fact is on that one catalyst's timeline; the first cycle's as history (not applied).
    expect(h.timeline(live[0]!.id)).to.deep.equal([
      'new_date_assigned:>2022-05-24',
      'decision_outcome:>:crl',
      'new_date_assigned:>2020-07-13',
    ])
    const row = h.row(live[0]!.id)
    expect(row.pdufa_date).to.equal('2022-05-24')
    expect(row.stage).to.equal('set')
    expect(h.events(live[0]!.id).map((e) => e.applied)).to.deep.equal([1, 0, 0])
  })

  it('in filing order the same three filings make the same one catalyst, re-opened after the letter', async () => {
    const h = await fileInOrder([FIRST_DATE, LETTER, RESUBMISSION])
    const live = liveCatalysts(h)
    expect(live).to.have.length(1)
    expect(h.row(live[0]!.id).pdufa_date).to.equal('2022-05-24')
  })

  it("without a letter and a resubmission between them, an earlier date a year before is another decision (a supplement's first approval): its own catalyst", async () => {
    const h = await fileInOrder([
      [
        '2021-06-01',
        'Corvalix Dermatology, Inc. announced that the FDA accepted its supplemental New Drug Application for KX-310 and assigned a PDUFA goal date of March 1, 2022.',
      ],
      [
        '2020-01-10',
        'Corvalix Dermatology, Inc. announced that the FDA accepted its New Drug Application for KX-310 and assigned a PDUFA goal date of December 20, 2020.',
      ],
    ])
    expect(liveCatalysts(h)).to.have.length(2)
  })

  it("another company's earlier product of the same substance is its own decision, not this drug's history", async () => {
    const h = await fileInOrder([
      [
        '2021-12-15',
        'Corvalix Dermatology, Inc. announced that the FDA acknowledged its resubmitted New Drug Application for Zelvora (ostrelvine) for the treatment of warts was complete and assigned a PDUFA goal date of May 24, 2022.',
      ],
      [
        '2020-09-11',
        'Halden Therapeutics, Inc. announced that the FDA accepted for review the New Drug Application for Kestra (ostrelvine) for the treatment of warts. The FDA assigned the NDA a PDUFA target action date of April 27, 2021.',
        '0009990003',
        'Halden Therapeutics, Inc.',
      ],
    ])
    expect(liveCatalysts(h)).to.have.length(2)
  })

  it('a date of the same drug filed more than two years before the current state is another cycle: a catalyst of its own', async () => {
    const h = await fileInOrder([
      RESUBMISSION,
      [
        '2018-03-01',
        'Corvalix Dermatology, Inc. announced that the FDA accepted its New Drug Application for KX-310 for the treatment of warts and assigned a PDUFA goal date of January 10, 2019.',
      ],
    ])
    expect(liveCatalysts(h)).to.have.length(2)
  })
})
