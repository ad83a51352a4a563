/**
 * Traps for precision found by probing with invented passages (issue 13): a later sentence's only name is no guess when
 * the date's own sentence holds an unread name; anaphors ("the former", "the latter"); a product with its date in
 * parentheses or in a " | " row; animal-drug programmes; a withdrawal written after the date; a protein variant, a
 * disease or a dosage form read as a name; another agency under its full name; an earlier cycle's decision; a decision
 * dated by the goal date it fell on. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import type { Assertion } from '../../schemas/avro/types.js'
import { extract, published } from './readings.js'

describe('precision traps', () => {
  it("a later sentence's only name does not take a date whose sentence holds an unread name", () => {
    expect(
      published(
        'The FDA accepted Quelvix with a goal date of November 14, 2025. KST-204 is in Phase 2.',
      ),
    ).to.deep.equal([])
    expect(
      published(
        'The FDA set a PDUFA date of October 2, 2025. Harlan expects to launch velostemcel-L in 2026.',
      ),
    ).to.deep.equal([['date_set', '2025-10-02', 'velostemcel-L']])
    // A month's abbreviation is a date's word, not an unread name.
    expect(
      published(
        'The FDA set a PDUFA date of Jan. 9, 2026. Harlan expects to launch velostemcel-L in 2026.',
      ),
    ).to.deep.equal([['date_set', '2026-01-09', 'velostemcel-L']])
  })

  it('"the former" and "the latter" pick their item of the previous sentence', () => {
    const lead = 'We submitted NDAs for Zelvora and Ostrelva in 2025.'
    expect(
      published(
        `${lead} The latter has been assigned a PDUFA target action date of January 9, 2026.`,
      ),
    ).to.deep.equal([['date_set', '2026-01-09', 'Ostrelva']])
    expect(
      published(
        `${lead} The former has been assigned a PDUFA target action date of January 9, 2026.`,
      ),
    ).to.deep.equal([['date_set', '2026-01-09', 'Zelvora']])
  })

  it('a product with its date in parentheses, and products in " | " rows', () => {
    expect(
      published('Our pipeline includes Zelvora (PDUFA: November 14, 2025) and KST-301 (Phase 2).'),
    ).to.deep.equal([['date_set', '2025-11-14', 'Zelvora']])
    expect(
      published(
        'Kestrel has two pending applications: Zelvora (PDUFA: November 14, 2025) and KST-204 (PDUFA: January 9, 2026).',
      ),
    ).to.deep.equal([
      ['date_set', '2025-11-14', 'Zelvora'],
      ['date_set', '2026-01-09', 'KST-204'],
    ])
    expect(
      published('Zelvora - PDUFA November 14, 2025 | Ostrelva - PDUFA January 9, 2026'),
    ).to.deep.equal([
      ['date_set', '2025-11-14', 'Zelvora'],
      ['date_set', '2026-01-09', 'Ostrelva'],
    ])
  })

  it('an animal drug has no PDUFA date', () => {
    for (const text of [
      "The FDA's CVM assigned Zelvet a goal date of November 14, 2025.",
      'The FDA Center for Veterinary Medicine set a target action date of November 14, 2025 for Zelvet under ADUFA.',
      'Our NADA for Zelvet, a veterinary drug for dogs, has a target action date of November 14, 2025.',
    ])
      expect(published(text), text).to.deep.equal([])
  })

  it('a withdrawal written after the date, on a day in May, lapses it', () => {
    for (const text of [
      'The PDUFA date for Zelvora was November 14, 2025, but we withdrew the NDA on May 1, 2025.',
      'The PDUFA date for Zelvora was November 14, 2025. On May 20, 2025, we voluntarily withdrew the application.',
    ])
      expect(published(text), text).to.deep.equal([])
  })

  it('a protein variant, a disease after a dated approval, or a dosage form is no part of a name', () => {
    expect(
      published(
        'Kestrel Announces FDA Acceptance of NDA for Zelrafenib in BRAF V600E Colorectal Cancer. The FDA set a PDUFA date of January 23, 2026.',
      ),
    ).to.deep.equal([['date_set', '2026-01-23', 'Zelrafenib']])
    expect(
      published(
        'Zelvora (tavolimab), approved by the FDA on March 3, 2024 for plaque psoriasis, is under review for psoriatic arthritis, with a PDUFA target action date of December 10, 2025.',
      ),
    ).to.deep.equal([['date_set', '2025-12-10', 'Zelvora']])
    const suspension = extract(
      'Kestrel Announces FDA Acceptance of NDA for Ostrelva Oral Suspension (ostrelvamab). The PDUFA date is March 27, 2026.',
    ).find((a) => a.publishable)
    // One drug: the name and the alias after the dosage form, none of them with the form's words.
    expect([suspension?.drug_name, ...(suspension?.drug_aliases ?? [])].sort()).to.deep.equal([
      'Ostrelva Oral',
      'ostrelvamab',
    ])
  })

  it("another agency's decision under its full name is no PDUFA date", () => {
    expect(
      published(
        'The U.K. Medicines and Healthcare products Regulatory Agency has accepted the application for Halvorex, with a decision expected by 30 September 2025.',
      ),
    ).to.deep.equal([])
  })

  it("an earlier cycle's CRL does not supersede the resubmission's date", () => {
    const text =
      'Kestrel announced that the FDA accepted its resubmission of the NDA for Velquara as a complete, class 2 response and set a PDUFA date of March 20, 2026. The Company received a CRL on its original NDA on December 20, 2024.'
    expect(published(text)).to.deep.equal([['resubmission_date_set', '2026-03-20', 'Velquara']])
  })

  it('a decision on its goal date is dated by it', () => {
    expect(
      extract('The FDA approved Zelvora on its PDUFA date, May 23, 2025.')
        .filter((a) => a.kind === 'approval')
        .map((a) => a.pdufa_date),
    ).to.deep.equal(['2025-05-23'])
    expect(
      extract(
        'The FDA issued a complete response letter for NV-1182 on its PDUFA date of May 16, 2025.',
      )
        .filter((a) => a.kind === 'crl')
        .map((a) => a.pdufa_date),
    ).to.deep.equal(['2025-05-16'])
  })

  it('"the NDA seeks approval of X" makes X the application object a nameless date goes to', () => {
    expect(
      published(
        'The FDA set a PDUFA date of November 14, 2025. The NDA seeks approval of zelrafenib for melanoma.',
      ),
    ).to.deep.equal([['date_set', '2025-11-14', 'zelrafenib']])
  })

  describe('background and headline traps in whole releases', () => {
    const all = (text: string) => published(text, '2025-05-01')

    it("an earlier cycle's letter in an approval release is background", () => {
      expect(
        all(
          'The FDA has approved Ostrelva.\nThe original BLA, which had a PDUFA date of March 28, 2024, received a Complete Response Letter.',
        ),
      ).to.deep.equal([['approval', null, 'Ostrelva']])
      expect(
        all('Kestrel received a complete response letter from the FDA for its NDA for Zelvora.'),
      ).to.deep.equal([['crl', null, 'Zelvora']])
    })

    it('an extension study is no extension of the review', () => {
      expect(
        all(
          'The NDA for Cardexa, which includes data from an extension study, has a PDUFA date of November 21, 2025.',
        ),
      ).to.deep.equal([['date_set', '2025-11-21', 'Cardexa']])
    })

    it('a headline that ends on the disease does not name it as the drug', () => {
      expect(
        all(
          "FDA Approval of Cardexa (velcetrapib) for Hypercholesterolemia\nThe FDA has approved Cardexa (velcetrapib) for hypercholesterolemia.\nThe approval came ahead of the application's PDUFA target action date of July 30, 2025.",
        ),
      ).to.deep.equal([['approval', null, 'Cardexa']])
    })

    it('a biomarker-defined population is an indication, not a drug', () => {
      expect(
        all(
          'Kinavel (dorelatinib) sNDAs accepted.\nThe sNDA for ALK-positive NSCLC has a PDUFA date of October 17, 2025.',
        ),
      ).to.deep.equal([['date_set', '2025-10-17', 'Kinavel']])
    })

    it('a highlight bullet "X approved by the FDA on D" is a dated approval; a generic mention is none', () => {
      expect(
        all(
          'Recent Highlights\n• Ostrelva (tavolimab) approved by the FDA on April 17, 2025 for moderate-to-severe plaque psoriasis; commercial launch underway.',
        ),
      ).to.deep.equal([['approval', '2025-04-17', 'Ostrelva']])
      expect(
        all('Drugs approved by the FDA for plaque psoriasis include several biologics.'),
      ).to.deep.equal([])
    })
  })

  describe("another company's product in a market overview", () => {
    const reasons = (text: string) =>
      extract(text)
        .filter((a) => a.kind === 'date_set')
        .map((a) => [a.drug_name, a.reason])

    it("is held as a competitor's when its owner is not the first company the text names", () => {
      expect(
        reasons(
          "Kestrel Bio, Inc. (Nasdaq: KSTB) today reported results. Orrin Therapeutics' Brevanta (zoldrasib) is under FDA review with a PDUFA date of October 5, 2025.",
        ),
      ).to.deep.equal([['Brevanta', 'competitor']])
    })

    it("is the filer's when the owner is the filer, or when the text speaks of a partnership", () => {
      expect(
        reasons(
          "Kestrel Bio, Inc. (Nasdaq: KSTB) today reported results. Kestrel Bio's Zelvora has a PDUFA date of October 5, 2025.",
        ),
      ).to.deep.equal([['Zelvora', null]])
      expect(
        reasons(
          "Kestrel Bio, Inc. today announced that its partner Norvale Therapeutics' Zelvora has a PDUFA date of October 5, 2025.",
        ),
      ).to.deep.equal([['Zelvora', null]])
    })
  })
})
