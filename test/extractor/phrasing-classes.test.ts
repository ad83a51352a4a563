/**
 * The classes of phrasing that real filings use and a grammar fitted to a few passages misses (issue 13), each with
 * several sentences written for this test (invented companies and drugs). What is checked is what a reader of the feed
 * gets: the published kind, date, previous date and drug; or, for the leaks, that nothing is published and the reason.
 */
import { expect } from 'chai'
import type { Assertion } from '../../schemas/avro/types.js'
import { extractAssertionsFromText } from '../../services/extractor/regex-extractor.js'
import { containsFolded } from '../../services/extractor/text-fold.js'

const FILED = '2025-06-02'
const extract = (text: string, referenceDate: string | null = FILED): Assertion[] =>
  extractAssertionsFromText(text, { referenceDate })
const published = (text: string, referenceDate: string | null = FILED) =>
  extract(text, referenceDate)
    .filter((a) => a.publishable && a.kind !== 'approval' && a.kind !== 'crl')
    .map((a) => [a.kind, a.pdufa_date, a.prior_date, a.drug_name?.toLowerCase() ?? null])

type Row = [
  name: string,
  text: string,
  kind: Assertion['kind'],
  date: string,
  prior: string | null,
  drug: string,
]

function expectRows(rows: readonly Row[]): void {
  for (const [name, text, kind, date, prior, drug] of rows) {
    it(name, () => {
      expect(published(text), JSON.stringify(extract(text))).to.deep.include([
        kind,
        date,
        prior,
        drug.toLowerCase(),
      ])
    })
  }
}

