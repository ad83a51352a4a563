/**
 * Lists whose items are each headed by their own subject, a pipeline laid out one product a line: "• Zelvora — NDA under
 * review (PDUFA: D)" over "• KST-301 — Phase 2 data in 2028", or the rows "Zelvora | psoriasis | NDA under review (PDUFA:
 * D)" and "KST-301 | eczema | Phase 2" of a flattened table. A fact in one item is its head's: the head when it reads as
 * a name, else no product at all; never the product another item is headed by (the item above or the one below is
 * another product's line, however near).
 */
import { isCodeName, isNameLikeToken } from './name-tokens.js'
import { isInnName } from './inn-stems.js'
import {
  BARE_HEADING_LINE,
  BULLET_ITEM_LINE,
  COLON_HEADING_LINE,
  HEADED_LINE,
  LONE_BULLET_LINE,
} from './list-lines.js'

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

/** A line opened by a capitalised head and a bare ticker in parentheses, then a dash: "Corwin (CRWN) – ...". */
const TICKER_ROW =
  /^[ \t]*(?:[\u2022\u00B7\u25AA\u25CF\u25E6\u2023\u2043\u25BA*][ \t]*)?[A-Z][a-z][\w-]{0,30}(?:[ \t]+[A-Z][\w-]{0,30}){0,2}[ \t]*\([ \t]*[A-Z]{2,5}[ \t]*\)[ \t]*(?:[\u2013\u2014]|-(?=[ \t])|and\b)/
function tickerRow(line: string): boolean {
  return TICKER_ROW.test(line)
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
  // "Corwin (CRWN) – PDUFA Date of D for X" over "Brandt (BRDT) – PDUFA Date of D2 for Y": rows each opened by a name
  // with a bare ticker are a calendar of listed companies; the row's product is read from its own text, never another
  // row's (s19 names).
  const tickered = [line, above, below].filter((l) => l !== null && tickerRow(l)).length
  if (tickerRow(line) && tickered >= 2) return { ...own, nameLike: false, ofProducts: true }
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

/** The most places a bare heading's word is looked up at elsewhere in the text (a bound on hostile text). */
const MARK_LOOKUPS = 50

/** The name a parenthesis opens on, a nonproprietary name or a code ("tavolimab", "KST-301"), or null. */
function parenthesisName(inside: string): string | null {
  const first = /^\s*([\w-]+)/.exec(inside)?.[1] ?? ''
  return isCodeName(first) || (first === first.toLowerCase() && isNameLikeToken(first, 'shaped'))
    ? first
    : null
}

/**
 * Whether a bare heading's word is a product's by its own marks: a trademark sign, a parenthesis opening on a
 * nonproprietary name or a code ("Zelvora (tavolimab)", "Zelvora (KST-301)"), a code itself ("KST-301"), or the text
 * writing the word with a trademark sign or such a parenthesis elsewhere ("Zelvora" over its items, "Zelvora®" in the
 * first paragraph). "Oncology", "Revenue" or a partner's name alone on a line (the heading of a therapy area, a table or
 * another company's section) have none.
 */
function markedAsProduct(folded: string, word: string, parenthesis: string | undefined): boolean {
  const bare = word.replace(/[\u00AE\u2122]$/, '')
  if (
    bare !== word ||
    isCodeName(bare) ||
    (parenthesis !== undefined && parenthesisName(parenthesis) !== null)
  )
    return true
  let from = 0
  for (let n = 0; n < MARK_LOOKUPS; n++) {
    const at = folded.indexOf(bare, from)
    if (at < 0) return false
    from = at + bare.length
    const after = folded.slice(from, from + 44)
    if (/^[\u00AE\u2122]/.test(after)) return true
    const paren = /^\s?\(([^()\n]{1,40})\)/.exec(after)
    if (paren !== null && parenthesisName(paren[1]!) !== null) return true
  }
  return false
}

/** Whether the line above a bare name stands apart from it: none, blank, or a finished line (no wrapped item's tail). */
function standsApart(folded: string, lineAt: number): boolean {
  if (lineAt === 0) return true
  const above = lineStart(folded, lineAt - 1)
  if (above < 0) return false
  const line = folded.slice(above, lineAt - 1).trim()
  return line === '' || /[.;:!?)]$/.test(line)
}

