/**
 * A calendar's block, as FDA-calendar pages and slide rows flatten to text: a label line "PDUFA Date: D" and the
 * product's name alone on the line right below it (or right above it), the two lines alone between blank lines or the
 * text's edges, or a run of such rows with no blank line between ("PDUFA Date: D1 / Zelmotinib / PDUFA Date: D2 /
 * Ostravimab"): each label takes its own row's line, never a name another label of the run has taken. A paragraph whose
 * rows cannot be told (a heading on top of a run, two labels in a row) holds its labels with no name; a single label in
 * a paragraph of other lines makes no block, and a label other than the PDUFA date's (an advisory committee's date) none.
 */
import type { Capture } from './captured-names.js'
import type { DateMention } from './dates.js'
import { bindingOf, type TargetBinding } from './target-binding.js'
import { closedWords } from './lexicon/function-words.js'
import { usAgencyNouns } from './lexicon/agencies.js'
import { decisionNouns } from './lexicon/review.js'
import { dateNouns } from './lexicon/date-nouns.js'
import { isNameLikeToken } from './name-tokens.js'
import type { Sentence } from './sentences.js'

export interface CalendarBlock {
  /** The sentence of the label line. */
  label: number
  /** The sentence of the name line; null when the label's run cannot tell its rows (the label is held with no name). */
  nameSentence: number | null
  /** The name, in the text's offsets; null when the line beside the label is no product's name (the label then has none). */
  name: Capture | null
  /** Of a run of two labels or more: a calendar by itself, whose labels take no name but their own rows' wherever they stand. */
  inRun: boolean
}

// A list's bullet before a calendar's line ("• PDUFA Date: D", "- Zelvora"): optional, one, then its space.
const BULLET = String.raw`(?:[\u2022\u25cf\u25aa*-][ \t\u00a0]+)?`
// "PDUFA Date: March 4, 2027", "PDUFA target action date: 03/04/2027": the PDUFA label, its colon, then the date (up to
// 40 characters, no second colon). Anchored to the line and bounded: no backtracking beyond one line.
const LABEL_LINE = new RegExp(
  String.raw`^[ \t\u00a0]*${BULLET}(?:PDUFA|Prescription[ \t]+Drug[ \t]+User[ \t]+Fee[ \t]+Act)(?:[ \t]+(?:${dateNouns('target', 'goal', 'action')})){0,2}[ \t]+dates?[ \t]*:[ \t\u00a0]*[^\n:]{4,40}$`,
  'i',
)
// "Velkarin", "Velkarin (velkarimab)", "Velkarin\u00AE (Halvex Pharma)": one capitalised word, a mark, one parenthesis.
const NAME_LINE = new RegExp(
  String.raw`^[ \t\u00a0]*${BULLET}([A-Z][A-Za-z0-9-]{2,30})(?:\u00AE|\u2122)?(?:[ \t\u00a0]*\([^()\n]{1,60}\))?[ \t\u00a0]*$`,
)
// "Kestrel Bio", "• Bristol Myers Squibb": a sponsor's line in a calendar entry, up to five capitalised words alone on it.
// "Ionis Pharmaceuticals, Inc.", "Daiichi Sankyo and AstraZeneca": a legal form after a comma, two sponsors joined.
const SPONSOR_LINE = new RegExp(
  String.raw`^[ \t\u00a0]*${BULLET}[A-Z][\w&.,'’-]{0,30}(?:[ \t]+(?:&|and|[A-Z][\w&.,'’-]{0,30})){0,4}[ \t\u00a0]*$`,
)
// An entry's name line that is no single name ("Datopotamab deruxtecan"): up to three words, the first capitalised. It
// keeps the run's rows (its own label takes no name).
const SHORT_NAME_LINE = new RegExp(
  String.raw`^[ \t\u00a0]*${BULLET}[A-Z][\w-]{2,30}(?:[ \t]+[\w-]{2,30}){0,2}[ \t\u00a0]*$`,
)
// A text without the label's word has no block: not split into lines at all.
const LABEL_CUE = /\b(?:pdufa|user\s+fee\s+act)\b/i

/** A line longer than this is neither a label nor a name line (both are short): not sliced or tested. */
const MAX_LINE = 200

