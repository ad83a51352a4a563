/**
 * Foreign issuers' releases and their wire copy (real set r26): a biosimilar's biologics license application is no PDUFA
 * matter (its letter publishes nothing), and a lower-case name introduced by a verb of naming after a product noun ("the
 * treatment called velaprim"). Each reading beside a trap. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

describe("foreign issuers' releases", () => {
  describe("a biosimilar's biologics license application", () => {
    for (const text of [
      'Halvard Bio announced that it received a complete response letter from the FDA for the biologics license application for HB-17. HB-17 is a proposed biosimilar to Zorvanta (telimumab).',
      'Halvard Bio received a complete response letter for its BLA for HB-17, a biosimilar candidate for Zorvanta. The BsUFA goal date for the second application is June 28, 2027.',
    ])
      it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))
    it('a novel biologic facing biosimilar competition keeps its letter', () =>
      expect(
        published(
          'Kestrel Pharma received a complete response letter from the FDA for its biologics license application for Tarvexin. Tarvexin may face biosimilar competition after 2032.',
        ),
      ).to.deep.equal([['crl', null, 'Tarvexin']]))
    it('a text that names PDUFA keeps its approval beside a biosimilar it markets', () =>
      expect(
        published(
          "The FDA approved Kestrel's BLA for Tarvexin, the company said. Kestrel also markets a biosimilar of Zorvanta in Europe, and the PDUFA goal date had been June 2, 2027.",
        ).filter((r) => r[0] === 'approval'),
      ).to.deep.equal([['approval', null, 'Tarvexin']]))
  })

  describe('a lower-case name after a product noun and a verb of naming', () => {
    for (const [text, date, drug] of [
      [
        'The FDA accepted the new drug application for a treatment called velaprim. The FDA has set a target decision date of February 13, 2026.',
        '2026-02-13',
        'velaprim',
      ],
      [
        'Kestrel Pharma said the FDA accepted its application for an antibiotic named tarvocin, with a PDUFA date of March 3, 2026.',
        '2026-03-03',
        'tarvocin',
      ],
      [
        'Kestrel Pharma said the FDA has set a PDUFA date of March 3, 2026 for its treatment known as velmorant.',
        '2026-03-03',
        'velmorant',
      ],
    ] as const)
      it(text, () => expect(published(text)).to.deep.equal([['date_set', date, drug]]))
    it('trap: a verb of naming before a common word names nothing', () =>
      expect(
        published(
          'Kestrel Pharma said the FDA has set a PDUFA date of March 3, 2026 for Zelvora, a treatment called standard care in Europe.',
        ),
      ).to.deep.equal([['date_set', '2026-03-03', 'Zelvora']]))
  })
})
