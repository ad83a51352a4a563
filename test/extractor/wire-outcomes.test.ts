/**
 * Wire copy of outcomes (real set r14): the agency with a bare weekday before its verb ("the FDA Friday approved X"),
 * and a letter's product after "related to" or behind "the US Food and Drug Administration" (no dots). Each reading
 * beside a trap. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

describe('wire copy of outcomes', () => {
  describe('a bare weekday between the agency and its verb', () => {
    for (const [text, drug] of [
      [
        'Washington, DC - The U.S. Food and Drug Administration Friday approved Tessavy (merodrine and ethinyl estradiol vaginal ring), a contraceptive for women.',
        'Tessavy',
      ],
      ['The FDA late Tuesday approved Pelvoria for adults with moderate asthma.', 'Pelvoria'],
    ] as const)
      it(text, () => expect(published(text)).to.deep.equal([['approval', null, drug]]))
    for (const text of [
      'The FDA Friday approved the Halvern Septal Occluder device for adults after a stroke.',
      'The FDA Monday approved the amended protocol for the Pelvoria trial.',
      'The European Commission Friday approved Tessavy for women in the EU.',
    ])
      it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))
  })

  describe("a letter's product after 'related to', and the agency written 'US'", () => {
    for (const text of [
      'Corvane Therapeutics said Friday it has received a complete response letter from the US Food and Drug Administration related to Velmistra as an adjunct to insulin therapy.',
      'Corvane Therapeutics said it has received a complete response letter from the FDA relating to Velmistra.',
      'Corvane Therapeutics said it has received a complete response letter from the US Food and Drug Administration concerning Velmistra.',
    ])
      it(text, () => expect(published(text)).to.deep.equal([['crl', null, 'Velmistra']]))
    for (const text of [
      'Corvane Therapeutics said it expects a complete response letter from the US Food and Drug Administration related to Velmistra.',
      'Corvane Therapeutics said the FDA had sent a complete response letter related to Velmistra in November 2019, before its approval in 2021.',
    ])
      it(`trap: ${text}`, () =>
        expect(published(text).filter((r) => r[0] === 'crl')).to.deep.equal([]))
  })

  describe('the brand a product is sold under, named by the sales clause', () => {
    for (const [text, drug] of [
      [
        'The Food and Drug Administration approved the twice-daily drug, to be sold as Pelvoria Breeze, to treat symptoms of chronic obstructive pulmonary disease.',
        'Pelvoria Breeze',
      ],
      [
        'The Food and Drug Administration approved the once-daily pill, which will be marketed under the brand name Zelvora, for adults with gout.',
        'Zelvora',
      ],
    ] as const)
      it(text, () => expect(published(text)).to.deep.equal([['approval', null, drug]]))
    for (const text of [
      'Halvern said its drug, sold as Pelvoria in Europe, received a positive CHMP opinion.',
      'The European Commission approved the once-daily pill, to be marketed as Zelvora, for adults with gout.',
      'The FDA is expected to approve the once-daily pill, to be sold as Zelvora, later this year.',
    ])
      it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))
  })
})
