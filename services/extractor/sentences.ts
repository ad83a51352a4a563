/**
 * Sentence segmentation for filing text (clean text: paragraphs separated by blank lines, table cells by tabs).
 *
 * Every sentence is a verbatim slice `text.slice(start, end)` of the input, so a quote built from
 * sentences is always found in the filing. Handles abbreviations that end in a period without ending
 * a sentence (Inc., U.S., No., Dr., Mass., Sept.), hard-wrapped lines, headings and bullets on their
 * own lines, table rows, and all-caps wire briefs whose sentences run together ("DISEASE.GLOBAL").
 */
import { closedWords } from './lexicon/function-words.js'
import { MONTH_ABBREVIATIONS, MONTH_WORDS } from './dates.js'
import { COMPANY_LEGAL_FORMS } from './drug-names.js'
import { foldForParsing } from './text-fold.js'

export interface Sentence {
  text: string
  start: number
  end: number
  /** Index of the blank-line separated block the sentence belongs to. */
  paragraph: number
  index: number
}

/** Abbreviations after which even a capitalised word never starts a sentence (titles, "No. 5"). */
const NEVER_FINAL = new Set([
  'no',
  'nos',
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'jr',
  'sr',
  'rev',
  'hon',
  'vs',
  'v',
  'e.g',
  'i.e',
  'cf',
  'approx',
  'fig',
  'ref',
  'vol',
  'pp',
])

/**
 * Tokens that end in a period without ending the sentence (compared lower-case, without the final period): the titles
 * above, and those that can also end one ("Inc.", "Sept.", "Mass.").
 */
const ABBREVIATIONS = new Set([
  ...NEVER_FINAL,
  // "Norvale, Inc. announced", "Kestrel AB (publ)", "Tarvo & Co.": legal forms, from the company vocabulary.
  ...COMPANY_LEGAL_FORMS,
  'co',
  'u.s',
  'u.k',
  'e.u',
  'u.s.a',
  'u.n',
  'etc',
  'al',
  'est',
  'ph.d',
  'm.d',
  'pharm.d',
  'm.s',
  'b.s',
  'm.b.a',
  ...MONTH_ABBREVIATIONS,
  'mon',
  'tue',
  'tues',
  'wed',
  'thu',
  'thur',
  'thurs',
  'fri',
  'sat',
  'sun',
  'mass',
  'calif',
  'conn',
  'fla',
  'ga',
  'ill',
  'md',
  'mich',
  'minn',
  'n.j',
  'n.y',
  'n.c',
  'pa',
  'tenn',
  'tex',
  'va',
  'wash',
  'wis',
  'colo',
  'ariz',
  'del',
  'ind',
  'ky',
  'la',
  'mo',
  'nev',
  'okla',
  'ore',
  'r.i',
  's.c',
  'ut',
  'vt',
  'd.c',
  'ave',
  'blvd',
  'rd',
  'ste',
  'dept',
  'univ',
  'div',
  'gov',
  'sen',
  'rep',
  'gen',
  'col',
  'lt',
  'capt',
  'sgt',
  'a.m',
  'p.m',
  'ca',
  'ed',
  'eds',
  'assn',
  'bros',
  'intl',
  'natl',
])

/** After an abbreviation that can also end a sentence ("... Acme, Inc. The FDA ..."), these words start a new one. */
const SENTENCE_STARTERS = new Set([
  'the',
  'this',
  'that',
  'these',
  'those',
  'we',
  'our',
  'it',
  'its',
  'in',
  'on',
  'as',
  'a',
  'an',
  'if',
  'for',
  'under',
  'following',
  'after',
  'additionally',
  'also',
  'furthermore',
  'however',
  'there',
  'they',
  'he',
  'she',
  'his',
  'her',
  'according',
  'both',
  'each',
  'while',
  'with',
  'by',
  'since',
  'to',
  'at',
  'about',
  'during',
  'today',
])

// "• ", "- ", "* ", "> ": the bullets and dashes that open a list item (stripped from its sentence).
const BULLET = /^[\s\u2022\u00B7\u25AA\u25CF\u25E6\u2023\u2043\u25BA*\-\u2013\u2014>|]+/
/**
 * "o FDA accepted ...": a lower-case "o" standing alone before a capital, the bullet glyph of many EDGAR documents once
 * converted to text (no English sentence opens on the letter "o" alone).
 */