/**
 * The heading an item stands under, a list of milestones laid out under each product's name: "Zelvora:" alone on its
 * line over "- NDA accepted by the FDA" and "- PDUFA target action date of D", then "KST-301:" over its own lines. Walking
 * up from the fact's line (itself an item: a bullet line, or the line after a bullet alone on its line) over blank lines
 * and the other items to the nearest heading ("X:", list-lines.ts): `head` its subject, `nameLike` whether it reads as a
 * product's name, `ofProducts` whether it or a heading further up the same list does (a list of products: a fact under
 * "Other programs:" is none of them, never the product heading the items above). A results release's heading may drop
 * its colon ("Zelvora" or "Zelvora (tavolimab)" alone on its line): such a bare line is a heading only when its one word
 * reads as a product's name and the line stands apart (a blank or finished line above: never the tail of a wrapped
 * item), and never "Financial Results" or a table's title (more than one word). Null when the fact's line is no item, or
 * a line of prose comes before any heading.
 */
export function itemHeading(
  folded: string,
  offset: number,
): { head: string; nameLike: boolean; ofProducts: boolean; alias?: string } | null {
  const start = lineStart(folded, offset)
  const end = lineEnd(folded, offset)
  if (start < 0 || end < 0) return null
  if (!BULLET_ITEM_LINE.test(folded.slice(start, end)) && !afterLoneBullet(folded, start))
    return null
  let nearest: Head | null = null
  let cursor = start
  for (let n = 0; n < HEADING_REACH_LINES && cursor > 0; n++) {
    const above = lineStart(folded, cursor - 1)
    if (above < 0) break
    const line = folded.slice(above, cursor - 1)
    cursor = above
    if (line.trim() === '') continue
    const heading = COLON_HEADING_LINE.exec(line)
    const bare = heading === null && nearest === null ? BARE_HEADING_LINE.exec(line) : null
    if (bare !== null && !afterLoneBullet(folded, above)) {
      const h = headingOf(bare[1]!)
      // "ZELVORA (tavrunosin)" alone on its line: an all-caps brand reads as a name by no shape of its own, but a
      // parenthesis opening on a nonproprietary name (by its stem) or a code beside it makes it the product's.
      const capsBrand =
        /^[A-Z]{4,}$/.test(bare[1]!) &&
        // its title-case form no English noun ("ONCOLOGY (...)" is a therapy area's heading)
        isNameLikeToken(bare[1]![0] + bare[1]!.slice(1).toLowerCase(), 'product') &&
        bare[2] !== undefined &&
        (isInnName(parenthesisName(bare[2]) ?? '') || isCodeName(parenthesisName(bare[2]) ?? ''))
      if (
        (h.nameLike || capsBrand) &&
        standsApart(folded, above) &&
        markedAsProduct(folded, bare[1]!, bare[2])
      ) {
        // "Zelvora (tavolimab)": the parenthesis names the product too.
        const alias = bare[2] === undefined ? null : parenthesisName(bare[2])
        return { ...h, nameLike: true, ofProducts: true, ...(alias !== null ? { alias } : {}) }
      }
    }
    if (heading !== null) {
      const h = headingOf(heading[1]!)
      if (nearest !== null) return { ...nearest, ofProducts: h.nameLike }
      if (h.nameLike) return { ...h, ofProducts: true }
      nearest = h
      continue
    }
    // Another item of the same heading (its own text after a bullet alone on its line); a line of prose ends the list.
    if (!BULLET_ITEM_LINE.test(line) && !afterLoneBullet(folded, above)) break
  }
  return nearest === null ? null : { ...nearest, ofProducts: false }
}

/**
 * The line at `at` follows a bullet alone on the line above it: an item too ("•" over "Announced ..."). A module function,
 * not an arrow made per call (under tsx each costs a __name call).
 */
function afterLoneBullet(folded: string, at: number): boolean {
  if (at === 0) return false
  const above = lineStart(folded, at - 1)
  return above >= 0 && LONE_BULLET_LINE.test(folded.slice(above, at - 1))
}
