/**
 * The decision tables of a target candidate (services/extractor/target-rules.ts): each row read alone on facts written
 * for it, then the order in which rows win. Sentences written for this test (invented names).
 */
import { expect } from 'chai'
import { readDocument } from '../../services/extractor/pipeline.js'
import { findDateMentions } from '../../services/extractor/dates.js'
import { bindingOf, type TargetBinding } from '../../services/extractor/target-binding.js'
import {
  HOLD_RULES,
  KIND_RULES,
  holdReasonOf,
  kindOf,
  type HoldFacts,
  type KindFacts,
} from '../../services/extractor/target-rules.js'

/** A strong, current, assertive binding of the sentence's first date to `phrase`; `over` changes what a row reads. */
function bindingIn(text: string, phrase: string, over: Partial<TargetBinding> = {}): TargetBinding {
  const date = findDateMentions(text)[0]!
  const at = text.indexOf(phrase)
  return bindingOf(date, { start: at, end: at + phrase.length }, over)
}

function holdFacts(
  texts: readonly string[],
  phrase: string,
  over: Partial<TargetBinding> = {},
): HoldFacts {
  const doc = readDocument(texts.join(' '), '2025-06-02', 'Kestrel Therapeutics')
  const sentence = doc.sentenceTexts.length - 1
  const text = doc.sentenceTexts[sentence]!
  return {
    doc,
    sentence,
    text,
    binding: bindingIn(text, phrase, over),
    kind: 'date_set',
    drug: null,
  }
}

const row = (reason: string) => HOLD_RULES.find((r) => r.reason === reason)!
const SET = 'The FDA assigned a PDUFA date of September 5, 2026 for Ostrelva.'

describe('target rules: what holds a target date back', () => {
  it('negated: the sentence denies the date its verb', () => {
    expect(row('negated').when(holdFacts([SET], 'PDUFA date', { negated: true }))).to.equal(true)
    expect(row('negated').when(holdFacts([SET], 'PDUFA date'))).to.equal(false)
  })

  it('prior: an earlier date, unless only the pluperfect makes it one', () => {
    expect(row('prior').when(holdFacts([SET], 'PDUFA date', { role: 'prior' }))).to.equal(true)
    const pluperfect = holdFacts([SET], 'PDUFA date', { role: 'prior', pluperfect: true })
    expect(row('prior').when(pluperfect)).to.equal(false)
  })

  it('lapsed: the agency will not act by the date', () => {
    expect(row('lapsed').when(holdFacts([SET], 'PDUFA date', { lapsed: true }))).to.equal(true)
  })

  it('advanced and weak_phrase: a date bound weakly, moved earlier or not', () => {
    const weak = holdFacts([SET], 'PDUFA date', { strength: 'weak' })
    expect(row('weak_phrase').when(weak)).to.equal(true)
    expect(row('advanced').when(weak)).to.equal(false)
    const movedUp = holdFacts([SET], 'PDUFA date', { role: 'reference', advance: true })
    expect(row('advanced').when(movedUp)).to.equal(true)
    // A weak noun names the moved date once the text told the move ("its new target date was D").
    const named = { ...holdFacts([SET], 'PDUFA date', { strength: 'weak', newModifier: true }) }
    expect(row('weak_phrase').when({ ...named, kind: 'date_extended' })).to.equal(false)
    expect(row('weak_phrase').when(named)).to.equal(true)
  })

  it('weak_phrase: a standing restatement with no regulatory word, unless its own sentence names the product', () => {
    const text = 'The Zelvora decision is still September 5, 2026.'
    const facts = holdFacts([SET, text], 'decision', { needsProductInSentence: true })
    const drug = (sentence: number) => ({
      entity: 0,
      name: 'Zelvora',
      aliases: [],
      sentence,
      via: 'same' as const,
    })
    expect(row('weak_phrase').when({ ...facts, drug: drug(facts.sentence) })).to.equal(false)
    // The product named in the sentence before ("the Kestrel decision is still D" after it) is that sentence's topic.
    expect(row('weak_phrase').when({ ...facts, drug: drug(facts.sentence - 1) })).to.equal(true)
    expect(row('weak_phrase').when(facts)).to.equal(true)
    // A sentence with a regulatory word binds without the flag: the usual reading.
    const plain = holdFacts([SET, text], 'decision')
    expect(row('weak_phrase').when({ ...plain, drug: drug(plain.sentence - 1) })).to.equal(false)
  })

  it('hedged: a modal reading, unless an adjective follows a told acceptance', () => {
    const text = 'Kestrel has an anticipated PDUFA date of September 5, 2026 for Ostrelva.'
    const hedged = holdFacts([text], 'PDUFA date', { modal: true, hedgedByAdjective: true })
    expect(row('hedged').when(hedged)).to.equal(true)
    const afterAcceptance = holdFacts(
      ['The FDA accepted the NDA for Ostrelva on March 3, 2026.', text],
      'PDUFA date',
      { modal: true, hedgedByAdjective: true },
    )
    expect(row('hedged').when(afterAcceptance)).to.equal(false)
  })

  it('hedged: "the new date is expected to be D" only restates the new date, after a told move or alone', () => {
    const text = 'The new PDUFA date is expected to be September 5, 2026.'
    const facts = holdFacts([text], 'PDUFA date', { modal: true, newModifier: true })
    expect(row('hedged').when(facts)).to.equal(false)
    expect(row('hedged').when({ ...facts, kind: 'date_extended' })).to.equal(false)
    // Without "new" the expectation is the writer's own: held.
    const plain = holdFacts(['The PDUFA date is expected to be September 5, 2026.'], 'PDUFA date', {
      modal: true,
    })
    expect(row('hedged').when(plain)).to.equal(true)
  })

  it('competitor: the sentence presents the product as a competing one', () => {
    const text = 'A competing product, Varnelo, has a PDUFA date of September 5, 2026.'
    expect(row('competitor').when(holdFacts([text], 'PDUFA date'))).to.equal(true)
    expect(row('competitor').when(holdFacts([SET], 'PDUFA date'))).to.equal(false)
  })

  it('the first row that holds wins, in the table order', () => {
    expect(HOLD_RULES.map((r) => r.reason)).to.deep.equal([
      'negated',
      'prior',
      'lapsed',
      'advanced',
      'weak_phrase',
      'hedged',
      'competitor',
    ])
    const all = { negated: true, lapsed: true, modal: true, strength: 'weak' as const }
    expect(holdReasonOf(holdFacts([SET], 'PDUFA date', all))).to.equal('negated')
    expect(holdReasonOf(holdFacts([SET], 'PDUFA date', { lapsed: true, modal: true }))).to.equal(
      'lapsed',
    )
    expect(
      holdReasonOf(holdFacts([SET], 'PDUFA date', { strength: 'weak', modal: true })),
    ).to.equal('weak_phrase')
    expect(holdReasonOf(holdFacts([SET], 'PDUFA date'))).to.equal(null)
  })
})

