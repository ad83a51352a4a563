/**
 * Classes read from the fresh mixed real set of session 18 (r32): a decision's day written between the agency and its
 * verb ("the FDA on May 13th approved X"), a decision's day after an indication whose parenthesis lists a condition's
 * other names with a semicolon, and "an FDA approved test" (the participle as an adjective, no decision). Each reading
 * beside its traps. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

describe('decision days and attributive approvals (session 18, r32)', () => {
  describe('a day between the agency and its verb dates the decision', () => {
    for (const [text, filed, date] of [
      [
        'The FDA on May 13th approved the dual agonist Velmora (velmastat) from Kestrel Bio for adults with gout.',
        '2026-05-16',
        '2026-05-13',
      ],
      [
        'The FDA on May 13 approved Velmora (velmastat) for adults with gout.',
        '2026-05-16',
        '2026-05-13',
      ],
      [
        'U.S. regulators on March 2, 2026 approved Ostrelva for children with lupus.',
        '2026-03-04',
        '2026-03-02',
      ],
      [
        'The FDA on June 1 rejected the new drug application for Tavrocept, citing manufacturing observations.',
        '2026-06-03',
        '2026-06-01',
      ],
    ] as const)
      it(`dated: ${text}`, () => expect(published(text, filed).map(([, d]) => d)).to.include(date))
    // The telling's day, not the decision's: the date stands before the agency, on the verb of saying.
    for (const text of [
      'Kestrel said on May 13 the FDA approved Velmora (velmastat) for adults with gout.',
      'Kestrel announced on May 13 that the FDA has approved Velmora (velmastat) for adults with gout.',
    ])
      it(`trap, the telling's day: ${text}`, () =>
        expect(published(text, '2026-05-16')).to.deep.equal([['approval', null, 'Velmora']]))
    it('trap: a meeting day before another verb is not the decision day', () =>
      expect(
        published(
          'The FDA on May 13 held an advisory committee meeting on Velmora; the agency approved Velmora on May 29.',
          '2026-05-30',
        ),
      ).to.deep.equal([['approval', '2026-05-29', 'Velmora']]))
  })

  describe("a condition's other names in parentheses do not cut the decision from its day", () => {
    it('dated through "(MPS IVA; Morquio A)"-shaped aliases', () =>
      expect(
        published(
          'The U.S. Food and Drug Administration (FDA) approved VELMORA for patients with Kessler syndrome type IVA (KS IVA; Kessler-Brandt syndrome) on February 14, 2026.',
          '2026-02-20',
        ),
      ).to.deep.equal([['approval', '2026-02-14', 'VELMORA']]))
    it('dated through aliases separated by a comma', () =>
      expect(
        published(
          'The FDA approved Ostrelva for adults with Halden disease (HD, Halden-Morrow syndrome) on April 2, 2026.',
          '2026-04-06',
        ),
      ).to.deep.equal([['approval', '2026-04-02', 'Ostrelva']]))
    it('trap: a relative clause inside the parenthesis still cuts the day off', () =>
      expect(
        published(
          'The FDA approved Ostrelva for adults with Halden disease (which was granted orphan status; see above) on April 2, 2026.',
          '2026-04-06',
        ),
      ).to.deep.equal([['approval', null, 'Ostrelva']]))
  })

  describe('"an FDA approved test": the participle as an adjective', () => {
    for (const text of [
      'Kestrel announced that the FDA granted priority review to the supplemental application for VELMORA (velmastat) in patients whose tumors carry the KX mutation detected by an FDA approved test.',
      'Velmora is indicated for patients whose disease is confirmed by an FDA approved companion diagnostic.',
      'Ostrelva would be the only FDA approved therapy for Halden disease.',
    ])
      it(`trap, no decision: ${text}`, () =>
        expect(published(text, '2026-02-25').filter(([k]) => k === 'approval')).to.deep.equal([]))
    it('the clause on the agency is still a decision', () =>
      expect(
        published(
          'Kestrel said the FDA approved Velmora (velmastat) for adults with gout.',
          '2026-02-25',
        ),
      ).to.deep.equal([['approval', null, 'Velmora']]))
  })
})

describe('the announced approval: "US FDA" and the owner\'s description before the name (session 18, r32)', () => {
  for (const [text, drug] of [
    ['Kestrel announces the US FDA approval of Velmora for adults with gout.', 'Velmora'],
    [
      'Kestrel Bio announces the US Food and Drug Administration approval of Ostrelva (ostrelimab).',
      'Ostrelva',
    ],
    [
      'Halden Pharma today announced the United States Food and Drug Administration approval of Tavrocept for lupus.',
      'Tavrocept',
    ],
    [
      'Kestrel announces the US Food and Drug Administration approval of its branded breakthrough cancer pain medication, VELMORA\u00ae fentanyl buccal spray.',
      'VELMORA',
    ],
  ] as const)
    it(`approval: ${text}`, () =>
      expect(published(text, '2026-01-05')).to.deep.equal([['approval', null, drug]]))
  for (const text of [
    'Kestrel seeks US FDA approval of Velmora in 2026.',
    'Kestrel announced US FDA acceptance of its application for Velmora.',
    'Kestrel announced that it will seek the United States Food and Drug Administration approval of Velmora.',
    'Kestrel announced that the US FDA approval of Velmora is expected next year.',
  ])
    it(`trap, no decision told: ${text}`, () =>
      expect(published(text, '2026-01-05').filter(([k]) => k === 'approval')).to.deep.equal([]))
})

describe('the next sentence names, by a definite description in apposition, the product a decision left unnamed (session 18, r32)', () => {
  for (const text of [
    'Kestrel announced that the FDA has rejected its new drug application for a lung disease therapy.\nThe treatment, Velmora Aerospray, or KB-210, is a triple combination inhaler approved in Japan.',
    'Kestrel said the FDA rejected its application for a lupus drug. This oral drug, Velmora (velmastat), or KB-210, is approved in Japan.',
  ])
    it(`the description's name: ${text}`, () =>
      expect(published(text, '2026-10-01').map(([k, , d]) => [k, d])).to.deep.equal([
        ['crl', text.includes('Aerospray') ? 'Velmora Aerospray' : 'Velmora'],
      ]))
  for (const text of [
    'Kestrel announced that the FDA has rejected its new drug application for a lupus therapy. The company, Halden Bio, or HB, said it will appeal.',
    'Kestrel announced that the FDA has rejected its new drug application for a lupus therapy, KB-7. The other treatment, Velmora Inhaler, or KB-210, is not affected.',
    // The decision's object is no application left unnamed: a description of its own (an animal drug here).
    'The FDA approved the first drug to ease joint pain in dogs, Halden Bio said on Tuesday.\nThe drug, Velmora Inhaler, or KB-210, is a flavored chew.',
  ])
    it(`trap, not the unnamed product: ${text}`, () =>
      expect(
        published(text, '2026-10-01').filter(
          ([, , d]) => d === 'Halden Bio' || d === 'Velmora Inhaler',
        ),
      ).to.deep.equal([]))
})
