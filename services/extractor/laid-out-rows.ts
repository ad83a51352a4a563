/**
 * The candidate a laid-out row or list item makes (laidOutDate: its day read as its product's goal date, the row its
 * quote, the kind its status tells) and the row's product (rowDrug: a name the lexicon read in the row, else a first
 * cell shaped like a name). Apart from table-candidates.ts because the tables and the lists under a heading
 * (target-lists.ts) both read their rows into candidates this way.
 */
import { type Candidate, targetPlausible } from './candidate-record.js'
import type { ResolvedDrug } from './drug-resolution.js'
import { isNameLikeToken, stripMarks } from './name-tokens.js'
import { citesExtension, reportsResubmission } from './context.js'
import type { DateMention } from './dates.js'
import { type Document, drugOfSentence, readingOf } from './document.js'

/** A first column of indications: "Indication", "Disease", "Nestrilo: Indication". */
const INDICATION_HEADER = /\b(?:indications?|diseases?|conditions?|populations?)\s*$/i

/**
 * A row's product: a name the lexicon found in the row, else its first cell when shaped like a product's name
 * ("Rivanzo | NDA under review | 09/30/25"). Never another row's: the next row's product is not this row's.
 */
export function rowDrug(
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
export function laidOutDate(
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
