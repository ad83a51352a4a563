/**
 * More of issue 13's classes, from a round of fresh invented probes: a year-less date told as past, table rows named by
 * their first cell, dash bullets, a disease acronym before "(PDUFA ...)", ", which had been D0, is now D1", a modal
 * negation (a doubt, not a lapse), "no delay to", a possessive with the date, "has a decision date", further decision
 * verbs, a fronted "As previously announced,", one drug's two indications, and a brand that does not run into the clause
 * after it. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

const readings = published

describe('more phrasing classes', () => {
  it('a year-less date told as past is read back, not into next year, and holds as past', () => {
    for (const text of [
      "Lorvanta's PDUFA date was Feb. 20; the FDA has not yet acted.",
      "Omnavel's PDUFA date was March 28; the agency has yet to issue an action letter.",
    ]) {
      expect(readings(text), text).to.deep.equal([])
      expect(
        extract(text).map((a) => a.pdufa_date?.slice(0, 4)),
        text,
      ).to.deep.equal(['2025'])
    }
    expect(readings('The PDUFA date for Zelvora was set for November 14.')).to.deep.equal([
      ['date_set', '2025-11-14', 'Zelvora'],
    ])
  })

  it("a table row's product is its first cell, never the next row's", () => {
    expect(
      readings(
        'Candidate | Status | PDUFA date\nRivanzo | NDA under review | 09/30/25\nQV-311 | Phase 2 | —',
      ),
    ).to.deep.equal([['date_set', '2025-09-30', 'Rivanzo']])
    expect(
      readings(
        'Program | Phase | Next milestone | PDUFA date\nFendara | Filed | FDA decision | 1/22/26\nHX-204 | Phase 1 | Data | —',
      ),
    ).to.deep.equal([['date_set', '2026-01-22', 'Fendara']])
    expect(
      extract('Status | PDUFA date\nunder review | 10/14/25').map((a) => [a.drug_name, a.reason]),
    ).to.deep.equal([[null, 'no_drug']])
  })

  it('dash bullets name their own products', () => {
    expect(
      readings(
        'Key milestones - Vextoria PDUFA date October 6, 2025 - Nestrilo PDUFA date December 15, 2025 - ZP-1102 IND filing 1H 2026',
      ),
    ).to.deep.equal([
      ['date_set', '2025-10-06', 'Vextoria'],
      ['date_set', '2025-12-15', 'Nestrilo'],
    ])
  })

  it('a disease acronym before "(PDUFA D)" is an indication of the drug', () => {
    expect(
      readings(
        'Corvalex (velocastat) is under review for HFrEF (PDUFA October 19, 2025) and HFpEF (PDUFA January 19, 2026).',
      ),
    ).to.deep.equal([
      ['date_set', '2025-10-19', 'Corvalex'],
      ['date_set', '2026-01-19', 'Corvalex'],
    ])
  })

  it('", which had been D0, is now D1" moves the date', () => {
    expect(
      extract("Vextoria's PDUFA date, which had been September 29, 2025, is now December 29, 2025.")
        .filter((a) => a.publishable)
        .map((a) => [a.kind, a.pdufa_date, a.prior_date]),
    ).to.deep.equal([['date_extended', '2025-12-29', '2025-09-29']])
  })

  it('a modal negation doubts the deadline; the agency saying it will not act lapses it', () => {
    expect(
      readings(
        'The FDA may not complete its review of Omnavel by the September 9, 2025 PDUFA date.',
      ),
    ).to.deep.equal([['date_set', '2025-09-09', 'Omnavel']])
    expect(
      readings(
        'The FDA will not complete its review of Omnavel by the September 9, 2025 PDUFA date.',
      ),
    ).to.deep.equal([])
  })

  const rows: Array<[string, string, string, string]> = [
    [
      '"does not anticipate any delay to"',
      'The company does not anticipate any delay to the PDUFA date of September 9, 2025 for Omnavel.',
      '2025-09-09',
      'Omnavel',
    ],
    [
      'a possessive with the date',
      "Tenzura's Sept. 30 PDUFA date is unchanged.",
      '2025-09-30',
      'Tenzura',
    ],
    [
      '"has a decision date ... under PDUFA"',
      'Corvalex has a decision date of August 8, 2025 under PDUFA.',
      '2025-08-08',
      'Corvalex',
    ],
    [
      '"should act on X by D"',
      'The FDA should act on the Omnavel NDA by September 9, 2025.',
      '2025-09-09',
      'Omnavel',
    ],
    [
      '"has committed to complete its review"',
      'The FDA has committed to complete its review of Omnavel by September 9, 2025.',
      '2025-09-09',
      'Omnavel',
    ],
    [
      '"plans to reach a verdict"',
      'The FDA plans to reach a verdict on Omnavel by September 9, 2025.',
      '2025-09-09',
      'Omnavel',
    ],
    [
      'a fronted "As previously announced," over a pluperfect',
      'As previously announced, the FDA had assigned a PDUFA date of October 3, 2025 for Quenvora.',
      '2025-10-03',
      'Quenvora',
    ],
  ]
  for (const [name, text, date, drug] of rows)
    it(name, () => {
      expect(readings(text), JSON.stringify(extract(text))).to.deep.equal([
        ['date_set', date, drug],
      ])
    })

  it('one drug in two populations keeps both dates', () => {
    expect(
      readings(
        'The FDA set PDUFA dates of September 15, 2025 for Daxilta in adults and December 15, 2025 for Daxilta in pediatric patients.',
      ),
    ).to.deep.equal([
      ['date_set', '2025-09-15', 'Daxilta'],
      ['date_set', '2025-12-15', 'Daxilta'],
    ])
  })

  it('a brand in an application slot does not run into the clause after it', () => {
    expect(
      readings(
        "The sBLA for Quenvora covers two indications: ulcerative colitis, with a PDUFA date of October 3, 2025, and Crohn's disease, with a PDUFA date of January 3, 2026.",
      ),
    ).to.deep.equal([
      ['date_set', '2025-10-03', 'Quenvora'],
      ['date_set', '2026-01-03', 'Quenvora'],
    ])
  })

  it("a generic's or another programme's clause does not rule out the PDUFA clause of the same sentence", () => {
    expect(
      readings(
        'The FDA assigned a PDUFA date of November 14, 2025 for Zelvora; a GDUFA date of January 9, 2026 applies to our ANDA for generic Ostrelva.',
      ),
    ).to.deep.equal([['date_set', '2025-11-14', 'Zelvora']])
    expect(
      readings(
        'Our ANDA for generic Zelvora has a GDUFA date of November 14, 2025, and our NDA for Ostrelva has a PDUFA date of January 9, 2026.',
      ),
    ).to.deep.equal([['date_set', '2026-01-09', 'Ostrelva']])
    expect(
      readings(
        'The ANDA for Zelvora has a target action date of November 14, 2025; under PDUFA VII, fees rose.',
      ),
    ).to.deep.equal([])
  })

  it('a brand opening its sentence as the one a decision was given to; a company that names its object is not', () => {
    expect(
      published(
        'Pelorin received a CRL in November 2024 citing manufacturing issues. We resubmitted in February 2025 and the FDA assigned a PDUFA goal date of August 21, 2025.',
      ),
    ).to.deep.equal([['resubmission_date_set', '2025-08-21', 'Pelorin']])
    expect(
      published(
        'Kestrel Bio, Inc. reported results. Kestrel received a CRL in November 2024. We resubmitted in February 2025 and the FDA assigned a PDUFA goal date of August 21, 2025.',
      ),
    ).to.deep.equal([])
  })

  it('lower-case words ending on a disease are an indication, not a drug', () => {
    expect(
      extract(
        'The FDA granted approval for plaque psoriasis in 2023. The sBLA for psoriatic arthritis has a PDUFA date of October 3, 2025.',
      ).map((a) => a.drug_name),
    ).not.to.include.members(['plaque psoriasis', 'psoriatic arthritis'])
  })

  describe('a brand named by its predicate or its topic', () => {
    const rows: Array<[string, string, string, string]> = [
      [
        'a possessive "target decision date"',
        "Vextoria's target decision date under PDUFA is July 25, 2025.",
        '2025-07-25',
        'Vextoria',
      ],
      [
        'a possessive "decision date" with an aside',
        "Sulvento's decision date, set by the FDA based on PDUFA, is November 10, 2025.",
        '2025-11-10',
        'Sulvento',
      ],
      [
        '"continues to have"',
        'Zerpatix continues to have a PDUFA target action date of January 6, 2026, as previously reported.',
        '2026-01-06',
        'Zerpatix',
      ],
      [
        'an "approved in ..." aside before the predicate',
        'Kymbrio, approved in 2020 for hemophilia A, now has a PDUFA date of October 13, 2025 for hemophilia B.',
        '2025-10-13',
        'Kymbrio',
      ],
      [
        '"act on X by D"',
        'Under the PDUFA timeline, the FDA is slated to act on Brevantis by November 2, 2025.',
        '2025-11-02',
        'Brevantis',
      ],
      [
        '"the X target date"',
        'The Omnavel target date, based on PDUFA timelines, is September 15, 2025.',
        '2025-09-15',
        'Omnavel',
      ],
      [
        'a bullet whose clause ends in a dash',
        '- Lumadra: NDA submitted December 2024 - PDUFA date: August 22, 2025 - Commercial launch preparations underway',
        '2025-08-22',
        'Lumadra',
      ],
    ]
    for (const [name, text, date, drug] of rows)
      it(name, () => {
        expect(published(text), JSON.stringify(extract(text))).to.deep.equal([
          ['date_set', date, drug],
        ])
      })

    it('a fronted "For X," names the sentence\'s product, not a company the text names', () => {
      expect(
        published(
          'For Trelsify, the PDUFA date for the monotherapy indication is August 11, 2025, while the combination indication has a PDUFA date of November 11, 2025.',
        ),
      ).to.deep.equal([
        ['date_set', '2025-08-11', 'Trelsify'],
        ['date_set', '2025-11-11', 'Trelsify'],
      ])
      expect(
        extract(
          'Kestrel Bio, Inc. reported results. For Kestrel, the PDUFA date is August 11, 2025.',
        ).map((a) => a.drug_name),
      ).to.deep.equal([null])
    })

    it('a goal date that lapsed is past; a revised date "replacing" the old one moves it', () => {
      expect(
        extract(
          "Kymbrio's user fee goal date lapsed on March 31 and the FDA continues to review the application.",
        ).map((a) => [a.pdufa_date, a.publishable]),
      ).to.deep.equal([['2025-03-31', false]])
      expect(
        extract(
          'The FDA informed us that it now expects to act on Lumadra earlier, with a revised PDUFA goal date of October 9, 2025 replacing December 9, 2025.',
        )
          .filter((a) => a.publishable)
          .map((a) => [a.kind, a.pdufa_date, a.prior_date]),
      ).to.deep.equal([['date_extended', '2025-10-09', '2025-12-09']])
    })
  })
})

describe('decision frames of the trade press, and a hyphenated target noun', () => {
  for (const [text, date, drug] of [
    [
      'Kestrel said the FDA accepted the NDA for Zelvora. A decision from the regulator is expected on May 8, 2026.',
      '2026-05-08',
      'Zelvora',
    ],
    [
      "Kestrel Bio's Zelvora for plaque psoriasis is up for an FDA decision on January 5, 2026.",
      '2026-01-05',
      'Zelvora',
    ],
    ["The FDA's deadline to decide on Zelvora is March 14, 2026.", '2026-03-14', 'Zelvora'],
    ['The FDA set a PDUFA-date of February 1, 2026 for Selvira.', '2026-02-01', 'Selvira'],
  ] as const)
    it(text, () => {
      expect(published(text, '2025-09-30')).to.deep.equal([['date_set', date, drug]])
    })
  it('a decision on something else is no goal date', () => {
    expect(
      published(
        'A decision from the regulator on the merger is expected on May 8, 2026.',
        '2025-09-30',
      ),
    ).to.deep.equal([])
  })
})
