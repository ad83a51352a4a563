/**
 * The name a calendar row's date carries (session 19, s19-names): rows each opened by a company with its bare ticker and
 * a dash ("Corwin (CRWN) – PDUFA Date of 8-28-26 for X") name a company, never the drug; the row's product is read from
 * its own text, never another row's; a route before a lower-case name right after a target date's "for" ("for
 * transdermal zelmitriptan") stays part of the name, as it does after "the NDA for"; a date by numbers with a two-digit
 * year opens that slot as a written date does; a name the text tells as the product's current one ("X -- now known as
 * Y", "X, which goes by the brand name Y") is the row's, the earlier one an alias; "market" in "applications for market
 * approval of X" is the approval's kind, no name, and so is "Gene" or "Cell" before "Therapy" in a title-case headline. Each reading beside its traps. Sentences written for this test, invented
 * names and tickers; the filing is dated 2026-06-01.
 */
import { expect } from 'chai'
import { extract, heldAs, publishedDatesAndDrugs } from './readings.js'

const FILED = '2026-06-01'

describe('the name a calendar row carries', () => {
  describe('a company with its bare ticker before the dash is no drug', () => {
    it('two rows: each row reads its own product', () => {
      expect(
        publishedDatesAndDrugs(
          'New PDUFA Dates:\nCorwin (CRWN) – PDUFA Date of 8-28-26 for Zelvora for the treatment of gout.\nBrandt (BRDT) – PDUFA Date of 9-14-26 for Pelvoria for the treatment of psoriasis.',
          FILED,
        ),
      ).to.deep.equal([
        ['2026-08-28', 'Zelvora'],
        ['2026-09-14', 'Pelvoria'],
      ])
    })
    it('two companies joined by "and" before the dash', () => {
      expect(
        publishedDatesAndDrugs(
          'Halvern (HLVN) and Marlow (MRLW) – PDUFA Date of 11-30-26 for Zelvora for chronic pain due to osteoarthritis.',
          FILED,
        ),
      ).to.deep.equal([['2026-11-30', 'Zelvora']])
    })
    it('a row that names no product is held, never given the company or the next row', () => {
      const text =
        'Corwin (CRWN) – PDUFA Date of 8-28-26 for oral replacement therapy in adult men.\nBrandt (BRDT) – PDUFA Date of 9-14-26 for Pelvoria for psoriasis.'
      expect(publishedDatesAndDrugs(text, FILED)).to.deep.equal([['2026-09-14', 'Pelvoria']])
      expect(heldAs(text, FILED)).to.deep.equal([['date_set', '2026-08-28', 'no_drug']])
    })
    it('trap: one line opened by a name with capitals in parentheses keeps the name (an abbreviation)', () => {
      expect(
        publishedDatesAndDrugs(
          'Zelvora (ZLV) – the FDA set a PDUFA date of October 20, 2026 for the gout tablet.',
          '2026-03-01',
        ),
      ).to.deep.equal([['2026-10-20', 'Zelvora']])
    })
    it("trap: letters that are the name's initials are no ticker", () => {
      expect(
        publishedDatesAndDrugs(
          'Kestrel Bio announced that the Lipid Nanoparticle (LNP) – the delivery system for Zelvora – is on track; the FDA set a PDUFA date of September 3, 2026 for Zelvora.',
          FILED,
        ),
      ).to.deep.equal([['2026-09-03', 'Zelvora']])
    })
  })

  describe("a route before the name after a target date's 'for'", () => {
    for (const [text, date, drug] of [
      [
        'Kestrel has a PDUFA date of October 30, 2026 for transdermal zelmitriptan for the treatment of migraine.',
        '2026-10-30',
        'transdermal zelmitriptan',
      ],
      [
        'Brandt Pharma – PDUFA Date of 9-14-26 for oral velcaritide for adults with gout.',
        '2026-09-14',
        'oral velcaritide',
      ],
      [
        'The company said the target action date of November 2, 2026 has been set for intravenous tavrutinib in hospitalised adults.',
        '2026-11-02',
        'intravenous tavrutinib',
      ],
      [
        'Kestrel Bio has a PDUFA date of October 30, 2026 for oral administration of Zelvora in adults with gout.',
        '2026-10-30',
        'Zelvora',
      ],
    ] as const)
      it(`${drug}: ${text}`, () => {
        expect(publishedDatesAndDrugs(text, FILED)).to.deep.equal([[date, drug]])
      })
    for (const text of [
      'The PDUFA date for oral therapy in adults is October 30, 2026.',
      'Kestrel Bio – PDUFA Date of 9-14-26 for subcutaneous use in adults with lupus.',
    ])
      it(`trap, no name after the route: ${text}`, () => {
        expect(publishedDatesAndDrugs(text, FILED)).to.deep.equal([])
      })
  })

  describe("a name told as the product's current one", () => {
    for (const [text, drug] of [
      [
        'Kestrel announced that the FDA has given the thumbs-up to selatrocin -- now known as Zelvora -- as a treatment for gout.',
        'Zelvora',
      ],
      [
        'Selatrocin, which goes by the brand name Zelvora, was approved by the FDA to treat gout.',
        'Zelvora',
      ],
      ['The FDA approved tavrutinib, now known as Zelvora, for adults with gout.', 'Zelvora'],
      [
        'The FDA approved tavrutinib, formerly known as Zelvora, for adults with gout.',
        'tavrutinib',
      ],
      ['The FDA approved tavrutinib, also known as KST-101, for adults with gout.', 'tavrutinib'],
      [
        "The FDA approved Kestrel's tavrutinib for gout. Kestrel, now known as Brandt Pharma, said the drug would launch in May.",
        'tavrutinib',
      ],
    ] as const)
      it(`${drug}: ${text}`, () => {
        expect(publishedDatesAndDrugs(text, FILED)).to.deep.equal([[null, drug]])
      })
    it('the earlier name stays an alias', () => {
      const rows = extract(
        'The FDA approved tavrutinib, now known as Zelvora, for adults with gout.',
        FILED,
      ).filter((a) => a.publishable)
      expect(rows.map((a) => [a.drug_name, a.drug_aliases])).to.deep.equal([
        ['Zelvora', ['tavrutinib']],
      ])
    })
  })

  describe('"market" before an approval is its kind, no name', () => {
    it('applications for market approval of X', () => {
      expect(
        publishedDatesAndDrugs(
          "Applications for market approval of tavrutinib were submitted · On January 6, the FDA approved tavrutinib for the treatment of gout · Kestrel's partner Brandt has filed for full approval.",
          '2026-05-01',
        ),
      ).to.deep.equal([['2026-01-06', 'tavrutinib']])
    })
  })

  describe("a title-case headline's 'Gene Therapy' is the kind, no name", () => {
    it('the letter is the product the next sentence names', () => {
      expect(
        publishedDatesAndDrugs(
          "FDA Rejects Kestrel's Gene Therapy, Cites Need for More Data. Kestrel Bio's gene therapy Zelvora has been hit with an FDA Complete Response Letter requesting additional manufacturing information.",
          '2026-05-01',
        ),
      ).to.deep.equal([[null, 'Zelvora']])
    })
    it("trap: 'Cell Therapy' alone names nothing", () => {
      expect(
        publishedDatesAndDrugs(
          "FDA Turns Down Brandt's Cell Therapy, Asks for Another Trial.",
          '2026-05-01',
        ),
      ).to.deep.equal([])
    })
  })
})
