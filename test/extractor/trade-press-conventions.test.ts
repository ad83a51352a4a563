/**
 * Conventions of trade press and wire copy (real set r28): a company's capital is no product ("..., shares fall"), a
 * move with its percentage is a market's reaction whatever its subject ("Kestrel down 12 pct after the FDA declined to
 * approve X"), a sponsor seeking the FDA's approval is the review a bare decision in the next sentence belongs to ("A
 * decision is expected on D", "The decision is due to be announced on D"), and a subject whose apposition describes a
 * product receives the decision ("X, the first therapy for Y, received FDA approval on D"); a review that "is being
 * extended" moves its date; "won Food and Drug Administration approval of X" is "won FDA approval", and "the FDA OK'd X" an
 * approval. Each reading beside a trap.
 * Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

describe('trade press conventions', () => {
  describe("a company's capital is never a product's name", () => {
    it('a wire headline whose market clause follows the product noun names no product', () =>
      expect(
        published(
          "U.S. FDA rejects filing for Kestrel MS drug, shares fall\n(Wire) - U.S. health regulators have rejected Kestrel Corp's application seeking approval of a key multiple sclerosis drug, the company said on Tuesday.",
          '2025-06-03',
        ),
      ).to.deep.equal([]))
    it('the product in apposition before the market clause is still read', () =>
      expect(published("The FDA rejected Kestrel's drug, Zelvora, and shares fell.")).to.deep.equal(
        [['crl', null, 'Zelvora']],
      ))
  })

  describe('a move with its percentage is a market reaction, whatever its subject', () => {
    for (const [text, drug] of [
      ['Kestrel fell 5% after the FDA issued a complete response letter for Zelvora.', 'Zelvora'],
      [
        '** Norvale down c.2 pct, top FTSE-100 loser after U.S. FDA declined to approve its new eye drug velorafenib',
        'velorafenib',
      ],
      ['Halden Bio dropped 30 percent after the FDA rejected Pelvoria.', 'Pelvoria'],
    ] as const)
      it(text, () => expect(published(text)).to.deep.equal([['crl', null, drug]]))
    for (const text of [
      // A company's figure is no market: the letter after "after" is an earlier one.
      "Kestrel's revenue fell 5% after the FDA rejected Zelvora.",
      // No figure: "after" still puts the letter before the sentence's news.
      'Kestrel fell after the FDA declined to approve Zelvora.',
      "Kestrel's sales rose 12 percent following the FDA's complete response letter for Zelvora.",
    ])
      it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))
  })

  describe("a sponsor seeking the FDA's approval, then a bare decision", () => {
    const FILED = '2024-04-30'
    for (const [text, date] of [
      [
        'Kestrel Bio seeks FDA approval for Zelvora. A decision is expected on May 14.',
        '2024-05-14',
      ],
      [
        'Norvale hopes to receive FDA approval for an expanded use of its vaccine, Zelvora, for adults on dialysis. The decision is due to be announced on 13th May.',
        '2024-05-13',
      ],
      [
        'Kestrel is seeking approval for Zelvora from the FDA. A decision is expected by May 14, 2024.',
        '2024-05-14',
      ],
      [
        'The FDA accepted the NDA for Zelvora. A decision is expected to be made by June 2, 2024.',
        '2024-06-02',
      ],
    ] as const)
      it(text, () => expect(published(text, FILED)).to.deep.equal([['date_set', date, 'Zelvora']]))
    for (const text of [
      'Kestrel seeks approval for Zelvora in Europe. A decision is expected on May 14.',
      'Kestrel seeks EU approval for Zelvora. A decision is expected on May 14.',
      'Kestrel seeks FDA approval for Zelvora. A decision on the merger is expected by May 14.',
      'Kestrel seeks FDA approval for Zelvora. A decision by the European Commission is expected by May 14.',
      'Kestrel Bio seeks FDA approval for Zelvora. Results are due to be announced on May 13.',
      'Kestrel met with the FDA about the design of the Zelvora trial. A decision is expected to be made by June 2, 2024.',
    ])
      it(`trap: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))
  })

  describe('a subject whose apposition describes a product receives the decision', () => {
    const FILED = '2024-08-26'
    for (const [text, date] of [
      [
        'Zelvora, the first therapy for symptomatic giant cell tumor, a rare joint tumor, received FDA approval on August 2, 2024. Developed by Kestrel, the drug carries a boxed warning.',
        '2024-08-02',
      ],
      ["Zelvora, Kestrel's oral treatment for gout, won FDA approval.", null],
      [
        'Zelvora, a once-weekly injection for adults with anemia, received FDA approval on August 2, 2024.',
        '2024-08-02',
      ],
    ] as const)
      it(text, () => expect(published(text, FILED)).to.deep.equal([['approval', date, 'Zelvora']]))
    for (const text of [
      'Kestrel, the developer of the drug, received FDA approval on August 2, 2024.',
      'Kestrel, the company behind the drug, received FDA approval on August 2, 2024.',
      // A company noun after the product noun heads the apposition: a company, not a product.
      'Kestrel, a drug developer, received FDA approval on August 2, 2024.',
      'Kestrel, a vaccine company, received FDA approval on August 2, 2024.',
      'Kestrel, a drug-maker based in Boston, received FDA approval on August 2, 2024.',
    ])
      it(`trap: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))
  })

  describe('a move under way is a move', () => {
    for (const text of [
      'Kestrel said the FDA review of Zelvora is now being extended by three months to September 7, 2025.',
      'The FDA is delaying its decision on Zelvora. The review is being extended by three months to September 7, 2025.',
    ])
      it(text, () =>
        expect(published(text)).to.deep.equal([['date_extended', '2025-09-07', 'Zelvora']]),
      )
    it('trap: the review of a merger being extended names no product', () =>
      expect(
        published(
          'Kestrel said the review of its merger with Halden is being extended to September 7, 2025.',
        ),
      ).to.deep.equal([]))
  })

  describe("the agency written out before 'approval', and the press's 'OK'd'", () => {
    const FILED = '2023-08-18'
    for (const [text, date] of [
      [
        'Kestrel won Food and Drug Administration approval of its blood-disorder drug Zelvora.',
        null,
      ],
      ["The FDA OK'd Zelvora on Friday evening.", '2023-08-18'],
      ["FDA OKs Kestrel's Zelvora for adults with gout", null],
    ] as const)
      it(text, () => expect(published(text, FILED)).to.deep.equal([['approval', date, 'Zelvora']]))
    for (const text of [
      'Kestrel won Food and Drug Administration approval to begin a Phase 3 trial of Zelvora.',
      "The FDA OK'd the start of a Phase 3 trial of Zelvora.",
      "The FDA okayed Kestrel's plan to begin a trial of Zelvora.",
      "The FDA OK'd the device for adults.",
    ])
      it(`trap: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))
  })
})