describe('phrasing classes', () => {
  describe('1. the drug: unmarked brands, application modifiers, damaged trademarks, a name after the date, the only product', () => {
    expectRows([
      [
        'unmarked brand as subject',
        'Quorvia remains under priority review, with a PDUFA target action date of November 14, 2025.',
        'date_set',
        '2025-11-14',
        null,
        'Quorvia',
      ],
      [
        'brand as subject, "has"',
        'Belvanta has a Prescription Drug User Fee Act goal date of October 3, 2025.',
        'date_set',
        '2025-10-03',
        null,
        'Belvanta',
      ],
      [
        'modifier of a lower-case application',
        'The FDA set a PDUFA date of October 3, 2025 for the Tarvello application.',
        'date_set',
        '2025-10-03',
        null,
        'Tarvello',
      ],
      [
        'modifier of "new drug application"',
        'The FDA accepted the Tarvello new drug application and assigned a PDUFA goal date of October 3, 2025.',
        'date_set',
        '2025-10-03',
        null,
        'Tarvello',
      ],
      [
        'trademark sign spelled (R)',
        'The FDA set a PDUFA target action date of October 3, 2025 for Lunexa(R) in adults with chronic migraine.',
        'date_set',
        '2025-10-03',
        null,
        'Lunexa',
      ],
      [
        'trademark sign fused',
        'The FDA set a PDUFA target action date of October 3, 2025 for LunexaTM in adults with chronic migraine.',
        'date_set',
        '2025-10-03',
        null,
        'Lunexa',
      ],
      [
        'trademark sign on the next line',
        'The FDA set a PDUFA target action date of October 3, 2025 for Lunexa\n® in adults with chronic migraine.',
        'date_set',
        '2025-10-03',
        null,
        'Lunexa',
      ],
      [
        'named in the sentence after the date',
        'The FDA has assigned a PDUFA target action date of October 3, 2025. The NDA seeks approval of Velocet for the treatment of chronic cough.',
        'date_set',
        '2025-10-03',
        null,
        'Velocet',
      ],
      [
        'the one product of the text, application as subject',
        'Harlan Biosciences develops Ostavia, a once-weekly injection for osteoporosis. The FDA accepted the BLA and set a PDUFA date of October 3, 2025.',
        'date_set',
        '2025-10-03',
        null,
        'Ostavia',
      ],
    ])
  })

  describe('2. year-less goal dates: the year forward from the filing date', () => {
    expectRows([
      [
        'abbreviated month, no year',
        'The FDA set a target action date of Nov. 14 for the NDA for zelvatinib.',
        'date_set',
        '2025-11-14',
        null,
        'zelvatinib',
      ],
      [
        'month and day before the filing day: next year',
        'The PDUFA goal date for zelvatinib is March 2.',
        'date_set',
        '2026-03-02',
        null,
        'zelvatinib',
      ],
      [
        '"this year"',
        'The PDUFA goal date for zelvatinib is September 2 this year.',
        'date_set',
        '2025-09-02',
        null,
        'zelvatinib',
      ],
      [
        'the same day written with its year elsewhere',
        'The FDA set a PDUFA date of June 3, 2026 for zelvatinib. Harlan expects a decision on June 3 at the latest.',
        'date_set',
        '2026-06-03',
        null,
        'zelvatinib',
      ],
    ])
    it('records that the year was inferred', () => {
      const [a] = extract('The FDA set a target action date of Nov. 14 for zelvatinib.').filter(
        (x) => x.publishable,
      )
      expect(a).to.include({
        pdufa_date: '2025-11-14',
        year_inferred: true,
        date_confidence: 'confirmed',
      })
    })
    it('without a filing date it holds the date back as year_unknown', () => {
      const [a] = extract('The FDA set a target action date of Nov. 14 for zelvatinib.', null)
      expect(a).to.include({ publishable: false, reason: 'year_unknown' })
    })
  })

  describe('3. a restated date that still stands', () => {
    expectRows([
      [
        'goal date remains',
        'Following the meeting, the PDUFA goal date for zelvatinib remains November 14, 2025.',
        'date_set',
        '2025-11-14',
        null,
        'zelvatinib',
      ],
      [
        'previously announced date, unchanged',
        'The previously announced PDUFA target action date of November 14, 2025 for zelvatinib is unchanged.',
        'date_set',
        '2025-11-14',
        null,
        'zelvatinib',
      ],
      [
        'pluperfect that still stands',
        'The FDA had set a PDUFA date of November 14, 2025 for zelvatinib, and the agency confirmed that the date remains in effect.',
        'date_set',
        '2025-11-14',
        null,
        'zelvatinib',
      ],
      [
        'continues to expect action by the previously disclosed date',
        'Harlan continues to expect FDA action on zelvatinib by its previously disclosed PDUFA date of November 14, 2025.',
        'date_set',
        '2025-11-14',
        null,
        'zelvatinib',
      ],
    ])
  })

  describe("4. the hedge or negation is the main verb's, not the presupposed date's", () => {
    expectRows([
      [
        'not expected to be resolved before the target date',
        'Harlan said the manufacturing issues for zelvatinib are not expected to be resolved before the October 2, 2025 target action date.',
        'date_set',
        '2025-10-02',
        null,
        'zelvatinib',
      ],
      [
        'anticipates a decision by the PDUFA date',
        'Harlan anticipates a decision on zelvatinib by the PDUFA (Prescription Drug User Fee Act) action date of October 2, 2025.',
        'date_set',
        '2025-10-02',
        null,
        'zelvatinib',
      ],
      [
        'does not expect an advisory committee before the goal date',
        'The FDA does not plan to hold an advisory committee meeting before the October 2, 2025 PDUFA goal date for zelvatinib.',
        'date_set',
        '2025-10-02',
        null,
        'zelvatinib',
      ],
    ])
    it('the FDA saying it will not act by the date: the date has lapsed', () => {
      const text =
        'The FDA informed Harlan that it will not take action on the zelvatinib NDA by the October 2, 2025 PDUFA goal date.'
      expect(published(text)).to.deep.equal([])
      expect(extract(text).find((a) => a.pdufa_date === '2025-10-02')?.reason).to.equal('lapsed')
    })
  })

  describe('5. weaker target nouns tied to PDUFA', () => {
    expectRows([
      [
        'target date under PDUFA',
        'The FDA set a target date of October 2, 2025 under PDUFA for the zelvatinib NDA.',
        'date_set',
        '2025-10-02',
        null,
        'zelvatinib',
      ],
      [
        'decision date based on PDUFA',
        'Based on PDUFA guidelines, the decision date for zelvatinib is October 2, 2025.',
        'date_set',
        '2025-10-02',
        null,
        'zelvatinib',
      ],
      [
        'target date, under the Prescription Drug User Fee Act',
        'Under the Prescription Drug User Fee Act, the FDA has a target date of October 2, 2025 to complete its review of zelvatinib.',
        'date_set',
        '2025-10-02',
        null,
        'zelvatinib',
      ],
    ])
  })

  describe("6. variants of the act's name", () => {
    expectRows([
      [
        'acronym then expansion',
        'The FDA assigned a PDUFA (Prescription Drug User Fee Act) target action date of October 2, 2025 for zelvatinib.',
        'date_set',
        '2025-10-02',
        null,
        'zelvatinib',
      ],
      [
        '"or PDUFA" between commas',
        'The FDA assigned a Prescription Drug User Fee Act, or PDUFA, date of October 2, 2025 for zelvatinib.',
        'date_set',
        '2025-10-02',
        null,
        'zelvatinib',
      ],
      [
        'User-Fee with a hyphen',
        'The FDA assigned a Prescription Drug User-Fee Act goal date of October 2, 2025 for zelvatinib.',
        'date_set',
        '2025-10-02',
        null,
        'zelvatinib',
      ],
      [
        'PDUFA V',
        'Under PDUFA V, the FDA assigned a PDUFA V goal date of October 2, 2025 for zelvatinib.',
        'date_set',
        '2025-10-02',
        null,
        'zelvatinib',
      ],
    ])
  })

  describe('7. an extension whose object is long: bounded by the clause, not by characters', () => {
    expectRows([
      [
        'long object with parenthetical and indication',
        'The FDA extended the review period for the New Drug Application (NDA) for zelvatinib (ZLV-101), an oral inhibitor, for the treatment of adults with moderate-to-severe plaque psoriasis who failed prior systemic therapy, to January 2, 2026.',
        'date_extended',
        '2026-01-02',
        null,
        'zelvatinib',
      ],
      [
        'long passive subject',
        'The Prescription Drug User Fee Act (PDUFA) target action date for the supplemental Biologics License Application for sarvelimab as a first-line treatment of adults with unresectable hepatocellular carcinoma has been extended to January 2, 2026.',
        'date_extended',
        '2026-01-02',
        null,
        'sarvelimab',
      ],
    ])
  })

  describe('8. segmentation: bullets and hard-wrapped lines', () => {
    expectRows([
      [
        'bullet list',
        'Highlights\n- Revenue grew 12% to $40 million\n- The FDA set a PDUFA date of October 2, 2025 for zelvatinib\n- Cash of $200 million',
        'date_set',
        '2025-10-02',
        null,
        'zelvatinib',
      ],
      [
        'date at the start of a wrapped line',
        'The FDA accepted the NDA for zelvatinib and set a PDUFA target action date of\nOctober 2, 2025, for the completion of its review.',
        'date_set',
        '2025-10-02',
        null,
        'zelvatinib',
      ],
    ])
  })

  describe('9. an older decision in the same text does not demote a new date', () => {
    expectRows([
      [
        'approval for another indication years ago',
        'Zelvix was approved by the FDA in March 2019 for adults with plaque psoriasis. The FDA has set a PDUFA target action date of October 2, 2025 for the sNDA for Zelvix in adolescents.',
        'date_set',
        '2025-10-02',
        null,
        'Zelvix',
      ],
      [
        'a CRL in the previous cycle',
        'Harlan received a complete response letter for zelvatinib in 2023. Harlan resubmitted the NDA and the FDA set a PDUFA date of October 2, 2025.',
        'resubmission_date_set',
        '2025-10-02',
        null,
        'zelvatinib',
      ],
    ])
  })

  describe('10. a decision verb with no target noun', () => {
    expectRows([
      [
        'will rule on the application by',
        'The FDA will now rule on the zelvatinib application by Aug. 12, 2025.',
        'date_set',
        '2025-08-12',
        null,
        'zelvatinib',
      ],
      [
        'a decision is due by ..., the so-called PDUFA date',
        'A decision on zelvatinib is due by July 9, 2025, the so-called PDUFA date.',
        'date_set',
        '2025-07-09',
        null,
        'zelvatinib',
      ],
      [
        'set to decide by ..., or the so-called PDUFA date',
        'The agency is set to decide on the zelvatinib NDA by Aug. 29, 2025, or the so-called Prescription Drug User Fee Act date.',
        'date_set',
        '2025-08-29',
        null,
        'zelvatinib',
      ],
      [
        "is expected to make a decision by (the agency's deadline)",
        'The FDA is scheduled to make its decision on zelvatinib by October 2, 2025.',
        'date_set',
        '2025-10-02',
        null,
        'zelvatinib',
      ],
    ])
  })

  describe('11. a goal date the FDA moved earlier', () => {
    expectRows([
      [
        'updated from D0 to an earlier D1',
        'The FDA has updated the PDUFA goal date for zelvatinib from December 30, 2025 to October 30, 2025.',
        'date_extended',
        '2025-10-30',
        '2025-12-30',
        'zelvatinib',
      ],
      [
        'moved up to',
        'The FDA moved the PDUFA date for zelvatinib up to October 30, 2025 from December 30, 2025.',
        'date_extended',
        '2025-10-30',
        '2025-12-30',
        'zelvatinib',
      ],
    ])
  })

  describe('12. numeric dates with two-digit years under a PDUFA date column', () => {
    expectRows([
      [
        'flattened table',
        'Product | Indication | PDUFA Date\nzelvatinib | plaque psoriasis | 10/02/25\nsarvelimab | liver cancer | 12/15/25',
        'date_set',
        '2025-10-02',
        null,
        'zelvatinib',
      ],
      [
        'tab-separated, day first by the other row',
        'Candidate\tPDUFA goal date\nzelvatinib\t10/11/25\nsarvelimab\t15/12/25',
        'date_set',
        '2025-11-10',
        null,
        'zelvatinib',
      ],
    ])
    it('a slashed date no other date decides is read month first, as SEC filers write it', () => {
      const [a] = extract('Product | PDUFA Date\nzelvatinib | 10/02/25')
      expect(a).to.include({ publishable: true, pdufa_date: '2025-10-02', drug_name: 'zelvatinib' })
    })
    it('a dotted date, or a text that writes its dates day first in words, is held back as ambiguous', () => {
      for (const text of [
        'Product | PDUFA Date\nzelvatinib | 10.02.2026',
        'Filed on 2 June 2025.\nProduct | PDUFA Date\nzelvatinib | 10/02/26',
      ]) {
        const [a] = extract(text)
        expect(a).to.include({ publishable: false, reason: 'ambiguous_date' })
      }
    })
  })

  describe('leaks: a lapsed date in new wording publishes nothing', () => {
    for (const [name, text] of [
      [
        'a new date will be supplied later',
        'The FDA did not act on the zelvatinib NDA by its October 2, 2025 goal date and said it will supply a new target action date later.',
      ],
      [
        'heard nothing; the goal date was last Sunday',
        'Harlan has heard nothing from the agency; its goal date for zelvatinib was last Sunday, May 25, 2025.',
      ],
      ['missed the PDUFA date', 'The FDA missed the May 20, 2025 PDUFA date for zelvatinib.'],
    ] as const) {
      it(name, () => expect(published(text), JSON.stringify(extract(text))).to.deep.equal([]))
    }
  })

  describe('two indications of one application keep two dates, each with its indication', () => {
    it('reads both, with the indication on each', () => {
      const text =
        'The FDA set a PDUFA date of October 2, 2025 for zelvatinib for the treatment of plaque psoriasis and a PDUFA date of December 15, 2025 for zelvatinib for the treatment of psoriatic arthritis.'
      const dates = extract(text)
        .filter((a) => a.publishable)
        .map((a) => [a.pdufa_date, a.indication])
      expect(dates).to.have.length(2)
      expect(dates[0]![1]).to.match(/plaque psoriasis/)
      expect(dates[1]![1]).to.match(/psoriatic arthritis/)
    })
  })
})

