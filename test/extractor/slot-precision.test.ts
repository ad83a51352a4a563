/**
 * Which words a drug slot takes, from probing with invented passages written the way issuers and the trade press write:
 * an indication after a named application ("the Vantrelle NDA for diabetic neuropathic pain"), an English word as
 * the lower-case object of an application ("the NDA for resistant hypertension"), a disease word as a lower-case
 * subject, a route that opens a nonproprietary name; and an adjective of anticipation on a target noun, which is the
 * writer's habit, not a hedge. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

describe('an application named by its product: the "for" phrase after it is the indication', () => {
  for (const [text, drug] of [
    [
      'The Vantrelle NDA for diabetic neuropathic pain remains on track for its October 24, 2025 PDUFA date.',
      'Vantrelle',
    ],
    [
      '- Orvessa (lodanitide) NDA for chronic hypoparathyroidism: PDUFA target action date of October 3, 2025.',
      'Orvessa',
    ],
    [
      'The Quintaro sBLA for pediatric eosinophilic esophagitis remains under review with a PDUFA date of October 30, 2025.',
      'Quintaro',
    ],
  ] as const)
    it(text, () => {
      expect(published(text).map((a) => a[2])).to.deep.equal([drug])
    })
})

describe('a lower-case object or subject is a name only when shaped like one', () => {
  it('an adjective opening an indication is no drug', () => {
    const text =
      'The FDA accepted the NDA for resistant hypertension, with a PDUFA goal date of December 8, 2025.'
    expect(published(text)).to.deep.equal([])
    expect(extract(text)[0]?.reason).to.equal('no_drug')
    expect(
      published(
        'The FDA accepted the NDA for resistant hypertension filed by Halden for Rivexa, with a PDUFA goal date of December 8, 2025.',
      ),
    ).to.deep.equal([['date_set', '2025-12-08', 'Rivexa']])
  })
  it('a disease word is no subject of a review', () => {
    const [a] = extract(
      'The sNDA in pediatric eosinophilic esophagitis remains under review with a PDUFA date of October 30, 2025.',
    )
    expect(a?.drug_name ?? null).to.equal(null)
  })
  it('a shaped nonproprietary name still is', () => {
    expect(
      published('The FDA accepted the NDA for velcaritide with a PDUFA date of October 30, 2025.'),
    ).to.deep.equal([['date_set', '2025-10-30', 'velcaritide']])
  })
  it('a route before the name stays part of it', () => {
    expect(
      published(
        'The FDA accepted the NDA for oral velcaritide, with a PDUFA date of October 30, 2025.',
      ),
    ).to.deep.equal([['date_set', '2025-10-30', 'oral velcaritide']])
  })
})

describe('an adjective of anticipation on the target noun', () => {
  for (const text of [
    'The FDA accepted the BLA for KST-204, with an anticipated PDUFA target action date of 20 March 2026.',
    'The expected PDUFA goal date for KST-204 is March 20, 2026.',
  ])
    it(`publishes: ${text}`, () => {
      expect(published(text)).to.deep.equal([['date_set', '2026-03-20', 'KST-204']])
    })
  it('but a verb of anticipation is still the company projecting', () => {
    const text = 'Harlan anticipates a PDUFA target action date of March 20, 2026 for KST-204.'
    expect(published(text)).to.deep.equal([])
    expect(extract(text)[0]?.reason).to.equal('hedged')
  })
})
