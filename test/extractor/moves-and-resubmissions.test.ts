/**
 * What a move or a refiling says about the date it names, from probing with invented passages: a move by an amount
 * with no date after it names only the date it moves ("extended by three months the October 28 PDUFA date"), never the
 * new one; an application filed again after a refuse-to-file letter starts a first review, so its goal date is a set
 * date, not a resubmission's (that answers a complete response letter). Sentences written for this test, invented
 * names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

describe('a move by an amount with no new date', () => {
  for (const text of [
    'The FDA has extended by three months the October 28, 2025 PDUFA target action date of the NDA for Halvexa.',
    'The PDUFA goal date for Halvexa of October 28, 2025 has been extended by three months.',
  ])
    it(`publishes no date: ${text}`, () => {
      expect(published(text)).to.deep.equal([])
    })
  it('with the new date written, the new date publishes', () => {
    expect(
      published(
        'The PDUFA goal date for Halvexa of October 28, 2025 has been extended by three months to January 28, 2026.',
      ),
    ).to.deep.equal([['date_extended', '2026-01-28', 'Halvexa']])
  })
})

describe('a refiling after a refuse-to-file letter', () => {
  it('sets a first goal date', () => {
    expect(
      published(
        'Brightmoor resubmitted its NDA for Tyrenza following a Refuse-to-File letter. The FDA assigned a PDUFA goal date of March 13, 2026.',
      ),
    ).to.deep.equal([['date_set', '2026-03-13', 'Tyrenza']])
  })
  it('a resubmission answering a complete response letter is still one', () => {
    expect(
      published(
        'After a complete response letter in 2024, Brightmoor resubmitted its NDA for Tyrenza. The FDA assigned a PDUFA goal date of March 13, 2026.',
      ),
    ).to.deep.equal([['resubmission_date_set', '2026-03-13', 'Tyrenza']])
  })
})

describe("a move's object measured by its own words", () => {
  for (const [text, date, drug] of [
    [
      'The FDA has extended the review period for the New Drug Application for Zenthera (ravoxitinib) for the treatment of adults with relapsed or refractory marginal zone lymphoma who have received at least one prior anti-CD20-based regimen to March 3, 2026.',
      '2026-03-03',
      'Zenthera',
    ],
    [
      'The FDA extended the PDUFA date for an NDA from Kestrel Co. Ltd. (Tokyo:4599; Osaka:4599) for zelrafib by three months to May 2, 2026.',
      '2026-05-02',
      'zelrafib',
    ],
    [
      'Halden said the FDA has extended the review period for its Velcon QX drug candidate to February 28, 2026.',
      '2026-02-28',
      'Velcon QX',
    ],
  ] as const)
    it(text, () => {
      expect(published(text, '2025-11-20')).to.deep.equal([['date_extended', date, drug]])
    })
})

describe('a move denied leaves the date standing', () => {
  for (const text of [
    'The FDA did not extend the PDUFA date for Tovira, which remains January 16, 2026.',
    'The submission was not considered a major amendment, and the PDUFA date for Tovira was not extended and remains January 16, 2026.',
  ])
    it(text, () => {
      expect(published(text, '2025-09-30')).to.deep.equal([['date_set', '2026-01-16', 'Tovira']])
    })
})

describe('a negated move with its date written', () => {
  it('states the date that stands', () => {
    expect(
      published('The FDA did not extend the PDUFA date of September 30, 2025 for brevotinib.'),
    ).to.deep.equal([['date_set', '2025-09-30', 'brevotinib']])
  })
})

describe('the agency now anticipating completing its review on a later date', () => {
  it('is the extended date', () => {
    expect(
      published(
        'Kestrel said the FDA now anticipates completing its review of the VELTRAZ New Drug Application on April 30, 2027, which is a three-month extension to the original PDUFA date of January 30, 2027.',
        '2027-01-20',
      ),
    ).to.deep.equal([['date_extended', '2027-04-30', 'VELTRAZ']])
  })
})

describe("one drug's resubmission in a subheadline", () => {
  it("does not make another drug's first goal date a resubmission's", () => {
    expect(
      published(
        'BLA for EMB-207 accepted; Qorvexa NDA resubmission under review\nThe FDA accepted the BLA for EMB-207 and assigned a PDUFA target action date of October 31, 2025.',
      ),
    ).to.deep.equal([['date_set', '2025-10-31', 'EMB-207']])
  })
})

describe('two moves in a row', () => {
  it('publish only the last date', () => {
    expect(
      published(
        'In December 2025, the FDA extended the PDUFA date for Palvexa from December 24, 2025 to March 24, 2026. In February 2026, the FDA further extended the goal date to June 24, 2026.',
        '2026-03-04',
      ),
    ).to.deep.equal([['date_extended', '2026-06-24', 'Palvexa']])
  })
})
