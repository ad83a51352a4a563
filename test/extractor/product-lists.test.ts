/**
 * Lists of products and their dates as releases and reports write them (issue 13, class 1 and the attribution guard):
 * numbered items, "X, with a PDUFA date of D", "X on D (PDUFA)", "dates: X – D1; Y – D2", "for X on D1 and for Y on
 * D2", and an all-caps headline. Each date goes to its own item. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

const pairs = (text: string) =>
  extract(text)
    .filter((a) => a.publishable)
    .map((a) => [a.pdufa_date, a.drug_name?.toLowerCase() ?? null])

describe('lists of products with their dates', () => {
  const rows: Array<[string, string, Array<[string, string]>]> = [
    [
      'a numbered item whose clause comes before the date',
      '1. Zelvora — NDA under review; PDUFA target action date November 14, 2025.',
      [['2025-11-14', 'zelvora']],
    ],
    [
      '"X, with a PDUFA date of D, and Y, with ..."',
      'Our pipeline includes two products under FDA review: Zelvora, with a PDUFA date of March 3, 2026, and Ostrelva, with a PDUFA date of April 9, 2026.',
      [
        ['2026-03-03', 'zelvora'],
        ['2026-04-09', 'ostrelva'],
      ],
    ],
    [
      '"X on D (PDUFA)"',
      'Kestrel has two upcoming FDA decisions: velocitide on September 19, 2025 (PDUFA) and KST-204 on December 12, 2025 (PDUFA).',
      [
        ['2025-09-19', 'velocitide'],
        ['2025-12-12', 'kst-204'],
      ],
    ],
    [
      'a header and items between semicolons',
      'PDUFA target action dates: Zelvora – March 3, 2026; Ostrelva – April 9, 2026; Brellvix – May 15, 2026.',
      [
        ['2026-03-03', 'zelvora'],
        ['2026-04-09', 'ostrelva'],
        ['2026-05-15', 'brellvix'],
      ],
    ],
    [
      '"for X on D1 and for Y on D2"',
      'We have PDUFA dates for KST-204 on December 12, 2025 and for NV-1182 on January 23, 2026.',
      [
        ['2025-12-12', 'kst-204'],
        ['2026-01-23', 'nv-1182'],
      ],
    ],
    [
      'an all-caps headline',
      'KESTREL BIO REPORTS FIRST QUARTER 2025 FINANCIAL RESULTS AND PROVIDES UPDATE ON ZELVORA PDUFA DATE OF NOVEMBER 14, 2025',
      [['2025-11-14', 'zelvora']],
    ],
  ]
  for (const [name, text, expected] of rows)
    it(name, () => {
      expect(pairs(text), JSON.stringify(extract(text))).to.deep.equal(expected)
    })

  it('an all-caps headline without a product before the noun names none', () => {
    expect(
      extract('KESTREL BIO PROVIDES UPDATE ON FDA REVIEW; PDUFA DATE OF NOVEMBER 14, 2025').map(
        (a) => a.drug_name,
      ),
    ).to.deep.equal([null])
  })

  it('a dash between a product and its phase is no dated item', () => {
    expect(
      pairs(
        'Pipeline: Zelvora – Phase 3; Ostrelva – Phase 2; the PDUFA date for KST-204 is March 3, 2026.',
      ),
    ).to.deep.equal([['2026-03-03', 'kst-204']])
  })

  describe('milestone bullets of a results release', () => {
    const rows: Array<[string, string, Array<[string, string]>]> = [
      [
        'a label with a status before the date',
        'Zelvora: BLA accepted; PDUFA November 14, 2025. KST-204: Phase 2 enrolling.',
        [['2025-11-14', 'zelvora']],
      ],
      [
        'a brand before a bare PDUFA after a header',
        'Upcoming milestones: Zelvora PDUFA 11/14/25, KST-204 data YE25.',
        [['2025-11-14', 'zelvora']],
      ],
      [
        'a label after a header',
        'Milestones: Zelvora: PDUFA target action date of November 14, 2025 - KST-204: Phase 2',
        [['2025-11-14', 'zelvora']],
      ],
      [
        '"X PDUFA (D); Y PDUFA (D2)"',
        'KST-204 PDUFA (July 18, 2025); Ostrelva PDUFA (December 12, 2025)',
        [
          ['2025-07-18', 'kst-204'],
          ['2025-12-12', 'ostrelva'],
        ],
      ],
      [
        'the phrase in apposition names the date before it, not a later event',
        'We expect to announce a decision on Zelvora on or about November 14, 2025, the PDUFA date, and we intend to hold an analyst event on November 18, 2025.',
        [['2025-11-14', 'zelvora']],
      ],
    ]
    for (const [name, text, expected] of rows)
      it(name, () => {
        expect(pairs(text), JSON.stringify(extract(text))).to.deep.equal(expected)
      })
  })

  it('a strategy heading is no approval ("Obtain approval of X")', () => {
    const found = extract(
      'Our Strategy. Obtain approval of Zelvora. The FDA assigned a PDUFA date of November 14, 2025.',
    ).filter((a) => a.publishable)
    expect(found.map((a) => [a.kind, a.pdufa_date])).to.deep.equal([['date_set', '2025-11-14']])
  })

  it('a plain-English name in apposition is another name of the product; a descriptor is none', () => {
    const appositive = extract(
      'Norvale announced that the FDA has accepted for priority review the BLA for V731, its investigational Marburg vaccine, and that the agency has set a PDUFA action date of March 14, 2026.',
    ).find((a) => a.publishable)
    expect([appositive?.drug_name, ...(appositive?.drug_aliases ?? [])].sort()).to.deep.equal([
      'Marburg vaccine',
      'V731',
    ])
    const described = extract(
      'V731 (Marburg Virus Vaccine, Live) has a PDUFA date of March 14, 2026.',
    ).find((a) => a.publishable)
    expect([described?.drug_name, described?.drug_aliases]).to.deep.equal([
      'V731',
      ['Marburg Virus Vaccine'],
    ])
  })

  it('a date inside a relative clause does not take the phrase from its own date', () => {
    expect(
      pairs(
        "According to Norvale's announcement, the PDUFA target action date for V731, which was granted Breakthrough Therapy designation in 2016, is March 14, 2026.",
      ),
    ).to.deep.equal([['2026-03-14', 'v731']])
  })
})

describe('a list under a heading of target dates', () => {
  it('dates each item by its label', () => {
    expect(
      published(
        'Upcoming PDUFA dates:\n• Calmora (sNDA, pediatric epilepsy) – April 8, 2026\n• Dexivant (NDA, insomnia) – June 22, 2026\nOther news: Kestrel hired a CFO.',
        '2025-09-30',
      ),
    ).to.deep.equal([
      ['date_set', '2026-04-08', 'Calmora'],
      ['date_set', '2026-06-22', 'Dexivant'],
    ])
  })
  it("with a blank line between items, as a filing's HTML gives them", () => {
    expect(
      published(
        'Upcoming PDUFA dates:\n\n• Calmora (sNDA, pediatric epilepsy) – April 8, 2026\n\n• Dexivant (NDA, insomnia) – June 22, 2026\n\nOther news: Kestrel hired a CFO.',
        '2025-09-30',
      ),
    ).to.deep.equal([
      ['date_set', '2026-04-08', 'Calmora'],
      ['date_set', '2026-06-22', 'Dexivant'],
    ])
  })
  it('a list under another heading dates nothing', () => {
    expect(published('Key milestones:\n• Calmora – April 8, 2026', '2025-09-30')).to.deep.equal([])
  })
})

describe('two goal dates of one drug, each with its indication after "in"', () => {
  it('stay two decisions, each carrying its indication', () => {
    const found = extract(
      'Helvanta has PDUFA target action dates of February 2, 2026 in atopic dermatitis and May 19, 2026 in prurigo nodularis.',
      '2025-09-30',
    ).filter((a) => a.publishable)
    expect(found.map((a) => [a.pdufa_date, a.drug_name, a.indication])).to.deep.equal([
      ['2026-02-02', 'Helvanta', 'atopic dermatitis'],
      ['2026-05-19', 'Helvanta', 'prurigo nodularis'],
    ])
  })
})

describe('one goal date shared by several drugs, and three dates "respectively"', () => {
  for (const text of [
    'The FDA accepted the NDAs for Lentrova and Mavrexa and assigned each a PDUFA date of January 11, 2026.',
    'Lentrova and Mavrexa each have a PDUFA date of January 11, 2026.',
  ])
    it(text, () => {
      expect(published(text, '2025-09-30')).to.deep.equal([
        ['date_set', '2026-01-11', 'Lentrova'],
        ['date_set', '2026-01-11', 'Mavrexa'],
      ])
    })
  it('three codes and three dates, respectively', () => {
    expect(
      published(
        'PDUFA goal dates for OBX-1, OBX-2 and OBX-3 are December 14, 2025, February 9, 2026 and April 3, 2026, respectively.',
        '2025-09-30',
      ),
    ).to.deep.equal([
      ['date_set', '2025-12-14', 'OBX-1'],
      ['date_set', '2026-02-09', 'OBX-2'],
      ['date_set', '2026-04-03', 'OBX-3'],
    ])
  })
})

describe('two goal dates each followed by its own application', () => {
  for (const text of [
    'The FDA has assigned PDUFA target action dates of October 3, 2025 for the NDA for QPL-101 in bipolar depression and December 19, 2025 for the NDA for QPL-205 in post-traumatic stress disorder.',
    'The FDA has assigned PDUFA target action dates of October 3, 2025 for the NDA for QPL-101 and December 19, 2025 for the NDA for QPL-205.',
  ])
    it(text, () => {
      expect(published(text, '2025-04-30').map((a) => [a[1], a[2]])).to.deep.equal([
        ['2025-10-03', 'QPL-101'],
        ['2025-12-19', 'QPL-205'],
      ])
    })
})