const LETTER_BULLET = /^\s*o\s+(?=[A-Z])/

/** A hard-wrapped line that stops mid-phrase ("... date of", "... date of April") continues on the next line. */
const ENDS_MID_PHRASE = new RegExp(
  String.raw`\b(?:${closedWords('of', 'the', 'a', 'an', 'and', 'or', 'to', 'for', 'in', 'on', 'with', 'by', 'at', 'from', 'as', 'its', 'their', 'our', 'is', 'was', 'that', 'which')}|${MONTH_WORDS})\.?$`,
  'i',
)

function isHeadingLike(line: string): boolean {
  const trimmed = line.trim()
  if (trimmed.length === 0) return false
  if (/[.!?:;,]["')\]]?$/.test(trimmed)) return false
  if (ENDS_MID_PHRASE.test(trimmed)) return false
  if (trimmed.length < 32) return true
  const words = trimmed.split(/\s+/).filter((w) => /^[A-Za-z][\w'’-]{2,}/.test(w))
  if (words.length < 2) return false
  const capitalised = words.filter((w) => /^[A-Z0-9]/.test(w)).length
  return capitalised / words.length >= 0.8
}

/** Where a single line break inside a paragraph is a segment boundary (headings, bullets, table rows). */
function lineBreakIsBoundary(previousLine: string, nextLine: string): boolean {
  if (previousLine.includes('\t') || nextLine.includes('\t')) return true
  // Rows of a table flattened with pipes ("a | b | c").
  if (/\S\s*\|\s*\S/.test(previousLine) && /\S\s*\|\s*\S/.test(nextLine)) return true
  // A bullet, including a dash one ("- Revenue grew ...") or a letter one ("o FDA accepted ..."), starts an item of its own.
  if (LETTER_BULLET.test(nextLine)) return true
  if (
    BULLET.test(nextLine) &&
    /^\s*(?:[\u2022\u00B7\u25AA\u25CF\u25E6\u2023\u2043\u25BA*]|[-\u2013\u2014]\s+\S)/.test(
      nextLine,
    )
  )
    return true
  if (/[.!?]["')\]]?\s*$/.test(previousLine) && /^\s*["'(]?[A-Z0-9]/.test(nextLine)) return true
  // A dateline on its own line starts a new segment ("19 July 2022 - ...", "CAMBRIDGE, Mass., August 19, 2019 ...").
  // Not after a line that stops mid-phrase: "... a PDUFA target action date of\nOctober 2, 2025, ..." is one sentence wrapped.
  if (
    /^\s*(?:\d{1,2}\s+[A-Za-z]+\.?\s+\d{4}|[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4}|[A-Z][A-Z .'-]{2,},)/.test(
      nextLine,
    ) &&
    !/[,;]\s*$/.test(previousLine) &&
    !ENDS_MID_PHRASE.test(previousLine.trim())
  )
    return true
  return isHeadingLike(previousLine)
}

interface Span {
  start: number
  end: number
}

function blocks(text: string): Span[][] {
  // Paragraphs by blank lines, then segments by boundary line breaks.
  const paragraphs: Span[][] = []
  const paragraphPattern = /\n[ \t\u00A0]*\n/g
  let paragraphStart = 0
  const paragraphSpans: Span[] = []
  let m: RegExpExecArray | null
  while ((m = paragraphPattern.exec(text)) !== null) {
    paragraphSpans.push({ start: paragraphStart, end: m.index })
    paragraphStart = m.index + m[0].length
    paragraphPattern.lastIndex = paragraphStart - 1
  }
  paragraphSpans.push({ start: paragraphStart, end: text.length })
  for (const paragraph of paragraphSpans) {
    const segments: Span[] = []
    let segmentStart = paragraph.start
    let lineStart = paragraph.start
    while (lineStart <= paragraph.end) {
      const newline = text.indexOf('\n', lineStart)
      if (newline === -1 || newline >= paragraph.end) break
      const previousLine = text.slice(lineStart, newline)
      const nextLineEnd = text.indexOf('\n', newline + 1)
      const nextLine = text.slice(
        newline + 1,
        nextLineEnd === -1 || nextLineEnd > paragraph.end ? paragraph.end : nextLineEnd,
      )
      if (lineBreakIsBoundary(previousLine, nextLine)) {
        segments.push({ start: segmentStart, end: newline })
        segmentStart = newline + 1
      }
      lineStart = newline + 1
    }
    segments.push({ start: segmentStart, end: paragraph.end })
    paragraphs.push(segments)
  }
  return paragraphs
}

function precedingToken(folded: string, periodIndex: number, floor: number): string {
  let i = periodIndex
  while (i > floor && /[A-Za-z.\/]/.test(folded[i - 1] ?? '')) i--
  return folded.slice(i, periodIndex).toLowerCase().replace(/^\.+/, '')
}

function nextWord(folded: string, from: number): string {
  const m = /^[\s"'(\[]*([A-Za-z]+)/.exec(folded.slice(from, from + 40))
  return m?.[1] ?? ''
}

/** Sentence ends inside one segment: offsets just after the terminal punctuation (and closing quotes). */
function sentenceEnds(folded: string, segment: Span, lowercaseText: boolean): number[] {
  const ends: number[] = []
  const startChar = lowercaseText ? /["'(\[]?[A-Za-z0-9$]/ : /["'(\[]?[A-Z0-9$]/
  for (let i = segment.start; i < segment.end; i++) {
    // Character codes first ('.', '!', '?'): no one-character string for every character of the text.
    const code = folded.charCodeAt(i)
    if (code !== 46 && code !== 33 && code !== 63) continue
    const ch = folded[i]
    let after = i + 1
    while (after < segment.end && /["')\]]/.test(folded[after] ?? '')) after++
    // Ellipses and decimal points are not ends; "..." counts once, at its last dot.
    if (folded[after] === '.' || (/\d/.test(folded[i - 1] ?? '') && /\d/.test(folded[after] ?? '')))
      continue
    const spaced = /\s/.test(folded[after] ?? '')
    if (after >= segment.end) {
      ends.push(after)
      continue
    }
    if (spaced) {
      let next = after
      while (next < segment.end && /\s/.test(folded[next] ?? '')) next++
      if (
        !startChar.test(folded.slice(next, next + 2)) &&
        !LETTER_BULLET.test(folded.slice(next, next + 4))
      )
        continue
      if (ch === '.') {
        const token = precedingToken(folded, i, segment.start)
        if (ABBREVIATIONS.has(token) || /^[a-z]$/.test(token)) {
          if (NEVER_FINAL.has(token) || /^[a-z]$/.test(token)) continue
          if (!SENTENCE_STARTERS.has(nextWord(folded, next).toLowerCase())) continue
        }
      }
      ends.push(after)
      continue
    }
    // Run-together sentences ("DISEASE.GLOBAL BLOOD"): a word of 3+ letters or a year, a period, then a capitalised word.
    if (ch === '.' && /^[A-Z][A-Za-z]{2,}\b/.test(folded.slice(after, after + 12))) {
      const token = precedingToken(folded, i, segment.start)
      const before = folded.slice(Math.max(segment.start, i - 4), i)
      if ((/^[a-z]{3,}$/.test(token) && !ABBREVIATIONS.has(token)) || /\d{4}$/.test(before))
        ends.push(after)
    }
  }
  return ends
}

/** `folded`: the caller's foldForParsing(text), when it has it already (folding is not free). */
export function segmentSentences(text: string, folded: string = foldForParsing(text)): Sentence[] {
  // Counted in one pass rather than by two replaces over the whole text.
  let letters = 0
  let uppercase = 0
  for (let i = 0; i < folded.length; i++) {
    const c = folded.charCodeAt(i)
    if (c >= 65 && c <= 90) {
      letters++
      uppercase++
    } else if (c >= 97 && c <= 122) letters++
  }
  const lowercaseText = letters > 80 && uppercase / letters < 0.005
  const sentences: Sentence[] = []
  blocks(folded).forEach((segments, paragraph) => {
    for (const segment of segments) {
      let start = segment.start
      const cuts = [...sentenceEnds(folded, segment, lowercaseText), segment.end]
      for (const cut of cuts) {
        if (cut <= start) continue
        let s = start
        let e = cut
        let bullet = BULLET.exec(folded.slice(s, e))
        if (bullet === null || !/\S/.test(bullet[0]))
          bullet = LETTER_BULLET.exec(folded.slice(s, e)) ?? bullet
        if (bullet !== null) s += bullet[0].length
        while (s < e && /\s/.test(folded[s] ?? '')) s++
        while (e > s && /\s/.test(folded[e - 1] ?? '')) e--
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
