/**
 * Precision classes of session 17's second wave: a year-less goal date that a past event the text tells falls on or
 * shortly after is of that event's year (not read a year ahead), and a singular "the drug" / "the candidate" after a
 * sentence naming two products points at neither. Each reading beside its traps. Sentences written for this test,
 * invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

describe('precision classes (session 17, second wave)', () => {
  describe("a year-less goal date before a past event the text tells is of that event's year", () => {
    // Read a year ahead, each would publish a goal date of next year for a decision already due.
    for (const text of [
      'Kestrel Bio (KSTB)\nDrug/indication: Velmora for gout\nFDA decision date: May 25\n\nKestrel announced May 26 that the FDA requested a brief delay to take action on the Velmora application.',
      'The PDUFA date for Ostrelva was June 2. Norvale Bio said on June 9 that the FDA had asked for more time.',
      'Tavrocept PDUFA date: May 25. Halden Pharma reported May 30 that the agency needs two more weeks to act.',
    ])
      it(`not a year ahead: ${text}`, () =>
        expect(
          published(text, '2009-07-28').filter(([, d]) => d === '2010-05-25' || d === '2010-06-02'),
        ).to.deep.equal([]))
    // A date set on a day the text tells lies ahead of that day: still read forward.
    for (const [text, date] of [
      [
        'Kestrel said on July 20 that the FDA set a PDUFA date of June 30 for Velmora.',
        '2010-06-30',
      ],
      [
        'Velmora has a PDUFA date of May 25. Kestrel announced March 2 that the FDA accepted the NDA.',
        '2010-05-25',
      ],
      [
        'Velmora has a PDUFA date of May 25. Kestrel announced on June 30 that it raised new capital.',
        '2010-05-25',
      ],
    ] as const)
      it(`trap, read forward: ${text}`, () =>
        expect(published(text, '2009-07-28')).to.deep.equal([['date_set', date, 'Velmora']]))
  })

  describe('a singular anaphor after a sentence naming two products', () => {
    it('held: the candidate of two', () =>
      expect(
        published(
          'Norvale Bio develops Velmora (velmastat) for gout and Ostrelva (ostrelimab) for lupus. Both are in late-stage development. The candidate has a PDUFA date of April 4, 2026.',
        ),
      ).to.deep.equal([]))
    it('held: the drug of two', () =>
      expect(
        published(
          "Norvale Bio develops Velmora (velmastat) for gout and Ostrelva (ostrelimab) for lupus. The drug's PDUFA date is April 4, 2026.",
        ),
      ).to.deep.equal([]))
    for (const [text, drug] of [
      [
        'Norvale Bio develops Velmora (velmastat) for gout. It is in late-stage development. The candidate has a PDUFA date of April 4, 2026.',
        'Velmora',
      ],
      [
        'Norvale Bio develops Velmora (velmastat) for gout and Ostrelva (ostrelimab) for lupus. Ostrelva has a PDUFA date of April 4, 2026.',
        'Ostrelva',
      ],
    ] as const)
      it(`still read: ${text}`, () =>
        expect(published(text)).to.deep.equal([['date_set', '2026-04-04', drug]]))
  })

  describe('a move told the sentence before, dated only by its telling', () => {
    for (const text of [
      'Kestrel Bio: Velmora NDA (three month PDUFA decision date delay was announced on 2/18/09 after additional data were submitted). Velmora is a treatment for gout with a PDUFA decision date of 5/25/09.',
      'Kestrel Bio said the FDA extended the Velmora review by three months, as announced on February 18. Velmora has a PDUFA decision date of May 25, 2009.',
      'Kestrel Bio reported a three-month review delay for Velmora. Velmora has a PDUFA date of May 25, 2009.',
    ])
      it(`moved: ${text}`, () =>
        expect(published(text, '2009-05-12')).to.deep.equal([
          ['date_extended', '2009-05-25', 'Velmora'],
        ]))
    for (const text of [
      'Kestrel Bio announced on February 18 that it raised new capital for Velmora. Velmora has a PDUFA date of May 25, 2009.',
      'Kestrel Bio said the FDA may extend the Velmora review by three months, as announced on February 18. Velmora has a PDUFA decision date of May 25, 2009.',
      'Kestrel Bio said a three-month shipping delay hit Velmora sales. Velmora has a PDUFA date of May 25, 2009.',
    ])
      it(`trap, set: ${text}`, () =>
        expect(published(text, '2009-05-12')).to.deep.equal([
          ['date_set', '2009-05-25', 'Velmora'],
        ]))
  })
})
