/**
 * Outcome releases and their wire copy (real set r29): an aside between the agency and its verb ("the FDA, for the
 * second time, has rejected X"; "regulators have again rejected X"), a decision's day after the application its product
 * was filed under ("issued a complete response letter to the Company's BLA for X gene therapy for Y on D"), and an
 * announced approval of the application for a product ("announced the FDA's approval of the BLA for X"). Each reading
 * beside a trap. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

describe('decisions told with an aside, an application phrase or a second cycle', () => {
  describe('an aside or "again" between the agency and its verb', () => {
    for (const [text, kind] of [
      [
        'Corvane said the FDA, for the second time, has rejected its application for Velmistra.',
        'crl',
      ],
      [
        'Corvane said that federal regulators have again rejected its application for Velmistra.',
        'crl',
      ],
      ['The FDA, as expected, has turned down the new drug application for Velmistra.', 'crl'],
      ['The FDA, after a priority review, approved Velmistra for adults with gout.', 'approval'],
      ['The FDA again approved Velmistra, this time for children with gout.', 'approval'],
    ] as const)
      it(text, () => expect(published(text)).to.deep.equal([[kind, null, 'Velmistra']]))
    for (const text of [
      // A refusal of no application, an aside or not.
      'The FDA, in a letter to Corvane, rejected the proposed proprietary name for Velmistra.',
      // A modal before the verb: no decision yet.
      'The FDA, as in past reviews, may again reject the application for Velmistra.',
      // Another country's regulator behind the aside.
      "Japan's regulators, as expected, have rejected the application for Velmistra.",
      // A clause between commas is no prepositional aside.
      'The FDA, which approved Velmistra for adults in 2019, has not yet acted on the pediatric supplement.',
    ])
      it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))
  })

  describe("a decision's day after the application its product was filed under", () => {
    for (const [text, kind, date, drug] of [
      [
        "Ostrava Bio announced that the FDA issued a complete response letter to the Company's biologics license application for Pelmarin gene therapy for severe hemophilia A on May 27, 2025.",
        'crl',
        '2025-05-27',
        'Pelmarin',
      ],
      [
        "The FDA approved Ostrava Bio's new drug application (NDA) for Pelmarin for the treatment of adults with gout on May 28, 2025.",
        'approval',
        '2025-05-28',
        'Pelmarin',
      ],
      // A two-word nonproprietary name and its kind between the application and the indication.
      [
        "Ostrava Bio announced that the FDA issued a complete response letter to the Company's biologics license application for pelmarogene ostaparvovec gene therapy for severe hemophilia A on May 27, 2025.",
        'crl',
        '2025-05-27',
        'pelmarogene ostaparvovec',
      ],
      // A dosage form's "extended-release" in the gap is no press release.
      [
        'The FDA approved Pelmarin extended-release tablets for adults with gout on May 28, 2025.',
        'approval',
        '2025-05-28',
        'Pelmarin',
      ],
    ] as const)
      it(text, () => expect(published(text)).to.deep.equal([[kind, date, drug]]))
    for (const [text, kind, drug] of [
      // The day belongs to the application's acceptance, not to the letter.
      [
        "The FDA issued a complete response letter to the Company's biologics license application for Pelmarin for hemophilia A, which was accepted on January 6, 2025.",
        'crl',
        'Pelmarin',
      ],
      // The day is a press release's.
      [
        'The FDA approved Pelmarin for adults with gout, as the company said in a release on May 28, 2025.',
        'approval',
        'Pelmarin',
      ],
      // The day is the application's submission, after the indication.
      [
        "The FDA issued a complete response letter to the Company's biologics license application for Pelmarin for hemophilia A submitted on September 30, 2024.",
        'crl',
        'Pelmarin',
      ],
    ] as const)
      it(`trap (the decision undated): ${text}`, () =>
        expect(published(text)).to.deep.equal([[kind, null, drug]]))
  })

  describe("another event's day after the decided product's words", () => {
    // Held or published, the decision is never given the launch's, the expiry's or a time ago's day.
    for (const text of [
      'The FDA approved Pelmarin years ago for gout and its last patent expires on May 28, 2025.',
      'The FDA approved Pelmarin for gout and the company launched it on May 28, 2025.',
    ])
      it(`trap: ${text}`, () =>
        expect(
          extract(text)
            .filter((a) => a.kind === 'approval')
            .map((a) => a.pdufa_date),
        ).to.deep.equal([null]))
  })

  describe('a brand that opens the sentence after the decision', () => {
    it('Under the brand name X, the drug ...: the decided product of the sentence before', () =>
      expect(
        published(
          'A prostate cancer drug from Ostrava Bio was approved by the Food and Drug Administration. Under the brand name Pelmarin, the drug will reach pharmacies in July.',
        ),
      ).to.deep.equal([['approval', null, 'Pelmarin']]))
    it('trap: a later sentence naming another product leaves the decision without a drug', () =>
      expect(
        published(
          "A prostate cancer drug from Ostrava Bio was approved by the Food and Drug Administration. Under the brand name Pelmarin, the drug will reach pharmacies in July. Ostrava's earlier Alzheimer's treatment Dravulin failed in 2010.",
        ),
      ).to.deep.equal([]))
    it('trap: a brand opening a sentence about the company, not the product noun, names nothing decided', () =>
      expect(
        published(
          'A prostate cancer drug from Ostrava Bio was approved by the Food and Drug Administration. Under the brand name Veltrene, Ostrava sold an earlier extract until 2009.',
        ),
      ).to.deep.equal([]))
  })

  describe('an announced approval of the application for a product', () => {
    for (const text of [
      "Ostrava Bio and Kellan Pharma announced the U.S. Food and Drug Administration's (FDA) approval of the Biologics License Application (BLA) for PELMARIN (pelmaritug), a neuromuscular blocking agent.",
      'Ostrava Bio today announced FDA approval of its supplemental new drug application for PELMARIN for adults with gout.',
    ])
      it(text, () => expect(published(text)).to.deep.equal([['approval', null, 'PELMARIN']]))
    for (const text of [
      // What the agency approved is a trial's protocol, not the product.
      "Ostrava Bio announced the FDA's approval of the protocol for its Phase 3 trial of PELMARIN.",
      // Another regulator's approval of the application.
      "Ostrava Bio announced the European Commission's approval of the marketing authorization application for PELMARIN.",
      // An approval still hoped for.
      "Ostrava Bio announced that it will seek the FDA's approval of the Biologics License Application for PELMARIN.",
    ])
      it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))
  })
})
