/**
 * Target dates laid out in a flattened table: in the "PDUFA date" column (each row's cell under the header is that row's
 * target date, the row its quote, the row's first cell its product) and in a cell that labels its own date; and whether
 * a text lays out target dates at all (a table, a headed or inline list, a roundup's dated headings), asked before any
 * drug is read. The lists under a heading of target dates are target-lists.ts; the candidate a row or an item makes,
 * laid-out-rows.ts.
 */
import { type Candidate } from './candidate-record.js'
import { type Document, type DocumentText, datesOf, readingOf } from './document.js'
import { DATE_KINDS } from './lexicon/date-nouns.js'
import { dateQualifiers } from './lexicon/qualifiers.js'
import { laysOutDatedHeadings } from './dated-headings.js'
import { DATE_FIRST_HEADING, INLINE_LIST_HEADING, LIST_HEADING } from './target-lists.js'
import { laidOutDate, rowDrug } from './laid-out-rows.js'
import { laysOutHeaderRows } from './header-row-lists.js'

/** Cells of a flattened table row: "a | b | c" or tab-separated; null when the line is not a row. */
function cellsOf(text: string): string[] | null {
  const separator = text.includes('|') ? '|' : text.includes('\t') ? '\t' : null
  if (separator === null) return null
  const cells = text.split(separator).map((c) => c.trim())
  while (cells.length > 0 && cells[0] === '') cells.shift()
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop()
  return cells.length >= 2 ? cells : null
}

/** A column header that names the target action date: "PDUFA Date", "PDUFA Target Action Date", "Goal Date (1)". */
const TARGET_HEADER_WORDS = String.raw`(?:(?:pdufa|prescription\s+drug\s+user\s+fee\s+act)\s+(?:${DATE_KINDS}\s+){0,2}date|(?:target\s+)?action\s+date|(?:pdufa\s+)?goal\s+date)s?`
const TARGET_HEADER = new RegExp(String.raw`^${TARGET_HEADER_WORDS}(?:\s*\(\w{1,3}\))?$`, 'i')

/**
 * A cell that labels its own date: "PDUFA 3/9/2027", "PDUFA date: March 9, 2027" in "Zolvira | NDA under review | PDUFA
 * 3/9/2027 | Launch readiness 1H27", a pipeline slide flattened with no header row. The label, then the date alone.
 */
const LABELLED_CELL = new RegExp(
  String.raw`^(?:${TARGET_HEADER_WORDS}|pdufa)\s*[:\u2013-]?\s+(?=\d|[A-Z])`,
  'i',
)

/**
 * "Original PDUFA Date" beside "Current PDUFA Date" (or "Revised", "New"): a table that gives each row its replaced and
 * its current target date. The current column is the target, the original one its prior.
 */
const PRIOR_WORDS = dateQualifiers('original', 'initial', 'previous', 'prior')
const HEADER_QUALIFIER = new RegExp(
  String.raw`^(${PRIOR_WORDS}|${dateQualifiers('current', 'revised', 'new', 'updated', 'extended')})\s+(.+)$`,
  'i',
)
const PRIOR_QUALIFIER = new RegExp(String.raw`^${PRIOR_WORDS}$`, 'i')
function qualifiedHeader(cell: string): 'prior' | 'current' | null {
  const m = HEADER_QUALIFIER.exec(cell)
  if (m === null || !TARGET_HEADER.test(m[2]!)) return null
  return PRIOR_QUALIFIER.test(m[1]!) ? 'prior' : 'current'
}

/** The word every TARGET_HEADER holds. */
const HEADER_WORD = /date/i

/**
 * Whether the text may lay out a target date in a table (a cell of a row of cells headed as a target date) or in a list
 * under a heading of target dates: the pipeline's condition for reading either, asked before any drug is read. A text
 * with neither gets no candidate from them.
 */
export function laysOutTargets(doc: DocumentText): {
  table: boolean
  headedList: boolean
  inlineList: boolean
  datedHeadings: boolean
} {
  const table =
    /[|\t]/.test(doc.folded) &&
    // Every target header holds "date": a row without the word heads no column of target dates (not split into cells).
    // A cell labelling its own date holds "PDUFA" or "date".
    doc.sentenceTexts.some(
      (text) =>
        (HEADER_WORD.test(text) || /pdufa/i.test(text)) &&
        cellsOf(text)?.some(
          (cell, c) =>
            TARGET_HEADER.test(cell) ||
            qualifiedHeader(cell) !== null ||
            (c > 0 && LABELLED_CELL.test(cell)),
        ),
    )
  const headedList =
    (/dates?\s*:\s*\n/i.test(doc.folded) &&
      doc.sentenceTexts.some((text, i) => !doc.boilerplate[i] && LIST_HEADING.test(text))) ||
    (/dates?\s*:?[ \t]*\n/i.test(doc.folded) &&
      doc.sentenceTexts.some((text, i) => !doc.boilerplate[i] && DATE_FIRST_HEADING.test(text))) ||
    // A table flattened one cell a line under a header row "DATE / COMPANY NAME / DRUG NAME" (header-row-lists.ts).
    laysOutHeaderRows(doc.folded)
  const inlineList =
    /dates\s*:/i.test(doc.folded) &&
    doc.sentenceTexts.some((text, i) => !doc.boilerplate[i] && INLINE_LIST_HEADING.test(text))
  return { table, headedList, inlineList, datedHeadings: laysOutDatedHeadings(doc.folded) }
}

