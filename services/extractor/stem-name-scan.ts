/**
 * The names a sentence gives by their shape alone, anywhere in it: development codes and names built on a nonproprietary
 * stem (inn-stems.ts), a stem name of two words read whole, and a brand in apposition to its substance.
 */
import { continuesName, looksLikeNonproprietaryName, mayBeStemWordIn } from './inn-stems.js'
import { type Capture } from './captured-names.js'
import { DOSAGE_FORM_WORDS } from './dosage-forms.js'
import {
  TOKEN_NAMED,
  TOKEN_NONE,
  isNameLikeToken,
  stripMarks,
  tokenKind,
  NEXT_WORD,
  SLASH_COMBINATION,
} from './name-tokens.js'
import { closedWords } from './lexicon/function-words.js'
import { dosageForms } from './lexicon/products.js'
import { NAME_FIRST_WORDS } from './lexicon/descriptors.js'

/** "X, a proprietary, subcutaneously delivered " before a substance: the product (captured) and its description's words. */
const SUBSTANCE_APPOSED_BEFORE = new RegExp(
  String.raw`\b([A-Z][\w-]*[A-Za-z0-9])(?:\u00AE|\u2122)?,\s+(?:an?|${closedWords('its', 'their', 'our')})\s+(?:[a-z][\w-]*,?\s+){0,5}$`,
)
/** " solution", " oral suspension", " injection" after the substance: the product is the substance in a dosage form. */
const SUBSTANCE_FORM_AFTER = new RegExp(
  String.raw`^\s+(?:(?:${dosageForms('oral', 'topical', 'subcutaneous', 'intravenous', 'nasal', 'buccal', 'ophthalmic')}|extended[- ]release|[\d.]+\s*%)\s+)*(?:${[...DOSAGE_FORM_WORDS].join('|')})\b`,
  'i',
)
/** A lower-case function word fused to a development code after it ("forVP-102"); the code is the name. */
const FUSED_FUNCTION_WORD = new RegExp(
  String.raw`^${closedWords('on', 'of', 'for', 'to', 'in', 'at', 'by', 'and', 'the', 'with', 'from', 'as', 'or')}(?=[A-Z]{1,6}-?\d)`,
)

/**
 * Every code and stem name of the sentence `text` (at `offset` in the whole text), each handed to `found` in the
 * sentence's offsets; a brand and the substance it is apposed to are handed to `sameDrug` as two names of one drug.
 */
export function readStemNames(
  text: string,
  offset: number,
  found: (capture: Capture, offset: number) => void,
  sameDrug: (name: string, other: string) => void,
): void {
  // Stem names and codes anywhere; a name of two words read whole ("obecabtagene autoleucel", "olipudase alfa").
  // The words of /[A-Za-z][\w-]*[A-Za-z0-9]/g one at a time (no array of every word's match): a word that can start a name
  // looks at the words after it with the same pattern, sticky, where only spaces separate them.
  // Read by character codes (nextWord), with no match object per word: a word with no digit and under six letters is
  // no code and no stem name (tokenKind's first test), and most words of a text are such.
  for (let at = 0; nextWord(text, at, WORD_AT);) {
    at = WORD_AT.end
    if (!WORD_AT.digit && WORD_AT.end - WORD_AT.start < 6) continue
    // "insulin degludec": a first word only a two-word nonproprietary name takes, and a second word shaped like one.
    if (!WORD_AT.digit && isNameFirstWordAt(text, WORD_AT.start, WORD_AT.end)) {
      const second = secondWordAfter(text, WORD_AT.end)
      if (second !== null && looksLikeNonproprietaryName(second.word)) {
        found(
          { name: text.slice(WORD_AT.start, second.end), start: WORD_AT.start, end: second.end },
          offset,
        )
        at = second.end
        continue
      }
    }
    // A word without a digit names nothing unless it may end as a stem does (tokenKind's first test, read in place
    // without taking the word out of the text): most long words of a text end here.
    if (!WORD_AT.digit && !mayBeStemWordIn(text, WORD_AT.start, endBeforeCapitalSuffix(text)))
      continue
    const word = text.slice(WORD_AT.start, WORD_AT.end)
    // "forVP-102", "onVP-102": HTML that dropped the space glues a function word to the code after it.
    const fused = WORD_AT.digit ? (FUSED_FUNCTION_WORD.exec(word)?.[0].length ?? 0) : 0
    const token = word.slice(fused)
    const kind = tokenKind(token)
    const named = kind === TOKEN_NAMED
    if (kind === TOKEN_NONE) continue
    // "ceftolozane/tazobactam": a stem name inside a fixed combination written with slashes names the whole combination.
    const [start, combinationEnd] = slashRunAround(text, WORD_AT.start + fused, WORD_AT.end)
    let current = token
    let end = combinationEnd
    let extended = false
    for (;;) {
      let gap = end
      while (text.charCodeAt(gap) === 32) gap++
      if (gap === end) break
      NEXT_WORD.lastIndex = gap
      const next = NEXT_WORD.exec(text)
      if (next === null || !continuesName(current, next[0])) break
      current = next[0]
      end = gap + current.length
      extended = true
    }
    // An enzyme word or a gene-therapy head alone is not a name: "kinase", "oncogene".
    if (!named && !extended) continue
    found({ name: text.slice(start, end), start, end }, offset)
    // "FUROSCIX, a proprietary, subcutaneously delivered furosemide solution,": the substance of the product in
    // apposition (a dosage form after it) is another name of that product, not a second drug.
    const brand = SUBSTANCE_APPOSED_BEFORE.exec(text.slice(Math.max(0, start - 100), start))
    if (
      brand !== null &&
      SUBSTANCE_FORM_AFTER.test(text.slice(end, end + 40)) &&
      isNameLikeToken(stripMarks(brand[1]!), 'capital')
    )
      sameDrug(stripMarks(brand[1]!), stripMarks(text.slice(start, end)))
    at = end
  }
}

