/**
 * Shapes of a drug's name beyond a brand, a code and a stemmed generic (issue 13, class 1): a hormone's stem, a
 * platform's lower-case code prefix, a product named in plain English by what it protects against; and a release
 * profile that is a formulation, not a moved date. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import type { Assertion } from '../../schemas/avro/types.js'
import { extract, published } from './readings.js'

describe('name shapes', () => {
  const rows: Array<
    [name: string, text: string, kind: Assertion['kind'], date: string, drug: string]
  > = [
    [
      'a pituitary hormone analogue (-tropin) after a formulation adjective',
      'The Prescription Drug User Fee Act goal date for the completion of the review of long-acting zelvotropin is set for October 19, 2025.',
      'date_set',
      '2025-10-19',
      'zelvotropin',
    ],
    [
      'an oestrogen receptor degrader (-estrant)',
      'The FDA assigned a PDUFA date of December 4, 2025 to the NDA for norvestrant.',
      'date_set',
      '2025-12-04',
      'norvestrant',
    ],
    [
      "a platform's lower-case prefix before a code",
      'The PDUFA goal date for mRNA-4412 is March 14, 2026.',
      'date_set',
      '2026-03-14',
      'mRNA-4412',
    ],
    [
      'a lower-case code prefix as the subject of a review predicate',
      "Kestrel's saRNA-210 has a PDUFA date of March 14, 2026.",
      'date_set',
      '2026-03-14',
      'saRNA-210',
    ],
    [
      'a vaccine named by its pathogen, after "investigational"',
      'The FDA has set a target action date of March 14, 2026 for the investigational Marburg virus vaccine.',
      'date_set',
      '2026-03-14',
      'Marburg virus vaccine',
    ],
    [
      'a vaccine named by its disease, as the subject',
      "Kestrel's Lassa fever vaccine has a PDUFA target action date of March 14, 2026.",
      'date_set',
      '2026-03-14',
      'Lassa fever vaccine',
    ],
    [
      "a vaccine after the company's possessive, as an application's modifier",
      "The BLA for the company's Marburg vaccine has a PDUFA date of March 14, 2026.",
      'date_set',
      '2026-03-14',
      'Marburg vaccine',
    ],
    [
      'an extended-release formulation is no extension',
      "The PDUFA goal date for the FDA's review of extended-release norvaprazole is October 19, 2025.",
      'date_set',
      '2025-10-19',
      'norvaprazole',
    ],
    [
      'a delayed-release formulation is no delay',
      'The delayed-release tavoprazole tablets have a PDUFA date of October 19, 2025.',
      'date_set',
      '2025-10-19',
      'tavoprazole',
    ],
  ]
  for (const [name, text, kind, date, drug] of rows)
    it(name, () => {
      expect(published(text), JSON.stringify(extract(text))).to.deep.include([kind, date, drug])
    })

  it('a move of the date is still an extension next to a release profile', () => {
    const text =
      'The FDA extended the PDUFA date for extended-release norvaprazole to January 19, 2026.'
    expect(published(text)).to.deep.include(['date_extended', '2026-01-19', 'norvaprazole'])
  })

  it('"mRNA" alone, a lower-case word before capitals, is no code', () => {
    const text = 'The mRNA platform has a PDUFA date of March 14, 2026.'
    expect(extract(text).map((a) => a.drug_name)).not.to.include('mRNA')
  })

  it('a vaccine opened by "The" or the agency keeps only its own words', () => {
    const text = 'The FDA Ebola vaccine review has a PDUFA date of March 14, 2026.'
    expect(extract(text).map((a) => a.drug_name)).not.to.include('The FDA Ebola vaccine')
  })

  describe('a brand named by where it stands, with no product word', () => {
    const rows: Array<[string, string, string, string]> = [
      [
        'a headline after a semicolon, title case',
        'Kestrel Bio to Host Conference Call; Zelvora PDUFA Date Is Nov. 14, 2025',
        '2025-11-14',
        'Zelvora',
      ],
      [
        'a bullet',
        'Key 2025 milestones: • Zelvora PDUFA date – November 14, 2025 • Ostrelva Phase 3 topline data – Q4 2025',
        '2025-11-14',
        'Zelvora',
      ],
      [
        '"update on" a brand',
        'Kestrel Bio Reports First Quarter 2025 Results and Provides Update on Zelvora PDUFA Date of November 14, 2025',
        '2025-11-14',
        'Zelvora',
      ],
      [
        'the antecedent of "for which"',
        'Our near-term prospects depend heavily on Zelvora, for which the FDA has set a PDUFA date of November 14, 2025, and we cannot be certain of approval.',
        '2025-11-14',
        'Zelvora',
      ],
      [
        "a royalty holder's antecedent",
        'Kestrel holds a royalty interest in Vantrexa, for which partner Orvion Pharmaceuticals has announced a PDUFA date of January 15, 2026.',
        '2026-01-15',
        'Vantrexa',
      ],
      [
        'the indirect object of "assigned"',
        'The FDA has assigned Zelvora a target action date of November 14, 2025 under the Prescription Drug User Fee Act.',
        '2025-11-14',
        'Zelvora',
      ],
      [
        'the object of "agreed to review"',
        'The FDA has agreed to review Zelvora, with a decision expected by March 14, 2026.',
        '2026-03-14',
        'Zelvora',
      ],
    ]
    for (const [name, text, date, drug] of rows)
      it(name, () => {
        expect(published(text), JSON.stringify(extract(text))).to.deep.include([
          'date_set',
          date,
          drug,
        ])
      })

    it('a company opening a sentence after a fronted date is not taken for the drug', () => {
      const text = 'With a PDUFA date of January 9, 2026, Kestrel is preparing for launch.'
      expect(extract(text).map((a) => a.drug_name)).to.deep.equal([null])
    })
  })

  describe('a title-case headline that ends on its product', () => {
    const rows: Array<[string, string, Assertion['kind'], string, string]> = [
      [
        '"update on X"',
        'Kestrel Bio Provides Regulatory Update on Tremvanta. The FDA has set a PDUFA goal date of October 17, 2025.',
        'date_set',
        '2025-10-17',
        'Tremvanta',
      ],
      [
        '"review for X"',
        'Kestrel Bio Announces Three-Month Extension of NDA Review for Praxenta. The FDA extended the PDUFA goal date to December 15, 2025.',
        'date_extended',
        '2025-12-15',
        'Praxenta',
      ],
      [
        '"communication for X"',
        'Kestrel Bio Reports Positive Mid-Cycle Communication for Velquara. The FDA continues to work toward the December 5, 2025 PDUFA goal date.',
        'date_set',
        '2025-12-05',
        'Velquara',
      ],
    ]
    for (const [name, text, kind, date, drug] of rows)
      it(name, () => {
        expect(published(text), JSON.stringify(extract(text))).to.deep.include([kind, date, drug])
      })

    it('a sentence in ordinary case ending "for X" is no headline', () => {
      const text =
        'The company thanked the patients who took part in the trials for Kestrel. The FDA has set a PDUFA goal date of October 17, 2025.'
      expect(extract(text).map((a) => a.drug_name)).to.deep.equal([null])
    })
  })

  it('a heading run into its paragraph names the product once', () => {
    expect(
      published(
        'About Halvorex Halvorex (trelacitinib) is a JAK1 inhibitor. The FDA set a PDUFA date of December 12, 2025.',
      ),
    ).to.deep.equal([['date_set', '2025-12-12', 'Halvorex']])
  })

  it('a possessive before an application noun is not read as the product ("Pfizer\'s NDA")', () => {
    expect(
      extract(
        "Kestrel said the FDA has set a PDUFA date of December 12, 2025 for Pfizer's NDA.",
      ).map((a) => a.drug_name),
    ).to.deep.equal([null])
  })

  it('a brand right before a bare "PDUFA" and its date', () => {
    expect(published('Zelvora PDUFA November 14, 2025.')).to.deep.equal([
      ['date_set', '2025-11-14', 'Zelvora'],
    ])
    expect(published('Upcoming milestones: • Zelvora PDUFA: 11/14/2025')).to.deep.equal([
      ['date_set', '2025-11-14', 'Zelvora'],
    ])
  })
})

describe('a development code written with a space or in lower case, in a drug slot', () => {
  for (const [text, drug] of [
    ['The PDUFA date for KB 101 is January 22, 2026.', 'KB 101'],
    ['The PDUFA date for vel-101 is April 30, 2026.', 'vel-101'],
  ] as const)
    it(text, () => {
      expect(published(text).map((a) => a[2])).to.deep.equal([drug])
    })
  it('a disease or a trial phase written so is none', () => {
    const text = 'The NDA for covid-19 vaccines has a PDUFA date of May 1, 2026.'
    expect(extract(text).map((a) => a.reason)).to.deep.equal(['no_drug'])
  })
})