function kindFacts(text: string, over: Partial<KindFacts> = {}): KindFacts {
  return {
    binding: bindingIn(text, 'PDUFA date'),
    prior: null,
    text,
    clause: text,
    movedSinceResubmission: () => false,
    resubmitted: () => false,
    movedJustBefore: () => false,
    nextText: '',
    ...over,
  }
}
const kindRows = (facts: KindFacts) => KIND_RULES.filter((r) => r.when(facts)).map((r) => r.kind)

describe('target rules: the kind of a target date', () => {
  it('date_extended when the sentence moves the date or names the replaced one', () => {
    const moved = 'The FDA extended the PDUFA date for Ostrelva to September 5, 2026.'
    expect(KIND_RULES[0]!.when(kindFacts(moved))).to.equal(true)
    const extension = kindFacts(SET, { binding: bindingIn(SET, 'PDUFA date', { extension: true }) })
    expect(KIND_RULES[0]!.when(extension)).to.equal(true)
    expect(KIND_RULES[0]!.when(kindFacts(SET))).to.equal(false)
  })

  it("a date put later or set in a Class 2 review the application undergoes is the resubmission's", () => {
    const kindOf = (facts: KindFacts) => KIND_RULES.find((r) => r.when(facts))?.kind ?? 'date_set'
    const pushed =
      'The Zelvora NDA will undergo a Class II review with a decision deadline pushed out to April 17, 2027.'
    const moved = bindingIn(pushed, 'decision deadline', { extension: true })
    expect(kindOf(kindFacts(pushed, { binding: moved }))).to.equal('resubmission_date_set')
    const set =
      'The Ostrelva BLA will undergo a Class 2 review with a decision deadline of June 30, 2027.'
    expect(kindOf(kindFacts(set, { binding: bindingIn(set, 'decision deadline') }))).to.equal(
      'resubmission_date_set',
    )
    // From a written date the move stays an extension; a standard review is no resubmission's.
    const prior = { iso: '2027-03-01', written: true, yearInferred: false, ambiguous: false }
    expect(kindOf(kindFacts(pushed, { binding: moved, prior }))).to.equal('date_extended')
    const standard = set.replace('Class 2', 'standard')
    expect(
      kindOf(kindFacts(standard, { binding: bindingIn(standard, 'decision deadline') })),
    ).to.equal('date_set')
  })

  it('a move cited in another clause moves only a "new" date', () => {
    const text =
      'The FDA extended the review of Varnelo; the new PDUFA date for Ostrelva is September 5, 2026.'
    const clause = ' the new PDUFA date for Ostrelva is September 5, 2026.'
    expect(KIND_RULES[0]!.when(kindFacts(text, { clause }))).to.equal(false)
    const fresh = bindingIn(text, 'PDUFA date', { newModifier: true })
    expect(KIND_RULES[0]!.when(kindFacts(text, { clause, binding: fresh }))).to.equal(true)
  })

  it('date_extended for a "new" date after a move told before; resubmission_date_set; else date_set', () => {
    const fresh = bindingIn(SET, 'PDUFA date', { newModifier: true })
    const after = kindFacts(SET, { binding: fresh, movedSinceResubmission: () => true })
    expect(kindRows(after)).to.deep.equal(['date_extended', 'date_set'])
    expect(kindOf(after)).to.equal('date_extended')
    const resubmitted = kindFacts(SET, { resubmitted: () => true })
    expect(kindOf(resubmitted)).to.equal('resubmission_date_set')
    expect(kindOf(kindFacts(SET))).to.equal('date_set')
  })

  it('date_extended for a current date after a dateless move told the sentence before; not a prior one', () => {
    const moved = kindFacts(SET, { movedJustBefore: () => true })
    expect(kindOf(moved)).to.equal('date_extended')
    const prior = bindingIn(SET, 'PDUFA date', { role: 'prior' })
    const replaced = kindFacts(SET, { binding: prior, movedJustBefore: () => true })
    expect(kindRows(replaced)).to.not.include('date_extended')
  })

  it('reads a costly fact only when the rows before it did not decide', () => {
    let asked = 0
    const moved = 'The FDA extended the PDUFA date for Ostrelva to September 5, 2026.'
    kindOf(kindFacts(moved, { resubmitted: () => (asked++, true) }))
    expect(asked).to.equal(0)
    kindOf(kindFacts(SET, { resubmitted: () => (asked++, true) }))
    expect(asked).to.equal(1)
  })
})
