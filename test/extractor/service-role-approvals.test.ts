/**
 * An approval whose object is a party approved "as" a manufacturer, a supplier or a site (session 20, s20-results2,
 * r56: a results release's highlight "Announced FDA approval of <company> as contract manufacturer for ..."). Sentences
 * written for this test, invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

const FILED = '2026-08-06'

describe('an approval of a party in a service role (session 20, s20-results2)', () => {
  for (const text of [
    'Announced FDA approval of Orrin Precision Industries as contract manufacturer for Zelvora cartridge subassemblies.',
    'The FDA approved Halden Labs as a second supplier of the active ingredient in Zelvora.',
    'The FDA approved Norvale Fill Services as the manufacturing site for Velmora.',
    'Kestrel Bio received FDA approval of Orrin Pharma Services as its packager for Velmora blister packs.',
  ])
    it(`trap: no product approved: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))

  for (const [text, rows] of [
    [
      'On July 14, 2026, the FDA approved Zelvora (tavrunosin) as the first treatment for refractory chronic cough.',
      [['approval', '2026-07-14', 'Zelvora']],
    ],
    [
      'Kestrel Bio announced FDA approval of Velmora (orvanisib) as a once-daily oral therapy for plaque psoriasis.',
      [['approval', null, 'Velmora']],
    ],
  ] as const)
    it(`reads the product approved: ${text}`, () =>
      expect(published(text, FILED)).to.deep.equal(rows))
})
