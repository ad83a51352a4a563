import { expect } from 'chai'
import { segmentSentences } from '../../services/extractor/sentences.js'

const texts = (text: string) => segmentSentences(text).map((s) => s.text)

describe('sentence segmentation', () => {
  it('does not end a sentence at abbreviations', () => {
    const text =
      'Acme Therapeutics, Inc. (Nasdaq: ACME) announced that the U.S. Food and Drug Administration accepted NDA No. 214383. Dr. Jane Roe, Ph.D., said the FDA set a PDUFA date of Sept. 5, 2025. CAMBRIDGE, Mass. is home.'
    expect(texts(text)).to.deep.equal([
      'Acme Therapeutics, Inc. (Nasdaq: ACME) announced that the U.S. Food and Drug Administration accepted NDA No. 214383.',
      'Dr. Jane Roe, Ph.D., said the FDA set a PDUFA date of Sept. 5, 2025.',
      'CAMBRIDGE, Mass. is home.',
    ])
  })

  it('ends a sentence after an abbreviation when the next word starts one', () => {
    expect(texts('The NDA was filed by Acme, Inc. The FDA accepted it.')).to.deep.equal([
      'The NDA was filed by Acme, Inc.',
      'The FDA accepted it.',
    ])
  })

  it('keeps a hard-wrapped sentence whole, including a date split across lines', () => {
    const text =
      'The FDA has granted tovorafenib Priority Review and\nestablished a Prescription Drug User Fee Act (PDUFA) date of April\n30, 2024. The next sentence.'
    expect(texts(text)[0]).to.equal(
      'The FDA has granted tovorafenib Priority Review and\nestablished a Prescription Drug User Fee Act (PDUFA) date of April\n30, 2024.',
    )
  })

  it('separates headings, datelines, bullets and table rows on their own lines', () => {
    const text =
      'Acme Announces FDA Acceptance Of Its NDA For Zentrivamab\n19 July 2022 - PDUFA target action date is 26 November 2022.\n• First bullet without a period\n• Second bullet.\nStatus\tMarketed\nPDUFA\t10/6/2018'
    expect(texts(text)).to.deep.equal([
      'Acme Announces FDA Acceptance Of Its NDA For Zentrivamab',
      '19 July 2022 - PDUFA target action date is 26 November 2022.',
      'First bullet without a period',
      'Second bullet.',
      'Status\tMarketed',
      'PDUFA\t10/6/2018',
    ])
  })

  it('starts a sentence at a product heading ending in a colon and at each item headed by a dash', () => {
    expect(
      texts(
        'Pipeline highlights:\nSarvoxin:\n- PDUFA target action date of November 14, 2026\nDelmitab:\n- Phase 3 data in 2027',
      ),
    ).to.deep.equal([
      'Pipeline highlights:',
      'Sarvoxin:',
      'PDUFA target action date of November 14, 2026',
      'Delmitab:',
      'Phase 3 data in 2027',
    ])
    expect(
      texts(
        'Recent milestones:\nSarvoxin \u2014 approved by the FDA on May 12, 2026\nDelmitab \u2014 PDUFA date of November 14, 2026',
      ),
    ).to.deep.equal([
      'Recent milestones:',
      'Sarvoxin \u2014 approved by the FDA on May 12, 2026',
      'Delmitab \u2014 PDUFA date of November 14, 2026',
    ])
    expect(
      texts(
        'Sarvoxin: FDA approval received on May 12, 2026\nDelmitab: PDUFA date of November 14, 2026',
      ),
    ).to.deep.equal([
      'Sarvoxin: FDA approval received on May 12, 2026',
      'Delmitab: PDUFA date of November 14, 2026',
    ])
    // A line that stops mid-phrase still runs on into a capitalised line with a colon.
    expect(texts('The Company reported the following for\nSarvoxin:')).to.have.length(1)
  })

  it('splits all-caps wire briefs whose sentences run together', () => {
    expect(
      texts(
        'ACCEPTANCE OF NEW DRUG APPLICATION FOR VOXELOTOR.GLOBAL BLOOD THERAPEUTICS - FDA ASSIGNED PDUFA DATE OF FEBRUARY 26, 2020.GBT ALSO SAID',
      ),
    ).to.deep.equal([
      'ACCEPTANCE OF NEW DRUG APPLICATION FOR VOXELOTOR.',
      'GLOBAL BLOOD THERAPEUTICS - FDA ASSIGNED PDUFA DATE OF FEBRUARY 26, 2020.',
      'GBT ALSO SAID',
    ])
  })

  it('does not split decimals, tickers or domains', () => {
    expect(
      texts('Shares rose 11.5% (OTC.QB: CYDY) see investor.acme.com for Exhibit 99.1 details.'),
    ).to.have.length(1)
  })

  it('splits lower-cased mirror text', () => {
    const text =
      'acer therapeutics inc. (nasdaq: acer) today announced an update on its new drug application for its lead candidate in patients. the nda was accepted by fda on october 5, 2021. fda has informed acer that review is ongoing and continues for now.'
    expect(texts(text)).to.have.length(3)
  })

  it('reads a text as lower-cased while fewer than one letter in 200 is a capital', () => {
    const sentence = (opening: string, agency: string) =>
      `${opening} company said the ${agency} review is ongoing and continues for now, with no change to the timeline it gave. `
    // Nine sentences, the first opening on a capital: one capital in about 800 letters, so every one starts a sentence.
    const fewCapitals = Array.from({ length: 9 }, (_, i) =>
      sentence(i === 0 ? 'The' : 'the', 'fda'),
    ).join('')
    expect(texts(fewCapitals)).to.have.length(9)
    // The same with the agency's name in capitals (27 capitals): only a capital starts a sentence.
    const someCapitals = Array.from({ length: 9 }, (_, i) =>
      sentence(i % 3 === 0 ? 'The' : 'the', 'FDA'),
    ).join('')
    expect(texts(someCapitals)).to.have.length(3)
  })

  it('returns verbatim slices with their offsets and paragraph numbers', () => {
    const text = 'First paragraph here.\n\n  Second “quoted” paragraph. Third sentence!'
    const sentences = segmentSentences(text)
    for (const s of sentences) expect(text.slice(s.start, s.end)).to.equal(s.text)
    expect(sentences.map((s) => s.paragraph)).to.deep.equal([0, 1, 1])
  })
})

describe('the letter "o" standing alone is a bullet', () => {
  it('starts an item of its own, inline and after a line break', () => {
    const inline = segmentSentences(
      'Highlights of the quarter. o FDA accepted the NDA for Zelvora. o Enrollment completed.',
    ).map((s) => s.text)
    expect(inline).to.deep.equal([
      'Highlights of the quarter.',
      'FDA accepted the NDA for Zelvora.',
      'Enrollment completed.',
    ])
    const lines = segmentSentences(
      'Highlights of the quarter\no FDA accepted the NDA for Zelvora\no Enrollment completed',
    ).map((s) => s.text)
    expect(lines).to.deep.equal([
      'Highlights of the quarter',
      'FDA accepted the NDA for Zelvora',
      'Enrollment completed',
    ])
  })
  it('a lower-case "o" inside a sentence is left alone', () => {
    expect(
      segmentSentences('The ratio o of the two arms was 2:1. The FDA accepted the NDA.').map(
        (s) => s.text,
      ),
    ).to.have.length(2)
  })
})
