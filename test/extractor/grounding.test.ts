import { expect } from 'chai'
import type { Assertion } from '../../schemas/avro/types.js'
import { applyGroundingGate, quoteStatesDate } from '../../services/extractor/grounding.js'
import { containsFolded } from '../../services/extractor/text-fold.js'

const TEXT =
  'Zentra Therapeutics today announced that the FDA has set a Prescription Drug User Fee Act (“PDUFA”) goal date of June 5, 2025 for zentrivamab.  The  FDA also said it does not plan an advisory committee.'

function assertion(overrides: Partial<Assertion>): Assertion {
  return {
    kind: 'date_set',
    drug_name: 'zentrivamab',
    indication: null,
    application_number: null,
    pdufa_date: '2025-06-05',
    prior_date: null,
    outcome: null,
    quote:
      'the FDA has set a Prescription Drug User Fee Act (“PDUFA”) goal date of June 5, 2025 for zentrivamab.',
    confidence: 'high',
    authority: 'regex',
    date_confidence: 'confirmed',
    publishable: true,
    role: 'sponsor',
    drug_aliases: [],
    reason: null,
    year_inferred: false,
    ...overrides,
  }
}

describe('grounding gate', () => {
  it('lets a grounded quote that states the date publish', () => {
    const gated = applyGroundingGate(TEXT, assertion({}))
    expect(gated.publishable).to.equal(true)
    expect(gated.date_confidence).to.equal('confirmed')
  })

  it('compares fold-insensitively: typographic punctuation, whitespace and case', () => {
    const quote =
      'the fda has set a prescription drug user fee act ("PDUFA") goal date of June 5, 2025 for zentrivamab. The FDA also said'
    expect(containsFolded(TEXT, quote)).to.equal(true)
    expect(applyGroundingGate(TEXT, assertion({ quote })).publishable).to.equal(true)
  })

  it('never publishes a quote that is not in the filing', () => {
    const gated = applyGroundingGate(
      TEXT,
      assertion({ quote: 'The FDA has set a PDUFA goal date of June 5, 2025 for zentrivamab.' }),
    )
    expect(gated.publishable).to.equal(false)
    expect(gated.date_confidence).to.equal('estimated')
    expect(gated.confidence).to.equal('low')
  })

  it('never publishes a quote that does not state the date', () => {
    const gated = applyGroundingGate(TEXT, assertion({ pdufa_date: '2025-06-06' }))
    expect(gated.publishable).to.equal(false)
    expect(gated.date_confidence).to.equal('estimated')
  })

  it('never publishes a date whose year the quote does not write', () => {
    const text = 'The FDA has set a PDUFA goal date of June 5 for zentrivamab.'
    const gated = applyGroundingGate(text, assertion({ quote: text }))
    expect(gated.publishable).to.equal(false)
    expect(gated.date_confidence).to.equal('estimated')
  })

  it('never publishes a quote whose numeric date could be read two ways', () => {
    const text = 'The FDA has set a PDUFA goal date of 06/05/2025 for zentrivamab.'
    expect(quoteStatesDate(text, '2025-06-05')).to.equal(false)
    expect(applyGroundingGate(text, assertion({ quote: text })).publishable).to.equal(false)
  })

  it('drops a prior date the quote does not state instead of serving it', () => {
    const gated = applyGroundingGate(
      TEXT,
      assertion({ kind: 'date_extended', prior_date: '2025-03-05' }),
    )
    expect(gated.prior_date).to.equal(null)
    expect(gated.publishable).to.equal(true)
  })

  it('lets only high confidence from a publishing authority through', () => {
    expect(
      applyGroundingGate(
        TEXT,
        assertion({ confidence: 'medium', date_confidence: 'reported', publishable: false }),
      ).publishable,
    ).to.equal(false)
    expect(applyGroundingGate(TEXT, assertion({ authority: 'llm_medium' })).publishable).to.equal(
      false,
    )
    expect(applyGroundingGate(TEXT, assertion({ authority: 'llm_low' })).publishable).to.equal(
      false,
    )
    expect(applyGroundingGate(TEXT, assertion({ authority: 'llm_high' })).publishable).to.equal(
      true,
    )
  })

  it('rejects an empty quote', () => {
    expect(applyGroundingGate(TEXT, assertion({ quote: '  ' })).publishable).to.equal(false)
  })
})
