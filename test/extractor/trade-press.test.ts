/**
 * How reposts and partners word a goal date (issue 13, classes 3, 5 and 10): a verdict or ruling due by a date, a decision
 * due with no preposition, regulators as the subject, a weak noun whose purpose is the agency's decision, "(PDUFA)"
 * inside a target phrase, and the pluperfect of reported speech. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

describe('trade-press and partner wording', () => {
  const rows: Array<[string, string, string, string]> = [
    [
      'a verdict expected on or before',
      "The FDA's verdict on Zelvora is expected on or before March 14, 2026.",
      '2026-03-14',
      'Zelvora',
    ],
    [
      'a verdict due by',
      "The agency's verdict on Lumerva is due by June 6, 2026.",
      '2026-06-06',
      'Lumerva',
    ],
    [
      'regulators as the subject',
      'Regulators are set to rule on Zelvora by March 14, 2026.',
      '2026-03-14',
      'Zelvora',
    ],
    [
      'a decision due with no preposition, in a sentence about the application',
      "Halden's Ostrelva application was accepted last week; a decision is due January 20, 2026, the company said.",
      '2026-01-20',
      'Ostrelva',
    ],
    [
      'a weak noun whose purpose is the decision',
      'The agency set March 14, 2026, as its target date to decide on Zelvora, Kestrel said.',
      '2026-03-14',
      'Zelvora',
    ],
    [
      "the agency's decision date, its full name",
      "The Food and Drug Administration's decision date for Zelvora is March 14, 2026, Kestrel said in a statement.",
      '2026-03-14',
      'Zelvora',
    ],
    [
      '"(PDUFA)" after a possessive brand',
      "Zelvora's Prescription Drug User Fee Act (PDUFA) goal date is set for Saturday, March 14, 2026.",
      '2026-03-14',
      'Zelvora',
    ],
    [
      '"(PDUFA)" after the target phrase',
      "The FDA's target action date (PDUFA) for Zelvora is November 14, 2025.",
      '2025-11-14',
      'Zelvora',
    ],
    [
      'the pluperfect of reported speech',
      'Kestrel noted that its licensee Halden Pharma reported the FDA had set a PDUFA target action date of February 5, 2026 for Ostrelva.',
      '2026-02-05',
      'Ostrelva',
    ],
  ]
  for (const [name, text, date, drug] of rows)
    it(name, () => {
      expect(published(text), JSON.stringify(extract(text))).to.deep.include([
        'date_set',
        date,
        drug,
      ])
    })

  it('a decision or verdict on something that is no application binds no date', () => {
    for (const text of [
      'A decision on the merger is due March 14, 2026.',
      'The verdict on the patent case is expected on or before March 14, 2026.',
      'A decision on Zelvora from the EMA is due March 14, 2026.',
      'Kestrel expects a decision on its partnering discussions for Zelvora by March 14, 2026.',
    ])
      expect(published(text), text).to.deep.equal([])
  })

  it('an unreported pluperfect is still the date that was replaced', () => {
    const text =
      'The FDA had set a PDUFA date of February 5, 2026 for Ostrelva before the major amendment moved it to May 5, 2026.'
    expect(published(text).map((p) => p[1])).not.to.include('2026-02-05')
  })

  describe('more decision frames and lists', () => {
    const rows: Array<[string, string, Array<[string, string]>]> = [
      [
        'the agency "would decide on X by D" (reported)',
        "Reuters reported that the FDA would decide on Kestrel's psoriasis drug Zelvora by Nov. 14, 2025.",
        [['2025-11-14', 'Zelvora']],
      ],
      [
        '"has a goal of completing its review by D"',
        'Under PDUFA, the FDA has a goal of completing its review of the KST-204 NDA by September 19, 2025.',
        [['2025-09-19', 'KST-204']],
      ],
      [
        'a headline label, "FDA decision anticipated D" with no preposition',
        'Zelvora: FDA decision (PDUFA) anticipated 14-Nov-2025.',
        [['2025-11-14', 'Zelvora']],
      ],
      [
        'three dates each followed by its drug, separated by commas',
        'We have three PDUFA dates in the next twelve months: October 10, 2025 for Zelvora, November 21, 2025 for Ostrelva and January 9, 2026 for KST-204.',
        [
          ['2025-10-10', 'Zelvora'],
          ['2025-11-21', 'Ostrelva'],
          ['2026-01-09', 'KST-204'],
        ],
      ],
    ]
    for (const [name, text, expected] of rows)
      it(name, () => {
        expect(
          published(text).map((p) => [p[1], p[2]]),
          JSON.stringify(extract(text)),
        ).to.deep.equal(expected)
      })

    it('a year alone, or a decision on a petition, binds no date', () => {
      for (const text of [
        'FDA decision expected 2026 for Zelvora.',
        'The FDA would decide on the citizen petition by Nov. 14, 2025.',
      ])
        expect(published(text), text).to.deep.equal([])
    })
  })
})

describe('the act named as the decision in trade-press wording', () => {
  for (const [text, date, drug] of [
    [
      'Halden Bio is scheduled for a PDUFA review on November 11 for its velcaritide.',
      '2025-11-11',
      'velcaritide',
    ],
    ['PDUFA set for 27 August 2025 for Halden’s Quorvix pill.', '2025-08-27', 'Quorvix'],
  ] as const)
    it(text, () => {
      expect(published(text).map((a) => [a[1], a[2]])).to.deep.equal([[date, drug]])
    })
  it('a meeting held under PDUFA is no goal date', () => {
    expect(
      published('The Type A meeting for Zelvora under PDUFA is scheduled for July 14, 2025.'),
    ).to.deep.equal([])
  })
  it('two routes open a nonproprietary name', () => {
    expect(
      published(
        'The FDA accepted the resubmitted new drug application for its topical ocular velcaritide, with a PDUFA date of April 2, 2026.',
      ).map((a) => a[2]),
    ).to.deep.equal(['topical ocular velcaritide'])
  })
})
