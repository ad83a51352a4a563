/**
 * Wordings left unread by session 16, each read as a class (session 17): a decision arriving by its deadline ("the decision
 * will now come by D"), the agency's answer awaited ("expects an answer from the FDA on X by D"), final approval received,
 * an approval told by what it covers, the owner's ticker between its possessive and the product, the filer named by its
 * role noun ("the company's X"), a name before the condition it treats and a product noun ("its X leukemia
 * treatment"), and an approval counted off ("X became the third drug approved for Y"). Each reading beside its traps. Sentences written for this test, invented names; the filing is dated
 * 2025-06-02 (a Monday).
 */
import { expect } from 'chai'
import { published } from './readings.js'

describe('wordings left unread, read as classes', () => {
  describe('a decision arriving by its deadline', () => {
    for (const [text, kind] of [
      [
        'Norvale Bio said the FDA is reviewing its NDA for Pelmarin. The decision will now come by September 14, 2025.',
        'date_set',
      ],
      [
        'The FDA accepted the BLA for Tavrocept for review. A ruling is expected to come on September 14, 2025.',
        'date_set',
      ],
      [
        'The FDA has extended its review of the Ostravel application by three months. The decision should now arrive by September 14, 2025.',
        'date_extended',
      ],
    ] as const)
      it(text, () => {
        const drug = /Pelmarin|Tavrocept|Ostravel/.exec(text)![0]
        expect(published(text)).to.deep.equal([[kind, '2025-09-14', drug]])
      })
    for (const text of [
      'Norvale Bio plans to list its shares on the Nasdaq. A decision on the listing will now come by September 14, 2025.',
      'Norvale Bio appealed the patent ruling on Pelmarin. The decision from the court will now come by September 14, 2025.',
      "The board's decision on the Pelmarin spin-off will now come by September 14, 2025.",
      'Norvale Bio filed its marketing application for Pelmarin with the EMA. The decision will now come by September 14, 2025.',
    ])
      it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))
  })

  describe("the agency's answer awaited, with its deadline", () => {
    for (const text of [
      'Halvane Therapeutics expects an answer from the FDA on Corvista by September 14, 2025.',
      'Halvane Therapeutics will receive a final response on approval of its NDA for Corvista by September 14, 2025.',
      "Halvane Therapeutics expects to receive the FDA's answer on its application for Corvista on September 14, 2025.",
    ])
      it(text, () =>
        expect(published(text)).to.deep.equal([['date_set', '2025-09-14', 'Corvista']]),
      )
    for (const text of [
      'Halvane Therapeutics expects an answer from the EMA on Corvista by September 14, 2025.',
      'Halvane Therapeutics expects an answer on Corvista from the European Commission by September 14, 2025.',
      'Halvane Therapeutics expects an answer from Nasdaq on its listing by September 14, 2025.',
      'Halvane Therapeutics expects a response from the FDA on its meeting request for Corvista by September 14, 2025.',
      'Halvane Therapeutics expects a response from the FDA on its questions about the Corvista study design by September 14, 2025.',
      'Halvane Therapeutics expects a response from the FDA on the IND for Corvista by September 14, 2025.',
      'Halvane Therapeutics will receive a response on the proposed merger by September 14, 2025.',
    ])
      it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))
  })

  describe('final approval received, and the product after "approval for"', () => {
    for (const [text, date] of [
      [
        'Brevant Pharma received final approval for Lumidra from the FDA on May 29, 2025.',
        '2025-05-29',
      ],
      ['Brevant Pharma won final FDA approval of Lumidra on May 29, 2025.', '2025-05-29'],
      ['Brevant Pharma received approval for Lumidra from the FDA on May 29, 2025.', '2025-05-29'],
      ['Brevant Pharma has received final approval for Lumidra from the FDA.', null],
      [
        'Brevant Pharma won final FDA approval of Lumidra (velmastat) on May 29, 2025.',
        '2025-05-29',
      ],
    ] as const)
      it(text, () => expect(published(text)).to.deep.equal([['approval', date, 'Lumidra']]))
    for (const text of [
      'Brevant Pharma received tentative approval for Lumidra from the FDA on May 29, 2025.',
      'Brevant Pharma received final approval of its merger with Orrin Labs on May 29, 2025.',
      'Brevant Pharma received final approval from the FTC for its merger with Orrin Labs on May 29, 2025.',
      "Brevant Pharma's board gave final approval to the 2026 budget for Lumidra on May 29, 2025.",
      'Brevant Pharma received final approval for Lumidra from the European Commission on May 29, 2025.',
      'Brevant Pharma received approval for Phase 3 Trial of Lumidra from the FDA on May 29, 2025.',
      'Brevant Pharma received approval for Medicare coverage of Lumidra on May 29, 2025.',
      'Brevant Pharma received approval for Nasdaq listing on May 29, 2025.',
      // A generic maker's final approval is an ANDA's: its marks, or a product named by its nonproprietary name.
      'Brevant Pharma said it has received final approval from the FDA for its corvastine chewable tablets USP in the 50 mg strength.',
      'Brevant Pharma today said it has received final approval of the US health regulator to manufacture and market its Velmastat Sodium injection.',
      'Brevant Pharma received final approval from the FDA for its generic version of Lumidra on May 29, 2025.',
      'Brevant Pharma received final approval of its ANDA for generic Lumidra from the FDA on May 29, 2025.',
    ])
      it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))
  })

  describe('an approval told by what it covers, and the owner named around the product', () => {
    for (const text of [
      "The FDA approval covers the company's Sorvique for adults with plaque psoriasis.",
      "The FDA approval covers Kestrel Labs' Sorvique for adults with plaque psoriasis.",
    ])
      it(text, () => expect(published(text)).to.deep.equal([['approval', null, 'Sorvique']]))
    for (const [text, date] of [
      [
        "Regulators green-lighted Kestrel Labs Inc.'s (KSTL) Sorvique for plaque psoriasis on May 29, 2025.",
        '2025-05-29',
      ],
      [
        "The FDA approved Kestrel Labs Inc.'s (NASDAQ: KSTL) Sorvique for plaque psoriasis on May 29, 2025.",
        '2025-05-29',
      ],
      ["The FDA approved the company's Sorvique on May 29, 2025.", '2025-05-29'],
      [
        "The FDA approved the drugmaker's Sorvique for plaque psoriasis on May 29, 2025.",
        '2025-05-29',
      ],
    ] as const)
      it(text, () => expect(published(text)).to.deep.equal([['approval', date, 'Sorvique']]))
    for (const text of [
      "The EMA approval covers the company's Sorvique for adults with plaque psoriasis.",
      "Any FDA approval would cover the company's Sorvique for adults with plaque psoriasis.",
      'The FDA approval covers the 10 mg dose for adults with plaque psoriasis.',
      "If granted, the FDA approval covers the company's Sorvique for adults with plaque psoriasis.",
      'The FDA approval covers the plant where Sorvique is made.',
      "The licence covers the company's Sorvique for adults with plaque psoriasis.",
      "The FDA approved Kestrel Labs Inc.'s (KSTL) application on May 29, 2025.",
    ])
      it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))
  })

  describe('a name before the condition it treats and a product noun', () => {
    for (const [text, kind, date] of [
      [
        'The FDA approved its Quorvena leukemia treatment on May 29, 2025.',
        'approval',
        '2025-05-29',
      ],
      [
        "The FDA approved the company's Quorvena migraine drug on May 29, 2025.",
        'approval',
        '2025-05-29',
      ],
      [
        "Halden's Quorvena kidney cancer drug won FDA approval on May 29, 2025.",
        'approval',
        '2025-05-29',
      ],
      ['Quorvena migraine drug won FDA approval on May 29, 2025.', 'approval', '2025-05-29'],
      [
        "The FDA set a goal date of September 14, 2025 for Halden's Quorvena leukemia treatment.",
        'date_set',
        '2025-09-14',
      ],
    ] as const)
      it(text, () => expect(published(text)).to.deep.equal([[kind, date, 'Quorvena']]))
    for (const text of [
      'The FDA approved its Hodgkin lymphoma treatment on May 29, 2025.',
      "The FDA approved the company's Kaposi sarcoma drug on May 29, 2025.",
      'Hodgkin lymphoma treatment won FDA approval on May 29, 2025.',
      "The FDA approved Halden's Parkinson disease drug on May 29, 2025.",
      "The FDA approved the company's ALS drug on May 29, 2025.",
      "The FDA approved Halden's Brenner lymphoma treatment on May 29, 2025, the first for Brenner lymphoma.",
    ])
      it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))
  })

  describe('an approval counted off among the others for its use', () => {
    for (const text of [
      'Velmira became the third drug approved for chronic gout, the FDA said.',
      'The FDA said Velmira has become the first therapy approved by the FDA to treat chronic gout in children.',
    ])
      it(text, () => expect(published(text)).to.deep.equal([['approval', null, 'Velmira']]))
    for (const text of [
      'Velmira became the third drug approved for chronic gout.',
      'Velmira became the third drug approved for chronic gout in Europe.',
      'Velmira is the only drug approved by the FDA for chronic gout.',
      'In 2019, Velmira became the first drug approved by the FDA for chronic gout.',
      'Orvane hopes Velmira will become the third drug approved by the FDA for chronic gout.',
      'If approved, Velmira would become the third drug approved by the FDA for chronic gout.',
    ])
      it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))
  })

  describe("a company's telling's weekday dates no decision", () => {
    // FILED is a Monday: "on Friday" would be 2025-05-30, but the weekday is the telling's (2.50.0's convention).
    it('Orvane Bio said on Friday it received FDA approval for Delcora.', () =>
      expect(
        published('Orvane Bio said on Friday it received FDA approval for Delcora.'),
      ).to.deep.equal([['approval', null, 'Delcora']]))
  })
})