/**
 * The text's calendar blocks, in order (one pass over its lines and sentences). A paragraph (the lines between blank
 * lines) whose lines alternate label, other, label, other (or other, label, ...) in an even count is a run of rows: the
 * first line's kind says on which side each label's own line is (below when a label comes first, above otherwise), and
 * each label takes that line and no other. A paragraph of two labels or more that is no such run (an odd count, as with a
 * heading on top, where either side would fit; two labels or two other lines in a row) holds its labels with no name.
 */
export function calendarBlocks(folded: string, sentences: readonly Sentence[]): CalendarBlock[] {
  if (!LABEL_CUE.test(folded)) return []
  const blocks: CalendarBlock[] = []
  // The current paragraph's non-blank lines, [start, end) each, and whether each is a label line.
  let lines: Array<readonly [number, number]> = []
  let labels: boolean[] = []
  let labelCount = 0
  // The first sentence that may hold the next line (lines and sentences both come in text order: one forward pass).
  let next = 0
  const sentenceOf = (line: readonly [number, number]): number => {
    while (next < sentences.length && sentences[next]!.end <= line[0]) next++
    return next < sentences.length && sentences[next]!.start < line[1] ? next : -1
  }
  const close = () => {
    if (labelCount > 0) readParagraph()
    lines = []
    labels = []
    labelCount = 0
  }
  const readParagraph = () => {
    const at = lines.map(sentenceOf)
    const alternating = labels.every((kind, j) => j === 0 || kind !== labels[j - 1])
    if (alternating && lines.length % 2 === 0) {
      const side = labels[0] ? 1 : -1
      for (let j = 0; j < lines.length; j++) {
        if (!labels[j]) continue
        const label = at[j]!
        const nameSentence = at[j + side]!
        if (label === -1 || nameSentence === -1) continue
        // The two lines read as one sentence: the label's sentence names its product itself, if at all; in a run of
        // several labels held (never a neighbour's name).
        if (label === nameSentence) {
          if (labelCount >= 2) blocks.push({ label, nameSentence: null, name: null, inRun: true })
          continue
        }
        const name = readName(folded, lines[j + side]!)
        blocks.push({ label, nameSentence, name, inRun: labelCount >= 2 })
      }
    } else if (labelCount === 1 && lines.length >= 3) {
      // A calendar entry, the product's name alone on the line below its label, then the sponsor's line and any more
      // ("PDUFA Date: D / Zelvora / Kestrel Bio / A first-in-class ..."), under a heading or none: the name is the
      // label's. Not when the line above is a name too (either side would fit), nor with no sponsor's line under the name
      // ("Velkarin / Topline data expected in the first quarter": a slide's row, whose name may be another's).
      const k = labels.indexOf(true)
      const name = k + 2 < lines.length ? readName(folded, lines[k + 1]!) : null
      const sponsor = name !== null && lines[k + 2]![1] - lines[k + 2]![0] <= MAX_LINE
      if (
        name !== null &&
        sponsor &&
        SPONSOR_LINE.test(folded.slice(lines[k + 2]![0], lines[k + 2]![1])) &&
        (k === 0 || readName(folded, lines[k - 1]!) === null) &&
        at[k]! !== -1 &&
        at[k + 1]! !== -1 &&
        at[k + 1]! !== at[k]!
      )
        blocks.push({ label: at[k]!, nameSentence: at[k + 1]!, name, inRun: false })
    } else if (labelCount >= 2 && entriesRun()) {
      // A run of calendar entries, each its label, its product's name on the line below and its sponsor's under that,
      // then any more lines ("PDUFA Date: D1 / Zelvora / Kestrel Bio / PDUFA Date: D2 / Ostrelva / Orrin Labs"): each
      // label takes the name of its own entry.
      for (let j = 0; j < lines.length; j++) {
        if (!labels[j] || at[j]! === -1 || at[j + 1]! === -1 || at[j + 1]! === at[j]!) continue
        const name = readName(folded, lines[j + 1]!)
        blocks.push({ label: at[j]!, nameSentence: at[j + 1]!, name, inRun: true })
      }
    } else if (labelCount >= 2) {
      for (let j = 0; j < lines.length; j++)
        if (labels[j] && at[j]! !== -1)
          blocks.push({ label: at[j]!, nameSentence: null, name: null, inRun: true })
    }
  }
  // Whether every label of the paragraph opens an entry: a name line below it, a sponsor's line (no label, no name) under
  // that; and the line above the first label, if any, no name (a heading): the rows cannot be read the other way round.
  const entriesRun = (): boolean => {
    const first = labels.indexOf(true)
    if (first > 0 && readName(folded, lines[first - 1]!) !== null) return false
    return labels.every((label, k) => {
      if (!label) return true
      const sponsor = lines[k + 2]
      return (
        sponsor !== undefined &&
        !labels[k + 1] &&
        !labels[k + 2] &&
        (readName(folded, lines[k + 1]!) !== null ||
          SHORT_NAME_LINE.test(folded.slice(...lines[k + 1]!))) &&
        sponsor[1] - sponsor[0] <= MAX_LINE &&
        SPONSOR_LINE.test(folded.slice(sponsor[0], sponsor[1])) &&
        readName(folded, sponsor) === null
      )
    })
  }
  for (let start = 0; start <= folded.length;) {
    let end = folded.indexOf('\n', start)
    if (end === -1) end = folded.length
    if (folded.slice(start, end).trim() === '') close()
    else {
      const label = end - start <= MAX_LINE && LABEL_LINE.test(folded.slice(start, end))
      lines.push([start, end])
      labels.push(label)
      if (label) labelCount++
    }
    start = end + 1
  }
  close()
  return blocks
}

