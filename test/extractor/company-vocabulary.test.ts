import { expect } from 'chai'
import { CAPITAL_STOP } from '../../services/extractor/lexicon/capital-stops.js'
import {
  COMPANY_AFTER_NAME,
  COMPANY_LEGAL_FORMS,
  COMPANY_SUFFIXES,
  COMPANY_TOKENS,
  companyNames,
} from '../../services/extractor/company-names.js'
import { segmentSentences } from '../../services/extractor/sentences.js'

describe('the company vocabulary', () => {
  it('is one list: every suffix is a company token, and every legal form a capital stop word', () => {
    for (const suffix of COMPANY_SUFFIXES) expect(COMPANY_TOKENS.has(suffix), suffix).to.equal(true)
    for (const form of COMPANY_LEGAL_FORMS) expect(CAPITAL_STOP.has(form), form).to.equal(true)
  })

  it('reads every suffix after a name, "SA" and "NV" included', () => {
    for (const suffix of [
      'Inc.',
      'SA',
      'S.A.',
      'NV',
      'N.V.',
      'GmbH',
      'AB',
      'Therapeutics',
      'Pharma',
    ])
      expect(COMPANY_AFTER_NAME.test(` ${suffix} announced`), suffix).to.equal(true)
    expect(COMPANY_AFTER_NAME.test(', Inc. (the "Company")')).to.equal(true)
    expect(COMPANY_AFTER_NAME.test(' (Nasdaq: NRVL)')).to.equal(true)
  })

  it('never reads a word that only starts like a suffix', () => {
    expect(COMPANY_AFTER_NAME.test(' co-packaged with metformin')).to.equal(false)
    expect(COMPANY_AFTER_NAME.test(' bio-equivalence study')).to.equal(false)
    expect(COMPANY_AFTER_NAME.test(' sachets')).to.equal(false)
  })

  it('names the companies of a text by the same words', () => {
    const names = companyNames(
      'Norvale SA and Kestrel N.V. licensed Zelvora to Tarvo GmbH; Ostrava (Nasdaq: OST) agreed.',
    )
    expect([...names].sort()).to.deep.equal(['kestrel', 'norvale', 'ostrava', 'tarvo'])
  })

  it('reads the proper name before a company word and its legal form ("Kestrel Bio, Inc."), first as first named', () => {
    const names = [...companyNames('Kestrel Bio, Inc. said that Halden Pharma AG agreed.')]
    expect(names.indexOf('kestrel')).to.equal(0)
    expect(names).to.include.members(['kestrel', 'halden'])
  })

  it('keeps a legal form before its period inside the sentence', () => {
    expect(
      segmentSentences('Norvale S.A. announced that the FDA set a PDUFA date.'),
    ).to.have.length(1)
  })
})
