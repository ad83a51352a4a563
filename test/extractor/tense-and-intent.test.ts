/**
 * Phrasing classes found by probing with a fresh set of public real wording (8-K items, releases, wire briefs), each
 * written again here as invented sentences: the agency's intention to meet a date, an adjective of anticipation after a
 * Priority Review grant, a decision frame or target noun in other words, a code in apposition inside a move, a denial
 * that is the company's and not the agency's, a new date the agency will provide, the pluperfect of assigning, and a
 * recap of an earlier cycle's move. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

describe("the agency's intention to meet a date presupposes the date", () => {
  it('"intend to complete their review in time to meet the PDUFA date of D"', () => {
    expect(
      published(
        'The FDA has stated in its correspondence to Kestrel that they intend to complete their review in time to meet the PDUFA target action date of May 14, 2026 for KB-2210.',
        '2025-11-03',
      ),
    ).to.deep.equal([['date_set', '2026-05-14', 'KB-2210']])
  })
  it('"anticipates meeting the PDUFA action date, which is D"', () => {
    expect(
      published(
        'Kestrel said the FDA indicated it anticipates meeting the PDUFA action date for the KB-2210 NDA, which is May 14, 2026.',
        '2025-11-03',
      ),
    ).to.deep.equal([['date_set', '2026-05-14', 'KB-2210']])
  })
})

describe('an adjective of anticipation after the agency granted Priority Review', () => {
  it('is the writer\'s habit, not a hedge ("FDA grants Priority Review ...; with an expected PDUFA date of D")', () => {
    expect(
      published(
        'FDA grants Priority Review to ostrelimab for metastatic choroid sarcoma; with an expected PDUFA target action date of July 9, 2026.',
        '2026-01-12',
      ),
    ).to.deep.equal([['date_set', '2026-07-09', 'ostrelimab']])
  })
  it("before any acceptance or grant it is still the company's projection", () => {
    const [a] = extract(
      'Kestrel submitted the NDA for ostrelimab, with an expected PDUFA target action date of July 9, 2026.',
      '2026-01-12',
    )
    expect(a?.reason).to.equal('hedged')
  })
})

describe('a product known by an acronym, with its salt or its form', () => {
  for (const text of [
    'The FDA has assigned a PDUFA target action date of June 27, 2026 for LMTR (sodium lorvate) extended-release tablets.',
    'The FDA set a PDUFA date of June 27, 2026 for LMTR (sodium lorvate).',
  ])
    it(text, () => {
      expect(published(text, '2026-03-02')).to.deep.equal([['date_set', '2026-06-27', 'LMTR']])
    })
  it("a disease's acronym with its expansion is still no product", () => {
    expect(
      extract(
        'The FDA set a PDUFA date of June 27, 2026 for NASH (nonalcoholic steatohepatitis) therapies.',
        '2026-03-02',
      ).map((a) => a.drug_name),
    ).to.deep.equal([null])
  })
  it('a title-case headline preposition is no name ("Gets CRL Regarding NDA For X")', () => {
    expect(
      published(
        'Halden Gets CRL Regarding NDA For Varentide\nHalden plc said the FDA has issued a Complete Response Letter regarding the New Drug Application for varentide.',
        '2026-02-22',
      ).map((a) => a[2]?.toLowerCase()),
    ).to.deep.equal(['varentide'])
  })
})

describe('a deadline in other words', () => {
  it('"is likely to decide by D" is a decision frame', () => {
    expect(
      published(
        'Kessel said the FDA accepted its marketing application for dorafenib.\nThe FDA has granted priority review and is likely to decide by November 30, 2026.',
        '2026-06-02',
      ),
    ).to.deep.equal([['date_set', '2026-11-30', 'dorafenib']])
  })
  it('"an action due date of D" is a target phrase', () => {
    expect(
      published(
        'Merrow announced the FDA has accepted its resubmitted BLA for Andelvo, with an action due date of August 2, 2026.',
        '2026-02-10',
      ),
    ).to.deep.equal([['resubmission_date_set', '2026-08-02', 'Andelvo']])
  })
  it('a development code in apposition does not weaken a move ("the NDA for Sorvetide, LM-007, ... to D")', () => {
    expect(
      published(
        'Lumora said the FDA has extended the review period of the New Drug Application for Sorvetide, LM-007, to treat classic galactosemia by three months to November 28, 2026.',
        '2026-03-27',
      ),
    ).to.deep.equal([['date_extended', '2026-11-28', 'Sorvetide']])
  })
})

describe("a move's reach is measured without its embedded material", () => {
  it('an acronym alias ("the New Drug Application or NDA") and an infinitive indication ("to treat X")', () => {
    expect(
      published(
        'Kestrel said the U.S. Food and Drug Administration or FDA has extended the review period of the New Drug Application or NDA for Sorvetide, LM-007, to treat classic galactosemia by three months to November 28, 2026.',
        '2026-03-27',
      ),
    ).to.deep.equal([['date_extended', '2026-11-28', 'Sorvetide']])
  })
})

describe('who denies the deadline', () => {
  it("the company's expectation of a resolution leaves the date standing", () => {
    expect(
      published(
        'Cardent stated that it does not currently expect any resolution to occur by the October 17, 2026 target action date under PDUFA for pelmarizumab.',
        '2026-10-01',
      ),
    ).to.deep.equal([['date_set', '2026-10-17', 'pelmarizumab']])
  })
  it("the agency's action denied by the date lapses it", () => {
    const [a] = extract(
      'Cardent said the FDA will not complete its review of pelmarizumab by the October 17, 2026 target action date under PDUFA.',
      '2026-10-01',
    )
    expect(a?.reason).to.equal('lapsed')
  })
  it('"The FDA will not meet a PDUFA date of D" lapses it, said so', () => {
    const [a] = extract(
      'The FDA will not meet a PDUFA date of June 17, 2026 for the Ostrelva NDA.',
      '2026-06-10',
    )
    expect([a?.pdufa_date, a?.reason]).to.deep.equal(['2026-06-17', 'lapsed'])
  })
  it('"A new target action date will be provided" lapses the date the text gave', () => {
    const [a] = extract(
      'Arden announced that the review of the NDA for AR-218 is still ongoing, and action will likely not be taken in October. A new target action date will be provided as soon as possible.\nIn February 2026, the FDA accepted the NDA for AR-218 and assigned a target action date of October 15, 2026.',
      '2026-10-15',
    )
    expect(a?.reason).to.equal('lapsed')
  })
})

describe('the pluperfect of assigning', () => {
  it('"the FDA had assigned a PDUFA goal date of D" with nothing after it: the date stands', () => {
    expect(
      published(
        'Verano received a letter from the FDA as part of the ongoing review of its NDA for VT-102 stating deficiencies that preclude discussion of labeling.\nIn a letter dated November 26, 2025, the FDA had assigned a PDUFA goal date of July 13, 2026 for completion of its review of the NDA.',
        '2026-06-30',
      ),
    ).to.deep.equal([['date_set', '2026-07-13', 'VT-102']])
  })
  it('superseded, and said so, when the text moves the date', () => {
    const text =
      'The FDA had assigned a PDUFA goal date of July 13, 2026 for the NDA for VT-102. The FDA has now extended the goal date to October 13, 2026.'
    expect(extract(text, '2026-06-30').map((a) => [a.kind, a.pdufa_date, a.reason])).to.deep.equal([
      ['date_set', '2026-07-13', 'superseded'],
      ['date_extended', '2026-10-13', null],
    ])
  })
  it('held behind the decision the text announces', () => {
    const text =
      'The FDA issued a complete response letter for the VT-102 NDA. The FDA had assigned a PDUFA goal date of July 13, 2026.'
    expect(
      extract(text, '2026-07-14')
        .filter((a) => a.kind === 'date_set')
        .map((a) => a.reason),
    ).to.deep.equal(['superseded_by_outcome'])
  })
  it('"the original goal date was D" is still a replaced date', () => {
    expect(
      published('The original PDUFA goal date for VT-102 was July 13, 2026.', '2026-06-30'),
    ).to.deep.equal([])
  })
})

describe("an earlier cycle's move recapped", () => {
  it('does not supersede the goal date of the resubmission the text announces', () => {
    expect(
      published(
        'Verano announced that the FDA has acknowledged its resubmitted NDA for VX-310 was complete and assigned a PDUFA goal date of May 24, 2026.\nThe PDUFA date for the drug had been extended previously by 3 months to September 23, 2025, to allow the FDA more time to review a human factors study.',
        '2025-12-15',
      ),
    ).to.deep.equal([['resubmission_date_set', '2026-05-24', 'VX-310']])
  })
})

describe('an earlier date is said as prior, never published', () => {
  it('"the original PDUFA goal date was D"', () => {
    expect(
      extract('The original PDUFA goal date for VT-102 was July 13, 2026.', '2026-06-30').map(
        (a) => [a.pdufa_date, a.publishable, a.reason],
      ),
    ).to.deep.equal([['2026-07-13', false, 'prior']])
  })
})

describe('a negated date is said, never published', () => {
  for (const text of ['The FDA has not set a PDUFA goal date of June 5, 2026 for zentrivamab.'])
    it(text, () => {
      expect(
        extract(text, '2026-05-01').map((a) => [a.pdufa_date, a.publishable, a.reason]),
      ).to.deep.equal([['2026-06-05', false, 'negated']])
    })
})

describe('a move that may come leaves the date standing', () => {
  for (const text of [
    'The FDA cancelled the Advisory Committee meeting to review the new information. The information may result in an extension of the September 27, 2026 PDUFA target action date for the brontelimab BLA.',
    'Submission of the data could result in an extension of the PDUFA date for brontelimab, currently September 27, 2026.',
  ])
    it(text, () => {
      expect(published(text, '2026-07-23')).to.deep.equal([
        ['date_set', '2026-09-27', 'brontelimab'],
      ])
    })
  it('a move made by the noun is still a move', () => {
    expect(
      published(
        'The FDA announced a three-month extension of the September 27, 2026 PDUFA target action date for the brontelimab BLA to December 27, 2026.',
        '2026-07-23',
      ),
    ).to.deep.equal([['date_extended', '2026-12-27', 'brontelimab']])
  })
})

describe('"the new PDUFA date" after a move the text told earlier is the moved date', () => {
  it('a move told in the headline and first bullet, the new date four bullets on', () => {
    expect(
      published(
        'Pellion says FDA extended review period for amyloidosis drug\n- Pellion announced on Monday that the FDA extended its review period for lomatisiran, an experimental therapy for ATTR amyloidosis.\n- The FDA made the decision to examine additional data on a new packaging facility for lomatisiran.\n- The FDA has not requested additional efficacy data.\n- The new Prescription Drug User Fee Act (PDUFA) goal date is July 14, 2026.',
        '2026-04-06',
      ),
    ).to.deep.equal([['date_extended', '2026-07-14', 'lomatisiran']])
  })
  it("a move of a resubmission's review is a move, not the resubmission's first date", () => {
    expect(
      published(
        'Tessaro announced that the FDA has extended its review of the resubmitted New Drug Application for RX-32. The new PDUFA action date has been set for September 11, 2026.',
        '2026-06-11',
      ),
    ).to.deep.equal([['date_extended', '2026-09-11', 'RX-32']])
  })
  it('a resubmission accepted with a new date stays a resubmission', () => {
    expect(
      published(
        'Tessaro announced that the FDA has accepted the resubmitted New Drug Application for RX-32 as a complete response. The new PDUFA action date has been set for September 11, 2026.',
        '2026-06-11',
      ),
    ).to.deep.equal([['resubmission_date_set', '2026-09-11', 'RX-32']])
  })
})

describe('8-K wording of acceptance and moves, in long forms', () => {
  it('"granted priority review designation for X ... with a PDUFA date on D"', () => {
    expect(
      published(
        'Zeland Bio A/S announced that the US FDA has granted priority review designation for dasiglutide for the prevention and treatment of hypoglycemia in pediatric patients with a Prescription Drug User Fee Act (PDUFA) date on December 30, 2023.',
        '2023-07-01',
      ),
    ).to.deep.equal([['date_set', '2023-12-30', 'dasiglutide']])
  })
  it('"the agency expects to complete priority review of the X NDA ... on or before D, a three month extension"', () => {
    expect(
      published(
        'Eisora has received notification from the FDA that the agency expects to complete priority review of the velsulin mesylate New Drug Application (NDA) for metastatic breast cancer on or before December 30, 2026, which is a three month extension from the original Prescription Drug User Fee Act (PDUFA) action date of September 30, 2026.',
        '2026-08-30',
      ),
    ).to.deep.equal([['date_extended', '2026-12-30', 'velsulin mesylate']])
  })
  it('a move "from D0 to D1" after the spelt-out act, application and "as a potential treatment for" an indication', () => {
    expect(
      published(
        'Halden today announced that the FDA has extended the Prescription Drug User Fee Act (PDUFA) target date for its priority review of the Biologics License Application (BLA) for Benvora® (belrimumab) as a potential treatment for systemic lupus erythematosus (SLE) from 9th December 2026 to 10th March 2027.',
        '2026-11-20',
      ),
    ).to.deep.equal([['date_extended', '2027-03-10', 'Benvora']])
  })
  it('"the commercialization of X as a treatment of Y" names the product of a later "its NDA"', () => {
    expect(
      published(
        'Kestrel is preparing for the potential commercialization of cytorisine as a treatment of nicotine dependence. In September 2025, the company announced that its New Drug Application had been accepted for review. The FDA has assigned a PDUFA date of June 20, 2026.',
        '2025-10-01',
      ),
    ).to.deep.equal([['date_set', '2026-06-20', 'cytorisine']])
  })
})

describe('8-K wording, in longer forms still', () => {
  it('"continues to be under active review by the FDA, with an expected action date of D": the agency has the application', () => {
    expect(
      published(
        'The sarvolimab Biologics License Application continues to be under active review by the FDA, with an expected action date of October 30, 2026.',
        '2026-06-01',
      ),
    ).to.deep.equal([['date_set', '2026-10-30', 'sarvolimab']])
  })
  it('the agency "expects to complete priority review of the X NDA for <a long indication> on or before D"', () => {
    expect(
      published(
        'Eisora has received notification from the FDA that the agency expects to complete priority review of the velsulin mesylate New Drug Application (NDA) for locally advanced or metastatic breast cancer on or before December 30, 2026, which is a three month extension from the original PDUFA action date of September 30, 2026.',
        '2026-08-30',
      ),
    ).to.deep.equal([['date_extended', '2026-12-30', 'velsulin mesylate']])
  })
  it('"FDA Acceptance of NDA Response for X": the application noun with its response, a resubmission', () => {
    expect(
      published(
        'Etra Pharmaceuticals Announces FDA Acceptance of NDA Response for Dehydrated Glycerol Injection\nThe application has been assigned a PDUFA target action date of June 27, 2026.',
        '2026-02-10',
      ),
    ).to.deep.equal([['resubmission_date_set', '2026-06-27', 'Dehydrated Glycerol']])
  })
})
