/**
 * The last resort for a goal date whose drug no slot read (coined-names.ts): the one coined capitalised word near the
 * date, never a company, a person, a place or an English word; with two such words the date stays held. And the
 * filer's name from the filing's metadata is a company, never a drug. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extractAssertionsFromText } from '../../services/extractor/regex-extractor.js'
import { extract, FILED, published } from './readings.js'

describe('a coined word near a goal date no slot read', () => {
  for (const [text, drug] of [
    [
      'If approved, Zelvora would be the first oral therapy for this condition. The PDUFA target action date is August 13, 2026.',
      'Zelvora',
    ],
    [
      'The late-cycle meeting with the FDA for Zelvora is scheduled for September 1, 2025, and the PDUFA date is November 14, 2025.',
      'Zelvora',
    ],
    [
      'We have manufactured launch supply of Zelvora in preparation for the PDUFA date of November 14, 2025.',
      'Zelvora',
    ],
  ] as const)
    it(text, () => {
      expect(published(text).map((a) => a[2])).to.deep.equal([drug])
    })

  for (const text of [
    // Two coined words: which one the date is about is not read.
    'Zelvora, unlike Ostrelva (approved December 2024), has a PDUFA target action date of November 14, 2025.',
    // A company by what it does, a person, a place, a company by the noun before it.
    'Kestrel submitted revisions to the label. The PDUFA target action date is November 14, 2025.',
    '"We are ready," said Whitfield. The PDUFA target action date is November 14, 2025.',
    'The company opened an office in Basel. The PDUFA target action date is November 14, 2025.',
    'The company thanked the patients in the trials for Kestrel. The PDUFA target action date is November 14, 2025.',
    'Norvale, Kestrel’s partner in North America, said the FDA assigned a PDUFA target action date of November 14, 2025.',
  ])
    it(`names no drug: ${text}`, () => {
      expect(published(text)).to.deep.equal([])
      expect(extract(text).map((a) => a.reason)).to.deep.equal(['no_drug'])
    })
})

describe("the filer's name from the filing", () => {
  const text =
    'With the PDUFA date set, Kestrel is ready. Kestrel will host a call. The PDUFA target action date is November 14, 2025.'
  it('is a company, never the drug', () => {
    const assertions = extractAssertionsFromText(text, {
      referenceDate: FILED,
      filer: 'KESTREL BIO, INC.',
    })
    expect(assertions.map((a) => [a.drug_name, a.reason])).to.deep.equal([[null, 'no_drug']])
  })
  it("does not make the text's own company another one when the text never names the filer", () => {
    // A parent's or former name in EDGAR: the release speaks of Orrin Therapeutics and its own product.
    const release =
      "Orrin Therapeutics, Inc. today announced an update. Orrin Therapeutics' Brevanta (zoldrasib) is under FDA review with a PDUFA target action date of March 3, 2026."
    const read = (filer: string | null) =>
      extractAssertionsFromText(release, { referenceDate: FILED, filer })
        .filter((a) => a.publishable)
        .map((a) => [a.pdufa_date, a.drug_name])
    const expected = [['2026-03-03', 'Brevanta']]
    expect(read('HALDEN HOLDINGS CORP'), 'another name in EDGAR').to.deep.equal(expected)
    expect(read('ORRIN THERAPEUTICS, INC.'), 'its own name').to.deep.equal(expected)
    expect(read(null), 'no filer').to.deep.equal(expected)
  })
})

describe('a lower-case nonproprietary name with no known stem', () => {
  it('in the slot after a target date ("PDUFA) date of D for X")', () => {
    expect(
      published(
        'The FDA has assigned a Prescription Drug User Fee Act (PDUFA) date of July 11, 2026 for velcorilant as a treatment for patients with ovarian cancer.',
        '2026-01-22',
      ),
    ).to.deep.equal([['date_set', '2026-07-11', 'velcorilant']])
  })
  it('before an application noun, near a date no slot named', () => {
    expect(
      published(
        'Aldenza resubmitted the velproxalap NDA, which consisted of results from an additional trial. The FDA assigned a PDUFA target action date of December 16, 2025.',
        '2025-07-20',
      ).map((a) => [a[1], a[2]]),
    ).to.deep.equal([['2025-12-16', 'velproxalap']])
  })
  for (const disease of ['schizophrenia in adolescents', 'narcolepsy', 'cataplexy'])
    it(`a disease word in that place is none: ${disease}`, () => {
      const text = `The FDA has assigned a PDUFA date of July 11, 2026 for ${disease}.`
      expect(extract(text, '2026-01-22').map((a) => a.reason)).to.deep.equal(['no_drug'])
    })
})
