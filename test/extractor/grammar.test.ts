/** Target-date grammar on phrasings press releases use; invented companies and drugs. */
import { expect } from 'chai'
import { extract, published } from './helpers.js'

describe('target-date grammar', () => {
  const sets: Array<[string, string, string]> = [
    [
      'of',
      'The FDA has assigned a Prescription Drug User Fee Act (PDUFA) target action date of June 5, 2025 for zentrivamab.',
      '2025-06-05',
    ],
    ['copula', 'The PDUFA target action date for zentrivamab is 5 June 2025.', '2025-06-05'],
    [
      'quoted defined term',
      'The FDA has set a Prescription Drug User Fee Act (“PDUFA”) goal date of June 5th, 2025 for zentrivamab.',
      '2025-06-05',
    ],
    [
      'weekday',
      'The FDA assigned a PDUFA date of Thursday, June 5, 2025 to the NDA for zentrivamab.',
      '2025-06-05',
    ],
    [
      'date before phrase',
      'The FDA has established June 5, 2025 as the PDUFA action date for the zentrivamab BLA.',
      '2025-06-05',
    ],
    [
      'confirmed as',
      'The PDUFA goal date for zentrivamab has also been confirmed as 5 June 2025.',
      '2025-06-05',
    ],
    ['label', 'Zentrivamab (BLA 761234) - PDUFA date June 5, 2025', '2025-06-05'],
    ['label with colon', 'Zentrivamab NDA: PDUFA: June 5, 2025', '2025-06-05'],
    ['ISO', 'The FDA set a PDUFA target action date of 2025-06-05 for zentrivamab.', '2025-06-05'],
    [
      'unambiguous numeric',
      'The FDA set a PDUFA target action date of 6/25/2025 for zentrivamab.',
      '2025-06-25',
    ],
    [
      'goal date under the act',
      'The FDA set a target goal date under the Prescription Drug User Fee Act of 5 June 2025 for ZNT-101.',
      '2025-06-05',
    ],
    [
      'forward reference',
      'The FDA is expected to complete its review of the BLA for zentrivamab by the PDUFA date of June 5, 2025.',
      '2025-06-05',
    ],
    [
      'ahead of',
      'An advisory committee will meet on March 4, 2025, ahead of the PDUFA target action date of June 5, 2025 for zentrivamab.',
      '2025-06-05',
    ],
    [
      'apposition',
      'The FDA is expected to make a decision on the NDA for zentrivamab by June 5, 2025, the PDUFA target action date.',
      '2025-06-05',
    ],
    [
      'under PDUFA',
      'The target action date under PDUFA for the zentrivamab BLA is June 5, 2025.',
      '2025-06-05',
    ],
    [
      'parenthetical label',
      'An FDA decision on the zentrivamab BLA is expected by June 5, 2025 (PDUFA date).',
      '2025-06-05',
    ],
    [
      'ordinal day first',
      'The US FDA set a target action date of 29th January, 2026 for this sNDA for zentrivamab under the Prescription Drug User Fee Act (PDUFA).',
      '2026-01-29',
    ],
  ]
  for (const [name, text, date] of sets) {
    it(`publishes ${name}`, () => {
      const found = published(text)
      expect(found, JSON.stringify(extract(text))).to.have.length(1)
      const [kind, pdufaDate, priorDate, drug] = found[0]!
      expect([kind, pdufaDate, priorDate]).to.deep.equal(['date_set', date, null])
      expect(drug?.toLowerCase()).to.match(/zentrivamab|znt-101/)
    })
  }

  it('reads a slashed numeric date month first, as SEC filers write it', () => {
    const [assertion] = extract(
      'The FDA set a PDUFA target action date of 06/05/2025 for zentrivamab.',
    )
    expect(assertion?.pdufa_date).to.equal('2025-06-05')
    expect(assertion?.publishable).to.equal(true)
  })

  it('does not publish a dotted numeric date no other date decides, but reports it', () => {
    const [assertion] = extract(
      'The FDA set a PDUFA target action date of 06.05.2025 for zentrivamab.',
    )
    expect(assertion?.pdufa_date).to.equal('2025-06-05')
    expect(assertion?.publishable).to.equal(false)
  })

  describe('extensions: the new date is the target, the replaced date the prior', () => {
    const extensions: Array<[string, string]> = [
      [
        'to D, from D0',
        'The FDA extended the PDUFA action date for zentrivamab by three months to September 5, 2025, from June 5, 2025.',
      ],
      [
        'from D0 to D',
        'The FDA has extended the PDUFA target action date for the NDA for zentrivamab from June 5, 2025 to September 5, 2025.',
      ],
      [
        'moved from D0 to D',
        'The PDUFA date for zentrivamab has been moved from June 5, 2025 to September 5, 2025.',
      ],
      [
        'passive',
        'Zentra was informed that the PDUFA date of June 5, 2025 for zentrivamab will be extended by three months to September 5, 2025.',
      ],
      [
        'object of the verb',
        'The FDA has extended the June 5, 2025 goal date for zentrivamab by three months. The extended user fee goal date is September 5, 2025.',
      ],
      [
        'previous in parentheses',
        'FDA HAS SET A NEW PDUFA GOAL FOR ZENTRIVAMAB OF NO LATER THAN 5 SEPTEMBER 2025 (PREVIOUS PDUFA TARGET DATE WAS 5 JUNE 2025)',
      ],
      [
        'originally',
        'Zentrivamab originally had a PDUFA date of June 5, 2025. In May, the FDA changed the action date to September 5, 2025.',
      ],
    ]
    for (const [name, text] of extensions) {
      it(name, () => {
        const found = published(text)
        expect(found, JSON.stringify(extract(text))).to.have.length(1)
        expect(found[0]!.slice(0, 3)).to.deep.equal(['date_extended', '2025-09-05', '2025-06-05'])
      })
    }

    it('an extension whose previous date is not stated has no prior', () => {
      const text =
        'Zentra announced that the Agency will extend its review of the NDA for ZENTRIVA® (zentrivamab) by three months to September 5, 2025.'
      expect(published(text)).to.deep.equal([['date_extended', '2025-09-05', null, 'ZENTRIVA']])
    })

    it('an updated date after a cited major amendment is an extension', () => {
      const text =
        'The FDA accepted an unsolicited major amendment to the NDA for zentrivamab. The updated PDUFA goal date is September 5, 2025.'
      expect(published(text)).to.deep.equal([['date_extended', '2025-09-05', null, 'zentrivamab']])
    })
  })

  it('a date set after an accepted class 2 resubmission is a resubmission date', () => {
    const text =
      'The FDA accepted the resubmission of the BLA for zentrivamab as a complete, Class 2 response to the complete response letter issued in March 2024. The FDA has set a PDUFA goal date of July 25, 2025.'
    expect(published(text)).to.deep.equal([
      ['resubmission_date_set', '2025-07-25', null, 'zentrivamab'],
    ])
  })
})