describe('drug name shapes', () => {
  it('a nonproprietary name with its salt or acid word is one name', () => {
    expect(
      published(
        'Harlan announced that the FDA set a PDUFA date of October 2, 2025 for the review. The application seeks approval of zelvaric acid for gout.',
      ),
    ).to.deep.include(['date_set', '2025-10-02', null, 'zelvaric acid'])
    expect(
      published('The PDUFA goal date for tarlanthanum carbonate is October 2, 2025.'),
    ).to.deep.include(['date_set', '2025-10-02', null, 'tarlanthanum carbonate'])
  })
  it('a one-letter development code with three digits or more', () => {
    expect(
      published(
        'The FDA set a PDUFA date of October 2, 2025 for V731, an investigational vaccine.',
      ),
    ).to.deep.include(['date_set', '2025-10-02', null, 'v731'])
  })
  it('"amino acid" and "nucleic acid" are not drugs', () => {
    const [a] = extract('The PDUFA date for the nucleic acid platform is October 2, 2025.')
    expect(a?.publishable).to.equal(false)
  })
})

describe('more subjects and objects', () => {
  it('an all-capitals brand as the subject of a review predicate', () => {
    expect(
      published(
        'ZELVORA remains under priority review with a PDUFA target action date of October 2, 2025.',
      ),
    ).to.deep.include(['date_set', '2025-10-02', null, 'zelvora'])
  })
  it('"targeting an action date of D" names the target date', () => {
    expect(
      published(
        'The BLA for zelvatinib is under priority review, targeting an action date of October 2, 2025.',
      ),
    ).to.deep.include(['date_set', '2025-10-02', null, 'zelvatinib'])
  })
  it('the FDA is not a drug, whatever its position', () => {
    const [a] = extract('FDA remains under pressure; the PDUFA date is October 2, 2025.')
    expect(a?.drug_name ?? null).to.equal(null)
  })
})

