/**
 * A week-ahead roundup's weekday alone on its line ("Sunday", "Friday") over an item that tells a scheduled FDA verdict:
 * the first such day on or after the text's date is the item's goal date (dated-headings.ts, period-forms.ts). Invented
 * sentences only.
 */
import { expect } from 'chai'
import { extractText } from '../../services/extractor/extract.js'
import { findDateMentions } from '../../services/extractor/dates.js'

function published(text: string, filed: string | null) {
  return extractText(text, { referenceDate: filed, filer: null })
    .filter((a) => a.publishable)
    .map((a) => [a.kind, a.pdufa_date, a.drug_name])
}

describe('a weekday alone on its line heading a scheduled verdict', () => {
  it('reads the weekday as the first such day on or after the filing date', () => {
    expect(
      published(
        "PDUFA Dates\nSunday\nThe FDA is expected to rule on Kestrel Bio's sNDA for Zelvora.\nFriday\nThe FDA is likely to rule on Vantel Pharma's Calmora, which is being evaluated for gout.",
        '2026-08-16',
      ),
    ).to.deep.equal([
      ['date_set', '2026-08-16', 'Zelvora'],
      ['date_set', '2026-08-21', 'Calmora'],
    ])
  })

  it('reads "awaits FDA verdict on" and "the regulatory body will rule on" as scheduled verdicts', () => {
    expect(
      published(
        'PDUFA Dates\nMonday\nOrrin Labs awaits FDA verdict on its sNDA for Ostrelva.\nTuesday\nThe regulatory body will rule on the BLA for belmidumab.',
        '2026-08-16',
      ),
    ).to.deep.equal([
      ['date_set', '2026-08-17', 'Ostrelva'],
      ['date_set', '2026-08-18', 'belmidumab'],
    ])
  })

  it('reads no weekday inside a line, and no day with no filing date to count from', () => {
    expect(
      findDateMentions('Kestrel said Monday\nthat it would present').filter(
        (m) => m.weekdayAhead !== undefined,
      ),
    ).to.deep.equal([])
    expect(
      published(
        "PDUFA Dates\nSunday\nThe FDA is expected to rule on Kestrel Bio's sNDA for Zelvora.",
        null,
      ),
    ).to.deep.equal([])
  })

  it('publishes nothing under a weekday for an advisory committee, an earnings date or a decision told as done', () => {
    expect(
      published(
        "Adcom Schedule\nFriday\nThe FDA's advisory committee is scheduled to discuss Kestrel Bio's Zelvora.\nEarnings\nMonday\nOrrin Labs is scheduled to report its quarterly results.",
        '2026-08-16',
      ),
    ).to.deep.equal([])
    expect(
      published(
        "Recent decisions\nMonday\nThe FDA approved Kestrel Bio's Zelvora for chronic gout.",
        '2026-08-16',
      ),
    ).to.deep.equal([['approval', null, 'Zelvora']])
  })

  it("leaves the weekday when the item's next sentence writes its own day", () => {
    expect(
      published(
        "PDUFA Dates\nWednesday\nThe FDA is set to rule on Merrow Pharma's NDA for Tolvexa. The PDUFA date is Aug. 28.",
        '2026-08-16',
      ),
    ).to.deep.equal([['date_set', '2026-08-28', 'Tolvexa']])
  })
})
