import { expect } from 'chai'
import { published } from './readings.js'

// Invented companies and drugs: a decision dated by its weekday alone (weekday-decisions.ts).
describe('a decision dated by its weekday alone', () => {
  for (const [text, filed, kind, date, drug] of [
    [
      'Ravenna Bio on Thursday won FDA approval for Oltrevi.',
      '2026-03-06',
      'approval',
      '2026-03-05',
      'Oltrevi',
    ],
    [
      "The FDA on Friday rejected Calder Pharma's Mirenta in a complete response letter.",
      '2026-03-06',
      'crl',
      '2026-03-06',
      'Mirenta',
    ],
    [
      'The FDA approved Ostrevo for adults with chronic gout on Monday.',
      '2026-03-08',
      'approval',
      '2026-03-02',
      'Ostrevo',
    ],
    [
      'Shares of Ravenna Bio rose 9% on Friday, a day after the FDA approved its drug Oltrevi.',
      '2026-03-06',
      'approval',
      '2026-03-05',
      'Oltrevi',
    ],
    // wire style, the bare weekday before the verb (2.53.0)
    [
      'The FDA Thursday approved Oltrevi for adults with chronic gout.',
      '2026-03-06',
      'approval',
      '2026-03-05',
      'Oltrevi',
    ],
    [
      'Ravenna Bio Friday won FDA approval for Oltrevi.',
      '2026-03-09',
      'approval',
      '2026-03-06',
      'Oltrevi',
    ],
    // the letter's abbreviation between the letter and the agency's weekday (2.53.0)
    [
      'Calder Pharma received a complete response letter, or CRL, from the FDA on Tuesday after the market close for its gout drug Mirenta.',
      '2026-03-04',
      'crl',
      '2026-03-03',
      'Mirenta',
    ],
    [
      'Calder Pharma received a complete response letter (CRL) from the U.S. Food and Drug Administration (FDA) late Monday for Mirenta.',
      '2026-03-04',
      'crl',
      '2026-03-02',
      'Mirenta',
    ],
  ] as const)
    it(`${text} (filed ${filed})`, () =>
      expect(published(text, filed)).to.deep.equal([[kind, date, drug]]))

  for (const [text, filed] of [
    ['Ravenna Bio said on Friday that the FDA approved its drug Oltrevi.', '2026-03-06'],
    ['Shares of Ravenna Bio rose on Friday after the FDA approved its drug Oltrevi.', '2026-03-06'],
    [
      'The FDA approved Oltrevi for psoriasis, and an advisory committee will meet on Thursday to discuss Mirenta.',
      '2026-03-06',
    ],
    [
      'Ravenna Bio announced on Tuesday that the FDA had approved Oltrevi for adults with gout.',
      '2026-03-03',
    ],
    ['The FDA on Friday approved Oltrevi for adults with gout.', null],
    ['The FDA Friday approved Oltrevi for adults with gout.', null],
    ['The FDA last Friday approved Oltrevi for adults with gout.', '2026-03-09'],
    ['Ravenna Bio said Friday the FDA approved Oltrevi for adults with gout.', '2026-03-09'],
    ['Ravenna Bio said its partner Friday won FDA approval for Oltrevi.', '2026-03-09'],
    ['Shares of Ravenna Bio jumped Friday after the FDA approved Oltrevi.', '2026-03-09'],
    [
      'Calder Pharma received a complete response letter (CRL) for Mirenta, the company said on Tuesday.',
      '2026-03-04',
    ],
    [
      'Calder Pharma received a complete response letter (CRL) from the FDA for Mirenta and will meet the agency on Tuesday.',
      '2026-03-04',
    ],
  ] as const)
    it(`trap (no decision date): ${text}`, () =>
      expect(published(text, filed).map((p) => p[1])).to.deep.equal([null]))

  describe('"yesterday" dates a decision the day before the filing date, read where a weekday is', () => {
    for (const [text, kind, date] of [
      ['The FDA yesterday approved Oltrevi for adults with gout.', 'approval', '2026-03-05'],
      ['Yesterday, the FDA approved Oltrevi for adults with gout.', 'approval', '2026-03-05'],
      [
        'Ravenna Bio received a complete response letter from the FDA yesterday for Mirenta.',
        'crl',
        '2026-03-05',
      ],
    ] as const)
      it(text, () =>
        expect(published(text, '2026-03-06').map((p) => [p[0], p[1]])).to.deep.equal([
          [kind, date],
        ]),
      )
    for (const [text, filed] of [
      ['Ravenna Bio said yesterday that the FDA approved its drug Oltrevi.', '2026-03-06'],
      [
        'Shares of Ravenna Bio rose yesterday after the FDA approved its drug Oltrevi.',
        '2026-03-06',
      ],
      ['The FDA yesterday approved Oltrevi for adults with gout.', null],
    ] as const)
      it(`trap (no decision date): ${text}`, () =>
        expect(published(text, filed).map((p) => p[1])).to.deep.equal([null]))
  })

  describe('a bare weekday with the part of the day it names, after the object (2.88.0)', () => {
    for (const [text, filed, kind, date] of [
      [
        'Though the goal date for Oltrevi was set for March 8, the agency approved the drug Friday afternoon for adults with gout.',
        '2027-03-09',
        'approval',
        '2027-03-05',
      ],
      [
        'The FDA approved Oltrevi Thursday evening for adults with chronic gout.',
        '2027-03-09',
        'approval',
        '2027-03-04',
      ],
      [
        'Calder Pharma received a complete response letter for Mirenta from the FDA Monday morning.',
        '2027-03-09',
        'crl',
        '2027-03-08',
      ],
    ] as const)
      it(`${text} (filed ${filed})`, () =>
        expect(published(text, filed).map((p) => [p[0], p[1]])).to.deep.equal([[kind, date]]))
    for (const [text, filed] of [
      ['The FDA approved Oltrevi for adults with gout last Friday afternoon.', '2027-03-09'],
      ['Ravenna Bio said Friday afternoon that the FDA approved Oltrevi.', '2027-03-09'],
      [
        'The FDA approved Oltrevi for adults with gout, and shares rose Friday afternoon.',
        '2027-03-09',
      ],
    ] as const)
      it(`trap (no decision date): ${text}`, () =>
        expect(published(text, filed).map((p) => p[1])).to.deep.equal([null]))
  })

  it('trap: a weekday ahead publishes nothing', () =>
    expect(
      published('The FDA is expected to decide on Oltrevi by Friday.', '2026-03-03'),
    ).to.deep.equal([]))

  it('a long run of weekdays and commas stays fast', () => {
    const hostile = `${'on Friday, a day after '.repeat(5000)}the FDA approved Oltrevi.`
    const started = Date.now()
    published(hostile, '2026-03-06')
    expect(Date.now() - started).to.be.below(3000)
  })
})