describe('outcome frames', () => {
  const kinds = (text: string) =>
    extract(text)
      .filter((a) => a.kind === 'approval' || a.kind === 'crl')
      .map((a) => [a.kind, a.publishable])
  it('the receipt of marketing approval from the FDA', () => {
    expect(
      kinds(
        'Harlan Biosciences reported the receipt of marketing approval from the FDA for the NDA for zelvatinib for plaque psoriasis.',
      ),
    ).to.deep.include(['approval', true])
  })
  it('marketing authorization from the FDA, not from another agency', () => {
    expect(
      kinds(
        'Harlan announced that it has received marketing authorization from the U.S. FDA for Zelvora (zelvatinib).',
      ),
    ).to.deep.include(['approval', true])
    expect(
      kinds(
        'Harlan announced that it has received marketing authorisation from the European Commission for Zelvora (zelvatinib).',
      ),
    ).to.deep.equal([])
  })
  it('a complete response without the word letter, never a clinical complete response', () => {
    expect(
      kinds(
        'The FDA has provided a complete response to the BLA resubmission for zelvatinib and requires more data.',
      ),
    ).to.deep.include(['crl', true])
    expect(
      kinds('Twelve patients achieved a complete response in the zelvatinib trial.'),
    ).to.deep.equal([])
  })
  it('an approval named in a milestone release is read, held back for a human', () => {
    expect(
      kinds(
        'Harlan earned a $1 million milestone following the FDA approval of Zelvora (zelvatinib).',
      ),
    ).to.deep.equal([['approval', false]])
  })
})

describe('a target or decision date in a sentence about the FDA review of an application', () => {
  it('reads as the goal date', () => {
    expect(
      published(
        'The FDA accepted the BLA for zelvatinib and set a target date of October 2, 2025.',
      ),
    ).to.deep.include(['date_set', '2025-10-02', null, 'zelvatinib'])
    expect(published('Zelvatinib has an FDA decision date of October 2, 2025.')).to.deep.include([
      'date_set',
      '2025-10-02',
      null,
      'zelvatinib',
    ])
  })
  it('but not when another agency sets it', () => {
    expect(
      published('The EMA set a decision date of October 2, 2025 for the zelvatinib application.'),
    ).to.deep.equal([])
  })
})

describe('a target phrase whose complement is long', () => {
  expectRows([
    [
      'the indication between phrase and date',
      'The PDUFA target action date for zelvatinib (ZLV-101) for the treatment of adults with moderate-to-severe chronic plaque psoriasis who are candidates for systemic therapy is October 2, 2025.',
      'date_set',
      '2025-10-02',
      null,
      'zelvatinib',
    ],
    [
      '", which is D"',
      'The FDA assigned zelvatinib a PDUFA target action date, which is October 2, 2025.',
      'date_set',
      '2025-10-02',
      null,
      'zelvatinib',
    ],
    [
      '", currently scheduled for D"',
      'The PDUFA goal date for zelvatinib, currently scheduled for October 2, 2025, was set when the NDA was accepted.',
      'date_set',
      '2025-10-02',
      null,
      'zelvatinib',
    ],
  ])
  it('a comma that changes the topic still weakens the binding', () => {
    expect(
      published(
        'The PDUFA date for zelvatinib was discussed at length, and the board met on October 2, 2025.',
      ),
    ).to.deep.equal([])
  })
})

describe('decision frames in headline style', () => {
  expectRows([
    [
      'FDA decision expected by D',
      'Harlan Biosciences: FDA decision on zelvatinib expected by October 2, 2025',
      'date_set',
      '2025-10-02',
      null,
      'zelvatinib',
    ],
    [
      'with an approval decision due on D',
      'The NDA for zelvatinib was accepted, with an FDA decision due on October 2, 2025.',
      'date_set',
      '2025-10-02',
      null,
      'zelvatinib',
    ],
  ])
})

describe('a use is not a product', () => {
  it('"for the diagnosis of" names what the product is for, not the product', () => {
    const [a] = extract(
      'The FDA set a PDUFA date of October 2, 2025 for the application for the diagnosis of amyloidosis.',
    )
    expect(a?.drug_name ?? null).to.equal(null)
    expect(
      published(
        'The FDA set a PDUFA date of October 2, 2025 for zelvafluor for the imaging of amyloid plaques.',
      ),
    ).to.deep.include(['date_set', '2025-10-02', null, 'zelvafluor'])
  })
})

describe('the product a release presents under its "About" heading', () => {
  it('is the drug of a date the release gives without a name', () => {
    const text =
      'Harlan Biosciences, Inc. (Nasdaq: HRLN) today announced that the FDA has accepted its New Drug Application and assigned a PDUFA target action date of October 2, 2026.\n\nAbout Velocet\n\nVelocet is an oral therapy in development for chronic cough.\n\nAbout Harlan Biosciences\n\nHarlan is a biotechnology company.'
    expect(published(text, '2026-02-02')).to.deep.include([
      'date_set',
      '2026-10-02',
      null,
      'velocet',
    ])
  })
  it('but an "About" heading of the company names no product', () => {
    const text =
      'Harlan Biosciences, Inc. today announced that the FDA has accepted its NDA with a PDUFA target action date of October 2, 2026.\n\nAbout Harlan Biosciences\n\nHarlan develops Corvane and Velocet for respiratory disease.'
    expect(published(text, '2026-02-02')).to.deep.equal([])
  })
})

