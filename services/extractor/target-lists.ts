/**
 * Target dates in a list under a heading of target dates: bulleted items under "Upcoming PDUFA dates:" ("• X – D",
 * headedListCandidates) and the items of an inline list after the heading, parted by semicolons (inlineListCandidates,
 * whose items the sentence readings of the same dates give way to: withoutListedDates). Each item is its label's goal
 * date. Apart from table-candidates.ts because a list is another layout than a table's columns; the headings are read
 * there too, to tell whether a text lays out any (laysOutTargets).
 */
import type { Candidate } from './candidate-record.js'
import type { ResolvedDrug } from './drug-resolution.js'
import { isNameLikeToken, stripMarks } from './name-tokens.js'
import { isCompetitors } from './ownership.js'
import { type Document, datesOf, drugOfSentence } from './document.js'
import { DATE_KINDS } from './lexicon/date-nouns.js'
import { approvingForms, decisionNouns } from './lexicon/review.js'
import { applicationNouns } from './lexicon/applications.js'
import { otherEvents } from './lexicon/events.js'
import { laidOutDate, rowDrug } from './laid-out-rows.js'

/** A heading over a list of target dates: "Upcoming PDUFA dates:", "PDUFA target action dates:". */
export const LIST_HEADING = new RegExp(
  String.raw`\b(?:pdufa|prescription\s+drug\s+user\s+fee\s+act)\s+(?:${DATE_KINDS}\s+){0,2}dates?\s*:\s*$`,
  'i',
)
/**
 * "Upcoming PDUFA Dates" alone on its line, a colon or none, over items that open with their day ("March 25th, Kestrel's
 * Zelvora NDA for ..."): a weekly calendar's list, each item's day its product's goal date (dateFirstItems). Up to two
 * words before the PDUFA noun ("Upcoming", "Key"), the heading the whole sentence.
 */
export const DATE_FIRST_HEADING = new RegExp(
  String.raw`^\s*(?:[A-Z][\w-]*\s+){0,2}(?:pdufa|prescription\s+drug\s+user\s+fee\s+act)\s+(?:${DATE_KINDS}\s+){0,2}dates?\s*:?\s*$`,
  'i',
)
/** What follows an item's opening day: a comma, colon or dash, then the item's words. */
const DATE_FIRST_GAP = /^\s*[,:\u2013\u2014-]\s+\S/
/**
 * "Upcoming PDUFA dates: Cerviq (MCI), September 9, 2026; Tolvara (agitation), November 25, 2026": the heading and its
 * items in one sentence, the items parted by semicolons. Plural "dates" only: one item is a target phrase's own reading.
 */
export const INLINE_LIST_HEADING = new RegExp(
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
    if (doc.boilerplate[i] || isCompetitors(heading)) return
    // Items that open with their day; a heading over label-first items ("• Calmora (sNDA) – D") reads on below.
    const dateFirst = DATE_FIRST_HEADING.test(heading) ? dateFirstItems(doc, i) : []
    if (dateFirst.length > 0) {
      candidates.push(...dateFirst)
      return
    }
    if (!LIST_HEADING.test(heading)) return
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
 * The items of a list under DATE_FIRST_HEADING, each a line of its own that opens with its day ("March 25th, Kestrel
 * Bio's (KSTB) Zelvora NDA for the treatment of gout."): the day is the goal date of the product the item's words name.
 * The list ends at the first line that is no such item; an item dated by another event (a launch, a meeting) is skipped.
 */
function dateFirstItems(doc: Document, i: number): Candidate[] {
  const candidates: Candidate[] = []
  for (let row = i + 1; row < Math.min(doc.sentences.length, i + 12); row++) {
    const rowText = doc.sentenceTexts[row] ?? ''
    const lineStart = doc.text.lastIndexOf('\n', doc.sentences[row]!.start - 1)
    if (
      lineStart < 0 ||
      !BULLET_OR_NONE.test(doc.text.slice(lineStart + 1, doc.sentences[row]!.start))
    )
      break
    const mention = datesOf(doc, row).find((d) => d.precision === 'day')
    if (mention === undefined || rowText.slice(0, mention.start).trim() !== '') break
    const label = rowText.slice(mention.end)
    if (!DATE_FIRST_GAP.test(label)) break
    if (OTHER_EVENT_LABEL.test(label)) continue
    const drug = drugOfSentence(doc, row)
    candidates.push(
      laidOutDate(doc, row, mention, drug !== null && drug.sentence === row ? drug : null),
    )
  }
  return candidates
}
/** What may open an item's line before its day: a bullet mark, or nothing. */
const BULLET_OR_NONE = /^\s*(?:[\u2022\u25AA\u25CF\u2023\u2043*\u00B7-]\s*)?$/

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
