/**
 * Phrasing classes from two fresh sets of public real SEC-filing wording (F and G), each written again here as invented sentences:
 * moves worded "modified to", "postponed until ... which is the new PDUFA date" and "the initial goal date has been
 * extended from D0 to D1"; a review "expected to be complete by D"; an action letter by D that the company expects; an
 * anticipated date after an acceptance told earlier; "does not alter the PDUFA date, which remains D"; the act's name
 * misspelt "User Fee Action"; a resubmission release that recalls the letter after the new date; the FDA's silence past
 * the date; and "no drug has received FDA approval" as no approval.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

describe('moves in other words', () => {
  for (const [text, filed] of [
    [
      'Meridex announced that the Prescription Drug User Fee Act (PDUFA) date for 99m-Tc-Tralumab (Tralumab®), has been modified to November 14, 2025, a 90-day extension from the initial PDUFA date of August 14th.',
      '2025-07-02',
    ],
    [
      'The FDA was originally scheduled to announce its decision on Tralumab in late August 2025, but that date has now been postponed until November 14, 2025, which is the new "PDUFA date" for the application.',
      '2025-07-02',
    ],
    [
      'In a notice received from the FDA about Tralumab, the initial Prescription Drug User Fee Act (PDUFA) goal date has been extended from August 14, 2025 to November 14, 2025.',
      '2025-07-02',
    ],
  ] as const)
    it(text, () => {
      expect(published(text, filed)).to.deep.equal([['date_extended', '2025-11-14', 'Tralumab']])
    })
})

describe('deadlines in other words', () => {
  it('"the review of the NDA is expected to be complete by D"', () => {
    expect(
      published(
        'Corvane submitted the NDA for zelentinib. According to the timelines established by the Prescription Drug User Fee Act (PDUFA), the review of the NDA is expected to be complete by October 30, 2025.',
        '2025-04-11',
      ),
    ).to.deep.equal([['date_set', '2025-10-30', 'zelentinib']])
  })
  it('"expects that the FDA will complete its review and provide an action letter ... by D"', () => {
    expect(
      published(
        'Halcyon announced that the FDA has accepted for filing its NDA for NEVRAZ (lumidoxepin). Halcyon expects that the FDA will complete its review and provide an action letter with respect to the NDA by February 20, 2026.',
        '2025-08-20',
      ),
    ).to.deep.equal([['date_set', '2026-02-20', 'NEVRAZ']])
  })
  it('an anticipated date after an acceptance told three sentences before', () => {
    expect(
      published(
        'Velantis announced that the FDA accepted for filing its BLA for Quorvala and granted the application Priority Review.\nThe FDA grants Priority Review for medicines that, if approved, would be a significant improvement. Priority Review shortens the review goal to six months. With Priority Review, the anticipated target PDUFA date for a decision on the BLA is September 12, 2025.',
        '2025-03-14',
      ),
    ).to.deep.equal([['date_set', '2025-09-12', 'Quorvala']])
  })
  it('"does not alter the PDUFA date ..., which remains D"', () => {
    expect(
      published(
        "The FDA's decision with respect to REMS does not alter the Prescription Drug User Fee Act (PDUFA) date for completion of FDA review of Brevanta, which remains March 6, 2026.",
        '2025-11-20',
      ),
    ).to.deep.equal([['date_set', '2026-03-06', 'Brevanta']])
  })
  it('the act misspelt "Prescription Drug User Fee Action"', () => {
    expect(
      published(
        'The Prescription Drug User Fee Action (PDUFA) date for ravotinib is June 14, 2026.',
        '2025-10-15',
      ),
    ).to.deep.equal([['date_set', '2026-06-14', 'ravotinib']])
  })
})

describe('history around a new cycle, and silence past the date', () => {
  it('a resubmission release that recalls the earlier letter after the new date', () => {
    expect(
      extract(
        'Pellham announced the FDA has accepted its response regarding Dorazine as complete and designated it as a Class 2 resubmission. The FDA has assigned a new PDUFA action date of February 11, 2026.\nPellham received a complete response letter from the FDA on July 17, 2025 for the Dorazine NDA.',
        '2025-08-25',
      ).map((a) => [a.kind, a.publishable ? 'PUB' : a.reason]),
    ).to.deep.equal([
      ['resubmission_date_set', 'PUB'],
      ['crl', 'earlier_cycle'],
    ])
  })
  for (const silence of [
    'As of today, Dermaven has received no notification from the FDA.',
    'Dermaven has not yet received correspondence from the FDA regarding its NDA.',
    'Dermaven has not yet received correspondence from the US Food and Drug Administration (FDA) regarding its NDA.',
  ])
    it(`the FDA's silence past the date lapses it: ${silence}`, () => {
      expect(
        extract(`The PDUFA goal date for Lumisol was March 26, 2026. ${silence}`, '2026-03-27').map(
          (a) => a.reason,
        ),
      ).to.deep.equal(['lapsed'])
    })
  it('"no drug has received FDA approval to treat this disease" is no approval', () => {
    expect(
      published(
        'The FDA stated that the resubmission of the Fatigon NDA is a complete, class 2 response, and that the user fee goal date is February 2, 2026. At present, no drug has received FDA approval to treat this disease, suffered by millions of Americans.',
        '2025-08-02',
      ),
    ).to.deep.equal([['resubmission_date_set', '2026-02-02', 'Fatigon']])
  })
})

describe('two products of one release that share a component', () => {
  it("stay two drugs: a combination's components in parentheses are none of its names", () => {
    const found = extract(
      'Solvane announced FDA acceptance of the NDA for Epsira (benzoyl peroxide, 5%, cream) with a PDUFA goal date set for April 26, 2026.\nSolvane announced FDA acceptance of the NDA for Twynel (benzoyl peroxide, 3%, and tretinoin, 0.1%, cream) with a PDUFA goal date set for August 1, 2026.',
      '2025-09-01',
    ).filter((a) => a.publishable)
    expect(found.map((a) => [a.pdufa_date, a.drug_name, a.drug_aliases])).to.deep.equal([
      ['2026-04-26', 'Epsira', ['benzoyl peroxide']],
      ['2026-08-01', 'Twynel', []],
    ])
  })
})

describe('set G: codes, letters and goal dates no longer in force', () => {
  it('"has set D as the review goal date for QLTX": a target date is a product\'s, a short code too', () => {
    expect(
      published(
        'Pellora received its BLA Filing Notification for QLTX from the FDA. The FDA has designated the file for 6 month Priority Review and has set February 27, 2027 as the review goal date for QLTX.',
        '2026-08-28',
      ),
    ).to.deep.equal([['date_set', '2027-02-27', 'QLTX']])
  })
  it('a complete response letter "in response to the resubmission" decides that cycle', () => {
    expect(
      extract(
        "22 December 2026 - Castor Women's Health today announced that the U.S. FDA issued a complete response letter in response to the new drug application resubmission for Velmora. The resubmission was accepted for review earlier this year. The Prescription Drug User Fee Act goal date was 26 December 2026.",
        '2026-12-22',
      ).map((a) => [a.kind, a.publishable ? 'PUB' : a.reason]),
    ).to.deep.equal([
      ['crl', 'PUB'],
      ['resubmission_date_set', 'superseded_by_outcome'],
    ])
  })
  it('"a new user fee goal date has not been assigned" lapses the earlier one', () => {
    expect(
      published(
        'Brandell announced that its Class 2 NDA resubmission for ZELTRIS will be discussed at an advisory committee meeting tentatively scheduled for January 16, 2027. The FDA had previously assigned a user fee goal date of December 27, 2026; a new user fee goal date has not been assigned.',
        '2026-10-10',
      ),
    ).to.deep.equal([])
  })
  it('a headline verb ("Assigns PDUFA Goal Date of D") is no name', () => {
    expect(
      published(
        "Assigns PDUFA Goal Date of May 25, 2027\nHelix Women's Health today announced that the FDA acknowledged receipt of the New Drug Application resubmission for Corvena. Deemed a Class 2 resubmission by the FDA, the agency has assigned a PDUFA goal date of May 25, 2027.",
        '2026-12-18',
      ).map((a) => a[2]),
    ).to.not.include('Assigns')
  })
})

describe('a new date told in reported speech after the move', () => {
  it('"said that its new target date was Aug. 14": ahead of the filing, and the moved date', () => {
    expect(
      published(
        "Ascora said regulators had pushed back the target action date for reviewing its treatment after the company submitted additional information.\nThe company said Tuesday that the FDA had informed the company that its new target date was Aug. 14, compared with its previous date of May 14.\nAscora's new drug application for TransVel was accepted by the FDA in December.",
        '2026-05-14',
      ).map((a) => [a[0], a[1]]),
    ).to.deep.equal([['date_extended', '2026-08-14']])
  })
})