describe('partner asides, review-completion frames, code aliases', () => {
  expectRows([
    [
      'the agency now expects to complete its review by D',
      'The FDA has extended its review of the NDA for zelvatinib. The agency now expects to complete its review by November 20, 2026.',
      'date_set',
      '2026-11-20',
      null,
      'zelvatinib',
    ],
    [
      'a decision frame with a partner aside',
      'The FDA decision on the NDA for zelvatinib, licensed to its partner Orion Pharma, is expected by October 2, 2026.',
      'date_set',
      '2026-10-02',
      null,
      'zelvatinib',
    ],
    [
      'a target phrase with a partner aside',
      'The target action date for the NDA for zelvatinib, licensed to its partner Orion Pharma in Japan, is October 2, 2026.',
      'date_set',
      '2026-10-02',
      null,
      'zelvatinib',
    ],
    [
      'the drug right after the deadline',
      'An FDA decision is expected by October 2, 2026 for selatrocin in refractory chronic cough.',
      'date_set',
      '2026-10-02',
      null,
      'selatrocin',
    ],
  ])
  it('a lower-case name before its code in parentheses keeps both names', () => {
    const [a] = extract(
      'The FDA set a PDUFA date of October 2, 2025 for selatrocin (QP-440).',
    ).filter((x) => x.publishable)
    expect(
      [a?.drug_name, ...(a?.drug_aliases ?? [])].map((n) => n?.toLowerCase()),
    ).to.include.members(['selatrocin', 'qp-440'])
  })
  it('an indication ends where the next verb of the sentence starts', () => {
    const [a] = extract(
      'The FDA accepted the NDA for zelvatinib for the treatment of hepatorenal syndrome and assigned a PDUFA target action date of August 20, 2025.',
    ).filter((x) => x.publishable)
    expect(a?.indication).to.equal('hepatorenal syndrome')
  })
})

describe('a lower-case nonproprietary name as the subject of a review predicate', () => {
  expectRows([
    [
      'remains under priority review',
      'Harlan said resmavolin remains under priority review, with a PDUFA target action date of October 2, 2025.',
      'date_set',
      '2025-10-02',
      null,
      'resmavolin',
    ],
  ])
  it('but an English word in that place is no drug', () => {
    const [a] = extract(
      'Harlan said the application remains under priority review, with a PDUFA target action date of October 2, 2025.',
    )
    expect(a?.drug_name ?? null).to.equal(null)
  })
})

describe('an adjective of anticipation on a date the FDA assigned', () => {
  expectRows([
    [
      'the FDA set an anticipated PDUFA date',
      'The FDA accepted the NDA for zelvatinib and set an anticipated PDUFA target action date of October 2, 2025.',
      'date_set',
      '2025-10-02',
      null,
      'zelvatinib',
    ],
    [
      'the FDA assigned an expected goal date',
      'The FDA has assigned an expected PDUFA goal date of October 2, 2025 for zelvatinib.',
      'date_set',
      '2025-10-02',
      null,
      'zelvatinib',
    ],
    [
      'a bare PDUFA label with its date',
      'Zelvatinib: NDA accepted; PDUFA October 2, 2025.',
      'date_set',
      '2025-10-02',
      null,
      'zelvatinib',
    ],
  ])
  it('but the company anticipating a date is still a projection', () => {
    expect(
      published('Harlan anticipates a PDUFA target action date of October 2, 2025 for zelvatinib.'),
    ).to.deep.equal([])
    expect(
      extract('Harlan anticipates a PDUFA target action date of October 2, 2025 for zelvatinib.')[0]
        ?.reason,
    ).to.equal('hedged')
  })
})

describe('decision frames need a regulatory context', () => {
  expectRows([
    [
      'a decision from the U.S. regulator on X is expected on D',
      'Harlan Biosciences said a decision from the U.S. regulator on zelvatinib is expected on Jan. 2, 2026.',
      'date_set',
      '2026-01-02',
      null,
      'zelvatinib',
    ],
    [
      'the FDA set D as the target date for its decision',
      'The FDA has set January 2, 2026 as the target date for its decision on zelvatinib.',
      'date_set',
      '2026-01-02',
      null,
      'zelvatinib',
    ],
  ])
  it('a decision on a business matter is no PDUFA date', () => {
    expect(
      published('A decision on the zelvatinib co-promotion option is expected by January 2, 2026.'),
    ).to.deep.equal([])
  })
})

describe('name shapes: a one-letter variant suffix and a possessive nonproprietary name', () => {
  expectRows([
    [
      'a cell product with a one-letter suffix',
      'Harlan said the PDUFA date for velostemcel-L is October 2, 2025.',
      'date_set',
      '2025-10-02',
      null,
      'velostemcel-L',
    ],
    [
      "named only in the next sentence, the text's one drug",
      'The FDA set a PDUFA date of October 2, 2025. Harlan expects to launch velostemcel-L in 2026.',
      'date_set',
      '2025-10-02',
      null,
      'velostemcel-L',
    ],
    [
      'a possessive lower-case name',
      "The FDA extended tenavorin's PDUFA date to January 2, 2026.",
      'date_extended',
      '2026-01-02',
      null,
      'tenavorin',
    ],
  ])
})

