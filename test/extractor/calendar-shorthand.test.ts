/**
 * A weekly calendar's shorthand for a goal date: "PDUFA Date of 7-8-27", hyphens and a two-digit year right after the
 * PDUFA noun (date-forms.ts). Invented sentences only.
 */
import { expect } from 'chai'
import { explicitIso, findDateMentions } from '../../services/extractor/dates.js'
import { extractText } from '../../services/extractor/extract.js'

function published(text: string, filed: string) {
  return extractText(text, { referenceDate: filed, filer: null })
    .filter((a) => a.publishable)
    .map((a) => [a.kind, a.pdufa_date, a.drug_name])
}

describe('a hyphenated day with a two-digit year after the PDUFA noun', () => {
  it('reads month-day-year right after "PDUFA", its date words, "of" or a colon', () => {
    for (const [text, iso] of [
      ['Kestrel Bio – PDUFA Date of 7-8-27 for zelvorasib', '2027-07-08'],
      ['PDUFA date: 12-31-26', '2026-12-31'],
      ['Priority Review PDUFA Date of 8-30-27 for ostrelvimab', '2027-08-30'],
      ['PDUFA 25-6-27', '2027-06-25'],
    ] as const) {
      const mentions = findDateMentions(text)
      expect(mentions, text).to.have.length(1)
      expect(explicitIso(mentions[0]!), text).to.equal(iso)
    }
  })

  it('reads no day from hyphenated numbers elsewhere, nor from an impossible day', () => {
    for (const text of [
      'the study KST-7-8-27 enrolled its first patient',
      'scores of 7-8-20 on the three scales under PDUFA guidance',
      'PDUFA date of 13-40-27',
    ])
      expect(
        findDateMentions(text).filter((m) => m.precision === 'day'),
        text,
      ).to.deep.equal([])
  })

  it("publishes each item's goal date in a weekly list of new PDUFA dates", () => {
    expect(
      published(
        'New PDUFA Dates:\nKestrel Bio (KSTB) – PDUFA Date of 7-8-27 for zelvorasib for the treatment of gout.\nOrrin Labs (ORRN) – PDUFA Date of 8-28-27 for ostrelvimab for plaque psoriasis.',
        '2027-03-07',
      ),
    ).to.deep.equal([
      ['date_set', '2027-07-08', 'zelvorasib'],
      ['date_set', '2027-08-28', 'ostrelvimab'],
    ])
  })

  it('publishes nothing for an advisory committee date written the same way', () => {
    expect(
      published(
        'Kestrel Bio (KSTB) – advisory committee meeting on 7-8-27 for zelvorasib; no PDUFA date has been set.',
        '2027-03-07',
      ),
    ).to.deep.equal([])
  })
})
