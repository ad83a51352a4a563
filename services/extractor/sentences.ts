/**
 * Sentence segmentation for filing text (clean text: paragraphs separated by blank lines, table cells by tabs).
 *
 * Every sentence is a verbatim slice `text.slice(start, end)` of the input, so a quote built from
 * sentences is always found in the filing. Handles abbreviations that end in a period without ending
 * a sentence (Inc., U.S., No., Dr., Mass., Sept.), hard-wrapped lines, headings and bullets on their
 * own lines, table rows, and all-caps wire briefs whose sentences run together ("DISEASE.GLOBAL"). What a line break
 * means (paragraphs, headings, bullets, table rows, wrapped lines) is read first, in `line-segments.ts`; this file cuts
 * each of its segments at its stops.
 */
import { MONTH_ABBREVIATIONS } from './dates.js'
import { WEEKDAY_ABBREVIATIONS } from './lexicon/calendar.js'
import { COMPANY_LEGAL_FORMS } from './company-names.js'
import { foldForParsing, isRegexSpace } from './text-fold.js'
import { withCitationCuts } from './list-lines.js'
import { BULLET, LETTER_BULLET, blocks, type Span } from './line-segments.js'
import {
  NEVER_FINAL_ABBREVIATIONS,
  PERIOD_ABBREVIATIONS,
  SENTENCE_STARTER_WORDS,
} from './lexicon/abbreviations.js'

export interface Sentence {
  text: string
  start: number
  end: number
  /** Index of the blank-line separated block the sentence belongs to. */
  paragraph: number
  index: number
}

/** Abbreviations after which even a capitalised word never starts a sentence (titles, "No. 5"). */
const NEVER_FINAL = new Set(NEVER_FINAL_ABBREVIATIONS)

/**
 * Tokens that end in a period without ending the sentence (compared lower-case, without the final period): the titles
 * above, and those that can also end one ("Inc.", "Sept.", "Tues.", "Mass.").
 */
const ABBREVIATIONS = new Set([
  ...NEVER_FINAL,
  // "Norvale, Inc. announced", "Kestrel AB (publ)", "Tarvo & Co.": legal forms, from the company vocabulary.
  ...COMPANY_LEGAL_FORMS,
  ...PERIOD_ABBREVIATIONS,
  ...MONTH_ABBREVIATIONS,
  ...Object.keys(WEEKDAY_ABBREVIATIONS),
])

/** After an abbreviation that can also end a sentence ("... Acme, Inc. The FDA ..."), these words start a new one. */
const SENTENCE_STARTERS = new Set(SENTENCE_STARTER_WORDS)

/** A-Z, a-z, "." or "/": a character of the token before a period. */
function isTokenChar(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 46 || c === 47
}

/** A closing quote, parenthesis or bracket after a sentence's stop: `"`, `'`, `)`, `]`. */
function isClosing(c: number): boolean {
  return c === 34 || c === 39 || c === 41 || c === 93
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57
}

/** What may open a sentence after a stop: a letter (a capital only, unless the text is all lower case), a digit or "$". */
function opensSentence(c: number, lowercaseText: boolean): boolean {
  return (c >= 65 && c <= 90) || isDigit(c) || c === 36 || (lowercaseText && c >= 97 && c <= 122)
}

function precedingToken(folded: string, periodIndex: number, floor: number): string {
  let i = periodIndex
  while (i > floor && isTokenChar(folded.charCodeAt(i - 1))) i--
  return folded.slice(i, periodIndex).toLowerCase().replace(/^\.+/, '')
}

function nextWord(folded: string, from: number): string {
  const m = /^[\s"'(\[]*([A-Za-z]+)/.exec(folded.slice(from, from + 40))
  return m?.[1] ?? ''
}

/**
 * Sentence ends inside one segment: offsets just after the terminal punctuation (and closing quotes). The characters
 * around a stop are read by their codes: this looks at every character of the text.
 */
function sentenceEnds(
  folded: string,
  segment: Span,
  lowercaseText: boolean,
  stops: readonly number[],
): number[] {
  const ends: number[] = []
  for (let k = firstAtOrAfter(stops, segment.start); k < stops.length; k++) {
    const i = stops[k]!
    if (i >= segment.end) break
    const code = folded.charCodeAt(i)
    let after = i + 1
    while (after < segment.end && isClosing(folded.charCodeAt(after))) after++
    // Ellipses and decimal points are not ends; "..." counts once, at its last dot.
    const next0 = folded.charCodeAt(after)
    if (next0 === 46 || (isDigit(folded.charCodeAt(i - 1)) && isDigit(next0))) continue
    if (after >= segment.end) {
      ends.push(after)
      continue
    }
    if (isRegexSpace(next0)) {
      let next = after
      while (next < segment.end && isRegexSpace(folded.charCodeAt(next))) next++
      // What opens the next sentence: a capital (any letter in an all lower-case text), a digit or "$", or one of them
      // after an opening quote or parenthesis (either of the next two characters: the test the pattern
      // ["'(\[]?[A-Z0-9$] makes of them, unanchored).
      if (
        !opensSentence(folded.charCodeAt(next), lowercaseText) &&
        !opensSentence(folded.charCodeAt(next + 1), lowercaseText) &&
        !LETTER_BULLET.test(folded.slice(next, next + 4))
      )
        continue
      if (code === 46) {
        const token = precedingToken(folded, i, segment.start)
        if (ABBREVIATIONS.has(token) || /^[a-z]$/.test(token)) {
          if (NEVER_FINAL.has(token) || /^[a-z]$/.test(token)) continue
          if (!SENTENCE_STARTERS.has(nextWord(folded, next).toLowerCase())) continue
        }
      }
      ends.push(after)
      continue
    }
    // Run-together sentences ("DISEASE.GLOBAL BLOOD"): a word of 3+ letters, a year or a closed aside ("(CKD).Marlow"),
    // a period, then a capitalised word, or a short word that opens sentences ("decisions.On March 9"): a portal's copy
    // that lost the space or the line break after a stop.
    if (code === 46 && runTogetherOpening(folded.slice(after, after + 12))) {
      const token = precedingToken(folded, i, segment.start)
      const before = folded.slice(Math.max(segment.start, i - 4), i)
      if (
        (/^[a-z]{3,}$/.test(token) && !ABBREVIATIONS.has(token)) ||
        /\d{4}$/.test(before) ||
        /[A-Za-z]{2}\)$/.test(before)
      )
        ends.push(after)
    }
  }
  return ends
}

