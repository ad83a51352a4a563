/**
 * A brand named by the predicate or the noun it stands with, from probing with invented and public wording: the
 * subject of "remains on track for its PDUFA date", "was granted Priority Review", "may not be approved by the PDUFA
 * date"; the subject after a fronted "With a PDUFA date of D,"; the object of "the FDA review of" and "the launch of".
 * Also a date presupposed by "after"/"following" ("launch shortly after the PDUFA date of D") is the date, and
 * "accelerated approval" names a pathway, not a move to an earlier date. Sentences written for this test, invented
 * names.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

describe('a brand as the subject or object of a regulatory predicate', () => {
  for (const [text, date, drug] of [
    ['Zelvora remains on track for its November 14, 2025 PDUFA date.', '2025-11-14', 'Zelvora'],
    [
      'Emvora has been granted Priority Review with a PDUFA date of January 20, 2026.',
      '2026-01-20',
      'Emvora',
    ],
    [
      'Nestrilo may not be approved by the August 20, 2025 PDUFA date, or at all.',
      '2025-08-20',
      'Nestrilo',
    ],
    [
      'With a PDUFA date of January 9, 2026, Ostrelva could be the first approved therapy for this indication.',
      '2026-01-09',
      'Ostrelva',
    ],
    [
      'The FDA review of Ilvenza is ongoing and the PDUFA date is January 20, 2026.',
      '2026-01-20',
      'Ilvenza',
    ],
    [
      'The review of Zelvora is ongoing; the PDUFA date is November 14, 2025.',
      '2025-11-14',
      'Zelvora',
    ],
  ] as const)
    it(text, () => {
      expect(published(text)).to.deep.equal([['date_set', date, drug]])
    })
  it('an English word in the subject place is no drug', () => {
    const [a] = extract('Everything remains on track for the November 14, 2025 PDUFA date.')
    expect(a?.drug_name ?? null).to.equal(null)
  })
})

describe('a date presupposed by "after" or "following"', () => {
  it('publishes when it lies ahead', () => {
    expect(
      published(
        'We plan to begin the commercial launch of Zelvora shortly after the PDUFA date of November 14, 2025, assuming approval.',
      ),
    ).to.deep.equal([['date_set', '2025-11-14', 'Zelvora']])
    expect(
      published(
        'We are preparing for a potential launch of SLN-404 following our January 16, 2026 PDUFA date.',
      ),
    ).to.deep.equal([['date_set', '2026-01-16', 'SLN-404']])
  })
  it('not when it has passed', () => {
    expect(
      published(
        'Following the PDUFA date of May 14, 2025, Kestrel has not received an action letter for Zelvora.',
      ),
    ).to.deep.equal([])
  })
})

describe('"accelerated approval" is a pathway, not a move', () => {
  it('an extension of an application seeking it is an extension', () => {
    expect(
      published(
        'Kestrel said the FDA extended the PDUFA goal date for its NDA seeking accelerated approval for Zelvora to March 14, 2026.',
      ),
    ).to.deep.equal([['date_extended', '2026-03-14', 'Zelvora']])
  })
})

describe('a target phrase and its date inside the same relative clause', () => {
  for (const text of [
    'Ostivex, which has a PDUFA date of December 18, 2025, is advancing toward launch.',
    'We will provide an update on Ostivex, which has a PDUFA date of December 18, 2025, and other programs.',
    'The NDA for Ostivex, which has a PDUFA date of December 18, 2025, is supported by two Phase 3 trials.',
  ])
    it(text, () => {
      expect(published(text)).to.deep.equal([['date_set', '2025-12-18', 'Ostivex']])
    })
  it("a date inside a relative clause after the phrase is still the clause's", () => {
    expect(
      published(
        'The PDUFA date for Ostivex, which was granted Breakthrough Therapy designation on March 2, 2024, is December 18, 2025.',
      ),
    ).to.deep.equal([['date_set', '2025-12-18', 'Ostivex']])
  })
})
