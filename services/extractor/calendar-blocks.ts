/**
 * A calendar's block, as FDA-calendar pages and slide rows flatten to text: a label line "PDUFA Date: D" and the
 * product's name alone on the line right below it (or right above it), the two lines alone between blank lines or the
 * text's edges. Read only there, where the block is clearly one product's: a block of more lines (two products' labels
 * and names with no blank line between, a heading above) pairs no name with a label, and a label other than the PDUFA
 * date's (an advisory committee's date) makes no block.
 */
import type { Capture } from './drug-names.js'
import { dateNouns } from './lexicon/date-nouns.js'
import { isNameLikeToken } from './name-tokens.js'
import type { Sentence } from './sentences.js'

export interface CalendarBlock {
  /** The sentence of the label line. */
  label: number
  /** The sentence of the name line. */
  nameSentence: number
  /** The name, in the text's offsets; null when the line beside the label is no product's name (the label then has none). */
  name: Capture | null
}

// "PDUFA Date: March 4, 2027", "PDUFA target action date: 03/04/2027": the PDUFA label, its colon, then the date (up to
// 40 characters, no second colon). Anchored to the line and bounded: no backtracking beyond one line.
const LABEL_LINE = new RegExp(
  String.raw`^[ \t\u00a0]*(?:PDUFA|Prescription[ \t]+Drug[ \t]+User[ \t]+Fee[ \t]+Act)(?:[ \t]+(?:${dateNouns('target', 'goal', 'action')})){0,2}[ \t]+dates?[ \t]*:[ \t\u00a0]*[^\n:]{4,40}$`,
  'i',
)
// "Velkarin", "Velkarin (velkarimab)", "Velkarin\u00AE (Halvex Pharma)": one capitalised word, a mark, one parenthesis.
const NAME_LINE =
  /^[ \t\u00a0]*([A-Z][A-Za-z0-9-]{2,30})(?:\u00AE|\u2122)?(?:[ \t\u00a0]*\([^()\n]{1,60}\))?[ \t\u00a0]*$/
// A text without the label's word has no block: not split into lines at all.
const LABEL_CUE = /\b(?:pdufa|user\s+fee\s+act)\b/i

/** The text's calendar blocks, in order (one pass over its lines and sentences). */
export function calendarBlocks(folded: string, sentences: readonly Sentence[]): CalendarBlock[] {
  if (!LABEL_CUE.test(folded)) return []
  const blocks: CalendarBlock[] = []
  // The current paragraph's non-blank lines, [start, end) each; more than two is no block.
  let lines: Array<readonly [number, number]> = []
  let next = 0
  const close = () => {
    if (lines.length === 2) {
      const block = readBlock(folded, lines[0]!, lines[1]!, sentences, next)
      if (block !== null) {
        blocks.push(block.block)
        next = block.next
      }
    }
    lines = []
  }
  for (let start = 0; start <= folded.length;) {
    let end = folded.indexOf('\n', start)
    if (end === -1) end = folded.length
    if (folded.slice(start, end).trim() === '') close()
    else if (lines.length <= 2) lines.push([start, end])
    start = end + 1
  }
  close()
  return blocks
}

function readBlock(
  folded: string,
  first: readonly [number, number],
  second: readonly [number, number],
  sentences: readonly Sentence[],
  from: number,
): { block: CalendarBlock; next: number } | null {
  const firstText = folded.slice(first[0], first[1])
  const secondText = folded.slice(second[0], second[1])
  const labelFirst = LABEL_LINE.test(firstText)
  const [label, nameLine, nameText] = labelFirst
    ? [first, second, secondText]
    : LABEL_LINE.test(secondText)
      ? [second, first, firstText]
      : [null, null, '']
  if (label === null || nameLine === null) return null
  const found = NAME_LINE.exec(nameText)
  // A word no English noun is ("Upcoming", "Pending" are no product's name).
  const m = found !== null && isNameLikeToken(found[1]!, 'product') ? found : null
  // The sentences starting within each line (sentences come in text order; blocks too: one forward pass).
  let i = from
  while (i < sentences.length && sentences[i]!.end <= Math.min(label[0], nameLine[0])) i++
  const at = (line: readonly [number, number]) => {
    for (let k = i; k < sentences.length && sentences[k]!.start < line[1]; k++)
      if (sentences[k]!.end > line[0]) return k
    return -1
  }
  const labelSentence = at(label)
  const nameSentence = at(nameLine)
  if (labelSentence === -1 || nameSentence === -1 || labelSentence === nameSentence) return null
  const start = m === null ? 0 : nameLine[0] + m.index + m[0].indexOf(m[1]!)
  const name = m === null ? null : { name: m[1]!, start, end: start + m[1]!.length }
  return { block: { label: labelSentence, nameSentence, name }, next: i }
}
