import { expect } from 'chai'
import { inferIso } from '../../services/extractor/calendar-days.js'
import { explicitIso, findDateMentions, findDatelineDate } from '../../services/extractor/dates.js'

function only(text: string) {
  const mentions = findDateMentions(text)
  expect(mentions, JSON.stringify(mentions)).to.have.length(1)
  return mentions[0]!
}

describe('date grammar', () => {
  describe('every common written form of a full date', () => {
    const forms: Array<[string, string]> = [
      ['June 5, 2022', '2022-06-05'],
      ['Sunday, June 5, 2022', '2022-06-05'],
      ['5 June 2022', '2022-06-05'],
      ['June 5th, 2022', '2022-06-05'],
      ['Jun. 5, 2022', '2022-06-05'],
      ['Sept. 14, 2021', '2021-09-14'],
      ['NOV 10, 2022', '2022-11-10'],
      ['the 1st of August 2020', '2020-08-01'],
      ['5 JULY 2020', '2020-07-05'],
      ['2022-06-05', '2022-06-05'],
      ['6/25/2025', '2025-06-25'],
      ['25/06/2025', '2025-06-25'],
      ['date of April\n30, 2024', '2024-04-30'],
      ['February 29, 2024', '2024-02-29'],
      ['the fourth of March 2027', '2027-03-04'],
      ['the twenty-first of June, 2027', '2027-06-21'],
      ['thirtieth of April 2027', '2027-04-30'],
      ['March twenty first, 2027', '2027-03-21'],
      ["March 4, '27", '2027-03-04'],
      ['Oct. 4 ’27', '2027-10-04'],
      ['Dec.23, 2020', '2020-12-23'],
      ['Jan.4, 2027', '2027-01-04'],
      ['Sept.15 2027', '2027-09-15'],
      ['PDUFA: Sep.3rd, 2027', '2027-09-03'],
    ]
    for (const [text, iso] of forms) {
      it(`${JSON.stringify(text)} is ${iso}`, () => {
        const mention = only(text)
        expect(mention.precision).to.equal('day')
        expect(explicitIso(mention)).to.equal(iso)
        expect(mention.ambiguousOrder).to.equal(false)
      })
    }
  })

  it('reads a date from its weekday however many spaces stand before its month (the month forms start near the month word)', () => {
    // Twenty characters other than spaces before the month word, the most a month form reads there.
    const text = 'Filed. Wednesday., \u00a0the \n 23rd\t of \u2009\u00a0  June, 2026 as planned'
    const mention = only(text)
    expect(mention.text.startsWith('Wednesday.,')).to.equal(true)
    expect(mention.start).to.equal(text.indexOf('Wednesday'))
    expect(explicitIso(mention)).to.equal('2026-06-23')
    expect(only('Met on Wed 5 Jun 2026').start).to.equal('Met on '.length)
    const year = only('Sales grew during \n\u00a0 2019 overall')
    expect([year.precision, year.year, year.text]).to.deep.equal([
      'year',
      2019,
      'during \n\u00a0 2019',
    ])
  })

  it('reads an abbreviation fused to its day by its period only for a month, its period written, its year written', () => {
    const days = (text: string) =>
      findDateMentions(text)
        .filter((m) => m.precision === 'day')
        .map((m) => explicitIso(m))
    expect(days('See No.23, 2020 and Fig.3, 2027 vs.4 in the table.')).to.deep.equal([])
    // No period, or a full name with one: not the calendar's print.
    expect(days('Lot Dec23, 2020 and December.23, 2020')).to.deep.equal([])
    // Year-less, it is not read as a day.
    expect(days('Halvex Pharma: Dec.23 meeting')).to.deep.equal([])
    // The same in a sentence: one date, with the right day.
    expect(days('Vornel Bio: PDUFA target action date Mar.9, 2027 for zelcatide.')).to.deep.equal([
      '2027-03-09',
    ])
  })

  it('reads a year-less fused abbreviation and day only after "on" (the day of an act in a monthly recap)', () => {
    const days = (text: string) =>
      findDateMentions(text)
        .filter((m) => m.precision === 'day')
        .map((m) => [m.month, m.day, m.year])
    expect(days('Vornel Bio: zelcatide was approved on Feb.24, to treat gout.')).to.deep.equal([
      [2, 24, null],
    ])
    // Not after another word, not before a decimal's digit, and a written year keeps the full form's reading.
    expect(days('See Table Dec.23 and the Feb.24 meeting; on Mar.3.5 units.')).to.deep.equal([])
    expect(days('Approved on Jun.13,2026, the label ...')).to.deep.equal([[6, 13, 2026]])
  })

  it('flags a numeric date whose day and month order cannot be told apart', () => {
    const mention = only('06/05/2022')
    expect(mention.ambiguousOrder).to.equal(true)
    expect(only('06/06/2022').ambiguousOrder).to.equal(false)
  })

  it('reads an ordinal word as a day only with "of" after it, and never an impossible one', () => {
    expect(findDateMentions('the second March 2027 meeting').map((m) => m.precision)).to.deep.equal(
      ['month'],
    )
    expect(
      findDateMentions('the thirty-first of June 2027').filter((m) => m.precision === 'day'),
    ).to.deep.equal([])
    // "may" in running text is a verb, "second" an order.
    expect(
      findDateMentions('the board may second, 2027 being early, the motion').filter(
        (m) => m.precision === 'day',
      ),
    ).to.deep.equal([])
  })

  it('does not invent impossible days', () => {
    expect(
      findDateMentions('February 30, 2024').filter((m) => m.precision === 'day'),
    ).to.deep.equal([])
    expect(
      findDateMentions('February 29, 2023').filter((m) => m.precision === 'day'),
    ).to.deep.equal([])
  })

  describe('mentions that are not exact dates keep their precision', () => {
    const cases: Array<[string, string]> = [
      ['in February 2023', 'month'],
      ['in the second quarter of 2023', 'quarter'],
      ['Q3 2023', 'quarter'],
      ['2Q23', 'quarter'],
      ['first half of 2024', 'half'],
      ['mid-2023', 'half'],
      ['by the end of 2022', 'half'],
      ['in 2019', 'year'],
      ['on Saturday', 'weekday'],
      ['in the week of March 1, 2027', 'week'],
      ['the week of March 1', 'week'],
    ]
    for (const [text, precision] of cases) {
      it(`${JSON.stringify(text)} is ${precision}-precise`, () => {
        const mention = only(text)
        expect(mention.precision).to.equal(precision)
        expect(explicitIso(mention)).to.equal(null)
      })
    }
  })

  it('reads every shape of a half year, in either case, beside other years of the sentence', () => {
    const shapes = [
      'H1 2026',
      '2H 2026',
      'h2  2026',
      'mid 2026',
      'MID-2026',
      'early 2026',
      'Late 2026',
      'END OF 2026',
      'beginning of 2026',
      'middle of 2026',
      'the end of 2026',
      'second half 2026',
    ]
    for (const shape of shapes) {
      // A year before it that no half shape reads, and digits that hold two years ("202026").
      const text = `Filed on March 3, 2025 (ref 202026), the approval is expected ${shape}.`
      const halves = findDateMentions(text).filter((m) => m.precision === 'half')
      expect(
        halves.map((m) => [m.text, m.year]),
        shape,
      ).to.deep.equal([[shape, 2026]])
    }
    expect(
      findDateMentions('Filed on March 3, 2025, the approval is expected in 2026.').map(
        (m) => m.precision,
      ),
    ).to.deep.equal(['day', 'year'])
  })

  it('reads two coordinated days of one month, the year written once, as two days of that month and year', () => {
    const both = findDateMentions('due on March 28 and 29, 2017, respectively')
    expect(both.map(explicitIso)).to.deep.equal(['2017-03-28', '2017-03-29'])
    const yearless = findDateMentions('due by March 28 and 29 respectively')
    expect(yearless.map((m) => [m.month, m.day, m.explicitYear])).to.deep.equal([
      [3, 28, false],
      [3, 29, false],
    ])
    // Not a count after the day, nor an earlier day (no coordination of days runs backwards).
    expect(findDateMentions('on March 28 and 29 patients')).to.have.length(1)
    expect(findDateMentions('on March 28 and 12, 2017').map(explicitIso)).to.deep.equal([
      '2017-03-28',
    ])
  })

  it('reads a month and day without a year as not written', () => {
    const mention = only('a PDUFA date of Aug. 27')
    expect(mention.precision).to.equal('day')
    expect(mention.explicitYear).to.equal(false)
    expect(explicitIso(mention)).to.equal(null)
  })

  it('reads a capitalised month fused by the HTML to the lower-case word before it, never a month inside a word', () => {
    const fused = only('the PDUFA date is stillMarch 14, 2027')
    expect(explicitIso(fused)).to.equal('2027-03-14')
    expect(fused.text).to.equal('March 14, 2027')
    expect(only('remains on schedule for the goal date ofJune 2').explicitYear).to.equal(false)
    expect(only('expected inSeptember 2027').precision).to.equal('month')
    // The case is read as written: a word that only holds a month's letters is none, whatever its case.
    expect(findDateMentions('to their dismay 5 of them left')).to.deep.equal([])
    expect(findDateMentions('the stillmarch 14 parade')).to.deep.equal([])
    expect(findDateMentions('STILLMARCH 14, 2027')).to.deep.equal([])
  })

  it('ends a day at a colon no digit follows (a milestone label), never at the hour of a time', () => {
    expect(only('March 14: PDUFA date for Zelvora').text).to.equal('March 14')
    expect(only('on March 14 at 5:30 p.m.').text).to.equal('March 14')
    expect(findDateMentions('March 5:30')).to.deep.equal([])
  })

  it('does not read numbers that are not dates', () => {
    expect(
      findDateMentions('Exhibit 99.1 (858) 617-7600 shares at 22.13, p<0.0001, 6.05 :'),
    ).to.deep.equal([])
    expect(findDateMentions('the FDA may 26 times')).to.deep.equal([])
    expect(findDateMentions('31 Octobre')).to.deep.equal([])
  })

  it('infers a missing year from the filing date: ahead for targets, behind for decisions', () => {
    expect(inferIso(12, 6, '2013-08-28', 'ahead')).to.equal('2013-12-06')
    expect(inferIso(2, 26, '2022-11-20', 'ahead')).to.equal('2023-02-26')
    expect(inferIso(2, 17, '2023-03-01', 'behind')).to.equal('2023-02-17')
    expect(inferIso(12, 30, '2024-01-03', 'behind')).to.equal('2023-12-30')
  })

  it('finds the release date in a wire dateline', () => {
    expect(
      findDatelineDate(
        'CAMBRIDGE, Mass., August 19, 2019 (GLOBE NEWSWIRE) -- Acme today announced',
      ),
    ).to.equal('2019-08-19')
    expect(findDatelineDate('STOCKHOLM, Sept. 14, 2021 /PRNewswire/ -- Acme')).to.equal(
      '2021-09-14',
    )
    expect(findDatelineDate('Published 08/04/2025, 13:52 Acme said')).to.equal(null)
  })
})

describe('a year-less slashed day after the PDUFA noun', () => {
  it('reads month/day right after "PDUFA", its date words or a colon', () => {
    for (const [text, month, day] of [
      ['Zelquari PDUFA 3/3', 3, 3],
      ['a PDUFA date of 3/14', 3, 14],
      ['PDUFA target action date: 11/02', 11, 2],
      ['PDUFA 25/6', 6, 25],
    ] as const) {
      const mention = only(text)
      expect([mention.month, mention.day, mention.year, mention.explicitYear], text).to.deep.equal([
        month,
        day,
        null,
        false,
      ])
    }
  })

  it('leaves a slashed pair elsewhere, and a written year to the full forms', () => {
    expect(findDateMentions('responded in 3/3 patients; a PDUFA date is expected')).to.deep.equal(
      [],
    )
    expect(findDateMentions('3/3 patients under PDUFA 7 guidance')).to.deep.equal([])
    expect(explicitIso(only('PDUFA: 03/03/27'))).to.equal('2027-03-03')
  })
})
