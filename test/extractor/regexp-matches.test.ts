/**
 * matchesOf (services/extractor/regexp-matches.ts) stands in for matchAll in hot loops: it must give the same matches in
 * the same order, start where matchAll starts, and leave the pattern as matchAll leaves it.
 */
import { expect } from 'chai'
import { matchesOf } from '../../services/extractor/regexp-matches.js'

function read(matches: Iterable<RegExpExecArray | RegExpMatchArray>): unknown[] {
  return [...matches].map((m) => [m.index, [...m], m.groups, (m as RegExpExecArray).indices])
}

describe('extractor: matchesOf reads as matchAll', function () {
  const cases: Array<[RegExp, string]> = [
    [/a*/g, 'baaac'],
    [/\b(?<word>\w+)\b/g, 'one two  three'],
    [/(?=x)/g, 'xax'],
    [/x/gy, 'xxax'],
    [/a(b)?/dg, 'ab a ab'],
    [/\bNDA\b/gi, 'the nda for Zelvora; an NDA resubmission'],
    [/q/g, 'no match here'],
  ]
  for (const [pattern, text] of cases)
    for (const start of [0, 1])
      it(`${String(pattern)} from ${start}`, function () {
        pattern.lastIndex = start
        const expected = read(text.matchAll(pattern))
        expect(read(matchesOf(pattern, text))).to.deep.equal(expected)
        expect(pattern.lastIndex).to.equal(start)
      })

  it('refuses what matchAll would read differently', function () {
    expect(() => matchesOf(/a/, 'a')).to.throw(TypeError)
    expect(() => matchesOf(/a*/gu, 'a')).to.throw(TypeError)
  })
})
