/**
 * The agency's findings placed in its letter (real set r26, foreign issuers' releases): "said that in the FDA's complete
 * response letter the agency requested ...", "In its CRL, the FDA determined ..." tell the letter as news; a letter
 * named again ("the issues raised in the CRL"), dated to an earlier month, or told in the past perfect does not.
 * Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

describe("the agency's findings placed in its letter", () => {
  for (const [text, drug] of [
    [
      'Kestrel Pharma said that in the complete response letter, the FDA stated that the application for Tarvexin cannot be approved in its present form.',
      'Tarvexin',
    ],
    [
      'In its complete response letter, the FDA determined that the application for Tarvexin cannot be approved in its present form, Kestrel Pharma said on Monday.',
      'Tarvexin',
    ],
    [
      "Kestrel Pharma said that in the FDA's complete response letter for Tarvexin the agency requested a new study.",
      'Tarvexin',
    ],
  ] as const)
    it(text, () => expect(published(text)).to.deep.equal([['crl', null, drug]]))
  for (const text of [
    "Norvale Biotech met the FDA to discuss the issues raised in the FDA's complete response letter for Zelvora.",
    'In its complete response letter of March 2026, the FDA requested a new study of Zelvora, which Norvale Biotech has now completed.',
    'Norvale Biotech resubmitted the Zelvora NDA in January. In its complete response letter, the FDA had requested a new study.',
    'If the FDA issues a CRL, Norvale expects that in the complete response letter the agency would request a new study of Zelvora.',
  ])
    it(`trap: ${text}`, () =>
      expect(published(text).filter((r) => r[0] === 'crl')).to.deep.equal([]))
})

describe("the letter's formula under a condition after it", () => {
  it('the formula told with no condition is the letter', () =>
    expect(
      published(
        'Norvale Biotech said the FDA stated that it will not approve the NDA for Zelvora in its present form, and Norvale plans to meet with the agency.',
      ),
    ).to.deep.equal([['crl', null, 'Zelvora']]))
  for (const text of [
    'Norvale Biotech said the FDA will not approve the NDA for Zelvora in its present form unless the company conducts an additional trial.',
    'Norvale Biotech said the FDA will not approve the NDA for Zelvora in its present form if the second study fails to confirm the benefit.',
    'Norvale Biotech believes the NDA for Zelvora cannot be approved in its current form provided that the agency keeps its view of the data.',
  ])
    it(`trap: ${text}`, () =>
      expect(published(text).filter((r) => r[0] === 'crl')).to.deep.equal([]))
})
