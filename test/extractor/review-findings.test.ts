/**
 * Cases a review of this session's rules turned up, each a sentence that a rule read wrongly before it was narrowed:
 * a contracted denial ("didn't", "wasn't"), a hard-wrapped line under a hedge, a condition around a denial, a cash
 * runway that "extends beyond" a date, a denial about another drug, two coined names in one text, an oncology
 * "complete response rate", a dotted date beside a slashed one, and approvals with a REMS or a companion diagnostic.
 * Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

const standing = [['date_set', '2026-01-15', 'Zelvora']]

describe('review findings', () => {
  it('a contracted denial of a move or a letter denies it', () => {
    for (const text of [
      'The PDUFA date for Zelvora wasn’t extended and remains January 15, 2026.',
      "The FDA didn't extend the PDUFA date for Zelvora, which remains January 15, 2026.",
      "The FDA didn't issue a complete response letter for Zelvora. The PDUFA date for Zelvora is January 15, 2026.",
    ])
      expect(published(text), text).to.deep.equal(standing)
  })
  it('a hard-wrapped line stays in its clause, hedge included', () => {
    const text =
      'Kestrel expects that the FDA may assign\na PDUFA target action date of January 15, 2026 for Zelvora.'
    expect(extract(text).map((a) => a.reason)).to.deep.equal(['hedged'])
  })
  it('a condition, a company or a cash runway denies no deadline', () => {
    for (const text of [
      'The FDA set a PDUFA date of January 15, 2026 for Zelvora. If the FDA does not take action by January 15, 2026, Kestrel will continue to engage with the agency.',
      'The FDA set a PDUFA date of January 15, 2026 for Zelvora. Kestrel said it will not make a decision on a commercial partner by January 15, 2026.',
    ])
      expect(published(text), text).to.deep.equal(standing)
    expect(
      extract(
        'Kestrel believes its cash runway extends beyond the PDUFA target action date of January 15, 2026 for Zelvora.',
      ).map((a) => a.reason),
    ).to.not.include('lapsed')
  })
  it('two coined names keep two drugs apart', () => {
    expect(
      published(
        'Zelvora received Breakthrough Therapy designation. The FDA set a PDUFA target action date of January 15, 2026. Separately, Ostrelva received Fast Track designation. The FDA extended the PDUFA target action date to April 20, 2026.',
      ),
    ).to.deep.equal([
      ['date_set', '2026-01-15', 'Zelvora'],
      ['date_extended', '2026-04-20', 'Ostrelva'],
    ])
  })
  it('a complete response rate is no letter a resubmission answers', () => {
    expect(
      published(
        'Zelvora showed a complete response rate of 40%. After a refuse-to-file letter, Kestrel resubmitted the NDA for Zelvora. The PDUFA date is January 15, 2026.',
      ),
    ).to.deep.equal(standing)
  })
  it('a dotted date is not read month first because a slashed one is', () => {
    expect(
      extract('The PDUFA date for Zelvora is 05.02.2026. The MAA was validated on 03/04/2025.').map(
        (a) => a.reason,
      ),
    ).to.deep.equal(['ambiguous_date'])
  })
  it('an approval with a REMS or a companion diagnostic is an approval', () => {
    for (const text of [
      'The FDA approved Zelvora with a REMS on May 30, 2025.',
      'The FDA approved Zelvora together with a companion diagnostic on May 30, 2025.',
    ])
      expect(published(text), text).to.deep.equal([['approval', '2025-05-30', 'Zelvora']])
  })
})

describe('review findings, second round', () => {
  it('"each" or "both" shares a date only when bound to the coordinated drugs', () => {
    for (const text of [
      'The FDA set a PDUFA date of June 2, 2026 for ZL-101 in combination with velnalidomide, in both first-line and second-line settings.',
      'ZL-101, which outperformed ZL-044 in both trials, has a PDUFA date of June 2, 2026.',
    ])
      expect(
        published(text).map((a) => a[2]),
        text,
      ).to.deep.equal(['ZL-101'])
  })
  it('a date in capitals, a route and dose, or a time of year is no code', () => {
    expect(
      published(
        'KESTREL ANNOUNCES FDA ACCEPTANCE OF NDA FOR ZELVORA WITH PDUFA DATE OF JUNE 30, 2026',
      ).map((a) => a[2]),
    ).to.deep.equal(['ZELVORA'])
    expect(
      published('The PDUFA date for SC 200 is June 30, 2026 for Zelvora.').map((a) => a[2]),
    ).to.deep.equal(['Zelvora'])
  })
  it('a headed list ends at an unbulleted line and leaves out other events and competitors', () => {
    expect(
      published(
        'Upcoming PDUFA dates:\n• Calmora NDA submission - January 5, 2026\n• Dexivant – June 22, 2026\nCalmora commercial launch – May 1, 2026',
      ),
    ).to.deep.equal([['date_set', '2026-06-22', 'Dexivant']])
    expect(published('Competitor PDUFA dates:\n• Calmora – April 8, 2026')).to.deep.equal([])
  })
  it('a meeting under the PDUFA is no goal date', () => {
    expect(
      published('The Type A meeting for Zelvora under the PDUFA is scheduled for July 14, 2025.'),
    ).to.deep.equal([])
  })
  it('"cannot take action by D" lapses the date wherever the text states it', () => {
    const text =
      'The FDA has told us that it cannot take action by March 3, 2026. In July, the FDA assigned Zelvora a PDUFA goal date of March 3, 2026.'
    expect(published(text)).to.deep.equal([])
  })
  it('our own product named in a competition sentence is not a competitor', () => {
    expect(
      published(
        'The PDUFA date for Zelvora is June 30, 2026. Other products, such as Rivexa, could compete with our Zelvora.',
      ),
    ).to.deep.equal([['date_set', '2026-06-30', 'Zelvora']])
  })
  it('a decision on an application another sentence names stays that drug’s', () => {
    expect(
      published(
        'The PDUFA date for Zelvora was June 14, 2025. The FDA today approved the NDA, a milestone for Medicare patients.',
        '2025-06-15',
      ),
    ).to.deep.equal([['approval', null, 'Zelvora']])
  })
  it('approvals whose object is the product, and letters the filer received, still count', () => {
    expect(
      published(
        'The FDA approved the NDA for Zelvora as our first product for children on May 30, 2025.',
      ),
    ).to.deep.equal([['approval', '2025-05-30', 'Zelvora']])
    expect(
      published(
        'Like several other sponsors in this field, we received a complete response letter for Zelvora.',
      ),
    ).to.deep.equal([['crl', null, 'Zelvora']])
  })
})

describe('blind-set findings', () => {
  it("a CRL the text's own resubmission answers is the earlier cycle's", () => {
    const text =
      'In March 2025, we received a Complete Response Letter from the FDA for our NDA for Aldovex, which cited deficiencies at our manufacturer. In September 2025, we resubmitted the NDA. In October 2025, the FDA acknowledged the resubmission as a Class 2 response and set a PDUFA goal date of March 27, 2026.'
    expect(extract(text, '2025-11-05').map((a) => [a.kind, a.publishable, a.reason])).to.deep.equal(
      [
        ['crl', false, 'earlier_cycle'],
        ['resubmission_date_set', true, null],
      ],
    )
  })
  it('an "About" heading ending on a disease noun names no product', () => {
    expect(
      published(
        'Pinecrest said the FDA accepted its NDA for LMB-710 for Rett syndrome.\n\n- PDUFA target action date of August 8, 2026\n\nAbout Rett Syndrome\nRett syndrome is a rare neurodevelopmental disorder.',
        '2025-09-02',
      ),
    ).to.deep.equal([['date_set', '2026-08-08', 'LMB-710']])
  })
  it("a trial's name is no product code", () => {
    expect(
      published(
        'In November 2024, we received a Complete Response Letter for Gravantis in which the FDA requested an analysis of the TREMOR-2 study. On March 5, 2025, the FDA accepted our resubmission as a Class 2 response and assigned a PDUFA target action date of August 15, 2025.',
        '2025-04-02',
      ),
    ).to.deep.equal([['resubmission_date_set', '2025-08-15', 'Gravantis']])
  })
  it('a headline name ending on a company word is the company', () => {
    expect(
      published(
        'Brevalin Bio BLA Accepted; PDUFA 4/11/26\n\nBrevalin Bio said the FDA accepted its BLA for BRV-22 in wet AMD. PDUFA: 4/11/26.',
        '2025-12-02',
      ),
    ).to.deep.equal([['date_set', '2026-04-11', 'BRV-22']])
  })
  it('"on or about" states the date; a postponed meeting moves no date', () => {
    expect(
      published(
        'The PDUFA target action date is on or about April 26, 2026 for Zelvora.',
        '2025-12-02',
      ),
    ).to.deep.equal([['date_set', '2026-04-26', 'Zelvora']])
    expect(
      published(
        'Linwood said its PDUFA date of Sept. 14 for Caldoria remains unchanged after the FDA postponed an advisory committee meeting.',
        '2025-08-02',
      ),
    ).to.deep.equal([['date_set', '2025-09-14', 'Caldoria']])
  })
  it("a year-less goal date beside a decision's day takes the decision's year", () => {
    const [a] = extract(
      '• Ulvira (ulviracept): Approved by the FDA on March 28, 2025, two days ahead of its March 30 PDUFA date, for generalized lipodystrophy.',
      '2025-05-07',
    ).filter((x) => x.kind === 'date_set')
    expect(a?.pdufa_date).to.equal('2025-03-30')
    expect(a?.publishable).to.equal(false)
  })
})

describe('blind-set findings, more', () => {
  it('an approval does not supersede another application of the drug still under review', () => {
    expect(
      published(
        "Wrenfield, Inc. announced that the FDA has approved an sBLA expanding the indication for Kestrova to pediatric patients aged 2 to 11. Separately, Wrenfield's sBLA for an every-three-months dosing regimen for Kestrova remains under FDA review, with a PDUFA target action date of January 30, 2026.",
        '2025-08-02',
      ),
    ).to.deep.equal([
      ['approval', null, 'Kestrova'],
      ['date_set', '2026-01-30', 'Kestrova'],
    ])
  })
  it("another named company's own application is a competitor's", () => {
    const text =
      'Quiet Pharma, Inc. develops QP-12. For example, Greystone Therapeutics has submitted an NDA for its combination product, GRT-77, for which the FDA has assigned a PDUFA date of November 1, 2025.'
    expect(extract(text, '2025-08-02').map((a) => [a.drug_name, a.reason])).to.deep.equal([
      ['GRT-77', 'competitor'],
    ])
  })
})
