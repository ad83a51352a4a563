/**
 * The product after its owner and its description (session 17, fresh real set r31): a joint owner written with an
 * ampersand before its possessive ("approved Halvern & Moss's Zelvora") is the owners, not the product's first word; and a
 * description opened by a disease adjective on "-oid" ("its rheumatoid arthritis drug Zelvora", "its acute myeloid
 * leukemia medicine X") is no nonproprietary name in a lower-case slot. Each reading beside its traps. Sentences written
 * for this test, invented names; the filing is dated 2025-06-02.
 */
import { expect } from 'chai'
import { published } from './readings.js'

describe('the product after its owner and its description', () => {
  describe('an ampersand joint owner before its possessive', () => {
    for (const text of [
      "The U.S. FDA approved Halvern & Moss's Zelvora for adults with chronic migraine.",
      "Halvern & Moss's Zelvora was approved by the FDA for adults with chronic migraine.",
      "The FDA on Friday approved Brant & Keller's Zelvora, a once-daily tablet.",
      // a therapeutic class as the head noun before the brand (lexicon PRODUCT_NOUNS)
      "The U.S. FDA approved Halvern & Moss's nasal spray antidepressant Zelvora for adults resistant to other treatments.",
    ])
      it(text, () => {
        const rows = published(text)
        expect(rows.map((r) => r[2])).to.deep.equal(['Zelvora'])
      })
    for (const text of [
      // the owners with no product named after them: nothing to publish under a company's word
      "The U.S. FDA approved Halvern & Moss's nasal spray for adults with chronic migraine.",
      "Halvern & Moss's shares rose after the FDA approved a rival's drug.",
      "The U.S. FDA approved Halvern & Moss's antidepressant for adults resistant to other treatments.",
    ])
      it(`trap: ${text}`, () => expect(published(text).map((r) => r[2])).to.not.include('Halvern'))
  })

  describe('a description opened by a disease adjective on -oid', () => {
    for (const text of [
      'Shares of Kestrel Bio rose after the company received approval from the FDA for its rheumatoid arthritis drug Zelvora.',
      'Kestrel Bio received FDA approval for its rheumatoid arthritis drug Zelvora.',
      'Kestrel Bio received FDA approval for its acute myeloid leukemia drug Zelvora.',
    ])
      it(text, () => expect(published(text)).to.deep.equal([['approval', null, 'Zelvora']]))
    for (const text of [
      'Kestrel Bio received approval from the FDA for its rheumatoid arthritis trial design.',
      'Kestrel Bio received FDA clearance to start its myeloid leukemia study.',
    ])
      it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))
  })
})