describe('a brand in the slots of a target phrase or an agency decision', () => {
  expectRows([
    [
      'the object of "PDUFA date for"',
      'The PDUFA target action date for Ostrelva is November 14, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'the act with its acronym in parentheses before "date for"',
      'The Prescription Drug User Fee Act (PDUFA) date for Ostrelva is November 14th, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'after the date, across "has been set"',
      'Kestrel said a PDUFA date of November 14, 2025 has been set for Ostrelva.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'the object of a decision the target date is for',
      "The FDA's target date for a decision on Ostrelva is November 14, 2025.",
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'an owner before the brand',
      "The FDA set a PDUFA date of Friday, November 14, 2025 for Kestrel's Ostrelva.",
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'the brand premodifying the target phrase',
      'The Ostrelva PDUFA date has been pushed back to November 14, 2025.',
      'date_extended',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'a target noun and its alias between commas',
      "The FDA's target action date, or PDUFA date, for Ostrelva is November 14, 2025.",
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
  ])
  it('a title-case adjective before a target phrase is no brand', () => {
    const text = 'The Revised PDUFA Date for the Ostrelva NDA Is November 14, 2025'
    expect(extract(text).map((a) => a.drug_name)).to.not.include('Revised')
  })
})

describe('decision frames: the agency aims, expects or is told; on or before; with a decision expected', () => {
  expectRows([
    [
      'the agency aims to complete its review',
      'Under PDUFA, the FDA aims to complete its review of the Ostrelva application by November 14, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'what the agency told the company it expects',
      'The FDA has informed Kestrel that it expects to complete its review of the lomarsitug BLA by November 14, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'lomarsitug',
    ],
    [
      'a decision from the agency on or before',
      'A decision from the FDA on Ostrelva is expected on or before November 14, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      "the agency's decision with a relative clause",
      "The FDA's decision on the Ostrelva NDA, which is under priority review, is expected by November 14, 2025.",
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'an acceptance with a decision expected',
      'Kestrel said the FDA has accepted its application for Ostrelva, with a decision expected by Nov. 14, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'no later than',
      'The agency is expected to complete its review of the application for Ostrelva no later than November 14, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
  ])
  for (const text of [
    'A decision on the tender offer for Kestrel is expected by November 14, 2025.',
    'With a decision expected by the end of 2025, Kestrel is preparing to launch Ostrelva.',
    'Kestrel expects to report topline data for Ostrelva by November 14, 2025.',
    'The FDA has scheduled an advisory committee meeting on November 14, 2025 to discuss the Ostrelva NDA.',
  ])
    it(`publishes nothing: ${text}`, () => {
      expect(published(text)).to.deep.equal([])
    })
})

describe('deadlines, headline attributes, product labels, a long complement that closes with a comma', () => {
  expectRows([
    [
      "the agency's decision deadline",
      "The agency's decision deadline for the Ostrelva NDA is March 3, 2026.",
      'date_set',
      '2026-03-03',
      null,
      'Ostrelva',
    ],
    [
      'a headline verb of setting with a date attribute',
      'FDA sets March 3, 2026 PDUFA date for Ostrelva NDA',
      'date_set',
      '2026-03-03',
      null,
      'Ostrelva',
    ],
    [
      'a product label before a dash',
      'Ostrelva \u2013 PDUFA date March 3, 2026',
      'date_set',
      '2026-03-03',
      null,
      'Ostrelva',
    ],
    [
      'a complement with the indication between commas',
      'The PDUFA target action date for Ostrelva (lomarsitug) tablets, for the treatment of adults with chronic hand eczema who are candidates for systemic therapy, is March 3, 2026.',
      'date_set',
      '2026-03-03',
      null,
      'Ostrelva',
    ],
    [
      'under PDUFA between the phrase and its date',
      'The FDA set a target action date under PDUFA of March 3, 2026 for Ostrelva.',
      'date_set',
      '2026-03-03',
      null,
      'Ostrelva',
    ],
    [
      'the object of a ruling',
      'The FDA is due to rule on Ostrelva by March 3, 2026.',
      'date_set',
      '2026-03-03',
      null,
      'Ostrelva',
    ],
  ])
  it('a headline date before a PDUFA phrase after another verb stays unbound', () => {
    expect(published('Kestrel reports March 3, 2026 PDUFA date news for Ostrelva')).to.deep.equal(
      [],
    )
  })
})

describe('"PDUFA" as the head noun, the agency\'s "has until", a day-month-year with dashes', () => {
  expectRows([
    [
      'a possessive and a copula',
      "Ostrelva's PDUFA is November 14, 2025.",
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      '"has a PDUFA of"',
      'Ostrelva has a PDUFA of November 14, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'a dated PDUFA for the product',
      'Kestrel is on track for a November 14, 2025 PDUFA for Ostrelva.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'the agency has until the date to act',
      'The FDA has until November 14, 2025 to act on the Ostrelva application.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'day-month-year with dashes',
      'The FDA set a PDUFA date of 14-Nov-2025 for Ostrelva.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
  ])
  for (const text of [
    'The FDA has until November 14, 2025 to respond to the citizen petition filed against Ostrelva.',
    'Kestrel held its November 14, 2025 PDUFA meeting with the FDA about the Ostrelva NDA.',
    'Pursuant to the merger agreement, the buyer has until November 14, 2025 to make a decision on the Ostrelva royalty.',
  ])
    it(`publishes nothing: ${text}`, () => {
      expect(published(text)).to.deep.equal([])
    })
})

describe('an aside closed before the predicate; a target noun the agency assigns', () => {
  expectRows([
    [
      'a participial aside',
      'The PDUFA date for Ostrelva, set by the FDA upon acceptance of the NDA, is November 14, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'a restating aside',
      'The PDUFA target action date for the Ostrelva NDA, as previously disclosed, is November 14, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'an attribution aside',
      'The PDUFA date for Ostrelva, according to Kestrel, is November 14, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'a relative clause that mentions a submission',
      'The PDUFA date for the Ostrelva NDA, which was submitted in March, is November 14, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'the agency sets a target date',
      'The FDA set a target date of November 14, 2025 for Ostrelva.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
  ])
  for (const text of [
    'The PDUFA date for Ostrelva, and the date of the advisory committee meeting, is November 14, 2025.',
    'The target date for the merger, set by both boards, is November 14, 2025.',
    'The FDA set a target date of November 14, 2025 for the advisory committee meeting on Ostrelva.',
  ])
    it(`publishes nothing: ${text}`, () => {
      expect(published(text)).to.deep.equal([])
    })
})

describe('a date in apposition that ends the sentence; a radiolabelled name', () => {
  expectRows([
    [
      'the date after a comma, closing the sentence',
      'The FDA accepted the NDA for Ostrelva for priority review and has set a PDUFA date, November 14, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'an isotope before the name',
      'The FDA set a PDUFA date of November 14, 2025 for 177Lu-lomarsitug.',
      'date_set',
      '2025-11-14',
      null,
      '177Lu-lomarsitug',
    ],
  ])
  it("a date after a comma that opens another clause is not the phrase's", () => {
    expect(
      published(
        'Ahead of the PDUFA date, November 14, 2025 will see Kestrel host an investor call on Ostrelva.',
      ),
    ).to.deep.equal([])
  })
})

describe('trade-press wording: a brand after its head noun, a verdict, an appositive, a headline "with"', () => {
  expectRows([
    [
      'a brand after its lower-case head noun',
      'Shares of Kestrel jumped after the FDA set a Nov. 14, 2025 action date for its psoriasis pill Ostrelva.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'the agency issues its verdict',
      'The FDA is expected to issue its verdict on Ostrelva by Nov. 14, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      "an appositive inside the agency's decision frame",
      "The FDA's decision on the drug, Ostrelva, is expected by Nov. 14, 2025.",
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'a headline date attribute after "with"',
      'Ostrelva NDA accepted by FDA with November 14, 2025 PDUFA date',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
  ])
  it('"Drug Administration" is no head noun of a brand', () => {
    const text =
      'The U.S. Food and Drug Administration set a PDUFA date of November 14, 2025 for the Ostrelva NDA.'
    expect(extract(text).map((a) => a.drug_name)).to.deep.equal(['Ostrelva'])
  })
})

describe('what an aside says of the product is not said of the date', () => {
  expectRows([
    [
      'a hedging adjective inside a noun-phrase aside',
      "The PDUFA date for Ostrelva, Kestrel's lead product candidate and a potential first-in-class therapy, is November 14, 2025.",
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'a relative clause naming a designation',
      'The FDA set a PDUFA target action date for Ostrelva, which has Breakthrough Therapy designation for plaque psoriasis, of November 14, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
  ])
  it('a hedge outside the aside still hedges the date', () => {
    const text =
      "The PDUFA date for Ostrelva, the company's potential first product, is expected to be November 14, 2025."
    expect(published(text)).to.deep.equal([])
    expect(extract(text)[0]?.reason).to.equal('hedged')
  })
})

describe('name shapes: a serotype letter, "alfa" after a shaped name', () => {
  expectRows([
    [
      "a botulinum toxin's serotype letter",
      'The FDA set a PDUFA date of November 14, 2025 for lomabotulinumtoxinA.',
      'date_set',
      '2025-11-14',
      null,
      'lomabotulinumtoxinA',
    ],
    [
      '"alfa" after a name with no known stem',
      'The PDUFA date for velanoctocog alfa is November 14, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'velanoctocog alfa',
    ],
  ])
})

describe('a brand as subject across a relative pronoun or a partner aside', () => {
  expectRows([
    [
      'a relative pronoun',
      'Halden Royalty Corp. holds a royalty on Ostrelva, which has a PDUFA date of November 14, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'a partner aside',
      'Ostrelva, partnered with Kestrel, is under FDA review with a PDUFA date of November 14, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
  ])
})

describe('a brand with its formulation word keeps the whole name', () => {
  expectRows([
    [
      'a formulation in capitals after the brand',
      'The FDA set a PDUFA date of November 14, 2025 for Ostrelva XR.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva XR',
    ],
    [
      'a device word after the brand',
      'The PDUFA date for the Ostrelva ODT NDA is November 14, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva ODT',
    ],
  ])
  it('an application noun after the brand is not part of its name', () => {
    const text = 'The FDA set a PDUFA date of November 14, 2025 for Ostrelva NDA.'
    expect(published(text).map((row) => row[3])).to.deep.equal(['ostrelva'])
  })
})

describe('a year-less day whose year the text names relative to its own', () => {
  expectRows([
    [
      '"of next year" is the year after the filing\'s, though the day comes sooner',
      'The FDA set a PDUFA date of Nov. 14 of next year for the Ostrelva NDA.',
      'date_set',
      '2026-11-14',
      null,
      'Ostrelva',
    ],
    [
      '"this year" is the filing\'s year',
      'The PDUFA date for Ostrelva is November 14 this year.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
  ])
  it('"this year" for a day already past at filing publishes nothing', () => {
    expect(published('The PDUFA date for Ostrelva was March 3 this year.')).to.deep.equal([])
  })
  it('records that the year was inferred', () => {
    const [assertion] = extract(
      'The FDA set a PDUFA date of Nov. 14 of next year for the Ostrelva NDA.',
    )
    expect(assertion?.year_inferred).to.equal(true)
  })
})

describe('leaks: a cancelled date, a withdrawn application', () => {
  for (const text of [
    'The FDA has cancelled the PDUFA date of November 14, 2025 for Ostrelva after Kestrel withdrew the NDA.',
    'Kestrel voluntarily withdrew its NDA for Ostrelva; the PDUFA date of November 14, 2025 is therefore no longer applicable.',
    "The PDUFA date of November 14, 2025 for Ostrelva has been removed following the company's withdrawal of the application.",
    'Kestrel has withdrawn the Ostrelva NDA. It had been under review with a PDUFA date of November 14, 2025.',
  ])
    it(`publishes nothing: ${text}`, () => {
      expect(published(text)).to.deep.equal([])
      expect(extract(text).map((a) => a.reason)).to.include('lapsed')
    })
  expectRows([
    [
      "another drug's withdrawn application leaves this one's date standing",
      'Kestrel withdrew its NDA for Bexoran in 2023. The FDA set a PDUFA date of November 14, 2025 for Ostrelva.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'a withdrawal followed by a resubmission starts a new cycle',
      'Kestrel withdrew its NDA for Ostrelva in 2024 and resubmitted it in May 2025. The FDA set a new PDUFA date of November 14, 2025.',
      'resubmission_date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'a withdrawal as a risk is no withdrawal',
      'Regulatory delays could result in the withdrawal of our NDA. The FDA set a PDUFA date of November 14, 2025 for Ostrelva.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
  ])
})

describe("a competitor's date is held, not published as the filer's", () => {
  for (const text of [
    'Kestrel noted that a competing product, Rivalza from Halden Bio, has a PDUFA date of November 14, 2025.',
    "Halden Bio's competing therapy Rivalza has a PDUFA target action date of November 14, 2025, according to public reports.",
  ])
    it(text, () => {
      expect(published(text)).to.deep.equal([])
      expect(extract(text).map((a) => a.reason)).to.deep.equal(['competitor'])
    })
  expectRows([
    [
      "competing as a verb of the filer's own product is no competitor",
      'The FDA set a PDUFA date of November 14, 2025 for Ostrelva, which would compete with existing therapies.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
  ])
})

describe('leaks: a date stated under a fronted condition, believed or calculated by the company', () => {
  for (const text of [
    'Assuming a standard review, the PDUFA date for Ostrelva will be November 14, 2025.',
    'Should the FDA accept the filing, the PDUFA date for Ostrelva will be November 14, 2025.',
    'Once the NDA is accepted, the PDUFA date for Ostrelva will be November 14, 2025.',
    'Kestrel believes the PDUFA date for Ostrelva will be November 14, 2025.',
    'Kestrel calculated a PDUFA date of November 14, 2025 for Ostrelva based on the standard ten-month review clock.',
  ])
    it(`publishes nothing: ${text}`, () => {
      expect(published(text)).to.deep.equal([])
      expect(extract(text).map((a) => a.reason)).to.deep.equal(['hedged'])
    })
  expectRows([
    [
      '"once" with a past tense tells a time, not a condition',
      'Once the NDA was accepted, the FDA set a PDUFA date of November 14, 2025 for Ostrelva.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'a fronted time clause',
      'When the FDA accepted the NDA in May, it set a PDUFA date of November 14, 2025 for Ostrelva.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
  ])
})

describe("outcomes: a competitor's decision is held; a brand as the subject of a past approval", () => {
  it("a competitor's approval is not the filer's", () => {
    const text = 'The FDA approved Rivalza, a competing product from Halden Bio, on June 1, 2025.'
    expect(extract(text).map((a) => [a.kind, a.publishable, a.reason])).to.deep.equal([
      ['approval', false, 'competitor'],
    ])
  })
  expectRows([
    [
      'the brand approved before names the drug of a later supplement',
      'Ostrelva was approved by the FDA in 2019 for adults; the sNDA for adolescents has a PDUFA date of November 14, 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
  ])
  it('an acronym approved "for" is no brand', () => {
    const text =
      'A therapy for FAP was approved in 2018; the PDUFA date for Ostrelva is November 14, 2025.'
    expect(extract(text).map((a) => a.drug_name)).to.not.include('FAP')
  })
})

describe('invisible characters inside words', () => {
  it('a soft hyphen or a zero-width space cuts no name or date, and the quote still grounds in the original', () => {
    const original =
      'The FDA set a PDUFA target action date of November 14, 2025\u200b for Ost\u00adrelva.'
    expect(published(original)).to.deep.include(['date_set', '2025-11-14', null, 'ostrelva'])
    const [assertion] = extract(original)
    expect(containsFolded(original, assertion!.quote)).to.equal(true)
  })
})

describe('European wording: the decision of the agency, taking a decision, a possessive product', () => {
  expectRows([
    [
      'the decision of the agency on the product',
      'The decision of the US FDA on Ostrelva is expected on 14 November 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'the agency takes a decision',
      'The FDA is expected to take a decision on the approval of Ostrelva by 14 November 2025.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      "a decision regarding the product's approval",
      "The FDA's decision regarding Ostrelva's approval is expected by 14.11.2025.",
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'the object of the review the agency will complete',
      'Under PDUFA, the FDA has a target date of 14 November 2025 to complete its review of Ostrelva.',
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
  ])
  it("an owner's possessive before a product is still the owner", () => {
    expect(
      published("The FDA set a PDUFA date of November 14, 2025 for Kestrel's Ostrelva."),
    ).to.deep.include(['date_set', '2025-11-14', null, 'ostrelva'])
  })
})

describe('leaks: decisions of the agency that are not the approval decision', () => {
  for (const text of [
    'The FDA will decide whether to accept the Ostrelva NDA for filing by November 14, 2025.',
    "The FDA's decision on the Ostrelva IND is expected by November 14, 2025.",
    "The FDA's decision on the Ostrelva Special Protocol Assessment is expected by November 14, 2025.",
    'The FDA is expected to decide on the Ostrelva citizen petition by November 14, 2025.',
  ])
    it(`publishes nothing: ${text}`, () => {
      expect(published(text)).to.deep.equal([])
    })
  expectRows([
    [
      'an acceptance for filing told in a relative clause leaves the decision standing',
      "The FDA's decision on the Ostrelva NDA, which was accepted for filing in March, is expected by November 14, 2025.",
      'date_set',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
  ])
})

describe('the same brand read whole in every slot', () => {
  for (const text of [
    'The FDA set a PDUFA date of November 14, 2025 for Ostrelva XR.',
    'The PDUFA date for the Ostrelva XR NDA is November 14, 2025.',
    'Ostrelva XR has a PDUFA target action date of November 14, 2025.',
  ])
    it(text, () => {
      expect(published(text)).to.deep.include(['date_set', '2025-11-14', null, 'ostrelva xr'])
    })
  it('an application noun after the subject is not part of its name', () => {
    expect(published('Ostrelva NDA has a PDUFA date of November 14, 2025.')).to.deep.include([
      'date_set',
      '2025-11-14',
      null,
      'ostrelva',
    ])
  })
})

describe('extensions: "which is now", the brand before "review period"', () => {
  expectRows([
    [
      'a relative clause with "now"',
      'Kestrel received notice of a three-month extension of the Ostrelva PDUFA date, which is now November 14, 2025.',
      'date_extended',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
    [
      'the brand premodifying the review period, the new date in the next sentence',
      'The FDA notified Kestrel of a three-month extension to the Ostrelva review period. The new PDUFA target action date is November 14, 2025.',
      'date_extended',
      '2025-11-14',
      null,
      'Ostrelva',
    ],
  ])
})
