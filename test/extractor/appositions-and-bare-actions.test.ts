/**
 * Two readings of session 16's real sets (s16-heading): a product named in the sentence after its approval by an
 * apposition on its dosage form ("its nasal spray" approved, then "the spray, X, will be available"), and the agency's
 * action told as a bare noun after its review ("An action further to the FDA review of X is expected on or before D").
 * Each beside traps. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

describe('a product named by an apposition on its dosage form', () => {
  for (const text of [
    'Kestrel Bio said on Monday the FDA had approved its nasal spray for dry eye disease. The company said the spray, Zelvora, will be available next month.',
    'Kestrel Bio said the FDA had approved its nasal spray for dry eye disease. The spray, called Zelvora, will be available next month.',
    'Kestrel Bio said regulators had approved its eczema cream. The cream, Zelvora\u00AE, will launch in May.',
  ])
    it(text, () => expect(published(text)).to.deep.equal([['approval', null, 'Zelvora']]))
  for (const text of [
    // The apposition holds a reporting clause, not a name; nor a lower-case phrase.
    'Kestrel Bio said the FDA had approved its nasal spray for dry eye disease. The spray, Kestrel said, will be available next month.',
    'Kestrel Bio said the FDA had approved its nasal spray for dry eye disease. The tablet, once daily, follows in 2027.',
    // Another dosage form, named nowhere before: not the approved product (2.53.0).
    'Kestrel Bio said the FDA had approved its nasal spray for dry eye disease. The tablet, Ostrevo, is sold by a rival.',
    'Kestrel Bio said regulators had approved its eczema cream. The injection, called Ostrevo, remains under FDA review.',
  ])
    it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))

  it('a text repeating the apposition thousands of times stays fast', () => {
    const hostile = `Kestrel Bio said the FDA had approved its nasal spray. ${'The tablet, Ostrevo, is a rival. '.repeat(4000)}`
    const started = Date.now()
    published(hostile)
    expect(Date.now() - started).to.be.below(10000)
  })
})

describe("the agency's action as a bare noun after its review", () => {
  for (const text of [
    'An action further to the FDA review of Zelvora is expected on or before March 14, 2026.',
    'Action following the FDA review of Zelvora is expected by March 14, 2026.',
    "An action on the agency's review of Zelvora is expected by March 14, 2026.",
  ])
    it(text, () =>
      expect(published(text, '2025-11-01')).to.deep.equal([['date_set', '2026-03-14', 'Zelvora']]),
    )
  for (const text of [
    // A court's or another agency's review, the company's own review, an action plan: no decision date.
    "An action further to the court's review of the Zelvora patent suit is expected on or before March 14, 2026.",
    'An action further to the EMA review of Zelvora is expected on or before March 14, 2026.',
    "An action following the company's internal review of Zelvora is expected by March 14, 2026.",
    'An action plan for the Zelvora launch is expected by March 14, 2026.',
  ])
    it(`trap: ${text}`, () => expect(published(text, '2025-11-01')).to.deep.equal([]))
})
