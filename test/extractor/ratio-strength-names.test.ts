/**
 * A premixed product's ratio after its brand and trademark sign is part of its name (s20-names): "Zelvora® 70/30" is
 * another product than "Zelvora". A dose with its unit, a day and a vote after a brand are none. Invented sentences.
 */
import { expect } from 'chai'
import { published } from './readings.js'

const FILED = '2026-06-02'

describe('a ratio after a brand and its sign is the name’s (s20-names)', () => {
  for (const [text, rows] of [
    [
      'Kestrel today announced that the US Food and Drug Administration (FDA) has approved the New Drug Application (NDA) for Zelvora® 100/3.6. Zelvora® 100/3.6 is indicated as an adjunct to diet and exercise.',
      [['approval', null, 'Zelvora 100/3.6']],
    ],
    [
      'Kestrel receives US FDA approval for Ostrelva® 70/30',
      [['approval', null, 'Ostrelva 70/30']],
    ],
    [
      'The FDA set a PDUFA date of November 14, 2026 for Halden’s Quorvix™ 75/25.',
      [['date_set', '2026-11-14', 'Quorvix 75/25']],
    ],
    [
      'The FDA has approved Zelvora® and Ostrelva® 70/30 for the treatment of diabetes mellitus in adults.',
      [
        ['approval', null, 'Zelvora'],
        ['approval', null, 'Ostrelva 70/30'],
      ],
    ],
  ] as const)
    it(text, () => expect(published(text, FILED)).to.deep.equal(rows))
})

describe('a dose, a day or a vote after a brand is no word of it (s20-names traps)', () => {
  for (const [text, rows] of [
    [
      'The FDA approved Zelvora® 10/20 mg tablets for adults with hypertension.',
      [['approval', null, 'Zelvora']],
    ],
    [
      'The FDA set a PDUFA date of November 14, 2026 for Zelvora® 11/14.',
      [['date_set', '2026-11-14', 'Zelvora']],
    ],
    [
      'The advisory committee voted on Zelvora® 12/2 in favour; the FDA set a PDUFA date of November 14, 2026 for Zelvora.',
      [['date_set', '2026-11-14', 'Zelvora']],
    ],
    ['European regulators approved Zelvora® 70/30 for adults with diabetes.', []],
  ] as const)
    it(text, () => expect(published(text, FILED)).to.deep.equal(rows))
})
