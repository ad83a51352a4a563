/**
 * A calendar's approval told by its noun, "granted accelerated approval for X, under brand name Y, to reduce Z in adults
 * with W, on D": the object after "for", a brand apposition and a long indication before the decision's day
 * (outcome-event.ts `OBJECT_AND_INDICATION_GAP`); and the other events such a gap must not cross. Sentences written for
 * this test, invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

describe("an approval's noun, its object after 'for', a long indication, then its day", () => {
  for (const text of [
    'FDA granted accelerated approval for Tovarimab, under brand name ZELVORA, to reduce proteinuria in adults with primary IgA nephropathy, on May 18, 2025',
    'The FDA granted full approval for Tovarimab, under the brand name Zelvora, for adults with moderate to severe chronic plaque psoriasis, on May 18, 2025.',
  ])
    it(text, () =>
      expect(published(text).map((r) => r.slice(0, 2))).to.deep.equal([['approval', '2025-05-18']]),
    )
  for (const text of [
    // A trial begun, a launch: another event's day.
    'The FDA granted approval for Tovarimab to begin a Phase 3 trial in adults with chronic gout and severe kidney disease, on May 18, 2025.',
    'Kestrel received FDA approval for Tovarimab in 2019 for adults with chronic gout, and it launched the drug in Japan on May 18, 2025.',
  ])
    it(`trap (not the decision's day): ${text}`, () =>
      expect(published(text).filter((r) => r[1] === '2025-05-18')).to.deep.equal([]))

  it('trap: an approval for a product to begin a trial is no product approval', () =>
    expect(
      published(
        'The FDA granted approval for Tovarimab to begin a Phase 3 trial in adults with chronic gout.',
      ),
    ).to.deep.equal([]))
})
