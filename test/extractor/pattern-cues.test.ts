/**
 * The words a pattern cannot match without (services/extractor/pattern-cues.ts): read from the pattern's source, and
 * checked against every match the extractor's name patterns find in the phrasing corpus and in synthetic filings (a cue
 * missing from a match would make the lexicon pass over a sentence it should read).
 */
import { expect } from 'chai'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { NextCue, NextMatch, asciiLowerCase } from '../../services/extractor/name-search.js'
import { MARKERS } from '../../services/extractor/name-slots.js'
import { NAME_PATTERNS } from '../../services/extractor/name-pattern-table.js'
import { PRODUCT_SLOTS } from '../../services/extractor/product-slots.js'
import { CueScan } from '../../services/extractor/cue-scan.js'
import {
  mayMatch,
  mayMatchAnyOf,
  mayMatchIn,
  patternCues,
} from '../../services/extractor/pattern-cues.js'
import { foldForParsing } from '../../services/extractor/text-fold.js'
import { buildSyntheticFilings } from '../support/synthetic-filings.js'

describe('extractor: the words a pattern cannot match without', function () {
  it('reads literal words, case pairs, alternations and required repetitions', function () {
    expect(patternCues(/\b(?:target|goal)\s+dates?/)).to.deep.equal(['target', 'goal'])
    expect(patternCues(/[Pp]rescription\s+[Dd]rug/)).to.deep.equal(['prescription'])
    expect(patternCues(/\bseek(?:s|ing)?\s+approvals?/i)).to.deep.equal(['approval'])
    expect(patternCues(/(?:review\s+)+of/)).to.deep.equal(['review'])
    expect(patternCues(/Zelvora\u00AE/)).to.deep.equal(['zelvora\u00AE'])
  })

  it('offers none where a match may hold no word of three letters', function () {
    expect(patternCues(/\b(?:by|on)\s+\d/)).to.equal(null)
    expect(patternCues(/(?:review)?\s+\d/)).to.equal(null)
    expect(patternCues(/(?:review|)\s+\d/)).to.equal(null)
    // A lookaround's words are not the match's.
    expect(patternCues(/(?=review)\w+/)).to.equal(null)
    expect(patternCues(/(?<!review\s)\w+/)).to.equal(null)
    // A non-ASCII letter under the i flag matches forms the lowered text does not fold.
    expect(patternCues(/caf\u00E9/i)).to.deep.equal(['caf'])
    expect(patternCues(/\u00E9t\u00E9s/i)).to.equal(null)
    expect(patternCues(/\p{Lu}review/u)).to.equal(null)
  })

  it('tells a text that holds none of the words apart', function () {
    const pattern = /\b(?:priority\s+review|breakthrough\s+therapy)\s+for\s+/gi
    expect(mayMatchIn(pattern, asciiLowerCase('Granted Priority Review for X.'))).to.equal(true)
    expect(mayMatchIn(pattern, asciiLowerCase('A PDUFA date of March 3.'))).to.equal(false)
    // A cue holding a character a pattern reads as syntax is found as written.
    expect(mayMatchIn(/\bno\.\s+\d/g, 'see no. 5')).to.equal(true)
    expect(mayMatchIn(/\bno\.\s+\d/g, 'see not 5')).to.equal(false)
  })

  it('tells a text as written apart, in any case, for one pattern or a list', function () {
    const withdrawn = /\b(?:nda|bla)\b[^.;]{0,60}?\bwas\s+withdrawn\b/i
    const lapsed = /\bno\s+longer\s+has\s+a\s+pdufa\s+date\b/i
    expect(mayMatch(withdrawn, 'The Ostrelva NDA was WITHDRAWN.')).to.equal(true)
    expect(mayMatch(withdrawn, 'The Ostrelva NDA was accepted.')).to.equal(false)
    // A pattern without the i flag matches in one case only; its cues may pass a text in another case (never the reverse).
    expect(mayMatch(/Zelvora\u00AE/, 'ZELVORA\u00AE')).to.equal(true)
    expect(mayMatch(/Zelvora\u00AE/, 'Zelvora')).to.equal(false)
    const both = [withdrawn, lapsed]
    expect(mayMatchAnyOf(both, 'It no longer has a date.')).to.equal(true)
    expect(mayMatchAnyOf(both, 'It has a date.')).to.equal(false)
    // A pattern with no cues passes every text.
    expect(mayMatchAnyOf([lapsed, /\b(?:by|on)\s+\d/], 'It has a date.')).to.equal(true)
  })

  it('passes every text a pattern matches in, the phrasing corpus and synthetic filings as written', function () {
    const texts = [
      ...readdirSync(path.join(import.meta.dirname, 'corpus'))
        .filter((f) => f.endsWith('.jsonl'))
        .flatMap((f) =>
          readFileSync(path.join(import.meta.dirname, 'corpus', f), 'utf8')
            .split('\n')
            .filter((line) => line.trim().length > 0)
            .map((line) => (JSON.parse(line) as { text: string }).text),
        ),
      ...buildSyntheticFilings(30, 5).flatMap(({ filing }) => filing.documents.map((d) => d.text)),
    ].map(foldForParsing)
    const patterns = [...PRODUCT_SLOTS.map(([slot]) => slot), ...NAME_PATTERNS, ...MARKERS.values()]
    let matched = 0
    for (const pattern of patterns) {
      const once = new RegExp(pattern.source, pattern.flags.replace('g', ''))
      for (const text of texts) {
        if (!once.test(text)) continue
        matched++
        expect(mayMatch(pattern, text), `${pattern.source.slice(0, 60)}`).to.equal(true)
      }
    }
    expect(matched).to.be.greaterThan(100)
  })

  it('holds for every match of the name patterns in the corpus and in synthetic filings', function () {
    const corpusDir = path.join(import.meta.dirname, 'corpus')
    const texts = [
      ...readdirSync(corpusDir)
        .filter((f) => f.endsWith('.jsonl'))
        .flatMap((f) =>
          readFileSync(path.join(corpusDir, f), 'utf8')
            .split('\n')
            .filter((line) => line.trim().length > 0)
            .map((line) => (JSON.parse(line) as { text: string }).text),
        ),
      ...buildSyntheticFilings(60, 3).flatMap(({ filing }) => filing.documents.map((d) => d.text)),
    ].map(foldForParsing)
    const patterns = [...PRODUCT_SLOTS.map(([slot]) => slot), ...NAME_PATTERNS, ...MARKERS.values()]
    let matches = 0
    const missing: string[] = []
    for (const pattern of patterns) {
      const cues = patternCues(pattern)
      if (cues === null) continue
      const global = new RegExp(
        pattern.source,
        pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
      )
      for (const text of texts)
        for (const m of text.matchAll(global)) {
          matches++
          const matched = asciiLowerCase(m[0])
          if (!cues.some((cue) => matched.includes(cue)))
            missing.push(`${pattern.source.slice(0, 60)}: ${m[0]}`)
        }
    }
    expect(matches).to.be.greaterThan(500)
    expect(missing).to.deep.equal([])
  })

  it('finds in one pass exactly the cues a search for each finds, overlapping and non-ASCII ones included', function () {
    const patterns = [
      /\b(?:action|act)\s+date/,
      /\bapprov(?:al|ed)\b/,
      /(?:approval|proval)\s+of/,
      /Zelvora\u00AE/,
      ...PRODUCT_SLOTS.map(([slot]) => slot),
      ...NAME_PATTERNS,
    ]
    const scan = new CueScan(patterns)
    const cues = [...new Set(patterns.flatMap((p) => patternCues(p) ?? []))]
    const texts = [
      'the act date, the action date and its approval',
      'zelvora\u00AE was approved; no other word here',
      'provally', // "proval" inside a longer word
      '',
      'caf\u00E9 acti\u00F3n', // a non-ASCII letter between cue letters breaks the cue
      ...buildSyntheticFilings(3, 11).flatMap(({ filing }) =>
        filing.documents.map((d) => asciiLowerCase(foldForParsing(d.text))),
      ),
    ]
    for (const text of texts) {
      const held = scan.held(text)
      for (const cue of cues)
        expect(held.get(cue), `${cue} in ${text.slice(0, 40)}`).to.equal(text.includes(cue))
    }
  })

  it('finds in the same pass every place each cue starts, overlapping ones included', function () {
    const patterns = [
      /(?:action|act)\s+date/,
      /(?:approval|proval)\s+of/,
      /Zelvora\u00AE/,
      ...PRODUCT_SLOTS.map(([slot]) => slot),
      ...NAME_PATTERNS,
      ...MARKERS.values(),
    ]
    const scan = new CueScan(patterns)
    const texts = [
      'the act date, the action date and its approval of the reactor',
      'zelvora\u00AE and zelvora\u00AE again',
      'approvapproval',
      '',
      ...buildSyntheticFilings(3, 11).flatMap(({ filing }) =>
        filing.documents.map((d) => asciiLowerCase(foldForParsing(d.text))),
      ),
    ]
    for (const text of texts) {
      const starts = scan.starts(text)
      for (const [cue, at] of starts) {
        const expected: number[] = []
        for (let p = text.indexOf(cue); p !== -1; p = text.indexOf(cue, p + 1)) expected.push(p)
        expect(at, `${cue} in ${text.slice(0, 40)}`).to.deep.equal(expected)
      }
    }
  })

  it('answers words given as written exactly as includes does, case and all, over a text not lowered', function () {
    const words = ['partner', 'licensed', 'royalt', 'jointly', 'announced', 'caf\u00e9']
    const scan = new CueScan([], words)
    const texts = [
      'Our Partner, Kestrel, announced royalties; it in-licensed the drug.',
      'PARTNER JOINTLY ANNOUNCED',
      'the partner\u2019s caf\u00e9 and a jointly-run partnership',
      'partne r royal t',
      '',
    ]
    for (const text of texts) {
      const held = scan.held(text)
      for (const word of words)
        expect(held.get(word), `${word} in ${text}`).to.equal(text.includes(word))
    }
  })

  it('tells where a cue alternation next matches as the alternation itself does (NextCue against NextMatch)', function () {
    const text = asciiLowerCase(
      'The FDA set a goal date. Nothing here. Its target action date is near; the review goes on. End',
    )
    const cues = ['goal', 'target', 'act', 'review']
    const scan = new CueScan([/\b(?:goal|target|act|review)\b/])
    const starts = scan.starts(text)
    const next = new NextCue(Int32Array.from(cues.flatMap((c) => starts.get(c) ?? [])).sort())
    const reference = new NextMatch(new RegExp(cues.join('|'), 'g'), text)
    const spans = [
      [0, 24],
      [25, 38],
      [39, 85],
      [86, 89],
      [10, 30], // asked again from further back
      [0, 5],
    ] as const
    for (const [start, end] of spans)
      expect(next.startsIn(start, end), `${start}-${end}`).to.equal(reference.startsIn(start, end))
    expect(spans.map(([start, end]) => next.startsIn(start, end))).to.include(false)
  })
})
