/**
 * Acceptance releases that tell the goal date without a target noun or name the product apart from the date (session 19,
 * s19-accept, set r42): the agency making the result of its review known on its day, the bare "FDA review" completed
 * by its day, and an application whose product a verb of its scope names. Sentences written for this test, invented
 * names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

const FILED = '2025-06-02'
const ACCEPTED =
  'Kestrel Bio said on Wednesday the FDA accepted for priority review the company’s supplemental application for first-line use.'

describe('the agency making the result of its review known on its day (s19-accept)', () => {
  for (const [text, rows] of [
    [
      'Kestrel Bio announced that the NDA for Zelvora has been accepted for standard review. The FDA will advise the result of the review on 27 December 2025.',
      [['date_set', '2025-12-27', 'Zelvora']],
    ],
    [
      'Kestrel Bio expects a decision on its NDA for Zelvora. The FDA will communicate the outcome of the review by October 30, 2025.',
      [['date_set', '2025-10-30', 'Zelvora']],
    ],
    [
      'Kestrel Bio said the FDA will announce the result of its review of the Ostrelva BLA on November 4, 2025.',
      [['date_set', '2025-11-04', 'Ostrelva']],
    ],
  ] as const)
    it(`reads the date: ${text}`, () => expect(published(text, FILED)).to.deep.equal(rows))

  for (const text of [
    // The company, not the agency, makes it known.
    'Kestrel Bio filed its NDA for Zelvora. Kestrel will advise the result of the review on 27 December 2025.',
    // An inspection's result, not the review's.
    'The FDA will advise the result of the inspection of the Zelvora plant on 27 December 2025.',
    // Told as done: no date still to come.
    'The FDA advised the result of the review of Zelvora on 27 May 2025.',
    // A trial's results announced on a day.
    'Kestrel Bio will announce the results of its review of the Zelvora trial on October 30, 2025.',
    // Another agency.
    'Kestrel Bio said the EMA will advise the result of its review of Zelvora on 27 December 2025.',
  ])
    it(`publishes nothing: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))
})

describe('the bare FDA review completed by its day (s19-accept)', () => {
  for (const [text, rows] of [
    [
      'Kestrel Bio announced that the FDA has accepted for review its resubmission of the NDA for Zelvora. The FDA review is expected to be completed by October 30, 2025.',
      [['resubmission_date_set', '2025-10-30', 'Zelvora']],
    ],
    [
      'Kestrel Bio announced that the FDA has accepted for review its NDA for Zelvora. The FDA’s review will be completed by October 30, 2025.',
      [['date_set', '2025-10-30', 'Zelvora']],
    ],
    [
      'The BLA for ZL-044 was accepted with priority review. The U.S. FDA review is scheduled to conclude by January 12, 2026.',
      [['date_set', '2026-01-12', 'ZL-044']],
    ],
  ] as const)
    it(`reads the date: ${text}`, () => expect(published(text, FILED)).to.deep.equal(rows))

  for (const text of [
    // Another agency's review.
    'Kestrel Bio announced that the EMA has validated its MAA for Zelvora. The agency’s review is expected to be completed by October 30, 2025.',
    // The review's end denied.
    'Kestrel Bio said the FDA review of its NDA for Zelvora is not expected to be completed by October 30, 2025.',
    // A device's clearance review: no drug.
    'Kestrel Bio submitted a 510(k) for its Zelvora pump. The FDA review is expected to be completed by October 30, 2025.',
    // Under a condition: held.
    'Kestrel Bio submitted its NDA for Zelvora in May. If the application is accepted, the FDA review is expected to be completed by March 30, 2026.',
  ])
    it(`publishes nothing: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))
})

describe('an application whose product a verb of its scope names (s19-accept)', () => {
  for (const [text, rows] of [
    [
      `${ACCEPTED} Kestrel said the application covers Zelvora for people with advanced lung cancer. Kestrel said the agency set a target action date of October 19 for the application.`,
      [['date_set', '2025-10-19', 'Zelvora']],
    ],
    [
      `${ACCEPTED} The sBLA concerns ZL-044 in adults. The agency set a target action date of October 19, 2025.`,
      [['date_set', '2025-10-19', 'ZL-044']],
    ],
  ] as const)
    it(`reads the product: ${text}`, () => expect(published(text, FILED)).to.deep.equal(rows))

  for (const text of [
    // No product after the verb: the date stays held.
    `${ACCEPTED} Kestrel said the application covers two indications in advanced lung cancer. Kestrel said the agency set a target action date of October 19 for the application.`,
    `${ACCEPTED} The application covers Phase 3 data from two trials. The agency set a target action date of October 19, 2025.`,
    `${ACCEPTED} The application covers U.S. patients with lung cancer. The agency set a target action date of October 19, 2025.`,
    `${ACCEPTED} The application covers EGFR-mutated lung cancer. The agency set a target action date of October 19, 2025.`,
  ])
    it(`publishes nothing: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))
})

describe('the FDA aiming at the end of its review, and the end of a review on its day (s19-accept)', () => {
  for (const [text, rows] of [
    [
      'Kestrel Bio said the FDA accepted its NDA for Zelvora. The FDA is targeting completion of its review by October 30, 2025.',
      [['date_set', '2025-10-30', 'Zelvora']],
    ],
    [
      'Kestrel Bio said the FDA accepted its NDA for Zelvora. The FDA review is scheduled to end on October 30, 2025.',
      [['date_set', '2025-10-30', 'Zelvora']],
    ],
    [
      'The review of the Zelvora NDA is expected to be completed on October 30, 2025.',
      [['date_set', '2025-10-30', 'Zelvora']],
    ],
  ] as const)
    it(`reads the date: ${text}`, () => expect(published(text, FILED)).to.deep.equal(rows))

  for (const text of [
    // No day: a span or a month.
    'Kestrel Bio said the FDA accepted its NDA for Zelvora. The FDA is targeting completion of its review in six months.',
    'The review of the Zelvora NDA is expected to be completed in October 2025.',
    // Told as past, and missed.
    'Kestrel Bio said the FDA accepted its NDA for Zelvora. The FDA was targeting completion of its review by May 30, 2025, but did not act.',
    // A device's review.
    'Kestrel Bio said the FDA accepted its 510(k) for the Zelvora pump. The FDA is targeting completion of its review by October 30, 2025.',
  ])
    it(`publishes nothing: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))
})

describe('a bare "the agency" right after another country\'s agency (s19-accept)', () => {
  for (const text of [
    'Kestrel Bio said the EMA validated its MAA for Zelvora. The agency is scheduled to complete its review by October 30, 2025.',
    'Kestrel Bio said the EMA validated its MAA for Zelvora. The agency will make its decision by October 30, 2025.',
    'Kestrel Bio said the EMA validated its MAA for Zelvora. The agency is targeting completion of its review by October 30, 2025.',
    'Kestrel Bio said Health Canada accepted its submission for Zelvora. The regulator’s decision is expected by October 30, 2025.',
    'Kestrel Bio said the Taiwan FDA accepted its application for Zelvora. The agency will make its decision by October 30, 2025.',
  ])
    it(`publishes nothing: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))

  for (const [text, rows] of [
    // The FDA named before, or in the date's own sentence, or the act named: the FDA's.
    [
      'Kestrel Bio said the FDA accepted its NDA for Zelvora. The agency is scheduled to complete its review by October 30, 2025.',
      [['date_set', '2025-10-30', 'Zelvora']],
    ],
    [
      'Kestrel Bio said the FDA accepted its NDA for Zelvora and the EMA validated its MAA. The agency set a PDUFA date of October 30, 2025.',
      [['date_set', '2025-10-30', 'Zelvora']],
    ],
    [
      'Kestrel Bio said the EMA validated its MAA for Zelvora. The FDA, for its part, is scheduled to complete its review by October 30, 2025.',
      [['date_set', '2025-10-30', 'Zelvora']],
    ],
  ] as const)
    it(`reads the FDA's date: ${text}`, () => expect(published(text, FILED)).to.deep.equal(rows))
})

describe('the bare review ending by its day, after the FDA accepted the application (s19-accept)', () => {
  for (const [text, rows] of [
    [
      'Kestrel Pharma announced that the FDA has accepted the BLA for Zelvora. Under the PDUFA, the review is to be completed by October 30, 2025.',
      [['date_set', '2025-10-30', 'Zelvora']],
    ],
    [
      'Kestrel Pharma announced that the FDA has accepted the BLA for Zelvora with priority review. The priority review is expected to conclude on October 30, 2025.',
      [['date_set', '2025-10-30', 'Zelvora']],
    ],
    [
      'Kestrel Pharma announced that the FDA has accepted the BLA for Zelvora. Its review will be completed by October 30, 2025.',
      [['date_set', '2025-10-30', 'Zelvora']],
    ],
  ] as const)
    it(`reads the date: ${text}`, () => expect(published(text, FILED)).to.deep.equal(rows))

  for (const text of [
    // Submitted, not accepted: the 60-day filing review.
    'Kestrel Pharma submitted the BLA for Zelvora to the FDA. The review is expected to be completed by October 30, 2025.',
    // Another agency.
    'Kestrel Pharma said the EMA validated its MAA for Zelvora. The review is expected to be completed by October 30, 2025.',
    // A deal's review, a board's review, a review denied.
    'Kestrel Pharma said the FDA accepted its NDA for Zelvora. Under the merger agreement, the review is expected to be completed by October 30, 2025.',
    'Kestrel Pharma said the FDA accepted its NDA for Zelvora. The board said the strategic review is expected to be completed by October 30, 2025.',
    'Kestrel Pharma said the FDA accepted its NDA for Zelvora. The review is not expected to be completed by October 30, 2025.',
  ])
    it(`publishes nothing: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))
})
