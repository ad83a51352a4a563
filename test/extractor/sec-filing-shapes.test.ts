/**
 * The classes a fresh set of real SEC filing passages (session 20, s20-sec6k: 6-K covers and exhibits of foreign private
 * issuers, 8-K bodies, 10-Q subsequent-events notes) missed or read wrongly, as general shapes: a new goal date given
 * while the application is told as still in review is the moved one; a condition's acronym before an application noun
 * is no product's name. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

const FILED = '2026-12-18'

describe('a new date given while the application remains under review is the moved one (s20-sec6k)', () => {
  for (const [text, rows] of [
    [
      'The NDA for Zelvora (tavrunosin) remains under regulatory review, with the FDA having set a new action date of March 20, 2027.',
      [['date_extended', '2027-03-20', 'Zelvora']],
    ],
    [
      'Kestrel Bio said the BLA for Ostrelva is still under review and the agency has set a new PDUFA goal date of May 4, 2027.',
      [['date_extended', '2027-05-04', 'Ostrelva']],
    ],
    [
      'The review of the Varnexa sNDA remains ongoing; the FDA has assigned a new target action date of June 2, 2027.',
      [['date_extended', '2027-06-02', 'Varnexa']],
    ],
  ] as const)
    it(`reads a move: ${text}`, () => expect(published(text, FILED)).to.deep.equal(rows))

  for (const [text, rows] of [
    [
      'Kestrel resubmitted the NDA for Zelvora in September. The resubmitted NDA remains under review, with the FDA having set a new action date of March 20, 2027.',
      [['resubmission_date_set', '2027-03-20', 'Zelvora']],
    ],
    [
      'The NDA for Zelvora remains under review. The FDA has set a PDUFA target action date of March 20, 2027.',
      [['date_set', '2027-03-20', 'Zelvora']],
    ],
  ] as const)
    it(`keeps the date's own kind: ${text}`, () =>
      expect(published(text, FILED)).to.deep.equal(rows))
})

describe("a condition's acronym where a code name may stand is no product (s20-sec6k)", () => {
  for (const text of [
    'FDA review is ongoing for the CIDP sBLA, with a PDUFA target action date of June 21, 2027.',
    'Kestrel Bio: NMOSD sBLA accepted, PDUFA target action date October 3, 2027.',
  ])
    it(`names no product: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))

  for (const [text, rows] of [
    [
      'The FDA accepted the sBLA for Zelvora in gMG and set a PDUFA date of June 21, 2027.',
      [['date_set', '2027-06-21', 'Zelvora']],
    ],
    [
      'The FDA set a PDUFA date of June 21, 2027 for Ostrelva (velmotide) in EoE.',
      [['date_set', '2027-06-21', 'Ostrelva']],
    ],
  ] as const)
    it(`names the product beside it: ${text}`, () =>
      expect(published(text, FILED)).to.deep.equal(rows))
})

describe('one approval of two marked products sharing a use (s20-sec6k)', () => {
  const DAY = '2026-09-25'
  for (const [text, rows] of [
    [
      'Kestrel today announced that the US Food and Drug Administration (FDA) has approved Zelvora® and Ostrelva® 70/30 for the treatment of diabetes mellitus in adults.',
      [
        ['approval', null, 'Zelvora'],
        // A premixed product's ratio after its sign is its name's (s20-names).
        ['approval', null, 'Ostrelva 70/30'],
      ],
    ],
    [
      'The FDA has approved Zelvora™ and Ostrelva™, Kestrel said on Friday.',
      [
        ['approval', null, 'Zelvora'],
        ['approval', null, 'Ostrelva'],
      ],
    ],
  ] as const)
    it(`reads both: ${text}`, () => expect(published(text, DAY)).to.deep.equal(rows))

  for (const [text, rows] of [
    [
      'The FDA approved Zelvora® and Medicare for the treatment of gout in adults.',
      [['approval', null, 'Zelvora']],
    ],
    [
      'The FDA approved Zelvora and Ostrelva for adults with gout, Kestrel said.',
      [['approval', null, 'Zelvora']],
    ],
  ] as const)
    it(`reads the first only when the second is unmarked: ${text}`, () =>
      expect(published(text, DAY)).to.deep.equal(rows))
})

describe("an approval named again by its noun and dated by its receipt's participle (s20-sec6k)", () => {
  const DAY = '2026-08-27'
  for (const [text, rows] of [
    [
      'On August 25, 2026, Kestrel announced that the FDA has approved Zelvora for adults with gout. As a result of the marketing approval received on August 25, 2026, the Company will reverse prior write-downs of its inventory.',
      [['approval', '2026-08-25', 'Zelvora']],
    ],
    [
      'On August 26, 2026, Kestrel said the FDA had approved Ostrelva (velmotide). The milestone tied to the FDA approval granted on August 24, 2026 was paid.',
      [['approval', '2026-08-24', 'Ostrelva']],
    ],
  ] as const)
    it(`dates the approval: ${text}`, () => expect(published(text, DAY)).to.deep.equal(rows))

  for (const text of [
    'On August 25, 2026, Kestrel announced that the European Commission approved Zelvora. As a result of the marketing approval received on August 25, 2026, Kestrel will launch in Germany.',
    "On August 25, 2026, Kestrel announced that Japan's MHLW approved Zelvora. Following the marketing approval received on August 25, 2026, Kestrel will launch.",
  ])
    it(`trap (another agency's approval told again): ${text}`, () =>
      expect(published(text, DAY)).to.deep.equal([]))
})

describe("a presentation's qualifier in a headline is no product's name (s20-sec6k)", () => {
  const DAY = '2026-09-25'
  for (const [text, rows] of [
    [
      'Kestrel Announces FDA Approval of Needle-Free Injector Product for Administration of Zelvora® (Human Growth Hormone)',
      [['approval', null, 'Zelvora']],
    ],
    [
      'Kestrel Announces FDA Approval of Pre-Filled Syringe for Zelvora®',
      [['approval', null, 'Zelvora']],
    ],
  ] as const)
    it(`names the product it presents: ${text}`, () =>
      expect(published(text, DAY)).to.deep.equal(rows))
})
