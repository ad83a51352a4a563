/**
 * Trade press shapes read in session 19 (s19-press, real set r37): a move with no date told a few sentences before the
 * date it moved (moved-before.ts), a day before a relative clause of time in which the agency decides
 * (agency-deadline-shapes.ts), a title-case headline's description of an owner's product (name-capture-words.ts
 * `closesHeadlineDescription`), a therapeutic class word before a name (`classBeforeName`) and a summary's citation
 * marks as sentence ends (list-lines.ts `withCitationCuts`, read by sentences.ts). Sentences written for this
 * test, invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'
import {
  classBeforeName,
  closesHeadlineDescription,
} from '../../services/extractor/name-capture-words.js'
import { segmentSentences } from '../../services/extractor/sentences.js'

describe('a move told a few sentences before the date it moved', () => {
  it('reaches back over sentences that write no date', () =>
    expect(
      published(
        'The FDA is pushing back its review of Zelvora by three months. Kestrel Bio had hoped for approval by now. The agency asked for more analyses. A decision will now come on or before Sept. 29, when the FDA is scheduled to announce its approval decision for Zelvora.',
      ),
    ).to.deep.equal([['date_extended', '2025-09-29', 'Zelvora']]))
  it('trap: a date written between the move and the later date stops it', () =>
    expect(
      published(
        'The FDA extended its review of Zelvora by three months. Kestrel reported results on May 30, 2025. The PDUFA date for Zelvora is Sept. 29, 2025.',
      ),
    ).to.deep.equal([['date_set', '2025-09-29', 'Zelvora']]))
  it('trap: a move supposed, not told, two sentences back', () =>
    expect(
      published(
        'The FDA may extend its review of Zelvora by three months. Kestrel expects more questions. The PDUFA date for Zelvora is Sept. 29, 2025.',
      ),
    ).to.deep.equal([['date_set', '2025-09-29', 'Zelvora']]))
})

describe("a day before 'when the FDA is scheduled to decide'", () => {
  it('binds the day the agency decides on', () =>
    expect(
      published(
        'The next catalyst for the stock comes on Sept. 29, when the agency will rule on Tavrolin.',
      ),
    ).to.deep.equal([['date_set', '2025-09-29', 'Tavrolin']]))
  for (const text of [
    'Shares rose on May 29, when the FDA may decide on Tavrolin.',
    'The hearing is on Sept. 29, when the FDA is expected to rule on the citizen petition.',
  ])
    it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))
})

describe("a title-case headline's description and a class word before a name", () => {
  it("'FDA Rejects Kestrel's Gene Therapy' closes a description", () =>
    expect(
      closesHeadlineDescription("FDA Rejects Kestrel's Gene Therapy, Cites CMC Issues", 'Therapy', [
        { word: 'Gene' },
      ]),
    ).to.equal(true))
  it('in running text the capital before a product noun is a brand', () =>
    expect(
      closesHeadlineDescription(
        "the FDA approved Kestrel's Zelvora Treatment for migraine",
        'Treatment',
        [{ word: 'Zelvora' }],
      ),
    ).to.equal(false))
  it("'antiepileptic' before a name is a class word, not the name's", () => {
    expect(classBeforeName('antiepileptic', ' tovalene oral solution')).to.equal(true)
    expect(classBeforeName('antiepileptic', '.')).to.equal(false)
    expect(classBeforeName('Zelvora', ' tablets')).to.equal(false)
  })
  it("the letter's drug after a headline with no name is the dek's", () =>
    expect(
      published(
        "FDA Rejects Kestrel's Gene Therapy, Cites Need for More Data. Kestrel Bio's gene therapy Zelvora has been hit with an FDA complete response letter.",
      ),
    ).to.deep.equal([['crl', null, 'Zelvora']]))
})

describe("a news summary's citation marks", () => {
  it('cut a sentence before a dash or a capital, not before a lower-case word', () =>
    expect(
      segmentSentences(
        'X is under review, with a decision expected on May 1 [3] - X targets gout [4] Y Inc - Y awaits a decision [6] and more',
      ).map((s) => s.text),
    ).to.deep.equal([
      'X is under review, with a decision expected on May 1 [3]',
      'X targets gout [4]',
      'Y Inc - Y awaits a decision [6] and more',
    ]))
})