/** The day written in a row's cell, read as the filing's past or future allows. */
function cellDate(
  doc: Document,
  row: number,
  cells: readonly string[],
  column: number,
): Candidate['date'] | null {
  const rowText = doc.sentenceTexts[row] ?? ''
  const cellStart = rowText.indexOf(cells[column]!)
  const mention = datesOf(doc, row).find(
    (d) =>
      d.precision === 'day' && d.start >= cellStart && d.end <= cellStart + cells[column]!.length,
  )
  return mention === undefined ? null : readingOf(doc, row, mention).behindOfFiling
}

/**
 * Rows whose cell holds a target label and its date, with no header row over them: "Zolvira | NDA under review | PDUFA
 * 3/9/2027 | Launch readiness 1H27" (a pipeline slide flattened). The row's first cell is its product, the row its quote;
 * the sentence readings of the same dates give way to them (`withoutListedDates`).
 */
export function labelledCellCandidates(doc: Document): Candidate[] {
  const candidates: Candidate[] = []
  doc.sentences.forEach((_, i) => {
    const own = cellsOf(doc.sentenceTexts[i] ?? '')
    if (own === null) return
    const labelled = own.findIndex((cell, c) => c > 0 && LABELLED_CELL.test(cell))
    // A row that also labels a date in a cell of its own is tableCandidates' ("X | PDUFA date | D").
    if (labelled < 0 || own.some((cell, c) => c > 0 && TARGET_HEADER.test(cell))) return
    const rowText = doc.sentenceTexts[i] ?? ''
    const cell = own[labelled]!
    const cellStart = rowText.indexOf(cell, rowText.indexOf(own[labelled - 1]!))
    const mention = datesOf(doc, i).find(
      (d) =>
        d.precision === 'day' &&
        d.start >= cellStart &&
        d.end <= cellStart + cell.length &&
        rowText.slice(d.end, cellStart + cell.length).trim() === '',
    )
    if (mention === undefined) return
    const cells = [own[0]!.replace(/\s*\([^)]*\)/g, '').trim(), '']
    // A row whose first cell is no product ("Pipeline update. Product: X") keeps its sentence reading.
    const drug = rowDrug(doc, i, cells, 1, '')
    if (drug !== null) candidates.push(laidOutDate(doc, i, mention, drug))
  })
  return candidates
}

/**
 * Dates in the "PDUFA date" column of a flattened table: each row's cell under the header is that row's target date, the
 * row its quote. A header sentence is followed by rows with as many cells.
 */
export function tableCandidates(doc: Document): Candidate[] {
  const candidates: Candidate[] = []
  doc.sentences.forEach((_, i) => {
    // A row that labels its own date: "Tolvexa (NDA, migraine) | PDUFA date | May 2, 2026" in a table of milestones.
    const own = cellsOf(doc.sentenceTexts[i] ?? '')
    const label = own?.findIndex((cell, c) => c > 0 && TARGET_HEADER.test(cell)) ?? -1
    if (own !== null && own !== undefined && label > 0 && label + 1 < own.length) {
      const rowText = doc.sentenceTexts[i] ?? ''
      const after = rowText.indexOf(own[label + 1]!, rowText.indexOf(own[label]!))
      const mention = datesOf(doc, i).find(
        (d) => d.precision === 'day' && d.start >= after && d.end <= after + own[label + 1]!.length,
      )
      if (mention !== undefined) {
        const cells = [own[0]!.replace(/\s*\([^)]*\)/g, '').trim(), '']
        candidates.push(laidOutDate(doc, i, mention, rowDrug(doc, i, cells, 1, '')))
        return
      }
    }
    const header = own
    let column = header?.findIndex((cell) => TARGET_HEADER.test(cell)) ?? -1
    // A table of moved dates: the current column is the target, the original column the date each row's replaced.
    const priorColumn = header?.findIndex((cell) => qualifiedHeader(cell) === 'prior') ?? -1
    const currentColumn = header?.findIndex((cell) => qualifiedHeader(cell) === 'current') ?? -1
    if (priorColumn >= 0 && currentColumn >= 0) column = currentColumn
    if (header === null || column < 0) return
    for (let row = i + 1; row < doc.sentences.length; row++) {
      const rowText = doc.sentenceTexts[row] ?? ''
      const cells = cellsOf(rowText)
      if (cells === null || cells.length !== header.length) break
      const cellStart = rowText.indexOf(cells[column]!)
      const mention = datesOf(doc, row).find(
        (d) =>
          d.precision === 'day' &&
          d.start >= cellStart &&
          d.end <= cellStart + cells[column]!.length,
      )
      if (mention === undefined) continue
      const candidate = laidOutDate(
        doc,
        row,
        mention,
        rowDrug(doc, row, cells, column, header[0] ?? ''),
      )
      // The row's replaced date, when its table has the column and the row moved its date later.
      const prior = column === currentColumn ? cellDate(doc, row, cells, priorColumn) : null
      const moved =
        prior?.iso != null && candidate.date?.iso != null && prior.iso < candidate.date.iso
      candidates.push(moved ? { ...candidate, kind: 'date_extended', prior } : candidate)
    }
  })
  return candidates
}
