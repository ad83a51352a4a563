/**
 * A calendar table flattened to one cell a line under its header row, each header cell a line of its own too ("DATE /
 * COMPANY NAME / DRUG NAME / USE/THERAPEUTIC AREA", then "03/14/2027 / Kestrel Bio / Zelvora (tavrunosin) / Plaque
 * psoriasis" and so on): every row as many lines as the header has, the date cell a day alone on its line, the drug
 * cell its product. The header must name a date column, a company's and a drug's (or product's); the rows end at the
 * first group of lines whose date cell holds no day alone. Apart from target-lists.ts because the rows are read by
 * their column's place in a header, not by a label on the item's own line.
 */
import type { Candidate } from './candidate-record.js'
import type { Document } from './document.js'
import { datesOf } from './document.js'
import { laidOutDate, rowDrug } from './laid-out-rows.js'
import { DATE_HEADS, DECISION_DATE_NAMES } from './lexicon/date-nouns.js'

/** A date column's header cell: "DATE", "PDUFA DATE", "PDUFA target action date", "Decision date" (no approval's date). */
const DATE_HEADER = new RegExp(
  String.raw`^(?:(?:${DATE_HEADS}|${DECISION_DATE_NAMES})\s+){0,3}dates?$`,
  'i',
)
/** A company column's header cell: "COMPANY NAME", "Company", "Sponsor". */
const COMPANY_HEADER = /^(?:company|sponsor)(?:\s+names?)?$/i
/** A drug column's header cell: "DRUG NAME", "Drug", "Product", "Product name". */
const DRUG_HEADER = /^(?:drug|product)(?:\s+names?)?$/i
/** Any header cell: a few words, no digit, no sentence's stop ("USE/THERAPEUTIC AREA", "Indication"). */
const HEADER_CELL = /^[A-Za-z][A-Za-z/&() -]{0,40}$/
/** A text with no such header has no such table: not split into lines. */
const HEADER_CUE = /^[ \t]*(?:company|sponsor)(?:[ \t]+names?)?[ \t]*$/im

/** Whether the text may hold such a table (asked before any drug is read). */
export function laysOutHeaderRows(folded: string): boolean {
  return HEADER_CUE.test(folded)
}

/** The rows of every such table in the text, each its day read as its product's goal date. */
export function headerRowCandidates(doc: Document): Candidate[] {
  const text = doc.text
  const lines: Array<[number, number]> = []
  for (let start = 0; start <= text.length;) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    lines.push([start, end])
    start = end + 1
  }
  const cell = (k: number) => text.slice(lines[k]![0], lines[k]![1]).trim()
  const sentenceAt = (offset: number) =>
    doc.sentences.findIndex((s) => s.start <= offset && offset < s.end)
  const candidates: Candidate[] = []
  for (let k = 0; k < lines.length; k++) {
    // The header: three to six cells, one line each, with a date, a company and a drug column among them.
    let width = 0
    while (width < 6 && k + width < lines.length && HEADER_CELL.test(cell(k + width))) width++
    let dateColumn = -1
    let companyColumn = -1
    let drugColumn = -1
    for (let c = 0; c < width; c++) {
      const header = cell(k + c)
      if (dateColumn < 0 && DATE_HEADER.test(header)) dateColumn = c
      else if (companyColumn < 0 && COMPANY_HEADER.test(header)) companyColumn = c
      else if (drugColumn < 0 && DRUG_HEADER.test(header)) drugColumn = c
    }
    if (dateColumn < 0 || companyColumn < 0 || drugColumn < 0) continue
    // The header's width: the first row's date cell is the first day alone on its line in the date column's place.
    const header = Math.max(dateColumn, companyColumn, drugColumn) + 1
    width = header
    while (
      width < 6 &&
      k + width + dateColumn < lines.length &&
      dayAlone(doc, lines[k + width + dateColumn]!, sentenceAt) === null
    )
      width++
    if (!headerCellsAll(k, width, cell)) continue
    let row = k + width
    for (; row + width <= lines.length; row += width) {
      const dateLine = lines[row + dateColumn]!
      const found = dayAlone(doc, dateLine, sentenceAt)
      if (found === null) break
      const drugLine = lines[row + drugColumn]!
      const drugSentence = sentenceAt(drugLine[0] + (text.slice(drugLine[0]).search(/\S/) ?? 0))
      if (drugSentence < 0 || drugSentence === found.sentence) break
      const drugCell = cell(row + drugColumn).replace(/\s*\([^)]*\)/g, '')
      const drug = rowDrug(doc, drugSentence, [drugCell], 1, '')
      candidates.push(laidOutDate(doc, found.sentence, found.mention, drug))
    }
    if (row > k + width) k = row - 1
  }
  return candidates
}

function headerCellsAll(k: number, width: number, cell: (k: number) => string): boolean {
  for (let c = 0; c < width; c++) if (!HEADER_CELL.test(cell(k + c))) return false
  return true
}

/** The day alone on a line (nothing else on it), with its sentence; null when the line holds anything else. */
function dayAlone(
  doc: Document,
  line: readonly [number, number],
  sentenceAt: (offset: number) => number,
) {
  const content = doc.text.slice(line[0], line[1])
  const lead = content.search(/\S/)
  if (lead < 0) return null
  const sentence = sentenceAt(line[0] + lead)
  if (sentence < 0) return null
  const base = doc.sentences[sentence]!.start
  const mention = datesOf(doc, sentence).find(
    (d) =>
      d.precision === 'day' &&
      base + d.start === line[0] + lead &&
      doc.text.slice(base + d.end, line[1]).trim() === '',
  )
  return mention === undefined ? null : { sentence, mention }
}
