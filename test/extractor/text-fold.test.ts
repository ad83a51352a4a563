/**
 * The parsing fold (services/extractor/text-fold.ts): same-length folds only, so every offset into the folded text is an
 * offset into the original.
 */
import { expect } from 'chai'
import { foldForParsing } from '../../services/extractor/text-fold.js'

describe('extractor: the parsing fold', function () {
  it('joins a sign set apart from its name by one space to the name, keeping the length', function () {
    const text = 'Norvane said its antibody zelvimab ® was accepted; Quorvala ™, too.'
    const folded = foldForParsing(text)
    expect(folded).to.equal('Norvane said its antibody zelvimab®  was accepted; Quorvala™ , too.')
    expect(folded.length).to.equal(text.length)
  })

  it('leaves a sign after an acronym in capitals, or after a short word, where it is', function () {
    expect(foldForParsing('According to PDUFA, FDA ® The target date is D.')).to.equal(
      'According to PDUFA, FDA ® The target date is D.',
    )
    expect(foldForParsing('as ® shown')).to.equal('as ® shown')
  })
})
