/**
 * Phrasing classes found by probing with public real wording (trade press, 8-K text, quarterly releases), each written
 * again here as invented sentences: a name introduced by a verb of naming, a partner drug described by its maker, a
 * disease acronym or a company before a product noun, the class a product is the first of, the agency's denial that it
 * will meet a deadline it does not restate, and the letter "o" as a bullet. Sentences written for this test, invented
 * names.
 */
import { expect } from 'chai'
import { segmentSentences } from '../../services/extractor/sentences.js'
import { extract, published } from './readings.js'

describe('a name introduced by a verb of naming', () => {
  for (const text of [
    "Kestrel's candidate, called ostrelvine, has a PDUFA date of January 29, 2026.",
    'The drug, dubbed ostrelvine, has a PDUFA target action date of January 29, 2026.',
  ])
    it(text, () => {
      expect(published(text)).to.deep.equal([['date_set', '2026-01-29', 'ostrelvine']])
    })
  it('without a comma: "a drug named X"', () => {
    expect(
      published(
        'Kestrel is developing an antibody named ostrelimab. The FDA set a PDUFA date of January 29, 2026.',
      ),
    ).to.deep.equal([['date_set', '2026-01-29', 'ostrelimab']])
  })
  it('the participle itself is never the name', () => {
    const names = extract(
      'The candidate, also known as ostrelvine, has a PDUFA date of January 29, 2026.',
    ).map((a) => a.drug_name)
    expect(names).to.not.include('known')
    expect(names).to.not.include('also')
  })
})

describe('the compound noun of a product names one, whatever its stem', () => {
  it('"its lead drug candidate X" ... "assigned a target action date of D, for the application"', () => {
    expect(
      published(
        'Kestrel has won FDA priority review for its application seeking approval of its lead drug candidate ostrelmirom for certain patients with a chronic liver condition.\nKestrel said the FDA assigned a target action date of March 14, 2024, for the application.',
        '2023-09-13',
      ),
    ).to.deep.equal([['date_set', '2024-03-14', 'ostrelmirom']])
  })
  it('"its lead product candidate X" in a move', () => {
    expect(
      published(
        'The FDA has extended by three months its review of an application from Zevora seeking approval of its lead product candidate velmoclomol for a rare disorder.\nZevora said the FDA set a new target action date of Sept. 21 for the application.',
        '2024-03-04',
      ),
    ).to.deep.equal([['date_extended', '2024-09-21', 'velmoclomol']])
  })
  it('an English word after the compound noun is no name', () => {
    expect(
      extract(
        'Kestrel advanced its lead drug candidate development program. The FDA set a PDUFA date of March 14, 2026 for the application.',
        '2025-09-13',
      ).map((a) => a.drug_name),
    ).to.deep.equal([null])
  })
})

describe("a partner drug described by its maker's possessive is a companion, its other name too", () => {
  it('the resubmitted product, not the checkpoint inhibitor it is combined with', () => {
    expect(
      published(
        "Kestrel announced that the FDA has accepted a resubmission for KB-101 in advanced melanoma.\nKB-101 is intended to be used in combination with Orion Pharma's checkpoint inhibitor Zentavo (marolimab). The FDA in July rejected Kestrel's initial BLA for the therapy.\nThe FDA has set a target action date of April 10, 2026, based on a Class II resubmission timeline.",
        '2025-10-20',
      ),
    ).to.deep.equal([['resubmission_date_set', '2026-04-10', 'KB-101']])
  })
  it('with a description of up to three words', () => {
    expect(
      published(
        "Velmora is studied in combination with Halden's approved anti-PD-1 antibody Tarvex. The FDA assigned a PDUFA date of March 3, 2026 to the Velmora BLA.",
      ),
    ).to.deep.equal([['date_set', '2026-03-03', 'Velmora']])
  })
})

