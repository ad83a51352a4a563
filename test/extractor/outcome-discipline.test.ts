/**
 * Outcome discipline: an approval or a complete response letter publishes only when the text tells the FDA's decision on
 * this application as done. A letter the company or others only expect, and an approval of another indication told as
 * background to a pending supplement, are held with a reason: they resolve no catalyst and leave the pending date
 * standing. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

const reasonOf = (text: string, kind: string) =>
  extract(text)
    .filter((a) => a.kind === kind)
    .map((a) => a.reason)

describe('outcome discipline', () => {
  describe('a letter the filer only expects is held as hedged and leaves the date standing', () => {
    for (const text of [
      'Quorvant Therapeutics expects to receive a complete response letter for Zelvorin by the July 18, 2025 PDUFA goal date.',
      'Quorvant Therapeutics said it expects to receive a complete response letter by the goal date of July 18, 2025 for its NDA for Zelvorin.',
      'Quorvant anticipates that the FDA will issue a complete response letter for Zelvorin on or before the PDUFA date of July 18, 2025.',
      'Analysts expect the FDA to issue a complete response letter for Zelvorin ahead of its July 18, 2025 PDUFA date.',
      'Quorvant believes the FDA is likely to issue a CRL for the Zelvorin NDA. The PDUFA target action date is July 18, 2025.',
    ])
      it(text, () => {
        expect(published(text)).to.deep.equal([['date_set', '2025-07-18', 'Zelvorin']])
        expect(reasonOf(text, 'crl')).to.deep.equal(['hedged'])
      })
  })

  it('a letter the agency has issued still publishes and supersedes the goal date', () => {
    const text =
      'Quorvant Therapeutics today announced that it has received a complete response letter from the FDA for the NDA for Zelvorin. The PDUFA date was May 9, 2025.'
    expect(published(text)).to.deep.equal([['crl', null, 'Zelvorin']])
  })

  describe("an approval of another indication, told as background to a pending supplement, is an earlier application's", () => {
    for (const text of [
      'Quorvant Therapeutics today announced that the FDA accepted its sNDA for Zelvorin in pediatric chronic cough, with a PDUFA date of October 9, 2025. Zelvorin was approved by the FDA for adults with chronic cough.',
      'Larkspur Bio today announced FDA acceptance of the supplemental BLA for Traxomab in lupus nephritis. The PDUFA target action date is October 9, 2025. The FDA approved Traxomab for systemic lupus erythematosus in adults.',
    ])
      it(text, () => {
        const drug = text.includes('Traxomab') ? 'Traxomab' : 'Zelvorin'
        expect(published(text)).to.deep.equal([['date_set', '2025-10-09', drug]])
        expect(reasonOf(text, 'approval')).to.deep.equal(['earlier_cycle'])
      })
  })

  it('an approval the release tells as its news still publishes', () => {
    expect(
      published(
        'Quorvant today announced that the FDA has approved Zelvorin for the treatment of chronic cough. A supplemental NDA for Zelvorin in adolescents is planned.',
      ),
    ).to.deep.equal([['approval', null, 'Zelvorin']])
  })

  it('a headline cited from another article ("see ...") is no letter', () => {
    expect(
      published(
        'Orrin Therapeutics said FDA accepted for review a resubmitted NDA for Plexavir. The PDUFA date is December 28, 2025. The earlier letter cited manufacturing deficiencies (see "Orrin Receives Second CRL for Plexavir").',
      ),
    ).to.deep.equal([['resubmission_date_set', '2025-12-28', 'Plexavir']])
  })

  it('letters counted in the plural are history, not one letter of this cycle', () => {
    expect(
      published(
        'Orrin Therapeutics has received two complete response letters from FDA for Plexavir, the first in 2023 and the second in 2024. The FDA accepted the resubmission and set a PDUFA date of December 28, 2025.',
      ),
    ).to.deep.equal([['resubmission_date_set', '2025-12-28', 'Plexavir']])
  })

  describe("a letter placed in a part of a year is an earlier cycle's; a plan's period beside a letter is not the letter's", () => {
    for (const text of [
      'Orrin Therapeutics worked through a complete response letter issued in late 2023 as the FDA has approved Plexavir for chronic cough.',
      'The FDA approved Plexavir for chronic cough; a complete response letter issued in the fourth quarter of 2023 had cited manufacturing.',
      'Orrin overcame a complete response letter issued in early 2023, and the FDA approved Plexavir for chronic cough.',
    ])
      it(text, () => expect(published(text)).to.deep.equal([['approval', null, 'Plexavir']]))
    for (const text of [
      'The FDA issued a complete response letter for Plexavir, and Orrin plans to resubmit the NDA in the first half of 2026.',
      'The FDA issued a complete response letter for Plexavir; Orrin expects to meet the agency in the fourth quarter of 2025.',
    ])
      it(text, () => expect(published(text)).to.deep.equal([['crl', null, 'Plexavir']]))
  })

  describe("an approval a foreign-datelined release tells without naming any agency is its home regulator's", () => {
    for (const text of [
      'Osaka, Japan (June 2, 2025) - Orrin Pharma Co., Ltd. today announced that it has obtained approval for Plexavir for chronic cough.',
      'Seoul, Korea, June 2, 2025 - Orrin Pharma today announced that Plexavir received approval for the treatment of chronic cough.',
    ])
      it(text, () => expect(published(text)).to.deep.equal([]))
    for (const text of [
      'Osaka, Japan (June 2, 2025) - Orrin Pharma Co., Ltd. today announced that it has obtained approval from the U.S. Food and Drug Administration for Plexavir for chronic cough.',
      'Osaka, Japan (June 2, 2025) - Orrin Pharma today announced that the FDA approved Plexavir for chronic cough.',
      'BOSTON, June 2, 2025 - Orrin Pharma today announced that it has received approval for Plexavir for chronic cough.',
    ])
      it(text, () => expect(published(text)).to.deep.equal([['approval', null, 'Plexavir']]))
  })

  it('"issues in the CRL" is the noun, not the agency issuing a letter', () => {
    expect(
      published(
        'The FDA extended the review period for the NDA for Plexavir by three months. The new PDUFA goal date is September 26, 2025. There were no clinical efficacy or safety issues in the CRL received in 2024.',
      ),
    ).to.deep.equal([['date_extended', '2025-09-26', 'Plexavir']])
  })

  it("a decision's date is not a conference call's on the next line of the headline", () => {
    expect(
      published(
        'Orrin Receives Complete Response Letter from FDA for Plexavir\nCompany will Host Conference Call on June 3, 2025\nORRIN, June 2, 2025 -- Orrin Therapeutics today announced that the FDA has issued a Complete Response Letter for Plexavir.',
      ),
    ).to.deep.equal([['crl', null, 'Plexavir']])
  })

  describe("a device's approval is no PDUFA decision; a drug's approval beside it still is", () => {
    for (const text of [
      'The U.S. Food and Drug Administration today approved the Halvern Septal Occluder device. The occluder reduces the risk of a second stroke.',
      'The FDA has approved the Corvane Glucose Sensing device for adults with type 1 diabetes.',
      'Regulators approved the Tessaly Neurostim devices for chronic migraine.',
    ])
      it(text, () => expect(published(text)).to.deep.equal([]))
    for (const text of [
      'The FDA approved Halvexa, a drug-device combination of merodrine and an autoinjector, for acute migraine.',
      'The U.S. Food and Drug Administration today approved Pelvoria for adults with moderate asthma.',
    ])
      it(text, () => expect(published(text).map((r) => r[0])).to.deep.equal(['approval']))
  })

  describe("a brand in capitals, or with its form, as the subject of the agency's passive approval is the product approved", () => {
    for (const [text, drug] of <Array<[string, string]>>[
      [
        'OSTRELVA Nasal Spray has been approved by the FDA for the treatment of dry eye disease.',
        'OSTRELVA',
      ],
      ['ZELVORA was approved by the FDA for adults with gout, the company said.', 'ZELVORA'],
      [
        'Kestrel Bio said the FDA has approved Velmora Buccal Film for adults with migraine.',
        'Velmora',
      ],
    ])
      it(text, () => expect(published(text)).to.deep.equal([['approval', null, drug]]))
    for (const text of [
      'PROPOSAL TWO was approved by the FDA advisory board members.',
      'ZELVORA was approved by the European Commission for adults with gout.',
      'The Kestrel IND was approved by the FDA.',
    ])
      it(text, () => expect(published(text)).to.deep.equal([]))
  })

  describe("the approval letter's own formula retold ('X is approved effective D') dates the approval", () => {
    for (const text of [
      'The FDA letter states that Trokalon XR is approved effective May 4, 2025 for use as recommended in the labeling.',
      'Kestrel said that Velmora was approved effective as of May 4, 2025, according to the FDA letter.',
    ])
      it(text, () => expect(published(text).map((r) => r[0])).to.deep.equal(['approval']))
    for (const text of [
      'Velmora XR is approved effective May 4, 2025 in the European Union.',
      'The Kestrel Equity Plan was approved effective May 4, 2025 by the board.',
    ])
      it(text, () => expect(published(text)).to.deep.equal([]))
  })

  describe("another maker's generic copy approved is no decision on the product it copies; the product's own approval still is", () => {
    for (const text of [
      'In February 2026, the FDA approved the first generic of Velmora (zentrapine injection) to treat dry eye.',
      'On March 3, 2026, the FDA approved generics of Trosadine from two makers.',
      'The FDA has approved the first two generics of Plexavir for adults with gout.',
    ])
      it(text, () => expect(published(text)).to.deep.equal([]))
    for (const text of [
      'The FDA has approved Velmora (zentrapine) for dry eye, the first product of its kind.',
      'The FDA approved Trosadine (velmastat) for adults with gout, years before any generic can launch.',
    ])
      it(text, () => expect(published(text).map((r) => r[0])).to.deep.equal(['approval']))
  })
})
