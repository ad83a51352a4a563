/**
 * Segmentation by line breaks, before any sentence stop is read: paragraphs by blank lines, then the segments a single
 * line break cuts inside one (headings, bullets, table rows, datelines), a hard-wrapped line joined to the next.
 * Apart from `sentences.ts`, which cuts each segment at its stops (periods, abbreviations, run-together sentences):
 * what a line break means is read from whole lines, what a period means from the token around it.
 */
import { closedWords } from './lexicon/function-words.js'
import { MONTH_WORDS } from './dates.js'
import { DATE_KINDS, DECISION_DATE_NOUNS } from './lexicon/date-nouns.js'
import { COLON_HEADING_LINE, COLON_LABELLED_LINE, HEADED_LINE } from './list-lines.js'

// "• ", "- ", "* ", "> ": the bullets and dashes that open a list item (stripped from its sentence).
export const BULLET = /^[\s\u2022\u00B7\u25AA\u25CF\u25E6\u2023\u2043\u25BA*\-\u2013\u2014>|]+/
/**
 * "o FDA accepted ...": a lower-case "o" standing alone before a capital, the bullet glyph of many EDGAR documents once
 * converted to text (no English sentence opens on the letter "o" alone).
 */
export const LETTER_BULLET = /^\s*o\s+(?=[A-Z])/

/** A hard-wrapped line that stops mid-phrase ("... date of", "... date of April") continues on the next line. */
const ENDS_MID_PHRASE = new RegExp(
  String.raw`\b(?:${closedWords('of', 'the', 'a', 'an', 'and', 'or', 'to', 'for', 'in', 'on', 'with', 'by', 'at', 'from', 'as', 'its', 'their', 'our', 'is', 'was', 'that', 'which')}|${MONTH_WORDS})\.?$`,
  'i',
)

/**
 * A dateline whose place is written in mixed case ("Oslo, 2 June 2026: ...", "Copenhagen, Denmark, 12 February 2026 -
 * ..."), as foreign issuers' releases open. A place and a date alone also open a list item ("Tellaro, 4 February 2027"),
 * so the date must be followed by a dateline's own punctuation: a colon, a dash, or the wire service in parentheses.
 */
const MIXED_CASE_DATELINE =
  /^\s*[A-Z][a-z]+(?:[ ,]+[A-Z][a-z]+\.?){0,3},\s+(?:\d{1,2}\s+[A-Z][a-z]+\.?,?\s+\d{4}|[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4})\s*(?::|--|[-\u2013\u2014]\s|\()/

/**
 * A target label alone on its line over its value alone on the next ("PDUFA target action date" / "June 9, 2027"): a
 * slide's or a table's label and cell flattened one under the other are one statement, as "Label: D" is.
 */
const TARGET_LABEL_LINE = new RegExp(
  String.raw`^\s*(?:pdufa|prescription\s+drug\s+user\s+fee\s+act)(?:\s+(?:${DATE_KINDS})){0,3}\s+dates?\s*:?\s*$`,
  'i',
)
const DATE_ALONE_LINE = new RegExp(
  String.raw`^\s*(?:(?:${MONTH_WORDS})\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\s+(?:${MONTH_WORDS})\.?,?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{4})\s*\.?\s*$`,
  'i',
)

/**
 * A target phrase wrapped inside itself: "... With PDUFA" / "Date of March 4, 2027" (a headline wrapped before its
 * head noun), "... set a PDUFA target" / "action date of D". The line ending on a decision-date noun continues on a line
 * opening on the rest of the phrase.
 */
const ENDS_IN_TARGET_PHRASE = new RegExp(String.raw`\b(?:${DECISION_DATE_NOUNS})\s*$`, 'i')
const OPENS_WITH_PHRASE_REST = new RegExp(
  String.raw`^\s*(?:(?:${DECISION_DATE_NOUNS})\s+){0,2}dates?\b`,
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
  if (TARGET_LABEL_LINE.test(previousLine) && DATE_ALONE_LINE.test(nextLine)) return false
  if (ENDS_IN_TARGET_PHRASE.test(previousLine) && OPENS_WITH_PHRASE_REST.test(nextLine))
    return false
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
  // A heading alone on its line, a name and a colon ("Zelvora:"), opens the items under it: it ends the item before it
  // ("- PDUFA target action date of D" over "KST-301:"), unless that line stops mid-phrase (a sentence wrapped).
  if (
    COLON_HEADING_LINE.test(nextLine) &&
    !/,\s*$/.test(previousLine) &&
    !ENDS_MID_PHRASE.test(previousLine.trim())
  )
    return true
  // Items each headed by their subject and a dash, one a line ("Zelvora — approved by the FDA on D" over "KST-301 — Phase
  // 2 data"), or the first of them after a lead-in ending on a colon: each its own sentence.
  if (HEADED_LINE.test(nextLine) && (HEADED_LINE.test(previousLine) || /:\s*$/.test(previousLine)))
    return true
  // Items labelled by a name and a colon, one a line ("Zelvora: FDA approval received on D" over "KST-301: PDUFA date
  // of D").
  if (COLON_LABELLED_LINE.test(previousLine) && COLON_LABELLED_LINE.test(nextLine)) return true
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
  if (MIXED_CASE_DATELINE.test(nextLine) && !ENDS_MID_PHRASE.test(previousLine.trim())) return true
  return isHeadingLike(previousLine)
}

export interface Span {
  start: number
  end: number
}

export function blocks(text: string): Span[][] {
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
