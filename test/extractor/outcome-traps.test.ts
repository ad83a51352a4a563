/**
 * Precision of decisions (approvals and complete response letters) in whole releases, from probing with invented
 * documents: another company's decision, something the agency approves that is no product, a letter told again or as
 * an example, a letter dated only in an earlier year, a letter on another product's supplement; and a kind flipped by a
 * negated "resubmission". Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

describe('decisions in whole releases', () => {
  it("another company's decision, told by the filer, is held as a competitor's", () => {
    expect(
      published(
        'Kestrel Bio, Inc. (Nasdaq: KSTB) today announced that the FDA set a PDUFA date of November 14, 2025 for Zelvora. In addition, Corvel Biosciences announced that the FDA approved Plexinda on April 18, 2025 for a related indication.',
      ),
    ).to.deep.equal([['date_set', '2025-11-14', 'Zelvora']])
    expect(
      published(
        'Kestrel Bio, Inc. reported results. On May 20, 2025, the FDA approved Vexamid (a product of Ironbridge Pharma) for second-line HER2-low gastric cancer.',
      ),
    ).to.deep.equal([])
  })

  it("the filer's own decision still publishes", () => {
    expect(
      published('Kestrel Bio, Inc. today announced that the FDA approved Zelvora on May 20, 2025.'),
    ).to.deep.equal([['approval', '2025-05-20', 'Zelvora']])
    expect(
      published(
        'Kestrel Bio, Inc. announced today that it received a complete response letter from the FDA for Zelvora.',
      ),
    ).to.deep.equal([['crl', null, 'Zelvora']])
  })

  it('what the agency approves that is no product is no approval', () => {
    for (const text of [
      "The FDA approved the Company's proposed proprietary name, Quenvora, for SP-401 on May 20, 2025. SP-401 remains under review.",
      "The FDA approved the Company's Pediatric Study Plan for DB-303 on May 15, 2025.",
      "The CVR will pay $2.00 per share if the FDA approves Glaive's product candidate Serelta for idiopathic hypersomnia on or before December 31, 2026.",
    ])
      expect(published(text), text).to.deep.equal([])
  })

  it('a letter told again, as an example, or dated in an earlier year is history', () => {
    for (const text of [
      'Daxilta previously had a PDUFA date of March 28, 2025. As disclosed on March 31, 2025, the FDA issued a CRL for Daxilta.',
      'For example, in 2021 the FDA extended the PDUFA date for our previous product candidate, Tolvane, by three months to December 17, 2021, and subsequently issued a Complete Response Letter.',
      '- LP-090: The Company received a CRL from the FDA for LP-090 in 2022; the programme has since been discontinued.',
    ])
      expect(published(text), text).to.deep.equal([])
  })

  it("a letter on another product's supplement goes to that product and leaves this one's date", () => {
    expect(
      published(
        "Abernethy's PDUFA date for Quenvora (rivobenzine) is June 30.\nOn May 16, the Company received a Complete Response Letter for Daxilta's prior-approval supplement relating to a new manufacturing site, which does not affect the current supply of Daxilta.",
      ),
    ).to.deep.equal([
      ['date_set', '2025-06-30', 'Quenvora'],
      ['crl', '2025-05-16', 'Daxilta'],
    ])
  })

  it('"a new NDA rather than a resubmission" sets a date, not a resubmission date', () => {
    expect(
      published(
        'The FDA accepted the NDA for Tarvessa (milbrutinib) and set a PDUFA date of 26 September 2025.\nMilbourne regards this as a new NDA rather than a resubmission.',
      ),
    ).to.deep.equal([['date_set', '2025-09-26', 'Tarvessa']])
  })

  it('a brand with its generic in parentheses before "NDA" is named', () => {
    expect(
      published(
        '- Lirovant (tazoprilide) NDA under Priority Review: The FDA is reviewing the NDA with a PDUFA target action date of August 28. Pre-approval inspections were completed in May.\n- BT-404: Enrollment completed in the Phase 2b ARC trial on April 14; topline data expected in the fourth quarter.',
      ),
    ).to.deep.equal([['date_set', '2025-08-28', 'Lirovant']])
  })
})

describe('approvals of what is not the product under review', () => {
  for (const text of [
    "The FDA accepted the resubmission of the NDA for Zelvora. The PDUFA goal date is February 2, 2026. The Company's other product, a natural interferon, was approved by the FDA for refractory warts.",
    'The FDA accepted the resubmission of the NDA for Zelvora. The PDUFA goal date is February 2, 2026. The FDA has approved the Company’s request for a cost recovery program.',
    'The FDA accepted the resubmission of the NDA for Zelvora. The PDUFA goal date is February 2, 2026. Zelvora has received approval for an early access program in Europe.',
  ])
    it(`leave the goal date standing: ${text.slice(90)}`, () => {
      expect(published(text, '2025-08-02')).to.deep.equal([
        ['resubmission_date_set', '2026-02-02', 'Zelvora'],
      ])
    })
})

describe('outcome wording that decides nothing about the product under review', () => {
  const standing = [['date_set', '2026-06-30', 'Bryxala']]
  for (const lead of [
    'The FDA approved our IND for a second indication.',
    'The FDA approved our manufacturing facility in Ohio.',
    'Bryxala received marketing approval in Israel.',
    'Bryxala was approved by regulators in Argentina earlier this year.',
    'The FDA issued a complete response letter to our partner.',
    'The FDA issued complete response letters to two other sponsors developing treatments in this disease.',
    'The FDA did not issue a complete response letter.',
    'We do not expect to receive a complete response letter.',
  ])
    it(lead, () => {
      expect(
        published(`${lead} The PDUFA date for Bryxala is June 30, 2026.`, '2025-12-19'),
      ).to.deep.equal(standing)
    })
})

describe('a release announcing its own approval in the headline', () => {
  it('is an approval, and the goal date it came ahead of is background', () => {
    expect(
      published(
        'Kestrel Announces FDA Approval of QUELLIX (quelorastat), the first-and-only FDA-approved TYK3 degrader. Approval received in advance of FDA-assigned PDUFA date of November 20, 2026.',
        '2026-11-10',
      ),
    ).to.deep.equal([['approval', null, 'QUELLIX']])
  })
  it('approvals of additional suppliers are no decision on the product', () => {
    expect(
      published(
        "The FDA set a PDUFA date of February 10, 2027 for Zelvora. In addition, the FDA approved the Company's sNDAs covering Lonbridge and Sieghart as additional Zelvora API suppliers.",
        '2026-05-02',
      ),
    ).to.deep.equal([['date_set', '2027-02-10', 'Zelvora']])
  })
})

describe('a decision whose sentence names its own object by a word no slot read', () => {
  for (const text of [
    'Our partner Sunrise Pharma announced FDA approval of its product Kelvarix, for which we supply the active ingredient. The PDUFA date for Delvora is August 23, 2026.',
    'Brenmor Pharma announced that the FDA approved a supplemental NDA expanding the label of its marketed product Soltriva to include adolescents. Separately, the NDA for Delvora has a PDUFA date of August 23, 2026.',
  ])
    it(`is not the filer's dated drug's: ${text.slice(0, 60)}`, () => {
      const found = published(text, '2026-01-05')
      expect(found).to.deep.include(['date_set', '2026-08-23', 'Delvora'])
      expect(found.filter((a) => a[2] === 'Delvora')).to.have.length(1)
    })
  for (const text of [
    'The FDA approved the prior approval supplement for our new manufacturing facility in Raleigh. The BLA for Delvora has a PDUFA goal date of August 23, 2026.',
    "The FDA has approved the supplemental application for our contract manufacturer's fill-finish line. The PDUFA date for Delvora is August 23, 2026.",
    'Last year the FDA approved our first product. The FDA has set a PDUFA date of August 23, 2026 for the Delvora NDA.',
    'Other companies in this field have received complete response letters. The PDUFA target action date for Delvora is August 23, 2026.',
  ])
    it(`decides nothing: ${text.slice(0, 60)}`, () => {
      expect(published(text, '2026-01-05')).to.deep.equal([['date_set', '2026-08-23', 'Delvora']])
    })
})

describe('a foreign opinion in a bullet run into the next line', () => {
  it("does not hide the FDA's approval on that line", () => {
    expect(
      published(
        '- Tobrexa recently received a positive CHMP opinion for the same age group in Europe\nThe FDA has approved Tobrexa for cystic fibrosis in children aged 2 through 5 years. The approval came ahead of the June 27, 2025 PDUFA date.',
      ),
    ).to.deep.equal([['approval', null, 'Tobrexa']])
  })
  it('the foreign approval on its own line is still no FDA approval', () => {
    expect(
      published('- Tobrexa received approval from the European Commission in May 2025'),
    ).to.deep.equal([])
  })
})

describe('an approval told again by its noun after another agency approved', () => {
  it("is that agency's", () => {
    expect(
      published(
        "Japan's health ministry approved Kelvanza for pulmonary arterial hypertension. The approval was granted to Ashmere's partner, Minato Seiyaku.",
        '2025-08-02',
      ),
    ).to.deep.equal([])
  })
  it("after the FDA's approval it is the FDA's", () => {
    expect(
      published(
        'The FDA approved Kelvanza for pulmonary arterial hypertension on July 30, 2025. The approval was granted ahead of the PDUFA date.',
        '2025-08-02',
      ),
    ).to.deep.equal([['approval', '2025-07-30', 'Kelvanza']])
  })
})
