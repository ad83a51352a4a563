/**
 * Target dates laid out under a header: in the "PDUFA date" column of a flattened table (each row's cell under the header
 * is that row's target date, the row its quote, the row's first cell its product), and in a list under a heading of
 * target dates ("Upcoming PDUFA dates:" over "• X – D" items).
 */
import { type Candidate, targetPlausible } from './candidates.js'
import type { ResolvedDrug } from './drug-resolution.js'
import { isNameLikeToken, stripMarks } from './name-tokens.js'
import { isCompetitors } from './ownership.js'
import { citesExtension, reportsResubmission } from './context.js'
import type { DateMention } from './dates.js'
import { type Document, type DocumentText, datesOf, drugOfSentence, readingOf } from './document.js'
import { DATE_KINDS } from './lexicon/date-nouns.js'
import { dateQualifiers } from './lexicon/qualifiers.js'
import { applicationNouns, approvingForms, decisionNouns } from './lexicon/review.js'
import { otherEvents } from './lexicon/events.js'
import { laysOutDatedHeadings } from './dated-headings.js'

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

/** A first column of indications: "Indication", "Disease", "Nestrilo: Indication". */
const INDICATION_HEADER = /\b(?:indications?|diseases?|conditions?|populations?)\s*$/i

/**
 * Dates in the "PDUFA date" column of a flattened table: each row's cell under the header is that row's target date, the
 * row its quote. A header sentence is followed by rows with as many cells.
 */
/**
 * A row's product: a name the lexicon found in the row, else its first cell when shaped like a product's name
 * ("Rivanzo | NDA under review | 09/30/25"). Never another row's: the next row's product is not this row's.
 */
function rowDrug(
  doc: Document,
  row: number,
  cells: readonly string[],
  dateColumn: number,
  firstHeader: string,
): ResolvedDrug | null {
  const found = drugOfSentence(doc, row)
  // "Nestrilo: Indication | PDUFA date": rows of one product's indications name the indication first; the product is
  // the one named before the table.
  if (INDICATION_HEADER.test(firstHeader)) return found
  const first = dateColumn === 0 ? undefined : cells[0]
  const words = first?.split(/\s+/) ?? []
  const firstIsName =
    first !== undefined && words.length <= 3 && isNameLikeToken(words[0]!, 'product')
  // The first cell names the row; a name read elsewhere in the row ("| Filed |") only when the first cell is no name.
  if (found !== null && found.sentence === row && (!firstIsName || first.includes(found.name)))
    return found
  if (!firstIsName) return null
  // A name no pattern read has no entity of the lexicon: it gets one of its own, past the lexicon's.
  return {
    entity: doc.lexicon.entityNames.length + row,
    name: stripMarks(first),
    aliases: [],
    sentence: row,
    via: 'same',
  }
}

/** A row's or an item's date read as its product's goal date, the row its quote. */
function laidOutDate(
  doc: Document,
  row: number,
  mention: DateMention,
  drug: ResolvedDrug | null,
): Candidate {
  const sentence = doc.sentences[row]!
  const date = readingOf(doc, row, mention).aheadOfFiling
  // "Dalvira | Class 2 resubmission accepted | D", "Ostrelva | PDUFA date extended | D": the row's status tells the kind.
  const rowText = doc.sentenceTexts[row] ?? ''
  return {
    kind: citesExtension(rowText)
      ? 'date_extended'
      : reportsResubmission(rowText)
        ? 'resubmission_date_set'
        : 'date_set',
    drug,
    sentence: row,
    quoteStart: sentence.start,
    quoteEnd: sentence.end,
    date,
    prior: null,
    dateSpan: { start: mention.start, end: mention.end },
    held: drug === null ? 'no_drug' : null,
    plausible: targetPlausible(date, null, doc.reference),
    indirect: false,
  }
}

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
    /dates?\s*:\s*\n/i.test(doc.folded) &&
    doc.sentenceTexts.some((text, i) => !doc.boilerplate[i] && LIST_HEADING.test(text))
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

