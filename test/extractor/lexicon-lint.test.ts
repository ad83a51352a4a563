/**
 * Every word class of the extractor is declared once, in services/extractor/lexicon/: a regex outside the lexicon whose
 * alternation lists three or more bare words ("(?:extend|delay|postpone)") is a word list written inline, which a
 * sibling rule will copy and let drift. Such a list fails this test unless it is a shape that is no word class (the
 * named allow-list below, each with its reason) or one of the lists not yet moved (TO_MOVE, which only shrinks).
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect } from 'chai'
import { type WordAlternation, wordAlternations } from '../support/word-alternations.js'

const EXTRACTOR = path.resolve(import.meta.dirname, '..', '..', 'services', 'extractor')

/** Shapes that list bare words but are no word class. */
const NOT_WORD_CLASSES: ReadonlyArray<{
  name: string
  reason: string
  allows: (found: WordAlternation) => boolean
}> = [
  {
    name: 'endings',
    reason:
      'the endings of one word written right after its stem ("approv(?:e|es|ed|ing)", "resubmi(?:ssion|tted)"): the forms of a word, not a class of words',
    allows: (found) => /(?<!\\)[A-Za-z]$/.test(found.before),
  },
  {
    name: 'suffixes',
    reason:
      'the endings a word is tested for at its end ("(?:tion|sion|ment)$", "[a-z]*(?:itis|osis)\\b"): a shape of words (no name ends so), not a list of them',
    allows: (found) =>
      (/\][*+]?$/.test(found.before) && /^(?:\$|\\b)/.test(found.after)) ||
      (found.before === '' && found.after.startsWith('$')),
  },
  {
    name: 'ordinal suffixes',
    reason:
      'the letters written right after the digits of a day ("5th", "21st", "\\d{1,2}(?:st|nd|rd|th)", also after a captured day "(\\d{1,2})"): a shape of a number, not a class of words',
    allows: (found) =>
      /(?:\\d|\}|\}\))$/.test(found.before) &&
      found.words.every((word) => /^(?:st|nd|rd|th)$/.test(word)),
  },
]

/** A found list as this file names it: the file and its first three words. */
function keyOf(found: WordAlternation): string {
  return `${path.basename(found.file)}: ${found.words.slice(0, 3).join('|')}`
}

/**
 * The word lists still written inline, to be moved into the lexicon (declared there once, the regex compiled from it).
 * Strike an entry when its list moves; never add one: a new word list is declared in the lexicon.
 */
const TO_MOVE: readonly string[] = []

function inlineWordLists(): WordAlternation[] {
  return readdirSync(EXTRACTOR)
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .flatMap((file) => wordAlternations(path.join(EXTRACTOR, file)))
    .filter((found) => !NOT_WORD_CLASSES.some((shape) => shape.allows(found)))
}

/** The entries of `a` not matched one for one by an entry of `b`. */
function without(a: readonly string[], b: readonly string[]): string[] {
  const left = [...b]
  return a.filter((key) => {
    const at = left.indexOf(key)
    if (at < 0) return true
    left.splice(at, 1)
    return false
  })
}

describe('extractor lexicon: every word class declared once', function () {
  const found = inlineWordLists().map(keyOf)

  it('no regex outside the lexicon lists three or more bare words, but the lists still to move', function () {
    expect(
      without(found, TO_MOVE),
      'declare these words in services/extractor/lexicon/ and compile the regex from there',
    ).to.deep.equal([])
  })

  it('the list of word lists still to move only shrinks: an entry whose list has moved is struck', function () {
    expect(without(TO_MOVE, found), 'strike these from TO_MOVE').to.deep.equal([])
  })

  it('each allowed shape still allows something, and no word class passes as one', function () {
    const all = readdirSync(EXTRACTOR)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => wordAlternations(path.join(EXTRACTOR, file)))
    for (const shape of NOT_WORD_CLASSES)
      expect(
        all.some((f) => shape.allows(f)),
        shape.name,
      ).to.equal(true)
    // A list of whole words, bounded on the left, is never a shape: "\b(?:extend|delay|postpone)\b".
    const wholeWords = all.filter((f) => /\\b$/.test(f.before))
    for (const f of wholeWords)
      expect(
        NOT_WORD_CLASSES.some((shape) => shape.allows(f)),
        keyOf(f),
      ).to.equal(false)
  })
})