/**
 * What opens a sentence run together with the one before: a capitalised word of three letters or more, or a shorter
 * two-letter capitalised word of those that open sentences ("On", "In", "It", "We": SENTENCE_STARTER_WORDS).
 */
function runTogetherOpening(next: string): boolean {
  if (/^[A-Z][A-Za-z]{2,}\b/.test(next)) return true
  const short = /^([A-Z][a-z])\b/.exec(next)
  return short !== null && SENTENCE_STARTERS.has(short[1]!.toLowerCase())
}

// BULLET and LETTER_BULLET read at an offset of the whole text (sticky), without a copy of each sentence.
const BULLET_AT = new RegExp(BULLET.source.slice(1), 'y')
const LETTER_BULLET_AT = new RegExp(LETTER_BULLET.source.slice(1), 'y')

/**
 * The length of the bullet that opens `folded.slice(s, e)`: what BULLET matches there, or LETTER_BULLET when BULLET
 * matches whitespace only (or nothing); 0 when neither does. Read in place: BULLET is a run of one class, so its match
 * in the slice is its match in the text cut at `e`; a LETTER_BULLET match counts only when the capital its lookahead
 * reads lies before `e` (in the slice it would find nothing there).
 */
function bulletLength(folded: string, s: number, e: number): number {
  BULLET_AT.lastIndex = s
  const bullet = BULLET_AT.exec(folded)
  const bulletEnd = bullet === null ? s : Math.min(s + bullet[0].length, e)
  let spaceOnly = true
  for (let i = s; i < bulletEnd && spaceOnly; i++) spaceOnly = isRegexSpace(folded.charCodeAt(i))
  if (bullet === null || spaceOnly) {
    LETTER_BULLET_AT.lastIndex = s
    const letter = LETTER_BULLET_AT.exec(folded)
    if (letter !== null && s + letter[0].length < e) return letter[0].length
  }
  return bulletEnd - s
}

const STOP = /[.!?]/g

/** Where the text holds a ".", "!" or "?", in order: found by the pattern's scan, not by a test of every character. */
function stopsOf(folded: string): number[] {
  const stops: number[] = []
  STOP.lastIndex = 0
  while (STOP.test(folded)) stops.push(STOP.lastIndex - 1)
  return stops
}

/** The index of the first of `sorted` at or after `offset` (its length: none). */
function firstAtOrAfter(sorted: readonly number[], offset: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (sorted[middle]! < offset) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * A text of more than 80 letters of which fewer than one in 200 is a capital: the case of its words tells no sentence
 * start. The capitals are counted first, by the pattern's scan: a text of as many capitals as one per 200 characters
 * (almost every text) is not all lower case whatever its letters, and its letters are not counted.
 */
function isLowercaseText(folded: string): boolean {
  let uppercase = 0
  CAPITAL.lastIndex = 0
  while (CAPITAL.test(folded)) if (++uppercase * 200 >= folded.length) return false
  let letters = 0
  for (let i = 0; i < folded.length; i++) {
    const c = folded.charCodeAt(i)
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letters++
  }
  return letters > 80 && uppercase / letters < 0.005
}
const CAPITAL = /[A-Z]/g

/** `folded`: the caller's foldForParsing(text), when it has it already (folding is not free). */
export function segmentSentences(text: string, folded: string = foldForParsing(text)): Sentence[] {
  const lowercaseText = isLowercaseText(folded)
  const stops = stopsOf(folded)
  const sentences: Sentence[] = []
  blocks(folded).forEach((segments, paragraph) => {
    for (const segment of segments) {
      let start = segment.start
      const cuts = withCitationCuts(
        folded,
        segment,
        sentenceEnds(folded, segment, lowercaseText, stops),
      )
      for (const cut of cuts) {
        if (cut <= start) continue
        let s = start
        let e = cut
        s += bulletLength(folded, s, e)
        while (s < e && isRegexSpace(folded.charCodeAt(s))) s++
        while (e > s && isRegexSpace(folded.charCodeAt(e - 1))) e--
        if (e > s)
          sentences.push({
            text: text.slice(s, e),
            start: s,
            end: e,
            paragraph,
            index: sentences.length,
          })
        start = cut
      }
    }
  })
  return sentences
}