/**
 * The slash-joined run of letter words around text[start, end) ("velvabactam/tazoclavir"), when it is a combination's
 * shape (SLASH_COMBINATION, at most four parts); else the word itself.
 */
function slashRunAround(text: string, start: number, end: number): [number, number] {
  let from = start
  let to = end
  for (let parts = 1; parts < 4 && text.charCodeAt(from - 1) === 47; parts++) {
    let at = from - 1
    while (at > 0 && isLetterOrHyphen(text.charCodeAt(at - 1)) && from - at < 32) at--
    if (at === from - 1) break
    from = at
  }
  for (let parts = 1; parts < 4 && text.charCodeAt(to) === 47; parts++) {
    let at = to + 1
    while (at < text.length && isLetterOrHyphen(text.charCodeAt(at)) && at - to < 32) at++
    if (at === to + 1) break
    to = at
  }
  if (from === start && to === end) return [start, end]
  const run = text.slice(from, to)
  // Every part a name by its shape ("tovaline/placebo" is a comparison, not a combination).
  return SLASH_COMBINATION.test(run) &&
    run.split('/').every((part) => isNameLikeToken(part, 'shaped'))
    ? [from, to]
    : [start, end]
}

function isLetterOrHyphen(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45
}

/** Whether text[start, end) is a first word of a two-word name (lexicon NAME_FIRST_WORDS), in either case. */
function isNameFirstWordAt(text: string, start: number, end: number): boolean {
  const length = end - start
  for (const first of NAME_FIRST_WORD_LIST) {
    if (first.length !== length) continue
    let same = true
    for (let i = 0; i < length && same; i++)
      same = (text.charCodeAt(start + i) | 32) === first.charCodeAt(i)
    if (same) return true
  }
  return false
}
const NAME_FIRST_WORD_LIST = Object.keys(NAME_FIRST_WORDS)

/** The word after `end` across spaces only (lower case: "insulin degludec", not "insulin Therapy"), or null. */
function secondWordAfter(text: string, end: number): { word: string; end: number } | null {
  let gap = end
  while (text.charCodeAt(gap) === 32) gap++
  if (gap === end) return null
  NEXT_WORD.lastIndex = gap
  const next = NEXT_WORD.exec(text)
  if (next === null) return null
  return { word: next[0], end: gap + next[0].length }
}

/** The end of the word at WORD_AT without a final hyphen and capital ("-B"), as tokenKind reads it. */
function endBeforeCapitalSuffix(text: string): number {
  const end = WORD_AT.end
  if (end - WORD_AT.start < 2 || text.charCodeAt(end - 2) !== 45) return end
  const c = text.charCodeAt(end - 1)
  return c >= 65 && c <= 90 ? end - 2 : end
}

/** Where nextWord found a word, and whether it holds a digit. */
const WORD_AT = { start: 0, end: 0, digit: false }

function isWordCharCode(c: number): boolean {
  return (
    (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45
  )
}

/**
 * The next match of WORD (/[A-Za-z][\w-]*[A-Za-z0-9]/g) at or after `from`, into `at`; false when none. The same
 * matches: from a letter, the run of [\w-] after it, back to its last letter or digit (none: no word starts at that
 * letter, and none in the rest of the run, which holds no letter).
 */
function nextWord(text: string, from: number, at: typeof WORD_AT): boolean {
  const n = text.length
  for (let i = from; i < n; i++) {
    const c = text.charCodeAt(i)
    if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) continue
    let end = -1
    let digit = false
    let j = i + 1
    for (; j < n; j++) {
      const d = text.charCodeAt(j)
      if (!isWordCharCode(d)) break
      if (d >= 48 && d <= 57) {
        digit = true
        end = j + 1
      } else if ((d >= 65 && d <= 90) || (d >= 97 && d <= 122)) end = j + 1
    }
    if (end === -1) {
      i = j
      continue
    }
    at.start = i
    at.end = end
    at.digit = digit
    return true
  }
  return false
}