describe('a word before a product noun that is not a product', () => {
  it('a disease acronym ("Kestrel\'s NASH drug") is no drug', () => {
    const text =
      "FDA delays decision on Kestrel's NASH drug by three months. Action date pushed back to June 26, 2020."
    expect(extract(text, '2020-01-20').map((a) => a.drug_name)).to.deep.equal([null])
    expect(published(text, '2020-01-20')).to.deep.equal([])
  })
  it('the product after the acronym is read', () => {
    expect(
      published(
        "FDA delays decision on Kestrel's NASH drug ostrelvine by three months. Action date pushed back to June 26, 2020.",
        '2020-01-20',
      ),
    ).to.deep.equal([['date_extended', '2020-06-26', 'ostrelvine']])
  })
  it('the owner of "Kestrel\'s drug" is a company, not the drug', () => {
    const text =
      "FDA delays decision on Kestrel's drug by three months. Action date pushed back to June 26, 2020 for the NDA."
    expect(extract(text, '2020-01-20').map((a) => a.drug_name)).to.not.include('Kestrel')
  })
  it('the class a product is the first of ("the first FDA-approved PROTEX") is no product', () => {
    for (const klass of ['PROTEX', 'Degratac'])
      expect(
        published(
          `Kestrel Announces FDA Approval of Zelvora (ostrelvine) for the Treatment of Adults with KRN Disease. Zelvora is the first FDA-approved ${klass}. Approval received in advance of FDA-assigned PDUFA date of June 5, 2026.`,
          '2026-05-20',
        ),
        klass,
      ).to.deep.equal([['approval', null, 'Zelvora']])
  })
  it('an approved product after "approved" is still read', () => {
    expect(
      published(
        'The FDA approved Zelvora for adults with KRN disease on May 20, 2026.',
        '2026-05-21',
      ),
    ).to.deep.equal([['approval', '2026-05-20', 'Zelvora']])
  })
})

describe('the agency says it will not meet a deadline it does not restate', () => {
  for (const denial of [
    'However, the FDA said it wouldn’t meet the NDA deadline and did not give a new action date.',
    'The FDA informed Kestrel that it would not meet the PDUFA goal date for the Ostrelva NDA.',
    'The agency won’t complete its review of the Ostrelva NDA by the goal date.',
  ])
    it(denial, () => {
      const text = `Kestrel received a PDUFA target action date of April 28, 2025 for Ostrelva. ${denial}`
      const [a] = extract(text, '2025-04-29')
      expect(a?.pdufa_date).to.equal('2025-04-28')
      expect(a?.reason).to.equal('lapsed')
    })
  it('a condition denies nothing', () => {
    expect(
      published(
        'If the FDA does not meet the goal date, Kestrel would not launch Ostrelva in 2026. The PDUFA target action date for Ostrelva is January 29, 2026.',
      ),
    ).to.deep.equal([['date_set', '2026-01-29', 'Ostrelva']])
  })
})

describe('the letter "o" standing alone is a bullet', () => {
  it('starts an item of its own, inline and after a line break', () => {
    const inline = segmentSentences(
      'Highlights of the quarter. o FDA accepted the NDA for Zelvora. o Enrollment completed.',
    ).map((s) => s.text)
    expect(inline).to.deep.equal([
      'Highlights of the quarter.',
      'FDA accepted the NDA for Zelvora.',
      'Enrollment completed.',
    ])
    const lines = segmentSentences(
      'Highlights of the quarter\no FDA accepted the NDA for Zelvora\no Enrollment completed',
    ).map((s) => s.text)
    expect(lines).to.deep.equal([
      'Highlights of the quarter',
      'FDA accepted the NDA for Zelvora',
      'Enrollment completed',
    ])
  })
  it('a lower-case "o" inside a sentence is left alone', () => {
    expect(
      segmentSentences('The ratio o of the two arms was 2:1. The FDA accepted the NDA.').map(
        (s) => s.text,
      ),
    ).to.have.length(2)
  })
})
