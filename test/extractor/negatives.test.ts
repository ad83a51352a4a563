/** Mentions that must not yield a published date (and mostly no assertion at all). */
import { expect } from 'chai'
import { extract, published } from './helpers.js'

const negatives: Array<[string, string]> = [
  [
    'month only',
    'Zentra expects the FDA to complete its review of the NDA for zentrivamab, with a PDUFA target action date in June 2025.',
  ],
  [
    'quarter only',
    'If the NDA for zentrivamab is accepted, the PDUFA date would be in the second quarter of 2025.',
  ],
  ['half-year only', 'Zentra anticipates a PDUFA date for zentrivamab in the first half of 2026.'],
  [
    'weekday only',
    'Zentra has a PDUFA date on Saturday for zentrivamab, its first product candidate.',
  ],
  [
    'advisory committee date',
    'An advisory committee meeting to discuss the BLA for zentrivamab is tentatively scheduled for March 4, 2025.',
  ],
  [
    'trial readout',
    'Topline data from the Phase 3 trial of zentrivamab are expected on June 5, 2025.',
  ],
  [
    'submission date',
    'Zentra submitted the NDA for zentrivamab on December 20, 2024 and expects a filing decision within 60 days.',
  ],
  [
    'not yet assigned',
    'The FDA has not yet assigned a PDUFA date for zentrivamab; the agency will do so after the filing review.',
  ],
  [
    'assigned later, no date',
    'After the BLA submission is deemed complete, the FDA assigns a Prescription Drug User Fee Act (PDUFA) goal date.',
  ],
  [
    'relative only',
    'Priority Review sets the target date for FDA action within six months of the submission of the zentrivamab NDA on August 5, 2024.',
  ],
  [
    'ANDA',
    'The FDA accepted the ANDA for a generic version of zentrivamab, with a target action date of June 5, 2025.',
  ],
  ['GDUFA', 'The FDA set a GDUFA goal date of June 5, 2025 for the generic product.'],
  [
    'biosimilar',
    'The FDA set a BsUFA goal date of June 5, 2025 for the biosimilar candidate ZNT-101.',
  ],
  [
    'tentative approval',
    'The FDA granted tentative approval to zentrivamab on January 10, 2025; final approval awaits expiry of exclusivity on July 19, 2026.',
  ],
  [
    'approvable letter',
    'Zentra received an approvable letter for zentrivamab on January 10, 2025.',
  ],
  [
    'other agency',
    'The European Commission approved zentrivamab on January 10, 2025, and the CHMP opinion was adopted on November 14, 2024.',
  ],
  [
    'hypothetical CRL',
    'If the FDA issues a complete response letter on or before June 5, 2025, Zentra may need to conduct an additional trial of zentrivamab.',
  ],
  [
    'earlier cycle CRL',
    'In December 2023, the FDA issued a complete response letter for the zentrivamab BLA. Zentra plans to resubmit the BLA mid-year.',
  ],
  [
    'missed date',
    'The FDA has informed Zentra that it will not be able to complete its review of zentrivamab by the PDUFA goal date of January 5, 2025, and the agency currently does not have a set target date.',
  ],
  [
    'historical date',
    'The NDA for zentrivamab was accepted on March 5, 2024, at which time the FDA assigned a PDUFA target action date of January 5, 2025. The agency currently does not have a set target date.',
  ],
  [
    'hedged estimate',
    'Zentra anticipates a PDUFA target action date of June 5, 2025 for zentrivamab, ten months after submission.',
  ],
  [
    'company projection',
    'If the NDA is accepted for filing, Zentra expects the PDUFA date for zentrivamab to be June 5, 2025.',
  ],
  ['negated', 'The FDA has not set a PDUFA goal date of June 5, 2025 for zentrivamab.'],
  [
    'date of the telling',
    'Zentra announced the PDUFA date for zentrivamab on June 5, 2025 at an investor conference.',
  ],
  ['failed to act', 'The FDA failed to act by the PDUFA date of June 5, 2025 for zentrivamab.'],
  [
    'other agency only',
    'The EMA has set a target date of June 5, 2025 for the CHMP opinion on zentrivamab.',
  ],
]

describe('negatives: no date is published from', () => {
  for (const [name, text] of negatives) {
    it(name, () => {
      expect(published(text), JSON.stringify(extract(text))).to.deep.equal([])
    })
  }

  it('forward-looking boilerplate, even when it names a target date', () => {
    const text = [
      'Zentra Therapeutics today reported financial results for the fourth quarter of 2024.',
      'Forward-Looking Statements',
      'This press release contains forward-looking statements within the meaning of the Private Securities Litigation Reform Act of 1995, including statements regarding the PDUFA target action date of June 5, 2025 for zentrivamab and the approval of belotinib by the PDUFA date of July 10, 2025.',
      'Risks include that the FDA may issue a complete response letter for zentrivamab or may not approve belotinib on or before its PDUFA date of July 10, 2025.',
      'About Zentra\nZentra is a biotechnology company.',
    ].join('\n\n')
    expect(extract(text)).to.deep.equal([])
  })

  it('a safe-harbor sentence at the end of a release without paragraph breaks does not hide the news before it', () => {
    const text =
      'Zentra today announced the FDA accepted its BLA for zentrivamab with a PDUFA date of October 12, 2025. This press release contains forward-looking statements, including the timing of the PDUFA date of December 1, 2025.'
    expect(published(text)).to.deep.equal([['date_set', '2025-10-12', null, 'zentrivamab']])
  })

  it('a month-only target does not borrow a later exact date', () => {
    const text =
      'The expected PDUFA target action date is in February 2026, and an advisory committee meeting is planned for December 9, 2025, for zentrivamab.'
    expect(extract(text).filter((a) => a.pdufa_date !== null)).to.deep.equal([])
  })

  it('a target date already in the past at filing is not published', () => {
    expect(
      published(
        'The FDA assigned a PDUFA target action date of January 5, 2025 for zentrivamab.',
        '2025-03-01',
      ),
    ).to.deep.equal([])
    expect(
      published(
        'The FDA assigned a PDUFA target action date of January 5, 2025 for zentrivamab.',
        '2024-06-01',
      ),
    ).to.deep.equal([['date_set', '2025-01-05', null, 'zentrivamab']])
  })

  it('the date of a relative clause is not a decision date', () => {
    const [approval] = extract(
      'The FDA approved zentrivamab, which was designated a Breakthrough Therapy on January 2, 2025, for plaque psoriasis.',
    )
    expect(approval?.kind).to.equal('approval')
    expect(approval?.pdufa_date).to.equal(null)
  })

  it('an announcement date is not a decision date', () => {
    const text =
      'Zentra announced on the 1st of August 2024 that the U.S. Food and Drug Administration (FDA) has approved ZENTRIVA® (zentrivamab) for psoriasis.'
    const approvals = extract(text, '2024-08-01').filter((a) => a.kind === 'approval')
    expect(approvals).to.have.length(1)
    expect(approvals[0]!.pdufa_date).to.equal(null)
  })
})
