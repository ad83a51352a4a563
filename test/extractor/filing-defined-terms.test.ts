/**
 * SEC filing prose (8-K items, 10-Q notes) as set r40 read it (session 19, s19-sec): the agency's abbreviation defined
 * between commas ("the U.S. Food and Drug Administration, or FDA, granted ..."), an approval announced as a noun with
 * its agent ("a press release announcing the approval by the FDA of X"), the act's name ending in its date noun ("the
 * Prescription Drug User Fee Date (“PDUFA”) ... is D"), a product's standing status ("X remains FDA approved"), and a
 * decision told of a company the filer has no tie to ("an entity not affiliated with the Company"). Sentences written
 * for this test, invented names.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

describe('SEC filing prose: defined terms and status (session 19, s19-sec)', () => {
  describe("the agency's abbreviation defined between commas", () => {
    for (const [text, filed, rows] of [
      [
        'On March 3, 2026, we issued a press release to announce that the U.S. Food and Drug Administration, or FDA, granted marketing approval for Zelvora (tavrunosin) injection.',
        '2026-03-03',
        [['approval', null, 'Zelvora']],
      ],
      [
        'The Food and Drug Administration, or FDA, approved Zelvora on March 2, 2026.',
        '2026-03-03',
        [['approval', '2026-03-02', 'Zelvora']],
      ],
      [
        'On May 4, 2026, the U.S. Food and Drug Administration, or the “FDA,” issued a complete response letter for the NDA for Ostrelva.',
        '2026-05-05',
        [['crl', '2026-05-04', 'Ostrelva']],
      ],
      [
        'On May 4, 2026, the U.S. Food and Drug Administration, or FDA, approved Ostrelva for adults with lupus.',
        '2026-05-05',
        [['approval', '2026-05-04', 'Ostrelva']],
      ],
    ] as const)
      it(`reads the decision: ${text}`, () => expect(published(text, filed)).to.deep.equal(rows))

    for (const text of [
      // A decision still hoped for, or another agency's by the same shape.
      'If the U.S. Food and Drug Administration, or FDA, approves Zelvora, we will owe a milestone payment.',
      'The Food and Drug Administration, or FDA, may approve Zelvora by June 2026.',
      'The European Medicines Agency, or EMA, approved Zelvora on March 2, 2026.',
    ])
      it(`publishes nothing: ${text}`, () =>
        expect(published(text, '2026-03-03')).to.deep.equal([]))
  })

  describe('an approval announced as a noun with its agent ("the approval by the FDA of X")', () => {
    for (const [text, filed, rows] of [
      [
        'On September 15, 2026, Kestrel Bio issued a press release announcing the approval by the U.S. Food and Drug Administration of Zelvora ER (tavrunosin) extended-release oral suspension for the treatment of gout.',
        '2026-09-15',
        [['approval', null, 'Zelvora ER']],
      ],
      [
        'Kestrel Bio announced the approval by the FDA of Zelvora for the treatment of gout.',
        '2026-03-03',
        [['approval', null, 'Zelvora']],
      ],
      [
        'The Company reported the approval by the Food and Drug Administration (the “FDA”) of Ostrelva on May 1, 2026.',
        '2026-05-05',
        [['approval', '2026-05-01', 'Ostrelva']],
      ],
    ] as const)
      it(`reads the approval: ${text}`, () => expect(published(text, filed)).to.deep.equal(rows))

    for (const text of [
      // No publishing verb before the noun: a condition of a payment; a plan; another agency; what is no product.
      'The loan is due 30 days after the approval by the FDA of Zelvora.',
      'Kestrel Bio announced that it will seek the approval by the FDA of Zelvora in 2027.',
      'Kestrel Bio announced the approval by the EMA of Zelvora.',
      'Kestrel Bio is announcing the approval by the FDA of a protocol amendment for its Zelvora study.',
    ])
      it(`publishes nothing: ${text}`, () =>
        expect(published(text, '2026-03-03')).to.deep.equal([]))
  })

  describe('the act\'s name ending in its date noun ("Prescription Drug User Fee Date")', () => {
    for (const [text, filed, rows] of [
      [
        'The FDA has accepted for filing the Company’s NDA for KB-210. The Prescription Drug User Fee Date (“PDUFA”) for a decision by the FDA is October 21, 2026.',
        '2026-03-01',
        [['date_set', '2026-10-21', 'KB-210']],
      ],
      [
        'The Prescription Drug User Fee date for Zelvora is February 2, 2027.',
        '2026-08-10',
        [['date_set', '2027-02-02', 'Zelvora']],
      ],
      [
        'The user fee date for the Ostrelva NDA is March 3, 2027.',
        '2026-08-10',
        [['date_set', '2027-03-03', 'Ostrelva']],
      ],
    ] as const)
      it(`reads the goal date: ${text}`, () => expect(published(text, filed)).to.deep.equal(rows))

    for (const [text, filed] of [
      // Another programme's user fee; a date told as passed.
      ['Our biosimilar user fee date for KB-310 is October 21, 2026.', '2026-03-01'],
      ['The GDUFA user fee date for our generic Zelvora is October 21, 2026.', '2026-03-01'],
      [
        'The user fee date for Zelvora was March 1, 2026, and the FDA did not act by then.',
        '2026-06-01',
      ],
    ] as const)
      it(`publishes nothing: ${text}`, () => expect(published(text, filed)).to.deep.equal([]))
  })

  describe('a standing status ("X remains FDA approved") is no decision', () => {
    it('reads the letter and no approval beside it', () =>
      expect(
        published(
          'On April 27, 2026, the Company received a CRL from the FDA regarding its sNDA for Zelvora. Zelvora remains FDA approved for use in adults with gout.',
          '2026-05-07',
        ),
      ).to.deep.equal([['crl', '2026-04-27', 'Zelvora']]))
    it("reads another product's approval after the status in the same sentence", () =>
      expect(
        published(
          'Zelvora remains FDA approved for adults; the FDA approved Ostrelva on May 1, 2026.',
          '2026-05-07',
        ),
      ).to.deep.equal([['approval', '2026-05-01', 'Ostrelva']]))
    it('reads an approval whose sentence says the product remains something else', () =>
      expect(
        published(
          'The FDA approved Zelvora on May 1, 2026, and it remains the only therapy for gout.',
          '2026-05-07',
        ),
      ).to.deep.equal([['approval', '2026-05-01', 'Zelvora']]))
    for (const text of [
      'Zelvora remains FDA approved for use as an adjunct to diet in adults with severe gout, and current Zelvora labeling remains unchanged.',
      'Ostrelva continues to be approved for adults with lupus.',
      'Ostrelva stays approved for adults with lupus while the FDA reviews the new data.',
      'Zelvora remains U.S. FDA approved for adults with gout.',
    ])
      it(`publishes nothing: ${text}`, () =>
        expect(published(text, '2026-05-07')).to.deep.equal([]))
  })

  describe('a decision told of a company the filer has no tie to', () => {
    for (const text of [
      'On May 26, 2026, Kestrel Bio learned that Ostrelva, LLC, an entity not affiliated with Kestrel, was granted FDA approval of its IV tavrunosin product. Tavrunosin is the active ingredient used in KB-118.',
      'An unaffiliated third party received FDA approval of Zelvora on May 1, 2026.',
      'Halvex Pharma, a company not affiliated with us, received a complete response letter for Ostrelva on May 1, 2026.',
    ])
      it(`holds it as a competitor's: ${text}`, () => {
        expect(published(text, '2026-05-27')).to.deep.equal([])
        expect(
          extract(text, '2026-05-27').some((a) => !a.publishable && a.reason === 'competitor'),
        ).to.equal(true)
      })
    for (const [text, rows] of [
      [
        'Kestrel Bio, which is not affiliated with Halvex, received FDA approval of Zelvora on May 1, 2026.',
        [['approval', '2026-05-01', 'Zelvora']],
      ],
      [
        'The FDA approved Zelvora on May 1, 2026; an unaffiliated company will market it in Europe.',
        [['approval', '2026-05-01', 'Zelvora']],
      ],
    ] as const)
      it(`reads the filer's own decision: ${text}`, () =>
        expect(published(text, '2026-05-07')).to.deep.equal(rows))
  })
})