/** The product's name alone on its line, in the text's offsets; null when the line is no product's name. */
function readName(folded: string, line: readonly [number, number]): Capture | null {
  if (line[1] - line[0] > MAX_LINE) return null
  const found = NAME_LINE.exec(folded.slice(line[0], line[1]))
  // A word no English noun is ("Upcoming", "Pending" are no product's name).
  if (found === null || !isNameLikeToken(found[1]!, 'product')) return null
  const start = line[0] + found.index + found[0].indexOf(found[1]!)
  return { name: found[1]!, start, end: start + found[1]!.length }
}

/**
 * A calendar's event cell: "FDA decision on X for ...", the agency's own decision named with its object (not a panel's
 * review, "FDA panel review of ...", nor an approval told as done).
 */
const DECISION_CELL = new RegExp(
  String.raw`^\s*(?:u\.s\.\s+)?${usAgencyNouns('fda')}(?:['’]s)?\s+(?:final\s+)?${decisionNouns('decision')}\s+${closedWords('on', 'for')}\s+\S`,
  'i',
)

/**
 * A calendar row flattened to lines, its date a cell on a line of its own: "Ostrelva (NDA) / 03/12/2027 / FDA decision
 * on Ostrelva for the treatment of ..." (the event cell after the date) or "FDA decision on X for ... / 04/09/2027" (before
 * it), in the date's sentence or the one beside it. The event cell names the agency's decision on a product: the day is
 * that decision's goal date. A panel's review beside it, or a month alone, binds nothing.
 */
export function calendarRowBinding(
  text: string,
  dates: readonly DateMention[],
  sentenceTexts: readonly string[],
  sentence: number,
): TargetBinding | null {
  const before = sentenceTexts[sentence - 1] ?? ''
  const after = sentenceTexts[sentence + 1] ?? ''
  for (const date of dates) {
    if (date.precision !== 'day') continue
    const lineStart = text.lastIndexOf('\n', date.start - 1) + 1
    const newline = text.indexOf('\n', date.end)
    const lineEnd = newline === -1 ? text.length : newline
    if (
      text.slice(lineStart, date.start).trim() !== '' ||
      text.slice(date.end, lineEnd).trim() !== ''
    )
      continue
    const cellBefore = lineStart > 0 ? text.slice(0, lineStart) : before
    const cellAfter = lineEnd < text.length ? text.slice(lineEnd) : after
    if (!DECISION_CELL.test(cellAfter) && !DECISION_CELL.test(cellBefore)) continue
    return bindingOf(date, { start: date.start, end: date.end })
  }
  return null
}
