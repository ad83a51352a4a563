/**
 * A date sentence that names no product, followed by the text's one product opening the next sentence as its subject
 * (drug-resolution.ts `nextSentenceSubject`): the date is that product's, even when only the shape "BRAND (generic)"
 * read the name. Two products in play, a rival's product, another matter, and a date no goal phrase names stay held or
 * unread. And a release whose one application is for a biological substance named only by what it is ("a BLA for a
 * human anti-venom immunoglobulin (HAV) therapy", document-subject.ts `DESCRIBED_SUBSTANCE`): the description is the
 * product of its dates. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

describe('the one product named as the subject of the sentence after the date', () => {
  for (const text of [
    'Kestrel Bio said the FDA has set a PDUFA goal date of March 3, 2027. Zelvora (tavrunosin) is an oral therapy for adults with gout.',
    'Kestrel Bio said the FDA has set a PDUFA goal date of March 3, 2027. Zelvora (tavrunosin), an oral therapy for adults with gout, is the company’s lead product.',
    'The agency assigned a target action date of March 3, 2027. Zelvora (tavrunosin) has been granted Fast Track designation for adults with gout.',
    'Kestrel Bio Announces FDA Acceptance of Zelvora NDA\nKestrel Bio today said the FDA accepted its New Drug Application. The FDA has assigned a PDUFA target action date of March 3, 2027.',
  ])
    it(text, () =>
      expect(published(text, '2026-11-02')).to.deep.equal([['date_set', '2027-03-03', 'Zelvora']]),
    )
  for (const text of [
    // Two products in play in the next sentence.
    'Kestrel Bio said the FDA has set a PDUFA goal date of March 3, 2027. Zelvora (tavrunosin) is an oral therapy for adults with gout, and Orvanza (belquitamab) is in Phase 2.',
    // A rival's product in the next sentence.
    'Kestrel Bio said the FDA has set a PDUFA goal date of March 3, 2027. Ostrelva (halvomide), a competing therapy from Halden Pharma, is already marketed.',
    'Kestrel Bio said the FDA has set a PDUFA goal date of March 3, 2027. Halden Pharma’s Ostrelva (halvomide) is a rival gout therapy.',
    // Another matter.
    'Kestrel Bio said the FDA has set a PDUFA goal date of March 3, 2027. Separately, Zelvora (tavrunosin) is being studied in lupus.',
    // An advisory committee's date, another agency's date.
    'Kestrel Bio said an FDA advisory committee meeting is scheduled for March 3, 2027. Zelvora (tavrunosin) is an oral therapy for adults with gout.',
    'Kestrel Bio said the EMA’s CHMP is expected to give its opinion by March 3, 2027. Zelvora (tavrunosin) is an oral therapy for adults with gout.',
  ])
    it(`trap: ${text}`, () => expect(published(text, '2026-11-02')).to.deep.equal([]))
})

describe('a substance named only by what it is, the one application of the release', () => {
  for (const [text, drug] of [
    [
      'Kestrel Bio today announced that the FDA has accepted for review a Biologics License Application (BLA) for a human anti-venom immunoglobulin (HAV) therapy. The FDA has assigned a PDUFA goal date of August 29, 2027, for completion of the review of the BLA.',
      'human anti-venom immunoglobulin',
    ],
    [
      'Kestrel Bio said the FDA accepted its BLA for a recombinant antithrombin. The agency set a PDUFA target action date of August 29, 2027.',
      'recombinant antithrombin',
    ],
  ] as const)
    it(text, () =>
      expect(published(text, '2026-11-02')).to.deep.equal([['date_set', '2027-08-29', drug]]),
    )
  for (const text of [
    // Two substances in play.
    'Kestrel Bio said the FDA accepted a BLA for a human anti-venom immunoglobulin and a BLA for a human anti-rabies immunoglobulin. The agency set a PDUFA target action date of August 29, 2027.',
    // An application still to be filed.
    'Kestrel Bio said its partner plans to file a BLA for a human rabies immunoglobulin next year. The agency set a PDUFA target action date of August 29, 2027.',
    // An advisory committee's date; another agency's date.
    'Kestrel Bio said the FDA accepted a BLA for a human anti-venom immunoglobulin. An FDA advisory committee is scheduled to meet on August 29, 2027.',
    'Kestrel Bio said the EMA validated its marketing authorisation application for a human anti-venom immunoglobulin. The CHMP opinion is expected by August 29, 2027.',
  ])
    it(`trap: ${text}`, () => expect(published(text, '2026-11-02')).to.deep.equal([]))
})