/** A heading over a list of target dates: "Upcoming PDUFA dates:", "PDUFA target action dates:". */
const LIST_HEADING = new RegExp(
  String.raw`\b(?:pdufa|prescription\s+drug\s+user\s+fee\s+act)\s+(?:${DATE_KINDS}\s+){0,2}dates?\s*:\s*$`,
  'i',
)
/**
 * "Upcoming PDUFA dates: Cerviq (MCI), September 9, 2026; Tolvara (agitation), November 25, 2026": the heading and its
 * items in one sentence, the items parted by semicolons. Plural "dates" only: one item is a target phrase's own reading.
 */
const INLINE_LIST_HEADING = new RegExp(
  String.raw`\b(?:pdufa|prescription\s+drug\s+user\s+fee\s+act)\s+(?:${DATE_KINDS}\s+){0,2}dates\s*:[ \t]*(?=\S)`,
  'i',
)
/** An inline item before its date: the label (after a first "and"), then a comma, a dash or a colon. */
const INLINE_ITEM_GAP =
  /^\s*(?:and\s+)?([^.;:,]{2,80}?(?:\s*\([^()]{1,80}\))?)\s*[,\u2013\u2014:-]\s*$/i
/** What may follow an item's date up to the next semicolon: nothing but the sentence's end. */
const INLINE_ITEM_END = /^\s*\.?\s*$/
/** What opens an item's line: a bullet mark. */
const BULLET = /^\s*[\u2022\u25AA\u25CF\u2023\u2043*\u2013\u2014\u00B7o-]\s*$/
/** "• Calmora NDA submission – D", "• Calmora launch – D": an item dated by another event. */
const OTHER_EVENT_LABEL = new RegExp(
  String.raw`\b(?:${applicationNouns('submission', 'filing')}|submitted|${otherEvents('launch', 'topline', 'data', 'readout', 'adcom', 'advisory', 'committee', 'meeting')}|top-line|${decisionNouns('approval')}|${approvingForms('approved')}|enrollment)\b`,
  'i',
)
/**
 * An item of such a list: a label of a few words, then a dash or colon, then the date ("• Calmora (sNDA) – April 8, 2026").
 * A parenthesis in the label may hold a colon ("• Kestrel Bio (Nasdaq: KSTL) Calmora - May 12th").
 */
const LIST_ITEM_GAP = /^(?:[^.;:()]|\([^()]{1,40}\)){2,80}?\s*[\u2013\u2014:-]\s*$/
/**
 * A company's listing in a label ("(Nasdaq: KSTL)", "(NYSE: PLM)", a misspelt exchange too): the words after the last one
 * are the product ("Kestrel Bio (Nasdaq: KSTL) Calmora"), the words before it its sponsors.
 */
const LISTING_MARK = /\([A-Za-z][A-Za-z. ]{1,12}:\s*[A-Z]{1,6}(?:\.[A-Z]{1,2})?\)/g
/** "Kestrel Bio's Calmora": an owner of capitalised words before the product, at the label's start. */
const LABEL_OWNER = /^(?:[A-Z][\w.&-]*\s+){0,3}[A-Z][\w.&-]*['’]s\s+(?=\S)/

/** The product cell of a list item's label: past its sponsors' listing or owner, its parentheses dropped. */
function itemProductCell(label: string): string {
  const listed = label.split(LISTING_MARK)
  const product =
    listed.length > 1 && /\S/.test(listed[listed.length - 1]!) ? listed[listed.length - 1]! : label
  return product
    .replace(/\s*\([^)]*\)/g, '')
    .trim()
    .replace(LABEL_OWNER, '')
}

/**
 * "Upcoming PDUFA dates:\n• Calmora (sNDA, pediatric epilepsy) – April 8, 2026\n• Dexivant (NDA) – June 22, 2026": each
 * item under a heading of target dates is its label's goal date. The list ends at the first line that is no such item.
 */
