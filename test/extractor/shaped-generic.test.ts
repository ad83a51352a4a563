import { expect } from 'chai'
import { shapedGenericIn } from '../../services/extractor/drug-aliases.js'

// "BRAND (generic)" with no known stem (drug-aliases.ts): what the parentheses must hold to be a generic name by shape.
describe('shapedGenericIn', () => {
  it('reads a lower-case word shaped like a nonproprietary name, with its suffix, second word, salt or form', () => {
    expect(shapedGenericIn('dravelunor')).to.equal('dravelunor')
    expect(shapedGenericIn('talnemidase alfa-xyzz')).to.equal('talnemidase alfa-xyzz')
    expect(shapedGenericIn('dravelunor-qxrt')).to.equal('dravelunor-qxrt')
    expect(shapedGenericIn('dravelunor sodium')).to.equal('dravelunor')
    expect(shapedGenericIn('dravelunor for injection')).to.equal('dravelunor')
    expect(shapedGenericIn('prothrombinex, human-qxrt')).to.equal('prothrombinex')
  })

  it('reads no article, class, ticker, disease, role, status or English word', () => {
    for (const inner of [
      'a GLP-1 agonist',
      'the Company',
      'NASDAQ: NMBX',
      'psoriasis',
      'influenza',
      'gout',
      'collaborator',
      'biosimilar',
      'interim',
      'emeritus',
      'comparator',
      'unaudited',
      'respectively',
      'tablets',
      'placebo-controlled',
      'dravelunor and velmotide',
    ])
      expect(shapedGenericIn(inner), inner).to.equal(null)
  })
})
