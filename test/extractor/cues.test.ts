/**
 * The hedge and negation layer: which cues a sentence holds and where, idioms left out, offsets those of the sentence.
 * Sentences written for this test (invented names).
 */
import { expect } from 'chai'
import { cueWithin, findCues, frontedConditionEnd } from '../../services/extractor/cues.js'

const words = (sentence: string, spans: ReadonlyArray<{ start: number; end: number }>) =>
  spans.map((s) => sentence.slice(s.start, s.end).toLowerCase())

describe('cue layer: hedges and negations', () => {
  it('finds hedges and negations with their offsets in the sentence', () => {
    const s = 'Kestrel expects the FDA would not act on the Ostrelva NDA before its goal date.'
    const cues = findCues(s)
    expect(words(s, cues.hedges)).to.deep.equal(['expects', 'would'])
    expect(words(s, cues.negations)).to.deep.equal(['not'])
  })

  it('leaves idioms out: a deadline, an addition, the amount of a move', () => {
    const s =
      'The FDA will act no later than the goal date, not only for Ostrelva, after extending it by approximately three months.'
    const cues = findCues(s)
    expect(words(s, cues.negations)).to.deep.equal([])
    expect(words(s, cues.hedges)).to.deep.equal([])
    // Read as written, the idioms' words are cues.
    expect(words(s, cues.literalNegations)).to.deep.equal(['no', 'not'])
    expect(words(s, cues.literalHedges)).to.deep.equal(['approximately'])
  })

  it('marks a verb that names the target and an adjective on a target noun', () => {
    const s =
      'The FDA is targeting an action date this spring and set an anticipated PDUFA date for Ostrelva.'
    const [targeting, anticipated] = findCues(s).hedges
    expect(targeting).to.include({ namesTarget: true, beforeTarget: false })
    expect(anticipated).to.include({ namesTarget: false, beforeTarget: true })
  })

  it('reads a sponsor targeting a date as its own aim, a hedge (s19-prec2)', () => {
    for (const s of [
      'Kestrel is targeting an action date of March 4, 2028 for Zelvora.',
      'We are targeting a PDUFA date of March 4, 2028 for Zelvora.',
    ])
      expect(findCues(s).hedges[0]).to.include({ namesTarget: false })
    const planned =
      'Kestrel plans to submit the NDA in May, targeting an action date of March 4, 2028.'
    expect(findCues(planned).hedges.at(-1)).to.include({ namesTarget: false })
    const agency =
      'The U.S. Food and Drug Administration is targeting an action date of March 4, 2028.'
    expect(findCues(agency).hedges[0]).to.include({ namesTarget: true })
  })

  it('answers whether a cue stands wholly inside a range', () => {
    const s = 'The FDA may extend the review; the goal date is fixed.'
    const cues = findCues(s)
    const may = s.indexOf('may')
    expect(cueWithin(cues.hedges, [0, may + 3])).to.equal(true)
    expect(cueWithin(cues.hedges, [0, may + 2])).to.equal(false)
    expect(cueWithin(cues.hedges, [s.indexOf(';'), s.length])).to.equal(false)
    expect(cueWithin(cues.hedges, [s.indexOf(';'), s.length], [0, s.length])).to.equal(true)
  })

  it('reads whole words only: "mayor" and "notable" are no cues', () => {
    const s = 'The mayor made a notable remark.'
    expect(findCues(s).hedges).to.deep.equal([])
    expect(findCues(s).negations).to.deep.equal([])
  })
})

describe('cue layer: the agency\u2019s word told in reported speech', () => {
  it('reads no hedge in the "would" of a move the agency told the company of', () => {
    for (const s of [
      'The FDA informed Kestrel that the PDUFA date for Ostrelva would be extended to May 4, 2028.',
      'Kestrel was notified by the FDA that the goal date would be moved to May 4, 2028.',
      'Kestrel was advised that the agency would extend the goal date to May 4, 2028.',
    ])
      expect(words(s, findCues(s).hedges), s).to.deep.equal([])
  })

  it('keeps a hedge when the clause hedges itself, hangs on a condition, or another tells it', () => {
    for (const s of [
      'The FDA informed Kestrel that it would likely extend the goal date to May 4, 2028.',
      'The FDA informed Kestrel that any major amendment would extend the goal date to May 4, 2028.',
      'Kestrel was informed by its partner that the FDA would extend the goal date to May 4, 2028.',
      'Kestrel believes the FDA would extend the goal date to May 4, 2028.',
    ])
      expect(words(s, findCues(s).hedges), s).to.not.deep.equal([])
  })
})

describe('cue layer: a fronted condition', () => {
  it('ends at the comma that closes it', () => {
    const s = 'If the FDA accepts the NDA, the PDUFA date is in November.'
    expect(frontedConditionEnd(s)).to.equal(s.indexOf(',') + 1)
  })
  it('is none for a time clause in the past or a sentence that opens with its subject', () => {
    expect(frontedConditionEnd('Once the NDA was accepted, the FDA set a date.')).to.equal(-1)
    expect(frontedConditionEnd('The FDA set a date, if we read it right.')).to.equal(-1)
  })
})
