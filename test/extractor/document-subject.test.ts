/**
 * A document-level subject: a date sentence that names no product takes the product the release is about (the object of
 * the application it announces, or what it says is under FDA review), even when no name pattern reads that product (a
 * release set in lower case, a brand in capitals, a generic substance after its route). A release that names several
 * products keeps binding each date by proximity. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

describe('a document-level subject for date sentences that name no product', () => {
  it('a release set in lower case: the application it announces names the product', () => {
    expect(
      published(
        'halvexa therapeutics said the fda accepted its new drug application for the oral tablet of delnaprine. the agency set a pdufa date of august 1, 2025.',
      ),
    ).to.deep.equal([['date_set', '2025-08-01', 'delnaprine']])
  })

  it('a brand written in capitals as the object of a supplemental application', () => {
    expect(
      published(
        'On March 3, 2025, the Company announced that the FDA has accepted its supplemental New Drug Application for the use of FELSTRIX for the treatment of vestibular migraine. The FDA has a goal to complete its review with a target action date of November 20, 2025.',
      ),
    ).to.deep.equal([['date_set', '2025-11-20', 'FELSTRIX']])
  })

  it('a generic substance after its route ("intravenous (IV) X") carries the extended date', () => {
    expect(
      published(
        'Marrowgate Pharma said the FDA extended the goal date for its Priority Review of the New Drug Application for intravenous (IV) bromelodine by three months. The extended PDUFA goal date is December 14, 2025.',
      ),
    ).to.deep.equal([['date_extended', '2025-12-14', 'bromelodine']])
  })

  it('a headline bullet of the date, with the product only in the body', () => {
    expect(
      published(
        'Tessaly Bio Announces PDUFA Date\nPDUFA Date Set for March 24, 2026\nTessaly Bio, Inc. today announced that the FDA has set a goal date for its decision on the New Drug Application for sublingual orvanicline for acute agitation.',
      ),
    ).to.deep.equal([['date_set', '2026-03-24', 'sublingual orvanicline']])
  })

  it('what an opinion piece says is under FDA review', () => {
    expect(
      published(
        "Is the Valuation Stretched?\n\nKestrel Labs' (KSTL) Velorant is currently under FDA review with a PDUFA target date of December 30, 2025. The outcome matters for the stock.",
      ),
    ).to.deep.equal([['date_set', '2025-12-30', 'Velorant']])
  })

  it('the agency establishing a date in a sentence of its own, after the headline names the product', () => {
    expect(
      published(
        'Quorvant Therapeutics Announces FDA Acceptance of NDA for Zelvorin\nQuorvant Therapeutics, Inc. today announced that the FDA has accepted its New Drug Application for Zelvorin for the treatment of refractory chronic cough. The agency has established a September 12, 2025 PDUFA goal date.',
      ),
    ).to.deep.equal([['date_set', '2025-09-12', 'Zelvorin']])
  })

  it('no subject when the applications name two products: the date stays held', () => {
    expect(
      published(
        'The Company has submitted a supplemental New Drug Application for the use of FELSTRIX in migraine and a New Drug Application for the use of MORVANT in cluster headache. The agency set a target action date of August 1, 2025.',
      ),
    ).to.deep.equal([])
  })

  it('a bare "application" is no drug application ("an application for listing")', () => {
    expect(
      published(
        'The company filed an application for listing on the Nasdaq Global Market. The PDUFA target action date is August 1, 2025.',
      ),
    ).to.deep.equal([])
  })

  it('words of the application slot are no product ("application for the treatment of")', () => {
    expect(
      published(
        'The company submitted its New Drug Application for the treatment of chronic cough. The agency set a PDUFA date of August 1, 2025.',
      ),
    ).to.deep.equal([])
  })
})
