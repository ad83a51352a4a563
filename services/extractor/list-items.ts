/**
 * Lists whose items are each headed by their own subject, a pipeline laid out one product a line: "• Zelvora — NDA under
 * review (PDUFA: D)" over "• KST-301 — Phase 2 data in 2028", or the rows "Zelvora | psoriasis | NDA under review (PDUFA:
 * D)" and "KST-301 | eczema | Phase 2" of a flattened table. A fact in one item is its head's: the head when it reads as
 * a name, else no product at all; never the product another item is headed by (the item above or the one below is
 * another product's line, however near).
 */
import { isNameLikeToken } from './name-tokens.js'
import { BULLET_ITEM_LINE, COLON_HEADING_LINE, HEADED_LINE } from './list-lines.js'

interface Head {
  head: string
  /** A head of one word shaped like a product's name (a brand, a code, a nonproprietary name). */
  nameLike: boolean
}

function headOf(line: string): Head | null {
  const m = HEADED_LINE.exec(line)
  if (m === null) return null
  const head = m[1]!
  const single = !/\s/.test(head)
  return {
    head: head.replace(/[\u00AE\u2122]$/, ''),
    nameLike: single && (isNameLikeToken(head, 'product') || isNameLikeToken(head, 'shaped')),
  }
}

/** A list item is one short line: a longer line, or a run of blank space longer, is no item and is not scanned past. */
const ITEM_REACH = 400

/** The start of the line holding `offset`, or -1 when the line reaches further back than an item may. */
function lineStart(folded: string, offset: number): number {
  const from = Math.max(0, offset - ITEM_REACH)
  const at = folded.slice(from, offset).lastIndexOf('\n')
  return at >= 0 ? from + at + 1 : from === 0 ? 0 : -1
}

/** The end of the line holding `offset`, or -1 when the line reaches further on than an item may. */
function lineEnd(folded: string, offset: number): number {
  const at = folded.slice(offset, offset + ITEM_REACH).indexOf('\n')
  return at >= 0 ? offset + at : offset + ITEM_REACH >= folded.length ? folded.length : -1
}

/**
 * The line around `offset` and the nearest lines above and below it with a character on them (null past the text's
 * ends, past a line too long to be an item, or past too long a run of blank space).
 */
function linesAround(
  folded: string,
  offset: number,
): [string, string | null, string | null] | null {
  const start = lineStart(folded, offset)
  const end = lineEnd(folded, offset)
  if (start < 0 || end < 0) return null
  let aboveEnd = start - 1
  while (aboveEnd > 0 && start - aboveEnd < ITEM_REACH && /\s/.test(folded[aboveEnd - 1]!))
    aboveEnd--
  const aboveStart = aboveEnd > 0 ? lineStart(folded, aboveEnd) : -1
  const above = aboveStart < 0 ? null : folded.slice(aboveStart, aboveEnd)
  let belowStart = end + 1
  while (
    belowStart < folded.length &&
    belowStart - end < ITEM_REACH &&
    /\s/.test(folded[belowStart]!)
  )
    belowStart++
  const belowEnd = belowStart < folded.length ? lineEnd(folded, belowStart) : -1
  const below = belowEnd < 0 ? null : folded.slice(belowStart, belowEnd)
  return [folded.slice(start, end), above, below]
}

/**
 * The item a fact at `offset` stands in, when its line is headed by a subject and a line next to it is headed too (a
 * list of such items): `head` its subject, `nameLike` whether the head reads as a product's name, `ofProducts` whether a
 * neighbouring item is headed by one (the list is a list of products). Null outside such a list.
 */
export function headedListItem(
  folded: string,
  offset: number,
): { head: string; nameLike: boolean; ofProducts: boolean } | null {
  const lines = linesAround(folded, offset)
  if (lines === null) return null
  const [line, above, below] = lines
  const own = headOf(line)
  if (own === null) return null
  const neighbours = [above, below]
    .map((l) => (l === null ? null : headOf(l)))
    .filter((h): h is Head => h !== null && h.head !== own.head)
  if (neighbours.length === 0) return null
  return { ...own, ofProducts: neighbours.some((h) => h.nameLike) }
}

/** The most lines walked up from an item to its heading (a heading's items are a handful of short lines). */
const HEADING_REACH_LINES = 8

/** A heading's subject ("Zelvora" of "Zelvora (tavolimab):"), name-like as a headed line's head is. */
function headingOf(head: string): Head {
  const single = !/\s/.test(head)
  return {
    head: head.replace(/[\u00AE\u2122]$/, ''),
    nameLike: single && (isNameLikeToken(head, 'product') || isNameLikeToken(head, 'shaped')),
  }
}

/**
 * The heading an item stands under, a list of milestones laid out under each product's name: "Zelvora:" alone on its
 * line over "- NDA accepted by the FDA" and "- PDUFA target action date of D", then "KST-301:" over its own lines. Walking
 * up from the fact's line (itself an item: a bullet line) over blank lines and the other items to the nearest heading
 * ("X:", list-lines.ts): `head` its subject, `nameLike` whether it reads as a product's name, `ofProducts` whether it or a
 * heading further up the same list does (a list of products: a fact under "Other programs:" is none of them, never the
 * product heading the items above). Null when the fact's line is no item, or a line of prose comes before any heading.
 */
export function itemHeading(
  folded: string,
  offset: number,
): { head: string; nameLike: boolean; ofProducts: boolean } | null {
  const start = lineStart(folded, offset)
  const end = lineEnd(folded, offset)
  if (start < 0 || end < 0 || !BULLET_ITEM_LINE.test(folded.slice(start, end))) return null
  let nearest: Head | null = null
  let cursor = start
  for (let n = 0; n < HEADING_REACH_LINES && cursor > 0; n++) {
    const above = lineStart(folded, cursor - 1)
    if (above < 0) break
    const line = folded.slice(above, cursor - 1)
    cursor = above
    if (line.trim() === '') continue
    const heading = COLON_HEADING_LINE.exec(line)
    if (heading !== null) {
      const h = headingOf(heading[1]!)
      if (nearest !== null) return { ...nearest, ofProducts: h.nameLike }
      if (h.nameLike) return { ...h, ofProducts: true }
      nearest = h
      continue
    }
    // Another item of the same heading; a line of prose ends the list.
    if (!BULLET_ITEM_LINE.test(line)) break
  }
  return nearest === null ? null : { ...nearest, ofProducts: false }
}
