/**
 * The objects of a decision the set r38 (s19-outcomes) found missed or misread, each as a class: a complete response
 * letter answering the company's "request for (accelerated) approval of X"; whatever came "from the FDA rejecting its
 * New Drug Application for X" (a letter however named); the product of an approval after an owner coordinated with its
 * partner ("approved Kestrel and its partner Osprey's drug, Zelvora, ..."), where neither company is the drug. Sentences
 * written for this test, invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

const FILED = '2026-03-06'

describe('the objects of decisions read in set r38 (session 19, s19-outcomes)', () => {
  for (const [text, rows] of [
    // A letter answering a request for the product's approval.
    [
      'Kestrel Bio said it has received a Complete Response Letter from the FDA in response to its request for "accelerated approval of tavrunosin for adults with chronic gout."',
      [['crl', null, 'tavrunosin']],
    ],
    [
      'Halden Therapeutics has received a complete response letter from the FDA regarding its request for full approval of Zelvora.',
      [['crl', null, 'Zelvora']],
    ],
    [
      'Norvale Pharma received a CRL on its request for approval of ostrelvine for lupus nephritis.',
      [['crl', null, 'ostrelvine']],
    ],
    // The agency's refusal as a participle after "from the FDA".
    [
      'Shares fell after Kestrel Bio received a letter from the FDA rejecting its New Drug Application for tavrunosin.',
      [['crl', null, 'tavrunosin']],
    ],
    [
      'Osprey Bio got a Complete Letter Response from the Food and Drug Administration rejecting its Biologics License Application for Pelvoria.',
      [['crl', null, 'Pelvoria']],
    ],
    // The owner coordinated with its partner before the possessive.
    [
      "The FDA has approved Corwin Hale and its partner Brandt Ingelheim's drug, Zelvora, for expanded use in adults with gout.",
      [['approval', null, 'Zelvora']],
    ],
    [
      "The U.S. FDA approved Marlow Quist and its longtime partner Osprey's therapy, Pelvoria, for adults with lupus.",
      [['approval', null, 'Pelvoria']],
    ],
  ] as const)
    it(`reads the decision's product: ${text}`, () =>
      expect(published(text, FILED)).to.deep.equal(rows))

  for (const text of [
    // A request for something other than the product's approval: another answer, no letter on the application.
    'Kestrel Bio received a complete response letter from the FDA regarding its request for a Type A meeting on tavrunosin.',
    'Kestrel Bio received a complete response letter in response to its request for priority review of tavrunosin.',
    'Kestrel Bio received a complete response letter regarding its request for approval of the proposed proprietary name for tavrunosin.',
    // A request for accelerated approval refused: a pathway, no letter.
    "The FDA rejected Kestrel Bio's request for accelerated approval of tavrunosin, and the company will run a confirmatory trial first.",
    // A letter under a condition, or only possible.
    'Kestrel Bio said it would receive a complete response letter in response to its request for accelerated approval of tavrunosin if the data are not sufficient.',
    'If Kestrel Bio receives a letter from the FDA rejecting its New Drug Application for tavrunosin, it will appeal.',
    'Kestrel Bio could receive a letter from the FDA rejecting its New Drug Application for tavrunosin.',
    // What the participle refuses is no application.
    'Kestrel Bio received a letter from the FDA rejecting its request for a Type A meeting on tavrunosin.',
    'Kestrel Bio received a letter from the FDA rejecting the proposed proprietary name for tavrunosin.',
    // A request of coordinated companies approved: no product.
    "The FDA approved Corwin Hale and its partner Osprey's request for a label change.",
  ])
    it(`publishes nothing: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))
})

describe('a date given as a past expectation after a dateless move (session 19, s19-outcomes, r38)', () => {
  for (const text of [
    // The move told the sentence before with no date of its own; the next sentence's past expectation is the old date.
    'The FDA will take an additional three months to review the application for Zelvora. Investors had expected a decision by the PDUFA date of June 5, 2026.',
    'Kestrel Bio said the FDA has extended its review of Zelvora by three months. A decision on Zelvora had been due on June 5, 2026.',
    // A weekday in the move's sentence dates the trading, and a paragraph may come between.
    'Shares of Kestrel Bio fell Friday after the FDA said it will take an additional three months to review Zelvora.\n\nInvestors had bought the stock ahead of a decision that was expected on or before the PDUFA date of June 5.',
  ])
    it(`publishes nothing: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))

  for (const [text, rows] of [
    // The new date, told as new or in the present, is the moved one.
    [
      'The FDA has extended the review period for Zelvora by three months. The new PDUFA date is September 5, 2026.',
      [['date_extended', '2026-09-05', 'Zelvora']],
    ],
    [
      'The FDA extended its review of Zelvora by three months. A decision is now expected by September 5, 2026.',
      [['date_extended', '2026-09-05', 'Zelvora']],
    ],
    [
      'The FDA extended its review of Zelvora by three months. The PDUFA date for Zelvora is September 5, 2026.',
      [['date_extended', '2026-09-05', 'Zelvora']],
    ],
  ] as const)
    it(`reads the moved date: ${text}`, () => expect(published(text, FILED)).to.deep.equal(rows))
})

describe('a new goal date told as still to be set (session 19, s19-outcomes, r38)', () => {
  it('holds a date retold as assigned earlier when the text says a new one will be set', () =>
    expect(
      published(
        'Kestrel Bio said the FDA found formatting deficiencies in the resubmitted NDA for Zelvora and will not start its review until it receives a corrected file. Kestrel Bio had announced in February that Zelvora was assigned a new PDUFA date of September 3, 2026. Once the corrected file is received, a new PDUFA date will be set by the agency.',
        FILED,
      ),
    ).to.deep.equal([]))

  for (const [text, rows] of [
    // A new date only supposed: the date stands until then.
    [
      'The FDA accepted the resubmission of Zelvora and assigned a PDUFA goal date of September 3, 2026. If the review is extended, a new PDUFA date will be set.',
      [['resubmission_date_set', '2026-09-03', 'Zelvora']],
    ],
    [
      "Zelvora's PDUFA date was moved to September 3, 2026, and a new PDUFA date will be set if a further amendment is filed.",
      [['date_extended', '2026-09-03', 'Zelvora']],
    ],
    // Another drug's new date to be set.
    [
      'Zelvora has a PDUFA date of September 3, 2026. For Ostrelva, a new PDUFA goal date will be assigned after the resubmission is accepted.',
      [['date_set', '2026-09-03', 'Zelvora']],
    ],
  ] as const)
    it(`keeps the standing date: ${text}`, () => expect(published(text, FILED)).to.deep.equal(rows))
})

describe('a goal date after a participle of telling set off by a comma (session 19, s19-outcomes, r38)', () => {
  for (const [text, rows] of [
    [
      'Kestrel Bio today announced that the FDA has accepted the application for tavrunosin, confirming the Prescription Drug User Fee Act date on 16 November 2026 to complete its review.',
      [['date_set', '2026-11-16', 'tavrunosin']],
    ],
    [
      'The FDA accepted the NDA for Zelvora, confirming the PDUFA target action date on November 16, 2026.',
      [['date_set', '2026-11-16', 'Zelvora']],
    ],
  ] as const)
    it(`reads the date: ${text}`, () => expect(published(text, FILED)).to.deep.equal(rows))

  for (const text of [
    // A finite verb of telling: the day after its object is the telling's.
    'Kestrel Bio announced the PDUFA date for Zelvora on March 2, 2026.',
    // A weekday, or a day with no year, after the participle: the telling's time may be meant.
    'The FDA accepted the NDA for Zelvora, confirming the PDUFA date on Monday.',
    'The FDA accepted the NDA for Zelvora, confirming the PDUFA date on November 16.',
  ])
    it(`binds nothing: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))
})

describe('an approval whose clause a semicolon ends (session 19, s19-outcomes, r38)', () => {
  for (const [text, rows] of [
    [
      'The FDA approved Zelvora; launch is expected in the first quarter of 2027.',
      [['approval', null, 'Zelvora']],
    ],
    [
      'Zelvora (tavrunosin) Enzyme inhibitor Chronic gout FDA approved the drug; launch expected in the first quarter of 2027',
      [['approval', null, 'Zelvora']],
    ],
  ] as const)
    it(`reads the approval: ${text}`, () =>
      expect(published(text, '2026-09-30')).to.deep.equal(rows))

  for (const text of [
    // What stands before the semicolon still reads: a tentative approval, a negation, a hope, another agency.
    'The FDA tentatively approved Zelvora; final approval is expected in June 2027.',
    'The FDA has not approved Zelvora; a decision is expected in June 2027.',
    'Kestrel Bio hopes the FDA approved Zelvora; the letter is expected this week.',
    'The European Commission approved Zelvora; U.S. approval is expected in 2027.',
  ])
    it(`publishes nothing: ${text}`, () => expect(published(text, '2026-09-30')).to.deep.equal([]))
})