export function headedListCandidates(doc: Document): Candidate[] {
  const candidates: Candidate[] = []
  doc.sentences.forEach((_, i) => {
    const heading = doc.sentenceTexts[i] ?? ''
    if (doc.boilerplate[i] || !LIST_HEADING.test(heading) || isCompetitors(heading)) return
    for (let row = i + 1; row < Math.min(doc.sentences.length, i + 12); row++) {
      const rowText = doc.sentenceTexts[row] ?? ''
      // An item is a bulleted line of its own; an unbulleted line ends the list. A blank line between items does not: a
      // filing's HTML gives each item a paragraph (<li>, <p>• ...</p>).
      const lineStart = doc.text.lastIndexOf('\n', doc.sentences[row]!.start - 1)
      const lead = doc.text.slice(lineStart + 1, doc.sentences[row]!.start)
      if (lineStart < 0 || !BULLET.test(lead)) break
      const mention = datesOf(doc, row).find((d) => d.precision === 'day')
      if (mention === undefined || !LIST_ITEM_GAP.test(rowText.slice(0, mention.start))) break
      const label = rowText.slice(0, mention.start).replace(/[\s\u2013\u2014:-]+$/, '')
      if (OTHER_EVENT_LABEL.test(label)) continue
      const cells = [itemProductCell(label), '']
      candidates.push(laidOutDate(doc, row, mention, rowDrug(doc, row, cells, 1, '')))
    }
  })
  return candidates
}

/**
 * The items of an inline list of target dates (INLINE_LIST_HEADING), each its label's goal date. An item's product is a
 * name the lexicon read inside the item, else its label when shaped like a name (an entity of its own, past the
 * lexicon's). The list ends at the first part that is no such item.
 */
export function inlineListCandidates(doc: Document): Candidate[] {
  const candidates: Candidate[] = []
  doc.sentences.forEach((_, i) => {
    const heading = doc.sentenceTexts[i] ?? ''
    if (doc.boilerplate[i] || isCompetitors(heading)) return
    candidates.push(...inlineItems(doc, i, heading))
  })
  return candidates
}

/**
 * The sentence readings of the dates an inline list lays out give way to the items: an item's label names its date's
 * product, where a sentence reading takes the nearest name ("PDUFA dates: X – D1; and Y – D2" gave D1 to Y).
 */
export function withoutListedDates(
  candidates: readonly Candidate[],
  listed: readonly Candidate[],
): Candidate[] {
  if (listed.length === 0) return [...candidates]
  return candidates.filter(
    (c) =>
      !listed.some((l) => l.sentence === c.sentence && l.dateSpan?.start === c.dateSpan?.start),
  )
}

function inlineItems(doc: Document, i: number, heading: string): Candidate[] {
  const opened = INLINE_LIST_HEADING.exec(heading)
  if (opened === null) return []
  const candidates: Candidate[] = []
  const sentenceStart = doc.sentences[i]!.start
  let itemStart = opened.index + opened[0].length
  for (const mention of datesOf(doc, i)) {
    if (mention.start < itemStart) continue
    const gap = INLINE_ITEM_GAP.exec(heading.slice(itemStart, mention.start))
    if (mention.precision !== 'day' || gap === null) break
    const next = heading.indexOf(';', mention.end)
    if (!INLINE_ITEM_END.test(heading.slice(mention.end, next < 0 ? heading.length : next))) break
    const label = gap[1]!
    if (!OTHER_EVENT_LABEL.test(label)) {
      const from = sentenceStart + itemStart
      const to = sentenceStart + mention.start
      const named = (doc.lexicon.mentionsBySentence[i] ?? []).find(
        (m) => m.start >= from && m.end <= to,
      )
      const bare = label.replace(/\s*\([^)]*\)/g, '').trim()
      const words = bare.split(/\s+/)
      const drug: ResolvedDrug | null =
        named !== undefined
          ? {
              entity: named.entity,
              name: named.name,
              aliases: (doc.lexicon.entityNames[named.entity] ?? []).filter(
                (n) => n.toLowerCase() !== named.name.toLowerCase(),
              ),
              sentence: i,
              via: 'same',
            }
          : words.length <= 3 && isNameLikeToken(words[0]!, 'product')
            ? {
                entity: doc.lexicon.entityNames.length + doc.sentences.length + from,
                name: stripMarks(bare),
                aliases: [],
                sentence: i,
                via: 'same',
              }
            : null
      candidates.push(laidOutDate(doc, i, mention, drug))
    }
    if (next < 0) break
    itemStart = next + 1
  }
  return candidates
}