describe('outcomes', () => {
  it('an approval with its decision date', () => {
    expect(
      published(
        'On January 10, 2025, the FDA approved ZENTRIVA® (zentrivamab) for the treatment of plaque psoriasis.',
      ),
    ).to.deep.equal([['approval', '2025-01-10', null, 'ZENTRIVA']])
  })

  it('an approval ahead of its PDUFA date publishes the decision, not the old target', () => {
    const text =
      'The FDA approved ZENTRIVA® (zentrivamab) on January 10, 2025, ahead of its PDUFA date of March 5, 2025.'
    expect(published(text)).to.deep.equal([['approval', '2025-01-10', null, 'ZENTRIVA']])
  })

  it('a complete response letter with the date it was received', () => {
    expect(
      published(
        'Zentra announced that it received a complete response letter from the U.S. Food and Drug Administration ("FDA") on January 10, 2025 regarding its BLA for zentrivamab.',
      ),
    ).to.deep.equal([['crl', '2025-01-10', null, 'zentrivamab']])
  })

  it('a complete response letter without a date', () => {
    const [crl] = extract(
      'Zentra today announced that it has received a complete response letter from the FDA regarding the NDA for zentrivamab.',
    )
    expect(crl?.kind).to.equal('crl')
    expect(crl?.outcome).to.equal('crl')
    expect(crl?.pdufa_date).to.equal(null)
  })
})
