/**
 * Foreign issuers' releases and the trade press on them (real set r45): a letter the press says "was revealed"; a
 * market's reaction carrying its own day or weekday ("shares fell on Friday after the FDA ..."); a fixed combination
 * "A/B" is another product than A; a wire's bracketed trademark signs ("Zelvora[TM] (KB-2210)"); a nonproprietary name
 * with its dosage form set off by commas after the brand's code; one decision on "the applications for X and Y" decides
 * both. Each reading beside a trap. Sentences written for this
 * test, invented names.
 */
import { expect } from 'chai'
import { extract, heldAs, published } from './readings.js'

const FRIDAY = '2026-05-15'

describe("foreign issuers' releases and the press on them", () => {
  describe('a letter the press says was revealed', () => {
    for (const text of [
      'A regulatory rebuff has hampered Ghent-based Kestrel Bio in its quest to market zelvorimab in psoriasis. Shares fell on Friday after it was revealed that the FDA had sent the firm a complete response letter regarding its submission.',
      'Kestrel Bio wants to market zelvorimab in psoriasis. It was revealed on Friday that the US Food and Drug Administration had issued a complete response letter for its application.',
      'Kestrel Bio shares were down nearly a fifth on Friday, after it was revealed that the FDA had rejected zelvorimab.',
    ])
      it(text, () => expect(published(text, FRIDAY)).to.deep.equal([['crl', null, 'zelvorimab']]))
    it('trap: a letter the pluperfect tells as history, no telling before it', () =>
      expect(
        published(
          'Kestrel Bio resubmitted its application for zelvorimab in March. The FDA had sent the firm a complete response letter in 2024.',
          FRIDAY,
        ),
      ).to.deep.equal([]))
  })

  describe("a market's reaction with its own day", () => {
    for (const text of [
      'Shares of Kestrel Bio fell on Friday after the FDA issued a complete response letter for zelvorimab.',
      'Kestrel Bio shares sank on Friday after the FDA declined to approve zelvorimab.',
      'Kestrel Bio fell 30% on May 14 after the FDA issued a complete response letter for zelvorimab.',
      'Shares of Kestrel Bio were down 20% after the FDA issued a complete response letter for zelvorimab.',
    ])
      it(`${text} (the day is the market's, not the letter's)`, () =>
        expect(published(text, FRIDAY)).to.deep.equal([['crl', null, 'zelvorimab']]))
    it('a market day with its year written still dates the telling: an old letter is held', () =>
      expect(
        heldAs(
          'Shares of Kestrel Bio fell on May 4, 2021 after the FDA issued a complete response letter for zelvorimab.',
          FRIDAY,
        ),
      ).to.deep.equal([['crl', '2021-05-04', 'implausible']]))
    for (const text of [
      "Kestrel Bio's revenue was down 5% after the FDA issued a complete response letter for zelvorimab in 2021.",
      'Shares of Kestrel Bio fell on Friday after an FDA advisory committee voted against zelvorimab.',
      'Shares of Kestrel Bio fell on Friday after the EMA issued a negative opinion on zelvorimab.',
    ])
      it(`trap: ${text}`, () => expect(published(text, FRIDAY)).to.deep.equal([]))
  })

  describe('a fixed combination is another product than its parts', () => {
    it('the combination approved, its part approved years before', () =>
      expect(
        published(
          'The FDA approved orvaglutide/tavrumab tablets for type 2 diabetes, Kestrel Bio said. Orvaglutide alone was approved in 2019.',
          FRIDAY,
        ),
      ).to.deep.equal([['approval', null, 'orvaglutide/tavrumab']]))
    it("the part's goal date stays the part's beside the combination", () =>
      expect(
        published(
          'The FDA set a PDUFA date of 29 October 2026 for orvaglutide. Kestrel Bio plans to file orvaglutide/tavrumab next year.',
          FRIDAY,
        ),
      ).to.deep.equal([['date_set', '2026-10-29', 'orvaglutide']]))
    it('a name written at more length is still one product', () =>
      expect(
        published(
          'The FDA approved tavrumab vedotin for lymphoma. Kestrel Bio will launch tavrumab vedotin in June.',
          FRIDAY,
        ),
      ).to.deep.equal([['approval', null, 'tavrumab vedotin']]))
  })

  describe("a wire's bracketed trademark sign", () => {
    for (const text of [
      'Kestrel Bio today announced that the FDA has accepted the NDA for Zelvora[TM] (KB-2210) for adults with gout. The FDA has assigned a PDUFA target action date of 10 June 2026.',
      'Kestrel Bio today announced that the FDA has accepted the NDA for Zelvora(TM) (KB-2210) for adults with gout. The FDA has assigned a PDUFA target action date of 10 June 2026.',
      'Kestrel Bio today announced that the FDA has accepted the NDA for Zelvora[R] (KB-2210) for adults with gout. The FDA has assigned a PDUFA target action date of 10 June 2026.',
    ])
      it(text, () => {
        const rows = published(text, '2026-01-09')
        expect(rows).to.deep.equal([['date_set', '2026-06-10', 'Zelvora']])
      })
    it('trap: a bracketed letter that is no sign reads as before', () =>
      expect(
        published(
          'Kestrel Bio said the FDA accepted the NDA for KB-2210 [Ref. 4] with a PDUFA date of 10 June 2026.',
          '2026-01-09',
        ),
      ).to.deep.equal([['date_set', '2026-06-10', 'KB-2210']]))
  })

  describe("a nonproprietary name with its dosage form set off by commas after the brand's code", () => {
    const names = (text: string) =>
      extract(text, '2026-01-09')
        .filter((a) => a.publishable)
        .map((a) => [a.kind, a.pdufa_date, [a.drug_name, ...(a.drug_aliases ?? [])].sort()])
    it('one product, one row: the brand, its code and its nonproprietary name', () => {
      const rows = names(
        "Kestrel today announced that the FDA has accepted for review the company's resubmission of the New Drug Application (NDA) for Zelvora™ (KB-2210), korvareotide extended-release injection, for the treatment of patients with acromegaly. The FDA has assigned a PDUFA target action date of 10 June 2026.",
      )
      expect(rows).to.have.length(1)
      expect(rows[0]!.slice(0, 2)).to.deep.equal(['resubmission_date_set', '2026-06-10'])
      expect(rows[0]![2]).to.include.members(['Zelvora', 'KB-2210', 'korvareotide'])
    })
    it('trap: a list of products is no apposition', () => {
      const rows = names(
        'The FDA set PDUFA dates of 10 June 2026 for Zelvora (KB-2210), korvareotide tablets, and Quilora (KB-3300).',
      )
      for (const row of rows) expect(row[2]).to.not.include.members(['Zelvora', 'korvareotide'])
    })
  })
  describe('one decision on the plural applications for two products', () => {
    it('a letter on the new drug applications for two products, with its day', () =>
      expect(
        published(
          'Kestrel Bio today announced that on 8 February 2026 it received a complete response letter from the FDA regarding the New Drug Applications for Zelvora® (tavrunosin) and Quilora® (tavrunosin/merotide).',
          '2026-02-10',
        ),
      ).to.deep.equal([
        ['crl', '2026-02-08', 'Zelvora'],
        ['crl', '2026-02-08', 'Quilora'],
      ]))
    it('an approval of the BLAs for two products', () =>
      expect(
        published(
          'The FDA approved the BLAs for Zelvora and Quilora, Kestrel Bio said.',
          '2026-02-10',
        ),
      ).to.deep.equal([
        ['approval', null, 'Zelvora'],
        ['approval', null, 'Quilora'],
      ]))
    it("the plural applications' one goal date is both products'", () =>
      expect(
        published(
          'The FDA accepted the NDAs for Zelvora and Quilora and set a PDUFA date of 29 October 2026.',
          '2026-06-08',
        ),
      ).to.deep.equal([
        ['date_set', '2026-10-29', 'Zelvora'],
        ['date_set', '2026-10-29', 'Quilora'],
      ]))
    it("the plural applications' review extended to one date", () =>
      expect(
        published(
          'The FDA has extended the review of the NDAs for Zelvora and Quilora by three months, to 29 October 2026.',
          '2026-06-08',
        ),
      ).to.deep.equal([
        ['date_extended', '2026-10-29', 'Zelvora'],
        ['date_extended', '2026-10-29', 'Quilora'],
      ]))
    it("trap: the date named as one product's is that product's only", () =>
      expect(
        published(
          'The FDA accepted the NDAs for Zelvora and Quilora; the PDUFA date for Zelvora is 29 October 2026.',
          '2026-06-08',
        ),
      ).to.deep.equal([['date_set', '2026-10-29', 'Zelvora']]))
    for (const text of [
      'Kestrel submitted the NDAs for Zelvora and Quilora in 2025, and the FDA approved Zelvora today.',
      'The FDA approved the NDA for Zelvora, and Quilora remains under review.',
    ])
      it(`trap: ${text}`, () =>
        expect(published(text, '2026-02-10')).to.deep.equal([['approval', null, 'Zelvora']]))
  })
})
