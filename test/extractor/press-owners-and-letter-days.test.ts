/**
 * Trade-press shapes of decisions and moves (s20-press3, set r54): an owner's possessive before the description of its
 * product is the company, never the product (coined-names.ts `OWNED_DESCRIPTION`; joint owners "X & Co and Y Z's",
 * name-capture-words.ts `JOINT_OWNERS_AFTER_AND`); an adverb of scope or time between the agency's auxiliary and its
 * verb ("has only cleared", "has now approved"); a letter told by a reduced relative with its day ("the CRL issued on
 * D", "the newest CRL, received on D", crl-patterns.ts `LETTER_ISSUED_ON_DAY`); a decision "on its March 18 PDUFA
 * date" (outcome-event.ts `onPremodifiedGoalDate`); a move's replaced date as an aside "originally due D0"
 * (move-verbs.ts `FORMERLY_END`) or after a dash, "D1—delayed from D0" (sentence-targets.ts
 * `PRIOR_AFTER`). Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { published, publishedMoves } from './readings.js'

describe("an owner's possessive before a described product names no product", () => {
  for (const [text, row] of [
    [
      "Pointing to gaps in its usability data, the FDA denied approval of Norvale's inhaled powder maintenance medication for asthma.\n\nThe FDA on Tuesday turned down Norvale's filing for NV-214, a dry-powder inhaler for adults with asthma.",
      ['crl', '2027-03-16', 'NV-214'],
    ],
    [
      "FDA again turns down Norvale's oral tablet for gout\n\nThe tablet, NV-214, would have been the company's first marketed product.",
      ['crl', null, 'NV-214'],
    ],
    [
      "The FDA has approved Norvale's ( NRVL ) injectable drug for a rare kidney disorder, according to the company.\nThe stock climbed 12%.\nThe medicine, sold as Zelvora, is given once a month.",
      ['approval', null, 'Zelvora'],
    ],
    [
      "The FDA refused to approve Halvern & Co and Orrin Pharma's breast cancer therapy, tovatumab deruxtecan, citing an inspection of a fill-finish site.",
      ['crl', null, 'tovatumab deruxtecan'],
    ],
  ] as const)
    it(text, () => expect(published(text, '2027-03-17')).to.deep.equal([row]))
  for (const text of [
    "Norvale's nasal spray for migraine is under FDA review, and the company expects a decision in the second half of 2027.",
    "The FDA denied approval of Norvale's nasal spray rescue medication for migraine in 2019; the company later sold the program.",
    "Halvern & Co and Orrin Pharma's bladder cancer treatment, tovatumab deruxtecan, was approved by Japan's health ministry on Monday.",
  ])
    it(`trap: ${text}`, () => expect(published(text, '2027-03-17')).to.deep.equal([]))
})

describe("an adverb between the agency's auxiliary and its decision", () => {
  for (const text of [
    'The FDA has only cleared Zelvora for patients whose tumors carry one specific mutation.',
    'The FDA has now approved Zelvora for adults with refractory gout.',
    'The FDA only approved Zelvora for adults with refractory gout.',
  ])
    it(text, () =>
      expect(published(text, '2027-03-17')).to.deep.equal([['approval', null, 'Zelvora']]),
    )
  for (const text of [
    'The FDA has only approved two drugs for refractory gout, and Zelvora is not one of them.',
    'Health Canada has only cleared Zelvora for use in adults.',
  ])
    it(`trap: ${text}`, () => expect(published(text, '2027-03-17')).to.deep.equal([]))
})

describe('a decision dated by its letter or its goal date', () => {
  for (const [text, filed, row] of [
    [
      'The complete response letter issued on the March 18 PDUFA date for zelvatinib asks for a second efficacy trial.',
      '2027-03-19',
      ['crl', '2027-03-18', 'zelvatinib'],
    ],
    [
      'The FDA rejected Zelvora on its March 18 PDUFA date, citing a manufacturing deficiency.',
      '2027-03-19',
      ['crl', '2027-03-18', 'Zelvora'],
    ],
    [
      'The FDA approved Zelvora on its March 18 goal date.',
      '2027-03-19',
      ['approval', '2027-03-18', 'Zelvora'],
    ],
    [
      'In the newest CRL for Zelvora, received on 9 January 2027, the agency said the plant issues were closed.',
      '2027-01-12',
      ['crl', '2027-01-09', 'Zelvora'],
    ],
    [
      'Norvale said the complete response letter for Zelvora, received on January 9, 2027, cited the trial design.',
      '2027-01-12',
      ['crl', '2027-01-09', 'Zelvora'],
    ],
  ] as const)
    it(text, () => expect(published(text, filed)).to.deep.equal([row]))
  for (const text of [
    'Following the complete response letter issued on March 18, 2026, Norvale resubmitted the NDA for Zelvora.',
    'The complete response letter issued on March 18, 2022 for Zelvora was later made public by the agency.',
  ])
    it(`trap: ${text}`, () => expect(published(text, '2027-01-12')).to.deep.equal([]))
})

describe('the replaced date of a move as an aside or after a dash', () => {
  for (const [text, filed, row] of [
    [
      'According to Norvale, the agency delayed its decision on Zelvora, originally due June 16, to Sept. 16.',
      '2027-06-11',
      ['date_extended', '2027-09-16', '2027-06-16', 'Zelvora'],
    ],
    [
      'The FDA moved the PDUFA date for Zelvora. Its new goal date is March 16, 2027—delayed from December 16, 2026.',
      '2026-12-16',
      ['date_extended', '2027-03-16', '2026-12-16', 'Zelvora'],
    ],
  ] as const)
    it(text, () => expect(publishedMoves(text, filed)).to.deep.equal([row]))
  for (const [text, filed] of [
    [
      'Norvale said the advisory committee meeting on Zelvora, originally slated for June 16, was pushed back to Sept. 16.',
      '2027-06-11',
    ],
    [
      'The new launch date for Zelvora is March 16, 2027—pushed back from December 16, 2026, because of supply constraints.',
      '2026-12-16',
    ],
    [
      'The European Commission pushed back its decision on Zelvora, originally slated for June 16, to Sept. 16.',
      '2027-06-11',
    ],
  ] as const)
    it(`trap: ${text}`, () => expect(published(text, filed)).to.deep.equal([]))
})
